/**
 * The values of a running game and the primitives compiled expressions are
 * made of: lists from holders, places and types, fields of pieces, sides and
 * declarations, table look-ups, comparisons and arithmetic. Values are plain
 * JSON: numbers, strings (ids of declarations, piece instances and type
 * values), booleans and arrays.
 */
import type { PieceState } from "../pieces.js";
import type { RandomSource } from "../rng.js";
import type { DataIndex, TableData } from "./data.js";
import { PLACE_BASE, type PlaceRef } from "./places.js";
import { PIECE_BASE, type Board, type BoardPiece, type GameState, type PieceRef } from "./state.js";

export type Value = number | string | boolean | null | Value[];

/** A spec function, compiled. */
export type SpecFunction = (ctx: EvalContext, ...args: Value[]) => Value;

/** Raised when an expression cannot be evaluated; says which and why. */
export class EvaluationError extends Error {}

export interface EvalContext {
  index: DataIndex;
  state: GameState;
  /** The side acting, which a bare per-player holder name refers to. */
  actor?: string;
  rng?: RandomSource;
  /** Where what happens is recorded while the game is played (dice rolled, for instance). */
  events?: { type: string; [k: string]: unknown }[];
  /** The spec's functions, compiled, by their symbols' numbers (`DataIndex.symbolNumber` for a name). */
  fn: readonly (SpecFunction | undefined)[];
  /** Raises a roll's event, when a trigger watches rolls. */
  raise?: (type: string, b: Record<string, Value>) => void;
  /**
   * Raises a look-up's event, when a trigger watches look-ups. Apart from
   * `raise`: a game that watches rolls alone (Once We Moved Like the Wind)
   * would otherwise make an event's bindings at each of the thousands of
   * look-ups a movement search does, for nothing to hear.
   */
  raiseLookup?: (type: string, b: Record<string, Value>) => void;
}

/**
 * The record of a piece (undefined for any other value): a number from
 * `PIECE_BASE` up indexes the state's list; a kind's name stands for the
 * only piece of that kind.
 */
export function pieceOf(ctx: EvalContext, v: Value): PieceState | undefined {
  return pieceIn(ctx.state, ctx.index, v);
}

/** `pieceOf` given the state and the index alone. */
export function pieceIn(state: GameState, index: DataIndex, v: Value): PieceState | undefined {
  // `pieceNumber`, written out: a piece's record is read all game long, and going through that
  // function (with its bounds check, which the list's own end makes needless here) made SQUARES about 7% slower.
  if (typeof v === "number") return v >= PIECE_BASE ? state.pieces[v - PIECE_BASE] : undefined;
  if (typeof v !== "string") return undefined;
  const i = index.namedPieces.get(v);
  return i === undefined ? undefined : state.pieces[i];
}

/** Where a piece's record is in `state.pieces` (undefined for any other value). */
export function pieceNumber(index: DataIndex, v: Value): number | undefined {
  if (typeof v === "number") return v >= PIECE_BASE && v - PIECE_BASE < index.pieceIds.length ? v - PIECE_BASE : undefined;
  return typeof v === "string" ? index.namedPieces.get(v) : undefined;
}

/** Whether a value names a piece. */
export function isPiece(index: DataIndex, v: Value): boolean {
  return pieceNumber(index, v) !== undefined;
}

/**
 * A value as clients see it: every piece or place number in it (in lists
 * too) turned into the piece's or place's id. Values without one are
 * returned as they are.
 */
export function shown(index: DataIndex, v: unknown): unknown {
  return shownBy(index.pieceIds, index.places.ids, v);
}

/** `shown`, given the pieces' and the places' ids by number. */
export function shownBy(ids: readonly string[], places: readonly string[], v: unknown): unknown {
  if (typeof v === "number") return v >= PIECE_BASE ? (v >= PLACE_BASE ? (places[v - PLACE_BASE] ?? v) : (ids[v - PIECE_BASE] ?? v)) : v;
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) {
    // A new list only when an item changes. Made item by item: slicing a frozen list (the
    // plays a window offers are frozen and shared) is many times slower.
    const n = v.length;
    let i = 0;
    let x: unknown;
    for (; i < n; i++) if ((x = shownBy(ids, places, v[i])) !== v[i]) break;
    if (i === n) return v;
    const out = new Array<unknown>(n);
    for (let k = 0; k < i; k++) out[k] = v[k];
    out[i] = x;
    for (let k = i + 1; k < n; k++) out[k] = shownBy(ids, places, v[k]);
    return out;
  }
  let out: Record<string, unknown> | undefined;
  for (const k in v) {
    const x = (v as Record<string, unknown>)[k];
    const y = shownBy(ids, places, x);
    if (y !== x) (out ??= { ...(v as Record<string, unknown>) })[k] = y;
  }
  return out ?? v;
}

/** A value a client gave: every piece and place id in it (in lists too) turned into how play names that piece or place. */
export function fromClient(index: DataIndex, v: unknown): unknown {
  if (typeof v === "string") return index.pieceRefs.get(v) ?? index.placeValue(v);
  if (Array.isArray(v)) return v.map((x) => fromClient(index, x));
  return v;
}

/** A piece's owner (null for no piece). */
export function pieceOwner(ctx: EvalContext, v: Value): string | null {
  // A piece by number whose record names its owner, read at once: most reads are such, and going
  // through the general look-up (`pieceOf`, then the owner of its place) made counting a side's
  // pieces in a place (`pieces-of`) about 1.6x slower (Tic-Tac-Toe's lines).
  if (typeof v === "number" && v >= PIECE_BASE) {
    const owner = ctx.state.pieces[v - PIECE_BASE]?.owner;
    if (owner !== undefined) return owner;
  }
  return ownerOfRecord(ctx.index, pieceOf(ctx, v));
}

/** A piece's owner, from its record: declared, or the side whose own holder it lies in; null for no piece. */
function ownerOfRecord(index: DataIndex, p: PieceState | undefined): string | null {
  if (!p) return null;
  if (p.owner !== undefined) return p.owner;
  return placeOwner(index, p.location) ?? null;
}

/** The side whose own copy of a holder a place is (`tribe@red`: red), or undefined. */
export function placeOwner(index: DataIndex, place: Value): string | undefined {
  const k = index.slotOf(place);
  return k === undefined ? undefined : index.placeOwners[k];
}

/** A list value: a list itself, or a copy of what a holder, place or type lists. */
export function asList(ctx: EvalContext, v: Value, what: string): Value[] {
  return Array.isArray(v) ? v : [...readList(ctx, v, what)];
}

/** The empty list `readList` gives for a list property left out: frozen, since callers only read it. */
const NO_ITEMS: readonly Value[] = Object.freeze([]);

/**
 * A list to read, not to keep: a holder's or area's own list, not copied.
 * For code that only reads it before anything can move (the compiler uses it
 * where a selection filters or maps into a new list); `asList` copies.
 */
export function readList(ctx: EvalContext, v: Value, what: string): readonly Value[] {
  if (Array.isArray(v)) return v;
  // A list property a declaration leaves out (an area with no territory) reads as empty (one frozen list, not a new one each time).
  if (v === null) return NO_ITEMS;
  const here = placeList(ctx, v);
  if (here) return here;
  if (typeof v === "string") {
    const d = ctx.index.decls.get(v);
    if (d?.keyword === "type") return [...((d.obj["values"] as string[]) ?? [])];
    // The index's list of a map's areas, made once (`asList` copies what it keeps).
    if (d?.keyword === "map") return ctx.index.mapAreas.get(v) ?? [];
    if (d?.keyword === "territory") return ctx.index.graphs.get(ctx.index.territoryMap.get(v) ?? "")?.areasOf(v) ?? [];
  }
  throw new EvaluationError(`${what}: ${JSON.stringify(v)} is not a list, a holder, a place or a type`);
}

/** What a holder or place holds, the acting side's own copy for a holder every player has; undefined for any other value. */
function placeList(ctx: EvalContext, v: Value): Value[] | undefined {
  // A place play names by number is found by an index; one that keeps its name, by a look-up.
  const k = typeof v === "number" ? (v >= PLACE_BASE ? v - PLACE_BASE : undefined) : ctx.index.slotOf(v);
  const here = k === undefined ? undefined : ctx.state.places[k];
  if (here != null) return here;
  if (ctx.actor === undefined) return undefined;
  const own = ctx.index.ownHolder(v, ctx.actor);
  return own === undefined ? undefined : (ctx.state.places[ctx.index.slotOf(own)!] ?? undefined);
}

/** What the place play names `v` holds (no copy), or undefined when it is no place of this program. */
export function placeContents(state: GameState, index: DataIndex, v: Value): PieceRef[] | undefined {
  const k = typeof v === "number" ? (v >= PLACE_BASE ? v - PLACE_BASE : undefined) : index.slotOf(v);
  return k === undefined ? undefined : (state.places[k] ?? undefined);
}

export function num(v: Value, what: string): number {
  if (typeof v !== "number") throw new EvaluationError(`${what} needs a number, not ${JSON.stringify(v)}`);
  // A piece or a place is named by a number too (see `PieceRef`, `PlaceRef`), but is no count.
  // Infinity (the distance to a place out of reach, say) is a number, not a piece.
  if (v >= PIECE_BASE && v !== Infinity) throw new EvaluationError(`${what} needs a number, not a ${v >= PLACE_BASE ? "place" : "piece"}`);
  return v;
}

/**
 * The most times a `repeat` may run its block: the checker's limit for a written count (`WORK_LIMITS`
 * in dsl/checks/work-bounds.ts, which the runtime may not import), here for a count worked out in play.
 */
export const REPEAT_LIMIT = 10_000;

/**
 * How many times a `repeat` runs: a number, and no more than `REPEAT_LIMIT`, so that a count worked
 * out in play (a roll added to a large number, say) stops the game with a reason rather than holding
 * it for minutes. A count below one runs the block no times, as before.
 */
export function repeatCount(v: Value): number {
  const n = num(v, "'repeat'");
  if (n > REPEAT_LIMIT) throw new EvaluationError(`'repeat' was asked to run ${n.toLocaleString("en")} times; a block may run at most ${REPEAT_LIMIT.toLocaleString("en")} times`);
  return n;
}

/**
 * The result of arithmetic, held below the numbers that name pieces (see
 * `PIECE_BASE`): a count that reached them would be read as a piece. The
 * checker refuses such numbers written in a spec; this catches one reached
 * in play.
 */
export function checkedCount(n: number, what: string): number {
  // Infinity and its negative (a distance out of reach, and sums of it) are no piece.
  // The number written with its thousands marked: a bare run of ten digits in an error is read as the piece or
  // place it would name (`readableMessage`), which would say that the sum gave a piece.
  if ((n >= PIECE_BASE || n <= -PIECE_BASE) && Number.isFinite(n)) throw new EvaluationError(`${what} gives ${n.toLocaleString("en")}: numbers from 1,000,000,000 up name pieces and places, so a count must stay below that`);
  return n;
}

export function truthy(v: Value): boolean {
  if (typeof v !== "boolean") throw new EvaluationError(`a condition must be true or false, not ${JSON.stringify(v)}`);
  return v;
}

export function nameValue(ctx: EvalContext, id: string): Value {
  const d = ctx.index.decls.get(id);
  if (d) {
    // A track stands for its value; a place for itself as play names it; everything else for its own id.
    if (d.keyword === "track") return ctx.state.tracks[id] ?? null;
    return ctx.index.placeValue(id);
  }
  if (ctx.index.values.has(id)) return ctx.index.placeValue(id);
  if (id === "turn") return ctx.state.turn;
  if (id === "players") return ctx.state.sides.filter((s) => ctx.index.playerSides.has(s)).length;
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

/**
 * Whether lists shared by many evaluations (lists fixed when the spec was
 * compiled, a map's neighbours and reachable places) are frozen. Nothing may
 * change a list value in place; freezing makes anything that tries fail at
 * once, but JavaScript reads frozen arrays markedly slower (SQUARES played
 * 1.13x faster without), so play leaves them unfrozen and the test suite
 * freezes them (see `freezeSharedLists`). None of them reaches a client:
 * a decision copies the list it offers (`chooseRequest`).
 */
let freezing = false;

/** Freezes every shared list made from now on (the test suite's set-up turns this on, before any engine is loaded). */
export function freezeSharedLists(on: boolean): void {
  freezing = on;
}

/** A list that will be shared by many evaluations (compiled code hoists lists fixed in the spec): frozen when checking. */
export function frozen<T>(xs: T[]): T[] {
  return freezing ? (Object.freeze(xs) as T[]) : xs;
}

/** Data a declaration states (a list or record), shared by every read: frozen throughout when checking, as `frozen` does. */
function sharedData(v: Value): Value {
  if (freezing && typeof v === "object" && v !== null && !Object.isFrozen(v)) {
    for (const x of Object.values(v)) sharedData(x as Value);
    Object.freeze(v);
  }
  return v;
}

/** How many items of a list pass a test (`count([for x in xs if ...])`, made into one loop). */
export function countWhere(xs: readonly Value[], test: (x: Value) => boolean): number {
  // An indexed loop: on a hot path a for-of may make an iterator result for every item.
  let n = 0;
  for (let i = 0; i < xs.length; i++) if (test(xs[i]!)) n++;
  return n;
}

/** `list[i]`. */
export function indexValue(o: Value, i: Value): Value {
  if (!Array.isArray(o)) throw new EvaluationError(`cannot index ${JSON.stringify(o)}`);
  return o[num(i, "an index")] ?? null;
}

/** A field of a piece instance, a declaration or a side. */
export function fieldValue(ctx: EvalContext, o: Value, f: string): Value {
  const piece = pieceOf(ctx, o);
  if (piece) {
    if (f in piece.state) return piece.state[f] as Value;
    if (f === "kind") return piece.kind;
    if (f === "owner") return ownerOfRecord(ctx.index, piece);
    if (f === "location") return piece.location;
    // Strength in steps and the face up are the piece's own only when its kind has
    // steps or faces; otherwise a property the kind declares under that name is read.
    if (f === "strength" && piece.strength !== undefined) return piece.strength;
    if (f === "face" && piece.face !== undefined) return piece.face;
    const kind = ctx.index.declField(piece.kind, f);
    return ((kind?.v as Value | undefined) ?? (kind?.dflt as Value | undefined) ?? null) as Value;
  }
  if (typeof o === "number" && o >= PLACE_BASE) {
    // A place play names by number: what the map keeps in its state for it, or its declaration's.
    const area = areaStateOf(ctx, o);
    if (area && f in area) return area[f] as Value;
    return declaredField(ctx, o, f);
  }
  if (typeof o !== "string") {
    // The ends of a range (`l.available.max`).
    const range = asRange(o);
    if (range && (f === "min" || f === "max")) return range[f] ?? null;
    throw new EvaluationError(`cannot read '.${f}' of ${JSON.stringify(o)}`);
  }
  const side = ctx.state.sideState[o];
  if (side && f in side) return side[f] as Value;
  const area = areaStateOf(ctx, o);
  if (area && f in area) return area[f] as Value;
  return declaredField(ctx, o, f);
}

/** A property as a declaration states it, or its keyword's default. */
function declaredField(ctx: EvalContext, o: Value, f: string): Value {
  const d = ctx.index.declField(o, f);
  if (d) {
    const v = d.v;
    if (v === undefined) return (d.dflt ?? null) as Value;
    // A list or record is the declaration's own, shared like every list fixed in the spec: nothing
    // may change a list in place (the suite freezes them, so anything that tries fails at once).
    return typeof v === "object" && v !== null ? sharedData(v as Value) : (v as Value);
  }
  throw new EvaluationError(`'${ctx.index.placeId(o)}' has no field '${f}'`);
}

/**
 * `o.f` for a property `f` that no rule changes and no piece, side or area
 * keeps in its state (the compiler knows which): read from the declaration
 * (or, for a piece instance, its kind) in one look-up. Anything else goes
 * through `fieldValue`, which gives the same answer, slower.
 */
export function staticField(ctx: EvalContext, o: Value, f: string): Value {
  return staticFrom(ctx, ctx.index.staticProperty(f), o, f);
}

/** `staticField` given the property's table. */
function staticFrom(ctx: EvalContext, table: ReadonlyMap<string | number, Value>, o: Value, f: string): Value {
  if (typeof o === "number" || typeof o === "string") {
    // A declaration or a place: its own property (a piece's number is no key of the table, so it is not looked up).
    if (typeof o === "string" || o >= PLACE_BASE) {
      const own = table.get(o);
      if (own !== undefined) return typeof own === "object" ? sharedData(own) : own;
    }
  }
  return kindsOrAny(ctx, table, o, f);
}

/** The rest of `staticFrom`, once `o` is no declaration with its own value: a piece's kind's property, or what `fieldValue` says. */
function kindsOrAny(ctx: EvalContext, table: ReadonlyMap<string | number, Value>, o: Value, f: string): Value {
  const piece = pieceOf(ctx, o);
  if (piece !== undefined) {
    const ofKind = table.get(piece.kind);
    if (ofKind !== undefined) return typeof ofKind === "object" ? sharedData(ofKind) : ofKind;
  }
  return fieldValue(ctx, o, f);
}

/**
 * A reader of one property no rule changes, made once per module for that
 * property (compiled code names it `S_terrain`): `staticField` that keeps the
 * property's table from one call to the next instead of asking the index
 * for it every time (it asks again when called for another program).
 */
export function staticReader(f: string): (ctx: EvalContext, o: Value) => Value {
  let index: DataIndex | undefined;
  let table: ReadonlyMap<string | number, Value> = new Map();
  let bySlot: readonly (Value | undefined)[] = [];
  // The last two declarations read by id and their values, kept: rules read a side's property (its
  // reserve, its colour) again and again for one side or two, each a look-up in a map otherwise.
  let idA: string | undefined;
  let valueA: Value = null;
  let idB: string | undefined;
  let valueB: Value = null;
  return (ctx, o) => {
    if (ctx.index !== index) {
      index = ctx.index;
      table = index.staticProperty(f);
      bySlot = index.staticBySlot(f);
      idA = idB = undefined;
    }
    // A place by its number, the usual receiver (an area's terrain): its slot's value at once; a list
    // (an area's features) is handed out shared, as `staticFrom` does. (A piece's kind's value read by
    // the piece's number from a list made for it measured slower in Warpath than `staticFrom`'s look-up.)
    if (typeof o === "number" && o >= PLACE_BASE) {
      const v = bySlot[o - PLACE_BASE];
      if (v !== undefined) return typeof v === "object" && v !== null ? sharedData(v) : v;
    } else if (typeof o === "string") {
      if (o === idA) return valueA;
      if (o === idB) return valueB;
      // A declaration by its id (a side's reserve area): its own value, as `staticFrom` reads it first.
      const v = table.get(o);
      if (v !== undefined) {
        if (typeof v === "object" && v !== null) return sharedData(v);
        idB = idA;
        valueB = valueA;
        idA = o;
        valueA = v;
        return v;
      }
      return kindsOrAny(ctx, table, o, f);
    }
    return staticFrom(ctx, table, o, f);
  };
}

/**
 * The state record of the area `o` names (by its id or its number), if it
 * has one: where compiled readers of an area's field look first (`AF_control`,
 * see `stateReaderSource` in the generator), before `fieldValue`.
 */
export function areaStateOf(ctx: EvalContext, o: Value): Record<string, unknown> | undefined {
  const all = ctx.state.areaState;
  if (all === undefined) return undefined;
  if (typeof o === "string") return all[o];
  if (typeof o !== "number" || o < PLACE_BASE) return undefined;
  // By the area's slot, from a list kept while the record of all areas' states is the same one (the engine
  // replaces it rather than changing it, see `REPLACED`): read by the area's id, each read went through
  // V8's megamorphic look-up, the ids being many (Warpath reads areas' owners a dozen times a step).
  const memo = areaStates;
  if (memo.of !== all || memo.index !== ctx.index) {
    memo.of = all;
    memo.index = ctx.index;
    memo.bySlot = [];
  }
  const k = o - PLACE_BASE;
  let found = memo.bySlot[k];
  if (found === undefined) memo.bySlot[k] = found = all[ctx.index.placeId(o)] ?? NO_AREA_STATE;
  return found === NO_AREA_STATE ? undefined : found;
}
/** What `areaStateOf` found by slot, for one record of areas' states and one program; `NO_AREA_STATE` for an area with none. */
const areaStates: { of: object | undefined; index: DataIndex | undefined; bySlot: (Record<string, unknown> | undefined)[] } = { of: undefined, index: undefined, bySlot: [] };
const NO_AREA_STATE: Record<string, unknown> = {};

/** `p.kind` where no rule sets a field named `kind`: the piece's kind, or what `fieldValue` says of anything else. */
export function kindOf(ctx: EvalContext, o: Value): Value {
  const piece = pieceOf(ctx, o);
  return piece !== undefined ? piece.kind : fieldValue(ctx, o, "kind");
}

/** `table(key, column)`: the table by its symbol's number (as compiled code names one) or by its id (chosen at run time). */
export function lookupTable(ctx: EvalContext, table: string | number, key: Value | undefined, column?: Value): Value {
  const t = typeof table === "number" ? ctx.index.tableAt(table) : ctx.index.tableIndex(table);
  if (!t) throw new EvaluationError(`no table '${typeof table === "number" ? (ctx.index.symbols.table?.[table] ?? table) : table}'`);
  table = t.id;
  // A place play names by number finds the row keyed by its name (see `tableIndex`).
  let row = typeof key === "string" ? t.byKey.get(key) : typeof key === "number" && key >= PLACE_BASE ? t.byKey.get(String(key)) : undefined;
  if (row === undefined && typeof key === "number") {
    // A loop, not find with a closure: dice are looked up in tables all game long.
    const ranges = t.ranges;
    for (let i = 0; i < ranges.length; i++) {
      const r = ranges[i]!;
      if ((r.min ?? -Infinity) <= key && key <= (r.max ?? Infinity)) {
        row = r.row;
        break;
      }
    }
  }
  if (!row) throw new EvaluationError(`table '${table}' has no row for ${JSON.stringify(key)}`);
  let result: Value;
  if (column === undefined) result = row.cells[0] as Value;
  else if (column === t.lastColumn) result = row.cells[t.lastAt] as Value;
  else {
    const i = t.columns.get(String(column));
    if (i === undefined) throw new EvaluationError(`table '${table}' has no column ${JSON.stringify(column)}`);
    t.lastColumn = column;
    t.lastAt = i;
    result = row.cells[i] as Value;
  }
  ctx.raiseLookup?.("lookup", { table, result, rolled: key ?? null });
  return result;
}

/**
 * A numeric key pushed by modifiers past a table's rows comes back to its
 * nearest row (a roll of 8 on a table of 1..7 reads the 7 row).
 */
export function clampKey(ctx: EvalContext, table: string | number, key: Value): Value {
  if (typeof key !== "number") return key;
  // Compiled code names a table by its symbol number, as it does for `lookupTable`.
  const id = typeof table === "number" ? ctx.index.tableAt(table)?.id : table;
  const rows = (id === undefined ? undefined : (ctx.index.decls.get(id)?.obj as unknown as TableData | undefined))?.rows ?? [];
  let lo = Infinity;
  let hi = -Infinity;
  for (const r of rows) {
    if (typeof r.key === "string") return key;
    lo = Math.min(lo, r.key.min ?? -Infinity);
    hi = Math.max(hi, r.key.max ?? Infinity);
  }
  return rows.length === 0 ? key : Math.min(hi, Math.max(lo, key));
}

/** A value with the modifiers that apply added (numbers only; anything else is left as it is). */
export function modify(base: Value, deltas: number[]): Value {
  if (typeof base !== "number") return base;
  let v = base;
  for (const d of deltas) v += d;
  return v;
}

/** Built-in names that stay values even among a table's keys: `lookup(seasons, turn, season)`. */
const KEY_VALUES = new Set(["turn", "active", "players", "last-turn"]);

/**
 * Whether a bare name among a table's keys is the key itself (a row or column
 * name) rather than a value: it is, unless a local or a built-in value has
 * that name (and, for `lookup(...)`, a declaration). The interpreter and the
 * compiler both ask this, so they read keys alike.
 */
export function literalKey(name: string, isLocal: boolean, isDecl: boolean, declsAreValues: boolean): boolean {
  return !isLocal && !KEY_VALUES.has(name) && !(declsAreValues && isDecl);
}

/** The pieces in a holder, a place, a territory or on a whole map: a list of their own. */
export function piecesIn(ctx: EvalContext, where: Value): Value[] {
  const here = placeList(ctx, where);
  if (here !== undefined) return [...here];
  return spreadPieces(ctx, where) ?? asList(ctx, where, "pieces");
}

/**
 * The pieces in a holder, a place, a territory or on a whole map, to read
 * and not to keep: a holder's or place's own list is not copied.
 */
export function readPieces(ctx: EvalContext, where: Value): readonly Value[] {
  // A place or holder, the usual case, first: no map or territory has the same name.
  const here = placeList(ctx, where);
  if (here !== undefined) return here;
  return spreadPieces(ctx, where) ?? readList(ctx, where, "pieces");
}

/**
 * `readPieces` for a place the checker says is an area: its list is looked
 * up first. Anything else is read as `readPieces` reads it.
 */
export function areaPieces(ctx: EvalContext, where: Value): readonly Value[] {
  const here = typeof where === "number" && where >= PLACE_BASE ? ctx.state.places[where - PLACE_BASE] : undefined;
  return here != null ? here : readPieces(ctx, where);
}

/**
 * `readPieces` of a holder every player has, named in the spec: the acting
 * side's copy, looked up first. Anything else is read as `readPieces` reads it.
 */
export function ownPieces(ctx: EvalContext, holder: string, copies?: Readonly<Record<string, Value>>): readonly Value[] {
  // Each side's copy as the compiler found it (`copyOf`), else looked up by name.
  const own = ctx.actor === undefined ? undefined : (copies?.[ctx.actor] ?? ctx.index.ownHolder(holder, ctx.actor));
  const here = typeof own === "number" ? ctx.state.places[own - PLACE_BASE] : undefined;
  return here != null ? here : readPieces(ctx, holder);
}

/**
 * `of(holder, side)`: a side's own copy of a holder every player has, as
 * play names it; any other pair is joined as it comes (and names no place).
 */
export function holderCopy(ctx: EvalContext, holder: Value, side: Value): Value {
  return (typeof side === "string" ? ctx.index.ownHolder(holder, side) : undefined) ?? `${ctx.index.placeId(holder)}@${String(side)}`;
}

/**
 * `of(h, side)` for a holder `h` named as written: each side's copy was
 * found when the module was compiled (`copies`, a record by side made by
 * `sideTable`), so play reads it by the side's name alone.
 */
export function copyOf(ctx: EvalContext, copies: Readonly<Record<string, Value>>, holder: string, side: Value): Value {
  const place = typeof side === "string" ? copies[side] : undefined;
  return place !== undefined ? place : holderCopy(ctx, holder, side);
}

/** A constant record by side's name, with no prototype: a name such as `constructor` finds nothing in it. */
export function sideTable(entries: Readonly<Record<string, Value>>): Readonly<Record<string, Value>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, Value>, entries));
}

/** The pieces on a map or in a territory, area by area in the order they are declared; undefined for anything else. */
function spreadPieces(ctx: EvalContext, where: Value): Value[] | undefined {
  if (typeof where !== "string") return undefined;
  const areas = ctx.index.mapAreas.get(where) ?? (ctx.index.decls.get(where)?.keyword === "territory" ? readList(ctx, where, "pieces") : undefined);
  if (!areas) return undefined;
  const out: Value[] = [];
  for (let a = 0; a < areas.length; a++) {
    const here = placeContents(ctx.state, ctx.index, areas[a]!);
    if (here) for (let i = 0; i < here.length; i++) out.push(here[i]!);
  }
  return out;
}

// Operators, one function each, so compiled code calls them without looking the operator up.
export const eq = (l: Value, r: Value): boolean => equal(l, r);
export const ne = (l: Value, r: Value): boolean => !equal(l, r);
export const lt = (l: Value, r: Value): boolean => num(l, "'<'") < num(r, "'<'");
export const le = (l: Value, r: Value): boolean => num(l, "'<='") <= num(r, "'<='");
export const gt = (l: Value, r: Value): boolean => num(l, "'>'") > num(r, "'>'");
export const ge = (l: Value, r: Value): boolean => num(l, "'>='") >= num(r, "'>='");
/** A range written in a spec (`available: 3..7`), read as a value. */
function asRange(v: unknown): { min?: number; max?: number } | undefined {
  return typeof v === "object" && v !== null && !Array.isArray(v) && ("min" in v || "max" in v) ? (v as { min?: number; max?: number }) : undefined;
}

/** `x in list`, `x in holder`, or `n in range` (a range such as a piece's `available: 3..7`). */
export function isIn(ctx: EvalContext, l: Value, r: Value): boolean {
  const range = asRange(r);
  if (range) return typeof l === "number" && (range.min ?? -Infinity) <= l && l <= (range.max ?? Infinity);
  // The list read where it stands, without a copy or a closure: membership is asked inside loops.
  const xs = readList(ctx, r, "'in'");
  // Only a list equals a list: anything else is in the list when it is one of its items.
  if (!Array.isArray(l)) return xs.includes(l);
  for (let i = 0; i < xs.length; i++) if (equal(xs[i]!, l)) return true;
  return false;
}
/**
 * `x in m` for a map `m` named in the spec: whether `x` is one of its areas,
 * as `isIn` answers it (a list is in no map), by a set the index keeps.
 */
export function onMap(ctx: EvalContext, l: Value, map: string): boolean {
  return ctx.index.mapMembers(map).has(l as PlaceRef);
}
export function plus(l: Value, r: Value): Value {
  if (Array.isArray(l) || Array.isArray(r)) return [...(Array.isArray(l) ? l : [l]), ...(Array.isArray(r) ? r : [r])];
  return checkedCount(num(l, "'+'") + num(r, "'+'"), "'+'");
}
export const minus = (l: Value, r: Value): number => checkedCount(num(l, "'-'") - num(r, "'-'"), "'-'");
export const times = (l: Value, r: Value): number => checkedCount(num(l, "'*'") * num(r, "'*'"), "'*'");
export function divide(l: Value, r: Value): number {
  const d = num(r, "'/'");
  if (d === 0) throw new EvaluationError("division by zero");
  const q = num(l, "'/'") / d;
  // Whole numbers divide into a whole number, rounded down.
  return checkedCount(Number.isInteger(l) && Number.isInteger(r) ? Math.floor(q) : q, "'/'");
}
export const modulo = (l: Value, r: Value): number => num(l, "'%'") % num(r, "'%'");

/** How many sides are players (the built-in name `players`). */
export const players = (ctx: EvalContext): number => ctx.state.sides.filter((s) => ctx.index.playerSides.has(s)).length;

/**
 * The board as clients see it: the pieces' records in the state's order
 * (see `piecesByName` to read them by id), what every holder and area
 * holds by id, and every piece or place named in a value the state keeps (a
 * side's field, an area's, a piece's own, the frames' locals) by its id. It
 * needs nothing but the state: a piece's number is its place in
 * `state.pieces`, whose records keep their ids, and the state keeps the ids
 * of its places. The state itself is left as it is; what holds no piece or
 * place is shared with it, so copy the state first if the board is to be
 * changed.
 */
export function readableBoard<S extends GameState>(state: S): Omit<S, "pieces" | "places" | "placeIds" | "areaPlaces"> & Board {
  const ids = state.pieces.map((p) => p.id);
  const places = state.placeIds;
  const show = (v: unknown) => shownBy(ids, places, v);
  const pieces = new Array<BoardPiece>(state.pieces.length);
  for (let i = 0; i < state.pieces.length; i++) {
    const p = state.pieces[i]!;
    const fields = show(p.state) as Record<string, unknown>;
    const location = show(p.location) as string;
    pieces[i] = fields === p.state && location === p.location ? (p as BoardPiece) : { ...p, location, state: fields };
  }
  const holders: Record<string, string[]> = {};
  const areas: Record<string, string[]> = {};
  state.places.forEach((list, k) => {
    if (list !== null) (k < state.areaPlaces ? areas : holders)[places[k]!] = show(list) as string[];
  });
  const out: Record<string, unknown> = {};
  for (const k in state) {
    if (k === "places") {
      out["holders"] = holders;
      out["areas"] = areas;
    } else if (k !== "placeIds" && k !== "areaPlaces") out[k] = k === "pieces" ? pieces : show(state[k]);
  }
  return out as Omit<S, "pieces" | "places" | "placeIds" | "areaPlaces"> & Board;
}
