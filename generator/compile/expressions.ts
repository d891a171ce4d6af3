/**
 * Expressions as JavaScript, written from their linked form
 * (`generator/ir/`, where every name was resolved once against the game's
 * index): built-ins and operators as direct calls into the runtime, values
 * fixed at compile time hoisted into module constants. The functions that
 * take a model expression link it in their scope and write that.
 */
import type * as M from "../../dsl/model-types.js";
import { createHash } from "node:crypto";
import { PLACE_BASE } from "../../runtime/core/places.js";
import { initialState, PIECE_BASE } from "../../runtime/core/state.js";
import type * as V from "../../runtime/core/values.js";
import { setFields } from "../../dsl/walk.js";
import { comment, tsString } from "../escape.js";
import type { Sym, SymbolKind } from "../symbols.js";
import { linkedFunction } from "../ir/program.js";
import type { Binding, IrExpr, IrOf, NameTarget } from "../ir/nodes.js";
import { type Local, type ProgramContext, REDUCTIONS, type Reduction, type Scope, withName } from "./context.js";
import { watchedEvents } from "./events.js";
import { emitCall, modifiersOf } from "./loops.js";

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

/**
 * Whether `o.field` is part of the game's data, the same all game: a
 * property no rule changes and no state keeps, or a piece's kind where no
 * rule sets a field of that name.
 */
export function fixedField(field: string, P: ProgramContext): boolean {
  const held = changing(P);
  return field === "kind" ? !held.has("kind") : !held.has(field) && !ENGINE_FIELDS.includes(field);
}

/** A field read: by the general reader, or, for a property that never changes, from the declarations at once. */
function fieldRead(receiver: IrExpr, field: string, scope: Scope): string {
  const object = emitExpr(receiver, scope);
  const fixed = fixedField(field, scope.P);
  if (field === "kind" && fixed) return READ_TWICE.test(object) ? pieceFieldRead(object, "kind", "V.kindOf") : `V.kindOf(ctx, ${object})`;
  if (!fixed) {
    // Where the checker knows the receiver is an area or a side, its state is looked in first.
    const kind = refKind(receiver);
    if (kind === "area" || kind === "side") {
      // A reader written out once per module for the field (`SF_clock`), with its name fixed.
      const name = `${kind === "side" ? "SF" : "AF"}_${field.replace(/-/g, "$")}`;
      constantsOf(scope.P).set(name, stateReaderSource(kind, field, scope.P.model.sides.map((s) => s.id)));
      return `${name}(ctx, ${object})`;
    }
    const reader = fieldReader(field, scope.P);
    // A piece by its number has its field read from its state at once (see `pieceFieldRead`); the reader takes the rest.
    return READ_TWICE.test(object) ? pieceFieldRead(object, `state[${tsString(field)}]`, reader) : `${reader}(ctx, ${object})`;
  }
  // A reader made once per module for the property (`S_terrain`), which keeps the property's table.
  const name = `S_${field.replace(/-/g, "$")}`;
  constantsOf(scope.P).set(name, `V.staticReader(${tsString(field)})`);
  return `${name}(ctx, ${object})`;
}

/**
 * The source of a reader of one field that sides (`SF_clock`) or areas
 * (`AF_control`) keep in their state, for a receiver the checker says is
 * one: it looks in that side's or area's state first, with the field's name
 * written out, and leaves anything else to `fieldValue`, which gives the
 * same answer (ids of areas, sides and pieces never coincide). Written out
 * in each module rather than made by a function of the runtime: readers
 * made by one function share what the JavaScript engine learns of the
 * records they read, and with several fields a side's field was read
 * through its slowest look-up (SQUARES: 1.8% of its instructions). A
 * side's record is found by the game's side names (`sides`), each written
 * out, before any other text is looked up by name.
 */
export function stateReaderSource(kind: "side" | "area", field: string, sides: readonly string[] = []): string {
  if (kind === "area") return readerSource(`V.areaStateOf(ctx, o)`, field);
  // Each of the game's sides read by its name written out: read by a name held in a variable, the sides'
  // records went through V8's megamorphic look-up once two sides were read (SQUARES' clocks, every step).
  const named = sides.length <= SIDES_WRITTEN_OUT ? sides.map((s) => `o === ${tsString(s)} ? ss[${tsString(s)}] : `).join("") : "";
  return readerSource(`${named}typeof o === "string" ? ss[o] : undefined`, field, "const ss = ctx.state.sideState;\n  ");
}

/** How many sides a side's reader names one by one before leaving the rest to a look-up by name. */
const SIDES_WRITTEN_OUT = 6;

/**
 * A reader's source: the record `record` finds for the receiver `o` (a
 * piece's, side's or area's state) is looked in first, with the field's
 * name written out; anything else is left to `fieldValue`.
 */
function readerSource(record: string, field: string, prelude = ""): string {
  const key = tsString(field);
  return `(ctx: V.EvalContext, o: V.Value): V.Value => {\n  ${prelude}const own = ${record};\n  if (own !== undefined) {\n    const v = own[${key}];\n    if (v !== undefined) return v as V.Value;\n  }\n  return V.fieldValue(ctx, o, ${key});\n}`;
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
  constantsOf(P).set(name, pieceReaderSource(field));
  return name;
}

/** The source of `fieldReader`'s reader of `field`. */
export function pieceReaderSource(field: string): string {
  return readerSource("V.pieceOf(ctx, o)?.state", field);
}

/**
 * The kind of declaration the checker inferred an expression refers to
 * (`area`, `side`, ...), if it inferred one. Code chosen by it only looks in
 * the likely place first and falls back to the general reader, so a wrong
 * guess costs time, never a different answer.
 */
function refKind(e: IrExpr): string | undefined {
  return e.ty.t === "ref" ? e.ty.kind : undefined;
}

/**
 * The value of an expression fixed when the spec is compiled: numbers, text,
 * true or false, the ids of declarations and type values, and lists of
 * these; undefined for anything else.
 */
function constantValue(e: IrExpr, scope: Scope): V.Value | undefined {
  switch (e.k) {
    case "int":
    case "number":
    case "bool":
    case "text":
      return e.value;
    case "name":
      // A place as play names it (its number, see `runtime/core/places.ts`); any other name as itself.
      return scalarLiteral(e) ? scope.P.index.placeValue(e.name) : undefined;
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

/** A name as compiled code reads it, by what it was linked to. */
function nameText(target: NameTarget, P: ProgramContext): string {
  switch (target.to) {
    case "local":
      return "r" in target.local ? target.local.r : target.local.local!.r;
    case "track":
      return `(ctx.state.tracks[${tsString(target.id)}] ?? null)`;
    case "named":
      return nameLiteral(target.id, P);
    case "state":
      if (target.which === "turn") return "ctx.state.turn";
      if (target.which === "players") return "V.players(ctx)";
      if (target.which === "active") return "(ctx.state.active ?? null)";
      // Known when the program is compiled: the chosen scenario and variants fix the game's length.
      return "ctx.index.turns.last";
    case "event":
      // An event name used outside a rule that would bind it: an error if play reaches it.
      return `V.nameValue(ctx, ${tsString(target.name)})`;
  }
}

/**
 * A declared name as compiled code writes it: a place that play names by
 * number as that number, with its name in a comment (see
 * `runtime/core/places.ts`); anything else as its text.
 */
export function nameLiteral(name: string, P: ProgramContext): string {
  const v = P.index.placeValue(name);
  return typeof v === "number" ? `${v} /* ${comment(name)} */` : tsString(name);
}

/**
 * A declaration's symbol number as compiled code writes it, with its name
 * beside it in a comment for whoever reads the module (`3`, then the name).
 */
export function symbolRef(P: ProgramContext, kind: SymbolKind, id: string): string {
  return symText({ kind, n: P.symbols.number(kind, id), id });
}

/** A symbol a linked node carries, as compiled code names it: its number, with its name beside it. */
export function symText(sym: Sym): string {
  return `${sym.n} /* ${comment(sym.id)} */`;
}

/** A spec function a linked node calls, by its symbol: from the program's table. */
export function functionCall(sym: Sym): string {
  return `ctx.fn[${symText(sym)}]!`;
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
export function binaryText(e: IrOf<"binary">, left: string, right: string): string {
  if (e.operator === "in") {
    // `x in board`, or `x in [for a in board]`: asked of every option of a move, where a scan of the map's
    // areas (a hundred in Once We Moved Like the Wind) cost more than the rest of the test; a set answers at once.
    const map = mapOperand(e.right);
    return map === undefined ? `V.isIn(ctx, ${left}, ${right})` : `V.onMap(ctx, ${left}, ${tsString(map)})`;
  }
  // Equality with a number, text or id written in the spec, or with anything the checker types as one
  // value (a type's value, a side, a piece), needs no deep comparison: only two lists are equal apart from
  // being the same. Compared in the compiled code itself, each comparison learns the kinds of values it
  // meets; through the one shared function, every comparison of a game went through V8's general one.
  if ((e.operator === "==" || e.operator === "!=") && (scalarLiteral(e.left) || scalarLiteral(e.right) || scalarTyped(e.left) || scalarTyped(e.right))) return `(${left} ${e.operator === "==" ? "===" : "!=="} ${right})`;
  return `${OPERATORS[e.operator]!}(${left}, ${right})`;
}

/**
 * The map the right of `in` lists, if that is all it does: a map named in
 * the spec, or a selection that neither filters nor maps over one
 * (`[for a in board]`, which lists the same areas); undefined otherwise.
 */
function mapOperand(e: IrExpr): string | undefined {
  const source = e.k === "select" && e.where === undefined && e.value === undefined ? e.in : e;
  return source.k === "name" && source.target.to === "named" && source.target.keyword === "map" ? source.target.id : undefined;
}

/** Operators whose compiled form is always `true` or `false`. */
export const BOOLEAN_OPERATORS = new Set(["and", "or", "in", "==", "!=", "<", "<=", ">", ">="]);

/**
 * An expression used as a condition, as JavaScript that is `true` or
 * `false`. Operators that give a truth value by construction are used as
 * they are; anything else is checked to be one (`V.truthy`), as everywhere.
 */
export function conditionOf(e: IrExpr, scope: Scope): string {
  if (booleanValued(e, scope.P)) return asBoolean(e, emitExpr(e, scope));
  return `V.truthy(${emitExpr(e, scope)})`;
}

/**
 * The code of an expression `booleanValued` holds to give true or false,
 * typed so: a spec function's call or a table's cell is typed as any value
 * in TypeScript, so it is said to be a boolean, which costs nothing when
 * it runs.
 */
export function asBoolean(e: IrExpr, code: string): string {
  return e.k === "call" && !booleanBuiltin(e) ? `(${code} as boolean)` : code;
}

/**
 * Whether an expression's code gives true or false by construction, so
 * that it needs no check to be used as a condition: a truth value written
 * in the spec, `not`, a comparison, `and`, `or` or `in`, a built-in whose
 * signature gives true or false, a choice between two such, a call of a
 * spec function (no modifier changing it) whose value is one, or a table's
 * cell in a column of nothing but truth values (`booleanCell`). Anything
 * else (a local, a field, another cell) may hold another value at run
 * time, whatever its type says, and is checked (`V.truthy`).
 */
export function booleanValued(e: IrExpr, P: ProgramContext, seen: Set<string> = new Set()): boolean {
  switch (e.k) {
    case "bool":
      return true;
    case "unary":
      return e.operator === "not";
    case "binary":
      return BOOLEAN_OPERATORS.has(e.operator);
    case "if":
      return booleanValued(e.then, P, seen) && booleanValued(e.else, P, seen);
    case "call": {
      if (booleanBuiltin(e) || booleanCell(e, P)) return true;
      const fn = specFunction(e, P);
      // A function that calls itself is not looked into again: checked, as before.
      if (fn === undefined || seen.has(fn.id)) return false;
      seen.add(fn.id);
      return booleanValued(bodyOf(fn, P), P, seen);
    }
    default:
      return false;
  }
}

/**
 * A call of a built-in whose signature gives true or false: its code always
 * returns a JavaScript boolean (a test holds every such built-in to it).
 */
export function booleanBuiltin(e: IrExpr): boolean {
  return e.k === "call" && e.callee.to === "builtin" && e.callee.keyword === undefined && e.callee.record?.returns === "bool";
}

/**
 * A look-up of a table the game declares (called by its name, or named to
 * `lookup`) in a column written as a bare name (or its only column) that
 * holds true or false in every row: whatever row the key finds (a modifier
 * changes only which), the value is a truth value (Apache's `male`).
 */
function booleanCell(e: IrOf<"call">, P: ProgramContext): boolean {
  const id = e.callee.to === "table" ? e.callee.id : e.callee.to === "builtin" && e.callee.name === "lookup" && e.table?.sym !== undefined ? e.table.id : undefined;
  const table = id === undefined ? undefined : P.model.tables?.find((t) => t.id === id);
  const keys = e.keys ?? [];
  if (table === undefined || keys.length === 0 || keys.length > 2) return false;
  const column = keys[1];
  let at = 0;
  if (column !== undefined) {
    if (!("literal" in column)) return false;
    at = (table.columns ?? []).findIndex((c) => String(c) === column.literal);
  }
  const rows = table.rows ?? [];
  return at >= 0 && rows.length > 0 && rows.every((r) => typeof r.cells[at] === "boolean");
}

/** A literal that no list can equal, so `===` compares it exactly as `V.eq` would. */
function scalarLiteral(e: IrExpr): boolean {
  return e.k === "int" || e.k === "number" || e.k === "bool" || e.k === "text" || (e.k === "name" && e.target.to === "named");
}

/** Whether the checker types `e` as one value that is never a list: a number, a truth value, a text, a type's value, or a declaration (a side, a place, a piece). */
function scalarTyped(e: IrExpr): boolean {
  const t = e.ty.t;
  return t === "int" || t === "number" || t === "bool" || t === "text" || t === "enum" || t === "ref";
}


/**
 * A linked expression as JavaScript. A part the unit keeps (`Scope.shared`)
 * is worked out the first time it is read and kept in its variable.
 */
export function emitExpr(e: IrExpr, scope: Scope): string {
  const kept = scope.shared?.group.get(e);
  return kept === undefined ? emitNode(e, scope) : `(${scope.shared!.vars[kept]!} ??= ${emitNode(e, scope)})`;
}

function emitNode(e: IrExpr, scope: Scope): string {
  const c = (x: IrExpr) => emitExpr(x, scope);
  switch (e.k) {
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
      return nameText(e.target, scope.P);
    case "unary":
      if (e.operator === "not") return `!${conditionOf(e.arg, scope)}`;
      return e.operator === "-" ? `-V.num(${c(e.arg)}, "'-'")` : `V.num(${c(e.arg)}, "'+'")`;
    case "binary":
      if (e.operator === "and") return `(${conditionOf(e.left, scope)} && ${conditionOf(e.right, scope)})`;
      if (e.operator === "or") return `(${conditionOf(e.left, scope)} || ${conditionOf(e.right, scope)})`;
      return binaryText(e, c(e.left), e.operator === "in" ? memberOf(e.right, scope) ?? c(e.right) : c(e.right));
    case "call":
      return emitCall(e, scope);
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
      const js = scope.locals.variable(e.binding.name);
      const inner = bind(scope, e.binding, { r: js, w: js });
      // Filtering or mapping makes a new list, so the source is read where it stands; a bare selection is a copy.
      const source = e.where || e.value ? readSourceOf(e.in, scope) : `V.asList(ctx, ${c(e.in)}, "a selection")`;
      const filtered = e.where ? `${source}.filter((${js}: V.Value) => ${conditionOf(e.where, inner)})` : source;
      return e.value ? `${filtered}.map((${js}: V.Value): V.Value => ${emitExpr(e.value, inner)})` : filtered;
    }
    case "if":
      return `(${conditionOf(e.cond, scope)} ? ${c(e.then)} : ${c(e.else)})`;
  }
}

/**
 * The right of `x in [for a in xs]`: a selection that neither filters nor
 * maps is a copy of its list, and membership needs no copy, so the list is
 * read where it stands (`readList`, with the selection's own error for
 * anything that is no list); undefined for any other right operand.
 */
export function memberOf(e: IrExpr, scope: Scope): string | undefined {
  if (e.k !== "select" || e.where !== undefined || e.value !== undefined) return undefined;
  return `V.readList(ctx, ${emitExpr(e.in, scope)}, "a selection") as V.Value`;
}

/**
 * The scope inside a selection: the name it binds is read as `local`, by
 * the nodes linked to its binding and by anything compiled there from the
 * model still (which looks the name up in the scope).
 */
export function bind(scope: Scope, binding: Binding, local: Local): Scope {
  binding.local = local;
  return withName(scope, binding.name, local);
}

/** `pieces(x)`, the built-in (not a spec function of that name), with its one argument. */
export function piecesArg(e: IrExpr): IrExpr | undefined {
  return e.k === "call" && e.callee.to === "builtin" && e.callee.name === "pieces" && e.callee.keyword === undefined && e.args.length === 1 ? e.args[0] : undefined;
}

/** The list a selection goes through, to read and not to keep: a holder's or place's pieces are not copied. */
export function readSourceOf(e: IrExpr, scope: Scope): string {
  const where = piecesArg(e);
  if (where) return placePiecesOf(where, scope);
  // A map's areas are fixed when the module is compiled: a module constant rather than three or four
  // look-ups by the map's name at every pass (Warpath's, Navajo Wars' and Once We Moved Like the Wind's rules go through their maps' areas again and again).
  const areas = mapAreasOf(e, scope.P);
  if (areas !== undefined) return hoisted(areas, scope.P);
  // A list written in the spec is one as it stands (a module constant, or a list made here): nothing to read.
  if (e.k === "list") return emitExpr(e, scope);
  const js = emitExpr(e, scope);
  // A value the checker types as a list is one in play, unless a state from outside holds something else: the
  // run-time reader only then (Tic-Tac-Toe's lines of squares, read line by line at every victory check).
  if (e.ty.t === "list" && READ_TWICE.test(js)) return `(Array.isArray(${js}) ? ${js} : V.readList(ctx, ${js}, "a selection"))`;
  return `V.readList(ctx, ${js}, "a selection")`;
}

/** The areas of the map a name stands for, as play names them (what `readList` gives for it); undefined for anything else. */
function mapAreasOf(e: IrExpr, P: ProgramContext): V.Value[] | undefined {
  if (e.k !== "name" || e.target.to !== "named" || e.target.keyword !== "map") return undefined;
  const areas = P.index.mapAreas.get(e.target.id);
  return areas === undefined ? undefined : [...areas];
}

/**
 * Each side's copy of a holder every player has, as a module constant
 * (`OC_...`, a record by side): the copies are places the module numbers,
 * so compiled code finds a side's copy by the side's name alone.
 */
export function copiesOf(holder: string, P: ProgramContext): string {
  const copies = P.index.data.sides.map((s) => `${tsString(s.id)}: ${nameLiteral(`${holder}@${s.id}`, P)}`);
  return namedConstant("OC_", `V.sideTable({ ${copies.join(", ")} })`, P);
}

/**
 * A place's pieces, to read and not to keep; an area's list is looked up
 * first when the checker says it is one, and the acting side's copy when the
 * spec names a holder every player has (`pieces(tribe)`).
 */
export function placePiecesOf(where: IrExpr, scope: Scope): string {
  if (where.k === "name" && where.target.to === "named" && where.target.eachPlayer === true) return `V.ownPieces(ctx, ${tsString(where.name)}, ${copiesOf(where.name, scope.P)})`;
  const js = emitExpr(where, scope);
  if (refKind(where) !== "area") return `V.readPieces(ctx, ${js})`;
  // An area in play is a place by its number: its list read at once, and by the run-time reader for anything
  // else (a name from outside, no list). Called, the reader's checks cost Tic-Tac-Toe's victory check a fifth.
  if (READ_TWICE.test(js)) return `((typeof ${js} === "number" ? ctx.state.places[${js} - ${PLACE_BASE}] : undefined) ?? V.areaPieces(ctx, ${js}))`;
  return `V.areaPieces(ctx, ${js})`;
}

/**
 * Whether a table look-up has an effect: it raises an event that a trigger
 * of the program watches, or modifiers change its key (whose conditions are
 * not looked into).
 */
function lookupShows(P: ProgramContext, table: string | undefined): boolean {
  return watchedEvents(P).has("lookup") || table === undefined || modifiersOf(P, table).length > 0;
}

/** A spec function's value, linked once for the program, to ask what it gives or calls. */
export function bodyOf(fn: M.Function, P: ProgramContext): IrExpr {
  return linkedFunction(P, fn).value;
}

/**
 * Whether evaluating an expression has no effect but its value: no dice,
 * no random picks, no table look-ups that rules watch, directly or through
 * the spec's functions (`seen`: those already asked about). Only such a
 * selection may stop early.
 */
export function pure(e: IrExpr, P: ProgramContext, seen = new Set<string>()): boolean {
  const sub = (x: IrExpr) => pure(x, P, seen);
  switch (e.k) {
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
      if (e.src.op !== "call" || e.src.callee.op !== "name" || !e.args.every(sub)) return false;
      const callee = e.callee;
      if (callee.to === "table") return !lookupShows(P, callee.id);
      if (callee.to === "builtin" && callee.name === "lookup" && callee.keyword === undefined) return e.table !== undefined && !lookupShows(P, e.table.id);
      if (callee.to === "function") {
        if (seen.has(callee.id)) return true;
        seen.add(callee.id);
        const fn = P.model.functions.find((f) => f.id === callee.id);
        return fn !== undefined && modifiersOf(P, callee.id).length === 0 && pure(bodyOf(fn, P), P, seen);
      }
      return callee.record?.chance !== true;
    }
    default:
      return true;
  }
}

/** A call of a function the spec declares and no modifier changes, with that function. */
function specFunction(e: IrExpr, P: ProgramContext): M.Function | undefined {
  if (e.k !== "call" || e.callee.to !== "function") return undefined;
  const id = e.callee.id;
  return modifiersOf(P, id).length === 0 ? P.model.functions.find((f) => f.id === id) : undefined;
}

/**
 * Whether `empty`, `count` or `first` of a list can be had without making
 * the list: it is a filtered selection without effects, a choice (`if`)
 * between two such, or a call of a spec function whose value is one.
 */
export function reducible(e: IrExpr, P: ProgramContext, seen: ReadonlySet<string> = new Set()): boolean {
  if (e.k === "select") return e.where !== undefined && e.value === undefined && pure(e, P);
  if (e.k === "if") return reducible(e.then, P, seen) && reducible(e.else, P, seen);
  const fn = specFunction(e, P);
  return fn !== undefined && !seen.has(fn.id) && reducible(bodyOf(fn, P), P, new Set([...seen, fn.id]));
}

/**
 * `empty`, `count` or `first` of a reducible list as one loop that makes no
 * list and, for `empty` and `first`, stops at the first item that passes;
 * through a spec function, its reduced form (`name#empty`), compiled beside
 * it. The result, and everything else, is as if the whole list had been made.
 */
export function reducedOf(kind: Reduction, e: IrExpr, scope: Scope): string {
  if (e.k === "if") return `(${conditionOf(e.cond, scope)} ? ${reducedOf(kind, e.then, scope)} : ${reducedOf(kind, e.else, scope)})`;
  if (e.k === "select") {
    const js = scope.locals.variable(e.binding.name);
    const test = `(${js}: V.Value) => ${conditionOf(e.where!, bind(scope, e.binding, { r: js, w: js }))}`;
    const source = readSourceOf(e.in, scope);
    if (kind === "empty") return `!${source}.some(${test})`;
    if (kind === "first") return `(${source}.find(${test}) ?? null)`;
    return `V.countWhere(${source}, ${test})`;
  }
  const call = e as IrOf<"call">;
  const unit = `${(call.callee as { id: string }).id}#${kind}`;
  reductionsWanted(scope.P).add(unit);
  return `${functionRef(scope.P, unit)}(${["ctx", ...call.args.map((a) => emitExpr(a, scope))].join(", ")})`;
}

/** The reduced forms of spec functions the program's code calls (`name#empty`), to be compiled. */
const wanted = new WeakMap<ProgramContext, Set<string>>();
export function reductionsWanted(P: ProgramContext): Set<string> {
  let set = wanted.get(P);
  if (!set) wanted.set(P, (set = new Set()));
  return set;
}

export function fusedSelection(name: string, e: IrOf<"call">, scope: Scope): string | undefined {
  const list = e.args.length === 1 ? e.args[0]! : undefined;
  if (!REDUCTIONS.includes(name) || list === undefined || !reducible(list, scope.P)) return undefined;
  return reducedOf(name as Reduction, list, scope);
}

/** Compiled text that may be read twice: a variable or a frame's slot, nothing that works anything out. */
export const READ_TWICE = /^(?:[A-Za-z_$][\w$]*|L\[\d+\]!?)$/;

/**
 * A field of a piece's record (`owner`, `kind`, or one it keeps in its
 * state, `state["mood"]`) read at once where `piece` (text that may be read
 * twice) is a piece by its number, and by the run-time reader `general`
 * otherwise or where the record leaves it unset (an owner the piece's place
 * gives). Called through the run-time function, a
 * built-in this small stays a call in the large functions compiled code
 * makes (V8 stops inlining in them), and SQUARES asks a unit's owner, place
 * and kind millions of times a game.
 */
export function pieceFieldRead(piece: string, field: string, general: string): string {
  return `(typeof ${piece} === "number" && ${piece} >= ${PIECE_BASE} ? ((ctx.state.pieces[${piece} - ${PIECE_BASE}]?.${field} as V.Value | undefined) ?? ${general}(ctx, ${piece})) : ${general}(ctx, ${piece}))`;
}
