/**
 * What `simulate` reports and saves, and how `replay` finds the game of a
 * saved file: one fault file per distinct cause, outcome names and the chosen
 * scenario and variants in the summary, fault files kept apart per spec
 * folder, and a replay that never silently uses another copy of the game.
 */
import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli as run } from "./helpers/cli.js";

function copyOfSquares(): string {
  const dir = join(mkdtempSync(join(tmpdir(), "rw-copy-")), "squares");
  cpSync("specs/squares", dir, { recursive: true });
  return dir;
}

describe("simulate's summary", () => {
  it("names outcomes, the variants and the player count, in text and in JSON", async () => {
    const text = await run(["simulate", "apache", "--games", "3", "--players", "3", "--variant", "warpath"]);
    expect(text.out).toMatch(/^3 games of Apache \(variants warpath; 3 players\): [\d.]+ a second on \d+ threads?$/m);
    expect(text.out).toMatch(/^ {2}outcomes:\n {4}Victory: 3$/m);
    const json = JSON.parse((await run(["simulate", "apache", "--games", "3", "--players", "3", "--variant", "warpath", "--json"])).out);
    expect(json).toMatchObject({ game: "apache", variants: ["warpath"], players: 3, outcomeNames: { Victory: 3 } });
  });

  it("saves one file for all the games that fail the same way, with their count and seeds", async () => {
    const r = JSON.parse((await run(["simulate", "squares", "--games", "3", "--max-steps", "20", "--json"])).out);
    expect(r.faults).toHaveLength(1);
    expect(r.faults[0]).toMatchObject({ cause: "runaway", count: 3, seeds: [1, 2, 3] });
    expect(r.faults[0].saved).toMatch(/^\.rulewright\/faults\/squares-[0-9a-f]{8}-seed-1\.json$/);
  });
});

describe("simulate with bots (issue 33)", () => {
  it("plays a side with the bot --agent names, says so, and the bot wins or draws every game", async () => {
    const text = await run(["simulate", "bench/specs/tic-tac-toe", "--games", "6", "--agent", "o=mcts:150"]);
    expect(text.out).toMatch(/^6 games of Tic-Tac-Toe \(o played by mcts:150\): /m);
    const json = JSON.parse((await run(["simulate", "bench/specs/tic-tac-toe", "--games", "6", "--agent", "o=mcts:150", "--json"])).out);
    expect(text.out).toMatch(/^ {2}o's bot: \d+(\.\d)? ms a move \(wall clock, over every move it made\)$/m);
    expect(json.agents).toEqual({ o: "mcts:150" });
    // Its time a move, over every move of every game: more than nothing, and the bot only plays o.
    expect(Object.keys(json.botMsPerMove)).toEqual(["o"]);
    expect(json.botMsPerMove.o).toBeGreaterThan(0);
    expect(json.outcomes["x"] ?? 0).toBe(0);
    expect((json.outcomes["o"] ?? 0) + (json.outcomes["draw"] ?? 0)).toBe(6);
  });

  it("refuses a bot it does not know, a side the game does not have, and a side given twice", async () => {
    for (const [flag, message] of [
      ["o=clever", /--agent o=\.\.\.: 'clever' is not an agent: write random, greedy, mcts/],
      ["z=random", /--agent names 'z', which is not a side of this game \(its sides: x, o\)/],
      ["mcts", /--agent takes a side and a bot, e\.g\. '--agent army=mcts:1s', not 'mcts'/],
      ["o=mcts:0", /an mcts budget is a whole number of iterations/],
    ] as const) {
      const r = await run(["simulate", "bench/specs/tic-tac-toe", "--games", "1", "--agent", flag]);
      expect(r.code, flag).toBe(2);
      expect(r.err, flag).toMatch(message);
    }
    const twice = await run(["simulate", "bench/specs/tic-tac-toe", "--games", "1", "--agent", "o=random", "--agent", "o=greedy"]);
    expect(twice.err).toMatch(/--agent gives side 'o' two bots/);
  });
});

describe("fault files of two copies of a game", () => {
  it("do not overwrite each other, and each replays only against the folder it came from", async () => {
    const [a, b] = [copyOfSquares(), copyOfSquares()];
    const savedA = JSON.parse((await run(["simulate", a, "--games", "1", "--max-steps", "20", "--json"])).out).faults[0].saved as string;
    const savedB = JSON.parse((await run(["simulate", b, "--games", "1", "--max-steps", "20", "--json"])).out).faults[0].saved as string;
    expect(savedA).not.toBe(savedB);
    expect(JSON.parse(readFileSync(savedA, "utf8")).spec).toBe(a);
    // Without --spec, replay will not fall back on specs/squares for a game saved from elsewhere.
    const refused = await run(["replay", savedA]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`was saved from the spec in ${a}`);
    expect(refused.err).toContain("--spec");
    const replayed = await run(["replay", savedA, "--spec", a]);
    expect(replayed.out).toContain("to the recorded end");
  });
});

describe("fault files of two setups of one game", () => {
  it("do not overwrite each other: another variant or player count is another file", async () => {
    const one = JSON.parse((await run(["simulate", "apache", "--games", "1", "--players", "3", "--max-steps", "5", "--json"])).out).faults[0].saved as string;
    const two = JSON.parse((await run(["simulate", "apache", "--games", "1", "--players", "4", "--max-steps", "5", "--json"])).out).faults[0].saved as string;
    const three = JSON.parse((await run(["simulate", "apache", "--games", "1", "--players", "3", "--variant", "wedding", "--max-steps", "5", "--json"])).out).faults[0].saved as string;
    expect(new Set([one, two, three]).size).toBe(3);
    expect(JSON.parse(readFileSync(two, "utf8")).log.options.players).toBe(4);
  });
});

describe("the replay hint", () => {
  it("names the folder of a game outside specs/, quoted so that pasting it runs nothing", async () => {
    const a = copyOfSquares();
    const r = await run(["simulate", a, "--games", "1", "--max-steps", "20"]);
    expect(r.out).toContain(`rulewright replay <file> --spec ${a}`);
    const plain = await run(["simulate", "squares", "--games", "1", "--max-steps", "20"]);
    expect(plain.out).toMatch(/rulewright replay <file>\n?$/m);
    expect(plain.out).not.toContain("--spec");
  });

  it("quotes a word with shell characters in single quotes", async () => {
    const { shellWord } = await import("../bin/io.js");
    expect(shellWord("specs/squares")).toBe("specs/squares");
    expect(shellWord("/tmp/$(touch x)")).toBe("'/tmp/$(touch x)'");
    expect(shellWord("it's")).toBe(`'it'\\''s'`);
  });
});
