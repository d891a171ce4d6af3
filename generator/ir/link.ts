/**
 * Links a checked model's expressions and statements into the intermediate
 * form (`nodes.ts`): each name resolved, in the scope it is written in, to
 * what it stands for, the way the engine would read it (locals first, then
 * the game's declarations and type values, then the values every
 * expression can read, then an event's name); each call's callee to a
 * table, a spec function or a built-in, each call statement's to a
 * procedure or a command; each node typed as the checker inferred. This is
 * the one place the back end resolves names.
 */
import { COMMANDS, FUNCTIONS, type Ty } from "../../dsl/builtins.js";
import type * as M from "../../dsl/model-types.js";
import { exprTypeOf } from "../../dsl/source-locations.js";
import { literalKey } from "../../runtime/core/values.js";
import type { Local, ProgramContext } from "../compile/context.js";
import type { Sym, SymbolKind } from "../symbols.js";
import type { Binding, Callee, IrExpr, IrKey, IrStmt, NameTarget, SetTarget, StmtCallee } from "./nodes.js";

const ANY: Ty = { t: "any" };

/** The names in scope where an expression is written: the unit's locals, by name. */
export type Names = ReadonlyMap<string, Local | Binding>;

/** Values every expression can read by name, when no local or declaration has the name. */
const STATE_NAMES = new Set(["turn", "players", "active", "last-turn"]);

/** What `name` stands for in `names`, in program `P`. */
export function nameTarget(name: string, names: Names, P: ProgramContext): NameTarget {
  const local = names.get(name);
  if (local !== undefined) return { to: "local", local };
  const d = P.index.decls.get(name);
  if (d) {
    if (d.keyword === "track") return { to: "track", id: name, sym: known(P, "track", name) };
    const named: NameTarget = { to: "named", id: name, keyword: d.keyword };
    if (P.index.holder(name)?.["each-player"] === true) named.eachPlayer = true;
    const sym = declarationSym(P, name);
    if (sym) named.sym = sym;
    return named;
  }
  // A value named like a place play numbers (a table's cell naming the supply, say) is that place, as the cell is.
  if (P.index.values.has(name)) {
    const sym = P.symbols.of("value", name);
    return sym ? { to: "named", id: name, keyword: undefined, sym } : { to: "named", id: name, keyword: undefined };
  }
  if (STATE_NAMES.has(name)) return { to: "state", which: name as "turn" | "players" | "active" | "last-turn" };
  // A sequence, phase, step or loop stands for its id: what the events on entering and leaving it bind `step` to
  // (`when: step == supply-phase`).
  if (stepIds(P).has(name)) return { to: "named", id: name, keyword: "step" };
  return { to: "event", name };
}

const steps = new WeakMap<ProgramContext, ReadonlySet<string>>();

/** The ids of every node of the program's sequences, found once for the program. */
function stepIds(P: ProgramContext): ReadonlySet<string> {
  let ids = steps.get(P);
  if (ids === undefined) {
    const found = new Set<string>();
    const walk = (nodes: readonly M.Step[] | undefined) => {
      for (const n of nodes ?? []) {
        found.add(n.id);
        walk(n.children);
      }
    };
    for (const sequence of P.model.sequences) {
      found.add(sequence.id);
      walk(sequence.children);
    }
    steps.set(P, (ids = found));
  }
  return ids;
}

/** The symbol of a name the checker has resolved to a declaration of `kind`: the module numbers every one. */
function known(P: ProgramContext, kind: SymbolKind, id: string): Sym {
  const sym = P.symbols.of(kind, id);
  if (sym === undefined) throw new Error(`the module numbers no ${kind} '${id}'`);
  return sym;
}

/** The keywords whose declarations the module numbers, by the kind of symbol each is. */
const SYMBOL_OF_KEYWORD: Readonly<Record<string, SymbolKind>> = { side: "side", map: "map", territory: "territory", area: "area", type: "type", table: "table", decision: "decision", function: "function", procedure: "procedure" };

/** A declaration's symbol: holders and pieces by whichever kind numbers them, any other by its keyword's. */
function declarationSym(P: ProgramContext, name: string): Sym | undefined {
  const keyword = P.index.decls.get(name)?.keyword;
  const kind = keyword === undefined ? undefined : SYMBOL_OF_KEYWORD[keyword];
  if (kind !== undefined) return P.symbols.of(kind, name);
  return P.symbols.of("holder", name) ?? P.symbols.of("piece", name);
}

/** What a call of `name` calls in program `P`. */
export function calleeOf(name: string, P: ProgramContext): Callee {
  const keyword = P.index.decls.get(name)?.keyword;
  if (keyword === "table") return { to: "table", id: name, sym: known(P, "table", name) };
  if (keyword === "function") return { to: "function", id: name, sym: known(P, "function", name) };
  return { to: "builtin", name, record: FUNCTIONS[name], keyword };
}

/** The intermediate form of `e`, written where `names` are in scope. */
export function linkExpr(e: M.Expr, names: Names, P: ProgramContext): IrExpr {
  const ty = exprTypeOf(e) ?? ANY;
  const sub = (x: M.Expr) => linkExpr(x, names, P);
  switch (e.op) {
    case "int":
    case "number":
      return { k: e.op, value: e.value, ty, src: e };
    case "bool":
      return { k: "bool", value: e.value, ty, src: e };
    case "text":
      return { k: "text", value: e.value, ty, src: e };
    case "dice":
      return { k: "dice", count: e.count, sides: e.sides, ty, src: e };
    case "name":
      return { k: "name", name: e.name, target: nameTarget(e.name, names, P), ty, src: e };
    case "unary":
      return { k: "unary", operator: e.operator, arg: sub(e.arg), ty, src: e };
    case "binary":
      return { k: "binary", operator: e.operator, left: sub(e.left), right: sub(e.right), ty, src: e };
    case "call": {
      if (e.callee.op !== "name") return { k: "call", callee: { to: "builtin", name: "", record: undefined, keyword: undefined }, args: e.args.map(sub), ty, src: e };
      const callee = calleeOf(e.callee.name, P);
      const args = e.args.map(sub);
      // A table's keys, and `lookup`'s after the table: bare names among them may be the keys themselves.
      const keysFrom = callee.to === "table" ? 0 : callee.to === "builtin" && e.callee.name === "lookup" ? 1 : undefined;
      if (keysFrom === undefined) return { k: "call", callee, args, ty, src: e };
      const keys = e.args.slice(keysFrom).map((a, i) => keyOf(a, args[keysFrom + i]!, names, P, callee.to === "builtin"));
      const node: IrExpr = { k: "call", callee, args, keys, ty, src: e };
      // `lookup`'s table named as it is written: a table the game declares, or a name read at run time.
      const t = e.args[0];
      if (keysFrom === 1 && t?.op === "name") node.table = P.index.decls.get(t.name)?.keyword === "table" ? { id: t.name, sym: known(P, "table", t.name) } : { id: t.name };
      return node;
    }
    case "field":
      return { k: "field", object: sub(e.object), field: e.field, sym: P.symbols.of("field", e.field), ty, src: e };
    case "index":
      return { k: "index", object: sub(e.object), index: sub(e.index), ty, src: e };
    case "list":
      return { k: "list", items: e.items.map(sub), ty, src: e };
    case "select": {
      const source = sub(e.in);
      const binding: Binding = { name: e.name };
      const inner = new Map(names).set(e.name, binding);
      const node: IrExpr = { k: "select", binding, in: source, ty, src: e };
      if (e.where) node.where = linkExpr(e.where, inner, P);
      if (e.value) node.value = linkExpr(e.value, inner, P);
      return node;
    }
    case "if":
      return { k: "if", cond: sub(e.cond), then: sub(e.then), else: sub(e.else), ty, src: e };
  }
}

/** A table key: a bare name that is the key itself, by the one rule `literalKey` states, or its value. */
function keyOf(a: M.Expr, linked: IrExpr, names: Names, P: ProgramContext, declsAreValues: boolean): IrKey {
  if (a.op === "name" && literalKey(a.name, names.has(a.name), P.index.decls.has(a.name), declsAreValues)) return { literal: a.name };
  return { value: linked };
}

/**
 * A block of statements in the intermediate form, written where `names`
 * are in scope: each statement linked in the names of those before it
 * (a `let` or a `choose` binds a name for the rest of the block), and the
 * blocks inside each in the names their statement adds.
 */
export function linkBlock(stmts: readonly M.Stmt[], names: Names, P: ProgramContext): IrStmt[] {
  let scope = names;
  const out: IrStmt[] = [];
  for (const st of stmts) {
    const linked = linkStmt(st, scope, P);
    out.push(linked);
    if (linked.k === "let" || linked.k === "choose") scope = new Map(scope).set(linked.binding.name, linked.binding);
  }
  return out;
}

/** One statement in the intermediate form (see `linkBlock`). */
export function linkStmt(st: M.Stmt, names: Names, P: ProgramContext): IrStmt {
  const e = (x: M.Expr) => linkExpr(x, names, P);
  const within = (name: string, binding: Binding) => new Map(names).set(name, binding);
  switch (st.do) {
    case "let":
      return { k: "let", binding: { name: st.name }, value: e(st.value), src: st };
    case "set": {
      const t = st.target;
      const local = t.op === "name" ? names.get(t.name) : undefined;
      const target: SetTarget =
        local !== undefined
          ? { to: "local", local }
          : t.op === "name" && t.name === "active" && !P.index.decls.has("active")
            ? { to: "active" }
            : t.op === "name"
              ? { to: "track", id: t.name, sym: P.symbols.of("track", t.name) }
              : t.op === "field"
                ? { to: "field", object: e(t.object), field: t.field, sym: known(P, "field", t.field) }
                : { to: "none" };
      return { k: "set", target, operator: st.operator, value: e(st.value), src: st };
    }
    case "if": {
      const node: IrStmt = { k: "if", cond: e(st.cond), then: linkBlock(st.then, names, P), src: st };
      if (st.else) node.else = linkBlock(st.else, names, P);
      return node;
    }
    case "for": {
      const binding: Binding = { name: st.name };
      return { k: "for", binding, in: e(st.in), body: linkBlock(st.body, within(st.name, binding), P), src: st };
    }
    case "repeat":
      return { k: "repeat", times: e(st.times), body: linkBlock(st.body, names, P), src: st };
    case "while":
      return { k: "while", cond: e(st.cond), body: linkBlock(st.body, names, P), src: st };
    case "choose": {
      const option: Binding = { name: st.name };
      const node: IrStmt = { k: "choose", binding: { name: st.name }, option, from: e(st.from), src: st };
      if (st.as) node.as = known(P, "decision", st.as);
      if (st.by) node.by = e(st.by);
      if (st.about) node.about = e(st.about);
      if (st.costing) node.costing = linkExpr(st.costing, within(st.name, option), P);
      if (st.within) node.within = e(st.within);
      return node;
    }
    case "move":
      return { k: "move", what: e(st.what), to: e(st.to), src: st };
    case "end": {
      const node: IrStmt = { k: "end", src: st };
      if (st.winner) node.winner = e(st.winner);
      return node;
    }
    case "unspecified":
      return { k: "unspecified", src: st };
    case "call": {
      const callee: StmtCallee = P.index.decls.get(st.name)?.keyword === "procedure" ? { to: "procedure", id: st.name, sym: known(P, "procedure", st.name), asking: P.asking.has(st.name) } : { to: "command", name: st.name, record: COMMANDS[st.name] };
      return { k: "call", callee, args: st.args.map(e), src: st };
    }
  }
}
