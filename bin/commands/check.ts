/** `rulewright check`: parse and check specs, with every diagnostic located. */
import { checkGame, type CheckedGame } from "../../dsl/check.js";
import { hasErrors, sortDiagnostics, type Diagnostic } from "../../dsl/diagnostics.js";
import { collectRulesFiles, declaresGame, diskHost, displayPath, enclosingEntry, ParseCache } from "../../dsl/workspace.js";
import { parseArgs, printDiagnostics, summary, usageError, type Io } from "../io.js";

interface CheckRun {
  games: CheckedGame[];
  diagnostics: Diagnostic[];
  texts: Map<string, string>;
  files: number;
}

/** Checks every game found under `paths`, and parses the files no game imports. */
export function checkPaths(paths: string[], cache = new ParseCache()): CheckRun {
  const { files, missing, problems } = collectRulesFiles(paths);
  const run: CheckRun = { games: [], diagnostics: [], texts: new Map(), files: files.length };
  for (const m of missing) {
    run.diagnostics.push({ severity: "error", code: "bad-path", message: `no such file or folder: ${m}`, file: displayPath(m), line: 1, col: 1, endLine: 1, endCol: 1 });
  }
  for (const p of problems) {
    run.diagnostics.push({ severity: "error", code: "bad-path", message: p.message, file: displayPath(p.path), line: 1, col: 1, endLine: 1, endCol: 1 });
  }
  const texts = new Map(files.map((f) => [f, diskHost.read(f) ?? ""]));
  // Each distinct file is parsed once (through `cache`), however many games and look-ups reach it.
  const covered = new Set<string>();
  const checkedEntries = new Set<string>();
  const checkEntry = (entry: string): void => {
    if (checkedEntries.has(entry)) return;
    checkedEntries.add(entry);
    const checked = checkGame(entry, diskHost, cache);
    run.games.push(checked);
    for (const f of checked.loaded.files) covered.add(f.path);
    for (const [p, t] of checked.loaded.texts) run.texts.set(p, t);
    run.diagnostics.push(...checked.diagnostics);
  };
  for (const f of files) if (declaresGame(texts.get(f)!)) checkEntry(f);
  // A file named on its own that belongs to a game is checked as part of that
  // game; files a game already covered need no search for their entry.
  for (const f of files) {
    if (covered.has(displayPath(f))) continue;
    const entry = enclosingEntry(f, cache);
    if (entry) checkEntry(entry);
  }
  for (const f of files) {
    const shown = displayPath(f);
    if (covered.has(shown)) continue;
    const text = texts.get(f)!;
    run.texts.set(shown, text);
    const parsed = cache.parse(text, shown);
    run.diagnostics.push(...parsed.diagnostics);
    run.diagnostics.push({
      severity: "warning",
      code: "not-imported",
      message: "no game imports this file, so only its syntax was checked (import it from a game's game.rules)",
      file: shown,
      line: 1,
      col: 1,
      endLine: 1,
      endCol: 1,
    });
  }
  run.files = new Set([...covered, ...files.map(displayPath)]).size;
  run.diagnostics = sortDiagnostics(run.diagnostics);
  return run;
}

export function check(args: string[], io: Io): number {
  const { flags, rest, error } = parseArgs(args, [], ["--json"]);
  if (error) return usageError(io, error);
  if (rest.length === 0) return usageError(io, "check needs at least one file or folder, e.g. 'rulewright check specs'");
  const run = checkPaths(rest);
  if (flags.has("--json")) {
    io.out(JSON.stringify({ files: run.files, games: run.games.map((g) => g.model.game?.id ?? g.loaded.entry), diagnostics: run.diagnostics }, null, 2));
  } else {
    printDiagnostics(io, run.diagnostics, run.texts);
    const games = run.games.length;
    io.out(`checked ${run.files} file${run.files === 1 ? "" : "s"} (${games} game${games === 1 ? "" : "s"}): ${summary(run.diagnostics)}`);
  }
  return hasErrors(run.diagnostics) ? 1 : 0;
}
