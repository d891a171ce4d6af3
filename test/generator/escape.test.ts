import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { comment, html, md, tsString } from "../../generator/escape.js";

const HOSTILE = ['he said "hi"', "back`tick`", "*/ end", "${injected}", "line\nbreak", "a|b", "<script>alert(1)</script>", "\\", "'quote'", "\u2028sep"];

describe("escaping at the leaves", () => {
  it("makes any text a TypeScript string literal that evaluates back to the same text", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...HOSTILE)), (s) => {
        const literal = tsString(s);
        expect(new Function(`return ${literal};`)()).toBe(s);
      }),
    );
  });

  it("keeps block comments closed", () => {
    for (const s of HOSTILE) expect(comment(s)).not.toContain("*/");
  });

  it("never lets text open an HTML tag or break an attribute", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...HOSTILE)), (s) => {
        const out = html(s);
        expect(out).not.toMatch(/[<>"']/);
      }),
    );
  });

  it("never lets text break a Markdown table row or line", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...HOSTILE)), (s) => {
        const out = md(s);
        expect(out).not.toMatch(/(^|[^\\])\|/);
        expect(out).not.toContain("\n");
        expect(out).not.toMatch(/(^|[^\\])</);
      }),
    );
  });
});
