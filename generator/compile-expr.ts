/**
 * Compiles model expressions to TypeScript source over the kernel's
 * primitives (`runtime/kernel/evaluate.ts`, imported as `R`). Locals become
 * JavaScript variables, resolved at compile time; everything else calls the
 * same primitives the interpreter uses, so compiled and interpreted code
 * agree by construction (and a test plays the same games both ways).
 */
import type * as M from "../dsl/model-types.js";
import { literalKey } from "../runtime/kernel/evaluate.js";
import { tsString } from "./escape.js";

export interface CompileScope {
  /** Spec local name -> JavaScript variable. */
  locals: Map<string, string>;
  /** Every declaration id of the model, with its keyword. */
  decls: ReadonlyMap<string, string>;
  /** Fresh variable names. */
  counter: { n: number };
}

function jsVar(name: string, scope: CompileScope): string {
  return `v${scope.counter.n++}_${name.replace(/[^A-Za-z0-9_]/g, "_")}`;
}

function bind(scope: CompileScope, name: string): { scope: CompileScope; js: string } {
  const js = jsVar(name, scope);
  return { scope: { ...scope, locals: new Map(scope.locals).set(name, js) }, js };
}

export function compileExpr(e: M.Expr, scope: CompileScope): string {
  const c = (x: M.Expr) => compileExpr(x, scope);
  switch (e.op) {
    case "int":
    case "number":
      return e.value < 0 ? `(${e.value})` : String(e.value);
    case "bool":
      return String(e.value);
    case "text":
      return tsString(e.value);
    case "dice":
      return tsString(`${e.count === 1 ? "" : e.count}d${e.sides}`);
    case "name":
      return scope.locals.get(e.name) ?? `R.nameValue(ctx, ${tsString(e.name)})`;
    case "unary":
      if (e.operator === "not") return `!R.truthy(${c(e.arg)})`;
      return e.operator === "-" ? `-R.num(${c(e.arg)}, "'-'")` : `R.num(${c(e.arg)}, "'+'")`;
    case "binary":
      if (e.operator === "and") return `(R.truthy(${c(e.left)}) && R.truthy(${c(e.right)}))`;
      if (e.operator === "or") return `(R.truthy(${c(e.left)}) || R.truthy(${c(e.right)}))`;
      return `R.binaryValues(ctx, ${tsString(e.operator)}, ${c(e.left)}, ${c(e.right)})`;
    case "call":
      return compileCall(e, scope);
    case "field":
      return `R.fieldValue(ctx, ${c(e.object)}, ${tsString(e.field)})`;
    case "index":
      return `R.indexValue(${c(e.object)}, ${c(e.index)})`;
    case "list":
      return `[${e.items.map(c).join(", ")}]`;
    case "select": {
      const { scope: inner, js } = bind(scope, e.name);
      const source = `R.asList(ctx, ${c(e.in)}, "a selection")`;
      const filtered = e.where ? `${source}.filter((${js}: R.Value) => R.truthy(${compileExpr(e.where, inner)}))` : source;
      return e.value ? `${filtered}.map((${js}: R.Value): R.Value => ${compileExpr(e.value, inner)})` : filtered;
    }
    case "if":
      return `(R.truthy(${c(e.cond)}) ? ${c(e.then)} : ${c(e.else)})`;
  }
}

function compileCall(e: M.Expr & { op: "call" }, scope: CompileScope): string {
  if (e.callee.op !== "name") throw new Error("only named functions can be called");
  const name = e.callee.name;
  const keyword = scope.decls.get(name);
  // Bare names among a table's keys are literal keys, by the interpreter's own rule.
  const key = (a: M.Expr, declsAreValues: boolean) =>
    a.op === "name" && literalKey(a.name, scope.locals.has(a.name), scope.decls.has(a.name), declsAreValues) ? tsString(a.name) : compileExpr(a, scope);
  if (keyword === "table") return `R.lookupTable(ctx, ${tsString(name)}, [${e.args.map((a) => key(a, false)).join(", ")}])`;
  if (keyword === "function") return `F[${tsString(name)}]!(ctx, ${e.args.map((a) => compileExpr(a, scope)).join(", ")})`;
  if (name === "lookup") {
    const [t, ...rest] = e.args;
    const table = t?.op === "name" ? tsString(t.name) : `String(${compileExpr(t!, scope)})`;
    return `R.lookupTable(ctx, ${table}, [${rest.map((a) => key(a, true)).join(", ")}])`;
  }
  return `R.callBuiltin(ctx, ${tsString(name)}, [${e.args.map((a) => compileExpr(a, scope)).join(", ")}])`;
}

/**
 * Statements as generator code. `X` is the run context and `actor` the acting
 * side; `ctx` is the expression context over them. Spec blocks become
 * JavaScript blocks, so a `let` is visible exactly where the interpreter
 * makes it visible.
 */
function compileBlock(stmts: readonly M.Stmt[], scope: CompileScope, indent: string): string[] {
  let s = scope;
  const out: string[] = [];
  for (const st of stmts) {
    const r = compileStmt(st, s, indent);
    out.push(...r.lines);
    s = r.scope;
  }
  return out;
}

function compileStmt(st: M.Stmt, scope: CompileScope, i: string): { lines: string[]; scope: CompileScope } {
  const e = (x: M.Expr) => compileExpr(x, scope);
  const same = (lines: string[]) => ({ lines, scope });
  switch (st.do) {
    case "let": {
      const b = bind(scope, st.name);
      return { lines: [`${i}let ${b.js}: R.Value = ${e(st.value)};`], scope: b.scope };
    }
    case "set": {
      const t = st.target;
      if (t.op === "name" && scope.locals.has(t.name)) {
        const v = scope.locals.get(t.name)!;
        return same([`${i}${v} = E.combine(${tsString(st.operator)}, ${v}, ${e(st.value)});`]);
      }
      if (t.op === "name") return same([`${i}E.setTrack(X, ${tsString(t.name)}, ${tsString(st.operator)}, ${e(st.value)});`]);
      if (t.op === "field") return same([`${i}E.setField(X, ${e(t.object)}, ${tsString(t.field)}, ${tsString(st.operator)}, ${e(st.value)});`]);
      throw new Error("this cannot be changed with 'set'");
    }
    case "if": {
      const lines = [`${i}if (R.truthy(${e(st.cond)})) {`, ...compileBlock(st.then, scope, `${i}  `)];
      if (st.else) lines.push(`${i}} else {`, ...compileBlock(st.else, scope, `${i}  `));
      lines.push(`${i}}`);
      return same(lines);
    }
    case "for": {
      const b = bind(scope, st.name);
      return same([`${i}for (const ${b.js} of E.items(X, ${e(st.in)}, actor)) {`, ...compileBlock(st.body, b.scope, `${i}  `), `${i}}`]);
    }
    case "repeat": {
      const n = jsVar("times", scope);
      const k = jsVar("k", scope);
      return same([`${i}for (let ${k} = 0, ${n} = R.num(${e(st.times)}, "'repeat'"); ${k} < ${n}; ${k}++) {`, ...compileBlock(st.body, scope, `${i}  `), `${i}}`]);
    }
    case "while": {
      const g = jsVar("guard", scope);
      return same([
        `${i}for (let ${g} = 0; R.truthy(${e(st.cond)}); ${g}++) {`,
        `${i}  if (${g} >= 100000) throw new R.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");`,
        ...compileBlock(st.body, scope, `${i}  `),
        `${i}}`,
      ]);
    }
    case "choose": {
      const b = bind(scope, st.name);
      const by = st.by ? e(st.by) : "actor";
      const as = st.as ? tsString(st.as) : "undefined";
      return { lines: [`${i}const ${b.js}: R.Value = yield E.chooseRequest(X, ${tsString(st.name)}, ${e(st.from)}, ${by}, ${as}, actor);`], scope: b.scope };
    }
    case "move":
      return same([`${i}E.movePieces(X, ${e(st.what)}, String(${e(st.to)}), actor);`]);
    case "end":
      return same([`${i}E.endGame(${st.draw}, ${st.winner ? e(st.winner) : "null"}, ${st.outcome === undefined ? "undefined" : tsString(st.outcome)});`]);
    case "unspecified":
      return same([`${i}E.notSpecified(X, ${tsString(st.name)});`]);
    case "call": {
      const args = `[${st.args.map(e).join(", ")}]`;
      if (scope.decls.get(st.name) === "procedure") return same([`${i}yield* E.call(X, ${tsString(st.name)}, ${args}, actor);`]);
      return same([`${i}E.command(X, ${tsString(st.name)}, ${args}, actor);`]);
    }
  }
}

/** An expression read with the acting side as actor, as the interpreter reads step conditions. */
function stepCondition(e: M.Expr, scope: CompileScope): string {
  return `(() => {\n  const actor = X.state.active;\n  const ctx = E.exprCtx(X, actor);\n  return ${compileExpr(e, scope)};\n})()`;
}

/** One node of the sequence of play, then the interrupts that follow it. */
function compileNode(n: M.Step, scope: CompileScope, interrupts: Map<string, string[]>, i: string, depth: number): string[] {
  if (n.kind === "interrupt") return [];
  const inner = `${i}      `;
  const body: string[] = [`${inner}E.enter(X, ${depth}, ${tsString(n.title ?? n.id)});`];
  if (n.run) body.push(`${inner}{`, `${inner}  const actor = X.state.active;`, `${inner}  const ctx = E.exprCtx(X, actor);`, ...compileBlock(n.run, scope, `${inner}  `), `${inner}}`);
  for (const child of n.children ?? []) body.push(...compileNode(child, scope, interrupts, inner, depth + 1), `${inner}E.checkSuddenDeath(X);`);
  const guard = jsVar("guard", scope);
  const looped =
    n.kind === "loop"
      ? [
          `${i}    for (let ${guard} = 0; ${[n.until ? `${stepCondition(n.until, scope)} !== true` : "", n.while ? `${stepCondition(n.while, scope)} === true` : ""].filter(Boolean).join(" && ") || "true"}; ) {`,
          `${i}      if (++${guard} > 100000) throw new R.EvaluationError(${tsString(`loop '${n.id}' ran 100000 times`)});`,
          ...body,
          `${i}    }`,
        ]
      : body;
  // Only what the node needs: a skip test, a loop over sides, repetitions.
  let code = looped.map((l) => l.slice(i.length + 4));
  const wrap = (head: string, lines: string[]) => [head, ...lines.map((l) => `  ${l}`), "}"];
  if ((n.repeat ?? 1) !== 1) {
    const round = jsVar("round", scope);
    code = wrap(`for (let ${round} = 0; ${round} < ${n.repeat}; ${round}++) {`, code);
  }
  // skip-when is tested for each side in turn, with that side active, as the interpreter does.
  if (n["skip-when"]) code = wrap(`if (${stepCondition(n["skip-when"], scope)} !== true) {`, code);
  if (n["each-side"] === true || n.player !== undefined) {
    const side = jsVar("side", scope);
    code = wrap(`for (const ${side} of E.sidesFor(X, ${n["each-side"] === true}, ${n.player === undefined ? "undefined" : tsString(n.player)})) {`, [`if (${side} !== undefined) X.state.active = ${side};`, ...code]);
  }
  code = wrap("{", code);
  const out = [`${i}// ${n.kind} ${n.id}`, ...code.map((l) => `${i}${l}`)];
  for (const id of interrupts.get(n.id) ?? []) out.push(`${i}yield* E.interrupt(X, ${tsString(id)}, ${depth});`);
  return out;
}

/** The whole game as one generator: set-up, the start sequence over its turns, the result. */
function compileGame(model: M.Model, decls: ReadonlyMap<string, string>): string {
  const scope: CompileScope = { locals: new Map(), decls, counter: { n: 0 } };
  const start = model.sequences.find((s) => s.id === model.game.start) ?? model.sequences[0];
  const lines = ["G = function* (X: E.RunContext): E.Gen {"];
  if (model.game.setup) lines.push("  {", "    const actor = X.state.active;", "    const ctx = E.exprCtx(X, actor);", ...compileBlock(model.game.setup, scope, "    "), "  }");
  if (!start) {
    lines.push('  throw new E.NotSupportedError("a game without a sequence of play");', "};");
    return lines.join("\n");
  }
  const interrupts = new Map<string, string[]>();
  const collect = (nodes: M.Step[] | undefined) => {
    for (const n of nodes ?? []) {
      if (n.kind === "interrupt" && n.after) interrupts.set(n.after, [...(interrupts.get(n.after) ?? []), n.id]);
      collect(n.children);
    }
  };
  collect(start.children);
  const turns = start.turns ?? model.game.turns;
  const first = turns?.min ?? 1;
  const last = turns?.max ?? first;
  const guard = jsVar("guard", scope);
  lines.push(
    `  for (let turn = ${first}; turn <= ${last}; turn++) {`,
    "    X.state.turn = turn;",
    `    let ${guard} = 0;`,
    "    do {",
    `      if (++${guard} > 10000) throw new R.EvaluationError(${tsString(`sequence '${start.id}' repeated 10000 times`)});`,
  );
  for (const child of start.children ?? []) lines.push(...compileNode(child, scope, interrupts, "      ", 0), "      E.checkSuddenDeath(X);");
  lines.push(`    } while (${start.until ? `${stepCondition(start.until, scope)} !== true` : "false"});`, "  }", "  X.state.outcome = yield* E.finalOutcome(X);", "};");
  return lines.join("\n");
}

/** Binds a function's or procedure's parameters in a fresh scope; each becomes a typed TS parameter. */
function bindParams(start: CompileScope, params: readonly { name: string }[]): { scope: CompileScope; params: string[] } {
  let scope = start;
  const out: string[] = [];
  for (const p of params) {
    const b = bind(scope, p.name);
    scope = b.scope;
    out.push(`${b.js}: R.Value`);
  }
  return { scope, params: out };
}

/** Every function, invariant and procedure of a model, and the game itself, as TypeScript statements filling `F`, `I`, `P` and `G`. */
export function compileModel(model: M.Model): { functions: string[]; invariants: string[]; procedures: string[]; game: string } {
  const decls = new Map<string, string>();
  const add = (keyword: string, id: string) => decls.set(id, keyword);
  add("game", model.game.id);
  for (const t of model.types) add("type", t.id);
  for (const s of model.sides) add("side", s.id);
  for (const m of model.maps) {
    add("map", m.id);
    for (const t of m.territories ?? []) add("territory", t.id);
    for (const a of m.areas ?? []) add("area", a.id);
  }
  for (const p of model.pieces) add(p.kind, p.id);
  for (const h of model.holders) add(h.kind, h.id);
  for (const t of model.tables) add("table", t.id);
  for (const f of model.functions) add("function", f.id);
  for (const p of model.procedures) add("procedure", p.id);
  for (const d of model.decisions) add("decision", d.id);
  const functions = model.functions.map((f) => {
    const { scope, params } = bindParams({ locals: new Map(), decls, counter: { n: 0 } }, f.params);
    return `F[${tsString(f.id)}] = (caller: R.EvalContext${params.map((p) => `, ${p}`).join("")}): R.Value => {\n  const ctx = R.fresh(caller);\n  return ${compileExpr(f.value, scope)};\n};`;
  });
  const invariants = model.invariants.map((i) => {
    const scope: CompileScope = { locals: new Map(), decls, counter: { n: 0 } };
    return `I[${tsString(i.id)}] = (caller: R.EvalContext): R.Value => {\n  const ctx = R.fresh(caller);\n  return ${compileExpr(i.holds, scope)};\n};`;
  });
  const procedures = model.procedures.map((p) => {
    const { scope, params } = bindParams({ locals: new Map(), decls, counter: { n: 0 } }, p.params);
    return [
      `P[${tsString(p.id)}] = function* (X: E.RunContext, actor: string | undefined${params.map((x) => `, ${x}`).join("")}): E.Gen {`,
      "  const ctx = E.exprCtx(X, actor);",
      ...compileBlock(p.body, scope, "  "),
      "};",
    ].join("\n");
  });
  return { functions, invariants, procedures, game: compileGame(model, decls) };
}
