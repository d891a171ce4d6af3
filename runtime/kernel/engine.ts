/**
 * An engine that runs a model directly: the decision protocol of
 * `runtime/engine.ts` over the kernel's generators. The live game is the
 * state plus a suspended generator; an illegal action is refused before
 * anything runs, and if an action fails part-way the game is rebuilt from
 * its log, so the state is never left half-changed.
 */
import type * as M from "../../dsl/model-types.js";
import { resolveModel } from "../../dsl/resolve-model.js";
import { booleanDefaults } from "../../dsl/schema-info.js";
import { IllegalActionError, seedProblem, type Decision, type EngineOptions, type GameEvent, type GameLog, type Outcome } from "../engine.js";
import { restore, SeededRandom, type RandomSource } from "../rng.js";
import { viewFor, type Visibility, type VisibilityRules } from "../view.js";
import { equal, evaluate, ModelIndex, type Compiled, type Value } from "./evaluate.js";
import { NotSupportedError, runGame, type KernelOutcome, type Request, type RunContext } from "./exec.js";
import { initialState, type KernelState } from "./state.js";

export type KernelAction = Value;

function sameValue(a: unknown, b: unknown): boolean {
  return equal(a as Value, b as Value);
}

/**
 * The index an engine evaluates a model with, including what optional
 * true-or-false properties read when a declaration leaves them out.
 */
export function modelIndex(model: M.Model): ModelIndex {
  return new ModelIndex(model, BOOLEAN_DEFAULTS);
}
// Worked out from the schema once; generated engines will carry this table themselves (engine v2).
const BOOLEAN_DEFAULTS = booleanDefaults();

export class KernelEngine {
  readonly log: GameLog<KernelAction>;
  private readonly index: ModelIndex;
  /** Limits that hold at all times, each with the areas it is checked in (one pass with no area when it names none). */
  private readonly standingLimits: { limit: M.Rule; places: (string | undefined)[] }[];
  private ctx!: RunContext;
  private game!: Generator<Request, void, Value>;
  private current: Request | null = null;

  constructor(
    base: M.Model,
    readonly options: EngineOptions,
    compiled?: Compiled,
  ) {
    const badSeed = seedProblem(options.seed);
    if (badSeed) throw new RangeError(badSeed);
    const model = resolveModel(base, {
      ...(options.scenario !== undefined ? { scenario: options.scenario } : {}),
      variants: options.variants ?? [],
      ...(options.players !== undefined ? { players: options.players } : {}),
    });
    // Triggers on procedures run; rules that react to other events do not yet: refuse rather than play them wrongly.
    const procedures = new Set(model.procedures.map((p) => p.id));
    const unsupported = model.rules.filter((r) => (r.kind === "trigger" && !(r["applies-to"] ?? []).some((a) => procedures.has(a))) || r.kind === "modifier");
    if (unsupported.length > 0 && (options.variants ?? []).length > 0) {
      throw new NotSupportedError(`the ${unsupported[0]!.kind} '${unsupported[0]!.id}' (from the chosen variants)`);
    }
    this.index = modelIndex(model);
    // A limit with no step of its own ("at") must hold at all times, like an
    // invariant; one that names `area` must hold in every area. Limits tied to
    // a step have consequences there and are not checked as invariants.
    const areas = model.maps.flatMap((m) => (m.areas ?? []).map((a) => a.id));
    this.standingLimits = model.rules
      .filter((r) => r.kind === "limit" && r.at === undefined && r.check !== undefined)
      .map((limit) => ({ limit, places: mentionsName(limit.check, "area") ? areas : [undefined] }));
    // Compiled code is only valid for the model it was generated from: not once a scenario or variant changed it.
    if (compiled && model.applied?.scenario === undefined && (model.applied?.variants ?? []).length === 0) this.index.compiled = compiled;
    this.log = { game: model.game.id, options: structuredClone(options), actions: [] };
    this.start();
  }

  private start(): void {
    const rng: RandomSource = this.options.script
      ? restore({ kind: "scripted", dice: this.options.script.dice ?? [], picks: this.options.script.picks ?? [], fallback: new SeededRandom(this.options.seed).save() })
      : new SeededRandom(this.options.seed);
    this.ctx = { index: this.index, state: initialState(this.index.model, this.options.players), rng, events: [] };
    this.game = runGame(this.ctx);
    this.advance(undefined);
  }

  private advance(answer: Value | undefined): void {
    const step = answer === undefined ? this.game.next() : this.game.next(answer);
    this.current = step.done ? null : step.value;
  }

  /** The state as plain JSON (a copy). */
  get state(): KernelState & { outcome?: KernelOutcome } {
    return structuredClone(this.ctx.state);
  }

  pending(): Decision<KernelAction> | null {
    if (!this.current) return null;
    const d: Decision<KernelAction> = { id: this.current.decision, player: this.current.player, prompt: this.current.prompt, options: this.current.options };
    if (this.current.rule) d.rule = this.current.rule;
    return d;
  }

  apply(action: KernelAction): GameEvent[] {
    const request = this.current;
    if (!request) throw new IllegalActionError("the game is over; no action can be taken");
    if (!request.options.some((o) => sameValue(o, action))) {
      throw new IllegalActionError(`${JSON.stringify(action)} is not a legal option for '${request.prompt}'`, request.rule);
    }
    const before = this.ctx.events.length;
    try {
      this.advance(action);
    } catch (err) {
      // Rebuild the game as it was before this action, then report the failure.
      this.start();
      for (const a of this.log.actions) this.advance(a);
      throw err;
    }
    this.log.actions.push(structuredClone(action));
    return this.ctx.events.slice(before) as GameEvent[];
  }

  isOver(): boolean {
    return this.current === null;
  }

  result(): Outcome | null {
    return this.ctx.state.outcome ?? null;
  }

  /** The spec's invariants that do not hold now. */
  violations(): { id: string; rule?: string }[] {
    const out: { id: string; rule?: string }[] = [];
    for (const inv of this.index.model.invariants) {
      const ctx = { index: this.index, state: this.ctx.state, locals: new Map<string, Value>() };
      const compiled = this.index.compiled?.invariants[inv.id];
      const ok = compiled ? compiled(ctx) : evaluate(inv.holds, ctx);
      if (ok !== true) out.push(inv.rule ? { id: inv.id, rule: inv.rule } : { id: inv.id });
    }
    for (const { limit, places } of this.standingLimits) {
      const broken = places.some((area) => {
        const locals = new Map<string, Value>(area === undefined ? [] : [["area", area]]);
        return evaluate(limit.check!, { index: this.index, state: this.ctx.state, locals }) !== true;
      });
      if (broken) out.push(limit.rule ? { id: limit.id, rule: limit.rule } : { id: limit.id });
    }
    return out;
  }

  /** What one side may see. */
  view(player: string): KernelState {
    const model = this.index.model;
    const rules: VisibilityRules = { pieces: {}, holders: {} };
    for (const p of model.pieces) if (p.visibility) rules.pieces[p.id] = p.visibility as Visibility;
    for (const h of model.holders) {
      if (!h.visibility) continue;
      if (h["each-player"]) for (const s of this.ctx.state.sides) rules.holders[`${h.id}@${s}`] = { visibility: h.visibility as Visibility, owner: s };
      else rules.holders[h.id] = h.owner ? { visibility: h.visibility as Visibility, owner: h.owner } : { visibility: h.visibility as Visibility };
    }
    const state = structuredClone(this.ctx.state);
    const seen = viewFor({ ...state, pieces: state.pieces, holders: { ...state.holders, ...state.areas } }, player, rules);
    return { ...state, pieces: seen.pieces, holders: Object.fromEntries(Object.keys(state.holders).map((k) => [k, seen.holders[k]!])), areas: Object.fromEntries(Object.keys(state.areas).map((k) => [k, seen.holders[k]!])) };
  }
}

/** Rebuilds a game from its log. */
export function replayKernel(model: M.Model, log: GameLog<KernelAction>): KernelEngine {
  const engine = new KernelEngine(model, log.options);
  for (const a of log.actions) engine.apply(a);
  return engine;
}

/** Whether an expression refers to a name anywhere inside it. */
function mentionsName(expr: unknown, name: string): boolean {
  if (Array.isArray(expr)) return expr.some((e) => mentionsName(e, name));
  if (typeof expr !== "object" || expr === null) return false;
  const node = expr as Record<string, unknown>;
  if (node["op"] === "name" && node["name"] === name) return true;
  return Object.values(node).some((v) => mentionsName(v, name));
}
