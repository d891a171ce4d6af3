import { describe, expect, it } from "vitest";
import { checkBody, checkFiles } from "../helpers/spec.js";

/** Three unit kinds, each keeping the state `state(i)` gives, and a rule reading `u.run` of any unit of side a. */
function units(state: (i: number) => string, more = ""): string {
  let out = "function runs() = [for u in pieces-of(a, supply) if u.run > 0]\n" + more;
  for (let i = 1; i <= 3; i++) out += `unit u${i} "U${i}" {\n  side: a\n  state: { ${state(i)} }\n}\n`;
  return out;
}

const warnings = (body: string) =>
  checkBody(body)
    .diagnostics.filter((d) => d.code === "state-field")
    .map((d) => `${d.severity} ${d.line}:${d.col} ${d.message}`);

describe("state-field", () => {
  it("warns of a kind whose state lacks a field rules read and every other kind of its keyword keeps", () => {
    // Found by the spec fuzzer's play (seed 49624): SQUARES' artillery with 'move-run' mistyped checked clean and
    // play stopped at the first artillery unit read.
    expect(warnings(units((i) => (i === 2 ? "last: int, rn: int" : "last: int, run: int")))).toEqual([
      expect.stringMatching(/^warning \d+:10 unit 'u2' keeps no 'run', which rules read and the other units that keep the same state declare \(u1, u3\)$/),
    ]);
  });

  it("compares sides with sides, not with pieces", () => {
    const game = (c: string) =>
      checkFiles({
        "game.rules": `game g "G" {\n  players: 3\n  sides: a, b, c\n}\nside a {\n  state: { gold: int, wood: int }\n}\nside b {\n  state: { gold: int, wood: int }\n}\nside c {\n  state: { ${c} }\n}\nunit u "U" {\n  side: a\n  state: { wood: int }\n}\nfunction rich(s: side) = s.gold > 3\n`,
      })
        .diagnostics.filter((d) => d.code === "state-field")
        .map((d) => `${d.line}:${d.col} ${d.message}`);
    expect(game("gol: int, wood: int")).toEqual(["12:10 side 'c' keeps no 'gold', which rules read and the other sides that keep the same state declare (a, b)"]);
    expect(game("gold: int, wood: int")).toEqual([]);
  });

  it("leaves alone a field no rule reads, one more than one kind lacks, two kinds, and a kind that keeps another state", () => {
    expect(warnings(units((i) => (i === 2 ? "last: int, rest: int" : "last: int, rest: int, turns: int")))).toEqual([]);
    expect(warnings(units((i) => (i === 1 ? "last: int, run: int" : "last: int")))).toEqual([]);
    expect(warnings(units((i) => (i === 3 ? "" : "last: int, run: int")).replace(/unit u3 "U3" \{\n  side: a\n  state: \{  \}\n\}\n/, ""))).toEqual([]);
    // A fort's siege count among units' activity: another kind of state, not a slip.
    expect(warnings(units((i) => (i === 2 ? "begun: int, done: bool" : "last: int, run: int")))).toEqual([]);
  });
});
