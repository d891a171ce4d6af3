/**
 * The board a player is shown (`Engine.view`), made in one pass over the
 * state: each piece read once and written once (under its alias when it is
 * hidden from the player), each place's list named once, the rest copied.
 * Hosts ask for a view after every action, for every player, so this is
 * kept as cheap as the board it gives allows: it makes the same board as
 * copying the state, naming its pieces and places (`readableBoard`), then
 * putting hidden pieces under their aliases (`boardFor`), which a test holds
 * it to.
 */
import type { PieceState } from "../pieces.js";
import type { DataIndex } from "./data.js";
import { copyState } from "./plain-data.js";
import { PLACE_BASE } from "./places.js";
import { aliasedPiece, aliasOf, hiddenFrom, hides, maskedPiece, type Secrets, type VisibilityRules } from "./secrecy.js";
import { PIECE_BASE, type Board, type BoardPiece, type GameState } from "./state.js";
import { pieceNumber, shownBy } from "./values.js";

/** What a view leaves out of the state: chance, frames, the log, the program and the secrets; places are named apart. */
const LEFT_OUT = new Set(["rng", "stack", "wait", "log", "program", "secrets", "placeIds", "areaPlaces", "pieces", "places"]);

/**
 * The board as `player` sees it. Without `secrets` nothing is hidden, and
 * pieces keep the state's order; with them, pieces are listed sorted by the
 * name they are shown under (visible ids and aliases alike), and a holder
 * that hides its contents from the player lists them sorted too, so no
 * order tells anything. `memo` carries the order of one player's last view
 * to the next (see `ViewMemo`); the board is the same with or without it.
 */
export function boardView(s: GameState & Record<string, unknown>, index: DataIndex, player: string, secrets: Secrets | undefined, rules: VisibilityRules | undefined, looks: (kind: string) => string | undefined, memo?: ViewMemo): Board {
  const ids = index.pieceIds;
  const places = s.placeIds;
  const n = s.pieces.length;
  /** The name each piece is shown under, by its place in the state's list. */
  const named = new Array<string>(n);
  const pieces: BoardPiece[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const p = s.pieces[i]!;
    const hidden = secrets !== undefined && hiddenFrom(p, player, rules!);
    named[i] = hidden ? aliasOf(secrets, i) : p.id;
    pieces[i] = seenPiece(p, named[i]!, hidden, ids, places, looks);
  }
  // With secrets, pieces are listed by name: `order` is their places in the state's list in that order.
  const order = secrets !== undefined ? orderByName(named, memo) : undefined;
  const holders: Record<string, string[]> = {};
  const areas: Record<string, string[]> = {};
  /** Hidden holders whose lists are all pieces, by slot: filled in name order from `order` below rather than sorted. */
  let inOrder: (string[] | undefined)[] | undefined;
  let slotOf: Int32Array | undefined;
  for (let k = 0; k < s.places.length; k++) {
    const list = s.places[k];
    if (list === null || list === undefined) continue;
    const id = places[k]!;
    const rule = k < s.areaPlaces ? undefined : rules?.holders[id];
    const hidden = secrets !== undefined && rule !== undefined && hides(rule.visibility, rule.owner, player);
    const out = new Array<string>(list.length);
    let allPieces = true;
    for (let j = 0; j < list.length; j++) {
      // A place lists a piece by its number, or by its kind's name when it is the only one of its kind.
      const v = list[j] as unknown;
      const at = typeof v === "number" ? (v >= PIECE_BASE && v < PLACE_BASE ? v - PIECE_BASE : undefined) : typeof v === "string" ? index.namedPieces.get(v) : undefined;
      if (at !== undefined && at < n) {
        out[j] = named[at]!;
        if (hidden) (slotOf ??= new Int32Array(n).fill(-1))[at] = k;
      } else {
        out[j] = shownBy(ids, places, copyState(v)) as string;
        allPieces = false;
      }
    }
    if (k < s.areaPlaces) areas[id] = out;
    else {
      holders[id] = out;
      if (hidden) {
        // A holder that hides its contents lists them sorted by name, so no order tells anything.
        if (allPieces && list.length > 1) {
          out.length = 0;
          (inOrder ??= [])[k] = out;
        } else out.sort();
      }
    }
  }
  if (inOrder !== undefined) {
    // The pieces are already in name order: each hidden holder takes its own as they come.
    for (let r = 0; r < n; r++) {
      const i = order![r]!;
      const k = slotOf![i]!;
      if (k >= 0) inOrder[k]?.push(named[i]!);
    }
  }
  const board: Record<string, unknown> = {};
  for (const k in s) {
    if (k === "pieces") {
      const ordered: Record<string, BoardPiece> = {};
      if (order === undefined) for (let i = 0; i < n; i++) ordered[named[i]!] = pieces[i]!;
      else for (let r = 0; r < n; r++) ordered[named[order[r]!]!] = pieces[order[r]!]!;
      board["pieces"] = ordered;
    } else if (k === "places") {
      board["holders"] = holders;
      board["areas"] = areas;
    } else if (!LEFT_OUT.has(k)) board[k] = shownCopy(ids, places, s[k]);
  }
  return board as unknown as Board;
}

/** A piece as a player sees it, shown under `name`: its own record with pieces and places named, or, when hidden, what it looks like. */
function seenPiece(p: PieceState, name: string, hidden: boolean, ids: readonly string[], places: readonly string[], looks: (kind: string) => string | undefined): BoardPiece {
  const location = shownBy(ids, places, p.location) as string;
  if (hidden) {
    const masked = maskedPiece(p, name, looks(p.kind)) as BoardPiece;
    masked.location = location;
    return masked;
  }
  return { ...p, location, state: shownCopy(ids, places, p.state) as PieceState["state"] } as BoardPiece;
}

/**
 * Some pieces as `player` sees them, each as its record in the player's
 * view (`boardView(...).pieces[name]`), by the names the player was shown
 * (ids, and aliases of pieces hidden from them); a name that is no piece
 * the player sees by it is left out. What a host needs to put an action in
 * words, without making the whole board: a handful of pieces, not all.
 */
export function seenPieces(s: GameState, index: DataIndex, player: string, secrets: Secrets | undefined, rules: VisibilityRules | undefined, looks: (kind: string) => string | undefined, names: Iterable<string>): Record<string, BoardPiece> {
  const out: Record<string, BoardPiece> = {};
  for (const name of names) {
    if (name in out) continue;
    const ref = index.pieceRefs.get(name);
    let i = ref === undefined ? undefined : pieceNumber(index, ref);
    let hidden = false;
    if (i === undefined && secrets !== undefined) {
      i = aliasedPiece(secrets, name);
      hidden = true;
    }
    const p = i === undefined ? undefined : s.pieces[i];
    // A piece is seen by its id only when it is not hidden, and by its alias only when it is.
    if (p === undefined || (secrets !== undefined && hiddenFrom(p, player, rules!)) !== hidden) continue;
    out[name] = seenPiece(p, name, hidden, index.pieceIds, s.placeIds, looks);
  }
  return out;
}

/**
 * What one player's views keep from one to the next (`Engine` keeps one per
 * player): the order the pieces were last listed in. Between two views few
 * pieces change name (a reveal, an alias renewed), so putting the last
 * order right again costs about one pass where sorting costs a dozen.
 */
export interface ViewMemo {
  order?: Int32Array;
}

/**
 * The places of the pieces in the state's list, in the order of their names
 * (the place breaking ties, as a stable sort of the state's order would):
 * the memo's last order put right by insertion, or a fresh sort when it is
 * missing or too far out of order (a shuffle renewing many aliases).
 */
export function orderByName(named: readonly string[], memo: ViewMemo | undefined): Int32Array {
  const n = named.length;
  const compare = (a: number, b: number) => {
    const x = named[a]!;
    const y = named[b]!;
    return x < y ? -1 : x > y ? 1 : a - b;
  };
  const last = memo?.order;
  if (last !== undefined && last.length === n) {
    const order = last;
    // Insertion sort, given up once it has moved more than a few passes' worth.
    let budget = 8 * n;
    let i = 1;
    for (; i < n && budget >= 0; i++) {
      const x = order[i]!;
      let j = i - 1;
      while (j >= 0 && compare(x, order[j]!) < 0) {
        order[j + 1] = order[j]!;
        j--;
        budget--;
      }
      order[j + 1] = x;
    }
    if (i === n && budget >= 0) return order;
  }
  const order = Int32Array.from({ length: n }, (_, i) => i).sort(compare);
  if (memo !== undefined) memo.order = order;
  return order;
}

/**
 * A copy of plain data with pieces and places named (`shownBy`), in one
 * pass: what `copyState` of `shownBy` gives, without making the value twice.
 * A record is copied whole first (one step for a record of one shape, as
 * pieces' states are), then its fields that need it replaced.
 */
function shownCopy(ids: readonly string[], places: readonly string[], v: unknown): unknown {
  if (typeof v !== "object" || v === null) return typeof v === "number" ? shownBy(ids, places, v) : v;
  if (Array.isArray(v)) {
    const n = v.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) out[i] = shownCopy(ids, places, v[i]);
    return out;
  }
  const out: Record<string, unknown> = { ...(v as Record<string, unknown>) };
  for (const k in out) {
    const x = out[k];
    if (typeof x === "number" ? x >= PIECE_BASE : typeof x === "object" && x !== null) out[k] = shownCopy(ids, places, x);
  }
  return out;
}
