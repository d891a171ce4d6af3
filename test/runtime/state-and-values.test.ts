import { describe, expect, it } from "vitest";
import { gameData } from "../../generator/engine-module.js";
import { initialState, PIECE_BASE, sidesInPlay } from "../../runtime/core/state.js";
import { PLACE_BASE } from "../../runtime/core/places.js";
import { loadSpec } from "../specs/helpers.js";
import { positionFor } from "../helpers/compiled.js";
import { checkBody } from "../helpers/spec.js";
import { readableBoard } from "../../runtime/core/values.js";
import { pieceNamed } from "../../runtime/core/board.js";

describe("the initial state", () => {
  const apache = gameData(loadSpec("apache"));

  it("instantiates every piece of every holder, with its fields", () => {
    const s = initialState(apache, 3);
    const board = readableBoard(s);
    expect(board.holders["prairie"]).toHaveLength(114);
    expect(board.holders["hand-cards"]).toHaveLength(20);
    const first = pieceNamed(board, board.holders["prairie"]![0]!)!;
    expect(first).toMatchObject({ id: "indian#1", kind: "indian", location: "prairie", state: { colour: "red", rank: "chief" } });
    expect(s.pieces).toHaveLength(134);
    // Play names a piece by its place in the list, from PIECE_BASE up.
    const prairie = s.placeIds.indexOf("prairie");
    expect(s.places[prairie]![0]).toBe(PIECE_BASE + s.pieces.findIndex((p) => p.id === "indian#1"));
    // And a place by its number, from PLACE_BASE up: the prairie's pieces lie there.
    expect(s.pieces.find((p) => p.id === "indian#1")!.location).toBe(PLACE_BASE + prairie);
  });

  it("gives each side in play its own copy of a per-player holder", () => {
    const s = initialState(apache, 3);
    expect(s.sides).toEqual(["red", "yellow", "green"]);
    expect(Object.keys(readableBoard(s).holders).filter((h) => h.startsWith("victory-pile@"))).toEqual(["victory-pile@red", "victory-pile@yellow", "victory-pile@green"]);
  });

  it("keeps sides the rules run in play whatever the player count", () => {
    expect(sidesInPlay(gameData(loadSpec("navajo-wars")))).toEqual(["dine", "enemy"]);
  });

  it("starts tracks at their start value or first step", () => {
    const s = initialState(gameData(loadSpec("once-we-moved-like-the-wind")));
    expect(s.tracks).toMatchObject({ "apache-vp": 0, provocation: "none", incursion: "no", "turn-track": 1 });
  });
});

describe("compiled expressions", () => {
  const TABLES = "track vp { range: 0..9 start: 4 }\ntable t {\n  dice: d6\n  columns: a, b\n  row 1..3: x, 1\n  row 4..6: y, 2\n}\n";

  it("read tracks, tables and whole-number division as the checker types them", async () => {
    const checked = checkBody(`${TABLES}invariant i { holds: 7 / 2 == 3 and t(5, b) == 2 and lookup(t, 2) == x and vp + 1 == 5 }\ninvariant wrong { holds: vp == 5 }\n`);
    expect(checked.diagnostics).toEqual([]);
    expect((await positionFor(checked.model)).violations()).toEqual([{ id: "wrong" }]);
  });

  it("read each column a look-up names, whichever column was read before (the last one is kept)", async () => {
    const checked = checkBody(`${TABLES}invariant i { holds: [t(1, a), t(1, b), t(5, b), t(5, a), t(5, a), lookup(t, 2, b), lookup(t, 2)] == [x, 1, 2, y, y, 1, x] }\n`);
    expect(checked.diagnostics).toEqual([]);
    expect((await positionFor(checked.model)).violations()).toEqual([]);
  });

  it("explain what cannot be evaluated", async () => {
    const zero = checkBody(`${TABLES}invariant j { holds: 1 / 0 == 1 }\n`);
    await expect(positionFor(zero.model).then((p) => p.violations())).rejects.toThrow("division by zero");
    const row = checkBody(`${TABLES}invariant k { holds: t(9) == x }\n`);
    await expect(positionFor(row.model).then((p) => p.violations())).rejects.toThrow("table 't' has no row for 9");
  });
});

describe("commands and movement built-ins", () => {
  it("reduce, restore, flip, eliminate and discard pieces; reach places by links", async () => {
    const checked = checkBody(
      "map m {\n  layout: areas\n  area x\n  area y\n  area z\n  area sea { impassable: true }\n  link x -- y\n  link y -- z\n  link x -- sea\n}\n" +
        "block unit { steps: 4 faces: front, back }\npool box1 {\n  1 unit\n}\n" +
        "procedure go() {\n  reduce(unit, 3)\n  restore(unit)\n  flip(unit)\n  log(\"ok\")\n}\nprocedure out() {\n  eliminate(unit)\n}\n" +
        "invariant reach { holds: reachable(x, 1) == [y] and reachable(x, 2) == [y, z] and path-cost(x, z) == 2 }\n",
    );
    expect(checked.diagnostics).toEqual([]);
    const position = await positionFor(checked.model);
    position.call("go", []);
    expect(position.piece("unit")).toMatchObject({ strength: 2, face: "back" });
    expect(position.events).toContainEqual({ type: "log", text: "ok" });
    position.call("out", []);
    expect(position.idsIn("eliminated-pieces")).toEqual(["unit"]);
    // The only piece of its kind is named by the kind's name; the board shows it by id wherever it lies.
    expect(position.ref("unit")).toBe("unit");
    expect(position.board().holders["eliminated-pieces"]).toEqual(["unit"]);
    expect(pieceNamed(position.board(), "unit")).toMatchObject({ location: "eliminated-pieces", strength: 2 });
    expect(position.violations()).toEqual([]);
  });

  it("eliminates a piece reduced to nothing, so a victory that counts eliminations fires (issue 30, item 10)", async () => {
    const checked = checkBody(
      "block unit { steps: 3 }\npool box1 {\n  1 unit\n}\n" +
        "procedure hit(n: int) {\n  reduce(unit, n)\n}\n" +
        "track losses {\n  range: 0..9\n}\n" +
        "trigger counted {\n  on: eliminate\n  run {\n    set losses += 1\n  }\n}\n" +
        "function wiped() = value(losses) > 0\n",
    );
    expect(checked.diagnostics).toEqual([]);
    const position = await positionFor(checked.model);
    position.call("hit", [2]);
    expect(position.where("unit")).toBe("box1");
    expect(position.fn("wiped", [])).toBe(false);
    position.call("hit", [5]);
    expect(position.where("unit")).toBe("eliminated-pieces");
    expect(position.piece("unit")).toMatchObject({ strength: 0 });
    expect(position.fn("wiped", [])).toBe(true);
    expect(position.events.map((e) => e.type)).toEqual(expect.arrayContaining(["reduce", "moved"]));
  });
});
