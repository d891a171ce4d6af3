/** The machine's tools some tests drive, found once: tests that need a missing one are skipped (and the run says so: see test/global-setup.ts). */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Debian's chromium, for the checks of the published pages. */
export const CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));

/** Whether tmux runs, for the terminal tests of `rulewright play`. */
export const hasTmux = spawnSync("tmux", ["-V"]).status === 0;
