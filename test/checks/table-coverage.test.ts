import { describe, expect, it } from "vitest";
import { brief, checkBody } from "../helpers/spec.js";

describe("table-coverage", () => {
  it("accepts rows that cover the dice exactly, including open ranges", () => {
    expect(checkBody("table t {\n  dice: 2d6\n  row ..4: a\n  row 5..9: b\n  row 10..: c\n}\n").diagnostics).toEqual([]);
  });

  it("uses a declared range instead of the dice when modifiers reach beyond them", () => {
    const r = checkBody("table t {\n  dice: d6\n  range: 0..7\n  row 1..6: a\n}\n");
    expect(brief(r.diagnostics)).toEqual(["7:7 table 't' has no row for 0, 7 (its rows must cover 0..7)"]);
  });

  it("reports gaps, overlaps and rows out of range", () => {
    const r = checkBody("table t {\n  dice: 2d6\n  row 2..5: a\n  row 5..8: b\n  row 11..13: c\n  row 14: d\n}\n");
    expect(brief(r.diagnostics)).toEqual([
      "7:7 table 't' has no row for 9..10 (its rows must cover 2..12)",
      "10:7 rows 2..5 and 5..8 of table 't' overlap at 5",
      "11:7 row 11..13 of table 't' reaches beyond the results 2..12; write an open range such as 11.. if every result past the end belongs to it",
      "12:7 row 14 of table 't' can never be read: results run from 2 to 12",
    ]);
  });

  it("finds the gaps of a range of any width from its rows alone (a wide range once made the checker count every value)", () => {
    const r = checkBody("table t {\n  dice: d6\n  range: -99999999..99999999\n  row ..-5: a\n  row 5..: b\n}\n");
    expect(brief(r.diagnostics)).toEqual(["7:7 table 't' has no row for -4..4 (its rows must cover -99999999..99999999)"]);
  });

  it("warns of a hole inside the numbers a table without dice or range is keyed by (a turn track with a row left out)", () => {
    const r = checkBody("table seasons {\n  columns: season, year\n  row 1: summer, 1861\n  row 3: summer, 1862\n  row 4..5: winter, 1863\n  row 8: summer, 1864\n}\n");
    expect(r.diagnostics.map((d) => `${d.severity} ${d.line}:${d.col} ${d.message}`)).toEqual([
      "warning 7:7 table 'seasons' has no row for 2, 6..7, inside the numbers its rows cover (1..8): play that reads it there stops",
    ]);
    expect(checkBody("table seasons {\n  columns: season\n  row 1: summer\n  row 2..3: winter\n  row 4: summer\n}\n").diagnostics).toEqual([]);
    // Overlapping rows (reported as such) count once: 1..5 covers what 2..3 does, so only 6 is missing.
    const overlapping = checkBody("table seasons {\n  columns: season\n  row 1..5: summer\n  row 2..3: winter\n  row 7: summer\n}\n");
    expect(overlapping.diagnostics.filter((d) => d.severity === "warning").map((d) => d.message)).toEqual([
      "table 'seasons' has no row for 6, inside the numbers its rows cover (1..7): play that reads it there stops",
    ]);
  });

  it("checks row width against the columns and repeated row names", () => {
    const r = checkBody("table t {\n  columns: a, b\n  row open: 1, 2\n  row open: 1\n}\n");
    expect(brief(r.diagnostics)).toEqual([
      "10:7 row open of table 't' has 1 value, but the table has 2 columns",
      "10:7 table 't' has two rows 'open'",
    ]);
  });
});
