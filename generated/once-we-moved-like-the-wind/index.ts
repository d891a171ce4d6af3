// Do not edit: generated from specs/once-we-moved-like-the-wind by `npm run build`.
// The engine runs this game's checked model with the Rulewright runtime.
import { KernelEngine, type KernelAction } from "../../runtime/kernel/engine.js";
import type { EngineOptions } from "../../runtime/engine.js";
import type { Model } from "../../dsl/model-types.js";
import modelJson from "./model.json" with { type: "json" };

/** The checked model of Once We Moved Like the Wind. */
export const model = modelJson as unknown as Model;

/** The sides. */
export type SideId = "apache" | "army";

/** Every area, square or space of every map. */
export type AreaId =
  | "a-001"
  | "a-002"
  | "a-003"
  | "a-004"
  | "a-005"
  | "a-006"
  | "a-007"
  | "a-008"
  | "a-009"
  | "a-010"
  | "a-011"
  | "a-012"
  | "a-013"
  | "a-014"
  | "a-015"
  | "a-016"
  | "a-017"
  | "a-018"
  | "a-019"
  | "a-020"
  | "a-021"
  | "a-022"
  | "a-023"
  | "a-024"
  | "a-025"
  | "a-026"
  | "a-027"
  | "a-028"
  | "ocean";

/** Territories of the maps. */
export type TerritoryId = "arizona" | "new-mexico" | "sonora-chihuahua" | "texas";

/** Kinds of pieces. */
export type PieceKind =
  | "apache-peaks"
  | "apostol-itzabih"
  | "arivipa"
  | "bad-mountain"
  | "benito"
  | "buell"
  | "cannon-creek"
  | "carizo"
  | "carleton"
  | "carr"
  | "chato"
  | "cherry-creek"
  | "chidahu"
  | "chique"
  | "chuhuahua"
  | "clear-creek"
  | "cochise"
  | "coloradas"
  | "crawford"
  | "crook"
  | "dach-hozhin"
  | "e-white-mtn"
  | "east-verde"
  | "fawn"
  | "first-compania"
  | "first-escuadron"
  | "forsyth"
  | "fossil-creek"
  | "gallatin"
  | "garcia"
  | "geronimo"
  | "juh"
  | "kasolino"
  | "llan-itzabih"
  | "llanos-abajo"
  | "llanos-de-arriba"
  | "mescalito-az"
  | "mescalito-nm"
  | "miles"
  | "mimbreno"
  | "mogollon"
  | "mormon-lake"
  | "oak-creek"
  | "ortiz"
  | "pinal"
  | "saltine"
  | "san-carlos"
  | "scout"
  | "second-compania"
  | "second-escuadron"
  | "settler"
  | "terrazas"
  | "third-compania"
  | "third-escuadron"
  | "tonto-creek"
  | "us-company-a"
  | "us-company-b"
  | "us-company-c"
  | "us-company-d"
  | "us-troop-a"
  | "us-troop-b"
  | "us-troop-c"
  | "us-troop-d"
  | "us-troop-e"
  | "us-troop-f"
  | "us-troop-g"
  | "us-troop-h"
  | "victorio"
  | "w-white-mountain"
  | "warm-springs";

/** Holders, displays and tracks. */
export type HolderId =
  | "apache-leaders"
  | "apache-level"
  | "apache-vp"
  | "army-level"
  | "army-vp"
  | "casualties"
  | "dead-leaders"
  | "incursion"
  | "mexican-junior-pool"
  | "mexican-senior-pool"
  | "mexican-unit-pool"
  | "provocation"
  | "rumour-pool"
  | "set-aside"
  | "turn-track"
  | "us-junior-pool"
  | "us-senior-pool"
  | "us-unit-pool"
  | "war-band-pool";

/** Tables and charts. */
export type TableId = "block-limit" | "force-chart" | "movement-cost" | "provocation-table" | "vp-schedule";

/** Named decisions. */
export type DecisionId =
  | "ambusher-retreat"
  | "area-choice"
  | "block-to-move"
  | "leader-assignment"
  | "loss-choice"
  | "move-destination"
  | "retreat-before-combat-choice"
  | "scout-reveal";

/** Scenarios. */
export type ScenarioId = never;

/** Variants and optional rules. */
export type VariantId =
  "apache-leader-death" | "army-leader-death" | "bidding" | "handicap" | "longer-game-8" | "longer-game-9";

export interface OnceWeMovedLikeTheWindOptions extends Omit<EngineOptions, "scenario" | "variants"> {
  scenario?: ScenarioId;
  variants?: VariantId[];
}

/** A new game of Once We Moved Like the Wind; the same options and seed always give the same game. */
export function createEngine(options: OnceWeMovedLikeTheWindOptions): KernelEngine {
  return new KernelEngine(model, options);
}

export type Action = KernelAction;
