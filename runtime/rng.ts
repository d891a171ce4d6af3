/**
 * Randomness for engines. Every chance event (a die, a draw, a shuffle) goes
 * through a `RandomSource`, so a game is determined by its seed, and tests
 * can script exact dice and draw orders to replay a rulebook's example.
 */
import prand from "pure-rand";
import { chachaBlock, PURPOSE } from "./chacha.js";

/** What a random number is for; scripts are consumed per purpose. */
export type Purpose = "die" | "draw" | "shuffle" | "choice";

/** The JSON form of a source's position, stored in the game state. */
export type RngState =
  | { kind: "seeded"; state: readonly number[] }
  /** ChaCha20's key stream under a key of 8 words, at word `at` of the stream. */
  | { kind: "stream"; key: readonly number[]; at: number }
  | { kind: "scripted"; dice: number[]; picks: number[]; draws?: DrawPattern[]; fallback?: RngState };

/**
 * A scripted draw by identity, as a rulebook's example states it ("draw a
 * brown cube"): the fields the drawn piece must have (its kind, declared
 * fields and state), for example `{ colour: "brown" }`.
 */
export type DrawPattern = Readonly<Record<string, string | number | boolean>>;

export interface RandomSource {
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number, purpose: Purpose): number;
  /** The source's position, to save in the state and resume from. */
  save(): RngState;
  /**
   * A scripted source's next draw by identity, taken off its script; the
   * draw takes the first piece the pattern matches. Other sources have none.
   */
  nextDraw?(): DrawPattern | undefined;
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

/**
 * Chance for a game played for real: ChaCha20's key stream under a key made
 * from the game's secret. Unlike a fast generator seeded with a number, no
 * number of rolls and draws seen lets a player work out the key, and so the
 * rolls still to come. Its position is the word of the stream it is at.
 */
export class StreamRandom implements RandomSource {
  private readonly key: readonly number[];
  private readonly block = new Uint32Array(16);
  /** The block now in `block`, or -1 for none yet. */
  private loaded = -1;
  private at: number;

  constructor(state: { key: readonly number[]; at: number }) {
    this.key = [...state.key];
    this.at = state.at;
  }

  /** The stream's next word, from 0 to 2^32 - 1. */
  private word(): number {
    const b = Math.floor(this.at / 16);
    // 2^32 blocks of 16 words: far beyond any game, but said rather than wrapped.
    if (b >= 0x100000000) throw new RangeError("the game's stream of chance is used up");
    if (b !== this.loaded) {
      chachaBlock(this.key, b, [PURPOSE.dice, 0, 0], this.block);
      this.loaded = b;
    }
    return this.block[this.at++ % 16]!;
  }

  int(min: number, max: number, _purpose?: Purpose): number {
    const range = max - min + 1;
    if (!(range >= 1 && range <= 0x100000000)) throw new RangeError(`no whole number from ${min} to ${max} can be drawn`);
    // Words at or above the last whole multiple of the range are drawn again, so every result is equally likely.
    const limit = 0x100000000 - (0x100000000 % range);
    let w = this.word();
    while (w >= limit) w = this.word();
    return min + (w % range);
  }

  save(): RngState {
    return { kind: "stream", key: [...this.key], at: this.at };
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
  private readonly draws: DrawPattern[];
  private readonly fallback: RandomSource | undefined;

  constructor(script: { dice?: number[]; picks?: number[]; draws?: DrawPattern[] }, fallback?: RandomSource) {
    this.dice = [...(script.dice ?? [])];
    this.picks = [...(script.picks ?? [])];
    this.draws = (script.draws ?? []).map((d) => ({ ...d }));
    this.fallback = fallback;
  }

  nextDraw(): DrawPattern | undefined {
    return this.draws.shift();
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
    if (this.draws.length > 0) out.draws = this.draws.map((d) => ({ ...d }));
    if (this.fallback) out.fallback = this.fallback.save();
    return out;
  }
}

/** Why a saved position cannot be a source's (a state edited or from elsewhere), or undefined. */
export function rngProblem(state: unknown): string | undefined {
  const s = state as { kind?: unknown; state?: unknown; key?: unknown; at?: unknown; dice?: unknown; picks?: unknown; draws?: unknown; fallback?: unknown } | null;
  const words = (v: unknown, n?: number) => Array.isArray(v) && (n === undefined || v.length === n) && v.every((w) => Number.isSafeInteger(w) && w >= -(2 ** 31) && w < 2 ** 32);
  if (typeof s !== "object" || s === null) return "its source of chance is not an object";
  if (s.kind === "seeded") return words(s.state, 4) ? undefined : "its seeded generator's state is not four 32-bit words";
  if (s.kind === "stream") return words(s.key, 8) && Number.isSafeInteger(s.at) && (s.at as number) >= 0 ? undefined : "its stream of chance needs a key of eight 32-bit words and a position";
  if (s.kind === "scripted") {
    if (!Array.isArray(s.dice) || !Array.isArray(s.picks)) return "its scripted chance needs lists of dice and picks";
    if (s.draws !== undefined && !(Array.isArray(s.draws) && s.draws.every(isDrawPattern))) return "its scripted draws are not a list of field patterns";
    return s.fallback === undefined ? undefined : rngProblem(s.fallback);
  }
  return `its source of chance is of no known kind (${JSON.stringify(s.kind)})`;
}

/** Whether a value is a draw pattern: a plain object of field names and plain values. */
function isDrawPattern(v: unknown): v is DrawPattern {
  if (typeof v !== "object" || v === null || Array.isArray(v) || Object.getPrototypeOf(v) !== Object.prototype) return false;
  return Object.values(v).every((x) => typeof x === "string" || typeof x === "boolean" || (typeof x === "number" && Number.isFinite(x)));
}

/** Rebuilds a source from its saved position. */
export function restore(state: RngState): RandomSource {
  if (state.kind === "seeded") return new SeededRandom(state);
  if (state.kind === "stream") return new StreamRandom(state);
  return new ScriptedRandom({ dice: state.dice, picks: state.picks, draws: state.draws }, state.fallback ? restore(state.fallback) : undefined);
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
