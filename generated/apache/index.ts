// Do not edit: generated from specs/apache by `npm run build`.
// The engine runs this game's checked model with the Rulewright runtime; its
// functions, invariants, procedures and sequence of play are compiled to
// TypeScript below.
import { KernelEngine, type KernelAction } from "../../runtime/kernel/engine.js";
import * as R from "../../runtime/kernel/evaluate.js";
import * as E from "../../runtime/kernel/exec.js";
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

const F: R.Compiled["functions"] = {};
const I: R.Compiled["invariants"] = {};
const P: NonNullable<R.Compiled["procedures"]> = {};
let G: NonNullable<R.Compiled["game"]>;

F["indians-of"] = (caller: R.EvalContext, v0_hue: R.Value, v1_grade: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.asList(ctx, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "face-up")]), "a selection").filter(
    (v2_c: R.Value) =>
      R.truthy(
        R.truthy(
          R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v2_c, "kind"), R.nameValue(ctx, "indian"))) &&
            R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v2_c, "colour"), v0_hue)),
        ) && R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v2_c, "rank"), v1_grade)),
      ),
  );
};

F["booty-face-up"] = (caller: R.EvalContext, v0_kind: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.asList(ctx, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "face-up")]), "a selection").filter(
    (v1_c: R.Value) =>
      R.truthy(
        R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v1_c, "kind"), R.nameValue(ctx, "booty"))) &&
          R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v1_c, "loot"), v0_kind)),
      ),
  );
};

F["captives-for"] = (caller: R.EvalContext, v0_card: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return R.asList(ctx, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "face-up")]), "a selection").filter(
    (v1_c: R.Value) =>
      R.truthy(
        R.truthy(
          R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v1_c, "kind"), R.nameValue(ctx, "indian"))) &&
            R.truthy(R.lookupTable(ctx, "booty-of", [R.fieldValue(ctx, v1_c, "rank"), "male"])),
        ) &&
          R.truthy(R.binaryValues(ctx, "!=", R.fieldValue(ctx, v1_c, "colour"), R.fieldValue(ctx, v0_card, "colour"))),
      ),
  );
};

F["could-claim"] = (caller: R.EvalContext, v0_card: R.Value): R.Value => {
  const ctx = R.fresh(caller);
  return (
    R.truthy(
      !R.truthy(
        R.callBuiltin(ctx, "empty", [
          F["indians-of"]!(ctx, R.fieldValue(ctx, v0_card, "colour"), R.fieldValue(ctx, v0_card, "rank")),
        ]),
      ),
    ) &&
    R.truthy(
      R.truthy(
        R.truthy(!R.truthy(R.callBuiltin(ctx, "empty", [F["booty-face-up"]!(ctx, R.nameValue(ctx, "teepee"))]))) ||
          R.truthy(
            R.truthy(R.binaryValues(ctx, "!=", R.fieldValue(ctx, v0_card, "rank"), R.nameValue(ctx, "chief"))) &&
              R.truthy(
                !R.truthy(
                  R.callBuiltin(ctx, "empty", [
                    F["booty-face-up"]!(
                      ctx,
                      R.lookupTable(ctx, "booty-of", [R.fieldValue(ctx, v0_card, "rank"), "takes"]),
                    ),
                  ]),
                ),
              ),
          ),
      ) ||
        R.truthy(
          R.truthy(
            R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v0_card, "rank"), R.nameValue(ctx, "chief"))) &&
              R.truthy(
                !R.truthy(R.callBuiltin(ctx, "empty", [F["booty-face-up"]!(ctx, R.nameValue(ctx, "totem-pole"))])),
              ),
          ) && R.truthy(!R.truthy(R.callBuiltin(ctx, "empty", [F["captives-for"]!(ctx, v0_card)]))),
        ),
    )
  );
};

I["prairie-conserved"] = (caller: R.EvalContext): R.Value => {
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
        R.binaryValues(
          ctx,
          "+",
          R.callBuiltin(ctx, "count", [R.nameValue(ctx, "prairie")]),
          R.callBuiltin(ctx, "count", [
            R.asList(ctx, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "face-up")]), "a selection").filter(
              (v0_c: R.Value) =>
                R.truthy(R.binaryValues(ctx, "!=", R.fieldValue(ctx, v0_c, "kind"), R.nameValue(ctx, "hand-card"))),
            ),
          ]),
        ),
        R.callBuiltin(ctx, "sum", [
          R.asList(ctx, R.callBuiltin(ctx, "sides", []), "a selection").map((v1_s: R.Value): R.Value =>
            R.callBuiltin(ctx, "count", [R.callBuiltin(ctx, "of", [R.nameValue(ctx, "victory-pile"), v1_s])]),
          ),
        ]),
      ),
      R.callBuiltin(ctx, "count", [R.nameValue(ctx, "removed")]),
    ),
    114,
  );
};

P["resolve-claim"] = function* (
  X: E.RunContext,
  actor: string | undefined,
  v0_player: R.Value,
  v1_card: R.Value,
  v2_valid: R.Value,
): E.Gen {
  const ctx = E.exprCtx(X, actor);
  if (R.truthy(!R.truthy(v2_valid))) {
    yield* E.call(X, "punish", [v0_player], actor);
  } else {
    if (R.truthy(F["could-claim"]!(ctx, v1_card))) {
      yield* E.call(X, "claim", [v0_player, v1_card], actor);
    }
  }
  E.movePieces(X, v1_card, String(R.callBuiltin(ctx, "of", [R.nameValue(ctx, "tribe"), v0_player])), actor);
};

P["claim"] = function* (X: E.RunContext, actor: string | undefined, v0_player: R.Value, v1_card: R.Value): E.Gen {
  const ctx = E.exprCtx(X, actor);
  let v2_brave: R.Value = R.callBuiltin(ctx, "first", [
    F["indians-of"]!(ctx, R.fieldValue(ctx, v1_card, "colour"), R.fieldValue(ctx, v1_card, "rank")),
  ]);
  let v3_usual: R.Value = R.lookupTable(ctx, "booty-of", [R.fieldValue(ctx, v1_card, "rank"), "takes"]);
  let v4_usual_ok: R.Value =
    R.truthy(!R.truthy(R.callBuiltin(ctx, "empty", [F["booty-face-up"]!(ctx, v3_usual)]))) &&
    R.truthy(
      R.truthy(R.binaryValues(ctx, "!=", R.fieldValue(ctx, v1_card, "rank"), R.nameValue(ctx, "chief"))) ||
        R.truthy(!R.truthy(R.callBuiltin(ctx, "empty", [F["captives-for"]!(ctx, v1_card)]))),
    );
  let v5_kind: R.Value = v3_usual;
  if (
    R.truthy(
      R.truthy(v4_usual_ok) &&
        R.truthy(!R.truthy(R.callBuiltin(ctx, "empty", [F["booty-face-up"]!(ctx, R.nameValue(ctx, "teepee"))]))),
    )
  ) {
    const v6_pick: R.Value = yield E.chooseRequest(
      X,
      "pick",
      [v3_usual, R.nameValue(ctx, "teepee")],
      v0_player,
      "booty-choice",
      actor,
    );
    v5_kind = E.combine("=", v5_kind, v6_pick);
  } else {
    if (R.truthy(!R.truthy(v4_usual_ok))) {
      v5_kind = E.combine("=", v5_kind, R.nameValue(ctx, "teepee"));
    }
  }
  if (
    R.truthy(
      R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v1_card, "rank"), R.nameValue(ctx, "chief"))) &&
        R.truthy(R.binaryValues(ctx, "==", v5_kind, R.nameValue(ctx, "totem-pole"))),
    )
  ) {
    const v7_captive: R.Value = yield E.chooseRequest(
      X,
      "captive",
      F["captives-for"]!(ctx, v1_card),
      v0_player,
      "prisoner",
      actor,
    );
    E.movePieces(X, v7_captive, String(R.callBuiltin(ctx, "of", [R.nameValue(ctx, "victory-pile"), v0_player])), actor);
  }
  yield* E.call(X, "take-booty", [v0_player, v2_brave, v5_kind], actor);
};

P["take-booty"] = function* (
  X: E.RunContext,
  actor: string | undefined,
  v0_player: R.Value,
  v1_brave: R.Value,
  v2_kind: R.Value,
): E.Gen {
  const ctx = E.exprCtx(X, actor);
  E.movePieces(X, v1_brave, String(R.callBuiltin(ctx, "of", [R.nameValue(ctx, "victory-pile"), v0_player])), actor);
  E.movePieces(
    X,
    F["booty-face-up"]!(ctx, v2_kind),
    String(R.callBuiltin(ctx, "of", [R.nameValue(ctx, "victory-pile"), v0_player])),
    actor,
  );
};

P["punish"] = function* (X: E.RunContext, actor: string | undefined, v0_player: R.Value): E.Gen {
  const ctx = E.exprCtx(X, actor);
  for (
    let v2_k = 0,
      v1_times = R.num(
        R.callBuiltin(ctx, "min", [
          2,
          R.callBuiltin(ctx, "count", [R.callBuiltin(ctx, "of", [R.nameValue(ctx, "victory-pile"), v0_player])]),
        ]),
        "'repeat'",
      );
    v2_k < v1_times;
    v2_k++
  ) {
    E.movePieces(
      X,
      R.callBuiltin(ctx, "last", [
        R.callBuiltin(ctx, "pieces", [R.callBuiltin(ctx, "of", [R.nameValue(ctx, "victory-pile"), v0_player])]),
      ]),
      String(R.nameValue(ctx, "removed")),
      actor,
    );
  }
};

G = function* (X: E.RunContext): E.Gen {
  {
    const actor = X.state.active;
    const ctx = E.exprCtx(X, actor);
    for (const v0_player of E.items(X, R.callBuiltin(ctx, "sides", []), actor)) {
      E.movePieces(
        X,
        R.asList(ctx, R.nameValue(ctx, "hand-cards"), "a selection").filter((v1_c: R.Value) =>
          R.truthy(
            R.binaryValues(ctx, "==", R.fieldValue(ctx, v1_c, "colour"), R.fieldValue(ctx, v0_player, "colour")),
          ),
        ),
        String(R.callBuiltin(ctx, "of", [R.nameValue(ctx, "tribe"), v0_player])),
        actor,
      );
    }
    E.movePieces(
      X,
      R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "hand-cards")]),
      String(R.nameValue(ctx, "box-lid")),
      actor,
    );
    E.command(X, "shuffle", [R.nameValue(ctx, "prairie")], actor);
  }
  for (let turn = 1; turn <= 1; turn++) {
    X.state.turn = turn;
    let v2_guard = 0;
    do {
      if (++v2_guard > 10000) throw new R.EvaluationError("sequence 'play' repeated 10000 times");
      // loop reveals
      {
        for (
          let v4_guard = 0;
          (() => {
            const actor = X.state.active;
            const ctx = E.exprCtx(X, actor);
            return R.callBuiltin(ctx, "empty", [R.nameValue(ctx, "prairie")]);
          })() !== true;
        ) {
          if (++v4_guard > 100000) throw new R.EvaluationError("loop 'reveals' ran 100000 times");
          E.enter(X, 0, "Reveal prairie cards");
          // step reveal-card
          {
            E.enter(X, 1, "Reveal a prairie card");
            {
              const actor = X.state.active;
              const ctx = E.exprCtx(X, actor);
              E.command(X, "draw", [R.nameValue(ctx, "prairie"), R.nameValue(ctx, "face-up")], actor);
            }
          }
          yield* E.interrupt(X, "claims", 1);
          E.checkSuddenDeath(X);
          E.checkSuddenDeath(X);
        }
      }
      E.checkSuddenDeath(X);
      // step last-claims
      {
        E.enter(X, 0, "Last chance to claim");
        {
          const actor = X.state.active;
          const ctx = E.exprCtx(X, actor);
          E.command(X, "log", ["the last prairie card is face up; one final round of claims"], actor);
        }
      }
      E.checkSuddenDeath(X);
    } while (
      (() => {
        const actor = X.state.active;
        const ctx = E.exprCtx(X, actor);
        return R.callBuiltin(ctx, "empty", [R.nameValue(ctx, "prairie")]);
      })() !== true
    );
  }
  X.state.outcome = yield* E.finalOutcome(X);
};

/** The compiled game, used in place of interpreting the model. */
export const compiled: R.Compiled = { functions: F, invariants: I, procedures: P, game: G };

export interface ApacheOptions extends Omit<EngineOptions, "scenario" | "variants"> {
  scenario?: ScenarioId;
  variants?: VariantId[];
}

/** A new game of Apache; the same options and seed always give the same game. */
export function createEngine(options: ApacheOptions): KernelEngine {
  return new KernelEngine(model, options, compiled);
}

export type Action = KernelAction;
