// Do not edit: generated from specs/warpath by `npm run build`.
// The engine runs this game's checked model with the Rulewright runtime; its
// functions and invariants are compiled to TypeScript below.
import { KernelEngine, type KernelAction } from "../../runtime/kernel/engine.js";
import * as R from "../../runtime/kernel/evaluate.js";
import type { EngineOptions } from "../../runtime/engine.js";
import type { Model } from "../../dsl/model-types.js";
import modelJson from "./model.json" with { type: "json" };

/** The checked model of Warpath: Indian Territory in the American Civil War. */
export const model = modelJson as unknown as Model;

/** The sides. */
export type SideId = "comanche" | "confederate" | "kiowa" | "union";

/** Every area, square or space of every map. */
export type AreaId =
  | "arkansas-bend"
  | "boggy-depot"
  | "cimarron"
  | "comanche-base"
  | "council-grounds"
  | "cross-timbers"
  | "doaksville"
  | "fort-arbuckle"
  | "fort-atkinson"
  | "fort-belknap"
  | "fort-cobb"
  | "fort-gibson"
  | "fort-marshall"
  | "fort-scott"
  | "fort-smith"
  | "humboldt"
  | "kiamichi"
  | "kiowa-base"
  | "north-fork-town"
  | "park-hill"
  | "perryville"
  | "red-river-crossing"
  | "salt-plains"
  | "sculleyville"
  | "seminole-town"
  | "tahlequah"
  | "timoshingo"
  | "washita";

/** Territories of the maps. */
export type TerritoryId = "arkansas-texas" | "indian-territory" | "kansas";

/** Kinds of pieces. */
export type PieceKind =
  | "arkansas-battery"
  | "arkansas-inf-1"
  | "arkansas-inf-confederate"
  | "blunt"
  | "campaign-marker"
  | "cherokee-mr-1"
  | "cherokee-mr-2"
  | "choctaw-chickasaw-mr-1"
  | "comanche-party"
  | "control"
  | "cooper"
  | "creek-mr-1"
  | "fort"
  | "howell-battery"
  | "ihg-1"
  | "ihg-2"
  | "ihg-3"
  | "kansas-battery-2"
  | "kansas-cav-2"
  | "kansas-cav-6"
  | "kansas-colored-1"
  | "kansas-inf-10"
  | "kiowa-party"
  | "mcintosh"
  | "osage-bn"
  | "phillips"
  | "quantrill"
  | "seminole-bn-1"
  | "supply-wagon"
  | "texas-cav-11"
  | "texas-cav-20"
  | "texas-cav-29"
  | "union-engineers"
  | "watie"
  | "weer"
  | "wisconsin-cav-3"
  | "woodruff-battery";

/** Holders, displays and tracks. */
export type HolderId =
  | "comanche-raiders"
  | "confederate-pending"
  | "confederate-recruits"
  | "drawn-markers"
  | "kiowa-raiders"
  | "marker-pool"
  | "placed-devastation"
  | "quantrill-marker"
  | "turn-half"
  | "turn-track"
  | "union-pending"
  | "union-recruits";

/** Tables and charts. */
export type TableId =
  | "action-count"
  | "battle-results"
  | "devastation-recovery"
  | "leader-loss"
  | "movement-rates"
  | "seasons"
  | "terrain-effects";

/** Named decisions. */
export type DecisionId =
  "action-use" | "battle-supply" | "break-off" | "fire-order" | "loss-choice" | "pursue" | "retreat-space";

/** Scenarios. */
export type ScenarioId = never;

/** Variants and optional rules. */
export type VariantId = never;

const F: R.Compiled["functions"] = {};
const I: R.Compiled["invariants"] = {};

F["recruit-box-of"] = (caller: R.EvalContext, v0_player: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.truthy(R.binaryValues(ctx, "==", v0_player, R.nameValue(ctx, "union")))
    ? R.nameValue(ctx, "union-recruits")
    : R.nameValue(ctx, "confederate-recruits");
};

F["capitals"] = (caller: R.EvalContext): R.Value => {
  const ctx = R.fresh(caller);
  return R.asList(ctx, R.nameValue(ctx, "territory-map"), "a selection").filter((v0_s: R.Value) =>
    R.truthy(R.fieldValue(ctx, v0_s, "capital")),
  );
};

F["capitals-held"] = (caller: R.EvalContext, v0_player: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.asList(ctx, F["capitals"]!(ctx), "a selection").filter((v1_c: R.Value) =>
    R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v1_c, "control"), v0_player)),
  );
};

F["confederate-forts-held"] = (caller: R.EvalContext): R.Value => {
  const ctx = R.fresh(caller);
  return R.asList(
    ctx,
    [R.nameValue(ctx, "fort-smith"), R.nameValue(ctx, "fort-marshall"), R.nameValue(ctx, "fort-belknap")],
    "a selection",
  ).filter((v0_f: R.Value) =>
    R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v0_f, "control"), R.nameValue(ctx, "confederate"))),
  );
};

/** The compiled functions and invariants, used in place of interpreting them. */
export const compiled: R.Compiled = { functions: F, invariants: I };

export interface WarpathOptions extends Omit<EngineOptions, "scenario" | "variants"> {
  scenario?: ScenarioId;
  variants?: VariantId[];
}

/** A new game of Warpath: Indian Territory in the American Civil War; the same options and seed always give the same game. */
export function createEngine(options: WarpathOptions): KernelEngine {
  return new KernelEngine(model, options, compiled);
}

export type Action = KernelAction;
