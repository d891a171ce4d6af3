/**
 * `rulewright build`: checks every spec, then regenerates what is derived
 * from the language and the specs. Everything is computed in memory first,
 * so nothing is written when a spec has errors, and files are rewritten
 * only when their content changes (a rebuild is byte-identical).
 */
import { createSyntaxDiagramsCode } from "chevrotain";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { formatDiagnostic, hasErrors } from "../dsl/diagnostics.js";
import { rulesParser } from "../dsl/parser.js";
import { languageReference } from "../dsl/reference.js";
import { checkPaths, type Io } from "./cli.js";

/** Files derived from the language itself. */
export function languageOutputs(): Map<string, string> {
  const out = new Map<string, string>();
  // The page loads Chevrotain's diagram renderer for the installed version from unpkg.
  const diagrams = createSyntaxDiagramsCode(rulesParser.getSerializedGastProductions());
  out.set("docs/syntax-diagrams.html", `<!-- Do not edit: generated from dsl/parser.ts by \`npm run build\`. -->\n${diagrams}`);
  out.set("docs/language-reference.md", languageReference());
  return out;
}

export async function buildAll(games: string[], io: Io): Promise<number> {
  const specRoots = games.length > 0 ? games.map((g) => (existsSync(g) ? g : join("specs", g))) : existsSync("specs") ? ["specs"] : [];
  const missing = specRoots.filter((r) => !existsSync(r));
  if (missing.length > 0) {
    io.err(`rulewright build: cannot find ${missing.join(", ")}`);
    return 2;
  }
  const run = specRoots.length > 0 ? checkPaths(specRoots) : undefined;
  if (run && hasErrors(run.diagnostics)) {
    for (const d of run.diagnostics) io.out(formatDiagnostic(d, run.texts.get(d.file)));
    io.out("build stopped: the specs have errors, and nothing was written");
    return 1;
  }
  const outputs = languageOutputs();
  let written = 0;
  for (const [path, content] of outputs) {
    const current = existsSync(path) ? readFileSync(path, "utf8") : undefined;
    if (current === content) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
    written++;
    io.out(`wrote ${path}`);
  }
  const gameCount = run?.games.length ?? 0;
  io.out(`build: ${gameCount} game${gameCount === 1 ? "" : "s"} checked, ${outputs.size} language files (${written} changed)`);
  if (gameCount > 0) io.out("note: engine modules and rules references per game come with the generator; this build checks the specs and regenerates the language docs");
  return 0;
}
