/**
 * Reading a board (`Board`: a view, or `readableBoard`'s whole state) by the
 * names pieces are shown under. A board lists its pieces; a client that
 * looks pieces up by name asks here. For a view the table of names is made
 * once for its list and kept while the list lives (views share an unchanged
 * list, so a host asking after every action makes it only when a piece
 * changed).
 */
import type { Board, BoardPiece } from "./state.js";

const records = new WeakMap<readonly BoardPiece[], Readonly<Record<string, BoardPiece>>>();
const maps = new WeakMap<readonly BoardPiece[], ReadonlyMap<string, BoardPiece>>();

/**
 * A board's pieces by the names they are shown under, as a record with no
 * prototype (test a name with `in` or `Object.hasOwn`). Made once for a
 * view's list, which is frozen, and then frozen too.
 */
export function piecesByName(board: Pick<Board, "pieces">): Readonly<Record<string, BoardPiece>> {
  const list = board.pieces;
  const kept = records.get(list);
  if (kept !== undefined) return kept;
  const out = Object.create(null) as Record<string, BoardPiece>;
  for (let i = 0; i < list.length; i++) out[list[i]!.id] = list[i]!;
  // Kept only for a list no one can change (a view's): another may change after.
  if (Object.isFrozen(list)) records.set(list, Object.freeze(out));
  return out;
}

/**
 * The piece shown under `name` on a board, if any. Its table is a `Map`,
 * kept for a view's list as `piecesByName` keeps its record: a host putting
 * a view's options into words asks for a few names of every new view, and
 * a map of a hundred names is made in about 60% of a record's time.
 */
export function pieceNamed(board: Pick<Board, "pieces">, name: string): BoardPiece | undefined {
  const list = board.pieces;
  let table = maps.get(list);
  if (table === undefined) {
    const made = new Map<string, BoardPiece>();
    for (let i = 0; i < list.length; i++) made.set(list[i]!.id, list[i]!);
    table = made;
    if (Object.isFrozen(list)) maps.set(list, made);
  }
  return table.get(name);
}
