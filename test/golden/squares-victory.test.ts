/**
 * SQUARES victories that random games seldom reach: taking the enemy's
 * reserve area, and a side left with no legal action.
 */
import { describe, expect, it } from "vitest";
import { play, put, table, where } from "./squares-helpers.js";

describe("SQUARES victory", () => {
  it("goes to a side whose unit enters the empty enemy reserve area", () => {
    const ctx = table();
    const u = put(ctx, "blue", "infantry", "g3-c");
    play(ctx, "blue", { "unit-to-move": [u], destination: ["gray-reserve"] }, "move-unit", ["blue", false]);
    expect(where(ctx, u)).toBe("gray-reserve");
    expect(ctx.state.outcome).toMatchObject({ winners: ["blue"], name: "Reserve area taken" });
  });

  it("does not let a unit into an enemy reserve area that holds units", () => {
    const ctx = table();
    const u = put(ctx, "blue", "infantry", "g3-c");
    put(ctx, "gray", "infantry", "gray-reserve");
    const offered = play(ctx, "blue", { "unit-to-move": [u], destination: ["g2-c"] }, "move-unit", ["blue", false]);
    expect(offered["destination"]).not.toContain("gray-reserve");
    expect(ctx.state.outcome).toBeUndefined();
  });

  it("goes to the opponent of a side that passed and then can neither move nor attack", () => {
    const ctx = table();
    // Blue's only unit retreated last turn and must rest; Blue passed, so it may not pass again.
    const u = put(ctx, "blue", "infantry", "blue-reserve");
    ctx.piece(u).state["rest-turn"] = 2;
    Object.assign(ctx.state.sideState["blue"]!, { passed: true, "double-turn": true });
    put(ctx, "gray", "infantry", "gray-reserve");
    play(ctx, "blue", {}, "take-turn", ["blue"]);
    expect(ctx.state.outcome).toMatchObject({ winners: ["gray"], name: "Opponent cannot act" });
  });

  it("lets a side that may still pass do so instead of losing", () => {
    const ctx = table();
    const u = put(ctx, "blue", "infantry", "blue-reserve");
    ctx.piece(u).state["rest-turn"] = 2;
    const offered = play(ctx, "blue", { action: ["pass"] }, "take-turn", ["blue"]);
    expect(offered["action"]).toEqual(["pass"]);
    expect(ctx.state.outcome).toBeUndefined();
    expect(ctx.state.sideState["blue"]).toMatchObject({ passed: true, "double-turn": true });
  });
});
