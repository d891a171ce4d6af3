import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createEngine, game, replay, type AreaId, type VariantId } from "../../generated/apache/index.js";
import { game as navajo } from "../../generated/navajo-wars/index.js";
import { NotSpecifiedError } from "../../runtime/core/commands.js";
import { Engine } from "../../runtime/core/machine.js";
import { IllegalActionError, MAX_SEED, playoutWith } from "../../runtime/engine.js";
import { compiled, engineFor } from "../helpers/compiled.js";
import { brief, checkBody, checkFiles, PLAYABLE } from "../helpers/spec.js";
import { gameReference } from "../../bin/build.js";
import { readableBoard } from "../../runtime/core/values.js";
import { pieceNamed } from "../../runtime/core/board.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 12);

describe("the compiled Apache engine (base game)", () => {
  it("plays complete games for every player count with no faults, the 114 prairie cards conserved throughout", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 0, max: MAX_SEED }), (players, seed) => {
        const game = playoutWith(() => createEngine({ seed, players }), { seed, players }, "apache");
        expect(game.faults).toEqual([]);
        expect(game.outcome!.winners.length).toBeGreaterThan(0);
        // Scores are the sizes of the victory piles, and the best pile wins.
        const best = Math.max(...Object.values(game.outcome!.scores!));
        expect(game.outcome!.winners.every((w) => game.outcome!.scores![w] === best)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it("is deterministic for a seed and replays from its log", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SEED }), (seed) => {
        const a = playoutWith(() => createEngine({ seed, players: 3 }), { seed, players: 3 }, "apache");
        const b = playoutWith(() => createEngine({ seed, players: 3 }), { seed, players: 3 }, "apache");
        expect(b.log.actions).toEqual(a.log.actions);
        const replayed = replay(JSON.parse(JSON.stringify(a.log)));
        expect(replayed.isOver()).toBe(true);
        expect(replayed.result()).toEqual(a.outcome);
      }),
      { numRuns: Math.max(3, Math.floor(RUNS / 3)) },
    );
  });

  it("refuses an option that is not on offer and leaves the state exactly as it was", () => {
    const e = createEngine({ seed: 7, players: 2 });
    const before = JSON.stringify(e.state);
    // The module's types refuse these at compile time; the engine refuses them at run time too.
    expect(() => e.apply("red", ["red", "nothing"] as never)).toThrow(IllegalActionError);
    const yellows = e.pending()!.options.find((o) => Array.isArray(o) && o[0] === "yellow")!;
    expect(() => e.apply("red", yellows)).toThrow("red cannot make a play for yellow");
    expect(() => e.apply("purple" as never, ["purple", "done"] as never)).toThrow("purple is not a side in this game");
    // An action may name the decision it answers; naming another one is refused.
    expect(() => e.apply("red", { decision: "prisoner", choice: "done" } as never)).toThrow("this answers 'prisoner', but the game waits for 'play-hand-card'");
    expect(JSON.stringify(e.state)).toBe(before);
    expect(e.log.actions).toEqual([]);
  });

  it("asks any player after each reveal, the order of plays being the order of speed", () => {
    const e = createEngine({ seed: 11, players: 2 });
    const d = e.pending()!;
    expect(d).toMatchObject({ id: "play-hand-card", player: "any" });
    // Each side plays or passes for itself: no side can close the window for the others.
    expect(d.options).not.toContain("done");
    expect(d.options).toContainEqual(["red", "done"]);
    expect(d.options).toContainEqual(["yellow", "done"]);
    expect(d.options.filter((o) => Array.isArray(o) && o[0] === "red" && o[1] !== "done")).toHaveLength(4);
  });

  it("keeps the claims window open until every side has played or passed (issue 30, item 2)", () => {
    const e = createEngine({ seed: 11, players: 3 });
    const faceUp = () => e.view("red").holders["face-up"]!.length;
    const shown = faceUp();
    // Red passes: the window stays open for the others, and red has nothing left in it.
    e.apply("red", ["red", "done"]);
    let d = e.pending()!;
    expect(d.id).toBe("play-hand-card");
    expect(d.options.some((o) => Array.isArray(o) && o[0] === "red")).toBe(false);
    expect(faceUp()).toBe(shown);
    // Yellow plays a card; green passes last: only then does the game go on.
    const card = d.options.find((o) => Array.isArray(o) && o[0] === "yellow" && o[1] !== "done")!;
    e.apply("yellow", card);
    d = e.pending()!;
    expect(d.options.every((o) => Array.isArray(o) && o[0] === "green")).toBe(true);
    e.apply("green", ["green", "done"]);
    expect(e.log.actions.map((a) => a.player)).toEqual(["red", "yellow", "green"]);
  });

  it("hides face-down prairie cards and other players' piles in a player's view", () => {
    const e = createEngine({ seed: 5, players: 3 });
    const view = e.view("red");
    expect(view.holders["prairie"]!.length).toBe(113);
    expect(view.holders["prairie"]!.every((id) => id.startsWith("hidden-"))).toBe(true);
    for (const id of view.holders["prairie"]!) expect(pieceNamed(view, id)).toEqual({ id, kind: "hidden", looks: "card", location: "prairie", state: {} });
    // The card turned over before the first decision is public.
    expect(view.holders["face-up"]).toEqual(readableBoard(e.state).holders["face-up"]);
  });

  it("has no rule the checker lets through and the engine ignores: a modifier that changes nothing is an error", () => {
    const checked = checkBody("sequence s {\n  step only\n}\nvariant v {\n  modifier bonus {\n    value: 1\n  }\n}\n");
    expect(brief(checked.diagnostics)).toEqual(["11:12 modifier 'bonus' changes nothing: name the tables, functions or procedures it applies to ('applies-to')"]);
  });
});

describe("standing limits", () => {
  /** A game whose set-up puts `n` soldiers in area one, under a limit of one a place. */
  const game = (n: number, at = "") => `game g "G" {
  players: 2
  sides: a, b
  start: s
  setup {
    move pieces(army) to one
  }
}
side a
side b
unit soldier "Soldier" {
  strength: 1
}
pool army "Army" {
  owner: a
  size: ${n}
  ${n} soldier
}
map m "M" {
  layout: areas
  size: 2
  area one "One" {}
  area two "Two" {}
  link one -- two
}
@rule "9.1"
limit crowd "Crowd" {
  ${at}check: count(pieces(area)) <= 1
  message: "one soldier a place"
}
sequence s {
  step only
}
`;

  it("are reported like invariants, checked in every area, when they name no step", async () => {
    for (const [n, broken] of [[1, []], [2, [{ id: "crowd", rule: "9.1" }]]] as const) {
      const checked = checkFiles({ "game.rules": game(n) });
      expect(checked.diagnostics).toEqual([]);
      expect((await engineFor(checked.model, { seed: 1 })).violations()).toEqual(broken);
    }
  });

  it("are left to their step when they name one, and stop play there when they have no consequence", async () => {
    const checked = checkFiles({ "game.rules": game(2, "at: only\n  ") });
    expect(checked.diagnostics).toEqual([]);
    await expect(engineFor(checked.model, { seed: 1 })).rejects.toThrow("limit 'crowd' does not hold at the end of its step: one soldier a place (rule 9.1)");
  });

  it("carry out their consequence where they are broken when their step ends, with the area bound", async () => {
    const text = game(3, "at: only\n  ").replace('message: "one soldier a place"', 'message: "one soldier a place"\n  run {\n    move drop(pieces(area), 1) to army\n  }');
    const checked = checkFiles({ "game.rules": text });
    expect(checked.diagnostics).toEqual([]);
    const e = await engineFor(checked.model, { seed: 1 });
    expect(readableBoard(e.state).areas["one"]).toHaveLength(1);
    expect(readableBoard(e.state).holders["army"]).toHaveLength(2);
  });
});

describe("the generated Apache module", () => {
  it("creates engines with typed options", () => {
    const variants: VariantId[] = [];
    const engine = createEngine({ seed: 3, players: 4, variants });
    expect(engine.pending()!.player).toBe("any");
    // One program per combination of variants, each compiled.
    expect(Object.keys(game.programs)).toHaveLength(8);
    const none: AreaId[] = [];
    expect(none).toEqual([]);
  });
});

describe("rules the available rulebook does not define", () => {
  it("say so apart from rules the rulebook gives but the spec does not encode yet (pending), in play and in the reference", async () => {
    const spec = (pending: boolean) =>
      checkFiles({
        "game.rules": `${PLAYABLE}sequence s {\n  step only {\n    run {\n      unspecified later\n    }\n  }\n}\nunspecified later "Later rules" {\n  section: "8.0"${pending ? "\n  pending: true" : ""}\n}\n`,
      }).model;
    for (const pending of [true, false]) {
      const model = spec(pending);
      expect(model.unspecified[0]!.pending === true).toBe(pending);
      const set = await compiled(model);
      expect(() => Engine.create(set, { seed: 1 })).toThrow(pending ? /'Later rules', which the rulebook gives \(section 8\.0\) but this spec does not encode yet/ : /'Later rules', which only the missing rulebook defines \(section 8\.0\)/);
      const reference = (await gameReference(model, "specs/g")).get("README.md")!;
      expect(reference.includes("In the rulebook, not yet in this spec")).toBe(pending);
      expect(reference.includes("Not specified by the available rules")).toBe(!pending);
    }
  });

  it("stop play with the missing section named", () => {
    const game = playoutWith(() => Engine.create(navajo, { seed: 1, scenario: "rise-of-the-people" }), { seed: 1 }, "navajo-wars", 500);
    expect(game.faults[0]).toMatchObject({ kind: "exception" });
    expect((game.faults[0] as { message: string }).message).toMatch(/only the missing rulebook defines \(section \d+/);
    expect(NotSpecifiedError.name).toBe("NotSpecifiedError");
  });
});


describe("a limit checked at several steps", () => {
  it("carries out its consequence at the end of each step it names", async () => {
    const checked = checkFiles({
      "game.rules": `game g "G" {
  players: 2
  sides: a, b
  start: s
}
side a
side b
track broken "Times broken" {
  range: 0..9
  start: 0
}
limit never "Never holds" {
  at: opening, closing
  check: false
  run {
    set broken += 1
  }
}
sequence s {
  step opening
  step middle
  step closing
}
`,
    });
    expect(checked.diagnostics).toEqual([]);
    const e = await engineFor(checked.model, { seed: 1 });
    expect(e.state.tracks["broken"]).toBe(2);
  });
});
