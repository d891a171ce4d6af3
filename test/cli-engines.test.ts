import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runCli as run } from "./helpers/cli.js";

describe("rulewright simulate, play and replay", () => {
  it("simulates Apache with a JSON summary and no faults", async () => {
    const r = await run(["simulate", "apache", "--games", "5", "--players", "3", "--json"]);
    expect(r.code).toBe(0);
    const summary = JSON.parse(r.out);
    expect(summary).toMatchObject({ game: "apache", games: 5, faults: [] });
    expect(Object.values(summary.outcomes as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(5);
    expect(summary.gamesPerSecond).toBeGreaterThan(0);
  });

  it("simulates SQUARES to the end and plays it in the terminal", async () => {
    const r = await run(["simulate", "squares", "--games", "2", "--seed", "5", "--json"]);
    expect(r.code).toBe(0);
    const summary = JSON.parse(r.out);
    expect(summary).toMatchObject({ game: "squares", games: 2, faults: [] });
    expect(Object.values(summary.outcomes as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(2);
    const played = await run(["play", "squares", "--seed", "5"], ["1", "1", "1", "q"]);
    expect(played.code).toBe(0);
    expect(played.out).toContain("[Alternate turns › A turn] Blue: Move, attack or pass (rule Set up & play)");
    // The decision names the unit it is about.
    expect(played.out).toContain("Blue: Where to move (Blue Infantry #1 in Blue Reserve Area) (rule Move)");
  });

  it("exits 1 and saves a replayable file when games fault (here: cut off before the end)", async () => {
    const r = await run(["simulate", "squares", "--games", "1", "--seed", "1", "--max-steps", "300"]);
    expect(r.code).toBe(1);
    const saved = /saved: (\S+)/.exec(r.out)![1]!;
    expect(existsSync(saved)).toBe(true);
    expect(JSON.parse(readFileSync(saved, "utf8")).log.game).toBe("squares");
    const replayed = await run(["replay", saved]);
    expect(replayed.out).toMatch(/recorded fault at step \d+: runaway/);
    expect(replayed.out).toMatch(/replayed \d+ actions of squares \(seed 1\) to the recorded end: waiting for/);
    expect(replayed.code).toBe(1);
  });

  it("plays in the terminal from typed choices", async () => {
    const r = await run(["play", "apache", "--players", "2", "--seed", "4"], ["9999", "1", "q"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Any player: Play one hand card onto the Pow-Wow board, or let the reveal pass (rule Multiple players wish to claim booty)");
    expect(r.out).toContain("'9999' is not one of 1 to");
    expect(r.out).toContain("stopped");
  });

  it("explains bad options", async () => {
    expect((await run(["simulate", "apache", "--games", "many"])).err).toContain("--games needs a whole number from 1 to 10000000, not 'many'");
    expect((await run(["simulate", "apache", "--variant", "nope"])).err).toContain("unknown variant 'nope'");
  });
});
