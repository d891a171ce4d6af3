/** Loading a game spec under specs/ for tests that assert its facts. */
import { expect } from "vitest";
import { checkGame } from "../../dsl/check.js";
import { entryTotal } from "../../dsl/composition.js";
import type * as M from "../../dsl/model-types.js";

/** Checks specs/<game>, failing the test on any diagnostic; returns the model. */
export function loadSpec(game: string): M.Model {
  const checked = checkGame(`specs/${game}/game.rules`);
  expect(checked.diagnostics.map((d) => `${d.file}:${d.line}:${d.col} ${d.message}`)).toEqual([]);
  return checked.model;
}

/** Expands a holder's count lines into one field record per piece, `*` expanded over its type. */
export function expand(model: M.Model, holderId: string): Record<string, unknown>[] {
  const holder = model.holders.find((h) => h.id === holderId);
  if (!holder) throw new Error(`no holder ${holderId}`);
  const pieces = new Map(model.pieces.map((p) => [p.id, p]));
  const values = (t: string) => model.types.find((x) => x.id === t)?.values;
  const out: Record<string, unknown>[] = [];
  for (const e of holder.contents ?? []) {
    const piece = pieces.get(e.piece)!;
    let combos: Record<string, unknown>[] = [{ piece: e.piece }];
    for (const [field, v] of Object.entries(e.fields ?? {})) {
      const options = v === "*" ? values(piece.fields![field]!)! : [v];
      combos = combos.flatMap((c) => options.map((o) => ({ ...c, [field]: o })));
    }
    for (const c of combos) for (let i = 0; i < e.count; i++) out.push(c);
    expect(combos.length * e.count).toBe(entryTotal(e, pieces, values));
  }
  return out;
}

/** How many items match. */
export function countWhere<T>(items: T[], pred: (x: T) => boolean): number {
  return items.filter(pred).length;
}

/**
 * The cheapest way from `start` to every place a map's links reach, each
 * step priced by `step(from, to)`: its cost and the places it goes through.
 * Worked out here, apart from the engine, so that tests can hold a map's
 * distances to what a rulebook states.
 */
export function cheapestWays(links: readonly { from: string; to: string }[], start: string, step: (from: string, to: string) => number): Map<string, { cost: number; path: string[] }> {
  const best = new Map([[start, { cost: 0, path: [start] }]]);
  const open = [start];
  while (open.length > 0) {
    open.sort((a, b) => best.get(a)!.cost - best.get(b)!.cost);
    const here = open.shift()!;
    for (const l of links) {
      const next = l.from === here ? l.to : l.to === here ? l.from : undefined;
      if (next === undefined) continue;
      const cost = best.get(here)!.cost + step(here, next);
      if (cost < (best.get(next)?.cost ?? Infinity)) {
        best.set(next, { cost, path: [...best.get(here)!.path, next] });
        open.push(next);
      }
    }
  }
  return best;
}

