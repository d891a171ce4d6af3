/** What a model expression names, as the intermediate form's builder and the compiler ask it. */
import type { ProgramContext } from "../compile/context.js";

/**
 * Whether an expression refers to a name anywhere inside it; given a
 * program, also inside the spec's functions it calls, however deep.
 */
export function mentionsName(expr: unknown, name: string, P?: ProgramContext, seen = new Set<string>()): boolean {
  if (Array.isArray(expr)) return expr.some((e) => mentionsName(e, name, P, seen));
  if (typeof expr !== "object" || expr === null) return false;
  const node = expr as Record<string, unknown>;
  if (node["op"] === "name") {
    const n = node["name"] as string;
    if (n === name) return true;
    if (P === undefined || seen.has(n) || P.index.decls.get(n)?.keyword !== "function") return false;
    seen.add(n);
    const fn = P.model.functions.find((f) => f.id === n);
    return fn !== undefined && mentionsName(fn.value, name, P, seen);
  }
  return Object.values(node).some((v) => mentionsName(v, name, P, seen));
}
