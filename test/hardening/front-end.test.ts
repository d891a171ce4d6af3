/**
 * Hardening of the language front end: inputs an attacker (or a fuzzer)
 * would try. Nothing may throw, exhaust the stack, take super-linear time or
 * report a place that does not match the text.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkPaths } from "../../bin/commands/check.js";
import { checkGame } from "../../dsl/check.js";
import { formatDiagnostic } from "../../dsl/diagnostics.js";
import { formatText } from "../../dsl/format.js";
import { MAX_NESTING } from "../../dsl/nesting.js";
import { closest } from "../../dsl/suggest.js";
import { memoryHost, ParseCache } from "../../dsl/workspace.js";
import { engineModule } from "../../generator/engine-module.js";

const HEAD = `game g "G" {\n  players: 2\n  sides: a, b\n}\nside a "A"\nside b "B"\n`;
const check = (body: string, head = HEAD) => checkGame("/x/game.rules", memoryHost({ "/x/game.rules": head + body }));

/** Deeply nested text of each kind the grammar allows. */
const NESTINGS: Record<string, (n: number) => string> = {
  brackets: (n) => `function f() = ${"(".repeat(n)}1${")".repeat(n)}\n`,
  lists: (n) => `function f() = ${"[".repeat(n)}1${"]".repeat(n)}\n`,
  sums: (n) => `function f() = 1${" + 1".repeat(n)}\n`,
  negations: (n) => `function f() = ${"not ".repeat(n)}true\n`,
  conditionals: (n) => `function f() = ${"if true then ".repeat(n)}1${" else 2".repeat(n)}\n`,
  blocks: (n) => `procedure p() {\n${"if true {\n".repeat(n)}log("x")\n${"}\n".repeat(n)}}\n`,
  fields: (n) => `function f(s: side) = s${".score".repeat(n)}\n`,
  // Chains broken across lines: each line looks like a new item unless the guard sees it continues.
  "else-if chains across lines": (n) => `function f(x: number) = if x == 0\n  then 0${Array.from({ length: n }, (_, i) => `\n  else if x == ${i + 1}\n  then ${i + 1}`).join("")}\n  else 99\n`,
  "else-if statements": (n) => `procedure p(x: number) {\n  if x == 0 {\n    log("a")\n  }${Array.from({ length: n }, (_, i) => ` else if x == ${i + 1} {\n    log("b")\n  }`).join("")}\n}\n`,
  "operators leading lines": (n) => `function f() = 1${"\n  + 1".repeat(n)}\n`,
  "operators ending lines": (n) => `function f() = true${" and\n  true".repeat(n)}\n`,
};

describe("deep nesting", () => {
  for (const [kind, make] of Object.entries(NESTINGS)) {
    it(`refuses 1,000 nested ${kind} with one located diagnostic, in check and in format`, () => {
      const r = check(make(1000));
      expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual([["too-deep", expect.any(Number)]]);
      expect(r.diagnostics[0]!.message).toContain(`more than ${MAX_NESTING} levels`);
      const f = formatText(HEAD + make(1000));
      expect(f.text).toBeUndefined();
      expect(f.diagnostics.map((d) => d.code)).toEqual(["too-deep"]);
    });

    it(`walks ${kind} nested just under the limit through every stage without exhausting the stack`, () => {
      // The deepest input of this kind that the guard accepts.
      let n = 1;
      while (!check(make(n * 2)).diagnostics.some((d) => d.code === "too-deep")) n *= 2;
      for (let step = n / 2; step >= 1; step /= 2) if (!check(make(n + step)).diagnostics.some((d) => d.code === "too-deep")) n += step;
      const r = check(make(n));
      expect(r.diagnostics.filter((d) => d.code === "too-deep" || d.code === "internal")).toEqual([]);
      expect(formatText(HEAD + make(n)).text).toBeDefined();
      expect(() => engineModule(r.model, "g")).not.toThrow();
    });
  }
});

/** Seconds taken by `f`, the best of three. */
function seconds(f: () => void): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    f();
    best = Math.min(best, performance.now() - t);
  }
  return best / 1000;
}

describe("no super-linear time (ratios within one run, never absolute times)", () => {
  it("parses a line of 16,000 names in about 16 times the time of 1,000", () => {
    const line = (n: number) => `function f() = [${Array.from({ length: n }, (_, i) => `n${i}`).join(" ")}]\n`;
    const small = seconds(() => check(line(1000)));
    const large = seconds(() => check(line(16000)));
    // Linear would be 16; the quadratic bookkeeping this replaces was over 200.
    expect(large / small).toBeLessThan(64);
  });

  it("suggests nothing for a runaway word, quickly", () => {
    const names = Array.from({ length: 200 }, (_, i) => `name-${i}`);
    expect(closest("q".repeat(40000), names)).toBeUndefined();
    const short = seconds(() => closest("q".repeat(40), names));
    const long = seconds(() => closest("q".repeat(40000), names));
    expect(long / Math.max(short, 1e-6)).toBeLessThan(50);
  });

  it("parses each file of a folder once when checking it, however many files import others", () => {
    const dir = mkdtempSync(join(tmpdir(), "rw-folder-"));
    const parts = Array.from({ length: 30 }, (_, i) => `part${i}.rules`);
    writeFileSync(join(dir, "game.rules"), `${parts.map((p) => `import "${p}"`).join("\n")}\n${HEAD}`);
    parts.forEach((p, i) => writeFileSync(join(dir, p), `${i > 0 ? `import "part${i - 1}.rules"\n` : ""}function f${i}() = ${i}\n`));
    const cache = new ParseCache();
    const run = checkPaths([dir], cache);
    expect(run.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(cache.parsed).toBe(parts.length + 1);
  });
});

describe("names that are also Object built-ins", () => {
  for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]) {
    it(`checks '${name}' as a side, a type value, a parameter and an area without internal errors`, () => {
      const r = check(`side ${name} "X"\ntype t { values: ${name}, other }\nfunction f(${name}: int) = ${name} + 1\nmap m "M" {\n  area ${name} "Q"\n  area z "Z"\n  link ${name} -- z\n}\nfunction g() = ${name}.nothing\n`);
      expect(r.diagnostics.filter((d) => d.code === "internal")).toEqual([]);
      expect(r.diagnostics.length).toBeGreaterThan(0);
    });
  }
});

describe("line ends", () => {
  const lines = [`game g "G" {`, `  players: 2`, `  sides: a, b`, `}`, `side a "A"`, `side b "B"`, `// a note`, `function f() = nope + 1`];
  const variants: Record<string, string> = {
    LF: lines.join("\n"),
    CR: lines.join("\r"),
    CRLF: lines.join("\r\n"),
    mixed: lines.map((l, i) => l + ["\n", "\r", "\r\n"][i % 3]).join(""),
  };
  for (const [name, text] of Object.entries(variants)) {
    it(`give the same line, column and excerpt with ${name} endings`, () => {
      const r = checkGame("/x/game.rules", memoryHost({ "/x/game.rules": text }));
      expect(r.diagnostics).toHaveLength(1);
      expect(formatDiagnostic(r.diagnostics[0]!, text).split("\n").slice(1)).toEqual(["8 | function f() = nope + 1", "  |                ^~~~"]);
      expect(r.diagnostics[0]).toMatchObject({ line: 8, col: 16 });
    });
  }
});

describe("control characters in diagnostics", () => {
  // An escape sequence (here: set the terminal's title, then red text) or a right-to-left override in a spec.
  const text = `${HEAD}side c "C\u001b]0;pwned\u0007"\nfunction f() = \u001b[31m + \u202e 1\nfunction h() = "abc\u0000" + 1\n`;
  const r = checkGame("/x/game.rules", memoryHost({ "/x/game.rules": text }));
  const printed = r.diagnostics.map((d) => formatDiagnostic(d, text)).join("\n");

  it("never reach the terminal raw, in the message or in the excerpt", () => {
    expect(r.diagnostics.length).toBeGreaterThanOrEqual(3);
    expect(printed).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(printed).toContain("unexpected character U+001B");
    expect(printed).toContain(`function h() = "abc\u2400" + 1`);
  });

  it("keep the caret under the offending text (one column per stand-in)", () => {
    const d = r.diagnostics.find((x) => x.message.includes("U+202E"))!;
    const [, excerpt, caret] = formatDiagnostic(d, text).split("\n");
    expect(excerpt!.indexOf("\ufffd")).toBe(caret!.indexOf("^"));
  });

  it("highlight only a field's name when the field is what is wrong", () => {
    const s = check(`function f(x: side) = x.nothing-here\n`);
    const d = s.diagnostics.find((x) => x.message.includes("nothing-here"))!;
    expect(formatDiagnostic(d, HEAD + `function f(x: side) = x.nothing-here\n`).split("\n")[2]).toBe(`  |                         ^~~~~~~~~~~~`);
  });
});
