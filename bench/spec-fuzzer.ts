/**
 * A seeded fuzzer for the language front end: it mutates the real specs (a
 * few edits to one file of one game at a time), checks the game and formats
 * the file, and reports any input that throws, reports an internal error,
 * gives a diagnostic whose position or excerpt does not match the text, or
 * takes longer than a time budget. Used by the test suite (a bounded run) and
 * by `npm run fuzz` (long runs).
 */
import { readFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { checkGame } from "../dsl/check.js";
import type { Diagnostic } from "../dsl/diagnostics.js";
import { formatText } from "../dsl/format.js";
import { splitLines } from "../dsl/lines.js";
import { collectRulesFiles, declaresGame, ParseCache, type FileHost } from "../dsl/workspace.js";
import { loadEngine } from "../generator/load-engine.js";
import { Engine, type ProgramSet } from "../runtime/core/machine.js";
import { deciderOf } from "../runtime/engine.js";
import { SeededRandom } from "../runtime/rng.js";

/** One game of the corpus: its files' texts by absolute path, and its entry. */
export interface CorpusGame {
  entry: string;
  files: Map<string, string>;
}

/** What went wrong with one input. */
export interface FuzzFailure {
  seed: number;
  game: string;
  file: string;
  kind: "throw" | "internal" | "location" | "slow" | "unsafe-format" | "control";
  detail: string;
  /** The mutated text, to reproduce the failure. */
  text: string;
}

export interface FuzzReport {
  inputs: number;
  seconds: number;
  perSecond: number;
  /** The slowest input, in milliseconds of CPU time. */
  slowestMs: number;
  failures: FuzzFailure[];
  /** How many inputs produced at least one error diagnostic (so mutations do break specs). */
  withErrors: number;
}

/** Reads every game under the given folders into memory. */
export function loadCorpus(roots: string[]): CorpusGame[] {
  const { files } = collectRulesFiles(roots);
  const byDir = new Map<string, Map<string, string>>();
  for (const f of files) {
    const dir = dirname(f);
    if (!byDir.has(dir)) byDir.set(dir, new Map());
    byDir.get(dir)!.set(f, readFileSync(f, "utf8"));
  }
  const games: CorpusGame[] = [];
  for (const texts of byDir.values()) {
    const entry = [...texts.keys()].find((f) => basename(f) === "game.rules") ?? [...texts.keys()].find((f) => declaresGame(texts.get(f)!));
    if (entry) games.push({ entry, files: texts });
  }
  return games;
}

/** Names that break code using plain objects as maps. */
const HOSTILE_NAMES = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "prototype"];
/** Fragments worth inserting: syntax, odd characters, line ends of every kind. */
const FRAGMENTS = ["{", "}", "(", ")", "[", "]", ",", ":", "=", "==", "+", "-", "..", "@rule \"1\"", "@assume \"x\"", "\"", "\"unclosed", "//", "\r", "\r\n", "\n", "\u2028", "\t", "if", "then", "else", "not", "and", "for", "in", "let x = ", "choose", "import \"game.rules\"", "0", "-1", "99999999999999999999", "1.5", "d6", "2d6", "é", "\u0000", "\uFEFF"];

/** Numbers that once made the checker loop, lose precision in `fmt`, or size an engine's work. */
const HOSTILE_NUMBERS = ["2147483648", "99999999", "999999999", "100000000000000000000", "9007199254740993", "007", "0", "10001", "101d6", "d1001", "20000"];
/** Words of the language's own, as names. */
const RESERVED_AS_NAMES = ["if", "then", "else", "game", "import", "let", "true", "for", "each", "repeat"];
/** Imports a spec should never be able to use, or that go round in circles. */
const ODD_IMPORTS = ['import "../../../etc/passwd"', 'import "game.rules"', 'import "missing.rules"', 'import ""', 'import "/dev/zero"', 'import "./"'];
/** Terminal escapes, bidirectional overrides and other characters a diagnostic must never print raw. */
const CONTROL_TEXT = ["\u001b[31m", "\u001b]0;title\u0007", "\u202e", "\u2066", "\u0000", "\u0085", "\u007f"];

/** A few random edits of `text`. */
export function mutate(text: string, rng: SeededRandom, names: readonly string[]): string {
  let t = text;
  const edits = rng.int(1, 3);
  for (let i = 0; i < edits; i++) {
    const at = t.length === 0 ? 0 : rng.int(0, t.length - 1);
    switch (rng.int(0, 17)) {
      case 0: // delete a span
        t = t.slice(0, at) + t.slice(Math.min(t.length, at + rng.int(1, 40)));
        break;
      case 1: // insert a fragment
        t = t.slice(0, at) + FRAGMENTS[rng.int(0, FRAGMENTS.length - 1)]! + t.slice(at);
        break;
      case 2: {
        // duplicate, drop or swap lines
        const lines = t.split("\n");
        const a = rng.int(0, lines.length - 1);
        const b = rng.int(0, lines.length - 1);
        const op = rng.int(0, 2);
        if (op === 0) lines.splice(a, 0, lines[b]!);
        else if (op === 1) lines.splice(a, 1);
        else [lines[a], lines[b]] = [lines[b]!, lines[a]!];
        t = lines.join("\n");
        break;
      }
      case 3: {
        // rename every use of one name to another name of the game, or to a hostile one
        const from = names[rng.int(0, names.length - 1)]!;
        const to = rng.int(0, 2) === 0 ? HOSTILE_NAMES[rng.int(0, HOSTILE_NAMES.length - 1)]! : names[rng.int(0, names.length - 1)]!;
        t = t.split(from).join(to);
        break;
      }
      case 4: // truncate
        t = t.slice(0, at);
        break;
      case 5: // a random character
        t = t.slice(0, at) + String.fromCharCode(rng.int(0, 0x2fff)) + t.slice(at);
        break;
      case 6: // every line end changed (lone CR, CRLF)
        t = t.replace(/\r?\n/g, rng.int(0, 1) === 0 ? "\r" : "\r\n");
        break;
      case 7: {
        // deep nesting, sometimes far beyond what any stage could walk
        const depth = rng.int(0, 3) === 0 ? rng.int(100, 1500) : rng.int(1, 40);
        const piece = ["(", "[", "not ", "- ", "if true then ", "1 + "][rng.int(0, 5)]!;
        t = t.slice(0, at) + piece.repeat(depth) + t.slice(at);
        break;
      }
      case 8: // a long word or a long line of names
        t = t.slice(0, at) + (rng.int(0, 1) === 0 ? "w".repeat(rng.int(50, 20000)) : Array.from({ length: rng.int(50, 3000) }, (_, k) => `n${k}`).join(" ")) + t.slice(at);
        break;
      case 9: // duplicate a span elsewhere
        {
          const len = rng.int(1, 200);
          const to = rng.int(0, t.length);
          t = t.slice(0, to) + t.slice(at, at + len) + t.slice(to);
        }
        break;
      case 11: {
        // a number replaced by one that is huge, imprecise, zero-padded or sizes work
        const numbers = [...t.matchAll(/\b[0-9]+\b/g)];
        const n = numbers.length ? numbers[rng.int(0, numbers.length - 1)]! : undefined;
        const to = HOSTILE_NUMBERS[rng.int(0, HOSTILE_NUMBERS.length - 1)]!;
        t = n ? t.slice(0, n.index) + to + t.slice(n.index + n[0].length) : t + to;
        break;
      }
      case 12: {
        // an else-if chain broken across lines, sometimes far deeper than the stack allows
        const depth = rng.int(0, 2) === 0 ? rng.int(100, 3000) : rng.int(1, 30);
        const chain = `function chain(x: int) = if x == 0\n  then 0${Array.from({ length: depth }, (_, i) => `\n  else if x == ${i + 1}\n  then ${i}`).join("")}\n  else 1\n`;
        t = rng.int(0, 1) === 0 ? `${t}\n${chain}` : t.slice(0, at) + chain + t.slice(at);
        break;
      }
      case 13: // binary junk
        t = t.slice(0, at) + String.fromCharCode(...Array.from({ length: rng.int(1, 64) }, () => rng.int(0, 255))) + t.slice(at);
        break;
      case 14: // control characters and bidirectional overrides, in a string or anywhere
        t = t.slice(0, at) + CONTROL_TEXT[rng.int(0, CONTROL_TEXT.length - 1)]! + t.slice(at);
        break;
      case 15: {
        // a name renamed to a reserved word
        const from = names[rng.int(0, names.length - 1)]!;
        t = t.split(from).join(RESERVED_AS_NAMES[rng.int(0, RESERVED_AS_NAMES.length - 1)]!);
        break;
      }
      case 16: // an odd import, at the top or anywhere
        t = rng.int(0, 1) === 0 ? `${ODD_IMPORTS[rng.int(0, ODD_IMPORTS.length - 1)]!}\n${t}` : t.slice(0, at) + `\n${ODD_IMPORTS[rng.int(0, ODD_IMPORTS.length - 1)]!}\n` + t.slice(at);
        break;
      default: // swap two characters
        if (t.length > 1) {
          const b = rng.int(0, t.length - 1);
          const chars = [...t];
          [chars[at], chars[b]] = [chars[b]!, chars[at]!];
          t = chars.join("");
        }
    }
  }
  return t;
}

/** A name as a spec writes it (`war-band`, `c1`): what mutations swap. */
const NAMES = /\b[a-z][a-z0-9]*(?:-[a-z0-9]+)*\b/g;

/** Operators a slip turns into another that reads as sensibly (`<` for `<=`, `or` for `and`). */
const SWAPS: Readonly<Record<string, string>> = { "<=": "<", "<": "<=", ">=": ">", ">": ">=", "==": "!=", "!=": "==", and: "or", or: "and", true: "false", false: "true", " + ": " - ", " - ": " + " };

/**
 * Slips a designer makes that keep a spec well formed, as `mutate` breaks
 * it: one use of a name swapped for another name of the game, a number one
 * off (or zero, or doubled), an operator turned (`<` for `<=`, `or` for
 * `and`), a line left out or two lines in the wrong order. One or two of
 * them. Many such specs check clean and play: what play then does is the
 * engine's own work on specs no test wrote.
 */
export function slip(text: string, rng: SeededRandom, names: readonly string[]): string {
  let t = text;
  const edits = rng.int(1, 2);
  for (let i = 0; i < edits; i++) {
    const pick = <T>(list: readonly T[]): T | undefined => (list.length === 0 ? undefined : list[rng.int(0, list.length - 1)]);
    const replace = (m: RegExpMatchArray | undefined, to: string) => {
      if (m !== undefined) t = t.slice(0, m.index) + to + t.slice(m.index! + m[0].length);
    };
    switch (rng.int(0, 4)) {
      case 0: {
        // One use of a name, not every one, swapped for another name of the game.
        const uses = [...t.matchAll(NAMES)];
        replace(pick(uses), pick(names) ?? "x");
        break;
      }
      case 1: {
        const m = pick([...t.matchAll(/\b[0-9]+\b/g)]);
        if (m !== undefined) {
          const n = Number(m[0]);
          replace(m, String([n + 1, Math.max(0, n - 1), 0, n * 2][rng.int(0, 3)]!));
        }
        break;
      }
      case 2: {
        const m = pick([...t.matchAll(/<=|>=|==|!=|<|>|\band\b|\bor\b|\btrue\b|\bfalse\b| \+ | - /g)]);
        if (m !== undefined) replace(m, SWAPS[m[0]] ?? m[0]);
        break;
      }
      default: {
        // A line left out, or swapped with the next.
        const lines = t.split("\n");
        const a = rng.int(0, Math.max(0, lines.length - 2));
        if (rng.int(0, 1) === 0) lines.splice(a, 1);
        else [lines[a], lines[a + 1]] = [lines[a + 1] ?? "", lines[a]!];
        t = lines.join("\n");
      }
    }
  }
  return t;
}

/** How inputs are made: `syntax` breaks specs (`mutate`), `meaning` makes a designer's slips in them (`slip`). */
export type Mutations = "syntax" | "meaning";

/** Whether every diagnostic points at a real place in its file, with an excerpt to show. */
function locationProblem(ds: readonly Diagnostic[], texts: ReadonlyMap<string, string>): string | undefined {
  for (const d of ds) {
    const text = texts.get(d.file);
    if (text === undefined) return `${d.file}:${d.line}:${d.col} names a file that was not read (${d.message})`;
    const lines = splitLines(text);
    const line = lines[d.line - 1];
    if (line === undefined) return `${d.file}:${d.line}:${d.col} is past the last line (${lines.length}) (${d.message})`;
    if (d.col < 1 || d.col > line.length + 2) return `${d.file}:${d.line}:${d.col} is outside its line of ${line.length} characters (${d.message})`;
  }
  return undefined;
}

export interface FuzzOptions {
  /** How many inputs to try. */
  count: number;
  /** The first seed; input i uses seed + i. */
  seed?: number;
  /**
   * An input is slow, a failure, when it takes more than this many
   * milliseconds of this process's CPU time and more than `SLOWER` times
   * what the same work costs on its game's own files (checking them, and
   * formatting one and checking again, measured once per game). CPU time,
   * not wall time, so that a loaded machine does not turn a fast input into
   * a reported one; against the game's own cost, so that a game that takes
   * long to check (Navajo Wars, each of its scenarios and variants checked
   * as applied: about two seconds an input) is not reported for that.
   */
  budgetMs?: number;
  /** The CPU clock, in milliseconds (this process's by default; tests give their own). */
  clock?: () => number;
  /** Stop early after this many seconds. */
  maxSeconds?: number;
  /** Called every few inputs with the number done. */
  progress?: (done: number) => void;
  /** Called with each failure as it is found (a long run tells them before it ends). */
  failed?: (failure: FuzzFailure) => void;
}

/**
 * The input of a seed: one file of one game of the corpus, mutated, and the
 * game's files with it. `fuzz` and `fuzzPlay` draw the same inputs.
 */
function inputs(corpus: CorpusGame[], mutations: Mutations = "syntax"): (seed: number) => { game: CorpusGame; file: string; text: string; files: Map<string, string> } {
  const names = corpus.map((g) => [...new Set([...g.files.values()].join("\n").match(NAMES) ?? [])]);
  return (seed) => {
    const rng = new SeededRandom(seed);
    const g = rng.int(0, corpus.length - 1);
    const game = corpus[g]!;
    const paths = [...game.files.keys()];
    const file = paths[rng.int(0, paths.length - 1)]!;
    const text = (mutations === "meaning" ? slip : mutate)(game.files.get(file)!, rng, names[g]!);
    const files = new Map(game.files);
    files.set(file, text);
    return { game, file, text, files };
  };
}

/** The mutated input a seed gives (the same as `fuzz` and `fuzzPlay` try): its game, the file edited and its new text. */
export function fuzzInput(corpus: CorpusGame[], seed: number, mutations: Mutations = "syntax"): { game: CorpusGame; file: string; text: string } {
  const { game, file, text } = inputs(corpus, mutations)(seed);
  return { game, file, text };
}

/**
 * How many times what the same work costs on a game's own files an input
 * may take before it is slow: the mutations make a file a little larger or
 * smaller, not many times as costly, so more than this is a check or a
 * format that blows up on some input.
 */
export const SLOWER = 4;

/** Where an input of a game whose own files cost `normalMs` counts as slow (see `FuzzOptions.budgetMs`). */
export function slowLimit(budgetMs: number, normalMs: number): number {
  return Math.max(budgetMs, SLOWER * normalMs);
}

/** This process's CPU time (user and system) in milliseconds. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Diagnostics as a sorted list of code and message (positions move when a file is formatted). */
const diagnosticSet = (ds: readonly Diagnostic[]) => ds.map((d) => `${d.code}: ${d.message}`).sort().join("\n");

/**
 * Why writing `formatted` in place of `file` would not be safe, if it would
 * not: formatting must be done in one pass and leave the game's checked model
 * and its diagnostics (apart from where they are) as they were.
 */
function unsafeFormat(game: CorpusGame, file: string, formatted: string, before: ReturnType<typeof checkGame>, cache: ParseCache): string | undefined {
  const again = formatText(formatted, "fuzz.rules");
  if (again.text !== formatted) return again.text === undefined ? `the formatted text does not format again: ${again.diagnostics[0]?.message ?? ""}` : "formatting twice differs from formatting once";
  const files = new Map(game.files);
  files.set(file, formatted);
  const after = checkGame(game.entry, { read: (p) => files.get(resolve(p)) }, cache);
  if (JSON.stringify(after.model) !== JSON.stringify(before.model)) return "formatting changed the checked model";
  if (diagnosticSet(after.diagnostics) !== diagnosticSet(before.diagnostics)) return `formatting changed the diagnostics:\n${diagnosticSet(before.diagnostics)}\n---\n${diagnosticSet(after.diagnostics)}`;
  return undefined;
}

/** Runs `count` mutated inputs through check and format; what formats must be safe to write. */
export function fuzz(corpus: CorpusGame[], options: FuzzOptions): FuzzReport {
  const { count, seed = 1, budgetMs = 2000, maxSeconds = Infinity, clock = cpuMs } = options;
  const cache = new ParseCache(2000);
  const input = inputs(corpus);
  const report: FuzzReport = { inputs: 0, seconds: 0, perSecond: 0, slowestMs: 0, failures: [], withErrors: 0 };
  /** What the work of one input costs on each game's own files, by entry, measured when the game is first drawn. */
  const normal = new Map<string, number>();
  const normalMs = (game: CorpusGame): number => {
    let ms = normal.get(game.entry);
    if (ms === undefined) {
      const host: FileHost = { read: (p) => game.files.get(resolve(p)) };
      const text = game.files.get(resolve(game.entry)) ?? "";
      const once = () => {
        const t0 = clock();
        const checked = checkGame(game.entry, host, cache);
        const formatted = formatText(text, "fuzz.rules");
        if (formatted.text !== undefined) unsafeFormat(game, resolve(game.entry), formatted.text, checked, cache);
        return clock() - t0;
      };
      // The second of two runs, the first warming the code up.
      once();
      normal.set(game.entry, (ms = once()));
    }
    return ms;
  };
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    if ((performance.now() - start) / 1000 > maxSeconds) break;
    const s = seed + i;
    const { game, file, text, files } = input(s);
    const host: FileHost = { read: (p) => files.get(resolve(p)) };
    const shown = file;
    const fail = (kind: FuzzFailure["kind"], detail: string) => {
      const failure: FuzzFailure = { seed: s, game: game.entry, file: shown, kind, detail, text };
      report.failures.push(failure);
      options.failed?.(failure);
    };
    // Measured before the input's own clock starts, and only where a budget is set (the suite's bounded run sets none).
    const limit = Number.isFinite(budgetMs) ? slowLimit(budgetMs, normalMs(game)) : Infinity;
    const t0 = clock();
    try {
      const checked = checkGame(game.entry, host, cache);
      if (checked.diagnostics.some((d) => d.severity === "error")) report.withErrors++;
      const internal = checked.diagnostics.find((d) => d.code === "internal");
      if (internal) fail("internal", internal.message);
      const raw = [...checked.diagnostics].find((d) => /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/.test(d.message));
      if (raw) fail("control", `a diagnostic's message holds a raw control character: ${JSON.stringify(raw.message)}`);
      const where = locationProblem(checked.diagnostics, checked.loaded.texts);
      if (where) fail("location", where);
      const formatted = formatText(text, "fuzz.rules");
      const fwhere = locationProblem(formatted.diagnostics, new Map([["fuzz.rules", text]]));
      if (fwhere) fail("location", `format: ${fwhere}`);
      if (formatted.text !== undefined) {
        const unsafe = unsafeFormat(game, file, formatted.text, checked, cache);
        if (unsafe) fail("unsafe-format", unsafe);
      }
    } catch (err) {
      fail("throw", (err as Error).stack ?? String(err));
    }
    const ms = clock() - t0;
    report.slowestMs = Math.max(report.slowestMs, ms);
    if (ms > limit) fail("slow", `${ms.toFixed(0)} ms of CPU, where the same work on the game's own files takes ${normal.get(game.entry)!.toFixed(0)} ms`);
    report.inputs++;
    if (options.progress && report.inputs % 100 === 0) options.progress(report.inputs);
  }
  report.seconds = (performance.now() - start) / 1000;
  report.perSecond = report.inputs / report.seconds;
  return report;
}

/** The corpus the suite and `npm run fuzz` use: every game under specs/ and the test fixtures. */
export function defaultCorpus(root = "."): CorpusGame[] {
  return loadCorpus([join(root, "specs"), join(root, "test", "fixtures")]);
}

/** What went wrong when a mutated spec that checks clean was compiled or played. */
export interface PlayFailure {
  seed: number;
  game: string;
  file: string;
  /**
   * `compile`: the spec did not compile or load; `crash`: play failed inside
   * the engine (a TypeError or the like: an engine fault whatever the spec);
   * `stop`: play stopped with the engine's own error, naming the spec's line,
   * where the unchanged game plays on (a mistake the checker let through:
   * not one it warned of in the file the mutation edited, or anywhere in a
   * warning naming what play stopped on); `hang`: the input was still being
   * checked, compiled or played after the time an input may take (see
   * `fuzzPlayInBatches`), and its thread was ended.
   */
  kind: "compile" | "crash" | "stop" | "hang";
  detail: string;
  /** The mutated text, to reproduce the failure. */
  text: string;
}

export interface PlayFuzzReport {
  /** Inputs tried, and how many of them checked clean (only those are compiled and played). */
  inputs: number;
  clean: number;
  /** Of those, how many stopped play with the engine's own error: with slips (`meaning`), no failure. */
  stopped: number;
  seconds: number;
  failures: PlayFailure[];
}

export interface PlayFuzzOptions {
  count: number;
  seed?: number;
  /** Random actions played in each game that compiled. */
  actions?: number;
  maxSeconds?: number;
  progress?: (done: number, clean: number) => void;
  /** Called with each failure as it is found (a long run that is stopped still tells what it found). */
  failed?: (f: PlayFailure) => void;
  /** Called with each input's seed as work on it starts (a watchdog of the caller's can tell which input hangs). */
  starting?: (seed: number) => void;
  /**
   * `syntax` (the default) breaks specs; `meaning` makes slips in them (see
   * `slip`), which change the game: play stopping with the engine's own
   * error is then what the changed rules do, counted but no failure, and
   * only a compile fault or an error from inside the engine is one.
   */
  mutations?: Mutations;
  /** A folder of the caller's own for the compiled modules (see `loadEngine`); by default the shared cache. */
  dir?: string;
}

/**
 * The same mutated inputs as `fuzz`, taken further: each one that checks
 * without errors is compiled, loaded and played for a number of random
 * actions. A compile that fails, or play that stops with an error the
 * unchanged game does not stop with for the same seed, is a failure: the
 * checker let through a spec the engine cannot run. (Stopping where the
 * unchanged game stops too, at a section only a missing rulebook defines
 * or at a gap the notes list, is not the mutation's doing.)
 */
export async function fuzzPlay(corpus: CorpusGame[], options: PlayFuzzOptions): Promise<PlayFuzzReport> {
  const { count, seed = 1, actions = 300, maxSeconds = Infinity, mutations = "syntax" } = options;
  const input = inputs(corpus, mutations);
  const report: PlayFuzzReport = { inputs: 0, clean: 0, stopped: 0, seconds: 0, failures: [] };
  const base = new Map<string, ProgramSet>();
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    if ((performance.now() - start) / 1000 > maxSeconds) break;
    const s = seed + i;
    options.starting?.(s);
    const { game, file, text, files } = input(s);
    report.inputs++;
    const checked = checkGame(game.entry, { read: (p) => files.get(resolve(p)) });
    if (checked.diagnostics.some((d) => d.severity === "error")) continue;
    report.clean++;
    options.progress?.(report.inputs, report.clean);
    const fail = (kind: PlayFailure["kind"], detail: string) => {
      const failure: PlayFailure = { seed: s, game: game.entry, file, kind, detail, text };
      report.failures.push(failure);
      options.failed?.(failure);
    };
    const into = options.dir === undefined ? {} : { dir: options.dir };
    let set: ProgramSet;
    try {
      set = (await loadEngine(checked.model, {}, into)).game;
    } catch (err) {
      fail("compile", (err as Error).stack ?? String(err));
      continue;
    }
    const stop = playFor(set, s, actions);
    if (stop === undefined) continue;
    report.stopped++;
    if (mutations === "meaning") {
      if (stop.crash) fail("crash", stop.message);
      continue;
    }
    // A stop the checker warned of is no mistake let through: the designer is told where. Warned of means a warning
    // in the file the mutation edited, or one anywhere that names something the stop names (a table's row missing,
    // warned of where a rule reads it). (An engine fault is one whatever the checker said.)
    const named = quotedNames(stop.message);
    if (!stop.crash && checked.diagnostics.some((d) => d.severity === "warning" && (resolve(d.file) === resolve(file) || quotedNames(d.message).some((n) => named.includes(n))))) continue;
    let unchanged = base.get(game.entry);
    if (!unchanged) base.set(game.entry, (unchanged = (await loadEngine(checkGame(game.entry, { read: (p) => game.files.get(resolve(p)) }).model, {}, into)).game));
    if (playFor(unchanged, s, actions)?.message !== stop.message) fail(stop.crash ? "crash" : "stop", stop.message);
  }
  report.seconds = (performance.now() - start) / 1000;
  return report;
}

/** The names a message quotes ('block-limit', "apache"): what it is about. */
function quotedNames(message: string): string[] {
  return [...message.matchAll(/['"]([a-z][a-z0-9]*(?:-[a-z0-9]+)*)['"]/g)].map((m) => m[1]!);
}

/** JavaScript's own errors: thrown from inside the engine, never on purpose. */
const ENGINE_FAULTS = new Set(["TypeError", "RangeError", "ReferenceError", "SyntaxError"]);

/** Plays random legal actions; the error play stopped with, if it did, and whether it came from inside the engine. */
function playFor(set: ProgramSet, seed: number, actions: number): { message: string; crash: boolean } | undefined {
  try {
    const e = Engine.create(set, { seed });
    const agent = new SeededRandom(seed ^ 0x3c6ef372);
    for (let i = 0; i < actions && !e.isOver(); i++) {
      const d = e.pending()!;
      const o = d.options[agent.int(0, d.options.length - 1)]!;
      e.apply(deciderOf(d, o, e.sides()), o);
    }
    return undefined;
  } catch (err) {
    const name = (err as Error).constructor?.name ?? "Error";
    // An unspecified section is named by its id alone, not its title or section number: a mutation that
    // only rewords the title or renumbers the section stops where the unchanged game does.
    // (Told by name: a compiled engine may load its own copy of the runtime.)
    const unspecified = err as { id?: unknown };
    if (name === "NotSpecifiedError" && typeof unspecified.id === "string") return { message: `${name}: ${unspecified.id}`, crash: false };
    // Where in the spec play stopped is left out: a mutation may move the lines of the file it edits.
    return { message: `${name}: ${(err as Error).message.replace(/ \(at [^]*$/, "")}`, crash: ENGINE_FAULTS.has(name) };
  }
}
