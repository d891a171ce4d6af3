/**
 * `Engine.forgetHistory`: a host that keeps its own record of the game
 * (Rally the Troops) keeps the engine's log to the last action, so the
 * state it stores stays one size all game long. The last action still
 * reads as before, play goes on the same, and a state so trimmed is never
 * taken for one whose log can check it.
 */
import { describe, expect, it } from "vitest";
import { Engine } from "../../runtime/core/machine.js";
import { playOn as play } from "../helpers/random-play.js";
import * as owm from "../../generated/once-we-moved-like-the-wind/index.js";

describe("Engine.forgetHistory", () => {
  it("keeps the log to its last action, reads that action as before, and plays on as the untrimmed game does", () => {
    const whole = Engine.create(owm.game, { seed: 5 });
    const trimmed = Engine.create(owm.game, { seed: 5 });
    const sizes: number[] = [];
    play(whole, 300, 9);
    play(trimmed, 300, 9, (e) => {
      e.forgetHistory();
      sizes.push(JSON.stringify(e.state.log).length);
    });
    expect(trimmed.log.actions).toHaveLength(1);
    expect(trimmed.log.forgotten).toBe(whole.log.actions.length - 1);
    for (const side of ["", ...whole.sides()]) expect(trimmed.actionFor(side)).toEqual(whole.actionFor(side));
    const { log: _a, ...wholeRest } = whole.state;
    const { log: _b, ...trimmedRest } = trimmed.state;
    expect(trimmedRest).toEqual(wholeRest);
    // The log stays one size (an entry, give or take its words), where the whole one grows.
    expect(Math.max(...sizes)).toBeLessThan(1000);
    expect(JSON.stringify(whole.state.log).length).toBeGreaterThan(5000);
  });

  it("is refused by a checked restore, naming why, and restored unchecked plays on", () => {
    const e = Engine.create(owm.game, { seed: 6 });
    play(e, 40, 3);
    e.forgetHistory();
    const saved = JSON.parse(JSON.stringify(e.state)) as typeof e.state;
    expect(() => Engine.restore(owm.game, saved)).toThrow(/keeps only the last actions of its game \(Engine.forgetHistory\)/);
    // A state already handed out is the host's: it is not trimmed under it.
    const handed = e.clone();
    play(handed, 5, 7);
    const stored = JSON.stringify(handed.sharedState());
    expect(() => handed.forgetHistory()).toThrow(/handed to a host/);
    expect(JSON.stringify(handed.sharedState())).toBe(stored);
    const back = Engine.restore(owm.game, saved, { verify: false });
    const a = e.clone();
    play(a, 30, 4);
    play(back, 30, 4);
    const { log: _a, ...left } = a.state;
    const { log: _b, ...right } = back.state;
    expect(JSON.parse(JSON.stringify(right))).toEqual(JSON.parse(JSON.stringify(left)));
  });
});
