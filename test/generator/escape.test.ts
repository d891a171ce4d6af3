import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { basename } from "node:path";
import { comment, fileStem, html, md, tsString } from "../../generator/escape.js";
import { loadEngine } from "../../generator/load-engine.js";
import { Engine } from "../../runtime/core/machine.js";
import { checkFiles, PLAYABLE } from "../helpers/spec.js";

const HOSTILE = ['he said "hi"', "back`tick`", "*/ end", "${injected}", "line\nbreak", "a|b", "<script>alert(1)</script>", "\\", "'quote'", "\u2028sep"];

describe("escaping at the leaves", () => {
  it("makes any text a TypeScript string literal that evaluates back to the same text", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...HOSTILE)), (s) => {
        const literal = tsString(s);
        expect(new Function(`return ${literal};`)()).toBe(s);
      }),
    );
  });

  it("keeps block comments closed", () => {
    for (const s of HOSTILE) expect(comment(s)).not.toContain("*/");
  });

  it("never lets text open an HTML tag or break an attribute", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...HOSTILE)), (s) => {
        const out = html(s);
        expect(out).not.toMatch(/[<>"']/);
      }),
    );
  });

  it("keeps an SVG map well-formed XML whatever its titles hold (control characters cannot appear in XML at all)", async () => {
    const { mapSvg } = await import("../../generator/svg-map.js");
    const checked = checkFiles({ "game.rules": `${PLAYABLE}sequence s {\n  step only\n}\nmap m "Map \u0001\u001b[31m" {\n  layout: areas\n  area x "X\u0007"\n  area y "Y\u000c"\n  link x -- y\n}\n` });
    expect(checked.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const svg = mapSvg(checked.model.maps[0]!, []);
    expect(svg).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    expect(svg).toContain("Map \ufffd\ufffd[31m");
  });

  it("never lets text break a Markdown table row or line", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...HOSTILE)), (s) => {
        const out = md(s);
        expect(out).not.toMatch(/(^|[^\\])\|/);
        expect(out).not.toContain("\n");
        expect(out).not.toMatch(/(^|[^\\])</);
      }),
    );
  });
});

describe("file stems", () => {
  it("keep a short name, and shorten a long one with a digest that tells long names apart", () => {
    expect(fileStem("apache")).toBe("apache");
    const long = "w".repeat(300);
    const stem = fileStem(long);
    expect(stem.length).toBeLessThanOrEqual(64);
    expect(stem).toMatch(/^w+-[0-9a-f]{12}$/);
    expect(fileStem(`${long}x`)).not.toBe(stem);
  });

  it("let a game with a name longer than a file system allows be compiled and played", async () => {
    const id = `g${"w".repeat(299)}`;
    const checked = checkFiles({ "game.rules": PLAYABLE.replace('game g "G"', `game ${id} "G"`) + "sequence s {\n  step only\n}\n" });
    expect(checked.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const loaded = await loadEngine(checked.model);
    expect(basename(loaded.file).length).toBeLessThan(255);
    expect(Engine.create(loaded.game, { seed: 1 }).isOver()).toBe(true);
  });
});
