/**
 * docs/rally-the-troops.md: its commands and its example run as written, in
 * a fresh project of ES modules that has Rulewright installed (linked into
 * its node_modules, with `npx` finding the package's command there).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { linkedProject } from "../helpers/projects.js";

const md = readFileSync("docs/rally-the-troops.md", "utf8");
const commands = [...md.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((m) => m[1]!.trim());
const scripts = [...md.matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);

describe("the Rally the Troops guide", () => {
  it("has the export command, the fuzz command and a complete example", () => {
    expect(commands).toEqual(["npx rulewright export rtt squares --out public/squares", "npx rulewright export rtt squares --out public/squares --fuzz 100"]);
    expect(scripts).toHaveLength(1);
  });

  it("runs the export and the example as written", () => {
    const dir = linkedProject("rw-rtt-guide-");
    // `npx rulewright` runs the installed package's command: the same file, given the same arguments.
    const argv = commands[0]!.split(" ").slice(2);
    const exported = spawnSync(process.execPath, [join(dir, "node_modules/rulewright/bin/rulewright.js"), ...argv], { cwd: dir, encoding: "utf8" });
    expect(exported.stderr).toBe("");
    expect(exported.status).toBe(0);
    expect(existsSync(join(dir, "public/squares/rules.js"))).toBe(true);
    writeFileSync(join(dir, "example.mjs"), scripts[0]!);
    const r = spawnSync(process.execPath, ["example.mjs"], { cwd: dir, encoding: "utf8" });
    expect(r.stderr).toBe("");
    expect(r.stdout).toMatch(/^Blue against Gray: Standard\n(Blue|Gray) is asked: .+\nlast in the log: .+\n$/);
  });

  it("fuzzes as the second command says (a few games here), and reports what it found", () => {
    const dir = linkedProject("rw-rtt-fuzz-");
    const argv = commands[1]!.split(" ").slice(2).map((a) => (a === "100" ? "3" : a));
    const r = spawnSync(process.execPath, [join(dir, "node_modules/rulewright/bin/rulewright.js"), ...argv], { cwd: dir, encoding: "utf8" });
    // Only the time class may fail here, on a loaded machine; anything else is a fault of the module.
    const failures = r.stdout.split("\n").filter((l) => / at step \d+: /.test(l));
    expect(failures.filter((l) => !l.startsWith("Timeout"))).toEqual([]);
    expect(r.stdout).toMatch(/fuzz: 3 games, \d+ steps; CPU ms a game: median [\d.]+, worst [\d.]+/);
    expect(r.status).toBe(failures.length === 0 ? 0 : 1);
  });
});
