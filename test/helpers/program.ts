/** A base game's program as the compiler sees it, for tests of the compiler's parts. */
import type * as M from "../../dsl/model-types.js";
import { resolveModel } from "../../dsl/resolve-model.js";
import { booleanDefaults } from "../../dsl/schema-info.js";
import type { ProgramContext } from "../../generator/compile/context.js";
import { askingProcedures } from "../../generator/compile/procedures.js";
import { gameData } from "../../generator/engine-module.js";
import { quotedTexts, SymbolTable } from "../../generator/symbols.js";
import { DataIndex } from "../../runtime/core/data.js";
import { placeSymbols } from "../../runtime/core/places.js";

/** The program of a model's base game (no scenario, no variant). */
export function baseProgram(model: M.Model): ProgramContext {
  const resolved = resolveModel(model, { variants: [] });
  const given = gameData(resolved);
  const d = { ...given, places: placeSymbols([given], quotedTexts(model)) };
  return { model: resolved, index: new DataIndex(d, booleanDefaults()), asking: askingProcedures(resolved), enabled: new Set(), symbols: SymbolTable.ofModel(model) };
}
