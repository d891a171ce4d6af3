import type * as M from "../model-types.js";
import type { Check } from "./check.js";

/**
 * The names a map's movement functions are called with: those a search
 * gives their movement form (the runtime's `MOVE_PARAMS`, in its order; the
 * checker imports nothing that runs, so a test holds the two lists equal).
 */
export const MOVEMENT_NAMES = ["mover", "piece", "from", "to", "crossing"] as const;

/**
 * A map's `movement-cost` and `stops-movement` functions are called by the
 * engine with their arguments bound by parameter name, so each parameter must
 * be one of the names movement gives: mover, piece, from, to, crossing.
 */
export const movementFunctions: Check = {
  name: "movement-function",
  description: "A map's movement-cost and stops-movement functions take only parameters named mover, piece, from, to or crossing.",
  run(ctx) {
    const functions = new Map<string, M.Function>();
    for (const e of ctx.symbols.base.all()) if (e.keyword === "function") functions.set(e.id, e.obj as unknown as M.Function);
    for (const overlay of ctx.symbols.overlays.values()) for (const e of overlay.all()) if (e.keyword === "function" && !functions.has(e.id)) functions.set(e.id, e.obj as unknown as M.Function);
    const maps = [...ctx.symbols.base.all(), ...[...ctx.symbols.overlays.values()].flatMap((s) => s.all())].filter((e) => e.keyword === "map");
    for (const e of new Set(maps.map((m) => m.obj))) {
      const map = e as unknown as M.Map;
      for (const key of ["movement-cost", "stops-movement"] as const) {
        const fn = map[key] === undefined ? undefined : functions.get(map[key]!);
        if (!fn) continue;
        for (const p of fn.params) {
          if (!(MOVEMENT_NAMES as readonly string[]).includes(p.name)) {
            ctx.report("movement-function", `function '${fn.id}' prices movement on map '${map.id}', so its parameters are bound by name; '${p.name}' is not one of ${MOVEMENT_NAMES.join(", ")}`, p);
          }
        }
      }
    }
  },
};
