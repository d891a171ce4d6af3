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
    // The table lacks a row for 'four' on purpose (a look-up that has no row fails): the checker warns where it may be
    // read with one, and not where a condition rules it out first (`m != four and ...`, `m == four or ...`).
    expect(checked.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(checked.diagnostics.map((d) => `${d.line} ${d.message}`)).toEqual(
      [18, 20, 20, 21].map((line) => `${line} table 'size' has no row for measure value 'four', and this row key is worked out in play`),
    );
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

describe("a count compared with a whole number", () => {
  // Every comparison, either way round, with numbers below, at and above what a count can reach:
  // the loop that stops once the answer is settled must answer as the whole count would.
  const OPS = ["==", "!=", "<", "<=", ">", ">="] as const;
  const NUMBERS = [0, 1, 2, 3, 5];
  const fns: { id: string; answer: (c: number) => boolean }[] = [];
  const compare = (a: number, op: string, b: number) => ({ "==": a === b, "!=": a !== b, "<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b })[op]!;
  let text = "";
  OPS.forEach((op, o) =>
    NUMBERS.forEach((n) => {
      fns.push({ id: `left-${o}-${n}`, answer: (c) => compare(c, op, n) }, { id: `right-${o}-${n}`, answer: (c) => compare(n, op, c) });
      text += `function left-${o}-${n}(xs: list<int>) = count([for x in xs if x == 1]) ${op} ${n}\n`;
      text += `function right-${o}-${n}(xs: list<int>) = ${n} ${op} count([for x in xs if x == 1])\n`;
    }),
  );
  const checked = checkFiles({ "game.rules": `${PLAYABLE}${text}sequence s {\n  step only\n}\n` });

  it("answers as the whole count would, however the items fall", async () => {
    expect(checked.diagnostics).toEqual([]);
    const p = await positionFor(checked.model);
    // Every list of up to five noughts and ones.
    for (let length = 0; length <= 5; length++) {
      for (let bits = 0; bits < 1 << length; bits++) {
        const xs = Array.from({ length }, (_, i) => (bits >> i) & 1);
        const c = xs.filter((x) => x === 1).length;
        for (const f of fns) expect(p.fn(f.id, [xs]), `${f.id}(${JSON.stringify(xs)})`).toBe(f.answer(c));
      }
    }
  });

  it("stops looking once the answer is settled", async () => {
    // The third item has no row: read only if the first two leave the answer open.
    const spec = `${PLAYABLE}table size "Size" {
  row 1: 1
  row 2: 2
}
function two-big(xs: list<int>) = count([for x in xs if size(x) >= 1]) >= 2
function three-big(xs: list<int>) = count([for x in xs if size(x) >= 1]) == 3
function none-big(xs: list<int>) = 0 == count([for x in xs if size(x) >= 1])
sequence s {
  step only
}
`;
    const c = checkFiles({ "game.rules": spec });
    expect(c.diagnostics).toEqual([]);
    const p = await positionFor(c.model);
    expect(p.fn("two-big", [[1, 2, 9]])).toBe(true);
    expect(p.fn("none-big", [[1, 9]])).toBe(false);
    expect(() => p.fn("none-big", [[9, 1]])).toThrow(/no row for 9/);
    expect(() => p.fn("three-big", [[1, 2, 9]])).toThrow(/no row for 9/);
  });
});
