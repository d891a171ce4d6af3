/**
 * Generates `generated/<game>/`: the checked model as JSON, and a typed
 * module with the game's ids as string-literal unions and `createEngine`.
 */
import Handlebars from "handlebars";
import * as prettier from "prettier";
import { readTemplate } from "./templates.js";
import type * as M from "../dsl/model-types.js";
import { compileModel } from "./compile-expr.js";
import { comment, tsString } from "./escape.js";


const hb = Handlebars.create();
hb.registerHelper("ts", (s: unknown) => tsString(String(s)));
hb.registerHelper("comment", (s: unknown) => comment(String(s)));
let compiled: ((context: unknown) => string) | undefined;

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
  dsl: string;
}

export const IN_REPOSITORY: ModuleImports = { runtime: "../../runtime", dsl: "../../dsl" };
export const FROM_PACKAGE: ModuleImports = { runtime: "rulewright/runtime", dsl: "rulewright/dsl" };

export async function engineModule(model: M.Model, source: string, imports: ModuleImports = IN_REPOSITORY): Promise<Map<string, string>> {
  compiled ??= hb.compile(readTemplate("engine.ts.hbs"), { noEscape: true, strict: true });
  const sorted = (xs: string[]) => [...new Set(xs)].sort();
  const unions = [
    { name: "SideId", doc: "The sides.", members: sorted(model.sides.map((s) => s.id)) },
    { name: "AreaId", doc: "Every area, square or space of every map.", members: sorted(model.maps.flatMap((m) => (m.areas ?? []).map((a) => a.id))) },
    { name: "TerritoryId", doc: "Territories of the maps.", members: sorted(model.maps.flatMap((m) => (m.territories ?? []).map((t) => t.id))) },
    { name: "PieceKind", doc: "Kinds of pieces.", members: sorted(model.pieces.map((p) => p.id)) },
    { name: "HolderId", doc: "Holders, displays and tracks.", members: sorted(model.holders.map((h) => h.id)) },
    { name: "TableId", doc: "Tables and charts.", members: sorted(model.tables.map((t) => t.id)) },
    { name: "DecisionId", doc: "Named decisions.", members: sorted(model.decisions.map((d) => d.id)) },
    { name: "ScenarioId", doc: "Scenarios.", members: sorted(model.scenarios.map((s) => s.id)) },
    { name: "VariantId", doc: "Variants and optional rules.", members: sorted(model.variants.map((v) => v.id)) },
  ];
  const { functions, invariants, procedures, game } = compileModel(model);
  const code = compiled({ ...imports, source, title: model.game.title ?? model.game.id, unions, functions, invariants, procedures, game, optionsName: `${pascal(model.game.id)}Options` });
  const index = await prettier.format(code, { parser: "typescript", printWidth: 120 });
  return new Map([
    ["model.json", `${JSON.stringify(model, null, 2)}\n`],
    ["index.ts", index],
  ]);
}
