/**
 * A trigger `on: decision` sees every decision a player takes, with what was
 * decided (`decision`), by whom (`player`) and the option taken (`choice`),
 * before play goes on; a program without such a trigger makes nothing for it.
 */
import { describe, expect, it } from "vitest";
import { Engine } from "../../runtime/core/machine.js";
import { compiled } from "../helpers/compiled.js";
import { checkFiles, PLAYABLE } from "../helpers/spec.js";

const SPEC = `${PLAYABLE}
track taken "Taken" {
  range: 0..100
  start: 0
}
track twos-by-b "Twos by b" {
  range: 0..100
  start: 0
}
decision pick "Pick" {
  prompt: "Pick"
}
procedure go "Go" (who: side) {
  choose n from [1, 2] by who as pick
}
trigger noted "Noted" {
  on: decision
  run {
    set taken += 1
    if decision == pick and choice == 2 and player == b {
      set twos-by-b += 1
    }
  }
}
sequence s {
  loop turns {
    until: value(taken) >= 6
    phase p "P" {
      each-side: true
      step one {
        run {
          go(active)
        }
      }
    }
  }
}
victory v "V" {
  winner: a
  outcome: "done"
}
`;

describe("a trigger on decisions", () => {
  it("sees each decision taken, by whom and what was chosen, before play goes on", async () => {
    const checked = checkFiles({ "game.rules": SPEC });
    expect(checked.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const e = Engine.create(await compiled(checked.model), { seed: 5 });
    const choices = [1, 2, 2, 2, 1, 2];
    let expectedTwos = 0;
    for (const [i, choice] of choices.entries()) {
      const d = e.pending()!;
      if (choice === 2 && d.player === "b") expectedTwos++;
      e.apply(d.player, choice);
      expect(e.state.tracks["taken"], `after decision ${i + 1}`).toBe(i + 1);
      expect(e.state.tracks["twos-by-b"]).toBe(expectedTwos);
    }
    expect(expectedTwos).toBeGreaterThan(0);
    expect(e.isOver()).toBe(true);
  });
});
