/**
 * How `reachable` grows with the region it reaches (issue 31): square grids
 * of N x N areas, a step priced by a spec function (1 on plains, 2 in woods),
 * searched from a corner with an allowance that reaches about the whole
 * grid. The search should be near-linear in the places it reaches: the
 * exponent reported is the growth of the time a search takes against the
 * growth of the region, from one grid size to the next (1 is linear; the
 * linear-scan search it replaced measured about 1.6).
 */
import { checkGame } from "../dsl/check.js";
import { memoryHost } from "../dsl/workspace.js";
import { loadEngine } from "../generator/load-engine.js";
import { Position } from "../runtime/core/machine.js";

/** The spec of an N x N grid: areas gRRCC, linked to their right and lower neighbours. */
function gridSpec(n: number): string {
  const id = (r: number, c: number) => `g${String(r).padStart(2, "0")}${String(c).padStart(2, "0")}`;
  const lines = [`game grid "Grid" {\n  players: 1\n  sides: walker\n}\nside walker\ntype ground {\n  values: plain, wood\n}\nmap board "Board" {\n  layout: areas\n  terrain-type: ground\n  movement-cost: price`];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) lines.push(`  area ${id(r, c)} "${r},${c}" {\n    terrain: ${(r * 7 + c * 3) % 5 === 0 ? "wood" : "plain"}\n  }`);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      if (c + 1 < n) lines.push(`  link ${id(r, c)} -- ${id(r, c + 1)}`);
      if (r + 1 < n) lines.push(`  link ${id(r, c)} -- ${id(r + 1, c)}`);
    }
  lines.push("}", "function price(to: area) = if to.terrain == wood then 2 else 1", "function reach(n: int) = reachable(g0000, n)", "");
  return lines.join("\n");
}

export interface ReachRow {
  grid: string;
  reached: number;
  msPerSearch: number;
  exponent: number | null;
}

/** CPU milliseconds per call of `f`, the least of `rounds` rounds of about `ms` each. */
function cpuMsPerCall(f: () => void, rounds = 5, ms = 300): number {
  f();
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    const t0 = process.cpuUsage();
    let calls = 0;
    let used = 0;
    while (used < ms * 1000) {
      f();
      calls++;
      const t = process.cpuUsage(t0);
      used = t.user + t.system;
    }
    best = Math.min(best, used / 1000 / calls);
  }
  return best;
}

/** `reachable` on grids of the given sizes, with the growth exponent from each size to the next. */
export async function raceReachable(sizes = [8, 16, 32]): Promise<ReachRow[]> {
  const rows: ReachRow[] = [];
  for (const n of sizes) {
    const checked = checkGame("/grid/game.rules", memoryHost({ "/grid/game.rules": gridSpec(n) }));
    const errors = checked.diagnostics.filter((d) => d.severity === "error");
    if (errors.length > 0) throw new Error(`the grid spec does not check: ${errors[0]!.message}`);
    const p = new Position((await loadEngine(checked.model)).game, { seed: 1 });
    const allowance = 3 * n;
    const reached = (p.fn("reach", [allowance]) as unknown[]).length + 1;
    const ms = cpuMsPerCall(() => p.fn("reach", [allowance]));
    const before = rows[rows.length - 1];
    const exponent = before ? +(Math.log(ms / before.msPerSearch) / Math.log(reached / before.reached)).toFixed(2) : null;
    rows.push({ grid: `${n}x${n}`, reached, msPerSearch: +ms.toFixed(3), exponent });
  }
  return rows;
}
