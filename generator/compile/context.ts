/**
 * What every part of the compiler shares: the program being compiled, the
 * scope an expression is compiled in, and where a unit keeps its locals.
 */
import type * as M from "../../dsl/model-types.js";
import type { DataIndex } from "../../runtime/core/data.js";
import type { IrExpr } from "../ir/nodes.js";
import type { SymbolTable } from "../symbols.js";

/** A spec error the checker lets through but that cannot be compiled. */
export class CompileError extends Error {}

/** What every unit of a program is compiled against. */
export interface ProgramContext {
  model: M.Model;
  index: DataIndex;
  /** Procedures that can ask for a decision, directly or through what they call. */
  asking: ReadonlySet<string>;
  /** The scenario and variants in play, for `enabled(...)`. */
  enabled: ReadonlySet<string>;
  /** The module's symbols, numbered once for all its programs. */
  symbols: SymbolTable;
}

/** A local: how to read it and what to assign to. */
export interface Local {
  r: string;
  w: string;
}

/** Where a unit keeps its locals: JavaScript variables, or slots of its frame. */
export class Locals {
  private n = 0;
  constructor(
    readonly machine: boolean,
    first = 0,
  ) {
    this.n = first;
  }
  /** A new local; in a frame its slot number is `slot`. */
  fresh(hint: string): Local & { slot: number; declare(init: string): string } {
    const i = this.n++;
    if (this.machine) return { r: `L[${i}]!`, w: `L[${i}]`, slot: i, declare: (init) => `L[${i}] = ${init};` };
    const js = `v${i}_${hint.replace(/[^A-Za-z0-9_]/g, "_")}`;
    return { r: js, w: js, slot: -1, declare: (init) => `let ${js}: V.Value = ${init};` };
  }
  /** A JavaScript variable even in a frame (for names bound inside one expression). */
  variable(hint: string): string {
    return `x${this.n++}_${hint.replace(/[^A-Za-z0-9_]/g, "_")}`;
  }
}

export interface Scope {
  names: ReadonlyMap<string, Local>;
  locals: Locals;
  /** The acting side, as JavaScript. */
  actor: string;
  P: ProgramContext;
  /** The procedure being compiled, whose modifiers change the dice rolled in it. */
  proc?: string;
  /**
   * In a pass of the sudden-death checks whose conditions have no effects:
   * the calls of spec functions with one argument that the pass makes more
   * than once, each kept by side in a list (`R0[si]`), and how often each
   * call is written. The board cannot change during the pass, so the same
   * call for the same side gives the same value (SQUARES' `tally`).
   */
  calls?: SharedCalls;
  /**
   * In a spec function with no effect: the parts it keeps once worked out
   * (see `generator/ir/shared.ts`), each group's variable by number.
   */
  shared?: { group: ReadonlyMap<IrExpr, number>; vars: readonly string[] };
}

export interface SharedCalls {
  /** Each call (as its expression's text) written in the conditions, and how often. */
  seen: Map<string, number>;
  /** The list each call written more than once is kept in. */
  kept: Map<string, string>;
}

export function withName(scope: Scope, name: string, local: Local): Scope {
  return { ...scope, names: new Map(scope.names).set(name, local) };
}

/** What `empty`, `count` or `first` make of a list. */
export type Reduction = "empty" | "count" | "first";
export const REDUCTIONS: readonly string[] = ["empty", "count", "first"];
