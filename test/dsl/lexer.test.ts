import { describe, expect, it } from "vitest";
import { rulesLexer } from "../../dsl/tokens.js";

const kinds = (s: string) => rulesLexer.tokenize(s).tokens.map((t) => `${t.tokenType.name}:${t.image}`);

describe("lexer", () => {
  it("keeps hyphenated names whole and needs spaces for subtraction", () => {
    expect(kinds("war-band a - b a-1")).toEqual(["Identifier:war-band", "Identifier:a", "Minus:-", "Identifier:b", "Identifier:a-1"]);
  });

  it("tells keywords from names that start with them", () => {
    expect(kinds("map maps interrupt in index game-over")).toEqual(["Kw_map:map", "Identifier:maps", "Kw_interrupt:interrupt", "Kw_in:in", "Identifier:index", "Identifier:game-over"]);
  });

  it("reads dice, numbers and ranges", () => {
    expect(kinds("d6 2d6 d6-table 1..6 1.5 7..")).toEqual(["Dice:d6", "Dice:2d6", "Identifier:d6-table", "Integer:1", "DotDot:..", "Integer:6", "Decimal:1.5", "Integer:7", "DotDot:.."]);
  });

  it("reads link operators, comparison and assignment operators", () => {
    expect(kinds("a -- b -> c == d != e <= f += 1 -= 2")).toEqual([
      "Identifier:a", "DashDash:--", "Identifier:b", "Arrow:->", "Identifier:c", "EqEq:==", "Identifier:d", "NotEq:!=",
      "Identifier:e", "LessEq:<=", "Identifier:f", "PlusEq:+=", "Integer:1", "MinusEq:-=", "Integer:2",
    ]);
  });

  it("puts comments in their own group and strings with escapes in one token", () => {
    const r = rulesLexer.tokenize('x "a \\"b\\" \\n" // note');
    expect(r.tokens.map((t) => t.image)).toEqual(["x", '"a \\"b\\" \\n"']);
    expect((r.groups["comments"] ?? []).map((t) => t.image)).toEqual(["// note"]);
  });

  it("sets a string left open at the end of the line aside, so the parser sees the rest", () => {
    const r = rulesLexer.tokenize('title: "open\nnext');
    expect(r.errors).toEqual([]);
    expect((r.groups["unterminated"] ?? []).map((t) => [t.startLine, t.startColumn, t.image])).toEqual([[1, 8, '"open']]);
    expect(r.tokens.map((t) => t.image)).toEqual(["title", ":", "next"]);
  });
});
