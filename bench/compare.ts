/**
 * `npm run compare -- <git revision> [--games apache,squares,tic-tac-toe]
 * [--rounds N] [--ms MS] [--random-play] [--same-spec]`: how much faster or slower the working tree plays
 * than the code at a git revision, game by game. The revision is checked out
 * and built in a temporary worktree; then the two play in turns, each round
 * in fresh processes, each with its own code throughout (its checker, its
 * compiler, its runtime, its generated modules): a compiler handed a model
 * that another copy of the checker made finds none of the types the checker
 * inferred and writes slower code. Prints each round's ratio (working tree
 * over revision), then the min and median.
 *
 * Each checkout plays with its own bench's player of that name; a checkout
 * that has none (an older one) plays its generated module at random through
 * its own engine. `--random-play` has both do that, with the game's default
 * options, and also compares decisions a second: when the rules changed
 * between the two, games may differ in length, and what a decision costs
 * still compares. `--same-spec` goes further: the working tree compiles the
 * revision's own spec of the game with its compiler and plays that, so both
 * play the very same rules and games, and only the engines differ.
 *
 * `--instructions N` counts instead of timing: each checkout plays the same
 * N games (seeds 1 to N) under valgrind's cachegrind, once, and the machine
 * instructions a game are compared (the count after the first fifth of the
 * games, so that loading and warming up fall out). On a loaded machine two
 * timed runs of the very same code differ by 10-30%; two counts differ by
 * well under 1%, so a change of a few percent shows. The start-up still
 * varies a little (by some 50M instructions where the engine is compiled in
 * memory, as Tic-Tac-Toe's is), so N should make the games' own count
 * dwarf that: tens of thousands of Tic-Tac-Toe games, a few dozen of Once
 * We Moved Like the Wind. Instructions are not time (a cache miss costs
 * more than an add), so a change worth keeping is timed too.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { intOption, parseArgs } from "../bin/io.js";

const { flags, rest, error } = parseArgs(process.argv.slice(2), ["--games", "--rounds", "--ms", "--instructions"], ["--random-play", "--same-spec"]);
const rounds = intOption(flags, "--rounds", { min: 1, max: 100 }, 5);
const ms = intOption(flags, "--ms", { min: 100, max: 60_000 }, 1500);
const counted = intOption(flags, "--instructions", { min: 5, max: 100_000 }, 0);
const problem = error ?? rounds.error ?? ms.error ?? counted.error ?? (rest.length !== 1 ? "give one git revision to compare with (a commit, a branch, HEAD~1 ...)" : undefined);
if (problem) {
  process.stderr.write(`compare: ${problem}\nusage: npm run compare -- <revision> [--games apache,squares,tic-tac-toe] [--rounds N] [--ms MS] [--random-play] [--same-spec] [--instructions GAMES]\n`);
  process.exit(2);
}
const games = (flags.get("--games")?.[0] ?? "apache,squares,tic-tac-toe").split(",").filter((g) => g !== "");
/** The working tree plays the revision's spec of each game, compiled by its own compiler: the same rules on both sides. */
const sameSpec = flags.has("--same-spec");
/** Both checkouts play their generated modules at random, with the default options, and decisions a second compare too. */
const randomPlay = flags.has("--random-play") || sameSpec;
const here = resolve(fileURLToPath(import.meta.url), "..", "..", "..");

/** The revision checked out and built where nothing of ours lives, its dependencies those of this checkout. */
function buildRevision(revision: string): string {
  const dir = mkdtempSync(join(tmpdir(), "rulewright-compare-"));
  execFileSync("git", ["worktree", "add", "--detach", dir, revision], { cwd: here, stdio: ["ignore", "ignore", "inherit"] });
  symlinkSync(join(here, "node_modules"), join(dir, "node_modules"), "dir");
  process.stderr.write(`building ${revision} in ${dir} ...\n`);
  execFileSync(join(here, "node_modules", ".bin", "tsc"), ["-p", "tsconfig.build.json"], { cwd: dir, stdio: "inherit" });
  return dir;
}

/**
 * Games and decisions a second of one engine, played in a process of its
 * own in `root`'s checkout after a warm-up: with that checkout's players
 * (`bench/players.ts`) when it has one by that name, else (an older
 * checkout, or a game its bench never raced) with random play of its own
 * generated module through its own engine, the same random play the
 * players use. Decisions are counted only then (null otherwise): a game
 * whose rules changed between the two may be longer or shorter, and the
 * time a decision takes still compares.
 */
function playerScript(root: string, game: string, compiled?: string): string {
  const at = (...parts: string[]) => JSON.stringify(join(root, "dist", ...parts));
  return `
    const { PLAYERS, gamesPerSecond } = await import(${at("bench", "players.js")});
    const { existsSync } = await import("node:fs");
    let play = !${JSON.stringify(randomPlay)} && PLAYERS[${JSON.stringify(game)}] ? await PLAYERS[${JSON.stringify(game)}]() : undefined;
    let decisions = 0;
    if (!play) {
      const module = ${compiled === undefined ? at("generated", game, "index.js") : JSON.stringify(compiled)};
      if (!existsSync(module)) { console.error("no engine named ${game} in this checkout (no player and no generated module)"); process.exit(3); }
      const { Engine } = await import(${at("runtime", "core", "machine.js")});
      const { deciderOf } = await import(${at("runtime", "engine.js")});
      const { SeededRandom } = await import(${at("runtime", "rng.js")});
      const set = (await import(module)).game;
      play = (seed) => {
        const engine = Engine.create(set, { seed });
        const agent = new SeededRandom(seed ^ 0x5bd1e995);
        while (!engine.isOver()) {
          const d = engine.pending();
          const option = d.options[agent.int(0, d.options.length - 1)];
          try { engine.apply(deciderOf(d, option, engine.sides()), option); } catch (err) { if (err?.name === "NotSpecifiedError") return; throw err; }
          decisions++;
        }
      };
      if (!${JSON.stringify(randomPlay)}) console.error("${game}: random play of the generated module (the checkout has no player by that name)");
    }`;
}

function speedOf(root: string, game: string, seedFrom: number, compiled?: string): { games: number; decisions: number | null } {
  const script = `${playerScript(root, game, compiled)}
    gamesPerSecond(play, ${ms.value! / 2}, 1);
    decisions = 0;
    const u = process.cpuUsage();
    const games = gamesPerSecond(play, ${ms.value!}, ${seedFrom});
    const d = process.cpuUsage(u);
    console.log(JSON.stringify({ games, decisions: decisions === 0 ? null : decisions / ((d.user + d.system) / 1e6) }));`;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: root, encoding: "utf8" });
  let value: { games: number; decisions: number | null } | undefined;
  try {
    value = JSON.parse(run.stdout.trim().split("\n").at(-1) ?? "") as { games: number; decisions: number | null };
  } catch {
    value = undefined;
  }
  if (run.status !== 0 || value === undefined || !Number.isFinite(value.games)) throw new Error(`playing ${game} in ${root} failed: ${run.stderr.trim() || run.stdout.trim()}`);
  return value;
}

/**
 * Machine instructions a game of one engine, in `root`'s checkout: the
 * games from seed 1 to `games` played under cachegrind in one process, and
 * again only the first fifth, the difference divided among the rest (so
 * that loading, and the first games' slower code, fall out). Node runs
 * single-threaded there, so that its compiler's threads do not add counts
 * of their own that vary from run to run.
 */
function instructionsOf(root: string, game: string, games: number, compiled?: string): number {
  const count = (n: number): number => {
    const script = `${playerScript(root, game, compiled)}
    for (let seed = 1; seed <= ${n}; seed++) play(seed);`;
    const run = spawnSync("valgrind", ["--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null", process.execPath, "--single-threaded", "--input-type=module", "-e", script], { cwd: root, encoding: "utf8", maxBuffer: 1 << 26 });
    if (run.error) throw new Error(`--instructions needs valgrind on the PATH (Debian: apt-get install valgrind): ${run.error.message}`);
    const refs = /I\s+refs:\s+([\d,]+)/.exec(run.stderr);
    if (run.status !== 0 || !refs) throw new Error(`counting ${game} in ${root} failed: ${run.stderr.trim().split("\n").slice(-5).join("\n")}`);
    return Number(refs[1]!.replaceAll(",", ""));
  };
  const first = Math.max(1, Math.floor(games / 5));
  return (count(games) - count(first)) / (games - first);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const base = buildRevision(rest[0]!);
try {
  execFileSync(join(here, "node_modules", ".bin", "tsc"), ["-p", "tsconfig.build.json"], { cwd: here, stdio: "inherit" });
  for (const game of games) {
    // The revision's spec, compiled by the working tree into its own build folder (where its
    // imports of rulewright's runtime find the working tree's).
    let compiled: string | undefined;
    if (sameSpec) {
      const out = join(here, "dist", "compare-specs", game);
      rmSync(out, { recursive: true, force: true });
      execFileSync(process.execPath, [join(here, "bin", "rulewright.js"), "compile", join(base, "specs", game), "--out", out], { cwd: here, stdio: ["ignore", "ignore", "inherit"] });
      compiled = join(out, "index.js");
    }
    if (counted.value! > 0) {
      process.stderr.write(`  ${game}: counting ${counted.value!} games in each checkout under cachegrind (slow: about 50 times the games' own time) ...\n`);
      const before = instructionsOf(base, game, counted.value!);
      const now = instructionsOf(here, game, counted.value!, compiled);
      const m = (x: number) => `${(x / 1e6).toFixed(2)}M`;
      console.log(`${game}: instructions a game, ${rest[0]} ${m(before)} -> working tree ${m(now)} (${(now / before).toFixed(3)}x)`);
      continue;
    }
    const ratios: number[] = [];
    const perDecision: number[] = [];
    for (let r = 0; r < rounds.value!; r++) {
      // The two alternate, so drift in the machine's speed falls on both.
      const before = speedOf(base, game, r * 100_000);
      const now = speedOf(here, game, r * 100_000, compiled);
      ratios.push(now.games / before.games);
      if (now.decisions !== null && before.decisions !== null) perDecision.push(now.decisions / before.decisions);
      const decided = now.decisions !== null && before.decisions !== null ? `; ${before.decisions.toFixed(0)} -> ${now.decisions.toFixed(0)} decisions a second (${(now.decisions / before.decisions).toFixed(3)}x)` : "";
      process.stderr.write(`  ${game} round ${r + 1}/${rounds.value!}: ${before.games.toFixed(1)} -> ${now.games.toFixed(1)} games a second (${(now.games / before.games).toFixed(3)}x)${decided}\n`);
    }
    console.log(`${game}: working tree / ${rest[0]}: min ${Math.min(...ratios).toFixed(3)}, median ${median(ratios).toFixed(3)} (${ratios.map((x) => x.toFixed(3)).join(" ")})`);
    if (perDecision.length === ratios.length) console.log(`${game}: decisions a second, working tree / ${rest[0]}: min ${Math.min(...perDecision).toFixed(3)}, median ${median(perDecision).toFixed(3)}`);
  }
} finally {
  execFileSync("git", ["worktree", "remove", "--force", base], { cwd: here, stdio: "ignore" });
  rmSync(base, { recursive: true, force: true });
}
