import type * as M from "../model-types.js";
import type { Check } from "./check.js";

/**
 * A sudden-death victory is checked between decisions, so its `run` body
 * may decide the outcome (a tie-break, a draw) but may not ask anybody
 * anything, directly or through a procedure it runs; nor may a trigger,
 * which runs at once, in the middle of whatever raised its event. When a
 * victory is checked (`checked: at-once` or after each step) only means
 * something for a sudden-death one, so `checked` anywhere else is a mistake.
 */
export const victoryBodies: Check = {
  name: "victory-body",
  description: "A sudden-death victory's body and a trigger's ask for no decision, themselves or through the procedures they run; only a sudden-death victory says when it is checked.",
  run(ctx) {
    const procedures = new Map<string, M.Procedure>();
    for (const e of ctx.symbols.base.all()) if (e.keyword === "procedure") procedures.set(e.id, e.obj as unknown as M.Procedure);
    for (const e of ctx.symbols.base.all()) {
      const rule = e.obj as unknown as M.Rule;
      if (rule.checked !== undefined && (e.keyword !== "victory" || rule["sudden-death"] !== true)) {
        ctx.report("victory-body", `'checked' says when a sudden-death victory is checked; ${e.keyword} '${rule.id}' is not one (add 'sudden-death: true' or remove 'checked')`, rule, "checked");
      }
      const trigger = e.keyword === "trigger";
      if (!rule.run || !(trigger || (e.keyword === "victory" && rule["sudden-death"] === true))) continue;
      const found = firstChoice(rule.run, procedures, new Set());
      if (found) {
        const via = found.via.length > 0 ? ` (through ${found.via.map((p) => `'${p}'`).join(", then ")})` : "";
        const what = trigger ? `trigger '${rule.id}' asks for a decision ('choose ${found.choose.name}')${via}; a trigger runs at once, in the middle of play, and cannot offer one (the sequence of play asks)` : `sudden-death victory '${rule.id}' asks for a decision ('choose ${found.choose.name}')${via}; it is checked between decisions and cannot offer one`;
        ctx.report("victory-body", what, found.via.length > 0 ? found.call! : found.choose);
      }
    }
  },
};

interface Found {
  choose: M.Stmt & { do: "choose" };
  /** The first call on the way, where the report points when the choice is inside a procedure. */
  call?: M.Stmt;
  via: string[];
}

/** The first `choose` reached from a block, following procedure calls once each. */
function firstChoice(block: readonly M.Stmt[], procedures: Map<string, M.Procedure>, seen: Set<string>): Found | undefined {
  for (const s of block) {
    if (s.do === "choose") return { choose: s, via: [] };
    if (s.do === "call") {
      const proc = procedures.get(s.name);
      if (!proc || seen.has(s.name)) continue;
      seen.add(s.name);
      const inner = firstChoice(proc.body ?? [], procedures, seen);
      if (inner) return { choose: inner.choose, call: s, via: [s.name, ...inner.via] };
      continue;
    }
    for (const child of childBlocks(s)) {
      const inner = firstChoice(child, procedures, seen);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** The nested blocks of a statement (if/else, loops). */
function childBlocks(s: M.Stmt): M.Stmt[][] {
  return Object.values(s).filter((v): v is M.Stmt[] => Array.isArray(v) && v.every((x) => typeof x === "object" && x !== null && "do" in x));
}
