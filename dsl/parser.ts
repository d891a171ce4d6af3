/**
 * The grammar of `.rules` files as a Chevrotain CST parser.
 *
 * The grammar is deliberately small and uniform: a declaration is
 * `keyword name "Title" { members }`, and which keywords and properties are
 * allowed where is decided later from the model schema. Only shapes that need
 * their own syntax have rules here: links, table rows, composition entries,
 * procedures with their statements, and expressions.
 */
import { CstParser, type CstNode, type IToken } from "chevrotain";
import * as T from "./tokens.js";
import { errorMessageProvider } from "./parse-errors.js";

export class RulesParser extends CstParser {
  constructor() {
    super(T.allTokens, { recoveryEnabled: true, maxLookahead: 3, nodeLocationTracking: "full", errorMessageProvider });
    this.performSelfAnalysis();
  }

  /** A file: imports, then declarations. */
  public file = this.RULE("file", () => {
    this.MANY(() => this.SUBRULE(this.importDecl));
    this.MANY2(() => this.SUBRULE(this.topMember));
  });

  private importDecl = this.RULE("importDecl", () => {
    this.CONSUME(T.Import);
    this.CONSUME(T.StringLiteral);
  });

  private topMember = this.RULE("topMember", () => {
    this.MANY(() => this.SUBRULE(this.annotation));
    this.OR([
      { ALT: () => this.SUBRULE(this.procedureDecl) },
      { ALT: () => this.SUBRULE(this.declaration) },
    ]);
  });

  /** `@rule "7.2"` or `@assume "why this was reconstructed"`. */
  private annotation = this.RULE("annotation", () => {
    this.CONSUME(T.At);
    this.CONSUME(T.Name);
    this.OPTION(() => this.SUBRULE(this.value));
  });

  public declaration = this.RULE("declaration", () => {
    this.CONSUME(T.DeclKeyword);
    this.CONSUME(T.Name);
    this.OPTION(() => this.CONSUME(T.StringLiteral));
    this.OPTION2(() => this.SUBRULE(this.body));
  });

  /** `procedure p(a: area) { statements }` or `function f(a: area) = expression`. */
  private procedureDecl = this.RULE("procedureDecl", () => {
    this.OR([{ ALT: () => this.CONSUME(T.Procedure) }, { ALT: () => this.CONSUME(T.Function) }]);
    this.CONSUME(T.Name);
    this.OPTION(() => this.CONSUME(T.StringLiteral));
    this.CONSUME(T.LParen);
    this.MANY_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.param) });
    this.CONSUME(T.RParen);
    this.OR2([
      { ALT: () => this.SUBRULE(this.stmtBlock) },
      {
        ALT: () => {
          this.CONSUME(T.Equals);
          this.SUBRULE(this.expression);
        },
      },
    ]);
  });

  private param = this.RULE("param", () => {
    this.CONSUME(T.Name);
    this.CONSUME(T.Colon);
    this.CONSUME2(T.Name);
    // A list of one kind of value: `list<piece>`.
    this.OPTION(() => {
      this.CONSUME(T.Less);
      this.CONSUME3(T.Name);
      this.CONSUME(T.Greater);
    });
  });

  private body = this.RULE("body", () => {
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.member));
    this.CONSUME(T.RCurly);
  });

  private member = this.RULE("member", () => {
    this.MANY(() => this.SUBRULE(this.annotation));
    this.OR([
      { ALT: () => this.SUBRULE(this.property) },
      { ALT: () => this.SUBRULE(this.namedBlock) },
      { ALT: () => this.SUBRULE(this.procedureDecl) },
      { ALT: () => this.SUBRULE(this.declaration) },
      { ALT: () => this.SUBRULE(this.link) },
      { ALT: () => this.SUBRULE(this.row) },
      { ALT: () => this.SUBRULE(this.entry) },
      { ALT: () => this.SUBRULE(this.replace) },
      { ALT: () => this.SUBRULE(this.remove) },
    ]);
  });

  /** `key: value, value`. */
  private property = this.RULE("property", () => {
    this.CONSUME(T.Name);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.valueList);
  });

  /** `run { statements }`: a property whose value is a procedure body. */
  private namedBlock = this.RULE("namedBlock", () => {
    this.CONSUME(T.Name);
    this.SUBRULE(this.stmtBlock);
  });

  /** `link a -- b: mountain` (both ways) or `link a -> b` (one way). */
  private link = this.RULE("link", () => {
    this.CONSUME(T.Link);
    this.CONSUME(T.Name);
    this.OR([{ ALT: () => this.CONSUME(T.DashDash) }, { ALT: () => this.CONSUME(T.Arrow) }]);
    this.CONSUME2(T.Name);
    this.OPTION(() => {
      this.CONSUME(T.Colon);
      this.CONSUME3(T.Name);
    });
    this.OPTION2(() => this.SUBRULE(this.body));
  });

  /** `row 1..2: none, -1` in a table. */
  private row = this.RULE("row", () => {
    this.CONSUME(T.Row);
    this.SUBRULE(this.rowKey);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.valueList);
  });

  private rowKey = this.RULE("rowKey", () => {
    this.OR([
      {
        ALT: () => {
          this.SUBRULE(this.signedInt);
          this.OPTION(() => {
            this.CONSUME(T.DotDot);
            this.OPTION2(() => this.SUBRULE2(this.signedInt));
          });
        },
      },
      {
        ALT: () => {
          this.CONSUME2(T.DotDot);
          this.SUBRULE3(this.signedInt);
        },
      },
      { ALT: () => this.CONSUME(T.Name) },
      { ALT: () => this.CONSUME(T.StringLiteral) },
    ]);
  });

  private signedInt = this.RULE("signedInt", () => {
    this.OPTION(() => this.CONSUME(T.Minus));
    this.CONSUME(T.Integer);
  });

  /** `2 indian(colour: *, rank: chief)` in a deck, pool or roster. */
  private entry = this.RULE("entry", () => {
    this.CONSUME(T.Integer);
    this.CONSUME(T.Name);
    this.OPTION(() => {
      this.CONSUME(T.LParen);
      this.MANY_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.entryArg) });
      this.CONSUME(T.RParen);
    });
  });

  private entryArg = this.RULE("entryArg", () => {
    this.CONSUME(T.Name);
    this.CONSUME(T.Colon);
    this.OR([{ ALT: () => this.CONSUME(T.Star) }, { ALT: () => this.SUBRULE(this.expression) }]);
  });

  /** In a scenario or variant: `replace table x { ... }`. */
  private replace = this.RULE("replace", () => {
    this.CONSUME(T.Replace);
    this.OR([
      { ALT: () => this.SUBRULE(this.procedureDecl) },
      { ALT: () => this.SUBRULE(this.declaration) },
    ]);
  });

  /** In a scenario or variant: `remove rule-keyword name`. */
  private remove = this.RULE("remove", () => {
    this.CONSUME(T.Remove);
    this.OR([
      { ALT: () => this.CONSUME(T.DeclKeyword) },
      { ALT: () => this.CONSUME(T.Procedure) },
      { ALT: () => this.CONSUME(T.Function) },
    ]);
    this.CONSUME(T.Name);
  });

  private valueList = this.RULE("valueList", () => {
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.value) });
  });

  /** An expression, a range (`2..5`, `7..`, `..0`) or a record (`{ a: 1 }`). */
  private value = this.RULE("value", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.record) },
      {
        ALT: () => {
          this.CONSUME(T.DotDot);
          this.SUBRULE(this.expression);
        },
      },
      {
        ALT: () => {
          this.SUBRULE2(this.expression);
          this.OPTION(() => {
            const dots = this.CONSUME2(T.DotDot);
            // An open range (`7..`) ends at the end of its line, so it cannot swallow the next member.
            this.OPTION2({
              GATE: () => this.LA(1).startLine === dots.endLine,
              DEF: () => this.SUBRULE3(this.expression),
            });
          });
        },
      },
    ]);
  });

  /** `{ suit: suit, value: 3 }`: each field has one value (use a list `[a, b]` for several). */
  private record = this.RULE("record", () => {
    this.CONSUME(T.LCurly);
    this.MANY_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.recordField) });
    this.CONSUME(T.RCurly);
  });

  private recordField = this.RULE("recordField", () => {
    this.CONSUME(T.Name);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.value);
  });

  // ---------------------------------------------------------------- statements

  private stmtBlock = this.RULE("stmtBlock", () => {
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.statement));
    this.CONSUME(T.RCurly);
  });

  private statement = this.RULE("statement", () => {
    // `move (x) to y` and a call `move(x)` start alike; a statement starting
    // with `move` is always the move statement (no command is called move).
    this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: [
      { ALT: () => this.SUBRULE(this.letStmt) },
      { ALT: () => this.SUBRULE(this.setStmt) },
      { ALT: () => this.SUBRULE(this.ifStmt) },
      { ALT: () => this.SUBRULE(this.forStmt) },
      { ALT: () => this.SUBRULE(this.repeatStmt) },
      { ALT: () => this.SUBRULE(this.whileStmt) },
      { ALT: () => this.SUBRULE(this.chooseStmt) },
      { ALT: () => this.SUBRULE(this.moveStmt) },
      { ALT: () => this.SUBRULE(this.endStmt) },
      { ALT: () => this.SUBRULE(this.unspecifiedStmt) },
      { ALT: () => this.SUBRULE(this.callStmt) },
      ],
    });
  });

  private letStmt = this.RULE("letStmt", () => {
    this.CONSUME(T.Let);
    this.CONSUME(T.Name);
    this.CONSUME(T.Equals);
    this.SUBRULE(this.expression);
  });

  private setStmt = this.RULE("setStmt", () => {
    this.CONSUME(T.Set);
    this.SUBRULE(this.postfix);
    this.OR([
      { ALT: () => this.CONSUME(T.Equals) },
      { ALT: () => this.CONSUME(T.PlusEq) },
      { ALT: () => this.CONSUME(T.MinusEq) },
    ]);
    this.SUBRULE(this.expression);
  });

  private ifStmt = this.RULE("ifStmt", () => {
    this.CONSUME(T.If);
    this.SUBRULE(this.expression);
    this.SUBRULE(this.stmtBlock);
    this.OPTION(() => {
      this.CONSUME(T.Else);
      this.OR([{ ALT: () => this.SUBRULE(this.ifStmt) }, { ALT: () => this.SUBRULE2(this.stmtBlock) }]);
    });
  });

  private forStmt = this.RULE("forStmt", () => {
    this.CONSUME(T.For);
    this.CONSUME(T.Each);
    this.CONSUME(T.Name);
    this.CONSUME(T.In);
    this.SUBRULE(this.expression);
    this.SUBRULE(this.stmtBlock);
  });

  private repeatStmt = this.RULE("repeatStmt", () => {
    this.CONSUME(T.Repeat);
    this.SUBRULE(this.expression);
    this.SUBRULE(this.stmtBlock);
  });

  private whileStmt = this.RULE("whileStmt", () => {
    this.CONSUME(T.While);
    this.SUBRULE(this.expression);
    this.SUBRULE(this.stmtBlock);
  });

  /**
   * `choose target from options by player as decision-name about piece
   * costing cost within allowance`; `by each sides` asks every side of a
   * list at once, in secret; `costing` prices each option (the chosen name
   * standing for it) and `within` says what the chooser has left to spend.
   */
  private chooseStmt = this.RULE("chooseStmt", () => {
    this.CONSUME(T.Choose);
    this.CONSUME(T.Name);
    this.CONSUME(T.From);
    this.SUBRULE(this.expression);
    this.OPTION(() => {
      this.CONSUME(T.By);
      this.OPTION4(() => this.CONSUME(T.Each));
      this.SUBRULE2(this.expression);
    });
    this.OPTION2(() => {
      this.CONSUME(T.As);
      this.CONSUME2(T.Name);
    });
    this.OPTION3(() => {
      this.CONSUME(T.About);
      this.SUBRULE3(this.expression);
    });
    this.OPTION5(() => {
      this.CONSUME(T.Costing);
      this.SUBRULE4(this.expression);
    });
    this.OPTION6(() => {
      this.CONSUME(T.Within);
      this.SUBRULE5(this.expression);
    });
  });

  private moveStmt = this.RULE("moveStmt", () => {
    this.CONSUME(T.Move);
    this.SUBRULE(this.expression);
    this.CONSUME(T.To);
    this.SUBRULE2(this.expression);
  });

  /** `end game winner apache outcome "Major Victory"` or `end game draw`. */
  private endStmt = this.RULE("endStmt", () => {
    this.CONSUME(T.End);
    this.CONSUME(T.GameKw);
    this.OR([
      { ALT: () => this.CONSUME(T.Draw) },
      {
        ALT: () => {
          this.CONSUME(T.Winner);
          this.SUBRULE(this.expression);
        },
      },
    ]);
    this.OPTION(() => {
      this.CONSUME(T.Outcome);
      this.CONSUME(T.StringLiteral);
    });
  });

  private unspecifiedStmt = this.RULE("unspecifiedStmt", () => {
    this.CONSUME(T.Unspecified);
    this.CONSUME(T.Name);
  });

  private callStmt = this.RULE("callStmt", () => {
    this.CONSUME(T.Name);
    this.SUBRULE(this.callArgs);
  });

  // --------------------------------------------------------------- expressions

  public expression = this.RULE("expression", () => {
    this.SUBRULE(this.andExpr);
    this.MANY(() => {
      this.CONSUME(T.Or);
      this.SUBRULE2(this.andExpr);
    });
  });

  private andExpr = this.RULE("andExpr", () => {
    this.SUBRULE(this.notExpr);
    this.MANY(() => {
      this.CONSUME(T.And);
      this.SUBRULE2(this.notExpr);
    });
  });

  private notExpr = this.RULE("notExpr", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Not);
          this.SUBRULE(this.notExpr);
        },
      },
      { ALT: () => this.SUBRULE(this.comparison) },
    ]);
  });

  private comparison = this.RULE("comparison", () => {
    this.SUBRULE(this.additive);
    this.OPTION(() => {
      this.OR([
        { ALT: () => this.CONSUME(T.EqEq) },
        { ALT: () => this.CONSUME(T.NotEq) },
        { ALT: () => this.CONSUME(T.LessEq) },
        { ALT: () => this.CONSUME(T.GreaterEq) },
        { ALT: () => this.CONSUME(T.Less) },
        { ALT: () => this.CONSUME(T.Greater) },
        { ALT: () => this.CONSUME(T.In) },
        // Accepted only to report it precisely: '=' never compares.
        { ALT: () => this.CONSUME(T.Equals) },
      ]);
      this.SUBRULE2(this.additive);
    });
  });

  private additive = this.RULE("additive", () => {
    this.SUBRULE(this.multiplicative);
    this.MANY(() => {
      this.OR([{ ALT: () => this.CONSUME(T.Plus) }, { ALT: () => this.CONSUME(T.Minus) }]);
      this.SUBRULE2(this.multiplicative);
    });
  });

  private multiplicative = this.RULE("multiplicative", () => {
    this.SUBRULE(this.unary);
    this.MANY(() => {
      this.OR([
        { ALT: () => this.CONSUME(T.Star) },
        { ALT: () => this.CONSUME(T.Slash) },
        { ALT: () => this.CONSUME(T.Percent) },
      ]);
      this.SUBRULE2(this.unary);
    });
  });

  private unary = this.RULE("unary", () => {
    this.OR([
      {
        ALT: () => {
          this.OR2([{ ALT: () => this.CONSUME(T.Minus) }, { ALT: () => this.CONSUME(T.Plus) }]);
          this.SUBRULE(this.unary);
        },
      },
      { ALT: () => this.SUBRULE(this.postfix) },
    ]);
  });

  private postfix = this.RULE("postfix", () => {
    this.SUBRULE(this.primary);
    this.MANY(() => {
      this.OR([
        {
          ALT: () => {
            this.CONSUME(T.Dot);
            this.CONSUME(T.Name);
          },
        },
        { ALT: () => this.SUBRULE(this.callArgs) },
        {
          ALT: () => {
            this.CONSUME(T.LBracket);
            this.SUBRULE(this.expression);
            this.CONSUME(T.RBracket);
          },
        },
      ]);
    });
  });

  private callArgs = this.RULE("callArgs", () => {
    this.CONSUME(T.LParen);
    this.MANY_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.expression) });
    this.CONSUME(T.RParen);
  });

  private primary = this.RULE("primary", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Integer) },
      { ALT: () => this.CONSUME(T.Decimal) },
      { ALT: () => this.CONSUME(T.StringLiteral) },
      { ALT: () => this.CONSUME(T.Dice) },
      { ALT: () => this.CONSUME(T.True) },
      { ALT: () => this.CONSUME(T.False) },
      { ALT: () => this.CONSUME(T.Name) },
      { ALT: () => this.SUBRULE(this.ifExpr) },
      { ALT: () => this.SUBRULE(this.listExpr) },
      {
        ALT: () => {
          this.CONSUME(T.LParen);
          this.SUBRULE(this.expression);
          this.CONSUME(T.RParen);
        },
      },
    ]);
  });

  private ifExpr = this.RULE("ifExpr", () => {
    this.CONSUME(T.If);
    this.SUBRULE(this.expression);
    this.CONSUME(T.Then);
    this.SUBRULE2(this.expression);
    this.CONSUME(T.Else);
    this.SUBRULE3(this.expression);
  });

  /**
   * `[a, b]`; a selection `[for c in cards if c.rank == chief]`; or a mapped
   * selection `[count(of(pile, s)) for s in sides()]`.
   */
  private listExpr = this.RULE("listExpr", () => {
    this.CONSUME(T.LBracket);
    this.OPTION(() => {
      this.OR([
        { ALT: () => this.SUBRULE(this.selection) },
        {
          ALT: () => {
            this.SUBRULE(this.expression);
            this.OPTION2(() => this.SUBRULE2(this.selection));
            this.MANY(() => {
              this.CONSUME(T.Comma);
              this.SUBRULE2(this.expression);
            });
          },
        },
      ]);
    });
    this.CONSUME(T.RBracket);
  });

  private selection = this.RULE("selection", () => {
    this.CONSUME(T.For);
    this.CONSUME(T.Name);
    this.CONSUME(T.In);
    this.SUBRULE(this.expression);
    this.OPTION(() => {
      this.CONSUME(T.If);
      this.SUBRULE2(this.expression);
    });
  });
;
}

/** The one parser instance; reuse it by assigning `parser.input`. */
export const rulesParser = new RulesParser();

export type { CstNode, IToken };
