/**
 * Lowering statements to code: plain JavaScript for what never asks, and
 * numbered blocks over a frame for what can (`f.pc` says which runs next), so
 * that where play waits is plain data.
 */
import { CompileError } from "./context.js";
import { type Node, asks } from "./statements.js";

/** Plain JavaScript for nodes that never ask. */
export function plain(nodes: readonly Node[], indent: string): string[] {
  const out: string[] = [];
  for (const n of nodes) {
    switch (n.k) {
      case "js":
        out.push(...n.lines.map((l) => indent + l));
        break;
      case "if":
        out.push(`${indent}if (${n.cond}) {`, ...plain(n.then, indent + "  "));
        if (n.else.length) out.push(`${indent}} else {`, ...plain(n.else, indent + "  "));
        out.push(`${indent}}`);
        break;
      case "loop":
        out.push(`${indent}{`, ...n.init.map((l) => `${indent}  ${l}`), `${indent}  while (${n.cond}) {`, ...plain(n.body, indent + "    "), ...n.next.map((l) => `${indent}    ${l}`), `${indent}  }`, `${indent}}`);
        break;
      case "return":
        out.push(`${indent}return;`);
        break;
      default:
        throw new CompileError("a decision was asked where none can be");
    }
  }
  return out;
}

/** Numbered blocks for nodes that may ask: each ends by jumping (`f.pc = n; continue`) or returning. */
class Blocks {
  private readonly blocks: string[][] = [[]];
  private cur = 0;
  constructor(private readonly refresh: string[]) {}

  private label(): number {
    this.blocks.push([]);
    return this.blocks.length - 1;
  }
  private emit(...lines: string[]): void {
    this.blocks[this.cur]!.push(...lines);
  }
  private goto(l: number): void {
    this.emit(`f.pc = ${l};`, "continue;");
  }
  private place(l: number): void {
    this.cur = l;
  }

  nodes(ns: readonly Node[]): void {
    for (const n of ns) this.node(n);
  }

  private node(n: Node): void {
    if (!asks(n) && n.k !== "return") {
      this.emit(...plain([n], ""));
      return;
    }
    switch (n.k) {
      case "ask": {
        const next = this.label();
        this.emit(`return M.ask(X, f, ${n.request}, ${n.slot}, ${next});`);
        this.place(next);
        return;
      }
      case "call": {
        const next = this.label();
        this.emit(`return M.call(X, f, ${n.step}, ${n.actor}, [${n.args.join(", ")}], ${next});`);
        this.place(next);
        return;
      }
      case "if": {
        const [t, e, end] = [this.label(), this.label(), this.label()];
        this.emit(`f.pc = ${n.cond} ? ${t} : ${e};`, "continue;");
        this.place(t);
        this.nodes(n.then);
        this.goto(end);
        this.place(e);
        this.nodes(n.else);
        this.goto(end);
        this.place(end);
        return;
      }
      case "loop": {
        const [head, end] = [this.label(), this.label()];
        this.emit(...n.init);
        this.goto(head);
        this.place(head);
        this.emit(`if (!(${n.cond})) {`, `  f.pc = ${end};`, "  continue;", "}");
        this.nodes(n.body);
        this.emit(...n.next);
        this.goto(head);
        this.place(end);
        return;
      }
      case "return":
        this.emit("return false;");
        this.place(this.label());
        return;
      default:
        return;
    }
  }

  render(): string[] {
    this.emit("return false;");
    const out: string[] = ["for (;;) {", ...this.refresh.map((l) => `  ${l}`), "  switch (f.pc) {"];
    this.blocks.forEach((b, i) => out.push(`    case ${i}: {`, ...b.map((l) => `      ${l}`), "    }"));
    out.push("    default:", '      throw new Error(`no step ${f.pc} in ${f.p}`);', "  }", "}");
    return out;
  }
}

/** A unit that may ask: a step function over a frame. */
/**
 * The context of the acting side, for the steps of the game and its set-up:
 * made before the loop, and looked up again only when the acting side has
 * changed since (a map look-up at every step was a measurable share of play).
 */
export const ACTIVE_CTX = ["let ctx = C.exprCtx(X, X.state.active);"];
export const ACTIVE_REFRESH = ["if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);"];

export function stepUnit(nodes: Node[], refresh: string[], prelude: string[]): string {
  const b = new Blocks(refresh);
  b.nodes(nodes);
  return ["(X: C.RunContext, f: C.Frame): boolean => {", "  const L = f.l;", ...prelude.map((l) => `  ${l}`), ...b.render().map((l) => `  ${l}`), "}"].join("\n");
}
