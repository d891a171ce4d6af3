import { describe, expect, it } from "vitest";
import { brief, checkBody } from "../helpers/spec.js";

describe("map-value", () => {
  it("checks link kinds, terrain and features against the map's types", () => {
    const r = checkBody(
      "type edge { values: open, mountain }\ntype ground { values: clear, forest }\n" +
        "map m {\n  layout: squares\n  link-types: edge\n  terrain-type: ground\n  area x { terrain: forrest features: well }\n  area y\n  link x -- y: mountian\n}\n",
    );
    expect(brief(r.diagnostics)).toEqual([
      "13:21 'forrest' is not a terrain of map 'm' (expected one of clear, forest) (did you mean 'forest'?)",
      "13:39 map 'm' gives a feature 'well' but names no type for it; add 'feature-type: <type>' to the map",
      "15:16 'mountian' is not a link kind of map 'm' (expected one of open, mountain) (did you mean 'mountain'?)",
    ]);
  });
});
