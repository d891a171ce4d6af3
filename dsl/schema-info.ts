/**
 * Reads the model schema, the single source of truth for what a spec may say:
 * which declaration keyword goes into which collection (`x-keywords`), which
 * properties each kind has and of what shape, which properties name other
 * declarations (`x-refers-to`), and which collections have their own syntax
 * (`x-syntax`: link, row, entry, replace, remove).
 */
import schemaJson from "./schema/model.schema.json" with { type: "json" };

/** A JSON Schema node, as much of it as this module reads. */
export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  required?: string[];
  description?: string;
  title?: string;
  minimum?: number;
  minItems?: number;
  pattern?: string;
  "x-keywords"?: string[];
  "x-refers-to"?: string[];
  "x-syntax"?: string;
  "x-doc"?: string;
  /** How a value that does not fit is described in the error ("a colour such as ..."). */
  "x-expects"?: string;
  "x-field-types"?: boolean;
  "x-state-types"?: boolean;
}

export const modelSchema = schemaJson as unknown as SchemaNode & { definitions: Record<string, SchemaNode> };

/** Follows a local `$ref` to its definition. */
export function resolve(node: SchemaNode): SchemaNode {
  let n = node;
  for (let guard = 0; n.$ref && guard < 10; guard++) {
    const name = n.$ref.replace("#/definitions/", "");
    const def = modelSchema.definitions[name];
    if (!def) throw new Error(`schema: unknown definition ${n.$ref}`);
    n = def;
  }
  return n;
}

/** The definition name a node refers to, e.g. `Range` for `{ $ref: "#/definitions/Range" }`. */
export function refName(node: SchemaNode): string | undefined {
  return node.$ref?.replace("#/definitions/", "");
}

/** What a property's value looks like, which decides how a spec value is lowered. */
export type Shape =
  | "string"
  | "integer"
  | "number"
  | "boolean"
  | "range"
  | "dice"
  | "expr"
  | "block"
  | "cell"
  | "field-types"
  | "text-map"
  | "array"
  | "decls"
  | "syntax"
  | "object";

export function shapeOf(node: SchemaNode): Shape {
  if (node["x-syntax"]) return "syntax";
  if (node["x-keywords"]) return node.type === "array" ? "decls" : "object";
  if (node["x-field-types"] || node["x-state-types"]) return "field-types";
  const name = refName(node);
  if (name === "Range") return "range";
  if (name === "Dice") return "dice";
  if (name === "Expr") return "expr";
  if (name === "Block") return "block";
  if (name === "Cell") return "cell";
  const r = resolve(node);
  if (r.type === "array") return "array";
  if (r.type === "string") return "string";
  if (r.type === "integer") return "integer";
  if (r.type === "number") return "number";
  if (r.type === "boolean") return "boolean";
  if (r.anyOf) return "cell";
  // A record of names to text (a map's legend): `{ key: "text", ... }`.
  const values = (r as { additionalProperties?: SchemaNode }).additionalProperties;
  if (r.type === "object" && values && typeof values === "object" && resolve(values).type === "string") return "text-map";
  return "object";
}

/** Documentation of a property: its description, or `x-doc` beside a `$ref`. */
export function docOf(node: SchemaNode): string {
  return node.description ?? node["x-doc"] ?? resolve(node).description ?? "";
}

/** Where a keyword may be declared inside a container definition. */
export interface Slot {
  property: string;
  item: SchemaNode;
  itemDef: string;
  many: boolean;
}

const slotCache = new Map<SchemaNode, Map<string, Slot>>();

/** Keyword -> the collection of `container` that holds declarations with that keyword. */
export function keywordSlots(container: SchemaNode): Map<string, Slot> {
  const cached = slotCache.get(container);
  if (cached) return cached;
  const slots = new Map<string, Slot>();
  for (const [property, node] of Object.entries(container.properties ?? {})) {
    for (const kw of node["x-keywords"] ?? []) {
      const many = node.type === "array";
      const item = many ? node.items! : node;
      slots.set(kw, { property, item, itemDef: refName(item) ?? "", many });
    }
  }
  slotCache.set(container, slots);
  return slots;
}

/** The property of `container` with the given `x-syntax` (link, row, entry, replace, remove). */
export function syntaxSlot(container: SchemaNode, syntax: string): { property: string; item: SchemaNode } | undefined {
  for (const [property, node] of Object.entries(container.properties ?? {})) {
    if (node["x-syntax"] === syntax) return { property, item: node.items! };
  }
  return undefined;
}

/** Every definition (by name) in which a keyword can be declared, for "belongs in" hints. */
export function containersOf(keyword: string): string[] {
  const out: string[] = [];
  if (keywordSlots(modelSchema).has(keyword)) out.push("the top level");
  for (const [name, def] of Object.entries(modelSchema.definitions)) {
    if (name === "Scenario" || name === "Variant") continue;
    if (keywordSlots(def).has(keyword)) out.push(`a ${name.toLowerCase()}`);
  }
  return out;
}

/** The properties a spec author may write on a kind (the common bookkeeping ones excluded). */
export const IMPLICIT_PROPERTIES = new Set(["id", "kind", "title", "rule", "assume"]);

/** Every keyword any container accepts. */
export function allKeywords(): Set<string> {
  const out = new Set<string>(keywordSlots(modelSchema).keys());
  for (const def of Object.values(modelSchema.definitions)) for (const k of keywordSlots(def).keys()) out.add(k);
  return out;
}

/** The definition a declaration keyword lowers to, e.g. `area` -> the Area definition. */
export function defForKeyword(keyword: string): SchemaNode | undefined {
  const top = keywordSlots(modelSchema).get(keyword);
  if (top) return resolve(top.item);
  for (const def of Object.values(modelSchema.definitions)) {
    const slot = keywordSlots(def).get(keyword);
    if (slot) return resolve(slot.item);
  }
  return undefined;
}

/**
 * What a declaration's optional true-or-false properties read when it leaves
 * them out: `false`, per declaration keyword (`area.capital` on an area that
 * does not say `capital: true`). Engines use it so such a property is never
 * null in a condition.
 */
export function booleanDefaults(): Record<string, Record<string, boolean>> {
  const out: Record<string, Record<string, boolean>> = {};
  for (const keyword of allKeywords()) {
    const def = defForKeyword(keyword);
    const props = def ? Object.entries(resolve(def).properties ?? {}).filter(([, node]) => shapeOf(node) === "boolean") : [];
    if (props.length > 0) out[keyword] = Object.fromEntries(props.map(([name]) => [name, false]));
  }
  return out;
}
