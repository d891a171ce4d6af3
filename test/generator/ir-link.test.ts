/**
 * Linking (`generator/ir/link.ts`): each name in an expression resolved once
 * to what it stands for where it is written (locals first, then
 * declarations and type values, then the values every expression can read,
 * then an event's name), each callee to a table, a spec function or a
 * built-in, each table key to itself or a value, and each node typed as
 * the checker inferred it.
 */
import { describe, expect, it } from "vitest";
import type * as M from "../../dsl/model-types.js";
import { binaryText, booleanValued } from "../../generator/compile/expressions.js";
import { linkBlock, linkExpr } from "../../generator/ir/link.js";
import { linkedFunction } from "../../generator/ir/program.js";
import type { IrExpr, IrStmt } from "../../generator/ir/nodes.js";
import type { SymbolKind } from "../../generator/symbols.js";
import { baseProgram } from "../helpers/program.js";
import { checkFiles, PLAYABLE } from "../helpers/spec.js";

const checked = checkFiles({
  "game.rules": `${PLAYABLE}type colour {
  values: red, blue
}
hand hand "Hand" {
  each-player: true
}
track score "Score" {
  range: 0..10
}
table odds "Odds" {
  columns: low, high
  row 1: 1, 2
  row 2: 3, 4
}
table traits "Traits" {
  columns: brave, mixed
  row scout: true, 1
  row chief: false, true
}
function twice(n: int) = n * 2
function same-colour(c: colour, d: colour) = c == d
function same-list(x: list<int>, y: list<int>) = x != y
function open() = true
function still-open() = if turn > 1 then open() else not open()
function loops(n: int) = if n > 0 then loops(n - 1) else true
procedure tidy(turn: int) {
  log("tidy")
}
decision pick "Pick" {
  prompt: "Pick one"
}
procedure play() {
  let n = 1
  set n += 1
  set score += n
  set active = b
  choose c from [1, 2] by a as pick costing c * n
  for each k in [c] {
    set n += k
  }
  tidy(n)
  ask-again()
}
procedure ask-again() {
  choose d from [1] by a as pick
}
sequence s {
  step only
}
`,
});

const name = (n: string): M.Expr => ({ op: "name", name: n });
/** The symbol the module gives a declaration, a type value or a field. */
const sym = (kind: SymbolKind, id: string) => baseProgram(checked.model).symbols.of(kind, id)!;
const call = (n: string, ...args: M.Expr[]): M.Expr => ({ op: "call", callee: name(n), args });

describe("linking statements", () => {
  const P = baseProgram(checked.model);
  const body = linkBlock(P.model.procedures.find((p) => p.id === "play")!.body, new Map(), P);
  const [letN, setN, setScore, setActive, choose, forK, callTidy, callAsk] = body as IrStmt[];

  it("binds a let's name for the statements after it, each reading that one binding", () => {
    expect(letN).toMatchObject({ k: "let", binding: { name: "n" } });
    const n = (letN as IrStmt & { k: "let" }).binding;
    expect(setN).toMatchObject({ k: "set", target: { to: "local" }, operator: "+=" });
    expect((setN as IrStmt & { k: "set" }).target).toEqual({ to: "local", local: n });
    expect((setScore as IrStmt & { k: "set" }).value).toMatchObject({ k: "name", target: { to: "local", local: n } });
  });

  it("resolves what a set changes: a local, a track, the acting side", () => {
    expect((setScore as IrStmt & { k: "set" }).target).toEqual({ to: "track", id: "score", sym: sym("track", "score") });
    expect((setActive as IrStmt & { k: "set" }).target).toEqual({ to: "active" });
  });

  it("gives a choice two bindings: the option priced inside its costing, and the option chosen for what follows", () => {
    const c = choose as IrStmt & { k: "choose" };
    expect(c.costing).toMatchObject({ k: "binary", left: { k: "name", target: { to: "local", local: c.option } } });
    expect(c.option).not.toBe(c.binding);
    const loop = forK as IrStmt & { k: "for" };
    expect(loop.in).toMatchObject({ k: "list", items: [{ k: "name", target: { to: "local", local: c.binding } }] });
    // The loop's item is bound inside its body only.
    expect(loop.body[0]).toMatchObject({ k: "set", value: { k: "name", target: { to: "local", local: loop.binding } } });
  });

  it("carries the symbol of each declaration, type value and field it names: the number compiled code uses", () => {
    expect((choose as IrStmt & { k: "choose" }).as).toEqual({ kind: "decision", n: 0, id: "pick" });
    expect(sym("value", "blue")).toEqual({ kind: "value", n: 1, id: "blue" });
    const field = linkExpr({ op: "field", object: name("a"), field: "ready" }, new Map(), P) as IrExpr & { k: "field" };
    // A field no spec names (an expression a pass made) has none.
    expect(field.sym).toBeUndefined();
  });

  it("resolves a call to a procedure, saying whether it asks for decisions, or to a command with its record", () => {
    expect((callTidy as IrStmt & { k: "call" }).callee).toEqual({ to: "procedure", id: "tidy", sym: sym("procedure", "tidy"), asking: false });
    expect((callAsk as IrStmt & { k: "call" }).callee).toEqual({ to: "procedure", id: "ask-again", sym: sym("procedure", "ask-again"), asking: true });
    const log = linkBlock(P.model.procedures.find((p) => p.id === "tidy")!.body, new Map(), P)[0] as IrStmt & { k: "call" };
    expect(log.callee).toMatchObject({ to: "command", name: "log", record: { run: "log" } });
  });
});

describe("linking an expression", () => {
  expect(checked.diagnostics).toEqual([]);
  const P = baseProgram(checked.model);
  const local = { r: "L[0]!", w: "L[0]" };

  it("resolves a name to a local before anything the game declares, then to a declaration, a value, the state, or an event", () => {
    const names = new Map([["score", local]]);
    const target = (n: string, scope: ReadonlyMap<string, typeof local> = new Map()) => (linkExpr(name(n), scope, P) as IrExpr & { k: "name" }).target;
    expect(target("score", names)).toEqual({ to: "local", local });
    expect(target("score")).toEqual({ to: "track", id: "score", sym: sym("track", "score") });
    expect(target("odds")).toEqual({ to: "named", id: "odds", keyword: "table", sym: sym("table", "odds") });
    expect(target("red")).toEqual({ to: "named", id: "red", keyword: undefined, sym: sym("value", "red") });
    expect(target("a")).toEqual({ to: "named", id: "a", keyword: "side", sym: sym("side", "a") });
    // A holder each player has a copy of is read from the acting side's copy.
    expect(target("hand")).toEqual({ to: "named", id: "hand", keyword: "hand", eachPlayer: true, sym: sym("holder", "hand") });
    for (const which of ["turn", "players", "active", "last-turn"]) expect(target(which)).toEqual({ to: "state", which });
    expect(target("rolled")).toEqual({ to: "event", name: "rolled" });
  });

  it("resolves a callee to a table, a spec function or a built-in, with the built-in's record", () => {
    const callee = (e: M.Expr) => (linkExpr(e, new Map(), P) as IrExpr & { k: "call" }).callee;
    expect(callee(call("odds", { op: "int", value: 1 }))).toEqual({ to: "table", id: "odds", sym: sym("table", "odds") });
    expect(callee(call("twice", { op: "int", value: 1 }))).toEqual({ to: "function", id: "twice", sym: sym("function", "twice") });
    const count = callee(call("count", { op: "list", items: [] }));
    expect(count).toMatchObject({ to: "builtin", name: "count", keyword: undefined });
    expect(count.to === "builtin" && count.record?.returns).toBe("int");
    expect(callee(call("no-such-thing"))).toMatchObject({ to: "builtin", name: "no-such-thing", record: undefined });
  });

  it("reads a bare name among a table's keys as the key itself unless a local, or a value of the state, has that name", () => {
    const keys = (e: M.Expr, names = new Map<string, typeof local>()) => (linkExpr(e, names, P) as IrExpr & { k: "call" }).keys;
    expect(keys(call("odds", { op: "int", value: 1 }, name("low")))).toMatchObject([{ value: { k: "int", value: 1 } }, { literal: "low" }]);
    expect(keys(call("odds", name("x"), name("low")), new Map([["low", local]]))).toMatchObject([{ literal: "x" }, { value: { k: "name", target: { to: "local" } } }]);
    expect(keys(call("odds", name("turn"), name("high")))).toMatchObject([{ value: { k: "name", target: { to: "state", which: "turn" } } }, { literal: "high" }]);
    // `lookup` names its table first; declarations among its keys are values.
    const looked = linkExpr(call("lookup", name("odds"), name("a"), name("high")), new Map(), P) as IrExpr & { k: "call" };
    expect(looked.table).toEqual({ id: "odds", sym: sym("table", "odds") });
    expect(looked.keys).toMatchObject([{ value: { k: "name", target: { to: "named", id: "a" } } }, { literal: "high" }]);
    expect((linkExpr(call("lookup", name("elsewhere"), name("x")), new Map(), P) as IrExpr & { k: "call" }).table).toEqual({ id: "elsewhere" });
  });

  it("binds a selection's name inside it, to one binding its nodes share, shadowing what is outside", () => {
    const e: M.Expr = { op: "select", name: "score", in: { op: "list", items: [] }, where: name("score"), value: name("score") };
    const linked = linkExpr(e, new Map(), P) as IrExpr & { k: "select" };
    expect(linked.binding).toEqual({ name: "score" });
    for (const inner of [linked.where!, linked.value!]) expect(inner).toMatchObject({ k: "name", target: { to: "local", local: linked.binding } });
  });

  it("types each node as the checker inferred it, and anything it did not check as any", () => {
    const fn = checked.model.functions.find((f) => f.id === "twice")!;
    const linked = linkExpr(fn.value, new Map([["n", local]]), P);
    expect(linked.ty).toEqual({ t: "int" });
    expect(linked.src).toBe(fn.value);
    expect(linkExpr(name("score"), new Map(), P).ty).toEqual({ t: "any" });
  });
});

describe("conditions from linked expressions", () => {
  const P = baseProgram(checked.model);
  const valued = (e: M.Expr) => booleanValued(linkExpr(e, new Map(), P), P);

  it("need no check when their code gives true or false by construction, through spec functions too", () => {
    expect(valued({ op: "bool", value: true })).toBe(true);
    expect(valued({ op: "unary", operator: "not", arg: name("x") })).toBe(true);
    expect(valued({ op: "binary", operator: "==", left: name("turn"), right: { op: "int", value: 1 } })).toBe(true);
    expect(valued(call("open"))).toBe(true);
    expect(valued(call("still-open"))).toBe(true);
    expect(valued(call("is-doubles", { op: "list", items: [] }))).toBe(true);
    // A column of nothing but truth values, read by calling the table or through `lookup`.
    expect(valued(call("traits", name("scout"), name("brave")))).toBe(true);
    expect(valued(call("lookup", name("traits"), name("chief"), name("brave")))).toBe(true);
  });

  it("are checked when they read a value that may be anything at run time, or a function that calls itself", () => {
    expect(valued(name("turn"))).toBe(false);
    expect(valued({ op: "field", object: name("a"), field: "ready" })).toBe(false);
    expect(valued(call("twice", { op: "int", value: 1 }))).toBe(false);
    expect(valued(call("loops", { op: "int", value: 2 }))).toBe(false);
    // A column holding anything else, a column worked out at run time, or a table the game does not declare.
    expect(valued(call("traits", name("scout"), name("mixed")))).toBe(false);
    expect(valued(call("odds", { op: "int", value: 1 }, name("low")))).toBe(false);
    expect(valued(call("traits", name("scout"), { op: "text", value: "brave" }))).toBe(false);
    expect(valued(call("lookup", name("elsewhere"), name("scout"), name("brave")))).toBe(false);
  });
});

describe("a program's spec functions", () => {
  it("are linked once for the program, each parameter read through its binding", () => {
    const P = baseProgram(checked.model);
    const fn = P.model.functions.find((f) => f.id === "twice")!;
    const linked = linkedFunction(P, fn);
    expect(linkedFunction(P, fn)).toBe(linked);
    expect(linked.params).toEqual([{ name: "n" }]);
    expect(linked.value).toMatchObject({ k: "binary", left: { k: "name", target: { to: "local", local: linked.params[0] } } });
    // Another program (another scenario or variants) links its own.
    expect(linkedFunction(baseProgram(checked.model), fn)).not.toBe(linked);
  });
});

describe("equality in compiled code", () => {
  const P = baseProgram(checked.model);
  const compared = (id: string) => {
    const value = linkedFunction(P, P.model.functions.find((f) => f.id === id)!).value;
    if (value.k !== "binary") throw new Error(`${id} is no comparison`);
    return binaryText(value, "l", "r");
  };

  it("is JavaScript's own between values the checker types as one value, and the deep comparison between lists", () => {
    expect(compared("same-colour")).toBe("(l === r)");
    expect(compared("same-list")).toBe("V.ne(l, r)");
  });
});
