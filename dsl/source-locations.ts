/**
 * Where each statement and rule of a checked model is written, kept beside
 * the model by object identity (the model itself stays as the schema says),
 * so that the generator can compile a statement's place into the engine and
 * an error at run time can name it. Copies made when a scenario or variants
 * are applied keep the places of what they copy.
 */
import type { SourceMap } from "./lower.js";

const places = new WeakMap<object, string>();

/** `file:line:col` of a statement or rule of a checked model, if known. */
export function placeOf(obj: object): string | undefined {
  return places.get(obj);
}

/** Records the place of every statement and rule in `model` (objects with `do`, or a rule's `kind`). */
export function recordPlaces(model: object, sources: SourceMap): void {
  walk(model, (o) => {
    if (!("do" in o) && !("kind" in o && "id" in o)) return;
    const where = sources.locOf(o);
    if (where) places.set(o, `${where.file}:${where.loc.line}:${where.loc.col}`);
  });
}

/** Gives each object of `copy` the place of the object at the same path in `original`. */
export function copyPlaces(original: unknown, copy: unknown): void {
  if (typeof original !== "object" || original === null || typeof copy !== "object" || copy === null) return;
  const at = places.get(original);
  if (at !== undefined) places.set(copy, at);
  if (Array.isArray(original)) {
    original.forEach((x, i) => copyPlaces(x, (copy as unknown[])[i]));
    return;
  }
  for (const [k, v] of Object.entries(original)) if (typeof v === "object" && v !== null) copyPlaces(v, (copy as Record<string, unknown>)[k]);
}

function walk(node: unknown, visit: (o: Record<string, unknown>) => void): void {
  if (Array.isArray(node)) {
    for (const x of node) walk(x, visit);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  visit(node as Record<string, unknown>);
  for (const v of Object.values(node)) if (typeof v === "object" && v !== null) walk(v, visit);
}
