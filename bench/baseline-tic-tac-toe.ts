/**
 * Tic-Tac-Toe in plain TypeScript, the speed baseline for the Tic-Tac-Toe
 * spec in `npm run bench`: the same rules and the same random agent (each
 * move picked uniformly among the empty squares), legal moves listed each
 * turn. It is not used by any engine.
 */
import { SeededRandom } from "../runtime/rng.js";

/** The rows, columns and diagonals, by square number (0 top left to 8 bottom right). */
export const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
] as const;

/** Whether `player` holds a whole line. */
export function threeInARow(cells: readonly (number | null)[], player: number): boolean {
  return LINES.some(([a, b, c]) => cells[a] === player && cells[b] === player && cells[c] === player);
}

/** Plays one random game; returns the winner (0 or 1) or -1 for a draw. */
export function plainTicTacToeGame(seed: number): number {
  const agent = new SeededRandom(seed ^ 0x5bd1e995);
  const cells: (number | null)[] = Array(9).fill(null);
  for (let turn = 0; turn < 9; turn++) {
    const player = turn % 2;
    const free: number[] = [];
    for (let i = 0; i < 9; i++) if (cells[i] === null) free.push(i);
    cells[free[agent.int(0, free.length - 1)]!] = player;
    if (threeInARow(cells, player)) return player;
  }
  return -1;
}
