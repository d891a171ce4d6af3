/**
 * Once We Moved Like the Wind as its generated engine plays it (the spec is
 * being completed; see the issue): combat runs area by area in the order the
 * Army player chooses, never in a reservation, and random games of the base
 * game end with a winner or a tie.
 */
import { describe, expect, it } from "vitest";
import { createEngine, game, type SideId } from "../../generated/once-we-moved-like-the-wind/index.js";
import { deciderOf, playoutWith } from "../../runtime/engine.js";
import { SeededRandom } from "../../runtime/rng.js";

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
          const sideOf = (piece: string) => data.pieces.find((k) => k.id === e.state.pieces[piece]!.kind)!.side;
          for (const o of d.options) {
            expect(data.maps[0]!.areas!.find((x) => x.id === o)!.features ?? []).not.toContain("reservation");
            // Both players have blocks there.
            const sides = new Set(e.state.areas[o]!.map(sideOf));
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
