/**
 * A program in the intermediate form (`generator/ir/program.ts`): linked
 * once for the program, with every function, procedure, rule, invariant and
 * step of play in it, and the units the compiler writes read from it. Held
 * over the five games' base programs.
 */
import { describe, expect, it } from "vitest";
import { checkGame } from "../../dsl/check.js";
import type * as M from "../../dsl/model-types.js";
import { compileProgram } from "../../generator/compile/program.js";
import { baseProgram } from "../helpers/program.js";
import { irProgram } from "../../generator/ir/program.js";
import type { Binding } from "../../generator/ir/nodes.js";

const GAMES = ["apache", "squares", "once-we-moved-like-the-wind", "warpath", "navajo-wars"];

function allSteps(steps: readonly M.Step[] | undefined): M.Step[] {
  return (steps ?? []).flatMap((s) => [s, ...allSteps(s.children)]);
}

describe("a program in the intermediate form", () => {
  for (const game of GAMES) {
    it(`holds all of ${game}'s base program, linked once, and the compiler writes its units from it`, () => {
      const checked = checkGame(`specs/${game}/game.rules`);
      expect(checked.diagnostics.filter((d) => d.severity !== "warning")).toEqual([]);
      const P = baseProgram(checked.model);
      const ir = irProgram(P);
      expect(irProgram(P)).toBe(ir);
      const model = P.model;
      expect([...ir.functions.keys()].sort()).toEqual(model.functions.map((f) => f.id).sort());
      expect([...ir.procedures.keys()].sort()).toEqual(model.procedures.map((p) => p.id).sort());
      expect([...ir.invariants.keys()].sort()).toEqual(model.invariants.map((i) => i.id).sort());
      const steps = model.sequences.flatMap((s) => allSteps(s.children));
      expect(steps.every((s) => ir.steps.has(s))).toBe(true);
      expect(ir.steps.size).toBe(steps.length);
      const linkedHere = (r: M.Rule) => (r.kind === "trigger" ? r.on !== undefined : r.kind !== "restriction" && r.kind !== "modifier" && r.kind !== "availability");
      // A modifier once for each thing it changes, reading that thing's parameters and the value changed.
      for (const r of model.rules.filter((x) => x.kind === "modifier" && x.value !== undefined)) {
        const forms = ir.modifiers.get(r.id)!;
        expect([...forms.keys()].sort(), r.id).toEqual([...(r["applies-to"] ?? [])].sort());
        for (const [target, form] of forms) {
          const fn = model.functions.find((f) => f.id === target);
          const proc = model.procedures.find((p) => p.id === target);
          expect([...form.names.keys()], `${r.id} of ${target}`).toEqual([...(fn?.params ?? proc?.params ?? []).map((p) => p.name), fn ? "result" : "rolled"]);
        }
      }
      expect([...ir.rules.keys()].sort()).toEqual(model.rules.filter(linkedHere).map((r) => r.id).sort());
      for (const r of model.rules.filter((x) => x.kind === "restriction" && x.check !== undefined)) expect(ir.restrictions.has(r.id)).toBe(true);
      // Each rule is given what it reads: the side it is worked out for, an event's names, the area a limit holds in.
      for (const [id, rule] of ir.rules) {
        if (rule.rule.kind === "scoring" || rule.rule.kind === "standing" || (rule.rule.kind === "victory" && rule.rule["sudden-death"] === true)) expect([...rule.names.keys()], id).toEqual(["actor"]);
        if (rule.rule.kind === "trigger") expect(rule.names.has("actor"), id).toBe(true);
      }

      // Compiling the program writes its units from these very nodes: each binding is given its code.
      compileProgram(P);
      const given = (b: Binding) => b.local !== undefined;
      for (const [id, proc] of ir.procedures) {
        expect(proc.params.every(given), id).toBe(true);
        if (proc.triggers.length > 0) expect(proc.called.every(given), id).toBe(true);
      }
      for (const [id, fn] of ir.functions) expect(fn.params.every(given), id).toBe(true);
      for (const [id, rule] of ir.rules) if (rule.rule.kind === "trigger" || rule.rule.kind === "scoring" || rule.rule.kind === "standing" || (rule.rule.kind === "victory" && rule.rule["sudden-death"] === true && rule.rule.at === undefined && rule.rule.when !== undefined)) expect([...rule.names.values()].every(given), id).toBe(true);
      for (const [id, forms] of ir.restrictions) for (const rule of Object.values(forms)) expect([...rule!.names.values()].every(given), id).toBe(true);
      // A modifier's form is written where what it changes is: a function's result, a table's look-up, a procedure's dice.
      for (const [id, forms] of ir.modifiers) for (const [target, form] of forms) if (model.functions.some((f) => f.id === target)) expect([...form.names.values()].every(given), `${id} of ${target}`).toBe(true);
    });
  }
});
