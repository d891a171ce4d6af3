import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createEngine, type AreaId, type VariantId } from "../../generated/apache/index.js";
import { IllegalActionError, playoutWith } from "../../runtime/engine.js";
import { KernelEngine, replayKernel } from "../../runtime/kernel/engine.js";
import { NotSpecifiedError } from "../../runtime/kernel/exec.js";
import { loadSpec } from "../specs/helpers.js";
import { checkBody, checkFiles } from "../helpers/spec.js";
import { MAX_SEED } from "../../runtime/engine.js";

const apache = loadSpec("apache");
const RUNS = Number(process.env["FC_RUNS"] ?? 12);

describe("the kernel engine on Apache (base game)", () => {
  it("plays complete games for every player count with no faults, the 114 prairie cards conserved throughout", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 0, max: MAX_SEED }), (players, seed) => {
        const game = playoutWith(() => new KernelEngine(apache, { seed, players }), { seed, players }, "apache");
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
        const a = playoutWith(() => new KernelEngine(apache, { seed, players: 3 }), { seed, players: 3 }, "apache");
        const b = playoutWith(() => new KernelEngine(apache, { seed, players: 3 }), { seed, players: 3 }, "apache");
        expect(b.log.actions).toEqual(a.log.actions);
        const replayed = replayKernel(apache, JSON.parse(JSON.stringify(a.log)));
        expect(replayed.isOver()).toBe(true);
        expect(replayed.result()).toEqual(a.outcome);
      }),
      { numRuns: Math.max(3, Math.floor(RUNS / 3)) },
    );
  });

  it("refuses an option that is not on offer and leaves the state exactly as it was", () => {
    const e = new KernelEngine(apache, { seed: 7, players: 2 });
    const before = JSON.stringify(e.state);
    expect(() => e.apply(["purple", "nothing"])).toThrow(IllegalActionError);
    expect(JSON.stringify(e.state)).toBe(before);
    expect(e.log.actions).toEqual([]);
  });

  it("asks any player after each reveal, the order of plays being the order of speed", () => {
    const e = new KernelEngine(apache, { seed: 11, players: 2 });
    const d = e.pending()!;
    expect(d).toMatchObject({ id: "play-hand-card", player: "any" });
    expect(d.options).toContain("done");
    expect(d.options.filter((o) => Array.isArray(o) && o[0] === "red")).toHaveLength(4);
  });

  it("hides face-down prairie cards and other players' piles in a player's view", () => {
    const e = new KernelEngine(apache, { seed: 5, players: 3 });
    const view = e.view("red");
    expect(view.holders["prairie"]!.length).toBe(113);
    expect(view.holders["prairie"]!.every((id) => id.startsWith("hidden-"))).toBe(true);
    for (const id of view.holders["prairie"]!) expect(view.pieces[id]).toEqual({ id, kind: "hidden", location: "prairie", state: {} });
    // The card turned over before the first decision is public.
    expect(view.holders["face-up"]).toEqual(e.state.holders["face-up"]);
  });

  it("refuses variants with rules the runtime cannot apply yet, saying which", () => {
    const checked = checkBody("sequence s {\n  step only\n}\nvariant v {\n  modifier bonus {\n    value: 1\n  }\n}\n");
    expect(checked.diagnostics).toEqual([]);
    expect(() => new KernelEngine(checked.model, { seed: 1, variants: ["v"] })).toThrow("the modifier 'bonus' (from the chosen variants) is not supported by this version of the runtime");
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

  it("are reported like invariants, checked in every area, when they name no step", () => {
    for (const [n, broken] of [[1, []], [2, [{ id: "crowd", rule: "9.1" }]]] as const) {
      const checked = checkFiles({ "game.rules": game(n) });
      expect(checked.diagnostics).toEqual([]);
      expect(new KernelEngine(checked.model, { seed: 1 }).violations()).toEqual(broken);
    }
  });

  it("are left to their step when they name one", () => {
    const checked = checkFiles({ "game.rules": game(2, "at: only\n  ") });
    expect(checked.diagnostics).toEqual([]);
    expect(new KernelEngine(checked.model, { seed: 1 }).violations()).toEqual([]);
  });
});

describe("the generated Apache module", () => {
  it("creates engines with typed options", () => {
    const variants: VariantId[] = [];
    const engine = createEngine({ seed: 3, players: 4, variants });
    expect(engine.pending()!.player).toBe("any");
    const none: AreaId[] = [];
    expect(none).toEqual([]);
  });
});

describe("rules the available rulebook does not define", () => {
  it("stop play with the missing section named", () => {
    const navajo = loadSpec("navajo-wars");
    const game = playoutWith(() => new KernelEngine(navajo, { seed: 1, scenario: "rise-of-the-people" }), { seed: 1 }, "navajo-wars", 500);
    expect(game.faults[0]).toMatchObject({ kind: "exception" });
    expect((game.faults[0] as { message: string }).message).toMatch(/only the missing rulebook defines \(section \d+/);
    expect(NotSpecifiedError.name).toBe("NotSpecifiedError");
  });
});

describe("compiled and interpreted expressions", () => {
  it("play exactly the same Apache games", async () => {
    const { compiled } = await import("../../generated/apache/index.js");
    expect(Object.keys(compiled.functions)).toEqual(apache.functions.map((f) => f.id));
    expect(Object.keys(compiled.procedures!)).toEqual(apache.procedures.map((p) => p.id));
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 0, max: MAX_SEED }), (players, seed) => {
        const viaCompiled = playoutWith(() => new KernelEngine(apache, { seed, players }, compiled), { seed, players }, "apache");
        const viaInterpreter = playoutWith(() => new KernelEngine(apache, { seed, players }), { seed, players }, "apache");
        expect(viaCompiled.faults).toEqual([]);
        expect(viaCompiled.log.actions).toEqual(viaInterpreter.log.actions);
        expect(viaCompiled.outcome).toEqual(viaInterpreter.outcome);
      }),
      { numRuns: Math.max(3, Math.floor(RUNS / 2)) },
    );
  });

  it("are really used: a compiled function that lies changes the game", async () => {
    const { compiled } = await import("../../generated/apache/index.js");
    const liar = { ...compiled, functions: { ...compiled.functions, "could-claim": () => false } };
    const honest = playoutWith(() => new KernelEngine(apache, { seed: 2, players: 3 }, compiled), { seed: 2, players: 3 }, "apache");
    const lying = playoutWith(() => new KernelEngine(apache, { seed: 2, players: 3 }, liar), { seed: 2, players: 3 }, "apache");
    expect(lying.outcome).not.toEqual(honest.outcome);
    // Procedures too: a punishment that does nothing leaves more cards in play.
    const lenient = { ...compiled, procedures: { ...compiled.procedures, punish: function* () {} } };
    const mild = playoutWith(() => new KernelEngine(apache, { seed: 2, players: 3 }, lenient), { seed: 2, players: 3 }, "apache");
    const total = (o: typeof honest.outcome) => Object.values(o!.scores!).reduce((a, b) => a + b, 0);
    expect(total(mild.outcome)).toBeGreaterThan(total(honest.outcome));
    // And the sequence of play: a compiled game that ends at once is what runs.
    const instant = { ...compiled, game: function* (X: { state: { outcome?: unknown } }) { X.state.outcome = { winners: ["red"], draw: false, name: "instant" }; } };
    const engine = new KernelEngine(apache, { seed: 2, players: 3 }, instant as never);
    expect(engine.isOver()).toBe(true);
    expect(engine.result()).toEqual({ winners: ["red"], draw: false, name: "instant" });
  });
});
