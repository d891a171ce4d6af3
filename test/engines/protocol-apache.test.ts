/**
 * `bench/protocol-apache.ts` measures what the decision protocol alone costs
 * Apache only if it plays the same rules as the plain hand-written engine:
 * driven by the same random agent, it must play the very same games, and it
 * must refuse what the protocol refuses.
 */
import { describe, expect, it } from "vitest";
import { baselineApacheGame } from "../../bench/baseline-apache.js";
import { ProtocolApache, protocolApacheGame } from "../../bench/protocol-apache.js";
import { ShapedApache } from "../../bench/shaped-apache.js";
import { IllegalActionError } from "../../runtime/engine.js";

describe("bench/protocol-apache.ts", () => {
  it("plays the same games as the plain hand-written Apache for the same agent", () => {
    for (const players of [2, 3, 4, 5]) {
      for (let seed = 1; seed <= 30; seed++) expect(protocolApacheGame(seed, players), `seed ${seed}, ${players} players`).toEqual(baselineApacheGame(seed, players));
    }
  });

  it("asks for every choice the rules leave to a player, and ends with every card accounted for", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const e = new ProtocolApache(seed, 4);
      let i = 0;
      while (!e.isOver()) {
        const d = e.pending()!;
        seen.add(d.id);
        const o = d.options[(seed + i++) % d.options.length]!;
        e.apply(d.player !== "any" ? d.player : Array.isArray(o) ? String(o[0]) : "red", o);
      }
      const { piles, removed } = e.standing();
      expect(piles.reduce((n, p) => n + p, 0) + removed).toBeLessThanOrEqual(114);
      expect(e.log.length).toBe(i);
    }
    expect([...seen].sort()).toEqual(["booty-choice", "play-hand-card", "prisoner"]);
  });

  // The generator-shaped engine (bench/shaped-apache.ts) keeps the same protocol, so it refuses alike.
  const engines: [string, (seed: number) => ProtocolApache | ShapedApache][] = [
    ["the hand-written rules", (seed) => new ProtocolApache(seed, 4)],
    ["the generator-shaped engine", (seed) => new ShapedApache(seed, 4, true)],
  ];
  for (const [name, make] of engines) {
    it(`refuses a play for another side, an option not offered and a malformed value, and goes on as before (${name})`, () => {
      const e = make(7);
      const d = e.pending()!;
      expect(d.id).toBe("play-hand-card");
      expect(() => e.apply("yellow", ["red", "chief"])).toThrow(IllegalActionError);
      expect(() => e.apply("red", ["red", "shaman"])).toThrow(/not a legal option/);
      expect(() => e.apply("red", { nope: 1 })).toThrow(IllegalActionError);
      expect(e.log).toEqual([]);
      expect(e.pending()).toEqual(d);
      e.apply("red", ["red", "chief"]);
      expect(e.pending()!.options).not.toContainEqual(["red", "chief"]);
    });
  }
});
