/**
 * The decision protocol every engine follows: decisions with their legal
 * options, outcomes, events, options and seeds, the error an illegal action
 * raises, the log, and the random playout `simulate` runs.
 */
import { SeededRandom, type DrawPattern } from "./rng.js";
import { secretProblem } from "./chacha.js";

export { newSecret } from "./chacha.js";
export type { RandomSource } from "./rng.js";

/** A choice the game waits for. */
export interface Decision<Option> {
  /** The decision's name in the spec. */
  id: string;
  /**
   * Who decides: a side; "any" for a window any side may play into (each
   * play names its side); "each" when several sides decide at once, in
   * secret (see `players`).
   */
  player: string;
  /** For a decision taken by several sides at once: those still to decide. */
  players?: readonly string[];
  prompt: string;
  /** Every legal option; an action must be one of them. */
  options: readonly Option[];
  /** The rule section the decision comes from. */
  rule?: string;
  /** The piece the decision concerns (a block moving), as the player asking may see it. */
  subject?: unknown;
  /** What each option costs, in the order of `options` (a step of movement), where the spec prices them (`choose ... costing`). */
  costs?: readonly number[];
  /** What the chooser has left to spend on those costs (`choose ... within`): a remaining movement allowance. */
  allowance?: number;
}

export interface GameEvent {
  type: string;
  [key: string]: unknown;
}

export interface Outcome {
  winners: string[];
  draw: boolean;
  name?: string;
  scores?: Record<string, number>;
}

/** The largest seed: seeds are whole numbers from 0 to 2^32 - 1, each giving its own game. */
export const MAX_SEED = 0xffffffff;

/** Why a game's source of chance is refused: a seed or a secret (not both), or undefined for a good one. */
export function chanceProblem(options: { seed?: unknown; secret?: unknown }): string | undefined {
  if (options.secret !== undefined) return options.seed !== undefined ? "give a game a seed or a secret, not both" : secretProblem(options.secret);
  return seedProblem(options.seed);
}

/** Why a seed is refused, or undefined for a good one. */
export function seedProblem(seed: unknown): string | undefined {
  return typeof seed === "number" && Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED ? undefined : `a seed is a whole number from 0 to ${MAX_SEED}, not ${JSON.stringify(seed)}`;
}

export interface EngineOptions {
  /**
   * A whole number from 0 to MAX_SEED: a reproducible game (tests,
   * simulations, worked examples). Its dice and aliases follow from the
   * number, so whoever knows it, or tries all 2^32, knows them: a game
   * played for real is created with a `secret` instead.
   */
  seed?: number;
  /**
   * At least 128 bits from the operating system's cryptographic generator,
   * as hexadecimal digits (`newSecret()`): the dice, the draws and the key of
   * the aliases come from it, and nothing a player sees tells it. Kept in
   * the game's log (the host's, never a player's), so replays stay exact.
   */
  secret?: string;
  scenario?: string;
  variants?: string[];
  players?: number;
  /** Scripted dice, draw positions and draws by identity (`draws: [{ colour: "brown" }]`), for tests of worked examples. */
  script?: { dice?: number[]; picks?: number[]; draws?: DrawPattern[] };
}

/** An action the rules do not allow, with the reason and the rule it breaks. */
export class IllegalActionError extends Error {
  constructor(
    message: string,
    readonly rule?: string,
  ) {
    super(rule ? `${message} (rule ${rule})` : message);
    this.name = "IllegalActionError";
  }
}

/** A game's log: its options and every action taken, with the player who took it. */
export interface GameLog<Action> {
  game: string;
  options: EngineOptions;
  /**
   * Every action, with the player who took it; for an action naming a piece
   * some side could not see then, `seen` holds it as each other side (and
   * an onlooker, "") was shown it then (`logFor`).
   */
  actions: { player: string; action: Action; seen?: Record<string, unknown> }[];
  /** The outcome reached, once the game is over. */
  outcome?: Outcome;
  /** How many actions from the start were dropped (`Engine.forgetHistory`): `actions` begins after them. */
  forgotten?: number;
}

/**
 * Whether an option of a window any side may play into is `side`'s: such
 * a window's options are `[side, choice]` pairs, a side's pass among them.
 */
export function isPlayOf(option: unknown, side: string): boolean {
  return Array.isArray(option) && option[0] === side;
}

/**
 * Who takes an option of a decision: the deciding player, or, in a window
 * any side may play into, the side the play names (closing it: the first side).
 */
export function deciderOf<Action, Player extends string = string>(decision: { player: string; players?: readonly string[] | undefined }, option: Action, sides: readonly Player[]): Player {
  if (decision.player === "each") return decision.players![0]! as Player;
  if (decision.player !== "any") return decision.player as Player;
  return (Array.isArray(option) && typeof option[0] === "string" ? option[0] : sides[0]!) as Player;
}

export type Fault =
  | { kind: "invariant"; id: string; rule?: string; step: number }
  /** The action that failed is kept (when there was one) so that a replay can try it again. */
  | { kind: "exception"; message: string; step: number; player?: string; action?: unknown }
  | { kind: "dead-end"; step: number }
  | { kind: "runaway"; step: number };

export interface Playout<Action> {
  outcome: Outcome | null;
  steps: number;
  faults: Fault[];
  log: GameLog<Action>;
}

/** What `playoutWith` needs of an engine. */
export interface Playable<Action> {
  pending(): Decision<Action> | null;
  apply(player: string, action: Action): GameEvent[];
  /** The sides in play, in turn order. */
  sides(): readonly string[];
  isOver(): boolean;
  result(): Outcome | null;
  violations(): { id: string; rule?: string }[];
  readonly log: GameLog<Action>;
}

/**
 * Plays one game with uniformly random legal decisions (the agent's own
 * generator is separate from the game's, so the same seed always gives the
 * same game), or with `pick`'s (bots on some sides). Stops at the first fault: a broken invariant (when `checks`),
 * an exception, a dead end (no decision while the game is not over) or a
 * runaway game (no end within `maxSteps`).
 */
export function playoutWith<Action>(create: () => Playable<Action>, options: EngineOptions, game: string, maxSteps = 10_000, checks = true, pick?: (engine: Playable<Action>) => { player: string; action: Action } | null): Playout<Action> {
  const agent = new SeededRandom(((options.seed ?? 0) ^ 0x5bd1e995) | 0);
  let engine: Playable<Action>;
  try {
    engine = create();
  } catch (err) {
    return { outcome: null, steps: 0, faults: [{ kind: "exception", message: (err as Error).message, step: 0 }], log: { game, options, actions: [] } };
  }
  const faults: Fault[] = [];
  let steps = 0;
  for (; steps < maxSteps && !engine.isOver(); steps++) {
    const decision = engine.pending();
    if (!decision || decision.options.length === 0) {
      faults.push({ kind: "dead-end", step: steps });
      break;
    }
    // Bots, when some sides have them (see runtime/agents.ts); uniformly random otherwise.
    const picked = pick?.(engine);
    const option = picked ? picked.action : decision.options[agent.int(0, decision.options.length - 1)]!;
    const player = picked ? picked.player : deciderOf(decision, option, engine.sides());
    try {
      engine.apply(player, option);
    } catch (err) {
      faults.push({ kind: "exception", message: (err as Error).message, step: steps, player, action: option });
      break;
    }
    const broken = checks ? engine.violations() : [];
    if (broken.length > 0) {
      for (const b of broken) faults.push({ kind: "invariant", ...b, step: steps });
      break;
    }
  }
  if (!engine.isOver() && faults.length === 0) faults.push({ kind: "runaway", step: steps });
  return { outcome: engine.result(), steps, faults, log: engine.log };
}
