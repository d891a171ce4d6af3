import { describe, expect, it } from "vitest";
import { resolveModel } from "../../dsl/resolve-model.js";
import { loadSpec } from "./helpers.js";

const model = loadSpec("once-we-moved-like-the-wind");
const board = model.maps.find((m) => m.id === "board")!;
const area = (id: string) => board.areas!.find((a) => a.id === id)!;
const blocks = (pred: (p: (typeof model.pieces)[number]) => boolean) => model.pieces.filter(pred);

describe("Once We Moved Like the Wind: map", () => {
  it("has the four territories, US and Mexican", () => {
    expect(board.territories!.map((t) => [t.id, t.nation])).toEqual([
      ["arizona", "us"],
      ["new-mexico", "us"],
      ["texas", "us"],
      ["sonora-chihuahua", "mexico"],
    ]);
  });

  it("joins areas 020 and 021 across a mountain boundary, 020 reaching into Mexico", () => {
    const link = board.links!.find((l) => [l.from, l.to].sort().join() === "a-020,a-021")!;
    expect(link.type).toBe("mountain");
    expect(area("a-020").territory).toEqual(["arizona", "sonora-chihuahua"]);
    expect(board.links!.filter((l) => (l.from === "a-021" || l.to === "a-021") && l.type === "mountain").length).toBeGreaterThan(0);
  });

  it("uses the four boundary types, and has water, towns, forts, two reservations, an ocean and edge areas", () => {
    expect(new Set(board.links!.map((l) => l.type))).toEqual(new Set(["open", "mixed", "mountain", "rio-grande"]));
    const withFeature = (f: string) => board.areas!.filter((a) => a.features?.includes(f)).map((a) => a.id);
    expect(withFeature("reservation")).toEqual(["a-004", "a-014"]);
    expect(area("a-004").title).toContain("White Mountain & San Carlos");
    expect(area("a-014").title).toContain("Mescalero");
    expect(withFeature("water").length).toBeGreaterThan(10);
    expect(withFeature("town").length).toBeGreaterThan(5);
    expect(withFeature("fort").length).toBeGreaterThan(5);
    expect(area("ocean")).toMatchObject({ impassable: true });
    expect(board.areas!.filter((a) => a.edge).length).toBeGreaterThan(5);
    expect(board.areas!.filter((a) => (a.territory ?? []).length > 1).map((a) => a.id)).toEqual(["a-018", "a-020"]);
  });
});

describe("Once We Moved Like the Wind: roster", () => {
  it("has 18 war bands and 14 rumours, each with its home territory and 9 MP", () => {
    const bands = blocks((p) => p.class === "war-band");
    const rumours = blocks((p) => p.class === "rumour");
    expect(bands).toHaveLength(18);
    expect(rumours).toHaveLength(14);
    for (const b of [...bands, ...rumours]) expect(b).toMatchObject({ side: "apache", movement: 9, visibility: "owner" });
    expect(bands.find((b) => b.id === "apache-peaks")!.home).toBe("arizona");
    expect(rumours.find((b) => b.id === "llanos-de-arriba")!.home).toBe("sonora-chihuahua");
  });

  it("has 8 Apache leaders with ratings and turns, Cochise 1-5 and Geronimo 5-8", () => {
    const leaders = blocks((p) => p.side === "apache" && p.leader === true);
    expect(leaders.map((l) => [l.id, l.rating])).toEqual([
      ["juh", 0], ["cochise", 2], ["coloradas", 1], ["victorio", 1], ["geronimo", 2], ["chuhuahua", 0], ["chato", 1], ["benito", 0],
    ]);
    expect(leaders.find((l) => l.id === "cochise")!.available).toEqual({ min: 1, max: 5 });
    expect(leaders.find((l) => l.id === "geronimo")!.available).toEqual({ min: 5, max: 8 });
    expect(leaders.find((l) => l.id === "victorio")!.available!.min).toBe(4);
  });

  it("has troops A-H, companies A-D, a scout and a settler", () => {
    expect(blocks((p) => p.id.startsWith("us-troop-")).map((p) => [p.title, p.movement])).toEqual("ABCDEFGH".split("").map((c) => [`Troop ${c}`, 5]));
    expect(blocks((p) => p.id.startsWith("us-company-")).map((p) => [p.title, p.movement])).toEqual("ABCD".split("").map((c) => [`Company ${c}`, 3]));
    expect(blocks((p) => p.class === "scout")[0]!.movement).toBe(5);
    expect(blocks((p) => p.class === "settler")[0]!.movement).toBe(3);
  });

  it("has 7 US leaders with Crook and Miles senior, 6 Mexican units and 3 Mexican leaders", () => {
    const us = blocks((p) => p.nation === "us" && p.leader === true);
    expect(us.map((l) => [l.id, l.movement, l.rating, l.senior])).toEqual([
      ["crook", 5, 2, true], ["miles", 5, 0, true], ["carleton", 5, 1, false], ["buell", 5, 0, false], ["carr", 5, 0, false], ["forsyth", 5, 1, false], ["crawford", 5, 1, false],
    ]);
    expect(blocks((p) => p.nation === "mexico" && !p.leader).map((p) => p.movement)).toEqual([4, 4, 4, 3, 3, 3]);
    expect(blocks((p) => p.nation === "mexico" && p.leader === true).map((l) => [l.id, l.movement, l.rating])).toEqual([
      ["terrazas", 4, 1], ["ortiz", 4, 0], ["garcia", 4, 1],
    ]);
  });

  it("keeps the pools at the set-up sizes: 2 senior, 5 junior, 12 units for the US", () => {
    const size = (id: string) => model.holders.find((h) => h.id === id)!.size;
    expect([size("us-senior-pool"), size("us-junior-pool"), size("us-unit-pool")]).toEqual([2, 5, 12]);
    expect([size("mexican-senior-pool"), size("mexican-junior-pool"), size("mexican-unit-pool")]).toEqual([1, 2, 6]);
    expect([size("war-band-pool"), size("rumour-pool")]).toEqual([18, 14]);
  });
});

describe("Once We Moved Like the Wind: charts, tracks, sequence, options", () => {
  it("reads the provocation die from 0 to 7 with next-turn modifiers", () => {
    const t = model.tables.find((x) => x.id === "provocation-table")!;
    expect(t.range).toEqual({ min: 0, max: 7 });
    expect(t.rows!.map((r) => [r.key, ...r.cells])).toEqual([
      [{ min: 0, max: 0 }, "none", 1], [{ min: 1, max: 2 }, "slight", 1], [{ min: 3, max: 4 }, "moderate", 1],
      [{ min: 5, max: 5 }, "major", 0], [{ min: 6, max: 6 }, "severe", -1], [{ min: 7, max: 7 }, "extreme", -1],
    ]);
  });

  it("gives Apache movement costs as printed", () => {
    const t = model.tables.find((x) => x.id === "movement-cost")!;
    expect(t.rows!.map((r) => [r.key, r.cells[0]])).toEqual([["open", 1], ["mixed", 1], ["mountain", 3], ["rio-grande", 2]]);
  });

  it("has the tracks: turn, provocation, victory points (totals kept past the printed 39, as assumed), victory levels, incursion", () => {
    const h = (id: string) => model.holders.find((x) => x.id === id)!;
    expect(h("apache-vp").range).toEqual({ min: 0, max: 999 });
    expect(h("army-vp").range).toEqual({ min: 0, max: 999 });
    expect(h("army-vp").assume).toMatch(/past 39/);
    expect(h("incursion").values).toEqual(["no", "yes"]);
    expect(h("provocation").values).toEqual(["none", "slight", "moderate", "major", "severe", "extreme"]);
    expect(model.game.turns).toEqual({ min: 1, max: 7 });
  });

  it("has the sequence of play A-F with its segments", () => {
    const turn = model.sequences.find((s) => s.id === "game-turn")!;
    expect(turn.children!.map((p) => [p.title, (p.children ?? []).map((c) => c.title)])).toEqual([
      ["A. Provocation", ["I. Determine provocation level", "II. Pick forces", "III. Deploy forces"]],
      ["B. 1st Movement impulse", ["I. Apache player movement", "II. Army player movement", "III. Reveal rumors", "IV. US Army reinforcements"]],
      ["C. 2nd Movement impulse", ["I. Apache player movement", "II. Army player movement", "III. Reveal rumors"]],
      // 8.0 runs the three segments area by area, in the Army player's order (an assumption in the spec).
      ["D. Combat", ["I-III. Retreats, ambush and regular combat, area by area"]],
      ["E. Victory points", []],
      ["F. Turn end", []],
    ]);
  });

  it("lists the victory point schedule", () => {
    const t = model.tables.find((x) => x.id === "vp-schedule")!;
    expect(t.rows!.map((r) => [r.key, ...r.cells])).toContainEqual(["apache-strength-lost", "army", 3]);
    expect(t.rows!.map((r) => [r.key, ...r.cells])).toContainEqual(["army-strength-lost", "apache", 2]);
  });

  it("has optional rules 11.1-11.5 as variants, the two longer games exclusive", () => {
    expect(model.variants.map((v) => [v.id, v.rule])).toEqual([
      ["apache-leader-death", "11.1"], ["army-leader-death", "11.2"], ["bidding", "11.3"], ["handicap", "11.4"], ["longer-game-8", "11.5"], ["longer-game-9", "11.5"],
    ]);
    expect(resolveModel(model, { variants: ["longer-game-9", "apache-leader-death"] }).game.turns).toEqual({ min: 1, max: 9 });
    expect(() => resolveModel(model, { variants: ["longer-game-8", "longer-game-9"] })).toThrow("cannot be combined");
  });

  it("marks every reconstruction with a reason", () => {
    const targets = model.assumptions.map((a) => a.target);
    for (const t of ["map board", "table force-chart", "table block-limit", "table movement-cost", "block terrazas", "type apache-class"]) expect(targets).toContain(t);
    for (const a of model.assumptions) expect(a.reason.length).toBeGreaterThan(20);
  });
});
