/**
 * The Tic-Tac-Toe spec the bench measures plays the real game: random play
 * gives the first player about 58.5% of the wins, the second about 28.8%,
 * and a draw about 12.7% of the time (the known figures for random play).
 */
import { describe, expect, it } from "vitest";
import { checkGame } from "../../dsl/check.js";
import { Engine } from "../../runtime/core/machine.js";
import { deciderOf } from "../../runtime/engine.js";
import { SeededRandom } from "../../runtime/rng.js";
import { compiled } from "../helpers/compiled.js";

describe("the Tic-Tac-Toe bench spec", () => {
  it("plays random games with the known shares of wins and draws", async () => {
    const checked = checkGame("bench/specs/tic-tac-toe/game.rules");
    expect(checked.diagnostics).toEqual([]);
    const set = await compiled(checked.model);
    const tally: Record<string, number> = { x: 0, o: 0, draw: 0 };
    const games = 3000;
    for (let seed = 1; seed <= games; seed++) {
      const e = Engine.create(set, { seed });
      const agent = new SeededRandom(seed ^ 0x5bd1e995);
      while (!e.isOver()) {
        const d = e.pending()!;
        const o = d.options[agent.int(0, d.options.length - 1)]!;
        e.apply(deciderOf(d, o, e.sides()), o);
      }
      const r = e.result()!;
      tally[r.draw ? "draw" : r.winners[0]!]!++;
    }
    expect(tally["x"]! / games).toBeGreaterThan(0.55);
    expect(tally["x"]! / games).toBeLessThan(0.62);
    expect(tally["o"]! / games).toBeGreaterThan(0.26);
    expect(tally["o"]! / games).toBeLessThan(0.32);
    expect(tally["draw"]! / games).toBeGreaterThan(0.1);
    expect(tally["draw"]! / games).toBeLessThan(0.16);
  });
});
