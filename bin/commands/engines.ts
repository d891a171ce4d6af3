/** `rulewright simulate`, `play` and `replay`: run a game's engine. */
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { checkGame } from "../../dsl/check.js";
import { hasErrors } from "../../dsl/diagnostics.js";
import type * as M from "../../dsl/model-types.js";
import { resolveModel, ResolveError } from "../../dsl/resolve-model.js";
import { findEntry } from "../../dsl/workspace.js";
import type { GameLog } from "../../runtime/engine.js";
import { KernelEngine, replayKernel, type KernelAction } from "../../runtime/kernel/engine.js";
import { parseArgs, printDiagnostics, summary, usageError, type Io } from "../io.js";
import { progressBar, simulate } from "../simulate.js";

export function loadModelFor(game: string, io: Io): M.Model | number {
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

export function simulateCommand(args: string[], io: Io): number {
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
    for (const f of result.faults) {
      for (const x of f.faults) {
        const label = x.kind === "exception" ? `exception: ${x.message}` : x.kind === "invariant" ? `invariant ${x.id} broken` : x.kind;
        kinds.set(label, (kinds.get(label) ?? 0) + 1);
      }
    }
    for (const [k, n] of kinds) io.out(`  fault (${n} game${n === 1 ? "" : "s"}): ${k}`);
    if (result.faults.length > 0) io.out(`  saved: ${result.faults[0]!.saved}${result.faults.length > 1 ? ` and ${result.faults.length - 1} more in .rulewright/faults/` : ""} (rulewright replay <file>)`);
  }
  return result.faults.length > 0 ? 1 : 0;
}

function describeOption(o: unknown): string {
  return JSON.stringify(o);
}

export async function playCommand(args: string[], io: Io, input: AsyncIterable<string> = readLines()): Promise<number> {
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

export function replayCommand(args: string[], io: Io): number {
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
