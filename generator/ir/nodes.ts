/**
 * The back end's intermediate form: the checked model's expressions and
 * statements with every name resolved once (a local, a declaration, a
 * track, a value of the game's state, a built-in, a procedure, a command),
 * every callee resolved to what it calls, and each expression carrying the
 * type the checker inferred for it. Emitters read what a node is from its
 * kind, and never look a name up again (see `link.ts`, which makes these
 * nodes).
 *
 * Every declaration, type value and field a node names carries its symbol
 * (`Sym`, see `symbols.ts`): its kind and dense number, which compiled code
 * names it by.
 *
 * A node keeps the model node it was made from (`src`), for what is still
 * read from the model itself: where a statement is written (for errors at
 * run time), the text of a call the sudden-death checks share, and a
 * statement's settings that need no resolving (`as`, `each`, `outcome`).
 */
import type { CommandRecord, FunctionRecord, Ty } from "../../dsl/builtins.js";
import type * as M from "../../dsl/model-types.js";
import type { Local } from "../compile/context.js";
import type { Sym } from "../symbols.js";

interface Node {
  /** The type the checker inferred, or `any` where it inferred none. */
  ty: Ty;
  src: M.Expr;
}

/**
 * A name bound inside what is linked: by a selection (`[for p in plays]`),
 * a `let`, a loop's item, or a choice (its option, and the option a
 * `costing` prices). Its JavaScript variable or frame slot is made when the
 * code is written out, and set here for the nodes that read it.
 */
export interface Binding {
  name: string;
  local?: Local;
}

/** What a name stands for where it is written. */
export type NameTarget =
  /** A local of the unit (a parameter, a `let`, a loop's item), or a name bound by a selection. */
  | { to: "local"; local: Local | Binding }
  /** A track: its value in the state. */
  | { to: "track"; id: string; sym: Sym }
  /**
   * A declaration, or a value of a declared type: itself, fixed when the
   * module is compiled. `eachPlayer` marks a holder every player has a copy
   * of (`tribe`), whose pieces are read from the acting side's copy.
   */
  | { to: "named"; id: string; keyword: string | undefined; eachPlayer?: true; sym?: Sym }
  /** A value of the game's state or program every expression can read. */
  | { to: "state"; which: "turn" | "players" | "active" | "last-turn" }
  /** A name no declaration gives: an event's, bound where a rule on that event runs. */
  | { to: "event"; name: string };

/** What a call calls. */
export type Callee =
  | { to: "table"; id: string; sym: Sym }
  | { to: "function"; id: string; sym: Sym }
  /** A built-in (`record` is undefined for a name the library does not have; compiling it is an error). */
  | { to: "builtin"; name: string; record: FunctionRecord | undefined; keyword: string | undefined };

export type IrExpr = Node &
  (
    | { k: "int" | "number"; value: number }
    | { k: "bool"; value: boolean }
    | { k: "text"; value: string }
    | { k: "dice"; count: number; sides: number }
    | { k: "name"; name: string; target: NameTarget }
    | { k: "unary"; operator: "-" | "+" | "not"; arg: IrExpr }
    | { k: "binary"; operator: (M.Expr & { op: "binary" })["operator"]; left: IrExpr; right: IrExpr }
    | {
        k: "call";
        callee: Callee;
        args: IrExpr[];
        /** A table's keys, or `lookup`'s after its table (see `IrKey`). */
        keys?: IrKey[];
        /** `lookup`'s table, when written as a name: with its symbol when the game declares a table by that name (else the name is read at run time). */
        table?: { id: string; sym?: Sym };
      }
    /** `sym` is the field's symbol; none for a field no spec names (an expression a compiler pass made). */
    | { k: "field"; object: IrExpr; field: string; sym: Sym | undefined }
    | { k: "index"; object: IrExpr; index: IrExpr }
    | { k: "list"; items: IrExpr[] }
    | { k: "select"; binding: Binding; in: IrExpr; where?: IrExpr; value?: IrExpr }
    | { k: "if"; cond: IrExpr; then: IrExpr; else: IrExpr }
  );

/**
 * An argument of a table look-up: a bare name that names a row or column
 * as it is written (`literal`), or a value worked out. Which one a name is
 * follows the one rule `literalKey` states.
 */
export type IrKey = { literal: string } | { value: IrExpr };

/** The node of kind `K`. */
export type IrOf<K extends IrExpr["k"]> = IrExpr & { k: K };

/** What a `set` statement changes. */
export type SetTarget =
  /** A local (a parameter, a `let`, a loop's item). */
  | { to: "local"; local: Local | Binding }
  /** The side acting from now on. */
  | { to: "active" }
  /** A track (`sym`), or a name that is none (refused when play reaches it). */
  | { to: "track"; id: string; sym: Sym | undefined }
  /** A field of a piece, side or area. */
  | { to: "field"; object: IrExpr; field: string; sym: Sym }
  /** Nothing `set` can change. */
  | { to: "none" };

/** What a call statement calls: a procedure of the spec (which may ask for decisions), or a command of the runtime. */
export type StmtCallee = { to: "procedure"; id: string; sym: Sym; asking: boolean } | { to: "command"; name: string; record: CommandRecord | undefined };

/**
 * A statement of the intermediate form: its expressions linked, each name
 * it binds (for what follows it, or for its own body) a binding of its own,
 * what it calls resolved, and the statements inside it linked in turn.
 */
export type IrStmt = { src: M.Stmt } & (
  | { k: "let"; binding: Binding; value: IrExpr }
  | { k: "set"; target: SetTarget; operator: string; value: IrExpr }
  | { k: "if"; cond: IrExpr; then: IrStmt[]; else?: IrStmt[] }
  | { k: "for"; binding: Binding; in: IrExpr; body: IrStmt[] }
  | { k: "repeat"; times: IrExpr; body: IrStmt[] }
  | { k: "while"; cond: IrExpr; body: IrStmt[] }
  | {
      k: "choose";
      /** The chosen option, for the statements after. */
      binding: Binding;
      /** The option being priced, inside `costing`. */
      option: Binding;
      /** The decision it is declared as (`as d`). */
      as?: Sym;
      by?: IrExpr;
      from: IrExpr;
      about?: IrExpr;
      costing?: IrExpr;
      within?: IrExpr;
    }
  | { k: "move"; what: IrExpr; to: IrExpr }
  | { k: "end"; winner?: IrExpr }
  | { k: "unspecified" }
  | { k: "call"; callee: StmtCallee; args: IrExpr[] }
);
