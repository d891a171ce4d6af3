/**
 * The hand-written SQUARES in bench/ is a fair speed baseline only if it
 * plays the same rules: driven by the same random agent, it must play the
 * very same games as the generated engine, decision for decision.
 */
import { describe, expect, it } from "vitest";
import { baselineSquaresGame } from "../../bench/baseline-squares.js";
import { game } from "../../generated/squares/index.js";
import { Engine } from "../../runtime/core/machine.js";
import { deciderOf } from "../../runtime/engine.js";
import { SeededRandom } from "../../runtime/rng.js";

function generated(seed: number): { decisions: number; winner: number } {
  const engine = Engine.create(game, { seed });
  const agent = new SeededRandom(seed ^ 0x5bd1e995);
  let decisions = 0;
  while (!engine.isOver() && decisions < 100_000) {
    const d = engine.pending()!;
    const option = d.options[agent.int(0, d.options.length - 1)]!;
    engine.apply(deciderOf(d, option, engine.sides()), option);
    decisions++;
  }
  const r = engine.result()!;
  return { decisions, winner: r.draw ? -1 : ["blue", "gray"].indexOf(r.winners[0]!) };
}

describe("bench/baseline-squares.ts", () => {
  it("plays the same games as the generated SQUARES engine for the same agent", () => {
    const outcomes = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const mine = baselineSquaresGame(seed);
      expect(mine, `seed ${seed}`).toEqual(generated(seed));
      outcomes.add(mine.winner);
    }
    // Both sides win some of these games.
    expect([...outcomes].sort()).toContain(0);
    expect([...outcomes].sort()).toContain(1);
  });
});
