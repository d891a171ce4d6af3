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

describe("map legend", () => {
  it("colours areas by the keys the spec declares, and warns about a key that marks no area or is no colour", async () => {
    const { mapSvg } = await import("../../generator/svg-map.js");
    const r = checkBody(`type ground { values: open, woods }\nmap m "M" {\n  layout: areas\n  terrain-type: ground\n  legend: { woods: "#336633", capital: "#aa0000", moon: "#000000" }\n  area x "X" {\n    terrain: woods\n  }\n  area y "Y" {\n    capital: true\n  }\n  area z "Z"\n  link x -- y\n  link y -- z\n}\n`);
    expect(r.diagnostics.map((d) => [d.severity, d.message])).toEqual([["warning", "legend key 'moon' of map 'm' marks no area: it must be an area property that is true, a feature or a terrain of some area"]]);
    const svg = mapSvg(r.model.maps[0]!, []);
    expect(svg).toMatch(/data-id="x"[^>]*fill="#336633"/);
    expect(svg).toMatch(/data-id="y"[^>]*fill="#aa0000"/);
    expect(svg).toMatch(/data-id="z"[^>]*fill="#fff"/);
    const bad = checkBody(`map m "M" {\n  layout: areas\n  legend: { x: "red" }\n  area x "X"\n}\n`);
    expect(bad.diagnostics.map((d) => d.message)).toContain(`'x' in 'legend' needs a colour such as "#5a8f4e"`);
  });
});
