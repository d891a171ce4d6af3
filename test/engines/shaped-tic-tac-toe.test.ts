/**
 * The shaped Tic-Tac-Toe in bench/ measures what the state layout is worth
 * only if both its layouts play the spec's rules: driven by the same random
 * agent, they must play the very same games as the generated engine,
 * decision for decision and event for event.
 */
import { describe, expect, it } from "vitest";
import {
  shapedTicTacToe,
  type Layout,
} from "../../bench/shaped-tic-tac-toe.js";
import { checkGame } from "../../dsl/check.js";
import { loadEngine } from "../../generator/load-engine.js";
import { Engine } from "../../runtime/core/machine.js";
import { deciderOf } from "../../runtime/engine.js";
import { SeededRandom } from "../../runtime/rng.js";

interface Played {
  decisions: string[][];
  events: unknown[];
  outcome: unknown;
}

function play(
  engine: {
    isOver(): boolean;
    pending(): { options: readonly unknown[]; player: string } | null;
    apply(p: string, a: never): unknown;
    sides(): readonly string[];
  },
  seed: number,
): Omit<Played, "outcome"> {
  const agent = new SeededRandom(seed ^ 0x5bd1e995);
  const decisions: string[][] = [];
  const events: unknown[] = [];
  while (!engine.isOver()) {
    const d = engine.pending()!;
    decisions.push(d.options.map(String));
    const option = d.options[agent.int(0, d.options.length - 1)]!;
    events.push(
      engine.apply(
        deciderOf(d as never, option as never, engine.sides()),
        option as never,
      ),
    );
  }
  return { decisions, events };
}

describe("bench/shaped-tic-tac-toe.ts", async () => {
  const set = (
    await loadEngine(checkGame("bench/specs/tic-tac-toe/game.rules").model)
  ).game;
  for (const layout of ["integers", "ids"] as Layout[]) {
    it(`plays the same games as the spec's engine, board kept as ${layout}`, () => {
      const make = shapedTicTacToe(layout);
      const outcomes = new Set<string>();
      for (let seed = 1; seed <= 60; seed++) {
        const spec = Engine.create(set, { seed });
        const expected = play(spec, seed);
        const { winners, draw, name } = spec.result()!;
        const shaped = make(seed);
        expect(play(shaped, seed), `seed ${seed}`).toEqual(expected);
        expect(shaped.result(), `seed ${seed}`).toEqual({
          winners,
          draw,
          name,
        });
        outcomes.add(draw ? "draw" : winners[0]!);
      }
      // Both sides win some of these games, and some are drawn.
      expect([...outcomes].sort()).toEqual(["draw", "o", "x"]);
    });
  }
});
