/**
 * A spec folder outside specs/: `build --out` writes its engine module and
 * reference where the user says, and the module compiles and plays there,
 * importing the runtime from the installed package (here, a link to this
 * repository in the project's node_modules, as `npm install <clone>` makes).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { linkedProject, readmeDuel } from "./helpers/projects.js";

const CLI = resolve("bin/rulewright.js");
const TSC = resolve("node_modules/.bin/tsc");

describe("building a game outside specs/", () => {
  it("writes where --out says, and the module compiles and plays a whole game there", async () => {
    const project = linkedProject("rw-project-");
    mkdirSync(join(project, "duel"));
    writeFileSync(join(project, "duel", "game.rules"), readmeDuel());

    const built = spawnSync(process.execPath, [CLI, "build", "duel", "--out", "build"], { cwd: project, encoding: "utf8" });
    expect(built.stderr).toBe("");
    expect(built.status).toBe(0);
    for (const f of ["generated/duel/index.ts", "docs/games/duel/index.html", "docs/games/duel/README.md"]) expect(existsSync(join(project, "build", f)), f).toBe(true);
    // Nothing of the repository's own is written into the project.
    expect(existsSync(join(project, "docs"))).toBe(false);
    expect(existsSync(join(project, "build", "docs", "language-reference.md"))).toBe(false);
    const code = readFileSync(join(project, "build/generated/duel/index.ts"), "utf8");
    expect(code).toContain('from "rulewright/runtime/core/machine.js"');

    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, resolveJsonModule: true, skipLibCheck: true, outDir: "dist", rootDir: "build" }, include: ["build"] }),
    );
    const tsc = spawnSync(TSC, ["-p", "."], { cwd: project, encoding: "utf8" });
    expect(tsc.stdout + tsc.stderr).toBe("");
    const mod = (await import(pathToFileURL(join(project, "dist/generated/duel/index.js")).href)) as { createEngine(o: { seed: number }): { isOver(): boolean; pending(): { player: string; options: unknown[] }; apply(p: string, a: unknown): unknown; result(): { name?: string } } };
    const engine = mod.createEngine({ seed: 11 });
    for (let i = 0; i < 100 && !engine.isOver(); i++) engine.apply(engine.pending().player, engine.pending().options[0]);
    expect(engine.isOver()).toBe(true);
    expect(["Hill taken", "South holds the hill"]).toContain(engine.result().name);
  });
});
