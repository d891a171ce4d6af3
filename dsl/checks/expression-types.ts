import { exprTypeOf, recordExprType, recordLink, recordOptionType } from "../source-locations.js";
import {
  COMMANDS,
  CONSTANTS,
  EVENT_BINDINGS,
  EVENT_NAMES,
  OPTION_BINDINGS,
  FUNCTIONS,
  KEYWORD_TYPES,
  PARAM_TYPES,
  RUNTIME_FIELDS,
  showTy,
  ty,
  type RefineContext,
  type Signature,
  type Ty,
} from "../builtins.js";
import type * as M from "../model-types.js";
import { allKeywords, defForKeyword, refName, resolve, shapeOf, type SchemaNode } from "../schema-info.js";
import { didYouMean } from "../suggest.js";
import type { Scope, SymbolEntry } from "../symbols.js";
import { setFields } from "../walk.js";
import { article, type Check, type CheckContext } from "./check.js";

/** Built-in types a piece's or side's state may use (besides declared types). */
const STATE_TYPES = ["int", "number", "bool", "text"];
/** What a place may be. */
const PLACES = ["place", "area", "holder"];
const RULE_KEYWORDS = new Set(["modifier", "restriction", "limit", "trigger", "availability", "scoring", "standing", "victory", "interrupt"]);
const INT: Ty = { t: "int" };
const BOOL: Ty = { t: "bool" };
const ANY: Ty = { t: "any" };

/**
 * Expressions and statements type-check: names resolve, operators get
 * operands they can use, calls match their signatures, conditions are truth
 * values. The type system is gradual: a value of unknown type ("any", e.g. a
 * table cell) is accepted everywhere.
 */
export const expressionTypes: Check = {
  name: "expression-type",
  description: "Expressions and statements type-check: every name resolves, operators and calls get values of the right type, conditions are true-or-false.",
  run(ctx) {
    const scopes: [Scope, SymbolEntry[]][] = [[ctx.symbols.base, [...ctx.symbols.base.entries.values()]]];
    for (const scope of ctx.symbols.overlays.values()) scopes.push([scope, [...scope.entries.values()]]);
    for (const [scope, entries] of scopes) {
      for (const entry of entries) {
        if (ctx.skip?.(entry.obj)) continue;
        const def = defForKeyword(entry.keyword);
        // A scenario's or variant's own set-up sees the declarations it adds.
        const own = ctx.symbols.overlays.get(entry.obj) ?? scope;
        if (def) new TypeChecker(ctx, own, entry).declaration(def);
      }
    }
  },
};

type Locals = Map<string, Ty>[];

/** Types of user functions, worked out on first use. */
/** Where each local value is bound (the statement, parameter or selection, and the property holding its name), by the scope that holds it. */
const sites = new WeakMap<Map<string, Ty>, Map<string, { owner: object; key: string }>>();

/** A scope of locals, noting where each name of it is bound. */
function scopeOf(name: string, t: Ty, owner: object, key: string): Map<string, Ty> {
  const m = new Map([[name, t]]);
  sites.set(m, new Map([[name, { owner, key }]]));
  return m;
}

/** Notes where a name set in a scope of locals is bound. */
function bindSite(m: Map<string, Ty>, name: string, owner: object, key: string): void {
  let s = sites.get(m);
  if (!s) sites.set(m, (s = new Map()));
  s.set(name, { owner, key });
}

const functionTypes = new WeakMap<object, Ty>();

/**
 * What a condition known to hold says of a local (an enclosing `if`, its
 * `else` with the condition false, the left of `and` true or of `or`
 * false): the names it is then one of (`entry == action-1 or entry ==
 * action-2`, `entry in [action-1, action-2]`), or the names it is not
 * (`m != four`), with the scope that holds the local, so that a local of the
 * same name bound inside is not taken for it.
 */
interface Guard {
  name: string;
  scope: Map<string, Ty>;
  /** The names it is one of; undefined when only `excluded` is known. */
  values?: string[];
  excluded: string[];
  /** Set once the local is set anew inside: from there on it may be anything. */
  spoilt?: boolean;
}

/** The values a declared type lists, or undefined when the name is no type that lists them. */
function typeValues(decl: SymbolEntry | undefined): string[] | undefined {
  const values = decl?.keyword === "type" ? decl.obj["values"] : undefined;
  return Array.isArray(values) && values.every((v) => typeof v === "string") ? (values as string[]) : undefined;
}

/** The last item of a stack that `test` holds for (the target's library has no `findLast`). */
function innermost<T>(stack: readonly T[], test: (item: T) => boolean): T | undefined {
  for (let i = stack.length - 1; i >= 0; i--) if (test(stack[i]!)) return stack[i];
  return undefined;
}

class TypeChecker {
  readonly locals: Locals = [new Map()];
  /** The guards of the `if`s being checked, innermost last (see `Guard`). */
  private readonly guards: Guard[] = [];

  constructor(
    private readonly ctx: CheckContext,
    private readonly scope: Scope,
    private readonly entry: SymbolEntry,
  ) {}

  private boundNames(): string[] {
    const r = this.entry.obj as unknown as M.Rule;
    const names = ["actor"];
    const decisions = (r["applies-to"] ?? []).some((a) => this.scope.lookup(a)?.keyword === "decision");
    switch (this.entry.keyword) {
      case "trigger":
        if (r.on !== undefined) names.push(...(EVENT_BINDINGS[r.on] ?? []));
        break;
      case "restriction":
        if (r.on !== undefined) names.push(...(EVENT_BINDINGS[r.on] ?? []));
        if (decisions) names.push(...OPTION_BINDINGS);
        break;
      case "modifier":
        names.push("rolled", "result");
        break;
      case "limit":
        names.push("area");
        break;
    }
    return [...new Set(names)];
  }

  declaration(def: SchemaNode): void {
    const obj = this.entry.obj;
    // A rule sees `actor` and the names of what it applies to: its event's, a decision's option, a
    // limit's area, the value a modifier changes; nothing else is bound when it runs.
    // The kind of link crossed is a value of the maps' link type, when they name one.
    if (RULE_KEYWORDS.has(this.entry.keyword)) for (const n of this.boundNames()) this.locals[0]!.set(n, (n === "crossing" ? this.linkType() : undefined) ?? ty(EVENT_NAMES[n]!.type));
    // A trigger on a procedure runs after each call and sees the call's arguments by parameter
    // name; a modifier of a procedure's dice or a function's result reads its parameters too.
    if (this.entry.keyword === "trigger" || this.entry.keyword === "modifier") {
      for (const target of (obj["applies-to"] as string[] | undefined) ?? []) {
        const proc = this.scope.lookup(target);
        if (proc?.keyword !== "procedure" && proc?.keyword !== "function") continue;
        for (const p of (proc.obj["params"] as M.Param[] | undefined) ?? []) this.locals[0]!.set(p.name, this.paramType(p));
      }
    }
    if (this.entry.keyword === "procedure" || this.entry.keyword === "function") {
      for (const p of (obj["params"] as M.Param[] | undefined) ?? []) {
        const hidden = this.scope.lookup(p.name);
        if (hidden) this.ctx.report("expression-type", `parameter '${p.name}' hides ${article(hidden.keyword)} '${p.name}' in this ${this.entry.keyword}; another name avoids mistaking one for the other`, p, undefined, "warning");
        this.locals[0]!.set(p.name, this.paramType(p));
        bindSite(this.locals[0]!, p.name, p, "name");
      }
    }
    for (const [name, typeName] of Object.entries((obj["state"] as Record<string, string> | undefined) ?? {})) {
      if (!STATE_TYPES.includes(typeName) && this.scope.lookup(typeName)?.keyword !== "type") {
        this.ctx.report("expression-type", `state '${name}' has unknown type '${typeName}': use ${STATE_TYPES.join(", ")} or a declared type${didYouMean(typeName, [...STATE_TYPES, ...this.scope.all().filter((x) => x.keyword === "type").map((x) => x.id)])}`, obj, `state`);
      }
    }
    for (const [key, node] of Object.entries(def.properties ?? {})) {
      const value = obj[key];
      if (value === undefined) continue;
      const shape = shapeOf(node);
      if (shape === "expr") {
        const t = this.expr(value as M.Expr);
        // What an interrupt offers each side, for the generated module's action types.
        if (key === "offer") recordOptionType(obj, this.elementOf(t, value as M.Expr));
        if (["when", "check", "holds", "until", "while", "skip-when"].includes(key)) this.expect(t, BOOL, value as M.Expr, `'${key}' must be true or false`);
        else if (["value", "points"].includes(key) && RULE_KEYWORDS.has(this.entry.keyword)) this.expect(t, { t: "number" }, value as M.Expr, `'${key}' must be a number`);
      } else if (shape === "block") {
        this.block(value as M.Stmt[]);
      }
    }
  }

  paramType(p: M.Param): Ty {
    const t = this.typeNamed(p.type);
    if (t) return t;
    const item = /^list<(.+)>$/.exec(p.type)?.[1];
    const wrong = item ?? p.type;
    this.ctx.report("expression-type", `unknown ${item ? "type of list item" : "parameter type"} '${wrong}': use one of ${PARAM_TYPES.join(", ")}${item ? "" : ", list<...> of one of them"} or the name of a declared type${didYouMean(wrong, [...PARAM_TYPES, ...this.scope.all().filter((x) => x.keyword === "type").map((x) => x.id)])}`, p);
    return ANY;
  }

  /** The type a parameter's type name names (`piece`, `list<area>`, a declared type), or undefined for none. */
  private typeNamed(name: string): Ty | undefined {
    const item = /^list<(.+)>$/.exec(name)?.[1];
    if (item !== undefined) {
      const of = item === "list" ? undefined : this.typeNamed(item);
      return of && { t: "list", of };
    }
    if (PARAM_TYPES.includes(name)) return ty(name);
    return this.scope.lookup(name)?.keyword === "type" ? { t: "enum", type: name } : undefined;
  }

  // ---------------------------------------------------------------- statements

  private block(stmts: M.Stmt[]): void {
    this.locals.push(new Map());
    for (const s of stmts) this.stmt(s);
    this.locals.pop();
  }

  /** Runs `check` with what `cond` (or, with `holds` false, its negation) says of a local known (see `Guard`), when it says that much. */
  private guarded<T>(cond: M.Expr, check: () => T, holds = true): T {
    const guard = this.guardOf(cond, holds);
    if (guard === undefined) return check();
    this.guards.push(guard);
    try {
      return check();
    } finally {
      this.guards.pop();
    }
  }

  /**
   * What a condition holding (or, with `holds` false, failing) says of one
   * local: equalities with names joined by `or`, or `in` a list of names
   * written out, make it one of them; inequalities joined by `and` make it
   * none of them; `not` turns one into the other.
   */
  private guardOf(cond: M.Expr, holds: boolean): Guard | undefined {
    const named = (e: M.Expr) => (e.op === "name" && !this.lookupLocal(e.name) ? e.name : undefined);
    const isLocal = (e: M.Expr): e is M.Expr & { op: "name" } => e.op === "name" && this.lookupLocal(e.name) !== undefined;
    let local: string | undefined;
    let sense: boolean | undefined;
    const names: string[] = [];
    // `within` true: the local is one of the names; false: none of them.
    const take = (e: M.Expr, within: boolean): boolean => {
      if (e.op === "unary" && e.operator === "not") return take(e.arg, !within);
      if (e.op !== "binary") return false;
      // `a or b` holding (or `a and b` failing) leaves the local one of the names each side makes it; `a and b`
      // holding (or `a or b` failing) none of those each side rules out. Any other mix says nothing certain.
      if (e.operator === "or" || e.operator === "and") {
        const oneOf = (e.operator === "or") === within;
        return take(e.left, within) && take(e.right, within) && sense === oneOf;
      }
      let l: string | undefined;
      let found: (string | undefined)[];
      let equal = e.operator === "==" || e.operator === "in";
      if ((e.operator === "==" || e.operator === "!=") && isLocal(e.left)) [l, found] = [e.left.name, [named(e.right)]];
      else if ((e.operator === "==" || e.operator === "!=") && isLocal(e.right)) [l, found] = [e.right.name, [named(e.left)]];
      else if (e.operator === "in" && isLocal(e.left) && e.right.op === "list") [l, found] = [e.left.name, e.right.items.map(named)];
      else return false;
      if (!within) equal = !equal;
      if ((local !== undefined && l !== local) || found.some((n) => n === undefined) || (sense !== undefined && sense !== equal)) return false;
      local = l;
      sense = equal;
      names.push(...(found as string[]));
      return true;
    };
    if (!take(cond, holds) || local === undefined) return undefined;
    const scope = innermost(this.locals, (m) => m.has(local!));
    if (scope === undefined) return undefined;
    return sense ? { name: local, scope, values: names, excluded: [] } : { name: local, scope, excluded: names };
  }

  private bind(name: string, t: Ty, at?: object): void {
    this.warnIfHiding(name, at);
    this.locals[this.locals.length - 1]!.set(name, t);
    if (at) bindSite(this.locals[this.locals.length - 1]!, name, at, "binds");
  }

  /** A local named like a declaration makes the declaration unreachable where the local is visible. */
  private warnIfHiding(name: string, at?: object): void {
    const hidden = this.scope.lookup(name);
    if (hidden && at) this.ctx.report("expression-type", `local name '${name}' hides ${article(hidden.keyword)} '${name}' here; another name avoids mistaking one for the other`, at, "binds", "warning");
  }

  private stmt(s: M.Stmt): void {
    switch (s.do) {
      case "let":
        this.bind(s.name, this.expr(s.value), s);
        return;
      case "set": {
        const target = this.expr(s.target);
        const value = this.expr(s.value);
        if (s.target.op === "name") {
          const holder = innermost(this.locals, (m) => m.has((s.target as M.Expr & { op: "name" }).name));
          for (const g of this.guards) if (g.name === s.target.name && g.scope === holder) g.spoilt = true;
        }
        if (!isAssignable(s.target)) {
          this.ctx.report("expression-type", "'set' changes a track, a local name, a field or a table entry; this is none of them", s.target);
          return;
        }
        if (s.operator !== "=") {
          this.expect(target, { t: "number" }, s.target, `'${s.operator}' needs a number to change`);
          this.expect(value, { t: "number" }, s.value, `'${s.operator}' needs a number`);
        } else if (!compatible(value, target.t === "ref" && target.kind === "track" ? INT : target)) {
          this.ctx.report("expression-type", `cannot set ${showTy(target)} to ${showTy(value)}`, s.value);
        }
        return;
      }
      case "if":
        this.expect(this.expr(s.cond), BOOL, s.cond, "an 'if' condition must be true or false");
        this.guarded(s.cond, () => this.block(s.then));
        if (s.else) this.guarded(s.cond, () => this.block(s.else!), false);
        return;
      case "while":
        this.expect(this.expr(s.cond), BOOL, s.cond, "a 'while' condition must be true or false");
        this.block(s.body);
        return;
      case "repeat":
        this.expect(this.expr(s.times), INT, s.times, "'repeat' needs a whole number of times");
        this.block(s.body);
        return;
      case "for": {
        const elem = this.elementOf(this.expr(s.in), s.in);
        this.warnIfHiding(s.name, s);
        this.locals.push(scopeOf(s.name, elem, s, "binds"));
        this.block(s.body);
        this.locals.pop();
        return;
      }
      case "choose": {
        const elem = this.elementOf(this.expr(s.from), s.from);
        recordOptionType(s, elem);
        if (s.by && s.each) this.expect(this.expr(s.by), { t: "list", of: { t: "ref", kind: "side" } }, s.by, "'by each' names the sides that choose at once");
        else if (s.by) this.expect(this.expr(s.by), { t: "ref", kind: "side" }, s.by, "'by' names the side that chooses");
        if (s.about) {
          const about = this.expr(s.about);
          if (!compatible(about, { t: "list", of: { t: "ref", kind: "piece" } })) this.expect(about, { t: "ref", kind: "piece" }, s.about, "'about' names the piece (or the pieces) the choice concerns");
        }
        if (s.costing) {
          // The chosen name stands for each option in turn.
          this.locals.push(scopeOf(s.name, elem, s, "binds"));
          this.expect(this.expr(s.costing), INT, s.costing, "'costing' gives what an option costs, a whole number");
          this.locals.pop();
        }
        if (s.within) this.expect(this.expr(s.within), INT, s.within, "'within' gives what the chooser has left to spend, a whole number");
        this.bind(s.name, s.each ? { t: "list", of: elem } : elem, s);
        return;
      }
      case "move": {
        this.expr(s.what);
        const to = this.expr(s.to);
        // A territory is a group of areas, not a place: the engine could not tell which area is meant.
        if (to.t !== "any" && !(to.t === "ref" && ["area", "holder", "place"].includes(to.kind))) {
          this.ctx.report("expression-type", `pieces move to an area or a holder, not to ${showTy(to)}${to.t === "ref" && to.kind === "territory" ? " (a territory is a group of areas: name one of them)" : ""}`, s.to);
        }
        return;
      }
      case "end":
        if (s.winner) {
          const w = this.expr(s.winner);
          if (!compatible(w, { t: "ref", kind: "side" }) && !compatible(w, { t: "list", of: { t: "ref", kind: "side" } })) {
            this.ctx.report("expression-type", `the winner is a side or a list of sides, not ${showTy(w)}`, s.winner);
          }
        }
        return;
      case "unspecified":
        return;
      case "call": {
        const args = s.args.map((a) => this.expr(a));
        const proc = this.scope.lookup(s.name);
        if (proc) recordLink(s, "name", proc);
        if (proc?.keyword === "procedure") {
          this.checkProcedureCall(proc, args, s.args, s);
          return;
        }
        const cmd = COMMANDS[s.name];
        if (cmd) {
          this.checkSignature(s.name, cmd, args, s.args, s);
          return;
        }
        if (proc?.keyword === "function") {
          this.ctx.report("expression-type", `function '${s.name}' gives a value and does nothing on its own; use it in an expression`, s, "name");
          return;
        }
        if (FUNCTIONS[s.name]) {
          this.ctx.report("expression-type", `'${s.name}' computes a value and does nothing on its own; use it in an expression, e.g. let x = ${s.name}(...)`, s, "name");
          return;
        }
        const candidates = [...Object.keys(COMMANDS), ...this.scope.all().filter((e) => e.keyword === "procedure").map((e) => e.id)];
        const what = proc ? `'${s.name}' is ${article(proc.keyword)}, not a procedure or command` : `unknown procedure or command '${s.name}'${didYouMean(s.name, candidates)}`;
        this.ctx.report("expression-type", what, s, "name");
        return;
      }
    }
  }

  /** The type a function gives: its expression's type, worked out once (recursion gives "any"). */
  private functionType(fn: SymbolEntry): Ty {
    const known = functionTypes.get(fn.obj);
    if (known) return known;
    functionTypes.set(fn.obj, ANY);
    // Errors inside the function are reported once, when its own declaration is checked.
    const silent: CheckContext = { ...this.ctx, report: () => ({}) as never, reportAt: () => ({}) as never };
    const checker = new TypeChecker(silent, this.scope, fn);
    for (const p of (fn.obj["params"] as M.Param[] | undefined) ?? []) checker.locals[0]!.set(p.name, checker.paramType(p));
    const t = fn.obj["value"] ? checker.expr(fn.obj["value"] as M.Expr) : ANY;
    functionTypes.set(fn.obj, t);
    return t;
  }

  private checkProcedureCall(proc: SymbolEntry, args: Ty[], argExprs: M.Expr[], at: object, what = "procedure"): void {
    const params = (proc.obj["params"] as M.Param[] | undefined) ?? [];
    if (params.length !== args.length) {
      this.ctx.report("expression-type", `${what} '${proc.id}' takes ${params.length} argument${params.length === 1 ? "" : "s"}, but ${args.length} ${args.length === 1 ? "is" : "are"} given`, at, "name");
      return;
    }
    params.forEach((p, i) => {
      const want = this.typeNamed(p.type) ?? ANY;
      this.expect(args[i]!, want, argExprs[i]!, `argument '${p.name}' of '${proc.id}' must be ${showTy(want)}`);
    });
  }

  private checkSignature(name: string, sig: Signature, args: Ty[], argExprs: M.Expr[], at: object, key = "name"): void {
    const min = sig.params.length - (sig.optional ?? 0);
    const max = sig.rest ? Infinity : sig.params.length;
    if (args.length < min || args.length > max) {
      const want = min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
      this.ctx.report("expression-type", `'${name}' takes ${want} argument${want === "1" ? "" : "s"}, but ${args.length} ${args.length === 1 ? "is" : "are"} given`, at, key);
      return;
    }
    args.forEach((a, i) => {
      const p = sig.params[i] ?? sig.rest!;
      this.expect(a, ty(p), argExprs[i]!, `argument ${i + 1} of '${name}' must be ${showTy(ty(p))}`);
    });
  }

  // --------------------------------------------------------------- expressions

  private expect(actual: Ty, want: Ty, at: object, message: string): void {
    // A name that is a value of several declared types is typed as any of them, not as anything at all: given where a
    // piece is wanted (a class value `leader` for a piece parameter), it is none of them.
    if (actual.t === "any" && "op" in at && (at as M.Expr).op === "name") {
      const could = this.candidates(at as M.Expr, actual);
      if (could.length > 1 && !could.some((c) => compatible(c, want))) this.ctx.report("expression-type", `${message}, but this is ${could.map(showTy).join(" or ")}`, at);
      return;
    }
    if (compatible(actual, want)) return;
    // A name that is also a value of other types (a decision's option) may be given as any of them.
    if ("op" in at && this.candidates(at as M.Expr, actual).some((c) => compatible(c, want))) return;
    this.ctx.report("expression-type", `${message}, but this is ${showTy(actual)}`, at);
  }

  private elementOf(t: Ty, at: object): Ty {
    if (t.t === "any") return ANY;
    if (t.t === "list") return t.of;
    if (t.t === "ref" && ["holder", "area", "place", "territory", "map"].includes(t.kind)) return t.kind === "map" ? { t: "ref", kind: "area" } : { t: "ref", kind: "piece" };
    if (t.t === "ref" && t.kind === "type") return ANY;
    if (t.t === "int") return INT;
    this.ctx.report("expression-type", `cannot go through ${showTy(t)}; expected a list, a holder, a place or a type`, at);
    return ANY;
  }

  /** Where the local `name` seen here is bound, if that is known (a rule's event names are bound by no text). */
  private siteOf(name: string): { site?: { owner: object; key: string } } {
    for (let i = this.locals.length - 1; i >= 0; i--) {
      const m = this.locals[i]!;
      if (!m.has(name)) continue;
      const site = sites.get(m)?.get(name);
      return site ? { site } : {};
    }
    return {};
  }

  private lookupLocal(name: string): Ty | undefined {
    for (let i = this.locals.length - 1; i >= 0; i--) {
      const t = this.locals[i]!.get(name);
      if (t) return t;
    }
    return undefined;
  }

  /** The type of an expression, kept beside it for the compiler. */
  expr(e: M.Expr): Ty {
    const t = this.exprType(e);
    recordExprType(e, t);
    return t;
  }

  private exprType(e: M.Expr): Ty {
    switch (e.op) {
      case "int":
        return INT;
      case "number":
        return { t: "number" };
      case "text":
        return { t: "text" };
      case "bool":
        return BOOL;
      case "dice":
        return { t: "dice" };
      case "name":
        return this.name(e);
      case "unary": {
        const a = this.expr(e.arg);
        if (e.operator === "not") {
          this.expect(a, BOOL, e.arg, "'not' needs true or false");
          return BOOL;
        }
        this.expect(a, { t: "number" }, e.arg, `'${e.operator}' needs a number`);
        return a.t === "number" ? a : INT;
      }
      case "binary":
        return this.binary(e);
      case "call":
        return this.call(e);
      case "field":
        return this.field(e);
      case "index": {
        const o = this.expr(e.object);
        this.expr(e.index);
        return o.t === "list" ? o.of : ANY;
      }
      case "list": {
        const items = e.items.map((i) => this.candidates(i, this.expr(i)));
        return { t: "list", of: common(items) };
      }
      case "select": {
        const elem = this.elementOf(this.expr(e.in), e.in);
        this.locals.push(scopeOf(e.name, elem, e, "binds"));
        if (e.where) this.expect(this.expr(e.where), BOOL, e.where, "the condition after 'if' must be true or false");
        const item = e.value ? this.expr(e.value) : elem;
        this.locals.pop();
        return { t: "list", of: item };
      }
      case "if": {
        this.expect(this.expr(e.cond), BOOL, e.cond, "the condition of 'if' must be true or false");
        const a = this.guarded(e.cond, () => this.expr(e.then));
        const b = this.guarded(e.cond, () => this.expr(e.else), false);
        if (!compatible(a, b) && !compatible(b, a)) this.ctx.report("expression-type", `the two branches give different kinds of value: ${showTy(a)} and ${showTy(b)}`, e);
        // An empty list (or one of unknown items) in one branch takes the other's items.
        return a.t === "any" || (a.t === "list" && a.of.t === "any" && b.t === "list") ? b : a;
      }
    }
  }

  private name(e: M.Expr & { op: "name" }): Ty {
    const local = this.lookupLocal(e.name);
    if (local) {
      recordLink(e, "name", { id: e.name, keyword: "local", obj: {}, ...this.siteOf(e.name) });
      return local;
    }
    const decl = this.scope.lookup(e.name);
    if (decl) recordLink(e, "name", decl);
    else {
      const owner = this.ctx.symbols.values.get(e.name)?.map((t) => this.scope.lookup(t)).find((t) => t !== undefined);
      if (owner) recordLink(e, "name", { id: e.name, keyword: "value", obj: owner.obj });
    }
    if (decl) {
      if (decl.keyword === "type") return { t: "ref", kind: "type" };
      if (decl.keyword === "track" && Array.isArray(decl.obj["values"])) return { t: "enum", type: decl.id };
      return { t: "ref", kind: KEYWORD_TYPES[decl.keyword] ?? decl.keyword };
    }
    const owners = this.ctx.symbols.values.get(e.name);
    if (owners) {
      // A value of one declared type that a decision also lists among its options is that type's.
      const types = owners.length === 1 ? owners : owners.filter((o) => this.scope.lookup(o)?.keyword === "type");
      return types.length === 1 ? { t: "enum", type: types[0]! } : ANY;
    }
    const constant = CONSTANTS[e.name];
    if (constant) return ty(constant.type);
    if (FUNCTIONS[e.name] || COMMANDS[e.name]) {
      this.ctx.report("expression-type", `'${e.name}' is a built-in ${FUNCTIONS[e.name] ? "function" : "command"}; call it with parentheses: ${e.name}(...)`, e);
      return ANY;
    }
    const known = [
      ...this.locals.flatMap((m) => [...m.keys()]),
      ...this.scope.all().map((x) => x.id),
      ...this.ctx.symbols.values.keys(),
      ...Object.keys(CONSTANTS),
    ];
    let hint = didYouMean(e.name, known);
    if (!hint && e.name.includes("-")) {
      const parts = e.name.split("-");
      if (parts.every((p) => known.includes(p) || /^[0-9]+$/.test(p))) hint = ` (to subtract, put spaces around the minus: ${parts.join(" - ")})`;
    }
    this.ctx.report("expression-type", `unknown name '${e.name}'${hint}`, e);
    return ANY;
  }

  private binary(e: M.Expr & { op: "binary" }): Ty {
    const l = this.expr(e.left);
    // The right of `and` is read only when the left holds, of `or` only when it fails.
    const r = e.operator === "and" || e.operator === "or" ? this.guarded(e.left, () => this.expr(e.right), e.operator === "and") : this.expr(e.right);
    switch (e.operator) {
      case "and":
      case "or":
        this.expect(l, BOOL, e.left, `'${e.operator}' joins true-or-false values`);
        this.expect(r, BOOL, e.right, `'${e.operator}' joins true-or-false values`);
        return BOOL;
      case "==":
      case "!=":
        // A name that is also a value of declared types may be compared as either (`go == advance`).
        if (!this.candidates(e.left, l).some((a) => this.candidates(e.right, r).some((b) => compatible(a, b) || compatible(b, a))) && !compatible(l, r) && !compatible(r, l)) {
          this.ctx.report("expression-type", `this compares ${showTy(l)} with ${showTy(r)}, which can never be equal`, e);
        }
        return BOOL;
      case "<":
      case "<=":
      case ">":
      case ">=":
        this.expect(l, { t: "number" }, e.left, `'${e.operator}' compares numbers`);
        this.expect(r, { t: "number" }, e.right, `'${e.operator}' compares numbers`);
        return BOOL;
      case "in":
        this.elementOf(r, e.right);
        return BOOL;
      default: {
        // `+` also joins two lists.
        if (e.operator === "+" && (l.t === "list" || r.t === "list")) {
          const other = l.t === "list" ? r : l;
          if (other.t !== "list" && other.t !== "any") this.ctx.report("expression-type", `'+' joins two lists, or adds two numbers; this adds a list and ${showTy(other)}`, e);
          const items = l.t === "list" && l.of.t !== "any" ? l : r;
          return items.t === "list" ? items : { t: "list", of: ANY };
        }
        this.expect(l, { t: "number" }, e.left, `'${e.operator}' needs numbers`);
        this.expect(r, { t: "number" }, e.right, `'${e.operator}' needs numbers`);
        // Whole numbers divide into a whole number, rounded down (write (x + 1) / 2 to round a half up).
        return l.t === "number" || r.t === "number" ? { t: "number" } : INT;
      }
    }
  }

  /**
   * A table's rows are keyed by numbers (die results, ranges) or by names; a
   * key of the other sort, or a name of a kind no row has, finds no row.
   */
  private rowKey(table: SymbolEntry, key: Ty, at: M.Expr): void {
    const rows = tableRows(table);
    if (rows.length === 0 || key.t === "any" || (key.t === "text" && at.op === "name")) return;
    const numeric = rows.every((r) => typeof r.key !== "string");
    const isNumber = key.t === "int" || key.t === "number" || (key.t === "ref" && key.kind === "track");
    if (numeric && !isNumber) {
      this.ctx.report("expression-type", `table '${table.id}' is keyed by numbers, but this row key is ${showTy(key)}`, at);
      return;
    }
    if (numeric) return;
    const names = rows.map((r) => r.key).filter((k): k is string => typeof k === "string");
    if (isNumber) {
      this.ctx.report("expression-type", `table '${table.id}' is keyed by names (${names.slice(0, 3).join(", ")}${names.length > 3 ? ", ..." : ""}), but this row key is ${showTy(key)}`, at);
      return;
    }
    const fits = (n: string) =>
      key.t === "enum" ? (this.ctx.symbols.values.get(n) ?? []).includes(key.type) || n === key.type : key.t === "ref" ? KEYWORD_TYPES[this.scope.lookup(n)?.keyword ?? ""] === key.kind : true;
    if ((key.t === "enum" || key.t === "ref") && !names.some(fits)) {
      this.ctx.report("expression-type", `table '${table.id}' has no row for ${showTy(key)}: its rows are ${names.slice(0, 3).join(", ")}${names.length > 3 ? ", ..." : ""}`, at);
      return;
    }
    // A row named outright (a value of a type or a declaration, not a local) must be one of the table's rows, or
    // play stops there; so must each name of a list written out that a selection's local goes through
    // (`[lookup(t, k, v) for k in [infantry, artillery]]`).
    if (at.op !== "name") return this.everyRow(table, key, names, at);
    const isLocal = this.locals.some((scope) => scope.has(at.name));
    const outright = (n: string) => this.ctx.symbols.values.has(n) || this.scope.lookup(n) !== undefined;
    if (!isLocal) {
      if (!outright(at.name)) return this.everyRow(table, key, names, at);
      if (!names.includes(at.name)) this.ctx.report("expression-type", `table '${table.id}' has no row '${at.name}'${didYouMean(at.name, names)}`, at);
      return;
    }
    // A local an enclosing `if` holds to names written out (`if entry == action-1 or entry == action-2`): each must be a row.
    const holder = innermost(this.locals, (m) => m.has(at.name));
    const guard = innermost(this.guards, (g) => g.name === at.name && g.scope === holder);
    if (guard?.spoilt) return;
    if (guard?.values !== undefined) {
      for (const n of guard.values) if (outright(n) && !names.includes(n)) this.ctx.report("expression-type", `table '${table.id}' has no row '${n}', which an 'if' here lets '${at.name}' be${didYouMean(n, names)}`, at);
      return;
    }
    if (guard !== undefined) return this.everyRow(table, key, names, at, guard.excluded);
    const site = this.siteOf(at.name).site;
    // A selection's local, or a loop's, going through a list written out; or a local let be a name written out.
    const owner = site?.key === "binds" ? (site.owner as { op?: string; do?: string; in?: M.Expr }) : undefined;
    const bound = owner as { do?: string; value?: M.Expr } | undefined;
    const through =
      owner !== undefined && (owner.op === "select" || owner.do === "for") && owner.in?.op === "list"
        ? owner.in.items
        : bound?.do === "let" && bound.value?.op === "name" && !this.locals.some((scope) => scope.has((bound.value as M.Expr & { op: "name" }).name))
          ? [bound.value]
          : undefined;
    if (through === undefined) return this.everyRow(table, key, names, at);
    const items = through;
    // Only a list of names written out, none of them a local: one item worked out in play, and the list says nothing certain.
    if (!items.every((item) => item.op === "name" && !this.locals.some((scope) => scope.has(item.name)) && outright(item.name))) return;
    for (const item of items) {
      const n = (item as M.Expr & { op: "name" }).name;
      if (!names.includes(n)) this.ctx.report("expression-type", `table '${table.id}' has no row '${n}', which a selection here reads it with${didYouMean(n, names)}`, item);
    }
  }

  /**
   * A table with a row for each side a player plays, or each value of a
   * type, but one, read with a key only play knows (the active side, a
   * parameter, a field): the one with no row stops play when it comes up.
   * Warned of where it is read (this check goes declaration by declaration,
   * and an editor keeps each one's findings), since rules may read it only
   * for some. Called where nothing narrower is known of the key than the
   * names a condition rules out (`excluded`).
   */
  private everyRow(table: SymbolEntry, key: Ty, names: string[], at: M.Expr, excluded: readonly string[] = []): void {
    const every = key.t === "ref" && key.kind === "side" ? this.ctx.model.sides.filter((d) => (d as { player?: boolean }).player !== false).map((d) => d.id) : key.t === "enum" ? typeValues(this.scope.lookup(key.type)) : undefined;
    if (every === undefined) return;
    // Those a condition known to hold rules out (`m != four and size(m)`) are not read here.
    const missing = every.filter((id) => !names.includes(id) && !excluded.includes(id));
    if (missing.length === 0 || missing.length === every.length) return;
    const what = key.t === "enum" ? `${key.type} value${missing.length === 1 ? "" : "s"}` : missing.length === 1 ? "side" : "sides";
    this.ctx.report("expression-type", `table '${table.id}' has no row for ${what} ${missing.map((m) => `'${m}'`).join(", ")}, and this row key is worked out in play`, at, undefined, "warning");
  }

  /**
   * A column worked out as text (`if lost >= 3 then "three-or-more" else
   * "under-three"`, or a function giving that) must be one of the table's
   * columns: every text it can be is checked, where all of them are known.
   */
  private columnKey(table: SymbolEntry, at: M.Expr): void {
    if (at.op === "name" || at.op === "int") return;
    const columns = tableColumns(table);
    if (columns.length === 0) return;
    for (const text of this.texts(at, new Set()) ?? []) {
      if (!columns.includes(text)) this.ctx.report("expression-type", `table '${table.id}' has no column "${text}"${didYouMean(text, columns)}`, at);
    }
  }

  /** Every text an expression can give, when it gives only text written in the spec (through 'if' and spec functions); undefined otherwise. */
  private texts(e: M.Expr, calling: Set<object>): string[] | undefined {
    if (e.op === "text") return [e.value];
    if (e.op === "if") {
      const a = this.texts(e.then, calling);
      const b = a && this.texts(e.else, calling);
      return a && b && [...a, ...b];
    }
    if (e.op === "call" && e.callee.op === "name" && !this.lookupLocal(e.callee.name)) {
      const fn = this.scope.lookup(e.callee.name);
      const value = fn?.keyword === "function" ? (fn.obj["value"] as M.Expr | undefined) : undefined;
      if (!value || calling.has(fn!.obj)) return undefined;
      calling.add(fn!.obj);
      const found = this.texts(value, calling);
      calling.delete(fn!.obj);
      return found;
    }
    return undefined;
  }

  /** Row keys and column headings of a table, which a look-up may name without quotes. */
  private tableKeys(tableName: string): Set<string> {
    const t = this.scope.lookup(tableName);
    if (t?.keyword !== "table") return new Set();
    const rows = tableRows(t).map((r) => r.key).filter((k): k is string => typeof k === "string");
    const columns = tableColumns(t);
    return new Set([...rows, ...columns]);
  }

  private call(e: M.Expr & { op: "call" }): Ty {
    const tableName = e.callee.op === "name" && e.callee.name === "lookup" && e.args[0]?.op === "name" ? e.args[0].name : e.callee.op === "name" ? e.callee.name : "";
    const keys = this.tableKeys(tableName);
    const args = e.args.map((a, i) => {
      if (a.op !== "name" || !keys.has(a.name)) return this.expr(a);
      // In `lookup(...)` a declaration's name is read as its value (a row named for an area is that
      // area); a track's value is its number, not its name, so a column named like a track is missed.
      const track = e.callee.op === "name" && e.callee.name === "lookup" && i > 0 && !this.lookupLocal(a.name) ? this.scope.lookup(a.name) : undefined;
      if (track?.keyword === "track") {
        this.ctx.report("expression-type", `'${a.name}' here is the value of track '${a.name}', not the row or column '${a.name}' of table '${tableName}'; quote "${a.name}" to read the table's own`, a, undefined, "warning");
        return this.expr(a);
      }
      if (!this.lookupLocal(a.name)) return { t: "text" } as Ty;
      // The local wins, which is seldom what the writer meant when the table
      // has a row or column of that name.
      if (i > 0) this.ctx.report("expression-type", `'${a.name}' here is the local value, not the row or column '${a.name}' of table '${tableName}'; rename the local, or quote "${a.name}" to read the table's own`, a, undefined, "warning");
      return this.expr(a);
    });
    if (e.callee.op !== "name") {
      this.expr(e.callee);
      this.ctx.report("expression-type", "only named functions, procedures and tables can be called", e.callee);
      return ANY;
    }
    const name = e.callee.name;
    if (this.lookupLocal(name)) {
      this.ctx.report("expression-type", `'${name}' is a local value and cannot be called`, e.callee);
      return ANY;
    }
    const decl = this.scope.lookup(name);
    if (decl) recordLink(e.callee, "name", decl);
    if (decl?.keyword === "table") {
      if (args.length < 1 || args.length > 2) {
        this.ctx.report("expression-type", `table '${name}' is read with a row key and, for a two-way table, a column: ${name}(row) or ${name}(row, column)`, e.callee);
        return ANY;
      }
      this.rowKey(decl, args[0]!, e.args[0]!);
      if (e.args[1]) this.columnKey(decl, e.args[1]);
      return this.cellsType(decl, e.args[1]);
    }
    if (name === "lookup" && e.args[0]?.op === "name") {
      const table = this.scope.lookup(e.args[0].name);
      if (table?.keyword === "table" && e.args[1]) this.rowKey(table, args[1]!, e.args[1]);
      if (table?.keyword === "table" && e.args[2]) this.columnKey(table, e.args[2]);
    }
    if (decl?.keyword === "procedure") {
      this.ctx.report("expression-type", `procedure '${name}' gives no value; run it as a statement on its own line`, e.callee);
      return ANY;
    }
    if (decl?.keyword === "function") {
      this.checkProcedureCall(decl, args, e.args, e.callee, "function");
      return this.functionType(decl);
    }
    if (decl) {
      this.ctx.report("expression-type", `'${name}' is ${article(decl.keyword)} and cannot be called`, e.callee);
      return ANY;
    }
    // One player's copy exists only of a holder every player has: of any other, play finds no place to use.
    const held = name === "of" && e.args[0]?.op === "name" && !this.lookupLocal(e.args[0].name) ? this.scope.lookup(e.args[0].name) : undefined;
    if (held !== undefined && KEYWORD_TYPES[held.keyword] === "holder" && (held.obj as { "each-player"?: unknown })["each-player"] !== true) {
      this.ctx.report("expression-type", `'of' names a player's own copy of a holder every player has, but ${held.keyword} '${held.id}' is one for all (give it 'each-player: true', or name it alone)`, e.args[0]!);
    }
    const fn = FUNCTIONS[name];
    if (fn) {
      const refined = fn.refine?.(args, e.args, this.refining);
      // A track of named steps has a named value, not a number (and its name is typed as that value).
      if (name === "value" && refined !== undefined) return refined;
      this.checkSignature(name, fn, args, e.args, e.callee, undefined);
      return refined ?? ty(fn.returns);
    }
    if (COMMANDS[name]) {
      this.ctx.report("expression-type", `'${name}' is a command and gives no value; run it as a statement on its own line`, e.callee);
      return ANY;
    }
    this.ctx.report("expression-type", `unknown function '${name}'${didYouMean(name, Object.keys(FUNCTIONS))}`, e.callee);
    return ANY;
  }

  /**
   * The types a value written in a list may have: its own, and, for a name
   * that is also a value of declared types (`advance` naming a decision and a
   * value of `advance-choice`), each of those types: the list's items then
   * have the one they share. None for a value of unknown type.
   */
  private candidates(e: M.Expr, t: Ty): Ty[] {
    const own = t.t === "any" ? [] : [t];
    if (e.op === "list" && e.items.length > 0) {
      // A list written out may be a list of any type all its items can be (`[a, b]`, letters of two types).
      const items = e.items.map((i) => this.candidates(i, exprTypeOf(i) ?? ANY));
      const shared = items[0]!.filter((c) => items.every((cs) => cs.some((u) => compatible(u, c) && compatible(c, u))));
      return [...own, ...shared.map((of): Ty => ({ t: "list", of }))];
    }
    if (e.op !== "name" || this.lookupLocal(e.name)) return own;
    const owners = this.ctx.symbols.values.get(e.name) ?? [];
    return [...own, ...owners.map((type): Ty => ({ t: "enum", type }))];
  }

  /** What the registry's result refinements may ask of this checker. */
  private readonly refining: RefineContext = {
    linkType: () => this.linkType(),
    tableCells: (table, column) => {
      const decl = table?.op === "name" ? this.scope.lookup(table.name) : undefined;
      return decl?.keyword === "table" ? this.cellsType(decl, column) : undefined;
    },
  };

  /** The type naming links' kinds, when every map that names one names the same. */
  private linkType(): Ty | undefined {
    const types = new Set(this.scope.all().filter((d) => d.keyword === "map").map((d) => d.obj["link-types"] as string | undefined).filter((t) => t !== undefined));
    return types.size === 1 ? { t: "enum", type: [...types][0]! } : undefined;
  }

  /**
   * The type of what a table look-up gives: what the cells of the column
   * named (all columns, when the column is worked out in play) have in
   * common; anything when they differ.
   */
  private cellsType(table: SymbolEntry, column: M.Expr | undefined): Ty {
    const rows = tableRows(table);
    const columns = tableColumns(table);
    const named = column === undefined ? 0 : column.op === "name" && !this.lookupLocal(column.name) ? columns.indexOf(column.name) : column.op === "text" || column.op === "int" ? columns.indexOf(String(column.value)) : -1;
    const cells = rows.flatMap((r) => (named >= 0 ? [r.cells[named]] : r.cells));
    return common(cells.map((c) => this.cellTypes(c)));
  }

  /** The types one table cell as written may have: a number, true or false, a declaration, a value of declared types, or text. */
  private cellTypes(cell: unknown): Ty[] {
    if (typeof cell === "number") return [Number.isInteger(cell) ? INT : { t: "number" }];
    if (typeof cell === "boolean") return [BOOL];
    if (typeof cell !== "string") return [];
    const decl = this.scope.lookup(cell);
    const owners = (this.ctx.symbols.values.get(cell) ?? []).map((type): Ty => ({ t: "enum", type }));
    if (decl) return decl.keyword === "type" ? owners : [{ t: "ref", kind: KEYWORD_TYPES[decl.keyword] ?? decl.keyword }, ...owners];
    return owners.length > 0 ? owners : [{ t: "text" }];
  }

  private field(e: M.Expr & { op: "field" }): Ty {
    const o = this.expr(e.object);
    if (o.t === "any") {
      // What the value is is known only in play, but a field nothing in the game has is a mistake
      // all the same (`to.bese` for `to.base`): it would read as nothing, mid-game.
      const known = fieldNames(this.ctx, this.scope);
      if (!known.has(e.field)) this.ctx.report("expression-type", `nothing in this game has a field '${e.field}'${didYouMean(e.field, [...known])}`, e, "field");
      return ANY;
    }
    if (o.t !== "ref") {
      this.ctx.report("expression-type", `${showTy(o)} has no fields, so '.${e.field}' cannot be read`, e, "field");
      return ANY;
    }
    if (o.kind === "place") {
      // An area or a holder, known only in play: a field either has, of the type both give it.
      const asArea = this.fieldOf("area", e.field);
      const asHolder = this.fieldOf("holder", e.field);
      if (asArea === undefined && asHolder === undefined) {
        this.ctx.report("expression-type", `neither an area nor a holder has a field '${e.field}'${didYouMean(e.field, this.placeFieldNames())}`, e, "field");
        return ANY;
      }
      if (asArea === undefined || asHolder === undefined) return asArea ?? asHolder!;
      return compatible(asArea, asHolder) && compatible(asHolder, asArea) ? asArea : ANY;
    }
    const found = this.fieldOf(o.kind, e.field);
    if (found) {
      if (o.kind === "side") this.sideStateGaps(e);
      return found;
    }
    const def = defForKeyword(keywordOfKind(o.kind));
    const known = [...Object.keys(RUNTIME_FIELDS[o.kind] ?? {}), ...Object.keys(def?.properties ?? {})];
    this.ctx.report("expression-type", `${showTy(o)} has no field '${e.field}'${didYouMean(e.field, known)}`, e, "field");
    return ANY;
  }

  /**
   * A side's state field read on a side that does not keep it would read as
   * nothing in play: refused when the side is named and lacks it, or when
   * any side may be meant and some side lacks what another keeps.
   */
  private sideStateGaps(e: M.Expr & { op: "field" }): void {
    // The sides people play, of those the game lists: a side the rules run (player: false) is read
    // only where a rule names it, which the checker cannot follow.
    const listed = (this.scope.all().find((d) => d.keyword === "game")?.obj["sides"] as string[] | undefined) ?? [];
    const sides = this.scope.all().filter((d) => d.keyword === "side" && d.obj["player"] !== false && (listed.length === 0 || listed.includes(d.id)));
    const keeps = (d: SymbolEntry) => Object.hasOwn((d.obj["state"] as Record<string, string> | undefined) ?? {}, e.field);
    if (!sides.some(keeps)) return;
    const named = e.object.op === "name" && !this.lookupLocal(e.object.name) ? this.scope.lookup(e.object.name) : undefined;
    const lacking = (named?.keyword === "side" ? [named].filter((d) => d.obj["player"] !== false) : sides).filter((d) => !keeps(d)).map((d) => d.id);
    if (lacking.length === 0) return;
    const keepers = sides.filter(keeps).map((d) => d.id);
    this.ctx.report("expression-type", `'${e.field}' is state that ${keepers.join(" and ")} keep${keepers.length === 1 ? "s" : ""} but ${lacking.join(" and ")} ${lacking.length === 1 ? "does" : "do"} not: read on ${lacking.length === 1 ? "that side" : "those sides"} it would be nothing in play; declare it in every side's state`, e);
  }

  /** The fields an area or a holder may have: what the engine keeps, what the language lets them declare, and the maps' state. */
  private placeFieldNames(): string[] {
    const names = new Set<string>();
    for (const kind of ["area", "holder"]) {
      for (const f of Object.keys(RUNTIME_FIELDS[kind] ?? {})) names.add(f);
      for (const f of Object.keys(defForKeyword(keywordOfKind(kind))?.properties ?? {})) names.add(f);
    }
    for (const entry of this.scope.all()) if (entry.keyword === "map") for (const f of Object.keys((entry.obj["state"] as Record<string, string> | undefined) ?? {})) names.add(f);
    return [...names];
  }

  /**
   * The type of a field of a declaration of this kind, or undefined when it
   * has no such field: worked out once per scope, kind and field
   * (`fieldTypes`), since it goes through every declaration in scope and
   * every field an expression reads asks for it (with the scenarios and
   * variants checked as applied, about a twelfth of checking Navajo Wars).
   */
  private fieldOf(kind: string, field: string): Ty | undefined {
    let known = fieldTypes.get(this.scope);
    if (known === undefined) fieldTypes.set(this.scope, (known = new Map()));
    const key = `${kind}\u0000${field}`;
    if (known.has(key)) return known.get(key);
    const t = this.fieldOfKind(kind, field);
    known.set(key, t);
    return t;
  }

  private fieldOfKind(kind: string, field: string): Ty | undefined {
    const runtime = RUNTIME_FIELDS[kind] ?? {};
    if (kind === "piece" || kind === "side") {
      // Declared card fields and state come first: they say what the piece (or side) carries.
      // Kinds that give one field name different types (a family's letter, an instruction
      // counter's letter) leave it known only in play.
      const found: Ty[] = [];
      for (const entry of this.scope.all()) {
        if (KEYWORD_TYPES[entry.keyword] !== kind) continue;
        const fields = entry.obj["fields"] as Record<string, string> | undefined;
        const state = entry.obj["state"] as Record<string, string> | undefined;
        if (fields?.[field]) found.push({ t: "enum", type: fields[field]! });
        else if (state?.[field]) found.push(STATE_TYPES.includes(state[field]!) ? ty(state[field]!) : { t: "enum", type: state[field]! });
      }
      if (found.length > 0) return found.every((t) => compatible(t, found[0]!) && compatible(found[0]!, t)) ? found[0]! : ANY;
    }
    // A field the game declares is never hidden by a built-in one of the same name.
    if (runtime[field]) return ty(runtime[field]!);
    if (kind === "area") {
      // State a map declares for its areas (control, devastated ...).
      for (const entry of this.scope.all()) {
        if (entry.keyword !== "map") continue;
        const state = entry.obj["state"] as Record<string, string> | undefined;
        if (state?.[field]) return STATE_TYPES.includes(state[field]!) ? ty(state[field]!) : { t: "enum", type: state[field]! };
      }
    }
    const def = defForKeyword(keywordOfKind(kind));
    const prop = def?.properties?.[field];
    if (!prop) return undefined;
    const t = schemaType(prop);
    return t.t === "any" && prop["x-refers-to"] ? (this.referredKind(kind, field) ?? t) : t;
  }

  /**
   * For a property that may name several kinds of declaration (a side's
   * `reserve`: an area, a holder ...), the kind the game's own declarations
   * name with it: one kind, or a place when they name areas and holders.
   */
  private referredKind(kind: string, field: string): Ty | undefined {
    const kinds = new Set<string>();
    for (const entry of this.scope.all()) {
      if (KEYWORD_TYPES[entry.keyword] !== kind) continue;
      const v = entry.obj[field];
      if (v === undefined) continue;
      const named = typeof v === "string" ? this.scope.lookup(v) : undefined;
      if (!named) return undefined;
      kinds.add(KEYWORD_TYPES[named.keyword] ?? named.keyword);
    }
    if (kinds.size === 1) return { t: "ref", kind: [...kinds][0]! };
    return kinds.size > 0 && [...kinds].every((k) => PLACES.includes(k)) ? { t: "ref", kind: "place" } : undefined;
  }
}

/** The types of fields by kind and name (`kind\u0000field`), for each scope, as `fieldOf` works them out. */
const fieldTypes = new WeakMap<Scope, Map<string, Ty | undefined>>();

/**
 * Every field name anything in a game may have: what the engine keeps
 * (`location`, `strength` ...), the ends of a range, every property any
 * declaration kind may be written with, every property, card field and state
 * field the game's declarations write, and every field a `set` assigns.
 * Worked out once per check run and scope.
 */
const fieldNameSets = new WeakMap<Scope, Set<string>>();
function fieldNames(ctx: CheckContext, scope: Scope): Set<string> {
  let names = fieldNameSets.get(scope);
  if (names) return names;
  names = new Set(["min", "max"]);
  for (const fields of Object.values(RUNTIME_FIELDS)) for (const f of Object.keys(fields)) names.add(f);
  for (const keyword of allKeywords()) for (const f of Object.keys(defForKeyword(keyword)?.properties ?? {})) names.add(f);
  for (const entry of scope.all()) {
    for (const f of Object.keys(entry.obj)) names.add(f);
    for (const key of ["fields", "state"]) {
      const declared = entry.obj[key];
      if (typeof declared === "object" && declared !== null && !Array.isArray(declared)) for (const f of Object.keys(declared)) names.add(f);
    }
  }
  for (const f of setFields(ctx.model)) names.add(f);
  fieldNameSets.set(scope, names);
  return names;
}

function keywordOfKind(kind: string): string {
  return { piece: "block", holder: "deck", step: "step", rule: "modifier", variant: "variant" }[kind] ?? kind;
}

function schemaType(node: SchemaNode): Ty {
  switch (shapeOf(node)) {
    case "integer":
      return INT;
    case "number":
      return { t: "number" };
    case "boolean":
      return BOOL;
    case "string": {
      const refs = node["x-refers-to"];
      if (refs) {
        // A reference that may name several kinds of thing (an area or a holder) is typed loosely.
        const kinds = new Set(refs.map((r) => KEYWORD_TYPES[r] ?? r));
        return kinds.size === 1 ? { t: "ref", kind: [...kinds][0]! } : ANY;
      }
      return { t: "text" };
    }
    case "array": {
      const items = node.items ?? resolve(node).items;
      return { t: "list", of: items ? schemaType(items) : ANY };
    }
    case "dice":
      return { t: "dice" };
    default:
      return refName(node) === "Range" ? ANY : ANY;
  }
}

function isAssignable(e: M.Expr): boolean {
  return e.op === "name" || e.op === "field" || e.op === "index";
}

/** Whether a value of type `a` may stand where `b` is expected. */
/**
 * The one type that values of these candidate types all have (each value
 * listed with the types it may have): the first candidate of the first
 * value that every other value can be; whole numbers among numbers are
 * numbers. Anything when there is none, or a value's type is unknown.
 */
function common(values: Ty[][]): Ty {
  if (values.length === 0 || values.some((c) => c.length === 0)) return ANY;
  const numeric = values.every((c) => c.some((t) => t.t === "int" || t.t === "number"));
  if (numeric) return values.every((c) => c.some((t) => t.t === "int")) ? INT : { t: "number" };
  for (const t of values[0]!) if (values.every((c) => c.some((u) => compatible(u, t) && compatible(t, u)))) return t;
  return ANY;
}

/** A table's rows as the model writes them. */
function tableRows(table: SymbolEntry): M.Row[] {
  return (table.obj["rows"] as M.Row[] | undefined) ?? [];
}

/** A table's column headings, as text (a look-up names `2` and `"2"` alike). */
function tableColumns(table: SymbolEntry): string[] {
  return ((table.obj["columns"] as (string | number)[] | undefined) ?? []).map(String);
}

/** What going through a value gives, item by item: a list's items, a place's or holder's pieces, a map's areas; undefined when unknown. */
export function compatible(a: Ty, b: Ty): boolean {
  if (a.t === "any" || b.t === "any") return true;
  // A place is an area or a holder, which only play tells apart.
  if (a.t === "ref" && b.t === "ref" && (a.kind === "place" || b.kind === "place")) return PLACES.includes(a.kind) && PLACES.includes(b.kind);
  if (a.t === "void" || b.t === "void") return false;
  if (b.t === "number" && (a.t === "int" || a.t === "number")) return true;
  if ((b.t === "int" || b.t === "number") && a.t === "ref" && a.kind === "track") return true;
  if (a.t === "list" && b.t === "list") return compatible(a.of, b.of);
  if (a.t === "ref" && b.t === "ref") return a.kind === b.kind;
  if (a.t === "enum" && b.t === "enum") return a.type === b.type;
  if (a.t === "enum" && b.t === "text") return true;
  return a.t === b.t;
}
