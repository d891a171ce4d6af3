/**
 * A TextMate grammar for `.rules` files, made from the token definitions
 * (`tokens.ts`), so an editor colours exactly the words the lexer treats as
 * keywords: reserved words, contextual words and declaration keywords,
 * strings, numbers and dice, comments and annotations. `npm run build`
 * writes it to `editors/vscode/syntaxes/rules.tmLanguage.json`; semantic
 * highlighting from the language server refines it (names by what they
 * declare).
 */
import { contextualTokens, DECLARATION_KEYWORDS, Dice, Identifier, reservedTokens, StringLiteral } from "./tokens.js";

/** A word of a token's label (`'if'` → `if`), escaped for a regular expression. */
const word = (label: unknown): string => String(label).slice(1, -1).replace(/[-.*+?^${}()|[\]\\]/g, "\\$&");

/** Names may hold inner hyphens: a keyword is one only where no name character or hyphen-and-name follows or precedes. */
const keywords = (words: readonly string[]): string => `(?<![A-Za-z0-9_-])(?:${[...words].sort((a, b) => b.length - a.length).join("|")})(?![A-Za-z0-9_]|-[A-Za-z0-9_])`;

export function textMateGrammar(): Record<string, unknown> {
  const source = (re: unknown) => (re instanceof RegExp ? re.source : String(re));
  return {
    $schema: "https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json",
    name: "Rulewright rules",
    scopeName: "source.rules",
    fileTypes: ["rules"],
    patterns: [{ include: "#comment" }, { include: "#annotation" }, { include: "#string" }, { include: "#number" }, { include: "#declaration" }, { include: "#keyword" }, { include: "#contextual" }, { include: "#operator" }],
    repository: {
      comment: { name: "comment.line.double-slash.rules", match: "//.*$" },
      annotation: { name: "storage.modifier.annotation.rules", match: "@[A-Za-z][A-Za-z0-9-]*" },
      string: { name: "string.quoted.double.rules", match: source(StringLiteral.PATTERN) },
      number: { patterns: [{ name: "constant.numeric.dice.rules", match: source(Dice.PATTERN) }, { name: "constant.numeric.rules", match: "\\b[0-9]+(?:\\.[0-9]+)?\\b" }] },
      declaration: {
        match: `${keywords(DECLARATION_KEYWORDS.map((w) => w.replace(/-/g, "\\-")))}\\s+(${source(Identifier.PATTERN)})`,
        captures: { "0": { name: "storage.type.declaration.rules" }, "1": { name: "entity.name.type.rules" } },
      },
      keyword: { name: "keyword.control.rules", match: keywords(reservedTokens.map((t) => word(t.LABEL))) },
      contextual: { name: "keyword.other.rules", match: keywords(contextualTokens.map((t) => word(t.LABEL))) },
      operator: { name: "keyword.operator.rules", match: "==|!=|<=|>=|\\+=|-=|->|--|\\.\\.|[<>=+*/%]" },
    },
  };
}
