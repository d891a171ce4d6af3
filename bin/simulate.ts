/**
 * `rulewright simulate`: many random games, with a progress bar on a
 * terminal, a summary of outcomes, lengths and speed, and every fault saved
 * with its seed and log so `rulewright replay` reproduces it.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type * as M from "../dsl/model-types.js";
import { fileStem } from "../generator/escape.js";
import { loadEngine } from "../generator/load-engine.js";
import type { Fault } from "../runtime/engine.js";
import { playOne, type GameResult, type GameSettings } from "./play-one.js";
import { digest, writeSavedGame, type SavedGame } from "./saved-game.js";

export interface SimulateOptions {
  games: number;
  seed: number;
  scenario?: string;
  variants: string[];
  players?: number;
  maxSteps: number;
  /** Worker threads (default: one per core). */
  workers?: number;
  /** Check invariants and standing limits after every action (default: on). */
  checks?: boolean;
  /** The spec's folder, recorded in fault files and used to keep copies of a game apart. */
  spec?: string;
  /** Where fault files go (default `.rulewright/faults`). */
  faultDir?: string;
  /** Bots by side (`{ army: "mcts:1s" }`); other sides play at random. */
  agents?: Record<string, string>;
}

/** Games that failed the same way: one saved file for them all. */
export interface FaultGroup {
  /** The fault in words, e.g. "invariant one-unit-per-square broken". */
  cause: string;
  count: number;
  /** Seeds of the games with this fault (the first 100). */
  seeds: number[];
  /** The saved file of the first such game, or why it could not be saved. */
  saved: string;
}

export interface SimulationSummary {
  game: string;
  spec?: string;
  scenario?: string;
  variants: string[];
  players?: number;
  /** The bots that played, by side (the others played at random). */
  agents?: Record<string, string>;
  /** Each bot's milliseconds a move (wall clock, mean over every move of every game), by side. */
  botMsPerMove?: Record<string, number>;
  games: number;
  /** Set when the run was stopped (Ctrl-C) before every game was played: `games` counts those that were. */
  interrupted?: { asked: number };
  /** Worker threads that played them. */
  workers: number;
  /** Games won by each side (or shared, or drawn). */
  outcomes: Record<string, number>;
  /** Games ended by each named outcome, e.g. "Reserve area taken". */
  outcomeNames: Record<string, number>;
  length: { mean: number; spread: number; min: number; max: number };
  gamesPerSecond: number;
  faults: FaultGroup[];
}

/** A fault in words, the same for every game that fails the same way. */
export function faultCause(f: Fault): string {
  return f.kind === "exception" ? `exception: ${f.message}` : f.kind === "invariant" ? `invariant ${f.id} broken` : f.kind;
}

/** How many worker threads to use by default: one per core. */
export const DEFAULT_WORKERS = Math.max(1, availableParallelism());

/** Run from TypeScript sources (under the test runner), where worker threads cannot load this code. */
const fromSources = import.meta.url.endsWith(".ts");

/**
 * Plays the games on the engine compiled from the model, spread over worker
 * threads; results are gathered in seed order, so the summary does not
 * depend on how many workers played.
 */
export async function simulate(model: M.Model, opts: SimulateOptions, progress?: (done: number, total: number) => void, stop?: AbortSignal): Promise<SimulationSummary> {
  const { game, file } = await loadEngine(model, { ...(opts.scenario !== undefined ? { scenario: opts.scenario } : {}), variants: opts.variants });
  const settings: GameSettings = { variants: opts.variants, maxSteps: opts.maxSteps, checks: opts.checks ?? true, ...(opts.scenario !== undefined ? { scenario: opts.scenario } : {}), ...(opts.players !== undefined ? { players: opts.players } : {}), ...(opts.agents !== undefined ? { agents: opts.agents } : {}) };
  const seeds = Array.from({ length: opts.games }, (_, i) => opts.seed + i);
  const workers = fromSources ? 1 : Math.max(1, Math.min(opts.workers ?? DEFAULT_WORKERS, opts.games));
  const started = performance.now();
  const results: GameResult[] = [];
  const report = (r: GameResult) => {
    results.push(r);
    progress?.(results.length, opts.games);
  };
  if (workers === 1) {
    for (const seed of seeds) {
      if (stop?.aborted) break;
      report(playOne(game, seed, settings));
      // Let a Ctrl-C be heard between games.
      if (stop) await new Promise((next) => setImmediate(next));
    }
  } else {
    const script = new URL("./simulate-worker.js", import.meta.url);
    await Promise.all(
      Array.from({ length: workers }, (_, w) => {
        const mine = seeds.filter((_, i) => i % workers === w);
        return new Promise<void>((done, fail) => {
          const worker = new Worker(script, { workerData: { file, seeds: mine, settings } });
          // Stopped: the games each worker finished are kept, the one it was playing is not.
          const onStop = () => void worker.terminate().then(() => done());
          stop?.addEventListener("abort", onStop, { once: true });
          worker.on("message", report);
          worker.on("error", fail);
          worker.on("exit", (code) => {
            stop?.removeEventListener("abort", onStop);
            if (code === 0 || stop?.aborted) done();
            else fail(new Error(`a simulation worker stopped with code ${code}`));
          });
        });
      }),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  results.sort((a, b) => a.seed - b.seed);
  const outcomes: Record<string, number> = {};
  const outcomeNames: Record<string, number> = {};
  const groups = new Map<string, FaultGroup>();
  for (const result of results) {
    if (result.faults.length > 0) {
      const cause = result.faults.map(faultCause).join("; ");
      const group = groups.get(cause);
      if (group) {
        group.count++;
        if (group.seeds.length < 100) group.seeds.push(result.seed);
      } else {
        const saved: SavedGame = { faults: result.faults, maxSteps: opts.maxSteps, log: result.saved!.log, end: result.saved!.end, ...(opts.spec !== undefined ? { spec: opts.spec } : {}) };
        groups.set(cause, { cause, count: 1, seeds: [result.seed], saved: saveFault(model.game.id, result.seed, saved, opts) });
      }
    } else if (result.outcome) {
      const key = result.outcome.draw ? "draw" : result.outcome.winners.length > 1 ? `shared: ${result.outcome.winners.join(" + ")}` : result.outcome.winners[0]!;
      outcomes[key] = (outcomes[key] ?? 0) + 1;
      const name = result.outcome.name ?? (result.outcome.draw ? "draw" : "victory");
      outcomeNames[name] = (outcomeNames[name] ?? 0) + 1;
    }
  }
  const botTime: Record<string, { moves: number; ms: number }> = {};
  for (const r of results) {
    for (const [side, t] of Object.entries(r.bots ?? {})) {
      const all = (botTime[side] ??= { moves: 0, ms: 0 });
      all.moves += t.moves;
      all.ms += t.ms;
    }
  }
  const lengths = results.map((r) => r.steps);
  const mean = lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length);
  const spread = Math.sqrt(lengths.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, lengths.length));
  return {
    game: model.game.id,
    ...(opts.spec !== undefined ? { spec: opts.spec } : {}),
    ...(opts.scenario !== undefined ? { scenario: opts.scenario } : {}),
    variants: opts.variants,
    ...(opts.players !== undefined ? { players: opts.players } : {}),
    ...(opts.agents !== undefined ? { agents: opts.agents, botMsPerMove: Object.fromEntries(Object.keys(opts.agents).map((side) => [side, round(botTime[side] && botTime[side].moves > 0 ? botTime[side].ms / botTime[side].moves : 0)])) } : {}),
    games: results.length,
    ...(results.length < opts.games ? { interrupted: { asked: opts.games } } : {}),
    workers,
    outcomes,
    outcomeNames,
    length: { mean: round(mean), spread: round(spread), min: Math.min(...lengths), max: Math.max(...lengths) },
    gamesPerSecond: round(results.length / Math.max(seconds, 1e-9)),
    faults: [...groups.values()],
  };
}

function round(x: number): number {
  return Math.round(x * 10) / 10;
}

/**
 * Writes a faulty game for `replay`; returns the path, or why it could not be
 * written. The name carries a short digest of the spec's folder, scenario,
 * variants and player count, so faults from two copies of a game, or from two
 * setups of one, never overwrite each other.
 */
function saveFault(game: string, seed: number, saved: SavedGame, opts: SimulateOptions): string {
  const dir = opts.faultDir ?? ".rulewright/faults";
  const setup = { spec: opts.spec, scenario: opts.scenario, variants: [...opts.variants].sort(), players: opts.players };
  const folder = opts.spec === undefined && opts.scenario === undefined && opts.variants.length === 0 && opts.players === undefined ? "" : `-${digest(setup).slice(0, 8)}`;
  return writeSavedGame(dir, `${fileStem(game)}${folder}-seed-${seed}.json`, saved);
}

/** A one-line progress bar, redrawn in place. */
export function progressBar(write: (s: string) => void): (done: number, total: number) => void {
  let last = -1;
  return (done, total) => {
    const pct = Math.floor((done / total) * 100);
    if (pct === last && done !== total) return;
    last = pct;
    const width = 30;
    const filled = Math.round((done / total) * width);
    write(`\r[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total} games${done === total ? "\n" : ""}`);
  };
}
