/**
 * The spec fuzzer's long runs of play (`npm run fuzz -- --play`): the inputs
 * go in batches, each in a worker thread of its own that is ended after it.
 * Every input that checks clean is compiled into a module of its own and
 * imported, and an imported module stays in memory as long as its thread:
 * in one thread, a run grew by about 700 KB an input played (2.2 GB after
 * 3,225), so a run of a few hours would run out of memory. The modules go to a
 * folder made for the run, emptied after each batch and removed at its end,
 * not to the shared cache of compiled engines, where nothing would read them
 * again (one half-hour run left 1,023 files there; runs before it had left
 * 3,196 more, 468 MB in all).
 *
 * A thread still at one input after `inputSeconds` (a spec whose play runs
 * for hours within every limit, or a fault that loops) is ended, the input
 * is reported as a hang, and the run goes on from the next input in a new
 * thread. Stopped by SIGINT or SIGTERM, a run removes its folder first.
 *
 * Run from the TypeScript sources (the test runner), the batches play in
 * this thread, which cannot start a worker from a source file, and the
 * modules go to the shared cache, where the suite type-checks every module
 * its tests compiled once it ends; no input is timed there.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { defaultCorpus, fuzzInput, fuzzPlay, loadCorpus, type CorpusGame, type Mutations, type PlayFailure, type PlayFuzzOptions, type PlayFuzzReport } from "./spec-fuzzer.js";

/** Inputs a batch tries before its thread is replaced: about 90 modules, some 60 MB. */
export const BATCH = 500;

/**
 * Seconds one input may take, checked, compiled and played, before it counts
 * as a hang. A clean input of the five games takes from one to a few
 * seconds, more on a loaded machine; ten minutes is far past that, and
 * short enough that a run of a night loses little to one input.
 */
export const INPUT_SECONDS = 600;

/** What a batch's thread says: an input started, progress, a failure found, or that it is done and how many inputs it tried. */
export type BatchMessage =
  | { type: "input"; seed: number }
  | { type: "progress"; done: number; clean: number }
  | { type: "failure"; failure: PlayFailure }
  | { type: "done"; inputs: number; clean: number; stopped: number };

/** What a batch's thread is given: the options of `fuzzPlay` that are data. */
export interface BatchData {
  count: number;
  seed: number;
  actions: number;
  maxSeconds: number;
  dir: string | undefined;
  /** Folders of the games to mutate; the real specs and the test fixtures when absent. */
  roots: string[] | undefined;
  mutations: Mutations;
}

const fromSources = import.meta.url.endsWith(".ts");

const corpusOf = (roots: string[] | undefined): CorpusGame[] => (roots === undefined ? defaultCorpus() : loadCorpus(roots));

/** One batch, in this thread: what a worker runs (see `fuzz-play-worker.ts`), and the test runner too. */
export async function playBatch(data: BatchData, say: (m: BatchMessage) => void): Promise<void> {
  const report = await fuzzPlay(corpusOf(data.roots), {
    count: data.count,
    seed: data.seed,
    actions: data.actions,
    maxSeconds: data.maxSeconds,
    mutations: data.mutations,
    ...(data.dir === undefined ? {} : { dir: data.dir }),
    starting: (seed) => say({ type: "input", seed }),
    progress: (done, clean) => say({ type: "progress", done, clean }),
    failed: (failure) => say({ type: "failure", failure }),
  });
  say({ type: "done", inputs: report.inputs, clean: report.clean, stopped: report.stopped });
}

/**
 * One batch in a worker thread of its own, ended when the batch is; or when
 * one input has taken more than `inputSeconds`, whose seed is then returned.
 */
function playBatchInWorker(data: BatchData, say: (m: BatchMessage) => void, inputSeconds: number): Promise<{ hung?: number }> {
  return new Promise((done, fail) => {
    const worker = new Worker(new URL("./fuzz-play-worker.js", import.meta.url), { workerData: data });
    let finished = false;
    let hung: number | undefined;
    let current: number | undefined;
    let watchdog: NodeJS.Timeout | undefined;
    worker.on("message", (m: BatchMessage) => {
      if (m.type === "input") {
        current = m.seed;
        clearTimeout(watchdog);
        watchdog = setTimeout(() => {
          hung = current;
          void worker.terminate();
        }, inputSeconds * 1000);
      }
      say(m);
      if (m.type === "done") {
        finished = true;
        clearTimeout(watchdog);
      }
    });
    worker.on("error", (err) => {
      clearTimeout(watchdog);
      fail(err);
    });
    worker.on("exit", (code) => {
      clearTimeout(watchdog);
      if (hung !== undefined) done({ hung });
      else if (finished) done({});
      else fail(new Error(`a fuzzing thread stopped with code ${code} before its batch was done`));
    });
  });
}

/** How a long run is split and bounded (see the header). */
export interface BatchSettings {
  /** Inputs a thread tries before it is replaced. */
  batch?: number;
  /** Seconds one input may take before it is a hang (only in worker threads). */
  inputSeconds?: number;
  /** Folders of the games to mutate; the real specs and the test fixtures when absent. */
  roots?: string[];
}

/**
 * `fuzzPlay` over `options.count` inputs from `options.seed` on, in batches
 * of `batch` inputs, each in a fresh worker thread (see the header), until
 * the inputs or `options.maxSeconds` run out. Reports as `fuzzPlay` does,
 * with the number of batches; `progress` counts across batches.
 */
export async function fuzzPlayInBatches(options: Omit<PlayFuzzOptions, "dir">, settings: BatchSettings = {}): Promise<PlayFuzzReport & { batches: number }> {
  const { count, seed = 1, actions = 300, maxSeconds = Infinity, mutations = "syntax" } = options;
  const { batch = BATCH, inputSeconds = INPUT_SECONDS, roots } = settings;
  const report: PlayFuzzReport & { batches: number } = { inputs: 0, clean: 0, stopped: 0, seconds: 0, failures: [], batches: 0 };
  // Stopped from outside, the run's folder goes first; the signal then ends the process as it would have. Listened
  // for before the folder is made: a signal between the two would end the process and leave the folder.
  let dir: string | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
    process.off("SIGINT", onSignal).off("SIGTERM", onSignal);
    process.kill(process.pid, signal);
  };
  if (!fromSources) {
    process.on("SIGINT", onSignal).on("SIGTERM", onSignal);
    dir = mkdtempSync(join(tmpdir(), "rulewright-fuzz-"));
  }
  const failed = (f: PlayFailure) => {
    report.failures.push(f);
    options.failed?.(f);
  };
  const start = performance.now();
  const elapsed = () => (performance.now() - start) / 1000;
  try {
    while (report.inputs < count && elapsed() <= maxSeconds) {
      const data: BatchData = { count: Math.min(batch, count - report.inputs), seed: seed + report.inputs, actions, maxSeconds: maxSeconds - elapsed(), dir, roots, mutations };
      const before = { inputs: report.inputs, clean: report.clean };
      let tried = 0;
      let clean = 0;
      const say = (m: BatchMessage) => {
        if (m.type === "progress") {
          clean = m.clean;
          options.progress?.(before.inputs + m.done, before.clean + m.clean);
        } else if (m.type === "failure") failed(m.failure);
        else if (m.type === "done") {
          tried = m.inputs;
          clean = m.clean;
          report.stopped += m.stopped;
        }
      };
      if (fromSources) await playBatch(data, say);
      else {
        const { hung } = await playBatchInWorker(data, say, inputSeconds);
        if (hung !== undefined) {
          // The batch ends at the input that hung; the next batch starts after it.
          tried = hung - data.seed + 1;
          const { game, file, text } = fuzzInput(corpusOf(roots), hung, mutations);
          failed({ seed: hung, game: game.entry, file, kind: "hang", detail: `still being checked, compiled or played after ${inputSeconds} s; its thread was ended`, text });
        }
      }
      report.batches++;
      report.inputs += tried;
      report.clean = before.clean + clean;
      // The batch's modules are no one's now: its thread, which imported them, is gone. (Emptied, not
      // made again: a folder of that name made anew in a shared temporary folder could be someone else's.)
      if (dir !== undefined) for (const f of readdirSync(dir)) rmSync(join(dir, f), { force: true });
      if (tried === 0) break;
    }
  } finally {
    process.off("SIGINT", onSignal).off("SIGTERM", onSignal);
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  }
  report.seconds = elapsed();
  return report;
}
