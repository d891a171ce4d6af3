/**
 * The examples in the README and the language guide are real: they parse,
 * check, and the README's error walk-through prints exactly what it shows.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../dsl/diagnostics.js";
import { parseText } from "../dsl/parse.js";
import { readmeDuel } from "./helpers/projects.js";
import { checkFiles } from "./helpers/spec.js";

function blocks(markdown: string, lang: string): { info: string; code: string }[] {
  const out: { info: string; code: string }[] = [];
  const re = /^```(\S*)([^\n]*)\n([\s\S]*?)^```$/gm;
  for (let m = re.exec(markdown); m; m = re.exec(markdown)) if (m[1] === lang) out.push({ info: m[2]!.trim(), code: m[3]! });
  return out;
}

describe("docs/language.md", () => {
  const md = readFileSync("docs/language.md", "utf8");
  const all = blocks(md, "rules");

  it("has examples, each of which parses on its own", () => {
    expect(all.length).toBeGreaterThan(10);
    for (const b of all) expect(parseText(b.code, "example.rules").diagnostics).toEqual([]);
  });

  it("shows the rules played in the fixture games word for word", () => {
    const played = all.filter((b) => b.info.startsWith("played-in "));
    expect(played.length).toBeGreaterThanOrEqual(5);
    for (const b of played) expect(readFileSync(b.info.slice("played-in ".length), "utf8")).toContain(b.code);
  });

  it("checks without errors or warnings as one game", () => {
    // The examples taken from the fixture games are checked (and played) there.
    const text = all.filter((b) => !b.info.startsWith("played-in ")).map((b) => b.code).join("\n");
    const r = checkFiles({ "game.rules": text });
    expect(r.diagnostics.map((d) => `${d.line}: ${d.message}`)).toEqual([]);
  });
});

describe("README.md", () => {
  const md = readFileSync("README.md", "utf8");
  const rules = blocks(md, "rules");
  const texts = blocks(md, "text");

  it("starts with the two commands", () => {
    expect(md.split("\n").slice(0, 6).join("\n")).toContain("npm ci && npm run build");
    expect(md.split("\n").slice(0, 6).join("\n")).toContain("npm ci && npm test");
  });

  it("its first spec checks clean, and so do the later examples added to it", () => {
    const [first, , ...rest] = rules;
    expect(checkFiles({ "game.rules": first!.code }).diagnostics).toEqual([]);
    const grown = checkFiles({ "game.rules": [first!.code, ...rest.map((b) => b.code)].join("\n") });
    expect(grown.diagnostics.map((d) => `${d.line}: ${d.message}`)).toEqual([]);
  });

  it("shows exactly what check prints for the mistakes example", () => {
    const broken = rules[1]!.code;
    const r = checkFiles({ "game.rules": broken });
    const printed = r.diagnostics.map((d) => formatDiagnostic({ ...d, file: "duel/game.rules" }, broken)).join("\n");
    const shown = texts[0]!.code.trimEnd().split("\n");
    expect(`${printed}\n${shown[shown.length - 1]}`).toBe(`${printed}\nchecked 1 file (1 game): ${r.diagnostics.length} errors, 0 warnings`);
    expect(shown.slice(0, -1).join("\n")).toBe(printed);
  });
});

describe("README tutorial, followed from a folder outside the clone", () => {
  it("installs the command as the README says, then checks, simulates and plays the duel", () => {
    const md = readFileSync("README.md", "utf8");
    expect(md).toContain("npm ci && npm install -g .");
    const prefix = mkdtempSync(join(tmpdir(), "rw-prefix-"));
    const install = spawnSync("npm", ["install", "-g", "--prefix", prefix, "--no-audit", "--no-fund", "."], { encoding: "utf8" });
    expect(install.status, install.stderr).toBe(0);
    const rulewright = join(prefix, "bin", "rulewright");
    const work = mkdtempSync(join(tmpdir(), "rw-newcomer-"));
    mkdirSync(join(work, "duel"));
    // The first spec, then everything the README adds to it (the mistakes example aside).
    writeFileSync(join(work, "duel", "game.rules"), readmeDuel());
    const cli = (...args: string[]) => spawnSync(rulewright, args, { cwd: work, encoding: "utf8", input: "1\nq\n" });
    const checked = cli("check", "duel");
    expect(checked.stdout).toBe("checked 1 file (1 game): 0 errors, 0 warnings\n");
    const sim = JSON.parse(cli("simulate", "duel", "--games", "300", "--json").stdout);
    expect(sim.faults).toEqual([]);
    expect(Object.keys(sim.outcomeNames).sort()).toEqual(["Hill taken", "South holds the hill"]);
    const hard = JSON.parse(cli("simulate", "duel", "--games", "300", "--json", "--variant", "hard-ground").stdout);
    expect(hard.variants).toEqual(["hard-ground"]);
    // The variant makes the hill harder to take, as the README says.
    expect(hard.outcomes.north ?? 0).toBeLessThan(sim.outcomes.north);
    const played = cli("play", "duel", "--seed", "3");
    expect(played.status).toBe(0);
    expect(played.stdout).toContain("[Turn 1 · North pushes on] South: Fall back to");
    expect(played.stdout).toMatch(/> rolled d6: \d/);
  });
});
