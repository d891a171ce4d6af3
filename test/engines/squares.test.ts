/**
 * The SQUARES engine, run from the spec by the kernel: properties over random
 * games, and the rulebook's example of a unit acting around a pass.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IllegalActionError } from "../../runtime/engine.js";
import { createEngine, replay, type Choice, type Engine, type SideId } from "../../generated/squares/index.js";
import { SeededRandom } from "../../runtime/rng.js";
import { loadSpec } from "../specs/helpers.js";
import { MAX_SEED } from "../../runtime/engine.js";
import { readableBoard } from "../../runtime/core/values.js";
import { pieceNamed } from "../../runtime/core/board.js";

const model = loadSpec("squares");
const RUNS = Number(process.env["FC_RUNS"] ?? 12);
const RESERVES = new Set(["blue-reserve", "gray-reserve"]);
const UNITS = 32;
/** How many retreats the random games checked, so a test can see some happened. */
const retreats = { n: 0 };

/** Plays one random game, checking the per-step properties as it goes. */
function randomGame(seed: number): Engine {
  const e = createEngine({ seed });
  const agent = new SeededRandom(seed ^ 0x2c1b3c6d);
  const lastAction: Record<string, unknown> = {};
  const awaiting: { side: string; to: string }[] = [];
  let turnOf = "";
  let doubleTurn = false;
  for (let step = 0; step < 5000 && !e.isOver(); step++) {
    const d = e.pending()!;
    expect(d.options.length, `decision '${d.id}' offers nothing`).toBeGreaterThan(0);
    const choice = d.options[agent.int(0, d.options.length - 1)]!;
    if (d.id === "action") {
      // A new turn starts when the other side is asked; the turn after a
      // pass is a double turn, in which passing is not an action.
      if (d.player !== turnOf) doubleTurn = lastAction[d.player] === "pass";
      turnOf = d.player;
      if (doubleTurn) expect(d.options).not.toContain("pass");
      // No side passes two turns running.
      expect(choice === "pass" && lastAction[d.player] === "pass").toBe(false);
      lastAction[d.player] = choice;
    }
    // A retreat's move can come after later choices (a chain of cavalry
    // pushing friends back), so each chosen square is matched to its move.
    if (d.id === "retreat-square") awaiting.push({ side: d.player, to: String(choice) });
    const events = e.apply(d.player as SideId, choice);
    const s = readableBoard(e.state);
    for (const ev of events) {
      if (ev.type !== "moved") continue;
      for (const m of ev["moves"] as { piece: string; from: string }[]) {
        const owner = pieceNamed(s, m.piece)!.owner!;
        const i = awaiting.findIndex((w) => w.to === ev["to"] && w.side === owner);
        if (i < 0) continue;
        awaiting.splice(i, 1);
        retreats.n++;
        // A retreat ends nearer the retreating unit's reserve.
        const g = distances(`${owner}-reserve`);
        expect(g[String(ev["to"])]!, `${m.piece} retreats from ${m.from} to ${String(ev["to"])}`).toBeLessThan(g[m.from]!);
      }
    }
    // At most one unit a square outside the reserves.
    for (const [area, ids] of Object.entries(s.areas)) if (!RESERVES.has(area)) expect(ids.length, area).toBeLessThanOrEqual(1);
    // Every unit is on the board (reserves included) or eliminated.
    const onBoard = Object.values(s.areas).flat().length;
    const lost = (s.holders["eliminated@blue"]?.length ?? 0) + (s.holders["eliminated@gray"]?.length ?? 0);
    expect(onBoard + lost).toBe(UNITS);
    // No unit moves or attacks in a third running action slot.
    for (const p of Object.values(s.pieces)) {
      const st = p.state as Record<string, number>;
      expect(st["move-run"]).toBeLessThanOrEqual(2);
      expect(st["attack-run"]).toBeLessThanOrEqual(2);
    }
  }
  expect(awaiting).toEqual([]);
  return e;
}

/** Fewest links from every place to `home`, worked out here independently of the runtime. */
function distances(home: string): Record<string, number> {
  const links = model.maps[0]!.links!;
  const dist: Record<string, number> = { [home]: 0 };
  let frontier = [home];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const at of frontier)
      for (const l of links) {
        const other = l.from === at ? l.to : l.to === at ? l.from : undefined;
        if (other !== undefined && dist[other] === undefined) {
          dist[other] = dist[at]! + 1;
          next.push(other);
        }
      }
    frontier = next;
  }
  return dist;
}

describe("the SQUARES engine", () => {
  it("plays random games to a winner or a draw, holding the rules' invariants at every step", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SEED }), (seed) => {
        const e = randomGame(seed);
        expect(e.isOver()).toBe(true);
        const result = e.result()!;
        expect(result.winners.length === 1 || result.draw === true).toBe(true);
        expect(e.violations()).toEqual([]);
      }),
      { numRuns: Math.max(3, Math.floor(RUNS / 3)) },
    );
    expect(retreats.n).toBeGreaterThan(0);
  });

  it("replays a game from its log to the same state", () => {
    const e = randomGame(42);
    const replayed = replay(JSON.parse(JSON.stringify(e.log)));
    expect(replayed.state).toEqual(e.state);
  });

  it("refuses an option that is not on offer and leaves the state exactly as it was", () => {
    const e = createEngine({ seed: 3 });
    const before = JSON.stringify(e.state);
    expect(() => e.apply(e.pending()!.player as SideId, "retreat")).toThrow(IllegalActionError);
    expect(JSON.stringify(e.state)).toBe(before);
    expect(e.log.actions).toEqual([]);
  });
});

/** Answers the pending decision, which must be `id`, with `pick` (or its first option). */
function answer(e: Engine, id: string, pick?: (options: readonly Choice[]) => Choice): Choice {
  const d = e.pending()!;
  expect(d.id).toBe(id);
  const choice = pick ? pick(d.options) : d.options[0]!;
  expect(d.options).toContainEqual(choice);
  e.apply(d.player as SideId, choice);
  return choice;
}

describe("SQUARES worked example: moves on turns x, x+2 and x+3 around a pass", () => {
  // Blue moves unit A on its turn x, passes on x+1, and so has a double turn
  // (x+2 and x+3). The rulebook says moving A on x, x+2 and x+3 is legal, and
  // that A may not move again on x+4 (though it may attack or support).
  const e = createEngine({ seed: 9 });
  const infantry = (opts: readonly Choice[]) => opts.find((o) => String(o).startsWith("infantry"))!;
  const clearSquare = (opts: readonly Choice[]) => opts.find((o) => ["b3-c", "b2-c", "g3-c", "g2-c"].includes(String(o)))!;
  answer(e, "action", () => "move");
  const unit = answer(e, "unit-to-move", infantry);
  answer(e, "destination", clearSquare); // Blue, turn x: A to b3-c
  answer(e, "action", () => "move");
  answer(e, "unit-to-move", infantry);
  answer(e, "destination", clearSquare); // Gray
  answer(e, "action", () => "pass"); // Blue, turn x+1
  answer(e, "action", () => "move");
  answer(e, "unit-to-move", infantry);
  answer(e, "destination", (o) => o.find((x) => x !== "g3-c" && String(x).startsWith("g3"))!); // Gray

  it("offers A on the first half of the double turn (turn x+2)", () => {
    expect(e.pending()).toMatchObject({ id: "action", player: "blue" });
    expect(e.pending()!.options).not.toContain("pass");
    answer(e, "action", () => "move");
    answer(e, "unit-to-move", () => unit);
    answer(e, "destination", (o) => o.find((x) => x === "b2-c")!);
  });

  it("offers A again on the second half (turn x+3), as the rulebook says", () => {
    answer(e, "action", () => "move");
    answer(e, "unit-to-move", () => unit);
    answer(e, "destination", (o) => o.find((x) => x === "b3-c")!);
  });

  it("does not offer A for a move on turn x+4, while other units may still move", () => {
    answer(e, "action", () => "move"); // Gray
    answer(e, "unit-to-move", infantry);
    answer(e, "destination", (o) => o.find((x) => String(x).startsWith("g"))!);
    answer(e, "action", () => "move"); // Blue, turn x+4
    const movers = e.pending()!;
    expect(movers.id).toBe("unit-to-move");
    expect(movers.options).not.toContain(unit);
    expect(movers.options.length).toBeGreaterThan(0);
  });
});
