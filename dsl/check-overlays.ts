/**
 * Scenarios and variants checked as applied: each scenario alone, each
 * variant alone, and all variants together are applied to the base game and
 * the result is checked again, so an overlay that removes something still
 * used, breaks the map, or renames a place the rest relies on is an error.
 * What only the applied game gets wrong is reported at the overlay that
 * causes it, naming the place in the base game it breaks.
 */
import { allChecks } from "./checks/index.js";
import { makeContext } from "./checks/check.js";
import { diag, type Diagnostic } from "./diagnostics.js";
import type { SourceMap } from "./lower.js";
import type * as M from "./model-types.js";
import { declarationById, resolveModel, ResolveError, type ResolveOptions } from "./resolve-model.js";
import type { CheckMemo } from "./check-memo.js";
import { buildSymbols } from "./symbols.js";
import { nestedIds } from "./walk.js";

type Overlay = M.Scenario | M.Variant;

/** The diagnostics of the game with `options` applied, its overlays' own declarations left out. */
function checkApplied(model: M.Model, sources: SourceMap, options: ResolveOptions, fallback: string): Diagnostic[] {
  const applied = resolveModel(model, options, (from, to) => {
    const origin = sources.get(from);
    if (origin) sources.set(to, origin);
  });
  // The chosen overlays are now part of the game; the others are checked on their own turn, their
  // names kept (bodies left out) so that `enabled(v)` still finds every scenario and variant.
  const names = <T extends Overlay>(xs: readonly T[]) => xs.map((x) => ({ id: x.id, ...(x.title !== undefined ? { title: x.title } : {}) }) as T);
  const game: M.Model = { ...applied, scenarios: names(model.scenarios), variants: names(model.variants) };
  const out: Diagnostic[] = [];
  const ctx = makeContext(game, sources, buildSymbols(game, sources), out, fallback);
  for (const check of allChecks) {
    try {
      check.run(ctx);
    } catch {
      // A fault in one check is reported by the base run already; the applied run adds only findings.
    }
  }
  return out;
}

const key = (d: Diagnostic) => `${d.file}:${d.line}:${d.col}:${d.message}`;

/**
 * Where reuse of earlier applied checks may come from: the memo that keeps
 * them, and the texts of the files this model was read from.
 */
export interface Reuse {
  memo: CheckMemo;
  texts: ReadonlyMap<string, string>;
}

/** Diagnostics that only the games with scenarios or variants applied have, each at its overlay. */
export function overlayDiagnostics(model: M.Model, sources: SourceMap, base: readonly Diagnostic[], fallback: string, reuse?: Reuse): Diagnostic[] {
  const { steps, out } = overlaySteps(model, sources, base, fallback, reuse);
  for (const step of steps) step();
  return out;
}

/**
 * `overlayDiagnostics` one applied game at a time: each step checks one
 * scenario, variant or combination and adds what it finds to `out`, so that
 * a caller (an editor's server) may stop between steps when newer text
 * makes the rest moot. With `reuse`, an applied check an edit cannot have
 * changed gives its earlier findings instead of running again.
 */
export function overlaySteps(model: M.Model, sources: SourceMap, base: readonly Diagnostic[], fallback: string, reuse?: Reuse): { steps: (() => void)[]; out: Diagnostic[] } {
  const known = new Set(base.map(key));
  const snapshot = reuse && reuse.memo.snapshot(model, reuse.texts, sources);
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  const runs: { overlays: Overlay[]; what: string; options: ResolveOptions }[] = [
    ...model.scenarios.map((s) => ({ overlays: [s as Overlay], what: `scenario '${s.id}'`, options: { scenario: s.id } })),
    ...model.variants.map((v) => ({ overlays: [v as Overlay], what: `variant '${v.id}'`, options: { variants: [v.id] } })),
  ];
  // All variants together, when the rules allow them together.
  const together = model.variants.filter((v) => (v.excludes ?? []).length === 0);
  const steps = runs.map(({ overlays, what, options }) => () => report(overlays, what, options));
  if (together.length > 1) steps.push(() => report(together, `variants ${together.map((v) => `'${v.id}'`).join(", ")} together`, { variants: together.map((v) => v.id) }));
  return { steps, out };

  /** The names a replacement no longer declares (areas a replaced map had and the new one lacks). */
  function dropped(change: { id: string }): string[] {
    const original = declarationById(model, change.id);
    const before = nestedIds(original);
    const replacement = [...model.variants, ...model.scenarios].flatMap((o) => collections(o)).find((d) => d["id"] === change.id && d !== original);
    const after = new Set(nestedIds(replacement));
    return before.filter((id) => !after.has(id));
  }

  /** What the game with `options` applied finds (its errors), or "refused" for a combination the rules refuse. */
  function applied(options: ResolveOptions): Diagnostic[] | "refused" {
    try {
      return checkApplied(model, sources, options, fallback).filter((d) => d.severity === "error");
    } catch (err) {
      if (!(err instanceof ResolveError)) throw err;
      // A combination the rules refuse (needs, excludes, both change one thing) is not played.
      return "refused";
    }
  }

  function report(overlays: Overlay[], what: string, options: ResolveOptions): void {
    const found = reuse && snapshot ? reuse.memo.found(what, overlays, snapshot, () => applied(options)) : applied(options);
    if (found === "refused") return;
    const changes = overlays.flatMap((o) => [...(o.removes ?? []), ...(o.replaces ?? [])]);
    for (const d of found) {
      if (known.has(key(d)) || seen.has(key(d))) continue;
      seen.add(key(d));
      // At the removal or replacement the error names, if there is one; else at the overlay.
      const change = changes.find((c) => d.message.includes(`'${c.id}'`) || dropped(c).some((id) => d.message.includes(`'${id}'`)));
      const where = sources.locOf(change ?? overlays[0]!);
      const message = `with ${what} applied: ${d.message} (${d.file}:${d.line}:${d.col})`;
      out.push(diag("error", `overlay-${d.code}`, message, where?.file ?? d.file, where?.loc ?? { start: 0, end: 0, line: d.line, col: d.col, endLine: d.line, endCol: d.col + 1 }));
    }
  }
}

type Obj = Record<string, unknown>;

/** The declarations an overlay adds or replaces (its collections' items). */
function collections(o: object): Obj[] {
  return Object.values(o).flatMap((v) => (Array.isArray(v) ? v.filter((x): x is Obj => typeof x === "object" && x !== null && typeof (x as Obj)["id"] === "string") : []));
}
