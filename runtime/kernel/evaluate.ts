/**
 * Evaluates the expressions of a model against a kernel state. Values are
 * plain JSON: numbers, strings (ids of declarations, piece instances and
 * type values), booleans and arrays. Names resolve as the checker resolves
 * them: locals, then declarations, then values of types, then built-ins.
 */
import type * as M from "../../dsl/model-types.js";
import { MapGraph } from "../map-graph.js";
import type { RandomSource } from "../rng.js";
import { roll as rollDice } from "../dice.js";
import type { KernelState } from "./state.js";
// Types only: the executor imports this module, not the other way round at run time.
import type { Request, RunContext } from "./exec.js";

export type Value = number | string | boolean | null | Value[];

/** A name as the language writes them: values in tables and decisions that look like this are names. */
const NAME = /^[A-Za-z_][A-Za-z0-9_]*(-[A-Za-z0-9_]+)*$/;

/** Raised when an expression cannot be evaluated; says which and why. */
export class EvaluationError extends Error {}

type Decl = { keyword: string; obj: Record<string, unknown> };

/** Everything an expression may look up in the model, indexed once. */
/** Functions and invariants compiled to TypeScript by the generator, used instead of interpreting them. */
export interface Compiled {
  functions: Record<string, (ctx: EvalContext, ...args: Value[]) => Value>;
  invariants: Record<string, (ctx: EvalContext) => Value>;
  /** Procedures, as generators over the executor's primitives. */
  procedures?: Record<string, (run: RunContext, actor: string | undefined, ...args: Value[]) => Generator<Request, void, Value>>;
  /** The whole game: set-up, the sequence of play over its turns, and the final outcome. */
  game?: (run: RunContext) => Generator<Request, void, Value>;
}

export class ModelIndex {
  readonly decls = new Map<string, Decl>();
  compiled?: Compiled;
  readonly values = new Map<string, string>();
  readonly graphs = new Map<string, MapGraph>();
  readonly areaMap = new Map<string, string>();
  readonly territoryMap = new Map<string, string>();

  /**
   * @param defaults what a declaration's property reads when the declaration
   *   leaves it out, per keyword (optional true-or-false properties read false).
   */
  constructor(
    readonly model: M.Model,
    readonly defaults: Readonly<Record<string, Readonly<Record<string, Value>>>> = {},
  ) {
    const add = (keyword: string, obj: Record<string, unknown>) => this.decls.set(obj["id"] as string, { keyword, obj });
    add("game", model.game as unknown as Record<string, unknown>);
    for (const t of model.types) {
      add("type", t as unknown as Record<string, unknown>);
      for (const v of t.values) if (!this.values.has(v)) this.values.set(v, t.id);
    }
    for (const s of model.sides) add("side", s as unknown as Record<string, unknown>);
    for (const m of model.maps) {
      add("map", m as unknown as Record<string, unknown>);
      this.graphs.set(m.id, new MapGraph(m));
      for (const t of m.territories ?? []) add("territory", t as unknown as Record<string, unknown>);
      for (const a of m.areas ?? []) {
        add("area", a as unknown as Record<string, unknown>);
        this.areaMap.set(a.id, m.id);
      }
    }
    for (const p of model.pieces) add(p.kind, p as unknown as Record<string, unknown>);
    for (const h of model.holders) {
      add(h.kind, h as unknown as Record<string, unknown>);
      for (const v of h.values ?? []) if (!this.values.has(v)) this.values.set(v, h.id);
    }
    for (const t of model.tables) {
      add("table", t as unknown as Record<string, unknown>);
      for (const r of t.rows ?? []) for (const c of r.cells) if (typeof c === "string" && NAME.test(c) && !this.values.has(c)) this.values.set(c, t.id);
    }
    for (const f of model.functions) add("function", f as unknown as Record<string, unknown>);
    for (const p of model.procedures) add("procedure", p as unknown as Record<string, unknown>);
    const decisions = [...model.decisions, ...model.variants.flatMap((v) => v.decisions ?? []), ...model.scenarios.flatMap((v) => v.decisions ?? [])];
    for (const d of decisions) {
      if (!this.decls.has(d.id)) add("decision", d as unknown as Record<string, unknown>);
      for (const o of d.options ?? []) if (typeof o === "string" && NAME.test(o) && !this.values.has(o)) this.values.set(o, d.id);
    }
    for (const m of model.maps) for (const t of m.territories ?? []) this.territoryMap.set(t.id, m.id);
  }

  graphOf(area: string): MapGraph {
    const g = this.graphs.get(this.areaMap.get(area) ?? "") ?? this.graphs.values().next().value;
    if (!g) throw new EvaluationError("the game has no map");
    return g;
  }
}

export interface EvalContext {
  index: ModelIndex;
  state: KernelState;
  locals: Map<string, Value>;
  /** The side acting, which a bare per-player holder name refers to. */
  actor?: string;
  rng?: RandomSource;
  /** Where what happens is recorded while the game is played (dice rolled, for instance). */
  events?: { type: string; [k: string]: unknown }[];
}

const HOLDER_KEYWORDS = new Set(["pool", "bag", "cup", "deck", "hand", "box", "display"]);

export function asList(ctx: EvalContext, v: Value, what: string): Value[] {
  if (Array.isArray(v)) return v;
  // A list property a declaration leaves out (an area with no territory) reads as empty.
  if (v === null) return [];
  if (typeof v === "string") {
    if (ctx.state.holders[v]) return [...ctx.state.holders[v]!];
    if (ctx.state.areas[v]) return [...ctx.state.areas[v]!];
    const d = ctx.index.decls.get(v);
    if (d?.keyword === "type") return [...((d.obj["values"] as string[]) ?? [])];
    if (d?.keyword === "map") return ((d.obj["areas"] as { id: string }[]) ?? []).map((a) => a.id);
    if (d?.keyword === "territory") return ctx.index.graphs.get(ctx.index.territoryMap.get(v) ?? "")?.areasOf(v) ?? [];
    if (d && HOLDER_KEYWORDS.has(d.keyword) && ctx.actor !== undefined && ctx.state.holders[`${v}@${ctx.actor}`]) return [...ctx.state.holders[`${v}@${ctx.actor}`]!];
  }
  throw new EvaluationError(`${what}: ${JSON.stringify(v)} is not a list, a holder, a place or a type`);
}

/** A piece's owner: declared, or the side whose own holder it lies in. */
export function ownerOf(state: KernelState, id: string): string | null {
  const p = state.pieces[id];
  if (!p) return null;
  if (p.owner !== undefined) return p.owner;
  const at = p.location.indexOf("@");
  return at >= 0 ? p.location.slice(at + 1) : null;
}

export function num(v: Value, what: string): number {
  if (typeof v !== "number") throw new EvaluationError(`${what} needs a number, not ${JSON.stringify(v)}`);
  return v;
}

export function evaluate(e: M.Expr, ctx: EvalContext): Value {
  switch (e.op) {
    case "int":
    case "number":
    case "text":
    case "bool":
      return e.value;
    case "dice":
      return `${e.count === 1 ? "" : e.count}d${e.sides}`;
    case "name":
      return nameValue(ctx, e.name);
    case "unary": {
      const v = evaluate(e.arg, ctx);
      if (e.operator === "not") return !truthy(v);
      return e.operator === "-" ? -num(v, "'-'") : num(v, "'+'");
    }
    case "binary":
      return binary(e, ctx);
    case "call":
      return call(e, ctx);
    case "field":
      return fieldValue(ctx, evaluate(e.object, ctx), e.field);
    case "index":
      return indexValue(evaluate(e.object, ctx), evaluate(e.index, ctx));
    case "list":
      return e.items.map((x) => evaluate(x, ctx));
    case "select": {
      const items = asList(ctx, evaluate(e.in, ctx), "a selection");
      const out: Value[] = [];
      for (const item of items) {
        const inner = { ...ctx, locals: new Map(ctx.locals).set(e.name, item) };
        if (e.where && !truthy(evaluate(e.where, inner))) continue;
        out.push(e.value ? evaluate(e.value, inner) : item);
      }
      return out;
    }
    case "if":
      return truthy(evaluate(e.cond, ctx)) ? evaluate(e.then, ctx) : evaluate(e.else, ctx);
  }
}

export function truthy(v: Value): boolean {
  if (typeof v !== "boolean") throw new EvaluationError(`a condition must be true or false, not ${JSON.stringify(v)}`);
  return v;
}

export function nameValue(ctx: EvalContext, id: string): Value {
  if (ctx.locals.has(id)) return ctx.locals.get(id)!;
  const d = ctx.index.decls.get(id);
  if (d) {
    // A track stands for its value; everything else for its own id.
    if (d.keyword === "track") return ctx.state.tracks[id] ?? null;
    return id;
  }
  if (ctx.index.values.has(id)) return id;
  if (id === "turn") return ctx.state.turn;
  if (id === "players") return ctx.state.sides.filter((s) => ctx.index.model.sides.find((x) => x.id === s)?.player !== false).length;
  if (id === "active") return ctx.state.active ?? null;
  // The checker resolves every name, so this is a name used where the runtime does not bind it
  // (an event name outside the rule that would receive it, say).
  throw new EvaluationError(`the name '${id}' has no value here`);
}

export function equal(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!equal(a[i]!, b[i]!)) return false;
  return true;
}

function binary(e: M.Expr & { op: "binary" }, ctx: EvalContext): Value {
  if (e.operator === "and") return truthy(evaluate(e.left, ctx)) && truthy(evaluate(e.right, ctx));
  if (e.operator === "or") return truthy(evaluate(e.left, ctx)) || truthy(evaluate(e.right, ctx));
  return binaryValues(ctx, e.operator, evaluate(e.left, ctx), evaluate(e.right, ctx));
}

/** A binary operator other than `and`/`or` (which short-circuit) on evaluated operands. */
export function binaryValues(ctx: EvalContext, operator: string, l: Value, r: Value): Value {
  switch (operator) {
    case "==":
      return equal(l, r);
    case "!=":
      return !equal(l, r);
    case "<":
      return num(l, "'<'") < num(r, "'<'");
    case "<=":
      return num(l, "'<='") <= num(r, "'<='");
    case ">":
      return num(l, "'>'") > num(r, "'>'");
    case ">=":
      return num(l, "'>='") >= num(r, "'>='");
    case "in":
      return asList(ctx, r, "'in'").some((x) => equal(x, l));
    case "+":
      if (Array.isArray(l) || Array.isArray(r)) return [...(Array.isArray(l) ? l : [l]), ...(Array.isArray(r) ? r : [r])];
      return num(l, "'+'") + num(r, "'+'");
    case "-":
      return num(l, "'-'") - num(r, "'-'");
    case "*":
      return num(l, "'*'") * num(r, "'*'");
    case "/": {
      const d = num(r, "'/'");
      if (d === 0) throw new EvaluationError("division by zero");
      const q = num(l, "'/'") / d;
      // Whole numbers divide into a whole number, rounded down.
      return Number.isInteger(l) && Number.isInteger(r) ? Math.floor(q) : q;
    }
    case "%":
      return num(l, "'%'") % num(r, "'%'");
    default:
      throw new EvaluationError(`unknown operator '${operator}'`);
  }
}

/** `list[i]`. */
export function indexValue(o: Value, i: Value): Value {
  if (!Array.isArray(o)) throw new EvaluationError(`cannot index ${JSON.stringify(o)}`);
  return o[num(i, "an index")] ?? null;
}

/** The context a function body runs in: the caller's state, none of its locals. */
export function fresh(ctx: EvalContext): EvalContext {
  return { ...ctx, locals: NO_LOCALS };
}
const NO_LOCALS = new Map<string, Value>();

/** A field of a piece instance, a declaration or a side. */
export function fieldValue(ctx: EvalContext, o: Value, f: string): Value {
  if (typeof o !== "string") throw new EvaluationError(`cannot read '.${f}' of ${JSON.stringify(o)}`);
  const piece = ctx.state.pieces[o];
  if (piece) {
    if (f in piece.state) return piece.state[f] as Value;
    if (f === "kind") return piece.kind;
    if (f === "owner") return ownerOf(ctx.state, o);
    if (f === "location") return piece.location;
    if (f === "strength") return piece.strength ?? null;
    if (f === "face") return piece.face ?? null;
    const kind = ctx.index.decls.get(piece.kind);
    return (kind?.obj[f] as Value | undefined) ?? (kind ? ctx.index.defaults[kind.keyword]?.[f] : undefined) ?? null;
  }
  if (ctx.state.sideState[o] && f in ctx.state.sideState[o]!) return ctx.state.sideState[o]![f] as Value;
  const d = ctx.index.decls.get(o);
  if (d) {
    const v = d.obj[f];
    return v === undefined ? (ctx.index.defaults[d.keyword]?.[f] ?? null) : (JSON.parse(JSON.stringify(v)) as Value);
  }
  throw new EvaluationError(`'${o}' has no field '${f}'`);
}

export function lookupTable(ctx: EvalContext, table: string, args: Value[]): Value {
  const t = ctx.index.decls.get(table)?.obj as unknown as M.Table | undefined;
  if (!t) throw new EvaluationError(`no table '${table}'`);
  const [key, column] = args;
  const row = (t.rows ?? []).find((r) =>
    typeof r.key === "string" ? r.key === key : typeof key === "number" && (r.key.min ?? -Infinity) <= key && key <= (r.key.max ?? Infinity),
  );
  if (!row) throw new EvaluationError(`table '${table}' has no row for ${JSON.stringify(key)}`);
  if (column === undefined) return row.cells[0] as Value;
  const i = (t.columns ?? []).map(String).indexOf(String(column));
  if (i < 0) throw new EvaluationError(`table '${table}' has no column ${JSON.stringify(column)}`);
  return row.cells[i] as Value;
}

/** Built-in names that stay values even among a table's keys: `lookup(seasons, turn, season)`. */
const KEY_VALUES = new Set(["turn", "active", "players"]);

/**
 * Whether a bare name among a table's keys is the key itself (a row or column
 * name) rather than a value: it is, unless a local or a built-in value has
 * that name (and, for `lookup(...)`, a declaration). The interpreter and the
 * compiler both ask this, so they read keys alike.
 */
export function literalKey(name: string, isLocal: boolean, isDecl: boolean, declsAreValues: boolean): boolean {
  return !isLocal && !KEY_VALUES.has(name) && !(declsAreValues && isDecl);
}

function call(e: M.Expr & { op: "call" }, ctx: EvalContext): Value {
  if (e.callee.op !== "name") throw new EvaluationError("only named functions can be called");
  const fname = e.callee.name;
  const decl = ctx.index.decls.get(fname);
  if (decl?.keyword === "table") {
    return lookupTable(ctx, fname, e.args.map((a) => (a.op === "name" && literalKey(a.name, ctx.locals.has(a.name), ctx.index.decls.has(a.name), false) ? a.name : evaluate(a, ctx))));
  }
  if (decl?.keyword === "function") {
    const compiled = ctx.index.compiled?.functions[fname];
    if (compiled) return compiled(ctx, ...e.args.map((a) => evaluate(a, ctx)));
    const f = decl.obj as unknown as M.Function;
    const locals = new Map<string, Value>();
    f.params.forEach((p, i) => locals.set(p.name, evaluate(e.args[i]!, ctx)));
    return evaluate(f.value, { ...ctx, locals });
  }
  if (fname === "lookup") {
    const [t, ...rest] = e.args;
    const tableName = t?.op === "name" ? t.name : String(evaluate(t!, ctx));
    return lookupTable(ctx, tableName, rest.map((a) => (a.op === "name" && literalKey(a.name, ctx.locals.has(a.name), ctx.index.decls.has(a.name), true) ? a.name : evaluate(a, ctx))));
  }
  const args = e.args.map((a) => evaluate(a, ctx));
  return callBuiltin(ctx, fname, args);
}

/** The pieces in a holder, a place, a territory or on a whole map. */
export function piecesIn(ctx: EvalContext, where: Value): Value[] {
  if (typeof where === "string" && ctx.index.decls.get(where)?.keyword === "map") {
    return asList(ctx, where, "pieces").flatMap((area) => ctx.state.areas[String(area)] ?? []);
  }
  if (typeof where === "string" && ctx.index.decls.get(where)?.keyword === "territory") {
    return asList(ctx, where, "pieces").flatMap((area) => ctx.state.areas[String(area)] ?? []);
  }
  return asList(ctx, where, "pieces");
}

export function callBuiltin(ctx: EvalContext, fname: string, args: Value[]): Value {
  const a0 = args[0] as Value;
  switch (fname) {
    case "roll":
    case "roll-each": {
      if (!ctx.rng) throw new EvaluationError("dice can only be rolled while the game is played");
      const r = rollDice(String(a0), ctx.rng);
      ctx.events?.push({ type: "rolled", dice: String(a0), results: r.dice, total: r.total });
      return fname === "roll" ? r.total : r.dice;
    }
    case "is-doubles":
      return Array.isArray(a0) && a0.length > 1 && a0.every((x) => x === a0[0]);
    case "min":
      return Math.min(...args.map((x) => num(x, "min")));
    case "max":
      return Math.max(...args.map((x) => num(x, "max")));
    case "abs":
      return Math.abs(num(a0, "abs"));
    case "sum":
      return asList(ctx, a0, "sum").reduce<number>((s, x) => s + num(x, "sum"), 0);
    case "highest":
    case "lowest": {
      const xs = asList(ctx, a0, fname).map((x) => num(x, fname));
      return xs.length === 0 ? 0 : fname === "highest" ? Math.max(...xs) : Math.min(...xs);
    }
    case "count":
      return asList(ctx, a0, "count").length;
    case "empty":
      return asList(ctx, a0, "empty").length === 0;
    case "contains":
      return asList(ctx, a0, "contains").some((x) => equal(x, args[1] as Value));
    case "first":
      return asList(ctx, a0, "first")[0] ?? null;
    case "last": {
      const xs = asList(ctx, a0, "last");
      return xs[xs.length - 1] ?? null;
    }
    case "take":
      return asList(ctx, a0, "take").slice(0, num(args[1] as Value, "take"));
    case "value":
      return a0;
    case "owner":
      return ownerOf(ctx.state, String(a0));
    case "location":
      return ctx.state.pieces[String(a0)]?.location ?? null;
    case "strength":
      return ctx.state.pieces[String(a0)]?.strength ?? null;
    case "face":
      return ctx.state.pieces[String(a0)]?.face ?? null;
    case "pieces":
      return piecesIn(ctx, a0);
    case "pieces-of":
      return piecesIn(ctx, args[1] as Value).filter((id) => ownerOf(ctx.state, String(id)) === a0);
    case "of":
      return `${String(a0)}@${String(args[1])}`;
    case "sides":
      return [...ctx.state.sides];
    case "other": {
      const others = ctx.state.sides.filter((s) => s !== a0 && ctx.index.model.sides.find((x) => x.id === s)?.player !== false);
      return others[0] ?? null;
    }
    case "adjacent":
      return ctx.index.graphOf(String(a0)).adjacent(String(a0), String(args[1]));
    case "neighbours":
      return ctx.index.graphOf(String(a0)).neighbours(String(a0));
    case "link-kind":
      return ctx.index.graphOf(String(a0)).linkType(String(a0), String(args[1])) ?? null;
    case "boundaries":
      return ctx.index.graphOf(String(a0)).boundaries(String(a0));
    case "distance":
      return ctx.index.graphOf(String(a0)).distance(String(a0), String(args[1]));
    case "reachable":
    case "path-cost": {
      // Costs here count links (impassable places excluded); a game with its own
      // movement costs computes them with a function over its chart.
      const g = ctx.index.graphOf(String(a0));
      const step = (_f: string, to: string) => ((ctx.index.decls.get(to)?.obj["impassable"] as boolean | undefined) ? Infinity : 1);
      if (fname === "path-cost") return g.cheapest(String(a0), step).get(String(args[1])) ?? null;
      return [...g.reachable(String(a0), num(args[1] as Value, "reachable"), step).keys()].filter((p) => p !== a0).sort();
    }
    case "territory-of":
      return ctx.index.graphOf(String(a0)).territoriesOf(String(a0))[0] ?? null;
    case "top":
      return asList(ctx, a0, "top")[0] ?? null;
    default:
      throw new EvaluationError(`the built-in '${fname}' is not available in this version of the runtime`);
  }
}

/** Evaluates a function of the model by name with the given arguments. */
export function callFunction(ctx: EvalContext, fname: string, args: Value[]): Value {
  const decl = ctx.index.decls.get(fname);
  if (decl?.keyword !== "function") throw new EvaluationError(`no function '${fname}'`);
  const f = decl.obj as unknown as M.Function;
  if (f.params.length !== args.length) throw new EvaluationError(`'${fname}' takes ${f.params.length} arguments, not ${args.length}`);
  const compiled = ctx.index.compiled?.functions[fname];
  if (compiled) return compiled(ctx, ...args);
  return evaluate(f.value, { ...ctx, locals: new Map(f.params.map((p, i) => [p.name, args[i]!])) });
}

