/**
 * The `rulewright` command line. `main` takes its arguments and an output
 * sink and returns the exit code, so tests run it in-process; the shim in
 * `bin/rulewright.js` connects it to the real process.
 *
 * Exit codes: 0 success, 1 problems found in the input, 2 bad usage.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { checkGame, type CheckedGame } from "../dsl/check.js";
import { formatDiagnostic, hasErrors, sortDiagnostics, type Diagnostic } from "../dsl/diagnostics.js";
import { formatText } from "../dsl/format.js";
import { parseText } from "../dsl/parse.js";
import { resolveModel, ResolveError } from "../dsl/resolve-model.js";
import { collectRulesFiles, declaresGame, diskHost, displayPath, enclosingEntry, findEntry } from "../dsl/workspace.js";
import { buildAll } from "./build.js";

export interface Io {
  out(text: string): void;
  err(text: string): void;
}

export const processIo: Io = {
  out: (t) => process.stdout.write(t.endsWith("\n") ? t : `${t}\n`),
  err: (t) => process.stderr.write(t.endsWith("\n") ? t : `${t}\n`),
};

const USAGE = `rulewright: board wargames as text specs

Usage:
  rulewright check [--json] <paths...>      parse and check specs (files or folders)
  rulewright fmt [--check] <paths...>       rewrite specs in canonical layout
  rulewright model <game> [--scenario S] [--variant V ...] [--players N] [--json]
                                            print the checked, resolved model of a game
  rulewright build [<game> ...]             regenerate generated/ and docs/ from specs/
  rulewright simulate <game> ...            (not available yet: needs the engine generator)
  rulewright play <game> ...                (not available yet: needs the engine generator)
  rulewright help                           this text

A <game> is a folder under specs/ (e.g. apache), a folder, or a .rules file.
Exit codes: 0 fine, 1 problems in the input, 2 bad usage.`;

/** Splits flags from positional arguments; flags listed in `valued` take the next argument. */
function parseArgs(args: string[], valued: string[], boolean: string[]): { flags: Map<string, string[]>; rest: string[]; error?: string } {
  const flags = new Map<string, string[]>();
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith("--")) {
      const [name, inline] = a.split("=", 2) as [string, string | undefined];
      if (valued.includes(name)) {
        const v = inline ?? args[++i];
        if (v === undefined) return { flags, rest, error: `${name} needs a value` };
        flags.set(name, [...(flags.get(name) ?? []), v]);
      } else if (boolean.includes(name)) {
        flags.set(name, ["true"]);
      } else {
        return { flags, rest, error: `unknown option ${name}` };
      }
    } else rest.push(a);
  }
  return { flags, rest };
}

/** Runs the command line; returns the exit code. */
export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [command, ...args] = argv;
  try {
    switch (command) {
      case "check":
        return check(args, io);
      case "fmt":
        return fmt(args, io);
      case "model":
        return model(args, io);
      case "build":
        return await build(args, io);
      case "simulate":
      case "play":
        io.err(`rulewright ${command}: not available yet. It runs generated engines, and the engine generator is not part of this version; 'check', 'fmt', 'model' and 'build' work.`);
        return 2;
      case undefined:
      case "help":
      case "--help":
      case "-h":
        io.out(USAGE);
        return command === undefined ? 2 : 0;
      default:
        io.err(`rulewright: unknown command '${command}'\n\n${USAGE}`);
        return 2;
    }
  } catch (err) {
    // Bad input is reported as diagnostics; reaching here is a fault of ours, reported without a stack trace.
    io.err(`rulewright: internal error: ${(err as Error).message}\nPlease report this with the spec that caused it.`);
    return 70;
  }
}

function usageError(io: Io, message: string): number {
  io.err(`rulewright: ${message}\nRun 'rulewright help' for usage.`);
  return 2;
}

function printDiagnostics(io: Io, ds: Diagnostic[], texts: Map<string, string>): void {
  for (const d of ds) io.out(formatDiagnostic(d, texts.get(d.file)));
}

function summary(ds: Diagnostic[]): string {
  const errors = ds.filter((d) => d.severity === "error").length;
  const warnings = ds.length - errors;
  const part = (n: number, w: string) => `${n} ${w}${n === 1 ? "" : "s"}`;
  return `${part(errors, "error")}, ${part(warnings, "warning")}`;
}

// ---------------------------------------------------------------------- check

interface CheckRun {
  games: CheckedGame[];
  diagnostics: Diagnostic[];
  texts: Map<string, string>;
  files: number;
}

/** Checks every game found under `paths`, and parses the files no game imports. */
export function checkPaths(paths: string[]): CheckRun {
  const { files, missing } = collectRulesFiles(paths);
  const run: CheckRun = { games: [], diagnostics: [], texts: new Map(), files: files.length };
  for (const m of missing) {
    run.diagnostics.push({ severity: "error", code: "bad-path", message: `no such file or folder: ${m}`, file: displayPath(m), line: 1, col: 1, endLine: 1, endCol: 1 });
  }
  const texts = new Map(files.map((f) => [f, diskHost.read(f) ?? ""]));
  const entries = files.filter((f) => declaresGame(texts.get(f)!));
  // A file named on its own that belongs to a game is checked as part of that game.
  for (const f of files) {
    if (entries.includes(f)) continue;
    const entry = enclosingEntry(f);
    if (entry && !entries.includes(entry)) entries.push(entry);
  }
  const covered = new Set<string>();
  for (const entry of entries) {
    const checked = checkGame(entry);
    run.games.push(checked);
    for (const f of checked.loaded.files) covered.add(f.path);
    for (const [p, t] of checked.loaded.texts) run.texts.set(p, t);
    run.diagnostics.push(...checked.diagnostics);
  }
  for (const f of files) {
    const shown = displayPath(f);
    if (covered.has(shown)) continue;
    const text = texts.get(f)!;
    run.texts.set(shown, text);
    const parsed = parseText(text, shown);
    run.diagnostics.push(...parsed.diagnostics);
    run.diagnostics.push({
      severity: "warning",
      code: "not-imported",
      message: "no game imports this file, so only its syntax was checked (import it from a game's game.rules)",
      file: shown,
      line: 1,
      col: 1,
      endLine: 1,
      endCol: 1,
    });
  }
  run.files = new Set([...covered, ...files.map(displayPath)]).size;
  run.diagnostics = sortDiagnostics(run.diagnostics);
  return run;
}

function check(args: string[], io: Io): number {
  const { flags, rest, error } = parseArgs(args, [], ["--json"]);
  if (error) return usageError(io, error);
  if (rest.length === 0) return usageError(io, "check needs at least one file or folder, e.g. 'rulewright check specs'");
  const run = checkPaths(rest);
  if (flags.has("--json")) {
    io.out(JSON.stringify({ files: run.files, games: run.games.map((g) => g.model.game?.id ?? g.loaded.entry), diagnostics: run.diagnostics }, null, 2));
  } else {
    printDiagnostics(io, run.diagnostics, run.texts);
    const games = run.games.length;
    io.out(`checked ${run.files} file${run.files === 1 ? "" : "s"} (${games} game${games === 1 ? "" : "s"}): ${summary(run.diagnostics)}`);
  }
  return hasErrors(run.diagnostics) ? 1 : 0;
}

// ------------------------------------------------------------------------ fmt

function fmt(args: string[], io: Io): number {
  const { flags, rest, error } = parseArgs(args, [], ["--check"]);
  if (error) return usageError(io, error);
  if (rest.length === 0) return usageError(io, "fmt needs at least one file or folder, e.g. 'rulewright fmt specs'");
  const checkOnly = flags.has("--check");
  const { files, missing } = collectRulesFiles(rest);
  if (missing.length > 0) return usageError(io, `no such file or folder: ${missing.join(", ")}`);
  let failed = false;
  let changed = 0;
  for (const f of files) {
    const shown = displayPath(f);
    const text = readFileSync(f, "utf8");
    const result = formatText(text, shown);
    if (result.text === undefined) {
      failed = true;
      printDiagnostics(io, result.diagnostics, new Map([[shown, text]]));
      io.out(`${shown}: not formatted because of the syntax errors above`);
      continue;
    }
    if (result.text === text) continue;
    changed++;
    if (checkOnly) {
      io.out(`${shown}: not in canonical layout (run 'rulewright fmt ${shown}')`);
      failed = true;
    } else {
      writeFileSync(f, result.text);
      io.out(`formatted ${shown}`);
    }
  }
  if (!checkOnly) io.out(`${files.length} file${files.length === 1 ? "" : "s"}, ${changed} reformatted`);
  else if (!failed) io.out(`${files.length} file${files.length === 1 ? "" : "s"} in canonical layout`);
  return failed ? 1 : 0;
}

// ---------------------------------------------------------------------- model

function model(args: string[], io: Io): number {
  const { flags, rest, error } = parseArgs(args, ["--scenario", "--variant", "--players"], ["--json"]);
  if (error) return usageError(io, error);
  if (rest.length !== 1) return usageError(io, "model needs exactly one game, e.g. 'rulewright model apache --json'");
  const game = rest[0]!;
  const entry = findEntry(game);
  if (!entry) return usageError(io, `cannot find game '${game}': expected specs/${game}/game.rules, a folder with a game.rules, or a .rules file`);
  const checked = checkGame(entry);
  const errors = checked.diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0) {
    printDiagnostics(io, checked.diagnostics, checked.loaded.texts);
    io.out(`the model of '${game}' cannot be printed: ${summary(checked.diagnostics)}`);
    return 1;
  }
  const playersText = flags.get("--players")?.[0];
  const players = playersText === undefined ? undefined : Number(playersText);
  if (players !== undefined && !Number.isInteger(players)) return usageError(io, `--players needs a whole number, not '${playersText}'`);
  let resolved;
  try {
    const scenario = flags.get("--scenario")?.[0];
    resolved = resolveModel(checked.model, {
      ...(scenario !== undefined ? { scenario } : {}),
      variants: flags.get("--variant") ?? [],
      ...(players !== undefined ? { players } : {}),
    });
  } catch (err) {
    if (err instanceof ResolveError) {
      io.err(`rulewright: ${err.message}`);
      return 1;
    }
    throw err;
  }
  if (flags.has("--json")) {
    io.out(JSON.stringify(resolved, null, 2));
    return 0;
  }
  const m = resolved;
  io.out(`${m.game.title ?? m.game.id} (${m.game.id})`);
  const counts: [string, number][] = [
    ["types", m.types.length],
    ["sides", m.sides.length],
    ["maps", m.maps.length],
    ["areas", m.maps.reduce((n, x) => n + (x.areas?.length ?? 0), 0)],
    ["pieces", m.pieces.length],
    ["holders", m.holders.length],
    ["tables", m.tables.length],
    ["sequences", m.sequences.length],
    ["rules", m.rules.length],
    ["invariants", m.invariants.length],
    ["procedures", m.procedures.length],
    ["scenarios", m.scenarios.length],
    ["variants", m.variants.length],
    ["assumptions", m.assumptions.length],
  ];
  for (const [k, n] of counts) if (n > 0) io.out(`  ${k}: ${n}`);
  io.out("Use --json for the full model.");
  return 0;
}

// ---------------------------------------------------------------------- build

async function build(args: string[], io: Io): Promise<number> {
  const { rest, error } = parseArgs(args, [], []);
  if (error) return usageError(io, error);
  return buildAll(rest, io);
}
