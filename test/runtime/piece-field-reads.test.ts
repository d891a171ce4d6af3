/**
 * Where a piece is a variable or a frame's slot, compiled code reads its
 * owner, location, kind and state fields from the piece's record at once
 * (`pieceFieldRead` in the generator), and calls the general reader for
 * anything that is no piece by number or whose record leaves the field
 * unset. These tests hold the compiled reads to the general readers for
 * pieces by number, the only piece of a kind (named by text), a piece whose
 * owner is the side whose holder it lies in, and values that are no piece.
 */
import { describe, expect, it } from "vitest";
import { engineModule } from "../../generator/engine-module.js";
import { positionFor } from "../helpers/compiled.js";
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
unit soldier "Soldier" {
  side: a
  state: { mood: int }
}
unit chief "Chief" {
  side: b
}
pool tokens {
  size: 4
  3 token
  1 soldier
}
pool chiefs {
  size: 1
  1 chief
}
function owner-of(p: piece) = owner(p)
function place-of(p: piece) = location(p)
function kind-of(p: piece) = p.kind
function mood-of(p: piece) = p.mood
function moods() = [t.mood for t in pieces(tokens)]
function owned-in-tokens(who: side) = count(pieces-of(who, tokens))
function owned-in-pile(who: side) = count(pieces-of(who, of(pile, b)))
function none-in-tokens(who: side) = empty(pieces-of(who, tokens))
procedure fill() {
  set soldier.mood = 3
}
sequence s {
  step only
}
`;

describe("a piece's fields read in compiled code", () => {
  const checked = checkFiles({ "game.rules": SPEC });

  it("check", () => {
    expect(checked.diagnostics).toEqual([]);
  });

  it("are read from the record at once, with the general reader beside", async () => {
    const code = (await engineModule(checked.model, "specs/g")).get("index.ts")!;
    for (const field of ["owner", "location", "kind"]) expect(code).toMatch(new RegExp(`\\?\\.${field} as V\\.Value \\| undefined\\) \\?\\? `));
    expect(code).toMatch(/\?\.state\["mood"\]/);
  });

  it("give what the general readers give: pieces by number and by name, an owner from the place, and no piece", async () => {
    const p = await positionFor(checked.model);
    const token = p.idsIn("tokens")[0]!;
    // A token lying in side b's own pile belongs to b; the soldier is a's by its kind; the chief, the only one of its kind, b's.
    p.place(token, "pile@b");
    p.call("fill", []);
    for (const [piece, owner, place, kind, mood] of [
      [token, "b", "pile@b", "token", 0],
      ["soldier", "a", "tokens", "soldier", 3],
      ["chief", "b", "chiefs", "chief", null],
    ] as const) {
      expect(p.fn("owner-of", [piece]), piece).toBe(owner);
      expect(p.fn("owner", [piece]), piece).toBe(owner);
      expect(p.fn("place-of", [piece]), piece).toBe(place);
      expect(p.fn("kind-of", [piece]), piece).toBe(kind);
      expect(p.fn("mood-of", [piece]), piece).toBe(mood);
    }
    // No piece: an area, a number, nothing.
    for (const v of ["a1", 3, null]) {
      expect(p.fn("owner-of", [v])).toBe(p.fn("owner", [v]));
      expect(p.fn("place-of", [v])).toBe(p.fn("location", [v]));
    }
    expect(p.fn("moods", [])).toEqual([0, 0, 3]);
  });

  it("count a side's pieces in a place by the owner each record names, or else by the place they lie in", async () => {
    const code = (await engineModule(checked.model, "specs/g")).get("index.ts")!;
    expect(code).toMatch(/B\.countOwned\(/);
    const p = await positionFor(checked.model);
    const [first, second] = p.idsIn("tokens");
    // Tokens have no side: one in b's own pile is b's by its place; the soldier in the pool is a's by its kind.
    p.place(first!, "pile@b");
    expect(p.fn("owned-in-tokens", ["a"])).toBe(1);
    expect(p.fn("owned-in-tokens", ["b"])).toBe(0);
    expect(p.fn("none-in-tokens", ["b"])).toBe(true);
    expect(p.fn("none-in-tokens", ["a"])).toBe(false);
    expect(p.fn("owned-in-pile", ["b"])).toBe(1);
    p.place(second!, "pile@b");
    p.place("soldier", "pile@b");
    // The soldier keeps the side its kind gives it, wherever it lies.
    expect(p.fn("owned-in-pile", ["b"])).toBe(2);
    expect(p.fn("owned-in-pile", ["a"])).toBe(1);
    expect(p.fn("owned-in-tokens", ["a"])).toBe(0);
  });
});
