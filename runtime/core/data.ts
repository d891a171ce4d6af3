/**
 * The data of a game that code compiled from its spec reads at run time:
 * declarations and their properties, tables, maps, pieces, holders and
 * decisions. It is plain JSON, written into each generated module by the
 * generator, so an engine needs neither the spec's model nor its schema.
 * Expressions and statements are not here: they are compiled.
 */
import { MapGraph, type GraphSource } from "../map-graph.js";
import { copyKey, PLACE_BASE, placeSymbols, type PlaceRef, type PlaceSymbols } from "./places.js";
import { pieceInstances, pieceRefs, type PieceRef } from "./state.js";
import type { Value } from "./values.js";

/** A play a window offers, as play keeps it and as clients see it. */
export interface Offer {
  pair: Value;
  shown: Value;
}

/** The plays made for one side: for pieces by their number less `PIECE_BASE`, for anything else by the value. */
export interface SideOffers {
  byPiece: (Offer | undefined)[];
  byName: Map<string | number, Offer>;
}

/** What an optional property reads when a declaration leaves it out, per keyword. */
export type Defaults = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** Any declaration of the data: its id, title and properties. */
export interface Declared {
  id: string;
  title?: string;
  [property: string]: unknown;
}

export interface SideData extends Declared {
  player?: boolean;
  state?: Record<string, string>;
}

export interface TypeData extends Declared {
  values: string[];
}

export interface AreaData extends Declared {
  impassable?: boolean;
}

export interface MapData extends Declared {
  /** The function pricing one step of movement, and the one saying where movement stops. */
  "movement-cost"?: string;
  "stops-movement"?: string;
  /** Fields every area of the map keeps during play, with their types. */
  state?: Record<string, string>;
  areas?: AreaData[];
  territories?: Declared[];
  links?: GraphSource["links"];
}

export interface PieceData extends Declared {
  kind: string;
  side?: string;
  steps?: number;
  faces?: string[];
  count?: number;
  fields?: Record<string, string>;
  state?: Record<string, string>;
  visibility?: string;
}

export interface EntryData {
  count: number;
  piece: string;
  fields?: Record<string, string>;
}

export interface HolderData extends Declared {
  kind: string;
  owner?: string;
  order?: string;
  visibility?: string;
  "each-player"?: boolean;
  contents?: EntryData[];
  values?: string[];
  range?: { min?: number; max?: number };
  start?: number | string;
}

export type CellData = number | string | boolean | CellData[] | { [key: string]: CellData };

export interface TableData extends Declared {
  columns?: (string | number)[];
  rows?: { key: string | { min?: number; max?: number }; cells: CellData[] }[];
}

type TableRow = NonNullable<TableData["rows"]>[number];

/** See `DataIndex.tableIndex`. */
export interface TableIndex {
  id: string;
  byKey: Map<string, TableRow>;
  ranges: { min?: number | undefined; max?: number | undefined; row: TableRow }[];
  columns: Map<string, number>;
  /** The column last read and where it is: a search reads one column at every step it weighs. */
  lastColumn: unknown;
  lastAt: number;
}

export interface DecisionData extends Declared {
  prompt?: string;
  rule?: string;
  options?: unknown[];
}

export interface UnspecifiedData extends Declared {
  section?: string;
  /** The rulebook has the rule; the spec does not encode it yet. */
  pending?: boolean;
}

export interface GameData {
  game: Declared & { sides?: string[]; players: { min?: number; max?: number } };
  types: TypeData[];
  sides: SideData[];
  maps: MapData[];
  pieces: PieceData[];
  holders: HolderData[];
  tables: TableData[];
  decisions: DecisionData[];
  unspecified: UnspecifiedData[];
  /** Ids of the functions and procedures: their names are values too. */
  functions: { id: string; params?: string[] }[];
  procedures: { id: string }[];
  /**
   * The module's places, numbered once for all its programs (see
   * `placeSymbols`); a program's own data stands for the module when left out.
   */
  places?: PlaceSymbols;
}

/**
 * The module's symbols the runtime needs: the ids of its functions (each
 * with its reduced forms, `name#empty` ...), procedures and tables, in the
 * order the compiler numbered them. Compiled code calls and reads these by
 * number; a name known only at run time (a map's `movement-cost`, a table
 * chosen by a rule) is turned into its number here.
 */
export interface SymbolLists {
  readonly function?: readonly string[];
  readonly procedure?: readonly string[];
  readonly table?: readonly string[];
  readonly decision?: readonly string[];
  readonly track?: readonly string[];
}

/** A track as changing it needs it, found once by its symbol (see `DataIndex.track`). */
export interface TrackInfo {
  readonly id: string;
  readonly range: { readonly min?: number; readonly max?: number } | undefined;
  readonly values: readonly string[] | undefined;
}

/** A declared decision as requests need it, found once by its symbol (see `DataIndex.decision`). */
export interface DecisionInfo {
  readonly id: string;
  /** What the request asks: the decision's prompt, else its title. */
  readonly prompt: string | undefined;
  readonly rule: string | undefined;
  /** The key restrictions on it are kept under (`decision:<id>`). */
  readonly key: string;
}

/** A name as the language writes them: values in tables and decisions that look like this are names. */
const NAME = /^[A-Za-z_][A-Za-z0-9_]*(-[A-Za-z0-9_]+)*$/;

/** A declaration of the game's data with the keyword that declared it (`area`, `block`, `table` ...). */
export type Decl = { keyword: string; obj: Record<string, unknown> };

/** A game's data indexed once: declarations by id, the owners of type values, map graphs. */
export class DataIndex {
  readonly decls = new Map<string, Decl>();
  readonly values = new Map<string, string>();
  /** Each map's graph, over its places as play names them. */
  readonly graphs = new Map<string, MapGraph<PlaceRef>>();
  /** Each area's map, by the area as play names it. */
  readonly areaMap = new Map<PlaceRef, string>();
  /** Each area's map graph. */
  private readonly areaGraph = new Map<PlaceRef, MapGraph<PlaceRef>>();
  /** Each map's areas as play names them, in declaration order. */
  readonly mapAreas = new Map<string, readonly PlaceRef[]>();
  /** Each map's areas as a set (`mapAreas`), made when first asked: what `x in board` tests. */
  mapMembers(map: string): ReadonlySet<PlaceRef> {
    let members = this.mapSets.get(map);
    if (members === undefined) {
      members = new Set(this.mapAreas.get(map) ?? []);
      this.mapSets.set(map, members);
    }
    return members;
  }
  private readonly mapSets = new Map<string, Set<PlaceRef>>();
  /** Each map's areas by their slots in `state.places`, in declaration order: what a loop over a map's pieces indexes. */
  readonly mapSlots = new Map<string, readonly number[]>();
  readonly territoryMap = new Map<string, string>();
  /** Sides that are players (not run by the rules). */
  readonly playerSides: ReadonlySet<string>;
  /** Every piece's id, by its place in `state.pieces`: what clients see for a piece (see `PieceRef`). */
  readonly pieceIds: readonly string[];
  /** The side each piece's kind belongs to (`side: x`), by the piece's place in the state's list; undefined for a kind of no side. */
  readonly kindSides: readonly (string | undefined)[];
  /** How play names each piece, by its id: what an action's ids are read back into. */
  readonly pieceRefs: ReadonlyMap<string, PieceRef>;
  /** The place in `state.pieces` of each piece named by its kind's name (the only piece of its kind). */
  readonly namedPieces: ReadonlyMap<string, number>;
  /** The module's places (see `PlaceSymbols`): how play names each, by its place in `places.ids`. */
  readonly places: PlaceSymbols;
  /** How play names each place, by its number less `PLACE_BASE` (its slot): that number, or its name (see `places.ts`). */
  readonly placeRefs: readonly PlaceRef[];
  /** Each place's slot, by its id. */
  private readonly placeSlots: ReadonlyMap<string, number>;
  /** The side whose copy of a holder every player has a slot is, by slot. */
  readonly placeOwners: readonly (string | undefined)[];
  /** The `[side, choice]` plays windows offer, made once per program with their twins as clients see them (see `offerOf` in `commands.ts`). */
  readonly offers = new Map<string, SideOffers>();

  constructor(
    readonly data: GameData,
    readonly defaults: Defaults = {},
    /** The first and last turn of the program (`last-turn`). */
    readonly turns: { readonly first: number; readonly last: number } = { first: 1, last: 1 },
    /** The module's symbols, for names met at run time. */
    readonly symbols: SymbolLists = {},
  ) {
    this.places = data.places ?? placeSymbols([data]);
    const text = new Set(this.places.text);
    this.placeRefs = this.places.ids.map((id, k) => (text.has(id) ? id : PLACE_BASE + k));
    this.placeSlots = new Map(this.places.ids.map((id, k) => [id, k]));
    const copies = new Map<string, string>();
    for (const h of data.holders) if (h["each-player"]) for (const s of data.sides) copies.set(copyKey(h.id, s.id), s.id);
    this.placeOwners = this.places.ids.map((id) => copies.get(id));
    const add = (keyword: string, obj: object) => this.decls.set((obj as Declared).id, { keyword, obj: obj as Record<string, unknown> });
    add("game", data.game);
    for (const t of data.types) {
      add("type", t);
      for (const v of t.values) if (!this.values.has(v)) this.values.set(v, t.id);
    }
    for (const s of data.sides) add("side", s);
    for (const m of data.maps) {
      add("map", m);
      this.graphs.set(m.id, new MapGraph<PlaceRef>(m as GraphSource, { value: (id) => this.placeValue(id), id: (v) => this.placeId(v), rank: (v) => this.placeRank(v) }));
      this.mapAreas.set(m.id, (m.areas ?? []).map((a) => this.placeValue(a.id)));
      this.mapSlots.set(m.id, (m.areas ?? []).map((a) => this.placeSlots.get(a.id)!));
      for (const t of m.territories ?? []) add("territory", t);
      for (const a of m.areas ?? []) {
        add("area", a);
        this.areaMap.set(this.placeValue(a.id), m.id);
        this.areaGraph.set(this.placeValue(a.id), this.graphs.get(m.id)!);
        this.graphBySlot[this.placeSlots.get(a.id)!] = this.graphs.get(m.id)!;
      }
    }
    for (const p of data.pieces) add(p.kind, p);
    for (const h of data.holders) {
      add(h.kind, h);
      if (h["each-player"]) this.ownCopies.set(h.id, Object.create(null) as Record<string, PlaceRef>);
      for (const v of h.values ?? []) if (!this.values.has(v)) this.values.set(v, h.id);
    }
    for (const t of data.tables) {
      add("table", t);
      for (const r of t.rows ?? []) for (const c of r.cells) if (typeof c === "string" && NAME.test(c) && !this.values.has(c)) this.values.set(c, t.id);
    }
    for (const f of data.functions) add("function", f);
    for (const p of data.procedures) add("procedure", p);
    for (const d of data.decisions) {
      if (!this.decls.has(d.id)) add("decision", d);
      for (const o of d.options ?? []) if (typeof o === "string" && NAME.test(o) && !this.values.has(o)) this.values.set(o, d.id);
    }
    for (const m of data.maps) for (const t of m.territories ?? []) this.territoryMap.set(t.id, m.id);
    this.playerSides = new Set(data.sides.filter((s) => s.player !== false).map((s) => s.id));
    const instances = pieceInstances(data);
    const refs = pieceRefs(instances);
    this.pieceIds = instances.map((p) => p.id);
    this.kindSides = instances.map((p) => this.decls.get(p.kind)?.obj["side"] as string | undefined);
    this.pieceRefs = new Map(instances.map((p, i) => [p.id, refs[i]!]));
    this.namedPieces = new Map(instances.flatMap((p, i) => (typeof refs[i] === "string" ? [[p.id, i] as const] : [])));
  }

  /**
   * A field as a declaration states it (`v`, possibly undefined) and the
   * default its keyword gives (`dflt`), or undefined when there is no such
   * declaration. Looked up once per declaration and field: the data never
   * changes during play, and reading many differently shaped records by a
   * computed key is slow.
   */
  declField(id: Value, f: string): { v: unknown; dflt: unknown } | undefined {
    const key = typeof id === "number" ? id : String(id);
    let fields = this.fieldCache.get(key);
    if (!fields) this.fieldCache.set(key, (fields = new Map()));
    let found = fields.get(f);
    if (found === undefined && !fields.has(f)) {
      const d = this.decl(id);
      found = d ? { v: this.played(d.obj[f]), dflt: this.played(this.defaults[d.keyword]?.[f]) } : undefined;
      fields.set(f, found);
    }
    return found;
  }
  /**
   * A side's own copy of a holder every player has (`hand@red`), as play
   * names it; undefined for a name that is no such holder. Found once.
   */
  ownHolder(id: Value, side: string): PlaceRef | undefined {
    const copies = typeof id === "string" ? this.ownCopies.get(id) : undefined;
    if (copies === undefined) return undefined;
    // A small record by side, not a map: a few sides, read far more often than written.
    return (copies[side] ??= this.placeValue(copyKey(id as string, side)));
  }
  private readonly ownCopies = new Map<string, Record<string, PlaceRef>>();

  /** A declared decision by its symbol's number, as compiled code names it (`choose ... as d`). */
  decision(n: number): DecisionInfo {
    let found = this.decisions[n];
    if (found === undefined) {
      const id = this.symbols.decision?.[n];
      if (id === undefined) throw new Error(`the module lists no decision numbered ${n}`);
      const d = this.decls.get(id);
      const obj = (d?.keyword === "decision" ? d.obj : {}) as { prompt?: string; title?: string; rule?: string };
      found = this.decisions[n] = { id, prompt: obj.prompt ?? obj.title, rule: obj.rule, key: `decision:${id}` };
    }
    return found;
  }
  private readonly decisions: (DecisionInfo | undefined)[] = [];

  /** A track by its symbol's number, as compiled code names it (`set t += 1`). */
  track(n: number): TrackInfo {
    let found = this.tracks[n];
    if (found === undefined) {
      const id = this.symbols.track?.[n];
      const d = id === undefined ? undefined : this.decls.get(id);
      if (id === undefined || d?.keyword !== "track") throw new Error(`the module lists no track numbered ${n}`);
      const obj = d.obj as { range?: { min?: number; max?: number }; values?: string[] };
      found = this.tracks[n] = { id, range: obj.range, values: obj.values };
    }
    return found;
  }
  private readonly tracks: (TrackInfo | undefined)[] = [];

  /** How play names the place with this id; any other name as it is. */
  placeValue(id: string): PlaceRef {
    const k = this.placeSlots.get(id);
    return k === undefined ? id : this.placeRefs[k]!;
  }

  /** A place's slot in `state.places` (its number less `PLACE_BASE`), or undefined for a value that names no place of the module. */
  slotOf(v: Value): number | undefined {
    if (typeof v === "number") return v >= PLACE_BASE && v - PLACE_BASE < this.placeRefs.length ? v - PLACE_BASE : undefined;
    return typeof v === "string" ? this.placeSlots.get(v) : undefined;
  }

  /** Whether a place is declared impassable: read once a place, kept by its slot (a search asks at every step). */
  impassable(v: Value): boolean {
    const k = this.slotOf(v);
    if (k === undefined) return this.decl(v)?.obj["impassable"] === true;
    const flags = (this.impassableSlots ??= new Int8Array(this.placeRefs.length).fill(-1));
    if (flags[k] === -1) flags[k] = this.decl(v)?.obj["impassable"] === true ? 1 : 0;
    return flags[k] === 1;
  }
  private impassableSlots: Int8Array | undefined;

  /** A place's id as clients know it (any other value as text). */
  placeId(v: Value): string {
    if (typeof v === "number" && v >= PLACE_BASE) return this.places.ids[v - PLACE_BASE] ?? String(v);
    return String(v);
  }

  /** Orders places (and any other values) by their ids: how lists of places are sorted, whatever play names them by. */
  readonly byId = (a: Value, b: Value): number => {
    // Two places by number: their ranks, which are in the order of their ids (see `placeRank`).
    if (typeof a === "number" && typeof b === "number" && a >= PLACE_BASE && b >= PLACE_BASE && a - PLACE_BASE < this.places.ids.length && b - PLACE_BASE < this.places.ids.length) return this.placeRank(a) - this.placeRank(b);
    const x = this.placeId(a);
    const y = this.placeId(b);
    return x < y ? -1 : x > y ? 1 : 0;
  };

  /**
   * Sorts a list by id in place (as `sort(byId)` would) and returns it. A
   * list of places by number, the usual case (`reachable`), is sorted by
   * rank as numbers, with the built-in sort of a typed array rather than a
   * comparison function called n log n times.
   */
  sortById(xs: Value[]): Value[] {
    const n = this.places.ids.length;
    const ranks = new Int32Array(xs.length);
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i];
      if (typeof x !== "number" || x < PLACE_BASE || x - PLACE_BASE >= n) return xs.sort(this.byId);
      ranks[i] = this.placeRank(x);
    }
    ranks.sort();
    const byRank = this.byRank!;
    for (let i = 0; i < ranks.length; i++) xs[i] = PLACE_BASE + byRank[ranks[i]!]!;
    return xs;
  }

  private ranks: Int32Array | undefined;
  /** Each rank's place, by its slot (the inverse of `ranks`), made with it. */
  private byRank: Int32Array | undefined;

  /**
   * A place's position among all places sorted by id (a place named by its
   * id's text ranks as that text would): sorting places by rank sorts them by
   * id, with a number comparison instead of two look-ups and a text one.
   */
  placeRank(v: Value): number {
    if (this.ranks === undefined) {
      const ids = this.places.ids;
      const order = ids.map((_, k) => k).sort((i, j) => (ids[i]! < ids[j]! ? -1 : ids[i]! > ids[j]! ? 1 : 0));
      this.ranks = new Int32Array(ids.length);
      order.forEach((k, r) => (this.ranks![k] = r));
      this.byRank = Int32Array.from(order);
    }
    const k = typeof v === "number" ? v - PLACE_BASE : this.placeSlots.get(String(v));
    return k === undefined || k < 0 || k >= this.ranks.length ? -1 : this.ranks[k]!;
  }

  /** The declaration a value names: a place by its id, anything else by its name. */
  decl(v: Value): Decl | undefined {
    return this.decls.get(typeof v === "number" ? this.placeId(v) : (v as string));
  }

  /**
   * A value of the data as play reads it: the name of a place that play
   * names by number turned into that number (in lists too). Properties and
   * table cells go through it once, when they are first read.
   */
  played<T>(v: T): T {
    if (typeof v === "string") {
      const k = this.placeSlots.get(v);
      return (k === undefined ? v : this.placeRefs[k]) as T;
    }
    if (Array.isArray(v)) return v.map((x) => this.played(x)) as T;
    return v;
  }

  /**
   * What a place (`tribe`, or a side's copy `tribe@red`) says of the pieces
   * put in it or drawn from it: whether it hides them, and whether it is
   * drawn from at random. Worked out once per place: every move asks.
   */
  holderKey(place: PlaceRef): { hides: boolean; random: boolean } {
    const k = this.slotOf(place);
    let found = k === undefined ? undefined : this.holderKeys[k];
    if (found === undefined) {
      const key = this.placeId(place);
      const at = key.indexOf("@");
      const obj = this.decls.get(at < 0 ? key : key.slice(0, at))?.obj as { visibility?: string; order?: string } | undefined;
      found = { hides: obj?.visibility === "none" || obj?.visibility === "owner", random: obj?.order === "random" };
      if (k !== undefined) this.holderKeys[k] = found;
    }
    return found;
  }
  private readonly holderKeys: ({ hides: boolean; random: boolean } | undefined)[] = [];

  /**
   * A table indexed for look-ups: rows by their key, ranged rows in order,
   * columns by name (as text, so `2` and `"2"` name the same column). The
   * first row that matches a key wins, as in a scan. Made once per table.
   */
  tableIndex(id: string): TableIndex | undefined {
    let t = this.tableCache.get(id);
    if (t === undefined) {
      const d = this.decls.get(id);
      if (d?.keyword !== "table") return undefined;
      const data = d.obj as unknown as TableData;
      t = { id, byKey: new Map(), ranges: [], columns: new Map(), lastColumn: undefined, lastAt: 0 };
      for (const given of data.rows ?? []) {
        // Cells naming places hold them as play names them.
        const row = { key: given.key, cells: this.played(given.cells) };
        if (typeof row.key === "string") {
          // A row keyed by a place is found by the place as play names it, and by its name.
          for (const key of new Set([row.key, String(this.placeValue(row.key))])) if (!t.byKey.has(key)) t.byKey.set(key, row);
        } else t.ranges.push({ min: row.key.min, max: row.key.max, row });
      }
      (data.columns ?? []).forEach((c, i) => {
        for (const key of new Set([String(c), String(this.placeValue(String(c)))])) if (!t!.columns.has(key)) t!.columns.set(key, i);
      });
      this.tableCache.set(id, t);
    }
    return t;
  }
  private readonly tableCache = new Map<string, TableIndex>();

  /** A table indexed (see `tableIndex`) by its symbol's number; undefined for a table this program lacks. */
  tableAt(n: number): TableIndex | undefined {
    let t = this.tablesByNumber[n];
    if (t === undefined) {
      const id = this.symbols.table?.[n];
      t = id === undefined ? undefined : this.tableIndex(id);
      if (t !== undefined) this.tablesByNumber[n] = t;
    }
    return t;
  }
  private readonly tablesByNumber: (TableIndex | undefined)[] = [];

  /** The number of a function or procedure named at run time, or undefined for a name the module does not have. */
  symbolNumber(kind: "function" | "procedure", id: string): number | undefined {
    let numbers = this.symbolNumbers.get(kind);
    if (numbers === undefined) {
      numbers = new Map((this.symbols[kind] ?? []).map((x, i) => [x, i]));
      this.symbolNumbers.set(kind, numbers);
    }
    return numbers.get(id);
  }
  private readonly symbolNumbers = new Map<string, Map<string, number>>();

  /**
   * The movement functions of the map a place is on, by the number of their
   * movement form (`name#move`, which the compiler writes for each): found
   * once for each map; undefined for a place on no map. A form the module
   * lacks has no number (searches refuse it, naming the function).
   */
  movementForms(place: PlaceRef): MovementForms | undefined {
    const map = this.areaMap.get(place);
    if (map === undefined) return undefined;
    let forms = this.movementByMap.get(map);
    if (forms === undefined) {
      const obj = this.decls.get(map)?.obj as { "movement-cost"?: string; "stops-movement"?: string } | undefined;
      const form = (id: string | undefined) => (id === undefined ? undefined : { id, n: this.symbolNumber("function", `${id}${MOVE_FORM}`) });
      forms = { cost: form(obj?.["movement-cost"]), stops: form(obj?.["stops-movement"]) };
      this.movementByMap.set(map, forms);
    }
    return forms;
  }
  private readonly movementByMap = new Map<string, MovementForms>();

  private readonly fieldCache = new Map<string | number, Map<string, { v: unknown; dflt: unknown } | undefined>>();

  /**
   * A property no rule changes, as each declaration has it (its own value,
   * or its keyword's default, or null for none): what `declField` reads,
   * for every declaration at once. A list or record is the declaration's
   * own, which a reader hands out shared (see `sharedData` in `values.ts`),
   * as the general reader does. Made once per property.
   */
  staticProperty(f: string): ReadonlyMap<string | number, Value> {
    let table = this.propertyCache.get(f);
    if (!table) {
      table = new Map();
      // Every declaration's value: its own, else its keyword's default, else none (null), as `declField` reads it.
      for (const [id, d] of this.decls) {
        const own = d.obj[f];
        table.set(this.placeValue(id), (this.played(own === undefined ? this.defaults[d.keyword]?.[f] : own) ?? null) as Value);
      }
      this.propertyCache.set(f, table);
    }
    return table;
  }
  private readonly propertyCache = new Map<string, Map<string | number, Value>>();

  /**
   * `staticProperty` for the places play names by number, by slot: an index
   * instead of a look-up in a map, for a property read at every step of a
   * search (a map's terrain). Undefined where a place has no declaration of
   * its own (a player's copy of a holder), which the general reader handles.
   */
  staticBySlot(f: string): readonly (Value | undefined)[] {
    let slots = this.slotPropertyCache.get(f);
    if (!slots) {
      const table = this.staticProperty(f);
      slots = this.placeRefs.map((ref) => (typeof ref === "number" ? table.get(ref) : undefined));
      this.slotPropertyCache.set(f, slots);
    }
    return slots;
  }
  private readonly slotPropertyCache = new Map<string, (Value | undefined)[]>();

  /** The graph a place on no map (a holder, say) is asked about: the first map's (kept, not looked for at every test). */
  private firstGraph: MapGraph<PlaceRef> | undefined;

  /**
   * The links of a place in the graph `graphOf` gives for it: adjacency and
   * link kinds in one look-up instead of three, asked for at every step
   * of every move a rule weighs. Undefined where that graph has no such place.
   * A place play names by number is found by an index, not a look-up.
   */
  linksFrom(place: Value): ReadonlyMap<PlaceRef, string | undefined> | undefined {
    if (this.links === undefined) this.links = this.allLinks();
    if (typeof place === "number" && place >= PLACE_BASE) return this.linksBySlot[place - PLACE_BASE];
    return this.links.get(place as PlaceRef);
  }
  private links: Map<PlaceRef, ReadonlyMap<PlaceRef, string | undefined>> | undefined;
  private readonly linksBySlot: (ReadonlyMap<PlaceRef, string | undefined> | undefined)[] = [];
  private readonly graphBySlot: (MapGraph<PlaceRef> | undefined)[] = [];

  private allLinks(): Map<PlaceRef, ReadonlyMap<PlaceRef, string | undefined>> {
    if (this.graphs.size === 0) throw new Error("the game has no map");
    const links = new Map<PlaceRef, ReadonlyMap<PlaceRef, string | undefined>>();
    const first = (this.firstGraph ??= this.graphs.values().next().value);
    if (first) for (const id of first.ids()) links.set(id, first.linksOf(id)!);
    for (const [area, graph] of this.areaGraph) {
      const own = graph.linksOf(area);
      if (own) links.set(area, own);
    }
    for (const [place, own] of links) {
      const k = typeof place === "number" ? place - PLACE_BASE : undefined;
      if (k !== undefined) this.linksBySlot[k] = own;
    }
    this.linkTable = linkTable(this.places.ids.length, this.linksBySlot);
    return links;
  }

  /**
   * Whether two places are linked (`adjacent`): by the table of links
   * between places play names by number where it has them, by the place's
   * links otherwise (asked for at every step a rule weighs: SQUARES asks
   * some thousands of times a game, where two look-ups in maps cost several
   * times one in a list).
   */
  linked(a: Value, b: Value): boolean {
    const code = this.linkCode(a, b);
    return code >= 0 ? code !== 0 : (this.linksFrom(a)?.has(b as PlaceRef) ?? false);
  }

  /** The kind of the link between two places (`link-kind`): null for a plain link or none, as `linked` finds it. */
  linkKindBetween(a: Value, b: Value): Value {
    const code = this.linkCode(a, b);
    if (code >= 0) return code > 1 ? this.linkTable!.kinds[code - 2]! : null;
    return this.linksFrom(a)?.get(b as PlaceRef) ?? null;
  }

  /** The code of the link between two places in the table of links (see `LinkTable`), or -1 where the table cannot tell. */
  private linkCode(a: Value, b: Value): number {
    if (this.links === undefined) this.links = this.allLinks();
    const t = this.linkTable;
    if (t === undefined || typeof a !== "number" || typeof b !== "number") return -1;
    const k = a - PLACE_BASE;
    const j = b - PLACE_BASE;
    return k >= 0 && j >= 0 && k < t.size && j < t.size && t.whole[k] === 1 ? t.codes[k * t.size + j]! : -1;
  }
  private linkTable: LinkTable | undefined;

  /**
   * The places within `limit` links of a place on a map without movement
   * functions (`reachable`, see `MapGraph.fixedReachable`), kept by the
   * place's slot and the limit: a rule asks again and again (SQUARES' cavalry
   * at every decision), and two look-ups in maps cost several times one in a
   * list. Undefined where the place's map has movement functions.
   */
  fixedWithin(place: PlaceRef, limit: number): readonly PlaceRef[] | undefined {
    const fixed = this.graphOf(place).fixedReachable;
    if (fixed === undefined) return undefined;
    const k = typeof place === "number" && place >= PLACE_BASE ? place - PLACE_BASE : -1;
    // Small whole limits only: a list kept for each is a few entries at most.
    if (k < 0 || !Number.isInteger(limit) || limit < 0 || limit > 32) return fixed(place, limit);
    const row = (this.withinBySlot[k] ??= []);
    return (row[limit] ??= fixed(place, limit));
  }
  private readonly withinBySlot: (readonly PlaceRef[] | undefined)[][] = [];

  /** The places linked to a place (`neighbours`): the graph's own frozen list, kept by the place's slot (asked for at every turn of a rule's loop). */
  neighboursOf(place: PlaceRef): readonly PlaceRef[] {
    const k = typeof place === "number" && place >= PLACE_BASE ? place - PLACE_BASE : -1;
    if (k < 0) return this.graphOf(place).neighbours(place);
    return (this.neighbourSlots[k] ??= this.graphOf(place).neighbours(place));
  }
  private readonly neighbourSlots: (readonly PlaceRef[] | undefined)[] = [];

  graphOf(area: Value): MapGraph<PlaceRef> {
    // Asked for at every adjacency and neighbour test: an index for an area play names by number, one look-up otherwise.
    const g = (typeof area === "number" && area >= PLACE_BASE ? this.graphBySlot[area - PLACE_BASE] : this.areaGraph.get(area as PlaceRef)) ?? (this.firstGraph ??= this.graphs.values().next().value);
    if (!g) throw new Error("the game has no map");
    return g;
  }

  holder(id: string): HolderData | undefined {
    const d = this.decls.get(id);
    return d && d.keyword !== "track" && (d.obj as { kind?: string }).kind === d.keyword && this.data.holders.includes(d.obj as unknown as HolderData) ? (d.obj as unknown as HolderData) : undefined;
  }
}

/**
 * The form of a map's movement function that searches call (`name#move`):
 * compiled with the five arguments every step of a search has (mover,
 * piece, from, to, crossing: `MOVE_PARAMS`), each of the function's
 * parameters bound to the one of its name, so nothing is looked up or
 * gathered for each step.
 */
export const MOVE_FORM = "#move";

/** A map's movement functions (see `DataIndex.movementForms`): each by its id and the number of its movement form. */
export interface MovementForms {
  cost: { id: string; n: number | undefined } | undefined;
  stops: { id: string; n: number | undefined } | undefined;
}

/**
 * The links between places by their slots, in one list of `size` x `size`
 * codes: 0 for no link, 1 for a plain one, 2 and up for a kind of link
 * (`kinds[code - 2]`). A place whose links name a place by its id rather
 * than its number (`whole[k]` 0) is left to its map of links.
 */
interface LinkTable {
  size: number;
  codes: Uint8Array;
  whole: Uint8Array;
  kinds: string[];
}

/** The table of links (see `LinkTable`), for up to 1,024 places and 254 kinds of link; undefined beyond. */
function linkTable(size: number, bySlot: readonly (ReadonlyMap<PlaceRef, string | undefined> | undefined)[]): LinkTable | undefined {
  if (size > 1024) return undefined;
  const codes = new Uint8Array(size * size);
  const whole = new Uint8Array(size);
  const kinds: string[] = [];
  for (let k = 0; k < size; k++) {
    const own = bySlot[k];
    // A place with no links of its own is linked to nothing: its row stays all zero.
    whole[k] = 1;
    if (own === undefined) continue;
    for (const [to, kind] of own) {
      const j = typeof to === "number" ? to - PLACE_BASE : -1;
      if (j < 0 || j >= size) {
        whole[k] = 0;
        break;
      }
      let code = 1;
      if (kind !== undefined) {
        let at = kinds.indexOf(kind);
        if (at < 0) {
          if (kinds.length === 254) return undefined;
          at = kinds.push(kind) - 1;
        }
        code = at + 2;
      }
      codes[k * size + j] = code;
    }
  }
  return { size, codes, whole, kinds };
}
