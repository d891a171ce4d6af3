/**
 * The state of a game built from its data: every piece instance with its
 * fields, every holder's contents (one copy per side for holders each player
 * has), tracks at their start and each side's declared state. Plain JSON.
 */
import { pieceRecord, type PieceState } from "../pieces.js";
import type { EntryData, GameData, HolderData } from "./data.js";
import { copyKey, PLACE_BASE, placeSymbols, SUPPLY, type PlaceRef } from "./places.js";
import type { Secrets } from "./secrecy.js";

export { SUPPLY };

/**
 * How a piece is named in the state and in every value of play: a number
 * from `PIECE_BASE` up (`PIECE_BASE + i` for `pieces[i]`), found by an index
 * into the list of records instead of a look-up by text; or, for a kind with
 * only one piece, the kind's name, which specs write to name that piece and
 * which rules compare with a kind (`b == geronimo`, `b.kind == geronimo`).
 * Clients never see the numbers: the engine's edge turns them into the
 * pieces' ids (`pieceIds`) and the ids of an action back into them.
 */
export type PieceRef = number | string;

/**
 * The first piece number. No count in a board game comes near it, so a
 * number from here up is a piece wherever a value may be either (a log's
 * text, an event, a view); below it, a number is a number.
 */
export const PIECE_BASE = 1_000_000_000;

export interface GameState {
  turn: number;
  active?: string;
  /** Sides in play, in turn order. */
  sides: string[];
  /** Every piece instance, in the order the holders' contents declare them (see `PieceRef`). */
  pieces: PieceState[];
  /**
   * What every place of the module holds, top first, by slot (a place's
   * number less `PLACE_BASE`, see `places.ts`); null for a place this
   * program does not have. A holder every player has is there by its copies.
   */
  places: (PieceRef[] | null)[];
  /** Every place's id, by slot: how clients know them, kept so that a state can be read without its module (`readableBoard`). */
  placeIds: string[];
  /** How many of the places, from the first, are areas; the rest are holders. */
  areaPlaces: number;
  tracks: Record<string, number | string>;
  sideState: Record<string, Record<string, unknown>>;
  /** Where play is: titles of the sequence's phases, segments and steps entered, outermost first. */
  at?: string[];
  /** State the maps give their areas (control, devastated ...), by area. */
  areaState?: Record<string, Record<string, unknown>>;
  /** The aliases hidden pieces are shown under, and their generator: an engine's, never in a view. */
  secrets?: Secrets;
}

/**
 * The state's records the engine never changes in place: a change to a
 * track, or to an area's state, puts a new record in the state (see
 * `setTrack`, `setField`), as a change to a piece puts a new record in its
 * place (see `PieceState`). So a view tells them unchanged by their record,
 * and clones share them (`copyBoard`). The state's other fields (sides'
 * state, which changes at almost every step, where play is, the turn) are
 * compared with what they held.
 */
export const REPLACED: ReadonlySet<string> = new Set(["tracks", "areaState"]);

/**
 * The board as clients see it (`view`): every piece's record, and the ids of
 * the pieces in every holder and area, and in every value the state keeps.
 */
export interface Board extends Omit<GameState, "pieces" | "places" | "placeIds" | "areaPlaces"> {
  /**
   * Every piece's record, each naming the piece as it is shown (`id`: its
   * id, or its alias when hidden). In a view of a game that keeps secrets
   * they are listed sorted by that name, so their order tells nothing;
   * otherwise in the game's own order. A list rather than a record by name:
   * a view is made after every action, and a record of a hundred names or
   * more costs several times the action itself to build (see
   * `runtime/core/board.ts` for reading a piece by name).
   */
  pieces: readonly BoardPiece[];
  /** What each holder holds, by id; a holder every player has by its copies (`hand@red`). */
  holders: Record<string, string[]>;
  /** What each area holds, by id. */
  areas: Record<string, string[]>;
}

/** A piece as clients see it: where it is by the place's id. */
export type BoardPiece = PieceState & { location: string };

/** What a field of a type starts at: 0, false, empty text, or the first value of a declared type. */
function defaultOf(type: string, types: GameData["types"]): unknown {
  if (type === "int" || type === "number") return 0;
  if (type === "bool") return false;
  if (type === "text") return "";
  return types.find((t) => t.id === type)?.values?.[0] ?? null;
}

function defaults(decl: { state?: Record<string, string> } | undefined, types: GameData["types"]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(decl?.state ?? {}).map(([k, t]) => [k, defaultOf(t, types)]));
}

/** The sides that take part: all of them, or the first `players` of the player sides and every side the rules run. */
export function sidesInPlay(data: GameData, players?: number): string[] {
  const all = data.game.sides ?? data.sides.map((s) => s.id);
  const byId = new Map(data.sides.map((s) => [s.id, s]));
  const playing = all.filter((id) => byId.get(id)?.player !== false);
  const count = players ?? data.game.players.min ?? playing.length;
  const chosen = new Set(playing.slice(0, count));
  return all.filter((id) => chosen.has(id) || byId.get(id)?.player === false);
}

/** Expands a count line into piece field records, `*` over the field's type. */
function expandEntry(data: GameData, entry: EntryData): Record<string, unknown>[] {
  const piece = data.pieces.find((p) => p.id === entry.piece);
  let combos: Record<string, unknown>[] = [{}];
  for (const [field, v] of Object.entries(entry.fields ?? {})) {
    const values = v === "*" ? (data.types.find((t) => t.id === piece?.fields?.[field])?.values ?? []) : [v];
    combos = combos.flatMap((c) => values.map((x) => ({ ...c, [field]: x })));
  }
  return combos.flatMap((c) => Array.from({ length: entry.count }, () => c));
}

/**
 * Every piece instance of a game's data, in the order `initialState` makes
 * them: its id (a kind with one piece uses the kind's name; `#` cannot appear
 * in a declared name, so instance ids never clash with declarations), kind,
 * the holder it starts in and its fields.
 */
export function pieceInstances(data: GameData): { id: string; kind: string; holder: HolderData; fields: Record<string, unknown> }[] {
  // How many pieces of each kind the holders contain.
  const totals = new Map<string, number>();
  for (const h of data.holders) for (const e of h.contents ?? []) totals.set(e.piece, (totals.get(e.piece) ?? 0) + expandEntry(data, e).length);
  // Kinds no holder contains start in an off-map supply: their declared count, or one.
  const supply: HolderData = { id: SUPPLY, kind: "box", contents: data.pieces.filter((p) => !totals.has(p.id)).map((p) => ({ count: p.count ?? 1, piece: p.id })) };
  for (const e of supply.contents ?? []) totals.set(e.piece, e.count);
  const counters = new Map<string, number>();
  const out: { id: string; kind: string; holder: HolderData; fields: Record<string, unknown> }[] = [];
  for (const h of [...data.holders, supply]) {
    if (h.kind === "track") continue;
    for (const entry of h.contents ?? []) {
      for (const fields of expandEntry(data, entry)) {
        const n = (counters.get(entry.piece) ?? 0) + 1;
        counters.set(entry.piece, n);
        out.push({ id: totals.get(entry.piece) === 1 ? entry.piece : `${entry.piece}#${n}`, kind: entry.piece, holder: h, fields });
      }
    }
  }
  return out;
}

/** How play names each piece of `pieceInstances`, in the same order: its number, or its kind's name for the only piece of a kind. */
export function pieceRefs(instances: readonly { id: string; kind: string }[]): PieceRef[] {
  return instances.map((p, i) => (p.id === p.kind ? p.id : PIECE_BASE + i));
}

export function initialState(data: GameData, players?: number): GameState {
  const sides = sidesInPlay(data, players);
  const symbols = data.places ?? placeSymbols([data]);
  const text = new Set(symbols.text);
  const slots = new Map(symbols.ids.map((id, k) => [id, k]));
  const ref = (id: string): PlaceRef => (text.has(id) ? id : PLACE_BASE + slots.get(id)!);
  const state: GameState = { turn: 1, sides, pieces: [], places: symbols.ids.map(() => null), placeIds: symbols.ids, areaPlaces: symbols.areas, tracks: {}, sideState: {} };
  const open = (id: string) => (state.places[slots.get(id)!] ??= []);
  const first = sides.find((s) => data.sides.find((x) => x.id === s)?.player !== false);
  if (first !== undefined) state.active = first;
  for (const s of sides) state.sideState[s] = defaults(data.sides.find((x) => x.id === s), data.types);
  for (const map of data.maps) {
    for (const a of map.areas ?? []) {
      open(a.id);
      if (map.state) (state.areaState ??= {})[a.id] = defaults(map, data.types);
    }
  }
  const pieceDecls = new Map(data.pieces.map((p) => [p.id, p]));
  open(SUPPLY);
  for (const h of data.holders) {
    if (h.kind === "track") state.tracks[h.id] = h.start ?? h.values?.[0] ?? h.range?.min ?? 0;
    else for (const key of h["each-player"] ? sides.map((s) => copyKey(h.id, s)) : [h.id]) open(key);
  }
  const instances = pieceInstances(data);
  const refs = pieceRefs(instances);
  instances.forEach(({ id, kind, holder, fields }, i) => {
    const decl = pieceDecls.get(kind);
    const at = holder["each-player"] ? copyKey(holder.id, sides[0]!) : holder.id;
    const steps = decl?.steps;
    // Every field written, unset ones undefined: all records keep one shape (see `pieceRecord`).
    state.pieces.push(
      pieceRecord({
        id,
        kind,
        location: ref(at),
        // A field naming a place holds it as play names it, as properties and table cells do.
        state: { ...defaults(decl, data.types), ...Object.fromEntries(Object.entries(fields).map(([f, v]) => [f, typeof v === "string" && slots.has(v) ? ref(v) : v])) },
        owner: decl?.side ?? holder.owner,
        strength: steps,
        maxStrength: steps,
        faces: decl?.faces,
        face: decl?.faces?.[0],
      }),
    );
    open(at).push(refs[i]!);
  });
  return state;
}
