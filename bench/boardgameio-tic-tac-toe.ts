/**
 * Tic-Tac-Toe on boardgame.io, a peer measured in `npm run bench`: the
 * game written the way its tutorial writes it, played through its headless
 * client by the same random agent (a move picked uniformly among the empty
 * squares). boardgame.io is a devDependency, used by nothing else.
 */
import { createRequire } from "node:module";
import { SeededRandom } from "../runtime/rng.js";
import { threeInARow } from "./baseline-tic-tac-toe.js";

interface State {
  G: { cells: (number | null)[] };
  ctx: { currentPlayer: string; gameover?: unknown };
}
interface HeadlessClient {
  start(): void;
  stop(): void;
  getState(): State | null;
  moves: { clickCell(id: number): void };
}

const require = createRequire(import.meta.url);
// The package's ES entry points are folders, which Node's ES loader refuses; its CommonJS build loads.
const { Client } = require("boardgame.io/dist/cjs/client.js") as { Client: (opts: object) => HeadlessClient };

const TicTacToe = {
  setup: () => ({ cells: Array(9).fill(null) }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    clickCell: ({ G, playerID }: { G: State["G"]; playerID: string }, id: number) => {
      G.cells[id] = Number(playerID);
    },
  },
  endIf: ({ G, ctx }: { G: State["G"]; ctx: State["ctx"] }) => {
    const player = Number(ctx.currentPlayer);
    if (threeInARow(G.cells, player)) return { winner: ctx.currentPlayer };
    if (G.cells.every((c) => c !== null)) return { draw: true };
    return undefined;
  },
};

/** Plays one random game through boardgame.io's headless client; returns the number of moves. */
export function boardgameioTicTacToeGame(seed: number): number {
  const agent = new SeededRandom(seed ^ 0x5bd1e995);
  const client = Client({ game: TicTacToe, numPlayers: 2 });
  client.start();
  let moves = 0;
  for (let state = client.getState(); state && !state.ctx.gameover; state = client.getState()) {
    const free: number[] = [];
    state.G.cells.forEach((c, i) => c === null && free.push(i));
    client.moves.clickCell(free[agent.int(0, free.length - 1)]!);
    moves++;
  }
  client.stop();
  return moves;
}
