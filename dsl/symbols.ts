/**
 * Stage 3, "linked": the symbol table of a game. Every declaration, however
 * deeply nested (areas in maps, steps in sequences), is registered by name;
 * scenarios and variants get a scope of their own layered over the base game.
 */
import type * as M from "./model-types.js";
import type { SourceMap } from "./lower.js";
import { keywordSlots, modelSchema, resolve, type SchemaNode } from "./schema-info.js";

export interface SymbolEntry {
  id: string;
  keyword: string;
  obj: Record<string, unknown>;
  /** The overlay (scenario or variant) that declares it, if any. */
  overlay?: Record<string, unknown>;
}

/** Names visible in one scope. */
export class Scope {
  readonly entries = new Map<string, SymbolEntry>();
  /** Scopes of the variants this one requires: their declarations are visible here. */
  readonly required: Scope[] = [];
  constructor(readonly parent?: Scope) {}
  lookup(id: string): SymbolEntry | undefined {
    const own = this.entries.get(id);
    if (own) return own;
    for (const r of this.required) {
      const found = r.entries.get(id);
      if (found) return found;
    }
    return this.parent?.lookup(id);
  }
  /** Every visible name with its keyword, nearest scope first. */
  all(): SymbolEntry[] {
    const seen = new Set<string>();
    const out: SymbolEntry[] = [];
    for (const e of [...this.entries.values(), ...this.required.flatMap((r) => [...r.entries.values()]), ...(this.parent?.all() ?? [])]) {
      if (!seen.has(e.id)) {
        seen.add(e.id);
        out.push(e);
      }
    }
    return out;
  }
}

export interface SymbolTable {
  base: Scope;
  /** One scope per scenario or variant, keyed by the overlay object. */
  overlays: Map<Record<string, unknown>, Scope>;
  /** Declarations registered twice: the second entry and the first. */
  duplicates: { again: SymbolEntry; first: SymbolEntry }[];
  /** Every value of every declared type, with the types that declare it. */
  values: Map<string, string[]>;
}

const OVERLAY_DEFS = new Set(["Scenario", "Variant"]);

/** Collects the declarations of a model into scopes. */
export function buildSymbols(model: M.Model, _sources?: SourceMap): SymbolTable {
  const table: SymbolTable = { base: new Scope(), overlays: new Map(), duplicates: [], values: new Map() };
  const register = (scope: Scope, obj: Record<string, unknown>, keyword: string, def: SchemaNode, overlay?: Record<string, unknown>): void => {
    const id = obj["id"];
    if (typeof id !== "string") return;
    const entry: SymbolEntry = overlay ? { id, keyword, obj, overlay } : { id, keyword, obj };
    const first = scope.entries.get(id);
    if (first) table.duplicates.push({ again: entry, first });
    else scope.entries.set(id, entry);
    // A type's values, a track's named steps and a decision's named options
    // are names usable in expressions.
    // Names written in a table's cells (`summer`, `recovered`) count too.
    // (A variant's own types and decisions count too: their values and options are only meaningful inside it.)
    if ((keyword === "type" || keyword === "track" || keyword === "decision" || keyword === "table") && (!overlay || keyword === "decision" || keyword === "type")) {
      const named =
        keyword === "decision"
          ? ((obj["options"] as unknown[] | undefined) ?? [])
          : keyword === "table"
            ? ((obj["rows"] as { cells: unknown[] }[] | undefined) ?? []).flatMap((r) => r.cells)
            : ((obj["values"] as unknown[] | undefined) ?? []);
      for (const v of named) {
        if (typeof v === "string" && /^[A-Za-z_][A-Za-z0-9_]*(-[A-Za-z0-9_]+)*$/.test(v) && !(table.values.get(v) ?? []).includes(id)) {
          table.values.set(v, [...(table.values.get(v) ?? []), id]);
        }
      }
    }
    const defName = def.title ?? "";
    if (OVERLAY_DEFS.has(defName)) {
      const inner = new Scope(table.base);
      table.overlays.set(obj, inner);
      registerChildren(inner, obj, def, obj);
    } else {
      registerChildren(scope, obj, def, overlay);
    }
  };
  const registerChildren = (scope: Scope, container: Record<string, unknown>, def: SchemaNode, overlay?: Record<string, unknown>): void => {
    for (const [kw, slot] of keywordSlots(def)) {
      const value = container[slot.property];
      const items = slot.many ? ((value as Record<string, unknown>[] | undefined) ?? []) : value ? [value as Record<string, unknown>] : [];
      for (const item of items) {
        const k = typeof item["kind"] === "string" ? (item["kind"] as string) : kw;
        if (k !== kw) continue;
        register(scope, item, k, resolve(slot.item), overlay);
      }
    }
  };
  registerChildren(table.base, model as unknown as Record<string, unknown>, modelSchema);
  for (const [overlay, scope] of table.overlays) {
    for (const id of (overlay["requires"] as string[] | undefined) ?? []) {
      const other = [...table.overlays.entries()].find(([o]) => o["id"] === id && o !== overlay);
      if (other) scope.required.push(other[1]);
    }
  }
  return table;
}
