import { describe, expect, it } from "vitest";
import { game as apache } from "../../generated/apache/index.js";
import { game as warpath } from "../../generated/warpath/index.js";
import { game as squares } from "../../generated/squares/index.js";
import { game as owm } from "../../generated/once-we-moved-like-the-wind/index.js";
import { game as navajo } from "../../generated/navajo-wars/index.js";
import { digest, stateDigest } from "../../bin/saved-game.js";
import { Engine, type EngineState } from "../../runtime/core/machine.js";
import { deciderOf } from "../../runtime/engine.js";
import { readableMessage } from "../../runtime/core/commands.js";
import { DataIndex } from "../../runtime/core/data.js";
import { PLACE_BASE, placeSymbols, type PlaceRef } from "../../runtime/core/places.js";
import type { Value } from "../../runtime/core/values.js";
import { PIECE_BASE } from "../../runtime/core/state.js";
import { positionFor } from "../helpers/compiled.js";
import { brief, checkFiles, PLAYABLE } from "../helpers/spec.js";
import { pieceNamed } from "../../runtime/core/board.js";

/**
 * A map whose areas are declared out of alphabetical order, one of them
 * (`forest`) also a terrain, with a side's property and a table's rows and
 * cells naming places.
 */
const SPEC = `${PLAYABLE.replace("side a\n", "side a {\n  reserve: zulu\n}\n")}type ground {
  values: forest, clear
}
unit scout "Scout"
pool camp "Camp" {
  1 scout
}
map m "M" {
  layout: areas
  terrain-type: ground
  area zulu "Zulu" {
    terrain: clear
  }
  area mike "Mike" {
    terrain: forest
  }
  area forest "Forest" {
    terrain: forest
  }
  area alpha "Alpha" {
    terrain: clear
  }
  link zulu -- mike
  link zulu -- alpha
  link zulu -- forest
  link alpha -- mike
}
table bonus "Bonus" {
  columns: points, next
  row zulu: 3, alpha
  row forest: 5, zulu
}
function near() = neighbours(zulu)
function within() = reachable(alpha, 2)
function home-is-zulu() = a.reserve == zulu
function home() = a.reserve
function bonus-at(p: area) = lookup(bonus, p, points)
function then-at(p: area) = lookup(bonus, p, next)
function then-is-alpha() = lookup(bonus, zulu, next) == alpha
function forests() = [for x in m if x.terrain == forest]
function scout-at() = location(scout)
function spare-kept() = lookup(spare, zulu) == supply and lookup(spare, alpha) != supply
table spare "Where spare pieces go" {
  row zulu: supply
  row alpha: camp
}
procedure go(to: area) {
  move scout to to
}
procedure bonus-for(p: area) {
  let n = lookup(bonus, p, points)
}
sequence s {
  step only
}
`;

describe("places by number", () => {
  it("checks the spec these tests play", () => {
    expect(brief(checkFiles({ "game.rules": SPEC }).diagnostics)).toEqual([]);
  });

  it("numbers a module's areas first, then its holders, each side's copies and the holders play opens; names that are something else stay text", () => {
    const data = apache.programs["|"]!().data;
    const symbols = placeSymbols([data], ["prairie"]);
    const holders = data.holders.filter((h) => h.kind !== "track");
    expect(symbols.areas).toBe(data.maps.flatMap((m) => m.areas ?? []).length);
    // Every holder every player has by its copies, one for each side of the module.
    const tribe = symbols.ids.filter((id) => id.startsWith("tribe@"));
    expect(tribe).toEqual(data.sides.map((s) => `tribe@${s.id}`));
    expect(symbols.ids.slice(-3)).toEqual(["supply", "eliminated-pieces", "discarded-pieces"]);
    expect(symbols.ids.length).toBe(symbols.areas + holders.filter((h) => !h["each-player"]).length + holders.filter((h) => h["each-player"]).length * data.sides.length + 3);
    // A quoted text of the spec equal to a place's name keeps that name in play.
    expect(symbols.text).toEqual(["prairie"]);
  });

  it("tells links and their kinds by its table of links as the places' own links tell them, places named by text included", () => {
    const modules = [squares, owm, warpath, navajo].map((game) => ({ game }));
    let text = 0;
    let kinds = 0;
    for (const { game } of modules) {
      const index = new DataIndex(game.programs["|"]!().data);
      // Every place as play names it and by its id, and values that are no place (a piece's number, a number, a slot past the last).
      const values: Value[] = [...index.placeRefs, ...index.places.ids, PIECE_BASE, 7, PLACE_BASE + index.places.ids.length, null];
      for (const a of values) {
        for (const b of values) {
          const own = index.linksFrom(a);
          expect(index.linked(a, b), `${String(a)} - ${String(b)}`).toBe(own?.has(b as PlaceRef) ?? false);
          expect(index.linkKindBetween(a, b), `${String(a)} - ${String(b)}`).toBe(own?.get(b as PlaceRef) ?? null);
          if (typeof b === "string" && own?.has(b as PlaceRef) === true) text++;
          if (typeof own?.get(b as PlaceRef) === "string") kinds++;
        }
      }
    }
    // The cases the table leaves to the maps, and links of a kind, both met.
    expect(text).toBeGreaterThan(0);
    expect(kinds).toBeGreaterThan(0);
  });

  it("keeps the places within each limit of a place apart, as the map finds them, on a map without movement functions", () => {
    const index = new DataIndex(squares.programs["|"]!().data);
    const graph = new DataIndex(squares.programs["|"]!().data);
    // Limits asked in both orders, and again: each answer is the map's own for that place and limit.
    for (const limits of [[1, 2, 3, 0], [3, 2, 1, 0, 2]]) {
      for (const place of index.placeRefs.slice(0, index.places.areas)) {
        for (const limit of [...limits, 2.5]) {
          expect(index.fixedWithin(place, limit), `${String(place)} within ${limit}`).toEqual(graph.graphOf(place).fixedReachable!(place, limit));
        }
      }
    }
    const first = index.placeRefs[0]!;
    expect(index.fixedWithin(first, 2)!.length).toBeGreaterThan(index.fixedWithin(first, 1)!.length);
  });

  it("names places alike in every program of a module, so units shared by programs mean the same", () => {
    const all = Object.values(apache.programs).map((p) => JSON.stringify(p().data.places));
    expect(new Set(all).size).toBe(1);
    expect(Object.keys(apache.programs).length).toBeGreaterThan(1);
  });

  it("keeps the name of a place that is also something else (Warpath's cross-timbers is an area and a terrain)", () => {
    const places = warpath.programs["|"]!().data.places!;
    expect(places.text).toEqual(["cross-timbers"]);
    const types = warpath.programs["|"]!().data.types.flatMap((t) => t.values);
    expect(types).toContain("cross-timbers");
  });

  it("reads and moves by number, compares with names the spec writes, and shows every place by its id", async () => {
    const checked = checkFiles({ "game.rules": SPEC });
    const p = await positionFor(checked.model);
    // The area named like a terrain keeps its name; the others are numbers.
    const state = p.state;
    expect(state.placeIds.slice(0, state.areaPlaces)).toEqual(["zulu", "mike", "forest", "alpha"]);
    expect(p.fn("scout-at", [])).toBe("camp");
    expect(state.pieces[0]!.location).toBeGreaterThanOrEqual(PLACE_BASE);
    // Lists of places are sorted by id, not by number (zulu was numbered first).
    expect(p.fn("near", [])).toEqual(["alpha", "forest", "mike"]);
    expect(p.fn("within", [])).toEqual(["forest", "mike", "zulu"]);
    // A side's property naming a place holds it as play names it.
    expect(p.fn("home-is-zulu", [])).toBe(true);
    expect(p.fn("home", [])).toBe("zulu");
    // A table keyed by places finds its row by the place, and its cells naming places compare with them.
    expect(p.fn("bonus-at", ["zulu"])).toBe(3);
    expect(p.fn("bonus-at", ["forest"])).toBe(5);
    expect(p.fn("then-at", ["forest"])).toBe("zulu");
    expect(p.fn("then-is-alpha", [])).toBe(true);
    // A cell naming a place the spec does not declare (the supply) compares with the name written in a rule.
    expect(p.fn("spare-kept", [])).toBe(true);
    // The area that is also a terrain: a terrain compared with it, and a place pieces go to.
    expect(p.fn("forests", [])).toEqual(["mike", "forest"]);
    p.call("go", ["forest"]);
    expect(p.where("scout")).toBe("forest");
    p.call("go", ["alpha"]);
    expect(p.where("scout")).toBe("alpha");
    expect(p.idsIn("alpha")).toEqual(["scout"]);
    const board = p.board();
    expect(board.areas).toEqual({ zulu: [], mike: [], forest: [], alpha: ["scout"] });
    expect(pieceNamed(board, "scout")!.location).toBe("alpha");
    expect(JSON.stringify(board)).not.toMatch(/2\d{9}/);
    // An error quoting a place or a piece names it by its id too, as play raises it and as written.
    expect(() => p.call("bonus-for", ["alpha"])).toThrow(/table 'bonus' has no row for "?alpha"? \(at /);
    const index = new DataIndex(apache.programs["|"]!().data);
    const at = (id: string) => String(index.placeValue(id));
    expect(readableMessage(`no row for ${at("prairie")} nor ${PIECE_BASE + 3}, but 3, x${at("prairie")} and 1999999999999 stay`, index)).toBe(
      `no row for prairie nor ${index.pieceIds[3]}, but 3, x${at("prairie")} and 1999999999999 stay`,
    );
  });

  it("refuses to restore a state numbered otherwise: one saved before places were numbered, or by another version of the game", () => {
    const engine = Engine.create(apache, { seed: 3, players: 3 });
    const saved = JSON.parse(JSON.stringify(engine.state)) as EngineState;
    expect(JSON.stringify(Engine.restore(apache, JSON.parse(JSON.stringify(saved)) as EngineState).state)).toBe(JSON.stringify(engine.state));
    // The old layout: contents by holder and area, no list of places.
    const { places: _places, placeIds: _ids, areaPlaces: _areas, ...old } = saved;
    expect(() => Engine.restore(apache, { ...old, holders: {}, areas: {} } as unknown as EngineState)).toThrow(/keeps no list of places/);
    // Places in another order, or a piece the module does not have where it has another.
    const reordered = { ...saved, placeIds: [...saved.placeIds].reverse() };
    expect(() => Engine.restore(apache, reordered)).toThrow(/numbers its pieces or places unlike this engine/);
    const renamed = { ...saved, pieces: saved.pieces.map((p, i) => (i === 0 ? { ...p, id: "no-such-piece" } : p)) };
    expect(() => Engine.restore(apache, renamed)).toThrow(/numbers its pieces or places unlike this engine/);
    // Secrets kept the old way (aliases drawn and listed), or alias numbers for other pieces.
    const drawn = { ...saved, secrets: { aliases: saved.pieces.map(() => null), rng: saved.rng } } as unknown as EngineState;
    expect(() => Engine.restore(apache, drawn)).toThrow(/keep no aliases' key of 8 words/);
    const short = { ...saved, secrets: { ...saved.secrets!, marks: saved.secrets!.marks.slice(1) } };
    expect(() => Engine.restore(apache, short)).toThrow(/keep no alias number for each piece/);
    const garbled = { ...saved, secrets: { ...saved.secrets!, marks: saved.secrets!.marks.map((m, i) => (i === 2 ? "x" : m)) } } as unknown as EngineState;
    expect(() => Engine.restore(apache, garbled)).toThrow(/keep no alias number for each piece/);
    // Two pieces with one number would show one alias.
    const twice = { ...saved, secrets: { ...saved.secrets!, marks: saved.secrets!.marks.map((m, i) => (i === 2 ? saved.secrets!.marks[3]! : m)) } };
    expect(() => Engine.restore(apache, twice)).toThrow(/keep no alias number for each piece/);
    // The key of the permutation aliases were made with before ChaCha20 (four numbers), or a key word past 32 bits.
    const oldKey = { ...saved, secrets: { ...saved.secrets!, key: [1, 2, 3, 4] } };
    expect(() => Engine.restore(apache, oldKey)).toThrow(/keep no aliases' key of 8 words/);
    const wide = { ...saved, secrets: { ...saved.secrets!, key: saved.secrets!.key.map((w, i) => (i === 0 ? 2 ** 32 : w)) } };
    expect(() => Engine.restore(apache, wide)).toThrow(/keep no aliases' key of 8 words/);
    // A source of chance of no known kind, or a stream with a short key.
    expect(() => Engine.restore(apache, { ...saved, rng: { kind: "dice-tower" } } as unknown as EngineState)).toThrow(/source of chance is of no known kind/);
    expect(() => Engine.restore(apache, { ...saved, rng: { kind: "stream", key: [1], at: 0 } })).toThrow(/needs a key of eight 32-bit words/);
  });

  it("records in a saved game the digest of the board by id, which numbering the places otherwise leaves as it is", () => {
    const engine = Engine.create(apache, { seed: 4, players: 3 });
    for (let i = 0; i < 20 && !engine.isOver(); i++) {
      const d = engine.pending()!;
      const o = d.options[d.options.length - 1]!;
      engine.apply(deciderOf(d, o, engine.sides()), o);
    }
    const state = JSON.parse(JSON.stringify(engine.state)) as EngineState;
    // The same position with the holders numbered in the other order (areas keep theirs: they come first).
    const n = state.placeIds.length;
    const slot = (k: number) => (k < state.areaPlaces ? k : n - 1 - (k - state.areaPlaces));
    const renumber = (v: unknown): unknown =>
      typeof v === "number" && v >= PLACE_BASE && v < PLACE_BASE + n ? PLACE_BASE + slot(v - PLACE_BASE) : Array.isArray(v) ? v.map(renumber) : typeof v === "object" && v !== null ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, renumber(x)])) : v;
    const other = renumber(state) as EngineState;
    other.places = state.places.map((_, k) => state.places[slot(k)]!);
    other.placeIds = state.placeIds.map((_, k) => state.placeIds[slot(k)]!);
    expect(digest(other)).not.toBe(digest(state));
    expect(stateDigest(other)).toBe(stateDigest(state));
  });
});
