/**
 * Runs once around the suite.
 *
 * Before it: says which tests will be skipped because a tool they drive is
 * missing from this machine (the terminal tests drive `rulewright play`
 * through tmux; the published pages are checked in a headless Chromium), and
 * how to install it, instead of skipping silently; and has every engine
 * module compiled in memory listed (see `loadEngine`).
 *
 * After it: type-checks every module listed, so generated code that calls the
 * runtime with the wrong types fails the run even when no committed module
 * contains it (issue 31: a table's modifiers passed the table's number where
 * its name was expected, and nothing noticed).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM, hasTmux } from "./helpers/tools.js";
import { typeErrors } from "./helpers/typecheck-modules.js";

/** Modules checked in one TypeScript program; more at once costs memory, fewer repeats the runtime's checking. */
const BATCH = 40;

export default function setup(): () => void {
  const missing: string[] = [];
  if (!hasTmux) missing.push("tmux (the terminal tests of 'rulewright play')");
  if (CHROMIUM === undefined) missing.push("chromium (the browser tests of the published pages)");
  if (missing.length > 0) {
    process.stderr.write(`\nnote: skipping the tests that need ${missing.join(" and ")}: not installed here.\n      Install with: apt-get install ${missing.map((m) => m.split(" ")[0]).join(" ")}  (.ci/run does this by itself)\n\n`);
  }
  const dir = mkdtempSync(join(tmpdir(), "rulewright-compiled-"));
  const list = join(dir, "modules.txt");
  writeFileSync(list, "");
  process.env["RULEWRIGHT_COMPILED_LIST"] = list;
  return () => {
    const files = [...new Set(readFileSync(list, "utf8").split("\n").filter((f) => f.endsWith(".ts")))].sort();
    rmSync(dir, { recursive: true, force: true });
    const errors: string[] = [];
    for (let i = 0; i < files.length; i += BATCH) errors.push(...typeErrors(files.slice(i, i + BATCH)));
    if (errors.length > 0) throw new Error(`${errors.length} type error(s) in engine modules compiled in memory by the tests:\n${errors.slice(0, 20).join("\n")}`);
    process.stderr.write(`\nengine modules compiled in memory by the tests: ${files.length}, all type-check\n`);
  };
}
