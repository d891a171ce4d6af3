/**
 * Selections that filter or map compile to loops rather than to `filter`
 * and `map` with a closure, in functions and in statements. The loops must
 * give what the array methods give, in the same order: every item is
 * tested before any is mapped (so dice are rolled in the same order), and a
 * statement's values are worked out in the order they are written even when
 * a later one needs a loop.
 */
import { describe, expect, it } from "vitest";
import { engineModule } from "../../generator/engine-module.js";
import { positionFor } from "../helpers/compiled.js";
import { checkFiles } from "../helpers/spec.js";

const SPEC = `game g "G" {
  players: 2
  sides: a, b
  start: s
}
side a {
  state: { gold: int, kept: int }
}
side b
unit soldier "Soldier" {
  strength: 1
}
unit scout "Scout" {
  strength: 1
}
pool army "Army" {
  owner: a
  size: 4
  2 soldier
  2 scout
}
map m "M" {
  layout: areas
  size: 2
  area one "One"
  area two "Two"
  link one -- two
}
function big(xs: list) = [for x in xs if x > 2]
function doubled(xs: list) = [x * 2 for x in xs]
function big-doubled(xs: list) = [x * 2 for x in xs if x > 2]
function nested(xs: list) = [x + 100 for x in [for y in xs if y > 1] if x < 4]
function kept-rolls() = [x * 10 + roll(1d6) for x in [1, 2, 3] if roll(1d6) >= 4]
function total(xs: list) = sum([x * 2 for x in xs if x > 1])
function first-then-sum() = roll(1d6) * 100 + sum([roll(1d6) for x in [1, 2]])
function empty-areas() = [for a in m if empty(pieces(a))]
procedure earn(first: int, rest: list) {
  set a.gold += first * 10 + count(rest)
}
procedure in-order() {
  earn(roll(1d6), [for x in [1, 2] if roll(1d6) > 3])
}
procedure muster() {
  let picked = [p for p in pieces(army) if p.kind == soldier]
  set a.kept += count(picked)
  move [for p in pieces(army) if p.kind == scout] to one
}
sequence s {
  step only
}
`;

describe("selections as loops", () => {
  const checked = checkFiles({ "game.rules": SPEC });

  it("check", () => {
    expect(checked.diagnostics).toEqual([]);
  });

  it("filter, map, and filter then map, as the array methods would, nested too", async () => {
    const p = await positionFor(checked.model);
    expect(p.fn("big", [[1, 3, 2, 5]])).toEqual([3, 5]);
    expect(p.fn("doubled", [[1, 3]])).toEqual([2, 6]);
    expect(p.fn("big-doubled", [[1, 3, 2, 5]])).toEqual([6, 10]);
    expect(p.fn("nested", [[1, 2, 3, 4, 5]])).toEqual([102, 103]);
    expect(p.fn("big", [[]])).toEqual([]);
    // As the argument of a built-in.
    expect(p.fn("total", [[1, 2, 3]])).toBe(10);
  });

  it("work out a call's arguments in the order written when one is a selection", async () => {
    // The first roll is the hundreds; the selection's two rolls are summed after it.
    const p = await positionFor(checked.model, { script: { dice: [3, 1, 2] } });
    expect(p.fn("first-then-sum", [])).toBe(303);
  });

  it("test every item before mapping any: the dice fall in the same order", async () => {
    // Tests roll 5, 1, 6 (the first and third kept), then the map rolls 2 and 3.
    const p = await positionFor(checked.model, { script: { dice: [5, 1, 6, 2, 3] } });
    expect(p.fn("kept-rolls", [])).toEqual([12, 33]);
  });

  it("work out a statement's values in the order written, when a later one needs a loop", async () => {
    // The first argument rolls 6; then the selection rolls 1 (dropped) and 5 (kept).
    const p = await positionFor(checked.model, { script: { dice: [6, 1, 5] } });
    p.call("in-order", []);
    expect(p.state.sideState["a"]!["gold"]).toBe(61);
  });

  it("run in statements: a local bound to a selection, and a move of one", async () => {
    const p = await positionFor(checked.model);
    p.call("muster", []);
    expect(p.state.sideState["a"]!["kept"]).toBe(2);
    expect(p.idsIn("one").map((id) => p.piece(id).kind)).toEqual(["scout", "scout"]);
    expect(p.idsIn("army").map((id) => p.piece(id).kind)).toEqual(["soldier", "soldier"]);
  });

  it("go through a map's areas from a list the module keeps, not from the map's name read at every pass", async () => {
    const p = await positionFor(checked.model);
    expect(p.fn("empty-areas", [])).toEqual(["one", "two"]);
    p.call("muster", []);
    expect(p.fn("empty-areas", [])).toEqual(["two"]);
    const code = (await engineModule(checked.model, "specs/g")).get("index.ts")!;
    expect(code).not.toMatch(/readList\(ctx, "m"/);
  });

  it("make no closure for a selection", async () => {
    const code = (await engineModule(checked.model, "specs/g")).get("index.ts")!;
    expect(code).toMatch(/for \(let \w+ = 0;/);
    expect(code).not.toMatch(/\.(filter|map)\(/);
  });
});
