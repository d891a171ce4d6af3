/**
 * `rulewright compile`: a module for any spec folder with any scenario and
 * variants, as JavaScript with declarations, that loads and type-checks from
 * a project that has the package installed (here, linked into its
 * node_modules).
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { deciderOf } from "../runtime/engine.js";
import { linkedProject } from "./helpers/projects.js";

const CLI = resolve("bin/rulewright.js");

function project(): string {
  const dir = linkedProject("rw-compile-");
  cpSync("specs/apache", join(dir, "my-apache"), { recursive: true });
  return dir;
}

describe("rulewright compile", () => {
  it("writes index.js and index.d.ts for a copied spec with two variants, which play and type-check there", async () => {
    const dir = project();
    const r = spawnSync(process.execPath, [CLI, "compile", "my-apache", "--variant", "warpath", "--variant", "wedding", "--out", "engine"], { cwd: dir, encoding: "utf8" });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("compiled Apache (variant warpath, variant wedding) to engine");
    expect(existsSync(join(dir, "engine/model.json"))).toBe(false);
    const mod = (await import(pathToFileURL(join(dir, "engine/index.js")).href)) as typeof import("../generated/apache/index.js");
    // The module holds just the program it was compiled for.
    expect(Object.keys(mod.game.programs)).toEqual(["|warpath+wedding"]);
    expect(() => mod.createEngine({ seed: 5, players: 3 })).toThrow(/no program/);
    const engine = mod.createEngine({ seed: 5, players: 3, variants: ["warpath", "wedding"] });
    for (let i = 0; i < 5000 && !engine.isOver(); i++) {
      const d = engine.pending()!;
      const option = d.options[i % d.options.length]!;
      engine.apply(deciderOf(d, option, engine.sides()), option);
    }
    expect(engine.isOver()).toBe(true);
    // A consumer's TypeScript sees the game's ids as types.
    writeFileSync(
      join(dir, "use.ts"),
      [
        `import { createEngine, type Action, type SideId } from "./engine/index.js";`,
        `const side: SideId = "red";`,
        `const e = createEngine({ seed: 1, players: 2, variants: ["warpath", "wedding"] });`,
        // The decision's id narrows its options' type.
        `const d = e.pending();`,
        `if (d && d.id === "play-hand-card") { const first: [SideId, string | "done"] = d.options[0]!; void first; }`,
        `const answer: Action = { decision: "booty-choice", choice: "buffalo" };`,
        `export const over: boolean = e.isOver() && side === "red" && answer.decision === "booty-choice";`,
        "",
      ].join("\n"),
    );
    writeFileSync(join(dir, "bad.ts"), `import type { Action, SideId, VariantId } from "./engine/index.js";\nexport const side: SideId = "orange";\nexport const answer: Action = { decision: "booty-choice", choice: "gold" };\nexport const variant: VariantId = "shared-booty";\n`);
    const tsc = (file: string) => spawnSync(resolve("node_modules/.bin/tsc"), ["--noEmit", "--strict", "--module", "NodeNext", "--moduleResolution", "NodeNext", "--target", "ES2022", "--skipLibCheck", "--resolveJsonModule", file], { cwd: dir, encoding: "utf8" });
    expect(tsc("use.ts").stdout).toBe("");
    expect(tsc("bad.ts").stdout).toContain(`Type '"orange"' is not assignable to type 'SideId'`);
    expect(tsc("bad.ts").stdout).toContain(`Type '"gold"' is not assignable to type`);
    // A variant the module was not compiled with is no VariantId of it (createEngine would refuse it).
    expect(tsc("bad.ts").stdout).toContain(`Type '"shared-booty"' is not assignable to type 'VariantId'`);
    expect(() => mod.createEngine({ seed: 5, players: 3, variants: ["shared-booty" as "warpath"] })).toThrow(/unknown variant 'shared-booty'/);
  });

  it("refuses an unknown variant and a missing --out with a clear message", () => {
    const dir = project();
    const bad = spawnSync(process.execPath, [CLI, "compile", "my-apache", "--variant", "nope", "--out", "engine"], { cwd: dir, encoding: "utf8" });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("unknown variant 'nope'");
    const noOut = spawnSync(process.execPath, [CLI, "compile", "my-apache"], { cwd: dir, encoding: "utf8" });
    expect(noOut.status).toBe(2);
    expect(noOut.stderr).toContain("compile needs --out <dir>");
  });
});
