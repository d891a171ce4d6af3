/**
 * Compiles a resolved model to the units of one program (see `Units` in
 * `runtime/core/commands.ts`): functions, procedures that never ask as plain
 * functions, procedures that can ask (and the whole game) as resumable steps
 * over an explicit frame, and the checks run between steps.
 *
 * Every name is resolved here, once, against the same index of the game's
 * data the engine uses; built-ins and commands become direct calls into the
 * runtime core. A procedure that can ask keeps all its locals in its frame
 * (`L[i]`), so where play waits is plain JSON; its statements are lowered to
 * numbered blocks, and `f.pc` says which block runs next.
 */
import { COMMANDS, EVENT_BINDINGS, FUNCTIONS, OPTION_BINDINGS } from "../dsl/builtins.js";
import type * as M from "../dsl/model-types.js";
import type { DataIndex } from "../runtime/core/data.js";
import { createHash } from "node:crypto";
import { initialState } from "../runtime/core/state.js";
import { literalKey } from "../runtime/core/values.js";
import type * as V from "../runtime/core/values.js";
import { exprTypeOf, placeOf } from "../dsl/source-locations.js";
import { setFields } from "../dsl/walk.js";
import { comment, tsJson, tsString } from "./escape.js";
import type { SymbolKind, SymbolTable } from "./symbols.js";
import { stmtLines } from "./expr-text.js";

/** A spec error the checker lets through but that cannot be compiled. */
export class CompileError extends Error {}

/** What every unit of a program is compiled against. */
export interface ProgramContext {
  model: M.Model;
  index: DataIndex;
  /** Procedures that can ask for a decision, directly or through what they call. */
  asking: ReadonlySet<string>;
  /** The scenario and variants in play, for `enabled(...)`. */
  enabled: ReadonlySet<string>;
  /** The module's symbols, numbered once for all its programs. */
  symbols: SymbolTable;
}

/** A local: how to read it and what to assign to. */
interface Local {
  r: string;
  w: string;
}

/** Where a unit keeps its locals: JavaScript variables, or slots of its frame. */
class Locals {
  private n = 0;
  constructor(
    readonly machine: boolean,
    first = 0,
  ) {
    this.n = first;
  }
  /** A new local; in a frame its slot number is `slot`. */
  fresh(hint: string): Local & { slot: number; declare(init: string): string } {
    const i = this.n++;
    if (this.machine) return { r: `L[${i}]!`, w: `L[${i}]`, slot: i, declare: (init) => `L[${i}] = ${init};` };
    const js = `v${i}_${hint.replace(/[^A-Za-z0-9_]/g, "_")}`;
    return { r: js, w: js, slot: -1, declare: (init) => `let ${js}: V.Value = ${init};` };
  }
  /** A JavaScript variable even in a frame (for names bound inside one expression). */
  variable(hint: string): string {
    return `x${this.n++}_${hint.replace(/[^A-Za-z0-9_]/g, "_")}`;
  }
}

interface Scope {
  names: ReadonlyMap<string, Local>;
  locals: Locals;
  /** The acting side, as JavaScript. */
  actor: string;
  P: ProgramContext;
  /** The procedure being compiled, whose modifiers change the dice rolled in it. */
  proc?: string;
  /**
   * In a pass of the sudden-death checks whose conditions have no effects:
   * the calls of spec functions with one argument that the pass makes more
   * than once, each kept by side in a list (`R0[si]`), and how often each
   * call is written. The board cannot change during the pass, so the same
   * call for the same side gives the same value (SQUARES' `tally`).
   */
  calls?: SharedCalls;
}

interface SharedCalls {
  /** Each call (as its expression's text) written in the conditions, and how often. */
  seen: Map<string, number>;
  /** The list each call written more than once is kept in. */
  kept: Map<string, string>;
}

function withName(scope: Scope, name: string, local: Local): Scope {
  return { ...scope, names: new Map(scope.names).set(name, local) };
}

// ---------------------------------------------------------------- expressions

const OPERATORS: Record<string, string> = { "==": "V.eq", "!=": "V.ne", "<": "V.lt", "<=": "V.le", ">": "V.gt", ">=": "V.ge", "+": "V.plus", "-": "V.minus", "*": "V.times", "/": "V.divide", "%": "V.modulo" };

/**
 * Fields a piece, side or area may hold in its state, so that reading them
 * needs the general reader: those their declarations start them with, those
 * any `set` changes, and those the engine itself keeps. Every other field is
 * a property of a declaration that never changes (`V.staticField`, through
 * a reader made once per module for the property, `S_terrain`).
 */
const changingFields = new WeakMap<ProgramContext, ReadonlySet<string>>();
/** Fields the engine keeps on pieces and sides itself, or reads specially (the ends of a range). */
const ENGINE_FIELDS = ["kind", "owner", "location", "strength", "face", "score", "min", "max"];
function changing(P: ProgramContext): ReadonlySet<string> {
  let found = changingFields.get(P);
  if (found) return found;
  const names = setFields(P.model);
  const board = initialState(P.index.data);
  for (const record of [...Object.values(board.sideState), ...Object.values(board.areaState ?? {}), ...Object.values(board.pieces).map((p) => p.state)]) {
    for (const k of Object.keys(record)) names.add(k);
  }
  changingFields.set(P, names);
  return names;
}

/** A field read: by the general reader, or, for a property that never changes, from the declarations at once. */
function fieldRead(receiver: M.Expr, field: string, scope: Scope): string {
  const object = compileExpr(receiver, scope);
  const held = changing(scope.P);
  if (field === "kind" && !held.has("kind")) return `V.kindOf(ctx, ${object})`;
  if (held.has(field) || ENGINE_FIELDS.includes(field)) {
    // Where the checker knows the receiver is an area or a side, its state is looked in first.
    const kind = refKind(receiver);
    if (kind === "area" || kind === "side") {
      // A reader made once per module for the field (`SF_clock`), with its name fixed.
      const name = `${kind === "side" ? "SF" : "AF"}_${field.replace(/-/g, "$")}`;
      constantsOf(scope.P).set(name, `V.${kind}Reader(${tsString(field)})`);
      return `${name}(ctx, ${object})`;
    }
    return `${fieldReader(field, scope.P)}(ctx, ${object})`;
  }
  // A reader made once per module for the property (`S_terrain`), which keeps the property's table.
  const name = `S_${field.replace(/-/g, "$")}`;
  constantsOf(scope.P).set(name, `V.staticReader(${tsString(field)})`);
  return `${name}(ctx, ${object})`;
}

/**
 * A reader of one field that pieces keep in their state, made once per
 * module (`R_move$last`): it looks in the piece's own state with the field's
 * name written out, which the JavaScript engine reads far faster than a
 * name passed in, and leaves anything else (a side, an area, a field the
 * piece does not hold) to `fieldValue`, which gives the same answer.
 */
function fieldReader(field: string, P: ProgramContext): string {
  // Names are letters, digits, '_' and '-': '$' for '-' keeps distinct names distinct.
  const name = `R_${field.replace(/-/g, "$")}`;
  const key = tsString(field);
  constantsOf(P).set(
    name,
    `(ctx: V.EvalContext, o: V.Value): V.Value => {\n  const p = V.pieceOf(ctx, o);\n  if (p !== undefined) {\n    const v = p.state[${key}];\n    if (v !== undefined) return v as V.Value;\n  }\n  return V.fieldValue(ctx, o, ${key});\n}`,
  );
  return name;
}

/**
 * The kind of declaration the checker inferred an expression refers to
 * (`area`, `side`, ...), if it inferred one. Code chosen by it only looks in
 * the likely place first and falls back to the general reader, so a wrong
 * guess costs time, never a different answer.
 */
function refKind(e: M.Expr): string | undefined {
  const t = exprTypeOf(e);
  return t?.t === "ref" ? t.kind : undefined;
}

/**
 * The value of an expression fixed when the spec is compiled: numbers, text,
 * true or false, the ids of declarations and type values, and lists of
 * these; undefined for anything else.
 */
function constantValue(e: M.Expr, scope: Scope): V.Value | undefined {
  switch (e.op) {
    case "int":
    case "number":
    case "bool":
    case "text":
      return e.value;
    case "name":
      // A place as play names it (its number, see `runtime/core/places.ts`); any other name as itself.
      return scalarLiteral(e, scope) ? scope.P.index.placeValue(e.name) : undefined;
    case "list": {
      const items = e.items.map((x) => constantValue(x, scope));
      return items.every((x) => x !== undefined) ? (items as V.Value[]) : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * A list fixed at compile time, made once for the module instead of on
 * every evaluation: a constant named by its content, so the same list in
 * two programs is one constant and their code stays shared. Lists are
 * values no code changes in place; the test suite freezes such constants
 * (`V.frozen`) so that any code that tried would fail.
 */
function hoisted(value: V.Value[], P: ProgramContext): string {
  return namedConstant("K_", constantText(value), P);
}

/** A module constant named by a prefix and its content's hash, so that programs writing the same one share it. */
function namedConstant(prefix: string, text: string, P: ProgramContext): string {
  const name = `${prefix}${createHash("sha256").update(text).digest("hex").slice(0, 12)}`;
  constantsOf(P).set(name, text);
  return name;
}

function constantText(v: V.Value): string {
  if (Array.isArray(v)) return `V.frozen([${v.map(constantText).join(", ")}])`;
  return typeof v === "string" ? tsString(v) : String(v);
}

const constants = new WeakMap<ProgramContext, Map<string, string>>();
function constantsOf(P: ProgramContext): Map<string, string> {
  let m = constants.get(P);
  if (!m) constants.set(P, (m = new Map()));
  return m;
}

/** A name that is not a local, resolved once against the game's data, as the engine would. */
function globalName(name: string, scope: Scope): string {
  const d = scope.P.index.decls.get(name);
  if (d) return d.keyword === "track" ? `(ctx.state.tracks[${tsString(name)}] ?? null)` : nameLiteral(name, scope.P);
  // A value named like a place play numbers (a table's cell naming the supply, say) is that place, as the cell is.
  if (scope.P.index.values.has(name)) return nameLiteral(name, scope.P);
  if (name === "turn") return "ctx.state.turn";
  if (name === "players") return "V.players(ctx)";
  if (name === "active") return "(ctx.state.active ?? null)";
  // Known when the program is compiled: the chosen scenario and variants fix the game's length.
  if (name === "last-turn") return "ctx.index.turns.last";
  // An event name used outside a rule that would bind it: an error if play reaches it.
  return `V.nameValue(ctx, ${tsString(name)})`;
}

/**
 * A declared name as compiled code writes it: a place that play names by
 * number as that number, with its name in a comment (see
 * `runtime/core/places.ts`); anything else as its text.
 */
function nameLiteral(name: string, P: ProgramContext): string {
  const v = P.index.placeValue(name);
  return typeof v === "number" ? `${v} /* ${comment(name)} */` : tsString(name);
}

/**
 * A declaration's symbol number as compiled code writes it, with its name
 * beside it in a comment for whoever reads the module (`3`, then the name).
 */
function symbolRef(P: ProgramContext, kind: SymbolKind, id: string): string {
  return `${P.symbols.number(kind, id)} /* ${comment(id)} */`;
}

/** A spec function (or one of its reduced forms, `name#empty`) as compiled code calls it: from the program's table, by number. */
function functionRef(P: ProgramContext, id: string): string {
  return `ctx.fn[${symbolRef(P, "function", id)}]!`;
}

/**
 * The first and last turn of a program, as its scenario and variants set
 * them. Compiled code reads them from the program (`X.index.turns`), so
 * programs that differ only in their length share their code.
 */
export function turnsOf(model: M.Model): { first: number; last: number } {
  const start = model.sequences.find((s) => s.id === model.game.start) ?? model.sequences[0];
  const turns = start?.turns ?? model.game.turns;
  const first = turns?.min ?? 1;
  return { first, last: turns?.max ?? first };
}

/** A binary operation other than `and` and `or`, its operands compiled (`left` first, as evaluated). */
function binaryText(e: M.Expr & { op: "binary" }, left: string, right: string, scope: Scope): string {
  if (e.operator === "in") return `V.isIn(ctx, ${left}, ${right})`;
  // Equality with a number, text or id written in the spec needs no deep comparison.
  if ((e.operator === "==" || e.operator === "!=") && (scalarLiteral(e.left, scope) || scalarLiteral(e.right, scope))) return `(${left} ${e.operator === "==" ? "===" : "!=="} ${right})`;
  return `${OPERATORS[e.operator]!}(${left}, ${right})`;
}

/** Operators whose compiled form is always `true` or `false`. */
const BOOLEAN_OPERATORS = new Set(["and", "or", "in", "==", "!=", "<", "<=", ">", ">="]);

/**
 * An expression used as a condition, as JavaScript that is `true` or
 * `false`. Operators that give a truth value by construction are used as
 * they are; anything else is checked to be one (`V.truthy`), as everywhere.
 */
function condition(e: M.Expr, scope: Scope): string {
  if (e.op === "bool" || (e.op === "unary" && e.operator === "not") || (e.op === "binary" && BOOLEAN_OPERATORS.has(e.operator)) || booleanBuiltin(e, scope)) return compileExpr(e, scope);
  return `V.truthy(${compileExpr(e, scope)})`;
}

/**
 * A call of a built-in whose signature gives true or false: its code always
 * returns a JavaScript boolean (a test holds every such built-in to it).
 */
function booleanBuiltin(e: M.Expr, scope: Scope): boolean {
  return e.op === "call" && e.callee.op === "name" && FUNCTIONS[e.callee.name]?.returns === "bool" && !scope.P.index.decls.has(e.callee.name);
}

/** A literal that no list can equal, so `===` compares it exactly as `V.eq` would. */
function scalarLiteral(e: M.Expr, scope: Scope): boolean {
  return e.op === "int" || e.op === "number" || e.op === "bool" || e.op === "text" || (e.op === "name" && !scope.names.has(e.name) && scope.P.index.decls.get(e.name)?.keyword !== "track" && (scope.P.index.decls.has(e.name) || scope.P.index.values.has(e.name)));
}

export function compileExpr(e: M.Expr, scope: Scope): string {
  const c = (x: M.Expr) => compileExpr(x, scope);
  switch (e.op) {
    case "int":
    case "number":
      return e.value < 0 ? `(${e.value})` : String(e.value);
    case "bool":
      return String(e.value);
    case "text":
      return tsString(e.value);
    case "dice":
      return tsString(`${e.count === 1 ? "" : e.count}d${e.sides}`);
    case "name":
      return scope.names.get(e.name)?.r ?? globalName(e.name, scope);
    case "unary":
      if (e.operator === "not") return `!${condition(e.arg, scope)}`;
      return e.operator === "-" ? `-V.num(${c(e.arg)}, "'-'")` : `V.num(${c(e.arg)}, "'+'")`;
    case "binary":
      if (e.operator === "and") return `(${condition(e.left, scope)} && ${condition(e.right, scope)})`;
      if (e.operator === "or") return `(${condition(e.left, scope)} || ${condition(e.right, scope)})`;
      return binaryText(e, c(e.left), c(e.right), scope);
    case "call":
      return compileCall(e, scope);
    case "field":
      return fieldRead(e.object, e.field, scope);
    case "index":
      return `V.indexValue(${c(e.object)}, ${c(e.index)})`;
    case "list": {
      const constant = constantValue(e, scope);
      if (Array.isArray(constant) && constant.length > 1) return hoisted(constant, scope.P);
      return `[${e.items.map(c).join(", ")}]`;
    }
    case "select": {
      const js = scope.locals.variable(e.name);
      const inner = withName(scope, e.name, { r: js, w: js });
      // Filtering or mapping makes a new list, so the source is read where it stands; a bare selection is a copy.
      const source = e.where || e.value ? readSource(e.in, scope) : `V.asList(ctx, ${c(e.in)}, "a selection")`;
      const filtered = e.where ? `${source}.filter((${js}: V.Value) => ${condition(e.where, inner)})` : source;
      return e.value ? `${filtered}.map((${js}: V.Value): V.Value => ${compileExpr(e.value, inner)})` : filtered;
    }
    case "if":
      return `(${condition(e.cond, scope)} ? ${c(e.then)} : ${c(e.else)})`;
  }
}

/** `pieces(x)`, the built-in (not a spec function of that name), with its one argument. */
function piecesCall(e: M.Expr, scope: Scope): M.Expr | undefined {
  return e.op === "call" && e.callee.op === "name" && e.callee.name === "pieces" && e.args.length === 1 && !scope.P.index.decls.has("pieces") ? e.args[0] : undefined;
}

/** The list a selection goes through, to read and not to keep: a holder's or place's pieces are not copied. */
function readSource(e: M.Expr, scope: Scope): string {
  const where = piecesCall(e, scope);
  return where ? placePieces(where, scope) : `V.readList(ctx, ${compileExpr(e, scope)}, "a selection")`;
}

/**
 * A place's pieces, to read and not to keep; an area's list is looked up
 * first when the checker says it is one, and the acting side's copy when the
 * spec names a holder every player has (`pieces(tribe)`).
 */
function placePieces(where: M.Expr, scope: Scope): string {
  if (where.op === "name" && scalarLiteral(where, scope) && scope.P.index.holder(where.name)?.["each-player"] === true) return `V.ownPieces(ctx, ${tsString(where.name)})`;
  return `V.${refKind(where) === "area" ? "areaPieces" : "readPieces"}(ctx, ${compileExpr(where, scope)})`;
}

/**
 * Whether a table look-up has an effect: it raises an event that a trigger
 * of the program watches, or modifiers change its key (whose conditions are
 * not looked into).
 */
function lookupShows(P: ProgramContext, table: string | undefined): boolean {
  return watchedEvents(P).has("lookup") || table === undefined || modifiersOf(P, table).length > 0;
}

/**
 * Whether evaluating an expression has no effect but its value: no dice,
 * no random picks, no table look-ups that rules watch, directly or through
 * the spec's functions. Only such a selection may stop early.
 */
function pure(e: M.Expr, P: ProgramContext, seen = new Set<string>()): boolean {
  const sub = (x: M.Expr) => pure(x, P, seen);
  switch (e.op) {
    case "unary":
      return sub(e.arg);
    case "binary":
      return sub(e.left) && sub(e.right);
    case "field":
      return sub(e.object);
    case "index":
      return sub(e.object) && sub(e.index);
    case "list":
      return e.items.every(sub);
    case "select":
      return sub(e.in) && (!e.where || sub(e.where)) && (!e.value || sub(e.value));
    case "if":
      return sub(e.cond) && sub(e.then) && sub(e.else);
    case "call": {
      if (e.callee.op !== "name" || !e.args.every(sub)) return false;
      const name = e.callee.name;
      const keyword = P.index.decls.get(name)?.keyword;
      if (keyword === "table") return !lookupShows(P, name);
      if (name === "lookup" && !P.index.decls.has("lookup")) {
        const table = e.args[0];
        return table?.op === "name" && !lookupShows(P, table.name);
      }
      if (keyword === "function") {
        if (seen.has(name)) return true;
        seen.add(name);
        const fn = P.model.functions.find((f) => f.id === name);
        return fn !== undefined && modifiersOf(P, name).length === 0 && pure(fn.value, P, seen);
      }
      return FUNCTIONS[name]?.chance !== true;
    }
    default:
      return true;
  }
}

/** What `empty`, `count` or `first` make of a list. */
type Reduction = "empty" | "count" | "first";
const REDUCTIONS: readonly string[] = ["empty", "count", "first"];

/** A call of a function the spec declares and no modifier changes, with that function. */
function specFunction(e: M.Expr, P: ProgramContext): M.Function | undefined {
  if (e.op !== "call" || e.callee.op !== "name" || P.index.decls.get(e.callee.name)?.keyword !== "function") return undefined;
  const name = e.callee.name;
  return modifiersOf(P, name).length === 0 ? P.model.functions.find((f) => f.id === name) : undefined;
}

/**
 * Whether `empty`, `count` or `first` of a list can be had without making
 * the list: it is a filtered selection without effects, a choice (`if`)
 * between two such, or a call of a spec function whose value is one.
 */
function reducible(e: M.Expr, P: ProgramContext, seen: ReadonlySet<string> = new Set()): boolean {
  if (e.op === "select") return e.where !== undefined && e.value === undefined && pure(e, P);
  if (e.op === "if") return reducible(e.then, P, seen) && reducible(e.else, P, seen);
  const fn = specFunction(e, P);
  return fn !== undefined && !seen.has(fn.id) && reducible(fn.value, P, new Set([...seen, fn.id]));
}

/**
 * `empty`, `count` or `first` of a reducible list as one loop that makes no
 * list and, for `empty` and `first`, stops at the first item that passes;
 * through a spec function, its reduced form (`name#empty`), compiled beside
 * it. The result, and everything else, is as if the whole list had been made.
 */
function reduced(kind: Reduction, e: M.Expr, scope: Scope): string {
  if (e.op === "if") return `(${condition(e.cond, scope)} ? ${reduced(kind, e.then, scope)} : ${reduced(kind, e.else, scope)})`;
  if (e.op === "select") {
    const js = scope.locals.variable(e.name);
    const test = `(${js}: V.Value) => ${condition(e.where!, withName(scope, e.name, { r: js, w: js }))}`;
    const source = readSource(e.in, scope);
    if (kind === "empty") return `!${source}.some(${test})`;
    if (kind === "first") return `(${source}.find(${test}) ?? null)`;
    return `V.countWhere(${source}, ${test})`;
  }
  const call = e as M.Expr & { op: "call" };
  const unit = `${(call.callee as { name: string }).name}#${kind}`;
  reductionsWanted(scope.P).add(unit);
  return `${functionRef(scope.P, unit)}(${["ctx", ...call.args.map((a) => compileExpr(a, scope))].join(", ")})`;
}

/** The reduced forms of spec functions the program's code calls (`name#empty`), to be compiled. */
const wanted = new WeakMap<ProgramContext, Set<string>>();
function reductionsWanted(P: ProgramContext): Set<string> {
  let set = wanted.get(P);
  if (!set) wanted.set(P, (set = new Set()));
  return set;
}

function fusedSelection(name: string, e: M.Expr & { op: "call" }, scope: Scope): string | undefined {
  const list = e.args.length === 1 ? e.args[0]! : undefined;
  if (!REDUCTIONS.includes(name) || list === undefined || !reducible(list, scope.P)) return undefined;
  return reduced(name as Reduction, list, scope);
}

// ------------------------------------------------------ functions as loops

/** Statements to run first, and the expression that holds the value once they have run. */
interface Lowered {
  pre: string[];
  expr: string;
}

const indented = (lines: readonly string[]): string[] => lines.map((l) => `  ${l}`);

/**
 * A function's value as statements and an expression: `empty`, `count` and
 * `first` of a selection without effects become loops (selections inside
 * them loops inside loops), where the closures of `some` and `filter` would
 * make a function object for every item of the outer list. Everything else
 * is the expression `compileExpr` writes, so both give the same value, and
 * the same errors in the same order: `and`, `or` and `if` work out their
 * other operands only when they are read, and a left operand is kept in a
 * variable before the statements of a right one run. `cond` asks for a
 * value used as a condition (checked to be true or false, as `condition` does).
 */
function lower(e: M.Expr, scope: Scope, cond: boolean): Lowered {
  // Each form is put together from its lowered parts, as `compileExpr` and `condition` would
  // write it when no part needs statements, so no part is compiled twice.
  switch (e.op) {
    case "unary": {
      if (e.operator !== "not") break;
      const a = lower(e.arg, scope, true);
      return { pre: a.pre, expr: `!${a.expr}` };
    }
    case "binary": {
      if (e.operator === "and" || e.operator === "or") {
        const l = lower(e.left, scope, true);
        const r = lower(e.right, scope, true);
        if (r.pre.length === 0) return { pre: l.pre, expr: `(${l.expr} ${e.operator === "and" ? "&&" : "||"} ${r.expr})` };
        const t = scope.locals.variable(e.operator === "and" ? "both" : "either");
        return { pre: [...l.pre, `let ${t} = ${l.expr};`, `if (${e.operator === "and" ? t : `!${t}`}) {`, ...indented(r.pre), `  ${t} = ${r.expr};`, "}"], expr: t };
      }
      const bounded = boundedCount(e, scope);
      if (bounded) return bounded;
      const l = lower(e.left, scope, false);
      const r = lower(e.right, scope, false);
      let left = l.expr;
      const pre = [...l.pre];
      if (r.pre.length > 0) {
        left = scope.locals.variable("left");
        pre.push(`const ${left} = ${l.expr};`, ...r.pre);
      }
      const text = binaryText(e, left, r.expr, scope);
      return { pre, expr: cond && !BOOLEAN_OPERATORS.has(e.operator) ? `V.truthy(${text})` : text };
    }
    case "if": {
      const chosen = choice(lower(e.cond, scope, true), lower(e.then, scope, false), lower(e.else, scope, false), scope);
      return cond ? { pre: chosen.pre, expr: `V.truthy(${chosen.expr})` } : chosen;
    }
    case "call": {
      const loop = reductionLoop(e, scope);
      if (loop) return cond && loop.kind !== "empty" ? { pre: loop.pre, expr: `V.truthy(${loop.expr})` } : loop;
      // A spec function or a built-in given its arguments as they are (`sum([... for k in ks])`):
      // arguments that need statements have them run first, in the order written.
      const callee = plainCallee(e, scope);
      if (callee === undefined) break;
      const args = lowerAll(e.args, scope);
      if (args.pre.length === 0) break;
      const text = `${callee}(${["ctx", ...args.exprs].join(", ")})`;
      return { pre: args.pre, expr: cond && !booleanBuiltin(e, scope) ? `V.truthy(${text})` : text };
    }
    case "select": {
      // A bare selection is a copy of its list, which `compileExpr` writes.
      if (!e.where && !e.value) break;
      const loop = selectionLoop(e, scope);
      return cond ? { pre: loop.pre, expr: `V.truthy(${loop.expr})` } : loop;
    }
  }
  return { pre: [], expr: cond ? condition(e, scope) : compileExpr(e, scope) };
}

/** Built-ins that `compileCall` writes in a form of their own, not as a call given its arguments. */
const OWN_FORMS = new Set(["lookup", "enabled", "roll", ...REDUCTIONS, "last"]);

/**
 * What a call is compiled to call when it hands its arguments over as they
 * are: a spec function (`ctx.fn[n]!`) or a built-in's general form
 * (`B.sum`); undefined for a table, and for built-ins compiled in a form of
 * their own.
 */
function plainCallee(e: M.Expr & { op: "call" }, scope: Scope): string | undefined {
  if (e.callee.op !== "name") return undefined;
  const name = e.callee.name;
  const keyword = scope.P.index.decls.get(name)?.keyword;
  if (keyword === "function") return functionRef(scope.P, name);
  if (keyword !== undefined || OWN_FORMS.has(name)) return undefined;
  const js = FUNCTIONS[name]?.run;
  return js === undefined ? undefined : `B.${js}`;
}

/**
 * A selection that filters or maps as loops into a new list, where
 * `filter` and `map` would make a closure at every evaluation (and make the
 * unit around it keep its variables on the heap). Items are tested in order
 * and then mapped in order, as `filter(...).map(...)` does, so the same
 * dice are rolled and the same errors raised in the same order.
 */
function selectionLoop(e: M.Expr & { op: "select" }, scope: Scope): Lowered {
  const source = e.in.op === "select" ? lower(e.in, scope, false) : { pre: [], expr: readSource(e.in, scope) };
  const items = scope.locals.variable("items");
  const out = scope.locals.variable("selected");
  const x = scope.locals.variable(e.name);
  const inner = withName(scope, e.name, { r: x, w: x });
  const pre = [...source.pre, `const ${items} = ${source.expr};`, `const ${out}: V.Value[] = [];`];
  const loop = (list: string, body: (i: string) => string[]): void => {
    pre.push(...itemLoop(scope, list, x, body));
  };
  if (e.where) {
    const where = lower(e.where, inner, true);
    loop(items, () => [...where.pre, `if (${where.expr}) ${out}.push(${x});`]);
  }
  if (e.value) {
    const value = lower(e.value, inner, false);
    // Mapped in place once filtered: the filtered list is this selection's own.
    if (e.where) loop(out, (i) => [...value.pre, `${out}[${i}] = ${value.expr};`]);
    else loop(items, () => [...value.pre, `${out}.push(${value.expr});`]);
  }
  return { pre, expr: out };
}

/**
 * The expressions of one statement, lowered (see `lower`) in the order they
 * are written: statements to run first, and each value's expression. Where
 * a later one needs statements, the earlier values are kept in variables
 * before those run, so every value is still worked out in the written order.
 */
function lowerAll(es: readonly M.Expr[], scope: Scope): { pre: string[]; exprs: string[] } {
  const pre: string[] = [];
  const exprs: string[] = [];
  // Values before this index are kept in variables already.
  let kept = 0;
  for (const x of es) {
    const l = lower(x, scope, false);
    if (l.pre.length > 0) {
      for (let j = kept; j < exprs.length; j++) {
        const variable = scope.locals.variable("value");
        pre.push(`const ${variable} = ${exprs[j]!};`);
        exprs[j] = variable;
      }
      kept = exprs.length;
      pre.push(...l.pre);
    }
    exprs.push(l.expr);
  }
  return { pre, exprs };
}

/**
 * A function's reduced form (`destinations#empty`, see `reduced`) as
 * statements: a selection as a loop, a choice between two as `if`, anything
 * else as `reduced` writes it.
 */
function lowerReduction(kind: Reduction, e: M.Expr, scope: Scope): Lowered {
  if (e.op === "select") return reductionLoop({ op: "call", callee: { op: "name", name: kind }, args: [e] } as M.Expr & { op: "call" }, scope) ?? { pre: [], expr: reduced(kind, e, scope) };
  if (e.op === "if") return choice(lower(e.cond, scope, true), lowerReduction(kind, e.then, scope), lowerReduction(kind, e.else, scope), scope);
  return { pre: [], expr: reduced(kind, e, scope) };
}

/** `if c then a else b` from its lowered parts: a conditional expression, or statements where a branch needs some (only the branch taken runs them). */
function choice(c: Lowered, a: Lowered, b: Lowered, scope: Scope): Lowered {
  if (a.pre.length === 0 && b.pre.length === 0) return { pre: c.pre, expr: `(${c.expr} ? ${a.expr} : ${b.expr})` };
  const t = scope.locals.variable("chosen");
  return { pre: [...c.pre, `let ${t}: V.Value;`, `if (${c.expr}) {`, ...indented(a.pre), `  ${t} = ${a.expr};`, "} else {", ...indented(b.pre), `  ${t} = ${b.expr};`, "}"], expr: t };
}

/** `empty`, `count` or `first` (the built-ins) of a selection without effects, as a loop; undefined for any other call. */
function reductionLoop(e: M.Expr & { op: "call" }, scope: Scope, bound?: CountBound): (Lowered & { kind: Reduction }) | undefined {
  if (e.callee.op !== "name" || !REDUCTIONS.includes(e.callee.name) || scope.P.index.decls.has(e.callee.name) || e.args.length !== 1) return undefined;
  const list = e.args[0]!;
  if (list.op !== "select" || !reducible(list, scope.P)) return undefined;
  const kind = e.callee.name as Reduction;
  const items = scope.locals.variable("items");
  const result = scope.locals.variable(kind === "empty" ? "found" : kind);
  const x = scope.locals.variable(list.name);
  const where = lower(list.where!, withName(scope, list.name, { r: x, w: x }), true);
  const start = kind === "empty" ? `let ${result} = false;` : kind === "count" ? `let ${result} = 0;` : `let ${result}: V.Value = null;`;
  const act = kind === "empty" ? [`${result} = true; break;`] : kind === "count" ? [`${result}++;`, ...(bound ? [`if (${result} >= ${bound.high}) break;`] : [])] : [`${result} = ${x}; break;`];
  // A bounded count also stops once what it could still reach falls below `low` (see `boundedCount`).
  const settled = (i: string) => (bound && kind === "count" ? [`if (${result} + ${items}.length - 1 - ${i} < ${bound.low}) break;`] : []);
  const pre = [`const ${items} = ${readSource(list.in, scope)};`, start, ...itemLoop(scope, items, x, (i) => [...where.pre, `if (${where.expr}) {`, ...indented(act), "}", ...settled(i)])];
  return { pre, expr: kind === "empty" ? `!${result}` : result, kind };
}

/** Where a count may stop: once it reaches `high`, or once all it could still reach is below `low`. */
interface CountBound {
  high: number;
  low: number;
}

/** Comparison operators turned around, for a count written on the right (`3 == count(...)`). */
const MIRRORED: Readonly<Record<string, string>> = { "==": "==", "!=": "!=", "<": ">", "<=": ">=", ">": "<", ">=": "<=" };

/**
 * A count of a selection without effects compared with a whole number
 * written in the spec (`count([for a in line if ...]) == 3`), as a loop that
 * stops as soon as the comparison cannot come out otherwise: the count only
 * grows, so once it reaches `high` it is known to stay at or above it, and
 * once what it could still reach falls below `low` it is known to stay below
 * that. Either way the count so far compares with the number as the whole
 * count would, so the comparison is written as it is, on the count so far.
 */
function boundedCount(e: M.Expr & { op: "binary" }, scope: Scope): Lowered | undefined {
  const mirrored = MIRRORED[e.operator];
  if (mirrored === undefined) return undefined;
  const counted = (x: M.Expr) => x.op === "call" && x.callee.op === "name" && x.callee.name === "count";
  const onLeft = counted(e.left) && e.right.op === "int";
  if (!onLeft && !(counted(e.right) && e.left.op === "int")) return undefined;
  const k = (onLeft ? e.right : e.left) as M.Expr & { op: "int" };
  const n = k.value;
  // The count compared as `count op n`: at or above `high`, or sure to end below `low`, the answer is settled.
  const op = onLeft ? e.operator : mirrored;
  const loop = reductionLoop((onLeft ? e.left : e.right) as M.Expr & { op: "call" }, scope, { high: op === ">=" ? n : n + 1, low: op === ">" || op === "<=" ? n + 1 : n });
  if (loop === undefined) return undefined;
  const number = compileExpr(k, scope);
  return { pre: loop.pre, expr: onLeft ? binaryText(e, loop.expr, number, scope) : binaryText(e, number, loop.expr, scope) };
}

/** A loop over a list (JavaScript) binding each item to `x`, around the statements `body` writes for its index. */
function itemLoop(scope: Scope, list: string, x: string, body: (i: string) => string[]): string[] {
  const i = scope.locals.variable("i");
  return [`for (let ${i} = 0; ${i} < ${list}.length; ${i}++) {`, `  const ${x} = ${list}[${i}]!;`, ...indented(body(i)), "}"];
}

/** The modifiers that apply to a table, function or procedure. */
function modifiersOf(P: ProgramContext, id: string): M.Rule[] {
  return P.model.rules.filter((r) => r.kind === "modifier" && r.value !== undefined && (r["applies-to"] ?? []).includes(id));
}

/**
 * `base` with the modifiers added that hold where it is computed. Each
 * modifier's condition and amount read the parameters of what it applies to
 * by name (a procedure's `place`, a function's parameters) and `bound`
 * (`rolled`, `result`), the value being modified: the names the checker gives
 * it, and no local of the point where it is compiled. A modifier for a side
 * applies only when that side acts.
 */
function modified(base: string, mods: readonly M.Rule[], scope: Scope, bound: string, params: readonly string[] = []): string {
  if (mods.length === 0) return base;
  const v = scope.locals.variable(bound);
  const visible = new Map<string, Local>();
  for (const p of params) {
    const local = scope.names.get(p);
    if (local) visible.set(p, local);
  }
  const inner = withName({ ...scope, names: visible }, bound, { r: v, w: v });
  const deltas = mods.map((m) => {
    const conds = [m.side ? `ctx.actor === ${tsString(m.side)}` : "", m.when ? `${condition(m.when, inner)}` : ""].filter(Boolean);
    const amount = `V.num(${compileExpr(m.value!, inner)}, ${tsString(`modifier '${m.id}'`)})`;
    return conds.length ? `(${conds.join(" && ")} ? ${amount} : 0)` : amount;
  });
  return `((${v}: V.Value): V.Value => V.modify(${v}, [${deltas.join(", ")}]))(${base})`;
}

function compileCall(e: M.Expr & { op: "call" }, scope: Scope): string {
  if (e.callee.op !== "name") throw new CompileError("only named functions can be called");
  const name = e.callee.name;
  const keyword = scope.P.index.decls.get(name)?.keyword;
  const args = () => e.args.map((a) => compileExpr(a, scope));
  // Bare names among a table's keys are literal keys, by the one rule `literalKey` states.
  const key = (a: M.Expr, declsAreValues: boolean) =>
    a.op === "name" && literalKey(a.name, scope.names.has(a.name), scope.P.index.decls.has(a.name), declsAreValues) ? tsString(a.name) : compileExpr(a, scope);
  // A table's modifiers change its first key (a die roll), kept within the table's rows.
  const lookup = (table: string, id: string | undefined, keys: string[]) => {
    const mods = id === undefined ? [] : modifiersOf(scope.P, id);
    if (mods.length > 0 && keys.length > 0) keys = [`V.clampKey(ctx, ${table}, ${modified(keys[0]!, mods, scope, "rolled")})`, ...keys.slice(1)];
    if (keys.length > 2) throw new CompileError(`a table is read with a row and at most one column, not ${keys.length} keys`);
    return `V.lookupTable(ctx, ${[table, ...keys].join(", ")})`;
  };
  if (keyword === "table") return lookup(symbolRef(scope.P, "table", name), name, e.args.map((a) => key(a, false)));
  if (keyword === "function" && scope.calls !== undefined && e.args.length === 1 && pure(e, scope.P)) {
    const key = JSON.stringify(e);
    scope.calls.seen.set(key, (scope.calls.seen.get(key) ?? 0) + 1);
    const kept = scope.calls.kept.get(key);
    if (kept !== undefined) return `(${kept}[si] ??= ${functionRef(scope.P, name)}(ctx, ${args()[0]!}))`;
  }
  if (keyword === "function") return `${functionRef(scope.P, name)}(${["ctx", ...args()].join(", ")})`;
  if (name === "lookup") {
    const [t, ...rest] = e.args;
    const table = t?.op === "name" && scope.P.index.decls.get(t.name)?.keyword === "table" ? symbolRef(scope.P, "table", t.name) : t?.op === "name" ? tsString(t.name) : `String(${compileExpr(t!, scope)})`;
    return lookup(table, t?.op === "name" ? t.name : undefined, rest.map((a) => key(a, true)));
  }
  // Known when the program is compiled: each combination of variants is a program of its own.
  if (name === "enabled") {
    const [v] = e.args;
    if (v?.op !== "name") throw new CompileError("'enabled' takes the name of a variant or scenario");
    return String(scope.P.enabled.has(v.name));
  }
  // `count`, `empty`, `first` and `last` of a place's pieces read them where they stand, without a copy.
  const only = e.args.length === 1 ? piecesCall(e.args[0]!, scope) : undefined;
  if ((name === "count" || name === "empty" || name === "first" || name === "last") && only) {
    const list = placePieces(only, scope);
    if (name === "last") return `B.last(ctx, ${list} as V.Value)`;
    return name === "count" ? `${list}.length` : name === "empty" ? `(${list}.length === 0)` : `(${list}[0] ?? null)`;
  }
  // `count` and `empty` of a side's pieces in a place count them where they stand.
  const ofSide = e.args.length === 1 ? e.args[0]! : undefined;
  if ((name === "count" || name === "empty") && ofSide?.op === "call" && ofSide.callee.op === "name" && ofSide.callee.name === "pieces-of" && ofSide.args.length === 2 && !scope.P.index.decls.has("pieces-of")) {
    const counted = `B.countOwned(ctx, ${compileExpr(ofSide.args[0]!, scope)}, ${placePieces(ofSide.args[1]!, scope)})`;
    return name === "count" ? counted : `(${counted} === 0)`;
  }
  const fused = fusedSelection(name, e, scope);
  if (fused !== undefined) return fused;
  const js = FUNCTIONS[name]?.run;
  if (!js) throw new CompileError(`the built-in '${name}' is not available`);
  const call = `B.${js}(${["ctx", ...args()].join(", ")})`;
  // A procedure's modifiers change the dice rolled in its own statements.
  if (name === "roll" && scope.proc !== undefined) {
    const proc = scope.P.model.procedures.find((p) => p.id === scope.proc);
    return modified(call, modifiersOf(scope.P, scope.proc), scope, "rolled", proc?.params.map((p) => p.name) ?? []);
  }
  return call;
}

// ----------------------------------------------------------------- statements

/** Statements as a tree the lowering understands; conditions and code are JavaScript already. */
type Node =
  | { k: "js"; lines: string[] }
  | { k: "if"; cond: string; then: Node[]; else: Node[] }
  | { k: "loop"; init: string[]; cond: string; body: Node[]; next: string[] }
  | { k: "ask"; request: string; slot: number }
  | { k: "call"; proc: string; actor: string; args: string[] }
  | { k: "return" };

const js = (...lines: string[]): Node => ({ k: "js", lines });

function asks(n: Node): boolean {
  switch (n.k) {
    case "ask":
    case "call":
      return true;
    case "if":
      return n.then.some(asks) || n.else.some(asks);
    case "loop":
      return n.body.some(asks);
    default:
      return false;
  }
}

/** A loop over the items of a list (JavaScript), binding each to `bind`. */
function forEach(scope: Scope, list: string, body: (item: string, scope: Scope) => Node[], hint = "item"): Node {
  const xs = scope.locals.fresh("list");
  const i = scope.locals.fresh("i");
  const item = scope.locals.fresh(hint);
  return {
    k: "loop",
    init: [xs.declare(list), i.declare("0")],
    cond: `(${i.r} as number) < (${xs.r} as V.Value[]).length`,
    body: [js(item.declare(`(${xs.r} as V.Value[])[${i.r} as number]!`)), ...body(item.r, scope)],
    next: [`${i.w} = (${i.r} as number) + 1;`],
  };
}

/** A loop that runs while a JavaScript condition holds, stopped after `limit` rounds with `message`. */
function guarded(scope: Scope, cond: (s: Scope) => string, body: Node[], limit: number, message: string): Node {
  const g = scope.locals.fresh("guard");
  return {
    k: "loop",
    init: [g.declare("0")],
    cond: cond(scope),
    body: [js(`if ((${g.r} as number) >= ${limit}) throw new V.EvaluationError(${tsString(message)});`, `${g.w} = (${g.r} as number) + 1;`), ...body],
    next: [],
  };
}

function block(stmts: readonly M.Stmt[], scope: Scope): Node[] {
  let s = scope;
  const out: Node[] = [];
  for (const st of stmts) {
    const r = statement(st, s);
    out.push(...r.nodes);
    s = r.scope;
  }
  return out;
}

/** Where a statement or rule is written, with its first line, for errors at run time: `file:line:col: text`. */
function placeText(obj: object, text: string): string | undefined {
  const at = placeOf(obj);
  if (at === undefined) return undefined;
  const line = text.trim();
  return `${at}: ${line.length > 80 ? `${line.slice(0, 77)}...` : line}`;
}

/** The statement's code, after recording where play is in the spec (`X.at`), so that an error can name it. */
function statement(st: M.Stmt, scope: Scope): { nodes: Node[]; scope: Scope } {
  const r = statementCode(st, scope);
  const at = placeText(st, stmtLines([st])[0] ?? st.do);
  return at === undefined ? r : { nodes: [js(`X.at = ${tsString(at)};`), ...r.nodes], scope: r.scope };
}

function statementCode(st: M.Stmt, scope: Scope): { nodes: Node[]; scope: Scope } {
  const e = (x: M.Expr) => compileExpr(x, scope);
  const same = (...nodes: Node[]) => ({ nodes, scope });
  // A statement whose values are lowered (selections as loops, see `lower`): their statements, then its own line.
  const lowered = (values: readonly M.Expr[], line: (exprs: string[]) => string): Node => {
    const l = lowerAll(values, scope);
    return js(...l.pre, line(l.exprs));
  };
  switch (st.do) {
    case "let": {
      const l = scope.locals.fresh(st.name);
      const node = lowered([st.value], ([v]) => l.declare(v!));
      return { nodes: [node], scope: withName(scope, st.name, l) };
    }
    case "set": {
      const t = st.target;
      const local = t.op === "name" ? scope.names.get(t.name) : undefined;
      if (local) return same(lowered([st.value], ([v]) => `${local.w} = C.combine(${tsString(st.operator)}, ${local.r}, ${v!});`));
      if (t.op === "name" && t.name === "active" && !scope.P.index.decls.has("active")) {
        if (st.operator !== "=") throw new CompileError("'active' is a side: set it with '='");
        // The acting side changes for what follows; compiled code reads it afresh.
        const follow = scope.actor === "X.state.active" ? ["ctx = C.exprCtx(X, X.state.active);"] : [];
        return same(js(`C.setActive(X, ${e(st.value)});`, ...follow));
      }
      if (t.op === "name") return same(js(`C.setTrack(X, ${tsString(t.name)}, ${tsString(st.operator)}, ${e(st.value)});`));
      if (t.op === "field") return same(js(`C.setField(X, ${e(t.object)}, ${tsString(t.field)}, ${tsString(st.operator)}, ${e(st.value)});`));
      throw new CompileError("this cannot be changed with 'set'");
    }
    // A condition or a list that needs statements (see `lower`) has them run just before: in the
    // same block of a step, so the variables they set are in reach.
    case "if": {
      const c = lower(st.cond, scope, true);
      return same(...(c.pre.length > 0 ? [js(...c.pre)] : []), { k: "if", cond: c.expr, then: block(st.then, scope), else: st.else ? block(st.else, scope) : [] });
    }
    case "for": {
      const l = lower(st.in, scope, false);
      const loop = forEach(scope, `C.items(X, ${l.expr}, ${scope.actor})`, (item, s) => block(st.body, withName(s, st.name, { r: item, w: item })), st.name);
      return same(...(l.pre.length > 0 ? [js(...l.pre)] : []), loop);
    }
    case "repeat": {
      const n = scope.locals.fresh("times");
      const k = scope.locals.fresh("k");
      return same(js(n.declare(`V.num(${e(st.times)}, "'repeat'")`)), { k: "loop", init: [k.declare("0")], cond: `(${k.r} as number) < (${n.r} as number)`, body: block(st.body, scope), next: [`${k.w} = (${k.r} as number) + 1;`] });
    }
    case "while":
      return same(guarded(scope, () => `${condition(st.cond, scope)}`, block(st.body, scope), 100_000, "a 'while' loop ran 100000 times; its condition never became false"));
    case "choose": {
      const l = scope.locals.fresh(st.name);
      if (l.slot < 0) throw new CompileError("a decision can only be asked in a procedure compiled as steps");
      const by = st.by ? e(st.by) : scope.actor;
      // An option's cost is the `costing` expression with the chosen name standing for that option.
      const option = scope.locals.variable(st.name);
      const costing = st.costing ? `(${option}: V.Value): V.Value => ${compileExpr(st.costing, withName(scope, st.name, { r: option, w: option }))}` : "undefined";
      const asked = `C.chooseRequest(X, ${tsString(st.name)}, ${e(st.from)}, ${by}, ${st.as ? tsString(st.as) : "undefined"}, ${scope.actor}, ${st.about ? e(st.about) : "undefined"}, ${st.each === true}, ${costing}, ${st.within ? e(st.within) : "undefined"})`;
      // Priced options read the same movement costs again and again while nothing can change them.
      const request = st.costing ? `C.readingOnly(X.state, () => ${asked})` : asked;
      // A victory checked at once ends the game before anyone decides anything more.
      return { nodes: [js("X.T.sudden(X, true);"), { k: "ask", request, slot: l.slot }], scope: withName(scope, st.name, l) };
    }
    case "move":
      return same(lowered([st.what, st.to], ([what, to]) => `C.movePieces(X, ${what!}, ${to!}, ${scope.actor});`));
    case "end":
      return same(js(`C.endGame(${st.draw}, ${st.winner ? e(st.winner) : "null"}, ${st.outcome === undefined ? "undefined" : tsString(st.outcome)});`));
    case "unspecified":
      return same(js(`C.notSpecified(X, ${tsString(st.name)});`));
    case "call": {
      if (scope.P.index.decls.get(st.name)?.keyword === "procedure") {
        if (scope.P.asking.has(st.name)) return same({ k: "call", proc: st.name, actor: scope.actor, args: st.args.map(e) });
        return same(lowered(st.args, (args) => `X.T.p[${symbolRef(scope.P, "procedure", st.name)}]!(${["X", scope.actor, ...args].join(", ")});`));
      }
      const cmd = COMMANDS[st.name];
      if (!cmd) throw new CompileError(`the command '${st.name}' is not available`);
      return same(
        lowered(st.args, (args) => {
          const all = [...args, ...Array.from({ length: Math.max(0, cmd.params.length - args.length) }, () => "undefined")];
          return `C.${cmd.run}(${["X", ...all, ...(cmd.actor ? [scope.actor] : [])].join(", ")});`;
        }),
      );
    }
  }
}

// ------------------------------------------------------------------- lowering

/** Plain JavaScript for nodes that never ask. */
function plain(nodes: readonly Node[], indent: string): string[] {
  const out: string[] = [];
  for (const n of nodes) {
    switch (n.k) {
      case "js":
        out.push(...n.lines.map((l) => indent + l));
        break;
      case "if":
        out.push(`${indent}if (${n.cond}) {`, ...plain(n.then, indent + "  "));
        if (n.else.length) out.push(`${indent}} else {`, ...plain(n.else, indent + "  "));
        out.push(`${indent}}`);
        break;
      case "loop":
        out.push(`${indent}{`, ...n.init.map((l) => `${indent}  ${l}`), `${indent}  while (${n.cond}) {`, ...plain(n.body, indent + "    "), ...n.next.map((l) => `${indent}    ${l}`), `${indent}  }`, `${indent}}`);
        break;
      case "return":
        out.push(`${indent}return;`);
        break;
      default:
        throw new CompileError("a decision was asked where none can be");
    }
  }
  return out;
}

/** Numbered blocks for nodes that may ask: each ends by jumping (`f.pc = n; continue`) or returning. */
class Blocks {
  private readonly blocks: string[][] = [[]];
  private cur = 0;
  constructor(private readonly refresh: string[]) {}

  private label(): number {
    this.blocks.push([]);
    return this.blocks.length - 1;
  }
  private emit(...lines: string[]): void {
    this.blocks[this.cur]!.push(...lines);
  }
  private goto(l: number): void {
    this.emit(`f.pc = ${l};`, "continue;");
  }
  private place(l: number): void {
    this.cur = l;
  }

  nodes(ns: readonly Node[]): void {
    for (const n of ns) this.node(n);
  }

  private node(n: Node): void {
    if (!asks(n) && n.k !== "return") {
      this.emit(...plain([n], ""));
      return;
    }
    switch (n.k) {
      case "ask": {
        const next = this.label();
        this.emit(`return M.ask(X, f, ${n.request}, ${n.slot}, ${next});`);
        this.place(next);
        return;
      }
      case "call": {
        const next = this.label();
        this.emit(`return M.call(X, f, ${tsString(n.proc)}, ${n.actor}, [${n.args.join(", ")}], ${next});`);
        this.place(next);
        return;
      }
      case "if": {
        const [t, e, end] = [this.label(), this.label(), this.label()];
        this.emit(`f.pc = ${n.cond} ? ${t} : ${e};`, "continue;");
        this.place(t);
        this.nodes(n.then);
        this.goto(end);
        this.place(e);
        this.nodes(n.else);
        this.goto(end);
        this.place(end);
        return;
      }
      case "loop": {
        const [head, end] = [this.label(), this.label()];
        this.emit(...n.init);
        this.goto(head);
        this.place(head);
        this.emit(`if (!(${n.cond})) {`, `  f.pc = ${end};`, "  continue;", "}");
        this.nodes(n.body);
        this.emit(...n.next);
        this.goto(head);
        this.place(end);
        return;
      }
      case "return":
        this.emit("return false;");
        this.place(this.label());
        return;
      default:
        return;
    }
  }

  render(): string[] {
    this.emit("return false;");
    const out: string[] = ["for (;;) {", ...this.refresh.map((l) => `  ${l}`), "  switch (f.pc) {"];
    this.blocks.forEach((b, i) => out.push(`    case ${i}: {`, ...b.map((l) => `      ${l}`), "    }"));
    out.push("    default:", '      throw new Error(`no step ${f.pc} in ${f.p}`);', "  }", "}");
    return out;
  }
}

/** A unit that may ask: a step function over a frame. */
/**
 * The context of the acting side, for the steps of the game and its set-up:
 * made before the loop, and looked up again only when the acting side has
 * changed since (a map look-up at every step was a measurable share of play).
 */
const ACTIVE_CTX = ["let ctx = C.exprCtx(X, X.state.active);"];
const ACTIVE_REFRESH = ["if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);"];

function stepUnit(nodes: Node[], refresh: string[], prelude: string[]): string {
  const b = new Blocks(refresh);
  b.nodes(nodes);
  return ["(X: C.RunContext, f: C.Frame): boolean => {", "  const L = f.l;", ...prelude.map((l) => `  ${l}`), ...b.render().map((l) => `  ${l}`), "}"].join("\n");
}

// ---------------------------------------------------------------- procedures

/** Which procedures can ask: those with a `choose`, and those calling one that can (or whose triggers can). */
export function askingProcedures(model: M.Model): Set<string> {
  const procs = new Map(model.procedures.map((p) => [p.id, p]));
  const triggers = (id: string) => model.rules.filter((r) => r.kind === "trigger" && (r["applies-to"] ?? []).includes(id));
  const direct = (stmts: readonly M.Stmt[], asking: Set<string>): boolean =>
    stmts.some((s) => {
      switch (s.do) {
        case "choose":
          return true;
        case "call":
          return asking.has(s.name);
        case "if":
          return direct(s.then, asking) || direct(s.else ?? [], asking);
        case "for":
        case "repeat":
        case "while":
          return direct(s.body, asking);
        default:
          return false;
      }
    });
  const asking = new Set<string>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const [id, p] of procs) {
      if (asking.has(id)) continue;
      if (direct(p.body, asking) || triggers(id).some((t) => direct(t.run ?? [], asking))) {
        asking.add(id);
        changed = true;
      }
    }
  }
  return asking;
}

function scopeFor(P: ProgramContext, machine: boolean, actor: string, first = 0): Scope {
  return { names: new Map(), locals: new Locals(machine, first), actor, P };
}

/** A procedure's body, then the triggers on it, which see the arguments it was called with. */
function procedureNodes(p: M.Procedure, scope: Scope, params: Local[]): Node[] {
  let s = scope;
  p.params.forEach((param, i) => (s = withName(s, param.name, params[i]!)));
  const triggers = scope.P.model.rules.filter((r) => r.kind === "trigger" && (r["applies-to"] ?? []).includes(p.id));
  const nodes: Node[] = [];
  let seen = scope;
  if (triggers.length > 0) {
    // Copies of the arguments as called: the body may change its parameters.
    const copies = params.map((l, i) => {
      const c = scope.locals.fresh(p.params[i]!.name);
      nodes.push(js(c.declare(l.r)));
      return c;
    });
    p.params.forEach((param, i) => (seen = withName(seen, param.name, copies[i]!)));
  }
  nodes.push(...block(p.body, s));
  for (const t of triggers) {
    const run = [js(`X.events.push({ type: "trigger", trigger: ${tsString(t.id)} });`), ...block(t.run ?? [], seen)];
    nodes.push(t.when ? { k: "if", cond: `${condition(t.when, seen)}`, then: run, else: [] } : { k: "if", cond: "true", then: run, else: [] });
  }
  return nodes;
}

function procedureUnit(p: M.Procedure, P: ProgramContext): { kind: "p" | "s"; text: string } {
  if (P.asking.has(p.id)) {
    const scope = { ...scopeFor(P, true, "actor", p.params.length), proc: p.id };
    const params: Local[] = p.params.map((_, i) => ({ r: `L[${i}]!`, w: `L[${i}]` }));
    return { kind: "s", text: stepUnit(procedureNodes(p, scope, params), [], ["const actor = f.a;", "const ctx = C.exprCtx(X, actor);"]) };
  }
  const scope = { ...scopeFor(P, false, "actor"), proc: p.id };
  const params = p.params.map((q) => scope.locals.variable(q.name));
  const body = plain(procedureNodes(p, scope, params.map((v) => ({ r: v, w: v }))), "  ");
  return { kind: "p", text: [`(X: C.RunContext, actor: string | undefined${params.map((v) => `, ${v}: V.Value`).join("")}): void => {`, "  const ctx = C.exprCtx(X, actor);", ...body, "}"].join("\n") };
}

function functionUnit(fn: M.Function, P: ProgramContext, reduction?: Reduction): string {
  let scope = scopeFor(P, false, "ctx.actor");
  const params = fn.params.map((q) => {
    const v = scope.locals.variable(q.name);
    scope = withName(scope, q.name, { r: v, w: v });
    return v;
  });
  const signature = `(${["ctx: V.EvalContext", ...params.map((v) => `${v}: V.Value`)].join(", ")}): V.Value`;
  // Selections reduced to a count, a test or a first item run as loops (see `lower`).
  if (modifiersOf(P, fn.id).length === 0) {
    const low = reduction ? lowerReduction(reduction, fn.value, scope) : lower(fn.value, scope, false);
    if (low.pre.length > 0) return [`${signature} => {`, ...indented(low.pre), `  return ${low.expr};`, "}"].join("\n");
  }
  const value = reduction ? reduced(reduction, fn.value, scope) : modified(compileExpr(fn.value, scope), modifiersOf(P, fn.id), scope, "result", fn.params.map((p) => p.name));
  return `${signature} => ${value}`;
}

// ------------------------------------------------------------ sequence of play

/** Every area of the program's maps as play names them (see `runtime/core/places.ts`), in declaration order: what a limit naming `area` goes through. */
function areasOf(P: ProgramContext): V.Value[] {
  return P.model.maps.flatMap((m) => (m.areas ?? []).map((a) => P.index.placeValue(a.id)));
}

/**
 * The limits checked when a step ends (`at: step`): where one does not hold
 * (in each area, when it names `area`), its consequence runs; a limit with
 * none stops play with its message, since the rules leave no way on.
 */
function stepLimits(id: string, scope: Scope): Node[] {
  const out: Node[] = [];
  const areas = areasOf(scope.P);
  for (const limit of scope.P.model.rules.filter((r) => r.kind === "limit" && (r.at ?? []).includes(id) && r.check !== undefined)) {
    const at = placeText(limit, `limit ${limit.id}`);
    if (at !== undefined) out.push(js(`X.at = ${tsString(at)};`));
    const broken = `throw new C.LimitBroken(${tsString(limit.id)}, ${tsString(limit.message ?? `the limit '${limit.id}' does not hold`)}, ${limit.rule === undefined ? "undefined" : tsString(limit.rule)});`;
    const consequence = (s: Scope): Node[] => (limit.run ? [js(`X.events.push({ type: "limit", limit: ${tsString(limit.id)} });`), ...block(limit.run, s)] : [js(broken)]);
    if (mentionsName(limit.check, "area")) {
      out.push(forEach(scope, tsJson(areas), (area, s) => {
        const inner = withName(s, "area", { r: area, w: area });
        return [{ k: "if", cond: `!${condition(limit.check!, inner)}`, then: consequence(inner), else: [] }];
      }, "area"));
    } else {
      out.push({ k: "if", cond: `!${condition(limit.check!, scope)}`, then: consequence(scope), else: [] });
    }
  }
  return out;
}

/** The sudden-death victories checked when a phase, segment or step ends (`at:`), for each side in turn. */
function stepVictories(id: string, scope: Scope): Node[] {
  return scope.P.model.rules
    .filter((r) => r.kind === "victory" && r["sudden-death"] === true && r.when !== undefined && (r.at ?? []).includes(id))
    .map((r) =>
      forEach(scope, "X.state.sides", (side, s) => {
        const inner = withName({ ...s, actor: `(${side} as string)` }, "actor", { r: side, w: side });
        return [{ k: "if", cond: `V.truthy(((ctx) => ${compileExpr(r.when!, inner)})(C.exprCtx(X, ${side} as string)))`, then: [...block(r.run ?? [], inner), js(`C.endGame(false, ${r.winner ? tsString(r.winner) : side}, ${r.outcome === undefined ? "undefined" : tsString(r.outcome)});`)], else: [] }];
      }, "side"),
    );
}

function sequenceNode(n: M.Step, scope: Scope, interrupts: ReadonlyMap<string, M.Step[]>, depth: number): Node[] {
  if (n.kind === "interrupt") return [];
  const body: Node[] = [js(`C.enter(X, ${depth}, ${tsString(n.title ?? n.id)});`, ...raiseCode(scope.P, "step-start", `{ step: ${tsString(n.id)} }`))];
  if (n.run) body.push(...block(n.run, scope));
  for (const child of n.children ?? []) body.push(...sequenceNode(child, scope, interrupts, depth + 1), js("X.T.sudden(X, false);"));
  body.push(...stepLimits(n.id, scope), ...stepVictories(n.id, scope), js(...raiseCode(scope.P, "step-end", `{ step: ${tsString(n.id)} }`)));
  let inner: Node[] = body;
  if (n.kind === "loop") {
    const holds = () => [n.until ? `!${condition(n.until, scope)}` : "", n.while ? condition(n.while, scope) : ""].filter(Boolean).join(" && ") || "true";
    inner = [guarded(scope, holds, body, 100_000, `loop '${n.id}' ran 100000 times`)];
  }
  if ((n.repeat ?? 1) !== 1) {
    const k = scope.locals.fresh("round");
    inner = [{ k: "loop", init: [k.declare("0")], cond: `(${k.r} as number) < ${n.repeat}`, body: inner, next: [`${k.w} = (${k.r} as number) + 1;`] }];
  }
  // skip-when is read for each side in turn, with that side active.
  if (n["skip-when"]) inner = [{ k: "if", cond: `!${condition(n["skip-when"], scope)}`, then: inner, else: [] }];
  let out: Node[] = inner;
  if (n["each-side"] === true || n.player !== undefined) {
    const sides = `C.sidesFor(X, ${n["each-side"] === true}, ${n.player === undefined ? "undefined" : tsString(n.player)})`;
    out = [forEach(scope, sides, (side) => [js(`if (${side} !== null) X.state.active = ${side} as string;`, "ctx = C.exprCtx(X, X.state.active);"), ...inner], "side")];
  }
  for (const i of interrupts.get(n.id) ?? []) out.push(...interruptNodes(i, scope, depth));
  return out;
}

/** Plays collected from any side in the order they arrive, then the interrupt's own statements. */
function interruptNodes(n: M.Step, scope: Scope, depth: number): Node[] {
  const nodes: Node[] = [js(`C.enter(X, ${depth}, ${tsString(n.title ?? n.id)});`)];
  const run = n.run ? block(n.run, scope) : [];
  if (n.by !== "any" || !n.offer) return [...nodes, ...run];
  const playedList = scope.locals.fresh("played");
  const stop = scope.locals.fresh("stop");
  const anyPlay = scope.locals.fresh("anyPlay");
  const request = scope.locals.fresh("request");
  const answer = scope.locals.fresh("answer");
  const side = scope.locals.variable("side");
  // The offer is read at once, before anything moves: a place's own list, not a copy.
  const offerScope = { ...scope, actor: side };
  const offered = piecesCall(n.offer, offerScope);
  const offer = offered ? `${placePieces(offered, offerScope)} as V.Value` : compileExpr(n.offer, offerScope);
  const text = `(X: C.RunContext, ${side}: string): V.Value => {\n  const ctx = C.exprCtx(X, ${side});\n  return ${offer};\n}`;
  // An offer that reads no local of the step is one function for the module (`O_...`), not a closure made at every offer.
  const readsLocal = [...scope.names.keys()].some((name) => mentionsName(n.offer, name));
  const offers = readsLocal ? text : namedConstant("O_", text, scope.P);
  const into = n["collect-into"] === undefined ? "undefined" : tsString(n["collect-into"]);
  nodes.push(js("X.T.sudden(X, true);", playedList.declare("[]"), stop.declare("false"), anyPlay.declare("false")), {
    k: "loop",
    init: [],
    cond: `!${stop.r}`,
    body: [
      js(request.declare(`C.offerRequest(X, ${playedList.r} as V.Value[], ${offers}, ${tsString(n.decision ?? n.id)}, ${tsString(n.title ?? n.id)}, ${n.rule === undefined ? "undefined" : tsString(n.rule)}) as unknown as V.Value`)),
      {
        k: "if",
        cond: `${request.r} === null`,
        then: [js(`${stop.w} = true;`)],
        else: [
          { k: "ask", request: `${request.r} as unknown as C.Request`, slot: answer.slot },
          // A play or a side's pass: either way that side is done in this window, which closes when every side is.
          js(`(${playedList.r} as V.Value[]).push(C.played(X, ${answer.r}, ${into}));`),
          { k: "if", cond: `(${answer.r} as V.Value[])[1] !== C.PASS`, then: [js(`${anyPlay.w} = true;`)], else: [] },
        ],
      },
    ],
    next: [],
  });
  nodes.push({ k: "if", cond: anyPlay.r, then: run, else: [] });
  return nodes;
}

/** The game's set-up, run before the first turn. */
function setupUnit(P: ProgramContext): string | undefined {
  if (!P.model.game.setup) return undefined;
  const scope = scopeFor(P, true, "X.state.active");
  return stepUnit(block(P.model.game.setup, scope), ACTIVE_REFRESH, ACTIVE_CTX);
}

/** The whole game: set-up, the start sequence over its turns, then the victory rules at the end. */
function gameUnit(P: ProgramContext): string {
  const model = P.model;
  const scope = scopeFor(P, true, "X.state.active");
  const nodes: Node[] = [];
  // The set-up is a unit of its own: the one part of the game that variants most often change.
  if (model.game.setup) nodes.push({ k: "call", proc: "#setup", actor: "X.state.active", args: [] });
  const start = model.sequences.find((s) => s.id === model.game.start) ?? model.sequences[0];
  if (!start) {
    nodes.push(js('throw new C.NotSupportedError("a game without a sequence of play");'));
    return stepUnit(nodes, ACTIVE_REFRESH, ACTIVE_CTX);
  }
  const interrupts = new Map<string, M.Step[]>();
  const collect = (steps: M.Step[] | undefined) => {
    for (const n of steps ?? []) {
      if (n.kind === "interrupt" && n.after) interrupts.set(n.after, [...(interrupts.get(n.after) ?? []), n]);
      collect(n.children);
    }
  };
  collect(start.children);
  const turn = scope.locals.fresh("turn");
  const round: Node[] = [];
  for (const child of start.children ?? []) round.push(...sequenceNode(child, scope, interrupts, 0), js("X.T.sudden(X, false);"));
  // The sequence repeats within a turn until its `until` holds (once, when it has none).
  const again = scope.locals.fresh("again");
  const repeated = guarded(scope, () => again.r, [js(`${again.w} = false;`), ...round, js(`${again.w} = ${start.until ? `!${condition(start.until, scope)}` : "false"};`)], 10_000, `sequence '${start.id}' repeated 10000 times`);
  nodes.push({
    k: "loop",
    init: [turn.declare("X.index.turns.first")],
    cond: `(${turn.r} as number) <= X.index.turns.last`,
    body: [js(`X.state.turn = ${turn.r} as number;`, ...raiseCode(P, "turn-start", "{ turn: X.state.turn }"), again.declare("true")), repeated, js(...raiseCode(P, "turn-end", "{ turn: X.state.turn }"), "X.T.sudden(X, false, true);")],
    next: [`${turn.w} = (${turn.r} as number) + 1;`],
  });
  nodes.push(...finalOutcome(scope));
  return stepUnit(nodes, ACTIVE_REFRESH, ACTIVE_CTX);
}

/** The victory rules that are not sudden death, tried in order once the sequence ends; the scores decide ties. */
function finalOutcome(scope: Scope): Node[] {
  const points = scope.locals.fresh("points");
  const nodes: Node[] = [js(points.declare("X.T.scores(X) as unknown as V.Value"))];
  const result = (r: M.Rule) => {
    const name = r.outcome ? `, name: ${tsString(r.outcome)}` : "";
    const scores = `${points.r} as unknown as Record<string, number>`;
    const winners = r.winner ? `[${tsString(r.winner)}]` : `C.best(${scores})`;
    return js(`X.state.outcome = { winners: ${winners}, draw: false${name}, scores: ${scores} };`);
  };
  let rest: Node[] = [js(`X.state.outcome = { winners: [], draw: true, name: "no victory condition was met", scores: ${points.r} as unknown as Record<string, number> };`)];
  const victories = scope.P.model.rules.filter((r) => r.kind === "victory" && !r["sudden-death"]);
  for (const r of [...victories].reverse()) {
    const then = [...block(r.run ?? [], scope), result(r)];
    rest = r.when ? [{ k: "if", cond: condition(r.when, scope), then, else: rest }] : then;
  }
  return [...nodes, ...rest];
}

// -------------------------------------------------------------------- checks

/**
 * How the checks `checked: at-once` know that nothing they read has changed
 * since they last found no winner, so they need not be worked out again:
 * the run's count of changes to the board (every command that changes the
 * state adds one), and the turn and acting side where a condition reads
 * them. Undefined where a condition has effects (dice, a watched look-up,
 * a modifier), which must then happen at every check.
 */
function suddenMemo(P: ProgramContext, atOnce: readonly M.Rule[]): { fresh: string; keep: string } | undefined {
  if (atOnce.length === 0 || !atOnce.every((r) => pure(r.when!, P))) return undefined;
  const fresh = ["X.checked !== X.rev"];
  const keep = ["X.checked = X.rev;"];
  const reads = (name: string) => atOnce.some((r) => mentionsName(r.when, name, P));
  if (reads("active")) fresh.push("X.checkedActive !== X.state.active"), keep.push("X.checkedActive = X.state.active;");
  if (reads("turn")) fresh.push("X.checkedTurn !== X.state.turn"), keep.push("X.checkedTurn = X.state.turn;");
  return { fresh: fresh.join(" || "), keep: keep.join(" ") };
}

/** The scope of a rule worked out for each side in turn, `actor` being that side (`side` in the code `eachSide` writes). */
function sideScope(P: ProgramContext): Scope {
  return withName(scopeFor(P, false, "side"), "actor", { r: "side", w: "side" });
}

/**
 * The head of a loop over the sides in play, by index (`si`; a for-of goes
 * through an iterator), binding `side` and its context `ctx`, at `indent`.
 */
function eachSide(indent: string): string[] {
  return [`${indent}for (let si = 0; si < X.state.sides.length; si++) {`, `${indent}  const side = X.state.sides[si]!;`, `${indent}  const ctx = C.exprCtx(X, side);`];
}

/** Sudden-death victories, for every side in turn; `atOnce` checks only those declared `checked: at-once`. */
function suddenUnit(P: ProgramContext): string {
  const victories = P.model.rules.filter((r) => r.kind === "victory" && r["sudden-death"] === true && r.when !== undefined && r.at === undefined);
  const lines = ["(X: C.RunContext, atOnce: boolean, endOfTurn = false): void => {"];
  lines.push("  void endOfTurn;");
  if (victories.length === 0) lines.push("  void X;", "  void atOnce;");
  const memo = suddenMemo(
    P,
    victories.filter((r) => r.checked === "at-once"),
  );
  if (memo) lines.push(`  const fresh = ${memo.fresh};`);
  // Conditions without effects share, side by side, what the spec functions they call more than
  // once gave in this pass: compiled once to count the calls, then again keeping those made twice.
  const calls: SharedCalls = { seen: new Map(), kept: new Map() };
  const tests = () => victories.map((r) => condition(r.when!, pure(r.when!, P) ? { ...sideScope(P), calls } : sideScope(P)));
  tests();
  for (const [key, n] of calls.seen) if (n > 1) calls.kept.set(key, `R${calls.kept.size}`);
  const compiled = tests();
  const checks: string[] = [];
  for (const [i, r] of victories.entries()) {
    const scope = sideScope(P);
    const test = compiled[i]!;
    const name = r.outcome ? `, name: ${tsString(r.outcome)}` : "";
    const body = r.run ? block(r.run, scope) : [];
    if (body.some(asks)) throw new CompileError(`victory '${r.id}' asks for a decision, which a sudden-death check cannot offer`);
    checks.push(
      r.checked === "at-once" ? (memo ? "  if (fresh) {" : "  {") : r.checked === "end-of-turn" ? "  if (endOfTurn) {" : "  if (!atOnce) {",
      ...eachSide("    "),
      `      if (${test}) {`,
      ...plain(body, "        "),
      `        throw new C.EndGame({ winners: [${r.winner ? tsString(r.winner) : "side"}], draw: false${name} });`,
      "      }",
      "    }",
      "  }",
    );
  }
  for (const kept of calls.kept.values()) lines.push(`  const ${kept}: V.Value[] = [];`);
  lines.push(...checks);
  // No winner: until the board changes, the checks at once would find none again.
  if (memo) lines.push(`  ${memo.keep}`);
  lines.push("}");
  return lines.join("\n");
}

/**
 * Each side's points by the rules of `kinds`, as the acting side: the
 * scores (`scoring`), or a side's standing (`scoring` and `standing`,
 * which bots read). A rule with `side` counts for that side only, one
 * with `when` only while that holds.
 */
function pointsUnit(P: ProgramContext, kinds: readonly M.Rule["kind"][]): string {
  const rules = P.model.rules.filter((r) => kinds.includes(r.kind) && r.points);
  const scope = sideScope(P);
  const lines = ["(X: C.RunContext): Record<string, number> => {", "  const out: Record<string, number> = {};", ...eachSide("  "), "    let total = 0;"];
  if (rules.length === 0) lines.push("    void ctx;");
  for (const r of rules) {
    const add = [`      const v = ${compileExpr(r.points!, scope)};`, '      if (typeof v === "number") total += v;'];
    const conds = [r.side !== undefined ? `side === ${tsString(r.side)}` : "", r.when ? condition(r.when, scope) : ""].filter(Boolean);
    lines.push(conds.length > 0 ? `    if (${conds.join(" && ")}) {` : "    {", ...add, "    }");
  }
  lines.push("    out[side] = total;", "  }", "  return out;", "}");
  return lines.join("\n");
}

/**
 * Whether an expression refers to a name anywhere inside it; given a
 * program, also inside the spec's functions it calls, however deep.
 */
function mentionsName(expr: unknown, name: string, P?: ProgramContext, seen = new Set<string>()): boolean {
  if (Array.isArray(expr)) return expr.some((e) => mentionsName(e, name, P, seen));
  if (typeof expr !== "object" || expr === null) return false;
  const node = expr as Record<string, unknown>;
  if (node["op"] === "name") {
    const n = node["name"] as string;
    if (n === name) return true;
    if (P === undefined || seen.has(n) || P.index.decls.get(n)?.keyword !== "function") return false;
    seen.add(n);
    const fn = P.model.functions.find((f) => f.id === n);
    return fn !== undefined && mentionsName(fn.value, name, P, seen);
  }
  return Object.values(node).some((v) => mentionsName(v, name, P, seen));
}

/**
 * The invariants, and the limits with no step of their own (`at`), which hold
 * at all times; a limit that names `area` must hold in every area.
 */
function violationsUnit(P: ProgramContext): string {
  const lines = ["(X: C.RunContext): { id: string; rule?: string }[] => {", "  const ctx = C.exprCtx(X, undefined);", "  const out: { id: string; rule?: string }[] = [];"];
  const report = (id: string, rule: string | undefined) => `out.push(${rule === undefined ? `{ id: ${tsString(id)} }` : `{ id: ${tsString(id)}, rule: ${tsString(rule)} }`});`;
  for (const inv of P.model.invariants) {
    const scope = scopeFor(P, false, "undefined");
    lines.push(`  if (${compileExpr(inv.holds, scope)} !== true) ${report(inv.id, inv.rule)}`);
  }
  const areas = areasOf(P);
  for (const limit of P.model.rules.filter((r) => r.kind === "limit" && r.at === undefined && r.check !== undefined)) {
    if (mentionsName(limit.check, "area")) {
      const scope = withName(scopeFor(P, false, "undefined"), "area", { r: "area", w: "area" });
      lines.push(`  for (const area of ${tsJson(areas)}) {`, `    if (${compileExpr(limit.check!, scope)} !== true) {`, `      ${report(limit.id, limit.rule)}`, "      break;", "    }", "  }");
    } else {
      lines.push(`  if (${compileExpr(limit.check!, scopeFor(P, false, "undefined"))} !== true) ${report(limit.id, limit.rule)}`);
    }
  }
  lines.push("  return out;", "}");
  return lines.join("\n");
}

// ------------------------------------------------------- events and restrictions

/**
 * A rule's scope: `actor`, and the names its event binds read from the
 * event's record (`b`), the same names the checker gives it (EVENT_BINDINGS,
 * OPTION_BINDINGS), so any other name means what it means everywhere.
 */
function eventScope(P: ProgramContext, names: readonly string[]): Scope {
  let scope = scopeFor(P, false, "ctx.actor");
  for (const name of names) scope = withName(scope, name, { r: `(b[${tsString(name)}] ?? null)`, w: `b[${tsString(name)}]` });
  return withName(scope, "actor", { r: "(ctx.actor ?? null)", w: "ctx.actor" });
}

/** The side a rule concerns, for an event: the piece's side when there is a piece, else the acting side. */
const SIDE_OF_EVENT = "(V.isPiece(X.index, b[\"piece\"] ?? null) ? C.sideOf(X, b[\"piece\"]!) : (ctx.actor ?? null))";

/** The triggers on events, one case per event, each with its filter (side, `when`) and statements. */
/** The events some trigger of the program watches. */
const watched = new WeakMap<ProgramContext, ReadonlySet<string>>();
function watchedEvents(P: ProgramContext): ReadonlySet<string> {
  let found = watched.get(P);
  if (!found) watched.set(P, (found = new Set(triggersOn(P).map((r) => r.on!))));
  return found;
}

/** The triggers of a program that run on an event. */
function triggersOn(P: ProgramContext): M.Rule[] {
  return P.model.rules.filter((r) => r.kind === "trigger" && r.on !== undefined);
}

/**
 * Raising a sequence event (a turn or step starting or ending): written only
 * in a program with a trigger on it, since raising it does nothing else.
 */
function raiseCode(P: ProgramContext, type: string, bindings: string): string[] {
  return watchedEvents(P).has(type) ? [`C.raise(X, ${tsString(type)}, ${bindings});`] : [];
}

function onUnit(P: ProgramContext): { text: string; watched: string[] } {
  const triggers = triggersOn(P);
  const lines = ["(X: C.RunContext, type: string, b: C.Bindings): void => {"];
  const byEvent = new Map<string, M.Rule[]>();
  for (const t of triggers) byEvent.set(t.on!, [...(byEvent.get(t.on!) ?? []), t]);
  if (byEvent.size === 0) lines.push("  void X;", "  void type;", "  void b;");
  else lines.push("  const ctx = C.exprCtx(X, typeof b[\"mover\"] === \"string\" ? b[\"mover\"] : (b[\"player\"] as string | undefined) ?? X.state.active);", "  switch (type) {");
  for (const [event, rules] of byEvent) {
    lines.push(`    case ${tsString(event)}: {`);
    for (const t of rules) {
      const scope = eventScope(P, EVENT_BINDINGS[event] ?? []);
      const body = block(t.run ?? [], scope);
      if (body.some(asks)) throw new CompileError(`trigger '${t.id}' asks for a decision, which a trigger on an event cannot do; let the sequence of play ask instead`);
      const conds = [t.side ? `${SIDE_OF_EVENT} === ${tsString(t.side)}` : "", t.when ? `${condition(t.when, scope)}` : ""].filter(Boolean);
      const at = placeText(t, `trigger ${t.id}`);
      if (at !== undefined) lines.push(`      X.at = ${tsString(at)};`);
      lines.push(`      if (${conds.join(" && ") || "true"}) {`, `        X.events.push({ type: "trigger", trigger: ${tsString(t.id)} });`, ...plain(body, "        "), "      }");
    }
    lines.push("      break;", "    }");
  }
  if (byEvent.size > 0) lines.push("  }");
  lines.push("}");
  return { text: lines.join("\n"), watched: [...byEvent.keys()].sort() };
}

/** What each restriction governs: moves (`on: move`), and the decisions it applies to. */
function restrictionKeys(r: M.Rule, P: ProgramContext): string[] {
  const decisions = new Set(P.model.decisions.map((d) => d.id));
  return [...(r.on === "move" ? ["move"] : []), ...(r["applies-to"] ?? []).filter((a) => decisions.has(a)).map((a) => `decision:${a}`)];
}

/**
 * What breaking a restriction reports (its id, message and rule), made once
 * for the module (`BR_...`, named by its content) instead of at every option
 * a restriction holds back; frozen, since every refusal hands out the same one.
 */
function brokenConstant(r: M.Rule, P: ProgramContext): string {
  return namedConstant("BR_", `Object.freeze({ id: ${tsString(r.id)}, message: ${tsString(r.message ?? r.title ?? r.id)}${r.rule === undefined ? "" : `, rule: ${tsString(r.rule)}`} })`, P);
}

/** The restrictions, by what they govern: the first one broken, with its message and rule. */
function allowUnit(P: ProgramContext): { text: string; restricted: string[] } {
  const byKey = new Map<string, M.Rule[]>();
  for (const r of P.model.rules.filter((x) => x.kind === "restriction" && x.check !== undefined)) for (const k of restrictionKeys(r, P)) byKey.set(k, [...(byKey.get(k) ?? []), r]);
  const lines = ["(X: C.RunContext, type: string, b: C.Bindings): C.Broken | null => {"];
  if (byKey.size === 0) lines.push("  void X;", "  void type;", "  void b;");
  else lines.push("  const ctx = C.exprCtx(X, typeof b[\"actor\"] === \"string\" ? b[\"actor\"] : typeof b[\"mover\"] === \"string\" ? b[\"mover\"] : X.state.active);", "  switch (type) {");
  for (const [key, rules] of byKey) {
    lines.push(`    case ${tsString(key)}:`);
    for (const r of rules) {
      const scope = eventScope(P, key === "move" ? (EVENT_BINDINGS["move"] ?? []) : OPTION_BINDINGS);
      const applies = [r.side ? `${SIDE_OF_EVENT} === ${tsString(r.side)}` : "", r.when ? `${condition(r.when, scope)}` : ""].filter(Boolean);
      const broken = brokenConstant(r, P);
      const at = placeText(r, `restriction ${r.id}`);
      if (at !== undefined) lines.push(`      X.at = ${tsString(at)};`);
      lines.push(`      if (${applies.length ? `${applies.join(" && ")} && ` : ""}!${condition(r.check!, scope)}) return ${broken};`);
    }
    lines.push("      return null;");
  }
  if (byKey.size > 0) lines.push("  }");
  lines.push("  return null;", "}");
  return { text: lines.join("\n"), restricted: [...byKey.keys()].sort() };
}

/** The source of every unit of one program. */
export interface ProgramUnits {
  f: Map<string, string>;
  p: Map<string, string>;
  s: Map<string, string>;
  sudden: string;
  scores: string;
  /** Each side's standing: its scores and the standing rules' points. */
  standing: string;
  violations: string;
  on: string;
  watched: string[];
  allow: string;
  restricted: string[];
  /** Lists fixed at compile time, by name (`K_...`), as code. */
  constants: Map<string, string>;
}

export function compileProgram(P: ProgramContext): ProgramUnits {
  const on = onUnit(P);
  const allow = allowUnit(P);
  const units: ProgramUnits = { f: new Map(), p: new Map(), s: new Map([["#game", gameUnit(P)]]), sudden: suddenUnit(P), scores: pointsUnit(P, ["scoring"]), standing: pointsUnit(P, ["scoring", "standing"]), violations: violationsUnit(P), on: on.text, watched: on.watched, allow: allow.text, restricted: allow.restricted, constants: constantsOf(P) };
  const setup = setupUnit(P);
  if (setup) units.s.set("#setup", setup);
  for (const fn of P.model.functions) units.f.set(fn.id, functionUnit(fn, P));
  for (const p of P.model.procedures) {
    const u = procedureUnit(p, P);
    units[u.kind].set(p.id, u.text);
  }
  // The reduced forms the code calls, and those they call in turn, in a fixed order.
  for (;;) {
    const next = [...reductionsWanted(P)].sort().find((u) => !units.f.has(u));
    if (next === undefined) break;
    const [id, kind] = next.split("#") as [string, Reduction];
    units.f.set(next, functionUnit(P.model.functions.find((f) => f.id === id)!, P, kind));
  }
  return units;
}
