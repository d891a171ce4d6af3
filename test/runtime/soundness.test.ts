/**
 * Checker/runtime disagreements found by playing the heavy games (issue 10,
 * soundness): an optional true-or-false property a declaration leaves out
 * reads false; `for each` and `choose` over a map go through its areas; and
 * the built-in values `turn`, `active` and `players` stay values inside a
 * table look-up's keys, as the language guide shows.
 */
import { describe, expect, it } from "vitest";
import { modelIndex } from "../../runtime/kernel/engine.js";
import { evaluate, type Value } from "../../runtime/kernel/evaluate.js";
import { initialState } from "../../runtime/kernel/state.js";
import { checkBody } from "../helpers/spec.js";

const SPEC = `map m {
  layout: areas
  area x { capital: true }
  area y
  area z
  link x -- y
  link y -- z
}
type season { values: summer, winter }
table seasons {
  columns: season
  row 1: summer
  row 2: winter
  row 3: winter
}
table by-side {
  columns: bonus
  row a: 1
  row b: 2
}
function capitals() = [for s in m if s.capital]
function not-capitals() = [for s in m if s.capital == false]
function season-now() = lookup(seasons, turn, season)
function bonus-now() = lookup(by-side, active, bonus)
function players-row() = lookup(seasons, players, season)
track count-areas { range: 0..10 }
procedure count-them() {
  for each place in m {
    set count-areas += 1
  }
  choose pick from m by active
}
`;

describe("runtime soundness", () => {
  const checked = checkBody(SPEC);
  const index = modelIndex(checked.model);
  const state = initialState(checked.model);
  const call = (name: string): Value => evaluate({ op: "call", callee: { op: "name", name }, args: [] }, { index, state, locals: new Map() });

  it("the spec checks clean", () => {
    expect(checked.diagnostics).toEqual([]);
  });

  it("reads an optional true-or-false property a declaration leaves out as false, not null", () => {
    expect(call("capitals")).toEqual(["x"]);
    expect(call("not-capitals")).toEqual(["y", "z"]);
  });

  it("goes through a map's areas with 'for each' and 'choose', as a selection does", async () => {
    const { runProcedure } = await import("../../runtime/kernel/exec.js");
    const { SeededRandom } = await import("../../runtime/rng.js");
    const offered: Value[][] = [];
    runProcedure({ index, state, rng: new SeededRandom(1), events: [] }, "count-them", [], (r) => (offered.push(r.options), r.options[0]!));
    expect(state.tracks["count-areas"]).toBe(3);
    expect(offered).toEqual([["x", "y", "z"]]);
  });

  it("evaluates turn, active and players inside a look-up's keys", () => {
    state.turn = 2;
    expect(call("season-now")).toBe("winter");
    state.turn = 1;
    expect(call("season-now")).toBe("summer");
    state.active = "b";
    expect(call("bonus-now")).toBe(2);
    expect(call("players-row")).toBe("winter");
  });
});

describe("skip-when on a step run once for each side", () => {
  const spec = `track tally { range: 0..20 }
sequence play {
  turns: 1..3
  step scoring "Scoring" {
    each-side: true
    skip-when: active == b
    run {
      set tally += 1
    }
  }
}
`;
  const checked = checkBody(spec);

  it("is tested for each side in turn, interpreted", async () => {
    expect(checked.diagnostics).toEqual([]);
    const { KernelEngine } = await import("../../runtime/kernel/engine.js");
    const engine = new KernelEngine(checked.model, { seed: 1 });
    expect(engine.isOver()).toBe(true);
    // Three turns, side a only.
    expect(engine.state.tracks["tally"]).toBe(3);
  });

  it("is tested for each side in turn by the compiled sequence too", async () => {
    const { mkdirSync, writeFileSync } = await import("node:fs");
    const { resolve } = await import("node:path");
    const { engineModule } = await import("../../generator/engine-module.js");
    // Two levels below the repository, so the module's imports of ../../runtime resolve.
    const dir = resolve(".rulewright-tmp", `skip-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    for (const [name, content] of await engineModule(checked.model, "test")) writeFileSync(resolve(dir, name), content);
    const mod = (await import(resolve(dir, "index.ts"))) as { createEngine(o: { seed: number }): { state: { tracks: Record<string, unknown> }; isOver(): boolean } };
    const engine = mod.createEngine({ seed: 1 });
    expect(engine.isOver()).toBe(true);
    expect(engine.state.tracks["tally"]).toBe(3);
  });
});
