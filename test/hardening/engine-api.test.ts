/**
 * The engine API as an attacker uses it: a restored state and an action are
 * untrusted input. A state that was changed after it was saved (a forged
 * option, outcome, frame or piece) is refused with a typed error before
 * anything of it is played; an action is read once, so a getter cannot show
 * one thing to the check and another to play, and one that throws leaves the
 * game as it was.
 */
import { describe, expect, it } from "vitest";
import { createEngine, game as apacheGame, restoreEngine } from "../../generated/apache/index.js";
import { newSecret } from "../../runtime/chacha.js";
import { Engine, type EngineState } from "../../runtime/core/machine.js";
import { deciderOf, IllegalActionError } from "../../runtime/engine.js";
import { SeededRandom } from "../../runtime/rng.js";

/** An Apache game some way in, played with a secret. */
function game(steps = 25): Engine {
  const e = createEngine({ players: 3, secret: newSecret() }) as unknown as Engine;
  const rng = new SeededRandom(5);
  for (let i = 0; i < steps && !e.isOver(); i++) {
    const d = e.pending()!;
    const o = d.options[rng.int(0, d.options.length - 1)]!;
    e.apply(deciderOf(d, o, e.sides()), o);
  }
  return e;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a state taken apart by an attacker
const saved = (e: Engine): Record<string, any> => JSON.parse(JSON.stringify(e.state));
const restore = (s: unknown) => restoreEngine(s as EngineState) as unknown as Engine;

describe("a restored state is checked against its own log", () => {
  it("restores an untouched state, which then plays on exactly as the original", () => {
    const e = game();
    const r = restore(saved(e));
    expect(JSON.stringify(r.state)).toBe(JSON.stringify(e.state));
    const d = e.pending()!;
    const o = d.options[0]!;
    expect(r.apply(deciderOf(d, o, r.sides()), o)).toEqual(e.apply(deciderOf(d, o, e.sides()), o));
  });

  it("refuses a forged option (a card still in the box offered for play) before it can be played", () => {
    const s = saved(game());
    const boxed = s.pieces.findIndex((p: { location: unknown }) => p.location === s.placeIds.indexOf("box") + 2_000_000_000);
    const forged = { ...s, wait: { ...s.wait, options: [...s.wait.options, s.wait.player === "any" ? ["red", 1_000_000_000 + Math.max(0, boxed)] : 1_000_000_000 + Math.max(0, boxed)] } };
    expect(() => restore(forged)).toThrow(TypeError);
    expect(() => restore(forged)).toThrow(/not a state this game reaches/);
  });

  it("refuses a forged outcome, a frame naming an Object built-in, a moved piece and a forged log", () => {
    const s = saved(game());
    const frame = s.stack[s.stack.length - 1];
    // A piece moved to where another piece is, somewhere it is not now (the game's secret differs from run to run).
    const elsewhere = s.pieces.find((p: { location: unknown }) => JSON.stringify(p.location) !== JSON.stringify(s.pieces[0].location)).location;
    const forgeries: Record<string, unknown> = {
      outcome: { ...s, outcome: { winners: ["red"], draw: false } },
      frame: { ...s, stack: [...s.stack.slice(0, -1), { ...frame, p: "constructor" }] },
      "built-in unit": { ...s, stack: [...s.stack.slice(0, -1), { ...frame, u: "toString" }] },
      piece: { ...s, pieces: s.pieces.map((p: Record<string, unknown>, i: number) => (i === 0 ? { ...p, location: elsewhere } : p)) },
      log: { ...s, log: { ...s.log, actions: s.log.actions.slice(0, -1) } },
      secret: { ...s, log: { ...s.log, options: { ...s.log.options, secret: newSecret() } } },
    };
    for (const [name, forged] of Object.entries(forgeries)) {
      expect(() => restore(forged), name).toThrow(TypeError);
    }
  });

  it("stops with an error, and never loops, on a frame whose step is no number, taken without the check (verify: false)", () => {
    const s = saved(game());
    for (const p of ["constructor", "0", 999, null]) {
      const stack = [...s.stack.slice(0, -1), { ...s.stack[s.stack.length - 1], p }];
      const forged = Engine.restore(apacheGame, { ...s, stack } as EngineState, { verify: false });
      const d = forged.pending()!;
      const o = d.options[0]!;
      // The message names the step as the frame gave it.
      expect(() => forged.apply(deciderOf(d, o, forged.sides()), o), String(p)).toThrow(`no step ${JSON.stringify(p)}`);
    }
  });

  it("refuses malformed states with a typed error that says what is wrong", () => {
    const s = saved(game(3));
    const bad: unknown[] = [null, 7, "state", [], {}, { ...s, stack: "x" }, { ...s, rng: null }, { ...s, log: null }, { ...s, log: { ...s.log, actions: "x" } }, { ...s, pieces: s.pieces.slice(1) }, { ...s, program: "__proto__" }, { ...s, program: "constructor" }];
    for (const state of bad) {
      let thrown: unknown;
      try {
        restore(state);
      } catch (err) {
        thrown = err;
      }
      expect(thrown, JSON.stringify(state)?.slice(0, 80)).toBeInstanceOf(TypeError);
      expect((thrown as Error).message.length).toBeGreaterThan(10);
    }
  });
});

describe("an action is read once", () => {
  it("plays what the getter showed the check, and logs the option offered", () => {
    const e = game(2);
    const d = e.pending()!;
    const offered = d.options[0]!;
    if (!Array.isArray(offered)) return expect.fail("the claims window offers [side, card] pairs");
    let reads = 0;
    const tricky = Object.freeze(Object.defineProperty([...offered], 1, { get: () => (reads++ === 0 ? offered[1] : "never-offered"), enumerable: true }));
    e.apply(deciderOf(d, offered, e.sides()), tricky as never);
    expect(reads).toBe(1);
    expect(JSON.stringify(e.log.actions.at(-1)!.action)).toBe(JSON.stringify(offered));
  });

  it("leaves the game, its log and its copies working when a getter throws", () => {
    const e = game(2);
    const before = JSON.stringify(e.state);
    const d = e.pending()!;
    const throwing = Object.defineProperty([], 0, {
      get: () => {
        throw new Error("boom");
      },
      enumerable: true,
    });
    expect(() => e.apply(deciderOf(d, d.options[0]!, e.sides()), throwing as never)).toThrow(IllegalActionError);
    expect(JSON.stringify(e.state)).toBe(before);
    expect(JSON.stringify(e.clone().state)).toBe(before);
    const o = d.options[0]!;
    expect(() => e.apply(deciderOf(d, o, e.sides()), o)).not.toThrow();
  });
});
