/**
 * Functions whose value reduces a selection (`empty`, `count`, `first`)
 * compile to loops rather than to array methods with a closure per item.
 * The loops must give the values and errors the expressions give: `and`,
 * `or` and `if` work out the side that needs a loop only when they read it
 * (here a look-up that has no row would fail), and nested selections nest.
 */
import { describe, expect, it } from "vitest";
import { positionFor } from "../helpers/compiled.js";
import { checkFiles, PLAYABLE } from "../helpers/spec.js";

const SPEC = `${PLAYABLE}type measure {
  values: one, two, three, four
}
table size "Size" {
  row one: 1
  row two: 2
  row three: 3
}
function guarded(m: measure) = m != four and count([for x in [1, 2, 3] if x <= size(m)]) >= 2
function either(m: measure) = m == four or not empty([for x in [1, 2] if x == size(m)])
function pick(m: measure, big: bool) = if big then first([for x in [5, 6, 7] if x > 5]) else count([for x in [1, 2, 3] if x < size(m)])
function pairs() = count([for x in [1, 2, 3] if count([for y in [1, 2, 3] if y < x]) >= 1])
function both-sides(m: measure) = count([for x in [1, 2, 3] if x >= size(m)]) + count([for x in [1, 2, 3] if x < size(m)])
function none-over(m: measure) = empty([for x in [1, 2, 3] if x > size(m)])
function first-none() = first([for x in [1, 2] if x > 5])
sequence s {
  step only
}
`;

describe("functions reducing selections", () => {
  const checked = checkFiles({ "game.rules": SPEC });

  it("check", () => {
    expect(checked.diagnostics).toEqual([]);
  });

  it("compile to loops", async () => {
    const p = await positionFor(checked.model);
    // The code itself: a loop, and no closure handed to an array method.
    const internals = p as unknown as { program: { units: { f: unknown[] } }; index: { symbolNumber(kind: string, id: string): number | undefined } };
    const code = String(internals.program.units.f[internals.index.symbolNumber("function", "pairs")!]);
    expect(code).toMatch(/for \(let/);
    expect(code).not.toMatch(/\.(some|filter|find)\(/);
  });

  it("read the right side of 'and' and 'or' only when it decides", async () => {
    const p = await positionFor(checked.model);
    expect(["one", "two", "three", "four"].map((m) => p.fn("guarded", [m]))).toEqual([false, true, true, false]);
    expect(["one", "two", "three", "four"].map((m) => p.fn("either", [m]))).toEqual([true, true, false, true]);
  });

  it("work out only the branch of 'if' taken", async () => {
    const p = await positionFor(checked.model);
    expect(p.fn("pick", ["one", true])).toBe(6);
    expect(p.fn("pick", ["three", false])).toBe(2);
    // Only the branch not taken would look up a row that is not there.
    expect(p.fn("pick", ["four", true])).toBe(6);
    expect(() => p.fn("pick", ["four", false])).toThrow(/no row for "four"/);
  });

  it("nest, count both sides of an operator, and stop where the expression would", async () => {
    const p = await positionFor(checked.model);
    expect(p.fn("pairs", [])).toBe(2);
    expect(p.fn("both-sides", ["two"])).toBe(3);
    expect(() => p.fn("both-sides", ["four"])).toThrow(/no row for "four"/);
    expect(p.fn("none-over", ["three"])).toBe(true);
    expect(p.fn("none-over", ["one"])).toBe(false);
    expect(p.fn("first-none", [])).toBeNull();
  });
});
