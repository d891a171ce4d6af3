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

let kept: { state: object; costs: Map<string, KeptCosts>; last: (CostQuery & { found: KeptCosts }) | undefined } | undefined;

/** Runs `read`, which must not change `state`, keeping costly reads of `state` for its duration. */
export function readingOnly<T>(state: object, read: () => T): T {
  const outer = kept;
  kept = { state, costs: new Map(), last: undefined };
  try {
    return read();
  } finally {
    kept = outer;
  }
}

/**
 * The kept costs of a search for `state`, if it is being read only and they
 * were worked out. The last one found is tried first, with no key made:
 * pricing a decision's options asks for the same search once an option.
 */
export function keptCosts(state: object, q: CostQuery): KeptCosts | undefined {
  if (kept === undefined || kept.state !== state) return undefined;
  const last = kept.last;
  if (last !== undefined && last.start === q.start && last.mover === q.mover && last.piece === q.piece) return last.found;
  const found = kept.costs.get(keyOf(q));
  if (found !== undefined) kept.last = { ...q, found };
  return found;
}

/** Keeps costs worked out for `state`, when it is being read only. */
export function keepCosts(state: object, q: CostQuery, value: KeptCosts): void {
  if (kept === undefined || kept.state !== state) return;
  kept.costs.set(keyOf(q), value);
  kept.last = { ...q, found: value };
}

function keyOf(q: CostQuery): string {
  return `${q.start}|${String(q.mover)}|${String(q.piece)}`;
}
