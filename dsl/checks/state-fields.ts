import type { Check } from "./check.js";
import { modelFacts } from "./model-facts.js";

/** A declaration that keeps state of its own: its keyword and the fields it keeps. */
interface Keeper {
  id: string;
  keyword: string;
  decl: Record<string, unknown>;
  fields: ReadonlySet<string>;
}

/**
 * A state field rules read (`u.attack-last`) that every other declaration of
 * the same keyword with a state declares (two at least), missing from one:
 * the kinds of one army's units, say, each kept alike but one whose field was
 * mistyped. The checker accepts the read, since some kinds have the field, and
 * play stops with nothing to compute where a unit of that kind is read, far
 * from the slip. A warning at that declaration's state. Sides are compared
 * with sides. Left alone: groups of fewer than three (the Apache keep their
 * crossings, the Army does not), a field more than one lacks, and a
 * declaration that keeps another state altogether (less than half of what
 * the others all keep).
 */
export const stateFields: Check = {
  name: "state-field",
  description: "A state field rules read, declared by every other piece kind of the same keyword (or every other side) that keeps the same state, two at least, is not missing from one.",
  run(ctx) {
    const { pieces, fieldsRead } = modelFacts(ctx);
    const keepers: Keeper[] = [];
    const add = (decl: Record<string, unknown>, keyword: string) => {
      const state = decl["state"];
      if (typeof state === "object" && state !== null && !Array.isArray(state) && typeof decl["id"] === "string") keepers.push({ id: decl["id"], keyword, decl, fields: new Set(Object.keys(state)) });
    };
    for (const p of pieces) add(p, String(p["kind"]));
    for (const s of ctx.model.sides) add(s as unknown as Record<string, unknown>, "side");
    const byKeyword = new Map<string, Keeper[]>();
    for (const k of keepers) byKeyword.set(k.keyword, [...(byKeyword.get(k.keyword) ?? []), k]);
    for (const [keyword, group] of byKeyword) {
      if (group.length < 3) continue;
      for (const field of fieldsRead) {
        const lacking = group.filter((k) => !k.fields.has(field));
        if (lacking.length !== 1) continue;
        const k = lacking[0]!;
        const others = group.filter((o) => o !== k);
        // Alike otherwise: it keeps at least half of what all the others keep besides (a fort's siege count among
        // units' activity fields is another kind of state, not a slip).
        const common = [...others[0]!.fields].filter((f) => f !== field && others.every((o) => o.fields.has(f)));
        if (common.length === 0 || common.filter((f) => k.fields.has(f)).length * 2 < common.length) continue;
        const names = others.length <= 4 ? others.map((o) => o.id).join(", ") : `${others.slice(0, 3).map((o) => o.id).join(", ")} and ${others.length - 3} more`;
        const plural = keyword === "side" ? "sides" : `${keyword}s`;
        ctx.report(this.name, `${keyword} '${k.id}' keeps no '${field}', which rules read and the other ${plural} that keep the same state declare (${names})`, k.decl, "state", "warning");
      }
    }
  },
};
