// Do not edit: generated from specs/squares by `npm run build`.
// The engine runs this game's checked model with the Rulewright runtime; its
// functions, invariants, procedures and sequence of play are compiled to
// TypeScript below.
import { KernelEngine, type KernelAction } from "../../runtime/kernel/engine.js";
import * as R from "../../runtime/kernel/evaluate.js";
import * as E from "../../runtime/kernel/exec.js";
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
  | "retreat-square"
  | "second-cavalry"
  | "support-choice"
  | "support-wanted"
  | "target-choice"
  | "unit-to-move";

/** Scenarios. */
export type ScenarioId = never;

/** Variants and optional rules. */
export type VariantId = never;

const F: R.Compiled["functions"] = {};
const I: R.Compiled["invariants"] = {};
const P: NonNullable<R.Compiled["procedures"]> = {};
let G: NonNullable<R.Compiled["game"]>;

F["can-act"] = (caller: R.EvalContext, v0_u: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.binaryValues(
    ctx,
    "!=",
    R.fieldValue(ctx, v0_u, "rest-turn"),
    R.fieldValue(ctx, R.callBuiltin(ctx, "owner", [v0_u]), "turn-count"),
  );
};

F["third-running"] = (caller: R.EvalContext, v0_last: R.Value, v1_run: R.Value, v2_slot: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return (
    R.truthy(R.binaryValues(ctx, "==", v0_last, R.binaryValues(ctx, "-", v2_slot, 1))) &&
    R.truthy(R.binaryValues(ctx, ">=", v1_run, 2))
  );
};

F["open-square"] = (caller: R.EvalContext, v0_s: R.Value, v1_n: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return (
    R.truthy(R.binaryValues(ctx, "==", v1_n, R.fieldValue(ctx, v0_s, "reserve"))) ||
    R.truthy(R.callBuiltin(ctx, "empty", [R.callBuiltin(ctx, "pieces", [v1_n])]))
  );
};

F["can-step"] = (caller: R.EvalContext, v0_u: R.Value, v1_n: R.Value, v2_double: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return (
    R.truthy(
      R.truthy(F["open-square"]!(ctx, R.callBuiltin(ctx, "owner", [v0_u]), v1_n)) &&
        R.truthy(
          R.truthy(
            R.truthy(R.binaryValues(ctx, "!=", R.fieldValue(ctx, v1_n, "terrain"), R.nameValue(ctx, "forest"))) ||
              R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v0_u, "kind"), R.nameValue(ctx, "cavalry"))),
          ) || R.truthy(v2_double),
        ),
    ) &&
    R.truthy(
      R.truthy(
        R.truthy(
          R.binaryValues(
            ctx,
            "!=",
            R.callBuiltin(ctx, "link-kind", [R.callBuiltin(ctx, "location", [v0_u]), v1_n]),
            R.nameValue(ctx, "corner"),
          ),
        ) || R.truthy(R.binaryValues(ctx, "!=", R.fieldValue(ctx, v0_u, "kind"), R.nameValue(ctx, "infantry"))),
      ) || R.truthy(v2_double),
    )
  );
};

F["cavalry-ride"] = (caller: R.EvalContext, v0_u: R.Value, v1_n: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return (
    R.truthy(
      R.truthy(
        R.truthy(
          R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v0_u, "kind"), R.nameValue(ctx, "cavalry"))) &&
            R.truthy(!R.truthy(R.callBuiltin(ctx, "adjacent", [R.callBuiltin(ctx, "location", [v0_u]), v1_n]))),
        ) && R.truthy(R.binaryValues(ctx, "!=", R.fieldValue(ctx, v1_n, "terrain"), R.nameValue(ctx, "forest"))),
      ) && R.truthy(F["open-square"]!(ctx, R.callBuiltin(ctx, "owner", [v0_u]), v1_n)),
    ) &&
    R.truthy(
      !R.truthy(
        R.callBuiltin(ctx, "empty", [
          R.asList(ctx, R.callBuiltin(ctx, "neighbours", [v1_n]), "a selection").filter((v2_m: R.Value) =>
            R.truthy(
              R.truthy(
                R.truthy(R.callBuiltin(ctx, "adjacent", [R.callBuiltin(ctx, "location", [v0_u]), v2_m])) &&
                  R.truthy(R.callBuiltin(ctx, "empty", [R.callBuiltin(ctx, "pieces", [v2_m])])),
              ) && R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v2_m, "terrain"), R.nameValue(ctx, "clear"))),
            ),
          ),
        ]),
      ),
    )
  );
};

F["destinations"] = (caller: R.EvalContext, v0_u: R.Value, v1_double: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v0_u, "kind"), R.nameValue(ctx, "cavalry")))
    ? R.asList(ctx, R.callBuiltin(ctx, "reachable", [R.callBuiltin(ctx, "location", [v0_u]), 2]), "a selection").filter(
        (v2_n: R.Value) =>
          R.truthy(
            R.truthy(
              R.truthy(R.callBuiltin(ctx, "adjacent", [R.callBuiltin(ctx, "location", [v0_u]), v2_n])) &&
                R.truthy(F["can-step"]!(ctx, v0_u, v2_n, v1_double)),
            ) || R.truthy(F["cavalry-ride"]!(ctx, v0_u, v2_n)),
          ),
      )
    : R.asList(ctx, R.callBuiltin(ctx, "neighbours", [R.callBuiltin(ctx, "location", [v0_u])]), "a selection").filter(
        (v3_n: R.Value) => R.truthy(F["can-step"]!(ctx, v0_u, v3_n, v1_double)),
      );
};

F["cavalry-steps"] = (caller: R.EvalContext, v0_c: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.asList(
    ctx,
    R.callBuiltin(ctx, "neighbours", [R.callBuiltin(ctx, "location", [v0_c])]),
    "a selection",
  ).filter((v1_n: R.Value) =>
    R.truthy(
      R.truthy(R.binaryValues(ctx, "!=", R.fieldValue(ctx, v1_n, "terrain"), R.nameValue(ctx, "forest"))) &&
        R.truthy(F["open-square"]!(ctx, R.callBuiltin(ctx, "owner", [v0_c]), v1_n)),
    ),
  );
};

F["movers"] = (caller: R.EvalContext, v0_player: R.Value, v1_slot: R.Value, v2_double: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.asList(ctx, R.callBuiltin(ctx, "pieces-of", [v0_player, R.nameValue(ctx, "board")]), "a selection").filter(
    (v3_u: R.Value) =>
      R.truthy(
        R.truthy(
          R.truthy(F["can-act"]!(ctx, v3_u)) &&
            R.truthy(
              !R.truthy(
                F["third-running"]!(
                  ctx,
                  R.fieldValue(ctx, v3_u, "move-last"),
                  R.fieldValue(ctx, v3_u, "move-run"),
                  v1_slot,
                ),
              ),
            ),
        ) && R.truthy(!R.truthy(R.callBuiltin(ctx, "empty", [F["destinations"]!(ctx, v3_u, v2_double)]))),
      ),
  );
};

F["available"] = (
  caller: R.EvalContext,
  v0_player: R.Value,
  v1_act: R.Value,
  v2_single: R.Value,
  v3_double: R.Value,
): R.Value => {
  const ctx = R.fresh(caller);
  return (
    R.truthy(
      R.truthy(
        R.truthy(R.truthy(R.binaryValues(ctx, "==", v1_act, R.nameValue(ctx, "pass"))) && R.truthy(v2_single)) &&
          R.truthy(!R.truthy(R.fieldValue(ctx, v0_player, "passed"))),
      ) ||
        R.truthy(
          R.truthy(R.binaryValues(ctx, "==", v1_act, R.nameValue(ctx, "move"))) &&
            R.truthy(
              !R.truthy(
                R.callBuiltin(ctx, "empty", [
                  F["movers"]!(
                    ctx,
                    v0_player,
                    R.binaryValues(ctx, "+", R.fieldValue(ctx, v0_player, "clock"), 1),
                    v3_double,
                  ),
                ]),
              ),
            ),
        ),
    ) ||
    R.truthy(
      R.truthy(R.binaryValues(ctx, "==", v1_act, R.nameValue(ctx, "attack"))) &&
        R.truthy(
          !R.truthy(
            R.callBuiltin(ctx, "empty", [
              F["attackers"]!(ctx, v0_player, R.binaryValues(ctx, "+", R.fieldValue(ctx, v0_player, "clock"), 1)),
            ]),
          ),
        ),
    )
  );
};

F["next-run"] = (caller: R.EvalContext, v0_last: R.Value, v1_run: R.Value, v2_slot: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.truthy(R.binaryValues(ctx, "==", v0_last, R.binaryValues(ctx, "-", v2_slot, 1)))
    ? R.binaryValues(ctx, "+", v1_run, 1)
    : 1;
};

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

F["clear-from"] = (caller: R.EvalContext, v0_p: R.Value, v1_s: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return (
    R.truthy(R.binaryValues(ctx, "==", v0_p, R.fieldValue(ctx, v1_s, "reserve"))) ||
    R.truthy(
      !R.truthy(
        R.callBuiltin(ctx, "empty", [
          R.asList(ctx, R.callBuiltin(ctx, "neighbours", [v0_p]), "a selection").filter((v2_n: R.Value) =>
            R.truthy(
              R.truthy(
                R.truthy(
                  R.binaryValues(
                    ctx,
                    "<",
                    R.callBuiltin(ctx, "distance", [v2_n, R.fieldValue(ctx, v1_s, "reserve")]),
                    R.callBuiltin(ctx, "distance", [v0_p, R.fieldValue(ctx, v1_s, "reserve")]),
                  ),
                ) &&
                  R.truthy(
                    R.callBuiltin(ctx, "empty", [
                      R.callBuiltin(ctx, "pieces-of", [R.callBuiltin(ctx, "other", [v1_s]), v2_n]),
                    ]),
                  ),
              ) && R.truthy(F["clear-from"]!(ctx, v2_n, v1_s)),
            ),
          ),
        ]),
      ),
    )
  );
};

F["nearer-home"] = (caller: R.EvalContext, v0_n: R.Value, v1_u: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.binaryValues(
    ctx,
    "<",
    R.callBuiltin(ctx, "distance", [v0_n, R.fieldValue(ctx, R.callBuiltin(ctx, "owner", [v1_u]), "reserve")]),
    R.callBuiltin(ctx, "distance", [
      R.callBuiltin(ctx, "location", [v1_u]),
      R.fieldValue(ctx, R.callBuiltin(ctx, "owner", [v1_u]), "reserve"),
    ]),
  );
};

F["artillery-near"] = (caller: R.EvalContext, v0_p: R.Value, v1_s: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.asList(ctx, R.callBuiltin(ctx, "neighbours", [v0_p]), "a selection").filter((v2_n: R.Value) =>
    R.truthy(
      R.truthy(R.binaryValues(ctx, "!=", v2_n, R.fieldValue(ctx, R.callBuiltin(ctx, "other", [v1_s]), "reserve"))) &&
        R.truthy(
          !R.truthy(
            R.callBuiltin(ctx, "empty", [
              R.asList(
                ctx,
                R.callBuiltin(ctx, "pieces-of", [R.callBuiltin(ctx, "other", [v1_s]), v2_n]),
                "a selection",
              ).filter((v3_e: R.Value) =>
                R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v3_e, "kind"), R.nameValue(ctx, "artillery"))),
              ),
            ]),
          ),
        ),
    ),
  );
};

F["forest-retreats"] = (caller: R.EvalContext, v0_u: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.truthy(
    R.binaryValues(
      ctx,
      "!=",
      R.fieldValue(ctx, R.callBuiltin(ctx, "location", [v0_u]), "terrain"),
      R.nameValue(ctx, "forest"),
    ),
  )
    ? []
    : R.asList(ctx, R.callBuiltin(ctx, "neighbours", [R.callBuiltin(ctx, "location", [v0_u])]), "a selection").filter(
        (v1_n: R.Value) =>
          R.truthy(
            R.truthy(
              R.truthy(
                R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v1_n, "terrain"), R.nameValue(ctx, "forest"))) &&
                  R.truthy(R.callBuiltin(ctx, "empty", [R.callBuiltin(ctx, "pieces", [v1_n])])),
              ) && R.truthy(F["nearer-home"]!(ctx, v1_n, v0_u)),
            ) &&
              R.truthy(
                R.callBuiltin(ctx, "empty", [F["artillery-near"]!(ctx, v1_n, R.callBuiltin(ctx, "owner", [v0_u]))]),
              ),
          ),
      );
};

F["cavalry-vacant"] = (caller: R.EvalContext, v0_c: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.asList(
    ctx,
    R.callBuiltin(ctx, "neighbours", [R.callBuiltin(ctx, "location", [v0_c])]),
    "a selection",
  ).filter((v1_n: R.Value) =>
    R.truthy(
      R.truthy(F["nearer-home"]!(ctx, v1_n, v0_c)) &&
        R.truthy(F["open-square"]!(ctx, R.callBuiltin(ctx, "owner", [v0_c]), v1_n)),
    ),
  );
};

F["cavalry-backs"] = (caller: R.EvalContext, v0_c: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.truthy(!R.truthy(R.callBuiltin(ctx, "empty", [F["cavalry-vacant"]!(ctx, v0_c)])))
    ? F["cavalry-vacant"]!(ctx, v0_c)
    : R.asList(ctx, R.callBuiltin(ctx, "neighbours", [R.callBuiltin(ctx, "location", [v0_c])]), "a selection").filter(
        (v1_n: R.Value) =>
          R.truthy(
            R.truthy(
              R.truthy(F["nearer-home"]!(ctx, v1_n, v0_c)) &&
                R.truthy(
                  !R.truthy(
                    R.callBuiltin(ctx, "empty", [
                      R.callBuiltin(ctx, "pieces-of", [R.callBuiltin(ctx, "owner", [v0_c]), v1_n]),
                    ]),
                  ),
                ),
            ) && R.truthy(F["displaceable"]!(ctx, R.callBuiltin(ctx, "first", [R.callBuiltin(ctx, "pieces", [v1_n])]))),
          ),
      );
};

F["displaceable"] = (caller: R.EvalContext, v0_f: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v0_f, "kind"), R.nameValue(ctx, "cavalry")))
    ? !R.truthy(R.callBuiltin(ctx, "empty", [F["cavalry-backs"]!(ctx, v0_f)]))
    : F["clear-from"]!(ctx, R.callBuiltin(ctx, "location", [v0_f]), R.callBuiltin(ctx, "owner", [v0_f]));
};

F["can-retreat"] = (caller: R.EvalContext, v0_d: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v0_d, "kind"), R.nameValue(ctx, "cavalry")))
    ? !R.truthy(R.callBuiltin(ctx, "empty", [F["cavalry-backs"]!(ctx, v0_d)]))
    : R.truthy(
        R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v0_d, "kind"), R.nameValue(ctx, "infantry"))) ||
          R.truthy(
            R.binaryValues(
              ctx,
              "==",
              R.fieldValue(ctx, R.callBuiltin(ctx, "location", [v0_d]), "terrain"),
              R.nameValue(ctx, "forest"),
            ),
          ),
      ) &&
        R.truthy(
          R.truthy(
            F["clear-from"]!(ctx, R.callBuiltin(ctx, "location", [v0_d]), R.callBuiltin(ctx, "owner", [v0_d])),
          ) || R.truthy(!R.truthy(R.callBuiltin(ctx, "empty", [F["forest-retreats"]!(ctx, v0_d)]))),
        );
};

F["must-retreat"] = (
  caller: R.EvalContext,
  v0_d: R.Value,
  v1_a: R.Value,
  v2_supported: R.Value,
  v3_flank: R.Value,
): R.Value => {
  const ctx = R.fresh(caller);
  return (
    R.truthy(v3_flank) ||
    R.truthy(
      R.truthy(
        R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v0_d, "kind"), R.nameValue(ctx, "cavalry"))) &&
          R.truthy(
            R.binaryValues(
              ctx,
              "!=",
              R.fieldValue(ctx, R.callBuiltin(ctx, "location", [v0_d]), "terrain"),
              R.nameValue(ctx, "forest"),
            ),
          ),
      ) &&
        R.truthy(
          R.truthy(v2_supported) ||
            R.truthy(R.binaryValues(ctx, "!=", R.fieldValue(ctx, v1_a, "kind"), R.nameValue(ctx, "cavalry"))),
        ),
    )
  );
};

F["defence-options"] = (
  caller: R.EvalContext,
  v0_d: R.Value,
  v1_a: R.Value,
  v2_supported: R.Value,
  v3_flank: R.Value,
): R.Value => {
  const ctx = R.fresh(caller);
  return R.asList(ctx, [R.nameValue(ctx, "stand"), R.nameValue(ctx, "retreat")], "a selection").filter(
    (v4_o: R.Value) =>
      R.truthy(
        R.truthy(
          R.truthy(R.binaryValues(ctx, "==", v4_o, R.nameValue(ctx, "retreat"))) &&
            R.truthy(F["can-retreat"]!(ctx, v0_d)),
        ) ||
          R.truthy(
            R.truthy(R.binaryValues(ctx, "==", v4_o, R.nameValue(ctx, "stand"))) &&
              R.truthy(
                !R.truthy(
                  R.truthy(F["can-retreat"]!(ctx, v0_d)) &&
                    R.truthy(F["must-retreat"]!(ctx, v0_d, v1_a, v2_supported, v3_flank)),
                ),
              ),
          ),
      ),
  );
};

F["lock-allows"] = (caller: R.EvalContext, v0_u: R.Value, v1_t: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return (
    R.truthy(
      R.callBuiltin(ctx, "empty", [
        F["artillery-near"]!(ctx, R.callBuiltin(ctx, "location", [v0_u]), R.callBuiltin(ctx, "owner", [v0_u])),
      ]),
    ) ||
    R.truthy(
      R.truthy(
        R.binaryValues(
          ctx,
          "==",
          R.callBuiltin(ctx, "count", [
            F["artillery-near"]!(ctx, R.callBuiltin(ctx, "location", [v0_u]), R.callBuiltin(ctx, "owner", [v0_u])),
          ]),
          1,
        ),
      ) &&
        R.truthy(
          R.binaryValues(
            ctx,
            "in",
            v1_t,
            F["artillery-near"]!(ctx, R.callBuiltin(ctx, "location", [v0_u]), R.callBuiltin(ctx, "owner", [v0_u])),
          ),
        ),
    )
  );
};

F["helpers"] = (caller: R.EvalContext, v0_u: R.Value, v1_t: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.asList(
    ctx,
    R.callBuiltin(ctx, "pieces-of", [R.callBuiltin(ctx, "owner", [v0_u]), R.nameValue(ctx, "board")]),
    "a selection",
  ).filter((v2_h: R.Value) =>
    R.truthy(
      R.truthy(
        R.truthy(
          R.truthy(
            R.truthy(R.binaryValues(ctx, "!=", v2_h, v0_u)) &&
              R.truthy(R.callBuiltin(ctx, "adjacent", [R.callBuiltin(ctx, "location", [v2_h]), v1_t])),
          ) &&
            R.truthy(
              R.binaryValues(
                ctx,
                "!=",
                R.callBuiltin(ctx, "location", [v2_h]),
                R.fieldValue(ctx, R.callBuiltin(ctx, "owner", [v0_u]), "reserve"),
              ),
            ),
        ) && R.truthy(F["can-act"]!(ctx, v2_h)),
      ) && R.truthy(F["lock-allows"]!(ctx, v2_h, v1_t)),
    ),
  );
};

F["target-ok"] = (caller: R.EvalContext, v0_u: R.Value, v1_t: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return (
    R.truthy(
      R.truthy(
        R.truthy(
          R.binaryValues(
            ctx,
            "==",
            R.callBuiltin(ctx, "link-kind", [R.callBuiltin(ctx, "location", [v0_u]), v1_t]),
            R.nameValue(ctx, "edge"),
          ),
        ) &&
          R.truthy(
            !R.truthy(
              R.callBuiltin(ctx, "empty", [
                R.callBuiltin(ctx, "pieces-of", [
                  R.callBuiltin(ctx, "other", [R.callBuiltin(ctx, "owner", [v0_u])]),
                  v1_t,
                ]),
              ]),
            ),
          ),
      ) && R.truthy(F["lock-allows"]!(ctx, v0_u, v1_t)),
    ) &&
    R.truthy(
      R.truthy(
        R.binaryValues(
          ctx,
          "==",
          v1_t,
          R.fieldValue(ctx, R.callBuiltin(ctx, "other", [R.callBuiltin(ctx, "owner", [v0_u])]), "reserve"),
        ),
      ) ||
        R.truthy(
          R.truthy(
            R.truthy(R.binaryValues(ctx, "!=", R.fieldValue(ctx, v0_u, "kind"), R.nameValue(ctx, "artillery"))) ||
              R.truthy(
                R.binaryValues(
                  ctx,
                  "==",
                  R.fieldValue(ctx, R.callBuiltin(ctx, "first", [R.callBuiltin(ctx, "pieces", [v1_t])]), "kind"),
                  R.nameValue(ctx, "artillery"),
                ),
              ),
          ) &&
            R.truthy(
              R.truthy(
                R.truthy(R.binaryValues(ctx, "!=", R.fieldValue(ctx, v0_u, "kind"), R.nameValue(ctx, "cavalry"))) ||
                  R.truthy(
                    R.binaryValues(
                      ctx,
                      "!=",
                      R.fieldValue(ctx, R.callBuiltin(ctx, "first", [R.callBuiltin(ctx, "pieces", [v1_t])]), "kind"),
                      R.nameValue(ctx, "infantry"),
                    ),
                  ),
              ) || R.truthy(!R.truthy(R.callBuiltin(ctx, "empty", [F["helpers"]!(ctx, v0_u, v1_t)]))),
            ),
        ),
    )
  );
};

F["targets"] = (caller: R.EvalContext, v0_u: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.asList(
    ctx,
    R.callBuiltin(ctx, "neighbours", [R.callBuiltin(ctx, "location", [v0_u])]),
    "a selection",
  ).filter((v1_t: R.Value) => R.truthy(F["target-ok"]!(ctx, v0_u, v1_t)));
};

F["attackers"] = (caller: R.EvalContext, v0_player: R.Value, v1_slot: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.asList(ctx, R.callBuiltin(ctx, "pieces-of", [v0_player, R.nameValue(ctx, "board")]), "a selection").filter(
    (v2_u: R.Value) =>
      R.truthy(
        R.truthy(
          R.truthy(
            R.truthy(
              R.binaryValues(
                ctx,
                "!=",
                R.callBuiltin(ctx, "location", [v2_u]),
                R.fieldValue(ctx, v0_player, "reserve"),
              ),
            ) && R.truthy(F["can-act"]!(ctx, v2_u)),
          ) &&
            R.truthy(
              !R.truthy(
                F["third-running"]!(
                  ctx,
                  R.fieldValue(ctx, v2_u, "attack-last"),
                  R.fieldValue(ctx, v2_u, "attack-run"),
                  v1_slot,
                ),
              ),
            ),
        ) && R.truthy(!R.truthy(R.callBuiltin(ctx, "empty", [F["targets"]!(ctx, v2_u)]))),
      ),
  );
};

F["stand-allowed"] = (caller: R.EvalContext, v0_o: R.Value, v1_attacker: R.Value, v2_helper: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return (
    R.truthy(
      R.truthy(R.truthy(R.binaryValues(ctx, "!=", v0_o, 1)) && R.truthy(R.binaryValues(ctx, "!=", v0_o, 4))) ||
        R.truthy(
          R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v1_attacker, "kind"), R.nameValue(ctx, "infantry"))) &&
            R.truthy(F["displaceable"]!(ctx, v1_attacker)),
        ),
    ) &&
    R.truthy(
      R.truthy(R.truthy(R.binaryValues(ctx, "!=", v0_o, 1)) && R.truthy(R.binaryValues(ctx, "!=", v0_o, 5))) ||
        R.truthy(F["displaceable"]!(ctx, v2_helper)),
    )
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

F["value-column"] = (caller: R.EvalContext, v0_loser: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.truthy(R.binaryValues(ctx, ">=", F["lost"]!(ctx, v0_loser, R.nameValue(ctx, "cavalry")), 3))
    ? "three-or-more-cavalry-lost"
    : "under-three-cavalry-lost";
};

F["tally"] = (caller: R.EvalContext, v0_s: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.callBuiltin(ctx, "sum", [
    R.asList(
      ctx,
      [R.nameValue(ctx, "infantry"), R.nameValue(ctx, "artillery"), R.nameValue(ctx, "cavalry")],
      "a selection",
    ).map((v1_k: R.Value): R.Value =>
      R.binaryValues(
        ctx,
        "*",
        F["lost"]!(ctx, R.callBuiltin(ctx, "other", [v0_s]), v1_k),
        R.lookupTable(ctx, "elimination-value", [v1_k, F["value-column"]!(ctx, R.callBuiltin(ctx, "other", [v0_s]))]),
      ),
    ),
  ]);
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

P["take-turn"] = function* (X: E.RunContext, actor: string | undefined, v0_player: R.Value): E.Gen {
  const ctx = E.exprCtx(X, actor);
  E.setField(X, v0_player, "turn-count", "+=", 1);
  let v1_actions: R.Value = R.truthy(R.fieldValue(ctx, v0_player, "double-turn")) ? 2 : 1;
  E.setField(X, v0_player, "whole-turn", "=", false);
  let v2_spent: R.Value = 0;
  for (let v4_k = 0, v3_times = R.num(v1_actions, "'repeat'"); v4_k < v3_times; v4_k++) {
    if (R.truthy(R.binaryValues(ctx, "<", v2_spent, v1_actions))) {
      let v5_options: R.Value = R.asList(
        ctx,
        [R.nameValue(ctx, "move"), R.nameValue(ctx, "attack"), R.nameValue(ctx, "pass")],
        "a selection",
      ).filter((v6_a: R.Value) =>
        R.truthy(
          F["available"]!(
            ctx,
            v0_player,
            v6_a,
            R.binaryValues(ctx, "==", v1_actions, 1),
            R.truthy(R.binaryValues(ctx, "==", v1_actions, 2)) && R.truthy(R.binaryValues(ctx, "==", v2_spent, 0)),
          ),
        ),
      );
      if (
        R.truthy(
          R.truthy(R.callBuiltin(ctx, "empty", [v5_options])) && R.truthy(R.binaryValues(ctx, "==", v2_spent, 0)),
        )
      ) {
        E.endGame(false, R.callBuiltin(ctx, "other", [v0_player]), "Opponent cannot act");
      } else {
        if (R.truthy(R.callBuiltin(ctx, "empty", [v5_options]))) {
          v2_spent = E.combine("=", v2_spent, v1_actions);
        } else {
          const v7_act: R.Value = yield E.chooseRequest(X, "act", v5_options, v0_player, "action", actor);
          v2_spent = E.combine("+=", v2_spent, 1);
          E.setField(X, v0_player, "clock", "+=", 1);
          if (R.truthy(R.binaryValues(ctx, "==", v7_act, R.nameValue(ctx, "pass")))) {
            E.setField(X, v0_player, "passed", "=", true);
            E.setField(X, v0_player, "double-turn", "=", true);
          } else {
            E.setField(X, v0_player, "passed", "=", false);
            if (R.truthy(R.binaryValues(ctx, "==", v7_act, R.nameValue(ctx, "move")))) {
              yield* E.call(
                X,
                "move-unit",
                [
                  v0_player,
                  R.truthy(R.binaryValues(ctx, "==", v1_actions, 2)) &&
                    R.truthy(R.binaryValues(ctx, "==", v2_spent, 1)),
                ],
                actor,
              );
            } else {
              yield* E.call(X, "make-attack", [v0_player], actor);
            }
            if (R.truthy(R.fieldValue(ctx, v0_player, "whole-turn"))) {
              v2_spent = E.combine("=", v2_spent, v1_actions);
            }
          }
        }
      }
    }
  }
  if (R.truthy(R.binaryValues(ctx, "==", v1_actions, 2))) {
    E.setField(X, v0_player, "double-turn", "=", false);
  }
};

P["note-move"] = function* (X: E.RunContext, actor: string | undefined, v0_u: R.Value, v1_slot: R.Value): E.Gen {
  const ctx = E.exprCtx(X, actor);
  E.setField(
    X,
    v0_u,
    "move-run",
    "=",
    F["next-run"]!(ctx, R.fieldValue(ctx, v0_u, "move-last"), R.fieldValue(ctx, v0_u, "move-run"), v1_slot),
  );
  E.setField(X, v0_u, "move-last", "=", v1_slot);
};

P["whole-turn-move"] = function* (
  X: E.RunContext,
  actor: string | undefined,
  v0_player: R.Value,
  v1_unit: R.Value,
): E.Gen {
  const ctx = E.exprCtx(X, actor);
  E.setField(X, v0_player, "clock", "+=", 1);
  yield* E.call(X, "note-move", [v1_unit, R.fieldValue(ctx, v0_player, "clock")], actor);
};

P["move-unit"] = function* (X: E.RunContext, actor: string | undefined, v0_player: R.Value, v1_double: R.Value): E.Gen {
  const ctx = E.exprCtx(X, actor);
  let v2_slot: R.Value = R.fieldValue(ctx, v0_player, "clock");
  const v3_unit: R.Value = yield E.chooseRequest(
    X,
    "unit",
    F["movers"]!(ctx, v0_player, v2_slot, v1_double),
    v0_player,
    "unit-to-move",
    actor,
  );
  let v4_start: R.Value = R.callBuiltin(ctx, "location", [v3_unit]);
  const v5_where: R.Value = yield E.chooseRequest(
    X,
    "where",
    F["destinations"]!(ctx, v3_unit, v1_double),
    v0_player,
    "destination",
    actor,
  );
  E.movePieces(X, v3_unit, String(v5_where), actor);
  yield* E.call(X, "note-move", [v3_unit, v2_slot], actor);
  if (
    R.truthy(
      R.truthy(
        R.truthy(R.binaryValues(ctx, "!=", R.fieldValue(ctx, v3_unit, "kind"), R.nameValue(ctx, "cavalry"))) &&
          R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v5_where, "terrain"), R.nameValue(ctx, "forest"))),
      ) ||
        R.truthy(
          R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v3_unit, "kind"), R.nameValue(ctx, "infantry"))) &&
            R.truthy(
              R.binaryValues(
                ctx,
                "==",
                R.callBuiltin(ctx, "link-kind", [v4_start, v5_where]),
                R.nameValue(ctx, "corner"),
              ),
            ),
        ),
    )
  ) {
    E.setField(X, v0_player, "whole-turn", "=", true);
    yield* E.call(X, "whole-turn-move", [v0_player, v3_unit], actor);
  }
  if (
    R.truthy(
      R.binaryValues(ctx, "==", v5_where, R.fieldValue(ctx, R.callBuiltin(ctx, "other", [v0_player]), "reserve")),
    )
  ) {
    E.endGame(false, v0_player, "Reserve area taken");
  } else {
    if (
      R.truthy(
        R.truthy(
          R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v3_unit, "kind"), R.nameValue(ctx, "cavalry"))) &&
            R.truthy(R.callBuiltin(ctx, "adjacent", [v4_start, v5_where])),
        ) && R.truthy(R.binaryValues(ctx, "!=", R.fieldValue(ctx, v5_where, "terrain"), R.nameValue(ctx, "forest"))),
      )
    ) {
      let v6_partners: R.Value = R.asList(ctx, F["movers"]!(ctx, v0_player, v2_slot, false), "a selection").filter(
        (v7_c: R.Value) =>
          R.truthy(
            R.truthy(
              R.truthy(R.binaryValues(ctx, "!=", v7_c, v3_unit)) &&
                R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v7_c, "kind"), R.nameValue(ctx, "cavalry"))),
            ) && R.truthy(!R.truthy(R.callBuiltin(ctx, "empty", [F["cavalry-steps"]!(ctx, v7_c)]))),
          ),
      );
      if (R.truthy(!R.truthy(R.callBuiltin(ctx, "empty", [v6_partners])))) {
        const v8_again: R.Value = yield E.chooseRequest(X, "again", [true, false], v0_player, "second-cavalry", actor);
        if (R.truthy(v8_again)) {
          const v9_partner: R.Value = yield E.chooseRequest(
            X,
            "partner",
            v6_partners,
            v0_player,
            "unit-to-move",
            actor,
          );
          const v10_step: R.Value = yield E.chooseRequest(
            X,
            "step",
            F["cavalry-steps"]!(ctx, v9_partner),
            v0_player,
            "destination",
            actor,
          );
          E.movePieces(X, v9_partner, String(v10_step), actor);
          yield* E.call(X, "note-move", [v9_partner, v2_slot], actor);
          if (
            R.truthy(
              R.binaryValues(
                ctx,
                "==",
                v10_step,
                R.fieldValue(ctx, R.callBuiltin(ctx, "other", [v0_player]), "reserve"),
              ),
            )
          ) {
            E.endGame(false, v0_player, "Reserve area taken");
          }
        }
      }
    }
  }
};

P["note-attack"] = function* (X: E.RunContext, actor: string | undefined, v0_u: R.Value, v1_slot: R.Value): E.Gen {
  const ctx = E.exprCtx(X, actor);
  E.setField(
    X,
    v0_u,
    "attack-run",
    "=",
    F["next-run"]!(ctx, R.fieldValue(ctx, v0_u, "attack-last"), R.fieldValue(ctx, v0_u, "attack-run"), v1_slot),
  );
  E.setField(X, v0_u, "attack-last", "=", v1_slot);
};

P["make-attack"] = function* (X: E.RunContext, actor: string | undefined, v0_player: R.Value): E.Gen {
  const ctx = E.exprCtx(X, actor);
  let v1_slot: R.Value = R.fieldValue(ctx, v0_player, "clock");
  const v2_attacker: R.Value = yield E.chooseRequest(
    X,
    "attacker",
    F["attackers"]!(ctx, v0_player, v1_slot),
    v0_player,
    "attacker-choice",
    actor,
  );
  const v3_square: R.Value = yield E.chooseRequest(
    X,
    "square",
    F["targets"]!(ctx, v2_attacker),
    v0_player,
    "target-choice",
    actor,
  );
  yield* E.call(X, "note-attack", [v2_attacker, v1_slot], actor);
  let v4_helps: R.Value = F["helpers"]!(ctx, v2_attacker, v3_square);
  let v5_forced: R.Value =
    R.truthy(
      R.truthy(
        R.binaryValues(ctx, "!=", v3_square, R.fieldValue(ctx, R.callBuiltin(ctx, "other", [v0_player]), "reserve")),
      ) && R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v2_attacker, "kind"), R.nameValue(ctx, "cavalry"))),
    ) &&
    R.truthy(
      R.binaryValues(
        ctx,
        "==",
        R.fieldValue(ctx, R.callBuiltin(ctx, "first", [R.callBuiltin(ctx, "pieces", [v3_square])]), "kind"),
        R.nameValue(ctx, "infantry"),
      ),
    );
  let v6_supported: R.Value = v5_forced;
  if (R.truthy(R.truthy(!R.truthy(R.callBuiltin(ctx, "empty", [v4_helps]))) && R.truthy(!R.truthy(v5_forced)))) {
    const v7_yes: R.Value = yield E.chooseRequest(X, "yes", [true, false], v0_player, "support-wanted", actor);
    v6_supported = E.combine("=", v6_supported, v7_yes);
  }
  let v8_helper: R.Value = v2_attacker;
  if (R.truthy(v6_supported)) {
    const v9_chosen: R.Value = yield E.chooseRequest(X, "chosen", v4_helps, v0_player, "support-choice", actor);
    v8_helper = E.combine("=", v8_helper, v9_chosen);
  }
  if (
    R.truthy(
      R.binaryValues(ctx, "==", v3_square, R.fieldValue(ctx, R.callBuiltin(ctx, "other", [v0_player]), "reserve")),
    )
  ) {
    const v10_casualty: R.Value = yield E.chooseRequest(
      X,
      "casualty",
      R.callBuiltin(ctx, "pieces-of", [R.callBuiltin(ctx, "other", [v0_player]), v3_square]),
      R.callBuiltin(ctx, "other", [v0_player]),
      "reserve-loss",
      actor,
    );
    E.movePieces(
      X,
      v10_casualty,
      String(R.callBuiltin(ctx, "of", [R.nameValue(ctx, "eliminated"), R.callBuiltin(ctx, "other", [v0_player])])),
      actor,
    );
    if (R.truthy(v6_supported)) {
      yield* E.call(X, "offer-advance", [v0_player, v2_attacker, v3_square], actor);
    }
  } else {
    if (
      R.truthy(
        R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v3_square, "terrain"), R.nameValue(ctx, "forest"))) &&
          R.truthy(!R.truthy(v6_supported)),
      )
    ) {
      E.movePieces(
        X,
        v2_attacker,
        String(R.callBuiltin(ctx, "of", [R.nameValue(ctx, "eliminated"), v0_player])),
        actor,
      );
    } else {
      if (R.truthy(v6_supported)) {
        yield* E.call(X, "supported-attack", [v0_player, v2_attacker, v8_helper, v3_square], actor);
      } else {
        yield* E.call(X, "unsupported-attack", [v0_player, v2_attacker, v3_square], actor);
      }
    }
  }
};

P["unsupported-attack"] = function* (
  X: E.RunContext,
  actor: string | undefined,
  v0_player: R.Value,
  v1_attacker: R.Value,
  v2_square: R.Value,
): E.Gen {
  const ctx = E.exprCtx(X, actor);
  let v3_target: R.Value = R.callBuiltin(ctx, "first", [R.callBuiltin(ctx, "pieces", [v2_square])]);
  const v4_answer: R.Value = yield E.chooseRequest(
    X,
    "answer",
    F["defence-options"]!(ctx, v3_target, v1_attacker, false, false),
    R.callBuiltin(ctx, "other", [v0_player]),
    "defence",
    actor,
  );
  if (R.truthy(R.binaryValues(ctx, "==", v4_answer, R.nameValue(ctx, "retreat")))) {
    yield* E.call(X, "retreat-unit", [v3_target, true], actor);
  } else {
    E.movePieces(X, v1_attacker, String(R.callBuiltin(ctx, "of", [R.nameValue(ctx, "eliminated"), v0_player])), actor);
    if (
      R.truthy(
        R.truthy(R.binaryValues(ctx, "!=", R.fieldValue(ctx, v3_target, "kind"), R.nameValue(ctx, "artillery"))) ||
          R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v1_attacker, "kind"), R.nameValue(ctx, "artillery"))),
      )
    ) {
      E.movePieces(
        X,
        v3_target,
        String(R.callBuiltin(ctx, "of", [R.nameValue(ctx, "eliminated"), R.callBuiltin(ctx, "other", [v0_player])])),
        actor,
      );
    }
  }
};

P["offer-advance"] = function* (
  X: E.RunContext,
  actor: string | undefined,
  v0_player: R.Value,
  v1_attacker: R.Value,
  v2_square: R.Value,
): E.Gen {
  const ctx = E.exprCtx(X, actor);
  if (
    R.truthy(
      R.truthy(R.binaryValues(ctx, "!=", R.fieldValue(ctx, v1_attacker, "kind"), R.nameValue(ctx, "artillery"))) &&
        R.truthy(R.callBuiltin(ctx, "empty", [R.callBuiltin(ctx, "pieces", [v2_square])])),
    )
  ) {
    const v3_go: R.Value = yield E.chooseRequest(
      X,
      "go",
      [R.nameValue(ctx, "advance"), R.nameValue(ctx, "stay")],
      v0_player,
      "advance",
      actor,
    );
    if (R.truthy(R.binaryValues(ctx, "==", v3_go, R.nameValue(ctx, "advance")))) {
      E.movePieces(X, v1_attacker, String(v2_square), actor);
      if (
        R.truthy(
          R.binaryValues(ctx, "==", v2_square, R.fieldValue(ctx, R.callBuiltin(ctx, "other", [v0_player]), "reserve")),
        )
      ) {
        E.endGame(false, v0_player, "Reserve area taken");
      }
    }
  }
};

P["supported-attack"] = function* (
  X: E.RunContext,
  actor: string | undefined,
  v0_player: R.Value,
  v1_attacker: R.Value,
  v2_helper: R.Value,
  v3_square: R.Value,
): E.Gen {
  const ctx = E.exprCtx(X, actor);
  let v4_target: R.Value = R.callBuiltin(ctx, "first", [R.callBuiltin(ctx, "pieces", [v3_square])]);
  let v5_flank: R.Value = F["is-flank"]!(ctx, v1_attacker, v2_helper, v4_target);
  const v6_answer: R.Value = yield E.chooseRequest(
    X,
    "answer",
    F["defence-options"]!(ctx, v4_target, v1_attacker, true, v5_flank),
    R.callBuiltin(ctx, "other", [v0_player]),
    "defence",
    actor,
  );
  if (R.truthy(R.binaryValues(ctx, "==", v6_answer, R.nameValue(ctx, "retreat")))) {
    yield* E.call(X, "retreat-unit", [v4_target, true], actor);
    yield* E.call(X, "offer-advance", [v0_player, v1_attacker, v3_square], actor);
  } else {
    if (R.truthy(v5_flank)) {
      E.movePieces(
        X,
        v4_target,
        String(R.callBuiltin(ctx, "of", [R.nameValue(ctx, "eliminated"), R.callBuiltin(ctx, "other", [v0_player])])),
        actor,
      );
      yield* E.call(X, "offer-advance", [v0_player, v1_attacker, v3_square], actor);
    } else {
      const v7_option: R.Value = yield E.chooseRequest(
        X,
        "option",
        R.asList(ctx, [1, 2, 3, 4, 5], "a selection").filter((v8_o: R.Value) =>
          R.truthy(F["stand-allowed"]!(ctx, v8_o, v1_attacker, v2_helper)),
        ),
        v0_player,
        "after-stand",
        actor,
      );
      yield* E.call(X, "resolve-stand", [v0_player, v7_option, v1_attacker, v2_helper, v4_target, v3_square], actor);
    }
  }
};

P["resolve-stand"] = function* (
  X: E.RunContext,
  actor: string | undefined,
  v0_player: R.Value,
  v1_option: R.Value,
  v2_lead: R.Value,
  v3_helper: R.Value,
  v4_target: R.Value,
  v5_square: R.Value,
): E.Gen {
  const ctx = E.exprCtx(X, actor);
  let v6_kept: R.Value = true;
  if (
    R.truthy(
      R.binaryValues(
        ctx,
        "==",
        R.lookupTable(ctx, "stand-options", [v1_option, "support"]),
        R.nameValue(ctx, "retreats"),
      ),
    )
  ) {
    yield* E.call(X, "retreat-unit", [v3_helper, false], actor);
    if (
      R.truthy(
        R.truthy(
          R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v3_helper, "kind"), R.nameValue(ctx, "artillery"))) &&
            R.truthy(R.binaryValues(ctx, "==", v1_option, 1)),
        ) && R.truthy(F["can-retreat"]!(ctx, v4_target)),
      )
    ) {
      const v7_second: R.Value = yield E.chooseRequest(
        X,
        "second",
        [R.nameValue(ctx, "stand"), R.nameValue(ctx, "retreat")],
        R.callBuiltin(ctx, "other", [v0_player]),
        "defence",
        actor,
      );
      if (R.truthy(R.binaryValues(ctx, "==", v7_second, R.nameValue(ctx, "retreat")))) {
        yield* E.call(X, "retreat-unit", [v4_target, true], actor);
        v6_kept = E.combine("=", v6_kept, false);
        yield* E.call(X, "offer-advance", [v0_player, v2_lead, v5_square], actor);
      }
    }
  } else {
    if (
      R.truthy(
        R.binaryValues(
          ctx,
          "==",
          R.lookupTable(ctx, "stand-options", [v1_option, "support"]),
          R.nameValue(ctx, "eliminated"),
        ),
      )
    ) {
      E.movePieces(X, v3_helper, String(R.callBuiltin(ctx, "of", [R.nameValue(ctx, "eliminated"), v0_player])), actor);
    }
  }
  if (R.truthy(v6_kept)) {
    if (
      R.truthy(
        R.binaryValues(
          ctx,
          "==",
          R.lookupTable(ctx, "stand-options", [v1_option, "defender"]),
          R.nameValue(ctx, "eliminated"),
        ),
      )
    ) {
      E.movePieces(
        X,
        v4_target,
        String(R.callBuiltin(ctx, "of", [R.nameValue(ctx, "eliminated"), R.callBuiltin(ctx, "other", [v0_player])])),
        actor,
      );
    }
    if (
      R.truthy(
        R.binaryValues(
          ctx,
          "==",
          R.lookupTable(ctx, "stand-options", [v1_option, "attacker"]),
          R.nameValue(ctx, "retreats"),
        ),
      )
    ) {
      yield* E.call(X, "retreat-unit", [v2_lead, false], actor);
    } else {
      if (
        R.truthy(
          R.binaryValues(
            ctx,
            "==",
            R.lookupTable(ctx, "stand-options", [v1_option, "attacker"]),
            R.nameValue(ctx, "eliminated"),
          ),
        )
      ) {
        E.movePieces(X, v2_lead, String(R.callBuiltin(ctx, "of", [R.nameValue(ctx, "eliminated"), v0_player])), actor);
      } else {
        if (R.truthy(R.binaryValues(ctx, "==", v1_option, 2))) {
          yield* E.call(X, "offer-advance", [v0_player, v2_lead, v5_square], actor);
        }
      }
    }
  }
};

P["retreat-unit"] = function* (
  X: E.RunContext,
  actor: string | undefined,
  v0_unit: R.Value,
  v1_defending: R.Value,
): E.Gen {
  const ctx = E.exprCtx(X, actor);
  if (R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v0_unit, "kind"), R.nameValue(ctx, "cavalry")))) {
    const v2_back: R.Value = yield E.chooseRequest(
      X,
      "back",
      F["cavalry-backs"]!(ctx, v0_unit),
      R.callBuiltin(ctx, "owner", [v0_unit]),
      "retreat-square",
      actor,
    );
    if (
      R.truthy(
        R.truthy(
          R.binaryValues(ctx, "!=", v2_back, R.fieldValue(ctx, R.callBuiltin(ctx, "owner", [v0_unit]), "reserve")),
        ) && R.truthy(!R.truthy(R.callBuiltin(ctx, "empty", [R.callBuiltin(ctx, "pieces", [v2_back])]))),
      )
    ) {
      yield* E.call(
        X,
        "retreat-unit",
        [R.callBuiltin(ctx, "first", [R.callBuiltin(ctx, "pieces", [v2_back])]), false],
        actor,
      );
    }
    E.movePieces(X, v0_unit, String(v2_back), actor);
  } else {
    let v3_home: R.Value = R.truthy(
      F["clear-from"]!(ctx, R.callBuiltin(ctx, "location", [v0_unit]), R.callBuiltin(ctx, "owner", [v0_unit])),
    )
      ? [R.fieldValue(ctx, R.callBuiltin(ctx, "owner", [v0_unit]), "reserve")]
      : [];
    let v4_options: R.Value = R.truthy(v1_defending)
      ? R.binaryValues(ctx, "+", v3_home, F["forest-retreats"]!(ctx, v0_unit))
      : v3_home;
    const v5_back: R.Value = yield E.chooseRequest(
      X,
      "back",
      v4_options,
      R.callBuiltin(ctx, "owner", [v0_unit]),
      "retreat-square",
      actor,
    );
    E.movePieces(X, v0_unit, String(v5_back), actor);
    E.setField(
      X,
      v0_unit,
      "rest-turn",
      "=",
      R.binaryValues(ctx, "+", R.fieldValue(ctx, R.callBuiltin(ctx, "owner", [v0_unit]), "turn-count"), 1),
    );
  }
};

G = function* (X: E.RunContext): E.Gen {
  {
    const actor = X.state.active;
    const ctx = E.exprCtx(X, actor);
    E.movePieces(
      X,
      R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "blue-army")]),
      String(R.nameValue(ctx, "blue-reserve")),
      actor,
    );
    E.movePieces(
      X,
      R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "gray-army")]),
      String(R.nameValue(ctx, "gray-reserve")),
      actor,
    );
  }
  for (let turn = 1; turn <= 1; turn++) {
    X.state.turn = turn;
    let v0_guard = 0;
    do {
      if (++v0_guard > 10000) throw new R.EvaluationError("sequence 'battle' repeated 10000 times");
      // loop turns
      {
        for (
          let v3_guard = 0;
          (() => {
            const actor = X.state.active;
            const ctx = E.exprCtx(X, actor);
            return false;
          })() !== true;
        ) {
          if (++v3_guard > 100000) throw new R.EvaluationError("loop 'turns' ran 100000 times");
          E.enter(X, 0, "Alternate turns");
          // step player-turn
          {
            for (const v2_side of E.sidesFor(X, true, undefined)) {
              if (v2_side !== undefined) X.state.active = v2_side;
              E.enter(X, 1, "A turn");
              {
                const actor = X.state.active;
                const ctx = E.exprCtx(X, actor);
                yield* E.call(X, "take-turn", [R.nameValue(ctx, "active")], actor);
              }
            }
          }
          E.checkSuddenDeath(X);
        }
      }
      E.checkSuddenDeath(X);
    } while (false);
  }
  X.state.outcome = yield* E.finalOutcome(X);
};

/** The compiled game, used in place of interpreting the model. */
export const compiled: R.Compiled = { functions: F, invariants: I, procedures: P, game: G };

export interface SquaresOptions extends Omit<EngineOptions, "scenario" | "variants"> {
  scenario?: ScenarioId;
  variants?: VariantId[];
}

/** A new game of SQUARES: The Civil War Battle Game; the same options and seed always give the same game. */
export function createEngine(options: SquaresOptions): KernelEngine {
  return new KernelEngine(model, options, compiled);
}

export type Action = KernelAction;
