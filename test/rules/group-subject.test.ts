/**
 * A decision about a group of pieces (`choose ... about group`) whose options
 * are places offers only the places every piece of the group may move to
 * under the restrictions on moves.
 */
import { describe, expect, it } from "vitest";
import { engineFor } from "../helpers/compiled.js";
import { checkFiles } from "../helpers/spec.js";
import { readableBoard } from "../../runtime/core/values.js";

const SPEC = `game g "G" {
  players: 2
  sides: a, b
  start: s
  setup {
    move pieces(camp) to x
  }
}
side a
side b
unit light
unit heavy
box camp {
  size: 2
  1 light
  1 heavy
}
map m {
  layout: areas
  area x
  area y
  area z
  link x -- y
  link x -- z
}
decision go "Where the group goes"
restriction no-heavy-in-y "Heavy units stay out of y" {
  on: move
  check: not (piece == heavy and to == y)
  message: "heavy units may not enter y"
}
sequence s {
  step only {
    run {
      march()
    }
  }
}
procedure march "March" () {
  let group = pieces(x)
  choose to from neighbours(x) by a as go about group
  move group to to
}
`;

describe("a decision about a group of pieces", () => {
  it("offers only the places every piece of the group may enter", async () => {
    const checked = checkFiles({ "game.rules": SPEC });
    expect(checked.diagnostics).toEqual([]);
    const e = await engineFor(checked.model, { seed: 1 });
    expect(e.pending()!.options).toEqual(["z"]);
    expect(() => e.apply("a", "y")).toThrow("heavy units may not enter y");
    e.apply("a", "z");
    expect(readableBoard(e.state).areas["z"]).toEqual(["light", "heavy"]);
  });
});
