import { describe, expect, it } from "vitest";
import { cheapestWays, expand, loadSpec } from "./helpers.js";

const model = loadSpec("warpath");
const map = model.maps.find((m) => m.id === "territory-map")!;
const space = (id: string) => map.areas!.find((a) => a.id === id)!;

describe("Warpath map", () => {
  it("puts the five capitals at their stated coordinates", () => {
    expect(map.areas!.filter((a) => a.capital).map((a) => [a.id, a.coord])).toEqual([
      ["council-grounds", "D6"], ["tahlequah", "D7"], ["seminole-town", "C4"], ["timoshingo", "B4"], ["doaksville", "A6"],
    ]);
  });

  it("has the Union and Confederate bases, Park Hill, Sculleyville and the raider bases", () => {
    expect(map.areas!.filter((a) => a.base).map((a) => [a.id, a.owner])).toEqual([
      ["fort-atkinson", "union"], ["fort-scott", "union"], ["fort-smith", "confederate"], ["fort-belknap", "confederate"], ["fort-marshall", "confederate"],
    ]);
    for (const id of ["park-hill", "sculleyville"]) expect(space(id)).toBeDefined();
    expect(space("kiowa-base").owner).toBe("kiowa");
    expect(space("comanche-base").owner).toBe("comanche");
  });

  it("places every space on the A-E by 1-7 grid, with one of the four terrains", () => {
    for (const a of map.areas!) {
      expect(a.coord).toMatch(/^[A-E][1-7]$/);
      expect(["prairie", "cross-timbers", "forest", "rough"]).toContain(a.terrain);
    }
  });

  it("gives the Union only Kansas at the start and joins spaces by routes, some across rivers", () => {
    expect(map.areas!.filter((a) => a.control === "union").map((a) => a.id)).toEqual(["fort-atkinson", "arkansas-bend", "humboldt", "fort-scott", "baxter-springs"]);
    expect(map.links!.filter((l) => l.type === "river").length).toBeGreaterThan(5);
  });

  it("puts every Union base beyond one move of cavalry from every place a Confederate recruit may appear", () => {
    // The bases start empty, and a Confederate unit in a Union base wins at once (4.4): a recruit (a
    // Confederate base, or a capital for the Indian units, 6.4) riding four spaces into one in its first
    // impulse would end most games at once. Costs as the spec reads them: rough spaces and river
    // crossings count two (7.5, 3.3).
    const areas = map.areas!;
    const terrain = new Map(areas.map((a) => [a.id, a.terrain]));
    const links = map.links!;
    const step = (from: string, to: string) => (terrain.get(to) === "rough" || links.some((l) => l.type === "river" && ((l.from === from && l.to === to) || (l.from === to && l.to === from))) ? 2 : 1);
    const starts = areas.filter((a) => (a.base && a.owner === "confederate") || a.capital).map((a) => a.id);
    expect(starts).toHaveLength(8);
    for (const start of starts) {
      const ways = cheapestWays(links, start, step);
      for (const base of ["fort-scott", "fort-atkinson"]) expect(ways.get(base)?.cost, `${start} to ${base}`).toBeGreaterThan(4);
    }
  });
});

describe("Warpath counters, markers and tables", () => {
  it("lists regiments by army and year of entry, the Indian Home Guard with three battalions", () => {
    const units = model.pieces.filter((p) => p.kind === "counter" && p.strength !== undefined && p.regiment);
    expect(units.find((u) => u.id === "texas-cav-29")).toMatchObject({ army: "confederate", class: "cavalry", entry: 1862, count: 2 });
    for (const id of ["ihg-1", "ihg-2", "ihg-3"]) expect(units.find((u) => u.id === id)).toMatchObject({ army: "union-indian", count: 3 });
    expect(new Set(units.map((u) => u.army))).toEqual(new Set(["union", "union-indian", "confederate", "confederate-indian"]));
    expect(model.pieces.filter((p) => p.leader).map((p) => p.side)).toEqual(["union", "union", "union", "confederate", "confederate", "confederate"]);
  });

  it("has three Kiowa and three Comanche counters, supply wagons of two increments and two-sided forts", () => {
    expect(expand(model, "kiowa-raiders")).toHaveLength(3);
    expect(expand(model, "comanche-raiders")).toHaveLength(3);
    expect(model.pieces.find((p) => p.id === "supply-wagon")).toMatchObject({ steps: 2, faces: ["two-wagons", "one-wagon"] });
    expect(model.pieces.find((p) => p.id === "fort")!.faces).toEqual(["finished", "building"]);
  });

  it("fills the marker pool with action markers 1-4, End markers for every season and two for winter only, and every event", () => {
    const markers = expand(model, "marker-pool");
    const kinds = new Set(markers.flatMap((m) => [m["first"], m["second"]]));
    for (const k of ["action-1", "action-2", "action-3", "action-4", "end", "devastation", "indian-recruiting", "comanche", "kiowa", "fortune-of-war"]) expect(kinds).toContain(k);
    // Two End markers act in every season; two more only in winter (the Comanche or Kiowa in summer).
    expect(markers.filter((m) => m["first"] === "end" && m["second"] === "end")).toHaveLength(2);
    expect(markers.filter((m) => m["first"] === "end" && m["second"] !== "end").map((m) => m["second"]).sort()).toEqual(["comanche", "kiowa"]);
    expect(expand(model, "quantrill-marker")[0]).toMatchObject({ first: "quantrill" });
  });

  it("has a battle results table covering every modified roll and a terrain effects chart", () => {
    const brt = model.tables.find((t) => t.id === "battle-results")!;
    expect(brt.columns).toEqual(["prairie", "cross-timbers", "forest", "rough"]);
    expect(brt.range).toEqual({ min: 1, max: 7 });
    const tec = model.tables.find((t) => t.id === "terrain-effects")!;
    expect(tec.rows!.find((r) => r.key === "rough")!.cells[0]).toBe(2);
  });

  it("runs eight turns of three phases, summer on odd turns", () => {
    expect(model.game.turns).toEqual({ min: 1, max: 8 });
    const turn = model.sequences.find((s) => s.id === "game-turn")!;
    expect(turn.children!.map((c) => c.title)).toEqual(["1. First player determination", "2. Campaign", "3. Administrative"]);
    const seasons = model.tables.find((t) => t.id === "seasons")!;
    expect(seasons.rows!.filter((r) => r.cells[0] === "summer").map((r) => (r.key as { min: number }).min)).toEqual([1, 3, 5, 7]);
  });

  it("has the three victory conditions", () => {
    expect(model.rules.filter((r) => r.kind === "victory").map((r) => r.id)).toEqual(["union-sudden-death", "confederate-sudden-death", "end-of-turn-eight"]);
  });
});
