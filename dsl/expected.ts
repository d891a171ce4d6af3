/**
 * The type of value expected where a cursor stands in a line being written,
 * for an editor's completion: inside a call of a built-in (from the one
 * registry, `builtins.ts`) or of a spec's own function or procedure, the
 * type of the argument the cursor is in. And whether a declared name can be
 * a value of that type.
 */
import { COMMANDS, FUNCTIONS, KEYWORD_TYPES, ty, type Ty } from "./builtins.js";
import { Identifier } from "./tokens.js";

/** A name as the lexer reads one. */
const NAME = (Identifier.PATTERN as RegExp).source;

/** The call the cursor is in and the argument it is at: the last `name(` still open on the line, and the commas at its depth before the cursor. */
export function openCall(before: string): { name: string; argument: number } | undefined {
  // Inside a string the cursor is in no call.
  if ((before.match(/"/g) ?? []).length % 2 === 1) return undefined;
  let depth = 0;
  let commas = 0;
  for (let i = before.length - 1; i >= 0; i--) {
    const c = before[i]!;
    if (c === ")" || c === "]") depth++;
    else if (c === "[") {
      if (depth === 0) return undefined;
      depth--;
    } else if (c === "(") {
      if (depth > 0) {
        depth--;
        continue;
      }
      const name = new RegExp(`(${NAME})\\s*$`).exec(before.slice(0, i))?.[1];
      return name === undefined ? undefined : { name, argument: commas };
    } else if (c === "," && depth === 0) commas++;
    else if (c === '"') {
      // A whole string before the cursor: its brackets and commas are text.
      i = before.lastIndexOf('"', i - 1);
      if (i < 0) return undefined;
    }
  }
  return undefined;
}

/**
 * The type expected at the end of `before` (the line up to the cursor), if a
 * call's parameter says it; `params` gives a spec's own function's or
 * procedure's parameter types by name.
 */
export function expectedAt(before: string, params: (name: string) => readonly string[] | undefined): Ty | undefined {
  const call = openCall(before);
  if (!call) return undefined;
  const own = params(call.name);
  if (own) return own[call.argument] === undefined ? undefined : ty(own[call.argument]!);
  const builtin = FUNCTIONS[call.name] ?? COMMANDS[call.name];
  if (!builtin) return undefined;
  const p = builtin.params[call.argument] ?? builtin.rest;
  return p === undefined ? undefined : ty(p);
}

/**
 * Whether a declaration (by its keyword; a value by the declaration that
 * lists it) can stand where `expected` is wanted: a side where a side is, an
 * area or holder where a place is, a value of the type asked for.
 */
export function fits(keyword: string, owner: string | undefined, expected: Ty): boolean {
  if (expected.t === "any") return true;
  if (expected.t === "enum") return keyword === "value" && owner === expected.type;
  if (expected.t !== "ref") return false;
  const kind = KEYWORD_TYPES[keyword];
  if (expected.kind === "place") return kind === "area" || kind === "holder";
  return kind === expected.kind;
}
