import type * as M from "../model-types.js";
import { didYouMean } from "../suggest.js";
import type { Check, CheckContext } from "./check.js";
import { PIECE_KINDS } from "./model-facts.js";

/** Every field of a count line exists on its piece, and its value belongs to the field's type. */
export const compositions: Check = {
  name: "composition",
  description: "Count lines such as `2 indian(colour: *, rank: chief)` name fields the piece declares, with values of the field's type; `*` needs a typed field.",
  run(ctx) {
    for (const holder of allHolders(ctx)) {
      for (const entry of holder.contents ?? []) {
        const piece = ctx.symbols.base.lookup(entry.piece);
        if (!piece || !PIECE_KINDS.has(piece.keyword)) continue;
        const fields = (piece.obj["fields"] as Record<string, string> | undefined) ?? {};
        for (const [name, value] of Object.entries(entry.fields ?? {})) {
          const typeId = fields[name];
          if (typeId === undefined) {
            const known = Object.keys(fields);
            const hint = known.length ? `; it has ${known.join(", ")}${didYouMean(name, known)}` : "; declare its fields with 'fields: { name: type }'";
            ctx.report("composition", `${piece.keyword} '${entry.piece}' has no field '${name}'${hint}`, entry, `fields/${name}`);
            continue;
          }
          const values = typeValues(ctx, typeId);
          if (values === undefined) continue;
          if (value !== "*" && !values.includes(String(value))) {
            ctx.report("composition", `'${String(value)}' is not a value of type '${typeId}' (expected one of ${values.join(", ")})${didYouMean(String(value), values)}`, entry, `fields/${name}`);
          }
        }
      }
    }
  },
};

export function allHolders(ctx: CheckContext): M.Holder[] {
  return [...ctx.model.holders, ...ctx.model.scenarios.flatMap((s) => s.holders ?? []), ...ctx.model.variants.flatMap((v) => v.holders ?? [])];
}

export function typeValues(ctx: CheckContext, typeId: string): string[] | undefined {
  const t = ctx.symbols.base.lookup(typeId);
  return t?.keyword === "type" ? ((t.obj["values"] as string[] | undefined) ?? []) : undefined;
}
