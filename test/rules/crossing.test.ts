/**
 * A restriction on moves reads `crossing`: the kind of link between the
 * place a piece leaves and the place it enters (none for a plain link, or
 * for places no link joins). A decision offering places is held to it for
 * each option, and a move it forbids is refused.
 */
import { describe, expect, it } from "vitest";
import { engineFor } from "../helpers/compiled.js";
import { checkFiles } from "../helpers/spec.js";

const SPEC = `game g "G" {
  players: 2
  sides: a, b
  start: s
  setup {
    move scout to x
  }
}
side a
side b
unit scout
type way {
  values: ford, road
}
map m {
  layout: areas
  link-types: way
  area x
  area y
  area z
  area w
  link x -- y: ford
  link x -- z: road
  link x -- w
}
decision go "Where the scout goes"
restriction no-fording "No fording" {
  on: move
  check: crossing != ford
  message: "the scout may not ford"
}
sequence s {
  step only {
    run {
      march()
    }
  }
}
procedure march "March" () {
  choose to from neighbours(x) by a as go about scout
  move scout to to
}
`;

describe("a restriction reading the crossing of a move", () => {
  it("holds back the option across a ford, and allows a road and a plain link", async () => {
    const checked = checkFiles({ "game.rules": SPEC });
    expect(checked.diagnostics).toEqual([]);
    const e = await engineFor(checked.model, { seed: 1 });
    expect(e.pending()!.options).toEqual(["w", "z"]);
    expect(() => e.apply("a", "y")).toThrow("the scout may not ford");
    e.apply("a", "z");
  });
});
