/**
 * The registry of built-ins (`dsl/builtins.ts`) is the one place a built-in
 * is defined: the checker takes its arity and types from the record, the
 * compiler calls the runtime export the record names, and the language
 * reference lists it. Each test walks every record, so a built-in added as
 * one record is covered without touching them.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMMANDS, FUNCTIONS, showTy, ty } from "../../dsl/builtins.js";
import { languageReference } from "../../dsl/reference.js";
import { loadEngine } from "../../generator/load-engine.js";
import { brief, checkBody } from "../helpers/spec.js";

/** A declaration of the kinds a parameter may name, so that every parameter type has a value to stand for. */
const WORLD = `map m {\n  layout: areas\n  area x\n  area y\n  link x -- y\n}\nbox reserve\ncounter chit\ntrack t {\n  range: 0..5\n}\n`;

/** Each run-time function called through a spec function whose parameters have the record's types. */
function callers(): { name: string; fn: string; text: string }[] {
  return Object.entries(FUNCTIONS)
    .filter(([, f]) => f.run !== undefined)
    .map(([name, f], i) => {
      const params = f.params.map((p, j) => `p${j}: ${p}`).join(", ");
      const args = f.params.map((_, j) => `p${j}`).join(", ");
      return { name, fn: `call${i}`, text: `function call${i}(${params}) = ${name}(${args})\n` };
    });
}

describe("the registry of built-ins", () => {
  it("gives the checker each function's arity and argument types", () => {
    for (const [name, f] of Object.entries(FUNCTIONS)) {
      if (f.rest !== undefined) continue;
      const extra = Array.from({ length: f.params.length + 1 }, () => "1").join(", ");
      const r = checkBody(`${WORLD}function probe() = ${name}(${extra})\n`);
      expect(brief(r.diagnostics).join("\n"), name).toContain(`'${name}' takes`);
    }
    // A wrong argument is named by the type its record gives.
    const r = checkBody(`${WORLD}function probe() = owner(x)\n`);
    expect(brief(r.diagnostics).join("\n")).toContain(`argument 1 of 'owner' must be ${showTy(ty(FUNCTIONS["owner"]!.params[0]!))}`);
  });

  it("has each command's arity checked from its record", () => {
    for (const [name, c] of Object.entries(COMMANDS)) {
      const extra = Array.from({ length: c.params.length + 1 }, () => "1").join(", ");
      const r = checkBody(`${WORLD}procedure probe() {\n  ${name}(${extra})\n}\n`);
      expect(brief(r.diagnostics).join("\n"), name).toContain(`'${name}' takes`);
    }
  });

  it("compiles every run-time function to a call of the export its record names", async () => {
    const all = callers();
    const checked = checkBody(WORLD + all.map((c) => c.text).join(""));
    expect(brief(checked.diagnostics)).toEqual([]);
    const { file } = await loadEngine(checked.model);
    const code = readFileSync(file, "utf8");
    for (const { name } of all) expect(code, name).toContain(`B.${FUNCTIONS[name]!.run}(`);
  });

  it("is what the language reference lists, with each record's documentation", () => {
    const doc = languageReference();
    for (const [name, f] of [...Object.entries(FUNCTIONS), ...Object.entries(COMMANDS)]) {
      expect(doc, name).toContain(`${name}(`);
      expect(doc, name).toContain(f.doc.slice(0, 40).replace(/\|/g, "\\|"));
    }
  });
});
