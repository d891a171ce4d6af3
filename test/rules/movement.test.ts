/**
 * Movement with costs, on the Trek fixture: the map's movement-cost function
 * prices each step by link kind and side (with an extra cost to enter a place
 * held by the enemy), its stops-movement function ends a move on entering
 * such a place, `reachable`, `path-cost` and `step-cost` honour both, a chief
 * leads a group step by step with no follower beyond its own allowance, and
 * a force moves at the pace of its slowest member.
 */
import { describe, expect, it } from "vitest";
import { checkGame } from "../../dsl/check.js";
import { Engine, type Position } from "../../runtime/core/machine.js";
import type { Value } from "../../runtime/core/values.js";
import { brief, checkBody } from "../helpers/spec.js";
import { compiled, positionFor } from "../helpers/compiled.js";
import { readableBoard } from "../../runtime/core/values.js";
import { MOVE_PARAMS } from "../../runtime/core/builtins.js";
import { MOVEMENT_NAMES } from "../../dsl/checks/movement-functions.js";
import { pieceNamed } from "../../runtime/core/board.js";

const model = checkGame("test/fixtures/trek/game.rules").model;

describe("costs and stops", () => {
  it("price steps by link kind and side, with an extra cost to enter a place the enemy holds", async () => {
    const pos = await positionAfterSetup();
    expect(pos.fn("step-cost", ["spring", "canyon", "scouts"])).toBe(1);
    expect(pos.fn("step-cost", ["canyon", "mesa", "scouts"])).toBe(2);
    expect(pos.fn("step-cost", ["spring", "wash", "scouts"])).toBe(2);
    expect(pos.fn("step-cost", ["spring", "wash", "watchers"])).toBe(1);
    expect(pos.fn("step-cost", ["spring", "mesa", "scouts"])).toBe(null);
  });

  it("limit what is reachable within an allowance, and stop a move where the map says", async () => {
    const pos = await positionAfterSetup();
    // Scouts entering the wash stop there, so the butte is reached only round by the mesa (1 + 2 + 1).
    expect(pos.fn("reachable", ["spring", 3, "scouts"])).toEqual(["canyon", "mesa", "wash"]);
    expect(pos.fn("reachable", ["spring", 4, "scouts"])).toEqual(["butte", "canyon", "mesa", "wash"]);
    expect(pos.fn("path-cost", ["spring", "butte", "scouts"])).toBe(4);
    // The watchers pay no extra and never stop: the butte is two steps through the wash.
    expect(pos.fn("path-cost", ["spring", "butte", "watchers"])).toBe(2);
    expect(pos.fn("reachable", ["spring", 2, "watchers"])).toEqual(["butte", "canyon", "wash"]);
  });
});

/** A position after set-up: the band at the spring, the watch in the wash. */
async function positionAfterSetup(): Promise<Position> {
  const p = await positionFor(model);
  p.place(["chief", "runner", "walker"], "spring");
  p.place(["lookout", "tracker"], "wash");
  return p;
}

describe("a group move", () => {
  it("takes along only followers with movement left for the step, and leaves the others behind", async () => {
    const e = Engine.create(await compiled(model), { seed: 1 });
    const answer = (id: string, o: Value) => {
      const d = e.pending()!;
      expect(d.id).toBe(id);
      e.apply(d.player, o);
    };
    answer("trek-step", "canyon");
    // At the spring both followers can pay the step of one.
    expect(e.pending()!.options).toEqual([[], ["runner"], ["walker"], ["runner", "walker"]]);
    answer("take-along", ["runner", "walker"]);
    expect(readableBoard(e.state).areas["canyon"]).toEqual(["chief", "runner", "walker"]);
    // The ridge costs two: the walker has one point left and cannot come.
    answer("trek-step", "mesa");
    expect(e.pending()!.options).toEqual([[], ["runner"]]);
    answer("take-along", ["runner"]);
    expect(readableBoard(e.state).areas["mesa"]).toEqual(["chief", "runner"]);
    expect(readableBoard(e.state).areas["canyon"]).toEqual(["walker"]);
    expect(pieceNamed(readableBoard(e.state), "runner")!.state["mp"]).toBe(1);
    expect(e.result()).toMatchObject({ winners: ["scouts"], name: "Mesa reached" });
  });

  it("stops on entering a place the enemy holds, whatever movement is left", async () => {
    const e = Engine.create(await compiled(model), { seed: 1 });
    e.apply("scouts", "wash");
    e.apply("scouts", []);
    // The chief had three points and spent two: the wash stops it, so the watchers move next.
    expect(pieceNamed(readableBoard(e.state), "chief")!.state["mp"]).toBe(1);
    expect(e.pending()!.id).toBe("force-to");
  });
});

describe("a force", () => {
  it("moves at the pace of its slowest member", async () => {
    const e = Engine.create(await compiled(model), { seed: 1 });
    e.apply("scouts", "spring");
    // The lookout moves one, the tracker three: the force goes one step from the wash, or stays.
    expect([...e.pending()!.options].sort()).toEqual(["butte", "spring", "wash"]);
  });
});

describe("movement-function", () => {
  it("reports a movement function with a parameter movement does not bind", () => {
    const r = checkBody("function price(who: side, to: area) = 1\nmap m {\n  layout: areas\n  movement-cost: price\n  area x\n  area y\n  link x -- y\n}\n");
    expect(brief(r.diagnostics)).toEqual(["7:21 function 'price' prices movement on map 'm', so its parameters are bound by name; 'who' is not one of mover, piece, from, to, crossing"]);
  });

  it("allows the very names a search gives a movement function's compiled form, in its order", () => {
    expect([...MOVEMENT_NAMES]).toEqual([...MOVE_PARAMS]);
  });
});
