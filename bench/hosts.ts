/**
 * What hosting costs (issue 34): a host sends a fresh view and decision
 * after every action, so `view(player)` and `pendingFor(player)` should cost
 * no more than the action. Measured in CPU time by playing the very same
 * random games twice, in interleaved rounds: once applying actions only, once
 * also taking the decider's view and decision at every step; the difference,
 * per step, against the apply-only time. Then the Rally the Troops modules
 * `rulewright export rtt` writes, under this project's fuzzer: CPU
 * milliseconds a game (the server's fuzzer allows 250).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fuzzRules, type FuzzableRules } from "../adapters/rtt-fuzz.js";
import { cpuClock } from "../bin/cpu-clock.js";
import { NotSpecifiedError } from "../runtime/core/commands.js";
import { Engine, type ProgramSet } from "../runtime/core/machine.js";
import type { Value } from "../runtime/core/values.js";
import { isPlayOf } from "../runtime/engine.js";
import { SeededRandom } from "../runtime/rng.js";
import { cpuMs, median } from "./players.js";

/**
 * Plays `games` random games from fixed seeds; with `host`, the decider is
 * also given their view and their decision (`pendingFor`), as a host sends
 * them after every action, and answers from that decision. Without, the
 * decider's options are read from `pending()` as play keeps them, so the
 * difference is the host's whole cost. Either way the same option is
 * chosen, so the very same games are played. Returns the CPU ms taken, the
 * steps and the games' outcomes (to hold the two kinds to the same games).
 */
export function playGames(set: ProgramSet, options: { scenario?: string }, games: number, host: boolean): { ms: number; steps: number; outcomes: string } {
  let steps = 0;
  let outcomes = "";
  const t = cpuMs();
  for (let seed = 1; seed <= games; seed++) {
    const e = Engine.create(set, { seed, ...options });
    const rng = new SeededRandom(seed);
    while (!e.isOver() && steps < 1e7) {
      const d = e.pending()!;
      // In a window any side may play, the first side (in the game's order) with a play of its own decides.
      const side = d.player === "each" ? d.players![0]! : d.player === "any" ? e.sides().find((s) => d.options.some((o) => isPlayOf(o, s)))! : d.player;
      let offered: readonly unknown[];
      if (host) {
        offered = e.pendingFor(side)!.options;
        e.view(side);
      } else offered = d.player === "any" ? d.options.filter((o) => isPlayOf(o, side)) : d.options;
      try {
        e.apply(side, offered[rng.int(0, offered.length - 1)] as Value);
      } catch (err) {
        if (err instanceof NotSpecifiedError) break;
        throw err;
      }
      steps++;
    }
    outcomes += JSON.stringify(e.isOver() ? e.result() : null);
  }
  return { ms: cpuMs() - t, steps, outcomes };
}

export interface HostRow {
  game: string;
  applyMicros: number;
  viewAndDecisionMicros: number;
  ratioMin: number;
  ratioMedian: number;
}

/**
 * For each game: µs a step of play alone, µs a step of the decider's view
 * and decision (`view` and `pendingFor`) on top, and their ratio (min and
 * median over rounds): what issue 34 asks to cost no more than the action.
 * Rounds whose two kinds of games took different numbers of steps or ended
 * differently would compare different games, so they stop the bench.
 */
export async function hostCosts(games: Record<string, { game: ProgramSet; options?: { scenario?: string } }>, rounds = 7, perRound = 20): Promise<HostRow[]> {
  const rows: HostRow[] = [];
  for (const [name, { game, options }] of Object.entries(games)) {
    playGames(game, options ?? {}, 2, true);
    const ratios: number[] = [];
    const applies: number[] = [];
    const views: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const plain = playGames(game, options ?? {}, perRound, false);
      const hosted = playGames(game, options ?? {}, perRound, true);
      if (plain.steps !== hosted.steps || plain.outcomes !== hosted.outcomes) throw new Error(`${name}: the hosted games (${hosted.steps} steps) and the plain ones (${plain.steps}) did not end alike: not the same games`);
      const apply = (plain.ms * 1000) / plain.steps;
      const view = Math.max(0, (hosted.ms * 1000) / hosted.steps - apply);
      applies.push(apply);
      views.push(view);
      ratios.push(view / apply);
    }
    rows.push({ game: name, applyMicros: +median(applies).toFixed(1), viewAndDecisionMicros: +median(views).toFixed(1), ratioMin: +Math.min(...ratios).toFixed(2), ratioMedian: +median(ratios).toFixed(2) });
  }
  return rows;
}

export interface RttRow {
  game: string;
  games: number;
  stepsPerGame: number;
  msPerGameMedian: number;
  msPerGameMax: number;
  failures: number;
}

/** Exports each game with the built CLI and fuzzes it: CPU ms a game, median and worst. */
export function rttCosts(gameIds: readonly string[], games = 12): RttRow[] {
  const out = mkdtempSync(join(tmpdir(), "rw-bench-rtt-"));
  const require = createRequire(import.meta.url);
  const rows: RttRow[] = [];
  for (const id of gameIds) {
    const r = spawnSync(process.execPath, [resolve("bin/rulewright.js"), "export", "rtt", id, "--out", join(out, id)], { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`export rtt ${id} failed: ${r.stderr}`);
    const rules = require(join(out, id, "rules.js")) as FuzzableRules;
    // Timed by the playing thread's CPU, as the server's clock would time the game on an idle machine.
    const clock = cpuClock();
    fuzzRules(rules, { games: 2, seed: 99, timeoutMs: Infinity, clock });
    const report = fuzzRules(rules, { games, seed: 1, timeoutMs: Infinity, clock });
    rows.push({ game: id, games: report.games, stepsPerGame: Math.round(report.steps / Math.max(1, report.games)), msPerGameMedian: +median(report.times).toFixed(1), msPerGameMax: +Math.max(...report.times).toFixed(1), failures: report.failures.length });
  }
  return rows;
}
