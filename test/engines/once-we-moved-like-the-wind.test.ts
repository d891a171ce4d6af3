/**
 * Once We Moved Like the Wind as its generated engine plays it (the spec is
 * being completed; see the issue): combat runs area by area in the order the
 * Army player chooses, never in a reservation, and random games of the base
 * game end with a winner or a tie.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createEngine, game, type SideId } from "../../generated/once-we-moved-like-the-wind/index.js";
import { Position } from "../../runtime/core/machine.js";
import { deciderOf, playoutWith } from "../../runtime/engine.js";
import { placePiece as put, runScripted as run } from "../golden/helpers.js";
import { SeededRandom } from "../../runtime/rng.js";
import { readableBoard } from "../../runtime/core/values.js";
import { pieceNamed } from "../../runtime/core/board.js";

describe("Once We Moved Like the Wind", () => {
  it("lets the Army player pick the order of combats, among contested areas outside the reservations", () => {
    let seen = 0;
    for (let seed = 1; seed <= 20 && seen < 5; seed++) {
      const e = createEngine({ seed });
      const agent = new SeededRandom(seed);
      for (let i = 0; i < 2000 && !e.isOver(); i++) {
        const d = e.pending()!;
        if (d.id === "combat-area") {
          seen++;
          expect(d.player).toBe("army");
          const data = game.programs["|"]!().data;
          const sideOf = (piece: string) => data.pieces.find((k) => k.id === pieceNamed(readableBoard(e.state), piece)!.kind)!.side;
          for (const o of d.options) {
            expect(data.maps[0]!.areas!.find((x) => x.id === o)!.features ?? []).not.toContain("reservation");
            // Both players have blocks there.
            const sides = new Set(readableBoard(e.state).areas[o]!.map(sideOf));
            expect([...sides].sort()).toEqual(["apache", "army"]);
          }
        }
        const o = d.options[agent.int(0, d.options.length - 1)]!;
        e.apply(deciderOf(d, o, e.sides()) as SideId, o);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("plays random games to the end of the last turn", () => {
    for (let seed = 1; seed <= 5; seed++) {
      const r = playoutWith(() => createEngine({ seed }), { seed }, "once-we-moved-like-the-wind");
      expect(r.faults).toEqual([]);
      expect(r.outcome).not.toBeNull();
    }
  });
});

describe("Once We Moved Like the Wind: fights that need no dice", () => {
  const fresh = (dice: number[] = []) => {
    const p = new Position(game, { script: { dice } });
    p.state.tracks["army-vp"] = 0;
    p.state.tracks["apache-vp"] = 0;
    return p;
  };

  it("strips a Settler left alone in a town with Apache blocks before any combat, for the Apache player's VP", () => {
    const p = fresh();
    put(p, "settler", "a-021", 2);
    put(p, "san-carlos", "a-021", 3);
    run(p, "resolve-combats", {});
    expect(pieceNamed(p.board(), "settler")).toMatchObject({ location: "casualties", strength: 0, revealed: true });
    expect(pieceNamed(p.board(), "san-carlos")).toMatchObject({ location: "a-021", strength: 3 });
    expect(p.state.tracks["apache-vp"]).toBe(4);
  });

  it("leaves a Settler with another Army block to the combat", () => {
    // The band's one die, then the Settler's two: all misses.
    const p = fresh([1, 1, 1]);
    put(p, "settler", "a-021", 2);
    put(p, "carleton", "a-021");
    put(p, "san-carlos", "a-021", 1);
    const asked = run(p, "resolve-combats", { "combat-area": ["a-021"], "loss-choice": [] });
    expect(asked.map((a) => a.decision)).toEqual(["combat-area"]);
    // Carleton's 1, less 1 for the Settler, ties the band's 0: no ambush, a regular combat.
    expect(pieceNamed(p.board(), "settler")).toMatchObject({ location: "a-021", strength: 2 });
    expect(p.randomState()).toMatchObject({ dice: [] });
  });

  it("captures an Apache leader alone with Army blocks: shown, worth his rating, and no die rolled", () => {
    const p = fresh();
    put(p, "chato", "a-020");
    put(p, "us-troop-h", "a-020", 3);
    const asked = run(p, "resolve-combats", { "combat-area": ["a-020"], "retreat-before-combat-choice": ["stay"] });
    expect(asked.map((a) => a.decision)).toEqual(["combat-area", "retreat-before-combat-choice"]);
    expect(pieceNamed(p.board(), "chato")).toMatchObject({ location: "casualties", revealed: true });
    expect(p.state.tracks["army-vp"]).toBe(1);
    expect(p.piece("us-troop-h").strength).toBe(3);
  });

  it("sends an Army leader alone with Apache bands back to his pool, for no VP", () => {
    const p = fresh();
    put(p, "forsyth", "a-020");
    put(p, "warm-springs", "a-020", 2);
    run(p, "resolve-combats", { "combat-area": ["a-020"] });
    expect(p.where("forsyth")).toBe("us-junior-pool");
    expect([p.state.tracks["army-vp"], p.state.tracks["apache-vp"]]).toEqual([0, 0]);
    expect(pieceNamed(p.board(), "warm-springs")).toMatchObject({ location: "a-020", strength: 2 });
  });
});

describe("Once We Moved Like the Wind: Army movement with leaders", () => {
  const board = (pieces: [string, string][]) => {
    const p = new Position(game, { script: { dice: [] } });
    for (const [id, area] of pieces) put(p, id, area);
    return p;
  };

  it("has a leader pick blocks up and drop them off, none past its own allowance", () => {
    const p = board([["carleton", "a-007"], ["us-troop-a", "a-007"], ["us-company-a", "a-007"]]);
    const asked = run(
      p,
      "movement-segment",
      {
        "army-step": ["a-020", "a-021"],
        "take-along": ["some", "all"],
        "goes-along": ["goes", "goes"],
      },
      ["army"],
    );
    const steps = asked.filter((a) => a.decision === "army-step");
    // From 007, the areas wholly in Mexico (022, 023) are closed to a junior US leader without a senior.
    expect(steps[0]!.options).toContain("a-020");
    expect(steps[0]!.options).not.toContain("a-022");
    expect(steps[0]!.options).not.toContain("a-023");
    // The mixed boundary costs the Army 2: Company A (3 MP) has 1 left and cannot follow across the mountain (3).
    const along = asked.filter((a) => a.decision === "goes-along").map((a) => a.subject);
    expect(along).toEqual(["us-troop-a", "us-company-a"]);
    expect(["carleton", "us-troop-a", "us-company-a"].map((b) => p.where(b))).toEqual(["a-021", "a-021", "a-020"]);
    expect(["carleton", "us-troop-a", "us-company-a"].map((b) => p.piece(b).state["mp"])).toEqual([0, 0, 1]);
  });

  it("leaves blocks without a leader of their nation where they are", () => {
    const p = board([["terrazas", "a-020"], ["us-troop-a", "a-020"], ["first-escuadron", "a-020"]]);
    // Staying where he is (the first option) ends his move.
    const asked = run(p, "movement-segment", { "army-step": ["a-023", "a-023"], "take-along": ["all"] }, ["army"]);
    // Terrazas, Mexican, may not go into Arizona (007) but may go south; only the Mexican unit goes with him.
    expect(asked[0]!.options).not.toContain("a-007");
    expect(asked[0]!.options).toContain("a-023");
    expect(["terrazas", "first-escuadron", "us-troop-a"].map((b) => p.where(b))).toEqual(["a-023", "a-023", "a-020"]);
  });

  it("lets a junior US leader into Mexico only with a senior leader going along", () => {
    const p = board([["carleton", "a-007"], ["crook", "a-007"], ["us-troop-b", "a-007"]]);
    p.place(["crook", "carleton", "us-troop-b"], "a-007");
    const asked = run(p, "movement-segment", { "army-step": ["a-023", "a-023", "a-007"], "take-along": ["none"] }, ["army"]);
    // Crook, senior, goes into Mexico leaving Carleton and Troop B behind; then
    // Carleton, without a senior, is not offered Mexico.
    expect(asked.map((a) => [a.decision, a.subject])).toEqual([
      ["army-step", "crook"],
      ["take-along", "crook"],
      ["army-step", "crook"],
      ["army-step", "carleton"],
    ]);
    expect(asked[0]!.options).toContain("a-023");
    expect(asked[3]!.options).not.toContain("a-023");
    expect(asked[3]!.options).not.toContain("a-022");
    expect(["crook", "carleton", "us-troop-b"].map((b) => p.where(b))).toEqual(["a-023", "a-007", "a-007"]);
  });

  it("takes a senior leader along when a junior US leader goes into Mexico", () => {
    const p = board([["carleton", "a-007"], ["crook", "a-007"]]);
    // Carleton leads first here: the leaders move in the order they stand in the area.
    p.place(["carleton", "crook"], "a-007");
    const asked = run(p, "movement-segment", { "army-step": ["a-023", "a-023", "a-023"] }, ["army"]);
    expect(asked.map((a) => [a.decision, a.subject])).toEqual([
      ["army-step", "carleton"],
      ["army-step", "carleton"],
      ["army-step", "crook"],
    ]);
    expect(["carleton", "crook"].map((b) => p.where(b))).toEqual(["a-023", "a-023"]);
  });
});

describe("Once We Moved Like the Wind: victory points and the turn's end", () => {
  const fresh = () => {
    const p = new Position(game, { script: { dice: [] } });
    for (const t of ["army-vp", "apache-vp", "army-level", "apache-level"]) p.state.tracks[t] = 0;
    return p;
  };

  it("counts blocks in a reservation as forced back, without capturing their leader, and scores kept strength for the Apache player", () => {
    const p = fresh();
    put(p, "chato", "a-004");
    put(p, "san-carlos", "a-004", 3);
    put(p, "warm-springs", "a-003", 2);
    run(p, "score-turn", {});
    // 2 per SP forced back (3), 1 per SP kept (2); Chato is not captured in a reservation.
    expect([p.state.tracks["army-vp"], p.state.tracks["apache-vp"]]).toEqual([6, 2]);
    expect([p.state.tracks["army-level"], p.state.tracks["apache-level"]]).toEqual([1, 0]);
  });

  it("gives the Army 1 VP for each whole three Apache blocks on an edge area, but not in the Mescalero Reservation", () => {
    const p = fresh();
    for (const b of ["arivipa", "san-carlos", "carizo", "east-verde"]) put(p, b, "a-001", 1);
    for (const b of ["mimbreno", "warm-springs", "mescalito-nm"]) put(p, b, "a-014", 1);
    run(p, "score-turn", {});
    // a-001: 4 blocks make one set of three; a-014 is a reservation (3 SP forced back, 6 VP) but no edge VP.
    expect(p.state.tracks["army-vp"]).toBe(1 + 6);
    expect(p.state.tracks["apache-vp"]).toBe(4);
  });

  it("sets the incursion marker when an Apache block goes from the US into Mexico, and resets it after a turn without one", () => {
    const p = fresh();
    p.state.tracks["incursion"] = "no";
    put(p, "gallatin", "a-007", 4);
    run(p, "movement-segment", { "move-destination": ["a-023"] }, ["apache"]);
    expect(p.state.tracks["incursion"]).toBe("yes");
    run(p, "end-turn", {});
    expect(p.state.tracks["incursion"]).toBe("yes");
    run(p, "end-turn", {});
    expect(p.state.tracks["incursion"]).toBe("no");
  });
});

describe("Once We Moved Like the Wind: leader death (11.1)", () => {
  const area021 = (dice: number[]) => {
    const p = new Position(game, { variants: ["apache-leader-death"], script: { dice: [...dice, 4] } });
    for (const t of ["army-vp", "apache-vp"]) p.state.tracks[t] = 0;
    put(p, "chuhuahua", "a-021");
    put(p, "san-carlos", "a-021", 1);
    return p;
  };

  it("rolls for the Apache leaders after an ambush is fired: Chuhuahua (0) dies on a 2", () => {
    const p = area021([/* San Carlos, +1 for Chuhuahua in the mountains */ 5, /* death roll */ 2]);
    put(p, "us-troop-a", "a-021", 1);
    run(p, "resolve-combats", { "combat-area": ["a-021"], "retreat-before-combat-choice": ["stay"] });
    expect(p.where("us-troop-a")).toBe("casualties");
    expect(p.where("chuhuahua")).toBe("dead-leaders");
    expect(p.randomState()).toMatchObject({ dice: [4] });
  });

  it("does not roll when equal leadership means no ambush, only after the regular combat", () => {
    // Carleton (1) ties Chuhuahua (0, +1 in the mountains): no ambush. Regular combat, then one death roll, a 6.
    const p = area021([/* San Carlos */ 1, /* Troop A, +1 for Carleton */ 1, /* death roll */ 6]);
    put(p, "carleton", "a-021");
    put(p, "us-troop-a", "a-021", 1);
    run(p, "resolve-combats", { "combat-area": ["a-021"], "retreat-before-combat-choice": ["stay"] });
    expect(p.where("chuhuahua")).toBe("a-021");
    expect(p.randomState()).toMatchObject({ dice: [4] });
  });
});

describe("Once We Moved Like the Wind: ambushers falling back", () => {
  it("do not fight again in an area whose combat is already resolved", () => {
    // 020 first: Chato (1, +1 for the mountains) ties Forsyth and Crawford, so a regular combat, all misses.
    // Then 021: Chuhuahua ambushes lone Troop A, misses, and falls back into 020, which does not fight again.
    const p = new Position(game, { script: { dice: [/* 020 */ 1, 1, /* 021 ambush */ 1, /* unused */ 4] } });
    for (const t of ["army-vp", "apache-vp"]) p.state.tracks[t] = 0;
    for (const [b, a, s] of [["chato", "a-020"], ["warm-springs", "a-020", 1], ["forsyth", "a-020"], ["crawford", "a-020"], ["us-troop-h", "a-020", 1], ["chuhuahua", "a-021"], ["san-carlos", "a-021", 1], ["us-troop-a", "a-021", 3]] as [string, string, number?][]) put(p, b, a, s);
    const asked = run(p, "resolve-combats", { "combat-area": ["a-020", "a-021"], "retreat-before-combat-choice": ["stay", "stay"], "ambusher-retreat": ["a-020"] });
    expect(asked.map((a) => a.decision)).toEqual(["combat-area", "retreat-before-combat-choice", "combat-area", "retreat-before-combat-choice", "ambusher-retreat"]);
    expect(["chuhuahua", "san-carlos"].map((b) => p.where(b))).toEqual(["a-020", "a-020"]);
    expect(p.randomState()).toMatchObject({ dice: [4] });
  });
});

describe("Once We Moved Like the Wind: command conflict in combat", () => {
  it("does not let Army ambushers with Crook fall back into the area Miles holds", () => {
    const p = new Position(game, { script: { dice: [/* Troop B, +2 for Crook */ 1, /* unused */ 4] } });
    for (const t of ["army-vp", "apache-vp"]) p.state.tracks[t] = 0;
    for (const [b, a, s] of [["crook", "a-019"], ["us-troop-b", "a-019", 1], ["juh", "a-019"], ["san-carlos", "a-019", 4], ["carizo", "a-019", 4], ["miles", "a-015"]] as [string, string, number?][]) put(p, b, a, s);
    const asked = run(p, "resolve-combats", { "combat-area": ["a-019"], "retreat-before-combat-choice": ["stay"], "ambusher-retreat": ["a-017"] });
    const fallback = asked.find((a) => a.decision === "ambusher-retreat")!;
    // 019 borders 015, 017, 018, 027 and 028; Miles stands in 015.
    expect(fallback).toMatchObject({ player: "army", options: ["a-019", "a-017", "a-018", "a-027", "a-028"] });
    expect(p.where("crook")).toBe("a-017");
  });
});

describe("Once We Moved Like the Wind: movement in random games", () => {
  it("moves Army units and Mexican or US blocks only in a group with a leader of their nation, and never past their allowance", () => {
    const data = game.programs["|"]!().data;
    const kindOf = (e: ReturnType<typeof createEngine>, id: string) => data.pieces.find((k) => k.id === pieceNamed(readableBoard(e.state), id)!.kind)! as unknown as { side: string; leader?: boolean; nation?: string; movement: number };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (seed) => {
        const e = createEngine({ seed });
        const agent = new SeededRandom(seed);
        let groups = 0;
        for (let i = 0; i < 3000 && !e.isOver(); i++) {
          const d = e.pending()!;
          const o = d.options[agent.int(0, d.options.length - 1)]!;
          const events = e.apply(deciderOf(d, o, e.sides()) as SideId, o);
          // A step is taken once the player has said where, and who goes along.
          if (!["army-step", "take-along", "goes-along"].includes(d.id)) continue;
          for (const ev of events) {
            // Moves on the map made by the step (not blocks sent back to their pools afterwards).
            if (ev.type !== "moved" || !String(ev["to"]).startsWith("a-")) continue;
            const moved = (ev["moves"] as { piece: string; from: string }[]).filter((m) => m.from.startsWith("a-")).map((m) => m.piece);
            if (moved.length === 0) continue;
            const leaders = moved.filter((id) => kindOf(e, id).leader);
            expect(leaders.length).toBeGreaterThan(0);
            for (const id of moved) {
              // Every block in the group shares a nation with a leader in it.
              expect(leaders.some((l) => kindOf(e, l).nation === kindOf(e, id).nation)).toBe(true);
              const mp = pieceNamed(readableBoard(e.state), id)!.state["mp"] as number;
              expect(mp).toBeGreaterThanOrEqual(0);
              expect(mp).toBeLessThanOrEqual(kindOf(e, id).movement);
            }
            if (moved.length > 1) groups++;
          }
        }
        expect(groups).toBeGreaterThan(0);
      }),
      { numRuns: 6, seed: 13 },
    );
  });
});
