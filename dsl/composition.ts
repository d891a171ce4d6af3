/**
 * Compositions: `2 indian(colour: *, rank: chief)` lines in decks and pools.
 * A field given as `*` stands for one entry per value of the field's type.
 */
import type * as M from "./model-types.js";

/** Looks up the values of a type by its name. */
export type TypeValues = (typeId: string) => readonly string[] | undefined;

/** How many pieces one entry stands for once every `*` is expanded. */
export function entryTotal(entry: M.Entry, pieces: ReadonlyMap<string, M.Piece>, values: TypeValues): number {
  let total = entry.count;
  const piece = pieces.get(entry.piece);
  for (const [field, v] of Object.entries(entry.fields ?? {})) {
    if (v !== "*") continue;
    const typeId = piece?.fields?.[field];
    const vs = typeId ? values(typeId) : undefined;
    total *= vs?.length ?? 1;
  }
  return total;
}
