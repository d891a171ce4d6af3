import { describe, expect, it } from "vitest";
import { copyAction, copyPlain, copyState, NotPlainData } from "../../runtime/core/plain-data.js";

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

  it("keeps an action that nobody can change (a frozen list of text, numbers, true or false) and copies any other", () => {
    const pair = Object.freeze(["red", "chief#1"]);
    expect(copyAction(pair)).toBe(pair);
    const open = ["red", "chief#1"];
    const copied = copyAction(open);
    expect(copied).toEqual(open);
    expect(copied).not.toBe(open);
    // Frozen, but holding a list that could still be changed: copied.
    const shallow = Object.freeze(["red", ["a"]]);
    expect(copyAction(shallow)).not.toBe(shallow);
    expect(copyAction(shallow)).toEqual(["red", ["a"]]);
    // Frozen, and not plain data: refused as any other action is.
    expect(() => copyAction(Object.freeze([undefined]))).toThrow(NotPlainData);
    expect(() => copyAction(Object.freeze([() => 1]))).toThrow(NotPlainData);
  });
});
