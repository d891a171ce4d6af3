/**
 * `npm run bench`: how long the language's stages take on every game under
 * specs/ and on the test fixture, as medians over repeated runs. Figures are
 * reported as ratios to a baseline measured in the same run (lexing alone),
 * so they compare across machines. Results go to bench/results.json.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { checkGame } from "../dsl/check.js";
import { formatText } from "../dsl/format.js";
import { parseText } from "../dsl/parse.js";
import { rulesLexer } from "../dsl/tokens.js";
import { collectRulesFiles, declaresGame, loadGame } from "../dsl/workspace.js";
import { resolve } from "node:path";
import { Engine, playoutWith, type GameDefinition } from "../runtime/engine.js";
import { KernelEngine } from "../runtime/kernel/engine.js";
import type { Compiled } from "../runtime/kernel/evaluate.js";
import { baselineApacheGame } from "./baseline-apache.js";
import { gameReference } from "../bin/build.js";
import { engineModule } from "../generator/engine-module.js";
import { SeededRandom } from "../runtime/rng.js";
import type { RngState } from "../runtime/rng.js";

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function time(f: () => void, rounds = 15): number {
  f();
  const xs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    f();
    xs.push(performance.now() - t);
  }
  return median(xs);
}

async function timeAsync(f: () => Promise<void>, rounds = 5): Promise<number> {
  await f();
  const xs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await f();
    xs.push(performance.now() - t);
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
  rows.push({ game: loaded.files[0]?.path ?? entry, files: texts.length, bytes, lexMs: +lex.toFixed(3), parseVsLex: +(parse / lex).toFixed(1), checkVsLex: +(check / lex).toFixed(1), formatVsLex: +(format / lex).toFixed(1), generateVsLex: +(generate / lex).toFixed(1) });
}
console.log("Language stages (times as multiples of lexing the same files, measured in this run):");
console.table(rows);

// Random playouts a second for each game whose engine runs, against a baseline
// measured in the same run: a small hand-written engine on the same protocol
// (a dice race), which shows what interpreting a spec costs.
const baselineGame: GameDefinition<{ rng: RngState; turn: number; score: number[] }, string> = {
  name: "baseline-race",
  setup: () => ({ rng: { kind: "seeded", state: [] }, turn: 0, score: [0, 0] }),
  pending: (s) => ({ id: "turn", player: String(s.turn % 2), prompt: "roll", options: ["roll", "hold"] }),
  apply: (s, action, rng) => {
    if (action === "roll") s.score[s.turn % 2]! += rng.int(1, 6, "die");
    s.turn++;
    return [];
  },
  outcome: (s) => (s.score.some((v) => v >= 100) ? { winners: [String(s.score.indexOf(Math.max(...s.score)))], draw: false } : null),
  view: (s) => s,
  invariants: [],
};
function decisionsPerSecond(run: (seed: number) => number, budgetMs = 1500): { games: number; decisions: number; seconds: number } {
  const start = performance.now();
  let games = 0;
  let decisions = 0;
  while (performance.now() - start < budgetMs) decisions += run(games++);
  return { games, decisions, seconds: (performance.now() - start) / 1000 };
}
const base = decisionsPerSecond((seed) => playoutWith(() => new Engine(baselineGame, { seed }), { seed }, "baseline").steps);
const baseRate = base.decisions / base.seconds;
const engines: Record<string, unknown>[] = [];
for (const entry of entries.filter((e) => e.startsWith(resolve("specs")))) {
  const model = checkGame(entry).model;
  const probe = playoutWith(() => new KernelEngine(model, { seed: 1 }), { seed: 1 }, model.game.id, 20_000);
  if (probe.faults.length > 0) {
    engines.push({ game: model.game.id, engine: `stops: ${probe.faults[0]!.kind}` });
    continue;
  }
  const interpreted = decisionsPerSecond((seed) => playoutWith(() => new KernelEngine(model, { seed }), { seed }, model.game.id, 20_000).steps);
  engines.push({ game: model.game.id, engine: "interpreted", gamesPerSecond: +(interpreted.games / interpreted.seconds).toFixed(1), decisionsPerSecond: Math.round(interpreted.decisions / interpreted.seconds), vsBaseline: +((interpreted.decisions / interpreted.seconds) / baseRate).toFixed(4) });
  // The generated module: the same kernel with the spec's functions and invariants compiled.
  const generated = (await import(new URL(`../generated/${model.game.id}/index.js`, import.meta.url).href)) as { compiled: Compiled };
  const fast = decisionsPerSecond((seed) => playoutWith(() => new KernelEngine(model, { seed }, generated.compiled), { seed }, model.game.id, 20_000).steps);
  engines.push({ game: model.game.id, engine: "generated", gamesPerSecond: +(fast.games / fast.seconds).toFixed(1), decisionsPerSecond: Math.round(fast.decisions / fast.seconds), vsBaseline: +((fast.decisions / fast.seconds) / baseRate).toFixed(4) });
}
console.log(`Random playouts (baseline: a hand-written engine on the same protocol, ${Math.round(baseRate)} decisions a second in this run):`);
console.table(engines);

// Apache against a plain hand-written implementation of the same rules, games a second, same run.
const handWritten = decisionsPerSecond((seed) => baselineApacheGame(seed, 4));
const apacheModel = checkGame(resolve("specs/apache/game.rules")).model;
const apacheGenerated = (await import(new URL("../generated/apache/index.js", import.meta.url).href)) as { compiled: Compiled };
// Timed like the hand-written one: random decisions, no invariant checks after each action.
const generatedApache = decisionsPerSecond((seed) => {
  const engine = new KernelEngine(apacheModel, { seed, players: 4 }, apacheGenerated.compiled);
  const agent = new SeededRandom(seed ^ 0x5bd1e995);
  let steps = 0;
  for (; !engine.isOver(); steps++) {
    const d = engine.pending()!;
    engine.apply(d.options[agent.int(0, d.options.length - 1)]!);
  }
  return steps;
});
const apacheRow = {
  handWrittenGamesPerSecond: +(handWritten.games / handWritten.seconds).toFixed(1),
  generatedGamesPerSecond: +(generatedApache.games / generatedApache.seconds).toFixed(1),
  ratio: +((generatedApache.games / generatedApache.seconds) / (handWritten.games / handWritten.seconds)).toFixed(4),
};
console.log("Apache, 4 players: the generated engine against a hand-written implementation of the same rules (random playouts, same run):");
console.table([apacheRow]);
writeFileSync("bench/results.json", `${JSON.stringify({ node: process.version, language: rows, baselineDecisionsPerSecond: Math.round(baseRate), engines, apacheVsHandWritten: apacheRow }, null, 2)}\n`);
console.log("wrote bench/results.json");
