/**
 * Each generated module types every decision's options (`DecisionOptions`)
 * from what the checker inferred for the `choose` statements and interrupts
 * that ask it. Those types must hold in play: in random games of every game,
 * every option offered is a value of the type its decision was given (a side
 * id for a side, an area id for an area, one of a type's values ...). A type
 * inferred wrongly would give clients a type that lies.
 */
import { describe, expect, it } from "vitest";
import type { Ty } from "../../dsl/builtins.js";
import { checkGame } from "../../dsl/check.js";
import type * as M from "../../dsl/model-types.js";
import { declaredAnywhere, decisionAsks } from "../../generator/action-types.js";
import { game as apache } from "../../generated/apache/index.js";
import { game as navajo } from "../../generated/navajo-wars/index.js";
import { game as owmltw } from "../../generated/once-we-moved-like-the-wind/index.js";
import { game as squares } from "../../generated/squares/index.js";
import { game as warpath } from "../../generated/warpath/index.js";
import { Engine, type ProgramSet } from "../../runtime/core/machine.js";
import type { Value } from "../../runtime/core/values.js";
import { deciderOf, type EngineOptions } from "../../runtime/engine.js";
import { SeededRandom } from "../../runtime/rng.js";

/** The ids of each kind of declaration a value may name, as the module's unions list them. */
function idsOf(model: M.Model, engine: Engine): Record<string, Set<string>> {
  const areas = model.maps.flatMap((m) => m.areas ?? []);
  const holders = model.holders.flatMap((h) => [h.id, ...model.sides.map((s) => `${h.id}@${s.id}`)]);
  return {
    // A place is an area or a holder (a side's copy of a holder every player has included).
    place: new Set([...areas.map((a) => a.id), ...holders]),
    side: new Set(model.sides.map((s) => s.id)),
    area: new Set(areas.map((a) => a.id)),
    territory: new Set(model.maps.flatMap((m) => (m.territories ?? []).map((t) => t.id))),
    piece: new Set(engine.state.pieces.map((p) => p.id)),
    holder: new Set(model.holders.map((h) => h.id)),
    decision: new Set(model.decisions.map((d) => d.id)),
    table: new Set(model.tables.map((t) => t.id)),
  };
}

function conforms(v: Value, t: Ty, model: M.Model, ids: Record<string, Set<string>>): boolean {
  switch (t.t) {
    case "any":
      return true;
    case "int":
      return Number.isInteger(v);
    case "number":
      return typeof v === "number";
    case "bool":
      return typeof v === "boolean";
    case "text":
    case "dice":
      return typeof v === "string";
    case "void":
      return false;
    case "list":
      return Array.isArray(v) && v.every((x) => conforms(x, t.of, model, ids));
    case "ref":
      if (ids[t.kind] === undefined) throw new Error(`the test knows no ids of kind '${t.kind}'`);
      return typeof v === "string" && ids[t.kind]!.has(v);
    case "enum": {
      const values = declaredAnywhere(model, "types").find((x) => x.id === t.type)?.values ?? declaredAnywhere(model, "decisions").find((d) => d.id === t.type)?.options?.filter((o) => typeof o === "string");
      if (!values?.length) throw new Error(`the test finds no values of '${t.type}'`);
      return typeof v === "string" && values.includes(v);
    }
  }
}

const GAMES: { name: string; set: ProgramSet; options: (seed: number) => EngineOptions }[] = [
  { name: "apache", set: apache, options: (seed) => ({ seed, players: 2 + (seed % 4), variants: ["warpath", "wedding", "shared-booty"].filter((_, i) => (seed >> i) & 1) }) },
  { name: "squares", set: squares, options: (seed) => ({ seed }) },
  { name: "once-we-moved-like-the-wind", set: owmltw, options: (seed) => ({ seed }) },
  // The base game stops at once (its deck is left to the missing rulebook); the scenario plays up to its first gap.
  { name: "navajo-wars", set: navajo, options: (seed) => ({ seed, scenario: "rise-of-the-people" }) },
  { name: "warpath", set: warpath, options: (seed) => ({ seed }) },
];

describe("decision option types hold in play", () => {
  for (const g of GAMES) {
    it(`${g.name}: every option offered is of its decision's type`, () => {
      const model = checkGame(`specs/${g.name}/game.rules`).model;
      const asks = decisionAsks(model);
      let checked = 0;
      for (let seed = 1; seed <= 8; seed++) {
        let engine: Engine;
        try {
          engine = Engine.create(g.set, g.options(seed));
        } catch {
          continue;
        }
        const ids = idsOf(model, engine);
        const agent = new SeededRandom(seed);
        for (let step = 0; step < 3000 && !engine.isOver(); step++) {
          const d = engine.pending()!;
          const found = asks.get(d.id);
          expect(found, `decision '${d.id}' is asked by no choose or interrupt of the spec`).toBeDefined();
          for (const o of d.options) {
            const fits = found!.some((f) =>
              f.offer ? Array.isArray(o) && o.length === 2 && ids["side"]!.has(String(o[0])) && (o[1] === "done" || f.option === undefined || conforms(o[1]!, f.option, model, ids)) : f.option === undefined || conforms(o, f.option, model, ids),
            );
            expect(fits, `option ${JSON.stringify(o)} of '${d.id}' (seed ${seed}, step ${step}) is not of the type its decision was given`).toBe(true);
            checked++;
          }
          const option = d.options[agent.int(0, d.options.length - 1)]!;
          try {
            engine.apply(deciderOf(d, option, engine.sides()), option);
          } catch {
            // A game that stops at a gap of its spec is checked up to there.
            break;
          }
        }
      }
      expect(checked).toBeGreaterThan(0);
    });
  }
});
