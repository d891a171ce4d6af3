import type * as M from "../model-types.js";
import type { SymbolEntry } from "../symbols.js";
import type { Check } from "./check.js";

/**
 * Every rule acts on something the engine can apply it to, so no rule is
 * accepted and then silently ignored:
 * - a trigger watches an event (`on: move`) or runs after a procedure
 *   (`applies-to: procedure`);
 * - a restriction governs moves (`on: move`) or the options of decisions
 *   (`applies-to: decision`); it governs no other event;
 * - a modifier changes a table look-up, a function's result or the dice of a
 *   procedure (`applies-to`), with a `value`;
 * - a limit with a consequence (`run`) says at which step it is checked;
 * - a standing gives points (how well placed a side is, which bots read)
 *   and nothing else: it never changes the game.
 */
export const ruleTargets: Check = {
  name: "rule-target",
  description: "Triggers, restrictions, modifiers and limits name what they apply to, in a form the engine applies.",
  run(ctx) {
    const entries: SymbolEntry[] = [...ctx.symbols.base.all(), ...[...ctx.symbols.overlays.values()].flatMap((s) => s.all())];
    const seen = new Set<object>();
    const kinds = new Map<string, string>();
    for (const e of entries) if (!e.overlay || !kinds.has(e.id)) kinds.set(e.id, e.keyword);
    const named = (r: M.Rule, keywords: string[]) => (r["applies-to"] ?? []).filter((a) => keywords.includes(kinds.get(a) ?? ""));
    for (const e of entries) {
      if (seen.has(e.obj)) continue;
      seen.add(e.obj);
      const r = e.obj as unknown as M.Rule;
      switch (e.keyword) {
        case "trigger":
          if (r.on === undefined && named(r, ["procedure"]).length === 0) {
            ctx.report("rule-target", `trigger '${r.id}' watches nothing: give it an event ('on: move', 'on: eliminate', ...) or the procedure it follows ('applies-to: procedure')`, r);
          }
          break;
        case "restriction":
          if (r.on !== undefined && r.on !== "move") {
            ctx.report("rule-target", `a restriction governs moves ('on: move') or decisions ('applies-to'); 'on: ${r.on}' is not one of them`, r, "on");
          } else if (r.on === undefined && named(r, ["decision"]).length === 0) {
            ctx.report("rule-target", `restriction '${r.id}' governs nothing: give it 'on: move' or the decisions whose options it limits ('applies-to: decision')`, r);
          }
          break;
        case "modifier":
          if (r.on !== undefined) ctx.report("rule-target", `a modifier changes what it applies to ('applies-to'); it watches no event, so 'on' does not belong here`, r, "on");
          if (named(r, ["table", "function", "procedure"]).length === 0) {
            ctx.report("rule-target", `modifier '${r.id}' changes nothing: name the tables, functions or procedures it applies to ('applies-to')`, r);
          } else if (r.value === undefined) {
            ctx.report("rule-target", `modifier '${r.id}' has no 'value' to add`, r);
          }
          break;
        case "limit":
          if (r.run !== undefined && r.at === undefined) ctx.report("rule-target", `limit '${r.id}' has a consequence ('run') but no step to carry it out at ('at')`, r, "run");
          if (r.on !== undefined) ctx.report("rule-target", `a limit is checked at a step ('at') or at all times; 'on' does not belong here`, r, "on");
          break;
        case "standing": {
          if (r.points === undefined) ctx.report("rule-target", `standing '${r.id}' gives no 'points': say how well placed the acting side is (higher is better)`, r);
          // A standing only guides bots: anything that would change or decide the game does not belong in it.
          const extra = (["on", "applies-to", "run", "winner", "value", "check", "sudden-death"] as const).find((k) => r[k] !== undefined);
          if (extra !== undefined) ctx.report("rule-target", `a standing only says how well placed a side is ('points', 'when'); '${extra}' does not belong in standing '${r.id}'`, r, extra);
          break;
        }
        default:
          if (r.on !== undefined && ["availability", "scoring", "victory"].includes(e.keyword)) ctx.report("rule-target", `'on' belongs to triggers and restrictions, not to ${e.keyword} '${r.id}'`, r, "on");
      }
    }
  },
};
