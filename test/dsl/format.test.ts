import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatText } from "../../dsl/format.js";
import { checkFiles } from "../helpers/spec.js";

const fmt = (s: string) => formatText(s).text;

describe("formatter", () => {
  it("lays out declarations, properties and blocks canonically", () => {
    expect(fmt('game  g "G"{players:2..5 sides:a,b\nsetup{shuffle( d )}}')).toBe(
      'game g "G" {\n  players: 2..5\n  sides: a, b\n  setup {\n    shuffle(d)\n  }\n}\n',
    );
  });

  it("keeps comments: own-line comments before what follows, end-of-line comments on their line", () => {
    const src = "// head\ngame g { // opens\n  players: 2 // two\n\n  // before sides\n  sides: a\n  // at the end\n}\n";
    expect(fmt(src)).toBe(src.replace("game g { // opens\n", "game g {\n  // opens\n"));
  });

  it("keeps a comment that opens an else block inside it, in an else-if chain too", () => {
    const src = "procedure p() {\n  if a {\n    log(1)\n  } else if b {\n    // second\n    log(2)\n  } else {\n    // third\n    log(3)\n  }\n}\n";
    expect(fmt(src)).toBe(src);
  });

  it("keeps at most one blank line where the author left some", () => {
    expect(fmt("side a\n\n\n\nside b\nside c\n")).toBe("side a\n\nside b\nside c\n");
  });

  it("keeps the blank line after a comment that ends with '{', so a detached comment never becomes a declaration's description", () => {
    const text = '// notes ending like a block " {\n\n\nside a "A"\n';
    expect(formatText(text).text).toBe('// notes ending like a block " {\n\nside a "A"\n');
  });

  it("refuses, with a located error, to write a whole number as another (leading zeros, or beyond exact doubles)", () => {
    for (const [n, shown] of [["007", "7"], ["99999999999999999999", "100000000000000000000"], ["00d6", "0"]]) {
      const f = formatText(`function f() = ${n}\n`, "x.rules");
      expect(f.text).toBeUndefined();
      expect(f.diagnostics).toEqual([expect.objectContaining({ code: "unsafe-format", line: 1, col: 16, message: expect.stringContaining(`as ${shown};`) })]);
    }
  });

  it("refuses a file with a misplaced annotation rather than drop it", () => {
    const f = formatText('side a "A" {\n  @rule "2"\n  player: false\n}\n', "x.rules");
    expect(f.text).toBeUndefined();
    expect(f.diagnostics.map((d) => d.code)).toEqual(["misplaced-annotation"]);
  });

  it("prints the fewest parentheses that keep the meaning", () => {
    expect(fmt("invariant i { holds: ((a + (b * c)) - (d - e)) == (not (x and y)) }")).toBe("invariant i {\n  holds: a + b * c - (d - e) == (not (x and y))\n}\n");
    expect(fmt("invariant i { holds: -(-1) + (if a then b else c) }")).toBe("invariant i {\n  holds: - -1 + (if a then b else c)\n}\n");
    expect(fmt("invariant i { holds: a or b and c or (d or e) }")).toBe("invariant i {\n  holds: a or (b and c) or (d or e)\n}\n");
  });

  it("prints rows, links, entries, annotations and statements", () => {
    const src = [
      '@rule "5"',
      '@assume "reconstructed"',
      "table t {",
      "  dice: d6",
      "  row ..2: none, -1",
      '  row 3..: "some", 0',
      "}",
      "",
      "map m {",
      "  link x -> y: river {",
      '    crossing: "ford"',
      "  }",
      "}",
      "",
      "deck d {",
      "  2 c(colour: *, rank: chief)",
      "}",
      "",
      'procedure p "Claim" (x: area) {',
      "  choose y from neighbours(x) by a as pick",
      "  if y == x {",
      "    move x to y",
      "  } else if true {",
      "    end game draw",
      "  } else {",
      '    end game winner a outcome "Win"',
      "  }",
      "}",
      "",
    ].join("\n");
    expect(fmt(src)).toBe(src);
  });

  it("refuses to format a file with syntax errors", () => {
    const r = formatText("game g {", "x.rules");
    expect(r.text).toBeUndefined();
    expect(r.diagnostics.map((d) => d.message)).toEqual(["expected '}' but found the end of the file"]);
  });

  it("leaves the fixture game's model unchanged and is stable on it", () => {
    const dir = "test/fixtures/outpost";
    const files = Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f), "utf8")]));
    const formatted = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, fmt(v)!]));
    expect(formatted).toEqual(files);
    expect(JSON.stringify(checkFiles(formatted).model)).toBe(JSON.stringify(checkFiles(files).model));
  });
});
