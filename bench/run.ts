/**
 * `npm run bench`: how long the language's stages take on every game under
 * specs/ and on the test fixture, as medians over repeated runs. Figures are
 * reported as ratios to a baseline measured in the same run (lexing alone),
 * so they compare across machines. Results go to bench/results.json.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { checkGame } from "../dsl/check.js";
import { formatText } from "../dsl/format.js";
import { parseText } from "../dsl/parse.js";
import { rulesLexer } from "../dsl/tokens.js";
import { collectRulesFiles, declaresGame, loadGame } from "../dsl/workspace.js";

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function time(f: () => void, rounds = 15): number {
  f();
  const xs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    f();
    xs.push(performance.now() - t);
  }
  return median(xs);
}

const entries = collectRulesFiles(["specs", "test/fixtures"]).files.filter((f) => declaresGame(readFileSync(f, "utf8")));
const rows: Record<string, unknown>[] = [];
for (const entry of entries) {
  const loaded = loadGame(entry);
  const texts = [...loaded.texts.values()];
  const bytes = texts.reduce((n, t) => n + t.length, 0);
  const lex = time(() => texts.forEach((t) => rulesLexer.tokenize(t)));
  const parse = time(() => texts.forEach((t, i) => parseText(t, String(i))));
  const check = time(() => checkGame(entry));
  const format = time(() => texts.forEach((t) => formatText(t)));
  rows.push({ game: loaded.files[0]?.path ?? entry, files: texts.length, bytes, lexMs: +lex.toFixed(3), parseVsLex: +(parse / lex).toFixed(1), checkVsLex: +(check / lex).toFixed(1), formatVsLex: +(format / lex).toFixed(1) });
}
console.table(rows);
writeFileSync("bench/results.json", `${JSON.stringify({ node: process.version, results: rows }, null, 2)}\n`);
console.log("wrote bench/results.json (ratios are against lexing the same files, measured in this run)");
