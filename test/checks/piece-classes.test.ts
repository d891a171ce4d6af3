import { describe, expect, it } from "vitest";
import { checkGame } from "../../dsl/check.js";
import { CheckMemo } from "../../dsl/check-memo.js";
import { memoryHost, ParseCache } from "../../dsl/workspace.js";
import { checkBody, checkFiles, HEADER } from "../helpers/spec.js";

/** The warnings of the piece-class check, each as `line:col message`. */
function classWarnings(r: ReturnType<typeof checkBody>): string[] {
  return r.diagnostics.filter((d) => d.code === "piece-class").map((d) => `${d.severity} ${d.line}:${d.col} ${d.message}`);
}

describe("piece-class", () => {
  it("warns of a piece whose class is no type's value where other pieces' classes are (a slip that takes the piece out of every rule on its class)", () => {
    const r = checkBody(
      "type band { values: war-band, rumour }\n" +
        'block peaks "Peaks" {\n  side: a\n  class: war-band\n}\n' +
        'block creek "Creek" {\n  side: a\n  class: war-ba\n}\n' +
        'block smoke "Smoke" {\n  side: a\n  class: rumour\n}\n',
    );
    expect(classWarnings(r)).toEqual(["warning 14:10 class 'war-ba' of block 'creek' is no value of a declared type, as other pieces' classes are (of 'band') (did you mean 'war-band'?)"]);
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });

  it("leaves classes alone where few or no pieces' classes are a type's values (classes as free text)", () => {
    const r = checkBody('type arm { values: horse, foot }\nblock u1 "U1" {\n  side: a\n  class: cavalry\n}\nblock u2 "U2" {\n  side: a\n  class: artilery\n}\n');
    expect(classWarnings(r)).toEqual([]);
    // One class named like a terrain among free-text classes is chance, not a list of classes.
    const chance = checkBody('type ground { values: forest, clear }\nblock u1 "U1" {\n  side: a\n  class: forest\n}\nblock u2 "U2" {\n  side: a\n  class: cavalry\n}\nblock u3 "U3" {\n  side: a\n  class: infantry\n}\n');
    expect(classWarnings(chance)).toEqual([]);
  });

  it("warns of a rule comparing a class with text no piece has as its class, in the game and in a variant", () => {
    const r = checkFiles({
      "game.rules":
        HEADER +
        'block u1 "U1" {\n  side: a\n  class: rumour\n}\n' +
        'function rumours() = [for b in pieces(u1) if b.class == "rumor"]\n' +
        'function others() = [for b in pieces(u1) if b.class != "rumour"]\n' +
        'variant v "V" {\n  block u2 "U2" {\n    side: b\n    class: scout\n  }\n  function scouts() = [for b in pieces(u2) if "scuot" == b.class]\n}\n',
    });
    expect(classWarnings(r)).toEqual([
      "warning 11:57 no piece has the class 'rumor' this compares with (did you mean 'rumour'?)",
      "warning 18:47 no piece has the class 'scuot' this compares with (did you mean 'scout'?)",
    ]);
  });

  it("keeps its warnings, and the table-value check's, when an editor checks again after an edit elsewhere", () => {
    // These checks go over the whole game at once; only the checks that go declaration by declaration may pass
    // over a declaration an edit left alone (the editor keeps those findings alone).
    const files = (comment: string) => ({
      "/v/game.rules": `import "pieces.rules"\nimport "other.rules"\n${HEADER}`,
      "/v/other.rules": `// ${comment}\nfunction f() = 1\n`,
      "/v/pieces.rules": 'type band { values: war-band }\nblock p1 "P1" {\n  side: a\n  class: war-band\n}\nblock p2 "P2" {\n  side: a\n  class: war-ba\n}\ntable cost {\n  columns: n\n  row x: 1\n  row y: 2\n  row z: h2\n}\n',
    });
    const memo = new CheckMemo();
    const cache = new ParseCache();
    const warnings = (comment: string) =>
      checkGame("/v/game.rules", memoryHost(files(comment)), cache, { memo })
        .diagnostics.filter((d) => d.severity === "warning")
        .map((d) => `${d.code} ${d.line}:${d.col}`);
    const first = warnings("first");
    expect(first).toEqual(["piece-class 8:10", "table-value 14:10"]);
    expect(warnings("edited")).toEqual(first);
  });
});
