/** Pieces in play: strength in steps, faces, and per-piece state. */

export interface PieceState {
  id: string;
  /** The declared kind (block, counter, card ...) name, e.g. `war-band`. */
  kind: string;
  owner?: string;
  /** Where it is: an area or a holder id. */
  location: string;
  strength?: number;
  maxStrength?: number;
  face?: string;
  faces?: readonly string[];
  /** Whether the other players can see what it is. */
  revealed?: boolean;
  state: Record<string, unknown>;
}

export class PieceError extends Error {}

/** Takes steps off; at zero the piece is spent (the caller eliminates it). */
export function reduce(p: PieceState, steps = 1): PieceState {
  if (p.strength === undefined) throw new PieceError(`'${p.id}' has no strength steps to lose`);
  return { ...p, strength: Math.max(0, p.strength - steps) };
}

/** Adds steps, never beyond full strength. */
export function restore(p: PieceState, steps = 1): PieceState {
  if (p.strength === undefined || p.maxStrength === undefined) throw new PieceError(`'${p.id}' has no strength steps to regain`);
  return { ...p, strength: Math.min(p.maxStrength, p.strength + steps) };
}

/** Turns a two-faced piece to its other face. */
export function flip(p: PieceState): PieceState {
  const faces = p.faces ?? [];
  if (faces.length !== 2) throw new PieceError(`'${p.id}' does not have two faces`);
  return { ...p, face: p.face === faces[0] ? faces[1]! : faces[0]! };
}
