import { forEachEntry } from "../walk.js";
import type { Check } from "./check.js";

/**
 * Engines name pieces by numbers from this one up (`PIECE_BASE` in
 * `runtime/core/state.ts`, which a test holds equal to it), and places from
 * twice it (`PLACE_BASE`): each is an index into a list, and wherever a value
 * may be a piece, a place or a count, a number this large is the piece or the
 * place. No count in a board game comes near it, so a spec that writes one
 * is refused rather than read as a piece or a place.
 */
export const FIRST_PIECE_NUMBER = 1_000_000_000;

const tooLarge = (v: unknown): v is number => typeof v === "number" && Math.abs(v) >= FIRST_PIECE_NUMBER;

/**
 * A tenth of the limit: a number written this large (a count with zeros too
 * many, say) is allowed, but sums and products on it soon pass the limit and
 * stop play far from the number, so the checker warns where it is written.
 * No board game's numbers come near it (the largest in the five games is a
 * year, 1864).
 */
export const LARGE_NUMBER = FIRST_PIECE_NUMBER / 10;

const large = (v: unknown): v is number => typeof v === "number" && Math.abs(v) >= LARGE_NUMBER;

/** A number anywhere in a spec (an expression, a count, a table's cell, a range) of 1,000,000,000 or more; a warning from 100,000,000. */
export const numberRange: Check = {
  name: "number-range",
  description: "No number in a spec reaches 1,000,000,000 (positive or negative): engines name pieces and places by numbers from there up; one of 100,000,000 or more is warned of, since arithmetic on it soon gets there.",
  run(ctx) {
    const why = (v: number) => `${v} is too large: numbers from ${FIRST_PIECE_NUMBER.toLocaleString("en")} up name pieces and places in engines, so a spec's numbers stay below it`;
    const near = (v: number) => `${v} is within a tenth of the largest count (${(FIRST_PIECE_NUMBER - 1).toLocaleString("en")}): a sum or product with it soon passes that and stops play; board games count far lower`;
    forEachEntry(ctx.model, (o, key, v) => {
      if (tooLarge(v)) ctx.report(this.name, why(v), o, key);
      else if (large(v)) ctx.report(this.name, near(v), o, key, "warning");
    });
  },
};
