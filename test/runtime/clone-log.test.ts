/**
 * `clone()` shares the log's list of actions until either engine adds to it:
 * each engine's log must still be its own game's, whichever plays first.
 */
import { describe, expect, it } from "vitest";
import { Engine } from "../../runtime/core/machine.js";
import { playOn as play } from "../helpers/random-play.js";
import * as owm from "../../generated/once-we-moved-like-the-wind/index.js";

describe("clone() and the log", () => {
  it("keeps each engine's log its own, whichever of the two plays first, and replays each to its own position", () => {
    const original = Engine.create(owm.game, { seed: 8 });
    play(original, 50, 1);
    const before = original.log.actions.length;
    const first = original.clone();
    const second = original.clone();
    play(first, 20, 2);
    expect(original.log.actions).toHaveLength(before);
    play(original, 20, 3);
    play(second, 20, 4);
    for (const e of [original, first, second]) {
      expect(e.log.actions.slice(0, before)).toEqual(original.log.actions.slice(0, before));
      // The log leads to exactly this engine's position.
      const replayed = Engine.replay(owm.game, e.log);
      expect(JSON.stringify(replayed.view(""))).toBe(JSON.stringify(e.view("")));
    }
    expect(first.log.actions.slice(before)).not.toEqual(second.log.actions.slice(before));
  });
});
