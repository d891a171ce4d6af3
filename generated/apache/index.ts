// Do not edit: generated from specs/apache by Rulewright.
// A standalone engine for Apache: the spec compiled to TypeScript
// over the small runtime core, one program per scenario and variants.
import * as B from "../../runtime/core/builtins.js";
import * as C from "../../runtime/core/commands.js";
import type { Defaults, GameData } from "../../runtime/core/data.js";
import * as M from "../../runtime/core/machine.js";
import * as V from "../../runtime/core/values.js";
import type { Decision, EngineOptions, GameEvent, GameLog, RandomSource } from "../../runtime/engine.js";

/** The sides. */
export type SideId = "blue" | "green" | "purple" | "red" | "yellow";

/** Every area, square or space of every map. */
export type AreaId = never;

/** Territories of the maps. */
export type TerritoryId = never;

/** Kinds of pieces. */
export type PieceKind = "booty" | "hand-card" | "indian";

/** Every piece instance in play (a kind with one piece uses the kind's name). */
export type PieceId =
  | "booty#1"
  | "booty#10"
  | "booty#11"
  | "booty#12"
  | "booty#13"
  | "booty#14"
  | "booty#15"
  | "booty#16"
  | "booty#17"
  | "booty#18"
  | "booty#19"
  | "booty#2"
  | "booty#20"
  | "booty#21"
  | "booty#22"
  | "booty#23"
  | "booty#24"
  | "booty#25"
  | "booty#26"
  | "booty#27"
  | "booty#28"
  | "booty#29"
  | "booty#3"
  | "booty#30"
  | "booty#31"
  | "booty#32"
  | "booty#33"
  | "booty#34"
  | "booty#35"
  | "booty#36"
  | "booty#37"
  | "booty#38"
  | "booty#39"
  | "booty#4"
  | "booty#40"
  | "booty#41"
  | "booty#42"
  | "booty#43"
  | "booty#44"
  | "booty#45"
  | "booty#46"
  | "booty#47"
  | "booty#48"
  | "booty#49"
  | "booty#5"
  | "booty#50"
  | "booty#51"
  | "booty#52"
  | "booty#53"
  | "booty#54"
  | "booty#55"
  | "booty#56"
  | "booty#57"
  | "booty#58"
  | "booty#59"
  | "booty#6"
  | "booty#60"
  | "booty#61"
  | "booty#62"
  | "booty#63"
  | "booty#64"
  | "booty#65"
  | "booty#66"
  | "booty#67"
  | "booty#68"
  | "booty#69"
  | "booty#7"
  | "booty#8"
  | "booty#9"
  | "hand-card#1"
  | "hand-card#10"
  | "hand-card#11"
  | "hand-card#12"
  | "hand-card#13"
  | "hand-card#14"
  | "hand-card#15"
  | "hand-card#16"
  | "hand-card#17"
  | "hand-card#18"
  | "hand-card#19"
  | "hand-card#2"
  | "hand-card#20"
  | "hand-card#3"
  | "hand-card#4"
  | "hand-card#5"
  | "hand-card#6"
  | "hand-card#7"
  | "hand-card#8"
  | "hand-card#9"
  | "indian#1"
  | "indian#10"
  | "indian#11"
  | "indian#12"
  | "indian#13"
  | "indian#14"
  | "indian#15"
  | "indian#16"
  | "indian#17"
  | "indian#18"
  | "indian#19"
  | "indian#2"
  | "indian#20"
  | "indian#21"
  | "indian#22"
  | "indian#23"
  | "indian#24"
  | "indian#25"
  | "indian#26"
  | "indian#27"
  | "indian#28"
  | "indian#29"
  | "indian#3"
  | "indian#30"
  | "indian#31"
  | "indian#32"
  | "indian#33"
  | "indian#34"
  | "indian#35"
  | "indian#36"
  | "indian#37"
  | "indian#38"
  | "indian#39"
  | "indian#4"
  | "indian#40"
  | "indian#41"
  | "indian#42"
  | "indian#43"
  | "indian#44"
  | "indian#45"
  | "indian#5"
  | "indian#6"
  | "indian#7"
  | "indian#8"
  | "indian#9";

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

/** What optional true-or-false properties read when a declaration leaves them out. */
const DEFAULTS: Defaults = {
  game: { solitaire: false },
  side: { player: false },
  block: { leader: false, senior: false },
  counter: { leader: false, senior: false },
  unit: { leader: false, senior: false },
  card: { leader: false, senior: false },
  cube: { leader: false, senior: false },
  marker: { leader: false, senior: false },
  pool: { "each-player": false },
  bag: { "each-player": false },
  cup: { "each-player": false },
  deck: { "each-player": false },
  hand: { "each-player": false },
  box: { "each-player": false },
  display: { "each-player": false },
  track: { "each-player": false },
  modifier: { "sudden-death": false },
  restriction: { "sudden-death": false },
  limit: { "sudden-death": false },
  trigger: { "sudden-death": false },
  availability: { "sudden-death": false },
  scoring: { "sudden-death": false },
  standing: { "sudden-death": false },
  victory: { "sudden-death": false },
  unspecified: { pending: false },
  territory: { centre: false },
  area: { edge: false, impassable: false, capital: false, base: false },
  phase: { "each-side": false },
  segment: { "each-side": false },
  step: { "each-side": false },
  loop: { "each-side": false },
  interrupt: { "each-side": false },
};

const P0 = {
  id: "apache",
  title: "Apache",
  rule: "Game components",
  players: { min: 2, max: 5 },
  sides: ["red", "yellow", "green", "blue", "purple"],
  source: "apache-card-game.rules.txt",
  start: "play",
};
const P1 = { id: "colour", rule: "Game components", values: ["red", "yellow", "green", "blue", "purple"] };
const P2 = { id: "rank", rule: "The Indians and their booty", values: ["chief", "warrior", "maiden", "hunter"] };
const P3 = { id: "loot", rule: "Game components", values: ["buffalo", "totem-pole", "tomahawk", "necklace", "teepee"] };
const P4 = { id: "red", title: "Red", rule: "Game setup", colour: "red" };
const P5 = { id: "yellow", title: "Yellow", colour: "yellow" };
const P6 = { id: "green", title: "Green", colour: "green" };
const P7 = { id: "blue", title: "Blue", colour: "blue" };
const P8 = { id: "purple", title: "Purple", colour: "purple" };
const P9 = {
  id: "hand-card",
  kind: "card",
  title: "Hand card",
  rule: "Game components",
  fields: { colour: "colour", rank: "rank" },
};
const P10 = {
  id: "indian",
  kind: "card",
  title: "Indian card",
  rule: "Game components",
  fields: { colour: "colour", rank: "rank" },
};
const P11 = { id: "booty", kind: "card", title: "Booty card", rule: "Game components", fields: { loot: "loot" } };
const P12 = {
  id: "hand-cards",
  kind: "pool",
  title: "Hand cards",
  rule: "Game components",
  size: 20,
  contents: [{ count: 1, piece: "hand-card", fields: { colour: "*", rank: "*" } }],
};
const P13 = {
  id: "prairie",
  kind: "deck",
  title: "Prairie cards",
  rule: "Game components",
  size: 114,
  visibility: "none",
  order: "random",
  contents: [
    { count: 2, piece: "indian", fields: { colour: "*", rank: "chief" } },
    { count: 2, piece: "indian", fields: { colour: "*", rank: "warrior" } },
    { count: 2, piece: "indian", fields: { colour: "*", rank: "maiden" } },
    { count: 3, piece: "indian", fields: { colour: "*", rank: "hunter" } },
    { count: 33, piece: "booty", fields: { loot: "buffalo" } },
    { count: 9, piece: "booty", fields: { loot: "totem-pole" } },
    { count: 9, piece: "booty", fields: { loot: "tomahawk" } },
    { count: 9, piece: "booty", fields: { loot: "necklace" } },
    { count: 9, piece: "booty", fields: { loot: "teepee" } },
  ],
};
const P14 = {
  id: "face-up",
  kind: "box",
  title: "Face-up prairie cards",
  rule: "Reveal prairie card",
  visibility: "all",
};
const P15 = {
  id: "pow-wow",
  kind: "display",
  title: "Pow-Wow board",
  rule: "Claim booty",
  order: "stacked",
  visibility: "all",
};
const P16 = {
  id: "tribe",
  kind: "hand",
  title: "Hand cards in hand",
  rule: "Game setup",
  "each-player": true,
  visibility: "all",
};
const P17 = {
  id: "victory-pile",
  kind: "deck",
  title: "Victory pile",
  rule: "Claim booty",
  "each-player": true,
  visibility: "none",
};
const P18 = { id: "removed", kind: "box", title: "Removed from the game", rule: "Punishment!", visibility: "none" };
const P19 = { id: "box-lid", kind: "box", title: "Back in the box", rule: "Game setup" };
const P20 = {
  id: "booty-of",
  title: "Booty each Indian claims",
  rule: "The Indians and their booty",
  columns: ["takes", "male"],
  rows: [
    { key: "chief", cells: ["totem-pole", true] },
    { key: "warrior", cells: ["tomahawk", true] },
    { key: "maiden", cells: ["necklace", false] },
    { key: "hunter", cells: ["buffalo", true] },
  ],
};
const P21 = {
  id: "play-hand-card",
  title: "Play a hand card",
  rule: "Claim booty",
  by: "each",
  prompt: "Play one hand card onto the Pow-Wow board, or let the reveal pass",
};
const P22 = {
  id: "booty-choice",
  title: "Usual booty or teepees",
  rule: "The Indians and their booty",
  by: "claimer",
  prompt: "Take your Indian's usual booty, or every teepee instead",
};
const P23 = {
  id: "prisoner",
  title: "Prisoner of the Chief",
  rule: "The Indians and their booty",
  by: "claimer",
  prompt: "Choose the male Indian the Chief takes prisoner",
};
const P24 = {
  id: "marriage",
  title: "Marry or claim",
  by: "claimer",
  prompt: "Marry, or claim the usual way",
  options: ["marry", "claim-as-usual"],
};
const P25 = { id: "partner-choice", title: "Marriage partner", by: "claimer", prompt: "Choose the Indian to marry" };
const P26 = { id: "indians-of", params: ["hue", "grade"] };
const P27 = { id: "booty-face-up", params: ["kind"] };
const P28 = { id: "captives-for", params: ["card"] };
const P29 = { id: "could-claim", params: ["card"] };
const P30 = { id: "resolve-claim" };
const P31 = { id: "claim" };
const P32 = { id: "take-booty" };
const P33 = { id: "punish" };
const P34 = {
  ids: [
    "hand-cards",
    "prairie",
    "face-up",
    "pow-wow",
    "tribe@red",
    "tribe@yellow",
    "tribe@green",
    "tribe@blue",
    "tribe@purple",
    "victory-pile@red",
    "victory-pile@yellow",
    "victory-pile@green",
    "victory-pile@blue",
    "victory-pile@purple",
    "removed",
    "box-lid",
    "supply",
    "eliminated-pieces",
    "discarded-pieces",
  ],
  areas: 0,
  text: [],
};
const P35 = {
  id: "marriage",
  title: "Marry or claim",
  by: "claimer",
  prompt: "Marry, or claim the usual way",
  options: ["marry", "claim-as-usual"],
  rule: "Wedding",
};
const P36 = {
  id: "partner-choice",
  title: "Marriage partner",
  by: "claimer",
  prompt: "Choose the Indian to marry",
  rule: "Wedding",
};

const D0: GameData = {
  game: P0,
  types: [P1, P2, P3],
  sides: [P4, P5, P6, P7, P8],
  maps: [],
  pieces: [P9, P10, P11],
  holders: [P12, P13, P14, P15, P16, P17, P18, P19],
  tables: [P20],
  decisions: [P21, P22, P23, P24, P25],
  unspecified: [],
  functions: [P26, P27, P28, P29],
  procedures: [P30, P31, P32, P33],
  places: P34,
};

const D1: GameData = {
  game: P0,
  types: [P1, P2, P3],
  sides: [P4, P5, P6, P7, P8],
  maps: [],
  pieces: [P9, P10, P11],
  holders: [P12, P13, P14, P15, P16, P17, P18, P19],
  tables: [P20],
  decisions: [P21, P22, P23, P35, P36, P24, P25],
  unspecified: [],
  functions: [P26, P27, P28, P29],
  procedures: [P30, P31, P32, P33],
  places: P34,
};

const K_b2ad6e227928: V.Value[] = V.frozen(["marry", "claim-as-usual"]);
const OC_15548d6ce79c = V.sideTable({
  red: 2000000009 /* victory-pile@red */,
  yellow: 2000000010 /* victory-pile@yellow */,
  green: 2000000011 /* victory-pile@green */,
  blue: 2000000012 /* victory-pile@blue */,
  purple: 2000000013 /* victory-pile@purple */,
});
const OC_9c40370c318e = V.sideTable({
  red: 2000000004 /* tribe@red */,
  yellow: 2000000005 /* tribe@yellow */,
  green: 2000000006 /* tribe@green */,
  blue: 2000000007 /* tribe@blue */,
  purple: 2000000008 /* tribe@purple */,
});
const O_0953814c0639 = (X: C.RunContext, x15_side: string): V.Value => {
  const ctx = C.exprCtx(X, x15_side);
  return V.ownPieces(ctx, "tribe", OC_9c40370c318e) as V.Value;
};
const R_colour = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["colour"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "colour");
};
const R_loot = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["loot"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "loot");
};
const R_rank = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["rank"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "rank");
};
const SF_colour = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const ss = ctx.state.sideState;
  const own =
    o === "red"
      ? ss["red"]
      : o === "yellow"
        ? ss["yellow"]
        : o === "green"
          ? ss["green"]
          : o === "blue"
            ? ss["blue"]
            : o === "purple"
              ? ss["purple"]
              : typeof o === "string"
                ? ss[o]
                : undefined;
  if (own !== undefined) {
    const v = own["colour"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "colour");
};

const U0 = (ctx: V.EvalContext, x0_hue: V.Value, x1_grade: V.Value): V.Value => {
  const x2_items = V.readPieces(ctx, 2000000002 /* face-up */);
  const x3_selected: V.Value[] = [];
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_c = x2_items[x5_i]!;
    if (
      (typeof x4_c === "number" && x4_c >= 1000000000
        ? ((ctx.state.pieces[x4_c - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x4_c))
        : V.kindOf(ctx, x4_c)) === "indian" &&
      (typeof x4_c === "number" && x4_c >= 1000000000
        ? ((ctx.state.pieces[x4_c - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, x4_c))
        : R_colour(ctx, x4_c)) === x0_hue &&
      (typeof x4_c === "number" && x4_c >= 1000000000
        ? ((ctx.state.pieces[x4_c - 1000000000]?.state["rank"] as V.Value | undefined) ?? R_rank(ctx, x4_c))
        : R_rank(ctx, x4_c)) === x1_grade
    )
      x3_selected.push(x4_c);
  }
  return x3_selected;
};

const U1 = (ctx: V.EvalContext, x0_kind: V.Value): V.Value => {
  const x1_items = V.readPieces(ctx, 2000000002 /* face-up */);
  const x2_selected: V.Value[] = [];
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_c = x1_items[x4_i]!;
    if (
      (typeof x3_c === "number" && x3_c >= 1000000000
        ? ((ctx.state.pieces[x3_c - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x3_c))
        : V.kindOf(ctx, x3_c)) === "booty" &&
      (typeof x3_c === "number" && x3_c >= 1000000000
        ? ((ctx.state.pieces[x3_c - 1000000000]?.state["loot"] as V.Value | undefined) ?? R_loot(ctx, x3_c))
        : R_loot(ctx, x3_c)) === x0_kind
    )
      x2_selected.push(x3_c);
  }
  return x2_selected;
};

const U2 = (ctx: V.EvalContext, x0_card: V.Value): V.Value => {
  let x1_kept: V.Value | undefined;
  let x2_kept: V.Value | undefined;
  const x3_items = V.readPieces(ctx, 2000000002 /* face-up */);
  const x4_selected: V.Value[] = [];
  for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
    const x5_c = x3_items[x6_i]!;
    if (
      (typeof x5_c === "number" && x5_c >= 1000000000
        ? ((ctx.state.pieces[x5_c - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x5_c))
        : V.kindOf(ctx, x5_c)) === "indian" &&
      (V.lookupTable(
        ctx,
        0 /* booty-of */,
        typeof x5_c === "number" && x5_c >= 1000000000
          ? ((ctx.state.pieces[x5_c - 1000000000]?.state["rank"] as V.Value | undefined) ?? R_rank(ctx, x5_c))
          : R_rank(ctx, x5_c),
        "male",
      ) as boolean) &&
      x5_c !==
        (x2_kept ??= ctx.fn[3 /* indians-of#first */]!(
          ctx,
          (x1_kept ??=
            typeof x0_card === "number" && x0_card >= 1000000000
              ? ((ctx.state.pieces[x0_card - 1000000000]?.state["colour"] as V.Value | undefined) ??
                R_colour(ctx, x0_card))
              : R_colour(ctx, x0_card)),
          "chief",
        ))
    )
      x4_selected.push(x5_c);
  }
  return x4_selected;
};

const U3 = (ctx: V.EvalContext, x0_card: V.Value): V.Value => {
  let x1_kept: V.Value | undefined;
  return (
    !ctx.fn[1 /* indians-of#empty */]!(
      ctx,
      typeof x0_card === "number" && x0_card >= 1000000000
        ? ((ctx.state.pieces[x0_card - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, x0_card))
        : R_colour(ctx, x0_card),
      (x1_kept ??=
        typeof x0_card === "number" && x0_card >= 1000000000
          ? ((ctx.state.pieces[x0_card - 1000000000]?.state["rank"] as V.Value | undefined) ?? R_rank(ctx, x0_card))
          : R_rank(ctx, x0_card)),
    ) &&
    (!ctx.fn[5 /* booty-face-up#empty */]!(ctx, "teepee") ||
      ((x1_kept ??=
        typeof x0_card === "number" && x0_card >= 1000000000
          ? ((ctx.state.pieces[x0_card - 1000000000]?.state["rank"] as V.Value | undefined) ?? R_rank(ctx, x0_card))
          : R_rank(ctx, x0_card)) !== "chief" &&
        !ctx.fn[5 /* booty-face-up#empty */]!(
          ctx,
          V.lookupTable(
            ctx,
            0 /* booty-of */,
            (x1_kept ??=
              typeof x0_card === "number" && x0_card >= 1000000000
                ? ((ctx.state.pieces[x0_card - 1000000000]?.state["rank"] as V.Value | undefined) ??
                  R_rank(ctx, x0_card))
                : R_rank(ctx, x0_card)),
            "takes",
          ),
        )) ||
      ((x1_kept ??=
        typeof x0_card === "number" && x0_card >= 1000000000
          ? ((ctx.state.pieces[x0_card - 1000000000]?.state["rank"] as V.Value | undefined) ?? R_rank(ctx, x0_card))
          : R_rank(ctx, x0_card)) === "chief" &&
        !ctx.fn[5 /* booty-face-up#empty */]!(ctx, "totem-pole") &&
        !ctx.fn[9 /* captives-for#empty */]!(ctx, x0_card)))
  );
};

const U4 = (ctx: V.EvalContext, x0_kind: V.Value): V.Value => {
  const x1_items = V.readPieces(ctx, 2000000002 /* face-up */);
  let x2_found = false;
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_c = x1_items[x4_i]!;
    if (
      (typeof x3_c === "number" && x3_c >= 1000000000
        ? ((ctx.state.pieces[x3_c - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x3_c))
        : V.kindOf(ctx, x3_c)) === "booty" &&
      (typeof x3_c === "number" && x3_c >= 1000000000
        ? ((ctx.state.pieces[x3_c - 1000000000]?.state["loot"] as V.Value | undefined) ?? R_loot(ctx, x3_c))
        : R_loot(ctx, x3_c)) === x0_kind
    ) {
      x2_found = true;
      break;
    }
  }
  return !x2_found;
};

const U5 = (ctx: V.EvalContext, x0_card: V.Value): V.Value => {
  let x1_kept: V.Value | undefined;
  let x2_kept: V.Value | undefined;
  const x3_items = V.readPieces(ctx, 2000000002 /* face-up */);
  let x4_found = false;
  for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
    const x5_c = x3_items[x6_i]!;
    if (
      (typeof x5_c === "number" && x5_c >= 1000000000
        ? ((ctx.state.pieces[x5_c - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x5_c))
        : V.kindOf(ctx, x5_c)) === "indian" &&
      (V.lookupTable(
        ctx,
        0 /* booty-of */,
        typeof x5_c === "number" && x5_c >= 1000000000
          ? ((ctx.state.pieces[x5_c - 1000000000]?.state["rank"] as V.Value | undefined) ?? R_rank(ctx, x5_c))
          : R_rank(ctx, x5_c),
        "male",
      ) as boolean) &&
      x5_c !==
        (x2_kept ??= ctx.fn[3 /* indians-of#first */]!(
          ctx,
          (x1_kept ??=
            typeof x0_card === "number" && x0_card >= 1000000000
              ? ((ctx.state.pieces[x0_card - 1000000000]?.state["colour"] as V.Value | undefined) ??
                R_colour(ctx, x0_card))
              : R_colour(ctx, x0_card)),
          "chief",
        ))
    ) {
      x4_found = true;
      break;
    }
  }
  return !x4_found;
};

const U6 = (ctx: V.EvalContext, x0_hue: V.Value, x1_grade: V.Value): V.Value => {
  const x2_items = V.readPieces(ctx, 2000000002 /* face-up */);
  let x3_found = false;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_c = x2_items[x5_i]!;
    if (
      (typeof x4_c === "number" && x4_c >= 1000000000
        ? ((ctx.state.pieces[x4_c - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x4_c))
        : V.kindOf(ctx, x4_c)) === "indian" &&
      (typeof x4_c === "number" && x4_c >= 1000000000
        ? ((ctx.state.pieces[x4_c - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, x4_c))
        : R_colour(ctx, x4_c)) === x0_hue &&
      (typeof x4_c === "number" && x4_c >= 1000000000
        ? ((ctx.state.pieces[x4_c - 1000000000]?.state["rank"] as V.Value | undefined) ?? R_rank(ctx, x4_c))
        : R_rank(ctx, x4_c)) === x1_grade
    ) {
      x3_found = true;
      break;
    }
  }
  return !x3_found;
};

const U7 = (ctx: V.EvalContext, x0_hue: V.Value, x1_grade: V.Value): V.Value => {
  const x2_items = V.readPieces(ctx, 2000000002 /* face-up */);
  let x3_first: V.Value = null;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_c = x2_items[x5_i]!;
    if (
      (typeof x4_c === "number" && x4_c >= 1000000000
        ? ((ctx.state.pieces[x4_c - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x4_c))
        : V.kindOf(ctx, x4_c)) === "indian" &&
      (typeof x4_c === "number" && x4_c >= 1000000000
        ? ((ctx.state.pieces[x4_c - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, x4_c))
        : R_colour(ctx, x4_c)) === x0_hue &&
      (typeof x4_c === "number" && x4_c >= 1000000000
        ? ((ctx.state.pieces[x4_c - 1000000000]?.state["rank"] as V.Value | undefined) ?? R_rank(ctx, x4_c))
        : R_rank(ctx, x4_c)) === x1_grade
    ) {
      x3_first = x4_c;
      break;
    }
  }
  return x3_first;
};

const U8 = (
  X: C.RunContext,
  actor: string | undefined,
  x0_player: V.Value,
  x1_brave: V.Value,
  x2_kind: V.Value,
): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/apache/claims.rules:85:3: move brave to of(victory-pile, player)";
  C.movePieces(X, x1_brave, V.copyOf(ctx, OC_15548d6ce79c, "victory-pile", x0_player), actor);
  X.at = "specs/apache/claims.rules:86:3: move booty-face-up(kind) to of(victory-pile, player)";
  C.movePieces(
    X,
    ctx.fn[4 /* booty-face-up */]!(ctx, x2_kind),
    V.copyOf(ctx, OC_15548d6ce79c, "victory-pile", x0_player),
    actor,
  );
};

const U9 = (X: C.RunContext, actor: string | undefined, x0_player: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/apache/claims.rules:94:3: repeat min(2, count(of(victory-pile, player))) {";
  let v1_times: V.Value = V.repeatCount(
    B.min(ctx, 2, B.count(ctx, V.copyOf(ctx, OC_15548d6ce79c, "victory-pile", x0_player))),
  );
  {
    let v2_k: V.Value = 0;
    while ((v2_k as number) < (v1_times as number)) {
      X.at = "specs/apache/claims.rules:95:5: move last(pieces(of(victory-pile, player))) to removed";
      C.movePieces(
        X,
        B.last(ctx, V.readPieces(ctx, V.copyOf(ctx, OC_15548d6ce79c, "victory-pile", x0_player)) as V.Value),
        2000000014 /* removed */,
        actor,
      );
      v2_k = (v2_k as number) + 1;
    }
  }
};

const U10 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, 5 /* #setup */, X.state.active, [], 1);
      }
      case 1: {
        L[0] = X.index.turns.first;
        f.pc = 2;
        continue;
      }
      case 2: {
        if (!((L[0]! as number) <= X.index.turns.last)) {
          f.pc = 3;
          continue;
        }
        X.state.turn = L[0]! as number;
        L[17] = true;
        L[18] = 0;
        f.pc = 4;
        continue;
      }
      case 3: {
        L[19] = X.T.scores(X) as unknown as V.Value;
        if (B.empty(ctx, 2000000001 /* prairie */)) {
          X.state.outcome = {
            winners: C.best(L[19]! as unknown as Record<string, number>),
            draw: false,
            name: "Victory",
            scores: L[19]! as unknown as Record<string, number>,
          };
        } else {
          X.state.outcome = {
            winners: [],
            draw: true,
            name: "no victory condition was met",
            scores: L[19]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      case 4: {
        if (!L[17]!) {
          f.pc = 5;
          continue;
        }
        if ((L[18]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
        L[18] = (L[18]! as number) + 1;
        L[17] = false;
        L[16] = 0;
        f.pc = 6;
        continue;
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        if (!!B.empty(ctx, 2000000001 /* prairie */)) {
          f.pc = 7;
          continue;
        }
        if ((L[16]! as number) >= 100000) throw new V.EvaluationError("loop 'reveals' ran 100000 times");
        L[16] = (L[16]! as number) + 1;
        C.enter(X, 0, "Reveal prairie cards");
        C.enter(X, 1, "Reveal a prairie card");
        X.at = "specs/apache/turn.rules:9:9: draw(prairie, face-up)";
        C.draw(X, 2000000001 /* prairie */, 2000000002 /* face-up */, undefined, X.state.active);
        C.enter(X, 1, "Claim booty");
        X.T.sudden(X, true);
        L[10] = [];
        L[11] = false;
        L[12] = false;
        f.pc = 8;
        continue;
      }
      case 7: {
        X.T.sudden(X, false);
        C.enter(X, 0, "Last chance to claim");
        X.at = 'specs/apache/turn.rules:34:7: log("the last prairie card is face up; one final round of claims")';
        C.log(X, "the last prairie card is face up; one final round of claims");
        X.T.sudden(X, false);
        L[17] = !B.empty(ctx, 2000000001 /* prairie */);
        f.pc = 4;
        continue;
      }
      case 8: {
        if (!!L[11]!) {
          f.pc = 9;
          continue;
        }
        L[13] = C.offerRequest(
          X,
          L[10]! as V.Value[],
          O_0953814c0639,
          0 /* play-hand-card */,
          "Claim booty",
          "Multiple players wish to claim booty",
          "own-copy",
        ) as unknown as V.Value;
        f.pc = L[13]! === null ? 10 : 11;
        continue;
      }
      case 9: {
        f.pc = L[12]! ? 14 : 15;
        continue;
      }
      case 10: {
        L[11] = true;
        f.pc = 12;
        continue;
      }
      case 11: {
        return M.ask(X, f, L[13]! as unknown as C.Request, 14, 13);
      }
      case 12: {
        f.pc = 8;
        continue;
      }
      case 13: {
        (L[10]! as V.Value[]).push(C.played(X, L[14]!, 2000000003 /* pow-wow */));
        if ((L[14]! as V.Value[])[1] !== C.PASS) {
          L[12] = true;
        }
        f.pc = 12;
        continue;
      }
      case 14: {
        X.at = "specs/apache/turn.rules:23:9: let plays = pieces(pow-wow)";
        L[1] = B.pieces(ctx, 2000000003 /* pow-wow */);
        X.at = "specs/apache/turn.rules:24:9: let valid = [for p in plays if could-claim(p)]";
        const x3_items = Array.isArray(L[1]!) ? L[1]! : V.readList(ctx, L[1]!, "a selection");
        const x4_selected: V.Value[] = [];
        for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
          const x5_p = x3_items[x6_i]!;
          if (ctx.fn[12 /* could-claim */]!(ctx, x5_p) as boolean) x4_selected.push(x5_p);
        }
        L[2] = x4_selected;
        X.at = "specs/apache/turn.rules:25:9: for each card-played in plays {";
        L[7] = C.items(X, L[1]!, X.state.active);
        L[8] = 0;
        f.pc = 17;
        continue;
      }
      case 15: {
        f.pc = 16;
        continue;
      }
      case 16: {
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        f.pc = 6;
        continue;
      }
      case 17: {
        if (!((L[8]! as number) < (L[7]! as V.Value[]).length)) {
          f.pc = 18;
          continue;
        }
        L[9] = (L[7]! as V.Value[])[L[8]! as number]!;
        X.at = "specs/apache/turn.rules:26:11: resolve-claim(owner(card-played), card-played, card-played in valid)";
        return M.call(
          X,
          f,
          0 /* resolve-claim */,
          X.state.active,
          [
            typeof L[9]! === "number" && L[9]! >= 1000000000
              ? ((ctx.state.pieces[L[9]! - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, L[9]!))
              : B.owner(ctx, L[9]!),
            L[9]!,
            V.isIn(ctx, L[9]!, L[2]!),
          ],
          19,
        );
      }
      case 18: {
        f.pc = 16;
        continue;
      }
      case 19: {
        L[8] = (L[8]! as number) + 1;
        f.pc = 17;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U11 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/apache/game.rules:16:5: for each player in sides() {";
        {
          L[0] = C.items(X, B.sides(ctx), X.state.active);
          L[1] = 0;
          while ((L[1]! as number) < (L[0]! as V.Value[]).length) {
            L[2] = (L[0]! as V.Value[])[L[1]! as number]!;
            X.at =
              "specs/apache/game.rules:17:7: move [for c in hand-cards if c.colour == player.colour] to of(tribe, player)";
            let x3_kept: V.Value | undefined;
            const x4_items = V.readList(ctx, 2000000000 /* hand-cards */, "a selection");
            const x5_selected: V.Value[] = [];
            for (let x7_i = 0; x7_i < x4_items.length; x7_i++) {
              const x6_c = x4_items[x7_i]!;
              if (
                (typeof x6_c === "number" && x6_c >= 1000000000
                  ? ((ctx.state.pieces[x6_c - 1000000000]?.state["colour"] as V.Value | undefined) ??
                    R_colour(ctx, x6_c))
                  : R_colour(ctx, x6_c)) === (x3_kept ??= SF_colour(ctx, L[2]!))
              )
                x5_selected.push(x6_c);
            }
            C.movePieces(X, x5_selected, V.copyOf(ctx, OC_9c40370c318e, "tribe", L[2]!), X.state.active);
            L[1] = (L[1]! as number) + 1;
          }
        }
        X.at = "specs/apache/game.rules:19:5: move pieces(hand-cards) to box-lid";
        C.movePieces(X, B.pieces(ctx, 2000000000 /* hand-cards */), 2000000015 /* box-lid */, X.state.active);
        X.at = "specs/apache/game.rules:20:5: shuffle(prairie)";
        C.shuffle(X, 2000000001 /* prairie */, X.state.active);
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U12 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/apache/claims.rules:50:3: if not valid {";
        f.pc = !V.truthy(L[2]!) ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/apache/claims.rules:51:5: punish(player)";
        X.T.p[3 /* punish */]!(X, actor, L[0]!);
        f.pc = 3;
        continue;
      }
      case 2: {
        X.at = "specs/apache/claims.rules:52:10: if could-claim(card) {";
        f.pc = (ctx.fn[12 /* could-claim */]!(ctx, L[1]!) as boolean) ? 4 : 5;
        continue;
      }
      case 3: {
        X.at = "specs/apache/claims.rules:55:3: move card to of(tribe, player)";
        C.movePieces(X, L[1]!, V.copyOf(ctx, OC_9c40370c318e, "tribe", L[0]!), actor);
        return false;
      }
      case 4: {
        X.at = "specs/apache/claims.rules:53:5: claim(player, card)";
        return M.call(X, f, 1 /* claim */, actor, [L[0]!, L[1]!], 7);
      }
      case 5: {
        f.pc = 6;
        continue;
      }
      case 6: {
        f.pc = 3;
        continue;
      }
      case 7: {
        f.pc = 6;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U13 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/apache/claims.rules:63:3: let brave = first(indians-of(card.colour, card.rank))";
        L[2] = ctx.fn[3 /* indians-of#first */]!(
          ctx,
          typeof L[1]! === "number" && L[1]! >= 1000000000
            ? ((ctx.state.pieces[L[1]! - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, L[1]!))
            : R_colour(ctx, L[1]!),
          typeof L[1]! === "number" && L[1]! >= 1000000000
            ? ((ctx.state.pieces[L[1]! - 1000000000]?.state["rank"] as V.Value | undefined) ?? R_rank(ctx, L[1]!))
            : R_rank(ctx, L[1]!),
        );
        X.at = "specs/apache/claims.rules:64:3: let usual = lookup(booty-of, card.rank, takes)";
        L[3] = V.lookupTable(
          ctx,
          0 /* booty-of */,
          typeof L[1]! === "number" && L[1]! >= 1000000000
            ? ((ctx.state.pieces[L[1]! - 1000000000]?.state["rank"] as V.Value | undefined) ?? R_rank(ctx, L[1]!))
            : R_rank(ctx, L[1]!),
          "takes",
        );
        X.at =
          "specs/apache/claims.rules:65:3: let usual-ok = not empty(booty-face-up(usual)) and (card.rank != chief or not...";
        L[4] =
          !ctx.fn[5 /* booty-face-up#empty */]!(ctx, L[3]!) &&
          ((typeof L[1]! === "number" && L[1]! >= 1000000000
            ? ((ctx.state.pieces[L[1]! - 1000000000]?.state["rank"] as V.Value | undefined) ?? R_rank(ctx, L[1]!))
            : R_rank(ctx, L[1]!)) !== "chief" ||
            !ctx.fn[9 /* captives-for#empty */]!(ctx, L[1]!));
        X.at = "specs/apache/claims.rules:66:3: let kind = usual";
        L[5] = L[3]!;
        X.at = "specs/apache/claims.rules:67:3: if usual-ok and not empty(booty-face-up(teepee)) {";
        f.pc = V.truthy(L[4]!) && !ctx.fn[5 /* booty-face-up#empty */]!(ctx, "teepee") ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/apache/claims.rules:68:5: choose pick from [usual, teepee] by player as booty-choice";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "pick",
            [L[3]!, "teepee"],
            L[0]!,
            1 /* booty-choice */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          6,
          4,
        );
      }
      case 2: {
        X.at = "specs/apache/claims.rules:70:10: if not usual-ok {";
        if (!V.truthy(L[4]!)) {
          X.at = "specs/apache/claims.rules:71:5: set kind = teepee";
          L[5] = C.combine("=", L[5]!, "teepee");
        }
        f.pc = 3;
        continue;
      }
      case 3: {
        X.at = "specs/apache/claims.rules:74:3: if card.rank == chief and kind == totem-pole {";
        f.pc =
          (typeof L[1]! === "number" && L[1]! >= 1000000000
            ? ((ctx.state.pieces[L[1]! - 1000000000]?.state["rank"] as V.Value | undefined) ?? R_rank(ctx, L[1]!))
            : R_rank(ctx, L[1]!)) === "chief" && L[5]! === "totem-pole"
            ? 5
            : 6;
        continue;
      }
      case 4: {
        X.at = "specs/apache/claims.rules:69:5: set kind = pick";
        L[5] = C.combine("=", L[5]!, L[6]!);
        f.pc = 3;
        continue;
      }
      case 5: {
        X.at = "specs/apache/claims.rules:75:5: choose captive from captives-for(card) by player as prisoner";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "captive",
            ctx.fn[8 /* captives-for */]!(ctx, L[1]!),
            L[0]!,
            2 /* prisoner */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          8,
          8,
        );
      }
      case 6: {
        f.pc = 7;
        continue;
      }
      case 7: {
        X.at = "specs/apache/claims.rules:78:3: take-booty(player, brave, kind)";
        X.T.p[2 /* take-booty */]!(X, actor, L[0]!, L[2]!, L[5]!);
        return false;
      }
      case 8: {
        X.at = "specs/apache/claims.rules:76:5: move captive to of(victory-pile, player)";
        C.movePieces(X, L[8]!, V.copyOf(ctx, OC_15548d6ce79c, "victory-pile", L[0]!), actor);
        f.pc = 7;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U14 = (X: C.RunContext, atOnce: boolean, endOfTurn = false): void => {
  void endOfTurn;
  void X;
  void atOnce;
};

const U15 = (X: C.RunContext): Record<string, number> => {
  const out: Record<string, number> = {};
  for (let si = 0; si < X.state.sides.length; si++) {
    const side = X.state.sides[si]!;
    const ctx = C.exprCtx(X, side);
    let total = 0;
    {
      const v = B.count(ctx, V.copyOf(ctx, OC_15548d6ce79c, "victory-pile", side));
      if (typeof v === "number") total += v;
    }
    out[side] = total;
  }
  return out;
};

const U16 = (X: C.RunContext): { id: string; rule?: string }[] => {
  const ctx = C.exprCtx(X, undefined);
  const out: { id: string; rule?: string }[] = [];
  if (
    (V.plus(
      V.plus(
        V.plus(
          B.count(ctx, 2000000001 /* prairie */),
          V.countWhere(
            V.readPieces(ctx, 2000000002 /* face-up */),
            (x0_c: V.Value) =>
              (typeof x0_c === "number" && x0_c >= 1000000000
                ? ((ctx.state.pieces[x0_c - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x0_c))
                : V.kindOf(ctx, x0_c)) !== "hand-card",
          ),
        ),
        B.sum(
          ctx,
          V.readList(ctx, B.sides(ctx), "a selection").map((x1_s: V.Value): V.Value =>
            B.count(ctx, V.copyOf(ctx, OC_15548d6ce79c, "victory-pile", x1_s)),
          ),
        ),
      ),
      B.count(ctx, 2000000014 /* removed */),
    ) ===
      114) !==
    true
  )
    out.push({ id: "prairie-conserved", rule: "Game end and scoring" });
  return out;
};

const U17 = (X: C.RunContext, type: string, b: C.Bindings): void => {
  void X;
  void type;
  void b;
};

const U18 = (X: C.RunContext, type: string, b: C.Bindings): C.Broken | null => {
  void X;
  void type;
  void b;
  return null;
};

const U19 = (
  X: C.RunContext,
  actor: string | undefined,
  x0_player: V.Value,
  x1_brave: V.Value,
  x2_kind: V.Value,
): void => {
  const ctx = C.exprCtx(X, actor);
  let v3_player: V.Value = x0_player;
  let v4_brave: V.Value = x1_brave;
  let v5_kind: V.Value = x2_kind;
  X.at = "specs/apache/claims.rules:85:3: move brave to of(victory-pile, player)";
  C.movePieces(X, x1_brave, V.copyOf(ctx, OC_15548d6ce79c, "victory-pile", x0_player), actor);
  X.at = "specs/apache/claims.rules:86:3: move booty-face-up(kind) to of(victory-pile, player)";
  C.movePieces(
    X,
    ctx.fn[4 /* booty-face-up */]!(ctx, x2_kind),
    V.copyOf(ctx, OC_15548d6ce79c, "victory-pile", x0_player),
    actor,
  );
  if (
    (typeof v4_brave === "number" && v4_brave >= 1000000000
      ? ((ctx.state.pieces[v4_brave - 1000000000]?.state["rank"] as V.Value | undefined) ?? R_rank(ctx, v4_brave))
      : R_rank(ctx, v4_brave)) === "warrior" &&
    v5_kind === "tomahawk"
  ) {
    X.events.push({ type: "trigger", trigger: "war-party" });
    X.at = "specs/apache/variants.rules:12:7: for each rival in [for s in sides() if s != player] {";
    const x6_items = V.readList(ctx, B.sides(ctx), "a selection");
    const x7_selected: V.Value[] = [];
    for (let x9_i = 0; x9_i < x6_items.length; x9_i++) {
      const x8_s = x6_items[x9_i]!;
      if (x8_s !== v3_player) x7_selected.push(x8_s);
    }
    {
      let v10_list: V.Value = C.items(X, x7_selected, actor);
      let v11_i: V.Value = 0;
      while ((v11_i as number) < (v10_list as V.Value[]).length) {
        let v12_rival: V.Value = (v10_list as V.Value[])[v11_i as number]!;
        X.at = "specs/apache/variants.rules:13:9: repeat if players == 2 then 2 else 1 {";
        let v13_times: V.Value = V.repeatCount(V.players(ctx) === 2 ? 2 : 1);
        {
          let v14_k: V.Value = 0;
          while ((v14_k as number) < (v13_times as number)) {
            X.at =
              "specs/apache/variants.rules:14:11: let found = [for c in pieces(of(victory-pile, rival)) if c.kind == booty and ...";
            const x16_items = V.readPieces(ctx, V.copyOf(ctx, OC_15548d6ce79c, "victory-pile", v12_rival));
            const x17_selected: V.Value[] = [];
            for (let x19_i = 0; x19_i < x16_items.length; x19_i++) {
              const x18_c = x16_items[x19_i]!;
              if (
                (typeof x18_c === "number" && x18_c >= 1000000000
                  ? ((ctx.state.pieces[x18_c - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x18_c))
                  : V.kindOf(ctx, x18_c)) === "booty" &&
                (typeof x18_c === "number" && x18_c >= 1000000000
                  ? ((ctx.state.pieces[x18_c - 1000000000]?.state["loot"] as V.Value | undefined) ?? R_loot(ctx, x18_c))
                  : R_loot(ctx, x18_c)) === "buffalo"
              )
                x17_selected.push(x18_c);
            }
            let v15_found: V.Value = x17_selected;
            X.at = "specs/apache/variants.rules:15:11: if not empty(found) {";
            if (!B.empty(ctx, v15_found)) {
              X.at = "specs/apache/variants.rules:16:13: move first(found) to of(victory-pile, player)";
              C.movePieces(
                X,
                B.first(ctx, v15_found),
                V.copyOf(ctx, OC_15548d6ce79c, "victory-pile", v3_player),
                actor,
              );
            }
            v14_k = (v14_k as number) + 1;
          }
        }
        v11_i = (v11_i as number) + 1;
      }
    }
  }
};

const U20 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/apache/variants.rules:39:5: if not valid {";
        f.pc = !V.truthy(L[2]!) ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/apache/variants.rules:40:7: punish(player)";
        X.T.p[3 /* punish */]!(X, actor, L[0]!);
        f.pc = 3;
        continue;
      }
      case 2: {
        X.at = "specs/apache/variants.rules:41:12: if could-claim(card) {";
        f.pc = (ctx.fn[12 /* could-claim */]!(ctx, L[1]!) as boolean) ? 4 : 5;
        continue;
      }
      case 3: {
        X.at = "specs/apache/variants.rules:57:5: move card to of(tribe, player)";
        C.movePieces(X, L[1]!, V.copyOf(ctx, OC_9c40370c318e, "tribe", L[0]!), actor);
        return false;
      }
      case 4: {
        X.at = "specs/apache/variants.rules:42:7: let brave = first(indians-of(card.colour, card.rank))";
        L[3] = ctx.fn[3 /* indians-of#first */]!(
          ctx,
          typeof L[1]! === "number" && L[1]! >= 1000000000
            ? ((ctx.state.pieces[L[1]! - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, L[1]!))
            : R_colour(ctx, L[1]!),
          typeof L[1]! === "number" && L[1]! >= 1000000000
            ? ((ctx.state.pieces[L[1]! - 1000000000]?.state["rank"] as V.Value | undefined) ?? R_rank(ctx, L[1]!))
            : R_rank(ctx, L[1]!),
        );
        X.at =
          "specs/apache/variants.rules:43:7: let partners = [for c in pieces(face-up) if c.kind == indian and c != brave a...";
        let x5_kept: V.Value | undefined;
        let x6_kept: V.Value | undefined;
        const x7_items = V.readPieces(ctx, 2000000002 /* face-up */);
        const x8_selected: V.Value[] = [];
        for (let x10_i = 0; x10_i < x7_items.length; x10_i++) {
          const x9_c = x7_items[x10_i]!;
          if (
            (typeof x9_c === "number" && x9_c >= 1000000000
              ? ((ctx.state.pieces[x9_c - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x9_c))
              : V.kindOf(ctx, x9_c)) === "indian" &&
            x9_c !== L[3]! &&
            V.lookupTable(
              ctx,
              0 /* booty-of */,
              typeof x9_c === "number" && x9_c >= 1000000000
                ? ((ctx.state.pieces[x9_c - 1000000000]?.state["rank"] as V.Value | undefined) ?? R_rank(ctx, x9_c))
                : R_rank(ctx, x9_c),
              "male",
            ) !==
              (x6_kept ??= V.lookupTable(
                ctx,
                0 /* booty-of */,
                (x5_kept ??=
                  typeof L[1]! === "number" && L[1]! >= 1000000000
                    ? ((ctx.state.pieces[L[1]! - 1000000000]?.state["rank"] as V.Value | undefined) ??
                      R_rank(ctx, L[1]!))
                    : R_rank(ctx, L[1]!)),
                "male",
              ))
          )
            x8_selected.push(x9_c);
        }
        L[4] = x8_selected;
        X.at = "specs/apache/variants.rules:44:7: let wed = false";
        L[11] = false;
        X.at = "specs/apache/variants.rules:45:7: if not empty(booty-face-up(teepee)) and not empty(partners) {";
        f.pc = !ctx.fn[5 /* booty-face-up#empty */]!(ctx, "teepee") && !B.empty(ctx, L[4]!) ? 7 : 8;
        continue;
      }
      case 5: {
        f.pc = 6;
        continue;
      }
      case 6: {
        f.pc = 3;
        continue;
      }
      case 7: {
        X.at = "specs/apache/variants.rules:46:9: choose answer from [marry, claim-as-usual] by player as marriage";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "answer",
            K_b2ad6e227928,
            L[0]!,
            3 /* marriage */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          12,
          10,
        );
      }
      case 8: {
        f.pc = 9;
        continue;
      }
      case 9: {
        X.at = "specs/apache/variants.rules:49:7: if wed {";
        f.pc = V.truthy(L[11]!) ? 11 : 12;
        continue;
      }
      case 10: {
        X.at = "specs/apache/variants.rules:47:9: set wed = answer == marry";
        L[11] = C.combine("=", L[11]!, L[12]! === "marry");
        f.pc = 9;
        continue;
      }
      case 11: {
        X.at = "specs/apache/variants.rules:50:9: choose partner from partners by player as partner-choice";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "partner",
            L[4]!,
            L[0]!,
            4 /* partner-choice */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          14,
          14,
        );
      }
      case 12: {
        X.at = "specs/apache/variants.rules:54:9: claim(player, card)";
        return M.call(X, f, 1 /* claim */, actor, [L[0]!, L[1]!], 15);
      }
      case 13: {
        f.pc = 6;
        continue;
      }
      case 14: {
        X.at = "specs/apache/variants.rules:51:9: move [brave, partner] to of(victory-pile, player)";
        C.movePieces(X, [L[3]!, L[14]!], V.copyOf(ctx, OC_15548d6ce79c, "victory-pile", L[0]!), actor);
        X.at = "specs/apache/variants.rules:52:9: move booty-face-up(teepee) to of(victory-pile, player)";
        C.movePieces(
          X,
          ctx.fn[4 /* booty-face-up */]!(ctx, "teepee"),
          V.copyOf(ctx, OC_15548d6ce79c, "victory-pile", L[0]!),
          actor,
        );
        f.pc = 13;
        continue;
      }
      case 15: {
        f.pc = 13;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U21 = (
  X: C.RunContext,
  actor: string | undefined,
  x0_player: V.Value,
  x1_brave: V.Value,
  x2_kind: V.Value,
): void => {
  const ctx = C.exprCtx(X, actor);
  let v3_player: V.Value = x0_player;
  let v4_brave: V.Value = x1_brave;
  let v5_kind: V.Value = x2_kind;
  X.at = "specs/apache/claims.rules:85:3: move brave to of(victory-pile, player)";
  C.movePieces(X, x1_brave, V.copyOf(ctx, OC_15548d6ce79c, "victory-pile", x0_player), actor);
  X.at = "specs/apache/claims.rules:86:3: move booty-face-up(kind) to of(victory-pile, player)";
  C.movePieces(
    X,
    ctx.fn[4 /* booty-face-up */]!(ctx, x2_kind),
    V.copyOf(ctx, OC_15548d6ce79c, "victory-pile", x0_player),
    actor,
  );
  if (true) {
    X.events.push({ type: "trigger", trigger: "allies" });
    X.at = "specs/apache/variants.rules:70:7: let played = [s.colour for s in sides()]";
    const x7_items = V.readList(ctx, B.sides(ctx), "a selection");
    const x8_selected: V.Value[] = [];
    for (let x10_i = 0; x10_i < x7_items.length; x10_i++) {
      const x9_s = x7_items[x10_i]!;
      x8_selected.push(SF_colour(ctx, x9_s));
    }
    let v6_played: V.Value = x8_selected;
    X.at =
      "specs/apache/variants.rules:71:7: move [for c in pieces(face-up) if c.kind == indian and c.rank == brave.rank a...";
    let x11_kept: V.Value | undefined;
    const x12_items = V.readPieces(ctx, 2000000002 /* face-up */);
    const x13_selected: V.Value[] = [];
    for (let x15_i = 0; x15_i < x12_items.length; x15_i++) {
      const x14_c = x12_items[x15_i]!;
      if (
        (typeof x14_c === "number" && x14_c >= 1000000000
          ? ((ctx.state.pieces[x14_c - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x14_c))
          : V.kindOf(ctx, x14_c)) === "indian" &&
        (typeof x14_c === "number" && x14_c >= 1000000000
          ? ((ctx.state.pieces[x14_c - 1000000000]?.state["rank"] as V.Value | undefined) ?? R_rank(ctx, x14_c))
          : R_rank(ctx, x14_c)) ===
          (x11_kept ??=
            typeof v4_brave === "number" && v4_brave >= 1000000000
              ? ((ctx.state.pieces[v4_brave - 1000000000]?.state["rank"] as V.Value | undefined) ??
                R_rank(ctx, v4_brave))
              : R_rank(ctx, v4_brave)) &&
        !V.isIn(
          ctx,
          typeof x14_c === "number" && x14_c >= 1000000000
            ? ((ctx.state.pieces[x14_c - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, x14_c))
            : R_colour(ctx, x14_c),
          v6_played,
        )
      )
        x13_selected.push(x14_c);
    }
    C.movePieces(X, x13_selected, V.copyOf(ctx, OC_15548d6ce79c, "victory-pile", v3_player), actor);
  }
};

const U22 = (
  X: C.RunContext,
  actor: string | undefined,
  x0_player: V.Value,
  x1_brave: V.Value,
  x2_kind: V.Value,
): void => {
  const ctx = C.exprCtx(X, actor);
  let v3_player: V.Value = x0_player;
  let v4_brave: V.Value = x1_brave;
  let v5_kind: V.Value = x2_kind;
  X.at = "specs/apache/claims.rules:85:3: move brave to of(victory-pile, player)";
  C.movePieces(X, x1_brave, V.copyOf(ctx, OC_15548d6ce79c, "victory-pile", x0_player), actor);
  X.at = "specs/apache/claims.rules:86:3: move booty-face-up(kind) to of(victory-pile, player)";
  C.movePieces(
    X,
    ctx.fn[4 /* booty-face-up */]!(ctx, x2_kind),
    V.copyOf(ctx, OC_15548d6ce79c, "victory-pile", x0_player),
    actor,
  );
  if (
    (typeof v4_brave === "number" && v4_brave >= 1000000000
      ? ((ctx.state.pieces[v4_brave - 1000000000]?.state["rank"] as V.Value | undefined) ?? R_rank(ctx, v4_brave))
      : R_rank(ctx, v4_brave)) === "warrior" &&
    v5_kind === "tomahawk"
  ) {
    X.events.push({ type: "trigger", trigger: "war-party" });
    X.at = "specs/apache/variants.rules:12:7: for each rival in [for s in sides() if s != player] {";
    const x6_items = V.readList(ctx, B.sides(ctx), "a selection");
    const x7_selected: V.Value[] = [];
    for (let x9_i = 0; x9_i < x6_items.length; x9_i++) {
      const x8_s = x6_items[x9_i]!;
      if (x8_s !== v3_player) x7_selected.push(x8_s);
    }
    {
      let v10_list: V.Value = C.items(X, x7_selected, actor);
      let v11_i: V.Value = 0;
      while ((v11_i as number) < (v10_list as V.Value[]).length) {
        let v12_rival: V.Value = (v10_list as V.Value[])[v11_i as number]!;
        X.at = "specs/apache/variants.rules:13:9: repeat if players == 2 then 2 else 1 {";
        let v13_times: V.Value = V.repeatCount(V.players(ctx) === 2 ? 2 : 1);
        {
          let v14_k: V.Value = 0;
          while ((v14_k as number) < (v13_times as number)) {
            X.at =
              "specs/apache/variants.rules:14:11: let found = [for c in pieces(of(victory-pile, rival)) if c.kind == booty and ...";
            const x16_items = V.readPieces(ctx, V.copyOf(ctx, OC_15548d6ce79c, "victory-pile", v12_rival));
            const x17_selected: V.Value[] = [];
            for (let x19_i = 0; x19_i < x16_items.length; x19_i++) {
              const x18_c = x16_items[x19_i]!;
              if (
                (typeof x18_c === "number" && x18_c >= 1000000000
                  ? ((ctx.state.pieces[x18_c - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x18_c))
                  : V.kindOf(ctx, x18_c)) === "booty" &&
                (typeof x18_c === "number" && x18_c >= 1000000000
                  ? ((ctx.state.pieces[x18_c - 1000000000]?.state["loot"] as V.Value | undefined) ?? R_loot(ctx, x18_c))
                  : R_loot(ctx, x18_c)) === "buffalo"
              )
                x17_selected.push(x18_c);
            }
            let v15_found: V.Value = x17_selected;
            X.at = "specs/apache/variants.rules:15:11: if not empty(found) {";
            if (!B.empty(ctx, v15_found)) {
              X.at = "specs/apache/variants.rules:16:13: move first(found) to of(victory-pile, player)";
              C.movePieces(
                X,
                B.first(ctx, v15_found),
                V.copyOf(ctx, OC_15548d6ce79c, "victory-pile", v3_player),
                actor,
              );
            }
            v14_k = (v14_k as number) + 1;
          }
        }
        v11_i = (v11_i as number) + 1;
      }
    }
  }
  if (true) {
    X.events.push({ type: "trigger", trigger: "allies" });
    X.at = "specs/apache/variants.rules:70:7: let played = [s.colour for s in sides()]";
    const x21_items = V.readList(ctx, B.sides(ctx), "a selection");
    const x22_selected: V.Value[] = [];
    for (let x24_i = 0; x24_i < x21_items.length; x24_i++) {
      const x23_s = x21_items[x24_i]!;
      x22_selected.push(SF_colour(ctx, x23_s));
    }
    let v20_played: V.Value = x22_selected;
    X.at =
      "specs/apache/variants.rules:71:7: move [for c in pieces(face-up) if c.kind == indian and c.rank == brave.rank a...";
    let x25_kept: V.Value | undefined;
    const x26_items = V.readPieces(ctx, 2000000002 /* face-up */);
    const x27_selected: V.Value[] = [];
    for (let x29_i = 0; x29_i < x26_items.length; x29_i++) {
      const x28_c = x26_items[x29_i]!;
      if (
        (typeof x28_c === "number" && x28_c >= 1000000000
          ? ((ctx.state.pieces[x28_c - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x28_c))
          : V.kindOf(ctx, x28_c)) === "indian" &&
        (typeof x28_c === "number" && x28_c >= 1000000000
          ? ((ctx.state.pieces[x28_c - 1000000000]?.state["rank"] as V.Value | undefined) ?? R_rank(ctx, x28_c))
          : R_rank(ctx, x28_c)) ===
          (x25_kept ??=
            typeof v4_brave === "number" && v4_brave >= 1000000000
              ? ((ctx.state.pieces[v4_brave - 1000000000]?.state["rank"] as V.Value | undefined) ??
                R_rank(ctx, v4_brave))
              : R_rank(ctx, v4_brave)) &&
        !V.isIn(
          ctx,
          typeof x28_c === "number" && x28_c >= 1000000000
            ? ((ctx.state.pieces[x28_c - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, x28_c))
            : R_colour(ctx, x28_c),
          v20_played,
        )
      )
        x27_selected.push(x28_c);
    }
    C.movePieces(X, x27_selected, V.copyOf(ctx, OC_15548d6ce79c, "victory-pile", v3_player), actor);
  }
};

const T0: C.Units = {
  f: C.unitList({
    0: U0 /* indians-of */,
    4: U1 /* booty-face-up */,
    8: U2 /* captives-for */,
    12: U3 /* could-claim */,
    5: U4 /* booty-face-up#empty */,
    9: U5 /* captives-for#empty */,
    1: U6 /* indians-of#empty */,
    3: U7 /* indians-of#first */,
  }),
  p: C.unitList({ 2: U8 /* take-booty */, 3: U9 /* punish */ }),
  s: C.unitList({ 4: U10 /* #game */, 5: U11 /* #setup */, 0: U12 /* resolve-claim */, 1: U13 /* claim */ }),
  sudden: U14,
  scores: U15,
  standing: U15,
  violations: U16,
  on: U17,
  allow: U18,
  watched: {},
  restricted: {},
};

const T1: C.Units = {
  ...T0,
  p: C.unitList({ 2: U19 /* take-booty */ }, T0.p),
};

const T2: C.Units = {
  ...T0,
  s: C.unitList({ 0: U20 /* resolve-claim */ }, T0.s),
};

const T3: C.Units = {
  ...T0,
  p: C.unitList({ 2: U19 /* take-booty */ }, T0.p),
  s: C.unitList({ 0: U20 /* resolve-claim */ }, T0.s),
};

const T4: C.Units = {
  ...T0,
  p: C.unitList({ 2: U21 /* take-booty */ }, T0.p),
};

const T5: C.Units = {
  ...T0,
  p: C.unitList({ 2: U22 /* take-booty */ }, T0.p),
};

const T6: C.Units = {
  ...T0,
  p: C.unitList({ 2: U21 /* take-booty */ }, T0.p),
  s: C.unitList({ 0: U20 /* resolve-claim */ }, T0.s),
};

const T7: C.Units = {
  ...T0,
  p: C.unitList({ 2: U22 /* take-booty */ }, T0.p),
  s: C.unitList({ 0: U20 /* resolve-claim */ }, T0.s),
};

/**
 * The module's symbols: every declaration its code may name, numbered from 0
 * within its kind, for the base game and all its scenarios and variants.
 * Compiled code calls functions and procedures and reads tables by number.
 */
export const symbols = {
  side: ["red", "yellow", "green", "blue", "purple"],
  map: [],
  territory: [],
  area: [],
  holder: ["hand-cards", "prairie", "face-up", "pow-wow", "tribe", "victory-pile", "removed", "box-lid"],
  track: [],
  piece: ["hand-card", "indian", "booty"],
  type: ["colour", "rank", "loot"],
  value: [
    "red",
    "yellow",
    "green",
    "blue",
    "purple",
    "chief",
    "warrior",
    "maiden",
    "hunter",
    "buffalo",
    "totem-pole",
    "tomahawk",
    "necklace",
    "teepee",
  ],
  field: ["colour", "rank", "loot", "kind"],
  table: ["booty-of"],
  decision: ["play-hand-card", "booty-choice", "prisoner", "marriage", "partner-choice"],
  function: [
    "indians-of",
    "indians-of#empty",
    "indians-of#count",
    "indians-of#first",
    "booty-face-up",
    "booty-face-up#empty",
    "booty-face-up#count",
    "booty-face-up#first",
    "captives-for",
    "captives-for#empty",
    "captives-for#count",
    "captives-for#first",
    "could-claim",
    "could-claim#empty",
    "could-claim#count",
    "could-claim#first",
  ],
  procedure: ["resolve-claim", "claim", "take-booty", "punish", "#game", "#setup"],
} as const;

/** Every program of this module: the base game and each combination of variants. */
export const game: M.ProgramSet = {
  game: "apache",
  scenarios: [],
  variants: ["warpath", "wedding", "shared-booty"],
  programs: {
    "|": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Apache", min: 2, max: 5 }],
      turns: { first: 1, last: 1 },
      units: T0,
    }),
    "|warpath": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Apache", min: 2, max: 5 }],
      turns: { first: 1, last: 1 },
      units: T1,
    }),
    "|wedding": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "Apache", min: 2, max: 5 }],
      turns: { first: 1, last: 1 },
      units: T2,
    }),
    "|warpath+wedding": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "Apache", min: 2, max: 5 }],
      turns: { first: 1, last: 1 },
      units: T3,
    }),
    "|shared-booty": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Apache", min: 2, max: 5 }],
      turns: { first: 1, last: 1 },
      units: T4,
    }),
    "|shared-booty+warpath": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Apache", min: 2, max: 5 }],
      turns: { first: 1, last: 1 },
      units: T5,
    }),
    "|shared-booty+wedding": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "Apache", min: 2, max: 5 }],
      turns: { first: 1, last: 1 },
      units: T6,
    }),
    "|shared-booty+warpath+wedding": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "Apache", min: 2, max: 5 }],
      turns: { first: 1, last: 1 },
      units: T7,
    }),
  },
  symbols,
  refused: {},
};

export interface ApacheOptions extends Omit<EngineOptions, "scenario" | "variants"> {
  scenario?: ScenarioId;
  variants?: VariantId[];
}

/** The type of one option of each decision, by decision id. */
export interface DecisionOptions {
  "booty-choice": "buffalo" | "totem-pole" | "tomahawk" | "necklace" | "teepee";
  marriage: "marry" | "claim-as-usual";
  "partner-choice": PieceId;
  "play-hand-card": [SideId, PieceId | "done"];
  prisoner: PieceId;
}

/** An option of any decision. */
export type Choice = DecisionOptions[keyof DecisionOptions];

/** An answer to a decision: the decision it answers and the option chosen (the option alone is accepted too). */
export type Action = {
  [K in keyof DecisionOptions]: { decision: K; choice: DecisionOptions[K] };
}[keyof DecisionOptions];

/**
 * A decision the game waits for, its options typed by its id. `player` is the
 * side to decide, "any" for a window any side may play into, or "each" when
 * the sides in `players` decide at once, in secret.
 */
export type PendingDecision = {
  [K in keyof DecisionOptions]: Omit<Decision<DecisionOptions[K]>, "id" | "player" | "players"> & {
    id: K;
    player: SideId | "any" | "each";
    players?: readonly SideId[];
  };
}[keyof DecisionOptions];

/** The engine of Apache, typed with the game's ids. */
export interface Engine extends Omit<
  M.Engine,
  "pending" | "pendingFor" | "apply" | "view" | "clone" | "sample" | "sides" | "log"
> {
  /** The options, seed and every action taken (each as the option chosen). */
  readonly log: GameLog<Choice>;
  pending(): PendingDecision | null;
  pendingFor(player: SideId): PendingDecision | null;
  apply(player: SideId, action: Action | Choice): GameEvent[];
  view(player: SideId): ReturnType<M.Engine["view"]>;
  sides(): readonly SideId[];
  clone(): Engine;
  /** A game `player` cannot tell from this one, what is hidden from them drawn again: for bots that search. */
  sample(player: SideId, rng: RandomSource): Engine;
}

/** A new game of Apache; the same options and seed always give the same game. */
export function createEngine(options: ApacheOptions): Engine {
  return M.Engine.create(game, options) as unknown as Engine;
}

/** The game a state read from `engine.state` describes (after a JSON round trip or not), going on as the original would. */
export function restoreEngine(state: M.EngineState): Engine {
  return M.Engine.restore(game, state) as unknown as Engine;
}

/** The game whose state `engine.split()` gave as a public and a secret part (a host keeps the secret part off its clients). */
export function joinEngine(parts: M.SplitState): Engine {
  return M.Engine.join(game, parts) as unknown as Engine;
}

/** Rebuilds a game from its log; refuses an illegal action or an outcome that differs from the one recorded. */
export function replay(log: M.MachineLog): Engine {
  return M.Engine.replay(game, log) as unknown as Engine;
}
