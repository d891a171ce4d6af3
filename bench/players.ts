/**
 * The engines `npm run bench` races, by name: each plays one random game
 * for a seed. Built inside the thread that plays them (see
 * `player-worker.ts`), so that each engine runs in a JavaScript engine of
 * its own: engines sharing one process share the runtime's type feedback
 * and garbage, which was seen to move a ratio between two copies of the
 * very same code by up to 10%.
 */
import { fileURLToPath } from "node:url";
import { checkGame } from "../dsl/check.js";
import { loadEngine } from "../generator/load-engine.js";
import { Engine, type ProgramSet } from "../runtime/core/machine.js";
import type { Value } from "../runtime/core/values.js";
import { deciderOf, type Decision } from "../runtime/engine.js";
import { SeededRandom } from "../runtime/rng.js";
import { baselineApacheGame } from "./baseline-apache.js";
import { baselineSquaresGame } from "./baseline-squares.js";
import { protocolApacheGame } from "./protocol-apache.js";
import { shapedApacheGame, shapedProtocolApacheGame } from "./shaped-apache.js";
import { plainTicTacToeGame } from "./baseline-tic-tac-toe.js";
import { boardgameioTicTacToeGame } from "./boardgameio-tic-tac-toe.js";
import { shapedTicTacToe } from "./shaped-tic-tac-toe.js";

export type Play = (seed: number) => void;

/** What the random agent needs of an engine: the generated engines and the shaped Tic-Tac-Toe alike. */
interface Playable {
  isOver(): boolean;
  pending(): Decision<Value> | null;
  apply(player: string, action: Value): unknown;
  sides(): readonly string[];
}

/** Plays random games of a compiled engine: each decision picks uniformly among the options, from a generator of its own. */
export function randomPlay(create: (seed: number) => Playable): Play {
  return (seed) => {
    const engine = create(seed);
    const agent = new SeededRandom(seed ^ 0x5bd1e995);
    while (!engine.isOver()) {
      const d = engine.pending()!;
      const option = d.options[agent.int(0, d.options.length - 1)]!;
      engine.apply(deciderOf(d, option, engine.sides()), option);
    }
  };
}

/** The program set of a generated engine, by its folder's name. */
export async function generated(game: string): Promise<ProgramSet> {
  return (
    (await import(
      new URL(`../generated/${game}/index.js`, import.meta.url).href
    )) as { game: ProgramSet }
  ).game;
}

/** Apache's three variants together, raced against the base game. */
export const ALL_VARIANTS = ["warpath", "wedding", "shared-booty"];

/** Every engine the bench races, by name. */
export const PLAYERS: Readonly<Record<string, () => Promise<Play>>> = {
  apache: async () => {
    const set = await generated("apache");
    return randomPlay((seed) => Engine.create(set, { seed, players: 4 }));
  },
  "apache-variants": async () => {
    const set = await generated("apache");
    return randomPlay((seed) =>
      Engine.create(set, { seed, players: 4, variants: ALL_VARIANTS }),
    );
  },
  "apache-baseline": async () => (seed) => void baselineApacheGame(seed, 4),
  "once-we-moved-like-the-wind": async () => {
    const set = await generated("once-we-moved-like-the-wind");
    return randomPlay((seed) => Engine.create(set, { seed }));
  },
  "apache-protocol": async () => (seed) => void protocolApacheGame(seed, 4),
  "apache-shaped": async () => (seed) => void shapedApacheGame(seed, 4),
  "apache-shaped-protocol": async () => (seed) => void shapedProtocolApacheGame(seed, 4),
  squares: async () => {
    const set = await generated("squares");
    return randomPlay((seed) => Engine.create(set, { seed }));
  },
  "squares-baseline": async () => (seed) => void baselineSquaresGame(seed),
  "tic-tac-toe": async () => {
    // Found beside this file's source, wherever the bench is run from.
    const spec = fileURLToPath(new URL("../../bench/specs/tic-tac-toe/game.rules", import.meta.url));
    const checked = checkGame(spec);
    const errors = checked.diagnostics.filter((d) => d.severity === "error");
    if (errors.length > 0) throw new Error(`${spec}: ${errors.map((d) => d.message).join("; ")}`);
    const set = (await loadEngine(checked.model)).game;
    return randomPlay((seed) => Engine.create(set, { seed }));
  },
  "tic-tac-toe-plain": async () => (seed) => void plainTicTacToeGame(seed),
  "tic-tac-toe-boardgameio": async () => (seed) =>
    void boardgameioTicTacToeGame(seed),
  "tic-tac-toe-shaped-integers": async () =>
    randomPlay(shapedTicTacToe("integers") as (seed: number) => Playable),
  "tic-tac-toe-shaped-ids": async () =>
    randomPlay(shapedTicTacToe("ids") as (seed: number) => Playable),
};

/**
 * The player of a name the bench races: one of `PLAYERS`, or Apache with
 * some of its variants, named `apache+wedding+shared-booty` (every
 * combination is raced against the base game); undefined for anything else.
 */
export function playerNamed(name: string): (() => Promise<Play>) | undefined {
  const own = Object.hasOwn(PLAYERS, name) ? PLAYERS[name] : undefined;
  if (own !== undefined) return own;
  const [game, ...variants] = name.split("+");
  if (game !== "apache" || variants.length === 0 || variants.some((v) => !ALL_VARIANTS.includes(v))) return undefined;
  return async () => {
    const set = await generated("apache");
    return randomPlay((seed) => Engine.create(set, { seed, players: 4, variants }));
  };
}

/** Every non-empty combination of Apache's variants, in a fixed order (one variant first, then pairs, then all). */
export function variantCombinations(): string[][] {
  const all: string[][] = [];
  for (let mask = 1; mask < 1 << ALL_VARIANTS.length; mask++) all.push(ALL_VARIANTS.filter((_, i) => (mask & (1 << i)) !== 0));
  return all.sort((a, b) => a.length - b.length);
}

/** The middle of some measurements (the upper middle of an even count). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** CPU time this process has used, in milliseconds (the rounds race one engine at a time, so it is that engine's). */
export function cpuMs(): number {
  const t = process.cpuUsage();
  return (t.user + t.system) / 1000;
}

/**
 * Plays games from `seedFrom` on for `ms` milliseconds of CPU time; returns
 * games a CPU second. CPU time, not the wall clock: on a loaded machine a
 * round timed by the clock also counts the time other processes ran.
 */
export function gamesPerSecond(
  play: Play,
  ms: number,
  seedFrom: number,
): number {
  const start = cpuMs();
  let games = 0;
  // The clock is read once a batch, the batch doubling while it takes under half a millisecond: read
  // after every game, it cost about 0.8 µs a game, which is more than a whole game of plain Tic-Tac-Toe.
  let batch = 1;
  let before = start;
  for (;;) {
    for (let i = 0; i < batch; i++) play(seedFrom + games++);
    const now = cpuMs();
    if (now - start >= ms) return games / ((now - start) / 1000);
    if (now - before < 0.5) batch *= 2;
    before = now;
  }
}

/**
 * What clone() costs 300 decisions into a game of `set` (seed 5): µs a
 * clone, min and median of 9 rounds of 2,000 (an MCTS bot clones for every
 * playout).
 */
export function cloneMicros(set: ProgramSet): { min: number; median: number } {
  const e = Engine.create(set, { seed: 5 });
  const agent = new SeededRandom(5);
  for (let steps = 0; steps < 300 && !e.isOver(); steps++) {
    const d = e.pending()!;
    const o = d.options[agent.int(0, d.options.length - 1)]!;
    e.apply(deciderOf(d, o, e.sides()), o);
  }
  const xs: number[] = [];
  for (let r = 0; r < 9; r++) {
    const t = cpuMs();
    for (let i = 0; i < 2000; i++) e.clone();
    xs.push(((cpuMs() - t) * 1000) / 2000);
  }
  return { min: +Math.min(...xs).toFixed(2), median: +median(xs).toFixed(2) };
}
