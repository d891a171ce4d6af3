/**
 * Lists shared by many evaluations (constants of a module, a map's
 * neighbours, an interrupt's offered pairs) must never change in place.
 * The suite's set-up (test/setup.ts) freezes them, so any code that tried
 * fails in every test; these tests make sure that set-up is in force.
 */
import { describe, expect, it } from "vitest";
import { game as squares } from "../../generated/squares/index.js";
import { Engine } from "../../runtime/core/machine.js";
import * as B from "../../runtime/core/builtins.js";
import { DataIndex } from "../../runtime/core/data.js";
import { initialState } from "../../runtime/core/state.js";
import { freezeSharedLists, frozen, type EvalContext } from "../../runtime/core/values.js";
import { compiled, positionFor } from "../helpers/compiled.js";
import { checkFiles, PLAYABLE } from "../helpers/spec.js";

describe("shared lists", () => {
  it("are frozen while the suite runs: a module's constants and a map's neighbours", async () => {
    const checked = checkFiles({
      "game.rules": `${PLAYABLE}function pairs() = [[1, 2], [3, 4]]
sequence s {
  step only
}
`,
    });
    expect(checked.diagnostics).toEqual([]);
    const p = await positionFor(checked.model);
    const constant = p.fn("pairs", []) as unknown[];
    expect(constant).toEqual([[1, 2], [3, 4]]);
    expect(Object.isFrozen(constant) && Object.isFrozen(constant[0])).toBe(true);
    expect(() => (constant as number[][]).push([5])).toThrow(TypeError);

    const program = squares.programs["|"]!();
    const ctx: EvalContext = { index: new DataIndex(program.data, program.defaults, program.turns), state: initialState(program.data), fn: [] };
    const area = program.data.maps[0]!.areas![0]!.id;
    expect(Object.isFrozen(B.neighbours(ctx, area))).toBe(true);
    expect(Engine.create(squares, { seed: 1 }).isOver()).toBe(false);
  });

  it("never reach a client: a decision offers a copy of the list it chooses from", async () => {
    const checked = checkFiles({
      "game.rules": `${PLAYABLE}map m "M" {
  layout: areas
  area one "One"
  area two "Two"
  area three "Three"
  link one -- two
  link one -- three
}
decision go "Go" {
  prompt: "Where?"
}
sequence s {
  step only {
    run {
      choose to from neighbours(one) by a as go
      log("went")
    }
  }
}
`,
    });
    expect(checked.diagnostics).toEqual([]);
    const set = await compiled(checked.model);
    const first = Engine.create(set, { seed: 1 });
    const options = first.pending()!.options as string[];
    expect(options).toEqual(["three", "two"]);
    // A client may do as it likes with what it is handed: the map's list and other games stay as they were.
    expect(Object.isFrozen(options)).toBe(false);
    options.push("nowhere");
    options.reverse();
    expect(Engine.create(set, { seed: 2 }).pending()!.options).toEqual(["three", "two"]);
  });

  it("are left as they are in play, where frozen arrays would be slower to read", () => {
    freezeSharedLists(false);
    try {
      expect(Object.isFrozen(frozen([1, 2]))).toBe(false);
    } finally {
      freezeSharedLists(true);
    }
    expect(Object.isFrozen(frozen([1, 2]))).toBe(true);
  });
});
