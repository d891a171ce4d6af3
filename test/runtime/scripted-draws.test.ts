/**
 * Scripted draws by identity: a test replays a rulebook example that says
 * which piece is drawn ("draw a brown cube") with `script.draws`, each a
 * pattern of fields that the drawn piece must have. Only draws at random
 * take them; the rest of chance falls through to the seed.
 */
import { describe, expect, it } from "vitest";
import { restore, rngProblem, ScriptedRandom } from "../../runtime/rng.js";
import { positionFor } from "../helpers/compiled.js";
import { checkFiles } from "../helpers/spec.js";

const SPEC = `game g "G" {
  players: 1
  sides: a
  start: s
}
side a
type colour {
  values: red, brown, black
}
cube chip {
  fields: { colour: colour }
}
box supply {
  size: 6
  2 chip(colour: red)
  2 chip(colour: brown)
  2 chip(colour: black)
}
bag pool {
  visibility: none
  order: random
  holds: chip
}
box out
sequence s {
  step only {
    run {
      log(0)
    }
  }
}
procedure fill "Fill the bag" () {
  move pieces(supply) to pool
  shuffle(pool)
}
procedure take-two "Draw two" () {
  draw(pool, out, 2)
}
`;

describe("scripted draws by identity", () => {
  it("draws the first piece each pattern matches, in order, while shuffles go on at random", async () => {
    const p = await positionFor(checkFiles({ "game.rules": SPEC }).model, { script: { draws: [{ colour: "black" }, { colour: "red" }] } });
    p.call("fill", []);
    p.call("take-two", []);
    expect(p.idsIn("out").map((id) => p.piece(id).state["colour"])).toEqual(["black", "red"]);
    // Once the patterns are used up, draws are at random again.
    p.call("take-two", []);
    expect(p.idsIn("out")).toHaveLength(4);
  });

  it("says which pattern nothing matches", async () => {
    const p = await positionFor(checkFiles({ "game.rules": SPEC }).model, { script: { draws: [{ colour: "white" }] } });
    p.call("fill", []);
    expect(() => p.call("take-two", [])).toThrow(/the script draws \{"colour":"white"\} from 'pool', but nothing there matches/);
  });

  it("keeps the draws not yet made in the saved state, and refuses patterns that are not plain fields", () => {
    const s = new ScriptedRandom({ draws: [{ colour: "red" }, { colour: "brown" }] });
    expect(s.nextDraw()).toEqual({ colour: "red" });
    const saved = JSON.parse(JSON.stringify(s.save()));
    expect(rngProblem(saved)).toBeUndefined();
    expect(restore(saved).nextDraw?.()).toEqual({ colour: "brown" });
    expect(rngProblem({ kind: "scripted", dice: [], picks: [], draws: [{ colour: { toString: 1 } }] })).toMatch(/scripted draws/);
    expect(rngProblem({ kind: "scripted", dice: [], picks: [], draws: "red" })).toMatch(/scripted draws/);
  });
});
