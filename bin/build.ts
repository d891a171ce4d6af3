/**
 * `rulewright build`: checks every spec, then regenerates what is derived
 * from the language and the specs. Everything is computed in memory first,
 * so nothing is written when a spec has errors, files are rewritten only
 * when their content changes (a rebuild is byte-identical), and the writing
 * itself is all or nothing.
 */
import { createSyntaxDiagramsCode } from "chevrotain";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { formatDiagnostic, hasErrors } from "../dsl/diagnostics.js";
import type { CheckedGame } from "../dsl/check.js";
import { rulesParser } from "../dsl/parser.js";
import { languageReference } from "../dsl/reference.js";
import { writeAllOrNothing, WriteError } from "./atomic-write.js";
import { textMateGrammar } from "../dsl/textmate.js";
import { packageRoot } from "./bundled.js";
import { checkPaths } from "./commands/check.js";
import type { Io } from "./io.js";
import { displayPath } from "../dsl/workspace.js";
import type * as M from "../dsl/model-types.js";
import { referenceDoc } from "../generator/reference.js";
import { renderHtml, renderMarkdown } from "../generator/render.js";
import { mapSvg } from "../generator/svg-map.js";
import { engineModule, FROM_PACKAGE, IN_REPOSITORY } from "../generator/engine-module.js";

/** The files of one game's rules reference, by path relative to its folder. */
export async function gameReference(model: M.Model, source: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const svgName = (m: M.Map) => `map-${m.id}.svg`;
  for (const m of model.maps) {
    const type = model.types.find((t) => t.id === m["link-types"]);
    files.set(svgName(m), mapSvg(m, type?.values ?? []));
  }
  const doc = referenceDoc(model, source, svgName);
  files.set("README.md", await renderMarkdown(doc));
  files.set("index.html", await renderHtml(doc));
  return files;
}

/**
 * Chevrotain's diagram page with its stylesheet and scripts inlined, so it
 * works offline and from a file. The page asks for them under a marker base
 * that is then replaced by the files shipped in the chevrotain package.
 */
function offlineSyntaxDiagrams(): string {
  const base = "RULEWRIGHT-RESOURCES/";
  const page = createSyntaxDiagramsCode(rulesParser.getSerializedGastProductions(), { resourceBase: base, css: `${base}diagrams.css` });
  // The package exports only its code; its diagrams folder sits at the package root, above the entry file.
  let root = dirname(createRequire(import.meta.url).resolve("chevrotain"));
  while (!existsSync(join(root, "diagrams", "vendor")) && dirname(root) !== root) root = dirname(root);
  const resources = join(root, "diagrams");
  const read = (file: string) => readFileSync(join(resources, file), "utf8");
  const inlined = page
    .replace(new RegExp(`<link rel='stylesheet' href='${base}([^']+)'>`, "g"), (_, file: string) => `<style>\n${read(file)}\n</style>`)
    .replace(new RegExp(`<script src='${base}([^']+)'></script>`, "g"), (_, file: string) => `<script>\n${read(file).replace(/<\/script/gi, "<\\/script")}\n</script>`);
  if (inlined.includes(base)) throw new Error("the syntax diagram page refers to a resource that could not be inlined");
  return inlined;
}

/** Files derived from the language itself. */
export function languageOutputs(): Map<string, string> {
  const out = new Map<string, string>();
  out.set("docs/syntax-diagrams.html", `<!-- Do not edit: generated from dsl/parser.ts by \`npm run build\`. -->\n${offlineSyntaxDiagrams()}`);
  out.set("docs/language-reference.md", languageReference());
  out.set("editors/vscode/syntaxes/rules.tmLanguage.json", `${JSON.stringify(textMateGrammar(), null, 2)}\n`);
  return out;
}

/**
 * Every file a build writes into `out`, by path: for each checked game its
 * rules reference (Markdown, HTML and a diagram of each map) and its engine
 * module; inside this repository, the language's own references too. The
 * suite compares these with the committed files, so a generator change that
 * is not rebuilt fails `npm test`, not only CI's rebuild.
 */
export async function buildOutputs(games: readonly CheckedGame[], out = "."): Promise<Map<string, string>> {
  const inRepository = resolve(out) === packageRoot();
  const outputs = inRepository ? languageOutputs() : new Map<string, string>();
  const imports = inRepository ? IN_REPOSITORY : FROM_PACKAGE;
  for (const checked of games) {
    const model = checked.model;
    const source = displayPath(dirname(checked.loaded.entry));
    for (const [path, content] of await gameReference(model, source)) outputs.set(join(out, "docs", "games", model.game.id, path), content);
    for (const [path, content] of await engineModule(model, source, imports)) outputs.set(join(out, "generated", model.game.id, path), content);
  }
  return outputs;
}

/**
 * Builds the games under `games` (names under specs/ or folders) into `out`
 * (the current folder by default): `generated/<game>/` and
 * `docs/games/<game>/`. Built inside this repository, modules import the
 * runtime beside them and the language's own references are rebuilt too;
 * built anywhere else, modules import the installed package, so they compile
 * wherever they are written.
 */
export async function buildAll(games: string[], io: Io, out = "."): Promise<number> {
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
  const outputs = await buildOutputs(run?.games ?? [], out);
  let changed: string[];
  try {
    changed = writeAllOrNothing(outputs);
  } catch (err) {
    if (!(err instanceof WriteError)) throw err;
    io.err(`rulewright build: ${err.message}`);
    return 1;
  }
  for (const path of changed) io.out(`wrote ${path}`);
  const written = changed.length;
  const gameCount = run?.games.length ?? 0;
  io.out(`build: ${gameCount} game${gameCount === 1 ? "" : "s"} checked, ${outputs.size} files generated (${written} changed)`);
  return 0;
}
