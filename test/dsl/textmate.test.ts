/**
 * The TextMate grammar is made from the token definitions: every keyword the
 * lexer knows is coloured as one, and a name that merely contains one (a
 * hyphenated `in-play`, a longer `phases`) is not. The committed copy in
 * editors/vscode is the generated one (CI also rebuilds and compares).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { textMateGrammar } from "../../dsl/textmate.js";
import { DECLARATION_KEYWORDS, RESERVED_WORDS } from "../../dsl/tokens.js";

const grammar = textMateGrammar() as { repository: Record<string, { match?: string; patterns?: { match: string }[] }> };
// TextMate's engine (Oniguruma) and JavaScript agree on these constructs (look-behind of fixed width, groups).
const re = (name: string) => new RegExp(grammar.repository[name]!.match!, "g");

describe("the TextMate grammar", () => {
  it("colours every reserved word, and no name that only contains one", () => {
    for (const w of RESERVED_WORDS) expect(`x ${w} y`.match(re("keyword")), w).toEqual([w]);
    for (const name of ["in-play", "iffy", "set-up", "for-each", "not-a-keyword", "x-if"]) expect(name.match(re("keyword")), name).toBeNull();
  });

  it("colours a declaration keyword and the name it declares", () => {
    for (const w of DECLARATION_KEYWORDS) {
      const m = new RegExp(grammar.repository["declaration"]!.match!).exec(`${w} war-band "War band"`);
      expect(m?.[1], w).toBe("war-band");
    }
    expect(new RegExp(grammar.repository["declaration"]!.match!).exec("area-pieces x")).toBeNull();
  });

  it("colours strings, numbers, dice and comments", () => {
    expect('say "a \\"quoted\\" word" now'.match(re("string"))).toEqual(['"a \\"quoted\\" word"']);
    expect("roll 2d6 + 3".match(new RegExp(grammar.repository["number"]!.patterns![0]!.match, "g"))).toEqual(["2d6"]);
    expect("x // a note".match(re("comment"))).toEqual(["// a note"]);
  });

  it("is the grammar committed for VS Code", () => {
    expect(readFileSync("editors/vscode/syntaxes/rules.tmLanguage.json", "utf8")).toBe(`${JSON.stringify(textMateGrammar(), null, 2)}\n`);
  });
});
