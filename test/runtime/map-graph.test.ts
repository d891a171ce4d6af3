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

describe("cheapest costs by a heap (issue 31)", () => {
  /**
   * The search as it was written before: the cheapest place not yet expanded
   * found by scanning them all, smallest id first at equal cost. The heap must
   * expand places in this very order (a cost may depend on what was expanded
   * before it) and give the same costs, in the same order of discovery.
   */
  function scanned(graph: MapGraph, from: string, cost: (a: string, b: string, k: string | undefined) => number, limit: number): Map<string, number> {
    const best = new Map<string, number>([[from, 0]]);
    const done = new Set<string>();
    for (;;) {
      let current: string | undefined;
      let currentCost = Infinity;
      for (const [id, c] of best) {
        if (!done.has(id) && (c < currentCost || (c === currentCost && current !== undefined && id < current))) {
          current = id;
          currentCost = c;
        }
      }
      if (current === undefined || currentCost > limit) return best;
      done.add(current);
      for (const next of graph.neighbours(current)) {
        const step = cost(current, next, graph.linkType(current, next));
        if (!Number.isFinite(step) || step < 0) continue;
        const total = currentCost + step;
        if (total < (best.get(next) ?? Infinity)) best.set(next, total);
      }
    }
  }

  const graphs = fc.integer({ min: 2, max: 24 }).chain((n) =>
    fc.record({
      n: fc.constant(n),
      links: fc.array(fc.record({ from: fc.nat(n - 1), to: fc.nat(n - 1), type: fc.constantFrom("road", "river", undefined), directed: fc.boolean() }), { maxLength: n * 3 }),
      // Step costs by (from, to): small integers, with some barred (negative or infinite) and some free.
      prices: fc.array(fc.constantFrom(0, 0.5, 1, 1, 1.5, 2, 3, 5, -1, Infinity), { minLength: n * n, maxLength: n * n }),
      stops: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      start: fc.nat(n - 1),
      limit: fc.constantFrom(Infinity, 0, 2, 4, 7),
    }),
  );

  it("at equal cost, expands the smallest id first, even when a larger one was found earlier", () => {
    // z (cost 1) is found before c (cost 0 + 1); c goes first, so its neighbour d is found before z's y.
    const graph = new MapGraph({ areas: ["a", "b", "c", "d", "y", "z"].map((id) => ({ id })), links: [{ from: "a", to: "z", type: "road" }, { from: "a", to: "b", type: "free" }, { from: "b", to: "c", type: "road" }, { from: "c", to: "d", type: "road" }, { from: "z", to: "y", type: "road" }] });
    const price = (_a: string, _b: string, kind: string | undefined) => (kind === "free" ? 0 : 1);
    expect([...graph.cheapest("a", price)]).toEqual([["a", 0], ["b", 0], ["z", 1], ["c", 1], ["d", 2], ["y", 2]]);
    expect([...graph.cheapest("a", price)]).toEqual([...scanned(graph, "a", price, Infinity)]);
  });

  it("gives the same costs searched again and again, and searched from inside another search's costs", () => {
    const map = loadSpec("once-we-moved-like-the-wind").maps[0]!;
    const graph = new MapGraph(map);
    // The reference searches on graphs of their own: the outer one on one, every inner one on another.
    const [outer, inner] = [new MapGraph(map), new MapGraph(map)];
    const plain = (_a: string, _b: string, kind: string | undefined) => (kind === undefined ? 1 : 2);
    const expected = [...outer.cheapest("a-020", plain, 6)];
    for (let i = 0; i < 3; i++) expect([...graph.cheapest("a-020", plain, 6)]).toEqual(expected);
    // A cost that itself searches the same map: the inner search keeps lists of its own, and the outer one's hold.
    const nested = (a: string, b: string, kind: string | undefined) => (graph.cheapest(b, plain, 2).size > 3 ? plain(a, b, kind) : 3);
    const reference = (a: string, b: string, kind: string | undefined) => (inner.cheapest(b, plain, 2).size > 3 ? plain(a, b, kind) : 3);
    expect([...graph.cheapest("a-020", nested, 8)]).toEqual([...outer.cheapest("a-020", reference, 8)]);
    expect([...graph.cheapest("a-020", plain, 6)]).toEqual(expected);
  });

  it("expands in the scan's order: the same costs, found in the same order, with and without places that stop movement", () => {
    fc.assert(
      fc.property(graphs, ({ n, links, prices, stops, start, limit }) => {
        const id = (i: number) => `p${String(i).padStart(2, "0")}`;
        const graph = new MapGraph({ areas: Array.from({ length: n }, (_, i) => ({ id: id(i) })), links: links.filter((l) => l.from !== l.to).map((l) => ({ from: id(l.from), to: id(l.to), directed: l.directed, ...(l.type ? { type: l.type } : {}) })) });
        const price = (a: string, b: string) => prices[Number(a.slice(1)) * n + Number(b.slice(1))]!;
        // As `costs` searches with `stops-movement`: nothing goes on from a place where movement stopped.
        const stopping = () => {
          const halted = new Set<string>();
          return (a: string, b: string) => {
            if (a !== id(start) && halted.has(a)) return Infinity;
            const c = price(a, b);
            if (Number.isFinite(c) && stops[Number(b.slice(1))]) halted.add(b);
            return c;
          };
        };
        expect([...graph.cheapest(id(start), price, limit)]).toEqual([...scanned(graph, id(start), price, limit)]);
        expect([...graph.cheapest(id(start), stopping(), limit)]).toEqual([...scanned(graph, id(start), stopping(), limit)]);
      }),
      { numRuns: 500 },
    );
  });
});
