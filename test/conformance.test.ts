/**
 * The conformance suite every generated engine passes, in the spirit of
 * OpenSpiel's basic tests: random games with invariants checked after every
 * action; a JSON round trip of the state at random points plays on exactly as
 * uninterrupted play; clones are independent; the same seed gives the same
 * log in another process; illegal and malformed actions are refused and
 * change nothing; a game ends within a step cap; what a player sees does not
 * change when the pieces hidden from them are swapped for others that look alike. A game that cannot be played
 * to its end yet must stop with a named reason, never a crash, and with the
 * state as it was before the failing action.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { game as apache } from "../generated/apache/index.js";
import { game as navajo } from "../generated/navajo-wars/index.js";
import { game as owmltw } from "../generated/once-we-moved-like-the-wind/index.js";
import { game as squares } from "../generated/squares/index.js";
import { game as warpath } from "../generated/warpath/index.js";
import { Engine, type Program, type ProgramSet } from "../runtime/core/machine.js";
import { PLACE_BASE } from "../runtime/core/places.js";
import { PIECE_BASE } from "../runtime/core/state.js";
import type { Value } from "../runtime/core/values.js";
import { deciderOf, IllegalActionError, MAX_SEED, type EngineOptions } from "../runtime/engine.js";
import { SeededRandom } from "../runtime/rng.js";
import { sameForEveryPlayer } from "./helpers/resample.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 6);
const STEP_CAP = 20_000;

/** Errors that name why play cannot go on (a missing section, an empty holder, a limit with no consequence, a broken restriction ...). */
const NAMED = ["EvaluationError", "NotSpecifiedError", "NotSupportedError", "ScriptExhaustedError", "PieceError", "LimitBroken", "RuleBroken"];

interface Case {
  set: ProgramSet;
  options: (seed: number) => EngineOptions;
}

const CASES: Record<string, Case> = {
  apache: { set: apache, options: (seed) => ({ seed, players: 2 + (seed % 4), variants: ["warpath", "wedding", "shared-booty"].filter((_, i) => (seed >> i) & 1) }) },
  squares: { set: squares, options: (seed) => ({ seed }) },
  "once-we-moved-like-the-wind": { set: owmltw, options: (seed) => ({ seed }) },
  "navajo-wars": { set: navajo, options: (seed) => ({ seed, ...(seed % 2 ? { scenario: "rise-of-the-people" } : {}) }) },
  warpath: { set: warpath, options: (seed) => ({ seed }) },
};

/** The same programs, their sudden-death checks made to forget what they found last. */
function checkingAfresh(set: ProgramSet): ProgramSet {
  const programs: Record<string, () => Program> = {};
  for (const [key, make] of Object.entries(set.programs)) {
    programs[key] = () => {
      const program = make();
      const sudden = program.units.sudden;
      return { ...program, units: { ...program.units, sudden: (X, atOnce, endOfTurn) => ((X.checked = undefined), (X.checkedHeld = undefined), sudden(X, atOnce, endOfTurn)) } };
    };
  }
  return { ...set, programs };
}

/** Why an engine call failed, if it failed for a named reason; rethrows anything else. */
function named(f: () => void): string | undefined {
  try {
    f();
    return undefined;
  } catch (err) {
    if (err instanceof Error && NAMED.includes(err.name || err.constructor.name)) return err.message;
    if (err instanceof Error && NAMED.includes(err.constructor.name)) return err.message;
    throw err;
  }
}

/** Plays at random until the end, the step cap or a named stop; `visit` sees the engine before each action. */
function randomGame(c: Case, seed: number, visit?: (e: Engine, step: number) => Engine | void): { engine?: Engine; stop?: string; steps: number } {
  let engine: Engine | undefined;
  const stop = named(() => (engine = Engine.create(c.set, c.options(seed))));
  if (!engine) return { stop: stop!, steps: 0 };
  const agent = new SeededRandom(seed ^ 0x68e31da4);
  let steps = 0;
  for (; steps < STEP_CAP && !engine.isOver(); steps++) {
    engine = visit?.(engine, steps) ?? engine;
    const d = engine.pending()!;
    expect(d.options.length, `decision '${d.id}' offers nothing`).toBeGreaterThan(0);
    const option = d.options[agent.int(0, d.options.length - 1)]!;
    const before = JSON.stringify(engine.state);
    const e = engine;
    const why = named(() => e.apply(deciderOf(d, option, e.sides()), option));
    if (why !== undefined) {
      // A failed action leaves the game as it was.
      expect(JSON.stringify(engine.state)).toBe(before);
      return { engine, stop: why, steps };
    }
    expect(engine.violations()).toEqual([]);
  }
  return { engine, steps };
}

for (const [name, c] of Object.entries(CASES)) {
  describe(`conformance: ${name}`, () => {
    it("plays random games to their end within the step cap, invariants holding after every action, or stops with a named reason", () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: MAX_SEED }), (seed) => {
          const { engine, stop } = randomGame(c, seed);
          if (stop === undefined) {
            expect(engine!.isOver(), "a runaway game").toBe(true);
            expect(engine!.result()).not.toBeNull();
          } else {
            expect(stop.length).toBeGreaterThan(0);
          }
        }),
        { numRuns: RUNS },
      );
    });

    it("shows each player the same view and decision whatever the pieces hidden from them are", () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: MAX_SEED }), fc.integer({ min: 0, max: 300 }), (seed, at) => {
          const rng = new SeededRandom(seed);
          randomGame(c, seed, (e, step) => {
            if (step === at) sameForEveryPlayer(c.set, e, rng);
          });
        }),
        { numRuns: RUNS },
      );
    });

    it("goes on identically after a JSON round trip of its state, and from a clone", () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: MAX_SEED }), fc.integer({ min: 1, max: 9 }), (seed, every) => {
          const straight = randomGame(c, seed);
          let roundTrips = 0;
          const hopping = randomGame(c, seed, (e, step) => {
            if (step % every !== 0) return;
            roundTrips++;
            // Restoring checks a state against its whole log (a replay); checked at every 20th hop, so the
            // property stays linear in the game's length while still proving untouched states pass the check.
            const restored = Engine.restore(c.set, JSON.parse(JSON.stringify(e.state)), { verify: roundTrips % 20 === 1 });
            return step % 2 ? restored : restored.clone();
          });
          expect(hopping.stop).toEqual(straight.stop);
          expect(hopping.steps).toBe(straight.steps);
          if (straight.engine) {
            expect(JSON.stringify(hopping.engine!.state)).toBe(JSON.stringify(straight.engine.state));
            expect(hopping.engine!.log).toEqual(straight.engine.log);
          }
          if (straight.steps > 0) expect(roundTrips).toBeGreaterThan(0);
        }),
        { numRuns: RUNS },
      );
    });

    it("plays the same games when the sudden-death checks never trust an earlier finding", () => {
      // The compiled checks at once skip a board they have already found no winner on;
      // with that forgotten before every check, each game must go exactly as before.
      const rechecking: Case = { ...c, set: checkingAfresh(c.set) };
      fc.assert(
        fc.property(fc.integer({ min: 0, max: MAX_SEED }), (seed) => {
          const usual = randomGame(c, seed);
          const afresh = randomGame(rechecking, seed);
          expect(afresh.stop).toEqual(usual.stop);
          expect(afresh.steps).toBe(usual.steps);
          if (usual.engine) expect(afresh.engine!.log).toEqual(usual.engine.log);
        }),
        { numRuns: RUNS },
      );
    });

    it("keeps clones independent", () => {
      const { engine } = randomGame(c, 7, (e, step) => {
        if (step !== 3) return;
        const copy = e.clone();
        const before = JSON.stringify(e.state);
        const d = copy.pending()!;
        named(() => copy.apply(deciderOf(d, d.options[0]!, copy.sides()), d.options[0]!));
        expect(JSON.stringify(e.state)).toBe(before);
      });
      if (engine) expect(engine.log.options.seed).toBe(7);
    });

    it("says who may act: the sides pendingFor gives options to, in turn order", () => {
      let asked = 0;
      const { engine } = randomGame(c, 11, (e) => {
        const options = (side: string) => e.pendingFor(side)?.options.length ?? 0;
        expect(e.actors()).toEqual(e.sides().filter((s) => options(s) > 0));
        asked++;
      });
      expect(asked).toBeGreaterThan(0);
      if (engine?.isOver()) expect(engine.actors()).toEqual([]);
    });

    it("names pieces and places by their ids wherever a client sees them, never by the numbers play keeps them under", () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: MAX_SEED }), (seed) => {
          const numbers = (v: unknown, where: string): void => {
            // Pieces are numbered from a billion, places from two billion (see `PIECE_BASE`, `PLACE_BASE`).
            const found = JSON.stringify(v)?.match(/(?<![\w#.-])[12]\d{9}(?![\w.])/);
            expect(found ?? null, `${where} shows a piece's or a place's number`).toBeNull();
          };
          randomGame(c, seed, (e, step) => {
            if (step % 7 !== 0) return;
            // What play keeps is numbered (the state), what a client sees is not.
            numbers(e.pending(), `step ${step}: pending()`);
            numbers(e.log.actions, `step ${step}: the log`);
            for (const player of e.sides()) {
              numbers(e.view(player), `step ${step}: view(${player})`);
              numbers(e.pendingFor(player), `step ${step}: pendingFor(${player})`);
              numbers(e.logFor(player), `step ${step}: logFor(${player})`);
            }
            const d = e.pending()!;
            const clone = e.clone();
            const o = d.options[0]!;
            let events: unknown;
            // An action may stop play for a named reason (a game that does not play to its end yet).
            named(() => (events = clone.apply(deciderOf(d, o, clone.sides()), o)));
            numbers(events, `step ${step}: the events of ${JSON.stringify(o)}`);
          });
        }),
        { numRuns: RUNS },
      );
    });

    it("refuses a wrong player, an option not offered and malformed values, changing nothing", () => {
      let tried = 0;
      randomGame(c, 11, (e, step) => {
        if (step % 5 !== 0) return;
        const d = e.pending()!;
        const before = JSON.stringify(e.state);
        const other = e.sides().find((s) => s !== d.player && d.player !== "any");
        const attempts: [string, unknown][] = [
          [d.player === "any" ? e.sides()[0]! : d.player, "surely-not-an-option"],
          [d.player === "any" ? e.sides()[0]! : d.player, { not: ["an", "option"] }],
          [d.player === "any" ? e.sides()[0]! : d.player, () => 1],
          ["nobody-at-all", d.options[0]],
          // The numbers play keeps pieces and places under are no option a client may give.
          [d.player === "any" ? e.sides()[0]! : d.player, PIECE_BASE],
          [d.player === "any" ? e.sides()[0]! : d.player, [e.sides()[0]!, PIECE_BASE + 1]],
          [d.player === "any" ? e.sides()[0]! : d.player, PLACE_BASE],
          [d.player === "any" ? e.sides()[0]! : d.player, [e.sides()[0]!, PLACE_BASE + 1]],
        ];
        if (other) attempts.push([other, d.options[0]]);
        for (const [player, action] of attempts) {
          expect(() => e.apply(player, action as Value)).toThrow(IllegalActionError);
          expect(JSON.stringify(e.state)).toBe(before);
          tried++;
        }
      });
      const created = named(() => Engine.create(c.set, c.options(11)));
      if (created === undefined) expect(tried).toBeGreaterThan(0);
      expect(() => Engine.create(c.set, { seed: -1 })).toThrow(RangeError);
      expect(() => Engine.create(c.set, { seed: 1, variants: ["no-such-variant"] })).toThrow(/unknown variant/);
    });

    it("gives byte-identical logs for a seed in another process", () => {
      const module = `dist/generated/${name}/index.js`;
      // The built modules exist after `npm ci` (its prepare step compiles them).
      if (!existsSync(module)) throw new Error(`${module} is missing: run 'npx tsc -p tsconfig.build.json' first`);
      const seed = 5;
      const script = `
        const { createEngine } = await import("./${module}");
        const { SeededRandom } = await import("./dist/runtime/rng.js");
        const { deciderOf } = await import("./dist/runtime/engine.js");
        let e; try { e = createEngine(${JSON.stringify(c.options(seed))}); } catch (err) { console.log(JSON.stringify({ stop: err.message })); process.exit(0); }
        const agent = new SeededRandom(${seed} ^ 0x68e31da4);
        let stop;
        for (let i = 0; i < ${STEP_CAP} && !e.isOver(); i++) {
          const d = e.pending(); const o = d.options[agent.int(0, d.options.length - 1)];
          try { e.apply(deciderOf(d, o, e.sides()), o); } catch (err) { stop = err.message; break; }
        }
        console.log(JSON.stringify({ log: e.log, stop }));`;
      const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
      expect(child.stderr).toBe("");
      const theirs = JSON.parse(child.stdout) as { log?: unknown; stop?: string };
      const ours = randomGame(c, seed);
      expect(theirs.stop).toEqual(ours.stop);
      if (ours.engine) expect(JSON.stringify(theirs.log)).toBe(JSON.stringify(ours.engine.log));
    });
  });
}
