import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildStackedDeck, compactColumn, deal, drawRandom, drawTop, emptyGrid, insert, moveTrack, placeInGrid, remove, stepTrack } from "../../runtime/holders.js";
import { SeededRandom } from "../../runtime/rng.js";

const pile = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 30 });

describe("holders", () => {
  it("never loses or invents a piece when drawing at random", () => {
    fc.assert(
      fc.property(pile, fc.integer(), fc.nat(), (p, seed, n) => {
        const k = p.length === 0 ? 0 : n % (p.length + 1);
        const { drawn, rest } = drawRandom(p, new SeededRandom(seed), k);
        expect([...drawn, ...rest].sort()).toEqual([...p].sort());
        expect(drawn).toHaveLength(k);
      }),
    );
  });

  it("draws from the top, inserts where asked, and refuses what it cannot do", () => {
    expect(drawTop(["a", "b", "c"], 2)).toEqual({ drawn: ["a", "b"], rest: ["c"] });
    expect(() => drawTop(["a"], 2)).toThrow("cannot draw 2 from a holder of 1");
    expect(insert(["a", "b"], ["x"], "bottom")).toEqual(["a", "b", "x"]);
    expect(insert(["a", "b"], ["x"], 1)).toEqual(["a", "x", "b"]);
    expect(() => remove(["a"], "z")).toThrow("'z' is not in this holder");
  });

  it("deals round by round", () => {
    expect(deal(["1", "2", "3", "4", "5"], [[], []], 2)).toEqual({ from: ["5"], to: [["1", "3"], ["2", "4"]] });
  });

  it("builds a stacked deck with each inserted card inside its own stack", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const ops = Array.from({ length: 40 }, (_, i) => `op-${i + 1}`);
        const events = ["card-41", "card-42", "card-43", "card-44", "card-45"];
        const { deck, rest } = buildStackedDeck(ops, events, 8, new SeededRandom(seed));
        expect(deck).toHaveLength(45);
        expect(rest).toEqual([]);
        events.forEach((e, i) => {
          const at = deck.indexOf(e);
          expect(at).toBeGreaterThanOrEqual(i * 9);
          expect(at).toBeLessThan((i + 1) * 9);
        });
      }),
    );
  });

  it("clamps tracks at their ends and steps through named tracks", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 39 }), fc.integer({ min: -100, max: 100 }), (v, by) => {
        const r = moveTrack(v, by, { min: 0, max: 39 });
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThanOrEqual(39);
      }),
    );
    const levels = ["none", "slight", "moderate", "major", "severe", "extreme"];
    expect(stepTrack(levels, "major", 1)).toBe("severe");
    expect(stepTrack(levels, "extreme", 3)).toBe("extreme");
    expect(() => stepTrack(levels, "huge", 1)).toThrow("'huge' is not a step of this track");
  });

  it("places in a display of columns and rows, and slides a column up", () => {
    let g = emptyGrid(["active", "standby", "inactive"], 6);
    g = placeInGrid(g, "active", 2, "c");
    expect(() => placeInGrid(g, "active", 2, "d")).toThrow("active row 3 already holds 'c'");
    expect(() => placeInGrid(g, "reserve", 0, "d")).toThrow("no column 'reserve'");
    expect(compactColumn(g, "active").cells["active"]).toEqual(["c", null, null, null, null, null]);
  });
});
