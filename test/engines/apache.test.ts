/**
 * Apache played by random agents: every combination of variants, every
 * player count they allow. Properties, not examples: they must hold in every
 * game.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IllegalActionError, type GameEvent } from "../../runtime/engine.js";
import { createEngine, replay, type Engine, type VariantId } from "../../generated/apache/index.js";
import { deciderOf } from "../../runtime/engine.js";
import { SeededRandom } from "../../runtime/rng.js";
import { MAX_SEED } from "../../runtime/engine.js";
import { readableBoard } from "../../runtime/core/values.js";
import { pieceNamed } from "../../runtime/core/board.js";

const VARIANTS: VariantId[] = ["warpath", "wedding", "shared-booty"];
const RUNS = Number(process.env["FC_RUNS"] ?? 10);

const setup = fc
  .record({ mask: fc.integer({ min: 0, max: 7 }), players: fc.integer({ min: 2, max: 5 }), seed: fc.integer({ min: 0, max: MAX_SEED }) })
  .map(({ mask, players, seed }) => {
    const variants = VARIANTS.filter((_, i) => mask & (1 << i));
    return { variants, players, seed };
  });

interface Played {
  engine: Engine;
  events: GameEvent[];
  illegalTried: number;
}

/** Plays a whole game at random, trying an illegal action now and then, checking invariants after every action. */
function play(opts: { variants: VariantId[]; players: number; seed: number }): Played {
  const engine = createEngine(opts);
  const agent = new SeededRandom(opts.seed ^ 0x2545f491);
  const events: GameEvent[] = [];
  let illegalTried = 0;
  for (let step = 0; !engine.isOver(); step++) {
    expect(step).toBeLessThan(5000);
    const d = engine.pending()!;
    if (step % 25 === 0) {
      const before = JSON.stringify(engine.state);
      expect(() => engine.apply(engine.sides()[0]!, ["nobody", "nothing"] as never)).toThrow(IllegalActionError);
      expect(JSON.stringify(engine.state)).toBe(before);
      illegalTried++;
    }
    const option = d.options[agent.int(0, d.options.length - 1)]!;
    events.push(...engine.apply(deciderOf(d, option, engine.sides()), option));
    expect(engine.violations()).toEqual([]);
  }
  return { engine, events, illegalTried };
}

describe("Apache, random games of every variant and player count", () => {
  it("conserve the prairie cards, take booty only from the table, end after the last claims and score pile sizes", () => {
    fc.assert(
      fc.property(setup, (opts) => {
        const { engine, events, illegalTried } = play(opts);
        expect(illegalTried).toBeGreaterThan(0);
        const s = readableBoard(engine.state);
        // Every card reaching a victory pile comes from the table, or (Warpath) a buffalo from another pile.
        for (const e of events.filter((x) => x.type === "moved" && String(x["to"]).startsWith("victory-pile@"))) {
          for (const m of e["moves"] as { piece: string; from: string }[]) {
            const kind = pieceNamed(s, m.piece)!.kind;
            if (kind === "hand-card") throw new Error("a hand card reached a victory pile");
            const stolenBuffalo = opts.variants.includes("warpath") && m.from.startsWith("victory-pile@") && pieceNamed(s, m.piece)!.state["loot"] === "buffalo";
            expect(m.from === "face-up" || stolenBuffalo).toBe(true);
          }
        }
        // The game ends once the prairie is empty and its claims are done.
        expect(s.holders["prairie"]).toEqual([]);
        expect(engine.pending()).toBeNull();
        // Scores are pile sizes, and the best piles win together.
        const result = engine.result()!;
        for (const side of s.sides) expect(result.scores![side]).toBe(s.holders[`victory-pile@${side}`]!.length);
        const best = Math.max(...Object.values(result.scores!));
        expect(result.winners.sort()).toEqual(s.sides.filter((x) => result.scores![x] === best).sort());
      }),
      { numRuns: RUNS },
    );
  });

  it("replay from their logs into the same state", () => {
    fc.assert(
      fc.property(setup, (opts) => {
        const { engine } = play(opts);
        const again = replay(JSON.parse(JSON.stringify(engine.log)));
        expect(again.state).toEqual(engine.state);
      }),
      { numRuns: Math.max(3, Math.floor(RUNS / 2)) },
    );
  });

  it("set off each variant's effect in some games", () => {
    const fired = new Set<string>();
    for (let seed = 0; seed < 30 && fired.size < 2; seed++) {
      for (const e of play({ variants: ["warpath", "shared-booty"], players: 3, seed }).events) if (e.type === "trigger") fired.add(String(e["trigger"]));
    }
    expect([...fired].sort()).toEqual(["allies", "war-party"]);
    let married = false;
    for (let seed = 0; seed < 30 && !married; seed++) {
      const { engine } = play({ variants: ["wedding"], players: 3, seed });
      married = engine.log.actions.some((a) => a.action === "marry");
    }
    expect(married).toBe(true);
  });
});
