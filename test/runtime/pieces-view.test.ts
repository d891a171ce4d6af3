import { describe, expect, it } from "vitest";
import { flip, reduce, restore, type PieceState } from "../../runtime/pieces.js";
import { viewFor } from "../../runtime/view.js";

const block: PieceState = { id: "geronimo", kind: "leader", owner: "apache", location: "a-020", strength: 2, maxStrength: 4, state: {} };

describe("pieces", () => {
  it("loses and regains steps within its strength", () => {
    expect(reduce(block, 5).strength).toBe(0);
    expect(restore({ ...block, strength: 3 }, 5).strength).toBe(4);
    expect(() => reduce({ ...block, strength: undefined } as PieceState)).toThrow("'geronimo' has no strength steps to lose");
  });

  it("turns over between its two faces", () => {
    const fort: PieceState = { id: "f1", kind: "fort", location: "x", faces: ["finished", "building"], face: "building", state: {} };
    expect(flip(fort).face).toBe("finished");
    expect(flip(flip(fort)).face).toBe("building");
  });
});

describe("per-player views", () => {
  const state = {
    turn: 1,
    pieces: {
      geronimo: block,
      "troop-a": { id: "troop-a", kind: "troop", owner: "army", location: "a-020", state: {} },
      "card-1": { id: "card-1", kind: "booty", location: "deck", state: {} },
    } as Record<string, PieceState>,
    holders: { deck: ["card-1"], "a-020": ["geronimo", "troop-a"] },
  };
  const rules = { pieces: { leader: "owner" as const, troop: "owner" as const }, holders: { deck: { visibility: "none" as const } } };

  it("hides the other side's blocks but not one's own", () => {
    const apache = viewFor(state, "apache", rules);
    expect(apache.pieces["geronimo"]).toEqual(block);
    expect(JSON.stringify(apache)).not.toContain("troop-a");
    expect(apache.holders["a-020"]).toEqual(["geronimo", "hidden-2"]);
    const army = viewFor(state, "army", rules);
    expect(JSON.stringify(army)).not.toContain("geronimo");
    expect(army.pieces["troop-a"]!.kind).toBe("troop");
  });

  it("hides face-down cards from everybody, keeping only how many there are", () => {
    for (const player of ["apache", "army"]) {
      const v = viewFor(state, player, rules);
      expect(JSON.stringify(v)).not.toContain("booty");
      expect(v.holders["deck"]).toHaveLength(1);
    }
  });
});
