/**
 * A program's spec functions in the intermediate form, linked once for the
 * whole compilation of the program: each value with its parameters as
 * bindings. Every form the compiler writes of a function (its value and its
 * reduced forms) and every analysis of what a function gives or does reads
 * this one linking.
 */
import type * as M from "../../dsl/model-types.js";
import type { ProgramContext } from "../compile/context.js";
import { linkExpr } from "./link.js";
import type { Binding, IrExpr } from "./nodes.js";

/** A spec function linked: its value, in which each parameter is read through its binding. */
export interface LinkedFunction {
  fn: M.Function;
  params: Binding[];
  value: IrExpr;
}

const linked = new WeakMap<ProgramContext, Map<string, LinkedFunction>>();

/** The spec function `fn` of program `P`, linked (once for the program). */
export function linkedFunction(P: ProgramContext, fn: M.Function): LinkedFunction {
  let byId = linked.get(P);
  if (byId === undefined) linked.set(P, (byId = new Map()));
  let found = byId.get(fn.id);
  if (found === undefined || found.fn !== fn) {
    const params: Binding[] = fn.params.map((p) => ({ name: p.name }));
    found = { fn, params, value: linkExpr(fn.value, new Map(params.map((b) => [b.name, b])), P) };
    byId.set(fn.id, found);
  }
  return found;
}
