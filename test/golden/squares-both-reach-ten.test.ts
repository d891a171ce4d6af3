/**
 * SQUARES, "To win": the rulebook's example of both players passing ten on
 * one attack, played as that attack. Before it, Player 1 (here Blue) has
 * eliminated 1 artillery, 2 cavalry and 5 infantry (9 by the count) and
 * Player 2 (Gray) 1 artillery, 2 cavalry and 4 infantry (8). Gray's attack
 * eliminates a Blue cavalry unit at the cost of its supporting artillery:
 * Gray then counts 12 (the cavalry doubled, three being lost) against 11.
 */
import { describe, expect, it } from "vitest";
import type { Position } from "../../runtime/core/machine.js";
import { take } from "./helpers.js";
import { play, put, table, where } from "./squares-helpers.js";

/** Moves `n` units of a kind from a side's army to its eliminated box. */
function lose(ctx: Position, side: string, kind: string, n: number): void {
  for (let i = 0; i < n; i++) take(ctx, `${side}-army`, kind, {}, `eliminated@${side}`);
}

/** Runs the sudden-death checks, returning the outcome they end the game with, if any. */
const suddenDeath = (ctx: Position) => ctx.suddenDeath();

const tally = (ctx: Position, side: string) => ctx.fn("tally", [side]);

describe("SQUARES worked example: both players reach ten on one attack", () => {
  const ctx = table();
  // What Gray has eliminated sits in Blue's box, and the other way round.
  lose(ctx, "blue", "artillery", 1);
  lose(ctx, "blue", "cavalry", 2);
  lose(ctx, "blue", "infantry", 4);
  lose(ctx, "gray", "artillery", 1);
  lose(ctx, "gray", "cavalry", 2);
  lose(ctx, "gray", "infantry", 5);
  const defender = put(ctx, "blue", "cavalry", "b1-c"); // in a forest, so it may stand
  const attacker = put(ctx, "gray", "infantry", "g1-c");
  const support = put(ctx, "gray", "artillery", "g1-cl"); // touches b1-c across a corner

  it("starts at 8 for Gray and 9 for Blue, with no winner yet", () => {
    expect([tally(ctx, "gray"), tally(ctx, "blue")]).toEqual([8, 9]);
    expect(suddenDeath(ctx)).toBeUndefined();
  });

  it("takes the cavalry and the supporting artillery when the defender stands and Gray picks option 2", () => {
    // The game ends with the attack: Gray is never asked whether to advance.
    const offered = play(ctx, "gray", { "attacker-choice": [attacker], "target-choice": ["b1-c"], "support-wanted": [true], "support-choice": [support], defence: ["stand"], "after-stand": [2] });
    expect(offered["advance"]).toBeUndefined();
    expect([where(ctx, defender), where(ctx, support), where(ctx, attacker)]).toEqual(["eliminated@blue", "eliminated@gray", "g1-c"]);
    expect([tally(ctx, "gray"), tally(ctx, "blue")]).toEqual([12, 11]);
  });

  it("gives the game to Gray, who has eliminated more, as soon as the attack is over", () => {
    expect(ctx.state.outcome).toMatchObject({ winners: ["gray"], draw: false, name: "More units eliminated" });
    expect(suddenDeath(ctx)).toMatchObject({ winners: ["gray"], draw: false, name: "More units eliminated" });
  });
});

describe("SQUARES: both reach ten with equal counts", () => {
  it("is a draw", () => {
    const ctx = table();
    lose(ctx, "blue", "infantry", 8);
    lose(ctx, "blue", "artillery", 1);
    lose(ctx, "gray", "infantry", 8);
    lose(ctx, "gray", "artillery", 1);
    expect(suddenDeath(ctx)).toMatchObject({ winners: [], draw: true, name: "Equal eliminations" });
  });
});
