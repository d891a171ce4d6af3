/**
 * The syntax tree of one `.rules` file, the output of the "parsed" stage.
 * It keeps every position and comment so that diagnostics can point at the
 * source and the formatter can reprint it; the checked model drops both.
 */

/** A span of source text; lines and columns count from 1. */
export interface Loc {
  start: number;
  end: number;
  line: number;
  col: number;
  endLine: number;
  endCol: number;
}

export interface Ident {
  name: string;
  loc: Loc;
}

export interface StringLit {
  value: string;
  loc: Loc;
}

export interface Comment {
  text: string;
  loc: Loc;
}

export interface SpecFile {
  path: string;
  text: string;
  imports: Import[];
  members: TopMember[];
  comments: Comment[];
}

export interface Import {
  type: "import";
  path: StringLit;
  loc: Loc;
}

export type TopMember = Decl | ProcedureDecl;

export interface Annotation {
  type: "annotation";
  name: Ident;
  value?: Value;
  loc: Loc;
}

/** `keyword name "Title" { members }`; `members` is undefined when the body is omitted. */
export interface Decl {
  type: "decl";
  keyword: Ident;
  name: Ident;
  title?: StringLit;
  annotations: Annotation[];
  members?: Member[];
  loc: Loc;
}

export interface Param {
  name: Ident;
  typeName: Ident;
  loc: Loc;
}

export interface ProcedureDecl {
  type: "procedure";
  keyword: Ident;
  name: Ident;
  title?: StringLit;
  params: Param[];
  annotations: Annotation[];
  /** The statements of a procedure (empty for a function). */
  body: Stmt[];
  bodyLoc: Loc;
  /** The expression of a function (`function f(x: int) = x + 1`). */
  value?: Expr;
  loc: Loc;
}

export interface Property {
  type: "property";
  key: Ident;
  values: Value[];
  loc: Loc;
}

/** `key { statements }`. */
export interface NamedBlock {
  type: "block";
  key: Ident;
  body: Stmt[];
  bodyLoc: Loc;
  loc: Loc;
}

export interface LinkMember {
  type: "link";
  from: Ident;
  to: Ident;
  directed: boolean;
  kind?: Ident;
  annotations: Annotation[];
  members?: Member[];
  loc: Loc;
}

export type RowKey =
  | { type: "range"; min?: number; max?: number; loc: Loc }
  | { type: "name"; name: string; quoted: boolean; loc: Loc };

export interface RowMember {
  type: "row";
  key: RowKey;
  cells: Value[];
  annotations: Annotation[];
  loc: Loc;
}

export interface EntryArg {
  name: Ident;
  /** `undefined` stands for `*`: one entry for each value of the field. */
  value?: Expr;
  loc: Loc;
}

export interface EntryMember {
  type: "entry";
  count: number;
  ref: Ident;
  args?: EntryArg[];
  annotations: Annotation[];
  loc: Loc;
}

export interface ReplaceMember {
  type: "replace";
  decl: Decl | ProcedureDecl;
  loc: Loc;
}

export interface RemoveMember {
  type: "remove";
  keyword: Ident;
  name: Ident;
  annotations: Annotation[];
  loc: Loc;
}

/** Annotations placed before something that cannot carry them. */
export interface StrayAnnotations {
  type: "stray";
  annotations: Annotation[];
  loc: Loc;
}

export type Member =
  | Property
  | NamedBlock
  | Decl
  | ProcedureDecl
  | LinkMember
  | RowMember
  | EntryMember
  | ReplaceMember
  | RemoveMember;

export interface RangeValue {
  type: "range";
  min?: Expr;
  max?: Expr;
  loc: Loc;
}

export interface RecordValue {
  type: "record";
  fields: Property[];
  loc: Loc;
}

export type Value = Expr | RangeValue | RecordValue;

// ------------------------------------------------------------------ expressions

export type Expr =
  | { type: "int"; value: number; loc: Loc }
  | { type: "decimal"; value: number; text: string; loc: Loc }
  | { type: "string"; value: string; loc: Loc }
  | { type: "bool"; value: boolean; loc: Loc }
  | { type: "dice"; count: number; sides: number; loc: Loc }
  | { type: "name"; name: string; loc: Loc }
  | { type: "unary"; op: "-" | "+" | "not"; arg: Expr; loc: Loc }
  | { type: "binary"; op: BinaryOp; left: Expr; right: Expr; loc: Loc }
  | { type: "call"; callee: Expr; args: Expr[]; loc: Loc }
  | { type: "field"; object: Expr; field: Ident; loc: Loc }
  | { type: "index"; object: Expr; index: Expr; loc: Loc }
  | { type: "list"; items: Expr[]; loc: Loc }
  | { type: "select"; name: Ident; source: Expr; where?: Expr; value?: Expr; loc: Loc }
  | { type: "if"; cond: Expr; then: Expr; else: Expr; loc: Loc };

export type BinaryOp = "or" | "and" | "==" | "!=" | "<" | "<=" | ">" | ">=" | "in" | "+" | "-" | "*" | "/" | "%";

// ------------------------------------------------------------------- statements

export type Stmt =
  | { type: "let"; name: Ident; value: Expr; loc: Loc }
  | { type: "set"; target: Expr; op: "=" | "+=" | "-="; value: Expr; loc: Loc }
  /** `elseLoc`: where the `else` keyword is, so that a comment after it stays in the else block. */
  | { type: "if"; cond: Expr; then: Stmt[]; else?: Stmt[]; elseIf?: boolean; elseLoc?: Loc; loc: Loc }
  | { type: "for"; name: Ident; iterable: Expr; body: Stmt[]; loc: Loc }
  | { type: "repeat"; times: Expr; body: Stmt[]; loc: Loc }
  | { type: "while"; cond: Expr; body: Stmt[]; loc: Loc }
  | { type: "choose"; name: Ident; from: Expr; by?: Expr; each?: boolean; as?: Ident; about?: Expr; costing?: Expr; within?: Expr; loc: Loc }
  | { type: "move"; what: Expr; to: Expr; loc: Loc }
  | { type: "end"; draw: boolean; winner?: Expr; outcome?: StringLit; loc: Loc }
  | { type: "unspecified"; name: Ident; loc: Loc }
  | { type: "call"; callee: Ident; args: Expr[]; loc: Loc };
