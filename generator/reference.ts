/**
 * The rules reference of a game, as a document: overview, sequence of play,
 * maps, pieces, holders, tables, rules, decisions, procedures, scenarios and
 * variants, what the rulebook leaves unspecified, and an appendix of every
 * reconstructed item with its reason. Every item shows its rule section.
 */
import type * as M from "../dsl/model-types.js";
import type { Block, Doc, Section } from "./document.js";
import { exprText, stmtLines } from "./expr-text.js";
import { readableSteps, type Titles } from "./readable-steps.js";

type Obj = Record<string, unknown>;

function cell(v: unknown): string {
  if (v === undefined || v === null) return "";
  if (Array.isArray(v)) return v.map(cell).join(", ");
  if (typeof v === "object") {
    const o = v as Obj;
    if ("op" in o) return exprText(o as unknown as M.Expr);
    if ("min" in o || "max" in o) return rangeText(o as M.Range);
    return Object.entries(o).map(([k, x]) => `${k}: ${cell(x)}`).join(", ");
  }
  return String(v);
}

function rangeText(r: M.Range): string {
  if (r.min !== undefined && r.min === r.max) return String(r.min);
  return `${r.min ?? ""}..${r.max ?? ""}`;
}

/** A table of declarations: one row each, a column for every property any of them has. */
function declTable(caption: string, items: Obj[], skip: string[] = []): Block {
  const hidden = new Set(["id", "title", "rule", "assume", "description", ...skip]);
  const columns: string[] = [];
  for (const it of items) for (const k of Object.keys(it)) if (!hidden.has(k) && !columns.includes(k)) columns.push(k);
  const rows = items.map((it) => [String(it["id"]), cell(it["title"]), ...columns.map((c) => cell(it[c])), cell(it["rule"])]);
  return { kind: "table", caption, rule: "", header: ["name", "title", ...columns, "§"], rows };
}

function sequenceItems(nodes: M.Step[] | undefined, depth: number, out: { text: string; depth: number }[]): void {
  for (const n of nodes ?? []) {
    const bits = [`${n.kind} ${n.title ?? n.id} [${n.id}]`];
    if (n.player) bits.push(`player: ${n.player}`);
    if (n["each-side"]) bits.push("once for each side");
    if (n.repeat) bits.push(`${n.repeat} times`);
    if (n.until) bits.push(`until ${exprText(n.until)}`);
    if (n["skip-when"]) bits.push(`skipped when ${exprText(n["skip-when"])}`);
    if (n.after) bits.push(`after ${n.after}`);
    if (n.order) bits.push(`in order of ${n.order}`);
    if (n.decision) bits.push(`decision: ${n.decision}`);
    if (n.rule) bits.push(`§ ${n.rule}`);
    out.push({ text: bits.join("; "), depth });
    sequenceItems(n.children, depth + 1, out);
  }
}

function contentsText(h: M.Holder): string {
  return (h.contents ?? [])
    .map((e) => `${e.count} ${e.piece}${e.fields ? `(${Object.entries(e.fields).map(([k, v]) => `${k}: ${cell(v)}`).join(", ")})` : ""}`)
    .join("; ");
}

function overlaySection(o: M.Scenario | M.Variant, what: string): Block[] {
  const blocks: Block[] = [];
  const facts: string[] = [];
  if (o.description) facts.push(o.description);
  if (o.players) facts.push(`players: ${rangeText(o.players)}`);
  if (o.turns) facts.push(`turns: ${rangeText(o.turns)}`);
  if ((o as M.Variant).excludes?.length) facts.push(`cannot be combined with: ${(o as M.Variant).excludes!.join(", ")}`);
  if ((o as M.Variant).requires?.length) facts.push(`needs: ${(o as M.Variant).requires!.join(", ")}`);
  if ((o as M.Scenario)["links-to"]) facts.push(`continues: ${(o as M.Scenario)["links-to"]}`);
  for (const c of o.replaces ?? []) facts.push(`replaces ${c.keyword} ${c.id}`);
  for (const c of o.removes ?? []) facts.push(`removes ${c.keyword} ${c.id}`);
  const added = ["types", "sides", "maps", "pieces", "holders", "tables", "sequences", "rules", "invariants", "decisions", "procedures", "functions", "unspecified"]
    .flatMap((k) => ((o as unknown as Obj)[k] as Obj[] | undefined) ?? [])
    .map((d) => `${String(d["kind"] ?? "")} ${String(d["id"])}`.trim());
  if (added.length) facts.push(`adds or replaces: ${added.join(", ")}`);
  blocks.push({ kind: "list", items: [{ text: `${what} ${o.title ?? o.id}${o.rule ? ` (§ ${o.rule})` : ""}`, depth: 0 }, ...facts.map((f) => ({ text: f, depth: 1 }))] });
  if (o.setup?.length) blocks.push({ kind: "code", caption: `${o.title ?? o.id}: set-up`, lines: stmtLines(o.setup) });
  return blocks;
}

export function referenceDoc(model: M.Model, source: string, svgName: (map: M.Map) => string): Doc {
  const g = model.game;
  const sections: Section[] = [];
  const overview: string[][] = [
    ["players", rangeText(g.players)],
    ["sides", (g.sides ?? []).join(", ")],
    ["dice", g.dice ?? ""],
    ["turns", g.turns ? rangeText(g.turns) : ""],
    ["solitaire", g.solitaire ? "yes" : "no"],
    ["rulebook", g.source ?? ""],
  ].filter((r) => r[1] !== "");
  sections.push({
    id: "overview",
    title: "Overview",
    blocks: [
      { kind: "table", caption: "", rule: g.rule ?? "", header: ["", ""], rows: overview },
      declTable("Sides", model.sides as unknown as Obj[]),
      ...(g.setup?.length ? [{ kind: "code" as const, caption: "Set-up", lines: stmtLines(g.setup) }] : []),
    ],
  });
  for (const s of model.sequences) {
    const items: { text: string; depth: number }[] = [];
    sequenceItems(s.children, 0, items);
    sections.push({ id: `sequence-${s.id}`, title: `Sequence of play: ${s.title ?? s.id}`, blocks: [{ kind: "list", items }] });
  }
  for (const m of model.maps) {
    const areas = (m.areas ?? []) as unknown as Obj[];
    sections.push({
      id: `map-${m.id}`,
      title: `Map: ${m.title ?? m.id}`,
      blocks: [
        { kind: "image", src: svgName(m), alt: `diagram of ${m.title ?? m.id}` },
        ...((m.territories ?? []).length ? [declTable("Territories", m.territories as unknown as Obj[])] : []),
        declTable("Areas", areas),
        { kind: "table", caption: "Links", rule: "", header: ["from", "to", "kind", "one way", "§"], rows: (m.links ?? []).map((l) => [l.from, l.to, l.type ?? "", l.directed ? "yes" : "", l.rule ?? ""]) },
      ],
    });
  }
  if (model.types.length) sections.push({ id: "types", title: "Types", blocks: [{ kind: "table", caption: "", rule: "", header: ["type", "values", "§"], rows: model.types.map((t) => [t.id, t.values.join(", "), t.rule ?? ""]) }] });
  if (model.pieces.length) {
    const kinds = [...new Set(model.pieces.map((p) => p.kind))];
    sections.push({ id: "pieces", title: "Pieces", blocks: kinds.map((k) => declTable(`${k}s`, model.pieces.filter((p) => p.kind === k) as unknown as Obj[], ["kind"])) });
  }
  if (model.holders.length) {
    sections.push({
      id: "holders",
      title: "Holders, displays and tracks",
      blocks: [
        {
          kind: "table",
          caption: "",
          rule: "",
          header: ["name", "title", "kind", "owner", "size", "range or values", "contents", "§"],
          rows: model.holders.map((h) => [h.id, h.title ?? "", h.kind, h.owner ?? (h["each-player"] ? "each player" : ""), h.size === undefined ? "" : String(h.size), h.range ? rangeText(h.range) : (h.values ?? h.markers ?? h.columns ?? []).join(", "), contentsText(h), h.rule ?? ""]),
        },
      ],
    });
  }
  // Titles that readable steps use in place of names.
  const titles: Titles = new Map([...model.procedures, ...model.decisions, ...model.unspecified].map((d) => [d.id, d.title ?? d.id]));
  const prose = (o: { description?: string }): Block[] => (o.description ? [{ kind: "para", text: o.description }] : []);
  if (model.tables.length) {
    sections.push({
      id: "tables",
      title: "Tables and charts",
      blocks: model.tables.flatMap((t) => [
        ...prose(t),
        {
        kind: "table" as const,
        caption: `${t.title ?? t.id}${t.dice ? ` (roll ${t.dice}${t.range ? `, results ${rangeText(t.range)}` : ""})` : ""}`,
        rule: t.rule ?? "",
        header: [t.key ?? (t.dice ? "roll" : ""), ...(t.columns ?? ["result"]).map(String)],
        rows: (t.rows ?? []).map((r) => [typeof r.key === "string" ? r.key : rangeText(r.key), ...r.cells.map(cell)]),
        },
      ]),
    });
  }
  if (model.rules.length) {
    // Each rule as players read it: its title, the spec's explanation, what it says to the player, then its terms.
    const blocks = model.rules.flatMap((r): Block[] => {
      const terms = [
        r.when ? `applies when ${exprText(r.when)}` : "",
        r.check ? `must hold: ${exprText(r.check)}` : "",
        r.value ? `amount: ${exprText(r.value)}` : "",
        r.side && (r.kind === "scoring" || r.kind === "standing") ? `for ${r.side}` : "",
        r.points ? `points: ${exprText(r.points)}` : "",
        r.kind === "standing" ? "guides bots only (how well placed the side is, higher is better); it never decides the game" : "",
        r.winner ? `winner: ${r.winner}` : "",
        r.outcome ? `outcome: ${r.outcome}` : "",
        r["sudden-death"] ? `checked ${r.checked === "at-once" ? "after every action" : "during play"}, not only at the end` : "",
        r.run ? `then: ${readableSteps(r.run, titles).map((x) => x.text).join(" ")}` : "",
      ].filter(Boolean);
      return [
        { kind: "heading", text: `${r.title ?? r.id} (${r.kind} ${r.id})`, rule: r.rule ?? "" },
        ...prose(r),
        ...(r.message ? [{ kind: "para" as const, text: `Told to a player who breaks it: ${r.message}` }] : []),
        { kind: "list", items: terms.map((text) => ({ text, depth: 0 })) },
      ];
    });
    sections.push({ id: "rules", title: "Rules", blocks });
  }
  if (model.decisions.length) sections.push({ id: "decisions", title: "Decisions", blocks: [{ kind: "table", caption: "", rule: "", header: ["name", "title", "by", "options", "§"], rows: model.decisions.map((d) => [d.id, d.title ?? "", d.by ?? "", cell(d.options ?? []), d.rule ?? ""]) }] });
  if (model.procedures.length || model.functions.length) {
    sections.push({
      id: "procedures",
      title: "Procedures and functions",
      blocks: [
        // Procedures first, as steps a player can follow, each beside the spec's own text.
        ...model.procedures.flatMap((p): Block[] => [
          { kind: "heading", text: p.title ?? p.id, rule: p.rule ?? "" },
          ...prose(p),
          { kind: "list", items: readableSteps(p.body, titles) },
          { kind: "code", caption: "In the spec", lines: [`procedure ${p.id}(${p.params.map((x) => `${x.name}: ${x.type}`).join(", ")}) {`, ...stmtLines(p.body, 1), "}"] },
        ]),
        ...model.functions.flatMap((f): Block[] => [
          { kind: "heading", text: f.title ?? f.id, rule: f.rule ?? "" },
          ...prose(f),
          { kind: "code", caption: "", lines: [`function ${f.id}(${f.params.map((p) => `${p.name}: ${p.type}`).join(", ")}) = ${exprText(f.value)}`] },
        ]),
      ],
    });
  }
  if (model.invariants.length) sections.push({ id: "invariants", title: "Invariants", blocks: [{ kind: "table", caption: "", rule: "", header: ["name", "title", "always holds", "§"], rows: model.invariants.map((i) => [i.id, i.title ?? "", exprText(i.holds), i.rule ?? ""]) }] });
  if (model.scenarios.length) sections.push({ id: "scenarios", title: "Scenarios", blocks: model.scenarios.flatMap((s) => overlaySection(s, "Scenario")) });
  if (model.variants.length) sections.push({ id: "variants", title: "Variants and optional rules", blocks: model.variants.flatMap((v) => overlaySection(v, "Variant")) });
  // Rules the available rulebook lacks, and rules it has that the spec does not encode yet: an engine stops at either, naming it.
  const stops = [
    { pending: false, id: "unspecified", title: "Not specified by the available rules", text: "These parts of the game are defined only in a rulebook that is not available. An engine that reaches one stops and names it." },
    { pending: true, id: "not-yet-encoded", title: "In the rulebook, not yet in this spec", text: "The rulebook gives these rules, but this spec does not encode them yet. An engine that reaches one stops and names it." },
  ];
  for (const stop of stops) {
    const list = model.unspecified.filter((u) => (u.pending === true) === stop.pending);
    if (list.length === 0) continue;
    sections.push({
      id: stop.id,
      title: stop.title,
      blocks: [
        { kind: "para", text: stop.text },
        { kind: "table", caption: "", rule: "", header: ["name", "what", "rulebook section"], rows: list.map((u) => [u.id, u.title ?? "", u.section]) },
      ],
    });
  }
  sections.push({
    id: "assumptions",
    title: "Appendix: assumptions and reconstructed items",
    blocks: [
      { kind: "para", text: model.assumptions.length ? `Every item below is an assumption: something the rulebook leaves out, reconstructed, or a reading chosen where the rulebook is unclear or its examples and its text part ways; ${model.assumptions.length} in all.` : "Nothing in this game was reconstructed or read as an assumption." },
      ...(model.assumptions.length ? [{ kind: "table" as const, caption: "", rule: "", header: ["item", "reason", "§"], rows: model.assumptions.map((a) => [a.target, a.reason, a.rule ?? ""]) }] : []),
    ],
  });
  return { title: g.title ?? g.id, source, sections };
}
