/** Building rulebook situations in a kernel state, for golden tests. */
import type * as M from "../../dsl/model-types.js";
import { type EvalContext } from "../../runtime/kernel/evaluate.js";
import { initialState, type KernelState } from "../../runtime/kernel/state.js";
import { modelIndex } from "../../runtime/kernel/engine.js";

export function setupState(model: M.Model, players?: number): { state: KernelState; ctx: (locals?: Record<string, unknown>) => EvalContext } {
  const index = modelIndex(model);
  const state = initialState(model, players);
  return { state, ctx: (locals = {}) => ({ index, state, locals: new Map(Object.entries(locals) as [string, never][]) }) };
}

/** The first piece of a kind in a holder whose fields match, moved to another holder. */
export function take(state: KernelState, from: string, kind: string, fields: Record<string, unknown>, to: string): string {
  const list = state.holders[from] ?? [];
  const id = list.find((p) => state.pieces[p]!.kind === kind && Object.entries(fields).every(([k, v]) => state.pieces[p]!.state[k] === v));
  if (!id) throw new Error(`no ${kind} ${JSON.stringify(fields)} left in ${from}`);
  state.holders[from] = list.filter((p) => p !== id);
  (state.holders[to] ??= []).push(id);
  state.pieces[id]!.location = to;
  return id;
}
