import { mkdtempSync, readFileSync, readdirSync, writeFileSync, cpSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gameReference } from "../../bin/build.js";
import { main, type Io } from "../../bin/cli.js";
import { checkFiles, HEADER } from "../helpers/spec.js";
import { loadSpec } from "../specs/helpers.js";

const silent: Io = { out: () => {}, err: () => {} };

describe("rules reference", () => {
  it("escapes hostile names and text from a spec in Markdown and HTML", async () => {
    const hostile = '<script>alert(1)</script> | *bold* "quote" ${x} */';
    const checked = checkFiles({
      "game.rules": `${HEADER}@assume ${JSON.stringify(hostile)}\ntable t ${JSON.stringify(hostile)} {\n  row 1: ${JSON.stringify(hostile)}\n}\n`,
    });
    expect(checked.diagnostics).toEqual([]);
    const files = await gameReference(checked.model, "specs/hostile");
    const html = files.get("index.html")!;
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    const markdown = files.get("README.md")!;
    expect(markdown).not.toContain("<script>");
    for (const line of markdown.split("\n").filter((l) => l.includes("alert(1)") && l.startsWith("|"))) {
      // The hostile cell stays one cell: its pipe is escaped.
      expect(line).toContain("\\|");
    }
  });

  it("lists every table, roster entry and reconstruction of a game", async () => {
    const model = loadSpec("once-we-moved-like-the-wind");
    const files = await gameReference(model, "specs/once-we-moved-like-the-wind");
    const markdown = files.get("README.md")!;
    for (const t of model.tables) expect(markdown).toContain(t.title ?? t.id);
    for (const p of model.pieces) expect(markdown).toContain(`| ${p.id} `);
    for (const a of model.assumptions) expect(markdown).toContain(a.target.replace(/[*_`[\]<>#|\\]/g, (c) => `\\${c}`));
    expect(markdown).toContain("(map-board.svg)");
    expect(files.get("map-board.svg")).toMatch(/^<svg [^>]*>/);
  });

  it("is byte-identical when built twice", async () => {
    const model = loadSpec("navajo-wars");
    const a = await gameReference(model, "specs/navajo-wars");
    const b = await gameReference(model, "specs/navajo-wars");
    expect([...a.entries()]).toEqual([...b.entries()]);
  });

  it("matches the committed docs, so a rebuild changes nothing", async () => {
    for (const game of readdirSync("specs")) {
      if (!existsSync(`specs/${game}/game.rules`)) continue;
      const files = await gameReference(loadSpec(game), `specs/${game}`);
      for (const [name, content] of files) expect(readFileSync(`docs/games/${game}/${name}`, "utf8"), `docs/games/${game}/${name}`).toBe(content);
    }
  });

  it("writes nothing when a spec has an error", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rulewright-build-"));
    cpSync("test/fixtures/outpost", join(dir, "specs", "outpost"), { recursive: true });
    writeFileSync(join(dir, "specs", "outpost", "pieces.rules"), "block broken {\n  steps: lots\n}\n", { flag: "a" });
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      expect(await main(["build"], silent)).toBe(1);
      expect(existsSync(join(dir, "docs"))).toBe(false);
    } finally {
      process.chdir(cwd);
    }
  });
});

describe("generated engine modules", () => {
  it("escape spec text in comments and literals, and type-check", async () => {
    const { engineModule } = await import("../../generator/engine-module.js");
    const checked = checkFiles({
      "game.rules": 'game g "Title */ with ${x} and \\"quotes\\"" {\n  players: 2\n  sides: a, b\n}\nside a\nside b\nvariant v-1 "*/ evil"\n',
    });
    expect(checked.diagnostics).toEqual([]);
    const files = await engineModule(checked.model, "specs/hostile */ path");
    const index = files.get("index.ts")!;
    expect(index).not.toMatch(/\*\/ (with|path|evil)/);
    expect(index).toContain('export type VariantId = "v-1";');
    // The title is data of the module, in a string literal that reads back as written.
    expect(index).toContain("title: 'Title *\\/ with ${x} and \"quotes\"'");
    expect([...files.keys()]).toEqual(["index.ts"]);
  });
});
