/**
 * What compiled statements do to a game: move pieces, change tracks and
 * fields, the built-in commands (shuffle, draw, reveal, reduce ...), the
 * requests a `choose` makes, and the ways play ends. Each command is defined
 * once here; compiled code calls it directly (`C.draw(X, ...)`).
 */
import { IllegalActionError, type Outcome } from "../engine.js";
import { flip as flipPiece, pieceRecord, reduce as reducePiece, restore as restorePiece, type PieceState } from "../pieces.js";
import { shuffle as shuffleList, type DrawPattern, type RandomSource } from "../rng.js";
import type { DataIndex, Offer, SideOffers } from "./data.js";
export { readDone, reading } from "./read-memo.js";
import { forgetReads } from "./read-memo.js";
import { renewAlias, secretFromSomeone, visibilityOf, type VisibilityRules } from "./secrecy.js";
import { DISCARDED, ELIMINATED, PLACE_BASE, type PlaceRef } from "./places.js";
import { PIECE_BASE, type GameState, type PieceRef } from "./state.js";
import type { PieceJournal } from "./view.js";
import { asList, checkedCount, EvaluationError, fieldValue, pieceIn, pieceNumber, piecesIn, placeContents, placeOwner, shown, type EvalContext, type SpecFunction, type Value } from "./values.js";

/** A choice the running game waits for. */
export interface Request {
  decision: string;
  player: string;
  prompt: string;
  options: Value[];
  rule?: string;
  /** The piece the decision concerns, if the spec says (`choose ... about b`). */
  subject?: Value;
  /**
   * The sides asked at once, in secret (`choose ... by each sides`), in the
   * order their choices are listed; `player` is then "each".
   */
  players?: string[];
  /** What each option costs, in the order of `options`, where the spec says (`choose ... costing`). */
  costs?: number[];
  /** What the chooser has left to spend on those costs (`choose ... within`): a remaining movement allowance. */
  allowance?: number;
}

export type { Outcome };

/** What compiled code runs against: the game's data, its state, chance and the events of the current action. */
export interface RunContext extends PieceJournal {
  index: DataIndex;
  /** The compiled functions and procedures of the program being played. */
  T: Units;
  state: GameState & { outcome?: Outcome };
  rng: RandomSource;
  events: { type: string; [k: string]: unknown }[];
  /** Where in the spec play is (`file:line:col: statement`), set by compiled code, for errors. */
  at?: string;
  /**
   * The last request of a window made in this run, and its options as
   * clients see them, made with it (see `offerOf`): `Engine.pending` shows
   * them without working them out again. Not part of the state.
   */
  offered?: Request | undefined;
  offeredShown?: Value[] | undefined;
  /** The side each of those options is for (a window's: see `WindowMemo.who`). */
  offeredWho?: string[] | undefined;
  /** The request whose answer this run goes on from (set by the engine), if any. */
  answered?: Request | undefined;
  /** The last window request made, kept from run to run so that the next one can be derived from it (see `offerRequest`). Not part of the state. */
  window?: WindowMemo | undefined;
  /** Who may see what, in a game that keeps secrets: looked up once, when a command first needs it. */
  rules?: VisibilityRules | undefined;
  /** The expression contexts, one per acting side, kept by the engine from one run to the next (see `exprCtx`). */
  ctxs?: ContextCache;
  /** The context `exprCtx` gave last, asked for again most of the time. */
  lastCtx?: EvalContext;
  /** How many times a command has changed the board in this run (see `changed`). */
  rev?: number;
  /**
   * `rev` right after a window's piece played was collected into a place
   * that is no other side's own copy of a holder (see `played`), if one was
   * in this run: while it is still `rev`, nothing else changed since.
   */
  collected?: number | undefined;
  /**
   * How many of those changes changed what a holder (a place that is no
   * area: a hand, a deck, a pile) holds or its order. A check that reads
   * nothing of the board but holders' contents (the compiler knows which)
   * need not be worked out again while this stays the same.
   */
  revHeld?: number;
  /**
   * The count of changes, acting side and turn when the sudden-death checks
   * `checked: at-once` last found no winner: while they stay the same, the
   * compiled checks skip what they would find again.
   */
  checked?: number;
  /** `revHeld` when those checks last found no winner (see `revHeld`). */
  checkedHeld?: number;
  checkedActive?: string;
  checkedTurn?: number;
}

/**
 * A run's context, every field present from the start (unset ones
 * undefined): compiled code and the runtime read it everywhere, and
 * JavaScript reads objects of one shape faster than objects that gain
 * fields in different orders as play goes.
 */
export function runContext(index: DataIndex, T: Units, state: RunContext["state"], rng: RandomSource, events: RunContext["events"]): RunContext {
  forgetReads();
  return { index, T, state, rng, events, changed: undefined, changedBefore: 0, at: undefined, offered: undefined, offeredShown: undefined, offeredWho: undefined, answered: undefined, window: undefined, rules: undefined, ctxs: undefined, lastCtx: undefined, rev: 0, collected: undefined, revHeld: 0, checked: undefined, checkedHeld: undefined, checkedActive: undefined, checkedTurn: undefined };
}

/**
 * Readies a run's context for the next run of the same game (same state and
 * generator): every field back to where `runContext` starts it, with the new
 * run's events. An engine keeps one context instead of making one per action.
 */
export function nextRun(X: RunContext, events: RunContext["events"]): RunContext {
  forgetReads();
  X.events = events;
  X.at = undefined;
  X.lastCtx = undefined;
  X.offered = undefined;
  X.offeredShown = undefined;
  X.offeredWho = undefined;
  // The engine says which request this run answers; the last window's request is kept for it (see `offerRequest`).
  X.answered = undefined;
  X.rev = 0;
  X.collected = undefined;
  X.revHeld = 0;
  X.checked = undefined;
  X.checkedHeld = undefined;
  X.checkedActive = undefined;
  X.checkedTurn = undefined;
  return X;
}

/**
 * Counts a change to what rules read (pieces, holders, tracks, fields,
 * scores, the acting side). Every command that changes the state calls it;
 * the compiled sudden-death checks trust it to know the board unchanged.
 */
function changed(X: RunContext): void {
  X.rev = (X.rev ?? 0) + 1;
  forgetReads(X.state);
}

/** Whether a place is an area of a map (areas take the first slots), not a holder. */
function isArea(index: DataIndex, place: Value): boolean {
  const k = index.slotOf(place);
  return k !== undefined && k < index.places.areas;
}

/** Counts a change to what a holder holds, or to its order (see `RunContext.revHeld`); `changed` counts it as a change too. */
function changedHeld(X: RunContext): void {
  X.revHeld = (X.revHeld ?? 0) + 1;
}

/**
 * How many changes of pieces a run context lists (`PieceJournal`) before it
 * starts its list again: a view whose last look is older than that looks at
 * every piece, as a first view does.
 */
const JOURNAL_LIMIT = 1024;

/**
 * Notes that piece `i` (by its place in `state.pieces`) was given a new
 * record or alias, so that views look at it again (see `PieceJournal`), once
 * a view has asked for the list. Every command that does either calls it.
 */
function pieceChanged(X: RunContext, i: number): void {
  const list = X.changed;
  if (list === undefined) return;
  if (list.length === JOURNAL_LIMIT) {
    X.changedBefore += JOURNAL_LIMIT;
    list.length = 0;
  }
  list.push(i);
}

/** Gives piece `i` a new alias (`renewAlias`), noted for views. */
function renewed(X: RunContext, secrets: NonNullable<GameState["secrets"]>, i: number): void {
  renewAlias(secrets, i);
  pieceChanged(X, i);
}

/** Shuffled pieces cannot be told apart any more, in a game that keeps secrets: each gets a new alias. */
function renewAll(X: RunContext, ids: readonly Value[]): void {
  const secrets = X.state.secrets;
  if (secrets === undefined) return;
  for (let k = 0; k < ids.length; k++) {
    const i = pieceNumber(X.index, ids[k]!);
    if (i !== undefined) renewed(X, secrets, i);
  }
}

/**
 * After a change to what hides a piece (where it lies, whether it is
 * revealed), in a game that keeps secrets: a piece every side now sees gets
 * a new alias at once, so that if it is hidden again, even later in the same
 * action, nothing ties it to what it was shown as before.
 */
function seenAgain(X: RunContext, id: Value, piece: PieceState): void {
  const secrets = X.state.secrets;
  if (secrets === undefined) return;
  const rules = (X.rules ??= visibilityOf(X.index, X.state.sides));
  if (secretFromSomeone(piece, rules)) return;
  const i = pieceNumber(X.index, id);
  if (i !== undefined) renewed(X, secrets, i);
}

/**
 * The error to throw for one raised while running the spec, with where in the
 * spec play was added (not to a refusal, whose message is the rule's own):
 * "... (at game.rules:12:5: move x to y)". JavaScript's own error for a stack
 * run out is told as what it means in a spec: a function or procedure that
 * calls itself, directly or through others, and never stops (`clear-from(n)`
 * asking `clear-from` of a neighbour no nearer, say).
 */
export function locate(raised: unknown, X: RunContext): unknown {
  const err = raised instanceof RangeError && /call stack/i.test(raised.message) ? new EvaluationError("the rules called functions within functions deeper than play can go: a function or procedure that calls itself, directly or through others, never stops doing so") : raised;
  if (!(err instanceof Error) || err instanceof IllegalActionError || err.message.includes(" (at ")) return err;
  err.message = `${readableMessage(err.message, X.index)}${X.at === undefined ? "" : ` (at ${X.at})`}`;
  return err;
}

/**
 * A message with every piece or place number in it (a value quoted in an
 * error) written as the id clients know, as everything else they read is:
 * the numbers are play's own (see `PIECE_BASE`, `PLACE_BASE`).
 */
export function readableMessage(message: string, index: DataIndex): string {
  return message.replace(/(?<![\w.#-])[12]\d{9}(?![\w.])/g, (n) => {
    const id = shown(index, Number(n));
    return typeof id === "string" ? id : n;
  });
}

/** A frame of a procedure that can wait for a decision: which, where in it, its locals and the acting side. */
export interface Frame {
  /** The step, by its symbol's number (`ProgramSet.symbols.procedure`). */
  p: number;
  pc: number;
  l: Value[];
  a?: string | undefined;
}

/**
 * The compiled parts of one program (a game with its scenario and variants):
 * functions, procedures that never ask (plain functions), procedures that can
 * ask (resumable steps over a frame; `#game` is the whole game), and the
 * checks the engine runs between steps.
 */
export interface Units {
  /** Functions and procedures that never ask, by their symbols' numbers (a program lacks some). */
  f: readonly (SpecFunction | undefined)[];
  p: readonly (((X: RunContext, actor: string | undefined, ...args: Value[]) => void) | undefined)[];
  /**
   * Steps, by their symbols' numbers: a step runs its frame until it asks
   * (true), calls a step (true) or finishes (false).
   */
  s: readonly (((X: RunContext, f: Frame) => boolean) | undefined)[];
  /**
   * Ends the game (by throwing `EndGame`) if a sudden-death victory holds:
   * `atOnce`, only those checked at once; otherwise also those checked after
   * a step; `endOfTurn`, also those checked only at the end of a turn.
   */
  sudden: (X: RunContext, atOnce: boolean, endOfTurn?: boolean) => void;
  scores: (X: RunContext) => Record<string, number>;
  /** Each side's standing, which bots read: its scores and the points of the spec's `standing` rules. */
  standing: (X: RunContext) => Record<string, number>;
  /** The invariants and standing limits that do not hold. */
  violations: (X: RunContext) => { id: string; rule?: string }[];
  /** Runs the spec's triggers on an event (`trigger ... { on: move }`) with the event's bindings. */
  on: (X: RunContext, type: string, b: Bindings) => void;
  /** The events some trigger watches: nothing else is dispatched. */
  watched: Readonly<Record<string, true>>;
  /** The first restriction an event (`move`) or a decision's option (`decision:<id>`) would break, or null. */
  allow: (X: RunContext, type: string, b: Bindings) => Broken | null;
  /** The events and decisions some restriction governs. */
  restricted: Readonly<Record<string, true>>;
}

/**
 * A program's table of functions or procedures by symbol number, made from
 * the entries its module writes (`{ 4: U7 }`), over those of a base table
 * when given (a program that replaces a few of another's).
 */
export function unitList<F>(entries: Readonly<Record<number, F>>, base: readonly (F | undefined)[] = []): (F | undefined)[] {
  const out = [...base];
  for (const k of Object.keys(entries)) out[Number(k)] = entries[Number(k)];
  return out;
}

/** What an event binds for the rules that watch it: `piece`, `from`, `to`, `crossing`, ... */
export type Bindings = Record<string, Value>;

/** A restriction that an option or a move would break. */
export interface Broken {
  id: string;
  message: string;
  rule?: string;
}

/** An action refused because what it would do breaks a restriction: its message and rule. */
export class RuleBroken extends IllegalActionError {
  constructor(readonly broken: Broken) {
    super(broken.message, broken.rule);
    this.name = "RuleBroken";
  }
}

/** A limit checked at the end of a step does not hold, and the rules give no consequence to carry out. */
export class LimitBroken extends Error {
  constructor(
    readonly id: string,
    message: string,
    readonly rule?: string,
  ) {
    super(`limit '${id}' does not hold at the end of its step: ${message}${rule ? ` (rule ${rule})` : ""}`);
    this.name = "LimitBroken";
  }
}

/** The side a piece belongs to: its owner, or its kind's side. */
export function sideOf(X: RunContext, piece: Value): Value {
  const i = pieceNumber(X.index, piece);
  const p = i === undefined ? undefined : X.state.pieces[i];
  if (p === undefined) return null;
  // The kind's side by the piece's place, found once for the program (see `DataIndex.kindSides`).
  return p.owner ?? X.index.kindSides[i!] ?? null;
}

/** Triggers nested deeper than this are a loop in the rules (a trigger that sets itself off). */
const MAX_TRIGGER_DEPTH = 32;
let triggerDepth = 0;

/** Raises an event: the triggers that watch it run now, before play goes on. */
export function raise(X: RunContext, type: string, b: Bindings): void {
  if (X.T.watched[type] !== true) return;
  if (triggerDepth >= MAX_TRIGGER_DEPTH) throw new EvaluationError(`triggers set each other off more than ${MAX_TRIGGER_DEPTH} deep on '${type}'; the rules loop`);
  triggerDepth++;
  try {
    X.T.on(X, type, b);
  } finally {
    triggerDepth--;
  }
}

/** The kind of link between two places, or null when they are not areas joined by one. */
function crossingOf(X: RunContext, from: PlaceRef, to: PlaceRef): Value {
  // Links join areas of one map, so the link from one place to the other is the crossing, if any:
  // found by the places' numbers (`linkKindBetween`), as every option of a move decision asks.
  if (X.index.graphs.size === 0) return null;
  return X.index.linkKindBetween(from, to);
}

/**
 * The bindings restrictions are asked about, one object for moves and one
 * for options, filled in for each question instead of made anew: every
 * option of every decision is asked about. Restrictions only read them
 * (the compiled `allow` keeps nothing), and none asks another question
 * while it is being asked one.
 */
const moveAsked = { piece: null, from: null, to: null, crossing: null, mover: null } as Record<"piece" | "from" | "to" | "crossing" | "mover", Value>;
const optionAsked = { option: null, actor: null, piece: null, from: null, to: null, crossing: null, mover: null } as Record<"option" | "actor" | "piece" | "from" | "to" | "crossing" | "mover", Value>;

/** The restriction on moves that moving `piece` from `from` to `to` would break, if any. */
function moveBarred(X: RunContext, piece: Value, from: PlaceRef, to: PlaceRef, actor: string | undefined): Broken | null {
  const b = moveAsked;
  b.piece = piece;
  b.from = from;
  b.to = to;
  b.crossing = crossingOf(X, from, to);
  b.mover = actor ?? null;
  return X.T.allow(X, "move", b);
}

/** Throws if moving `piece` from `from` to `to` breaks a restriction on moves. */
function checkMove(X: RunContext, piece: Value, from: PlaceRef, to: PlaceRef, actor: string | undefined): void {
  const broken = moveBarred(X, piece, from, to, actor);
  if (broken) throw new RuleBroken(broken);
}

/** The key restrictions on a decision are kept under (`decision:go`), joined once per decision: every option is asked about. */
const decisionKeys = new Map<string, string>();
function decisionKey(decision: string): string {
  let key = decisionKeys.get(decision);
  if (key === undefined) decisionKeys.set(decision, (key = `decision:${decision}`));
  return key;
}

/**
 * The restriction an option of a decision would break, if any: those that
 * govern the decision (with `option`, the deciding `actor`, and `piece`,
 * `from`, `to` when the decision is about a piece or offers pieces), then,
 * for a decision about a piece whose options are places, those on moves.
 */
export function barred(X: RunContext, decision: string, option: Value, subject: Value | undefined, actor: string | undefined): Broken | null {
  const key = decisionKey(decision);
  return barredAt(X, key, X.T.restricted[key] === true, option, subject, subject === undefined ? undefined : pieceIn(X.state, X.index, subject), actor);
}

/**
 * `barred`, given the decision's restrictions' key, whether any restriction
 * governs it (`governed`), and the record of the piece it is about: what a
 * request's options share, so found once for them all (the look-up by a key
 * that differs from one decision to the next was among the slowest of a
 * SQUARES game, made for every option).
 */
function barredAt(X: RunContext, key: string, governed: boolean, option: Value, subject: Value | undefined, subjectPiece: PieceState | undefined, actor: string | undefined): Broken | null {
  const optionPiece = subjectPiece === undefined ? pieceIn(X.state, X.index, option) : undefined;
  const piece = subjectPiece !== undefined ? subject! : optionPiece !== undefined ? option : null;
  const from = (subjectPiece ?? optionPiece)?.location ?? null;
  if (governed) {
    const to = (typeof option === "string" || (typeof option === "number" && option >= PLACE_BASE)) && piece !== option ? option : null;
    const crossing = from !== null && to !== null ? crossingOf(X, from, to) : null;
    const b = optionAsked;
    b.option = option;
    b.actor = actor ?? null;
    b.piece = piece;
    b.from = from;
    b.to = to;
    b.crossing = crossing;
    b.mover = actor ?? null;
    const broken = X.T.allow(X, key, b);
    if (broken) return broken;
  }
  // A decision about a piece, or a group of pieces, offering places is held to the restrictions on
  // moves for each piece; staying where it stands is no move.
  if (X.T.restricted["move"] === true && subject !== undefined && (typeof option === "string" || typeof option === "number") && placeContents(X.state, X.index, option) !== undefined) {
    const ids = Array.isArray(subject) ? subject : [subject];
    for (let k = 0; k < ids.length; k++) {
      const id = ids[k];
      if (id === undefined) continue;
      const at = pieceIn(X.state, X.index, id)?.location;
      if (at === undefined || at === option) continue;
      const broken = moveBarred(X, id, at, option, actor);
      if (broken) return broken;
    }
  }
  return null;
}

/**
 * Play reached a part of the rules the available rulebook does not define,
 * or (`pending`) one it does that the spec does not encode yet.
 */
export class NotSpecifiedError extends Error {
  constructor(
    readonly id: string,
    readonly section: string,
    title: string,
    pending = false,
  ) {
    super(
      pending
        ? `play reached '${title}', which the rulebook gives (section ${section}) but this spec does not encode yet; the engine cannot go on`
        : `play reached '${title}', which only the missing rulebook defines (section ${section}); the engine cannot go on`,
    );
    this.name = "NotSpecifiedError";
  }
}

/** A construct the runtime does not execute yet. */
export class NotSupportedError extends Error {
  constructor(what: string) {
    super(`${what} is not supported by this version of the runtime`);
    this.name = "NotSupportedError";
  }
}

/** Thrown by `end game` and by a victory that holds; the engine records the outcome. */
export class EndGame {
  constructor(readonly outcome: Outcome) {}
}

/** Where `eliminate` and `discard` put pieces (see `places.ts`). */
export { DISCARDED, ELIMINATED };

/**
 * The expression contexts of a game, one per acting side. They depend only
 * on the state and the generators, which stay the same objects from one
 * action to the next, so an engine keeps them across runs (`reuseContexts`)
 * instead of making them anew for each action.
 */
export interface ContextCache {
  state: GameState;
  rng: RandomSource;
  /** The run now going on: its events receive what contexts record, its triggers what they raise. */
  X: RunContext;
  byActor: Map<string | undefined, EvalContext>;
  all: EvalContext[];
}

/**
 * Gives a run the contexts an engine kept from its last run, if they were
 * made for the same state and generator, or a new set to keep.
 */
export function reuseContexts(X: RunContext, kept: ContextCache | undefined): ContextCache {
  const cache = kept !== undefined && kept.state === X.state && kept.rng === X.rng ? kept : { state: X.state, rng: X.rng, X, byActor: new Map(), all: [] };
  cache.X = X;
  for (let i = 0; i < cache.all.length; i++) cache.all[i]!.events = X.events;
  X.ctxs = cache;
  return cache;
}

/** The context compiled expressions see: the run's state with the acting side. */
export function exprCtx(X: RunContext, actor: string | undefined): EvalContext {
  // Compiled steps ask for a context at every turn of their loop, most often the one they asked for last.
  const last = X.lastCtx;
  if (last !== undefined && last.actor === actor) return last;
  const cache = X.ctxs ?? reuseContexts(X, undefined);
  let c = cache.byActor.get(actor);
  if (c === undefined) {
    // Every field present from the start, as for the run's context (see `runContext`).
    c = { index: X.index, state: X.state, actor, rng: X.rng, events: X.events, fn: X.T.f, raise: undefined, raiseLookup: undefined };
    // Rolls and look-ups raise events only for a program with triggers on them.
    if (X.T.watched["roll"] === true) c.raise = (type, b) => raise(cache.X, type, b);
    if (X.T.watched["lookup"] === true) c.raiseLookup = (type, b) => raise(cache.X, type, b);
    cache.byActor.set(actor, c);
    cache.all.push(c);
  }
  X.lastCtx = c;
  return c;
}

/** A holder or area (by number or name), or the acting side's own copy of a holder each player has, as play names it. */
function place(X: RunContext, id: Value, actor: string | undefined): PlaceRef {
  const k = X.index.slotOf(id);
  if (k !== undefined && X.state.places[k] != null) return X.index.placeRefs[k]!;
  const own = actor === undefined ? undefined : X.index.ownHolder(id, actor);
  if (own !== undefined && placeContents(X.state, X.index, own) !== undefined) return own;
  throw new EvaluationError(`'${X.index.placeId(id)}' is not a place or holder pieces can be moved to`);
}

function locationList(X: RunContext, key: PlaceRef): Value[] {
  const list = placeContents(X.state, X.index, key);
  if (!list) throw new EvaluationError(`'${X.index.placeId(key)}' holds no pieces`);
  return list;
}

/** Takes the first `x` out of a list in place, keeping the order of the rest (as `splice` does, without making a list of what it took). */
function removeItem(list: Value[], x: Value): void {
  const i = list.indexOf(x);
  if (i < 0) return;
  for (let k = i + 1; k < list.length; k++) list[k - 1] = list[k]!;
  // pop, not length--: setting an array's length is markedly slower.
  list.pop();
}

/** Whether a move leaves `x` where it is: it is no piece, or already stands in the area it is moved to. */
function stays(X: RunContext, x: Value, toArea: boolean, dest: PlaceRef): boolean {
  const piece = pieceIn(X.state, X.index, x);
  return piece === undefined || (toArea && piece.location === dest);
}

/** Moves piece instances to a holder or area (to its bottom, so piles keep the order they are built in). */
export function movePieces(X: RunContext, what: Value, to: Value, actor: string | undefined): void {
  const dest = place(X, to, actor);
  // The destination's list is looked up once, however many pieces go there.
  const k = X.index.slotOf(dest)!;
  // A piece told to move to the area it stands in stays put: that is no move.
  const toArea = k < X.index.places.areas;
  const destList = X.state.places[k]!;
  if (!Array.isArray(what)) {
    // One piece, the usual case: no list of pieces to go through.
    if (stays(X, what, toArea, dest)) return;
    changed(X);
    if (X.T.restricted["move"] === true) checkMove(X, what, pieceIn(X.state, X.index, what)!.location, dest, actor);
    const moves = [moveOne(X, what, dest, destList, toArea)];
    moved(X, dest, moves, what, actor);
    return;
  }
  const moving: Value[] = [];
  // Indexed loops here and below: moves are the engine's busiest command, and a for-of may make an iterator result per item.
  for (let k = 0; k < what.length; k++) if (!stays(X, what[k]!, toArea, dest)) moving.push(what[k]!);
  if (moving.length === 0) return;
  changed(X);
  // A stack moves together: every piece's move is checked before any moves.
  if (X.T.restricted["move"] === true) {
    for (let k = 0; k < moving.length; k++) {
      checkMove(X, moving[k]!, pieceIn(X.state, X.index, moving[k]!)!.location, dest, actor);
    }
  }
  const moves: { piece: Value; from: string }[] = [];
  for (let k = 0; k < moving.length; k++) moves.push(moveOne(X, moving[k]!, dest, destList, toArea));
  moved(X, dest, moves, moving, actor);
}

/** Moves one piece to the end of `destList`, the list of `dest` (`toArea`: an area of a map, not a holder); returns the move, the piece and where it was named by their ids as clients know them. */
function moveOne(X: RunContext, id: Value, dest: PlaceRef, destList: Value[], toArea: boolean): { piece: Value; from: string } {
  const i = pieceAt(X, id);
  const was = X.state.pieces[i]!;
  const from = was.location;
  removeItem(locationList(X, from), id);
  destList.push(id);
  // A piece leaving or entering a holder (anything but an area) changes what that holder holds.
  if (!toArea || !isArea(X.index, from)) changedHeld(X);
  // A new record, not the old one changed (see `PieceState`).
  const piece = pieceRecord(was);
  X.state.pieces[i] = piece;
  pieceChanged(X, i);
  piece.location = dest;
  const hides = X.index.holderKey(dest).hides;
  // A revealed piece put into a holder that hides its contents is hidden again.
  const hiddenAgain = hides && piece.revealed === true;
  if (hiddenAgain) piece.revealed = false;
  // A piece taken into a side's own holder (a hand, a victory pile) becomes that side's.
  const owner = placeOwner(X.index, dest);
  if (owner !== undefined) piece.owner = owner;
  // Whether a piece is secret from someone depends on its kind, on whether it was revealed and on
  // whether its place hides what it holds (see `secretFromSomeone`): only a move that changes one
  // of the last two can let every side see it.
  if (X.state.secrets) {
    if (hides) {
      // A holder that hides what it holds hides its comings and goings too: what enters it is
      // shown under an alias never shown before, so nothing ties it to where it came from.
      renewed(X, X.state.secrets, i);
    } else if (hiddenAgain || hides !== X.index.holderKey(from).hides) seenAgain(X, id, piece);
  }
  return { piece: typeof id === "number" ? X.index.pieceIds[id - PIECE_BASE]! : id, from: X.index.placeId(from) };
}

/**
 * What moves leave behind: the event (pieces by their ids, as clients know
 * them), and the rules watching moves, which see each piece as play names it
 * (`pieces`, the piece or the list moved) once all have moved (a stack
 * arrives together).
 */
function moved(X: RunContext, dest: PlaceRef, moves: { piece: Value; from: string }[], pieces: Value, actor: string | undefined): void {
  X.events.push({ type: "moved", to: X.index.placeId(dest), moves });
  const w = X.T.watched;
  if (w["move"] !== true && w["leave"] !== true && w["enter"] !== true) return;
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i]!;
    // The event names where the piece was by its id; the rules, as play names it.
    const from = X.index.placeValue(m.from);
    const b: Bindings = { piece: Array.isArray(pieces) ? pieces[i]! : pieces, from, to: dest, crossing: crossingOf(X, from, dest), mover: actor ?? null };
    // Each rule's bindings made only when a rule watches it (`raise` would pass them over).
    if (w["move"] === true) raise(X, "move", b);
    if (w["leave"] === true) raise(X, "leave", { ...b, place: from });
    if (w["enter"] === true) raise(X, "enter", { ...b, place: dest });
  }
}

/**
 * What a statement iterates over or chooses from: a list; the areas of a map
 * or territory (as a selection `[for a in m]` reads them; `pieces(m)` gives
 * what stands on them); or the pieces of a holder or place.
 */
export function items(X: RunContext, v: Value, actor: string | undefined): Value[] {
  if (Array.isArray(v)) return v;
  const c = exprCtx(X, actor);
  const keyword = typeof v === "string" ? X.index.decls.get(v)?.keyword : undefined;
  if (keyword === "map" || keyword === "territory") return asList(c, v, "a map");
  return piecesIn(c, v);
}

/** `=`, `+=` or `-=` applied to an old value. */
export function combine(operator: string, old: Value, value: Value): Value {
  if (operator === "=") return value;
  if (typeof old !== "number" || typeof value !== "number") throw new EvaluationError(`'${operator}' needs numbers`);
  return checkedCount(operator === "+=" ? old + value : old - value, `'${operator}'`);
}

/** Changes a track, by its symbol's number, kept within its range or among its named steps. */
export function setTrack(X: RunContext, n: number, operator: string, value: Value): void {
  const track = X.index.track(n);
  let v = combine(operator, X.state.tracks[track.id] ?? 0, value);
  if (typeof v === "number" && track.range) v = Math.max(track.range.min ?? v, Math.min(track.range.max ?? v, v));
  if (track.values && !track.values.includes(String(v))) throw new EvaluationError(`'${String(v)}' is not a step of track '${track.id}'`);
  changed(X);
  // A new record of tracks, not the old one changed: views tell unchanged tracks by their record, and clones share it.
  const tracks = X.state.tracks;
  if (tracks[track.id] !== v) X.state.tracks = { ...tracks, [track.id]: v as number | string };
  X.events.push({ type: "track", track: track.id, value: shown(X.index, v) });
}

/** Changes a piece's or side's state, or a piece's strength. */
export function setField(X: RunContext, owner: Value, field: string, operator: string, value: Value): void {
  changed(X);
  const i = pieceNumber(X.index, owner);
  const piece = i === undefined ? undefined : X.state.pieces[i];
  if (piece) {
    // A new record, not the old one changed (see `PieceState`). A field set to what it holds keeps
    // the record, so a rule that resets every unit's flag remakes only the records of the units whose flag was up.
    if (field === "strength" && piece.strength !== undefined) {
      const next = combine(operator, piece.strength, value) as number;
      if (next !== piece.strength) {
        (X.state.pieces[i!] = pieceRecord(piece)).strength = next;
        pieceChanged(X, i!);
      }
    } else {
      const next = combine(operator, (piece.state[field] as Value) ?? 0, value);
      if (!(field in piece.state) || piece.state[field] !== next) {
        X.state.pieces[i!] = pieceRecord(piece, withField(piece.state, field, next));
        pieceChanged(X, i!);
      }
    }
    return;
  }
  // A side's state is changed in place: sides' fields change at almost every step (SQUARES' clocks), and a
  // copy of two records each time cost about 5% of a game, where comparing a few fields in a view costs little.
  const side = X.state.sideState[String(owner)];
  if (side) {
    side[field] = combine(operator, (side[field] as Value) ?? 0, value);
    return;
  }
  // An area's state is replaced (see `REPLACED`): a new record for the area, and for the state's record of them all.
  const areas = X.state.areaState;
  const id = X.index.placeId(owner);
  const area = areas?.[id];
  if (areas !== undefined && area && field in area) {
    const next = combine(operator, (area[field] as Value) ?? 0, value);
    if (area[field] !== next) X.state.areaState = { ...areas, [id]: { ...area, [field]: next } };
    X.events.push({ type: "area", area: id, field, value: shown(X.index, next) });
    return;
  }
  throw new EvaluationError(`'${X.index.placeId(owner)}' has no '${field}' to change`);
}

/**
 * A copy of a piece's state record with one field set. Fields are copied in
 * their order, then the one set: a field the record has keeps its place, so
 * every copy of a kind's record has one shape, which JavaScript reads fast
 * (a spread with a computed name, `{ ...s, [f]: v }`, made slower objects).
 */
function withField(state: PieceState["state"], field: string, value: Value): PieceState["state"] {
  const out: PieceState["state"] = {};
  for (const k in state) out[k] = state[k]!;
  out[field] = value;
  return out;
}

/** `set active = side`: who acts from now on (a chit-pull game hands play to the side whose marker was drawn). */
export function setActive(X: RunContext, side: Value): void {
  if (typeof side !== "string" || !X.state.sides.includes(side)) throw new EvaluationError(`'active' must be set to a side in play, not ${JSON.stringify(side)}`);
  changed(X);
  X.state.active = side;
}

/**
 * A request with every field present from the start (unset ones undefined,
 * which JSON leaves out), the slot its answer goes to included: requests
 * then keep one shape, which JavaScript reads faster.
 */
function newRequest(decision: string, player: string, prompt: string, options: Value[]): Request {
  return { decision, player, prompt, options, rule: undefined, subject: undefined, players: undefined, costs: undefined, allowance: undefined, slot: 0 } as Request;
}

/**
 * The request a `choose` statement makes; `costing` prices an option (the
 * statement's `costing`, with its name standing for the option) and
 * `within` is what the chooser has left to spend.
 */
export function chooseRequest(X: RunContext, name: string, from: Value, by: Value | undefined, as: number | undefined, actor: string | undefined, about?: Value, each = false, costing?: (option: Value) => Value, within?: Value): Request {
  let options = items(X, from, actor);
  // The request keeps a list of its own: a list value may be one many games share (a map's
  // neighbours, a constant of the module), and `pending()` hands the options to clients.
  if (options === from) options = [...options];
  if (options.length === 0) throw new EvaluationError(`'choose ${name}' has nothing to choose from`);
  // The decision it is declared as (`as d`), by its symbol: its id, prompt, rule and restrictions' key found once for the program.
  const declared = as === undefined ? undefined : X.index.decision(as);
  const decision = declared?.id ?? `choose-${name}`;
  const key = declared?.key ?? decisionKey(decision);
  const governed = X.T.restricted[key] === true;
  if (!each && (governed || (about !== undefined && X.T.restricted["move"] === true))) {
    // An option that would break a restriction is not offered.
    const decider = by === undefined || by === null ? actor : String(by);
    const kept: Value[] = [];
    let first: Broken | null = null;
    // The piece the decision is about is the same for every option: found once.
    const subjectPiece = about === undefined ? undefined : pieceIn(X.state, X.index, about);
    // Indexed: a for-of goes through an iterator, which choices offered all game long need not make.
    for (let i = 0; i < options.length; i++) {
      const o = options[i]!;
      const broken = barredAt(X, key, governed, o, about, subjectPiece, decider);
      if (broken === null) kept.push(o);
      else first ??= broken;
    }
    if (kept.length === 0) throw new EvaluationError(`every option of '${decision}' breaks a restriction (${first!.id}: ${first!.message})`);
    options = kept;
  }
  const request = newRequest(decision, String(by ?? actor ?? "any"), declared?.prompt ?? `choose ${name}`, options);
  if (each) {
    const players = asList(exprCtx(X, actor), by ?? null, `'choose ${name} by each'`).map(String);
    if (players.length === 0) throw new EvaluationError(`'choose ${name} by each' names no side to choose`);
    if (new Set(players).size !== players.length) throw new EvaluationError(`'choose ${name} by each' names a side twice`);
    for (const p of players) if (!X.state.sides.includes(p)) throw new EvaluationError(`'choose ${name} by each' names '${p}', which is not a side in this game`);
    request.player = "each";
    request.players = players;
  }
  if (declared?.rule) request.rule = declared.rule;
  if (about !== undefined) request.subject = about;
  if (costing) {
    request.costs = options.map((o) => {
      const c = costing(o);
      if (typeof c !== "number" || !Number.isFinite(c)) throw new EvaluationError(`'choose ${name} costing' gave ${JSON.stringify(shown(X.index, c))} for ${JSON.stringify(shown(X.index, o))}, not a number`);
      return c;
    });
  }
  if (within !== undefined) {
    if (typeof within !== "number" || !Number.isFinite(within)) throw new EvaluationError(`'choose ${name} within' gave ${JSON.stringify(shown(X.index, within))}, not a number`);
    request.allowance = within;
  }
  return request;
}

/**
 * `[side, choice]`, made once for each side and named choice and then
 * shared: windows offer every side's cards again and again. Options are
 * handed to clients, so these are frozen even in play (unlike the lists
 * `frozen` leaves alone): no client can change one that other games share.
 * Each is made with its twin as clients see it (pieces by their ids), kept
 * per program since piece numbers are the program's (`DataIndex.offers`).
 */
function offersOf(index: DataIndex, side: string): SideOffers {
  let bySide = index.offers.get(side);
  if (bySide === undefined) index.offers.set(side, (bySide = { byPiece: [], byName: new Map() }));
  return bySide;
}
function offerOf(index: DataIndex, side: string, bySide: SideOffers, choice: Value): Offer {
  // A piece, the usual play, by its number: an index into a list rather than a look-up in a map.
  if (typeof choice === "number" && choice >= PIECE_BASE && choice < PLACE_BASE) {
    const i = choice - PIECE_BASE;
    return (bySide.byPiece[i] ??= newOffer(index, side, choice));
  }
  if (typeof choice !== "string" && typeof choice !== "number") return { pair: [side, choice], shown: [side, shown(index, choice) as Value] };
  let offer = bySide.byName.get(choice);
  if (offer === undefined) bySide.byName.set(choice, (offer = newOffer(index, side, choice)));
  return offer;
}
function newOffer(index: DataIndex, side: string, choice: string | number): Offer {
  return { pair: Object.freeze([side, choice]) as Value[], shown: Object.freeze([side, shown(index, choice)]) as Value[] };
}

/** Each side's choices while an offer is made (emptied after), and the choices of a side that has played. */
const offered: (readonly Value[])[] = [];
const NONE: readonly Value[] = [];

/**
 * A window's last request, with what it was made from: the next request of
 * the same window is that one less the side that just answered, when
 * nothing the offers read can have changed since (see `offerRequest`).
 */
export interface WindowMemo {
  /** The request, or undefined once the window closed or its offers were not steady (the memo is kept, to be reused). */
  request: Request | undefined;
  /** Its options as clients see them. */
  shown: Value[];
  /**
   * The side each option is for, by the option's place: read here rather
   * than from the option (a frozen pair, whose items compiled code reads
   * through V8's slowest path: it was most of narrowing's cost). Narrowing
   * puts this list right in place for the next request, so whoever kept it
   * for an earlier request (the engine, for `pendingFor`) finds it shorter
   * than that request's options, and must not use it then.
   */
  who: string[];
  /** The window's list of sides done, and how long it was then. */
  played: readonly Value[];
  count: number;
  offers: (X: RunContext, side: string) => Value;
  active: string | undefined;
  turn: number;
}

/**
 * What a window's offers read, as the compiler tells `offerRequest`:
 * - `false`: anything (a local of the step, chance);
 * - `true`: the board only, no local and no chance;
 * - `"own-copy"`: each side's own copy of one holder every player has, and
 *   nothing else (`offer: pieces(tribe)`).
 */
export type OfferReads = boolean | "own-copy";

/**
 * The request of an interrupt any side may play into (in the order plays
 * arrive): each option is `[side, choice]` for a side that has neither
 * played nor passed, and `[side, "done"]` is that side's pass. The window
 * closes (null) when no side is left that can play: one side cannot close
 * it for the others. `offers` gives
 * what a side may play; it is handed the run so that compiled code can
 * make it once for the module instead of a closure at every offer.
 * `steady` says what `offers` reads (`OfferReads`). When it reads only the
 * board, then after an answer that changed nothing (a pass) the other
 * sides' offers are what they were, and the request is the last one less
 * the side that passed, without asking any side's offers again. When it
 * reads only each side's own copy of a holder, the same holds after a play
 * whose one change was to collect the piece played, from the player's own
 * copy, into a place that is no other side's copy (`played`): Apache's
 * claims, where asking every side again after each card played was a
 * fifth of a game's time.
 */
export function offerRequest(X: RunContext, played: readonly Value[], offers: (X: RunContext, side: string) => Value, decision: number | string, title: string, rule: string | undefined, steady: OfferReads = false): Request | null {
  const memo = X.window;
  // The last request of this very window was answered and nothing has changed since (`changed`
  // counts every change a command makes; the acting side and the turn are set directly, so compared),
  // or, for offers from each side's own copy, nothing but the collecting of the piece played.
  if (steady !== false && memo !== undefined) {
    const last = memo.request;
    if (last !== undefined && X.answered === last && memo.played === played && played.length === memo.count + 1 && (X.rev === 0 || (steady === "own-copy" && X.rev === 1 && X.collected === 1)) && memo.offers === offers && memo.active === X.state.active && memo.turn === X.state.turn) {
      return narrowed(X, memo, last, played[played.length - 1]!);
    }
  }
  // Each side's choices are listed first and counted, so the options are made at their size at once
  // (pushed one by one, a list of a dozen options or more is made again as it grows).
  const sides = X.state.sides;
  let n = 0;
  for (let s = 0; s < sides.length; s++) {
    const side = sides[s]!;
    const choices = played.includes(side) ? NONE : items(X, offers(X, side), side);
    offered[s] = choices;
    n += choices.length;
  }
  if (n === 0) {
    if (X.window !== undefined) X.window.request = undefined;
    return null;
  }
  // One pass for each side that may still play.
  for (let s = 0; s < sides.length; s++) if (offered[s]!.length > 0) n++;
  const options = new Array<Value>(n);
  const seen = new Array<Value>(n);
  const who = new Array<string>(n);
  let k = 0;
  for (let s = 0; s < sides.length; s++) {
    const side = sides[s]!;
    const choices = offered[s]!;
    // The scratch list lets go of the game's lists it held.
    offered[s] = NONE;
    if (choices.length === 0) continue;
    const made = offersOf(X.index, side);
    for (let c = 0; c < choices.length; c++) {
      const offer = offerOf(X.index, side, made, choices[c]!);
      options[k] = offer.pair;
      who[k] = side;
      seen[k++] = offer.shown;
    }
    const pass = offerOf(X.index, side, made, PASS);
    options[k] = pass.pair;
    who[k] = side;
    seen[k++] = pass.shown;
  }
  // A declared decision by its symbol; a window that declares none by its own id.
  const declared = typeof decision === "number" ? X.index.decision(decision) : undefined;
  const request = newRequest(declared?.id ?? String(decision), "any", declared?.prompt ?? title, options);
  if (rule) request.rule = rule;
  return offering(X, request, seen, who, played, offers, steady);
}

/** The last request less the options of `side`, which has answered; null when no option is left. */
function narrowed(X: RunContext, memo: WindowMemo, last: Request, side: Value): Request | null {
  const before = last.options;
  const was = memo.who;
  const all = was.length;
  // A side's options stand together (each side's are listed in turn, and narrowing keeps the order):
  // the stretch from its first to its last is cut out, and the rest copied in one pass each side of it.
  let from = 0;
  while (from < all && was[from] !== side) from++;
  let to = from;
  while (to < all && was[to] === side) to++;
  const n = all - (to - from);
  if (n === 0) {
    memo.request = undefined;
    return null;
  }
  const options = new Array<Value>(n);
  const seen = new Array<Value>(n);
  const shownBefore = memo.shown;
  for (let i = 0; i < from; i++) {
    options[i] = before[i]!;
    seen[i] = shownBefore[i]!;
  }
  // The list of sides is put right in place: only this window's memo and the engine, for the request
  // waited for, read it, and the last request is waited for no more (a new list for each request was
  // about 40 KB of the 809 KB an Apache game allocated).
  for (let i = to, k = from; i < all; i++, k++) {
    options[k] = before[i]!;
    seen[k] = shownBefore[i]!;
    was[k] = was[i]!;
  }
  while (was.length > n) was.pop();
  const request = newRequest(last.decision, "any", last.prompt, options);
  request.rule = last.rule;
  return offering(X, request, seen, was, memo.played, memo.offers, true);
}

/** Hands a window's request to the engine, and keeps it for the next one when its offers are steady. */
function offering(X: RunContext, request: Request, seen: Value[], who: string[], played: readonly Value[], offers: WindowMemo["offers"], steady: OfferReads): Request {
  // The engine takes the options as clients see them from here, if play waits for this request (see `RunContext.offered`).
  X.offered = request;
  X.offeredShown = seen;
  X.offeredWho = who;
  // One memo for the run context, filled again at each request: a window asks again at every answer.
  const memo = X.window;
  if (steady === false) {
    if (memo !== undefined) memo.request = undefined;
  } else if (memo === undefined) X.window = { request, shown: seen, who, played, count: played.length, offers, active: X.state.active, turn: X.state.turn };
  else {
    memo.request = request;
    memo.shown = seen;
    memo.who = who;
    memo.played = played;
    memo.count = played.length;
    memo.offers = offers;
    memo.active = X.state.active;
    memo.turn = X.state.turn;
  }
  return request;
}

/** What a side answers to pass in a window any side may play into: `[side, "done"]`. */
export const PASS = "done";

/**
 * A side's answer in an interrupt: a pass (recorded as such), or a play,
 * recorded, and its card collected when the interrupt says where. Returns the
 * side, which may not play again in this window either way.
 */
export function played(X: RunContext, answer: Value, into: Value | undefined): string {
  // Indexed, not destructured: destructuring goes through an iterator.
  const side = (answer as [string, Value])[0];
  const choice = (answer as [string, Value])[1];
  if (choice === PASS) {
    X.events.push({ type: "passed", side });
    return side;
  }
  X.events.push({ type: "played", side, choice: shown(X.index, choice) });
  if (into && pieceIn(X.state, X.index, choice) !== undefined) {
    movePieces(X, choice, into, side);
    // Collected into a place that is no side's own copy of a holder, or the player's: no other side's copy changed (see `offerRequest`).
    const owner = placeOwner(X.index, pieceIn(X.state, X.index, choice)!.location);
    if (owner === undefined || owner === side) X.collected = X.rev;
  }
  return side;
}

/** The sides with the best score: equal best scores share the win. */
export function best(points: Record<string, number>): string[] {
  const top = Math.max(...Object.values(points));
  return Object.keys(points).filter((s) => points[s] === top);
}

/** `end game`: stops the game with its outcome. */
export function endGame(draw: boolean, winner: Value, outcome: string | undefined): never {
  const result: Outcome = draw ? { winners: [], draw: true } : { winners: [winner].flat().map(String), draw: false };
  if (outcome) result.name = outcome;
  throw new EndGame(result);
}

/** `unspecified x`: stops play, naming the missing section. */
export function notSpecified(X: RunContext, id: string): never {
  const u = X.index.data.unspecified.find((x) => x.id === id);
  throw new NotSpecifiedError(id, u?.section ?? "?", u?.title ?? id, u?.pending === true);
}

/**
 * Records where play is: the titles of the sequence nodes entered, outermost
 * first (`["Operations", "Patrols"]`), so a client can say which phase and
 * step a decision belongs to. `depth` is the node's nesting in the sequence.
 */
export function enter(X: RunContext, depth: number, title: string): void {
  // In place: views and states are copies, so nothing else holds this list.
  const at = (X.state.at ??= []);
  // Entering again where play already is (a step run once per turn) changes nothing;
  // otherwise the list is cut by popping, since setting an array's length is slow.
  if (at.length === depth + 1 && at[depth] === title) return;
  while (at.length > depth) at.pop();
  at.push(title);
}

/** The sides a node runs for: each playing side in turn, or the acting one (null: none yet). */
export function sidesFor(X: RunContext, eachSide: boolean, player: string | undefined): Value[] {
  return eachSide ? X.state.sides.filter((s) => X.index.playerSides.has(s)) : [player ?? X.state.active ?? null];
}

// ------------------------------------------------------------- the commands

export function shuffle(X: RunContext, holder: Value, actor: string | undefined): void {
  const key = place(X, holder, actor);
  changed(X);
  changedHeld(X);
  const list = (X.state.places[X.index.slotOf(key)!] = shuffleList(locationList(X, key), X.rng) as PieceRef[]);
  // Shuffled pieces cannot be told apart any more: their aliases are new.
  renewAll(X, list);
}

export function draw(X: RunContext, from: Value, to: Value, n: Value | undefined, actor: string | undefined): void {
  const key = place(X, from, actor);
  const times = typeof n === "number" ? n : 1;
  const random = X.index.holderKey(key).random;
  for (let i = 0; i < times; i++) {
    const list = locationList(X, key);
    if (list.length === 0) throw new EvaluationError(`cannot draw from '${X.index.placeId(key)}': it is empty`);
    const pattern = random ? X.rng.nextDraw?.() : undefined;
    const at = pattern ? scriptedDraw(X, list, pattern, key) : random ? X.rng.int(0, list.length - 1, "draw") : 0;
    const piece = list[at]!;
    movePieces(X, piece, to, actor);
    raise(X, "draw", { piece, from: key, to: pieceIn(X.state, X.index, piece)!.location, mover: actor ?? null });
  }
}

/** Where in `list` the first piece is that a test's scripted draw names by its fields. */
function scriptedDraw(X: RunContext, list: readonly Value[], pattern: DrawPattern, key: PlaceRef): number {
  const at = list.findIndex((piece) => Object.entries(pattern).every(([f, v]) => fieldValue({ index: X.index, state: X.state, fn: [] }, piece, f) === v));
  if (at < 0) throw new EvaluationError(`the script draws ${JSON.stringify(pattern)} from '${X.index.placeId(key)}', but nothing there matches`);
  return at;
}

export const deal = draw;

export function put(X: RunContext, what: Value, to: Value, actor: string | undefined): void {
  movePieces(X, what ?? null, to, actor);
}

function turnFace(X: RunContext, what: Value, up: boolean): void {
  for (const id of [what].flat()) {
    const i = pieceNumber(X.index, id);
    const was = i === undefined ? undefined : X.state.pieces[i];
    if (!was) continue;
    changed(X);
    // A new record, not the old one changed (see `PieceState`).
    const p = (X.state.pieces[i!] = pieceRecord(was));
    pieceChanged(X, i!);
    p.revealed = up;
    seenAgain(X, id, p);
    raise(X, up ? "reveal" : "hide", { piece: id, place: p.location });
  }
}
export const reveal = (X: RunContext, what: Value): void => turnFace(X, what, true);
export const hide = (X: RunContext, what: Value): void => turnFace(X, what, false);

export function log(X: RunContext, text: Value): void {
  // A piece in the text is named by its id, as clients know it.
  X.events.push({ type: "log", text: String(shown(X.index, text)) });
}

/** A piece's place in `state.pieces`. */
function pieceAt(X: RunContext, id: Value): number {
  const i = pieceNumber(X.index, id);
  if (i === undefined) throw new EvaluationError(`${JSON.stringify(id)} is not a piece in play`);
  return i;
}

function steps(X: RunContext, id: Value, n: Value | undefined, name: "reduce" | "restore"): void {
  const i = pieceAt(X, id);
  const p = X.state.pieces[i]!;
  const next = (name === "reduce" ? reducePiece : restorePiece)(p, typeof n === "number" ? n : 1);
  changed(X);
  X.state.pieces[i] = next;
  pieceChanged(X, i);
  X.events.push({ type: name, piece: X.index.pieceIds[i]!, strength: next.strength });
  raise(X, name, { piece: id, strength: next.strength ?? null, place: p.location });
  // A piece reduced to nothing is eliminated, as the language reference says (a spec that keeps its
  // own casualties box moves it on from there).
  // Read again after the triggers: one may have restored the piece or moved it on already.
  const now = X.state.pieces[i]!;
  if (name === "reduce" && now.strength === 0 && now.location === p.location) eliminate(X, id, undefined);
}
export const reduce = (X: RunContext, id: Value, n?: Value): void => steps(X, id, n, "reduce");
export const restore = (X: RunContext, id: Value, n?: Value): void => steps(X, id, n, "restore");

export function flip(X: RunContext, id: Value): void {
  const i = pieceAt(X, id);
  const p = X.state.pieces[i]!;
  changed(X);
  const next = (X.state.pieces[i] = flipPiece(p));
  pieceChanged(X, i);
  // Clients are told: the face a counter shows is public (a display's instruction, a family's ferocity).
  X.events.push({ type: "flipped", piece: X.index.pieceIds[i]!, face: next.face ?? null });
  raise(X, "flip", { piece: id, place: p.location });
}

/**
 * `swap(a, b)`: each piece goes where the other is, at the other's position
 * in its holder's order, so that two counters of a display trade cells (a
 * row of one column with the same row of another). Both moves are checked
 * and raise their events as moves do.
 */
export function swap(X: RunContext, a: Value, b: Value, actor: string | undefined): void {
  const pa = pieceIn(X.state, X.index, a);
  const pb = pieceIn(X.state, X.index, b);
  if (!pa || !pb) throw new EvaluationError(`cannot swap ${JSON.stringify(pa ? b : a)}: it is not a piece in play`);
  const la = pa.location;
  const lb = pb.location;
  const A = locationList(X, la);
  const B = locationList(X, lb);
  const ia = indexOfPiece(X, A, a);
  const ib = indexOfPiece(X, B, b);
  if (la === lb) {
    // In one holder only the order changes.
    changed(X);
    changedHeld(X);
    const [x, y] = [A[ia]!, A[ib]!];
    A[ia] = y;
    A[ib] = x;
    return;
  }
  movePieces(X, a, X.index.placeValue(X.index.placeId(lb)), actor);
  movePieces(X, b, X.index.placeValue(X.index.placeId(la)), actor);
  // Each went to the end of the other's list: put it where the other was.
  const [x] = B.splice(indexOfPiece(X, B, a), 1);
  B.splice(Math.min(ib, B.length), 0, x!);
  const [y] = A.splice(indexOfPiece(X, A, b), 1);
  A.splice(Math.min(ia, A.length), 0, y!);
}

/** Where a piece is in a place's list, however the piece is named (by id or number). */
function indexOfPiece(X: RunContext, list: readonly Value[], piece: Value): number {
  const n = pieceNumber(X.index, piece);
  return list.findIndex((x) => pieceNumber(X.index, x) === n);
}

function outOfPlay(X: RunContext, what: Value, holder: string, actor: string | undefined): void {
  // Out of play: eliminated pieces and discards each have a holder of their own.
  X.state.places[X.index.slotOf(holder)!] ??= [];
  movePieces(X, what ?? null, X.index.placeValue(holder), actor);
}
export function eliminate(X: RunContext, what: Value, actor: string | undefined): void {
  const pieces = [what].flat().filter((x) => pieceNumber(X.index, x) !== undefined);
  const from = pieces.map((id) => pieceIn(X.state, X.index, id)!.location);
  outOfPlay(X, what, ELIMINATED, actor);
  pieces.forEach((piece, i) => raise(X, "eliminate", { piece, from: from[i]!, place: from[i]!, mover: actor ?? null }));
}
export const discard = (X: RunContext, what: Value, actor: string | undefined): void => outOfPlay(X, what, DISCARDED, actor);

export function award(X: RunContext, side: Value, points: Value): void {
  const s = X.state.sideState[String(side)];
  changed(X);
  if (s) s["score"] = ((s["score"] as number | undefined) ?? 0) + Number(points);
}
