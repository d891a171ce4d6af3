/**
 * Checker/runtime disagreements found by playing the heavy games (issue 10,
 * soundness): an optional true-or-false property a declaration leaves out
 * reads false; `for each` and `choose` over a map go through its areas; and
 * the built-in values `turn`, `active` and `players` stay values inside a
 * table look-up's keys, as the language guide shows.
 */
import { describe, expect, it } from "vitest";
import type { Value } from "../../runtime/core/values.js";
import { engineFor, positionFor } from "../helpers/compiled.js";
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
  const position = positionFor(checked.model);
  const call = async (name: string): Promise<Value> => (await position).fn(name, []);

  it("the spec checks clean", () => {
    expect(checked.diagnostics).toEqual([]);
  });

  it("reads an optional true-or-false property a declaration leaves out as false, not null", async () => {
    expect(await call("capitals")).toEqual(["x"]);
    expect(await call("not-capitals")).toEqual(["y", "z"]);
  });

  it("goes through a map's areas with 'for each' and 'choose', as a selection does", async () => {
    const offered: Value[][] = [];
    const p = await position;
    p.state.active = "a";
    p.call("count-them", [], (r) => (offered.push(r.options), r.options[0]!));
    expect(p.state.tracks["count-areas"]).toBe(3);
    expect(offered).toEqual([["x", "y", "z"]]);
  });

  it("evaluates turn, active and players inside a look-up's keys", async () => {
    const { state } = await position;
    state.turn = 2;
    expect(await call("season-now")).toBe("winter");
    state.turn = 1;
    expect(await call("season-now")).toBe("summer");
    state.active = "b";
    expect(await call("bonus-now")).toBe(2);
    expect(await call("players-row")).toBe("winter");
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

  it("is tested for each side in turn, with that side active", async () => {
    expect(checked.diagnostics).toEqual([]);
    const engine = await engineFor(checked.model, { seed: 1 });
    expect(engine.isOver()).toBe(true);
    // Three turns, side a only.
    expect(engine.state.tracks["tally"]).toBe(3);
  });
});
