import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aliasedPiece, aliasesById, aliasOf, hiddenFrom, newSecrets as secretsOf, renewAlias, secretFromSomeone, seedKey, type Visibility, type VisibilityRules } from "../../runtime/core/secrecy.js";
import { chachaBlock, masterKey, newSecret, PURPOSE, secretProblem } from "../../runtime/chacha.js";

/** The secrets of a game created with `seed`. */
const newSecrets = (seed: number, pieces: number) => secretsOf(seedKey(seed), pieces);
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
    for (const text of ["hidden-", "hidden-!", "card#5", "hidden-zzzzzzzzzzzzzz", "hidden-zzzzzzzzzz", "hidden-0000000000000000"]) expect(aliasedPiece(secrets, text)).toBeUndefined();
    // Numbers exchanged between two pieces (hidden identities resampled): each alias follows its number.
    const a = aliasOf(secrets, 7);
    const b = aliasOf(secrets, 9);
    [secrets.marks[7], secrets.marks[9]] = [secrets.marks[9]!, secrets.marks[7]!];
    expect(aliasedPiece(secrets, a)).toBe(9);
    expect(aliasedPiece(secrets, b)).toBe(7);
  });
});

describe("ChaCha20, which secrets, dice and aliases are made with", () => {
  it("gives the key stream of RFC 8439's test vector (section 2.3.2)", () => {
    const key = Array.from({ length: 8 }, (_, i) => [0, 1, 2, 3].reduce((w, b) => w | ((i * 4 + b) << (8 * b)), 0) >>> 0);
    const out = chachaBlock(key, 1, [0x09000000, 0x4a000000, 0]);
    expect([...out.subarray(0, 4)].map((w) => w.toString(16).padStart(8, "0"))).toEqual(["e4e7f110", "15593bd1", "1fdd0f50", "c47120a3"]);
    expect(out[15]!.toString(16).padStart(8, "0")).toBe("4e3c50a2");
  });

  it("makes secrets of 256 bits from the system's generator, each new, and refuses short or malformed ones", () => {
    const a = newSecret();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newSecret()).not.toBe(a);
    expect(secretProblem(a)).toBeUndefined();
    expect(secretProblem("0123456789abcdef0123456789abcdef")).toBeUndefined();
    for (const bad of ["", "abc", "0123456789abcdef0123456789abcde", "G123456789abcdef0123456789abcdef", 42, undefined]) expect(secretProblem(bad)).toBeDefined();
    expect(masterKey("ff".repeat(16))).toEqual([0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0, 0, 0, 0]);
  });

  it("writes an alias as its ChaCha20 block's first two words, each as seven base-36 digits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 0xffffffff }), (mark, seed) => {
        const secrets = newSecrets(seed, 1);
        secrets.marks = [mark];
        const block = chachaBlock(secrets.key, mark % 0x100000000, [PURPOSE.aliases, Math.floor(mark / 0x100000000), 0]);
        const digits = (w: number) => w.toString(36).padStart(7, "0");
        expect(aliasOf(secrets, 0)).toBe(`hidden-${digits(block[0]!)}${digits(block[1]!)}`);
      }),
      { numRuns: 300 },
    );
  });

  it("gives aliases that differ for every number and say nothing of its order", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 0xffffffff }), (x, seed) => {
        const secrets = newSecrets(seed, 64);
        secrets.marks = secrets.marks.map((_, i) => x + i);
        const aliases = secrets.marks.map((_, i) => aliasOf(secrets, i));
        expect(new Set(aliases).size).toBe(64);
        // Sorting the aliases must not give back the order of the numbers (a leak found before: aliases in id order).
        expect([...aliases].sort()).not.toEqual(aliases);
      }),
      { numRuns: 200 },
    );
  });
});
