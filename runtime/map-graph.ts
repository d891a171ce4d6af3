/**
 * A map as a graph: adjacency from the spec's links, the kind of each link,
 * shortest paths under a cost function, reachability within a movement
 * allowance, and link-count distance. Ties are broken by id so results never
 * depend on insertion order.
 */
import { frozen } from "./core/values.js";

/** What a graph is built from: a map's areas, territories and links, as a spec declares them. */
export interface GraphSource {
  areas?: readonly { id: string; territory?: string[]; impassable?: boolean }[];
  territories?: readonly { id: string }[];
  links?: readonly { from: string; to: string; type?: string; directed?: boolean }[];
}

type GraphArea = NonNullable<GraphSource["areas"]>[number];

/** The cost of crossing from one place into a neighbour over a link of a kind, or Infinity when barred. */
export type CostFn = (from: string, to: string, linkType: string | undefined) => number;

export class MapGraph {
  private readonly out = new Map<string, Map<string, string | undefined>>();
  private readonly areas: Map<string, GraphArea>;

  constructor(readonly map: GraphSource) {
    this.areas = new Map((map.areas ?? []).map((a) => [a.id, a]));
    for (const id of [...this.areas.keys(), ...(map.territories ?? []).map((t) => t.id)]) this.out.set(id, new Map());
    for (const l of map.links ?? []) {
      this.out.get(l.from)?.set(l.to, l.type);
      if (!l.directed) this.out.get(l.to)?.set(l.from, l.type);
    }
    // Without movement functions a step costs one (none into an impassable place) whatever the
    // state of play, so costs from a place are the link counts `distance` works out once.
    const named = map as { "movement-cost"?: unknown; "stops-movement"?: unknown };
    if (named["movement-cost"] === undefined && named["stops-movement"] === undefined) {
      this.fixedCosts = (from) => this.linkCounts(from);
      // By place, then by limit: asked for again and again, so no key is joined for each call.
      const lists = new Map<string, Map<number, readonly string[]>>();
      this.fixedReachable = (from, limit) => {
        let byLimit = lists.get(from);
        if (!byLimit) lists.set(from, (byLimit = new Map()));
        let found = byLimit.get(limit);
        if (!found) byLimit.set(limit, (found = frozen([...this.linkCounts(from)].filter(([p, c]) => p !== from && c <= limit).map(([p]) => p).sort())));
        return found;
      };
    }
  }

  /**
   * On a map without movement functions: the cost of reaching every place
   * from a place (any limit; callers keep the places within theirs). Worked
   * out once per place; callers must not change the map returned.
   */
  readonly fixedCosts?: (from: string) => ReadonlyMap<string, number>;

  /** On such a map, the places within a limit of a place (not the place itself), sorted by id: made once and shared (see `frozen`). */
  readonly fixedReachable?: (from: string, limit: number) => readonly string[];

  /** Every place of the graph: its areas and territories. */
  ids(): IterableIterator<string> {
    return this.out.keys();
  }

  has(id: string): boolean {
    return this.out.has(id);
  }

  /** Neighbours, sorted by id: a list made once and shared (see `frozen`), since the graph never changes. */
  neighbours(id: string): readonly string[] {
    let list = this.neighbourCache.get(id);
    if (!list) {
      list = frozen([...(this.out.get(id)?.keys() ?? [])].sort());
      this.neighbourCache.set(id, list);
    }
    return list;
  }
  private readonly neighbourCache = new Map<string, readonly string[]>();

  /** A place's links: each neighbour and the kind of link to it (undefined for a plain link); undefined for a place not on this map. */
  linksOf(id: string): ReadonlyMap<string, string | undefined> | undefined {
    return this.out.get(id);
  }

  adjacent(a: string, b: string): boolean {
    return this.out.get(a)?.has(b) ?? false;
  }

  /** The kind of the link from `a` to `b`, if they are linked. */
  linkType(a: string, b: string): string | undefined {
    return this.out.get(a)?.get(b);
  }

  /** The kinds of the links around a place, each once. */
  boundaries(id: string): string[] {
    return [...new Set([...(this.out.get(id)?.values() ?? [])].filter((t): t is string => t !== undefined))].sort();
  }

  territoriesOf(id: string): string[] {
    return this.areas.get(id)?.territory ?? [];
  }

  areasOf(territory: string): string[] {
    return [...this.areas.values()].filter((a) => a.territory?.includes(territory)).map((a) => a.id);
  }

  /** Fewest links from `a` to `b` (impassable places cannot be crossed), or Infinity. */
  distance(a: string, b: string): number {
    return this.linkCounts(a).get(b) ?? Infinity;
  }

  /** Fewest links from a place to every place it can reach; the graph never changes, so worked out once per place. */
  private linkCounts(a: string): ReadonlyMap<string, number> {
    let fromA = this.distances.get(a);
    if (!fromA) {
      fromA = this.cheapest(a, (x, y) => (this.areas.get(y)?.impassable ? Infinity : 1));
      this.distances.set(a, fromA);
    }
    return fromA;
  }
  private readonly distances = new Map<string, Map<string, number>>();

  /**
   * Cheapest cost from `from` to every place it can reach (Dijkstra). With a
   * `limit`, places costing more than it are not expanded (they may still
   * appear, with costs above the limit).
   */
  cheapest(from: string, cost: CostFn, limit = Infinity): Map<string, number> {
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
      for (const next of this.neighbours(current)) {
        const step = cost(current, next, this.linkType(current, next));
        if (!Number.isFinite(step) || step < 0) continue;
        const total = currentCost + step;
        if (total < (best.get(next) ?? Infinity)) best.set(next, total);
      }
    }
  }

  /** The cheapest path (start and end included), or undefined when there is none. */
  shortestPath(from: string, to: string, cost: CostFn): string[] | undefined {
    const best = this.cheapest(from, cost);
    if (!best.has(to)) return undefined;
    const path = [to];
    let at = to;
    while (at !== from) {
      // Step back to the neighbour that explains the cost, smallest id first.
      const prev = this.neighbours(at)
        .filter((p) => best.has(p) && Math.abs(best.get(p)! + cost(p, at, this.linkType(p, at)) - best.get(at)!) < 1e-9 && this.adjacent(p, at))
        .sort()[0];
      if (prev === undefined) return undefined;
      path.unshift(prev);
      at = prev;
    }
    return path;
  }

  /**
   * Places reachable within a movement allowance, and what reaching each
   * costs. `minimumOne` lets a piece always make one step however costly,
   * as many games allow.
   */
  reachable(from: string, allowance: number, cost: CostFn, minimumOne = false): Map<string, number> {
    const all = this.cheapest(from, cost, allowance);
    const out = new Map([...all].filter(([, c]) => c <= allowance));
    if (minimumOne) {
      for (const n of this.neighbours(from)) if (!out.has(n) && Number.isFinite(cost(from, n, this.linkType(from, n)))) out.set(n, allowance);
    }
    return out;
  }

  /** A cost function reading a chart of costs by link kind (and optionally a column, such as a side). */
  static costByKind(chart: Record<string, number>, fallback = 1): CostFn {
    return (_f, _t, kind) => (kind === undefined ? fallback : chart[kind] ?? fallback);
  }
}
