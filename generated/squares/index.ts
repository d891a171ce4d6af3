// Do not edit: generated from specs/squares by `npm run build`.
// The engine runs this game's checked model with the Rulewright runtime; its
// functions and invariants are compiled to TypeScript below.
import { KernelEngine, type KernelAction } from "../../runtime/kernel/engine.js";
import * as R from "../../runtime/kernel/evaluate.js";
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

const F: R.Compiled["functions"] = {};
const I: R.Compiled["invariants"] = {};

F["is-flank"] = (caller: R.EvalContext, v0_attacker: R.Value, v1_support: R.Value, v2_defender: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return (
    R.truthy(
      R.binaryValues(
        ctx,
        "<",
        R.callBuiltin(ctx, "distance", [
          R.callBuiltin(ctx, "location", [v0_attacker]),
          R.fieldValue(ctx, R.callBuiltin(ctx, "owner", [v2_defender]), "reserve"),
        ]),
        R.callBuiltin(ctx, "distance", [
          R.callBuiltin(ctx, "location", [v2_defender]),
          R.fieldValue(ctx, R.callBuiltin(ctx, "owner", [v2_defender]), "reserve"),
        ]),
      ),
    ) ||
    R.truthy(
      R.binaryValues(
        ctx,
        "<",
        R.callBuiltin(ctx, "distance", [
          R.callBuiltin(ctx, "location", [v1_support]),
          R.fieldValue(ctx, R.callBuiltin(ctx, "owner", [v2_defender]), "reserve"),
        ]),
        R.callBuiltin(ctx, "distance", [
          R.callBuiltin(ctx, "location", [v2_defender]),
          R.fieldValue(ctx, R.callBuiltin(ctx, "owner", [v2_defender]), "reserve"),
        ]),
      ),
    )
  );
};

F["has-clear-path"] = (caller: R.EvalContext, v0_unit: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return (
    R.truthy(
      R.binaryValues(
        ctx,
        "<",
        R.callBuiltin(ctx, "distance", [
          R.callBuiltin(ctx, "location", [v0_unit]),
          R.fieldValue(ctx, R.callBuiltin(ctx, "owner", [v0_unit]), "reserve"),
        ]),
        99,
      ),
    ) &&
    R.truthy(
      !R.truthy(
        R.binaryValues(
          ctx,
          "==",
          R.callBuiltin(ctx, "location", [v0_unit]),
          R.fieldValue(ctx, R.callBuiltin(ctx, "owner", [v0_unit]), "reserve"),
        ),
      ),
    )
  );
};

F["ready-to-attack"] = (caller: R.EvalContext, v0_player: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.asList(ctx, R.callBuiltin(ctx, "pieces-of", [v0_player, R.nameValue(ctx, "board")]), "a selection").filter(
    (v1_u: R.Value) =>
      R.truthy(
        R.truthy(
          R.truthy(
            R.binaryValues(ctx, "!=", R.callBuiltin(ctx, "location", [v1_u]), R.fieldValue(ctx, v0_player, "reserve")),
          ) && R.truthy(!R.truthy(R.fieldValue(ctx, v1_u, "retreated"))),
        ) && R.truthy(R.binaryValues(ctx, "<", R.fieldValue(ctx, v1_u, "attacked-turns"), 2)),
      ),
  );
};

F["lost"] = (caller: R.EvalContext, v0_s: R.Value, v1_kind: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.callBuiltin(ctx, "count", [
    R.asList(
      ctx,
      R.callBuiltin(ctx, "pieces", [R.callBuiltin(ctx, "of", [R.nameValue(ctx, "eliminated"), v0_s])]),
      "a selection",
    ).filter((v2_u: R.Value) => R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v2_u, "kind"), v1_kind))),
  ]);
};

F["tally"] = (caller: R.EvalContext, v0_s: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.binaryValues(
    ctx,
    "+",
    R.binaryValues(
      ctx,
      "+",
      F["lost"]!(ctx, R.callBuiltin(ctx, "other", [v0_s]), R.nameValue(ctx, "infantry")),
      R.binaryValues(ctx, "*", 2, F["lost"]!(ctx, R.callBuiltin(ctx, "other", [v0_s]), R.nameValue(ctx, "artillery"))),
    ),
    R.binaryValues(
      ctx,
      "*",
      R.truthy(
        R.binaryValues(ctx, ">=", F["lost"]!(ctx, R.callBuiltin(ctx, "other", [v0_s]), R.nameValue(ctx, "cavalry")), 3),
      )
        ? 2
        : 1,
      F["lost"]!(ctx, R.callBuiltin(ctx, "other", [v0_s]), R.nameValue(ctx, "cavalry")),
    ),
  );
};

I["units-accounted"] = (caller: R.EvalContext): R.Value => {
  const ctx = R.fresh(caller);
  return R.binaryValues(
    ctx,
    "==",
    R.binaryValues(
      ctx,
      "+",
      R.binaryValues(
        ctx,
        "+",
        R.callBuiltin(ctx, "count", [R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "board")])]),
        R.callBuiltin(ctx, "count", [
          R.callBuiltin(ctx, "of", [R.nameValue(ctx, "eliminated"), R.nameValue(ctx, "blue")]),
        ]),
      ),
      R.callBuiltin(ctx, "count", [
        R.callBuiltin(ctx, "of", [R.nameValue(ctx, "eliminated"), R.nameValue(ctx, "gray")]),
      ]),
    ),
    32,
  );
};

/** The compiled functions and invariants, used in place of interpreting them. */
export const compiled: R.Compiled = { functions: F, invariants: I };

export interface SquaresOptions extends Omit<EngineOptions, "scenario" | "variants"> {
  scenario?: ScenarioId;
  variants?: VariantId[];
}

/** A new game of SQUARES: The Civil War Battle Game; the same options and seed always give the same game. */
export function createEngine(options: SquaresOptions): KernelEngine {
  return new KernelEngine(model, options, compiled);
}

export type Action = KernelAction;
