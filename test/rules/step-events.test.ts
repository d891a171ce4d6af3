/**
 * The events on entering and leaving a node of a sequence (`step-start`,
 * `step-end`) bind `step` to that node's id, and a rule tells which node
 * by comparing it with the node's name. A node's name read as a value was
 * found by the spec fuzzer's slips to have no value in play at all: every
 * such rule stopped the game at the first step it saw.
 */
import { describe, expect, it } from "vitest";
import { Engine } from "../../runtime/core/machine.js";
import { compiled } from "../helpers/compiled.js";
import { checkFiles, PLAYABLE } from "../helpers/spec.js";

const SPEC = `${PLAYABLE}track starts "Starts of 'pick-one'" {
  range: 0..100
  start: 0
}
track phases-ended "Ends of 'choosing'" {
  range: 0..100
  start: 0
}
decision pick "Pick" {
  prompt: "Pick"
}
trigger counted-start {
  on: step-start
  when: step == pick-one
  run {
    set starts += 1
  }
}
trigger counted-end {
  on: step-end
  when: step == choosing and step != pick-one
  run {
    set phases-ended += 1
  }
}
sequence s {
  loop rounds {
    until: turn > 3
    phase choosing "Choosing" {
      step pick-one {
        run {
          choose n from [1, 2] by a as pick
        }
      }
    }
  }
}
`;

describe("step-start and step-end", () => {
  it("tell the node they are about by comparing 'step' with its name", async () => {
    const checked = checkFiles({ "game.rules": SPEC });
    expect(checked.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const e = Engine.create(await compiled(checked.model), { seed: 1 });
    // Waiting in the first step: entered once, its phase not yet left.
    expect(e.view("a").tracks).toMatchObject({ starts: 1, "phases-ended": 0 });
    e.apply("a", 1);
    expect(e.view("a").tracks).toMatchObject({ starts: 2, "phases-ended": 1 });
  });
});
