/**
 * The canonical layout of `.rules` files: two-space indentation, one member
 * per line, annotations on their own lines, single spaces around binary
 * operators, the fewest parentheses that keep the meaning, and at most one
 * blank line where the author left one. Comments are kept: a comment on its
 * own line stays before what follows it, a comment at the end of a line stays
 * there.
 */
import type * as A from "./ast.js";
import { diag, hasErrors, type Diagnostic } from "./diagnostics.js";
import { rowKeyText } from "./lower.js";
import { docComments } from "./doc-comments.js";
import { parseText } from "./parse.js";
import { rulesLexer } from "./tokens.js";

export interface FormatResult {
  /** The formatted text, or undefined when the file has syntax errors. */
  text?: string;
  diagnostics: ReturnType<typeof parseText>["diagnostics"];
}

/**
 * Formats a file's text; files with syntax errors are left alone, and so are
 * files with an annotation where none can stand (the syntax tree has no place
 * to keep it, so printing the tree would drop it).
 */
export function formatText(text: string, path = "<input>"): FormatResult {
  const parsed = parseText(text, path);
  if (hasErrors(parsed.diagnostics)) return { diagnostics: parsed.diagnostics };
  if (parsed.strays.length > 0) {
    const misplaced = parsed.strays.flatMap((s) => s.annotations.map((a) => diag("error", "misplaced-annotation", `@${a.name.name} must come before a declaration, link, row or entry, not before a property or statement; move it, and format again`, path, a.loc)));
    return { diagnostics: [...parsed.diagnostics, ...misplaced] };
  }
  const formatted = formatFile(parsed.file);
  const unsafe = unsafeFormatting(text, formatted, parsed.file, path);
  if (unsafe) return { diagnostics: [...parsed.diagnostics, unsafe] };
  return { text: formatted, diagnostics: parsed.diagnostics };
}

/** A syntax tree as plain data without positions, with the doc comments declarations take their descriptions from, for comparing the meaning of two texts. */
function shape(file: A.SpecFile): string {
  const docs = [...docComments(file)].map(([decl, text]) => [decl.name.name, text]);
  return JSON.stringify({ imports: file.imports, members: file.members, docs }, (k, v: unknown) => (k === "loc" || k.endsWith("Loc") ? undefined : v));
}

/**
 * Why formatting `text` as `formatted` would not be safe, if it would not:
 * formatting must keep every number exactly as written, read back to the same
 * syntax tree, and be done in one pass. Checked on every run (it costs two
 * more parses), so `fmt` refuses rather than write a file whose meaning it
 * changed.
 */
function unsafeFormatting(text: string, formatted: string, file: A.SpecFile, path: string): Diagnostic | undefined {
  // Whole numbers are printed from their value: one written with leading zeros, or too large to be
  // held exactly (99999999999999999999 is 100000000000000000000), would be printed as another.
  for (const t of rulesLexer.tokenize(text).tokens) {
    if (t.tokenType.name !== "Integer" && t.tokenType.name !== "Dice") continue;
    const changed = t.image.split("d").find((part) => part !== "" && String(Number(part)) !== part);
    if (changed !== undefined) {
      const loc = { start: t.startOffset, end: t.endOffset! + 1, line: t.startLine!, col: t.startColumn!, endLine: t.endLine!, endCol: t.endColumn! + 1 };
      return diag("error", "unsafe-format", `formatting would write ${changed} as ${String(Number(changed))}; write whole numbers without leading zeros and below 1,000,000,000, and format again`, path, loc);
    }
  }
  const again = parseText(formatted, path);
  const first = { start: 0, end: 0, line: 1, col: 1, endLine: 1, endCol: 2 };
  if (hasErrors(again.diagnostics) || again.strays.length > 0 || shape(again.file) !== shape(file) || formatFile(again.file) !== formatted) {
    // A formatter bug, not the author's: say so rather than write a file with another meaning.
    return diag("error", "unsafe-format", "formatting this file would change what it means, so it was left as it is; please report this file as a bug in 'rulewright fmt'", path, first);
  }
  return undefined;
}

/** Prints a parsed file in canonical form. */
export function formatFile(file: A.SpecFile): string {
  return new Printer(file).print();
}

const INDENT = "  ";

class Printer {
  private readonly lines: string[] = [];
  private readonly comments: A.Comment[];
  private next = 0;
  private depth = 0;
  /** Source line where the last printed item ended, for blank-line and trailing-comment decisions. */
  private lastLine = 0;

  constructor(private readonly file: A.SpecFile) {
    this.comments = [...file.comments].sort((a, b) => a.loc.start - b.loc.start);
  }

  print(): string {
    const f = this.file;
    for (const imp of f.imports) {
      this.leading(imp.loc, false);
      this.emit(`import ${quote(imp.path.value)}`);
      this.finish(imp.loc);
    }
    f.members.forEach((m, i) => {
      const forceBlank = this.lines.length > 0 && (i === 0 || hasBody(m) || hasBody(f.members[i - 1]!));
      this.leading(m.loc, forceBlank);
      this.member(m);
      this.finish(m.loc);
    });
    this.rest(Infinity, this.lines.length > 0);
    while (this.lines.length > 0 && this.lines[this.lines.length - 1] === "") this.lines.pop();
    return this.lines.length === 0 ? "" : `${this.lines.join("\n")}\n`;
  }

  // ------------------------------------------------------------- line handling

  private emit(text: string): void {
    this.lines.push(INDENT.repeat(this.depth) + text);
  }

  /** Lines that open a block: no blank line follows one (known by position, not by text: a comment may end with '{'). */
  private readonly openers = new Set<number>();

  /** Emits a line that opens a block. */
  private open(text: string): void {
    this.emit(text);
    this.openers.add(this.lines.length - 1);
  }

  private blank(): void {
    if (this.lines.length > 0 && this.lines[this.lines.length - 1] !== "" && !this.openers.has(this.lines.length - 1)) this.lines.push("");
  }

  /** Comments before `loc`, each on its own line, with the author's blank lines (at most one) kept. */
  private leading(loc: A.Loc, forceBlank: boolean): void {
    let first = true;
    while (this.next < this.comments.length && this.comments[this.next]!.loc.start < loc.start) {
      const c = this.comments[this.next++]!;
      if (first && (forceBlank || (this.lastLine > 0 && c.loc.line > this.lastLine + 1))) this.blank();
      else if (!first && c.loc.line > this.lastLine + 1) this.blank();
      first = false;
      this.emit(c.text);
      this.lastLine = c.loc.endLine;
    }
    if (first ? forceBlank || (this.lastLine > 0 && loc.line > this.lastLine + 1) : loc.line > this.lastLine + 1) this.blank();
  }

  /**
   * After an item: comments inside it that were not printed go after it, and
   * a comment on its last line stays at the end of that line.
   */
  private finish(loc: A.Loc): void {
    while (this.next < this.comments.length) {
      const c = this.comments[this.next]!;
      if (c.loc.start < loc.end) {
        this.next++;
        this.emit(c.text);
        continue;
      }
      if (c.loc.line === loc.endLine) {
        this.next++;
        this.lines[this.lines.length - 1] += ` ${c.text}`;
      }
      break;
    }
    this.lastLine = loc.endLine;
  }

  /** Comments before `end` (the end of a block), at the current depth. */
  private rest(end: number, forceBlank = false): void {
    let first = true;
    while (this.next < this.comments.length && this.comments[this.next]!.loc.start < end) {
      const c = this.comments[this.next++]!;
      if ((first && forceBlank && this.lastLine > 0) || c.loc.line > this.lastLine + 1) this.blank();
      first = false;
      this.emit(c.text);
      this.lastLine = c.loc.endLine;
    }
  }

  private hasCommentsBefore(end: number): boolean {
    return this.next < this.comments.length && this.comments[this.next]!.loc.start < end;
  }

  // --------------------------------------------------------------- declarations

  private member(m: A.Member): void {
    switch (m.type) {
      case "decl":
        this.annotations(m.annotations);
        this.body(`${m.keyword.name} ${m.name.name}${m.title ? ` ${quote(m.title.value)}` : ""}`, m.members, m.loc);
        return;
      case "procedure": {
        this.annotations(m.annotations);
        this.procedure("", m);
        return;
      }
      case "property":
        this.emit(`${m.key.name}: ${m.values.map((v) => value(v)).join(", ")}`);
        return;
      case "block":
        this.stmtBody(m.key.name, m.body, m.bodyLoc.end);
        return;
      case "link":
        this.annotations(m.annotations);
        this.body(`link ${m.from.name} ${m.directed ? "->" : "--"} ${m.to.name}${m.kind ? `: ${m.kind.name}` : ""}`, m.members, m.loc);
        return;
      case "row":
        this.annotations(m.annotations);
        this.emit(`row ${rowKeyText(m.key)}: ${m.cells.map((c) => value(c)).join(", ")}`);
        return;
      case "entry": {
        this.annotations(m.annotations);
        const args = m.args === undefined ? "" : `(${m.args.map((a) => `${a.name.name}: ${a.value ? expr(a.value) : "*"}`).join(", ")})`;
        this.emit(`${m.count} ${m.ref.name}${args}`);
        return;
      }
      case "replace": {
        const d = m.decl;
        this.annotations(d.annotations);
        if (d.type === "decl") {
          this.body(`replace ${d.keyword.name} ${d.name.name}${d.title ? ` ${quote(d.title.value)}` : ""}`, d.members, d.loc);
        } else {
          this.procedure("replace ", d);
        }
        return;
      }
      case "remove":
        this.annotations(m.annotations);
        this.emit(`remove ${m.keyword.name} ${m.name.name}`);
        return;
    }
  }

  private procedure(prefix: string, d: A.ProcedureDecl): void {
    const params = d.params.map((p) => `${p.name.name}: ${p.typeName.name}`).join(", ");
    const head = `${prefix}${d.keyword.name} ${d.name.name}${d.title ? ` ${quote(d.title.value)} ` : ""}(${params})`;
    if (d.value) this.emit(`${head} = ${expr(d.value)}`);
    else this.stmtBody(head, d.body, d.bodyLoc.end);
  }

  private annotations(anns: A.Annotation[]): void {
    for (const a of anns) this.emit(`@${a.name.name}${a.value ? ` ${value(a.value)}` : ""}`);
  }

  /** `head { members }`, or just `head` when there are no members and no comments inside. */
  private body(head: string, members: A.Member[] | undefined, loc: A.Loc): void {
    const closing = loc.end - 1;
    if (!members || (members.length === 0 && !this.hasCommentsBefore(closing))) {
      this.emit(members ? `${head} {}` : head);
      return;
    }
    this.open(`${head} {`);
    this.lastLine = loc.line;
    this.depth++;
    for (const m of members) {
      this.leading(m.loc, false);
      this.member(m);
      this.finish(m.loc);
    }
    this.rest(closing);
    this.depth--;
    this.emit("}");
  }

  // ----------------------------------------------------------------- statements

  private stmtBody(head: string, body: A.Stmt[], end: number): void {
    const closing = end - 1;
    if (body.length === 0 && !this.hasCommentsBefore(closing)) {
      this.emit(`${head} {}`);
      return;
    }
    this.open(`${head} {`);
    this.depth++;
    this.stmts(body, closing);
    this.depth--;
    this.emit("}");
  }

  private stmts(body: A.Stmt[], closing: number): void {
    for (const s of body) {
      this.leading(s.loc, false);
      this.stmt(s);
      this.finish(s.loc);
    }
    this.rest(closing);
  }

  private block(body: A.Stmt[], end: number): void {
    this.depth++;
    this.stmts(body, end);
    this.depth--;
  }

  private stmt(s: A.Stmt): void {
    switch (s.type) {
      case "let":
        this.emit(`let ${s.name.name} = ${expr(s.value)}`);
        return;
      case "set":
        this.emit(`set ${expr(s.target, PREC.postfix)} ${s.op} ${expr(s.value)}`);
        return;
      case "if": {
        this.open(`if ${expr(s.cond)} {`);
        let cur: A.Stmt & { type: "if" } = s;
        for (;;) {
          // The then-block ends where `else` starts: a comment after `} else {` belongs to the else block.
          const elseStart = cur.elseLoc?.start ?? cur.else?.[0]?.loc.start ?? cur.loc.end - 1;
          this.block(cur.then, cur.else ? elseStart : cur.loc.end - 1);
          if (!cur.else) break;
          const nested: A.Stmt | undefined = cur.elseIf && cur.else.length === 1 && cur.else[0]!.type === "if" ? cur.else[0]! : undefined;
          if (nested && nested.type === "if") {
            this.open(`} else if ${expr(nested.cond)} {`);
            cur = nested;
            continue;
          }
          this.open("} else {");
          this.block(cur.else, cur.loc.end - 1);
          break;
        }
        this.emit("}");
        return;
      }
      case "for":
        this.open(`for each ${s.name.name} in ${expr(s.iterable)} {`);
        this.block(s.body, s.loc.end - 1);
        this.emit("}");
        return;
      case "repeat":
        this.open(`repeat ${expr(s.times)} {`);
        this.block(s.body, s.loc.end - 1);
        this.emit("}");
        return;
      case "while":
        this.open(`while ${expr(s.cond)} {`);
        this.block(s.body, s.loc.end - 1);
        this.emit("}");
        return;
      case "choose":
        this.emit(`choose ${s.name.name} from ${expr(s.from)}${s.by ? ` by ${s.each ? "each " : ""}${expr(s.by)}` : ""}${s.as ? ` as ${s.as.name}` : ""}${s.about ? ` about ${expr(s.about)}` : ""}${s.costing ? ` costing ${expr(s.costing)}` : ""}${s.within ? ` within ${expr(s.within)}` : ""}`);
        return;
      case "move":
        this.emit(`move ${expr(s.what)} to ${expr(s.to)}`);
        return;
      case "end":
        this.emit(`end game ${s.draw ? "draw" : `winner ${expr(s.winner!)}`}${s.outcome ? ` outcome ${quote(s.outcome.value)}` : ""}`);
        return;
      case "unspecified":
        this.emit(`unspecified ${s.name.name}`);
        return;
      case "call":
        this.emit(`${s.callee.name}(${s.args.map((a) => expr(a)).join(", ")})`);
        return;
    }
  }
}

function hasBody(m: A.TopMember): boolean {
  return m.type === "procedure" || (m.members !== undefined && m.members.length > 0);
}

/** A string literal with the escapes the lexer accepts. */
export function quote(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n").replace(/\t/g, "\\t")}"`;
}

// ------------------------------------------------------------------ expressions

const PREC = { if: 0, or: 1, and: 2, not: 3, compare: 4, add: 5, mul: 6, unary: 7, postfix: 8, primary: 9 } as const;

const BINARY_PREC: Record<A.BinaryOp, number> = {
  or: PREC.or,
  and: PREC.and,
  "==": PREC.compare,
  "!=": PREC.compare,
  "<": PREC.compare,
  "<=": PREC.compare,
  ">": PREC.compare,
  ">=": PREC.compare,
  in: PREC.compare,
  "+": PREC.add,
  "-": PREC.add,
  "*": PREC.mul,
  "/": PREC.mul,
  "%": PREC.mul,
};

function precOf(e: A.Expr): number {
  switch (e.type) {
    case "binary":
      return BINARY_PREC[e.op];
    case "unary":
      return e.op === "not" ? PREC.not : PREC.unary;
    case "if":
      return PREC.if;
    case "call":
    case "field":
    case "index":
      return PREC.postfix;
    default:
      return PREC.primary;
  }
}

export function value(v: A.Value): string {
  switch (v.type) {
    case "range":
      return `${v.min ? expr(v.min) : ""}..${v.max ? expr(v.max) : ""}`;
    case "record":
      return v.fields.length === 0 ? "{}" : `{ ${v.fields.map((f) => `${f.key.name}: ${f.values.map(value).join(", ")}`).join(", ")} }`;
    default:
      return expr(v);
  }
}

/** Prints an expression, parenthesised if its precedence is below `min`. */
export function expr(e: A.Expr, min: number = PREC.if): string {
  const text = exprInner(e);
  return precOf(e) < min ? `(${text})` : text;
}

function exprInner(e: A.Expr): string {
  switch (e.type) {
    case "int":
      return String(e.value);
    case "decimal":
      return e.text;
    case "string":
      return quote(e.value);
    case "bool":
      return String(e.value);
    case "dice":
      return `${e.count === 1 ? "" : e.count}d${e.sides}`;
    case "name":
      return e.name;
    case "unary": {
      if (e.op === "not") return `not ${expr(e.arg, PREC.not)}`;
      const arg = expr(e.arg, PREC.unary);
      // "--1" would lex as the link operator, "+=" never arises, so only a sign before a sign needs a space.
      return /^[-+]/.test(arg) ? `${e.op} ${arg}` : `${e.op}${arg}`;
    }
    case "binary": {
      const p = BINARY_PREC[e.op];
      // Comparisons do not chain, so both sides must bind tighter; the others are left-associative.
      // `and` directly under `or` keeps its parentheses for the reader, as Prettier does for && in ||.
      const clarify = (x: A.Expr) => e.op === "or" && x.type === "binary" && x.op === "and";
      const left = clarify(e.left) ? `(${expr(e.left)})` : expr(e.left, p === PREC.compare ? p + 1 : p);
      const right = clarify(e.right) ? `(${expr(e.right)})` : expr(e.right, p + 1);
      return `${left} ${e.op} ${right}`;
    }
    case "call":
      return `${expr(e.callee, PREC.postfix)}(${e.args.map((a) => expr(a)).join(", ")})`;
    case "field":
      return `${expr(e.object, PREC.postfix)}.${e.field.name}`;
    case "index":
      return `${expr(e.object, PREC.postfix)}[${expr(e.index)}]`;
    case "list":
      return `[${e.items.map((i) => expr(i)).join(", ")}]`;
    case "select":
      return `[${e.value ? `${expr(e.value)} ` : ""}for ${e.name.name} in ${expr(e.source)}${e.where ? ` if ${expr(e.where)}` : ""}]`;
    case "if":
      return `if ${expr(e.cond)} then ${expr(e.then)} else ${expr(e.else)}`;
  }
}
