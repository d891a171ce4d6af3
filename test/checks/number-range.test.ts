import { describe, expect, it } from "vitest";
import { FIRST_PIECE_NUMBER } from "../../dsl/checks/number-range.js";
import { PIECE_BASE } from "../../runtime/core/state.js";
import { EvaluationError } from "../../runtime/core/values.js";
import { Engine } from "../../runtime/core/machine.js";
import { compiled, positionFor } from "../helpers/compiled.js";
import { BODY_LINE, brief, checkBody, checkFiles } from "../helpers/spec.js";

describe("number-range", () => {
  it("stops where engines start numbering pieces", () => {
    expect(FIRST_PIECE_NUMBER).toBe(PIECE_BASE);
  });

  it("refuses a number of a billion or more, positive or negative, in an expression or a table", () => {
    const r = checkBody(
      [
        "function big() = 1000000000 + 1",
        "function low() = -1000000000",
        "function fine() = 999999999",
        "table t {",
        "  columns: v",
        "  row 1: 2000000000",
        "}",
        "",
      ].join("\n"),
    );
    // 999999999 is let through (a warning says arithmetic on it soon passes the limit: see below).
    const d = r.diagnostics.filter((x) => x.code === "number-range" && x.severity === "error");
    expect(brief(d)).toEqual([
      expect.stringMatching(new RegExp(`^${BODY_LINE}:\\d+ 1000000000 is too large: numbers from 1,000,000,000 up name pieces`)),
      // A negative number is the number with a minus before it: the number is what is reported.
      expect.stringMatching(new RegExp(`^${BODY_LINE + 1}:\\d+ 1000000000 is too large`)),
      expect.stringMatching(new RegExp(`^${BODY_LINE + 5}:\\d+ 2000000000 is too large`)),
    ]);
    expect(d.every((x) => x.severity === "error")).toBe(true);
  });

  it("warns of a number of 100,000,000 or more, where arithmetic soon passes the limit and play stops far away", () => {
    // Found by the spec fuzzer's play: 999999999 written for a raid's strength, a movement cost or a run of turns
    // checked clean, and play stopped at the first sum with it, far from where it was written.
    const r = checkBody("function near() = 999999999 + 1\nfunction fine() = 99999999\ntable t {\n  columns: v\n  row 1: -100000000\n}\n");
    const d = r.diagnostics.filter((x) => x.code === "number-range");
    expect(d.map((x) => `${x.severity} ${x.line}:${x.col} ${x.message}`)).toEqual([
      expect.stringMatching(new RegExp(`^warning ${BODY_LINE}:\\d+ 999999999 is within a tenth of the largest count \\(999,999,999\\): a sum or product with it soon passes that and stops play`)),
      expect.stringMatching(new RegExp(`^warning ${BODY_LINE + 4}:\\d+ -100000000 is within a tenth`)),
    ]);
  });

  it("stops play with a named error when a count reaches it, rather than reading a piece there", async () => {
    const checked = checkFiles({
      "game.rules": `game g "G" {\n  players: 2\n  sides: a, b\n  start: s\n}\nside a {\n  state: { gold: int }\n}\nside b\nprocedure go() {\n  set a.gold += 999999999\n  set a.gold += 1\n}\nfunction sum-up() = 999999999 + 1\nsequence s {\n  step only\n}\n`,
    });
    expect(checked.diagnostics.filter((x) => x.severity === "error")).toEqual([]);
    const p = await positionFor(checked.model);
    expect(() => p.call("go", [])).toThrow(EvaluationError);
    expect(() => p.call("go", [])).toThrow(/numbers from 1,000,000,000 up name pieces/);
    expect(() => p.fn("sum-up", [])).toThrow(/'\+' gives 1,000,000,000: numbers from 1,000,000,000 up name pieces and places, so a count must stay below that/);
  });

  it("gives the number a count reached in play, written out, not the piece that number would name", async () => {
    // One counter for each of two sides: pieces are numbered from 1,000,000,000, and 1,000,000,001 is the second.
    // An engine's errors name pieces and places by id where its numbers stand for them: a bare sum that large read as "chit#2".
    const checked = checkFiles({
      "game.rules": `game g "G" {\n  players: 2\n  sides: a, b\n  start: s\n}\nside a\nside b\ncounter chit {\n  side: a\n}\npool chits {\n  size: 2\n  2 chit\n}\ntrack total "Total" {\n  range: 0..999999999\n  start: 0\n}\ndecision pick "Pick" {\n  prompt: "Pick"\n}\nsequence s {\n  step one {\n    run {\n      choose n from [1, 2] by a as pick\n      set total = 999999999 + n\n    }\n  }\n}\nvictory v "V" {\n  winner: a\n  outcome: "done"\n}\n`,
    });
    expect(checked.diagnostics.filter((x) => x.severity === "error")).toEqual([]);
    const e = Engine.create(await compiled(checked.model), { seed: 1 });
    expect(() => e.apply("a", 2)).toThrow(/'\+' gives 1,000,000,001: numbers from 1,000,000,000 up name pieces and places, so a count must stay below that \(at .*game\.rules:\d+:\d+/);
  });

  it("leaves infinity alone: the distance to a place out of reach compares and adds as before", async () => {
    const checked = checkFiles({
      "game.rules": `game g "G" {\n  players: 2\n  sides: a, b\n  start: s\n}\nside a\nside b\nmap m {\n  layout: areas\n  area x\n  area y\n  area island\n  link x -- y\n}\nfunction far() = distance(x, island) > 3\nfunction farther() = distance(x, island) + 1 > distance(x, y)\nsequence s {\n  step only\n}\n`,
    });
    expect(checked.diagnostics.filter((x) => x.severity === "error")).toEqual([]);
    const p = await positionFor(checked.model);
    expect(p.fn("far", [])).toBe(true);
    expect(p.fn("farther", [])).toBe(true);
  });
});
