import { describe, expect, it } from "vitest";
import { positionFor } from "../helpers/compiled.js";
import { checkFiles } from "../helpers/spec.js";

/** A small game whose functions exercise the forms the compiler writes specially. */
const SPEC = `game g "G" {
  players: 2
  sides: a, b
  start: s
}
side a {
  state: { gold: int }
}
side b
unit soldier "Soldier" {
  strength: 1
}
type ground {
  values: clear, forest
}
pool army "Army" {
  owner: a
  size: 3
  3 soldier
}
map m "M" {
  layout: areas
  size: 2
  terrain-type: ground
  area one "One" {
    terrain: forest
  }
  area two "Two" {
    terrain: clear
  }
  link one -- two
}
function rolled-any() = not empty([for x in [1, 2, 3] if roll(1d6) >= 1])
function then-roll() = roll(1d6)
function first-high() = first([for x in [1, 5, 7, 9] if x > 4])
function how-many-high() = count([for x in [1, 5, 7, 9] if x > 4])
function none-high() = empty([for x in [1, 2] if x > 4])
function terrain-of(place: area) = place.terrain
function kind-of(p: piece) = p.kind
function gold() = a.gold
procedure earn() {
  set a.gold += 3
}
sequence s {
  step only
}
`;

describe("compiled expressions", () => {
  it("fuse empty, count and first of a selection into one loop with the same results", async () => {
    const checked = checkFiles({ "game.rules": SPEC });
    expect(checked.diagnostics).toEqual([]);
    const p = await positionFor(checked.model);
    expect(p.fn("first-high", [])).toBe(5);
    expect(p.fn("how-many-high", [])).toBe(3);
    expect(p.fn("none-high", [])).toBe(true);
  });

  it("do not stop a selection early when it rolls dice: every item's die is rolled", async () => {
    const checked = checkFiles({ "game.rules": SPEC });
    const p = await positionFor(checked.model, { script: { dice: [1, 2, 3, 6] } });
    expect(p.fn("rolled-any", [])).toBe(true);
    // The fourth die is the next one rolled: the selection rolled three, not one.
    expect(p.fn("then-roll", [])).toBe(6);
  });

  it("read a property no rule changes from the declaration, and a changing field from the state", async () => {
    const checked = checkFiles({ "game.rules": SPEC });
    const p = await positionFor(checked.model);
    const soldier = p.state.holders["army"]![0]!;
    expect(p.fn("terrain-of", ["one"])).toBe("forest");
    expect(p.fn("terrain-of", ["two"])).toBe("clear");
    expect(p.fn("kind-of", [soldier])).toBe("soldier");
    expect(p.fn("gold", [])).toBe(0);
    p.call("earn", []);
    expect(p.fn("gold", [])).toBe(3);
  });
});
