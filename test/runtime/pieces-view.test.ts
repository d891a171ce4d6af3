import { describe, expect, it } from "vitest";
import { flip, reduce, restore, type PieceState } from "../../runtime/pieces.js";
import type { DataIndex } from "../../runtime/core/data.js";
import { aliasesById, newSecrets, seedKey } from "../../runtime/core/secrecy.js";
import type { GameState } from "../../runtime/core/state.js";
import { boardView, type ViewMemo } from "../../runtime/core/view.js";
import { pieceNamed } from "../../runtime/core/board.js";

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
  const state: GameState = {
    turn: 1,
    sides: ["apache", "army"],
    pieces: [block, { id: "troop-a", kind: "troop", owner: "army", location: "a-020", state: {} }, { id: "card-1", kind: "booty", location: "deck", state: {} }],
    // Places list pieces by number, PIECE_BASE + their place in `pieces` (see `PieceRef`); these
    // places keep their names, as a place whose name is also something else does.
    places: [[1_000_000_000, 1_000_000_001], [1_000_000_002]],
    placeIds: ["a-020", "deck"],
    areaPlaces: 1,
    tracks: {},
    sideState: {},
  };
  const rules = { pieces: { leader: "owner" as const, troop: "owner" as const }, holders: { deck: { visibility: "none" as const } } };
  const secrets = newSecrets(seedKey(1), state.pieces.length);
  const looks = () => "block";
  const index = { pieceIds: state.pieces.map((p) => p.id), namedPieces: new Map<string, number>() } as unknown as DataIndex;
  const view = (player: string) => boardView(state as GameState & Record<string, unknown>, index, player, secrets, rules, looks);

  it("hides the other side's blocks but not one's own, under an alias", () => {
    const apache = view("apache");
    expect(pieceNamed(apache, "geronimo")).toEqual(block);
    expect(JSON.stringify(apache)).not.toContain("troop-a");
    const alias = aliasesById(state, secrets, rules).get("troop-a")!;
    expect(apache.areas["a-020"]).toEqual(["geronimo", alias]);
    expect(pieceNamed(apache, alias)).toEqual({ id: alias, kind: "hidden", looks: "block", location: "a-020", owner: "army", state: {} });
    const army = view("army");
    expect(JSON.stringify(army)).not.toContain("geronimo");
    expect(pieceNamed(army, "troop-a")!.kind).toBe("troop");
  });

  it("hides face-down cards from everybody, keeping only how many there are", () => {
    for (const player of ["apache", "army"]) {
      const v = view(player);
      expect(JSON.stringify(v)).not.toContain("booty");
      expect(v.holders["deck"]).toHaveLength(1);
    }
  });

  it("lists a hidden holder sorted by name whether it holds pieces alone or other entries too, made afresh or from the last view", () => {
    const places = (deck: unknown[]) => [[1_000_000_000], deck] as GameState["places"];
    const s: GameState = { ...state, pieces: state.pieces.map((p, i) => (i === 0 ? p : { ...p, location: "deck" })), places: places([1_000_000_002, 1_000_000_001]) };
    const hiddenRules = { pieces: {}, holders: { deck: { visibility: "none" as const } } };
    const memo: ViewMemo = {};
    const both = () => [boardView(s as GameState & Record<string, unknown>, index, "apache", secrets, hiddenRules, looks, memo), boardView(s as GameState & Record<string, unknown>, index, "apache", secrets, hiddenRules, looks)];
    const alias = (i: number) => aliasesById(s, secrets, hiddenRules).get(s.pieces[i]!.id)!;
    // Each deck in turn: pieces alone, a piece and a text, the text first, then pieces alone again.
    for (const deck of [[1_000_000_002, 1_000_000_001], [1_000_000_001, "a-020"], ["a-020", 1_000_000_002, 1_000_000_001], [1_000_000_001, 1_000_000_002]]) {
      s.places = places(deck);
      const [kept, fresh] = both();
      const expected = deck.map((v) => (typeof v === "number" ? alias(v - 1_000_000_000) : v)).sort();
      expect(kept!.holders["deck"]).toEqual(expected);
      expect(JSON.stringify(kept)).toBe(JSON.stringify(fresh));
    }
  });
});
