// Do not edit: generated from specs/apache by `npm run build`.
// The engine runs this game's checked model with the Rulewright runtime.
import { KernelEngine, type KernelAction } from "../../runtime/kernel/engine.js";
import type { EngineOptions } from "../../runtime/engine.js";
import type { Model } from "../../dsl/model-types.js";
import modelJson from "./model.json" with { type: "json" };

/** The checked model of Apache. */
export const model = modelJson as unknown as Model;

/** The sides. */
export type SideId = "blue" | "green" | "purple" | "red" | "yellow";

/** Every area, square or space of every map. */
export type AreaId = never;

/** Territories of the maps. */
export type TerritoryId = never;

/** Kinds of pieces. */
export type PieceKind = "booty" | "hand-card" | "indian";

/** Holders, displays and tracks. */
export type HolderId =
  "box-lid" | "face-up" | "hand-cards" | "pow-wow" | "prairie" | "removed" | "tribe" | "victory-pile";

/** Tables and charts. */
export type TableId = "booty-of";

/** Named decisions. */
export type DecisionId = "booty-choice" | "play-hand-card" | "prisoner";

/** Scenarios. */
export type ScenarioId = never;

/** Variants and optional rules. */
export type VariantId = "shared-booty" | "warpath" | "wedding";

export interface ApacheOptions extends Omit<EngineOptions, "scenario" | "variants"> {
  scenario?: ScenarioId;
  variants?: VariantId[];
}

/** A new game of Apache; the same options and seed always give the same game. */
export function createEngine(options: ApacheOptions): KernelEngine {
  return new KernelEngine(model, options);
}

export type Action = KernelAction;
