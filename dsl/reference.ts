/**
 * The language reference, generated from the schema, the built-in library
 * and the list of checks, so that the documentation cannot drift from what
 * the checker accepts.
 */
import { COMMANDS, CONSTANTS, EVENT_NAMES, FUNCTIONS, PARAM_TYPES, type Signature } from "./builtins.js";
import { allChecks } from "./checks/index.js";
import { docOf, IMPLICIT_PROPERTIES, keywordSlots, modelSchema, refName, resolve, shapeOf, type SchemaNode } from "./schema-info.js";

const SHAPE_TEXT: Record<string, string> = {
  string: "name or text",
  integer: "whole number",
  number: "number",
  boolean: "true / false",
  range: "range (2..5)",
  dice: "dice (d6, 2d6)",
  expr: "expression",
  block: "statements `{ ... }`",
  cell: "plain value",
  "field-types": "record `{ field: type }`",
  "text-map": "record `{ key: \"text\" }`",
};

function shapeText(node: SchemaNode): string {
  const shape = shapeOf(node);
  const refs = node["x-refers-to"] ?? (node.items ?? resolve(node).items)?.["x-refers-to"];
  const r = resolve(node);
  if (shape === "array") {
    const items = node.items ?? r.items!;
    return `list of ${refs ? `${refs.join(" / ")} names` : SHAPE_TEXT[shapeOf(items)] ?? "values"}`;
  }
  if (refs) return `${refs.join(" / ")} name`;
  if (r.enum) return r.enum.map((e) => `\`${String(e)}\``).join(" / ");
  return SHAPE_TEXT[shape] ?? refName(node) ?? shape;
}

function esc(s: string): string {
  return s.replace(/\|/g, "\\|").replace(/\n/g, " ");
}

function signature(name: string, s: Signature): string {
  const params = s.params.map((p, i) => (i >= s.params.length - (s.optional ?? 0) ? `${p}?` : p));
  if (s.rest) params.push(`...${s.rest}`);
  return `\`${name}(${params.join(", ")})\`${s.returns === "void" ? "" : ` → ${s.returns}`}`;
}

/** Markdown of every keyword, property, built-in and check. */
export function languageReference(): string {
  const out: string[] = [];
  out.push("<!-- Do not edit: generated from dsl/schema/model.schema.json, dsl/builtins.ts and dsl/checks/ by `npm run build`. -->");
  out.push("", "# Rules language reference", "");
  out.push("Every declaration keyword, the properties it accepts, and the built-in functions, commands and checks. The guide in [language.md](language.md) explains the language by example; this page is generated from the model schema, so it always matches what `rulewright check` accepts.", "");
  out.push("Every declaration also takes a quoted title after its name and the annotations `@rule \"section\"` and `@assume \"reason\"`.", "");
  const seen = new Set<string>();
  const sections: { keyword: string; def: SchemaNode; where: string[] }[] = [];
  const visit = (container: SchemaNode, where: string) => {
    for (const [kw, slot] of keywordSlots(container)) {
      const def = resolve(slot.item);
      const existing = sections.find((s) => s.keyword === kw);
      if (existing) {
        if (!existing.where.includes(where)) existing.where.push(where);
        continue;
      }
      sections.push({ keyword: kw, def, where: [where] });
      if (!seen.has(slot.itemDef)) {
        seen.add(slot.itemDef);
        visit(def, `inside \`${kw}\``);
      }
    }
  };
  visit(modelSchema, "top level");
  out.push("## Declarations", "");
  out.push("| keyword | declared at | what it is |", "|---|---|---|");
  for (const s of sections) out.push(`| [\`${s.keyword}\`](#${s.keyword}) | ${s.where.join(", ")} | ${esc(s.def.description ?? "")} |`);
  out.push("");
  const printedDefs = new Set<string>();
  for (const s of sections) {
    out.push(`### ${s.keyword}`, "");
    out.push(`${s.def.description ?? ""} Declared at: ${s.where.join(", ")}.`, "");
    const defName = s.def.title ?? "";
    if (printedDefs.has(defName)) {
      const first = sections.find((x) => x.def.title === defName)!;
      out.push(`Same properties as [\`${first.keyword}\`](#${first.keyword}).`, "");
      continue;
    }
    printedDefs.add(defName);
    const rows: string[] = [];
    for (const [name, node] of Object.entries(s.def.properties ?? {})) {
      if (IMPLICIT_PROPERTIES.has(name)) continue;
      if (node["x-keywords"]) continue;
      const syntax = node["x-syntax"];
      const how = syntax ? `\`${syntax}\` lines` : shapeText(node);
      rows.push(`| \`${name}\` | ${esc(how)} | ${esc(docOf(node))} |`);
    }
    if (rows.length > 0) out.push("| property | value | meaning |", "|---|---|---|", ...rows, "");
  }
  out.push("## Procedure parameters", "", `A parameter's type is one of ${PARAM_TYPES.map((p) => `\`${p}\``).join(", ")}, or the name of a declared \`type\`; \`list<piece>\` (or any of these but \`list\` in the brackets) is a list whose items are all of that type.`, "");
  out.push("## Built-in functions", "", "| function | meaning |", "|---|---|");
  for (const [n, s] of Object.entries(FUNCTIONS)) out.push(`| ${signature(n, s)} | ${esc(s.doc)} |`);
  out.push("", "## Built-in commands", "", "Run as statements on their own line.", "", "| command | meaning |", "|---|---|");
  for (const [n, s] of Object.entries(COMMANDS)) out.push(`| ${signature(n, s)} | ${esc(s.doc)} |`);
  out.push("", "## Names every expression sees", "", "| name | type | meaning |", "|---|---|---|");
  for (const [n, c] of Object.entries(CONSTANTS)) out.push(`| \`${n}\` | ${c.type} | ${esc(c.doc)} |`);
  out.push("", "## Names a rule or interrupt sees", "", "Modifiers, restrictions, limits, triggers, availability, scoring and victory rules, and interrupts, judge an event; these names describe it.", "", "| name | type | meaning |", "|---|---|---|");
  for (const [n, c] of Object.entries(EVENT_NAMES)) out.push(`| \`${n}\` | ${c.type} | ${esc(c.doc)} |`);
  out.push("", "## Checks", "", "What `rulewright check` verifies beyond syntax and the schema.", "", "| check | what it verifies |", "|---|---|");
  for (const c of allChecks) out.push(`| \`${c.name}\` | ${esc(c.description)} |`);
  out.push("");
  return out.join("\n");
}
