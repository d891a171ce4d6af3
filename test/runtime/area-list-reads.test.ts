/**
 * Compiled code reads an area's pieces from the state's list at once where
 * the area is a place by its number, and goes through a list the checker
 * types as one without the run-time reader; a list written in the spec is
 * read as it stands. The run-time readers still serve anything else: an area
 * by its name, or a value that is no list (a state or call from outside).
 * These tests hold both paths to the same answers, and fail when the read at
 * once takes the wrong place's list or drops the reader beside it.
 */
import { describe, expect, it } from "vitest";
import { engineModule } from "../../generator/engine-module.js";
import type { EvalContext, Value } from "../../runtime/core/values.js";
import type { Position } from "../../runtime/core/machine.js";
import { positionFor } from "../helpers/compiled.js";
import { checkFiles, PLAYABLE } from "../helpers/spec.js";

const SPEC = `${PLAYABLE}map grid "Grid" {
  layout: areas
  area a1 "One"
  area a2 "Two"
  area a3 "Three"
  link a1 -- a2
  link a2 -- a3
}
unit soldier "Soldier" {
  side: a
}
unit rider "Rider" {
  side: b
}
pool soldiers {
  size: 3
  3 soldier
}
pool riders {
  size: 2
  2 rider
}
function here(p: area) = count(pieces(p))
function mine-here(who: side, p: area) = count(pieces-of(who, p))
function none-here(who: side, p: area) = empty(pieces-of(who, p))
function all-lines() = [[a1, a2], [a2, a3], [a1, a3]]
function lines-held(who: side) = count([for l in all-lines() if count([for p in l if not empty(pieces-of(who, p))]) == 2])
function fixed-lines-held(who: side) = count([for l in [[a1, a2], [a2, a3], [a1, a3]] if count([for p in l if not empty(pieces-of(who, p))]) == 2])
function riders-among(ls: list<piece>) = count([for x in ls if owner(x) == b])
sequence s {
  step only
}
`;

/** A compiled spec function called as play calls it, with its arguments as given (an area by name stays a name). */
function rawCall(p: Position, name: string, args: Value[]): Value {
  const inner = p as unknown as { program: { units: { f: ((ctx: EvalContext, ...a: Value[]) => Value)[] } }; index: EvalContext["index"] & { symbolNumber(kind: string, id: string): number | undefined } };
  const f = inner.program.units.f[inner.index.symbolNumber("function", name)!]!;
  return f({ index: inner.index, state: p.state, rng: undefined as never, events: [], fn: inner.program.units.f } as EvalContext, ...args);
}

describe("an area's pieces and a typed list read in compiled code", () => {
  const checked = checkFiles({ "game.rules": SPEC });

  it("check", () => {
    expect(checked.diagnostics).toEqual([]);
  });

  it("are read at once, with the run-time readers beside", async () => {
    const code = (await engineModule(checked.model, "specs/g")).get("index.ts")!;
    expect(code).toMatch(/ctx\.state\.places\[\w+ - 2000000000\] : undefined\) \?\? V\.areaPieces\(ctx, \w+\)/);
    expect(code).toMatch(/Array\.isArray\((\w+)\) \? \1 : V\.readList\(ctx, \1, "a selection"\)/);
    // The spec's own list of lines is a module constant, read with no reader at all.
    expect(code).not.toMatch(/V\.readList\(ctx, K_/);
  });

  it("give the same answers for an area by number and by name, on a changing board", async () => {
    const p = await positionFor(checked.model);
    const [s1, s2] = p.idsIn("soldiers");
    const [r1] = p.idsIn("riders");
    const areas = ["a1", "a2", "a3"];
    const check = (): void => {
      for (const area of areas) {
        const byNumber = p.fn("here", [area]);
        expect(byNumber, area).toBe(p.idsIn(area).length);
        expect(rawCall(p, "here", [area]), area).toBe(byNumber);
        for (const side of ["a", "b"]) {
          const mine = p.fn("mine-here", [side, area]);
          expect(rawCall(p, "mine-here", [side, area]), `${side} ${area}`).toBe(mine);
          expect(p.fn("none-here", [side, area])).toBe(mine === 0);
          expect(rawCall(p, "none-here", [side, area])).toBe(mine === 0);
        }
      }
    };
    check();
    p.place(s1!, "a1");
    p.place(r1!, "a2");
    check();
    expect(p.fn("mine-here", ["a", "a1"])).toBe(1);
    expect(p.fn("mine-here", ["b", "a1"])).toBe(0);
    expect(p.fn("mine-here", ["b", "a2"])).toBe(1);
    p.place(s2!, "a3");
    check();
  });

  it("count lines by a list worked out in play and by the spec's own list alike", async () => {
    const p = await positionFor(checked.model);
    const [s1, s2] = p.idsIn("soldiers");
    const held = (side: string): number => {
      const given = p.fn("lines-held", [side]) as number;
      expect(p.fn("fixed-lines-held", [side])).toBe(given);
      return given;
    };
    expect(held("a")).toBe(0);
    p.place(s1!, "a1");
    expect(held("a")).toBe(0);
    p.place(s2!, "a3");
    expect(held("a")).toBe(1);
    expect(held("b")).toBe(0);
  });

  it("read a list given as something else (a holder's name, from outside) through the run-time reader", async () => {
    const p = await positionFor(checked.model);
    const riders = p.idsIn("riders");
    const soldiers = p.idsIn("soldiers");
    expect(p.fn("riders-among", [[...riders, ...soldiers]])).toBe(2);
    expect(p.fn("riders-among", [soldiers])).toBe(0);
    // A holder by its name is no list: the reader gives what it holds.
    expect(rawCall(p, "riders-among", ["riders"])).toBe(2);
    expect(rawCall(p, "riders-among", ["soldiers"])).toBe(0);
  });
});
