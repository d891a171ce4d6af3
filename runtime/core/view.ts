/**
 * The board a player is shown (`Engine.view`). Hosts ask for a view after
 * every action, for every player, so each player's next view is made from
 * their last (`ViewMemo`): a piece whose fields and state record did not
 * change keeps its record, a place whose entries did not change its list,
 * and the state's other fields their copies; only the rest is made again,
 * and the board is frozen so that views can share it. It is the same board
 * as copying the state, naming its pieces and places (`readableBoard`),
 * then putting hidden pieces under their aliases (`boardFor`), which a test
 * holds it to at every step of random games.
 */
import type { PieceState } from "../pieces.js";
import type { DataIndex } from "./data.js";
import { copyState } from "./plain-data.js";
import { PLACE_BASE } from "./places.js";
import { aliasedPiece, aliasOf, hiddenFrom, hides, maskedPiece, type Secrets, type VisibilityRules } from "./secrecy.js";
import { PIECE_BASE, REPLACED, type Board, type BoardPiece, type GameState } from "./state.js";
import { pieceNumber, shownBy } from "./values.js";

/** What a view leaves out of the state: chance, frames, the log, the program and the secrets; places are named apart. */
const LEFT_OUT = new Set(["rng", "stack", "wait", "log", "program", "secrets", "placeIds", "areaPlaces", "pieces", "places"]);

/**
 * What a view makes of each field of the state: nothing, a copy (one the
 * engine replaces rather than changes, `REPLACED`, is as it was when it is
 * the same record), the pieces' list, or the holders and areas from the
 * places. Kept for each field by its place in the state's order, so that a
 * view does not look its fields up by name (two look-ups in sets a field
 * were a tenth of an Apache view).
 */
/**
 * How many pieces a view puts right one by one, where they stand in a list
 * kept from the last view (found by search, moved by `splice`): more than
 * that (a shuffle, a battle) and one pass over the whole list costs less.
 */
const FEW = 8;

const LEFT_OUT_FIELD = 0;
const SHOWN_FIELD = 1;
const REPLACED_FIELD = 2;
const PIECES_FIELD = 3;
const PLACES_FIELD = 4;

function roleOf(k: string): number {
  return k === "pieces" ? PIECES_FIELD : k === "places" ? PLACES_FIELD : LEFT_OUT.has(k) ? LEFT_OUT_FIELD : REPLACED.has(k) ? REPLACED_FIELD : SHOWN_FIELD;
}

/**
 * The pieces given a new record or alias (by their place in the state's
 * list), in the order they were, as a run context lists them from run to
 * run (`RunContext` is one): a view made after another from the same
 * journal looks at those pieces alone, not at every piece. Kept only once a
 * view has asked for it (`changed` set to a list), so that play no one
 * views (a bot's playouts, a bench) does not keep it. The list starts again
 * when full; `changedBefore` counts the entries it dropped, so a view can
 * tell whether all it missed is still listed.
 */
export interface PieceJournal {
  changed: number[] | undefined;
  changedBefore: number;
}

/**
 * The board as `player` sees it. Without `secrets` nothing is hidden, and
 * pieces keep the state's order; with them, pieces are listed sorted by the
 * name they are shown under (visible ids and aliases alike), and a holder
 * that hides its contents from the player lists them sorted too, so no
 * order tells anything. `memo` carries one player's last view to the next
 * (see `ViewMemo`), whose unchanged parts this one shares; the board is the
 * same with or without it, and frozen either way. `journal`, when given,
 * lists every piece changed in `s` since it was made (the engine's run
 * context), so that this view need look at no other piece.
 */
export function boardView(s: GameState & Record<string, unknown>, index: DataIndex, player: string, secrets: Secrets | undefined, rules: VisibilityRules | undefined, looks: (kind: string) => string | undefined, memo?: ViewMemo, journal?: PieceJournal): Board {
  const ids = index.pieceIds;
  const places = s.placeIds;
  const n = s.pieces.length;
  const m = s.places.length;
  let last = memo?.last;
  // Taken out while this view is made, so that a view given up half made leaves nothing half kept.
  if (memo !== undefined) memo.last = undefined;
  // The last view's parts are shared only when it was made the same way: the same index (pieces' names), places, rules and aliases' key.
  if (last !== undefined && (last.places !== places || last.rules !== rules || last.index !== index || last.key !== secrets?.key || last.pinned !== (secrets?.pinned !== undefined) || last.named.length !== n || last.src.length !== m)) last = undefined;
  const w: LastView = last ?? freshView(places, rules, index, secrets, n, m);
  const named = w.named;
  const pinned = secrets?.pinned;
  const marks = secrets?.marks;
  const pieces = s.pieces;
  const lastPiece = w.piece;
  const lastMark = w.mark;
  /** Pieces whose record is new since the last view, and whether any of them changed name. */
  let remade: number[] | undefined;
  let renamed: Uint8Array | undefined;
  /**
   * The places that list a renamed piece, by slot (`touched`): a piece is listed in the place it
   * stands in, so only their lists need a look; `anywhere` when one stands in no place of the list.
   */
  let touched: Uint8Array | undefined;
  let anywhere = false;
  const renamedList: number[] = [];
  const shared = memo?.shared;
  // Only the pieces the journal lists since the last view, when it was made from the same journal, pieces' list and
  // aliases; else every piece (a first view, a clone's, a restored state's), as when the journal no longer lists all
  // the last view missed (it started again since: `from` below 0).
  const listed = journal?.changed;
  const from = last !== undefined && listed !== undefined && w.journal === journal && w.pieceList === pieces && w.markList === marks ? w.seen - journal!.changedBefore : -1;
  const count = from < 0 ? n : listed!.length - from;
  for (let j = 0; j < count; j++) {
    const i = from < 0 ? j : listed![from + j]!;
    const p = pieces[i]!;
    // A piece is as it was when it has the same record and alias: the engine gives a piece a new
    // record rather than changing one (see `PieceState`), and its clones share them.
    if (last !== undefined && p === lastPiece[i] && (marks === undefined || (marks[i] === lastMark[i] && (pinned === undefined || (pinned[i] ?? null) === w.pinnedNames[i])))) continue;
    const hidden = secrets !== undefined && hiddenFrom(p, player, rules!);
    const name = hidden ? aliasOf(secrets, i) : p.id;
    if (named[i] !== name) {
      // Marked in scratch lists the view keeps (a typed list costs about half a microsecond to make), cleared below.
      if (last !== undefined) {
        (renamed ??= w.renamed ??= new Uint8Array(n))[i] = 1;
        renamedList.push(i);
        const k = index.slotOf(p.location);
        if (k === undefined || k >= m) anywhere = true;
        else (touched ??= w.touched ??= new Uint8Array(m))[k] = 1;
      }
      named[i] = name;
    }
    w.piece[i] = p;
    if (secrets !== undefined) {
      w.mark[i] = secrets.marks[i]!;
      if (pinned !== undefined) w.pinnedNames[i] = pinned[i] ?? null;
    }
    w.records[i] = shared !== undefined ? sharedRecord(shared, i, p, name, hidden, ids, places, looks) : frozenPiece(seenPiece(p, name, hidden, ids, places, looks));
    (remade ??= []).push(i);
  }
  w.journal = journal;
  w.seen = listed === undefined ? 0 : journal!.changedBefore + listed.length;
  w.pieceList = pieces;
  w.markList = marks;
  const compare = (a: number, b: number) => {
    const x = named[a]!;
    const y = named[b]!;
    return x < y ? -1 : x > y ? 1 : a - b;
  };
  let listsChanged = last === undefined;
  /** The places whose lists were made again, and whether one of them came or went (then the records of lists are made anew). */
  const remadeLists: number[] = [];
  let cameOrWent = false;
  for (let k = 0; k < m; k++) {
    const list = s.places[k];
    if (last !== undefined && sameEntries(list, w.src[k]) && (renamed === undefined || (touched?.[k] !== 1 && (!anywhere || !namesAnyOf(list, renamed, index, n))))) continue;
    listsChanged = true;
    remadeLists.push(k);
    if ((list === null || list === undefined) !== (w.lists[k] === undefined)) cameOrWent = true;
    if (list === null || list === undefined) {
      w.src[k] = list;
      w.lists[k] = undefined;
      w.sorted[k] = undefined;
      continue;
    }
    const was = w.src[k];
    w.src[k] = list.slice();
    // A holder's rule by its slot, or by its id in rules made by hand (which may keep none by slot).
    const rule = k < s.areaPlaces || rules === undefined ? undefined : rules.bySlot !== undefined ? rules.bySlot[k] : rules.holders[places[k]!];
    const hidden = secrets !== undefined && rule !== undefined && hides(rule.visibility, rule.owner, player);
    // A hidden place can be put right from its last list when few of its pieces changed (not after
    // many were renamed at once: a shuffle renames a whole pile, which is then made anew).
    const patched = hidden && last !== undefined ? patchedList(w, k, list, was, index, anywhere, renamedList, pieces, renamed, compare) : undefined;
    w.lists[k] = Object.freeze(patched ?? placeList(w, k, list, hidden, ids, places, index, renamed, compare));
  }
  if (listsChanged && last !== undefined && !cameOrWent) {
    // The same places as last time: only a record with a list made again is made again, the others kept. A record
    // of many places (a map's areas) is copied from the last one and the new lists put in: built up name by name,
    // each is a look-up by text (a third of a SQUARES view). A few places (Apache's eleven holders) cost less
    // built up than copied from a frozen record, which JavaScript copies field by field (see `COPIED_RECORD`).
    let holders = false;
    let areas = false;
    for (let j = 0; j < remadeLists.length; j++) {
      if (remadeLists[j]! < s.areaPlaces) areas = true;
      else holders = true;
    }
    if (holders) w.holders = Object.freeze(remadeRecord(w.holders, w.lists, places, remadeLists, s.areaPlaces, m));
    if (areas) w.areas = Object.freeze(remadeRecord(w.areas, w.lists, places, remadeLists, 0, s.areaPlaces));
  } else if (listsChanged) {
    w.holders = Object.freeze(builtRecord(w.lists, places, s.areaPlaces, m));
    w.areas = Object.freeze(builtRecord(w.lists, places, 0, s.areaPlaces));
  }
  const piecesBefore = w.pieces;
  if (last === undefined || remade !== undefined) {
    // The pieces are listed by the names they are shown under (in the state's order when nothing is
    // hidden), so the list is made again whenever a piece changed, or its name and place in the order.
    // The view keeps that list as a plain list of its own (`inOrder`), put right where pieces changed,
    // and hands out a frozen copy of it: copying a plain list is one block copy, where gathering the
    // records by their order was a read through the order for each piece (a fifth of an Apache view).
    const inOrder = w.inOrder;
    if (secrets === undefined) {
      // A fresh view's list is empty: filled by pushing, it stays a list without holes.
      if (last === undefined) for (let i = 0; i < n; i++) inOrder.push(w.records[i]!);
      else for (const i of remade!) inOrder[i] = w.records[i]!;
    } else if (last === undefined) {
      const o = orderByName(named, memo);
      for (let r = 0; r < n; r++) inOrder.push(w.records[o[r]!]!);
    } else {
      // The memo keeps the order (a last view implies a memo): put right after renames, the list with it.
      const order = memo!.order!;
      if (renamed !== undefined && !movedFew(order, inOrder, w.records, renamedList, compare)) {
        const o = (memo!.order = reordered(order, renamed, compare));
        for (let r = 0; r < n; r++) inOrder[r] = w.records[o[r]!]!;
      } else if (remade!.length > FEW) {
        // Many changed (a battle, a turn's upkeep): each found by a search of the order would cost more than one pass.
        for (let r = 0; r < n; r++) inOrder[r] = w.records[order[r]!]!;
      } else {
        // Pieces whose record changed but not their name keep their place in the order.
        for (const i of remade!) if (renamed === undefined || renamed[i] !== 1) inOrder[order.indexOf(i)] = w.records[i]!;
      }
    }
    w.pieces = Object.freeze(inOrder.slice());
  }
  // The state's fields, in its order, each with its role in the view (`roleOf`), as the last view found them:
  // a field come or gone, or moved, makes the board anew (it lists them in the state's order).
  let restChanged = last === undefined;
  const keys = w.keys;
  const roles = w.roles;
  const shownAt = w.shownAt;
  let r = 0;
  for (const k in s) {
    if (keys[r] !== k) {
      keys[r] = k;
      roles[r] = roleOf(k);
      shownAt[r] = w.rest.get(k);
      restChanged = true;
    }
    const role = roles[r]!;
    r++;
    if (role === LEFT_OUT_FIELD || role === PIECES_FIELD || role === PLACES_FIELD) continue;
    const v = s[k];
    const was = shownAt[r - 1];
    // Records the engine replaces rather than changes (`REPLACED`) are as they were when they are the same record.
    if (was !== undefined && was.source === v && role === REPLACED_FIELD) continue;
    const now = sharedShown(ids, places, v, was);
    now.source = v;
    if (now === was) continue;
    w.rest.set(k, now);
    shownAt[r - 1] = now;
    restChanged = true;
  }
  if (keys.length !== r) {
    keys.length = r;
    roles.length = r;
    shownAt.length = r;
    restChanged = true;
  }
  if (restChanged || listsChanged || w.pieces !== piecesBefore) {
    const board: Record<string, unknown> = {};
    for (let j = 0; j < r; j++) {
      const role = roles[j]!;
      if (role === PIECES_FIELD) board["pieces"] = w.pieces;
      else if (role === PLACES_FIELD) {
        board["holders"] = w.holders;
        board["areas"] = w.areas;
      } else if (role !== LEFT_OUT_FIELD) board[keys[j]!] = shownAt[j]!.shown;
    }
    w.board = Object.freeze(board) as unknown as Board;
  }
  if (renamed !== undefined) for (const i of remade!) renamed[i] = 0;
  touched?.fill(0);
  if (memo !== undefined) memo.last = w;
  return w.board;
}

/**
 * The pieces' order by name after some were renamed (`renamed`): the others
 * keep their order, and each renamed one is put where its new name goes,
 * found by halving: in place when few are (`movedFew`, the usual step),
 * and many at once (a shuffle) merged into a new list.
 */
function reordered(order: number[], renamed: Uint8Array, compare: (a: number, b: number) => number): number[] {
  const moved: number[] = [];
  let kept = 0;
  for (let r = 0; r < order.length; r++) {
    const i = order[r]!;
    if (renamed[i] === 1) moved.push(i);
    else order[kept++] = i;
  }
  if (moved.length > 1) moved.sort(compare);
  if (moved.length > FEW) {
    const out = new Array<number>(order.length);
    let at = 0;
    let from = 0;
    for (const i of moved) {
      const to = firstAfter(order, from, kept, i, compare);
      while (from < to) out[at++] = order[from++]!;
      out[at++] = i;
    }
    while (from < kept) out[at++] = order[from++]!;
    return out;
  }
  // Each renamed piece goes in after the kept ones named before it, the rest moving up one.
  let from = 0;
  for (const i of moved) {
    const to = firstAfter(order, from, kept, i, compare);
    for (let r = kept; r > to; r--) order[r] = order[r - 1]!;
    order[to] = i;
    kept++;
    from = to + 1;
  }
  return order;
}

/**
 * A few renamed pieces (`few`) moved to where their new names go, in the
 * order and in the list of records kept with it (`inOrder`, each piece's
 * new record from `records`), each taken out where it stands and put in
 * where it now goes: found by the engine's own search and moves of lists,
 * not a pass of ours over the whole order. False, with nothing moved, when
 * there are too many for that (a shuffle renames a whole deck).
 */
function movedFew(order: number[], inOrder: BoardPiece[], records: readonly BoardPiece[], few: readonly number[], compare: (a: number, b: number) => number): boolean {
  if (few.length > FEW || order.length !== inOrder.length) return false;
  for (const i of few) {
    const r = order.indexOf(i);
    order.splice(r, 1);
    inOrder.splice(r, 1);
  }
  for (const i of few) {
    const r = firstAfter(order, 0, order.length, i, compare);
    order.splice(r, 0, i);
    inOrder.splice(r, 0, records[i]!);
  }
  return true;
}

/** The first place in `order[from..to)` (sorted) whose piece comes after `i`, by halving. */
function firstAfter(order: readonly number[], from: number, to: number, i: number, compare: (a: number, b: number) => number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(order[mid]!, i) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A place's list as a player sees it: pieces by the names they are shown
 * under, other entries named. A place that hides its contents from the
 * player lists them sorted by name, so no order tells anything; one of
 * pieces alone keeps its pieces in that order (`w.sorted`), and the next
 * list is the last one with the pieces gone taken out and the new ones
 * merged in, rather than a fresh sort of a whole deck.
 */
function placeList(w: LastView, k: number, list: readonly unknown[], hidden: boolean, ids: readonly string[], places: readonly string[], index: DataIndex, renamed: Uint8Array | undefined, compare: (a: number, b: number) => number): string[] {
  const named = w.named;
  const n = named.length;
  const before = w.sorted[k];
  w.sorted[k] = undefined;
  // Pieces in the list are marked 1; those kept from the last order in it 2; the marks are cleared after.
  const mark = hidden ? (w.marks ??= new Uint8Array(n)) : undefined;
  if (mark !== undefined) {
    // A hidden list of pieces alone is written out in name order below, so it is only marked here.
    let j = 0;
    for (; j < list.length; j++) {
      const at = pieceAt(list[j], index, n);
      if (at === undefined) break;
      mark[at] = 1;
    }
    if (j < list.length) {
      for (let r = 0; r < j; r++) mark[pieceAt(list[r], index, n)!] = 0;
      return namedList(list, named, index, ids, places).sort();
    }
  } else return namedList(list, named, index, ids, places);
  const kept: number[] = [];
  if (before !== undefined) {
    for (let r = 0; r < before.length; r++) {
      const i = before[r]!;
      if (mark[i] === 1 && (renamed === undefined || renamed[i] !== 1)) {
        kept.push(i);
        mark[i] = 2;
      }
    }
  }
  const added: number[] = [];
  for (let j = 0; j < list.length; j++) {
    const i = pieceAt(list[j], index, n)!;
    if (mark[i] === 1) added.push(i);
    mark[i] = 0;
  }
  // Two lists in name order, merged; most steps take pieces out of a hidden place or put one in.
  let merged = kept;
  if (added.length > 0) {
    if (added.length > 1) added.sort(compare);
    merged = new Array<number>(kept.length + added.length);
    let a = 0;
    let b = 0;
    for (let r = 0; r < merged.length; r++) merged[r] = b >= added.length || (a < kept.length && compare(kept[a]!, added[b]!) < 0) ? kept[a++]! : added[b++]!;
  }
  w.sorted[k] = merged;
  const out = new Array<string>(merged.length);
  for (let r = 0; r < merged.length; r++) out[r] = named[merged[r]!]!;
  return out;
}

/**
 * A hidden place's list of pieces put right from its last one (`w.sorted`)
 * when few pieces changed in it: those gone are taken out, those come in
 * (a piece coming into a place hidden from the player has a new alias) and
 * those renamed in it are put where their names go, found by halving, and
 * the rest keep their order. Undefined for many changes (a shuffle renames
 * a whole pile), or a list holding anything but pieces; then `placeList`
 * makes it. The usual changes (a draw from a deck, a card added to a pile
 * or taken from a hand: one stretch of the list replaced, no piece outside
 * it renamed) are told apart from the ends of the lists alone, without a
 * look at each piece in them (`stretchPatched`).
 */
function patchedList(w: LastView, k: number, list: readonly unknown[], was: readonly unknown[] | null | undefined, index: DataIndex, anywhere: boolean, renamedList: readonly number[], pieces: readonly PieceState[], renamed: Uint8Array | undefined, compare: (a: number, b: number) => number): string[] | undefined {
  const sorted = w.sorted[k];
  if (sorted === undefined || was === null || was === undefined || sorted.length !== was.length) return undefined;
  const n = w.named.length;
  const fewRenamed = renamedList.length <= FEW;
  const stretch = fewRenamed && !anywhere ? stretchPatched(sorted, list, was, index, n, k, renamedList, pieces, compare) : false;
  if (stretch === undefined) return undefined;
  if (!stretch && (!fewRenamed || !patchedFew(w, sorted, list, was, index, n, renamed, compare))) return undefined;
  // The names written out anew: copying the last list, which is frozen, costs more (V8 copies frozen lists slowly).
  const named = w.named;
  const out = new Array<string>(sorted.length);
  for (let r = 0; r < sorted.length; r++) out[r] = named[sorted[r]!]!;
  return out;
}

/**
 * Puts `sorted` right when the list changed from `was` in one stretch (the
 * entries alike at both ends), as a draw from a deck, a card put on a pile
 * or one taken from a hand change it: the pieces that went from the
 * stretch taken out, those that came into it put in where their names go.
 * Only when no piece outside the stretch was renamed (`renamedList`, the
 * pieces renamed since the last view: those now in place `k` must be among
 * those that came), and at most eight went or came. True when so; false,
 * with nothing changed, otherwise; undefined when the last order does not
 * hold a piece that went.
 */
function stretchPatched(sorted: number[], list: readonly unknown[], was: readonly unknown[], index: DataIndex, n: number, k: number, renamedList: readonly number[], pieces: readonly PieceState[], compare: (a: number, b: number) => number): boolean | undefined {
  const shorter = Math.min(list.length, was.length);
  let head = 0;
  while (head < shorter && list[head] === was[head]) head++;
  let tail = 0;
  while (tail < shorter - head && list[list.length - 1 - tail] === was[was.length - 1 - tail]) tail++;
  const goneTo = was.length - tail;
  const cameTo = list.length - tail;
  if (goneTo - head + (cameTo - head) > FEW) return false;
  for (let j = head; j < cameTo; j++) if (pieceAt(list[j], index, n) === undefined) return false;
  // A piece renamed where it stands in this place, outside the stretch, would have to move within the order.
  for (const i of renamedList) {
    if (index.slotOf(pieces[i]!.location) !== k) continue;
    let came = false;
    for (let j = head; j < cameTo && !came; j++) came = pieceAt(list[j], index, n) === i;
    if (!came) return false;
  }
  // Each found before anything changes, and taken out from the last place backwards, so each place still holds when its turn comes.
  const at: number[] = [];
  for (let j = head; j < goneTo; j++) {
    const i = pieceAt(was[j], index, n);
    const r = i === undefined ? -1 : sorted.indexOf(i);
    if (r < 0) return undefined;
    at.push(r);
  }
  if (at.length > 1) at.sort((x, y) => y - x);
  for (const r of at) sorted.splice(r, 1);
  for (let j = head; j < cameTo; j++) {
    const i = pieceAt(list[j], index, n)!;
    sorted.splice(firstAfter(sorted, 0, sorted.length, i, compare), 0, i);
  }
  return true;
}

/**
 * Puts `sorted` (the pieces of `was` in name order) right for `list`, when
 * at most eight pieces went, came or were renamed (`renamed`) in it: each
 * taken out where it stood, then put in where its name goes. False, with
 * nothing changed, when an entry is no piece or more changed.
 */
function patchedFew(w: LastView, sorted: number[], list: readonly unknown[], was: readonly unknown[], index: DataIndex, n: number, renamed: Uint8Array | undefined, compare: (a: number, b: number) => number): boolean {
  // Pieces of the last list are marked 1, those staying under the same name 2; the marks are cleared after.
  const mark = (w.marks ??= new Uint8Array(n));
  let pieces = 0;
  for (; pieces < was.length; pieces++) {
    const i = pieceAt(was[pieces], index, n);
    if (i === undefined) break;
    mark[i] = 1;
  }
  let few = pieces === was.length;
  const came: number[] = [];
  for (let j = 0; few && j < list.length; j++) {
    const i = pieceAt(list[j], index, n);
    if (i === undefined) few = false;
    else if (mark[i] === 1 && (renamed === undefined || renamed[i] !== 1)) mark[i] = 2;
    else if (came.push(i) > FEW) few = false;
  }
  const gone: number[] = [];
  for (let j = 0; j < pieces; j++) {
    const i = pieceAt(was[j], index, n)!;
    if (mark[i] === 1 && few) gone.push(i);
    mark[i] = 0;
  }
  if (!few || gone.length + came.length > FEW) return false;
  const at: number[] = [];
  for (const i of gone) {
    const r = sorted.indexOf(i);
    if (r < 0) return false;
    at.push(r);
  }
  if (at.length > 1) at.sort((x, y) => y - x);
  for (const r of at) sorted.splice(r, 1);
  for (const i of came) sorted.splice(firstAfter(sorted, 0, sorted.length, i, compare), 0, i);
  return true;
}

/** A place's entries as shown, in the list's order: pieces by their names in the view (`named`), anything else named as play shows it. */
function namedList(list: readonly unknown[], named: readonly string[], index: DataIndex, ids: readonly string[], places: readonly string[]): string[] {
  const n = named.length;
  const out = new Array<string>(list.length);
  for (let j = 0; j < list.length; j++) {
    const at = pieceAt(list[j], index, n);
    out[j] = at !== undefined ? named[at]! : (shownBy(ids, places, copyState(list[j])) as string);
  }
  return out;
}

/** The piece a place's entry stands for, by its place in the state's list: a piece's number, or its kind's name when it is the only one of its kind. */
function pieceAt(v: unknown, index: DataIndex, n: number): number | undefined {
  const at = typeof v === "number" ? (v >= PIECE_BASE && v < PLACE_BASE ? v - PIECE_BASE : undefined) : typeof v === "string" ? index.namedPieces.get(v) : undefined;
  return at !== undefined && at < n ? at : undefined;
}

/** Whether a place's list holds what it held: the same entries in the same order (a record in it is never taken as unchanged). */
function sameEntries(list: readonly unknown[] | null | undefined, was: readonly unknown[] | null | undefined): boolean {
  if (list === null || list === undefined || was === null || was === undefined) return list === was;
  if (list.length !== was.length) return false;
  for (let j = 0; j < list.length; j++) {
    const v = list[j];
    if (v !== was[j] || (typeof v === "object" && v !== null)) return false;
  }
  return true;
}

/** Whether a place's list holds one of the pieces marked in `renamed`. */
function namesAnyOf(list: readonly unknown[] | null | undefined, renamed: Uint8Array, index: DataIndex, n: number): boolean {
  if (list === null || list === undefined) return false;
  for (let j = 0; j < list.length; j++) {
    const at = pieceAt(list[j], index, n);
    if (at !== undefined && renamed[at] === 1) return true;
  }
  return false;
}

/** How many places a record of lists holds before it is copied from the last one rather than built up anew (see `remadeRecord`). */
const COPIED_RECORD = 24;

/**
 * The record of the lists of places `from` to `to` (the holders' slots,
 * or the areas') after the lists of places `remade` were made again: the
 * last record copied and those put in, for a record of many places, else
 * built up anew from every place's list.
 */
function remadeRecord(last: Record<string, readonly string[]>, lists: readonly (readonly string[] | undefined)[], places: readonly string[], remade: readonly number[], from: number, to: number): Record<string, readonly string[]> {
  if (to - from > COPIED_RECORD) {
    const out = { ...last };
    for (let j = 0; j < remade.length; j++) {
      const k = remade[j]!;
      if (k >= from && k < to) out[places[k]!] = lists[k]!;
    }
    return out;
  }
  return builtRecord(lists, places, from, to);
}

/** The record of the lists of places `from` to `to`, built up place by place in their order. */
function builtRecord(lists: readonly (readonly string[] | undefined)[], places: readonly string[], from: number, to: number): Record<string, readonly string[]> {
  const out: Record<string, readonly string[]> = {};
  for (let k = from; k < to; k++) {
    const list = lists[k];
    if (list !== undefined) out[places[k]!] = list;
  }
  return out;
}

/** An empty record of a view to come, for `n` pieces and `m` places. */
function freshView(places: readonly string[], rules: VisibilityRules | undefined, index: DataIndex, secrets: Secrets | undefined, n: number, m: number): LastView {
  return {
    places,
    rules,
    index,
    key: secrets?.key,
    named: new Array<string>(n),
    piece: new Array<PieceState>(n),
    mark: new Float64Array(n),
    pinned: secrets?.pinned !== undefined,
    pinnedNames: new Array<string | null>(n),
    records: new Array<BoardPiece>(n),
    journal: undefined,
    seen: 0,
    pieceList: undefined,
    markList: undefined,
    inOrder: [],
    pieces: [],
    src: new Array<readonly unknown[] | null | undefined>(m),
    lists: new Array<readonly string[] | undefined>(m),
    sorted: new Array<number[] | undefined>(m),
    holders: {},
    areas: {},
    rest: new Map(),
    keys: [],
    roles: [],
    shownAt: [],
    board: undefined as unknown as Board,
  };
}

/**
 * The records an engine's views make of its pieces, for every player (see
 * `ViewMemo.shared`): a piece shown by its id looks the same to everyone
 * who sees it, and one shown under its alias the same to everyone it is
 * hidden from (an alias is the piece's own, not a player's), so a piece
 * that changed is made into a record once, not once for each player
 * viewing. Kept for each piece by its place in the state's list, with the
 * record it was made from (the engine gives a piece a new record rather
 * than changing one), and for a hidden piece the alias it was made under.
 */
export interface SharedRecords {
  shownFrom: (PieceState | undefined)[];
  shown: (BoardPiece | undefined)[];
  maskedFrom: (PieceState | undefined)[];
  maskedAs: (string | undefined)[];
  masked: (BoardPiece | undefined)[];
}

/** An engine's shared records, none made yet. */
export function sharedRecords(): SharedRecords {
  return { shownFrom: [], shown: [], maskedFrom: [], maskedAs: [], masked: [] };
}

/** Piece `i` (its record `p`) as shown under `name`: the shared record when one was made from the same record (and alias), else a new one, kept. */
function sharedRecord(shared: SharedRecords, i: number, p: PieceState, name: string, hidden: boolean, ids: readonly string[], places: readonly string[], looks: (kind: string) => string | undefined): BoardPiece {
  if (hidden) {
    if (shared.maskedFrom[i] === p && shared.maskedAs[i] === name) return shared.masked[i]!;
    const r = frozenPiece(seenPiece(p, name, true, ids, places, looks));
    shared.maskedFrom[i] = p;
    shared.maskedAs[i] = name;
    shared.masked[i] = r;
    return r;
  }
  if (shared.shownFrom[i] === p) return shared.shown[i]!;
  const r = frozenPiece(seenPiece(p, name, false, ids, places, looks));
  shared.shownFrom[i] = p;
  shared.shown[i] = r;
  return r;
}

/** A piece's record made for a view (`seenPiece`, whose state is frozen already), frozen with its faces. */
function frozenPiece(r: BoardPiece): BoardPiece {
  if (r.faces !== undefined) Object.freeze(r.faces);
  return Object.freeze(r);
}

/**
 * A field of the state as shown, sharing what did not change with how it
 * was last shown (`was`): a record whose fields changed is made again with
 * its unchanged fields' copies kept, field by field, so a change to one
 * area's state does not copy every area's.
 */
function sharedShown(ids: readonly string[], places: readonly string[], v: unknown, was: Shown | undefined): Shown {
  if (was !== undefined && matches(v, was.from)) return was;
  if (was === undefined || typeof v !== "object" || v === null || Array.isArray(v) || !(was.from instanceof RecordSnapshot) || typeof was.shown !== "object" || was.shown === null) return { from: snapshot(v), shown: frozenCopy(ids, places, v) };
  const before = was.from;
  const shownBefore = was.shown as Record<string, unknown>;
  const keys: string[] = [];
  const values: Snapshot[] = [];
  const out: Record<string, unknown> = {};
  let j = 0;
  for (const k in v) {
    // Fields keep their order from one view to the next, so each is found where it was.
    const at = before.keys[j] === k ? j : before.keys.indexOf(k);
    const field = sharedShown(ids, places, (v as Record<string, unknown>)[k], at < 0 ? undefined : { from: before.values[at], shown: shownBefore[k] });
    keys.push(k);
    values.push(field.from);
    out[k] = field.shown;
    j++;
  }
  return { from: new RecordSnapshot(keys, values), shown: Object.freeze(out) };
}

/** A field of the state as a view showed it: what it held then, as shown, and (for the state's own fields) the very value it was made from. */
interface Shown {
  from: Snapshot;
  shown: unknown;
  source?: unknown;
}

/**
 * Plain data as it was when a view was made from it, kept to tell whether it
 * has changed since: records keep their fields' order, since the view
 * copies it. (The state is changed in place, so keeping the object itself
 * would tell nothing.)
 */
type Snapshot = string | number | boolean | null | undefined | ListSnapshot | RecordSnapshot;
class ListSnapshot {
  constructor(readonly items: readonly Snapshot[]) {}
}
class RecordSnapshot {
  constructor(
    readonly keys: readonly string[],
    readonly values: readonly Snapshot[],
  ) {}
}

function snapshot(v: unknown): Snapshot {
  if (typeof v !== "object" || v === null) return v as Snapshot;
  if (Array.isArray(v)) return new ListSnapshot(v.map(snapshot));
  const keys: string[] = [];
  const values: Snapshot[] = [];
  for (const k in v) {
    keys.push(k);
    values.push(snapshot((v as Record<string, unknown>)[k]));
  }
  return new RecordSnapshot(keys, values);
}

/** Whether plain data still holds what its snapshot recorded, in the same order. */
function matches(v: unknown, was: Snapshot): boolean {
  if (typeof v !== "object" || v === null) return v === was;
  if (Array.isArray(v)) {
    if (!(was instanceof ListSnapshot) || was.items.length !== v.length) return false;
    for (let i = 0; i < v.length; i++) if (!matches(v[i], was.items[i])) return false;
    return true;
  }
  if (!(was instanceof RecordSnapshot)) return false;
  let j = 0;
  for (const k in v) {
    if (was.keys[j] !== k || !matches((v as Record<string, unknown>)[k], was.values[j])) return false;
    j++;
  }
  return j === was.keys.length;
}

/** A piece as a player sees it, shown under `name`: its own record with pieces and places named, or, when hidden, what it looks like. */
function seenPiece(p: PieceState, name: string, hidden: boolean, ids: readonly string[], places: readonly string[], looks: (kind: string) => string | undefined): BoardPiece {
  const location = shownBy(ids, places, p.location) as string;
  if (hidden) {
    const masked = maskedPiece(p, name, looks(p.kind)) as BoardPiece;
    masked.location = location;
    // A hidden piece shows no state: one frozen empty record serves them all.
    masked.state = NO_STATE;
    return masked;
  }
  // Its own copy of the faces too: views are frozen, and the engine's list must not be.
  const faces = p.faces === undefined ? undefined : [...p.faces];
  const state = frozenCopy(ids, places, p.state) as PieceState["state"];
  // Written out in the record's own order (`pieceRecord`), not spread from it: freezing a record
  // made by a spread costs about ten times as much (half a microsecond), several times a view.
  return { id: p.id, kind: p.kind, location, state, owner: p.owner, strength: p.strength, maxStrength: p.maxStrength, faces, face: p.face, revealed: p.revealed };
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
 * player): the order the pieces were last listed in, and the last view with
 * what it was made from. Between two views few pieces change name (a
 * reveal, an alias renewed), so putting the last order right again costs
 * about one pass where sorting costs a dozen.
 */
export interface ViewMemo {
  order?: number[];
  /**
   * The records the engine's views of every player share (`sharedRecords`),
   * the same object in each player's memo: made with the engine's own
   * names of pieces and places and its looks, so never handed to another
   * engine's views (a clone's memos get their own).
   */
  shared?: SharedRecords;
  /** The last view, what it was made from, and its parts, which the next view shares where nothing changed. */
  last?: LastView;
}

/**
 * A player's last view and what it was made from (see `boardView`): for
 * each piece, by its place in the state's list, its record, with its
 * alias number; each place's entries; the state's other
 * fields. The next view remakes only what differs, and shares the rest.
 * (The pieces' order by name is the memo's `order`.)
 */
interface LastView {
  places: readonly string[];
  rules: VisibilityRules | undefined;
  index: DataIndex;
  key: readonly number[] | undefined;
  named: string[];
  piece: PieceState[];
  /** Alias numbers (below 2^48, so exact) in a typed list: read for every piece at every view. */
  mark: Float64Array;
  /** Whether the secrets pin aliases (a drawn game's, see `Secrets.pinned`), and if so each piece's as last seen. */
  pinned: boolean;
  pinnedNames: (string | null)[];
  records: BoardPiece[];
  /** The journal this view read up to `seen` (changes counted from its start), and the lists of pieces and aliases it was made from. */
  journal: PieceJournal | undefined;
  seen: number;
  pieceList: readonly PieceState[] | undefined;
  markList: readonly number[] | undefined;
  /** The pieces' records in the order the view lists them (see `pieces`), a plain list the view puts right and copies. */
  inOrder: BoardPiece[];
  pieces: readonly BoardPiece[];
  /** Each place's entries as they were, and its list of names, by its place number. */
  src: (readonly unknown[] | null | undefined)[];
  lists: (readonly string[] | undefined)[];
  /** For a place that hides its pieces from the player: their places in the state's list, in the order they are listed. */
  sorted: (number[] | undefined)[];
  /** Scratch marks, one for each piece, all 0 between uses. */
  marks?: Uint8Array;
  /** Scratch marks of the pieces renamed since the last view, all 0 between views. */
  renamed?: Uint8Array;
  /** Scratch marks of the places (by slot) where pieces renamed since the last view stand, all 0 between views. */
  touched?: Uint8Array;
  holders: Record<string, readonly string[]>;
  areas: Record<string, readonly string[]>;
  /** The state's other fields: what each was, and as shown, by name. */
  rest: Map<string, Shown>;
  /** The state's fields in its order, each one's role (`roleOf`), and for those shown, as they were shown. */
  keys: string[];
  roles: number[];
  shownAt: (Shown | undefined)[];
  board: Board;
}

/**
 * What a clone's first view of a player starts from: its parent's memo for
 * that player, taken over rather than copied. A host that plays on a clone
 * views the clone from then on, so a copy would be made at every action
 * for nothing; the parent, if viewed again, makes its next view afresh.
 */
export function inheritedMemo(parent: ViewMemo | undefined): ViewMemo {
  const memo: ViewMemo = {};
  if (parent?.order !== undefined) memo.order = parent.order.slice();
  if (parent?.last !== undefined) {
    memo.last = parent.last;
    parent.last = undefined;
  }
  return memo;
}

/**
 * The places of the pieces in the state's list, in the order of their names
 * (the place breaking ties, as a stable sort of the state's order would):
 * the memo's last order put right by insertion, or a fresh sort when it is
 * missing or too far out of order (a shuffle renewing many aliases).
 */
export function orderByName(named: readonly string[], memo: ViewMemo | undefined): number[] {
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
  const order = Array.from({ length: n }, (_, i) => i).sort(compare);
  if (memo !== undefined) memo.order = order;
  return order;
}

/**
 * A copy of plain data with pieces and places named (`shownBy`), in one
 * pass, frozen all the way down as it is made (views share what they make,
 * so no one may change it): what freezing `copyState` of `shownBy` gives,
 * without making the value twice or walking it again to freeze it (a walk
 * of its own read each record's fields through V8's look-up by name).
 */
function frozenCopy(ids: readonly string[], places: readonly string[], v: unknown): unknown {
  if (typeof v !== "object" || v === null) return typeof v === "number" ? shownBy(ids, places, v) : v;
  if (Array.isArray(v)) {
    const n = v.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) out[i] = frozenCopy(ids, places, v[i]);
    return Object.freeze(out);
  }
  // Field by field rather than spread: views freeze what this makes, and freezing a record made by
  // a spread costs three to ten times as much as one built up from an empty record.
  const out: Record<string, unknown> = {};
  for (const k in v) {
    const x = (v as Record<string, unknown>)[k];
    out[k] = typeof x === "number" ? (x >= PIECE_BASE ? frozenCopy(ids, places, x) : x) : typeof x === "object" && x !== null ? frozenCopy(ids, places, x) : x;
  }
  return Object.freeze(out);
}

/** The state a hidden piece shows: nothing. */
const NO_STATE: PieceState["state"] = Object.freeze({}) as PieceState["state"];
