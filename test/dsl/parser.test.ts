import { describe, expect, it } from "vitest";
import type * as A from "../../dsl/ast.js";
import { parseText } from "../../dsl/parse.js";

/** Parses and strips positions, failing on any syntax error. */
function parse(src: string): A.SpecFile["members"] {
  const r = parseText(src, "t.rules");
  expect(r.diagnostics).toEqual([]);
  return JSON.parse(JSON.stringify(r.file.members, (k, v) => (k === "loc" || k === "bodyLoc" ? undefined : v)));
}
const members = (src: string) => (parse(src)[0] as A.Decl).members!;
const id = (name: string) => ({ name });

describe("parser, construct by construct", () => {
  it("declaration with title, annotations and no body", () => {
    expect(parse('@rule "2.1"\nside apache "Apache"')).toEqual([
      { type: "decl", keyword: id("side"), name: id("apache"), title: { value: "Apache" }, annotations: [{ type: "annotation", name: id("rule"), value: { type: "string", value: "2.1" } }] },
    ]);
  });

  it("imports", () => {
    const r = parseText('import "map.rules"\nimport "roster.rules"\nside a', "t.rules");
    expect(r.file.imports.map((i) => i.path.value)).toEqual(["map.rules", "roster.rules"]);
  });

  it("property with a list of values and ranges", () => {
    expect(members("game g { players: 2..5\n turns: ..7\n sides: a, b }")).toEqual([
      { type: "property", key: id("players"), values: [{ type: "range", min: { type: "int", value: 2 }, max: { type: "int", value: 5 } }] },
      { type: "property", key: id("turns"), values: [{ type: "range", max: { type: "int", value: 7 } }] },
      { type: "property", key: id("sides"), values: [{ type: "name", name: "a" }, { type: "name", name: "b" }] },
    ]);
  });

  it("an open range ends at the end of its line", () => {
    expect(members("game g {\n turns: 3..\n area x\n}")).toEqual([
      { type: "property", key: id("turns"), values: [{ type: "range", min: { type: "int", value: 3 } }] },
      { type: "decl", keyword: id("area"), name: id("x"), annotations: [] },
    ]);
  });

  it("record values", () => {
    expect(members("card c { fields: { colour: colour, rank: rank } }")[0]).toEqual({
      type: "property",
      key: id("fields"),
      values: [{ type: "record", fields: [
        { type: "property", key: id("colour"), values: [{ type: "name", name: "colour" }] },
        { type: "property", key: id("rank"), values: [{ type: "name", name: "rank" }] },
      ] }],
    });
  });

  it("links both ways and one way, with kind and body", () => {
    expect(members("map m { link a -- b: mountain\n link c -> d { cost: 2 } }")).toEqual([
      { type: "link", from: id("a"), to: id("b"), directed: false, kind: id("mountain"), annotations: [] },
      { type: "link", from: id("c"), to: id("d"), directed: true, annotations: [], members: [{ type: "property", key: id("cost"), values: [{ type: "int", value: 2 }] }] },
    ]);
  });

  it("table rows keyed by numbers, ranges, open ranges, names and strings", () => {
    const rows = members('table t { row 1: a\n row -1..2: b\n row ..0: c\n row 7..: d\n row open: e\n row "Major Victory": f }') as A.RowMember[];
    expect(rows.map((r) => r.key)).toEqual([
      { type: "range", min: 1, max: 1 },
      { type: "range", min: -1, max: 2 },
      { type: "range", max: 0 },
      { type: "range", min: 7 },
      { type: "name", name: "open", quoted: false },
      { type: "name", name: "Major Victory", quoted: true },
    ]);
  });

  it("count entries with fields and *", () => {
    expect(members("deck d { 2 indian(colour: *, rank: chief)\n 33 buffalo }")).toEqual([
      { type: "entry", count: 2, ref: id("indian"), annotations: [], args: [{ name: id("colour") }, { name: id("rank"), value: { type: "name", name: "chief" } }] },
      { type: "entry", count: 33, ref: id("buffalo"), annotations: [] },
    ]);
  });

  it("replace and remove in a variant", () => {
    const m = members("variant v { replace table t\n remove modifier r }");
    expect(m.map((x) => x.type)).toEqual(["replace", "remove"]);
  });

  it("procedures with parameters and every statement", () => {
    const [p] = parse(
      'procedure p "P" (a: area, n: int) {\n let x = 1\n set vp += 2\n if x > 1 { log("a") } else if x < 0 { log("b") } else { log("c") }\n for each q in pieces(a) { reduce(q) }\n repeat 2 { shuffle(d) }\n while false { }\n choose t from neighbours(a) by b as pick\n move q to t\n end game winner b outcome "W"\n end game draw\n unspecified night\n}',
    ) as [A.ProcedureDecl];
    expect(p.params.map((x) => `${x.name.name}:${x.typeName.name}`)).toEqual(["a:area", "n:int"]);
    expect(p.body.map((s) => s.type)).toEqual(["let", "set", "if", "for", "repeat", "while", "choose", "move", "end", "end", "unspecified"]);
  });

  it("selections from a list, with and without a condition", () => {
    const [inv] = parse("invariant i { holds: count([for c in face-up if c.rank == chief]) == count([for c in face-up]) }") as [A.Decl];
    const holds = (inv.members![0] as A.Property).values[0] as A.Expr & { type: "binary" };
    const left = (holds.left as A.Expr & { type: "call" }).args[0]!;
    expect(left).toMatchObject({ type: "select", name: { name: "c" }, source: { type: "name", name: "face-up" }, where: { type: "binary", op: "==" } });
    expect((holds.right as A.Expr & { type: "call" }).args[0]).not.toHaveProperty("where");
  });

  it("expressions: precedence, left associativity, postfix chains", () => {
    const [inv] = parse("invariant i { holds: not a or b and c == d + e * -f.g[h](1) }") as [A.Decl];
    const holds = (inv.members![0] as A.Property).values[0] as A.Expr;
    const show = (e: A.Expr): string => {
      switch (e.type) {
        case "binary": return `(${show(e.left)} ${e.op} ${show(e.right)})`;
        case "unary": return `(${e.op} ${show(e.arg)})`;
        case "name": return e.name;
        case "int": return String(e.value);
        case "field": return `${show(e.object)}.${e.field.name}`;
        case "index": return `${show(e.object)}[${show(e.index)}]`;
        case "call": return `${show(e.callee)}(${e.args.map(show).join(",")})`;
        default: return e.type;
      }
    };
    expect(show(holds)).toBe("((not a) or (b and (c == (d + (e * (- f.g[h](1)))))))");
  });
});
