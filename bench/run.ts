/**
 * `npm run bench`: how long the language's stages take on every game under
 * specs/ and on the test fixture, as medians over repeated runs. Figures are
 * reported as ratios to a baseline measured in the same run (lexing alone),
 * so they compare across machines. Then the engines: games a second against
 * hand-written baselines and boardgame.io in interleaved rounds, what the
 * state layout is worth, what typed arrays would add, Once We Moved Like
 * the Wind's games a second and clone(), how reachable grows with the region
 * it reaches, and bytes allocated per game. Every time is CPU time (the
 * machine may be loaded). Results go to bench/results.json.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { checkGame } from "../dsl/check.js";
import { formatText } from "../dsl/format.js";
import { parseText } from "../dsl/parse.js";
import { rulesLexer } from "../dsl/tokens.js";
import { collectRulesFiles, declaresGame, loadGame } from "../dsl/workspace.js";
import { gameReference } from "../bin/build.js";
import { engineModule, FROM_PACKAGE } from "../generator/engine-module.js";
import { raceTypedFields } from "./typed-fields.js";
import { raceReachable } from "./movement.js";
import { cloneMicros, cpuMs, median, variantCombinations } from "./players.js";
import { toJavaScript } from "../bin/commands/compile.js";
import { game as owm } from "../generated/once-we-moved-like-the-wind/index.js";
import { game as apacheSet } from "../generated/apache/index.js";
import { game as squaresSet } from "../generated/squares/index.js";
import { game as warpathSet } from "../generated/warpath/index.js";
import { hostCosts, rttCosts } from "./hosts.js";
import { editToDiagnostics, recheckAfterEdit } from "./lsp.js";

/** Median CPU milliseconds of `f` over `rounds` runs, after one to warm up. */
function time(f: () => void, rounds = 15): number {
  f();
  const xs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = cpuMs();
    f();
    xs.push(cpuMs() - t);
  }
  return median(xs);
}

async function timeAsync(f: () => Promise<void>, rounds = 5): Promise<number> {
  await f();
  const xs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = cpuMs();
    await f();
    xs.push(cpuMs() - t);
  }
  return median(xs);
}

const entries = collectRulesFiles(["specs", "test/fixtures"]).files.filter((f) => declaresGame(readFileSync(f, "utf8")));
const rows: Record<string, unknown>[] = [];
for (const entry of entries) {
  const loaded = loadGame(entry);
  const texts = [...loaded.texts.values()];
  const bytes = texts.reduce((n, t) => n + t.length, 0);
  const lex = time(() => texts.forEach((t) => rulesLexer.tokenize(t)));
  const parse = time(() => texts.forEach((t, i) => parseText(t, String(i))));
  const check = time(() => checkGame(entry));
  const format = time(() => texts.forEach((t) => formatText(t)));
  // Generating: the rules reference and the engine module, from the checked model.
  const model = checkGame(entry).model;
  const generate = await timeAsync(async () => {
    await gameReference(model, "bench");
    await engineModule(model, "bench");
  }, 5);
  // What `rulewright compile` does, end to end: check, generate the base game's module, emit JavaScript and declarations.
  const compile = await timeAsync(async () => {
    const files = await engineModule(checkGame(entry).model, "bench", FROM_PACKAGE, { variants: [] }, { format: false });
    await toJavaScript(files.get("index.ts")!);
  }, 3);
  rows.push({ game: loaded.files[0]?.path ?? entry, files: texts.length, bytes, lexMs: +lex.toFixed(3), parseVsLex: +(parse / lex).toFixed(1), checkVsLex: +(check / lex).toFixed(1), formatVsLex: +(format / lex).toFixed(1), generateVsLex: +(generate / lex).toFixed(1), compileSeconds: +(compile / 1000).toFixed(2) });
}
console.log("Language stages (times as multiples of lexing the same files, measured in this run):");
console.table(rows);

// Engines: games a second of each generated engine against a baseline, measured
// in the same run in interleaved rounds (the two alternate, so drift in the
// machine's speed hits both); the ratio is reported as the min and median over rounds.
// Each engine plays in a worker thread of its own, a fresh pair every few rounds (see `compare`
// and bench/players.ts).

/** How many rounds of a comparison one pair of threads plays before a fresh pair takes over (see `compare`). */
const ROUNDS_PER_PAIR = 3;

/** An engine playing in a worker thread of its own, one round at a time. */
class Racer {
  private readonly worker: Worker;
  private readonly waiting: ((v: number | "ready") => void)[] = [];
  private readonly failed: Promise<never>;

  constructor(readonly name: string) {
    this.worker = new Worker(new URL("./player-worker.js", import.meta.url), { workerData: { name } });
    this.worker.on("message", (m: number | "ready") => this.waiting.shift()?.(m));
    this.failed = new Promise((_, reject) => this.worker.on("error", reject));
  }

  private next(): Promise<number | "ready"> {
    return Promise.race([new Promise<number | "ready">((resolve) => this.waiting.push(resolve)), this.failed]);
  }

  async ready(): Promise<void> {
    await this.next();
  }

  /** Games a second over `ms` milliseconds, from seed `seedFrom` on. */
  async round(ms: number, seedFrom: number): Promise<number> {
    const answer = this.next();
    this.worker.postMessage({ ms, seedFrom });
    return (await answer) as number;
  }

  /** clone() 300 decisions into a game of Once We Moved Like the Wind, in µs (see `cloneMicros`). */
  async clone(): Promise<{ min: number; median: number }> {
    const answer = this.next();
    this.worker.postMessage({ clone: true });
    return (await answer) as unknown as { min: number; median: number };
  }

  /** Bytes allocated a game over `games` games. */
  async allocate(games: number): Promise<number> {
    const answer = this.next();
    this.worker.postMessage({ allocate: games });
    return (await answer) as number;
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}

interface EngineRow {
  game: string;
  baseline: string;
  gamesPerSecond: number;
  baselineGamesPerSecond: number;
  ratio: { min: number; median: number };
  rounds: number;
}

async function compare(game: string, baseline: string, subject: string, reference: string, rounds = 7, ms = 400): Promise<EngineRow> {
  const mine: number[] = [];
  const theirs: number[] = [];
  // The rounds are spread over fresh pairs of threads, a few rounds each: each thread compiles its engine
  // its own way (what V8 inlines, where it gives up optimising), and one pair's luck held for every round
  // moved an engine's median against itself by 2-3% from run to run; over fresh pairs, by about 1%.
  // Within a round the two take turns going first, so what one leaves running in the process (its
  // garbage collector's helper threads) falls on each as often.
  for (let done = 0; done < rounds; ) {
    const racers = [new Racer(subject), new Racer(reference)] as const;
    try {
      await Promise.all(racers.map((r) => r.ready()));
      // A round each to warm up, not counted.
      for (const r of racers) await r.round(ms, 1);
      for (let k = 0; k < ROUNDS_PER_PAIR && done < rounds; k++, done++) {
        const seeds = done * 100_000;
        if (done % 2 === 0) {
          mine.push(await racers[0].round(ms, seeds));
          theirs.push(await racers[1].round(ms, seeds));
        } else {
          theirs.push(await racers[1].round(ms, seeds));
          mine.push(await racers[0].round(ms, seeds));
        }
      }
    } finally {
      await Promise.all(racers.map((r) => r.stop()));
    }
  }
  const ratios = mine.map((m, i) => m / theirs[i]!);
  const r3 = (x: number) => +x.toFixed(3);
  return { game, baseline, gamesPerSecond: r3(median(mine)), baselineGamesPerSecond: r3(median(theirs)), ratio: { min: r3(Math.min(...ratios)), median: r3(median(ratios)) }, rounds };
}

const engines: EngineRow[] = [
  await compare("apache", "bench/baseline-apache.ts (hand-written, 4 players)", "apache", "apache-baseline"),
  await compare("squares", "bench/baseline-squares.ts (hand-written, same games)", "squares", "squares-baseline"),
  await compare("tic-tac-toe", "bench/baseline-tic-tac-toe.ts (plain TypeScript)", "tic-tac-toe", "tic-tac-toe-plain"),
  await compare("tic-tac-toe", "boardgame.io 0.50 headless client (bench/boardgameio-tic-tac-toe.ts)", "tic-tac-toe", "tic-tac-toe-boardgameio", 5),
];
// The noise floor of these comparisons: the generated Apache against itself, the same rounds as the variants
// below. Its distance from 1.0 is how far a ratio here may stray with no difference between the two engines.
const selfCheck = await compare("apache", "the same engine (the noise floor)", "apache", "apache", 9, 250);
// Every combination of Apache's variants against the base game, each in rounds of its own (a combination's
// rules run only where its games reach them, so one combination's speed says little of another's).
const variants: EngineRow[] = [];
for (const combination of variantCombinations()) {
  const name = ["apache", ...combination].join("+");
  variants.push(await compare(name, "apache base game (generated, 4 players)", name, "apache", 9, 250));
}
// What the state layout is worth, everything else held equal: Tic-Tac-Toe written by hand the way the
// generator could emit it, with the generated engines' protocol (bench/shaped-tic-tac-toe.ts), keeping
// the board as integers against keeping it as records keyed by id, the layout of the generated engines;
// and the latter against the spec's generated engine, which is what the rest of the machinery costs.
const layout: EngineRow[] = [
  await compare("tic-tac-toe, shaped by hand, integer layout", "the same, board kept by id as the generated engines keep it", "tic-tac-toe-shaped-integers", "tic-tac-toe-shaped-ids"),
  await compare("tic-tac-toe, generated", "tic-tac-toe shaped by hand, board kept by id", "tic-tac-toe", "tic-tac-toe-shaped-ids"),
];
// What the decision protocol alone costs Apache: the hand-written engine's very games played through
// pending() and apply() (options listed, actions copied and checked, logged, events), without hiding
// (bench/protocol-apache.ts); and the generated engine against that. Then the ceiling: Apache written
// the way a generator could emit it (numbers, typed lists, counts kept, an explicit state machine,
// bench/shaped-apache.ts), alone and behind the same protocol, and the generated engine against it.
const protocol: EngineRow[] = [
  await compare("apache, hand-written, through the decision protocol", "bench/baseline-apache.ts (hand-written, 4 players)", "apache-protocol", "apache-baseline"),
  await compare("apache, generated", "apache hand-written through the decision protocol", "apache", "apache-protocol"),
  await compare("apache, generator-shaped, the machine alone", "bench/baseline-apache.ts (hand-written, 4 players)", "apache-shaped", "apache-baseline"),
  await compare("apache, generator-shaped, through the decision protocol", "bench/baseline-apache.ts (hand-written, 4 players)", "apache-shaped-protocol", "apache-baseline"),
  await compare("apache, generated", "apache generator-shaped through the decision protocol", "apache", "apache-shaped-protocol"),
];
console.log("Engines (games a second, interleaved rounds in this run, each engine in a thread of its own):");
const table = (rows: EngineRow[]) => console.table(rows.map((e) => ({ game: e.game, baseline: e.baseline, gamesPerSecond: e.gamesPerSecond, baselineGamesPerSecond: e.baselineGamesPerSecond, ratioMin: e.ratio.min, ratioMedian: e.ratio.median })));
table(engines);
console.log("Apache's variants, each combination against the base game, and the base game against itself (the noise floor):");
table([...variants, selfCheck]);
console.log("What the layout is worth (bench/shaped-tic-tac-toe.ts):");
table(layout);
console.log("What the decision protocol costs Apache (bench/protocol-apache.ts), and the generator-shaped ceiling (bench/shaped-apache.ts):");
table(protocol);
// What typed arrays would add (the layout's fourth stage): pieces' fields read from typed arrays
// against the records of one shape the engines keep (bench/typed-fields.ts).
const fields = raceTypedFields();
console.log("What typed arrays would be worth (bench/typed-fields.ts; ratio: typed arrays' speed to records'):");
console.table([{ what: fields.what, recordsNsPerRead: fields.recordsNsPerRead, typedNsPerRead: fields.typedNsPerRead, ratioMin: fields.ratio.min, ratioMedian: fields.ratio.median }]);

// Once We Moved Like the Wind has no hand-written engine to race: its random games a CPU second in
// a thread of its own (min and median of the rounds), what clone() costs 300 decisions into a game
// (an MCTS bot clones for every playout), and how reachable grows with the region it reaches.
/** clone() 300 decisions into a game, timed in a worker thread of its own (see `cloneMicros`). */
async function cloneInThread(name: string): Promise<{ min: number; median: number }> {
  const racer = new Racer(name);
  try {
    await racer.ready();
    return await racer.clone();
  } finally {
    await racer.stop();
  }
}

async function alone(name: string, rounds = 5, ms = 1000): Promise<{ min: number; median: number }> {
  const racer = new Racer(name);
  try {
    await racer.ready();
    await racer.round(ms, 1);
    const xs: number[] = [];
    for (let r = 0; r < rounds; r++) xs.push(await racer.round(ms, (r + 1) * 100_000));
    return { min: +Math.min(...xs).toFixed(1), median: +median(xs).toFixed(1) };
  } finally {
    await racer.stop();
  }
}
const owmGames = await alone("once-we-moved-like-the-wind");
// clone() in a thread of its own, as every engine is raced; and in this process too, after every
// other engine has run in it, where the runtime has seen every game's shapes (as a server hosting
// several games would).
const owmClone = await cloneInThread("once-we-moved-like-the-wind");
const owmCloneShared = cloneMicros(owm);
console.log("Once We Moved Like the Wind: random games a CPU second, and clone() 300 decisions in (µs):");
console.table([{ gamesPerSecondMin: owmGames.min, gamesPerSecondMedian: owmGames.median, cloneMicrosMin: owmClone.min, cloneMicrosMedian: owmClone.median, cloneMicrosSharedProcess: owmCloneShared.median }]);
const reach = await raceReachable();
console.log("reachable on square grids from a corner (bench/movement.ts; exponent: growth of time against growth of the region, 1 is linear):");
console.table(reach);

// Allocation per Apache game (4 players), the same 200 seeds for each engine,
// each measured in a thread of its own (what ran before in a thread changes the count).
async function bytesPerGame(name: string, games: number): Promise<number> {
  const racer = new Racer(name);
  try {
    await racer.ready();
    return await racer.allocate(games);
  } finally {
    await racer.stop();
  }
}
const allocation = [
  { game: "apache", engine: "generated", bytesPerGame: await bytesPerGame("apache", 200) },
  { game: "apache", engine: "bench/baseline-apache.ts", bytesPerGame: await bytesPerGame("apache-baseline", 200) },
  { game: "apache", engine: "bench/shaped-apache.ts, through the decision protocol", bytesPerGame: await bytesPerGame("apache-shaped-protocol", 200) },
];
console.log("Allocation per Apache game (4 players):");
console.table(allocation);

// What hosts pay (issue 34): the decider's view and decision after each action, against the action.
const hosts = await hostCosts({ squares: { game: squaresSet }, apache: { game: apacheSet }, "once-we-moved-like-the-wind": { game: owm }, warpath: { game: warpathSet } });
console.log("Hosting: µs of CPU a step for play alone, and for the decider's view and decision on top (ratio: view and decision / apply; play alone reads the options from pending()):");
console.table(hosts);
const rtt = rttCosts(["squares", "apache", "once-we-moved-like-the-wind", "warpath", "navajo-wars"]);
console.log("Rally the Troops modules under the fuzzer: CPU ms a game (the server's fuzzer allows 250):");
console.table(rtt);

// The language server (issue 35): from an edit to its diagnostics.
const lsp = await editToDiagnostics();
console.log("Language server, Once We Moved Like the Wind's movement rules: ms from an edit to its diagnostics (wall clock, with the 100 ms wait for more typing):");
console.table([lsp]);
const recheck = recheckAfterEdit();
console.log("Checking Once We Moved Like the Wind again after an edit no option reaches: CPU ms, with what checks keep between edits (as the server keeps it) and with everything redone:");
console.table([recheck]);

// The targets of the back end (issue 31), as measured in this run.
const ratioOf = (i: number) => engines[i]!.ratio.median;
const slowestVariants = Math.min(...variants.map((v) => v.ratio.median));
const slowestCompile = Math.max(...rows.map((r) => r["compileSeconds"] as number));
const steepest = Math.max(...reach.map((r) => r.exponent ?? 0));
const targets = [
  { target: "apache generated >= 1.0x hand-written", measured: ratioOf(0), met: ratioOf(0) >= 1.0 },
  { target: "squares generated >= 0.8x hand-written", measured: ratioOf(1), met: ratioOf(1) >= 0.8 },
  { target: "every apache variant combination >= 0.95 of the base game (the lowest)", measured: slowestVariants, met: slowestVariants >= 0.95 },
  { target: "tic-tac-toe spec >= 0.15x plain TypeScript", measured: ratioOf(2), met: ratioOf(2) >= 0.15 },
  { target: "tic-tac-toe spec >= 100x boardgame.io", measured: ratioOf(3), met: ratioOf(3) >= 100 },
  { target: "apache allocation <= 100 KB a game", measured: allocation[0]!.bytesPerGame, met: allocation[0]!.bytesPerGame <= 100_000 },
  { target: "once-we-moved-like-the-wind clone() <= 10 µs 300 decisions in (in a thread of its own, as engines are raced)", measured: owmClone.median, met: owmClone.median <= 10 },
  { target: "reachable near-linear in the region (exponent <= 1.25)", measured: steepest, met: steepest <= 1.25 },
  { target: "compile of any game <= 2 s", measured: slowestCompile, met: slowestCompile <= 2 },
  ...hosts.map((h) => ({ target: `${h.game}: view and decision <= apply (issue 34)`, measured: h.ratioMedian, met: h.ratioMedian <= 1 })),
  { target: "language server: edit to diagnostics < 300 ms after the first check (issue 35)", measured: lsp.editMsMedian, met: lsp.editMsMedian < 300 },
  ...rtt.map((r) => ({ target: `${r.game}: Rally the Troops fuzz <= 250 ms a game, worst (issue 34)`, measured: r.msPerGameMax, met: r.msPerGameMax <= 250 && r.failures === 0 })),
];
console.log("Targets:");
console.table(targets);
writeFileSync("bench/results.json", `${JSON.stringify({ node: process.version, language: rows, engines, variants, noiseFloor: selfCheck, layout, protocol, fields, onceWeMoved: { games: owmGames, cloneMicros: owmClone, cloneMicrosSharedProcess: owmCloneShared }, reachable: reach, allocation, hosts, rallyTheTroops: rtt, languageServer: { ...lsp, recheck }, targets }, null, 2)}\n`);
console.log("wrote bench/results.json");
