/**
 * Costly reads kept while the state cannot change. A decision that lists
 * places and prices each of them (`choose ... costing path-cost(...)`) asks
 * for the same cheapest costs once for its list and once an option; the
 * whole request is worked out by expressions alone, which change nothing in
 * the state, so one search can answer every one of those reads. Any
 * decision's options are worked out so, and a rule weighing each option may
 * list a side's pieces on a whole map for each (SQUARES asks for a unit's
 * helpers at every target): one list serves them all. Movement costs are
 * kept only within such a stretch, since any command may change what a
 * move costs; a side's pieces on a map are kept until the state changes
 * (see `keptPieces`).
 */
import type { SearchCosts } from "../map-graph.js";
import type { PlaceRef } from "./places.js";

/** Cheapest costs from a place, worked out up to `limit` (exact for every place costing no more). */
export interface KeptCosts {
  limit: number;
  costs: SearchCosts<PlaceRef>;
}

/** What a search's costs depend on besides the state: where it starts, who moves and which piece. */
export interface CostQuery {
  start: PlaceRef;
  mover: unknown;
  piece: unknown;
}

/** A search's costs kept, with the query they answer. */
type Kept = CostQuery & { found: KeptCosts };

/** A side's pieces on a whole map, kept (`pieces-of(side, board)`, asked for again by each option a rule weighs). */
interface KeptPieces {
  side: unknown;
  map: string;
  pieces: readonly unknown[];
}

/** A stretch of reading only: the state read, and what is kept of it. */
export interface Stretch {
  state: object;
  /** Whether movement costs are kept; the lists are made when a first read is kept (most decisions keep none). */
  keepsCosts: boolean;
  costs: Kept[] | undefined;
  last: Kept | undefined;
}

let kept: Stretch | undefined;

/**
 * Starts a stretch in which `state` is only read, keeping costly reads of
 * it (movement costs too unless `costs` is false: kept for a decision whose
 * options are priced, where the same searches come again); returns the
 * stretch it stands in for, which `readDone` puts back. Compiled code
 * writes `C.readDone(C.reading(state), request)`, JavaScript working out
 * arguments in order: a function made for the request instead would make
 * every variable of the step it is in slower to read (Warpath measured 6%
 * more instructions a game).
 */
export function reading(state: object, costs = true): Stretch | undefined {
  const outer = kept;
  kept = { state, keepsCosts: costs, costs: undefined, last: undefined };
  return outer;
}

/** Ends the stretch `reading` started, putting back the one it stood in for, and gives `value` back. */
export function readDone<T>(outer: Stretch | undefined, value: T): T {
  kept = outer;
  return value;
}

/**
 * Forgets what was kept of `state` (or of any state): a command is about
 * to change it, or a run starts. A stretch that an error broke off is never
 * ended by `readDone`; this makes sure nothing it kept outlives a change.
 */
export function forgetReads(state?: object): void {
  if (kept !== undefined && (state === undefined || kept.state === state)) kept = undefined;
  if (listed.state !== undefined && (state === undefined || listed.state === state)) {
    listed.state = undefined;
    listed.pieces.length = 0;
  }
}

/**
 * The kept costs of a search for `state`, if it is being read only and they
 * were worked out. The last one found is tried first: pricing a decision's
 * options asks for the same search once an option. The others are looked
 * through in a list, not a map: a decision makes a search or two, and a
 * key of text made for each cost more than the look-up saved.
 */
export function keptCosts(state: object, q: CostQuery): KeptCosts | undefined {
  if (kept === undefined || kept.state !== state || kept.costs === undefined) return undefined;
  const last = kept.last;
  if (last !== undefined && same(last, q)) return last.found;
  const i = placeOf(kept.costs, q);
  if (i < 0) return undefined;
  kept.last = kept.costs[i]!;
  return kept.last.found;
}

/** Keeps costs worked out for `state`, when it is being read only (a search done again to a further limit replaces the one before). */
export function keepCosts(state: object, q: CostQuery, value: KeptCosts): void {
  if (kept === undefined || kept.state !== state || !kept.keepsCosts) return;
  kept.costs ??= [];
  const entry: Kept = { start: q.start, mover: q.mover, piece: q.piece, found: value };
  const i = placeOf(kept.costs, q);
  if (i < 0) kept.costs.push(entry);
  else kept.costs[i] = entry;
  kept.last = entry;
}

/** Where the costs kept for `q` are in the list, or -1 when none are. */
function placeOf(costs: readonly Kept[], q: CostQuery): number {
  for (let i = 0; i < costs.length; i++) if (same(costs[i]!, q)) return i;
  return -1;
}

/** Whether two queries ask the same search: the same start, mover and piece (as the text key told them apart before). */
function same(a: CostQuery, b: CostQuery): boolean {
  return a.start === b.start && a.mover === b.mover && a.piece === b.piece;
}

/**
 * Sides' pieces on whole maps listed for one state since it last changed.
 * Unlike movement costs, such a list depends on nothing but the places'
 * lists and the pieces' owners, which only commands change, and every
 * command that changes the state forgets what was read of it
 * (`forgetReads`, through `changed`): so the lists are kept between
 * changes, not only while a decision's options are worked out. SQUARES asks
 * for a side's pieces on the board some 770 times a game (its movers,
 * attackers and each attack's helpers), mostly of a board that has not
 * changed since the last time.
 */
const listed: { state: object | undefined; pieces: KeptPieces[] } = { state: undefined, pieces: [] };

/** The pieces of `side` on map `map` listed for `state`, if they were since it last changed. */
export function keptPieces(state: object, side: unknown, map: string): readonly unknown[] | undefined {
  if (listed.state !== state) return undefined;
  const all = listed.pieces;
  for (let i = 0; i < all.length; i++) {
    const k = all[i]!;
    if (k.side === side && k.map === map) return k.pieces;
  }
  return undefined;
}

/** Keeps a side's pieces on a map listed for `state`, until it changes. */
export function keepPieces(state: object, side: unknown, map: string, pieces: readonly unknown[]): void {
  // One record, emptied rather than made anew: most lists are forgotten before they are asked for again.
  if (listed.state !== state) {
    listed.state = state;
    listed.pieces.length = 0;
  }
  listed.pieces.push({ side, map, pieces });
}
