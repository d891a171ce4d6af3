import { describe, expect, it } from "vitest";
import { brief, checkBody } from "../helpers/spec.js";

describe("duplicate-name", () => {
  it("reports the second declaration and points at the first", () => {
    const r = checkBody("table t { row 1: x }\ntrack t { range: 0..3 }\n");
    const d = r.diagnostics.filter((x) => x.code === "duplicate-name");
    expect(brief(d)).toEqual(["8:7 't' is already declared as table 't'"]);
    expect(d[0]!.related).toEqual([{ message: "the first 't' is declared here", file: "/virtual/game.rules", line: 7, col: 7 }]);
  });

  it("counts nested declarations such as areas in the same namespace", () => {
    const r = checkBody("map m {\n  layout: areas\n  area a\n}\n");
    expect(brief(r.diagnostics)).toEqual(["9:8 'a' is already declared as side 'a'"]);
  });

  it("accepts a variant that replaces a declaration, and rejects one that redeclares it", () => {
    const ok = checkBody("table t { row 1: x }\nvariant v {\n  replace table t { row 1: y }\n}\n");
    expect(ok.diagnostics).toEqual([]);
    const bad = checkBody("table t { row 1: x }\nvariant v {\n  table t { row 1: y }\n}\n");
    expect(brief(bad.diagnostics)).toEqual(["9:9 't' is already declared in the base game as table 't'; write 'replace table t' to change it"]);
  });
});
