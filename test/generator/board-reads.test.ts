/**
 * What an expression reads of the state (`boardReads`): nothing, only what
 * holders hold, or anything. The sudden-death checks skip a condition that
 * reads only holders while no holder changed, so `held` must never be said
 * of an expression that reads anything else.
 */
import { describe, expect, it } from "vitest";
import { bodyOf } from "../../generator/compile/expressions.js";
import { boardReads } from "../../generator/compile/reads.js";
import { baseProgram } from "../helpers/program.js";
import { checkFiles, PLAYABLE } from "../helpers/spec.js";

const SPEC = `${PLAYABLE}map grid "Grid" {
  layout: areas
  area a1 "One"
  area a2 "Two"
  link a1 -- a2
}
box pile "Pile" {
  each-player: true
  visibility: all
}
unit token "Token" {
  state: { mood: int }
}
pool tokens {
  size: 3
  3 token
}
table worth "Worth" {
  columns: low, high
  row token: 1, 2
}
track tally "Tally" {
  range: 0..10
  start: 0
}
function held-count(who: side) = count(pieces(of(pile, who)))
function held-kinds(who: side) = count([for u in pieces(of(pile, who)) if u.kind == token])
function held-weights(who: side) = sum([2 * lookup(worth, u.kind, high) for u in pieces(of(pile, who))])
function through(who: side) = held-count(other(who)) >= 2 and not empty(pieces(of(pile, who)))
function arithmetic() = count([1, 2]) + max(1, 2) + players
function an-area() = count(pieces(a1))
function a-location(who: side) = [for u in pieces(of(pile, who)) if location(u) == a1]
function a-changing-field(who: side) = [for u in pieces(of(pile, who)) if u.mood > 0]
function the-turn() = turn
function a-track() = value(tally)
function modified(who: side) = count(pieces(of(pile, who)))
modifier crowd "Crowd" {
  applies-to: modified
  when: turn > 1
  value: 1
}
function calls-modified(who: side) = modified(who) > 0
function recursive(n: int) = if n <= 0 then count(pieces(of(pile, a))) else recursive(n - 1)
procedure cheer(u: piece) {
  set u.mood = 1
}
sequence s {
  step only
}
`;

describe("what an expression reads of the state", () => {
  const checked = checkFiles({ "game.rules": SPEC });
  const P = baseProgram(checked.model);
  const reads = (id: string) => boardReads(bodyOf(P.model.functions.find((f) => f.id === id)!, P), P);

  it("checks the spec", () => {
    expect(checked.diagnostics).toEqual([]);
  });

  it("is `held` for what holders hold, read through fixed properties, tables, sums and other functions", () => {
    for (const id of ["held-count", "held-kinds", "held-weights", "through", "recursive"]) expect([id, reads(id)]).toEqual([id, "held"]);
  });

  it("is `none` for values that never change", () => {
    expect(reads("arithmetic")).toBe("none");
  });

  it("is `all` for an area's pieces, a piece's location, a field a rule sets, the turn, a track and a function a modifier changes", () => {
    for (const id of ["an-area", "a-location", "a-changing-field", "the-turn", "a-track", "calls-modified"]) expect([id, reads(id)]).toEqual([id, "all"]);
  });
});
