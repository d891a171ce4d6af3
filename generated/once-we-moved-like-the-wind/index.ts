// Do not edit: generated from specs/once-we-moved-like-the-wind by `npm run build`.
// The engine runs this game's checked model with the Rulewright runtime; its
// functions, invariants, procedures and sequence of play are compiled to
// TypeScript below.
import { KernelEngine, type KernelAction } from "../../runtime/kernel/engine.js";
import * as R from "../../runtime/kernel/evaluate.js";
import * as E from "../../runtime/kernel/exec.js";
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
const P: NonNullable<R.Compiled["procedures"]> = {};
let G: NonNullable<R.Compiled["game"]>;

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

P["determine-provocation-level"] = function* (X: E.RunContext, actor: string | undefined): E.Gen {
  const ctx = E.exprCtx(X, actor);
  let v0_modifier: R.Value = R.truthy(R.binaryValues(ctx, "==", R.nameValue(ctx, "turn"), 1))
    ? 0
    : R.lookupTable(ctx, "provocation-table", [
        R.callBuiltin(ctx, "value", [R.nameValue(ctx, "provocation")]),
        "next-turn",
      ]);
  let v1_r: R.Value = R.callBuiltin(ctx, "max", [
    0,
    R.callBuiltin(ctx, "min", [7, R.binaryValues(ctx, "+", R.callBuiltin(ctx, "roll", ["d6"]), v0_modifier)]),
  ]);
  E.setTrack(X, "provocation", "=", R.lookupTable(ctx, "provocation-table", [v1_r, "level"]));
};

P["pick-forces-for-turn"] = function* (X: E.RunContext, actor: string | undefined): E.Gen {
  const ctx = E.exprCtx(X, actor);
  let v0_level: R.Value = R.callBuiltin(ctx, "value", [R.nameValue(ctx, "provocation")]);
  for (
    let v2_k = 0, v1_times = R.num(R.lookupTable(ctx, "force-chart", [v0_level, "war-bands"]), "'repeat'");
    v2_k < v1_times;
    v2_k++
  ) {
    E.command(X, "draw", [R.nameValue(ctx, "war-band-pool"), R.nameValue(ctx, "board")], actor);
  }
  for (
    let v4_k = 0, v3_times = R.num(R.lookupTable(ctx, "force-chart", [v0_level, "rumours"]), "'repeat'");
    v4_k < v3_times;
    v4_k++
  ) {
    E.command(X, "draw", [R.nameValue(ctx, "rumour-pool"), R.nameValue(ctx, "board")], actor);
  }
  for (
    let v6_k = 0, v5_times = R.num(R.lookupTable(ctx, "force-chart", [v0_level, "us-senior"]), "'repeat'");
    v6_k < v5_times;
    v6_k++
  ) {
    E.command(X, "draw", [R.nameValue(ctx, "us-senior-pool"), R.nameValue(ctx, "board")], actor);
  }
  for (
    let v8_k = 0, v7_times = R.num(R.lookupTable(ctx, "force-chart", [v0_level, "us-junior"]), "'repeat'");
    v8_k < v7_times;
    v8_k++
  ) {
    E.command(X, "draw", [R.nameValue(ctx, "us-junior-pool"), R.nameValue(ctx, "board")], actor);
  }
  for (
    let v10_k = 0, v9_times = R.num(R.lookupTable(ctx, "force-chart", [v0_level, "us-units"]), "'repeat'");
    v10_k < v9_times;
    v10_k++
  ) {
    E.command(X, "draw", [R.nameValue(ctx, "us-unit-pool"), R.nameValue(ctx, "board")], actor);
  }
  if (
    R.truthy(
      R.truthy(
        R.binaryValues(
          ctx,
          "==",
          R.callBuiltin(ctx, "value", [R.nameValue(ctx, "incursion")]),
          R.nameValue(ctx, "yes"),
        ),
      ) || R.truthy(R.binaryValues(ctx, "==", R.nameValue(ctx, "turn"), 7)),
    )
  ) {
    for (
      let v12_k = 0, v11_times = R.num(R.lookupTable(ctx, "force-chart", [v0_level, "mexican-senior"]), "'repeat'");
      v12_k < v11_times;
      v12_k++
    ) {
      E.command(X, "draw", [R.nameValue(ctx, "mexican-senior-pool"), R.nameValue(ctx, "board")], actor);
    }
    for (
      let v14_k = 0, v13_times = R.num(R.lookupTable(ctx, "force-chart", [v0_level, "mexican-junior"]), "'repeat'");
      v14_k < v13_times;
      v14_k++
    ) {
      E.command(X, "draw", [R.nameValue(ctx, "mexican-junior-pool"), R.nameValue(ctx, "board")], actor);
    }
    for (
      let v16_k = 0, v15_times = R.num(R.lookupTable(ctx, "force-chart", [v0_level, "mexican-units"]), "'repeat'");
      v16_k < v15_times;
      v16_k++
    ) {
      E.command(X, "draw", [R.nameValue(ctx, "mexican-unit-pool"), R.nameValue(ctx, "board")], actor);
    }
  }
};

P["deploy"] = function* (X: E.RunContext, actor: string | undefined, v0_player: R.Value): E.Gen {
  const ctx = E.exprCtx(X, actor);
  for (const v1_block of E.items(X, R.callBuiltin(ctx, "pieces-of", [v0_player, R.nameValue(ctx, "board")]), actor)) {
    let v2_allowed: R.Value = R.asList(ctx, R.nameValue(ctx, "board"), "a selection").filter((v3_a: R.Value) =>
      R.truthy(F["deployable"]!(ctx, v1_block, v3_a)),
    );
    const v4_where: R.Value = yield E.chooseRequest(X, "where", v2_allowed, v0_player, "area-choice", actor);
    E.movePieces(X, v1_block, String(v4_where), actor);
  }
};

P["end-turn"] = function* (X: E.RunContext, actor: string | undefined): E.Gen {
  const ctx = E.exprCtx(X, actor);
  E.movePieces(
    X,
    R.asList(ctx, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "board")]), "a selection").filter((v0_b: R.Value) =>
      R.truthy(
        R.truthy(R.binaryValues(ctx, "!=", R.fieldValue(ctx, v0_b, "class"), "leader")) ||
          R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v0_b, "side"), R.nameValue(ctx, "army"))),
      ),
    ),
    String(R.nameValue(ctx, "war-band-pool")),
    actor,
  );
  E.setTrack(X, "apache-vp", "=", 0);
  E.setTrack(X, "army-vp", "=", 0);
  E.setTrack(X, "turn-track", "+=", 1);
};

P["movement-segment"] = function* (X: E.RunContext, actor: string | undefined, v0_player: R.Value): E.Gen {
  const ctx = E.exprCtx(X, actor);
  for (const v1_block of E.items(X, R.callBuiltin(ctx, "pieces-of", [v0_player, R.nameValue(ctx, "board")]), actor)) {
    const v2_where: R.Value = yield E.chooseRequest(
      X,
      "where",
      R.callBuiltin(ctx, "reachable", [
        R.callBuiltin(ctx, "location", [v1_block]),
        R.fieldValue(ctx, v1_block, "movement"),
        v0_player,
      ]),
      v0_player,
      "move-destination",
      actor,
    );
    E.movePieces(X, v1_block, String(v2_where), actor);
  }
};

P["reveal-rumours"] = function* (X: E.RunContext, actor: string | undefined): E.Gen {
  const ctx = E.exprCtx(X, actor);
  for (const v0_rumour of E.items(
    X,
    R.asList(
      ctx,
      R.callBuiltin(ctx, "pieces-of", [R.nameValue(ctx, "apache"), R.nameValue(ctx, "board")]),
      "a selection",
    ).filter((v1_b: R.Value) =>
      R.truthy(
        R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v1_b, "class"), "rumour")) &&
          R.truthy(
            R.truthy(
              !R.truthy(
                R.callBuiltin(ctx, "empty", [
                  R.callBuiltin(ctx, "pieces-of", [R.nameValue(ctx, "army"), R.callBuiltin(ctx, "location", [v1_b])]),
                ]),
              ),
            ) ||
              R.truthy(
                R.binaryValues(
                  ctx,
                  "in",
                  R.nameValue(ctx, "reservation"),
                  R.fieldValue(ctx, R.callBuiltin(ctx, "location", [v1_b]), "features"),
                ),
              ),
          ),
      ),
    ),
    actor,
  )) {
    E.command(X, "reveal", [v0_rumour], actor);
    E.movePieces(X, v0_rumour, String(R.nameValue(ctx, "casualties")), actor);
    E.setTrack(X, "army-vp", "+=", R.lookupTable(ctx, "vp-schedule", ["rumour-revealed", "vp"]));
  }
};

P["reinforce"] = function* (X: E.RunContext, actor: string | undefined): E.Gen {
  const ctx = E.exprCtx(X, actor);
  for (const v0_place of E.items(
    X,
    R.asList(ctx, R.nameValue(ctx, "board"), "a selection").filter((v1_a: R.Value) =>
      R.truthy(
        R.truthy(R.binaryValues(ctx, "in", R.nameValue(ctx, "town"), R.fieldValue(ctx, v1_a, "features"))) &&
          R.truthy(
            !R.truthy(
              R.binaryValues(ctx, "==", R.fieldValue(ctx, v1_a, "territory"), [R.nameValue(ctx, "sonora-chihuahua")]),
            ),
          ),
      ),
    ),
    actor,
  )) {
    let v2_us_blocks: R.Value = R.asList(
      ctx,
      R.callBuiltin(ctx, "pieces-of", [R.nameValue(ctx, "army"), v0_place]),
      "a selection",
    ).filter((v3_b: R.Value) => R.truthy(R.binaryValues(ctx, "==", R.fieldValue(ctx, v3_b, "nation"), "us")));
    if (
      R.truthy(
        !R.truthy(
          R.callBuiltin(ctx, "empty", [
            R.asList(ctx, v2_us_blocks, "a selection").filter((v4_l: R.Value) =>
              R.truthy(R.fieldValue(ctx, v4_l, "leader")),
            ),
          ]),
        ),
      )
    ) {
      for (const v5_b of E.items(
        X,
        R.asList(ctx, v2_us_blocks, "a selection").filter((v6_x: R.Value) =>
          R.truthy(!R.truthy(R.fieldValue(ctx, v6_x, "leader"))),
        ),
        actor,
      )) {
        for (
          let v8_k = 0,
            v7_times = R.num(
              R.callBuiltin(ctx, "count", [R.callBuiltin(ctx, "pieces-of", [R.nameValue(ctx, "army"), v0_place])]),
              "'repeat'",
            );
          v8_k < v7_times;
          v8_k++
        ) {
          if (
            R.truthy(R.binaryValues(ctx, "<", R.callBuiltin(ctx, "strength", [v5_b]), R.fieldValue(ctx, v5_b, "steps")))
          ) {
            E.command(X, "restore", [v5_b, 1], actor);
            E.setTrack(X, "army-vp", "+=", 1);
          }
        }
      }
    }
  }
};

P["retreat-before-combat"] = function* (X: E.RunContext, actor: string | undefined, v0_place: R.Value): E.Gen {
  const ctx = E.exprCtx(X, actor);
  let v1_leaders: R.Value = R.asList(
    ctx,
    R.callBuiltin(ctx, "pieces-of", [R.nameValue(ctx, "apache"), v0_place]),
    "a selection",
  ).filter((v2_l: R.Value) => R.truthy(R.fieldValue(ctx, v2_l, "leader")));
  if (
    R.truthy(
      R.truthy(!R.truthy(R.callBuiltin(ctx, "empty", [v1_leaders]))) &&
        R.truthy(
          !R.truthy(
            R.binaryValues(ctx, "in", R.nameValue(ctx, "reservation"), R.fieldValue(ctx, v0_place, "features")),
          ),
        ),
    )
  ) {
    const v3_answer: R.Value = yield E.chooseRequest(
      X,
      "answer",
      [R.nameValue(ctx, "retreat"), R.nameValue(ctx, "stay")],
      R.nameValue(ctx, "apache"),
      "retreat-before-combat-choice",
      actor,
    );
    if (R.truthy(R.binaryValues(ctx, "==", v3_answer, R.nameValue(ctx, "retreat")))) {
      E.command(X, "reveal", [R.callBuiltin(ctx, "first", [v1_leaders])], actor);
      let v4_cancelled: R.Value = false;
      if (R.truthy(R.binaryValues(ctx, "in", R.nameValue(ctx, "scout"), R.callBuiltin(ctx, "pieces", [v0_place])))) {
        const v5_scouting: R.Value = yield E.chooseRequest(
          X,
          "scouting",
          [R.nameValue(ctx, "reveal"), R.nameValue(ctx, "keep")],
          R.nameValue(ctx, "army"),
          "scout-reveal",
          actor,
        );
        v4_cancelled = E.combine("=", v4_cancelled, R.binaryValues(ctx, "==", v5_scouting, R.nameValue(ctx, "reveal")));
      }
      if (R.truthy(!R.truthy(v4_cancelled))) {
        E.setTrack(
          X,
          "army-vp",
          "+=",
          R.binaryValues(ctx, "*", 2, F["total-strength"]!(ctx, R.nameValue(ctx, "apache"), v0_place)),
        );
        E.movePieces(
          X,
          R.callBuiltin(ctx, "pieces-of", [R.nameValue(ctx, "apache"), v0_place]),
          String(R.nameValue(ctx, "war-band-pool")),
          actor,
        );
      }
    }
  }
};

P["fire"] = function* (
  X: E.RunContext,
  actor: string | undefined,
  v0_firer: R.Value,
  v1_place: R.Value,
  v2_ambushing: R.Value,
): E.Gen {
  const ctx = E.exprCtx(X, actor);
  E.setField(X, v0_firer, "hits", "=", 0);
  let v3_helped: R.Value = [];
  for (const v4_l of E.items(
    X,
    R.asList(ctx, R.callBuiltin(ctx, "pieces-of", [v0_firer, v1_place]), "a selection").filter((v5_x: R.Value) =>
      R.truthy(R.fieldValue(ctx, v5_x, "leader")),
    ),
    actor,
  )) {
    const v6_helpee: R.Value = yield E.chooseRequest(
      X,
      "helpee",
      R.asList(ctx, F["fighters"]!(ctx, v0_firer, v1_place), "a selection").filter((v7_b: R.Value) =>
        R.truthy(!R.truthy(R.binaryValues(ctx, "in", v7_b, v3_helped))),
      ),
      v0_firer,
      "leader-assignment",
      actor,
    );
    E.setField(X, v6_helpee, "bonus", "=", F["rating-in"]!(ctx, v4_l, v1_place, v2_ambushing));
    v3_helped = E.combine("=", v3_helped, R.binaryValues(ctx, "+", v3_helped, [v6_helpee]));
  }
  for (const v8_b of E.items(X, F["fighters"]!(ctx, v0_firer, v1_place), actor)) {
    for (
      let v10_k = 0, v9_times = R.num(R.callBuiltin(ctx, "strength", [v8_b]), "'repeat'");
      v10_k < v9_times;
      v10_k++
    ) {
      if (
        R.truthy(
          R.binaryValues(
            ctx,
            ">=",
            R.binaryValues(ctx, "+", R.callBuiltin(ctx, "roll", ["d6"]), R.fieldValue(ctx, v8_b, "bonus")),
            6,
          ),
        )
      ) {
        E.setField(X, v0_firer, "hits", "+=", 1);
      }
    }
    E.setField(X, v8_b, "bonus", "=", 0);
  }
};

P["ambush"] = function* (X: E.RunContext, actor: string | undefined, v0_place: R.Value): E.Gen {
  const ctx = E.exprCtx(X, actor);
  E.command(X, "reveal", [R.callBuiltin(ctx, "pieces", [v0_place])], actor);
  let v1_a: R.Value = F["leadership"]!(ctx, R.nameValue(ctx, "apache"), v0_place, true);
  let v2_b: R.Value = F["leadership"]!(ctx, R.nameValue(ctx, "army"), v0_place, true);
  if (R.truthy(R.binaryValues(ctx, "!=", v1_a, v2_b))) {
    let v3_firer: R.Value = R.truthy(R.binaryValues(ctx, ">", v1_a, v2_b))
      ? R.nameValue(ctx, "apache")
      : R.nameValue(ctx, "army");
    yield* E.call(X, "fire", [v3_firer, v0_place, true], actor);
    yield* E.call(
      X,
      "apply-hits",
      [R.callBuiltin(ctx, "other", [v3_firer]), v0_place, R.fieldValue(ctx, v3_firer, "hits")],
      actor,
    );
    if (
      R.truthy(
        R.binaryValues(
          ctx,
          "<",
          F["total-strength"]!(ctx, v3_firer, v0_place),
          F["total-strength"]!(ctx, R.callBuiltin(ctx, "other", [v3_firer]), v0_place),
        ),
      )
    ) {
      const v4_fallback: R.Value = yield E.chooseRequest(
        X,
        "fallback",
        R.binaryValues(ctx, "+", [v0_place], R.callBuiltin(ctx, "neighbours", [v0_place])),
        v3_firer,
        "ambusher-retreat",
        actor,
      );
      E.movePieces(X, R.callBuiltin(ctx, "pieces-of", [v3_firer, v0_place]), String(v4_fallback), actor);
    }
  }
};

P["regular-combat"] = function* (X: E.RunContext, actor: string | undefined, v0_place: R.Value): E.Gen {
  const ctx = E.exprCtx(X, actor);
  yield* E.call(X, "fire", [R.nameValue(ctx, "apache"), v0_place, false], actor);
  yield* E.call(X, "fire", [R.nameValue(ctx, "army"), v0_place, false], actor);
  yield* E.call(
    X,
    "apply-hits",
    [R.nameValue(ctx, "army"), v0_place, R.fieldValue(ctx, R.nameValue(ctx, "apache"), "hits")],
    actor,
  );
  yield* E.call(
    X,
    "apply-hits",
    [R.nameValue(ctx, "apache"), v0_place, R.fieldValue(ctx, R.nameValue(ctx, "army"), "hits")],
    actor,
  );
};

P["apply-hits"] = function* (
  X: E.RunContext,
  actor: string | undefined,
  v0_loser: R.Value,
  v1_place: R.Value,
  v2_hits: R.Value,
): E.Gen {
  const ctx = E.exprCtx(X, actor);
  for (let v4_k = 0, v3_times = R.num(v2_hits, "'repeat'"); v4_k < v3_times; v4_k++) {
    let v5_blocks: R.Value = F["fighters"]!(ctx, v0_loser, v1_place);
    if (R.truthy(!R.truthy(R.callBuiltin(ctx, "empty", [v5_blocks])))) {
      let v6_top: R.Value = R.callBuiltin(ctx, "highest", [
        R.asList(ctx, v5_blocks, "a selection").map((v7_b: R.Value): R.Value => R.callBuiltin(ctx, "strength", [v7_b])),
      ]);
      const v8_victim: R.Value = yield E.chooseRequest(
        X,
        "victim",
        R.asList(ctx, v5_blocks, "a selection").filter((v9_b: R.Value) =>
          R.truthy(R.binaryValues(ctx, "==", R.callBuiltin(ctx, "strength", [v9_b]), v6_top)),
        ),
        R.callBuiltin(ctx, "other", [v0_loser]),
        "loss-choice",
        actor,
      );
      E.command(X, "reduce", [v8_victim, 1], actor);
      if (R.truthy(R.binaryValues(ctx, "==", v0_loser, R.nameValue(ctx, "apache")))) {
        E.setTrack(X, "army-vp", "+=", 3);
      } else {
        E.setTrack(X, "apache-vp", "+=", 2);
      }
      if (R.truthy(R.binaryValues(ctx, "==", R.callBuiltin(ctx, "strength", [v8_victim]), 0))) {
        E.movePieces(X, v8_victim, String(R.nameValue(ctx, "casualties")), actor);
      }
    }
  }
};

P["score-turn"] = function* (X: E.RunContext, actor: string | undefined): E.Gen {
  const ctx = E.exprCtx(X, actor);
  for (const v0_place of E.items(X, R.nameValue(ctx, "board"), actor)) {
    if (R.truthy(F["forced-back"]!(ctx, v0_place))) {
      E.setTrack(
        X,
        "army-vp",
        "+=",
        R.binaryValues(ctx, "*", 2, F["total-strength"]!(ctx, R.nameValue(ctx, "apache"), v0_place)),
      );
      E.setTrack(X, "army-vp", "+=", F["leadership"]!(ctx, R.nameValue(ctx, "apache"), v0_place, false));
    } else {
      E.setTrack(X, "apache-vp", "+=", F["total-strength"]!(ctx, R.nameValue(ctx, "apache"), v0_place));
    }
    if (
      R.truthy(
        R.truthy(R.fieldValue(ctx, v0_place, "edge")) &&
          R.truthy(!R.truthy(R.binaryValues(ctx, "==", v0_place, R.nameValue(ctx, "a-014")))),
      )
    ) {
      E.setTrack(
        X,
        "army-vp",
        "+=",
        R.binaryValues(
          ctx,
          "/",
          R.callBuiltin(ctx, "count", [R.callBuiltin(ctx, "pieces-of", [R.nameValue(ctx, "apache"), v0_place])]),
          3,
        ),
      );
    }
  }
  if (
    R.truthy(
      R.binaryValues(
        ctx,
        ">",
        R.callBuiltin(ctx, "value", [R.nameValue(ctx, "apache-vp")]),
        R.callBuiltin(ctx, "value", [R.nameValue(ctx, "army-vp")]),
      ),
    )
  ) {
    E.setTrack(X, "apache-level", "+=", 1);
  } else {
    if (
      R.truthy(
        R.binaryValues(
          ctx,
          ">",
          R.callBuiltin(ctx, "value", [R.nameValue(ctx, "army-vp")]),
          R.callBuiltin(ctx, "value", [R.nameValue(ctx, "apache-vp")]),
        ),
      )
    ) {
      E.setTrack(X, "army-level", "+=", 1);
    }
  }
};

G = function* (X: E.RunContext): E.Gen {
  {
    const actor = X.state.active;
    const ctx = E.exprCtx(X, actor);
    for (const v0_leader of E.items(X, R.callBuiltin(ctx, "pieces", [R.nameValue(ctx, "apache-leaders")]), actor)) {
      E.command(X, "log", ["each Apache leader waits on the turn track at the first turn it is available"], actor);
    }
    E.setTrack(X, "incursion", "=", R.nameValue(ctx, "no"));
    E.setTrack(X, "turn-track", "=", 1);
    E.command(X, "shuffle", [R.nameValue(ctx, "war-band-pool")], actor);
    E.command(X, "shuffle", [R.nameValue(ctx, "rumour-pool")], actor);
  }
  for (let turn = 1; turn <= 7; turn++) {
    X.state.turn = turn;
    let v1_guard = 0;
    do {
      if (++v1_guard > 10000) throw new R.EvaluationError("sequence 'game-turn' repeated 10000 times");
      // phase provocation-phase
      {
        E.enter(X, 0, "A. Provocation");
        // segment determine-provocation
        {
          E.enter(X, 1, "I. Determine provocation level");
          {
            const actor = X.state.active;
            const ctx = E.exprCtx(X, actor);
            yield* E.call(X, "determine-provocation-level", [], actor);
          }
        }
        E.checkSuddenDeath(X);
        // segment pick-forces
        {
          if (
            (() => {
              const actor = X.state.active;
              const ctx = E.exprCtx(X, actor);
              return R.binaryValues(
                ctx,
                "==",
                R.callBuiltin(ctx, "value", [R.nameValue(ctx, "provocation")]),
                R.nameValue(ctx, "none"),
              );
            })() !== true
          ) {
            E.enter(X, 1, "II. Pick forces");
            {
              const actor = X.state.active;
              const ctx = E.exprCtx(X, actor);
              yield* E.call(X, "pick-forces-for-turn", [], actor);
            }
          }
        }
        E.checkSuddenDeath(X);
        // segment deploy-forces
        {
          if (
            (() => {
              const actor = X.state.active;
              const ctx = E.exprCtx(X, actor);
              return R.binaryValues(
                ctx,
                "==",
                R.callBuiltin(ctx, "value", [R.nameValue(ctx, "provocation")]),
                R.nameValue(ctx, "none"),
              );
            })() !== true
          ) {
            E.enter(X, 1, "III. Deploy forces");
            {
              const actor = X.state.active;
              const ctx = E.exprCtx(X, actor);
              yield* E.call(X, "deploy", [R.nameValue(ctx, "apache")], actor);
              yield* E.call(X, "deploy", [R.nameValue(ctx, "army")], actor);
            }
          }
        }
        E.checkSuddenDeath(X);
      }
      E.checkSuddenDeath(X);
      // phase first-impulse
      {
        if (
          (() => {
            const actor = X.state.active;
            const ctx = E.exprCtx(X, actor);
            return R.binaryValues(
              ctx,
              "==",
              R.callBuiltin(ctx, "value", [R.nameValue(ctx, "provocation")]),
              R.nameValue(ctx, "none"),
            );
          })() !== true
        ) {
          E.enter(X, 0, "B. 1st Movement impulse");
          // segment apache-move-1
          {
            for (const v7_side of E.sidesFor(X, false, "apache")) {
              if (v7_side !== undefined) X.state.active = v7_side;
              E.enter(X, 1, "I. Apache player movement");
              {
                const actor = X.state.active;
                const ctx = E.exprCtx(X, actor);
                yield* E.call(X, "movement-segment", [R.nameValue(ctx, "apache")], actor);
              }
            }
          }
          E.checkSuddenDeath(X);
          // segment army-move-1
          {
            for (const v9_side of E.sidesFor(X, false, "army")) {
              if (v9_side !== undefined) X.state.active = v9_side;
              E.enter(X, 1, "II. Army player movement");
              {
                const actor = X.state.active;
                const ctx = E.exprCtx(X, actor);
                yield* E.call(X, "movement-segment", [R.nameValue(ctx, "army")], actor);
              }
            }
          }
          E.checkSuddenDeath(X);
          // segment rumours-1
          {
            E.enter(X, 1, "III. Reveal rumors");
            {
              const actor = X.state.active;
              const ctx = E.exprCtx(X, actor);
              yield* E.call(X, "reveal-rumours", [], actor);
            }
          }
          E.checkSuddenDeath(X);
          // segment reinforcements
          {
            E.enter(X, 1, "IV. US Army reinforcements");
            {
              const actor = X.state.active;
              const ctx = E.exprCtx(X, actor);
              yield* E.call(X, "reinforce", [], actor);
            }
          }
          E.checkSuddenDeath(X);
        }
      }
      E.checkSuddenDeath(X);
      // phase second-impulse
      {
        if (
          (() => {
            const actor = X.state.active;
            const ctx = E.exprCtx(X, actor);
            return R.binaryValues(
              ctx,
              "==",
              R.callBuiltin(ctx, "value", [R.nameValue(ctx, "provocation")]),
              R.nameValue(ctx, "none"),
            );
          })() !== true
        ) {
          E.enter(X, 0, "C. 2nd Movement impulse");
          // segment apache-move-2
          {
            for (const v14_side of E.sidesFor(X, false, "apache")) {
              if (v14_side !== undefined) X.state.active = v14_side;
              E.enter(X, 1, "I. Apache player movement");
              {
                const actor = X.state.active;
                const ctx = E.exprCtx(X, actor);
                yield* E.call(X, "movement-segment", [R.nameValue(ctx, "apache")], actor);
              }
            }
          }
          E.checkSuddenDeath(X);
          // segment army-move-2
          {
            for (const v16_side of E.sidesFor(X, false, "army")) {
              if (v16_side !== undefined) X.state.active = v16_side;
              E.enter(X, 1, "II. Army player movement");
              {
                const actor = X.state.active;
                const ctx = E.exprCtx(X, actor);
                yield* E.call(X, "movement-segment", [R.nameValue(ctx, "army")], actor);
              }
            }
          }
          E.checkSuddenDeath(X);
          // segment rumours-2
          {
            E.enter(X, 1, "III. Reveal rumors");
            {
              const actor = X.state.active;
              const ctx = E.exprCtx(X, actor);
              yield* E.call(X, "reveal-rumours", [], actor);
            }
          }
          E.checkSuddenDeath(X);
        }
      }
      E.checkSuddenDeath(X);
      // phase combat-phase
      {
        if (
          (() => {
            const actor = X.state.active;
            const ctx = E.exprCtx(X, actor);
            return R.binaryValues(
              ctx,
              "==",
              R.callBuiltin(ctx, "value", [R.nameValue(ctx, "provocation")]),
              R.nameValue(ctx, "none"),
            );
          })() !== true
        ) {
          E.enter(X, 0, "D. Combat");
          // segment retreats
          {
            E.enter(X, 1, "I. Retreats");
            {
              const actor = X.state.active;
              const ctx = E.exprCtx(X, actor);
              for (const v19_place of E.items(X, F["contested-areas"]!(ctx), actor)) {
                yield* E.call(X, "retreat-before-combat", [v19_place], actor);
              }
            }
          }
          E.checkSuddenDeath(X);
          // segment ambushes
          {
            E.enter(X, 1, "II. Resolve ambush combat");
            {
              const actor = X.state.active;
              const ctx = E.exprCtx(X, actor);
              for (const v21_place of E.items(X, F["contested-areas"]!(ctx), actor)) {
                yield* E.call(X, "ambush", [v21_place], actor);
              }
            }
          }
          E.checkSuddenDeath(X);
          // segment regular-combats
          {
            E.enter(X, 1, "III. Resolve regular combat");
            {
              const actor = X.state.active;
              const ctx = E.exprCtx(X, actor);
              for (const v23_place of E.items(X, F["contested-areas"]!(ctx), actor)) {
                yield* E.call(X, "regular-combat", [v23_place], actor);
              }
            }
          }
          E.checkSuddenDeath(X);
        }
      }
      E.checkSuddenDeath(X);
      // phase victory-points
      {
        if (
          (() => {
            const actor = X.state.active;
            const ctx = E.exprCtx(X, actor);
            return R.binaryValues(
              ctx,
              "==",
              R.callBuiltin(ctx, "value", [R.nameValue(ctx, "provocation")]),
              R.nameValue(ctx, "none"),
            );
          })() !== true
        ) {
          E.enter(X, 0, "E. Victory points");
          {
            const actor = X.state.active;
            const ctx = E.exprCtx(X, actor);
            yield* E.call(X, "score-turn", [], actor);
          }
        }
      }
      E.checkSuddenDeath(X);
      // phase turn-end
      {
        E.enter(X, 0, "F. Turn end");
        {
          const actor = X.state.active;
          const ctx = E.exprCtx(X, actor);
          yield* E.call(X, "end-turn", [], actor);
        }
      }
      E.checkSuddenDeath(X);
    } while (false);
  }
  X.state.outcome = yield* E.finalOutcome(X);
};

/** The compiled game, used in place of interpreting the model. */
export const compiled: R.Compiled = { functions: F, invariants: I, procedures: P, game: G };

export interface OnceWeMovedLikeTheWindOptions extends Omit<EngineOptions, "scenario" | "variants"> {
  scenario?: ScenarioId;
  variants?: VariantId[];
}

/** A new game of Once We Moved Like the Wind; the same options and seed always give the same game. */
export function createEngine(options: OnceWeMovedLikeTheWindOptions): KernelEngine {
  return new KernelEngine(model, options, compiled);
}

export type Action = KernelAction;
