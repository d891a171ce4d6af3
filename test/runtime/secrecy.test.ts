import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hiddenFrom, secretFromSomeone, type Visibility, type VisibilityRules } from "../../runtime/core/secrecy.js";
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
});
