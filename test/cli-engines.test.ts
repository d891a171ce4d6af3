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

  it("plays a game for real with a secret: no seed shown, and the game saved for an exact replay", async () => {
    const played = await run(["play", "apache", "--players", "2", "--as", "red"], ["1", "1", "1", "q"]);
    expect(played.code).toBe(0);
    expect(played.out).not.toMatch(/seed/i);
    const saved = /saved to (\S+) \(it holds the game's secret\); replay it with: rulewright replay \1/.exec(played.out)![1]!;
    const log = JSON.parse(readFileSync(saved, "utf8")).log;
    expect(log.options.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(log.options.seed).toBeUndefined();
    const replayed = await run(["replay", saved]);
    expect(replayed.out).toMatch(/replayed \d+ actions of apache \(played with a secret\) to the recorded end/);
    expect(replayed.code).toBe(0);
  });

  it("lets a bot play the computer's sides (issue 33): it wins against the first free square every time", async () => {
    for (const seed of ["1", "2", "3"]) {
      const r = await run(["play", "bench/specs/tic-tac-toe", "--seed", seed, "--as", "x", "--bot", "mcts:300"], ["1", "1", "1", "1", "1", "q"]);
      expect(r.out, seed).toContain("the computer plays the other side (mcts:300).");
      expect(r.out, seed).toMatch(/game over: O wins \(Three in a row\)/);
    }
    expect((await run(["play", "bench/specs/tic-tac-toe", "--bot", "mcts:300"])).err).toContain("--bot plays the sides you do not: name yours with --as");
    expect((await run(["play", "bench/specs/tic-tac-toe", "--as", "x", "--bot", "wise"])).err).toContain("--bot: 'wise' is not an agent");
  });

  it("plays in the terminal from typed choices", async () => {
    const r = await run(["play", "apache", "--players", "2", "--seed", "4"], ["9999", "1", "q"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Any player: Play one hand card onto the Pow-Wow board, or let the reveal pass (rule Multiple players wish to claim booty)");
    expect(r.out).toContain("'9999' is not one of 1 to");
    expect(r.out).toContain("stopped");
  });

  it("plays one side of a block game against the computer, showing only what that side may know", async () => {
    const ones = Array(40).fill("1");
    const army = await run(["play", "once-we-moved-like-the-wind", "--seed", "3", "--as", "army"], [...ones, "q"]);
    expect(army.code).toBe(0);
    expect(army.out).toContain("You play Army; the computer plays the other side.");
    // The computer deploys the Apache blocks; the first question put to the player is the Army's.
    const prompts = army.out.split("\n").filter((l) => /^\[Turn/.test(l));
    expect(prompts.length).toBeGreaterThan(10);
    for (const l of prompts) expect(l).toMatch(/\] Army: /);
    expect(army.out).toContain("a face-down Apache block");
    // While the Army deploys, no Apache block is named (track and box titles are in lower case);
    // later, rumours the rules reveal are.
    const deploying = army.out.slice(0, army.out.indexOf("B. 1st Movement impulse"));
    expect(deploying).toContain("Army: Area to deploy in");
    expect(deploying).not.toMatch(/Apache [A-Z]/);
    const apache = await run(["play", "once-we-moved-like-the-wind", "--seed", "3", "--as", "apache"], [...ones, "q"]);
    for (const l of apache.out.split("\n").filter((x) => /^\[Turn/.test(x))) expect(l).toMatch(/\] Apache: /);
    expect(apache.out).toMatch(/Apache [A-Z][a-z]+ \(strength \d\)/);
    // The Scout and the Settler stand face up aside until the Army deploys them; no other Army block is named.
    const apacheDeploying = apache.out.slice(0, apache.out.indexOf("B. 1st Movement impulse"));
    expect(apacheDeploying).toContain("Apache: Area to deploy in");
    expect(apacheDeploying).not.toMatch(/Army (?!Scout|Settler)[A-Z]/);
    expect((await run(["play", "squares", "--as", "red"])).err).toContain("--as names sides of the game, one or more of: blue, gray");
    // In a window any side may play into, the player is offered only their own plays; the computer makes Yellow's.
    const cards = await run(["play", "apache", "--players", "2", "--seed", "4", "--as", "red"], ["1", "1", "1", "q"]);
    const offered = cards.out.split("\n").filter((l) => /^ {2}\d+\. /.test(l));
    expect(offered.length).toBeGreaterThan(5);
    for (const l of offered) expect(l).toMatch(/Red plays|Red passes/);
    expect(cards.out).toMatch(/> Yellow played /);
  });

  it("plays either side of Warpath against the computer, hiding the other side's counters on the map", async () => {
    const ones = Array(60).fill("1");
    for (const [side, title, other] of [["union", "Union", "Confederate"], ["confederate", "Confederate", "Union"]] as const) {
      const r = await run(["play", "warpath", "--seed", "6", "--as", side], [...ones, "q"]);
      expect(r.code).toBe(0);
      expect(r.out).toContain(`You play ${title}; the computer plays the other side.`);
      const prompts = r.out.split("\n").filter((l) => /^\[Turn/.test(l));
      expect(prompts.length).toBeGreaterThan(10);
      for (const l of prompts) expect(l).toContain(`] ${title}: `);
      // The other side's counters on the map lie face down (7.7); its recruit box lies face up.
      expect(r.out).toContain(`a face-down ${other} counter`);
      // A step of movement is offered with its cost, and the rate left.
      expect(r.out).toMatch(/Where does the group go next.*\[\d+ left\]/);
      expect(r.out).toMatch(/^ {2}\d+\. .* \(cost \d+\)$/m);
      expect(r.out).toContain("stopped");
    }
  });

  it("tells a choice that reaches a rule the spec cannot play, and ends the game when every choice does", async () => {
    // Navajo Wars 14.1: once the set-up is done (three families, a set of Cultural Development cards
    // kept, one Level 1 card collected), the first card's Operations segment needs the values printed
    // on a card the tutorial does not play, whichever card is collected.
    const all = Array.from({ length: 40 }, (_, i) => String(i + 1));
    const r = await run(["play", "navajo-wars", "--scenario", "rise-of-the-people", "--seed", "1"], ["1", "1", "1", "1", "1", ...all, "q"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("The Dine: Which area does this family start in?");
    expect(r.out).toMatch(/that choice reaches 'Values printed on the Operations cards the tutorial does not state'.*; choose another, or q/);
    expect(r.out).toMatch(/the game cannot go on: every choice here reaches 'Values printed on the Operations cards/);
    expect(r.out).not.toContain("stopped");
    // The two-player variant: the variant's own sides are named as it titles them.
    const two = await run(["play", "navajo-wars", "--scenario", "rise-of-the-people", "--variant", "two-player", "--players", "2", "--seed", "3"], ["q"]);
    expect(two.out).toMatch(/(Turquoise|Red Basket) player: Which area does this family start in\?/);
  });

  it("explains bad options", async () => {
    expect((await run(["simulate", "apache", "--games", "many"])).err).toContain("--games needs a whole number from 1 to 10000000, not 'many'");
    expect((await run(["simulate", "apache", "--variant", "nope"])).err).toContain("unknown variant 'nope'");
  });
});
