/**
 * What the checker learns about a model that the generator needs, kept beside
 * the model by object identity (the model itself stays as the schema says):
 * where each statement and rule is written, so that the generator can compile
 * a statement's place into the engine and an error at run time can name it;
 * the type of the options each decision offers, so that the generated
 * module can type its actions; and the type inferred for every expression,
 * so that the compiler can choose code for the values it will see. Copies
 * made when a scenario or variants are applied keep what is known of what
 * they copy.
 */
import type { Ty } from "./builtins.js";
import type { SourceMap } from "./lower.js";
import { pairObjects } from "./walk.js";

const places = new WeakMap<object, string>();
const links = new WeakMap<object, Map<string, LinkTarget>>();

/** What a name in an expression or statement was resolved to by the checker: a declaration, or a value of a declared type. */
export interface LinkTarget {
  id: string;
  keyword: string;
  /** The declaration (for a value, its type's declaration). */
  obj: Record<string, unknown>;
  /** For a local value: where it is bound (the property of the statement, parameter or selection that names it). */
  site?: { owner: object; key: string };
}

/**
 * Records that the name at property `key` of `owner` (a name expression's
 * `name`, a call statement's `name`) resolved to `target`, as the checker
 * resolved it in its scope (locals first): the links an editor follows.
 */
export function recordLink(owner: object, key: string, target: LinkTarget): void {
  let m = links.get(owner);
  if (!m) links.set(owner, (m = new Map()));
  m.set(key, target);
}

/** The names of `owner` the checker resolved, by property. */
export function linksOf(owner: object): ReadonlyMap<string, LinkTarget> | undefined {
  return links.get(owner);
}
const optionTypes = new WeakMap<object, Ty>();
const exprTypes = new WeakMap<object, Ty>();

const ANY: Ty = { t: "any" };

/** The type the checker inferred for an expression of a checked model, if it was checked. */
export function exprTypeOf(expr: object): Ty | undefined {
  return exprTypes.get(expr);
}

/**
 * Records the type inferred for an expression. An expression checked twice
 * with different results (in two scopes) keeps only what both agree on:
 * nothing ("any").
 */
export function recordExprType(expr: object, ty: Ty): void {
  const before = exprTypes.get(expr);
  exprTypes.set(expr, before === undefined || sameJson(before, ty) ? ty : ANY);
}

/**
 * Whether two plain values would be written alike by `JSON.stringify`: the
 * same keys in the same order (a key holding nothing left out) and the same
 * values. Every expression of a scenario or variant checked as applied has a
 * type recorded already (copied with it), so this runs for each of them:
 * writing both out as text was a twentieth of checking Navajo Wars.
 */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bs = b as unknown[];
    if (a.length !== bs.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i] ?? null, bs[i] ?? null)) return false;
    return true;
  }
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    if (ka[i] !== kb[i] || !sameJson((a as Record<string, unknown>)[ka[i]!], (b as Record<string, unknown>)[kb[i]!])) return false;
  }
  return true;
}

/** The type of one option of a `choose` statement, or of an interrupt's offer, as the checker inferred it. */
export function optionTypeOf(obj: object): Ty | undefined {
  return optionTypes.get(obj);
}

/** Records the type of the options a `choose` statement (or an interrupt's offer) gives. */
export function recordOptionType(obj: object, ty: Ty): void {
  optionTypes.set(obj, ty);
}

/**
 * Forgets what the checker recorded of every object inside `root` (links,
 * option and expression types): a declaration kept from an earlier check
 * (`LoweredFiles`) and checked again records afresh, rather than merging
 * with what an earlier check found in another game.
 */
export function forgetChecked(root: unknown): void {
  walk(root, (o) => {
    links.delete(o);
    optionTypes.delete(o);
    exprTypes.delete(o);
  });
}

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

/** Gives each object of `copy` what is known of the object at the same path in `original`. */
export function copyPlaces(original: unknown, copy: unknown): void {
  pairObjects(original, copy, copyPlace);
}

/** Gives `to`, a copy of `from`, what is known of `from`: its place, the type of its options, its type as an expression. */
export function copyPlace(from: object, to: object): void {
  const at = places.get(from);
  if (at !== undefined) places.set(to, at);
  const options = optionTypes.get(from);
  if (options !== undefined) optionTypes.set(to, options);
  const type = exprTypes.get(from);
  if (type !== undefined) exprTypes.set(to, type);
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
