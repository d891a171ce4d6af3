import { describe, expect, it } from "vitest";
import { game as apache } from "../../generated/apache/index.js";
import { game as squares } from "../../generated/squares/index.js";
import { Engine, type EngineState, type ProgramSet } from "../../runtime/core/machine.js";
import { copyAction, copyBoard, copyPlain, copyState, NotPlainData, sameData } from "../../runtime/core/plain-data.js";
import { deciderOf } from "../../runtime/engine.js";
import { pieceRecord } from "../../runtime/pieces.js";
import { SeededRandom } from "../../runtime/rng.js";

/** An engine after up to `steps` random actions from seed `seed`. */
function playedRandomly(set: ProgramSet, options: { players?: number }, seed: number, steps: number): Engine {
  const engine = Engine.create(set, { seed, ...options });
  const agent = new SeededRandom(seed);
  for (let i = 0; i < steps && !engine.isOver(); i++) {
    const d = engine.pending()!;
    const option = d.options[agent.int(0, d.options.length - 1)]!;
    engine.apply(deciderOf(d, option, engine.sides()), option);
  }
  return engine;
}

describe("copies of plain data", () => {
  it("copies lists and objects deeply, sharing nothing with the original", () => {
    const v = { a: [1, "x", [true, null]], b: { c: 2 } };
    const c = copyPlain(v);
    expect(c).toEqual(v);
    c.a[2] = [false];
    c.b.c = 3;
    expect(v).toEqual({ a: [1, "x", [true, null]], b: { c: 2 } });
  });

  it("refuses, for an action, anything that is not plain data", () => {
    const cyclic: unknown[] = [];
    cyclic.push(cyclic);
    for (const bad of [() => 1, new Date(0), new Map(), Symbol("s"), 1n, [undefined], cyclic, { x: new Set() }]) {
      expect(() => copyPlain(bad)).toThrow(NotPlainData);
    }
  });

  it("refuses, for a state, anything but plain data, so that a restored state is plain JSON", () => {
    for (const bad of [() => 1, new Date(0), new Map(), Symbol("s"), 1n, { x: new Set() }, { pieces: { p: new (class Piece {})() } }]) {
      expect(() => copyState(bad)).toThrow(NotPlainData);
    }
    // Lists of scalars are copied in one step, but not lists holding something else among numbers.
    for (const bad of [[1, () => 1], { l: [2, Symbol("s")] }, [3, 1n], ["a", new Date(0)]]) {
      expect(() => copyState(bad)).toThrow(NotPlainData);
    }
    const flat = [1, "a", true, null, undefined];
    const copied = copyState({ flat }).flat;
    expect(copied).toEqual(flat);
    expect(copied).not.toBe(flat);
    // A state written with no prototype (Object.create(null)) is plain data all the same.
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { turn: 1 });
    expect(copyState(bare)).toEqual({ turn: 1 });
  });

  it("keeps a state's unset slots and absent fields as they are", () => {
    const l: unknown[] = [1];
    l[3] = 2;
    const s = copyState({ l, o: { x: undefined } });
    expect(s.l).toHaveLength(4);
    expect(s.l[1]).toBeUndefined();
    expect("x" in s.o).toBe(true);
  });

  it("keeps an action that is one of the engine's own options, and copies any other, reading each part once", () => {
    const pair = Object.freeze(["red", "chief#1"]);
    expect(copyAction(pair, [pair])).toBe(pair);
    // Frozen but not offered: copied, as anyone can make a frozen list.
    expect(copyAction(pair, [])).not.toBe(pair);
    const open = ["red", "chief#1"];
    const copied = copyAction(open, [pair]);
    expect(copied).toEqual(open);
    expect(copied).not.toBe(open);
    // A frozen list whose item is a getter answering differently each time it is read: read once.
    let reads = 0;
    const tricky = Object.freeze(Object.defineProperty(["red", "x"], 1, { get: () => (reads++ === 0 ? "offered" : "never-offered"), enumerable: true }));
    const once = copyAction(tricky as unknown as string[], [pair]);
    expect(once).toEqual(["red", "offered"]);
    expect(once[1]).toBe("offered");
    expect(reads).toBe(1);
    // Not plain data: refused.
    expect(() => copyAction(Object.freeze([undefined]))).toThrow(NotPlainData);
    expect(() => copyAction(Object.freeze([() => 1]))).toThrow(NotPlainData);
  });
});

describe("copies of a whole state (copyBoard)", () => {
  /** Every list and record reachable from a value, to check that a copy shares none of them. */
  const objects = (v: unknown, out = new Set<object>()): Set<object> => {
    if (typeof v === "object" && v !== null && !out.has(v)) {
      out.add(v);
      for (const x of Object.values(v)) objects(x, out);
    }
    return out;
  };

  it("copies frames and the wait of every shape whole, sharing no list or record with them", () => {
    const frames = [
      { p: 1, pc: 12, l: [1, ["x", "o"], { scores: { x: 1 } }] },
      { p: 0, pc: 1, l: ["x"], a: "x" },
      { p: 2, pc: 0, l: [], a: undefined },
      // Locals of every kind: scalars, lists of scalars, lists of lists, records, nothing.
      { p: 6, pc: 2, l: [1, [2, [3]], "x", null, true, [4, 5], { seen: ["y"] }, undefined], a: "o" },
      // Shapes the engine never makes (a state from outside): copied all the same, every field kept.
      { p: 3, pc: 0, l: [[1]], extra: { deep: [2] } },
      { p: 4, pc: 0, a: "o" },
      [5, 0],
    ];
    const wait = { decision: "mark", player: "each", prompt: "?", options: [[1, 2], 3], slot: 1, players: ["x", "o"], answers: { x: [4] } };
    const state = { turn: 1, stack: frames, wait, sides: ["x", "o"] };
    const copied = copyBoard(state);
    expect(copied).toStrictEqual(state);
    expect("a" in (copied.stack[2] as object)).toBe(true);
    const shared = objects(state);
    for (const o of objects(copied)) expect(shared.has(o)).toBe(false);
    // No wait at all, or one that is no record: kept as copy keeps them.
    expect(copyBoard({ wait: null, stack: [] })).toStrictEqual({ wait: null, stack: [] });
    expect(copyBoard({ wait: [1, [2]] }).wait).toStrictEqual([1, [2]]);
  });

  it("copies an engine's state field by field in its order, sharing only what the engine never changes", () => {
    for (const [set, options] of [[apache, { players: 4 }], [squares, {}]] as const) {
      const engine = playedRandomly(set, options, 11, 40);
      // The engine's own state, not `state`, which is itself such a copy (read first: it writes chance's position in).
      void engine.state;
      const state = (engine as unknown as { s: EngineState }).s;
      for (const records of [undefined, "shared"] as const) {
        const copied = copyBoard(state, records ? { records } : {});
        expect(Object.keys(copied)).toEqual(Object.keys(state));
        // The same data (an unset slot of a list may come back as a slot holding nothing, as for any copy).
        expect(sameData(copied, state)).toBe(true);
        expect(JSON.stringify(copied)).toBe(JSON.stringify(state));
        // Only the places' ids are shared, and with "shared" also what the engine replaces rather than changes.
        const sharedOnes = new Set<object>([state.placeIds, ...(records ? [...state.pieces, state.tracks, ...(state.areaState ? [state.areaState] : [])] : [])]);
        const mine = objects(state);
        for (const o of objects(copied)) if (mine.has(o)) expect(sharedOnes.has(o) || [...sharedOnes].some((r) => objects(r).has(o))).toBe(true);
      }
    }
  });

  it("copies a record with other fields, or an engine's fields in another order, field by field as it comes", () => {
    const odd = { sides: ["a"], turn: 2, extra: { deep: [1] }, stack: [{ p: 1, pc: 0, l: [[2]] }] };
    const copied = copyBoard(odd);
    expect(Object.keys(copied)).toEqual(["sides", "turn", "extra", "stack"]);
    expect(copied).toStrictEqual(odd);
    expect(copied.extra).not.toBe(odd.extra);
    expect(copied.stack[0]!.l[0]).not.toBe(odd.stack[0]!.l[0]);
    // A field present and unset is kept so, as JSON would leave it out.
    expect("outcome" in copyBoard({ turn: 1, outcome: undefined })).toBe(true);
  });

  it("refuses what is not plain data in a frame or a wait, as anywhere in a state", () => {
    for (const bad of [{ stack: [{ p: 1, pc: 0, l: [() => 1] }] }, { stack: [{ p: 1, pc: 0, l: [1, [() => 1]] }] }, { stack: [{ p: 1, pc: 0, l: [1, [2, [new Date(0)]]] }] }, { stack: [{ p: 1, pc: 0, l: [Symbol("x")] }] }, { stack: [{ p: 1, pc: 0, l: [1n] }] }, { stack: [{ p: Symbol("p"), pc: 0, l: [] }] }, { stack: [{ p: 1, pc: 0, l: [], a: new Date(0) }] }, { wait: { decision: "d", options: [new Map()] } }, { wait: { decision: "d", f: () => 1 } }, { wait: new (class Wait {})() }, { turn: 1, sides: [() => 1] }, { turn: 1, active: Symbol("a") }, { turn: 1, log: { actions: [new Date(0)] } }, { turn: 1, at: [1n] }]) {
      expect(() => copyBoard(bad)).toThrow(NotPlainData);
    }
  });
});

describe("piece records keep one shape", () => {
  // Every record with all the fields of `pieceRecord`, in its order: the engine copies and reads
  // records of one shape much faster. A state read from JSON, which drops unset fields, gets it back.
  const FIELDS = Object.keys(pieceRecord({ id: "p", kind: "k", location: "l", state: {} }));
  const shapes = (state: EngineState) => new Set(Object.values(state.pieces).map((p) => Object.keys(p).join(",")));
  // The engine's own state, not the copy `state` hands out: what play reads.
  const own = (engine: Engine) => (engine as unknown as { s: EngineState }).s;

  it.each([
    ["apache", apache, { players: 4 }],
    ["squares", squares, {}],
  ] as const)("in %s: at the start, in play, in a clone and after a JSON round trip", (_name, set, options) => {
    const engine = playedRandomly(set, options, 7, 60);
    expect([...shapes(own(engine))]).toEqual([FIELDS.join(",")]);
    expect([...shapes(own(engine.clone()))]).toEqual([FIELDS.join(",")]);
    const restored = Engine.restore(set, JSON.parse(JSON.stringify(engine.state)) as EngineState);
    expect([...shapes(own(restored))]).toEqual([FIELDS.join(",")]);
    // Unset fields stay out of the JSON.
    expect(JSON.stringify(restored.state)).toBe(JSON.stringify(engine.state));
  });
});

describe("sameData", () => {
  it("holds two plain values equal exactly when they hold the same data, whatever the order of a record's fields", async () => {
    const fc = (await import("fast-check")).default;
    /** The data as text with every record's fields sorted: equal texts, the same data. */
    const canonical = (v: unknown): string => JSON.stringify(v, (_, x: unknown) => (typeof x === "object" && x !== null && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1))) : x));
    const value = fc.letrec((tie) => ({
      v: fc.oneof({ depthSize: "small" }, fc.integer({ min: -2, max: 2 }), fc.constantFrom("a", "b", true, false, null), fc.array(tie("v"), { maxLength: 3 }), fc.dictionary(fc.constantFrom("x", "y", "z"), tie("v"), { maxKeys: 3 })),
    })).v;
    fc.assert(
      fc.property(value, value, (a, b) => {
        expect(sameData(a, b)).toBe(canonical(a) === canonical(b));
        expect(sameData(a, copyState(a))).toBe(true);
        // The same record with its fields in the reverse order.
        const reversed = JSON.parse(JSON.stringify(a), (_, x: unknown) => (typeof x === "object" && x !== null && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).reverse()) : x)) as unknown;
        expect(sameData(a, reversed)).toBe(true);
      }),
      { numRuns: 500 },
    );
    expect(sameData({ a: undefined }, {})).toBe(false);
    expect(sameData([1, 2], { 0: 1, 1: 2 })).toBe(false);
  });
});
