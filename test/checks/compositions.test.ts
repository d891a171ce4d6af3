import { describe, expect, it } from "vitest";
import { brief, checkBody } from "../helpers/spec.js";

const cards = "type colour { values: red, blue }\ntype rank { values: chief, hunter }\ncard indian { fields: { colour: colour, rank: rank } }\n";

describe("composition", () => {
  it("accepts fields the card declares, with values of their types or *", () => {
    expect(checkBody(`${cards}deck d {\n  2 indian(colour: *, rank: chief)\n}\n`).diagnostics).toEqual([]);
  });

  it("rejects unknown fields and values outside the field's type", () => {
    const r = checkBody(`${cards}deck d {\n  2 indian(colur: red, rank: cheif)\n}\n`);
    expect(brief(r.diagnostics)).toEqual([
      "11:12 card 'indian' has no field 'colur'; it has colour, rank (did you mean 'colour'?)",
      "11:24 'cheif' is not a value of type 'rank' (expected one of chief, hunter) (did you mean 'chief'?)",
    ]);
  });
});
