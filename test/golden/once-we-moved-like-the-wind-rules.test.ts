/**
 * Once We Moved Like the Wind read as the book writes it: the map-edge rule
 * of the victory points (9.0) counts the Apache blocks on all edge areas
 * together, in threes; the turn's totals are compared even past the 39 the
 * track is printed to; and nothing deploys in the ocean (6.0).
 */
import { describe, expect, it } from "vitest";
import { game } from "../../generated/once-we-moved-like-the-wind/index.js";
import { Position } from "../../runtime/core/machine.js";
import { runScripted } from "./helpers.js";

describe("Once We Moved Like the Wind 9.0: victory points", () => {
  it("gives the Army 1 VP for each 3 Apache blocks on edge areas taken together: 2 + 2 + 2 in three areas is 2 VP", () => {
    const p = new Position(game);
    // Six rumours (no strength, no VP for the Apache) on three edge areas, two each; no Army block anywhere.
    const rumours = ["pinal", "w-white-mountain", "chique", "tonto-creek", "cherry-creek", "clear-creek"];
    p.place(rumours.slice(0, 2), "a-001");
    p.place(rumours.slice(2, 4), "a-009");
    p.place(rumours.slice(4, 6), "a-022");
    p.call("score-turn", []);
    expect(p.state.tracks["army-vp"]).toBe(2);
  });

  it("leaves out the Mescalero Reservation, and counts only whole threes", () => {
    const p = new Position(game);
    p.place(["pinal", "w-white-mountain"], "a-001");
    p.place(["chique", "tonto-creek", "cherry-creek"], "a-014");
    p.call("score-turn", []);
    // Two on an edge area: no VP for the edge (those on the reservation count as forced back, not here).
    expect(p.state.tracks["army-vp"]).toBe(0);
  });

  it("compares the turn's totals past 39: the Army's 44 beats the Apache's 40", () => {
    const p = new Position(game);
    p.state.tracks["apache-vp"] = 40;
    p.state.tracks["army-vp"] = 36;
    // A war band of strength 4 ends the turn in the White Mountain reservation: forced back, 2 VP a point.
    p.place("apache-peaks", "a-004");
    p.call("score-turn", []);
    expect(p.state.tracks["army-vp"]).toBe(44);
    expect(p.state.tracks["army-level"]).toBe(1);
    expect(p.state.tracks["apache-level"]).toBe(0);
  });
});

describe("Once We Moved Like the Wind 6.0: deployment", () => {
  it("lets an Apache leader deploy in any area but the ocean, which may not be entered at all", () => {
    const p = new Position(game);
    expect(p.fn("deployable", ["geronimo", "ocean"])).toBe(false);
    expect(p.fn("deployable", ["geronimo", "a-001"])).toBe(true);
    expect(p.fn("deployable", ["geronimo", "a-024"])).toBe(true);
  });
});

describe("Once We Moved Like the Wind 7.0: the Mexican incursion", () => {
  it("is set by an Apache block leaving an area across the border (of both territories) for one wholly in Mexico", () => {
    const p = new Position(game);
    p.place("apache-peaks", "a-020");
    p.call("movement-segment", ["apache"], (r) => (r.decision === "move-destination" ? "a-023" : r.options[0]!) as never, "apache");
    expect(p.where("apache-peaks")).toBe("a-023");
    expect(p.state.tracks["incursion"]).toBe("yes");
  });

  it("is not set by a move within Mexico", () => {
    const p = new Position(game);
    p.place("apache-peaks", "a-024");
    p.call("movement-segment", ["apache"], (r) => (r.decision === "move-destination" ? "a-023" : r.options[0]!) as never, "apache");
    expect(p.state.tracks["incursion"]).toBe("no");
  });
});

describe("Once We Moved Like the Wind 8.0: retreat before combat", () => {
  it("reveals the leader the Apache player chooses, and no other block (issue 30, item 8)", () => {
    const p = new Position(game);
    p.place(["geronimo", "chato", "apache-peaks"], "a-020");
    const asked = runScripted(p, "retreat-before-combat", { "retreat-before-combat-choice": ["retreat"], "retreat-leader": ["chato"] }, ["a-020"]).map((a) => a.decision);
    expect(asked).toEqual(["retreat-before-combat-choice", "retreat-leader"]);
    expect(p.piece("chato").revealed).toBe(true);
    expect(p.piece("geronimo").revealed).toBeFalsy();
    expect(p.piece("apache-peaks").revealed).toBeFalsy();
  });
});

describe("Once We Moved Like the Wind 11.1: Apache leader death (the readings in the reference's assumptions)", () => {
  /** Where Chato (rating 1) ends after an ambush the Army fires in his area, his death roll being `roll`. */
  async function chatoAfterArmyAmbush(roll: number): Promise<string> {
    const { compiled } = await import("../helpers/compiled.js");
    const { checkGame } = await import("../../dsl/check.js");
    const model = checkGame("specs/once-we-moved-like-the-wind/game.rules").model;
    const set = await compiled(model, { variants: ["apache-leader-death"] });
    // The Army's ambush fire (a troop of 4: four dice, all misses), then Chato's death roll.
    const p = new Position(set, { variants: ["apache-leader-death"], script: { dice: [1, 1, 1, 1, roll] } });
    p.place(["chato", "apache-peaks"], "a-020");
    p.place(["us-troop-a"], "a-020");
    p.call("ambush-fire", ["army", "a-020"]);
    return p.where("chato")!;
  }

  it("rolls for an Apache leader after an ambush the Army fired, adding the printed rating: Chato (1) dies on a 2 (2 + 1 = 3)", async () => {
    expect(await chatoAfterArmyAmbush(2)).toBe("dead-leaders");
  });

  it("spares him on a 3 (3 + 1 = 4)", async () => {
    expect(await chatoAfterArmyAmbush(3)).toBe("a-020");
  });
});
