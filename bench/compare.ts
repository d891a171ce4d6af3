/**
 * `npm run compare -- <git revision> [--games apache,squares,tic-tac-toe]
 * [--rounds N] [--ms MS]`: how much faster or slower the working tree plays
 * than the code at a git revision, game by game. The revision is checked out
 * and built in a temporary worktree; then the two play in turns, each round
 * in fresh processes, each with its own code throughout (its checker, its
 * compiler, its runtime, its generated modules): a compiler handed a model
 * that another copy of the checker made finds none of the types the checker
 * inferred and writes slower code. Prints each round's ratio (working tree
 * over revision), then the min and median.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { intOption, parseArgs } from "../bin/io.js";

const { flags, rest, error } = parseArgs(process.argv.slice(2), ["--games", "--rounds", "--ms"], []);
const rounds = intOption(flags, "--rounds", { min: 1, max: 100 }, 5);
const ms = intOption(flags, "--ms", { min: 100, max: 60_000 }, 1500);
const problem = error ?? rounds.error ?? ms.error ?? (rest.length !== 1 ? "give one git revision to compare with (a commit, a branch, HEAD~1 ...)" : undefined);
if (problem) {
  process.stderr.write(`compare: ${problem}\nusage: npm run compare -- <revision> [--games apache,squares,tic-tac-toe] [--rounds N] [--ms MS]\n`);
  process.exit(2);
}
const games = (flags.get("--games")?.[0] ?? "apache,squares,tic-tac-toe").split(",").filter((g) => g !== "");
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
 * Games a second of one engine, played in a process of its own in `root`'s
 * checkout with that checkout's players (`bench/players.ts`), after a warm-up.
 */
function gamesPerSecond(root: string, game: string, seedFrom: number): number {
  const script = `
    const { PLAYERS, gamesPerSecond } = await import(${JSON.stringify(join(root, "dist", "bench", "players.js"))});
    const make = PLAYERS[${JSON.stringify(game)}];
    if (!make) { console.error("no engine named ${game} in this checkout"); process.exit(3); }
    const play = await make();
    gamesPerSecond(play, ${ms.value! / 2}, 1);
    console.log(gamesPerSecond(play, ${ms.value!}, ${seedFrom}));`;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: root, encoding: "utf8" });
  const value = Number(run.stdout.trim());
  if (run.status !== 0 || !Number.isFinite(value)) throw new Error(`playing ${game} in ${root} failed: ${run.stderr.trim() || run.stdout.trim()}`);
  return value;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const base = buildRevision(rest[0]!);
try {
  execFileSync(join(here, "node_modules", ".bin", "tsc"), ["-p", "tsconfig.build.json"], { cwd: here, stdio: "inherit" });
  for (const game of games) {
    const ratios: number[] = [];
    for (let r = 0; r < rounds.value!; r++) {
      // The two alternate, so drift in the machine's speed falls on both.
      const before = gamesPerSecond(base, game, r * 100_000);
      const now = gamesPerSecond(here, game, r * 100_000);
      ratios.push(now / before);
      process.stderr.write(`  ${game} round ${r + 1}/${rounds.value!}: ${before.toFixed(1)} -> ${now.toFixed(1)} games a second (${(now / before).toFixed(3)}x)\n`);
    }
    console.log(`${game}: working tree / ${rest[0]}: min ${Math.min(...ratios).toFixed(3)}, median ${median(ratios).toFixed(3)} (${ratios.map((x) => x.toFixed(3)).join(" ")})`);
  }
} finally {
  execFileSync("git", ["worktree", "remove", "--force", base], { cwd: here, stdio: "ignore" });
  rmSync(base, { recursive: true, force: true });
}
