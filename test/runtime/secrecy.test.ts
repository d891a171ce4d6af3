import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aliasesById, hiddenFrom, newSecrets, refreshAliases, secretFromSomeone, type Visibility, type VisibilityRules } from "../../runtime/core/secrecy.js";
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

  it("gives aliases to hidden pieces and takes them from seen ones, looking only at the touched pieces counted", () => {
    const rules: VisibilityRules = { pieces: {}, holders: { deck: { visibility: "none" } } };
    const piece = (id: string): PieceState => ({ id, kind: "card", location: "deck", state: {} });
    const state: GameState = { turn: 1, sides: SIDES, pieces: [piece("c1"), piece("c2"), piece("c3")], places: [["c1", "c2", "c3"], []], placeIds: ["deck", "table"], areaPlaces: 0, tracks: {}, sideState: {} };
    const secrets = newSecrets(7);
    refreshAliases(state, secrets, rules);
    const byId = () => Object.fromEntries(aliasesById(state, secrets));
    const first = byId();
    expect(Object.keys(first).sort()).toEqual(["c1", "c2", "c3"]);
    expect(new Set(Object.values(first)).size).toBe(3);
    for (const alias of Object.values(first)) expect(alias).toMatch(/^hidden-[0-9a-z]+$/);
    // Two cards turned face up; the list names both (by their places in the state's list), but only the first is this action's.
    state.pieces[0]!.location = "table";
    state.pieces[1]!.location = "table";
    refreshAliases(state, secrets, rules, [0, 1], 1);
    expect(byId()).toEqual({ c2: first["c2"], c3: first["c3"] });
    refreshAliases(state, secrets, rules, [1, 0], 2);
    expect(byId()).toEqual({ c3: first["c3"] });
    // Hidden again: a new alias, none shared with another piece.
    state.pieces[0]!.location = "deck";
    refreshAliases(state, secrets, rules, [0], 1);
    expect(Object.keys(byId()).sort()).toEqual(["c1", "c3"]);
    expect(byId()["c1"]).not.toBe(byId()["c3"]);
    // The same seed draws the same aliases.
    const again = newSecrets(7);
    const fresh: GameState = { ...state, pieces: [piece("c1"), piece("c2"), piece("c3")] };
    refreshAliases(fresh, again, rules);
    expect(Object.fromEntries(aliasesById(fresh, again))).toEqual(first);
  });
});
