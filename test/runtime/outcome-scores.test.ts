/**
 * A game's outcome as the state keeps it once play ends: the ending's own
 * record (winners, draw, a name) with the scores added last, in that order,
 * as JSON writes it; an outcome of any other make keeps all it holds.
 */
import { describe, expect, it } from "vitest";
import { Engine, scored } from "../../runtime/core/machine.js";
import { compiled } from "../helpers/compiled.js";
import { checkFiles, PLAYABLE } from "../helpers/spec.js";

const SCORES = { a: 1, b: 0 };

describe("an outcome with its scores", () => {
  it("writes the engine's own endings out field by field, scores last", () => {
    expect(JSON.stringify(scored({ winners: ["a"], draw: false, name: "Won" }, SCORES))).toBe('{"winners":["a"],"draw":false,"name":"Won","scores":{"a":1,"b":0}}');
    expect(JSON.stringify(scored({ winners: [], draw: true }, SCORES))).toBe('{"winners":[],"draw":true,"scores":{"a":1,"b":0}}');
    expect(JSON.stringify(scored({ winners: [], draw: true, name: undefined }, SCORES))).toBe('{"winners":[],"draw":true,"scores":{"a":1,"b":0}}');
  });

  it("keeps whatever else an outcome of another make holds, and its order", () => {
    const odd = { draw: false, winners: ["b"], name: "Odd", reason: "time" } as never;
    expect(JSON.stringify(scored(odd, SCORES))).toBe('{"draw":false,"winners":["b"],"name":"Odd","reason":"time","scores":{"a":1,"b":0}}');
    expect(scored({ winners: ["a"], draw: false, scores: { a: 9 } }, SCORES).scores).toBe(SCORES);
  });

  it("is what a compiled game ends with, by a victory and by the end of its sequence", async () => {
    const spec = `${PLAYABLE}
decision pick "Pick" {
  prompt: "Pick"
}
sequence s {
  step one {
    run {
      choose n from [1, 2] by a as pick
      if n == 1 {
        end game winner a outcome "First"
      }
      end game draw outcome "Level"
    }
  }
}
`;
    const checked = checkFiles({ "game.rules": spec });
    expect(checked.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const set = await compiled(checked.model);
    const won = Engine.create(set, { seed: 1 });
    won.apply("a", 1);
    expect(Object.keys(won.state.outcome!)).toEqual(["winners", "draw", "name", "scores"]);
    expect(won.result()).toMatchObject({ winners: ["a"], draw: false, name: "First" });
    const level = Engine.create(set, { seed: 1 });
    level.apply("a", 2);
    expect(Object.keys(level.state.outcome!)).toEqual(["winners", "draw", "name", "scores"]);
    expect(level.result()).toMatchObject({ winners: [], draw: true, name: "Level" });
  });
});
