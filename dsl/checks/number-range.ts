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

/** A number anywhere in a spec (an expression, a count, a table's cell, a range) of 1,000,000,000 or more. */
export const numberRange: Check = {
  name: "number-range",
  description: "No number in a spec reaches 1,000,000,000 (positive or negative): engines name pieces and places by numbers from there up.",
  run(ctx) {
    const why = (v: number) => `${v} is too large: numbers from ${FIRST_PIECE_NUMBER.toLocaleString("en")} up name pieces and places in engines, so a spec's numbers stay below it`;
    forEachEntry(ctx.model, (o, key, v) => {
      if (tooLarge(v)) ctx.report(this.name, why(v), o, key);
    });
  },
};
