/**
 * fast-check arbitraries that write `.rules` text from the grammar: names,
 * fully parenthesised expressions, values, statements, members and
 * declarations, with comments and blank lines scattered in. Fully
 * parenthesised text is independent of the formatter's own precedence rules,
 * so a round trip through the formatter tests them.
 */
import fc from "fast-check";
import { DECLARATION_KEYWORDS, RESERVED_WORDS } from "../../dsl/tokens.js";

const KEYWORDS = new Set<string>([...RESERVED_WORDS, ...DECLARATION_KEYWORDS, "from", "by", "as", "to", "winner", "draw", "outcome", "procedure", "function", "unspecified", "link", "row", "move"]);

export const name = fc
  .stringMatching(/^[a-z][a-z0-9]{0,5}(-[a-z0-9]{1,3})?$/)
  .filter((n) => !KEYWORDS.has(n) && !/^[0-9]*d[0-9]+($|-)/.test(n));

const text = fc.string({ unit: fc.constantFrom("a", "b", " ", "'", '"', "\\", "\t", "\n", "é", "*/", "${"), maxLength: 8 });
export const stringLit = text.map((s) => JSON.stringify(s).replace(/\\u[0-9a-f]{4}/g, "")).filter((s) => !/\\[^"\\nt]/.test(s));

const dice = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.constantFrom(4, 6, 10)).map(([n, s]) => `${n === 0 ? "" : n}d${s}`);

const binaryOps = ["or", "and", "==", "!=", "<", "<=", ">", ">=", "in", "+", "-", "*", "/", "%"];

export const { expr } = fc.letrec<{ expr: string; leaf: string }>((tie) => ({
  leaf: fc.oneof(
    fc.nat({ max: 999 }).map(String),
    fc.tuple(fc.nat({ max: 99 }), fc.nat({ max: 99 })).map(([a, b]) => `${a}.${b}`),
    stringLit,
    dice,
    fc.constantFrom("true", "false"),
    name,
  ),
  expr: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    tie("leaf"),
    fc.tuple(tie("expr"), fc.constantFrom(...binaryOps), tie("expr")).map(([a, op, b]) => `(${a} ${op} ${b})`),
    fc.tuple(fc.constantFrom("-", "+", "not "), tie("expr")).map(([op, a]) => `(${op}${a})`),
    fc.tuple(name, fc.array(tie("expr"), { maxLength: 3 })).map(([f, args]) => `${f}(${args.join(", ")})`),
    fc.tuple(tie("expr"), name).map(([o, f]) => `(${o}).${f}`),
    fc.tuple(tie("expr"), tie("expr")).map(([o, i]) => `(${o})[${i}]`),
    fc.array(tie("expr"), { maxLength: 3 }).map((items) => `[${items.join(", ")}]`),
    fc.tuple(fc.option(tie("expr")), name, tie("expr"), fc.option(tie("expr"))).map(([v, n, src, cond]) => `[${v === null ? "" : `${v} `}for ${n} in ${src}${cond === null ? "" : ` if ${cond}`}]`),
    fc.tuple(tie("expr"), tie("expr"), tie("expr")).map(([c, a, b]) => `(if ${c} then ${a} else ${b})`),
  ),
}));

const value = fc.oneof(
  { weight: 4, arbitrary: expr },
  { weight: 1, arbitrary: fc.tuple(fc.option(fc.integer({ min: -9, max: 9 })), fc.option(fc.integer({ min: -9, max: 9 }))).map(([a, b]) => `${a ?? ""}..${b ?? (a === null ? 0 : "")}`) },
  { weight: 1, arbitrary: fc.array(fc.tuple(name, expr), { maxLength: 3 }).map((fs) => `{ ${fs.map(([k, v]) => `${k}: ${v}`).join(", ")} }`) },
);

const comment = fc.stringMatching(/^[a-z ]{0,12}$/).map((s) => `// ${s}`);

/** Lines with a comment or blank line sometimes put before each. */
function decorate(lines: string[], extras: (string | null)[]): string[] {
  return lines.flatMap((l, i) => {
    const e = extras[i % Math.max(1, extras.length)];
    return e === undefined || e === null ? [l] : [e, l];
  });
}

const extras = fc.array(fc.option(fc.oneof(comment, fc.constant(""))), { maxLength: 6 });

export const { block } = fc.letrec<{ stmt: string; block: string }>((tie) => ({
  stmt: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.tuple(name, expr).map(([n, e]) => `let ${n} = ${e}`),
    fc.tuple(name, fc.constantFrom("=", "+=", "-="), expr).map(([n, op, e]) => `set ${n} ${op} ${e}`),
    fc.tuple(expr, tie("block"), fc.option(tie("block"))).map(([c, a, b]) => `if ${c} ${a}${b === null ? "" : ` else ${b}`}`),
    fc.tuple(name, expr, tie("block")).map(([n, e, b]) => `for each ${n} in ${e} ${b}`),
    fc.tuple(expr, tie("block")).map(([e, b]) => `repeat ${e} ${b}`),
    fc.tuple(expr, tie("block")).map(([e, b]) => `while ${e} ${b}`),
    fc.tuple(name, expr, fc.option(expr), fc.option(name)).map(([n, e, by, as]) => `choose ${n} from ${e}${by === null ? "" : ` by ${by}`}${as === null ? "" : ` as ${as}`}`),
    fc.tuple(expr, expr).map(([a, b]) => `move ${a} to ${b}`),
    fc.tuple(fc.option(expr), fc.option(stringLit)).map(([w, o]) => `end game ${w === null ? "draw" : `winner ${w}`}${o === null ? "" : ` outcome ${o}`}`),
    name.map((n) => `unspecified ${n}`),
    fc.tuple(name, fc.array(expr, { maxLength: 3 })).map(([n, args]) => `${n}(${args.join(", ")})`),
  ),
  block: fc.tuple(fc.array(tie("stmt"), { maxLength: 3 }), extras).map(([ss, ex]) => (ss.length === 0 ? "{}" : `{\n${decorate(ss, ex).join("\n")}\n}`)),
}));

const annotation = fc.tuple(fc.constantFrom("rule", "assume"), stringLit).map(([n, s]) => `@${n} ${s}`);
const annotations = fc.array(annotation, { maxLength: 2 }).map((as) => as.map((a) => `${a}\n`).join(""));

const rowKey = fc.oneof(
  fc.integer({ min: -5, max: 20 }).map(String),
  fc.tuple(fc.integer({ min: -5, max: 9 }), fc.integer({ min: 0, max: 9 })).map(([a, b]) => `${a}..${a + b}`),
  fc.integer({ min: 0, max: 9 }).map((a) => `${a}..`),
  fc.integer({ min: 0, max: 9 }).map((a) => `..${a}`),
  name,
  stringLit,
);

const keyword = fc.constantFrom(...DECLARATION_KEYWORDS);

export const { decl } = fc.letrec<{ member: string; decl: string }>((tie) => ({
  member: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.tuple(name, fc.array(value, { minLength: 1, maxLength: 3 })).map(([k, vs]) => `${k}: ${vs.join(", ")}`),
    fc.tuple(name, block).map(([k, b]) => `${k} ${b}`),
    tie("decl"),
    fc.tuple(annotations, name, fc.constantFrom("--", "->"), name, fc.option(name)).map(([a, x, op, y, k]) => `${a}link ${x} ${op} ${y}${k === null ? "" : `: ${k}`}`),
    fc.tuple(annotations, rowKey, fc.array(value, { minLength: 1, maxLength: 3 })).map(([a, k, cells]) => `${a}row ${k}: ${cells.join(", ")}`),
    fc.tuple(annotations, fc.nat({ max: 40 }), name, fc.option(fc.array(fc.tuple(name, fc.oneof(fc.constant("*"), expr)), { maxLength: 2 }))).map(
      ([a, n, p, args]) => `${a}${n} ${p}${args === null ? "" : `(${args.map(([k, v]) => `${k}: ${v}`).join(", ")})`}`,
    ),
    fc.tuple(keyword, name).map(([k, n]) => `remove ${k} ${n}`),
  ),
  decl: fc
    .tuple(annotations, keyword, name, fc.option(stringLit), fc.option(fc.tuple(fc.array(tie("member"), { maxLength: 4 }), extras)))
    .map(([a, k, n, t, body]) => {
      const head = `${a}${k} ${n}${t === null ? "" : ` ${t}`}`;
      if (body === null) return head;
      const [members, ex] = body;
      return members.length === 0 ? `${head} {}` : `${head} {\n${decorate(members, ex).join("\n")}\n}`;
    }),
}));

const procedure = fc
  .tuple(annotations, name, fc.array(fc.tuple(name, name), { maxLength: 3 }), block)
  .map(([a, n, ps, b]) => `${a}procedure ${n}(${ps.map(([p, t]) => `${p}: ${t}`).join(", ")}) ${b}`);

const fn = fc
  .tuple(annotations, name, fc.array(fc.tuple(name, name), { maxLength: 3 }), expr)
  .map(([a, n, ps, e]) => `${a}function ${n}(${ps.map(([p, t]) => `${p}: ${t}`).join(", ")}) = ${e}`);

/** A whole file: imports, then declarations and procedures, with comments between. */
export const specFile = fc
  .tuple(fc.array(stringLit, { maxLength: 2 }), fc.array(fc.oneof({ weight: 4, arbitrary: decl }, { weight: 1, arbitrary: procedure }, { weight: 1, arbitrary: fn }), { maxLength: 4 }), extras)
  .map(([imports, members, ex]) => [...imports.map((i) => `import ${i}`), ...decorate(members, ex)].join("\n") + "\n");
