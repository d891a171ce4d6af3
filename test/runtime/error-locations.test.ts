/**
 * An error while play runs names where in the spec it happened: the file,
 * line and column of the statement (or rule), and the statement itself, also
 * in a variant's statements and in a trigger's condition.
 */
import { describe, expect, it } from "vitest";
import { engineFor } from "../helpers/compiled.js";
import { checkFiles } from "../helpers/spec.js";

const SPEC = `game g "G" {
  players: 2
  sides: a, b
  start: s
}
side a
side b
unit soldier
pool army {
  size: 1
  1 soldier
}
box camp
procedure muster "Muster" () {
  draw(army, camp)
  draw(army, camp)
}
sequence s {
  step only {
    run {
      muster()
    }
  }
}
variant late "Late" {
  procedure roll-call "Roll call" () {
    log("present")
    draw(camp, army)
    draw(camp, army)
  }
  setup {
    move pieces(army) to camp
    roll-call()
  }
}
`;

describe("errors at run time", () => {
  it("name the statement that failed, with its file, line and column", async () => {
    const checked = checkFiles({ "game.rules": SPEC });
    expect(checked.diagnostics).toEqual([]);
    await expect(engineFor(checked.model, { seed: 1 })).rejects.toThrow(/^cannot draw from 'army': it is empty \(at \S*game\.rules:16:3: draw\(army, camp\)\)$/);
  });

  it("name a variant's statement where it is written", async () => {
    const checked = checkFiles({ "game.rules": SPEC });
    await expect(engineFor(checked.model, { seed: 1, variants: ["late"] })).rejects.toThrow(/^cannot draw from 'camp': it is empty \(at \S*game\.rules:29:5: draw\(camp, army\)\)$/);
  });
});
