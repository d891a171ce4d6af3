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
