/**
 * Warpath's battles (8.0-8.7, 10.2, 11.1), with chosen dice: each expected
 * result is worked out from the rulebook's text, on the reconstructed Battle
 * Results Table (1-3 no effect; 4 P in prairie and cross timbers; 5 E in
 * prairie, P elsewhere; 6 E in prairie and cross timbers, P in forest and
 * rough; 7 E but in rough).
 */
import { describe, expect, it } from "vitest";
import { game } from "../../generated/warpath/index.js";
import { Position } from "../../runtime/core/machine.js";
import type { Request } from "../../runtime/core/commands.js";
import { pieceNamed } from "../../runtime/core/board.js";

/** A position with scripted dice; `answers` replies decision by decision (by id), in order. */
function battle(dice: number[]) {
  const p = new Position(game, { script: { dice } });
  const asked: Request[] = [];
  const answer = (replies: Record<string, unknown[]>) => (r: Request) => {
    asked.push(r);
    const queue = replies[r.decision];
    if (!queue || queue.length === 0) throw new Error(`no reply for '${r.decision}' (options ${JSON.stringify(r.options)})`);
    return queue.shift() as never;
  };
  return { p, asked, answer };
}

describe("Warpath 8.1, step 2: the terrain round", () => {
  it("lets a defender in a forest across a river fire first at the unit of its choice: two panics eliminate it", () => {
    // Union cavalry crosses the river from Fort Gibson into Council Grounds (forest), held by Texas cavalry.
    const { p, answer } = battle([5, 6]);
    p.place("kansas-cav-2#1", "council-grounds");
    p.place("texas-cav-11#1", "council-grounds");
    p.call("fight", ["council-grounds", "union", "confederate", "fort-gibson", false], answer({ "terrain-shooter": ["texas-cav-11#1"], "target-unit": ["kansas-cav-2#1"] }), "union");
    // Forest: 5 is P, 6 is P: panicked, then eliminated. No attacker is left: the defender wins, and no pursuit leaves a forest.
    expect(p.where("kansas-cav-2#1")).toBe("union-recruits");
    expect(p.piece("kansas-cav-2#1").face).toBe("front");
    expect(p.where("texas-cav-11#1")).toBe("council-grounds");
    expect(p.fn("controller", ["council-grounds"])).toBe("confederate");
  });
});

describe("Warpath 8.1, step 4: regular rounds", () => {
  it("gives superiority to the higher die plus a leader; eliminations land before the enemy fires; a destroyed force's leader rolls", () => {
    // Salt Plains (prairie), attacked by road from the Great Bend: no terrain round, no artillery.
    // Superiority: Union 2 + Blunt's 2 = 4 against 3. The Union infantry fires first: 5 (E), 1 (-);
    // the Confederates lose the cavalry of their choice. The other fires: 4 (P), 4 (P): the infantry
    // panics, then is eliminated. No Union unit is left: the defender wins; Blunt rolls 5 and is lost.
    const { p, answer } = battle([2, 3, 5, 1, 4, 4, 5]);
    p.place(["kansas-inf-10#1", "blunt"], "salt-plains");
    p.place(["texas-cav-11#1", "texas-cav-11#2"], "salt-plains");
    p.call(
      "fight",
      ["salt-plains", "union", "confederate", "arkansas-bend", false],
      answer({ "fire-order": ["kansas-inf-10#1", "texas-cav-11#1"], "loss-choice": ["texas-cav-11#2", "kansas-inf-10#1", "kansas-inf-10#1"], "break-off": ["fire"], pursue: ["stay"] }),
      "union",
    );
    expect(p.where("texas-cav-11#2")).toBe("confederate-recruits");
    expect(p.where("kansas-inf-10#1")).toBe("union-recruits");
    expect(p.piece("kansas-inf-10#1").face).toBe("front");
    expect(p.where("blunt")).toBe("union-recruits");
    expect(p.where("texas-cav-11#1")).toBe("salt-plains");
    expect(p.randomState()).toMatchObject({ dice: [] });
  });

  it("makes a losing defender retreat, all to one space of its choice but the attacker's, and lets the winning cavalry pursue", () => {
    // Union cavalry (superior: 6 against 1) fires 6, 6 in the prairie: two eliminations. The
    // Confederates keep their leader McIntosh alone: he rolls 2, survives and retreats. The Union
    // cavalry pursues into Washita, empty: no second battle.
    const { p, asked, answer } = battle([6, 1, 6, 6, 2]);
    p.place("kansas-cav-2#1", "salt-plains");
    p.place(["texas-cav-11#1", "arkansas-inf-confederate#1", "mcintosh"], "salt-plains");
    p.call(
      "fight",
      ["salt-plains", "union", "confederate", "arkansas-bend", false],
      answer({ "fire-order": ["kansas-cav-2#1"], "break-off": ["fire"], "loss-choice": ["texas-cav-11#1", "arkansas-inf-confederate#1"], "retreat-space": ["cimarron"], pursue: ["pursue"], "pursuit-space": ["washita"] }),
      "union",
    );
    const retreat = asked.find((r) => r.decision === "retreat-space")!;
    // Anywhere but the Great Bend, where the attack came from.
    expect(retreat.options).not.toContain("arkansas-bend");
    expect(retreat.options).toEqual(expect.arrayContaining(["fort-atkinson", "cimarron", "kiowa-base", "washita"]));
    expect(p.where("mcintosh")).toBe("cimarron");
    expect(p.where("kansas-cav-2#1")).toBe("washita");
    // Salt Plains was left empty: the Union took it when its cavalry stood there alone.
    expect(p.fn("controller", ["salt-plains"])).toBe("union");
    expect(p.fn("controller", ["washita"])).toBe("union");
  });
});

describe("Warpath 8.1, step 3 and 11.1: long-range artillery", () => {
  it("panics at most, never eliminates, with one more on the die in a prairie", () => {
    // Only the Union has artillery: its battery fires 4 and 5 (+1 in a prairie: 5 and 6, E and E), read
    // as panics: the Texas infantry of the Confederates' choosing panics, and no unit is eliminated.
    const { p, answer } = battle([4, 5]);
    p.place(["kansas-battery-2"], "salt-plains");
    p.place(["arkansas-inf-confederate#1"], "salt-plains");
    p.call("fight", ["salt-plains", "union", "confederate", "arkansas-bend", false], answer({ "fire-order": ["kansas-battery-2"], "target-unit": ["arkansas-inf-confederate#1"], "retreat-space": ["washita"] }), "union");
    // Panicked, the infantry cannot fire, and the regular rounds never start: the Confederates lose and
    // retreat, face up again. Two dice were rolled, no more.
    expect(p.randomState()).toMatchObject({ dice: [] });
    expect(p.where("arkansas-inf-confederate#1")).toBe("washita");
    expect(p.piece("arkansas-inf-confederate#1").face).toBe("front");
  });
});

describe("Warpath 10.2, 10.4 and 9.7: a base is a fort", () => {
  it("lets its defenders ignore panics, turns the attackers' panics into eliminations, and supplies its defenders every round", () => {
    // Texas cavalry attacks Fort Scott from Humboldt. Superiority 3 against 1: the cavalry fires 4, 4
    // (P, P), which the fort's defenders ignore. The infantry fires three dice, one for the base's
    // supply: 4 (P), 1, 1: the attacker of a fort is eliminated instead of panicking.
    const { p, answer } = battle([3, 1, 4, 4, 4, 1, 1]);
    p.place("kansas-inf-10#1", "fort-scott");
    p.place("texas-cav-11#1", "fort-scott");
    p.call("fight", ["fort-scott", "confederate", "union", "humboldt", false], answer({ "fire-order": ["texas-cav-11#1", "kansas-inf-10#1"], "break-off": ["fire"], "loss-choice": ["texas-cav-11#1"] }), "confederate");
    expect(p.piece("kansas-inf-10#1").face).toBe("front");
    expect(p.where("texas-cav-11#1")).toBe("confederate-recruits");
    expect(p.randomState()).toMatchObject({ dice: [] });
    expect(p.fn("controller", ["fort-scott"])).toBe("union");
  });
});

describe("Warpath 8.4: breaking off", () => {
  it("lets cavalry retreat instead of firing; an attacker goes back where it came from", () => {
    // Superiority 1 against 6: the Texas defenders fire first, 1 and 2, no effect; the Union cavalry breaks off.
    const { p, answer } = battle([1, 6, 1, 2]);
    p.place("kansas-cav-2#1", "salt-plains");
    p.place("texas-cav-11#1", "salt-plains");
    p.call("fight", ["salt-plains", "union", "confederate", "arkansas-bend", false], answer({ "fire-order": ["texas-cav-11#1", "kansas-cav-2#1"], "break-off": ["fire", "break-off"], "retreat-space": ["arkansas-bend"], pursue: ["stay"] }), "union");
    expect(p.where("kansas-cav-2#1")).toBe("arkansas-bend");
    expect(p.where("texas-cav-11#1")).toBe("salt-plains");
  });
});

describe("Warpath 5.4 and 11.3: Fortune of War and the raiders", () => {
  it("lets the drawing player move one of the other player's units, not one in a fort or base", () => {
    const { p, answer } = battle([]);
    p.place("texas-cav-11#1", "cimarron");
    p.place("texas-cav-11#2", "fort-belknap");
    expect(p.fn("fortune-targets", ["union"])).toEqual(["texas-cav-11#1"]);
    p.call("fortune-of-war", ["union"], answer({ "unit-to-move": ["texas-cav-11#1"], "next-space": ["arkansas-bend", "arkansas-bend"] }), "union");
    // Moved by the Union into Union Kansas, the Confederate cavalry takes the space.
    expect(p.where("texas-cav-11#1")).toBe("arkansas-bend");
    expect(p.fn("controller", ["arkansas-bend"])).toBe("confederate");
  });

  it("lets the drawing player move the tribe's raiders and fight with them, adding one to their dice against no more units", () => {
    // A Kiowa party rides from its camps to Washita, where one Cherokee unit stands: 1 against 1, so +1.
    // Superiority: Kiowa 5 against 2. The party fires 4+1 = 5 in a prairie: E. The Cherokee unit is gone.
    const { p, asked, answer } = battle([5, 2, 4]);
    p.place(["kiowa-party#1", "kiowa-party#2", "kiowa-party#3"], "kiowa-base");
    p.place("cherokee-mr-1#1", "washita");
    p.call("raid", ["kiowa", "union"], answer({ "next-space": ["washita", "kiowa-base", "kiowa-base"], "fire-order": ["kiowa-party#1"], "break-off": ["fire"], "loss-choice": ["cherokee-mr-1#1"], pursue: ["stay"], "raid-devastation": ["no", "no", "no"] }), "union");
    expect(p.where("cherokee-mr-1#1")).toBe("confederate-recruits");
    expect(p.where("kiowa-party#1")).toBe("washita");
    // The Union player made the raiders' choices.
    expect(asked.filter((r) => r.decision === "fire-order").every((r) => r.player === "union")).toBe(true);
    // No base but their own: Fort Belknap is never offered to the Comanche.
    expect(p.fn("may-enter", ["comanche", "fort-belknap"])).toBe(false);
    expect(p.fn("may-enter", ["comanche", "comanche-base"])).toBe(true);
  });
});

describe("Warpath 11.3: players attacking the raiders", () => {
  it("fights each tribe met as a battle of its own, the other player deciding for the raiders", () => {
    // Union cavalry rides into Washita, where a Kiowa and a Comanche party stand. Against the Kiowa:
    // superiority 6 against 1, the cavalry fires 6, 6 (E, E): the party is gone. Against the Comanche:
    // 6 against 1 again, 5, 1 (E): gone too.
    const { p, asked, answer } = battle([6, 1, 6, 6, 6, 1, 5, 1]);
    p.place("kansas-cav-2#1", "salt-plains");
    p.place(["kiowa-party#1"], "washita");
    p.place(["comanche-party#1"], "washita");
    p.call("move-unit", ["union"], answer({ "unit-to-move": ["kansas-cav-2#1"], "next-space": ["washita"], "fire-order": ["kansas-cav-2#1", "kansas-cav-2#1"], "break-off": ["fire", "fire"], "loss-choice": ["kiowa-party#1", "comanche-party#1"], pursue: ["stay", "stay"] }), "union");
    expect(p.where("kiowa-party#1")).toBe("kiowa-raiders");
    expect(p.where("comanche-party#1")).toBe("comanche-raiders");
    expect(p.where("kansas-cav-2#1")).toBe("washita");
    expect(asked.filter((r) => r.decision === "loss-choice").map((r) => r.player)).toEqual(["confederate", "confederate"]);
    expect(p.randomState()).toMatchObject({ dice: [] });
  });
});

describe("Warpath 7.7: fog of war", () => {
  it("hides a player's units on the map from the other player, shows them in the recruit boxes, and shows the units firing in a battle", async () => {
    const { Engine } = await import("../../runtime/core/machine.js");
    const { deciderOf } = await import("../../runtime/engine.js");
    const { SeededRandom } = await import("../../runtime/rng.js");
    // Random games: whenever a battle's decision is waited for, the units in its space are shown to both.
    let battles = 0;
    let hiddenSeen = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const e = Engine.create(game, { seed });
      const agent = new SeededRandom(seed);
      // In the recruit boxes, every unit is shown to the other player.
      for (const id of e.view("union").holders["confederate-recruits"]!) expect(id.startsWith("hidden-")).toBe(false);
      while (!e.isOver()) {
        const d = e.pending()!;
        const union = e.view("union");
        // Outside battles, Confederate units on the map are face-down counters to the Union.
        for (const ids of e.state.tracks["battles-on"] === 0 ? Object.values(union.areas) : []) {
          for (const id of ids) {
            const p = pieceNamed(union, id)!;
            if (p.owner === "confederate" && p.kind !== "supply-wagon") {
              expect(p.kind).toBe("hidden");
              hiddenSeen++;
            }
          }
        }
        if (d.id === "fire-order") {
          battles++;
          // The unit about to fire and every unit it may fire with are shown to the other side too.
          const other = d.player === "union" ? "confederate" : "union";
          for (const o of d.options) expect(e.isHiddenFrom(String(o), other)).toBe(false);
        }
        const o = d.options[agent.int(0, d.options.length - 1)]!;
        e.apply(deciderOf(d, o, e.sides()), o);
      }
    }
    expect(battles).toBeGreaterThan(0);
    expect(hiddenSeen).toBeGreaterThan(0);
  });

  it("hides a recruit placed on the map, and shows it again when eliminated", () => {
    const { p, answer } = battle([]);
    p.place("kansas-cav-2#1", "union-recruits");
    p.call("place-recruit", ["union", false], answer({ "recruit-unit": ["kansas-cav-2#1"], "recruit-space": ["fort-scott"] }), "union");
    expect(p.piece("kansas-cav-2#1").revealed).not.toBe(true);
    p.call("eliminate-unit", ["kansas-cav-2#1"]);
    expect(p.piece("kansas-cav-2#1").revealed).toBe(true);
  });
});
