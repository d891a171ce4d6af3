import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type * as M from "../../dsl/model-types.js";
import { MapGraph } from "../../runtime/map-graph.js";
import { loadSpec } from "../specs/helpers.js";

describe("map graphs from the specs", () => {
  const owm = new MapGraph(loadSpec("once-we-moved-like-the-wind").maps[0]!);
  const squares = new MapGraph(loadSpec("squares").maps[0]!);

  it("reads adjacency and link kinds", () => {
    expect(owm.adjacent("a-020", "a-021")).toBe(true);
    expect(owm.linkType("a-021", "a-020")).toBe("mountain");
    expect(owm.boundaries("a-021")).toContain("mountain");
    expect(owm.territoriesOf("a-020")).toEqual(["arizona", "sonora-chihuahua"]);
  });

  it("finds the cheapest crossings under the Apache movement chart", () => {
    const apache = MapGraph.costByKind({ open: 1, mixed: 1, mountain: 3, "rio-grande": 2 });
    const path = owm.shortestPath("a-005", "a-021", apache)!;
    expect(path[0]).toBe("a-005");
    expect(path[path.length - 1]).toBe("a-021");
    const cost = path.slice(1).reduce((sum, to, i) => sum + apache(path[i]!, to, owm.linkType(path[i]!, to)), 0);
    expect(cost).toBe(owm.cheapest("a-005", apache).get("a-021"));
    const within = owm.reachable("a-020", 3, apache);
    expect(within.get("a-021")).toBe(3);
    expect([...within.values()].every((c) => c <= 3)).toBe(true);
  });

  it("measures distance to a reserve on the SQUARES board", () => {
    expect(squares.distance("b3-c", "blue-reserve")).toBe(1);
    expect(squares.distance("b1-c", "blue-reserve")).toBe(3);
    expect(squares.distance("g1-c", "blue-reserve")).toBe(4);
  });
});

describe("shortest paths agree with exhaustive search", () => {
  const graph = fc
    .tuple(fc.integer({ min: 2, max: 7 }), fc.array(fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 0, max: 5 })), { maxLength: 14 }))
    .map(([n, edges]) => {
      const ids = Array.from({ length: n }, (_, i) => `p${i}`);
      const links: M.Link[] = [];
      const seen = new Set<string>();
      for (const [a, b, w] of edges) {
        const x = ids[a % n]!;
        const y = ids[b % n]!;
        const key = [x, y].sort().join();
        if (x === y || seen.has(key)) continue;
        seen.add(key);
        links.push({ from: x, to: y, directed: false, type: `w${w}` });
      }
      return { map: { id: "m", layout: "points", areas: ids.map((id) => ({ id })), links } as M.Map, ids };
    });

  it("on random small maps", () => {
    fc.assert(
      fc.property(graph, ({ map, ids }) => {
        const g = new MapGraph(map);
        const cost = (_a: string, _b: string, t: string | undefined) => Number(t!.slice(1));
        const best = g.cheapest(ids[0]!, cost);
        // Exhaustive: every simple path from the first place.
        const brute = new Map<string, number>([[ids[0]!, 0]]);
        const walk = (at: string, total: number, seen: Set<string>) => {
          for (const next of g.neighbours(at)) {
            if (seen.has(next)) continue;
            const t = total + cost(at, next, g.linkType(at, next));
            if (t < (brute.get(next) ?? Infinity)) brute.set(next, t);
            walk(next, t, new Set([...seen, next]));
          }
        };
        walk(ids[0]!, 0, new Set([ids[0]!]));
        expect(new Map([...best].sort())).toEqual(new Map([...brute].sort()));
      }),
    );
  });
});
