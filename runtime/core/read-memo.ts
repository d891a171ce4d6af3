/**
 * Costly reads kept while the state cannot change. A decision that lists
 * places and prices each of them (`choose ... costing path-cost(...)`) asks
 * for the same cheapest costs once for its list and once an option; the
 * whole request is worked out by expressions alone, which change nothing in
 * the state, so one search can answer every one of those reads. Outside such
 * a stretch nothing is kept: any command may change what a move costs.
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

let kept: { state: object; costs: Kept[]; last: Kept | undefined } | undefined;

/** Runs `read`, which must not change `state`, keeping costly reads of `state` for its duration. */
export function readingOnly<T>(state: object, read: () => T): T {
  const outer = kept;
  kept = { state, costs: [], last: undefined };
  try {
    return read();
  } finally {
    kept = outer;
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
  if (kept === undefined || kept.state !== state) return undefined;
  const last = kept.last;
  if (last !== undefined && same(last, q)) return last.found;
  const i = placeOf(kept.costs, q);
  if (i < 0) return undefined;
  kept.last = kept.costs[i]!;
  return kept.last.found;
}

/** Keeps costs worked out for `state`, when it is being read only (a search done again to a further limit replaces the one before). */
export function keepCosts(state: object, q: CostQuery, value: KeptCosts): void {
  if (kept === undefined || kept.state !== state) return;
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
