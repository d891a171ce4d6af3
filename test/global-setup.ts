/**
 * Runs once before the suite: says which tests will be skipped because a
 * tool they drive is missing from this machine (the terminal tests drive
 * `rulewright play` through tmux; the published pages are checked in a
 * headless Chromium), and how to install it, instead of skipping silently.
 */
import { CHROMIUM, hasTmux } from "./helpers/tools.js";

export default function setup(): void {
  const missing: string[] = [];
  if (!hasTmux) missing.push("tmux (the terminal tests of 'rulewright play')");
  if (CHROMIUM === undefined) missing.push("chromium (the browser tests of the published pages)");
  if (missing.length > 0) {
    process.stderr.write(`\nnote: skipping the tests that need ${missing.join(" and ")}: not installed here.\n      Install with: apt-get install ${missing.map((m) => m.split(" ")[0]).join(" ")}  (.ci/run does this by itself)\n\n`);
  }
}
