/**
 * A statement's value with no effect keeps what it works out twice, or
 * inside a selection though it reads only names bound before it: the board
 * stands still while the value is worked out (`statementParts`). Written
 * naturally, `[for n in neighbours(here) if n in reachable(here, 2)]` then
 * searches the map once, not once a neighbour, and gives the same list. A
 * value with an effect (a die rolled for each item) keeps nothing.
 */
import { afterEach, describe, expect, it } from "vitest";
import { MapGraph } from "../../runtime/map-graph.js";
import { positionFor } from "../helpers/compiled.js";
import { checkFiles, PLAYABLE } from "../helpers/spec.js";

const SPEC = `${PLAYABLE}unit scout
track near "Near" {
  range: 0..10
}
track rolled "Rolled" {
  range: 0..10
}
function price(to: area) = 1
map m {
  layout: areas
  movement-cost: price
  area w
  area x
  area y
  area z
  link w -- x
  link x -- y
  link y -- z
  link x -- z
}
procedure survey "Survey" (here: area) {
  let steps = [for n in neighbours(here) if n in reachable(here, 1) and n != w]
  set near = count(steps)
}
procedure dice "Dice" () {
  let high = [for n in [1, 2, 3] if roll(1d6) >= 1]
  set rolled = count(high)
}
sequence s {
  step only
}
`;

describe("a statement's value", () => {
  const checked = checkFiles({ "game.rules": SPEC });
  const cheapest = MapGraph.prototype.cheapest;
  afterEach(() => {
    MapGraph.prototype.cheapest = cheapest;
  });

  it("searches the map once for a search its selection makes at every item", async () => {
    expect(checked.diagnostics).toEqual([]);
    const p = await positionFor(checked.model);
    let searches = 0;
    MapGraph.prototype.cheapest = function (this: MapGraph<string>, ...args: Parameters<typeof cheapest>) {
      searches++;
      return cheapest.apply(this, args);
    } as typeof cheapest;
    p.call("survey", ["x"]);
    // The neighbours of x are w, y and z: two of them count, and the map (priced by a function,
    // so searched afresh each time it is asked) is searched once.
    expect(p.state.tracks["near"]).toBe(2);
    expect(searches).toBe(1);
  });

  it("rolls a die for every item when its selection rolls one", async () => {
    const p = await positionFor(checked.model, { script: { dice: [1, 2, 3, 6] } });
    p.call("dice", []);
    expect(p.state.tracks["rolled"]).toBe(3);
    // The fourth die is the next one rolled: the selection rolled three.
    expect(p.fn("roll", ["1d6"])).toBe(6);
  });
});
