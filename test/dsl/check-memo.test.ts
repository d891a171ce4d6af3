import fc from "fast-check";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { checkGame } from "../../dsl/check.js";
import { buildReferenceIndex } from "../../dsl/references.js";
import type { Diagnostic } from "../../dsl/diagnostics.js";
import { CheckMemo } from "../../dsl/check-memo.js";
import { memoryHost, ParseCache } from "../../dsl/workspace.js";
import { HEADER, ROOT } from "../helpers/spec.js";

/** A game folder's files by absolute path, as an editor holds them. */
function folder(dir: string): Record<string, string> {
  const abs = resolve(dir);
  return Object.fromEntries(readdirSync(abs).filter((f) => f.endsWith(".rules")).map((f) => [join(abs, f), readFileSync(join(abs, f), "utf8")]));
}

const text = (ds: Diagnostic[]) => ds.map((d) => `${d.file}:${d.line}:${d.col} ${d.severity} ${d.message}`);

/** One checker kept across edits, as the language server keeps it. */
function editor(entry: string) {
  const memo = new CheckMemo();
  const cache = new ParseCache();
  return {
    memo,
    /** The diagnostics with applied checks reused where the memo allows, and those of a check from scratch. */
    check(files: Record<string, string>): { kept: string[]; fresh: string[] } {
      const kept = text(checkGame(entry, memoryHost(files), cache, { memo }).diagnostics);
      const fresh = text(checkGame(entry, memoryHost(files)).diagnostics);
      return { kept, fresh };
    },
  };
}

/** Edit sites in a spec's text: numbers and names outside comments, strings and annotations. */
function sites(source: string): { at: number; word: string }[] {
  const out: { at: number; word: string }[] = [];
  let offset = 0;
  for (const line of source.split("\n")) {
    const trimmed = line.trimStart();
    if (!trimmed.startsWith("//") && !trimmed.startsWith("@")) {
      for (const m of line.matchAll(/[A-Za-z0-9][A-Za-z0-9-]*/g)) {
        // Inside a string when an odd number of quotes come before it.
        if ((line.slice(0, m.index).match(/"/g) ?? []).length % 2 === 1) continue;
        out.push({ at: offset + m.index!, word: m[0] });
      }
    }
    offset += line.length + 1;
  }
  return out;
}

/**
 * A random edit of one file: a number one higher, a name swapped for
 * another name of the same file, or the file put back as it was.
 */
function edit(files: Record<string, string>, original: Record<string, string>, pick: [number, number, number, number]): Record<string, string> {
  const paths = Object.keys(files).sort();
  const path = paths[pick[0] % paths.length]!;
  const source = files[path]!;
  if (pick[1] % 8 === 0) return { ...files, [path]: original[path]! };
  const all = sites(source);
  const numbers = all.filter((s) => /^\d+$/.test(s.word));
  const names = all.filter((s) => !/^\d/.test(s.word));
  const useNumber = pick[1] % 8 < 6 && numbers.length > 0;
  const pool = useNumber ? numbers : names;
  if (pool.length === 0) return files;
  const site = pool[pick[2] % pool.length]!;
  const word = useNumber ? String(Number(site.word) + 1) : names[pick[3] % names.length]!.word;
  return { ...files, [path]: source.slice(0, site.at) + word + source.slice(site.at + site.word.length) };
}

describe("scenarios and variants checked again only where an edit can change them", () => {
  /**
   * A small game whose variants remove, replace and add what its step may
   * use; `body` is the step's, and `helper` a procedure's written after it
   * (so its lines move when the step's body grows).
   */
  const small = (body: string, helper = "log(\"helped\")") => ({
    [`${ROOT}/game.rules`]: `${HEADER}procedure muster "Muster" () {
  log("mustered")
}
procedure march "March" () {
  log("marched")
}
map m {
  layout: areas
  area x
  area y
  link x -- y
}
sequence s {
  step only {
    run {
      ${body}
    }
  }
}
procedure helper "Helper" () {
  ${helper}
}
variant no-muster {
  remove procedure muster
}
variant new-map {
  replace map m {
    layout: areas
    area x
    area z
    link x -- z
  }
}
variant loud {
  replace procedure march "March" () {
    helper()
  }
}
`,
  });

  it("gives what a check from scratch gives, over random edits of a game whose variants remove, replace and add", () => {
    const statements = ["muster()", "march()", "helper()", "let p = y", "let q = x", 'log("x")'];
    const helpers = ['log("helped")', "muster()", "let w = y", "march()"];
    const e = editor(`${ROOT}/game.rules`);
    let applied = 0;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...statements), { maxLength: 3 }), fc.constantFrom(...helpers), (body, helper) => {
        const { kept, fresh } = e.check(small(body.join("\n      ") || 'log("idle")', helper));
        expect(kept).toEqual(fresh);
        if (kept.some((d) => d.includes("applied:"))) applied++;
      }),
      { numRuns: 60, seed: 20261127 },
    );
    // Both kinds of outcome came up: findings only the applied games have, and reuse.
    expect(applied).toBeGreaterThan(0);
    expect(e.memo.reused).toBeGreaterThan(0);
  });

  it("does not keep a finding whose lines an edit above it moved", () => {
    const e = editor(`${ROOT}/game.rules`);
    // The finding names the call in `helper`, on the line after the procedure's header.
    const callLine = (files: Record<string, string>) => files[`${ROOT}/game.rules`]!.split("\n").indexOf('procedure helper "Helper" () {') + 2;
    const first = small('log("a")', "muster()");
    const before = e.check(first);
    expect(before.kept.join("\n")).toContain(`with variant 'no-muster' applied: unknown procedure or command 'muster' (${ROOT}/game.rules:${callLine(first)}:3)`);
    const longer = small('log("a")\n      log("b")', "muster()");
    const after = e.check(longer);
    expect(after.kept).toEqual(after.fresh);
    expect(after.kept.join("\n")).toContain(`(${ROOT}/game.rules:${callLine(longer)}:3)`);
  });

  it("keeps the base game's findings in a file an edit left alone, checking again what the edit reaches", () => {
    const files = (broken: boolean, other: string) => ({
      [`${ROOT}/game.rules`]: `import "other.rules"
${HEADER}procedure p1 "P1" () {
  let n = ${broken ? "missing-name" : "1"}
}
`,
      [`${ROOT}/other.rules`]: `procedure p2 "P2" () {
  ${other}
}
`,
    });
    const e = editor(`${ROOT}/game.rules`);
    const first = e.check(files(true, 'log("a")'));
    expect(first.kept.join("\n")).toContain("unknown name 'missing-name'");
    // An edit of the other file: p1 is passed over, its finding kept.
    const second = e.check(files(true, 'log("b")'));
    expect(second.kept).toEqual(second.fresh);
    expect(second.kept.join("\n")).toContain("unknown name 'missing-name'");
    expect(e.memo.lastPlan?.reused.has("procedures:p1")).toBe(true);
    expect(e.memo.lastPlan?.reused.has("procedures:p2")).toBe(false);
    // p1 mended: its file changed, so it is checked again.
    const third = e.check(files(false, 'log("b")'));
    expect(third.kept).toEqual([]);
    // The other file now names p1: p2 is checked again, p1 (unchanged, naming nothing changed) is passed over.
    const fourth = e.check(files(false, "p1()"));
    expect(fourth.kept).toEqual(fourth.fresh);
    expect(e.memo.lastPlan?.reused.has("procedures:p1")).toBe(true);
  });

  it("checks again a declaration that names one an edit changed in another file", () => {
    // p1 calls p2 with an argument; whether that is right is p2's parameters' business, in the other file.
    const files = (params: string) => ({
      [`${ROOT}/game.rules`]: `import "other.rules"
${HEADER}procedure p1 "P1" () {
  p2(1)
}
`,
      [`${ROOT}/other.rules`]: `procedure p2 "P2" (${params}) {
  log("p2")
}
`,
    });
    const e = editor(`${ROOT}/game.rules`);
    const wrong = e.check(files(""));
    expect(wrong.kept.join("\n")).toMatch(/game\.rules:9:3 error procedure 'p2' takes 0 arguments/);
    const right = e.check(files("n: int"));
    expect(right.kept).toEqual(right.fresh);
    expect(right.kept).toEqual([]);
    expect(e.memo.lastPlan?.reused.has("procedures:p1")).toBe(false);
  });

  it("leaves the editor's index as a check from scratch makes it, after an edit in another file", () => {
    const dir = "specs/once-we-moved-like-the-wind";
    const files = folder(dir);
    const entry = resolve(dir, "game.rules");
    const memo = new CheckMemo();
    const cache = new ParseCache();
    checkGame(entry, memoryHost(files), cache, { memo });
    const movement = resolve(dir, "movement.rules");
    const edited = { ...files, [movement]: files[movement]!.replace("then 1 else 0)", "then 2 else 0)") };
    const kept = checkGame(entry, memoryHost(edited), cache, { memo });
    expect(memo.lastPlan!.reused.size).toBeGreaterThan(memo.lastPlan!.of / 2);
    const fresh = checkGame(entry, memoryHost(edited));
    const links = (c: typeof kept) => buildReferenceIndex(c).references.map((r) => `${r.file}:${r.loc.start} -> ${r.target.keyword} ${r.target.id} ${r.target.file}:${r.target.loc.start}`).sort();
    const expected = links(fresh);
    expect(expected.length).toBeGreaterThan(1000);
    expect(links(kept)).toEqual(expected);
  });

  it("finds what an edit breaks only with a variant applied, and forgets it when the edit is undone", () => {
    const base = (body: string) => ({
      [`${ROOT}/game.rules`]: `${HEADER}procedure muster "Muster" () {
  log("mustered")
}
procedure march "March" () {
  log("marched")
}
sequence s {
  step only {
    run {
      ${body}
    }
  }
}
variant no-muster {
  remove procedure muster
}
variant loud {
  replace procedure march "March" () {
    log("marched loudly")
  }
}
`,
    });
    const e = editor(`${ROOT}/game.rules`);
    const first = e.check(base("march()"));
    expect(first.kept).toEqual([]);
    expect(first.kept).toEqual(first.fresh);
    const broken = e.check(base("muster()"));
    expect(broken.kept).toEqual(broken.fresh);
    expect(broken.kept.join("\n")).toContain("with variant 'no-muster' applied: unknown procedure or command 'muster'");
    const mended = e.check(base("march()"));
    expect(mended.kept).toEqual([]);
  });

  it("reuses every applied check after an edit no scenario or variant reaches, and runs again those of an edited variant", () => {
    const dir = "specs/once-we-moved-like-the-wind";
    const files = folder(dir);
    const e = editor(resolve(dir, "game.rules"));
    expect(e.check(files).kept).toEqual([]);
    const runs = e.memo.rerun;
    expect(runs).toBe(7);
    // `home-pool` is set-up's business; no option adds, replaces or removes anything that uses it.
    const sequence = resolve(dir, "sequence.rules");
    const quiet = { ...files, [sequence]: files[sequence]!.replace("if b.side == apache then if b.class", "if b.side == army then if b.class") };
    const after = e.check(quiet);
    expect(after.kept).toEqual(after.fresh);
    expect([e.memo.reused, e.memo.rerun]).toEqual([7, runs]);
    // Editing the leader-death variant runs it again, alone and with the others; the rest are kept.
    const options = resolve(dir, "options.rules");
    const edited = { ...quiet, [options]: quiet[options]!.replace("<= 3 {", "<= 4 {") };
    const again = e.check(edited);
    expect(again.kept).toEqual(again.fresh);
    expect([e.memo.reused - 7, e.memo.rerun - runs]).toEqual([5, 2]);
  });

  // Random edits of the real specs, one after another: reuse must never change what a check reports.
  const GAMES: [string, number][] = [
    ["specs/apache", 8],
    ["specs/once-we-moved-like-the-wind", 6],
    ["specs/navajo-wars", 3],
  ];
  for (const [dir, runs] of GAMES) {
    it(`gives what a check from scratch gives, over chains of random edits of ${dir}`, () => {
      const original = folder(dir);
      const entry = resolve(dir, "game.rules");
      let reused = 0;
      fc.assert(
        fc.property(fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), { minLength: 2, maxLength: 4 }), (picks) => {
          const e = editor(entry);
          let files = original;
          e.check(files);
          for (const pick of picks) {
            files = edit(files, original, pick);
            const { kept, fresh } = e.check(files);
            expect(kept).toEqual(fresh);
          }
          reused += e.memo.reused;
        }),
        { numRuns: runs, seed: 20261127 },
      );
      // The property means something only if reuse happened along the way.
      expect(reused).toBeGreaterThan(0);
    }, 120_000);
  }
});
