/**
 * The types a generated module gives its decisions: for each decision id,
 * the type of one option, read from what the checker inferred for every
 * `choose` that asks it (and every interrupt that offers it), written with
 * the module's own id unions (`SideId`, `AreaId`, `PieceId`, type values as
 * string literals). A decision asked in several places gets the union.
 */
import type { Ty } from "../dsl/builtins.js";
import type * as M from "../dsl/model-types.js";
import { optionTypeOf } from "../dsl/source-locations.js";
import { tsString } from "./escape.js";
import { PASS } from "../runtime/core/commands.js";

const REF_UNIONS: Record<string, string> = {
  side: "SideId",
  area: "AreaId",
  territory: "TerritoryId",
  piece: "PieceId",
  holder: "HolderId",
  table: "TableId",
  decision: "DecisionId",
};

/** A checker type as TypeScript, with the module's unions. */
export function tsType(t: Ty, model: M.Model): string {
  switch (t.t) {
    case "int":
    case "number":
      return "number";
    case "bool":
      return "boolean";
    case "text":
    case "dice":
      return "string";
    case "list":
      return `${wrap(tsType(t.of, model))}[]`;
    case "ref":
      // A place is an area or a holder (a side's copy of a holder every player has is named `hand@red`).
      if (t.kind === "place") return "AreaId | HolderId | `${HolderId}@${SideId}`";
      return REF_UNIONS[t.kind] ?? "string";
    case "enum": {
      // Types and decisions a scenario or variant declares count too: the module runs them all.
      const values = declaredAnywhere(model, "types").find((x) => x.id === t.type)?.values ?? declaredAnywhere(model, "decisions").find((d) => d.id === t.type)?.options?.filter((o): o is string => typeof o === "string") ?? [];
      return values.length > 0 ? values.map(tsString).join(" | ") : "string";
    }
    default:
      return "V.Value";
  }
}

/** The declarations of one collection that the base game, its variants and its scenarios make, in that order. */
export function declaredAnywhere(model: M.Model, key: "types"): M.Type[];
export function declaredAnywhere(model: M.Model, key: "decisions"): M.Decision[];
export function declaredAnywhere(model: M.Model, key: "types" | "decisions"): unknown[] {
  return [...model[key], ...[...model.variants, ...model.scenarios].flatMap((o): unknown[] => o[key] ?? [])];
}

const wrap = (s: string) => (s.includes("|") ? `(${s})` : s);

/** Every `choose` statement and every interrupt with an offer, anywhere in the model (scenarios and variants too). */
function asks(node: unknown, out: { id: string; obj: object; offer: boolean }[]): void {
  if (Array.isArray(node)) {
    for (const x of node) asks(x, out);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const o = node as Record<string, unknown>;
  if (o["do"] === "choose") out.push({ id: (o["as"] as string | undefined) ?? `choose-${String(o["name"])}`, obj: o, offer: false });
  else if (o["offer"] !== undefined && o["by"] === "any") out.push({ id: (o["decision"] as string | undefined) ?? String(o["id"]), obj: o, offer: true });
  for (const v of Object.values(o)) if (typeof v === "object" && v !== null) asks(v, out);
}

/**
 * Every place a decision is asked, by decision id: the checker's type of one
 * option there (undefined when it inferred none), and whether it is a window
 * any side may play into, whose options are `[side, option]` and `[side, "done"]`.
 */
export function decisionAsks(model: M.Model): Map<string, { option: Ty | undefined; offer: boolean }[]> {
  const found: { id: string; obj: object; offer: boolean }[] = [];
  asks(model, found);
  const byId = new Map<string, { option: Ty | undefined; offer: boolean }[]>();
  for (const f of found) {
    const list = byId.get(f.id) ?? [];
    list.push({ option: optionTypeOf(f.obj), offer: f.offer });
    byId.set(f.id, list);
  }
  return byId;
}

/** Decision id → the TypeScript type of one of its options, sorted by id. */
export function decisionOptionTypes(model: M.Model): { id: string; type: string }[] {
  const byId = new Map<string, Set<string>>();
  for (const [id, found] of decisionAsks(model)) {
    const types = new Set<string>();
    for (const f of found) {
      const one = f.option === undefined ? "V.Value" : tsType(f.option, model);
      // A window any side may play into: a side's play names the side, and so does its pass ("done").
      types.add(f.offer ? `[SideId, ${one} | ${tsString(PASS)}]` : one);
    }
    byId.set(id, types);
  }
  return [...byId].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([id, types]) => ({ id, type: [...types].sort().join(" | ") }));
}
