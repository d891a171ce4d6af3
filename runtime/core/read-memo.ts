/**
 * Costly reads kept while the state cannot change. A decision that lists
 * places and prices each of them (`choose ... costing path-cost(...)`) asks
 * for the same cheapest costs once for its list and once an option; the
 * whole request is worked out by expressions alone, which change nothing in
 * the state, so one search can answer every one of those reads. Outside such
 * a stretch nothing is kept: any command may change what a move costs.
 */
import type { PlaceRef } from "./places.js";

/** Cheapest costs from a place, worked out up to `limit` (exact for every place costing no more). */
export interface KeptCosts {
  limit: number;
  costs: ReadonlyMap<PlaceRef, number>;
}

let kept: { state: object; costs: Map<string, KeptCosts> } | undefined;

/** Runs `read`, which must not change `state`, keeping costly reads of `state` for its duration. */
export function readingOnly<T>(state: object, read: () => T): T {
  const outer = kept;
  kept = { state, costs: new Map() };
  try {
    return read();
  } finally {
    kept = outer;
  }
}

/** The kept costs under `key` for `state`, if it is being read only and they were worked out. */
export function keptCosts(state: object, key: string): KeptCosts | undefined {
  return kept !== undefined && kept.state === state ? kept.costs.get(key) : undefined;
}

/** Keeps costs worked out for `state` under `key`, when it is being read only. */
export function keepCosts(state: object, key: string, value: KeptCosts): void {
  if (kept !== undefined && kept.state === state) kept.costs.set(key, value);
}
