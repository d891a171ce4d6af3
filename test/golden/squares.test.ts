/**
 * SQUARES, "To win": both players pass ten eliminations on one attack. Player 2
 * (here Gray) has eliminated 1 artillery, 3 cavalry and 4 infantry (12, the
 * cavalry doubled); Player 1 (Blue) 2 artillery, 2 cavalry and 5 infantry (11).
 * The spec's own functions and victory conditions decide it.
 */
import { describe, expect, it } from "vitest";
import { game } from "../../generated/squares/index.js";
import { setupState, take } from "./helpers.js";

describe("SQUARES worked example: both reach ten on one attack", () => {
  const { position, fn } = setupState(game);
  const lose = (army: string, side: string, kind: string, n: number) => {
    for (let i = 0; i < n; i++) take(position, army, kind, {}, `eliminated@${side}`);
  };
  // What Gray has eliminated sits in Blue's box, and the other way round.
  lose("blue-army", "blue", "artillery", 1);
  lose("blue-army", "blue", "cavalry", 3);
  lose("blue-army", "blue", "infantry", 4);
  lose("gray-army", "gray", "artillery", 2);
  lose("gray-army", "gray", "cavalry", 2);
  lose("gray-army", "gray", "infantry", 5);

  it("counts 12 for Gray and 11 for Blue", () => {
    expect(fn("tally", ["gray"])).toBe(12);
    expect(fn("tally", ["blue"])).toBe(11);
  });

  it("applies the both-reach-ten condition, not the plain ten-eliminated one", () => {
    // "Ten units eliminated" would be the outcome of the plain condition.
    expect(position.suddenDeath()).toMatchObject({ winners: ["gray"], draw: false, name: "More units eliminated" });
  });

  it("doubles cavalry only from the third one lost", () => {
    const fresh = setupState(game);
    for (let i = 0; i < 2; i++) take(fresh.position, "blue-army", "cavalry", {}, "eliminated@blue");
    expect(fresh.fn("tally", ["gray"])).toBe(2);
    take(fresh.position, "blue-army", "cavalry", {}, "eliminated@blue");
    expect(fresh.fn("tally", ["gray"])).toBe(6);
  });
});
