/**
 * Generates `generated/<game>/index.ts`: a standalone engine module. Each
 * scenario and combination of variants is resolved against the base game and
 * compiled to a program of its own; units (functions, procedures, checks)
 * and data that are the same in several programs are written once.
 */
import Handlebars from "handlebars";
import type * as M from "../dsl/model-types.js";
import { playerCounts, resolveModel, ResolveError } from "../dsl/resolve-model.js";
import { booleanDefaults } from "../dsl/schema-info.js";
import { programKey } from "../runtime/core/machine.js";
import { DataIndex, type GameData } from "../runtime/core/data.js";
import { placeSymbols } from "../runtime/core/places.js";
import { initialState } from "../runtime/core/state.js";
import { declaredAnywhere, decisionOptionTypes } from "./action-types.js";
import { askingProcedures } from "./compile/procedures.js";
import { compileProgram } from "./compile/program.js";
import { turnsOf } from "./compile/expressions.js";
import { comment, tsJson, tsString } from "./escape.js";
import { quotedTexts, SymbolTable } from "./symbols.js";
import { readTemplate } from "./templates.js";
import { prettierModule } from "./heavy-tools.js";

const hb = Handlebars.create();
hb.registerHelper("ts", (s: unknown) => tsString(String(s)));
hb.registerHelper("comment", (s: unknown) => comment(String(s)));
hb.registerHelper("path", (dir: unknown, file: unknown) => `${String(dir)}/${String(file)}`);
let template: ((context: unknown) => string) | undefined;

function pascal(id: string): string {
  return id.replace(/(^|[-_])([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
}

/**
 * Where a generated module finds the runtime: beside it in this repository
 * (`generated/<game>/` imports `../../runtime`), or, for a module written
 * anywhere else, through the installed package (`rulewright/runtime`).
 */
export interface ModuleImports {
  runtime: string;
}

export const IN_REPOSITORY: ModuleImports = { runtime: "../../runtime" };
export const FROM_PACKAGE: ModuleImports = { runtime: "rulewright/runtime" };

/** Which programs to compile: every scenario and combination of variants, or just one. */
export interface Selection {
  scenario?: string;
  variants?: string[];
}

/** Properties that only document a declaration: the engine never reads them. */
const DOC_ONLY = new Set(["description", "assume"]);

function stripDocs(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(stripDocs);
  if (typeof v !== "object" || v === null) return v;
  return Object.fromEntries(Object.entries(v).filter(([k]) => !DOC_ONLY.has(k)).map(([k, x]) => [k, stripDocs(x)]));
}

/** The data of a resolved model an engine reads at run time (its code is compiled instead). */
export function gameData(model: M.Model): GameData {
  const { setup: _setup, ...game } = model.game;
  const decisions = declaredAnywhere(model, "decisions");
  return stripDocs({
    game,
    types: model.types,
    sides: model.sides,
    maps: model.maps,
    pieces: model.pieces,
    holders: model.holders,
    tables: model.tables,
    decisions,
    unspecified: model.unspecified,
    functions: model.functions.map((f) => ({ id: f.id, params: f.params.map((q) => q.name) })),
    procedures: model.procedures.map((p) => ({ id: p.id })),
  }) as GameData;
}

/** Every subset of a list, the empty one first. */
function subsets<T>(xs: readonly T[]): T[][] {
  return xs.reduce<T[][]>((acc, x) => [...acc, ...acc.map((s) => [...s, x])], [[]]);
}

/** A rule that would do nothing: a trigger watching no event and no procedure, a modifier changing nothing. */
function unsupported(model: M.Model): M.Rule | undefined {
  const procedures = new Set(model.procedures.map((p) => p.id));
  const modifiable = new Set([...procedures, ...model.tables.map((t) => t.id), ...model.functions.map((f) => f.id)]);
  return model.rules.find(
    (r) => (r.kind === "trigger" && r.on === undefined && !(r["applies-to"] ?? []).some((a) => procedures.has(a))) || (r.kind === "modifier" && !(r["applies-to"] ?? []).some((a) => modifiable.has(a))),
  );
}

const DEFAULTS = booleanDefaults();

/**
 * The module's files. `only` compiles one scenario and variants rather than
 * every combination; `format: false` skips formatting (for modules compiled
 * to be run at once rather than read).
 */
export async function engineModule(model: M.Model, source: string, imports: ModuleImports = IN_REPOSITORY, only?: Selection, output: { format: boolean } = { format: true }): Promise<Map<string, string>> {
  template ??= hb.compile(readTemplate("engine.ts.hbs"), { noEscape: true, strict: true });
  const sorted = (xs: string[]) => [...new Set(xs)].sort();
  // A module compiled for one scenario and variants (`only`) holds no other program: it types, and accepts, just those.
  const scenarioIds = only ? (only.scenario !== undefined ? [only.scenario] : []) : model.scenarios.map((s) => s.id);
  const variantIds = only ? (only.variants ?? []) : model.variants.map((v) => v.id);
  const unions = [
    { name: "SideId", doc: "The sides.", members: sorted(model.sides.map((s) => s.id)) },
    { name: "AreaId", doc: "Every area, square or space of every map.", members: sorted(model.maps.flatMap((m) => (m.areas ?? []).map((a) => a.id))) },
    { name: "TerritoryId", doc: "Territories of the maps.", members: sorted(model.maps.flatMap((m) => (m.territories ?? []).map((t) => t.id))) },
    { name: "PieceKind", doc: "Kinds of pieces.", members: sorted(model.pieces.map((p) => p.id)) },
    { name: "HolderId", doc: "Holders, displays and tracks.", members: sorted(model.holders.map((h) => h.id)) },
    { name: "TableId", doc: "Tables and charts.", members: sorted(model.tables.map((t) => t.id)) },
    { name: "DecisionId", doc: "Named decisions.", members: sorted(model.decisions.map((d) => d.id)) },
    { name: "ScenarioId", doc: only ? "The scenario this module was compiled for." : "Scenarios.", members: sorted(scenarioIds) },
    { name: "VariantId", doc: only ? "The variants this module was compiled for." : "Variants and optional rules.", members: sorted(variantIds) },
  ];
  const combos: { scenario?: string; variants: string[] }[] = only
    ? [{ ...(only.scenario !== undefined ? { scenario: only.scenario } : {}), variants: only.variants ?? [] }]
    : [undefined, ...model.scenarios.map((s) => s.id)].flatMap((scenario) => subsets(model.variants.map((v) => v.id)).map((variants) => ({ ...(scenario !== undefined ? { scenario } : {}), variants })));
  const data: string[] = [];
  const units: string[] = [];
  /** Tables of units (`T0`, ...), shared by the programs that have the same units. */
  const tables: string[] = [];
  const tableShapes: UnitTable[] = [];
  /** Lists fixed at compile time, shared by every program that uses them. */
  const constants = new Map<string, string>();
  // Declarations are written once (P0, P1, ...) and shared by the data of every program that has them.
  const parts: string[] = [];
  const dataText = (d: GameData): string =>
    `{ ${Object.entries(d)
      .map(([k, v]) => `${tsString(k)}: ${Array.isArray(v) ? `[${v.map((x) => `P${intern(parts, tsJson(x))}`).join(", ")}]` : `P${intern(parts, tsJson(v))}`}`)
      .join(", ")} }`;
  const intern = (table: string[], text: string) => {
    let i = table.indexOf(text);
    if (i < 0) i = table.push(text) - 1;
    return i;
  };
  // Numbered once for the whole module, so that a unit means the same in every program.
  const symbols = SymbolTable.ofModel(model);
  const programs: unknown[] = [];
  const refused: { key: string; message: string }[] = [];
  // Every piece instance any program starts with, for the module's PieceId type.
  const pieceIds = new Set<string>();
  // Every program resolved first: the module's places are numbered over all of them.
  const ready: { combo: (typeof combos)[number]; key: string; resolved: M.Model; d: GameData }[] = [];
  for (const combo of combos) {
    const key = programKey(combo.scenario, combo.variants);
    let resolved: M.Model;
    try {
      resolved = resolveModel(model, combo);
    } catch (err) {
      if (!(err instanceof ResolveError)) throw err;
      if (only) throw err;
      refused.push({ key, message: err.message });
      continue;
    }
    const missing = combo.variants.length > 0 ? unsupported(resolved) : undefined;
    if (missing) {
      const inBase = model.rules.some((r) => r.id === missing.id);
      const message = inBase
        ? `the ${missing.kind} '${missing.id}' of the base game is not applied by this version of the runtime, so its variants cannot be played yet`
        : `the ${missing.kind} '${missing.id}' (from the chosen variants) is not supported by this version of the runtime`;
      if (only) throw new ResolveError(message);
      refused.push({ key, message });
      continue;
    }
    ready.push({ combo, key, resolved, d: gameData(resolved) });
  }
  const places = placeSymbols(
    ready.map((r) => r.d),
    quotedTexts(model),
  );
  for (const { combo, key, resolved, d: given } of ready) {
    const d: GameData = { ...given, places };
    for (const p of initialState(d).pieces) pieceIds.add(p.id);
    const compiled = compileProgram({ model: resolved, index: new DataIndex(d, DEFAULTS), asking: askingProcedures(resolved), enabled: new Set([...(combo.scenario ? [combo.scenario] : []), ...combo.variants]), symbols });
    for (const [name, text] of compiled.constants) constants.set(name, text);
    const named = (m: Map<string, string>, kind: "function" | "procedure") => [...m].map(([name, text]) => ({ name, n: symbols.number(kind, name), unit: intern(units, text) }));
    const chosen = [...(combo.scenario ? resolved.scenarios.filter((s) => s.id === combo.scenario) : []), ...resolved.variants.filter((v) => combo.variants.includes(v.id))];
    // The player counts the program is played with (see `resolveModel`).
    const counts = playerCounts(resolved, chosen);
    const players = [{ who: counts.who, ...counts.range }];
    // A program's table of units, written once for all the programs that have the same one.
    const table: UnitTable = {
      f: named(compiled.f, "function"),
      p: named(compiled.p, "procedure"),
      s: [...compiled.s].map(([name, text]) => ({ name, n: symbols.number("procedure", name), unit: intern(units, text) })),
      sudden: intern(units, compiled.sudden),
      scores: intern(units, compiled.scores),
      standing: intern(units, compiled.standing),
      violations: intern(units, compiled.violations),
      on: intern(units, compiled.on),
      watched: tsJson(Object.fromEntries(compiled.watched.map((k) => [k, true]))),
      allow: intern(units, compiled.allow),
      restricted: tsJson(Object.fromEntries(compiled.restricted.map((k) => [k, true]))),
    };
    const full = unitTableText(table);
    if (!tables.includes(full)) tableShapes.push(table);
    programs.push({
      key,
      data: intern(data, dataText(d)),
      players: tsJson(players),
      turns: tsJson(turnsOf(resolved)),
      units: intern(tables, full),
    });
  }
  unions.splice(4, 0, { name: "PieceId", doc: "Every piece instance in play (a kind with one piece uses the kind's name).", members: sorted([...pieceIds]) });
  const code = template({
    ...imports,
    source,
    id: model.game.id,
    title: model.game.title ?? model.game.id,
    unions,
    decisionOptions: decisionOptionTypes(model),
    defaults: tsJson(DEFAULTS),
    parts,
    data,
    // The first table in full; each other one as what it changes in the first.
    tables: tableShapes.map((t, i) => (i === 0 ? unitTableText(t) : unitTableText(t, tableShapes[0]))),
    // Lists fixed at compile time (K_...), readers of fields pieces hold (R_...) and of properties no rule changes (S_...), what breaking a restriction reports (BR_...).
    constants: [...constants].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, text]) => ({ name, text, annotation: name.startsWith("K_") ? ": V.Value[]" : "" })),
    units,
    programs,
    refused,
    symbols: Object.entries(symbols.ids).map(([kind, ids]) => ({ kind, ids: ids.map(tsString).join(", ") })),
    scenarios: scenarioIds,
    variants: variantIds,
    optionsName: `${pascal(model.game.id)}Options`,
  });
  const index = output.format ? await (await prettierModule()).format(code, { parser: "typescript", printWidth: 120 }) : code;
  return new Map([["index.ts", index]]);
}

/** The units of one program (`T0`, ...): functions, procedures and steps by name, and the checks. */
interface UnitTable {
  f: Named[];
  p: Named[];
  s: Named[];
  sudden: number;
  scores: number;
  standing: number;
  violations: number;
  on: number;
  watched: string;
  allow: number;
  restricted: string;
}

/**
 * A table of units as the object literal the module holds; given `base`
 * (the module's first table, `T0`), as that table with what differs: a
 * field that is the same is taken from it, a map that only adds or
 * replaces entries is spread from it.
 */
function unitTableText(t: UnitTable, base?: UnitTable): string {
  // Functions, procedures and steps by their symbols' numbers (a frame names its step so too).
  const map = (xs: Named[]) => xs.map((x) => `${x.n}: U${x.unit} /* ${comment(x.name)} */, `).join("");
  const whole = (xs: Named[]) => `C.unitList({ ${map(xs)}})`;
  const lines = base ? ["{", "  ...T0,"] : ["{"];
  for (const key of ["f", "p", "s"] as const) {
    const baseMap = new Map(base?.[key].map((x) => [x.name, x.unit]));
    const names = new Set(t[key].map((x) => x.name));
    const changed = t[key].filter((x) => baseMap.get(x.name) !== x.unit);
    if (!base) lines.push(`  ${key}: ${whole(t[key])},`);
    else if ([...baseMap.keys()].some((n) => !names.has(n))) lines.push(`  ${key}: ${whole(t[key])},`);
    else if (changed.length > 0) lines.push(`  ${key}: C.unitList({ ${map(changed)}}, T0.${key}),`);
  }
  for (const key of ["sudden", "scores", "standing", "violations", "on", "allow"] as const) if (!base || base[key] !== t[key]) lines.push(`  ${key}: U${t[key]},`);
  for (const key of ["watched", "restricted"] as const) if (!base || base[key] !== t[key]) lines.push(`  ${key}: ${t[key]},`);
  lines.push("}");
  return lines.join("\n");
}

/** A unit of a program under the name the program calls it by, and its symbol's number. */
interface Named {
  name: string;
  n: number;
  unit: number;
}
