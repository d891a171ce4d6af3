/**
 * `rulewright export rtt <game|folder> --out <dir> [--title-id ID] [--fuzz N]`: a Rally
 * the Troops module for any game: `rules.js` (one CommonJS file holding the
 * engine, the runtime and the module's exports, see
 * `adapters/rally-the-troops.ts`) and a generic client (`play.html`,
 * `play.js`, `play.css`), with `title.sql`, `about.html` and `create.html`
 * (player count and variants). Every scenario and variant is in it. With
 * `--fuzz N`, N random games of it are then played under the fuzzer.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fuzzRules, type FuzzableRules } from "../../adapters/rtt-fuzz.js";
import { cpuClock } from "../cpu-clock.js";
import type * as M from "../../dsl/model-types.js";
import { displayPath } from "../../dsl/workspace.js";
import { bundleCommonJs, BundleError, packageResolver } from "../../generator/cjs-bundle.js";
import { html, tsJson } from "../../generator/escape.js";
import { glossaryOf } from "../../generator/glossary.js";
import { packageRoot } from "../bundled.js";
import { parseArgs, usageError, type Io } from "../io.js";
import { moduleJavaScript, writeOutputs } from "./compile.js";
import { loadGameFor } from "./engines.js";

/** The installed package's folder, whose `dist/` holds the built runtime a module is bundled from. */
function builtPackage(): string {
  const root = packageRoot();
  if (root === undefined || !existsSync(join(root, "dist"))) throw new BundleError("cannot find Rulewright's built files (dist/): run npm run build");
  return root;
}

export async function exportCommand(args: string[], io: Io): Promise<number> {
  const [target, ...rest] = args;
  if (target !== "rtt") return usageError(io, target === undefined ? "export needs a target: 'rulewright export rtt <game> --out <dir>'" : `cannot export to '${target}': the one target is rtt (Rally the Troops)`);
  const { flags, rest: games, error } = parseArgs(rest, ["--out", "--title-id", "--fuzz"], []);
  if (error) return usageError(io, error);
  if (games.length !== 1) return usageError(io, "export rtt needs exactly one game, e.g. 'rulewright export rtt squares --out rtt/squares'");
  const out = flags.get("--out")?.[0];
  if (out === undefined) return usageError(io, "export rtt needs --out <dir>, the module's folder");
  const fuzz = flags.get("--fuzz")?.[0];
  const fuzzGames = fuzz === undefined ? undefined : Number(fuzz);
  if (fuzzGames !== undefined && (!Number.isInteger(fuzzGames) || fuzzGames < 1 || fuzzGames > 1_000_000)) return usageError(io, `--fuzz takes a number of games from 1 to 1000000, not '${fuzz}'`);
  const loaded = loadGameFor(games[0]!, io);
  if (typeof loaded === "number") return loaded;
  const model = loaded.model;
  const titleId = flags.get("--title-id")?.[0] ?? model.game.id.replace(/-/g, "_");
  if (!/^[a-z0-9_]+$/.test(titleId)) return usageError(io, `--title-id must be lower-case letters, digits and underscores (Rally the Troops' title ids), not '${titleId}'`);
  // Every scenario and variant: the server's create-game form chooses among them.
  const code = await moduleJavaScript(model, loaded.folder, undefined, io);
  if (typeof code === "number") return code;
  let rules: string;
  try {
    const root = builtPackage();
    // The engine and the entry are put among the built files, so that their imports resolve as the package's do.
    const at = join(root, "dist", "rtt-export");
    const title = model.game.title ?? model.game.id;
    const info = { title, scenarios: Object.fromEntries(model.scenarios.map((s) => [s.id, s.title ?? s.id])), variants: Object.fromEntries(model.variants.map((v) => [v.id, v.title ?? v.id])) };
    const entry = [
      `import { game } from "./engine.js";`,
      `import { rallyTheTroops } from "rulewright/adapters/rally-the-troops.js";`,
      `const rules = rallyTheTroops(game, ${tsJson(glossaryOf(model))}, ${tsJson(info)});`,
      `export const scenarios = rules.scenarios;`,
      `export const roles = rules.roles;`,
      `export const setup = rules.setup;`,
      `export const view = rules.view;`,
      `export const action = rules.action;`,
      `export const variants = rules.variants;`,
    ].join("\n");
    // Each file is labelled by its path in the package, which says nothing of this computer.
    const body = await bundleCommonJs(join(at, "entry.js"), packageResolver(root), new Map([[join(at, "entry.js"), entry], [join(at, "engine.js"), code.js]]), (p) => relative(root, p));
    rules = `// ${title}: a Rally the Troops rules module written by 'rulewright export rtt' from ${displayPath(loaded.folder).replace(/[\r\n]/g, " ")}. Do not edit.\n${body}`;
  } catch (err) {
    if (!(err instanceof BundleError)) throw err;
    io.err(`rulewright export: ${err.message}`);
    return 1;
  }
  const outputs = new Map([
    [join(out, "rules.js"), rules],
    // rules.js is CommonJS wherever the folder is put, even inside a project of ES modules.
    [join(out, "package.json"), `${JSON.stringify({ type: "commonjs" })}\n`],
    [join(out, "play.html"), playHtml(model)],
    [join(out, "play.js"), playJs(model)],
    [join(out, "play.css"), PLAY_CSS],
    [join(out, "title.sql"), titleSql(titleId, model.game.title ?? model.game.id)],
    [join(out, "about.html"), aboutHtml(model)],
    [join(out, "create.html"), createHtml(model)],
  ]);
  const written = writeOutputs(outputs, "export", io);
  if (written !== 0) return written;
  io.out(`exported ${model.game.title ?? model.game.id} to ${out} as the Rally the Troops module '${titleId}'`);
  return fuzzGames === undefined ? 0 : fuzzExported(out, fuzzGames, io);
}

/**
 * Plays `games` random games of the module just written in `dir` under the
 * fuzzer (`adapters/rtt-fuzz.ts`) and reports every failure; each is saved
 * with its set-up and the actions that led to it to `dir/fuzzer/`, to play
 * again. 1 when there was any.
 */
function fuzzExported(dir: string, games: number, io: Io): number {
  const rules = createRequire(import.meta.url)(resolve(dir, "rules.js")) as FuzzableRules;
  const report = fuzzRules(rules, {
    games,
    seed: 1,
    clock: cpuClock(),
    progress: (done, failures) => {
      if (done % 50 === 0 || done === games) io.err(`fuzz: ${done}/${games} games, ${failures} failure${failures === 1 ? "" : "s"}`);
    },
  });
  const times = [...report.times].sort((a, b) => a - b);
  io.out(`fuzz: ${report.games} games, ${report.steps} steps; CPU ms a game: median ${times[Math.floor(times.length / 2)]?.toFixed(1) ?? "-"}, worst ${times.at(-1)?.toFixed(1) ?? "-"} (the server's fuzzer allows 250)`);
  report.failures.forEach((f, i) => {
    const dump = join(dir, "fuzzer", `dump-${i + 1}-${f.kind}.json`);
    mkdirSync(dirname(dump), { recursive: true });
    writeFileSync(dump, `${JSON.stringify(f, null, 1)}\n`);
    io.out(`${f.kind} at step ${f.step}: ${f.message.split("\n")[0]} (set-up and actions in ${dump})`);
  });
  io.out(report.failures.length === 0 ? "fuzz: no failures" : `fuzz: ${report.failures.length} failure${report.failures.length === 1 ? "" : "s"}`);
  return report.failures.length === 0 ? 0 : 1;
}

/** A text as a single-quoted SQL string. */
function sqlString(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

function titleSql(id: string, title: string): string {
  return `insert or replace into titles ( title_id, title_name, bgg ) values ( ${sqlString(id)}, ${sqlString(title)}, 0 );\n`;
}

function aboutHtml(model: M.Model): string {
  return `<p>\n${html(model.game.title ?? model.game.id)}, written as a Rulewright spec; its engine was compiled from the spec and follows it.\n`;
}

/** The create page's fields: how many players (where the game allows several counts), and each variant. */
function createHtml(model: M.Model): string {
  const min = model.game.players?.min;
  const max = model.game.players?.max;
  const out: string[] = [];
  if (min !== undefined && max !== undefined && max > min) {
    out.push("<p>\nPlayers:\n<br>\n<select name=\"players\">");
    for (let n = min; n <= max; n++) out.push(`\t<option value="${n}">${n} players</option>`);
    out.push("</select>");
  }
  for (const v of model.variants) out.push(`<p>\n<label>\n\t<input type="checkbox" value="true" name="${html(v.id)}">\n\t${html(v.title ?? v.id)}\n</label>`);
  return `${out.join("\n")}\n`;
}

function playHtml(model: M.Model): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta name="viewport" content="width=device-width, height=device-height, user-scalable=no, interactive-widget=resizes-content, viewport-fit=cover">
<meta charset="UTF-8">
<title>${html(model.game.title ?? model.game.id)}</title>
<link rel="stylesheet" href="/fonts/fonts.css">
<link rel="stylesheet" href="/common/client.css">
<link rel="stylesheet" href="play.css">
<script defer src="/common/client.js"></script>
<script defer src="play.js"></script>
</head>
<body>
<header>
<div id="toolbar">
<details>
<summary><img src="/images/cog.svg"></summary>
<menu>
<li><a href="info/rules.html" target="_blank">Rules</a>
</menu>
</details>
</div>
</header>
<aside>
<div id="roles"></div>
<div id="log"></div>
</aside>
<main data-min-zoom="0.5" data-max-zoom="2.0">
<pre id="table"></pre>
</main>
<footer id="status"></footer>
</body>
</html>
`;
}

/**
 * The generic client: the board in words (titles from the game's glossary,
 * written in), and each option as a button. `view`,
 * `action_button_with_argument` and `action_button` are the server's client
 * library's; text goes in with textContent, never as markup.
 */
function playJs(model: M.Model): string {
  return `"use strict"
// A client for any game: the board in words and one button for each option.
const GLOSSARY = ${JSON.stringify(glossaryOf(model)).replace(/</g, "\\u003c")}
function title(id) {
	const [base, side] = String(id).split("@")
	const t = GLOSSARY.titles[base] || base
	return side ? t + " (" + title(side) + ")" : t
}
// A board lists its pieces; read by name through a table made once a board.
const BY_NAME = new WeakMap()
function piece(board, id) {
	let named = BY_NAME.get(board)
	if (!named) BY_NAME.set(board, (named = new Map(board.pieces.map((p) => [p.id, p]))))
	const p = named.get(id)
	if (!p) return "a face-down piece"
	if (p.kind === "hidden") return "a face-down " + (p.owner ? title(p.owner) + " " : "") + (p.looks || "piece")
	return (p.owner ? title(p.owner) + " " : "") + title(p.kind) + (p.strength !== undefined && (p.maxStrength || 0) > 1 ? " (strength " + p.strength + ")" : "")
}
function table(board) {
	const out = []
	const list = (ids) => ids.map((id) => piece(board, id)).join(", ")
	for (const [id, ids] of Object.entries(board.areas)) if (ids.length > 0) out.push(title(id) + ": " + list(ids))
	for (const [id, ids] of Object.entries(board.holders)) if (ids.length > 0) out.push(title(id) + ": " + (ids.length > 12 ? ids.length + " pieces" : list(ids)))
	const tracks = Object.entries(board.tracks || {})
	if (tracks.length > 0) out.push(tracks.map(([id, v]) => title(id) + " " + v).join(", "))
	return out
}
function on_update() {
	document.getElementById("table").textContent = view.board ? table(view.board).join("\\n") : ""
	if (view.actions) {
		for (const verb in view.actions) {
			if (verb === "undo") continue
			for (const n of view.actions[verb]) action_button_with_argument(verb, n, view.choices[n])
		}
		if (view.actions.undo) action_button("undo", "Undo")
	}
}
`;
}

const PLAY_CSS = `main { padding: 12px; }
#table { font-family: inherit; white-space: pre-wrap; }
`;
