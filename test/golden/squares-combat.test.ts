/**
 * SQUARES combat rules played through the spec's attack procedure from set
 * positions, each decision answered by a script that also records what the
 * engine offered.
 */
import { describe, expect, it } from "vitest";
import { play, put, table, where } from "./squares-helpers.js";

describe("SQUARES unsupported attacks", () => {
  it("eliminate both units when the defender stands", () => {
    const ctx = table();
    const a = put(ctx, "blue", "infantry", "b1-cl");
    const d = put(ctx, "gray", "infantry", "g1-cl");
    const offered = play(ctx, "blue", { "attacker-choice": [a], "target-choice": ["g1-cl"], defence: ["stand"] });
    expect(offered["defence"]).toEqual(["stand", "retreat"]);
    expect([where(ctx, a), where(ctx, d)]).toEqual(["eliminated@blue", "eliminated@gray"]);
  });

  it("end with no further effect when the defender retreats to its reserve, which it then rests", () => {
    const ctx = table();
    const a = put(ctx, "blue", "infantry", "b1-cl");
    const d = put(ctx, "gray", "infantry", "g1-cl");
    const offered = play(ctx, "blue", { "attacker-choice": [a], "target-choice": ["g1-cl"], defence: ["retreat"], "retreat-square": ["gray-reserve"] });
    expect(offered["retreat-square"]).toEqual(["gray-reserve"]);
    expect([where(ctx, a), where(ctx, d)]).toEqual(["b1-cl", "gray-reserve"]);
    expect(ctx.piece(d).state["rest-turn"]).toBe(2);
  });

  it("cost lone infantry against artillery, which may not retreat and is not eliminated", () => {
    const ctx = table();
    const a = put(ctx, "blue", "infantry", "b1-cl");
    const d = put(ctx, "gray", "artillery", "g1-cl");
    const offered = play(ctx, "blue", { "attacker-choice": [a], "target-choice": ["g1-cl"], defence: ["stand"] });
    expect(offered["defence"]).toEqual(["stand"]);
    expect([where(ctx, a), where(ctx, d)]).toEqual(["eliminated@blue", "g1-cl"]);
  });

  it("into a forest fail, eliminating the attacker without asking the defender", () => {
    const ctx = table();
    const a = put(ctx, "blue", "infantry", "b1-c");
    const d = put(ctx, "gray", "infantry", "g1-c");
    const offered = play(ctx, "blue", { "attacker-choice": [a], "target-choice": ["g1-c"] });
    expect(offered["defence"]).toBeUndefined();
    expect([where(ctx, a), where(ctx, d)]).toEqual(["eliminated@blue", "g1-c"]);
  });

  it("into a reserve cost its owner one unit of their choice, the attacker untouched", () => {
    const ctx = table();
    const a = put(ctx, "blue", "infantry", "g3-c");
    const first = put(ctx, "gray", "infantry", "gray-reserve");
    const second = put(ctx, "gray", "cavalry", "gray-reserve");
    const offered = play(ctx, "blue", { "attacker-choice": [a], "target-choice": ["gray-reserve"], "reserve-loss": [second] });
    expect(offered["reserve-loss"]).toEqual([first, second]);
    expect([where(ctx, a), where(ctx, first), where(ctx, second)]).toEqual(["g3-c", "gray-reserve", "eliminated@gray"]);
  });

  it("are never made by cavalry on infantry, which needs a supporting unit to charge", () => {
    const ctx = table();
    const c = put(ctx, "blue", "cavalry", "b1-cl");
    put(ctx, "gray", "infantry", "g1-cl");
    expect(ctx.fn("attackers", ["blue", 1])).toEqual([]);
    put(ctx, "blue", "infantry", "b1-l"); // touches the target across a corner: support only
    expect(ctx.fn("attackers", ["blue", 1])).toEqual([c]);
  });
});

describe("SQUARES supported attacks", () => {
  it("after a stand, option 2 eliminates defender and support and lets the attacker advance", () => {
    const ctx = table();
    const a = put(ctx, "blue", "infantry", "b1-cl");
    const s = put(ctx, "blue", "infantry", "b1-l"); // across a corner: allowed for support
    const d = put(ctx, "gray", "infantry", "g1-cl");
    const offered = play(ctx, "blue", {
      "attacker-choice": [a],
      "target-choice": ["g1-cl"],
      "support-wanted": [true],
      "support-choice": [s],
      defence: ["stand"],
      "after-stand": [2],
      advance: ["advance"],
    });
    expect(offered["after-stand"]).toEqual([1, 2, 3, 4, 5]);
    expect([where(ctx, a), where(ctx, s), where(ctx, d)]).toEqual(["g1-cl", "eliminated@blue", "eliminated@gray"]);
  });

  it("from the flank force the defender back, and the attacker may follow", () => {
    const ctx = table();
    const a = put(ctx, "blue", "infantry", "b1-cl");
    const s = put(ctx, "blue", "cavalry", "g2-cl"); // nearer Gray's reserve than the defender
    const d = put(ctx, "gray", "infantry", "g1-cl");
    const offered = play(ctx, "blue", {
      "attacker-choice": [a],
      "target-choice": ["g1-cl"],
      "support-wanted": [true],
      "support-choice": [s],
      defence: ["retreat"],
      "retreat-square": ["gray-reserve"],
      advance: ["advance"],
    });
    expect(offered["defence"]).toEqual(["retreat"]);
    expect([where(ctx, a), where(ctx, s), where(ctx, d)]).toEqual(["g1-cl", "g2-cl", "gray-reserve"]);
  });

  it("never let attacking artillery retreat (options 1 and 4 are withheld)", () => {
    const ctx = table();
    const a = put(ctx, "blue", "artillery", "b1-cl");
    const s = put(ctx, "blue", "infantry", "b1-l");
    put(ctx, "gray", "artillery", "g1-cl");
    const offered = play(ctx, "blue", { "attacker-choice": [a], "target-choice": ["g1-cl"], "support-wanted": [true], "support-choice": [s], defence: ["stand"], "after-stand": [3] });
    expect(offered["after-stand"]).toEqual([2, 3, 5]);
    expect(where(ctx, a)).toBe("eliminated@blue");
  });
});

describe("SQUARES supporting artillery that falls back", () => {
  it("gives the standing defender a second chance to retreat, which spares it and lets the attacker advance", () => {
    const ctx = table();
    const a = put(ctx, "blue", "infantry", "b1-cl");
    const s = put(ctx, "blue", "artillery", "b1-l");
    const d = put(ctx, "gray", "infantry", "g1-cl");
    const offered = play(ctx, "blue", {
      "attacker-choice": [a],
      "target-choice": ["g1-cl"],
      "support-wanted": [true],
      "support-choice": [s],
      defence: ["stand", "retreat"],
      "after-stand": [1],
      "retreat-square": ["blue-reserve", "gray-reserve"],
      advance: ["advance"],
    });
    expect(offered["after-stand"]).toEqual([1, 2, 3, 4, 5]);
    expect([where(ctx, s), where(ctx, d), where(ctx, a)]).toEqual(["blue-reserve", "gray-reserve", "g1-cl"]);
  });

  it("still eliminates the defender that stands again, and the attacker then retreats", () => {
    const ctx = table();
    const a = put(ctx, "blue", "infantry", "b1-cl");
    const s = put(ctx, "blue", "artillery", "b1-l");
    const d = put(ctx, "gray", "infantry", "g1-cl");
    play(ctx, "blue", {
      "attacker-choice": [a],
      "target-choice": ["g1-cl"],
      "support-wanted": [true],
      "support-choice": [s],
      defence: ["stand", "stand"],
      "after-stand": [1],
      "retreat-square": ["blue-reserve", "blue-reserve"],
    });
    expect([where(ctx, s), where(ctx, d), where(ctx, a)]).toEqual(["blue-reserve", "eliminated@gray", "blue-reserve"]);
  });
});

describe("SQUARES cavalry retreats", () => {
  it("push a friendly unit back when no vacant square nearer home is left", () => {
    const ctx = table();
    const a = put(ctx, "blue", "infantry", "b1-cl");
    const s = put(ctx, "blue", "infantry", "b1-l");
    const c = put(ctx, "gray", "cavalry", "g1-cl");
    // Every square nearer Gray's reserve is held: the forest by a friend, the
    // others by a friend and by a Blue unit.
    const friend = put(ctx, "gray", "infantry", "g2-cl");
    put(ctx, "gray", "infantry", "g2-l");
    put(ctx, "blue", "infantry", "g2-c");
    const offered = play(ctx, "blue", {
      "attacker-choice": [a],
      "target-choice": ["g1-cl"],
      "support-wanted": [true],
      "support-choice": [s],
      "retreat-square": ["g2-cl", "gray-reserve"],
      defence: ["retreat"],
      advance: ["stay"],
    });
    expect(offered["defence"]).toEqual(["retreat"]);
    expect(offered["retreat-square"]).toEqual(["gray-reserve"]); // the pushed friend's own retreat
    expect([where(ctx, a), where(ctx, c), where(ctx, friend)]).toEqual(["b1-cl", "g2-cl", "gray-reserve"]);
  });
});
