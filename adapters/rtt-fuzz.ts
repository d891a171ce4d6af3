/**
 * A random fuzzer for Rally the Troops rules modules, in the manner of the
 * server's own (`rtt fuzz-rand`): it plays random games through `setup`,
 * `view` and `action` and reports the same classes of failure: a crash, a
 * dead end (an active role with no action but undo), a game taking too many
 * steps, an action argument that is not a number, undo offered after the
 * active role changed or after chance was drawn, a prompt left as "TODO:",
 * and a game over the time budget. The time is CPU time (see below), so a
 * loaded machine does not make a game late; tests leave the time class to
 * the benchmark.
 *
 * Like the server's, it copies the whole game before each action (to check
 * undo against the game before), in the same way (`serverCopy`), and that
 * copy counts in a game's time: a game that grows as it goes costs more
 * with every step. It also stores the
 * game as the server does (a JSON round trip, now and then), so a module
 * that only works on the objects it made itself fails; that round trip is
 * its own addition, and left out of the time.
 *
 * The clock is the caller's (`FuzzOptions.clock`): the command line and
 * the benchmark give it the playing thread's CPU time (`bin/cpu-clock.ts`),
 * which stands for the server's wall-clock time on a busy machine; the
 * whole process's, the default, also counts the garbage collector's helper
 * threads, which run beside the game on other cores and do not make it
 * later on the server (a game looks half as dear again by it).
 */
import { SeededRandom } from "../runtime/rng.js";

/** The module's shape as the fuzzer uses it (see `RttRules`); `variants` is this project's own addition. */
export interface FuzzableRules {
  scenarios: string[] | Record<string, string[]>;
  roles: string[] | ((scenario: string, options: Record<string, unknown>) => string[]);
  setup(seed: number, scenario: string, options: Record<string, unknown>): FuzzedGame;
  view(game: FuzzedGame, role: string): { prompt?: string; actions?: Record<string, unknown> };
  action(game: FuzzedGame, role: string, verb: string, noun: unknown): FuzzedGame;
  variants?: string[];
}

interface FuzzedGame {
  active?: string | string[] | null;
  seed?: number;
  undo?: unknown[];
  [key: string]: unknown;
}

export type FailureKind = "Crash" | "NoMoreActions" | "MaxSteps" | "Timeout" | "BadActionArgs" | "UndoAfterActiveChange" | "UndoAfterRandom" | "TodoPrompt";

export interface FuzzFailure {
  kind: FailureKind;
  message: string;
  /** How to play the game again: its set-up and every action taken. */
  setup: { seed: number; scenario: string; options: Record<string, unknown> };
  replay: [string, string, unknown][];
  step: number;
}

export interface FuzzOptions {
  games: number;
  /** The fuzzer's own seed (its choices); each game's seed is drawn from it. */
  seed?: number;
  maxSteps?: number;
  /** CPU milliseconds a game may take, as the server's fuzzer allows (250). */
  timeoutMs?: number;
  /** CPU milliseconds so far, read at a game's start and end (by default the whole process's: see the header). */
  clock?: () => number;
  /** Called after each game, for progress. */
  progress?: (done: number, failures: number) => void;
}

export interface FuzzReport {
  games: number;
  steps: number;
  failures: FuzzFailure[];
  /** CPU milliseconds each game took, in order. */
  times: number[];
}

const RTT_MAX_SEED = 2 ** 35 - 31;

/**
 * A copy of a stored game as the server's fuzzer makes one before each
 * action: every list and object copied in turn, every other value kept,
 * nothing checked. (The engine's own `copyState` also refuses what is not
 * plain data, a check per value that made the copy, and so the game's
 * measured time, dearer than on the server: a fifth of a fuzzed game of
 * Once We Moved Like the Wind went to it.)
 */
export function serverCopy<T>(v: T): T {
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      out[i] = typeof x === "object" && x !== null ? serverCopy(x) : x;
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in v as Record<string, unknown>) {
    const x = (v as Record<string, unknown>)[k];
    out[k] = typeof x === "object" && x !== null ? serverCopy(x) : x;
  }
  return out as T;
}

/** The whole process's CPU milliseconds: the fuzzer's clock unless it is given another. */
export function processMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Plays `options.games` random games of `rules` and reports every failure, one per game at most. */
export function fuzzRules(rules: FuzzableRules, options: FuzzOptions): FuzzReport {
  const rng = new SeededRandom(options.seed ?? 1);
  const pick = <T>(xs: readonly T[]): T => xs[rng.int(0, xs.length - 1)]!;
  const maxSteps = options.maxSteps ?? 10_000;
  const timeout = options.timeoutMs ?? 250;
  const scenarios = Array.isArray(rules.scenarios) ? rules.scenarios : Object.values(rules.scenarios).flat();
  const report: FuzzReport = { games: 0, steps: 0, failures: [], times: [] };
  const clock = options.clock ?? processMs;
  for (let g = 0; g < options.games; g++) {
    const scenario = pick(scenarios);
    const opts: Record<string, unknown> = {};
    for (const v of rules.variants ?? []) if (rng.int(0, 2) === 0) opts[v] = true;
    const seed = rng.int(1, RTT_MAX_SEED);
    const setup = { seed, scenario, options: opts };
    const replay: [string, string, unknown][] = [];
    let step = 0;
    const fail = (kind: FailureKind, message: string) => report.failures.push({ kind, message, setup, replay: [...replay], step });
    const started = clock();
    /** CPU ms spent on the round trips through JSON, which the server's fuzzer does not make. */
    let stored = 0;
    const cpu = () => clock() - started - stored;
    report.games++;
    let game: FuzzedGame;
    let roles: string[];
    try {
      roles = typeof rules.roles === "function" ? rules.roles(scenario, opts) : rules.roles;
      game = rules.setup(seed, scenario, opts);
    } catch (err) {
      // A combination of variants the game refuses is no failure: the server's form would not offer it.
      if (err instanceof RangeError && /cannot be combined|is for \d/.test(err.message)) {
        report.games--;
        continue;
      }
      fail("Crash", stack(err));
      continue;
    }
    play: while (game.active && game.active !== "None") {
      let role = game.active;
      if (Array.isArray(role)) role = pick(role);
      if (role === "Both") role = pick(roles);
      let view;
      try {
        view = rules.view(game, role);
      } catch (err) {
        fail("Crash", stack(err));
        break;
      }
      if (step > maxSteps) {
        fail("MaxSteps", `more than ${maxSteps} steps`);
        break;
      }
      // Reading the CPU clock is a system call, dear beside a step: every 64 steps is enough to stop a
      // game that runs over (the time it took is read again at its end).
      if (step % 64 === 0 && cpu() > timeout) {
        fail("Timeout", `over ${timeout} ms of CPU time`);
        break;
      }
      if (view.prompt?.startsWith("TODO:")) {
        fail("TodoPrompt", view.prompt);
        break;
      }
      const actions = Object.entries(view.actions ?? {}).filter(([verb, args]) => verb !== "undo" && args !== 0 && args !== false);
      if (actions.length === 0) {
        fail("NoMoreActions", `${role} is active with nothing to do but undo: ${view.prompt ?? ""}`);
        break;
      }
      const [verb, args] = pick(actions);
      let noun: unknown;
      if (Array.isArray(args)) {
        for (const a of args) {
          if (typeof a !== "number") {
            fail("BadActionArgs", `${verb} ${JSON.stringify(args)}`);
            break play;
          }
        }
        noun = pick(args);
      } else if (args !== 1 && args !== true) {
        fail("BadActionArgs", `${verb} ${JSON.stringify(args)}`);
        break;
      }
      let before: FuzzedGame;
      try {
        before = serverCopy(game);
        // The server stores the game as JSON between requests: now and then, go through that.
        if (rng.int(0, 9) === 0) {
          const t = clock();
          game = JSON.parse(JSON.stringify(game)) as FuzzedGame;
          stored += clock() - t;
        }
        game = rules.action(game, role, verb, noun);
      } catch (err) {
        fail("Crash", stack(err));
        break;
      }
      replay.push([role, verb, noun]);
      if ((game.undo?.length ?? 0) > 0) {
        if (String(before.active) !== String(game.active)) {
          fail("UndoAfterActiveChange", `${verb} ${String(noun)}`);
          break;
        }
        if (before.seed !== game.seed) {
          fail("UndoAfterRandom", `${verb} ${String(noun)}`);
          break;
        }
      }
      step++;
      report.steps++;
    }
    const took = cpu();
    report.times.push(took);
    // A game that ran over between two readings is over all the same.
    if (took > timeout && !report.failures.some((f) => f.setup === setup)) fail("Timeout", `over ${timeout} ms of CPU time (${took.toFixed(0)} ms)`);
    options.progress?.(g + 1, report.failures.length);
  }
  return report;
}

function stack(err: unknown): string {
  return err instanceof Error ? (err.stack ?? err.message) : String(err);
}
