/**
 * A priced choice (`choose ... costing cost within allowance`): each option
 * carries what it costs, the chosen name standing for it, and the decision
 * what the chooser has left to spend, so that a client can show a step of
 * movement with its cost. Options a restriction holds back take their costs
 * with them; a player who is shown no options is shown no costs.
 */
import { describe, expect, it } from "vitest";
import { formatText } from "../../dsl/format.js";
import { engineFor } from "../helpers/compiled.js";
import { brief, checkFiles } from "../helpers/spec.js";
import { stmtLines } from "../../generator/expr-text.js";

const spec = (choose: string) => `game g "G" {
  players: 2
  sides: a, b
  start: s
  setup {
    move pieces(camp) to x
  }
}
side a
side b
unit scout
box camp {
  size: 1
  1 scout
}
function price(to: area) = if to == y then 2 else 1
map m {
  layout: areas
  movement-cost: price
  area x
  area y
  area z
  area w
  link x -- y
  link x -- z
  link x -- w
}
decision go "Where the scout goes"
restriction not-w "The scout keeps out of w" {
  on: move
  check: not (to == w)
  message: "no one enters w"
}
sequence s {
  step only {
    run {
      march()
    }
  }
}
procedure march "March" () {
  let left = 3
${choose}
  move scout to to
}
`;
const PRICED = "  choose to from neighbours(x) + [x] by a as go about scout costing if to == x then 0 else step-cost(x, to, a) within left";

describe("a priced choice", () => {
  it("offers each option with its cost and the chooser's allowance, costs following the options a restriction leaves", async () => {
    const checked = checkFiles({ "game.rules": spec(PRICED) });
    expect(checked.diagnostics).toEqual([]);
    const e = await engineFor(checked.model, { seed: 1 });
    const d = e.pending()!;
    // w is held back by the restriction; y costs two, z one, staying in x nothing.
    expect(d.options).toEqual(["y", "z", "x"]);
    expect(d.costs).toEqual([2, 1, 0]);
    expect(d.allowance).toBe(3);
    expect(e.pendingFor("a")).toMatchObject({ options: ["y", "z", "x"], costs: [2, 1, 0], allowance: 3 });
    // The other side is shown no options, and so no costs.
    expect(e.pendingFor("b")).toMatchObject({ options: [], costs: [] });
    // A state passed through JSON keeps them.
    expect(JSON.parse(JSON.stringify(e.state)).wait).toMatchObject({ costs: [2, 1, 0], allowance: 3 });
  });

  it("leaves a choice without costing as it was", async () => {
    const checked = checkFiles({ "game.rules": spec("  choose to from neighbours(x) by a as go about scout") });
    const d = (await engineFor(checked.model, { seed: 1 })).pending()!;
    expect(d.costs).toBeUndefined();
    expect(d.allowance).toBeUndefined();
  });

  it("is checked: a cost and an allowance are whole numbers, and the chosen name stands for an option only in 'costing'", () => {
    const bad = checkFiles({ "game.rules": spec('  choose to from neighbours(x) by a as go costing "far" within true') });
    expect(brief(bad.diagnostics)).toEqual([
      expect.stringMatching(/'costing' gives what an option costs, a whole number/),
      expect.stringMatching(/'within' gives what the chooser has left to spend, a whole number/),
    ]);
    const unbound = checkFiles({ "game.rules": spec("  choose to from neighbours(x) by a as go within step-cost(x, to, a)") });
    expect(brief(unbound.diagnostics).join("\n")).toMatch(/unknown name 'to'/);
  });

  it("formats as written, and reads as steps in the reference", () => {
    const text = spec(PRICED);
    const once = formatText(text, "game.rules").text!;
    expect(once).toContain(`${PRICED}\n`);
    expect(formatText(once, "game.rules").text).toBe(once);
    const march = checkFiles({ "game.rules": text }).model.procedures!.find((p) => p.id === "march")!;
    expect(stmtLines(march.body).join("\n")).toContain("costing if to == x then 0 else step-cost(x, to, a) within left");
  });
});
