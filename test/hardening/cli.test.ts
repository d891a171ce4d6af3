/**
 * Hardening of the command line: crafted replay files, seeds, arguments,
 * output that cannot be written, a reader that closes the pipe, an atomic
 * build, and hostile folder names reaching generated code. The CLI runs as a
 * real process where the working folder or the pipe matters.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { runCli as run } from "../helpers/cli.js";
import { engineModule } from "../../generator/engine-module.js";
import { loadSpec } from "../specs/helpers.js";

const CLI = resolve("bin/rulewright.js");

function tmp(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A saved faulty SQUARES game (cut off by --max-steps), written by a real simulation. */
async function savedGame(): Promise<{ path: string; data: Record<string, any> }> {
  const r = await run(["simulate", "squares", "--games", "1", "--seed", "3", "--max-steps", "40"]);
  expect(r.code).toBe(1);
  const path = /saved: (\S+)/.exec(r.out)![1]!;
  return { path, data: JSON.parse(readFileSync(path, "utf8")) };
}

function writeJson(data: unknown): string {
  const path = join(tmp("rw-replay-"), "game.json");
  writeFileSync(path, typeof data === "string" ? data : JSON.stringify(data));
  return path;
}

describe("replay refuses what it cannot trust", () => {
  for (const [name, content] of [
    ["an empty object", {}],
    ["a list", []],
    ["null", null],
    ["a number", 7],
    ["text that is not JSON", "{ not json"],
  ] as const) {
    it(`refuses ${name} with a message, not a crash`, async () => {
      const r = await run(["replay", writeJson(content)]);
      expect(r.code).toBe(1);
      expect(r.err).toMatch(/^rulewright: .*(cannot be replayed|cannot read)/);
      expect(r.err).not.toContain("internal error");
    });
  }

  it("never reads a game from a path written in the file", async () => {
    const { data } = await savedGame();
    for (const game of ["/etc/passwd", "../../etc/passwd", "specs/squares"]) {
      const r = await run(["replay", writeJson({ ...data, log: { ...data["log"], game } })]);
      expect(r.code).toBe(1);
      expect(r.err).toContain("must be a game's name");
      expect(r.out).toBe("");
    }
  });

  it("replays an untouched file to its recorded end", async () => {
    const { path } = await savedGame();
    const r = await run(["replay", path]);
    expect(r.out).toMatch(/to the recorded end/);
  });

  it("refuses a truncated log", async () => {
    const { data } = await savedGame();
    const log = { ...data["log"], actions: data["log"].actions.slice(0, -1) };
    expect((await run(["replay", writeJson({ ...data, log })])).err).toContain("it was cut short or added to");
    // Even with the recorded count edited to match, the end is not reached.
    const r = await run(["replay", writeJson({ ...data, log, end: { ...data["end"], actions: log.actions.length } })]);
    expect(r.code).toBe(1);
    expect(r.err).toContain("does not replay to the end it records");
  });

  it("refuses a file whose recorded outcome or end was edited, even with everything else intact", async () => {
    const { data } = await savedGame();
    for (const end of [{ ...data["end"], outcome: { winners: ["blue"], draw: false } }, { ...data["end"], over: !data["end"].over }, { ...data["end"], digest: "0".repeat(64) }]) {
      const r = await run(["replay", writeJson({ ...data, end })]);
      expect(r.code).toBe(1);
      expect(r.err).toContain("does not replay to the end it records");
    }
  });

  it("refuses a log whose actions were changed", async () => {
    const { data } = await savedGame();
    let refused = 0;
    // Swap each pair of neighbouring actions in turn: every change must be refused (illegal, or a different end).
    for (let i = 0; i + 1 < data["log"].actions.length; i += 3) {
      const actions = [...data["log"].actions];
      if (JSON.stringify(actions[i]) === JSON.stringify(actions[i + 1])) continue;
      [actions[i], actions[i + 1]] = [actions[i + 1], actions[i]];
      const r = await run(["replay", writeJson({ ...data, log: { ...data["log"], actions } })]);
      expect(r.code).toBe(1);
      expect(r.err).toMatch(/is refused|does not replay to the end/);
      refused++;
    }
    expect(refused).toBeGreaterThan(3);
  });

  it("refuses a seed that is not a whole number in range", async () => {
    const { data } = await savedGame();
    for (const seed of [42.7, -1, 4294967296, "3"]) {
      const r = await run(["replay", writeJson({ ...data, log: { ...data["log"], options: { ...data["log"].options, seed } } })]);
      expect(r.err).toContain("a seed is a whole number from 0 to 4294967295");
    }
  });
});

describe("replay checks everything a file records", () => {
  it("refuses a file whose recorded faults were taken away or added to", async () => {
    const { data } = await savedGame();
    expect(data["faults"]).toEqual([expect.objectContaining({ kind: "runaway" })]);
    const none = await run(["replay", writeJson({ ...data, faults: [] })]);
    expect(none.code).toBe(1);
    expect(none.err).toMatch(/records the faults none, but replaying it meets .*runaway/);
    const more = await run(["replay", writeJson({ ...data, faults: [...data["faults"], { kind: "invariant", id: "made-up", step: data["end"].actions }] })]);
    expect(more.code).toBe(1);
    expect(more.err).toContain("made-up");
    const malformed = await run(["replay", writeJson({ ...data, faults: [{ kind: "explosion" }] })]);
    expect(malformed.err).toContain("its fault 1 must be an object with a 'kind'");
  });

  it("prints nothing from the file or its name raw to the terminal", async () => {
    const { data } = await savedGame();
    const dir = tmp("rw-replay-");
    const path = join(dir, "game\u001b]0;pwned\u0007.json");
    writeFileSync(path, JSON.stringify({ ...data, faults: [{ kind: "exception", message: "\u001b[2J", step: 1 }] }));
    const r = await run(["replay", path]);
    expect(r.code).toBe(1);
    expect(r.err).toContain("\\u001b]0;pwned\\u0007");
    expect(r.out + r.err).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
  });
});

describe("signed saved games (RULEWRIGHT_SIGNING_KEY)", () => {
  const withKey = async <T>(key: string | undefined, f: () => Promise<T>): Promise<T> => {
    const before = process.env["RULEWRIGHT_SIGNING_KEY"];
    if (key === undefined) delete process.env["RULEWRIGHT_SIGNING_KEY"];
    else process.env["RULEWRIGHT_SIGNING_KEY"] = key;
    try {
      return await f();
    } finally {
      if (before === undefined) delete process.env["RULEWRIGHT_SIGNING_KEY"];
      else process.env["RULEWRIGHT_SIGNING_KEY"] = before;
    }
  };

  it("are signed when the host sets a key, and replay only while untouched and under that key", async () => {
    const { path, data } = await withKey("host key 1", savedGame);
    expect(data["signature"]).toMatch(/^[0-9a-f]{64}$/);
    expect((await withKey("host key 1", () => run(["replay", path]))).out).toMatch(/signature valid\) to the recorded end/);
    // Another key, an edited outcome with its end recomputed, a removed signature: each is refused.
    const other = await withKey("host key 2", () => run(["replay", path]));
    expect(other.err).toContain("is signed, but not by this host's key");
    const edited = writeJson({ ...data, end: { ...data["end"], outcome: { winners: ["blue"] } } });
    expect((await withKey("host key 1", () => run(["replay", edited]))).err).toContain("is signed, but not by this host's key");
    const { signature: _, ...unsigned } = data;
    expect((await withKey("host key 1", () => run(["replay", writeJson(unsigned)]))).err).toContain("is not signed, and this host signs its games");
    // Without a key the signature cannot be checked, and replay says so.
    expect((await withKey(undefined, () => run(["replay", path]))).out).toContain("signed (set RULEWRIGHT_SIGNING_KEY to check the signature)");
  });
});

describe("command-line options", () => {
  const bad: [string[], string][] = [
    [["simulate", "apache", "--games", "-1"], "--games needs a whole number from 1 to 10000000, not '-1'"],
    [["simulate", "apache", "--games="], "--games needs a value"],
    [["simulate", "apache", "--games", "0"], "--games needs a whole number from 1"],
    [["simulate", "apache", "--max-steps", "0"], "--max-steps needs a whole number from 1"],
    [["simulate", "apache", "--seed", "1.0"], "--seed needs a whole number from 0 to 4294967295, not '1.0'"],
    [["simulate", "apache", "--seed", "4294967297"], "--seed needs a whole number from 0 to 4294967295"],
    [["simulate", "apache", "--seed", "1", "--seed", "2"], "--seed is given more than once"],
    [["simulate", "apache", "--json=yes"], "--json takes no value"],
    [["play", "apache", "--seed", "0x10"], "--seed needs a whole number"],
    [["check", "--jsn", "specs"], "unknown option --jsn"],
  ];
  for (const [argv, message] of bad) {
    it(`refuses '${argv.slice(1).join(" ")}' with exit 2`, async () => {
      const r = await run(argv);
      expect(r.code).toBe(2);
      expect(r.err).toContain(message);
    });
  }

  it("keeps repeated --variant flags, each adding one", async () => {
    const r = await run(["simulate", "apache", "--games", "1", "--variant", "warpath", "--variant", "wedding", "--json"]);
    expect(r.code).toBe(0);
  });

  it("accepts the largest seed, which gives a game of its own", async () => {
    const a = await run(["simulate", "squares", "--games", "1", "--seed", "4294967295", "--json", "--max-steps", "30"]);
    expect(a.err).toBe("");
  });
});

describe("output that cannot be written", () => {
  it("still prints the summary, saying the fault file could not be saved", () => {
    const dir = tmp("rw-readonly-");
    // A file where the fault folder should be: nothing can be written under it.
    writeFileSync(join(dir, ".rulewright"), "not a folder");
    const r = spawnSync(process.execPath, [CLI, "simulate", resolve("specs/squares"), "--games", "1", "--max-steps", "30"], { cwd: dir, encoding: "utf8" });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("1 game of SQUARES");
    expect(r.stdout).toMatch(/saved: not saved \((ENOTDIR|EEXIST)/);
    expect(r.stderr).not.toContain("internal error");
  });

  it("ends quietly when the reader closes the pipe early", () => {
    const r = spawnSync("bash", ["-c", `set -o pipefail; node ${JSON.stringify(CLI)} check specs test/fixtures --json | head -c 10 >/dev/null`], { encoding: "utf8" });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });
});

describe("build", () => {
  function project(folderName = "outpost"): string {
    const dir = tmp("rw-build-");
    mkdirSync(join(dir, "specs"));
    cpSync(resolve("test/fixtures/outpost"), join(dir, "specs", folderName), { recursive: true });
    return dir;
  }

  it("writes nothing at all when one file cannot be written", () => {
    const dir = project();
    // The game's reference page is blocked by a folder of that name.
    mkdirSync(join(dir, "docs/games/outpost/index.html"), { recursive: true });
    const r = spawnSync(process.execPath, [CLI, "build"], { cwd: dir, encoding: "utf8" });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/could not write .* nothing was changed/);
    expect(existsSync(join(dir, "docs/language-reference.md"))).toBe(false);
    expect(existsSync(join(dir, "generated"))).toBe(false);
    expect(readdirSync(join(dir, "docs/games/outpost"))).toEqual(["index.html"]);
  });

  it("builds a game from a hostile folder name without crashing, and its module cannot run code through the name", () => {
    const name = "evil\u2028name\rx */ ${process.exit(9)} `\\";
    const dir = project(name);
    const r = spawnSync(process.execPath, [CLI, "build"], { cwd: dir, encoding: "utf8" });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const code = readFileSync(join(dir, "generated/outpost/index.ts"), "utf8");
    // The header is one comment line: splitting on every JavaScript line end leaves it whole.
    const firstLine = code.split(/\r\n|[\r\n\u2028\u2029]/)[0]!;
    expect(firstLine.startsWith("// Do not edit: generated from specs/evil")).toBe(true);
    expect(firstLine.endsWith("by Rulewright.")).toBe(true);
  });
});

describe("text from specs in generated code", () => {
  it("cannot leave the header comment, whatever the source path holds", async () => {
    const model = loadSpec("apache");
    for (const source of ["a\u2028b", "a\u2029b", "a\rb", "a\nb", "a*/b", "a\r\nconsole.log(1)"]) {
      const files = await engineModule(model, source);
      const code = files.get("index.ts")!;
      const header = ts.createSourceFile("x.ts", code.split("\nimport")[0]!, ts.ScriptTarget.ES2022);
      expect(header.statements).toHaveLength(0);
    }
  });
});

describe("spec folders with links", () => {
  it("reports a broken link, a loop of links and a link leading out, and reads none of them", async () => {
    const dir = tmp("rw-links-");
    const game = join(dir, "game");
    cpSync(resolve("test/fixtures/outpost"), game, { recursive: true });
    writeFileSync(join(dir, "outside.rules"), "secret text outside the game\n");
    const { symlinkSync } = await import("node:fs");
    symlinkSync("nowhere.rules", join(game, "dangling.rules"));
    symlinkSync("loop-b.rules", join(game, "loop-a.rules"));
    symlinkSync("loop-a.rules", join(game, "loop-b.rules"));
    symlinkSync(join(dir, "outside.rules"), join(game, "leak.rules"));
    const r = await run(["check", game]);
    expect(r.code).toBe(1);
    expect(r.out).toContain("dangling.rules is a link to nothing");
    expect(r.out).toContain("loop-a.rules is a loop of links");
    expect(r.out).toContain("leak.rules is a link leading outside");
    expect(r.out).not.toContain("secret text");
    expect(r.err).toBe("");
  });

  it("refuses imports that reach outside the game's folder, directly or through a link", async () => {
    const dir = tmp("rw-imports-");
    const game = join(dir, "game");
    cpSync(resolve("test/fixtures/outpost"), game, { recursive: true });
    writeFileSync(join(dir, "outside.rules"), "secret text outside the game\n");
    const { symlinkSync } = await import("node:fs");
    symlinkSync(join(dir, "outside.rules"), join(game, "leak.rules"));
    const entry = join(game, "game.rules");
    writeFileSync(entry, `import "../outside.rules"\nimport "leak.rules"\n${readFileSync(entry, "utf8")}`);
    const r = await run(["check", entry]);
    expect(r.code).toBe(1);
    expect(r.out).toContain("cannot import '../outside.rules': it reaches outside the game's folder");
    expect(r.out).toContain("cannot import 'leak.rules': it is a link leading outside the game's folder");
    expect(r.out).not.toContain("secret text");
  });
});

describe("the machine under the command line", () => {
  it("stops a simulation on request and summarises the games played so far", async () => {
    const { simulate } = await import("../../bin/simulate.js");
    const model = loadSpec("squares");
    const stop = new AbortController();
    const summary = await simulate(model, { games: 100, seed: 1, variants: [], maxSteps: 20_000, workers: 1 }, (done) => done === 3 && stop.abort(), stop.signal);
    expect(summary.games).toBe(3);
    expect(summary.interrupted).toEqual({ asked: 100 });
    expect(Object.values(summary.outcomes).reduce((a, b) => a + b, 0)).toBe(3);
  });

  it("says what to do when there is nowhere to write compiled engines, or the working folder is gone", () => {
    const r = spawnSync(process.execPath, [CLI, "simulate", "squares", "--games", "1"], { encoding: "utf8", env: { ...process.env, TMPDIR: "/dev/null/nowhere" } });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("cannot write compiled engines to /dev/null/nowhere (ENOTDIR); set TMPDIR to a folder you can write to");
    const gone = tmp("rw-gone-");
    const script = `process.chdir(${JSON.stringify(gone)}); require("node:fs").rmdirSync(${JSON.stringify(gone)}); import(${JSON.stringify(CLI)});`;
    const g = spawnSync(process.execPath, ["-e", script, "--", "rulewright", "simulate", "squares", "--games", "1"], { encoding: "utf8" });
    expect(g.stderr).toContain("the working folder no longer exists");
  });

  it("never imports code planted in the compiled-engine cache", () => {
    const first = spawnSync(process.execPath, [CLI, "simulate", "squares", "--games", "1", "--seed", "9"], { encoding: "utf8" });
    expect(first.status).toBe(0);
    const CACHE_DIR = join(tmpdir(), `rulewright-engines-${process.getuid?.() ?? "user"}`);
    const newest = readdirSync(CACHE_DIR).filter((f) => f.startsWith("squares-") && f.endsWith(".js")).map((f) => join(CACHE_DIR, f)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]!;
    const marker = join(tmp("rw-planted-"), "ran");
    writeFileSync(newest, `import { writeFileSync } from "node:fs"; writeFileSync(${JSON.stringify(marker)}, "planted code ran"); export const game = null;\n`);
    const second = spawnSync(process.execPath, [CLI, "simulate", "squares", "--games", "1", "--seed", "9"], { encoding: "utf8" });
    expect(existsSync(marker)).toBe(false);
    expect(second.status).toBe(0);
    const steady = (out: string) => out.replace(/: [0-9.]+ a second/, ": N a second");
    expect(steady(second.stdout)).toBe(steady(first.stdout));
  });
});

describe("saved games", () => {
  it("never overwrite each other: two games saved in the same second get names of their own, from their logs", async () => {
    const { saveGame } = await import("../../bin/saved-game.js");
    const { Engine } = await import("../../runtime/core/machine.js");
    const { game } = await import("../../generated/squares/index.js");
    const dir = tmp("rw-saved-");
    const a = Engine.create(game, { seed: 1 });
    const b = Engine.create(game, { seed: 1 });
    const d = b.pending()!;
    b.apply(d.player, d.options[d.options.length - 1]!);
    const first = saveGame(a, "squares", undefined, dir);
    const second = saveGame(b, "squares", undefined, dir);
    expect(first).not.toBe(second);
    expect(readdirSync(dir)).toHaveLength(2);
  });
});
