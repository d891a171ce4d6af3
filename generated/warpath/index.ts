// Do not edit: generated from specs/warpath by `npm run build`.
// The engine runs this game's checked model with the Rulewright runtime; its
// functions, invariants, procedures and sequence of play are compiled to
// TypeScript below.
import { KernelEngine, type KernelAction } from "../../runtime/kernel/engine.js";
import * as R from "../../runtime/kernel/evaluate.js";
import * as E from "../../runtime/kernel/exec.js";
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
const P: NonNullable<R.Compiled["procedures"]> = {};
let G: NonNullable<R.Compiled["game"]>;

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

P["campaign-impulse"] = function* (X: E.RunContext, actor: string | undefined, v0_player: R.Value): E.Gen {
  const ctx = E.exprCtx(X, actor);
  if (R.truthy(R.binaryValues(ctx, ">", R.fieldValue(ctx, v0_player, "draws-lost"), 0))) {
    E.setField(X, v0_player, "draws-lost", "-=", 1);
  } else {
    E.command(X, "draw", [R.nameValue(ctx, "marker-pool"), R.nameValue(ctx, "drawn-markers")], actor);
    let v1_marker: R.Value = R.callBuiltin(ctx, "last", [
      R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "drawn-markers")]),
    ]);
    let v2_entry: R.Value = R.truthy(
      R.binaryValues(ctx, "==", R.fieldValue(ctx, v1_marker, "split"), R.nameValue(ctx, "by-season")),
    )
      ? R.truthy(
          R.binaryValues(
            ctx,
            "==",
            R.lookupTable(ctx, "seasons", [R.nameValue(ctx, "turn"), "season"]),
            R.nameValue(ctx, "winter"),
          ),
        )
        ? R.fieldValue(ctx, v1_marker, "first")
        : R.fieldValue(ctx, v1_marker, "second")
      : R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v1_marker, "split"), R.nameValue(ctx, "by-side")))
        ? R.truthy(R.binaryValues(ctx, "==", v0_player, R.nameValue(ctx, "union")))
          ? R.fieldValue(ctx, v1_marker, "first")
          : R.fieldValue(ctx, v1_marker, "second")
        : R.fieldValue(ctx, v1_marker, "first");
    if (R.truthy(R.binaryValues(ctx, "==", v2_entry, R.nameValue(ctx, "end")))) {
      if (
        R.truthy(
          R.binaryValues(
            ctx,
            "==",
            R.callBuiltin(ctx, "value", [R.nameValue(ctx, "turn-half")]),
            R.nameValue(ctx, "face"),
          ),
        )
      ) {
        E.setTrack(X, "turn-half", "=", R.nameValue(ctx, "half-over"));
      } else {
        E.command(X, "log", ["the second End marker ends the campaign phase"], actor);
      }
    } else {
      if (
        R.truthy(
          R.truthy(
            R.truthy(
              R.truthy(R.binaryValues(ctx, "==", v2_entry, R.nameValue(ctx, "action-1"))) ||
                R.truthy(R.binaryValues(ctx, "==", v2_entry, R.nameValue(ctx, "action-2"))),
            ) || R.truthy(R.binaryValues(ctx, "==", v2_entry, R.nameValue(ctx, "action-3"))),
          ) || R.truthy(R.binaryValues(ctx, "==", v2_entry, R.nameValue(ctx, "action-4"))),
        )
      ) {
        for (
          let v4_k = 0, v3_times = R.num(R.lookupTable(ctx, "action-count", [v2_entry, "actions"]), "'repeat'");
          v4_k < v3_times;
          v4_k++
        ) {
          const v5_use: R.Value = yield E.chooseRequest(
            X,
            "use",
            [
              R.nameValue(ctx, "recruit"),
              R.nameValue(ctx, "move"),
              R.nameValue(ctx, "build"),
              R.nameValue(ctx, "wagon"),
              R.nameValue(ctx, "devastate"),
            ],
            v0_player,
            "action-use",
            actor,
          );
          E.command(X, "log", ["the action is carried out"], actor);
        }
      } else {
        if (R.truthy(R.binaryValues(ctx, "==", v2_entry, R.nameValue(ctx, "indian-recruiting")))) {
          for (
            let v7_k = 0,
              v6_times = R.num(
                R.binaryValues(ctx, "/", R.binaryValues(ctx, "+", R.callBuiltin(ctx, "roll", ["d6"]), 1), 2),
                "'repeat'",
              );
            v7_k < v6_times;
            v7_k++
          ) {
            E.command(X, "log", ["one available Indian unit may be recruited"], actor);
          }
        } else {
          E.command(X, "log", ["the event on the marker is carried out"], actor);
        }
      }
    }
  }
};

P["release-units"] = function* (X: E.RunContext, actor: string | undefined, v0_year: R.Value): E.Gen {
  const ctx = E.exprCtx(X, actor);
  E.movePieces(
    X,
    R.asList(ctx, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "union-pending")]), "a selection").filter(
      (v1_u: R.Value) => R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v1_u, "entry"), v0_year)),
    ),
    String(R.nameValue(ctx, "union-recruits")),
    actor,
  );
  E.movePieces(
    X,
    R.asList(ctx, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "confederate-pending")]), "a selection").filter(
      (v2_u: R.Value) => R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v2_u, "entry"), v0_year)),
    ),
    String(R.nameValue(ctx, "confederate-recruits")),
    actor,
  );
};

P["fire-unit"] = function* (
  X: E.RunContext,
  actor: string | undefined,
  v0_shooter: R.Value,
  v1_place: R.Value,
  v2_supplied: R.Value,
): E.Gen {
  const ctx = E.exprCtx(X, actor);
  for (
    let v4_k = 0,
      v3_times = R.num(
        R.binaryValues(ctx, "+", R.fieldValue(ctx, v0_shooter, "strength"), R.truthy(v2_supplied) ? 1 : 0),
        "'repeat'",
      );
    v4_k < v3_times;
    v4_k++
  ) {
    let v5_r: R.Value = R.binaryValues(
      ctx,
      "+",
      R.callBuiltin(ctx, "roll", ["d6"]),
      R.truthy(
        R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v0_shooter, "class"), "artillery")) &&
          R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v1_place, "terrain"), R.nameValue(ctx, "prairie"))),
      )
        ? 1
        : 0,
    );
    let v6_result: R.Value = R.lookupTable(ctx, "battle-results", [
      R.callBuiltin(ctx, "min", [v5_r, 7]),
      R.fieldValue(ctx, v1_place, "terrain"),
    ]);
    if (R.truthy(R.binaryValues(ctx, "==", v6_result, "E"))) {
      const v7_lost: R.Value = yield E.chooseRequest(
        X,
        "lost",
        R.asList(
          ctx,
          R.callBuiltin(ctx, "pieces-of", [
            R.callBuiltin(ctx, "other", [R.callBuiltin(ctx, "owner", [v0_shooter])]),
            v1_place,
          ]),
          "a selection",
        ).filter((v8_u: R.Value) => R.truthy(!R.truthy(R.fieldValue(ctx, v8_u, "leader")))),
        R.callBuiltin(ctx, "other", [R.callBuiltin(ctx, "owner", [v0_shooter])]),
        "loss-choice",
        actor,
      );
      E.movePieces(X, v7_lost, String(F["recruit-box-of"]!(ctx, R.callBuiltin(ctx, "owner", [v7_lost]))), actor);
    } else {
      if (R.truthy(R.binaryValues(ctx, "==", v6_result, "P"))) {
        const v9_shaken: R.Value = yield E.chooseRequest(
          X,
          "shaken",
          R.asList(
            ctx,
            R.callBuiltin(ctx, "pieces-of", [
              R.callBuiltin(ctx, "other", [R.callBuiltin(ctx, "owner", [v0_shooter])]),
              v1_place,
            ]),
            "a selection",
          ).filter((v10_u: R.Value) =>
            R.truthy(
              R.truthy(!R.truthy(R.fieldValue(ctx, v10_u, "leader"))) &&
                R.truthy(!R.truthy(R.fieldValue(ctx, v10_u, "panicked"))),
            ),
          ),
          R.callBuiltin(ctx, "other", [R.callBuiltin(ctx, "owner", [v0_shooter])]),
          "loss-choice",
          actor,
        );
        E.command(X, "flip", [v9_shaken], actor);
        E.setField(X, v9_shaken, "panicked", "=", true);
      }
    }
  }
};

P["leader-survival"] = function* (X: E.RunContext, actor: string | undefined, v0_leader: R.Value): E.Gen {
  const ctx = E.exprCtx(X, actor);
  if (
    R.truthy(
      R.binaryValues(
        ctx,
        "==",
        R.lookupTable(ctx, "leader-loss", [R.callBuiltin(ctx, "roll", ["d6"]), "result"]),
        R.nameValue(ctx, "eliminated"),
      ),
    )
  ) {
    E.movePieces(X, v0_leader, String(F["recruit-box-of"]!(ctx, R.callBuiltin(ctx, "owner", [v0_leader]))), actor);
  }
};

G = function* (X: E.RunContext): E.Gen {
  {
    const actor = X.state.active;
    const ctx = E.exprCtx(X, actor);
    E.movePieces(
      X,
      R.asList(ctx, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "union-pending")]), "a selection").filter(
        (v0_u: R.Value) => R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v0_u, "entry"), 1861)),
      ),
      String(R.nameValue(ctx, "union-recruits")),
      actor,
    );
    E.movePieces(
      X,
      R.asList(ctx, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "confederate-pending")]), "a selection").filter(
        (v1_u: R.Value) => R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v1_u, "entry"), 1861)),
      ),
      String(R.nameValue(ctx, "confederate-recruits")),
      actor,
    );
    E.movePieces(
      X,
      R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "kiowa-raiders")]),
      String(R.nameValue(ctx, "kiowa-base")),
      actor,
    );
    E.movePieces(
      X,
      R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "comanche-raiders")]),
      String(R.nameValue(ctx, "comanche-base")),
      actor,
    );
    E.command(X, "shuffle", [R.nameValue(ctx, "marker-pool")], actor);
  }
  for (let turn = 1; turn <= 8; turn++) {
    X.state.turn = turn;
    let v2_guard = 0;
    do {
      if (++v2_guard > 10000) throw new R.EvaluationError("sequence 'game-turn' repeated 10000 times");
      // phase first-player
      {
        E.enter(X, 0, "1. First player determination");
        {
          const actor = X.state.active;
          const ctx = E.exprCtx(X, actor);
          let v3_union_roll: R.Value = R.binaryValues(
            ctx,
            "+",
            R.callBuiltin(ctx, "roll", ["d6"]),
            R.truthy(
              R.truthy(
                R.binaryValues(
                  ctx,
                  ">=",
                  R.callBuiltin(ctx, "count", [F["capitals-held"]!(ctx, R.nameValue(ctx, "union"))]),
                  3,
                ),
              ) &&
                R.truthy(
                  R.binaryValues(
                    ctx,
                    "<=",
                    R.callBuiltin(ctx, "count", [F["capitals-held"]!(ctx, R.nameValue(ctx, "union"))]),
                    4,
                  ),
                ),
            )
              ? 1
              : 0,
          );
          let v4_confederate_roll: R.Value = R.callBuiltin(ctx, "roll", ["d6"]);
          E.command(X, "log", ["the higher roll goes first; ties are rolled again"], actor);
        }
      }
      E.checkSuddenDeath(X);
      // phase campaign
      {
        E.enter(X, 0, "2. Campaign");
        // loop impulses
        {
          for (
            let v8_guard = 0;
            (() => {
              const actor = X.state.active;
              const ctx = E.exprCtx(X, actor);
              return (
                R.truthy(
                  R.binaryValues(
                    ctx,
                    "==",
                    R.callBuiltin(ctx, "value", [R.nameValue(ctx, "turn-half")]),
                    R.nameValue(ctx, "half-over"),
                  ),
                ) && R.truthy(R.callBuiltin(ctx, "empty", [R.nameValue(ctx, "drawn-markers")]))
              );
            })() !== true;
          ) {
            if (++v8_guard > 100000) throw new R.EvaluationError("loop 'impulses' ran 100000 times");
            E.enter(X, 1, "Campaign impulses");
            // step impulse
            {
              for (const v7_side of E.sidesFor(X, true, undefined)) {
                if (v7_side !== undefined) X.state.active = v7_side;
                E.enter(X, 2, "Draw a marker and act");
                {
                  const actor = X.state.active;
                  const ctx = E.exprCtx(X, actor);
                  yield* E.call(X, "campaign-impulse", [R.nameValue(ctx, "active")], actor);
                }
              }
            }
            E.checkSuddenDeath(X);
          }
        }
        E.checkSuddenDeath(X);
      }
      E.checkSuddenDeath(X);
      // phase administrative
      {
        if (
          (() => {
            const actor = X.state.active;
            const ctx = E.exprCtx(X, actor);
            return R.binaryValues(ctx, "==", R.nameValue(ctx, "turn"), 8);
          })() !== true
        ) {
          E.enter(X, 0, "3. Administrative");
          {
            const actor = X.state.active;
            const ctx = E.exprCtx(X, actor);
            E.movePieces(
              X,
              R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "drawn-markers")]),
              String(R.nameValue(ctx, "marker-pool")),
              actor,
            );
            if (
              R.truthy(
                R.binaryValues(
                  ctx,
                  "==",
                  R.lookupTable(ctx, "seasons", [R.nameValue(ctx, "turn"), "season"]),
                  R.nameValue(ctx, "summer"),
                ),
              )
            ) {
              for (const v10_marker of E.items(
                X,
                R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "placed-devastation")]),
                actor,
              )) {
                if (
                  R.truthy(
                    R.binaryValues(
                      ctx,
                      "==",
                      R.lookupTable(ctx, "devastation-recovery", [R.callBuiltin(ctx, "roll", ["d6"]), "result"]),
                      R.nameValue(ctx, "recovered"),
                    ),
                  )
                ) {
                  E.movePieces(X, v10_marker, String(R.nameValue(ctx, "marker-pool")), actor);
                }
              }
            }
            E.movePieces(
              X,
              R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "kiowa-raiders")]),
              String(R.nameValue(ctx, "kiowa-base")),
              actor,
            );
            E.movePieces(
              X,
              R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "comanche-raiders")]),
              String(R.nameValue(ctx, "comanche-base")),
              actor,
            );
            E.setTrack(X, "turn-half", "=", R.nameValue(ctx, "face"));
            E.setTrack(X, "turn-track", "+=", 1);
            if (R.truthy(R.binaryValues(ctx, "==", R.nameValue(ctx, "turn"), 2))) {
              E.movePieces(
                X,
                R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "quantrill-marker")]),
                String(R.nameValue(ctx, "marker-pool")),
                actor,
              );
            }
          }
        }
      }
      E.checkSuddenDeath(X);
    } while (false);
  }
  X.state.outcome = yield* E.finalOutcome(X);
};

/** The compiled game, used in place of interpreting the model. */
export const compiled: R.Compiled = { functions: F, invariants: I, procedures: P, game: G };

export interface WarpathOptions extends Omit<EngineOptions, "scenario" | "variants"> {
  scenario?: ScenarioId;
  variants?: VariantId[];
}

/** A new game of Warpath: Indian Territory in the American Civil War; the same options and seed always give the same game. */
export function createEngine(options: WarpathOptions): KernelEngine {
  return new KernelEngine(model, options, compiled);
}

export type Action = KernelAction;
