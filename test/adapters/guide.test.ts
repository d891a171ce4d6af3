/**
 * docs/boardgame-io.md: every example runs as written, in a fresh project
 * that has Rulewright and boardgame.io installed (linked into its
 * node_modules), importing the package's own entry points.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { linkedProject } from "../helpers/projects.js";

const examples = [...readFileSync("docs/boardgame-io.md", "utf8").matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);

describe("the boardgame.io guide", () => {
  it("has a complete local example and a server example", () => {
    expect(examples.length).toBe(2);
  });

  it("runs each example as written", () => {
    const dir = linkedProject("rw-bgio-guide-");
    symlinkSync(resolve("node_modules/boardgame.io"), join(dir, "node_modules", "boardgame.io"));
    const outputs = examples.map((code, i) => {
      writeFileSync(join(dir, `example-${i}.mjs`), code);
      const r = spawnSync(process.execPath, [`example-${i}.mjs`], { cwd: dir, encoding: "utf8", timeout: 120_000 });
      expect(r.status, r.stderr).toBe(0);
      return r.stdout;
    });
    // The local match is played to its end, and the server starts and stops.
    expect(outputs[0]).toMatch(/^(Ten units eliminated|Reserve area taken|.+): (blue|gray)( and (blue|gray))? won after \d+ moves\n$/);
    expect(outputs[1]).toMatch(/serving apache \(2 to 5 players\) on port \d+/);
  });
});
