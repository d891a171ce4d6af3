/** Helpers for tests: check specs held in memory. */
import { checkGame, type CheckedGame } from "../../dsl/check.js";
import type { Diagnostic } from "../../dsl/diagnostics.js";
import { memoryHost } from "../../dsl/workspace.js";

export const ROOT = "/virtual";

/** Checks an in-memory game; `files` maps names (relative to /virtual) to text; the entry is game.rules. */
export function checkFiles(files: Record<string, string>, entry = "game.rules"): CheckedGame {
  const abs: Record<string, string> = {};
  for (const [k, v] of Object.entries(files)) abs[`${ROOT}/${k}`] = v;
  return checkGame(`${ROOT}/${entry}`, memoryHost(abs));
}

/** A minimal valid game header, to which a test appends what it is about. */
export const HEADER = `game g "G" {
  players: 2
  sides: a, b
}
side a
side b
`;

/** A minimal game that can be played: HEADER with a start sequence named `s`, which the test declares. */
export const PLAYABLE = `game g "G" {
  players: 2
  sides: a, b
  start: s
}
side a
side b
`;

/** Checks one file made of HEADER and `body`. */
export function checkBody(body: string): CheckedGame {
  return checkFiles({ "game.rules": HEADER + body });
}

/** `line:col message` of each diagnostic, lines counted within the whole file. */
export function brief(ds: Diagnostic[]): string[] {
  return ds.map((d) => `${d.line}:${d.col} ${d.severity === "warning" ? "warning: " : ""}${d.message}`);
}

/** Line number in `HEADER + body` of the first line of `body`. */
export const BODY_LINE = HEADER.split("\n").length; // 7: the header has six lines
