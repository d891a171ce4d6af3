/**
 * Reading a board (`Board`: a view, or `readableBoard`'s whole state) by the
 * names pieces are shown under. A board lists its pieces; a client that
 * looks pieces up by name asks here. For a view the table of names is made
 * once for its list and kept while the list lives (views share an unchanged
 * list, so a host asking after every action makes it only when a piece
 * changed).
 */
import type { Board, BoardPiece } from "./state.js";

const tables = new WeakMap<readonly BoardPiece[], Readonly<Record<string, BoardPiece>>>();

/**
 * A board's pieces by the names they are shown under, as a record with no
 * prototype (test a name with `in` or `Object.hasOwn`). Made once for a
 * view's list, which is frozen, and then frozen too.
 */
export function piecesByName(board: Pick<Board, "pieces">): Readonly<Record<string, BoardPiece>> {
  const list = board.pieces;
  const kept = tables.get(list);
  if (kept !== undefined) return kept;
  const out = Object.create(null) as Record<string, BoardPiece>;
  for (let i = 0; i < list.length; i++) out[list[i]!.id] = list[i]!;
  // Kept only for a list no one can change (a view's): another may change after.
  if (Object.isFrozen(list)) tables.set(list, Object.freeze(out));
  return out;
}

/** The piece shown under `name` on a board, if any. */
export function pieceNamed(board: Pick<Board, "pieces">, name: string): BoardPiece | undefined {
  const table = piecesByName(board);
  return Object.hasOwn(table, name) ? table[name] : undefined;
}
