/**
 * Randomness for engines. Every chance event (a die, a draw, a shuffle) goes
 * through a `RandomSource`, so a game is determined by its seed, and tests
 * can script exact dice and draw orders to replay a rulebook's example.
 */
import prand from "pure-rand";

/** What a random number is for; scripts are consumed per purpose. */
export type Purpose = "die" | "draw" | "shuffle" | "choice";

/** The JSON form of a source's position, stored in the game state. */
export type RngState = { kind: "seeded"; state: readonly number[] } | { kind: "scripted"; dice: number[]; picks: number[]; fallback?: RngState };

export interface RandomSource {
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number, purpose: Purpose): number;
  /** The source's position, to save in the state and resume from. */
  save(): RngState;
}

/** xoroshiro128+ from pure-rand: fast, with a small state that serialises to JSON. */
export class SeededRandom implements RandomSource {
  private readonly gen: prand.RandomGenerator;

  constructor(seedOrState: number | RngState) {
    if (typeof seedOrState === "number") this.gen = prand.xoroshiro128plus(seedOrState | 0);
    else if (seedOrState.kind === "seeded") this.gen = prand.xoroshiro128plus.fromState(seedOrState.state);
    else throw new Error("a seeded source cannot resume a scripted state");
  }

  int(min: number, max: number, _purpose?: Purpose): number {
    // The generator is this source's own, so it may advance in place: the
    // same numbers as the copying form, without a new generator each draw.
    return prand.unsafeUniformIntDistribution(min, max, this.gen);
  }

  save(): RngState {
    return { kind: "seeded", state: [...(this.gen.getState?.() ?? [])] };
  }
}

/** Raised when a scripted test needs more dice or draws than it supplied. */
export class ScriptExhaustedError extends Error {
  constructor(purpose: Purpose) {
    super(`the script has no ${purpose === "die" ? "die result" : "draw position"} left; add more to the test's script`);
  }
}

/**
 * Dice and draw positions given in advance, as a rulebook example states
 * them. Die results must fit the die rolled; a pick is the 0-based position
 * drawn from what remains. With a fallback, the game goes on at random once
 * the script is used up.
 */
export class ScriptedRandom implements RandomSource {
  private readonly dice: number[];
  private readonly picks: number[];
  private readonly fallback: RandomSource | undefined;

  constructor(script: { dice?: number[]; picks?: number[] }, fallback?: RandomSource) {
    this.dice = [...(script.dice ?? [])];
    this.picks = [...(script.picks ?? [])];
    this.fallback = fallback;
  }

  int(min: number, max: number, purpose: Purpose): number {
    const queue = purpose === "die" ? this.dice : this.picks;
    const next = queue.shift();
    if (next === undefined) {
      if (this.fallback) return this.fallback.int(min, max, purpose);
      throw new ScriptExhaustedError(purpose);
    }
    if (next < min || next > max || !Number.isInteger(next)) {
      throw new RangeError(`scripted ${purpose} ${next} is outside ${min}..${max}`);
    }
    return next;
  }

  save(): RngState {
    const out: RngState = { kind: "scripted", dice: [...this.dice], picks: [...this.picks] };
    if (this.fallback) out.fallback = this.fallback.save();
    return out;
  }
}

/** Rebuilds a source from its saved position. */
export function restore(state: RngState): RandomSource {
  if (state.kind === "seeded") return new SeededRandom(state);
  return new ScriptedRandom({ dice: state.dice, picks: state.picks }, state.fallback ? restore(state.fallback) : undefined);
}

/** Fisher-Yates with the source: the same seed gives the same order. */
export function shuffle<T>(items: readonly T[], rng: RandomSource): T[] {
  return shuffleInPlace([...items], rng);
}

/** `shuffle` of a list of one's own, in place (the same draws, the same order); returns it. */
export function shuffleInPlace<T>(out: T[], rng: RandomSource): T[] {
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i, "shuffle");
    // A swap through a local, not a destructuring swap, which may make a list each time.
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return out;
}
