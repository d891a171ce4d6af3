/**
 * Diagnostics: what every stage reports instead of throwing. Each one is
 * located (file, line, column) and renders with a source excerpt and caret.
 */
import type { Loc } from "./ast.js";
import { splitLines } from "./lines.js";
import { escapeControls, printable } from "./printable.js";

export type Severity = "error" | "warning";

export interface Diagnostic {
  severity: Severity;
  /** A stable identifier of the check, e.g. `unresolved-name`. */
  code: string;
  message: string;
  file: string;
  line: number;
  col: number;
  endLine: number;
  endCol: number;
  /** Further locations that explain the error, e.g. the first declaration of a duplicate. */
  related?: { message: string; file: string; line: number; col: number }[];
}

/** Builds a diagnostic at `loc` in `file`; control characters the message quotes from the text are escaped. */
export function diag(severity: Severity, code: string, message: string, file: string, loc: Loc): Diagnostic {
  return { severity, code, message: escapeControls(message), file, line: loc.line, col: loc.col, endLine: loc.endLine, endCol: loc.endCol };
}

export function hasErrors(ds: readonly Diagnostic[]): boolean {
  return ds.some((d) => d.severity === "error");
}

/** Orders diagnostics by file, then position, then message, so output is stable. */
export function sortDiagnostics(ds: Diagnostic[]): Diagnostic[] {
  return [...ds].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.message.localeCompare(b.message),
  );
}

/**
 * `path:line:col: error: message`, then the source line and a caret under the
 * span (clipped to that line).
 */
export function formatDiagnostic(d: Diagnostic, sourceText: string | undefined): string {
  const head = `${printable(d.file)}:${d.line}:${d.col}: ${d.severity}: ${escapeControls(d.message)}`;
  const lines: string[] = [head];
  if (sourceText !== undefined) {
    const srcLine = splitLines(sourceText)[d.line - 1];
    if (srcLine !== undefined) {
      const shown = printable(srcLine.replace(/\t/g, " "));
      const width = d.endLine === d.line ? Math.max(1, d.endCol - d.col) : Math.max(1, shown.length - d.col + 1);
      const gutter = `${d.line} | `;
      lines.push(`${gutter}${shown}`);
      lines.push(`${" ".repeat(gutter.length - 2)}| ${" ".repeat(Math.max(0, d.col - 1))}^${"~".repeat(Math.max(0, Math.min(width, shown.length - d.col + 1) - 1))}`);
    }
  }
  for (const r of d.related ?? []) lines.push(`  ${printable(r.file)}:${r.line}:${r.col}: note: ${escapeControls(r.message)}`);
  return lines.join("\n");
}
