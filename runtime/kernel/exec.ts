/**
 * Runs a model: the sequence of play and its procedures as generators that
 * yield a decision request whenever a player must choose, and receive the
 * chosen option back. Chance goes through the game's random source; the
 * state is plain JSON throughout.
 */
import type * as M from "../../dsl/model-types.js";
import { flip, reduce, restore } from "../pieces.js";
import { shuffle, type RandomSource } from "../rng.js";
import { asList, evaluate, EvaluationError, piecesIn, type EvalContext, type ModelIndex, type Value } from "./evaluate.js";
import type { KernelState } from "./state.js";

/** A choice the running game waits for. */
export interface Request {
  decision: string;
  player: string;
  prompt: string;
  options: Value[];
  rule?: string;
}

export interface KernelOutcome {
  winners: string[];
  draw: boolean;
  name?: string;
  scores?: Record<string, number>;
}

/** Play reached a part of the rules the available rulebook does not define. */
export class NotSpecifiedError extends Error {
  constructor(readonly id: string, readonly section: string, title: string) {
    super(`play reached '${title}', which only the missing rulebook defines (section ${section}); the engine cannot go on`);
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

/** Where `eliminate` and `discard` put pieces. */
export const ELIMINATED = "eliminated-pieces";
export const DISCARDED = "discarded-pieces";

export interface RunContext {
  index: ModelIndex;
  state: KernelState & { outcome?: KernelOutcome };
  rng: RandomSource;
  events: { type: string; [k: string]: unknown }[];
}

export type Gen<T = void> = Generator<Request, T, Value>;

class EndGame {
  constructor(readonly outcome: KernelOutcome) {}
}

const PER_PLAYER = (ctx: RunContext, id: string, actor: string | undefined): string => {
  if (ctx.state.holders[id] || ctx.state.areas[id]) return id;
  if (actor !== undefined && ctx.state.holders[`${id}@${actor}`]) return `${id}@${actor}`;
  throw new EvaluationError(`'${id}' is not a place or holder pieces can be moved to`);
};

function evalCtx(ctx: RunContext, locals: Map<string, Value>, actor: string | undefined): EvalContext {
  const c: EvalContext = { index: ctx.index, state: ctx.state, locals, rng: ctx.rng, events: ctx.events };
  if (actor !== undefined) c.actor = actor;
  return c;
}

function locationList(ctx: RunContext, key: string): string[] {
  const list = ctx.state.holders[key] ?? ctx.state.areas[key];
  if (!list) throw new EvaluationError(`'${key}' holds no pieces`);
  return list;
}

/** Moves piece instances to a holder or area (to its bottom, so piles keep the order they are built in). */
export function movePieces(ctx: RunContext, what: Value, to: string, actor: string | undefined): void {
  const ids = (Array.isArray(what) ? what : [what]).filter((x): x is string => typeof x === "string");
  const dest = PER_PLAYER(ctx, to, actor);
  const moves: { piece: string; from: string }[] = [];
  for (const id of ids) {
    const piece = ctx.state.pieces[id];
    if (!piece) throw new EvaluationError(`'${id}' is not a piece in play`);
    const from = locationList(ctx, piece.location);
    const i = from.indexOf(id);
    if (i >= 0) from.splice(i, 1);
    moves.push({ piece: id, from: piece.location });
    locationList(ctx, dest).push(id);
    piece.location = dest;
    // A piece taken into a side's own holder (a hand, a victory pile) becomes that side's.
    const at = dest.indexOf("@");
    if (at >= 0) piece.owner = dest.slice(at + 1);
  }
  if (ids.length) ctx.events.push({ type: "moved", to: dest, moves });
}

/**
 * What a statement iterates over or chooses from: a list; the areas of a map
 * or territory (as a selection `[for a in m]` reads them; `pieces(m)` gives
 * what stands on them); or the pieces of a holder or place.
 */
export function items(ctx: RunContext, v: Value, actor: string | undefined): Value[] {
  const c = evalCtx(ctx, new Map(), actor);
  const keyword = typeof v === "string" ? ctx.index.decls.get(v)?.keyword : undefined;
  if (keyword === "map" || keyword === "territory") return asList(c, v, "a map");
  return piecesIn(c, v);
}

// ------------------------------------------------------------------ statements

function* block(ctx: RunContext, stmts: readonly M.Stmt[], locals: Map<string, Value>, actor: string | undefined): Gen {
  const scope = new Map(locals);
  for (const s of stmts) yield* stmt(ctx, s, scope, actor);
  // Assignments to names of the enclosing block stay visible there.
  for (const [k, v] of scope) if (locals.has(k)) locals.set(k, v);
}

function* stmt(ctx: RunContext, s: M.Stmt, locals: Map<string, Value>, actor: string | undefined): Gen {
  const ev = (e: M.Expr) => evaluate(e, evalCtx(ctx, locals, actor));
  switch (s.do) {
    case "let":
      locals.set(s.name, ev(s.value));
      return;
    case "set":
      assign(ctx, s, locals, actor);
      return;
    case "if":
      if (ev(s.cond) === true) yield* block(ctx, s.then, locals, actor);
      else if (s.else) yield* block(ctx, s.else, locals, actor);
      return;
    case "for":
      for (const item of items(ctx, ev(s.in), actor)) yield* block(ctx, s.body, new Map(locals).set(s.name, item), actor);
      return;
    case "repeat": {
      const n = ev(s.times);
      if (typeof n !== "number") throw new EvaluationError("'repeat' needs a number");
      for (let i = 0; i < n; i++) yield* block(ctx, s.body, locals, actor);
      return;
    }
    case "while": {
      let guard = 0;
      while (ev(s.cond) === true) {
        if (++guard > 100_000) throw new EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        yield* block(ctx, s.body, locals, actor);
      }
      return;
    }
    case "choose":
      locals.set(s.name, yield chooseRequest(ctx, s.name, ev(s.from), s.by ? ev(s.by) : actor, s.as, actor));
      return;
    case "move":
      movePieces(ctx, ev(s.what), String(ev(s.to)), actor);
      return;
    case "end":
      return endGame(s.draw, s.winner ? ev(s.winner) : null, s.outcome);
    case "unspecified":
      return notSpecified(ctx, s.name);
    case "call": {
      const args = s.args.map(ev);
      if (ctx.index.model.procedures.some((p) => p.id === s.name)) yield* call(ctx, s.name, args, actor);
      else command(ctx, s.name, args, actor);
      return;
    }
  }
}

/** Runs a procedure, then the triggers on it, which see its arguments. */
function* callProcedure(ctx: RunContext, proc: M.Procedure, args: Value[], actor: string | undefined): Gen {
  const params = new Map(proc.params.map((p, i) => [p.name, args[i]!]));
  const compiled = ctx.index.compiled?.procedures?.[proc.id];
  if (compiled) yield* compiled(ctx, actor, ...args);
  else yield* block(ctx, proc.body, params, actor);
  for (const t of ctx.index.model.rules) {
    if (t.kind !== "trigger" || !(t["applies-to"] ?? []).includes(proc.id)) continue;
    if (t.when && evaluate(t.when, evalCtx(ctx, params, actor)) !== true) continue;
    ctx.events.push({ type: "trigger", trigger: t.id });
    if (t.run) yield* block(ctx, t.run, new Map(params), actor);
  }
}

/**
 * Runs one procedure of the model on its own, for tests of worked examples:
 * its decisions are answered by `answer`, in order.
 */
export function runProcedure(ctx: RunContext, id: string, args: Value[], answer: (request: Request) => Value): void {
  const proc = ctx.index.model.procedures.find((p) => p.id === id);
  if (!proc) throw new EvaluationError(`no procedure '${id}'`);
  const gen = callProcedure(ctx, proc, args, ctx.state.active);
  for (let step = gen.next(); !step.done; ) {
    const reply = answer(step.value);
    if (!step.value.options.some((o) => JSON.stringify(o) === JSON.stringify(reply))) throw new EvaluationError(`${JSON.stringify(reply)} is not an option of '${step.value.prompt}'`);
    step = gen.next(reply);
  }
}

function assign(ctx: RunContext, s: M.Stmt & { do: "set" }, locals: Map<string, Value>, actor: string | undefined): void {
  const value = evaluate(s.value, evalCtx(ctx, locals, actor));
  const t = s.target;
  if (t.op === "name") {
    if (locals.has(t.name)) locals.set(t.name, combine(s.operator, locals.get(t.name)!, value));
    else setTrack(ctx, t.name, s.operator, value);
    return;
  }
  if (t.op === "field") {
    setField(ctx, evaluate(t.object, evalCtx(ctx, locals, actor)), t.field, s.operator, value);
    return;
  }
  throw new EvaluationError("this cannot be changed with 'set'");
}

/** `=`, `+=` or `-=` applied to an old value. */
export function combine(operator: string, old: Value, value: Value): Value {
  if (operator === "=") return value;
  if (typeof old !== "number" || typeof value !== "number") throw new EvaluationError(`'${operator}' needs numbers`);
  return operator === "+=" ? old + value : old - value;
}

/** Changes a track, kept within its range or among its named steps. */
export function setTrack(ctx: RunContext, id: string, operator: string, value: Value): void {
  const track = ctx.index.model.holders.find((h) => h.id === id && h.kind === "track");
  if (!track) throw new EvaluationError(`'${id}' cannot be changed`);
  let v = combine(operator, ctx.state.tracks[id] ?? 0, value);
  if (typeof v === "number" && track.range) v = Math.max(track.range.min ?? v, Math.min(track.range.max ?? v, v));
  if (track.values && !track.values.includes(String(v))) throw new EvaluationError(`'${String(v)}' is not a step of track '${id}'`);
  ctx.state.tracks[id] = v as number | string;
  ctx.events.push({ type: "track", track: id, value: v });
}

/** Changes a piece's or side's state, or a piece's strength. */
export function setField(ctx: RunContext, owner: Value, field: string, operator: string, value: Value): void {
  const piece = ctx.state.pieces[String(owner)];
  if (piece) {
    if (field === "strength") piece.strength = combine(operator, piece.strength ?? 0, value) as number;
    else piece.state[field] = combine(operator, (piece.state[field] as Value) ?? 0, value);
    return;
  }
  const side = ctx.state.sideState[String(owner)];
  if (side) {
    side[field] = combine(operator, (side[field] as Value) ?? 0, value);
    return;
  }
  throw new EvaluationError(`'${String(owner)}' has no '${field}' to change`);
}

/** The request a `choose` statement yields. */
export function chooseRequest(ctx: RunContext, name: string, from: Value, by: Value | undefined, as: string | undefined, actor: string | undefined): Request {
  // A victory checked at once ends the game before anyone decides anything more.
  checkSuddenDeath(ctx, true);
  const options = items(ctx, from, actor);
  if (options.length === 0) throw new EvaluationError(`'choose ${name}' has nothing to choose from`);
  const decl = as ? ctx.index.model.decisions.find((d) => d.id === as) : undefined;
  const request: Request = { decision: as ?? `choose-${name}`, player: String(by ?? actor ?? "any"), prompt: decl?.prompt ?? decl?.title ?? `choose ${name}`, options };
  if (decl?.rule) request.rule = decl.rule;
  return request;
}

/** `end game`: stops the game with its outcome. */
export function endGame(draw: boolean, winner: Value, outcome: string | undefined): never {
  const result: KernelOutcome = draw ? { winners: [], draw: true } : { winners: [winner].flat().map(String), draw: false };
  if (outcome) result.name = outcome;
  throw new EndGame(result);
}

/** `unspecified x`: stops play, naming the missing section. */
export function notSpecified(ctx: RunContext, id: string): never {
  const u = ctx.index.model.unspecified.find((x) => x.id === id);
  throw new NotSpecifiedError(id, u?.section ?? "?", u?.title ?? id);
}

/** Calls a procedure by name: its compiled form when there is one, then the triggers on it. */
export function* call(ctx: RunContext, id: string, args: Value[], actor: string | undefined): Gen {
  const proc = ctx.index.model.procedures.find((p) => p.id === id);
  if (!proc) throw new EvaluationError(`no procedure '${id}'`);
  yield* callProcedure(ctx, proc, args, actor);
}

/** The context compiled expressions see inside a procedure. */
export function exprCtx(ctx: RunContext, actor: string | undefined): EvalContext {
  return evalCtx(ctx, new Map(), actor);
}

/** Built-in commands. */
export function command(ctx: RunContext, name: string, args: Value[], actor: string | undefined): void {
  const [a, b, c] = args;
  switch (name) {
    case "shuffle": {
      const key = PER_PLAYER(ctx, String(a), actor);
      ctx.state.holders[key] = shuffle(locationList(ctx, key), ctx.rng);
      return;
    }
    case "draw":
    case "deal": {
      const from = PER_PLAYER(ctx, String(a), actor);
      const n = typeof c === "number" ? c : 1;
      const decl = ctx.index.model.holders.find((h) => h.id === from.split("@")[0]);
      for (let i = 0; i < n; i++) {
        const list = locationList(ctx, from);
        if (list.length === 0) throw new EvaluationError(`cannot draw from '${from}': it is empty`);
        const at = decl?.order === "random" ? ctx.rng.int(0, list.length - 1, "draw") : 0;
        movePieces(ctx, list[at]!, String(b), actor);
      }
      return;
    }
    case "place":
      movePieces(ctx, a ?? null, String(b), actor);
      return;
    case "reveal":
    case "hide":
      for (const id of [a].flat()) {
        const p = ctx.state.pieces[String(id)];
        if (p) p.revealed = name === "reveal";
      }
      return;
    case "log":
      ctx.events.push({ type: "log", text: String(a) });
      return;
    case "reduce":
    case "restore": {
      const piece = ctx.state.pieces[String(a)];
      if (!piece) throw new EvaluationError(`'${String(a)}' is not a piece in play`);
      const next = (name === "reduce" ? reduce : restore)(piece, typeof b === "number" ? b : 1);
      ctx.state.pieces[piece.id] = next;
      ctx.events.push({ type: name, piece: piece.id, strength: next.strength });
      return;
    }
    case "flip": {
      const piece = ctx.state.pieces[String(a)];
      if (!piece) throw new EvaluationError(`'${String(a)}' is not a piece in play`);
      ctx.state.pieces[piece.id] = flip(piece);
      return;
    }
    case "eliminate":
    case "discard":
      // Out of play: eliminated pieces and discards each have a holder of their own.
      (ctx.state.holders[name === "eliminate" ? ELIMINATED : DISCARDED] ??= []);
      movePieces(ctx, a ?? null, name === "eliminate" ? ELIMINATED : DISCARDED, actor);
      return;
    case "award": {
      const side = ctx.state.sideState[String(a)];
      if (side) side["score"] = ((side["score"] as number | undefined) ?? 0) + Number(b);
      return;
    }
    default:
      throw new NotSupportedError(`the command '${name}'`);
  }
}

// ------------------------------------------------------------- sequence of play

/**
 * Records where play is: the titles of the sequence nodes entered, outermost
 * first (`["Operations", "Patrols"]`), so a client can say which phase and
 * step a decision belongs to. `depth` is the node's nesting in the sequence.
 */
export function enter(ctx: RunContext, depth: number, title: string): void {
  ctx.state.at = [...(ctx.state.at ?? []).slice(0, depth), title];
}

function* sequenceNode(ctx: RunContext, node: M.Step, interrupts: Map<string, M.Step[]>, depth: number): Gen {
  const ev = (e: M.Expr, actor?: string) => evaluate(e, evalCtx(ctx, new Map(), actor ?? ctx.state.active));
  if (node.kind === "interrupt") return; // interrupts run after the step they follow
  for (const side of sidesFor(ctx, node["each-side"] === true, node.player)) {
    if (side !== undefined) ctx.state.active = side;
    // Checked for each side in turn, with that side active: "skip this step for a side that ...".
    if (node["skip-when"] && ev(node["skip-when"]) === true) continue;
    const times = node.repeat ?? 1;
    for (let i = 0; i < times; i++) {
      if (node.kind === "loop") {
        let guard = 0;
        while (!(node.until && ev(node.until) === true) && !(node.while && ev(node.while) !== true)) {
          if (++guard > 100_000) throw new EvaluationError(`loop '${node.id}' ran 100000 times`);
          yield* body(ctx, node, interrupts, depth);
        }
      } else {
        yield* body(ctx, node, interrupts, depth);
      }
    }
  }
}

function* body(ctx: RunContext, node: M.Step, interrupts: Map<string, M.Step[]>, depth: number): Gen {
  enter(ctx, depth, node.title ?? node.id);
  if (node.run) yield* block(ctx, node.run, new Map(), ctx.state.active);
  for (const child of node.children ?? []) {
    yield* runNode(ctx, child, interrupts, depth + 1);
    checkSuddenDeath(ctx);
  }
}

/** A node of the sequence, then the interrupts that follow it. */
function* runNode(ctx: RunContext, node: M.Step, interrupts: Map<string, M.Step[]>, depth: number): Gen {
  yield* sequenceNode(ctx, node, interrupts, depth);
  for (const interrupt of interrupts.get(node.id) ?? []) yield* runInterrupt(ctx, interrupt, depth);
}

/** Runs the interrupt declared with this id (for compiled sequences of play). */
export function* interrupt(ctx: RunContext, id: string, depth = 0): Gen {
  const find = (nodes: M.Step[] | undefined): M.Step | undefined => {
    for (const n of nodes ?? []) {
      if (n.id === id) return n;
      const inner = find(n.children);
      if (inner) return inner;
    }
    return undefined;
  };
  const node = ctx.index.model.sequences.map((s) => find(s.children)).find((n) => n !== undefined);
  if (!node) throw new EvaluationError(`no interrupt '${id}'`);
  yield* runInterrupt(ctx, node, depth);
}

/** Plays collected in order of speed, then the interrupt's own statements. */
function* runInterrupt(ctx: RunContext, node: M.Step, depth: number): Gen {
  enter(ctx, depth, node.title ?? node.id);
  if (node.by === "any" && node.offer) {
    checkSuddenDeath(ctx, true);
    const played = new Set<string>();
    const into = node["collect-into"];
    for (;;) {
      const options: Value[] = [];
      for (const side of ctx.state.sides) {
        if (played.has(side)) continue;
        for (const choice of items(ctx, evaluate(node.offer, evalCtx(ctx, new Map(), side)), side)) options.push([side, choice]);
      }
      if (options.length === 0) break;
      options.push("done");
      const decl = ctx.index.model.decisions.find((d) => d.id === node.decision);
      const request: Request = { decision: node.decision ?? node.id, player: "any", prompt: decl?.prompt ?? decl?.title ?? node.title ?? node.id, options };
      if (node.rule) request.rule = node.rule;
      const answer = yield request;
      if (answer === "done") break;
      const [side, choice] = answer as [string, Value];
      played.add(side);
      ctx.events.push({ type: "played", side, choice });
      if (into && typeof choice === "string" && ctx.state.pieces[choice]) movePieces(ctx, choice, into, side);
    }
    if (played.size === 0) return;
  }
  if (node.run) yield* block(ctx, node.run, new Map(), ctx.state.active);
}

/** A model's sudden-death victories, picked out once: they are looked at before every decision. */
const victoriesOf = new WeakMap<ModelIndex, { all: M.Rule[]; atOnce: M.Rule[] }>();
function suddenDeathVictories(index: ModelIndex): { all: M.Rule[]; atOnce: M.Rule[] } {
  let v = victoriesOf.get(index);
  if (!v) {
    const all = index.model.rules.filter((r) => r.kind === "victory" && r["sudden-death"] === true && r.when !== undefined);
    v = { all, atOnce: all.filter((r) => r.checked === "at-once") };
    victoriesOf.set(index, v);
  }
  return v;
}

/**
 * Ends the game if a sudden-death victory holds. After a step every one is
 * checked; before each decision (`atOnceOnly`) just those declared
 * `checked: at-once`, so they take effect after every action.
 */
export function checkSuddenDeath(ctx: RunContext, atOnceOnly = false): void {
  const victories = suddenDeathVictories(ctx.index);
  for (const r of atOnceOnly ? victories.atOnce : victories.all) {
    for (const side of ctx.state.sides) {
      if (evaluate(r.when!, evalCtx(ctx, new Map([["actor", side]]), side)) === true) {
        // A victory with its own body decides the outcome itself (a tie-break,
        // a draw); it is checked between decisions, so it may not ask for one.
        if (r.run) {
          const body = block(ctx, r.run, new Map([["actor", side]]), side);
          if (!body.next().done) throw new EvaluationError(`victory '${r.id}' asks for a decision, which a sudden-death check cannot offer`);
        }
        const outcome: KernelOutcome = { winners: [r.winner ?? side], draw: false };
        if (r.outcome) outcome.name = r.outcome;
        throw new EndGame(outcome);
      }
    }
  }
}

/** Scores of each side from the scoring rules. */
function scores(ctx: RunContext): Record<string, number> {
  const out: Record<string, number> = {};
  for (const side of ctx.state.sides) {
    out[side] = 0;
    for (const r of ctx.index.model.rules) {
      if (r.kind !== "scoring" || !r.points) continue;
      const v = evaluate(r.points, evalCtx(ctx, new Map([["actor", side]]), side));
      if (typeof v === "number") out[side]! += v;
    }
  }
  return out;
}

/** At the end of the sequence of play: the victory rules, then the scores (equal best scores share the win). */
export function* finalOutcome(ctx: RunContext): Gen<KernelOutcome> {
  const points = scores(ctx);
  for (const r of ctx.index.model.rules) {
    if (r.kind !== "victory" || r["sudden-death"]) continue;
    const applies = !r.when || evaluate(r.when, evalCtx(ctx, new Map(), ctx.state.active)) === true;
    if (!applies) continue;
    if (r.run) yield* block(ctx, r.run, new Map(), ctx.state.active);
    if (r.winner) return { winners: [r.winner], draw: false, ...(r.outcome ? { name: r.outcome } : {}), scores: points };
    const best = Math.max(...Object.values(points));
    const winners = Object.keys(points).filter((s) => points[s] === best);
    return { winners, draw: false, ...(r.outcome ? { name: r.outcome } : {}), scores: points };
  }
  return { winners: [], draw: true, name: "no victory condition was met", scores: points };
}

/** The sides a node runs for: each playing side in turn, or the acting one. */
export function sidesFor(ctx: RunContext, eachSide: boolean, player: string | undefined): (string | undefined)[] {
  return eachSide ? ctx.state.sides.filter((s) => ctx.index.model.sides.find((x) => x.id === s)?.player !== false) : [player ?? ctx.state.active];
}

/** The whole game: set-up, the start sequence over its turns, then the result. */
export function* runGame(ctx: RunContext): Gen {
  const model = ctx.index.model;
  try {
    const compiled = ctx.index.compiled?.game;
    if (compiled) {
      yield* compiled(ctx);
      return;
    }
    if (model.game.setup) yield* block(ctx, model.game.setup, new Map(), ctx.state.active);
    const start = model.sequences.find((s) => s.id === model.game.start) ?? model.sequences[0];
    if (!start) throw new NotSupportedError("a game without a sequence of play");
    const interrupts = new Map<string, M.Step[]>();
    const collect = (nodes: M.Step[] | undefined) => {
      for (const n of nodes ?? []) {
        if (n.kind === "interrupt" && n.after) interrupts.set(n.after, [...(interrupts.get(n.after) ?? []), n]);
        collect(n.children);
      }
    };
    collect(start.children);
    const turns = start.turns ?? model.game.turns;
    const first = turns?.min ?? 1;
    const last = turns?.max ?? first;
    for (let turn = first; turn <= last; turn++) {
      ctx.state.turn = turn;
      let guard = 0;
      do {
        if (++guard > 10_000) throw new EvaluationError(`sequence '${start.id}' repeated 10000 times`);
        for (const child of start.children ?? []) {
          yield* runNode(ctx, child, interrupts, 0);
          checkSuddenDeath(ctx);
        }
      } while (start.until && evaluate(start.until, evalCtx(ctx, new Map(), ctx.state.active)) !== true);
    }
    ctx.state.outcome = yield* finalOutcome(ctx);
  } catch (err) {
    if (err instanceof EndGame) {
      ctx.state.outcome = { ...err.outcome, scores: scores(ctx) };
      return;
    }
    throw err;
  }
}
