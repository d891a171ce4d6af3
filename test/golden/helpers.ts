/** Building rulebook situations in a position, for golden tests. */
import { expect } from "vitest";
import { Position, type ProgramSet, type Request } from "../../runtime/core/machine.js";
import type { Value } from "../../runtime/core/values.js";

/** The first piece of a kind in a holder whose fields match, moved to another holder. */
export function take(position: Position, from: string, kind: string, fields: Record<string, unknown>, to: string): string {
  const id = position.idsIn(from).find((p) => position.piece(p).kind === kind && Object.entries(fields).every(([k, v]) => position.piece(p).state[k] === v));
  if (!id) throw new Error(`no ${kind} ${JSON.stringify(fields)} left in ${from}`);
  position.place(id, to);
  return id;
}

/** A fresh position of a game, and its functions to call. */
export function setupState(set: ProgramSet, players?: number): { position: Position; fn: (name: string, args: Value[]) => Value } {
  const position = new Position(set, players === undefined ? {} : { players });
  return { position, fn: (name, args) => position.fn(name, args) };
}

/** Takes a piece out of whatever holder or area has it and stands it in an area, at a strength if given. */
export function placePiece(p: Position, id: string, area: string, strength?: number): string {
  p.place(id, area);
  if (strength !== undefined) p.piece(id).strength = strength;
  return id;
}

export interface Asked {
  decision: string;
  player: string;
  options: Value[];
  subject?: Value;
}

/** Runs a procedure of the position, answering each decision from a queue per decision and recording what was asked. */
export function runScripted(p: Position, procedure: string, script: Record<string, Value[]>, args: Value[] = []): Asked[] {
  const asked: Asked[] = [];
  p.call(procedure, args, (r: Request) => {
    asked.push({ decision: r.decision, player: r.player, options: r.options, ...(r.subject !== undefined ? { subject: r.subject } : {}) });
    const queue = script[r.decision];
    if (!queue || queue.length === 0) throw new Error(`unexpected decision '${r.decision}' (${r.player}) offering ${JSON.stringify(r.options)}`);
    return queue.shift()!;
  });
  for (const [decision, left] of Object.entries(script)) expect(left, `unused answers for '${decision}'`).toEqual([]);
  return asked;
}
