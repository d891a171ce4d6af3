/**
 * Compiles a resolved model to the units of one program (see `Units` in
 * `runtime/core/commands.ts`): functions, procedures that never ask as plain
 * functions, procedures that can ask (and the whole game) as resumable steps
 * over an explicit frame, and the checks run between steps.
 *
 * Every name is resolved here, once, against the same index of the game's
 * data the engine uses; built-ins and commands become direct calls into the
 * runtime core. A procedure that can ask keeps all its locals in its frame
 * (`L[i]`), so where play waits is plain JSON; its statements are lowered to
 * numbered blocks, and `f.pc` says which block runs next.
 */
import { pointsUnit, suddenUnit, violationsUnit } from "./checks.js";
import type { ProgramContext, Reduction } from "./context.js";
import { allowUnit, onUnit } from "./events.js";
import { constantsOf, reductionsWanted } from "./expressions.js";
import { functionUnit, procedureUnit } from "./procedures.js";
import { gameUnit, setupUnit } from "./sequence.js";
import { MOVE_FORM, MOVEMENT_KEYS } from "../symbols.js";

/** The source of every unit of one program. */
export interface ProgramUnits {
  f: Map<string, string>;
  p: Map<string, string>;
  s: Map<string, string>;
  sudden: string;
  scores: string;
  /** Each side's standing: its scores and the standing rules' points. */
  standing: string;
  violations: string;
  on: string;
  watched: string[];
  allow: string;
  restricted: string[];
  /** Lists fixed at compile time, by name (`K_...`), as code. */
  constants: Map<string, string>;
}

export function compileProgram(P: ProgramContext): ProgramUnits {
  const on = onUnit(P);
  const allow = allowUnit(P);
  const units: ProgramUnits = { f: new Map(), p: new Map(), s: new Map([["#game", gameUnit(P)]]), sudden: suddenUnit(P), scores: pointsUnit(P, ["scoring"]), standing: pointsUnit(P, ["scoring", "standing"]), violations: violationsUnit(P), on: on.text, watched: on.watched, allow: allow.text, restricted: allow.restricted, constants: constantsOf(P) };
  const setup = setupUnit(P);
  if (setup) units.s.set("#setup", setup);
  for (const fn of P.model.functions) units.f.set(fn.id, functionUnit(fn, P));
  for (const p of P.model.procedures) {
    const u = procedureUnit(p, P);
    units[u.kind].set(p.id, u.text);
  }
  // Each map's movement functions in the form searches call them by (`name#move`).
  for (const map of P.model.maps) {
    for (const key of MOVEMENT_KEYS) {
      const name = map[key];
      const fn = name === undefined ? undefined : P.model.functions.find((f) => f.id === name);
      if (fn === undefined) continue;
      if (!units.f.has(`${fn.id}${MOVE_FORM}`)) units.f.set(`${fn.id}${MOVE_FORM}`, functionUnit(fn, P, undefined, true));
    }
  }
  // The reduced forms the code calls, and those they call in turn, in a fixed order.
  for (;;) {
    const next = [...reductionsWanted(P)].sort().find((u) => !units.f.has(u));
    if (next === undefined) break;
    const [id, kind] = next.split("#") as [string, Reduction];
    units.f.set(next, functionUnit(P.model.functions.find((f) => f.id === id)!, P, kind));
  }
  return units;
}
