/**
 * Parser error messages in plain words. Chevrotain's defaults list token
 * paths; a spec author wants to know what was expected and what was found.
 */
import type { IParserErrorMessageProvider, IToken, TokenType } from "chevrotain";
import { DECLARATION_KEYWORDS, RESERVED_WORDS } from "./tokens.js";
import { didYouMean } from "./suggest.js";

function describe(token: IToken): string {
  if (token.tokenType.name === "EOF") return "the end of the file";
  return `'${token.image}'`;
}

function label(t: TokenType): string {
  return typeof t.LABEL === "string" ? t.LABEL : t.name;
}

/** Phrases for the places where a rule chose between alternatives. */
const WHAT_WAS_EXPECTED: Record<string, string> = {
  topMember: "a declaration (such as 'game', 'map', 'table' or 'procedure')",
  member: "a property ('key: value'), a declaration, 'link', 'row', a count entry or '}'",
  statement: "a statement ('let', 'set', 'if', 'for each', 'repeat', 'while', 'choose', 'move', 'end game' or a call)",
  primary: "a value (a number, string, dice, name, list or parenthesised expression)",
  value: "a value",
  rowKey: "a row key (a number, a range such as 1..2, a name or a string)",
  unary: "a value",
  notExpr: "a value",
  entryArg: "a field value or '*'",
  valueList: "value",
};

const KEYWORD_RULES = new Set(["topMember", "member", "declaration"]);

function hint(actual: IToken, ruleName: string): string {
  if (actual.tokenType.name === "Identifier" && KEYWORD_RULES.has(ruleName)) {
    return didYouMean(actual.image, [...DECLARATION_KEYWORDS, "unspecified", "procedure", "function", "link", "row", "replace", "remove"]);
  }
  return "";
}

/** Reserved words: a clearer message than "expected a name" when one is used as a name. */
function reservedHint(actual: IToken): string | undefined {
  const word = actual.image;
  return RESERVED_WORDS.includes(word) ? `'${word}' is a reserved word and cannot be used as a name` : undefined;
}

export const errorMessageProvider: IParserErrorMessageProvider = {
  buildMismatchTokenMessage({ expected, actual, ruleName }) {
    if (expected.name === "Name") {
      const r = reservedHint(actual);
      if (r) return r;
    }
    if (actual.tokenType.name === "Equals" && (expected.name === "LCurly" || ruleName === "ifStmt" || ruleName === "whileStmt")) {
      return "'=' does not compare; write '==' to compare two values";
    }
    if (expected.name === "Kw_else" && ruleName === "ifExpr") {
      return `an 'if' value needs an 'else' part (if condition then a else b), but found ${describe(actual)}`;
    }
    if (expected.name === "EOF") {
      return `expected ${WHAT_WAS_EXPECTED["topMember"]} but found ${describe(actual)}${hint(actual, "topMember")}`;
    }
    return `expected ${label(expected)} but found ${describe(actual)}${hint(actual, ruleName)}`;
  },
  buildNotAllInputParsedMessage({ firstRedundant }) {
    return `unexpected ${describe(firstRedundant)}: expected a declaration${hint(firstRedundant, "topMember")}`;
  },
  buildNoViableAltMessage({ actual, ruleName }) {
    const first = actual[0]!;
    const second = actual[1];
    if (ruleName === "member" && first.tokenType.name === "Identifier" && second) {
      if (second.tokenType.name === "Equals") return `write '${first.image}: ...' with a colon; '=' is only for 'let' and 'set'`;
      if (!["Colon", "LCurly", "Identifier"].includes(second.tokenType.name)) {
        return `expected ':' after '${first.image}' (a property is written '${first.image}: value')`;
      }
    }
    const what = WHAT_WAS_EXPECTED[ruleName] ?? `a ${ruleName}`;
    return `expected ${what} but found ${describe(first)}${hint(first, ruleName)}`;
  },
  buildEarlyExitMessage({ actual, ruleName }) {
    const first = actual[0]!;
    const what = WHAT_WAS_EXPECTED[ruleName] ?? `a ${ruleName}`;
    return `expected ${what} but found ${describe(first)}`;
  },
};
