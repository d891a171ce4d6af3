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
 * Run from the TypeScript sources (the test runner), the batches play in
 * this thread, which cannot start a worker from a source file, and the
 * modules go to the shared cache, where the suite type-checks every module
 * its tests compiled once it ends.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { defaultCorpus, fuzzPlay, type PlayFailure, type PlayFuzzOptions, type PlayFuzzReport } from "./spec-fuzzer.js";

/** Inputs a batch tries before its thread is replaced: about 90 modules, some 60 MB. */
export const BATCH = 500;

/** What a batch's thread says: progress, a failure found, or that it is done and how many inputs it tried. */
export type BatchMessage = { type: "progress"; done: number; clean: number } | { type: "failure"; failure: PlayFailure } | { type: "done"; inputs: number; clean: number };

/** What a batch's thread is given: the options of `fuzzPlay` that are data. */
export interface BatchData {
  count: number;
  seed: number;
  actions: number;
  maxSeconds: number;
  dir: string | undefined;
}

const fromSources = import.meta.url.endsWith(".ts");

/** One batch, in this thread: what a worker runs (see `fuzz-play-worker.ts`), and the test runner too. */
export async function playBatch(data: BatchData, say: (m: BatchMessage) => void): Promise<void> {
  const report = await fuzzPlay(defaultCorpus(), {
    count: data.count,
    seed: data.seed,
    actions: data.actions,
    maxSeconds: data.maxSeconds,
    ...(data.dir === undefined ? {} : { dir: data.dir }),
    progress: (done, clean) => say({ type: "progress", done, clean }),
    failed: (failure) => say({ type: "failure", failure }),
  });
  say({ type: "done", inputs: report.inputs, clean: report.clean });
}

/** One batch in a worker thread of its own, ended when the batch is. */
function playBatchInWorker(data: BatchData, say: (m: BatchMessage) => void): Promise<void> {
  return new Promise((done, fail) => {
    const worker = new Worker(new URL("./fuzz-play-worker.js", import.meta.url), { workerData: data });
    let finished = false;
    worker.on("message", (m: BatchMessage) => {
      say(m);
      if (m.type === "done") finished = true;
    });
    worker.on("error", fail);
    worker.on("exit", (code) => (finished ? done() : fail(new Error(`a fuzzing thread stopped with code ${code} before its batch was done`))));
  });
}

/**
 * `fuzzPlay` over `options.count` inputs from `options.seed` on, in batches
 * of `batch` inputs, each in a fresh worker thread (see the header), until
 * the inputs or `options.maxSeconds` run out. Reports as `fuzzPlay` does,
 * with the number of batches; `progress` counts across batches.
 */
export async function fuzzPlayInBatches(options: Omit<PlayFuzzOptions, "dir">, batch = BATCH): Promise<PlayFuzzReport & { batches: number }> {
  const { count, seed = 1, actions = 300, maxSeconds = Infinity } = options;
  const report: PlayFuzzReport & { batches: number } = { inputs: 0, clean: 0, seconds: 0, failures: [], batches: 0 };
  const dir = fromSources ? undefined : mkdtempSync(join(tmpdir(), "rulewright-fuzz-"));
  const start = performance.now();
  const elapsed = () => (performance.now() - start) / 1000;
  try {
    while (report.inputs < count && elapsed() <= maxSeconds) {
      const data: BatchData = { count: Math.min(batch, count - report.inputs), seed: seed + report.inputs, actions, maxSeconds: maxSeconds - elapsed(), dir };
      const before = { inputs: report.inputs, clean: report.clean };
      let tried = 0;
      const say = (m: BatchMessage) => {
        if (m.type === "progress") options.progress?.(before.inputs + m.done, before.clean + m.clean);
        else if (m.type === "failure") {
          report.failures.push(m.failure);
          options.failed?.(m.failure);
        } else {
          tried = m.inputs;
          report.clean = before.clean + m.clean;
        }
      };
      await (fromSources ? playBatch(data, say) : playBatchInWorker(data, say));
      report.batches++;
      report.inputs += tried;
      // The batch's modules are no one's now: its thread, which imported them, is gone. (Emptied, not
      // made again: a folder of that name made anew in a shared temporary folder could be someone else's.)
      if (dir !== undefined) for (const f of readdirSync(dir)) rmSync(join(dir, f), { force: true });
      if (tried === 0) break;
    }
  } finally {
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  }
  report.seconds = elapsed();
  return report;
}
