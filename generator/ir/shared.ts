/**
 * A pass over a spec function's linked value: the subexpressions worth
 * working out once per call of the function. A function with no effect
 * (`pure`) gives the same value for the same call while it runs, since
 * nothing changes the board meanwhile; so a read or call it makes twice
 * (`owner(u)` in two conditions), or makes inside a selection though it
 * reads only the function's parameters (`location(u)` at every neighbour),
 * can be kept the first time it is worked out and read from then on.
 * Kept, not worked out in advance: a part an `and` or `if` skips is still
 * skipped, so the same errors come in the same order.
 */
import type { Binding, IrExpr } from "./nodes.js";

/** The groups of alike subexpressions to keep: each node of a group, by node, and how many groups there are. */
export interface SharedParts {
  group: ReadonlyMap<IrExpr, number>;
  groups: number;
}

/**
 * The subexpressions of `value` to keep: reads of a field and calls (of a
 * spec function, or a built-in written as a plain call, which `plain`
 * says) that read only the parameters, constants and the state, that give
 * one value (not a list, which compiled code reads in place; a truth value
 * only when a call works it out, a field's being read as it stands), and
 * that are written twice or inside a selection.
 */
export function sharedParts(value: IrExpr, params: readonly Binding[], plain: (e: IrExpr & { k: "call" }) => boolean): SharedParts {
  return partsOf(value, (b) => {
    const i = params.indexOf(b);
    return i >= 0 ? `param:${i}` : undefined;
  }, plain);
}

/**
 * The same for an expression a statement works out, when it has no effect:
 * the board stands still while it is worked out, and so do the names bound
 * before it (the procedure's parameters and locals), so a part it reads
 * twice, or inside a selection though it reads only those, is kept too. A
 * list is kept as well (`reachable(here, ...)` written in a selection over
 * the neighbours searches once, not once a neighbour).
 */
export function statementParts(value: IrExpr, plain: (e: IrExpr & { k: "call" }) => boolean): SharedParts {
  const inner = new Set<Binding>();
  boundInside(value, inner);
  const numbers = new Map<Binding, number>();
  return partsOf(
    value,
    (b) => {
      if (inner.has(b)) return undefined;
      let n = numbers.get(b);
      if (n === undefined) numbers.set(b, (n = numbers.size));
      return `local:${n}`;
    },
    plain,
    true,
  );
}

/** The names a selection binds inside an expression. */
function boundInside(e: IrExpr, out: Set<Binding>): void {
  if (e.k === "select") out.add(e.binding);
  for (const x of childrenOf(e)) boundInside(x, out);
}

function childrenOf(e: IrExpr): IrExpr[] {
  switch (e.k) {
    case "unary":
      return [e.arg];
    case "binary":
      return [e.left, e.right];
    case "if":
      return [e.cond, e.then, e.else];
    case "call":
      return [...e.args, ...(e.keys ?? []).flatMap((k) => ("value" in k ? [k.value] : []))];
    case "field":
      return [e.object];
    case "index":
      return [e.object, e.index];
    case "list":
      return e.items;
    case "select":
      return [e.in, ...(e.where ? [e.where] : []), ...(e.value ? [e.value] : [])];
    default:
      return [];
  }
}

function partsOf(value: IrExpr, outer: (b: Binding) => string | undefined, plain: (e: IrExpr & { k: "call" }) => boolean, lists = false): SharedParts {
  const keys = new Map<IrExpr, string>();
  const count = new Map<string, number>();
  const looped = new Set<string>();
  const walk = (e: IrExpr, inLoop: boolean): string | undefined => {
    const key = keyOf(e, outer, (x) => walk(x, inLoop), (x) => walk(x, true));
    if (key !== undefined && worthKeeping(e, plain, lists)) {
      keys.set(e, key);
      count.set(key, (count.get(key) ?? 0) + 1);
      if (inLoop) looped.add(key);
    }
    return key;
  };
  walk(value, false);
  const numbers = new Map<string, number>();
  const group = new Map<IrExpr, number>();
  for (const [e, key] of keys) {
    if ((count.get(key) ?? 0) < 2 && !looped.has(key)) continue;
    let n = numbers.get(key);
    if (n === undefined) numbers.set(key, (n = numbers.size));
    group.set(e, n);
  }
  return { group, groups: numbers.size };
}

function worthKeeping(e: IrExpr, plain: (e: IrExpr & { k: "call" }) => boolean, lists: boolean): boolean {
  // A truth value a call works out (a spec function's, a table's cell) is kept as any other value; one a field holds is read as it stands.
  if (e.ty.t === "bool" && e.k !== "call") return false;
  // A list a call works out (a search, a selection in a spec function); a list a field holds is read as it stands.
  if (e.ty.t === "list" && (!lists || e.k !== "call")) return false;
  if (e.k === "field") return true;
  return e.k === "call" && (e.callee.to === "function" || (e.callee.to === "builtin" && (plain(e) || (e.callee.keyword === undefined && OWN_FORMS_KEPT.has(e.callee.name)))));
}

/**
 * Built-ins the compiler writes in forms of their own that give one value
 * worth keeping all the same: the first item or the count of a list (a
 * spec function's reduced form, which loops over a place), a table's cell.
 * (Those only the pass's caller lets through: it runs on values with no
 * effect, so no die is rolled and no look-up that rules watch is made.)
 */
const OWN_FORMS_KEPT = new Set(["first", "count", "last", "lookup"]);

/**
 * A text that two alike subexpressions share, or undefined for one that
 * reads a name bound inside the function (a selection's) or an event's, or
 * rolls dice. `sub` keys a part worked out once for the node, `loop` one
 * worked out for each item of a selection.
 */
function keyOf(e: IrExpr, outer: (b: Binding) => string | undefined, sub: (x: IrExpr) => string | undefined, loop: (x: IrExpr) => string | undefined): string | undefined {
  const all = (xs: readonly IrExpr[]): string[] | undefined => {
    const out: string[] = [];
    let ok = true;
    // Every part is walked, kept or not, so that alike parts deeper down are found.
    for (const x of xs) {
      const k = sub(x);
      if (k === undefined) ok = false;
      else out.push(k);
    }
    return ok ? out : undefined;
  };
  switch (e.k) {
    case "int":
    case "number":
    case "bool":
    case "text":
      return `${e.k}:${JSON.stringify(e.value)}`;
    case "dice":
      return undefined;
    case "name": {
      const t = e.target;
      if (t.to === "local") return outer(t.local as Binding);
      if (t.to === "named") return `named:${t.id}`;
      if (t.to === "state") return `state:${t.which}`;
      if (t.to === "track") return `track:${t.id}`;
      return undefined;
    }
    case "unary": {
      const a = sub(e.arg);
      return a === undefined ? undefined : `(${e.operator} ${a})`;
    }
    case "binary": {
      const l = sub(e.left);
      const r = sub(e.right);
      return l === undefined || r === undefined ? undefined : `(${l} ${e.operator} ${r})`;
    }
    case "if": {
      const parts = all([e.cond, e.then, e.else]);
      return parts === undefined ? undefined : `(if ${parts.join(" ")})`;
    }
    case "call": {
      // A table's keys stand for its arguments, as for what a call reads (`reads.ts`): a bare name among
      // them is a row or column, no value (read as a name, a column was unknown, and no look-up with a
      // column was ever kept); `lookup` of a table chosen at run time reads the expression naming it too.
      const args = all(e.keys === undefined ? e.args : e.table === undefined && e.callee.to === "builtin" ? e.args.slice(0, 1) : []);
      const keys = (e.keys ?? []).map((k) => ("literal" in k ? `lit:${k.literal}` : sub(k.value)));
      if (args === undefined || keys.some((k) => k === undefined)) return undefined;
      const callee = e.callee.to === "builtin" ? `builtin:${e.callee.name}` : `${e.callee.to}:${e.callee.id}`;
      return `(${callee} ${args.join(" ")} | ${keys.join(" ")}${e.table ? ` @${e.table.id}` : ""})`;
    }
    case "field": {
      const o = sub(e.object);
      return o === undefined ? undefined : `(${o}.${e.field})`;
    }
    case "index": {
      const parts = all([e.object, e.index]);
      return parts === undefined ? undefined : `(${parts.join("[")}])`;
    }
    case "list": {
      const items = all(e.items);
      return items === undefined ? undefined : `[${items.join(" ")}]`;
    }
    case "select": {
      // The selection itself is not kept (it is a list), but what its parts read of the parameters may be.
      sub(e.in);
      if (e.where) loop(e.where);
      if (e.value) loop(e.value);
      return undefined;
    }
  }
}
