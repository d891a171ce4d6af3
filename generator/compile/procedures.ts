/**
 * Procedures and functions as units: which procedures can ask, and each
 * compiled as a plain function or as resumable steps over a frame.
 */
import type * as M from "../../dsl/model-types.js";
import { MOVE_PARAMS } from "../../runtime/core/builtins.js";
import { tsString } from "../escape.js";
import { plain, stepUnit } from "./blocks.js";
import { CompileError, type Local, Locals, type ProgramContext, type Reduction, type Scope } from "./context.js";
import { irProgram, linkedFunction } from "../ir/program.js";
import { bind, conditionOf, emitExpr, pure, reducedOf } from "./expressions.js";
import { indented, lowerNode, lowerReduction, modified, modifiersOf, plainCallee } from "./loops.js";
import { sharedParts } from "../ir/shared.js";
import { type Node, emitBlock, js } from "./statements.js";

/** Which procedures can ask: those with a `choose`, and those calling one that can (or whose triggers can). */
export function askingProcedures(model: M.Model): Set<string> {
  const procs = new Map(model.procedures.map((p) => [p.id, p]));
  const triggers = (id: string) => model.rules.filter((r) => r.kind === "trigger" && (r["applies-to"] ?? []).includes(id));
  const direct = (stmts: readonly M.Stmt[], asking: Set<string>): boolean =>
    stmts.some((s) => {
      switch (s.do) {
        case "choose":
          return true;
        case "call":
          return asking.has(s.name);
        case "if":
          return direct(s.then, asking) || direct(s.else ?? [], asking);
        case "for":
        case "repeat":
        case "while":
          return direct(s.body, asking);
        default:
          return false;
      }
    });
  const asking = new Set<string>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const [id, p] of procs) {
      if (asking.has(id)) continue;
      if (direct(p.body, asking) || triggers(id).some((t) => direct(t.run ?? [], asking))) {
        asking.add(id);
        changed = true;
      }
    }
  }
  return asking;
}

export function scopeFor(P: ProgramContext, machine: boolean, actor: string, first = 0): Scope {
  return { names: new Map(), locals: new Locals(machine, first), actor, P };
}

/** A procedure's body, then the triggers on it, which see the arguments it was called with. */
function procedureNodes(p: M.Procedure, scope: Scope, params: Local[]): Node[] {
  // The body and triggers as linked once for the program; its parameters are this unit's locals.
  const linked = irProgram(scope.P).procedures.get(p.id)!;
  let s = scope;
  linked.params.forEach((b, i) => (s = bind(s, b, params[i]!)));
  const nodes: Node[] = [];
  let seen = scope;
  if (linked.triggers.length > 0) {
    // Copies of the arguments as called: the body may change its parameters.
    linked.called.forEach((b, i) => {
      const c = scope.locals.fresh(p.params[i]!.name);
      nodes.push(js(c.declare(params[i]!.r)));
      seen = bind(seen, b, c);
    });
  }
  nodes.push(...emitBlock(linked.body, s));
  for (const t of linked.triggers) {
    const run = [js(`X.events.push({ type: "trigger", trigger: ${tsString(t.rule.id)} });`), ...emitBlock(t.run, seen)];
    nodes.push(t.when ? { k: "if", cond: `${conditionOf(t.when, seen)}`, then: run, else: [] } : { k: "if", cond: "true", then: run, else: [] });
  }
  return nodes;
}

export function procedureUnit(p: M.Procedure, P: ProgramContext): { kind: "p" | "s"; text: string } {
  if (P.asking.has(p.id)) {
    const scope = { ...scopeFor(P, true, "actor", p.params.length), proc: p.id };
    const params: Local[] = p.params.map((_, i) => ({ r: `L[${i}]!`, w: `L[${i}]` }));
    return { kind: "s", text: stepUnit(procedureNodes(p, scope, params), [], ["const actor = f.a;", "const ctx = C.exprCtx(X, actor);"]) };
  }
  const scope = { ...scopeFor(P, false, "actor"), proc: p.id };
  const params = p.params.map((q) => scope.locals.variable(q.name));
  const body = plain(procedureNodes(p, scope, params.map((v) => ({ r: v, w: v }))), "  ");
  return { kind: "p", text: [`(X: C.RunContext, actor: string | undefined${params.map((v) => `, ${v}: V.Value`).join("")}): void => {`, "  const ctx = C.exprCtx(X, actor);", ...body, "}"].join("\n") };
}

export function functionUnit(fn: M.Function, P: ProgramContext, reduction?: Reduction, move = false): string {
  // The value as linked once for the program; its parameters are this unit's variables.
  const linked = linkedFunction(P, fn);
  let scope = scopeFor(P, false, "ctx.actor");
  const params = fn.params.map((q, i) => {
    const v = scope.locals.variable(q.name);
    scope = bind(scope, linked.params[i]!, { r: v, w: v });
    return v;
  });
  // The movement form takes the five arguments of a search's step, in their order, and reads those its parameters name.
  const given = move ? MOVE_PARAMS.map((name) => params[fn.params.findIndex((q) => q.name === name)] ?? `_${name}`) : params;
  if (move) for (const q of fn.params) if (!(MOVE_PARAMS as readonly string[]).includes(q.name)) throw new CompileError(`function '${fn.id}' prices movement, so its parameters are bound by name; '${q.name}' is not one of ${MOVE_PARAMS.join(", ")}`);
  const signature = `(${["ctx: V.EvalContext", ...given.map((v) => `${v}: V.Value`)].join(", ")}): V.Value`;
  // A function with no effect keeps what it reads twice, or in every item of a selection, once worked out.
  const kept: string[] = [];
  if (pure(linked.value, P)) {
    const parts = sharedParts(linked.value, linked.params, (e) => plainCallee(e, scope) !== undefined);
    if (parts.groups > 0) {
      for (let g = 0; g < parts.groups; g++) kept.push(scope.locals.variable("kept"));
      scope = { ...scope, shared: { group: parts.group, vars: kept } };
    }
  }
  const declared = kept.map((v) => `  let ${v}: V.Value | undefined;`);
  // Selections reduced to a count, a test or a first item run as loops (see `lowerNode`).
  if (modifiersOf(P, fn.id).length === 0) {
    const low = reduction ? lowerReduction(reduction, linked.value, scope) : lowerNode(linked.value, scope, false);
    if (low.pre.length > 0) return [`${signature} => {`, ...declared, ...indented(low.pre), `  return ${low.expr};`, "}"].join("\n");
  }
  const value = reduction ? reducedOf(reduction, linked.value, scope) : modified(emitExpr(linked.value, scope), fn.id, scope, "result");
  return declared.length === 0 ? `${signature} => ${value}` : [`${signature} => {`, ...declared, `  return ${value};`, "}"].join("\n");
}
