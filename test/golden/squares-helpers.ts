/** SQUARES positions for golden tests: a fresh table, units put on squares, procedures run with scripted answers. */
import { game } from "../../generated/squares/index.js";
import { Position } from "../../runtime/core/machine.js";
import type { Value } from "../../runtime/core/values.js";
import { runScripted } from "./helpers.js";

/** A fresh table in each side's first turn and first action slot. */
export function table(): Position {
  const position = new Position(game);
  for (const side of ["blue", "gray"]) Object.assign(position.state.sideState[side]!, { "turn-count": 1, clock: 1 });
  return position;
}

/** Puts the first unit of a kind left in a side's army on a square (or its reserve). */
export function put(ctx: Position, side: string, kind: string, area: string): string {
  const id = ctx.idsIn(`${side}-army`).find((p) => ctx.piece(p).kind === kind)!;
  ctx.place(id, area);
  return id;
}

/** Answers each decision by name from a script, keeping what was last offered for each. */
export function play(ctx: Position, side: string, script: Record<string, Value[]>, procedure = "make-attack", args: Value[] = [side]): Record<string, Value[]> {
  const offered: Record<string, Value[]> = {};
  for (const asked of runScripted(ctx, procedure, script, args)) offered[asked.decision] = asked.options;
  return offered;
}

/** Where a unit is. */
export const where = (ctx: Position, id: string) => ctx.where(id);
