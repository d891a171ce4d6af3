/**
 * `rulewright export rtt`: a Rally the Troops module for every game, whose
 * `rules.js` loads with a plain `require` (one CommonJS file, nothing
 * installed beside it) and plays under this project's fuzzer, which checks
 * the failure classes of the server's own. The time class (250 ms of CPU a
 * game) is measured by `npm run bench`, not asserted here: a loaded machine
 * would fail it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Worker } from "node:worker_threads";
import { beforeAll, describe, expect, it } from "vitest";
import type { RttGame, RttRules } from "../../adapters/rally-the-troops.js";
import { fuzzRules, serverCopy, type FuzzableRules } from "../../adapters/rtt-fuzz.js";
import { cpuClock } from "../../bin/cpu-clock.js";
import { Engine } from "../../runtime/core/machine.js";
import * as owm from "../../generated/once-we-moved-like-the-wind/index.js";

const CLI = resolve("bin/rulewright.js");
const require = createRequire(import.meta.url);
const GAMES = ["squares", "apache", "once-we-moved-like-the-wind", "warpath", "navajo-wars"];
const out = mkdtempSync(join(tmpdir(), "rw-rtt-"));
const modules = new Map<string, RttRules>();

beforeAll(() => {
  for (const game of GAMES) {
    const r = spawnSync(process.execPath, [CLI, "export", "rtt", game, "--out", join(out, game)], { encoding: "utf8" });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    modules.set(game, require(join(out, game, "rules.js")) as RttRules);
  }
}, 180_000);

/** Plays a game by always taking option `pick(n)` of the first legal verb; returns it with every step taken. */
function play(rules: RttRules, seed: number, scenario: string, options: Record<string, unknown>, steps: number, pick = (n: number, i: number) => (i * 7) % n): { game: RttGame; taken: [string, string, number][] } {
  let game = rules.setup(seed, scenario, options);
  const taken: [string, string, number][] = [];
  for (let i = 0; i < steps && game.active !== "None"; i++) {
    const role = Array.isArray(game.active) ? game.active[0]! : game.active;
    const view = rules.view(game, role);
    const [verb, args] = Object.entries(view.actions!).find(([v]) => v !== "undo")!;
    const noun = (args as number[])[pick((args as number[]).length, i)]!;
    game = rules.action(game, role, verb, noun);
    taken.push([role, verb, noun]);
  }
  return { game, taken };
}

describe("rulewright export rtt", () => {
  it("writes a module folder for each game: rules.js, a generic client, title.sql, about.html and create.html", () => {
    for (const game of GAMES) for (const f of ["rules.js", "package.json", "play.html", "play.js", "play.css", "title.sql", "about.html", "create.html"]) expect(existsSync(join(out, game, f)), `${game}/${f}`).toBe(true);
    // One file: the engine and the runtime are in it, nothing is required but Node's own modules.
    const rules = readFileSync(join(out, "apache", "rules.js"), "utf8");
    expect([...rules.matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => m[1]!).filter((s) => !s.startsWith(".") && !s.startsWith("rulewright/"))).toEqual(["pure-rand"]);
    expect(rules).not.toContain(resolve("."));
    expect(readFileSync(join(out, "apache", "create.html"), "utf8")).toMatch(/<select name="players">[\s\S]*5 players[\s\S]*name="warpath"/);
    expect(readFileSync(join(out, "apache", "title.sql"), "utf8")).toBe("insert or replace into titles ( title_id, title_name, bgg ) values ( 'apache', 'Apache', 0 );\n");
  });

  it("has the module's exports: scenarios, roles by player count, setup, view and action", () => {
    const apache = modules.get("apache")!;
    expect(apache.scenarios).toEqual(["Standard"]);
    expect(apache.roles("Standard", {})).toHaveLength(2);
    expect(apache.roles("Standard", { players: "4" })).toHaveLength(4);
    expect(() => apache.roles("Standard", { players: "9" })).toThrow(/2 to 5 players/);
    expect(modules.get("navajo-wars")!.scenarios).toContain("Rise of the People");
    // Roles come from the rules, without setting a game up (a set-up may stop where the playbook runs out).
    for (const scenario of modules.get("navajo-wars")!.scenarios) expect(modules.get("navajo-wars")!.roles(scenario, {}), scenario).toContain("The Dine");
    expect(() => apache.setup(0, "Standard", {})).toThrow(/a seed is a whole number from 1 to 34359738337/);
  });

  for (const game of GAMES) {
    it(`plays ${game} under the fuzzer with no failure but the time class`, () => {
      const report = fuzzRules(modules.get(game)! as unknown as FuzzableRules, { games: game === "navajo-wars" ? 12 : 4, seed: 7, timeoutMs: Infinity });
      expect(report.failures.map((f) => `${f.kind}: ${f.message.split("\n")[0]}`)).toEqual([]);
      expect(report.steps).toBeGreaterThan(game === "navajo-wars" ? 10 : 300);
    }, 120_000);
  }

  it("replays the same game from the same seed, options and actions, through a JSON round trip", () => {
    const rules = modules.get("once-we-moved-like-the-wind")!;
    const first = play(rules, 4242, "Standard", { bidding: true }, 150);
    let game = JSON.parse(JSON.stringify(rules.setup(4242, "Standard", { bidding: true }))) as RttGame;
    for (const [role, verb, noun] of first.taken) game = JSON.parse(JSON.stringify(rules.action(game, role, verb, noun))) as RttGame;
    expect(game.log).toEqual(first.game.log);
    expect(rules.view(game, "Army")).toEqual(JSON.parse(JSON.stringify(rules.view(first.game, "Army"))));
    // Another seed is another game.
    expect(play(rules, 4243, "Standard", { bidding: true }, 150).game.log).not.toEqual(first.game.log);
  });

  it("stores an engine state of one size however long the game goes (the server keeps the actions; the engine only the last)", () => {
    const rules = modules.get("once-we-moved-like-the-wind")!;
    const early = play(rules, 77, "Standard", {}, 60).game;
    const late = play(rules, 77, "Standard", {}, 400).game;
    expect(late.state.log.actions.length).toBeLessThanOrEqual(1);
    expect(late.state.log.forgotten).toBeGreaterThan(300);
    // The board changes size a little as play goes; a log of every action would add tens of bytes an action.
    expect(JSON.stringify(late.state).length).toBeLessThan(JSON.stringify(early.state).length * 1.3);
  });

  it("never shows a role what its side may not see, nor the state, in its view or the log", () => {
    const rules = modules.get("once-we-moved-like-the-wind")!;
    let game = rules.setup(99, "Standard", {});
    // The same spec's engine, reading the stored state, says which pieces are hidden from the Army.
    const engineOf = (g: RttGame) => Engine.restore(owm.game, g.state, { verify: false });
    const shown = new Set<string>();
    const look = (e: Engine) => e.state.pieces.forEach((p) => (p.owner === "army" || !e.isHiddenFrom(p.id, "army")) && shown.add(p.id));
    look(engineOf(game));
    let checked = 0;
    for (let i = 0; i < 200 && game.active !== "None"; i++) {
      const army = JSON.stringify([rules.view(game, "Army"), game.log]);
      expect(army).not.toMatch(/"rng"|"secrets"|"stack"/);
      // No block's identity reaches the Army before the engine has shown it to the Army.
      for (const p of engineOf(game).state.pieces) if (!shown.has(p.id)) {
        expect(army.includes(`"${p.id}"`), `the Army was sent ${p.id}`).toBe(false);
        checked++;
      }
      const role = Array.isArray(game.active) ? game.active[0]! : game.active;
      const view = rules.view(game, role);
      const [verb, args] = Object.entries(view.actions!).find(([v]) => v !== "undo")!;
      game = rules.action(game, role, verb, (args as number[])[i % (args as number[]).length]!);
      look(engineOf(game));
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it("takes back a run of one role's actions, and never across chance or a change of role", () => {
    const rules = modules.get("squares")!;
    let game = rules.setup(5, "Standard", {});
    let undone = 0;
    for (let i = 0; i < 300 && game.active !== "None"; i++) {
      const role = game.active as string;
      const view = rules.view(game, role);
      if (view.actions!["undo"] && i % 3 === 0) {
        const target = game.undo[0]!;
        // Take the whole run back: the first position of the run comes back as it was.
        while (game.undo.length > 0) game = rules.action(game, role, "undo");
        expect(JSON.stringify(game.state)).toBe(target.state);
        expect(game.log).toHaveLength(target.log);
        undone++;
        continue;
      }
      const [verb, args] = Object.entries(view.actions!).find(([v]) => v !== "undo")!;
      const before = { active: String(game.active), seed: game.seed };
      game = rules.action(game, role, verb, (args as number[])[(i * 5) % (args as number[]).length]!);
      if (game.undo.length > 0) expect([String(game.active), game.seed]).toEqual([before.active, before.seed]);
    }
    expect(undone).toBeGreaterThan(2);
    expect(() => rules.action(rules.setup(5, "Standard", {}), "Blue", "undo")).toThrow(/nothing to take back/);
  });

  it("takes back a run in a game stored by an earlier version of the module, which kept the run's first position as an object", () => {
    const rules = modules.get("squares")!;
    let game = rules.setup(5, "Standard", {});
    let runs = 0;
    for (let i = 0; i < 200 && game.active !== "None" && runs < 3; i++) {
      const role = game.active as string;
      const [verb, args] = Object.entries(rules.view(game, role).actions!).find(([v]) => v !== "undo")!;
      game = rules.action(game, role, verb, (args as number[])[(i * 5) % (args as number[]).length]!);
      if (game.undo.length === 0) continue;
      const first = game.undo[0]!.state!;
      // As stored before: the state itself, not its text.
      const old = JSON.parse(JSON.stringify({ ...game, undo: game.undo.map((u) => (u.state === undefined ? u : { ...u, state: JSON.parse(u.state) })) })) as RttGame;
      let back = old;
      while (back.undo.length > 0) back = rules.action(back, role, "undo");
      expect(JSON.stringify(back.state)).toBe(first);
      runs++;
    }
    expect(runs).toBe(3);
  });

  it("refuses an action that is not the role's to take, naming why", () => {
    const rules = modules.get("squares")!;
    const game = rules.setup(5, "Standard", {});
    const role = game.active as string;
    const other = rules.roles("Standard", {}).find((r) => r !== role)!;
    const [verb] = Object.keys(rules.view(game, role).actions!);
    expect(() => rules.action(game, other, verb!, 0)).toThrow(/not .*turn/);
    expect(() => rules.action(game, role, "no-such-verb", 0)).toThrow(/not 'no-such-verb'/);
    expect(() => rules.action(game, role, verb!, 9999)).toThrow(/no option 9999/);
    expect(rules.view(game, other).prompt).toMatch(/^Waiting for /);
  });
});

describe("the Rally the Troops fuzzer", () => {
  const rules = (): FuzzableRules => modules.get("squares")! as unknown as FuzzableRules;

  it("reports a dead end, a crash and undo after chance, as the server's fuzzer would", () => {
    const dead = { ...rules(), view: (g: never, r: string) => ({ ...rules().view(g, r), actions: {} }) };
    expect(fuzzRules(dead, { games: 1 }).failures.map((f) => f.kind)).toEqual(["NoMoreActions"]);
    const crashing = { ...rules(), action: () => { throw new Error("boom"); } };
    expect(fuzzRules(crashing, { games: 1 }).failures.map((f) => f.kind)).toEqual(["Crash"]);
    const reckless = { ...rules(), action: (g: never, r: string, v: string, n: unknown) => ({ ...rules().action(g, r, v, n), undo: [{}], seed: Math.random() }) };
    expect(fuzzRules(reckless, { games: 1 }).failures.map((f) => f.kind)).toEqual(["UndoAfterRandom"]);
    const badArgs = { ...rules(), view: (g: never, r: string) => ({ ...rules().view(g, r), actions: { move: ["a"] } }) };
    expect(fuzzRules(badArgs, { games: 1 }).failures.map((f) => f.kind)).toEqual(["BadActionArgs"]);
    expect(fuzzRules(rules(), { games: 1, maxSteps: 3 }).failures.map((f) => f.kind)).toEqual(["MaxSteps"]);
  });

  it("copies the game before each action as the server's fuzzer does: every list and object anew, every other value kept", () => {
    const game = rules().setup(7, (rules().scenarios as string[])[0] ?? "", {}) as unknown as Record<string, unknown>;
    const copy = serverCopy(game);
    expect(copy).toEqual(game);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(game));
    // Nothing shared: changing the copy anywhere leaves the game as it was.
    const objects = (v: unknown, out: object[] = []): object[] => {
      if (typeof v === "object" && v !== null) {
        out.push(v);
        for (const x of Object.values(v)) objects(x, out);
      }
      return out;
    };
    const mine = new Set(objects(game));
    expect(objects(copy).some((o) => mine.has(o))).toBe(false);
    expect(objects(copy).length).toBe(mine.size);
    // An unset field or slot stays unset, as it was.
    expect(serverCopy({ a: undefined, b: [1, undefined] })).toEqual({ a: undefined, b: [1, undefined] });
  });

  // Linux keeps each thread's CPU time (elsewhere the fuzzer falls back to the process's).
  it.skipIf(!existsSync("/proc/thread-self/schedstat"))("times a game, from the command line and the benchmark, by the playing thread's CPU, not another thread's (such as the garbage collector's helpers)", async () => {
    const clock = cpuClock();
    const process0 = process.cpuUsage();
    const t0 = clock();
    // Another thread burns 300 ms of its own CPU while this one waits, blocked.
    const done = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(
      `const { readFileSync } = require("node:fs");
       const { workerData } = require("node:worker_threads");
       const own = () => Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
       const start = own();
       while (own() - start < 300) for (let i = 0; i < 1e5; i++);
       Atomics.store(workerData, 0, 1);
       Atomics.notify(workerData, 0);`,
      { eval: true, workerData: done },
    );
    await new Promise((resolve) => worker.once("online", resolve));
    while (Atomics.load(done, 0) === 0) Atomics.wait(done, 0, 0, 1000);
    await worker.terminate();
    const used = process.cpuUsage(process0);
    // The process spent the other thread's 300 ms; the clock of this one barely moved.
    expect((used.user + used.system) / 1000).toBeGreaterThanOrEqual(300);
    expect(clock() - t0).toBeLessThan(150);
  });
});
