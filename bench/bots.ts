/**
 * `npm run bench:bots`: how well the bots play. For each playable game and
 * each side, a bot plays that side and every other side plays at random;
 * the table gives the bot's wins, draws and losses over the games, and the
 * time it took a move (wall clock, over every move it made in them). Arguments: `--games N` (default 10 a side) and
 * `--bot mcts:100` (any bot `simulate --agent` accepts).
 */
import { checkGame } from "../dsl/check.js";
import { loadEngine } from "../generator/load-engine.js";
import { simulate } from "../bin/simulate.js";
import { parseAgent } from "../runtime/agents.js";
import { Engine } from "../runtime/core/machine.js";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
};
const games = Number(arg("--games", "10"));
const botName = arg("--bot", "mcts:100");
const only = arg("--game", "");
parseAgent(botName);

const GAMES: { spec: string; players?: number }[] = [
  { spec: "bench/specs/tic-tac-toe/game.rules" },
  { spec: "specs/squares/game.rules" },
  { spec: "specs/apache/game.rules", players: 2 },
  { spec: "specs/once-we-moved-like-the-wind/game.rules" },
  { spec: "specs/warpath/game.rules" },
];

const rows: Record<string, unknown>[] = [];
for (const g of GAMES) {
  if (only && !g.spec.includes(only)) continue;
  const model = checkGame(g.spec).model;
  // The sides in play at this player count (a game of five colours plays two of them with two players).
  const set = (await loadEngine(model)).game;
  const sides = Engine.create(set, { seed: 1, ...(g.players !== undefined ? { players: g.players } : {}) }).sides();
  for (const side of sides) {
    const summary = await simulate(model, { games, seed: 1, variants: [], maxSteps: 20_000, agents: { [side]: botName }, ...(g.players !== undefined ? { players: g.players } : {}) });
    const won = summary.outcomes[side] ?? 0;
    const drawn = summary.outcomes["draw"] ?? 0;
    const shared = Object.entries(summary.outcomes).filter(([k]) => k.startsWith("shared:") && k.includes(side)).reduce((n, [, v]) => n + v, 0);
    rows.push({ game: model.game.id, side, bot: botName, games: summary.games, won, shared, drawn, lost: summary.games - won - drawn - shared - summary.faults.reduce((n, f) => n + f.count, 0), faults: summary.faults.reduce((n, f) => n + f.count, 0), winRate: +((won + shared / 2 + drawn / 2) / Math.max(1, summary.games)).toFixed(2), msPerMove: summary.botMsPerMove?.[side] ?? 0 });
    console.table([rows[rows.length - 1]]);
  }
}
console.log(`Bots against random play (${botName}, ${games} games a side; winRate counts a draw or a shared win as half):`);
console.table(rows);
