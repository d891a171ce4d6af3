import { describe, expect, it } from "vitest";
import type * as M from "../../dsl/model-types.js";
import { expand, loadSpec } from "./helpers.js";

const model = loadSpec("squares");
const board = model.maps.find((m) => m.id === "board")!;
const areas = board.areas!;
const links = board.links!;

function neighbours(id: string, type?: string): string[] {
  return links
    .filter((l) => (l.from === id || l.to === id) && (type === undefined || l.type === type))
    .map((l) => (l.from === id ? l.to : l.from))
    .sort();
}

describe("SQUARES board", () => {
  it("has 32 spaces: 30 squares in 3 rows of 5 a side and 2 reserve areas", () => {
    expect(areas).toHaveLength(32);
    expect(areas.filter((a) => a.terrain === "reserve").map((a) => a.id)).toEqual(["blue-reserve", "gray-reserve"]);
    for (const side of ["blue", "gray"]) {
      for (const row of [1, 2, 3]) {
        expect(areas.filter((a) => a.owner === side && a.row === row).map((a) => a.column)).toEqual(["L", "CL", "C", "CR", "R"]);
      }
    }
  });

  it("has 6 forests, 3 a side, and 24 clear squares", () => {
    expect(areas.filter((a) => a.terrain === "forest").map((a) => a.id)).toEqual(["b1-c", "b2-l", "b2-r", "g1-c", "g2-l", "g2-r"]);
    expect(areas.filter((a) => a.terrain === "clear")).toHaveLength(24);
  });

  it("lets a reserve hold any number of units and a square one", () => {
    for (const a of areas) expect(a.capacity).toBe(a.terrain === "reserve" ? undefined : 1);
  });

  it("has corner contacts only between the two centre rows", () => {
    const corners = links.filter((l) => l.type === "corner");
    expect(corners).toHaveLength(8);
    for (const l of corners) expect([l.from, l.to].map((id) => areas.find((a) => a.id === id)!.row)).toEqual([1, 1]);
    expect(neighbours("b1-c", "corner")).toEqual(["g1-cl", "g1-cr"]);
    expect(neighbours("b1-l", "corner")).toEqual(["g1-cl"]);
  });

  it("joins every back-row square, and only those, to its reserve", () => {
    expect(neighbours("blue-reserve")).toEqual(["b3-c", "b3-cl", "b3-cr", "b3-l", "b3-r"]);
    expect(neighbours("gray-reserve")).toEqual(["g3-c", "g3-cl", "g3-cr", "g3-l", "g3-r"]);
  });

  it("derives edge contacts from the rows' spans", () => {
    // Row 2's 4.5 in C square spans rows 1 CL, C and CR above it, and row 3 CL, C and CR below.
    expect(neighbours("b2-c", "edge")).toEqual(["b1-c", "b1-cl", "b1-cr", "b2-cl", "b2-cr", "b3-c", "b3-cl", "b3-cr"]);
    expect(neighbours("g1-l", "edge")).toEqual(["b1-l", "g1-cl", "g2-l"]);
  });

  it("is the same for both sides", () => {
    const swap: Record<string, string> = { "blue-reserve": "gray-reserve", "gray-reserve": "blue-reserve" };
    const mirror = (id: string) => swap[id] ?? (id.startsWith("b") ? `g${id.slice(1)}` : `b${id.slice(1)}`);
    const key = (l: M.Link) => [l.from, l.to].sort().join("|") + l.type;
    const all = new Set(links.map(key));
    for (const l of links) expect(all.has(key({ ...l, from: mirror(l.from), to: mirror(l.to) }))).toBe(true);
  });
});

describe("SQUARES armies and victory", () => {
  it("gives each army 9 infantry, 3 artillery and 4 cavalry", () => {
    for (const army of ["blue-army", "gray-army"]) {
      const units = expand(model, army);
      expect(units).toHaveLength(16);
      expect(["infantry", "artillery", "cavalry"].map((k) => units.filter((u) => u["piece"] === k).length)).toEqual([9, 3, 4]);
    }
  });

  it("values eliminations as the rulebook's example counts them (12 against 11)", () => {
    const table = model.tables.find((t) => t.id === "elimination-value")!;
    const value = (lost: Record<string, number>) => {
      const column = (lost["cavalry"] ?? 0) >= 3 ? 1 : 0;
      return table.rows!.reduce((sum, r) => sum + (lost[r.key as string] ?? 0) * (r.cells[column] as number), 0);
    };
    // Player 2 has eliminated 1 artillery, 3 cavalry and 4 infantry; player 1, 2 artillery, 2 cavalry and 5 infantry.
    expect(value({ artillery: 1, cavalry: 3, infantry: 4 })).toBe(12);
    expect(value({ artillery: 2, cavalry: 2, infantry: 5 })).toBe(11);
  });

  it("names the four ways to win", () => {
    expect(model.rules.filter((r) => r.kind === "victory").map((r) => r.id)).toEqual(["reserve-taken", "ten-eliminated", "both-reach-ten", "no-legal-action"]);
  });

  it("lists the attacker's five options after a stand", () => {
    const t = model.tables.find((x) => x.id === "stand-options")!;
    expect(t.rows!.map((r) => r.key)).toEqual([1, 2, 3, 4, 5].map((n) => ({ min: n, max: n })));
  });

  it("records the reconstruction of the board as an assumption", () => {
    expect(model.assumptions.map((a) => a.target)).toContain("map board");
  });
});
