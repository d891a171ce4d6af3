/**
 * The type kept for an expression checked more than once (the base game,
 * then each scenario and variant as applied): kept while every check
 * agrees, and nothing known ("any") once two disagree.
 */
import { describe, expect, it } from "vitest";
import { exprTypeOf, recordExprType } from "../../dsl/source-locations.js";

describe("the type recorded for an expression", () => {
  it("stays what every check found alike, even as a new record each time", () => {
    const e = {};
    recordExprType(e, { t: "list", of: { t: "enum", type: "colour" } });
    recordExprType(e, { t: "list", of: { t: "enum", type: "colour" } });
    expect(exprTypeOf(e)).toEqual({ t: "list", of: { t: "enum", type: "colour" } });
  });

  it("becomes nothing known once two checks disagree, however deep the difference", () => {
    const e = {};
    recordExprType(e, { t: "list", of: { t: "enum", type: "colour" } });
    recordExprType(e, { t: "list", of: { t: "enum", type: "size" } });
    expect(exprTypeOf(e)).toEqual({ t: "any" });
    const f = {};
    recordExprType(f, { t: "ref", kind: "area" });
    recordExprType(f, { t: "ref", kind: "piece" });
    expect(exprTypeOf(f)).toEqual({ t: "any" });
  });

  it("reads a part set to nothing as no part, as the types' text would", () => {
    const e = {};
    recordExprType(e, { t: "ref", kind: "area" });
    recordExprType(e, { t: "ref", kind: "area", ...({ extra: undefined } as object) } as never);
    expect(exprTypeOf(e)).toEqual({ t: "ref", kind: "area" });
  });
});
