import type * as M from "../model-types.js";
import type { Check, CheckContext } from "./check.js";

/**
 * Links join two places of the same map, of the same kind (two areas or two
 * territories), never a place to itself, and each pair at most once.
 */
export const adjacency: Check = {
  name: "adjacency",
  description: "Links join two different places of the same map, each pair once, with no one-way link doubling a two-way one; places with no link at all are flagged.",
  run(ctx) {
    for (const map of allMaps(ctx)) checkMap(ctx, map);
  },
};

export function allMaps(ctx: CheckContext): M.Map[] {
  return [...ctx.model.maps, ...ctx.model.scenarios.flatMap((s) => s.maps ?? []), ...ctx.model.variants.flatMap((v) => v.maps ?? [])];
}

function checkMap(ctx: CheckContext, map: M.Map): void {
  const kindOf = new Map<string, "area" | "territory">();
  for (const a of map.areas ?? []) kindOf.set(a.id, "area");
  for (const t of map.territories ?? []) kindOf.set(t.id, "territory");
  const seen = new Map<string, M.Link>();
  const linked = new Set<string>();
  for (const link of map.links ?? []) {
    const fromKind = kindOf.get(link.from);
    const toKind = kindOf.get(link.to);
    for (const [end, kind] of [["from", fromKind], ["to", toKind]] as const) {
      const id = link[end];
      const entry = ctx.symbols.base.lookup(id);
      if (!kind && entry && (entry.keyword === "area" || entry.keyword === "territory")) {
        ctx.report(this_name, `'${id}' is not a place of map '${map.id}'; a link joins places of its own map`, link, end);
      }
    }
    // Count both ends as linked even if the link is rejected below, so one
    // mistake does not also produce an "unreachable area" warning.
    linked.add(link.from).add(link.to);
    if (link.from === link.to) {
      ctx.report(this_name, `a link cannot join '${link.from}' to itself`, link, "to");
      continue;
    }
    if (fromKind && toKind && fromKind !== toKind) {
      ctx.report(this_name, `a link joins two areas or two territories, not ${fromKind} '${link.from}' and ${toKind} '${link.to}'`, link);
      continue;
    }
    const key = link.directed ? `${link.from}->${link.to}` : [link.from, link.to].sort().join("--");
    const clashes = link.directed
      ? [key, [link.from, link.to].sort().join("--")]
      : [key, `${link.from}->${link.to}`, `${link.to}->${link.from}`];
    const first = clashes.map((k) => seen.get(k)).find((l) => l !== undefined);
    if (first) {
      const where = ctx.sources.get(first);
      const d = ctx.report(this_name, `'${link.from}' and '${link.to}' are linked twice`, link);
      if (where) d.related = [{ message: "the first link is here", file: where.file, line: where.loc.line, col: where.loc.col }];
      continue;
    }
    seen.set(key, link);
  }
  if ((map.links ?? []).length === 0) return;
  for (const a of map.areas ?? []) {
    if (!linked.has(a.id) && !a.impassable) {
      ctx.report(this_name, `area '${a.id}' has no links, so nothing can enter or leave it (mark it 'impassable: true' if that is intended)`, a, undefined, "warning");
    }
  }
}

const this_name = "adjacency";
