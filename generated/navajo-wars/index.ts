// Do not edit: generated from specs/navajo-wars by `npm run build`.
// The engine runs this game's checked model with the Rulewright runtime; its
// functions and invariants are compiled to TypeScript below.
import { KernelEngine, type KernelAction } from "../../runtime/kernel/engine.js";
import * as R from "../../runtime/kernel/evaluate.js";
import type { EngineOptions } from "../../runtime/engine.js";
import type { Model } from "../../dsl/model-types.js";
import modelJson from "./model.json" with { type: "json" };

/** The checked model of Navajo Wars. */
export const model = modelJson as unknown as Model;

/** The sides. */
export type SideId = "dine" | "enemy";

/** Every area, square or space of every map. */
export type AreaId =
  | "black-mesa-1"
  | "black-mesa-2"
  | "black-mesa-3"
  | "black-mesa-4"
  | "black-mesa-5"
  | "black-mesa-6"
  | "canyon-de-chelly-1"
  | "canyon-de-chelly-2"
  | "canyon-de-chelly-3"
  | "canyon-de-chelly-4"
  | "canyon-de-chelly-5"
  | "canyon-de-chelly-6"
  | "hopi-land-1"
  | "hopi-land-2"
  | "hopi-land-3"
  | "hopi-land-4"
  | "hopi-land-5"
  | "hopi-land-6"
  | "monument-valley-1"
  | "monument-valley-2"
  | "monument-valley-3"
  | "monument-valley-4"
  | "monument-valley-5"
  | "monument-valley-6"
  | "san-juan-valley-1"
  | "san-juan-valley-2"
  | "san-juan-valley-3"
  | "san-juan-valley-4"
  | "san-juan-valley-5"
  | "san-juan-valley-6"
  | "santa-fe"
  | "shiprock-1"
  | "shiprock-2"
  | "shiprock-3"
  | "shiprock-4"
  | "shiprock-5"
  | "shiprock-6"
  | "zuni-mountains-1"
  | "zuni-mountains-2"
  | "zuni-mountains-3"
  | "zuni-mountains-4"
  | "zuni-mountains-5"
  | "zuni-mountains-6";

/** Territories of the maps. */
export type TerritoryId =
  | "black-mesa"
  | "canyon-de-chelly"
  | "hopi-land"
  | "monument-valley"
  | "san-juan-valley"
  | "shiprock"
  | "zuni-mountains";

/** Kinds of pieces. */
export type PieceKind =
  | "card-41"
  | "card-42"
  | "card-43"
  | "card-44"
  | "card-45"
  | "card-46"
  | "card-47"
  | "card-48"
  | "card-49"
  | "card-50"
  | "card-51"
  | "card-52"
  | "card-53"
  | "card-54"
  | "card-55"
  | "ceremony-card"
  | "corn"
  | "cultural-development"
  | "enemy-ap"
  | "family"
  | "firearms"
  | "fort"
  | "harass"
  | "horse"
  | "instruction"
  | "intruder"
  | "manuelito"
  | "mission"
  | "operations-card"
  | "population"
  | "raid-cube"
  | "rancho"
  | "sheep"
  | "trade-goods"
  | "tribal-instruction"
  | "tribal-raid";

/** Holders, displays and tracks. */
export type HolderId =
  | "black-mesa-caught"
  | "black-mesa-drought"
  | "black-mesa-escape"
  | "canyon-de-chelly-caught"
  | "canyon-de-chelly-escape"
  | "ceremony-hand"
  | "corn-crib"
  | "cube-supply"
  | "cultural-cards"
  | "culture-points"
  | "deck"
  | "dine-aps"
  | "elder-display"
  | "elders"
  | "enemy-ferocity"
  | "enemy-morale"
  | "enemy-out-of-play"
  | "family-counters"
  | "general-records"
  | "hopi-land-caught"
  | "hopi-land-drought"
  | "hopi-land-escape"
  | "in-play"
  | "instruction-counters"
  | "instruction-display"
  | "intruder-cup"
  | "military-points"
  | "monument-valley-caught"
  | "monument-valley-drought"
  | "monument-valley-escape"
  | "operations-cards"
  | "out-of-play"
  | "passage-of-time"
  | "population-display"
  | "population-supply"
  | "raid-pool"
  | "raided-cubes"
  | "resources"
  | "san-juan-valley-caught"
  | "san-juan-valley-drought"
  | "san-juan-valley-escape"
  | "shiprock-caught"
  | "shiprock-drought"
  | "shiprock-escape"
  | "stack"
  | "subjugation"
  | "zuni-mountains-caught"
  | "zuni-mountains-drought"
  | "zuni-mountains-escape";

/** Tables and charts. */
export type TableId =
  "american-victory" | "instruction-letters" | "margin-victory" | "named-cards" | "territory-roll" | "territory-vp";

/** Named decisions. */
export type DecisionId = never;

/** Scenarios. */
export type ScenarioId =
  | "broken-country"
  | "fearing-time"
  | "lords-of-the-earth"
  | "navajo-wars-campaign"
  | "rise-of-the-people"
  | "rope-thrower";

/** Variants and optional rules. */
export type VariantId = "horse-trading" | "horseflesh" | "ride-till-they-drop" | "two-player";

const F: R.Compiled["functions"] = {};
const I: R.Compiled["invariants"] = {};

F["margin"] = (caller: R.EvalContext): R.Value => {
  const ctx = R.fresh(caller);
  return R.binaryValues(
    ctx,
    "-",
    R.callBuiltin(ctx, "value", [R.nameValue(ctx, "military-points")]),
    R.binaryValues(
      ctx,
      "+",
      R.callBuiltin(ctx, "value", [R.nameValue(ctx, "enemy-morale")]),
      R.callBuiltin(ctx, "count", [
        R.asList(ctx, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "subjugation")]), "a selection").filter(
          (v0_c: R.Value) =>
            R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v0_c, "colour"), R.nameValue(ctx, "black"))),
        ),
      ]),
    ),
  );
};

/** The compiled functions and invariants, used in place of interpreting them. */
export const compiled: R.Compiled = { functions: F, invariants: I };

export interface NavajoWarsOptions extends Omit<EngineOptions, "scenario" | "variants"> {
  scenario?: ScenarioId;
  variants?: VariantId[];
}

/** A new game of Navajo Wars; the same options and seed always give the same game. */
export function createEngine(options: NavajoWarsOptions): KernelEngine {
  return new KernelEngine(model, options, compiled);
}

export type Action = KernelAction;
