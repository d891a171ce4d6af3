/**
 * What of the game's state an expression reads, as far as the compiler can
 * tell: nothing (`none`: its locals, constants and the game's fixed data),
 * only what holders hold (`held`: a hand, a deck, an elimination pile, never
 * an area's pieces, a piece's fields or a track), or anything (`all`). The
 * sudden-death checks use it to skip a condition whose inputs did not
 * change since it last held false (see `checks.ts` and
 * `RunContext.revHeld`): SQUARES counts each side's eliminated units at
 * every decision, though units are eliminated at few of them.
 *
 * Wherever the answer is not certain it is `all`, which only costs the skip.
 */
import type { IrExpr } from "../ir/nodes.js";
import type { ProgramContext } from "./context.js";
import { bodyOf, fixedField } from "./expressions.js";
import { modifiersOf } from "./loops.js";

/** What an expression reads of the state, least to most. */
export type BoardReads = "none" | "held" | "all";

const RANK: Record<BoardReads, number> = { none: 0, held: 1, all: 2 };

/** The larger of two answers. */
function widest(a: BoardReads, b: BoardReads): BoardReads {
  return RANK[a] >= RANK[b] ? a : b;
}

/** Whether an argument is, by the checker's types, a holder (a place that is no area). */
function isHolder(e: IrExpr): boolean {
  return e.ty.t === "ref" && e.ty.kind === "holder";
}

/**
 * What `e` reads of the state, through the spec's functions it calls
 * (`seen`: those already being looked into, whose reads the answer for the
 * outermost call includes).
 */
export function boardReads(e: IrExpr, P: ProgramContext, seen = new Set<string>()): BoardReads {
  const sub = (x: IrExpr) => boardReads(x, P, seen);
  const all = (xs: readonly (IrExpr | undefined)[]) => xs.reduce<BoardReads>((r, x) => (x === undefined || r === "all" ? r : widest(r, sub(x))), "none");
  switch (e.k) {
    case "int":
    case "number":
    case "bool":
    case "text":
      return "none";
    case "dice":
      return "all";
    case "name": {
      const t = e.target;
      // Locals are the check's own side and what selections bind; declarations are fixed; of the
      // game's values only the player count stays the same all game.
      if (t.to === "local" || t.to === "named") return "none";
      if (t.to === "state" && (t.which === "players" || t.which === "last-turn")) return "none";
      return "all";
    }
    case "unary":
      return sub(e.arg);
    case "binary":
      return all([e.left, e.right]);
    case "index":
      return all([e.object, e.index]);
    case "list":
      return all(e.items);
    case "if":
      return all([e.cond, e.then, e.else]);
    case "select":
      return all([e.in, e.where, e.value]);
    case "field":
      // A property no rule changes and nothing keeps in the state is part of the game's data.
      return fixedField(e.field, P) ? sub(e.object) : "all";
    case "call": {
      const callee = e.callee;
      // A table's keys stand for its arguments (a bare name there is a row or column, no value to read);
      // `lookup` of a table chosen at run time reads the expression that names it too.
      const keyed = e.keys === undefined ? e.args : [...(e.table === undefined && callee.to === "builtin" ? e.args.slice(0, 1) : []), ...e.keys.map((k) => ("value" in k ? k.value : undefined))];
      if (callee.to === "table") return all(keyed);
      if (callee.to === "function") {
        // A function some rule modifies reads whatever the modifiers' conditions read.
        if (modifiersOf(P, callee.id).length > 0) return "all";
        const args = all(e.args);
        if (seen.has(callee.id) || args === "all") return args;
        seen.add(callee.id);
        const fn = P.model.functions.find((f) => f.id === callee.id);
        return fn === undefined ? "all" : widest(args, sub(bodyOf(fn, P)));
      }
      // A name a declaration of the game also has may not be the built-in at all.
      const record = callee.keyword === undefined ? callee.record : undefined;
      if (record?.reads === "args") return all(keyed);
      if (record?.reads === "contents") {
        const [what, ...rest] = e.args;
        const given = all([what, ...rest]);
        // A list is its own value; a holder's contents are what it reads; any other place may be an area.
        if (what === undefined || what.ty.t === "list") return given;
        return isHolder(what) ? widest(given, "held") : "all";
      }
      return "all";
    }
  }
}
