import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aliasedPiece, aliasesById, aliasOf, hiddenFrom, newSecrets, renewAlias, scramble, secretFromSomeone, unscramble, type Visibility, type VisibilityRules } from "../../runtime/core/secrecy.js";
import type { GameState } from "../../runtime/core/state.js";
import type { PieceState } from "../../runtime/pieces.js";

const SIDES = ["red", "blue", "green"];
const visibility = fc.constantFrom<Visibility | undefined>("all", "owner", "none", undefined);

describe("who a piece is secret from", () => {
  it("is secret from someone exactly when hidden from some side or from an onlooker", () => {
    fc.assert(
      fc.property(visibility, visibility, fc.option(fc.constantFrom(...SIDES), { nil: undefined }), fc.option(fc.constantFrom(...SIDES), { nil: undefined }), fc.boolean(), (kindVis, holderVis, owner, holderOwner, revealed) => {
        const rules: VisibilityRules = { pieces: {}, holders: {} };
        if (kindVis) rules.pieces["card"] = kindVis;
        if (holderVis) rules.holders["hand"] = holderOwner ? { visibility: holderVis, owner: holderOwner } : { visibility: holderVis };
        const p: PieceState = { id: "card#1", kind: "card", location: "hand", state: {} };
        if (owner) p.owner = owner;
        if (revealed) p.revealed = true;
        const bySides = [...SIDES, ""].some((s) => hiddenFrom(p, s, rules));
        expect(secretFromSomeone(p, rules)).toBe(bySides);
      }),
      { numRuns: 500 },
    );
  });

  it("shows hidden pieces under aliases that change once a piece is seen, and only then", () => {
    const rules: VisibilityRules = { pieces: {}, holders: { deck: { visibility: "none" } } };
    const piece = (id: string): PieceState => ({ id, kind: "card", location: "deck", state: {} });
    const state: GameState = { turn: 1, sides: SIDES, pieces: [piece("c1"), piece("c2"), piece("c3")], places: [["c1", "c2", "c3"], []], placeIds: ["deck", "table"], areaPlaces: 0, tracks: {}, sideState: {} };
    const secrets = newSecrets(7, 3);
    const byId = () => Object.fromEntries(aliasesById(state, secrets, rules));
    const first = byId();
    expect(Object.keys(first).sort()).toEqual(["c1", "c2", "c3"]);
    expect(new Set(Object.values(first)).size).toBe(3);
    for (const alias of Object.values(first)) expect(alias).toMatch(/^hidden-[0-9a-z]+$/);
    // Turned face up: seen by all, so no alias; the other cards keep theirs.
    state.pieces[0]!.location = "table";
    renewAlias(secrets, 0);
    expect(byId()).toEqual({ c2: first["c2"], c3: first["c3"] });
    // Hidden again: an alias never shown before, shared with no other piece.
    state.pieces[0]!.location = "deck";
    const again = byId();
    expect(Object.keys(again).sort()).toEqual(["c1", "c2", "c3"]);
    expect(Object.values(first)).not.toContain(again["c1"]);
    expect(new Set(Object.values(again)).size).toBe(3);
    // The same seed gives the same aliases; another seed, others.
    expect(Object.fromEntries(aliasesById({ ...state, pieces: [piece("c1"), piece("c2"), piece("c3")] }, newSecrets(7, 3), rules))).toEqual(first);
    expect(Object.values(Object.fromEntries(aliasesById(state, newSecrets(8, 3), rules)))).not.toEqual(Object.values(again));
  });

  it("reads an alias back into the piece it stands for now, and no other", () => {
    const secrets = newSecrets(11, 40);
    for (let i = 0; i < 40; i++) expect(aliasedPiece(secrets, aliasOf(secrets, i))).toBe(i);
    const before = aliasOf(secrets, 5);
    renewAlias(secrets, 5);
    // The old alias names nothing any more, the new one piece 5.
    expect(aliasedPiece(secrets, before)).toBeUndefined();
    expect(aliasedPiece(secrets, aliasOf(secrets, 5))).toBe(5);
    for (const text of ["hidden-", "hidden-!", "card#5", "hidden-zzzzzzzzzzzz", "hidden-zzzzzzzzzz"]) expect(aliasedPiece(secrets, text)).toBeUndefined();
    // Numbers exchanged between two pieces (hidden identities resampled): each alias follows its number.
    const a = aliasOf(secrets, 7);
    const b = aliasOf(secrets, 9);
    [secrets.marks[7], secrets.marks[9]] = [secrets.marks[9]!, secrets.marks[7]!];
    expect(aliasedPiece(secrets, a)).toBe(9);
    expect(aliasedPiece(secrets, b)).toBe(7);
  });
});

describe("the permutation aliases are made with", () => {
  const key = fc.array(fc.integer({ min: 0, max: 0xffffff }), { minLength: 4, maxLength: 4 });
  const number = fc.integer({ min: 0, max: 2 ** 48 - 1 });
  it("is undone by its inverse, and stays below 2^48", () => {
    fc.assert(
      fc.property(key, number, (k, x) => {
        const y = scramble(k, x);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThan(2 ** 48);
        expect(unscramble(k, y)).toBe(x);
      }),
      { numRuns: 2000 },
    );
  });

  it("gives distinct numbers distinct results, and neighbouring numbers unrelated ones", () => {
    fc.assert(
      fc.property(key, fc.integer({ min: 0, max: 2 ** 40 }), (k, x) => {
        const ys = Array.from({ length: 64 }, (_, i) => scramble(k, x + i));
        expect(new Set(ys).size).toBe(64);
        // Sorting the results must not give back the order of the numbers (a leak found before: aliases in id order).
        const sorted = [...ys].sort((a, b) => a - b);
        expect(sorted).not.toEqual(ys);
      }),
      { numRuns: 300 },
    );
  });
});
