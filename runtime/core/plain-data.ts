/**
 * Copies of plain data: numbers, text, true and false, null, lists and
 * plain objects, the only values a game's state, log and actions hold.
 * A copy walks the data directly, several times faster than
 * `structuredClone` on a game's state (it keeps no map of objects seen and
 * knows no other types), and refuses anything that is not plain data, so
 * that an action a player gives is both copied and checked in one pass.
 */

import { pieceRecord, type PieceState } from "../pieces.js";
import { REPLACED } from "./state.js";

/** Raised for a value that is not plain data (a function, a class instance, a symbol, `undefined` in a list, a cycle). */
export class NotPlainData extends TypeError {}

const MAX_DEPTH = 200;

/** A deep copy of data given from outside (an action); throws `NotPlainData` for anything but plain data. */
export function copyPlain<T>(v: T): T {
  return copy(v, 0, true) as T;
}

/**
 * `copyPlain` for an action: read once, so that a getter or a proxy cannot
 * answer one way when the action is checked and another when it is played.
 * One of the very options the engine offered (`offered`, compared by
 * identity: the engine's own lists, which nobody else made) needs no copy.
 */
export function copyAction<T>(v: T, offered: readonly unknown[] = []): T {
  return offered.includes(v) ? v : copyPlain(v);
}

/**
 * A deep copy of a game's own state, which holds only plain data; unset
 * slots (`undefined`) are kept as they are, as `structuredClone` keeps them.
 */
export function copyState<T>(v: T): T {
  return copy(v, 0, false) as T;
}

/** Whether two plain values hold the same data (lists item by item, records field by field, in any order). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    if (!(k in y) || !sameData(x[k], y[k])) return false;
    n++;
  }
  for (const _ in y) n--;
  return n === 0;
}

function copy(v: unknown, depth: number, strict: boolean): unknown {
  if (typeof v !== "object" || v === null) {
    if (typeof v === "number" || typeof v === "string" || typeof v === "boolean" || v === null || (v === undefined && !strict)) return v;
    throw new NotPlainData(`${typeof v} is not plain data`);
  }
  // Deeper than any game's data: a cycle, or a value built to exhaust the stack.
  if (strict && depth > MAX_DEPTH) throw new NotPlainData(`data nested more than ${MAX_DEPTH} deep`);
  if (Array.isArray(v)) {
    // A list of plain scalars (a frame's numbers, alias numbers) in one step.
    if (!strict && scalars(v)) return v.slice();
    const n = v.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) out[i] = copy(v[i], depth + 1, strict);
    return out;
  }
  const proto = Object.getPrototypeOf(v) as unknown;
  if (proto !== Object.prototype && proto !== null) throw new NotPlainData("only plain objects are plain data");
  const out: Record<string, unknown> = {};
  if (!strict) {
    // A state: every field kept, undefined ones too, by a for-in, which makes no list of the keys
    // (a plain object has no inherited fields for it to find).
    for (const k in v) out[k] = copy((v as Record<string, unknown>)[k], depth + 1, false);
    return out;
  }
  for (const k of Object.keys(v)) {
    const x = (v as Record<string, unknown>)[k];
    // An absent optional field (`undefined`) of an action is left out, as JSON would.
    if (x !== undefined) out[k] = copy(x, depth + 1, strict);
  }
  return out;
}

/**
 * A copy of a game's state for the engine's own use (a new game from a
 * board worked out once): `copyState`, but the contents of places (and of
 * a board's holders and areas), lists of pieces, are copied by slicing each
 * list. Games then play faster on them (measured: Tic-Tac-Toe 1.15x, the
 * others no slower), most likely because of how JavaScript stores a sliced
 * list. The places' ids, which nothing changes, are shared; so, with
 * `records: "shared"`, for an engine's own use, are the records the engine
 * replaces rather than changes: pieces' (see `PieceState`), tracks and
 * areas' state (see `REPLACED`).
 */
export function copyBoard<T extends object>(s: T, options: { records?: "shared" } = {}): T {
  const shared = options.records === "shared";
  if (inStateOrder(s as Record<string, unknown>)) return copyEngineState(s as Record<string, unknown>, shared) as T;
  const out = {} as Record<string, unknown>;
  // How each field is copied; `copyEngineState` writes the same out for an engine's state.
  for (const k in s) {
    const v = (s as Record<string, unknown>)[k];
    out[k] =
      k === "places"
        ? copyPlaces(v as (unknown[] | null)[])
        : k === "placeIds"
          ? v
          : k === "holders" || k === "areas"
            ? copyLists(v as Record<string, unknown[]>)
            : k === "pieces"
              ? shared && Array.isArray(v)
                ? v.slice()
                : copyPieces(v as PieceState[])
              : shared && REPLACED.has(k)
                ? v
                : k === "stack"
                  ? copyFrames(v)
                  : k === "wait"
                    ? copyWait(v)
                    : copy(v, 0, false);
  }
  return out as T;
}

/** The fields of an engine's state, in the order the engine gives them (`initialState`, then a new game's). */
const STATE_FIELDS: readonly string[] = ["turn", "sides", "pieces", "places", "placeIds", "areaPlaces", "tracks", "sideState", "active", "areaState", "program", "rng", "stack", "wait", "log", "secrets", "at", "outcome"];

/** Whether a record's fields are some of an engine state's, in that order (`copyEngineState` can copy it). */
function inStateOrder(s: Record<string, unknown>): boolean {
  let j = 0;
  for (const k in s) {
    while (j < STATE_FIELDS.length && STATE_FIELDS[j] !== k) j++;
    if (j === STATE_FIELDS.length) return false;
    j++;
  }
  return true;
}

/**
 * `copyBoard` of an engine's state: each field written by its name, in the
 * engine's order, so the copy is the same record, field for field, that the
 * general loop makes. Written by a name, each store is one V8 compiles for
 * the one record it sees there; written by a key held in a variable, every
 * store of the loop went by V8's slowest path (about 15 a copy). Each field
 * is copied here as the loop copies it, written out: one function holding
 * the loop's rule for every field, called for each, made a new game 12%
 * slower (measured on 29 November), so a change to how a field is copied
 * is made in both places.
 */
function copyEngineState(s: Record<string, unknown>, shared: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if ("turn" in s) out["turn"] = scalarOr(s["turn"]);
  if ("sides" in s) out["sides"] = copy(s["sides"], 0, false);
  if ("pieces" in s) {
    const v = s["pieces"];
    out["pieces"] = shared && Array.isArray(v) ? v.slice() : copyPieces(v as PieceState[]);
  }
  if ("places" in s) out["places"] = copyPlaces(s["places"] as (unknown[] | null)[]);
  if ("placeIds" in s) out["placeIds"] = s["placeIds"];
  if ("areaPlaces" in s) out["areaPlaces"] = scalarOr(s["areaPlaces"]);
  if ("tracks" in s) out["tracks"] = record("tracks", s["tracks"], shared);
  if ("sideState" in s) out["sideState"] = copy(s["sideState"], 0, false);
  if ("active" in s) out["active"] = scalarOr(s["active"]);
  if ("areaState" in s) out["areaState"] = record("areaState", s["areaState"], shared);
  if ("program" in s) out["program"] = scalarOr(s["program"]);
  if ("rng" in s) out["rng"] = copy(s["rng"], 0, false);
  if ("stack" in s) out["stack"] = copyFrames(s["stack"]);
  if ("wait" in s) out["wait"] = copyWait(s["wait"]);
  if ("log" in s) out["log"] = copy(s["log"], 0, false);
  if ("secrets" in s) out["secrets"] = copy(s["secrets"], 0, false);
  if ("at" in s) out["at"] = copy(s["at"], 0, false);
  if ("outcome" in s) out["outcome"] = copy(s["outcome"], 0, false);
  return out;
}

/** A record the engine replaces rather than changes (`REPLACED`): shared with `shared`, else copied. */
function record(k: string, v: unknown, shared: boolean): unknown {
  return shared && REPLACED.has(k) ? v : copy(v, 0, false);
}

/**
 * A copy of the stack of frames. The engine's frames have three fields, or
 * four with the actor, and are built as such records at once: copied field
 * by field through `copy`, which sees records of every shape, each field was
 * stored by V8's slowest path, and two frames took a fifth of a new game of
 * Tic-Tac-Toe. A frame of any other shape (a state from outside) goes
 * through `copy`, which keeps and checks all it holds.
 */
function copyFrames(stack: unknown): unknown {
  if (!Array.isArray(stack)) return copy(stack, 0, false);
  const n = stack.length;
  const out = new Array<unknown>(n);
  for (let i = 0; i < n; i++) {
    const f = stack[i] as Record<string, unknown>;
    const fields = typeof f === "object" && f !== null && !Array.isArray(f) && Object.getPrototypeOf(f) === Object.prototype ? frameFields(f) : 0;
    out[i] =
      fields === 3
        ? { p: scalarOr(f["p"]), pc: scalarOr(f["pc"]), l: copyLocals(f["l"]) }
        : fields === 4
          ? { p: scalarOr(f["p"]), pc: scalarOr(f["pc"]), l: copyLocals(f["l"]), a: scalarOr(f["a"]) }
          : copy(f, 1, false);
  }
  return out;
}

/**
 * A field that is most often a plain scalar (the turn, the acting side, a
 * frame's step and counter): kept as it is, without a call of `copy`, whose
 * one place sees values of every kind; anything else copied (and checked) by it.
 */
function scalarOr(v: unknown): unknown {
  const t = typeof v;
  return t === "number" || t === "string" || t === "boolean" || v === null || v === undefined ? v : copy(v, 1, false);
}

/**
 * A frame's locals: numbers, text, true or false and lists of them, most
 * often (the sides a phase goes through, a window's plays), each list
 * sliced; a record, or a list holding lists or records, copied by `copy`.
 * New games and clones copy two or three frames each. A list of scalars
 * alone is built item by item too, not sliced whole: measured, the slice
 * was no quicker (Tic-Tac-Toe about 1% more instructions), likely because
 * a copy built so is one kind of list whatever the source's, so the steps
 * that read locals see fewer kinds.
 */
function copyLocals(l: unknown): unknown {
  if (!Array.isArray(l)) return copy(l, 1, false);
  const n = l.length;
  const out = new Array<unknown>(n);
  for (let i = 0; i < n; i++) {
    const x = l[i];
    out[i] = typeof x !== "object" || x === null ? scalarOr(x) : Array.isArray(x) && scalars(x) ? x.slice() : copy(x, 2, false);
  }
  return out;
}

/** How many fields a frame has when they are just a frame's (`p`, `pc`, `l` and maybe `a`); 0 otherwise. */
function frameFields(f: Record<string, unknown>): number {
  let n = 0;
  for (const k in f) {
    if (k !== "p" && k !== "pc" && k !== "l" && k !== "a") return 0;
    n++;
  }
  return n === 4 || (n === 3 && !("a" in f)) ? n : 0;
}

/**
 * A copy of where play waits: copied whole in one step at a place of its
 * own (which sees only waits, a few shapes), then each field holding a list
 * or record (the options, the sides asked, their answers) copied in turn.
 */
function copyWait(w: unknown): unknown {
  if (typeof w !== "object" || w === null || Array.isArray(w) || Object.getPrototypeOf(w) !== Object.prototype) return copy(w, 0, false);
  const out = { ...(w as Record<string, unknown>) };
  for (const k in out) {
    const x = out[k];
    if (typeof x === "object" ? x !== null : typeof x !== "number" && typeof x !== "string" && typeof x !== "boolean" && x !== undefined) out[k] = copy(x, 1, false);
  }
  return out;
}

/**
 * A copy of a record of a state (a piece's fields): copied whole in one step,
 * which for records of one shape is much faster than field by field, then
 * any field holding a list or record copied in turn. Only pieces' fields are
 * copied so: for the state's other records (tracks, side state, frames),
 * many-keyed or of varied shapes, the one-step copy was slower than `copy`'s
 * field by field (`clone()` of Once We Moved Like the Wind 6.9 -> 8.8 µs).
 */
function copyRecord(v: Record<string, unknown>): Record<string, unknown> {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return copy(v, 0, false) as Record<string, unknown>;
  const proto = Object.getPrototypeOf(v) as unknown;
  if (proto !== Object.prototype && proto !== null) return copy(v, 0, false) as Record<string, unknown>;
  const out = { ...v };
  for (const k in out) {
    const x = out[k];
    // Lists and records are copied in turn; anything that is not plain data is refused there, as `copy` refuses it.
    if (typeof x === "object" ? x !== null : typeof x !== "number" && typeof x !== "string" && typeof x !== "boolean" && x !== undefined) out[k] = copy(x, 1, false);
  }
  return out;
}

function copyPlaces(places: (unknown[] | null)[]): (unknown[] | null)[] {
  const n = places.length;
  const out = new Array<unknown[] | null>(n);
  for (let k = 0; k < n; k++) {
    const list = places[k]!;
    out[k] = list === null ? null : flat(list) ? list.slice() : (copy(list, 0, false) as unknown[]);
  }
  return out;
}

/** Whether a list holds only plain scalars (numbers, text, true or false, null, unset slots): what `copy` keeps as it is. */
function scalars(list: unknown[]): boolean {
  for (let i = 0; i < list.length; i++) {
    const x = list[i];
    const t = typeof x;
    if (t !== "number" && t !== "string" && t !== "boolean" && x !== null && x !== undefined) return false;
  }
  return true;
}

/** Whether a list holds no lists or records (pieces are numbers or names). */
function flat(list: unknown[]): boolean {
  for (let i = 0; i < list.length; i++) if (typeof list[i] === "object" && list[i] !== null) return false;
  return true;
}

/**
 * A copy of a state's pieces, each record made with all its fields in one
 * order (`pieceRecord`): records of one shape copy, and are read, much
 * faster than records built field by field.
 */
function copyPieces(pieces: PieceState[] | Record<string, PieceState>): PieceState[] | Record<string, PieceState> {
  const one = (p: PieceState) => (typeof p === "object" && p !== null ? pieceRecord(p, copyRecord(p.state)) : (copy(p, 0, false) as PieceState));
  if (Array.isArray(pieces)) {
    const n = pieces.length;
    const out = new Array<PieceState>(n);
    for (let i = 0; i < n; i++) out[i] = one(pieces[i]!);
    return out;
  }
  // A board as clients see it keeps its pieces by id.
  const out: Record<string, PieceState> = {};
  for (const id in pieces) out[id] = one(pieces[id]!);
  return out;
}

function copyLists(lists: Record<string, unknown[]>): Record<string, unknown[]> {
  const out: Record<string, unknown[]> = {};
  for (const k in lists) {
    const list = lists[k]!;
    out[k] = flat(list) ? list.slice() : (copy(list, 0, false) as unknown[]);
  }
  return out;
}
