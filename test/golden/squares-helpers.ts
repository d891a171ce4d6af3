/** SQUARES positions for golden tests: a fresh table, units put on squares, scripted procedures. */
import { expect } from "vitest";
import { type Value } from "../../runtime/kernel/evaluate.js";
import { runProcedure, type Request, type RunContext } from "../../runtime/kernel/exec.js";
import { SeededRandom } from "../../runtime/rng.js";
import { initialState } from "../../runtime/kernel/state.js";
import { loadSpec } from "../specs/helpers.js";
import { modelIndex } from "../../runtime/kernel/engine.js";

export const model = loadSpec("squares");

/** A fresh table in each side's first turn and first action slot. */
export function table(): RunContext {
  const state = initialState(model);
  for (const side of ["blue", "gray"]) Object.assign(state.sideState[side]!, { "turn-count": 1, clock: 1 });
  return { index: modelIndex(model), state, rng: new SeededRandom(1), events: [] };
}

/** Puts the first unit of a kind left in a side's army on a square (or its reserve). */
export function put(ctx: RunContext, side: string, kind: string, area: string): string {
  const army = `${side}-army`;
  const list = ctx.state.holders[army]!;
  const id = list.find((p) => ctx.state.pieces[p]!.kind === kind)!;
  ctx.state.holders[army] = list.filter((p) => p !== id);
  (ctx.state.areas[area] ??= []).push(id);
  ctx.state.pieces[id]!.location = area;
  return id;
}

/** Answers each decision by name from a script, keeping what was offered. */
export function play(ctx: RunContext, side: string, script: Record<string, Value[]>, procedure = "make-attack", args: Value[] = [side]): Record<string, Value[]> {
  const offered: Record<string, Value[]> = {};
  recordEnding(ctx, () =>
    runProcedure(ctx, procedure, args, (r: Request) => {
      offered[r.decision] = r.options;
      const queue = script[r.decision];
      if (!queue || queue.length === 0) throw new Error(`unexpected decision '${r.decision}' offering ${JSON.stringify(r.options)}`);
      return queue.shift()!;
    }),
  );
  for (const [decision, left] of Object.entries(script)) expect(left, `unused answers for '${decision}'`).toEqual([]);
  return offered;
}

/**
 * Runs `f`; a game it ends stops by throwing its outcome, which the engine
 * records, so this records it too. Returns the outcome, if the game ended.
 */
export function recordEnding(ctx: RunContext, f: () => void): RunContext["state"]["outcome"] {
  try {
    f();
  } catch (err) {
    if (typeof err !== "object" || err === null || !("outcome" in err)) throw err;
    ctx.state.outcome = (err as { outcome: NonNullable<RunContext["state"]["outcome"]> }).outcome;
  }
  return ctx.state.outcome;
}

/** Where a unit is. */
export const where = (ctx: RunContext, id: string) => ctx.state.pieces[id]!.location;
