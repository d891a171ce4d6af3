/**
 * Every declaration a module's code may name has a symbol: a number within
 * its kind, given once for the whole module (base game, scenarios and
 * variants alike), so that a unit means the same in every program.
 * Compiled code calls functions and procedures and reads tables by these
 * numbers, never by name.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SymbolTable } from "../../generator/symbols.js";
import { DataIndex } from "../../runtime/core/data.js";
import { initialState } from "../../runtime/core/state.js";
import * as V from "../../runtime/core/values.js";
import { game as apache, symbols as apacheSymbols } from "../../generated/apache/index.js";
import { checkFiles, PLAYABLE } from "../helpers/spec.js";

const GAMES = ["apache", "squares", "once-we-moved-like-the-wind", "navajo-wars", "warpath"];

describe("symbols", () => {
  it("number each kind from 0 in the order declared, the base game first, then what scenarios and variants add", () => {
    const checked = checkFiles({
      "game.rules": `${PLAYABLE}function one() = 1
function two() = 2
table odds "Odds" {
  row 1: 1
}
procedure tidy() {
  log("tidy")
}
variant fast "Fast" {
  function three() = 3
  replace function one() = 10
  table evens "Evens" {
    row 2: 2
  }
}
sequence s {
  step only
}
`,
    });
    expect(checked.diagnostics).toEqual([]);
    const symbols = SymbolTable.ofModel(checked.model);
    // Each function comes with its reduced forms; a variant's replacement keeps the number of what it replaces.
    expect(symbols.ids.function).toEqual(["one", "one#empty", "one#count", "one#first", "two", "two#empty", "two#count", "two#first", "three", "three#empty", "three#count", "three#first"]);
    expect(symbols.ids.table).toEqual(["odds", "evens"]);
    // The whole game and its set-up are steps after the spec's procedures: frames name their step by number.
    expect(symbols.ids.procedure).toEqual(["tidy", "#game", "#setup"]);
    expect(symbols.ids.value).toEqual([]);
    expect(symbols.of("function", "three")).toEqual({ kind: "function", n: 8, id: "three" });
    expect(symbols.of("table", "three")).toBeUndefined();
    expect(() => symbols.number("procedure", "one")).toThrow(/no procedure 'one'/);
  });

  it.each(GAMES)("are what %s's code names: every number it calls or reads by is the symbol named beside it", async (game) => {
    const code = readFileSync(`generated/${game}/index.ts`, "utf8");
    const modules: Record<string, () => Promise<unknown>> = {
      apache: () => import("../../generated/apache/index.js"),
      squares: () => import("../../generated/squares/index.js"),
      "once-we-moved-like-the-wind": () => import("../../generated/once-we-moved-like-the-wind/index.js"),
      "navajo-wars": () => import("../../generated/navajo-wars/index.js"),
      warpath: () => import("../../generated/warpath/index.js"),
    };
    const { symbols } = (await modules[game]!()) as { symbols: Record<string, readonly string[]> };
    // No dispatch by name: functions, procedures and tables are reached by number.
    expect(code).not.toMatch(/ctx\.fn\["|X\.T\.p\["|lookupTable\(ctx, "/);
    const uses = [
      ...[...code.matchAll(/ctx\.fn\[(\d+) \/\* ([^*]+) \*\/\]/g)].map((m) => ["function", m[1]!, m[2]!] as const),
      ...[...code.matchAll(/X\.T\.p\[(\d+) \/\* ([^*]+) \*\/\]/g)].map((m) => ["procedure", m[1]!, m[2]!] as const),
      ...[...code.matchAll(/V\.lookupTable\(ctx, (\d+) \/\* ([^*]+) \*\//g)].map((m) => ["table", m[1]!, m[2]!] as const),
      ...[...code.matchAll(/^\s+(\d+): U\d+ \/\* ([^*]+) \*\//gm)].map((m) => ["unit", m[1]!, m[2]!] as const),
    ];
    expect(uses.length).toBeGreaterThan(0);
    for (const [kind, n, name] of uses) {
      const lists = kind === "unit" ? [symbols["function"]!, symbols["procedure"]!] : [symbols[kind]!];
      expect(lists.some((l) => l[Number(n)] === name), `${kind} ${n} is '${name}'`).toBe(true);
    }
  });

  it("number type values by name and fields as declared, then those the rules read", () => {
    const checked = checkFiles({
      "game.rules": `${PLAYABLE}type colour {
  values: red, blue
}
type mood {
  values: calm, blue
}
card token "Token" {
  fields: { colour: colour }
  state: { used: bool }
}
type ground {
  values: clear
}
map m "M" {
  layout: areas
  terrain-type: ground
  area one "One" {
    terrain: clear
  }
}
function tint(t: piece) = t.colour
function soil(a: area) = a.terrain
sequence s {
  step only
}
`,
    });
    expect(checked.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const symbols = SymbolTable.ofModel(checked.model);
    // A value two types share has one number.
    expect(symbols.ids.value).toEqual(["red", "blue", "calm", "clear"]);
    // An area's property the rules read is a field too, after those declared.
    expect(symbols.ids.field).toEqual(["colour", "used", "terrain"]);
  });

  it("read a table by number as by name", () => {
    const program = apache.programs["|"]!();
    const index = new DataIndex(program.data, program.defaults, program.turns, apache.symbols);
    const ctx: V.EvalContext = { index, state: initialState(program.data), fn: [] };
    const n = apacheSymbols.table.indexOf("booty-of");
    for (const rank of ["chief", "warrior", "maiden", "hunter"]) {
      for (const column of ["takes", "male"]) expect(V.lookupTable(ctx, n, rank, column)).toEqual(V.lookupTable(ctx, "booty-of", rank, column));
    }
    expect(() => V.lookupTable(ctx, 99, "chief")).toThrow(/no table '99'/);
  });
});
