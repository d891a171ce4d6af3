/** Pieces in play: strength in steps, faces, and per-piece state. */

/**
 * A piece's record in a game's state. The engine never changes one: a move,
 * a reveal or a new field value puts a new record in the piece's place (the
 * functions below return one too). So a view tells an unchanged piece by
 * its record alone, and a clone shares its parent's records rather than
 * copying them. A worked example's `Position` may change its own.
 */
export interface PieceState {
  id: string;
  /** The declared kind (block, counter, card ...) name, e.g. `war-band`. */
  kind: string;
  owner?: string;
  /**
   * Where it is: an area or a holder, as play names it (its number, or its
   * id where that is also something else; see `runtime/core/places.ts`).
   * Clients see the id.
   */
  location: number | string;
  strength?: number;
  maxStrength?: number;
  face?: string;
  faces?: readonly string[];
  /** Whether the other players can see what it is. */
  revealed?: boolean;
  state: Record<string, unknown>;
}

export class PieceError extends Error {}

/**
 * A piece's record with every field present, unset ones undefined (JSON
 * leaves them out), in one order: every record then has the same shape,
 * which JavaScript reads and copies markedly faster than records that each
 * have their own (an Apache game's pieces copy in less than half the time).
 * Its `state` is the one given, not a copy.
 */
export function pieceRecord(p: PieceState, state: Record<string, unknown> = p.state): PieceState {
  return { id: p.id, kind: p.kind, location: p.location, state, owner: p.owner, strength: p.strength, maxStrength: p.maxStrength, faces: p.faces, face: p.face, revealed: p.revealed };
}

/** Takes steps off; at zero the piece is spent (the caller eliminates it). */
export function reduce(p: PieceState, steps = 1): PieceState {
  if (p.strength === undefined) throw new PieceError(`'${p.id}' has no strength steps to lose`);
  const q = pieceRecord(p);
  q.strength = Math.max(0, p.strength - steps);
  return q;
}

/** Adds steps, never beyond full strength. */
export function restore(p: PieceState, steps = 1): PieceState {
  if (p.strength === undefined || p.maxStrength === undefined) throw new PieceError(`'${p.id}' has no strength steps to regain`);
  const q = pieceRecord(p);
  q.strength = Math.min(p.maxStrength, p.strength + steps);
  return q;
}

/** Turns a two-faced piece to its other face. */
export function flip(p: PieceState): PieceState {
  const faces = p.faces ?? [];
  if (faces.length !== 2) throw new PieceError(`'${p.id}' does not have two faces`);
  const q = pieceRecord(p);
  q.face = p.face === faces[0] ? faces[1]! : faces[0]!;
  return q;
}
