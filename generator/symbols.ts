/**
 * The symbols of a game's module: every declaration the compiled code may
 * name, numbered from 0 within its kind (sides, areas, tables, functions
 * ...). Numbers are given once for the whole module, over the base game and
 * every scenario and variant, so that a unit compiled for one program means
 * the same in every other and is still written once. Compiled code calls
 * spec functions and procedures and reads tables by these numbers, not by
 * name; a name is resolved to its symbol once, where the compiler first
 * meets it.
 */
import type * as M from "../dsl/model-types.js";
import { MOVE_FORM } from "../runtime/core/data.js";

/** The kinds of declaration, each numbered on its own. */
export const SYMBOL_KINDS = ["side", "map", "territory", "area", "holder", "track", "piece", "type", "value", "field", "table", "decision", "function", "procedure"] as const;
export type SymbolKind = (typeof SYMBOL_KINDS)[number];

/** The steps every program may have besides its procedures that can ask: the whole game, and its set-up. */
export const STEPS = ["#game", "#setup"] as const;

/** A declaration resolved: its kind and its number within the kind. */
export interface Sym {
  kind: SymbolKind;
  n: number;
  id: string;
}

/**
 * The forms a spec function is compiled in: its value, and its value
 * reduced to a test, a count or a first item (see the compiler's `reducedOf`).
 * Each form is a function symbol of its own, numbered beside the others.
 */
export const FUNCTION_FORMS = ["", "#empty", "#count", "#first"] as const;

/** The settings of a map that name its movement functions. */
export const MOVEMENT_KEYS = ["movement-cost", "stops-movement"] as const;

export { MOVE_FORM } from "../runtime/core/data.js";

/** The declarations of the base game and of each scenario and variant, as the model lists them. */
type Declarations = Pick<M.Model, "types" | "sides" | "maps" | "pieces" | "holders" | "tables" | "decisions" | "functions" | "procedures">;

export class SymbolTable {
  /** Each kind's ids, in the order they were numbered. */
  readonly ids: { readonly [K in SymbolKind]: string[] } = Object.fromEntries(SYMBOL_KINDS.map((k) => [k, []])) as unknown as { [K in SymbolKind]: string[] };
  private readonly byName = new Map<string, Sym>();

  /** The symbols of a checked model: the base game's declarations in order, then those each scenario and variant adds. */
  static ofModel(model: M.Model): SymbolTable {
    const table = new SymbolTable();
    for (const decls of [model as Declarations, ...model.scenarios, ...model.variants] as Partial<Declarations>[]) table.addAll(decls);
    // Fields: those sides, maps and pieces declare, then any other the rules read or set (a property such as an area's terrain).
    for (const field of fieldNames(model)) table.add("field", field);
    // The whole game and its set-up run as steps too (frames name their step by number), after the spec's own.
    for (const step of STEPS) table.add("procedure", step);
    return table;
  }

  private addAll(d: Partial<Declarations>): void {
    for (const s of d.sides ?? []) this.add("side", s.id);
    for (const m of d.maps ?? []) {
      this.add("map", m.id);
      for (const t of m.territories ?? []) this.add("territory", t.id);
      for (const a of m.areas ?? []) this.add("area", a.id);
    }
    for (const h of d.holders ?? []) this.add(h.kind === "track" ? "track" : "holder", h.id);
    for (const p of d.pieces ?? []) this.add("piece", p.id);
    for (const t of d.types ?? []) {
      this.add("type", t.id);
      // A type's values, numbered by name: two types that share a value name share its number.
      for (const v of t.values ?? []) this.add("value", v);
    }
    for (const t of d.tables ?? []) this.add("table", t.id);
    for (const x of d.decisions ?? []) this.add("decision", x.id);
    for (const f of d.functions ?? []) for (const form of FUNCTION_FORMS) this.add("function", `${f.id}${form}`);
    // A map's movement functions in the form searches call them by (see `MOVE_FORM`).
    for (const m of d.maps ?? []) for (const key of MOVEMENT_KEYS) if (m[key] !== undefined) this.add("function", `${m[key]}${MOVE_FORM}`);
    for (const p of d.procedures ?? []) this.add("procedure", p.id);
  }

  /** Numbers a declaration, unless a name of that kind already has one (a scenario or variant replacing it keeps its number). */
  private add(kind: SymbolKind, id: string): void {
    const key = `${kind}:${id}`;
    if (this.byName.has(key)) return;
    const list = this.ids[kind];
    this.byName.set(key, { kind, n: list.length, id });
    list.push(id);
  }

  /** The symbol of a declaration of a given kind, or undefined when the module has none by that name. */
  of(kind: SymbolKind, id: string): Sym | undefined {
    return this.byName.get(`${kind}:${id}`);
  }

  /** The number of a declaration the compiler knows exists; a compiler error if the module has none. */
  number(kind: SymbolKind, id: string): number {
    const s = this.of(kind, id);
    if (s === undefined) throw new Error(`no ${kind} '${id}' among the module's symbols`);
    return s.n;
  }
}

/** Every node of a model that names an operation (`op`): its expressions, wherever they are written. */
function* expressionNodes(v: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(v)) for (const x of v) yield* expressionNodes(x);
  else if (typeof v === "object" && v !== null) {
    const o = v as Record<string, unknown>;
    if (typeof o["op"] === "string") yield o;
    for (const k in o) yield* expressionNodes(o[k]);
  }
}

/**
 * The fields a model declares (pieces' fields and state, sides' and maps'
 * state) and then those its expressions and statements read or set, each
 * once, in the order first met: the base game, then scenarios and variants.
 */
function fieldNames(model: M.Model): string[] {
  const out = new Set<string>();
  for (const decls of [model, ...model.scenarios, ...model.variants] as Partial<Declarations>[]) {
    for (const p of decls.pieces ?? []) for (const k of [...Object.keys(p.fields ?? {}), ...Object.keys(p.state ?? {})]) out.add(k);
    for (const x of [...(decls.sides ?? []), ...(decls.maps ?? [])]) for (const k of Object.keys(x.state ?? {})) out.add(k);
  }
  for (const e of expressionNodes(model)) if (e["op"] === "field" && typeof e["field"] === "string") out.add(e["field"]);
  return [...out];
}

/**
 * Every quoted text a spec writes in its expressions (`"board"`): a place
 * whose name is also such a text keeps its name in play (see
 * `runtime/core/places.ts`), so that comparing the two still holds.
 */
export function quotedTexts(model: M.Model): Set<string> {
  const out = new Set<string>();
  for (const e of expressionNodes(model)) if (e["op"] === "text" && typeof e["value"] === "string") out.add(e["value"]);
  return out;
}
