/** `rulewright fmt`: rewrite specs in canonical layout, or report those that are not. */
import { readFileSync, writeFileSync } from "node:fs";
import { formatText } from "../../dsl/format.js";
import { collectRulesFiles, displayPath } from "../../dsl/workspace.js";
import { parseArgs, printDiagnostics, usageError, type Io } from "../io.js";

export function fmt(args: string[], io: Io): number {
  const { flags, rest, error } = parseArgs(args, [], ["--check"]);
  if (error) return usageError(io, error);
  if (rest.length === 0) return usageError(io, "fmt needs at least one file or folder, e.g. 'rulewright fmt specs'");
  const checkOnly = flags.has("--check");
  const { files, missing } = collectRulesFiles(rest);
  if (missing.length > 0) return usageError(io, `no such file or folder: ${missing.join(", ")}`);
  let failed = false;
  let changed = 0;
  for (const f of files) {
    const shown = displayPath(f);
    const text = readFileSync(f, "utf8");
    const result = formatText(text, shown);
    if (result.text === undefined) {
      failed = true;
      printDiagnostics(io, result.diagnostics, new Map([[shown, text]]));
      io.out(`${shown}: not formatted because of the syntax errors above`);
      continue;
    }
    if (result.text === text) continue;
    changed++;
    if (checkOnly) {
      io.out(`${shown}: not in canonical layout (run 'rulewright fmt ${shown}')`);
      failed = true;
    } else {
      writeFileSync(f, result.text);
      io.out(`formatted ${shown}`);
    }
  }
  if (!checkOnly) io.out(`${files.length} file${files.length === 1 ? "" : "s"}, ${changed} reformatted`);
  else if (!failed) io.out(`${files.length} file${files.length === 1 ? "" : "s"} in canonical layout`);
  return failed ? 1 : 0;
}
