/**
 * Resampling what a player cannot see: the identities of the pieces hidden
 * from them are permuted among pieces that look alike to them, and what they
 * see (view, decision) must not change. Shared by the information-set tests
 * and the conformance suite.
 */
import { expect } from "vitest";
import { Engine, type EngineState, type ProgramSet } from "../../runtime/core/machine.js";
import { aliasOf } from "../../runtime/core/secrecy.js";
import { pieceRefs } from "../../runtime/core/state.js";
import { SeededRandom } from "../../runtime/rng.js";

/**
 * The same position with the identities of the pieces hidden from `player`
 * permuted among those that look alike to them (same look, same owner): each
 * place keeps its piece's alias, owner and location; everything else about
 * the piece (kind, fields, strength) comes from another one.
 */
export function resample(e: Engine, player: string, rng: SeededRandom): EngineState {
  const s = e.state;
  const seen = e.view(player).pieces as Record<string, { looks?: string; owner?: string }>;
  // How play names each piece (see `PieceRef`), by its place in the state's list.
  const refs = pieceRefs(s.pieces);
  const groups = new Map<string, number[]>();
  s.pieces.forEach((p, i) => {
    if (!e.isHiddenFrom(p.id, player)) return;
    const alias = aliasOf(s.secrets!, i);
    const key = `${seen[alias]?.looks}|${p.owner ?? ""}`;
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

/** Checks, for every side, that a resampled position looks the same to that side. */
export function sameForEveryPlayer(set: ProgramSet, e: Engine, rng: SeededRandom): void {
  if (!e.state.secrets) return;
  for (const player of e.sides()) {
    const other = Engine.restore(set, resample(e, player, rng));
    expect(other.view(player)).toEqual(e.view(player));
    expect(other.pendingFor(player)).toEqual(e.pendingFor(player));
  }
}
