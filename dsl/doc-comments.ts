/**
 * Doc comments: the `//` lines written directly above a declaration (or
 * above its annotations), with no blank line between, are that
 * declaration's prose. Lowering stores them as its `description` (unless
 * the declaration sets one itself), so the rules references can print the
 * spec's own explanations next to each rule.
 */
import type * as A from "./ast.js";
import { splitLines } from "./lines.js";

/** The doc comment of every declaration in the file, found in one pass over its comments. */
export function docComments(file: A.SpecFile): Map<A.Decl | A.ProcedureDecl, string> {
  const out = new Map<A.Decl | A.ProcedureDecl, string>();
  if (file.comments.length === 0) return out;
  const lines = splitLines(file.text);
  // Comments alone on their line, by line number.
  const ownLine = new Map<number, string>();
  for (const c of file.comments) {
    const line = lines[c.loc.line - 1] ?? "";
    if (line.slice(0, c.loc.col - 1).trim() === "") ownLine.set(c.loc.line, c.text.replace(/^\/\/\s?/, "").trim());
  }
  const visit = (members: readonly A.Member[] | undefined): void => {
    for (const m of members ?? []) {
      if (m.type !== "decl" && m.type !== "procedure") continue;
      const first = Math.min(m.keyword.loc.line, ...m.annotations.map((a) => a.loc.line));
      const parts: string[] = [];
      for (let l = first - 1; ownLine.has(l); l--) parts.unshift(ownLine.get(l)!);
      const text = parts.filter((p) => p !== "").join(" ").trim();
      if (text) out.set(m, text);
      if (m.type === "decl") visit(m.members);
    }
  };
  visit(file.members);
  return out;
}
