/**
 * `other(side)` keeps its last two answers while the game's list of sides
 * and its program stay the same (rules ask it at every turn of their loops).
 * These tests hold it to the plain answer, the first player side in the
 * game's order that is not the one asked about, whatever it kept.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { game as apache } from "../../generated/apache/index.js";
import * as B from "../../runtime/core/builtins.js";
import { DataIndex } from "../../runtime/core/data.js";
import { initialState } from "../../runtime/core/state.js";
import type { EvalContext } from "../../runtime/core/values.js";

const program = apache.programs["|"]!();

function contextFor(sides: string[], index = new DataIndex(program.data, program.defaults, program.turns)): EvalContext {
  const state = initialState(program.data);
  state.sides = sides;
  return { index, state, fn: [] };
}

/** The answer worked out from scratch. */
function plainOther(ctx: EvalContext, side: string): string | null {
  return ctx.state.sides.find((s) => s !== side && ctx.index.playerSides.has(s)) ?? null;
}

describe("other(side)", () => {
  it("answers for the list of sides it is asked in, not the one it last kept", () => {
    const two = contextFor(["red", "yellow"]);
    expect(B.other(two, "red")).toBe("yellow");
    expect(B.other(two, "yellow")).toBe("red");
    // Another game's list with the same first side: a new list, so a new answer.
    const other = contextFor(["red", "green"], two.index);
    expect(B.other(other, "red")).toBe("green");
    expect(B.other(two, "red")).toBe("yellow");
  });

  it("answers for the program it is asked in: the same list of sides under other rules of who plays", () => {
    const sides = ["red", "yellow", "green"];
    const all = contextFor(sides);
    expect(B.other(all, "red")).toBe("yellow");
    // A program in which yellow plays no part (made by hand: no game of ours has one with these sides).
    const index = new DataIndex(program.data, program.defaults, program.turns);
    (index.playerSides as Set<string>).delete("yellow");
    const without = contextFor(sides, index);
    without.state.sides = sides;
    expect(B.other(without, "red")).toBe("green");
  });

  it("gives the plain answer over any run of questions, lists of sides and programs", () => {
    const names = ["red", "yellow", "green", "blue", "purple"];
    const indexes = [new DataIndex(program.data, program.defaults, program.turns), new DataIndex(program.data, program.defaults, program.turns)];
    (indexes[1]!.playerSides as Set<string>).delete("green");
    const lists = [["red", "yellow"], ["yellow", "red"], ["red", "green", "blue"], names, ["purple"]];
    fc.assert(
      fc.property(
        fc.array(fc.record({ list: fc.nat(lists.length - 1), index: fc.nat(1), side: fc.constantFrom(...names, "nobody"), fresh: fc.boolean() }), { minLength: 1, maxLength: 30 }),
        (questions) => {
          for (const q of questions) {
            // The same list object again, or a copy of it (as a clone or a restored game would hold).
            const list = q.fresh ? [...lists[q.list]!] : lists[q.list]!;
            const ctx = contextFor(list, indexes[q.index]);
            expect(B.other(ctx, q.side)).toBe(plainOther(ctx, q.side));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
