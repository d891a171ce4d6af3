import { nestedIds } from "../walk.js";
import { modelSchema } from "../schema-info.js";
import { didYouMean } from "../suggest.js";
import type { Scope } from "../symbols.js";
import { walk } from "../walk.js";
import { article, type Check, type CheckContext } from "./check.js";

/**
 * Every property the schema marks with `x-refers-to` names a declaration of
 * an accepted kind, visible from where it is used; scenarios and variants
 * replace and remove only what the base game has.
 */
export const unresolvedReferences: Check = {
  name: "unresolved-name",
  description: "Every name given where a declaration is expected resolves to one of the right kind, with a suggestion for near misses.",
  run(ctx) {
    const model = ctx.model as unknown as Record<string, unknown>;
    // The base game, skipping the overlays, which see their own scope.
    for (const [prop, node] of Object.entries(modelSchema.properties ?? {})) {
      if (prop === "scenarios" || prop === "variants") continue;
      if (model[prop] !== undefined) checkTree(ctx, model[prop], node, ctx.symbols.base);
    }
    for (const prop of ["scenarios", "variants"] as const) {
      const node = modelSchema.properties![prop]!;
      for (const overlay of (model[prop] as Record<string, unknown>[] | undefined) ?? []) {
        const scope = ctx.symbols.overlays.get(overlay) ?? ctx.symbols.base;
        checkTree(ctx, overlay, node.items!, scope);
        checkChanges(ctx, overlay, scope);
      }
    }
  },
};

function checkTree(ctx: CheckContext, value: unknown, node: import("../schema-info.js").SchemaNode, scope: Scope): void {
  const visitOne = (v: { value: unknown; node: import("../schema-info.js").SchemaNode; owner: object; key: string }) => {
    const kinds = v.node["x-refers-to"];
    if (!kinds || typeof v.value !== "string") return;
    const id = v.value;
    const found = scope.lookup(id);
    const wanted = kinds.length === 1 ? article(kinds[0]!) : `${article(kinds.slice(0, -1).join(", "))} or ${kinds[kinds.length - 1]}`;
    if (!found) {
      const candidates = scope.all().filter((e) => kinds.includes(e.keyword)).map((e) => e.id);
      ctx.report("unresolved-name", `unknown name '${id}': expected ${wanted}${didYouMean(id, candidates)}`, v.owner, v.key);
    } else if (!kinds.includes(found.keyword)) {
      ctx.report("unresolved-name", `'${id}' is ${article(found.keyword)}, but ${wanted} is expected here`, v.owner, v.key);
    }
  };
  if (Array.isArray(value)) {
    for (const item of value) if (!ctx.skip?.(item as object)) walk(item, node.items ?? node, visitOne, item as object);
  } else if (typeof value !== "object" || value === null || !ctx.skip?.(value)) walk(value, node, visitOne, value as object);
}

function checkChanges(ctx: CheckContext, overlay: Record<string, unknown>, scope: Scope): void {
  const base = ctx.symbols.base;
  const replaced = new Set<string>();
  for (const change of (overlay["replaces"] as { keyword: string; id: string }[] | undefined) ?? []) {
    replaced.add(change.id);
    const target = base.lookup(change.id);
    if (!target) ctx.report("unresolved-name", `cannot replace '${change.id}': the base game has no such ${change.keyword}${didYouMean(change.id, base.all().filter((e) => e.keyword === change.keyword).map((e) => e.id))}`, change);
    else if (target.keyword !== change.keyword) ctx.report("unresolved-name", `cannot replace ${change.keyword} '${change.id}': in the base game it is ${article(target.keyword)}`, change);
  }
  for (const change of (overlay["removes"] as { keyword: string; id: string }[] | undefined) ?? []) {
    const target = base.lookup(change.id);
    if (!target) ctx.report("unresolved-name", `cannot remove '${change.id}': the base game has no such ${change.keyword}${didYouMean(change.id, base.all().filter((e) => e.keyword === change.keyword).map((e) => e.id))}`, change);
    else if (target.keyword !== change.keyword) ctx.report("unresolved-name", `cannot remove ${change.keyword} '${change.id}': in the base game it is ${article(target.keyword)}`, change);
  }
  // What a replaced declaration holds (a map's areas) may be declared again inside its replacement.
  const renewed = new Set<string>();
  for (const change of (overlay["replaces"] as { keyword: string; id: string }[] | undefined) ?? []) {
    const old = base.lookup(change.id);
    if (old) for (const id of nestedIds(old.obj)) renewed.add(id);
  }
  // A declaration in an overlay that the base game already has must say `replace`.
  for (const entry of scope.entries.values()) {
    if (replaced.has(entry.id) || renewed.has(entry.id)) continue;
    const clash = base.entries.get(entry.id);
    if (clash) {
      ctx.report("duplicate-name", `'${entry.id}' is already declared in the base game as ${clash.keyword} '${clash.id}'; write 'replace ${entry.keyword} ${entry.id}' to change it`, entry.obj);
    }
  }
}

