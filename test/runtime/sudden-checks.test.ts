/**
 * The sudden-death checks `checked: at-once` skip a board they have already
 * found no winner on. Every command that changes what a condition reads must
 * make them look again: each deed below changes one thing (a side's field, a
 * track, a piece's place, the acting side), after turns in which nothing
 * changed, and the game must end at once.
 */
import { describe, expect, it } from "vitest";
import { engineModule } from "../../generator/engine-module.js";
import { engineFor } from "../helpers/compiled.js";
import { checkFiles } from "../helpers/spec.js";

const SPEC = `game g "G" {
  players: 2
  sides: a, b
  start: s
}
side a {
  state: { gold: int }
}
side b
unit soldier "Soldier" {
  strength: 1
}
pool army "Army" {
  owner: a
  size: 1
  1 soldier
}
track fame "Fame" {
  range: 0..5
  start: 0
}
map m "M" {
  layout: areas
  size: 2
  area one "One"
  area two "Two"
  link one -- two
}
type deed {
  values: get-gold, win-fame, march, hand-over, wait
}
decision act "Act" {
  prompt: "What now?"
}
victory rich "Rich" {
  sudden-death: true
  checked: at-once
  when: a.gold >= 3
  outcome: "Rich"
}
victory famous "Famous" {
  sudden-death: true
  checked: at-once
  when: fame >= 2
  outcome: "Famous"
}
victory marched "Marched" {
  sudden-death: true
  checked: at-once
  when: not empty(pieces(two))
  outcome: "Marched"
}
victory handed "Handed over" {
  sudden-death: true
  checked: at-once
  when: active == b
  outcome: "Handed over"
}
sequence s {
  loop rounds {
    until: false
    step acting {
      run {
        choose c from [get-gold, win-fame, march, hand-over, wait] by a as act
        if c == get-gold {
          set a.gold += 3
        }
        if c == win-fame {
          set fame += 2
        }
        if c == march {
          move first(pieces(army)) to two
        }
        if c == hand-over {
          set active = b
        }
      }
    }
  }
}
`;

describe("sudden-death checks at once", () => {
  const checked = checkFiles({ "game.rules": SPEC });

  it("checks the spec", () => {
    expect(checked.diagnostics).toEqual([]);
  });

  for (const [deed, outcome] of [
    ["get-gold", "Rich"],
    ["win-fame", "Famous"],
    ["march", "Marched"],
    ["hand-over", "Handed over"],
  ] as const) {
    it(`end the game as soon as '${deed}' changes what a condition reads, after turns that changed nothing`, async () => {
      const engine = await engineFor(checked.model, { seed: 3 });
      for (let i = 0; i < 3; i++) engine.apply("a", "wait");
      expect(engine.isOver()).toBe(false);
      engine.apply("a", deed);
      expect(engine.result()?.name).toBe(outcome);
    });
  }

  it("keep finding no winner while nothing changes", async () => {
    const engine = await engineFor(checked.model, { seed: 3 });
    for (let i = 0; i < 20; i++) engine.apply("a", "wait");
    expect(engine.isOver()).toBe(false);
    expect(engine.pending()?.id).toBe("act");
  });
});

describe("sudden-death checks share what spec functions gave in one pass", () => {
  // Both victories ask for the same wealth of the same side: the pass works it out once per side.
  const spec = `game g "G" {
  players: 2
  sides: a, b
  start: s
}
side a {
  state: { gold: int }
}
side b {
  state: { gold: int }
}
function wealth(who: side) = who.gold
function poor(who: side) = who.gold == 0
decision act "Act" {
  prompt: "What now?"
}
victory richest "Richest" {
  sudden-death: true
  checked: at-once
  when: wealth(actor) >= 3 and wealth(other(actor)) < 3
  outcome: "Richest"
}
victory both-rich "Both rich" {
  sudden-death: true
  checked: at-once
  when: wealth(actor) >= 3 and wealth(other(actor)) >= 3 and not poor(actor)
  outcome: "Both rich"
}
sequence s {
  loop rounds {
    until: false
    step acting {
      run {
        choose c from [1, 2, 3] by a as act
        set a.gold += c
        set b.gold += 1
      }
    }
  }
}
`;
  const checked = checkFiles({ "game.rules": spec });

  it("keeps, side by side, each call made more than once, and only those", async () => {
    expect(checked.diagnostics).toEqual([]);
    const code = (await engineModule(checked.model, "specs/g")).get("index.ts")!;
    const sudden = code.match(/const fresh = [\s\S]*?X\.checked = X\.rev;/)![0];
    // wealth(actor) and wealth(other(actor)) are each written twice; poor(actor) once.
    expect(sudden.match(/const R\d+: V\.Value\[\] = \[\];/g)).toHaveLength(2);
    expect(sudden).toContain("(R0[si] ??= ctx.fn[");
    expect(sudden).toMatch(/ctx\.fn\[\d+ \/\* poor \*\/\]!\(ctx, side\)/);
  });

  it("ends the game as the conditions say, calls shared or not", async () => {
    // a gains 3 a turn, b 1: a is richest after the first action.
    const first = await engineFor(checked.model, { seed: 1 });
    first.apply("a", 3);
    expect(first.result()?.name).toBe("Richest");
    expect(first.result()?.winners).toEqual(["a"]);
    // a gains 1 a turn, as b does: both are rich after the third, and a is checked first.
    const second = await engineFor(checked.model, { seed: 1 });
    for (let i = 0; i < 2; i++) second.apply("a", 1);
    expect(second.isOver()).toBe(false);
    second.apply("a", 1);
    expect(second.result()?.name).toBe("Both rich");
    expect(second.result()?.winners).toEqual(["a"]);
  });
});
