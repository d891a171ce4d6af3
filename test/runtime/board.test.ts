/**
 * Reading a board's pieces by name (`runtime/core/board.ts`): a view lists
 * its pieces, and hosts look them up by the names the lists of places give.
 */
import { describe, expect, it } from "vitest";
import { pieceNamed, piecesByName } from "../../runtime/core/board.js";
import { Engine } from "../../runtime/core/machine.js";
import { readableBoard } from "../../runtime/core/values.js";
import * as apache from "../../generated/apache/index.js";

describe("a board's pieces by name", () => {
  it("finds every piece a view lists by the name its places give, hidden ones by their aliases, and nothing else", () => {
    const e = Engine.create(apache.game, { seed: 3, players: 3 });
    const view = e.view("red");
    const named = [...Object.values(view.holders), ...Object.values(view.areas)].flat();
    expect(named.length).toBeGreaterThan(50);
    expect(named.some((id) => id.startsWith("hidden-"))).toBe(true);
    for (const id of named) expect(pieceNamed(view, id)!.id).toBe(id);
    expect(Object.keys(piecesByName(view)).length).toBe(view.pieces.length);
    for (const name of ["constructor", "toString", "__proto__", "nowhere"]) expect(pieceNamed(view, name)).toBeUndefined();
  });

  it("makes a view's table once and freezes it; a board anyone may change gets a fresh table each time", () => {
    const e = Engine.create(apache.game, { seed: 3, players: 3 });
    const view = e.view("red");
    const table = piecesByName(view);
    expect(piecesByName(view)).toBe(table);
    expect(Object.isFrozen(table)).toBe(true);
    // The next view shares the list while nothing changed, and so the table.
    expect(piecesByName(e.view("red"))).toBe(table);
    const board = readableBoard(e.state);
    const first = piecesByName(board);
    expect(piecesByName(board)).not.toBe(first);
    (board.pieces as unknown[]).pop();
    expect(Object.keys(piecesByName(board)).length).toBe(Object.keys(first).length - 1);
  });
});
