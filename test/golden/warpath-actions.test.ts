/**
 * Warpath's actions, rule by rule, with chosen dice: control of spaces (3.2),
 * recruiting (6.2-6.5), movement (7.4, 7.5, 9.1), devastation (9.2-9.4),
 * supply wagons (9.5) and forts (10.1). Each expected result is worked out
 * from the rulebook's text and written here.
 */
import { describe, expect, it } from "vitest";
import { game } from "../../generated/warpath/index.js";
import { Position } from "../../runtime/core/machine.js";
import type { Request } from "../../runtime/core/commands.js";

const fresh = (dice: number[] = []) => new Position(game, { script: { dice } });
const areaState = (p: Position, a: string) => p.state.areaState![a]!;

/** Answers every decision with `pick(options)`, recording the options offered. */
function answering(pick: (r: Request) => unknown, seen: Request[] = []) {
  return (r: Request) => {
    seen.push(r);
    return pick(r) as never;
  };
}

describe("Warpath 3.2: control", () => {
  it("passes a space to the player whose unit stands alone in it, and keeps it while both stand there", () => {
    const p = fresh();
    p.place("kansas-cav-2#1", "cimarron");
    p.call("check-control", ["cimarron"]);
    expect(p.fn("controller", ["cimarron"])).toBe("union");
    p.place("texas-cav-11#1", "cimarron");
    p.call("check-control", ["cimarron"]);
    expect(p.fn("controller", ["cimarron"])).toBe("union");
    p.place("kansas-cav-2#1", "union-recruits");
    p.call("check-control", ["cimarron"]);
    expect(p.fn("controller", ["cimarron"])).toBe("confederate");
  });

  it("makes Fort Smith a Union base once taken, and no Confederate base again even if retaken (6.5)", () => {
    const p = fresh();
    expect(p.fn("confederate-bases", [])).toContain("fort-smith");
    p.place("kansas-cav-2#1", "fort-smith");
    p.call("check-control", ["fort-smith"]);
    expect(p.fn("union-bases", [])).toEqual(["fort-atkinson", "fort-scott", "fort-smith"]);
    p.place("kansas-cav-2#1", "union-recruits");
    p.place("texas-cav-11#1", "fort-smith");
    p.call("check-control", ["fort-smith"]);
    expect(p.fn("controller", ["fort-smith"])).toBe("confederate");
    expect(p.fn("confederate-bases", [])).not.toContain("fort-smith");
    expect(p.fn("union-bases", [])).not.toContain("fort-smith");
  });
});

describe("Warpath 6.3-6.4: where recruits are placed", () => {
  it("puts Union recruits on a Union base, and an Indian Home Guard battalion also on a Union-held capital", () => {
    const p = fresh();
    expect(p.fn("recruit-spaces", ["kansas-inf-10#1", "union"])).toEqual(["fort-atkinson", "fort-scott"]);
    areaState(p, "seminole-town")["captured"] = true;
    expect(p.fn("recruit-spaces", ["ihg-1#1", "union"])).toEqual(["fort-atkinson", "fort-scott", "seminole-town"]);
    expect(p.fn("recruit-spaces", ["kansas-inf-10#1", "union"])).toEqual(["fort-atkinson", "fort-scott"]);
  });

  it("places only one Home Guard battalion on a capital in an impulse", () => {
    const p = fresh();
    areaState(p, "seminole-town")["captured"] = true;
    p.place(["ihg-1#1", "ihg-1#2"], "union-recruits");
    p.call("place-recruit", ["union", false], answering((r) => (r.decision === "recruit-unit" ? "ihg-1#1" : "seminole-town")));
    expect(p.where("ihg-1#1")).toBe("seminole-town");
    expect(p.fn("recruit-spaces", ["ihg-1#2", "union"])).toEqual(["fort-atkinson", "fort-scott"]);
    p.call("new-impulse", ["union"]);
    expect(p.fn("recruit-spaces", ["ihg-1#2", "union"])).toContain("seminole-town");
  });

  it("puts a Confederate Indian unit on a Confederate base or its nation's capital", () => {
    const p = fresh();
    expect(p.fn("recruit-spaces", ["cherokee-mr-1#1", "confederate"])).toEqual(["fort-smith", "fort-belknap", "fort-marshall", "tahlequah"]);
    expect(p.fn("recruit-spaces", ["texas-cav-11#1", "confederate"])).toEqual(["fort-smith", "fort-belknap", "fort-marshall"]);
  });
});

describe("Warpath 7.4-7.5 and 9.1: movement", () => {
  it("moves cavalry up to four spaces and infantry two, a rough space counting two", () => {
    const p = fresh();
    p.place(["kansas-cav-2#1", "kansas-inf-10#1"], "fort-gibson");
    expect(p.fn("speed", ["kansas-cav-2#1"])).toBe(4);
    expect(p.fn("speed", ["kansas-inf-10#1"])).toBe(2);
    expect(p.fn("step-cost", ["fort-gibson", "tahlequah", "union", "kansas-inf-10#1"])).toBe(2);
    expect(p.fn("step-cost", ["fort-gibson", "park-hill", "union", "kansas-inf-10#1"])).toBe(1);
  });

  it("halves the rate of a unit starting in a devastated space, but not in a friendly base", () => {
    const p = fresh();
    p.place("kansas-cav-2#1", "cimarron");
    areaState(p, "cimarron")["devastated"] = true;
    expect(p.fn("speed", ["kansas-cav-2#1"])).toBe(2);
    p.place("kansas-cav-2#1", "fort-scott");
    areaState(p, "fort-scott")["devastated"] = true;
    expect(p.fn("speed", ["kansas-cav-2#1"])).toBe(4);
  });

  it("takes a unit space by space, taking control as it goes, and stops where it meets the enemy, to fight", () => {
    const p = fresh();
    p.place("kansas-cav-2#1", "fort-scott");
    p.place("texas-cav-11#1", "fort-gibson");
    const route = ["baxter-springs", "cabin-creek", "fort-gibson"];
    const offered: Request[] = [];
    // Battle decisions (after the move stops) take their first option; the dice fall as the seed gives them.
    p.call("move-unit", ["union"], answering((r) => (r.decision === "unit-to-move" ? "kansas-cav-2#1" : r.decision === "next-space" ? route.shift()! : r.options[0]), offered), "union");
    // Three spaces by road cost three of its four: entering Fort Gibson, where the enemy stands, ended
    // the move, though one space of its rate was left.
    const steps = offered.filter((r) => r.decision === "next-space");
    expect(steps).toHaveLength(3);
    // Each step is offered with its cost and what is left of the rate: 4, then 3, then 2.
    expect(steps.map((r) => r.allowance)).toEqual([4, 3, 2]);
    expect(steps.map((r, i) => r.costs![r.options.indexOf(["baxter-springs", "cabin-creek", "fort-gibson"][i]!)])).toEqual([1, 1, 1]);
    expect(offered.some((r) => ["fire-order", "terrain-shooter"].includes(r.decision))).toBe(true);
    // It stood alone in Cabin Creek on the way: the Union's now, and still once it left.
    expect(p.fn("controller", ["cabin-creek"])).toBe("union");
  });

  it("counts a step across a river as two spaces, as a rough space counts", () => {
    const p = fresh();
    p.place("kansas-cav-2#1", "fort-gibson");
    // Council Grounds (forest) across the river, Park Hill (forest) by road.
    expect(p.fn("step-cost", ["fort-gibson", "council-grounds", "union", "kansas-cav-2#1"])).toBe(2);
    expect(p.fn("step-cost", ["fort-gibson", "park-hill", "union", "kansas-cav-2#1"])).toBe(1);
    // Rough Tahlequah across the river counts two, not three.
    expect(p.fn("step-cost", ["fort-gibson", "tahlequah", "union", "kansas-cav-2#1"])).toBe(2);
  });
});

describe("Warpath 7.2, 7.3, 9.1 and 11.2: moving together", () => {
  it("moves a leader's force at the rate of its slowest counter, with the counters chosen to go along", () => {
    const p = fresh();
    p.place(["blunt", "kansas-cav-2#1", "kansas-inf-10#1", "kansas-cav-6#1"], "fort-scott");
    const offered: Request[] = [];
    const joins = ["kansas-cav-2#1", "kansas-inf-10#1", "blunt"];
    const route = ["baxter-springs", "cabin-creek", "cabin-creek"];
    p.call("move-unit", ["union"], answering((r) => (r.decision === "unit-to-move" ? "blunt" : r.decision === "join-move" ? joins.shift()! : route.shift()!), offered), "union");
    // Any unit in the space may join a leader's force; the infantry makes it move two spaces, not four.
    expect(offered.find((r) => r.decision === "join-move")!.options).toEqual(expect.arrayContaining(["kansas-cav-2#1", "kansas-inf-10#1", "kansas-cav-6#1", "blunt"]));
    expect(offered.filter((r) => r.decision === "next-space")).toHaveLength(2);
    for (const id of ["blunt", "kansas-cav-2#1", "kansas-inf-10#1"]) expect(p.where(id)).toBe("cabin-creek");
    // The cavalry left behind did not go, and may still act this impulse.
    expect(p.where("kansas-cav-6#1")).toBe("fort-scott");
    expect(p.fn("movable", ["union"])).toEqual(["kansas-cav-6#1"]);
  });

  it("lets a battalion take only its regiment's other battalions, and a wagon along; the wagon supplies a move out of a devastated space", () => {
    const p = fresh();
    p.place(["kansas-cav-2#1", "kansas-cav-2#2", "kansas-inf-10#1"], "cimarron");
    p.place(p.idsIn("union-wagons")[0]!, "cimarron");
    const wagon = p.idsIn("cimarron")[3]!;
    areaState(p, "cimarron")["captured"] = true;
    areaState(p, "cimarron")["devastated"] = true;
    expect(p.fn("companions", ["kansas-cav-2#1", "union"])).toEqual(["kansas-cav-2#2", wagon]);
    // In a devastated space, infantry alone moves one space (half of two); with the wagon, two.
    expect(p.fn("group-speed", [["kansas-inf-10#1"], "cimarron", "union"])).toBe(1);
    expect(p.fn("group-speed", [["kansas-inf-10#1", wagon], "cimarron", "union"])).toBe(2);
    expect(p.fn("group-speed", [["kansas-cav-2#1", "kansas-cav-2#2"], "cimarron", "union"])).toBe(2);
    expect(p.fn("group-speed", [["kansas-cav-2#1"], "fort-gibson", "union"])).toBe(4);
  });

  it("lets a unit always move one space, even one costing more than its rate (7.5)", () => {
    const p = fresh();
    p.place("kansas-inf-10#1", "fort-gibson");
    areaState(p, "fort-gibson")["captured"] = true;
    areaState(p, "fort-gibson")["devastated"] = true;
    const offered: Request[] = [];
    // Halved to one space out of a devastated space, it may still enter rough Tahlequah (two), and no further.
    p.call("move-unit", ["union"], answering((r) => (r.decision === "unit-to-move" ? "kansas-inf-10#1" : r.decision === "next-space" && offered.filter((o) => o.decision === "next-space").length === 1 ? "tahlequah" : r.options[r.options.length - 1]), offered), "union");
    expect(offered.find((r) => r.decision === "next-space")!.options).toContain("tahlequah");
    expect(p.where("kansas-inf-10#1")).toBe("tahlequah");
    // Nothing is left of its rate: no second step is offered.
    expect(offered.filter((r) => r.decision === "next-space")).toHaveLength(1);
  });

  it("counts a rough space as one for a force with engineers, but not one it enters across a river", () => {
    const p = fresh();
    p.place(["union-engineers", "kansas-inf-10#1"], "park-hill");
    // Park Hill to rough Tahlequah is a road.
    expect(p.fn("group-step", [["kansas-inf-10#1"], "park-hill", "tahlequah", "union"])).toBe(2);
    expect(p.fn("group-step", [["kansas-inf-10#1", "union-engineers"], "park-hill", "tahlequah", "union"])).toBe(1);
    // Fort Gibson to Tahlequah crosses the river: two, engineers or not.
    expect(p.fn("group-step", [["kansas-inf-10#1", "union-engineers"], "fort-gibson", "tahlequah", "union"])).toBe(2);
  });
});

describe("Warpath 9.2-9.4: devastation", () => {
  it("costs the owner of a devastated home space its next draw, once in an impulse", () => {
    const p = fresh();
    p.call("new-impulse", ["union"]);
    const markers = p.idsIn("marker-pool").filter((m) => p.piece(m).state["first"] === "devastation");
    p.call("devastate-space", ["red-river-crossing", markers[0]!, "union"]);
    p.call("devastate-space", ["fort-marshall", markers[1]!, "union"]);
    expect(p.state.sideState["confederate"]!["draws-lost"]).toBe(1);
    expect(areaState(p, "red-river-crossing")["devastated"]).toBe(true);
    expect(p.where(markers[0]!)).toBe("red-river-crossing");
    // An Indian Territory space costs nobody a draw.
    p.call("new-impulse", ["union"]);
    p.call("devastate-space", ["cimarron", markers[2]!, "union"]);
    expect(p.state.sideState["confederate"]!["draws-lost"]).toBe(1);
  });

  it("frees a space on a summer roll of 1-3 and sends its marker back to the pool; 4-6 keeps it", () => {
    const p = fresh([3, 4]);
    const [m1, m2] = p.idsIn("marker-pool").filter((m) => p.piece(m).state["first"] === "devastation");
    p.call("devastate-space", ["salt-plains", m1!, "union"]);
    p.call("devastate-space", ["cimarron", m2!, "union"]);
    p.call("recover-devastation", []);
    // Areas are gone through in map order: Great Salt Plains (3, recovered), then Cimarron Crossing (4, stays).
    expect(areaState(p, "salt-plains")["devastated"]).toBe(false);
    expect(p.where(m1!)).toBe("marker-pool");
    expect(areaState(p, "cimarron")["devastated"]).toBe(true);
    expect(p.where(m2!)).toBe("cimarron");
  });

  it("offers no rough space and no base", () => {
    const p = fresh();
    expect(p.fn("devastable", ["tahlequah"])).toBe(false);
    expect(p.fn("devastable", ["fort-scott"])).toBe(false);
    expect(p.fn("devastable", ["cimarron"])).toBe(true);
  });
});

describe("Warpath 9.5 and 10.1: supply wagons and forts", () => {
  it("procures a wagon on a friendly base, two wagons up, and retires it once both increments are spent", () => {
    const p = fresh();
    p.call("procure-wagon", ["union"], () => "fort-scott" as never);
    const wagon = p.idsIn("fort-scott")[0]!;
    expect(p.piece(wagon).strength).toBe(2);
    p.call("spend-wagon", [wagon, "union"]);
    expect(p.piece(wagon).strength).toBe(1);
    expect(p.piece(wagon).face).toBe("one-wagon");
    p.call("spend-wagon", [wagon, "union"]);
    expect(p.where(wagon)).toBe("union-wagons");
    expect(p.piece(wagon).strength).toBe(2);
  });

  it("begins a fort with a unit and a wagon, finishes it in a later impulse, and removes it when the space empties", () => {
    const p = fresh();
    p.place("kansas-inf-10#1", "fort-gibson");
    areaState(p, "fort-gibson")["captured"] = true;
    p.place(p.idsIn("union-wagons")[0]!, "fort-gibson");
    p.call("new-impulse", ["union"]);
    expect(p.fn("fort-sites", ["union"])).toEqual(["fort-gibson"]);
    p.call("build-fort", ["union"], () => "fort-gibson" as never);
    const fort = p.idsIn("fort-gibson").find((x) => x.startsWith("fort#"))!;
    expect(p.piece(fort).face).toBe("building");
    // Not again in the same impulse: the builder has acted, and a fort is finished in a later impulse.
    expect(p.fn("fort-sites", ["union"])).toEqual([]);
    p.call("new-impulse", ["union"]);
    p.call("build-fort", ["union"], () => "fort-gibson" as never);
    expect(p.piece(fort).face).toBe("finished");
    expect(p.piece(fort).state["done"]).toBe(true);
    // The wagon spent both its increments and left play.
    expect(p.idsIn("union-wagons")).toHaveLength(8);
    p.place("kansas-inf-10#1", "union-recruits");
    p.call("check-control", ["fort-gibson"]);
    expect(p.where(fort)).toBe("fort-stock");
  });
});

describe("Warpath 6.5: the Fort Smith units", () => {
  it("join the Union recruit box the moment the Union takes Fort Smith", () => {
    const p = fresh();
    p.place("kansas-cav-2#1", "fort-smith");
    expect(p.idsIn("fort-smith-pending")).toHaveLength(3);
    p.call("check-control", ["fort-smith"]);
    expect(p.idsIn("fort-smith-pending")).toHaveLength(0);
    expect(p.idsIn("union-recruits")).toEqual(expect.arrayContaining(["arkansas-inf-1#1", "arkansas-inf-1#2", "arkansas-battery"]));
  });

  it("join when the Union holds both Park Hill and Sculleyville, not one of them", () => {
    const p = fresh();
    p.place("kansas-cav-2#1", "park-hill");
    p.call("check-control", ["park-hill"]);
    expect(p.idsIn("fort-smith-pending")).toHaveLength(3);
    p.place("kansas-cav-2#2", "sculleyville");
    p.call("check-control", ["sculleyville"]);
    expect(p.idsIn("fort-smith-pending")).toHaveLength(0);
  });

  it("join on turn four at the latest", () => {
    const p = fresh();
    p.state.turn = 3;
    p.call("start-of-turn", []);
    expect(p.idsIn("fort-smith-pending")).toHaveLength(3);
    p.state.turn = 4;
    p.call("start-of-turn", []);
    expect(p.idsIn("fort-smith-pending")).toHaveLength(0);
  });
});

describe("Warpath 11.2 and 11.4: engineers' forts, Quantrill and the bases", () => {
  it("lets a unit with engineers build a fort in one impulse with two increments of supply, finished side up", () => {
    const p = fresh();
    p.place(["union-engineers", "kansas-inf-10#1"], "fort-gibson");
    areaState(p, "fort-gibson")["captured"] = true;
    const wagon = p.idsIn("union-wagons")[0]!;
    p.place(wagon, "fort-gibson");
    p.call("new-impulse", ["union"]);
    const asked: Request[] = [];
    p.call("build-fort", ["union"], answering((r) => (r.decision === "fort-site" ? "fort-gibson" : "at-once"), asked));
    expect(asked.find((r) => r.decision === "fort-pace")!.options).toEqual(["begin", "at-once"]);
    const fort = p.idsIn("fort-gibson").find((x) => x.startsWith("fort#"))!;
    expect(p.piece(fort).face).toBe("finished");
    expect(p.piece(fort).state["done"]).toBe(true);
    // Both increments of the wagon went into it.
    expect(p.where(wagon)).toBe("union-wagons");
  });

  it("keeps Quantrill out of a Union base unless a Confederate leader goes with him", () => {
    const p = fresh();
    expect(p.fn("quantrill-may-enter", [["quantrill"], "fort-scott"])).toBe(false);
    expect(p.fn("quantrill-may-enter", [["quantrill", "cooper"], "fort-scott"])).toBe(true);
    expect(p.fn("quantrill-may-enter", [["quantrill"], "humboldt"])).toBe(true);
    expect(p.fn("quantrill-may-enter", [["texas-cav-11#1"], "fort-scott"])).toBe(true);
  });
});

describe("Warpath 11.3 and 9.3: raiders devastate", () => {
  it("may devastate the space they end in, any space, and a home space costs its owner a draw", () => {
    const p = fresh();
    p.place("comanche-party#1", "comanche-base");
    p.call("new-impulse", ["union"]);
    // The Union draws the Comanche: the party rides into Fort Cobb then stays, and burns it... then into Texas next time.
    p.call("raid", ["comanche", "union"], answering((r) => (r.decision === "next-space" ? (p.where("comanche-party#1") === "comanche-base" ? "fort-cobb" : "fort-cobb") : "yes")), "union");
    expect(p.where("comanche-party#1")).toBe("fort-cobb");
    expect(areaState(p, "fort-cobb")["devastated"]).toBe(true);
    expect(p.state.sideState["confederate"]!["draws-lost"]).toBe(0);
    p.call("new-impulse", ["union"]);
    p.place("comanche-party#1", "red-river-crossing");
    p.call("raid", ["comanche", "union"], answering((r) => (r.decision === "next-space" ? "red-river-crossing" : "yes")), "union");
    expect(areaState(p, "red-river-crossing")["devastated"]).toBe(true);
    expect(p.state.sideState["confederate"]!["draws-lost"]).toBe(1);
  });
});
