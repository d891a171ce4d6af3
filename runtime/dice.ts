/** Dice: parsing `2d6`, rolling, sums, doubles and modified results. */
import type { RandomSource } from "./rng.js";

export interface DiceSpec {
  count: number;
  sides: number;
}

export interface Roll {
  dice: number[];
  total: number;
  /** Every die the same (only meaningful for two or more dice). */
  doubles: boolean;
}

/** Parses `d6` or `2d6`; throws on anything else. */
export function parseDice(text: string): DiceSpec {
  const m = /^([0-9]*)d([0-9]+)$/.exec(text.trim());
  if (!m) throw new SyntaxError(`'${text}' is not dice (write d6 or 2d6)`);
  const count = m[1] ? Number(m[1]) : 1;
  const sides = Number(m[2]);
  if (count < 1 || sides < 1) throw new RangeError(`'${text}' needs at least one die of at least one side`);
  return { count, sides };
}

export function roll(spec: DiceSpec | string, rng: RandomSource): Roll {
  const { count, sides } = typeof spec === "string" ? parseDice(spec) : spec;
  // Loops rather than Array.from, reduce and every: a roll is made at every fight, and each of those made a function call per die.
  const dice: number[] = [];
  let total = 0;
  let doubles = count > 1;
  for (let i = 0; i < count; i++) {
    const d = rng.int(1, sides, "die");
    dice.push(d);
    total += d;
    if (d !== dice[0]) doubles = false;
  }
  return { dice, total, doubles };
}

/** A modified result kept within a range, as die tables with a declared range need. */
export function modified(total: number, modifier: number, range?: { min?: number; max?: number }): number {
  let v = total + modifier;
  if (range?.min !== undefined) v = Math.max(range.min, v);
  if (range?.max !== undefined) v = Math.min(range.max, v);
  return v;
}
