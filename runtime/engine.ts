/**
 * The decision protocol every engine follows, and the machinery around it:
 * pending decisions with their legal options, apply with the state left
 * untouched on an illegal action, the event log and replay, invariant
 * checks, a random agent and the playout loop used by `simulate`.
 *
 * A game is described by a `GameDefinition`; `Engine` wraps it.
 */
import { restore, SeededRandom, type RandomSource, type RngState } from "./rng.js";

/** A choice the game waits for. */
export interface Decision<Option> {
  /** The decision's name in the spec. */
  id: string;
  /** Who decides. */
  player: string;
  prompt: string;
  /** Every legal option; an action must be one of them. */
  options: readonly Option[];
  /** The rule section the decision comes from. */
  rule?: string;
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

/** Why a seed is refused, or undefined for a good one. */
export function seedProblem(seed: unknown): string | undefined {
  return typeof seed === "number" && Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED ? undefined : `a seed is a whole number from 0 to ${MAX_SEED}, not ${JSON.stringify(seed)}`;
}

export interface EngineOptions {
  /** A whole number from 0 to MAX_SEED. */
  seed: number;
  scenario?: string;
  variants?: string[];
  players?: number;
  /** Scripted dice and draw positions, for tests of worked examples. */
  script?: { dice?: number[]; picks?: number[] };
}

/** What a generated game provides; the engine does the rest. */
export interface GameDefinition<State extends { rng: RngState }, Action> {
  name: string;
  setup(options: EngineOptions, rng: RandomSource): State;
  pending(state: State): Decision<Action> | null;
  /** Carries out a legal action on a copy the engine owns; may throw a RuleViolation. */
  apply(state: State, action: Action, rng: RandomSource): GameEvent[];
  outcome(state: State): Outcome | null;
  view(state: State, player: string): unknown;
  invariants: readonly { id: string; rule?: string; holds(state: State): boolean }[];
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

/** A definition may throw this from `apply` when an action breaks a rule that options cannot express. */
export class RuleViolation extends IllegalActionError {}

export interface GameLog<Action> {
  game: string;
  options: EngineOptions;
  actions: Action[];
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export class Engine<State extends { rng: RngState }, Action> {
  private current: State;
  readonly log: GameLog<Action>;

  constructor(
    readonly definition: GameDefinition<State, Action>,
    options: EngineOptions,
  ) {
    const rng = options.script ? restore({ kind: "scripted", dice: options.script.dice ?? [], picks: options.script.picks ?? [], fallback: new SeededRandom(options.seed).save() }) : new SeededRandom(options.seed);
    this.current = definition.setup(options, rng);
    this.current.rng = rng.save();
    this.log = { game: definition.name, options: structuredClone(options), actions: [] };
  }

  /** The state, as plain JSON data (a copy: changing it changes nothing). */
  get state(): State {
    return structuredClone(this.current);
  }

  pending(): Decision<Action> | null {
    return this.definition.outcome(this.current) ? null : this.definition.pending(this.current);
  }

  /**
   * Performs one legal option. An action that is not among the pending
   * options, or that the game rejects, throws `IllegalActionError` and leaves
   * the state exactly as it was.
   */
  apply(action: Action): GameEvent[] {
    const decision = this.pending();
    if (!decision) throw new IllegalActionError("the game is over; no action can be taken");
    if (!decision.options.some((o) => same(o, action))) {
      throw new IllegalActionError(`${JSON.stringify(action)} is not a legal option for '${decision.prompt}' (${decision.options.length} legal options)`, decision.rule);
    }
    const next = structuredClone(this.current);
    const rng = restore(next.rng);
    const events = this.definition.apply(next, action, rng);
    next.rng = rng.save();
    this.current = next;
    this.log.actions.push(structuredClone(action));
    return events;
  }

  view(player: string): unknown {
    return this.definition.view(this.current, player);
  }

  isOver(): boolean {
    return this.definition.outcome(this.current) !== null;
  }

  result(): Outcome | null {
    return this.definition.outcome(this.current);
  }

  /** The invariants that do not hold in the current state. */
  violations(): { id: string; rule?: string }[] {
    return this.definition.invariants.filter((i) => !i.holds(this.current)).map(({ id, rule }) => (rule ? { id, rule } : { id }));
  }
}

/** Rebuilds a game from its log: the same options and actions give the same state. */
export function replay<State extends { rng: RngState }, Action>(definition: GameDefinition<State, Action>, log: GameLog<Action>): Engine<State, Action> {
  const engine = new Engine(definition, log.options);
  for (const a of log.actions) engine.apply(a);
  return engine;
}

export type Fault =
  | { kind: "invariant"; id: string; rule?: string; step: number }
  | { kind: "exception"; message: string; step: number }
  | { kind: "dead-end"; step: number }
  | { kind: "runaway"; step: number };

export interface Playout<Action> {
  outcome: Outcome | null;
  steps: number;
  faults: Fault[];
  log: GameLog<Action>;
}

/**
 * Plays one game with uniformly random legal decisions (the agent's own
 * generator is separate from the game's, so the same seed always gives the
 * same game). Stops at the first fault: a broken invariant, an exception, a
 * dead end (no decision while the game is not over) or a runaway game.
 */
export function playout<State extends { rng: RngState }, Action>(definition: GameDefinition<State, Action>, options: EngineOptions, maxSteps = 10_000): Playout<Action> {
  return playoutWith(() => new Engine(definition, options), options, definition.name, maxSteps);
}

/** What `playoutWith` needs of an engine. */
export interface Playable<Action> {
  pending(): Decision<Action> | null;
  apply(action: Action): GameEvent[];
  isOver(): boolean;
  result(): Outcome | null;
  violations(): { id: string; rule?: string }[];
  readonly log: GameLog<Action>;
}

/** A random playout of any engine that follows the protocol. */
export function playoutWith<Action>(create: () => Playable<Action>, options: EngineOptions, game: string, maxSteps = 10_000): Playout<Action> {
  const agent = new SeededRandom((options.seed ^ 0x5bd1e995) | 0);
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
    try {
      engine.apply(decision.options[agent.int(0, decision.options.length - 1)]!);
    } catch (err) {
      faults.push({ kind: "exception", message: (err as Error).message, step: steps });
      break;
    }
    const broken = engine.violations();
    if (broken.length > 0) {
      for (const b of broken) faults.push({ kind: "invariant", ...b, step: steps });
      break;
    }
  }
  if (!engine.isOver() && faults.length === 0) faults.push({ kind: "runaway", step: steps });
  return { outcome: engine.result(), steps, faults, log: engine.log };
}
