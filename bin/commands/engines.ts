/** `rulewright simulate`, `play` and `replay`: run a game's engine. */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { createInterface } from "node:readline";
import { checkGame } from "../../dsl/check.js";
import { hasErrors } from "../../dsl/diagnostics.js";
import type * as M from "../../dsl/model-types.js";
import { resolveModel, ResolveError } from "../../dsl/resolve-model.js";
import { findGame, foundByName } from "../bundled.js";
import { loadEngine } from "../../generator/load-engine.js";
import { Engine, type ProgramSet } from "../../runtime/core/machine.js";
import { NotSpecifiedError } from "../../runtime/core/commands.js";
import type { Value } from "../../runtime/core/values.js";
import { deciderOf, MAX_SEED, newSecret } from "../../runtime/engine.js";
import { SeededRandom } from "../../runtime/rng.js";
import { AgentError, askAgent, parseAgent, type Agent } from "../../runtime/agents.js";
import { Describer } from "../../runtime/describe.js";
import { glossaryOf } from "../../generator/glossary.js";
import { GameServer, TABLE } from "../serve.js";
import { faultKey, faultsFound, readSavedGame, saveGame, SIGNING_KEY_VARIABLE, stateDigest, verifySavedGame, type SavedGame } from "../saved-game.js";
import { escapeControls } from "../../dsl/printable.js";
import { intOption, parseArgs, printDiagnostics, shellWord, summary, usageError, type Io } from "../io.js";
import { DEFAULT_WORKERS, progressBar, simulate } from "../simulate.js";

/** The checked model of a game, and the folder of its spec; or an exit code after saying why not. */
export function loadGameFor(game: string, io: Io): { model: M.Model; folder: string } | number {
  const entry = findGame(game);
  if (!entry) return usageError(io, `cannot find game '${game}': expected specs/${game}/game.rules, a game that comes with Rulewright, a folder with a game.rules, or a .rules file`);
  const checked = checkGame(entry);
  if (hasErrors(checked.diagnostics)) {
    printDiagnostics(io, checked.diagnostics, checked.loaded.texts);
    io.out(`'${game}' has errors and cannot be played: ${summary(checked.diagnostics)}`);
    return 1;
  }
  return { model: checked.model, folder: dirname(entry) };
}

export function loadModelFor(game: string, io: Io): M.Model | number {
  const loaded = loadGameFor(game, io);
  return typeof loaded === "number" ? loaded : loaded.model;
}

/** The whole-number options of the engine commands and their ranges. */
const RANGES = {
  "--games": { min: 1, max: 10_000_000 },
  "--seed": { min: 0, max: MAX_SEED },
  "--players": { min: 1, max: 100 },
  "--max-steps": { min: 1, max: 1_000_000_000 },
  "--workers": { min: 1, max: 256 },
  "--port": { min: 0, max: 65_535 },
} as const;

/** Reads the named whole-number options; the first bad one is reported as a usage error. */
function intOptions<K extends keyof typeof RANGES>(flags: Map<string, string[]>, defaults: Partial<Record<K, number>>, names: K[]): Partial<Record<K, number>> | string {
  const out: Partial<Record<K, number>> = {};
  for (const name of names) {
    const r = intOption(flags, name, RANGES[name], defaults[name]);
    if (r.error) return r.error;
    if (r.value !== undefined) out[name] = r.value;
  }
  return out;
}

/** `--agent side=kind` flags as bots by side, or why they are refused. */
function agentFlags(given: string[]): Record<string, string> | undefined | string {
  if (given.length === 0) return undefined;
  const out: Record<string, string> = {};
  for (const g of given) {
    const at = g.indexOf("=");
    if (at <= 0) return `--agent takes a side and a bot, e.g. '--agent army=mcts:1s', not '${g}'`;
    const side = g.slice(0, at);
    const text = g.slice(at + 1);
    if (side in out) return `--agent gives side '${side}' two bots`;
    try {
      parseAgent(text);
    } catch (err) {
      if (err instanceof AgentError) return `--agent ${side}=...: ${err.message}`;
      throw err;
    }
    out[side] = text;
  }
  return out;
}

export async function simulateCommand(args: string[], io: Io): Promise<number> {
  const { flags, rest, error } = parseArgs(args, ["--scenario", "--variant", "--players", "--games", "--seed", "--max-steps", "--workers", "--agent"], ["--json", "--no-checks"]);
  if (error) return usageError(io, error);
  if (rest.length !== 1) return usageError(io, "simulate needs exactly one game, e.g. 'rulewright simulate apache --games 100'");
  const agents = agentFlags(flags.get("--agent") ?? []);
  if (typeof agents === "string") return usageError(io, agents);
  const ints = intOptions(flags, { "--games": 100, "--seed": 1, "--max-steps": 20_000, "--workers": DEFAULT_WORKERS }, ["--games", "--seed", "--players", "--max-steps", "--workers"]);
  if (typeof ints === "string") return usageError(io, ints);
  const { "--games": games, "--seed": seed, "--players": players, "--max-steps": maxSteps, "--workers": workers } = ints;
  const loaded = loadGameFor(rest[0]!, io);
  if (typeof loaded === "number") return loaded;
  const { model, folder } = loaded;
  const scenario = flags.get("--scenario")?.[0];
  try {
    const resolved = resolveModel(model, { ...(scenario !== undefined ? { scenario } : {}), variants: flags.get("--variant") ?? [], ...(players !== undefined ? { players } : {}) });
    const sides = resolved.sides.map((s) => s.id);
    const unknown = Object.keys(agents ?? {}).filter((s) => !sides.includes(s));
    if (unknown.length > 0) return usageError(io, `--agent names '${unknown[0]}', which is not a side of this game (its sides: ${sides.join(", ")})`);
  } catch (err) {
    if (err instanceof ResolveError) {
      io.err(`rulewright: ${err.message}`);
      return 1;
    }
    throw err;
  }
  const tty = process.stderr.isTTY === true && !flags.has("--json");
  // Ctrl-C stops the run: the games played so far are summarised (and their faults saved) as usual.
  const stop = new AbortController();
  const onInterrupt = () => stop.abort();
  process.once("SIGINT", onInterrupt);
  let result: Awaited<ReturnType<typeof simulate>>;
  try {
    result = await simulate(
      model,
      { games: games!, seed: seed!, variants: flags.get("--variant") ?? [], maxSteps: maxSteps!, workers: workers!, checks: !flags.has("--no-checks"), spec: folder, ...(scenario !== undefined ? { scenario } : {}), ...(players !== undefined ? { players } : {}), ...(agents !== undefined ? { agents } : {}) },
      tty ? progressBar((s) => process.stderr.write(s)) : undefined,
      stop.signal,
    );
  } finally {
    process.removeListener("SIGINT", onInterrupt);
  }
  if (result.interrupted) io.err(`rulewright: interrupted; ${result.games} of ${result.interrupted.asked} games were played, and are summarised below`);
  if (flags.has("--json")) {
    io.out(JSON.stringify(result, null, 2));
  } else {
    const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
    const bots = Object.entries(result.agents ?? {}).map(([side, agent]) => `${side} played by ${agent}`);
    const setting = [result.scenario !== undefined ? `scenario ${result.scenario}` : "", result.variants.length > 0 ? `variants ${result.variants.join(", ")}` : "", result.players !== undefined ? `${result.players} players` : "", ...bots].filter(Boolean).join("; ");
    io.out(`${plural(result.games, "game")} of ${model.game.title ?? model.game.id}${setting ? ` (${setting})` : ""}: ${result.gamesPerSecond} a second on ${plural(result.workers, "thread")}`);
    const finished = Object.values(result.outcomes).reduce((a, b) => a + b, 0);
    io.out(finished === 0 ? "  no game reached its end" : "  winners:");
    for (const [k, n] of Object.entries(result.outcomes).sort()) io.out(`    ${k}: ${n}`);
    if (finished > 0) io.out("  outcomes:");
    for (const [k, n] of Object.entries(result.outcomeNames).sort()) io.out(`    ${k}: ${n}`);
    io.out(`  length: ${result.length.mean} decisions on average (spread ${result.length.spread}, ${result.length.min} to ${result.length.max})`);
    for (const [side, ms] of Object.entries(result.botMsPerMove ?? {})) io.out(`  ${side}'s bot: ${ms} ms a move (wall clock, over every move it made)`);
    if (result.faults.length === 0) io.out("  faults: none");
    for (const f of result.faults) io.out(`  fault (${plural(f.count, "game")}): ${f.cause}\n    saved: ${f.saved}`);
    // A game from a folder of the user's is replayed against that folder.
    const spec = foundByName(folder, model.game.id) ? "" : ` --spec ${shellWord(folder)}`;
    if (result.faults.length > 0) io.out(`  replay a saved game with: rulewright replay <file>${spec}`);
  }
  return result.faults.length > 0 ? 1 : 0;
}

export async function playCommand(args: string[], io: Io, input?: AsyncIterable<string>): Promise<number> {
  const { flags, rest, error } = parseArgs(args, ["--scenario", "--variant", "--players", "--seed", "--as", "--bot"], []);
  if (error) return usageError(io, error);
  if (rest.length !== 1) return usageError(io, "play needs exactly one game, e.g. 'rulewright play apache --players 3'");
  // The computer's sides play as this bot (random by default).
  let bot: Agent | undefined;
  try {
    const named = flags.get("--bot")?.[0];
    bot = named === undefined ? undefined : parseAgent(named);
  } catch (err) {
    if (err instanceof AgentError) return usageError(io, `--bot: ${err.message}`);
    throw err;
  }
  if (bot !== undefined && flags.get("--as") === undefined) return usageError(io, "--bot plays the sides you do not: name yours with --as");
  const loaded = loadGameFor(rest[0]!, io);
  if (typeof loaded === "number") return loaded;
  const { model, folder } = loaded;
  const ints = intOptions(flags, {}, ["--seed", "--players"]);
  if (typeof ints === "string") return usageError(io, ints);
  const { "--seed": seed, "--players": players } = ints;
  const scenario = flags.get("--scenario")?.[0];
  // A game played for real draws a secret from the operating system: its dice and aliases come
  // from it, and no player can work them out. --seed plays a reproducible game instead.
  const chance = seed !== undefined ? { seed } : { secret: newSecret() };
  const options = { ...chance, variants: flags.get("--variant") ?? [], ...(scenario !== undefined ? { scenario } : {}), ...(players !== undefined ? { players } : {}) };
  let engine: Engine;
  try {
    engine = Engine.create((await loadEngine(model, options)).game, options);
  } catch (err) {
    io.err(`rulewright: ${(err as Error).message}`);
    return 1;
  }
  // With --as, the player plays those sides and the computer the others, by
  // random legal choices; the screen then shows only what the player's sides
  // may know. Without it, everyone shares the screen.
  const humans = flags.get("--as")?.[0]?.split(",").map((x) => x.trim());
  const unknown = humans?.filter((h) => !engine.sides().includes(h)) ?? [];
  if (humans && (unknown.length > 0 || humans.length === 0)) return usageError(io, `--as names sides of the game, one or more of: ${engine.sides().join(", ")}`);
  const computer = new SeededRandom(seed ?? globalThis.crypto.getRandomValues(new Uint32Array(1))[0]!);
  const isHuman = (side: string) => humans === undefined || side === "any" || humans.includes(side);
  // Undo goes back to the state before the player's last action: states are plain JSON, so no replay is needed.
  const earlier: Engine[] = [];
  // Names as the game is played: a scenario's or variant's own sides and pieces included.
  const words = new Describer(glossaryOf(resolveModel(model, options)));
  const hasTurns = model.game.turns !== undefined || model.sequences.some((s) => s.turns !== undefined);
  const playing = humans ? ` You play ${humans.map((h) => words.title(h)).join(" and ")}; the computer plays the other side${engine.sides().length - humans.length === 1 ? "" : "s"}${bot ? ` (${bot.name})` : ""}.` : "";
  io.out(`${model.game.title ?? model.game.id}.${playing} Type the number of an option, 'u' to take back the last action, 'q' to quit.`);
  // However the game ends, it is saved for 'replay' (with its secret: the file is the host's, not a player's).
  const save = () => {
    const path = saveGame(engine, model.game.id, foundByName(folder, model.game.id) ? undefined : folder);
    io.out(path.startsWith("not saved") ? `the game was ${path}` : `saved to ${path} (it holds the game's secret); replay it with: rulewright replay ${shellWord(path)}`);
  };
  // Reading stops (and the terminal is released) however the game ends.
  const lines = (input ?? readLines())[Symbol.asyncIterator]();
  try {
    // What set-up did (shuffles, draws, first rolls), told as the screen's viewer may know it.
    const firstViewer = humans ? humans[0]! : "";
    let happened: string[] = words.events(engine.view(firstViewer), engine.eventsFor(firstViewer, engine.setupEvents()));
    let showTable = true;
    // The computer's action, told as the player's first side may know it.
    const computerActs = (player: string, choice: Value) => {
      const seen = humans![0]!;
      happened.push(...words.events(engine.view(seen), engine.eventsFor(seen, engine.apply(player, choice))));
    };
    // Choices that reach a part of the rules the spec cannot play (an unspecified section), at
    // the decision waited for now: when every choice does, the game cannot go on.
    let gaps = new Set<number>();
    let gapsAt = -1;
    let gapMessage = "";
    const reachesGap = (i: number, options: number, err: unknown): boolean => {
      if (!(err instanceof NotSpecifiedError)) return false;
      if (gapsAt !== engine.log.actions.length) [gaps, gapsAt] = [new Set(), engine.log.actions.length];
      gaps.add(i);
      gapMessage = err.message;
      return gaps.size >= options;
    };
    // A stop's message as what a choice reaches ("reaches 'X', which only ... defines (section 2.1)").
    const reaches = (message: string) => message.replace(/^play reached/, "reaches").replace("; the engine cannot go on", "");
    const cannotGoOn = () => {
      io.out(`the game cannot go on: every choice here ${reaches(gapMessage)}`);
      save();
      return 0;
    };
    while (!engine.isOver()) {
      const full = engine.pending()!;
      // Sides that decide at once, in secret, are asked one after the other.
      const decider = full.player === "each" ? full.players![0]! : full.player;
      let d = decider === "any" ? full : engine.pendingFor(decider)!;
      if (humans && decider === "any") {
        // A window any side may play into: the computer's sides play as the random agent
        // would (one pick among every option, acted on when it is one of theirs); the
        // player is offered only their own sides' plays, and closing the window.
        const pick = full.options[computer.int(0, full.options.length - 1)]!;
        const own = full.options.filter((o) => o === "done" || (Array.isArray(o) && humans.includes(String(o[0]))));
        const theirs = Array.isArray(pick) && !humans.includes(String(pick[0]));
        if (theirs || own.length === 1) {
          // The side drawn to act first plays its bot's choice among its own plays.
          const side = String((pick as Value[])[0]);
          const choice = theirs ? (bot ? askAgent(bot, engine, side, computer) : pick) : own[0]!;
          computerActs(deciderOf(full, choice, engine.sides()), choice);
          showTable = true;
          continue;
        }
        d = { ...engine.pendingFor(humans[0]!)!, options: own };
      }
      if (!isHuman(decider)) {
        // The computer picks at random; a pick that reaches a rule the spec cannot play gives way
        // to the others, in order.
        const chosen = bot ? askAgent(bot, engine, decider, computer, d) : undefined;
        const first = chosen === undefined ? computer.int(0, d.options.length - 1) : Math.max(0, d.options.indexOf(chosen));
        const order = [first, ...d.options.map((_, i) => i).filter((i) => i !== first)];
        let played = false;
        for (const i of order) {
          try {
            computerActs(decider, d.options[i]!);
            played = true;
            break;
          } catch (err) {
            if (!(err instanceof NotSpecifiedError)) throw err;
            reachesGap(i, d.options.length, err);
          }
        }
        if (!played) return cannotGoOn();
        showTable = true;
        continue;
      }
      // Everybody at the table sees the screen: show what the deciding player may see; for a
      // decision open to any player, only what all may see. Playing one side, the screen
      // shows what that side may see.
      const viewer = humans ? (decider === "any" ? humans[0]! : decider) : decider === "any" ? "" : decider;
      const view = engine.view(viewer);
      if (showTable) {
        io.out("");
        for (const line of words.table(view)) io.out(line);
      }
      for (const line of happened) io.out(`> ${line}`);
      const where = [hasTurns ? `Turn ${view.turn}` : "", (view.at ?? []).join(" › ")].filter(Boolean).join(" · ");
      const about = d.subject === undefined ? "" : ` (${words.value(view, d.subject)})`;
      // A priced choice (a step of movement) shows what is left to spend, and each option its cost.
      const left = d.allowance === undefined ? "" : ` [${d.allowance} left]`;
      io.out(`\n${where ? `[${where}] ` : ""}${decider === "any" ? "Any player" : words.title(decider)}${full.player === "each" ? " (in secret)" : ""}: ${d.prompt}${about}${left}${d.rule ? ` (rule ${d.rule})` : ""}`);
      d.options.forEach((o, i) => io.out(`  ${i + 1}. ${words.value(view, o)}${d.costs?.[i] === undefined ? "" : ` (cost ${d.costs[i]})`}`));
      const next = await lines.next();
      const typed = next.done ? "q" : next.value.trim();
      if (typed === "q") {
        io.out("stopped");
        save();
        return 0;
      }
      if (typed === "u") {
        happened = [];
        const before = earlier.pop();
        if (!before) {
          io.out("nothing to take back");
          showTable = false;
        } else {
          engine = before;
          happened = ["the last action was taken back"];
          showTable = true;
        }
        continue;
      }
      const choice = Number(typed);
      if (!/^[0-9]+$/.test(typed) || choice < 1 || choice > d.options.length) {
        io.out(`'${typed}' is not one of 1 to ${d.options.length} (or u, q)`);
        happened = [];
        showTable = false;
        continue;
      }
      try {
        const option = d.options[choice - 1]!;
        const before = engine.clone();
        const events = engine.apply(decider === "any" ? deciderOf(d, option, engine.sides()) : decider, option);
        earlier.push(before);
        // What happened is told as everybody at the table may know it (or the player's sides).
        const told = humans ? viewer : "";
        happened = words.events(engine.view(told), engine.eventsFor(told, events));
        showTable = true;
      } catch (err) {
        if (reachesGap(choice - 1, d.options.length, err)) return cannotGoOn();
        io.out(err instanceof NotSpecifiedError ? `that choice ${reaches(err.message)}; choose another, or q` : `that cannot be done: ${(err as Error).message}`);
      }
    }
    for (const line of happened) io.out(`> ${line}`);
    const r = engine.result()!;
    const winners = r.winners.map((w) => words.title(w)).join(" and ");
    const scores = r.scores ? `; scores ${Object.entries(r.scores).map(([k, v]) => `${words.title(k)} ${v}`).join(", ")}` : "";
    io.out(`game over: ${r.draw ? "draw" : `${winners} win${r.winners.length === 1 ? "s" : ""}`}${r.name ? ` (${r.name})` : ""}${scores}`);
    save();
    return 0;
  } finally {
    await lines.return?.();
  }
}

async function* readLines(): AsyncGenerator<string> {
  const rl = createInterface({ input: process.stdin });
  try {
    for await (const line of rl) yield line;
  } finally {
    rl.close();
  }
}

/** A saved game read, checked and played again to the end it records. */
interface OpenedGame {
  saved: SavedGame;
  engine: Engine;
  model: M.Model;
  /** The spec's folder the game was played against. */
  spec: string;
  set: ProgramSet;
  signed: "valid" | "invalid" | "unsigned" | "unchecked";
}

/**
 * Reads a saved game and plays it again to the end it records, refusing a
 * file that is malformed, not signed by this host when it signs its games,
 * saved from another folder than the one named, or that does not replay to
 * its recorded end. The game comes from specs/ by its name, or from the
 * folder the user names with --spec: never from a path in the file.
 */
async function openSavedGame(file: string, named: string | undefined, io: Io, what: string): Promise<OpenedGame | number> {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    io.err(`rulewright: cannot read ${file}: ${(err as Error).message}`);
    return 1;
  }
  const saved = readSavedGame(data);
  if (typeof saved === "string") {
    io.err(`rulewright: ${file} cannot be ${what}: ${saved}`);
    return 1;
  }
  // A host that signs its games (RULEWRIGHT_SIGNING_KEY) trusts only those it signed.
  const key = process.env[SIGNING_KEY_VARIABLE];
  const signed = key ? verifySavedGame(saved, key) : saved.signature === undefined ? "unsigned" : "unchecked";
  if (signed === "invalid") {
    io.err(`rulewright: ${file} is signed, but not by this host's key (${SIGNING_KEY_VARIABLE}), or it was changed after it was signed; it is not ${what}`);
    return 1;
  }
  if (key && signed === "unsigned") {
    io.err(`rulewright: ${file} is not signed, and this host signs its games (${SIGNING_KEY_VARIABLE} is set); it is not ${what}`);
    return 1;
  }
  // When the file was saved from another folder, say so and let the user name it.
  const byName = findGame(saved.log.game);
  const spec = named ?? (byName !== undefined ? dirname(byName) : `specs/${saved.log.game}`);
  if (named === undefined && saved.spec !== undefined && resolve(saved.spec) !== resolve(spec)) {
    io.err(`rulewright: ${file} was saved from the spec in ${saved.spec}; to replay it against that folder, run: rulewright replay ${shellWord(file)} --spec ${shellWord(saved.spec)}`);
    return 1;
  }
  const model = loadModelFor(spec, io);
  if (typeof model === "number") return model;
  if (model.game.id !== saved.log.game) {
    io.err(`rulewright: ${file} is a game of '${saved.log.game}', but ${spec} holds '${model.game.id}'`);
    return 1;
  }
  let engine: Engine;
  let set: ProgramSet;
  try {
    const { scenario, variants } = saved.log.options;
    set = (await loadEngine(model, { ...(scenario !== undefined ? { scenario } : {}), variants: variants ?? [] })).game;
    engine = Engine.create(set, saved.log.options);
  } catch (err) {
    io.err(`rulewright: ${file} cannot be ${what}: ${(err as Error).message}`);
    return 1;
  }
  for (const [i, { player, action }] of saved.log.actions.entries()) {
    try {
      engine.apply(player, action);
    } catch (err) {
      io.err(`rulewright: ${file} cannot be ${what}: action ${i + 1} (${player}: ${JSON.stringify(action)}) is refused: ${(err as Error).message}`);
      return 1;
    }
  }
  if (stateDigest(engine.state) !== saved.end.digest || engine.isOver() !== saved.end.over || !sameJson(engine.result(), saved.end.outcome)) {
    io.err(`rulewright: ${file} does not replay to the end it records: the file was changed, or the spec changed since it was saved`);
    return 1;
  }
  return { saved, engine, model, spec, set, signed };
}

export async function replayCommand(args: string[], rawIo: Io): Promise<number> {
  // Everything printed may quote the file (its game's name, a fault's message, an action): never raw.
  const io: Io = { ...rawIo, out: (s) => rawIo.out(escapeControls(s)), err: (s) => rawIo.err(escapeControls(s)) };
  const { flags, rest, error } = parseArgs(args, ["--spec"], []);
  if (error) return usageError(io, error);
  if (rest.length !== 1) return usageError(io, "replay needs the file of a saved game, e.g. 'rulewright replay .rulewright/faults/apache-seed-3.json'");
  const file = rest[0]!;
  const opened = await openSavedGame(file, flags.get("--spec")?.[0], io, "replayed");
  if (typeof opened === "number") return opened;
  const { saved, engine, signed } = opened;
  // The faults the file records must be the ones the replay meets: none added, none taken away.
  const recorded = saved.faults.map(faultKey).sort();
  const found = faultsFound(engine, saved.faults, saved.maxSteps).map(faultKey).sort();
  if (recorded.join("\n") !== found.join("\n")) {
    const list = (keys: string[]) => (keys.length ? keys.join("; ") : "none");
    io.err(`rulewright: ${file} records the faults ${list(recorded)}, but replaying it meets ${list(found)}: the file was changed, or the spec changed since it was saved`);
    return 1;
  }
  for (const f of saved.faults) io.out(`recorded fault at step ${f.step}: ${f.kind}${"message" in f ? `: ${String(f.message)}` : ""}${"id" in f ? ` ${String(f.id)}` : ""} (met again)`);
  const chance = saved.log.options.seed !== undefined ? `seed ${saved.log.options.seed}` : "played with a secret";
  const signature = signed === "valid" ? ", signature valid" : signed === "unchecked" ? `, signed (set ${SIGNING_KEY_VARIABLE} to check the signature)` : "";
  io.out(`replayed ${saved.log.actions.length} actions of ${saved.log.game} (${chance}${signature}) to the recorded end: ${engine.isOver() ? `game over, ${JSON.stringify(engine.result())}` : `waiting for '${engine.pending()!.prompt}'`}`);
  return saved.faults.length ? 1 : 0;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * `rulewright serve <game> [--scenario S] [--variant V ...] [--players N]
 * [--seed N] [--port N] [--agent SIDE=BOT ...]`: the game in a browser, a
 * page for each seat (see bin/serve.ts), until stopped with Ctrl-C.
 */
export async function serveCommand(args: string[], io: Io, ready?: (url: string, stop: () => Promise<void>) => void): Promise<number> {
  const { flags, rest, error } = parseArgs(args, ["--scenario", "--variant", "--players", "--seed", "--port", "--host", "--agent", "--load", "--spec"], []);
  if (error) return usageError(io, error);
  const file = flags.get("--load")?.[0];
  if (file !== undefined && (flags.has("--scenario") || flags.has("--variant") || flags.has("--players") || flags.has("--seed"))) return usageError(io, "--load goes on with a saved game as it was set up: give no --scenario, --variant, --players or --seed with it");
  if (file === undefined ? rest.length !== 1 : rest.length !== 0) return usageError(io, "serve needs exactly one game, e.g. 'rulewright serve squares --agent gray=mcts:1s', or --load <saved game> and no game");
  const agents = agentFlags(flags.get("--agent") ?? []);
  if (typeof agents === "string") return usageError(io, agents);
  const ints = intOptions(flags, { "--port": 8080 }, ["--seed", "--players", "--port"]);
  if (typeof ints === "string") return usageError(io, ints);
  const { "--seed": seed, "--players": players, "--port": port } = ints;
  // A saved game goes on where it stopped, played again from its file (checked as 'replay' checks it).
  const opened = file === undefined ? undefined : await openSavedGame(file, flags.get("--spec")?.[0], { ...io, out: (t) => io.out(escapeControls(t)), err: (t) => io.err(escapeControls(t)) }, "loaded");
  if (typeof opened === "number") return opened;
  const loaded = opened ? { model: opened.model, folder: opened.spec } : loadGameFor(rest[0]!, io);
  if (typeof loaded === "number") return loaded;
  const scenario = flags.get("--scenario")?.[0];
  const chance = seed !== undefined ? { seed } : { secret: newSecret() };
  const options = opened ? opened.saved.log.options : { ...chance, variants: flags.get("--variant") ?? [], ...(scenario !== undefined ? { scenario } : {}), ...(players !== undefined ? { players } : {}) };
  let server: GameServer;
  try {
    const resolved = resolveModel(loaded.model, { ...(options.scenario !== undefined ? { scenario: options.scenario } : {}), variants: options.variants ?? [], ...(options.players !== undefined ? { players: options.players } : {}) });
    const sides = resolved.sides.map((s) => s.id);
    const unknown = Object.keys(agents ?? {}).filter((s) => !sides.includes(s));
    if (unknown.length > 0) return usageError(io, `--agent names '${unknown[0]}', which is not a side of this game (its sides: ${sides.join(", ")})`);
    const bots = Object.fromEntries(Object.entries(agents ?? {}).map(([side, text]) => [side, parseAgent(text)]));
    server = opened ? new GameServer(resolved, opened.set, options, bots, opened.engine) : new GameServer(resolved, (await loadEngine(loaded.model, options)).game, options, bots);
  } catch (err) {
    io.err(`rulewright: ${(err as Error).message}`);
    return 1;
  }
  let listening: Awaited<ReturnType<GameServer["listen"]>>;
  try {
    // This computer only, unless --host opens it to others (0.0.0.0: every network the computer is on).
    listening = await server.listen(port!, flags.get("--host")?.[0] ?? "127.0.0.1");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    io.err(`rulewright: cannot serve on port ${port}: ${code === "EADDRINUSE" ? "it is in use; choose another with --port N (0 takes any free port)" : (err as Error).message}`);
    return 1;
  }
  const { url } = listening;
  io.out(`${loaded.model.game.title ?? loaded.model.game.id} is served at ${url}/ (stop with Ctrl-C); a page for each seat:`);
  for (const seat of server.seats) io.out(`  ${seat === TABLE ? "everyone at one screen" : seat}${agents?.[seat] ? ` (bot ${agents[seat]})` : ""}: ${url}/play?seat=${encodeURIComponent(seat)}`);
  const stop = () => new Promise<void>((done) => {
    listening.server.close(() => done());
    // Pages that keep their connection open would hold the server up.
    listening.server.closeAllConnections();
  });
  ready?.(url, stop);
  await new Promise<void>((done) => {
    const onInterrupt = () => void stop().then(done);
    process.once("SIGINT", onInterrupt);
    listening.server.once("close", () => {
      process.removeListener("SIGINT", onInterrupt);
      done();
    });
  });
  // However it ends, the game is kept for 'replay', as 'play' keeps its games.
  const path = server.save(foundByName(loaded.folder, loaded.model.game.id) ? undefined : loaded.folder);
  io.out(path.startsWith("not saved") ? `the game was ${path}` : `saved to ${path} (it holds the game's secret); replay it with: rulewright replay ${shellWord(path)}`);
  return 0;
}
