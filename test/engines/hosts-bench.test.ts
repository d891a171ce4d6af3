/**
 * `bench/hosts.ts` prices a host's view and decision as the difference
 * between games played with and without them, which means something only
 * if both kinds are the very same games: the decider and the option chosen
 * must not depend on whether the host showed anything.
 */
import { describe, expect, it } from "vitest";
import { playGames } from "../../bench/hosts.js";
import { game as apache } from "../../generated/apache/index.js";
import { game as owm } from "../../generated/once-we-moved-like-the-wind/index.js";
import { game as squares } from "../../generated/squares/index.js";

describe("bench/hosts.ts", () => {
  for (const [name, set] of [
    ["Apache (a window any side may play)", apache],
    ["Once We Moved Like the Wind (hidden blocks, options under aliases)", owm],
    ["SQUARES (nothing hidden)", squares],
  ] as const) {
    it(`plays the same games with and without the host's view and decision: ${name}`, () => {
      const plain = playGames(set, {}, 3, false);
      const hosted = playGames(set, {}, 3, true);
      expect(plain.steps).toBeGreaterThan(0);
      expect(hosted.steps).toBe(plain.steps);
      expect(hosted.outcomes).toBe(plain.outcomes);
      expect(plain.outcomes).not.toContain("null");
    });
  }
});
