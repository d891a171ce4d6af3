/**
 * Navajo Wars' two-player semi-cooperative variant (playbook section 16),
 * with chosen dice: the Headman roll, the set-up's Influence steps, the
 * Determine Headman phase and who wins with the tribe. Each expected result
 * is worked out from the playbook's text and written here.
 */
import { describe, expect, it } from "vitest";
import { game } from "../../generated/navajo-wars/index.js";
import { Engine, Position } from "../../runtime/core/machine.js";
import type { Request } from "../../runtime/core/commands.js";
import { readableBoard, type Value } from "../../runtime/core/values.js";
import { pieceNamed } from "../../runtime/core/board.js";

const TWO = { scenario: "rise-of-the-people", variants: ["two-player"], players: 2 } as const;
const influenceOf = (e: Engine, id: string) => pieceNamed(readableBoard(e.state), id)!.state["influence"];

describe("Navajo Wars 16: the two-player variant", () => {
  it("is played by two, Turquoise and Red Basket, with the rules' enemy; the solitaire game by one", () => {
    const e = Engine.create(game, { seed: 1, ...TWO, variants: [...TWO.variants] });
    expect(e.sides()).toEqual(["turquoise", "red-basket", "enemy"]);
    expect(() => Engine.create(game, { seed: 1, scenario: TWO.scenario, variants: ["two-player"], players: 1 })).toThrow(/'two-player' is for 2 players, not 1/);
    expect(() => Engine.create(game, { seed: 1, scenario: TWO.scenario, players: 2 })).toThrow(/Navajo Wars is for 1 players?, not 2/);
  });

  it("gives the Headman card to Turquoise on 1-3 and to Red Basket on 4-6, and the Headman takes the tribe's decisions (16.2, 16.4 step 1)", () => {
    for (const [die, headman] of [[3, "turquoise"], [4, "red-basket"]] as const) {
      const e = Engine.create(game, { seed: 2, ...TWO, variants: [...TWO.variants], script: { dice: [die] } });
      expect(readableBoard(e.state).sideState[headman]!["headman"]).toBe(true);
      // The scenario's first decision, where Family A starts, is the Headman's.
      expect(e.pending()).toMatchObject({ id: "family-area", player: headman });
    }
  });

  it("marks a majority of the elders for the Headman, the rest for the other; then families one at a time, the Headman first; then the other sets its families' ferocity; then the Headman prepares the Cultural Development cards and the other collects (16.4 steps 3 to 6)", () => {
    const e = Engine.create(game, { seed: 2, ...TWO, variants: [...TWO.variants], script: { dice: [1] } });
    const answer = (id: string, player: string, choice: Value) => {
      expect(e.pending()).toMatchObject({ id, player });
      e.apply(player, choice);
    };
    for (let i = 0; i < 3; i++) answer("family-area", "turquoise", e.pending()!.options[0]!);
    // Three elders: Turquoise marks two of them, and Red Basket gets the third without a choice.
    const elders = e.pending()!.options as string[];
    expect(elders).toHaveLength(3);
    answer("elder-influence", "turquoise", elders[0]!);
    answer("elder-influence", "turquoise", elders[2]!);
    expect(elders.map((id) => influenceOf(e, id))).toEqual(["turquoise-influence", "red-basket-influence", "turquoise-influence"]);
    // As many family counters as elders: Turquoise, Red Basket, Turquoise.
    answer("family-influence", "turquoise", "family#1");
    // The other player may take a family the Headman marked (16.4's example): it is offered.
    expect(e.pending()!.options).toEqual(["family#1", "family#3", "family#5"]);
    answer("family-influence", "red-basket", "family#3");
    expect(e.pending()!.options).toEqual(["family#3", "family#5"]);
    answer("family-influence", "turquoise", "family#5");
    // Red Basket sets the ferocity of Family B, its own.
    expect(e.pending()).toMatchObject({ id: "starting-ferocity", player: "red-basket", options: [0, 1, 2, 3], subject: "family#3" });
    answer("starting-ferocity", "red-basket", 3);
    expect(pieceNamed(readableBoard(e.state), "family#3")!.state["ferocity"]).toBe(3);
    // Step 6: the Headman prepares the Cultural Development cards, the other player collects (14.1: one Level 1 card).
    expect(e.pending()).toMatchObject({ id: "cultural-set-choice", player: "turquoise" });
    answer("cultural-set-choice", "turquoise", e.pending()!.options[0]!);
    expect(e.pending()).toMatchObject({ id: "cultural-collect", player: "red-basket", options: ["collect", "decline"] });
    expect(readableBoard(e.state).sideState["turquoise"]!["headman"]).toBe(true);
  });
});

describe("Navajo Wars 16.5.2 and 16.1 on a position", () => {
  const position = () => {
    const p = new Position(game, { scenario: TWO.scenario, variants: ["two-player"], players: 2 });
    p.state.sideState["turquoise"]!["headman"] = true;
    return p;
  };
  const elders = (p: Position) => p.idsIn("elders").slice(0, 3);
  const mark = (p: Position, id: string, m: string) => (p.piece(id).state["influence"] = m);

  it("keeps the card with a majority, passes it to the other's majority, and stops at the unprinted table otherwise", () => {
    const p = position();
    const [a, b, c] = elders(p);
    p.place([a!, b!, c!], "elder-display");
    mark(p, a!, "turquoise-influence");
    mark(p, b!, "turquoise-influence");
    mark(p, c!, "red-basket-influence");
    p.call("between-draw-and-resolution", []);
    expect(p.state.sideState["turquoise"]!["headman"]).toBe(true);
    mark(p, a!, "red-basket-influence");
    p.call("between-draw-and-resolution", []);
    expect([p.state.sideState["turquoise"]!["headman"], p.state.sideState["red-basket"]!["headman"]]).toEqual([false, true]);
    // Two elders, one each: no majority; the Headman Enemy Way Table is on a card the playbook does not print.
    p.place(c!, "passage-of-time");
    mark(p, a!, "turquoise-influence");
    mark(p, b!, "red-basket-influence");
    expect(() => p.call("between-draw-and-resolution", [])).toThrow(/Headman Enemy Way Table/);
  });

  it("with no elders on the display, brings three back (the Passage of Time box first), two marked by the other player and one by the Headman, and passes the card", () => {
    const p = position();
    const [a] = elders(p);
    p.place(a!, "passage-of-time");
    const asked: Request[] = [];
    const picks = (r: Request) => {
      asked.push(r);
      return r.options[0]!;
    };
    p.call("between-draw-and-resolution", [], picks);
    const back = p.idsIn("elder-display");
    expect(back).toHaveLength(3);
    expect(back).toContain(a);
    expect(asked.map((r) => [r.decision, r.player])).toEqual([
      ["elder-influence", "red-basket"],
      ["elder-influence", "red-basket"],
    ]);
    expect(back.map((id) => p.piece(id).state["influence"]).sort()).toEqual(["red-basket-influence", "red-basket-influence", "turquoise-influence"]);
    expect([p.state.sideState["turquoise"]!["headman"], p.state.sideState["red-basket"]!["headman"]]).toEqual([false, true]);
  });

  it("lets the player with more Influence Points win with the tribe, and on a tie the one without the Headman card (16.1)", () => {
    const p = position();
    p.state.sideState["red-basket"]!["influence-points"] = 2;
    expect(p.fn("tribe-winner", [])).toBe("red-basket");
    p.state.sideState["turquoise"]!["influence-points"] = 3;
    expect(p.fn("tribe-winner", [])).toBe("turquoise");
    p.state.sideState["red-basket"]!["influence-points"] = 3;
    expect(p.fn("tribe-winner", [])).toBe("red-basket");
  });
});
