import { Ajv } from "ajv";
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { main, type Io } from "../bin/cli.js";
import schema from "../dsl/schema/model.schema.json" with { type: "json" };
import { SCHEMA_ANNOTATIONS } from "../dsl/validate.js";

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const io: Io = { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`) };
  const code = await main(argv, io);
  return { code, out, err };
}

const FIXTURE = "test/fixtures/outpost";

function scratchCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), "rulewright-"));
  cpSync(FIXTURE, dir, { recursive: true });
  return dir;
}

describe("rulewright check", () => {
  it("exits 0 on a clean game and says what it checked", async () => {
    const r = await run("check", FIXTURE);
    expect(r.code).toBe(0);
    expect(r.out).toBe("checked 6 files (1 game): 0 errors, 0 warnings\n");
  });

  it("exits 1 with path:line:col, message and excerpt for each error", async () => {
    const dir = scratchCopy();
    writeFileSync(join(dir, "pieces.rules"), readFileSync(join(dir, "pieces.rules"), "utf8").replace("steps: 3", "steps: three"));
    const r = await run("check", dir);
    expect(r.code).toBe(1);
    const file = `${dir}/pieces.rules`;
    expect(r.out).toContain(`${file}:3:10: error: 'steps' expects a whole number\n3 |   steps: three\n  |          ^~~~~\n`);
    expect(r.out).toContain("1 error, 0 warnings");
  });

  it("checks a file named on its own as part of the game that imports it", async () => {
    const r = await run("check", `${FIXTURE}/board.rules`);
    expect(r.code).toBe(0);
    expect(r.out).toBe("checked 6 files (1 game): 0 errors, 0 warnings\n");
  });

  it("prints diagnostics as JSON with --json", async () => {
    const r = await run("check", "--json", FIXTURE);
    expect(JSON.parse(r.out)).toEqual({ files: 6, games: ["outpost"], diagnostics: [] });
  });

  it("warns about a file no game imports", async () => {
    const dir = scratchCopy();
    writeFileSync(join(dir, "stray.rules"), "side nobody\n");
    const r = await run("check", dir);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`${dir}/stray.rules:1:1: warning: no game imports this file, so only its syntax was checked`);
  });

  it("reports a missing path and bad usage without a stack trace", async () => {
    expect((await run("check", "no/such/dir")).out).toContain("no such file or folder: no/such/dir");
    const usage = await run("check");
    expect(usage.code).toBe(2);
    expect(usage.err).toContain("check needs at least one file or folder");
    expect((await run("frobnicate")).code).toBe(2);
  });
});

describe("rulewright fmt", () => {
  it("--check passes on canonical files and fails, naming them, on others", async () => {
    expect((await run("fmt", "--check", FIXTURE)).code).toBe(0);
    const dir = scratchCopy();
    const path = join(dir, "game.rules");
    writeFileSync(path, readFileSync(path, "utf8").replace("  players: 2\n", "players:2\n"));
    const r = await run("fmt", "--check", dir);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`${path}: not in canonical layout`);
    expect((await run("fmt", dir)).code).toBe(0);
    expect(readFileSync(path, "utf8")).toBe(readFileSync(join(FIXTURE, "game.rules"), "utf8"));
  });

  it("leaves a file with syntax errors untouched", async () => {
    const dir = scratchCopy();
    const path = join(dir, "board.rules");
    const broken = readFileSync(path, "utf8").replace("layout: areas", "layout areas");
    writeFileSync(path, broken);
    const r = await run("fmt", dir);
    expect(r.code).toBe(1);
    expect(r.out).toContain("not formatted because of the syntax errors above");
    expect(readFileSync(path, "utf8")).toBe(broken);
  });
});

describe("rulewright model", () => {
  const ajv = new Ajv({ strict: true, allErrors: true });
  ajv.addVocabulary(SCHEMA_ANNOTATIONS);
  const validate = ajv.compile(schema);

  it("prints a model that validates against the published schema", async () => {
    const r = await run("model", `${FIXTURE}/game.rules`, "--json");
    expect(r.code).toBe(0);
    const model = JSON.parse(r.out);
    expect(validate(model)).toBe(true);
    expect(model.game).toMatchObject({ id: "outpost", players: { min: 2, max: 2 }, sides: ["raiders", "garrison"] });
    expect(model.assumptions).toEqual([
      { target: "map valley", reason: "the board is invented for the test", rule: "2.0" },
      { target: "link camp -> keep of map valley", reason: "a ford is assumed" },
    ]);
  });

  it("applies a scenario and variants", async () => {
    const r = await run("model", FIXTURE, "--scenario", "quick", "--variant", "long-game", "--json");
    const model = JSON.parse(r.out);
    expect(validate(model)).toBe(true);
    expect(model.applied).toEqual({ scenario: "quick", variants: ["long-game"] });
    expect(model.game.turns).toEqual({ min: 1, max: 10 });
    expect(model.tables.find((t: { id: string }) => t.id === "raid").rows).toEqual([{ key: { min: 1, max: 6 }, cells: ["none"] }]);
  });

  it("explains options that cannot be applied", async () => {
    const r = await run("model", FIXTURE, "--variant", "long-game", "--variant", "no-walls", "--json");
    expect(r.code).toBe(1);
    expect(r.err).toBe("rulewright: variants 'no-walls' and 'long-game' cannot be combined\n");
    expect((await run("model", FIXTURE, "--players", "3")).err).toBe("rulewright: Outpost is for 2 players, not 3\n");
    expect((await run("model", "nosuchgame")).err).toContain("cannot find game 'nosuchgame'");
  });

  it("refuses to print the model of a game with errors", async () => {
    const dir = scratchCopy();
    writeFileSync(join(dir, "pieces.rules"), readFileSync(join(dir, "pieces.rules"), "utf8").replace("side: raiders", "side: raider"));
    const r = await run("model", dir, "--json");
    expect(r.code).toBe(1);
    expect(r.out).toContain("unknown name 'raider': expected a side (did you mean 'raiders'?)");
  });
});

describe("the installed command", () => {
  it("runs as a real process and exits with the contract's codes", () => {
    if (!existsSync("dist/bin/cli.js")) execFileSync("npx", ["tsc", "-p", "tsconfig.build.json"]);
    const ok = spawnSync("node", ["bin/rulewright.js", "check", FIXTURE], { encoding: "utf8" });
    expect(ok.status).toBe(0);
    const bad = spawnSync("node", ["bin/rulewright.js", "model"], { encoding: "utf8" });
    expect(bad.status).toBe(2);
    expect(bad.stderr).not.toMatch(/\bat .*\.js:\d+/);
  });

  it("finds the games that come with it from any folder, a copy under the folder's specs/ first", () => {
    if (!existsSync("dist/bin/cli.js")) execFileSync("npx", ["tsc", "-p", "tsconfig.build.json"]);
    const elsewhere = mkdtempSync(join(tmpdir(), "rw-elsewhere-"));
    const cli = resolve("bin/rulewright.js");
    const bundled = spawnSync("node", [cli, "model", "squares", "--json"], { encoding: "utf8", cwd: elsewhere });
    expect(bundled.status).toBe(0);
    expect(JSON.parse(bundled.stdout).game.id).toBe("squares");
    const played = spawnSync("node", [cli, "simulate", "squares", "--games", "1", "--seed", "2"], { encoding: "utf8", cwd: elsewhere });
    expect(played.status).toBe(0);
    // A game of that name under the folder's own specs/ wins over the bundled one.
    mkdirSync(join(elsewhere, "specs", "squares"), { recursive: true });
    writeFileSync(join(elsewhere, "specs", "squares", "game.rules"), 'game squares "Local squares" {\n  players: 2\n  sides: a, b\n}\nside a\nside b\n');
    const local = spawnSync("node", [cli, "model", "squares", "--json"], { encoding: "utf8", cwd: elsewhere });
    expect(JSON.parse(local.stdout).game.title).toBe("Local squares");
  });
});
