/**
 * A spec function that calls itself without end runs JavaScript out of
 * stack. Play must stop with the rules' own kind of error, saying what that
 * means in a spec and where play was, not with JavaScript's RangeError
 * (which hosts and the fuzzer take for a fault inside the engine).
 */
import { describe, expect, it } from "vitest";
import { EvaluationError } from "../../runtime/core/values.js";
import { Engine } from "../../runtime/core/machine.js";
import { compiled } from "../helpers/compiled.js";
import { checkFiles, PLAYABLE } from "../helpers/spec.js";

/** A game whose only step counts down from `start` with `down`, whose step toward zero is `by`. */
const spec = (start: number, by: number) => `${PLAYABLE}function down(n: int) = if n <= 0 then 0 else 1 + down(n - ${by})
track total "Total" {
  range: 0..100000
  start: 0
}
sequence s {
  step only {
    run {
      set total = down(${start})
    }
  }
}
`;

describe("a function that calls itself without end", () => {
  it("stops play with the rules' error, naming the statement play was at", async () => {
    // Found by the spec fuzzer's slips (seed 34 with --meaning): SQUARES' clear-from with '<' turned into '<='
    // asks the same question of a neighbour no nearer, and play stopped with "Maximum call stack size exceeded".
    const checked = checkFiles({ "game.rules": spec(5, 0) });
    expect(checked.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const set = await compiled(checked.model);
    let thrown: unknown;
    try {
      Engine.create(set, { seed: 1 });
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(EvaluationError);
    expect((thrown as Error).message).toMatch(/^the rules called functions within functions deeper than play can go: a function or procedure that calls itself, directly or through others, never stops doing so \(at .*game\.rules:\d+:\d+: set total = down\(5\)\)$/);
  });

  it("leaves a recursion that ends alone", async () => {
    const checked = checkFiles({ "game.rules": spec(300, 1) });
    const e = Engine.create(await compiled(checked.model), { seed: 1 });
    expect(e.view("a").tracks).toMatchObject({ total: 300 });
  });
});
