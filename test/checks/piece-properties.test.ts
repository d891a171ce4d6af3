import { describe, expect, it } from "vitest";
import { checkBody } from "../helpers/spec.js";

/** `count` blocks of side a and class band, each with `extra` written in, and a rule reading `home`. */
function bands(count: number, extra: (i: number) => string): string {
  let out = "type band { values: war-band }\nfunction homes() = [for b in pieces(b1) if b.home == b.home]\n";
  for (let i = 1; i <= count; i++) out += `block b${i} "B${i}" {\n  side: a\n  class: war-band\n${extra(i)}}\n`;
  return out;
}

const warnings = (body: string) =>
  checkBody(body)
    .diagnostics.filter((d) => d.code === "piece-property")
    .map((d) => `${d.severity} ${d.line}:${d.col} ${d.message}`);

describe("piece-property", () => {
  it("warns of a piece that lacks a property rules read and every other piece of its kind, side and class gives", () => {
    expect(warnings(bands(4, (i) => (i === 3 ? "  movement: 9\n" : "  home: north\n  movement: 9\n")))).toEqual([
      "warning 21:7 block 'b3' gives no 'home', which rules read and the other 3 blocks of side a and class war-band give",
    ]);
  });

  it("leaves alone a property no rule reads, one more than a single piece lacks, and groups of three or fewer", () => {
    expect(warnings(bands(4, (i) => (i === 3 ? "" : "  regiment: 5\n")))).toEqual([]);
    expect(warnings(bands(5, (i) => (i >= 4 ? "" : "  home: north\n")))).toEqual([]);
    expect(warnings(bands(3, (i) => (i === 3 ? "" : "  home: north\n")))).toEqual([]);
    // A flag is written only where it is true: a junior leader among senior ones gives none.
    expect(warnings(bands(4, (i) => (i === 3 ? "" : "  home: north\n  senior: true\n")).replace("b.home == b.home", "b.home == b.home and b.senior"))).toEqual([
      "warning 21:7 block 'b3' gives no 'home', which rules read and the other 3 blocks of side a and class war-band give",
    ]);
  });
});
