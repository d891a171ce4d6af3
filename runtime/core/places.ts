/**
 * How play names places (areas and holders, a side's copy of a holder every
 * player has, the off-map supply): by a number from `PLACE_BASE` up, fixed
 * for a whole module, so that compiled code writes a place as a number and
 * reads its contents by an index instead of a look-up by text. A place
 * whose name is also something else a spec can write (a type's value, a
 * side, a piece, a decision's option, a quoted text ...) keeps its name,
 * as the only piece of a kind does: the compiler cannot always tell which
 * of the two a name means, and text compares equal to text either way.
 */
import type { GameData } from "./data.js";

/**
 * The first place number. Pieces are numbered from `PIECE_BASE` (a billion)
 * up, places from two billion, and no count reaches either, so a number
 * says by its size alone whether it is a count, a piece or a place. Both
 * stay below 2^31, which JavaScript keeps as small integers.
 */
export const PLACE_BASE = 2_000_000_000;

/** The off-map supply holding pieces no holder of the spec contains. */
export const SUPPLY = "supply";
/** Where `eliminate` and `discard` put pieces: holders of their own, opened when first used. */
export const ELIMINATED = "eliminated-pieces";
export const DISCARDED = "discarded-pieces";

/** How a place is named in the state and in values: its number, or its name where that is also something else. */
export type PlaceRef = number | string;

/**
 * The places of a module, numbered once for all its programs: every area,
 * then every holder (a holder every player has by its copies, one per side,
 * `hand@red`), then the supply and the holders of eliminated and discarded
 * pieces. `areas` is how many of them are areas;
 * `text` lists the places that keep their names.
 */
export interface PlaceSymbols {
  ids: string[];
  areas: number;
  text: string[];
}

/** The key of a side's copy of a holder every player has. */
export const copyKey = (holder: string, side: string): string => `${holder}@${side}`;

/**
 * The places of the programs of a module (each program's data; one for a
 * single program), with `names`: other text the module's code may compare
 * with a place (the quoted texts of its spec).
 */
export function placeSymbols(datas: readonly GameData[], names: Iterable<string> = []): PlaceSymbols {
  const areas: string[] = [];
  const holders: string[] = [];
  const seen = new Set<string>();
  const add = (list: string[], id: string) => {
    if (!seen.has(id)) {
      seen.add(id);
      list.push(id);
    }
  };
  const sides: string[] = [];
  for (const d of datas) for (const s of d.sides) if (!sides.includes(s.id)) sides.push(s.id);
  for (const d of datas) {
    for (const m of d.maps) for (const a of m.areas ?? []) add(areas, a.id);
    for (const h of d.holders) {
      if (h.kind === "track") continue;
      if (h["each-player"]) for (const s of sides) add(holders, copyKey(h.id, s));
      else add(holders, h.id);
    }
  }
  for (const own of [SUPPLY, ELIMINATED, DISCARDED]) add(holders, own);
  const ids = [...areas, ...holders];
  const other = otherNames(datas, names);
  return { ids, areas: areas.length, text: ids.filter((id) => other.has(id)) };
}

/** Every name a module's data uses for something that is not a place, and the texts given. */
function otherNames(datas: readonly GameData[], names: Iterable<string>): Set<string> {
  const out = new Set<string>(names);
  for (const d of datas) {
    out.add(d.game.id);
    for (const t of d.types) {
      out.add(t.id);
      for (const v of t.values) out.add(v);
    }
    for (const s of d.sides) out.add(s.id);
    for (const m of d.maps) {
      out.add(m.id);
      for (const t of m.territories ?? []) out.add(t.id);
    }
    for (const p of d.pieces) out.add(p.id);
    for (const h of d.holders) {
      // A holder every player has keeps its bare name: it stands for the acting side's copy.
      if (h.kind === "track" || h["each-player"]) out.add(h.id);
      for (const v of h.values ?? []) out.add(v);
    }
    for (const t of d.tables) out.add(t.id);
    for (const x of d.decisions) {
      out.add(x.id);
      for (const o of x.options ?? []) if (typeof o === "string") out.add(o);
    }
    for (const f of d.functions) out.add(f.id);
    for (const p of d.procedures) out.add(p.id);
    for (const u of d.unspecified) out.add(u.id);
  }
  return out;
}
