/**
 * Stage 1, "parsed": text to AST with every lexing and parsing error found.
 */
import { type IRecognitionException, type IToken } from "chevrotain";
import type { SpecFile, StrayAnnotations } from "./ast.js";
import { fileToAst, takeStrayAnnotations } from "./cst-to-ast.js";
import { diag, type Diagnostic } from "./diagnostics.js";
import { rulesParser } from "./parser.js";
import { rulesLexer } from "./tokens.js";

export interface ParseResult {
  file: SpecFile;
  diagnostics: Diagnostic[];
  /** Annotations that preceded a property or statement, which cannot carry them. */
  strays: StrayAnnotations[];
}

function describeChar(ch: string): string {
  if (ch === '"') return "a string that is not closed on the same line";
  const code = ch.codePointAt(0) ?? 0;
  return code < 32 || code > 126 ? `the character U+${code.toString(16).toUpperCase().padStart(4, "0")}` : `'${ch}'`;
}

/** Parses one file. Never throws on any input. */
export function parseText(text: string, path: string): ParseResult {
  const diagnostics: Diagnostic[] = [];
  const lexed = rulesLexer.tokenize(text);
  for (const e of lexed.errors) {
    const ch = text.slice(e.offset, e.offset + 1);
    const line = e.line ?? 1;
    const col = e.column ?? 1;
    diagnostics.push(
      diag("error", "syntax", `unexpected ${describeChar(ch)}`, path, {
        start: e.offset,
        end: e.offset + e.length,
        line,
        col,
        endLine: line,
        endCol: col + Math.max(1, e.length),
      }),
    );
  }
  rulesParser.input = lexed.tokens;
  const csts = [rulesParser.file()];
  const parseErrors: IRecognitionException[] = rulesParser.errors;
  for (const e of parseErrors) {
    const t: IToken = e.token;
    const atEof = t.tokenType.name === "EOF" || Number.isNaN(t.startOffset);
    const fallback = lexed.tokens[lexed.tokens.length - 1];
    const anchor = atEof && fallback ? fallback : t;
    const loc = {
      start: anchor.startOffset,
      end: (anchor.endOffset ?? anchor.startOffset) + 1,
      line: anchor.startLine ?? 1,
      col: atEof && fallback ? (fallback.endColumn ?? 0) + 1 : anchor.startColumn ?? 1,
      endLine: anchor.endLine ?? anchor.startLine ?? 1,
      endCol: atEof && fallback ? (fallback.endColumn ?? 0) + 2 : (anchor.endColumn ?? anchor.startColumn ?? 1) + 1,
    };
    diagnostics.push(diag("error", "syntax", e.message, path, loc));
  }
  takeStrayAnnotations();
  const file = fileToAst(csts, path, text, (lexed.groups["comments"] ?? []) as IToken[]);
  const strays = takeStrayAnnotations();
  return { file, diagnostics: dedupe(diagnostics), strays };
}

/** Recovery can report the same position twice; keep the first message. */
function dedupe(ds: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return ds.filter((d) => {
    const key = `${d.line}:${d.col}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
