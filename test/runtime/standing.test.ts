/**
 * `standing` rules (issue 33): how well placed each side is, which bots
 * read through `Engine.standing`. A side's standing is its score (the
 * `scoring` rules) plus the points of the standings that count for it
 * (`side:`, `when:`); standings never enter the scores or the outcome.
 */
import { describe, expect, it } from "vitest";
import { Engine } from "../../runtime/core/machine.js";
import { compiled } from "../helpers/compiled.js";
import { checkFiles, PLAYABLE } from "../helpers/spec.js";

const SPEC = `${PLAYABLE}track lead {
  range: 0..9
  start: 0
}
type yn {
  values: yes, no
}
scoring base "Base" {
  points: if actor == a then 1 else 2
}
standing lead-of-a "A's lead" {
  side: a
  points: 10 * value(lead)
}
standing far-ahead "Far ahead" {
  when: value(lead) > 2
  points: 100
}
victory most "Most" {
  outcome: "Most points"
}
sequence s {
  step go {
    run {
      choose c from [yes, no] by a
      if c == yes {
        set lead += 3
      }
    }
  }
}
`;

describe("standing", () => {
  it("adds the standings that count for each side to its score, and leaves scores and the outcome to the scoring rules", async () => {
    const checked = checkFiles({ "game.rules": SPEC });
    expect(checked.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const set = await compiled(checked.model);
    const e = Engine.create(set, { seed: 1 });
    expect(e.scores()).toEqual({ a: 1, b: 2 });
    expect(e.standing()).toEqual({ a: 1, b: 2 });
    e.apply("a", "yes");
    expect(e.isOver()).toBe(true);
    expect(e.scores()).toEqual({ a: 1, b: 2 });
    expect(e.standing()).toEqual({ a: 1 + 30 + 100, b: 2 + 100 });
    // The best score wins, whatever the standings say.
    expect(e.result()).toMatchObject({ winners: ["b"], scores: { a: 1, b: 2 } });
  });

  it("gives a game without standings its scores", async () => {
    const checked = checkFiles({ "game.rules": SPEC.replace(/standing [\s\S]*?\n}\n/g, "") });
    expect(checked.model.rules.map((r) => r.kind)).not.toContain("standing");
    const e = Engine.create(await compiled(checked.model), { seed: 1 });
    e.apply("a", "yes");
    expect(e.standing()).toEqual(e.scores());
  });
});
