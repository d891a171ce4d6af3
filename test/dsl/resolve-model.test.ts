import { describe, expect, it } from "vitest";
import { resolveModel } from "../../dsl/resolve-model.js";
import { checkBody } from "../helpers/spec.js";

const base = `table t {
  row 1: base
}
counter wall
variant va {
  replace table t {
    row 1: from-a
  }
}
variant vb {
  remove counter wall
  track extra { range: 0..3 }
}
variant vc {
  requires: vb
  victory v { when: value(extra) > 2 }
}
variant vd {
  players: 2..3
  sides-in-play: a, b, c
  side c
  replace table t {
    row 1: from-d
  }
}
scenario s {
  turns: 1..4
  setup {
    log("start")
  }
}
`;

describe("applying scenarios and variants", () => {
  const checked = checkBody(base);

  it("starts from a model without errors", () => {
    expect(checked.diagnostics).toEqual([]);
  });

  it("replaces, removes and adds declarations, alone and combined", () => {
    const m = resolveModel(checked.model, { variants: ["va", "vb", "vc"] });
    expect(m.tables[0]!.rows).toEqual([{ key: { min: 1, max: 1 }, cells: ["from-a"] }]);
    expect(m.pieces.map((p) => p.id)).toEqual([]);
    expect(m.holders.map((h) => h.id)).toEqual(["extra"]);
    expect(m.rules.map((r) => r.id)).toEqual(["v"]);
    expect(m.applied).toEqual({ variants: ["va", "vb", "vc"] });
    // The base model is untouched.
    expect(checked.model.pieces.map((p) => p.id)).toEqual(["wall"]);
  });

  it("applies a scenario's turns and setup", () => {
    const m = resolveModel(checked.model, { scenario: "s" });
    expect(m.game.turns).toEqual({ min: 1, max: 4 });
    expect(m.game.setup).toEqual([{ do: "call", name: "log", args: [{ op: "text", value: "start" }] }]);
  });

  it("refuses combinations that conflict, lack a requirement or exceed player counts", () => {
    expect(() => resolveModel(checked.model, { variants: ["va", "vd"] })).toThrow("'va' and 'vd' both change 't', so they cannot be combined");
    expect(() => resolveModel(checked.model, { variants: ["vc"] })).toThrow("variant 'vc' needs variant 'vb' as well");
    // A variant's player count replaces the game's, and its sides in play the game's.
    expect(() => resolveModel(checked.model, { variants: ["vd"], players: 4 })).toThrow("'vd' is for 2-3 players, not 4");
    expect(() => resolveModel(checked.model, { players: 3 })).toThrow("G is for 2 players, not 3");
    expect(resolveModel(checked.model, { variants: ["vd"], players: 3 }).game).toMatchObject({ players: { min: 2, max: 3 }, sides: ["a", "b", "c"] });
    expect(() => resolveModel(checked.model, { variants: ["vq"] })).toThrow("unknown variant 'vq' (did you mean 'va'?); the game has 'va', 'vb', 'vc', 'vd'");
  });
});
