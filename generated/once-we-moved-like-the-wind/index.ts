// Do not edit: generated from specs/once-we-moved-like-the-wind by `npm run build`.
// The engine runs this game's checked model with the Rulewright runtime; its
// functions and invariants are compiled to TypeScript below.
import { KernelEngine, type KernelAction } from "../../runtime/kernel/engine.js";
import * as R from "../../runtime/kernel/evaluate.js";
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

const F: R.Compiled["functions"] = {};
const I: R.Compiled["invariants"] = {};

F["deployable"] = (caller: R.EvalContext, v0_block: R.Value, v1_place: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.truthy(
    R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v0_block, "class"), "leader")) &&
      R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v0_block, "side"), R.nameValue(ctx, "apache"))),
  )
    ? true
    : R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v0_block, "side"), R.nameValue(ctx, "apache")))
      ? R.truthy(
          R.binaryValues(ctx, "in", R.fieldValue(ctx, v0_block, "home"), R.fieldValue(ctx, v1_place, "territory")),
        ) && R.truthy(R.binaryValues(ctx, "in", R.nameValue(ctx, "water"), R.fieldValue(ctx, v1_place, "features")))
      : R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v0_block, "class"), "settler"))
        ? R.binaryValues(ctx, "in", R.nameValue(ctx, "town"), R.fieldValue(ctx, v1_place, "features"))
        : R.truthy(
            R.truthy(R.binaryValues(ctx, "in", R.nameValue(ctx, "fort"), R.fieldValue(ctx, v1_place, "features"))) ||
              R.truthy(R.binaryValues(ctx, "in", R.nameValue(ctx, "town"), R.fieldValue(ctx, v1_place, "features"))),
          ) &&
          R.truthy(
            !R.truthy(
              R.callBuiltin(ctx, "empty", [
                R.asList(ctx, R.fieldValue(ctx, v1_place, "territory"), "a selection").filter((v2_t: R.Value) =>
                  R.truthy(
                    R.binaryValues(ctx, "==", R.fieldValue(ctx, v2_t, "nation"), R.fieldValue(ctx, v0_block, "nation")),
                  ),
                ),
              ]),
            ),
          );
};

F["contested-areas"] = (caller: R.EvalContext): R.Value => {
  const ctx = R.fresh(caller);
  return R.asList(ctx, R.nameValue(ctx, "board"), "a selection").filter((v0_a: R.Value) =>
    R.truthy(
      R.truthy(
        !R.truthy(R.callBuiltin(ctx, "empty", [R.callBuiltin(ctx, "pieces-of", [R.nameValue(ctx, "apache"), v0_a])])),
      ) &&
        R.truthy(
          !R.truthy(R.callBuiltin(ctx, "empty", [R.callBuiltin(ctx, "pieces-of", [R.nameValue(ctx, "army"), v0_a])])),
        ),
    ),
  );
};

F["crossing-cost"] = (
  caller: R.EvalContext,
  v0_player: R.Value,
  v1_boundary_kind: R.Value,
  v2_into: R.Value,
): R.Value => {
  const ctx = R.fresh(caller);
  return R.binaryValues(
    ctx,
    "+",
    R.lookupTable(ctx, "movement-cost", [
      v1_boundary_kind,
      R.truthy(R.binaryValues(ctx, "==", v0_player, R.nameValue(ctx, "apache"))) ? "apache" : "army",
    ]),
    R.truthy(
      R.truthy(R.binaryValues(ctx, "==", v0_player, R.nameValue(ctx, "apache"))) &&
        R.truthy(
          !R.truthy(
            R.callBuiltin(ctx, "empty", [R.callBuiltin(ctx, "pieces-of", [R.nameValue(ctx, "army"), v2_into])]),
          ),
        ),
    )
      ? 1
      : 0,
  );
};

F["rating-in"] = (caller: R.EvalContext, v0_leader: R.Value, v1_place: R.Value, v2_ambushing: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.callBuiltin(ctx, "max", [
    0,
    R.binaryValues(
      ctx,
      "-",
      R.binaryValues(
        ctx,
        "+",
        R.fieldValue(ctx, v0_leader, "rating"),
        R.truthy(
          R.truthy(
            R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v0_leader, "side"), R.nameValue(ctx, "apache"))) &&
              R.truthy(v2_ambushing),
          ) &&
            R.truthy(
              R.binaryValues(ctx, "in", R.nameValue(ctx, "mountain"), R.callBuiltin(ctx, "boundaries", [v1_place])),
            ),
        )
          ? 1
          : 0,
      ),
      R.truthy(
        R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v0_leader, "side"), R.nameValue(ctx, "army"))) &&
          R.truthy(R.binaryValues(ctx, "in", R.nameValue(ctx, "settler"), R.callBuiltin(ctx, "pieces", [v1_place]))),
      )
        ? 1
        : 0,
    ),
  ]);
};

F["leadership"] = (caller: R.EvalContext, v0_player: R.Value, v1_place: R.Value, v2_ambushing: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.callBuiltin(ctx, "sum", [
    R.asList(ctx, R.callBuiltin(ctx, "pieces-of", [v0_player, v1_place]), "a selection")
      .filter((v3_l: R.Value) => R.truthy(R.fieldValue(ctx, v3_l, "leader")))
      .map((v3_l: R.Value): R.Value => F["rating-in"]!(ctx, v3_l, v1_place, v2_ambushing)),
  ]);
};

F["fighters"] = (caller: R.EvalContext, v0_player: R.Value, v1_place: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.asList(ctx, R.callBuiltin(ctx, "pieces-of", [v0_player, v1_place]), "a selection").filter((v2_b: R.Value) =>
    R.truthy(
      R.truthy(!R.truthy(R.fieldValue(ctx, v2_b, "leader"))) &&
        R.truthy(R.binaryValues(ctx, ">", R.callBuiltin(ctx, "strength", [v2_b]), 0)),
    ),
  );
};

F["total-strength"] = (caller: R.EvalContext, v0_player: R.Value, v1_place: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.callBuiltin(ctx, "sum", [
    R.asList(ctx, F["fighters"]!(ctx, v0_player, v1_place), "a selection").map((v2_b: R.Value): R.Value =>
      R.callBuiltin(ctx, "strength", [v2_b]),
    ),
  ]);
};

F["forced-back"] = (caller: R.EvalContext, v0_place: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return (
    R.truthy(R.binaryValues(ctx, "in", R.nameValue(ctx, "reservation"), R.fieldValue(ctx, v0_place, "features"))) ||
    R.truthy(
      R.truthy(
        !R.truthy(R.callBuiltin(ctx, "empty", [R.callBuiltin(ctx, "pieces-of", [R.nameValue(ctx, "army"), v0_place])])),
      ) &&
        R.truthy(
          R.binaryValues(
            ctx,
            "<",
            F["leadership"]!(ctx, R.nameValue(ctx, "apache"), v0_place, false),
            F["leadership"]!(ctx, R.nameValue(ctx, "army"), v0_place, false),
          ),
        ),
    )
  );
};

I["vp-in-range"] = (caller: R.EvalContext): R.Value => {
  const ctx = R.fresh(caller);
  return (
    R.truthy(
      R.truthy(
        R.truthy(R.binaryValues(ctx, ">=", R.callBuiltin(ctx, "value", [R.nameValue(ctx, "apache-vp")]), 0)) &&
          R.truthy(R.binaryValues(ctx, "<=", R.callBuiltin(ctx, "value", [R.nameValue(ctx, "apache-vp")]), 39)),
      ) && R.truthy(R.binaryValues(ctx, ">=", R.callBuiltin(ctx, "value", [R.nameValue(ctx, "army-vp")]), 0)),
    ) && R.truthy(R.binaryValues(ctx, "<=", R.callBuiltin(ctx, "value", [R.nameValue(ctx, "army-vp")]), 39))
  );
};

/** The compiled functions and invariants, used in place of interpreting them. */
export const compiled: R.Compiled = { functions: F, invariants: I };

export interface OnceWeMovedLikeTheWindOptions extends Omit<EngineOptions, "scenario" | "variants"> {
  scenario?: ScenarioId;
  variants?: VariantId[];
}

/** A new game of Once We Moved Like the Wind; the same options and seed always give the same game. */
export function createEngine(options: OnceWeMovedLikeTheWindOptions): KernelEngine {
  return new KernelEngine(model, options, compiled);
}

export type Action = KernelAction;
