/** Building rulebook situations in a position, for golden tests. */
import { Position, type ProgramSet } from "../../runtime/core/machine.js";
import type { GameState } from "../../runtime/core/state.js";
import type { Value } from "../../runtime/core/values.js";

/** The first piece of a kind in a holder whose fields match, moved to another holder. */
export function take(state: GameState, from: string, kind: string, fields: Record<string, unknown>, to: string): string {
  const list = state.holders[from] ?? [];
  const id = list.find((p) => state.pieces[p]!.kind === kind && Object.entries(fields).every(([k, v]) => state.pieces[p]!.state[k] === v));
  if (!id) throw new Error(`no ${kind} ${JSON.stringify(fields)} left in ${from}`);
  state.holders[from] = list.filter((p) => p !== id);
  (state.holders[to] ??= []).push(id);
  state.pieces[id]!.location = to;
  return id;
}

/** A fresh position of a game, its board, and its functions to call. */
export function setupState(set: ProgramSet, players?: number): { state: GameState; position: Position; fn: (name: string, args: Value[]) => Value } {
  const position = new Position(set, players === undefined ? {} : { players });
  return { state: position.state, position, fn: (name, args) => position.fn(name, args) };
}
