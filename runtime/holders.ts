/**
 * Holders as data: an ordered list of piece ids, index 0 being the top of a
 * deck or stack. Every operation is a pure function returning new lists, so
 * an engine can abandon a half-done action and keep its state unchanged.
 */
import { shuffle, type RandomSource } from "./rng.js";

export type Pile = readonly string[];

export class HolderError extends Error {}

/** The top `n` ids and what is left. */
export function drawTop(pile: Pile, n = 1): { drawn: string[]; rest: string[] } {
  if (n > pile.length) throw new HolderError(`cannot draw ${n} from a holder of ${pile.length}`);
  return { drawn: pile.slice(0, n), rest: pile.slice(n) };
}

/** `n` ids drawn at random (a bag or cup), in the order drawn. */
export function drawRandom(pile: Pile, rng: RandomSource, n = 1): { drawn: string[]; rest: string[] } {
  if (n > pile.length) throw new HolderError(`cannot draw ${n} from a holder of ${pile.length}`);
  const rest = [...pile];
  const drawn: string[] = [];
  for (let i = 0; i < n; i++) drawn.push(rest.splice(rng.int(0, rest.length - 1, "draw"), 1)[0]!);
  return { drawn, rest };
}

export function shufflePile(pile: Pile, rng: RandomSource): string[] {
  return shuffle(pile, rng);
}

/** Puts ids on top (position 0), at the bottom, or at an index. */
export function insert(pile: Pile, ids: readonly string[], at: "top" | "bottom" | number = "top"): string[] {
  const i = at === "top" ? 0 : at === "bottom" ? pile.length : at;
  if (i < 0 || i > pile.length) throw new HolderError(`position ${i} is outside a holder of ${pile.length}`);
  return [...pile.slice(0, i), ...ids, ...pile.slice(i)];
}

export function remove(pile: Pile, id: string): string[] {
  const i = pile.indexOf(id);
  if (i < 0) throw new HolderError(`'${id}' is not in this holder`);
  return [...pile.slice(0, i), ...pile.slice(i + 1)];
}

/** Deals `n` from the top of `from` onto each of `to`, one round at a time. */
export function deal(from: Pile, to: readonly Pile[], n: number): { from: string[]; to: string[][] } {
  let rest = [...from];
  const out = to.map((p) => [...p]);
  for (let round = 0; round < n; round++) {
    for (const hand of out) {
      const { drawn, rest: r } = drawTop(rest);
      hand.push(drawn[0]!);
      rest = r;
    }
  }
  return { from: rest, to: out };
}

/**
 * A deck built the way many games prescribe: stacks dealt, a card inserted
 * in each, each stack shuffled on its own, then piled in order (first stack
 * on top).
 */
export function buildStackedDeck(source: Pile, inserts: readonly string[], perStack: number, rng: RandomSource): { deck: string[]; rest: string[] } {
  let rest = [...source];
  const stacks: string[][] = [];
  for (const card of inserts) {
    const { drawn, rest: r } = drawTop(rest, perStack);
    rest = r;
    stacks.push(shuffle([...drawn, card], rng));
  }
  return { deck: stacks.flat(), rest };
}

/** A bounded track: values outside the range are clamped, as tracks printed with ends are. */
export function moveTrack(value: number, by: number, range: { min?: number; max?: number }): number {
  let v = value + by;
  if (range.min !== undefined) v = Math.max(range.min, v);
  if (range.max !== undefined) v = Math.min(range.max, v);
  return v;
}

/** A track of named steps (none, slight, ...): the step `by` places further, clamped at the ends. */
export function stepTrack(values: readonly string[], current: string, by: number): string {
  const i = values.indexOf(current);
  if (i < 0) throw new HolderError(`'${current}' is not a step of this track (${values.join(", ")})`);
  return values[Math.max(0, Math.min(values.length - 1, i + by))]!;
}

/** A display of columns and rows holding at most one piece a cell. */
export interface Grid {
  columns: readonly string[];
  rows: number;
  cells: Record<string, (string | null)[]>;
}

export function emptyGrid(columns: readonly string[], rows: number): Grid {
  return { columns, rows, cells: Object.fromEntries(columns.map((c) => [c, Array<string | null>(rows).fill(null)])) };
}

export function placeInGrid(grid: Grid, column: string, row: number, id: string): Grid {
  const col = grid.cells[column];
  if (!col) throw new HolderError(`no column '${column}' (columns: ${grid.columns.join(", ")})`);
  if (row < 0 || row >= grid.rows) throw new HolderError(`row ${row + 1} is outside the display's ${grid.rows} rows`);
  if (col[row] !== null) throw new HolderError(`${column} row ${row + 1} already holds '${col[row]}'`);
  const next = [...col];
  next[row] = id;
  return { ...grid, cells: { ...grid.cells, [column]: next } };
}

/** Moves a column's pieces up to fill empty cells, keeping their order. */
export function compactColumn(grid: Grid, column: string): Grid {
  const col = grid.cells[column];
  if (!col) throw new HolderError(`no column '${column}'`);
  const filled = col.filter((x): x is string => x !== null);
  return { ...grid, cells: { ...grid.cells, [column]: [...filled, ...Array<null>(grid.rows - filled.length).fill(null)] } };
}
