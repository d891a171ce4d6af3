/**
 * `npm run fuzz -- --count N [--seed S] [--budget MS] [--seconds T] [folder...]`:
 * runs N mutated specs through the checker and the formatter (or as many as
 * T seconds allow, for a long run that must end with its report), printing
 * progress and inputs per second, and each failing input as it is found.
 * The specs are the games in the folders given (a spec of your own), or the
 * real specs and the test fixtures.
 * With `--play [--meaning] [--actions A] [--batch B] [--input-seconds I]`, each input that
 * checks clean is also compiled and played for A random actions (300 by
 * default), B inputs (500 by default) to a worker thread that is then
 * replaced, so that the modules a run imports do not pile up in memory (see
 * `fuzz-play-batches.ts`); an input still at work after I seconds (600 by
 * default) is a hang, and the run goes on after it; `--seconds` bounds it too.
 * `--meaning` makes a designer's slips instead of breaking the specs (see
 * `slip`): play stopping with the engine's own error is then what the
 * changed rules do, and only a compile fault, an error from inside the
 * engine or a hang is a failure.
 * Failing inputs are written to `.rulewright/fuzz/` with their seed, so each
 * can be replayed; the exit code is 1 if any input failed.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { intOption, parseArgs } from "../bin/io.js";
import { BATCH, fuzzPlayInBatches, INPUT_SECONDS } from "./fuzz-play-batches.js";
import { defaultCorpus, fuzz, loadCorpus } from "./spec-fuzzer.js";

const { flags, rest, error } = parseArgs(process.argv.slice(2), ["--count", "--seed", "--budget", "--actions", "--seconds", "--batch", "--input-seconds"], ["--play", "--meaning"]);
const options = [
  intOption(flags, "--count", { min: 1, max: 100_000_000 }, 1000),
  intOption(flags, "--seed", { min: 0, max: 0xffffffff }, 1),
  intOption(flags, "--budget", { min: 1, max: 3_600_000 }, 2000),
  intOption(flags, "--actions", { min: 1, max: 1_000_000 }, 300),
  intOption(flags, "--seconds", { min: 1, max: 30 * 24 * 3600 }, 30 * 24 * 3600),
  intOption(flags, "--batch", { min: 1, max: 100_000 }, BATCH),
  intOption(flags, "--input-seconds", { min: 1, max: 24 * 3600 }, INPUT_SECONDS),
];
const problem = error ?? options.find((o) => o.error)?.error ?? (flags.has("--meaning") && !flags.has("--play") ? "--meaning makes slips for play: give --play too" : undefined);
if (problem) {
  process.stderr.write(`fuzz: ${problem}\n`);
  process.exit(2);
}
const [count, seed, budgetMs, actions, seconds, batch, inputSeconds] = options.map((o) => o.value!) as [number, number, number, number, number, number, number];
const missing = rest.find((r) => !existsSync(r));
if (missing !== undefined) {
  process.stderr.write(`fuzz: no such file or folder: ${missing}\n`);
  process.exit(2);
}
const roots = rest.length > 0 ? rest : undefined;
const corpus = roots === undefined ? defaultCorpus() : loadCorpus(roots);
if (corpus.length === 0) {
  process.stderr.write(`fuzz: no game in ${rest.join(", ")} (a game is a folder with a game.rules, or a file that declares a game)\n`);
  process.exit(2);
}
if (flags.has("--play")) {
  const played = await fuzzPlayInBatches(
    {
      count,
      seed,
      actions,
      maxSeconds: seconds,
      mutations: flags.has("--meaning") ? "meaning" : "syntax",
      progress: (done, clean) => {
        if (clean % 25 === 0) process.stderr.write(`${done}/${count} inputs, ${clean} checked clean and played\n`);
      },
      failed: (f) => process.stderr.write(`failure: seed ${f.seed} ${f.kind} (${f.file}): ${f.detail.split("\n")[0]!}\n`),
    },
    { batch, inputSeconds, ...(roots === undefined ? {} : { roots }) },
  );
  if (played.failures.length > 0) {
    mkdirSync(".rulewright/fuzz", { recursive: true });
    for (const f of played.failures) writeFileSync(`.rulewright/fuzz/seed-${f.seed}-${f.kind}.json`, JSON.stringify(f, null, 2));
  }
  for (const f of played.failures) process.stdout.write(`seed ${f.seed} ${f.kind} (${f.file}): ${f.detail.split("\n")[0]!}\n`);
  process.stdout.write(`${played.inputs} inputs in ${played.seconds.toFixed(1)} s (${played.batches} batch${played.batches === 1 ? "" : "es"}); ${played.clean} checked clean and were compiled and played, ${played.stopped} of them stopping with an error; failures: ${played.failures.length}${played.failures.length ? " (written to .rulewright/fuzz/)" : ""}\n`);
  process.exit(played.failures.length > 0 ? 1 : 0);
}
const started = performance.now();
const report = fuzz(corpus, {
  count,
  seed,
  budgetMs,
  maxSeconds: seconds,
  failed: (f) => process.stderr.write(`failure: seed ${f.seed} ${f.kind} (${f.file}): ${f.detail.split("\n")[0]!}\n`),
  progress: (done) => {
    if (done % 1000 !== 0 && done !== count) return;
    const rate = done / ((performance.now() - started) / 1000);
    process.stderr.write(`${done}/${count} inputs, ${rate.toFixed(1)} a second\n`);
  },
});
if (report.failures.length > 0) {
  mkdirSync(".rulewright/fuzz", { recursive: true });
  for (const f of report.failures) writeFileSync(`.rulewright/fuzz/seed-${f.seed}-${f.kind}.json`, JSON.stringify(f, null, 2));
}
const kinds = new Map<string, number>();
for (const f of report.failures) kinds.set(f.kind, (kinds.get(f.kind) ?? 0) + 1);
process.stdout.write(
  `${report.inputs} inputs in ${report.seconds.toFixed(1)} s (${report.perSecond.toFixed(1)} a second); ` +
    `${report.withErrors} with errors reported; slowest ${report.slowestMs.toFixed(0)} ms of CPU; ` +
    `failures: ${report.failures.length}${kinds.size ? ` (${[...kinds].map(([k, n]) => `${k} ${n}`).join(", ")}; written to .rulewright/fuzz/)` : ""}\n`,
);
process.exit(report.failures.length > 0 ? 1 : 0);
