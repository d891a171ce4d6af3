// Do not edit: generated from specs/navajo-wars by Rulewright.
// A standalone engine for Navajo Wars: the spec compiled to TypeScript
// over the small runtime core, one program per scenario and variants.
import * as B from "../../runtime/core/builtins.js";
import * as C from "../../runtime/core/commands.js";
import type { Defaults, GameData } from "../../runtime/core/data.js";
import * as M from "../../runtime/core/machine.js";
import * as V from "../../runtime/core/values.js";
import type { Decision, EngineOptions, GameEvent, GameLog, RandomSource } from "../../runtime/engine.js";

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
  | "card-01"
  | "card-02"
  | "card-03"
  | "card-04"
  | "card-05"
  | "card-06"
  | "card-07"
  | "card-08"
  | "card-09"
  | "card-10"
  | "card-11"
  | "card-12"
  | "card-13"
  | "card-14"
  | "card-15"
  | "card-16"
  | "card-17"
  | "card-18"
  | "card-19"
  | "card-20"
  | "card-21"
  | "card-22"
  | "card-23"
  | "card-24"
  | "card-25"
  | "card-26"
  | "card-27"
  | "card-28"
  | "card-29"
  | "card-30"
  | "card-31"
  | "card-32"
  | "card-33"
  | "card-34"
  | "card-35"
  | "card-36"
  | "card-37"
  | "card-38"
  | "card-39"
  | "card-40"
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
  | "corn"
  | "cultural-development"
  | "drought"
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
  | "population"
  | "raid-cube"
  | "rancho"
  | "sheep"
  | "trade-goods"
  | "tribal-instruction"
  | "tribal-raid";

/** Every piece instance in play (a kind with one piece uses the kind's name). */
export type PieceId =
  | "card-01"
  | "card-02"
  | "card-03"
  | "card-04"
  | "card-05"
  | "card-06"
  | "card-07"
  | "card-08"
  | "card-09"
  | "card-10"
  | "card-11"
  | "card-12"
  | "card-13"
  | "card-14"
  | "card-15"
  | "card-16"
  | "card-17"
  | "card-18"
  | "card-19"
  | "card-20"
  | "card-21"
  | "card-22"
  | "card-23"
  | "card-24"
  | "card-25"
  | "card-26"
  | "card-27"
  | "card-28"
  | "card-29"
  | "card-30"
  | "card-31"
  | "card-32"
  | "card-33"
  | "card-34"
  | "card-35"
  | "card-36"
  | "card-37"
  | "card-38"
  | "card-39"
  | "card-40"
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
  | "corn#1"
  | "corn#10"
  | "corn#2"
  | "corn#3"
  | "corn#4"
  | "corn#5"
  | "corn#6"
  | "corn#7"
  | "corn#8"
  | "corn#9"
  | "cultural-development#1"
  | "cultural-development#10"
  | "cultural-development#11"
  | "cultural-development#12"
  | "cultural-development#13"
  | "cultural-development#14"
  | "cultural-development#15"
  | "cultural-development#16"
  | "cultural-development#17"
  | "cultural-development#18"
  | "cultural-development#19"
  | "cultural-development#2"
  | "cultural-development#20"
  | "cultural-development#21"
  | "cultural-development#22"
  | "cultural-development#23"
  | "cultural-development#24"
  | "cultural-development#3"
  | "cultural-development#4"
  | "cultural-development#5"
  | "cultural-development#6"
  | "cultural-development#7"
  | "cultural-development#8"
  | "cultural-development#9"
  | "drought#1"
  | "drought#10"
  | "drought#11"
  | "drought#12"
  | "drought#2"
  | "drought#3"
  | "drought#4"
  | "drought#5"
  | "drought#6"
  | "drought#7"
  | "drought#8"
  | "drought#9"
  | "enemy-ap"
  | "family#1"
  | "family#10"
  | "family#11"
  | "family#12"
  | "family#2"
  | "family#3"
  | "family#4"
  | "family#5"
  | "family#6"
  | "family#7"
  | "family#8"
  | "family#9"
  | "firearms"
  | "fort#1"
  | "fort#2"
  | "fort#3"
  | "fort#4"
  | "harass#1"
  | "harass#2"
  | "harass#3"
  | "harass#4"
  | "headman-card"
  | "horse#1"
  | "horse#2"
  | "horse#3"
  | "horse#4"
  | "influence-point-marker"
  | "instruction#1"
  | "instruction#10"
  | "instruction#11"
  | "instruction#12"
  | "instruction#13"
  | "instruction#14"
  | "instruction#15"
  | "instruction#16"
  | "instruction#17"
  | "instruction#18"
  | "instruction#19"
  | "instruction#2"
  | "instruction#20"
  | "instruction#21"
  | "instruction#22"
  | "instruction#23"
  | "instruction#24"
  | "instruction#25"
  | "instruction#26"
  | "instruction#27"
  | "instruction#28"
  | "instruction#29"
  | "instruction#3"
  | "instruction#30"
  | "instruction#31"
  | "instruction#32"
  | "instruction#33"
  | "instruction#34"
  | "instruction#35"
  | "instruction#36"
  | "instruction#37"
  | "instruction#38"
  | "instruction#39"
  | "instruction#4"
  | "instruction#40"
  | "instruction#41"
  | "instruction#42"
  | "instruction#5"
  | "instruction#6"
  | "instruction#7"
  | "instruction#8"
  | "instruction#9"
  | "intruder#1"
  | "intruder#10"
  | "intruder#11"
  | "intruder#12"
  | "intruder#13"
  | "intruder#14"
  | "intruder#15"
  | "intruder#16"
  | "intruder#17"
  | "intruder#18"
  | "intruder#19"
  | "intruder#2"
  | "intruder#20"
  | "intruder#3"
  | "intruder#4"
  | "intruder#5"
  | "intruder#6"
  | "intruder#7"
  | "intruder#8"
  | "intruder#9"
  | "manuelito"
  | "mission#1"
  | "mission#2"
  | "mission#3"
  | "mission#4"
  | "population#1"
  | "population#10"
  | "population#11"
  | "population#12"
  | "population#13"
  | "population#14"
  | "population#15"
  | "population#16"
  | "population#17"
  | "population#18"
  | "population#19"
  | "population#2"
  | "population#20"
  | "population#21"
  | "population#22"
  | "population#23"
  | "population#24"
  | "population#3"
  | "population#4"
  | "population#5"
  | "population#6"
  | "population#7"
  | "population#8"
  | "population#9"
  | "raid-cube#1"
  | "raid-cube#10"
  | "raid-cube#11"
  | "raid-cube#12"
  | "raid-cube#13"
  | "raid-cube#14"
  | "raid-cube#15"
  | "raid-cube#16"
  | "raid-cube#17"
  | "raid-cube#18"
  | "raid-cube#19"
  | "raid-cube#2"
  | "raid-cube#20"
  | "raid-cube#3"
  | "raid-cube#4"
  | "raid-cube#5"
  | "raid-cube#6"
  | "raid-cube#7"
  | "raid-cube#8"
  | "raid-cube#9"
  | "rancho#1"
  | "rancho#2"
  | "rancho#3"
  | "rancho#4"
  | "sheep#1"
  | "sheep#2"
  | "sheep#3"
  | "sheep#4"
  | "trade-goods#1"
  | "trade-goods#2"
  | "trade-goods#3"
  | "trade-goods#4"
  | "trade-goods#5"
  | "trade-goods#6"
  | "trade-goods#7"
  | "trade-goods#8"
  | "trade-goods#9"
  | "tribal-instruction"
  | "tribal-raid";

/** Holders, displays and tracks. */
export type HolderId =
  | "active-column"
  | "black-mesa-caught"
  | "black-mesa-drought"
  | "black-mesa-escape"
  | "canyon-de-chelly-caught"
  | "canyon-de-chelly-escape"
  | "cards-out"
  | "ceremony-hand"
  | "corn-crib"
  | "cube-supply"
  | "cultural-available"
  | "cultural-cards"
  | "cultural-draw"
  | "cultural-in-play"
  | "cultural-unused"
  | "culture-points"
  | "current-card-space"
  | "deck"
  | "dine-aps"
  | "discards"
  | "drawn-cube"
  | "elder-display"
  | "elders"
  | "enemy-aps"
  | "enemy-ferocity"
  | "enemy-morale"
  | "enemy-out-of-play"
  | "family-box-a"
  | "family-box-b"
  | "family-box-c"
  | "family-box-d"
  | "family-box-e"
  | "family-box-f"
  | "family-counters"
  | "general-records"
  | "hopi-land-caught"
  | "hopi-land-drought"
  | "hopi-land-escape"
  | "in-play"
  | "inactive-column"
  | "instruction-counters"
  | "intruder-cup"
  | "military-points"
  | "monument-valley-caught"
  | "monument-valley-drought"
  | "monument-valley-escape"
  | "operations-cards"
  | "out-of-play"
  | "passage-of-time"
  | "peeked-cards"
  | "player-die"
  | "population-supply"
  | "raid-pool"
  | "raided-cubes"
  | "recovery"
  | "resources"
  | "san-juan-valley-caught"
  | "san-juan-valley-drought"
  | "san-juan-valley-escape"
  | "set-aside"
  | "shiprock-caught"
  | "shiprock-drought"
  | "shiprock-escape"
  | "stack"
  | "standby-column"
  | "subjugation"
  | "zuni-mountains-caught"
  | "zuni-mountains-drought"
  | "zuni-mountains-escape";

/** Tables and charts. */
export type TableId =
  | "american-victory"
  | "blessing-ways"
  | "card-events"
  | "card-icons"
  | "card-values"
  | "drought-spaces"
  | "elder-ratings"
  | "family-boxes"
  | "margin-victory"
  | "spanish-instructions"
  | "territory-roll"
  | "territory-vp";

/** Named decisions. */
export type DecisionId =
  | "activate-more"
  | "blessing-card"
  | "blessing-choice"
  | "ceremony-choice"
  | "cultural-card-choice"
  | "cultural-collect"
  | "cultural-set-choice"
  | "cultural-set-return"
  | "diplomacy-choice"
  | "diplomacy-gifts"
  | "diplomacy-target"
  | "diplomat"
  | "elder-action-choice"
  | "family-action"
  | "family-area"
  | "family-move"
  | "family-to-activate"
  | "family-to-calm"
  | "manuelito-family"
  | "next-card"
  | "operation-choice"
  | "outpost-green"
  | "preempt-choice"
  | "raid-loot"
  | "re-roll-choice"
  | "trade-goods-choice";

/** Scenarios. */
export type ScenarioId =
  | "broken-country"
  | "fearing-time"
  | "lords-of-the-earth"
  | "navajo-wars-campaign"
  | "rise-of-the-people"
  | "rope-thrower"
  | "tutorial";

/** Variants and optional rules. */
export type VariantId = "horse-trading" | "horseflesh" | "ride-till-they-drop" | "two-player";

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
  id: "navajo-wars",
  title: "Navajo Wars",
  rule: "14",
  players: { min: 1, max: 1 },
  solitaire: true,
  sides: ["dine", "enemy"],
  dice: "d6",
  source: "navajo-wars.playbook.txt",
  start: "play",
};
const P1 = { id: "population-kind", rule: "1.6.1", values: ["man", "woman", "child", "elder"] };
const P2 = { id: "family-letter", rule: "1.6.1", values: ["a", "b", "c", "d", "e", "f"] };
const P3 = { id: "intruder-effect", rule: "13", values: ["firearms", "unstated"] };
const P4 = { id: "cube-colour", rule: "1.6", values: ["black", "brown", "red", "white", "yellow", "green", "blue"] };
const P5 = {
  id: "instruction-letter",
  rule: "14",
  values: ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n"],
};
const P6 = { id: "enemy-nation", rule: "14", values: ["spanish", "mexican", "american"] };
const P7 = {
  id: "instruction-kind",
  rule: "Tutorial",
  values: [
    "subjugate",
    "peace",
    "defend",
    "raid",
    "build",
    "colonize",
    "expand",
    "subvert",
    "utes",
    "comanche",
    "build-subvert",
    "unstated",
  ],
};
const P8 = { id: "stripe", rule: "Tutorial", values: ["striped", "plain", "unstated"] };
const P9 = { id: "card-kind", rule: "14", values: ["operations", "ceremony", "historical", "transitional"] };
const P10 = { id: "cultural-level", rule: "14", values: ["level-1", "level-2", "level-3"] };
const P11 = {
  id: "cultural-set",
  rule: "Tutorial",
  values: [
    "weaving",
    "horsemanship",
    "religion",
    "masters-of-the-mesas",
    "sharp-traders",
    "cunning",
    "warrior-society",
    "wisdom-of-the-ancient-ones",
  ],
};
const P12 = { id: "cultural-start", rule: "14", values: ["one-level-1", "buy-four", "eight-free", "four-sets"] };
const P13 = {
  id: "major-event-kind",
  rule: "Tutorial",
  values: [
    "subjugation-cube",
    "place-intruder",
    "pueblo-war-in-the-west",
    "peek-three",
    "firearms-acquired",
    "unstated",
  ],
};
const P14 = { id: "minor-event-kind", rule: "Tutorial", values: ["drought", "swap-instructions", "unstated"] };
const P15 = { id: "dine", title: "The Dine", colour: "turquoise", state: { planned: "bool" } };
const P16 = {
  id: "enemy",
  title: "Enemy (Spanish, Mexican, American)",
  player: false,
  nations: ["spanish", "mexican", "american"],
};
const P17 = {
  id: "dinetaah",
  title: "Dinetaah",
  rule: "1.7",
  territories: [
    { id: "canyon-de-chelly", title: "Canyon de Chelly", centre: true, value: 0 },
    { id: "shiprock", title: "Shiprock", value: 4 },
    { id: "san-juan-valley", title: "San Juan Valley", value: 3 },
    { id: "monument-valley", title: "Monument Valley", value: 2 },
    { id: "black-mesa", title: "Black Mesa", value: 2 },
    { id: "hopi-land", title: "Hopi Land", value: 3 },
    { id: "zuni-mountains", title: "Zuni Mountains", value: 3 },
  ],
  areas: [
    { id: "santa-fe", title: "Santa Fe", rule: "Tutorial", value: 1, "bracket-value": 1 },
    {
      id: "canyon-de-chelly-1",
      title: "Canyon de Chelly 1",
      territory: ["canyon-de-chelly"],
      row: 1,
      value: 1,
      "bracket-value": 1,
    },
    {
      id: "canyon-de-chelly-2",
      title: "Canyon de Chelly 2",
      territory: ["canyon-de-chelly"],
      row: 2,
      value: 2,
      "bracket-value": 1,
    },
    {
      id: "canyon-de-chelly-3",
      title: "Canyon de Chelly 3",
      territory: ["canyon-de-chelly"],
      row: 3,
      value: 3,
      "bracket-value": 1,
    },
    {
      id: "canyon-de-chelly-4",
      title: "Canyon de Chelly 4",
      territory: ["canyon-de-chelly"],
      row: 4,
      value: 3,
      "bracket-value": 2,
    },
    {
      id: "canyon-de-chelly-5",
      title: "Canyon de Chelly 5",
      territory: ["canyon-de-chelly"],
      row: 5,
      value: 4,
      "bracket-value": 2,
    },
    {
      id: "canyon-de-chelly-6",
      title: "Canyon de Chelly 6",
      territory: ["canyon-de-chelly"],
      row: 6,
      value: 5,
      "bracket-value": 3,
    },
    { id: "shiprock-1", title: "Shiprock 1", territory: ["shiprock"], row: 1, value: 1, "bracket-value": 1, vp: 4 },
    { id: "shiprock-2", title: "Shiprock 2", territory: ["shiprock"], row: 2, value: 2, "bracket-value": 1 },
    { id: "shiprock-3", title: "Shiprock 3", territory: ["shiprock"], row: 3, value: 3, "bracket-value": 1 },
    { id: "shiprock-4", title: "Shiprock 4", territory: ["shiprock"], row: 4, value: 3, "bracket-value": 2 },
    { id: "shiprock-5", title: "Shiprock 5", territory: ["shiprock"], row: 5, value: 4, "bracket-value": 2 },
    { id: "shiprock-6", title: "Shiprock 6", territory: ["shiprock"], row: 6, value: 5, "bracket-value": 3 },
    {
      id: "san-juan-valley-1",
      title: "San Juan Valley 1",
      territory: ["san-juan-valley"],
      row: 1,
      value: 1,
      "bracket-value": 1,
      vp: 3,
    },
    {
      id: "san-juan-valley-2",
      title: "San Juan Valley 2",
      territory: ["san-juan-valley"],
      row: 2,
      value: 2,
      "bracket-value": 1,
    },
    {
      id: "san-juan-valley-3",
      title: "San Juan Valley 3",
      territory: ["san-juan-valley"],
      row: 3,
      value: 3,
      "bracket-value": 1,
    },
    {
      id: "san-juan-valley-4",
      title: "San Juan Valley 4",
      territory: ["san-juan-valley"],
      row: 4,
      value: 3,
      "bracket-value": 2,
    },
    {
      id: "san-juan-valley-5",
      title: "San Juan Valley 5",
      territory: ["san-juan-valley"],
      row: 5,
      value: 4,
      "bracket-value": 2,
    },
    {
      id: "san-juan-valley-6",
      title: "San Juan Valley 6",
      territory: ["san-juan-valley"],
      row: 6,
      value: 5,
      "bracket-value": 3,
    },
    {
      id: "monument-valley-1",
      title: "Monument Valley 1",
      territory: ["monument-valley"],
      row: 1,
      value: 1,
      "bracket-value": 1,
      vp: 2,
    },
    {
      id: "monument-valley-2",
      title: "Monument Valley 2",
      territory: ["monument-valley"],
      row: 2,
      value: 2,
      "bracket-value": 1,
    },
    {
      id: "monument-valley-3",
      title: "Monument Valley 3",
      territory: ["monument-valley"],
      row: 3,
      value: 3,
      "bracket-value": 1,
    },
    {
      id: "monument-valley-4",
      title: "Monument Valley 4",
      territory: ["monument-valley"],
      row: 4,
      value: 3,
      "bracket-value": 2,
    },
    {
      id: "monument-valley-5",
      title: "Monument Valley 5",
      territory: ["monument-valley"],
      row: 5,
      value: 4,
      "bracket-value": 2,
    },
    {
      id: "monument-valley-6",
      title: "Monument Valley 6",
      territory: ["monument-valley"],
      row: 6,
      value: 5,
      "bracket-value": 3,
    },
    {
      id: "black-mesa-1",
      title: "Black Mesa 1",
      territory: ["black-mesa"],
      row: 1,
      value: 1,
      "bracket-value": 1,
      vp: 2,
    },
    { id: "black-mesa-2", title: "Black Mesa 2", territory: ["black-mesa"], row: 2, value: 2, "bracket-value": 1 },
    { id: "black-mesa-3", title: "Black Mesa 3", territory: ["black-mesa"], row: 3, value: 3, "bracket-value": 1 },
    { id: "black-mesa-4", title: "Black Mesa 4", territory: ["black-mesa"], row: 4, value: 3, "bracket-value": 2 },
    { id: "black-mesa-5", title: "Black Mesa 5", territory: ["black-mesa"], row: 5, value: 4, "bracket-value": 2 },
    { id: "black-mesa-6", title: "Black Mesa 6", territory: ["black-mesa"], row: 6, value: 5, "bracket-value": 3 },
    { id: "hopi-land-1", title: "Hopi Land 1", territory: ["hopi-land"], row: 1, value: 1, "bracket-value": 1, vp: 3 },
    { id: "hopi-land-2", title: "Hopi Land 2", territory: ["hopi-land"], row: 2, value: 2, "bracket-value": 1 },
    { id: "hopi-land-3", title: "Hopi Land 3", territory: ["hopi-land"], row: 3, value: 3, "bracket-value": 1 },
    { id: "hopi-land-4", title: "Hopi Land 4", territory: ["hopi-land"], row: 4, value: 3, "bracket-value": 2 },
    { id: "hopi-land-5", title: "Hopi Land 5", territory: ["hopi-land"], row: 5, value: 4, "bracket-value": 2 },
    { id: "hopi-land-6", title: "Hopi Land 6", territory: ["hopi-land"], row: 6, value: 5, "bracket-value": 3 },
    {
      id: "zuni-mountains-1",
      title: "Zuni Mountains 1",
      territory: ["zuni-mountains"],
      row: 1,
      value: 1,
      "bracket-value": 1,
      vp: 3,
    },
    {
      id: "zuni-mountains-2",
      title: "Zuni Mountains 2",
      territory: ["zuni-mountains"],
      row: 2,
      value: 2,
      "bracket-value": 1,
    },
    {
      id: "zuni-mountains-3",
      title: "Zuni Mountains 3",
      territory: ["zuni-mountains"],
      row: 3,
      value: 3,
      "bracket-value": 1,
    },
    {
      id: "zuni-mountains-4",
      title: "Zuni Mountains 4",
      territory: ["zuni-mountains"],
      row: 4,
      value: 3,
      "bracket-value": 2,
    },
    {
      id: "zuni-mountains-5",
      title: "Zuni Mountains 5",
      territory: ["zuni-mountains"],
      row: 5,
      value: 4,
      "bracket-value": 2,
    },
    {
      id: "zuni-mountains-6",
      title: "Zuni Mountains 6",
      territory: ["zuni-mountains"],
      row: 6,
      value: 5,
      "bracket-value": 3,
    },
  ],
  layout: "territories",
  "movement-cost": "area-cost",
  size: 43,
  links: [
    { from: "canyon-de-chelly-1", to: "canyon-de-chelly-2", directed: false },
    { from: "canyon-de-chelly-2", to: "canyon-de-chelly-3", directed: false },
    { from: "canyon-de-chelly-3", to: "canyon-de-chelly-4", directed: false },
    { from: "canyon-de-chelly-4", to: "canyon-de-chelly-5", directed: false },
    { from: "canyon-de-chelly-5", to: "canyon-de-chelly-6", directed: false },
    { from: "shiprock-1", to: "shiprock-2", directed: false },
    { from: "shiprock-2", to: "shiprock-3", directed: false },
    { from: "shiprock-3", to: "shiprock-4", directed: false },
    { from: "shiprock-4", to: "shiprock-5", directed: false },
    { from: "shiprock-5", to: "shiprock-6", directed: false },
    { from: "san-juan-valley-1", to: "san-juan-valley-2", directed: false },
    { from: "san-juan-valley-2", to: "san-juan-valley-3", directed: false },
    { from: "san-juan-valley-3", to: "san-juan-valley-4", directed: false },
    { from: "san-juan-valley-4", to: "san-juan-valley-5", directed: false },
    { from: "san-juan-valley-5", to: "san-juan-valley-6", directed: false },
    { from: "monument-valley-1", to: "monument-valley-2", directed: false },
    { from: "monument-valley-2", to: "monument-valley-3", directed: false },
    { from: "monument-valley-3", to: "monument-valley-4", directed: false },
    { from: "monument-valley-4", to: "monument-valley-5", directed: false },
    { from: "monument-valley-5", to: "monument-valley-6", directed: false },
    { from: "black-mesa-1", to: "black-mesa-2", directed: false },
    { from: "black-mesa-2", to: "black-mesa-3", directed: false },
    { from: "black-mesa-3", to: "black-mesa-4", directed: false },
    { from: "black-mesa-4", to: "black-mesa-5", directed: false },
    { from: "black-mesa-5", to: "black-mesa-6", directed: false },
    { from: "hopi-land-1", to: "hopi-land-2", directed: false },
    { from: "hopi-land-2", to: "hopi-land-3", directed: false },
    { from: "hopi-land-3", to: "hopi-land-4", directed: false },
    { from: "hopi-land-4", to: "hopi-land-5", directed: false },
    { from: "hopi-land-5", to: "hopi-land-6", directed: false },
    { from: "zuni-mountains-1", to: "zuni-mountains-2", directed: false },
    { from: "zuni-mountains-2", to: "zuni-mountains-3", directed: false },
    { from: "zuni-mountains-3", to: "zuni-mountains-4", directed: false },
    { from: "zuni-mountains-4", to: "zuni-mountains-5", directed: false },
    { from: "zuni-mountains-5", to: "zuni-mountains-6", directed: false },
    { from: "shiprock-4", to: "san-juan-valley-4", directed: false },
    { from: "shiprock-6", to: "canyon-de-chelly-6", directed: false },
    { from: "san-juan-valley-1", to: "monument-valley-1", directed: false },
    { from: "san-juan-valley-4", to: "monument-valley-4", directed: false },
    { from: "san-juan-valley-6", to: "canyon-de-chelly-6", directed: false },
    { from: "monument-valley-1", to: "black-mesa-1", directed: false },
    { from: "monument-valley-4", to: "black-mesa-4", directed: false },
    { from: "monument-valley-6", to: "canyon-de-chelly-6", directed: false },
    { from: "black-mesa-4", to: "hopi-land-4", directed: false },
    { from: "black-mesa-6", to: "canyon-de-chelly-6", directed: false },
    { from: "hopi-land-4", to: "zuni-mountains-4", directed: false },
    { from: "hopi-land-6", to: "canyon-de-chelly-6", directed: false },
    { from: "zuni-mountains-4", to: "shiprock-4", directed: false },
    { from: "zuni-mountains-6", to: "canyon-de-chelly-6", directed: false },
    { from: "santa-fe", to: "shiprock-1", directed: false, rule: "Tutorial" },
    { from: "shiprock-2", to: "san-juan-valley-1", directed: false, rule: "Tutorial" },
    { from: "shiprock-3", to: "zuni-mountains-1", directed: false, rule: "Tutorial" },
    { from: "canyon-de-chelly-1", to: "hopi-land-1", directed: false, rule: "Tutorial" },
    { from: "hopi-land-1", to: "zuni-mountains-3", directed: false, rule: "Tutorial" },
    { from: "shiprock", to: "san-juan-valley", directed: false },
    { from: "shiprock", to: "canyon-de-chelly", directed: false },
    { from: "san-juan-valley", to: "monument-valley", directed: false },
    { from: "san-juan-valley", to: "canyon-de-chelly", directed: false },
    { from: "monument-valley", to: "black-mesa", directed: false },
    { from: "monument-valley", to: "canyon-de-chelly", directed: false },
    { from: "black-mesa", to: "hopi-land", directed: false },
    { from: "black-mesa", to: "canyon-de-chelly", directed: false },
    { from: "hopi-land", to: "zuni-mountains", directed: false },
    { from: "hopi-land", to: "canyon-de-chelly", directed: false },
    { from: "zuni-mountains", to: "shiprock", directed: false },
    { from: "zuni-mountains", to: "canyon-de-chelly", directed: false },
  ],
};
const P18 = {
  id: "family",
  kind: "counter",
  title: "Family counter",
  rule: "1.6.1",
  side: "dine",
  fields: { letter: "family-letter" },
  faces: ["ferocity-low", "ferocity-high"],
  state: { ferocity: "int" },
};
const P19 = {
  id: "population",
  kind: "counter",
  title: "Population counter",
  rule: "1.6.1",
  side: "dine",
  fields: { role: "population-kind" },
  state: { box: "int" },
};
const P20 = { id: "horse", kind: "counter", title: "Horse", rule: "1.6" };
const P21 = { id: "sheep", kind: "counter", title: "Sheep", rule: "1.6" };
const P22 = { id: "corn", kind: "counter", title: "Corn counter", rule: "1.6" };
const P23 = {
  id: "intruder",
  kind: "counter",
  title: "Intruder counter",
  rule: "1.6",
  fields: { effect: "intruder-effect" },
};
const P24 = { id: "trade-goods", kind: "counter", title: "Trade Goods", rule: "1.6" };
const P25 = { id: "harass", kind: "counter", title: "Harass counter", rule: "1.6" };
const P26 = { id: "firearms", kind: "counter", title: "Firearms", rule: "1.6" };
const P27 = { id: "mission", kind: "counter", title: "Mission outpost", rule: "1.6" };
const P28 = { id: "rancho", kind: "counter", title: "Rancho outpost", rule: "1.6" };
const P29 = { id: "fort", kind: "counter", title: "Fort", rule: "1.6" };
const P30 = { id: "drought", kind: "counter", title: "Drought counter", rule: "13" };
const P31 = {
  id: "enemy-ap",
  kind: "counter",
  title: "Enemy AP counter",
  rule: "1.6",
  faces: ["enemy-ap", "enemy-raid"],
};
const P32 = { id: "tribal-raid", kind: "counter", title: "Tribal Raid counter", rule: "1.6" };
const P33 = { id: "manuelito", kind: "counter", title: "Manuelito", rule: "14.5" };
const P34 = { id: "raid-cube", kind: "cube", title: "Raid cube", rule: "1.6", fields: { colour: "cube-colour" } };
const P35 = {
  id: "instruction",
  kind: "marker",
  title: "Instruction counter",
  rule: "14",
  fields: { nation: "enemy-nation", letter: "instruction-letter" },
  faces: ["front", "back"],
};
const P36 = {
  id: "tribal-instruction",
  kind: "marker",
  title: "Tribal instruction counter",
  rule: "14",
  faces: ["utes", "comanche"],
};
const P37 = {
  id: "cultural-development",
  kind: "card",
  title: "Cultural Development card",
  rule: "14",
  fields: { development: "cultural-set", level: "cultural-level" },
};
const P38 = { id: "card-41", kind: "card", title: "Pueblo Revolt", rule: "14", number: 41, class: "historical" };
const P39 = {
  id: "card-42",
  kind: "card",
  title: "Franciscan Faction Ascendant",
  rule: "14",
  number: 42,
  class: "historical",
};
const P40 = { id: "card-43", kind: "card", title: "Viceroy De Gálvez", rule: "14", number: 43, class: "historical" };
const P41 = {
  id: "card-44",
  kind: "card",
  title: "Settlers Colonize New Mexico",
  rule: "14",
  number: 44,
  class: "historical",
};
const P42 = {
  id: "card-45",
  kind: "card",
  title: "Mexican Independence",
  rule: "14",
  number: 45,
  class: "transitional",
};
const P43 = { id: "card-46", kind: "card", title: "Santa Fé Massacre", rule: "14", number: 46, class: "historical" };
const P44 = {
  id: "card-47",
  kind: "card",
  title: "Dinéanaii (Enemy Navajo)",
  rule: "14",
  number: 47,
  class: "historical",
};
const P45 = {
  id: "card-48",
  kind: "card",
  title: "When the Land is Sick",
  rule: "14",
  number: 48,
  class: "historical",
};
const P46 = { id: "card-49", kind: "card", title: "Narbona's War", rule: "14", number: 49, class: "historical" };
const P47 = { id: "card-50", kind: "card", title: "Army of the West", rule: "14", number: 50, class: "transitional" };
const P48 = {
  id: "card-51",
  kind: "card",
  title: "Forts Defiance & Fautleroy",
  rule: "14",
  number: 51,
  class: "historical",
};
const P49 = {
  id: "card-52",
  kind: "card",
  title: "Death of Henry Linn Dodge",
  rule: "14",
  number: 52,
  class: "historical",
};
const P50 = { id: "card-53", kind: "card", title: "Manuelito's War", rule: "14", number: 53, class: "historical" };
const P51 = {
  id: "card-54",
  kind: "card",
  title: "The American Civil War",
  rule: "14",
  number: 54,
  class: "historical",
};
const P52 = {
  id: "card-55",
  kind: "card",
  title: "Rope Thrower: Kit Carson",
  rule: "14",
  number: 55,
  class: "transitional",
};
const P53 = {
  id: "card-01",
  kind: "card",
  title: "Firearms Acquired",
  rule: "Designer's Notes",
  number: 1,
  class: "operations",
};
const P54 = {
  id: "card-02",
  kind: "card",
  title: "Apache War in New Mexico",
  rule: "Designer's Notes",
  number: 2,
  class: "operations",
};
const P55 = {
  id: "card-03",
  kind: "card",
  title: "Apache War in New Mexico",
  rule: "Designer's Notes",
  number: 3,
  class: "operations",
};
const P56 = {
  id: "card-04",
  kind: "card",
  title: "Apache War in New Mexico",
  rule: "Designer's Notes",
  number: 4,
  class: "operations",
};
const P57 = {
  id: "card-05",
  kind: "card",
  title: "Bad Harvest",
  rule: "Designer's Notes",
  number: 5,
  class: "operations",
};
const P58 = {
  id: "card-06",
  kind: "card",
  title: "Bad Harvest",
  rule: "Designer's Notes",
  number: 6,
  class: "operations",
};
const P59 = {
  id: "card-07",
  kind: "card",
  title: "Bad Harvest",
  rule: "Designer's Notes",
  number: 7,
  class: "operations",
};
const P60 = {
  id: "card-08",
  kind: "card",
  title: "Ceremony card 08",
  rule: "Designer's Notes",
  number: 8,
  class: "ceremony",
};
const P61 = {
  id: "card-09",
  kind: "card",
  title: "Ceremony card 09",
  rule: "Designer's Notes",
  number: 9,
  class: "ceremony",
};
const P62 = {
  id: "card-10",
  kind: "card",
  title: "Ceremony card 10",
  rule: "Designer's Notes",
  number: 10,
  class: "ceremony",
};
const P63 = {
  id: "card-11",
  kind: "card",
  title: "People of the Planted Fields",
  rule: "Designer's Notes",
  number: 11,
  class: "operations",
};
const P64 = {
  id: "card-12",
  kind: "card",
  title: "People of the Planted Fields",
  rule: "Designer's Notes",
  number: 12,
  class: "operations",
};
const P65 = {
  id: "card-13",
  kind: "card",
  title: "People of the Planted Fields",
  rule: "Designer's Notes",
  number: 13,
  class: "operations",
};
const P66 = { id: "card-14", kind: "card", title: "Shaman", rule: "Designer's Notes", number: 14, class: "operations" };
const P67 = { id: "card-15", kind: "card", title: "Shaman", rule: "Designer's Notes", number: 15, class: "operations" };
const P68 = { id: "card-16", kind: "card", title: "Shaman", rule: "Designer's Notes", number: 16, class: "operations" };
const P69 = {
  id: "card-17",
  kind: "card",
  title: "Influential Elders",
  rule: "Designer's Notes",
  number: 17,
  class: "operations",
};
const P70 = {
  id: "card-18",
  kind: "card",
  title: "Ceremony card 18",
  rule: "Designer's Notes",
  number: 18,
  class: "ceremony",
};
const P71 = {
  id: "card-19",
  kind: "card",
  title: "Ceremony card 19",
  rule: "Designer's Notes",
  number: 19,
  class: "ceremony",
};
const P72 = {
  id: "card-20",
  kind: "card",
  title: "Ceremony card 20",
  rule: "Designer's Notes",
  number: 20,
  class: "ceremony",
};
const P73 = {
  id: "card-21",
  kind: "card",
  title: "Firearms Acquired",
  rule: "Designer's Notes",
  number: 21,
  class: "operations",
};
const P74 = {
  id: "card-22",
  kind: "card",
  title: "Hostile Tribes",
  rule: "Designer's Notes",
  number: 22,
  class: "operations",
};
const P75 = {
  id: "card-23",
  kind: "card",
  title: "Hostile Tribes",
  rule: "Designer's Notes",
  number: 23,
  class: "operations",
};
const P76 = {
  id: "card-24",
  kind: "card",
  title: "Hostile Tribes",
  rule: "Designer's Notes",
  number: 24,
  class: "operations",
};
const P77 = {
  id: "card-25",
  kind: "card",
  title: "Pueblo War in the West",
  rule: "Designer's Notes",
  number: 25,
  class: "operations",
};
const P78 = {
  id: "card-26",
  kind: "card",
  title: "Pueblo War in the West",
  rule: "Designer's Notes",
  number: 26,
  class: "operations",
};
const P79 = {
  id: "card-27",
  kind: "card",
  title: "Pueblo War in the West",
  rule: "Designer's Notes",
  number: 27,
  class: "operations",
};
const P80 = {
  id: "card-28",
  kind: "card",
  title: "Ceremony card 28",
  rule: "Designer's Notes",
  number: 28,
  class: "ceremony",
};
const P81 = {
  id: "card-29",
  kind: "card",
  title: "Ceremony card 29",
  rule: "Designer's Notes",
  number: 29,
  class: "ceremony",
};
const P82 = {
  id: "card-30",
  kind: "card",
  title: "Ceremony card 30",
  rule: "Designer's Notes",
  number: 30,
  class: "ceremony",
};
const P83 = {
  id: "card-31",
  kind: "card",
  title: "Apaches Raid New Mexico",
  rule: "Designer's Notes",
  number: 31,
  class: "operations",
};
const P84 = {
  id: "card-32",
  kind: "card",
  title: "Apaches Raid New Mexico",
  rule: "Designer's Notes",
  number: 32,
  class: "operations",
};
const P85 = {
  id: "card-33",
  kind: "card",
  title: "Apaches Raid New Mexico",
  rule: "Designer's Notes",
  number: 33,
  class: "operations",
};
const P86 = {
  id: "card-34",
  kind: "card",
  title: "Apaches Raid New Mexico",
  rule: "Designer's Notes",
  number: 34,
  class: "operations",
};
const P87 = {
  id: "card-35",
  kind: "card",
  title: "Trappers and Traders",
  rule: "Designer's Notes",
  number: 35,
  class: "operations",
};
const P88 = {
  id: "card-36",
  kind: "card",
  title: "Trappers and Traders",
  rule: "Designer's Notes",
  number: 36,
  class: "operations",
};
const P89 = {
  id: "card-37",
  kind: "card",
  title: "Trappers and Traders",
  rule: "Designer's Notes",
  number: 37,
  class: "operations",
};
const P90 = {
  id: "card-38",
  kind: "card",
  title: "Ceremony card 38",
  rule: "Designer's Notes",
  number: 38,
  class: "ceremony",
};
const P91 = {
  id: "card-39",
  kind: "card",
  title: "Ceremony card 39",
  rule: "Designer's Notes",
  number: 39,
  class: "ceremony",
};
const P92 = {
  id: "card-40",
  kind: "card",
  title: "Ceremony card 40",
  rule: "Designer's Notes",
  number: 40,
  class: "ceremony",
};
const P93 = { id: "current-card-space", kind: "box", title: "Current Card space", rule: "2" };
const P94 = { id: "discards", kind: "box", title: "Discard pile", rule: "2" };
const P95 = {
  id: "canyon-de-chelly-escape",
  kind: "box",
  title: "Canyon de Chelly Escape box",
  rule: "1.7",
  at: "canyon-de-chelly",
};
const P96 = {
  id: "canyon-de-chelly-caught",
  kind: "box",
  title: "Canyon de Chelly Caught box",
  rule: "1.7",
  at: "canyon-de-chelly",
};
const P97 = { id: "shiprock-escape", kind: "box", title: "Shiprock Escape box", rule: "1.7", at: "shiprock" };
const P98 = { id: "shiprock-caught", kind: "box", title: "Shiprock Caught box", rule: "1.7", at: "shiprock" };
const P99 = {
  id: "san-juan-valley-escape",
  kind: "box",
  title: "San Juan Valley Escape box",
  rule: "1.7",
  at: "san-juan-valley",
};
const P100 = {
  id: "san-juan-valley-caught",
  kind: "box",
  title: "San Juan Valley Caught box",
  rule: "1.7",
  at: "san-juan-valley",
};
const P101 = {
  id: "monument-valley-escape",
  kind: "box",
  title: "Monument Valley Escape box",
  rule: "1.7",
  at: "monument-valley",
};
const P102 = {
  id: "monument-valley-caught",
  kind: "box",
  title: "Monument Valley Caught box",
  rule: "1.7",
  at: "monument-valley",
};
const P103 = { id: "black-mesa-escape", kind: "box", title: "Black Mesa Escape box", rule: "1.7", at: "black-mesa" };
const P104 = { id: "black-mesa-caught", kind: "box", title: "Black Mesa Caught box", rule: "1.7", at: "black-mesa" };
const P105 = { id: "hopi-land-escape", kind: "box", title: "Hopi Land Escape box", rule: "1.7", at: "hopi-land" };
const P106 = { id: "hopi-land-caught", kind: "box", title: "Hopi Land Caught box", rule: "1.7", at: "hopi-land" };
const P107 = {
  id: "zuni-mountains-escape",
  kind: "box",
  title: "Zuni Mountains Escape box",
  rule: "1.7",
  at: "zuni-mountains",
};
const P108 = {
  id: "zuni-mountains-caught",
  kind: "box",
  title: "Zuni Mountains Caught box",
  rule: "1.7",
  at: "zuni-mountains",
};
const P109 = {
  id: "shiprock-drought",
  kind: "box",
  title: "Shiprock drought boxes",
  rule: "1.7",
  at: "shiprock",
  capacity: 2,
};
const P110 = {
  id: "san-juan-valley-drought",
  kind: "box",
  title: "San Juan Valley drought boxes",
  rule: "1.7",
  at: "san-juan-valley",
  capacity: 2,
};
const P111 = {
  id: "monument-valley-drought",
  kind: "box",
  title: "Monument Valley drought boxes",
  rule: "1.7",
  at: "monument-valley",
  capacity: 2,
};
const P112 = {
  id: "black-mesa-drought",
  kind: "box",
  title: "Black Mesa drought boxes",
  rule: "1.7",
  at: "black-mesa",
  capacity: 2,
};
const P113 = {
  id: "hopi-land-drought",
  kind: "box",
  title: "Hopi Land drought boxes",
  rule: "1.7",
  at: "hopi-land",
  capacity: 2,
};
const P114 = {
  id: "zuni-mountains-drought",
  kind: "box",
  title: "Zuni Mountains drought boxes",
  rule: "1.7",
  at: "zuni-mountains",
  capacity: 2,
};
const P115 = {
  id: "population-supply",
  kind: "pool",
  title: "Population counters",
  rule: "1.6.1",
  size: 18,
  contents: [
    { count: 6, piece: "population", fields: { role: "man" } },
    { count: 6, piece: "population", fields: { role: "woman" } },
    { count: 6, piece: "population", fields: { role: "child" } },
  ],
};
const P116 = {
  id: "elders",
  kind: "pool",
  title: "Elder counters",
  rule: "1.6.1",
  size: 6,
  contents: [{ count: 6, piece: "population", fields: { role: "elder" } }],
};
const P117 = {
  id: "family-counters",
  kind: "pool",
  title: "Family counters",
  rule: "1.6.1",
  size: 12,
  contents: [{ count: 2, piece: "family", fields: { letter: "*" } }],
};
const P118 = {
  id: "corn-crib",
  kind: "cup",
  title: "Corn draw cup",
  rule: "1.6",
  visibility: "none",
  order: "random",
  size: 10,
  contents: [{ count: 10, piece: "corn" }],
};
const P119 = {
  id: "intruder-cup",
  kind: "cup",
  title: "Intruder draw cup",
  rule: "1.6",
  visibility: "none",
  order: "random",
  size: 20,
  contents: [
    { count: 1, piece: "intruder", fields: { effect: "firearms" } },
    { count: 19, piece: "intruder", fields: { effect: "unstated" } },
  ],
};
const P120 = {
  id: "cube-supply",
  kind: "pool",
  title: "Raid cubes in the box",
  rule: "Tutorial",
  size: 20,
  contents: [
    { count: 3, piece: "raid-cube", fields: { colour: "black" } },
    { count: 4, piece: "raid-cube", fields: { colour: "brown" } },
    { count: 3, piece: "raid-cube", fields: { colour: "red" } },
    { count: 4, piece: "raid-cube", fields: { colour: "white" } },
    { count: 2, piece: "raid-cube", fields: { colour: "yellow" } },
    { count: 3, piece: "raid-cube", fields: { colour: "green" } },
    { count: 1, piece: "raid-cube", fields: { colour: "blue" } },
  ],
};
const P121 = {
  id: "raid-pool",
  kind: "bag",
  title: "Raid Pool",
  rule: "14",
  visibility: "none",
  order: "random",
  holds: ["raid-cube"],
};
const P122 = {
  id: "subjugation",
  kind: "box",
  title: "Subjugation of New Mexico box",
  rule: "14",
  holds: ["raid-cube"],
};
const P123 = { id: "raided-cubes", kind: "box", title: "Raided Cubes box", rule: "14", holds: ["raid-cube"] };
const P124 = { id: "recovery", kind: "box", title: "Recovery box", rule: "Tutorial", holds: ["raid-cube"] };
const P125 = { id: "family-box-a", kind: "box", title: "Family A's Family Box", rule: "1.7.5.2" };
const P126 = { id: "family-box-b", kind: "box", title: "Family B's Family Box", rule: "1.7.5.2" };
const P127 = { id: "family-box-c", kind: "box", title: "Family C's Family Box", rule: "1.7.5.2" };
const P128 = { id: "family-box-d", kind: "box", title: "Family D's Family Box", rule: "1.7.5.2" };
const P129 = { id: "family-box-e", kind: "box", title: "Family E's Family Box", rule: "1.7.5.2" };
const P130 = { id: "family-box-f", kind: "box", title: "Family F's Family Box", rule: "1.7.5.2" };
const P131 = {
  id: "elder-display",
  kind: "display",
  title: "Elder Display",
  rule: "1.7.5.2",
  order: "ordered",
  slots: 6,
  holds: ["population"],
};
const P132 = {
  id: "active-column",
  kind: "display",
  title: "Enemy Instruction Display: Active column",
  rule: "14",
  order: "ordered",
  rows: 6,
  holds: ["instruction"],
};
const P133 = {
  id: "standby-column",
  kind: "display",
  title: "Enemy Instruction Display: Standby column",
  rule: "14",
  order: "ordered",
  rows: 6,
  holds: ["instruction"],
};
const P134 = {
  id: "inactive-column",
  kind: "display",
  title: "Enemy Instruction Display: Inactive column",
  rule: "14",
  order: "ordered",
  rows: 6,
  holds: ["instruction"],
};
const P135 = { id: "resources", kind: "box", title: "Resources box", rule: "14" };
const P136 = {
  id: "out-of-play",
  kind: "box",
  title: "Out of Play box",
  rule: "14",
  contents: [
    { count: 4, piece: "horse" },
    { count: 4, piece: "sheep" },
    { count: 12, piece: "drought" },
    { count: 3, piece: "trade-goods" },
    { count: 2, piece: "harass" },
    { count: 1, piece: "firearms" },
  ],
};
const P137 = {
  id: "set-aside",
  kind: "box",
  title: "Counters set aside",
  rule: "Tutorial",
  contents: [
    { count: 6, piece: "trade-goods" },
    { count: 2, piece: "harass" },
  ],
};
const P138 = {
  id: "enemy-out-of-play",
  kind: "box",
  title: "Enemy Out of Play box",
  rule: "14",
  contents: [
    { count: 4, piece: "mission" },
    { count: 4, piece: "rancho" },
    { count: 4, piece: "fort" },
  ],
};
const P139 = { id: "passage-of-time", kind: "box", title: "Passage of Time box", rule: "14" };
const P140 = { id: "in-play", kind: "box", title: "Cards in play", rule: "14" };
const P141 = {
  id: "general-records",
  kind: "track",
  title: "General Records Track",
  rule: "14",
  range: { min: 0, max: 20 },
  markers: ["military-points", "enemy-ferocity", "culture-points", "dine-aps", "enemy-morale", "influence"],
};
const P142 = { id: "military-points", kind: "track", title: "Military Points", range: { min: 0, max: 20 } };
const P143 = { id: "enemy-ferocity", kind: "track", title: "Enemy Ferocity", range: { min: 0, max: 20 } };
const P144 = { id: "culture-points", kind: "track", title: "Culture Points", range: { min: 0, max: 20 } };
const P145 = { id: "dine-aps", kind: "track", title: "Dine APs", range: { min: 0, max: 20 } };
const P146 = { id: "enemy-morale", kind: "track", title: "Enemy Morale", range: { min: 0, max: 20 } };
const P147 = {
  id: "enemy-aps",
  kind: "track",
  title: "Enemy APs available",
  rule: "Tutorial",
  range: { min: 0, max: 20 },
  start: 0,
};
const P148 = {
  id: "instruction-counters",
  kind: "pool",
  title: "Instruction counters",
  rule: "14",
  size: 42,
  contents: [{ count: 1, piece: "instruction", fields: { nation: "*", letter: "*" } }],
};
const P149 = {
  id: "operations-cards",
  kind: "pool",
  title: "Operations and Ceremony cards (01-40)",
  rule: "14",
  size: 40,
  contents: [
    { count: 1, piece: "card-01" },
    { count: 1, piece: "card-02" },
    { count: 1, piece: "card-03" },
    { count: 1, piece: "card-04" },
    { count: 1, piece: "card-05" },
    { count: 1, piece: "card-06" },
    { count: 1, piece: "card-07" },
    { count: 1, piece: "card-08" },
    { count: 1, piece: "card-09" },
    { count: 1, piece: "card-10" },
    { count: 1, piece: "card-11" },
    { count: 1, piece: "card-12" },
    { count: 1, piece: "card-13" },
    { count: 1, piece: "card-14" },
    { count: 1, piece: "card-15" },
    { count: 1, piece: "card-16" },
    { count: 1, piece: "card-17" },
    { count: 1, piece: "card-18" },
    { count: 1, piece: "card-19" },
    { count: 1, piece: "card-20" },
    { count: 1, piece: "card-21" },
    { count: 1, piece: "card-22" },
    { count: 1, piece: "card-23" },
    { count: 1, piece: "card-24" },
    { count: 1, piece: "card-25" },
    { count: 1, piece: "card-26" },
    { count: 1, piece: "card-27" },
    { count: 1, piece: "card-28" },
    { count: 1, piece: "card-29" },
    { count: 1, piece: "card-30" },
    { count: 1, piece: "card-31" },
    { count: 1, piece: "card-32" },
    { count: 1, piece: "card-33" },
    { count: 1, piece: "card-34" },
    { count: 1, piece: "card-35" },
    { count: 1, piece: "card-36" },
    { count: 1, piece: "card-37" },
    { count: 1, piece: "card-38" },
    { count: 1, piece: "card-39" },
    { count: 1, piece: "card-40" },
  ],
};
const P150 = { id: "stack", kind: "box", title: "A stack being dealt", rule: "14" };
const P151 = { id: "deck", kind: "deck", title: "Draw deck", rule: "14", visibility: "none", order: "stacked" };
const P152 = { id: "ceremony-hand", kind: "box", title: "Ceremony cards in hand", rule: "Tutorial" };
const P153 = {
  id: "cultural-cards",
  kind: "pool",
  title: "Cultural Development cards",
  rule: "14",
  size: 24,
  contents: [{ count: 1, piece: "cultural-development", fields: { development: "*", level: "*" } }],
};
const P154 = { id: "cultural-available", kind: "box", title: "Cultural Development cards available", rule: "14" };
const P155 = { id: "cultural-in-play", kind: "box", title: "Cultural Development cards in play", rule: "14" };
const P156 = { id: "cultural-unused", kind: "box", title: "Cultural Development cards not used this game", rule: "14" };
const P157 = { id: "cultural-draw", kind: "box", title: "Level 1 Cultural Development cards to draw from", rule: "14" };
const P158 = { id: "peeked-cards", kind: "box", title: "Cards looked at", rule: "Tutorial" };
const P159 = {
  id: "player-die",
  kind: "track",
  title: "The player's die",
  rule: "Tutorial",
  range: { min: 0, max: 6 },
  start: 0,
};
const P160 = { id: "drawn-cube", kind: "box", title: "Cube just drawn", rule: "3.2.5" };
const P161 = { id: "cards-out", kind: "box", title: "Cards out of the game", rule: "Tutorial" };
const P162 = {
  id: "card-values",
  title: "Card values the tutorial states",
  rule: "Tutorial",
  columns: ["preempt", "enemy-aps"],
  rows: [
    { key: "card-32", cells: [3, 3] },
    { key: "card-36", cells: [0, 4] },
    { key: "card-26", cells: [2, 3] },
    { key: "card-40", cells: [0, 0] },
    { key: "card-15", cells: [3, 5] },
    { key: "card-08", cells: [0, 0] },
    { key: "card-21", cells: [2, 3] },
    { key: "card-24", cells: [3, 3] },
  ],
};
const P163 = {
  id: "card-icons",
  title: "Population icons of the cards the tutorial plays",
  rule: "Tutorial",
  columns: ["icon"],
  rows: [
    { key: "card-36", cells: ["woman"] },
    { key: "card-26", cells: ["man"] },
    { key: "card-40", cells: ["woman"] },
    { key: "card-15", cells: ["elder"] },
    { key: "card-08", cells: ["child"] },
  ],
};
const P164 = {
  id: "territory-roll",
  title: "Territory die-roll symbols",
  rule: "1.7",
  dice: "d6",
  columns: ["territory"],
  rows: [
    { key: { min: 1, max: 1 }, cells: ["shiprock"] },
    { key: { min: 2, max: 2 }, cells: ["san-juan-valley"] },
    { key: { min: 3, max: 3 }, cells: ["zuni-mountains"] },
    { key: { min: 4, max: 4 }, cells: ["monument-valley"] },
    { key: { min: 5, max: 5 }, cells: ["hopi-land"] },
    { key: { min: 6, max: 6 }, cells: ["black-mesa"] },
  ],
};
const P165 = {
  id: "territory-vp",
  title: "Territory victory point values",
  rule: "1.7",
  columns: ["vp"],
  rows: [
    { key: "canyon-de-chelly", cells: [0] },
    { key: "shiprock", cells: [4] },
    { key: "san-juan-valley", cells: [3] },
    { key: "monument-valley", cells: [2] },
    { key: "black-mesa", cells: [2] },
    { key: "hopi-land", cells: [3] },
    { key: "zuni-mountains", cells: [3] },
  ],
};
const P166 = {
  id: "drought-spaces",
  title: "Each territory's drought spaces",
  rule: "1.7",
  columns: ["box"],
  rows: [
    { key: "shiprock", cells: ["shiprock-drought"] },
    { key: "san-juan-valley", cells: ["san-juan-valley-drought"] },
    { key: "monument-valley", cells: ["monument-valley-drought"] },
    { key: "black-mesa", cells: ["black-mesa-drought"] },
    { key: "hopi-land", cells: ["hopi-land-drought"] },
    { key: "zuni-mountains", cells: ["zuni-mountains-drought"] },
  ],
};
const P167 = {
  id: "family-boxes",
  title: "Each family's Family Box",
  rule: "1.7.5.2",
  columns: ["box"],
  rows: [
    { key: "a", cells: ["family-box-a"] },
    { key: "b", cells: ["family-box-b"] },
    { key: "c", cells: ["family-box-c"] },
    { key: "d", cells: ["family-box-d"] },
    { key: "e", cells: ["family-box-e"] },
    { key: "f", cells: ["family-box-f"] },
  ],
};
const P168 = {
  id: "elder-ratings",
  title: "Elder ratings by box",
  rule: "3.1",
  columns: ["rating"],
  rows: [
    { key: { min: 1, max: 1 }, cells: [1] },
    { key: { min: 2, max: 2 }, cells: [1] },
    { key: { min: 3, max: 3 }, cells: [2] },
    { key: { min: 4, max: 4 }, cells: [2] },
    { key: { min: 5, max: 5 }, cells: [3] },
    { key: { min: 6, max: 6 }, cells: [4] },
  ],
};
const P169 = {
  id: "spanish-instructions",
  title: "Spanish instruction counters, as the tutorial shows them",
  rule: "Tutorial",
  columns: ["front", "front-least", "front-most", "back", "back-least", "back-most", "stripe"],
  rows: [
    { key: "a", cells: ["subjugate", 1, 1, "raid", 0, 0, "striped"] },
    { key: "b", cells: ["subjugate", 2, 2, "raid", 0, 0, "striped"] },
    { key: "c", cells: ["build", 0, 0, "colonize", 3, 3, "plain"] },
    { key: "d", cells: ["subvert", 1, 3, "raid", 0, 0, "plain"] },
    { key: "e", cells: ["raid", 0, 0, "expand", 0, 0, "unstated"] },
    { key: "f", cells: ["subjugate", 0, 0, "raid", 11, 11, "striped"] },
    { key: "g", cells: ["build", 0, 0, "colonize", 0, 0, "unstated"] },
    { key: "h", cells: ["build-subvert", 0, 0, "unstated", 0, 0, "unstated"] },
    { key: "i", cells: ["unstated", 0, 0, "unstated", 0, 0, "unstated"] },
    { key: "j", cells: ["raid", 0, 0, "unstated", 0, 0, "unstated"] },
    { key: "k", cells: ["utes", 0, 0, "unstated", 0, 0, "unstated"] },
    { key: "l", cells: ["comanche", 0, 0, "unstated", 0, 0, "unstated"] },
    { key: "m", cells: ["unstated", 0, 0, "unstated", 0, 0, "unstated"] },
    { key: "n", cells: ["peace", 0, 0, "build", 0, 0, "plain"] },
  ],
};
const P170 = {
  id: "card-events",
  title: "Events of the Operations cards the tutorial plays",
  rule: "Tutorial",
  columns: ["major", "minor"],
  rows: [
    { key: "card-32", cells: ["subjugation-cube", "drought"] },
    { key: "card-36", cells: ["place-intruder", "swap-instructions"] },
    { key: "card-26", cells: ["pueblo-war-in-the-west", "swap-instructions"] },
    { key: "card-15", cells: ["peek-three", "swap-instructions"] },
    { key: "card-21", cells: ["firearms-acquired", "drought"] },
  ],
};
const P171 = {
  id: "blessing-ways",
  title: "Blessing Way die values",
  rule: "Tutorial",
  columns: ["die"],
  rows: [
    { key: "card-40", cells: [3] },
    { key: "card-08", cells: [1] },
  ],
};
const P172 = {
  id: "margin-victory",
  title: "Victory table (14.1 to 14.3)",
  rule: "14.1.2",
  key: "Military Points minus Enemy Morale",
  columns: ["result"],
  rows: [
    { key: { min: 3 }, cells: ["Major Victory"] },
    { key: { min: 1, max: 2 }, cells: ["Minor Victory"] },
    { key: { min: -2, max: 0 }, cells: ["Minor Defeat"] },
    { key: { max: -3 }, cells: ["Major Defeat"] },
  ],
};
const P173 = {
  id: "american-victory",
  title: "Victory table (14.4 to 14.6)",
  rule: "14.4.2",
  columns: ["result"],
  rows: [
    { key: "more-military", cells: ["Major Victory"] },
    { key: "equal-with-military", cells: ["Minor Victory"] },
    { key: "less-with-military", cells: ["Minor Defeat"] },
    { key: "none-and-no-morale", cells: ["Minor Defeat"] },
    { key: "none-and-morale", cells: ["Major Defeat"] },
  ],
};
const P174 = {
  id: "preempt-choice",
  title: "Preempt the enemy",
  rule: "2.2.1",
  by: "dine",
  options: ["preempt", "let-the-enemy-go-first"],
};
const P175 = {
  id: "next-card",
  title: "The next card of the deck",
  rule: "Tutorial",
  by: "dine",
  prompt: "Which of these cards comes next?",
};
const P176 = {
  id: "operation-choice",
  title: "Choose an operation",
  rule: "3",
  by: "dine",
  prompt: "Which operation does the tribe carry out?",
  options: ["take-actions", "planning", "passage-of-time"],
};
const P177 = {
  id: "elder-action-choice",
  title: "An elder's action",
  rule: "3.1",
  by: "dine",
  prompt: "Which Elder Action does this elder attempt?",
  options: ["culture-for-military", "gain-an-ap", "calm-a-family", "no-action"],
};
const P178 = {
  id: "family-to-calm",
  title: "Family whose ferocity falls",
  rule: "3.1",
  by: "dine",
  prompt: "Which family's ferocity does the elder try to lower?",
};
const P179 = {
  id: "trade-goods-choice",
  title: "Make trade goods",
  rule: "3.1",
  by: "dine",
  prompt: "Have a woman spend an AP for a trade goods counter?",
  options: ["make-trade-goods", "stop"],
};
const P180 = {
  id: "diplomacy-choice",
  title: "Tribal Diplomacy",
  rule: "3.1",
  by: "dine",
  prompt: "Attempt Tribal Diplomacy?",
  options: ["tribal-diplomacy", "tribal-warfare", "neither"],
};
const P181 = {
  id: "diplomat",
  title: "Family that negotiates",
  rule: "3.1",
  by: "dine",
  prompt: "Whose man negotiates?",
};
const P182 = {
  id: "diplomacy-target",
  title: "Tribe to negotiate with",
  rule: "3.1",
  by: "dine",
  prompt: "Which tribe's instruction is the target?",
};
const P183 = {
  id: "diplomacy-gifts",
  title: "Trade goods for diplomacy",
  rule: "3.1",
  by: "dine",
  prompt: "Spend a trade goods counter for +1, or roll?",
  options: ["spend-trade-goods", "roll-for-diplomacy"],
};
const P184 = {
  id: "blessing-choice",
  title: "A Blessing Way",
  rule: "Tutorial",
  by: "dine",
  prompt: "Roll the die, or play a Ceremony card's Blessing Way for it?",
  options: ["roll-the-die", "play-a-blessing-way"],
};
const P185 = {
  id: "blessing-card",
  title: "Ceremony card for its Blessing Way",
  rule: "Tutorial",
  by: "dine",
  prompt: "Which Ceremony card's Blessing Way?",
};
const P186 = {
  id: "re-roll-choice",
  title: "Roll again for Trade Goods",
  rule: "10",
  by: "dine",
  prompt: "Keep the die, or spend 3 Trade Goods to roll it again?",
  options: ["keep-the-die", "roll-again"],
};
const P187 = {
  id: "ceremony-choice",
  title: "Keep the Ceremony card",
  rule: "2.2",
  by: "dine",
  prompt: "Discard the Ceremony card, or go on to take it into your hand?",
  options: ["keep-the-card", "discard-the-card"],
};
const P188 = {
  id: "activate-more",
  title: "Activate a family",
  rule: "3.2",
  by: "dine",
  prompt: "Activate another family?",
  options: ["activate", "end-operation"],
};
const P189 = {
  id: "family-to-activate",
  title: "Family to activate",
  rule: "3.2",
  by: "dine",
  prompt: "Which family is activated?",
};
const P190 = {
  id: "family-action",
  title: "A family's action",
  rule: "3.2",
  by: "dine",
  prompt: "What does the family do?",
  options: [
    "move-to-adjacent-area",
    "raid-new-mexico",
    "long-range-raid",
    "plant-corn",
    "raid-on-outpost",
    "take-a-horse",
    "end-activation",
  ],
};
const P191 = {
  id: "family-move",
  title: "Area to move to",
  rule: "3.2.2",
  by: "dine",
  prompt: "Which area does the family move to?",
};
const P192 = {
  id: "outpost-green",
  title: "A green cube at an outpost",
  rule: "3.2.6",
  by: "dine",
  prompt: "Fight a battle, or give the enemy +1 Morale?",
  options: ["fight-a-battle", "enemy-morale-up"],
};
const P193 = {
  id: "raid-loot",
  title: "What the raid takes",
  rule: "3.2.5",
  by: "dine",
  prompt: "Take a sheep or a horse?",
  options: ["take-sheep", "take-horse"],
};
const P194 = {
  id: "manuelito-family",
  title: "The family Manuelito joins",
  rule: "14.5",
  prompt: "Which family does Manuelito join?",
};
const P195 = {
  id: "family-area",
  title: "Where a family starts",
  rule: "14.1.1",
  prompt: "Which area does this family start in?",
};
const P196 = {
  id: "cultural-set-choice",
  title: "Set of Cultural Development cards to keep",
  rule: "14.1.1",
  prompt: "Which set of Cultural Development cards will surely be in the game (by its Level 1 card)?",
};
const P197 = {
  id: "cultural-collect",
  title: "Collect a Cultural Development card",
  rule: "14.1.1",
  prompt: "Collect a starting Cultural Development card?",
  options: ["collect", "decline"],
};
const P198 = {
  id: "cultural-card-choice",
  title: "Cultural Development card to collect",
  rule: "14.1.1",
  prompt: "Which Cultural Development card do you collect?",
};
const P199 = {
  id: "cultural-set-return",
  title: "Set to return to the box",
  rule: "14.5.1",
  prompt: "Which of the five sets goes back to the box (by its Level 1 card)?",
};
const P200 = {
  id: "elder-influence",
  title: "Place influence on an elder",
  rule: "16.3.1",
  prompt: "Which elder takes your Influence counter?",
};
const P201 = {
  id: "family-influence",
  title: "Place influence on a family",
  rule: "16.3.2",
  prompt: "Which family takes your Influence counter?",
};
const P202 = {
  id: "starting-ferocity",
  title: "Starting ferocity",
  rule: "16.4",
  prompt: "What ferocity does this family start with?",
};
const P203 = {
  id: "empty-deck",
  title: "A card draw with no card left in the deck (choose one of the scenarios of section 14, which build it)",
  rule: "2.1",
  section: "2.1",
};
const P204 = {
  id: "cultural-purchase",
  title: "Buying Cultural Development cards (their costs)",
  rule: "8.2",
  section: "8.2",
};
const P205 = {
  id: "preemption-costs",
  title: "Preemption costs of the Operations cards the tutorial does not play",
  rule: "2.2.1",
  section: "2.2.1",
};
const P206 = {
  id: "ceremony-enemy-way",
  title: "The Enemy Way effects of Ceremony cards in hand",
  rule: "2.2",
  section: "2.2",
};
const P207 = {
  id: "operations",
  title: "Player operations: planning, taking actions, passage of time",
  rule: "3",
  section: "3",
};
const P208 = {
  id: "enemy-instructions",
  title: "Enemy operations: executing instructions and resetting the display",
  rule: "4",
  section: "4",
};
const P209 = {
  id: "raids",
  title: "Raids and reactions: evasion, ambush, harassment, negotiation",
  rule: "5",
  section: "5",
};
const P210 = { id: "events", title: "Historical and transitional events", rule: "6", section: "6" };
const P211 = { id: "minor-events", title: "Minor events", rule: "7", section: "7" };
const P212 = {
  id: "victory-check-rules",
  title: "Victory check, Good Medicine and buying Cultural Development cards",
  rule: "8",
  section: "8",
};
const P213 = { id: "trade-goods-rules", title: "Trade goods", rule: "10", section: "10" };
const P214 = { id: "battles", title: "Battles and the Battle Results Table", rule: "11", section: "11" };
const P215 = { id: "defeat", title: "Defeat during play", rule: "12.1", section: "12.1" };
const P216 = { id: "automatic-victory", title: "Automatic victory", rule: "12.2", section: "12.2" };
const P217 = {
  id: "card-values-unstated",
  title: "Values printed on the Operations cards the tutorial does not state",
  rule: "2.2.1",
  section: "2.2.1",
};
const P218 = {
  id: "raid-table",
  title: "The Raid Table's rows for other cube colours",
  rule: "3.2.5",
  section: "3.2.5",
};
const P219 = {
  id: "peace-and-defend",
  title: "A Peace or Defend instruction in the Active column (step 1 of the enemy's operations)",
  rule: "4.1",
  section: "4.1",
};
const P220 = {
  id: "instruction-values",
  title: "Instruction counters' faces, costs and stripes the tutorial does not show",
  rule: "4.2",
  section: "4.2",
};
const P221 = {
  id: "subjugation-table",
  title: "The Subjugation of New Mexico Table beyond its third cube",
  rule: "4.2.10",
  section: "4.2.10",
};
const P222 = { id: "intruders", title: "Intruder Counter Effects Table", rule: "13", section: "13" };
const P223 = {
  id: "enemy-raid",
  title: "The Enemy Raid instruction and its flowchart",
  rule: "4.2.8",
  section: "4.2.8",
};
const P224 = {
  id: "tribal-raids",
  title: "Tribal Raids (Utes and Comanche instructions) and their flowchart",
  rule: "4.2.4",
  section: "4.2.4",
};
const P225 = { id: "dine-player", params: [] };
const P226 = { id: "tribe-winner", params: [] };
const P227 = { id: "current-card", params: [] };
const P228 = { id: "operations-card-drawn", params: [] };
const P229 = { id: "cards-with-values", params: [] };
const P230 = { id: "cards-with-icons", params: [] };
const P231 = { id: "cards-with-events", params: [] };
const P232 = { id: "women-in-play", params: [] };
const P233 = { id: "trade-goods-available", params: [] };
const P234 = { id: "evasion-modifier", params: ["f"] };
const P235 = { id: "trade-goods-held", params: [] };
const P236 = { id: "blessing-cards", params: [] };
const P237 = { id: "families-in-play", params: [] };
const P238 = { id: "activations", params: [] };
const P239 = { id: "family-mps", params: ["f"] };
const P240 = { id: "has-horse", params: ["f"] };
const P241 = { id: "area-cost", params: ["piece", "to"] };
const P242 = { id: "entry-cost", params: ["f", "to"] };
const P243 = { id: "raid-cost", params: ["f"] };
const P244 = { id: "shown-instruction", params: ["i"] };
const P245 = { id: "least-cost", params: ["i"] };
const P246 = { id: "most-cost", params: ["i"] };
const P247 = { id: "in-row", params: ["column", "row"] };
const P248 = { id: "outposts-on-map", params: [] };
const P249 = { id: "family-box", params: ["counter"] };
const P250 = { id: "collectable", params: ["c"] };
const P251 = { id: "margin", params: [] };
const P252 = { id: "prepare-players" };
const P253 = { id: "between-draw-and-resolution" };
const P254 = { id: "operations-segment" };
const P255 = { id: "collect-enemy-aps" };
const P256 = { id: "reset-cubes" };
const P257 = { id: "resolve-major-event" };
const P258 = { id: "resolve-minor-event" };
const P259 = { id: "player-operation" };
const P260 = { id: "icon-to-passage-of-time" };
const P261 = { id: "planning" };
const P262 = { id: "elder-action" };
const P263 = { id: "make-trade-goods" };
const P264 = { id: "tribal-diplomacy" };
const P265 = { id: "roll-or-bless" };
const P266 = { id: "player-roll" };
const P267 = { id: "ceremony-steps" };
const P268 = { id: "take-actions" };
const P269 = { id: "activate-family" };
const P270 = { id: "left-behind" };
const P271 = { id: "enter-intruders" };
const P272 = { id: "raise-ferocity" };
const P273 = { id: "raid-on-outpost" };
const P274 = { id: "plant-corn" };
const P275 = { id: "raid-new-mexico" };
const P276 = { id: "enemy-operations" };
const P277 = { id: "shift-instructions" };
const P278 = { id: "swap-row" };
const P279 = { id: "execute-instructions" };
const P280 = { id: "execute-instruction" };
const P281 = { id: "build-outpost" };
const P282 = { id: "subjugation-draw" };
const P283 = { id: "add-subjugation" };
const P284 = { id: "reset-instruction-display" };
const P285 = { id: "place-families" };
const P286 = { id: "start-family" };
const P287 = { id: "start-elders" };
const P288 = { id: "place-elders" };
const P289 = { id: "fill-instruction-display" };
const P290 = { id: "fill-raid-pool" };
const P291 = { id: "take-out" };
const P292 = { id: "place-drought" };
const P293 = { id: "prepare-cultural-cards" };
const P294 = { id: "collect-free" };
const P295 = { id: "collect-starting-cards" };
const P296 = { id: "cultural-development-setup" };
const P297 = { id: "set-tracks" };
const P298 = { id: "set-instructions" };
const P299 = { id: "period-deck" };
const P300 = { id: "rise-of-the-people-deck" };
const P301 = { id: "rope-thrower-deck" };
const P302 = { id: "judge-american" };
const P303 = { id: "judge-margin" };
const P304 = { id: "tutorial-families" };
const P305 = { id: "tutorial-instructions" };
const P306 = { id: "tutorial-cultural-cards" };
const P307 = { id: "tutorial-deck" };
const P308 = {
  ids: [
    "santa-fe",
    "canyon-de-chelly-1",
    "canyon-de-chelly-2",
    "canyon-de-chelly-3",
    "canyon-de-chelly-4",
    "canyon-de-chelly-5",
    "canyon-de-chelly-6",
    "shiprock-1",
    "shiprock-2",
    "shiprock-3",
    "shiprock-4",
    "shiprock-5",
    "shiprock-6",
    "san-juan-valley-1",
    "san-juan-valley-2",
    "san-juan-valley-3",
    "san-juan-valley-4",
    "san-juan-valley-5",
    "san-juan-valley-6",
    "monument-valley-1",
    "monument-valley-2",
    "monument-valley-3",
    "monument-valley-4",
    "monument-valley-5",
    "monument-valley-6",
    "black-mesa-1",
    "black-mesa-2",
    "black-mesa-3",
    "black-mesa-4",
    "black-mesa-5",
    "black-mesa-6",
    "hopi-land-1",
    "hopi-land-2",
    "hopi-land-3",
    "hopi-land-4",
    "hopi-land-5",
    "hopi-land-6",
    "zuni-mountains-1",
    "zuni-mountains-2",
    "zuni-mountains-3",
    "zuni-mountains-4",
    "zuni-mountains-5",
    "zuni-mountains-6",
    "current-card-space",
    "discards",
    "canyon-de-chelly-escape",
    "canyon-de-chelly-caught",
    "shiprock-escape",
    "shiprock-caught",
    "san-juan-valley-escape",
    "san-juan-valley-caught",
    "monument-valley-escape",
    "monument-valley-caught",
    "black-mesa-escape",
    "black-mesa-caught",
    "hopi-land-escape",
    "hopi-land-caught",
    "zuni-mountains-escape",
    "zuni-mountains-caught",
    "shiprock-drought",
    "san-juan-valley-drought",
    "monument-valley-drought",
    "black-mesa-drought",
    "hopi-land-drought",
    "zuni-mountains-drought",
    "population-supply",
    "elders",
    "family-counters",
    "corn-crib",
    "intruder-cup",
    "cube-supply",
    "raid-pool",
    "subjugation",
    "raided-cubes",
    "recovery",
    "family-box-a",
    "family-box-b",
    "family-box-c",
    "family-box-d",
    "family-box-e",
    "family-box-f",
    "elder-display",
    "active-column",
    "standby-column",
    "inactive-column",
    "resources",
    "out-of-play",
    "set-aside",
    "enemy-out-of-play",
    "passage-of-time",
    "in-play",
    "instruction-counters",
    "operations-cards",
    "stack",
    "deck",
    "ceremony-hand",
    "cultural-cards",
    "cultural-available",
    "cultural-in-play",
    "cultural-unused",
    "cultural-draw",
    "peeked-cards",
    "drawn-cube",
    "cards-out",
    "supply",
    "eliminated-pieces",
    "discarded-pieces",
  ],
  areas: 43,
  text: ["passage-of-time"],
};
const P309 = { id: "horses-as-food", title: "Horses as food (changes Passage of Time)", section: "3", rule: "15.1" };
const P310 = {
  id: "extra-horse-mp",
  title: "Extra movement point (changes movement points)",
  section: "3",
  rule: "15.2",
};
const P311 = { id: "horse-trading-when", title: "When animals may be traded", section: "3", rule: "15.3" };
const P312 = { id: "trade-animals" };
const P313 = {
  id: "navajo-wars",
  title: "Navajo Wars",
  rule: "14",
  players: { min: 2, max: 2 },
  solitaire: true,
  sides: ["turquoise", "red-basket", "enemy"],
  dice: "d6",
  source: "navajo-wars.playbook.txt",
  start: "play",
};
const P314 = {
  id: "influence-mark",
  rule: "16.3",
  values: ["no-influence", "turquoise-influence", "red-basket-influence"],
};
const P315 = {
  id: "turquoise",
  title: "Turquoise player",
  rule: "16.2",
  state: { "influence-points": "int", headman: "bool", "cultural-start": "cultural-start" },
};
const P316 = {
  id: "red-basket",
  title: "Red Basket player",
  rule: "16.2",
  state: { "influence-points": "int", headman: "bool" },
};
const P317 = {
  id: "family",
  kind: "counter",
  title: "Family counter",
  rule: "16.3",
  side: "dine",
  fields: { letter: "family-letter" },
  faces: ["ferocity-low", "ferocity-high"],
  state: { ferocity: "int", influence: "influence-mark" },
};
const P318 = {
  id: "population",
  kind: "counter",
  title: "Population counter",
  rule: "16.3",
  side: "dine",
  fields: { role: "population-kind" },
  state: { box: "int", influence: "influence-mark" },
};
const P319 = {
  id: "headman-card",
  kind: "card",
  title: "Headman card",
  rule: "16.2",
  faces: ["headman", "headman-enemy-way-table"],
};
const P320 = {
  id: "influence-point-marker",
  kind: "counter",
  title: "Influence Points counter",
  rule: "16.7",
  faces: ["turquoise", "red-basket"],
};
const P321 = {
  id: "headman-enemy-way",
  title: "Headman Enemy Way Table (on the back of the Headman card)",
  rule: "16.5.2",
  section: "16.5.2",
};
const P322 = { id: "mark-of", params: ["player"] };
const P323 = { id: "headman", params: [] };
const P324 = { id: "non-headman", params: [] };
const P325 = { id: "influence-elders" };
const P326 = { id: "place-elder-influence" };
const P327 = { id: "influence-families" };
const P328 = { id: "place-family-influence" };
const P329 = { id: "adjust-ferocity" };
const P330 = { id: "pass-headman" };
const P331 = { id: "gain-ip" };
const P332 = { id: "next-period" };

const D0: GameData = {
  game: P0,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14],
  sides: [P15, P16],
  maps: [P17],
  pieces: [
    P18,
    P19,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
  ],
  places: P308,
};

const D1: GameData = {
  game: P0,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14],
  sides: [P15, P16],
  maps: [P17],
  pieces: [
    P18,
    P19,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P309,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
  ],
  places: P308,
};

const D2: GameData = {
  game: P0,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14],
  sides: [P15, P16],
  maps: [P17],
  pieces: [
    P18,
    P19,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P310,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
  ],
  places: P308,
};

const D3: GameData = {
  game: P0,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14],
  sides: [P15, P16],
  maps: [P17],
  pieces: [
    P18,
    P19,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P309,
    P310,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
  ],
  places: P308,
};

const D4: GameData = {
  game: P0,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14],
  sides: [P15, P16],
  maps: [P17],
  pieces: [
    P18,
    P19,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P311,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P312,
  ],
  places: P308,
};

const D5: GameData = {
  game: P0,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14],
  sides: [P15, P16],
  maps: [P17],
  pieces: [
    P18,
    P19,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P309,
    P311,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P312,
  ],
  places: P308,
};

const D6: GameData = {
  game: P0,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14],
  sides: [P15, P16],
  maps: [P17],
  pieces: [
    P18,
    P19,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P310,
    P311,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P312,
  ],
  places: P308,
};

const D7: GameData = {
  game: P0,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14],
  sides: [P15, P16],
  maps: [P17],
  pieces: [
    P18,
    P19,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P309,
    P310,
    P311,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P312,
  ],
  places: P308,
};

const D8: GameData = {
  game: P313,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14, P314],
  sides: [P15, P16, P315, P316],
  maps: [P17],
  pieces: [
    P317,
    P318,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
    P319,
    P320,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P321,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
    P322,
    P323,
    P324,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P325,
    P326,
    P327,
    P328,
    P329,
    P330,
    P331,
  ],
  places: P308,
};

const D9: GameData = {
  game: P313,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14, P314],
  sides: [P15, P16, P315, P316],
  maps: [P17],
  pieces: [
    P317,
    P318,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
    P319,
    P320,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P309,
    P321,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
    P322,
    P323,
    P324,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P325,
    P326,
    P327,
    P328,
    P329,
    P330,
    P331,
  ],
  places: P308,
};

const D10: GameData = {
  game: P313,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14, P314],
  sides: [P15, P16, P315, P316],
  maps: [P17],
  pieces: [
    P317,
    P318,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
    P319,
    P320,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P310,
    P321,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
    P322,
    P323,
    P324,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P325,
    P326,
    P327,
    P328,
    P329,
    P330,
    P331,
  ],
  places: P308,
};

const D11: GameData = {
  game: P313,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14, P314],
  sides: [P15, P16, P315, P316],
  maps: [P17],
  pieces: [
    P317,
    P318,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
    P319,
    P320,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P309,
    P310,
    P321,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
    P322,
    P323,
    P324,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P325,
    P326,
    P327,
    P328,
    P329,
    P330,
    P331,
  ],
  places: P308,
};

const D12: GameData = {
  game: P313,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14, P314],
  sides: [P15, P16, P315, P316],
  maps: [P17],
  pieces: [
    P317,
    P318,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
    P319,
    P320,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P311,
    P321,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
    P322,
    P323,
    P324,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P312,
    P325,
    P326,
    P327,
    P328,
    P329,
    P330,
    P331,
  ],
  places: P308,
};

const D13: GameData = {
  game: P313,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14, P314],
  sides: [P15, P16, P315, P316],
  maps: [P17],
  pieces: [
    P317,
    P318,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
    P319,
    P320,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P309,
    P311,
    P321,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
    P322,
    P323,
    P324,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P312,
    P325,
    P326,
    P327,
    P328,
    P329,
    P330,
    P331,
  ],
  places: P308,
};

const D14: GameData = {
  game: P313,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14, P314],
  sides: [P15, P16, P315, P316],
  maps: [P17],
  pieces: [
    P317,
    P318,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
    P319,
    P320,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P310,
    P311,
    P321,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
    P322,
    P323,
    P324,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P312,
    P325,
    P326,
    P327,
    P328,
    P329,
    P330,
    P331,
  ],
  places: P308,
};

const D15: GameData = {
  game: P313,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14, P314],
  sides: [P15, P16, P315, P316],
  maps: [P17],
  pieces: [
    P317,
    P318,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
    P319,
    P320,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P309,
    P310,
    P311,
    P321,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
    P322,
    P323,
    P324,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P312,
    P325,
    P326,
    P327,
    P328,
    P329,
    P330,
    P331,
  ],
  places: P308,
};

const D16: GameData = {
  game: P0,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14],
  sides: [P15, P16],
  maps: [P17],
  pieces: [
    P18,
    P19,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P332,
  ],
  places: P308,
};

const D17: GameData = {
  game: P0,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14],
  sides: [P15, P16],
  maps: [P17],
  pieces: [
    P18,
    P19,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P309,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P332,
  ],
  places: P308,
};

const D18: GameData = {
  game: P0,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14],
  sides: [P15, P16],
  maps: [P17],
  pieces: [
    P18,
    P19,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P310,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P332,
  ],
  places: P308,
};

const D19: GameData = {
  game: P0,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14],
  sides: [P15, P16],
  maps: [P17],
  pieces: [
    P18,
    P19,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P309,
    P310,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P332,
  ],
  places: P308,
};

const D20: GameData = {
  game: P0,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14],
  sides: [P15, P16],
  maps: [P17],
  pieces: [
    P18,
    P19,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P311,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P332,
    P312,
  ],
  places: P308,
};

const D21: GameData = {
  game: P0,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14],
  sides: [P15, P16],
  maps: [P17],
  pieces: [
    P18,
    P19,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P309,
    P311,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P332,
    P312,
  ],
  places: P308,
};

const D22: GameData = {
  game: P0,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14],
  sides: [P15, P16],
  maps: [P17],
  pieces: [
    P18,
    P19,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P310,
    P311,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P332,
    P312,
  ],
  places: P308,
};

const D23: GameData = {
  game: P0,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14],
  sides: [P15, P16],
  maps: [P17],
  pieces: [
    P18,
    P19,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P309,
    P310,
    P311,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P332,
    P312,
  ],
  places: P308,
};

const D24: GameData = {
  game: P313,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14, P314],
  sides: [P15, P16, P315, P316],
  maps: [P17],
  pieces: [
    P317,
    P318,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
    P319,
    P320,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P321,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
    P322,
    P323,
    P324,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P332,
    P325,
    P326,
    P327,
    P328,
    P329,
    P330,
    P331,
  ],
  places: P308,
};

const D25: GameData = {
  game: P313,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14, P314],
  sides: [P15, P16, P315, P316],
  maps: [P17],
  pieces: [
    P317,
    P318,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
    P319,
    P320,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P309,
    P321,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
    P322,
    P323,
    P324,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P332,
    P325,
    P326,
    P327,
    P328,
    P329,
    P330,
    P331,
  ],
  places: P308,
};

const D26: GameData = {
  game: P313,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14, P314],
  sides: [P15, P16, P315, P316],
  maps: [P17],
  pieces: [
    P317,
    P318,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
    P319,
    P320,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P310,
    P321,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
    P322,
    P323,
    P324,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P332,
    P325,
    P326,
    P327,
    P328,
    P329,
    P330,
    P331,
  ],
  places: P308,
};

const D27: GameData = {
  game: P313,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14, P314],
  sides: [P15, P16, P315, P316],
  maps: [P17],
  pieces: [
    P317,
    P318,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
    P319,
    P320,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P309,
    P310,
    P321,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
    P322,
    P323,
    P324,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P332,
    P325,
    P326,
    P327,
    P328,
    P329,
    P330,
    P331,
  ],
  places: P308,
};

const D28: GameData = {
  game: P313,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14, P314],
  sides: [P15, P16, P315, P316],
  maps: [P17],
  pieces: [
    P317,
    P318,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
    P319,
    P320,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P311,
    P321,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
    P322,
    P323,
    P324,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P332,
    P312,
    P325,
    P326,
    P327,
    P328,
    P329,
    P330,
    P331,
  ],
  places: P308,
};

const D29: GameData = {
  game: P313,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14, P314],
  sides: [P15, P16, P315, P316],
  maps: [P17],
  pieces: [
    P317,
    P318,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
    P319,
    P320,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P309,
    P311,
    P321,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
    P322,
    P323,
    P324,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P332,
    P312,
    P325,
    P326,
    P327,
    P328,
    P329,
    P330,
    P331,
  ],
  places: P308,
};

const D30: GameData = {
  game: P313,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14, P314],
  sides: [P15, P16, P315, P316],
  maps: [P17],
  pieces: [
    P317,
    P318,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
    P319,
    P320,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P310,
    P311,
    P321,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
    P322,
    P323,
    P324,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P332,
    P312,
    P325,
    P326,
    P327,
    P328,
    P329,
    P330,
    P331,
  ],
  places: P308,
};

const D31: GameData = {
  game: P313,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14, P314],
  sides: [P15, P16, P315, P316],
  maps: [P17],
  pieces: [
    P317,
    P318,
    P20,
    P21,
    P22,
    P23,
    P24,
    P25,
    P26,
    P27,
    P28,
    P29,
    P30,
    P31,
    P32,
    P33,
    P34,
    P35,
    P36,
    P37,
    P38,
    P39,
    P40,
    P41,
    P42,
    P43,
    P44,
    P45,
    P46,
    P47,
    P48,
    P49,
    P50,
    P51,
    P52,
    P53,
    P54,
    P55,
    P56,
    P57,
    P58,
    P59,
    P60,
    P61,
    P62,
    P63,
    P64,
    P65,
    P66,
    P67,
    P68,
    P69,
    P70,
    P71,
    P72,
    P73,
    P74,
    P75,
    P76,
    P77,
    P78,
    P79,
    P80,
    P81,
    P82,
    P83,
    P84,
    P85,
    P86,
    P87,
    P88,
    P89,
    P90,
    P91,
    P92,
    P319,
    P320,
  ],
  holders: [
    P93,
    P94,
    P95,
    P96,
    P97,
    P98,
    P99,
    P100,
    P101,
    P102,
    P103,
    P104,
    P105,
    P106,
    P107,
    P108,
    P109,
    P110,
    P111,
    P112,
    P113,
    P114,
    P115,
    P116,
    P117,
    P118,
    P119,
    P120,
    P121,
    P122,
    P123,
    P124,
    P125,
    P126,
    P127,
    P128,
    P129,
    P130,
    P131,
    P132,
    P133,
    P134,
    P135,
    P136,
    P137,
    P138,
    P139,
    P140,
    P141,
    P142,
    P143,
    P144,
    P145,
    P146,
    P147,
    P148,
    P149,
    P150,
    P151,
    P152,
    P153,
    P154,
    P155,
    P156,
    P157,
    P158,
    P159,
    P160,
    P161,
  ],
  tables: [P162, P163, P164, P165, P166, P167, P168, P169, P170, P171, P172, P173],
  decisions: [
    P174,
    P175,
    P176,
    P177,
    P178,
    P179,
    P180,
    P181,
    P182,
    P183,
    P184,
    P185,
    P186,
    P187,
    P188,
    P189,
    P190,
    P191,
    P192,
    P193,
    P194,
    P195,
    P196,
    P197,
    P198,
    P199,
    P200,
    P201,
    P202,
    P200,
    P201,
    P202,
  ],
  unspecified: [
    P203,
    P204,
    P205,
    P206,
    P207,
    P208,
    P209,
    P210,
    P211,
    P212,
    P213,
    P214,
    P215,
    P216,
    P217,
    P218,
    P219,
    P220,
    P221,
    P222,
    P223,
    P224,
    P309,
    P310,
    P311,
    P321,
  ],
  functions: [
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P231,
    P232,
    P233,
    P234,
    P235,
    P236,
    P237,
    P238,
    P239,
    P240,
    P241,
    P242,
    P243,
    P244,
    P245,
    P246,
    P247,
    P248,
    P249,
    P250,
    P251,
    P322,
    P323,
    P324,
  ],
  procedures: [
    P252,
    P253,
    P254,
    P255,
    P256,
    P257,
    P258,
    P259,
    P260,
    P261,
    P262,
    P263,
    P264,
    P265,
    P266,
    P267,
    P268,
    P269,
    P270,
    P271,
    P272,
    P273,
    P274,
    P275,
    P276,
    P277,
    P278,
    P279,
    P280,
    P281,
    P282,
    P283,
    P284,
    P285,
    P286,
    P287,
    P288,
    P289,
    P290,
    P291,
    P292,
    P293,
    P294,
    P295,
    P296,
    P297,
    P298,
    P299,
    P300,
    P301,
    P302,
    P303,
    P304,
    P305,
    P306,
    P307,
    P332,
    P312,
    P325,
    P326,
    P327,
    P328,
    P329,
    P330,
    P331,
  ],
  places: P308,
};

const K_1490c6df45d2: V.Value[] = V.frozen(["roll-the-die", "play-a-blessing-way"]);
const K_1546e1acadd4: V.Value[] = V.frozen(["keep-the-card", "discard-the-card"]);
const K_15a8faf56001: V.Value[] = V.frozen([0, 1, 2, 3]);
const K_1e96f691e13b: V.Value[] = V.frozen([
  "shiprock",
  "san-juan-valley",
  "zuni-mountains",
  "hopi-land",
  "canyon-de-chelly",
]);
const K_201b71e7eff4: V.Value[] = V.frozen(["shiprock", "san-juan-valley", "canyon-de-chelly"]);
const K_22e56730a7c8: V.Value[] = V.frozen(["card-50", "card-51", "card-53", "card-54"]);
const K_3fc5ba016190: V.Value[] = V.frozen([
  "card-32",
  "card-36",
  "card-26",
  "card-40",
  "card-15",
  "card-08",
  "card-24",
  "card-21",
  "card-41",
]);
const K_4364d6c8d861: V.Value[] = V.frozen(["card-36", "card-26", "card-40", "card-15", "card-08"]);
const K_52520477f38a: V.Value[] = V.frozen(["a", "b", "c"]);
const K_5843db07f5b0: V.Value[] = V.frozen(["take-sheep", "take-horse"]);
const K_5c91ad207f71: V.Value[] = V.frozen(["keep-the-die", "roll-again"]);
const K_5f4e54a658b7: V.Value[] = V.frozen(["card-32", "card-36", "card-26", "card-15", "card-21"]);
const K_6e681ac2dc80: V.Value[] = V.frozen(["spend-trade-goods", "roll-for-diplomacy"]);
const K_71ea88a333b4: V.Value[] = V.frozen(["activate", "end-operation"]);
const K_72fd74cd2ee5: V.Value[] = V.frozen(["a", "b", "c", "d", "e"]);
const K_763f21c295db: V.Value[] = V.frozen(["preempt", "let-the-enemy-go-first"]);
const K_7eb04641567a: V.Value[] = V.frozen(["card-46", "card-47", "card-48", "card-49", "card-50"]);
const K_8120d8f464b7: V.Value[] = V.frozen(["a", "b", "c", "d"]);
const K_83d676a16398: V.Value[] = V.frozen([6, 5, 4, 3, 2, 1]);
const K_976238cd7cc8: V.Value[] = V.frozen(["fight-a-battle", "enemy-morale-up"]);
const K_9eaaae053d00: V.Value[] = V.frozen([
  "card-32",
  "card-36",
  "card-26",
  "card-40",
  "card-15",
  "card-08",
  "card-21",
  "card-24",
]);
const K_a801e62aa864: V.Value[] = V.frozen(["card-51", "card-52", "card-53", "card-54", "card-55"]);
const K_abf26c1df11f: V.Value[] = V.frozen([2000000059, 2000000060, 2000000061, 2000000062, 2000000063, 2000000064]);
const K_b55510727ef7: V.Value[] = V.frozen(["take-actions", "planning", "passage-of-time"]);
const K_bff37a288792: V.Value[] = V.frozen(["collect", "decline"]);
const K_d3fa9f97f00b: V.Value[] = V.frozen(["tribal-diplomacy", "tribal-warfare", "neither"]);
const K_e846d7e1514a: V.Value[] = V.frozen(["shiprock", "san-juan-valley", "zuni-mountains", "hopi-land"]);
const K_e8d80dd5d8ed: V.Value[] = V.frozen([
  V.frozen(["a", 2000000009]),
  V.frozen(["b", 2000000013]),
  V.frozen(["c", 2000000001]),
]);
const K_f310a4c1d3cb: V.Value[] = V.frozen(["card-41", "card-42", "card-43", "card-44", "card-45"]);
const K_f772e2ba434e: V.Value[] = V.frozen(["make-trade-goods", "stop"]);
const R_box = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const p = V.pieceOf(ctx, o);
  if (p !== undefined) {
    const v = p.state["box"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "box");
};
const R_colour = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const p = V.pieceOf(ctx, o);
  if (p !== undefined) {
    const v = p.state["colour"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "colour");
};
const R_development = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const p = V.pieceOf(ctx, o);
  if (p !== undefined) {
    const v = p.state["development"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "development");
};
const R_effect = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const p = V.pieceOf(ctx, o);
  if (p !== undefined) {
    const v = p.state["effect"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "effect");
};
const R_ferocity = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const p = V.pieceOf(ctx, o);
  if (p !== undefined) {
    const v = p.state["ferocity"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "ferocity");
};
const R_influence = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const p = V.pieceOf(ctx, o);
  if (p !== undefined) {
    const v = p.state["influence"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "influence");
};
const R_letter = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const p = V.pieceOf(ctx, o);
  if (p !== undefined) {
    const v = p.state["letter"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "letter");
};
const R_level = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const p = V.pieceOf(ctx, o);
  if (p !== undefined) {
    const v = p.state["level"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "level");
};
const R_nation = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const p = V.pieceOf(ctx, o);
  if (p !== undefined) {
    const v = p.state["nation"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "nation");
};
const R_role = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const p = V.pieceOf(ctx, o);
  if (p !== undefined) {
    const v = p.state["role"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "role");
};
const SF_cultural$start = V.sideReader("cultural-start");
const SF_headman = V.sideReader("headman");
const SF_influence$points = V.sideReader("influence-points");
const SF_planned = V.sideReader("planned");
const S_bracket$value = V.staticReader("bracket-value");
const S_class = V.staticReader("class");
const S_row = V.staticReader("row");
const S_territory = V.staticReader("territory");
const S_value = V.staticReader("value");

const U0 = (ctx: V.EvalContext): V.Value => "dine";

const U1 = (ctx: V.EvalContext): V.Value => V.readPieces(ctx, 2000000043 /* current-card-space */)[0] ?? null;

const U2 = (ctx: V.EvalContext): V.Value =>
  !(V.readPieces(ctx, 2000000043 /* current-card-space */).length === 0) &&
  S_class(ctx, ctx.fn[8 /* current-card */]!(ctx)) === "operations";

const U3 = (ctx: V.EvalContext): V.Value => K_9eaaae053d00;

const U4 = (ctx: V.EvalContext): V.Value => K_4364d6c8d861;

const U5 = (ctx: V.EvalContext): V.Value => K_5f4e54a658b7;

const U6 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readList(ctx, ctx.fn[48 /* families-in-play */]!(ctx), "a selection");
  const x1_selected: V.Value[] = [];
  for (let x7_i = 0; x7_i < x0_items.length; x7_i++) {
    const x2_f = x0_items[x7_i]!;
    const x3_items = V.readPieces(ctx, ctx.fn[96 /* family-box */]!(ctx, x2_f));
    let x4_count = 0;
    for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
      const x5_p = x3_items[x6_i]!;
      if (V.kindOf(ctx, x5_p) === "population" && R_role(ctx, x5_p) === "woman") {
        x4_count++;
      }
    }
    x1_selected.push(x4_count);
  }
  return B.sum(ctx, x1_selected);
};

const U7 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, 2000000086 /* out-of-play */);
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_t = x0_items[x3_i]!;
    if (V.kindOf(ctx, x2_t) === "trade-goods") x1_selected.push(x2_t);
  }
  return x1_selected;
};

const U8 = (ctx: V.EvalContext, x0_f: V.Value): V.Value => V.minus(2, R_ferocity(ctx, x0_f));

const U9 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, 2000000085 /* resources */);
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_t = x0_items[x3_i]!;
    if (V.kindOf(ctx, x2_t) === "trade-goods") x1_selected.push(x2_t);
  }
  return x1_selected;
};

const U10 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, 2000000095 /* ceremony-hand */);
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_c = x0_items[x3_i]!;
    if (x2_c === "card-40" || x2_c === "card-08") x1_selected.push(x2_c);
  }
  return x1_selected;
};

const U11 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, "dinetaah");
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_f = x0_items[x3_i]!;
    if (V.kindOf(ctx, x2_f) === "family") x1_selected.push(x2_f);
  }
  return x1_selected;
};

const U12 = (ctx: V.EvalContext): V.Value => {
  const x4_left = V.readPieces(ctx, 2000000081 /* elder-display */).length;
  const x0_items = V.readList(ctx, ctx.fn[48 /* families-in-play */]!(ctx), "a selection");
  let x1_found = false;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_f = x0_items[x3_i]!;
    if (B.territoryOf(ctx, B.location(ctx, x2_f)) === "canyon-de-chelly") {
      x1_found = true;
      break;
    }
  }
  return V.plus(x4_left, !x1_found ? 0 : 1);
};

const U13 = (ctx: V.EvalContext, x0_f: V.Value): V.Value => {
  const x5_left = 2;
  const x1_items = V.readPieces(ctx, ctx.fn[96 /* family-box */]!(ctx, x0_f));
  let x2_count = 0;
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_p = x1_items[x4_i]!;
    if (V.kindOf(ctx, x3_p) === "population") {
      x2_count++;
    }
  }
  const x11_left = V.times(x5_left, x2_count);
  let x10_both = V.truthy(ctx.fn[60 /* has-horse */]!(ctx, x0_f));
  if (x10_both) {
    const x6_items = V.readPieces(ctx, 2000000098 /* cultural-in-play */);
    let x7_found = false;
    for (let x9_i = 0; x9_i < x6_items.length; x9_i++) {
      const x8_c = x6_items[x9_i]!;
      if (R_development(ctx, x8_c) === "horsemanship") {
        x7_found = true;
        break;
      }
    }
    x10_both = !!x7_found;
  }
  return V.plus(x11_left, x10_both ? 1 : 0);
};

const U14 = (ctx: V.EvalContext, x0_f: V.Value): V.Value => {
  const x1_items = V.readPieces(ctx, ctx.fn[96 /* family-box */]!(ctx, x0_f));
  let x2_found = false;
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_p = x1_items[x4_i]!;
    if (V.kindOf(ctx, x3_p) === "horse") {
      x2_found = true;
      break;
    }
  }
  return !!x2_found;
};

const U15 = (ctx: V.EvalContext, x0_piece: V.Value, x1_to: V.Value): V.Value =>
  V.truthy(ctx.fn[60 /* has-horse */]!(ctx, x0_piece)) ? S_bracket$value(ctx, x1_to) : S_value(ctx, x1_to);

const U16 = (ctx: V.EvalContext, x0_f: V.Value, x1_to: V.Value): V.Value => {
  const x6_left = ctx.fn[64 /* area-cost */]!(ctx, x0_f, x1_to);
  const x2_items = V.areaPieces(ctx, x1_to);
  let x3_found = false;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_p = x2_items[x5_i]!;
    if (V.kindOf(ctx, x4_p) === "mission" || V.kindOf(ctx, x4_p) === "rancho") {
      x3_found = true;
      break;
    }
  }
  return V.plus(x6_left, !x3_found ? 0 : 1);
};

const U17 = (ctx: V.EvalContext, x0_f: V.Value): V.Value =>
  B.pathCost(ctx, B.location(ctx, x0_f), 2000000000 /* santa-fe */, "dine", x0_f);

const U18 = (ctx: V.EvalContext, x0_i: V.Value): V.Value =>
  B.face(ctx, x0_i) === "front"
    ? V.lookupTable(ctx, 7 /* spanish-instructions */, R_letter(ctx, x0_i), "front")
    : V.lookupTable(ctx, 7 /* spanish-instructions */, R_letter(ctx, x0_i), "back");

const U19 = (ctx: V.EvalContext, x0_i: V.Value): V.Value =>
  B.face(ctx, x0_i) === "front"
    ? V.lookupTable(ctx, 7 /* spanish-instructions */, R_letter(ctx, x0_i), "front-least")
    : V.lookupTable(ctx, 7 /* spanish-instructions */, R_letter(ctx, x0_i), "back-least");

const U20 = (ctx: V.EvalContext, x0_i: V.Value): V.Value =>
  B.face(ctx, x0_i) === "front"
    ? V.lookupTable(ctx, 7 /* spanish-instructions */, R_letter(ctx, x0_i), "front-most")
    : V.lookupTable(ctx, 7 /* spanish-instructions */, R_letter(ctx, x0_i), "back-most");

const U21 = (ctx: V.EvalContext, x0_column: V.Value, x1_row: V.Value): V.Value =>
  B.first(ctx, B.drop(ctx, B.pieces(ctx, x0_column), V.minus(x1_row, 1)));

const U22 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, "dinetaah");
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_p = x0_items[x3_i]!;
    if (V.kindOf(ctx, x2_p) === "mission" || V.kindOf(ctx, x2_p) === "rancho") x1_selected.push(x2_p);
  }
  return x1_selected;
};

const U23 = (ctx: V.EvalContext, x0_counter: V.Value): V.Value =>
  V.lookupTable(ctx, 5 /* family-boxes */, R_letter(ctx, x0_counter), "box");

const U24 = (ctx: V.EvalContext, x0_c: V.Value): V.Value => {
  let x6_either = R_level(ctx, x0_c) === "level-1";
  if (!x6_either) {
    let x5_both = R_level(ctx, x0_c) === "level-2";
    if (x5_both) {
      const x1_items = V.readPieces(ctx, 2000000098 /* cultural-in-play */);
      let x2_found = false;
      for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
        const x3_x = x1_items[x4_i]!;
        if (V.eq(R_development(ctx, x3_x), R_development(ctx, x0_c)) && R_level(ctx, x3_x) === "level-1") {
          x2_found = true;
          break;
        }
      }
      x5_both = !!x2_found;
    }
    x6_either = x5_both;
  }
  let x12_either = x6_either;
  if (!x12_either) {
    let x11_both = R_level(ctx, x0_c) === "level-3";
    if (x11_both) {
      const x7_items = V.readPieces(ctx, 2000000098 /* cultural-in-play */);
      let x8_found = false;
      for (let x10_i = 0; x10_i < x7_items.length; x10_i++) {
        const x9_x = x7_items[x10_i]!;
        if (V.eq(R_development(ctx, x9_x), R_development(ctx, x0_c)) && R_level(ctx, x9_x) === "level-2") {
          x8_found = true;
          break;
        }
      }
      x11_both = !!x8_found;
    }
    x12_either = x11_both;
  }
  return x12_either;
};

const U25 = (ctx: V.EvalContext): V.Value => {
  const x5_left = B.value(ctx, ctx.state.tracks["military-points"] ?? null);
  const x4_left = B.value(ctx, ctx.state.tracks["enemy-morale"] ?? null);
  const x0_items = V.readPieces(ctx, 2000000072 /* subjugation */);
  let x1_count = 0;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_c = x0_items[x3_i]!;
    if (R_colour(ctx, x2_c) === "black") {
      x1_count++;
    }
  }
  return V.minus(x5_left, V.plus(x4_left, x1_count));
};

const U26 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, "dinetaah");
  let x1_found = false;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_p = x0_items[x3_i]!;
    if (V.kindOf(ctx, x2_p) === "mission" || V.kindOf(ctx, x2_p) === "rancho") {
      x1_found = true;
      break;
    }
  }
  return !x1_found;
};

const U27 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, 2000000086 /* out-of-play */);
  let x1_found = false;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_t = x0_items[x3_i]!;
    if (V.kindOf(ctx, x2_t) === "trade-goods") {
      x1_found = true;
      break;
    }
  }
  return !x1_found;
};

const U28 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, 2000000086 /* out-of-play */);
  let x1_first: V.Value = null;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_t = x0_items[x3_i]!;
    if (V.kindOf(ctx, x2_t) === "trade-goods") {
      x1_first = x2_t;
      break;
    }
  }
  return x1_first;
};

const U29 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, 2000000085 /* resources */);
  let x1_count = 0;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_t = x0_items[x3_i]!;
    if (V.kindOf(ctx, x2_t) === "trade-goods") {
      x1_count++;
    }
  }
  return x1_count;
};

const U30 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, 2000000085 /* resources */);
  let x1_found = false;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_t = x0_items[x3_i]!;
    if (V.kindOf(ctx, x2_t) === "trade-goods") {
      x1_found = true;
      break;
    }
  }
  return !x1_found;
};

const U31 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, 2000000085 /* resources */);
  let x1_first: V.Value = null;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_t = x0_items[x3_i]!;
    if (V.kindOf(ctx, x2_t) === "trade-goods") {
      x1_first = x2_t;
      break;
    }
  }
  return x1_first;
};

const U32 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
};

const U33 = (X: C.RunContext, actor: string | undefined, x0_card_aps: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/navajo-wars/game.rules:209:3: let collected = card-aps - count(pieces(raided-cubes)) + count([for c in piec...";
  const x6_left = V.minus(x0_card_aps, V.readPieces(ctx, 2000000073 /* raided-cubes */).length);
  const x2_items = V.readPieces(ctx, 2000000072 /* subjugation */);
  let x3_count = 0;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_c = x2_items[x5_i]!;
    if (R_colour(ctx, x4_c) === "red") {
      x3_count++;
    }
  }
  let v1_collected: V.Value = V.plus(x6_left, x3_count);
  X.at = "specs/navajo-wars/game.rules:210:3: set enemy-aps += max(1, collected)";
  C.setTrack(X, "enemy-aps", "+=", B.max(ctx, 1, v1_collected));
};

const U34 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/game.rules:217:3: move pieces(recovery) to raid-pool";
  C.movePieces(X, B.pieces(ctx, 2000000074 /* recovery */), 2000000071 /* raid-pool */, actor);
  X.at = "specs/navajo-wars/game.rules:218:3: move pieces(raided-cubes) to recovery";
  C.movePieces(X, B.pieces(ctx, 2000000073 /* raided-cubes */), 2000000074 /* recovery */, actor);
};

const U35 = (X: C.RunContext, actor: string | undefined, x0_card: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/cards.rules:545:3: if card.class != operations or not card in cards-with-events() {";
  if (S_class(ctx, x0_card) !== "operations" || !V.isIn(ctx, x0_card, ctx.fn[24 /* cards-with-events */]!(ctx))) {
    X.at = "specs/navajo-wars/cards.rules:546:5: unspecified minor-events";
    C.notSpecified(X, "minor-events");
  }
  X.at = "specs/navajo-wars/cards.rules:548:3: let kind = lookup(card-events, card, minor)";
  let v1_kind: V.Value = V.lookupTable(ctx, 8 /* card-events */, x0_card, "minor");
  X.at = "specs/navajo-wars/cards.rules:549:3: if kind == drought {";
  if (v1_kind === "drought") {
    X.at =
      "specs/navajo-wars/cards.rules:550:5: let spaces = lookup(drought-spaces, lookup(territory-roll, roll(d6), territor...";
    let v2_spaces: V.Value = V.lookupTable(
      ctx,
      4 /* drought-spaces */,
      V.lookupTable(ctx, 2 /* territory-roll */, B.roll(ctx, "d6"), "territory"),
      "box",
    );
    X.at = "specs/navajo-wars/cards.rules:551:5: if count(pieces(spaces)) >= 2 {";
    if (V.ge(V.readPieces(ctx, v2_spaces).length, 2)) {
      X.at = "specs/navajo-wars/cards.rules:552:7: unspecified minor-events";
      C.notSpecified(X, "minor-events");
    }
    X.at = "specs/navajo-wars/cards.rules:554:5: take-out(drought, 1, spaces)";
    X.T.p[39 /* take-out */]!(X, actor, "drought", 1, v2_spaces);
  } else {
    X.at = "specs/navajo-wars/cards.rules:555:10: if kind == swap-instructions {";
    if (v1_kind === "swap-instructions") {
      X.at = "specs/navajo-wars/cards.rules:556:5: swap-row(roll(d6))";
      X.T.p[26 /* swap-row */]!(X, actor, B.roll(ctx, "d6"));
    } else {
      X.at = "specs/navajo-wars/cards.rules:558:5: unspecified minor-events";
      C.notSpecified(X, "minor-events");
    }
  }
};

const U36 = (X: C.RunContext, actor: string | undefined, x0_card: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:31:3: if not card in cards-with-icons() {";
  if (!V.isIn(ctx, x0_card, ctx.fn[20 /* cards-with-icons */]!(ctx))) {
    X.at = "specs/navajo-wars/operations.rules:32:5: unspecified card-values-unstated";
    C.notSpecified(X, "card-values-unstated");
  }
  X.at = "specs/navajo-wars/operations.rules:34:3: let icon = lookup(card-icons, card, icon)";
  let v1_icon: V.Value = V.lookupTable(ctx, 1 /* card-icons */, x0_card, "icon");
  X.at =
    "specs/navajo-wars/operations.rules:35:3: let source = if icon == elder then pieces(elders) else [for p in pieces(popul...";
  let x7_chosen: V.Value;
  if (v1_icon === "elder") {
    x7_chosen = B.pieces(ctx, 2000000066 /* elders */);
  } else {
    const x3_items = V.readPieces(ctx, 2000000065 /* population-supply */);
    const x4_selected: V.Value[] = [];
    for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
      const x5_p = x3_items[x6_i]!;
      if (V.eq(R_role(ctx, x5_p), v1_icon)) x4_selected.push(x5_p);
    }
    x7_chosen = x4_selected;
  }
  let v2_source: V.Value = x7_chosen;
  X.at = "specs/navajo-wars/operations.rules:36:3: if empty(source) {";
  if (B.empty(ctx, v2_source)) {
    X.at = "specs/navajo-wars/operations.rules:37:5: unspecified operations";
    C.notSpecified(X, "operations");
  }
  X.at = "specs/navajo-wars/operations.rules:39:3: move first(source) to passage-of-time";
  C.movePieces(X, B.first(ctx, v2_source), "passage-of-time", actor);
};

const U37 = (X: C.RunContext, actor: string | undefined, x0_here: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:450:3: if empty([for p in pieces(here) if p.kind == family]) {";
  const x1_items = V.areaPieces(ctx, x0_here);
  let x2_found = false;
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_p = x1_items[x4_i]!;
    if (V.kindOf(ctx, x3_p) === "family") {
      x2_found = true;
      break;
    }
  }
  if (!x2_found) {
    X.at = "specs/navajo-wars/operations.rules:451:5: move [for p in pieces(here) if p.kind == corn] to corn-crib";
    const x5_items = V.areaPieces(ctx, x0_here);
    const x6_selected: V.Value[] = [];
    for (let x8_i = 0; x8_i < x5_items.length; x8_i++) {
      const x7_p = x5_items[x8_i]!;
      if (V.kindOf(ctx, x7_p) === "corn") x6_selected.push(x7_p);
    }
    C.movePieces(X, x6_selected, 2000000068 /* corn-crib */, actor);
  }
};

const U38 = (X: C.RunContext, actor: string | undefined, x0_to: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:460:3: for each i in [for p in pieces(to) if p.kind == intruder] {";
  const x1_items = V.areaPieces(ctx, x0_to);
  const x2_selected: V.Value[] = [];
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_p = x1_items[x4_i]!;
    if (V.kindOf(ctx, x3_p) === "intruder") x2_selected.push(x3_p);
  }
  {
    let v5_list: V.Value = C.items(X, x2_selected, actor);
    let v6_i: V.Value = 0;
    while ((v6_i as number) < (v5_list as V.Value[]).length) {
      let v7_i: V.Value = (v5_list as V.Value[])[v6_i as number]!;
      X.at = "specs/navajo-wars/operations.rules:461:5: reveal(i)";
      C.reveal(X, v7_i);
      X.at = "specs/navajo-wars/operations.rules:462:5: if i.effect == firearms {";
      if (R_effect(ctx, v7_i) === "firearms") {
        X.at = "specs/navajo-wars/operations.rules:463:7: move i to resources";
        C.movePieces(X, v7_i, 2000000085 /* resources */, actor);
      } else {
        X.at = "specs/navajo-wars/operations.rules:465:7: unspecified intruders";
        C.notSpecified(X, "intruders");
      }
      v6_i = (v6_i as number) + 1;
    }
  }
};

const U39 = (X: C.RunContext, actor: string | undefined, x0_f: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:474:3: set f.ferocity = min(3, f.ferocity + 1)";
  C.setField(X, x0_f, "ferocity", "=", B.min(ctx, 3, V.plus(R_ferocity(ctx, x0_f), 1)));
};

const U40 = (X: C.RunContext, actor: string | undefined, x0_f: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:519:3: draw(corn-crib, location(f))";
  C.draw(X, 2000000068 /* corn-crib */, B.location(ctx, x0_f), undefined, actor);
};

const U41 = (X: C.RunContext, actor: string | undefined, x0_card: V.Value, x1_preempted: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:570:3: let top = first(pieces(active-column))";
  let v2_top: V.Value = V.readPieces(ctx, 2000000082 /* active-column */)[0] ?? null;
  X.at =
    "specs/navajo-wars/operations.rules:571:3: if shown-instruction(top) == peace or shown-instruction(top) == defend {";
  if (
    ctx.fn[76 /* shown-instruction */]!(ctx, v2_top) === "peace" ||
    ctx.fn[76 /* shown-instruction */]!(ctx, v2_top) === "defend"
  ) {
    X.at = "specs/navajo-wars/operations.rules:572:5: unspecified peace-and-defend";
    C.notSpecified(X, "peace-and-defend");
  }
  X.at = 'specs/navajo-wars/operations.rules:575:3: let aps = lookup(card-values, card, "enemy-aps")';
  let v3_aps: V.Value = V.lookupTable(ctx, 0 /* card-values */, x0_card, "enemy-aps");
  X.at = "specs/navajo-wars/operations.rules:576:3: if aps == 0 {";
  if (v3_aps === 0) {
    X.at = "specs/navajo-wars/operations.rules:577:5: unspecified card-values-unstated";
    C.notSpecified(X, "card-values-unstated");
  }
  X.at = "specs/navajo-wars/operations.rules:579:3: collect-enemy-aps(aps - (if preempted then 1 else 0))";
  X.T.p[3 /* collect-enemy-aps */]!(X, actor, V.minus(v3_aps, V.truthy(x1_preempted) ? 1 : 0));
  X.at = "specs/navajo-wars/operations.rules:581:3: shift-instructions(roll-each(2d6))";
  X.T.p[25 /* shift-instructions */]!(X, actor, B.rollEach(ctx, "2d6"));
  X.at = "specs/navajo-wars/operations.rules:583:3: execute-instructions()";
  X.T.p[27 /* execute-instructions */]!(X, actor);
  X.at = "specs/navajo-wars/operations.rules:585:3: reset-instruction-display()";
  X.T.p[32 /* reset-instruction-display */]!(X, actor);
};

const U42 = (X: C.RunContext, actor: string | undefined, x0_dice: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:606:3: if is-doubles(dice) {";
  if (B.isDoubles(ctx, x0_dice)) {
    X.at = "specs/navajo-wars/operations.rules:607:5: swap-row(first(dice))";
    X.T.p[26 /* swap-row */]!(X, actor, B.first(ctx, x0_dice));
  } else {
    X.at = "specs/navajo-wars/operations.rules:609:5: for each row in dice {";
    {
      let v1_list: V.Value = C.items(X, x0_dice, actor);
      let v2_i: V.Value = 0;
      while ((v2_i as number) < (v1_list as V.Value[]).length) {
        let v3_row: V.Value = (v1_list as V.Value[])[v2_i as number]!;
        X.at = "specs/navajo-wars/operations.rules:610:7: let i = in-row(active-column, row)";
        let v4_i: V.Value = ctx.fn[88 /* in-row */]!(ctx, 2000000082 /* active-column */, v3_row);
        X.at = "specs/navajo-wars/operations.rules:611:7: let mark = lookup(spanish-instructions, i.letter, stripe)";
        let v5_mark: V.Value = V.lookupTable(ctx, 7 /* spanish-instructions */, R_letter(ctx, v4_i), "stripe");
        X.at = "specs/navajo-wars/operations.rules:612:7: if mark == unstated {";
        if (v5_mark === "unstated") {
          X.at = "specs/navajo-wars/operations.rules:613:9: unspecified instruction-values";
          C.notSpecified(X, "instruction-values");
        }
        X.at = "specs/navajo-wars/operations.rules:615:7: if mark == plain {";
        if (v5_mark === "plain") {
          X.at = "specs/navajo-wars/operations.rules:616:9: flip(i)";
          C.flip(X, v4_i);
        }
        v2_i = (v2_i as number) + 1;
      }
    }
  }
};

const U43 = (X: C.RunContext, actor: string | undefined, x0_row: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:626:3: swap(in-row(active-column, row), in-row(standby-column, row))";
  C.swap(
    X,
    ctx.fn[88 /* in-row */]!(ctx, 2000000082 /* active-column */, x0_row),
    ctx.fn[88 /* in-row */]!(ctx, 2000000083 /* standby-column */, x0_row),
    actor,
  );
};

const U44 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:634:3: let going = true";
  let v0_going: V.Value = true;
  X.at = "specs/navajo-wars/operations.rules:635:3: while going and not empty(pieces(active-column)) {";
  {
    let v3_guard: V.Value = 0;
    while (V.truthy(v0_going) && !(V.readPieces(ctx, 2000000082 /* active-column */).length === 0)) {
      if ((v3_guard as number) >= 100000)
        throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
      v3_guard = (v3_guard as number) + 1;
      X.at = "specs/navajo-wars/operations.rules:636:5: let i = first(pieces(active-column))";
      let v1_i: V.Value = V.readPieces(ctx, 2000000082 /* active-column */)[0] ?? null;
      X.at = "specs/navajo-wars/operations.rules:637:5: if least-cost(i) == 0 {";
      if (ctx.fn[80 /* least-cost */]!(ctx, v1_i) === 0) {
        X.at = "specs/navajo-wars/operations.rules:638:7: unspecified instruction-values";
        C.notSpecified(X, "instruction-values");
      }
      X.at = "specs/navajo-wars/operations.rules:640:5: if value(enemy-aps) < least-cost(i) {";
      if (V.lt(B.value(ctx, ctx.state.tracks["enemy-aps"] ?? null), ctx.fn[80 /* least-cost */]!(ctx, v1_i))) {
        X.at = "specs/navajo-wars/operations.rules:641:7: set going = false";
        v0_going = C.combine("=", v0_going, false);
      } else {
        X.at = "specs/navajo-wars/operations.rules:643:7: let spent = min(value(enemy-aps), most-cost(i))";
        let v2_spent: V.Value = B.min(
          ctx,
          B.value(ctx, ctx.state.tracks["enemy-aps"] ?? null),
          ctx.fn[84 /* most-cost */]!(ctx, v1_i),
        );
        X.at = "specs/navajo-wars/operations.rules:644:7: set enemy-aps -= spent";
        C.setTrack(X, "enemy-aps", "-=", v2_spent);
        X.at = "specs/navajo-wars/operations.rules:645:7: execute-instruction(i, spent)";
        X.T.p[28 /* execute-instruction */]!(X, actor, v1_i, v2_spent);
        X.at = "specs/navajo-wars/operations.rules:646:7: move i to inactive-column";
        C.movePieces(X, v1_i, 2000000084 /* inactive-column */, actor);
      }
    }
  }
};

const U45 = (X: C.RunContext, actor: string | undefined, x0_i: V.Value, x1_aps: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:656:3: let kind = shown-instruction(i)";
  let v2_kind: V.Value = ctx.fn[76 /* shown-instruction */]!(ctx, x0_i);
  X.at =
    "specs/navajo-wars/operations.rules:657:3: if kind == subjugate or kind == subvert and count(pieces(subjugation)) < 3 {";
  if (
    v2_kind === "subjugate" ||
    (v2_kind === "subvert" && V.lt(V.readPieces(ctx, 2000000072 /* subjugation */).length, 3))
  ) {
    X.at = "specs/navajo-wars/operations.rules:658:5: repeat aps {";
    let v3_times: V.Value = V.num(x1_aps, "'repeat'");
    {
      let v4_k: V.Value = 0;
      while ((v4_k as number) < (v3_times as number)) {
        X.at = "specs/navajo-wars/operations.rules:659:7: subjugation-draw()";
        X.T.p[30 /* subjugation-draw */]!(X, actor);
        v4_k = (v4_k as number) + 1;
      }
    }
  } else {
    X.at = "specs/navajo-wars/operations.rules:661:10: if kind == colonize {";
    if (v2_kind === "colonize") {
      X.at = "specs/navajo-wars/operations.rules:664:5: if not empty(outposts-on-map()) {";
      if (!ctx.fn[93 /* outposts-on-map#empty */]!(ctx)) {
        X.at = "specs/navajo-wars/operations.rules:665:7: unspecified enemy-instructions";
        C.notSpecified(X, "enemy-instructions");
      }
      X.at = "specs/navajo-wars/operations.rules:667:5: build-outpost()";
      X.T.p[29 /* build-outpost */]!(X, actor);
    } else {
      X.at = "specs/navajo-wars/operations.rules:668:10: if kind == raid {";
      if (v2_kind === "raid") {
        X.at = "specs/navajo-wars/operations.rules:669:5: unspecified enemy-raid";
        C.notSpecified(X, "enemy-raid");
      } else {
        X.at = "specs/navajo-wars/operations.rules:670:10: if kind == utes or kind == comanche {";
        if (v2_kind === "utes" || v2_kind === "comanche") {
          X.at = "specs/navajo-wars/operations.rules:671:5: unspecified tribal-raids";
          C.notSpecified(X, "tribal-raids");
        } else {
          X.at = "specs/navajo-wars/operations.rules:673:5: unspecified enemy-instructions";
          C.notSpecified(X, "enemy-instructions");
        }
      }
    }
  }
};

const U46 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/navajo-wars/operations.rules:685:3: let missions = [for p in pieces(enemy-out-of-play) if p.kind == mission]";
  const x1_items = V.readPieces(ctx, 2000000088 /* enemy-out-of-play */);
  const x2_selected: V.Value[] = [];
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_p = x1_items[x4_i]!;
    if (V.kindOf(ctx, x3_p) === "mission") x2_selected.push(x3_p);
  }
  let v0_missions: V.Value = x2_selected;
  X.at = "specs/navajo-wars/operations.rules:686:3: if empty(missions) {";
  if (B.empty(ctx, v0_missions)) {
    X.at = "specs/navajo-wars/operations.rules:687:5: unspecified enemy-instructions";
    C.notSpecified(X, "enemy-instructions");
  }
  X.at = "specs/navajo-wars/operations.rules:689:3: move first(missions) to shiprock-1";
  C.movePieces(X, B.first(ctx, v0_missions), 2000000007 /* shiprock-1 */, actor);
};

const U47 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:696:3: draw(raid-pool, drawn-cube)";
  C.draw(X, 2000000071 /* raid-pool */, 2000000102 /* drawn-cube */, undefined, actor);
  X.at = "specs/navajo-wars/operations.rules:697:3: let cube = first(pieces(drawn-cube))";
  let v0_cube: V.Value = V.readPieces(ctx, 2000000102 /* drawn-cube */)[0] ?? null;
  X.at = "specs/navajo-wars/operations.rules:698:3: if cube.colour == red {";
  if (R_colour(ctx, v0_cube) === "red") {
    X.at = "specs/navajo-wars/operations.rules:699:5: add-subjugation(cube)";
    X.T.p[31 /* add-subjugation */]!(X, actor, v0_cube);
  } else {
    X.at = "specs/navajo-wars/operations.rules:701:5: move cube to recovery";
    C.movePieces(X, v0_cube, 2000000074 /* recovery */, actor);
  }
};

const U48 = (X: C.RunContext, actor: string | undefined, x0_cube: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:713:3: move cube to subjugation";
  C.movePieces(X, x0_cube, 2000000072 /* subjugation */, actor);
  X.at = "specs/navajo-wars/operations.rules:714:3: let reds = count(pieces(subjugation))";
  let v1_reds: V.Value = V.readPieces(ctx, 2000000072 /* subjugation */).length;
  X.at = "specs/navajo-wars/operations.rules:715:3: if reds == 3 {";
  if (v1_reds === 3) {
    X.at = "specs/navajo-wars/operations.rules:716:5: if card-41 in pieces(in-play) {";
    if (V.isIn(ctx, "card-41", B.pieces(ctx, 2000000090 /* in-play */))) {
      X.at = "specs/navajo-wars/operations.rules:717:7: move card-41 to cards-out";
      C.movePieces(X, "card-41", 2000000103 /* cards-out */, actor);
    }
    X.at =
      "specs/navajo-wars/operations.rules:719:5: for each i in [for c in pieces(active-column) + pieces(standby-column) + piec...";
    const x2_items = V.readList(
      ctx,
      V.plus(
        V.plus(B.pieces(ctx, 2000000082 /* active-column */), B.pieces(ctx, 2000000083 /* standby-column */)),
        B.pieces(ctx, 2000000084 /* inactive-column */),
      ),
      "a selection",
    );
    const x3_selected: V.Value[] = [];
    for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
      const x4_c = x2_items[x5_i]!;
      if (
        R_nation(ctx, x4_c) === "spanish" &&
        (R_letter(ctx, x4_c) === "a" || R_letter(ctx, x4_c) === "b" || R_letter(ctx, x4_c) === "f") &&
        B.face(ctx, x4_c) === "front"
      )
        x3_selected.push(x4_c);
    }
    {
      let v6_list: V.Value = C.items(X, x3_selected, actor);
      let v7_i: V.Value = 0;
      while ((v7_i as number) < (v6_list as V.Value[]).length) {
        let v8_i: V.Value = (v6_list as V.Value[])[v7_i as number]!;
        X.at = "specs/navajo-wars/operations.rules:720:7: flip(i)";
        C.flip(X, v8_i);
        v7_i = (v7_i as number) + 1;
      }
    }
    X.at = "specs/navajo-wars/operations.rules:722:5: reset-cubes()";
    X.T.p[4 /* reset-cubes */]!(X, actor);
    X.at = "specs/navajo-wars/operations.rules:723:5: set enemy-morale += 1";
    C.setTrack(X, "enemy-morale", "+=", 1);
  } else {
    X.at = "specs/navajo-wars/operations.rules:724:10: if reds > 3 {";
    if (V.gt(v1_reds, 3)) {
      X.at = "specs/navajo-wars/operations.rules:725:5: unspecified subjugation-table";
      C.notSpecified(X, "subjugation-table");
    }
  }
};

const U49 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:738:3: while not empty(pieces(inactive-column)) {";
  {
    let v0_guard: V.Value = 0;
    while (!(V.readPieces(ctx, 2000000084 /* inactive-column */).length === 0)) {
      if ((v0_guard as number) >= 100000)
        throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
      v0_guard = (v0_guard as number) + 1;
      X.at = "specs/navajo-wars/operations.rules:739:5: move last(pieces(inactive-column)) to active-column";
      C.movePieces(
        X,
        B.last(ctx, V.readPieces(ctx, 2000000084 /* inactive-column */) as V.Value),
        2000000082 /* active-column */,
        actor,
      );
    }
  }
};

const U50 = (X: C.RunContext, actor: string | undefined, x0_counter: V.Value, x1_where: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/scenarios.rules:30:3: move counter to where";
  C.movePieces(X, x0_counter, x1_where, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:31:3: move take([for p in pieces(population-supply) if p.role == man], 1) + take([f...";
  const x2_items = V.readPieces(ctx, 2000000065 /* population-supply */);
  const x3_selected: V.Value[] = [];
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_p = x2_items[x5_i]!;
    if (R_role(ctx, x4_p) === "man") x3_selected.push(x4_p);
  }
  const x10_left = B.take(ctx, x3_selected, 1);
  const x6_items = V.readPieces(ctx, 2000000065 /* population-supply */);
  const x7_selected: V.Value[] = [];
  for (let x9_i = 0; x9_i < x6_items.length; x9_i++) {
    const x8_p = x6_items[x9_i]!;
    if (R_role(ctx, x8_p) === "woman") x7_selected.push(x8_p);
  }
  const x15_left = V.plus(x10_left, B.take(ctx, x7_selected, 1));
  const x11_items = V.readPieces(ctx, 2000000065 /* population-supply */);
  const x12_selected: V.Value[] = [];
  for (let x14_i = 0; x14_i < x11_items.length; x14_i++) {
    const x13_p = x11_items[x14_i]!;
    if (R_role(ctx, x13_p) === "child") x12_selected.push(x13_p);
  }
  C.movePieces(X, V.plus(x15_left, B.take(ctx, x12_selected, 1)), ctx.fn[96 /* family-box */]!(ctx, x0_counter), actor);
};

const U51 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/scenarios.rules:37:3: place-elders(take(pieces(elders), 3))";
  X.T.p[36 /* place-elders */]!(X, actor, B.take(ctx, B.pieces(ctx, 2000000066 /* elders */), 3));
};

const U52 = (X: C.RunContext, actor: string | undefined, x0_three: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/scenarios.rules:43:3: let n = 0";
  let v1_n: V.Value = 0;
  X.at = "specs/navajo-wars/scenarios.rules:44:3: for each e in three {";
  {
    let v2_list: V.Value = C.items(X, x0_three, actor);
    let v3_i: V.Value = 0;
    while ((v3_i as number) < (v2_list as V.Value[]).length) {
      let v4_e: V.Value = (v2_list as V.Value[])[v3_i as number]!;
      X.at = "specs/navajo-wars/scenarios.rules:45:5: set n += 1";
      v1_n = C.combine("+=", v1_n, 1);
      X.at = "specs/navajo-wars/scenarios.rules:46:5: set e.box = n";
      C.setField(X, v4_e, "box", "=", v1_n);
      X.at = "specs/navajo-wars/scenarios.rules:47:5: move e to elder-display";
      C.movePieces(X, v4_e, 2000000081 /* elder-display */, actor);
      v3_i = (v3_i as number) + 1;
    }
  }
};

const U53 = (X: C.RunContext, actor: string | undefined, x0_counters: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/scenarios.rules:59:3: move take(counters, 6) to active-column";
  C.movePieces(X, B.take(ctx, x0_counters, 6), 2000000082 /* active-column */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:60:3: move take(drop(counters, 6), 6) to standby-column";
  C.movePieces(X, B.take(ctx, B.drop(ctx, x0_counters, 6), 6), 2000000083 /* standby-column */, actor);
};

const U54 = (
  X: C.RunContext,
  actor: string | undefined,
  x0_blacks: V.Value,
  x1_browns: V.Value,
  x2_reds: V.Value,
  x3_whites: V.Value,
  x4_yellows: V.Value,
  x5_greens: V.Value,
  x6_blues: V.Value,
): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:65:3: move take([for c in pieces(cube-supply) if c.colour == black], blacks) to rai...";
  const x7_items = V.readPieces(ctx, 2000000070 /* cube-supply */);
  const x8_selected: V.Value[] = [];
  for (let x10_i = 0; x10_i < x7_items.length; x10_i++) {
    const x9_c = x7_items[x10_i]!;
    if (R_colour(ctx, x9_c) === "black") x8_selected.push(x9_c);
  }
  C.movePieces(X, B.take(ctx, x8_selected, x0_blacks), 2000000071 /* raid-pool */, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:66:3: move take([for c in pieces(cube-supply) if c.colour == brown], browns) to rai...";
  const x11_items = V.readPieces(ctx, 2000000070 /* cube-supply */);
  const x12_selected: V.Value[] = [];
  for (let x14_i = 0; x14_i < x11_items.length; x14_i++) {
    const x13_c = x11_items[x14_i]!;
    if (R_colour(ctx, x13_c) === "brown") x12_selected.push(x13_c);
  }
  C.movePieces(X, B.take(ctx, x12_selected, x1_browns), 2000000071 /* raid-pool */, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:67:3: move take([for c in pieces(cube-supply) if c.colour == red], reds) to raid-pool";
  const x15_items = V.readPieces(ctx, 2000000070 /* cube-supply */);
  const x16_selected: V.Value[] = [];
  for (let x18_i = 0; x18_i < x15_items.length; x18_i++) {
    const x17_c = x15_items[x18_i]!;
    if (R_colour(ctx, x17_c) === "red") x16_selected.push(x17_c);
  }
  C.movePieces(X, B.take(ctx, x16_selected, x2_reds), 2000000071 /* raid-pool */, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:68:3: move take([for c in pieces(cube-supply) if c.colour == white], whites) to rai...";
  const x19_items = V.readPieces(ctx, 2000000070 /* cube-supply */);
  const x20_selected: V.Value[] = [];
  for (let x22_i = 0; x22_i < x19_items.length; x22_i++) {
    const x21_c = x19_items[x22_i]!;
    if (R_colour(ctx, x21_c) === "white") x20_selected.push(x21_c);
  }
  C.movePieces(X, B.take(ctx, x20_selected, x3_whites), 2000000071 /* raid-pool */, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:69:3: move take([for c in pieces(cube-supply) if c.colour == yellow], yellows) to r...";
  const x23_items = V.readPieces(ctx, 2000000070 /* cube-supply */);
  const x24_selected: V.Value[] = [];
  for (let x26_i = 0; x26_i < x23_items.length; x26_i++) {
    const x25_c = x23_items[x26_i]!;
    if (R_colour(ctx, x25_c) === "yellow") x24_selected.push(x25_c);
  }
  C.movePieces(X, B.take(ctx, x24_selected, x4_yellows), 2000000071 /* raid-pool */, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:70:3: move take([for c in pieces(cube-supply) if c.colour == green], greens) to rai...";
  const x27_items = V.readPieces(ctx, 2000000070 /* cube-supply */);
  const x28_selected: V.Value[] = [];
  for (let x30_i = 0; x30_i < x27_items.length; x30_i++) {
    const x29_c = x27_items[x30_i]!;
    if (R_colour(ctx, x29_c) === "green") x28_selected.push(x29_c);
  }
  C.movePieces(X, B.take(ctx, x28_selected, x5_greens), 2000000071 /* raid-pool */, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:71:3: move take([for c in pieces(cube-supply) if c.colour == blue], blues) to raid-...";
  const x31_items = V.readPieces(ctx, 2000000070 /* cube-supply */);
  const x32_selected: V.Value[] = [];
  for (let x34_i = 0; x34_i < x31_items.length; x34_i++) {
    const x33_c = x31_items[x34_i]!;
    if (R_colour(ctx, x33_c) === "blue") x32_selected.push(x33_c);
  }
  C.movePieces(X, B.take(ctx, x32_selected, x6_blues), 2000000071 /* raid-pool */, actor);
};

const U55 = (X: C.RunContext, actor: string | undefined, x0_kind: V.Value, x1_n: V.Value, x2_where: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:77:3: move take([for p in pieces(out-of-play) + pieces(enemy-out-of-play) if p.kind...";
  const x3_items = V.readList(
    ctx,
    V.plus(B.pieces(ctx, 2000000086 /* out-of-play */), B.pieces(ctx, 2000000088 /* enemy-out-of-play */)),
    "a selection",
  );
  const x4_selected: V.Value[] = [];
  for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
    const x5_p = x3_items[x6_i]!;
    if (V.eq(V.kindOf(ctx, x5_p), x0_kind)) x4_selected.push(x5_p);
  }
  C.movePieces(X, B.take(ctx, x4_selected, x1_n), x2_where, actor);
};

const U56 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:83:3: for each spaces in [shiprock-drought, san-juan-valley-drought, monument-valle...";
  {
    let v0_list: V.Value = C.items(X, K_abf26c1df11f, actor);
    let v1_i: V.Value = 0;
    while ((v1_i as number) < (v0_list as V.Value[]).length) {
      let v2_spaces: V.Value = (v0_list as V.Value[])[v1_i as number]!;
      X.at = "specs/navajo-wars/scenarios.rules:84:5: take-out(drought, 1, spaces)";
      X.T.p[39 /* take-out */]!(X, actor, "drought", 1, v2_spaces);
      v1_i = (v1_i as number) + 1;
    }
  }
};

const U57 = (
  X: C.RunContext,
  actor: string | undefined,
  x0_military: V.Value,
  x1_ferocity: V.Value,
  x2_culture: V.Value,
  x3_aps: V.Value,
  x4_morale: V.Value,
): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/scenarios.rules:186:3: set military-points = military";
  C.setTrack(X, "military-points", "=", x0_military);
  X.at = "specs/navajo-wars/scenarios.rules:187:3: set enemy-ferocity = ferocity";
  C.setTrack(X, "enemy-ferocity", "=", x1_ferocity);
  X.at = "specs/navajo-wars/scenarios.rules:188:3: set culture-points = culture";
  C.setTrack(X, "culture-points", "=", x2_culture);
  X.at = "specs/navajo-wars/scenarios.rules:189:3: set dine-aps = aps";
  C.setTrack(X, "dine-aps", "=", x3_aps);
  X.at = "specs/navajo-wars/scenarios.rules:190:3: set enemy-morale = morale";
  C.setTrack(X, "enemy-morale", "=", x4_morale);
};

const U58 = (X: C.RunContext, actor: string | undefined, x0_nation: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:198:3: let mine = [for i in pieces(instruction-counters) if i.nation == nation]";
  const x2_items = V.readPieces(ctx, 2000000091 /* instruction-counters */);
  const x3_selected: V.Value[] = [];
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_i = x2_items[x5_i]!;
    if (V.eq(R_nation(ctx, x4_i), x0_nation)) x3_selected.push(x4_i);
  }
  let v1_mine: V.Value = x3_selected;
  X.at = "specs/navajo-wars/scenarios.rules:199:3: let gone = at-random(mine, 2)";
  let v6_gone: V.Value = B.atRandom(ctx, v1_mine, 2);
  X.at = "specs/navajo-wars/scenarios.rules:200:3: move gone to out-of-play";
  C.movePieces(X, v6_gone, 2000000086 /* out-of-play */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:201:3: fill-instruction-display([for i in mine if not i in gone])";
  const x7_items = V.readList(ctx, v1_mine, "a selection");
  const x8_selected: V.Value[] = [];
  for (let x10_i = 0; x10_i < x7_items.length; x10_i++) {
    const x9_i = x7_items[x10_i]!;
    if (!V.isIn(ctx, x9_i, v6_gone)) x8_selected.push(x9_i);
  }
  X.T.p[37 /* fill-instruction-display */]!(X, actor, x8_selected);
};

const U59 = (X: C.RunContext, actor: string | undefined, x0_event_cards: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/scenarios.rules:208:3: shuffle(operations-cards)";
  C.shuffle(X, 2000000092 /* operations-cards */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:209:3: for each event in event-cards {";
  {
    let v1_list: V.Value = C.items(X, x0_event_cards, actor);
    let v2_i: V.Value = 0;
    while ((v2_i as number) < (v1_list as V.Value[]).length) {
      let v3_event: V.Value = (v1_list as V.Value[])[v2_i as number]!;
      X.at = "specs/navajo-wars/scenarios.rules:210:5: deal(operations-cards, stack, 8)";
      C.deal(X, 2000000092 /* operations-cards */, 2000000093 /* stack */, 8, actor);
      X.at = "specs/navajo-wars/scenarios.rules:211:5: move event to stack";
      C.movePieces(X, v3_event, 2000000093 /* stack */, actor);
      X.at = "specs/navajo-wars/scenarios.rules:212:5: shuffle(stack)";
      C.shuffle(X, 2000000093 /* stack */, actor);
      X.at = "specs/navajo-wars/scenarios.rules:213:5: move pieces(stack) to deck";
      C.movePieces(X, B.pieces(ctx, 2000000093 /* stack */), 2000000094 /* deck */, actor);
      v2_i = (v2_i as number) + 1;
    }
  }
};

const U60 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/scenarios.rules:222:3: shuffle(operations-cards)";
  C.shuffle(X, 2000000092 /* operations-cards */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:223:3: deal(operations-cards, stack, 8)";
  C.deal(X, 2000000092 /* operations-cards */, 2000000093 /* stack */, 8, actor);
  X.at = "specs/navajo-wars/scenarios.rules:224:3: move card-41 to stack";
  C.movePieces(X, "card-41", 2000000093 /* stack */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:225:3: shuffle(stack)";
  C.shuffle(X, 2000000093 /* stack */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:226:3: move pieces(stack) to deck";
  C.movePieces(X, B.pieces(ctx, 2000000093 /* stack */), 2000000094 /* deck */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:227:3: deal(operations-cards, stack, 8)";
  C.deal(X, 2000000092 /* operations-cards */, 2000000093 /* stack */, 8, actor);
  X.at = "specs/navajo-wars/scenarios.rules:228:3: move card-42 to stack";
  C.movePieces(X, "card-42", 2000000093 /* stack */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:229:3: shuffle(stack)";
  C.shuffle(X, 2000000093 /* stack */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:230:3: move pieces(stack) to deck";
  C.movePieces(X, B.pieces(ctx, 2000000093 /* stack */), 2000000094 /* deck */, actor);
};

const U61 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/scenarios.rules:238:3: shuffle(operations-cards)";
  C.shuffle(X, 2000000092 /* operations-cards */, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:239:3: move take([for c in pieces(operations-cards) if c.class == operations], 3) to...";
  const x0_items = V.readPieces(ctx, 2000000092 /* operations-cards */);
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_c = x0_items[x3_i]!;
    if (S_class(ctx, x2_c) === "operations") x1_selected.push(x2_c);
  }
  C.movePieces(X, B.take(ctx, x1_selected, 3), 2000000093 /* stack */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:240:3: move card-55 to stack";
  C.movePieces(X, "card-55", 2000000093 /* stack */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:241:3: shuffle(stack)";
  C.shuffle(X, 2000000093 /* stack */, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:242:3: move take([for c in pieces(operations-cards) if c.class == operations], 5) to...";
  const x4_items = V.readPieces(ctx, 2000000092 /* operations-cards */);
  const x5_selected: V.Value[] = [];
  for (let x7_i = 0; x7_i < x4_items.length; x7_i++) {
    const x6_c = x4_items[x7_i]!;
    if (S_class(ctx, x6_c) === "operations") x5_selected.push(x6_c);
  }
  C.movePieces(X, B.take(ctx, x5_selected, 5), 2000000094 /* deck */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:243:3: move pieces(stack) to deck";
  C.movePieces(X, B.pieces(ctx, 2000000093 /* stack */), 2000000094 /* deck */, actor);
};

const U62 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/scenarios.rules:273:3: let mp = value(military-points)";
  let v0_mp: V.Value = B.value(ctx, ctx.state.tracks["military-points"] ?? null);
  X.at =
    "specs/navajo-wars/scenarios.rules:274:3: let em = value(enemy-morale) + count([for c in pieces(subjugation) if c.colou...";
  const x6_left = B.value(ctx, ctx.state.tracks["enemy-morale"] ?? null);
  const x2_items = V.readPieces(ctx, 2000000072 /* subjugation */);
  let x3_count = 0;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_c = x2_items[x5_i]!;
    if (R_colour(ctx, x4_c) === "black") {
      x3_count++;
    }
  }
  let v1_em: V.Value = V.plus(x6_left, x3_count);
  X.at = "specs/navajo-wars/scenarios.rules:275:3: if mp > em {";
  if (V.gt(v0_mp, v1_em)) {
    X.at = 'specs/navajo-wars/scenarios.rules:276:5: end game winner tribe-winner() outcome "Major Victory"';
    C.endGame(false, ctx.fn[4 /* tribe-winner */]!(ctx), "Major Victory");
  } else {
    X.at = "specs/navajo-wars/scenarios.rules:277:10: if mp >= 1 and mp == em {";
    if (V.ge(v0_mp, 1) && V.eq(v0_mp, v1_em)) {
      X.at = 'specs/navajo-wars/scenarios.rules:278:5: end game winner tribe-winner() outcome "Minor Victory"';
      C.endGame(false, ctx.fn[4 /* tribe-winner */]!(ctx), "Minor Victory");
    } else {
      X.at = "specs/navajo-wars/scenarios.rules:279:10: if mp >= 1 {";
      if (V.ge(v0_mp, 1)) {
        X.at = 'specs/navajo-wars/scenarios.rules:280:5: end game winner enemy outcome "Minor Defeat"';
        C.endGame(false, "enemy", "Minor Defeat");
      } else {
        X.at = "specs/navajo-wars/scenarios.rules:281:10: if em == 0 {";
        if (v1_em === 0) {
          X.at = 'specs/navajo-wars/scenarios.rules:282:5: end game winner enemy outcome "Minor Defeat"';
          C.endGame(false, "enemy", "Minor Defeat");
        } else {
          X.at = 'specs/navajo-wars/scenarios.rules:284:5: end game winner enemy outcome "Major Defeat"';
          C.endGame(false, "enemy", "Major Defeat");
        }
      }
    }
  }
};

const U63 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/scenarios.rules:290:3: let result = lookup(margin-victory, margin(), result)";
  let v0_result: V.Value = V.lookupTable(ctx, 10 /* margin-victory */, ctx.fn[104 /* margin */]!(ctx), "result");
  X.at = 'specs/navajo-wars/scenarios.rules:291:3: if result == "Major Victory" {';
  if (v0_result === "Major Victory") {
    X.at = 'specs/navajo-wars/scenarios.rules:292:5: end game winner tribe-winner() outcome "Major Victory"';
    C.endGame(false, ctx.fn[4 /* tribe-winner */]!(ctx), "Major Victory");
  } else {
    X.at = 'specs/navajo-wars/scenarios.rules:293:10: if result == "Minor Victory" {';
    if (v0_result === "Minor Victory") {
      X.at = 'specs/navajo-wars/scenarios.rules:294:5: end game winner tribe-winner() outcome "Minor Victory"';
      C.endGame(false, ctx.fn[4 /* tribe-winner */]!(ctx), "Minor Victory");
    } else {
      X.at = 'specs/navajo-wars/scenarios.rules:295:10: if result == "Minor Defeat" {';
      if (v0_result === "Minor Defeat") {
        X.at = 'specs/navajo-wars/scenarios.rules:296:5: end game winner enemy outcome "Minor Defeat"';
        C.endGame(false, "enemy", "Minor Defeat");
      } else {
        X.at = 'specs/navajo-wars/scenarios.rules:298:5: end game winner enemy outcome "Major Defeat"';
        C.endGame(false, "enemy", "Major Defeat");
      }
    }
  }
};

const U64 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:309:3: for each pair in [[a, shiprock-3], [b, san-juan-valley-1], [c, canyon-de-chel...";
  {
    let v0_list: V.Value = C.items(X, K_e8d80dd5d8ed, actor);
    let v1_i: V.Value = 0;
    while ((v1_i as number) < (v0_list as V.Value[]).length) {
      let v2_pair: V.Value = (v0_list as V.Value[])[v1_i as number]!;
      X.at =
        "specs/navajo-wars/scenarios.rules:310:5: start-family(first([for f in pieces(family-counters) if f.letter == pair[0]])...";
      const x3_items = V.readPieces(ctx, 2000000067 /* family-counters */);
      let x4_first: V.Value = null;
      for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
        const x5_f = x3_items[x6_i]!;
        if (V.eq(R_letter(ctx, x5_f), V.indexValue(v2_pair, 0))) {
          x4_first = x5_f;
          break;
        }
      }
      X.T.p[34 /* start-family */]!(X, actor, x4_first, V.indexValue(v2_pair, 1));
      v1_i = (v1_i as number) + 1;
    }
  }
  X.at = "specs/navajo-wars/scenarios.rules:312:3: start-elders()";
  X.T.p[35 /* start-elders */]!(X, actor);
};

const U65 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:317:3: let spanish-set = [for i in pieces(instruction-counters) if i.nation == spanish]";
  const x1_items = V.readPieces(ctx, 2000000091 /* instruction-counters */);
  const x2_selected: V.Value[] = [];
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_i = x1_items[x4_i]!;
    if (R_nation(ctx, x3_i) === "spanish") x2_selected.push(x3_i);
  }
  let v0_spanish_set: V.Value = x2_selected;
  X.at =
    "specs/navajo-wars/scenarios.rules:318:3: move [for i in spanish-set if i.letter == e or i.letter == g] to out-of-play";
  const x5_items = V.readList(ctx, v0_spanish_set, "a selection");
  const x6_selected: V.Value[] = [];
  for (let x8_i = 0; x8_i < x5_items.length; x8_i++) {
    const x7_i = x5_items[x8_i]!;
    if (R_letter(ctx, x7_i) === "e" || R_letter(ctx, x7_i) === "g") x6_selected.push(x7_i);
  }
  C.movePieces(X, x6_selected, 2000000086 /* out-of-play */, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:319:3: fill-instruction-display([for i in spanish-set if i.letter != e and i.letter ...";
  const x9_items = V.readList(ctx, v0_spanish_set, "a selection");
  const x10_selected: V.Value[] = [];
  for (let x12_i = 0; x12_i < x9_items.length; x12_i++) {
    const x11_i = x9_items[x12_i]!;
    if (R_letter(ctx, x11_i) !== "e" && R_letter(ctx, x11_i) !== "g") x10_selected.push(x11_i);
  }
  X.T.p[37 /* fill-instruction-display */]!(X, actor, x10_selected);
};

const U66 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:324:3: move [for c in pieces(cultural-cards) if c.development == cunning or c.develo...";
  const x0_items = V.readPieces(ctx, 2000000096 /* cultural-cards */);
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_c = x0_items[x3_i]!;
    if (
      R_development(ctx, x2_c) === "cunning" ||
      R_development(ctx, x2_c) === "sharp-traders" ||
      R_development(ctx, x2_c) === "warrior-society"
    )
      x1_selected.push(x2_c);
  }
  C.movePieces(X, x1_selected, 2000000099 /* cultural-unused */, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:325:3: move [for c in pieces(cultural-cards) if c.development == horsemanship and c....";
  const x4_items = V.readPieces(ctx, 2000000096 /* cultural-cards */);
  const x5_selected: V.Value[] = [];
  for (let x7_i = 0; x7_i < x4_items.length; x7_i++) {
    const x6_c = x4_items[x7_i]!;
    if (R_development(ctx, x6_c) === "horsemanship" && R_level(ctx, x6_c) === "level-1") x5_selected.push(x6_c);
  }
  C.movePieces(X, x5_selected, 2000000098 /* cultural-in-play */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:326:3: move pieces(cultural-cards) to cultural-available";
  C.movePieces(X, B.pieces(ctx, 2000000096 /* cultural-cards */), 2000000097 /* cultural-available */, actor);
};

const U67 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:333:3: move [card-32, card-36, card-26, card-40, card-15, card-08, card-24, card-21,...";
  C.movePieces(X, K_3fc5ba016190, 2000000094 /* deck */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:334:3: shuffle(operations-cards)";
  C.shuffle(X, 2000000092 /* operations-cards */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:335:3: deal(operations-cards, stack, 8)";
  C.deal(X, 2000000092 /* operations-cards */, 2000000093 /* stack */, 8, actor);
  X.at = "specs/navajo-wars/scenarios.rules:336:3: move card-42 to stack";
  C.movePieces(X, "card-42", 2000000093 /* stack */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:337:3: shuffle(stack)";
  C.shuffle(X, 2000000093 /* stack */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:338:3: move pieces(stack) to deck";
  C.movePieces(X, B.pieces(ctx, 2000000093 /* stack */), 2000000094 /* deck */, actor);
};

const U68 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, "#setup", X.state.active, [], 1);
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
        L[1] = true;
        L[2] = 0;
        f.pc = 4;
        continue;
      }
      case 3: {
        L[3] = X.T.scores(X) as unknown as V.Value;
        X.state.outcome = {
          winners: [],
          draw: true,
          name: "no victory condition was met",
          scores: L[3]! as unknown as Record<string, number>,
        };
        return false;
      }
      case 4: {
        if (!L[1]!) {
          f.pc = 5;
          continue;
        }
        if ((L[2]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
        L[2] = (L[2]! as number) + 1;
        L[1] = false;
        C.enter(X, 0, "Card draw phase");
        X.at = "specs/navajo-wars/game.rules:67:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000094 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:68:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:70:7: draw(deck, current-card-space)";
        C.draw(X, 2000000094 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:71:7: between-draw-and-resolution()";
        X.T.p[1 /* between-draw-and-resolution */]!(X, X.state.active);
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:77:9: operations-segment()";
        return M.call(X, f, "operations-segment", X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        f.pc = !!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx)) ? 7 : 8;
        continue;
      }
      case 7: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:85:9: resolve-major-event(current-card())";
        return M.call(X, f, "resolve-major-event", X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 10);
      }
      case 8: {
        f.pc = 9;
        continue;
      }
      case 9: {
        X.T.sudden(X, false);
        if (!!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx))) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:91:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:97:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:98:7: set dine.planned = false";
        C.setField(X, "dine", "planned", "=", false);
        X.T.sudden(X, false);
        L[1] = false;
        f.pc = 4;
        continue;
      }
      case 10: {
        f.pc = 9;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U69 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:24:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U70 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:128:3: let card = current-card()";
        L[0] = ctx.fn[8 /* current-card */]!(ctx);
        X.at = "specs/navajo-wars/game.rules:129:3: if card.class == operations {";
        f.pc = S_class(ctx, L[0]!) === "operations" ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/navajo-wars/game.rules:130:5: if not card in cards-with-values() {";
        if (!V.isIn(ctx, L[0]!, ctx.fn[16 /* cards-with-values */]!(ctx))) {
          X.at = "specs/navajo-wars/game.rules:131:7: unspecified card-values-unstated";
          C.notSpecified(X, "card-values-unstated");
        }
        X.at =
          "specs/navajo-wars/game.rules:134:5: if not empty([for i in pieces(active-column) + pieces(standby-column) + piece...";
        const x1_items = V.readList(
          ctx,
          V.plus(
            V.plus(B.pieces(ctx, 2000000082 /* active-column */), B.pieces(ctx, 2000000083 /* standby-column */)),
            B.pieces(ctx, 2000000084 /* inactive-column */),
          ),
          "a selection",
        );
        let x2_found = false;
        for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
          const x3_i = x1_items[x4_i]!;
          if (R_nation(ctx, x3_i) !== "spanish") {
            x2_found = true;
            break;
          }
        }
        if (!!x2_found) {
          X.at = "specs/navajo-wars/game.rules:135:7: unspecified instruction-values";
          C.notSpecified(X, "instruction-values");
        }
        X.at = "specs/navajo-wars/game.rules:137:5: let cost = lookup(card-values, card, preempt)";
        L[5] = V.lookupTable(ctx, 0 /* card-values */, L[0]!, "preempt");
        X.at = "specs/navajo-wars/game.rules:138:5: let first = false";
        L[6] = false;
        X.at = "specs/navajo-wars/game.rules:140:5: if value(dine-aps) > 0 {";
        f.pc = V.gt(B.value(ctx, ctx.state.tracks["dine-aps"] ?? null), 0) ? 4 : 5;
        continue;
      }
      case 2: {
        X.at = "specs/navajo-wars/game.rules:159:10: if card.class == ceremony {";
        f.pc = S_class(ctx, L[0]!) === "ceremony" ? 16 : 17;
        continue;
      }
      case 3: {
        return false;
      }
      case 4: {
        X.at = "specs/navajo-wars/game.rules:141:7: if cost == 0 {";
        if (L[5]! === 0) {
          X.at = "specs/navajo-wars/game.rules:142:9: unspecified preemption-costs";
          C.notSpecified(X, "preemption-costs");
        }
        X.at = "specs/navajo-wars/game.rules:144:7: if value(dine-aps) >= cost {";
        f.pc = V.ge(B.value(ctx, ctx.state.tracks["dine-aps"] ?? null), L[5]!) ? 7 : 8;
        continue;
      }
      case 5: {
        f.pc = 6;
        continue;
      }
      case 6: {
        X.at = "specs/navajo-wars/game.rules:152:5: if first {";
        f.pc = V.truthy(L[6]!) ? 11 : 12;
        continue;
      }
      case 7: {
        X.at =
          "specs/navajo-wars/game.rules:145:9: choose answer from [preempt, let-the-enemy-go-first] by dine-player() as pree...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "answer",
            K_763f21c295db,
            ctx.fn[0 /* dine-player */]!(ctx),
            "preempt-choice",
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          7,
          10,
        );
      }
      case 8: {
        f.pc = 9;
        continue;
      }
      case 9: {
        f.pc = 6;
        continue;
      }
      case 10: {
        X.at = "specs/navajo-wars/game.rules:146:9: if answer == preempt {";
        if (L[7]! === "preempt") {
          X.at = "specs/navajo-wars/game.rules:147:11: set dine-aps -= cost";
          C.setTrack(X, "dine-aps", "-=", L[5]!);
          X.at = "specs/navajo-wars/game.rules:148:11: set first = true";
          L[6] = C.combine("=", L[6]!, true);
        }
        f.pc = 9;
        continue;
      }
      case 11: {
        X.at = "specs/navajo-wars/game.rules:153:7: player-operation(card)";
        return M.call(X, f, "player-operation", actor, [L[0]!], 14);
      }
      case 12: {
        X.at = "specs/navajo-wars/game.rules:156:7: enemy-operations(card, false)";
        X.T.p[24 /* enemy-operations */]!(X, actor, L[0]!, false);
        X.at = "specs/navajo-wars/game.rules:157:7: player-operation(card)";
        return M.call(X, f, "player-operation", actor, [L[0]!], 15);
      }
      case 13: {
        f.pc = 3;
        continue;
      }
      case 14: {
        X.at = "specs/navajo-wars/game.rules:154:7: enemy-operations(card, true)";
        X.T.p[24 /* enemy-operations */]!(X, actor, L[0]!, true);
        f.pc = 13;
        continue;
      }
      case 15: {
        f.pc = 13;
        continue;
      }
      case 16: {
        X.at = "specs/navajo-wars/game.rules:160:5: if not card in cards-with-values() {";
        if (!V.isIn(ctx, L[0]!, ctx.fn[16 /* cards-with-values */]!(ctx))) {
          X.at = "specs/navajo-wars/game.rules:161:7: unspecified card-values-unstated";
          C.notSpecified(X, "card-values-unstated");
        }
        X.at = "specs/navajo-wars/game.rules:163:5: ceremony-steps(card)";
        return M.call(X, f, "ceremony-steps", actor, [L[0]!], 19);
      }
      case 17: {
        X.at = "specs/navajo-wars/game.rules:165:5: unspecified events";
        C.notSpecified(X, "events");
        f.pc = 18;
        continue;
      }
      case 18: {
        f.pc = 3;
        continue;
      }
      case 19: {
        f.pc = 18;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U71 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/cards.rules:480:3: if card.class != operations or not card in cards-with-events() {";
        if (S_class(ctx, L[0]!) !== "operations" || !V.isIn(ctx, L[0]!, ctx.fn[24 /* cards-with-events */]!(ctx))) {
          X.at = "specs/navajo-wars/cards.rules:481:5: unspecified events";
          C.notSpecified(X, "events");
        }
        X.at = "specs/navajo-wars/cards.rules:483:3: let kind = lookup(card-events, card, major)";
        L[1] = V.lookupTable(ctx, 8 /* card-events */, L[0]!, "major");
        X.at = "specs/navajo-wars/cards.rules:484:3: if kind == subjugation-cube {";
        f.pc = L[1]! === "subjugation-cube" ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/navajo-wars/cards.rules:485:5: draw(raid-pool, drawn-cube)";
        C.draw(X, 2000000071 /* raid-pool */, 2000000102 /* drawn-cube */, undefined, actor);
        X.at = "specs/navajo-wars/cards.rules:486:5: let cube = first(pieces(drawn-cube))";
        L[2] = V.readPieces(ctx, 2000000102 /* drawn-cube */)[0] ?? null;
        X.at = "specs/navajo-wars/cards.rules:487:5: if cube.colour == red {";
        if (R_colour(ctx, L[2]!) === "red") {
          X.at = "specs/navajo-wars/cards.rules:488:7: add-subjugation(cube)";
          X.T.p[31 /* add-subjugation */]!(X, actor, L[2]!);
        } else {
          X.at = "specs/navajo-wars/cards.rules:490:7: unspecified events";
          C.notSpecified(X, "events");
        }
        f.pc = 3;
        continue;
      }
      case 2: {
        X.at = "specs/navajo-wars/cards.rules:492:10: if kind == place-intruder {";
        f.pc = L[1]! === "place-intruder" ? 4 : 5;
        continue;
      }
      case 3: {
        return false;
      }
      case 4: {
        X.at = "specs/navajo-wars/cards.rules:493:5: let land = lookup(territory-roll, roll(d6), territory)";
        L[3] = V.lookupTable(ctx, 2 /* territory-roll */, B.roll(ctx, "d6"), "territory");
        X.at = "specs/navajo-wars/cards.rules:494:5: let value = roll(d6)";
        L[4] = B.roll(ctx, "d6");
        X.at =
          "specs/navajo-wars/cards.rules:495:5: let spots = [for a in dinetaah if territory-of(a) == land and a.value == value]";
        const x6_items = V.readList(ctx, "dinetaah", "a selection");
        const x7_selected: V.Value[] = [];
        for (let x9_i = 0; x9_i < x6_items.length; x9_i++) {
          const x8_a = x6_items[x9_i]!;
          if (V.eq(B.territoryOf(ctx, x8_a), L[3]!) && V.eq(S_value(ctx, x8_a), L[4]!)) x7_selected.push(x8_a);
        }
        L[5] = x7_selected;
        X.at = "specs/navajo-wars/cards.rules:496:5: if empty(spots) {";
        if (B.empty(ctx, L[5]!)) {
          X.at = "specs/navajo-wars/cards.rules:497:7: unspecified events";
          C.notSpecified(X, "events");
        }
        X.at = "specs/navajo-wars/cards.rules:499:5: draw(intruder-cup, first(spots))";
        C.draw(X, 2000000069 /* intruder-cup */, B.first(ctx, L[5]!), undefined, actor);
        X.at = "specs/navajo-wars/cards.rules:500:5: hide(last(pieces(first(spots))))";
        C.hide(X, B.last(ctx, V.areaPieces(ctx, B.first(ctx, L[5]!)) as V.Value));
        f.pc = 6;
        continue;
      }
      case 5: {
        X.at = "specs/navajo-wars/cards.rules:501:10: if kind == firearms-acquired {";
        f.pc = L[1]! === "firearms-acquired" ? 7 : 8;
        continue;
      }
      case 6: {
        f.pc = 3;
        continue;
      }
      case 7: {
        X.at = "specs/navajo-wars/cards.rules:503:5: take-out(firearms, 1, resources)";
        X.T.p[39 /* take-out */]!(X, actor, "firearms", 1, 2000000085 /* resources */);
        f.pc = 9;
        continue;
      }
      case 8: {
        X.at = "specs/navajo-wars/cards.rules:504:10: if kind == pueblo-war-in-the-west {";
        f.pc = L[1]! === "pueblo-war-in-the-west" ? 10 : 11;
        continue;
      }
      case 9: {
        f.pc = 6;
        continue;
      }
      case 10: {
        X.at =
          "specs/navajo-wars/cards.rules:507:5: if empty([for f in families-in-play() if territory-of(location(f)) == hopi-la...";
        const x10_items = V.readList(ctx, ctx.fn[48 /* families-in-play */]!(ctx), "a selection");
        let x11_found = false;
        for (let x13_i = 0; x13_i < x10_items.length; x13_i++) {
          const x12_f = x10_items[x13_i]!;
          if (
            B.territoryOf(ctx, B.location(ctx, x12_f)) === "hopi-land" ||
            B.territoryOf(ctx, B.location(ctx, x12_f)) === "zuni-mountains"
          ) {
            x11_found = true;
            break;
          }
        }
        if (!x11_found) {
          X.at = "specs/navajo-wars/cards.rules:508:7: set culture-points -= 1";
          C.setTrack(X, "culture-points", "-=", 1);
        } else {
          X.at = "specs/navajo-wars/cards.rules:510:7: unspecified events";
          C.notSpecified(X, "events");
        }
        f.pc = 12;
        continue;
      }
      case 11: {
        X.at = "specs/navajo-wars/cards.rules:512:10: if kind == peek-three {";
        f.pc = L[1]! === "peek-three" ? 13 : 14;
        continue;
      }
      case 12: {
        f.pc = 9;
        continue;
      }
      case 13: {
        X.at = "specs/navajo-wars/cards.rules:515:5: if dine.planned {";
        f.pc = V.truthy(SF_planned(ctx, "dine")) ? 16 : 17;
        continue;
      }
      case 14: {
        X.at = "specs/navajo-wars/cards.rules:526:5: unspecified events";
        C.notSpecified(X, "events");
        f.pc = 15;
        continue;
      }
      case 15: {
        f.pc = 12;
        continue;
      }
      case 16: {
        X.at = "specs/navajo-wars/cards.rules:516:7: move take(pieces(deck), 3) to peeked-cards";
        C.movePieces(X, B.take(ctx, B.pieces(ctx, 2000000094 /* deck */), 3), 2000000101 /* peeked-cards */, actor);
        X.at = "specs/navajo-wars/cards.rules:517:7: let rest = pieces(deck)";
        L[14] = B.pieces(ctx, 2000000094 /* deck */);
        X.at = "specs/navajo-wars/cards.rules:518:7: move rest to stack";
        C.movePieces(X, L[14]!, 2000000093 /* stack */, actor);
        X.at = "specs/navajo-wars/cards.rules:519:7: while not empty(pieces(peeked-cards)) {";
        L[17] = 0;
        f.pc = 19;
        continue;
      }
      case 17: {
        f.pc = 18;
        continue;
      }
      case 18: {
        f.pc = 15;
        continue;
      }
      case 19: {
        if (!!(V.readPieces(ctx, 2000000101 /* peeked-cards */).length === 0)) {
          f.pc = 20;
          continue;
        }
        if ((L[17]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[17] = (L[17]! as number) + 1;
        X.at =
          "specs/navajo-wars/cards.rules:520:9: choose next from pieces(peeked-cards) by dine-player() as next-card";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "next",
            B.pieces(ctx, 2000000101 /* peeked-cards */),
            ctx.fn[0 /* dine-player */]!(ctx),
            "next-card",
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          15,
          21,
        );
      }
      case 20: {
        X.at = "specs/navajo-wars/cards.rules:523:7: move rest to deck";
        C.movePieces(X, L[14]!, 2000000094 /* deck */, actor);
        f.pc = 18;
        continue;
      }
      case 21: {
        X.at = "specs/navajo-wars/cards.rules:521:9: move next to deck";
        C.movePieces(X, L[15]!, 2000000094 /* deck */, actor);
        f.pc = 19;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U72 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at =
          "specs/navajo-wars/operations.rules:17:3: choose op from [take-actions, planning, passage-of-time] by dine-player() as ...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "op",
            K_b55510727ef7,
            ctx.fn[0 /* dine-player */]!(ctx),
            "operation-choice",
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          1,
          1,
        );
      }
      case 1: {
        X.at = "specs/navajo-wars/operations.rules:18:3: if op == take-actions {";
        f.pc = L[1]! === "take-actions" ? 2 : 3;
        continue;
      }
      case 2: {
        X.at = "specs/navajo-wars/operations.rules:19:5: take-actions()";
        return M.call(X, f, "take-actions", actor, [], 5);
      }
      case 3: {
        X.at = "specs/navajo-wars/operations.rules:20:10: if op == planning {";
        f.pc = L[1]! === "planning" ? 6 : 7;
        continue;
      }
      case 4: {
        return false;
      }
      case 5: {
        f.pc = 4;
        continue;
      }
      case 6: {
        X.at = "specs/navajo-wars/operations.rules:21:5: planning(card)";
        return M.call(X, f, "planning", actor, [L[0]!], 9);
      }
      case 7: {
        X.at = "specs/navajo-wars/operations.rules:23:5: unspecified operations";
        C.notSpecified(X, "operations");
        f.pc = 8;
        continue;
      }
      case 8: {
        f.pc = 4;
        continue;
      }
      case 9: {
        f.pc = 8;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U73 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/operations.rules:45:3: set dine.planned = true";
        C.setField(X, "dine", "planned", "=", true);
        X.at = "specs/navajo-wars/operations.rules:47:3: icon-to-passage-of-time(card)";
        X.T.p[8 /* icon-to-passage-of-time */]!(X, actor, L[0]!);
        X.at = "specs/navajo-wars/operations.rules:49:3: set dine-aps += count(pieces(elder-display))";
        C.setTrack(X, "dine-aps", "+=", V.readPieces(ctx, 2000000081 /* elder-display */).length);
        X.at = "specs/navajo-wars/operations.rules:50:3: for each e in pieces(elder-display) {";
        {
          L[1] = C.items(X, B.pieces(ctx, 2000000081 /* elder-display */), actor);
          L[2] = 0;
          while ((L[2]! as number) < (L[1]! as V.Value[]).length) {
            L[3] = (L[1]! as V.Value[])[L[2]! as number]!;
            X.at = "specs/navajo-wars/operations.rules:51:5: if e.box >= 6 {";
            if (V.ge(R_box(ctx, L[3]!), 6)) {
              X.at = "specs/navajo-wars/operations.rules:52:7: unspecified operations";
              C.notSpecified(X, "operations");
            }
            X.at = "specs/navajo-wars/operations.rules:54:5: set e.box += 1";
            C.setField(X, L[3]!, "box", "+=", 1);
            L[2] = (L[2]! as number) + 1;
          }
        }
        X.at = "specs/navajo-wars/operations.rules:57:3: for each b in [6, 5, 4, 3, 2, 1] {";
        L[4] = C.items(X, K_83d676a16398, actor);
        L[5] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!((L[5]! as number) < (L[4]! as V.Value[]).length)) {
          f.pc = 2;
          continue;
        }
        L[6] = (L[4]! as V.Value[])[L[5]! as number]!;
        X.at =
          "specs/navajo-wars/operations.rules:58:5: for each e in [for x in pieces(elder-display) if x.box == b] {";
        const x7_items = V.readPieces(ctx, 2000000081 /* elder-display */);
        const x8_selected: V.Value[] = [];
        for (let x10_i = 0; x10_i < x7_items.length; x10_i++) {
          const x9_x = x7_items[x10_i]!;
          if (V.eq(R_box(ctx, x9_x), L[6]!)) x8_selected.push(x9_x);
        }
        L[11] = C.items(X, x8_selected, actor);
        L[12] = 0;
        f.pc = 3;
        continue;
      }
      case 2: {
        X.at = "specs/navajo-wars/operations.rules:64:3: make-trade-goods()";
        return M.call(X, f, "make-trade-goods", actor, [], 6);
      }
      case 3: {
        if (!((L[12]! as number) < (L[11]! as V.Value[]).length)) {
          f.pc = 4;
          continue;
        }
        L[13] = (L[11]! as V.Value[])[L[12]! as number]!;
        X.at = "specs/navajo-wars/operations.rules:59:7: elder-action(e)";
        return M.call(X, f, "elder-action", actor, [L[13]!], 5);
      }
      case 4: {
        L[5] = (L[5]! as number) + 1;
        f.pc = 1;
        continue;
      }
      case 5: {
        L[12] = (L[12]! as number) + 1;
        f.pc = 3;
        continue;
      }
      case 6: {
        X.at = "specs/navajo-wars/operations.rules:66:3: tribal-diplomacy()";
        return M.call(X, f, "tribal-diplomacy", actor, [], 7);
      }
      case 7: {
        X.at = "specs/navajo-wars/operations.rules:68:3: reset-cubes()";
        X.T.p[4 /* reset-cubes */]!(X, actor);
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U74 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/operations.rules:91:3: let fierce = [for f in families-in-play() if f.ferocity > 0]";
        const x2_items = V.readList(ctx, ctx.fn[48 /* families-in-play */]!(ctx), "a selection");
        const x3_selected: V.Value[] = [];
        for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
          const x4_f = x2_items[x5_i]!;
          if (V.gt(R_ferocity(ctx, x4_f), 0)) x3_selected.push(x4_f);
        }
        L[1] = x3_selected;
        X.at =
          "specs/navajo-wars/operations.rules:92:3: let options = (if value(culture-points) > value(military-points) and value(cu...";
        L[6] = V.plus(
          V.plus(
            V.plus(
              V.gt(
                B.value(ctx, ctx.state.tracks["culture-points"] ?? null),
                B.value(ctx, ctx.state.tracks["military-points"] ?? null),
              ) && V.gt(B.value(ctx, ctx.state.tracks["culture-points"] ?? null), 0)
                ? ["culture-for-military"]
                : [],
              ["gain-an-ap"],
            ),
            B.empty(ctx, L[1]!) ? [] : ["calm-a-family"],
          ),
          ["no-action"],
        );
        X.at =
          "specs/navajo-wars/operations.rules:93:3: choose act from options by dine-player() as elder-action-choice about e";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "act",
            L[6]!,
            ctx.fn[0 /* dine-player */]!(ctx),
            "elder-action-choice",
            actor,
            L[0]!,
            false,
            undefined,
            undefined,
          ),
          7,
          1,
        );
      }
      case 1: {
        X.at = "specs/navajo-wars/operations.rules:94:3: if act != no-action {";
        f.pc = L[7]! !== "no-action" ? 2 : 3;
        continue;
      }
      case 2: {
        X.at = "specs/navajo-wars/operations.rules:95:5: let target = e";
        L[9] = L[0]!;
        X.at = "specs/navajo-wars/operations.rules:96:5: if act == calm-a-family {";
        f.pc = L[7]! === "calm-a-family" ? 5 : 6;
        continue;
      }
      case 3: {
        f.pc = 4;
        continue;
      }
      case 4: {
        return false;
      }
      case 5: {
        X.at =
          "specs/navajo-wars/operations.rules:97:7: choose f from fierce by dine-player() as family-to-calm about e";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "f",
            L[1]!,
            ctx.fn[0 /* dine-player */]!(ctx),
            "family-to-calm",
            actor,
            L[0]!,
            false,
            undefined,
            undefined,
          ),
          10,
          8,
        );
      }
      case 6: {
        f.pc = 7;
        continue;
      }
      case 7: {
        X.at = "specs/navajo-wars/operations.rules:100:5: player-roll()";
        return M.call(X, f, "player-roll", actor, [], 9);
      }
      case 8: {
        X.at = "specs/navajo-wars/operations.rules:98:7: set target = f";
        L[9] = C.combine("=", L[9]!, L[10]!);
        f.pc = 7;
        continue;
      }
      case 9: {
        X.at =
          "specs/navajo-wars/operations.rules:101:5: if value(player-die) <= lookup(elder-ratings, e.box, rating) {";
        if (
          V.le(
            B.value(ctx, ctx.state.tracks["player-die"] ?? null),
            V.lookupTable(ctx, 6 /* elder-ratings */, R_box(ctx, L[0]!), "rating"),
          )
        ) {
          X.at = "specs/navajo-wars/operations.rules:102:7: if act == culture-for-military {";
          if (L[7]! === "culture-for-military") {
            X.at = "specs/navajo-wars/operations.rules:103:9: set culture-points -= 1";
            C.setTrack(X, "culture-points", "-=", 1);
            X.at = "specs/navajo-wars/operations.rules:104:9: set military-points += 1";
            C.setTrack(X, "military-points", "+=", 1);
          } else {
            X.at = "specs/navajo-wars/operations.rules:105:14: if act == gain-an-ap {";
            if (L[7]! === "gain-an-ap") {
              X.at = "specs/navajo-wars/operations.rules:106:9: set dine-aps += 1";
              C.setTrack(X, "dine-aps", "+=", 1);
            } else {
              X.at = "specs/navajo-wars/operations.rules:108:9: set target.ferocity -= 1";
              C.setField(X, L[9]!, "ferocity", "-=", 1);
            }
          }
        }
        f.pc = 4;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U75 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/operations.rules:129:3: let made = 0";
        L[0] = 0;
        X.at = "specs/navajo-wars/operations.rules:130:3: let going = true";
        L[1] = true;
        X.at =
          "specs/navajo-wars/operations.rules:131:3: while going and made < women-in-play() and value(dine-aps) > 0 and value(cult...";
        L[4] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!(
          V.truthy(L[1]!) &&
          V.lt(L[0]!, ctx.fn[28 /* women-in-play */]!(ctx)) &&
          V.gt(B.value(ctx, ctx.state.tracks["dine-aps"] ?? null), 0) &&
          V.gt(B.value(ctx, ctx.state.tracks["culture-points"] ?? null), 0) &&
          !ctx.fn[33 /* trade-goods-available#empty */]!(ctx)
        )) {
          f.pc = 2;
          continue;
        }
        if ((L[4]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[4] = (L[4]! as number) + 1;
        X.at =
          "specs/navajo-wars/operations.rules:132:5: choose more from [make-trade-goods, stop] by dine-player() as trade-goods-choice";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "more",
            K_f772e2ba434e,
            ctx.fn[0 /* dine-player */]!(ctx),
            "trade-goods-choice",
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          2,
          3,
        );
      }
      case 2: {
        return false;
      }
      case 3: {
        X.at = "specs/navajo-wars/operations.rules:133:5: if more == stop {";
        if (L[2]! === "stop") {
          X.at = "specs/navajo-wars/operations.rules:134:7: set going = false";
          L[1] = C.combine("=", L[1]!, false);
        } else {
          X.at = "specs/navajo-wars/operations.rules:136:7: set dine-aps -= 1";
          C.setTrack(X, "dine-aps", "-=", 1);
          X.at = "specs/navajo-wars/operations.rules:137:7: set made += 1";
          L[0] = C.combine("+=", L[0]!, 1);
          X.at = "specs/navajo-wars/operations.rules:138:7: move first(trade-goods-available()) to resources";
          C.movePieces(X, ctx.fn[35 /* trade-goods-available#first */]!(ctx), 2000000085 /* resources */, actor);
        }
        f.pc = 1;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U76 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at =
          "specs/navajo-wars/operations.rules:185:3: let tribes = [for i in pieces(active-column) if shown-instruction(i) == utes ...";
        const x1_items = V.readPieces(ctx, 2000000082 /* active-column */);
        const x2_selected: V.Value[] = [];
        for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
          const x3_i = x1_items[x4_i]!;
          if (
            ctx.fn[76 /* shown-instruction */]!(ctx, x3_i) === "utes" ||
            ctx.fn[76 /* shown-instruction */]!(ctx, x3_i) === "comanche"
          )
            x2_selected.push(x3_i);
        }
        L[0] = x2_selected;
        X.at =
          "specs/navajo-wars/operations.rules:186:3: let envoys = [for f in families-in-play() if not empty([for p in pieces(famil...";
        const x6_items = V.readList(ctx, ctx.fn[48 /* families-in-play */]!(ctx), "a selection");
        const x7_selected: V.Value[] = [];
        for (let x13_i = 0; x13_i < x6_items.length; x13_i++) {
          const x8_f = x6_items[x13_i]!;
          const x9_items = V.readPieces(ctx, ctx.fn[96 /* family-box */]!(ctx, x8_f));
          let x10_found = false;
          for (let x12_i = 0; x12_i < x9_items.length; x12_i++) {
            const x11_p = x9_items[x12_i]!;
            if (V.kindOf(ctx, x11_p) === "population" && R_role(ctx, x11_p) === "man") {
              x10_found = true;
              break;
            }
          }
          if (!!x10_found) x7_selected.push(x8_f);
        }
        L[5] = x7_selected;
        X.at =
          "specs/navajo-wars/operations.rules:187:3: if value(dine-aps) > 0 and not empty(tribes) and not empty(envoys) {";
        f.pc =
          V.gt(B.value(ctx, ctx.state.tracks["dine-aps"] ?? null), 0) && !B.empty(ctx, L[0]!) && !B.empty(ctx, L[5]!)
            ? 1
            : 2;
        continue;
      }
      case 1: {
        X.at =
          "specs/navajo-wars/operations.rules:188:5: choose how from [tribal-diplomacy, tribal-warfare, neither] by dine-player() ...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "how",
            K_d3fa9f97f00b,
            ctx.fn[0 /* dine-player */]!(ctx),
            "diplomacy-choice",
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          14,
          4,
        );
      }
      case 2: {
        f.pc = 3;
        continue;
      }
      case 3: {
        return false;
      }
      case 4: {
        X.at = "specs/navajo-wars/operations.rules:189:5: if how == tribal-warfare {";
        if (L[14]! === "tribal-warfare") {
          X.at = "specs/navajo-wars/operations.rules:190:7: unspecified operations";
          C.notSpecified(X, "operations");
        }
        X.at = "specs/navajo-wars/operations.rules:192:5: if how == tribal-diplomacy {";
        f.pc = L[14]! === "tribal-diplomacy" ? 5 : 6;
        continue;
      }
      case 5: {
        X.at = "specs/navajo-wars/operations.rules:193:7: choose f from envoys by dine-player() as diplomat";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "f",
            L[5]!,
            ctx.fn[0 /* dine-player */]!(ctx),
            "diplomat",
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          16,
          8,
        );
      }
      case 6: {
        f.pc = 7;
        continue;
      }
      case 7: {
        f.pc = 3;
        continue;
      }
      case 8: {
        X.at =
          "specs/navajo-wars/operations.rules:194:7: choose target from tribes by dine-player() as diplomacy-target";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "target",
            L[0]!,
            ctx.fn[0 /* dine-player */]!(ctx),
            "diplomacy-target",
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          18,
          9,
        );
      }
      case 9: {
        X.at = "specs/navajo-wars/operations.rules:195:7: set dine-aps -= 1";
        C.setTrack(X, "dine-aps", "-=", 1);
        X.at = "specs/navajo-wars/operations.rules:196:7: let bonus = 0";
        L[20] = 0;
        X.at = "specs/navajo-wars/operations.rules:197:7: let going = true";
        L[21] = true;
        X.at = "specs/navajo-wars/operations.rules:198:7: while going and not empty(trade-goods-held()) {";
        L[24] = 0;
        f.pc = 10;
        continue;
      }
      case 10: {
        if (!(V.truthy(L[21]!) && !ctx.fn[41 /* trade-goods-held#empty */]!(ctx))) {
          f.pc = 11;
          continue;
        }
        if ((L[24]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[24] = (L[24]! as number) + 1;
        X.at =
          "specs/navajo-wars/operations.rules:199:9: choose gift from [spend-trade-goods, roll-for-diplomacy] by dine-player() as ...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "gift",
            K_6e681ac2dc80,
            ctx.fn[0 /* dine-player */]!(ctx),
            "diplomacy-gifts",
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          22,
          12,
        );
      }
      case 11: {
        X.at = "specs/navajo-wars/operations.rules:207:7: player-roll()";
        return M.call(X, f, "player-roll", actor, [], 13);
      }
      case 12: {
        X.at = "specs/navajo-wars/operations.rules:200:9: if gift == spend-trade-goods {";
        if (L[22]! === "spend-trade-goods") {
          X.at = "specs/navajo-wars/operations.rules:201:11: move first(trade-goods-held()) to out-of-play";
          C.movePieces(X, ctx.fn[43 /* trade-goods-held#first */]!(ctx), 2000000086 /* out-of-play */, actor);
          X.at = "specs/navajo-wars/operations.rules:202:11: set bonus += 1";
          L[20] = C.combine("+=", L[20]!, 1);
        } else {
          X.at = "specs/navajo-wars/operations.rules:204:11: set going = false";
          L[21] = C.combine("=", L[21]!, false);
        }
        f.pc = 10;
        continue;
      }
      case 13: {
        X.at =
          "specs/navajo-wars/operations.rules:208:7: if value(player-die) > 1 and value(player-die) + evasion-modifier(f) + bonus ...";
        f.pc =
          V.gt(B.value(ctx, ctx.state.tracks["player-die"] ?? null), 1) &&
          V.ge(
            V.plus(
              V.plus(
                B.value(ctx, ctx.state.tracks["player-die"] ?? null),
                ctx.fn[36 /* evasion-modifier */]!(ctx, L[16]!),
              ),
              L[20]!,
            ),
            6,
          )
            ? 14
            : 15;
        continue;
      }
      case 14: {
        X.at = "specs/navajo-wars/operations.rules:209:9: player-roll()";
        return M.call(X, f, "player-roll", actor, [], 17);
      }
      case 15: {
        f.pc = 16;
        continue;
      }
      case 16: {
        f.pc = 7;
        continue;
      }
      case 17: {
        X.at = "specs/navajo-wars/operations.rules:210:9: swap(target, in-row(standby-column, value(player-die)))";
        C.swap(
          X,
          L[18]!,
          ctx.fn[88 /* in-row */]!(
            ctx,
            2000000083 /* standby-column */,
            B.value(ctx, ctx.state.tracks["player-die"] ?? null),
          ),
          actor,
        );
        f.pc = 16;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U77 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/operations.rules:260:3: let cards = blessing-cards()";
        L[0] = ctx.fn[44 /* blessing-cards */]!(ctx);
        X.at = "specs/navajo-wars/operations.rules:261:3: let how = roll-the-die";
        L[1] = "roll-the-die";
        X.at = "specs/navajo-wars/operations.rules:262:3: if not empty(cards) {";
        f.pc = !B.empty(ctx, L[0]!) ? 1 : 2;
        continue;
      }
      case 1: {
        X.at =
          "specs/navajo-wars/operations.rules:263:5: choose way from [roll-the-die, play-a-blessing-way] by dine-player() as bless...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "way",
            K_1490c6df45d2,
            ctx.fn[0 /* dine-player */]!(ctx),
            "blessing-choice",
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          2,
          4,
        );
      }
      case 2: {
        f.pc = 3;
        continue;
      }
      case 3: {
        X.at = "specs/navajo-wars/operations.rules:266:3: if how == roll-the-die {";
        f.pc = L[1]! === "roll-the-die" ? 5 : 6;
        continue;
      }
      case 4: {
        X.at = "specs/navajo-wars/operations.rules:264:5: set how = way";
        L[1] = C.combine("=", L[1]!, L[2]!);
        f.pc = 3;
        continue;
      }
      case 5: {
        X.at = "specs/navajo-wars/operations.rules:267:5: set player-die = roll(d6)";
        C.setTrack(X, "player-die", "=", B.roll(ctx, "d6"));
        f.pc = 7;
        continue;
      }
      case 6: {
        X.at = "specs/navajo-wars/operations.rules:269:5: choose c from cards by dine-player() as blessing-card";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "c",
            L[0]!,
            ctx.fn[0 /* dine-player */]!(ctx),
            "blessing-card",
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          4,
          8,
        );
      }
      case 7: {
        return false;
      }
      case 8: {
        X.at = "specs/navajo-wars/operations.rules:270:5: set player-die = lookup(blessing-ways, c, die)";
        C.setTrack(X, "player-die", "=", V.lookupTable(ctx, 9 /* blessing-ways */, L[4]!, "die"));
        X.at = "specs/navajo-wars/operations.rules:271:5: move c to discards";
        C.movePieces(X, L[4]!, 2000000044 /* discards */, actor);
        f.pc = 7;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U78 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/operations.rules:277:3: roll-or-bless()";
        return M.call(X, f, "roll-or-bless", actor, [], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/operations.rules:278:3: if count(trade-goods-held()) >= 3 {";
        f.pc = V.ge(ctx.fn[42 /* trade-goods-held#count */]!(ctx), 3) ? 2 : 3;
        continue;
      }
      case 2: {
        X.at =
          "specs/navajo-wars/operations.rules:279:5: choose again from [keep-the-die, roll-again] by dine-player() as re-roll-choice";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "again",
            K_5c91ad207f71,
            ctx.fn[0 /* dine-player */]!(ctx),
            "re-roll-choice",
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          0,
          5,
        );
      }
      case 3: {
        f.pc = 4;
        continue;
      }
      case 4: {
        return false;
      }
      case 5: {
        X.at = "specs/navajo-wars/operations.rules:280:5: if again == roll-again {";
        f.pc = L[0]! === "roll-again" ? 6 : 7;
        continue;
      }
      case 6: {
        X.at = "specs/navajo-wars/operations.rules:281:7: move take(trade-goods-held(), 3) to out-of-play";
        C.movePieces(X, B.take(ctx, ctx.fn[40 /* trade-goods-held */]!(ctx), 3), 2000000086 /* out-of-play */, actor);
        X.at = "specs/navajo-wars/operations.rules:282:7: roll-or-bless()";
        return M.call(X, f, "roll-or-bless", actor, [], 9);
      }
      case 7: {
        f.pc = 8;
        continue;
      }
      case 8: {
        f.pc = 4;
        continue;
      }
      case 9: {
        f.pc = 8;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U79 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/operations.rules:300:3: if not empty(pieces(ceremony-hand)) {";
        if (!(V.readPieces(ctx, 2000000095 /* ceremony-hand */).length === 0)) {
          X.at = "specs/navajo-wars/operations.rules:301:5: unspecified ceremony-enemy-way";
          C.notSpecified(X, "ceremony-enemy-way");
        }
        X.at = "specs/navajo-wars/operations.rules:303:3: reset-cubes()";
        X.T.p[4 /* reset-cubes */]!(X, actor);
        X.at =
          "specs/navajo-wars/operations.rules:304:3: choose keep from [keep-the-card, discard-the-card] by dine-player() as ceremo...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "keep",
            K_1546e1acadd4,
            ctx.fn[0 /* dine-player */]!(ctx),
            "ceremony-choice",
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          1,
          1,
        );
      }
      case 1: {
        X.at = "specs/navajo-wars/operations.rules:305:3: if keep == keep-the-card {";
        if (L[1]! === "keep-the-card") {
          X.at = "specs/navajo-wars/operations.rules:306:5: icon-to-passage-of-time(card)";
          X.T.p[8 /* icon-to-passage-of-time */]!(X, actor, L[0]!);
          X.at = "specs/navajo-wars/operations.rules:307:5: move card to ceremony-hand";
          C.movePieces(X, L[0]!, 2000000095 /* ceremony-hand */, actor);
        }
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U80 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/operations.rules:336:3: let limit = activations()";
        L[0] = ctx.fn[52 /* activations */]!(ctx);
        X.at = "specs/navajo-wars/operations.rules:337:3: let done = []";
        L[1] = [];
        X.at = "specs/navajo-wars/operations.rules:338:3: let going = true";
        L[2] = true;
        X.at = "specs/navajo-wars/operations.rules:339:3: while going and count(done) < limit {";
        L[12] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!(V.truthy(L[2]!) && V.lt(B.count(ctx, L[1]!), L[0]!))) {
          f.pc = 2;
          continue;
        }
        if ((L[12]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[12] = (L[12]! as number) + 1;
        X.at = "specs/navajo-wars/operations.rules:340:5: let ready = [for f in families-in-play() if not f in done]";
        const x4_items = V.readList(ctx, ctx.fn[48 /* families-in-play */]!(ctx), "a selection");
        const x5_selected: V.Value[] = [];
        for (let x7_i = 0; x7_i < x4_items.length; x7_i++) {
          const x6_f = x4_items[x7_i]!;
          if (!V.isIn(ctx, x6_f, L[1]!)) x5_selected.push(x6_f);
        }
        L[3] = x5_selected;
        X.at = "specs/navajo-wars/operations.rules:341:5: if empty(ready) {";
        f.pc = B.empty(ctx, L[3]!) ? 3 : 4;
        continue;
      }
      case 2: {
        return false;
      }
      case 3: {
        X.at = "specs/navajo-wars/operations.rules:342:7: set going = false";
        L[2] = C.combine("=", L[2]!, false);
        f.pc = 5;
        continue;
      }
      case 4: {
        X.at =
          "specs/navajo-wars/operations.rules:344:7: choose more from [activate, end-operation] by dine-player() as activate-more";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "more",
            K_71ea88a333b4,
            ctx.fn[0 /* dine-player */]!(ctx),
            "activate-more",
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          8,
          6,
        );
      }
      case 5: {
        f.pc = 1;
        continue;
      }
      case 6: {
        X.at = "specs/navajo-wars/operations.rules:345:7: if more == end-operation {";
        f.pc = L[8]! === "end-operation" ? 7 : 8;
        continue;
      }
      case 7: {
        X.at = "specs/navajo-wars/operations.rules:346:9: set going = false";
        L[2] = C.combine("=", L[2]!, false);
        f.pc = 9;
        continue;
      }
      case 8: {
        X.at = "specs/navajo-wars/operations.rules:348:9: choose f from ready by dine-player() as family-to-activate";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "f",
            L[3]!,
            ctx.fn[0 /* dine-player */]!(ctx),
            "family-to-activate",
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          10,
          10,
        );
      }
      case 9: {
        f.pc = 5;
        continue;
      }
      case 10: {
        X.at = "specs/navajo-wars/operations.rules:349:9: set done = done + [f]";
        L[1] = C.combine("=", L[1]!, V.plus(L[1]!, [L[10]!]));
        X.at = "specs/navajo-wars/operations.rules:350:9: activate-family(f)";
        return M.call(X, f, "activate-family", actor, [L[10]!], 11);
      }
      case 11: {
        f.pc = 9;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U81 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/operations.rules:403:3: let mps = family-mps(f)";
        L[1] = ctx.fn[56 /* family-mps */]!(ctx, L[0]!);
        X.at = "specs/navajo-wars/operations.rules:404:3: let spent = false";
        L[2] = false;
        X.at = "specs/navajo-wars/operations.rules:405:3: let going = true";
        L[3] = true;
        X.at = "specs/navajo-wars/operations.rules:406:3: while going {";
        L[30] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!V.truthy(L[3]!)) {
          f.pc = 2;
          continue;
        }
        if ((L[30]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[30] = (L[30]! as number) + 1;
        X.at = "specs/navajo-wars/operations.rules:407:5: let here = location(f)";
        L[4] = B.location(ctx, L[0]!);
        X.at =
          "specs/navajo-wars/operations.rules:408:5: let steps = [for a in neighbours(here) if a != santa-fe and entry-cost(f, a) ...";
        const x6_items = V.readList(ctx, B.neighbours(ctx, L[4]!), "a selection");
        const x7_selected: V.Value[] = [];
        for (let x9_i = 0; x9_i < x6_items.length; x9_i++) {
          const x8_a = x6_items[x9_i]!;
          if (x8_a !== 2000000000 /* santa-fe */ && V.le(ctx.fn[68 /* entry-cost */]!(ctx, L[0]!, x8_a), L[1]!))
            x7_selected.push(x8_a);
        }
        L[5] = x7_selected;
        X.at =
          "specs/navajo-wars/operations.rules:409:5: let outposts = [for p in pieces(here) if p.kind == mission or p.kind == rancho]";
        const x11_items = V.readPieces(ctx, L[4]!);
        const x12_selected: V.Value[] = [];
        for (let x14_i = 0; x14_i < x11_items.length; x14_i++) {
          const x13_p = x11_items[x14_i]!;
          if (V.kindOf(ctx, x13_p) === "mission" || V.kindOf(ctx, x13_p) === "rancho") x12_selected.push(x13_p);
        }
        L[10] = x12_selected;
        X.at =
          "specs/navajo-wars/operations.rules:410:5: let options = [end-activation] + (if empty(steps) then [] else [move-to-adjac...";
        const x21_left = V.plus(
          V.plus(
            V.plus(
              V.plus(
                V.plus(["end-activation"], B.empty(ctx, L[5]!) ? [] : ["move-to-adjacent-area"]),
                V.le(ctx.fn[72 /* raid-cost */]!(ctx, L[0]!), L[1]!) ? ["raid-new-mexico"] : [],
              ),
              !V.truthy(L[2]!) && V.gt(L[1]!, 0) ? ["long-range-raid"] : [],
            ),
            V.ge(L[1]!, 5) ? ["plant-corn"] : [],
          ),
          !B.empty(ctx, L[10]!) && V.ge(L[1]!, 1) ? ["raid-on-outpost"] : [],
        );
        let x20_both = !V.truthy(ctx.fn[60 /* has-horse */]!(ctx, L[0]!));
        if (x20_both) {
          const x16_items = V.readPieces(ctx, 2000000085 /* resources */);
          let x17_found = false;
          for (let x19_i = 0; x19_i < x16_items.length; x19_i++) {
            const x18_h = x16_items[x19_i]!;
            if (V.kindOf(ctx, x18_h) === "horse") {
              x17_found = true;
              break;
            }
          }
          x20_both = !!x17_found;
        }
        L[15] = V.plus(x21_left, x20_both ? ["take-a-horse"] : []);
        X.at =
          "specs/navajo-wars/operations.rules:411:5: choose act from options by dine-player() as family-action about f";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "act",
            L[15]!,
            ctx.fn[0 /* dine-player */]!(ctx),
            "family-action",
            actor,
            L[0]!,
            false,
            undefined,
            undefined,
          ),
          22,
          3,
        );
      }
      case 2: {
        return false;
      }
      case 3: {
        X.at = "specs/navajo-wars/operations.rules:412:5: if act == end-activation {";
        f.pc = L[22]! === "end-activation" ? 4 : 5;
        continue;
      }
      case 4: {
        X.at = "specs/navajo-wars/operations.rules:413:7: set going = false";
        L[3] = C.combine("=", L[3]!, false);
        f.pc = 6;
        continue;
      }
      case 5: {
        X.at = "specs/navajo-wars/operations.rules:414:12: if act == move-to-adjacent-area {";
        f.pc = L[22]! === "move-to-adjacent-area" ? 7 : 8;
        continue;
      }
      case 6: {
        X.at = "specs/navajo-wars/operations.rules:440:5: if mps == 0 {";
        if (L[1]! === 0) {
          X.at = "specs/navajo-wars/operations.rules:441:7: set going = false";
          L[3] = C.combine("=", L[3]!, false);
        }
        f.pc = 1;
        continue;
      }
      case 7: {
        X.at =
          "specs/navajo-wars/operations.rules:415:7: choose to from steps by dine-player() as family-move about f costing entry-co...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "to",
            L[5]!,
            ctx.fn[0 /* dine-player */]!(ctx),
            "family-move",
            actor,
            L[0]!,
            false,
            (x25_to: V.Value): V.Value => ctx.fn[68 /* entry-cost */]!(ctx, L[0]!, x25_to),
            L[1]!,
          ),
          24,
          10,
        );
      }
      case 8: {
        X.at = "specs/navajo-wars/operations.rules:421:12: if act == raid-on-outpost {";
        f.pc = L[22]! === "raid-on-outpost" ? 11 : 12;
        continue;
      }
      case 9: {
        f.pc = 6;
        continue;
      }
      case 10: {
        X.at = "specs/navajo-wars/operations.rules:416:7: set mps -= entry-cost(f, to)";
        L[1] = C.combine("-=", L[1]!, ctx.fn[68 /* entry-cost */]!(ctx, L[0]!, L[24]!));
        X.at = "specs/navajo-wars/operations.rules:417:7: set spent = true";
        L[2] = C.combine("=", L[2]!, true);
        X.at = "specs/navajo-wars/operations.rules:418:7: move f to to";
        C.movePieces(X, L[0]!, L[24]!, actor);
        X.at = "specs/navajo-wars/operations.rules:419:7: left-behind(here)";
        X.T.p[18 /* left-behind */]!(X, actor, L[4]!);
        X.at = "specs/navajo-wars/operations.rules:420:7: enter-intruders(to)";
        X.T.p[19 /* enter-intruders */]!(X, actor, L[24]!);
        f.pc = 9;
        continue;
      }
      case 11: {
        X.at = "specs/navajo-wars/operations.rules:422:7: set mps -= 1";
        L[1] = C.combine("-=", L[1]!, 1);
        X.at = "specs/navajo-wars/operations.rules:423:7: set spent = true";
        L[2] = C.combine("=", L[2]!, true);
        X.at = "specs/navajo-wars/operations.rules:424:7: raid-on-outpost(f, first(outposts))";
        return M.call(X, f, "raid-on-outpost", actor, [L[0]!, B.first(ctx, L[10]!)], 14);
      }
      case 12: {
        X.at = "specs/navajo-wars/operations.rules:425:12: if act == raid-new-mexico {";
        f.pc = L[22]! === "raid-new-mexico" ? 15 : 16;
        continue;
      }
      case 13: {
        f.pc = 9;
        continue;
      }
      case 14: {
        f.pc = 13;
        continue;
      }
      case 15: {
        X.at = "specs/navajo-wars/operations.rules:426:7: set mps -= raid-cost(f)";
        L[1] = C.combine("-=", L[1]!, ctx.fn[72 /* raid-cost */]!(ctx, L[0]!));
        X.at = "specs/navajo-wars/operations.rules:427:7: set spent = true";
        L[2] = C.combine("=", L[2]!, true);
        X.at = "specs/navajo-wars/operations.rules:428:7: raid-new-mexico(f)";
        return M.call(X, f, "raid-new-mexico", actor, [L[0]!], 18);
      }
      case 16: {
        X.at = "specs/navajo-wars/operations.rules:429:12: if act == long-range-raid {";
        f.pc = L[22]! === "long-range-raid" ? 19 : 20;
        continue;
      }
      case 17: {
        f.pc = 13;
        continue;
      }
      case 18: {
        f.pc = 17;
        continue;
      }
      case 19: {
        X.at = "specs/navajo-wars/operations.rules:430:7: set mps = 0";
        L[1] = C.combine("=", L[1]!, 0);
        X.at = "specs/navajo-wars/operations.rules:431:7: set spent = true";
        L[2] = C.combine("=", L[2]!, true);
        X.at = "specs/navajo-wars/operations.rules:432:7: raid-new-mexico(f)";
        return M.call(X, f, "raid-new-mexico", actor, [L[0]!], 22);
      }
      case 20: {
        X.at = "specs/navajo-wars/operations.rules:433:12: if act == plant-corn {";
        if (L[22]! === "plant-corn") {
          X.at = "specs/navajo-wars/operations.rules:434:7: set mps -= 5";
          L[1] = C.combine("-=", L[1]!, 5);
          X.at = "specs/navajo-wars/operations.rules:435:7: set spent = true";
          L[2] = C.combine("=", L[2]!, true);
          X.at = "specs/navajo-wars/operations.rules:436:7: plant-corn(f)";
          X.T.p[22 /* plant-corn */]!(X, actor, L[0]!);
        } else {
          X.at =
            "specs/navajo-wars/operations.rules:438:7: move first([for h in pieces(resources) if h.kind == horse]) to family-box(f)";
          const x26_items = V.readPieces(ctx, 2000000085 /* resources */);
          let x27_first: V.Value = null;
          for (let x29_i = 0; x29_i < x26_items.length; x29_i++) {
            const x28_h = x26_items[x29_i]!;
            if (V.kindOf(ctx, x28_h) === "horse") {
              x27_first = x28_h;
              break;
            }
          }
          C.movePieces(X, x27_first, ctx.fn[96 /* family-box */]!(ctx, L[0]!), actor);
        }
        f.pc = 21;
        continue;
      }
      case 21: {
        f.pc = 17;
        continue;
      }
      case 22: {
        f.pc = 21;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U82 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/operations.rules:493:3: draw(raid-pool, drawn-cube)";
        C.draw(X, 2000000071 /* raid-pool */, 2000000102 /* drawn-cube */, undefined, actor);
        X.at = "specs/navajo-wars/operations.rules:494:3: let cube = first(pieces(drawn-cube))";
        L[2] = V.readPieces(ctx, 2000000102 /* drawn-cube */)[0] ?? null;
        X.at = "specs/navajo-wars/operations.rules:495:3: if cube.colour == green {";
        f.pc = R_colour(ctx, L[2]!) === "green" ? 1 : 2;
        continue;
      }
      case 1: {
        X.at =
          "specs/navajo-wars/operations.rules:496:5: choose answer from [fight-a-battle, enemy-morale-up] by dine-player() as outp...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "answer",
            K_976238cd7cc8,
            ctx.fn[0 /* dine-player */]!(ctx),
            "outpost-green",
            actor,
            L[0]!,
            false,
            undefined,
            undefined,
          ),
          3,
          4,
        );
      }
      case 2: {
        X.at = "specs/navajo-wars/operations.rules:502:10: if cube.colour == black {";
        if (R_colour(ctx, L[2]!) === "black") {
          X.at = "specs/navajo-wars/operations.rules:503:5: move cube to raided-cubes";
          C.movePieces(X, L[2]!, 2000000073 /* raided-cubes */, actor);
          X.at = "specs/navajo-wars/operations.rules:504:5: if outpost.kind != mission or location(outpost).row != 1 {";
          if (V.kindOf(ctx, L[1]!) !== "mission" || S_row(ctx, B.location(ctx, L[1]!)) !== 1) {
            X.at = "specs/navajo-wars/operations.rules:505:7: unspecified raid-table";
            C.notSpecified(X, "raid-table");
          }
          X.at = "specs/navajo-wars/operations.rules:507:5: move outpost to enemy-out-of-play";
          C.movePieces(X, L[1]!, 2000000088 /* enemy-out-of-play */, actor);
          X.at = "specs/navajo-wars/operations.rules:508:5: set culture-points += 1";
          C.setTrack(X, "culture-points", "+=", 1);
          X.at = "specs/navajo-wars/operations.rules:509:5: raise-ferocity(f)";
          X.T.p[20 /* raise-ferocity */]!(X, actor, L[0]!);
        } else {
          X.at = "specs/navajo-wars/operations.rules:511:5: unspecified raid-table";
          C.notSpecified(X, "raid-table");
        }
        f.pc = 3;
        continue;
      }
      case 3: {
        return false;
      }
      case 4: {
        X.at = "specs/navajo-wars/operations.rules:497:5: if answer == fight-a-battle {";
        if (L[3]! === "fight-a-battle") {
          X.at = "specs/navajo-wars/operations.rules:498:7: unspecified battles";
          C.notSpecified(X, "battles");
        }
        X.at = "specs/navajo-wars/operations.rules:500:5: set enemy-morale += 1";
        C.setTrack(X, "enemy-morale", "+=", 1);
        X.at = "specs/navajo-wars/operations.rules:501:5: move cube to raid-pool";
        C.movePieces(X, L[2]!, 2000000071 /* raid-pool */, actor);
        f.pc = 3;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U83 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/operations.rules:535:3: draw(raid-pool, drawn-cube)";
        C.draw(X, 2000000071 /* raid-pool */, 2000000102 /* drawn-cube */, undefined, actor);
        X.at = "specs/navajo-wars/operations.rules:536:3: let cube = first(pieces(drawn-cube))";
        L[1] = V.readPieces(ctx, 2000000102 /* drawn-cube */)[0] ?? null;
        X.at = "specs/navajo-wars/operations.rules:537:3: if cube.colour == brown {";
        f.pc = R_colour(ctx, L[1]!) === "brown" ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/navajo-wars/operations.rules:538:5: take-out(horse, 1, resources)";
        X.T.p[39 /* take-out */]!(X, actor, "horse", 1, 2000000085 /* resources */);
        f.pc = 3;
        continue;
      }
      case 2: {
        X.at = "specs/navajo-wars/operations.rules:539:10: if cube.colour == black {";
        f.pc = R_colour(ctx, L[1]!) === "black" ? 4 : 5;
        continue;
      }
      case 3: {
        X.at = "specs/navajo-wars/operations.rules:556:3: move cube to raided-cubes";
        C.movePieces(X, L[1]!, 2000000073 /* raided-cubes */, actor);
        X.at = "specs/navajo-wars/operations.rules:557:3: raise-ferocity(f)";
        X.T.p[20 /* raise-ferocity */]!(X, actor, L[0]!);
        return false;
      }
      case 4: {
        X.at =
          "specs/navajo-wars/operations.rules:540:5: choose loot from [take-sheep, take-horse] by dine-player() as raid-loot about f";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "loot",
            K_5843db07f5b0,
            ctx.fn[0 /* dine-player */]!(ctx),
            "raid-loot",
            actor,
            L[0]!,
            false,
            undefined,
            undefined,
          ),
          2,
          7,
        );
      }
      case 5: {
        X.at = "specs/navajo-wars/operations.rules:546:10: if cube.colour == yellow {";
        if (R_colour(ctx, L[1]!) === "yellow") {
          X.at =
            "specs/navajo-wars/operations.rules:548:5: let children = [for p in pieces(population-supply) if p.role == child]";
          const x5_items = V.readPieces(ctx, 2000000065 /* population-supply */);
          const x6_selected: V.Value[] = [];
          for (let x8_i = 0; x8_i < x5_items.length; x8_i++) {
            const x7_p = x5_items[x8_i]!;
            if (R_role(ctx, x7_p) === "child") x6_selected.push(x7_p);
          }
          L[4] = x6_selected;
          X.at = "specs/navajo-wars/operations.rules:549:5: if empty(children) {";
          if (B.empty(ctx, L[4]!)) {
            X.at = "specs/navajo-wars/operations.rules:550:7: unspecified raid-table";
            C.notSpecified(X, "raid-table");
          }
          X.at = "specs/navajo-wars/operations.rules:552:5: move first(children) to passage-of-time";
          C.movePieces(X, B.first(ctx, L[4]!), "passage-of-time", actor);
        } else {
          X.at = "specs/navajo-wars/operations.rules:554:5: unspecified raid-table";
          C.notSpecified(X, "raid-table");
        }
        f.pc = 6;
        continue;
      }
      case 6: {
        f.pc = 3;
        continue;
      }
      case 7: {
        X.at = "specs/navajo-wars/operations.rules:541:5: if loot == take-sheep {";
        if (L[2]! === "take-sheep") {
          X.at = "specs/navajo-wars/operations.rules:542:7: take-out(sheep, 1, resources)";
          X.T.p[39 /* take-out */]!(X, actor, "sheep", 1, 2000000085 /* resources */);
        } else {
          X.at = "specs/navajo-wars/operations.rules:544:7: take-out(horse, 1, resources)";
          X.T.p[39 /* take-out */]!(X, actor, "horse", 1, 2000000085 /* resources */);
        }
        f.pc = 6;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U84 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/scenarios.rules:19:3: for each letter in letters {";
        L[2] = C.items(X, L[0]!, actor);
        L[3] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!((L[3]! as number) < (L[2]! as V.Value[]).length)) {
          f.pc = 2;
          continue;
        }
        L[4] = (L[2]! as V.Value[])[L[3]! as number]!;
        X.at =
          "specs/navajo-wars/scenarios.rules:20:5: let counter = first([for f in pieces(family-counters) if f.letter == letter])";
        const x6_items = V.readPieces(ctx, 2000000067 /* family-counters */);
        let x7_first: V.Value = null;
        for (let x9_i = 0; x9_i < x6_items.length; x9_i++) {
          const x8_f = x6_items[x9_i]!;
          if (V.eq(R_letter(ctx, x8_f), L[4]!)) {
            x7_first = x8_f;
            break;
          }
        }
        L[5] = x7_first;
        X.at =
          "specs/navajo-wars/scenarios.rules:21:5: choose where from [for a in dinetaah if not empty([for t in a.territory if t ...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "where",
            V.readList(ctx, "dinetaah", "a selection").filter(
              (x12_a: V.Value) =>
                !!V.readList(ctx, S_territory(ctx, x12_a), "a selection").some((x13_t: V.Value) =>
                  V.isIn(ctx, x13_t, L[1]!),
                ),
            ),
            ctx.fn[0 /* dine-player */]!(ctx),
            "family-area",
            actor,
            L[5]!,
            false,
            undefined,
            undefined,
          ),
          10,
          3,
        );
      }
      case 2: {
        X.at = "specs/navajo-wars/scenarios.rules:24:3: start-elders()";
        X.T.p[35 /* start-elders */]!(X, actor);
        return false;
      }
      case 3: {
        X.at = "specs/navajo-wars/scenarios.rules:22:5: start-family(counter, where)";
        X.T.p[34 /* start-family */]!(X, actor, L[5]!, L[10]!);
        L[3] = (L[3]! as number) + 1;
        f.pc = 1;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U85 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at =
          "specs/navajo-wars/scenarios.rules:99:3: choose chosen from [for c in pieces(cultural-cards) if c.level == level-1] by...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "chosen",
            V.readPieces(ctx, 2000000096 /* cultural-cards */).filter(
              (x3_c: V.Value) => R_level(ctx, x3_c) === "level-1",
            ),
            L[0]!,
            "cultural-set-choice",
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          1,
          1,
        );
      }
      case 1: {
        X.at =
          "specs/navajo-wars/scenarios.rules:100:3: move [for c in pieces(cultural-cards) if c.level == level-1 and c.development...";
        const x4_items = V.readPieces(ctx, 2000000096 /* cultural-cards */);
        const x5_selected: V.Value[] = [];
        for (let x7_i = 0; x7_i < x4_items.length; x7_i++) {
          const x6_c = x4_items[x7_i]!;
          if (R_level(ctx, x6_c) === "level-1" && V.ne(R_development(ctx, x6_c), R_development(ctx, L[1]!)))
            x5_selected.push(x6_c);
        }
        C.movePieces(X, x5_selected, 2000000100 /* cultural-draw */, actor);
        X.at = "specs/navajo-wars/scenarios.rules:101:3: shuffle(cultural-draw)";
        C.shuffle(X, 2000000100 /* cultural-draw */, actor);
        X.at = "specs/navajo-wars/scenarios.rules:102:3: repeat 3 {";
        L[8] = V.num(3, "'repeat'");
        {
          L[9] = 0;
          while ((L[9]! as number) < (L[8]! as number)) {
            X.at = "specs/navajo-wars/scenarios.rules:103:5: draw(cultural-draw, cultural-unused)";
            C.draw(X, 2000000100 /* cultural-draw */, 2000000099 /* cultural-unused */, undefined, actor);
            L[9] = (L[9]! as number) + 1;
          }
        }
        X.at =
          "specs/navajo-wars/scenarios.rules:105:3: let gone = [for c in pieces(cultural-unused) if c.level == level-1]";
        const x11_items = V.readPieces(ctx, 2000000099 /* cultural-unused */);
        const x12_selected: V.Value[] = [];
        for (let x14_i = 0; x14_i < x11_items.length; x14_i++) {
          const x13_c = x11_items[x14_i]!;
          if (R_level(ctx, x13_c) === "level-1") x12_selected.push(x13_c);
        }
        L[10] = x12_selected;
        X.at = "specs/navajo-wars/scenarios.rules:106:3: for each g in gone {";
        {
          L[15] = C.items(X, L[10]!, actor);
          L[16] = 0;
          while ((L[16]! as number) < (L[15]! as V.Value[]).length) {
            L[17] = (L[15]! as V.Value[])[L[16]! as number]!;
            X.at =
              "specs/navajo-wars/scenarios.rules:107:5: move [for c in pieces(cultural-cards) if c.development == g.development] to c...";
            const x18_items = V.readPieces(ctx, 2000000096 /* cultural-cards */);
            const x19_selected: V.Value[] = [];
            for (let x21_i = 0; x21_i < x18_items.length; x21_i++) {
              const x20_c = x18_items[x21_i]!;
              if (V.eq(R_development(ctx, x20_c), R_development(ctx, L[17]!))) x19_selected.push(x20_c);
            }
            C.movePieces(X, x19_selected, 2000000099 /* cultural-unused */, actor);
            L[16] = (L[16]! as number) + 1;
          }
        }
        X.at =
          "specs/navajo-wars/scenarios.rules:109:3: move pieces(cultural-draw) + pieces(cultural-cards) to cultural-available";
        C.movePieces(
          X,
          V.plus(B.pieces(ctx, 2000000100 /* cultural-draw */), B.pieces(ctx, 2000000096 /* cultural-cards */)),
          2000000097 /* cultural-available */,
          actor,
        );
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U86 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/scenarios.rules:137:3: let left = n";
        L[3] = L[0]!;
        X.at = "specs/navajo-wars/scenarios.rules:138:3: while left > 0 {";
        L[13] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!V.gt(L[3]!, 0)) {
          f.pc = 2;
          continue;
        }
        if ((L[13]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[13] = (L[13]! as number) + 1;
        X.at =
          "specs/navajo-wars/scenarios.rules:139:5: let offered = [for c in pieces(cultural-available) if collectable(c) and (c.l...";
        const x5_items = V.readPieces(ctx, 2000000097 /* cultural-available */);
        const x6_selected: V.Value[] = [];
        for (let x8_i = 0; x8_i < x5_items.length; x8_i++) {
          const x7_c = x5_items[x8_i]!;
          if (
            V.truthy(ctx.fn[100 /* collectable */]!(ctx, x7_c)) &&
            (R_level(ctx, x7_c) === "level-1" || !V.truthy(L[1]!))
          )
            x6_selected.push(x7_c);
        }
        L[4] = x6_selected;
        X.at = "specs/navajo-wars/scenarios.rules:140:5: if empty(offered) {";
        f.pc = B.empty(ctx, L[4]!) ? 3 : 4;
        continue;
      }
      case 2: {
        return false;
      }
      case 3: {
        X.at = "specs/navajo-wars/scenarios.rules:141:7: set left = 0";
        L[3] = C.combine("=", L[3]!, 0);
        f.pc = 5;
        continue;
      }
      case 4: {
        X.at =
          "specs/navajo-wars/scenarios.rules:143:7: choose answer from [collect, decline] by chooser as cultural-collect";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "answer",
            K_bff37a288792,
            L[2]!,
            "cultural-collect",
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          9,
          6,
        );
      }
      case 5: {
        f.pc = 1;
        continue;
      }
      case 6: {
        X.at = "specs/navajo-wars/scenarios.rules:144:7: if answer == decline {";
        f.pc = L[9]! === "decline" ? 7 : 8;
        continue;
      }
      case 7: {
        X.at = "specs/navajo-wars/scenarios.rules:145:9: set left = 0";
        L[3] = C.combine("=", L[3]!, 0);
        f.pc = 9;
        continue;
      }
      case 8: {
        X.at = "specs/navajo-wars/scenarios.rules:147:9: choose c from offered by chooser as cultural-card-choice";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(X, "c", L[4]!, L[2]!, "cultural-card-choice", actor, undefined, false, undefined, undefined),
          11,
          10,
        );
      }
      case 9: {
        f.pc = 5;
        continue;
      }
      case 10: {
        X.at = "specs/navajo-wars/scenarios.rules:148:9: move c to cultural-in-play";
        C.movePieces(X, L[11]!, 2000000098 /* cultural-in-play */, actor);
        X.at = "specs/navajo-wars/scenarios.rules:149:9: set left -= 1";
        L[3] = C.combine("-=", L[3]!, 1);
        f.pc = 9;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U87 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/scenarios.rules:160:3: if start == one-level-1 {";
        f.pc = L[0]! === "one-level-1" ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/navajo-wars/scenarios.rules:161:5: collect-free(1, true, chooser)";
        return M.call(X, f, "collect-free", actor, [1, true, L[1]!], 4);
      }
      case 2: {
        X.at = "specs/navajo-wars/scenarios.rules:162:10: if start == eight-free {";
        f.pc = L[0]! === "eight-free" ? 5 : 6;
        continue;
      }
      case 3: {
        return false;
      }
      case 4: {
        f.pc = 3;
        continue;
      }
      case 5: {
        X.at = "specs/navajo-wars/scenarios.rules:163:5: collect-free(8, false, chooser)";
        return M.call(X, f, "collect-free", actor, [8, false, L[1]!], 8);
      }
      case 6: {
        X.at = "specs/navajo-wars/scenarios.rules:164:10: if start == four-sets {";
        f.pc = L[0]! === "four-sets" ? 9 : 10;
        continue;
      }
      case 7: {
        f.pc = 3;
        continue;
      }
      case 8: {
        f.pc = 7;
        continue;
      }
      case 9: {
        X.at =
          "specs/navajo-wars/scenarios.rules:165:5: choose back from [for c in pieces(cultural-available) if c.level == level-1] ...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "back",
            V.readPieces(ctx, 2000000097 /* cultural-available */).filter(
              (x4_c: V.Value) => R_level(ctx, x4_c) === "level-1",
            ),
            L[1]!,
            "cultural-set-return",
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          2,
          12,
        );
      }
      case 10: {
        X.at =
          "specs/navajo-wars/scenarios.rules:169:5: choose answer from [collect, decline] by chooser as cultural-collect";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "answer",
            K_bff37a288792,
            L[1]!,
            "cultural-collect",
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          9,
          13,
        );
      }
      case 11: {
        f.pc = 7;
        continue;
      }
      case 12: {
        X.at =
          "specs/navajo-wars/scenarios.rules:166:5: move [for c in pieces(cultural-available) if c.development == back.developmen...";
        const x5_items = V.readPieces(ctx, 2000000097 /* cultural-available */);
        const x6_selected: V.Value[] = [];
        for (let x8_i = 0; x8_i < x5_items.length; x8_i++) {
          const x7_c = x5_items[x8_i]!;
          if (V.eq(R_development(ctx, x7_c), R_development(ctx, L[2]!))) x6_selected.push(x7_c);
        }
        C.movePieces(X, x6_selected, 2000000099 /* cultural-unused */, actor);
        X.at = "specs/navajo-wars/scenarios.rules:167:5: move pieces(cultural-available) to cultural-in-play";
        C.movePieces(X, B.pieces(ctx, 2000000097 /* cultural-available */), 2000000098 /* cultural-in-play */, actor);
        f.pc = 11;
        continue;
      }
      case 13: {
        X.at = "specs/navajo-wars/scenarios.rules:170:5: if answer == collect {";
        if (L[9]! === "collect") {
          X.at = "specs/navajo-wars/scenarios.rules:171:7: unspecified cultural-purchase";
          C.notSpecified(X, "cultural-purchase");
        }
        f.pc = 11;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U88 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/scenarios.rules:180:3: prepare-cultural-cards(dine-player())";
        return M.call(X, f, "prepare-cultural-cards", actor, [ctx.fn[0 /* dine-player */]!(ctx)], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/scenarios.rules:181:3: collect-starting-cards(start, dine-player())";
        return M.call(X, f, "collect-starting-cards", actor, [L[0]!, ctx.fn[0 /* dine-player */]!(ctx)], 2);
      }
      case 2: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U89 = (X: C.RunContext, atOnce: boolean, endOfTurn = false): void => {
  void endOfTurn;
  void X;
  void atOnce;
};

const U90 = (X: C.RunContext): Record<string, number> => {
  const out: Record<string, number> = {};
  for (let si = 0; si < X.state.sides.length; si++) {
    const side = X.state.sides[si]!;
    const ctx = C.exprCtx(X, side);
    let total = 0;
    void ctx;
    out[side] = total;
  }
  return out;
};

const U91 = (X: C.RunContext): { id: string; rule?: string }[] => {
  const ctx = C.exprCtx(X, undefined);
  const out: { id: string; rule?: string }[] = [];
  return out;
};

const U92 = (X: C.RunContext, type: string, b: C.Bindings): void => {
  void X;
  void type;
  void b;
};

const U93 = (X: C.RunContext, type: string, b: C.Bindings): C.Broken | null => {
  void X;
  void type;
  void b;
  return null;
};

const U94 = (X: C.RunContext, actor: string | undefined, x0_give: V.Value, x1_get: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/navajo-wars/options.rules:27:5: if count([for a in pieces(resources) if a.kind == give]) >= 2 and not empty([...";
  const x2_items = V.readPieces(ctx, 2000000085 /* resources */);
  let x3_count = 0;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_a = x2_items[x5_i]!;
    if (V.eq(V.kindOf(ctx, x4_a), x0_give)) {
      x3_count++;
      if (x3_count >= 2) break;
    }
    if (x3_count + x2_items.length - 1 - x5_i < 2) break;
  }
  let x10_both = V.ge(x3_count, 2);
  if (x10_both) {
    const x6_items = V.readPieces(ctx, 2000000086 /* out-of-play */);
    let x7_found = false;
    for (let x9_i = 0; x9_i < x6_items.length; x9_i++) {
      const x8_a = x6_items[x9_i]!;
      if (V.eq(V.kindOf(ctx, x8_a), x1_get)) {
        x7_found = true;
        break;
      }
    }
    x10_both = !!x7_found;
  }
  if (x10_both) {
    X.at =
      "specs/navajo-wars/options.rules:28:7: move take([for a in pieces(resources) if a.kind == give], 2) to out-of-play";
    const x11_items = V.readPieces(ctx, 2000000085 /* resources */);
    const x12_selected: V.Value[] = [];
    for (let x14_i = 0; x14_i < x11_items.length; x14_i++) {
      const x13_a = x11_items[x14_i]!;
      if (V.eq(V.kindOf(ctx, x13_a), x0_give)) x12_selected.push(x13_a);
    }
    C.movePieces(X, B.take(ctx, x12_selected, 2), 2000000086 /* out-of-play */, actor);
    X.at =
      "specs/navajo-wars/options.rules:29:7: move take([for a in pieces(out-of-play) if a.kind == get], 1) to resources";
    const x15_items = V.readPieces(ctx, 2000000086 /* out-of-play */);
    const x16_selected: V.Value[] = [];
    for (let x18_i = 0; x18_i < x15_items.length; x18_i++) {
      const x17_a = x15_items[x18_i]!;
      if (V.eq(V.kindOf(ctx, x17_a), x1_get)) x16_selected.push(x17_a);
    }
    C.movePieces(X, B.take(ctx, x16_selected, 1), 2000000085 /* resources */, actor);
  }
};

const U95 = (ctx: V.EvalContext): V.Value => ctx.fn[112 /* headman */]!(ctx);

const U96 = (ctx: V.EvalContext): V.Value =>
  V.gt(SF_influence$points(ctx, "turquoise"), SF_influence$points(ctx, "red-basket"))
    ? "turquoise"
    : V.gt(SF_influence$points(ctx, "red-basket"), SF_influence$points(ctx, "turquoise"))
      ? "red-basket"
      : ctx.fn[116 /* non-headman */]!(ctx);

const U97 = (ctx: V.EvalContext, x0_player: V.Value): V.Value =>
  x0_player === "turquoise" ? "turquoise-influence" : "red-basket-influence";

const U98 = (ctx: V.EvalContext): V.Value => (V.truthy(SF_headman(ctx, "turquoise")) ? "turquoise" : "red-basket");

const U99 = (ctx: V.EvalContext): V.Value => (V.truthy(SF_headman(ctx, "turquoise")) ? "red-basket" : "turquoise");

const U100 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/two-player.rules:75:5: if roll(d6) <= 3 {";
  if (V.le(B.roll(ctx, "d6"), 3)) {
    X.at = "specs/navajo-wars/two-player.rules:76:7: set turquoise.headman = true";
    C.setField(X, "turquoise", "headman", "=", true);
  } else {
    X.at = "specs/navajo-wars/two-player.rules:78:7: set red-basket.headman = true";
    C.setField(X, "red-basket", "headman", "=", true);
  }
};

const U101 = (X: C.RunContext, actor: string | undefined, x0_start: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/two-player.rules:95:5: set turquoise.cultural-start = start";
  C.setField(X, "turquoise", "cultural-start", "=", x0_start);
};

const U102 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/two-player.rules:185:5: let now = headman()";
  let v0_now: V.Value = ctx.fn[112 /* headman */]!(ctx);
  X.at = "specs/navajo-wars/two-player.rules:186:5: set turquoise.headman = now != turquoise";
  C.setField(X, "turquoise", "headman", "=", v0_now !== "turquoise");
  X.at = "specs/navajo-wars/two-player.rules:187:5: set red-basket.headman = now == turquoise";
  C.setField(X, "red-basket", "headman", "=", v0_now === "turquoise");
};

const U103 = (X: C.RunContext, actor: string | undefined, x0_player: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/navajo-wars/two-player.rules:193:5: let other-player = if player == turquoise then red-basket else turquoise";
  let v1_other_player: V.Value = x0_player === "turquoise" ? "red-basket" : "turquoise";
  X.at = "specs/navajo-wars/two-player.rules:194:5: if other-player.influence-points > 0 {";
  if (V.gt(SF_influence$points(ctx, v1_other_player), 0)) {
    X.at = "specs/navajo-wars/two-player.rules:195:7: set other-player.influence-points -= 1";
    C.setField(X, v1_other_player, "influence-points", "-=", 1);
  } else {
    X.at = "specs/navajo-wars/two-player.rules:197:7: set player.influence-points += 1";
    C.setField(X, x0_player, "influence-points", "+=", 1);
  }
};

const U104 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, "#setup", X.state.active, [], 1);
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
        L[1] = true;
        L[2] = 0;
        f.pc = 4;
        continue;
      }
      case 3: {
        L[3] = X.T.scores(X) as unknown as V.Value;
        X.state.outcome = {
          winners: [],
          draw: true,
          name: "no victory condition was met",
          scores: L[3]! as unknown as Record<string, number>,
        };
        return false;
      }
      case 4: {
        if (!L[1]!) {
          f.pc = 5;
          continue;
        }
        if ((L[2]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
        L[2] = (L[2]! as number) + 1;
        L[1] = false;
        C.enter(X, 0, "Card draw phase");
        X.at = "specs/navajo-wars/game.rules:67:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000094 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:68:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:70:7: draw(deck, current-card-space)";
        C.draw(X, 2000000094 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:71:7: between-draw-and-resolution()";
        return M.call(X, f, "between-draw-and-resolution", X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:77:9: operations-segment()";
        return M.call(X, f, "operations-segment", X.state.active, [], 7);
      }
      case 7: {
        X.T.sudden(X, false);
        f.pc = !!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx)) ? 8 : 9;
        continue;
      }
      case 8: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:85:9: resolve-major-event(current-card())";
        return M.call(X, f, "resolve-major-event", X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 11);
      }
      case 9: {
        f.pc = 10;
        continue;
      }
      case 10: {
        X.T.sudden(X, false);
        if (!!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx))) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:91:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:97:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:98:7: set dine.planned = false";
        C.setField(X, "dine", "planned", "=", false);
        X.T.sudden(X, false);
        L[1] = false;
        f.pc = 4;
        continue;
      }
      case 11: {
        f.pc = 10;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U105 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:24:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at = "specs/navajo-wars/two-player.rules:85:5: influence-elders()";
        return M.call(X, f, "influence-elders", X.state.active, [], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/two-player.rules:86:5: influence-families()";
        return M.call(X, f, "influence-families", X.state.active, [], 2);
      }
      case 2: {
        X.at = "specs/navajo-wars/two-player.rules:87:5: adjust-ferocity()";
        return M.call(X, f, "adjust-ferocity", X.state.active, [], 3);
      }
      case 3: {
        X.at = "specs/navajo-wars/two-player.rules:88:5: prepare-cultural-cards(headman())";
        return M.call(X, f, "prepare-cultural-cards", X.state.active, [ctx.fn[112 /* headman */]!(ctx)], 4);
      }
      case 4: {
        X.at =
          "specs/navajo-wars/two-player.rules:89:5: collect-starting-cards(turquoise.cultural-start, non-headman())";
        return M.call(
          X,
          f,
          "collect-starting-cards",
          X.state.active,
          [SF_cultural$start(ctx, "turquoise"), ctx.fn[116 /* non-headman */]!(ctx)],
          5,
        );
      }
      case 5: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U106 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/two-player.rules:159:5: let n = count(pieces(elder-display))";
        L[0] = V.readPieces(ctx, 2000000081 /* elder-display */).length;
        X.at =
          "specs/navajo-wars/two-player.rules:160:5: if count([for e in pieces(elder-display) if e.influence == mark-of(headman())...";
        const x1_items = V.readPieces(ctx, 2000000081 /* elder-display */);
        let x2_count = 0;
        for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
          const x3_e = x1_items[x4_i]!;
          if (V.eq(R_influence(ctx, x3_e), ctx.fn[108 /* mark-of */]!(ctx, ctx.fn[112 /* headman */]!(ctx)))) {
            x2_count++;
          }
        }
        f.pc = V.gt(V.times(x2_count, 2), L[0]!) ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = 'specs/navajo-wars/two-player.rules:161:7: log("the Headman keeps the Headman card")';
        C.log(X, "the Headman keeps the Headman card");
        f.pc = 3;
        continue;
      }
      case 2: {
        X.at =
          "specs/navajo-wars/two-player.rules:162:12: if count([for e in pieces(elder-display) if e.influence == mark-of(non-headma...";
        const x5_items = V.readPieces(ctx, 2000000081 /* elder-display */);
        let x6_count = 0;
        for (let x8_i = 0; x8_i < x5_items.length; x8_i++) {
          const x7_e = x5_items[x8_i]!;
          if (V.eq(R_influence(ctx, x7_e), ctx.fn[108 /* mark-of */]!(ctx, ctx.fn[116 /* non-headman */]!(ctx)))) {
            x6_count++;
          }
        }
        f.pc = V.gt(V.times(x6_count, 2), L[0]!) ? 4 : 5;
        continue;
      }
      case 3: {
        return false;
      }
      case 4: {
        X.at = "specs/navajo-wars/two-player.rules:163:7: pass-headman()";
        X.T.p[63 /* pass-headman */]!(X, actor);
        f.pc = 6;
        continue;
      }
      case 5: {
        X.at = "specs/navajo-wars/two-player.rules:164:12: if n > 0 {";
        f.pc = V.gt(L[0]!, 0) ? 7 : 8;
        continue;
      }
      case 6: {
        f.pc = 3;
        continue;
      }
      case 7: {
        X.at = "specs/navajo-wars/two-player.rules:165:7: unspecified headman-enemy-way";
        C.notSpecified(X, "headman-enemy-way");
        f.pc = 9;
        continue;
      }
      case 8: {
        X.at =
          "specs/navajo-wars/two-player.rules:167:7: place-elders(take([for p in pieces(passage-of-time) if p.role == elder] + pie...";
        const x9_items = V.readPieces(ctx, "passage-of-time");
        const x10_selected: V.Value[] = [];
        for (let x12_i = 0; x12_i < x9_items.length; x12_i++) {
          const x11_p = x9_items[x12_i]!;
          if (R_role(ctx, x11_p) === "elder") x10_selected.push(x11_p);
        }
        X.T.p[36 /* place-elders */]!(
          X,
          actor,
          B.take(ctx, V.plus(x10_selected, B.pieces(ctx, 2000000066 /* elders */)), 3),
        );
        X.at = "specs/navajo-wars/two-player.rules:168:7: repeat 2 {";
        L[13] = V.num(2, "'repeat'");
        L[14] = 0;
        f.pc = 10;
        continue;
      }
      case 9: {
        f.pc = 6;
        continue;
      }
      case 10: {
        if (!((L[14]! as number) < (L[13]! as number))) {
          f.pc = 11;
          continue;
        }
        X.at = "specs/navajo-wars/two-player.rules:169:9: place-elder-influence(non-headman())";
        return M.call(X, f, "place-elder-influence", actor, [ctx.fn[116 /* non-headman */]!(ctx)], 12);
      }
      case 11: {
        X.at = "specs/navajo-wars/two-player.rules:171:7: for each e in pieces(elder-display) {";
        {
          L[15] = C.items(X, B.pieces(ctx, 2000000081 /* elder-display */), actor);
          L[16] = 0;
          while ((L[16]! as number) < (L[15]! as V.Value[]).length) {
            L[17] = (L[15]! as V.Value[])[L[16]! as number]!;
            X.at = "specs/navajo-wars/two-player.rules:172:9: if e.influence == no-influence {";
            if (R_influence(ctx, L[17]!) === "no-influence") {
              X.at = "specs/navajo-wars/two-player.rules:173:11: set e.influence = mark-of(headman())";
              C.setField(X, L[17]!, "influence", "=", ctx.fn[108 /* mark-of */]!(ctx, ctx.fn[112 /* headman */]!(ctx)));
            }
            L[16] = (L[16]! as number) + 1;
          }
        }
        X.at = "specs/navajo-wars/two-player.rules:176:7: pass-headman()";
        X.T.p[63 /* pass-headman */]!(X, actor);
        f.pc = 9;
        continue;
      }
      case 12: {
        L[14] = (L[14]! as number) + 1;
        f.pc = 10;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U107 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/two-player.rules:101:5: if not empty(pieces(elder-display)) {";
        f.pc = !(V.readPieces(ctx, 2000000081 /* elder-display */).length === 0) ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/navajo-wars/two-player.rules:102:7: repeat count(pieces(elder-display)) / 2 + 1 {";
        L[0] = V.num(V.plus(V.divide(V.readPieces(ctx, 2000000081 /* elder-display */).length, 2), 1), "'repeat'");
        L[1] = 0;
        f.pc = 4;
        continue;
      }
      case 2: {
        f.pc = 3;
        continue;
      }
      case 3: {
        X.at = "specs/navajo-wars/two-player.rules:106:5: for each e in pieces(elder-display) {";
        {
          L[2] = C.items(X, B.pieces(ctx, 2000000081 /* elder-display */), actor);
          L[3] = 0;
          while ((L[3]! as number) < (L[2]! as V.Value[]).length) {
            L[4] = (L[2]! as V.Value[])[L[3]! as number]!;
            X.at = "specs/navajo-wars/two-player.rules:107:7: if e.influence == no-influence {";
            if (R_influence(ctx, L[4]!) === "no-influence") {
              X.at = "specs/navajo-wars/two-player.rules:108:9: set e.influence = mark-of(non-headman())";
              C.setField(
                X,
                L[4]!,
                "influence",
                "=",
                ctx.fn[108 /* mark-of */]!(ctx, ctx.fn[116 /* non-headman */]!(ctx)),
              );
            }
            L[3] = (L[3]! as number) + 1;
          }
        }
        return false;
      }
      case 4: {
        if (!((L[1]! as number) < (L[0]! as number))) {
          f.pc = 5;
          continue;
        }
        X.at = "specs/navajo-wars/two-player.rules:103:9: place-elder-influence(headman())";
        return M.call(X, f, "place-elder-influence", actor, [ctx.fn[112 /* headman */]!(ctx)], 6);
      }
      case 5: {
        f.pc = 3;
        continue;
      }
      case 6: {
        L[1] = (L[1]! as number) + 1;
        f.pc = 4;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U108 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at =
          "specs/navajo-wars/two-player.rules:114:5: choose e from [for x in pieces(elder-display) if x.influence != mark-of(playe...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "e",
            V.readPieces(ctx, 2000000081 /* elder-display */).filter((x3_x: V.Value) =>
              V.ne(R_influence(ctx, x3_x), ctx.fn[108 /* mark-of */]!(ctx, L[0]!)),
            ),
            L[0]!,
            "elder-influence",
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          1,
          1,
        );
      }
      case 1: {
        X.at = "specs/navajo-wars/two-player.rules:115:5: set e.influence = mark-of(player)";
        C.setField(X, L[1]!, "influence", "=", ctx.fn[108 /* mark-of */]!(ctx, L[0]!));
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U109 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at =
          "specs/navajo-wars/two-player.rules:122:5: let first-left = count([for e in pieces(elder-display) if e.influence == mark...";
        const x1_items = V.readPieces(ctx, 2000000081 /* elder-display */);
        let x2_count = 0;
        for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
          const x3_e = x1_items[x4_i]!;
          if (V.eq(R_influence(ctx, x3_e), ctx.fn[108 /* mark-of */]!(ctx, ctx.fn[112 /* headman */]!(ctx)))) {
            x2_count++;
          }
        }
        L[0] = x2_count;
        X.at =
          "specs/navajo-wars/two-player.rules:123:5: let second-left = count([for e in pieces(elder-display) if e.influence == mar...";
        const x6_items = V.readPieces(ctx, 2000000081 /* elder-display */);
        let x7_count = 0;
        for (let x9_i = 0; x9_i < x6_items.length; x9_i++) {
          const x8_e = x6_items[x9_i]!;
          if (V.eq(R_influence(ctx, x8_e), ctx.fn[108 /* mark-of */]!(ctx, ctx.fn[116 /* non-headman */]!(ctx)))) {
            x7_count++;
          }
        }
        L[5] = x7_count;
        X.at = "specs/navajo-wars/two-player.rules:124:5: while first-left + second-left > 0 {";
        L[10] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!V.gt(V.plus(L[0]!, L[5]!), 0)) {
          f.pc = 2;
          continue;
        }
        if ((L[10]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[10] = (L[10]! as number) + 1;
        X.at = "specs/navajo-wars/two-player.rules:125:7: if first-left > 0 {";
        f.pc = V.gt(L[0]!, 0) ? 3 : 4;
        continue;
      }
      case 2: {
        return false;
      }
      case 3: {
        X.at = "specs/navajo-wars/two-player.rules:126:9: place-family-influence(headman())";
        return M.call(X, f, "place-family-influence", actor, [ctx.fn[112 /* headman */]!(ctx)], 6);
      }
      case 4: {
        f.pc = 5;
        continue;
      }
      case 5: {
        X.at = "specs/navajo-wars/two-player.rules:129:7: if second-left > 0 {";
        f.pc = V.gt(L[5]!, 0) ? 7 : 8;
        continue;
      }
      case 6: {
        X.at = "specs/navajo-wars/two-player.rules:127:9: set first-left -= 1";
        L[0] = C.combine("-=", L[0]!, 1);
        f.pc = 5;
        continue;
      }
      case 7: {
        X.at = "specs/navajo-wars/two-player.rules:130:9: place-family-influence(non-headman())";
        return M.call(X, f, "place-family-influence", actor, [ctx.fn[116 /* non-headman */]!(ctx)], 10);
      }
      case 8: {
        f.pc = 9;
        continue;
      }
      case 9: {
        f.pc = 1;
        continue;
      }
      case 10: {
        X.at = "specs/navajo-wars/two-player.rules:131:9: set second-left -= 1";
        L[5] = C.combine("-=", L[5]!, 1);
        f.pc = 9;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U110 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at =
          "specs/navajo-wars/two-player.rules:137:5: let open = [for f in pieces(dinetaah) if f.kind == family and f.influence != ...";
        const x2_items = V.readPieces(ctx, "dinetaah");
        const x3_selected: V.Value[] = [];
        for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
          const x4_f = x2_items[x5_i]!;
          if (V.kindOf(ctx, x4_f) === "family" && V.ne(R_influence(ctx, x4_f), ctx.fn[108 /* mark-of */]!(ctx, L[0]!)))
            x3_selected.push(x4_f);
        }
        L[1] = x3_selected;
        X.at = "specs/navajo-wars/two-player.rules:138:5: if not empty(open) {";
        f.pc = !B.empty(ctx, L[1]!) ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/navajo-wars/two-player.rules:139:7: choose f from open by player as family-influence";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(X, "f", L[1]!, L[0]!, "family-influence", actor, undefined, false, undefined, undefined),
          6,
          4,
        );
      }
      case 2: {
        f.pc = 3;
        continue;
      }
      case 3: {
        return false;
      }
      case 4: {
        X.at = "specs/navajo-wars/two-player.rules:140:7: set f.influence = mark-of(player)";
        C.setField(X, L[6]!, "influence", "=", ctx.fn[108 /* mark-of */]!(ctx, L[0]!));
        f.pc = 3;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U111 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at =
          "specs/navajo-wars/two-player.rules:146:5: for each f in [for x in pieces(dinetaah) if x.kind == family and x.influence ...";
        const x0_items = V.readPieces(ctx, "dinetaah");
        const x1_selected: V.Value[] = [];
        for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
          const x2_x = x0_items[x3_i]!;
          if (
            V.kindOf(ctx, x2_x) === "family" &&
            V.eq(R_influence(ctx, x2_x), ctx.fn[108 /* mark-of */]!(ctx, ctx.fn[116 /* non-headman */]!(ctx)))
          )
            x1_selected.push(x2_x);
        }
        L[4] = C.items(X, x1_selected, actor);
        L[5] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!((L[5]! as number) < (L[4]! as V.Value[]).length)) {
          f.pc = 2;
          continue;
        }
        L[6] = (L[4]! as V.Value[])[L[5]! as number]!;
        X.at =
          "specs/navajo-wars/two-player.rules:147:7: choose level from [0, 1, 2, 3] by non-headman() as starting-ferocity about f";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "level",
            K_15a8faf56001,
            ctx.fn[116 /* non-headman */]!(ctx),
            "starting-ferocity",
            actor,
            L[6]!,
            false,
            undefined,
            undefined,
          ),
          7,
          3,
        );
      }
      case 2: {
        return false;
      }
      case 3: {
        X.at = "specs/navajo-wars/two-player.rules:148:7: set f.ferocity = level";
        C.setField(X, L[6]!, "ferocity", "=", L[7]!);
        L[5] = (L[5]! as number) + 1;
        f.pc = 1;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U112 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, "#setup", X.state.active, [], 1);
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
        L[1] = true;
        L[2] = 0;
        f.pc = 4;
        continue;
      }
      case 3: {
        L[3] = X.T.scores(X) as unknown as V.Value;
        if (V.isIn(ctx, "card-42", B.pieces(ctx, 2000000043 /* current-card-space */))) {
          X.at = "specs/navajo-wars/scenarios.rules:355:7: judge-margin()";
          X.T.p[51 /* judge-margin */]!(X, X.state.active);
          X.state.outcome = {
            winners: C.best(L[3]! as unknown as Record<string, number>),
            draw: false,
            scores: L[3]! as unknown as Record<string, number>,
          };
        } else {
          X.state.outcome = {
            winners: [],
            draw: true,
            name: "no victory condition was met",
            scores: L[3]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      case 4: {
        if (!L[1]!) {
          f.pc = 5;
          continue;
        }
        if ((L[2]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
        L[2] = (L[2]! as number) + 1;
        L[1] = false;
        C.enter(X, 0, "Card draw phase");
        X.at = "specs/navajo-wars/game.rules:67:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000094 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:68:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:70:7: draw(deck, current-card-space)";
        C.draw(X, 2000000094 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:71:7: between-draw-and-resolution()";
        X.T.p[1 /* between-draw-and-resolution */]!(X, X.state.active);
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:77:9: operations-segment()";
        return M.call(X, f, "operations-segment", X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        f.pc = !!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx)) ? 7 : 8;
        continue;
      }
      case 7: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:85:9: resolve-major-event(current-card())";
        return M.call(X, f, "resolve-major-event", X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 10);
      }
      case 8: {
        f.pc = 9;
        continue;
      }
      case 9: {
        X.T.sudden(X, false);
        if (!!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx))) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:91:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:97:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:98:7: set dine.planned = false";
        C.setField(X, "dine", "planned", "=", false);
        X.T.sudden(X, false);
        L[1] = false;
        f.pc = 4;
        continue;
      }
      case 10: {
        f.pc = 9;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U113 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:24:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:345:5: tutorial-families()";
        X.T.p[52 /* tutorial-families */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:346:5: fill-raid-pool(3, 3, 3, 3, 2, 1, 0)";
        X.T.p[38 /* fill-raid-pool */]!(X, X.state.active, 3, 3, 3, 3, 2, 1, 0);
        X.at = "specs/navajo-wars/scenarios.rules:347:5: set-tracks(5, 4, 9, 3, 5)";
        X.T.p[45 /* set-tracks */]!(X, X.state.active, 5, 4, 9, 3, 5);
        X.at = "specs/navajo-wars/scenarios.rules:348:5: tutorial-instructions()";
        X.T.p[53 /* tutorial-instructions */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:349:5: tutorial-cultural-cards()";
        X.T.p[54 /* tutorial-cultural-cards */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:350:5: tutorial-deck()";
        X.T.p[55 /* tutorial-deck */]!(X, X.state.active);
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U114 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, "#setup", X.state.active, [], 1);
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
        L[1] = true;
        L[2] = 0;
        f.pc = 4;
        continue;
      }
      case 3: {
        L[3] = X.T.scores(X) as unknown as V.Value;
        if (V.isIn(ctx, "card-42", B.pieces(ctx, 2000000043 /* current-card-space */))) {
          X.at = "specs/navajo-wars/scenarios.rules:355:7: judge-margin()";
          X.T.p[51 /* judge-margin */]!(X, X.state.active);
          X.state.outcome = {
            winners: C.best(L[3]! as unknown as Record<string, number>),
            draw: false,
            scores: L[3]! as unknown as Record<string, number>,
          };
        } else {
          X.state.outcome = {
            winners: [],
            draw: true,
            name: "no victory condition was met",
            scores: L[3]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      case 4: {
        if (!L[1]!) {
          f.pc = 5;
          continue;
        }
        if ((L[2]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
        L[2] = (L[2]! as number) + 1;
        L[1] = false;
        C.enter(X, 0, "Card draw phase");
        X.at = "specs/navajo-wars/game.rules:67:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000094 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:68:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:70:7: draw(deck, current-card-space)";
        C.draw(X, 2000000094 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:71:7: between-draw-and-resolution()";
        return M.call(X, f, "between-draw-and-resolution", X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:77:9: operations-segment()";
        return M.call(X, f, "operations-segment", X.state.active, [], 7);
      }
      case 7: {
        X.T.sudden(X, false);
        f.pc = !!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx)) ? 8 : 9;
        continue;
      }
      case 8: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:85:9: resolve-major-event(current-card())";
        return M.call(X, f, "resolve-major-event", X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 11);
      }
      case 9: {
        f.pc = 10;
        continue;
      }
      case 10: {
        X.T.sudden(X, false);
        if (!!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx))) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:91:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:97:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:98:7: set dine.planned = false";
        C.setField(X, "dine", "planned", "=", false);
        X.T.sudden(X, false);
        L[1] = false;
        f.pc = 4;
        continue;
      }
      case 11: {
        f.pc = 10;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U115 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:24:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:345:5: tutorial-families()";
        X.T.p[52 /* tutorial-families */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:346:5: fill-raid-pool(3, 3, 3, 3, 2, 1, 0)";
        X.T.p[38 /* fill-raid-pool */]!(X, X.state.active, 3, 3, 3, 3, 2, 1, 0);
        X.at = "specs/navajo-wars/scenarios.rules:347:5: set-tracks(5, 4, 9, 3, 5)";
        X.T.p[45 /* set-tracks */]!(X, X.state.active, 5, 4, 9, 3, 5);
        X.at = "specs/navajo-wars/scenarios.rules:348:5: tutorial-instructions()";
        X.T.p[53 /* tutorial-instructions */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:349:5: tutorial-cultural-cards()";
        X.T.p[54 /* tutorial-cultural-cards */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:350:5: tutorial-deck()";
        X.T.p[55 /* tutorial-deck */]!(X, X.state.active);
        X.at = "specs/navajo-wars/two-player.rules:85:5: influence-elders()";
        return M.call(X, f, "influence-elders", X.state.active, [], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/two-player.rules:86:5: influence-families()";
        return M.call(X, f, "influence-families", X.state.active, [], 2);
      }
      case 2: {
        X.at = "specs/navajo-wars/two-player.rules:87:5: adjust-ferocity()";
        return M.call(X, f, "adjust-ferocity", X.state.active, [], 3);
      }
      case 3: {
        X.at = "specs/navajo-wars/two-player.rules:88:5: prepare-cultural-cards(headman())";
        return M.call(X, f, "prepare-cultural-cards", X.state.active, [ctx.fn[112 /* headman */]!(ctx)], 4);
      }
      case 4: {
        X.at =
          "specs/navajo-wars/two-player.rules:89:5: collect-starting-cards(turquoise.cultural-start, non-headman())";
        return M.call(
          X,
          f,
          "collect-starting-cards",
          X.state.active,
          [SF_cultural$start(ctx, "turquoise"), ctx.fn[116 /* non-headman */]!(ctx)],
          5,
        );
      }
      case 5: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U116 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, "#setup", X.state.active, [], 1);
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
        L[1] = true;
        L[2] = 0;
        f.pc = 4;
        continue;
      }
      case 3: {
        L[3] = X.T.scores(X) as unknown as V.Value;
        if (V.isIn(ctx, "card-42", B.pieces(ctx, 2000000043 /* current-card-space */))) {
          X.at = "specs/navajo-wars/scenarios.rules:375:7: judge-margin()";
          X.T.p[51 /* judge-margin */]!(X, X.state.active);
          X.state.outcome = {
            winners: C.best(L[3]! as unknown as Record<string, number>),
            draw: false,
            scores: L[3]! as unknown as Record<string, number>,
          };
        } else {
          X.state.outcome = {
            winners: [],
            draw: true,
            name: "no victory condition was met",
            scores: L[3]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      case 4: {
        if (!L[1]!) {
          f.pc = 5;
          continue;
        }
        if ((L[2]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
        L[2] = (L[2]! as number) + 1;
        L[1] = false;
        C.enter(X, 0, "Card draw phase");
        X.at = "specs/navajo-wars/game.rules:67:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000094 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:68:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:70:7: draw(deck, current-card-space)";
        C.draw(X, 2000000094 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:71:7: between-draw-and-resolution()";
        X.T.p[1 /* between-draw-and-resolution */]!(X, X.state.active);
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:77:9: operations-segment()";
        return M.call(X, f, "operations-segment", X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        f.pc = !!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx)) ? 7 : 8;
        continue;
      }
      case 7: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:85:9: resolve-major-event(current-card())";
        return M.call(X, f, "resolve-major-event", X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 10);
      }
      case 8: {
        f.pc = 9;
        continue;
      }
      case 9: {
        X.T.sudden(X, false);
        if (!!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx))) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:91:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:97:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:98:7: set dine.planned = false";
        C.setField(X, "dine", "planned", "=", false);
        X.T.sudden(X, false);
        L[1] = false;
        f.pc = 4;
        continue;
      }
      case 10: {
        f.pc = 9;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U117 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:24:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:364:5: place-families([a, b, c], [shiprock, san-juan-valley, canyon-de-chelly])";
        return M.call(X, f, "place-families", X.state.active, [K_52520477f38a, K_201b71e7eff4], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/scenarios.rules:365:5: fill-raid-pool(3, 3, 3, 3, 2, 1, 0)";
        X.T.p[38 /* fill-raid-pool */]!(X, X.state.active, 3, 3, 3, 3, 2, 1, 0);
        X.at = "specs/navajo-wars/scenarios.rules:366:5: set-tracks(5, 4, 9, 3, 5)";
        X.T.p[45 /* set-tracks */]!(X, X.state.active, 5, 4, 9, 3, 5);
        X.at = "specs/navajo-wars/scenarios.rules:367:5: set-instructions(spanish)";
        X.T.p[46 /* set-instructions */]!(X, X.state.active, "spanish");
        X.at = "specs/navajo-wars/scenarios.rules:368:5: rise-of-the-people-deck()";
        X.T.p[48 /* rise-of-the-people-deck */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:369:5: cultural-development-setup(one-level-1)";
        return M.call(X, f, "cultural-development-setup", X.state.active, ["one-level-1"], 2);
      }
      case 2: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U118 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, "#setup", X.state.active, [], 1);
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
        L[1] = true;
        L[2] = 0;
        f.pc = 4;
        continue;
      }
      case 3: {
        L[3] = X.T.scores(X) as unknown as V.Value;
        if (V.isIn(ctx, "card-42", B.pieces(ctx, 2000000043 /* current-card-space */))) {
          X.at = "specs/navajo-wars/scenarios.rules:375:7: judge-margin()";
          X.T.p[51 /* judge-margin */]!(X, X.state.active);
          X.state.outcome = {
            winners: C.best(L[3]! as unknown as Record<string, number>),
            draw: false,
            scores: L[3]! as unknown as Record<string, number>,
          };
        } else {
          X.state.outcome = {
            winners: [],
            draw: true,
            name: "no victory condition was met",
            scores: L[3]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      case 4: {
        if (!L[1]!) {
          f.pc = 5;
          continue;
        }
        if ((L[2]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
        L[2] = (L[2]! as number) + 1;
        L[1] = false;
        C.enter(X, 0, "Card draw phase");
        X.at = "specs/navajo-wars/game.rules:67:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000094 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:68:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:70:7: draw(deck, current-card-space)";
        C.draw(X, 2000000094 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:71:7: between-draw-and-resolution()";
        return M.call(X, f, "between-draw-and-resolution", X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:77:9: operations-segment()";
        return M.call(X, f, "operations-segment", X.state.active, [], 7);
      }
      case 7: {
        X.T.sudden(X, false);
        f.pc = !!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx)) ? 8 : 9;
        continue;
      }
      case 8: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:85:9: resolve-major-event(current-card())";
        return M.call(X, f, "resolve-major-event", X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 11);
      }
      case 9: {
        f.pc = 10;
        continue;
      }
      case 10: {
        X.T.sudden(X, false);
        if (!!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx))) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:91:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:97:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:98:7: set dine.planned = false";
        C.setField(X, "dine", "planned", "=", false);
        X.T.sudden(X, false);
        L[1] = false;
        f.pc = 4;
        continue;
      }
      case 11: {
        f.pc = 10;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U119 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:24:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:364:5: place-families([a, b, c], [shiprock, san-juan-valley, canyon-de-chelly])";
        return M.call(X, f, "place-families", X.state.active, [K_52520477f38a, K_201b71e7eff4], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/scenarios.rules:365:5: fill-raid-pool(3, 3, 3, 3, 2, 1, 0)";
        X.T.p[38 /* fill-raid-pool */]!(X, X.state.active, 3, 3, 3, 3, 2, 1, 0);
        X.at = "specs/navajo-wars/scenarios.rules:366:5: set-tracks(5, 4, 9, 3, 5)";
        X.T.p[45 /* set-tracks */]!(X, X.state.active, 5, 4, 9, 3, 5);
        X.at = "specs/navajo-wars/scenarios.rules:367:5: set-instructions(spanish)";
        X.T.p[46 /* set-instructions */]!(X, X.state.active, "spanish");
        X.at = "specs/navajo-wars/scenarios.rules:368:5: rise-of-the-people-deck()";
        X.T.p[48 /* rise-of-the-people-deck */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:369:5: cultural-development-setup(one-level-1)";
        X.T.p[44 /* cultural-development-setup */]!(X, X.state.active, "one-level-1");
        X.at = "specs/navajo-wars/two-player.rules:85:5: influence-elders()";
        return M.call(X, f, "influence-elders", X.state.active, [], 2);
      }
      case 2: {
        X.at = "specs/navajo-wars/two-player.rules:86:5: influence-families()";
        return M.call(X, f, "influence-families", X.state.active, [], 3);
      }
      case 3: {
        X.at = "specs/navajo-wars/two-player.rules:87:5: adjust-ferocity()";
        return M.call(X, f, "adjust-ferocity", X.state.active, [], 4);
      }
      case 4: {
        X.at = "specs/navajo-wars/two-player.rules:88:5: prepare-cultural-cards(headman())";
        return M.call(X, f, "prepare-cultural-cards", X.state.active, [ctx.fn[112 /* headman */]!(ctx)], 5);
      }
      case 5: {
        X.at =
          "specs/navajo-wars/two-player.rules:89:5: collect-starting-cards(turquoise.cultural-start, non-headman())";
        return M.call(
          X,
          f,
          "collect-starting-cards",
          X.state.active,
          [SF_cultural$start(ctx, "turquoise"), ctx.fn[116 /* non-headman */]!(ctx)],
          6,
        );
      }
      case 6: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U120 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, "#setup", X.state.active, [], 1);
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
        L[1] = true;
        L[2] = 0;
        f.pc = 4;
        continue;
      }
      case 3: {
        L[3] = X.T.scores(X) as unknown as V.Value;
        if (V.isIn(ctx, "card-45", B.pieces(ctx, 2000000043 /* current-card-space */))) {
          X.at = "specs/navajo-wars/scenarios.rules:395:7: judge-margin()";
          X.T.p[51 /* judge-margin */]!(X, X.state.active);
          X.state.outcome = {
            winners: C.best(L[3]! as unknown as Record<string, number>),
            draw: false,
            scores: L[3]! as unknown as Record<string, number>,
          };
        } else {
          X.state.outcome = {
            winners: [],
            draw: true,
            name: "no victory condition was met",
            scores: L[3]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      case 4: {
        if (!L[1]!) {
          f.pc = 5;
          continue;
        }
        if ((L[2]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
        L[2] = (L[2]! as number) + 1;
        L[1] = false;
        C.enter(X, 0, "Card draw phase");
        X.at = "specs/navajo-wars/game.rules:67:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000094 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:68:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:70:7: draw(deck, current-card-space)";
        C.draw(X, 2000000094 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:71:7: between-draw-and-resolution()";
        X.T.p[1 /* between-draw-and-resolution */]!(X, X.state.active);
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:77:9: operations-segment()";
        return M.call(X, f, "operations-segment", X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        f.pc = !!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx)) ? 7 : 8;
        continue;
      }
      case 7: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:85:9: resolve-major-event(current-card())";
        return M.call(X, f, "resolve-major-event", X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 10);
      }
      case 8: {
        f.pc = 9;
        continue;
      }
      case 9: {
        X.T.sudden(X, false);
        if (!!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx))) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:91:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:97:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:98:7: set dine.planned = false";
        C.setField(X, "dine", "planned", "=", false);
        X.T.sudden(X, false);
        L[1] = false;
        f.pc = 4;
        continue;
      }
      case 10: {
        f.pc = 9;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U121 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:24:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:384:5: place-families([a, b, c], [shiprock, san-juan-valley, canyon-de-chelly])";
        return M.call(X, f, "place-families", X.state.active, [K_52520477f38a, K_201b71e7eff4], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/scenarios.rules:385:5: fill-raid-pool(3, 3, 3, 3, 2, 1, 0)";
        X.T.p[38 /* fill-raid-pool */]!(X, X.state.active, 3, 3, 3, 3, 2, 1, 0);
        X.at = "specs/navajo-wars/scenarios.rules:386:5: set-tracks(5, 4, 9, 3, 5)";
        X.T.p[45 /* set-tracks */]!(X, X.state.active, 5, 4, 9, 3, 5);
        X.at = "specs/navajo-wars/scenarios.rules:387:5: set-instructions(spanish)";
        X.T.p[46 /* set-instructions */]!(X, X.state.active, "spanish");
        X.at = "specs/navajo-wars/scenarios.rules:388:5: period-deck([card-41, card-42, card-43, card-44, card-45])";
        X.T.p[47 /* period-deck */]!(X, X.state.active, K_f310a4c1d3cb);
        X.at = "specs/navajo-wars/scenarios.rules:389:5: cultural-development-setup(one-level-1)";
        return M.call(X, f, "cultural-development-setup", X.state.active, ["one-level-1"], 2);
      }
      case 2: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U122 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, "#setup", X.state.active, [], 1);
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
        L[1] = true;
        L[2] = 0;
        f.pc = 4;
        continue;
      }
      case 3: {
        L[3] = X.T.scores(X) as unknown as V.Value;
        if (V.isIn(ctx, "card-45", B.pieces(ctx, 2000000043 /* current-card-space */))) {
          X.at = "specs/navajo-wars/scenarios.rules:395:7: judge-margin()";
          X.T.p[51 /* judge-margin */]!(X, X.state.active);
          X.state.outcome = {
            winners: C.best(L[3]! as unknown as Record<string, number>),
            draw: false,
            scores: L[3]! as unknown as Record<string, number>,
          };
        } else {
          X.state.outcome = {
            winners: [],
            draw: true,
            name: "no victory condition was met",
            scores: L[3]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      case 4: {
        if (!L[1]!) {
          f.pc = 5;
          continue;
        }
        if ((L[2]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
        L[2] = (L[2]! as number) + 1;
        L[1] = false;
        C.enter(X, 0, "Card draw phase");
        X.at = "specs/navajo-wars/game.rules:67:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000094 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:68:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:70:7: draw(deck, current-card-space)";
        C.draw(X, 2000000094 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:71:7: between-draw-and-resolution()";
        return M.call(X, f, "between-draw-and-resolution", X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:77:9: operations-segment()";
        return M.call(X, f, "operations-segment", X.state.active, [], 7);
      }
      case 7: {
        X.T.sudden(X, false);
        f.pc = !!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx)) ? 8 : 9;
        continue;
      }
      case 8: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:85:9: resolve-major-event(current-card())";
        return M.call(X, f, "resolve-major-event", X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 11);
      }
      case 9: {
        f.pc = 10;
        continue;
      }
      case 10: {
        X.T.sudden(X, false);
        if (!!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx))) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:91:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:97:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:98:7: set dine.planned = false";
        C.setField(X, "dine", "planned", "=", false);
        X.T.sudden(X, false);
        L[1] = false;
        f.pc = 4;
        continue;
      }
      case 11: {
        f.pc = 10;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U123 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:24:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:384:5: place-families([a, b, c], [shiprock, san-juan-valley, canyon-de-chelly])";
        return M.call(X, f, "place-families", X.state.active, [K_52520477f38a, K_201b71e7eff4], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/scenarios.rules:385:5: fill-raid-pool(3, 3, 3, 3, 2, 1, 0)";
        X.T.p[38 /* fill-raid-pool */]!(X, X.state.active, 3, 3, 3, 3, 2, 1, 0);
        X.at = "specs/navajo-wars/scenarios.rules:386:5: set-tracks(5, 4, 9, 3, 5)";
        X.T.p[45 /* set-tracks */]!(X, X.state.active, 5, 4, 9, 3, 5);
        X.at = "specs/navajo-wars/scenarios.rules:387:5: set-instructions(spanish)";
        X.T.p[46 /* set-instructions */]!(X, X.state.active, "spanish");
        X.at = "specs/navajo-wars/scenarios.rules:388:5: period-deck([card-41, card-42, card-43, card-44, card-45])";
        X.T.p[47 /* period-deck */]!(X, X.state.active, K_f310a4c1d3cb);
        X.at = "specs/navajo-wars/scenarios.rules:389:5: cultural-development-setup(one-level-1)";
        X.T.p[44 /* cultural-development-setup */]!(X, X.state.active, "one-level-1");
        X.at = "specs/navajo-wars/two-player.rules:85:5: influence-elders()";
        return M.call(X, f, "influence-elders", X.state.active, [], 2);
      }
      case 2: {
        X.at = "specs/navajo-wars/two-player.rules:86:5: influence-families()";
        return M.call(X, f, "influence-families", X.state.active, [], 3);
      }
      case 3: {
        X.at = "specs/navajo-wars/two-player.rules:87:5: adjust-ferocity()";
        return M.call(X, f, "adjust-ferocity", X.state.active, [], 4);
      }
      case 4: {
        X.at = "specs/navajo-wars/two-player.rules:88:5: prepare-cultural-cards(headman())";
        return M.call(X, f, "prepare-cultural-cards", X.state.active, [ctx.fn[112 /* headman */]!(ctx)], 5);
      }
      case 5: {
        X.at =
          "specs/navajo-wars/two-player.rules:89:5: collect-starting-cards(turquoise.cultural-start, non-headman())";
        return M.call(
          X,
          f,
          "collect-starting-cards",
          X.state.active,
          [SF_cultural$start(ctx, "turquoise"), ctx.fn[116 /* non-headman */]!(ctx)],
          6,
        );
      }
      case 6: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U124 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, "#setup", X.state.active, [], 1);
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
        L[1] = true;
        L[2] = 0;
        f.pc = 4;
        continue;
      }
      case 3: {
        L[3] = X.T.scores(X) as unknown as V.Value;
        if (V.isIn(ctx, "card-50", B.pieces(ctx, 2000000043 /* current-card-space */))) {
          X.at = "specs/navajo-wars/scenarios.rules:420:7: judge-margin()";
          X.T.p[51 /* judge-margin */]!(X, X.state.active);
          X.state.outcome = {
            winners: C.best(L[3]! as unknown as Record<string, number>),
            draw: false,
            scores: L[3]! as unknown as Record<string, number>,
          };
        } else {
          X.state.outcome = {
            winners: [],
            draw: true,
            name: "no victory condition was met",
            scores: L[3]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      case 4: {
        if (!L[1]!) {
          f.pc = 5;
          continue;
        }
        if ((L[2]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
        L[2] = (L[2]! as number) + 1;
        L[1] = false;
        C.enter(X, 0, "Card draw phase");
        X.at = "specs/navajo-wars/game.rules:67:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000094 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:68:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:70:7: draw(deck, current-card-space)";
        C.draw(X, 2000000094 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:71:7: between-draw-and-resolution()";
        X.T.p[1 /* between-draw-and-resolution */]!(X, X.state.active);
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:77:9: operations-segment()";
        return M.call(X, f, "operations-segment", X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        f.pc = !!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx)) ? 7 : 8;
        continue;
      }
      case 7: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:85:9: resolve-major-event(current-card())";
        return M.call(X, f, "resolve-major-event", X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 10);
      }
      case 8: {
        f.pc = 9;
        continue;
      }
      case 9: {
        X.T.sudden(X, false);
        if (!!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx))) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:91:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:97:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:98:7: set dine.planned = false";
        C.setField(X, "dine", "planned", "=", false);
        X.T.sudden(X, false);
        L[1] = false;
        f.pc = 4;
        continue;
      }
      case 10: {
        f.pc = 9;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U125 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:24:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:404:5: move card-45 to in-play";
        C.movePieces(X, "card-45", 2000000090 /* in-play */, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:405:5: place-families([a, b, c, d], [shiprock, san-juan-valley, zuni-mountains, hopi...";
        return M.call(X, f, "place-families", X.state.active, [K_8120d8f464b7, K_e846d7e1514a], 1);
      }
      case 1: {
        X.at =
          "specs/navajo-wars/scenarios.rules:406:5: move take([for c in pieces(cube-supply) if c.colour == red], 3) to subjugation";
        const x0_items = V.readPieces(ctx, 2000000070 /* cube-supply */);
        const x1_selected: V.Value[] = [];
        for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
          const x2_c = x0_items[x3_i]!;
          if (R_colour(ctx, x2_c) === "red") x1_selected.push(x2_c);
        }
        C.movePieces(X, B.take(ctx, x1_selected, 3), 2000000072 /* subjugation */, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:407:5: fill-raid-pool(3, 4, 0, 4, 2, 3, 0)";
        X.T.p[38 /* fill-raid-pool */]!(X, X.state.active, 3, 4, 0, 4, 2, 3, 0);
        X.at = "specs/navajo-wars/scenarios.rules:408:5: set-tracks(7, 4, 12, 3, 7)";
        X.T.p[45 /* set-tracks */]!(X, X.state.active, 7, 4, 12, 3, 7);
        X.at = "specs/navajo-wars/scenarios.rules:409:5: place-drought()";
        X.T.p[40 /* place-drought */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:410:5: take-out(horse, 3, resources)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "horse", 3, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:411:5: take-out(sheep, 3, resources)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "sheep", 3, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:412:5: set-instructions(mexican)";
        X.T.p[46 /* set-instructions */]!(X, X.state.active, "mexican");
        X.at = "specs/navajo-wars/scenarios.rules:413:5: period-deck([card-46, card-47, card-48, card-49, card-50])";
        X.T.p[47 /* period-deck */]!(X, X.state.active, K_7eb04641567a);
        X.at = "specs/navajo-wars/scenarios.rules:414:5: cultural-development-setup(buy-four)";
        return M.call(X, f, "cultural-development-setup", X.state.active, ["buy-four"], 2);
      }
      case 2: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U126 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, "#setup", X.state.active, [], 1);
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
        L[1] = true;
        L[2] = 0;
        f.pc = 4;
        continue;
      }
      case 3: {
        L[3] = X.T.scores(X) as unknown as V.Value;
        if (V.isIn(ctx, "card-50", B.pieces(ctx, 2000000043 /* current-card-space */))) {
          X.at = "specs/navajo-wars/scenarios.rules:420:7: judge-margin()";
          X.T.p[51 /* judge-margin */]!(X, X.state.active);
          X.state.outcome = {
            winners: C.best(L[3]! as unknown as Record<string, number>),
            draw: false,
            scores: L[3]! as unknown as Record<string, number>,
          };
        } else {
          X.state.outcome = {
            winners: [],
            draw: true,
            name: "no victory condition was met",
            scores: L[3]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      case 4: {
        if (!L[1]!) {
          f.pc = 5;
          continue;
        }
        if ((L[2]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
        L[2] = (L[2]! as number) + 1;
        L[1] = false;
        C.enter(X, 0, "Card draw phase");
        X.at = "specs/navajo-wars/game.rules:67:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000094 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:68:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:70:7: draw(deck, current-card-space)";
        C.draw(X, 2000000094 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:71:7: between-draw-and-resolution()";
        return M.call(X, f, "between-draw-and-resolution", X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:77:9: operations-segment()";
        return M.call(X, f, "operations-segment", X.state.active, [], 7);
      }
      case 7: {
        X.T.sudden(X, false);
        f.pc = !!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx)) ? 8 : 9;
        continue;
      }
      case 8: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:85:9: resolve-major-event(current-card())";
        return M.call(X, f, "resolve-major-event", X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 11);
      }
      case 9: {
        f.pc = 10;
        continue;
      }
      case 10: {
        X.T.sudden(X, false);
        if (!!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx))) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:91:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:97:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:98:7: set dine.planned = false";
        C.setField(X, "dine", "planned", "=", false);
        X.T.sudden(X, false);
        L[1] = false;
        f.pc = 4;
        continue;
      }
      case 11: {
        f.pc = 10;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U127 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:24:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:404:5: move card-45 to in-play";
        C.movePieces(X, "card-45", 2000000090 /* in-play */, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:405:5: place-families([a, b, c, d], [shiprock, san-juan-valley, zuni-mountains, hopi...";
        return M.call(X, f, "place-families", X.state.active, [K_8120d8f464b7, K_e846d7e1514a], 1);
      }
      case 1: {
        X.at =
          "specs/navajo-wars/scenarios.rules:406:5: move take([for c in pieces(cube-supply) if c.colour == red], 3) to subjugation";
        const x0_items = V.readPieces(ctx, 2000000070 /* cube-supply */);
        const x1_selected: V.Value[] = [];
        for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
          const x2_c = x0_items[x3_i]!;
          if (R_colour(ctx, x2_c) === "red") x1_selected.push(x2_c);
        }
        C.movePieces(X, B.take(ctx, x1_selected, 3), 2000000072 /* subjugation */, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:407:5: fill-raid-pool(3, 4, 0, 4, 2, 3, 0)";
        X.T.p[38 /* fill-raid-pool */]!(X, X.state.active, 3, 4, 0, 4, 2, 3, 0);
        X.at = "specs/navajo-wars/scenarios.rules:408:5: set-tracks(7, 4, 12, 3, 7)";
        X.T.p[45 /* set-tracks */]!(X, X.state.active, 7, 4, 12, 3, 7);
        X.at = "specs/navajo-wars/scenarios.rules:409:5: place-drought()";
        X.T.p[40 /* place-drought */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:410:5: take-out(horse, 3, resources)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "horse", 3, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:411:5: take-out(sheep, 3, resources)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "sheep", 3, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:412:5: set-instructions(mexican)";
        X.T.p[46 /* set-instructions */]!(X, X.state.active, "mexican");
        X.at = "specs/navajo-wars/scenarios.rules:413:5: period-deck([card-46, card-47, card-48, card-49, card-50])";
        X.T.p[47 /* period-deck */]!(X, X.state.active, K_7eb04641567a);
        X.at = "specs/navajo-wars/scenarios.rules:414:5: cultural-development-setup(buy-four)";
        X.T.p[44 /* cultural-development-setup */]!(X, X.state.active, "buy-four");
        X.at = "specs/navajo-wars/two-player.rules:85:5: influence-elders()";
        return M.call(X, f, "influence-elders", X.state.active, [], 2);
      }
      case 2: {
        X.at = "specs/navajo-wars/two-player.rules:86:5: influence-families()";
        return M.call(X, f, "influence-families", X.state.active, [], 3);
      }
      case 3: {
        X.at = "specs/navajo-wars/two-player.rules:87:5: adjust-ferocity()";
        return M.call(X, f, "adjust-ferocity", X.state.active, [], 4);
      }
      case 4: {
        X.at = "specs/navajo-wars/two-player.rules:88:5: prepare-cultural-cards(headman())";
        return M.call(X, f, "prepare-cultural-cards", X.state.active, [ctx.fn[112 /* headman */]!(ctx)], 5);
      }
      case 5: {
        X.at =
          "specs/navajo-wars/two-player.rules:89:5: collect-starting-cards(turquoise.cultural-start, non-headman())";
        return M.call(
          X,
          f,
          "collect-starting-cards",
          X.state.active,
          [SF_cultural$start(ctx, "turquoise"), ctx.fn[116 /* non-headman */]!(ctx)],
          6,
        );
      }
      case 6: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U128 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, "#setup", X.state.active, [], 1);
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
        L[1] = true;
        L[2] = 0;
        f.pc = 4;
        continue;
      }
      case 3: {
        L[3] = X.T.scores(X) as unknown as V.Value;
        if (V.isIn(ctx, "card-55", B.pieces(ctx, 2000000043 /* current-card-space */))) {
          X.at = "specs/navajo-wars/scenarios.rules:449:7: judge-american()";
          X.T.p[50 /* judge-american */]!(X, X.state.active);
          X.state.outcome = {
            winners: C.best(L[3]! as unknown as Record<string, number>),
            draw: false,
            scores: L[3]! as unknown as Record<string, number>,
          };
        } else {
          X.state.outcome = {
            winners: [],
            draw: true,
            name: "no victory condition was met",
            scores: L[3]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      case 4: {
        if (!L[1]!) {
          f.pc = 5;
          continue;
        }
        if ((L[2]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
        L[2] = (L[2]! as number) + 1;
        L[1] = false;
        C.enter(X, 0, "Card draw phase");
        X.at = "specs/navajo-wars/game.rules:67:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000094 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:68:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:70:7: draw(deck, current-card-space)";
        C.draw(X, 2000000094 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:71:7: between-draw-and-resolution()";
        X.T.p[1 /* between-draw-and-resolution */]!(X, X.state.active);
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:77:9: operations-segment()";
        return M.call(X, f, "operations-segment", X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        f.pc = !!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx)) ? 7 : 8;
        continue;
      }
      case 7: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:85:9: resolve-major-event(current-card())";
        return M.call(X, f, "resolve-major-event", X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 10);
      }
      case 8: {
        f.pc = 9;
        continue;
      }
      case 9: {
        X.T.sudden(X, false);
        if (!!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx))) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:91:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:97:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:98:7: set dine.planned = false";
        C.setField(X, "dine", "planned", "=", false);
        X.T.sudden(X, false);
        L[1] = false;
        f.pc = 4;
        continue;
      }
      case 10: {
        f.pc = 9;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U129 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:24:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:429:5: move card-50 to in-play";
        C.movePieces(X, "card-50", 2000000090 /* in-play */, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:430:5: place-families([a, b, c, d, e], [shiprock, san-juan-valley, zuni-mountains, h...";
        return M.call(X, f, "place-families", X.state.active, [K_72fd74cd2ee5, K_1e96f691e13b], 1);
      }
      case 1: {
        X.at =
          "specs/navajo-wars/scenarios.rules:431:5: move take([for c in pieces(cube-supply) if c.colour == red], 3) to subjugation";
        const x0_items = V.readPieces(ctx, 2000000070 /* cube-supply */);
        const x1_selected: V.Value[] = [];
        for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
          const x2_c = x0_items[x3_i]!;
          if (R_colour(ctx, x2_c) === "red") x1_selected.push(x2_c);
        }
        C.movePieces(X, B.take(ctx, x1_selected, 3), 2000000072 /* subjugation */, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:432:5: fill-raid-pool(3, 4, 0, 4, 2, 1, 1)";
        X.T.p[38 /* fill-raid-pool */]!(X, X.state.active, 3, 4, 0, 4, 2, 1, 1);
        X.at = "specs/navajo-wars/scenarios.rules:433:5: set-tracks(5, 5, 5, 3, 3)";
        X.T.p[45 /* set-tracks */]!(X, X.state.active, 5, 5, 5, 3, 3);
        X.at = "specs/navajo-wars/scenarios.rules:434:5: take-out(horse, 4, resources)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "horse", 4, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:435:5: take-out(sheep, 4, resources)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "sheep", 4, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:436:5: set-instructions(american)";
        X.T.p[46 /* set-instructions */]!(X, X.state.active, "american");
        X.at = "specs/navajo-wars/scenarios.rules:437:5: place-drought()";
        X.T.p[40 /* place-drought */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:438:5: take-out(fort, 1, hopi-land-1)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "fort", 1, 2000000031 /* hopi-land-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:439:5: take-out(fort, 1, zuni-mountains-1)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "fort", 1, 2000000037 /* zuni-mountains-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:440:5: take-out(rancho, 1, shiprock-3)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "rancho", 1, 2000000009 /* shiprock-3 */);
        X.at = "specs/navajo-wars/scenarios.rules:441:5: take-out(rancho, 1, san-juan-valley-2)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "rancho", 1, 2000000014 /* san-juan-valley-2 */);
        X.at = "specs/navajo-wars/scenarios.rules:442:5: period-deck([card-51, card-52, card-53, card-54, card-55])";
        X.T.p[47 /* period-deck */]!(X, X.state.active, K_a801e62aa864);
        X.at = "specs/navajo-wars/scenarios.rules:443:5: cultural-development-setup(eight-free)";
        return M.call(X, f, "cultural-development-setup", X.state.active, ["eight-free"], 2);
      }
      case 2: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U130 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, "#setup", X.state.active, [], 1);
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
        L[1] = true;
        L[2] = 0;
        f.pc = 4;
        continue;
      }
      case 3: {
        L[3] = X.T.scores(X) as unknown as V.Value;
        if (V.isIn(ctx, "card-55", B.pieces(ctx, 2000000043 /* current-card-space */))) {
          X.at = "specs/navajo-wars/scenarios.rules:449:7: judge-american()";
          X.T.p[50 /* judge-american */]!(X, X.state.active);
          X.state.outcome = {
            winners: C.best(L[3]! as unknown as Record<string, number>),
            draw: false,
            scores: L[3]! as unknown as Record<string, number>,
          };
        } else {
          X.state.outcome = {
            winners: [],
            draw: true,
            name: "no victory condition was met",
            scores: L[3]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      case 4: {
        if (!L[1]!) {
          f.pc = 5;
          continue;
        }
        if ((L[2]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
        L[2] = (L[2]! as number) + 1;
        L[1] = false;
        C.enter(X, 0, "Card draw phase");
        X.at = "specs/navajo-wars/game.rules:67:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000094 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:68:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:70:7: draw(deck, current-card-space)";
        C.draw(X, 2000000094 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:71:7: between-draw-and-resolution()";
        return M.call(X, f, "between-draw-and-resolution", X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:77:9: operations-segment()";
        return M.call(X, f, "operations-segment", X.state.active, [], 7);
      }
      case 7: {
        X.T.sudden(X, false);
        f.pc = !!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx)) ? 8 : 9;
        continue;
      }
      case 8: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:85:9: resolve-major-event(current-card())";
        return M.call(X, f, "resolve-major-event", X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 11);
      }
      case 9: {
        f.pc = 10;
        continue;
      }
      case 10: {
        X.T.sudden(X, false);
        if (!!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx))) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:91:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:97:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:98:7: set dine.planned = false";
        C.setField(X, "dine", "planned", "=", false);
        X.T.sudden(X, false);
        L[1] = false;
        f.pc = 4;
        continue;
      }
      case 11: {
        f.pc = 10;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U131 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:24:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:429:5: move card-50 to in-play";
        C.movePieces(X, "card-50", 2000000090 /* in-play */, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:430:5: place-families([a, b, c, d, e], [shiprock, san-juan-valley, zuni-mountains, h...";
        return M.call(X, f, "place-families", X.state.active, [K_72fd74cd2ee5, K_1e96f691e13b], 1);
      }
      case 1: {
        X.at =
          "specs/navajo-wars/scenarios.rules:431:5: move take([for c in pieces(cube-supply) if c.colour == red], 3) to subjugation";
        const x0_items = V.readPieces(ctx, 2000000070 /* cube-supply */);
        const x1_selected: V.Value[] = [];
        for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
          const x2_c = x0_items[x3_i]!;
          if (R_colour(ctx, x2_c) === "red") x1_selected.push(x2_c);
        }
        C.movePieces(X, B.take(ctx, x1_selected, 3), 2000000072 /* subjugation */, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:432:5: fill-raid-pool(3, 4, 0, 4, 2, 1, 1)";
        X.T.p[38 /* fill-raid-pool */]!(X, X.state.active, 3, 4, 0, 4, 2, 1, 1);
        X.at = "specs/navajo-wars/scenarios.rules:433:5: set-tracks(5, 5, 5, 3, 3)";
        X.T.p[45 /* set-tracks */]!(X, X.state.active, 5, 5, 5, 3, 3);
        X.at = "specs/navajo-wars/scenarios.rules:434:5: take-out(horse, 4, resources)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "horse", 4, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:435:5: take-out(sheep, 4, resources)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "sheep", 4, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:436:5: set-instructions(american)";
        X.T.p[46 /* set-instructions */]!(X, X.state.active, "american");
        X.at = "specs/navajo-wars/scenarios.rules:437:5: place-drought()";
        X.T.p[40 /* place-drought */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:438:5: take-out(fort, 1, hopi-land-1)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "fort", 1, 2000000031 /* hopi-land-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:439:5: take-out(fort, 1, zuni-mountains-1)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "fort", 1, 2000000037 /* zuni-mountains-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:440:5: take-out(rancho, 1, shiprock-3)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "rancho", 1, 2000000009 /* shiprock-3 */);
        X.at = "specs/navajo-wars/scenarios.rules:441:5: take-out(rancho, 1, san-juan-valley-2)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "rancho", 1, 2000000014 /* san-juan-valley-2 */);
        X.at = "specs/navajo-wars/scenarios.rules:442:5: period-deck([card-51, card-52, card-53, card-54, card-55])";
        X.T.p[47 /* period-deck */]!(X, X.state.active, K_a801e62aa864);
        X.at = "specs/navajo-wars/scenarios.rules:443:5: cultural-development-setup(eight-free)";
        X.T.p[44 /* cultural-development-setup */]!(X, X.state.active, "eight-free");
        X.at = "specs/navajo-wars/two-player.rules:85:5: influence-elders()";
        return M.call(X, f, "influence-elders", X.state.active, [], 2);
      }
      case 2: {
        X.at = "specs/navajo-wars/two-player.rules:86:5: influence-families()";
        return M.call(X, f, "influence-families", X.state.active, [], 3);
      }
      case 3: {
        X.at = "specs/navajo-wars/two-player.rules:87:5: adjust-ferocity()";
        return M.call(X, f, "adjust-ferocity", X.state.active, [], 4);
      }
      case 4: {
        X.at = "specs/navajo-wars/two-player.rules:88:5: prepare-cultural-cards(headman())";
        return M.call(X, f, "prepare-cultural-cards", X.state.active, [ctx.fn[112 /* headman */]!(ctx)], 5);
      }
      case 5: {
        X.at =
          "specs/navajo-wars/two-player.rules:89:5: collect-starting-cards(turquoise.cultural-start, non-headman())";
        return M.call(
          X,
          f,
          "collect-starting-cards",
          X.state.active,
          [SF_cultural$start(ctx, "turquoise"), ctx.fn[116 /* non-headman */]!(ctx)],
          6,
        );
      }
      case 6: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U132 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, "#setup", X.state.active, [], 1);
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
        L[1] = true;
        L[2] = 0;
        f.pc = 4;
        continue;
      }
      case 3: {
        L[3] = X.T.scores(X) as unknown as V.Value;
        if (V.isIn(ctx, "card-55", B.pieces(ctx, 2000000043 /* current-card-space */))) {
          X.at = "specs/navajo-wars/scenarios.rules:480:7: judge-american()";
          X.T.p[50 /* judge-american */]!(X, X.state.active);
          X.state.outcome = {
            winners: C.best(L[3]! as unknown as Record<string, number>),
            draw: false,
            scores: L[3]! as unknown as Record<string, number>,
          };
        } else {
          X.state.outcome = {
            winners: [],
            draw: true,
            name: "no victory condition was met",
            scores: L[3]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      case 4: {
        if (!L[1]!) {
          f.pc = 5;
          continue;
        }
        if ((L[2]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
        L[2] = (L[2]! as number) + 1;
        L[1] = false;
        C.enter(X, 0, "Card draw phase");
        X.at = "specs/navajo-wars/game.rules:67:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000094 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:68:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:70:7: draw(deck, current-card-space)";
        C.draw(X, 2000000094 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:71:7: between-draw-and-resolution()";
        X.T.p[1 /* between-draw-and-resolution */]!(X, X.state.active);
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:77:9: operations-segment()";
        return M.call(X, f, "operations-segment", X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        f.pc = !!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx)) ? 7 : 8;
        continue;
      }
      case 7: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:85:9: resolve-major-event(current-card())";
        return M.call(X, f, "resolve-major-event", X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 10);
      }
      case 8: {
        f.pc = 9;
        continue;
      }
      case 9: {
        X.T.sudden(X, false);
        if (!!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx))) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:91:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:97:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:98:7: set dine.planned = false";
        C.setField(X, "dine", "planned", "=", false);
        X.T.sudden(X, false);
        L[1] = false;
        f.pc = 4;
        continue;
      }
      case 10: {
        f.pc = 9;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U133 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:24:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:458:5: move [card-50, card-51, card-53, card-54] to in-play";
        C.movePieces(X, K_22e56730a7c8, 2000000090 /* in-play */, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:459:5: place-families([a, b, c, d, e], [shiprock, san-juan-valley, zuni-mountains, h...";
        return M.call(X, f, "place-families", X.state.active, [K_72fd74cd2ee5, K_1e96f691e13b], 1);
      }
      case 1: {
        X.at =
          "specs/navajo-wars/scenarios.rules:460:5: choose host from [for f in pieces(dinetaah) if f.kind == family] by dine-play...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "host",
            V.readPieces(ctx, "dinetaah").filter((x2_f: V.Value) => V.kindOf(ctx, x2_f) === "family"),
            ctx.fn[0 /* dine-player */]!(ctx),
            "manuelito-family",
            X.state.active,
            undefined,
            false,
            undefined,
            undefined,
          ),
          0,
          2,
        );
      }
      case 2: {
        X.at = "specs/navajo-wars/scenarios.rules:461:5: move manuelito to family-box(host)";
        C.movePieces(X, "manuelito", ctx.fn[96 /* family-box */]!(ctx, L[0]!), X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:462:5: fill-raid-pool(3, 4, 3, 4, 2, 1, 1)";
        X.T.p[38 /* fill-raid-pool */]!(X, X.state.active, 3, 4, 3, 4, 2, 1, 1);
        X.at = "specs/navajo-wars/scenarios.rules:463:5: set-tracks(5, 5, 5, 0, 5)";
        X.T.p[45 /* set-tracks */]!(X, X.state.active, 5, 5, 5, 0, 5);
        X.at = "specs/navajo-wars/scenarios.rules:464:5: take-out(horse, 4, resources)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "horse", 4, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:465:5: take-out(sheep, 4, resources)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "sheep", 4, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:466:5: move firearms to resources";
        C.movePieces(X, "firearms", 2000000085 /* resources */, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:467:5: set-instructions(american)";
        X.T.p[46 /* set-instructions */]!(X, X.state.active, "american");
        X.at = "specs/navajo-wars/scenarios.rules:468:5: place-drought()";
        X.T.p[40 /* place-drought */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:469:5: take-out(fort, 1, zuni-mountains-1)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "fort", 1, 2000000037 /* zuni-mountains-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:470:5: take-out(fort, 1, hopi-land-1)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "fort", 1, 2000000031 /* hopi-land-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:471:5: take-out(rancho, 1, shiprock-1)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "rancho", 1, 2000000007 /* shiprock-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:472:5: take-out(rancho, 1, san-juan-valley-1)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "rancho", 1, 2000000013 /* san-juan-valley-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:473:5: rope-thrower-deck()";
        X.T.p[49 /* rope-thrower-deck */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:474:5: cultural-development-setup(four-sets)";
        return M.call(X, f, "cultural-development-setup", X.state.active, ["four-sets"], 3);
      }
      case 3: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U134 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, "#setup", X.state.active, [], 1);
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
        L[1] = true;
        L[2] = 0;
        f.pc = 4;
        continue;
      }
      case 3: {
        L[3] = X.T.scores(X) as unknown as V.Value;
        if (V.isIn(ctx, "card-55", B.pieces(ctx, 2000000043 /* current-card-space */))) {
          X.at = "specs/navajo-wars/scenarios.rules:480:7: judge-american()";
          X.T.p[50 /* judge-american */]!(X, X.state.active);
          X.state.outcome = {
            winners: C.best(L[3]! as unknown as Record<string, number>),
            draw: false,
            scores: L[3]! as unknown as Record<string, number>,
          };
        } else {
          X.state.outcome = {
            winners: [],
            draw: true,
            name: "no victory condition was met",
            scores: L[3]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      case 4: {
        if (!L[1]!) {
          f.pc = 5;
          continue;
        }
        if ((L[2]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
        L[2] = (L[2]! as number) + 1;
        L[1] = false;
        C.enter(X, 0, "Card draw phase");
        X.at = "specs/navajo-wars/game.rules:67:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000094 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:68:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:70:7: draw(deck, current-card-space)";
        C.draw(X, 2000000094 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:71:7: between-draw-and-resolution()";
        return M.call(X, f, "between-draw-and-resolution", X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:77:9: operations-segment()";
        return M.call(X, f, "operations-segment", X.state.active, [], 7);
      }
      case 7: {
        X.T.sudden(X, false);
        f.pc = !!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx)) ? 8 : 9;
        continue;
      }
      case 8: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:85:9: resolve-major-event(current-card())";
        return M.call(X, f, "resolve-major-event", X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 11);
      }
      case 9: {
        f.pc = 10;
        continue;
      }
      case 10: {
        X.T.sudden(X, false);
        if (!!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx))) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:91:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:97:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:98:7: set dine.planned = false";
        C.setField(X, "dine", "planned", "=", false);
        X.T.sudden(X, false);
        L[1] = false;
        f.pc = 4;
        continue;
      }
      case 11: {
        f.pc = 10;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U135 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:24:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:458:5: move [card-50, card-51, card-53, card-54] to in-play";
        C.movePieces(X, K_22e56730a7c8, 2000000090 /* in-play */, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:459:5: place-families([a, b, c, d, e], [shiprock, san-juan-valley, zuni-mountains, h...";
        return M.call(X, f, "place-families", X.state.active, [K_72fd74cd2ee5, K_1e96f691e13b], 1);
      }
      case 1: {
        X.at =
          "specs/navajo-wars/scenarios.rules:460:5: choose host from [for f in pieces(dinetaah) if f.kind == family] by dine-play...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "host",
            V.readPieces(ctx, "dinetaah").filter((x2_f: V.Value) => V.kindOf(ctx, x2_f) === "family"),
            ctx.fn[0 /* dine-player */]!(ctx),
            "manuelito-family",
            X.state.active,
            undefined,
            false,
            undefined,
            undefined,
          ),
          0,
          2,
        );
      }
      case 2: {
        X.at = "specs/navajo-wars/scenarios.rules:461:5: move manuelito to family-box(host)";
        C.movePieces(X, "manuelito", ctx.fn[96 /* family-box */]!(ctx, L[0]!), X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:462:5: fill-raid-pool(3, 4, 3, 4, 2, 1, 1)";
        X.T.p[38 /* fill-raid-pool */]!(X, X.state.active, 3, 4, 3, 4, 2, 1, 1);
        X.at = "specs/navajo-wars/scenarios.rules:463:5: set-tracks(5, 5, 5, 0, 5)";
        X.T.p[45 /* set-tracks */]!(X, X.state.active, 5, 5, 5, 0, 5);
        X.at = "specs/navajo-wars/scenarios.rules:464:5: take-out(horse, 4, resources)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "horse", 4, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:465:5: take-out(sheep, 4, resources)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "sheep", 4, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:466:5: move firearms to resources";
        C.movePieces(X, "firearms", 2000000085 /* resources */, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:467:5: set-instructions(american)";
        X.T.p[46 /* set-instructions */]!(X, X.state.active, "american");
        X.at = "specs/navajo-wars/scenarios.rules:468:5: place-drought()";
        X.T.p[40 /* place-drought */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:469:5: take-out(fort, 1, zuni-mountains-1)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "fort", 1, 2000000037 /* zuni-mountains-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:470:5: take-out(fort, 1, hopi-land-1)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "fort", 1, 2000000031 /* hopi-land-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:471:5: take-out(rancho, 1, shiprock-1)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "rancho", 1, 2000000007 /* shiprock-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:472:5: take-out(rancho, 1, san-juan-valley-1)";
        X.T.p[39 /* take-out */]!(X, X.state.active, "rancho", 1, 2000000013 /* san-juan-valley-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:473:5: rope-thrower-deck()";
        X.T.p[49 /* rope-thrower-deck */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:474:5: cultural-development-setup(four-sets)";
        X.T.p[44 /* cultural-development-setup */]!(X, X.state.active, "four-sets");
        X.at = "specs/navajo-wars/two-player.rules:85:5: influence-elders()";
        return M.call(X, f, "influence-elders", X.state.active, [], 3);
      }
      case 3: {
        X.at = "specs/navajo-wars/two-player.rules:86:5: influence-families()";
        return M.call(X, f, "influence-families", X.state.active, [], 4);
      }
      case 4: {
        X.at = "specs/navajo-wars/two-player.rules:87:5: adjust-ferocity()";
        return M.call(X, f, "adjust-ferocity", X.state.active, [], 5);
      }
      case 5: {
        X.at = "specs/navajo-wars/two-player.rules:88:5: prepare-cultural-cards(headman())";
        return M.call(X, f, "prepare-cultural-cards", X.state.active, [ctx.fn[112 /* headman */]!(ctx)], 6);
      }
      case 6: {
        X.at =
          "specs/navajo-wars/two-player.rules:89:5: collect-starting-cards(turquoise.cultural-start, non-headman())";
        return M.call(
          X,
          f,
          "collect-starting-cards",
          X.state.active,
          [SF_cultural$start(ctx, "turquoise"), ctx.fn[116 /* non-headman */]!(ctx)],
          7,
        );
      }
      case 7: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U136 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/scenarios.rules:505:5: move pieces(passage-of-time) to out-of-play";
  C.movePieces(X, B.pieces(ctx, "passage-of-time"), 2000000086 /* out-of-play */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:506:5: start-elders()";
  X.T.p[35 /* start-elders */]!(X, actor);
  X.at = "specs/navajo-wars/scenarios.rules:507:5: move pieces(raided-cubes) to raid-pool";
  C.movePieces(X, B.pieces(ctx, 2000000073 /* raided-cubes */), 2000000071 /* raid-pool */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:508:5: set culture-points = 9";
  C.setTrack(X, "culture-points", "=", 9);
  X.at = "specs/navajo-wars/scenarios.rules:509:5: set dine-aps = 3";
  C.setTrack(X, "dine-aps", "=", 3);
  X.at = "specs/navajo-wars/scenarios.rules:510:5: unspecified automatic-victory";
  C.notSpecified(X, "automatic-victory");
};

const U137 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, "#setup", X.state.active, [], 1);
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
        L[1] = true;
        L[2] = 0;
        f.pc = 4;
        continue;
      }
      case 3: {
        L[3] = X.T.scores(X) as unknown as V.Value;
        if (V.isIn(ctx, "card-55", B.pieces(ctx, 2000000043 /* current-card-space */))) {
          X.at = "specs/navajo-wars/scenarios.rules:516:7: judge-american()";
          X.T.p[50 /* judge-american */]!(X, X.state.active);
          X.state.outcome = {
            winners: C.best(L[3]! as unknown as Record<string, number>),
            draw: false,
            scores: L[3]! as unknown as Record<string, number>,
          };
        } else {
          X.state.outcome = {
            winners: [],
            draw: true,
            name: "no victory condition was met",
            scores: L[3]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      case 4: {
        if (!L[1]!) {
          f.pc = 5;
          continue;
        }
        if ((L[2]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
        L[2] = (L[2]! as number) + 1;
        L[1] = false;
        C.enter(X, 0, "Card draw phase");
        X.at = "specs/navajo-wars/game.rules:67:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000094 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:68:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:70:7: draw(deck, current-card-space)";
        C.draw(X, 2000000094 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:71:7: between-draw-and-resolution()";
        X.T.p[1 /* between-draw-and-resolution */]!(X, X.state.active);
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:77:9: operations-segment()";
        return M.call(X, f, "operations-segment", X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        f.pc = !!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx)) ? 7 : 8;
        continue;
      }
      case 7: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:85:9: resolve-major-event(current-card())";
        return M.call(X, f, "resolve-major-event", X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 10);
      }
      case 8: {
        f.pc = 9;
        continue;
      }
      case 9: {
        X.T.sudden(X, false);
        if (!!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx))) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:91:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:97:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:98:7: set dine.planned = false";
        C.setField(X, "dine", "planned", "=", false);
        X.T.sudden(X, false);
        L[1] = false;
        f.pc = 4;
        continue;
      }
      case 10: {
        f.pc = 9;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U138 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:24:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:493:5: place-families([a, b, c], [shiprock, san-juan-valley, canyon-de-chelly])";
        return M.call(X, f, "place-families", X.state.active, [K_52520477f38a, K_201b71e7eff4], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/scenarios.rules:494:5: fill-raid-pool(3, 3, 3, 3, 2, 1, 0)";
        X.T.p[38 /* fill-raid-pool */]!(X, X.state.active, 3, 3, 3, 3, 2, 1, 0);
        X.at = "specs/navajo-wars/scenarios.rules:495:5: set-tracks(5, 4, 9, 3, 5)";
        X.T.p[45 /* set-tracks */]!(X, X.state.active, 5, 4, 9, 3, 5);
        X.at = "specs/navajo-wars/scenarios.rules:496:5: set-instructions(spanish)";
        X.T.p[46 /* set-instructions */]!(X, X.state.active, "spanish");
        X.at = "specs/navajo-wars/scenarios.rules:497:5: period-deck([card-41, card-42, card-43, card-44, card-45])";
        X.T.p[47 /* period-deck */]!(X, X.state.active, K_f310a4c1d3cb);
        X.at = "specs/navajo-wars/scenarios.rules:498:5: cultural-development-setup(one-level-1)";
        return M.call(X, f, "cultural-development-setup", X.state.active, ["one-level-1"], 2);
      }
      case 2: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U139 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, "#setup", X.state.active, [], 1);
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
        L[1] = true;
        L[2] = 0;
        f.pc = 4;
        continue;
      }
      case 3: {
        L[3] = X.T.scores(X) as unknown as V.Value;
        if (V.isIn(ctx, "card-55", B.pieces(ctx, 2000000043 /* current-card-space */))) {
          X.at = "specs/navajo-wars/scenarios.rules:516:7: judge-american()";
          X.T.p[50 /* judge-american */]!(X, X.state.active);
          X.state.outcome = {
            winners: C.best(L[3]! as unknown as Record<string, number>),
            draw: false,
            scores: L[3]! as unknown as Record<string, number>,
          };
        } else {
          X.state.outcome = {
            winners: [],
            draw: true,
            name: "no victory condition was met",
            scores: L[3]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      case 4: {
        if (!L[1]!) {
          f.pc = 5;
          continue;
        }
        if ((L[2]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
        L[2] = (L[2]! as number) + 1;
        L[1] = false;
        C.enter(X, 0, "Card draw phase");
        X.at = "specs/navajo-wars/game.rules:67:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000094 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:68:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:70:7: draw(deck, current-card-space)";
        C.draw(X, 2000000094 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:71:7: between-draw-and-resolution()";
        return M.call(X, f, "between-draw-and-resolution", X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:77:9: operations-segment()";
        return M.call(X, f, "operations-segment", X.state.active, [], 7);
      }
      case 7: {
        X.T.sudden(X, false);
        f.pc = !!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx)) ? 8 : 9;
        continue;
      }
      case 8: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:85:9: resolve-major-event(current-card())";
        return M.call(X, f, "resolve-major-event", X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 11);
      }
      case 9: {
        f.pc = 10;
        continue;
      }
      case 10: {
        X.T.sudden(X, false);
        if (!!V.truthy(ctx.fn[12 /* operations-card-drawn */]!(ctx))) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:91:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:97:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:98:7: set dine.planned = false";
        C.setField(X, "dine", "planned", "=", false);
        X.T.sudden(X, false);
        L[1] = false;
        f.pc = 4;
        continue;
      }
      case 11: {
        f.pc = 10;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U140 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:24:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:493:5: place-families([a, b, c], [shiprock, san-juan-valley, canyon-de-chelly])";
        return M.call(X, f, "place-families", X.state.active, [K_52520477f38a, K_201b71e7eff4], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/scenarios.rules:494:5: fill-raid-pool(3, 3, 3, 3, 2, 1, 0)";
        X.T.p[38 /* fill-raid-pool */]!(X, X.state.active, 3, 3, 3, 3, 2, 1, 0);
        X.at = "specs/navajo-wars/scenarios.rules:495:5: set-tracks(5, 4, 9, 3, 5)";
        X.T.p[45 /* set-tracks */]!(X, X.state.active, 5, 4, 9, 3, 5);
        X.at = "specs/navajo-wars/scenarios.rules:496:5: set-instructions(spanish)";
        X.T.p[46 /* set-instructions */]!(X, X.state.active, "spanish");
        X.at = "specs/navajo-wars/scenarios.rules:497:5: period-deck([card-41, card-42, card-43, card-44, card-45])";
        X.T.p[47 /* period-deck */]!(X, X.state.active, K_f310a4c1d3cb);
        X.at = "specs/navajo-wars/scenarios.rules:498:5: cultural-development-setup(one-level-1)";
        X.T.p[44 /* cultural-development-setup */]!(X, X.state.active, "one-level-1");
        X.at = "specs/navajo-wars/two-player.rules:85:5: influence-elders()";
        return M.call(X, f, "influence-elders", X.state.active, [], 2);
      }
      case 2: {
        X.at = "specs/navajo-wars/two-player.rules:86:5: influence-families()";
        return M.call(X, f, "influence-families", X.state.active, [], 3);
      }
      case 3: {
        X.at = "specs/navajo-wars/two-player.rules:87:5: adjust-ferocity()";
        return M.call(X, f, "adjust-ferocity", X.state.active, [], 4);
      }
      case 4: {
        X.at = "specs/navajo-wars/two-player.rules:88:5: prepare-cultural-cards(headman())";
        return M.call(X, f, "prepare-cultural-cards", X.state.active, [ctx.fn[112 /* headman */]!(ctx)], 5);
      }
      case 5: {
        X.at =
          "specs/navajo-wars/two-player.rules:89:5: collect-starting-cards(turquoise.cultural-start, non-headman())";
        return M.call(
          X,
          f,
          "collect-starting-cards",
          X.state.active,
          [SF_cultural$start(ctx, "turquoise"), ctx.fn[116 /* non-headman */]!(ctx)],
          6,
        );
      }
      case 6: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const T0: C.Units = {
  f: C.unitList({
    0: U0 /* dine-player */,
    4: U0 /* tribe-winner */,
    8: U1 /* current-card */,
    12: U2 /* operations-card-drawn */,
    16: U3 /* cards-with-values */,
    20: U4 /* cards-with-icons */,
    24: U5 /* cards-with-events */,
    28: U6 /* women-in-play */,
    32: U7 /* trade-goods-available */,
    36: U8 /* evasion-modifier */,
    40: U9 /* trade-goods-held */,
    44: U10 /* blessing-cards */,
    48: U11 /* families-in-play */,
    52: U12 /* activations */,
    56: U13 /* family-mps */,
    60: U14 /* has-horse */,
    64: U15 /* area-cost */,
    68: U16 /* entry-cost */,
    72: U17 /* raid-cost */,
    76: U18 /* shown-instruction */,
    80: U19 /* least-cost */,
    84: U20 /* most-cost */,
    88: U21 /* in-row */,
    92: U22 /* outposts-on-map */,
    96: U23 /* family-box */,
    100: U24 /* collectable */,
    104: U25 /* margin */,
    93: U26 /* outposts-on-map#empty */,
    33: U27 /* trade-goods-available#empty */,
    35: U28 /* trade-goods-available#first */,
    42: U29 /* trade-goods-held#count */,
    41: U30 /* trade-goods-held#empty */,
    43: U31 /* trade-goods-held#first */,
  }),
  p: C.unitList({
    0: U32 /* prepare-players */,
    1: U32 /* between-draw-and-resolution */,
    3: U33 /* collect-enemy-aps */,
    4: U34 /* reset-cubes */,
    6: U35 /* resolve-minor-event */,
    8: U36 /* icon-to-passage-of-time */,
    18: U37 /* left-behind */,
    19: U38 /* enter-intruders */,
    20: U39 /* raise-ferocity */,
    22: U40 /* plant-corn */,
    24: U41 /* enemy-operations */,
    25: U42 /* shift-instructions */,
    26: U43 /* swap-row */,
    27: U44 /* execute-instructions */,
    28: U45 /* execute-instruction */,
    29: U46 /* build-outpost */,
    30: U47 /* subjugation-draw */,
    31: U48 /* add-subjugation */,
    32: U49 /* reset-instruction-display */,
    34: U50 /* start-family */,
    35: U51 /* start-elders */,
    36: U52 /* place-elders */,
    37: U53 /* fill-instruction-display */,
    38: U54 /* fill-raid-pool */,
    39: U55 /* take-out */,
    40: U56 /* place-drought */,
    45: U57 /* set-tracks */,
    46: U58 /* set-instructions */,
    47: U59 /* period-deck */,
    48: U60 /* rise-of-the-people-deck */,
    49: U61 /* rope-thrower-deck */,
    50: U62 /* judge-american */,
    51: U63 /* judge-margin */,
    52: U64 /* tutorial-families */,
    53: U65 /* tutorial-instructions */,
    54: U66 /* tutorial-cultural-cards */,
    55: U67 /* tutorial-deck */,
  }),
  s: {
    "#game": U68,
    "#setup": U69,
    "operations-segment": U70,
    "resolve-major-event": U71,
    "player-operation": U72,
    planning: U73,
    "elder-action": U74,
    "make-trade-goods": U75,
    "tribal-diplomacy": U76,
    "roll-or-bless": U77,
    "player-roll": U78,
    "ceremony-steps": U79,
    "take-actions": U80,
    "activate-family": U81,
    "raid-on-outpost": U82,
    "raid-new-mexico": U83,
    "place-families": U84,
    "prepare-cultural-cards": U85,
    "collect-free": U86,
    "collect-starting-cards": U87,
    "cultural-development-setup": U88,
  },
  sudden: U89,
  scores: U90,
  violations: U91,
  on: U92,
  allow: U93,
  watched: {},
  restricted: {},
};

const T1: C.Units = {
  ...T0,
  p: C.unitList({ 57: U94 /* trade-animals */ }, T0.p),
};

const T2: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U95 /* dine-player */,
      4: U96 /* tribe-winner */,
      108: U97 /* mark-of */,
      112: U98 /* headman */,
      116: U99 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U100 /* prepare-players */,
    3: U33 /* collect-enemy-aps */,
    4: U34 /* reset-cubes */,
    6: U35 /* resolve-minor-event */,
    8: U36 /* icon-to-passage-of-time */,
    18: U37 /* left-behind */,
    19: U38 /* enter-intruders */,
    20: U39 /* raise-ferocity */,
    22: U40 /* plant-corn */,
    24: U41 /* enemy-operations */,
    25: U42 /* shift-instructions */,
    26: U43 /* swap-row */,
    27: U44 /* execute-instructions */,
    28: U45 /* execute-instruction */,
    29: U46 /* build-outpost */,
    30: U47 /* subjugation-draw */,
    31: U48 /* add-subjugation */,
    32: U49 /* reset-instruction-display */,
    34: U50 /* start-family */,
    35: U51 /* start-elders */,
    36: U52 /* place-elders */,
    37: U53 /* fill-instruction-display */,
    38: U54 /* fill-raid-pool */,
    39: U55 /* take-out */,
    40: U56 /* place-drought */,
    44: U101 /* cultural-development-setup */,
    45: U57 /* set-tracks */,
    46: U58 /* set-instructions */,
    47: U59 /* period-deck */,
    48: U60 /* rise-of-the-people-deck */,
    49: U61 /* rope-thrower-deck */,
    50: U62 /* judge-american */,
    51: U63 /* judge-margin */,
    52: U64 /* tutorial-families */,
    53: U65 /* tutorial-instructions */,
    54: U66 /* tutorial-cultural-cards */,
    55: U67 /* tutorial-deck */,
    63: U102 /* pass-headman */,
    64: U103 /* gain-ip */,
  }),
  s: {
    "#game": U104,
    "#setup": U105,
    "between-draw-and-resolution": U106,
    "operations-segment": U70,
    "resolve-major-event": U71,
    "player-operation": U72,
    planning: U73,
    "elder-action": U74,
    "make-trade-goods": U75,
    "tribal-diplomacy": U76,
    "roll-or-bless": U77,
    "player-roll": U78,
    "ceremony-steps": U79,
    "take-actions": U80,
    "activate-family": U81,
    "raid-on-outpost": U82,
    "raid-new-mexico": U83,
    "place-families": U84,
    "prepare-cultural-cards": U85,
    "collect-free": U86,
    "collect-starting-cards": U87,
    "influence-elders": U107,
    "place-elder-influence": U108,
    "influence-families": U109,
    "place-family-influence": U110,
    "adjust-ferocity": U111,
  },
};

const T3: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U95 /* dine-player */,
      4: U96 /* tribe-winner */,
      108: U97 /* mark-of */,
      112: U98 /* headman */,
      116: U99 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U100 /* prepare-players */,
    3: U33 /* collect-enemy-aps */,
    4: U34 /* reset-cubes */,
    6: U35 /* resolve-minor-event */,
    8: U36 /* icon-to-passage-of-time */,
    18: U37 /* left-behind */,
    19: U38 /* enter-intruders */,
    20: U39 /* raise-ferocity */,
    22: U40 /* plant-corn */,
    24: U41 /* enemy-operations */,
    25: U42 /* shift-instructions */,
    26: U43 /* swap-row */,
    27: U44 /* execute-instructions */,
    28: U45 /* execute-instruction */,
    29: U46 /* build-outpost */,
    30: U47 /* subjugation-draw */,
    31: U48 /* add-subjugation */,
    32: U49 /* reset-instruction-display */,
    34: U50 /* start-family */,
    35: U51 /* start-elders */,
    36: U52 /* place-elders */,
    37: U53 /* fill-instruction-display */,
    38: U54 /* fill-raid-pool */,
    39: U55 /* take-out */,
    40: U56 /* place-drought */,
    44: U101 /* cultural-development-setup */,
    45: U57 /* set-tracks */,
    46: U58 /* set-instructions */,
    47: U59 /* period-deck */,
    48: U60 /* rise-of-the-people-deck */,
    49: U61 /* rope-thrower-deck */,
    50: U62 /* judge-american */,
    51: U63 /* judge-margin */,
    52: U64 /* tutorial-families */,
    53: U65 /* tutorial-instructions */,
    54: U66 /* tutorial-cultural-cards */,
    55: U67 /* tutorial-deck */,
    57: U94 /* trade-animals */,
    63: U102 /* pass-headman */,
    64: U103 /* gain-ip */,
  }),
  s: {
    "#game": U104,
    "#setup": U105,
    "between-draw-and-resolution": U106,
    "operations-segment": U70,
    "resolve-major-event": U71,
    "player-operation": U72,
    planning: U73,
    "elder-action": U74,
    "make-trade-goods": U75,
    "tribal-diplomacy": U76,
    "roll-or-bless": U77,
    "player-roll": U78,
    "ceremony-steps": U79,
    "take-actions": U80,
    "activate-family": U81,
    "raid-on-outpost": U82,
    "raid-new-mexico": U83,
    "place-families": U84,
    "prepare-cultural-cards": U85,
    "collect-free": U86,
    "collect-starting-cards": U87,
    "influence-elders": U107,
    "place-elder-influence": U108,
    "influence-families": U109,
    "place-family-influence": U110,
    "adjust-ferocity": U111,
  },
};

const T4: C.Units = {
  ...T0,
  s: { ...T0.s, "#game": U112, "#setup": U113 },
};

const T5: C.Units = {
  ...T0,
  p: C.unitList({ 57: U94 /* trade-animals */ }, T0.p),
  s: { ...T0.s, "#game": U112, "#setup": U113 },
};

const T6: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U95 /* dine-player */,
      4: U96 /* tribe-winner */,
      108: U97 /* mark-of */,
      112: U98 /* headman */,
      116: U99 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U100 /* prepare-players */,
    3: U33 /* collect-enemy-aps */,
    4: U34 /* reset-cubes */,
    6: U35 /* resolve-minor-event */,
    8: U36 /* icon-to-passage-of-time */,
    18: U37 /* left-behind */,
    19: U38 /* enter-intruders */,
    20: U39 /* raise-ferocity */,
    22: U40 /* plant-corn */,
    24: U41 /* enemy-operations */,
    25: U42 /* shift-instructions */,
    26: U43 /* swap-row */,
    27: U44 /* execute-instructions */,
    28: U45 /* execute-instruction */,
    29: U46 /* build-outpost */,
    30: U47 /* subjugation-draw */,
    31: U48 /* add-subjugation */,
    32: U49 /* reset-instruction-display */,
    34: U50 /* start-family */,
    35: U51 /* start-elders */,
    36: U52 /* place-elders */,
    37: U53 /* fill-instruction-display */,
    38: U54 /* fill-raid-pool */,
    39: U55 /* take-out */,
    40: U56 /* place-drought */,
    44: U101 /* cultural-development-setup */,
    45: U57 /* set-tracks */,
    46: U58 /* set-instructions */,
    47: U59 /* period-deck */,
    48: U60 /* rise-of-the-people-deck */,
    49: U61 /* rope-thrower-deck */,
    50: U62 /* judge-american */,
    51: U63 /* judge-margin */,
    52: U64 /* tutorial-families */,
    53: U65 /* tutorial-instructions */,
    54: U66 /* tutorial-cultural-cards */,
    55: U67 /* tutorial-deck */,
    63: U102 /* pass-headman */,
    64: U103 /* gain-ip */,
  }),
  s: {
    "#game": U114,
    "#setup": U115,
    "between-draw-and-resolution": U106,
    "operations-segment": U70,
    "resolve-major-event": U71,
    "player-operation": U72,
    planning: U73,
    "elder-action": U74,
    "make-trade-goods": U75,
    "tribal-diplomacy": U76,
    "roll-or-bless": U77,
    "player-roll": U78,
    "ceremony-steps": U79,
    "take-actions": U80,
    "activate-family": U81,
    "raid-on-outpost": U82,
    "raid-new-mexico": U83,
    "place-families": U84,
    "prepare-cultural-cards": U85,
    "collect-free": U86,
    "collect-starting-cards": U87,
    "influence-elders": U107,
    "place-elder-influence": U108,
    "influence-families": U109,
    "place-family-influence": U110,
    "adjust-ferocity": U111,
  },
};

const T7: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U95 /* dine-player */,
      4: U96 /* tribe-winner */,
      108: U97 /* mark-of */,
      112: U98 /* headman */,
      116: U99 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U100 /* prepare-players */,
    3: U33 /* collect-enemy-aps */,
    4: U34 /* reset-cubes */,
    6: U35 /* resolve-minor-event */,
    8: U36 /* icon-to-passage-of-time */,
    18: U37 /* left-behind */,
    19: U38 /* enter-intruders */,
    20: U39 /* raise-ferocity */,
    22: U40 /* plant-corn */,
    24: U41 /* enemy-operations */,
    25: U42 /* shift-instructions */,
    26: U43 /* swap-row */,
    27: U44 /* execute-instructions */,
    28: U45 /* execute-instruction */,
    29: U46 /* build-outpost */,
    30: U47 /* subjugation-draw */,
    31: U48 /* add-subjugation */,
    32: U49 /* reset-instruction-display */,
    34: U50 /* start-family */,
    35: U51 /* start-elders */,
    36: U52 /* place-elders */,
    37: U53 /* fill-instruction-display */,
    38: U54 /* fill-raid-pool */,
    39: U55 /* take-out */,
    40: U56 /* place-drought */,
    44: U101 /* cultural-development-setup */,
    45: U57 /* set-tracks */,
    46: U58 /* set-instructions */,
    47: U59 /* period-deck */,
    48: U60 /* rise-of-the-people-deck */,
    49: U61 /* rope-thrower-deck */,
    50: U62 /* judge-american */,
    51: U63 /* judge-margin */,
    52: U64 /* tutorial-families */,
    53: U65 /* tutorial-instructions */,
    54: U66 /* tutorial-cultural-cards */,
    55: U67 /* tutorial-deck */,
    57: U94 /* trade-animals */,
    63: U102 /* pass-headman */,
    64: U103 /* gain-ip */,
  }),
  s: {
    "#game": U114,
    "#setup": U115,
    "between-draw-and-resolution": U106,
    "operations-segment": U70,
    "resolve-major-event": U71,
    "player-operation": U72,
    planning: U73,
    "elder-action": U74,
    "make-trade-goods": U75,
    "tribal-diplomacy": U76,
    "roll-or-bless": U77,
    "player-roll": U78,
    "ceremony-steps": U79,
    "take-actions": U80,
    "activate-family": U81,
    "raid-on-outpost": U82,
    "raid-new-mexico": U83,
    "place-families": U84,
    "prepare-cultural-cards": U85,
    "collect-free": U86,
    "collect-starting-cards": U87,
    "influence-elders": U107,
    "place-elder-influence": U108,
    "influence-families": U109,
    "place-family-influence": U110,
    "adjust-ferocity": U111,
  },
};

const T8: C.Units = {
  ...T0,
  s: { ...T0.s, "#game": U116, "#setup": U117 },
};

const T9: C.Units = {
  ...T0,
  p: C.unitList({ 57: U94 /* trade-animals */ }, T0.p),
  s: { ...T0.s, "#game": U116, "#setup": U117 },
};

const T10: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U95 /* dine-player */,
      4: U96 /* tribe-winner */,
      108: U97 /* mark-of */,
      112: U98 /* headman */,
      116: U99 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U100 /* prepare-players */,
    3: U33 /* collect-enemy-aps */,
    4: U34 /* reset-cubes */,
    6: U35 /* resolve-minor-event */,
    8: U36 /* icon-to-passage-of-time */,
    18: U37 /* left-behind */,
    19: U38 /* enter-intruders */,
    20: U39 /* raise-ferocity */,
    22: U40 /* plant-corn */,
    24: U41 /* enemy-operations */,
    25: U42 /* shift-instructions */,
    26: U43 /* swap-row */,
    27: U44 /* execute-instructions */,
    28: U45 /* execute-instruction */,
    29: U46 /* build-outpost */,
    30: U47 /* subjugation-draw */,
    31: U48 /* add-subjugation */,
    32: U49 /* reset-instruction-display */,
    34: U50 /* start-family */,
    35: U51 /* start-elders */,
    36: U52 /* place-elders */,
    37: U53 /* fill-instruction-display */,
    38: U54 /* fill-raid-pool */,
    39: U55 /* take-out */,
    40: U56 /* place-drought */,
    44: U101 /* cultural-development-setup */,
    45: U57 /* set-tracks */,
    46: U58 /* set-instructions */,
    47: U59 /* period-deck */,
    48: U60 /* rise-of-the-people-deck */,
    49: U61 /* rope-thrower-deck */,
    50: U62 /* judge-american */,
    51: U63 /* judge-margin */,
    52: U64 /* tutorial-families */,
    53: U65 /* tutorial-instructions */,
    54: U66 /* tutorial-cultural-cards */,
    55: U67 /* tutorial-deck */,
    63: U102 /* pass-headman */,
    64: U103 /* gain-ip */,
  }),
  s: {
    "#game": U118,
    "#setup": U119,
    "between-draw-and-resolution": U106,
    "operations-segment": U70,
    "resolve-major-event": U71,
    "player-operation": U72,
    planning: U73,
    "elder-action": U74,
    "make-trade-goods": U75,
    "tribal-diplomacy": U76,
    "roll-or-bless": U77,
    "player-roll": U78,
    "ceremony-steps": U79,
    "take-actions": U80,
    "activate-family": U81,
    "raid-on-outpost": U82,
    "raid-new-mexico": U83,
    "place-families": U84,
    "prepare-cultural-cards": U85,
    "collect-free": U86,
    "collect-starting-cards": U87,
    "influence-elders": U107,
    "place-elder-influence": U108,
    "influence-families": U109,
    "place-family-influence": U110,
    "adjust-ferocity": U111,
  },
};

const T11: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U95 /* dine-player */,
      4: U96 /* tribe-winner */,
      108: U97 /* mark-of */,
      112: U98 /* headman */,
      116: U99 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U100 /* prepare-players */,
    3: U33 /* collect-enemy-aps */,
    4: U34 /* reset-cubes */,
    6: U35 /* resolve-minor-event */,
    8: U36 /* icon-to-passage-of-time */,
    18: U37 /* left-behind */,
    19: U38 /* enter-intruders */,
    20: U39 /* raise-ferocity */,
    22: U40 /* plant-corn */,
    24: U41 /* enemy-operations */,
    25: U42 /* shift-instructions */,
    26: U43 /* swap-row */,
    27: U44 /* execute-instructions */,
    28: U45 /* execute-instruction */,
    29: U46 /* build-outpost */,
    30: U47 /* subjugation-draw */,
    31: U48 /* add-subjugation */,
    32: U49 /* reset-instruction-display */,
    34: U50 /* start-family */,
    35: U51 /* start-elders */,
    36: U52 /* place-elders */,
    37: U53 /* fill-instruction-display */,
    38: U54 /* fill-raid-pool */,
    39: U55 /* take-out */,
    40: U56 /* place-drought */,
    44: U101 /* cultural-development-setup */,
    45: U57 /* set-tracks */,
    46: U58 /* set-instructions */,
    47: U59 /* period-deck */,
    48: U60 /* rise-of-the-people-deck */,
    49: U61 /* rope-thrower-deck */,
    50: U62 /* judge-american */,
    51: U63 /* judge-margin */,
    52: U64 /* tutorial-families */,
    53: U65 /* tutorial-instructions */,
    54: U66 /* tutorial-cultural-cards */,
    55: U67 /* tutorial-deck */,
    57: U94 /* trade-animals */,
    63: U102 /* pass-headman */,
    64: U103 /* gain-ip */,
  }),
  s: {
    "#game": U118,
    "#setup": U119,
    "between-draw-and-resolution": U106,
    "operations-segment": U70,
    "resolve-major-event": U71,
    "player-operation": U72,
    planning: U73,
    "elder-action": U74,
    "make-trade-goods": U75,
    "tribal-diplomacy": U76,
    "roll-or-bless": U77,
    "player-roll": U78,
    "ceremony-steps": U79,
    "take-actions": U80,
    "activate-family": U81,
    "raid-on-outpost": U82,
    "raid-new-mexico": U83,
    "place-families": U84,
    "prepare-cultural-cards": U85,
    "collect-free": U86,
    "collect-starting-cards": U87,
    "influence-elders": U107,
    "place-elder-influence": U108,
    "influence-families": U109,
    "place-family-influence": U110,
    "adjust-ferocity": U111,
  },
};

const T12: C.Units = {
  ...T0,
  s: { ...T0.s, "#game": U120, "#setup": U121 },
};

const T13: C.Units = {
  ...T0,
  p: C.unitList({ 57: U94 /* trade-animals */ }, T0.p),
  s: { ...T0.s, "#game": U120, "#setup": U121 },
};

const T14: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U95 /* dine-player */,
      4: U96 /* tribe-winner */,
      108: U97 /* mark-of */,
      112: U98 /* headman */,
      116: U99 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U100 /* prepare-players */,
    3: U33 /* collect-enemy-aps */,
    4: U34 /* reset-cubes */,
    6: U35 /* resolve-minor-event */,
    8: U36 /* icon-to-passage-of-time */,
    18: U37 /* left-behind */,
    19: U38 /* enter-intruders */,
    20: U39 /* raise-ferocity */,
    22: U40 /* plant-corn */,
    24: U41 /* enemy-operations */,
    25: U42 /* shift-instructions */,
    26: U43 /* swap-row */,
    27: U44 /* execute-instructions */,
    28: U45 /* execute-instruction */,
    29: U46 /* build-outpost */,
    30: U47 /* subjugation-draw */,
    31: U48 /* add-subjugation */,
    32: U49 /* reset-instruction-display */,
    34: U50 /* start-family */,
    35: U51 /* start-elders */,
    36: U52 /* place-elders */,
    37: U53 /* fill-instruction-display */,
    38: U54 /* fill-raid-pool */,
    39: U55 /* take-out */,
    40: U56 /* place-drought */,
    44: U101 /* cultural-development-setup */,
    45: U57 /* set-tracks */,
    46: U58 /* set-instructions */,
    47: U59 /* period-deck */,
    48: U60 /* rise-of-the-people-deck */,
    49: U61 /* rope-thrower-deck */,
    50: U62 /* judge-american */,
    51: U63 /* judge-margin */,
    52: U64 /* tutorial-families */,
    53: U65 /* tutorial-instructions */,
    54: U66 /* tutorial-cultural-cards */,
    55: U67 /* tutorial-deck */,
    63: U102 /* pass-headman */,
    64: U103 /* gain-ip */,
  }),
  s: {
    "#game": U122,
    "#setup": U123,
    "between-draw-and-resolution": U106,
    "operations-segment": U70,
    "resolve-major-event": U71,
    "player-operation": U72,
    planning: U73,
    "elder-action": U74,
    "make-trade-goods": U75,
    "tribal-diplomacy": U76,
    "roll-or-bless": U77,
    "player-roll": U78,
    "ceremony-steps": U79,
    "take-actions": U80,
    "activate-family": U81,
    "raid-on-outpost": U82,
    "raid-new-mexico": U83,
    "place-families": U84,
    "prepare-cultural-cards": U85,
    "collect-free": U86,
    "collect-starting-cards": U87,
    "influence-elders": U107,
    "place-elder-influence": U108,
    "influence-families": U109,
    "place-family-influence": U110,
    "adjust-ferocity": U111,
  },
};

const T15: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U95 /* dine-player */,
      4: U96 /* tribe-winner */,
      108: U97 /* mark-of */,
      112: U98 /* headman */,
      116: U99 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U100 /* prepare-players */,
    3: U33 /* collect-enemy-aps */,
    4: U34 /* reset-cubes */,
    6: U35 /* resolve-minor-event */,
    8: U36 /* icon-to-passage-of-time */,
    18: U37 /* left-behind */,
    19: U38 /* enter-intruders */,
    20: U39 /* raise-ferocity */,
    22: U40 /* plant-corn */,
    24: U41 /* enemy-operations */,
    25: U42 /* shift-instructions */,
    26: U43 /* swap-row */,
    27: U44 /* execute-instructions */,
    28: U45 /* execute-instruction */,
    29: U46 /* build-outpost */,
    30: U47 /* subjugation-draw */,
    31: U48 /* add-subjugation */,
    32: U49 /* reset-instruction-display */,
    34: U50 /* start-family */,
    35: U51 /* start-elders */,
    36: U52 /* place-elders */,
    37: U53 /* fill-instruction-display */,
    38: U54 /* fill-raid-pool */,
    39: U55 /* take-out */,
    40: U56 /* place-drought */,
    44: U101 /* cultural-development-setup */,
    45: U57 /* set-tracks */,
    46: U58 /* set-instructions */,
    47: U59 /* period-deck */,
    48: U60 /* rise-of-the-people-deck */,
    49: U61 /* rope-thrower-deck */,
    50: U62 /* judge-american */,
    51: U63 /* judge-margin */,
    52: U64 /* tutorial-families */,
    53: U65 /* tutorial-instructions */,
    54: U66 /* tutorial-cultural-cards */,
    55: U67 /* tutorial-deck */,
    57: U94 /* trade-animals */,
    63: U102 /* pass-headman */,
    64: U103 /* gain-ip */,
  }),
  s: {
    "#game": U122,
    "#setup": U123,
    "between-draw-and-resolution": U106,
    "operations-segment": U70,
    "resolve-major-event": U71,
    "player-operation": U72,
    planning: U73,
    "elder-action": U74,
    "make-trade-goods": U75,
    "tribal-diplomacy": U76,
    "roll-or-bless": U77,
    "player-roll": U78,
    "ceremony-steps": U79,
    "take-actions": U80,
    "activate-family": U81,
    "raid-on-outpost": U82,
    "raid-new-mexico": U83,
    "place-families": U84,
    "prepare-cultural-cards": U85,
    "collect-free": U86,
    "collect-starting-cards": U87,
    "influence-elders": U107,
    "place-elder-influence": U108,
    "influence-families": U109,
    "place-family-influence": U110,
    "adjust-ferocity": U111,
  },
};

const T16: C.Units = {
  ...T0,
  s: { ...T0.s, "#game": U124, "#setup": U125 },
};

const T17: C.Units = {
  ...T0,
  p: C.unitList({ 57: U94 /* trade-animals */ }, T0.p),
  s: { ...T0.s, "#game": U124, "#setup": U125 },
};

const T18: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U95 /* dine-player */,
      4: U96 /* tribe-winner */,
      108: U97 /* mark-of */,
      112: U98 /* headman */,
      116: U99 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U100 /* prepare-players */,
    3: U33 /* collect-enemy-aps */,
    4: U34 /* reset-cubes */,
    6: U35 /* resolve-minor-event */,
    8: U36 /* icon-to-passage-of-time */,
    18: U37 /* left-behind */,
    19: U38 /* enter-intruders */,
    20: U39 /* raise-ferocity */,
    22: U40 /* plant-corn */,
    24: U41 /* enemy-operations */,
    25: U42 /* shift-instructions */,
    26: U43 /* swap-row */,
    27: U44 /* execute-instructions */,
    28: U45 /* execute-instruction */,
    29: U46 /* build-outpost */,
    30: U47 /* subjugation-draw */,
    31: U48 /* add-subjugation */,
    32: U49 /* reset-instruction-display */,
    34: U50 /* start-family */,
    35: U51 /* start-elders */,
    36: U52 /* place-elders */,
    37: U53 /* fill-instruction-display */,
    38: U54 /* fill-raid-pool */,
    39: U55 /* take-out */,
    40: U56 /* place-drought */,
    44: U101 /* cultural-development-setup */,
    45: U57 /* set-tracks */,
    46: U58 /* set-instructions */,
    47: U59 /* period-deck */,
    48: U60 /* rise-of-the-people-deck */,
    49: U61 /* rope-thrower-deck */,
    50: U62 /* judge-american */,
    51: U63 /* judge-margin */,
    52: U64 /* tutorial-families */,
    53: U65 /* tutorial-instructions */,
    54: U66 /* tutorial-cultural-cards */,
    55: U67 /* tutorial-deck */,
    63: U102 /* pass-headman */,
    64: U103 /* gain-ip */,
  }),
  s: {
    "#game": U126,
    "#setup": U127,
    "between-draw-and-resolution": U106,
    "operations-segment": U70,
    "resolve-major-event": U71,
    "player-operation": U72,
    planning: U73,
    "elder-action": U74,
    "make-trade-goods": U75,
    "tribal-diplomacy": U76,
    "roll-or-bless": U77,
    "player-roll": U78,
    "ceremony-steps": U79,
    "take-actions": U80,
    "activate-family": U81,
    "raid-on-outpost": U82,
    "raid-new-mexico": U83,
    "place-families": U84,
    "prepare-cultural-cards": U85,
    "collect-free": U86,
    "collect-starting-cards": U87,
    "influence-elders": U107,
    "place-elder-influence": U108,
    "influence-families": U109,
    "place-family-influence": U110,
    "adjust-ferocity": U111,
  },
};

const T19: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U95 /* dine-player */,
      4: U96 /* tribe-winner */,
      108: U97 /* mark-of */,
      112: U98 /* headman */,
      116: U99 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U100 /* prepare-players */,
    3: U33 /* collect-enemy-aps */,
    4: U34 /* reset-cubes */,
    6: U35 /* resolve-minor-event */,
    8: U36 /* icon-to-passage-of-time */,
    18: U37 /* left-behind */,
    19: U38 /* enter-intruders */,
    20: U39 /* raise-ferocity */,
    22: U40 /* plant-corn */,
    24: U41 /* enemy-operations */,
    25: U42 /* shift-instructions */,
    26: U43 /* swap-row */,
    27: U44 /* execute-instructions */,
    28: U45 /* execute-instruction */,
    29: U46 /* build-outpost */,
    30: U47 /* subjugation-draw */,
    31: U48 /* add-subjugation */,
    32: U49 /* reset-instruction-display */,
    34: U50 /* start-family */,
    35: U51 /* start-elders */,
    36: U52 /* place-elders */,
    37: U53 /* fill-instruction-display */,
    38: U54 /* fill-raid-pool */,
    39: U55 /* take-out */,
    40: U56 /* place-drought */,
    44: U101 /* cultural-development-setup */,
    45: U57 /* set-tracks */,
    46: U58 /* set-instructions */,
    47: U59 /* period-deck */,
    48: U60 /* rise-of-the-people-deck */,
    49: U61 /* rope-thrower-deck */,
    50: U62 /* judge-american */,
    51: U63 /* judge-margin */,
    52: U64 /* tutorial-families */,
    53: U65 /* tutorial-instructions */,
    54: U66 /* tutorial-cultural-cards */,
    55: U67 /* tutorial-deck */,
    57: U94 /* trade-animals */,
    63: U102 /* pass-headman */,
    64: U103 /* gain-ip */,
  }),
  s: {
    "#game": U126,
    "#setup": U127,
    "between-draw-and-resolution": U106,
    "operations-segment": U70,
    "resolve-major-event": U71,
    "player-operation": U72,
    planning: U73,
    "elder-action": U74,
    "make-trade-goods": U75,
    "tribal-diplomacy": U76,
    "roll-or-bless": U77,
    "player-roll": U78,
    "ceremony-steps": U79,
    "take-actions": U80,
    "activate-family": U81,
    "raid-on-outpost": U82,
    "raid-new-mexico": U83,
    "place-families": U84,
    "prepare-cultural-cards": U85,
    "collect-free": U86,
    "collect-starting-cards": U87,
    "influence-elders": U107,
    "place-elder-influence": U108,
    "influence-families": U109,
    "place-family-influence": U110,
    "adjust-ferocity": U111,
  },
};

const T20: C.Units = {
  ...T0,
  s: { ...T0.s, "#game": U128, "#setup": U129 },
};

const T21: C.Units = {
  ...T0,
  p: C.unitList({ 57: U94 /* trade-animals */ }, T0.p),
  s: { ...T0.s, "#game": U128, "#setup": U129 },
};

const T22: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U95 /* dine-player */,
      4: U96 /* tribe-winner */,
      108: U97 /* mark-of */,
      112: U98 /* headman */,
      116: U99 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U100 /* prepare-players */,
    3: U33 /* collect-enemy-aps */,
    4: U34 /* reset-cubes */,
    6: U35 /* resolve-minor-event */,
    8: U36 /* icon-to-passage-of-time */,
    18: U37 /* left-behind */,
    19: U38 /* enter-intruders */,
    20: U39 /* raise-ferocity */,
    22: U40 /* plant-corn */,
    24: U41 /* enemy-operations */,
    25: U42 /* shift-instructions */,
    26: U43 /* swap-row */,
    27: U44 /* execute-instructions */,
    28: U45 /* execute-instruction */,
    29: U46 /* build-outpost */,
    30: U47 /* subjugation-draw */,
    31: U48 /* add-subjugation */,
    32: U49 /* reset-instruction-display */,
    34: U50 /* start-family */,
    35: U51 /* start-elders */,
    36: U52 /* place-elders */,
    37: U53 /* fill-instruction-display */,
    38: U54 /* fill-raid-pool */,
    39: U55 /* take-out */,
    40: U56 /* place-drought */,
    44: U101 /* cultural-development-setup */,
    45: U57 /* set-tracks */,
    46: U58 /* set-instructions */,
    47: U59 /* period-deck */,
    48: U60 /* rise-of-the-people-deck */,
    49: U61 /* rope-thrower-deck */,
    50: U62 /* judge-american */,
    51: U63 /* judge-margin */,
    52: U64 /* tutorial-families */,
    53: U65 /* tutorial-instructions */,
    54: U66 /* tutorial-cultural-cards */,
    55: U67 /* tutorial-deck */,
    63: U102 /* pass-headman */,
    64: U103 /* gain-ip */,
  }),
  s: {
    "#game": U130,
    "#setup": U131,
    "between-draw-and-resolution": U106,
    "operations-segment": U70,
    "resolve-major-event": U71,
    "player-operation": U72,
    planning: U73,
    "elder-action": U74,
    "make-trade-goods": U75,
    "tribal-diplomacy": U76,
    "roll-or-bless": U77,
    "player-roll": U78,
    "ceremony-steps": U79,
    "take-actions": U80,
    "activate-family": U81,
    "raid-on-outpost": U82,
    "raid-new-mexico": U83,
    "place-families": U84,
    "prepare-cultural-cards": U85,
    "collect-free": U86,
    "collect-starting-cards": U87,
    "influence-elders": U107,
    "place-elder-influence": U108,
    "influence-families": U109,
    "place-family-influence": U110,
    "adjust-ferocity": U111,
  },
};

const T23: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U95 /* dine-player */,
      4: U96 /* tribe-winner */,
      108: U97 /* mark-of */,
      112: U98 /* headman */,
      116: U99 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U100 /* prepare-players */,
    3: U33 /* collect-enemy-aps */,
    4: U34 /* reset-cubes */,
    6: U35 /* resolve-minor-event */,
    8: U36 /* icon-to-passage-of-time */,
    18: U37 /* left-behind */,
    19: U38 /* enter-intruders */,
    20: U39 /* raise-ferocity */,
    22: U40 /* plant-corn */,
    24: U41 /* enemy-operations */,
    25: U42 /* shift-instructions */,
    26: U43 /* swap-row */,
    27: U44 /* execute-instructions */,
    28: U45 /* execute-instruction */,
    29: U46 /* build-outpost */,
    30: U47 /* subjugation-draw */,
    31: U48 /* add-subjugation */,
    32: U49 /* reset-instruction-display */,
    34: U50 /* start-family */,
    35: U51 /* start-elders */,
    36: U52 /* place-elders */,
    37: U53 /* fill-instruction-display */,
    38: U54 /* fill-raid-pool */,
    39: U55 /* take-out */,
    40: U56 /* place-drought */,
    44: U101 /* cultural-development-setup */,
    45: U57 /* set-tracks */,
    46: U58 /* set-instructions */,
    47: U59 /* period-deck */,
    48: U60 /* rise-of-the-people-deck */,
    49: U61 /* rope-thrower-deck */,
    50: U62 /* judge-american */,
    51: U63 /* judge-margin */,
    52: U64 /* tutorial-families */,
    53: U65 /* tutorial-instructions */,
    54: U66 /* tutorial-cultural-cards */,
    55: U67 /* tutorial-deck */,
    57: U94 /* trade-animals */,
    63: U102 /* pass-headman */,
    64: U103 /* gain-ip */,
  }),
  s: {
    "#game": U130,
    "#setup": U131,
    "between-draw-and-resolution": U106,
    "operations-segment": U70,
    "resolve-major-event": U71,
    "player-operation": U72,
    planning: U73,
    "elder-action": U74,
    "make-trade-goods": U75,
    "tribal-diplomacy": U76,
    "roll-or-bless": U77,
    "player-roll": U78,
    "ceremony-steps": U79,
    "take-actions": U80,
    "activate-family": U81,
    "raid-on-outpost": U82,
    "raid-new-mexico": U83,
    "place-families": U84,
    "prepare-cultural-cards": U85,
    "collect-free": U86,
    "collect-starting-cards": U87,
    "influence-elders": U107,
    "place-elder-influence": U108,
    "influence-families": U109,
    "place-family-influence": U110,
    "adjust-ferocity": U111,
  },
};

const T24: C.Units = {
  ...T0,
  s: { ...T0.s, "#game": U132, "#setup": U133 },
};

const T25: C.Units = {
  ...T0,
  p: C.unitList({ 57: U94 /* trade-animals */ }, T0.p),
  s: { ...T0.s, "#game": U132, "#setup": U133 },
};

const T26: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U95 /* dine-player */,
      4: U96 /* tribe-winner */,
      108: U97 /* mark-of */,
      112: U98 /* headman */,
      116: U99 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U100 /* prepare-players */,
    3: U33 /* collect-enemy-aps */,
    4: U34 /* reset-cubes */,
    6: U35 /* resolve-minor-event */,
    8: U36 /* icon-to-passage-of-time */,
    18: U37 /* left-behind */,
    19: U38 /* enter-intruders */,
    20: U39 /* raise-ferocity */,
    22: U40 /* plant-corn */,
    24: U41 /* enemy-operations */,
    25: U42 /* shift-instructions */,
    26: U43 /* swap-row */,
    27: U44 /* execute-instructions */,
    28: U45 /* execute-instruction */,
    29: U46 /* build-outpost */,
    30: U47 /* subjugation-draw */,
    31: U48 /* add-subjugation */,
    32: U49 /* reset-instruction-display */,
    34: U50 /* start-family */,
    35: U51 /* start-elders */,
    36: U52 /* place-elders */,
    37: U53 /* fill-instruction-display */,
    38: U54 /* fill-raid-pool */,
    39: U55 /* take-out */,
    40: U56 /* place-drought */,
    44: U101 /* cultural-development-setup */,
    45: U57 /* set-tracks */,
    46: U58 /* set-instructions */,
    47: U59 /* period-deck */,
    48: U60 /* rise-of-the-people-deck */,
    49: U61 /* rope-thrower-deck */,
    50: U62 /* judge-american */,
    51: U63 /* judge-margin */,
    52: U64 /* tutorial-families */,
    53: U65 /* tutorial-instructions */,
    54: U66 /* tutorial-cultural-cards */,
    55: U67 /* tutorial-deck */,
    63: U102 /* pass-headman */,
    64: U103 /* gain-ip */,
  }),
  s: {
    "#game": U134,
    "#setup": U135,
    "between-draw-and-resolution": U106,
    "operations-segment": U70,
    "resolve-major-event": U71,
    "player-operation": U72,
    planning: U73,
    "elder-action": U74,
    "make-trade-goods": U75,
    "tribal-diplomacy": U76,
    "roll-or-bless": U77,
    "player-roll": U78,
    "ceremony-steps": U79,
    "take-actions": U80,
    "activate-family": U81,
    "raid-on-outpost": U82,
    "raid-new-mexico": U83,
    "place-families": U84,
    "prepare-cultural-cards": U85,
    "collect-free": U86,
    "collect-starting-cards": U87,
    "influence-elders": U107,
    "place-elder-influence": U108,
    "influence-families": U109,
    "place-family-influence": U110,
    "adjust-ferocity": U111,
  },
};

const T27: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U95 /* dine-player */,
      4: U96 /* tribe-winner */,
      108: U97 /* mark-of */,
      112: U98 /* headman */,
      116: U99 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U100 /* prepare-players */,
    3: U33 /* collect-enemy-aps */,
    4: U34 /* reset-cubes */,
    6: U35 /* resolve-minor-event */,
    8: U36 /* icon-to-passage-of-time */,
    18: U37 /* left-behind */,
    19: U38 /* enter-intruders */,
    20: U39 /* raise-ferocity */,
    22: U40 /* plant-corn */,
    24: U41 /* enemy-operations */,
    25: U42 /* shift-instructions */,
    26: U43 /* swap-row */,
    27: U44 /* execute-instructions */,
    28: U45 /* execute-instruction */,
    29: U46 /* build-outpost */,
    30: U47 /* subjugation-draw */,
    31: U48 /* add-subjugation */,
    32: U49 /* reset-instruction-display */,
    34: U50 /* start-family */,
    35: U51 /* start-elders */,
    36: U52 /* place-elders */,
    37: U53 /* fill-instruction-display */,
    38: U54 /* fill-raid-pool */,
    39: U55 /* take-out */,
    40: U56 /* place-drought */,
    44: U101 /* cultural-development-setup */,
    45: U57 /* set-tracks */,
    46: U58 /* set-instructions */,
    47: U59 /* period-deck */,
    48: U60 /* rise-of-the-people-deck */,
    49: U61 /* rope-thrower-deck */,
    50: U62 /* judge-american */,
    51: U63 /* judge-margin */,
    52: U64 /* tutorial-families */,
    53: U65 /* tutorial-instructions */,
    54: U66 /* tutorial-cultural-cards */,
    55: U67 /* tutorial-deck */,
    57: U94 /* trade-animals */,
    63: U102 /* pass-headman */,
    64: U103 /* gain-ip */,
  }),
  s: {
    "#game": U134,
    "#setup": U135,
    "between-draw-and-resolution": U106,
    "operations-segment": U70,
    "resolve-major-event": U71,
    "player-operation": U72,
    planning: U73,
    "elder-action": U74,
    "make-trade-goods": U75,
    "tribal-diplomacy": U76,
    "roll-or-bless": U77,
    "player-roll": U78,
    "ceremony-steps": U79,
    "take-actions": U80,
    "activate-family": U81,
    "raid-on-outpost": U82,
    "raid-new-mexico": U83,
    "place-families": U84,
    "prepare-cultural-cards": U85,
    "collect-free": U86,
    "collect-starting-cards": U87,
    "influence-elders": U107,
    "place-elder-influence": U108,
    "influence-families": U109,
    "place-family-influence": U110,
    "adjust-ferocity": U111,
  },
};

const T28: C.Units = {
  ...T0,
  p: C.unitList({ 56: U136 /* next-period */ }, T0.p),
  s: { ...T0.s, "#game": U137, "#setup": U138 },
};

const T29: C.Units = {
  ...T0,
  p: C.unitList({ 56: U136 /* next-period */, 57: U94 /* trade-animals */ }, T0.p),
  s: { ...T0.s, "#game": U137, "#setup": U138 },
};

const T30: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U95 /* dine-player */,
      4: U96 /* tribe-winner */,
      108: U97 /* mark-of */,
      112: U98 /* headman */,
      116: U99 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U100 /* prepare-players */,
    3: U33 /* collect-enemy-aps */,
    4: U34 /* reset-cubes */,
    6: U35 /* resolve-minor-event */,
    8: U36 /* icon-to-passage-of-time */,
    18: U37 /* left-behind */,
    19: U38 /* enter-intruders */,
    20: U39 /* raise-ferocity */,
    22: U40 /* plant-corn */,
    24: U41 /* enemy-operations */,
    25: U42 /* shift-instructions */,
    26: U43 /* swap-row */,
    27: U44 /* execute-instructions */,
    28: U45 /* execute-instruction */,
    29: U46 /* build-outpost */,
    30: U47 /* subjugation-draw */,
    31: U48 /* add-subjugation */,
    32: U49 /* reset-instruction-display */,
    34: U50 /* start-family */,
    35: U51 /* start-elders */,
    36: U52 /* place-elders */,
    37: U53 /* fill-instruction-display */,
    38: U54 /* fill-raid-pool */,
    39: U55 /* take-out */,
    40: U56 /* place-drought */,
    44: U101 /* cultural-development-setup */,
    45: U57 /* set-tracks */,
    46: U58 /* set-instructions */,
    47: U59 /* period-deck */,
    48: U60 /* rise-of-the-people-deck */,
    49: U61 /* rope-thrower-deck */,
    50: U62 /* judge-american */,
    51: U63 /* judge-margin */,
    52: U64 /* tutorial-families */,
    53: U65 /* tutorial-instructions */,
    54: U66 /* tutorial-cultural-cards */,
    55: U67 /* tutorial-deck */,
    56: U136 /* next-period */,
    63: U102 /* pass-headman */,
    64: U103 /* gain-ip */,
  }),
  s: {
    "#game": U139,
    "#setup": U140,
    "between-draw-and-resolution": U106,
    "operations-segment": U70,
    "resolve-major-event": U71,
    "player-operation": U72,
    planning: U73,
    "elder-action": U74,
    "make-trade-goods": U75,
    "tribal-diplomacy": U76,
    "roll-or-bless": U77,
    "player-roll": U78,
    "ceremony-steps": U79,
    "take-actions": U80,
    "activate-family": U81,
    "raid-on-outpost": U82,
    "raid-new-mexico": U83,
    "place-families": U84,
    "prepare-cultural-cards": U85,
    "collect-free": U86,
    "collect-starting-cards": U87,
    "influence-elders": U107,
    "place-elder-influence": U108,
    "influence-families": U109,
    "place-family-influence": U110,
    "adjust-ferocity": U111,
  },
};

const T31: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U95 /* dine-player */,
      4: U96 /* tribe-winner */,
      108: U97 /* mark-of */,
      112: U98 /* headman */,
      116: U99 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U100 /* prepare-players */,
    3: U33 /* collect-enemy-aps */,
    4: U34 /* reset-cubes */,
    6: U35 /* resolve-minor-event */,
    8: U36 /* icon-to-passage-of-time */,
    18: U37 /* left-behind */,
    19: U38 /* enter-intruders */,
    20: U39 /* raise-ferocity */,
    22: U40 /* plant-corn */,
    24: U41 /* enemy-operations */,
    25: U42 /* shift-instructions */,
    26: U43 /* swap-row */,
    27: U44 /* execute-instructions */,
    28: U45 /* execute-instruction */,
    29: U46 /* build-outpost */,
    30: U47 /* subjugation-draw */,
    31: U48 /* add-subjugation */,
    32: U49 /* reset-instruction-display */,
    34: U50 /* start-family */,
    35: U51 /* start-elders */,
    36: U52 /* place-elders */,
    37: U53 /* fill-instruction-display */,
    38: U54 /* fill-raid-pool */,
    39: U55 /* take-out */,
    40: U56 /* place-drought */,
    44: U101 /* cultural-development-setup */,
    45: U57 /* set-tracks */,
    46: U58 /* set-instructions */,
    47: U59 /* period-deck */,
    48: U60 /* rise-of-the-people-deck */,
    49: U61 /* rope-thrower-deck */,
    50: U62 /* judge-american */,
    51: U63 /* judge-margin */,
    52: U64 /* tutorial-families */,
    53: U65 /* tutorial-instructions */,
    54: U66 /* tutorial-cultural-cards */,
    55: U67 /* tutorial-deck */,
    56: U136 /* next-period */,
    57: U94 /* trade-animals */,
    63: U102 /* pass-headman */,
    64: U103 /* gain-ip */,
  }),
  s: {
    "#game": U139,
    "#setup": U140,
    "between-draw-and-resolution": U106,
    "operations-segment": U70,
    "resolve-major-event": U71,
    "player-operation": U72,
    planning: U73,
    "elder-action": U74,
    "make-trade-goods": U75,
    "tribal-diplomacy": U76,
    "roll-or-bless": U77,
    "player-roll": U78,
    "ceremony-steps": U79,
    "take-actions": U80,
    "activate-family": U81,
    "raid-on-outpost": U82,
    "raid-new-mexico": U83,
    "place-families": U84,
    "prepare-cultural-cards": U85,
    "collect-free": U86,
    "collect-starting-cards": U87,
    "influence-elders": U107,
    "place-elder-influence": U108,
    "influence-families": U109,
    "place-family-influence": U110,
    "adjust-ferocity": U111,
  },
};

/**
 * The module's symbols: every declaration its code may name, numbered from 0
 * within its kind, for the base game and all its scenarios and variants.
 * Compiled code calls functions and procedures and reads tables by number.
 */
export const symbols = {
  side: ["dine", "enemy", "turquoise", "red-basket"],
  map: ["dinetaah"],
  territory: [
    "canyon-de-chelly",
    "shiprock",
    "san-juan-valley",
    "monument-valley",
    "black-mesa",
    "hopi-land",
    "zuni-mountains",
  ],
  area: [
    "santa-fe",
    "canyon-de-chelly-1",
    "canyon-de-chelly-2",
    "canyon-de-chelly-3",
    "canyon-de-chelly-4",
    "canyon-de-chelly-5",
    "canyon-de-chelly-6",
    "shiprock-1",
    "shiprock-2",
    "shiprock-3",
    "shiprock-4",
    "shiprock-5",
    "shiprock-6",
    "san-juan-valley-1",
    "san-juan-valley-2",
    "san-juan-valley-3",
    "san-juan-valley-4",
    "san-juan-valley-5",
    "san-juan-valley-6",
    "monument-valley-1",
    "monument-valley-2",
    "monument-valley-3",
    "monument-valley-4",
    "monument-valley-5",
    "monument-valley-6",
    "black-mesa-1",
    "black-mesa-2",
    "black-mesa-3",
    "black-mesa-4",
    "black-mesa-5",
    "black-mesa-6",
    "hopi-land-1",
    "hopi-land-2",
    "hopi-land-3",
    "hopi-land-4",
    "hopi-land-5",
    "hopi-land-6",
    "zuni-mountains-1",
    "zuni-mountains-2",
    "zuni-mountains-3",
    "zuni-mountains-4",
    "zuni-mountains-5",
    "zuni-mountains-6",
  ],
  holder: [
    "current-card-space",
    "discards",
    "canyon-de-chelly-escape",
    "canyon-de-chelly-caught",
    "shiprock-escape",
    "shiprock-caught",
    "san-juan-valley-escape",
    "san-juan-valley-caught",
    "monument-valley-escape",
    "monument-valley-caught",
    "black-mesa-escape",
    "black-mesa-caught",
    "hopi-land-escape",
    "hopi-land-caught",
    "zuni-mountains-escape",
    "zuni-mountains-caught",
    "shiprock-drought",
    "san-juan-valley-drought",
    "monument-valley-drought",
    "black-mesa-drought",
    "hopi-land-drought",
    "zuni-mountains-drought",
    "population-supply",
    "elders",
    "family-counters",
    "corn-crib",
    "intruder-cup",
    "cube-supply",
    "raid-pool",
    "subjugation",
    "raided-cubes",
    "recovery",
    "family-box-a",
    "family-box-b",
    "family-box-c",
    "family-box-d",
    "family-box-e",
    "family-box-f",
    "elder-display",
    "active-column",
    "standby-column",
    "inactive-column",
    "resources",
    "out-of-play",
    "set-aside",
    "enemy-out-of-play",
    "passage-of-time",
    "in-play",
    "instruction-counters",
    "operations-cards",
    "stack",
    "deck",
    "ceremony-hand",
    "cultural-cards",
    "cultural-available",
    "cultural-in-play",
    "cultural-unused",
    "cultural-draw",
    "peeked-cards",
    "drawn-cube",
    "cards-out",
  ],
  track: [
    "general-records",
    "military-points",
    "enemy-ferocity",
    "culture-points",
    "dine-aps",
    "enemy-morale",
    "enemy-aps",
    "player-die",
  ],
  piece: [
    "family",
    "population",
    "horse",
    "sheep",
    "corn",
    "intruder",
    "trade-goods",
    "harass",
    "firearms",
    "mission",
    "rancho",
    "fort",
    "drought",
    "enemy-ap",
    "tribal-raid",
    "manuelito",
    "raid-cube",
    "instruction",
    "tribal-instruction",
    "cultural-development",
    "card-41",
    "card-42",
    "card-43",
    "card-44",
    "card-45",
    "card-46",
    "card-47",
    "card-48",
    "card-49",
    "card-50",
    "card-51",
    "card-52",
    "card-53",
    "card-54",
    "card-55",
    "card-01",
    "card-02",
    "card-03",
    "card-04",
    "card-05",
    "card-06",
    "card-07",
    "card-08",
    "card-09",
    "card-10",
    "card-11",
    "card-12",
    "card-13",
    "card-14",
    "card-15",
    "card-16",
    "card-17",
    "card-18",
    "card-19",
    "card-20",
    "card-21",
    "card-22",
    "card-23",
    "card-24",
    "card-25",
    "card-26",
    "card-27",
    "card-28",
    "card-29",
    "card-30",
    "card-31",
    "card-32",
    "card-33",
    "card-34",
    "card-35",
    "card-36",
    "card-37",
    "card-38",
    "card-39",
    "card-40",
    "headman-card",
    "influence-point-marker",
  ],
  type: [
    "population-kind",
    "family-letter",
    "intruder-effect",
    "cube-colour",
    "instruction-letter",
    "enemy-nation",
    "instruction-kind",
    "stripe",
    "card-kind",
    "cultural-level",
    "cultural-set",
    "cultural-start",
    "major-event-kind",
    "minor-event-kind",
    "influence-mark",
  ],
  table: [
    "card-values",
    "card-icons",
    "territory-roll",
    "territory-vp",
    "drought-spaces",
    "family-boxes",
    "elder-ratings",
    "spanish-instructions",
    "card-events",
    "blessing-ways",
    "margin-victory",
    "american-victory",
  ],
  decision: [
    "preempt-choice",
    "next-card",
    "operation-choice",
    "elder-action-choice",
    "family-to-calm",
    "trade-goods-choice",
    "diplomacy-choice",
    "diplomat",
    "diplomacy-target",
    "diplomacy-gifts",
    "blessing-choice",
    "blessing-card",
    "re-roll-choice",
    "ceremony-choice",
    "activate-more",
    "family-to-activate",
    "family-action",
    "family-move",
    "outpost-green",
    "raid-loot",
    "manuelito-family",
    "family-area",
    "cultural-set-choice",
    "cultural-collect",
    "cultural-card-choice",
    "cultural-set-return",
    "elder-influence",
    "family-influence",
    "starting-ferocity",
  ],
  function: [
    "dine-player",
    "dine-player#empty",
    "dine-player#count",
    "dine-player#first",
    "tribe-winner",
    "tribe-winner#empty",
    "tribe-winner#count",
    "tribe-winner#first",
    "current-card",
    "current-card#empty",
    "current-card#count",
    "current-card#first",
    "operations-card-drawn",
    "operations-card-drawn#empty",
    "operations-card-drawn#count",
    "operations-card-drawn#first",
    "cards-with-values",
    "cards-with-values#empty",
    "cards-with-values#count",
    "cards-with-values#first",
    "cards-with-icons",
    "cards-with-icons#empty",
    "cards-with-icons#count",
    "cards-with-icons#first",
    "cards-with-events",
    "cards-with-events#empty",
    "cards-with-events#count",
    "cards-with-events#first",
    "women-in-play",
    "women-in-play#empty",
    "women-in-play#count",
    "women-in-play#first",
    "trade-goods-available",
    "trade-goods-available#empty",
    "trade-goods-available#count",
    "trade-goods-available#first",
    "evasion-modifier",
    "evasion-modifier#empty",
    "evasion-modifier#count",
    "evasion-modifier#first",
    "trade-goods-held",
    "trade-goods-held#empty",
    "trade-goods-held#count",
    "trade-goods-held#first",
    "blessing-cards",
    "blessing-cards#empty",
    "blessing-cards#count",
    "blessing-cards#first",
    "families-in-play",
    "families-in-play#empty",
    "families-in-play#count",
    "families-in-play#first",
    "activations",
    "activations#empty",
    "activations#count",
    "activations#first",
    "family-mps",
    "family-mps#empty",
    "family-mps#count",
    "family-mps#first",
    "has-horse",
    "has-horse#empty",
    "has-horse#count",
    "has-horse#first",
    "area-cost",
    "area-cost#empty",
    "area-cost#count",
    "area-cost#first",
    "entry-cost",
    "entry-cost#empty",
    "entry-cost#count",
    "entry-cost#first",
    "raid-cost",
    "raid-cost#empty",
    "raid-cost#count",
    "raid-cost#first",
    "shown-instruction",
    "shown-instruction#empty",
    "shown-instruction#count",
    "shown-instruction#first",
    "least-cost",
    "least-cost#empty",
    "least-cost#count",
    "least-cost#first",
    "most-cost",
    "most-cost#empty",
    "most-cost#count",
    "most-cost#first",
    "in-row",
    "in-row#empty",
    "in-row#count",
    "in-row#first",
    "outposts-on-map",
    "outposts-on-map#empty",
    "outposts-on-map#count",
    "outposts-on-map#first",
    "family-box",
    "family-box#empty",
    "family-box#count",
    "family-box#first",
    "collectable",
    "collectable#empty",
    "collectable#count",
    "collectable#first",
    "margin",
    "margin#empty",
    "margin#count",
    "margin#first",
    "mark-of",
    "mark-of#empty",
    "mark-of#count",
    "mark-of#first",
    "headman",
    "headman#empty",
    "headman#count",
    "headman#first",
    "non-headman",
    "non-headman#empty",
    "non-headman#count",
    "non-headman#first",
  ],
  procedure: [
    "prepare-players",
    "between-draw-and-resolution",
    "operations-segment",
    "collect-enemy-aps",
    "reset-cubes",
    "resolve-major-event",
    "resolve-minor-event",
    "player-operation",
    "icon-to-passage-of-time",
    "planning",
    "elder-action",
    "make-trade-goods",
    "tribal-diplomacy",
    "roll-or-bless",
    "player-roll",
    "ceremony-steps",
    "take-actions",
    "activate-family",
    "left-behind",
    "enter-intruders",
    "raise-ferocity",
    "raid-on-outpost",
    "plant-corn",
    "raid-new-mexico",
    "enemy-operations",
    "shift-instructions",
    "swap-row",
    "execute-instructions",
    "execute-instruction",
    "build-outpost",
    "subjugation-draw",
    "add-subjugation",
    "reset-instruction-display",
    "place-families",
    "start-family",
    "start-elders",
    "place-elders",
    "fill-instruction-display",
    "fill-raid-pool",
    "take-out",
    "place-drought",
    "prepare-cultural-cards",
    "collect-free",
    "collect-starting-cards",
    "cultural-development-setup",
    "set-tracks",
    "set-instructions",
    "period-deck",
    "rise-of-the-people-deck",
    "rope-thrower-deck",
    "judge-american",
    "judge-margin",
    "tutorial-families",
    "tutorial-instructions",
    "tutorial-cultural-cards",
    "tutorial-deck",
    "next-period",
    "trade-animals",
    "influence-elders",
    "place-elder-influence",
    "influence-families",
    "place-family-influence",
    "adjust-ferocity",
    "pass-headman",
    "gain-ip",
  ],
} as const;

/** Every program of this module: the base game, each scenario and each combination of variants. */
export const game: M.ProgramSet = {
  game: "navajo-wars",
  scenarios: [
    "tutorial",
    "rise-of-the-people",
    "lords-of-the-earth",
    "broken-country",
    "fearing-time",
    "rope-thrower",
    "navajo-wars-campaign",
  ],
  variants: ["horseflesh", "ride-till-they-drop", "horse-trading", "two-player"],
  programs: {
    "|": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T0,
    }),
    "|horseflesh": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T0,
    }),
    "|ride-till-they-drop": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T0,
    }),
    "|horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T0,
    }),
    "|horse-trading": (): M.Program => ({
      data: D4,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T1,
    }),
    "|horse-trading+horseflesh": (): M.Program => ({
      data: D5,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T1,
    }),
    "|horse-trading+ride-till-they-drop": (): M.Program => ({
      data: D6,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T1,
    }),
    "|horse-trading+horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D7,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T1,
    }),
    "|two-player": (): M.Program => ({
      data: D8,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T2,
    }),
    "|horseflesh+two-player": (): M.Program => ({
      data: D9,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T2,
    }),
    "|ride-till-they-drop+two-player": (): M.Program => ({
      data: D10,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T2,
    }),
    "|horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D11,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T2,
    }),
    "|horse-trading+two-player": (): M.Program => ({
      data: D12,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T3,
    }),
    "|horse-trading+horseflesh+two-player": (): M.Program => ({
      data: D13,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T3,
    }),
    "|horse-trading+ride-till-they-drop+two-player": (): M.Program => ({
      data: D14,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T3,
    }),
    "|horse-trading+horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D15,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T3,
    }),
    "tutorial|": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T4,
    }),
    "tutorial|horseflesh": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T4,
    }),
    "tutorial|ride-till-they-drop": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T4,
    }),
    "tutorial|horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T4,
    }),
    "tutorial|horse-trading": (): M.Program => ({
      data: D4,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T5,
    }),
    "tutorial|horse-trading+horseflesh": (): M.Program => ({
      data: D5,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T5,
    }),
    "tutorial|horse-trading+ride-till-they-drop": (): M.Program => ({
      data: D6,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T5,
    }),
    "tutorial|horse-trading+horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D7,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T5,
    }),
    "tutorial|two-player": (): M.Program => ({
      data: D8,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T6,
    }),
    "tutorial|horseflesh+two-player": (): M.Program => ({
      data: D9,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T6,
    }),
    "tutorial|ride-till-they-drop+two-player": (): M.Program => ({
      data: D10,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T6,
    }),
    "tutorial|horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D11,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T6,
    }),
    "tutorial|horse-trading+two-player": (): M.Program => ({
      data: D12,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T7,
    }),
    "tutorial|horse-trading+horseflesh+two-player": (): M.Program => ({
      data: D13,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T7,
    }),
    "tutorial|horse-trading+ride-till-they-drop+two-player": (): M.Program => ({
      data: D14,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T7,
    }),
    "tutorial|horse-trading+horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D15,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T7,
    }),
    "rise-of-the-people|": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T8,
    }),
    "rise-of-the-people|horseflesh": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T8,
    }),
    "rise-of-the-people|ride-till-they-drop": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T8,
    }),
    "rise-of-the-people|horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T8,
    }),
    "rise-of-the-people|horse-trading": (): M.Program => ({
      data: D4,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T9,
    }),
    "rise-of-the-people|horse-trading+horseflesh": (): M.Program => ({
      data: D5,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T9,
    }),
    "rise-of-the-people|horse-trading+ride-till-they-drop": (): M.Program => ({
      data: D6,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T9,
    }),
    "rise-of-the-people|horse-trading+horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D7,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T9,
    }),
    "rise-of-the-people|two-player": (): M.Program => ({
      data: D8,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T10,
    }),
    "rise-of-the-people|horseflesh+two-player": (): M.Program => ({
      data: D9,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T10,
    }),
    "rise-of-the-people|ride-till-they-drop+two-player": (): M.Program => ({
      data: D10,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T10,
    }),
    "rise-of-the-people|horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D11,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T10,
    }),
    "rise-of-the-people|horse-trading+two-player": (): M.Program => ({
      data: D12,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T11,
    }),
    "rise-of-the-people|horse-trading+horseflesh+two-player": (): M.Program => ({
      data: D13,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T11,
    }),
    "rise-of-the-people|horse-trading+ride-till-they-drop+two-player": (): M.Program => ({
      data: D14,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T11,
    }),
    "rise-of-the-people|horse-trading+horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D15,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T11,
    }),
    "lords-of-the-earth|": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T12,
    }),
    "lords-of-the-earth|horseflesh": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T12,
    }),
    "lords-of-the-earth|ride-till-they-drop": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T12,
    }),
    "lords-of-the-earth|horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T12,
    }),
    "lords-of-the-earth|horse-trading": (): M.Program => ({
      data: D4,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T13,
    }),
    "lords-of-the-earth|horse-trading+horseflesh": (): M.Program => ({
      data: D5,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T13,
    }),
    "lords-of-the-earth|horse-trading+ride-till-they-drop": (): M.Program => ({
      data: D6,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T13,
    }),
    "lords-of-the-earth|horse-trading+horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D7,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T13,
    }),
    "lords-of-the-earth|two-player": (): M.Program => ({
      data: D8,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T14,
    }),
    "lords-of-the-earth|horseflesh+two-player": (): M.Program => ({
      data: D9,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T14,
    }),
    "lords-of-the-earth|ride-till-they-drop+two-player": (): M.Program => ({
      data: D10,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T14,
    }),
    "lords-of-the-earth|horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D11,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T14,
    }),
    "lords-of-the-earth|horse-trading+two-player": (): M.Program => ({
      data: D12,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T15,
    }),
    "lords-of-the-earth|horse-trading+horseflesh+two-player": (): M.Program => ({
      data: D13,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T15,
    }),
    "lords-of-the-earth|horse-trading+ride-till-they-drop+two-player": (): M.Program => ({
      data: D14,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T15,
    }),
    "lords-of-the-earth|horse-trading+horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D15,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T15,
    }),
    "broken-country|": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T16,
    }),
    "broken-country|horseflesh": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T16,
    }),
    "broken-country|ride-till-they-drop": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T16,
    }),
    "broken-country|horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T16,
    }),
    "broken-country|horse-trading": (): M.Program => ({
      data: D4,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T17,
    }),
    "broken-country|horse-trading+horseflesh": (): M.Program => ({
      data: D5,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T17,
    }),
    "broken-country|horse-trading+ride-till-they-drop": (): M.Program => ({
      data: D6,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T17,
    }),
    "broken-country|horse-trading+horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D7,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T17,
    }),
    "broken-country|two-player": (): M.Program => ({
      data: D8,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T18,
    }),
    "broken-country|horseflesh+two-player": (): M.Program => ({
      data: D9,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T18,
    }),
    "broken-country|ride-till-they-drop+two-player": (): M.Program => ({
      data: D10,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T18,
    }),
    "broken-country|horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D11,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T18,
    }),
    "broken-country|horse-trading+two-player": (): M.Program => ({
      data: D12,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T19,
    }),
    "broken-country|horse-trading+horseflesh+two-player": (): M.Program => ({
      data: D13,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T19,
    }),
    "broken-country|horse-trading+ride-till-they-drop+two-player": (): M.Program => ({
      data: D14,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T19,
    }),
    "broken-country|horse-trading+horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D15,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T19,
    }),
    "fearing-time|": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T20,
    }),
    "fearing-time|horseflesh": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T20,
    }),
    "fearing-time|ride-till-they-drop": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T20,
    }),
    "fearing-time|horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T20,
    }),
    "fearing-time|horse-trading": (): M.Program => ({
      data: D4,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T21,
    }),
    "fearing-time|horse-trading+horseflesh": (): M.Program => ({
      data: D5,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T21,
    }),
    "fearing-time|horse-trading+ride-till-they-drop": (): M.Program => ({
      data: D6,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T21,
    }),
    "fearing-time|horse-trading+horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D7,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T21,
    }),
    "fearing-time|two-player": (): M.Program => ({
      data: D8,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T22,
    }),
    "fearing-time|horseflesh+two-player": (): M.Program => ({
      data: D9,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T22,
    }),
    "fearing-time|ride-till-they-drop+two-player": (): M.Program => ({
      data: D10,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T22,
    }),
    "fearing-time|horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D11,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T22,
    }),
    "fearing-time|horse-trading+two-player": (): M.Program => ({
      data: D12,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T23,
    }),
    "fearing-time|horse-trading+horseflesh+two-player": (): M.Program => ({
      data: D13,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T23,
    }),
    "fearing-time|horse-trading+ride-till-they-drop+two-player": (): M.Program => ({
      data: D14,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T23,
    }),
    "fearing-time|horse-trading+horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D15,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T23,
    }),
    "rope-thrower|": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T24,
    }),
    "rope-thrower|horseflesh": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T24,
    }),
    "rope-thrower|ride-till-they-drop": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T24,
    }),
    "rope-thrower|horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T24,
    }),
    "rope-thrower|horse-trading": (): M.Program => ({
      data: D4,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T25,
    }),
    "rope-thrower|horse-trading+horseflesh": (): M.Program => ({
      data: D5,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T25,
    }),
    "rope-thrower|horse-trading+ride-till-they-drop": (): M.Program => ({
      data: D6,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T25,
    }),
    "rope-thrower|horse-trading+horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D7,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T25,
    }),
    "rope-thrower|two-player": (): M.Program => ({
      data: D8,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T26,
    }),
    "rope-thrower|horseflesh+two-player": (): M.Program => ({
      data: D9,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T26,
    }),
    "rope-thrower|ride-till-they-drop+two-player": (): M.Program => ({
      data: D10,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T26,
    }),
    "rope-thrower|horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D11,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T26,
    }),
    "rope-thrower|horse-trading+two-player": (): M.Program => ({
      data: D12,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T27,
    }),
    "rope-thrower|horse-trading+horseflesh+two-player": (): M.Program => ({
      data: D13,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T27,
    }),
    "rope-thrower|horse-trading+ride-till-they-drop+two-player": (): M.Program => ({
      data: D14,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T27,
    }),
    "rope-thrower|horse-trading+horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D15,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T27,
    }),
    "navajo-wars-campaign|": (): M.Program => ({
      data: D16,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T28,
    }),
    "navajo-wars-campaign|horseflesh": (): M.Program => ({
      data: D17,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T28,
    }),
    "navajo-wars-campaign|ride-till-they-drop": (): M.Program => ({
      data: D18,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T28,
    }),
    "navajo-wars-campaign|horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D19,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T28,
    }),
    "navajo-wars-campaign|horse-trading": (): M.Program => ({
      data: D20,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T29,
    }),
    "navajo-wars-campaign|horse-trading+horseflesh": (): M.Program => ({
      data: D21,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T29,
    }),
    "navajo-wars-campaign|horse-trading+ride-till-they-drop": (): M.Program => ({
      data: D22,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T29,
    }),
    "navajo-wars-campaign|horse-trading+horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D23,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T29,
    }),
    "navajo-wars-campaign|two-player": (): M.Program => ({
      data: D24,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T30,
    }),
    "navajo-wars-campaign|horseflesh+two-player": (): M.Program => ({
      data: D25,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T30,
    }),
    "navajo-wars-campaign|ride-till-they-drop+two-player": (): M.Program => ({
      data: D26,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T30,
    }),
    "navajo-wars-campaign|horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D27,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T30,
    }),
    "navajo-wars-campaign|horse-trading+two-player": (): M.Program => ({
      data: D28,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T31,
    }),
    "navajo-wars-campaign|horse-trading+horseflesh+two-player": (): M.Program => ({
      data: D29,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T31,
    }),
    "navajo-wars-campaign|horse-trading+ride-till-they-drop+two-player": (): M.Program => ({
      data: D30,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T31,
    }),
    "navajo-wars-campaign|horse-trading+horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D31,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T31,
    }),
  },
  symbols,
  refused: {},
};

export interface NavajoWarsOptions extends Omit<EngineOptions, "scenario" | "variants"> {
  scenario?: ScenarioId;
  variants?: VariantId[];
}

/** The type of one option of each decision, by decision id. */
export interface DecisionOptions {
  "activate-more": "activate" | "end-operation";
  "blessing-card": PieceId;
  "blessing-choice": "roll-the-die" | "play-a-blessing-way";
  "ceremony-choice": "keep-the-card" | "discard-the-card";
  "cultural-card-choice": PieceId;
  "cultural-collect": "collect" | "decline";
  "cultural-set-choice": PieceId;
  "cultural-set-return": PieceId;
  "diplomacy-choice": "tribal-diplomacy" | "tribal-warfare" | "neither";
  "diplomacy-gifts": "spend-trade-goods" | "roll-for-diplomacy";
  "diplomacy-target": PieceId;
  diplomat: PieceId;
  "elder-action-choice": "culture-for-military" | "gain-an-ap" | "calm-a-family" | "no-action";
  "elder-influence": PieceId;
  "family-action":
    | "move-to-adjacent-area"
    | "raid-new-mexico"
    | "long-range-raid"
    | "plant-corn"
    | "raid-on-outpost"
    | "take-a-horse"
    | "end-activation";
  "family-area": AreaId;
  "family-influence": PieceId;
  "family-move": AreaId;
  "family-to-activate": PieceId;
  "family-to-calm": PieceId;
  "manuelito-family": PieceId;
  "next-card": PieceId;
  "operation-choice": "take-actions" | "planning" | "passage-of-time";
  "outpost-green": "fight-a-battle" | "enemy-morale-up";
  "preempt-choice": "preempt" | "let-the-enemy-go-first";
  "raid-loot": "take-sheep" | "take-horse";
  "re-roll-choice": "keep-the-die" | "roll-again";
  "starting-ferocity": number;
  "trade-goods-choice": "make-trade-goods" | "stop";
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

/** The engine of Navajo Wars, typed with the game's ids. */
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

/** A new game of Navajo Wars; the same options and seed always give the same game. */
export function createEngine(options: NavajoWarsOptions): Engine {
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
