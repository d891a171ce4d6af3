/**
 * SQUARES, "To win": both players pass ten eliminations on one attack. Player 2
 * (here Gray) has eliminated 1 artillery, 3 cavalry and 4 infantry (12, the
 * cavalry doubled); Player 1 (Blue) 2 artillery, 2 cavalry and 5 infantry (11).
 * The spec's own functions and victory conditions decide it.
 */
import { describe, expect, it } from "vitest";
import { callFunction, evaluate } from "../../runtime/kernel/evaluate.js";
import { loadSpec } from "../specs/helpers.js";
import { setupState, take } from "./helpers.js";

const model = loadSpec("squares");

describe("SQUARES worked example: both reach ten on one attack", () => {
  const { state, ctx } = setupState(model);
  const lose = (army: string, side: string, kind: string, n: number) => {
    for (let i = 0; i < n; i++) take(state, army, kind, {}, `eliminated@${side}`);
  };
  // What Gray has eliminated sits in Blue's box, and the other way round.
  lose("blue-army", "blue", "artillery", 1);
  lose("blue-army", "blue", "cavalry", 3);
  lose("blue-army", "blue", "infantry", 4);
  lose("gray-army", "gray", "artillery", 2);
  lose("gray-army", "gray", "cavalry", 2);
  lose("gray-army", "gray", "infantry", 5);

  it("counts 12 for Gray and 11 for Blue", () => {
    expect(callFunction(ctx(), "tally", ["gray"])).toBe(12);
    expect(callFunction(ctx(), "tally", ["blue"])).toBe(11);
  });

  it("applies the both-reach-ten condition, not the plain ten-eliminated one", () => {
    const rule = (id: string) => model.rules.find((r) => r.id === id)!;
    expect(evaluate(rule("both-reach-ten").when!, ctx({ actor: "gray" }))).toBe(true);
    expect(evaluate(rule("ten-eliminated").when!, ctx({ actor: "gray" }))).toBe(false);
  });

  it("doubles cavalry only from the third one lost", () => {
    const fresh = setupState(model);
    for (let i = 0; i < 2; i++) take(fresh.state, "blue-army", "cavalry", {}, "eliminated@blue");
    expect(callFunction(fresh.ctx(), "tally", ["gray"])).toBe(2);
    take(fresh.state, "blue-army", "cavalry", {}, "eliminated@blue");
    expect(callFunction(fresh.ctx(), "tally", ["gray"])).toBe(6);
  });
});
