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
  | "support-choice"
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

P["take-turn"] = function* (X: E.RunContext, actor: string | undefined, v0_player: R.Value): E.Gen {
  const ctx = E.exprCtx(X, actor);
  let v1_actions: R.Value = R.truthy(R.fieldValue(ctx, v0_player, "double-turn")) ? 2 : 1;
  for (let v3_k = 0, v2_times = R.num(v1_actions, "'repeat'"); v3_k < v2_times; v3_k++) {
    const v4_act: R.Value = yield E.chooseRequest(
      X,
      "act",
      [R.nameValue(ctx, "move"), R.nameValue(ctx, "attack"), R.nameValue(ctx, "pass")],
      v0_player,
      "action",
      actor,
    );
    if (R.truthy(R.binaryValues(ctx, "==", v4_act, R.nameValue(ctx, "pass")))) {
      E.setField(X, v0_player, "passed", "=", true);
      E.setField(X, v0_player, "double-turn", "=", true);
    } else {
      E.setField(X, v0_player, "passed", "=", false);
      if (R.truthy(R.binaryValues(ctx, "==", v4_act, R.nameValue(ctx, "move")))) {
        yield* E.call(X, "move-unit", [v0_player], actor);
      } else {
        yield* E.call(X, "make-attack", [v0_player], actor);
      }
    }
  }
  if (R.truthy(R.binaryValues(ctx, "==", v1_actions, 2))) {
    E.setField(X, v0_player, "double-turn", "=", false);
  }
};

P["move-unit"] = function* (X: E.RunContext, actor: string | undefined, v0_player: R.Value): E.Gen {
  const ctx = E.exprCtx(X, actor);
  const v1_unit: R.Value = yield E.chooseRequest(
    X,
    "unit",
    R.asList(ctx, R.callBuiltin(ctx, "pieces-of", [v0_player, R.nameValue(ctx, "board")]), "a selection").filter(
      (v2_u: R.Value) =>
        R.truthy(
          R.truthy(!R.truthy(R.fieldValue(ctx, v2_u, "retreated"))) &&
            R.truthy(R.binaryValues(ctx, "<", R.fieldValue(ctx, v2_u, "moved-turns"), 2)),
        ),
    ),
    v0_player,
    "unit-to-move",
    actor,
  );
  const v3_where: R.Value = yield E.chooseRequest(
    X,
    "where",
    R.callBuiltin(ctx, "reachable", [
      R.callBuiltin(ctx, "location", [v1_unit]),
      R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v1_unit, "kind"), R.nameValue(ctx, "cavalry"))) ? 2 : 1,
      v0_player,
    ]),
    v0_player,
    "destination",
    actor,
  );
  E.movePieces(X, v1_unit, String(v3_where), actor);
  E.setField(X, v1_unit, "moved-turns", "+=", 1);
  if (
    R.truthy(
      R.binaryValues(ctx, "==", v3_where, R.fieldValue(ctx, R.callBuiltin(ctx, "other", [v0_player]), "reserve")),
    )
  ) {
    E.endGame(false, v0_player, "Reserve area taken");
  }
};

P["make-attack"] = function* (X: E.RunContext, actor: string | undefined, v0_player: R.Value): E.Gen {
  const ctx = E.exprCtx(X, actor);
  const v1_attacker: R.Value = yield E.chooseRequest(
    X,
    "attacker",
    F["ready-to-attack"]!(ctx, v0_player),
    v0_player,
    "attacker-choice",
    actor,
  );
  const v2_square: R.Value = yield E.chooseRequest(
    X,
    "square",
    R.asList(
      ctx,
      R.callBuiltin(ctx, "neighbours", [R.callBuiltin(ctx, "location", [v1_attacker])]),
      "a selection",
    ).filter((v3_n: R.Value) =>
      R.truthy(
        !R.truthy(
          R.callBuiltin(ctx, "empty", [
            R.callBuiltin(ctx, "pieces-of", [R.callBuiltin(ctx, "other", [v0_player]), v3_n]),
          ]),
        ),
      ),
    ),
    v0_player,
    "target-choice",
    actor,
  );
  let v4_helpers: R.Value = R.asList(
    ctx,
    R.callBuiltin(ctx, "pieces-of", [v0_player, R.nameValue(ctx, "board")]),
    "a selection",
  ).filter((v5_u: R.Value) =>
    R.truthy(
      R.truthy(
        R.truthy(
          R.truthy(R.binaryValues(ctx, "!=", v5_u, v1_attacker)) &&
            R.truthy(R.callBuiltin(ctx, "adjacent", [R.callBuiltin(ctx, "location", [v5_u]), v2_square])),
        ) &&
          R.truthy(
            R.binaryValues(ctx, "!=", R.callBuiltin(ctx, "location", [v5_u]), R.fieldValue(ctx, v0_player, "reserve")),
          ),
      ) && R.truthy(!R.truthy(R.fieldValue(ctx, v5_u, "retreated"))),
    ),
  );
  let v6_supported: R.Value = false;
  if (R.truthy(!R.truthy(R.callBuiltin(ctx, "empty", [v4_helpers])))) {
    const v7_yes: R.Value = yield E.chooseRequest(X, "yes", [true, false], v0_player, "support-choice", actor);
    v6_supported = E.combine("=", v6_supported, v7_yes);
  }
  E.setField(X, v1_attacker, "attacked-turns", "+=", 1);
  if (
    R.truthy(
      R.binaryValues(ctx, "==", v2_square, R.fieldValue(ctx, R.callBuiltin(ctx, "other", [v0_player]), "reserve")),
    )
  ) {
    const v8_casualty: R.Value = yield E.chooseRequest(
      X,
      "casualty",
      R.callBuiltin(ctx, "pieces", [v2_square]),
      R.callBuiltin(ctx, "other", [v0_player]),
      "reserve-loss",
      actor,
    );
    E.movePieces(
      X,
      v8_casualty,
      String(R.callBuiltin(ctx, "of", [R.nameValue(ctx, "eliminated"), R.callBuiltin(ctx, "other", [v0_player])])),
      actor,
    );
  } else {
    if (
      R.truthy(
        R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v2_square, "terrain"), R.nameValue(ctx, "forest"))) &&
          R.truthy(!R.truthy(v6_supported)),
      )
    ) {
      E.movePieces(
        X,
        v1_attacker,
        String(R.callBuiltin(ctx, "of", [R.nameValue(ctx, "eliminated"), v0_player])),
        actor,
      );
    } else {
      let v9_defender: R.Value = R.callBuiltin(ctx, "first", [R.callBuiltin(ctx, "pieces", [v2_square])]);
      const v10_answer: R.Value = yield E.chooseRequest(
        X,
        "answer",
        [R.nameValue(ctx, "stand"), R.nameValue(ctx, "retreat")],
        R.callBuiltin(ctx, "other", [v0_player]),
        "defence",
        actor,
      );
      if (
        R.truthy(R.truthy(R.binaryValues(ctx, "==", v10_answer, R.nameValue(ctx, "stand"))) && R.truthy(v6_supported))
      ) {
        const v11_option: R.Value = yield E.chooseRequest(
          X,
          "option",
          [1, 2, 3, 4, 5],
          v0_player,
          "after-stand",
          actor,
        );
        yield* E.call(X, "resolve-stand", [v0_player, v11_option], actor);
      } else {
        if (R.truthy(R.binaryValues(ctx, "==", v10_answer, R.nameValue(ctx, "stand")))) {
          E.movePieces(
            X,
            v1_attacker,
            String(R.callBuiltin(ctx, "of", [R.nameValue(ctx, "eliminated"), v0_player])),
            actor,
          );
          E.movePieces(
            X,
            v9_defender,
            String(
              R.callBuiltin(ctx, "of", [R.nameValue(ctx, "eliminated"), R.callBuiltin(ctx, "other", [v0_player])]),
            ),
            actor,
          );
        } else {
          yield* E.call(X, "retreat-unit", [v9_defender], actor);
        }
      }
    }
  }
};

P["resolve-stand"] = function* (
  X: E.RunContext,
  actor: string | undefined,
  v0_player: R.Value,
  v1_option: R.Value,
): E.Gen {
  const ctx = E.exprCtx(X, actor);
  let v2_row: R.Value = R.lookupTable(ctx, "stand-options", [v1_option]);
  E.command(X, "log", ["the attacker carries out the chosen option"], actor);
};

P["retreat-unit"] = function* (X: E.RunContext, actor: string | undefined, v0_unit: R.Value): E.Gen {
  const ctx = E.exprCtx(X, actor);
  if (R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v0_unit, "kind"), R.nameValue(ctx, "cavalry")))) {
    const v1_back: R.Value = yield E.chooseRequest(
      X,
      "back",
      R.asList(
        ctx,
        R.callBuiltin(ctx, "neighbours", [R.callBuiltin(ctx, "location", [v0_unit])]),
        "a selection",
      ).filter((v2_n: R.Value) =>
        R.truthy(
          R.binaryValues(
            ctx,
            "<",
            R.callBuiltin(ctx, "distance", [
              v2_n,
              R.fieldValue(ctx, R.callBuiltin(ctx, "owner", [v0_unit]), "reserve"),
            ]),
            R.callBuiltin(ctx, "distance", [
              R.callBuiltin(ctx, "location", [v0_unit]),
              R.fieldValue(ctx, R.callBuiltin(ctx, "owner", [v0_unit]), "reserve"),
            ]),
          ),
        ),
      ),
      R.callBuiltin(ctx, "owner", [v0_unit]),
      undefined,
      actor,
    );
    let v3_displaced: R.Value = R.callBuiltin(ctx, "pieces", [v1_back]);
    E.movePieces(X, v0_unit, String(v1_back), actor);
    for (const v4_friend of E.items(X, v3_displaced, actor)) {
      yield* E.call(X, "retreat-unit", [v4_friend], actor);
    }
  } else {
    if (R.truthy(F["has-clear-path"]!(ctx, v0_unit))) {
      E.movePieces(X, v0_unit, String(R.fieldValue(ctx, R.callBuiltin(ctx, "owner", [v0_unit]), "reserve")), actor);
    }
  }
  E.setField(X, v0_unit, "retreated", "=", true);
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
          // step player-turn
          {
            for (const v2_side of E.sidesFor(X, true, undefined)) {
              if (v2_side !== undefined) X.state.active = v2_side;
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
