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
      for (const box of ["family-box-a", "family-box-b", "family-box-c"]) {
        expect(b.holders[box]!.map((id) => b.pieces[id]!.state["role"]).sort()).toEqual(["child", "man", "woman"]);
      }
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
      expect(letters(b.holders["active-column"]!)).toBe("abcdfh");
      expect(letters(b.holders["standby-column"]!)).toBe("ijklmn");
      expect(b.holders["inactive-column"] ?? []).toEqual([]);
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

/** The tutorial's game, its dice and cubes scripted as the walk-through gives them. */
function tutorial(dice: number[], draws: Record<string, string>[]) {
  const e = Engine.create(game, { seed: 1, scenario: "tutorial", script: { dice, draws } });
  const b = () => board(e);
  const family = (letter: string) => Object.keys(b().pieces).find((id) => b().pieces[id]!.kind === "family" && b().pieces[id]!.state["letter"] === letter && b().pieces[id]!.location.match(/-\d$/))!;
  /** Answers the decision the walk-through reaches, checking that it is the one waited for. */
  const answer = (decision: string, option: unknown) => {
    expect(e.pending()?.id, `waiting for ${decision}`).toBe(decision);
    expect(e.pending()!.options).toContainEqual(option);
    e.apply("dine", option as never);
  };
  const letters = (holder: string) => (b().holders[holder] ?? []).map((id) => String(b().pieces[id]!.state["letter"])).join("");
  const shown = (holder: string) => (b().holders[holder] ?? []).map((id) => `${String(b().pieces[id]!.state["letter"])}:${b().pieces[id]!.face}`).join(" ");
  const colours = (holder: string) => (b().holders[holder] ?? []).map((id) => String(b().pieces[id]!.state["colour"])).sort();
  const kindsIn = (holder: string) => (b().holders[holder] ?? b().areas[holder] ?? []).map((id) => b().pieces[id]!.kind).sort();
  return { e, b, family, answer, letters, shown, colours, kindsIn };
}

describe("Navajo Wars tutorial: card #32", () => {
  it("refuses to preempt for free: the state is unchanged when an action is refused", () => {
    const e = Engine.create(game, { seed: 1, scenario: "tutorial" });
    expect(e.pending()).toMatchObject({ id: "preempt-choice", player: "dine", options: ["preempt", "let-the-enemy-go-first"] });
    expect(() => e.apply("dine", "planning" as never)).toThrow();
    expect(board(e).tracks["dine-aps"]).toBe(3);
    expect(e.pending()!.id).toBe("preempt-choice");
  });

  // Dice: the enemy's step 3 (1 and 3), the drought roll (2); then card #36's step 3 (6, 6).
  // Cubes: brown (Family A's raid), a corn counter, black (Family C's long-range raid), brown
  // (Subjugate), red (the Major Event); then red and black (card #36's Subjugate).
  const dice = [1, 3, 2, 6, 6];
  const draws: Record<string, string>[] = [{ colour: "brown" }, { kind: "corn" }, { colour: "black" }, { colour: "brown" }, { colour: "red" }, { colour: "red" }, { colour: "black" }];

  it("plays the walk-through of card #32: preempt, Take Actions with families A, B and C, the enemy's five steps, the Major and Minor Events", () => {
    const t = tutorial(dice, draws);
    const [a, bb, c] = [t.family("a"), t.family("b"), t.family("c")];
    // Preempt for 3 APs: from 3 to 0.
    t.answer("preempt-choice", "preempt");
    expect(t.b().tracks["dine-aps"]).toBe(0);
    t.answer("operation-choice", "take-actions");
    // Family A: 6 MPs. Shiprock 3 to 2 for 2 MPs, a raid on New Mexico for 2 (Shiprock 1 and Santa Fe).
    t.answer("activate-more", "activate");
    t.answer("family-to-activate", a);
    t.answer("family-action", "move-to-adjacent-area");
    expect(t.e.pending()!.allowance).toBe(6);
    t.answer("family-move", "shiprock-2");
    t.answer("family-action", "raid-new-mexico");
    // The brown cube: a horse into the Resources box, the cube into the Raided Cubes box, ferocity 0 to 1.
    expect(t.kindsIn("resources")).toEqual(["horse"]);
    expect(t.colours("raided-cubes")).toEqual(["brown"]);
    expect(t.b().pieces[a]!.state["ferocity"]).toBe(1);
    // The horse into Family A's box; back to Shiprock 3 for 1 MP (its bracketed value); the last MP unused.
    t.answer("family-action", "take-a-horse");
    expect(t.kindsIn("family-box-a")).toContain("horse");
    t.answer("family-action", "move-to-adjacent-area");
    expect(t.e.pending()!.allowance).toBe(2);
    expect(t.e.pending()!.costs![t.e.pending()!.options.indexOf("shiprock-3" as never)]).toBe(1);
    t.answer("family-move", "shiprock-3");
    expect(t.e.pending()!.options).not.toContain("raid-new-mexico");
    t.answer("family-action", "end-activation");
    expect(t.b().pieces[a]!.location).toBe("shiprock-3");
    // Family B plants corn in San Juan Valley 1 for 5 of its 6 MPs, and keeps the last.
    t.answer("activate-more", "activate");
    t.answer("family-to-activate", bb);
    t.answer("family-action", "plant-corn");
    expect(t.kindsIn("san-juan-valley-1")).toEqual(["corn", "family"]);
    t.answer("family-action", "end-activation");
    // Family C, 14 MPs from Santa Fe, raids long-range with all its MPs; the black cube: a sheep.
    t.answer("activate-more", "activate");
    t.answer("family-to-activate", c);
    expect(t.e.pending()!.options).not.toContain("raid-new-mexico");
    t.answer("family-action", "long-range-raid");
    // No decision waits between the loot and card #36's Planning: what happened in between is read
    // from the events of this one action.
    const events = t.e.apply("dine", "take-sheep" as never) as { type: string; [k: string]: unknown }[];
    expect(t.kindsIn("resources")).toEqual(["sheep"]);
    expect(t.b().pieces[c]!.state["ferocity"]).toBe(1);
    const colourOf = (id: string) => String(t.b().pieces[id]!.state["colour"]);
    const told = events.map((x) => {
      if (x.type === "rolled") return `rolled ${(x["results"] as number[]).join(",")}`;
      if (x.type === "track") return `${String(x["track"])} ${String(x["value"])}`;
      if (x.type === "flipped") return `flipped ${t.b().pieces[String(x["piece"])]!.state["letter"] as string}`;
      const [m] = x["moves"] as { piece: string }[];
      const what = m!.piece.startsWith("raid-cube") ? colourOf(m!.piece) : m!.piece.startsWith("instruction") ? String(t.b().pieces[m!.piece]!.state["letter"]) : m!.piece.replace(/#\d+$/, "");
      return `${what}>${String(x["to"])}`;
    });
    // The enemy: 2 APs less 2 for the Raided Cubes (brown and black), at least 1. Dice 1 and 3: A is
    // striped and stays, C flips to Colonize. Subjugate (A, 1 AP) draws the brown cube into the
    // Recovery box; the reset brings A back to the bottom of the Active column. The Major Event's
    // red cube goes to Subjugation; the drought roll of 2 puts a drought counter in San Juan Valley;
    // card #32 is discarded and card #36 drawn.
    expect(told.slice(0, told.indexOf("card-36>in-play") + 1)).toEqual([
      "sheep>resources",
      "black>raided-cubes",
      "enemy-aps 1",
      "rolled 1,3",
      "flipped c",
      "enemy-aps 0",
      "brown>drawn-cube",
      "brown>recovery",
      "a>inactive-column",
      "a>active-column",
      "red>drawn-cube",
      "red>subjugation",
      "rolled 2",
      "drought>san-juan-valley-drought",
      "card-32>discards",
      "card-36>in-play",
    ]);
    expect(t.kindsIn("san-juan-valley-drought")).toEqual(["drought"]);
    expect(t.b().holders["discards"]).toEqual(["card-32"]);
    // After card #32's reset the order was B, Colonize, D, F, H, A: card #36 (below) starts from it.
    // Card #36 is drawn. With no APs the player cannot preempt: the enemy goes first and collects
    // 4 - 2 (Raided Cubes) + 1 (a red cube in Subjugation) = 3. Dice 6, 6: the Peace counter (N)
    // on the Standby column and the Subjugate (A) on the Active column's row 6 swap. Subjugate (B)
    // costs 2 and draws a red cube (to Subjugation) and a black one (to Recovery); Colonize costs 3,
    // so the enemy saves its last AP. The reset: Colonize, D, F, H, Peace, B.
    expect(t.b().holders["in-play"]).toEqual(["card-36"]);
    expect(t.b().tracks["enemy-aps"]).toBe(1);
    expect(t.colours("subjugation")).toEqual(["red", "red"]);
    expect(t.colours("recovery")).toEqual(["black", "brown"]);
    expect(t.shown("active-column")).toBe("c:back d:front f:front h:front n:front b:front");
    expect(t.letters("standby-column")).toBe("ijklma");
    expect(t.b().tracks).toMatchObject({ "military-points": 5, "culture-points": 9, "dine-aps": 0, "enemy-morale": 5 });
    // The player's Planning operation is where the walk-through goes next.
    expect(t.e.pending()).toMatchObject({ id: "operation-choice" });
  });
});
