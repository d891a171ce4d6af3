/**
 * `npm run fuzz -- --count N [--seed S] [--budget MS]`: runs N mutated real
 * specs through the checker and the formatter, printing progress and inputs
 * per second. Failing inputs are written to `.rulewright/fuzz/` with their
 * seed, so each can be replayed; the exit code is 1 if any input failed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { defaultCorpus, fuzz } from "./spec-fuzzer.js";

function option(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const v = Number(args[i + 1]);
  if (!Number.isSafeInteger(v) || v < 0) {
    process.stderr.write(`fuzz: ${name} needs a whole number, not '${args[i + 1] ?? ""}'\n`);
    process.exit(2);
  }
  return v;
}

const args = process.argv.slice(2);
const count = option(args, "--count", 1000);
const seed = option(args, "--seed", 1);
const budgetMs = option(args, "--budget", 2000);
const corpus = defaultCorpus();
const started = performance.now();
const report = fuzz(corpus, {
  count,
  seed,
  budgetMs,
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
    `${report.withErrors} with errors reported; slowest ${report.slowestMs.toFixed(0)} ms; ` +
    `failures: ${report.failures.length}${kinds.size ? ` (${[...kinds].map(([k, n]) => `${k} ${n}`).join(", ")}; written to .rulewright/fuzz/)` : ""}\n`,
);
process.exit(report.failures.length > 0 ? 1 : 0);
