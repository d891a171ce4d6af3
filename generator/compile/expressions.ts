/**
 * Expressions as JavaScript: names resolved once against the game's index,
 * built-ins and operators as direct calls into the runtime, values fixed at
 * compile time hoisted into module constants.
 */
import { FUNCTIONS } from "../../dsl/builtins.js";
import type * as M from "../../dsl/model-types.js";
import { createHash } from "node:crypto";
import { initialState } from "../../runtime/core/state.js";
import type * as V from "../../runtime/core/values.js";
import { exprTypeOf } from "../../dsl/source-locations.js";
import { setFields } from "../../dsl/walk.js";
import { comment, tsString } from "../escape.js";
import type { SymbolKind } from "../symbols.js";
import { type ProgramContext, REDUCTIONS, type Reduction, type Scope, withName } from "./context.js";
import { watchedEvents } from "./events.js";
import { compileCall, modifiersOf } from "./loops.js";

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
export function namedConstant(prefix: string, text: string, P: ProgramContext): string {
  const name = `${prefix}${createHash("sha256").update(text).digest("hex").slice(0, 12)}`;
  constantsOf(P).set(name, text);
  return name;
}

function constantText(v: V.Value): string {
  if (Array.isArray(v)) return `V.frozen([${v.map(constantText).join(", ")}])`;
  return typeof v === "string" ? tsString(v) : String(v);
}

export const constants = new WeakMap<ProgramContext, Map<string, string>>();
export function constantsOf(P: ProgramContext): Map<string, string> {
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
export function symbolRef(P: ProgramContext, kind: SymbolKind, id: string): string {
  return `${P.symbols.number(kind, id)} /* ${comment(id)} */`;
}

/** A spec function (or one of its reduced forms, `name#empty`) as compiled code calls it: from the program's table, by number. */
export function functionRef(P: ProgramContext, id: string): string {
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
export function binaryText(e: M.Expr & { op: "binary" }, left: string, right: string, scope: Scope): string {
  if (e.operator === "in") return `V.isIn(ctx, ${left}, ${right})`;
  // Equality with a number, text or id written in the spec needs no deep comparison.
  if ((e.operator === "==" || e.operator === "!=") && (scalarLiteral(e.left, scope) || scalarLiteral(e.right, scope))) return `(${left} ${e.operator === "==" ? "===" : "!=="} ${right})`;
  return `${OPERATORS[e.operator]!}(${left}, ${right})`;
}

/** Operators whose compiled form is always `true` or `false`. */
export const BOOLEAN_OPERATORS = new Set(["and", "or", "in", "==", "!=", "<", "<=", ">", ">="]);

/**
 * An expression used as a condition, as JavaScript that is `true` or
 * `false`. Operators that give a truth value by construction are used as
 * they are; anything else is checked to be one (`V.truthy`), as everywhere.
 */
export function condition(e: M.Expr, scope: Scope): string {
  if (e.op === "bool" || (e.op === "unary" && e.operator === "not") || (e.op === "binary" && BOOLEAN_OPERATORS.has(e.operator)) || booleanBuiltin(e, scope)) return compileExpr(e, scope);
  return `V.truthy(${compileExpr(e, scope)})`;
}

/**
 * A call of a built-in whose signature gives true or false: its code always
 * returns a JavaScript boolean (a test holds every such built-in to it).
 */
export function booleanBuiltin(e: M.Expr, scope: Scope): boolean {
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
export function piecesCall(e: M.Expr, scope: Scope): M.Expr | undefined {
  return e.op === "call" && e.callee.op === "name" && e.callee.name === "pieces" && e.args.length === 1 && !scope.P.index.decls.has("pieces") ? e.args[0] : undefined;
}

/** The list a selection goes through, to read and not to keep: a holder's or place's pieces are not copied. */
export function readSource(e: M.Expr, scope: Scope): string {
  const where = piecesCall(e, scope);
  return where ? placePieces(where, scope) : `V.readList(ctx, ${compileExpr(e, scope)}, "a selection")`;
}

/**
 * A place's pieces, to read and not to keep; an area's list is looked up
 * first when the checker says it is one, and the acting side's copy when the
 * spec names a holder every player has (`pieces(tribe)`).
 */
export function placePieces(where: M.Expr, scope: Scope): string {
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
export function pure(e: M.Expr, P: ProgramContext, seen = new Set<string>()): boolean {
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
export function reducible(e: M.Expr, P: ProgramContext, seen: ReadonlySet<string> = new Set()): boolean {
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
export function reduced(kind: Reduction, e: M.Expr, scope: Scope): string {
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
export function reductionsWanted(P: ProgramContext): Set<string> {
  let set = wanted.get(P);
  if (!set) wanted.set(P, (set = new Set()));
  return set;
}

export function fusedSelection(name: string, e: M.Expr & { op: "call" }, scope: Scope): string | undefined {
  const list = e.args.length === 1 ? e.args[0]! : undefined;
  if (!REDUCTIONS.includes(name) || list === undefined || !reducible(list, scope.P)) return undefined;
  return reduced(name as Reduction, list, scope);
}
