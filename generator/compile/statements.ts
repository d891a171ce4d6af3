/**
 * Statements as a tree of nodes (plain code, loops, branches, decisions) that
 * the lowering turns into code, written from their linked form
 * (`generator/ir/`): what each name, set and call refers to was resolved
 * when the block was linked.
 */
import type * as M from "../../dsl/model-types.js";
import { exprTypeOf, placeOf } from "../../dsl/source-locations.js";
import { forEachEntry } from "../../dsl/walk.js";
import { tsString } from "../escape.js";
import { stmtLines } from "../expr-text.js";
import type { IrExpr, IrStmt } from "../ir/nodes.js";
import { CompileError, type ProgramContext, type Scope } from "./context.js";
import { watchedEvents } from "./events.js";
import { bind, conditionOf, emitExpr, pure, symText } from "./expressions.js";
import { lowerNode, lowerNodes, plainCallee } from "./loops.js";
import { statementParts } from "../ir/shared.js";

/** Statements as a tree the lowering understands; conditions and code are JavaScript already. */
export type Node =
  | { k: "js"; lines: string[] }
  | { k: "if"; cond: string; then: Node[]; else: Node[] }
  | { k: "loop"; init: string[]; cond: string; body: Node[]; next: string[] }
  | { k: "ask"; request: string; slot: number }
  /** A call of a step (a procedure that can ask, or the set-up), named by its symbol as code writes it. */
  | { k: "call"; step: string; actor: string; args: string[] }
  | { k: "return" };

export const js = (...lines: string[]): Node => ({ k: "js", lines });

export function asks(n: Node): boolean {
  switch (n.k) {
    case "ask":
    case "call":
      return true;
    case "if":
      return n.then.some(asks) || n.else.some(asks);
    case "loop":
      return n.body.some(asks);
    default:
      return false;
  }
}

/** A loop over the items of a list (JavaScript), binding each to `bind`. */
export function forEach(scope: Scope, list: string, body: (item: string, scope: Scope) => Node[], hint = "item"): Node {
  const xs = scope.locals.fresh("list");
  const i = scope.locals.fresh("i");
  const item = scope.locals.fresh(hint);
  return {
    k: "loop",
    init: [xs.declare(list), i.declare("0")],
    cond: `(${i.r} as number) < (${xs.r} as V.Value[]).length`,
    body: [js(item.declare(`(${xs.r} as V.Value[])[${i.r} as number]!`)), ...body(item.r, scope)],
    next: [`${i.w} = (${i.r} as number) + 1;`],
  };
}

/** A loop that runs while a JavaScript condition holds, stopped after `limit` rounds with `message`. */
export function guarded(scope: Scope, cond: (s: Scope) => string, body: Node[], limit: number, message: string): Node {
  const g = scope.locals.fresh("guard");
  return {
    k: "loop",
    init: [g.declare("0")],
    cond: cond(scope),
    body: [js(`if ((${g.r} as number) >= ${limit}) throw new V.EvaluationError(${tsString(message)});`, `${g.w} = (${g.r} as number) + 1;`), ...body],
    next: [],
  };
}

/** A linked block as nodes, each statement in the scope the ones before it leave. */
export function emitBlock(stmts: readonly IrStmt[], scope: Scope): Node[] {
  let s = scope;
  const out: Node[] = [];
  for (const st of stmts) {
    const r = statement(st, s);
    out.push(...r.nodes);
    s = r.scope;
  }
  return out;
}

/** Where a statement or rule is written, with its first line, for errors at run time: `file:line:col: text`. */
export function placeText(obj: object, text: string): string | undefined {
  const at = placeOf(obj);
  if (at === undefined) return undefined;
  const line = text.trim();
  return `${at}: ${line.length > 80 ? `${line.slice(0, 77)}...` : line}`;
}

/** The statement's code, after recording where play is in the spec (`X.at`), so that an error can name it. */
function statement(st: IrStmt, scope: Scope): { nodes: Node[]; scope: Scope } {
  const r = statementCode(st, scope);
  const at = placeText(st.src, stmtLines([st.src])[0] ?? st.src.do);
  return at === undefined ? r : { nodes: [js(`X.at = ${tsString(at)};`), ...r.nodes], scope: r.scope };
}

function statementCode(st: IrStmt, scope: Scope): { nodes: Node[]; scope: Scope } {
  const e = (x: IrExpr) => emitExpr(x, scope);
  const same = (...nodes: Node[]) => ({ nodes, scope });
  // A statement whose values are lowered (selections as loops, see `lowerNode`): their statements, then its own line.
  const lowered = (values: readonly IrExpr[], line: (exprs: string[]) => string): Node => {
    const kept = keptParts(values, scope);
    const l = lowerNodes(values, kept.scope);
    return js(...kept.declared, ...l.pre, line(l.exprs));
  };
  switch (st.k) {
    case "let": {
      const l = scope.locals.fresh(st.binding.name);
      const node = lowered([st.value], ([v]) => l.declare(v!));
      return { nodes: [node], scope: bind(scope, st.binding, l) };
    }
    case "set": {
      const t = st.target;
      if (t.to === "local") {
        const local = "r" in t.local ? t.local : t.local.local!;
        return same(lowered([st.value], ([v]) => `${local.w} = C.combine(${tsString(st.operator)}, ${local.r}, ${v!});`));
      }
      if (t.to === "active") {
        if (st.operator !== "=") throw new CompileError("'active' is a side: set it with '='");
        // The acting side changes for what follows; compiled code reads it afresh.
        const follow = scope.actor === "X.state.active" ? ["ctx = C.exprCtx(X, X.state.active);"] : [];
        return same(js(`C.setActive(X, ${e(st.value)});`, ...follow));
      }
      if (t.to === "track") {
        // A name that is no track: refused when play reaches it, as the checker refuses it where it can.
        if (t.sym === undefined) return same(js(`throw new V.EvaluationError(${tsString(`'${t.id}' cannot be changed`)});`));
        return same(js(`C.setTrack(X, ${symText(t.sym)}, ${tsString(st.operator)}, ${e(st.value)});`));
      }
      if (t.to === "field") return same(js(`C.setField(X, ${e(t.object)}, ${tsString(t.field)}, ${tsString(st.operator)}, ${e(st.value)});`));
      throw new CompileError("this cannot be changed with 'set'");
    }
    // A condition or a list that needs statements (see `lowerNode`) has them run just before: in the
    // same block of a step, so the variables they set are in reach.
    case "if": {
      const c = lowerNode(st.cond, scope, true);
      return same(...(c.pre.length > 0 ? [js(...c.pre)] : []), { k: "if", cond: c.expr, then: emitBlock(st.then, scope), else: st.else ? emitBlock(st.else, scope) : [] });
    }
    case "for": {
      const l = lowerNode(st.in, scope, false);
      const loop = forEach(scope, `C.items(X, ${l.expr}, ${scope.actor})`, (item, s) => emitBlock(st.body, bind(s, st.binding, { r: item, w: item })), st.binding.name);
      return same(...(l.pre.length > 0 ? [js(...l.pre)] : []), loop);
    }
    case "repeat": {
      const n = scope.locals.fresh("times");
      const k = scope.locals.fresh("k");
      return same(js(n.declare(`V.repeatCount(${e(st.times)})`)), { k: "loop", init: [k.declare("0")], cond: `(${k.r} as number) < (${n.r} as number)`, body: emitBlock(st.body, scope), next: [`${k.w} = (${k.r} as number) + 1;`] });
    }
    case "while":
      return same(guarded(scope, () => `${conditionOf(st.cond, scope)}`, emitBlock(st.body, scope), 100_000, "a 'while' loop ran 100000 times; its condition never became false"));
    case "choose": {
      const src = st.src as M.Stmt & { do: "choose" };
      const l = scope.locals.fresh(st.binding.name);
      if (l.slot < 0) throw new CompileError("a decision can only be asked in a procedure compiled as steps");
      const by = st.by ? e(st.by) : scope.actor;
      // An option's cost is the `costing` expression with the chosen name standing for that option.
      const option = scope.locals.variable(st.binding.name);
      const costing = st.costing ? `(${option}: V.Value): V.Value => ${emitExpr(st.costing, bind(scope, st.option, { r: option, w: option }))}` : "undefined";
      const asked = `C.chooseRequest(X, ${tsString(st.binding.name)}, ${e(st.from)}, ${by}, ${st.as ? symText(st.as) : "undefined"}, ${scope.actor}, ${st.about ? e(st.about) : "undefined"}, ${src.each === true}, ${costing}, ${st.within ? e(st.within) : "undefined"})`;
      // Working out the options changes nothing on the board (unless a trigger on rolls or look-ups could
      // run a command meanwhile), so reads made again for each option are kept: movement costs when the
      // options are priced, a side's pieces on a whole map when each option's rule lists them.
      const request = st.costing ? `C.readDone(C.reading(X.state), ${asked})` : !changesBoard(scope.P) && listsMapPieces(scope.P) ? `C.readDone(C.reading(X.state, false), ${asked})` : asked;
      // A victory checked at once ends the game before anyone decides anything more.
      return { nodes: [js("X.T.sudden(X, true);"), { k: "ask", request, slot: l.slot }], scope: bind(scope, st.binding, l) };
    }
    case "move":
      return same(lowered([st.what, st.to], ([what, to]) => `C.movePieces(X, ${what!}, ${to!}, ${scope.actor});`));
    case "end": {
      const src = st.src as M.Stmt & { do: "end" };
      return same(js(`C.endGame(${src.draw}, ${st.winner ? e(st.winner) : "null"}, ${src.outcome === undefined ? "undefined" : tsString(src.outcome)});`));
    }
    case "unspecified":
      return same(js(`C.notSpecified(X, ${tsString((st.src as M.Stmt & { do: "unspecified" }).name)});`));
    case "call": {
      const callee = st.callee;
      if (callee.to === "procedure") {
        if (callee.asking) return same({ k: "call", step: symText(callee.sym), actor: scope.actor, args: st.args.map(e) });
        return same(lowered(st.args, (args) => `X.T.p[${symText(callee.sym)}]!(${["X", scope.actor, ...args].join(", ")});`));
      }
      const cmd = callee.record;
      if (!cmd) throw new CompileError(`the command '${callee.name}' is not available`);
      return same(
        lowered(st.args, (args) => {
          const all = [...args, ...Array.from({ length: Math.max(0, cmd.params.length - args.length) }, () => "undefined")];
          return `C.${cmd.run}(${["X", ...all, ...(cmd.actor ? [scope.actor] : [])].join(", ")});`;
        }),
      );
    }
  }
}

/**
 * What the values a statement works out keep (see `statementParts`): each
 * kept part's variable, declared just before them, and the scope they are
 * written in. Nothing when one of them has an effect, or inside a spec
 * function, which keeps its own.
 */
function keptParts(values: readonly IrExpr[], scope: Scope): { declared: string[]; scope: Scope } {
  if (scope.shared !== undefined || values.length === 0 || !values.every((v) => pure(v, scope.P))) return { declared: [], scope };
  // The values together, as one list, so that a part two of them read is kept once.
  const all: IrExpr = values.length === 1 ? values[0]! : { k: "list", items: [...values], ty: { t: "list", of: { t: "any" } }, src: values[0]!.src };
  const parts = statementParts(all, (e) => plainCallee(e, scope) !== undefined);
  if (parts.groups === 0) return { declared: [], scope };
  const vars = Array.from({ length: parts.groups }, () => scope.locals.variable("kept"));
  return { declared: vars.map((v) => `let ${v}: V.Value | undefined;`), scope: { ...scope, shared: { group: parts.group, vars } } };
}

/** Whether working out an expression may run a command: a trigger watches the rolls or look-ups it makes. */
function changesBoard(P: ProgramContext): boolean {
  const w = watchedEvents(P);
  return w.has("roll") || w.has("lookup");
}

const mapPieces = new WeakMap<ProgramContext, boolean>();

/**
 * Whether the program lists a side's pieces on a whole map anywhere
 * (`pieces-of(side, board)`), the read a decision's stretch keeps besides
 * priced costs: in a program that has none, keeping nothing costs a little
 * at every decision for nothing (Tic-Tac-Toe measured 4% more).
 */
function listsMapPieces(P: ProgramContext): boolean {
  let found = mapPieces.get(P);
  if (found === undefined) {
    let any = false;
    forEachEntry(P.model, () => undefined, (n) => {
      const call = n as Record<string, unknown>;
      any ||= call["op"] === "call" && isName(call["callee"], "pieces-of") && isMap(call["args"]);
    });
    mapPieces.set(P, (found = any));
  }
  return found;
}

/** Whether a model node is the name `name`. */
function isName(n: unknown, name: string): boolean {
  return typeof n === "object" && n !== null && (n as Record<string, unknown>)["op"] === "name" && (n as Record<string, unknown>)["name"] === name;
}

/** Whether the second of a call's arguments is, by the checker's types, a map. */
function isMap(args: unknown): boolean {
  const where = Array.isArray(args) ? (args[1] as object | undefined) : undefined;
  const ty = where === undefined ? undefined : exprTypeOf(where);
  return ty?.t === "ref" && ty.kind === "map";
}
