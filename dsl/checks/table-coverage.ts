import type * as M from "../model-types.js";
import type { Check, CheckContext } from "./check.js";

/**
 * A die table's rows cover every result it can be read at exactly once; every
 * row has one value per column; named rows are not repeated.
 */
export const tableCoverage: Check = {
  name: "table-coverage",
  description: "Rows of a die table cover every possible result (the dice, or its declared range) with no gap and no overlap, and each row has one value per column.",
  run(ctx) {
    const tables = [...ctx.model.tables, ...ctx.model.scenarios.flatMap((s) => s.tables ?? []), ...ctx.model.variants.flatMap((v) => v.tables ?? [])];
    for (const t of tables) checkTable(ctx, t);
  },
};

function diceRange(dice: string): { min: number; max: number } | undefined {
  const m = /^([0-9]*)d([0-9]+)$/.exec(dice);
  if (!m) return undefined;
  const count = m[1] ? Number(m[1]) : 1;
  return { min: count, max: count * Number(m[2]) };
}

function rangeText(r: M.Range): string {
  return r.min === r.max ? String(r.min) : `${r.min ?? ""}..${r.max ?? ""}`;
}

function checkTable(ctx: CheckContext, t: M.Table): void {
  const rows = t.rows ?? [];
  const width = t.columns?.length;
  const names = new Map<string, M.Row>();
  for (const row of rows) {
    const n = row.cells.length;
    if (width !== undefined && n !== width) {
      ctx.report("table-coverage", `row ${typeof row.key === "string" ? row.key : rangeText(row.key)} of table '${t.id}' has ${n} value${n === 1 ? "" : "s"}, but the table has ${width} column${width === 1 ? "" : "s"}`, row, "key");
    } else if (width === undefined && n !== 1 && !(n > 1 && rows.every((r) => r.cells.length === n))) {
      ctx.report("table-coverage", `rows of table '${t.id}' differ in length; give the table 'columns' so each row can be checked`, row, "key");
    }
    if (typeof row.key === "string") {
      const first = names.get(row.key);
      if (first) ctx.report("table-coverage", `table '${t.id}' has two rows '${row.key}'`, row, "key");
      else names.set(row.key, row);
    }
  }
  const bounds = t.range ?? (t.dice ? diceRange(t.dice) : undefined);
  if (!bounds) {
    checkOverlaps(ctx, t, rows, -Infinity, Infinity);
    checkHoles(ctx, t, rows);
    return;
  }
  const lo = bounds.min ?? -Infinity;
  const hi = bounds.max ?? Infinity;
  const keyed = rows.filter((r) => typeof r.key !== "string");
  for (const r of rows) {
    if (typeof r.key === "string") ctx.report("table-coverage", `table '${t.id}' is read with ${t.dice ?? "a roll"}, so its rows are keyed by numbers or ranges, not '${r.key}'`, r, "key");
  }
  for (const r of keyed) {
    const k = r.key as M.Range;
    const min = k.min ?? lo;
    const max = k.max ?? hi;
    if (max < lo || min > hi) {
      ctx.report("table-coverage", `row ${rangeText(k)} of table '${t.id}' can never be read: results run from ${lo} to ${hi}`, r, "key");
    } else if ((k.min !== undefined && k.min < lo) || (k.max !== undefined && k.max > hi)) {
      ctx.report("table-coverage", `row ${rangeText(k)} of table '${t.id}' reaches beyond the results ${lo}..${hi}; write an open range such as ${k.max !== undefined && k.max > hi ? `${k.min ?? lo}..` : `..${k.max ?? hi}`} if every result past the end belongs to it`, r, "key");
    }
  }
  checkOverlaps(ctx, t, keyed, lo, hi);
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return;
  const spans = keyed.map((r) => ({ min: Math.max(lo, (r.key as M.Range).min ?? lo), max: Math.min(hi, (r.key as M.Range).max ?? hi) }));
  const gaps = gapsIn(spans, lo, hi);
  if (gaps.length > 0 && keyed.length > 0) {
    ctx.report("table-coverage", `table '${t.id}' has no row for ${gaps.join(", ")} (its rows must cover ${lo}..${hi})`, t);
  }
}

/**
 * A table keyed by numbers but read with no dice and no declared range (a
 * turn record, a table read by a count): nothing says which numbers it must
 * cover, but a hole inside the span its rows cover is a row left out (`row 2`
 * of a turn track deleted stops play on turn 2, far from the table). A
 * warning at the table, naming the numbers missing.
 */
function checkHoles(ctx: CheckContext, t: M.Table, rows: M.Row[]): void {
  if (rows.length === 0 || rows.some((r) => typeof r.key === "string")) return;
  const spans = rows.map((r) => r.key as M.Range).filter((k) => k.min !== undefined && k.max !== undefined) as { min: number; max: number }[];
  if (spans.length === 0) return;
  const lo = Math.min(...spans.map((k) => k.min));
  const hi = Math.max(...spans.map((k) => k.max));
  const holes = gapsIn(spans, lo, hi);
  if (holes.length > 0) ctx.report("table-coverage", `table '${t.id}' has no row for ${holes.join(", ")}, inside the numbers its rows cover (${lo}..${hi}): play that reads it there stops`, t, undefined, "warning");
}

/**
 * The numbers from `lo` to `hi` no span covers, as ranges in words (`9..10`),
 * found by sweeping the spans in order: the work grows with the spans, never
 * with the numbers. Overlapping spans count once.
 */
function gapsIn(spans: readonly { min: number; max: number }[], lo: number, hi: number): string[] {
  const sorted = spans.filter((span) => span.min <= span.max).sort((a, b) => a.min - b.min);
  const gaps: string[] = [];
  let next = lo;
  for (const span of sorted) {
    if (span.min > next) gaps.push(span.min - 1 === next ? String(next) : `${next}..${span.min - 1}`);
    next = Math.max(next, span.max + 1);
  }
  if (next <= hi) gaps.push(next === hi ? String(next) : `${next}..${hi}`);
  return gaps;
}

function checkOverlaps(ctx: CheckContext, t: M.Table, rows: M.Row[], lo: number, hi: number): void {
  const spans = rows
    .filter((r) => typeof r.key !== "string")
    .map((r) => ({ r, min: (r.key as M.Range).min ?? lo, max: (r.key as M.Range).max ?? hi }))
    .sort((a, b) => a.min - b.min);
  for (let i = 1; i < spans.length; i++) {
    const prev = spans[i - 1]!;
    const cur = spans[i]!;
    if (cur.min <= prev.max) {
      const from = cur.min;
      const to = Math.min(prev.max, cur.max);
      ctx.report("table-coverage", `rows ${rangeText(prev.r.key as M.Range)} and ${rangeText(cur.r.key as M.Range)} of table '${t.id}' overlap at ${from === to ? from : `${from}..${to}`}`, cur.r, "key");
    }
  }
}
