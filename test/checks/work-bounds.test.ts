import { describe, expect, it } from "vitest";
import { WORK_LIMITS } from "../../dsl/checks/work-bounds.js";
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

  it("accepts what real games write at the limits, and a track's range of any width (it only bounds a value)", () => {
    const r = checkBody(`counter many "Many" {\n  count: ${WORK_LIMITS.count}\n}\ntrack score "Score" {\n  range: 0..999999\n}\nfunction roll-lots() = roll(100d6)\n`);
    expect(bounds(r)).toEqual([]);
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
