// Do not edit: generated from specs/navajo-wars by `npm run build`.
// The engine runs this game's checked model with the Rulewright runtime; its
// functions, invariants, procedures and sequence of play are compiled to
// TypeScript below.
import { KernelEngine, type KernelAction } from "../../runtime/kernel/engine.js";
import * as R from "../../runtime/kernel/evaluate.js";
import * as E from "../../runtime/kernel/exec.js";
import type { EngineOptions } from "../../runtime/engine.js";
import type { Model } from "../../dsl/model-types.js";
import modelJson from "./model.json" with { type: "json" };

/** The checked model of Navajo Wars. */
export const model = modelJson as unknown as Model;

/** The sides. */
export type SideId = "dine" | "enemy";

/** Every area, square or space of every map. */
export type AreaId =
  | "black-mesa-1"
  | "black-mesa-2"
  | "black-mesa-3"
  | "black-mesa-4"
  | "black-mesa-5"
  | "black-mesa-6"
  | "canyon-de-chelly-1"
  | "canyon-de-chelly-2"
  | "canyon-de-chelly-3"
  | "canyon-de-chelly-4"
  | "canyon-de-chelly-5"
  | "canyon-de-chelly-6"
  | "hopi-land-1"
  | "hopi-land-2"
  | "hopi-land-3"
  | "hopi-land-4"
  | "hopi-land-5"
  | "hopi-land-6"
  | "monument-valley-1"
  | "monument-valley-2"
  | "monument-valley-3"
  | "monument-valley-4"
  | "monument-valley-5"
  | "monument-valley-6"
  | "san-juan-valley-1"
  | "san-juan-valley-2"
  | "san-juan-valley-3"
  | "san-juan-valley-4"
  | "san-juan-valley-5"
  | "san-juan-valley-6"
  | "santa-fe"
  | "shiprock-1"
  | "shiprock-2"
  | "shiprock-3"
  | "shiprock-4"
  | "shiprock-5"
  | "shiprock-6"
  | "zuni-mountains-1"
  | "zuni-mountains-2"
  | "zuni-mountains-3"
  | "zuni-mountains-4"
  | "zuni-mountains-5"
  | "zuni-mountains-6";

/** Territories of the maps. */
export type TerritoryId =
  | "black-mesa"
  | "canyon-de-chelly"
  | "hopi-land"
  | "monument-valley"
  | "san-juan-valley"
  | "shiprock"
  | "zuni-mountains";

/** Kinds of pieces. */
export type PieceKind =
  | "card-41"
  | "card-42"
  | "card-43"
  | "card-44"
  | "card-45"
  | "card-46"
  | "card-47"
  | "card-48"
  | "card-49"
  | "card-50"
  | "card-51"
  | "card-52"
  | "card-53"
  | "card-54"
  | "card-55"
  | "ceremony-card"
  | "corn"
  | "cultural-development"
  | "enemy-ap"
  | "family"
  | "firearms"
  | "fort"
  | "harass"
  | "horse"
  | "instruction"
  | "intruder"
  | "manuelito"
  | "mission"
  | "operations-card"
  | "population"
  | "raid-cube"
  | "rancho"
  | "sheep"
  | "trade-goods"
  | "tribal-instruction"
  | "tribal-raid";

/** Holders, displays and tracks. */
export type HolderId =
  | "black-mesa-caught"
  | "black-mesa-drought"
  | "black-mesa-escape"
  | "canyon-de-chelly-caught"
  | "canyon-de-chelly-escape"
  | "ceremony-hand"
  | "corn-crib"
  | "cube-supply"
  | "cultural-cards"
  | "culture-points"
  | "deck"
  | "dine-aps"
  | "elder-display"
  | "elders"
  | "enemy-ferocity"
  | "enemy-morale"
  | "enemy-out-of-play"
  | "family-counters"
  | "general-records"
  | "hopi-land-caught"
  | "hopi-land-drought"
  | "hopi-land-escape"
  | "in-play"
  | "instruction-counters"
  | "instruction-display"
  | "intruder-cup"
  | "military-points"
  | "monument-valley-caught"
  | "monument-valley-drought"
  | "monument-valley-escape"
  | "operations-cards"
  | "out-of-play"
  | "passage-of-time"
  | "population-display"
  | "population-supply"
  | "raid-pool"
  | "raided-cubes"
  | "resources"
  | "san-juan-valley-caught"
  | "san-juan-valley-drought"
  | "san-juan-valley-escape"
  | "shiprock-caught"
  | "shiprock-drought"
  | "shiprock-escape"
  | "stack"
  | "subjugation"
  | "zuni-mountains-caught"
  | "zuni-mountains-drought"
  | "zuni-mountains-escape";

/** Tables and charts. */
export type TableId =
  "american-victory" | "instruction-letters" | "margin-victory" | "named-cards" | "territory-roll" | "territory-vp";

/** Named decisions. */
export type DecisionId = never;

/** Scenarios. */
export type ScenarioId =
  | "broken-country"
  | "fearing-time"
  | "lords-of-the-earth"
  | "navajo-wars-campaign"
  | "rise-of-the-people"
  | "rope-thrower";

/** Variants and optional rules. */
export type VariantId = "horse-trading" | "horseflesh" | "ride-till-they-drop" | "two-player";

const F: R.Compiled["functions"] = {};
const I: R.Compiled["invariants"] = {};
const P: NonNullable<R.Compiled["procedures"]> = {};
let G: NonNullable<R.Compiled["game"]>;

F["margin"] = (caller: R.EvalContext): R.Value => {
  const ctx = R.fresh(caller);
  return R.binaryValues(
    ctx,
    "-",
    R.callBuiltin(ctx, "value", [R.nameValue(ctx, "military-points")]),
    R.binaryValues(
      ctx,
      "+",
      R.callBuiltin(ctx, "value", [R.nameValue(ctx, "enemy-morale")]),
      R.callBuiltin(ctx, "count", [
        R.asList(ctx, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "subjugation")]), "a selection").filter(
          (v0_c: R.Value) =>
            R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v0_c, "colour"), R.nameValue(ctx, "black"))),
        ),
      ]),
    ),
  );
};

P["place-families"] = function* (
  X: E.RunContext,
  actor: string | undefined,
  v0_letters: R.Value,
  v1_territories: R.Value,
): E.Gen {
  const ctx = E.exprCtx(X, actor);
  for (const v2_letter of E.items(X, v0_letters, actor)) {
    const v3_where: R.Value = yield E.chooseRequest(
      X,
      "where",
      R.asList(ctx, R.nameValue(ctx, "dinetaah"), "a selection").filter((v4_a: R.Value) =>
        R.truthy(
          !R.truthy(
            R.callBuiltin(ctx, "empty", [
              R.asList(ctx, R.fieldValue(ctx, v4_a, "territory"), "a selection").filter((v5_t: R.Value) =>
                R.truthy(R.binaryValues(ctx, "in", v5_t, v1_territories)),
              ),
            ]),
          ),
        ),
      ),
      R.nameValue(ctx, "dine"),
      undefined,
      actor,
    );
    E.movePieces(
      X,
      R.callBuiltin(ctx, "first", [
        R.asList(ctx, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "family-counters")]), "a selection").filter(
          (v6_f: R.Value) => R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v6_f, "letter"), v2_letter)),
        ),
      ]),
      String(v3_where),
      actor,
    );
    E.movePieces(
      X,
      R.binaryValues(
        ctx,
        "+",
        R.binaryValues(
          ctx,
          "+",
          R.callBuiltin(ctx, "take", [
            R.asList(ctx, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "population-supply")]), "a selection").filter(
              (v7_p: R.Value) =>
                R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v7_p, "role"), R.nameValue(ctx, "man"))),
            ),
            1,
          ]),
          R.callBuiltin(ctx, "take", [
            R.asList(ctx, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "population-supply")]), "a selection").filter(
              (v8_p: R.Value) =>
                R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v8_p, "role"), R.nameValue(ctx, "woman"))),
            ),
            1,
          ]),
        ),
        R.callBuiltin(ctx, "take", [
          R.asList(ctx, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "population-supply")]), "a selection").filter(
            (v9_p: R.Value) =>
              R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v9_p, "role"), R.nameValue(ctx, "child"))),
          ),
          1,
        ]),
      ),
      String(R.nameValue(ctx, "population-display")),
      actor,
    );
  }
  E.movePieces(
    X,
    R.callBuiltin(ctx, "take", [R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "elders")]), 3]),
    String(R.nameValue(ctx, "elder-display")),
    actor,
  );
};

P["fill-raid-pool"] = function* (
  X: E.RunContext,
  actor: string | undefined,
  v0_blacks: R.Value,
  v1_browns: R.Value,
  v2_reds: R.Value,
  v3_whites: R.Value,
  v4_yellows: R.Value,
  v5_greens: R.Value,
  v6_blues: R.Value,
): E.Gen {
  const ctx = E.exprCtx(X, actor);
  E.movePieces(
    X,
    R.callBuiltin(ctx, "take", [
      R.asList(ctx, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "cube-supply")]), "a selection").filter(
        (v7_c: R.Value) =>
          R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v7_c, "colour"), R.nameValue(ctx, "black"))),
      ),
      v0_blacks,
    ]),
    String(R.nameValue(ctx, "raid-pool")),
    actor,
  );
  E.movePieces(
    X,
    R.callBuiltin(ctx, "take", [
      R.asList(ctx, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "cube-supply")]), "a selection").filter(
        (v8_c: R.Value) =>
          R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v8_c, "colour"), R.nameValue(ctx, "brown"))),
      ),
      v1_browns,
    ]),
    String(R.nameValue(ctx, "raid-pool")),
    actor,
  );
  E.movePieces(
    X,
    R.callBuiltin(ctx, "take", [
      R.asList(ctx, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "cube-supply")]), "a selection").filter(
        (v9_c: R.Value) =>
          R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v9_c, "colour"), R.nameValue(ctx, "red"))),
      ),
      v2_reds,
    ]),
    String(R.nameValue(ctx, "raid-pool")),
    actor,
  );
  E.movePieces(
    X,
    R.callBuiltin(ctx, "take", [
      R.asList(ctx, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "cube-supply")]), "a selection").filter(
        (v10_c: R.Value) =>
          R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v10_c, "colour"), R.nameValue(ctx, "white"))),
      ),
      v3_whites,
    ]),
    String(R.nameValue(ctx, "raid-pool")),
    actor,
  );
  E.movePieces(
    X,
    R.callBuiltin(ctx, "take", [
      R.asList(ctx, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "cube-supply")]), "a selection").filter(
        (v11_c: R.Value) =>
          R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v11_c, "colour"), R.nameValue(ctx, "yellow"))),
      ),
      v4_yellows,
    ]),
    String(R.nameValue(ctx, "raid-pool")),
    actor,
  );
  E.movePieces(
    X,
    R.callBuiltin(ctx, "take", [
      R.asList(ctx, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "cube-supply")]), "a selection").filter(
        (v12_c: R.Value) =>
          R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v12_c, "colour"), R.nameValue(ctx, "green"))),
      ),
      v5_greens,
    ]),
    String(R.nameValue(ctx, "raid-pool")),
    actor,
  );
  E.movePieces(
    X,
    R.callBuiltin(ctx, "take", [
      R.asList(ctx, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "cube-supply")]), "a selection").filter(
        (v13_c: R.Value) =>
          R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v13_c, "colour"), R.nameValue(ctx, "blue"))),
      ),
      v6_blues,
    ]),
    String(R.nameValue(ctx, "raid-pool")),
    actor,
  );
};

P["set-tracks"] = function* (
  X: E.RunContext,
  actor: string | undefined,
  v0_military: R.Value,
  v1_ferocity: R.Value,
  v2_culture: R.Value,
  v3_aps: R.Value,
  v4_morale: R.Value,
): E.Gen {
  const ctx = E.exprCtx(X, actor);
  E.setTrack(X, "military-points", "=", v0_military);
  E.setTrack(X, "enemy-ferocity", "=", v1_ferocity);
  E.setTrack(X, "culture-points", "=", v2_culture);
  E.setTrack(X, "dine-aps", "=", v3_aps);
  E.setTrack(X, "enemy-morale", "=", v4_morale);
};

P["set-instructions"] = function* (X: E.RunContext, actor: string | undefined, v0_nation: R.Value): E.Gen {
  const ctx = E.exprCtx(X, actor);
  let v1_mine: R.Value = R.asList(
    ctx,
    R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "instruction-counters")]),
    "a selection",
  ).filter((v2_i: R.Value) => R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v2_i, "nation"), v0_nation)));
  E.command(X, "shuffle", [R.nameValue(ctx, "instruction-counters")], actor);
  E.movePieces(X, R.callBuiltin(ctx, "take", [v1_mine, 2]), String(R.nameValue(ctx, "out-of-play")), actor);
  E.movePieces(
    X,
    R.asList(ctx, v1_mine, "a selection").filter((v3_i: R.Value) =>
      R.truthy(
        !R.truthy(R.binaryValues(ctx, "in", v3_i, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "out-of-play")]))),
      ),
    ),
    String(R.nameValue(ctx, "instruction-display")),
    actor,
  );
};

P["period-deck"] = function* (X: E.RunContext, actor: string | undefined, v0_event_cards: R.Value): E.Gen {
  const ctx = E.exprCtx(X, actor);
  E.command(X, "shuffle", [R.nameValue(ctx, "operations-cards")], actor);
  for (const v1_event of E.items(X, v0_event_cards, actor)) {
    E.command(X, "deal", [R.nameValue(ctx, "operations-cards"), R.nameValue(ctx, "stack"), 8], actor);
    E.movePieces(X, v1_event, String(R.nameValue(ctx, "stack")), actor);
    E.command(X, "shuffle", [R.nameValue(ctx, "stack")], actor);
    E.movePieces(X, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "stack")]), String(R.nameValue(ctx, "deck")), actor);
  }
};

P["judge-american"] = function* (X: E.RunContext, actor: string | undefined): E.Gen {
  const ctx = E.exprCtx(X, actor);
  let v0_mp: R.Value = R.callBuiltin(ctx, "value", [R.nameValue(ctx, "military-points")]);
  let v1_em: R.Value = R.binaryValues(
    ctx,
    "+",
    R.callBuiltin(ctx, "value", [R.nameValue(ctx, "enemy-morale")]),
    R.callBuiltin(ctx, "count", [
      R.asList(ctx, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "subjugation")]), "a selection").filter(
        (v2_c: R.Value) =>
          R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v2_c, "colour"), R.nameValue(ctx, "black"))),
      ),
    ]),
  );
  if (R.truthy(R.binaryValues(ctx, ">", v0_mp, v1_em))) {
    E.endGame(false, R.nameValue(ctx, "dine"), "Major Victory");
  } else {
    if (R.truthy(R.truthy(R.binaryValues(ctx, ">=", v0_mp, 1)) && R.truthy(R.binaryValues(ctx, "==", v0_mp, v1_em)))) {
      E.endGame(false, R.nameValue(ctx, "dine"), "Minor Victory");
    } else {
      if (R.truthy(R.binaryValues(ctx, ">=", v0_mp, 1))) {
        E.endGame(false, R.nameValue(ctx, "enemy"), "Minor Defeat");
      } else {
        if (R.truthy(R.binaryValues(ctx, "==", v1_em, 0))) {
          E.endGame(false, R.nameValue(ctx, "enemy"), "Minor Defeat");
        } else {
          E.endGame(false, R.nameValue(ctx, "enemy"), "Major Defeat");
        }
      }
    }
  }
};

P["judge-margin"] = function* (X: E.RunContext, actor: string | undefined): E.Gen {
  const ctx = E.exprCtx(X, actor);
  let v0_result: R.Value = R.lookupTable(ctx, "margin-victory", [F["margin"]!(ctx), "result"]);
  if (R.truthy(R.binaryValues(ctx, ">=", F["margin"]!(ctx), 1))) {
    E.endGame(false, R.nameValue(ctx, "dine"), "Victory");
  } else {
    E.endGame(false, R.nameValue(ctx, "enemy"), "Defeat");
  }
};

G = function* (X: E.RunContext): E.Gen {
  for (let turn = 1; turn <= 1; turn++) {
    X.state.turn = turn;
    let v0_guard = 0;
    do {
      if (++v0_guard > 10000) throw new R.EvaluationError("sequence 'play' repeated 10000 times");
      // phase card-draw
      {
        E.enter(X, 0, "Card draw phase");
        {
          const actor = X.state.active;
          const ctx = E.exprCtx(X, actor);
          E.command(X, "draw", [R.nameValue(ctx, "deck"), R.nameValue(ctx, "in-play")], actor);
        }
      }
      E.checkSuddenDeath(X);
      // phase card-resolution
      {
        E.enter(X, 0, "Card resolution phase");
        // segment player-operations
        {
          E.enter(X, 1, "Player operations segment");
          {
            const actor = X.state.active;
            const ctx = E.exprCtx(X, actor);
            E.notSpecified(X, "operations");
          }
        }
        E.checkSuddenDeath(X);
        // segment enemy-operations
        {
          E.enter(X, 1, "Enemy operations segment");
          {
            const actor = X.state.active;
            const ctx = E.exprCtx(X, actor);
            E.notSpecified(X, "enemy-instructions");
          }
        }
        E.checkSuddenDeath(X);
        // segment major-event
        {
          E.enter(X, 1, "Major event segment");
          {
            const actor = X.state.active;
            const ctx = E.exprCtx(X, actor);
            E.notSpecified(X, "events");
          }
        }
        E.checkSuddenDeath(X);
        // segment minor-event
        {
          E.enter(X, 1, "Minor event segment");
          {
            const actor = X.state.active;
            const ctx = E.exprCtx(X, actor);
            E.notSpecified(X, "minor-events");
          }
        }
        E.checkSuddenDeath(X);
        // segment victory-check
        {
          E.enter(X, 1, "Victory check segment");
          {
            const actor = X.state.active;
            const ctx = E.exprCtx(X, actor);
            E.notSpecified(X, "victory-check-rules");
          }
        }
        E.checkSuddenDeath(X);
      }
      E.checkSuddenDeath(X);
      // phase discard-phase
      {
        E.enter(X, 0, "Discard phase");
        {
          const actor = X.state.active;
          const ctx = E.exprCtx(X, actor);
          E.notSpecified(X, "sequence-of-play");
        }
      }
      E.checkSuddenDeath(X);
    } while (false);
  }
  X.state.outcome = yield* E.finalOutcome(X);
};

/** The compiled game, used in place of interpreting the model. */
export const compiled: R.Compiled = { functions: F, invariants: I, procedures: P, game: G };

export interface NavajoWarsOptions extends Omit<EngineOptions, "scenario" | "variants"> {
  scenario?: ScenarioId;
  variants?: VariantId[];
}

/** A new game of Navajo Wars; the same options and seed always give the same game. */
export function createEngine(options: NavajoWarsOptions): KernelEngine {
  return new KernelEngine(model, options, compiled);
}

export type Action = KernelAction;
