/**
 * Stage 1, "parsed": text to AST with every lexing and parsing error found.
 */
import type { CstNode, IRecognitionException, IToken } from "chevrotain";
import type { SpecFile, StrayAnnotations } from "./ast.js";
import { fileToAst, tokenLoc } from "./cst-to-ast.js";
import { MAX_NESTING, tooDeep } from "./nesting.js";
import { didYouMean } from "./suggest.js";
import { diag, type Diagnostic } from "./diagnostics.js";
import { rulesParser } from "./parser.js";
import { DECLARATION_KEYWORDS, rulesLexer } from "./tokens.js";

export interface ParseResult {
  file: SpecFile;
  diagnostics: Diagnostic[];
  /** Annotations that preceded a property or statement, which cannot carry them. */
  strays: StrayAnnotations[];
}

function describeChar(ch: string): string {
  if (ch === '"') return "a string that is not closed on the same line";
  const code = ch.codePointAt(0) ?? 0;
  return code < 32 || code > 126 ? `character U+${code.toString(16).toUpperCase().padStart(4, "0")}` : `'${ch}'`;
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
  for (const t of (lexed.groups["unterminated"] ?? []) as IToken[]) {
    diagnostics.push(diag("error", "syntax", "this string is not closed: add the closing '\"' on the same line", path, {
      start: t.startOffset,
      end: t.startOffset + 1,
      line: t.startLine ?? 1,
      col: t.startColumn ?? 1,
      endLine: t.startLine ?? 1,
      endCol: (t.endColumn ?? t.startColumn ?? 1) + 1,
    }));
  }
  // Refuse text nested deeper than every later stage can walk, before any of them tries.
  const deep = tooDeep(lexed.tokens);
  if (deep) {
    diagnostics.push(diag("error", "too-deep", `this nests too deeply (more than ${MAX_NESTING} levels of brackets and operators); split it up with 'let' or a function`, path, tokenLoc(deep.token)));
    return { file: { path, text, imports: [], members: [], comments: [] }, diagnostics, strays: [] };
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
  // Recovery skips tokens only after a parse error, so a clean parse needs no search for them.
  if (parseErrors.length > 0) diagnostics.push(...skippedRuns(csts, lexed.tokens, diagnostics, path));
  const { file, strays, problems } = fileToAst(csts, path, text, (lexed.groups["comments"] ?? []) as IToken[]);
  for (const p of problems) diagnostics.push(diag("error", "syntax", p.message, path, p.loc));
  return { file, diagnostics: dedupe(diagnostics).sort((a, b) => a.line - b.line || a.col - b.col), strays };
}

/**
 * Chevrotain's re-sync recovery skips tokens without reporting them when it
 * is already recovering from an earlier error, which would hide a second
 * mistake. Tokens that made it into no CST node were skipped; each run of
 * them that no reported error touches is reported here.
 */
function skippedRuns(csts: CstNode[], tokens: IToken[], reported: Diagnostic[], path: string): Diagnostic[] {
  const kept = new Set<number>();
  const visit = (n: CstNode): void => {
    for (const list of Object.values(n.children)) {
      for (const e of list) {
        if ((e as IToken).image !== undefined) kept.add((e as IToken).startOffset);
        else visit(e as CstNode);
      }
    }
  };
  csts.forEach(visit);
  const errorLines = new Set(reported.map((d) => d.line));
  const out: Diagnostic[] = [];
  // Group tokens by line; a line all of whose tokens were skipped, that starts
  // with a name and has no error yet, is a mistake of its own (a misspelt
  // keyword, say). Skipped braces are left alone: they are usually the tail
  // of the error recovery is already handling.
  const byLine = new Map<number, IToken[]>();
  for (const t of tokens) {
    const line = t.startLine ?? 0;
    const list = byLine.get(line);
    if (list) list.push(t);
    else byLine.set(line, [t]);
  }
  for (const [line, lineTokens] of byLine) {
    if (errorLines.has(line) || lineTokens.some((t) => kept.has(t.startOffset))) continue;
    const first = lineTokens[0]!;
    if (first.tokenType.name !== "Identifier") continue;
    const hint = didYouMean(first.image, [...DECLARATION_KEYWORDS, "unspecified", "procedure", "function"]);
    out.push(diag("error", "syntax", `unexpected '${first.image}': this line is neither a declaration nor a property${hint}`, path, tokenLoc(first)));
  }
  return out;
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
