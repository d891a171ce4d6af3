/**
 * Expressions over lists written as loops: selections, counts and searches
 * that stop early, reductions of spec functions (`empty`, `count`, `first`),
 * and calls of built-ins, spec functions and modifiers.
 */
import type * as M from "../../dsl/model-types.js";
import { tsString } from "../escape.js";
import { calleeOf } from "../ir/link.js";
import type { IrExpr, IrKey, IrOf } from "../ir/nodes.js";
import { irProgram } from "../ir/program.js";
import { CompileError, type ProgramContext, REDUCTIONS, type Reduction, type Scope } from "./context.js";
import { asBoolean, BOOLEAN_OPERATORS, binaryText, bind, booleanValued, memberOf, conditionOf, copiesOf, emitExpr, functionCall, fusedSelection, pieceFieldRead, piecesArg, placePiecesOf, pure, READ_TWICE, readSourceOf, reducedOf, reducible, symText } from "./expressions.js";

/** Statements to run first, and the expression that holds the value once they have run. */
interface Lowered {
  pre: string[];
  expr: string;
}

export const indented = (lines: readonly string[]): string[] => lines.map((l) => `  ${l}`);

/**
 * A function's value as statements and an expression: `empty`, `count` and
 * `first` of a selection without effects become loops (selections inside
 * them loops inside loops), where the closures of `some` and `filter` would
 * make a function object for every item of the outer list. Everything else
 * is the expression `emitExpr` writes, so both give the same value, and
 * the same errors in the same order: `and`, `or` and `if` work out their
 * other operands only when they are read, and a left operand is kept in a
 * variable before the statements of a right one run. `cond` asks for a
 * value used as a condition (checked to be true or false, as `conditionOf` does).
 */
export function lowerNode(e: IrExpr, scope: Scope, cond: boolean): Lowered {
  // Each form is put together from its lowered parts, as `emitExpr` and `conditionOf` would
  // write it when no part needs statements, so no part is compiled twice.
  switch (e.k) {
    case "unary": {
      if (e.operator !== "not") break;
      const a = lowerNode(e.arg, scope, true);
      return { pre: a.pre, expr: `!${a.expr}` };
    }
    case "binary": {
      if (e.operator === "and" || e.operator === "or") {
        const l = lowerNode(e.left, scope, true);
        const r = lowerNode(e.right, scope, true);
        if (r.pre.length === 0) return { pre: l.pre, expr: `(${l.expr} ${e.operator === "and" ? "&&" : "||"} ${r.expr})` };
        const t = scope.locals.variable(e.operator === "and" ? "both" : "either");
        return { pre: [...l.pre, `let ${t} = ${l.expr};`, `if (${e.operator === "and" ? t : `!${t}`}) {`, ...indented(r.pre), `  ${t} = ${r.expr};`, "}"], expr: t };
      }
      const bounded = boundedCount(e, scope);
      if (bounded) return bounded;
      const l = lowerNode(e.left, scope, false);
      const member = e.operator === "in" ? memberOf(e.right, scope) : undefined;
      const r = member !== undefined ? { pre: [], expr: member } : lowerNode(e.right, scope, false);
      let left = l.expr;
      const pre = [...l.pre];
      if (r.pre.length > 0) {
        left = scope.locals.variable("left");
        pre.push(`const ${left} = ${l.expr};`, ...r.pre);
      }
      const text = binaryText(e, left, r.expr);
      return { pre, expr: cond && !BOOLEAN_OPERATORS.has(e.operator) ? `V.truthy(${text})` : text };
    }
    case "if": {
      const chosen = choice(lowerNode(e.cond, scope, true), lowerNode(e.then, scope, false), lowerNode(e.else, scope, false), scope);
      return cond ? { pre: chosen.pre, expr: `V.truthy(${chosen.expr})` } : chosen;
    }
    case "call": {
      const loop = reductionLoop(e, scope);
      if (loop) return cond && loop.kind !== "empty" ? { pre: loop.pre, expr: `V.truthy(${loop.expr})` } : loop;
      // A spec function or a built-in given its arguments as they are (`sum([... for k in ks])`):
      // arguments that need statements have them run first, in the order written.
      const callee = plainCallee(e, scope);
      if (callee === undefined) break;
      const args = lowerNodes(e.args, scope);
      if (args.pre.length === 0) break;
      const text = `${callee}(${["ctx", ...args.exprs].join(", ")})`;
      return { pre: args.pre, expr: !cond ? text : booleanValued(e, scope.P) ? asBoolean(e, text) : `V.truthy(${text})` };
    }
    case "select": {
      // A bare selection is a copy of its list, which `emitExpr` writes.
      if (!e.where && !e.value) break;
      const loop = selectionLoop(e, scope);
      return cond ? { pre: loop.pre, expr: `V.truthy(${loop.expr})` } : loop;
    }
  }
  return { pre: [], expr: cond ? conditionOf(e, scope) : emitExpr(e, scope) };
}

/** Built-ins that `compileCall` writes in a form of their own, not as a call given its arguments. */
const OWN_FORMS = new Set(["lookup", "enabled", "roll", ...REDUCTIONS, "last"]);

/**
 * What a call is compiled to call when it hands its arguments over as they
 * are: a spec function (`ctx.fn[n]!`) or a built-in's general form
 * (`B.sum`); undefined for a table, and for built-ins compiled in a form of
 * their own.
 */
export function plainCallee(e: IrOf<"call">, scope: Scope): string | undefined {
  const callee = e.callee;
  if (callee.to === "function") return functionCall(callee.sym);
  if (callee.to === "table" || callee.keyword !== undefined || callee.name === "" || OWN_FORMS.has(callee.name)) return undefined;
  const js = callee.record?.run;
  return js === undefined ? undefined : `B.${js}`;
}

/**
 * A selection that filters or maps as loops into a new list, where
 * `filter` and `map` would make a closure at every evaluation (and make the
 * unit around it keep its variables on the heap). Items are tested in order
 * and then mapped in order, as `filter(...).map(...)` does, so the same
 * dice are rolled and the same errors raised in the same order.
 */
function selectionLoop(e: IrOf<"select">, scope: Scope): Lowered {
  const source = e.in.k === "select" ? lowerNode(e.in, scope, false) : { pre: [], expr: readSourceOf(e.in, scope) };
  const items = scope.locals.variable("items");
  const out = scope.locals.variable("selected");
  const x = scope.locals.variable(e.binding.name);
  const inner = bind(scope, e.binding, { r: x, w: x });
  const pre = [...source.pre, `const ${items} = ${source.expr};`, `const ${out}: V.Value[] = [];`];
  const loop = (list: string, body: (i: string) => string[]): void => {
    pre.push(...itemLoop(scope, list, x, body));
  };
  if (e.where) {
    const where = lowerNode(e.where, inner, true);
    loop(items, () => [...where.pre, `if (${where.expr}) ${out}.push(${x});`]);
  }
  if (e.value) {
    const value = lowerNode(e.value, inner, false);
    // Mapped in place once filtered: the filtered list is this selection's own.
    if (e.where) loop(out, (i) => [...value.pre, `${out}[${i}] = ${value.expr};`]);
    else loop(items, () => [...value.pre, `${out}.push(${value.expr});`]);
  }
  return { pre, expr: out };
}

/**
 * The expressions of one statement, lowered (see `lowerNode`) in the order they
 * are written: statements to run first, and each value's expression. Where
 * a later one needs statements, the earlier values are kept in variables
 * before those run, so every value is still worked out in the written order.
 */
export function lowerNodes(es: readonly IrExpr[], scope: Scope): { pre: string[]; exprs: string[] } {
  const pre: string[] = [];
  const exprs: string[] = [];
  // Values before this index are kept in variables already.
  let kept = 0;
  for (const x of es) {
    const l = lowerNode(x, scope, false);
    if (l.pre.length > 0) {
      for (let j = kept; j < exprs.length; j++) {
        const variable = scope.locals.variable("value");
        pre.push(`const ${variable} = ${exprs[j]!};`);
        exprs[j] = variable;
      }
      kept = exprs.length;
      pre.push(...l.pre);
    }
    exprs.push(l.expr);
  }
  return { pre, exprs };
}

/**
 * A function's reduced form (`destinations#empty`, see `reducedOf`) as
 * statements: a selection as a loop, a choice between two as `if`, anything
 * else as `reducedOf` writes it.
 */
export function lowerReduction(kind: Reduction, e: IrExpr, scope: Scope): Lowered {
  if (e.k === "select") {
    // The built-in `kind` called on the selection, as a loop when it can be one.
    const call: IrOf<"call"> = { k: "call", callee: calleeOf(kind, scope.P), args: [e], ty: e.ty, src: { op: "call", callee: { op: "name", name: kind }, args: [e.src] } };
    return reductionLoop(call, scope) ?? { pre: [], expr: reducedOf(kind, e, scope) };
  }
  if (e.k === "if") return choice(lowerNode(e.cond, scope, true), lowerReduction(kind, e.then, scope), lowerReduction(kind, e.else, scope), scope);
  return { pre: [], expr: reducedOf(kind, e, scope) };
}

/** `if c then a else b` from its lowered parts: a conditional expression, or statements where a branch needs some (only the branch taken runs them). */
function choice(c: Lowered, a: Lowered, b: Lowered, scope: Scope): Lowered {
  if (a.pre.length === 0 && b.pre.length === 0) return { pre: c.pre, expr: `(${c.expr} ? ${a.expr} : ${b.expr})` };
  const t = scope.locals.variable("chosen");
  return { pre: [...c.pre, `let ${t}: V.Value;`, `if (${c.expr}) {`, ...indented(a.pre), `  ${t} = ${a.expr};`, "} else {", ...indented(b.pre), `  ${t} = ${b.expr};`, "}"], expr: t };
}

/** `empty`, `count` or `first` (the built-ins) of a selection without effects, as a loop; undefined for any other call. */
function reductionLoop(e: IrOf<"call">, scope: Scope, bound?: CountBound): (Lowered & { kind: Reduction }) | undefined {
  const callee = e.callee;
  if (callee.to !== "builtin" || callee.keyword !== undefined || !REDUCTIONS.includes(callee.name) || e.args.length !== 1) return undefined;
  const list = e.args[0]!;
  if (list.k !== "select" || !reducible(list, scope.P)) return undefined;
  const kind = callee.name as Reduction;
  const items = scope.locals.variable("items");
  const result = scope.locals.variable(kind === "empty" ? "found" : kind);
  const x = scope.locals.variable(list.binding.name);
  const where = lowerNode(list.where!, bind(scope, list.binding, { r: x, w: x }), true);
  const start = kind === "empty" ? `let ${result} = false;` : kind === "count" ? `let ${result} = 0;` : `let ${result}: V.Value = null;`;
  const act = kind === "empty" ? [`${result} = true; break;`] : kind === "count" ? [`${result}++;`, ...(bound ? [`if (${result} >= ${bound.high}) break;`] : [])] : [`${result} = ${x}; break;`];
  // A bounded count also stops once what it could still reach falls below `low` (see `boundedCount`).
  const settled = (i: string) => (bound && kind === "count" ? [`if (${result} + ${items}.length - 1 - ${i} < ${bound.low}) break;`] : []);
  const pre = [`const ${items} = ${readSourceOf(list.in, scope)};`, start, ...itemLoop(scope, items, x, (i) => [...where.pre, `if (${where.expr}) {`, ...indented(act), "}", ...settled(i)])];
  return { pre, expr: kind === "empty" ? `!${result}` : result, kind };
}

/** Where a count may stop: once it reaches `high`, or once all it could still reach is below `low`. */
interface CountBound {
  high: number;
  low: number;
}

/** Comparison operators turned around, for a count written on the right (`3 == count(...)`). */
const MIRRORED: Readonly<Record<string, string>> = { "==": "==", "!=": "!=", "<": ">", "<=": ">=", ">": "<", ">=": "<=" };

/**
 * A count of a selection without effects compared with a whole number
 * written in the spec (`count([for a in line if ...]) == 3`), as a loop that
 * stops as soon as the comparison cannot come out otherwise: the count only
 * grows, so once it reaches `high` it is known to stay at or above it, and
 * once what it could still reach falls below `low` it is known to stay below
 * that. Either way the count so far compares with the number as the whole
 * count would, so the comparison is written as it is, on the count so far.
 */
function boundedCount(e: IrOf<"binary">, scope: Scope): Lowered | undefined {
  const mirrored = MIRRORED[e.operator];
  if (mirrored === undefined) return undefined;
  const counted = (x: IrExpr) => x.k === "call" && (x.callee.to === "builtin" ? x.callee.name : x.callee.id) === "count";
  const onLeft = counted(e.left) && e.right.k === "int";
  if (!onLeft && !(counted(e.right) && e.left.k === "int")) return undefined;
  const k = (onLeft ? e.right : e.left) as IrOf<"int">;
  const n = k.value;
  // The count compared as `count op n`: at or above `high`, or sure to end below `low`, the answer is settled.
  const op = onLeft ? e.operator : mirrored;
  const loop = reductionLoop((onLeft ? e.left : e.right) as IrOf<"call">, scope, { high: op === ">=" ? n : n + 1, low: op === ">" || op === "<=" ? n + 1 : n });
  if (loop === undefined) return undefined;
  const number = emitExpr(k, scope);
  return { pre: loop.pre, expr: onLeft ? binaryText(e, loop.expr, number) : binaryText(e, number, loop.expr) };
}

/** A loop over a list (JavaScript) binding each item to `x`, around the statements `body` writes for its index. */
function itemLoop(scope: Scope, list: string, x: string, body: (i: string) => string[]): string[] {
  const i = scope.locals.variable("i");
  return [`for (let ${i} = 0; ${i} < ${list}.length; ${i}++) {`, `  const ${x} = ${list}[${i}]!;`, ...indented(body(i)), "}"];
}

/** The modifiers that apply to a table, function or procedure. */
export function modifiersOf(P: ProgramContext, id: string): M.Rule[] {
  return P.model.rules.filter((r) => r.kind === "modifier" && r.value !== undefined && (r["applies-to"] ?? []).includes(id));
}

/**
 * `base` with the modifiers of `target` (a table, function or procedure)
 * added that hold where it is computed. Each modifier's condition and
 * amount read the target's parameters by name (a procedure's `place`, a
 * function's parameters) and `bound` (`rolled`, `result`), the value being
 * modified: the names the checker gives it, linked once for the program
 * (`irProgram`), and no other local of the point where it is compiled. A
 * modifier for a side applies only when that side acts.
 */
export function modified(base: string, target: string, scope: Scope, bound: string): string {
  const mods = modifiersOf(scope.P, target);
  if (mods.length === 0) return base;
  const v = scope.locals.variable(bound);
  const deltas = mods.map((m) => {
    const linked = irProgram(scope.P).modifiers.get(m.id)!.get(target)!;
    let inner: Scope = { ...scope, names: new Map() };
    for (const [name, binding] of linked.names) {
      // A parameter is read as the point of compiling has it (a `let` there may have taken its name).
      const local = name === bound ? { r: v, w: v } : scope.names.get(name);
      if (local === undefined) throw new CompileError(`modifier '${m.id}' reads '${name}', which '${target}' does not give here`);
      inner = bind(inner, binding, local);
    }
    const conds = [m.side ? `ctx.actor === ${tsString(m.side)}` : "", linked.when ? `${conditionOf(linked.when, inner)}` : ""].filter(Boolean);
    const amount = `V.num(${emitExpr(linked.value!, inner)}, ${tsString(`modifier '${m.id}'`)})`;
    return conds.length ? `(${conds.join(" && ")} ? ${amount} : 0)` : amount;
  });
  return `((${v}: V.Value): V.Value => V.modify(${v}, [${deltas.join(", ")}]))(${base})`;
}

/** A linked call as JavaScript: a table look-up, a spec function's call, or a built-in's. */
export function emitCall(e: IrOf<"call">, scope: Scope): string {
  if (e.src.op !== "call" || e.src.callee.op !== "name") throw new CompileError("only named functions can be called");
  const name = e.src.callee.name;
  const callee = e.callee;
  const args = () => e.args.map((a) => emitExpr(a, scope));
  // Bare names among a table's keys are literal keys (see `IrKey`).
  const key = (k: IrKey) => ("literal" in k ? tsString(k.literal) : emitExpr(k.value, scope));
  // A table's modifiers change its first key (a die roll), kept within the table's rows.
  const lookup = (table: string, id: string | undefined, keys: string[]) => {
    if (id !== undefined && modifiersOf(scope.P, id).length > 0 && keys.length > 0) keys = [`V.clampKey(ctx, ${table}, ${modified(keys[0]!, id, scope, "rolled")})`, ...keys.slice(1)];
    if (keys.length > 2) throw new CompileError(`a table is read with a row and at most one column, not ${keys.length} keys`);
    return `V.lookupTable(ctx, ${[table, ...keys].join(", ")})`;
  };
  if (callee.to === "table") return lookup(symText(callee.sym), name, e.keys!.map(key));
  if (callee.to === "function" && scope.calls !== undefined && e.args.length === 1 && pure(e, scope.P)) {
    const key = JSON.stringify(e.src);
    scope.calls.seen.set(key, (scope.calls.seen.get(key) ?? 0) + 1);
    const kept = scope.calls.kept.get(key);
    if (kept !== undefined) return `(${kept}[si] ??= ${functionCall(callee.sym)}(ctx, ${args()[0]!}))`;
  }
  if (callee.to === "function") return `${functionCall(callee.sym)}(${["ctx", ...args()].join(", ")})`;
  if (name === "lookup") {
    const t = e.args[0];
    const table = e.table?.sym ? symText(e.table.sym) : e.table ? tsString(e.table.id) : `String(${emitExpr(t!, scope)})`;
    return lookup(table, e.table?.id, e.keys!.map(key));
  }
  // Known when the program is compiled: each combination of variants is a program of its own.
  if (name === "enabled") {
    const v = e.args[0];
    if (v?.k !== "name") throw new CompileError("'enabled' takes the name of a variant or scenario");
    return String(scope.P.enabled.has(v.name));
  }
  // `count`, `empty`, `first` and `last` of a place's pieces read them where they stand, without a copy.
  const only = e.args.length === 1 ? piecesArg(e.args[0]!) : undefined;
  if ((name === "count" || name === "empty" || name === "first" || name === "last") && only) {
    const list = placePiecesOf(only, scope);
    if (name === "last") return `B.last(ctx, ${list} as V.Value)`;
    return name === "count" ? `${list}.length` : name === "empty" ? `(${list}.length === 0)` : `(${list}[0] ?? null)`;
  }
  // `count` and `empty` of a side's pieces in a place count them where they stand.
  const ofSide = e.args.length === 1 ? e.args[0]! : undefined;
  if ((name === "count" || name === "empty") && ofSide?.k === "call" && ofSide.callee.to === "builtin" && ofSide.callee.keyword === undefined && ofSide.callee.name === "pieces-of" && ofSide.args.length === 2) {
    const counted = `B.countOwned(ctx, ${emitExpr(ofSide.args[0]!, scope)}, ${placePiecesOf(ofSide.args[1]!, scope)})`;
    return name === "count" ? counted : `(${counted} === 0)`;
  }
  // A side's copy of a holder every player has, the holder named as written: each side's copy is
  // a place the module numbers, found now rather than by name at every call.
  const holder = name === "of" && e.args.length === 2 ? e.args[0]! : undefined;
  if (holder?.k === "name" && holder.target.to === "named" && holder.target.eachPlayer === true) {
    return `V.copyOf(ctx, ${copiesOf(holder.name, scope.P)}, ${tsString(holder.name)}, ${emitExpr(e.args[1]!, scope)})`;
  }
  const fused = fusedSelection(name, e, scope);
  if (fused !== undefined) return fused;
  const js = callee.record?.run;
  if (!js) throw new CompileError(`the built-in '${name}' is not available`);
  const given = args();
  const field = callee.record?.pieceField;
  if (field !== undefined && given.length === 1 && READ_TWICE.test(given[0]!)) return pieceFieldRead(given[0]!, field, `B.${js}`);
  const call = `B.${js}(${["ctx", ...given].join(", ")})`;
  // A procedure's modifiers change the dice rolled in its own statements.
  if (name === "roll" && scope.proc !== undefined) {
    return modified(call, scope.proc, scope, "rolled");
  }
  return call;
}
