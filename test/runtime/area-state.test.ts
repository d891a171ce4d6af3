/**
 * `areaStateOf` keeps what it found for each area by its slot while the
 * record of all areas' states is the same one (the engine replaces that
 * record rather than changing it). These tests hold it to the record read
 * by the area's id, whatever it kept before.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { game as squares } from "../../generated/squares/index.js";
import { game as warpath } from "../../generated/warpath/index.js";
import { DataIndex } from "../../runtime/core/data.js";
import { PLACE_BASE } from "../../runtime/core/places.js";
import { initialState } from "../../runtime/core/state.js";
import * as V from "../../runtime/core/values.js";

const program = squares.programs["|"]!();

function contextWith(areaState: Record<string, Record<string, unknown>> | undefined, index = new DataIndex(program.data, program.defaults, program.turns)): V.EvalContext {
  const state = initialState(program.data);
  state.areaState = areaState;
  return { index, state, fn: [] };
}

describe("an area's state read by its number", () => {
  it("is read from the record of areas' states the game holds now, not one read before", () => {
    const index = new DataIndex(program.data, program.defaults, program.turns);
    const first = index.placeValue("b1-l") as number;
    expect(first).toBeGreaterThanOrEqual(PLACE_BASE);
    const before = contextWith({ "b1-l": { control: "blue" } }, index);
    expect(V.areaStateOf(before, first)).toEqual({ control: "blue" });
    // A new record, as a command that sets an area's field makes.
    const after = contextWith({ "b1-l": { control: "gray" } }, index);
    expect(V.areaStateOf(after, first)).toEqual({ control: "gray" });
    expect(V.areaStateOf(contextWith({}, index), first)).toBeUndefined();
    expect(V.areaStateOf(contextWith(undefined, index), first)).toBeUndefined();
  });

  it("is read by the numbering of the program it is asked in: one record read by two games' numbers for the same slot", () => {
    const squaresIndex = new DataIndex(program.data, program.defaults, program.turns);
    const other = warpath.programs["|"]!();
    const warpathIndex = new DataIndex(other.data, other.defaults, other.turns);
    const slot = squaresIndex.placeValue("b1-l") as number;
    const warpathArea = warpathIndex.placeId(slot);
    expect(warpathArea).not.toBe("b1-l");
    const record = { "b1-l": { control: "blue" }, [warpathArea]: { owner: "union" } };
    expect(V.areaStateOf(contextWith(record, squaresIndex), slot)).toEqual({ control: "blue" });
    const ctx = contextWith(record, warpathIndex);
    expect(V.areaStateOf(ctx, slot)).toEqual({ owner: "union" });
  });

  it("gives what the record holds for the area's id over any run of records, areas and programs", () => {
    const indexes = [new DataIndex(program.data, program.defaults, program.turns), new DataIndex(program.data, program.defaults, program.turns)];
    const ids = program.data.maps.flatMap((m) => (m.areas ?? []).map((a) => a.id)).slice(0, 6);
    const records = [{}, { [ids[0]!]: { control: "blue" } }, { [ids[0]!]: { control: "gray" }, [ids[1]!]: { control: "blue" } }, { [ids[2]!]: { n: 1 } }];
    fc.assert(
      fc.property(fc.array(fc.record({ record: fc.nat(records.length - 1), index: fc.nat(1), area: fc.nat(ids.length - 1), fresh: fc.boolean(), byName: fc.boolean() }), { minLength: 1, maxLength: 30 }), (reads) => {
        for (const r of reads) {
          const record = r.fresh ? structuredClone(records[r.record]!) : records[r.record]!;
          const ctx = contextWith(record as Record<string, Record<string, unknown>>, indexes[r.index]);
          const id = ids[r.area]!;
          const asPlayNames = r.byName ? id : ctx.index.placeValue(id);
          expect(V.areaStateOf(ctx, asPlayNames)).toEqual(record[id as keyof typeof record]);
        }
      }),
      { numRuns: 300 },
    );
  });
});
