/**
 * Walks a model value alongside its schema, so checks can ask "which values
 * are references, and to what?" without knowing the model's layout.
 */
import { resolve, type SchemaNode } from "./schema-info.js";

export interface Visit {
  value: unknown;
  node: SchemaNode;
  /** The object holding this value (for arrays, the object holding the array). */
  owner: object;
  /** `prop` or `prop/index`, matching `SourceMap` key locations. */
  key: string;
}

/** Calls `visit` for every value under `value`, depth first. */
export function walk(value: unknown, node: SchemaNode, visit: (v: Visit) => void, owner?: object, key = ""): void {
  if (owner) visit({ value, node, owner, key });
  const r = resolve(node);
  if (Array.isArray(value)) {
    const items = node.items ?? r.items;
    if (!items) return;
    // Indexed and keyed loops rather than `forEach` and `Object.entries`: checks walk every object of a
    // model, once for the game and once for each scenario and variant applied.
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (item && typeof item === "object") walk(item, items, visit, item as object, "");
      else if (owner) walk(item, items, visit, owner, `${key}/${i}`);
    }
    return;
  }
  if (!value || typeof value !== "object") return;
  const alt = pickAlternative(value as Record<string, unknown>, r);
  const props = alt.properties ?? {};
  for (const k in value) {
    if (!Object.prototype.hasOwnProperty.call(value, k)) continue;
    const v = (value as Record<string, unknown>)[k];
    const child = props[k] ?? (typeof alt.additionalProperties === "object" ? alt.additionalProperties : undefined);
    if (!child) continue;
    if (v && typeof v === "object" && !Array.isArray(v)) walk(v, child, visit, v as object, "");
    else walk(v, child, visit, value as object, k);
  }
}

/** For a `oneOf` tagged by a `const` property (`op`, `do`), the branch that matches. */
function pickAlternative(value: Record<string, unknown>, node: SchemaNode): SchemaNode {
  const alts = node.oneOf;
  if (!alts) return node;
  for (const alt of alts) {
    const tags = tagsOf(alt);
    if (tags.length === 0) continue;
    let all = true;
    for (const [k, c] of tags) if (value[k] !== c) all = false;
    if (all) return alt;
  }
  return node;
}

/** A schema branch's tags: its properties with a `const`, and that value (worked out once for each branch). */
const branchTags = new WeakMap<SchemaNode, [string, unknown][]>();
function tagsOf(alt: SchemaNode): [string, unknown][] {
  let tags = branchTags.get(alt);
  if (tags === undefined) {
    tags = Object.entries(alt.properties ?? {})
      .filter(([, n]) => n.const !== undefined)
      .map(([k, n]) => [k, n.const] as [string, unknown]);
    branchTags.set(alt, tags);
  }
  return tags;
}

/**
 * Calls `entry(owner, key, value)` for every property of every object
 * reachable from `root` (each object once), and `object(o)` for each object.
 * A list's items are given with the list's key and the object holding the
 * list, where `SourceMap` locates them; objects inside lists are walked too.
 * For checks that look at every value whatever the model's layout.
 */
export function forEachEntry(root: object, entry: (owner: object, key: string, value: unknown) => void, object?: (o: object) => void): void {
  const seen = new Set<object>();
  const visit = (o: object): void => {
    if (seen.has(o)) return;
    seen.add(o);
    object?.(o);
    for (const key in o) {
      if (!Object.prototype.hasOwnProperty.call(o, key)) continue;
      const v = (o as Record<string, unknown>)[key];
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) {
          const x: unknown = v[i];
          entry(o, key, x);
          if (typeof x === "object" && x !== null) visit(x);
        }
      } else {
        entry(o, key, v);
        if (typeof v === "object" && v !== null) visit(v);
      }
    }
  };
  visit(root);
}

/** The ids of the declarations nested inside a declaration (a map's areas and territories). */
export function nestedIds(decl: object | undefined): string[] {
  const out: string[] = [];
  const visit = (v: unknown, top: boolean): void => {
    if (Array.isArray(v)) return v.forEach((x) => visit(x, false));
    if (typeof v !== "object" || v === null) return;
    const o = v as Record<string, unknown>;
    if (!top && typeof o["id"] === "string") out.push(o["id"]);
    for (const x of Object.values(o)) if (typeof x === "object" && x !== null) visit(x, false);
  };
  visit(decl, true);
  return out;
}

/** The names of the fields any `set` statement in a model (or any part of one) assigns: `set u.moves += 1` gives `moves`. */
export function setFields(model: unknown): Set<string> {
  const names = new Set<string>();
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (typeof v === "object" && v !== null) {
      const o = v as { do?: unknown; target?: { op?: unknown; field?: unknown } };
      if (o.do === "set" && o.target?.op === "field" && typeof o.target.field === "string") names.add(o.target.field);
      Object.values(v).forEach(visit);
    }
  };
  visit(model);
  return names;
}

/** Calls `visit` with each object of `original` and the object at the same path in `copy` (a structured clone of it). */
export function pairObjects(original: unknown, copy: unknown, visit: (original: object, copy: object) => void): void {
  if (typeof original !== "object" || original === null || typeof copy !== "object" || copy === null) return;
  visit(original, copy);
  // Indexed and keyed loops, not `forEach` and `Object.entries`: a model has tens of thousands of
  // objects, and the pairs and closures those make for each were much of this walk's cost.
  if (Array.isArray(original)) {
    for (let i = 0; i < original.length; i++) pairObjects(original[i], (copy as unknown[])[i], visit);
    return;
  }
  for (const k in original) {
    if (!Object.prototype.hasOwnProperty.call(original, k)) continue;
    const v = (original as Record<string, unknown>)[k];
    if (typeof v === "object" && v !== null) pairObjects(v, (copy as Record<string, unknown>)[k], visit);
  }
}
