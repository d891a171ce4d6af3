import { describe, expect, it } from "vitest";
import { brief, checkBody } from "../helpers/spec.js";

const map = (links: string) => `map m {\n  layout: areas\n  area x\n  area y\n  area z\n${links}}\n`;

describe("adjacency", () => {
  it("accepts a consistent map", () => {
    expect(checkBody(map("  link x -- y\n  link y -> z\n")).diagnostics).toEqual([]);
  });

  it("rejects a self-link and a pair linked twice, either way round", () => {
    const r = checkBody(map("  link x -- y\n  link y -- x\n  link z -- z\n  link y -> z\n  link z -- y\n"));
    expect(brief(r.diagnostics)).toEqual([
      "13:3 'y' and 'x' are linked twice",
      "14:13 a link cannot join 'z' to itself",
      "16:3 'z' and 'y' are linked twice",
    ]);
  });

  it("warns about an area no link reaches unless it is impassable", () => {
    const r = checkBody(map("  link x -- y\n"));
    expect(brief(r.diagnostics)).toEqual(["11:8 warning: area 'z' has no links, so nothing can enter or leave it (mark it 'impassable: true' if that is intended)"]);
  });

  it("rejects a link between an area and a territory, and one to another map's area", () => {
    const r = checkBody("map m {\n  layout: areas\n  territory t\n  area x\n  link x -- t\n}\nmap n {\n  layout: areas\n  area w\n  link w -- x\n}\n");
    expect(brief(r.diagnostics)).toEqual([
      "11:3 a link joins two areas or two territories, not area 'x' and territory 't'",
      "16:13 'x' is not a place of map 'n'; a link joins places of its own map",
    ]);
  });
});
