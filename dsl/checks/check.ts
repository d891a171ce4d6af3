/**
 * The contract of a check: one rule of the checker per file, each given the
 * lowered model, its source map and symbol table, and a way to report.
 */
import type { Loc } from "../ast.js";
import { diag, type Diagnostic, type Severity } from "../diagnostics.js";
import type { SourceMap } from "../lower.js";
import type * as M from "../model-types.js";
import type { SymbolTable } from "../symbols.js";

export interface CheckContext {
  model: M.Model;
  sources: SourceMap;
  symbols: SymbolTable;
  /** Reports at the source of `obj` (or of its property `key`). */
  report(code: string, message: string, obj: object, key?: string, severity?: Severity): Diagnostic;
  /** Reports at an explicit location. */
  reportAt(code: string, message: string, file: string, loc: Loc, severity?: Severity): Diagnostic;
  /**
   * Whether a check that goes declaration by declaration may pass over the
   * declaration this object lies in: its findings are kept from an earlier
   * check (see `CheckMemo`). Absent, nothing is passed over.
   */
  skip?: (obj: object) => boolean;
}

export interface Check {
  /** Stable identifier, used as the diagnostic code of what it reports. */
  name: string;
  /** What it verifies, in one line (shown in the language guide). */
  description: string;
  run(ctx: CheckContext): void;
}

const NOWHERE: Loc = { start: 0, end: 0, line: 1, col: 1, endLine: 1, endCol: 2 };

export function makeContext(model: M.Model, sources: SourceMap, symbols: SymbolTable, out: Diagnostic[], fallbackFile: string): CheckContext {
  return {
    model,
    sources,
    symbols,
    report(code, message, obj, key, severity = "error") {
      const where = sources.locOf(obj, key);
      const d = diag(severity, code, message, where?.file ?? fallbackFile, where?.loc ?? NOWHERE);
      out.push(d);
      return d;
    },
    reportAt(code, message, file, loc, severity = "error") {
      const d = diag(severity, code, message, file, loc);
      out.push(d);
      return d;
    },
  };
}

/** How a declaration keyword reads as a noun, where the bare keyword would not. */
const NOUNS: Record<string, string> = { unspecified: "'unspecified' declaration" };

/** "a"/"an" before a keyword read as a noun: `a side`, `an area`. */
export function article(word: string): string {
  const noun = NOUNS[word] ?? word;
  // By the sound: "a unit", "a union", "a use", though they are written with a vowel first.
  return /^'?[aeiou]/i.test(noun) && !/^'?(uni|use|usu|eu)/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}
