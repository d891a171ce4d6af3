/**
 * Engines stand alone: the runtime imports nothing from the language's front
 * end, generated modules import only the runtime core, and every built-in and
 * command the checker accepts has one implementation in the runtime.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COMMANDS, FUNCTIONS } from "../../dsl/builtins.js";
import { BUILTIN_NAMES } from "../../runtime/core/builtins.js";
import * as B from "../../runtime/core/builtins.js";
import * as C from "../../runtime/core/commands.js";
import { COMMAND_NAMES } from "../../runtime/core/commands.js";
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

  it("are generated modules that import only the runtime core and the protocol", () => {
    for (const game of readdirSync("generated")) {
      const imports = importsOf(join("generated", game, "index.ts"));
      expect(imports.length).toBeGreaterThan(0);
      for (const i of imports) expect(i).toMatch(/^\.\.\/\.\.\/runtime\/(core\/[a-z-]+|engine)\.js$/);
      expect(readdirSync(join("generated", game))).toEqual(["index.ts"]);
    }
  });

  it("run every built-in and command the checker knows, each defined once", () => {
    // `lookup` and `enabled` are resolved when a spec is compiled, not at run time.
    const atCompileTime = new Set(["lookup", "enabled"]);
    expect(Object.keys(BUILTIN_NAMES).sort()).toEqual(Object.keys(FUNCTIONS).filter((f) => !atCompileTime.has(f)).sort());
    for (const js of Object.values(BUILTIN_NAMES)) expect(typeof (B as Record<string, unknown>)[js]).toBe("function");
    expect(Object.keys(COMMAND_NAMES).sort()).toEqual(Object.keys(COMMANDS).sort());
    for (const { js } of Object.values(COMMAND_NAMES)) expect(typeof (C as Record<string, unknown>)[js]).toBe("function");
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
      const run = (B as unknown as Record<string, (ctx: EvalContext, ...args: Value[]) => Value>)[BUILTIN_NAMES[f]!]!;
      for (const args of samples[f]!) expect(typeof run(ctx, ...args), `${f}(${JSON.stringify(args)})`).toBe("boolean");
    }
  });
});
