/**
 * Warpath played by random agents: properties that must hold in every game.
 * Every game ends; no rule's invariant breaks (a space is held by the player
 * whose units stand alone in it, forts stand only where units are); no
 * counter is offered a second action in one impulse; every piece is always
 * somewhere, once. (Movement rates, supply and the rest are checked rule by
 * rule, with chosen dice, in test/golden/warpath-*.test.ts.)
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { game } from "../../generated/warpath/index.js";
import { Engine } from "../../runtime/core/machine.js";
import { readableBoard } from "../../runtime/core/values.js";
import { deciderOf, MAX_SEED } from "../../runtime/engine.js";
import { SeededRandom } from "../../runtime/rng.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 12);

/** The decisions whose options are counters about to act. */
const ACTING = new Set(["unit-to-move", "join-move", "recruit-unit"]);

describe("Warpath in random games", () => {
  it("ends every game, keeps every invariant and every piece, and never lets a counter act twice in an impulse", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SEED }), (seed) => {
        const e = Engine.create(game, { seed });
        const pieces = Object.keys(readableBoard(e.state).pieces).length;
        const agent = new SeededRandom(seed ^ 0x3c6ef372);
        let steps = 0;
        for (; !e.isOver(); steps++) {
          expect(steps).toBeLessThan(5000);
          const d = e.pending()!;
          if (ACTING.has(d.id)) {
            const board = readableBoard(e.state);
            // A counter offered to act has not acted this impulse (the lead of a move is offered to end the choosing).
            for (const o of d.options) if (o !== d.subject) expect(board.pieces[String(o)]!.state["acted"]).not.toBe(true);
          }
          const o = d.options[agent.int(0, d.options.length - 1)]!;
          e.apply(deciderOf(d, o, e.sides()), o);
          expect(e.violations()).toEqual([]);
        }
        const board = readableBoard(e.state);
        const placed = [...Object.values(board.holders), ...Object.values(board.areas)].flat();
        expect(placed).toHaveLength(pieces);
        expect(new Set(placed).size).toBe(pieces);
        expect(e.result()).not.toBeNull();
      }),
      { numRuns: RUNS },
    );
  });
});
