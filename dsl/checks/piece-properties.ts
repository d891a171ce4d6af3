import type { Check } from "./check.js";
import { modelFacts } from "./model-facts.js";

/** Pieces of one kind, side and class: alike enough that a property all but one of them give is one it lacks by a slip. */
const LIKE = 3;

/**
 * A property a rule reads of pieces (`block.home`) and every other piece of
 * the same kind, side and class gives (three of them at least), missing on
 * one: a slip that reads as nothing in play, far from the piece (a war band
 * without a `home` has nowhere to deploy, and the game stops at the choice
 * of where). A warning at the piece. Properties no rule reads are left
 * alone: pieces that differ in what they print (one regiment number short)
 * are common and harmless; so are flags, written only where true.
 */
export const pieceProperties: Check = {
  name: "piece-property",
  description: "A property rules read of pieces, given by every other piece of the same kind, side and class (three at least), is not missing on one.",
  run(ctx) {
    const { pieces, fieldsRead: read } = modelFacts(ctx);
    const groups = new Map<string, Record<string, unknown>[]>();
    for (const p of pieces) {
      const key = JSON.stringify([p["kind"], p["side"] ?? null, p["class"] ?? null]);
      const group = groups.get(key);
      if (group) group.push(p);
      else groups.set(key, [p]);
    }
    for (const group of groups.values()) {
      if (group.length <= LIKE) continue;
      for (const field of read) {
        const lacking = group.filter((p) => !(field in p));
        // A flag is left out where it is false (`senior: true` on all the leaders but a junior one).
        if (lacking.length !== 1 || group.some((p) => typeof p[field] === "boolean")) continue;
        const p = lacking[0]!;
        const like = [p["side"] !== undefined ? `side ${String(p["side"])}` : undefined, p["class"] !== undefined ? `class ${String(p["class"])}` : undefined].filter(Boolean).join(" and ");
        ctx.report(this.name, `${String(p["kind"])} '${String(p["id"])}' gives no '${field}', which rules read and the other ${group.length - 1} ${String(p["kind"])}s${like ? ` of ${like}` : ""} give`, p, "id", "warning");
      }
    }
  },
};
