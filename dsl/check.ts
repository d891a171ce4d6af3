/**
 * The checker's front door: a game goes through the explicit stages
 * parsed -> lowered -> validated (schema) -> linked (symbols) -> checked,
 * and every stage adds diagnostics instead of throwing.
 */
import { overlayDiagnostics, overlaySteps } from "./check-overlays.js";
import type { CheckMemo } from "./check-memo.js";
import { forgetChecked, recordPlaces } from "./source-locations.js";
import { allChecks } from "./checks/index.js";
import { makeContext } from "./checks/check.js";
import { diag, hasErrors, sortDiagnostics, type Diagnostic } from "./diagnostics.js";
import { lowerFiles, type SourceMap } from "./lower.js";
import type * as M from "./model-types.js";
import { buildSymbols, type SymbolTable } from "./symbols.js";
import { validate } from "./validate.js";
import { diskHost, loadGame, type FileHost, type LoadedGame, type ParseCache } from "./workspace.js";

export interface CheckedGame {
  loaded: LoadedGame;
  model: M.Model;
  sources: SourceMap;
  symbols: SymbolTable;
  /** Every diagnostic of every stage, sorted by place. */
  diagnostics: Diagnostic[];
}

/**
 * Loads and checks the game whose entry file is `entry`. Never throws on bad
 * input. A `cache` shares parse results between calls; a `memo` keeps what
 * one game's checks found (files as lowered, the base game's findings, the
 * scenarios' and variants' applied checks), so that the next check of that
 * game, after an edit, does again only what the edit can change.
 */
export function checkGame(entry: string, host: FileHost = diskHost, cache?: ParseCache, options: { overlays?: boolean; memo?: CheckMemo } = {}): CheckedGame {
  const loaded = loadGame(entry, host, cache);
  const diagnostics: Diagnostic[] = [...loaded.diagnostics];
  const fallback = loaded.files[0]?.path ?? entry;
  const lowered = lowerFiles(loaded.files, loaded.strays, options.memo?.lowered);
  // A file refused as too deeply nested was not parsed: what the later stages
  // would say about its missing declarations is noise.
  if (loaded.diagnostics.some((d) => d.code === "too-deep")) {
    const symbols = buildSymbols(lowered.model, lowered.sources);
    return { loaded, model: lowered.model, sources: lowered.sources, symbols, diagnostics: sortDiagnostics(dedupe(diagnostics)) };
  }
  diagnostics.push(...lowered.diagnostics);
  if (lowered.model.game) {
    // With syntax errors, part of a declaration may have been dropped; a
    // "missing property" then is a cascade, not news.
    // The same goes for a property missing where lowering has already said why.
    const syntaxErrors = loaded.diagnostics.some((d) => d.code === "syntax");
    const explained = new Set(diagnostics.map((d) => `${d.file}:${d.line}:${d.col}`));
    diagnostics.push(
      ...validate(lowered.model, lowered.sources, fallback).filter(
        (d) => !(d.message.includes("is missing the property") && (syntaxErrors || explained.has(`${d.file}:${d.line}:${d.col}`))),
      ),
    );
  }
  const symbols = buildSymbols(lowered.model, lowered.sources);
  const ctx = makeContext(lowered.model, lowered.sources, symbols, diagnostics, fallback);
  // With a memo, declarations an edit cannot have changed keep their findings (see `CheckMemo`).
  const snapshot = options.memo?.snapshot(lowered.model, loaded.texts, lowered.sources);
  const plan = snapshot && options.memo!.basePlan(snapshot);
  if (snapshot) {
    for (const [key] of snapshot.spans) if (!plan?.reused.has(key)) forgetChecked(snapshot.declaration(key));
    if (plan) ctx.skip = plan.skip;
  }
  for (const check of allChecks) {
    try {
      check.run(ctx);
    } catch (err) {
      // A check must never take the whole run down; report the fault where it is.
      diagnostics.push(diag("error", "internal", `internal error in check '${check.name}': ${(err as Error).message}`, fallback, { start: 0, end: 0, line: 1, col: 1, endLine: 1, endCol: 2 }));
    }
  }
  if (plan) diagnostics.push(...plan.kept);
  if (snapshot) options.memo!.recordBase(snapshot, diagnostics);
  // Each scenario and variant is checked as applied to the base game, once the base game is sound
  // (unless the caller checks them later, with `appliedDiagnostics`: an editor shows the rest first).
  if (lowered.model.game && !hasErrors(diagnostics) && options.overlays !== false) {
    try {
      diagnostics.push(...overlayDiagnostics(lowered.model, lowered.sources, diagnostics, fallback, options.memo && { memo: options.memo, texts: loaded.texts }));
    } catch (err) {
      diagnostics.push(diag("error", "internal", `internal error while checking scenarios and variants as applied: ${(err as Error).message}`, fallback, { start: 0, end: 0, line: 1, col: 1, endLine: 1, endCol: 2 }));
    }
  }
  // Engines compiled from this model name the spec's place when play fails.
  recordPlaces(lowered.model, lowered.sources);
  return { loaded, model: lowered.model, sources: lowered.sources, symbols, diagnostics: sortDiagnostics(dedupe(diagnostics)) };
}

/**
 * What checking a game's scenarios and variants as applied adds to a check
 * made without them (`checkGame(..., { overlays: false })`): the same
 * findings `checkGame` would have given, with the check's own.
 */
export function appliedDiagnostics(checked: CheckedGame, memo?: CheckMemo): Diagnostic[] {
  const { model, sources } = checked;
  if (!model.game || hasErrors(checked.diagnostics)) return checked.diagnostics;
  const fallback = checked.loaded.files[0]?.path ?? checked.loaded.entry;
  let added: Diagnostic[];
  try {
    added = overlayDiagnostics(model, sources, checked.diagnostics, fallback, memo && { memo, texts: checked.loaded.texts });
  } catch (err) {
    added = [internalOverlayError(err, fallback)];
  }
  return sortDiagnostics(dedupe([...checked.diagnostics, ...added]));
}

/**
 * `appliedDiagnostics`, one applied game at a time, letting other work run
 * between them; undefined as soon as `stale()` says newer text has come.
 */
export async function appliedDiagnosticsInSteps(checked: CheckedGame, stale: () => boolean, memo?: CheckMemo): Promise<Diagnostic[] | undefined> {
  const { model, sources } = checked;
  if (!model.game || hasErrors(checked.diagnostics)) return checked.diagnostics;
  const fallback = checked.loaded.files[0]?.path ?? checked.loaded.entry;
  const { steps, out } = overlaySteps(model, sources, checked.diagnostics, fallback, memo && { memo, texts: checked.loaded.texts });
  for (const step of steps) {
    await new Promise((next) => setImmediate(next));
    if (stale()) return undefined;
    try {
      step();
    } catch (err) {
      out.push(internalOverlayError(err, fallback));
      break;
    }
  }
  return sortDiagnostics(dedupe([...checked.diagnostics, ...out]));
}

function internalOverlayError(err: unknown, file: string): Diagnostic {
  return diag("error", "internal", `internal error while checking scenarios and variants as applied: ${(err as Error).message}`, file, { start: 0, end: 0, line: 1, col: 1, endLine: 1, endCol: 2 });
}

function dedupe(ds: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return ds.filter((d) => {
    const k = `${d.file}:${d.line}:${d.col}:${d.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
