/**
 * A table's modifiers change the key of its look-ups (a die roll) and keep
 * it within the table's rows: a roll pushed past the last row reads the last
 * row, one pushed below the first reads the first (issue 31: the compiled
 * code named the table by its number where the clamp expected its name, so
 * the key was not kept and the look-up failed).
 */
import { describe, expect, it } from "vitest";
import { positionFor } from "../helpers/compiled.js";
import { checkBody } from "../helpers/spec.js";

const SPEC = `track bonus {
  range: -9..9
  start: 0
}
table fight "Fight" {
  columns: result
  row 1..2: miss
  row 3..4: hit
  row 5..6: kill
}
modifier bonus-applies "The bonus" {
  applies-to: fight
  value: value(bonus)
}
procedure set-bonus(n: int) {
  set bonus = n
}
function read(roll: int) = lookup(fight, roll, result)
`;

describe("a table modifier keeps the key within the table's rows", () => {
  it("reads the last row past the end, the first below the start, and the modified row in between", async () => {
    const checked = checkBody(SPEC);
    expect(checked.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const p = await positionFor(checked.model);
    expect(p.fn("read", [6])).toBe("kill");
    p.call("set-bonus", [3]);
    expect(p.fn("read", [6])).toBe("kill");
    expect(p.fn("read", [1])).toBe("hit");
    p.call("set-bonus", [-4]);
    expect(p.fn("read", [2])).toBe("miss");
    expect(p.fn("read", [6])).toBe("miss");
  });
});
