/**
 * A catalogue of common mistakes: each must produce exactly these messages at
 * exactly these positions (line:col, lines counted in the whole file, whose
 * six-line header comes first). Changing a message is a deliberate act.
 */
import { describe, expect, it } from "vitest";
import { brief, checkBody, checkFiles } from "../helpers/spec.js";

const catalogue: [string, string, string[]][] = [
  ["a missing closing brace", "table t {\n  row 1: x\n", ["8:11 expected '}' but found the end of the file"]],
  ["a missing colon", "block s {\n  steps 3\n}\n", ["8:3 expected ':' after 'steps' (a property is written 'steps: value')"]],
  ["'=' instead of ':'", "block s {\n  steps = 3\n}\n", ["8:3 write 'steps: ...' with a colon; '=' is only for 'let' and 'set'"]],
  ["a misspelt keyword", "tabel t {\n  row 1: x\n}\n", ["7:1 expected a declaration (such as 'game', 'map', 'table' or 'procedure') but found 'tabel' (did you mean 'table'?)"]],
  ["a string left open", 'side c "Open\n', ["7:8 this string is not closed: add the closing '\"' on the same line"]],
  ["a reserved word as a name", "step let\n", ["7:6 'let' is a reserved word and cannot be used as a name"]],
  ["an annotation before a property", 'block s {\n  @rule "1"\n  steps: 3\n}\n', ["8:3 @rule must come before a declaration, link, row or entry, not before a property or statement"]],
  ["an unknown annotation", '@rul "1"\nside c\n', ["7:2 unknown annotation '@rul'; use @rule \"section\" or @assume \"reason\" (did you mean 'rule'?)"]],
  ["an annotation without quotes", "@rule 7\nside c\n", ['7:1 @rule takes a quoted text, e.g. @rule "7.2"']],
  ["an unknown property", "game2 x\nblock s {\n  stpes: 3\n}\n", [
    "7:1 expected a declaration (such as 'game', 'map', 'table' or 'procedure') but found 'game2' (did you mean 'game'?)",
    "9:3 block 's' has no property 'stpes' (did you mean 'steps'?)",
  ]],
  ["a value of the wrong kind", "block s {\n  steps: many\n}\n", ["8:10 'steps' expects a whole number"]],
  ["two values where one is allowed", "block s {\n  steps: 3, 4\n}\n", ["8:13 'steps' takes one value, but 2 are given"]],
  ["a property given twice", "block s {\n  steps: 3\n  steps: 4\n}\n", ["9:3 'steps' is given twice in block 's'"]],
  ["a declaration in the wrong place", "block s {\n  area x\n}\n", ["8:3 an 'area' cannot be declared in block 's'; it belongs in a map"]],
  ["a row outside a table", "block s {\n  row 1: x\n}\n", ["8:3 rows cannot appear in block 's'; they belong in a table"]],
  ["a misspelt choice", "block s {\n  visibility: owners\n}\n", ["8:15 'visibility' expects one of 'all', 'owner', 'none', not 'owners' (did you mean 'owner'?)"]],
  ["a backwards range", "block s {\n  available: 5..1\n}\n", ["8:14 'available' expects a range whose start is not above its end (5..1)"]],
  ["a value where statements belong", "sequence s {\n  step x {\n    run: 3\n  }\n}\n", ["9:5 'run' takes a block of statements: run { ... }"]],
  ["an expression in a table cell", "table t {\n  row 1: a + 1\n}\n", ["8:10 a table cell holds a plain value (a number, name, text, list or record); an expression is not allowed here"]],
  ["a required property left out", "type t\n", ["7:6 type 't' is missing the property 'values'"]],
  ["'id' written as a property", "block s {\n  id: x\n}\n", ["8:3 block 's' has no property 'id' (the name after the keyword is the id)"]],
  ["areas written as a property", "map m {\n  layout: areas\n  areas: x\n}\n", ["9:3 map 'm' has no property 'areas' (declare them with 'area' instead)"]],
  ["an 'if' value without 'else'", "invariant i {\n  holds: if a then b\n}\n", ["9:1 an 'if' value needs an 'else' part (if condition then a else b), but found '}'"]],
  ["'=' used to compare", "procedure p(x: int) {\n  if x = 1 {\n  }\n}\n", ["8:8 '=' does not compare; write '==' to compare two values"]],
  ["a name starting with a digit", "table t {\n  columns: 3-or-more\n  row a: 1\n}\n", ["8:12 a name cannot start with a digit: '3-or-more' reads as 3 minus or-more"]],
  ["a name missing spaces around minus", "track vp { range: 0..9 }\ninvariant i {\n  holds: vp-vp > 0\n}\n", ["9:10 unknown name 'vp-vp' (to subtract, put spaces around the minus: vp - vp)"]],
];

describe("catalogue of common mistakes", () => {
  for (const [what, body, expected] of catalogue) {
    it(what, () => {
      expect(brief(checkBody(body).diagnostics)).toEqual(expected);
    });
  }

  it("a game with no 'game' declaration", () => {
    expect(brief(checkFiles({ "game.rules": "side a\n" }).diagnostics)).toEqual([
      '1:1 a game needs one \'game\' declaration (for example: game my-game "My Game" { players: 2 })',
    ]);
  });

  it("two 'game' declarations", () => {
    expect(brief(checkFiles({ "game.rules": "game a { players: 1 }\ngame b { players: 1 }\n" }).diagnostics)).toEqual(["2:1 only one 'game' declaration is allowed"]);
  });

  it("imports that cannot be followed", () => {
    expect(brief(checkFiles({ "game.rules": 'import "nope.rules"\nimport "x.txt"\ngame a { players: 1 }\n' }).diagnostics)).toEqual([
      "1:8 cannot find 'nope.rules' (looked for /virtual/nope.rules)",
      "2:8 an import names a .rules file, not 'x.txt'",
    ]);
  });

  it("every error in a file is reported, not just the first", () => {
    const r = checkBody("block s {\n  steps 3\n}\ntabel t\nblock q {\n  side: nobody\n}\n");
    expect(brief(r.diagnostics)).toEqual([
      "8:3 expected ':' after 'steps' (a property is written 'steps: value')",
      "10:1 unexpected 'tabel': this line is neither a declaration nor a property (did you mean 'table'?)",
      "12:9 unknown name 'nobody': expected a side",
    ]);
  });
});
