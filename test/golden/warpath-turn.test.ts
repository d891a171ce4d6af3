/**
 * Warpath's turn flow, rule by rule, with chosen dice and draws: who goes
 * first (4.2), the End markers (4.2, 5.4), Quantrill's marker (11.4), units
 * of a new year (6.1) and the raiders going home (4.2). Expected results are
 * worked out from the rulebook's text and written here.
 */
import { describe, expect, it } from "vitest";
import { game } from "../../generated/warpath/index.js";
import { Position } from "../../runtime/core/machine.js";

/** A position before set-up with the marker pool as set-up leaves it, and scripted dice and draws. */
function at(script: { dice?: number[]; picks?: number[] }): Position {
  return new Position(game, { script });
}

/** The ids of the markers in the pool whose entries are these. */
function markers(p: Position, first: string, second = first): string[] {
  return p.idsIn("marker-pool").filter((id) => p.piece(id).state["first"] === first && p.piece(id).state["second"] === second);
}

/** Puts `id` where the next draw from the pool (pick 0) takes it. */
function onTop(p: Position, id: string): void {
  const rest = p.idsIn("marker-pool").filter((x) => x !== id);
  p.place([id, ...rest], "marker-pool");
}

describe("Warpath 4.2: first player determination", () => {
  it("gives the first impulse to the higher roll: Union 3, Confederate 5", () => {
    const p = at({ dice: [3, 5] });
    p.call("determine-first-player", []);
    expect(p.state.active).toBe("confederate");
  });

  it("rolls ties again: 4-4, then Union 6 against 2", () => {
    const p = at({ dice: [4, 4, 6, 2] });
    p.call("determine-first-player", []);
    expect(p.state.active).toBe("union");
    expect(p.randomState()).toMatchObject({ dice: [] });
  });
});

describe("Warpath 5.4: End markers", () => {
  it("puts back an End marker drawn as a player's first draw of the turn, and draws again", () => {
    // The End marker on top is drawn first (pick 0) and goes back to the bottom; the next draw takes the action marker.
    const p = at({ picks: [0, 0] });
    const two = markers(p, "action-2")[0]!;
    onTop(p, two);
    onTop(p, markers(p, "end")[0]!);
    p.call("campaign-impulse", ["union"], (r) => r.options[0]!);
    expect(p.idsIn("drawn-markers")).toEqual([two]);
    expect(p.state.tracks["turn-half"]).toBe("face");
    expect(p.state.sideState["union"]!["drawn"]).toBe(true);
  });

  it("flips the turn marker at the first End drawn later in the turn, and ends the campaign at the second", () => {
    const p = at({ picks: [0, 0] });
    p.state.sideState["union"]!["drawn"] = true;
    const [a, b] = markers(p, "end");
    onTop(p, b!);
    onTop(p, a!);
    p.call("campaign-impulse", ["union"]);
    expect(p.state.tracks["turn-half"]).toBe("half-over");
    p.call("campaign-impulse", ["union"]);
    expect(p.state.tracks["turn-half"]).toBe("ended");
  });

  it("reads the End/Comanche marker as End in winter (turn 2) and as the Comanche in summer (turn 1)", () => {
    const winter = at({ picks: [0] });
    winter.state.turn = 2;
    winter.state.sideState["union"]!["drawn"] = true;
    onTop(winter, markers(winter, "end", "comanche")[0]!);
    winter.call("campaign-impulse", ["union"]);
    expect(winter.state.tracks["turn-half"]).toBe("half-over");
    const summer = at({ picks: [0] });
    summer.state.sideState["union"]!["drawn"] = true;
    onTop(summer, markers(summer, "end", "comanche")[0]!);
    summer.call("campaign-impulse", ["union"]);
    expect(summer.state.tracks["turn-half"]).toBe("face");
  });
});

describe("Warpath 11.4: Quantrill", () => {
  it("joins the pool at the start of turn two, not before", () => {
    const p = at({});
    p.state.turn = 1;
    p.call("start-of-turn", []);
    expect(p.idsIn("quantrill-marker")).toHaveLength(1);
    p.state.turn = 2;
    p.call("start-of-turn", []);
    expect(p.idsIn("quantrill-marker")).toHaveLength(0);
  });

  it("goes back into the pool when the Union draws it, and enters an empty space when the Confederates do", () => {
    const p = at({ picks: [0, 0] });
    p.state.turn = 2;
    p.call("start-of-turn", []);
    p.state.sideState["union"]!["drawn"] = true;
    p.state.sideState["confederate"]!["drawn"] = true;
    const q = p.idsIn("marker-pool").find((id) => p.piece(id).state["first"] === "quantrill")!;
    const one = markers(p, "action-1")[0]!;
    onTop(p, one);
    onTop(p, q);
    // The Union draws Quantrill (pick 0), puts it back at the bottom, and draws the action marker (pick 0).
    p.call("campaign-impulse", ["union"], (r) => r.options[0]!);
    expect(p.idsIn("drawn-markers")).toEqual([one]);
    expect(p.where("quantrill")).toBe("quantrill-waiting");
    // The Confederates draw it: Quantrill enters the space chosen, which no unit occupies.
    const p2 = new Position(game, { script: { picks: [0] } });
    p2.state.turn = 2;
    p2.call("start-of-turn", []);
    p2.state.sideState["confederate"]!["drawn"] = true;
    onTop(p2, p2.idsIn("marker-pool").find((id) => p2.piece(id).state["first"] === "quantrill")!);
    let offered: unknown[] = [];
    p2.call("campaign-impulse", ["confederate"], (r) => ((offered = r.options), "cimarron"), "confederate");
    expect(offered).toContain("cimarron");
    expect(p2.where("quantrill")).toBe("cimarron");
  });
});

describe("Warpath 6.1: units of a new year", () => {
  it("join the recruit box at the start of turn two (Winter 1862), and 1863's at turn four", () => {
    const p = at({});
    p.state.turn = 2;
    p.call("start-of-turn", []);
    expect(p.idsIn("confederate-recruits").filter((id) => id.startsWith("texas-cav-29"))).toHaveLength(2);
    expect(p.idsIn("union-recruits").filter((id) => id.startsWith("ihg-1"))).toHaveLength(3);
    expect(p.idsIn("confederate-recruits").filter((id) => id === "watie")).toHaveLength(0);
    p.state.turn = 3;
    p.call("start-of-turn", []);
    expect(p.idsIn("confederate-recruits").filter((id) => id === "watie")).toHaveLength(0);
    p.state.turn = 4;
    p.call("start-of-turn", []);
    expect(p.idsIn("confederate-recruits").filter((id) => id === "watie")).toHaveLength(1);
  });
});

describe("Warpath 4.4: how to win", () => {
  it("gives the Union the game at the end of a turn in which it holds all five capitals, not before", () => {
    const p = at({});
    for (const c of ["tahlequah", "timoshingo", "doaksville", "council-grounds", "seminole-town"]) p.state.areaState![c]!["captured"] = true;
    // Checked only at the end of a turn: nothing at once, nor when a step ends.
    expect(p.suddenDeath(true)).toBeUndefined();
    expect(p.suddenDeath()).toBeUndefined();
    expect(p.suddenDeath(false, true)).toMatchObject({ winners: ["union"], name: "Union sudden death victory" });
    p.state.areaState!["doaksville"]!["captured"] = false;
    expect(p.suddenDeath(false, true)).toBeUndefined();
  });

  it("gives the Confederates the game the moment one of their units takes a Union base", () => {
    const p = at({});
    p.place("texas-cav-11#1", "fort-scott");
    p.call("check-control", ["fort-scott"]);
    expect(p.suddenDeath(true)).toMatchObject({ winners: ["confederate"], name: "Confederate sudden death victory" });
  });
});
