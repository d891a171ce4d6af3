/**
 * The type expected where the cursor stands (`dsl/expected.ts`): read from
 * the registry's signature of the call the cursor is in, or from a spec's own
 * function's parameters; and which declarations fit it.
 */
import { describe, expect, it } from "vitest";
import { expectedAt, fits, openCall } from "../../dsl/expected.js";

const none = () => undefined;

describe("the type expected at a position", () => {
  it("finds the open call and the argument the cursor is in, past nested calls and lists", () => {
    expect(openCall("  move pieces-of(")).toEqual({ name: "pieces-of", argument: 0 });
    expect(openCall("  let n = count(pieces-of(army, ")).toEqual({ name: "pieces-of", argument: 1 });
    expect(openCall("  let n = reachable(location(b), [1, 2], ")).toEqual({ name: "reachable", argument: 2 });
    expect(openCall("  let n = count(x) + ")).toBeUndefined();
    expect(openCall('  log("a(')).toBeUndefined();
  });

  it("takes a built-in's parameter type from the registry, and a spec function's from its declaration", () => {
    expect(expectedAt("pieces-of(", none)).toEqual({ t: "ref", kind: "side" });
    expect(expectedAt("reachable(a, 3, ", none)).toEqual({ t: "ref", kind: "side" });
    expect(expectedAt("min(1, 2, ", none)).toEqual({ t: "number" });
    expect(expectedAt("crossing-cost(apache, ", (n) => (n === "crossing-cost" ? ["side", "boundary", "area"] : undefined))).toEqual({ t: "ref", kind: "boundary" });
    expect(expectedAt("nothing(", none)).toBeUndefined();
  });

  it("lets a side stand for a side, an area or a holder for a place, a value for its own type only", () => {
    expect(fits("side", undefined, { t: "ref", kind: "side" })).toBe(true);
    expect(fits("area", undefined, { t: "ref", kind: "side" })).toBe(false);
    expect(fits("area", undefined, { t: "ref", kind: "place" })).toBe(true);
    expect(fits("box", undefined, { t: "ref", kind: "place" })).toBe(true);
    expect(fits("block", undefined, { t: "ref", kind: "piece" })).toBe(true);
    expect(fits("value", "boundary", { t: "enum", type: "boundary" })).toBe(true);
    expect(fits("value", "terrain", { t: "enum", type: "boundary" })).toBe(false);
    expect(fits("side", undefined, { t: "int" })).toBe(false);
  });
});
