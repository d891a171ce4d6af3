// Do not edit: generated from specs/squares by `npm run build`.
// The engine runs this game's checked model with the Rulewright runtime.
import { KernelEngine, type KernelAction } from "../../runtime/kernel/engine.js";
import type { EngineOptions } from "../../runtime/engine.js";
import type { Model } from "../../dsl/model-types.js";
import modelJson from "./model.json" with { type: "json" };

/** The checked model of SQUARES: The Civil War Battle Game. */
export const model = modelJson as unknown as Model;

/** The sides. */
export type SideId = "blue" | "gray";

/** Every area, square or space of every map. */
export type AreaId =
  | "b1-c"
  | "b1-cl"
  | "b1-cr"
  | "b1-l"
  | "b1-r"
  | "b2-c"
  | "b2-cl"
  | "b2-cr"
  | "b2-l"
  | "b2-r"
  | "b3-c"
  | "b3-cl"
  | "b3-cr"
  | "b3-l"
  | "b3-r"
  | "blue-reserve"
  | "g1-c"
  | "g1-cl"
  | "g1-cr"
  | "g1-l"
  | "g1-r"
  | "g2-c"
  | "g2-cl"
  | "g2-cr"
  | "g2-l"
  | "g2-r"
  | "g3-c"
  | "g3-cl"
  | "g3-cr"
  | "g3-l"
  | "g3-r"
  | "gray-reserve";

/** Territories of the maps. */
export type TerritoryId = never;

/** Kinds of pieces. */
export type PieceKind = "artillery" | "cavalry" | "infantry";

/** Holders, displays and tracks. */
export type HolderId = "blue-army" | "eliminated" | "gray-army";

/** Tables and charts. */
export type TableId = "double-turn" | "elimination-value" | "moves" | "stand-options";

/** Named decisions. */
export type DecisionId =
  | "action"
  | "advance"
  | "after-stand"
  | "attack-plan"
  | "attacker-choice"
  | "defence"
  | "destination"
  | "reserve-loss"
  | "support-choice"
  | "target-choice"
  | "unit-to-move";

/** Scenarios. */
export type ScenarioId = never;

/** Variants and optional rules. */
export type VariantId = never;

export interface SquaresOptions extends Omit<EngineOptions, "scenario" | "variants"> {
  scenario?: ScenarioId;
  variants?: VariantId[];
}

/** A new game of SQUARES: The Civil War Battle Game; the same options and seed always give the same game. */
export function createEngine(options: SquaresOptions): KernelEngine {
  return new KernelEngine(model, options);
}

export type Action = KernelAction;
