/**
 * A map's legend (`legend: { forest: "#5a8f4e" }`): which areas a key marks.
 * The checker (a key that marks nothing) and the map diagram (the colour of
 * each area) read it the same way.
 */
import type * as M from "./model-types.js";

/** Whether legend key `key` marks `area`: an area property that is true, a feature it has, or its terrain. */
export function legendMarks(area: M.Area, key: string): boolean {
  return (area as unknown as Record<string, unknown>)[key] === true || area.features?.includes(key) === true || area.terrain === key;
}
