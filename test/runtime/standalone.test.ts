/**
 * Engines stand alone: the runtime imports nothing from the language's front
 * end, generated modules import only the runtime core, and every built-in and
 * command the checker accepts has one implementation in the runtime.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COMMANDS, FUNCTIONS } from "../../dsl/builtins.js";
import * as B from "../../runtime/core/builtins.js";
import * as C from "../../runtime/core/commands.js";
import { DataIndex } from "../../runtime/core/data.js";
import { initialState } from "../../runtime/core/state.js";
import type { EvalContext, Value } from "../../runtime/core/values.js";
import { game as squares } from "../../generated/squares/index.js";

const importsOf = (file: string) => [...readFileSync(file, "utf8").matchAll(/^import[^;]*?from "([^"]+)"/gm)].map((m) => m[1]!);
const tsFiles = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));

describe("standalone engines", () => {
  it("have a runtime that imports nothing from dsl/ or generator/", () => {
    const files = tsFiles("runtime");
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) for (const i of importsOf(f)) expect(i, `${f} imports ${i}`).not.toMatch(/dsl\/|generator\//);
  });

  it("are hosted by adapters that import only the runtime, and boardgame.io's types", () => {
    for (const f of tsFiles("adapters")) {
      for (const i of importsOf(f)) expect(i, `${f} imports ${i}`).toMatch(/^\.\.\/runtime\/|^boardgame\.io$/);
      // boardgame.io is an optional peer: only its types are imported.
      expect(readFileSync(f, "utf8")).not.toMatch(/^import (?!type )[^;]*from "boardgame\.io/m);
    }
  });

  it("are generated modules that import only the runtime core and the protocol", () => {
    for (const game of readdirSync("generated")) {
      const imports = importsOf(join("generated", game, "index.ts"));
      expect(imports.length).toBeGreaterThan(0);
      for (const i of imports) expect(i).toMatch(/^\.\.\/\.\.\/runtime\/(core\/[a-z-]+|engine)\.js$/);
      expect(readdirSync(join("generated", game))).toEqual(["index.ts"]);
    }
  });

  it("run every built-in and command the registry holds, each by the export its record names", () => {
    // `lookup` and `enabled` are settled when a spec is compiled, not at run time.
    const atRunTime = Object.keys(FUNCTIONS).filter((f) => FUNCTIONS[f]!.run !== undefined);
    expect(Object.keys(FUNCTIONS).filter((f) => !atRunTime.includes(f)).sort()).toEqual(["enabled", "lookup"]);
    for (const f of atRunTime) {
      const run = FUNCTIONS[f]!.run!;
      expect(typeof (B as Record<string, unknown>)[run], f).toBe("function");
      // Engine.fn finds a built-in by its language name put in camel case.
      expect(run, f).toBe(f.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()));
    }
    for (const c of Object.keys(COMMANDS)) expect(typeof (C as Record<string, unknown>)[COMMANDS[c]!.run], c).toBe("function");
  });

  it("give true or false from every built-in whose signature says so, as the compiler relies on", () => {
    // The compiler uses these in conditions as they are, without checking the value.
    const program = squares.programs["|"]!();
    const ctx: EvalContext = { index: new DataIndex(program.data, program.defaults, program.turns), state: initialState(program.data), fn: [] };
    const samples: Record<string, Value[][]> = {
      "is-doubles": [[[2, 2]], [[1, 3]], [[]]],
      empty: [[[]], [[1]], ["b1-l"]],
      contains: [[[1, 2], 2], [[1], 3]],
      adjacent: [["b1-l", "b1-cl"], ["b1-l", "blue-reserve"]],
    };
    const bool = Object.keys(FUNCTIONS).filter((f) => FUNCTIONS[f]!.returns === "bool" && f !== "enabled");
    expect(bool.sort()).toEqual(Object.keys(samples).sort());
    for (const f of bool) {
      const run = (B as unknown as Record<string, (ctx: EvalContext, ...args: Value[]) => Value>)[FUNCTIONS[f]!.run!]!;
      for (const args of samples[f]!) expect(typeof run(ctx, ...args), `${f}(${JSON.stringify(args)})`).toBe("boolean");
    }
  });
});
