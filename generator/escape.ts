/**
 * Escaping at the leaves: every piece of spec text that reaches generated
 * output goes through one of these, chosen by where it lands.
 */

import { createHash } from "node:crypto";

/**
 * Everything that ends a line somewhere: in specs (CRLF, LF, CR) and, in
 * generated JavaScript, also U+2028 and U+2029, which end a `//` comment.
 */
const ANY_LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/g;

/** Text inside a Markdown table cell or line: no table breaks, no HTML, no emphasis surprises. */
export function md(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/\|/g, "\\|")
    .replace(/[*_`[\]<>#]/g, (c) => `\\${c}`)
    .replace(ANY_LINE_BREAK, " ");
}

/**
 * Text inside HTML or SVG element content or a double-quoted attribute.
 * Control characters other than tab and line ends cannot appear in XML at
 * all (not even as character references), so each becomes U+FFFD, which
 * keeps an SVG map well-formed whatever a title holds.
 */
export function html(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/g, "\ufffd")
    .replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** A TypeScript string literal (JSON is valid TypeScript and escapes quotes, backslashes and newlines). */
export function tsString(text: string): string {
  // U+2028/2029 are legal in JSON strings but end a line in older JavaScript parsers.
  return JSON.stringify(text).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/**
 * A JSON value as a TypeScript expression: U+2028/2029 escaped as in
 * `tsString`, and a star-slash written star-backslash-slash (the same string),
 * so no text from a spec can even look like the end of a comment.
 */
export function tsJson(value: unknown): string {
  return JSON.stringify(value).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029").replace(/\*\//g, "*\\/");
}

/** Text inside a block comment, where a star followed by a slash would end it early. */
export function comment(text: string): string {
  return text.replace(/\*\//g, "*\\/").replace(ANY_LINE_BREAK, " ");
}

/** An HTML id or anchor made from a declaration name. */
export function anchor(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9-]+/g, "-");
}

/**
 * A declared name as part of a file name: as it is when short, otherwise its
 * first characters and a digest of the whole. Names are letters, digits,
 * `_` and `-`, never a path, but a spec may make one longer than a file
 * system allows (255 bytes a name on most).
 */
export function fileStem(name: string, max = 64): string {
  if (name.length <= max) return name;
  return `${name.slice(0, max - 13)}-${createHash("sha256").update(name).digest("hex").slice(0, 12)}`;
}
