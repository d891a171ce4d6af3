import { describe, expect, it } from "vitest";
import { WORK_LIMITS } from "../../dsl/checks/work-bounds.js";
import { EvaluationError, REPEAT_LIMIT } from "../../runtime/core/values.js";
import { positionFor } from "../helpers/compiled.js";
import { brief, checkBody, checkFiles, HEADER } from "../helpers/spec.js";

const bounds = (r: ReturnType<typeof checkBody>) => brief(r.diagnostics.filter((d) => d.code === "work-bounds"));

describe("work-bounds", () => {
  it("refuses counts, ranges, dice and repeats past their limits, each where it is written", () => {
    const r = checkBody(
      [
        `counter many "Many" {`,
        `  count: ${WORK_LIMITS.count + 1}`,
        `}`,
        `card numbered "Numbered" {`,
        `  numbers: 1..20000`,
        `}`,
        `function roll-lots() = roll(101d6)`,
        `function big-die() = roll(d1001)`,
        `procedure loop() {`,
        `  repeat 10001 {`,
        `    log("again")`,
        `  }`,
        `}`,
        ``,
      ].join("\n"),
    );
    expect(bounds(r)).toEqual([
      expect.stringMatching(/^8:10 10,001 is more than a count of pieces may be \(10,000\)$/),
      expect.stringMatching(/^11:12 the range 1..20000 lists 20,000 values, more than a range may \(10,000\)$/),
      expect.stringMatching(/^13:\d+ 101 dice at once is more than the 100 a roll may have$/),
      expect.stringMatching(/^14:\d+ a die of 1,001 faces is more than the 1,000 a die may have$/),
      expect.stringMatching(/^16:10 repeating 10,001 times is more than a block may run \(10,000\)$/),
    ]);
  });

  it("refuses a repeat whose count, worked out from written numbers and dice, is past the limit on every roll", () => {
    const r = checkBody(
      [
        `procedure p(n: int) {`,
        `  repeat (roll(d6) + 1) / 2 + 99999999 {`,
        `    log("again")`,
        `  }`,
        `  repeat (roll(d6) + 1) / 2 {`,
        `    log("fine")`,
        `  }`,
        `  repeat roll(2d6) * 1000 {`,
        `    log("only sometimes too many: left to play")`,
        `  }`,
        `  repeat n + 99999999 {`,
        `    log("reads a name: left to play")`,
        `  }`,
        `  repeat 20000 - roll(d6) * 2 {`,
        `    log("at least 19,988")`,
        `  }`,
        `}`,
        ``,
      ].join("\n"),
    );
    expect(bounds(r)).toEqual([
      expect.stringMatching(/^8:\d+ this count is at least 100,000,000: repeating that many times is more than a block may run \(10,000\)$/),
      expect.stringMatching(/^20:10 this count is at least 19,988: repeating that many times is more than a block may run \(10,000\)$/),
    ]);
  });

  it("accepts what real games write at the limits, and a track's range of any width (it only bounds a value)", () => {
    const r = checkBody(`counter many "Many" {\n  count: ${WORK_LIMITS.count}\n}\ntrack score "Score" {\n  range: 0..999999\n}\nfunction roll-lots() = roll(100d6)\n`);
    expect(bounds(r)).toEqual([]);
  });

  it("stops play with a reason when a repeat's count worked out in play is past the limit, rather than running it", async () => {
    // Found by the spec fuzzer (seed 65985): Warpath's `repeat (roll(d6) + 1) / 2` with a large number added ran
    // for minutes. The checker can only bound a written count; one worked out in play is bounded when it runs.
    expect(REPEAT_LIMIT).toBe(WORK_LIMITS.repeat);
    const checked = checkFiles({
      "game.rules": `game g "G" {\n  players: 2\n  sides: a, b\n  start: s\n}\nside a {\n  state: { gold: int }\n}\nside b\nprocedure go(n: int) {\n  repeat n + 1 {\n    set a.gold += 1\n  }\n}\nfunction gold-of-a() = a.gold\nsequence s {\n  step only\n}\n`,
    });
    expect(checked.diagnostics.filter((x) => x.severity === "error")).toEqual([]);
    const p = await positionFor(checked.model);
    // At the limit the block runs that many times.
    p.call("go", [REPEAT_LIMIT - 1]);
    expect(p.fn("gold-of-a", [])).toBe(REPEAT_LIMIT);
    expect(() => p.call("go", [99_999_999])).toThrow(EvaluationError);
    expect(() => p.call("go", [99_999_999])).toThrow(/'repeat' was asked to run 100,000,000 times; a block may run at most 10,000 times/);
    expect(() => p.call("go", [REPEAT_LIMIT])).toThrow(/'repeat' was asked to run 10,001 times/);
  });

  it("refuses player counts the sides cannot fill: none at all, or more players than sides a player plays", () => {
    const game = (players: string) => HEADER.replace("players: 2", `players: ${players}`);
    expect(bounds(checkFiles({ "game.rules": game("0") }))).toEqual([expect.stringMatching(/^2:12 a game is for at least 1 player, not 0$/)]);
    expect(bounds(checkFiles({ "game.rules": game("2..3") }))).toEqual([expect.stringMatching(/^2:12 3 players need 3 sides a player plays, but the game has 2$/)]);
    // A side nobody plays (an enemy the rules move) does not count.
    const solitaire = `game g "G" {\n  players: 2\n  sides: a, b\n}\nside a\nside b {\n  player: false\n}\n`;
    expect(bounds(checkFiles({ "game.rules": solitaire }))).toEqual([expect.stringMatching(/^2:12 2 players need 2 sides a player plays, but the game has 1$/)]);
    expect(bounds(checkFiles({ "game.rules": solitaire.replace("players: 2", "players: 1") }))).toEqual([]);
  });
});
