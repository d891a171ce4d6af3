/**
 * What one player may see. Pieces whose identity is hidden from a player
 * (a block's label, a face-down card) keep their place but lose everything
 * that would tell them apart; holders whose contents are hidden keep only
 * their size.
 */
import type { PieceState } from "./pieces.js";

export type Visibility = "all" | "owner" | "none";

export interface Viewable {
  pieces: Record<string, PieceState>;
  holders: Record<string, string[]>;
}

export interface VisibilityRules {
  /** Visibility of each piece kind (default: all). */
  pieces: Record<string, Visibility>;
  /** Visibility of each holder and its owner, if any (default: all). */
  holders: Record<string, { visibility: Visibility; owner?: string }>;
}

/** A hidden piece as the other players see it. */
function masked(p: PieceState, alias: string): PieceState {
  const out: PieceState = { id: alias, kind: "hidden", location: p.location, state: {} };
  if (p.owner !== undefined) out.owner = p.owner;
  return out;
}

export function viewFor<S extends Viewable>(state: S, player: string, rules: VisibilityRules): S {
  const pieces: Record<string, PieceState> = {};
  const aliases = new Map<string, string>();
  let hiddenCount = 0;
  const hides = (v: Visibility | undefined, owner: string | undefined) => v === "none" || (v === "owner" && owner !== player);
  for (const [id, p] of Object.entries(state.pieces).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const holder = rules.holders[p.location];
    const hiddenByHolder = holder !== undefined && hides(holder.visibility, holder.owner);
    if (!p.revealed && (hides(rules.pieces[p.kind], p.owner) || hiddenByHolder)) {
      // Aliases are numbered in id order, so they say nothing about what the piece is.
      const alias = `hidden-${++hiddenCount}`;
      aliases.set(id, alias);
      pieces[alias] = masked(p, alias);
    } else {
      pieces[id] = p;
    }
  }
  const holders: Record<string, string[]> = {};
  for (const [id, list] of Object.entries(state.holders)) {
    holders[id] = list.map((x) => aliases.get(x) ?? x);
  }
  return { ...state, pieces, holders };
}
