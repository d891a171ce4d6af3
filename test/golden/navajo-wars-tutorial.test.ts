/**
 * Navajo Wars' tutorial as a scenario: the set-up the walk-through gives,
 * fact by fact, and its first card played as far as the playbook's sources
 * reach (the tutorial preempts card #32 for 3 APs, then takes actions, which
 * only the missing rulebook defines).
 */
import { describe, expect, it } from "vitest";
import { game } from "../../generated/navajo-wars/index.js";
import { Engine, Position } from "../../runtime/core/machine.js";
import { readableBoard } from "../../runtime/core/values.js";

const board = (e: Engine) => readableBoard(e.state);

describe("Navajo Wars tutorial: the set-up", () => {
  for (const seed of [1, 2, 3]) {
    it(`places what the walk-through places (seed ${seed})`, () => {
      const e = Engine.create(game, { seed, scenario: "tutorial" });
      const b = board(e);
      const letterAt = (area: string) => (b.areas[area] ?? []).map((id) => b.pieces[id]!.state["letter"]);
      // Families A, B and C at Shiprock 3, San Juan Valley 1 and Canyon de Chelly 1, each with a man, a woman and a child; three elders.
      expect(letterAt("shiprock-3")).toEqual(["a"]);
      expect(letterAt("san-juan-valley-1")).toEqual(["b"]);
      expect(letterAt("canyon-de-chelly-1")).toEqual(["c"]);
      const roles = b.holders["population-display"]!.map((id) => b.pieces[id]!.state["role"]).sort();
      expect(roles).toEqual(["child", "child", "child", "man", "man", "man", "woman", "woman", "woman"]);
      expect(b.holders["elder-display"]).toHaveLength(3);
      // The Raid Pool: 3 black, 3 brown, 3 red, 3 white, 2 yellow, 1 green.
      const cubes: Record<string, number> = {};
      for (const id of b.holders["raid-pool"]!) cubes[String(b.pieces[id]!.state["colour"])] = (cubes[String(b.pieces[id]!.state["colour"])] ?? 0) + 1;
      expect(cubes).toEqual({ black: 3, brown: 3, red: 3, white: 3, yellow: 2, green: 1 });
      // 5 Military, 9 Culture, 3 APs; Spain's Morale 5 and Ferocity 4.
      expect(b.tracks).toMatchObject({ "military-points": 5, "culture-points": 9, "dine-aps": 3, "enemy-morale": 5, "enemy-ferocity": 4 });
      // Cunning, Sharp Traders and Warrior Society back in the box; Horsemanship 1 in play; the rest near the map.
      const sets = (h: string) => [...new Set(b.holders[h]!.map((id) => b.pieces[id]!.state["development"]))].sort();
      expect(sets("cultural-unused")).toEqual(["cunning", "sharp-traders", "warrior-society"]);
      expect(b.holders["cultural-unused"]).toHaveLength(9);
      expect(b.holders["cultural-in-play"]!.map((id) => [b.pieces[id]!.state["development"], b.pieces[id]!.state["level"]])).toEqual([["horsemanship", "level-1"]]);
      expect(b.holders["cultural-available"]).toHaveLength(14);
      // Spain's instruction counters: E and G out of the game, A-D, F, H and I-N on the display in letter order.
      const letters = (ids: string[]) => ids.map((id) => b.pieces[id]!.state["letter"]).join("");
      expect(letters(b.holders["instruction-display"]!)).toBe("abcdfhijklmn");
      expect(b.holders["out-of-play"]!.filter((id) => b.pieces[id]!.kind === "instruction").map((id) => [b.pieces[id]!.state["nation"], b.pieces[id]!.state["letter"]])).toEqual([
        ["spanish", "e"],
        ["spanish", "g"],
      ]);
      // The deck: #32 drawn first, then 36, 26, 40, 15, 08, 24, 21 and 41; then #42 among eight more (18 cards in all).
      expect(b.holders["in-play"]).toEqual(["card-32"]);
      const deck = b.holders["deck"]!;
      expect(deck.slice(0, 8)).toEqual(["card-36", "card-26", "card-40", "card-15", "card-08", "card-24", "card-21", "card-41"]);
      expect(deck).toHaveLength(17);
      expect(deck.slice(8)).toContain("card-42");
      expect(deck.slice(8).filter((c) => c !== "card-42").every((c) => Number(c.slice(5)) <= 40)).toBe(true);
    });
  }
});

describe("Navajo Wars tutorial: card #32", () => {
  it("offers to preempt for its 3 APs; preempting spends them, and taking actions is where the playbook's sources end", () => {
    const e = Engine.create(game, { seed: 1, scenario: "tutorial" });
    expect(e.pending()).toMatchObject({ id: "preempt-choice", player: "dine", options: ["preempt", "let-the-enemy-go-first"] });
    // Played on a position (no rollback), the spent APs show: from 3 to 0, then the stop at section 3.
    const p = new Position(game, { seed: 1, scenario: "tutorial" });
    p.call("tutorial-deck", []);
    p.call("set-tracks", [5, 4, 9, 3, 5]);
    p.place("card-32", "in-play");
    expect(() => p.call("operations-segment", [], () => "preempt", "dine")).toThrow(/Player operations: planning, taking actions, passage of time.*section 3/);
    expect(p.state.tracks["dine-aps"]).toBe(0);
    // In the engine, the refused action leaves the game as it was: still 3 APs, still waiting.
    expect(() => e.apply("dine", "preempt")).toThrow(/section 3/);
    expect(board(e).tracks["dine-aps"]).toBe(3);
    expect(e.pending()!.id).toBe("preempt-choice");
  });
});
