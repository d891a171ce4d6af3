/**
 * Resampling what a player cannot see: the identities of the pieces hidden
 * from them are permuted among pieces that look alike to them, and what they
 * see (view, decision, log) must not change. Which pieces are hidden, and
 * what they look like, is read from the game's declared visibility and
 * kinds (the spec's data), not from the engine's own notion of either, so
 * an engine that hides too little is caught. Shared by the information-set
 * tests and the conformance suite.
 */
import { expect } from "vitest";
import { Engine, type EngineState, type ProgramSet } from "../../runtime/core/machine.js";
import type { DataIndex } from "../../runtime/core/data.js";
import { PLACE_BASE } from "../../runtime/core/places.js";
import { pieceRefs } from "../../runtime/core/state.js";
import type { PieceState } from "../../runtime/pieces.js";
import { SeededRandom } from "../../runtime/rng.js";

/**
 * The same position with the identities of the pieces hidden from `player`
 * permuted among those that look alike to them (same look, same owner): each
 * place keeps its piece's alias, owner and location; everything else about
 * the piece (kind, fields, strength) comes from another one.
 */
export function resample(e: Engine, player: string, rng: SeededRandom): EngineState {
  const s = e.state;
  const data = (e as unknown as { index: DataIndex }).index.data;
  const kinds = new Map(data.pieces.map((p) => [p.id, p]));
  const holders = new Map(data.holders.map((h) => [h.id, h]));
  const placeIds = s.placeIds;
  const hides = (visibility: unknown, owner: string | undefined) => visibility === "none" || (visibility === "owner" && owner !== player);
  // Hidden by the declarations: the kind's visibility with the piece's owner, or its holder's with the holder's owner.
  const hiddenByRules = (p: PieceState) => {
    if (p.revealed) return false;
    const place = typeof p.location === "number" ? placeIds[p.location - PLACE_BASE]! : String(p.location);
    const [base, copyOwner] = place.split("@");
    const holder = holders.get(base!);
    return hides(kinds.get(p.kind)?.visibility, p.owner) || (holder !== undefined && hides(holder.visibility, copyOwner ?? holder.owner));
  };
  // How play names each piece (see `PieceRef`), by its place in the state's list.
  const refs = pieceRefs(s.pieces);
  const groups = new Map<string, number[]>();
  s.pieces.forEach((p, i) => {
    if (!hiddenByRules(p)) return;
    // What it looks like: the keyword its kind is declared with (a block, a card).
    const key = `${kindKeyword(data, p.kind)}|${p.owner ?? ""}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const moved = new Map<number, number>();
  for (const ids of groups.values()) {
    const shuffled = [...ids];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    ids.forEach((id, i) => moved.set(id, shuffled[i]!));
  }
  const renamed = new Map<unknown, unknown>([...moved].map(([from, to]) => [refs[from], refs[to]]));
  // Every reference to the piece in a place now refers to the piece put there.
  const rename = (v: unknown): unknown => (typeof v === "string" || typeof v === "number" ? (renamed.get(v) ?? v) : Array.isArray(v) ? v.map(rename) : typeof v === "object" && v !== null ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, rename(x)])) : v);
  const pieces = [...s.pieces];
  // Each place keeps its piece's alias: the alias number goes with the place, not with the piece.
  const marks = [...s.secrets!.marks];
  for (const [from, to] of moved) {
    const place = s.pieces[from]!;
    pieces[to] = { ...s.pieces[to]!, location: place.location, ...(place.owner !== undefined ? { owner: place.owner } : {}) };
    marks[to] = s.secrets!.marks[from]!;
  }
  return {
    ...s,
    places: rename(s.places) as EngineState["places"],
    stack: rename(s.stack) as EngineState["stack"],
    wait: rename(s.wait) as EngineState["wait"],
    pieces,
    secrets: { ...s.secrets!, marks },
  };
}

/** The keyword a kind of piece is declared with: what it looks like to whoever cannot read it. */
function kindKeyword(data: DataIndex["data"], kind: string): string {
  return data.pieces.find((p) => p.id === kind)?.kind ?? "piece";
}

/** What a player is given of an engine (a leaky stand-in may give more). */
export type Shown = (e: Engine, player: string) => unknown;
const given: Shown = (e, player) => ({ view: e.view(player), pending: e.pendingFor(player), log: e.logFor(player) });

/** Checks, for every side, that a resampled position looks the same to that side; `shown` is what a player is given. */
export function sameForEveryPlayer(set: ProgramSet, e: Engine, rng: SeededRandom, shown: Shown = given): void {
  if (!e.state.secrets) return;
  for (const player of e.sides()) {
    // A resampled position is no game's own: nothing in its log leads there, so it is restored unverified.
    const other = Engine.restore(set, resample(e, player, rng), { verify: false });
    expect(shown(other, player)).toEqual(shown(e, player));
  }
}
