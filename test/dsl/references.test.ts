/**
 * The reference index (`dsl/references.ts`): every name written in the five
 * specs that names a declaration is found in the index, at its position,
 * either as that declaration or as a reference resolved to it, as the
 * checker resolved it (the scope of its scenario or variant, locals first).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMMANDS, FUNCTIONS } from "../../dsl/builtins.js";
import { checkGame } from "../../dsl/check.js";
import { buildReferenceIndex } from "../../dsl/references.js";
import { rulesLexer } from "../../dsl/tokens.js";
import { checkBody } from "../helpers/spec.js";

const GAMES = ["squares", "apache", "once-we-moved-like-the-wind", "warpath", "navajo-wars"];

describe("the reference index", () => {
  for (const game of GAMES) {
    it(`resolves every name in ${game} that names a declaration, at its position`, () => {
      const checked = checkGame(`specs/${game}/game.rules`);
      expect(checked.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      const index = buildReferenceIndex(checked);
      const texts = new Map<string, string>();
      const text = (f: string) => texts.get(f) ?? (texts.set(f, readFileSync(f, "utf8")), texts.get(f)!);
      const written = (file: string, loc: { start: number; end: number }) => text(file).slice(loc.start, loc.end).replace(/^"|"$/g, "");
      // What the index says is written where it says.
      for (const d of index.declarations) expect(written(d.file, d.loc), `${d.keyword} ${d.id}`).toBe(d.id);
      for (const r of index.references) expect(written(r.file, r.loc), `reference at ${r.file}:${r.loc.line}:${r.loc.col}`).toBe(r.target.id);
      // Every name token that is some declaration's name is in the index, unless it is not a reference there.
      const declared = new Map<string, number>();
      for (const d of index.declarations) if (d.keyword !== "local") declared.set(d.id, (declared.get(d.id) ?? 0) + 1);
      const locals = new Set(index.locals.map((l) => `${l.file}:${l.loc.start}`));
      const missed: string[] = [];
      for (const file of checked.loaded.files.map((f) => f.path)) {
        const tokens = rulesLexer.tokenize(text(file)).tokens;
        tokens.forEach((tok, i) => {
          if (tok.tokenType.name !== "Identifier" || !declared.has(tok.image)) return;
          const prev = tokens[i - 1]?.image;
          const next = tokens[i + 1]?.image;
          // The property a listed value is given to: the nearest `key:` before it on its line.
          let k = i - 1;
          while (k > 0 && tokens[k]!.startLine === tok.startLine && tokens[k + 1]?.image !== ":" && tokens[k]!.image !== ":") k--;
          const key = tokens[k]?.image === ":" ? tokens[k - 1]?.image : undefined;
          const line = text(file).split("\n")[tok.startLine! - 1]!;
          const lookupAt = line.indexOf("lookup(");
          const notAReference =
            next === ":" || // a property's key, a parameter's or field's name
            prev === "." || // a field read
            ["each", "let", "as", "for", "choose"].includes(prev ?? "") || // a local bound here
            (next === "(" && (FUNCTIONS[tok.image] !== undefined || COMMANDS[tok.image] !== undefined)) || // a built-in called, though a value has its name
            declared.get(tok.image)! > 1 || // a name two declarations share: a value of several types, read by its context
            ["faces", "markers", "colour", "layout", "when", "checked", "visibility", "order"].includes(key ?? "") || // names these introduce, and settings
            (lookupAt >= 0 && tok.startColumn! - 1 > lookupAt + 7 && prev === ",") || // a table's own row or column, read by name
            (prev === "<" && next === ">") || // a list's item type, located with its list
            locals.has(`${file}:${tok.startOffset}`);
          if (notAReference) return;
          if (!index.at(file, tok.startOffset)) missed.push(`${file}:${tok.startLine}:${tok.startColumn} ${tok.image}`);
        });
      }
      expect(missed, missed.join("\n")).toEqual([]);
    });
  }

  it("links every local to where it is bound: let, for, choose as, and a selection's name", () => {
    const checked = checkBody("box reserve\nprocedure p() {\n  let n = 2\n  for each x in pieces(reserve) {\n    log([for y in pieces(reserve) if y == x])\n  }\n  log(n)\n}\n");
    const index = buildReferenceIndex(checked);
    const local = (id: string) => index.declarations.find((d) => d.keyword === "local" && d.id === id)!;
    expect(index.referencesTo(local("n")).map((r) => r.loc.line)).toEqual([13]);
    expect(index.referencesTo(local("x")).map((r) => r.loc.line)).toEqual([11]);
    // Columns as the text has them: `for y` binds, `if y` uses.
    const line = "    log([for y in pieces(reserve) if y == x])";
    expect(index.referencesTo(local("y")).map((r) => [r.loc.line, r.loc.col])).toEqual([[11, line.indexOf("if y") + 4]]);
    expect([local("y").loc.line, local("y").loc.col]).toEqual([11, line.indexOf("for y") + 5]);
  });

  it("links a name to the declaration of its own scope, and a local shadowing it to another", () => {
    const checked = checkBody("type colour {\n  values: red, blue\n}\nbox reserve\nprocedure p(reserve: int) {\n  log(reserve)\n}\nprocedure q() {\n  log(count(pieces(reserve)))\n  log(red)\n}\n");
    const index = buildReferenceIndex(checked);
    const box = index.declarations.find((d) => d.id === "reserve" && d.keyword === "box")!;
    const uses = index.referencesTo(box);
    // The box is named once, in q; in p the parameter shadows it.
    expect(uses.map((r) => r.loc.line)).toEqual([15]);
    expect(index.locals.map((l) => l.loc.line)).toEqual([12]);
    // The parameter is a declaration of its own, where p names it, and the use in p refers to it.
    const param = index.declarations.find((d) => d.keyword === "local" && d.id === "reserve")!;
    expect([param.loc.line, param.loc.col]).toEqual([11, 13]);
    expect(index.referencesTo(param).map((r) => r.loc.line)).toEqual([12]);
    const red = index.declarations.find((d) => d.id === "red")!;
    expect(red.keyword).toBe("value");
    expect(index.referencesTo(red).map((r) => r.loc.line)).toEqual([16]);
    expect(index.at(uses[0]!.file, uses[0]!.loc.start + 2)?.declaration).toBe(box);
    // The name in q is written inside procedure q, whose declaration spans its body.
    expect(index.containing(uses[0]!.file, uses[0]!.loc.start)?.id).toBe("q");
    expect(index.containing(uses[0]!.file, red.loc.start)?.id).toBe("colour");
  });
});
