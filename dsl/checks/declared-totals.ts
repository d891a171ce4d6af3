import { entryTotal } from "../composition.js";
import type * as M from "../model-types.js";
import { allMaps } from "./adjacency.js";
import type { Check } from "./check.js";
import { allHolders, typeValues } from "./compositions.js";
import { PIECE_KINDS } from "./model-facts.js";

/** A declared `size` equals what is actually declared: a deck's cards, a map's areas. */
export const declaredTotals: Check = {
  name: "declared-total",
  description: "A declared size adds up: a deck of 114 has count lines totalling 114 (each `*` expanded), a board of 32 spaces declares 32 areas.",
  run(ctx) {
    const pieces = new Map<string, M.Piece>();
    for (const e of ctx.symbols.base.all()) {
      if (PIECE_KINDS.has(e.keyword)) pieces.set(e.id, e.obj as unknown as M.Piece);
    }
    for (const holder of allHolders(ctx)) {
      if (holder.size === undefined || !holder.contents) continue;
      const total = holder.contents.reduce((sum, e) => sum + entryTotal(e, pieces, (t) => typeValues(ctx, t)), 0);
      if (total !== holder.size) {
        ctx.report("declared-total", `${holder.kind} '${holder.id}' declares size ${holder.size}, but its contents add up to ${total}`, holder, "size");
      }
    }
    for (const map of allMaps(ctx)) {
      const count = (map.areas ?? []).length;
      if (map.size !== undefined && map.size !== count) {
        ctx.report("declared-total", `map '${map.id}' declares size ${map.size}, but ${count} areas are declared`, map, "size");
      }
    }
  },
};
