/**
 * Tokens of the rules language.
 *
 * Order matters to Chevrotain: the first pattern that matches wins, so longer
 * punctuation comes before its prefixes and every keyword names `Identifier`
 * as its `longer_alt` (otherwise `phases` would lex as `phase` + `s`).
 *
 * Two keyword families exist:
 * - reserved words (`if`, `let`, `link`, ...) can never be names;
 * - contextual words (declaration keywords such as `map` or `step`, and
 *   `from`, `by`, `to`, ...) belong to the `Name` category, so a spec may still
 *   use them as names and property keys.
 */
import { createToken, Lexer, type TokenType } from "chevrotain";

/** Category of every token that may serve as a name. */
export const Name = createToken({ name: "Name", pattern: Lexer.NA, label: "a name" });
/** Category of the keywords that open a declaration. */
export const DeclKeyword = createToken({ name: "DeclKeyword", pattern: Lexer.NA, label: "a declaration keyword" });

export const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /[ \t\r\n\f\uFEFF]+/, group: Lexer.SKIPPED });
export const LineComment = createToken({ name: "LineComment", pattern: /\/\/[^\n\r]*/, group: "comments" });

export const StringLiteral = createToken({
  name: "StringLiteral",
  pattern: /"(?:[^"\\\r\n]|\\["\\nt])*"/,
  label: "a string",
});
/**
 * A string that reaches the end of its line unclosed. It goes to its own group,
 * so the parser never sees it: one clear error instead of a cascade.
 */
export const UnterminatedString = createToken({ name: "UnterminatedString", pattern: /"(?:[^"\\\r\n]|\\.)*/, group: "unterminated" });
/** Dice such as `d6` or `2d6`; the look-ahead keeps `d6-table` an identifier. */
export const Dice = createToken({
  name: "Dice",
  pattern: /[0-9]*d[0-9]+(?![A-Za-z0-9_]|-[A-Za-z0-9_])/,
  start_chars_hint: ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "d"],
  label: "dice (such as d6 or 2d6)",
});
export const Decimal = createToken({ name: "Decimal", pattern: /[0-9]+\.[0-9]+/, label: "a number" });
export const Integer = createToken({ name: "Integer", pattern: /[0-9]+/, label: "a whole number" });
/** Names may contain inner hyphens (`war-band`), so subtraction needs spaces. */
export const Identifier = createToken({
  name: "Identifier",
  pattern: /[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*/,
  categories: [Name],
  label: "a name",
});

function reserved(word: string): TokenType {
  return createToken({ name: `Kw_${word}`, pattern: new RegExp(word), longer_alt: Identifier, label: `'${word}'` });
}
function contextual(word: string, categories: TokenType[] = []): TokenType {
  return createToken({
    name: `Kw_${word.replace(/-/g, "_")}`,
    pattern: new RegExp(word),
    longer_alt: Identifier,
    categories: [Name, ...categories],
    label: `'${word}'`,
  });
}

/** Reserved words: statements, expression operators and structural keywords. */
export const Import = reserved("import");
/** `link` and `row` open members of maps and tables but may still be names (`row: 3` on a grid square). */
export const Link = contextual("link");
export const Row = contextual("row");
export const Replace = reserved("replace");
export const Remove = reserved("remove");
export const Let = reserved("let");
export const Set = reserved("set");
export const If = reserved("if");
export const Then = reserved("then");
export const Else = reserved("else");
export const For = reserved("for");
export const Each = reserved("each");
export const Repeat = reserved("repeat");
export const While = reserved("while");
export const Choose = reserved("choose");
/** `move` starts a statement but stays usable as a name (a decision option, a table row). */
export const Move = contextual("move");
/** `end game` ends the game; `end` alone may still be a name (a campaign marker). */
export const End = contextual("end");
export const And = reserved("and");
export const Or = reserved("or");
export const Not = reserved("not");
export const True = reserved("true");
export const False = reserved("false");
export const In = reserved("in");

/** Contextual words used inside statements. */
export const From = contextual("from");
export const By = contextual("by");
export const As = contextual("as");
export const About = contextual("about");
/** `choose ... costing e within n`: what each option costs, and what the chooser has left to spend. */
export const Costing = contextual("costing");
export const Within = contextual("within");
export const To = contextual("to");
export const Winner = contextual("winner");
export const Draw = contextual("draw");
export const Outcome = contextual("outcome");
export const Procedure = contextual("procedure");
export const Function = contextual("function");
/** Opens a declaration and, inside procedures, a statement. */
export const Unspecified = contextual("unspecified", [DeclKeyword]);

/**
 * Declaration keywords. Which keyword belongs where is data in the model
 * schema (`x-keywords`); the parser only needs to know the words.
 */
export const DECLARATION_KEYWORDS = [
  "game",
  "type",
  "side",
  "map",
  "territory",
  "area",
  "block",
  "counter",
  "unit",
  "card",
  "cube",
  "marker",
  "pool",
  "bag",
  "cup",
  "deck",
  "hand",
  "box",
  "display",
  "track",
  "table",
  "sequence",
  "phase",
  "segment",
  "step",
  "loop",
  "interrupt",
  "modifier",
  "restriction",
  "limit",
  "trigger",
  "availability",
  "scoring",
  "standing",
  "victory",
  "invariant",
  "decision",
  "scenario",
  "variant",
] as const;

export const declarationKeywordTokens: TokenType[] = DECLARATION_KEYWORDS.map((w) => contextual(w, [DeclKeyword]));
/** `game` doubles as part of the `end game` statement. */
export const GameKw = declarationKeywordTokens[0]!;

export const LCurly = createToken({ name: "LCurly", pattern: /\{/, label: "'{'" });
export const RCurly = createToken({ name: "RCurly", pattern: /\}/, label: "'}'" });
export const LParen = createToken({ name: "LParen", pattern: /\(/, label: "'('" });
export const RParen = createToken({ name: "RParen", pattern: /\)/, label: "')'" });
export const LBracket = createToken({ name: "LBracket", pattern: /\[/, label: "'['" });
export const RBracket = createToken({ name: "RBracket", pattern: /\]/, label: "']'" });
export const Comma = createToken({ name: "Comma", pattern: /,/, label: "','" });
export const Colon = createToken({ name: "Colon", pattern: /:/, label: "':'" });
export const At = createToken({ name: "At", pattern: /@/, label: "'@'" });
export const DotDot = createToken({ name: "DotDot", pattern: /\.\./, label: "'..'" });
export const Dot = createToken({ name: "Dot", pattern: /\./, label: "'.'" });
export const EqEq = createToken({ name: "EqEq", pattern: /==/, label: "'=='" });
export const NotEq = createToken({ name: "NotEq", pattern: /!=/, label: "'!='" });
export const LessEq = createToken({ name: "LessEq", pattern: /<=/, label: "'<='" });
export const GreaterEq = createToken({ name: "GreaterEq", pattern: />=/, label: "'>='" });
export const Less = createToken({ name: "Less", pattern: /</, label: "'<'" });
export const Greater = createToken({ name: "Greater", pattern: />/, label: "'>'" });
export const PlusEq = createToken({ name: "PlusEq", pattern: /\+=/, label: "'+='" });
export const MinusEq = createToken({ name: "MinusEq", pattern: /-=/, label: "'-='" });
export const Arrow = createToken({ name: "Arrow", pattern: /->/, label: "'->'" });
export const DashDash = createToken({ name: "DashDash", pattern: /--/, label: "'--'" });
export const Equals = createToken({ name: "Equals", pattern: /=/, label: "'='" });
export const Plus = createToken({ name: "Plus", pattern: /\+/, label: "'+'" });
export const Minus = createToken({ name: "Minus", pattern: /-/, label: "'-'" });
export const Star = createToken({ name: "Star", pattern: /\*/, label: "'*'" });
export const Slash = createToken({ name: "Slash", pattern: /\//, label: "'/'" });
export const Percent = createToken({ name: "Percent", pattern: /%/, label: "'%'" });

export const reservedTokens = [
  Import, Replace, Remove, Let, Set, If, Then, Else, For, Each, Repeat, While, Choose,
  And, Or, Not, True, False, In,
];
export const contextualTokens = [Link, Row, Move, End, From, By, As, About, Costing, Within, To, Winner, Draw, Outcome, Procedure, Function, Unspecified];

/** Every token in lexing order. */
export const allTokens: TokenType[] = [
  WhiteSpace,
  LineComment,
  StringLiteral,
  UnterminatedString,
  Dice,
  Decimal,
  Integer,
  // Longest keywords first, so that `in` does not shadow `interrupt`.
  ...[...reservedTokens, ...contextualTokens, ...declarationKeywordTokens].sort(
    (a, b) => String(b.LABEL).length - String(a.LABEL).length,
  ),
  Identifier,
  LCurly, RCurly, LParen, RParen, LBracket, RBracket, Comma, Colon, At,
  DotDot, Dot, EqEq, NotEq, LessEq, GreaterEq, Less, Greater, PlusEq, MinusEq, Arrow, DashDash,
  Equals, Plus, Minus, Star, Slash, Percent,
  Name,
  DeclKeyword,
];

/** Words that can never be used as names; the checker names them in its hints. */
export const RESERVED_WORDS: readonly string[] = reservedTokens.map((t) => String(t.LABEL).slice(1, -1));

/** One lexer for the whole process; lexing is stateless. */
export const rulesLexer = new Lexer(allTokens, { ensureOptimizations: false, positionTracking: "full" });
