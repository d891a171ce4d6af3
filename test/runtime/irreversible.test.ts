/**
 * `Engine.irreversibleSince(before)`: what hosts offer undo by. It must say
 * "chance" exactly when chance was drawn between the two positions, and
 * "shown" exactly when a piece hidden from a side then is seen by it now,
 * as the plain reading of those words gives (compared here at every step of
 * random games of every engine): a host that trusted a wrong "undefined"
 * would let a player take back a roll or a look at a hidden piece.
 */
import { describe, expect, it } from "vitest";
import { Engine, type ProgramSet } from "../../runtime/core/machine.js";
import { NotSpecifiedError } from "../../runtime/core/commands.js";
import { hiddenFrom, type VisibilityRules } from "../../runtime/core/secrecy.js";
import type { GameState } from "../../runtime/core/state.js";
import { deciderOf } from "../../runtime/engine.js";
import { SeededRandom } from "../../runtime/rng.js";
import * as apache from "../../generated/apache/index.js";
import * as navajo from "../../generated/navajo-wars/index.js";
import * as owm from "../../generated/once-we-moved-like-the-wind/index.js";
import * as squares from "../../generated/squares/index.js";
import * as warpath from "../../generated/warpath/index.js";

/** The plain reading: chance as the saved generators' text; every piece, for every side, hidden then and seen now. */
function reference(before: Engine, after: Engine): string | undefined {
  if (JSON.stringify(before.state.rng) !== JSON.stringify(after.state.rng)) return "chance";
  const inner = (e: Engine) => e as unknown as { s: GameState; visibility(): VisibilityRules };
  const rules = inner(after).visibility();
  const then = inner(before).s.pieces;
  const now = inner(after).s.pieces;
  for (let i = 0; i < then.length; i++) for (const side of after.sides()) if (hiddenFrom(then[i]!, side, rules) && !hiddenFrom(now[i]!, side, rules)) return `shown:${side}`;
  return undefined;
}

const GAMES: [string, { game: ProgramSet }, { scenario?: string; players?: number }][] = [
  ["SQUARES", squares, {}],
  ["Apache", apache, { players: 3 }],
  ["Once We Moved Like the Wind", owm, {}],
  ["Warpath", warpath, {}],
  ["Navajo Wars", navajo, { scenario: "rise-of-the-people" }],
];

describe("Engine.irreversibleSince", () => {
  it("says chance or a piece shown exactly when the plain reading does, at every step of random games", () => {
    const reasons = new Map<string, number>();
    for (const [name, module, options] of GAMES) {
      for (let seed = 1; seed <= 3; seed++) {
        let engine = Engine.create(module.game, { seed, ...options });
        const agent = new SeededRandom(seed);
        for (let step = 0; step < 250 && !engine.isOver(); step++) {
          const next = engine.clone();
          const d = next.pending()!;
          const o = d.options[agent.int(0, d.options.length - 1)]!;
          try {
            next.apply(deciderOf(d, o, next.sides()), o);
          } catch (err) {
            if (err instanceof NotSpecifiedError) break;
            throw err;
          }
          const why = next.irreversibleSince(engine);
          const said = why === undefined ? undefined : why.reason === "chance" ? "chance" : `shown:${why.side}`;
          expect(said, `${name}, seed ${seed}, step ${step}`).toBe(reference(engine, next));
          const kind = said?.split(":")[0] ?? "none";
          reasons.set(kind, (reasons.get(kind) ?? 0) + 1);
          engine = next;
        }
      }
    }
    // Every answer came up: steps that can be taken back, chance, and pieces shown.
    expect(reasons.get("none")).toBeGreaterThan(50);
    expect(reasons.get("chance")).toBeGreaterThan(50);
    expect(reasons.get("shown")).toBeGreaterThan(5);
  });
});
