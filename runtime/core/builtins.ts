/**
 * The built-in functions of the language, one exported function each.
 * Compiled code calls them directly (`B.count(ctx, x)`). Each is named in
 * the language's registry of built-ins (`dsl/builtins.ts`), whose `run`
 * must name an export here (a type error otherwise), in camel case.
 */
import { roll as rollDice } from "../dice.js";
import type { SearchCosts } from "../map-graph.js";
import type { PlaceRef } from "./places.js";
import { PIECE_BASE } from "./state.js";
import { keepCosts, keepPieces, keptCosts, keptPieces, type CostQuery, type KeptCosts } from "./read-memo.js";
import { asList, checkedCount, equal, EvaluationError, frozen, holderCopy, num, pieceOf, pieceOwner, piecesIn, readList, readPieces, type EvalContext, type Value } from "./values.js";

function roller(ctx: EvalContext, dice: Value): { dice: number[]; total: number } {
  if (!ctx.rng) throw new EvaluationError("dice can only be rolled while the game is played");
  const r = rollDice(String(dice), ctx.rng);
  ctx.events?.push({ type: "rolled", dice: String(dice), results: r.dice, total: r.total });
  ctx.raise?.("roll", { dice: String(dice), result: r.total });
  return r;
}

export const roll = (ctx: EvalContext, dice: Value): Value => roller(ctx, dice).total;
export const rollEach = (ctx: EvalContext, dice: Value): Value => roller(ctx, dice).dice;
export const isDoubles = (_: EvalContext, xs: Value): Value => Array.isArray(xs) && xs.length > 1 && xs.every((x) => x === xs[0]);
// A loop, not Math.min(...xs.map(...)): no list is made for a call that rules make at every claim.
export function min(_: EvalContext, ...xs: Value[]): Value {
  let m = Infinity;
  for (let i = 0; i < xs.length; i++) m = Math.min(m, num(xs[i]!, "min"));
  return m;
}
export function max(_: EvalContext, ...xs: Value[]): Value {
  let m = -Infinity;
  for (let i = 0; i < xs.length; i++) m = Math.max(m, num(xs[i]!, "max"));
  return m;
}
export const abs = (_: EvalContext, x: Value): Value => Math.abs(num(x, "abs"));
export const sum = (ctx: EvalContext, xs: Value): Value => checkedCount(asList(ctx, xs, "sum").reduce<number>((s, x) => s + num(x, "sum"), 0), "sum");
export function highest(ctx: EvalContext, xs: Value): Value {
  const ns = asList(ctx, xs, "highest").map((x) => num(x, "highest"));
  return ns.length === 0 ? 0 : Math.max(...ns);
}
export function lowest(ctx: EvalContext, xs: Value): Value {
  const ns = asList(ctx, xs, "lowest").map((x) => num(x, "lowest"));
  return ns.length === 0 ? 0 : Math.min(...ns);
}
// These only read a list, so a holder's or place's own list serves without a copy.
export const count = (ctx: EvalContext, xs: Value): Value => readList(ctx, xs, "count").length;
export const empty = (ctx: EvalContext, xs: Value): Value => readList(ctx, xs, "empty").length === 0;
export const contains = (ctx: EvalContext, xs: Value, x: Value): Value => readList(ctx, xs, "contains").some((y) => equal(y, x));
export const first = (ctx: EvalContext, xs: Value): Value => readList(ctx, xs, "first")[0] ?? null;

export function last(ctx: EvalContext, xs: Value): Value {
  const list = readList(ctx, xs, "last");
  return list[list.length - 1] ?? null;
}
export const take = (ctx: EvalContext, xs: Value, n: Value): Value => asList(ctx, xs, "take").slice(0, num(n, "take"));
export const drop = (ctx: EvalContext, xs: Value, n: Value): Value => asList(ctx, xs, "drop").slice(Math.max(0, num(n, "drop")));
/** Every sub-list of a list, keeping its order, the empty one first (for "which of these go along"); at most 12 items. */
export function subsets(ctx: EvalContext, xs: Value): Value {
  const items = asList(ctx, xs, "subsets");
  if (items.length > 12) throw new EvaluationError(`subsets of ${items.length} items would be ${2 ** items.length} options; at most 12 items`);
  let out: Value[][] = [[]];
  for (const x of items) out = [...out, ...out.map((s) => [...s, x])];
  return out;
}
/** `n` items of a list chosen at random (all of them when it has no more), in the order drawn. */
export function atRandom(ctx: EvalContext, xs: Value, n: Value): Value {
  if (!ctx.rng) throw new EvaluationError("items can only be picked at random while the game is played");
  const left = [...asList(ctx, xs, "at-random")];
  const out: Value[] = [];
  for (let k = Math.min(num(n, "at-random"), left.length); k > 0; k--) out.push(left.splice(ctx.rng.int(0, left.length - 1, "draw"), 1)[0]!);
  return out;
}
export const value = (_: EvalContext, x: Value): Value => x;
export const owner = (ctx: EvalContext, p: Value): Value => pieceOwner(ctx, p);
export const location = (ctx: EvalContext, p: Value): Value => pieceOf(ctx, p)?.location ?? null;
export const strength = (ctx: EvalContext, p: Value): Value => pieceOf(ctx, p)?.strength ?? null;
export const face = (ctx: EvalContext, p: Value): Value => pieceOf(ctx, p)?.face ?? null;
export const pieces = (ctx: EvalContext, where: Value): Value => piecesIn(ctx, where);
/** `pieces-of(side, where)`: a side's pieces in a place, holder or territory, or on a whole map, in one pass and one new list. */
export function piecesOf(ctx: EvalContext, side: Value, where: Value): Value {
  const out: Value[] = [];
  // A whole map, area by area in declaration order, without first listing every piece on it.
  const areas = typeof where === "string" ? ctx.index.mapSlots.get(where) : undefined;
  if (areas !== undefined) {
    // Until a command changes the state, the list made first serves every later ask (see `keepPieces`).
    const kept = keptPieces(ctx.state, side, where as string);
    if (kept !== undefined) return kept as Value[];
    const places = ctx.state.places;
    for (let a = 0; a < areas.length; a++) {
      const here = places[areas[a]!];
      if (here != null) for (let i = 0; i < here.length; i++) if (pieceOwner(ctx, here[i]!) === side) out.push(here[i]!);
    }
    // Shared by every ask until the state changes: frozen when checking, so nothing may change it in place.
    const shared = frozen(out);
    keepPieces(ctx.state, side, where as string, shared);
    return shared;
  }
  const list = readPieces(ctx, where);
  for (let i = 0; i < list.length; i++) if (pieceOwner(ctx, list[i]!) === side) out.push(list[i]!);
  return out;
}
/** The form the compiler writes for `count(pieces-of(s, x))` and `empty(...)`: a side's pieces among a place's, counted where they stand. */
export function countOwned(ctx: EvalContext, side: Value, pieces: readonly Value[]): number {
  let n = 0;
  const records = ctx.state.pieces;
  for (let i = 0; i < pieces.length; i++) {
    const v = pieces[i]!;
    // The owner a piece's record names, read here as `pieceOwner` reads it first, written out: a call per piece
    // stayed a call in the victory checks that count a side's pieces square by square (Tic-Tac-Toe's lines
    // 118 -> 108 ns a call); any other piece or value goes through `pieceOwner`.
    const named = typeof v === "number" && v >= PIECE_BASE ? records[v - PIECE_BASE]?.owner : undefined;
    if ((named !== undefined ? named : pieceOwner(ctx, v)) === side) n++;
  }
  return n;
}
// A holder every player has names its copies once (`ownHolder`); any other pair is joined as it comes.
export const of = (ctx: EvalContext, holder: Value, side: Value): Value => holderCopy(ctx, holder, side);
export const sides = (ctx: EvalContext): Value => [...ctx.state.sides];
export function other(ctx: EvalContext, side: Value): Value {
  // The answers for the last two sides asked about, kept while the game's sides and program are the same
  // ones: rules ask for the other side at every turn of their own loops (SQUARES: ten times a step), and
  // each answer was a pass over the sides with a look-up in a set.
  const sides = ctx.state.sides;
  if (sides === othersOf.sides && ctx.index === othersOf.index) {
    if (side === othersOf.a) return othersOf.otherOfA;
    if (side === othersOf.b) return othersOf.otherOfB;
  } else {
    othersOf.sides = sides;
    othersOf.index = ctx.index;
    othersOf.a = othersOf.b = undefined;
  }
  let found: Value = null;
  for (let i = 0; i < sides.length; i++) {
    if (sides[i] !== side && ctx.index.playerSides.has(sides[i]!)) {
      found = sides[i]!;
      break;
    }
  }
  othersOf.b = othersOf.a;
  othersOf.otherOfB = othersOf.otherOfA;
  othersOf.a = side;
  othersOf.otherOfA = found;
  return found;
}
/** What `other` last answered, for the list of sides and the program it was asked in. */
const othersOf: { sides: readonly string[] | undefined; index: unknown; a: Value | undefined; otherOfA: Value; b: Value | undefined; otherOfB: Value } = { sides: undefined, index: undefined, a: undefined, otherOfA: null, b: undefined, otherOfB: null };
// Places are as play names them (see `places.ts`); anything else is no place of a graph, so finds nothing.
const at = (v: Value): PlaceRef => (typeof v === "number" || typeof v === "string" ? v : String(v));
export const adjacent = (ctx: EvalContext, a: Value, b: Value): Value => ctx.index.linked(a, at(b));
// The graph's own frozen list: lists are values, which nothing changes in place.
export const neighbours = (ctx: EvalContext, a: Value): Value => ctx.index.neighboursOf(at(a)) as Value[];
export const linkKind = (ctx: EvalContext, a: Value, b: Value): Value => ctx.index.linkKindBetween(a, at(b));
export const boundaries = (ctx: EvalContext, a: Value): Value => ctx.index.graphOf(a).boundaries(at(a));
export const distance = (ctx: EvalContext, a: Value, b: Value): Value => ctx.index.graphOf(a).distance(at(a), at(b));

/**
 * The names a map's movement functions may take as parameters, in the order
 * a search gives them to the function's movement form (`name#move`, which
 * the compiler writes with these five parameters, binding the function's
 * own by name).
 */
export const MOVE_PARAMS = ["mover", "piece", "from", "to", "crossing"] as const;

/** A map's movement function in the form a search calls it by (see `MOVE_PARAMS`). */
type MoveForm = (ctx: EvalContext, mover: Value, piece: Value, from: Value, to: Value, crossing: Value) => Value;

/**
 * The movement form of the map's `movement-cost` or `stops-movement`
 * function for the map a place is on, if the map names one: its number was
 * found once for the program (`DataIndex.movementForms`).
 */
function moveForm(ctx: EvalContext, start: PlaceRef, key: "cost" | "stops"): MoveForm | undefined {
  const forms = ctx.index.movementForms(start);
  const named = forms?.[key];
  if (named === undefined) return undefined;
  const f = named.n === undefined ? undefined : (ctx.fn[named.n] as MoveForm | undefined);
  if (!f) throw new EvaluationError(`the map names '${named.id}', which is not a function of the game`);
  return f;
}

/**
 * The cost of one step from `from` to `to` for a side (and a piece): the
 * map's `movement-cost` function when it has one, one a link otherwise; an
 * impassable place, or a step priced below zero or not as a number, cannot
 * be entered (Infinity).
 */
function stepCoster(ctx: EvalContext, start: PlaceRef, side: Value | undefined, piece: Value | undefined): (from: PlaceRef, to: PlaceRef, kind: string | undefined) => number {
  const fn = moveForm(ctx, start, "cost");
  const mover = side ?? ctx.actor ?? null;
  const who = piece ?? null;
  return (from, to, kind) => {
    if (ctx.index.impassable(to)) return Infinity;
    if (fn === undefined) return 1;
    const c = fn(ctx, mover, who, from, to, kind ?? null);
    return typeof c === "number" && c >= 0 ? c : Infinity;
  };
}

/** Whether movement must stop on entering `to` (the map's `stops-movement` function). */
function stopper(ctx: EvalContext, start: PlaceRef, side: Value | undefined, piece: Value | undefined): ((from: PlaceRef, to: PlaceRef) => boolean) | undefined {
  const fn = moveForm(ctx, start, "stops");
  if (fn === undefined) return undefined;
  const mover = side ?? ctx.actor ?? null;
  const who = piece ?? null;
  return (from, to) => truthyValue(fn(ctx, mover, who, from, to, ctx.index.graphOf(from).linkType(from, to) ?? null));
}

const truthyValue = (v: Value): boolean => v === true;

/** What a search from `start` is asked: who moves (the acting side by default) and which piece. */
const costQuery = (ctx: EvalContext, start: PlaceRef, side: Value | undefined, piece: Value | undefined): CostQuery => ({ start, mover: side ?? ctx.actor ?? null, piece: piece ?? null });

/** Cheapest costs from a place within an allowance, never going on from a place where movement stops. */
function costs(ctx: EvalContext, a: Value, side: Value | undefined, piece: Value | undefined, limit = Infinity): KeptCosts {
  const start = at(a);
  const graph = ctx.index.graphOf(start);
  // A map without movement functions costs one a link whatever the state: its answers never change.
  if (graph.fixedCosts) return { limit: Infinity, costs: graph.fixedCosts(start) };
  // While a decision is worked out the state stands still: a search up to this limit or beyond answers again.
  const key = costQuery(ctx, start, side, piece);
  const found = keptCosts(ctx.state, key);
  if (found !== undefined && found.limit >= limit) return found;
  const result = { limit, costs: search(ctx, graph, start, side, piece, limit) };
  keepCosts(ctx.state, key, result);
  return result;
}

function search(ctx: EvalContext, graph: ReturnType<EvalContext["index"]["graphOf"]>, start: PlaceRef, side: Value | undefined, piece: Value | undefined, limit: number): SearchCosts<PlaceRef> {
  const cost = stepCoster(ctx, start, side, piece);
  const stops = stopper(ctx, start, side, piece);
  if (!stops) return graph.cheapest(start, cost, limit);
  // Entering a place where movement stops ends the move there: nothing is reached through it.
  const halted = new Set<PlaceRef>();
  return graph.cheapest(start, (from, to, kind) => {
    if (from !== start && halted.has(from)) return Infinity;
    const c = cost(from, to, kind);
    if (Number.isFinite(c) && stops(from, to)) halted.add(to);
    return c;
  }, limit);
}

export const pathCost = (ctx: EvalContext, a: Value, b: Value, side?: Value, piece?: Value): Value => {
  const to = at(b);
  // A search that stopped at an allowance knows every place within it exactly (see `MapGraph.cheapest`).
  const kept = keptCosts(ctx.state, costQuery(ctx, at(a), side, piece));
  const near = kept?.costs.get(to);
  if (near !== undefined && near <= kept!.limit) return near;
  return costs(ctx, a, side, piece).costs.get(to) ?? null;
};
export const reachable = (ctx: EvalContext, a: Value, allowance: Value, side?: Value, piece?: Value): Value => {
  const limit = num(allowance, "reachable");
  const fixed = ctx.index.fixedWithin(at(a), limit);
  if (fixed) return fixed as Value[];
  // In the order of the places' ids, whatever play names them by: the order a search numbers places in.
  return costs(ctx, a, side, piece, limit).costs.within(limit, at(a)) as Value[];
};
/** The cost of one step between neighbouring places (null when they are not neighbours or the step cannot be taken). */
export const stepCost = (ctx: EvalContext, a: Value, b: Value, side?: Value, piece?: Value): Value => {
  const from = at(a);
  const to = at(b);
  if (!ctx.index.graphOf(from).adjacent(from, to)) return null;
  const c = stepCoster(ctx, from, side, piece)(from, to, ctx.index.graphOf(from).linkType(from, to));
  return Number.isFinite(c) ? c : null;
};
export const territoryOf = (ctx: EvalContext, a: Value): Value => ctx.index.graphOf(a).territoriesOf(at(a))[0] ?? null;
export const top = (ctx: EvalContext, xs: Value): Value => asList(ctx, xs, "top")[0] ?? null;
