/**
 * `x in board` and `x in [for a in board]`: compiled to a test of the map's
 * set of areas (`V.onMap`), which must answer as the general `in` does.
 */
import { describe, expect, it } from "vitest";
import { engineModule } from "../../generator/engine-module.js";
import { positionFor } from "../helpers/compiled.js";
import { checkFiles } from "../helpers/spec.js";

const SPEC = `game g "G" {
  players: 2
  sides: a, b
  start: s
}
side a
side b
map grid "Grid" {
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
});
