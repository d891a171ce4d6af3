/**
 * The committed engines and references are what the generator writes today:
 * a generator change whose output was not rebuilt (a statement order reversed,
 * an escape dropped) fails here, in `npm test`, not only in CI's rebuild.
 */
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { buildOutputs } from "../../bin/build.js";
import { checkPaths } from "../../bin/commands/check.js";

describe("committed generated files", () => {
  it("are exactly what a build of specs/ writes", async () => {
    const run = checkPaths(["specs"]);
    expect(run.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const outputs = await buildOutputs(run.games, process.cwd());
    expect(outputs.size).toBeGreaterThan(20);
    const stale = [...outputs].filter(([path, content]) => !existsSync(path) || readFileSync(path, "utf8") !== content).map(([path]) => relative(process.cwd(), path));
    // Run `npm run build` and commit what it writes.
    expect(stale).toEqual([]);
  });
});
