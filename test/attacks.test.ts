/**
 * The attacker's suite, run on every engine with hidden information: a
 * classifier that reads only what one player is given (`view`,
 * `pendingFor`, `eventsFor`) must name the class of the other side's hidden
 * pieces no better than the rules let it (see `bench/attack.ts`). The same
 * attack run on a deliberately leaky engine (the masking engines had before:
 * aliases in events about pieces in a hidden holder, strength changes seen
 * by all, the piece another side's decision concerns by its alias) must
 * succeed, so a test that passes here could fail.
 */
import { describe, expect, it } from "vitest";
import { classify, classOf, observeGames, type Observed } from "../bench/attack.js";
import { checkGame } from "../dsl/check.js";
import { game as apache } from "../generated/apache/index.js";
import { game as owmltw } from "../generated/once-we-moved-like-the-wind/index.js";
import { game as warpath } from "../generated/warpath/index.js";
import type { DataIndex } from "../runtime/core/data.js";
import { Engine, type EngineState, type ProgramSet } from "../runtime/core/machine.js";
import { masker, visibilityOf } from "../runtime/core/secrecy.js";
import { deciderOf, newSecret, type GameEvent } from "../runtime/engine.js";
import { compiled } from "./helpers/compiled.js";

const GAMES = Number(process.env["ATTACK_GAMES"] ?? 24);

/**
 * The engine as a leaky one would show it: every piece hidden from the
 * player under its alias in events and in the decision's subject, and every
 * strength change told to all.
 */
function leaky(e: Engine): Observed {
  const inner = e as unknown as { s: EngineState; index: DataIndex };
  const mask = (player: string) => masker(inner.s, inner.index, inner.s.secrets!, visibilityOf(inner.index, inner.s.sides), player);
  return {
    view: (p) => e.view(p),
    pendingFor: (p) => {
      const d = e.pending();
      return d && { subject: mask(p)(d.subject) };
    },
    eventsFor: (p, events) => events.map((ev) => mask(p)(ev) as GameEvent),
  };
}

interface Case {
  name: string;
  set: () => Promise<ProgramSet>;
  player: string;
  players?: number;
  /** Games to play, as a multiple of GAMES (a short game meets few hidden pieces). */
  scale?: number;
}

const CASES: Case[] = [
  { name: "Once We Moved Like the Wind, the Army reading", set: async () => owmltw, player: "army" },
  { name: "Once We Moved Like the Wind, the Apache reading", set: async () => owmltw, player: "apache" },
  { name: "Apache, red reading (3 players)", set: async () => apache, player: "red", players: 3 },
  { name: "Warpath, the Union reading (fog of war)", set: async () => warpath, player: "union" },
  { name: "the hidden-block fixture, west reading", set: async () => compiled(checkGame("test/fixtures/blocks/game.rules").model), player: "west", scale: 8 },
];

describe("attacker's suite: classifying hidden pieces from one player's share", () => {
  for (const c of CASES) {
    it(`${c.name}: does no better than the public information`, async () => {
      const set = await c.set();
      const make = (seed: number) => Engine.create(set, { seed, ...(c.players ? { players: c.players } : {}) });
      const r = classify(observeGames(make, (e) => e, c.player, classOf, GAMES * (c.scale ?? 1)));
      expect(r.n).toBeGreaterThan(100);
      expect(r.attack).toBeLessThanOrEqual(r.baseline + r.bound);
    });
  }

  it.each(["army", "apache"])("succeeds against a leaky engine (Once We Moved Like the Wind, the %s reading)", (player) => {
    const r = classify(observeGames((seed) => Engine.create(owmltw, { seed }), leaky, player, classOf, GAMES));
    expect(r.attack).toBeGreaterThan(r.baseline + 3 * r.bound);
  });
});

describe("attacker's suite: recovering the source of chance from one player's share", () => {
  /** The aliases one player sees, sorted: what the attacker matches candidate games against. */
  const seen = (e: Engine) =>
    e
      .view("red")
      .pieces.map((p) => p.id)
      .filter((id) => id.startsWith("hidden-"))
      .sort();
  /** Tries every seed below `tries` for one whose game shows red the same aliases; returns it, if any. */
  const searchSeeds = (target: string[], tries: number) => {
    for (let seed = 0; seed < tries; seed++) if (JSON.stringify(seen(Engine.create(apache, { seed, players: 3 }))) === JSON.stringify(target)) return seed;
    return undefined;
  };

  it("finds a seeded game's seed, and with it every hidden card and die to come (why seeds are for tests and simulations only)", () => {
    const real = Engine.create(apache, { seed: 1234, players: 3 });
    const found = searchSeeds(seen(real), 1500);
    expect(found).toBe(1234);
    // The attacker's copy knows the prairie's order, hidden from red.
    const copy = Engine.create(apache, { seed: found!, players: 3 });
    expect(copy.state.places).toEqual(real.state.places);
  });

  it("finds nothing of a game created with a secret: no view, decision, event or log of a player holds it, and no seed gives its aliases", () => {
    const secret = newSecret();
    const real = Engine.create(apache, { secret, players: 3 });
    expect(searchSeeds(seen(real), 1500)).toBeUndefined();
    const d = real.pending()!;
    const events = real.eventsFor("red", real.apply(deciderOf(d, d.options[0]!, real.sides()), d.options[0]!));
    const shown = JSON.stringify([real.view("red"), real.pendingFor("red"), events, real.logFor("red")]);
    expect(shown).not.toContain(secret);
    for (const word of real.state.secrets!.key) expect(shown).not.toContain(String(word));
    // The same secret gives the same game (replays are exact); another secret, another game.
    expect(seen(Engine.create(apache, { secret, players: 3 }))).toEqual(seen(Engine.create(apache, { secret, players: 3 })));
    expect(seen(Engine.create(apache, { secret: newSecret(), players: 3 }))).not.toEqual(seen(Engine.create(apache, { secret, players: 3 })));
    expect(Engine.replay(apache, real.log).state).toEqual(real.state);
  });

  it("refuses a game with both a seed and a secret, or with a secret of fewer than 128 bits", () => {
    expect(() => Engine.create(apache, { seed: 1, secret: newSecret() })).toThrow(/a seed or a secret, not both/);
    expect(() => Engine.create(apache, { secret: "abcdef" })).toThrow(/128 to 256 bits/);
  });
});
