/**
 * The engine every generated module exports: a compiled program run as a
 * resumable state machine over a plain-JSON state. Where play waits is part
 * of the state (a stack of frames: procedure, step, locals), so a state taken
 * from `engine.state` and passed through JSON restores a game that goes on
 * exactly as the original would, with no replay.
 */
import { chanceProblem, IllegalActionError, isPlayOf, type Decision, type EngineOptions, type GameEvent, type GameLog } from "../engine.js";
import { restore, rngProblem, SeededRandom, StreamRandom, type RandomSource, type RngState } from "../rng.js";
import { masterKey, PURPOSE, subkey } from "../chacha.js";
import * as B from "./builtins.js";
import * as C from "./commands.js";
import { EndGame, type Frame, type Outcome, type Request, type RunContext, type Units } from "./commands.js";

export type { Request };
import { DataIndex, type Defaults, type GameData, type SymbolLists } from "./data.js";
import { aliasedPiece, aliasesById, eventHiddenFrom, hasSecrets, hiddenFrom, masker, newSecrets, playMasker, secretFromSomeone, secretsProblem, seedKey, visibilityOf, type Secrets, type VisibilityRules } from "./secrecy.js";
import { actionRenamer, alikeGroups, drawnGame, exchanged, sampleState } from "./sample.js";
import { initialState, sidesInPlay, type Board, type BoardPiece, type GameState, type PieceRef } from "./state.js";
import { copyAction, copyBoard, copyState, sameData } from "./plain-data.js";
import { forgetReads } from "./read-memo.js";
import { boardView, inheritedMemo, seenPieces, sharedRecords, type SharedRecords, type ViewMemo } from "./view.js";
import { pieceRecord, type PieceState } from "../pieces.js";
import { equal, fromClient, pieceIn, pieceNumber, placeContents, readableBoard, shown, type EvalContext, type Value } from "./values.js";

/** A decision the game waits for, and where in the top frame the answer goes. */
export interface Wait extends Request {
  slot: number;
  /** For a decision several sides take at once: the choices made so far, by side (never shown to players). */
  answers?: Record<string, Value>;
}

/** Where a choice is among the options (-1 if it is not): anything by identity, lists also item by item. */
function offeredAt(options: readonly Value[], choice: Value): number {
  // By identity first: text, numbers and true or false, and the very list an option is (a client
  // handing back an option `pending` gave it, such as a window's shared play) are found at once.
  const same = options.indexOf(choice);
  if (same >= 0 || typeof choice !== "object" || choice === null) return same;
  // A play into a window any side may play into is a pair [side, card]: compared item by item at once.
  if (choice.length === 2 && typeof choice[0] === "string" && (typeof choice[1] === "string" || typeof choice[1] === "number")) {
    const a = choice[0];
    const b = choice[1];
    for (let i = 0; i < options.length; i++) {
      const o = options[i]!;
      if (Array.isArray(o) && o.length === 2 && o[0] === a && o[1] === b) return i;
    }
    return -1;
  }
  for (let i = 0; i < options.length; i++) if (equal(options[i]!, choice)) return i;
  return -1;
}

/** The sides still to answer a decision several sides take at once. */
function stillToDecide(w: Wait): string[] {
  return (w.players ?? []).filter((p) => !(p in (w.answers ?? {})));
}

/** A game's log: its options and every action taken, with the player who took it. */
export type MachineLog = GameLog<Value>;

/** The whole state of a game: the board, chance, where play waits and the log. Plain JSON. */
export interface EngineState extends GameState {
  /** Which compiled program (scenario and variants) the game runs. */
  program: string;
  rng: RngState;
  stack: Frame[];
  wait: Wait | null;
  outcome?: Outcome;
  log: MachineLog;
}

/** What `Engine.split` gives every client: nothing any side may not see. */
export interface PublicState {
  game: string;
  /** Which compiled program (scenario and variants) the game runs. */
  program: string;
  /** The board as an onlooker who is no side sees it (`view("")`). */
  board: Board;
  /** Who is to decide, and about what, without the options (null once the game is over). */
  waiting: { decision: string; player: string; players?: readonly string[]; prompt: string; rule?: string; subject?: unknown } | null;
  /** How many actions were taken. */
  actions: number;
  outcome?: Outcome;
}

/** What `Engine.split` keeps for the server: the state less what the public part holds. */
export type SecretState = Omit<EngineState, "turn" | "active" | "sides" | "tracks" | "sideState" | "areaState" | "at" | "placeIds" | "areaPlaces">;

/** A game's state in two parts (see `Engine.split`). */
export interface SplitState {
  public: PublicState;
  secret: SecretState;
}

/** One compiled program: the game with a scenario and variants applied. */
export interface Program {
  data: GameData;
  defaults: Defaults;
  units: Units;
  /** Player counts allowed by the game and by each chosen scenario or variant. */
  players: { who: string; min?: number; max?: number }[];
  /** The first and last turn, as the chosen scenario and variants set them. */
  turns: { first: number; last: number };
}

/** Every program of a generated module, by key (see `programKey`), and why other combinations are refused. */
export interface ProgramSet {
  game: string;
  scenarios: readonly string[];
  variants: readonly string[];
  programs: Readonly<Record<string, () => Program>>;
  refused: Readonly<Record<string, string>>;
  /** The module's symbols: the functions, procedures and tables its code names by number. */
  symbols?: SymbolLists;
}

/** The key of a scenario and variants: the scenario, then the variants in sorted order. */
export function programKey(scenario: string | undefined, variants: readonly string[]): string {
  return `${scenario ?? ""}|${[...variants].sort().join("+")}`;
}

const loaded = new WeakMap<() => Program, { program: Program; index: DataIndex }>();

function load(set: ProgramSet, key: string): { program: Program; index: DataIndex } {
  const make = set.programs[key];
  if (!make) {
    throw new RangeError(set.refused[key] ?? `${set.game} has no program for '${key}' (scenarios: ${set.scenarios.join(", ") || "none"}; variants: ${set.variants.join(", ") || "none"})`);
  }
  let p = loaded.get(make);
  if (!p) {
    const program = make();
    p = { program, index: new DataIndex(program.data, program.defaults, program.turns, set.symbols) };
    loaded.set(make, p);
  }
  return p;
}

function optionsProblem(set: ProgramSet, options: EngineOptions): string | undefined {
  if (typeof options !== "object" || options === null) return "the options must be an object with a seed";
  const chance = chanceProblem(options);
  if (chance) return chance;
  if (options.scenario !== undefined && !set.scenarios.includes(options.scenario)) return `unknown scenario '${String(options.scenario)}'; ${set.game} has ${set.scenarios.join(", ") || "none"}`;
  for (const v of options.variants ?? []) if (!set.variants.includes(v)) return `unknown variant '${String(v)}'; ${set.game} has ${set.variants.join(", ") || "none"}`;
  if (new Set(options.variants ?? []).size !== (options.variants ?? []).length) return "a variant is chosen twice";
  return undefined;
}

/** The game's master key: from its secret, or (reproducible, and so no secret) from its seed. */
function masterOf(options: EngineOptions): number[] {
  return options.secret !== undefined ? masterKey(options.secret) : seedKey(options.seed ?? 0);
}

/** Chance for a new game: ChaCha20's stream under a key from its secret, or the generator its seed starts; scripted dice first, if any. */
function randomSource(options: EngineOptions): RandomSource {
  const source = options.secret !== undefined ? new StreamRandom({ key: subkey(masterOf(options), PURPOSE.dice), at: 0 }) : new SeededRandom(options.seed ?? 0);
  return options.script ? restore({ kind: "scripted", dice: options.script.dice ?? [], picks: options.script.picks ?? [], draws: options.script.draws, fallback: source.save() }) : source;
}

/** Runs frames until the game waits for a decision or ends. */
function run(X: RunContext): void {
  const s = X.state as EngineState;
  try {
    for (;;) {
      const stack = s.stack;
      // An empty stack is looked at before it is read: reading index -1 makes the read a look-up by
      // name, and V8 then reads every frame here the slow way (a tenth of Apache's keyed reads).
      if (stack.length === 0) return;
      const f = stack[stack.length - 1];
      if (!f) return;
      // A frame from outside names its step by anything: only a number is looked up (an index of a
      // list), so that a name such as "constructor" finds no member of the list's prototype.
      const step = typeof f.p === "number" ? X.T.s[f.p] : undefined;
      if (!step) throw new Error(`the program has no step ${JSON.stringify((typeof f.p === "number" ? X.index.symbols.procedure?.[f.p] : undefined) ?? f.p)}`);
      if (!step(X, f)) stack.pop();
      else if (s.wait) return;
    }
  } catch (err) {
    if (!(err instanceof EndGame)) throw C.locate(err, X);
    s.outcome = scored(err.outcome, X.T.scores(X));
    s.stack = [];
    s.wait = null;
  }
}

/**
 * A game's outcome with its scores: the record the engine's own endings make
 * (winners, draw, and a name when there is one) written out with the scores
 * last, as a spread of it would. Spread, the record took a shape of its own
 * that V8 then gave the scores by its slowest path: about 4,500 instructions,
 * once a game, 3.7% of a game of Tic-Tac-Toe. An outcome of any other make is
 * spread as before. Exported for its test.
 */
export function scored(o: Outcome, scores: Record<string, number>): Outcome {
  let i = 0;
  for (const k in o) {
    if (k !== OUTCOME_KEYS[i]) return { ...o, scores };
    i++;
  }
  if (i === 2) return { winners: o.winners, draw: o.draw, scores };
  if (i === 3) return { winners: o.winners, draw: o.draw, name: o.name, scores };
  return { ...o, scores };
}
const OUTCOME_KEYS = ["winners", "draw", "name"];

/** The number of a step every program has (`#game`): its symbol, which the module lists. */
function stepNumber(index: DataIndex, step: string): number {
  const n = index.symbolNumber("procedure", step);
  if (n === undefined) throw new Error(`the module lists no step '${step}' among its symbols`);
  return n;
}

/**
 * Whether a value as play keeps it (pieces by number) names a piece some
 * observer cannot see, in lists too. A function of its own rather than a
 * closure made at every action: it is asked of every action of a game that
 * keeps secrets.
 */
function namesSecret(state: GameState, index: DataIndex, rules: VisibilityRules, v: Value): boolean {
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (namesSecret(state, index, rules, v[i]!)) return true;
    return false;
  }
  const p = pieceIn(state, index, v);
  return p !== undefined && secretFromSomeone(p, rules);
}

/** Asks for a decision: play stops here and resumes at `next` with the answer in local `slot`. */
export function ask(X: RunContext, f: Frame, request: Request, slot: number, next: number): true {
  f.pc = next;
  // Requests are made afresh for each decision, so the wait can be the request itself.
  const wait = request as Wait;
  wait.slot = slot;
  (X.state as EngineState).wait = wait;
  return true;
}

/** Calls a procedure that can ask: its frame goes on the stack; the caller resumes at `next`. */
export function call(X: RunContext, f: Frame, procedure: number, actor: string | undefined, args: Value[], next: number): true {
  f.pc = next;
  // The acting side written in the literal, even when there is none (JSON leaves it out):
  // added afterwards, it would give the frame a second block of properties.
  const frame: Frame = { p: procedure, pc: 0, l: args, a: actor };
  (X.state as EngineState).stack.push(frame);
  return true;
}

/** Whether `player` may give `action` to this decision. */
function deciderProblem(wait: Wait, player: string, action: Value, sides: readonly string[]): string | undefined {
  if (wait.players) {
    if (stillToDecide(wait).includes(player)) return undefined;
    return wait.players.includes(player) ? `${player} has already made a choice for '${wait.prompt}'` : `'${wait.prompt}' is for ${wait.players.join(" and ")} to decide, not ${player}`;
  }
  if (wait.player !== "any") return player === wait.player ? undefined : `'${wait.prompt}' is for ${wait.player} to decide, not ${player}`;
  if (!sides.includes(player)) return `${player} is not a side in this game`;
  // In a window any side may play into, each play (and each pass) names its side.
  if (Array.isArray(action) && action[0] !== player) return `${player} cannot make a play for ${String(action[0])}`;
  return undefined;
}

/**
 * The board before set-up, and whether the rules keep any secret, for a
 * program and a player count: worked out once, then copied for each game.
 */
const boards = new WeakMap<Program, Map<number | undefined, { board: GameState; secret: boolean }>>();
function startingBoard(program: Program, index: DataIndex, players: number | undefined): { board: GameState; secret: boolean } {
  let byPlayers = boards.get(program);
  if (!byPlayers) boards.set(program, (byPlayers = new Map()));
  let found = byPlayers.get(players);
  if (!found) {
    const board = initialState(program.data, players);
    byPlayers.set(players, (found = { board, secret: hasSecrets(visibilityOf(index, board.sides)) }));
  }
  return found;
}

/**
 * For each program and player count whose set-up draws on no chance and
 * keeps no secret: the state once set-up has run up to the first decision
 * (the same for every seed but for the generator and the log, which each
 * game sets).
 */
const settled = new WeakMap<Program, Map<number | undefined, Settled>>();
interface Settled {
  state: EngineState;
  /** What set-up caused, the same for every such game. */
  events: GameEvent[];
  /** What the sudden-death checks found on it (see `Engine.clean`). */
  clean: Engine["clean"];
}
function settledStates(program: Program): Map<number | undefined, Settled> {
  let byPlayers = settled.get(program);
  if (!byPlayers) settled.set(program, (byPlayers = new Map()));
  return byPlayers;
}

/** A game in progress. */
export class Engine {
  private rng: RandomSource;
  private rules: VisibilityRules | undefined;
  /**
   * Set when the last run left the board as the sudden-death checks at once
   * last found it (`all`), or at least the holders' contents (`held`, see
   * `RunContext.revHeld`); never part of the state: a restored game checks afresh.
   */
  private clean: { all: boolean; held: boolean; active: string | undefined; turn: number | undefined } | undefined;
  /** The expression contexts of the last run, for the next (see `reuseContexts`). */
  private contexts: C.ContextCache | undefined;
  /** The last run's context, for the next (see `nextRun`). */
  private lastRun: RunContext | undefined;
  /** What set-up caused, up to the first decision (an engine from `create` only). */
  private started: readonly GameEvent[] = [];
  /** For a game drawn by `sample`, which has no log from the start: the position it was drawn as. */
  private origin: EngineState | undefined;
  /** The decision waited for when `pending` last showed its options, and those options as clients see them. */
  private shownWait: Wait | undefined;
  private shownOptions: Value[] | undefined;
  /**
   * For a window's request made by this engine's run, the side each option
   * is for (see `WindowMemo.who`): `pendingFor` picks a side's plays by it,
   * not by reading each option (a frozen pair, which V8 reads slowly).
   */
  private shownWho: string[] | undefined;

  private constructor(
    private readonly set: ProgramSet,
    private readonly program: Program,
    private readonly index: DataIndex,
    private s: EngineState,
    rng?: RandomSource,
  ) {
    this.rng = rng ?? restore(s.rng);
  }

  /** A new game; the same options and seed always give the same game. */
  static create(set: ProgramSet, options: EngineOptions): Engine {
    return Engine.begin(set, options);
  }

  /**
   * How many players a game may have with these scenario and variants: what
   * the game and each chosen scenario or variant allow (hosts such as
   * boardgame.io's lobby offer these counts).
   */
  static playerCounts(set: ProgramSet, options: { scenario?: string; variants?: string[] } = {}): { min: number; max: number } {
    const problem = optionsProblem(set, { seed: 0, ...options });
    if (problem) throw new RangeError(problem);
    const { program } = load(set, programKey(options.scenario, options.variants ?? []));
    const data = program.data;
    const playing = (data.game.sides ?? data.sides.map((x) => x.id)).filter((id) => data.sides.find((x) => x.id === id)?.player !== false).length;
    let min = data.game.players.min ?? playing;
    let max = data.game.players.max ?? playing;
    for (const r of program.players) {
      if (r.min !== undefined) min = Math.max(min, r.min);
      if (r.max !== undefined) max = Math.min(max, r.max);
    }
    return { min, max };
  }

  /**
   * The sides a game with these options has, in turn order, without setting
   * one up (hosts name their seats by them before play begins).
   */
  static sidesFor(set: ProgramSet, options: { scenario?: string; variants?: string[]; players?: number } = {}): string[] {
    const problem = optionsProblem(set, { seed: 0, ...options });
    if (problem) throw new RangeError(problem);
    return sidesInPlay(load(set, programKey(options.scenario, options.variants ?? [])).program.data, options.players);
  }

  /**
   * A new game (see `create`), with `before` given its state when the
   * pieces are in their first places and no set-up has run yet (how `sample`
   * draws a game whose pieces began elsewhere).
   */
  private static begin(set: ProgramSet, options: EngineOptions, before?: (s: EngineState) => EngineState): Engine {
    const problem = optionsProblem(set, options);
    if (problem) throw new RangeError(problem);
    const key = programKey(options.scenario, options.variants ?? []);
    const { program, index } = load(set, key);
    if (options.players !== undefined) {
      for (const r of program.players) {
        if ((r.min !== undefined && options.players < r.min) || (r.max !== undefined && options.players > r.max)) {
          throw new RangeError(`${r.who} is for ${r.min === r.max ? r.min : `${r.min ?? 1} to ${r.max ?? "any number of"}`} players, not ${options.players}`);
        }
      }
    }
    const rng = randomSource(options);
    // A set-up that draws on no chance and keeps no secret ends the same way whatever the seed:
    // its outcome, up to the first decision, is worked out once and copied for each new game.
    const settledHere = options.script || before ? undefined : settledStates(program);
    const ready = settledHere?.get(options.players);
    if (ready) {
      // Records the engine replaces rather than changes are shared with the kept start (see `copyBoard`);
      // its chance and log are each game's own, set below (kept empty, they are not copied only to be replaced).
      const s = copyBoard(ready.state, { records: "shared" });
      s.rng = rng.save();
      s.log = { game: set.game, options: copyState(options), actions: [] };
      const engine = new Engine(set, program, index, s, rng);
      engine.clean = ready.clean;
      engine.started = ready.events;
      return engine;
    }
    const { board, secret } = startingBoard(program, index, options.players);
    // The board's copy becomes the state itself (its keys first, then these, as a spread would give).
    // Records the engine replaces rather than changes are shared with the board kept for the program, unless a caller's `before` may change them.
    const s = copyBoard(board, before ? {} : { records: "shared" }) as EngineState;
    s.program = key;
    s.rng = rng.save();
    s.stack = [{ p: stepNumber(index, "#game"), pc: 0, l: [] }];
    s.wait = null;
    s.log = { game: set.game, options: copyState(options), actions: [] };
    if (secret) s.secrets = newSecrets(masterOf(options), s.pieces.length);
    const engine = new Engine(set, program, index, before ? before(s) : s, rng);
    const drawn = secret || settledHere === undefined ? undefined : JSON.stringify(s.rng);
    const started: GameEvent[] = [];
    engine.advance(started);
    engine.started = started;
    if (drawn !== undefined && engine.s.outcome === undefined && JSON.stringify(rng.save()) === drawn) settledHere!.set(options.players, { state: copyBoard({ ...engine.s, rng: undefined, log: undefined }) as unknown as EngineState, clean: engine.clean, events: started });
    return engine;
  }

  /**
   * The game a state (from `engine.state`, through JSON or not) describes,
   * going on exactly as it would have. A state is untrusted input: unless
   * `verify` is false, its own log (which keeps the game's seed or secret) is
   * replayed and must lead to exactly this state, so nothing a changed state
   * forges (an option never offered, a frame, a piece moved, an outcome) is
   * played. That costs a replay of the game; a host restoring states it
   * never let out of its hands may skip it.
   */
  static restore(set: ProgramSet, state: EngineState, options: { verify?: boolean } = {}): Engine {
    if (typeof state !== "object" || state === null || typeof state.program !== "string" || !Array.isArray(state.stack) || typeof state.rng !== "object") {
      throw new TypeError("not an engine state: expected the object read from engine.state");
    }
    const chance = rngProblem(state.rng);
    if (chance) throw new TypeError(`not an engine state: ${chance}`);
    const { program, index } = load(set, state.program);
    // Play names pieces and places by their places in the module's lists: a state numbered by
    // another version of the game (or of the runtime) would name other pieces and places.
    const places = (state as { placeIds?: unknown }).placeIds;
    const pieces = (state as { pieces?: unknown }).pieces;
    if (!Array.isArray(state.places) || !Array.isArray(places) || !Array.isArray(pieces)) {
      throw new TypeError("not an engine state of this version: it keeps no list of places (states saved before places were numbered cannot be restored; replay the game's log instead)");
    }
    const secretsWrong = secretsProblem((state as { secrets?: unknown }).secrets, pieces.length);
    if (secretsWrong) throw new TypeError(`not an engine state of this version: ${secretsWrong} (states saved before aliases were made with ChaCha20 cannot be restored; replay the game's log instead)`);
    if (places.length !== index.places.ids.length || places.some((id, k) => id !== index.places.ids[k]) || pieces.length !== index.pieceIds.length || pieces.some((p, i) => (p as { id?: unknown } | null)?.id !== index.pieceIds[i])) {
      throw new TypeError(`this state numbers its pieces or places unlike this engine of ${set.game} (it was saved by another version of the game); replay the game's log instead`);
    }
    let copy: EngineState;
    try {
      copy = copyState(state);
      // Pieces read from JSON lack their unset fields: each (already copied) record gets the one shape back.
      const pieces = copy.pieces as (PieceState | null)[] | undefined;
      if (Array.isArray(pieces)) for (let i = 0; i < pieces.length; i++) if (typeof pieces[i] === "object" && pieces[i] !== null) pieces[i] = pieceRecord(pieces[i]!);
    } catch {
      throw new TypeError("not an engine state: it holds something other than plain data, or refers to itself");
    }
    const engine = new Engine(set, program, index, copy);
    if (options.verify !== false) engine.verifyAgainstLog();
    return engine;
  }

  /** Throws unless replaying this game's own log from its start leads to exactly this state. */
  private verifyAgainstLog(): void {
    const log = this.s.log as unknown;
    if (typeof log !== "object" || log === null || !Array.isArray((log as MachineLog).actions) || typeof (log as MachineLog).options !== "object" || (log as MachineLog).options === null) {
      throw new TypeError("not an engine state: it keeps no log of the game's options and actions to check it against");
    }
    if ((log as MachineLog).forgotten !== undefined) {
      throw new TypeError("this state keeps only the last actions of its game (Engine.forgetHistory), so replaying its log cannot check it; a host that trimmed it restores it with verify: false");
    }
    let replayed: Engine;
    try {
      const { outcome: _reached, ...actions } = log as MachineLog;
      replayed = Engine.replay(this.set, actions);
    } catch (err) {
      throw new TypeError(`not a state this game reaches: its own log does not replay (${(err as Error).message})`);
    }
    // Compared as data: a state read back from JSON, or put together by `join`, lists its keys in another order.
    if (!sameData(JSON.parse(JSON.stringify(replayed.state)), JSON.parse(JSON.stringify(this.state)))) {
      throw new TypeError("not a state this game reaches: replaying its own log leads elsewhere (the state was changed after it was saved, or its log was)");
    }
  }

  /** Rebuilds a game from its log; refuses actions that are not legal and an outcome that differs from the one reached. */
  static replay(set: ProgramSet, log: MachineLog): Engine {
    const engine = Engine.create(set, log.options);
    log.actions.forEach(({ player, action }, i) => {
      try {
        engine.apply(player, action);
      } catch (err) {
        if (err instanceof IllegalActionError) throw new IllegalActionError(`action ${i + 1} of the log: ${err.message}`);
        throw err;
      }
    });
    if (log.outcome !== undefined && !sameData(log.outcome, engine.result())) {
      throw new IllegalActionError(`the log records the outcome ${JSON.stringify(log.outcome)}, but replaying it gives ${JSON.stringify(engine.result())}`);
    }
    return engine;
  }

  private context(events: GameEvent[]): RunContext {
    // One context kept from run to run while the state and the generator stay the same objects.
    const kept = this.lastRun;
    const X = kept !== undefined && kept.state === this.s && kept.rng === this.rng ? C.nextRun(kept, events) : (this.lastRun = C.runContext(this.index, this.program.units, this.s, this.rng, events));
    this.contexts = C.reuseContexts(X, this.contexts);
    const clean = this.clean;
    if (clean) {
      if (clean.all) X.checked = 0;
      if (clean.held) X.checkedHeld = 0;
      if (clean.active !== undefined) X.checkedActive = clean.active;
      if (clean.turn !== undefined) X.checkedTurn = clean.turn;
    }
    return X;
  }

  private visibility(): VisibilityRules {
    return (this.rules ??= visibilityOf(this.index, this.s.sides));
  }

  /** Runs play on after the decision waited for was answered (`taken`), or from the start when there was none. */
  private advance(events: GameEvent[], taken?: Wait, player?: string, choice?: Value): void {
    const X = this.context(events);
    X.answered = taken;
    // The rules watching decisions see this one before play goes on (its bindings made only for them).
    if (taken && X.T.watched["decision"] === true) C.raise(X, "decision", { decision: taken.decision, player: player!, choice: choice! });
    run(X);
    // A window's options as clients see them were made with its request: kept for `pending`.
    if (X.offered !== undefined) {
      if (X.offered === this.s.wait) {
        this.shownWait = X.offered as Wait;
        this.shownOptions = X.offeredShown;
        this.shownWho = X.offeredWho;
      }
      X.offered = undefined;
      X.offeredShown = undefined;
      X.offeredWho = undefined;
    }
    // Only runs change the board: if the last one ended with the checks at once finding
    // no winner on it, the next starts knowing that (see `RunContext.checked`).
    const clean = this.clean;
    const all = X.checked === X.rev;
    const held = X.checkedHeld === X.revHeld;
    this.clean = !all && !held ? undefined : clean !== undefined && clean.all === all && clean.held === held && clean.active === X.checkedActive && clean.turn === X.checkedTurn ? clean : { all, held, active: X.checkedActive, turn: X.checkedTurn };
    // The generator's state is written into the game's state when that is read (`state`), not after every action.
    if (this.s.outcome) this.s.log.outcome = this.s.outcome;
  }

  /** The whole state as plain JSON (a copy). */
  get state(): EngineState {
    this.sync();
    return copyBoard(this.s);
  }

  /**
   * The engine's own state object, not a copy (`state` copies), for a host
   * that stores it as it is: from then on this engine only reads it (views,
   * decisions, clones) and refuses `apply`, so the stored object never
   * changes. A host plays on by cloning, as it must to keep the position
   * before the action anyway (for undo, or a refused action).
   */
  sharedState(): EngineState {
    this.sync();
    this.shared = true;
    return this.s;
  }

  /** Set once `sharedState` handed the state out: the engine no longer plays. */
  private shared = false;

  /** What each player's last view leaves for the next (see `ViewMemo`); never part of the state. */
  private readonly viewMemos = new Map<string, ViewMemo>();
  /** The memos of the engine this one was cloned from, which its first view of each player starts from. */
  private parentViews: ReadonlyMap<string, ViewMemo> | undefined;
  /** The piece records every player's views of this engine share (see `SharedRecords`). */
  private viewRecords: SharedRecords | undefined;

  /** Writes the generator's position, kept live while playing, into the state. */
  private sync(): void {
    this.s.rng = this.rng.save();
  }

  /** Options and actions so far (and the outcome, once reached): enough for `replay`. */
  get log(): MachineLog {
    return copyState(this.s.log);
  }

  /** The options of the decision waited for as clients see them (pieces by their ids), worked out once per decision. */
  private optionsShown(w: Wait): Value[] {
    if (this.shownWait !== w) {
      this.shownWait = w;
      this.shownOptions = shown(this.index, w.options) as Value[];
      this.shownWho = undefined;
    }
    return this.shownOptions!;
  }

  pending(): Decision<Value> | null {
    const w = this.s.wait;
    if (!w) return null;
    const options = this.optionsShown(w);
    // The rule, which most decisions cite, written in the literal: a property added afterwards
    // would make a second block of properties for every decision.
    const d: Decision<Value> = w.rule ? { id: w.decision, player: w.player, prompt: w.prompt, options, rule: w.rule } : { id: w.decision, player: w.player, prompt: w.prompt, options };
    if (w.players) d.players = stillToDecide(w);
    if (w.subject !== undefined) d.subject = shown(this.index, w.subject) as Value;
    if (w.costs !== undefined) d.costs = [...w.costs];
    if (w.allowance !== undefined) d.allowance = w.allowance;
    return d;
  }

  /**
   * Carries out one legal action of `player` and returns the events it
   * caused. Anything else is refused with an `IllegalActionError` that says
   * why, and the state stays exactly as it was.
   */
  apply(player: string, action: Value): GameEvent[] {
    if (this.shared) throw new Error("this engine's state was handed to a host (sharedState): play on a clone of it");
    const w = this.s.wait;
    if (!w) throw new IllegalActionError("the game is over; no action can be taken");
    let copy: Value;
    try {
      copy = copyAction(action, this.optionsShown(w));
    } catch {
      throw new IllegalActionError("an action must be plain data (text, numbers, true or false, lists)", w.rule);
    }
    // An action may name the decision it answers ({ decision, choice }): it must be the one waited for.
    const named = copy as unknown;
    if (typeof named === "object" && named !== null && !Array.isArray(named) && "decision" in named && "choice" in named) {
      const answer = named as { decision: unknown; choice: Value };
      if (answer.decision !== w.decision) throw new IllegalActionError(`this answers '${String(answer.decision)}', but the game waits for '${w.decision}' (${w.prompt})`, w.rule);
      copy = answer.choice;
    }
    const who = deciderProblem(w, player, copy, this.s.sides);
    if (who) throw new IllegalActionError(who, w.rule);
    // The action names pieces by their ids, as the options shown to clients do: found among
    // those, it is answered with the option as play keeps it (pieces by number: see `PieceRef`).
    const shownHere = this.optionsShown(w);
    let at = offeredAt(shownHere, copy);
    // A player may answer with what `pendingFor` showed them: aliases stand for the pieces behind them.
    if (at < 0 && this.s.secrets) {
      copy = unmask(copy, this.s, this.s.secrets, this.visibility(), this.index);
      at = offeredAt(shownHere, copy);
    }
    if (at < 0) {
      // An option held back by a restriction is refused with that restriction's message and rule.
      let broken: C.Broken | null = null;
      try {
        // Only what a client may name is asked about: a number play keeps a piece under is no option, whatever it would break.
        broken = w.players || shown(this.index, copy) !== copy ? null : C.barred(this.context([]), w.decision, fromClient(this.index, copy) as Value, w.subject, player);
      } catch {
        // A value no restriction can even be read on (malformed) is simply not an option.
      }
      if (broken) throw new C.RuleBroken(broken);
      throw new IllegalActionError(`${JSON.stringify(copy)} is not a legal option for '${w.prompt}' (${w.options.length} legal options)`, w.rule);
    }
    let value = w.options[at]!;
    const frame = this.s.stack[this.s.stack.length - 1]!;
    if (w.players) {
      // A secret choice waits, unseen, until every side asked has made one;
      // then all are known at once, listed in the order the sides were asked.
      (w.answers ??= {})[player] = value;
      this.ownActions().push({ player, action: copy });
      if (stillToDecide(w).length > 0) return [{ type: "decided", decision: w.decision, player }];
      this.s.log.actions.pop();
      value = w.players.map((p) => w.answers![p]!);
    }
    frame.l[w.slot] = value;
    // How the others see the action is fixed now, while its pieces lie where it found them: read
    // later, an alias it named would tie this choice to whatever the piece has become since.
    const taken = w.players ? (shown(this.index, w.answers![player]!) as Value) : copy;
    const seen = this.s.secrets !== undefined ? this.seenByOthers(player, taken, w.players ? w.answers![player]! : value) : undefined;
    this.s.wait = null;
    const events: GameEvent[] = w.players ? [{ type: "decided", decision: w.decision, player }, { type: "chosen", decision: w.decision, choices: Object.fromEntries(w.players.map((p, i) => [p, shown(this.index, (value as Value[])[i]!)])) }] : [];
    try {
      this.advance(events, w, player, value);
    } catch (err) {
      // The action failed part-way: rebuild the position before it from the
      // log, which costs nothing on the usual path where nothing fails.
      const { outcome: _reached, ...log } = this.s.log;
      // A log trimmed by `forgetHistory` cannot rebuild it: the game stays where it failed.
      if (log.forgotten !== undefined) throw err;
      const rebuilt = this.origin ? this.fromOrigin(this.origin, log.actions) : Engine.replay(this.set, log);
      this.s = rebuilt.s;
      this.sharedActions = false;
      this.rng = rebuilt.rng;
      this.clean = rebuilt.clean;
      throw err;
    }
    this.ownActions().push(seen ? { player, action: taken, seen } : { player, action: taken });
    return events;
  }

  /**
   * An action as every side but `player` (and an onlooker, "") sees it now,
   * if it names a piece some of them cannot see; else undefined. Whether it
   * does is read on the option as play keeps it (`kept`: pieces by number),
   * which needs no look-up by name.
   */
  private seenByOthers(player: string, action: Value, kept: Value): Record<string, unknown> | undefined {
    if (!namesSecret(this.s, this.index, this.visibility(), kept)) return undefined;
    const seen: Record<string, unknown> = {};
    for (const side of [...this.s.sides, ""]) if (side !== player) seen[side] = this.maskFor(side, "in-holders")(action);
    return seen;
  }

  isOver(): boolean {
    return this.s.wait === null;
  }

  /**
   * The sides that may act now, in turn order: the side deciding; in a
   * secret decision of several, those still to decide; in a window any side
   * may play into, those with a play (or their pass) left. None once the game
   * is over. The same sides as those `pendingFor` gives options to.
   */
  actors(): string[] {
    const w = this.s.wait;
    if (!w) return [];
    if (w.players) return stillToDecide(w);
    if (w.player !== "any") return [w.player];
    // A window's options are [side, choice] pairs.
    return this.s.sides.filter((side) => w.options.some((o) => isPlayOf(o, side)));
  }

  /** The sides in play, in turn order. */
  sides(): readonly string[] {
    return this.s.sides;
  }

  result(): Outcome | null {
    return this.s.outcome ?? null;
  }

  /**
   * An independent engine in the same position. The log's list of actions
   * is shared until either engine adds to it (then that one copies it), and
   * its entries are never copied: an entry is never changed once written.
   * So a clone costs the same early and late in a game, and a clone that is
   * only looked at (a bot's, a host's position kept for undo) copies no log.
   */
  clone(): Engine {
    this.sync();
    const log = this.s.log;
    // The log's field keeps its place among the state's fields (a saved state reads the same).
    // Records the engine replaces rather than changes are shared (see `copyBoard`).
    const s = copyBoard({ ...this.s, log: undefined }, { records: "shared" }) as unknown as EngineState;
    s.log = { ...log };
    // The aliases' key never changes in a game: shared, so is the aliases made under it (see `aliasOf`).
    if (s.secrets && this.s.secrets) s.secrets.key = this.s.secrets.key;
    const engine = new Engine(this.set, this.program, this.index, s);
    engine.sharedActions = this.sharedActions = true;
    // A host clones to play on (keeping the position before): the clone's first views start from these ones.
    engine.parentViews = memosToPass(this.viewMemos, this.parentViews);
    return engine;
  }

  /** Whether the log's list of actions is shared with a clone (or the engine this one was cloned from). */
  private sharedActions = false;

  /** The log's list of actions, this engine's own (copied first if a clone shares it), to add to. */
  private ownActions(): MachineLog["actions"] {
    if (this.sharedActions) {
      this.s.log.actions = this.s.log.actions.slice();
      this.sharedActions = false;
    }
    return this.s.log.actions;
  }

  /**
   * Drops every action of the log but the last, for a host that keeps its
   * own record of the game (Rally the Troops replays a game from its own
   * list of actions): the state it stores then stays one size however long
   * the game goes, where the log grows by an entry an action. The last
   * action reads as before (`actionFor`); the game's log (`log`, `logFor`)
   * then starts after the actions dropped, and replaying it can no longer
   * check the state (`restore` refuses unless `verify` is false). Nor can
   * it rebuild the position before an action that fails part-way (a rule
   * the rulebook leaves out): the game stays where it failed, so play on a
   * clone, as the host does, and keep the position before.
   */
  forgetHistory(): void {
    if (this.shared) throw new Error("this engine's state was handed to a host (sharedState): trim the log before handing it out");
    const log = this.s.log;
    const dropped = log.actions.length - 1;
    if (dropped <= 0) return;
    log.forgotten = (log.forgotten ?? 0) + dropped;
    // A new list, this engine's own.
    log.actions = log.actions.slice(dropped);
    this.sharedActions = false;
  }

  /**
   * The state in two parts, for a host that keeps secrets off its clients
   * (boardgame.io's G, a database row every client may read): `public`
   * holds only what every side may see (the board as an onlooker sees it,
   * hidden pieces under their aliases; who is to decide and about what,
   * without the options; the outcome), and may be sent to anyone; `secret`
   * holds the rest (chance, the aliases' key and numbers, which piece is
   * which, where play waits with its options, secret choices made, the log
   * with the game's secret or seed) and stays on the server. `Engine.join`
   * puts the two together again.
   */
  split(): SplitState {
    const full = this.state;
    const d = this.pendingFor("");
    const waiting = d ? { decision: d.id, player: d.player, prompt: d.prompt, ...(d.players ? { players: d.players } : {}), ...(d.rule !== undefined ? { rule: d.rule } : {}), ...(d.subject !== undefined ? { subject: d.subject } : {}) } : null;
    const { turn: _turn, active: _active, sides: _sides, tracks: _tracks, sideState: _sideState, areaState: _areaState, at: _at, placeIds: _placeIds, areaPlaces: _areaPlaces, ...secret } = full;
    const shared: PublicState = { game: this.set.game, program: this.s.program, board: this.view(""), waiting, actions: (this.s.log.forgotten ?? 0) + this.s.log.actions.length };
    if (this.s.outcome) shared.outcome = copyState(this.s.outcome);
    return { public: shared, secret };
  }

  /**
   * The game whose state `split` gave as these two parts; refuses parts of
   * two different games or positions (the public part must be what the
   * secret one shows an onlooker).
   */
  static join(set: ProgramSet, parts: SplitState): Engine {
    const shared = parts?.public;
    const secret = parts?.secret;
    if (typeof shared !== "object" || shared === null || typeof secret !== "object" || secret === null || typeof shared.board !== "object" || shared.board === null) {
      throw new TypeError("not the parts of an engine state: expected { public, secret } as engine.split() gives them");
    }
    const b = shared.board;
    const { index } = load(set, secret.program);
    // The board's own fields come from the public part; how places are numbered, from the module.
    const state = { ...secret, turn: b.turn, sides: b.sides, tracks: b.tracks, sideState: b.sideState, placeIds: index.places.ids, areaPlaces: index.places.areas } as EngineState;
    if (b.active !== undefined) state.active = b.active;
    if (b.areaState !== undefined) state.areaState = b.areaState;
    if (b.at !== undefined) state.at = b.at;
    const engine = Engine.restore(set, state);
    if (!sameData(JSON.parse(JSON.stringify(engine.view(""))), JSON.parse(JSON.stringify(b))) || shared.actions !== (engine.s.log.forgotten ?? 0) + engine.s.log.actions.length) throw new TypeError("the public and secret parts are not of one game in one position");
    return engine;
  }

  /**
   * A game `player` cannot tell from this one, for bots that search: what is
   * hidden from them drawn again with `rng` (see `sampleState`): the view
   * and decision they get are the same, and nothing else of this game's
   * secrets (the other sides' hidden pieces and secret choices, chance to
   * come, the log, the secret it keeps, the aliases' key and numbers) is in
   * it. Its log starts empty, so it cannot be replayed: it is a position,
   * not a game that took place.
   *
   * With `history`, the draw is also consistent with everything the player
   * was shown since the game began, and so with what they could infer from
   * it (a block deployed in one territory came from that territory's pool; a
   * block that fought as a war band is no rumour). It is drawn by a chain of
   * exchanges: two pieces the player could not tell apart when the game
   * began trade places there, the game is replayed from its log (its chance
   * as it fell, every action naming the exchanged pieces), and the exchange
   * is kept only if every step shows the player exactly what the real game
   * showed them. Each exchange tried costs a replay of the game, so this is
   * for bots that can spend it; `history` is true for 4 tries for each piece
   * that can be exchanged, or the number of tries. The chain starts from the
   * real game, so the fewer the tries, the more the draw resembles it. A game
   * drawn by `sample` has no history to draw from.
   */
  sample(player: string, rng: RandomSource, options: { history?: boolean | number } = {}): Engine {
    this.sync();
    const rules = this.visibility();
    const history = options.history;
    if (typeof history === "number" && !(Number.isSafeInteger(history) && history >= 0)) throw new RangeError(`history: expected true, false or a whole number of tries, not ${history}`);
    const drawn = history === undefined || history === false ? sampleState(this.s, this.index, rules, player, rng, this.looks) : drawnGame(this.drawnAlongHistory(player, rng, history === true ? undefined : history), rules, player, rng);
    const engine = new Engine(this.set, this.program, this.index, copyBoard(drawn));
    engine.origin = drawn;
    return engine;
  }

  /** What a kind of piece looks like to the eye (see `Looks`). */
  private readonly looks = (kind: string): string | undefined => this.index.decls.get(kind)?.keyword;

  /** What `player` was told at a step that caused `events`: the events, the board and their decision, as one text to compare. */
  private told(player: string, events: readonly GameEvent[]): string {
    return JSON.stringify([this.eventsFor(player, events), this.view(player), this.pendingFor(player)]);
  }

  /**
   * The state of a game that shows `player` what this one did at every step
   * (see `sample`'s `history`): the last of a chain of `tries` exchanges
   * tried, each kept when the game replayed with it tells the player the
   * same.
   */
  private drawnAlongHistory(player: string, rng: RandomSource, tries?: number): EngineState {
    if (this.origin) throw new RangeError("a game drawn by sample has no history to draw from; draw from the real game");
    const { outcome: _reached, ...log } = this.s.log;
    // The real game replayed: what the player was told at each step, and where the pieces began
    // (a copy: the replay goes on to change the state it begins from).
    let start: EngineState | undefined;
    const real = Engine.begin(this.set, log.options, (s) => {
      start = copyBoard(s);
      return s;
    });
    const told = [real.told(player, real.started)];
    for (const { player: who, action } of log.actions) told.push(real.told(player, real.apply(who, action)));
    const groups = alikeGroups(start!, this.index, this.visibility(), player, this.looks);
    const pieces = groups.flatMap((g) => g.map((i) => [i, g] as const));
    let order = new Map<number, number>();
    let world = real.s;
    const n = tries ?? 4 * pieces.length;
    for (let k = 0; k < n && pieces.length > 0; k++) {
      const [a, group] = pieces[rng.int(0, pieces.length - 1, "choice")]!;
      // Any piece of the same group, each as likely (an exchange is as likely proposed as undone),
      // the piece itself included: a chain that always exchanged would only alternate between two draws.
      const b = group[rng.int(0, group.length - 1, "choice")]!;
      if (b === a) continue;
      const next = new Map(order);
      const [fa, fb] = [order.get(a) ?? a, order.get(b) ?? b];
      for (const [at, from] of [[a, fb], [b, fa]] as const) {
        if (at === from) next.delete(at);
        else next.set(at, from);
      }
      const replayed = this.replayedWith(log, start!, next, player, told);
      if (replayed) [order, world] = [next, replayed];
    }
    return world;
  }

  /** This game's log replayed with the pieces `moved` in their first places (see `exchanged`), if every step tells `player` what `told` says; else undefined. */
  private replayedWith(log: MachineLog, start: EngineState, moved: ReadonlyMap<number, number>, player: string, told: readonly string[]): EngineState | undefined {
    const rename = actionRenamer(start, moved);
    try {
      const engine = Engine.begin(this.set, log.options, (s) => exchanged(s, moved));
      if (engine.told(player, engine.started) !== told[0]) return undefined;
      for (let i = 0; i < log.actions.length; i++) {
        const { player: who, action } = log.actions[i]!;
        if (engine.told(player, engine.apply(who, rename(action) as Value)) !== told[i + 1]) return undefined;
      }
      return engine.s;
    } catch {
      // An action the exchanged game refuses, or a fault the real game never met: no such game shows the player what they saw.
      return undefined;
    }
  }

  /** The game from a drawn position (`sample`) with `actions` taken since: how such a game is rebuilt after a failed action. */
  private fromOrigin(origin: EngineState, actions: MachineLog["actions"]): Engine {
    const engine = new Engine(this.set, this.program, this.index, copyBoard(origin));
    engine.origin = origin;
    for (const { player, action } of actions) engine.apply(player, action);
    return engine;
  }

  /** The spec's invariants and standing limits that do not hold now. */
  violations(): { id: string; rule?: string }[] {
    return this.program.units.violations(this.context([]));
  }

  /**
   * Each side's points now, by the spec's scoring rules (0 for every side
   * of a game without any). Read from the whole state, hidden pieces too:
   * a host's, or a bot's on a game drawn by `sample`, never a client's.
   */
  scores(): Record<string, number> {
    return this.program.units.scores(this.context([]));
  }

  /**
   * How well placed each side is now, for bots: its scores plus the points
   * of the spec's `standing` rules (higher is better), which never decide
   * the game. Read from the whole state, as `scores` is.
   */
  standing(): Record<string, number> {
    return this.program.units.standing(this.context([]));
  }

  /** Whether the game hides anything from anyone: if not, every player's view is the same board. */
  keepsSecrets(): boolean {
    return this.s.secrets !== undefined;
  }

  /**
   * What one player may see: the board with hidden pieces under their
   * aliases, and nothing of chance, the frames, the log or the aliases' key.
   * Frozen: it shares what did not change with the player's last view.
   */
  view(player: string): Board {
    const secrets = this.s.secrets;
    let memo = this.viewMemos.get(player);
    if (memo === undefined) {
      this.viewMemos.set(player, (memo = inheritedMemo(this.parentViews?.get(player))));
      memo.shared = this.viewRecords ??= sharedRecords();
    }
    // The run context lists the pieces changed from the first view on, while it is the state's own (see `PieceJournal`).
    const run = this.lastRun !== undefined && this.lastRun.state === this.s ? this.lastRun : undefined;
    if (run !== undefined) run.changed ??= [];
    return boardView(this.s as unknown as GameState & Record<string, unknown>, this.index, player, secrets, secrets ? this.visibility() : undefined, this.looks, memo, run);
  }

  /**
   * Some pieces as `player` sees them, by the names they were shown under
   * (ids, or aliases of pieces hidden from them): each as `view(player)`
   * would list it, and a name that is no such piece left out. A host
   * putting an action into words needs these few, not the whole board.
   */
  seenPieces(player: string, names: Iterable<string>): Record<string, BoardPiece> {
    const secrets = this.s.secrets;
    return seenPieces(this.s, this.index, player, secrets, secrets ? this.visibility() : undefined, this.looks, names);
  }

  /** Replaces what `player` may not see in a value (an option, an event) by aliases. */
  private maskFor(player: string, opaque: false | "in-holders" | "always" = false): (v: unknown) => unknown {
    const secrets = this.s.secrets;
    return secrets ? masker(this.s, this.index, secrets, this.visibility(), player, opaque) : (v) => v;
  }

  /**
   * The decision waited for, as `player` sees it: their own options (in a
   * window any side may play into, their plays and their pass), none of another
   * player's (which could tell what that player holds), and hidden pieces
   * under their aliases.
   */
  pendingFor(player: string): Decision<Value> | null {
    const d = this.pending();
    if (!d) return null;
    const all = d.player === "each" ? d.players!.includes(player) : d.player === player;
    // In a window any side may play, the player's own plays, by their places among the options.
    let mine: number[] | undefined;
    if (!all) {
      mine = [];
      if (d.player === "any" && this.s.sides.includes(player)) {
        // The list is the window's own, put right in place as it narrows (see `WindowMemo.who`): used only while it matches.
        const who = this.shownWait === this.s.wait ? this.shownWho : undefined;
        if (who !== undefined && who.length === d.options.length) {
          for (let j = 0; j < who.length; j++) if (who[j] === player) mine.push(j);
        } else {
          for (let j = 0; j < d.options.length; j++) if (isPlayOf(d.options[j], player)) mine.push(j);
        }
      }
    }
    // Hidden pieces under their aliases, masked from the options as play keeps them (pieces by number).
    const secrets = this.s.secrets;
    const from = secrets ? (this.s.wait!.options as Value[]) : d.options;
    const mask = secrets ? playMasker(this.s, this.index, secrets, this.visibility(), player) : undefined;
    const count = mine === undefined ? from.length : mine.length;
    const options = new Array<Value>(count);
    for (let j = 0; j < count; j++) {
      const o = from[mine === undefined ? j : mine[j]!]!;
      options[j] = mask === undefined ? o : (mask(o) as Value);
    }
    const seen: Decision<Value> = { ...d, options };
    // Costs go with the options the player is shown, and only with those.
    if (d.costs !== undefined && mine !== undefined) {
      const costs = d.costs;
      seen.costs = mine.map((j) => costs[j]!);
    }
    // The piece another side's decision concerns is no alias when it is hidden from this player (see `OPAQUE`).
    if (d.subject !== undefined) seen.subject = this.maskFor(player, all ? "in-holders" : "always")(d.subject);
    return seen;
  }

  /**
   * What set-up caused before the first decision (shuffles, draws, first
   * rolls), for a client to tell: an engine made by `create` has them; a
   * restored, cloned or sampled one has none. Read with `eventsFor` for one
   * player's share.
   */
  setupEvents(): GameEvent[] {
    return copyState(this.started as unknown as Value[]) as unknown as GameEvent[];
  }

  /**
   * Events as `player` sees them, read right after the action that caused
   * them: pieces hidden from them under their aliases, or as `OPAQUE` where
   * they lie in a holder hidden from them, and without the strength changes
   * of pieces hidden from them (which only their owner sees).
   */
  eventsFor(player: string, events: readonly GameEvent[]): GameEvent[] {
    if (this.s.secrets === undefined) return events.map((e) => e);
    const mask = this.maskFor(player, "in-holders");
    const out: GameEvent[] = [];
    for (const e of events) {
      if (eventHiddenFrom(e, this.s, this.index, this.visibility(), player)) continue;
      const seen = mask(e) as GameEvent;
      // Pieces that move together arrive together: listed in an order that says nothing of which led.
      if (seen.type === "moved" && Array.isArray(seen["moves"])) (seen["moves"] as { piece: string; from: string }[]).sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.piece < b.piece ? -1 : a.piece > b.piece ? 1 : 0));
      out.push(seen);
    }
    return out;
  }

  /** The log as `player` sees it: every action as they were shown it when it was taken, secret choices not yet revealed as "secret"; no seed or secret. */
  logFor(player: string): { game: string; actions: { player: string; action: unknown }[]; outcome?: Outcome } {
    const actions = this.s.log.actions.map((_, i) => this.actionFor(player, i)!);
    const out: { game: string; actions: { player: string; action: unknown }[]; outcome?: Outcome } = { game: this.s.log.game, actions };
    if (this.s.log.outcome) out.outcome = this.s.log.outcome;
    return out;
  }

  /**
   * Action `i` of the log (the last one by default) as `player` was shown it
   * (see `logFor`), without going through the whole log: what a host tells
   * after each action.
   */
  actionFor(player: string, i = this.s.log.actions.length - 1): { player: string; action: unknown } | undefined {
    const log = this.s.log.actions;
    const a = log[i];
    if (a === undefined) return undefined;
    // Choices made in secret stay secret until every side asked has made one.
    const open = Object.keys(this.s.wait?.answers ?? {}).length;
    if (i >= log.length - open && a.player !== player) return { player: a.player, action: "secret" };
    // The action as the player was shown it when it was taken (see `seenByOthers`).
    return { player: a.player, action: a.player !== player && a.seen ? (a.seen[player] ?? a.seen[""]) : a.action };
  }

  /** Whether a piece is hidden from a player now (for tests and clients). */
  isHiddenFrom(piece: string, player: string): boolean {
    const ref = this.index.pieceRefs.get(piece);
    const p = ref === undefined ? undefined : pieceIn(this.s, this.index, ref);
    return p !== undefined && hiddenFrom(p, player, this.visibility());
  }

  /**
   * Why play from `before` (an earlier clone of this game) to here cannot be
   * taken back, or undefined when it can: not once chance has been drawn (a
   * roll, a draw, a shuffle), nor once something hidden from a side has been
   * shown to it, since taking it back would let a player try again knowing
   * it. Hosts (`serve`, the boardgame.io adapter) offer undo by this.
   */
  irreversibleSince(before: Engine): { reason: "chance" } | { reason: "shown"; side: string } | undefined {
    this.sync();
    before.sync();
    if (!sameData(before.s.rng, this.s.rng)) return { reason: "chance" };
    // Piece by piece (the same pieces, in the same order, in both states): hidden from a side then, seen by it now.
    const rules = this.visibility();
    const then = before.s.pieces;
    const now = this.s.pieces;
    for (let i = 0; i < then.length; i++) {
      const a = then[i]!;
      const b = now[i]!;
      // Whether a piece is hidden from a side turns on its kind, owner and place, and on its being
      // revealed: a piece none of these changed for (most, in a step) is seen as before.
      if (a.location === b.location && a.owner === b.owner && a.revealed === b.revealed) continue;
      if (!secretFromSomeone(a, rules)) continue;
      for (const side of this.s.sides) if (hiddenFrom(a, side, rules) && !hiddenFrom(b, side, rules)) return { reason: "shown", side };
    }
    return undefined;
  }

  /**
   * Every piece secret from some side now, by its id, with the alias it is
   * shown under to those who may not see it (for tools and tests: a player's
   * own share of this is in `view`). Empty in a game that keeps no secrets.
   */
  aliases(): Map<string, string> {
    return this.s.secrets ? aliasesById(this.s, this.s.secrets, this.visibility()) : new Map();
  }
}

/**
 * A position set up by hand, to run one procedure or function of the spec in
 * it: how worked examples from a rulebook become tests. The board starts as
 * the game's initial state, before set-up; change `state` as the example
 * describes, then call what the example exercises.
 */
export class Position {
  /** The state in the engine's own layout (pieces by number: see `PieceRef`); `piece`, `place` and `board` read and change it by id. */
  readonly state: EngineState;
  /** What the calls made so far caused. */
  readonly events: GameEvent[] = [];
  private readonly rng: RandomSource;

  /** How play names a piece given by its id (its number, or the kind's name for the only piece of a kind). */
  ref(id: string): Value {
    const ref = this.index.pieceRefs.get(id);
    if (ref === undefined) throw new RangeError(`no piece '${id}' in this game`);
    return ref;
  }

  /** A piece's record, by its id: the state's own, so a change to it changes the position. */
  piece(id: string): PieceState {
    return pieceIn(this.state, this.index, this.ref(id))!;
  }

  /** The id of the holder or area a piece (by id) lies in. */
  where(id: string): string {
    return this.index.placeId(this.piece(id).location);
  }

  /** A holder's or area's own list of pieces, as play names them. */
  private listAt(where: string): PieceRef[] {
    const list = placeContents(this.state, this.index, this.index.placeValue(where));
    if (!list) throw new RangeError(`no holder or area '${where}' in this game`);
    return list;
  }

  /** Puts pieces (by id) at the end of a holder's or area's list, taking each from where it lies; nothing else happens (no event, no rule). */
  place(ids: string | readonly string[], where: string): void {
    // Nothing kept of the board while it was read only may outlive this change.
    forgetReads(this.state);
    const list = this.listAt(where);
    for (const id of [ids].flat()) {
      const ref = this.ref(id) as PieceRef;
      const i = pieceNumber(this.index, ref)!;
      const p = this.state.pieces[i]!;
      const from = placeContents(this.state, this.index, p.location);
      const at = from?.indexOf(ref) ?? -1;
      if (at >= 0) from!.splice(at, 1);
      list.push(ref);
      // A new record, not the old one changed (see `PieceState`).
      const q = pieceRecord(p);
      q.location = this.index.placeValue(where);
      this.state.pieces[i] = q;
    }
  }

  /** The ids of the pieces in a holder or area, in order. */
  idsIn(where: string): string[] {
    return shown(this.index, this.listAt(where)) as string[];
  }

  /** The board as clients see it (pieces by id), as it is now: a copy. */
  board(): Board {
    return readableBoard(copyBoard(this.state));
  }

  constructor(
    set: ProgramSet,
    options: Omit<EngineOptions, "seed"> & { seed?: number } = {},
  ) {
    const key = programKey(options.scenario, options.variants ?? []);
    const { program, index } = load(set, key);
    this.program = program;
    this.index = index;
    this.rng = randomSource({ ...options, seed: options.seed ?? 1 });
    this.state = { ...initialState(program.data, options.players), program: key, rng: this.rng.save(), stack: [], wait: null, log: { game: set.game, options: { seed: options.seed ?? 1 }, actions: [] } };
  }
  private readonly program: Program;
  private readonly index: DataIndex;

  private context(): RunContext {
    return C.runContext(this.index, this.program.units, this.state, this.rng, this.events);
  }

  /**
   * Runs a procedure with `actor` acting; each decision it asks for is given
   * to `answer`, whose reply must be one of the options. Returns the outcome
   * if the procedure (or a victory checked on the way) ends the game. Pieces
   * are named by their ids in the arguments, the requests and the replies.
   */
  call(procedure: string, givenArgs: Value[], answer: (request: Request) => Value = noDecisions, actor: string | undefined = this.state.active): Outcome | undefined {
    const X = this.context();
    const args = fromClient(this.index, givenArgs) as Value[];
    try {
      const n = this.index.symbolNumber("procedure", procedure);
      const plainProcedure = n === undefined ? undefined : X.T.p[n];
      if (plainProcedure) {
        plainProcedure(X, actor, ...args);
        return undefined;
      }
      if (n === undefined || !X.T.s[n]) throw new Error(`the spec has no procedure '${procedure}'`);
      this.state.stack = [{ p: n, pc: 0, l: [...args], ...(actor !== undefined ? { a: actor } : {}) }];
      for (;;) {
        run(X);
        const w = this.state.wait;
        if (!w) break;
        const given = answer({ ...w, options: shown(this.index, w.options) as Value[], ...(w.subject !== undefined ? { subject: shown(this.index, w.subject) as Value } : {}) });
        const reply = fromClient(this.index, given) as Value;
        if (!w.options.some((o) => equal(o, reply))) throw new IllegalActionError(`${JSON.stringify(given)} is not an option of '${w.prompt}'`, w.rule);
        this.state.stack[this.state.stack.length - 1]!.l[w.slot] = reply;
        this.state.wait = null;
      }
    } catch (err) {
      // Said where play was and with pieces and places by id, as an engine's errors are.
      if (!(err instanceof EndGame)) throw C.locate(err, X);
      this.state.outcome = scored(err.outcome, X.T.scores(X));
    }
    return this.state.outcome;
  }

  /** The random source's state now: with scripted dice, the dice not yet rolled. */
  randomState(): unknown {
    return this.rng.save();
  }

  /** A function of the spec, evaluated here with `actor` acting. */
  fn(name: string, givenArgs: Value[], actor?: string): Value {
    const args = fromClient(this.index, givenArgs) as Value[];
    // A function of the spec, or a built-in by its name in the language (`path-cost`), whose
    // runtime export is that name in camel case (`pathCost`), as a test holds the registry to.
    const js = /^[a-z]+(-[a-z]+)*$/.test(name) ? name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) : undefined;
    const n = this.index.symbolNumber("function", name);
    const f = (n === undefined ? undefined : this.program.units.f[n]) ?? (js === undefined ? undefined : (B as unknown as Record<string, (ctx: EvalContext, ...a: Value[]) => Value>)[js]);
    if (!f) throw new Error(`the spec has no function '${name}', and no built-in has that name`);
    const ctx: EvalContext = { index: this.index, state: this.state, rng: this.rng, events: this.events, fn: this.program.units.f };
    if (actor !== undefined) ctx.actor = actor;
    return shown(this.index, f(ctx, ...args)) as Value;
  }

  /** The sudden-death victory that holds here, if any: those checked when a step ends (and at once), only those checked at once, or (`endOfTurn`) those checked at the end of a turn too. */
  suddenDeath(atOnce = false, endOfTurn = false): Outcome | undefined {
    try {
      this.program.units.sudden(this.context(), atOnce, endOfTurn);
      return undefined;
    } catch (err) {
      if (err instanceof EndGame) return err.outcome;
      throw err;
    }
  }

  /** The invariants and standing limits broken here. */
  violations(): { id: string; rule?: string }[] {
    return this.program.units.violations(this.context());
  }
}

/** A value with aliases (of pieces secret from someone now) replaced by the ids of the pieces they stand for. */
function unmask(v: Value, state: GameState, secrets: Secrets, rules: VisibilityRules, index: DataIndex): Value {
  const id = (alias: string): string => {
    const i = aliasedPiece(secrets, alias);
    const p = i === undefined ? undefined : state.pieces[i];
    return p !== undefined && secretFromSomeone(p, rules) ? index.pieceIds[i!]! : alias;
  };
  const walk = (x: Value): Value => (typeof x === "string" ? id(x) : Array.isArray(x) ? x.map(walk) : x);
  return walk(v);
}

function noDecisions(request: Request): never {
  throw new Error(`unexpected decision '${request.decision}' (${request.prompt})`);
}

/**
 * The view memos a clone starts from: this engine's own, and, for a player
 * it never viewed, the one it was to start from itself. A host that views
 * only the side to act, playing each action on a clone (Rally the Troops'
 * fuzzer; a claims window picks any of four sides), would otherwise view a
 * side afresh whenever the position before did not view it: Apache's views
 * in that fuzzer were mostly made afresh, at four times the cost.
 */
function memosToPass(own: Map<string, ViewMemo>, inherited: ReadonlyMap<string, ViewMemo> | undefined): ReadonlyMap<string, ViewMemo> {
  let merged: Map<string, ViewMemo> | undefined;
  if (inherited !== undefined) {
    // Only memos still holding a view: one taken over by a clone is left empty.
    for (const [player, memo] of inherited) if (memo.last !== undefined && !own.has(player)) (merged ??= new Map(own)).set(player, memo);
  }
  return merged ?? own;
}
