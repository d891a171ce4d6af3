/**
 * The engine protocol, exercised with a toy game defined here (a race to 10:
 * on your turn roll a die or pass; passing twice in a row is not allowed).
 * It is a fixture for the runtime, not one of the five games.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Engine, IllegalActionError, playout, replay, type GameDefinition } from "../../runtime/engine.js";
import { roll } from "../../runtime/dice.js";
import type { RngState } from "../../runtime/rng.js";

interface RaceState {
  rng: RngState;
  active: "north" | "south";
  score: Record<string, number>;
  passed: Record<string, boolean>;
  broken?: boolean;
}
type RaceAction = "roll" | "pass";

const race = (tweak: Partial<GameDefinition<RaceState, RaceAction>> = {}): GameDefinition<RaceState, RaceAction> => ({
  name: "race",
  setup: () => ({ rng: { kind: "seeded", state: [] }, active: "north", score: { north: 0, south: 0 }, passed: { north: false, south: false } }),
  pending: (s) => ({ id: "turn", player: s.active, prompt: "roll or pass", options: s.passed[s.active] ? ["roll"] : ["roll", "pass"], rule: "2.1" }),
  apply: (s, action, rng) => {
    const events = [];
    if (action === "roll") {
      const r = roll("d6", rng);
      s.score[s.active]! += r.total;
      s.passed[s.active] = false;
      events.push({ type: "rolled", side: s.active, result: r.total });
    } else {
      s.passed[s.active] = true;
      events.push({ type: "passed", side: s.active });
    }
    s.active = s.active === "north" ? "south" : "north";
    return events;
  },
  outcome: (s) => {
    const winners = Object.entries(s.score).filter(([, v]) => v >= 10).map(([k]) => k);
    return winners.length ? { winners, draw: false, scores: { ...s.score } } : null;
  },
  view: (s) => s,
  invariants: [{ id: "scores-not-negative", holds: (s) => Object.values(s.score).every((v) => v >= 0) }],
  ...tweak,
});

describe("the engine protocol", () => {
  it("is deterministic for a seed", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = playout(race(), { seed });
        const b = playout(race(), { seed });
        expect(a.log.actions).toEqual(b.log.actions);
        expect(a.outcome).toEqual(b.outcome);
      }),
    );
  });

  it("rejects an illegal action with the rule it breaks, and leaves the state unchanged", () => {
    const e = new Engine(race(), { seed: 3 });
    e.apply("pass");
    e.apply("roll");
    const before = JSON.stringify(e.state);
    expect(() => e.apply("pass")).toThrow(IllegalActionError);
    expect(() => e.apply("pass")).toThrow('"pass" is not a legal option for \'roll or pass\' (1 legal options) (rule 2.1)');
    expect(JSON.stringify(e.state)).toBe(before);
    expect(e.log.actions).toEqual(["pass", "roll"]);
  });

  it("runs a rulebook example with scripted dice", () => {
    const e = new Engine(race(), { seed: 1, script: { dice: [6, 2, 5] } });
    expect(e.apply("roll")).toEqual([{ type: "rolled", side: "north", result: 6 }]);
    e.apply("roll");
    e.apply("roll");
    expect(e.state.score).toEqual({ north: 11, south: 2 });
    expect(e.result()).toEqual({ winners: ["north"], draw: false, scores: { north: 11, south: 2 } });
    expect(e.pending()).toBeNull();
  });

  it("replays a log into exactly the same state", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const game = playout(race(), { seed });
        const played = new Engine(race(), game.log.options);
        for (const a of game.log.actions) played.apply(a);
        expect(replay(race(), JSON.parse(JSON.stringify(game.log))).state).toEqual(played.state);
      }),
    );
  });

  it("finishes random games without faults", () => {
    for (let seed = 0; seed < 50; seed++) {
      const g = playout(race(), { seed });
      expect(g.faults).toEqual([]);
      expect(g.outcome?.winners.length).toBeGreaterThan(0);
    }
  });

  it("reports broken invariants, exceptions, dead ends and runaway games", () => {
    const onlyRoll = { pending: (s: RaceState) => ({ id: "turn", player: s.active, prompt: "roll", options: ["roll" as const] }) };
    const broken = playout(race({ ...onlyRoll, invariants: [{ id: "never-six", rule: "9.9", holds: (s) => s.score["north"]! < 6 }] }), { seed: 1, script: { dice: [6] } });
    expect(broken.faults).toEqual([{ kind: "invariant", id: "never-six", rule: "9.9", step: 0 }]);
    const thrown = playout(race({ apply: () => { throw new Error("boom"); } }), { seed: 1 });
    expect(thrown.faults).toEqual([{ kind: "exception", message: "boom", step: 0 }]);
    const stuck = playout(race({ pending: () => null }), { seed: 1 });
    expect(stuck.faults).toEqual([{ kind: "dead-end", step: 0 }]);
    const endless = playout(race({ outcome: () => null }), { seed: 1 }, 25);
    expect(endless.faults).toEqual([{ kind: "runaway", step: 25 }]);
  });
});
