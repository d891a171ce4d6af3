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
import { aliasOf, hiddenFrom, hides, maskedPiece, type Secrets, type VisibilityRules } from "./secrecy.js";
import { PIECE_BASE, type Board, type BoardPiece, type GameState } from "./state.js";
import { shownBy } from "./values.js";

/** What a view leaves out of the state: chance, frames, the log, the program and the secrets; places are named apart. */
const LEFT_OUT = new Set(["rng", "stack", "wait", "log", "program", "secrets", "placeIds", "areaPlaces", "pieces", "places"]);

/**
 * The board as `player` sees it. Without `secrets` nothing is hidden, and
 * pieces keep the state's order; with them, pieces are listed sorted by the
 * name they are shown under (visible ids and aliases alike), and a holder
 * that hides its contents from the player lists them sorted too, so no
 * order tells anything.
 */
export function boardView(s: GameState & Record<string, unknown>, index: DataIndex, player: string, secrets: Secrets | undefined, rules: VisibilityRules | undefined, looks: (kind: string) => string | undefined): Board {
  const ids = index.pieceIds;
  const places = s.placeIds;
  const n = s.pieces.length;
  /** The name each piece is shown under, by its place in the state's list. */
  const named = new Array<string>(n);
  const pieces: [string, BoardPiece][] = new Array(n);
  for (let i = 0; i < n; i++) {
    const p = s.pieces[i]!;
    const location = shownBy(ids, places, p.location) as string;
    if (secrets !== undefined && hiddenFrom(p, player, rules!)) {
      const alias = aliasOf(secrets, i);
      named[i] = alias;
      const masked = maskedPiece(p, alias, looks(p.kind)) as BoardPiece;
      masked.location = location;
      pieces[i] = [alias, masked];
    } else {
      named[i] = p.id;
      pieces[i] = [p.id, { ...p, location, state: copyState(shownBy(ids, places, p.state)) as PieceState["state"] }];
    }
  }
  if (secrets !== undefined) pieces.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
  const holders: Record<string, string[]> = {};
  const areas: Record<string, string[]> = {};
  for (let k = 0; k < s.places.length; k++) {
    const list = s.places[k];
    if (list === null || list === undefined) continue;
    const out = new Array<string>(list.length);
    for (let j = 0; j < list.length; j++) {
      // A place lists a piece by its number, or by its kind's name when it is the only one of its kind.
      const v = list[j] as unknown;
      const at = typeof v === "number" ? (v >= PIECE_BASE && v < PLACE_BASE ? v - PIECE_BASE : undefined) : typeof v === "string" ? index.namedPieces.get(v) : undefined;
      out[j] = at !== undefined && at < n ? named[at]! : (shownBy(ids, places, copyState(v)) as string);
    }
    const id = places[k]!;
    if (k < s.areaPlaces) areas[id] = out;
    else {
      holders[id] = out;
      const rule = rules?.holders[id];
      if (secrets !== undefined && rule !== undefined && hides(rule.visibility, rule.owner, player)) out.sort();
    }
  }
  const board: Record<string, unknown> = {};
  for (const k in s) {
    if (k === "pieces") {
      const ordered: Record<string, BoardPiece> = {};
      for (const [name, p] of pieces) ordered[name] = p;
      board["pieces"] = ordered;
    } else if (k === "places") {
      board["holders"] = holders;
      board["areas"] = areas;
    } else if (!LEFT_OUT.has(k)) board[k] = shownBy(ids, places, copyState(s[k]));
  }
  return board as unknown as Board;
}
