/**
 * A set-up that draws on no chance and keeps no secret ends the same way
 * whatever the seed, so the engine works it out once per program and player
 * count and copies it for each new game. A game started from that copy must
 * be the game a set-up run afresh gives: a scripted game (which never uses
 * the copy) with no dice of its own falls back to the same seeded numbers.
 */
import { describe, expect, it } from "vitest";
import { game as squares } from "../../generated/squares/index.js";
import { game as apache } from "../../generated/apache/index.js";
import { Engine, type EngineState, type ProgramSet } from "../../runtime/core/machine.js";
import { deciderOf } from "../../runtime/engine.js";
import { SeededRandom } from "../../runtime/rng.js";

/** The state without what each game sets for itself: its generator and its log. */
function board(e: Engine): Omit<EngineState, "rng" | "log"> {
  const { rng: _rng, log: _log, ...rest } = e.state;
  return rest;
}

/** Plays `n` random actions; the log's actions. */
function play(e: Engine, seed: number, n: number): unknown[] {
  const agent = new SeededRandom(seed);
  for (let i = 0; i < n && !e.isOver(); i++) {
    const d = e.pending()!;
    const option = d.options[agent.int(0, d.options.length - 1)]!;
    e.apply(deciderOf(d, option, e.sides()), option);
  }
  return e.log.actions;
}

describe("a new game's start", () => {
  it("is the same board for every seed when set-up draws on no chance (SQUARES)", () => {
    const first = Engine.create(squares, { seed: 1 });
    for (const seed of [2, 3, 99]) expect(board(Engine.create(squares, { seed }))).toEqual(board(first));
    expect(board(Engine.create(squares, { seed: 4, script: {} }))).toEqual(board(first));
  });

  it("plays on exactly as a game whose set-up ran afresh", () => {
    for (const seed of [5, 6, 7]) {
      const copied = Engine.create(squares, { seed });
      const afresh = Engine.create(squares, { seed, script: {} });
      expect(play(copied, seed, 60)).toEqual(play(afresh, seed, 60));
    }
  });

  it("shares nothing between games started from it: one game's moves leave the next game's board as it was", () => {
    const before = board(Engine.create(squares, { seed: 10 }));
    const played = Engine.create(squares, { seed: 11 });
    play(played, 11, 40);
    expect(board(played)).not.toEqual(before);
    expect(board(Engine.create(squares, { seed: 12 }))).toEqual(before);
  });

  it("differs by seed where set-up shuffles (Apache)", () => {
    const set: ProgramSet = apache;
    const a = board(Engine.create(set, { seed: 1, players: 3 }));
    const b = board(Engine.create(set, { seed: 2, players: 3 }));
    expect(a).not.toEqual(b);
    expect(board(Engine.create(set, { seed: 1, players: 3 }))).toEqual(a);
    expect(board(Engine.create(set, { seed: 1, players: 4 })).sides).toHaveLength(4);
  });
});
