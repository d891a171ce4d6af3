/**
 * SQUARES positions for the rules the rulebook states outright and for the
 * readings the spec records as assumptions: a win takes effect at once, the
 * artillery diagonal, who may retreat from forest to forest, rest after a
 * retreat around double turns, whole-double-turn moves and the three-turn
 * limit, advancing into an emptied reserve, and an impossible second action.
 * Each position is played through the spec's own procedures, every decision
 * answered by a script that fails on any question it does not expect.
 */
import { describe, expect, it } from "vitest";
import type { Position, Request } from "../../runtime/core/machine.js";
import type { Value } from "../../runtime/core/values.js";
import { take } from "./helpers.js";
import { play, put, table, where } from "./squares-helpers.js";

/** Moves `n` units of a kind from a side's army to its eliminated box (counted for the other side). */
function lose(ctx: Position, side: string, kind: string, n: number): void {
  for (let i = 0; i < n; i++) take(ctx, `${side}-army`, kind, {}, `eliminated@${side}`);
}

/** The side's next turn is a double turn: it passed the turn before. */
function afterPass(ctx: Position, side: string): void {
  Object.assign(ctx.state.sideState[side]!, { passed: true, "double-turn": true });
  (ctx.state.sideState[side]!["clock"] as number) += 1;
}

const fn = (ctx: Position, name: string, args: Value[]) => ctx.fn(name, args);
const turn = (ctx: Position, side: string, script: Record<string, Value[]>) => play(ctx, side, script, "take-turn", [side]);

describe("SQUARES: a win is a win at once", () => {
  it("ends a double turn when its first action brings a side to ten, before the second action", () => {
    const ctx = table();
    lose(ctx, "gray", "infantry", 7);
    lose(ctx, "gray", "artillery", 1); // Blue has eliminated 9
    const a = put(ctx, "blue", "infantry", "b1-cl");
    const d = put(ctx, "gray", "infantry", "g1-cl");
    put(ctx, "blue", "infantry", "b3-l"); // so a second action would be possible
    afterPass(ctx, "blue");
    turn(ctx, "blue", { action: ["attack"], "attacker-choice": [a], "target-choice": ["g1-cl"], defence: ["stand"] });
    expect([where(ctx, a), where(ctx, d)]).toEqual(["eliminated@blue", "eliminated@gray"]);
    expect(ctx.state.outcome).toMatchObject({ winners: ["blue"], draw: false, name: "Ten units eliminated" });
  });

  it("gives the other side no turn once a side has passed ten (12 against 9)", () => {
    const ctx = table();
    lose(ctx, "gray", "infantry", 8);
    lose(ctx, "gray", "artillery", 2); // Blue: 12
    lose(ctx, "blue", "infantry", 7);
    lose(ctx, "blue", "artillery", 1); // Gray: 9
    put(ctx, "gray", "infantry", "g3-l");
    const offered = turn(ctx, "gray", {});
    expect(offered).toEqual({});
    expect(ctx.state.outcome).toMatchObject({ winners: ["blue"], name: "Ten units eliminated" });
  });
});

describe("SQUARES: diagonal moves", () => {
  it("let artillery cross a corner as an ordinary move, leaving the double turn's second action", () => {
    const ctx = table();
    const art = put(ctx, "blue", "artillery", "b1-cl");
    afterPass(ctx, "blue");
    const offered = turn(ctx, "blue", { action: ["move", "move"], "unit-to-move": [art, art], destination: ["g1-l", "b1-l"] });
    expect(offered["destination"]).toContain("b1-l");
    expect(where(ctx, art)).toBe("b1-l");
  });

  it("take an infantry unit's whole double turn, counted as two running moves", () => {
    const ctx = table();
    const inf = put(ctx, "blue", "infantry", "b1-cl");
    put(ctx, "blue", "infantry", "b3-l");
    afterPass(ctx, "blue");
    const offered = turn(ctx, "blue", { action: ["move"], "unit-to-move": [inf], destination: ["g1-l"] });
    expect(offered["destination"]).toContain("g1-l");
    expect(where(ctx, inf)).toBe("g1-l");
    const blue = ctx.state.sideState["blue"]!;
    expect(ctx.piece(inf).state).toMatchObject({ "move-run": 2, "move-last": blue["clock"] });
    // So on the side's next (single) turn it may not move a third time running.
    expect(fn(ctx, "movers", ["blue", (blue["clock"] as number) + 1, false])).not.toContain(inf);
  });

  it("refuse infantry a corner outside a double turn", () => {
    const ctx = table();
    const inf = put(ctx, "blue", "infantry", "b1-cl");
    expect(fn(ctx, "destinations", [inf, false])).not.toContain("g1-l");
    expect(fn(ctx, "destinations", [inf, true])).toContain("g1-l");
  });
});

describe("SQUARES: the forest-to-forest retreat is only for a unit attacked in a forest", () => {
  // A Blue unit in Gray's forest g1-c may fall back to Blue's forest b1-c,
  // which is nearer Blue's reserve, only when it is the one attacked there.
  it("is offered to infantry defending in a forest", () => {
    const ctx = table();
    const d = put(ctx, "blue", "infantry", "g1-c");
    const a = put(ctx, "gray", "infantry", "g2-c");
    const s = put(ctx, "gray", "infantry", "g1-cr");
    const offered = play(ctx, "gray", { "attacker-choice": [a], "target-choice": ["g1-c"], "support-wanted": [true], "support-choice": [s], defence: ["retreat"], "retreat-square": ["b1-c"], advance: ["stay"] });
    expect(offered["retreat-square"]).toEqual(["blue-reserve", "b1-c"]);
    expect(where(ctx, d)).toBe("b1-c");
  });

  for (const [option, who] of [
    [4, "attacking"],
    [5, "supporting"],
  ] as const) {
    it(`is not offered to a ${who} unit standing in a forest (option ${option})`, () => {
      const ctx = table();
      const inForest = put(ctx, "blue", "infantry", "g1-c");
      const other = put(ctx, "blue", "infantry", "g1-cl");
      const [attacker, support] = who === "attacking" ? [inForest, other] : [other, inForest];
      put(ctx, "gray", "infantry", "g2-c");
      const offered = play(ctx, "blue", { "attacker-choice": [attacker], "target-choice": ["g2-c"], "support-wanted": [true], "support-choice": [support], defence: ["stand"], "after-stand": [option], "retreat-square": ["blue-reserve"] });
      expect(offered["retreat-square"]).toEqual(["blue-reserve"]);
      expect(where(ctx, inForest)).toBe("blue-reserve");
    });
  }
});

describe("SQUARES: rest after a retreat", () => {
  it("does not stop a unit that retreated in the first half of its own double turn from acting in the second", () => {
    const ctx = table();
    const a = put(ctx, "blue", "infantry", "g1-cl");
    const s = put(ctx, "blue", "infantry", "g1-c");
    put(ctx, "gray", "infantry", "g2-c");
    afterPass(ctx, "blue");
    const offered = turn(ctx, "blue", {
      action: ["attack", "move"],
      "attacker-choice": [a],
      "target-choice": ["g2-c"],
      "support-wanted": [true],
      "support-choice": [s],
      defence: ["stand"],
      "after-stand": [5],
      "retreat-square": ["blue-reserve"],
      "unit-to-move": [s],
      destination: ["b3-l"],
    });
    expect(offered["unit-to-move"]).toContain(s);
    expect(where(ctx, s)).toBe("b3-l");
  });

  it("rests a unit for both halves of its side's next double turn when it retreated in the opponent's turn", () => {
    const ctx = table();
    const d = put(ctx, "blue", "infantry", "b1-cl");
    const g = put(ctx, "gray", "infantry", "g1-cl");
    const c = put(ctx, "blue", "cavalry", "b3-r");
    play(ctx, "gray", { "attacker-choice": [g], "target-choice": ["b1-cl"], defence: ["retreat"], "retreat-square": ["blue-reserve"] });
    expect(where(ctx, d)).toBe("blue-reserve");
    afterPass(ctx, "blue");
    const movers: Value[][] = [];
    const script: Record<string, Value[]> = { action: ["move", "move"], "unit-to-move": [c, c], destination: ["b2-cr", "b3-r"] };
    ctx.call("take-turn", ["blue"], (r: Request) => {
      if (r.decision === "unit-to-move") movers.push(r.options);
      return script[r.decision]!.shift()!;
    });
    expect(movers).toHaveLength(2);
    for (const list of movers) expect(list).toEqual([c]);
    expect(fn(ctx, "can-act", [d])).toBe(false);
  });
});

describe("SQUARES: advancing into the enemy reserve after an attack", () => {
  it("is offered after a supported attack takes the reserve's last unit, and wins", () => {
    const ctx = table();
    const a = put(ctx, "blue", "infantry", "g3-c");
    const s = put(ctx, "blue", "infantry", "g3-cl");
    const last = put(ctx, "gray", "infantry", "gray-reserve");
    const offered = play(ctx, "blue", { "attacker-choice": [a], "target-choice": ["gray-reserve"], "support-wanted": [true], "support-choice": [s], "reserve-loss": [last], advance: ["advance"] });
    expect(offered["advance"]).toEqual(["advance", "stay"]);
    expect(where(ctx, a)).toBe("gray-reserve");
    expect(ctx.state.outcome).toMatchObject({ winners: ["blue"], name: "Reserve area taken" });
  });

  it("is not offered after an unsupported attack", () => {
    const ctx = table();
    const a = put(ctx, "blue", "infantry", "g3-c");
    put(ctx, "blue", "infantry", "g3-cl");
    const last = put(ctx, "gray", "infantry", "gray-reserve");
    const offered = play(ctx, "blue", { "attacker-choice": [a], "target-choice": ["gray-reserve"], "support-wanted": [false], "reserve-loss": [last] });
    expect(offered["advance"]).toBeUndefined();
    expect(where(ctx, a)).toBe("g3-c");
    expect(ctx.state.outcome).toBeUndefined();
  });

  it("is not offered while the reserve still holds a unit", () => {
    const ctx = table();
    const a = put(ctx, "blue", "infantry", "g3-c");
    const s = put(ctx, "blue", "infantry", "g3-cl");
    const first = put(ctx, "gray", "infantry", "gray-reserve");
    put(ctx, "gray", "infantry", "gray-reserve");
    const offered = play(ctx, "blue", { "attacker-choice": [a], "target-choice": ["gray-reserve"], "support-wanted": [true], "support-choice": [s], "reserve-loss": [first] });
    expect(offered["advance"]).toBeUndefined();
  });
});

describe("SQUARES: a double turn whose second action is impossible", () => {
  it("simply ends, without a win for the opponent", () => {
    const ctx = table();
    const a = put(ctx, "blue", "infantry", "b1-cl");
    put(ctx, "gray", "infantry", "g1-cl");
    afterPass(ctx, "blue");
    const offered = turn(ctx, "blue", { action: ["attack"], "attacker-choice": [a], "target-choice": ["g1-cl"], defence: ["stand"] });
    expect(offered["action"]).toEqual(["move", "attack"]);
    expect(where(ctx, a)).toBe("eliminated@blue");
    expect(ctx.state.outcome).toBeUndefined();
    expect(ctx.state.sideState["blue"]!["double-turn"]).toBe(false);
  });
});
