/**
 * Turns Chevrotain's concrete syntax tree into the AST.
 *
 * With error recovery on, a node may be marked `recoveredNode` and miss any
 * of its children, and re-synced tokens carry NaN positions. Every accessor
 * here therefore tolerates absence: an incomplete construct is dropped (the
 * parser has already reported why) instead of crashing later stages.
 */
import type { CstElement, CstNode, IToken } from "chevrotain";
import type * as A from "./ast.js";

type Children = Record<string, CstElement[] | undefined>;

function isToken(e: CstElement | undefined): e is IToken {
  return e !== undefined && (e as IToken).image !== undefined;
}

function nodes(n: CstNode | undefined, key: string): CstNode[] {
  const list = n ? (n.children as Children)[key] : undefined;
  return (list ?? []).filter((e): e is CstNode => !isToken(e));
}
function node(n: CstNode | undefined, key: string, i = 0): CstNode | undefined {
  return nodes(n, key)[i];
}
function tokens(n: CstNode | undefined, key: string): IToken[] {
  const list = n ? (n.children as Children)[key] : undefined;
  return (list ?? []).filter((e): e is IToken => isToken(e) && !e.isInsertedInRecovery && !Number.isNaN(e.startOffset));
}
function token(n: CstNode | undefined, key: string, i = 0): IToken | undefined {
  return tokens(n, key)[i];
}
/** Every token under `n` whose type is one of `keys`, in source order. */
function tokensOf(n: CstNode | undefined, keys: string[]): IToken[] {
  return keys.flatMap((k) => tokens(n, k)).sort((a, b) => a.startOffset - b.startOffset);
}

export function tokenLoc(t: IToken): A.Loc {
  return {
    start: t.startOffset,
    end: (t.endOffset ?? t.startOffset) + 1,
    line: t.startLine ?? 1,
    col: t.startColumn ?? 1,
    endLine: t.endLine ?? t.startLine ?? 1,
    endCol: (t.endColumn ?? t.startColumn ?? 1) + 1,
  };
}

const NOWHERE: A.Loc = { start: 0, end: 0, line: 1, col: 1, endLine: 1, endCol: 1 };

function nodeLoc(n: CstNode | undefined): A.Loc {
  const l = n?.location;
  if (!l || Number.isNaN(l.startOffset)) return NOWHERE;
  const endOk = l.endOffset !== undefined && !Number.isNaN(l.endOffset);
  return {
    start: l.startOffset,
    end: endOk ? l.endOffset! + 1 : l.startOffset + 1,
    line: l.startLine ?? 1,
    col: l.startColumn ?? 1,
    endLine: endOk ? l.endLine ?? l.startLine ?? 1 : l.startLine ?? 1,
    endCol: endOk ? (l.endColumn ?? 0) + 1 : (l.startColumn ?? 1) + 1,
  };
}

function ident(t: IToken | undefined): A.Ident | undefined {
  return t ? { name: t.image, loc: tokenLoc(t) } : undefined;
}

/** Decodes a string literal; the lexer admits only `\" \\ \n \t` escapes. */
export function unquote(image: string): string {
  try {
    return JSON.parse(image) as string;
  } catch {
    return image.slice(1, -1);
  }
}

function stringLit(t: IToken | undefined): A.StringLit | undefined {
  return t ? { value: unquote(t.image), loc: tokenLoc(t) } : undefined;
}

// ------------------------------------------------------------------- file level

/** What converting one file produces: its tree, and the mistakes found on the way. */
export interface Converted {
  file: A.SpecFile;
  strays: A.StrayAnnotations[];
  problems: { message: string; loc: A.Loc }[];
}

/**
 * Converts the CSTs of one file. The conversion is synchronous, so the
 * collectors below are reset at the start and handed back at the end.
 */
export function fileToAst(csts: CstNode[], path: string, text: string, commentTokens: IToken[]): Converted {
  strays = [];
  problems = [];
  const file = convertFile(csts, path, text, commentTokens);
  const out = { file, strays, problems };
  strays = [];
  problems = [];
  return out;
}

function convertFile(csts: CstNode[], path: string, text: string, commentTokens: IToken[]): A.SpecFile {
  const imports: A.Import[] = [];
  for (const n of csts.flatMap((cst) => nodes(cst, "importDecl"))) {
    const p = stringLit(token(n, "StringLiteral"));
    if (p) imports.push({ type: "import", path: p, loc: nodeLoc(n) });
  }
  const members: A.TopMember[] = [];
  for (const n of csts.flatMap((cst) => nodes(cst, "topMember"))) {
    const m = annotatedMember(n);
    if (m && (m.type === "decl" || m.type === "procedure")) members.push(m);
  }
  const comments = commentTokens.map((t) => ({ text: t.image.replace(/\s+$/, ""), loc: tokenLoc(t) }));
  return { path, text, imports, members, comments };
}

function annotations(n: CstNode): A.Annotation[] {
  const out: A.Annotation[] = [];
  for (const a of nodes(n, "annotation")) {
    const name = ident(token(a, "Name"));
    if (!name) continue;
    const v = node(a, "value");
    const value = v ? valueToAst(v) : undefined;
    out.push(value ? { type: "annotation", name, value, loc: nodeLoc(a) } : { type: "annotation", name, loc: nodeLoc(a) });
  }
  return out;
}

/** A `member` or `topMember` node: leading annotations, then one alternative. */
function annotatedMember(n: CstNode): A.Member | A.StrayAnnotations | undefined {
  const anns = annotations(n);
  const decl = node(n, "declaration");
  if (decl) return declToAst(decl, anns, n);
  const proc = node(n, "procedureDecl");
  if (proc) return procedureToAst(proc, anns, n);
  const link = node(n, "link");
  if (link) return linkToAst(link, anns, n);
  const row = node(n, "row");
  if (row) return rowToAst(row, anns, n);
  const entry = node(n, "entry");
  if (entry) return entryToAst(entry, anns, n);
  const remove = node(n, "remove");
  if (remove) {
    const keyword = ident(token(remove, "DeclKeyword") ?? token(remove, "Kw_procedure") ?? token(remove, "Kw_function"));
    const name = ident(token(remove, "Name"));
    return keyword && name ? { type: "remove", keyword, name, annotations: anns, loc: nodeLoc(n) } : undefined;
  }
  let plain: A.Member | undefined;
  const prop = node(n, "property");
  const block = node(n, "namedBlock");
  const replace = node(n, "replace");
  if (prop) plain = propertyToAst(prop);
  else if (block) {
    const key = ident(token(block, "Name"));
    const body = node(block, "stmtBlock");
    if (key && body) plain = { type: "block", key, body: stmtBlock(body), bodyLoc: nodeLoc(body), loc: nodeLoc(block) };
  } else if (replace) {
    const d = node(replace, "declaration");
    const p = node(replace, "procedureDecl");
    const decl = d ? declToAst(d, anns, n) : p ? procedureToAst(p, anns, n) : undefined;
    if (decl) return { type: "replace", decl, loc: nodeLoc(replace) };
    return undefined;
  }
  if (anns.length > 0) return { type: "stray", annotations: anns, loc: anns[0]!.loc };
  return plain;
}

function spanLoc(outer: CstNode, inner: CstNode): A.Loc {
  const o = nodeLoc(outer);
  const i = nodeLoc(inner);
  return o === NOWHERE ? i : { ...i, start: o.start, line: o.line, col: o.col };
}

function declToAst(n: CstNode, anns: A.Annotation[], outer: CstNode): A.Decl | undefined {
  const keyword = ident(token(n, "DeclKeyword"));
  const name = ident(token(n, "Name"));
  if (!keyword || !name) return undefined;
  const decl: A.Decl = { type: "decl", keyword, name, annotations: anns, loc: spanLoc(outer, n) };
  const title = stringLit(token(n, "StringLiteral"));
  if (title) decl.title = title;
  const body = node(n, "body");
  if (body) decl.members = bodyMembers(body);
  return decl;
}

/** Members of a `{ ... }` body; stray annotations are kept so the checker can report them. */
export function bodyMembers(body: CstNode): A.Member[] {
  const out: A.Member[] = [];
  for (const m of nodes(body, "member")) {
    const x = annotatedMember(m);
    if (!x) continue;
    if (x.type === "stray") strays.push(x);
    else out.push(x);
  }
  return out;
}

/** Mistakes the grammar tolerates so it can name them precisely (such as `=` used to compare). */
let problems: { message: string; loc: A.Loc }[] = [];

/** Annotations found in places that cannot carry them. */
let strays: A.StrayAnnotations[] = [];

function procedureToAst(n: CstNode, anns: A.Annotation[], outer: CstNode): A.ProcedureDecl | undefined {
  const keyword = ident(token(n, "Kw_procedure") ?? token(n, "Kw_function"));
  const name = ident(token(n, "Name"));
  const body = node(n, "stmtBlock");
  const value = expr(n);
  if (!keyword || !name || (!body && !value)) return undefined;
  const params: A.Param[] = [];
  for (const p of nodes(n, "param")) {
    const pn = ident(token(p, "Name", 0));
    const pt = ident(token(p, "Name", 1));
    const of = ident(token(p, "Name", 2));
    const close = token(p, "Greater");
    // `list<piece>` is one type name, located from `list` to the closing bracket.
    const end = close && tokenLoc(close);
    const typeName = pt && of && end ? { name: `${pt.name}<${of.name}>`, loc: { ...pt.loc, end: end.end, endLine: end.endLine, endCol: end.endCol } } : pt;
    if (pn && typeName) params.push({ name: pn, typeName, loc: nodeLoc(p) });
  }
  const decl: A.ProcedureDecl = {
    type: "procedure",
    keyword,
    name,
    params,
    annotations: anns,
    body: body ? stmtBlock(body) : [],
    bodyLoc: nodeLoc(body ?? n),
    loc: spanLoc(outer, n),
  };
  if (value) decl.value = value;
  const title = stringLit(token(n, "StringLiteral"));
  if (title) decl.title = title;
  return decl;
}

function propertyToAst(n: CstNode): A.Property | undefined {
  const key = ident(token(n, "Name"));
  const list = node(n, "valueList");
  if (!key || !list) return undefined;
  const values = nodes(list, "value")
    .map(valueToAst)
    .filter((v): v is A.Value => v !== undefined);
  if (values.length === 0) return undefined;
  return { type: "property", key, values, loc: nodeLoc(n) };
}

function linkToAst(n: CstNode, anns: A.Annotation[], outer: CstNode): A.LinkMember | undefined {
  const from = ident(token(n, "Name", 0));
  const to = ident(token(n, "Name", 1));
  if (!from || !to) return undefined;
  const link: A.LinkMember = {
    type: "link",
    from,
    to,
    directed: tokens(n, "Arrow").length > 0,
    annotations: anns,
    loc: spanLoc(outer, n),
  };
  const kind = ident(token(n, "Name", 2));
  if (kind) link.kind = kind;
  const body = node(n, "body");
  if (body) link.members = bodyMembers(body);
  return link;
}

function signedInt(n: CstNode | undefined): number | undefined {
  const t = token(n, "Integer");
  if (!t) return undefined;
  const v = Number(t.image);
  return tokens(n, "Minus").length > 0 ? -v : v;
}

function rowToAst(n: CstNode, anns: A.Annotation[], outer: CstNode): A.RowMember | undefined {
  const k = node(n, "rowKey");
  const list = node(n, "valueList");
  if (!k || !list) return undefined;
  let key: A.RowKey | undefined;
  const name = token(k, "Name");
  const str = token(k, "StringLiteral");
  const ints = nodes(k, "signedInt");
  const dots = tokens(k, "DotDot");
  if (name) key = { type: "name", name: name.image, quoted: false, loc: tokenLoc(name) };
  else if (str) key = { type: "name", name: unquote(str.image), quoted: true, loc: tokenLoc(str) };
  else if (ints.length > 0) {
    const first = signedInt(ints[0]);
    const second = signedInt(ints[1]);
    if (first === undefined) return undefined;
    const leadingDots = dots.length > 0 && dots[0]!.startOffset < (token(ints[0], "Integer")?.startOffset ?? 0);
    if (leadingDots) key = { type: "range", max: first, loc: nodeLoc(k) };
    else if (dots.length === 0) key = { type: "range", min: first, max: first, loc: nodeLoc(k) };
    else key = second === undefined ? { type: "range", min: first, loc: nodeLoc(k) } : { type: "range", min: first, max: second, loc: nodeLoc(k) };
  }
  if (!key) return undefined;
  const cells = nodes(list, "value")
    .map(valueToAst)
    .filter((v): v is A.Value => v !== undefined);
  return { type: "row", key, cells, annotations: anns, loc: spanLoc(outer, n) };
}

function entryToAst(n: CstNode, anns: A.Annotation[], outer: CstNode): A.EntryMember | undefined {
  const count = token(n, "Integer");
  const ref = ident(token(n, "Name"));
  if (!count || !ref) return undefined;
  const entry: A.EntryMember = { type: "entry", count: Number(count.image), ref, annotations: anns, loc: spanLoc(outer, n) };
  if (tokens(n, "LParen").length > 0) {
    entry.args = [];
    for (const a of nodes(n, "entryArg")) {
      const name = ident(token(a, "Name"));
      if (!name) continue;
      const e = node(a, "expression");
      const value = e ? exprToAst(e) : undefined;
      if (tokens(a, "Star").length > 0) entry.args.push({ name, loc: nodeLoc(a) });
      else if (value) entry.args.push({ name, value, loc: nodeLoc(a) });
    }
  }
  return entry;
}

// ------------------------------------------------------------------------ values

function valueToAst(n: CstNode): A.Value | undefined {
  const rec = node(n, "record");
  if (rec) {
    const fields: A.Property[] = [];
    for (const f of nodes(rec, "recordField")) {
      const key = ident(token(f, "Name"));
      const v = node(f, "value");
      const value = v ? valueToAst(v) : undefined;
      if (key && value) fields.push({ type: "property", key, values: [value], loc: nodeLoc(f) });
    }
    return { type: "record", fields, loc: nodeLoc(rec) };
  }
  const exprs = nodes(n, "expression");
  const dots = tokens(n, "DotDot");
  if (dots.length === 0) return exprs[0] ? exprToAst(exprs[0]) : undefined;
  const first = exprs[0] ? exprToAst(exprs[0]) : undefined;
  const second = exprs[1] ? exprToAst(exprs[1]) : undefined;
  const leading = exprs[0] === undefined || dots[0]!.startOffset < nodeLoc(exprs[0]).start;
  const range: A.RangeValue = { type: "range", loc: nodeLoc(n) };
  if (leading) {
    if (first) range.max = first;
  } else {
    if (first) range.min = first;
    if (second) range.max = second;
  }
  return range;
}

// ------------------------------------------------------------------- statements

function stmtBlock(n: CstNode): A.Stmt[] {
  return nodes(n, "statement")
    .map(stmtToAst)
    .filter((s): s is A.Stmt => s !== undefined);
}

function expr(n: CstNode | undefined, key = "expression", i = 0): A.Expr | undefined {
  const e = node(n, key, i);
  return e ? exprToAst(e) : undefined;
}

function stmtToAst(outer: CstNode): A.Stmt | undefined {
  const [kind, n] = Object.entries(outer.children as Children)
    .map(([k, v]) => [k, v?.[0]] as const)
    .find(([, v]) => v !== undefined && !isToken(v)) ?? [undefined, undefined];
  if (!kind || !n || isToken(n)) return undefined;
  const loc = nodeLoc(n);
  switch (kind) {
    case "letStmt": {
      const name = ident(token(n, "Name"));
      const value = expr(n);
      return name && value ? { type: "let", name, value, loc } : undefined;
    }
    case "setStmt": {
      const target = node(n, "postfix");
      const value = expr(n);
      const op = tokens(n, "PlusEq").length ? "+=" : tokens(n, "MinusEq").length ? "-=" : "=";
      const t = target ? postfixToAst(target) : undefined;
      return t && value ? { type: "set", target: t, op, value, loc } : undefined;
    }
    case "ifStmt":
      return ifStmt(n);
    case "forStmt": {
      const name = ident(token(n, "Name"));
      const iterable = expr(n);
      const body = node(n, "stmtBlock");
      return name && iterable && body ? { type: "for", name, iterable, body: stmtBlock(body), loc } : undefined;
    }
    case "repeatStmt":
    case "whileStmt": {
      const e = expr(n);
      const body = node(n, "stmtBlock");
      if (!e || !body) return undefined;
      return kind === "repeatStmt"
        ? { type: "repeat", times: e, body: stmtBlock(body), loc }
        : { type: "while", cond: e, body: stmtBlock(body), loc };
    }
    case "chooseStmt": {
      const name = ident(token(n, "Name", 0));
      const from = expr(n, "expression", 0);
      if (!name || !from) return undefined;
      const s: A.Stmt & { type: "choose" } = { type: "choose", name, from, loc };
      // The expressions come in the order of their clauses, each clause optional after `from`.
      let next = 1;
      if (tokens(n, "Kw_by").length > 0) {
        const by = expr(n, "expression", next++);
        if (by) s.by = by;
        if (tokens(n, "Kw_each").length) s.each = true;
      }
      if (tokens(n, "Kw_about").length) {
        const about = expr(n, "expression", next++);
        if (about) s.about = about;
      }
      if (tokens(n, "Kw_costing").length) {
        const costing = expr(n, "expression", next++);
        if (costing) s.costing = costing;
      }
      if (tokens(n, "Kw_within").length) {
        const within = expr(n, "expression", next++);
        if (within) s.within = within;
      }
      const as = ident(token(n, "Name", 1));
      if (as) s.as = as;
      return s;
    }
    case "moveStmt": {
      const what = expr(n, "expression", 0);
      const to = expr(n, "expression", 1);
      return what && to ? { type: "move", what, to, loc } : undefined;
    }
    case "endStmt": {
      const s: A.Stmt & { type: "end" } = { type: "end", draw: tokens(n, "Kw_draw").length > 0, loc };
      const winner = expr(n);
      if (winner) s.winner = winner;
      else if (!s.draw) return undefined;
      const outcome = stringLit(token(n, "StringLiteral"));
      if (outcome) s.outcome = outcome;
      return s;
    }
    case "unspecifiedStmt": {
      const name = ident(token(n, "Name"));
      return name ? { type: "unspecified", name, loc } : undefined;
    }
    case "callStmt": {
      const callee = ident(token(n, "Name"));
      const args = node(n, "callArgs");
      return callee && args ? { type: "call", callee, args: callArgs(args), loc } : undefined;
    }
    default:
      return undefined;
  }
}

function ifStmt(n: CstNode): A.Stmt | undefined {
  const cond = expr(n);
  const then = node(n, "stmtBlock", 0);
  if (!cond || !then) return undefined;
  const s: A.Stmt & { type: "if" } = { type: "if", cond, then: stmtBlock(then), loc: nodeLoc(n) };
  const elseWord = token(n, "Kw_else");
  if (elseWord) s.elseLoc = tokenLoc(elseWord);
  const elseIf = node(n, "ifStmt");
  const elseBlock = node(n, "stmtBlock", 1);
  if (elseIf) {
    const inner = ifStmt(elseIf);
    if (inner) {
      s.else = [inner];
      s.elseIf = true;
    }
  } else if (elseBlock) s.else = stmtBlock(elseBlock);
  return s;
}

function callArgs(n: CstNode): A.Expr[] {
  return nodes(n, "expression")
    .map(exprToAst)
    .filter((e): e is A.Expr => e !== undefined);
}

// ------------------------------------------------------------------ expressions

/** Folds `a op b op c` left to right, pairing operands with operators by position. */
function leftAssoc(
  n: CstNode,
  childKey: string,
  opKeys: string[],
  child: (c: CstNode) => A.Expr | undefined,
  opName: (t: IToken) => A.BinaryOp,
): A.Expr | undefined {
  const operands = nodes(n, childKey).map(child);
  const ops = tokensOf(n, opKeys);
  let acc = operands[0];
  if (!acc) return undefined;
  for (let i = 1; i < operands.length; i++) {
    const right = operands[i];
    const op = ops[i - 1];
    if (!right || !op) return undefined;
    acc = { type: "binary", op: opName(op), left: acc, right, loc: { ...acc.loc, end: right.loc.end, endLine: right.loc.endLine, endCol: right.loc.endCol } };
  }
  return acc;
}

export function exprToAst(n: CstNode): A.Expr | undefined {
  return leftAssoc(n, "andExpr", ["Kw_or"], andToAst, () => "or");
}
function andToAst(n: CstNode): A.Expr | undefined {
  return leftAssoc(n, "notExpr", ["Kw_and"], notToAst, () => "and");
}
function notToAst(n: CstNode): A.Expr | undefined {
  const inner = node(n, "notExpr");
  if (inner) {
    const arg = notToAst(inner);
    return arg ? { type: "unary", op: "not", arg, loc: nodeLoc(n) } : undefined;
  }
  const c = node(n, "comparison");
  return c ? compToAst(c) : undefined;
}
const COMPARE_KEYS = ["EqEq", "NotEq", "LessEq", "GreaterEq", "Less", "Greater", "Kw_in", "Equals"];
function compToAst(n: CstNode): A.Expr | undefined {
  return leftAssoc(n, "additive", COMPARE_KEYS, addToAst, (t) => {
    if (t.image === "=") {
      problems.push({ message: "'=' does not compare; write '==' to compare two values", loc: tokenLoc(t) });
      return "==";
    }
    return t.image === "in" ? "in" : (t.image as A.BinaryOp);
  });
}
function addToAst(n: CstNode): A.Expr | undefined {
  return leftAssoc(n, "multiplicative", ["Plus", "Minus"], mulToAst, (t) => t.image as A.BinaryOp);
}
function mulToAst(n: CstNode): A.Expr | undefined {
  return leftAssoc(n, "unary", ["Star", "Slash", "Percent"], unaryToAst, (t) => t.image as A.BinaryOp);
}
function unaryToAst(n: CstNode): A.Expr | undefined {
  const inner = node(n, "unary");
  if (inner) {
    const arg = unaryToAst(inner);
    const op = tokens(n, "Minus").length ? "-" : "+";
    return arg ? { type: "unary", op, arg, loc: nodeLoc(n) } : undefined;
  }
  const p = node(n, "postfix");
  return p ? postfixToAst(p) : undefined;
}

function postfixToAst(n: CstNode): A.Expr | undefined {
  const p = node(n, "primary");
  let acc = p ? primaryToAst(p) : undefined;
  if (!acc) return undefined;
  // Suffixes in source order: `.name`, `(args)` and `[index]`.
  type Suffix = { at: number; make: (o: A.Expr) => A.Expr | undefined };
  const suffixes: Suffix[] = [];
  const dots = tokens(n, "Dot");
  const fieldNames = tokens(n, "Name");
  dots.forEach((d, i) => {
    const f = fieldNames[i];
    suffixes.push({ at: d.startOffset, make: (o) => (f ? { type: "field", object: o, field: ident(f)!, loc: { ...o.loc, end: f.endOffset! + 1, endLine: f.endLine ?? o.loc.endLine, endCol: (f.endColumn ?? 0) + 1 } } : undefined) });
  });
  for (const c of nodes(n, "callArgs")) {
    const l = nodeLoc(c);
    suffixes.push({ at: l.start, make: (o) => ({ type: "call", callee: o, args: callArgs(c), loc: { ...o.loc, end: l.end, endLine: l.endLine, endCol: l.endCol } }) });
  }
  const brackets = tokens(n, "LBracket");
  nodes(n, "expression").forEach((e, i) => {
    const b = brackets[i];
    if (!b) return;
    const l = nodeLoc(e);
    suffixes.push({ at: b.startOffset, make: (o) => {
      const index = exprToAst(e);
      return index ? { type: "index", object: o, index, loc: { ...o.loc, end: l.end + 1, endLine: l.endLine, endCol: l.endCol + 1 } } : undefined;
    } });
  });
  suffixes.sort((a, b) => a.at - b.at);
  for (const s of suffixes) {
    const next = s.make(acc);
    if (!next) return undefined;
    acc = next;
  }
  return acc;
}

const DICE = /^([0-9]*)d([0-9]+)$/;

function primaryToAst(n: CstNode): A.Expr | undefined {
  const loc = nodeLoc(n);
  const int = token(n, "Integer");
  if (int) return { type: "int", value: Number(int.image), loc };
  const dec = token(n, "Decimal");
  if (dec) return { type: "decimal", value: Number(dec.image), text: dec.image, loc };
  const str = token(n, "StringLiteral");
  if (str) return { type: "string", value: unquote(str.image), loc };
  const dice = token(n, "Dice");
  if (dice) {
    const m = DICE.exec(dice.image);
    if (!m) return undefined;
    return { type: "dice", count: m[1] ? Number(m[1]) : 1, sides: Number(m[2]), loc };
  }
  if (token(n, "Kw_true")) return { type: "bool", value: true, loc };
  if (token(n, "Kw_false")) return { type: "bool", value: false, loc };
  const name = token(n, "Name");
  if (name) return { type: "name", name: name.image, loc };
  const ife = node(n, "ifExpr");
  if (ife) {
    const [c, t, e] = [expr(ife, "expression", 0), expr(ife, "expression", 1), expr(ife, "expression", 2)];
    return c && t && e ? { type: "if", cond: c, then: t, else: e, loc } : undefined;
  }
  const list = node(n, "listExpr");
  if (list) {
    const items = nodes(list, "expression")
      .map(exprToAst)
      .filter((e): e is A.Expr => e !== undefined);
    const selection = node(list, "selection");
    if (!selection) return { type: "list", items, loc };
    const name = ident(token(selection, "Name"));
    const source = expr(selection, "expression", 0);
    if (!name || !source) return undefined;
    const sel: A.Expr & { type: "select" } = { type: "select", name, source, loc };
    if (tokens(selection, "Kw_if").length > 0) {
      const where = expr(selection, "expression", 1);
      if (!where) return undefined;
      sel.where = where;
    }
    if (items.length > 1) problems.push({ message: "a list with 'for' has one expression before 'for', not several", loc: items[1]!.loc });
    if (items[0]) sel.value = items[0];
    return sel;
  }
  return expr(n);
}
