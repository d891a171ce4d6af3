/**
 * The pass that finds what a spec function keeps once worked out
 * (`generator/ir/shared.ts`), and the code written from it: alike reads
 * and calls of the parameters share one variable, worked out the first
 * time they are read, so what an `and` skips is still skipped; a function
 * with an effect (dice) keeps nothing.
 */
import { describe, expect, it } from "vitest";
import { plainCallee } from "../../generator/compile/loops.js";
import { functionUnit, scopeFor } from "../../generator/compile/procedures.js";
import { irProgram } from "../../generator/ir/program.js";
import { sharedParts } from "../../generator/ir/shared.js";
import { positionFor } from "../helpers/compiled.js";
import { baseProgram } from "../helpers/program.js";
import { checkFiles, PLAYABLE } from "../helpers/spec.js";

const checked = checkFiles({
  "game.rules": `${PLAYABLE}table size "Size" {
  row 1: 1
  row 2: 2
  row 3: 3
}
function sz(k: int) = size(k)
function guarded(k: int) = k <= 3 and sz(k) + sz(k) > 0
function both(k: int, j: int) = sz(k) + sz(j) + sz(k)
function spread(k: int) = count([for j in [1, 2, 3] if sz(k) + sz(j) > 2])
function rolled(k: int) = sz(k) + roll(1d6) + sz(k)
table traits "Traits" {
  columns: big, weight
  row 1: false, 10
  row 2: true, 20
  row 3: true, 30
}
function heavier(k: int) = [for j in [1, 2, 3] if lookup(traits, j, weight) > lookup(traits, k, weight)]
function once(k: int) = lookup(traits, k, weight) + 1
function big(k: int) = lookup(traits, k, big)
function both-big(k: int, j: int) = (big(k) and big(j)) or (big(k) and j == 1)
sequence s {
  step only
}
`,
});

describe("what a spec function keeps once worked out", () => {
  expect(checked.diagnostics).toEqual([]);
  const P = baseProgram(checked.model);
  const parts = (id: string) => {
    const fn = irProgram(P).functions.get(id)!;
    return sharedParts(fn.value, fn.params, (e) => plainCallee(e, scopeFor(P, false, "ctx.actor")) !== undefined);
  };
  const unit = (id: string) => functionUnit(P.model.functions.find((f) => f.id === id)!, P);

  it("groups alike calls of the parameters, each group one variable, and leaves a call written once alone", () => {
    const both = parts("both");
    expect(both.groups).toBe(1);
    expect(both.group.size).toBe(2);
    expect(unit("both").match(/\?\?=/g)).toHaveLength(2);
    expect(parts("sz").groups).toBe(0);
  });

  it("keeps a call inside a selection that reads only the parameters, not one that reads the selection's item", () => {
    const spread = parts("spread");
    expect(spread.groups).toBe(1);
    expect([...spread.group.keys()].every((e) => e.k === "call" && e.args[0]!.k === "name" && e.args[0]!.name === "k")).toBe(true);
  });

  it("keeps a table's cell read with a column as any call: inside a selection when it reads only the parameters, and not when it is read once", async () => {
    // Read as a name, the column was an unknown value, and a look-up with one was never kept.
    const heavier = parts("heavier");
    expect(heavier.groups).toBe(1);
    const [kept] = [...heavier.group.keys()];
    expect(kept!.k === "call" && kept!.keys?.[0] !== undefined && "value" in kept!.keys[0] && kept!.keys[0].value.k === "name" && kept!.keys[0].value.name).toBe("k");
    expect(parts("once").groups).toBe(0);
    const p = await positionFor(checked.model);
    expect(p.fn("heavier", [1])).toEqual([2, 3]);
    expect(p.fn("heavier", [3])).toEqual([]);
  });

  it("keeps a truth value a call works out, read twice, as any other value", async () => {
    expect(parts("both-big").groups).toBe(1);
    expect(unit("both-big").match(/\?\?=/g)).toHaveLength(2);
    const p = await positionFor(checked.model);
    expect(p.fn("both-big", [2, 3])).toBe(true);
    expect(p.fn("both-big", [2, 1])).toBe(true);
    expect(p.fn("both-big", [1, 2])).toBe(false);
  });

  it("keeps nothing in a function with an effect", () => {
    expect(unit("rolled")).not.toContain("??=");
  });

  it("works a kept part out only where it is read, so an `and` still guards it", async () => {
    expect(unit("guarded")).toContain("??=");
    const p = await positionFor(checked.model);
    // sz(8) has no row: read eagerly, it would fail.
    expect(p.fn("guarded", [8])).toBe(false);
    expect(p.fn("guarded", [2])).toBe(true);
    expect(p.fn("both", [1, 3])).toBe(5);
    expect(p.fn("spread", [1])).toBe(2);
  });
});
