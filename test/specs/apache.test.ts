import { describe, expect, it } from "vitest";
import { resolveModel } from "../../dsl/resolve-model.js";
import { countWhere, expand, loadSpec } from "./helpers.js";

const model = loadSpec("apache");
const COLOURS = ["red", "yellow", "green", "blue", "purple"];

describe("Apache spec", () => {
  it("is for 2 to 5 players, one colour each", () => {
    expect(model.game.players).toEqual({ min: 2, max: 5 });
    expect(model.game.sides).toEqual(COLOURS);
    expect(model.types.find((t) => t.id === "colour")!.values).toEqual(COLOURS);
  });

  it("has 4 hand cards in each of the 5 colours", () => {
    const hand = expand(model, "hand-cards");
    expect(hand).toHaveLength(20);
    for (const colour of COLOURS) {
      expect(hand.filter((c) => c["colour"] === colour).map((c) => c["rank"]).sort()).toEqual(["chief", "hunter", "maiden", "warrior"]);
    }
  });

  it("has 114 prairie cards: 45 Indians and 69 booty cards", () => {
    const prairie = expand(model, "prairie");
    expect(prairie).toHaveLength(114);
    const indians = prairie.filter((c) => c["piece"] === "indian");
    expect(indians).toHaveLength(45);
    for (const colour of COLOURS) {
      const mine = indians.filter((c) => c["colour"] === colour);
      expect({
        chief: countWhere(mine, (c) => c["rank"] === "chief"),
        warrior: countWhere(mine, (c) => c["rank"] === "warrior"),
        maiden: countWhere(mine, (c) => c["rank"] === "maiden"),
        hunter: countWhere(mine, (c) => c["rank"] === "hunter"),
      }).toEqual({ chief: 2, warrior: 2, maiden: 2, hunter: 3 });
    }
    const booty = prairie.filter((c) => c["piece"] === "booty");
    expect(booty).toHaveLength(69);
    const byLoot = Object.fromEntries(["buffalo", "totem-pole", "tomahawk", "necklace", "teepee"].map((l) => [l, countWhere(booty, (c) => c["loot"] === l)]));
    expect(byLoot).toEqual({ buffalo: 33, "totem-pole": 9, tomahawk: 9, necklace: 9, teepee: 9 });
  });

  it("says which Indian claims which booty", () => {
    const chart = model.tables.find((t) => t.id === "booty-of")!;
    expect(chart.columns).toEqual(["takes", "male"]);
    expect(Object.fromEntries(chart.rows!.map((r) => [r.key, r.cells]))).toEqual({
      chief: ["totem-pole", true],
      warrior: ["tomahawk", true],
      maiden: ["necklace", false],
      hunter: ["buffalo", true],
    });
  });

  it("has the three variants, combinable in every way and for every player count they allow", () => {
    expect(model.variants.map((v) => v.id)).toEqual(["warpath", "wedding", "shared-booty"]);
    const ids = ["warpath", "wedding", "shared-booty"];
    for (let mask = 0; mask < 8; mask++) {
      const chosen = ids.filter((_, i) => mask & (1 << i));
      // Every combination with every player count: Shared booty included with five players, where it adds nothing.
      for (let players = 2; players <= 5; players++) {
        const m = resolveModel(model, { variants: chosen, players });
        expect(m.applied).toEqual({ variants: chosen });
      }
    }
  });

  it("claims resolve in order of speed through an interrupt after each reveal", () => {
    const play = model.sequences.find((s) => s.id === "play")!;
    const loop = play.children!.find((c) => c.id === "reveals")!;
    const claims = loop.children!.find((c) => c.id === "claims")!;
    expect(claims).toMatchObject({ kind: "interrupt", after: "reveal-card", order: "speed", decision: "play-hand-card" });
  });
});
