import { describe, expect, it } from "vitest";
import { brief, checkBody } from "../helpers/spec.js";

const cards = "type colour { values: red, blue, green }\ncard indian { fields: { colour: colour } }\ncard booty\n";

describe("declared-total", () => {
  it("expands * by the number of values of the field's type", () => {
    // 2 x 3 colours + 4 = 10
    expect(checkBody(`${cards}deck d {\n  size: 10\n  2 indian(colour: *)\n  4 booty\n}\n`).diagnostics).toEqual([]);
  });

  it("reports a deck whose contents do not add up", () => {
    const r = checkBody(`${cards}deck d {\n  size: 11\n  2 indian(colour: *)\n  4 booty\n}\n`);
    expect(brief(r.diagnostics)).toEqual(["11:9 deck 'd' declares size 11, but its contents add up to 10"]);
  });

  it("reports a map whose declared size differs from its areas", () => {
    const r = checkBody("map m {\n  layout: points\n  size: 3\n  area x\n  area y\n  link x -- y\n}\n");
    expect(brief(r.diagnostics)).toEqual(["9:9 map 'm' declares size 3, but 2 areas are declared"]);
  });
});
