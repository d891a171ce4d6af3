import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { modified, parseDice, roll } from "../../runtime/dice.js";
import { restore, ScriptedRandom, SeededRandom, shuffle } from "../../runtime/rng.js";

describe("seeded randomness", () => {
  it("gives the same numbers for the same seed, and resumes exactly from a saved state", () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat({ max: 50 }), (seed, skip) => {
        const a = new SeededRandom(seed);
        const b = new SeededRandom(seed);
        for (let i = 0; i < skip; i++) expect(a.int(1, 6, "die")).toBe(b.int(1, 6, "die"));
        const resumed = restore(JSON.parse(JSON.stringify(a.save())));
        for (let i = 0; i < 10; i++) expect(resumed.int(0, 100, "draw")).toBe(a.int(0, 100, "draw"));
      }),
    );
  });

  it("shuffles into a permutation, the same one for the same seed", () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.string(), { maxLength: 20 }), (seed, items) => {
        const s = shuffle(items, new SeededRandom(seed));
        expect([...s].sort()).toEqual([...items].sort());
        expect(shuffle(items, new SeededRandom(seed))).toEqual(s);
      }),
    );
  });
});

describe("scripted randomness", () => {
  it("hands out the scripted dice and picks in order, each to its own purpose", () => {
    const r = new ScriptedRandom({ dice: [6, 2], picks: [0, 3] });
    expect([r.int(1, 6, "die"), r.int(0, 5, "draw"), r.int(1, 6, "die"), r.int(0, 5, "shuffle")]).toEqual([6, 0, 2, 3]);
  });

  it("says clearly when the script runs out, or falls back to a seed", () => {
    expect(() => new ScriptedRandom({ dice: [] }).int(1, 6, "die")).toThrow("the script has no die result left; add more to the test's script");
    const fallback = new ScriptedRandom({ dice: [4] }, new SeededRandom(1));
    expect(fallback.int(1, 6, "die")).toBe(4);
    expect(fallback.int(1, 6, "die")).toBe(new SeededRandom(1).int(1, 6, "die"));
  });

  it("rejects a scripted result the die cannot show", () => {
    expect(() => new ScriptedRandom({ dice: [7] }).int(1, 6, "die")).toThrow("scripted die 7 is outside 1..6");
  });
});

describe("dice", () => {
  it("parses d6 and 2d6, and rejects other text", () => {
    expect(parseDice("d6")).toEqual({ count: 1, sides: 6 });
    expect(parseDice("2d6")).toEqual({ count: 2, sides: 6 });
    expect(() => parseDice("6")).toThrow("'6' is not dice");
  });

  it("rolls totals within their range and reads doubles", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 4 }), (seed, count) => {
        const r = roll({ count, sides: 6 }, new SeededRandom(seed));
        expect(r.dice).toHaveLength(count);
        expect(r.total).toBeGreaterThanOrEqual(count);
        expect(r.total).toBeLessThanOrEqual(6 * count);
        expect(r.doubles).toBe(count > 1 && new Set(r.dice).size === 1);
      }),
    );
    expect(roll("2d6", new ScriptedRandom({ dice: [3, 3] }))).toEqual({ dice: [3, 3], total: 6, doubles: true });
  });

  it("keeps a modified roll within a table's range", () => {
    expect(modified(6, 1, { min: 0, max: 7 })).toBe(7);
    expect(modified(6, 2, { min: 0, max: 7 })).toBe(7);
    expect(modified(1, -2, { min: 0, max: 7 })).toBe(0);
  });
});
