/**
 * `bench/shaped-apache.ts` is the ceiling the bench holds the generated
 * Apache to only if it plays the same rules as the hand-written engine:
 * driven by the same random agent, the machine alone and the machine behind
 * the decision protocol must each play the very same games, and the protocol
 * must hand out the same decisions as `protocol-apache.ts` (whose test holds
 * both to refusing alike).
 */
import { describe, expect, it } from "vitest";
import { baselineApacheGame } from "../../bench/baseline-apache.js";
import { ProtocolApache } from "../../bench/protocol-apache.js";
import { ShapedApache, shapedApacheGame, shapedProtocolApacheGame } from "../../bench/shaped-apache.js";
import { SeededRandom } from "../../runtime/rng.js";

describe("bench/shaped-apache.ts", () => {
  it("plays the same games as the plain hand-written Apache, alone and through the protocol", () => {
    for (const players of [2, 3, 4, 5]) {
      for (let seed = 1; seed <= 40; seed++) {
        const expected = baselineApacheGame(seed, players);
        expect(shapedApacheGame(seed, players), `seed ${seed}, ${players} players`).toEqual(expected);
        expect(shapedProtocolApacheGame(seed, players), `seed ${seed}, ${players} players, protocol`).toEqual(expected);
      }
    }
  });

  it("hands out the decisions and events the hand-written engine hands out through the protocol, at every step", () => {
    for (let seed = 1; seed <= 15; seed++) {
      const shaped = new ShapedApache(seed, 4, true);
      const hand = new ProtocolApache(seed, 4);
      const agent = new SeededRandom(seed);
      while (!hand.isOver()) {
        const d = hand.pending()!;
        expect(shaped.pending()).toEqual(d);
        const o = d.options[agent.int(0, d.options.length - 1)]!;
        const who = d.player !== "any" ? d.player : String((o as unknown[])[0]);
        expect(shaped.apply(who, o)).toEqual(hand.apply(who, o));
      }
      expect(shaped.isOver()).toBe(true);
      expect(shaped.standing()).toEqual(hand.standing());
      expect(shaped.log).toEqual(hand.log);
    }
  });
});
