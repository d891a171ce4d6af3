/**
 * A guard run on the tokens before parsing: how deeply a file's text can
 * nest. Every later stage (parser, lowering, checks, formatter, generator)
 * walks the syntax tree recursively, so a pathological input (hundreds of
 * nested brackets, or a thousand `not`s or `+`s in a row) would exhaust the
 * call stack. Measuring on the flat token list costs one linear pass and
 * lets the parser refuse such a file with a located message instead.
 */
import type { IToken } from "chevrotain";

/**
 * The deepest nesting accepted: far beyond any real rule (the five games
 * need at most 40), well below what exhausts the stack (about 150 nested
 * brackets or `if`s did, in the parser).
 */
export const MAX_NESTING = 128;

/** Brackets and `if` cost the parser a whole chain of rules each, so they weigh double. */
const HEAVY = new Set(["LParen", "LBracket", "LCurly", "Kw_if"]);

/** Tokens that add a level to an expression tree: operators and expression keywords. */
const NESTING_TOKENS = new Set([
  "EqEq",
  "NotEq",
  "LessEq",
  "GreaterEq",
  "Less",
  "Greater",
  "Plus",
  "Minus",
  "Star",
  "Slash",
  "Percent",
  "Dot",
  "Kw_and",
  "Kw_or",
  "Kw_not",
  "Kw_if",
  "Kw_in",
  "Kw_for",
]);

/**
 * Words that carry an expression on from the line before: `if a\n then b\n
 * else if c ...` is one expression however it is broken into lines, and each
 * `else if` nests one level deeper in every tree the later stages walk.
 */
const CONTINUERS = new Set(["Kw_then", "Kw_else"]);

/** Tokens after which a new sibling begins at the same level (list items, a property's or a binding's value). */
const SEPARATORS = new Set(["Comma", "Colon", "Equals", "PlusEq", "MinusEq"]);
const OPENERS = new Set(["LParen", "LBracket", "LCurly"]);
const CLOSERS = new Set(["RParen", "RBracket", "RCurly"]);

/**
 * The first token at which nesting passes `limit`, if any. Nesting is the
 * weight of open brackets plus, at each open level, the operators met since
 * that level's current item began (a comma, a colon, an `=`, or a new line
 * that does not continue an expression starts a new item).
 */
export function tooDeep(tokens: readonly IToken[], limit = MAX_NESTING): { token: IToken; depth: number } | undefined {
  // ops[i]: operators counted in the current item of open level i; total: the sum of levels and operators.
  const ops: number[] = [0];
  let total = 1;
  let previous: IToken | undefined;
  for (const t of tokens) {
    const name = t.tokenType.name;
    const newLine = previous !== undefined && t.startLine !== previous.startLine;
    const continues = previous !== undefined && (NESTING_TOKENS.has(previous.tokenType.name) || (NESTING_TOKENS.has(name) && name !== "Kw_not" && name !== "Kw_if") || CONTINUERS.has(name));
    if (newLine && !continues) {
      total -= ops[ops.length - 1]!;
      ops[ops.length - 1] = 0;
    }
    const weight = HEAVY.has(name) ? 2 : 1;
    if (OPENERS.has(name)) {
      ops.push(0);
      total += weight;
    } else if (CLOSERS.has(name)) {
      if (ops.length > 1) total -= 2 + ops.pop()!;
    } else if (SEPARATORS.has(name)) {
      total -= ops[ops.length - 1]!;
      ops[ops.length - 1] = 0;
    } else if (NESTING_TOKENS.has(name)) {
      ops[ops.length - 1]! += weight;
      total += weight;
    }
    if (total > limit) return { token: t, depth: total };
    previous = t;
  }
  return undefined;
}
