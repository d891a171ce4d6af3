/**
 * Prints model expressions and statements back as rules-language text, for
 * the rules reference (the formatter prints syntax trees; the model has no
 * positions or comments).
 */
import type * as M from "../dsl/model-types.js";

const PREC: Record<string, number> = { or: 1, and: 2, "==": 4, "!=": 4, "<": 4, "<=": 4, ">": 4, ">=": 4, in: 4, "+": 5, "-": 5, "*": 6, "/": 6, "%": 6 };

function prec(e: M.Expr): number {
  if (e.op === "binary") return PREC[e.operator] ?? 9;
  if (e.op === "unary") return e.operator === "not" ? 3 : 7;
  if (e.op === "if") return 0;
  return 9;
}

export function exprText(e: M.Expr, min = 0): string {
  const text = inner(e);
  return prec(e) < min ? `(${text})` : text;
}

function inner(e: M.Expr): string {
  switch (e.op) {
    case "int":
    case "number":
      return String(e.value);
    case "text":
      return JSON.stringify(e.value);
    case "bool":
      return String(e.value);
    case "dice":
      return `${e.count === 1 ? "" : e.count}d${e.sides}`;
    case "name":
      return e.name;
    case "unary":
      return e.operator === "not" ? `not ${exprText(e.arg, 3)}` : `${e.operator}${exprText(e.arg, 7)}`;
    case "binary": {
      const p = PREC[e.operator] ?? 9;
      return `${exprText(e.left, p === 4 ? 5 : p)} ${e.operator} ${exprText(e.right, p + 1)}`;
    }
    case "call":
      return `${exprText(e.callee, 8)}(${e.args.map((a) => exprText(a)).join(", ")})`;
    case "field":
      return `${exprText(e.object, 8)}.${e.field}`;
    case "index":
      return `${exprText(e.object, 8)}[${exprText(e.index)}]`;
    case "list":
      return `[${e.items.map((i) => exprText(i)).join(", ")}]`;
    case "select":
      return `[${e.value ? `${exprText(e.value)} ` : ""}for ${e.name} in ${exprText(e.in)}${e.where ? ` if ${exprText(e.where)}` : ""}]`;
    case "if":
      return `if ${exprText(e.cond)} then ${exprText(e.then)} else ${exprText(e.else)}`;
  }
}

/** Statements as indented lines. */
export function stmtLines(stmts: M.Stmt[], depth = 0): string[] {
  const pad = "  ".repeat(depth);
  const out: string[] = [];
  for (const s of stmts) {
    switch (s.do) {
      case "let":
        out.push(`${pad}let ${s.name} = ${exprText(s.value)}`);
        break;
      case "set":
        out.push(`${pad}set ${exprText(s.target)} ${s.operator} ${exprText(s.value)}`);
        break;
      case "if":
        out.push(`${pad}if ${exprText(s.cond)} {`, ...stmtLines(s.then, depth + 1));
        if (s.else) out.push(`${pad}} else {`, ...stmtLines(s.else, depth + 1));
        out.push(`${pad}}`);
        break;
      case "for":
        out.push(`${pad}for each ${s.name} in ${exprText(s.in)} {`, ...stmtLines(s.body, depth + 1), `${pad}}`);
        break;
      case "repeat":
        out.push(`${pad}repeat ${exprText(s.times)} {`, ...stmtLines(s.body, depth + 1), `${pad}}`);
        break;
      case "while":
        out.push(`${pad}while ${exprText(s.cond)} {`, ...stmtLines(s.body, depth + 1), `${pad}}`);
        break;
      case "choose":
        out.push(`${pad}choose ${s.name} from ${exprText(s.from)}${s.by ? ` by ${s.each ? "each " : ""}${exprText(s.by)}` : ""}${s.as ? ` as ${s.as}` : ""}${s.about ? ` about ${exprText(s.about)}` : ""}${s.costing ? ` costing ${exprText(s.costing)}` : ""}${s.within ? ` within ${exprText(s.within)}` : ""}`);
        break;
      case "move":
        out.push(`${pad}move ${exprText(s.what)} to ${exprText(s.to)}`);
        break;
      case "end":
        out.push(`${pad}end game ${s.draw ? "draw" : `winner ${exprText(s.winner!)}`}${s.outcome ? ` outcome ${JSON.stringify(s.outcome)}` : ""}`);
        break;
      case "unspecified":
        out.push(`${pad}unspecified ${s.name}`);
        break;
      case "call":
        out.push(`${pad}${s.name}(${s.args.map((a) => exprText(a)).join(", ")})`);
        break;
    }
  }
  return out;
}
