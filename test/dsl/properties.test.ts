import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SpecFile } from "../../dsl/ast.js";
import { formatText } from "../../dsl/format.js";
import { parseText } from "../../dsl/parse.js";
import { checkFiles } from "../helpers/spec.js";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { specFile } from "./spec-arbitrary.js";

/** The AST without positions: what must survive formatting. */
function shape(file: SpecFile): unknown {
  return JSON.parse(
    JSON.stringify({ imports: file.imports, members: file.members, comments: file.comments.map((c) => c.text) }, (k, v) =>
      k === "loc" || k.endsWith("Loc") ? undefined : v,
    ),
  );
}

const RUNS = Number(process.env["FC_RUNS"] ?? 300);

describe("formatter properties over generated specs", () => {
  it("generated specs parse without errors", () => {
    fc.assert(
      fc.property(specFile, (text) => {
        expect(parseText(text, "gen.rules").diagnostics).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it("formatting keeps the syntax tree and every comment", () => {
    fc.assert(
      fc.property(specFile, (text) => {
        const formatted = formatText(text).text!;
        const again = parseText(formatted, "gen.rules");
        expect(again.diagnostics).toEqual([]);
        expect(shape(again.file)).toEqual(shape(parseText(text, "gen.rules").file));
      }),
      { numRuns: RUNS },
    );
  });

  it("formatting is idempotent", () => {
    fc.assert(
      fc.property(specFile, (text) => {
        const once = formatText(text).text!;
        expect(formatText(once).text).toBe(once);
      }),
      { numRuns: RUNS },
    );
  });
});

const FIXTURE = "test/fixtures/outpost";
const fixtureFiles = Object.fromEntries(readdirSync(FIXTURE).map((f) => [f, readFileSync(join(FIXTURE, f), "utf8")]));

describe("robustness: no stage throws, whatever the input", () => {
  it("on arbitrary text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), (text) => {
        const parsed = parseText(text, "x.rules");
        for (const d of parsed.diagnostics) expect(d.line).toBeGreaterThanOrEqual(1);
        formatText(text);
        const checked = checkFiles({ "game.rules": text });
        expect(checked.diagnostics.filter((d) => d.code === "internal")).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it("on arbitrary text made of the language's own tokens", () => {
    const token = fc.constantFrom("game", "g", "{", "}", "(", ")", ":", ",", "..", "row", "link", "--", "->", "1", "-", "d6", '"t"', "@rule", "let", "if", "else", "procedure", "p", "x", "=", "\n", "map", "area", "table", "variant", "replace", "remove", "for", "each", "in", "[", "]", ".", "end", "choose", "from", "*");
    fc.assert(
      fc.property(fc.array(token, { maxLength: 60 }), (tokens) => {
        const text = tokens.join(" ");
        const checked = checkFiles({ "game.rules": text });
        expect(checked.diagnostics.filter((d) => d.code === "internal")).toEqual([]);
        const f = formatText(text);
        if (f.text !== undefined) expect(formatText(f.text).text).toBe(f.text);
      }),
      { numRuns: RUNS },
    );
  });

  it("on valid specs with random cuts, insertions and duplications", () => {
    const names = Object.keys(fixtureFiles);
    const mutation = fc.record({
      file: fc.constantFrom(...names),
      at: fc.nat(),
      length: fc.nat({ max: 40 }),
      insert: fc.constantFrom("", "}", "{", "\n", "row 1: x", ":", "(", "@rule", "link a -- b", "..", "\"", "-", "procedure"),
    });
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (mutations) => {
        const files = { ...fixtureFiles };
        for (const m of mutations) {
          const text = files[m.file]!;
          const at = m.at % (text.length + 1);
          files[m.file] = text.slice(0, at) + m.insert + text.slice(at + m.length);
        }
        const checked = checkFiles(files);
        expect(checked.diagnostics.filter((d) => d.code === "internal")).toEqual([]);
        for (const d of checked.diagnostics) {
          const lines = (files[d.file.replace("/virtual/", "")] ?? "").split("\n").length;
          expect(d.line).toBeGreaterThanOrEqual(1);
          expect(d.line).toBeLessThanOrEqual(lines);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
