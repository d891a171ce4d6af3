/**
 * What a line is, defined once: a line ends at CRLF, at a lone LF or at a
 * lone CR, exactly as the lexer counts lines, so that a diagnostic's line
 * number and its excerpt always agree.
 */

/** A line ending: CRLF, LF or CR. */
export const LINE_BREAK = /\r\n|\r|\n/;

/** The text's lines, without their endings. */
export function splitLines(text: string): string[] {
  return text.split(LINE_BREAK);
}
