import { legendMarks } from "../legend.js";
import type * as M from "../model-types.js";
import { didYouMean } from "../suggest.js";
import { allMaps } from "./adjacency.js";
import type { Check, CheckContext } from "./check.js";

/** Link kinds, terrain and features are values of the types their map names. */
export const mapValues: Check = {
  name: "map-value",
  description: "Link kinds, terrain and features are values of the types the map names in link-types, terrain-type and feature-type; every key of a map's legend marks some area.",
  run(ctx) {
    for (const map of allMaps(ctx)) {
      const linkTypes = valuesOf(ctx, map["link-types"]);
      const terrain = valuesOf(ctx, map["terrain-type"]);
      const features = valuesOf(ctx, map["feature-type"]);
      for (const link of map.links ?? []) {
        if (link.type !== undefined) check(ctx, map, link, "type", link.type, linkTypes, "link-types", "link kind");
      }
      for (const area of map.areas ?? []) {
        if (area.terrain !== undefined) check(ctx, map, area, "terrain", area.terrain, terrain, "terrain-type", "terrain");
        (area.features ?? []).forEach((f, i) => check(ctx, map, area, `features/${i}`, f, features, "feature-type", "feature"));
      }
      // A legend key marks areas: by a property that is true, a feature or a terrain. One that marks none is a slip.
      for (const key of Object.keys(map.legend ?? {})) {
        const marks = (map.areas ?? []).some((a) => legendMarks(a, key));
        if (!marks) ctx.report("map-value", `legend key '${key}' of map '${map.id}' marks no area: it must be an area property that is true, a feature or a terrain of some area`, map, "legend", "warning");
      }
    }
  },
};

function valuesOf(ctx: CheckContext, typeId: string | undefined): string[] | undefined {
  if (typeId === undefined) return undefined;
  const entry = ctx.symbols.base.lookup(typeId);
  return entry?.keyword === "type" ? ((entry.obj["values"] as string[] | undefined) ?? []) : [];
}

function check(ctx: CheckContext, map: M.Map, obj: object, key: string, value: string, allowed: string[] | undefined, typeProp: string, what: string): void {
  if (allowed === undefined) {
    ctx.report("map-value", `map '${map.id}' gives a ${what} '${value}' but names no type for it; add '${typeProp}: <type>' to the map`, obj, key);
  } else if (allowed.length > 0 && !allowed.includes(value)) {
    ctx.report("map-value", `'${value}' is not a ${what} of map '${map.id}' (expected one of ${allowed.join(", ")})${didYouMean(value, allowed)}`, obj, key);
  }
}
