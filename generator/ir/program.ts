/**
 * A program in the intermediate form, linked once for its whole
 * compilation (`irProgram`): its spec functions, its procedures with the
 * triggers on them, its rules, invariants, set-up and sequence of play,
 * each with the names it is given (a function's or procedure's parameters,
 * an event's names, the side a rule is worked out for, the area a limit is
 * checked in, what a modifier changes) as bindings. Every unit the compiler writes of these, and
 * every analysis of what a function gives or does, reads this one linking;
 * a binding is given its JavaScript variable or frame slot when the unit is
 * written out.
 */
import { EVENT_BINDINGS, OPTION_BINDINGS } from "../../dsl/builtins.js";
import type * as M from "../../dsl/model-types.js";
import type { ProgramContext } from "../compile/context.js";
import { linkBlock, linkExpr } from "./link.js";
import { mentionsName } from "./mentions.js";
import type { Binding, IrExpr, IrStmt } from "./nodes.js";

/** A spec function linked: its value, in which each parameter is read through its binding. */
export interface LinkedFunction {
  fn: M.Function;
  params: Binding[];
  value: IrExpr;
}

/**
 * A procedure linked: its body, in which each parameter is read through its
 * binding, and the triggers on it, which see the arguments as they were
 * called (bindings of their own: the body may change its parameters).
 */
export interface LinkedProcedure {
  proc: M.Procedure;
  params: Binding[];
  body: IrStmt[];
  /** The arguments as called, as the triggers read them. */
  called: Binding[];
  triggers: LinkedTrigger[];
}

export interface LinkedTrigger {
  rule: M.Rule;
  when?: IrExpr;
  run: IrStmt[];
}

/**
 * A rule linked where the names it is given are bindings: an event's names
 * and `actor` (a trigger on an event, a restriction), `actor` for the side
 * it is worked out for (a sudden-death victory, a scoring or standing
 * rule), `area` for a limit that must hold in every area.
 */
export interface LinkedRule extends LinkedTrigger {
  names: ReadonlyMap<string, Binding>;
  check?: IrExpr;
  points?: IrExpr;
  /** A modifier's amount. */
  value?: IrExpr;
}

/** A step of the sequence of play linked (no names are given to it). */
export interface LinkedStep {
  run: IrStmt[];
  until?: IrExpr;
  while?: IrExpr;
  skipWhen?: IrExpr;
  offer?: IrExpr;
}

/** What a restriction governs: a move (the move's names), or an option offered (an option's names). */
export type Governed = "move" | "option";

export interface IrProgram {
  functions: ReadonlyMap<string, LinkedFunction>;
  procedures: ReadonlyMap<string, LinkedProcedure>;
  /** The victories, limits, scoring and standing rules and triggers on events, by id (a trigger on a procedure is its procedure's). */
  rules: ReadonlyMap<string, LinkedRule>;
  /** The restrictions, by id and by what they govern. */
  restrictions: ReadonlyMap<string, Partial<Record<Governed, LinkedRule>>>;
  /**
   * The modifiers, by id and by what they apply to: each reads that
   * table's, function's or procedure's parameters and the value it changes
   * (`rolled`, `result`) by name, so it is linked once for each.
   */
  modifiers: ReadonlyMap<string, ReadonlyMap<string, LinkedRule>>;
  /** The invariants' conditions, by id. */
  invariants: ReadonlyMap<string, IrExpr>;
  setup?: IrStmt[];
  /** Every step of every sequence of play, interrupts included. */
  steps: ReadonlyMap<M.Step, LinkedStep>;
  /** Each sequence's `until`, by the sequence's id. */
  sequences: ReadonlyMap<string, { until?: IrExpr }>;
}

const programs = new WeakMap<ProgramContext, IrProgram>();

/** Program `P` in the intermediate form, linked the first time it is asked for and kept for the program. */
export function irProgram(P: ProgramContext): IrProgram {
  let found = programs.get(P);
  if (found === undefined) programs.set(P, (found = linkProgram(P)));
  return found;
}

function linkProgram(P: ProgramContext): IrProgram {
  const functions = new Map<string, LinkedFunction>();
  for (const fn of P.model.functions) {
    const params: Binding[] = fn.params.map((p) => ({ name: p.name }));
    functions.set(fn.id, { fn, params, value: linkExpr(fn.value, byName(params), P) });
  }
  const procedures = new Map<string, LinkedProcedure>();
  for (const proc of P.model.procedures) {
    const params: Binding[] = proc.params.map((p) => ({ name: p.name }));
    const called: Binding[] = proc.params.map((p) => ({ name: p.name }));
    const seen = byName(called);
    const triggers = P.model.rules
      .filter((r) => r.kind === "trigger" && (r["applies-to"] ?? []).includes(proc.id))
      .map((rule): LinkedTrigger => {
        const t: LinkedTrigger = { rule, run: linkBlock(rule.run ?? [], seen, P) };
        if (rule.when) t.when = linkExpr(rule.when, seen, P);
        return t;
      });
    procedures.set(proc.id, { proc, params, body: linkBlock(proc.body, byName(params), P), called, triggers });
  }
  const rules = new Map<string, LinkedRule>();
  const restrictions = new Map<string, Partial<Record<Governed, LinkedRule>>>();
  const modifiers = new Map<string, Map<string, LinkedRule>>();
  for (const rule of P.model.rules) {
    if (rule.kind === "restriction") {
      if (rule.check === undefined) continue;
      const forms: Partial<Record<Governed, LinkedRule>> = {};
      if (rule.on === "move") forms.move = linkRule(rule, [...(EVENT_BINDINGS["move"] ?? []), "actor"], P);
      if ((rule["applies-to"] ?? []).length > 0) forms.option = linkRule(rule, [...OPTION_BINDINGS, "actor"], P);
      restrictions.set(rule.id, forms);
    } else if (rule.kind === "trigger") {
      if (rule.on !== undefined) rules.set(rule.id, linkRule(rule, [...(EVENT_BINDINGS[rule.on] ?? []), "actor"], P));
    } else if (rule.kind === "modifier") {
      if (rule.value === undefined) continue;
      const forms = new Map<string, LinkedRule>();
      for (const target of rule["applies-to"] ?? []) {
        const names = modifiedNames(target, P);
        if (names !== undefined) forms.set(target, linkRule(rule, names, P));
      }
      modifiers.set(rule.id, forms);
    } else if (rule.kind !== "availability") rules.set(rule.id, linkRule(rule, namesOf(rule), P));
    // Availability is data, with nothing to link.
  }
  const invariants = new Map(P.model.invariants.map((inv) => [inv.id, linkExpr(inv.holds, NONE, P)]));
  const steps = new Map<M.Step, LinkedStep>();
  const sequences = new Map<string, { until?: IrExpr }>();
  const linkSteps = (list: readonly M.Step[] | undefined): void => {
    for (const n of list ?? []) {
      const step: LinkedStep = { run: linkBlock(n.run ?? [], NONE, P) };
      if (n.until) step.until = linkExpr(n.until, NONE, P);
      if (n.while) step.while = linkExpr(n.while, NONE, P);
      if (n["skip-when"]) step.skipWhen = linkExpr(n["skip-when"], NONE, P);
      if (n.offer) step.offer = linkExpr(n.offer, NONE, P);
      steps.set(n, step);
      linkSteps(n.children);
    }
  };
  for (const sequence of P.model.sequences) {
    sequences.set(sequence.id, sequence.until ? { until: linkExpr(sequence.until, NONE, P) } : {});
    linkSteps(sequence.children);
  }
  const program: IrProgram = { functions, procedures, rules, restrictions, modifiers, invariants, steps, sequences };
  if (P.model.game.setup) program.setup = linkBlock(P.model.game.setup, NONE, P);
  return program;
}

const NONE: ReadonlyMap<string, Binding> = new Map();

/**
 * The names a rule other than a trigger or restriction is given: the side it
 * is worked out for (`actor`), for a sudden-death victory and a scoring or
 * standing rule; `area`, for a limit whose check names it (it must hold in
 * every area).
 */
function namesOf(rule: M.Rule): string[] {
  if ((rule.kind === "victory" && rule["sudden-death"] === true) || rule.kind === "scoring" || rule.kind === "standing") return ["actor"];
  if (rule.kind === "limit" && rule.check !== undefined && mentionsName(rule.check, "area")) return ["area"];
  return [];
}

/**
 * The names a modifier of `target` reads: a function's parameters and its
 * `result`, a procedure's and the dice `rolled` in it, a table's key
 * `rolled`; undefined for anything else, which no modifier changes.
 */
function modifiedNames(target: string, P: ProgramContext): string[] | undefined {
  const fn = P.model.functions.find((f) => f.id === target);
  if (fn) return [...fn.params.map((p) => p.name), "result"];
  const proc = P.model.procedures.find((p) => p.id === target);
  if (proc) return [...proc.params.map((p) => p.name), "rolled"];
  return P.model.tables.some((t) => t.id === target) ? ["rolled"] : undefined;
}

/** A rule linked where `names` are bindings. */
function linkRule(rule: M.Rule, names: readonly string[], P: ProgramContext): LinkedRule {
  const bindings = new Map<string, Binding>();
  for (const name of names) if (!bindings.has(name)) bindings.set(name, { name });
  const linked: LinkedRule = { rule, names: bindings, run: linkBlock(rule.run ?? [], bindings, P) };
  if (rule.when) linked.when = linkExpr(rule.when, bindings, P);
  if (rule.check) linked.check = linkExpr(rule.check, bindings, P);
  if (rule.points) linked.points = linkExpr(rule.points, bindings, P);
  if (rule.value) linked.value = linkExpr(rule.value, bindings, P);
  return linked;
}

function byName(bindings: readonly Binding[]): Map<string, Binding> {
  return new Map(bindings.map((b) => [b.name, b]));
}

/** The spec function `fn` of program `P`, linked (once for the program). */
export function linkedFunction(P: ProgramContext, fn: M.Function): LinkedFunction {
  const found = irProgram(P).functions.get(fn.id);
  if (found === undefined || found.fn !== fn) throw new Error(`'${fn.id}' is no function of this program`);
  return found;
}
