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
import { createInterface } from "node:readline";
import type * as M from "../dsl/model-types.js";
import type { GameLog } from "../runtime/engine.js";
import { KernelEngine, replayKernel, type KernelAction } from "../runtime/kernel/engine.js";
import { progressBar, simulate } from "./simulate.js";

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
  rulewright simulate <game> [--scenario S] [--variant V ...] [--players N] [--games N] [--seed N] [--max-steps N] [--json]
                                            play random games; report outcomes, lengths, speed and faults
  rulewright play <game> [--scenario S] [--variant V ...] [--players N] [--seed N]
                                            play in the terminal, one decision at a time
  rulewright replay <fault-file>            replay a saved game and show where it ends
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
export async function main(argv: string[], io: Io = processIo, input?: AsyncIterable<string>): Promise<number> {
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
        return simulateCommand(args, io);
      case "play":
        return await playCommand(args, io, input);
      case "replay":
        return replayCommand(args, io);
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

// ------------------------------------------------------- simulate, play, replay

function loadModelFor(game: string, io: Io): M.Model | number {
  const entry = findEntry(game);
  if (!entry) return usageError(io, `cannot find game '${game}': expected specs/${game}/game.rules, a folder with a game.rules, or a .rules file`);
  const checked = checkGame(entry);
  if (hasErrors(checked.diagnostics)) {
    printDiagnostics(io, checked.diagnostics, checked.loaded.texts);
    io.out(`'${game}' has errors and cannot be played: ${summary(checked.diagnostics)}`);
    return 1;
  }
  return checked.model;
}

function intFlag(flags: Map<string, string[]>, name: string, fallback: number | undefined, io: Io): number | undefined | null {
  const text = flags.get(name)?.[0];
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n)) {
    usageError(io, `${name} needs a whole number, not '${text}'`);
    return null;
  }
  return n;
}

function simulateCommand(args: string[], io: Io): number {
  const { flags, rest, error } = parseArgs(args, ["--scenario", "--variant", "--players", "--games", "--seed", "--max-steps"], ["--json"]);
  if (error) return usageError(io, error);
  if (rest.length !== 1) return usageError(io, "simulate needs exactly one game, e.g. 'rulewright simulate apache --games 100'");
  const model = loadModelFor(rest[0]!, io);
  if (typeof model === "number") return model;
  const games = intFlag(flags, "--games", 100, io);
  const seed = intFlag(flags, "--seed", 1, io);
  const players = intFlag(flags, "--players", undefined, io);
  const maxSteps = intFlag(flags, "--max-steps", 20_000, io);
  if (games === null || seed === null || players === null || maxSteps === null) return 2;
  const scenario = flags.get("--scenario")?.[0];
  try {
    resolveModel(model, { ...(scenario !== undefined ? { scenario } : {}), variants: flags.get("--variant") ?? [], ...(players !== undefined ? { players } : {}) });
  } catch (err) {
    if (err instanceof ResolveError) {
      io.err(`rulewright: ${err.message}`);
      return 1;
    }
    throw err;
  }
  const tty = process.stderr.isTTY === true && !flags.has("--json");
  const result = simulate(
    model,
    { games: games!, seed: seed!, variants: flags.get("--variant") ?? [], maxSteps: maxSteps!, ...(scenario !== undefined ? { scenario } : {}), ...(players !== undefined ? { players } : {}) },
    tty ? progressBar((s) => process.stderr.write(s)) : undefined,
  );
  if (flags.has("--json")) {
    io.out(JSON.stringify(result, null, 2));
  } else {
    io.out(`${result.games} games of ${model.game.title ?? model.game.id}: ${result.gamesPerSecond} games a second`);
    for (const [k, n] of Object.entries(result.outcomes).sort()) io.out(`  ${k}: ${n}`);
    io.out(`  length: ${result.length.mean} decisions on average (spread ${result.length.spread}, ${result.length.min} to ${result.length.max})`);
    if (result.faults.length === 0) io.out("  faults: none");
    const kinds = new Map<string, number>();
    for (const f of result.faults) for (const x of f.faults) kinds.set(x.kind === "exception" ? `exception: ${x.message}` : x.kind === "invariant" ? `invariant ${x.id} broken` : x.kind, (kinds.get(x.kind === "exception" ? `exception: ${x.message}` : x.kind === "invariant" ? `invariant ${x.id} broken` : x.kind) ?? 0) + 1);
    for (const [k, n] of kinds) io.out(`  fault (${n} game${n === 1 ? "" : "s"}): ${k}`);
    if (result.faults.length > 0) io.out(`  saved: ${result.faults[0]!.saved}${result.faults.length > 1 ? ` and ${result.faults.length - 1} more in .rulewright/faults/` : ""} (rulewright replay <file>)`);
  }
  return result.faults.length > 0 ? 1 : 0;
}

function describeOption(o: unknown): string {
  return JSON.stringify(o);
}

async function playCommand(args: string[], io: Io, input: AsyncIterable<string> = readLines()): Promise<number> {
  const { flags, rest, error } = parseArgs(args, ["--scenario", "--variant", "--players", "--seed"], []);
  if (error) return usageError(io, error);
  if (rest.length !== 1) return usageError(io, "play needs exactly one game, e.g. 'rulewright play apache --players 3'");
  const model = loadModelFor(rest[0]!, io);
  if (typeof model === "number") return model;
  const seed = intFlag(flags, "--seed", Date.now() % 100000, io);
  const players = intFlag(flags, "--players", undefined, io);
  if (seed === null || players === null) return 2;
  const scenario = flags.get("--scenario")?.[0];
  let engine: KernelEngine;
  try {
    engine = new KernelEngine(model, { seed: seed!, variants: flags.get("--variant") ?? [], ...(scenario !== undefined ? { scenario } : {}), ...(players !== undefined ? { players } : {}) });
  } catch (err) {
    io.err(`rulewright: ${(err as Error).message}`);
    return 1;
  }
  io.out(`${model.game.title ?? model.game.id}, seed ${seed}. Type the number of an option; 'q' quits.`);
  const lines = input[Symbol.asyncIterator]();
  while (!engine.isOver()) {
    const d = engine.pending()!;
    const s = engine.state;
    const tracks = Object.entries(s.tracks).map(([k, v]) => `${k} ${v}`).join(", ");
    io.out(`\nturn ${s.turn}${tracks ? `; ${tracks}` : ""}`);
    io.out(`${d.player === "any" ? "any player" : d.player}: ${d.prompt}${d.rule ? ` (§ ${d.rule})` : ""}`);
    d.options.forEach((o, i) => io.out(`  ${i + 1}. ${describeOption(o)}`));
    const next = await lines.next();
    if (next.done || next.value.trim() === "q") {
      io.out("stopped");
      return 0;
    }
    const choice = Number(next.value.trim());
    if (!Number.isInteger(choice) || choice < 1 || choice > d.options.length) {
      io.out(`'${next.value.trim()}' is not one of 1 to ${d.options.length}`);
      continue;
    }
    try {
      for (const e of engine.apply(d.options[choice - 1]!)) if (e.type === "log") io.out(`  ${String(e["text"])}`);
    } catch (err) {
      io.out(`that cannot be done: ${(err as Error).message}`);
    }
  }
  const r = engine.result()!;
  io.out(`game over: ${r.draw ? "draw" : `${r.winners.join(" and ")} win${r.winners.length === 1 ? "s" : ""}`}${r.name ? ` (${r.name})` : ""}${r.scores ? `; scores ${JSON.stringify(r.scores)}` : ""}`);
  return 0;
}

async function* readLines(): AsyncIterable<string> {
  const rl = createInterface({ input: process.stdin });
  for await (const line of rl) yield line;
}

function replayCommand(args: string[], io: Io): number {
  const { rest, error } = parseArgs(args, [], []);
  if (error) return usageError(io, error);
  if (rest.length !== 1) return usageError(io, "replay needs the file of a saved game, e.g. 'rulewright replay .rulewright/faults/apache-seed-3.json'");
  let saved: { log: GameLog<KernelAction> };
  try {
    saved = JSON.parse(readFileSync(rest[0]!, "utf8")) as { log: GameLog<KernelAction> };
  } catch (err) {
    return usageError(io, `cannot read ${rest[0]}: ${(err as Error).message}`);
  }
  const model = loadModelFor(saved.log.game, io);
  if (typeof model === "number") return model;
  try {
    const engine = replayKernel(model, saved.log);
    io.out(`replayed ${saved.log.actions.length} actions of ${saved.log.game} (seed ${saved.log.options.seed}): ${engine.isOver() ? `game over, ${JSON.stringify(engine.result())}` : `waiting for '${engine.pending()!.prompt}'`}`);
    const broken = engine.violations();
    if (broken.length) io.out(`broken invariants: ${broken.map((b) => b.id).join(", ")}`);
    return broken.length ? 1 : 0;
  } catch (err) {
    io.out(`the replay stops with: ${(err as Error).message}`);
    return 1;
  }
}
