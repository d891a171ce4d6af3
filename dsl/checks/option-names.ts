import type { Check } from "./check.js";

/**
 * The declarations whose name play reads as a place or a number: an option
 * named like one becomes that place or number. (An option named like a
 * procedure or a decision stays its name, and is left alone.)
 */
const NOT_AN_OPTION = new Set(["box", "pool", "deck", "display", "cup", "hand", "pile", "track"]);

/**
 * A decision's option named like a holder or a track: wherever play names it
 * (`choose x from [a, b]`, `x == b`) the name stands for that holder (a place)
 * or track (its value), not the option, so the choice is offered and
 * compared as that. Navajo Wars once named an operation `passage-of-time`,
 * also its box.
 */
export const optionNames: Check = {
  name: "option-name",
  description: "No option a decision lists is named like a holder (a box, a pool, a deck ...) or a track.",
  run(ctx) {
    for (const entry of [ctx.symbols.base, ...ctx.symbols.overlays.values()].flatMap((s) => [...s.entries.values()])) {
      if (entry.keyword !== "decision") continue;
      const options = entry.obj["options"];
      if (!Array.isArray(options)) continue;
      for (const option of options) {
        if (typeof option !== "string") continue;
        const clash = ctx.symbols.base.lookup(option);
        if (clash && NOT_AN_OPTION.has(clash.keyword) && clash.obj !== entry.obj) {
          ctx.report(this.name, `option '${option}' of decision '${entry.id}' is also the name of ${clash.keyword} '${option}': where play names it, it stands for the ${clash.keyword}, not the option; rename the option`, entry.obj, "options", "warning");
        }
      }
    }
  },
};
