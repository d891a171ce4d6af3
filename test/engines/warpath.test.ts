/**
 * Warpath played by random agents: properties that must hold in every game.
 * Every game ends; no rule's invariant breaks (a space is held by the player
 * whose units stand alone in it, forts stand only where units are); no
 * counter is offered a second action in one impulse; every piece is always
 * somewhere, once; and no move goes further than its rate, halved when it
 * starts without movement supply (7.4, 7.5, 9.1, 9.7, 9.8, 11.2), worked out
 * here from the counters and the map rather than by the spec's functions.
 * (The other rules are checked rule by rule, with chosen dice, in
 * test/golden/warpath-*.test.ts.)
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { game } from "../../generated/warpath/index.js";
import { Engine } from "../../runtime/core/machine.js";
import { readableBoard } from "../../runtime/core/values.js";
import { deciderOf, MAX_SEED } from "../../runtime/engine.js";
import { SeededRandom } from "../../runtime/rng.js";
import { pieceNamed } from "../../runtime/core/board.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 12);

const data = game.programs[Object.keys(game.programs)[0]!]!().data as unknown as {
  pieces: { id: string; class?: string; army?: string }[];
  maps: { areas: { id: string; terrain?: string; base?: boolean; control?: string }[]; links: { from: string; to: string; type?: string }[] }[];
};
const counters = new Map(data.pieces.map((c) => [c.id, c]));
const spaces = new Map(data.maps[0]!.areas.map((a) => [a.id, a]));
const rivers = new Set(data.maps[0]!.links.filter((l) => l.type === "river").flatMap((l) => [`${l.from}>${l.to}`, `${l.to}>${l.from}`]));
/** A piece's counter, from its id ("kansas-cav-2#1" is a "kansas-cav-2"). */
const counterOf = (id: string) => counters.get(id.split("#")[0]!)!;

/** The decisions whose options are counters about to act. */
const ACTING = new Set(["unit-to-move", "join-move", "recruit-unit"]);

describe("Warpath in random games", () => {
  it("ends every game, keeps every invariant and every piece, and never lets a counter act twice in an impulse", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SEED }), (seed) => {
        const e = Engine.create(game, { seed });
        const pieces = readableBoard(e.state).pieces.length;
        const agent = new SeededRandom(seed ^ 0x3c6ef372);
        let steps = 0;
        for (; !e.isOver(); steps++) {
          expect(steps).toBeLessThan(5000);
          const d = e.pending()!;
          if (ACTING.has(d.id)) {
            const board = readableBoard(e.state);
            // A counter offered to act has not acted this impulse (the lead of a move is offered to end the choosing).
            for (const o of d.options) if (o !== d.subject) expect(pieceNamed(board, String(o))!.state["acted"]).not.toBe(true);
          }
          const o = d.options[agent.int(0, d.options.length - 1)]!;
          e.apply(deciderOf(d, o, e.sides()), o);
          expect(e.violations()).toEqual([]);
        }
        const board = readableBoard(e.state);
        const placed = [...Object.values(board.holders), ...Object.values(board.areas)].flat();
        expect(placed).toHaveLength(pieces);
        expect(new Set(placed).size).toBe(pieces);
        expect(e.result()).not.toBeNull();
      }),
      { numRuns: RUNS },
    );
  });
});

/** A move under way: its counters, where it began, what it may still spend, and what it spent. */
interface Move {
  lead: string;
  group: string[];
  player: string;
  start: string;
  rate?: number;
  halved?: boolean;
  spent: number;
  steps: number;
}

describe("Warpath movement in random games", () => {
  it("never takes a move beyond its rate (four for cavalry, leaders and Wild Indians, two for the rest), halved when it starts without movement supply, beyond the one space always allowed", () => {
    let unsupplied = 0;
    let moves = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SEED }), (seed) => {
        const e = Engine.create(game, { seed });
        const agent = new SeededRandom(seed ^ 0x7f4a7c15);
        let move: Move | undefined;
        const done = () => {
          if (move?.rate === undefined) return;
          moves++;
          if (move.halved) unsupplied++;
          // One space is always allowed (7.5), whatever it costs.
          if (move.steps > 1) expect(move.spent, JSON.stringify(move)).toBeLessThanOrEqual(move.rate);
        };
        for (let steps = 0; !e.isOver() && steps < 5000; steps++) {
          const d = e.pending()!;
          const o = d.options[agent.int(0, d.options.length - 1)]!;
          const board = readableBoard(e.state);
          const at = (id: string) => pieceNamed(board, id)!.location;
          const area = (id: string) => board.areaState?.[id] ?? {};
          if (d.id === "unit-to-move") {
            done();
            move = { lead: String(o), group: [String(o)], player: d.player, start: at(String(o)), spent: 0, steps: 0 };
          } else if (d.id === "join-move" && move && d.subject === move.lead) {
            if (o !== move.lead) move.group.push(String(o));
          } else if (d.id === "next-space" && move && d.subject === move.lead) {
            if (move.rate === undefined) {
              // The group is complete: its rate is its slowest counter's, halved without movement supply.
              const start = spaces.get(move.start)!;
              const controller = area(move.start)["captured"] ? (start.control === "union" ? "confederate" : "union") : start.control;
              const fortDone = board.pieces.some((p) => p.location === move!.start && p.kind === "fort" && p.state["done"] === true);
              const wagon = move.group.some((id) => pieceNamed(board, id)!.kind === "supply-wagon");
              const supplied = area(move.start)["devastated"] !== true || (start.base === true && controller === move.player) || fortDone || wagon;
              const slowest = Math.min(...move.group.map((id) => (pieceNamed(board, id)!.kind === "supply-wagon" ? 2 : ["cavalry", "leader"].includes(counterOf(id).class ?? "") || counterOf(id).army === "wild-indian" ? 4 : 2)));
              move.rate = supplied ? slowest : slowest / 2;
              move.halved = !supplied;
            }
            const here = at(move.lead);
            if (o === here) {
              done();
              move = undefined;
            } else {
              // Rough or devastated spaces, and river crossings, cost two; engineers enter rough
              // (not devastated) spaces at one, except across a river.
              const to = String(o);
              const rough = spaces.get(to)!.terrain === "rough";
              const devastated = area(to)["devastated"] === true;
              const river = rivers.has(`${here}>${to}`);
              const engineers = move.group.some((id) => pieceNamed(board, id)!.kind !== "supply-wagon" && counterOf(id).class === "engineers");
              move.spent += rough && !devastated && !river && engineers ? 1 : rough || devastated || river ? 2 : 1;
              move.steps++;
            }
          } else if (d.id !== "join-move" && d.id !== "next-space") {
            done();
            move = undefined;
          }
          e.apply(deciderOf(d, o, e.sides()), o);
        }
        done();
      }),
      { numRuns: RUNS },
    );
    // Moves without movement supply did come up (the property would hold trivially otherwise).
    expect(moves).toBeGreaterThan(100);
    expect(unsupplied).toBeGreaterThan(0);
  });
});

