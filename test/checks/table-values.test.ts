import { describe, expect, it } from "vitest";
import { checkBody } from "../helpers/spec.js";

/** The table-value warnings, each as `severity line:col message`. */
function valueWarnings(body: string): string[] {
  return checkBody(body)
    .diagnostics.filter((d) => d.code === "table-value")
    .map((d) => `${d.severity} ${d.line}:${d.col} ${d.message}`);
}

describe("table-value", () => {
  it("warns of dice or a word naming nothing in a column of numbers, at the cell", () => {
    expect(valueWarnings("table cost {\n  columns: foot, horse\n  row open: 1, 1\n  row hills: 2, h2\n  row river: 2, 3\n}\n")).toEqual([
      "warning 10:17 'h2' in row 'hills' of table 'cost' is a word that names nothing, where every other value of column 'horse' is a number",
    ]);
    expect(valueWarnings("table chart {\n  dice: d6\n  columns: units\n  row 1..2: 1\n  row 3..4: 2d6\n  row 5..6: 3\n}\n")).toEqual([
      "warning 11:13 '2d6' in the row for 3..4 of table 'chart' is dice, where every other value of column 'units' is a number",
    ]);
  });

  it("warns of a word naming nothing in a column of true and false, but not of dice there", () => {
    // Found by the spec fuzzer's slips (seed 3214 with --meaning): Apache's booty table with 'do' for 'true' checked
    // clean, and play stopped where a claim reads the column as a condition.
    expect(valueWarnings("table booty {\n  columns: male\n  row brave: true\n  row chief: do\n  row squaw: false\n}\n")).toEqual([
      "warning 10:14 'do' in row 'chief' of table 'booty' is a word that names nothing, where every other value of column 'male' is true or false",
    ]);
    expect(valueWarnings("table booty {\n  columns: male\n  row brave: true\n  row chief: 2d6\n  row squaw: false\n}\n")).toEqual([]);
  });

  it("leaves alone text of several words, declared names and type values, and columns that are not numbers", () => {
    expect(valueWarnings('table vp {\n  columns: scorer, vp\n  row lost: a, 2\n  row kept: a, 1\n  row captured: b, "leader rating"\n}\n')).toEqual([]);
    expect(valueWarnings("type loot { values: buffalo, teepee }\ntable t {\n  columns: n, m\n  row x: 1, 1\n  row y: 2, 2\n  row z: teepee, a\n}\n")).toEqual([]);
    expect(valueWarnings("table t {\n  columns: n\n  row x: 1\n  row y: 2\n  row z: h2\n  row w: k3\n}\n")).toEqual([]);
  });
});
