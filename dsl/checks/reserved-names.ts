import type { Check } from "./check.js";

/**
 * Names every JavaScript object already answers to (`constructor`,
 * `toString`, `__proto__` ...). Engines keep a game's pieces, places,
 * tracks and fields in plain objects keyed by the spec's names, where such
 * a name would find the object's own machinery instead of the game's
 * (an area named `constructor` was once read as a function), so the
 * language reserves them.
 */
const RESERVED = new Set(Object.getOwnPropertyNames(Object.prototype));

/** A declaration, type value, card field or state field named with a reserved name. */
export const reservedNames: Check = {
  name: "reserved-name",
  description: "No declaration, type value, card field or state field takes a name every JavaScript object already has (constructor, toString, __proto__ ...).",
  run(ctx) {
    const why = (name: string) => `'${name}' is a name every JavaScript object already has, so engines cannot keep it apart from their own machinery; choose another name`;
    for (const entry of [ctx.symbols.base, ...ctx.symbols.overlays.values()].flatMap((s) => [...s.entries.values()])) {
      if (RESERVED.has(entry.id)) ctx.report(this.name, why(entry.id), entry.obj);
      for (const key of ["fields", "state"]) {
        const declared = entry.obj[key];
        if (typeof declared !== "object" || declared === null || Array.isArray(declared)) continue;
        for (const f of Object.keys(declared)) if (RESERVED.has(f)) ctx.report(this.name, why(f), entry.obj, key);
      }
    }
    for (const [value, types] of ctx.symbols.values) {
      if (!RESERVED.has(value)) continue;
      const declaring = ctx.symbols.base.lookup(types[0]!);
      if (declaring) ctx.report(this.name, why(value), declaring.obj);
    }
  },
};
