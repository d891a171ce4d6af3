/**
 * `x in board` and `x in [for a in board]`: compiled to a test of the map's
 * set of areas (`V.onMap`), which must answer as the general `in` does.
 */
import { describe, expect, it } from "vitest";
import { game as owm } from "../../generated/once-we-moved-like-the-wind/index.js";
import { engineModule } from "../../generator/engine-module.js";
import { DataIndex } from "../../runtime/core/data.js";
import { initialState, pieceRefs } from "../../runtime/core/state.js";
import * as V from "../../runtime/core/values.js";
import type { EvalContext, Value } from "../../runtime/core/values.js";
import { positionFor } from "../helpers/compiled.js";
import { checkFiles, PLAYABLE } from "../helpers/spec.js";

const SPEC = `${PLAYABLE}map grid "Grid" {
  layout: areas
  area a1 "One"
  area a2 "Two"
  link a1 -- a2
}
map far "Far" {
  layout: areas
  area b1 "Three"
}
box pile "Pile" {
  visibility: all
}
function named(x: area) = x in grid
function listed(x: area) = x in [for a in grid]
function filtered(x: area) = x in [for a in grid if a == a1]
sequence s {
  step only
}
`;

describe("membership of a map's areas", () => {
  it("is compiled to a set's test for a map or a selection that lists it, and answers as `in` does", async () => {
    const checked = checkFiles({ "game.rules": SPEC });
    expect(checked.diagnostics).toEqual([]);
    const code = (await engineModule(checked.model, "specs/g")).get("index.ts")!;
    // The map by name and the bare selection use the set (the two functions compile to one unit, shared);
    // only the selection that filters, which lists some areas, asks the general \`in\`.
    expect(code).toMatch(/V\.onMap\(ctx, \w+, "grid"\)/);
    expect(code.match(/V\.isIn\(/g)?.length).toBe(1);
    const p = await positionFor(checked.model);
    const answers = (f: string) => ["a1", "a2", "b1", "pile", "grid", 3, null, ["a1"]].map((x) => p.fn(f, [x as never]));
    expect(answers("named")).toEqual([true, true, false, false, false, false, false, false]);
    expect(answers("listed")).toEqual(answers("named"));
    expect(answers("filtered")).toEqual([true, false, false, false, false, false, false, false]);
  });

  it("answers as `in` answers, for every map of a real game and any value", () => {
    const program = owm.programs["|"]!();
    const index = new DataIndex(program.data, program.defaults, program.turns);
    const ctx: EvalContext = { index, state: initialState(program.data), fn: [] };
    const maps = program.data.maps.map((m) => m.id);
    const values: Value[] = [...index.placeRefs, ...ctx.state.placeIds, ...pieceRefs(ctx.state.pieces), ...maps, null, 3, true, [index.placeRefs[0]!]];
    let inside = 0;
    for (const m of maps) {
      for (const v of values) {
        expect(V.onMap(ctx, v, m), `${JSON.stringify(v)} in ${m}`).toBe(V.isIn(ctx, v, m));
        if (V.isIn(ctx, v, m)) inside++;
      }
    }
    // Both answers occur: a set that held nothing (or everything) would fail above.
    expect(inside).toBeGreaterThan(10);
    expect(inside).toBeLessThan(values.length * maps.length);
  });
});
