/**
 * The type of a piece's field as the checker works it out is the scope's
 * own: a variant that gives a kind's field another type is checked with
 * that type, and the base game with its own (`fieldOf`, kept per scope).
 */
import { describe, expect, it } from "vitest";
import { brief, checkBody } from "../helpers/spec.js";

const BASE = `type colour {
  values: red, blue
}
type size {
  values: big, small
}
block chip {
  fields: { mark: colour }
}
function is-red(p: piece) = p.mark == red
`;

describe("the type of a piece's field", () => {
  it("is the base game's in the base game: comparing it with one of its type's values is sound", () => {
    expect(brief(checkBody(BASE).diagnostics)).toEqual([]);
  });

  it("is a variant's own where the variant gives the kind another field type, in the same check as the base game", () => {
    const variant = `variant sized "Sized" {
  replace block chip {
    fields: { mark: size }
  }
}
`;
    const found = brief(checkBody(BASE + variant).diagnostics);
    // The base game's comparison is sound; with the variant applied, the same comparison sets a size against a colour.
    expect(found.length).toBe(1);
    expect(found[0]).toMatch(/with variant 'sized' applied/);
    expect(found[0]).toMatch(/size|colour/);
  });
});
