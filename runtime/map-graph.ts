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
export type CostFn<P = string> = (from: P, to: P, linkType: string | undefined) => number;

/**
 * How a graph names its places (`P`): as the spec does (text, the default),
 * or as play does (a place's number, see `runtime/core/places.ts`), with the
 * way back to the id, by which lists are sorted and ties broken.
 */
export interface PlaceNaming<P> {
  value(id: string): P;
  id(place: P): string;
  /** Optionally, a number for each place in the order of their ids: comparing numbers is cheaper than comparing ids. */
  rank?(place: P): number;
}

const byText: PlaceNaming<string> = { value: (id) => id, id: (p) => p };

export class MapGraph<P extends string | number = string> {
  private readonly out = new Map<P, Map<P, string | undefined>>();
  private readonly areas: Map<P, GraphArea>;
  private readonly naming: PlaceNaming<P>;
  /** Orders places by id, whatever play names them by: lists come out as they would by name. */
  private readonly order: (a: P, b: P) => number;

  constructor(
    readonly map: GraphSource,
    naming?: PlaceNaming<P>,
  ) {
    const n = (this.naming = naming ?? (byText as unknown as PlaceNaming<P>));
    const byId = (a: P, b: P) => {
      const x = n.id(a);
      const y = n.id(b);
      return x < y ? -1 : x > y ? 1 : 0;
    };
    const rank = n.rank;
    // A place without a rank (-1) is compared by its id, so the order is the ids' whatever the ranks cover.
    this.order = rank
      ? (a, b) => {
          const x = rank(a);
          const y = rank(b);
          return x >= 0 && y >= 0 ? x - y : byId(a, b);
        }
      : byId;
    this.areas = new Map((map.areas ?? []).map((a) => [n.value(a.id), a]));
    for (const id of [...this.areas.keys(), ...(map.territories ?? []).map((t) => n.value(t.id))]) this.out.set(id, new Map());
    for (const l of map.links ?? []) {
      this.out.get(n.value(l.from))?.set(n.value(l.to), l.type);
      if (!l.directed) this.out.get(n.value(l.to))?.set(n.value(l.from), l.type);
    }
    // Without movement functions a step costs one (none into an impassable place) whatever the
    // state of play, so costs from a place are the link counts `distance` works out once.
    const named = map as { "movement-cost"?: unknown; "stops-movement"?: unknown };
    if (named["movement-cost"] === undefined && named["stops-movement"] === undefined) {
      this.fixedCosts = (from) => this.linkCounts(from);
      // By place, then by limit: asked for again and again, so no key is joined for each call.
      const lists = new Map<P, Map<number, readonly P[]>>();
      this.fixedReachable = (from, limit) => {
        let byLimit = lists.get(from);
        if (!byLimit) lists.set(from, (byLimit = new Map()));
        let found = byLimit.get(limit);
        if (!found) byLimit.set(limit, (found = frozen([...this.linkCounts(from)].filter(([p, c]) => p !== from && c <= limit).map(([p]) => p).sort(this.order))));
        return found;
      };
    }
  }

  /**
   * On a map without movement functions: the cost of reaching every place
   * from a place (any limit; callers keep the places within theirs). Worked
   * out once per place; callers must not change the map returned.
   */
  readonly fixedCosts?: (from: P) => SearchCosts<P>;

  /** On such a map, the places within a limit of a place (not the place itself), sorted by id: made once and shared (see `frozen`). */
  readonly fixedReachable?: (from: P, limit: number) => readonly P[];

  /** Every place of the graph: its areas and territories. */
  ids(): IterableIterator<P> {
    return this.out.keys();
  }

  has(id: P): boolean {
    return this.out.has(id);
  }

  /** Neighbours, sorted by id: a list made once and shared (see `frozen`), since the graph never changes. */
  neighbours(id: P): readonly P[] {
    let list = this.neighbourCache.get(id);
    if (!list) {
      list = frozen([...(this.out.get(id)?.keys() ?? [])].sort(this.order));
      this.neighbourCache.set(id, list);
    }
    return list;
  }
  private readonly neighbourCache = new Map<P, readonly P[]>();

  /** A place's links: each neighbour and the kind of link to it (undefined for a plain link); undefined for a place not on this map. */
  linksOf(id: P): ReadonlyMap<P, string | undefined> | undefined {
    return this.out.get(id);
  }

  adjacent(a: P, b: P): boolean {
    return this.out.get(a)?.has(b) ?? false;
  }

  /** The kind of the link from `a` to `b`, if they are linked. */
  linkType(a: P, b: P): string | undefined {
    return this.out.get(a)?.get(b);
  }

  /** The kinds of the links around a place, each once. */
  boundaries(id: P): string[] {
    return [...new Set([...(this.out.get(id)?.values() ?? [])].filter((t): t is string => t !== undefined))].sort();
  }

  territoriesOf(id: P): string[] {
    return this.areas.get(id)?.territory ?? [];
  }

  areasOf(territory: string): P[] {
    return [...this.areas.values()].filter((a) => a.territory?.includes(territory)).map((a) => this.naming.value(a.id));
  }

  /** Fewest links from `a` to `b` (impassable places cannot be crossed), or Infinity. */
  distance(a: P, b: P): number {
    return this.linkCounts(a).get(b) ?? Infinity;
  }

  /** Fewest links from a place to every place it can reach; the graph never changes, so worked out once per place. */
  private linkCounts(a: P): SearchCosts<P> {
    let fromA = this.distances.get(a);
    if (!fromA) {
      fromA = this.cheapest(a, (x, y) => (this.areas.get(y)?.impassable ? Infinity : 1));
      this.distances.set(a, fromA);
    }
    return fromA;
  }
  private readonly distances = new Map<P, SearchCosts<P>>();

  /**
   * Cheapest cost from `from` to every place it can reach (Dijkstra). With a
   * `limit`, places costing more than it are not expanded (they may still
   * appear, with costs above the limit).
   */
  cheapest(from: P, cost: CostFn<P>, limit = Infinity): SearchCosts<P> {
    const { ids, at, adj, kinds } = this.numbered();
    const s = at.get(from);
    if (s === undefined) return SearchCosts.alone(from);
    // Places by their numbers (see `numbered`): costs and what is done in flat lists, not maps, kept
    // from one search to the next (a typed list costs more to make than a small search runs) and put
    // back as found after each; a search started inside another (a cost that searches) makes its own.
    const scratch = this.scratch !== undefined && !this.searching ? this.scratch : newScratch(ids.length);
    this.scratch ??= scratch;
    const { best, done } = scratch;
    /** The places reached, in the order they were first reached: the order of the result. */
    const reached: number[] = [s];
    best[s] = 0;
    const outer = this.searching;
    this.searching = true;
    try {
      // A binary heap of (cost, place), cheapest first and, at equal cost, the
      // smallest id first (the lower number): places are expanded in the very
      // order a scan for the cheapest would take (a step's cost may depend on
      // what was expanded before, as `stops-movement` does), at a logarithmic
      // cost a place. An entry made stale by a cheaper one found later is
      // skipped when it comes up. Kept in two typed lists the search keeps
      // (grown when a search needs more), its comparisons written out: a
      // search's own time went mostly to the heap's small functions before.
      let costs = scratch.costs;
      let places = scratch.places;
      let size = 1;
      costs[0] = 0;
      places[0] = s;
      while (size > 0) {
        const currentCost: number = costs[0]!;
        const current: number = places[0]!;
        // Pop: the last entry goes to the root and sinks to its place.
        size--;
        if (size > 0) {
          const c = costs[size]!;
          const p = places[size]!;
          let i = 0;
          for (;;) {
            const l = 2 * i + 1;
            if (l >= size) break;
            const r = l + 1;
            let m = l;
            if (r < size && (costs[r]! < costs[l]! || (costs[r] === costs[l] && places[r]! < places[l]!))) m = r;
            if (!(costs[m]! < c || (costs[m] === c && places[m]! < p))) break;
            costs[i] = costs[m]!;
            places[i] = places[m]!;
            i = m;
          }
          costs[i] = c;
          places[i] = p;
        }
        if (done[current] === 1 || currentCost > best[current]!) continue;
        if (currentCost > limit) break;
        done[current] = 1;
        const next: Int32Array = adj[current]!;
        const kind = kinds[current]!;
        for (let k = 0; k < next.length; k++) {
          const j = next[k]!;
          if (done[j] === 1) continue;
          const step = cost(ids[current]!, ids[j]!, kind[k]);
          if (!Number.isFinite(step) || step < 0) continue;
          const total = currentCost + step;
          if (total < best[j]!) {
            if (best[j] === Infinity) reached.push(j);
            best[j] = total;
            // Push: the new entry rises to its place.
            if (size === costs.length) {
              const grown = newHeap(2 * size);
              grown.costs.set(costs);
              grown.places.set(places);
              costs = scratch.costs = grown.costs;
              places = scratch.places = grown.places;
            }
            let i = size++;
            while (i > 0) {
              const up = (i - 1) >> 1;
              if (!(total < costs[up]! || (total === costs[up] && j < places[up]!))) break;
              costs[i] = costs[up]!;
              places[i] = places[up]!;
              i = up;
            }
            costs[i] = total;
            places[i] = j;
          }
        }
      }
      // The costs by place number, the search's own (the scratch list is put back below): a plain
      // list, since making a typed list costs several times as much as this whole copy.
      const own = new Array<number>(best.length);
      for (let i = 0; i < best.length; i++) own[i] = best[i]!;
      return new SearchCosts(ids, at, own, reached);
    } finally {
      this.searching = outer;
      for (let k = 0; k < reached.length; k++) {
        best[reached[k]!] = Infinity;
        done[reached[k]!] = 0;
      }
    }
  }

  /** The lists a search keeps its costs, what it has done and its heap in (see `cheapest`), and whether one is going on. */
  private scratch: SearchScratch | undefined;
  private searching = false;

  /**
   * The graph with its places numbered in the order of their ids (so that a
   * lower number is a smaller id), each place's neighbours by number in that
   * order with the kind of link to each: made once, for searches.
   */
  private numbered(): { ids: P[]; at: Map<P, number>; adj: Int32Array[]; kinds: (string | undefined)[][] } {
    if (this.numbering !== undefined) return this.numbering;
    const all = new Set<P>(this.out.keys());
    for (const links of this.out.values()) for (const q of links.keys()) all.add(q);
    const ids = [...all].sort(this.order);
    const at = new Map(ids.map((p, i) => [p, i]));
    const adj = ids.map((p) => Int32Array.from(this.neighbours(p), (q) => at.get(q)!));
    const kinds = ids.map((p) => this.neighbours(p).map((q) => this.linkType(p, q)));
    return (this.numbering = { ids, at, adj, kinds });
  }
  private numbering: { ids: P[]; at: Map<P, number>; adj: Int32Array[]; kinds: (string | undefined)[][] } | undefined;

  /** The cheapest path (start and end included), or undefined when there is none. */
  shortestPath(from: P, to: P, cost: CostFn<P>): P[] | undefined {
    const best = this.cheapest(from, cost);
    if (!best.has(to)) return undefined;
    const path = [to];
    let at = to;
    while (at !== from) {
      // Step back to the neighbour that explains the cost, smallest id first.
      const prev = this.neighbours(at)
        .filter((p) => best.has(p) && Math.abs(best.get(p)! + cost(p, at, this.linkType(p, at)) - best.get(at)!) < 1e-9 && this.adjacent(p, at))
        .sort(this.order)[0];
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
  reachable(from: P, allowance: number, cost: CostFn<P>, minimumOne = false): Map<P, number> {
    const all = this.cheapest(from, cost, allowance);
    const out = new Map([...all].filter(([, c]) => c <= allowance));
    if (minimumOne) {
      for (const n of this.neighbours(from)) if (!out.has(n) && Number.isFinite(cost(from, n, this.linkType(from, n)))) out.set(n, allowance);
    }
    return out;
  }

  /** A cost function reading a chart of costs by link kind (and optionally a column, such as a side). */
  static costByKind<P = string>(chart: Record<string, number>, fallback = 1): CostFn<P> {
    return (_f, _t, kind) => (kind === undefined ? fallback : chart[kind] ?? fallback);
  }
}

/** What a search works in: the best cost and whether done, by place number, and its heap's entries. */
interface SearchScratch {
  best: Float64Array;
  done: Uint8Array;
  costs: Float64Array;
  places: Int32Array;
}

function newScratch(n: number): SearchScratch {
  return { best: new Float64Array(n).fill(Infinity), done: new Uint8Array(n), ...newHeap(Math.max(16, 2 * n)) };
}

function newHeap(n: number): { costs: Float64Array; places: Int32Array } {
  return { costs: new Float64Array(n), places: new Int32Array(n) };
}

/**
 * What a search found: the cheapest cost of each place it reached, read by
 * place as a map is (its entries in the order the places were first
 * reached), and the places within a limit in the order of their ids
 * (`within`), read off the costs by place number, which follow the ids:
 * no map is made for each search, and no list of places sorted.
 */
export class SearchCosts<P> implements ReadonlyMap<P, number> {
  constructor(
    private readonly ids: readonly P[],
    private readonly at: ReadonlyMap<P, number>,
    /** By place number: the cost, Infinity where the search did not reach. */
    private readonly best: readonly number[],
    /** The numbers of the places reached, in the order they were first reached. */
    private readonly reached: readonly number[],
  ) {}

  /** The costs of a search from a place that is on no graph: that place alone, at no cost. */
  static alone<P>(from: P): SearchCosts<P> {
    return new SearchCosts([from], new Map([[from, 0]]), [0], [0]);
  }

  get size(): number {
    return this.reached.length;
  }

  get(p: P): number | undefined {
    const i = this.at.get(p);
    if (i === undefined) return undefined;
    const c = this.best[i]!;
    return c === Infinity ? undefined : c;
  }

  has(p: P): boolean {
    return this.get(p) !== undefined;
  }

  /** The places other than `except` costing no more than `limit`, in the order of their ids. */
  within(limit: number, except: P): P[] {
    const out: P[] = [];
    for (let i = 0; i < this.best.length; i++) if (this.best[i]! <= limit && this.ids[i] !== except) out.push(this.ids[i]!);
    return out;
  }

  forEach(f: (cost: number, place: P, map: ReadonlyMap<P, number>) => void): void {
    for (let k = 0; k < this.reached.length; k++) f(this.best[this.reached[k]!]!, this.ids[this.reached[k]!]!, this);
  }

  *entries(): MapIterator<[P, number]> {
    for (let k = 0; k < this.reached.length; k++) yield [this.ids[this.reached[k]!]!, this.best[this.reached[k]!]!];
  }

  *keys(): MapIterator<P> {
    for (let k = 0; k < this.reached.length; k++) yield this.ids[this.reached[k]!]!;
  }

  *values(): MapIterator<number> {
    for (let k = 0; k < this.reached.length; k++) yield this.best[this.reached[k]!]!;
  }

  [Symbol.iterator](): MapIterator<[P, number]> {
    return this.entries();
  }
}
