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
  | "enemy-ap#1"
  | "enemy-ap#10"
  | "enemy-ap#11"
  | "enemy-ap#12"
  | "enemy-ap#13"
  | "enemy-ap#14"
  | "enemy-ap#15"
  | "enemy-ap#16"
  | "enemy-ap#17"
  | "enemy-ap#18"
  | "enemy-ap#19"
  | "enemy-ap#2"
  | "enemy-ap#20"
  | "enemy-ap#3"
  | "enemy-ap#4"
  | "enemy-ap#5"
  | "enemy-ap#6"
  | "enemy-ap#7"
  | "enemy-ap#8"
  | "enemy-ap#9"
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
  | "tribal-raid#1"
  | "tribal-raid#2"
  | "tribal-raid#3"
  | "tribal-raid#4"
  | "tribal-raid#5"
  | "tribal-raid#6";

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
  | "enemy-counters"
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
  | "planning-done"
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
  | "tribal-raid-box"
  | "zuni-mountains-caught"
  | "zuni-mountains-drought"
  | "zuni-mountains-escape";

/** Tables and charts. */
export type TableId =
  | "alphabetic-priority"
  | "american-victory"
  | "blessing-ways"
  | "card-events"
  | "card-icons"
  | "card-values"
  | "drought-spaces"
  | "elder-ratings"
  | "event-vp"
  | "family-boxes"
  | "margin-victory"
  | "spanish-instructions"
  | "territory-boxes"
  | "territory-roll"
  | "territory-vp";

/** Named decisions. */
export type DecisionId =
  | "activate-more"
  | "animal-trade"
  | "blessing-card"
  | "blessing-choice"
  | "buy-choice"
  | "card-to-buy"
  | "ceremony-choice"
  | "check-or-medicine"
  | "cultural-card-choice"
  | "cultural-collect"
  | "cultural-set-choice"
  | "cultural-set-return"
  | "diplomacy-choice"
  | "diplomacy-gifts"
  | "diplomacy-target"
  | "diplomat"
  | "elder-action-choice"
  | "elder-conversion"
  | "evade-six"
  | "family-action"
  | "family-area"
  | "family-move"
  | "family-to-activate"
  | "family-to-calm"
  | "fill-space"
  | "firearms-choice"
  | "harass-area"
  | "horse-for-food"
  | "horses-unfed"
  | "manuelito-family"
  | "new-family"
  | "new-family-area"
  | "next-card"
  | "operation-choice"
  | "outpost-green"
  | "preempt-choice"
  | "raid-loot"
  | "raid-loss"
  | "raid-resolution-choice"
  | "re-roll-choice"
  | "reaction-choice"
  | "return-area"
  | "return-ferocity"
  | "spend-horse-mp"
  | "trade-goods-choice"
  | "tribal-evader"
  | "tribal-evasion"
  | "waiting-lost";

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
    "hostile-tribes",
    "unstated",
  ],
};
const P14 = {
  id: "minor-event-kind",
  rule: "Tutorial",
  values: ["drought", "swap-instructions", "drought-recovery", "unstated"],
};
const P15 = { id: "dine", title: "The Dine", colour: "turquoise" };
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
      value: 6,
      "bracket-value": 3,
    },
    { id: "shiprock-1", title: "Shiprock 1", territory: ["shiprock"], row: 1, value: 1, "bracket-value": 1, vp: 4 },
    { id: "shiprock-2", title: "Shiprock 2", territory: ["shiprock"], row: 2, value: 2, "bracket-value": 1 },
    { id: "shiprock-3", title: "Shiprock 3", territory: ["shiprock"], row: 3, value: 3, "bracket-value": 1 },
    { id: "shiprock-4", title: "Shiprock 4", territory: ["shiprock"], row: 4, value: 3, "bracket-value": 2 },
    { id: "shiprock-5", title: "Shiprock 5", territory: ["shiprock"], row: 5, value: 4, "bracket-value": 2 },
    { id: "shiprock-6", title: "Shiprock 6", territory: ["shiprock"], row: 6, value: 6, "bracket-value": 3 },
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
      value: 6,
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
      value: 6,
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
    { id: "black-mesa-6", title: "Black Mesa 6", territory: ["black-mesa"], row: 6, value: 6, "bracket-value": 3 },
    { id: "hopi-land-1", title: "Hopi Land 1", territory: ["hopi-land"], row: 1, value: 1, "bracket-value": 1, vp: 3 },
    { id: "hopi-land-2", title: "Hopi Land 2", territory: ["hopi-land"], row: 2, value: 2, "bracket-value": 1 },
    { id: "hopi-land-3", title: "Hopi Land 3", territory: ["hopi-land"], row: 3, value: 3, "bracket-value": 1 },
    { id: "hopi-land-4", title: "Hopi Land 4", territory: ["hopi-land"], row: 4, value: 3, "bracket-value": 2 },
    { id: "hopi-land-5", title: "Hopi Land 5", territory: ["hopi-land"], row: 5, value: 4, "bracket-value": 2 },
    { id: "hopi-land-6", title: "Hopi Land 6", territory: ["hopi-land"], row: 6, value: 6, "bracket-value": 3 },
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
      value: 6,
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
const P93 = {
  id: "planning-done",
  kind: "track",
  title: "Planning done on this card",
  rule: "3.1",
  range: { min: 0, max: 1 },
  start: 0,
};
const P94 = { id: "current-card-space", kind: "box", title: "Current Card space", rule: "2" };
const P95 = { id: "discards", kind: "box", title: "Discard pile", rule: "2" };
const P96 = {
  id: "canyon-de-chelly-escape",
  kind: "box",
  title: "Canyon de Chelly Escape box",
  rule: "1.7",
  at: "canyon-de-chelly",
};
const P97 = {
  id: "canyon-de-chelly-caught",
  kind: "box",
  title: "Canyon de Chelly Caught box",
  rule: "1.7",
  at: "canyon-de-chelly",
};
const P98 = { id: "shiprock-escape", kind: "box", title: "Shiprock Escape box", rule: "1.7", at: "shiprock" };
const P99 = { id: "shiprock-caught", kind: "box", title: "Shiprock Caught box", rule: "1.7", at: "shiprock" };
const P100 = {
  id: "san-juan-valley-escape",
  kind: "box",
  title: "San Juan Valley Escape box",
  rule: "1.7",
  at: "san-juan-valley",
};
const P101 = {
  id: "san-juan-valley-caught",
  kind: "box",
  title: "San Juan Valley Caught box",
  rule: "1.7",
  at: "san-juan-valley",
};
const P102 = {
  id: "monument-valley-escape",
  kind: "box",
  title: "Monument Valley Escape box",
  rule: "1.7",
  at: "monument-valley",
};
const P103 = {
  id: "monument-valley-caught",
  kind: "box",
  title: "Monument Valley Caught box",
  rule: "1.7",
  at: "monument-valley",
};
const P104 = { id: "black-mesa-escape", kind: "box", title: "Black Mesa Escape box", rule: "1.7", at: "black-mesa" };
const P105 = { id: "black-mesa-caught", kind: "box", title: "Black Mesa Caught box", rule: "1.7", at: "black-mesa" };
const P106 = { id: "hopi-land-escape", kind: "box", title: "Hopi Land Escape box", rule: "1.7", at: "hopi-land" };
const P107 = { id: "hopi-land-caught", kind: "box", title: "Hopi Land Caught box", rule: "1.7", at: "hopi-land" };
const P108 = {
  id: "zuni-mountains-escape",
  kind: "box",
  title: "Zuni Mountains Escape box",
  rule: "1.7",
  at: "zuni-mountains",
};
const P109 = {
  id: "zuni-mountains-caught",
  kind: "box",
  title: "Zuni Mountains Caught box",
  rule: "1.7",
  at: "zuni-mountains",
};
const P110 = {
  id: "shiprock-drought",
  kind: "box",
  title: "Shiprock drought boxes",
  rule: "1.7",
  at: "shiprock",
  capacity: 2,
};
const P111 = {
  id: "san-juan-valley-drought",
  kind: "box",
  title: "San Juan Valley drought boxes",
  rule: "1.7",
  at: "san-juan-valley",
  capacity: 2,
};
const P112 = {
  id: "monument-valley-drought",
  kind: "box",
  title: "Monument Valley drought boxes",
  rule: "1.7",
  at: "monument-valley",
  capacity: 2,
};
const P113 = {
  id: "black-mesa-drought",
  kind: "box",
  title: "Black Mesa drought boxes",
  rule: "1.7",
  at: "black-mesa",
  capacity: 2,
};
const P114 = {
  id: "hopi-land-drought",
  kind: "box",
  title: "Hopi Land drought boxes",
  rule: "1.7",
  at: "hopi-land",
  capacity: 2,
};
const P115 = {
  id: "zuni-mountains-drought",
  kind: "box",
  title: "Zuni Mountains drought boxes",
  rule: "1.7",
  at: "zuni-mountains",
  capacity: 2,
};
const P116 = {
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
const P117 = {
  id: "elders",
  kind: "pool",
  title: "Elder counters",
  rule: "1.6.1",
  size: 6,
  contents: [{ count: 6, piece: "population", fields: { role: "elder" } }],
};
const P118 = {
  id: "family-counters",
  kind: "pool",
  title: "Family counters",
  rule: "1.6.1",
  size: 12,
  contents: [{ count: 2, piece: "family", fields: { letter: "*" } }],
};
const P119 = {
  id: "corn-crib",
  kind: "cup",
  title: "Corn draw cup",
  rule: "1.6",
  visibility: "none",
  order: "random",
  size: 10,
  contents: [{ count: 10, piece: "corn" }],
};
const P120 = {
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
const P121 = {
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
const P122 = {
  id: "raid-pool",
  kind: "bag",
  title: "Raid Pool",
  rule: "14",
  visibility: "none",
  order: "random",
  holds: ["raid-cube"],
};
const P123 = {
  id: "subjugation",
  kind: "box",
  title: "Subjugation of New Mexico box",
  rule: "14",
  holds: ["raid-cube"],
};
const P124 = { id: "raided-cubes", kind: "box", title: "Raided Cubes box", rule: "14", holds: ["raid-cube"] };
const P125 = { id: "recovery", kind: "box", title: "Recovery box", rule: "Tutorial", holds: ["raid-cube"] };
const P126 = { id: "family-box-a", kind: "box", title: "Family A's Family Box", rule: "1.7.5.2" };
const P127 = { id: "family-box-b", kind: "box", title: "Family B's Family Box", rule: "1.7.5.2" };
const P128 = { id: "family-box-c", kind: "box", title: "Family C's Family Box", rule: "1.7.5.2" };
const P129 = { id: "family-box-d", kind: "box", title: "Family D's Family Box", rule: "1.7.5.2" };
const P130 = { id: "family-box-e", kind: "box", title: "Family E's Family Box", rule: "1.7.5.2" };
const P131 = { id: "family-box-f", kind: "box", title: "Family F's Family Box", rule: "1.7.5.2" };
const P132 = {
  id: "elder-display",
  kind: "display",
  title: "Elder Display",
  rule: "1.7.5.2",
  order: "ordered",
  slots: 6,
  holds: ["population"],
};
const P133 = {
  id: "active-column",
  kind: "display",
  title: "Enemy Instruction Display: Active column",
  rule: "14",
  order: "ordered",
  rows: 6,
  holds: ["instruction"],
};
const P134 = {
  id: "standby-column",
  kind: "display",
  title: "Enemy Instruction Display: Standby column",
  rule: "14",
  order: "ordered",
  rows: 6,
  holds: ["instruction"],
};
const P135 = {
  id: "inactive-column",
  kind: "display",
  title: "Enemy Instruction Display: Inactive column",
  rule: "14",
  order: "ordered",
  rows: 6,
  holds: ["instruction"],
};
const P136 = { id: "resources", kind: "box", title: "Resources box", rule: "14" };
const P137 = {
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
const P138 = {
  id: "set-aside",
  kind: "box",
  title: "Counters set aside",
  rule: "Tutorial",
  contents: [
    { count: 6, piece: "trade-goods" },
    { count: 2, piece: "harass" },
  ],
};
const P139 = {
  id: "enemy-out-of-play",
  kind: "box",
  title: "Enemy Out of Play box",
  rule: "14",
  contents: [
    { count: 4, piece: "mission" },
    { count: 4, piece: "rancho" },
    { count: 4, piece: "fort" },
    { count: 6, piece: "tribal-raid" },
  ],
};
const P140 = { id: "tribal-raid-box", kind: "box", title: "Tribal Raid box", rule: "4.2.4" };
const P141 = { id: "passage-of-time", kind: "box", title: "Passage of Time box", rule: "14" };
const P142 = { id: "in-play", kind: "box", title: "Cards in play", rule: "14" };
const P143 = {
  id: "general-records",
  kind: "track",
  title: "General Records Track",
  rule: "14",
  range: { min: 0, max: 20 },
  markers: ["military-points", "enemy-ferocity", "culture-points", "dine-aps", "enemy-morale", "influence"],
};
const P144 = { id: "military-points", kind: "track", title: "Military Points", range: { min: 0, max: 20 } };
const P145 = { id: "enemy-ferocity", kind: "track", title: "Enemy Ferocity", range: { min: 0, max: 20 } };
const P146 = { id: "culture-points", kind: "track", title: "Culture Points", range: { min: 0, max: 20 } };
const P147 = { id: "dine-aps", kind: "track", title: "Dine APs", range: { min: 0, max: 20 } };
const P148 = { id: "enemy-morale", kind: "track", title: "Enemy Morale", range: { min: 0, max: 20 } };
const P149 = {
  id: "enemy-aps",
  kind: "track",
  title: "Enemy APs available",
  rule: "Tutorial",
  range: { min: 0, max: 20 },
  start: 0,
};
const P150 = {
  id: "instruction-counters",
  kind: "pool",
  title: "Instruction counters",
  rule: "14",
  size: 42,
  contents: [{ count: 1, piece: "instruction", fields: { nation: "*", letter: "*" } }],
};
const P151 = {
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
const P152 = { id: "stack", kind: "box", title: "A stack being dealt", rule: "14" };
const P153 = { id: "deck", kind: "deck", title: "Draw deck", rule: "14", visibility: "none", order: "stacked" };
const P154 = { id: "ceremony-hand", kind: "box", title: "Ceremony cards in hand", rule: "Tutorial" };
const P155 = {
  id: "cultural-cards",
  kind: "pool",
  title: "Cultural Development cards",
  rule: "14",
  size: 24,
  contents: [{ count: 1, piece: "cultural-development", fields: { development: "*", level: "*" } }],
};
const P156 = { id: "cultural-available", kind: "box", title: "Cultural Development cards available", rule: "14" };
const P157 = { id: "cultural-in-play", kind: "box", title: "Cultural Development cards in play", rule: "14" };
const P158 = { id: "cultural-unused", kind: "box", title: "Cultural Development cards not used this game", rule: "14" };
const P159 = { id: "cultural-draw", kind: "box", title: "Level 1 Cultural Development cards to draw from", rule: "14" };
const P160 = { id: "peeked-cards", kind: "box", title: "Cards looked at", rule: "Tutorial" };
const P161 = {
  id: "player-die",
  kind: "track",
  title: "The player's die",
  rule: "Tutorial",
  range: { min: 0, max: 6 },
  start: 0,
};
const P162 = { id: "drawn-cube", kind: "box", title: "Cube just drawn", rule: "3.2.5" };
const P163 = { id: "cards-out", kind: "box", title: "Cards out of the game", rule: "Tutorial" };
const P164 = {
  id: "enemy-counters",
  kind: "box",
  title: "Enemy AP and Raid counters out of play",
  rule: "4.2.8",
  contents: [{ count: 20, piece: "enemy-ap" }],
};
const P165 = {
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
const P166 = {
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
const P167 = {
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
const P168 = {
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
const P169 = {
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
const P170 = {
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
const P171 = {
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
const P172 = {
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
    { key: "h", cells: ["build-subvert", 3, 3, "unstated", 0, 0, "unstated"] },
    { key: "i", cells: ["unstated", 0, 0, "unstated", 0, 0, "unstated"] },
    { key: "j", cells: ["raid", 0, 0, "unstated", 0, 0, "unstated"] },
    { key: "k", cells: ["utes", 0, 0, "unstated", 0, 0, "unstated"] },
    { key: "l", cells: ["comanche", 0, 0, "unstated", 0, 0, "unstated"] },
    { key: "m", cells: ["unstated", 0, 0, "unstated", 0, 0, "unstated"] },
    { key: "n", cells: ["peace", 0, 0, "build", 0, 0, "plain"] },
  ],
};
const P173 = {
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
    { key: "card-24", cells: ["hostile-tribes", "drought-recovery"] },
  ],
};
const P174 = {
  id: "event-vp",
  title: "Victory point values of event cards",
  rule: "Tutorial",
  columns: ["vp"],
  rows: [{ key: "card-41", cells: [8] }],
};
const P175 = {
  id: "blessing-ways",
  title: "Blessing Way die values",
  rule: "Tutorial",
  columns: ["die"],
  rows: [
    { key: "card-40", cells: [3] },
    { key: "card-08", cells: [1] },
  ],
};
const P176 = {
  id: "territory-boxes",
  title: "Each territory's Caught and Escape boxes",
  rule: "1.7",
  columns: ["caught", "escape"],
  rows: [
    { key: "canyon-de-chelly", cells: ["canyon-de-chelly-caught", "canyon-de-chelly-escape"] },
    { key: "shiprock", cells: ["shiprock-caught", "shiprock-escape"] },
    { key: "san-juan-valley", cells: ["san-juan-valley-caught", "san-juan-valley-escape"] },
    { key: "monument-valley", cells: ["monument-valley-caught", "monument-valley-escape"] },
    { key: "black-mesa", cells: ["black-mesa-caught", "black-mesa-escape"] },
    { key: "hopi-land", cells: ["hopi-land-caught", "hopi-land-escape"] },
    { key: "zuni-mountains", cells: ["zuni-mountains-caught", "zuni-mountains-escape"] },
  ],
};
const P177 = {
  id: "alphabetic-priority",
  title: "Alphabetic Priority",
  rule: "13",
  columns: ["rank"],
  rows: [
    { key: "a", cells: [1] },
    { key: "b", cells: [2] },
    { key: "c", cells: [3] },
    { key: "d", cells: [4] },
    { key: "e", cells: [5] },
    { key: "f", cells: [6] },
  ],
};
const P178 = {
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
const P179 = {
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
const P180 = {
  id: "preempt-choice",
  title: "Preempt the enemy",
  rule: "2.2.1",
  by: "dine",
  options: ["preempt", "let-the-enemy-go-first"],
};
const P181 = {
  id: "next-card",
  title: "The next card of the deck",
  rule: "Tutorial",
  by: "dine",
  prompt: "Which of these cards comes next?",
};
const P182 = {
  id: "waiting-lost",
  title: "A waiting counter lost",
  rule: "8",
  by: "dine",
  prompt: "Which population counter in the Passage of Time box is lost?",
};
const P183 = {
  id: "check-or-medicine",
  title: "Victory Check or Good Medicine",
  rule: "8",
  by: "dine",
  prompt: "Carry out a Victory Check, or take Good Medicine?",
  options: ["victory-check", "good-medicine"],
};
const P184 = {
  id: "buy-choice",
  title: "Buy a Cultural Development card",
  rule: "8.2",
  by: "dine",
  prompt: "Buy a Cultural Development card?",
  options: ["buy-a-card", "buy-nothing"],
};
const P185 = {
  id: "card-to-buy",
  title: "Cultural Development card to buy",
  rule: "8.2",
  by: "dine",
  prompt: "Which card do you buy?",
};
const P186 = {
  id: "operation-choice",
  title: "Choose an operation",
  rule: "3",
  by: "dine",
  prompt: "Which operation does the tribe carry out?",
  options: ["take-actions", "planning", "pass-time"],
};
const P187 = {
  id: "elder-action-choice",
  title: "An elder's action",
  rule: "3.1",
  by: "dine",
  prompt: "Which Elder Action does this elder attempt?",
  options: ["culture-for-military", "gain-an-ap", "calm-a-family", "no-action"],
};
const P188 = {
  id: "family-to-calm",
  title: "Family whose ferocity falls",
  rule: "3.1",
  by: "dine",
  prompt: "Which family's ferocity does the elder try to lower?",
};
const P189 = {
  id: "trade-goods-choice",
  title: "Make trade goods",
  rule: "3.1",
  by: "dine",
  prompt: "Have a woman spend an AP for a trade goods counter?",
  options: ["make-trade-goods", "stop"],
};
const P190 = {
  id: "diplomacy-choice",
  title: "Tribal Diplomacy",
  rule: "3.1",
  by: "dine",
  prompt: "Attempt Tribal Diplomacy?",
  options: ["tribal-diplomacy", "tribal-warfare", "neither"],
};
const P191 = {
  id: "diplomat",
  title: "Family that negotiates",
  rule: "3.1",
  by: "dine",
  prompt: "Whose man negotiates?",
};
const P192 = {
  id: "diplomacy-target",
  title: "Tribe to negotiate with",
  rule: "3.1",
  by: "dine",
  prompt: "Which tribe's instruction is the target?",
};
const P193 = {
  id: "diplomacy-gifts",
  title: "Trade goods for diplomacy",
  rule: "3.1",
  by: "dine",
  prompt: "Spend a trade goods counter for +1, or roll?",
  options: ["spend-trade-goods", "roll-for-diplomacy"],
};
const P194 = {
  id: "blessing-choice",
  title: "A Blessing Way",
  rule: "Tutorial",
  by: "dine",
  prompt: "Roll the die, or play a Ceremony card's Blessing Way for it?",
  options: ["roll-the-die", "play-a-blessing-way"],
};
const P195 = {
  id: "blessing-card",
  title: "Ceremony card for its Blessing Way",
  rule: "Tutorial",
  by: "dine",
  prompt: "Which Ceremony card's Blessing Way?",
};
const P196 = {
  id: "re-roll-choice",
  title: "Roll again for Trade Goods",
  rule: "10",
  by: "dine",
  prompt: "Keep the die, or spend 3 Trade Goods to roll it again?",
  options: ["keep-the-die", "roll-again"],
};
const P197 = {
  id: "ceremony-choice",
  title: "Keep the Ceremony card",
  rule: "2.2",
  by: "dine",
  prompt: "Discard the Ceremony card, or go on to take it into your hand?",
  options: ["keep-the-card", "discard-the-card"],
};
const P198 = {
  id: "activate-more",
  title: "Activate a family",
  rule: "3.2",
  by: "dine",
  prompt: "Activate another family?",
  options: ["activate", "end-operation"],
};
const P199 = {
  id: "family-to-activate",
  title: "Family to activate",
  rule: "3.2",
  by: "dine",
  prompt: "Which family is activated?",
};
const P200 = {
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
    "rulebook-action",
    "end-activation",
  ],
};
const P201 = {
  id: "family-move",
  title: "Area to move to",
  rule: "3.2.2",
  by: "dine",
  prompt: "Which area does the family move to?",
};
const P202 = {
  id: "animal-trade",
  title: "Trade animals",
  rule: "15.3",
  by: "dine",
  prompt: "Trade two animals of one kind for an available one of the other?",
  options: ["two-sheep-for-a-horse", "two-horses-for-a-sheep", "no-trade"],
};
const P203 = {
  id: "spend-horse-mp",
  title: "A horse for a movement point",
  rule: "15.2",
  by: "dine",
  prompt: "Spend a horse from the Resources box for +1 MP?",
  options: ["spend-a-horse", "keep-the-horse"],
};
const P204 = {
  id: "outpost-green",
  title: "A green cube at an outpost",
  rule: "3.2.6",
  by: "dine",
  prompt: "Fight a battle, or give the enemy +1 Morale?",
  options: ["fight-a-battle", "enemy-morale-up"],
};
const P205 = {
  id: "raid-loot",
  title: "What the raid takes",
  rule: "3.2.5",
  by: "dine",
  prompt: "Take a sheep or a horse?",
  options: ["take-sheep", "take-horse"],
};
const P206 = {
  id: "elder-conversion",
  title: "A counter becomes an elder",
  rule: "3.3",
  by: "dine",
  prompt: "Does this counter in the Passage of Time box become an elder?",
  options: ["become-an-elder", "stay"],
};
const P207 = {
  id: "fill-space",
  title: "A family for a population counter",
  rule: "3.3",
  by: "dine",
  prompt: "Which family takes this counter into its empty space (or none)?",
};
const P208 = {
  id: "new-family",
  title: "A new family",
  rule: "3.3",
  by: "dine",
  prompt: "Form a new family from a man, a woman and a child in the Passage of Time box?",
  options: ["form-a-family", "no-new-family"],
};
const P209 = {
  id: "new-family-area",
  title: "Where the new family starts",
  rule: "3.3",
  by: "dine",
  prompt: "Which area of Canyon de Chelly does the new family start in?",
};
const P210 = {
  id: "horses-unfed",
  title: "Horses that cannot be fed",
  rule: "3.3",
  by: "dine",
  prompt: "Lose the horses that cannot be fed, or make trade goods of them?",
  options: ["lose-the-horses", "animals-to-trade-goods"],
};
const P211 = {
  id: "horse-for-food",
  title: "A horse for food",
  rule: "15.1",
  by: "dine",
  prompt: "Spend a horse to feed one population counter?",
  options: ["eat-a-horse", "stop-eating-horses"],
};
const P212 = {
  id: "reaction-choice",
  title: "Player reaction",
  rule: "5.1",
  by: "dine",
  prompt: "How does the tribe react to the raid?",
  options: ["evade", "negotiate", "ambush", "place-harass", "no-reaction"],
};
const P213 = {
  id: "harass-area",
  title: "Area to harass",
  rule: "5.2.3",
  by: "dine",
  prompt: "Which area gets the harass counter?",
};
const P214 = {
  id: "evade-six",
  title: "An evasion on a 6",
  rule: "5.2.4",
  by: "dine",
  prompt: "Where does the family evade to?",
};
const P215 = {
  id: "raid-resolution-choice",
  title: "Raid resolution",
  rule: "4.2.8",
  by: "dine",
  prompt: "Fight a battle, or take the raid's losses?",
  options: ["fight-a-battle", "take-the-losses"],
};
const P216 = {
  id: "raid-loss",
  title: "Population counter lost",
  rule: "4.2.8",
  by: "dine",
  prompt: "Which population counter does the family lose?",
};
const P217 = {
  id: "firearms-choice",
  title: "Firearms in the ambush",
  rule: "5.2.1",
  by: "dine",
  prompt: "Spend a Firearms for +2?",
  options: ["spend-firearms", "keep-firearms"],
};
const P218 = {
  id: "return-area",
  title: "Where the family returns",
  rule: "4.2.8",
  by: "dine",
  prompt: "Which area does the family return to?",
};
const P219 = {
  id: "return-ferocity",
  title: "The family's ferocity",
  rule: "4.2.8",
  by: "dine",
  prompt: "At what ferocity does the family return?",
};
const P220 = {
  id: "tribal-evasion",
  title: "Evade a Tribal Raid",
  rule: "4.2.4",
  by: "dine",
  prompt: "Does a family in the raided territory try to evade?",
  options: ["evade", "no-reaction"],
};
const P221 = {
  id: "tribal-evader",
  title: "The family that evades",
  rule: "4.2.4",
  by: "dine",
  prompt: "Which family tries to evade?",
};
const P222 = {
  id: "manuelito-family",
  title: "The family Manuelito joins",
  rule: "14.5",
  prompt: "Which family does Manuelito join?",
};
const P223 = {
  id: "family-area",
  title: "Where a family starts",
  rule: "14.1.1",
  prompt: "Which area does this family start in?",
};
const P224 = {
  id: "cultural-set-choice",
  title: "Set of Cultural Development cards to keep",
  rule: "14.1.1",
  prompt: "Which set of Cultural Development cards will surely be in the game (by its Level 1 card)?",
};
const P225 = {
  id: "cultural-collect",
  title: "Collect a Cultural Development card",
  rule: "14.1.1",
  prompt: "Collect a starting Cultural Development card?",
  options: ["collect", "decline"],
};
const P226 = {
  id: "cultural-card-choice",
  title: "Cultural Development card to collect",
  rule: "14.1.1",
  prompt: "Which Cultural Development card do you collect?",
};
const P227 = {
  id: "cultural-set-return",
  title: "Set to return to the box",
  rule: "14.5.1",
  prompt: "Which of the five sets goes back to the box (by its Level 1 card)?",
};
const P228 = {
  id: "elder-influence",
  title: "Place influence on an elder",
  rule: "16.3.1",
  prompt: "Which elder takes your Influence counter?",
};
const P229 = {
  id: "family-influence",
  title: "Place influence on a family",
  rule: "16.3.2",
  prompt: "Which family takes your Influence counter?",
};
const P230 = {
  id: "starting-ferocity",
  title: "Starting ferocity",
  rule: "16.4",
  prompt: "What ferocity does this family start with?",
};
const P231 = {
  id: "empty-deck",
  title: "A card draw with no card left in the deck (choose one of the scenarios of section 14, which build it)",
  rule: "2.1",
  section: "2.1",
};
const P232 = {
  id: "cultural-purchase",
  title: "Buying Cultural Development cards (their costs)",
  rule: "8.2",
  section: "8.2",
};
const P233 = {
  id: "preemption-costs",
  title: "Preemption costs of the Operations cards the tutorial does not play",
  rule: "2.2.1",
  section: "2.2.1",
};
const P234 = {
  id: "ceremony-enemy-way",
  title: "The Enemy Way effects of Ceremony cards in hand",
  rule: "2.2",
  section: "2.2",
};
const P235 = {
  id: "icon-supply-empty",
  title: "A Planning icon whose kind of counter has none left to move",
  rule: "3.1",
  section: "3.1",
};
const P236 = {
  id: "elder-past-last-box",
  title: "An elder sliding on from the Elder Display's last box",
  rule: "3.1",
  section: "3.1",
};
const P237 = {
  id: "tribal-warfare",
  title: "Tribal Warfare, the other use of Tribal Diplomacy",
  rule: "3.1",
  section: "3.1",
};
const P238 = {
  id: "other-actions",
  title: "A family action of the rulebook the tutorial does not show (3.2.1, 3.2.3, 3.2.7 or 3.2.8)",
  rule: "3.2",
  section: "3.2.1, 3.2.3, 3.2.7, 3.2.8",
};
const P239 = {
  id: "corn-harvest",
  title: "Harvesting corn in the Passage of Time (step 4)",
  rule: "3.3",
  section: "3.3",
};
const P240 = {
  id: "famine",
  title: "Population that the land, the horses and the sheep cannot feed (step 5)",
  rule: "3.3",
  section: "3.3",
};
const P241 = { id: "defend", title: "The Defend instruction", rule: "4.2.5", section: "4.2.5" };
const P242 = { id: "peace", title: "The Peace instruction", rule: "4.2.7", section: "4.2.7" };
const P243 = { id: "expand", title: "Expand with an outpost already on the map", rule: "4.2.6", section: "4.2.6" };
const P244 = {
  id: "build-without-missions",
  title: "Build with no Mission left to place",
  rule: "4.2.1",
  section: "4.2.1",
};
const P245 = {
  id: "negotiation-success",
  title: "What a successful Negotiation does",
  rule: "5.2.2",
  section: "5.2.2",
};
const P246 = {
  id: "family-box-ranges",
  title: "The Morale die ranges under a Family Box's woman and child spaces",
  rule: "1.7.5.2",
  section: "1.7.5.2",
};
const P247 = { id: "events", title: "Historical and transitional events", rule: "6", section: "6" };
const P248 = { id: "minor-events", title: "Minor events", rule: "7", section: "7" };
const P249 = { id: "battles", title: "Battles and the Battle Results Table", rule: "11", section: "11" };
const P250 = { id: "defeat", title: "Defeat during play", rule: "12.1", section: "12.1" };
const P251 = { id: "automatic-victory", title: "Automatic victory", rule: "12.2", section: "12.2" };
const P252 = {
  id: "card-values-unstated",
  title: "Values printed on the Operations cards the tutorial does not state",
  rule: "2.2.1",
  section: "2.2.1",
};
const P253 = {
  id: "raid-table",
  title: "The Raid Table's rows for other cube colours",
  rule: "3.2.5",
  section: "3.2.5",
};
const P254 = {
  id: "instruction-values",
  title: "Instruction counters' faces, costs and stripes the tutorial does not show",
  rule: "4.2",
  section: "4.2, 4.2.2, 4.2.9",
};
const P255 = {
  id: "subjugation-table",
  title: "The Subjugation of New Mexico Table beyond its third cube",
  rule: "4.2.10",
  section: "4.2.10",
};
const P256 = {
  id: "intruders",
  title: "Intruder Counter Effects Table",
  rule: "Tutorial",
  section: "Intruder Counter Effects Table (a chart)",
};
const P257 = {
  id: "enemy-raid",
  title: "The Enemy Raid instruction and its flowchart",
  rule: "4.2.8",
  section: "4.2.8",
};
const P258 = {
  id: "tribal-raids",
  title: "Tribal Raids (Utes and Comanche instructions) and their flowchart",
  rule: "4.2.4",
  section: "4.2.4, 4.2.12",
};
const P259 = { id: "section-9", title: "Section 9, whose subject the playbook does not give", rule: "9", section: "9" };
const P260 = {
  id: "revolt-spare-aps",
  title: "APs the enemy has left while the Pueblo Revolt turns them all to Subjugate",
  rule: "6",
  section: "6",
};
const P261 = { id: "good-medicine", title: "Good Medicine in place of a Victory Check", rule: "8.1", section: "8.1" };
const P262 = {
  id: "victory-check-forts",
  title: "What forts in play do in the Victory Check (step 7)",
  rule: "8.2",
  section: "8.2",
};
const P263 = { id: "card-55-event", title: "Card #55, Kit Carson, and its event", rule: "6.2.3", section: "6.2.3" };
const P264 = {
  id: "animals-to-trade-goods",
  title: "Animals made into a trade goods counter",
  rule: "10.1",
  section: "10.1",
};
const P265 = { id: "dine-player", params: [] };
const P266 = { id: "tribe-winner", params: [] };
const P267 = { id: "current-card", params: [] };
const P268 = { id: "operations-card-drawn", params: [] };
const P269 = { id: "cards-with-values", params: [] };
const P270 = { id: "cards-with-icons", params: [] };
const P271 = { id: "cards-with-events", params: [] };
const P272 = { id: "revolt-in-play", params: [] };
const P273 = { id: "women-in-play", params: [] };
const P274 = { id: "trade-goods-available", params: [] };
const P275 = { id: "evasion-modifier", params: ["f"] };
const P276 = { id: "trade-goods-held", params: [] };
const P277 = { id: "blessing-cards", params: [] };
const P278 = { id: "families-in-play", params: [] };
const P279 = { id: "activations", params: [] };
const P280 = { id: "family-mps", params: ["f"] };
const P281 = { id: "held", params: ["kind"] };
const P282 = { id: "members", params: ["f", "role"] };
const P283 = { id: "role-in-play", params: ["role"] };
const P284 = { id: "has-horse", params: ["f"] };
const P285 = { id: "area-cost", params: ["piece", "to"] };
const P286 = { id: "entry-cost", params: ["f", "to"] };
const P287 = { id: "raid-cost", params: ["f"] };
const P288 = { id: "horses-as-food", params: [] };
const P289 = { id: "horse-for-mp", params: [] };
const P290 = { id: "animal-trading", params: [] };
const P291 = { id: "shown-instruction", params: ["i"] };
const P292 = { id: "least-cost", params: ["i"] };
const P293 = { id: "most-cost", params: ["i"] };
const P294 = { id: "in-row", params: ["column", "row"] };
const P295 = { id: "outposts-on-map", params: [] };
const P296 = { id: "lacking", params: ["role"] };
const P297 = { id: "arability", params: ["land"] };
const P298 = { id: "family-lands", params: [] };
const P299 = { id: "symbol-of", params: ["land"] };
const P300 = { id: "raid-counters-in", params: ["a"] };
const P301 = { id: "raided-areas", params: [] };
const P302 = { id: "families-on-areas", params: [] };
const P303 = { id: "raid-distance", params: ["f", "counter"] };
const P304 = { id: "firearms-held", params: [] };
const P305 = { id: "lands", params: [] };
const P306 = { id: "families-of", params: ["land"] };
const P307 = { id: "family-box", params: ["counter"] };
const P308 = { id: "collectable", params: ["c"] };
const P309 = { id: "margin", params: [] };
const P310 = { id: "prepare-players" };
const P311 = { id: "between-draw-and-resolution" };
const P312 = { id: "operations-segment" };
const P313 = { id: "collect-enemy-aps" };
const P314 = { id: "reset-cubes" };
const P315 = { id: "resolve-major-event" };
const P316 = { id: "resolve-minor-event" };
const P317 = { id: "pueblo-revolt" };
const P318 = { id: "event-card" };
const P319 = { id: "victory-check" };
const P320 = { id: "buy-cultural-cards" };
const P321 = { id: "player-operation" };
const P322 = { id: "icon-to-passage-of-time" };
const P323 = { id: "planning" };
const P324 = { id: "elder-action" };
const P325 = { id: "make-trade-goods" };
const P326 = { id: "tribal-diplomacy" };
const P327 = { id: "roll-or-bless" };
const P328 = { id: "player-roll" };
const P329 = { id: "ceremony-steps" };
const P330 = { id: "zero-manless-ferocity" };
const P331 = { id: "take-actions" };
const P332 = { id: "offer-animal-trades" };
const P333 = { id: "activate-family" };
const P334 = { id: "left-behind" };
const P335 = { id: "enter-intruders" };
const P336 = { id: "raise-ferocity" };
const P337 = { id: "raid-on-outpost" };
const P338 = { id: "plant-corn" };
const P339 = { id: "raid-new-mexico" };
const P340 = { id: "enemy-operations" };
const P341 = { id: "shift-instructions" };
const P342 = { id: "swap-row" };
const P343 = { id: "execute-instructions" };
const P344 = { id: "execute-instruction" };
const P345 = { id: "subvert" };
const P346 = { id: "colonize" };
const P347 = { id: "build-outpost" };
const P348 = { id: "subjugation-draw" };
const P349 = { id: "add-subjugation" };
const P350 = { id: "reset-instruction-display" };
const P351 = { id: "passage-of-time-operation" };
const P352 = { id: "drought-recovery" };
const P353 = { id: "run-enemy-raid" };
const P354 = { id: "place-raid-counter" };
const P355 = { id: "player-reaction" };
const P356 = { id: "evasion" };
const P357 = { id: "negotiation" };
const P358 = { id: "raid-resolution" };
const P359 = { id: "ambush-attack" };
const P360 = { id: "raid-ends" };
const P361 = { id: "run-tribal-raid" };
const P362 = { id: "place-families" };
const P363 = { id: "start-family" };
const P364 = { id: "start-elders" };
const P365 = { id: "place-elders" };
const P366 = { id: "fill-instruction-display" };
const P367 = { id: "fill-raid-pool" };
const P368 = { id: "take-out" };
const P369 = { id: "place-drought" };
const P370 = { id: "prepare-cultural-cards" };
const P371 = { id: "collect-free" };
const P372 = { id: "collect-starting-cards" };
const P373 = { id: "cultural-development-setup" };
const P374 = { id: "set-tracks" };
const P375 = { id: "set-instructions" };
const P376 = { id: "period-deck" };
const P377 = { id: "rise-of-the-people-deck" };
const P378 = { id: "rope-thrower-deck" };
const P379 = { id: "judge-american" };
const P380 = { id: "judge-margin" };
const P381 = { id: "tutorial-families" };
const P382 = { id: "tutorial-instructions" };
const P383 = { id: "tutorial-cultural-cards" };
const P384 = { id: "tutorial-deck" };
const P385 = {
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
    "tribal-raid-box",
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
    "enemy-counters",
    "supply",
    "eliminated-pieces",
    "discarded-pieces",
  ],
  areas: 43,
  text: [],
};
const P386 = {
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
const P387 = {
  id: "influence-mark",
  rule: "16.3",
  values: ["no-influence", "turquoise-influence", "red-basket-influence"],
};
const P388 = {
  id: "turquoise",
  title: "Turquoise player",
  rule: "16.2",
  state: { "influence-points": "int", headman: "bool", "cultural-start": "cultural-start" },
};
const P389 = {
  id: "red-basket",
  title: "Red Basket player",
  rule: "16.2",
  state: { "influence-points": "int", headman: "bool" },
};
const P390 = {
  id: "family",
  kind: "counter",
  title: "Family counter",
  rule: "16.3",
  side: "dine",
  fields: { letter: "family-letter" },
  faces: ["ferocity-low", "ferocity-high"],
  state: { ferocity: "int", influence: "influence-mark" },
};
const P391 = {
  id: "population",
  kind: "counter",
  title: "Population counter",
  rule: "16.3",
  side: "dine",
  fields: { role: "population-kind" },
  state: { box: "int", influence: "influence-mark" },
};
const P392 = {
  id: "headman-card",
  kind: "card",
  title: "Headman card",
  rule: "16.2",
  faces: ["headman", "headman-enemy-way-table"],
};
const P393 = {
  id: "influence-point-marker",
  kind: "counter",
  title: "Influence Points counter",
  rule: "16.7",
  faces: ["turquoise", "red-basket"],
};
const P394 = {
  id: "headman-enemy-way",
  title: "Headman Enemy Way Table (on the back of the Headman card)",
  rule: "16.5.2",
  section: "16.5.2",
};
const P395 = { id: "mark-of", params: ["player"] };
const P396 = { id: "headman", params: [] };
const P397 = { id: "non-headman", params: [] };
const P398 = { id: "influence-elders" };
const P399 = { id: "place-elder-influence" };
const P400 = { id: "influence-families" };
const P401 = { id: "place-family-influence" };
const P402 = { id: "adjust-ferocity" };
const P403 = { id: "pass-headman" };
const P404 = { id: "gain-ip" };
const P405 = { id: "next-period" };

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
    P162,
    P163,
    P164,
  ],
  tables: [P165, P166, P167, P168, P169, P170, P171, P172, P173, P174, P175, P176, P177, P178, P179],
  decisions: [
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
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
  ],
  unspecified: [
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
  ],
  functions: [
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
    P308,
    P309,
  ],
  procedures: [
    P310,
    P311,
    P312,
    P313,
    P314,
    P315,
    P316,
    P317,
    P318,
    P319,
    P320,
    P321,
    P322,
    P323,
    P324,
    P325,
    P326,
    P327,
    P328,
    P329,
    P330,
    P331,
    P332,
    P333,
    P334,
    P335,
    P336,
    P337,
    P338,
    P339,
    P340,
    P341,
    P342,
    P343,
    P344,
    P345,
    P346,
    P347,
    P348,
    P349,
    P350,
    P351,
    P352,
    P353,
    P354,
    P355,
    P356,
    P357,
    P358,
    P359,
    P360,
    P361,
    P362,
    P363,
    P364,
    P365,
    P366,
    P367,
    P368,
    P369,
    P370,
    P371,
    P372,
    P373,
    P374,
    P375,
    P376,
    P377,
    P378,
    P379,
    P380,
    P381,
    P382,
    P383,
    P384,
  ],
  places: P385,
};

const D1: GameData = {
  game: P386,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14, P387],
  sides: [P15, P16, P388, P389],
  maps: [P17],
  pieces: [
    P390,
    P391,
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
    P392,
    P393,
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
    P162,
    P163,
    P164,
  ],
  tables: [P165, P166, P167, P168, P169, P170, P171, P172, P173, P174, P175, P176, P177, P178, P179],
  decisions: [
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
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P228,
    P229,
    P230,
  ],
  unspecified: [
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
    P394,
  ],
  functions: [
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
    P308,
    P309,
    P395,
    P396,
    P397,
  ],
  procedures: [
    P310,
    P311,
    P312,
    P313,
    P314,
    P315,
    P316,
    P317,
    P318,
    P319,
    P320,
    P321,
    P322,
    P323,
    P324,
    P325,
    P326,
    P327,
    P328,
    P329,
    P330,
    P331,
    P332,
    P333,
    P334,
    P335,
    P336,
    P337,
    P338,
    P339,
    P340,
    P341,
    P342,
    P343,
    P344,
    P345,
    P346,
    P347,
    P348,
    P349,
    P350,
    P351,
    P352,
    P353,
    P354,
    P355,
    P356,
    P357,
    P358,
    P359,
    P360,
    P361,
    P362,
    P363,
    P364,
    P365,
    P366,
    P367,
    P368,
    P369,
    P370,
    P371,
    P372,
    P373,
    P374,
    P375,
    P376,
    P377,
    P378,
    P379,
    P380,
    P381,
    P382,
    P383,
    P384,
    P398,
    P399,
    P400,
    P401,
    P402,
    P403,
    P404,
  ],
  places: P385,
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
    P162,
    P163,
    P164,
  ],
  tables: [P165, P166, P167, P168, P169, P170, P171, P172, P173, P174, P175, P176, P177, P178, P179],
  decisions: [
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
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
  ],
  unspecified: [
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
  ],
  functions: [
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
    P308,
    P309,
  ],
  procedures: [
    P310,
    P311,
    P312,
    P313,
    P314,
    P315,
    P316,
    P317,
    P318,
    P319,
    P320,
    P321,
    P322,
    P323,
    P324,
    P325,
    P326,
    P327,
    P328,
    P329,
    P330,
    P331,
    P332,
    P333,
    P334,
    P335,
    P336,
    P337,
    P338,
    P339,
    P340,
    P341,
    P342,
    P343,
    P344,
    P345,
    P346,
    P347,
    P348,
    P349,
    P350,
    P351,
    P352,
    P353,
    P354,
    P355,
    P356,
    P357,
    P358,
    P359,
    P360,
    P361,
    P362,
    P363,
    P364,
    P365,
    P366,
    P367,
    P368,
    P369,
    P370,
    P371,
    P372,
    P373,
    P374,
    P375,
    P376,
    P377,
    P378,
    P379,
    P380,
    P381,
    P382,
    P383,
    P384,
    P405,
  ],
  places: P385,
};

const D3: GameData = {
  game: P386,
  types: [P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14, P387],
  sides: [P15, P16, P388, P389],
  maps: [P17],
  pieces: [
    P390,
    P391,
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
    P392,
    P393,
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
    P162,
    P163,
    P164,
  ],
  tables: [P165, P166, P167, P168, P169, P170, P171, P172, P173, P174, P175, P176, P177, P178, P179],
  decisions: [
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
    P225,
    P226,
    P227,
    P228,
    P229,
    P230,
    P228,
    P229,
    P230,
  ],
  unspecified: [
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
    P394,
  ],
  functions: [
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
    P308,
    P309,
    P395,
    P396,
    P397,
  ],
  procedures: [
    P310,
    P311,
    P312,
    P313,
    P314,
    P315,
    P316,
    P317,
    P318,
    P319,
    P320,
    P321,
    P322,
    P323,
    P324,
    P325,
    P326,
    P327,
    P328,
    P329,
    P330,
    P331,
    P332,
    P333,
    P334,
    P335,
    P336,
    P337,
    P338,
    P339,
    P340,
    P341,
    P342,
    P343,
    P344,
    P345,
    P346,
    P347,
    P348,
    P349,
    P350,
    P351,
    P352,
    P353,
    P354,
    P355,
    P356,
    P357,
    P358,
    P359,
    P360,
    P361,
    P362,
    P363,
    P364,
    P365,
    P366,
    P367,
    P368,
    P369,
    P370,
    P371,
    P372,
    P373,
    P374,
    P375,
    P376,
    P377,
    P378,
    P379,
    P380,
    P381,
    P382,
    P383,
    P384,
    P405,
    P398,
    P399,
    P400,
    P401,
    P402,
    P403,
    P404,
  ],
  places: P385,
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
const K_2053d9b4c4d1: V.Value[] = V.frozen(["lose-the-horses", "animals-to-trade-goods"]);
const K_22e56730a7c8: V.Value[] = V.frozen(["card-50", "card-51", "card-53", "card-54"]);
const K_2599c9970bba: V.Value[] = V.frozen(["become-an-elder", "stay"]);
const K_25ff4de93bb9: V.Value[] = V.frozen([1, 2, 3, 4, 5, 6]);
const K_366cebe93c22: V.Value[] = V.frozen([6, 5, 4, 3, 2]);
const K_3c39703595c9: V.Value[] = V.frozen(["end-activation", "rulebook-action"]);
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
const K_558afa9868c9: V.Value[] = V.frozen(["evade", "no-reaction"]);
const K_5843db07f5b0: V.Value[] = V.frozen(["take-sheep", "take-horse"]);
const K_5c91ad207f71: V.Value[] = V.frozen(["keep-the-die", "roll-again"]);
const K_605440709ed8: V.Value[] = V.frozen(["eat-a-horse", "stop-eating-horses"]);
const K_6c3aa646b4f2: V.Value[] = V.frozen(["take-actions", "planning", "pass-time"]);
const K_6e681ac2dc80: V.Value[] = V.frozen(["spend-trade-goods", "roll-for-diplomacy"]);
const K_71ea88a333b4: V.Value[] = V.frozen(["activate", "end-operation"]);
const K_72fd74cd2ee5: V.Value[] = V.frozen(["a", "b", "c", "d", "e"]);
const K_763f21c295db: V.Value[] = V.frozen(["preempt", "let-the-enemy-go-first"]);
const K_7eb04641567a: V.Value[] = V.frozen(["card-46", "card-47", "card-48", "card-49", "card-50"]);
const K_8120d8f464b7: V.Value[] = V.frozen(["a", "b", "c", "d"]);
const K_83d676a16398: V.Value[] = V.frozen([6, 5, 4, 3, 2, 1]);
const K_8c5c814515ae: V.Value[] = V.frozen(["spend-firearms", "keep-firearms"]);
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
const K_a1728150d237: V.Value[] = V.frozen(["spend-a-horse", "keep-the-horse"]);
const K_a254b6dd612d: V.Value[] = V.frozen([
  "canyon-de-chelly",
  "shiprock",
  "san-juan-valley",
  "monument-valley",
  "black-mesa",
  "hopi-land",
  "zuni-mountains",
]);
const K_a53ab7dd3076: V.Value[] = V.frozen(["man", "woman", "child"]);
const K_a801e62aa864: V.Value[] = V.frozen(["card-51", "card-52", "card-53", "card-54", "card-55"]);
const K_abf26c1df11f: V.Value[] = V.frozen([2000000059, 2000000060, 2000000061, 2000000062, 2000000063, 2000000064]);
const K_b27c7d28f57a: V.Value[] = V.frozen(["card-32", "card-36", "card-26", "card-15", "card-21", "card-24"]);
const K_bff37a288792: V.Value[] = V.frozen(["collect", "decline"]);
const K_c2bcfd2a3af4: V.Value[] = V.frozen(["buy-a-card", "buy-nothing"]);
const K_c41aae7d7da4: V.Value[] = V.frozen([
  2000000000, 2000000001, 2000000002, 2000000003, 2000000004, 2000000005, 2000000006, 2000000007, 2000000008,
  2000000009, 2000000010, 2000000011, 2000000012, 2000000013, 2000000014, 2000000015, 2000000016, 2000000017,
  2000000018, 2000000019, 2000000020, 2000000021, 2000000022, 2000000023, 2000000024, 2000000025, 2000000026,
  2000000027, 2000000028, 2000000029, 2000000030, 2000000031, 2000000032, 2000000033, 2000000034, 2000000035,
  2000000036, 2000000037, 2000000038, 2000000039, 2000000040, 2000000041, 2000000042,
]);
const K_c86631ecc9ac: V.Value[] = V.frozen(["negotiate", "ambush"]);
const K_d3fa9f97f00b: V.Value[] = V.frozen(["tribal-diplomacy", "tribal-warfare", "neither"]);
const K_d59b62e74d9b: V.Value[] = V.frozen(["fight-a-battle", "take-the-losses"]);
const K_dcf494cc6f5a: V.Value[] = V.frozen(["victory-check", "good-medicine"]);
const K_e846d7e1514a: V.Value[] = V.frozen(["shiprock", "san-juan-valley", "zuni-mountains", "hopi-land"]);
const K_e8d80dd5d8ed: V.Value[] = V.frozen([
  V.frozen(["a", 2000000009]),
  V.frozen(["b", 2000000013]),
  V.frozen(["c", 2000000001]),
]);
const K_f310a4c1d3cb: V.Value[] = V.frozen(["card-41", "card-42", "card-43", "card-44", "card-45"]);
const K_f5d4c929caa8: V.Value[] = V.frozen(["form-a-family", "no-new-family"]);
const K_f772e2ba434e: V.Value[] = V.frozen(["make-trade-goods", "stop"]);
const R_box = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["box"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "box");
};
const R_colour = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["colour"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "colour");
};
const R_development = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["development"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "development");
};
const R_effect = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["effect"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "effect");
};
const R_ferocity = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["ferocity"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "ferocity");
};
const R_influence = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["influence"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "influence");
};
const R_letter = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["letter"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "letter");
};
const R_level = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["level"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "level");
};
const R_nation = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["nation"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "nation");
};
const R_role = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["role"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "role");
};
const SF_cultural$start = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const ss = ctx.state.sideState;
  const own =
    o === "dine"
      ? ss["dine"]
      : o === "enemy"
        ? ss["enemy"]
        : o === "turquoise"
          ? ss["turquoise"]
          : o === "red-basket"
            ? ss["red-basket"]
            : typeof o === "string"
              ? ss[o]
              : undefined;
  if (own !== undefined) {
    const v = own["cultural-start"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "cultural-start");
};
const SF_headman = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const ss = ctx.state.sideState;
  const own =
    o === "dine"
      ? ss["dine"]
      : o === "enemy"
        ? ss["enemy"]
        : o === "turquoise"
          ? ss["turquoise"]
          : o === "red-basket"
            ? ss["red-basket"]
            : typeof o === "string"
              ? ss[o]
              : undefined;
  if (own !== undefined) {
    const v = own["headman"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "headman");
};
const SF_influence$points = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const ss = ctx.state.sideState;
  const own =
    o === "dine"
      ? ss["dine"]
      : o === "enemy"
        ? ss["enemy"]
        : o === "turquoise"
          ? ss["turquoise"]
          : o === "red-basket"
            ? ss["red-basket"]
            : typeof o === "string"
              ? ss[o]
              : undefined;
  if (own !== undefined) {
    const v = own["influence-points"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "influence-points");
};
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

const U5 = (ctx: V.EvalContext): V.Value => K_b27c7d28f57a;

const U6 = (ctx: V.EvalContext): V.Value => V.isIn(ctx, "card-41", B.pieces(ctx, 2000000091 /* in-play */));

const U7 = (ctx: V.EvalContext): V.Value => ctx.fn[72 /* role-in-play */]!(ctx, "woman");

const U8 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, 2000000086 /* out-of-play */);
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_t = x0_items[x3_i]!;
    if (
      (typeof x2_t === "number" && x2_t >= 1000000000
        ? ((ctx.state.pieces[x2_t - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x2_t))
        : V.kindOf(ctx, x2_t)) === "trade-goods"
    )
      x1_selected.push(x2_t);
  }
  return x1_selected;
};

const U9 = (ctx: V.EvalContext, x0_f: V.Value): V.Value =>
  V.minus(
    2,
    typeof x0_f === "number" && x0_f >= 1000000000
      ? ((ctx.state.pieces[x0_f - 1000000000]?.state["ferocity"] as V.Value | undefined) ?? R_ferocity(ctx, x0_f))
      : R_ferocity(ctx, x0_f),
  );

const U10 = (ctx: V.EvalContext): V.Value => ctx.fn[64 /* held */]!(ctx, "trade-goods");

const U11 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, 2000000096 /* ceremony-hand */);
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_c = x0_items[x3_i]!;
    if (x2_c === "card-40" || x2_c === "card-08") x1_selected.push(x2_c);
  }
  return x1_selected;
};

const U12 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, "dinetaah");
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_f = x0_items[x3_i]!;
    if (
      (typeof x2_f === "number" && x2_f >= 1000000000
        ? ((ctx.state.pieces[x2_f - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x2_f))
        : V.kindOf(ctx, x2_f)) === "family"
    )
      x1_selected.push(x2_f);
  }
  return x1_selected;
};

const U13 = (ctx: V.EvalContext): V.Value => {
  const x4_left = V.readPieces(ctx, 2000000081 /* elder-display */).length;
  const x0_items = V.readList(ctx, ctx.fn[52 /* families-in-play */]!(ctx), "a selection");
  let x1_found = false;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_f = x0_items[x3_i]!;
    if (
      B.territoryOf(
        ctx,
        typeof x2_f === "number" && x2_f >= 1000000000
          ? ((ctx.state.pieces[x2_f - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x2_f))
          : B.location(ctx, x2_f),
      ) === "canyon-de-chelly"
    ) {
      x1_found = true;
      break;
    }
  }
  return V.plus(x4_left, !x1_found ? 0 : 1);
};

const U14 = (ctx: V.EvalContext, x0_f: V.Value): V.Value => {
  const x5_left = 2;
  const x1_items = V.readPieces(ctx, ctx.fn[168 /* family-box */]!(ctx, x0_f));
  let x2_count = 0;
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_p = x1_items[x4_i]!;
    if (
      (typeof x3_p === "number" && x3_p >= 1000000000
        ? ((ctx.state.pieces[x3_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x3_p))
        : V.kindOf(ctx, x3_p)) === "population"
    ) {
      x2_count++;
    }
  }
  const x11_left = V.times(x5_left, x2_count);
  let x10_both = ctx.fn[76 /* has-horse */]!(ctx, x0_f) as boolean;
  if (x10_both) {
    const x6_items = V.readPieces(ctx, 2000000099 /* cultural-in-play */);
    let x7_found = false;
    for (let x9_i = 0; x9_i < x6_items.length; x9_i++) {
      const x8_c = x6_items[x9_i]!;
      if (
        (typeof x8_c === "number" && x8_c >= 1000000000
          ? ((ctx.state.pieces[x8_c - 1000000000]?.state["development"] as V.Value | undefined) ??
            R_development(ctx, x8_c))
          : R_development(ctx, x8_c)) === "horsemanship"
      ) {
        x7_found = true;
        break;
      }
    }
    x10_both = !!x7_found;
  }
  return V.plus(x11_left, x10_both ? 1 : 0);
};

const U15 = (ctx: V.EvalContext, x0_kind: V.Value): V.Value => {
  const x1_items = V.readPieces(ctx, 2000000085 /* resources */);
  const x2_selected: V.Value[] = [];
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_p = x1_items[x4_i]!;
    if (
      (typeof x3_p === "number" && x3_p >= 1000000000
        ? ((ctx.state.pieces[x3_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x3_p))
        : V.kindOf(ctx, x3_p)) === x0_kind
    )
      x2_selected.push(x3_p);
  }
  return x2_selected;
};

const U16 = (ctx: V.EvalContext, x0_f: V.Value, x1_role: V.Value): V.Value => {
  const x2_items = V.readPieces(ctx, ctx.fn[168 /* family-box */]!(ctx, x0_f));
  const x3_selected: V.Value[] = [];
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_p = x2_items[x5_i]!;
    if (
      (typeof x4_p === "number" && x4_p >= 1000000000
        ? ((ctx.state.pieces[x4_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x4_p))
        : V.kindOf(ctx, x4_p)) === "population" &&
      (typeof x4_p === "number" && x4_p >= 1000000000
        ? ((ctx.state.pieces[x4_p - 1000000000]?.state["role"] as V.Value | undefined) ?? R_role(ctx, x4_p))
        : R_role(ctx, x4_p)) === x1_role
    )
      x3_selected.push(x4_p);
  }
  return x3_selected;
};

const U17 = (ctx: V.EvalContext, x0_role: V.Value): V.Value => {
  const x1_items = V.readList(ctx, ctx.fn[52 /* families-in-play */]!(ctx), "a selection");
  const x2_selected: V.Value[] = [];
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_f = x1_items[x4_i]!;
    x2_selected.push(ctx.fn[70 /* members#count */]!(ctx, x3_f, x0_role));
  }
  return B.sum(ctx, x2_selected);
};

const U18 = (ctx: V.EvalContext, x0_f: V.Value): V.Value => {
  let x5_both =
    (typeof x0_f === "number" && x0_f >= 1000000000
      ? ((ctx.state.pieces[x0_f - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x0_f))
      : V.kindOf(ctx, x0_f)) === "family";
  if (x5_both) {
    const x1_items = V.readPieces(ctx, ctx.fn[168 /* family-box */]!(ctx, x0_f));
    let x2_found = false;
    for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
      const x3_p = x1_items[x4_i]!;
      if (
        (typeof x3_p === "number" && x3_p >= 1000000000
          ? ((ctx.state.pieces[x3_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x3_p))
          : V.kindOf(ctx, x3_p)) === "horse"
      ) {
        x2_found = true;
        break;
      }
    }
    x5_both = !!x2_found;
  }
  return x5_both;
};

const U19 = (ctx: V.EvalContext, x0_piece: V.Value, x1_to: V.Value): V.Value =>
  (ctx.fn[76 /* has-horse */]!(ctx, x0_piece) as boolean) ? S_bracket$value(ctx, x1_to) : S_value(ctx, x1_to);

const U20 = (ctx: V.EvalContext, x0_f: V.Value, x1_to: V.Value): V.Value => {
  const x6_left = ctx.fn[80 /* area-cost */]!(ctx, x0_f, x1_to);
  const x2_items =
    (typeof x1_to === "number" ? ctx.state.places[x1_to - 2000000000] : undefined) ?? V.areaPieces(ctx, x1_to);
  let x3_found = false;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_p = x2_items[x5_i]!;
    if (
      (typeof x4_p === "number" && x4_p >= 1000000000
        ? ((ctx.state.pieces[x4_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x4_p))
        : V.kindOf(ctx, x4_p)) === "mission" ||
      (typeof x4_p === "number" && x4_p >= 1000000000
        ? ((ctx.state.pieces[x4_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x4_p))
        : V.kindOf(ctx, x4_p)) === "rancho"
    ) {
      x3_found = true;
      break;
    }
  }
  return V.plus(x6_left, !x3_found ? 0 : 1);
};

const U21 = (ctx: V.EvalContext, x0_f: V.Value): V.Value =>
  B.pathCost(
    ctx,
    typeof x0_f === "number" && x0_f >= 1000000000
      ? ((ctx.state.pieces[x0_f - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_f))
      : B.location(ctx, x0_f),
    2000000000 /* santa-fe */,
    "dine",
    x0_f,
  );

const U22 = (ctx: V.EvalContext): V.Value => false;

const U23 = (ctx: V.EvalContext, x0_i: V.Value): V.Value => {
  let x1_kept: V.Value | undefined;
  return B.face(ctx, x0_i) === "front"
    ? V.lookupTable(
        ctx,
        7 /* spanish-instructions */,
        (x1_kept ??=
          typeof x0_i === "number" && x0_i >= 1000000000
            ? ((ctx.state.pieces[x0_i - 1000000000]?.state["letter"] as V.Value | undefined) ?? R_letter(ctx, x0_i))
            : R_letter(ctx, x0_i)),
        "front",
      )
    : V.lookupTable(
        ctx,
        7 /* spanish-instructions */,
        (x1_kept ??=
          typeof x0_i === "number" && x0_i >= 1000000000
            ? ((ctx.state.pieces[x0_i - 1000000000]?.state["letter"] as V.Value | undefined) ?? R_letter(ctx, x0_i))
            : R_letter(ctx, x0_i)),
        "back",
      );
};

const U24 = (ctx: V.EvalContext, x0_i: V.Value): V.Value => {
  let x1_kept: V.Value | undefined;
  return B.face(ctx, x0_i) === "front"
    ? V.lookupTable(
        ctx,
        7 /* spanish-instructions */,
        (x1_kept ??=
          typeof x0_i === "number" && x0_i >= 1000000000
            ? ((ctx.state.pieces[x0_i - 1000000000]?.state["letter"] as V.Value | undefined) ?? R_letter(ctx, x0_i))
            : R_letter(ctx, x0_i)),
        "front-least",
      )
    : V.lookupTable(
        ctx,
        7 /* spanish-instructions */,
        (x1_kept ??=
          typeof x0_i === "number" && x0_i >= 1000000000
            ? ((ctx.state.pieces[x0_i - 1000000000]?.state["letter"] as V.Value | undefined) ?? R_letter(ctx, x0_i))
            : R_letter(ctx, x0_i)),
        "back-least",
      );
};

const U25 = (ctx: V.EvalContext, x0_i: V.Value): V.Value => {
  let x1_kept: V.Value | undefined;
  return B.face(ctx, x0_i) === "front"
    ? V.lookupTable(
        ctx,
        7 /* spanish-instructions */,
        (x1_kept ??=
          typeof x0_i === "number" && x0_i >= 1000000000
            ? ((ctx.state.pieces[x0_i - 1000000000]?.state["letter"] as V.Value | undefined) ?? R_letter(ctx, x0_i))
            : R_letter(ctx, x0_i)),
        "front-most",
      )
    : V.lookupTable(
        ctx,
        7 /* spanish-instructions */,
        (x1_kept ??=
          typeof x0_i === "number" && x0_i >= 1000000000
            ? ((ctx.state.pieces[x0_i - 1000000000]?.state["letter"] as V.Value | undefined) ?? R_letter(ctx, x0_i))
            : R_letter(ctx, x0_i)),
        "back-most",
      );
};

const U26 = (ctx: V.EvalContext, x0_column: V.Value, x1_row: V.Value): V.Value =>
  B.first(ctx, B.drop(ctx, B.pieces(ctx, x0_column), V.minus(x1_row, 1)));

const U27 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, "dinetaah");
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_p = x0_items[x3_i]!;
    if (
      (typeof x2_p === "number" && x2_p >= 1000000000
        ? ((ctx.state.pieces[x2_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x2_p))
        : V.kindOf(ctx, x2_p)) === "mission" ||
      (typeof x2_p === "number" && x2_p >= 1000000000
        ? ((ctx.state.pieces[x2_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x2_p))
        : V.kindOf(ctx, x2_p)) === "rancho"
    )
      x1_selected.push(x2_p);
  }
  return x1_selected;
};

const U28 = (ctx: V.EvalContext, x0_role: V.Value): V.Value => {
  const x1_items = V.readList(ctx, ctx.fn[52 /* families-in-play */]!(ctx), "a selection");
  const x2_selected: V.Value[] = [];
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_f = x1_items[x4_i]!;
    if (ctx.fn[69 /* members#empty */]!(ctx, x3_f, x0_role)) x2_selected.push(x3_f);
  }
  return x2_selected;
};

const U29 = (ctx: V.EvalContext, x0_land: V.Value): V.Value => {
  const x6_value = 0;
  const x5_left = V.minus(
    3,
    x0_land === "canyon-de-chelly"
      ? 0
      : V.readPieces(ctx, V.lookupTable(ctx, 4 /* drought-spaces */, x0_land, "box")).length,
  );
  const x1_items = V.readPieces(ctx, "dinetaah");
  let x2_count = 0;
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_p = x1_items[x4_i]!;
    if (
      (typeof x3_p === "number" && x3_p >= 1000000000
        ? ((ctx.state.pieces[x3_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x3_p))
        : V.kindOf(ctx, x3_p)) === "rancho" &&
      B.territoryOf(
        ctx,
        typeof x3_p === "number" && x3_p >= 1000000000
          ? ((ctx.state.pieces[x3_p - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x3_p))
          : B.location(ctx, x3_p),
      ) === x0_land
    ) {
      x2_count++;
    }
  }
  return B.max(ctx, x6_value, V.minus(x5_left, x2_count));
};

const U30 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readList(ctx, ctx.fn[160 /* lands */]!(ctx), "a selection");
  const x1_selected: V.Value[] = [];
  for (let x7_i = 0; x7_i < x0_items.length; x7_i++) {
    const x2_land = x0_items[x7_i]!;
    const x3_items = V.readList(ctx, ctx.fn[52 /* families-in-play */]!(ctx), "a selection");
    let x4_found = false;
    for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
      const x5_f = x3_items[x6_i]!;
      if (
        B.territoryOf(
          ctx,
          typeof x5_f === "number" && x5_f >= 1000000000
            ? ((ctx.state.pieces[x5_f - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x5_f))
            : B.location(ctx, x5_f),
        ) === x2_land
      ) {
        x4_found = true;
        break;
      }
    }
    if (!!x4_found) x1_selected.push(x2_land);
  }
  return x1_selected;
};

const U31 = (ctx: V.EvalContext, x0_land: V.Value): V.Value => {
  const x1_items = K_25ff4de93bb9;
  let x2_first: V.Value = null;
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_d = x1_items[x4_i]!;
    if (V.lookupTable(ctx, 2 /* territory-roll */, x3_d, "territory") === x0_land) {
      x2_first = x3_d;
      break;
    }
  }
  return x2_first;
};

const U32 = (ctx: V.EvalContext, x0_a: V.Value): V.Value => {
  const x1_items =
    (typeof x0_a === "number" ? ctx.state.places[x0_a - 2000000000] : undefined) ?? V.areaPieces(ctx, x0_a);
  const x2_selected: V.Value[] = [];
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_p = x1_items[x4_i]!;
    if (
      (typeof x3_p === "number" && x3_p >= 1000000000
        ? ((ctx.state.pieces[x3_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x3_p))
        : V.kindOf(ctx, x3_p)) === "enemy-ap"
    )
      x2_selected.push(x3_p);
  }
  return x2_selected;
};

const U33 = (ctx: V.EvalContext): V.Value => {
  const x0_items = K_c41aae7d7da4;
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_a = x0_items[x3_i]!;
    if (!ctx.fn[141 /* raid-counters-in#empty */]!(ctx, x2_a)) x1_selected.push(x2_a);
  }
  return x1_selected;
};

const U34 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readList(ctx, ctx.fn[52 /* families-in-play */]!(ctx), "a selection");
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_f = x0_items[x3_i]!;
    if (
      (typeof x2_f === "number" && x2_f >= 1000000000
        ? ((ctx.state.pieces[x2_f - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x2_f))
        : B.location(ctx, x2_f)) !== 2000000000 /* santa-fe */
    )
      x1_selected.push(x2_f);
  }
  return x1_selected;
};

const U35 = (ctx: V.EvalContext, x0_f: V.Value, x1_counter: V.Value): V.Value => {
  let x2_kept: V.Value | undefined;
  const x3_items = V.readList(ctx, ctx.fn[144 /* raided-areas */]!(ctx), "a selection");
  const x4_selected: V.Value[] = [];
  for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
    const x5_a = x3_items[x6_i]!;
    x4_selected.push(
      B.pathCost(
        ctx,
        x5_a,
        (x2_kept ??=
          typeof x0_f === "number" && x0_f >= 1000000000
            ? ((ctx.state.pieces[x0_f - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_f))
            : B.location(ctx, x0_f)),
        "enemy",
        x1_counter,
      ),
    );
  }
  return B.lowest(ctx, x4_selected);
};

const U36 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, 2000000085 /* resources */);
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_p = x0_items[x3_i]!;
    if (
      (typeof x2_p === "number" && x2_p >= 1000000000
        ? ((ctx.state.pieces[x2_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x2_p))
        : V.kindOf(ctx, x2_p)) === "firearms" ||
      ((typeof x2_p === "number" && x2_p >= 1000000000
        ? ((ctx.state.pieces[x2_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x2_p))
        : V.kindOf(ctx, x2_p)) === "intruder" &&
        (typeof x2_p === "number" && x2_p >= 1000000000
          ? ((ctx.state.pieces[x2_p - 1000000000]?.state["effect"] as V.Value | undefined) ?? R_effect(ctx, x2_p))
          : R_effect(ctx, x2_p)) === "firearms")
    )
      x1_selected.push(x2_p);
  }
  return x1_selected;
};

const U37 = (ctx: V.EvalContext): V.Value => K_a254b6dd612d;

const U38 = (ctx: V.EvalContext, x0_land: V.Value): V.Value => {
  const x1_items = V.readList(ctx, ctx.fn[52 /* families-in-play */]!(ctx), "a selection");
  const x2_selected: V.Value[] = [];
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_f = x1_items[x4_i]!;
    if (
      B.territoryOf(
        ctx,
        typeof x3_f === "number" && x3_f >= 1000000000
          ? ((ctx.state.pieces[x3_f - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x3_f))
          : B.location(ctx, x3_f),
      ) === x0_land
    )
      x2_selected.push(x3_f);
  }
  const x9_left = x2_selected;
  const x5_items = V.readList(
    ctx,
    V.plus(
      B.pieces(ctx, V.lookupTable(ctx, 11 /* territory-boxes */, x0_land, "caught")),
      B.pieces(ctx, V.lookupTable(ctx, 11 /* territory-boxes */, x0_land, "escape")),
    ),
    "a selection",
  );
  const x6_selected: V.Value[] = [];
  for (let x8_i = 0; x8_i < x5_items.length; x8_i++) {
    const x7_f = x5_items[x8_i]!;
    if (
      (typeof x7_f === "number" && x7_f >= 1000000000
        ? ((ctx.state.pieces[x7_f - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x7_f))
        : V.kindOf(ctx, x7_f)) === "family"
    )
      x6_selected.push(x7_f);
  }
  return V.plus(x9_left, x6_selected);
};

const U39 = (ctx: V.EvalContext, x0_counter: V.Value): V.Value =>
  V.lookupTable(
    ctx,
    5 /* family-boxes */,
    typeof x0_counter === "number" && x0_counter >= 1000000000
      ? ((ctx.state.pieces[x0_counter - 1000000000]?.state["letter"] as V.Value | undefined) ??
          R_letter(ctx, x0_counter))
      : R_letter(ctx, x0_counter),
    "box",
  );

const U40 = (ctx: V.EvalContext, x0_c: V.Value): V.Value => {
  let x1_kept: V.Value | undefined;
  let x2_kept: V.Value | undefined;
  let x8_either =
    (x1_kept ??=
      typeof x0_c === "number" && x0_c >= 1000000000
        ? ((ctx.state.pieces[x0_c - 1000000000]?.state["level"] as V.Value | undefined) ?? R_level(ctx, x0_c))
        : R_level(ctx, x0_c)) === "level-1";
  if (!x8_either) {
    let x7_both =
      (x1_kept ??=
        typeof x0_c === "number" && x0_c >= 1000000000
          ? ((ctx.state.pieces[x0_c - 1000000000]?.state["level"] as V.Value | undefined) ?? R_level(ctx, x0_c))
          : R_level(ctx, x0_c)) === "level-2";
    if (x7_both) {
      const x3_items = V.readPieces(ctx, 2000000099 /* cultural-in-play */);
      let x4_found = false;
      for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
        const x5_x = x3_items[x6_i]!;
        if (
          (typeof x5_x === "number" && x5_x >= 1000000000
            ? ((ctx.state.pieces[x5_x - 1000000000]?.state["development"] as V.Value | undefined) ??
              R_development(ctx, x5_x))
            : R_development(ctx, x5_x)) ===
            (x2_kept ??=
              typeof x0_c === "number" && x0_c >= 1000000000
                ? ((ctx.state.pieces[x0_c - 1000000000]?.state["development"] as V.Value | undefined) ??
                  R_development(ctx, x0_c))
                : R_development(ctx, x0_c)) &&
          (typeof x5_x === "number" && x5_x >= 1000000000
            ? ((ctx.state.pieces[x5_x - 1000000000]?.state["level"] as V.Value | undefined) ?? R_level(ctx, x5_x))
            : R_level(ctx, x5_x)) === "level-1"
        ) {
          x4_found = true;
          break;
        }
      }
      x7_both = !!x4_found;
    }
    x8_either = x7_both;
  }
  let x14_either = x8_either;
  if (!x14_either) {
    let x13_both =
      (x1_kept ??=
        typeof x0_c === "number" && x0_c >= 1000000000
          ? ((ctx.state.pieces[x0_c - 1000000000]?.state["level"] as V.Value | undefined) ?? R_level(ctx, x0_c))
          : R_level(ctx, x0_c)) === "level-3";
    if (x13_both) {
      const x9_items = V.readPieces(ctx, 2000000099 /* cultural-in-play */);
      let x10_found = false;
      for (let x12_i = 0; x12_i < x9_items.length; x12_i++) {
        const x11_x = x9_items[x12_i]!;
        if (
          (typeof x11_x === "number" && x11_x >= 1000000000
            ? ((ctx.state.pieces[x11_x - 1000000000]?.state["development"] as V.Value | undefined) ??
              R_development(ctx, x11_x))
            : R_development(ctx, x11_x)) ===
            (x2_kept ??=
              typeof x0_c === "number" && x0_c >= 1000000000
                ? ((ctx.state.pieces[x0_c - 1000000000]?.state["development"] as V.Value | undefined) ??
                  R_development(ctx, x0_c))
                : R_development(ctx, x0_c)) &&
          (typeof x11_x === "number" && x11_x >= 1000000000
            ? ((ctx.state.pieces[x11_x - 1000000000]?.state["level"] as V.Value | undefined) ?? R_level(ctx, x11_x))
            : R_level(ctx, x11_x)) === "level-2"
        ) {
          x10_found = true;
          break;
        }
      }
      x13_both = !!x10_found;
    }
    x14_either = x13_both;
  }
  return x14_either;
};

const U41 = (ctx: V.EvalContext): V.Value => {
  const x5_left = B.value(ctx, ctx.state.tracks["military-points"] ?? null);
  const x4_left = B.value(ctx, ctx.state.tracks["enemy-morale"] ?? null);
  const x0_items = V.readPieces(ctx, 2000000072 /* subjugation */);
  let x1_count = 0;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_c = x0_items[x3_i]!;
    if (
      (typeof x2_c === "number" && x2_c >= 1000000000
        ? ((ctx.state.pieces[x2_c - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, x2_c))
        : R_colour(ctx, x2_c)) === "black"
    ) {
      x1_count++;
    }
  }
  return V.minus(x5_left, V.plus(x4_left, x1_count));
};

const U42 = (
  ctx: V.EvalContext,
  _mover: V.Value,
  x0_piece: V.Value,
  _from: V.Value,
  x1_to: V.Value,
  _crossing: V.Value,
): V.Value =>
  (ctx.fn[76 /* has-horse */]!(ctx, x0_piece) as boolean) ? S_bracket$value(ctx, x1_to) : S_value(ctx, x1_to);

const U43 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, "dinetaah");
  let x1_count = 0;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_f = x0_items[x3_i]!;
    if (
      (typeof x2_f === "number" && x2_f >= 1000000000
        ? ((ctx.state.pieces[x2_f - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x2_f))
        : V.kindOf(ctx, x2_f)) === "family"
    ) {
      x1_count++;
    }
  }
  return x1_count;
};

const U44 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readList(ctx, ctx.fn[52 /* families-in-play */]!(ctx), "a selection");
  let x1_found = false;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_f = x0_items[x3_i]!;
    if (
      (typeof x2_f === "number" && x2_f >= 1000000000
        ? ((ctx.state.pieces[x2_f - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x2_f))
        : B.location(ctx, x2_f)) !== 2000000000 /* santa-fe */
    ) {
      x1_found = true;
      break;
    }
  }
  return !x1_found;
};

const U45 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readList(ctx, ctx.fn[160 /* lands */]!(ctx), "a selection");
  let x1_count = 0;
  for (let x7_i = 0; x7_i < x0_items.length; x7_i++) {
    const x2_land = x0_items[x7_i]!;
    const x3_items = V.readList(ctx, ctx.fn[52 /* families-in-play */]!(ctx), "a selection");
    let x4_found = false;
    for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
      const x5_f = x3_items[x6_i]!;
      if (
        B.territoryOf(
          ctx,
          typeof x5_f === "number" && x5_f >= 1000000000
            ? ((ctx.state.pieces[x5_f - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x5_f))
            : B.location(ctx, x5_f),
        ) === x2_land
      ) {
        x4_found = true;
        break;
      }
    }
    if (!!x4_found) {
      x1_count++;
    }
  }
  return x1_count;
};

const U46 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, 2000000085 /* resources */);
  let x1_found = false;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_p = x0_items[x3_i]!;
    if (
      (typeof x2_p === "number" && x2_p >= 1000000000
        ? ((ctx.state.pieces[x2_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x2_p))
        : V.kindOf(ctx, x2_p)) === "firearms" ||
      ((typeof x2_p === "number" && x2_p >= 1000000000
        ? ((ctx.state.pieces[x2_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x2_p))
        : V.kindOf(ctx, x2_p)) === "intruder" &&
        (typeof x2_p === "number" && x2_p >= 1000000000
          ? ((ctx.state.pieces[x2_p - 1000000000]?.state["effect"] as V.Value | undefined) ?? R_effect(ctx, x2_p))
          : R_effect(ctx, x2_p)) === "firearms")
    ) {
      x1_found = true;
      break;
    }
  }
  return !x1_found;
};

const U47 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, 2000000085 /* resources */);
  let x1_first: V.Value = null;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_p = x0_items[x3_i]!;
    if (
      (typeof x2_p === "number" && x2_p >= 1000000000
        ? ((ctx.state.pieces[x2_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x2_p))
        : V.kindOf(ctx, x2_p)) === "firearms" ||
      ((typeof x2_p === "number" && x2_p >= 1000000000
        ? ((ctx.state.pieces[x2_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x2_p))
        : V.kindOf(ctx, x2_p)) === "intruder" &&
        (typeof x2_p === "number" && x2_p >= 1000000000
          ? ((ctx.state.pieces[x2_p - 1000000000]?.state["effect"] as V.Value | undefined) ?? R_effect(ctx, x2_p))
          : R_effect(ctx, x2_p)) === "firearms")
    ) {
      x1_first = x2_p;
      break;
    }
  }
  return x1_first;
};

const U48 = (ctx: V.EvalContext, x0_kind: V.Value): V.Value => {
  const x1_items = V.readPieces(ctx, 2000000085 /* resources */);
  let x2_count = 0;
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_p = x1_items[x4_i]!;
    if (
      (typeof x3_p === "number" && x3_p >= 1000000000
        ? ((ctx.state.pieces[x3_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x3_p))
        : V.kindOf(ctx, x3_p)) === x0_kind
    ) {
      x2_count++;
    }
  }
  return x2_count;
};

const U49 = (ctx: V.EvalContext, x0_kind: V.Value): V.Value => {
  const x1_items = V.readPieces(ctx, 2000000085 /* resources */);
  let x2_found = false;
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_p = x1_items[x4_i]!;
    if (
      (typeof x3_p === "number" && x3_p >= 1000000000
        ? ((ctx.state.pieces[x3_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x3_p))
        : V.kindOf(ctx, x3_p)) === x0_kind
    ) {
      x2_found = true;
      break;
    }
  }
  return !x2_found;
};

const U50 = (ctx: V.EvalContext, x0_kind: V.Value): V.Value => {
  const x1_items = V.readPieces(ctx, 2000000085 /* resources */);
  let x2_first: V.Value = null;
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_p = x1_items[x4_i]!;
    if (
      (typeof x3_p === "number" && x3_p >= 1000000000
        ? ((ctx.state.pieces[x3_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x3_p))
        : V.kindOf(ctx, x3_p)) === x0_kind
    ) {
      x2_first = x3_p;
      break;
    }
  }
  return x2_first;
};

const U51 = (ctx: V.EvalContext, x0_role: V.Value): V.Value => {
  const x1_items = V.readList(ctx, ctx.fn[52 /* families-in-play */]!(ctx), "a selection");
  let x2_count = 0;
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_f = x1_items[x4_i]!;
    if (ctx.fn[69 /* members#empty */]!(ctx, x3_f, x0_role)) {
      x2_count++;
    }
  }
  return x2_count;
};

const U52 = (ctx: V.EvalContext, x0_f: V.Value, x1_role: V.Value): V.Value => {
  const x2_items = V.readPieces(ctx, ctx.fn[168 /* family-box */]!(ctx, x0_f));
  let x3_count = 0;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_p = x2_items[x5_i]!;
    if (
      (typeof x4_p === "number" && x4_p >= 1000000000
        ? ((ctx.state.pieces[x4_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x4_p))
        : V.kindOf(ctx, x4_p)) === "population" &&
      (typeof x4_p === "number" && x4_p >= 1000000000
        ? ((ctx.state.pieces[x4_p - 1000000000]?.state["role"] as V.Value | undefined) ?? R_role(ctx, x4_p))
        : R_role(ctx, x4_p)) === x1_role
    ) {
      x3_count++;
    }
  }
  return x3_count;
};

const U53 = (ctx: V.EvalContext, x0_f: V.Value, x1_role: V.Value): V.Value => {
  const x2_items = V.readPieces(ctx, ctx.fn[168 /* family-box */]!(ctx, x0_f));
  let x3_found = false;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_p = x2_items[x5_i]!;
    if (
      (typeof x4_p === "number" && x4_p >= 1000000000
        ? ((ctx.state.pieces[x4_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x4_p))
        : V.kindOf(ctx, x4_p)) === "population" &&
      (typeof x4_p === "number" && x4_p >= 1000000000
        ? ((ctx.state.pieces[x4_p - 1000000000]?.state["role"] as V.Value | undefined) ?? R_role(ctx, x4_p))
        : R_role(ctx, x4_p)) === x1_role
    ) {
      x3_found = true;
      break;
    }
  }
  return !x3_found;
};

const U54 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, "dinetaah");
  let x1_count = 0;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_p = x0_items[x3_i]!;
    if (
      (typeof x2_p === "number" && x2_p >= 1000000000
        ? ((ctx.state.pieces[x2_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x2_p))
        : V.kindOf(ctx, x2_p)) === "mission" ||
      (typeof x2_p === "number" && x2_p >= 1000000000
        ? ((ctx.state.pieces[x2_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x2_p))
        : V.kindOf(ctx, x2_p)) === "rancho"
    ) {
      x1_count++;
    }
  }
  return x1_count;
};

const U55 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, "dinetaah");
  let x1_found = false;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_p = x0_items[x3_i]!;
    if (
      (typeof x2_p === "number" && x2_p >= 1000000000
        ? ((ctx.state.pieces[x2_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x2_p))
        : V.kindOf(ctx, x2_p)) === "mission" ||
      (typeof x2_p === "number" && x2_p >= 1000000000
        ? ((ctx.state.pieces[x2_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x2_p))
        : V.kindOf(ctx, x2_p)) === "rancho"
    ) {
      x1_found = true;
      break;
    }
  }
  return !x1_found;
};

const U56 = (ctx: V.EvalContext, x0_a: V.Value): V.Value => {
  const x1_items =
    (typeof x0_a === "number" ? ctx.state.places[x0_a - 2000000000] : undefined) ?? V.areaPieces(ctx, x0_a);
  let x2_found = false;
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_p = x1_items[x4_i]!;
    if (
      (typeof x3_p === "number" && x3_p >= 1000000000
        ? ((ctx.state.pieces[x3_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x3_p))
        : V.kindOf(ctx, x3_p)) === "enemy-ap"
    ) {
      x2_found = true;
      break;
    }
  }
  return !x2_found;
};

const U57 = (ctx: V.EvalContext, x0_a: V.Value): V.Value => {
  const x1_items =
    (typeof x0_a === "number" ? ctx.state.places[x0_a - 2000000000] : undefined) ?? V.areaPieces(ctx, x0_a);
  let x2_first: V.Value = null;
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_p = x1_items[x4_i]!;
    if (
      (typeof x3_p === "number" && x3_p >= 1000000000
        ? ((ctx.state.pieces[x3_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x3_p))
        : V.kindOf(ctx, x3_p)) === "enemy-ap"
    ) {
      x2_first = x3_p;
      break;
    }
  }
  return x2_first;
};

const U58 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, 2000000086 /* out-of-play */);
  let x1_found = false;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_t = x0_items[x3_i]!;
    if (
      (typeof x2_t === "number" && x2_t >= 1000000000
        ? ((ctx.state.pieces[x2_t - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x2_t))
        : V.kindOf(ctx, x2_t)) === "trade-goods"
    ) {
      x1_found = true;
      break;
    }
  }
  return !x1_found;
};

const U59 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, 2000000086 /* out-of-play */);
  let x1_first: V.Value = null;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_t = x0_items[x3_i]!;
    if (
      (typeof x2_t === "number" && x2_t >= 1000000000
        ? ((ctx.state.pieces[x2_t - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x2_t))
        : V.kindOf(ctx, x2_t)) === "trade-goods"
    ) {
      x1_first = x2_t;
      break;
    }
  }
  return x1_first;
};

const U60 = (ctx: V.EvalContext): V.Value => ctx.fn[66 /* held#count */]!(ctx, "trade-goods");

const U61 = (ctx: V.EvalContext): V.Value => ctx.fn[65 /* held#empty */]!(ctx, "trade-goods");

const U62 = (ctx: V.EvalContext): V.Value => ctx.fn[67 /* held#first */]!(ctx, "trade-goods");

const U63 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
};

const U64 = (X: C.RunContext, actor: string | undefined, x0_card_aps: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/navajo-wars/game.rules:221:3: let collected = card-aps - count(pieces(raided-cubes)) + count([for c in piec...";
  const x6_left = V.minus(x0_card_aps, V.readPieces(ctx, 2000000073 /* raided-cubes */).length);
  const x2_items = V.readPieces(ctx, 2000000072 /* subjugation */);
  let x3_count = 0;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_c = x2_items[x5_i]!;
    if (
      (typeof x4_c === "number" && x4_c >= 1000000000
        ? ((ctx.state.pieces[x4_c - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, x4_c))
        : R_colour(ctx, x4_c)) === "red"
    ) {
      x3_count++;
    }
  }
  let v1_collected: V.Value = V.plus(x6_left, x3_count);
  X.at = "specs/navajo-wars/game.rules:222:3: set enemy-aps += max(1, collected)";
  C.setTrack(X, 7 /* enemy-aps */, "+=", B.max(ctx, 1, v1_collected));
};

const U65 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/game.rules:230:3: if not revolt-in-play() {";
  if (!(ctx.fn[28 /* revolt-in-play */]!(ctx) as boolean)) {
    X.at = "specs/navajo-wars/game.rules:231:5: move pieces(recovery) to raid-pool";
    C.movePieces(X, B.pieces(ctx, 2000000074 /* recovery */), 2000000071 /* raid-pool */, actor);
    X.at = "specs/navajo-wars/game.rules:232:5: move pieces(raided-cubes) to recovery";
    C.movePieces(X, B.pieces(ctx, 2000000073 /* raided-cubes */), 2000000074 /* recovery */, actor);
  }
};

const U66 = (X: C.RunContext, actor: string | undefined, x0_card: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/cards.rules:557:3: if card.class != operations or not card in cards-with-events() {";
  if (S_class(ctx, x0_card) !== "operations" || !V.isIn(ctx, x0_card, ctx.fn[24 /* cards-with-events */]!(ctx))) {
    X.at = "specs/navajo-wars/cards.rules:558:5: unspecified minor-events";
    C.notSpecified(X, "minor-events");
  }
  X.at = "specs/navajo-wars/cards.rules:560:3: let kind = lookup(card-events, card, minor)";
  let v1_kind: V.Value = V.lookupTable(ctx, 8 /* card-events */, x0_card, "minor");
  X.at = "specs/navajo-wars/cards.rules:561:3: if kind == drought {";
  if (v1_kind === "drought") {
    X.at =
      "specs/navajo-wars/cards.rules:562:5: let spaces = lookup(drought-spaces, lookup(territory-roll, roll(d6), territor...";
    let v2_spaces: V.Value = V.lookupTable(
      ctx,
      4 /* drought-spaces */,
      V.lookupTable(ctx, 2 /* territory-roll */, B.roll(ctx, "d6"), "territory"),
      "box",
    );
    X.at = "specs/navajo-wars/cards.rules:563:5: if count(pieces(spaces)) >= 2 {";
    if (V.ge(V.readPieces(ctx, v2_spaces).length, 2)) {
      X.at = "specs/navajo-wars/cards.rules:564:7: unspecified minor-events";
      C.notSpecified(X, "minor-events");
    }
    X.at = "specs/navajo-wars/cards.rules:566:5: take-out(drought, 1, spaces)";
    X.T.p[58 /* take-out */]!(X, actor, "drought", 1, v2_spaces);
  } else {
    X.at = "specs/navajo-wars/cards.rules:567:10: if kind == swap-instructions {";
    if (v1_kind === "swap-instructions") {
      X.at = "specs/navajo-wars/cards.rules:568:5: swap-row(roll(d6))";
      X.T.p[32 /* swap-row */]!(X, actor, B.roll(ctx, "d6"));
    } else {
      X.at = "specs/navajo-wars/cards.rules:569:10: if kind == drought-recovery {";
      if (v1_kind === "drought-recovery") {
        X.at = "specs/navajo-wars/cards.rules:570:5: drought-recovery(roll(d6))";
        X.T.p[42 /* drought-recovery */]!(X, actor, B.roll(ctx, "d6"));
      } else {
        X.at = "specs/navajo-wars/cards.rules:572:5: unspecified minor-events";
        C.notSpecified(X, "minor-events");
      }
    }
  }
};

const U67 = (X: C.RunContext, actor: string | undefined, x0_card: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/navajo-wars/cards.rules:584:3: move pieces(recovery) + pieces(raided-cubes) + pieces(subjugation) to raid-pool";
  C.movePieces(
    X,
    V.plus(
      V.plus(B.pieces(ctx, 2000000074 /* recovery */), B.pieces(ctx, 2000000073 /* raided-cubes */)),
      B.pieces(ctx, 2000000072 /* subjugation */),
    ),
    2000000071 /* raid-pool */,
    actor,
  );
  X.at = "specs/navajo-wars/cards.rules:585:3: move card to in-play";
  C.movePieces(X, x0_card, 2000000091 /* in-play */, actor);
};

const U68 = (X: C.RunContext, actor: string | undefined, x0_card: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:34:3: if not card in cards-with-icons() {";
  if (!V.isIn(ctx, x0_card, ctx.fn[20 /* cards-with-icons */]!(ctx))) {
    X.at = "specs/navajo-wars/operations.rules:35:5: unspecified card-values-unstated";
    C.notSpecified(X, "card-values-unstated");
  }
  X.at = "specs/navajo-wars/operations.rules:37:3: let icon = lookup(card-icons, card, icon)";
  let v1_icon: V.Value = V.lookupTable(ctx, 1 /* card-icons */, x0_card, "icon");
  X.at =
    "specs/navajo-wars/operations.rules:38:3: let source = if icon == elder then pieces(elders) else [for p in pieces(popul...";
  let x7_chosen: V.Value;
  if (v1_icon === "elder") {
    x7_chosen = B.pieces(ctx, 2000000066 /* elders */);
  } else {
    const x3_items = V.readPieces(ctx, 2000000065 /* population-supply */);
    const x4_selected: V.Value[] = [];
    for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
      const x5_p = x3_items[x6_i]!;
      if (
        (typeof x5_p === "number" && x5_p >= 1000000000
          ? ((ctx.state.pieces[x5_p - 1000000000]?.state["role"] as V.Value | undefined) ?? R_role(ctx, x5_p))
          : R_role(ctx, x5_p)) === v1_icon
      )
        x4_selected.push(x5_p);
    }
    x7_chosen = x4_selected;
  }
  let v2_source: V.Value = x7_chosen;
  X.at = "specs/navajo-wars/operations.rules:39:3: if empty(source) {";
  if (B.empty(ctx, v2_source)) {
    X.at = "specs/navajo-wars/operations.rules:40:5: unspecified icon-supply-empty";
    C.notSpecified(X, "icon-supply-empty");
  }
  X.at = "specs/navajo-wars/operations.rules:42:3: move first(source) to passage-of-time";
  C.movePieces(X, B.first(ctx, v2_source), 2000000090 /* passage-of-time */, actor);
};

const U69 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:338:3: let families = families-in-play()";
  let v0_families: V.Value = ctx.fn[52 /* families-in-play */]!(ctx);
  X.at = "specs/navajo-wars/operations.rules:339:3: for each land in lands() {";
  {
    let v1_list: V.Value = C.items(X, ctx.fn[160 /* lands */]!(ctx), actor);
    let v2_i: V.Value = 0;
    while ((v2_i as number) < (v1_list as V.Value[]).length) {
      let v3_land: V.Value = (v1_list as V.Value[])[v2_i as number]!;
      X.at =
        "specs/navajo-wars/operations.rules:340:5: set families = families + [for x in pieces(lookup(territory-boxes, land, caug...";
      const x8_left = v0_families;
      const x4_items = V.readPieces(ctx, V.lookupTable(ctx, 11 /* territory-boxes */, v3_land, "caught"));
      const x5_selected: V.Value[] = [];
      for (let x7_i = 0; x7_i < x4_items.length; x7_i++) {
        const x6_x = x4_items[x7_i]!;
        if (
          (typeof x6_x === "number" && x6_x >= 1000000000
            ? ((ctx.state.pieces[x6_x - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x6_x))
            : V.kindOf(ctx, x6_x)) === "family"
        )
          x5_selected.push(x6_x);
      }
      v0_families = C.combine("=", v0_families, V.plus(x8_left, x5_selected));
      v2_i = (v2_i as number) + 1;
    }
  }
  X.at = "specs/navajo-wars/operations.rules:342:3: for each f in families {";
  {
    let v9_list: V.Value = C.items(X, v0_families, actor);
    let v10_i: V.Value = 0;
    while ((v10_i as number) < (v9_list as V.Value[]).length) {
      let v11_f: V.Value = (v9_list as V.Value[])[v10_i as number]!;
      X.at = "specs/navajo-wars/operations.rules:343:5: if empty(members(f, man)) {";
      if (ctx.fn[69 /* members#empty */]!(ctx, v11_f, "man")) {
        X.at = "specs/navajo-wars/operations.rules:344:7: set f.ferocity = 0";
        C.setField(X, v11_f, "ferocity", "=", 0);
      }
      v10_i = (v10_i as number) + 1;
    }
  }
};

const U70 = (X: C.RunContext, actor: string | undefined, x0_here: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:543:3: if empty([for p in pieces(here) if p.kind == family]) {";
  const x1_items =
    (typeof x0_here === "number" ? ctx.state.places[x0_here - 2000000000] : undefined) ?? V.areaPieces(ctx, x0_here);
  let x2_found = false;
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_p = x1_items[x4_i]!;
    if (
      (typeof x3_p === "number" && x3_p >= 1000000000
        ? ((ctx.state.pieces[x3_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x3_p))
        : V.kindOf(ctx, x3_p)) === "family"
    ) {
      x2_found = true;
      break;
    }
  }
  if (!x2_found) {
    X.at = "specs/navajo-wars/operations.rules:544:5: move [for p in pieces(here) if p.kind == corn] to corn-crib";
    const x5_items =
      (typeof x0_here === "number" ? ctx.state.places[x0_here - 2000000000] : undefined) ?? V.areaPieces(ctx, x0_here);
    const x6_selected: V.Value[] = [];
    for (let x8_i = 0; x8_i < x5_items.length; x8_i++) {
      const x7_p = x5_items[x8_i]!;
      if (
        (typeof x7_p === "number" && x7_p >= 1000000000
          ? ((ctx.state.pieces[x7_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x7_p))
          : V.kindOf(ctx, x7_p)) === "corn"
      )
        x6_selected.push(x7_p);
    }
    C.movePieces(X, x6_selected, 2000000068 /* corn-crib */, actor);
  }
};

const U71 = (X: C.RunContext, actor: string | undefined, x0_to: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:553:3: for each i in [for p in pieces(to) if p.kind == intruder] {";
  const x1_items =
    (typeof x0_to === "number" ? ctx.state.places[x0_to - 2000000000] : undefined) ?? V.areaPieces(ctx, x0_to);
  const x2_selected: V.Value[] = [];
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_p = x1_items[x4_i]!;
    if (
      (typeof x3_p === "number" && x3_p >= 1000000000
        ? ((ctx.state.pieces[x3_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x3_p))
        : V.kindOf(ctx, x3_p)) === "intruder"
    )
      x2_selected.push(x3_p);
  }
  {
    let v5_list: V.Value = C.items(X, x2_selected, actor);
    let v6_i: V.Value = 0;
    while ((v6_i as number) < (v5_list as V.Value[]).length) {
      let v7_i: V.Value = (v5_list as V.Value[])[v6_i as number]!;
      X.at = "specs/navajo-wars/operations.rules:554:5: reveal(i)";
      C.reveal(X, v7_i);
      X.at = "specs/navajo-wars/operations.rules:555:5: if i.effect == firearms {";
      if (
        (typeof v7_i === "number" && v7_i >= 1000000000
          ? ((ctx.state.pieces[v7_i - 1000000000]?.state["effect"] as V.Value | undefined) ?? R_effect(ctx, v7_i))
          : R_effect(ctx, v7_i)) === "firearms"
      ) {
        X.at = "specs/navajo-wars/operations.rules:556:7: move i to resources";
        C.movePieces(X, v7_i, 2000000085 /* resources */, actor);
      } else {
        X.at = "specs/navajo-wars/operations.rules:558:7: unspecified intruders";
        C.notSpecified(X, "intruders");
      }
      v6_i = (v6_i as number) + 1;
    }
  }
};

const U72 = (X: C.RunContext, actor: string | undefined, x0_f: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:567:3: set f.ferocity = min(3, f.ferocity + 1)";
  C.setField(
    X,
    x0_f,
    "ferocity",
    "=",
    B.min(
      ctx,
      3,
      V.plus(
        typeof x0_f === "number" && x0_f >= 1000000000
          ? ((ctx.state.pieces[x0_f - 1000000000]?.state["ferocity"] as V.Value | undefined) ?? R_ferocity(ctx, x0_f))
          : R_ferocity(ctx, x0_f),
        1,
      ),
    ),
  );
};

const U73 = (X: C.RunContext, actor: string | undefined, x0_f: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:612:3: draw(corn-crib, location(f))";
  C.draw(
    X,
    2000000068 /* corn-crib */,
    typeof x0_f === "number" && x0_f >= 1000000000
      ? ((ctx.state.pieces[x0_f - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_f))
      : B.location(ctx, x0_f),
    undefined,
    actor,
  );
};

const U74 = (X: C.RunContext, actor: string | undefined, x0_dice: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:716:3: if is-doubles(dice) {";
  if (B.isDoubles(ctx, x0_dice)) {
    X.at = "specs/navajo-wars/operations.rules:717:5: swap-row(first(dice))";
    X.T.p[32 /* swap-row */]!(X, actor, B.first(ctx, x0_dice));
  } else {
    X.at = "specs/navajo-wars/operations.rules:719:5: for each row in dice {";
    {
      let v1_list: V.Value = C.items(X, x0_dice, actor);
      let v2_i: V.Value = 0;
      while ((v2_i as number) < (v1_list as V.Value[]).length) {
        let v3_row: V.Value = (v1_list as V.Value[])[v2_i as number]!;
        X.at = "specs/navajo-wars/operations.rules:720:7: let i = in-row(active-column, row)";
        let v4_i: V.Value = ctx.fn[116 /* in-row */]!(ctx, 2000000082 /* active-column */, v3_row);
        X.at = "specs/navajo-wars/operations.rules:721:7: let mark = lookup(spanish-instructions, i.letter, stripe)";
        let v5_mark: V.Value = V.lookupTable(
          ctx,
          7 /* spanish-instructions */,
          typeof v4_i === "number" && v4_i >= 1000000000
            ? ((ctx.state.pieces[v4_i - 1000000000]?.state["letter"] as V.Value | undefined) ?? R_letter(ctx, v4_i))
            : R_letter(ctx, v4_i),
          "stripe",
        );
        X.at = "specs/navajo-wars/operations.rules:722:7: if mark == unstated {";
        if (v5_mark === "unstated") {
          X.at = "specs/navajo-wars/operations.rules:723:9: unspecified instruction-values";
          C.notSpecified(X, "instruction-values");
        }
        X.at = "specs/navajo-wars/operations.rules:725:7: if mark == plain {";
        if (v5_mark === "plain") {
          X.at = "specs/navajo-wars/operations.rules:726:9: flip(i)";
          C.flip(X, v4_i);
        }
        v2_i = (v2_i as number) + 1;
      }
    }
  }
};

const U75 = (X: C.RunContext, actor: string | undefined, x0_row: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:736:3: swap(in-row(active-column, row), in-row(standby-column, row))";
  C.swap(
    X,
    ctx.fn[116 /* in-row */]!(ctx, 2000000082 /* active-column */, x0_row),
    ctx.fn[116 /* in-row */]!(ctx, 2000000083 /* standby-column */, x0_row),
    actor,
  );
};

const U76 = (X: C.RunContext, actor: string | undefined, x0_aps: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:799:3: set culture-points -= min(aps, count(outposts-on-map()))";
  C.setTrack(X, 4 /* culture-points */, "-=", B.min(ctx, x0_aps, ctx.fn[122 /* outposts-on-map#count */]!(ctx)));
};

const U77 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:806:3: if not empty(outposts-on-map()) {";
  if (!ctx.fn[121 /* outposts-on-map#empty */]!(ctx)) {
    X.at = "specs/navajo-wars/operations.rules:807:5: unspecified expand";
    C.notSpecified(X, "expand");
  }
  X.at = "specs/navajo-wars/operations.rules:809:3: build-outpost()";
  X.T.p[37 /* build-outpost */]!(X, actor);
};

const U78 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/navajo-wars/operations.rules:820:3: let missions = [for p in pieces(enemy-out-of-play) if p.kind == mission]";
  const x1_items = V.readPieces(ctx, 2000000088 /* enemy-out-of-play */);
  const x2_selected: V.Value[] = [];
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_p = x1_items[x4_i]!;
    if (
      (typeof x3_p === "number" && x3_p >= 1000000000
        ? ((ctx.state.pieces[x3_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x3_p))
        : V.kindOf(ctx, x3_p)) === "mission"
    )
      x2_selected.push(x3_p);
  }
  let v0_missions: V.Value = x2_selected;
  X.at = "specs/navajo-wars/operations.rules:821:3: if empty(missions) {";
  if (B.empty(ctx, v0_missions)) {
    X.at = "specs/navajo-wars/operations.rules:822:5: unspecified build-without-missions";
    C.notSpecified(X, "build-without-missions");
  }
  X.at = "specs/navajo-wars/operations.rules:824:3: move first(missions) to shiprock-1";
  C.movePieces(X, B.first(ctx, v0_missions), 2000000007 /* shiprock-1 */, actor);
};

const U79 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:831:3: draw(raid-pool, drawn-cube)";
  C.draw(X, 2000000071 /* raid-pool */, 2000000103 /* drawn-cube */, undefined, actor);
  X.at = "specs/navajo-wars/operations.rules:832:3: let cube = first(pieces(drawn-cube))";
  let v0_cube: V.Value = V.readPieces(ctx, 2000000103 /* drawn-cube */)[0] ?? null;
  X.at = "specs/navajo-wars/operations.rules:833:3: if cube.colour == red {";
  if (
    (typeof v0_cube === "number" && v0_cube >= 1000000000
      ? ((ctx.state.pieces[v0_cube - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, v0_cube))
      : R_colour(ctx, v0_cube)) === "red"
  ) {
    X.at = "specs/navajo-wars/operations.rules:834:5: add-subjugation(cube)";
    X.T.p[39 /* add-subjugation */]!(X, actor, v0_cube);
  } else {
    X.at = "specs/navajo-wars/operations.rules:836:5: move cube to recovery";
    C.movePieces(X, v0_cube, 2000000074 /* recovery */, actor);
  }
};

const U80 = (X: C.RunContext, actor: string | undefined, x0_cube: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:848:3: move cube to subjugation";
  C.movePieces(X, x0_cube, 2000000072 /* subjugation */, actor);
  X.at = "specs/navajo-wars/operations.rules:849:3: let reds = count(pieces(subjugation))";
  let v1_reds: V.Value = V.readPieces(ctx, 2000000072 /* subjugation */).length;
  X.at = "specs/navajo-wars/operations.rules:850:3: if reds == 3 {";
  if (v1_reds === 3) {
    X.at = "specs/navajo-wars/operations.rules:851:5: if card-41 in pieces(in-play) {";
    if (V.isIn(ctx, "card-41", B.pieces(ctx, 2000000091 /* in-play */))) {
      X.at = "specs/navajo-wars/operations.rules:852:7: move card-41 to cards-out";
      C.movePieces(X, "card-41", 2000000104 /* cards-out */, actor);
    }
    X.at =
      "specs/navajo-wars/operations.rules:854:5: for each i in [for c in pieces(active-column) + pieces(standby-column) + piec...";
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
        (typeof x4_c === "number" && x4_c >= 1000000000
          ? ((ctx.state.pieces[x4_c - 1000000000]?.state["nation"] as V.Value | undefined) ?? R_nation(ctx, x4_c))
          : R_nation(ctx, x4_c)) === "spanish" &&
        ((typeof x4_c === "number" && x4_c >= 1000000000
          ? ((ctx.state.pieces[x4_c - 1000000000]?.state["letter"] as V.Value | undefined) ?? R_letter(ctx, x4_c))
          : R_letter(ctx, x4_c)) === "a" ||
          (typeof x4_c === "number" && x4_c >= 1000000000
            ? ((ctx.state.pieces[x4_c - 1000000000]?.state["letter"] as V.Value | undefined) ?? R_letter(ctx, x4_c))
            : R_letter(ctx, x4_c)) === "b" ||
          (typeof x4_c === "number" && x4_c >= 1000000000
            ? ((ctx.state.pieces[x4_c - 1000000000]?.state["letter"] as V.Value | undefined) ?? R_letter(ctx, x4_c))
            : R_letter(ctx, x4_c)) === "f") &&
        B.face(ctx, x4_c) === "front"
      )
        x3_selected.push(x4_c);
    }
    {
      let v6_list: V.Value = C.items(X, x3_selected, actor);
      let v7_i: V.Value = 0;
      while ((v7_i as number) < (v6_list as V.Value[]).length) {
        let v8_i: V.Value = (v6_list as V.Value[])[v7_i as number]!;
        X.at = "specs/navajo-wars/operations.rules:855:7: flip(i)";
        C.flip(X, v8_i);
        v7_i = (v7_i as number) + 1;
      }
    }
    X.at = "specs/navajo-wars/operations.rules:857:5: reset-cubes()";
    X.T.p[4 /* reset-cubes */]!(X, actor);
    X.at = "specs/navajo-wars/operations.rules:858:5: set enemy-morale += 1";
    C.setTrack(X, 6 /* enemy-morale */, "+=", 1);
  } else {
    X.at = "specs/navajo-wars/operations.rules:859:10: if reds > 3 {";
    if (V.gt(v1_reds, 3)) {
      X.at = "specs/navajo-wars/operations.rules:860:5: unspecified subjugation-table";
      C.notSpecified(X, "subjugation-table");
    }
  }
};

const U81 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:873:3: while not empty(pieces(inactive-column)) {";
  {
    let v0_guard: V.Value = 0;
    while (!(V.readPieces(ctx, 2000000084 /* inactive-column */).length === 0)) {
      if ((v0_guard as number) >= 100000)
        throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
      v0_guard = (v0_guard as number) + 1;
      X.at = "specs/navajo-wars/operations.rules:874:5: move last(pieces(inactive-column)) to active-column";
      C.movePieces(
        X,
        B.last(ctx, V.readPieces(ctx, 2000000084 /* inactive-column */) as V.Value),
        2000000082 /* active-column */,
        actor,
      );
    }
  }
};

const U82 = (X: C.RunContext, actor: string | undefined, x0_die: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/operations.rules:1062:3: let land = lookup(territory-roll, die, territory)";
  let v1_land: V.Value = V.lookupTable(ctx, 2 /* territory-roll */, x0_die, "territory");
  X.at = "specs/navajo-wars/operations.rules:1063:3: let here = pieces(lookup(drought-spaces, land, box))";
  let v2_here: V.Value = B.pieces(ctx, V.lookupTable(ctx, 4 /* drought-spaces */, v1_land, "box"));
  X.at = "specs/navajo-wars/operations.rules:1064:3: if not empty(here) {";
  if (!B.empty(ctx, v2_here)) {
    X.at = "specs/navajo-wars/operations.rules:1065:5: move first(here) to out-of-play";
    C.movePieces(X, B.first(ctx, v2_here), 2000000086 /* out-of-play */, actor);
  } else {
    X.at =
      "specs/navajo-wars/operations.rules:1067:5: let dry = [for n in lands() if n != canyon-de-chelly and adjacent(n, land) an...";
    const x4_items = V.readList(ctx, ctx.fn[160 /* lands */]!(ctx), "a selection");
    const x5_selected: V.Value[] = [];
    for (let x7_i = 0; x7_i < x4_items.length; x7_i++) {
      const x6_n = x4_items[x7_i]!;
      if (
        x6_n !== "canyon-de-chelly" &&
        B.adjacent(ctx, x6_n, v1_land) &&
        !(V.readPieces(ctx, V.lookupTable(ctx, 4 /* drought-spaces */, x6_n, "box")).length === 0)
      )
        x5_selected.push(x6_n);
    }
    let v3_dry: V.Value = x5_selected;
    X.at = "specs/navajo-wars/operations.rules:1068:5: if not empty(dry) {";
    if (!B.empty(ctx, v3_dry)) {
      X.at = "specs/navajo-wars/operations.rules:1069:7: let low = lowest([symbol-of(n) for n in dry])";
      const x9_items = Array.isArray(v3_dry) ? v3_dry : V.readList(ctx, v3_dry, "a selection");
      const x10_selected: V.Value[] = [];
      for (let x12_i = 0; x12_i < x9_items.length; x12_i++) {
        const x11_n = x9_items[x12_i]!;
        x10_selected.push(ctx.fn[136 /* symbol-of */]!(ctx, x11_n));
      }
      let v8_low: V.Value = B.lowest(ctx, x10_selected);
      X.at =
        "specs/navajo-wars/operations.rules:1070:7: move first(pieces(lookup(drought-spaces, first([for n in dry if symbol-of(n) ...";
      C.movePieces(
        X,
        V.readPieces(
          ctx,
          V.lookupTable(
            ctx,
            4 /* drought-spaces */,
            (Array.isArray(v3_dry) ? v3_dry : V.readList(ctx, v3_dry, "a selection")).find(
              (x13_n: V.Value) => ctx.fn[136 /* symbol-of */]!(ctx, x13_n) === v8_low,
            ) ?? null,
            "box",
          ),
        )[0] ?? null,
        2000000086 /* out-of-play */,
        actor,
      );
    }
  }
};

const U83 = (X: C.RunContext, actor: string | undefined, x0_counter: V.Value, x1_where: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/scenarios.rules:30:3: move counter to where";
  C.movePieces(X, x0_counter, x1_where, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:31:3: move take([for p in pieces(population-supply) if p.role == man], 1) + take([f...";
  let x2_kept: V.Value | undefined;
  const x3_items = V.readPieces(ctx, 2000000065 /* population-supply */);
  const x4_selected: V.Value[] = [];
  for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
    const x5_p = x3_items[x6_i]!;
    if (
      (typeof x5_p === "number" && x5_p >= 1000000000
        ? ((ctx.state.pieces[x5_p - 1000000000]?.state["role"] as V.Value | undefined) ?? R_role(ctx, x5_p))
        : R_role(ctx, x5_p)) === "man"
    )
      x4_selected.push(x5_p);
  }
  const x11_left = B.take(ctx, x4_selected, 1);
  const x7_items = V.readPieces(ctx, 2000000065 /* population-supply */);
  const x8_selected: V.Value[] = [];
  for (let x10_i = 0; x10_i < x7_items.length; x10_i++) {
    const x9_p = x7_items[x10_i]!;
    if (
      (typeof x9_p === "number" && x9_p >= 1000000000
        ? ((ctx.state.pieces[x9_p - 1000000000]?.state["role"] as V.Value | undefined) ?? R_role(ctx, x9_p))
        : R_role(ctx, x9_p)) === "woman"
    )
      x8_selected.push(x9_p);
  }
  const x16_left = V.plus(x11_left, B.take(ctx, x8_selected, 1));
  const x12_items = V.readPieces(ctx, 2000000065 /* population-supply */);
  const x13_selected: V.Value[] = [];
  for (let x15_i = 0; x15_i < x12_items.length; x15_i++) {
    const x14_p = x12_items[x15_i]!;
    if (
      (typeof x14_p === "number" && x14_p >= 1000000000
        ? ((ctx.state.pieces[x14_p - 1000000000]?.state["role"] as V.Value | undefined) ?? R_role(ctx, x14_p))
        : R_role(ctx, x14_p)) === "child"
    )
      x13_selected.push(x14_p);
  }
  C.movePieces(
    X,
    V.plus(x16_left, B.take(ctx, x13_selected, 1)),
    ctx.fn[168 /* family-box */]!(ctx, x0_counter),
    actor,
  );
};

const U84 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/scenarios.rules:37:3: place-elders(take(pieces(elders), 3))";
  X.T.p[55 /* place-elders */]!(X, actor, B.take(ctx, B.pieces(ctx, 2000000066 /* elders */), 3));
};

const U85 = (X: C.RunContext, actor: string | undefined, x0_three: V.Value): void => {
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

const U86 = (X: C.RunContext, actor: string | undefined, x0_counters: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/scenarios.rules:59:3: move take(counters, 6) to active-column";
  C.movePieces(X, B.take(ctx, x0_counters, 6), 2000000082 /* active-column */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:60:3: move take(drop(counters, 6), 6) to standby-column";
  C.movePieces(X, B.take(ctx, B.drop(ctx, x0_counters, 6), 6), 2000000083 /* standby-column */, actor);
};

const U87 = (
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
    if (
      (typeof x9_c === "number" && x9_c >= 1000000000
        ? ((ctx.state.pieces[x9_c - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, x9_c))
        : R_colour(ctx, x9_c)) === "black"
    )
      x8_selected.push(x9_c);
  }
  C.movePieces(X, B.take(ctx, x8_selected, x0_blacks), 2000000071 /* raid-pool */, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:66:3: move take([for c in pieces(cube-supply) if c.colour == brown], browns) to rai...";
  const x11_items = V.readPieces(ctx, 2000000070 /* cube-supply */);
  const x12_selected: V.Value[] = [];
  for (let x14_i = 0; x14_i < x11_items.length; x14_i++) {
    const x13_c = x11_items[x14_i]!;
    if (
      (typeof x13_c === "number" && x13_c >= 1000000000
        ? ((ctx.state.pieces[x13_c - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, x13_c))
        : R_colour(ctx, x13_c)) === "brown"
    )
      x12_selected.push(x13_c);
  }
  C.movePieces(X, B.take(ctx, x12_selected, x1_browns), 2000000071 /* raid-pool */, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:67:3: move take([for c in pieces(cube-supply) if c.colour == red], reds) to raid-pool";
  const x15_items = V.readPieces(ctx, 2000000070 /* cube-supply */);
  const x16_selected: V.Value[] = [];
  for (let x18_i = 0; x18_i < x15_items.length; x18_i++) {
    const x17_c = x15_items[x18_i]!;
    if (
      (typeof x17_c === "number" && x17_c >= 1000000000
        ? ((ctx.state.pieces[x17_c - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, x17_c))
        : R_colour(ctx, x17_c)) === "red"
    )
      x16_selected.push(x17_c);
  }
  C.movePieces(X, B.take(ctx, x16_selected, x2_reds), 2000000071 /* raid-pool */, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:68:3: move take([for c in pieces(cube-supply) if c.colour == white], whites) to rai...";
  const x19_items = V.readPieces(ctx, 2000000070 /* cube-supply */);
  const x20_selected: V.Value[] = [];
  for (let x22_i = 0; x22_i < x19_items.length; x22_i++) {
    const x21_c = x19_items[x22_i]!;
    if (
      (typeof x21_c === "number" && x21_c >= 1000000000
        ? ((ctx.state.pieces[x21_c - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, x21_c))
        : R_colour(ctx, x21_c)) === "white"
    )
      x20_selected.push(x21_c);
  }
  C.movePieces(X, B.take(ctx, x20_selected, x3_whites), 2000000071 /* raid-pool */, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:69:3: move take([for c in pieces(cube-supply) if c.colour == yellow], yellows) to r...";
  const x23_items = V.readPieces(ctx, 2000000070 /* cube-supply */);
  const x24_selected: V.Value[] = [];
  for (let x26_i = 0; x26_i < x23_items.length; x26_i++) {
    const x25_c = x23_items[x26_i]!;
    if (
      (typeof x25_c === "number" && x25_c >= 1000000000
        ? ((ctx.state.pieces[x25_c - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, x25_c))
        : R_colour(ctx, x25_c)) === "yellow"
    )
      x24_selected.push(x25_c);
  }
  C.movePieces(X, B.take(ctx, x24_selected, x4_yellows), 2000000071 /* raid-pool */, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:70:3: move take([for c in pieces(cube-supply) if c.colour == green], greens) to rai...";
  const x27_items = V.readPieces(ctx, 2000000070 /* cube-supply */);
  const x28_selected: V.Value[] = [];
  for (let x30_i = 0; x30_i < x27_items.length; x30_i++) {
    const x29_c = x27_items[x30_i]!;
    if (
      (typeof x29_c === "number" && x29_c >= 1000000000
        ? ((ctx.state.pieces[x29_c - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, x29_c))
        : R_colour(ctx, x29_c)) === "green"
    )
      x28_selected.push(x29_c);
  }
  C.movePieces(X, B.take(ctx, x28_selected, x5_greens), 2000000071 /* raid-pool */, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:71:3: move take([for c in pieces(cube-supply) if c.colour == blue], blues) to raid-...";
  const x31_items = V.readPieces(ctx, 2000000070 /* cube-supply */);
  const x32_selected: V.Value[] = [];
  for (let x34_i = 0; x34_i < x31_items.length; x34_i++) {
    const x33_c = x31_items[x34_i]!;
    if (
      (typeof x33_c === "number" && x33_c >= 1000000000
        ? ((ctx.state.pieces[x33_c - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, x33_c))
        : R_colour(ctx, x33_c)) === "blue"
    )
      x32_selected.push(x33_c);
  }
  C.movePieces(X, B.take(ctx, x32_selected, x6_blues), 2000000071 /* raid-pool */, actor);
};

const U88 = (X: C.RunContext, actor: string | undefined, x0_kind: V.Value, x1_n: V.Value, x2_where: V.Value): void => {
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
    if (
      (typeof x5_p === "number" && x5_p >= 1000000000
        ? ((ctx.state.pieces[x5_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x5_p))
        : V.kindOf(ctx, x5_p)) === x0_kind
    )
      x4_selected.push(x5_p);
  }
  C.movePieces(X, B.take(ctx, x4_selected, x1_n), x2_where, actor);
};

const U89 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:83:3: for each spaces in [shiprock-drought, san-juan-valley-drought, monument-valle...";
  {
    let v0_list: V.Value = C.items(X, K_abf26c1df11f, actor);
    let v1_i: V.Value = 0;
    while ((v1_i as number) < (v0_list as V.Value[]).length) {
      let v2_spaces: V.Value = (v0_list as V.Value[])[v1_i as number]!;
      X.at = "specs/navajo-wars/scenarios.rules:84:5: take-out(drought, 1, spaces)";
      X.T.p[58 /* take-out */]!(X, actor, "drought", 1, v2_spaces);
      v1_i = (v1_i as number) + 1;
    }
  }
};

const U90 = (
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
  C.setTrack(X, 2 /* military-points */, "=", x0_military);
  X.at = "specs/navajo-wars/scenarios.rules:187:3: set enemy-ferocity = ferocity";
  C.setTrack(X, 3 /* enemy-ferocity */, "=", x1_ferocity);
  X.at = "specs/navajo-wars/scenarios.rules:188:3: set culture-points = culture";
  C.setTrack(X, 4 /* culture-points */, "=", x2_culture);
  X.at = "specs/navajo-wars/scenarios.rules:189:3: set dine-aps = aps";
  C.setTrack(X, 5 /* dine-aps */, "=", x3_aps);
  X.at = "specs/navajo-wars/scenarios.rules:190:3: set enemy-morale = morale";
  C.setTrack(X, 6 /* enemy-morale */, "=", x4_morale);
};

const U91 = (X: C.RunContext, actor: string | undefined, x0_nation: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:198:3: let mine = [for i in pieces(instruction-counters) if i.nation == nation]";
  const x2_items = V.readPieces(ctx, 2000000092 /* instruction-counters */);
  const x3_selected: V.Value[] = [];
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_i = x2_items[x5_i]!;
    if (
      (typeof x4_i === "number" && x4_i >= 1000000000
        ? ((ctx.state.pieces[x4_i - 1000000000]?.state["nation"] as V.Value | undefined) ?? R_nation(ctx, x4_i))
        : R_nation(ctx, x4_i)) === x0_nation
    )
      x3_selected.push(x4_i);
  }
  let v1_mine: V.Value = x3_selected;
  X.at = "specs/navajo-wars/scenarios.rules:199:3: let gone = at-random(mine, 2)";
  let v6_gone: V.Value = B.atRandom(ctx, v1_mine, 2);
  X.at = "specs/navajo-wars/scenarios.rules:200:3: move gone to out-of-play";
  C.movePieces(X, v6_gone, 2000000086 /* out-of-play */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:201:3: fill-instruction-display([for i in mine if not i in gone])";
  const x7_items = Array.isArray(v1_mine) ? v1_mine : V.readList(ctx, v1_mine, "a selection");
  const x8_selected: V.Value[] = [];
  for (let x10_i = 0; x10_i < x7_items.length; x10_i++) {
    const x9_i = x7_items[x10_i]!;
    if (!V.isIn(ctx, x9_i, v6_gone)) x8_selected.push(x9_i);
  }
  X.T.p[56 /* fill-instruction-display */]!(X, actor, x8_selected);
};

const U92 = (X: C.RunContext, actor: string | undefined, x0_event_cards: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/scenarios.rules:208:3: shuffle(operations-cards)";
  C.shuffle(X, 2000000093 /* operations-cards */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:209:3: for each event in event-cards {";
  {
    let v1_list: V.Value = C.items(X, x0_event_cards, actor);
    let v2_i: V.Value = 0;
    while ((v2_i as number) < (v1_list as V.Value[]).length) {
      let v3_event: V.Value = (v1_list as V.Value[])[v2_i as number]!;
      X.at = "specs/navajo-wars/scenarios.rules:210:5: deal(operations-cards, stack, 8)";
      C.deal(X, 2000000093 /* operations-cards */, 2000000094 /* stack */, 8, actor);
      X.at = "specs/navajo-wars/scenarios.rules:211:5: move event to stack";
      C.movePieces(X, v3_event, 2000000094 /* stack */, actor);
      X.at = "specs/navajo-wars/scenarios.rules:212:5: shuffle(stack)";
      C.shuffle(X, 2000000094 /* stack */, actor);
      X.at = "specs/navajo-wars/scenarios.rules:213:5: move pieces(stack) to deck";
      C.movePieces(X, B.pieces(ctx, 2000000094 /* stack */), 2000000095 /* deck */, actor);
      v2_i = (v2_i as number) + 1;
    }
  }
};

const U93 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/scenarios.rules:222:3: shuffle(operations-cards)";
  C.shuffle(X, 2000000093 /* operations-cards */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:223:3: deal(operations-cards, stack, 8)";
  C.deal(X, 2000000093 /* operations-cards */, 2000000094 /* stack */, 8, actor);
  X.at = "specs/navajo-wars/scenarios.rules:224:3: move card-41 to stack";
  C.movePieces(X, "card-41", 2000000094 /* stack */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:225:3: shuffle(stack)";
  C.shuffle(X, 2000000094 /* stack */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:226:3: move pieces(stack) to deck";
  C.movePieces(X, B.pieces(ctx, 2000000094 /* stack */), 2000000095 /* deck */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:227:3: deal(operations-cards, stack, 8)";
  C.deal(X, 2000000093 /* operations-cards */, 2000000094 /* stack */, 8, actor);
  X.at = "specs/navajo-wars/scenarios.rules:228:3: move card-42 to stack";
  C.movePieces(X, "card-42", 2000000094 /* stack */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:229:3: shuffle(stack)";
  C.shuffle(X, 2000000094 /* stack */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:230:3: move pieces(stack) to deck";
  C.movePieces(X, B.pieces(ctx, 2000000094 /* stack */), 2000000095 /* deck */, actor);
};

const U94 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/scenarios.rules:238:3: shuffle(operations-cards)";
  C.shuffle(X, 2000000093 /* operations-cards */, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:239:3: move take([for c in pieces(operations-cards) if c.class == operations], 3) to...";
  const x0_items = V.readPieces(ctx, 2000000093 /* operations-cards */);
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_c = x0_items[x3_i]!;
    if (S_class(ctx, x2_c) === "operations") x1_selected.push(x2_c);
  }
  C.movePieces(X, B.take(ctx, x1_selected, 3), 2000000094 /* stack */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:240:3: move card-55 to stack";
  C.movePieces(X, "card-55", 2000000094 /* stack */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:241:3: shuffle(stack)";
  C.shuffle(X, 2000000094 /* stack */, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:242:3: move take([for c in pieces(operations-cards) if c.class == operations], 5) to...";
  const x4_items = V.readPieces(ctx, 2000000093 /* operations-cards */);
  const x5_selected: V.Value[] = [];
  for (let x7_i = 0; x7_i < x4_items.length; x7_i++) {
    const x6_c = x4_items[x7_i]!;
    if (S_class(ctx, x6_c) === "operations") x5_selected.push(x6_c);
  }
  C.movePieces(X, B.take(ctx, x5_selected, 5), 2000000095 /* deck */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:243:3: move pieces(stack) to deck";
  C.movePieces(X, B.pieces(ctx, 2000000094 /* stack */), 2000000095 /* deck */, actor);
};

const U95 = (X: C.RunContext, actor: string | undefined): void => {
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
    if (
      (typeof x4_c === "number" && x4_c >= 1000000000
        ? ((ctx.state.pieces[x4_c - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, x4_c))
        : R_colour(ctx, x4_c)) === "black"
    ) {
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
    if (V.ge(v0_mp, 1) && v0_mp === v1_em) {
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

const U96 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/scenarios.rules:290:3: let result = lookup(margin-victory, margin(), result)";
  let v0_result: V.Value = V.lookupTable(ctx, 13 /* margin-victory */, ctx.fn[176 /* margin */]!(ctx), "result");
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

const U97 = (X: C.RunContext, actor: string | undefined): void => {
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
        if (
          V.eq(
            typeof x5_f === "number" && x5_f >= 1000000000
              ? ((ctx.state.pieces[x5_f - 1000000000]?.state["letter"] as V.Value | undefined) ?? R_letter(ctx, x5_f))
              : R_letter(ctx, x5_f),
            V.indexValue(v2_pair, 0),
          )
        ) {
          x4_first = x5_f;
          break;
        }
      }
      X.T.p[53 /* start-family */]!(X, actor, x4_first, V.indexValue(v2_pair, 1));
      v1_i = (v1_i as number) + 1;
    }
  }
  X.at = "specs/navajo-wars/scenarios.rules:312:3: start-elders()";
  X.T.p[54 /* start-elders */]!(X, actor);
};

const U98 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:317:3: let spanish-set = [for i in pieces(instruction-counters) if i.nation == spanish]";
  const x1_items = V.readPieces(ctx, 2000000092 /* instruction-counters */);
  const x2_selected: V.Value[] = [];
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_i = x1_items[x4_i]!;
    if (
      (typeof x3_i === "number" && x3_i >= 1000000000
        ? ((ctx.state.pieces[x3_i - 1000000000]?.state["nation"] as V.Value | undefined) ?? R_nation(ctx, x3_i))
        : R_nation(ctx, x3_i)) === "spanish"
    )
      x2_selected.push(x3_i);
  }
  let v0_spanish_set: V.Value = x2_selected;
  X.at =
    "specs/navajo-wars/scenarios.rules:318:3: move [for i in spanish-set if i.letter == e or i.letter == g] to out-of-play";
  const x5_items = Array.isArray(v0_spanish_set) ? v0_spanish_set : V.readList(ctx, v0_spanish_set, "a selection");
  const x6_selected: V.Value[] = [];
  for (let x8_i = 0; x8_i < x5_items.length; x8_i++) {
    const x7_i = x5_items[x8_i]!;
    if (
      (typeof x7_i === "number" && x7_i >= 1000000000
        ? ((ctx.state.pieces[x7_i - 1000000000]?.state["letter"] as V.Value | undefined) ?? R_letter(ctx, x7_i))
        : R_letter(ctx, x7_i)) === "e" ||
      (typeof x7_i === "number" && x7_i >= 1000000000
        ? ((ctx.state.pieces[x7_i - 1000000000]?.state["letter"] as V.Value | undefined) ?? R_letter(ctx, x7_i))
        : R_letter(ctx, x7_i)) === "g"
    )
      x6_selected.push(x7_i);
  }
  C.movePieces(X, x6_selected, 2000000086 /* out-of-play */, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:319:3: fill-instruction-display([for i in spanish-set if i.letter != e and i.letter ...";
  const x9_items = Array.isArray(v0_spanish_set) ? v0_spanish_set : V.readList(ctx, v0_spanish_set, "a selection");
  const x10_selected: V.Value[] = [];
  for (let x12_i = 0; x12_i < x9_items.length; x12_i++) {
    const x11_i = x9_items[x12_i]!;
    if (
      (typeof x11_i === "number" && x11_i >= 1000000000
        ? ((ctx.state.pieces[x11_i - 1000000000]?.state["letter"] as V.Value | undefined) ?? R_letter(ctx, x11_i))
        : R_letter(ctx, x11_i)) !== "e" &&
      (typeof x11_i === "number" && x11_i >= 1000000000
        ? ((ctx.state.pieces[x11_i - 1000000000]?.state["letter"] as V.Value | undefined) ?? R_letter(ctx, x11_i))
        : R_letter(ctx, x11_i)) !== "g"
    )
      x10_selected.push(x11_i);
  }
  X.T.p[56 /* fill-instruction-display */]!(X, actor, x10_selected);
};

const U99 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:324:3: move [for c in pieces(cultural-cards) if c.development == cunning or c.develo...";
  const x0_items = V.readPieces(ctx, 2000000097 /* cultural-cards */);
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_c = x0_items[x3_i]!;
    if (
      (typeof x2_c === "number" && x2_c >= 1000000000
        ? ((ctx.state.pieces[x2_c - 1000000000]?.state["development"] as V.Value | undefined) ??
          R_development(ctx, x2_c))
        : R_development(ctx, x2_c)) === "cunning" ||
      (typeof x2_c === "number" && x2_c >= 1000000000
        ? ((ctx.state.pieces[x2_c - 1000000000]?.state["development"] as V.Value | undefined) ??
          R_development(ctx, x2_c))
        : R_development(ctx, x2_c)) === "sharp-traders" ||
      (typeof x2_c === "number" && x2_c >= 1000000000
        ? ((ctx.state.pieces[x2_c - 1000000000]?.state["development"] as V.Value | undefined) ??
          R_development(ctx, x2_c))
        : R_development(ctx, x2_c)) === "warrior-society"
    )
      x1_selected.push(x2_c);
  }
  C.movePieces(X, x1_selected, 2000000100 /* cultural-unused */, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:325:3: move [for c in pieces(cultural-cards) if c.development == horsemanship and c....";
  const x4_items = V.readPieces(ctx, 2000000097 /* cultural-cards */);
  const x5_selected: V.Value[] = [];
  for (let x7_i = 0; x7_i < x4_items.length; x7_i++) {
    const x6_c = x4_items[x7_i]!;
    if (
      (typeof x6_c === "number" && x6_c >= 1000000000
        ? ((ctx.state.pieces[x6_c - 1000000000]?.state["development"] as V.Value | undefined) ??
          R_development(ctx, x6_c))
        : R_development(ctx, x6_c)) === "horsemanship" &&
      (typeof x6_c === "number" && x6_c >= 1000000000
        ? ((ctx.state.pieces[x6_c - 1000000000]?.state["level"] as V.Value | undefined) ?? R_level(ctx, x6_c))
        : R_level(ctx, x6_c)) === "level-1"
    )
      x5_selected.push(x6_c);
  }
  C.movePieces(X, x5_selected, 2000000099 /* cultural-in-play */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:326:3: move pieces(cultural-cards) to cultural-available";
  C.movePieces(X, B.pieces(ctx, 2000000097 /* cultural-cards */), 2000000098 /* cultural-available */, actor);
};

const U100 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/navajo-wars/scenarios.rules:333:3: move [card-32, card-36, card-26, card-40, card-15, card-08, card-24, card-21,...";
  C.movePieces(X, K_3fc5ba016190, 2000000095 /* deck */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:334:3: shuffle(operations-cards)";
  C.shuffle(X, 2000000093 /* operations-cards */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:335:3: deal(operations-cards, stack, 8)";
  C.deal(X, 2000000093 /* operations-cards */, 2000000094 /* stack */, 8, actor);
  X.at = "specs/navajo-wars/scenarios.rules:336:3: move card-42 to stack";
  C.movePieces(X, "card-42", 2000000094 /* stack */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:337:3: shuffle(stack)";
  C.shuffle(X, 2000000094 /* stack */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:338:3: move pieces(stack) to deck";
  C.movePieces(X, B.pieces(ctx, 2000000094 /* stack */), 2000000095 /* deck */, actor);
};

const U101 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, 84 /* #setup */, X.state.active, [], 1);
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
        X.at = "specs/navajo-wars/game.rules:74:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000095 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:75:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:77:7: draw(deck, current-card-space)";
        C.draw(X, 2000000095 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:78:7: between-draw-and-resolution()";
        X.T.p[1 /* between-draw-and-resolution */]!(X, X.state.active);
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:84:9: operations-segment()";
        return M.call(X, f, 2 /* operations-segment */, X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        f.pc = !!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean) ? 7 : 8;
        continue;
      }
      case 7: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:92:9: resolve-major-event(current-card())";
        return M.call(X, f, 5 /* resolve-major-event */, X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 10);
      }
      case 8: {
        f.pc = 9;
        continue;
      }
      case 9: {
        X.T.sudden(X, false);
        if (!!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean)) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:98:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:106:7: zero-manless-ferocity()";
        X.T.p[20 /* zero-manless-ferocity */]!(X, X.state.active);
        X.at = "specs/navajo-wars/game.rules:107:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:108:7: if value(planning-done) == 1 {";
        if (B.value(ctx, ctx.state.tracks["planning-done"] ?? null) === 1) {
          X.at = "specs/navajo-wars/game.rules:109:9: set planning-done = 0";
          C.setTrack(X, 0 /* planning-done */, "=", 0);
        }
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

const U102 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:25:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U103 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:140:3: let card = current-card()";
        L[0] = ctx.fn[8 /* current-card */]!(ctx);
        X.at = "specs/navajo-wars/game.rules:141:3: if card.class == operations {";
        f.pc = S_class(ctx, L[0]!) === "operations" ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/navajo-wars/game.rules:142:5: if not card in cards-with-values() {";
        if (!V.isIn(ctx, L[0]!, ctx.fn[16 /* cards-with-values */]!(ctx))) {
          X.at = "specs/navajo-wars/game.rules:143:7: unspecified card-values-unstated";
          C.notSpecified(X, "card-values-unstated");
        }
        X.at =
          "specs/navajo-wars/game.rules:146:5: if not empty([for i in pieces(active-column) + pieces(standby-column) + piece...";
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
          if (
            (typeof x3_i === "number" && x3_i >= 1000000000
              ? ((ctx.state.pieces[x3_i - 1000000000]?.state["nation"] as V.Value | undefined) ?? R_nation(ctx, x3_i))
              : R_nation(ctx, x3_i)) !== "spanish"
          ) {
            x2_found = true;
            break;
          }
        }
        if (!!x2_found) {
          X.at = "specs/navajo-wars/game.rules:147:7: unspecified instruction-values";
          C.notSpecified(X, "instruction-values");
        }
        X.at = "specs/navajo-wars/game.rules:149:5: let cost = lookup(card-values, card, preempt)";
        L[5] = V.lookupTable(ctx, 0 /* card-values */, L[0]!, "preempt");
        X.at = "specs/navajo-wars/game.rules:150:5: let first = false";
        L[6] = false;
        X.at = "specs/navajo-wars/game.rules:152:5: if value(dine-aps) > 0 {";
        f.pc = V.gt(B.value(ctx, ctx.state.tracks["dine-aps"] ?? null), 0) ? 4 : 5;
        continue;
      }
      case 2: {
        X.at = "specs/navajo-wars/game.rules:171:10: if card.class == ceremony {";
        f.pc = S_class(ctx, L[0]!) === "ceremony" ? 18 : 19;
        continue;
      }
      case 3: {
        return false;
      }
      case 4: {
        X.at = "specs/navajo-wars/game.rules:153:7: if cost == 0 {";
        if (L[5]! === 0) {
          X.at = "specs/navajo-wars/game.rules:154:9: unspecified preemption-costs";
          C.notSpecified(X, "preemption-costs");
        }
        X.at = "specs/navajo-wars/game.rules:156:7: if value(dine-aps) >= cost {";
        f.pc = V.ge(B.value(ctx, ctx.state.tracks["dine-aps"] ?? null), L[5]!) ? 7 : 8;
        continue;
      }
      case 5: {
        f.pc = 6;
        continue;
      }
      case 6: {
        X.at = "specs/navajo-wars/game.rules:164:5: if first {";
        f.pc = V.truthy(L[6]!) ? 11 : 12;
        continue;
      }
      case 7: {
        X.at =
          "specs/navajo-wars/game.rules:157:9: choose answer from [preempt, let-the-enemy-go-first] by dine-player() as pree...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "answer",
            K_763f21c295db,
            ctx.fn[0 /* dine-player */]!(ctx),
            0 /* preempt-choice */,
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
        X.at = "specs/navajo-wars/game.rules:158:9: if answer == preempt {";
        if (L[7]! === "preempt") {
          X.at = "specs/navajo-wars/game.rules:159:11: set dine-aps -= cost";
          C.setTrack(X, 5 /* dine-aps */, "-=", L[5]!);
          X.at = "specs/navajo-wars/game.rules:160:11: set first = true";
          L[6] = C.combine("=", L[6]!, true);
        }
        f.pc = 9;
        continue;
      }
      case 11: {
        X.at = "specs/navajo-wars/game.rules:165:7: player-operation(card)";
        return M.call(X, f, 11 /* player-operation */, actor, [L[0]!], 14);
      }
      case 12: {
        X.at = "specs/navajo-wars/game.rules:168:7: enemy-operations(card, false)";
        return M.call(X, f, 30 /* enemy-operations */, actor, [L[0]!, false], 16);
      }
      case 13: {
        f.pc = 3;
        continue;
      }
      case 14: {
        X.at = "specs/navajo-wars/game.rules:166:7: enemy-operations(card, true)";
        return M.call(X, f, 30 /* enemy-operations */, actor, [L[0]!, true], 15);
      }
      case 15: {
        f.pc = 13;
        continue;
      }
      case 16: {
        X.at = "specs/navajo-wars/game.rules:169:7: player-operation(card)";
        return M.call(X, f, 11 /* player-operation */, actor, [L[0]!], 17);
      }
      case 17: {
        f.pc = 13;
        continue;
      }
      case 18: {
        X.at = "specs/navajo-wars/game.rules:172:5: if not card in cards-with-values() {";
        if (!V.isIn(ctx, L[0]!, ctx.fn[16 /* cards-with-values */]!(ctx))) {
          X.at = "specs/navajo-wars/game.rules:173:7: unspecified card-values-unstated";
          C.notSpecified(X, "card-values-unstated");
        }
        X.at = "specs/navajo-wars/game.rules:175:5: ceremony-steps(card)";
        return M.call(X, f, 19 /* ceremony-steps */, actor, [L[0]!], 21);
      }
      case 19: {
        X.at = "specs/navajo-wars/game.rules:177:5: event-card(card)";
        return M.call(X, f, 8 /* event-card */, actor, [L[0]!], 22);
      }
      case 20: {
        f.pc = 3;
        continue;
      }
      case 21: {
        f.pc = 20;
        continue;
      }
      case 22: {
        f.pc = 20;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U104 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/cards.rules:481:3: if card.class != operations or not card in cards-with-events() {";
        if (S_class(ctx, L[0]!) !== "operations" || !V.isIn(ctx, L[0]!, ctx.fn[24 /* cards-with-events */]!(ctx))) {
          X.at = "specs/navajo-wars/cards.rules:482:5: unspecified events";
          C.notSpecified(X, "events");
        }
        X.at = "specs/navajo-wars/cards.rules:484:3: let kind = lookup(card-events, card, major)";
        L[1] = V.lookupTable(ctx, 8 /* card-events */, L[0]!, "major");
        X.at = "specs/navajo-wars/cards.rules:485:3: if kind == subjugation-cube {";
        f.pc = L[1]! === "subjugation-cube" ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/navajo-wars/cards.rules:486:5: draw(raid-pool, drawn-cube)";
        C.draw(X, 2000000071 /* raid-pool */, 2000000103 /* drawn-cube */, undefined, actor);
        X.at = "specs/navajo-wars/cards.rules:487:5: let cube = first(pieces(drawn-cube))";
        L[2] = V.readPieces(ctx, 2000000103 /* drawn-cube */)[0] ?? null;
        X.at = "specs/navajo-wars/cards.rules:488:5: if cube.colour == red {";
        if (
          (typeof L[2]! === "number" && L[2]! >= 1000000000
            ? ((ctx.state.pieces[L[2]! - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, L[2]!))
            : R_colour(ctx, L[2]!)) === "red"
        ) {
          X.at = "specs/navajo-wars/cards.rules:489:7: add-subjugation(cube)";
          X.T.p[39 /* add-subjugation */]!(X, actor, L[2]!);
        } else {
          X.at = "specs/navajo-wars/cards.rules:491:7: unspecified events";
          C.notSpecified(X, "events");
        }
        f.pc = 3;
        continue;
      }
      case 2: {
        X.at = "specs/navajo-wars/cards.rules:493:10: if kind == place-intruder {";
        f.pc = L[1]! === "place-intruder" ? 4 : 5;
        continue;
      }
      case 3: {
        return false;
      }
      case 4: {
        X.at = "specs/navajo-wars/cards.rules:494:5: let land = lookup(territory-roll, roll(d6), territory)";
        L[3] = V.lookupTable(ctx, 2 /* territory-roll */, B.roll(ctx, "d6"), "territory");
        X.at = "specs/navajo-wars/cards.rules:495:5: let value = roll(d6)";
        L[4] = B.roll(ctx, "d6");
        X.at =
          "specs/navajo-wars/cards.rules:496:5: let spots = [for a in dinetaah if territory-of(a) == land and a.value == value]";
        const x6_items = K_c41aae7d7da4;
        const x7_selected: V.Value[] = [];
        for (let x9_i = 0; x9_i < x6_items.length; x9_i++) {
          const x8_a = x6_items[x9_i]!;
          if (B.territoryOf(ctx, x8_a) === L[3]! && S_value(ctx, x8_a) === L[4]!) x7_selected.push(x8_a);
        }
        L[5] = x7_selected;
        X.at = "specs/navajo-wars/cards.rules:497:5: if empty(spots) {";
        if (B.empty(ctx, L[5]!)) {
          X.at = "specs/navajo-wars/cards.rules:498:7: unspecified events";
          C.notSpecified(X, "events");
        }
        X.at = "specs/navajo-wars/cards.rules:500:5: draw(intruder-cup, first(spots))";
        C.draw(X, 2000000069 /* intruder-cup */, B.first(ctx, L[5]!), undefined, actor);
        X.at = "specs/navajo-wars/cards.rules:501:5: hide(last(pieces(first(spots))))";
        C.hide(X, B.last(ctx, V.areaPieces(ctx, B.first(ctx, L[5]!)) as V.Value));
        f.pc = 6;
        continue;
      }
      case 5: {
        X.at = "specs/navajo-wars/cards.rules:502:10: if kind == firearms-acquired {";
        f.pc = L[1]! === "firearms-acquired" ? 7 : 8;
        continue;
      }
      case 6: {
        f.pc = 3;
        continue;
      }
      case 7: {
        X.at = "specs/navajo-wars/cards.rules:504:5: take-out(firearms, 1, resources)";
        X.T.p[58 /* take-out */]!(X, actor, "firearms", 1, 2000000085 /* resources */);
        f.pc = 9;
        continue;
      }
      case 8: {
        X.at = "specs/navajo-wars/cards.rules:505:10: if kind == hostile-tribes {";
        f.pc = L[1]! === "hostile-tribes" ? 10 : 11;
        continue;
      }
      case 9: {
        f.pc = 6;
        continue;
      }
      case 10: {
        X.at = "specs/navajo-wars/cards.rules:510:5: for each row in [1, 2, 3, 4, 5, 6] {";
        {
          L[10] = C.items(X, K_25ff4de93bb9, actor);
          L[11] = 0;
          while ((L[11]! as number) < (L[10]! as V.Value[]).length) {
            L[12] = (L[10]! as V.Value[])[L[11]! as number]!;
            X.at = "specs/navajo-wars/cards.rules:511:7: let i = in-row(standby-column, row)";
            L[13] = ctx.fn[116 /* in-row */]!(ctx, 2000000083 /* standby-column */, L[12]!);
            X.at =
              "specs/navajo-wars/cards.rules:512:7: if shown-instruction(i) == utes or shown-instruction(i) == comanche {";
            if (
              ctx.fn[104 /* shown-instruction */]!(ctx, L[13]!) === "utes" ||
              ctx.fn[104 /* shown-instruction */]!(ctx, L[13]!) === "comanche"
            ) {
              X.at = "specs/navajo-wars/cards.rules:513:9: swap(i, in-row(active-column, row))";
              C.swap(X, L[13]!, ctx.fn[116 /* in-row */]!(ctx, 2000000082 /* active-column */, L[12]!), actor);
            }
            L[11] = (L[11]! as number) + 1;
          }
        }
        f.pc = 12;
        continue;
      }
      case 11: {
        X.at = "specs/navajo-wars/cards.rules:516:10: if kind == pueblo-war-in-the-west {";
        f.pc = L[1]! === "pueblo-war-in-the-west" ? 13 : 14;
        continue;
      }
      case 12: {
        f.pc = 9;
        continue;
      }
      case 13: {
        X.at =
          "specs/navajo-wars/cards.rules:519:5: if empty([for f in families-in-play() if territory-of(location(f)) == hopi-la...";
        const x14_items = V.readList(ctx, ctx.fn[52 /* families-in-play */]!(ctx), "a selection");
        let x15_found = false;
        for (let x17_i = 0; x17_i < x14_items.length; x17_i++) {
          const x16_f = x14_items[x17_i]!;
          if (
            B.territoryOf(
              ctx,
              typeof x16_f === "number" && x16_f >= 1000000000
                ? ((ctx.state.pieces[x16_f - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x16_f))
                : B.location(ctx, x16_f),
            ) === "hopi-land" ||
            B.territoryOf(
              ctx,
              typeof x16_f === "number" && x16_f >= 1000000000
                ? ((ctx.state.pieces[x16_f - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x16_f))
                : B.location(ctx, x16_f),
            ) === "zuni-mountains"
          ) {
            x15_found = true;
            break;
          }
        }
        if (!x15_found) {
          X.at = "specs/navajo-wars/cards.rules:520:7: set culture-points -= 1";
          C.setTrack(X, 4 /* culture-points */, "-=", 1);
        } else {
          X.at = "specs/navajo-wars/cards.rules:522:7: unspecified events";
          C.notSpecified(X, "events");
        }
        f.pc = 15;
        continue;
      }
      case 14: {
        X.at = "specs/navajo-wars/cards.rules:524:10: if kind == peek-three {";
        f.pc = L[1]! === "peek-three" ? 16 : 17;
        continue;
      }
      case 15: {
        f.pc = 12;
        continue;
      }
      case 16: {
        X.at = "specs/navajo-wars/cards.rules:527:5: if value(planning-done) == 1 {";
        f.pc = B.value(ctx, ctx.state.tracks["planning-done"] ?? null) === 1 ? 19 : 20;
        continue;
      }
      case 17: {
        X.at = "specs/navajo-wars/cards.rules:538:5: unspecified events";
        C.notSpecified(X, "events");
        f.pc = 18;
        continue;
      }
      case 18: {
        f.pc = 15;
        continue;
      }
      case 19: {
        X.at = "specs/navajo-wars/cards.rules:528:7: move take(pieces(deck), 3) to peeked-cards";
        C.movePieces(X, B.take(ctx, B.pieces(ctx, 2000000095 /* deck */), 3), 2000000102 /* peeked-cards */, actor);
        X.at = "specs/navajo-wars/cards.rules:529:7: let rest = pieces(deck)";
        L[18] = B.pieces(ctx, 2000000095 /* deck */);
        X.at = "specs/navajo-wars/cards.rules:530:7: move rest to stack";
        C.movePieces(X, L[18]!, 2000000094 /* stack */, actor);
        X.at = "specs/navajo-wars/cards.rules:531:7: while not empty(pieces(peeked-cards)) {";
        L[21] = 0;
        f.pc = 22;
        continue;
      }
      case 20: {
        f.pc = 21;
        continue;
      }
      case 21: {
        f.pc = 18;
        continue;
      }
      case 22: {
        if (!!(V.readPieces(ctx, 2000000102 /* peeked-cards */).length === 0)) {
          f.pc = 23;
          continue;
        }
        if ((L[21]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[21] = (L[21]! as number) + 1;
        X.at =
          "specs/navajo-wars/cards.rules:532:9: choose next from pieces(peeked-cards) by dine-player() as next-card";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "next",
            B.pieces(ctx, 2000000102 /* peeked-cards */),
            ctx.fn[0 /* dine-player */]!(ctx),
            1 /* next-card */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          19,
          24,
        );
      }
      case 23: {
        X.at = "specs/navajo-wars/cards.rules:535:7: move rest to deck";
        C.movePieces(X, L[18]!, 2000000095 /* deck */, actor);
        f.pc = 21;
        continue;
      }
      case 24: {
        X.at = "specs/navajo-wars/cards.rules:533:9: move next to deck";
        C.movePieces(X, L[19]!, 2000000095 /* deck */, actor);
        f.pc = 22;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U105 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/cards.rules:616:3: if card == card-55 {";
        if (L[0]! === "card-55") {
          X.at = "specs/navajo-wars/cards.rules:617:5: unspecified card-55-event";
          C.notSpecified(X, "card-55-event");
        }
        X.at = "specs/navajo-wars/cards.rules:619:3: if card != card-41 {";
        if (L[0]! !== "card-41") {
          X.at = "specs/navajo-wars/cards.rules:620:5: unspecified events";
          C.notSpecified(X, "events");
        }
        X.at = "specs/navajo-wars/cards.rules:622:3: pueblo-revolt(card)";
        X.T.p[7 /* pueblo-revolt */]!(X, actor, L[0]!);
        X.at =
          "specs/navajo-wars/cards.rules:623:3: choose how from [victory-check, good-medicine] by dine-player() as check-or-m...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "how",
            K_dcf494cc6f5a,
            ctx.fn[0 /* dine-player */]!(ctx),
            3 /* check-or-medicine */,
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
        X.at = "specs/navajo-wars/cards.rules:624:3: if how == good-medicine {";
        if (L[1]! === "good-medicine") {
          X.at = "specs/navajo-wars/cards.rules:625:5: unspecified good-medicine";
          C.notSpecified(X, "good-medicine");
        }
        X.at = "specs/navajo-wars/cards.rules:627:3: victory-check(card)";
        return M.call(X, f, 9 /* victory-check */, actor, [L[0]!], 2);
      }
      case 2: {
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
        X.at =
          "specs/navajo-wars/cards.rules:636:3: let occupied = sum([lookup(territory-vp, land, vp) for land in family-lands()])";
        const x2_items = V.readList(ctx, ctx.fn[132 /* family-lands */]!(ctx), "a selection");
        const x3_selected: V.Value[] = [];
        for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
          const x4_land = x2_items[x5_i]!;
          x3_selected.push(V.lookupTable(ctx, 3 /* territory-vp */, x4_land, "vp"));
        }
        L[1] = B.sum(ctx, x3_selected);
        X.at = "specs/navajo-wars/cards.rules:637:3: let difference = occupied - lookup(event-vp, card, vp)";
        L[6] = V.minus(L[1]!, V.lookupTable(ctx, 9 /* event-vp */, L[0]!, "vp"));
        X.at = "specs/navajo-wars/cards.rules:638:3: if difference > 0 {";
        if (V.gt(L[6]!, 0)) {
          X.at = "specs/navajo-wars/cards.rules:639:5: set military-points += 1";
          C.setTrack(X, 2 /* military-points */, "+=", 1);
        } else {
          X.at = "specs/navajo-wars/cards.rules:640:10: if difference < 0 {";
          if (V.lt(L[6]!, 0)) {
            X.at = "specs/navajo-wars/cards.rules:641:5: let owed = 0 - difference";
            L[7] = V.minus(0, L[6]!);
            X.at = "specs/navajo-wars/cards.rules:642:5: let paid = min(owed, value(military-points))";
            L[8] = B.min(ctx, L[7]!, B.value(ctx, ctx.state.tracks["military-points"] ?? null));
            X.at = "specs/navajo-wars/cards.rules:643:5: set military-points -= paid";
            C.setTrack(X, 2 /* military-points */, "-=", L[8]!);
            X.at = "specs/navajo-wars/cards.rules:644:5: set culture-points -= 2 * (owed - paid)";
            C.setTrack(X, 4 /* culture-points */, "-=", V.times(2, V.minus(L[7]!, L[8]!)));
          }
        }
        X.at =
          "specs/navajo-wars/cards.rules:647:3: set military-points = max(0, value(military-points) - value(enemy-morale))";
        C.setTrack(
          X,
          2 /* military-points */,
          "=",
          B.max(
            ctx,
            0,
            V.minus(
              B.value(ctx, ctx.state.tracks["military-points"] ?? null),
              B.value(ctx, ctx.state.tracks["enemy-morale"] ?? null),
            ),
          ),
        );
        X.at = "specs/navajo-wars/cards.rules:648:3: set enemy-morale = 0";
        C.setTrack(X, 6 /* enemy-morale */, "=", 0);
        X.at = "specs/navajo-wars/cards.rules:650:3: if value(military-points) == 0 and value(culture-points) == 0 {";
        if (
          B.value(ctx, ctx.state.tracks["military-points"] ?? null) === 0 &&
          B.value(ctx, ctx.state.tracks["culture-points"] ?? null) === 0
        ) {
          X.at = "specs/navajo-wars/cards.rules:651:5: unspecified defeat";
          C.notSpecified(X, "defeat");
        }
        X.at = "specs/navajo-wars/cards.rules:655:3: let men = role-in-play(man)";
        L[9] = ctx.fn[72 /* role-in-play */]!(ctx, "man");
        X.at = "specs/navajo-wars/cards.rules:656:3: let was = value(military-points)";
        L[10] = B.value(ctx, ctx.state.tracks["military-points"] ?? null);
        X.at = "specs/navajo-wars/cards.rules:657:3: set military-points = max(was, min(7, was + men))";
        C.setTrack(X, 2 /* military-points */, "=", B.max(ctx, L[10]!, B.min(ctx, 7, V.plus(L[10]!, L[9]!))));
        X.at = "specs/navajo-wars/cards.rules:658:3: set enemy-morale += value(military-points) - was";
        C.setTrack(
          X,
          6 /* enemy-morale */,
          "+=",
          V.minus(B.value(ctx, ctx.state.tracks["military-points"] ?? null), L[10]!),
        );
        X.at = "specs/navajo-wars/cards.rules:660:3: let outposts = count(outposts-on-map())";
        L[11] = ctx.fn[122 /* outposts-on-map#count */]!(ctx);
        X.at =
          "specs/navajo-wars/cards.rules:661:3: set enemy-morale = min(value(enemy-morale) + outposts, value(military-points)...";
        C.setTrack(
          X,
          6 /* enemy-morale */,
          "=",
          B.min(
            ctx,
            V.plus(B.value(ctx, ctx.state.tracks["enemy-morale"] ?? null), L[11]!),
            V.plus(B.value(ctx, ctx.state.tracks["military-points"] ?? null), L[11]!),
          ),
        );
        X.at = "specs/navajo-wars/cards.rules:663:3: let women = women-in-play()";
        L[12] = ctx.fn[32 /* women-in-play */]!(ctx);
        X.at =
          "specs/navajo-wars/cards.rules:664:3: set culture-points = max(value(culture-points), min(9, value(culture-points) ...";
        C.setTrack(
          X,
          4 /* culture-points */,
          "=",
          B.max(
            ctx,
            B.value(ctx, ctx.state.tracks["culture-points"] ?? null),
            B.min(ctx, 9, V.plus(B.value(ctx, ctx.state.tracks["culture-points"] ?? null), L[12]!)),
          ),
        );
        X.at = "specs/navajo-wars/cards.rules:666:3: if not empty([for p in pieces(dinetaah) if p.kind == fort]) {";
        const x13_items = V.readPieces(ctx, "dinetaah");
        let x14_found = false;
        for (let x16_i = 0; x16_i < x13_items.length; x16_i++) {
          const x15_p = x13_items[x16_i]!;
          if (
            (typeof x15_p === "number" && x15_p >= 1000000000
              ? ((ctx.state.pieces[x15_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x15_p))
              : V.kindOf(ctx, x15_p)) === "fort"
          ) {
            x14_found = true;
            break;
          }
        }
        if (!!x14_found) {
          X.at = "specs/navajo-wars/cards.rules:667:5: unspecified victory-check-forts";
          C.notSpecified(X, "victory-check-forts");
        }
        X.at = "specs/navajo-wars/cards.rules:670:3: buy-cultural-cards()";
        return M.call(X, f, 10 /* buy-cultural-cards */, actor, [], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/cards.rules:673:3: set dine-aps = 0";
        C.setTrack(X, 5 /* dine-aps */, "=", 0);
        X.at = "specs/navajo-wars/cards.rules:674:3: move pieces(recovery) + pieces(raided-cubes) to raid-pool";
        C.movePieces(
          X,
          V.plus(B.pieces(ctx, 2000000074 /* recovery */), B.pieces(ctx, 2000000073 /* raided-cubes */)),
          2000000071 /* raid-pool */,
          actor,
        );
        X.at =
          "specs/navajo-wars/cards.rules:677:3: let waiting = [for p in pieces(passage-of-time) if p.kind == population]";
        const x18_items = V.readPieces(ctx, 2000000090 /* passage-of-time */);
        const x19_selected: V.Value[] = [];
        for (let x21_i = 0; x21_i < x18_items.length; x21_i++) {
          const x20_p = x18_items[x21_i]!;
          if (
            (typeof x20_p === "number" && x20_p >= 1000000000
              ? ((ctx.state.pieces[x20_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x20_p))
              : V.kindOf(ctx, x20_p)) === "population"
          )
            x19_selected.push(x20_p);
        }
        L[17] = x19_selected;
        X.at = "specs/navajo-wars/cards.rules:678:3: repeat (count(waiting) + 1) / 2 {";
        L[22] = V.repeatCount(V.divide(V.plus(B.count(ctx, L[17]!), 1), 2));
        L[23] = 0;
        f.pc = 2;
        continue;
      }
      case 2: {
        if (!((L[23]! as number) < (L[22]! as number))) {
          f.pc = 3;
          continue;
        }
        X.at =
          "specs/navajo-wars/cards.rules:679:5: choose lost from [for p in pieces(passage-of-time) if p.kind == population] b...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "lost",
            V.readPieces(ctx, 2000000090 /* passage-of-time */).filter(
              (x26_p: V.Value) =>
                (typeof x26_p === "number" && x26_p >= 1000000000
                  ? ((ctx.state.pieces[x26_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x26_p))
                  : V.kindOf(ctx, x26_p)) === "population",
            ),
            ctx.fn[0 /* dine-player */]!(ctx),
            2 /* waiting-lost */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          24,
          4,
        );
      }
      case 3: {
        return false;
      }
      case 4: {
        X.at = "specs/navajo-wars/cards.rules:680:5: move lost to population-supply";
        C.movePieces(X, L[24]!, 2000000065 /* population-supply */, actor);
        L[23] = (L[23]! as number) + 1;
        f.pc = 2;
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
        X.at = "specs/navajo-wars/cards.rules:703:3: let going = true";
        L[0] = true;
        X.at =
          "specs/navajo-wars/cards.rules:704:3: while going and not empty([for x in pieces(cultural-available) if collectable...";
        L[10] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!(
          V.truthy(L[0]!) &&
          !!V.readPieces(ctx, 2000000098 /* cultural-available */).some(
            (x11_x: V.Value) => ctx.fn[172 /* collectable */]!(ctx, x11_x) as boolean,
          )
        )) {
          f.pc = 2;
          continue;
        }
        if ((L[10]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[10] = (L[10]! as number) + 1;
        X.at =
          "specs/navajo-wars/cards.rules:705:5: choose act from [buy-a-card, buy-nothing] by dine-player() as buy-choice";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "act",
            K_c2bcfd2a3af4,
            ctx.fn[0 /* dine-player */]!(ctx),
            4 /* buy-choice */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          1,
          3,
        );
      }
      case 2: {
        return false;
      }
      case 3: {
        X.at = "specs/navajo-wars/cards.rules:706:5: if act == buy-nothing {";
        f.pc = L[1]! === "buy-nothing" ? 4 : 5;
        continue;
      }
      case 4: {
        X.at = "specs/navajo-wars/cards.rules:707:7: set going = false";
        L[0] = C.combine("=", L[0]!, false);
        f.pc = 6;
        continue;
      }
      case 5: {
        X.at =
          "specs/navajo-wars/cards.rules:709:7: choose c from [for x in pieces(cultural-available) if collectable(x)] by dine...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "c",
            V.readPieces(ctx, 2000000098 /* cultural-available */).filter(
              (x5_x: V.Value) => ctx.fn[172 /* collectable */]!(ctx, x5_x) as boolean,
            ),
            ctx.fn[0 /* dine-player */]!(ctx),
            5 /* card-to-buy */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          3,
          7,
        );
      }
      case 6: {
        f.pc = 1;
        continue;
      }
      case 7: {
        X.at =
          "specs/navajo-wars/cards.rules:710:7: if c.development != weaving or c.level != level-1 or value(culture-points) < 1 {";
        if (
          (typeof L[3]! === "number" && L[3]! >= 1000000000
            ? ((ctx.state.pieces[L[3]! - 1000000000]?.state["development"] as V.Value | undefined) ??
              R_development(ctx, L[3]!))
            : R_development(ctx, L[3]!)) !== "weaving" ||
          (typeof L[3]! === "number" && L[3]! >= 1000000000
            ? ((ctx.state.pieces[L[3]! - 1000000000]?.state["level"] as V.Value | undefined) ?? R_level(ctx, L[3]!))
            : R_level(ctx, L[3]!)) !== "level-1" ||
          V.lt(B.value(ctx, ctx.state.tracks["culture-points"] ?? null), 1)
        ) {
          X.at = "specs/navajo-wars/cards.rules:711:9: unspecified cultural-purchase";
          C.notSpecified(X, "cultural-purchase");
        }
        X.at = "specs/navajo-wars/cards.rules:713:7: set culture-points -= 1";
        C.setTrack(X, 4 /* culture-points */, "-=", 1);
        X.at = "specs/navajo-wars/cards.rules:714:7: move c to cultural-in-play";
        C.movePieces(X, L[3]!, 2000000099 /* cultural-in-play */, actor);
        X.at =
          "specs/navajo-wars/cards.rules:715:7: move take([for t in pieces(set-aside) if t.kind == trade-goods], 1) to resources";
        const x6_items = V.readPieces(ctx, 2000000087 /* set-aside */);
        const x7_selected: V.Value[] = [];
        for (let x9_i = 0; x9_i < x6_items.length; x9_i++) {
          const x8_t = x6_items[x9_i]!;
          if (
            (typeof x8_t === "number" && x8_t >= 1000000000
              ? ((ctx.state.pieces[x8_t - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x8_t))
              : V.kindOf(ctx, x8_t)) === "trade-goods"
          )
            x7_selected.push(x8_t);
        }
        C.movePieces(X, B.take(ctx, x7_selected, 1), 2000000085 /* resources */, actor);
        f.pc = 6;
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
        X.at = "specs/navajo-wars/operations.rules:17:3: if animal-trading() {";
        f.pc = (ctx.fn[100 /* animal-trading */]!(ctx) as boolean) ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/navajo-wars/operations.rules:18:5: offer-animal-trades()";
        return M.call(X, f, 22 /* offer-animal-trades */, actor, [], 4);
      }
      case 2: {
        f.pc = 3;
        continue;
      }
      case 3: {
        X.at =
          "specs/navajo-wars/operations.rules:20:3: choose op from [take-actions, planning, pass-time] by dine-player() as operat...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "op",
            K_6c3aa646b4f2,
            ctx.fn[0 /* dine-player */]!(ctx),
            6 /* operation-choice */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          1,
          5,
        );
      }
      case 4: {
        f.pc = 3;
        continue;
      }
      case 5: {
        X.at = "specs/navajo-wars/operations.rules:21:3: if op == take-actions {";
        f.pc = L[1]! === "take-actions" ? 6 : 7;
        continue;
      }
      case 6: {
        X.at = "specs/navajo-wars/operations.rules:22:5: take-actions()";
        return M.call(X, f, 21 /* take-actions */, actor, [], 9);
      }
      case 7: {
        X.at = "specs/navajo-wars/operations.rules:23:10: if op == planning {";
        f.pc = L[1]! === "planning" ? 10 : 11;
        continue;
      }
      case 8: {
        return false;
      }
      case 9: {
        f.pc = 8;
        continue;
      }
      case 10: {
        X.at = "specs/navajo-wars/operations.rules:24:5: planning(card)";
        return M.call(X, f, 13 /* planning */, actor, [L[0]!], 13);
      }
      case 11: {
        X.at = "specs/navajo-wars/operations.rules:26:5: passage-of-time-operation()";
        return M.call(X, f, 41 /* passage-of-time-operation */, actor, [], 14);
      }
      case 12: {
        f.pc = 8;
        continue;
      }
      case 13: {
        f.pc = 12;
        continue;
      }
      case 14: {
        f.pc = 12;
        continue;
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
        X.at = "specs/navajo-wars/operations.rules:48:3: set planning-done = 1";
        C.setTrack(X, 0 /* planning-done */, "=", 1);
        X.at = "specs/navajo-wars/operations.rules:50:3: icon-to-passage-of-time(card)";
        X.T.p[12 /* icon-to-passage-of-time */]!(X, actor, L[0]!);
        X.at = "specs/navajo-wars/operations.rules:52:3: set dine-aps += count(pieces(elder-display))";
        C.setTrack(X, 5 /* dine-aps */, "+=", V.readPieces(ctx, 2000000081 /* elder-display */).length);
        X.at = "specs/navajo-wars/operations.rules:53:3: for each e in pieces(elder-display) {";
        {
          L[1] = C.items(X, B.pieces(ctx, 2000000081 /* elder-display */), actor);
          L[2] = 0;
          while ((L[2]! as number) < (L[1]! as V.Value[]).length) {
            L[3] = (L[1]! as V.Value[])[L[2]! as number]!;
            X.at = "specs/navajo-wars/operations.rules:54:5: if e.box >= 6 {";
            if (
              V.ge(
                typeof L[3]! === "number" && L[3]! >= 1000000000
                  ? ((ctx.state.pieces[L[3]! - 1000000000]?.state["box"] as V.Value | undefined) ?? R_box(ctx, L[3]!))
                  : R_box(ctx, L[3]!),
                6,
              )
            ) {
              X.at = "specs/navajo-wars/operations.rules:55:7: unspecified elder-past-last-box";
              C.notSpecified(X, "elder-past-last-box");
            }
            X.at = "specs/navajo-wars/operations.rules:57:5: set e.box += 1";
            C.setField(X, L[3]!, "box", "+=", 1);
            L[2] = (L[2]! as number) + 1;
          }
        }
        X.at = "specs/navajo-wars/operations.rules:60:3: for each slot in [6, 5, 4, 3, 2, 1] {";
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
          "specs/navajo-wars/operations.rules:61:5: for each e in [for x in pieces(elder-display) if x.box == slot] {";
        const x7_items = V.readPieces(ctx, 2000000081 /* elder-display */);
        const x8_selected: V.Value[] = [];
        for (let x10_i = 0; x10_i < x7_items.length; x10_i++) {
          const x9_x = x7_items[x10_i]!;
          if (
            (typeof x9_x === "number" && x9_x >= 1000000000
              ? ((ctx.state.pieces[x9_x - 1000000000]?.state["box"] as V.Value | undefined) ?? R_box(ctx, x9_x))
              : R_box(ctx, x9_x)) === L[6]!
          )
            x8_selected.push(x9_x);
        }
        L[11] = C.items(X, x8_selected, actor);
        L[12] = 0;
        f.pc = 3;
        continue;
      }
      case 2: {
        X.at = "specs/navajo-wars/operations.rules:67:3: make-trade-goods()";
        return M.call(X, f, 15 /* make-trade-goods */, actor, [], 6);
      }
      case 3: {
        if (!((L[12]! as number) < (L[11]! as V.Value[]).length)) {
          f.pc = 4;
          continue;
        }
        L[13] = (L[11]! as V.Value[])[L[12]! as number]!;
        X.at = "specs/navajo-wars/operations.rules:62:7: elder-action(e)";
        return M.call(X, f, 14 /* elder-action */, actor, [L[13]!], 5);
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
        X.at = "specs/navajo-wars/operations.rules:69:3: tribal-diplomacy()";
        return M.call(X, f, 16 /* tribal-diplomacy */, actor, [], 7);
      }
      case 7: {
        X.at = "specs/navajo-wars/operations.rules:71:3: reset-cubes()";
        X.T.p[4 /* reset-cubes */]!(X, actor);
        return false;
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
        X.at = "specs/navajo-wars/operations.rules:94:3: let fierce = [for f in families-in-play() if f.ferocity > 0]";
        const x2_items = V.readList(ctx, ctx.fn[52 /* families-in-play */]!(ctx), "a selection");
        const x3_selected: V.Value[] = [];
        for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
          const x4_f = x2_items[x5_i]!;
          if (
            V.gt(
              typeof x4_f === "number" && x4_f >= 1000000000
                ? ((ctx.state.pieces[x4_f - 1000000000]?.state["ferocity"] as V.Value | undefined) ??
                    R_ferocity(ctx, x4_f))
                : R_ferocity(ctx, x4_f),
              0,
            )
          )
            x3_selected.push(x4_f);
        }
        L[1] = x3_selected;
        X.at =
          "specs/navajo-wars/operations.rules:95:3: let options = (if value(culture-points) > value(military-points) and value(cu...";
        let x7_kept: V.Value | undefined;
        L[6] = V.plus(
          V.plus(
            V.plus(
              V.gt(
                (x7_kept ??= B.value(ctx, ctx.state.tracks["culture-points"] ?? null)),
                B.value(ctx, ctx.state.tracks["military-points"] ?? null),
              ) && V.gt((x7_kept ??= B.value(ctx, ctx.state.tracks["culture-points"] ?? null)), 0)
                ? ["culture-for-military"]
                : [],
              ["gain-an-ap"],
            ),
            B.empty(ctx, L[1]!) ? [] : ["calm-a-family"],
          ),
          ["no-action"],
        );
        X.at =
          "specs/navajo-wars/operations.rules:96:3: choose act from options by dine-player() as elder-action-choice about e";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "act",
            L[6]!,
            ctx.fn[0 /* dine-player */]!(ctx),
            7 /* elder-action-choice */,
            actor,
            L[0]!,
            false,
            undefined,
            undefined,
          ),
          8,
          1,
        );
      }
      case 1: {
        X.at = "specs/navajo-wars/operations.rules:97:3: if act != no-action {";
        f.pc = L[8]! !== "no-action" ? 2 : 3;
        continue;
      }
      case 2: {
        X.at = "specs/navajo-wars/operations.rules:98:5: let target = e";
        L[10] = L[0]!;
        X.at = "specs/navajo-wars/operations.rules:99:5: if act == calm-a-family {";
        f.pc = L[8]! === "calm-a-family" ? 5 : 6;
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
          "specs/navajo-wars/operations.rules:100:7: choose f from fierce by dine-player() as family-to-calm about e";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "f",
            L[1]!,
            ctx.fn[0 /* dine-player */]!(ctx),
            8 /* family-to-calm */,
            actor,
            L[0]!,
            false,
            undefined,
            undefined,
          ),
          11,
          8,
        );
      }
      case 6: {
        f.pc = 7;
        continue;
      }
      case 7: {
        X.at = "specs/navajo-wars/operations.rules:103:5: player-roll()";
        return M.call(X, f, 18 /* player-roll */, actor, [], 9);
      }
      case 8: {
        X.at = "specs/navajo-wars/operations.rules:101:7: set target = f";
        L[10] = C.combine("=", L[10]!, L[11]!);
        f.pc = 7;
        continue;
      }
      case 9: {
        X.at =
          "specs/navajo-wars/operations.rules:104:5: if value(player-die) <= lookup(elder-ratings, e.box, rating) {";
        if (
          V.le(
            B.value(ctx, ctx.state.tracks["player-die"] ?? null),
            V.lookupTable(
              ctx,
              6 /* elder-ratings */,
              typeof L[0]! === "number" && L[0]! >= 1000000000
                ? ((ctx.state.pieces[L[0]! - 1000000000]?.state["box"] as V.Value | undefined) ?? R_box(ctx, L[0]!))
                : R_box(ctx, L[0]!),
              "rating",
            ),
          )
        ) {
          X.at = "specs/navajo-wars/operations.rules:105:7: if act == culture-for-military {";
          if (L[8]! === "culture-for-military") {
            X.at = "specs/navajo-wars/operations.rules:106:9: set culture-points -= 1";
            C.setTrack(X, 4 /* culture-points */, "-=", 1);
            X.at = "specs/navajo-wars/operations.rules:107:9: set military-points += 1";
            C.setTrack(X, 2 /* military-points */, "+=", 1);
          } else {
            X.at = "specs/navajo-wars/operations.rules:108:14: if act == gain-an-ap {";
            if (L[8]! === "gain-an-ap") {
              X.at = "specs/navajo-wars/operations.rules:109:9: set dine-aps += 1";
              C.setTrack(X, 5 /* dine-aps */, "+=", 1);
            } else {
              X.at = "specs/navajo-wars/operations.rules:111:9: set target.ferocity -= 1";
              C.setField(X, L[10]!, "ferocity", "-=", 1);
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

const U111 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/operations.rules:132:3: let made = 0";
        L[0] = 0;
        X.at = "specs/navajo-wars/operations.rules:133:3: let going = true";
        L[1] = true;
        X.at =
          "specs/navajo-wars/operations.rules:134:3: while going and made < women-in-play() and value(dine-aps) > 0 and value(cult...";
        L[4] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!(
          V.truthy(L[1]!) &&
          V.lt(L[0]!, ctx.fn[32 /* women-in-play */]!(ctx)) &&
          V.gt(B.value(ctx, ctx.state.tracks["dine-aps"] ?? null), 0) &&
          V.gt(B.value(ctx, ctx.state.tracks["culture-points"] ?? null), 0) &&
          !ctx.fn[37 /* trade-goods-available#empty */]!(ctx)
        )) {
          f.pc = 2;
          continue;
        }
        if ((L[4]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[4] = (L[4]! as number) + 1;
        X.at =
          "specs/navajo-wars/operations.rules:135:5: choose more from [make-trade-goods, stop] by dine-player() as trade-goods-choice";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "more",
            K_f772e2ba434e,
            ctx.fn[0 /* dine-player */]!(ctx),
            9 /* trade-goods-choice */,
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
        X.at = "specs/navajo-wars/operations.rules:136:5: if more == stop {";
        if (L[2]! === "stop") {
          X.at = "specs/navajo-wars/operations.rules:137:7: set going = false";
          L[1] = C.combine("=", L[1]!, false);
        } else {
          X.at = "specs/navajo-wars/operations.rules:139:7: set dine-aps -= 1";
          C.setTrack(X, 5 /* dine-aps */, "-=", 1);
          X.at = "specs/navajo-wars/operations.rules:140:7: set made += 1";
          L[0] = C.combine("+=", L[0]!, 1);
          X.at = "specs/navajo-wars/operations.rules:141:7: move first(trade-goods-available()) to resources";
          C.movePieces(X, ctx.fn[39 /* trade-goods-available#first */]!(ctx), 2000000085 /* resources */, actor);
        }
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
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at =
          "specs/navajo-wars/operations.rules:188:3: let tribes = [for i in pieces(active-column) if shown-instruction(i) == utes ...";
        const x1_items = V.readPieces(ctx, 2000000082 /* active-column */);
        const x2_selected: V.Value[] = [];
        for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
          const x3_i = x1_items[x4_i]!;
          if (
            ctx.fn[104 /* shown-instruction */]!(ctx, x3_i) === "utes" ||
            ctx.fn[104 /* shown-instruction */]!(ctx, x3_i) === "comanche"
          )
            x2_selected.push(x3_i);
        }
        L[0] = x2_selected;
        X.at =
          "specs/navajo-wars/operations.rules:189:3: let envoys = [for f in families-in-play() if not empty(members(f, man))]";
        const x6_items = V.readList(ctx, ctx.fn[52 /* families-in-play */]!(ctx), "a selection");
        const x7_selected: V.Value[] = [];
        for (let x9_i = 0; x9_i < x6_items.length; x9_i++) {
          const x8_f = x6_items[x9_i]!;
          if (!ctx.fn[69 /* members#empty */]!(ctx, x8_f, "man")) x7_selected.push(x8_f);
        }
        L[5] = x7_selected;
        X.at =
          "specs/navajo-wars/operations.rules:190:3: if value(dine-aps) > 0 and not empty(tribes) and not empty(envoys) {";
        f.pc =
          V.gt(B.value(ctx, ctx.state.tracks["dine-aps"] ?? null), 0) && !B.empty(ctx, L[0]!) && !B.empty(ctx, L[5]!)
            ? 1
            : 2;
        continue;
      }
      case 1: {
        X.at =
          "specs/navajo-wars/operations.rules:191:5: choose how from [tribal-diplomacy, tribal-warfare, neither] by dine-player() ...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "how",
            K_d3fa9f97f00b,
            ctx.fn[0 /* dine-player */]!(ctx),
            10 /* diplomacy-choice */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          10,
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
        X.at = "specs/navajo-wars/operations.rules:192:5: if how == tribal-warfare {";
        if (L[10]! === "tribal-warfare") {
          X.at = "specs/navajo-wars/operations.rules:193:7: unspecified tribal-warfare";
          C.notSpecified(X, "tribal-warfare");
        }
        X.at = "specs/navajo-wars/operations.rules:195:5: if how == tribal-diplomacy {";
        f.pc = L[10]! === "tribal-diplomacy" ? 5 : 6;
        continue;
      }
      case 5: {
        X.at = "specs/navajo-wars/operations.rules:196:7: choose f from envoys by dine-player() as diplomat";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "f",
            L[5]!,
            ctx.fn[0 /* dine-player */]!(ctx),
            11 /* diplomat */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          12,
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
          "specs/navajo-wars/operations.rules:197:7: choose target from tribes by dine-player() as diplomacy-target";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "target",
            L[0]!,
            ctx.fn[0 /* dine-player */]!(ctx),
            12 /* diplomacy-target */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          14,
          9,
        );
      }
      case 9: {
        X.at = "specs/navajo-wars/operations.rules:198:7: set dine-aps -= 1";
        C.setTrack(X, 5 /* dine-aps */, "-=", 1);
        X.at = "specs/navajo-wars/operations.rules:199:7: let bonus = 0";
        L[16] = 0;
        X.at = "specs/navajo-wars/operations.rules:200:7: let going = true";
        L[17] = true;
        X.at = "specs/navajo-wars/operations.rules:201:7: while going and not empty(trade-goods-held()) {";
        L[20] = 0;
        f.pc = 10;
        continue;
      }
      case 10: {
        if (!(V.truthy(L[17]!) && !ctx.fn[45 /* trade-goods-held#empty */]!(ctx))) {
          f.pc = 11;
          continue;
        }
        if ((L[20]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[20] = (L[20]! as number) + 1;
        X.at =
          "specs/navajo-wars/operations.rules:202:9: choose gift from [spend-trade-goods, roll-for-diplomacy] by dine-player() as ...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "gift",
            K_6e681ac2dc80,
            ctx.fn[0 /* dine-player */]!(ctx),
            13 /* diplomacy-gifts */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          18,
          12,
        );
      }
      case 11: {
        X.at = "specs/navajo-wars/operations.rules:210:7: player-roll()";
        return M.call(X, f, 18 /* player-roll */, actor, [], 13);
      }
      case 12: {
        X.at = "specs/navajo-wars/operations.rules:203:9: if gift == spend-trade-goods {";
        if (L[18]! === "spend-trade-goods") {
          X.at = "specs/navajo-wars/operations.rules:204:11: move first(trade-goods-held()) to out-of-play";
          C.movePieces(X, ctx.fn[47 /* trade-goods-held#first */]!(ctx), 2000000086 /* out-of-play */, actor);
          X.at = "specs/navajo-wars/operations.rules:205:11: set bonus += 1";
          L[16] = C.combine("+=", L[16]!, 1);
        } else {
          X.at = "specs/navajo-wars/operations.rules:207:11: set going = false";
          L[17] = C.combine("=", L[17]!, false);
        }
        f.pc = 10;
        continue;
      }
      case 13: {
        X.at =
          "specs/navajo-wars/operations.rules:211:7: if value(player-die) > 1 and value(player-die) + evasion-modifier(f) + bonus ...";
        f.pc =
          V.gt(B.value(ctx, ctx.state.tracks["player-die"] ?? null), 1) &&
          V.ge(
            V.plus(
              V.plus(
                B.value(ctx, ctx.state.tracks["player-die"] ?? null),
                ctx.fn[40 /* evasion-modifier */]!(ctx, L[12]!),
              ),
              L[16]!,
            ),
            6,
          )
            ? 14
            : 15;
        continue;
      }
      case 14: {
        X.at = "specs/navajo-wars/operations.rules:212:9: player-roll()";
        return M.call(X, f, 18 /* player-roll */, actor, [], 17);
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
        X.at = "specs/navajo-wars/operations.rules:213:9: swap(target, in-row(standby-column, value(player-die)))";
        C.swap(
          X,
          L[14]!,
          ctx.fn[116 /* in-row */]!(
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

const U113 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/operations.rules:263:3: let cards = blessing-cards()";
        L[0] = ctx.fn[48 /* blessing-cards */]!(ctx);
        X.at = "specs/navajo-wars/operations.rules:264:3: let how = roll-the-die";
        L[1] = "roll-the-die";
        X.at = "specs/navajo-wars/operations.rules:265:3: if not empty(cards) {";
        f.pc = !B.empty(ctx, L[0]!) ? 1 : 2;
        continue;
      }
      case 1: {
        X.at =
          "specs/navajo-wars/operations.rules:266:5: choose way from [roll-the-die, play-a-blessing-way] by dine-player() as bless...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "way",
            K_1490c6df45d2,
            ctx.fn[0 /* dine-player */]!(ctx),
            14 /* blessing-choice */,
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
        X.at = "specs/navajo-wars/operations.rules:269:3: if how == roll-the-die {";
        f.pc = L[1]! === "roll-the-die" ? 5 : 6;
        continue;
      }
      case 4: {
        X.at = "specs/navajo-wars/operations.rules:267:5: set how = way";
        L[1] = C.combine("=", L[1]!, L[2]!);
        f.pc = 3;
        continue;
      }
      case 5: {
        X.at = "specs/navajo-wars/operations.rules:270:5: set player-die = roll(d6)";
        C.setTrack(X, 8 /* player-die */, "=", B.roll(ctx, "d6"));
        f.pc = 7;
        continue;
      }
      case 6: {
        X.at = "specs/navajo-wars/operations.rules:272:5: choose c from cards by dine-player() as blessing-card";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "c",
            L[0]!,
            ctx.fn[0 /* dine-player */]!(ctx),
            15 /* blessing-card */,
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
        X.at = "specs/navajo-wars/operations.rules:273:5: set player-die = lookup(blessing-ways, c, die)";
        C.setTrack(X, 8 /* player-die */, "=", V.lookupTable(ctx, 10 /* blessing-ways */, L[4]!, "die"));
        X.at = "specs/navajo-wars/operations.rules:274:5: move c to discards";
        C.movePieces(X, L[4]!, 2000000044 /* discards */, actor);
        f.pc = 7;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U114 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/operations.rules:280:3: roll-or-bless()";
        return M.call(X, f, 17 /* roll-or-bless */, actor, [], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/operations.rules:281:3: if count(trade-goods-held()) >= 3 {";
        f.pc = V.ge(ctx.fn[46 /* trade-goods-held#count */]!(ctx), 3) ? 2 : 3;
        continue;
      }
      case 2: {
        X.at =
          "specs/navajo-wars/operations.rules:282:5: choose again from [keep-the-die, roll-again] by dine-player() as re-roll-choice";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "again",
            K_5c91ad207f71,
            ctx.fn[0 /* dine-player */]!(ctx),
            16 /* re-roll-choice */,
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
        X.at = "specs/navajo-wars/operations.rules:283:5: if again == roll-again {";
        f.pc = L[0]! === "roll-again" ? 6 : 7;
        continue;
      }
      case 6: {
        X.at = "specs/navajo-wars/operations.rules:284:7: move take(trade-goods-held(), 3) to out-of-play";
        C.movePieces(X, B.take(ctx, ctx.fn[44 /* trade-goods-held */]!(ctx), 3), 2000000086 /* out-of-play */, actor);
        X.at = "specs/navajo-wars/operations.rules:285:7: roll-or-bless()";
        return M.call(X, f, 17 /* roll-or-bless */, actor, [], 9);
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

const U115 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/operations.rules:303:3: if not empty(pieces(ceremony-hand)) {";
        if (!(V.readPieces(ctx, 2000000096 /* ceremony-hand */).length === 0)) {
          X.at = "specs/navajo-wars/operations.rules:304:5: unspecified ceremony-enemy-way";
          C.notSpecified(X, "ceremony-enemy-way");
        }
        X.at = "specs/navajo-wars/operations.rules:306:3: reset-cubes()";
        X.T.p[4 /* reset-cubes */]!(X, actor);
        X.at =
          "specs/navajo-wars/operations.rules:307:3: choose keep from [keep-the-card, discard-the-card] by dine-player() as ceremo...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "keep",
            K_1546e1acadd4,
            ctx.fn[0 /* dine-player */]!(ctx),
            17 /* ceremony-choice */,
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
        X.at = "specs/navajo-wars/operations.rules:308:3: if keep == keep-the-card {";
        if (L[1]! === "keep-the-card") {
          X.at = "specs/navajo-wars/operations.rules:309:5: icon-to-passage-of-time(card)";
          X.T.p[12 /* icon-to-passage-of-time */]!(X, actor, L[0]!);
          X.at = "specs/navajo-wars/operations.rules:310:5: move card to ceremony-hand";
          C.movePieces(X, L[0]!, 2000000096 /* ceremony-hand */, actor);
        }
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U116 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/operations.rules:354:3: let limit = activations()";
        L[0] = ctx.fn[56 /* activations */]!(ctx);
        X.at = "specs/navajo-wars/operations.rules:355:3: let done = []";
        L[1] = [];
        X.at = "specs/navajo-wars/operations.rules:356:3: let going = true";
        L[2] = true;
        X.at = "specs/navajo-wars/operations.rules:357:3: while going and count(done) < limit {";
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
        X.at = "specs/navajo-wars/operations.rules:358:5: let ready = [for f in families-in-play() if not f in done]";
        const x4_items = V.readList(ctx, ctx.fn[52 /* families-in-play */]!(ctx), "a selection");
        const x5_selected: V.Value[] = [];
        for (let x7_i = 0; x7_i < x4_items.length; x7_i++) {
          const x6_f = x4_items[x7_i]!;
          if (!V.isIn(ctx, x6_f, L[1]!)) x5_selected.push(x6_f);
        }
        L[3] = x5_selected;
        X.at = "specs/navajo-wars/operations.rules:359:5: if empty(ready) {";
        f.pc = B.empty(ctx, L[3]!) ? 3 : 4;
        continue;
      }
      case 2: {
        return false;
      }
      case 3: {
        X.at = "specs/navajo-wars/operations.rules:360:7: set going = false";
        L[2] = C.combine("=", L[2]!, false);
        f.pc = 5;
        continue;
      }
      case 4: {
        X.at =
          "specs/navajo-wars/operations.rules:362:7: choose more from [activate, end-operation] by dine-player() as activate-more";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "more",
            K_71ea88a333b4,
            ctx.fn[0 /* dine-player */]!(ctx),
            18 /* activate-more */,
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
        X.at = "specs/navajo-wars/operations.rules:363:7: if more == end-operation {";
        f.pc = L[8]! === "end-operation" ? 7 : 8;
        continue;
      }
      case 7: {
        X.at = "specs/navajo-wars/operations.rules:364:9: set going = false";
        L[2] = C.combine("=", L[2]!, false);
        f.pc = 9;
        continue;
      }
      case 8: {
        X.at = "specs/navajo-wars/operations.rules:366:9: choose f from ready by dine-player() as family-to-activate";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "f",
            L[3]!,
            ctx.fn[0 /* dine-player */]!(ctx),
            19 /* family-to-activate */,
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
        X.at = "specs/navajo-wars/operations.rules:367:9: set done = done + [f]";
        L[1] = C.combine("=", L[1]!, V.plus(L[1]!, [L[10]!]));
        X.at = "specs/navajo-wars/operations.rules:368:9: activate-family(f)";
        return M.call(X, f, 23 /* activate-family */, actor, [L[10]!], 11);
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

const U117 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/operations.rules:456:3: let going = true";
        L[0] = true;
        X.at = "specs/navajo-wars/operations.rules:457:3: while going {";
        L[16] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!V.truthy(L[0]!)) {
          f.pc = 2;
          continue;
        }
        if ((L[16]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[16] = (L[16]! as number) + 1;
        X.at =
          "specs/navajo-wars/operations.rules:458:5: let trades = (if count(held(sheep)) >= 2 and not empty([for a in pieces(out-o...";
        let x2_kept: V.Value | undefined;
        let x7_both = V.ge(ctx.fn[66 /* held#count */]!(ctx, "sheep"), 2);
        if (x7_both) {
          const x3_items = V.readPieces(ctx, 2000000086 /* out-of-play */);
          let x4_found = false;
          for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
            const x5_a = x3_items[x6_i]!;
            if (
              (typeof x5_a === "number" && x5_a >= 1000000000
                ? ((ctx.state.pieces[x5_a - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x5_a))
                : V.kindOf(ctx, x5_a)) === "horse"
            ) {
              x4_found = true;
              break;
            }
          }
          x7_both = !!x4_found;
        }
        const x13_left = x7_both ? ["two-sheep-for-a-horse"] : [];
        let x12_both = V.ge(ctx.fn[66 /* held#count */]!(ctx, "horse"), 2);
        if (x12_both) {
          const x8_items = V.readPieces(ctx, 2000000086 /* out-of-play */);
          let x9_found = false;
          for (let x11_i = 0; x11_i < x8_items.length; x11_i++) {
            const x10_a = x8_items[x11_i]!;
            if (
              (typeof x10_a === "number" && x10_a >= 1000000000
                ? ((ctx.state.pieces[x10_a - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x10_a))
                : V.kindOf(ctx, x10_a)) === "sheep"
            ) {
              x9_found = true;
              break;
            }
          }
          x12_both = !!x9_found;
        }
        L[1] = V.plus(x13_left, x12_both ? ["two-horses-for-a-sheep"] : []);
        X.at = "specs/navajo-wars/operations.rules:459:5: if empty(trades) {";
        f.pc = B.empty(ctx, L[1]!) ? 3 : 4;
        continue;
      }
      case 2: {
        return false;
      }
      case 3: {
        X.at = "specs/navajo-wars/operations.rules:460:7: set going = false";
        L[0] = C.combine("=", L[0]!, false);
        f.pc = 5;
        continue;
      }
      case 4: {
        X.at =
          "specs/navajo-wars/operations.rules:462:7: choose trade from [no-trade] + trades by dine-player() as animal-trade";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "trade",
            V.plus(["no-trade"], L[1]!),
            ctx.fn[0 /* dine-player */]!(ctx),
            22 /* animal-trade */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          14,
          6,
        );
      }
      case 5: {
        f.pc = 1;
        continue;
      }
      case 6: {
        X.at = "specs/navajo-wars/operations.rules:463:7: if trade == no-trade {";
        if (L[14]! === "no-trade") {
          X.at = "specs/navajo-wars/operations.rules:464:9: set going = false";
          L[0] = C.combine("=", L[0]!, false);
        } else {
          X.at = "specs/navajo-wars/operations.rules:465:14: if trade == two-sheep-for-a-horse {";
          if (L[14]! === "two-sheep-for-a-horse") {
            X.at = "specs/navajo-wars/operations.rules:466:9: move take(held(sheep), 2) to out-of-play";
            C.movePieces(X, B.take(ctx, ctx.fn[64 /* held */]!(ctx, "sheep"), 2), 2000000086 /* out-of-play */, actor);
            X.at = "specs/navajo-wars/operations.rules:467:9: take-out(horse, 1, resources)";
            X.T.p[58 /* take-out */]!(X, actor, "horse", 1, 2000000085 /* resources */);
          } else {
            X.at = "specs/navajo-wars/operations.rules:469:9: move take(held(horse), 2) to out-of-play";
            C.movePieces(X, B.take(ctx, ctx.fn[64 /* held */]!(ctx, "horse"), 2), 2000000086 /* out-of-play */, actor);
            X.at = "specs/navajo-wars/operations.rules:470:9: take-out(sheep, 1, resources)";
            X.T.p[58 /* take-out */]!(X, actor, "sheep", 1, 2000000085 /* resources */);
          }
        }
        f.pc = 5;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U118 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/operations.rules:485:3: let mps = family-mps(f)";
        L[1] = ctx.fn[60 /* family-mps */]!(ctx, L[0]!);
        X.at = "specs/navajo-wars/operations.rules:487:3: let spare-horses = held(horse)";
        L[2] = ctx.fn[64 /* held */]!(ctx, "horse");
        X.at = "specs/navajo-wars/operations.rules:488:3: if horse-for-mp() and not empty(spare-horses) {";
        f.pc = (ctx.fn[96 /* horse-for-mp */]!(ctx) as boolean) && !B.empty(ctx, L[2]!) ? 1 : 2;
        continue;
      }
      case 1: {
        X.at =
          "specs/navajo-wars/operations.rules:489:5: choose ride from [spend-a-horse, keep-the-horse] by dine-player() as spend-ho...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "ride",
            K_a1728150d237,
            ctx.fn[0 /* dine-player */]!(ctx),
            23 /* spend-horse-mp */,
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
        f.pc = 3;
        continue;
      }
      case 3: {
        X.at = "specs/navajo-wars/operations.rules:495:3: let spent = false";
        L[5] = false;
        X.at = "specs/navajo-wars/operations.rules:496:3: let going = true";
        L[6] = true;
        X.at = "specs/navajo-wars/operations.rules:497:3: while going {";
        L[23] = 0;
        f.pc = 5;
        continue;
      }
      case 4: {
        X.at = "specs/navajo-wars/operations.rules:490:5: if ride == spend-a-horse {";
        if (L[3]! === "spend-a-horse") {
          X.at = "specs/navajo-wars/operations.rules:491:7: move first(spare-horses) to out-of-play";
          C.movePieces(X, B.first(ctx, L[2]!), 2000000086 /* out-of-play */, actor);
          X.at = "specs/navajo-wars/operations.rules:492:7: set mps += 1";
          L[1] = C.combine("+=", L[1]!, 1);
        }
        f.pc = 3;
        continue;
      }
      case 5: {
        if (!V.truthy(L[6]!)) {
          f.pc = 6;
          continue;
        }
        if ((L[23]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[23] = (L[23]! as number) + 1;
        X.at = "specs/navajo-wars/operations.rules:498:5: let here = location(f)";
        L[7] =
          typeof L[0]! === "number" && L[0]! >= 1000000000
            ? ((ctx.state.pieces[L[0]! - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, L[0]!))
            : B.location(ctx, L[0]!);
        X.at =
          "specs/navajo-wars/operations.rules:499:5: let steps = [for a in neighbours(here) if a != santa-fe and entry-cost(f, a) ...";
        const x9_items = V.readList(ctx, B.neighbours(ctx, L[7]!), "a selection");
        const x10_selected: V.Value[] = [];
        for (let x12_i = 0; x12_i < x9_items.length; x12_i++) {
          const x11_a = x9_items[x12_i]!;
          if (x11_a !== 2000000000 /* santa-fe */ && V.le(ctx.fn[84 /* entry-cost */]!(ctx, L[0]!, x11_a), L[1]!))
            x10_selected.push(x11_a);
        }
        L[8] = x10_selected;
        X.at =
          "specs/navajo-wars/operations.rules:500:5: let outposts = [for p in pieces(here) if p.kind == mission or p.kind == rancho]";
        const x14_items = V.readPieces(ctx, L[7]!);
        const x15_selected: V.Value[] = [];
        for (let x17_i = 0; x17_i < x14_items.length; x17_i++) {
          const x16_p = x14_items[x17_i]!;
          if (
            (typeof x16_p === "number" && x16_p >= 1000000000
              ? ((ctx.state.pieces[x16_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x16_p))
              : V.kindOf(ctx, x16_p)) === "mission" ||
            (typeof x16_p === "number" && x16_p >= 1000000000
              ? ((ctx.state.pieces[x16_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x16_p))
              : V.kindOf(ctx, x16_p)) === "rancho"
          )
            x15_selected.push(x16_p);
        }
        L[13] = x15_selected;
        X.at =
          "specs/navajo-wars/operations.rules:501:5: let options = [end-activation, rulebook-action] + (if empty(steps) then [] el...";
        L[18] = V.plus(
          V.plus(
            V.plus(
              V.plus(
                V.plus(
                  V.plus(K_3c39703595c9, B.empty(ctx, L[8]!) ? [] : ["move-to-adjacent-area"]),
                  V.le(ctx.fn[88 /* raid-cost */]!(ctx, L[0]!), L[1]!) ? ["raid-new-mexico"] : [],
                ),
                !V.truthy(L[5]!) && V.gt(L[1]!, 0) ? ["long-range-raid"] : [],
              ),
              V.ge(L[1]!, 5) ? ["plant-corn"] : [],
            ),
            !B.empty(ctx, L[13]!) && V.ge(L[1]!, 1) ? ["raid-on-outpost"] : [],
          ),
          !(ctx.fn[76 /* has-horse */]!(ctx, L[0]!) as boolean) && !ctx.fn[65 /* held#empty */]!(ctx, "horse")
            ? ["take-a-horse"]
            : [],
        );
        X.at =
          "specs/navajo-wars/operations.rules:502:5: choose act from options by dine-player() as family-action about f";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "act",
            L[18]!,
            ctx.fn[0 /* dine-player */]!(ctx),
            20 /* family-action */,
            actor,
            L[0]!,
            false,
            undefined,
            undefined,
          ),
          19,
          7,
        );
      }
      case 6: {
        return false;
      }
      case 7: {
        X.at = "specs/navajo-wars/operations.rules:503:5: if act == end-activation {";
        f.pc = L[19]! === "end-activation" ? 8 : 9;
        continue;
      }
      case 8: {
        X.at = "specs/navajo-wars/operations.rules:504:7: set going = false";
        L[6] = C.combine("=", L[6]!, false);
        f.pc = 10;
        continue;
      }
      case 9: {
        X.at = "specs/navajo-wars/operations.rules:505:12: if act == rulebook-action {";
        f.pc = L[19]! === "rulebook-action" ? 11 : 12;
        continue;
      }
      case 10: {
        X.at = "specs/navajo-wars/operations.rules:533:5: if mps == 0 {";
        if (L[1]! === 0) {
          X.at = "specs/navajo-wars/operations.rules:534:7: set going = false";
          L[6] = C.combine("=", L[6]!, false);
        }
        f.pc = 5;
        continue;
      }
      case 11: {
        X.at = "specs/navajo-wars/operations.rules:506:7: unspecified other-actions";
        C.notSpecified(X, "other-actions");
        f.pc = 13;
        continue;
      }
      case 12: {
        X.at = "specs/navajo-wars/operations.rules:507:12: if act == move-to-adjacent-area {";
        f.pc = L[19]! === "move-to-adjacent-area" ? 14 : 15;
        continue;
      }
      case 13: {
        f.pc = 10;
        continue;
      }
      case 14: {
        X.at =
          "specs/navajo-wars/operations.rules:508:7: choose to from steps by dine-player() as family-move about f costing entry-co...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state),
            C.chooseRequest(
              X,
              "to",
              L[8]!,
              ctx.fn[0 /* dine-player */]!(ctx),
              21 /* family-move */,
              actor,
              L[0]!,
              false,
              (x22_to: V.Value): V.Value => ctx.fn[84 /* entry-cost */]!(ctx, L[0]!, x22_to),
              L[1]!,
            ),
          ),
          21,
          17,
        );
      }
      case 15: {
        X.at = "specs/navajo-wars/operations.rules:514:12: if act == raid-on-outpost {";
        f.pc = L[19]! === "raid-on-outpost" ? 18 : 19;
        continue;
      }
      case 16: {
        f.pc = 13;
        continue;
      }
      case 17: {
        X.at = "specs/navajo-wars/operations.rules:509:7: set mps -= entry-cost(f, to)";
        L[1] = C.combine("-=", L[1]!, ctx.fn[84 /* entry-cost */]!(ctx, L[0]!, L[21]!));
        X.at = "specs/navajo-wars/operations.rules:510:7: set spent = true";
        L[5] = C.combine("=", L[5]!, true);
        X.at = "specs/navajo-wars/operations.rules:511:7: move f to to";
        C.movePieces(X, L[0]!, L[21]!, actor);
        X.at = "specs/navajo-wars/operations.rules:512:7: left-behind(here)";
        X.T.p[24 /* left-behind */]!(X, actor, L[7]!);
        X.at = "specs/navajo-wars/operations.rules:513:7: enter-intruders(to)";
        X.T.p[25 /* enter-intruders */]!(X, actor, L[21]!);
        f.pc = 16;
        continue;
      }
      case 18: {
        X.at = "specs/navajo-wars/operations.rules:515:7: set mps -= 1";
        L[1] = C.combine("-=", L[1]!, 1);
        X.at = "specs/navajo-wars/operations.rules:516:7: set spent = true";
        L[5] = C.combine("=", L[5]!, true);
        X.at = "specs/navajo-wars/operations.rules:517:7: raid-on-outpost(f, first(outposts))";
        return M.call(X, f, 27 /* raid-on-outpost */, actor, [L[0]!, B.first(ctx, L[13]!)], 21);
      }
      case 19: {
        X.at = "specs/navajo-wars/operations.rules:518:12: if act == raid-new-mexico {";
        f.pc = L[19]! === "raid-new-mexico" ? 22 : 23;
        continue;
      }
      case 20: {
        f.pc = 16;
        continue;
      }
      case 21: {
        f.pc = 20;
        continue;
      }
      case 22: {
        X.at = "specs/navajo-wars/operations.rules:519:7: set mps -= raid-cost(f)";
        L[1] = C.combine("-=", L[1]!, ctx.fn[88 /* raid-cost */]!(ctx, L[0]!));
        X.at = "specs/navajo-wars/operations.rules:520:7: set spent = true";
        L[5] = C.combine("=", L[5]!, true);
        X.at = "specs/navajo-wars/operations.rules:521:7: raid-new-mexico(f)";
        return M.call(X, f, 29 /* raid-new-mexico */, actor, [L[0]!], 25);
      }
      case 23: {
        X.at = "specs/navajo-wars/operations.rules:522:12: if act == long-range-raid {";
        f.pc = L[19]! === "long-range-raid" ? 26 : 27;
        continue;
      }
      case 24: {
        f.pc = 20;
        continue;
      }
      case 25: {
        f.pc = 24;
        continue;
      }
      case 26: {
        X.at = "specs/navajo-wars/operations.rules:523:7: set mps = 0";
        L[1] = C.combine("=", L[1]!, 0);
        X.at = "specs/navajo-wars/operations.rules:524:7: set spent = true";
        L[5] = C.combine("=", L[5]!, true);
        X.at = "specs/navajo-wars/operations.rules:525:7: raid-new-mexico(f)";
        return M.call(X, f, 29 /* raid-new-mexico */, actor, [L[0]!], 29);
      }
      case 27: {
        X.at = "specs/navajo-wars/operations.rules:526:12: if act == plant-corn {";
        if (L[19]! === "plant-corn") {
          X.at = "specs/navajo-wars/operations.rules:527:7: set mps -= 5";
          L[1] = C.combine("-=", L[1]!, 5);
          X.at = "specs/navajo-wars/operations.rules:528:7: set spent = true";
          L[5] = C.combine("=", L[5]!, true);
          X.at = "specs/navajo-wars/operations.rules:529:7: plant-corn(f)";
          X.T.p[28 /* plant-corn */]!(X, actor, L[0]!);
        } else {
          X.at = "specs/navajo-wars/operations.rules:531:7: move first(held(horse)) to family-box(f)";
          C.movePieces(X, ctx.fn[67 /* held#first */]!(ctx, "horse"), ctx.fn[168 /* family-box */]!(ctx, L[0]!), actor);
        }
        f.pc = 28;
        continue;
      }
      case 28: {
        f.pc = 24;
        continue;
      }
      case 29: {
        f.pc = 28;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U119 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/operations.rules:586:3: draw(raid-pool, drawn-cube)";
        C.draw(X, 2000000071 /* raid-pool */, 2000000103 /* drawn-cube */, undefined, actor);
        X.at = "specs/navajo-wars/operations.rules:587:3: let cube = first(pieces(drawn-cube))";
        L[2] = V.readPieces(ctx, 2000000103 /* drawn-cube */)[0] ?? null;
        X.at = "specs/navajo-wars/operations.rules:588:3: if cube.colour == green {";
        f.pc =
          (typeof L[2]! === "number" && L[2]! >= 1000000000
            ? ((ctx.state.pieces[L[2]! - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, L[2]!))
            : R_colour(ctx, L[2]!)) === "green"
            ? 1
            : 2;
        continue;
      }
      case 1: {
        X.at =
          "specs/navajo-wars/operations.rules:589:5: choose answer from [fight-a-battle, enemy-morale-up] by dine-player() as outp...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "answer",
            K_976238cd7cc8,
            ctx.fn[0 /* dine-player */]!(ctx),
            24 /* outpost-green */,
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
        X.at = "specs/navajo-wars/operations.rules:595:10: if cube.colour == black {";
        if (
          (typeof L[2]! === "number" && L[2]! >= 1000000000
            ? ((ctx.state.pieces[L[2]! - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, L[2]!))
            : R_colour(ctx, L[2]!)) === "black"
        ) {
          X.at = "specs/navajo-wars/operations.rules:596:5: move cube to raided-cubes";
          C.movePieces(X, L[2]!, 2000000073 /* raided-cubes */, actor);
          X.at = "specs/navajo-wars/operations.rules:597:5: if outpost.kind != mission or location(outpost).row != 1 {";
          if (
            (typeof L[1]! === "number" && L[1]! >= 1000000000
              ? ((ctx.state.pieces[L[1]! - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, L[1]!))
              : V.kindOf(ctx, L[1]!)) !== "mission" ||
            S_row(
              ctx,
              typeof L[1]! === "number" && L[1]! >= 1000000000
                ? ((ctx.state.pieces[L[1]! - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, L[1]!))
                : B.location(ctx, L[1]!),
            ) !== 1
          ) {
            X.at = "specs/navajo-wars/operations.rules:598:7: unspecified raid-table";
            C.notSpecified(X, "raid-table");
          }
          X.at = "specs/navajo-wars/operations.rules:600:5: move outpost to enemy-out-of-play";
          C.movePieces(X, L[1]!, 2000000088 /* enemy-out-of-play */, actor);
          X.at = "specs/navajo-wars/operations.rules:601:5: set culture-points += 1";
          C.setTrack(X, 4 /* culture-points */, "+=", 1);
          X.at = "specs/navajo-wars/operations.rules:602:5: raise-ferocity(f)";
          X.T.p[26 /* raise-ferocity */]!(X, actor, L[0]!);
        } else {
          X.at = "specs/navajo-wars/operations.rules:604:5: unspecified raid-table";
          C.notSpecified(X, "raid-table");
        }
        f.pc = 3;
        continue;
      }
      case 3: {
        return false;
      }
      case 4: {
        X.at = "specs/navajo-wars/operations.rules:590:5: if answer == fight-a-battle {";
        if (L[3]! === "fight-a-battle") {
          X.at = "specs/navajo-wars/operations.rules:591:7: unspecified battles";
          C.notSpecified(X, "battles");
        }
        X.at = "specs/navajo-wars/operations.rules:593:5: set enemy-morale += 1";
        C.setTrack(X, 6 /* enemy-morale */, "+=", 1);
        X.at = "specs/navajo-wars/operations.rules:594:5: move cube to raid-pool";
        C.movePieces(X, L[2]!, 2000000071 /* raid-pool */, actor);
        f.pc = 3;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U120 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/operations.rules:628:3: draw(raid-pool, drawn-cube)";
        C.draw(X, 2000000071 /* raid-pool */, 2000000103 /* drawn-cube */, undefined, actor);
        X.at = "specs/navajo-wars/operations.rules:629:3: let cube = first(pieces(drawn-cube))";
        L[1] = V.readPieces(ctx, 2000000103 /* drawn-cube */)[0] ?? null;
        X.at = "specs/navajo-wars/operations.rules:630:3: if cube.colour == brown {";
        f.pc =
          (typeof L[1]! === "number" && L[1]! >= 1000000000
            ? ((ctx.state.pieces[L[1]! - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, L[1]!))
            : R_colour(ctx, L[1]!)) === "brown"
            ? 1
            : 2;
        continue;
      }
      case 1: {
        X.at = "specs/navajo-wars/operations.rules:631:5: take-out(horse, 1, resources)";
        X.T.p[58 /* take-out */]!(X, actor, "horse", 1, 2000000085 /* resources */);
        f.pc = 3;
        continue;
      }
      case 2: {
        X.at = "specs/navajo-wars/operations.rules:632:10: if cube.colour == black {";
        f.pc =
          (typeof L[1]! === "number" && L[1]! >= 1000000000
            ? ((ctx.state.pieces[L[1]! - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, L[1]!))
            : R_colour(ctx, L[1]!)) === "black"
            ? 4
            : 5;
        continue;
      }
      case 3: {
        X.at = "specs/navajo-wars/operations.rules:649:3: move cube to raided-cubes";
        C.movePieces(X, L[1]!, 2000000073 /* raided-cubes */, actor);
        X.at = "specs/navajo-wars/operations.rules:650:3: raise-ferocity(f)";
        X.T.p[26 /* raise-ferocity */]!(X, actor, L[0]!);
        return false;
      }
      case 4: {
        X.at =
          "specs/navajo-wars/operations.rules:633:5: choose loot from [take-sheep, take-horse] by dine-player() as raid-loot about f";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "loot",
            K_5843db07f5b0,
            ctx.fn[0 /* dine-player */]!(ctx),
            25 /* raid-loot */,
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
        X.at = "specs/navajo-wars/operations.rules:639:10: if cube.colour == yellow {";
        if (
          (typeof L[1]! === "number" && L[1]! >= 1000000000
            ? ((ctx.state.pieces[L[1]! - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, L[1]!))
            : R_colour(ctx, L[1]!)) === "yellow"
        ) {
          X.at =
            "specs/navajo-wars/operations.rules:641:5: let children = [for p in pieces(population-supply) if p.role == child]";
          const x5_items = V.readPieces(ctx, 2000000065 /* population-supply */);
          const x6_selected: V.Value[] = [];
          for (let x8_i = 0; x8_i < x5_items.length; x8_i++) {
            const x7_p = x5_items[x8_i]!;
            if (
              (typeof x7_p === "number" && x7_p >= 1000000000
                ? ((ctx.state.pieces[x7_p - 1000000000]?.state["role"] as V.Value | undefined) ?? R_role(ctx, x7_p))
                : R_role(ctx, x7_p)) === "child"
            )
              x6_selected.push(x7_p);
          }
          L[4] = x6_selected;
          X.at = "specs/navajo-wars/operations.rules:642:5: if empty(children) {";
          if (B.empty(ctx, L[4]!)) {
            X.at = "specs/navajo-wars/operations.rules:643:7: unspecified raid-table";
            C.notSpecified(X, "raid-table");
          }
          X.at = "specs/navajo-wars/operations.rules:645:5: move first(children) to passage-of-time";
          C.movePieces(X, B.first(ctx, L[4]!), 2000000090 /* passage-of-time */, actor);
        } else {
          X.at = "specs/navajo-wars/operations.rules:647:5: unspecified raid-table";
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
        X.at = "specs/navajo-wars/operations.rules:634:5: if loot == take-sheep {";
        if (L[2]! === "take-sheep") {
          X.at = "specs/navajo-wars/operations.rules:635:7: take-out(sheep, 1, resources)";
          X.T.p[58 /* take-out */]!(X, actor, "sheep", 1, 2000000085 /* resources */);
        } else {
          X.at = "specs/navajo-wars/operations.rules:637:7: take-out(horse, 1, resources)";
          X.T.p[58 /* take-out */]!(X, actor, "horse", 1, 2000000085 /* resources */);
        }
        f.pc = 6;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U121 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/operations.rules:663:3: let top = first(pieces(active-column))";
        L[2] = V.readPieces(ctx, 2000000082 /* active-column */)[0] ?? null;
        X.at = "specs/navajo-wars/operations.rules:664:3: if shown-instruction(top) == peace {";
        if (ctx.fn[104 /* shown-instruction */]!(ctx, L[2]!) === "peace") {
          X.at = "specs/navajo-wars/operations.rules:665:5: unspecified peace";
          C.notSpecified(X, "peace");
        }
        X.at = "specs/navajo-wars/operations.rules:667:3: if shown-instruction(top) == defend {";
        if (ctx.fn[104 /* shown-instruction */]!(ctx, L[2]!) === "defend") {
          X.at = "specs/navajo-wars/operations.rules:668:5: unspecified defend";
          C.notSpecified(X, "defend");
        }
        X.at = 'specs/navajo-wars/operations.rules:671:3: let aps = lookup(card-values, card, "enemy-aps")';
        L[3] = V.lookupTable(ctx, 0 /* card-values */, L[0]!, "enemy-aps");
        X.at = "specs/navajo-wars/operations.rules:672:3: if aps == 0 {";
        if (L[3]! === 0) {
          X.at = "specs/navajo-wars/operations.rules:673:5: unspecified card-values-unstated";
          C.notSpecified(X, "card-values-unstated");
        }
        X.at =
          "specs/navajo-wars/operations.rules:675:3: collect-enemy-aps(aps - (if preempted then 1 else 0) + (if revolt-in-play() t...";
        X.T.p[3 /* collect-enemy-aps */]!(
          X,
          actor,
          V.plus(V.minus(L[3]!, V.truthy(L[1]!) ? 1 : 0), (ctx.fn[28 /* revolt-in-play */]!(ctx) as boolean) ? 1 : 0),
        );
        X.at = "specs/navajo-wars/operations.rules:679:3: let revolting = revolt-in-play()";
        L[4] = ctx.fn[28 /* revolt-in-play */]!(ctx);
        X.at = "specs/navajo-wars/operations.rules:680:3: if revolting {";
        f.pc = V.truthy(L[4]!) ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/navajo-wars/operations.rules:681:5: while value(enemy-aps) > 0 and revolt-in-play() {";
        {
          L[5] = 0;
          while (
            V.gt(B.value(ctx, ctx.state.tracks["enemy-aps"] ?? null), 0) &&
            (ctx.fn[28 /* revolt-in-play */]!(ctx) as boolean)
          ) {
            if ((L[5]! as number) >= 100000)
              throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
            L[5] = (L[5]! as number) + 1;
            X.at = "specs/navajo-wars/operations.rules:682:7: set enemy-aps -= 1";
            C.setTrack(X, 7 /* enemy-aps */, "-=", 1);
            X.at = "specs/navajo-wars/operations.rules:683:7: subjugation-draw()";
            X.T.p[38 /* subjugation-draw */]!(X, actor);
          }
        }
        X.at = "specs/navajo-wars/operations.rules:685:5: if value(enemy-aps) > 0 {";
        if (V.gt(B.value(ctx, ctx.state.tracks["enemy-aps"] ?? null), 0)) {
          X.at = "specs/navajo-wars/operations.rules:686:7: unspecified revolt-spare-aps";
          C.notSpecified(X, "revolt-spare-aps");
        }
        f.pc = 3;
        continue;
      }
      case 2: {
        X.at = "specs/navajo-wars/operations.rules:690:5: shift-instructions(roll-each(2d6))";
        X.T.p[31 /* shift-instructions */]!(X, actor, B.rollEach(ctx, "2d6"));
        X.at = "specs/navajo-wars/operations.rules:692:5: execute-instructions()";
        return M.call(X, f, 33 /* execute-instructions */, actor, [], 4);
      }
      case 3: {
        return false;
      }
      case 4: {
        X.at = "specs/navajo-wars/operations.rules:694:5: reset-instruction-display()";
        X.T.p[40 /* reset-instruction-display */]!(X, actor);
        f.pc = 3;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U122 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/operations.rules:744:3: let going = true";
        L[0] = true;
        X.at = "specs/navajo-wars/operations.rules:745:3: while going and not empty(pieces(active-column)) {";
        L[3] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!(V.truthy(L[0]!) && !(V.readPieces(ctx, 2000000082 /* active-column */).length === 0))) {
          f.pc = 2;
          continue;
        }
        if ((L[3]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[3] = (L[3]! as number) + 1;
        X.at = "specs/navajo-wars/operations.rules:746:5: let i = first(pieces(active-column))";
        L[1] = V.readPieces(ctx, 2000000082 /* active-column */)[0] ?? null;
        X.at = "specs/navajo-wars/operations.rules:748:5: if value(enemy-aps) > 0 and least-cost(i) == 0 {";
        if (
          V.gt(B.value(ctx, ctx.state.tracks["enemy-aps"] ?? null), 0) &&
          ctx.fn[108 /* least-cost */]!(ctx, L[1]!) === 0
        ) {
          X.at = "specs/navajo-wars/operations.rules:749:7: unspecified instruction-values";
          C.notSpecified(X, "instruction-values");
        }
        X.at =
          "specs/navajo-wars/operations.rules:751:5: if value(enemy-aps) == 0 or value(enemy-aps) < least-cost(i) {";
        f.pc =
          B.value(ctx, ctx.state.tracks["enemy-aps"] ?? null) === 0 ||
          V.lt(B.value(ctx, ctx.state.tracks["enemy-aps"] ?? null), ctx.fn[108 /* least-cost */]!(ctx, L[1]!))
            ? 3
            : 4;
        continue;
      }
      case 2: {
        return false;
      }
      case 3: {
        X.at = "specs/navajo-wars/operations.rules:752:7: set going = false";
        L[0] = C.combine("=", L[0]!, false);
        f.pc = 5;
        continue;
      }
      case 4: {
        X.at = "specs/navajo-wars/operations.rules:754:7: let spent = min(value(enemy-aps), most-cost(i))";
        L[2] = B.min(
          ctx,
          B.value(ctx, ctx.state.tracks["enemy-aps"] ?? null),
          ctx.fn[112 /* most-cost */]!(ctx, L[1]!),
        );
        X.at = "specs/navajo-wars/operations.rules:755:7: set enemy-aps -= spent";
        C.setTrack(X, 7 /* enemy-aps */, "-=", L[2]!);
        X.at = "specs/navajo-wars/operations.rules:756:7: execute-instruction(i, spent)";
        return M.call(X, f, 34 /* execute-instruction */, actor, [L[1]!, L[2]!], 6);
      }
      case 5: {
        f.pc = 1;
        continue;
      }
      case 6: {
        X.at = "specs/navajo-wars/operations.rules:757:7: move i to inactive-column";
        C.movePieces(X, L[1]!, 2000000084 /* inactive-column */, actor);
        f.pc = 5;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U123 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/operations.rules:767:3: let kind = shown-instruction(i)";
        L[2] = ctx.fn[104 /* shown-instruction */]!(ctx, L[0]!);
        X.at =
          "specs/navajo-wars/operations.rules:768:3: if kind == subjugate or kind == subvert and count(pieces(subjugation)) < 3 {";
        f.pc =
          L[2]! === "subjugate" ||
          (L[2]! === "subvert" && V.lt(V.readPieces(ctx, 2000000072 /* subjugation */).length, 3))
            ? 1
            : 2;
        continue;
      }
      case 1: {
        X.at = "specs/navajo-wars/operations.rules:769:5: repeat aps {";
        L[3] = V.repeatCount(L[1]!);
        {
          L[4] = 0;
          while ((L[4]! as number) < (L[3]! as number)) {
            X.at = "specs/navajo-wars/operations.rules:770:7: subjugation-draw()";
            X.T.p[38 /* subjugation-draw */]!(X, actor);
            L[4] = (L[4]! as number) + 1;
          }
        }
        f.pc = 3;
        continue;
      }
      case 2: {
        X.at = "specs/navajo-wars/operations.rules:772:10: if kind == subvert {";
        f.pc = L[2]! === "subvert" ? 4 : 5;
        continue;
      }
      case 3: {
        return false;
      }
      case 4: {
        X.at = "specs/navajo-wars/operations.rules:773:5: subvert(aps)";
        X.T.p[35 /* subvert */]!(X, actor, L[1]!);
        f.pc = 6;
        continue;
      }
      case 5: {
        X.at = "specs/navajo-wars/operations.rules:774:10: if kind == build-subvert {";
        f.pc = L[2]! === "build-subvert" ? 7 : 8;
        continue;
      }
      case 6: {
        f.pc = 3;
        continue;
      }
      case 7: {
        X.at = "specs/navajo-wars/operations.rules:776:5: build-outpost()";
        X.T.p[37 /* build-outpost */]!(X, actor);
        X.at = "specs/navajo-wars/operations.rules:777:5: subvert(aps)";
        X.T.p[35 /* subvert */]!(X, actor, L[1]!);
        f.pc = 9;
        continue;
      }
      case 8: {
        X.at = "specs/navajo-wars/operations.rules:778:10: if kind == colonize or kind == expand {";
        f.pc = L[2]! === "colonize" || L[2]! === "expand" ? 10 : 11;
        continue;
      }
      case 9: {
        f.pc = 6;
        continue;
      }
      case 10: {
        X.at = "specs/navajo-wars/operations.rules:779:5: colonize()";
        X.T.p[36 /* colonize */]!(X, actor);
        f.pc = 12;
        continue;
      }
      case 11: {
        X.at = "specs/navajo-wars/operations.rules:780:10: if kind == build {";
        f.pc = L[2]! === "build" ? 13 : 14;
        continue;
      }
      case 12: {
        f.pc = 9;
        continue;
      }
      case 13: {
        X.at = "specs/navajo-wars/operations.rules:781:5: build-outpost()";
        X.T.p[37 /* build-outpost */]!(X, actor);
        f.pc = 15;
        continue;
      }
      case 14: {
        X.at = "specs/navajo-wars/operations.rules:782:10: if kind == raid {";
        f.pc = L[2]! === "raid" ? 16 : 17;
        continue;
      }
      case 15: {
        f.pc = 12;
        continue;
      }
      case 16: {
        X.at = "specs/navajo-wars/operations.rules:783:5: run-enemy-raid(aps)";
        return M.call(X, f, 43 /* run-enemy-raid */, actor, [L[1]!], 19);
      }
      case 17: {
        X.at = "specs/navajo-wars/operations.rules:784:10: if kind == utes or kind == comanche {";
        f.pc = L[2]! === "utes" || L[2]! === "comanche" ? 20 : 21;
        continue;
      }
      case 18: {
        f.pc = 15;
        continue;
      }
      case 19: {
        f.pc = 18;
        continue;
      }
      case 20: {
        X.at = "specs/navajo-wars/operations.rules:785:5: run-tribal-raid(kind)";
        return M.call(X, f, 51 /* run-tribal-raid */, actor, [L[2]!], 23);
      }
      case 21: {
        X.at = "specs/navajo-wars/operations.rules:786:10: if kind == peace {";
        if (L[2]! === "peace") {
          X.at = "specs/navajo-wars/operations.rules:787:5: unspecified peace";
          C.notSpecified(X, "peace");
        } else {
          X.at = "specs/navajo-wars/operations.rules:788:10: if kind == defend {";
          if (L[2]! === "defend") {
            X.at = "specs/navajo-wars/operations.rules:789:5: unspecified defend";
            C.notSpecified(X, "defend");
          } else {
            X.at = "specs/navajo-wars/operations.rules:791:5: unspecified instruction-values";
            C.notSpecified(X, "instruction-values");
          }
        }
        f.pc = 22;
        continue;
      }
      case 22: {
        f.pc = 18;
        continue;
      }
      case 23: {
        f.pc = 22;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U124 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at =
          "specs/navajo-wars/operations.rules:930:3: for each p in [for x in pieces(passage-of-time) if x.role == child or x.role ...";
        const x0_items = V.readPieces(ctx, 2000000090 /* passage-of-time */);
        const x1_selected: V.Value[] = [];
        for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
          const x2_x = x0_items[x3_i]!;
          if (
            (typeof x2_x === "number" && x2_x >= 1000000000
              ? ((ctx.state.pieces[x2_x - 1000000000]?.state["role"] as V.Value | undefined) ?? R_role(ctx, x2_x))
              : R_role(ctx, x2_x)) === "child" ||
            (typeof x2_x === "number" && x2_x >= 1000000000
              ? ((ctx.state.pieces[x2_x - 1000000000]?.state["role"] as V.Value | undefined) ?? R_role(ctx, x2_x))
              : R_role(ctx, x2_x)) === "woman"
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
        X.at = "specs/navajo-wars/operations.rules:931:5: if not empty(pieces(elders)) {";
        f.pc = !(V.readPieces(ctx, 2000000066 /* elders */).length === 0) ? 3 : 4;
        continue;
      }
      case 2: {
        X.at =
          "specs/navajo-wars/operations.rules:941:3: for each p in [for x in pieces(passage-of-time) if x.role != elder] {";
        const x9_items = V.readPieces(ctx, 2000000090 /* passage-of-time */);
        const x10_selected: V.Value[] = [];
        for (let x12_i = 0; x12_i < x9_items.length; x12_i++) {
          const x11_x = x9_items[x12_i]!;
          if (
            (typeof x11_x === "number" && x11_x >= 1000000000
              ? ((ctx.state.pieces[x11_x - 1000000000]?.state["role"] as V.Value | undefined) ?? R_role(ctx, x11_x))
              : R_role(ctx, x11_x)) !== "elder"
          )
            x10_selected.push(x11_x);
        }
        L[13] = C.items(X, x10_selected, actor);
        L[14] = 0;
        f.pc = 7;
        continue;
      }
      case 3: {
        X.at =
          "specs/navajo-wars/operations.rules:932:7: choose turn from [become-an-elder, stay] by dine-player() as elder-conversion...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "turn",
            K_2599c9970bba,
            ctx.fn[0 /* dine-player */]!(ctx),
            26 /* elder-conversion */,
            actor,
            L[6]!,
            false,
            undefined,
            undefined,
          ),
          7,
          6,
        );
      }
      case 4: {
        f.pc = 5;
        continue;
      }
      case 5: {
        L[5] = (L[5]! as number) + 1;
        f.pc = 1;
        continue;
      }
      case 6: {
        X.at = "specs/navajo-wars/operations.rules:933:7: if turn == become-an-elder {";
        if (L[7]! === "become-an-elder") {
          X.at = "specs/navajo-wars/operations.rules:934:9: move first(pieces(elders)) to passage-of-time";
          C.movePieces(
            X,
            V.readPieces(ctx, 2000000066 /* elders */)[0] ?? null,
            2000000090 /* passage-of-time */,
            actor,
          );
          X.at = "specs/navajo-wars/operations.rules:935:9: move p to population-supply";
          C.movePieces(X, L[6]!, 2000000065 /* population-supply */, actor);
        }
        f.pc = 5;
        continue;
      }
      case 7: {
        if (!((L[14]! as number) < (L[13]! as V.Value[]).length)) {
          f.pc = 8;
          continue;
        }
        L[15] = (L[13]! as V.Value[])[L[14]! as number]!;
        X.at = "specs/navajo-wars/operations.rules:942:5: let open = lacking(p.role)";
        L[16] = ctx.fn[124 /* lacking */]!(
          ctx,
          typeof L[15]! === "number" && L[15]! >= 1000000000
            ? ((ctx.state.pieces[L[15]! - 1000000000]?.state["role"] as V.Value | undefined) ?? R_role(ctx, L[15]!))
            : R_role(ctx, L[15]!),
        );
        X.at = "specs/navajo-wars/operations.rules:943:5: if not empty(open) {";
        f.pc = !B.empty(ctx, L[16]!) ? 9 : 10;
        continue;
      }
      case 8: {
        X.at =
          "specs/navajo-wars/operations.rules:950:3: let new-elders = [for x in pieces(passage-of-time) if x.role == elder]";
        const x21_items = V.readPieces(ctx, 2000000090 /* passage-of-time */);
        const x22_selected: V.Value[] = [];
        for (let x24_i = 0; x24_i < x21_items.length; x24_i++) {
          const x23_x = x21_items[x24_i]!;
          if (
            (typeof x23_x === "number" && x23_x >= 1000000000
              ? ((ctx.state.pieces[x23_x - 1000000000]?.state["role"] as V.Value | undefined) ?? R_role(ctx, x23_x))
              : R_role(ctx, x23_x)) === "elder"
          )
            x22_selected.push(x23_x);
        }
        L[20] = x22_selected;
        X.at = "specs/navajo-wars/operations.rules:951:3: for each e in new-elders {";
        {
          L[25] = C.items(X, L[20]!, actor);
          L[26] = 0;
          while ((L[26]! as number) < (L[25]! as V.Value[]).length) {
            L[27] = (L[25]! as V.Value[])[L[26]! as number]!;
            X.at = "specs/navajo-wars/operations.rules:952:5: set e.box = 1";
            C.setField(X, L[27]!, "box", "=", 1);
            X.at = "specs/navajo-wars/operations.rules:953:5: move e to elder-display";
            C.movePieces(X, L[27]!, 2000000081 /* elder-display */, actor);
            L[26] = (L[26]! as number) + 1;
          }
        }
        X.at = "specs/navajo-wars/operations.rules:957:3: let waiting = pieces(passage-of-time)";
        L[28] = B.pieces(ctx, 2000000090 /* passage-of-time */);
        X.at =
          "specs/navajo-wars/operations.rules:958:3: let spare = [for f in pieces(family-counters) if empty([for g in families-in-...";
        let x30_kept: V.Value | undefined;
        const x31_items = V.readPieces(ctx, 2000000067 /* family-counters */);
        const x32_selected: V.Value[] = [];
        for (let x38_i = 0; x38_i < x31_items.length; x38_i++) {
          const x33_f = x31_items[x38_i]!;
          const x34_items = V.readList(ctx, (x30_kept ??= ctx.fn[52 /* families-in-play */]!(ctx)), "a selection");
          let x35_found = false;
          for (let x37_i = 0; x37_i < x34_items.length; x37_i++) {
            const x36_g = x34_items[x37_i]!;
            if (
              V.eq(
                typeof x36_g === "number" && x36_g >= 1000000000
                  ? ((ctx.state.pieces[x36_g - 1000000000]?.state["letter"] as V.Value | undefined) ??
                      R_letter(ctx, x36_g))
                  : R_letter(ctx, x36_g),
                typeof x33_f === "number" && x33_f >= 1000000000
                  ? ((ctx.state.pieces[x33_f - 1000000000]?.state["letter"] as V.Value | undefined) ??
                      R_letter(ctx, x33_f))
                  : R_letter(ctx, x33_f),
              )
            ) {
              x35_found = true;
              break;
            }
          }
          if (!x35_found) x32_selected.push(x33_f);
        }
        L[29] = x32_selected;
        X.at =
          "specs/navajo-wars/operations.rules:959:3: if value(culture-points) > 0 and not empty(spare) and not empty([for x in wai...";
        let x43_both = V.gt(B.value(ctx, ctx.state.tracks["culture-points"] ?? null), 0) && !B.empty(ctx, L[29]!);
        if (x43_both) {
          const x39_items = Array.isArray(L[28]!) ? L[28]! : V.readList(ctx, L[28]!, "a selection");
          let x40_found = false;
          for (let x42_i = 0; x42_i < x39_items.length; x42_i++) {
            const x41_x = x39_items[x42_i]!;
            if (
              (typeof x41_x === "number" && x41_x >= 1000000000
                ? ((ctx.state.pieces[x41_x - 1000000000]?.state["role"] as V.Value | undefined) ?? R_role(ctx, x41_x))
                : R_role(ctx, x41_x)) === "man"
            ) {
              x40_found = true;
              break;
            }
          }
          x43_both = !!x40_found;
        }
        let x48_both = x43_both;
        if (x48_both) {
          const x44_items = Array.isArray(L[28]!) ? L[28]! : V.readList(ctx, L[28]!, "a selection");
          let x45_found = false;
          for (let x47_i = 0; x47_i < x44_items.length; x47_i++) {
            const x46_x = x44_items[x47_i]!;
            if (
              (typeof x46_x === "number" && x46_x >= 1000000000
                ? ((ctx.state.pieces[x46_x - 1000000000]?.state["role"] as V.Value | undefined) ?? R_role(ctx, x46_x))
                : R_role(ctx, x46_x)) === "woman"
            ) {
              x45_found = true;
              break;
            }
          }
          x48_both = !!x45_found;
        }
        let x53_both = x48_both;
        if (x53_both) {
          const x49_items = Array.isArray(L[28]!) ? L[28]! : V.readList(ctx, L[28]!, "a selection");
          let x50_found = false;
          for (let x52_i = 0; x52_i < x49_items.length; x52_i++) {
            const x51_x = x49_items[x52_i]!;
            if (
              (typeof x51_x === "number" && x51_x >= 1000000000
                ? ((ctx.state.pieces[x51_x - 1000000000]?.state["role"] as V.Value | undefined) ?? R_role(ctx, x51_x))
                : R_role(ctx, x51_x)) === "child"
            ) {
              x50_found = true;
              break;
            }
          }
          x53_both = !!x50_found;
        }
        f.pc = x53_both ? 13 : 14;
        continue;
      }
      case 9: {
        X.at =
          "specs/navajo-wars/operations.rules:944:7: choose home from [for f in open] + [p] by dine-player() as fill-space about p";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "home",
            V.plus(V.asList(ctx, L[16]!, "a selection"), [L[15]!]),
            ctx.fn[0 /* dine-player */]!(ctx),
            27 /* fill-space */,
            actor,
            L[15]!,
            false,
            undefined,
            undefined,
          ),
          17,
          12,
        );
      }
      case 10: {
        f.pc = 11;
        continue;
      }
      case 11: {
        L[14] = (L[14]! as number) + 1;
        f.pc = 7;
        continue;
      }
      case 12: {
        X.at = "specs/navajo-wars/operations.rules:945:7: if home != p {";
        if (L[17]! !== L[15]!) {
          X.at = "specs/navajo-wars/operations.rules:946:9: move p to family-box(home)";
          C.movePieces(X, L[15]!, ctx.fn[168 /* family-box */]!(ctx, L[17]!), actor);
        }
        f.pc = 11;
        continue;
      }
      case 13: {
        X.at =
          "specs/navajo-wars/operations.rules:960:5: choose form from [form-a-family, no-new-family] by dine-player() as new-family";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "form",
            K_f5d4c929caa8,
            ctx.fn[0 /* dine-player */]!(ctx),
            28 /* new-family */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          54,
          16,
        );
      }
      case 14: {
        f.pc = 15;
        continue;
      }
      case 15: {
        X.at =
          "specs/navajo-wars/operations.rules:972:3: set culture-points -= count(lacking(man)) + count(lacking(woman)) + count(lac...";
        C.setTrack(
          X,
          4 /* culture-points */,
          "-=",
          V.plus(
            V.plus(ctx.fn[126 /* lacking#count */]!(ctx, "man"), ctx.fn[126 /* lacking#count */]!(ctx, "woman")),
            ctx.fn[126 /* lacking#count */]!(ctx, "child"),
          ),
        );
        X.at = "specs/navajo-wars/operations.rules:973:3: set culture-points += count(new-elders)";
        C.setTrack(X, 4 /* culture-points */, "+=", B.count(ctx, L[20]!));
        X.at = "specs/navajo-wars/operations.rules:975:3: for each f in families-in-play() {";
        {
          L[83] = C.items(X, ctx.fn[52 /* families-in-play */]!(ctx), actor);
          L[84] = 0;
          while ((L[84]! as number) < (L[83]! as V.Value[]).length) {
            L[85] = (L[83]! as V.Value[])[L[84]! as number]!;
            X.at =
              "specs/navajo-wars/operations.rules:976:5: move [for h in pieces(family-box(f)) if h.kind == horse] to resources";
            const x86_items = V.readPieces(ctx, ctx.fn[168 /* family-box */]!(ctx, L[85]!));
            const x87_selected: V.Value[] = [];
            for (let x89_i = 0; x89_i < x86_items.length; x89_i++) {
              const x88_h = x86_items[x89_i]!;
              if (
                (typeof x88_h === "number" && x88_h >= 1000000000
                  ? ((ctx.state.pieces[x88_h - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x88_h))
                  : V.kindOf(ctx, x88_h)) === "horse"
              )
                x87_selected.push(x88_h);
            }
            C.movePieces(X, x87_selected, 2000000085 /* resources */, actor);
            L[84] = (L[84]! as number) + 1;
          }
        }
        X.at = "specs/navajo-wars/operations.rules:979:3: if not empty(held(horse)) {";
        if (!ctx.fn[65 /* held#empty */]!(ctx, "horse")) {
          X.at = "specs/navajo-wars/operations.rules:980:5: take-out(horse, 1, resources)";
          X.T.p[58 /* take-out */]!(X, actor, "horse", 1, 2000000085 /* resources */);
        }
        X.at = "specs/navajo-wars/operations.rules:982:3: if not empty(held(sheep)) {";
        if (!ctx.fn[65 /* held#empty */]!(ctx, "sheep")) {
          X.at = "specs/navajo-wars/operations.rules:983:5: take-out(sheep, 1, resources)";
          X.T.p[58 /* take-out */]!(X, actor, "sheep", 1, 2000000085 /* resources */);
        }
        X.at =
          "specs/navajo-wars/operations.rules:986:3: if not empty([for c in pieces(dinetaah) if c.kind == corn and not empty([for ...";
        const x90_items = V.readPieces(ctx, "dinetaah");
        let x91_found = false;
        for (let x98_i = 0; x98_i < x90_items.length; x98_i++) {
          const x92_c = x90_items[x98_i]!;
          let x97_both =
            (typeof x92_c === "number" && x92_c >= 1000000000
              ? ((ctx.state.pieces[x92_c - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x92_c))
              : V.kindOf(ctx, x92_c)) === "corn";
          if (x97_both) {
            const x93_items = V.readPieces(
              ctx,
              typeof x92_c === "number" && x92_c >= 1000000000
                ? ((ctx.state.pieces[x92_c - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x92_c))
                : B.location(ctx, x92_c),
            );
            let x94_found = false;
            for (let x96_i = 0; x96_i < x93_items.length; x96_i++) {
              const x95_f = x93_items[x96_i]!;
              if (
                (typeof x95_f === "number" && x95_f >= 1000000000
                  ? ((ctx.state.pieces[x95_f - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x95_f))
                  : V.kindOf(ctx, x95_f)) === "family"
              ) {
                x94_found = true;
                break;
              }
            }
            x97_both = !!x94_found;
          }
          if (x97_both) {
            x91_found = true;
            break;
          }
        }
        if (!!x91_found) {
          X.at = "specs/navajo-wars/operations.rules:987:5: unspecified corn-harvest";
          C.notSpecified(X, "corn-harvest");
        }
        X.at =
          "specs/navajo-wars/operations.rules:991:3: let mouths = sum([count([for p in pieces(family-box(f)) if p.kind == populati...";
        const x100_items = V.readList(ctx, ctx.fn[52 /* families-in-play */]!(ctx), "a selection");
        const x101_selected: V.Value[] = [];
        for (let x107_i = 0; x107_i < x100_items.length; x107_i++) {
          const x102_f = x100_items[x107_i]!;
          const x103_items = V.readPieces(ctx, ctx.fn[168 /* family-box */]!(ctx, x102_f));
          let x104_count = 0;
          for (let x106_i = 0; x106_i < x103_items.length; x106_i++) {
            const x105_p = x103_items[x106_i]!;
            if (
              (typeof x105_p === "number" && x105_p >= 1000000000
                ? ((ctx.state.pieces[x105_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x105_p))
                : V.kindOf(ctx, x105_p)) === "population"
            ) {
              x104_count++;
            }
          }
          x101_selected.push(x104_count);
        }
        L[99] = V.plus(B.sum(ctx, x101_selected), V.readPieces(ctx, 2000000081 /* elder-display */).length);
        X.at =
          "specs/navajo-wars/operations.rules:992:3: let short = mouths - sum([arability(land) for land in family-lands()])";
        const x113_left = L[99]!;
        const x109_items = V.readList(ctx, ctx.fn[132 /* family-lands */]!(ctx), "a selection");
        const x110_selected: V.Value[] = [];
        for (let x112_i = 0; x112_i < x109_items.length; x112_i++) {
          const x111_land = x109_items[x112_i]!;
          x110_selected.push(ctx.fn[128 /* arability */]!(ctx, x111_land));
        }
        L[108] = V.minus(x113_left, B.sum(ctx, x110_selected));
        X.at = "specs/navajo-wars/operations.rules:994:3: let herd-now = held(horse)";
        L[114] = ctx.fn[64 /* held */]!(ctx, "horse");
        X.at = "specs/navajo-wars/operations.rules:995:3: if horses-as-food() and short > 0 and not empty(herd-now) {";
        f.pc =
          (ctx.fn[92 /* horses-as-food */]!(ctx) as boolean) && V.gt(L[108]!, 0) && !B.empty(ctx, L[114]!) ? 21 : 22;
        continue;
      }
      case 16: {
        X.at = "specs/navajo-wars/operations.rules:961:5: if form == form-a-family {";
        f.pc = L[54]! === "form-a-family" ? 17 : 18;
        continue;
      }
      case 17: {
        X.at =
          "specs/navajo-wars/operations.rules:962:7: let best = lowest([lookup(alphabetic-priority, f.letter, rank) for f in spare])";
        const x57_items = Array.isArray(L[29]!) ? L[29]! : V.readList(ctx, L[29]!, "a selection");
        const x58_selected: V.Value[] = [];
        for (let x60_i = 0; x60_i < x57_items.length; x60_i++) {
          const x59_f = x57_items[x60_i]!;
          x58_selected.push(
            V.lookupTable(
              ctx,
              12 /* alphabetic-priority */,
              typeof x59_f === "number" && x59_f >= 1000000000
                ? ((ctx.state.pieces[x59_f - 1000000000]?.state["letter"] as V.Value | undefined) ??
                    R_letter(ctx, x59_f))
                : R_letter(ctx, x59_f),
              "rank",
            ),
          );
        }
        L[56] = B.lowest(ctx, x58_selected);
        X.at =
          "specs/navajo-wars/operations.rules:963:7: let counter = first([for f in spare if lookup(alphabetic-priority, f.letter, ...";
        const x62_items = Array.isArray(L[29]!) ? L[29]! : V.readList(ctx, L[29]!, "a selection");
        let x63_first: V.Value = null;
        for (let x65_i = 0; x65_i < x62_items.length; x65_i++) {
          const x64_f = x62_items[x65_i]!;
          if (
            V.lookupTable(
              ctx,
              12 /* alphabetic-priority */,
              typeof x64_f === "number" && x64_f >= 1000000000
                ? ((ctx.state.pieces[x64_f - 1000000000]?.state["letter"] as V.Value | undefined) ??
                    R_letter(ctx, x64_f))
                : R_letter(ctx, x64_f),
              "rank",
            ) === L[56]!
          ) {
            x63_first = x64_f;
            break;
          }
        }
        L[61] = x63_first;
        X.at =
          "specs/navajo-wars/operations.rules:964:7: choose where from [for a in dinetaah if territory-of(a) == canyon-de-chelly] ...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "where",
            K_c41aae7d7da4.filter((x68_a: V.Value) => B.territoryOf(ctx, x68_a) === "canyon-de-chelly"),
            ctx.fn[0 /* dine-player */]!(ctx),
            29 /* new-family-area */,
            actor,
            L[61]!,
            false,
            undefined,
            undefined,
          ),
          66,
          20,
        );
      }
      case 18: {
        f.pc = 19;
        continue;
      }
      case 19: {
        f.pc = 15;
        continue;
      }
      case 20: {
        X.at = "specs/navajo-wars/operations.rules:965:7: move counter to where";
        C.movePieces(X, L[61]!, L[66]!, actor);
        X.at = "specs/navajo-wars/operations.rules:966:7: set counter.ferocity = 0";
        C.setField(X, L[61]!, "ferocity", "=", 0);
        X.at =
          "specs/navajo-wars/operations.rules:967:7: move take([for x in waiting if x.role == man], 1) + take([for x in waiting if...";
        const x69_items = Array.isArray(L[28]!) ? L[28]! : V.readList(ctx, L[28]!, "a selection");
        const x70_selected: V.Value[] = [];
        for (let x72_i = 0; x72_i < x69_items.length; x72_i++) {
          const x71_x = x69_items[x72_i]!;
          if (
            (typeof x71_x === "number" && x71_x >= 1000000000
              ? ((ctx.state.pieces[x71_x - 1000000000]?.state["role"] as V.Value | undefined) ?? R_role(ctx, x71_x))
              : R_role(ctx, x71_x)) === "man"
          )
            x70_selected.push(x71_x);
        }
        const x77_left = B.take(ctx, x70_selected, 1);
        const x73_items = Array.isArray(L[28]!) ? L[28]! : V.readList(ctx, L[28]!, "a selection");
        const x74_selected: V.Value[] = [];
        for (let x76_i = 0; x76_i < x73_items.length; x76_i++) {
          const x75_x = x73_items[x76_i]!;
          if (
            (typeof x75_x === "number" && x75_x >= 1000000000
              ? ((ctx.state.pieces[x75_x - 1000000000]?.state["role"] as V.Value | undefined) ?? R_role(ctx, x75_x))
              : R_role(ctx, x75_x)) === "woman"
          )
            x74_selected.push(x75_x);
        }
        const x82_left = V.plus(x77_left, B.take(ctx, x74_selected, 1));
        const x78_items = Array.isArray(L[28]!) ? L[28]! : V.readList(ctx, L[28]!, "a selection");
        const x79_selected: V.Value[] = [];
        for (let x81_i = 0; x81_i < x78_items.length; x81_i++) {
          const x80_x = x78_items[x81_i]!;
          if (
            (typeof x80_x === "number" && x80_x >= 1000000000
              ? ((ctx.state.pieces[x80_x - 1000000000]?.state["role"] as V.Value | undefined) ?? R_role(ctx, x80_x))
              : R_role(ctx, x80_x)) === "child"
          )
            x79_selected.push(x80_x);
        }
        C.movePieces(
          X,
          V.plus(x82_left, B.take(ctx, x79_selected, 1)),
          ctx.fn[168 /* family-box */]!(ctx, L[61]!),
          actor,
        );
        f.pc = 19;
        continue;
      }
      case 21: {
        X.at = "specs/navajo-wars/operations.rules:996:5: let eaten = 0";
        L[115] = 0;
        X.at = "specs/navajo-wars/operations.rules:997:5: let going = true";
        L[116] = true;
        X.at = "specs/navajo-wars/operations.rules:998:5: while going and short > 0 and eaten < count(herd-now) {";
        L[119] = 0;
        f.pc = 24;
        continue;
      }
      case 22: {
        f.pc = 23;
        continue;
      }
      case 23: {
        X.at = "specs/navajo-wars/operations.rules:1009:3: if short > 0 {";
        if (V.gt(L[108]!, 0)) {
          X.at = "specs/navajo-wars/operations.rules:1010:5: let flock = held(sheep)";
          L[120] = ctx.fn[64 /* held */]!(ctx, "sheep");
          X.at = "specs/navajo-wars/operations.rules:1011:5: let needed = (short + 3) / 4";
          L[121] = V.divide(V.plus(L[108]!, 3), 4);
          X.at = "specs/navajo-wars/operations.rules:1012:5: if needed > count(flock) {";
          if (V.gt(L[121]!, B.count(ctx, L[120]!))) {
            X.at = "specs/navajo-wars/operations.rules:1013:7: unspecified famine";
            C.notSpecified(X, "famine");
          }
          X.at = "specs/navajo-wars/operations.rules:1015:5: move take(flock, needed) to out-of-play";
          C.movePieces(X, B.take(ctx, L[120]!, L[121]!), 2000000086 /* out-of-play */, actor);
        }
        X.at = "specs/navajo-wars/operations.rules:1019:3: let herd = held(horse)";
        L[122] = ctx.fn[64 /* held */]!(ctx, "horse");
        X.at = "specs/navajo-wars/operations.rules:1020:3: if count(herd) > count(family-lands()) {";
        f.pc = V.gt(B.count(ctx, L[122]!), ctx.fn[134 /* family-lands#count */]!(ctx)) ? 27 : 28;
        continue;
      }
      case 24: {
        if (!(V.truthy(L[116]!) && V.gt(L[108]!, 0) && V.lt(L[115]!, B.count(ctx, L[114]!)))) {
          f.pc = 25;
          continue;
        }
        if ((L[119]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[119] = (L[119]! as number) + 1;
        X.at =
          "specs/navajo-wars/operations.rules:999:7: choose eat from [eat-a-horse, stop-eating-horses] by dine-player() as horse-f...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "eat",
            K_605440709ed8,
            ctx.fn[0 /* dine-player */]!(ctx),
            31 /* horse-for-food */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          117,
          26,
        );
      }
      case 25: {
        f.pc = 23;
        continue;
      }
      case 26: {
        X.at = "specs/navajo-wars/operations.rules:1000:7: if eat == eat-a-horse {";
        if (L[117]! === "eat-a-horse") {
          X.at = "specs/navajo-wars/operations.rules:1001:9: move herd-now[eaten] to out-of-play";
          C.movePieces(X, V.indexValue(L[114]!, L[115]!), 2000000086 /* out-of-play */, actor);
          X.at = "specs/navajo-wars/operations.rules:1002:9: set eaten += 1";
          L[115] = C.combine("+=", L[115]!, 1);
          X.at = "specs/navajo-wars/operations.rules:1003:9: set short -= 1";
          L[108] = C.combine("-=", L[108]!, 1);
        } else {
          X.at = "specs/navajo-wars/operations.rules:1005:9: set going = false";
          L[116] = C.combine("=", L[116]!, false);
        }
        f.pc = 24;
        continue;
      }
      case 27: {
        X.at =
          "specs/navajo-wars/operations.rules:1023:5: choose keep from [lose-the-horses, animals-to-trade-goods] by dine-player() a...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "keep",
            K_2053d9b4c4d1,
            ctx.fn[0 /* dine-player */]!(ctx),
            30 /* horses-unfed */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          123,
          30,
        );
      }
      case 28: {
        f.pc = 29;
        continue;
      }
      case 29: {
        X.at = "specs/navajo-wars/operations.rules:1031:3: for each slot in [6, 5, 4, 3, 2] {";
        L[125] = C.items(X, K_366cebe93c22, actor);
        L[126] = 0;
        f.pc = 31;
        continue;
      }
      case 30: {
        X.at = "specs/navajo-wars/operations.rules:1024:5: if keep == animals-to-trade-goods {";
        if (L[123]! === "animals-to-trade-goods") {
          X.at = "specs/navajo-wars/operations.rules:1025:7: unspecified animals-to-trade-goods";
          C.notSpecified(X, "animals-to-trade-goods");
        }
        X.at =
          "specs/navajo-wars/operations.rules:1027:5: move take(herd, count(herd) - count(family-lands())) to out-of-play";
        C.movePieces(
          X,
          B.take(ctx, L[122]!, V.minus(B.count(ctx, L[122]!), ctx.fn[134 /* family-lands#count */]!(ctx))),
          2000000086 /* out-of-play */,
          actor,
        );
        f.pc = 29;
        continue;
      }
      case 31: {
        if (!((L[126]! as number) < (L[125]! as V.Value[]).length)) {
          f.pc = 32;
          continue;
        }
        L[127] = (L[125]! as V.Value[])[L[126]! as number]!;
        X.at =
          "specs/navajo-wars/operations.rules:1032:5: for each e in [for x in pieces(elder-display) if x.box == slot] {";
        const x128_items = V.readPieces(ctx, 2000000081 /* elder-display */);
        const x129_selected: V.Value[] = [];
        for (let x131_i = 0; x131_i < x128_items.length; x131_i++) {
          const x130_x = x128_items[x131_i]!;
          if (
            (typeof x130_x === "number" && x130_x >= 1000000000
              ? ((ctx.state.pieces[x130_x - 1000000000]?.state["box"] as V.Value | undefined) ?? R_box(ctx, x130_x))
              : R_box(ctx, x130_x)) === L[127]!
          )
            x129_selected.push(x130_x);
        }
        L[132] = C.items(X, x129_selected, actor);
        L[133] = 0;
        f.pc = 33;
        continue;
      }
      case 32: {
        X.at = "specs/navajo-wars/operations.rules:1042:3: drought-recovery(roll(d6))";
        X.T.p[42 /* drought-recovery */]!(X, actor, B.roll(ctx, "d6"));
        X.at = "specs/navajo-wars/operations.rules:1044:3: move held(corn) to corn-crib";
        C.movePieces(X, ctx.fn[64 /* held */]!(ctx, "corn"), 2000000068 /* corn-crib */, actor);
        X.at = "specs/navajo-wars/operations.rules:1046:3: reset-cubes()";
        X.T.p[4 /* reset-cubes */]!(X, actor);
        return false;
      }
      case 33: {
        if (!((L[133]! as number) < (L[132]! as V.Value[]).length)) {
          f.pc = 34;
          continue;
        }
        L[134] = (L[132]! as V.Value[])[L[133]! as number]!;
        X.at = "specs/navajo-wars/operations.rules:1033:7: player-roll()";
        return M.call(X, f, 18 /* player-roll */, actor, [], 35);
      }
      case 34: {
        L[126] = (L[126]! as number) + 1;
        f.pc = 31;
        continue;
      }
      case 35: {
        X.at =
          "specs/navajo-wars/operations.rules:1034:7: if value(player-die) <= lookup(elder-ratings, e.box, rating) {";
        if (
          V.le(
            B.value(ctx, ctx.state.tracks["player-die"] ?? null),
            V.lookupTable(
              ctx,
              6 /* elder-ratings */,
              typeof L[134]! === "number" && L[134]! >= 1000000000
                ? ((ctx.state.pieces[L[134]! - 1000000000]?.state["box"] as V.Value | undefined) ?? R_box(ctx, L[134]!))
                : R_box(ctx, L[134]!),
              "rating",
            ),
          )
        ) {
          X.at = "specs/navajo-wars/operations.rules:1035:9: set e.box = 0";
          C.setField(X, L[134]!, "box", "=", 0);
          X.at = "specs/navajo-wars/operations.rules:1036:9: move e to elders";
          C.movePieces(X, L[134]!, 2000000066 /* elders */, actor);
        }
        L[133] = (L[133]! as number) + 1;
        f.pc = 33;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U125 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/raids.rules:50:3: let bonus = sum([f.ferocity for f in families-in-play()])";
        const x2_items = V.readList(ctx, ctx.fn[52 /* families-in-play */]!(ctx), "a selection");
        const x3_selected: V.Value[] = [];
        for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
          const x4_f = x2_items[x5_i]!;
          x3_selected.push(
            typeof x4_f === "number" && x4_f >= 1000000000
              ? ((ctx.state.pieces[x4_f - 1000000000]?.state["ferocity"] as V.Value | undefined) ??
                  R_ferocity(ctx, x4_f))
              : R_ferocity(ctx, x4_f),
          );
        }
        L[1] = B.sum(ctx, x3_selected);
        X.at = "specs/navajo-wars/raids.rules:51:3: if count(pieces(enemy-counters)) < aps + bonus {";
        if (V.lt(V.readPieces(ctx, 2000000105 /* enemy-counters */).length, V.plus(L[0]!, L[1]!))) {
          X.at = "specs/navajo-wars/raids.rules:52:5: unspecified enemy-raid";
          C.notSpecified(X, "enemy-raid");
        }
        X.at = "specs/navajo-wars/raids.rules:54:3: move take(pieces(enemy-counters), aps + bonus) to santa-fe";
        C.movePieces(
          X,
          B.take(ctx, B.pieces(ctx, 2000000105 /* enemy-counters */), V.plus(L[0]!, L[1]!)),
          2000000000 /* santa-fe */,
          actor,
        );
        X.at = "specs/navajo-wars/raids.rules:56:3: if not empty([for p in pieces(dinetaah) if p.kind == fort]) {";
        const x6_items = V.readPieces(ctx, "dinetaah");
        let x7_found = false;
        for (let x9_i = 0; x9_i < x6_items.length; x9_i++) {
          const x8_p = x6_items[x9_i]!;
          if (
            (typeof x8_p === "number" && x8_p >= 1000000000
              ? ((ctx.state.pieces[x8_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x8_p))
              : V.kindOf(ctx, x8_p)) === "fort"
          ) {
            x7_found = true;
            break;
          }
        }
        if (!!x7_found) {
          X.at = "specs/navajo-wars/raids.rules:57:5: unspecified enemy-raid";
          C.notSpecified(X, "enemy-raid");
        }
        X.at =
          "specs/navajo-wars/raids.rules:59:3: while not empty(raid-counters-in(santa-fe)) and not empty(families-on-areas()) {";
        L[10] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!(
          !ctx.fn[141 /* raid-counters-in#empty */]!(ctx, 2000000000 /* santa-fe */) &&
          !ctx.fn[149 /* families-on-areas#empty */]!(ctx)
        )) {
          f.pc = 2;
          continue;
        }
        if ((L[10]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[10] = (L[10]! as number) + 1;
        X.at = "specs/navajo-wars/raids.rules:60:5: place-raid-counter()";
        return M.call(X, f, 44 /* place-raid-counter */, actor, [], 3);
      }
      case 2: {
        X.at = "specs/navajo-wars/raids.rules:62:3: raid-ends()";
        return M.call(X, f, 50 /* raid-ends */, actor, [], 4);
      }
      case 3: {
        f.pc = 1;
        continue;
      }
      case 4: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U126 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/raids.rules:83:3: let counter = first(raid-counters-in(santa-fe))";
        L[0] = ctx.fn[143 /* raid-counters-in#first */]!(ctx, 2000000000 /* santa-fe */);
        X.at = "specs/navajo-wars/raids.rules:84:3: let targets = families-on-areas()";
        L[1] = ctx.fn[148 /* families-on-areas */]!(ctx);
        X.at = "specs/navajo-wars/raids.rules:85:3: let nearest = lowest([raid-distance(f, counter) for f in targets])";
        const x3_items = Array.isArray(L[1]!) ? L[1]! : V.readList(ctx, L[1]!, "a selection");
        const x4_selected: V.Value[] = [];
        for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
          const x5_f = x3_items[x6_i]!;
          x4_selected.push(ctx.fn[152 /* raid-distance */]!(ctx, x5_f, L[0]!));
        }
        L[2] = B.lowest(ctx, x4_selected);
        X.at =
          "specs/navajo-wars/raids.rules:86:3: let ties = [for t in targets if raid-distance(t, counter) == nearest]";
        const x8_items = Array.isArray(L[1]!) ? L[1]! : V.readList(ctx, L[1]!, "a selection");
        const x9_selected: V.Value[] = [];
        for (let x11_i = 0; x11_i < x8_items.length; x11_i++) {
          const x10_t = x8_items[x11_i]!;
          if (ctx.fn[152 /* raid-distance */]!(ctx, x10_t, L[0]!) === L[2]!) x9_selected.push(x10_t);
        }
        L[7] = x9_selected;
        X.at =
          "specs/navajo-wars/raids.rules:87:3: let best = lowest([lookup(alphabetic-priority, t.letter, rank) for t in ties])";
        const x13_items = Array.isArray(L[7]!) ? L[7]! : V.readList(ctx, L[7]!, "a selection");
        const x14_selected: V.Value[] = [];
        for (let x16_i = 0; x16_i < x13_items.length; x16_i++) {
          const x15_t = x13_items[x16_i]!;
          x14_selected.push(
            V.lookupTable(
              ctx,
              12 /* alphabetic-priority */,
              typeof x15_t === "number" && x15_t >= 1000000000
                ? ((ctx.state.pieces[x15_t - 1000000000]?.state["letter"] as V.Value | undefined) ??
                    R_letter(ctx, x15_t))
                : R_letter(ctx, x15_t),
              "rank",
            ),
          );
        }
        L[12] = B.lowest(ctx, x14_selected);
        X.at =
          "specs/navajo-wars/raids.rules:88:3: let target = first([for t in ties if lookup(alphabetic-priority, t.letter, ra...";
        const x18_items = Array.isArray(L[7]!) ? L[7]! : V.readList(ctx, L[7]!, "a selection");
        let x19_first: V.Value = null;
        for (let x21_i = 0; x21_i < x18_items.length; x21_i++) {
          const x20_t = x18_items[x21_i]!;
          if (
            V.lookupTable(
              ctx,
              12 /* alphabetic-priority */,
              typeof x20_t === "number" && x20_t >= 1000000000
                ? ((ctx.state.pieces[x20_t - 1000000000]?.state["letter"] as V.Value | undefined) ??
                    R_letter(ctx, x20_t))
                : R_letter(ctx, x20_t),
              "rank",
            ) === L[12]!
          ) {
            x19_first = x20_t;
            break;
          }
        }
        L[17] = x19_first;
        X.at = "specs/navajo-wars/raids.rules:89:3: let goal = location(target)";
        L[22] =
          typeof L[17]! === "number" && L[17]! >= 1000000000
            ? ((ctx.state.pieces[L[17]! - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, L[17]!))
            : B.location(ctx, L[17]!);
        X.at =
          "specs/navajo-wars/raids.rules:90:3: let from = first([for a in raided-areas() if path-cost(a, goal, enemy, counte...";
        const x24_items = V.readList(ctx, ctx.fn[144 /* raided-areas */]!(ctx), "a selection");
        let x25_first: V.Value = null;
        for (let x27_i = 0; x27_i < x24_items.length; x27_i++) {
          const x26_a = x24_items[x27_i]!;
          if (B.pathCost(ctx, x26_a, L[22]!, "enemy", L[0]!) === L[2]!) {
            x25_first = x26_a;
            break;
          }
        }
        L[23] = x25_first;
        X.at =
          "specs/navajo-wars/raids.rules:91:3: let into = first([for n in neighbours(from) if n != santa-fe and area-cost(co...";
        const x29_items = V.readList(ctx, B.neighbours(ctx, L[23]!), "a selection");
        let x30_first: V.Value = null;
        for (let x32_i = 0; x32_i < x29_items.length; x32_i++) {
          const x31_n = x29_items[x32_i]!;
          if (
            x31_n !== 2000000000 /* santa-fe */ &&
            V.plus(
              ctx.fn[80 /* area-cost */]!(ctx, L[0]!, x31_n),
              x31_n === L[22]! ? 0 : B.pathCost(ctx, x31_n, L[22]!, "enemy", L[0]!),
            ) === L[2]!
          ) {
            x30_first = x31_n;
            break;
          }
        }
        L[28] = x30_first;
        X.at = "specs/navajo-wars/raids.rules:92:3: let harassed = [for p in pieces(into) if p.kind == harass]";
        const x34_items =
          (typeof L[28]! === "number" ? ctx.state.places[L[28]! - 2000000000] : undefined) ?? V.areaPieces(ctx, L[28]!);
        const x35_selected: V.Value[] = [];
        for (let x37_i = 0; x37_i < x34_items.length; x37_i++) {
          const x36_p = x34_items[x37_i]!;
          if (
            (typeof x36_p === "number" && x36_p >= 1000000000
              ? ((ctx.state.pieces[x36_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x36_p))
              : V.kindOf(ctx, x36_p)) === "harass"
          )
            x35_selected.push(x36_p);
        }
        L[33] = x35_selected;
        X.at = "specs/navajo-wars/raids.rules:93:3: let n = if empty(harassed) then 1 else 2";
        L[38] = B.empty(ctx, L[33]!) ? 1 : 2;
        X.at = "specs/navajo-wars/raids.rules:94:3: move take(raid-counters-in(santa-fe), n) to into";
        C.movePieces(
          X,
          B.take(ctx, ctx.fn[140 /* raid-counters-in */]!(ctx, 2000000000 /* santa-fe */), L[38]!),
          L[28]!,
          actor,
        );
        X.at = "specs/navajo-wars/raids.rules:95:3: player-reaction(into)";
        return M.call(X, f, 45 /* player-reaction */, actor, [L[28]!], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/raids.rules:97:3: for each caught in [for x in pieces(into) if x.kind == family] {";
        const x39_items =
          (typeof L[28]! === "number" ? ctx.state.places[L[28]! - 2000000000] : undefined) ?? V.areaPieces(ctx, L[28]!);
        const x40_selected: V.Value[] = [];
        for (let x42_i = 0; x42_i < x39_items.length; x42_i++) {
          const x41_x = x39_items[x42_i]!;
          if (
            (typeof x41_x === "number" && x41_x >= 1000000000
              ? ((ctx.state.pieces[x41_x - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x41_x))
              : V.kindOf(ctx, x41_x)) === "family"
          )
            x40_selected.push(x41_x);
        }
        L[43] = C.items(X, x40_selected, actor);
        L[44] = 0;
        f.pc = 2;
        continue;
      }
      case 2: {
        if (!((L[44]! as number) < (L[43]! as V.Value[]).length)) {
          f.pc = 3;
          continue;
        }
        L[45] = (L[43]! as V.Value[])[L[44]! as number]!;
        X.at = "specs/navajo-wars/raids.rules:98:5: raid-resolution(caught)";
        return M.call(X, f, 48 /* raid-resolution */, actor, [L[45]!], 4);
      }
      case 3: {
        return false;
      }
      case 4: {
        L[44] = (L[44]! as number) + 1;
        f.pc = 2;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U127 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/raids.rules:120:3: let met = [for x in pieces(into) if x.kind == family]";
        const x2_items =
          (typeof L[0]! === "number" ? ctx.state.places[L[0]! - 2000000000] : undefined) ?? V.areaPieces(ctx, L[0]!);
        const x3_selected: V.Value[] = [];
        for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
          const x4_x = x2_items[x5_i]!;
          if (
            (typeof x4_x === "number" && x4_x >= 1000000000
              ? ((ctx.state.pieces[x4_x - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x4_x))
              : V.kindOf(ctx, x4_x)) === "family"
          )
            x3_selected.push(x4_x);
        }
        L[1] = x3_selected;
        X.at =
          "specs/navajo-wars/raids.rules:121:3: let harass-free = [for h in pieces(out-of-play) if h.kind == harass]";
        const x7_items = V.readPieces(ctx, 2000000086 /* out-of-play */);
        const x8_selected: V.Value[] = [];
        for (let x10_i = 0; x10_i < x7_items.length; x10_i++) {
          const x9_h = x7_items[x10_i]!;
          if (
            (typeof x9_h === "number" && x9_h >= 1000000000
              ? ((ctx.state.pieces[x9_h - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x9_h))
              : V.kindOf(ctx, x9_h)) === "harass"
          )
            x8_selected.push(x9_h);
        }
        L[6] = x8_selected;
        X.at =
          "specs/navajo-wars/raids.rules:122:3: let ahead = [for n in dinetaah if n != santa-fe and empty(raid-counters-in(n)...";
        let x12_kept: V.Value | undefined;
        const x13_items = K_c41aae7d7da4;
        const x14_selected: V.Value[] = [];
        for (let x26_i = 0; x26_i < x13_items.length; x26_i++) {
          const x15_n = x13_items[x26_i]!;
          let x20_both = x15_n !== 2000000000 /* santa-fe */ && ctx.fn[141 /* raid-counters-in#empty */]!(ctx, x15_n);
          if (x20_both) {
            const x16_items =
              (typeof x15_n === "number" ? ctx.state.places[x15_n - 2000000000] : undefined) ??
              V.areaPieces(ctx, x15_n);
            let x17_found = false;
            for (let x19_i = 0; x19_i < x16_items.length; x19_i++) {
              const x18_h = x16_items[x19_i]!;
              if (
                (typeof x18_h === "number" && x18_h >= 1000000000
                  ? ((ctx.state.pieces[x18_h - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x18_h))
                  : V.kindOf(ctx, x18_h)) === "harass"
              ) {
                x17_found = true;
                break;
              }
            }
            x20_both = !x17_found;
          }
          let x25_both = x20_both;
          if (x25_both) {
            const x21_items = V.readList(ctx, (x12_kept ??= ctx.fn[144 /* raided-areas */]!(ctx)), "a selection");
            let x22_found = false;
            for (let x24_i = 0; x24_i < x21_items.length; x24_i++) {
              const x23_r = x21_items[x24_i]!;
              if (B.adjacent(ctx, x23_r, x15_n)) {
                x22_found = true;
                break;
              }
            }
            x25_both = !!x22_found;
          }
          if (x25_both) x14_selected.push(x15_n);
        }
        L[11] = x14_selected;
        X.at =
          "specs/navajo-wars/raids.rules:123:3: let options = (if empty(met) then [] else [evade] + (if value(dine-aps) > 0 t...";
        let x28_kept: V.Value | undefined;
        L[27] = V.plus(
          V.plus(
            B.empty(ctx, L[1]!)
              ? []
              : V.plus(
                  ["evade"],
                  V.gt((x28_kept ??= B.value(ctx, ctx.state.tracks["dine-aps"] ?? null)), 0) ? K_c86631ecc9ac : [],
                ),
            V.gt((x28_kept ??= B.value(ctx, ctx.state.tracks["dine-aps"] ?? null)), 0) &&
              !B.empty(ctx, L[6]!) &&
              !B.empty(ctx, L[11]!)
              ? ["place-harass"]
              : [],
          ),
          ["no-reaction"],
        );
        X.at = "specs/navajo-wars/raids.rules:124:3: if count(options) > 1 {";
        f.pc = V.gt(B.count(ctx, L[27]!), 1) ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/navajo-wars/raids.rules:125:5: choose how from options by dine-player() as reaction-choice";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "how",
            L[27]!,
            ctx.fn[0 /* dine-player */]!(ctx),
            32 /* reaction-choice */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          29,
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
        X.at = "specs/navajo-wars/raids.rules:126:5: if how == evade {";
        f.pc = L[29]! === "evade" ? 5 : 6;
        continue;
      }
      case 5: {
        X.at = "specs/navajo-wars/raids.rules:127:7: evasion(first(met))";
        return M.call(X, f, 46 /* evasion */, actor, [B.first(ctx, L[1]!)], 8);
      }
      case 6: {
        X.at = "specs/navajo-wars/raids.rules:128:12: if how == negotiate {";
        f.pc = L[29]! === "negotiate" ? 9 : 10;
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
        X.at = "specs/navajo-wars/raids.rules:129:7: set dine-aps -= 1";
        C.setTrack(X, 5 /* dine-aps */, "-=", 1);
        X.at = "specs/navajo-wars/raids.rules:130:7: negotiation(first(met))";
        return M.call(X, f, 47 /* negotiation */, actor, [B.first(ctx, L[1]!)], 12);
      }
      case 10: {
        X.at = "specs/navajo-wars/raids.rules:131:12: if how == ambush {";
        f.pc = L[29]! === "ambush" ? 13 : 14;
        continue;
      }
      case 11: {
        f.pc = 7;
        continue;
      }
      case 12: {
        f.pc = 11;
        continue;
      }
      case 13: {
        X.at = "specs/navajo-wars/raids.rules:132:7: set dine-aps -= 1";
        C.setTrack(X, 5 /* dine-aps */, "-=", 1);
        X.at = "specs/navajo-wars/raids.rules:133:7: ambush-attack(first(met))";
        return M.call(X, f, 49 /* ambush-attack */, actor, [B.first(ctx, L[1]!)], 16);
      }
      case 14: {
        X.at = "specs/navajo-wars/raids.rules:134:12: if how == place-harass {";
        f.pc = L[29]! === "place-harass" ? 17 : 18;
        continue;
      }
      case 15: {
        f.pc = 11;
        continue;
      }
      case 16: {
        f.pc = 15;
        continue;
      }
      case 17: {
        X.at = "specs/navajo-wars/raids.rules:135:7: set dine-aps -= 1";
        C.setTrack(X, 5 /* dine-aps */, "-=", 1);
        X.at = "specs/navajo-wars/raids.rules:136:7: choose where from ahead by dine-player() as harass-area";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "where",
            L[11]!,
            ctx.fn[0 /* dine-player */]!(ctx),
            33 /* harass-area */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          31,
          20,
        );
      }
      case 18: {
        f.pc = 19;
        continue;
      }
      case 19: {
        f.pc = 15;
        continue;
      }
      case 20: {
        X.at = "specs/navajo-wars/raids.rules:137:7: move first(harass-free) to where";
        C.movePieces(X, B.first(ctx, L[6]!), L[31]!, actor);
        f.pc = 19;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U128 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/raids.rules:156:3: roll-or-bless()";
        return M.call(X, f, 17 /* roll-or-bless */, actor, [], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/raids.rules:157:3: let die = value(player-die)";
        L[1] = B.value(ctx, ctx.state.tracks["player-die"] ?? null);
        X.at = "specs/navajo-wars/raids.rules:158:3: let here = location(f)";
        L[2] =
          typeof L[0]! === "number" && L[0]! >= 1000000000
            ? ((ctx.state.pieces[L[0]! - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, L[0]!))
            : B.location(ctx, L[0]!);
        X.at = "specs/navajo-wars/raids.rules:159:3: let to = min(6, die + evasion-modifier(f))";
        L[3] = B.min(ctx, 6, V.plus(L[1]!, ctx.fn[40 /* evasion-modifier */]!(ctx, L[0]!)));
        X.at = "specs/navajo-wars/raids.rules:160:3: let land = territory-of(here)";
        L[4] = B.territoryOf(ctx, L[2]!);
        X.at = "specs/navajo-wars/raids.rules:161:3: if die == 6 {";
        f.pc = L[1]! === 6 ? 2 : 3;
        continue;
      }
      case 2: {
        X.at =
          "specs/navajo-wars/raids.rules:162:5: choose where from [for a in dinetaah if territory-of(a) == land and a.row == ...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "where",
            V.plus(
              K_c41aae7d7da4.filter((x7_a: V.Value) => B.territoryOf(ctx, x7_a) === L[4]! && S_row(ctx, x7_a) === 6),
              K_c41aae7d7da4.filter((x8_a: V.Value) => B.territoryOf(ctx, x8_a) === "canyon-de-chelly"),
            ),
            ctx.fn[0 /* dine-player */]!(ctx),
            34 /* evade-six */,
            actor,
            L[0]!,
            false,
            undefined,
            undefined,
          ),
          5,
          5,
        );
      }
      case 3: {
        X.at = "specs/navajo-wars/raids.rules:164:10: if die > 1 and to > here.row {";
        if (V.gt(L[1]!, 1) && V.gt(L[3]!, S_row(ctx, L[2]!))) {
          X.at =
            "specs/navajo-wars/raids.rules:165:5: move f to first([for a in dinetaah if territory-of(a) == land and a.row == to])";
          const x13_value = L[0]!;
          const x9_items = K_c41aae7d7da4;
          let x10_first: V.Value = null;
          for (let x12_i = 0; x12_i < x9_items.length; x12_i++) {
            const x11_a = x9_items[x12_i]!;
            if (B.territoryOf(ctx, x11_a) === L[4]! && S_row(ctx, x11_a) === L[3]!) {
              x10_first = x11_a;
              break;
            }
          }
          C.movePieces(X, x13_value, x10_first, actor);
        }
        f.pc = 4;
        continue;
      }
      case 4: {
        return false;
      }
      case 5: {
        X.at = "specs/navajo-wars/raids.rules:163:5: move f to where";
        C.movePieces(X, L[0]!, L[5]!, actor);
        f.pc = 4;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U129 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/raids.rules:173:3: roll-or-bless()";
        return M.call(X, f, 17 /* roll-or-bless */, actor, [], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/raids.rules:174:3: let die = value(player-die)";
        L[1] = B.value(ctx, ctx.state.tracks["player-die"] ?? null);
        X.at = "specs/navajo-wars/raids.rules:175:3: if die > 1 and die + evasion-modifier(f) >= 6 {";
        if (V.gt(L[1]!, 1) && V.ge(V.plus(L[1]!, ctx.fn[40 /* evasion-modifier */]!(ctx, L[0]!)), 6)) {
          X.at = "specs/navajo-wars/raids.rules:176:5: unspecified negotiation-success";
          C.notSpecified(X, "negotiation-success");
        }
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U130 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at =
          "specs/navajo-wars/raids.rules:202:3: choose how from [fight-a-battle, take-the-losses] by dine-player() as raid-re...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "how",
            K_d59b62e74d9b,
            ctx.fn[0 /* dine-player */]!(ctx),
            35 /* raid-resolution-choice */,
            actor,
            L[0]!,
            false,
            undefined,
            undefined,
          ),
          1,
          1,
        );
      }
      case 1: {
        X.at = "specs/navajo-wars/raids.rules:203:3: if how == fight-a-battle {";
        if (L[1]! === "fight-a-battle") {
          X.at = "specs/navajo-wars/raids.rules:204:5: unspecified battles";
          C.notSpecified(X, "battles");
        }
        X.at = "specs/navajo-wars/raids.rules:206:3: let box = family-box(f)";
        L[3] = ctx.fn[168 /* family-box */]!(ctx, L[0]!);
        X.at = "specs/navajo-wars/raids.rules:207:3: let people = [for p in pieces(box) if p.kind == population]";
        const x5_items = V.readPieces(ctx, L[3]!);
        const x6_selected: V.Value[] = [];
        for (let x8_i = 0; x8_i < x5_items.length; x8_i++) {
          const x7_p = x5_items[x8_i]!;
          if (
            (typeof x7_p === "number" && x7_p >= 1000000000
              ? ((ctx.state.pieces[x7_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x7_p))
              : V.kindOf(ctx, x7_p)) === "population"
          )
            x6_selected.push(x7_p);
        }
        L[4] = x6_selected;
        X.at = "specs/navajo-wars/raids.rules:208:3: choose lost from people by dine-player() as raid-loss about f";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "lost",
            L[4]!,
            ctx.fn[0 /* dine-player */]!(ctx),
            36 /* raid-loss */,
            actor,
            L[0]!,
            false,
            undefined,
            undefined,
          ),
          9,
          2,
        );
      }
      case 2: {
        X.at = "specs/navajo-wars/raids.rules:209:3: move lost to passage-of-time";
        C.movePieces(X, L[9]!, 2000000090 /* passage-of-time */, actor);
        X.at = "specs/navajo-wars/raids.rules:210:3: let left = [for p in pieces(box) if p.kind == population]";
        const x12_items = V.readPieces(ctx, L[3]!);
        const x13_selected: V.Value[] = [];
        for (let x15_i = 0; x15_i < x12_items.length; x15_i++) {
          const x14_p = x12_items[x15_i]!;
          if (
            (typeof x14_p === "number" && x14_p >= 1000000000
              ? ((ctx.state.pieces[x14_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x14_p))
              : V.kindOf(ctx, x14_p)) === "population"
          )
            x13_selected.push(x14_p);
        }
        L[11] = x13_selected;
        X.at = "specs/navajo-wars/raids.rules:211:3: set culture-points -= 3 - count(left)";
        C.setTrack(X, 4 /* culture-points */, "-=", V.minus(3, B.count(ctx, L[11]!)));
        X.at =
          "specs/navajo-wars/raids.rules:212:3: let missing = [for r in [man, woman, child] if empty([for p in left if p.role...";
        const x17_items = K_a53ab7dd3076;
        const x18_selected: V.Value[] = [];
        for (let x24_i = 0; x24_i < x17_items.length; x24_i++) {
          const x19_r = x17_items[x24_i]!;
          const x20_items = Array.isArray(L[11]!) ? L[11]! : V.readList(ctx, L[11]!, "a selection");
          let x21_found = false;
          for (let x23_i = 0; x23_i < x20_items.length; x23_i++) {
            const x22_p = x20_items[x23_i]!;
            if (
              (typeof x22_p === "number" && x22_p >= 1000000000
                ? ((ctx.state.pieces[x22_p - 1000000000]?.state["role"] as V.Value | undefined) ?? R_role(ctx, x22_p))
                : R_role(ctx, x22_p)) === x19_r
            ) {
              x21_found = true;
              break;
            }
          }
          if (!x21_found) x18_selected.push(x19_r);
        }
        L[16] = x18_selected;
        X.at = "specs/navajo-wars/raids.rules:213:3: if missing != [man] {";
        if (V.ne(L[16]!, ["man"])) {
          X.at = "specs/navajo-wars/raids.rules:214:5: unspecified family-box-ranges";
          C.notSpecified(X, "family-box-ranges");
        }
        X.at = "specs/navajo-wars/raids.rules:216:3: if roll(d6) <= 2 {";
        if (V.le(B.roll(ctx, "d6"), 2)) {
          X.at = "specs/navajo-wars/raids.rules:217:5: set enemy-morale += 1";
          C.setTrack(X, 6 /* enemy-morale */, "+=", 1);
        }
        X.at = "specs/navajo-wars/raids.rules:219:3: set enemy-ferocity -= 1";
        C.setTrack(X, 3 /* enemy-ferocity */, "-=", 1);
        X.at = "specs/navajo-wars/raids.rules:222:3: if empty(left) {";
        if (B.empty(ctx, L[11]!)) {
          X.at = "specs/navajo-wars/raids.rules:223:5: move f to family-counters";
          C.movePieces(X, L[0]!, 2000000067 /* family-counters */, actor);
        } else {
          X.at =
            "specs/navajo-wars/raids.rules:225:5: move f to lookup(territory-boxes, territory-of(location(f)), caught)";
          C.movePieces(
            X,
            L[0]!,
            V.lookupTable(
              ctx,
              11 /* territory-boxes */,
              B.territoryOf(
                ctx,
                typeof L[0]! === "number" && L[0]! >= 1000000000
                  ? ((ctx.state.pieces[L[0]! - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, L[0]!))
                  : B.location(ctx, L[0]!),
              ),
              "caught",
            ),
            actor,
          );
        }
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U131 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/raids.rules:247:3: let here = location(f)";
        L[1] =
          typeof L[0]! === "number" && L[0]! >= 1000000000
            ? ((ctx.state.pieces[L[0]! - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, L[0]!))
            : B.location(ctx, L[0]!);
        X.at =
          "specs/navajo-wars/raids.rules:248:3: let bonus = min(2 * f.ferocity, here.value) + (if has-horse(f) then 1 else 0)";
        L[2] = V.plus(
          B.min(
            ctx,
            V.times(
              2,
              typeof L[0]! === "number" && L[0]! >= 1000000000
                ? ((ctx.state.pieces[L[0]! - 1000000000]?.state["ferocity"] as V.Value | undefined) ??
                    R_ferocity(ctx, L[0]!))
                : R_ferocity(ctx, L[0]!),
            ),
            S_value(ctx, L[1]!),
          ),
          (ctx.fn[76 /* has-horse */]!(ctx, L[0]!) as boolean) ? 1 : 0,
        );
        X.at = "specs/navajo-wars/raids.rules:249:3: if not empty(firearms-held()) {";
        f.pc = !ctx.fn[157 /* firearms-held#empty */]!(ctx) ? 1 : 2;
        continue;
      }
      case 1: {
        X.at =
          "specs/navajo-wars/raids.rules:250:5: choose arms from [spend-firearms, keep-firearms] by dine-player() as firearms...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "arms",
            K_8c5c814515ae,
            ctx.fn[0 /* dine-player */]!(ctx),
            37 /* firearms-choice */,
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
        f.pc = 3;
        continue;
      }
      case 3: {
        X.at = "specs/navajo-wars/raids.rules:256:3: roll-or-bless()";
        return M.call(X, f, 17 /* roll-or-bless */, actor, [], 5);
      }
      case 4: {
        X.at = "specs/navajo-wars/raids.rules:251:5: if arms == spend-firearms {";
        if (L[3]! === "spend-firearms") {
          X.at = "specs/navajo-wars/raids.rules:252:7: move first(firearms-held()) to out-of-play";
          C.movePieces(X, ctx.fn[159 /* firearms-held#first */]!(ctx), 2000000086 /* out-of-play */, actor);
          X.at = "specs/navajo-wars/raids.rules:253:7: set bonus += 2";
          L[2] = C.combine("+=", L[2]!, 2);
        }
        f.pc = 3;
        continue;
      }
      case 5: {
        X.at = "specs/navajo-wars/raids.rules:257:3: let mine = value(player-die) + bonus";
        L[5] = V.plus(B.value(ctx, ctx.state.tracks["player-die"] ?? null), L[2]!);
        X.at = "specs/navajo-wars/raids.rules:258:3: roll-or-bless()";
        return M.call(X, f, 17 /* roll-or-bless */, actor, [], 6);
      }
      case 6: {
        X.at = "specs/navajo-wars/raids.rules:259:3: let theirs = value(player-die) + value(enemy-ferocity)";
        L[6] = V.plus(
          B.value(ctx, ctx.state.tracks["player-die"] ?? null),
          B.value(ctx, ctx.state.tracks["enemy-ferocity"] ?? null),
        );
        X.at = "specs/navajo-wars/raids.rules:260:3: if here.row != 3 or mine - theirs != 3 {";
        if (S_row(ctx, L[1]!) !== 3 || V.minus(L[5]!, L[6]!) !== 3) {
          X.at = "specs/navajo-wars/raids.rules:261:5: unspecified battles";
          C.notSpecified(X, "battles");
        }
        X.at = "specs/navajo-wars/raids.rules:266:3: raise-ferocity(f)";
        X.T.p[26 /* raise-ferocity */]!(X, actor, L[0]!);
        X.at = "specs/navajo-wars/raids.rules:267:3: set enemy-morale -= 1";
        C.setTrack(X, 6 /* enemy-morale */, "-=", 1);
        X.at = "specs/navajo-wars/raids.rules:268:3: set enemy-ferocity += 1";
        C.setTrack(X, 3 /* enemy-ferocity */, "+=", 1);
        X.at = "specs/navajo-wars/raids.rules:269:3: move f to lookup(territory-boxes, territory-of(here), escape)";
        C.movePieces(
          X,
          L[0]!,
          V.lookupTable(ctx, 11 /* territory-boxes */, B.territoryOf(ctx, L[1]!), "escape"),
          actor,
        );
        X.at = "specs/navajo-wars/raids.rules:270:3: for each a in raided-areas() {";
        {
          L[7] = C.items(X, ctx.fn[144 /* raided-areas */]!(ctx), actor);
          L[8] = 0;
          while ((L[8]! as number) < (L[7]! as V.Value[]).length) {
            L[9] = (L[7]! as V.Value[])[L[8]! as number]!;
            X.at = "specs/navajo-wars/raids.rules:271:5: if a != santa-fe {";
            if (L[9]! !== 2000000000 /* santa-fe */) {
              X.at = "specs/navajo-wars/raids.rules:272:7: move raid-counters-in(a) to enemy-counters";
              C.movePieces(X, ctx.fn[140 /* raid-counters-in */]!(ctx, L[9]!), 2000000105 /* enemy-counters */, actor);
            }
            L[8] = (L[8]! as number) + 1;
          }
        }
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U132 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/raids.rules:304:3: if not empty(raid-counters-in(santa-fe)) {";
        if (!ctx.fn[141 /* raid-counters-in#empty */]!(ctx, 2000000000 /* santa-fe */)) {
          X.at = "specs/navajo-wars/raids.rules:305:5: unspecified enemy-raid";
          C.notSpecified(X, "enemy-raid");
        }
        X.at = "specs/navajo-wars/raids.rules:308:3: for each land in lands() {";
        {
          L[0] = C.items(X, ctx.fn[160 /* lands */]!(ctx), actor);
          L[1] = 0;
          while ((L[1]! as number) < (L[0]! as V.Value[]).length) {
            L[2] = (L[0]! as V.Value[])[L[1]! as number]!;
            X.at =
              "specs/navajo-wars/raids.rules:309:5: if not empty([for a in raided-areas() if territory-of(a) == land]) and empty(...";
            const x3_items = V.readList(ctx, ctx.fn[144 /* raided-areas */]!(ctx), "a selection");
            let x4_found = false;
            for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
              const x5_a = x3_items[x6_i]!;
              if (B.territoryOf(ctx, x5_a) === L[2]!) {
                x4_found = true;
                break;
              }
            }
            if (!!x4_found && B.empty(ctx, ctx.fn[164 /* families-of */]!(ctx, L[2]!))) {
              X.at =
                "specs/navajo-wars/raids.rules:310:7: let missions = [for p in pieces(enemy-out-of-play) if p.kind == mission]";
              const x8_items = V.readPieces(ctx, 2000000088 /* enemy-out-of-play */);
              const x9_selected: V.Value[] = [];
              for (let x11_i = 0; x11_i < x8_items.length; x11_i++) {
                const x10_p = x8_items[x11_i]!;
                if (
                  (typeof x10_p === "number" && x10_p >= 1000000000
                    ? ((ctx.state.pieces[x10_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x10_p))
                    : V.kindOf(ctx, x10_p)) === "mission"
                )
                  x9_selected.push(x10_p);
              }
              L[7] = x9_selected;
              X.at = "specs/navajo-wars/raids.rules:311:7: if empty(missions) {";
              if (B.empty(ctx, L[7]!)) {
                X.at = "specs/navajo-wars/raids.rules:312:9: unspecified enemy-raid";
                C.notSpecified(X, "enemy-raid");
              }
              X.at =
                "specs/navajo-wars/raids.rules:314:7: move first(missions) to first([for a in dinetaah if territory-of(a) == land a...";
              const x16_value = B.first(ctx, L[7]!);
              const x12_items = K_c41aae7d7da4;
              let x13_first: V.Value = null;
              for (let x15_i = 0; x15_i < x12_items.length; x15_i++) {
                const x14_a = x12_items[x15_i]!;
                if (B.territoryOf(ctx, x14_a) === L[2]! && S_row(ctx, x14_a) === 1) {
                  x13_first = x14_a;
                  break;
                }
              }
              C.movePieces(X, x16_value, x13_first, actor);
            }
            L[1] = (L[1]! as number) + 1;
          }
        }
        X.at = "specs/navajo-wars/raids.rules:318:3: for each a in raided-areas() {";
        {
          L[17] = C.items(X, ctx.fn[144 /* raided-areas */]!(ctx), actor);
          L[18] = 0;
          while ((L[18]! as number) < (L[17]! as V.Value[]).length) {
            L[19] = (L[17]! as V.Value[])[L[18]! as number]!;
            X.at = "specs/navajo-wars/raids.rules:319:5: move raid-counters-in(a) to enemy-counters";
            C.movePieces(X, ctx.fn[140 /* raid-counters-in */]!(ctx, L[19]!), 2000000105 /* enemy-counters */, actor);
            L[18] = (L[18]! as number) + 1;
          }
        }
        X.at =
          "specs/navajo-wars/raids.rules:321:3: move [for h in pieces(dinetaah) if h.kind == harass] to out-of-play";
        const x20_items = V.readPieces(ctx, "dinetaah");
        const x21_selected: V.Value[] = [];
        for (let x23_i = 0; x23_i < x20_items.length; x23_i++) {
          const x22_h = x20_items[x23_i]!;
          if (
            (typeof x22_h === "number" && x22_h >= 1000000000
              ? ((ctx.state.pieces[x22_h - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x22_h))
              : V.kindOf(ctx, x22_h)) === "harass"
          )
            x21_selected.push(x22_h);
        }
        C.movePieces(X, x21_selected, 2000000086 /* out-of-play */, actor);
        X.at = "specs/navajo-wars/raids.rules:323:3: for each land in lands() {";
        L[24] = C.items(X, ctx.fn[160 /* lands */]!(ctx), actor);
        L[25] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!((L[25]! as number) < (L[24]! as V.Value[]).length)) {
          f.pc = 2;
          continue;
        }
        L[26] = (L[24]! as V.Value[])[L[25]! as number]!;
        X.at =
          "specs/navajo-wars/raids.rules:324:5: for each f in [for x in pieces(lookup(territory-boxes, land, caught)) if x.ki...";
        const x27_items = V.readPieces(ctx, V.lookupTable(ctx, 11 /* territory-boxes */, L[26]!, "caught"));
        const x28_selected: V.Value[] = [];
        for (let x30_i = 0; x30_i < x27_items.length; x30_i++) {
          const x29_x = x27_items[x30_i]!;
          if (
            (typeof x29_x === "number" && x29_x >= 1000000000
              ? ((ctx.state.pieces[x29_x - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x29_x))
              : V.kindOf(ctx, x29_x)) === "family"
          )
            x28_selected.push(x29_x);
        }
        {
          L[31] = C.items(X, x28_selected, actor);
          L[32] = 0;
          while ((L[32]! as number) < (L[31]! as V.Value[]).length) {
            L[33] = (L[31]! as V.Value[])[L[32]! as number]!;
            X.at = "specs/navajo-wars/raids.rules:325:7: set enemy-morale += 1";
            C.setTrack(X, 6 /* enemy-morale */, "+=", 1);
            L[32] = (L[32]! as number) + 1;
          }
        }
        X.at =
          "specs/navajo-wars/raids.rules:327:5: for each f in [for x in pieces(lookup(territory-boxes, land, caught)) + piece...";
        const x34_items = V.readList(
          ctx,
          V.plus(
            B.pieces(ctx, V.lookupTable(ctx, 11 /* territory-boxes */, L[26]!, "caught")),
            B.pieces(ctx, V.lookupTable(ctx, 11 /* territory-boxes */, L[26]!, "escape")),
          ),
          "a selection",
        );
        const x35_selected: V.Value[] = [];
        for (let x37_i = 0; x37_i < x34_items.length; x37_i++) {
          const x36_x = x34_items[x37_i]!;
          if (
            (typeof x36_x === "number" && x36_x >= 1000000000
              ? ((ctx.state.pieces[x36_x - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x36_x))
              : V.kindOf(ctx, x36_x)) === "family"
          )
            x35_selected.push(x36_x);
        }
        L[38] = C.items(X, x35_selected, actor);
        L[39] = 0;
        f.pc = 3;
        continue;
      }
      case 2: {
        return false;
      }
      case 3: {
        if (!((L[39]! as number) < (L[38]! as V.Value[]).length)) {
          f.pc = 4;
          continue;
        }
        L[40] = (L[38]! as V.Value[])[L[39]! as number]!;
        X.at =
          "specs/navajo-wars/raids.rules:328:7: choose where from [for a in dinetaah if territory-of(a) == land] by dine-play...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "where",
            K_c41aae7d7da4.filter((x43_a: V.Value) => B.territoryOf(ctx, x43_a) === L[26]!),
            ctx.fn[0 /* dine-player */]!(ctx),
            38 /* return-area */,
            actor,
            L[40]!,
            false,
            undefined,
            undefined,
          ),
          41,
          5,
        );
      }
      case 4: {
        L[25] = (L[25]! as number) + 1;
        f.pc = 1;
        continue;
      }
      case 5: {
        X.at = "specs/navajo-wars/raids.rules:329:7: move f to where";
        C.movePieces(X, L[40]!, L[41]!, actor);
        X.at =
          "specs/navajo-wars/raids.rules:330:7: choose level from [0, 1, 2, 3] by dine-player() as return-ferocity about f";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "level",
            K_15a8faf56001,
            ctx.fn[0 /* dine-player */]!(ctx),
            39 /* return-ferocity */,
            actor,
            L[40]!,
            false,
            undefined,
            undefined,
          ),
          44,
          6,
        );
      }
      case 6: {
        X.at = "specs/navajo-wars/raids.rules:331:7: set f.ferocity = level";
        C.setField(X, L[40]!, "ferocity", "=", L[44]!);
        L[39] = (L[39]! as number) + 1;
        f.pc = 3;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U133 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/raids.rules:361:3: let n = count(families-in-play())";
        L[1] = ctx.fn[54 /* families-in-play#count */]!(ctx);
        X.at =
          "specs/navajo-wars/raids.rules:362:3: let stock = [for p in pieces(enemy-out-of-play) if p.kind == tribal-raid]";
        const x3_items = V.readPieces(ctx, 2000000088 /* enemy-out-of-play */);
        const x4_selected: V.Value[] = [];
        for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
          const x5_p = x3_items[x6_i]!;
          if (
            (typeof x5_p === "number" && x5_p >= 1000000000
              ? ((ctx.state.pieces[x5_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x5_p))
              : V.kindOf(ctx, x5_p)) === "tribal-raid"
          )
            x4_selected.push(x5_p);
        }
        L[2] = x4_selected;
        X.at =
          "specs/navajo-wars/raids.rules:363:3: if count(stock) < n or not empty([for p in pieces(dinetaah) if p.kind == fort...";
        let x11_either = V.lt(B.count(ctx, L[2]!), L[1]!);
        if (!x11_either) {
          const x7_items = V.readPieces(ctx, "dinetaah");
          let x8_found = false;
          for (let x10_i = 0; x10_i < x7_items.length; x10_i++) {
            const x9_p = x7_items[x10_i]!;
            if (
              (typeof x9_p === "number" && x9_p >= 1000000000
                ? ((ctx.state.pieces[x9_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x9_p))
                : V.kindOf(ctx, x9_p)) === "fort"
            ) {
              x8_found = true;
              break;
            }
          }
          x11_either = !!x8_found;
        }
        if (x11_either) {
          X.at = "specs/navajo-wars/raids.rules:364:5: unspecified tribal-raids";
          C.notSpecified(X, "tribal-raids");
        }
        X.at = "specs/navajo-wars/raids.rules:366:3: move take(stock, n) to tribal-raid-box";
        C.movePieces(X, B.take(ctx, L[2]!, L[1]!), 2000000089 /* tribal-raid-box */, actor);
        X.at = "specs/navajo-wars/raids.rules:367:3: while not empty(pieces(tribal-raid-box)) {";
        L[54] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!!(V.readPieces(ctx, 2000000089 /* tribal-raid-box */).length === 0)) {
          f.pc = 2;
          continue;
        }
        if ((L[54]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[54] = (L[54]! as number) + 1;
        X.at = "specs/navajo-wars/raids.rules:368:5: let land = lookup(territory-roll, roll(d6), territory)";
        L[12] = V.lookupTable(ctx, 2 /* territory-roll */, B.roll(ctx, "d6"), "territory");
        X.at =
          "specs/navajo-wars/raids.rules:369:5: let open = [for a in dinetaah if territory-of(a) == land and empty([for p in ...";
        const x14_items = K_c41aae7d7da4;
        const x15_selected: V.Value[] = [];
        for (let x22_i = 0; x22_i < x14_items.length; x22_i++) {
          const x16_a = x14_items[x22_i]!;
          let x21_both = B.territoryOf(ctx, x16_a) === L[12]!;
          if (x21_both) {
            const x17_items =
              (typeof x16_a === "number" ? ctx.state.places[x16_a - 2000000000] : undefined) ??
              V.areaPieces(ctx, x16_a);
            let x18_found = false;
            for (let x20_i = 0; x20_i < x17_items.length; x20_i++) {
              const x19_p = x17_items[x20_i]!;
              if (
                (typeof x19_p === "number" && x19_p >= 1000000000
                  ? ((ctx.state.pieces[x19_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x19_p))
                  : V.kindOf(ctx, x19_p)) === "tribal-raid"
              ) {
                x18_found = true;
                break;
              }
            }
            x21_both = !x18_found;
          }
          if (x21_both) x15_selected.push(x16_a);
        }
        L[13] = x15_selected;
        X.at = "specs/navajo-wars/raids.rules:370:5: if empty(open) {";
        if (B.empty(ctx, L[13]!)) {
          X.at = "specs/navajo-wars/raids.rules:371:7: unspecified tribal-raids";
          C.notSpecified(X, "tribal-raids");
        }
        X.at = "specs/navajo-wars/raids.rules:373:5: let low = lowest([a.value for a in open])";
        const x24_items = Array.isArray(L[13]!) ? L[13]! : V.readList(ctx, L[13]!, "a selection");
        const x25_selected: V.Value[] = [];
        for (let x27_i = 0; x27_i < x24_items.length; x27_i++) {
          const x26_a = x24_items[x27_i]!;
          x25_selected.push(S_value(ctx, x26_a));
        }
        L[23] = B.lowest(ctx, x25_selected);
        X.at =
          "specs/navajo-wars/raids.rules:374:5: move first(pieces(tribal-raid-box)) to first([for a in open if a.value == low])";
        const x32_value = V.readPieces(ctx, 2000000089 /* tribal-raid-box */)[0] ?? null;
        const x28_items = Array.isArray(L[13]!) ? L[13]! : V.readList(ctx, L[13]!, "a selection");
        let x29_first: V.Value = null;
        for (let x31_i = 0; x31_i < x28_items.length; x31_i++) {
          const x30_a = x28_items[x31_i]!;
          if (S_value(ctx, x30_a) === L[23]!) {
            x29_first = x30_a;
            break;
          }
        }
        C.movePieces(X, x32_value, x29_first, actor);
        X.at =
          "specs/navajo-wars/raids.rules:375:5: let there = [for f in families-in-play() if territory-of(location(f)) == land]";
        const x34_items = V.readList(ctx, ctx.fn[52 /* families-in-play */]!(ctx), "a selection");
        const x35_selected: V.Value[] = [];
        for (let x37_i = 0; x37_i < x34_items.length; x37_i++) {
          const x36_f = x34_items[x37_i]!;
          if (
            B.territoryOf(
              ctx,
              typeof x36_f === "number" && x36_f >= 1000000000
                ? ((ctx.state.pieces[x36_f - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x36_f))
                : B.location(ctx, x36_f),
            ) === L[12]!
          )
            x35_selected.push(x36_f);
        }
        L[33] = x35_selected;
        X.at = "specs/navajo-wars/raids.rules:376:5: if not empty(there) {";
        f.pc = !B.empty(ctx, L[33]!) ? 3 : 4;
        continue;
      }
      case 2: {
        X.at =
          "specs/navajo-wars/raids.rules:390:3: move [for p in pieces(dinetaah) if p.kind == tribal-raid] to enemy-out-of-play";
        const x55_items = V.readPieces(ctx, "dinetaah");
        const x56_selected: V.Value[] = [];
        for (let x58_i = 0; x58_i < x55_items.length; x58_i++) {
          const x57_p = x55_items[x58_i]!;
          if (
            (typeof x57_p === "number" && x57_p >= 1000000000
              ? ((ctx.state.pieces[x57_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x57_p))
              : V.kindOf(ctx, x57_p)) === "tribal-raid"
          )
            x56_selected.push(x57_p);
        }
        C.movePieces(X, x56_selected, 2000000088 /* enemy-out-of-play */, actor);
        return false;
      }
      case 3: {
        X.at =
          "specs/navajo-wars/raids.rules:377:7: choose try from [evade, no-reaction] by dine-player() as tribal-evasion";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "try",
            K_558afa9868c9,
            ctx.fn[0 /* dine-player */]!(ctx),
            40 /* tribal-evasion */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          38,
          6,
        );
      }
      case 4: {
        f.pc = 5;
        continue;
      }
      case 5: {
        f.pc = 1;
        continue;
      }
      case 6: {
        X.at = "specs/navajo-wars/raids.rules:378:7: if try == evade {";
        f.pc = L[38]! === "evade" ? 7 : 8;
        continue;
      }
      case 7: {
        X.at = "specs/navajo-wars/raids.rules:379:9: choose who from there by dine-player() as tribal-evader";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "who",
            L[33]!,
            ctx.fn[0 /* dine-player */]!(ctx),
            41 /* tribal-evader */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          40,
          10,
        );
      }
      case 8: {
        f.pc = 9;
        continue;
      }
      case 9: {
        X.at = "specs/navajo-wars/raids.rules:382:7: let die = roll(d6)";
        L[42] = B.roll(ctx, "d6");
        X.at =
          "specs/navajo-wars/raids.rules:383:7: let result = die + count([for p in pieces(dinetaah) if p.kind == tribal-raid ...";
        const x48_left = L[42]!;
        const x44_items = V.readPieces(ctx, "dinetaah");
        let x45_count = 0;
        for (let x47_i = 0; x47_i < x44_items.length; x47_i++) {
          const x46_p = x44_items[x47_i]!;
          if (
            (typeof x46_p === "number" && x46_p >= 1000000000
              ? ((ctx.state.pieces[x46_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x46_p))
              : V.kindOf(ctx, x46_p)) === "tribal-raid" &&
            B.territoryOf(
              ctx,
              typeof x46_p === "number" && x46_p >= 1000000000
                ? ((ctx.state.pieces[x46_p - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x46_p))
                : B.location(ctx, x46_p),
            ) === L[12]!
          ) {
            x45_count++;
          }
        }
        L[43] = V.minus(V.plus(x48_left, x45_count), 1);
        X.at =
          "specs/navajo-wars/raids.rules:384:7: let hit = [for f in families-in-play() if territory-of(location(f)) == land a...";
        const x50_items = V.readList(ctx, ctx.fn[52 /* families-in-play */]!(ctx), "a selection");
        const x51_selected: V.Value[] = [];
        for (let x53_i = 0; x53_i < x50_items.length; x53_i++) {
          const x52_f = x50_items[x53_i]!;
          if (
            B.territoryOf(
              ctx,
              typeof x52_f === "number" && x52_f >= 1000000000
                ? ((ctx.state.pieces[x52_f - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x52_f))
                : B.location(ctx, x52_f),
            ) === L[12]! &&
            V.le(
              S_value(
                ctx,
                typeof x52_f === "number" && x52_f >= 1000000000
                  ? ((ctx.state.pieces[x52_f - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x52_f))
                  : B.location(ctx, x52_f),
              ),
              L[43]!,
            )
          )
            x51_selected.push(x52_f);
        }
        L[49] = x51_selected;
        X.at = "specs/navajo-wars/raids.rules:385:7: if die != 1 and (die == 6 or not empty(hit)) {";
        if (L[42]! !== 1 && (L[42]! === 6 || !B.empty(ctx, L[49]!))) {
          X.at = "specs/navajo-wars/raids.rules:386:9: unspecified tribal-raids";
          C.notSpecified(X, "tribal-raids");
        }
        f.pc = 5;
        continue;
      }
      case 10: {
        X.at = "specs/navajo-wars/raids.rules:380:9: evasion(who)";
        return M.call(X, f, 46 /* evasion */, actor, [L[40]!], 11);
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

const U134 = (X: C.RunContext, f: C.Frame): boolean => {
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
          if (
            (typeof x8_f === "number" && x8_f >= 1000000000
              ? ((ctx.state.pieces[x8_f - 1000000000]?.state["letter"] as V.Value | undefined) ?? R_letter(ctx, x8_f))
              : R_letter(ctx, x8_f)) === L[4]!
          ) {
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
            K_c41aae7d7da4.filter(
              (x12_a: V.Value) =>
                !!V.readList(ctx, S_territory(ctx, x12_a), "a selection").some((x13_t: V.Value) =>
                  V.isIn(ctx, x13_t, L[1]!),
                ),
            ),
            ctx.fn[0 /* dine-player */]!(ctx),
            43 /* family-area */,
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
        X.T.p[54 /* start-elders */]!(X, actor);
        return false;
      }
      case 3: {
        X.at = "specs/navajo-wars/scenarios.rules:22:5: start-family(counter, where)";
        X.T.p[53 /* start-family */]!(X, actor, L[5]!, L[10]!);
        L[3] = (L[3]! as number) + 1;
        f.pc = 1;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U135 = (X: C.RunContext, f: C.Frame): boolean => {
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
            V.readPieces(ctx, 2000000097 /* cultural-cards */).filter(
              (x3_c: V.Value) =>
                (typeof x3_c === "number" && x3_c >= 1000000000
                  ? ((ctx.state.pieces[x3_c - 1000000000]?.state["level"] as V.Value | undefined) ?? R_level(ctx, x3_c))
                  : R_level(ctx, x3_c)) === "level-1",
            ),
            L[0]!,
            44 /* cultural-set-choice */,
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
        let x4_kept: V.Value | undefined;
        const x5_items = V.readPieces(ctx, 2000000097 /* cultural-cards */);
        const x6_selected: V.Value[] = [];
        for (let x8_i = 0; x8_i < x5_items.length; x8_i++) {
          const x7_c = x5_items[x8_i]!;
          if (
            (typeof x7_c === "number" && x7_c >= 1000000000
              ? ((ctx.state.pieces[x7_c - 1000000000]?.state["level"] as V.Value | undefined) ?? R_level(ctx, x7_c))
              : R_level(ctx, x7_c)) === "level-1" &&
            (typeof x7_c === "number" && x7_c >= 1000000000
              ? ((ctx.state.pieces[x7_c - 1000000000]?.state["development"] as V.Value | undefined) ??
                R_development(ctx, x7_c))
              : R_development(ctx, x7_c)) !==
              (x4_kept ??=
                typeof L[1]! === "number" && L[1]! >= 1000000000
                  ? ((ctx.state.pieces[L[1]! - 1000000000]?.state["development"] as V.Value | undefined) ??
                    R_development(ctx, L[1]!))
                  : R_development(ctx, L[1]!))
          )
            x6_selected.push(x7_c);
        }
        C.movePieces(X, x6_selected, 2000000101 /* cultural-draw */, actor);
        X.at = "specs/navajo-wars/scenarios.rules:101:3: shuffle(cultural-draw)";
        C.shuffle(X, 2000000101 /* cultural-draw */, actor);
        X.at = "specs/navajo-wars/scenarios.rules:102:3: repeat 3 {";
        L[9] = V.repeatCount(3);
        {
          L[10] = 0;
          while ((L[10]! as number) < (L[9]! as number)) {
            X.at = "specs/navajo-wars/scenarios.rules:103:5: draw(cultural-draw, cultural-unused)";
            C.draw(X, 2000000101 /* cultural-draw */, 2000000100 /* cultural-unused */, undefined, actor);
            L[10] = (L[10]! as number) + 1;
          }
        }
        X.at =
          "specs/navajo-wars/scenarios.rules:105:3: let gone = [for c in pieces(cultural-unused) if c.level == level-1]";
        const x12_items = V.readPieces(ctx, 2000000100 /* cultural-unused */);
        const x13_selected: V.Value[] = [];
        for (let x15_i = 0; x15_i < x12_items.length; x15_i++) {
          const x14_c = x12_items[x15_i]!;
          if (
            (typeof x14_c === "number" && x14_c >= 1000000000
              ? ((ctx.state.pieces[x14_c - 1000000000]?.state["level"] as V.Value | undefined) ?? R_level(ctx, x14_c))
              : R_level(ctx, x14_c)) === "level-1"
          )
            x13_selected.push(x14_c);
        }
        L[11] = x13_selected;
        X.at = "specs/navajo-wars/scenarios.rules:106:3: for each g in gone {";
        {
          L[16] = C.items(X, L[11]!, actor);
          L[17] = 0;
          while ((L[17]! as number) < (L[16]! as V.Value[]).length) {
            L[18] = (L[16]! as V.Value[])[L[17]! as number]!;
            X.at =
              "specs/navajo-wars/scenarios.rules:107:5: move [for c in pieces(cultural-cards) if c.development == g.development] to c...";
            let x19_kept: V.Value | undefined;
            const x20_items = V.readPieces(ctx, 2000000097 /* cultural-cards */);
            const x21_selected: V.Value[] = [];
            for (let x23_i = 0; x23_i < x20_items.length; x23_i++) {
              const x22_c = x20_items[x23_i]!;
              if (
                (typeof x22_c === "number" && x22_c >= 1000000000
                  ? ((ctx.state.pieces[x22_c - 1000000000]?.state["development"] as V.Value | undefined) ??
                    R_development(ctx, x22_c))
                  : R_development(ctx, x22_c)) ===
                (x19_kept ??=
                  typeof L[18]! === "number" && L[18]! >= 1000000000
                    ? ((ctx.state.pieces[L[18]! - 1000000000]?.state["development"] as V.Value | undefined) ??
                      R_development(ctx, L[18]!))
                    : R_development(ctx, L[18]!))
              )
                x21_selected.push(x22_c);
            }
            C.movePieces(X, x21_selected, 2000000100 /* cultural-unused */, actor);
            L[17] = (L[17]! as number) + 1;
          }
        }
        X.at =
          "specs/navajo-wars/scenarios.rules:109:3: move pieces(cultural-draw) + pieces(cultural-cards) to cultural-available";
        C.movePieces(
          X,
          V.plus(B.pieces(ctx, 2000000101 /* cultural-draw */), B.pieces(ctx, 2000000097 /* cultural-cards */)),
          2000000098 /* cultural-available */,
          actor,
        );
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U136 = (X: C.RunContext, f: C.Frame): boolean => {
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
        const x5_items = V.readPieces(ctx, 2000000098 /* cultural-available */);
        const x6_selected: V.Value[] = [];
        for (let x8_i = 0; x8_i < x5_items.length; x8_i++) {
          const x7_c = x5_items[x8_i]!;
          if (
            (ctx.fn[172 /* collectable */]!(ctx, x7_c) as boolean) &&
            ((typeof x7_c === "number" && x7_c >= 1000000000
              ? ((ctx.state.pieces[x7_c - 1000000000]?.state["level"] as V.Value | undefined) ?? R_level(ctx, x7_c))
              : R_level(ctx, x7_c)) === "level-1" ||
              !V.truthy(L[1]!))
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
            45 /* cultural-collect */,
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
          C.chooseRequest(
            X,
            "c",
            L[4]!,
            L[2]!,
            46 /* cultural-card-choice */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
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
        C.movePieces(X, L[11]!, 2000000099 /* cultural-in-play */, actor);
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

const U137 = (X: C.RunContext, f: C.Frame): boolean => {
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
        return M.call(X, f, 61 /* collect-free */, actor, [1, true, L[1]!], 4);
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
        return M.call(X, f, 61 /* collect-free */, actor, [8, false, L[1]!], 8);
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
            V.readPieces(ctx, 2000000098 /* cultural-available */).filter(
              (x4_c: V.Value) =>
                (typeof x4_c === "number" && x4_c >= 1000000000
                  ? ((ctx.state.pieces[x4_c - 1000000000]?.state["level"] as V.Value | undefined) ?? R_level(ctx, x4_c))
                  : R_level(ctx, x4_c)) === "level-1",
            ),
            L[1]!,
            47 /* cultural-set-return */,
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
            45 /* cultural-collect */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          10,
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
        let x5_kept: V.Value | undefined;
        const x6_items = V.readPieces(ctx, 2000000098 /* cultural-available */);
        const x7_selected: V.Value[] = [];
        for (let x9_i = 0; x9_i < x6_items.length; x9_i++) {
          const x8_c = x6_items[x9_i]!;
          if (
            (typeof x8_c === "number" && x8_c >= 1000000000
              ? ((ctx.state.pieces[x8_c - 1000000000]?.state["development"] as V.Value | undefined) ??
                R_development(ctx, x8_c))
              : R_development(ctx, x8_c)) ===
            (x5_kept ??=
              typeof L[2]! === "number" && L[2]! >= 1000000000
                ? ((ctx.state.pieces[L[2]! - 1000000000]?.state["development"] as V.Value | undefined) ??
                  R_development(ctx, L[2]!))
                : R_development(ctx, L[2]!))
          )
            x7_selected.push(x8_c);
        }
        C.movePieces(X, x7_selected, 2000000100 /* cultural-unused */, actor);
        X.at = "specs/navajo-wars/scenarios.rules:167:5: move pieces(cultural-available) to cultural-in-play";
        C.movePieces(X, B.pieces(ctx, 2000000098 /* cultural-available */), 2000000099 /* cultural-in-play */, actor);
        f.pc = 11;
        continue;
      }
      case 13: {
        X.at = "specs/navajo-wars/scenarios.rules:170:5: if answer == collect {";
        if (L[10]! === "collect") {
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

const U138 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/scenarios.rules:180:3: prepare-cultural-cards(dine-player())";
        return M.call(X, f, 60 /* prepare-cultural-cards */, actor, [ctx.fn[0 /* dine-player */]!(ctx)], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/scenarios.rules:181:3: collect-starting-cards(start, dine-player())";
        return M.call(X, f, 62 /* collect-starting-cards */, actor, [L[0]!, ctx.fn[0 /* dine-player */]!(ctx)], 2);
      }
      case 2: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U139 = (X: C.RunContext, atOnce: boolean, endOfTurn = false): void => {
  void endOfTurn;
  void X;
  void atOnce;
};

const U140 = (X: C.RunContext): Record<string, number> => {
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

const U141 = (X: C.RunContext): { id: string; rule?: string }[] => {
  const ctx = C.exprCtx(X, undefined);
  const out: { id: string; rule?: string }[] = [];
  return out;
};

const U142 = (X: C.RunContext, type: string, b: C.Bindings): void => {
  void X;
  void type;
  void b;
};

const U143 = (X: C.RunContext, type: string, b: C.Bindings): C.Broken | null => {
  void X;
  void type;
  void b;
  return null;
};

const U144 = (ctx: V.EvalContext): V.Value => true;

const U145 = (ctx: V.EvalContext): V.Value => ctx.fn[185 /* headman */]!(ctx);

const U146 = (ctx: V.EvalContext): V.Value => {
  let x0_kept: V.Value | undefined;
  let x1_kept: V.Value | undefined;
  return V.gt((x0_kept ??= SF_influence$points(ctx, "turquoise")), (x1_kept ??= SF_influence$points(ctx, "red-basket")))
    ? "turquoise"
    : V.gt((x1_kept ??= SF_influence$points(ctx, "red-basket")), (x0_kept ??= SF_influence$points(ctx, "turquoise")))
      ? "red-basket"
      : ctx.fn[189 /* non-headman */]!(ctx);
};

const U147 = (ctx: V.EvalContext, x0_player: V.Value): V.Value =>
  x0_player === "turquoise" ? "turquoise-influence" : "red-basket-influence";

const U148 = (ctx: V.EvalContext): V.Value => (V.truthy(SF_headman(ctx, "turquoise")) ? "turquoise" : "red-basket");

const U149 = (ctx: V.EvalContext): V.Value => (V.truthy(SF_headman(ctx, "turquoise")) ? "red-basket" : "turquoise");

const U150 = (X: C.RunContext, actor: string | undefined): void => {
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

const U151 = (X: C.RunContext, actor: string | undefined, x0_start: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/two-player.rules:98:5: set turquoise.cultural-start = start";
  C.setField(X, "turquoise", "cultural-start", "=", x0_start);
};

const U152 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/two-player.rules:188:5: let now = headman()";
  let v0_now: V.Value = ctx.fn[185 /* headman */]!(ctx);
  X.at = "specs/navajo-wars/two-player.rules:189:5: set turquoise.headman = now != turquoise";
  C.setField(X, "turquoise", "headman", "=", v0_now !== "turquoise");
  X.at = "specs/navajo-wars/two-player.rules:190:5: set red-basket.headman = now == turquoise";
  C.setField(X, "red-basket", "headman", "=", v0_now === "turquoise");
};

const U153 = (X: C.RunContext, actor: string | undefined, x0_player: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/navajo-wars/two-player.rules:196:5: let other-player = if player == turquoise then red-basket else turquoise";
  let v1_other_player: V.Value = x0_player === "turquoise" ? "red-basket" : "turquoise";
  X.at = "specs/navajo-wars/two-player.rules:197:5: if other-player.influence-points > 0 {";
  if (V.gt(SF_influence$points(ctx, v1_other_player), 0)) {
    X.at = "specs/navajo-wars/two-player.rules:198:7: set other-player.influence-points -= 1";
    C.setField(X, v1_other_player, "influence-points", "-=", 1);
  } else {
    X.at = "specs/navajo-wars/two-player.rules:200:7: set player.influence-points += 1";
    C.setField(X, x0_player, "influence-points", "+=", 1);
  }
};

const U154 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, 84 /* #setup */, X.state.active, [], 1);
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
        X.at = "specs/navajo-wars/game.rules:74:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000095 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:75:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:77:7: draw(deck, current-card-space)";
        C.draw(X, 2000000095 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:78:7: between-draw-and-resolution()";
        return M.call(X, f, 1 /* between-draw-and-resolution */, X.state.active, [], 6);
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
        X.at = "specs/navajo-wars/game.rules:84:9: operations-segment()";
        return M.call(X, f, 2 /* operations-segment */, X.state.active, [], 7);
      }
      case 7: {
        X.T.sudden(X, false);
        f.pc = !!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean) ? 8 : 9;
        continue;
      }
      case 8: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:92:9: resolve-major-event(current-card())";
        return M.call(X, f, 5 /* resolve-major-event */, X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 11);
      }
      case 9: {
        f.pc = 10;
        continue;
      }
      case 10: {
        X.T.sudden(X, false);
        if (!!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean)) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:98:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:106:7: zero-manless-ferocity()";
        X.T.p[20 /* zero-manless-ferocity */]!(X, X.state.active);
        X.at = "specs/navajo-wars/game.rules:107:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:108:7: if value(planning-done) == 1 {";
        if (B.value(ctx, ctx.state.tracks["planning-done"] ?? null) === 1) {
          X.at = "specs/navajo-wars/game.rules:109:9: set planning-done = 0";
          C.setTrack(X, 0 /* planning-done */, "=", 0);
        }
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

const U155 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:25:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at = "specs/navajo-wars/two-player.rules:85:5: influence-elders()";
        return M.call(X, f, 76 /* influence-elders */, X.state.active, [], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/two-player.rules:86:5: influence-families()";
        return M.call(X, f, 78 /* influence-families */, X.state.active, [], 2);
      }
      case 2: {
        X.at = "specs/navajo-wars/two-player.rules:87:5: adjust-ferocity()";
        return M.call(X, f, 80 /* adjust-ferocity */, X.state.active, [], 3);
      }
      case 3: {
        X.at = "specs/navajo-wars/two-player.rules:89:5: if not empty(pieces(cultural-cards)) {";
        f.pc = !(V.readPieces(ctx, 2000000097 /* cultural-cards */).length === 0) ? 4 : 5;
        continue;
      }
      case 4: {
        X.at = "specs/navajo-wars/two-player.rules:90:7: prepare-cultural-cards(headman())";
        return M.call(X, f, 60 /* prepare-cultural-cards */, X.state.active, [ctx.fn[185 /* headman */]!(ctx)], 7);
      }
      case 5: {
        f.pc = 6;
        continue;
      }
      case 6: {
        return false;
      }
      case 7: {
        X.at =
          "specs/navajo-wars/two-player.rules:91:7: collect-starting-cards(turquoise.cultural-start, non-headman())";
        return M.call(
          X,
          f,
          62 /* collect-starting-cards */,
          X.state.active,
          [SF_cultural$start(ctx, "turquoise"), ctx.fn[189 /* non-headman */]!(ctx)],
          8,
        );
      }
      case 8: {
        f.pc = 6;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U156 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/two-player.rules:162:5: let n = count(pieces(elder-display))";
        L[0] = V.readPieces(ctx, 2000000081 /* elder-display */).length;
        X.at =
          "specs/navajo-wars/two-player.rules:163:5: if count([for e in pieces(elder-display) if e.influence == mark-of(headman())...";
        const x1_items = V.readPieces(ctx, 2000000081 /* elder-display */);
        let x2_count = 0;
        for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
          const x3_e = x1_items[x4_i]!;
          if (
            (typeof x3_e === "number" && x3_e >= 1000000000
              ? ((ctx.state.pieces[x3_e - 1000000000]?.state["influence"] as V.Value | undefined) ??
                R_influence(ctx, x3_e))
              : R_influence(ctx, x3_e)) === ctx.fn[181 /* mark-of */]!(ctx, ctx.fn[185 /* headman */]!(ctx))
          ) {
            x2_count++;
          }
        }
        f.pc = V.gt(V.times(x2_count, 2), L[0]!) ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = 'specs/navajo-wars/two-player.rules:164:7: log("the Headman keeps the Headman card")';
        C.log(X, "the Headman keeps the Headman card");
        f.pc = 3;
        continue;
      }
      case 2: {
        X.at =
          "specs/navajo-wars/two-player.rules:165:12: if count([for e in pieces(elder-display) if e.influence == mark-of(non-headma...";
        const x5_items = V.readPieces(ctx, 2000000081 /* elder-display */);
        let x6_count = 0;
        for (let x8_i = 0; x8_i < x5_items.length; x8_i++) {
          const x7_e = x5_items[x8_i]!;
          if (
            (typeof x7_e === "number" && x7_e >= 1000000000
              ? ((ctx.state.pieces[x7_e - 1000000000]?.state["influence"] as V.Value | undefined) ??
                R_influence(ctx, x7_e))
              : R_influence(ctx, x7_e)) === ctx.fn[181 /* mark-of */]!(ctx, ctx.fn[189 /* non-headman */]!(ctx))
          ) {
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
        X.at = "specs/navajo-wars/two-player.rules:166:7: pass-headman()";
        X.T.p[81 /* pass-headman */]!(X, actor);
        f.pc = 6;
        continue;
      }
      case 5: {
        X.at = "specs/navajo-wars/two-player.rules:167:12: if n > 0 {";
        f.pc = V.gt(L[0]!, 0) ? 7 : 8;
        continue;
      }
      case 6: {
        f.pc = 3;
        continue;
      }
      case 7: {
        X.at = "specs/navajo-wars/two-player.rules:168:7: unspecified headman-enemy-way";
        C.notSpecified(X, "headman-enemy-way");
        f.pc = 9;
        continue;
      }
      case 8: {
        X.at =
          "specs/navajo-wars/two-player.rules:170:7: place-elders(take([for p in pieces(passage-of-time) if p.role == elder] + pie...";
        const x9_items = V.readPieces(ctx, 2000000090 /* passage-of-time */);
        const x10_selected: V.Value[] = [];
        for (let x12_i = 0; x12_i < x9_items.length; x12_i++) {
          const x11_p = x9_items[x12_i]!;
          if (
            (typeof x11_p === "number" && x11_p >= 1000000000
              ? ((ctx.state.pieces[x11_p - 1000000000]?.state["role"] as V.Value | undefined) ?? R_role(ctx, x11_p))
              : R_role(ctx, x11_p)) === "elder"
          )
            x10_selected.push(x11_p);
        }
        X.T.p[55 /* place-elders */]!(
          X,
          actor,
          B.take(ctx, V.plus(x10_selected, B.pieces(ctx, 2000000066 /* elders */)), 3),
        );
        X.at = "specs/navajo-wars/two-player.rules:171:7: repeat 2 {";
        L[13] = V.repeatCount(2);
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
        X.at = "specs/navajo-wars/two-player.rules:172:9: place-elder-influence(non-headman())";
        return M.call(X, f, 77 /* place-elder-influence */, actor, [ctx.fn[189 /* non-headman */]!(ctx)], 12);
      }
      case 11: {
        X.at = "specs/navajo-wars/two-player.rules:174:7: for each e in pieces(elder-display) {";
        {
          L[15] = C.items(X, B.pieces(ctx, 2000000081 /* elder-display */), actor);
          L[16] = 0;
          while ((L[16]! as number) < (L[15]! as V.Value[]).length) {
            L[17] = (L[15]! as V.Value[])[L[16]! as number]!;
            X.at = "specs/navajo-wars/two-player.rules:175:9: if e.influence == no-influence {";
            if (
              (typeof L[17]! === "number" && L[17]! >= 1000000000
                ? ((ctx.state.pieces[L[17]! - 1000000000]?.state["influence"] as V.Value | undefined) ??
                  R_influence(ctx, L[17]!))
                : R_influence(ctx, L[17]!)) === "no-influence"
            ) {
              X.at = "specs/navajo-wars/two-player.rules:176:11: set e.influence = mark-of(headman())";
              C.setField(X, L[17]!, "influence", "=", ctx.fn[181 /* mark-of */]!(ctx, ctx.fn[185 /* headman */]!(ctx)));
            }
            L[16] = (L[16]! as number) + 1;
          }
        }
        X.at = "specs/navajo-wars/two-player.rules:179:7: pass-headman()";
        X.T.p[81 /* pass-headman */]!(X, actor);
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

const U157 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/two-player.rules:104:5: if not empty(pieces(elder-display)) {";
        f.pc = !(V.readPieces(ctx, 2000000081 /* elder-display */).length === 0) ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/navajo-wars/two-player.rules:105:7: repeat count(pieces(elder-display)) / 2 + 1 {";
        L[0] = V.repeatCount(V.plus(V.divide(V.readPieces(ctx, 2000000081 /* elder-display */).length, 2), 1));
        L[1] = 0;
        f.pc = 4;
        continue;
      }
      case 2: {
        f.pc = 3;
        continue;
      }
      case 3: {
        X.at = "specs/navajo-wars/two-player.rules:109:5: for each e in pieces(elder-display) {";
        {
          L[2] = C.items(X, B.pieces(ctx, 2000000081 /* elder-display */), actor);
          L[3] = 0;
          while ((L[3]! as number) < (L[2]! as V.Value[]).length) {
            L[4] = (L[2]! as V.Value[])[L[3]! as number]!;
            X.at = "specs/navajo-wars/two-player.rules:110:7: if e.influence == no-influence {";
            if (
              (typeof L[4]! === "number" && L[4]! >= 1000000000
                ? ((ctx.state.pieces[L[4]! - 1000000000]?.state["influence"] as V.Value | undefined) ??
                  R_influence(ctx, L[4]!))
                : R_influence(ctx, L[4]!)) === "no-influence"
            ) {
              X.at = "specs/navajo-wars/two-player.rules:111:9: set e.influence = mark-of(non-headman())";
              C.setField(
                X,
                L[4]!,
                "influence",
                "=",
                ctx.fn[181 /* mark-of */]!(ctx, ctx.fn[189 /* non-headman */]!(ctx)),
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
        X.at = "specs/navajo-wars/two-player.rules:106:9: place-elder-influence(headman())";
        return M.call(X, f, 77 /* place-elder-influence */, actor, [ctx.fn[185 /* headman */]!(ctx)], 6);
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

const U158 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at =
          "specs/navajo-wars/two-player.rules:117:5: choose e from [for x in pieces(elder-display) if x.influence != mark-of(playe...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "e",
            V.readPieces(ctx, 2000000081 /* elder-display */).filter(
              (x3_x: V.Value) =>
                (typeof x3_x === "number" && x3_x >= 1000000000
                  ? ((ctx.state.pieces[x3_x - 1000000000]?.state["influence"] as V.Value | undefined) ??
                    R_influence(ctx, x3_x))
                  : R_influence(ctx, x3_x)) !== ctx.fn[181 /* mark-of */]!(ctx, L[0]!),
            ),
            L[0]!,
            48 /* elder-influence */,
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
        X.at = "specs/navajo-wars/two-player.rules:118:5: set e.influence = mark-of(player)";
        C.setField(X, L[1]!, "influence", "=", ctx.fn[181 /* mark-of */]!(ctx, L[0]!));
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U159 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at =
          "specs/navajo-wars/two-player.rules:125:5: let first-left = count([for e in pieces(elder-display) if e.influence == mark...";
        let x1_kept: V.Value | undefined;
        let x2_kept: V.Value | undefined;
        const x3_items = V.readPieces(ctx, 2000000081 /* elder-display */);
        let x4_count = 0;
        for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
          const x5_e = x3_items[x6_i]!;
          if (
            (typeof x5_e === "number" && x5_e >= 1000000000
              ? ((ctx.state.pieces[x5_e - 1000000000]?.state["influence"] as V.Value | undefined) ??
                R_influence(ctx, x5_e))
              : R_influence(ctx, x5_e)) ===
            (x2_kept ??= ctx.fn[181 /* mark-of */]!(ctx, (x1_kept ??= ctx.fn[185 /* headman */]!(ctx))))
          ) {
            x4_count++;
          }
        }
        L[0] = x4_count;
        X.at =
          "specs/navajo-wars/two-player.rules:126:5: let second-left = count([for e in pieces(elder-display) if e.influence == mar...";
        let x8_kept: V.Value | undefined;
        let x9_kept: V.Value | undefined;
        const x10_items = V.readPieces(ctx, 2000000081 /* elder-display */);
        let x11_count = 0;
        for (let x13_i = 0; x13_i < x10_items.length; x13_i++) {
          const x12_e = x10_items[x13_i]!;
          if (
            (typeof x12_e === "number" && x12_e >= 1000000000
              ? ((ctx.state.pieces[x12_e - 1000000000]?.state["influence"] as V.Value | undefined) ??
                R_influence(ctx, x12_e))
              : R_influence(ctx, x12_e)) ===
            (x9_kept ??= ctx.fn[181 /* mark-of */]!(ctx, (x8_kept ??= ctx.fn[189 /* non-headman */]!(ctx))))
          ) {
            x11_count++;
          }
        }
        L[7] = x11_count;
        X.at = "specs/navajo-wars/two-player.rules:127:5: while first-left + second-left > 0 {";
        L[14] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!V.gt(V.plus(L[0]!, L[7]!), 0)) {
          f.pc = 2;
          continue;
        }
        if ((L[14]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[14] = (L[14]! as number) + 1;
        X.at = "specs/navajo-wars/two-player.rules:128:7: if first-left > 0 {";
        f.pc = V.gt(L[0]!, 0) ? 3 : 4;
        continue;
      }
      case 2: {
        return false;
      }
      case 3: {
        X.at = "specs/navajo-wars/two-player.rules:129:9: place-family-influence(headman())";
        return M.call(X, f, 79 /* place-family-influence */, actor, [ctx.fn[185 /* headman */]!(ctx)], 6);
      }
      case 4: {
        f.pc = 5;
        continue;
      }
      case 5: {
        X.at = "specs/navajo-wars/two-player.rules:132:7: if second-left > 0 {";
        f.pc = V.gt(L[7]!, 0) ? 7 : 8;
        continue;
      }
      case 6: {
        X.at = "specs/navajo-wars/two-player.rules:130:9: set first-left -= 1";
        L[0] = C.combine("-=", L[0]!, 1);
        f.pc = 5;
        continue;
      }
      case 7: {
        X.at = "specs/navajo-wars/two-player.rules:133:9: place-family-influence(non-headman())";
        return M.call(X, f, 79 /* place-family-influence */, actor, [ctx.fn[189 /* non-headman */]!(ctx)], 10);
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
        X.at = "specs/navajo-wars/two-player.rules:134:9: set second-left -= 1";
        L[7] = C.combine("-=", L[7]!, 1);
        f.pc = 9;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U160 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at =
          "specs/navajo-wars/two-player.rules:140:5: let open = [for f in pieces(dinetaah) if f.kind == family and f.influence != ...";
        let x2_kept: V.Value | undefined;
        const x3_items = V.readPieces(ctx, "dinetaah");
        const x4_selected: V.Value[] = [];
        for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
          const x5_f = x3_items[x6_i]!;
          if (
            (typeof x5_f === "number" && x5_f >= 1000000000
              ? ((ctx.state.pieces[x5_f - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x5_f))
              : V.kindOf(ctx, x5_f)) === "family" &&
            (typeof x5_f === "number" && x5_f >= 1000000000
              ? ((ctx.state.pieces[x5_f - 1000000000]?.state["influence"] as V.Value | undefined) ??
                R_influence(ctx, x5_f))
              : R_influence(ctx, x5_f)) !== (x2_kept ??= ctx.fn[181 /* mark-of */]!(ctx, L[0]!))
          )
            x4_selected.push(x5_f);
        }
        L[1] = x4_selected;
        X.at = "specs/navajo-wars/two-player.rules:141:5: if not empty(open) {";
        f.pc = !B.empty(ctx, L[1]!) ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/navajo-wars/two-player.rules:142:7: choose f from open by player as family-influence";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "f",
            L[1]!,
            L[0]!,
            49 /* family-influence */,
            actor,
            undefined,
            false,
            undefined,
            undefined,
          ),
          7,
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
        X.at = "specs/navajo-wars/two-player.rules:143:7: set f.influence = mark-of(player)";
        C.setField(X, L[7]!, "influence", "=", ctx.fn[181 /* mark-of */]!(ctx, L[0]!));
        f.pc = 3;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U161 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at =
          "specs/navajo-wars/two-player.rules:149:5: for each f in [for x in pieces(dinetaah) if x.kind == family and x.influence ...";
        const x0_items = V.readPieces(ctx, "dinetaah");
        const x1_selected: V.Value[] = [];
        for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
          const x2_x = x0_items[x3_i]!;
          if (
            (typeof x2_x === "number" && x2_x >= 1000000000
              ? ((ctx.state.pieces[x2_x - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x2_x))
              : V.kindOf(ctx, x2_x)) === "family" &&
            (typeof x2_x === "number" && x2_x >= 1000000000
              ? ((ctx.state.pieces[x2_x - 1000000000]?.state["influence"] as V.Value | undefined) ??
                R_influence(ctx, x2_x))
              : R_influence(ctx, x2_x)) === ctx.fn[181 /* mark-of */]!(ctx, ctx.fn[189 /* non-headman */]!(ctx))
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
          "specs/navajo-wars/two-player.rules:150:7: choose level from [0, 1, 2, 3] by non-headman() as starting-ferocity about f";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "level",
            K_15a8faf56001,
            ctx.fn[189 /* non-headman */]!(ctx),
            50 /* starting-ferocity */,
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
        X.at = "specs/navajo-wars/two-player.rules:151:7: set f.ferocity = level";
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

const U162 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, 84 /* #setup */, X.state.active, [], 1);
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
          X.T.p[70 /* judge-margin */]!(X, X.state.active);
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
        X.at = "specs/navajo-wars/game.rules:74:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000095 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:75:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:77:7: draw(deck, current-card-space)";
        C.draw(X, 2000000095 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:78:7: between-draw-and-resolution()";
        X.T.p[1 /* between-draw-and-resolution */]!(X, X.state.active);
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:84:9: operations-segment()";
        return M.call(X, f, 2 /* operations-segment */, X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        f.pc = !!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean) ? 7 : 8;
        continue;
      }
      case 7: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:92:9: resolve-major-event(current-card())";
        return M.call(X, f, 5 /* resolve-major-event */, X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 10);
      }
      case 8: {
        f.pc = 9;
        continue;
      }
      case 9: {
        X.T.sudden(X, false);
        if (!!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean)) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:98:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:106:7: zero-manless-ferocity()";
        X.T.p[20 /* zero-manless-ferocity */]!(X, X.state.active);
        X.at = "specs/navajo-wars/game.rules:107:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:108:7: if value(planning-done) == 1 {";
        if (B.value(ctx, ctx.state.tracks["planning-done"] ?? null) === 1) {
          X.at = "specs/navajo-wars/game.rules:109:9: set planning-done = 0";
          C.setTrack(X, 0 /* planning-done */, "=", 0);
        }
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

const U163 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:25:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:345:5: tutorial-families()";
        X.T.p[71 /* tutorial-families */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:346:5: fill-raid-pool(3, 3, 3, 3, 2, 1, 0)";
        X.T.p[57 /* fill-raid-pool */]!(X, X.state.active, 3, 3, 3, 3, 2, 1, 0);
        X.at = "specs/navajo-wars/scenarios.rules:347:5: set-tracks(5, 4, 9, 3, 5)";
        X.T.p[64 /* set-tracks */]!(X, X.state.active, 5, 4, 9, 3, 5);
        X.at = "specs/navajo-wars/scenarios.rules:348:5: tutorial-instructions()";
        X.T.p[72 /* tutorial-instructions */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:349:5: tutorial-cultural-cards()";
        X.T.p[73 /* tutorial-cultural-cards */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:350:5: tutorial-deck()";
        X.T.p[74 /* tutorial-deck */]!(X, X.state.active);
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U164 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, 84 /* #setup */, X.state.active, [], 1);
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
          X.T.p[70 /* judge-margin */]!(X, X.state.active);
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
        X.at = "specs/navajo-wars/game.rules:74:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000095 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:75:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:77:7: draw(deck, current-card-space)";
        C.draw(X, 2000000095 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:78:7: between-draw-and-resolution()";
        return M.call(X, f, 1 /* between-draw-and-resolution */, X.state.active, [], 6);
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
        X.at = "specs/navajo-wars/game.rules:84:9: operations-segment()";
        return M.call(X, f, 2 /* operations-segment */, X.state.active, [], 7);
      }
      case 7: {
        X.T.sudden(X, false);
        f.pc = !!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean) ? 8 : 9;
        continue;
      }
      case 8: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:92:9: resolve-major-event(current-card())";
        return M.call(X, f, 5 /* resolve-major-event */, X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 11);
      }
      case 9: {
        f.pc = 10;
        continue;
      }
      case 10: {
        X.T.sudden(X, false);
        if (!!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean)) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:98:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:106:7: zero-manless-ferocity()";
        X.T.p[20 /* zero-manless-ferocity */]!(X, X.state.active);
        X.at = "specs/navajo-wars/game.rules:107:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:108:7: if value(planning-done) == 1 {";
        if (B.value(ctx, ctx.state.tracks["planning-done"] ?? null) === 1) {
          X.at = "specs/navajo-wars/game.rules:109:9: set planning-done = 0";
          C.setTrack(X, 0 /* planning-done */, "=", 0);
        }
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

const U165 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:25:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:345:5: tutorial-families()";
        X.T.p[71 /* tutorial-families */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:346:5: fill-raid-pool(3, 3, 3, 3, 2, 1, 0)";
        X.T.p[57 /* fill-raid-pool */]!(X, X.state.active, 3, 3, 3, 3, 2, 1, 0);
        X.at = "specs/navajo-wars/scenarios.rules:347:5: set-tracks(5, 4, 9, 3, 5)";
        X.T.p[64 /* set-tracks */]!(X, X.state.active, 5, 4, 9, 3, 5);
        X.at = "specs/navajo-wars/scenarios.rules:348:5: tutorial-instructions()";
        X.T.p[72 /* tutorial-instructions */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:349:5: tutorial-cultural-cards()";
        X.T.p[73 /* tutorial-cultural-cards */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:350:5: tutorial-deck()";
        X.T.p[74 /* tutorial-deck */]!(X, X.state.active);
        X.at = "specs/navajo-wars/two-player.rules:85:5: influence-elders()";
        return M.call(X, f, 76 /* influence-elders */, X.state.active, [], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/two-player.rules:86:5: influence-families()";
        return M.call(X, f, 78 /* influence-families */, X.state.active, [], 2);
      }
      case 2: {
        X.at = "specs/navajo-wars/two-player.rules:87:5: adjust-ferocity()";
        return M.call(X, f, 80 /* adjust-ferocity */, X.state.active, [], 3);
      }
      case 3: {
        X.at = "specs/navajo-wars/two-player.rules:89:5: if not empty(pieces(cultural-cards)) {";
        f.pc = !(V.readPieces(ctx, 2000000097 /* cultural-cards */).length === 0) ? 4 : 5;
        continue;
      }
      case 4: {
        X.at = "specs/navajo-wars/two-player.rules:90:7: prepare-cultural-cards(headman())";
        return M.call(X, f, 60 /* prepare-cultural-cards */, X.state.active, [ctx.fn[185 /* headman */]!(ctx)], 7);
      }
      case 5: {
        f.pc = 6;
        continue;
      }
      case 6: {
        return false;
      }
      case 7: {
        X.at =
          "specs/navajo-wars/two-player.rules:91:7: collect-starting-cards(turquoise.cultural-start, non-headman())";
        return M.call(
          X,
          f,
          62 /* collect-starting-cards */,
          X.state.active,
          [SF_cultural$start(ctx, "turquoise"), ctx.fn[189 /* non-headman */]!(ctx)],
          8,
        );
      }
      case 8: {
        f.pc = 6;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U166 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, 84 /* #setup */, X.state.active, [], 1);
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
          X.T.p[70 /* judge-margin */]!(X, X.state.active);
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
        X.at = "specs/navajo-wars/game.rules:74:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000095 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:75:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:77:7: draw(deck, current-card-space)";
        C.draw(X, 2000000095 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:78:7: between-draw-and-resolution()";
        X.T.p[1 /* between-draw-and-resolution */]!(X, X.state.active);
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:84:9: operations-segment()";
        return M.call(X, f, 2 /* operations-segment */, X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        f.pc = !!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean) ? 7 : 8;
        continue;
      }
      case 7: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:92:9: resolve-major-event(current-card())";
        return M.call(X, f, 5 /* resolve-major-event */, X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 10);
      }
      case 8: {
        f.pc = 9;
        continue;
      }
      case 9: {
        X.T.sudden(X, false);
        if (!!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean)) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:98:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:106:7: zero-manless-ferocity()";
        X.T.p[20 /* zero-manless-ferocity */]!(X, X.state.active);
        X.at = "specs/navajo-wars/game.rules:107:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:108:7: if value(planning-done) == 1 {";
        if (B.value(ctx, ctx.state.tracks["planning-done"] ?? null) === 1) {
          X.at = "specs/navajo-wars/game.rules:109:9: set planning-done = 0";
          C.setTrack(X, 0 /* planning-done */, "=", 0);
        }
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

const U167 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:25:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:364:5: place-families([a, b, c], [shiprock, san-juan-valley, canyon-de-chelly])";
        return M.call(X, f, 52 /* place-families */, X.state.active, [K_52520477f38a, K_201b71e7eff4], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/scenarios.rules:365:5: fill-raid-pool(3, 3, 3, 3, 2, 1, 0)";
        X.T.p[57 /* fill-raid-pool */]!(X, X.state.active, 3, 3, 3, 3, 2, 1, 0);
        X.at = "specs/navajo-wars/scenarios.rules:366:5: set-tracks(5, 4, 9, 3, 5)";
        X.T.p[64 /* set-tracks */]!(X, X.state.active, 5, 4, 9, 3, 5);
        X.at = "specs/navajo-wars/scenarios.rules:367:5: set-instructions(spanish)";
        X.T.p[65 /* set-instructions */]!(X, X.state.active, "spanish");
        X.at = "specs/navajo-wars/scenarios.rules:368:5: rise-of-the-people-deck()";
        X.T.p[67 /* rise-of-the-people-deck */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:369:5: cultural-development-setup(one-level-1)";
        return M.call(X, f, 63 /* cultural-development-setup */, X.state.active, ["one-level-1"], 2);
      }
      case 2: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U168 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, 84 /* #setup */, X.state.active, [], 1);
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
          X.T.p[70 /* judge-margin */]!(X, X.state.active);
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
        X.at = "specs/navajo-wars/game.rules:74:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000095 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:75:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:77:7: draw(deck, current-card-space)";
        C.draw(X, 2000000095 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:78:7: between-draw-and-resolution()";
        return M.call(X, f, 1 /* between-draw-and-resolution */, X.state.active, [], 6);
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
        X.at = "specs/navajo-wars/game.rules:84:9: operations-segment()";
        return M.call(X, f, 2 /* operations-segment */, X.state.active, [], 7);
      }
      case 7: {
        X.T.sudden(X, false);
        f.pc = !!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean) ? 8 : 9;
        continue;
      }
      case 8: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:92:9: resolve-major-event(current-card())";
        return M.call(X, f, 5 /* resolve-major-event */, X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 11);
      }
      case 9: {
        f.pc = 10;
        continue;
      }
      case 10: {
        X.T.sudden(X, false);
        if (!!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean)) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:98:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:106:7: zero-manless-ferocity()";
        X.T.p[20 /* zero-manless-ferocity */]!(X, X.state.active);
        X.at = "specs/navajo-wars/game.rules:107:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:108:7: if value(planning-done) == 1 {";
        if (B.value(ctx, ctx.state.tracks["planning-done"] ?? null) === 1) {
          X.at = "specs/navajo-wars/game.rules:109:9: set planning-done = 0";
          C.setTrack(X, 0 /* planning-done */, "=", 0);
        }
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

const U169 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:25:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:364:5: place-families([a, b, c], [shiprock, san-juan-valley, canyon-de-chelly])";
        return M.call(X, f, 52 /* place-families */, X.state.active, [K_52520477f38a, K_201b71e7eff4], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/scenarios.rules:365:5: fill-raid-pool(3, 3, 3, 3, 2, 1, 0)";
        X.T.p[57 /* fill-raid-pool */]!(X, X.state.active, 3, 3, 3, 3, 2, 1, 0);
        X.at = "specs/navajo-wars/scenarios.rules:366:5: set-tracks(5, 4, 9, 3, 5)";
        X.T.p[64 /* set-tracks */]!(X, X.state.active, 5, 4, 9, 3, 5);
        X.at = "specs/navajo-wars/scenarios.rules:367:5: set-instructions(spanish)";
        X.T.p[65 /* set-instructions */]!(X, X.state.active, "spanish");
        X.at = "specs/navajo-wars/scenarios.rules:368:5: rise-of-the-people-deck()";
        X.T.p[67 /* rise-of-the-people-deck */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:369:5: cultural-development-setup(one-level-1)";
        X.T.p[63 /* cultural-development-setup */]!(X, X.state.active, "one-level-1");
        X.at = "specs/navajo-wars/two-player.rules:85:5: influence-elders()";
        return M.call(X, f, 76 /* influence-elders */, X.state.active, [], 2);
      }
      case 2: {
        X.at = "specs/navajo-wars/two-player.rules:86:5: influence-families()";
        return M.call(X, f, 78 /* influence-families */, X.state.active, [], 3);
      }
      case 3: {
        X.at = "specs/navajo-wars/two-player.rules:87:5: adjust-ferocity()";
        return M.call(X, f, 80 /* adjust-ferocity */, X.state.active, [], 4);
      }
      case 4: {
        X.at = "specs/navajo-wars/two-player.rules:89:5: if not empty(pieces(cultural-cards)) {";
        f.pc = !(V.readPieces(ctx, 2000000097 /* cultural-cards */).length === 0) ? 5 : 6;
        continue;
      }
      case 5: {
        X.at = "specs/navajo-wars/two-player.rules:90:7: prepare-cultural-cards(headman())";
        return M.call(X, f, 60 /* prepare-cultural-cards */, X.state.active, [ctx.fn[185 /* headman */]!(ctx)], 8);
      }
      case 6: {
        f.pc = 7;
        continue;
      }
      case 7: {
        return false;
      }
      case 8: {
        X.at =
          "specs/navajo-wars/two-player.rules:91:7: collect-starting-cards(turquoise.cultural-start, non-headman())";
        return M.call(
          X,
          f,
          62 /* collect-starting-cards */,
          X.state.active,
          [SF_cultural$start(ctx, "turquoise"), ctx.fn[189 /* non-headman */]!(ctx)],
          9,
        );
      }
      case 9: {
        f.pc = 7;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U170 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, 84 /* #setup */, X.state.active, [], 1);
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
          X.T.p[70 /* judge-margin */]!(X, X.state.active);
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
        X.at = "specs/navajo-wars/game.rules:74:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000095 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:75:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:77:7: draw(deck, current-card-space)";
        C.draw(X, 2000000095 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:78:7: between-draw-and-resolution()";
        X.T.p[1 /* between-draw-and-resolution */]!(X, X.state.active);
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:84:9: operations-segment()";
        return M.call(X, f, 2 /* operations-segment */, X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        f.pc = !!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean) ? 7 : 8;
        continue;
      }
      case 7: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:92:9: resolve-major-event(current-card())";
        return M.call(X, f, 5 /* resolve-major-event */, X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 10);
      }
      case 8: {
        f.pc = 9;
        continue;
      }
      case 9: {
        X.T.sudden(X, false);
        if (!!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean)) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:98:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:106:7: zero-manless-ferocity()";
        X.T.p[20 /* zero-manless-ferocity */]!(X, X.state.active);
        X.at = "specs/navajo-wars/game.rules:107:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:108:7: if value(planning-done) == 1 {";
        if (B.value(ctx, ctx.state.tracks["planning-done"] ?? null) === 1) {
          X.at = "specs/navajo-wars/game.rules:109:9: set planning-done = 0";
          C.setTrack(X, 0 /* planning-done */, "=", 0);
        }
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

const U171 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:25:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:384:5: place-families([a, b, c], [shiprock, san-juan-valley, canyon-de-chelly])";
        return M.call(X, f, 52 /* place-families */, X.state.active, [K_52520477f38a, K_201b71e7eff4], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/scenarios.rules:385:5: fill-raid-pool(3, 3, 3, 3, 2, 1, 0)";
        X.T.p[57 /* fill-raid-pool */]!(X, X.state.active, 3, 3, 3, 3, 2, 1, 0);
        X.at = "specs/navajo-wars/scenarios.rules:386:5: set-tracks(5, 4, 9, 3, 5)";
        X.T.p[64 /* set-tracks */]!(X, X.state.active, 5, 4, 9, 3, 5);
        X.at = "specs/navajo-wars/scenarios.rules:387:5: set-instructions(spanish)";
        X.T.p[65 /* set-instructions */]!(X, X.state.active, "spanish");
        X.at = "specs/navajo-wars/scenarios.rules:388:5: period-deck([card-41, card-42, card-43, card-44, card-45])";
        X.T.p[66 /* period-deck */]!(X, X.state.active, K_f310a4c1d3cb);
        X.at = "specs/navajo-wars/scenarios.rules:389:5: cultural-development-setup(one-level-1)";
        return M.call(X, f, 63 /* cultural-development-setup */, X.state.active, ["one-level-1"], 2);
      }
      case 2: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U172 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, 84 /* #setup */, X.state.active, [], 1);
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
          X.T.p[70 /* judge-margin */]!(X, X.state.active);
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
        X.at = "specs/navajo-wars/game.rules:74:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000095 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:75:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:77:7: draw(deck, current-card-space)";
        C.draw(X, 2000000095 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:78:7: between-draw-and-resolution()";
        return M.call(X, f, 1 /* between-draw-and-resolution */, X.state.active, [], 6);
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
        X.at = "specs/navajo-wars/game.rules:84:9: operations-segment()";
        return M.call(X, f, 2 /* operations-segment */, X.state.active, [], 7);
      }
      case 7: {
        X.T.sudden(X, false);
        f.pc = !!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean) ? 8 : 9;
        continue;
      }
      case 8: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:92:9: resolve-major-event(current-card())";
        return M.call(X, f, 5 /* resolve-major-event */, X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 11);
      }
      case 9: {
        f.pc = 10;
        continue;
      }
      case 10: {
        X.T.sudden(X, false);
        if (!!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean)) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:98:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:106:7: zero-manless-ferocity()";
        X.T.p[20 /* zero-manless-ferocity */]!(X, X.state.active);
        X.at = "specs/navajo-wars/game.rules:107:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:108:7: if value(planning-done) == 1 {";
        if (B.value(ctx, ctx.state.tracks["planning-done"] ?? null) === 1) {
          X.at = "specs/navajo-wars/game.rules:109:9: set planning-done = 0";
          C.setTrack(X, 0 /* planning-done */, "=", 0);
        }
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

const U173 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:25:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:384:5: place-families([a, b, c], [shiprock, san-juan-valley, canyon-de-chelly])";
        return M.call(X, f, 52 /* place-families */, X.state.active, [K_52520477f38a, K_201b71e7eff4], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/scenarios.rules:385:5: fill-raid-pool(3, 3, 3, 3, 2, 1, 0)";
        X.T.p[57 /* fill-raid-pool */]!(X, X.state.active, 3, 3, 3, 3, 2, 1, 0);
        X.at = "specs/navajo-wars/scenarios.rules:386:5: set-tracks(5, 4, 9, 3, 5)";
        X.T.p[64 /* set-tracks */]!(X, X.state.active, 5, 4, 9, 3, 5);
        X.at = "specs/navajo-wars/scenarios.rules:387:5: set-instructions(spanish)";
        X.T.p[65 /* set-instructions */]!(X, X.state.active, "spanish");
        X.at = "specs/navajo-wars/scenarios.rules:388:5: period-deck([card-41, card-42, card-43, card-44, card-45])";
        X.T.p[66 /* period-deck */]!(X, X.state.active, K_f310a4c1d3cb);
        X.at = "specs/navajo-wars/scenarios.rules:389:5: cultural-development-setup(one-level-1)";
        X.T.p[63 /* cultural-development-setup */]!(X, X.state.active, "one-level-1");
        X.at = "specs/navajo-wars/two-player.rules:85:5: influence-elders()";
        return M.call(X, f, 76 /* influence-elders */, X.state.active, [], 2);
      }
      case 2: {
        X.at = "specs/navajo-wars/two-player.rules:86:5: influence-families()";
        return M.call(X, f, 78 /* influence-families */, X.state.active, [], 3);
      }
      case 3: {
        X.at = "specs/navajo-wars/two-player.rules:87:5: adjust-ferocity()";
        return M.call(X, f, 80 /* adjust-ferocity */, X.state.active, [], 4);
      }
      case 4: {
        X.at = "specs/navajo-wars/two-player.rules:89:5: if not empty(pieces(cultural-cards)) {";
        f.pc = !(V.readPieces(ctx, 2000000097 /* cultural-cards */).length === 0) ? 5 : 6;
        continue;
      }
      case 5: {
        X.at = "specs/navajo-wars/two-player.rules:90:7: prepare-cultural-cards(headman())";
        return M.call(X, f, 60 /* prepare-cultural-cards */, X.state.active, [ctx.fn[185 /* headman */]!(ctx)], 8);
      }
      case 6: {
        f.pc = 7;
        continue;
      }
      case 7: {
        return false;
      }
      case 8: {
        X.at =
          "specs/navajo-wars/two-player.rules:91:7: collect-starting-cards(turquoise.cultural-start, non-headman())";
        return M.call(
          X,
          f,
          62 /* collect-starting-cards */,
          X.state.active,
          [SF_cultural$start(ctx, "turquoise"), ctx.fn[189 /* non-headman */]!(ctx)],
          9,
        );
      }
      case 9: {
        f.pc = 7;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U174 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, 84 /* #setup */, X.state.active, [], 1);
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
          X.T.p[70 /* judge-margin */]!(X, X.state.active);
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
        X.at = "specs/navajo-wars/game.rules:74:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000095 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:75:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:77:7: draw(deck, current-card-space)";
        C.draw(X, 2000000095 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:78:7: between-draw-and-resolution()";
        X.T.p[1 /* between-draw-and-resolution */]!(X, X.state.active);
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:84:9: operations-segment()";
        return M.call(X, f, 2 /* operations-segment */, X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        f.pc = !!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean) ? 7 : 8;
        continue;
      }
      case 7: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:92:9: resolve-major-event(current-card())";
        return M.call(X, f, 5 /* resolve-major-event */, X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 10);
      }
      case 8: {
        f.pc = 9;
        continue;
      }
      case 9: {
        X.T.sudden(X, false);
        if (!!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean)) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:98:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:106:7: zero-manless-ferocity()";
        X.T.p[20 /* zero-manless-ferocity */]!(X, X.state.active);
        X.at = "specs/navajo-wars/game.rules:107:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:108:7: if value(planning-done) == 1 {";
        if (B.value(ctx, ctx.state.tracks["planning-done"] ?? null) === 1) {
          X.at = "specs/navajo-wars/game.rules:109:9: set planning-done = 0";
          C.setTrack(X, 0 /* planning-done */, "=", 0);
        }
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

const U175 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:25:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:404:5: move card-45 to in-play";
        C.movePieces(X, "card-45", 2000000091 /* in-play */, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:405:5: place-families([a, b, c, d], [shiprock, san-juan-valley, zuni-mountains, hopi...";
        return M.call(X, f, 52 /* place-families */, X.state.active, [K_8120d8f464b7, K_e846d7e1514a], 1);
      }
      case 1: {
        X.at =
          "specs/navajo-wars/scenarios.rules:406:5: move take([for c in pieces(cube-supply) if c.colour == red], 3) to subjugation";
        const x0_items = V.readPieces(ctx, 2000000070 /* cube-supply */);
        const x1_selected: V.Value[] = [];
        for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
          const x2_c = x0_items[x3_i]!;
          if (
            (typeof x2_c === "number" && x2_c >= 1000000000
              ? ((ctx.state.pieces[x2_c - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, x2_c))
              : R_colour(ctx, x2_c)) === "red"
          )
            x1_selected.push(x2_c);
        }
        C.movePieces(X, B.take(ctx, x1_selected, 3), 2000000072 /* subjugation */, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:407:5: fill-raid-pool(3, 4, 0, 4, 2, 3, 0)";
        X.T.p[57 /* fill-raid-pool */]!(X, X.state.active, 3, 4, 0, 4, 2, 3, 0);
        X.at = "specs/navajo-wars/scenarios.rules:408:5: set-tracks(7, 4, 12, 3, 7)";
        X.T.p[64 /* set-tracks */]!(X, X.state.active, 7, 4, 12, 3, 7);
        X.at = "specs/navajo-wars/scenarios.rules:409:5: place-drought()";
        X.T.p[59 /* place-drought */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:410:5: take-out(horse, 3, resources)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "horse", 3, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:411:5: take-out(sheep, 3, resources)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "sheep", 3, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:412:5: set-instructions(mexican)";
        X.T.p[65 /* set-instructions */]!(X, X.state.active, "mexican");
        X.at = "specs/navajo-wars/scenarios.rules:413:5: period-deck([card-46, card-47, card-48, card-49, card-50])";
        X.T.p[66 /* period-deck */]!(X, X.state.active, K_7eb04641567a);
        X.at = "specs/navajo-wars/scenarios.rules:414:5: cultural-development-setup(buy-four)";
        return M.call(X, f, 63 /* cultural-development-setup */, X.state.active, ["buy-four"], 2);
      }
      case 2: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U176 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, 84 /* #setup */, X.state.active, [], 1);
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
          X.T.p[70 /* judge-margin */]!(X, X.state.active);
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
        X.at = "specs/navajo-wars/game.rules:74:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000095 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:75:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:77:7: draw(deck, current-card-space)";
        C.draw(X, 2000000095 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:78:7: between-draw-and-resolution()";
        return M.call(X, f, 1 /* between-draw-and-resolution */, X.state.active, [], 6);
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
        X.at = "specs/navajo-wars/game.rules:84:9: operations-segment()";
        return M.call(X, f, 2 /* operations-segment */, X.state.active, [], 7);
      }
      case 7: {
        X.T.sudden(X, false);
        f.pc = !!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean) ? 8 : 9;
        continue;
      }
      case 8: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:92:9: resolve-major-event(current-card())";
        return M.call(X, f, 5 /* resolve-major-event */, X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 11);
      }
      case 9: {
        f.pc = 10;
        continue;
      }
      case 10: {
        X.T.sudden(X, false);
        if (!!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean)) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:98:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:106:7: zero-manless-ferocity()";
        X.T.p[20 /* zero-manless-ferocity */]!(X, X.state.active);
        X.at = "specs/navajo-wars/game.rules:107:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:108:7: if value(planning-done) == 1 {";
        if (B.value(ctx, ctx.state.tracks["planning-done"] ?? null) === 1) {
          X.at = "specs/navajo-wars/game.rules:109:9: set planning-done = 0";
          C.setTrack(X, 0 /* planning-done */, "=", 0);
        }
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

const U177 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:25:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:404:5: move card-45 to in-play";
        C.movePieces(X, "card-45", 2000000091 /* in-play */, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:405:5: place-families([a, b, c, d], [shiprock, san-juan-valley, zuni-mountains, hopi...";
        return M.call(X, f, 52 /* place-families */, X.state.active, [K_8120d8f464b7, K_e846d7e1514a], 1);
      }
      case 1: {
        X.at =
          "specs/navajo-wars/scenarios.rules:406:5: move take([for c in pieces(cube-supply) if c.colour == red], 3) to subjugation";
        const x0_items = V.readPieces(ctx, 2000000070 /* cube-supply */);
        const x1_selected: V.Value[] = [];
        for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
          const x2_c = x0_items[x3_i]!;
          if (
            (typeof x2_c === "number" && x2_c >= 1000000000
              ? ((ctx.state.pieces[x2_c - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, x2_c))
              : R_colour(ctx, x2_c)) === "red"
          )
            x1_selected.push(x2_c);
        }
        C.movePieces(X, B.take(ctx, x1_selected, 3), 2000000072 /* subjugation */, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:407:5: fill-raid-pool(3, 4, 0, 4, 2, 3, 0)";
        X.T.p[57 /* fill-raid-pool */]!(X, X.state.active, 3, 4, 0, 4, 2, 3, 0);
        X.at = "specs/navajo-wars/scenarios.rules:408:5: set-tracks(7, 4, 12, 3, 7)";
        X.T.p[64 /* set-tracks */]!(X, X.state.active, 7, 4, 12, 3, 7);
        X.at = "specs/navajo-wars/scenarios.rules:409:5: place-drought()";
        X.T.p[59 /* place-drought */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:410:5: take-out(horse, 3, resources)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "horse", 3, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:411:5: take-out(sheep, 3, resources)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "sheep", 3, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:412:5: set-instructions(mexican)";
        X.T.p[65 /* set-instructions */]!(X, X.state.active, "mexican");
        X.at = "specs/navajo-wars/scenarios.rules:413:5: period-deck([card-46, card-47, card-48, card-49, card-50])";
        X.T.p[66 /* period-deck */]!(X, X.state.active, K_7eb04641567a);
        X.at = "specs/navajo-wars/scenarios.rules:414:5: cultural-development-setup(buy-four)";
        X.T.p[63 /* cultural-development-setup */]!(X, X.state.active, "buy-four");
        X.at = "specs/navajo-wars/two-player.rules:85:5: influence-elders()";
        return M.call(X, f, 76 /* influence-elders */, X.state.active, [], 2);
      }
      case 2: {
        X.at = "specs/navajo-wars/two-player.rules:86:5: influence-families()";
        return M.call(X, f, 78 /* influence-families */, X.state.active, [], 3);
      }
      case 3: {
        X.at = "specs/navajo-wars/two-player.rules:87:5: adjust-ferocity()";
        return M.call(X, f, 80 /* adjust-ferocity */, X.state.active, [], 4);
      }
      case 4: {
        X.at = "specs/navajo-wars/two-player.rules:89:5: if not empty(pieces(cultural-cards)) {";
        f.pc = !(V.readPieces(ctx, 2000000097 /* cultural-cards */).length === 0) ? 5 : 6;
        continue;
      }
      case 5: {
        X.at = "specs/navajo-wars/two-player.rules:90:7: prepare-cultural-cards(headman())";
        return M.call(X, f, 60 /* prepare-cultural-cards */, X.state.active, [ctx.fn[185 /* headman */]!(ctx)], 8);
      }
      case 6: {
        f.pc = 7;
        continue;
      }
      case 7: {
        return false;
      }
      case 8: {
        X.at =
          "specs/navajo-wars/two-player.rules:91:7: collect-starting-cards(turquoise.cultural-start, non-headman())";
        return M.call(
          X,
          f,
          62 /* collect-starting-cards */,
          X.state.active,
          [SF_cultural$start(ctx, "turquoise"), ctx.fn[189 /* non-headman */]!(ctx)],
          9,
        );
      }
      case 9: {
        f.pc = 7;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U178 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, 84 /* #setup */, X.state.active, [], 1);
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
          X.T.p[69 /* judge-american */]!(X, X.state.active);
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
        X.at = "specs/navajo-wars/game.rules:74:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000095 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:75:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:77:7: draw(deck, current-card-space)";
        C.draw(X, 2000000095 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:78:7: between-draw-and-resolution()";
        X.T.p[1 /* between-draw-and-resolution */]!(X, X.state.active);
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:84:9: operations-segment()";
        return M.call(X, f, 2 /* operations-segment */, X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        f.pc = !!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean) ? 7 : 8;
        continue;
      }
      case 7: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:92:9: resolve-major-event(current-card())";
        return M.call(X, f, 5 /* resolve-major-event */, X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 10);
      }
      case 8: {
        f.pc = 9;
        continue;
      }
      case 9: {
        X.T.sudden(X, false);
        if (!!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean)) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:98:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:106:7: zero-manless-ferocity()";
        X.T.p[20 /* zero-manless-ferocity */]!(X, X.state.active);
        X.at = "specs/navajo-wars/game.rules:107:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:108:7: if value(planning-done) == 1 {";
        if (B.value(ctx, ctx.state.tracks["planning-done"] ?? null) === 1) {
          X.at = "specs/navajo-wars/game.rules:109:9: set planning-done = 0";
          C.setTrack(X, 0 /* planning-done */, "=", 0);
        }
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

const U179 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:25:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:429:5: move card-50 to in-play";
        C.movePieces(X, "card-50", 2000000091 /* in-play */, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:430:5: place-families([a, b, c, d, e], [shiprock, san-juan-valley, zuni-mountains, h...";
        return M.call(X, f, 52 /* place-families */, X.state.active, [K_72fd74cd2ee5, K_1e96f691e13b], 1);
      }
      case 1: {
        X.at =
          "specs/navajo-wars/scenarios.rules:431:5: move take([for c in pieces(cube-supply) if c.colour == red], 3) to subjugation";
        const x0_items = V.readPieces(ctx, 2000000070 /* cube-supply */);
        const x1_selected: V.Value[] = [];
        for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
          const x2_c = x0_items[x3_i]!;
          if (
            (typeof x2_c === "number" && x2_c >= 1000000000
              ? ((ctx.state.pieces[x2_c - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, x2_c))
              : R_colour(ctx, x2_c)) === "red"
          )
            x1_selected.push(x2_c);
        }
        C.movePieces(X, B.take(ctx, x1_selected, 3), 2000000072 /* subjugation */, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:432:5: fill-raid-pool(3, 4, 0, 4, 2, 1, 1)";
        X.T.p[57 /* fill-raid-pool */]!(X, X.state.active, 3, 4, 0, 4, 2, 1, 1);
        X.at = "specs/navajo-wars/scenarios.rules:433:5: set-tracks(5, 5, 5, 3, 3)";
        X.T.p[64 /* set-tracks */]!(X, X.state.active, 5, 5, 5, 3, 3);
        X.at = "specs/navajo-wars/scenarios.rules:434:5: take-out(horse, 4, resources)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "horse", 4, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:435:5: take-out(sheep, 4, resources)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "sheep", 4, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:436:5: set-instructions(american)";
        X.T.p[65 /* set-instructions */]!(X, X.state.active, "american");
        X.at = "specs/navajo-wars/scenarios.rules:437:5: place-drought()";
        X.T.p[59 /* place-drought */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:438:5: take-out(fort, 1, hopi-land-1)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "fort", 1, 2000000031 /* hopi-land-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:439:5: take-out(fort, 1, zuni-mountains-1)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "fort", 1, 2000000037 /* zuni-mountains-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:440:5: take-out(rancho, 1, shiprock-3)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "rancho", 1, 2000000009 /* shiprock-3 */);
        X.at = "specs/navajo-wars/scenarios.rules:441:5: take-out(rancho, 1, san-juan-valley-2)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "rancho", 1, 2000000014 /* san-juan-valley-2 */);
        X.at = "specs/navajo-wars/scenarios.rules:442:5: period-deck([card-51, card-52, card-53, card-54, card-55])";
        X.T.p[66 /* period-deck */]!(X, X.state.active, K_a801e62aa864);
        X.at = "specs/navajo-wars/scenarios.rules:443:5: cultural-development-setup(eight-free)";
        return M.call(X, f, 63 /* cultural-development-setup */, X.state.active, ["eight-free"], 2);
      }
      case 2: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U180 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, 84 /* #setup */, X.state.active, [], 1);
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
          X.T.p[69 /* judge-american */]!(X, X.state.active);
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
        X.at = "specs/navajo-wars/game.rules:74:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000095 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:75:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:77:7: draw(deck, current-card-space)";
        C.draw(X, 2000000095 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:78:7: between-draw-and-resolution()";
        return M.call(X, f, 1 /* between-draw-and-resolution */, X.state.active, [], 6);
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
        X.at = "specs/navajo-wars/game.rules:84:9: operations-segment()";
        return M.call(X, f, 2 /* operations-segment */, X.state.active, [], 7);
      }
      case 7: {
        X.T.sudden(X, false);
        f.pc = !!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean) ? 8 : 9;
        continue;
      }
      case 8: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:92:9: resolve-major-event(current-card())";
        return M.call(X, f, 5 /* resolve-major-event */, X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 11);
      }
      case 9: {
        f.pc = 10;
        continue;
      }
      case 10: {
        X.T.sudden(X, false);
        if (!!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean)) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:98:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:106:7: zero-manless-ferocity()";
        X.T.p[20 /* zero-manless-ferocity */]!(X, X.state.active);
        X.at = "specs/navajo-wars/game.rules:107:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:108:7: if value(planning-done) == 1 {";
        if (B.value(ctx, ctx.state.tracks["planning-done"] ?? null) === 1) {
          X.at = "specs/navajo-wars/game.rules:109:9: set planning-done = 0";
          C.setTrack(X, 0 /* planning-done */, "=", 0);
        }
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

const U181 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:25:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:429:5: move card-50 to in-play";
        C.movePieces(X, "card-50", 2000000091 /* in-play */, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:430:5: place-families([a, b, c, d, e], [shiprock, san-juan-valley, zuni-mountains, h...";
        return M.call(X, f, 52 /* place-families */, X.state.active, [K_72fd74cd2ee5, K_1e96f691e13b], 1);
      }
      case 1: {
        X.at =
          "specs/navajo-wars/scenarios.rules:431:5: move take([for c in pieces(cube-supply) if c.colour == red], 3) to subjugation";
        const x0_items = V.readPieces(ctx, 2000000070 /* cube-supply */);
        const x1_selected: V.Value[] = [];
        for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
          const x2_c = x0_items[x3_i]!;
          if (
            (typeof x2_c === "number" && x2_c >= 1000000000
              ? ((ctx.state.pieces[x2_c - 1000000000]?.state["colour"] as V.Value | undefined) ?? R_colour(ctx, x2_c))
              : R_colour(ctx, x2_c)) === "red"
          )
            x1_selected.push(x2_c);
        }
        C.movePieces(X, B.take(ctx, x1_selected, 3), 2000000072 /* subjugation */, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:432:5: fill-raid-pool(3, 4, 0, 4, 2, 1, 1)";
        X.T.p[57 /* fill-raid-pool */]!(X, X.state.active, 3, 4, 0, 4, 2, 1, 1);
        X.at = "specs/navajo-wars/scenarios.rules:433:5: set-tracks(5, 5, 5, 3, 3)";
        X.T.p[64 /* set-tracks */]!(X, X.state.active, 5, 5, 5, 3, 3);
        X.at = "specs/navajo-wars/scenarios.rules:434:5: take-out(horse, 4, resources)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "horse", 4, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:435:5: take-out(sheep, 4, resources)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "sheep", 4, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:436:5: set-instructions(american)";
        X.T.p[65 /* set-instructions */]!(X, X.state.active, "american");
        X.at = "specs/navajo-wars/scenarios.rules:437:5: place-drought()";
        X.T.p[59 /* place-drought */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:438:5: take-out(fort, 1, hopi-land-1)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "fort", 1, 2000000031 /* hopi-land-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:439:5: take-out(fort, 1, zuni-mountains-1)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "fort", 1, 2000000037 /* zuni-mountains-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:440:5: take-out(rancho, 1, shiprock-3)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "rancho", 1, 2000000009 /* shiprock-3 */);
        X.at = "specs/navajo-wars/scenarios.rules:441:5: take-out(rancho, 1, san-juan-valley-2)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "rancho", 1, 2000000014 /* san-juan-valley-2 */);
        X.at = "specs/navajo-wars/scenarios.rules:442:5: period-deck([card-51, card-52, card-53, card-54, card-55])";
        X.T.p[66 /* period-deck */]!(X, X.state.active, K_a801e62aa864);
        X.at = "specs/navajo-wars/scenarios.rules:443:5: cultural-development-setup(eight-free)";
        X.T.p[63 /* cultural-development-setup */]!(X, X.state.active, "eight-free");
        X.at = "specs/navajo-wars/two-player.rules:85:5: influence-elders()";
        return M.call(X, f, 76 /* influence-elders */, X.state.active, [], 2);
      }
      case 2: {
        X.at = "specs/navajo-wars/two-player.rules:86:5: influence-families()";
        return M.call(X, f, 78 /* influence-families */, X.state.active, [], 3);
      }
      case 3: {
        X.at = "specs/navajo-wars/two-player.rules:87:5: adjust-ferocity()";
        return M.call(X, f, 80 /* adjust-ferocity */, X.state.active, [], 4);
      }
      case 4: {
        X.at = "specs/navajo-wars/two-player.rules:89:5: if not empty(pieces(cultural-cards)) {";
        f.pc = !(V.readPieces(ctx, 2000000097 /* cultural-cards */).length === 0) ? 5 : 6;
        continue;
      }
      case 5: {
        X.at = "specs/navajo-wars/two-player.rules:90:7: prepare-cultural-cards(headman())";
        return M.call(X, f, 60 /* prepare-cultural-cards */, X.state.active, [ctx.fn[185 /* headman */]!(ctx)], 8);
      }
      case 6: {
        f.pc = 7;
        continue;
      }
      case 7: {
        return false;
      }
      case 8: {
        X.at =
          "specs/navajo-wars/two-player.rules:91:7: collect-starting-cards(turquoise.cultural-start, non-headman())";
        return M.call(
          X,
          f,
          62 /* collect-starting-cards */,
          X.state.active,
          [SF_cultural$start(ctx, "turquoise"), ctx.fn[189 /* non-headman */]!(ctx)],
          9,
        );
      }
      case 9: {
        f.pc = 7;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U182 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, 84 /* #setup */, X.state.active, [], 1);
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
          X.T.p[69 /* judge-american */]!(X, X.state.active);
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
        X.at = "specs/navajo-wars/game.rules:74:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000095 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:75:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:77:7: draw(deck, current-card-space)";
        C.draw(X, 2000000095 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:78:7: between-draw-and-resolution()";
        X.T.p[1 /* between-draw-and-resolution */]!(X, X.state.active);
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:84:9: operations-segment()";
        return M.call(X, f, 2 /* operations-segment */, X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        f.pc = !!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean) ? 7 : 8;
        continue;
      }
      case 7: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:92:9: resolve-major-event(current-card())";
        return M.call(X, f, 5 /* resolve-major-event */, X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 10);
      }
      case 8: {
        f.pc = 9;
        continue;
      }
      case 9: {
        X.T.sudden(X, false);
        if (!!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean)) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:98:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:106:7: zero-manless-ferocity()";
        X.T.p[20 /* zero-manless-ferocity */]!(X, X.state.active);
        X.at = "specs/navajo-wars/game.rules:107:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:108:7: if value(planning-done) == 1 {";
        if (B.value(ctx, ctx.state.tracks["planning-done"] ?? null) === 1) {
          X.at = "specs/navajo-wars/game.rules:109:9: set planning-done = 0";
          C.setTrack(X, 0 /* planning-done */, "=", 0);
        }
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

const U183 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:25:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:458:5: move [card-50, card-51, card-53, card-54] to in-play";
        C.movePieces(X, K_22e56730a7c8, 2000000091 /* in-play */, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:459:5: place-families([a, b, c, d, e], [shiprock, san-juan-valley, zuni-mountains, h...";
        return M.call(X, f, 52 /* place-families */, X.state.active, [K_72fd74cd2ee5, K_1e96f691e13b], 1);
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
            V.readPieces(ctx, "dinetaah").filter(
              (x2_f: V.Value) =>
                (typeof x2_f === "number" && x2_f >= 1000000000
                  ? ((ctx.state.pieces[x2_f - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x2_f))
                  : V.kindOf(ctx, x2_f)) === "family",
            ),
            ctx.fn[0 /* dine-player */]!(ctx),
            42 /* manuelito-family */,
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
        C.movePieces(X, "manuelito", ctx.fn[168 /* family-box */]!(ctx, L[0]!), X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:462:5: fill-raid-pool(3, 4, 3, 4, 2, 1, 1)";
        X.T.p[57 /* fill-raid-pool */]!(X, X.state.active, 3, 4, 3, 4, 2, 1, 1);
        X.at = "specs/navajo-wars/scenarios.rules:463:5: set-tracks(5, 5, 5, 0, 5)";
        X.T.p[64 /* set-tracks */]!(X, X.state.active, 5, 5, 5, 0, 5);
        X.at = "specs/navajo-wars/scenarios.rules:464:5: take-out(horse, 4, resources)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "horse", 4, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:465:5: take-out(sheep, 4, resources)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "sheep", 4, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:466:5: move firearms to resources";
        C.movePieces(X, "firearms", 2000000085 /* resources */, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:467:5: set-instructions(american)";
        X.T.p[65 /* set-instructions */]!(X, X.state.active, "american");
        X.at = "specs/navajo-wars/scenarios.rules:468:5: place-drought()";
        X.T.p[59 /* place-drought */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:469:5: take-out(fort, 1, zuni-mountains-1)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "fort", 1, 2000000037 /* zuni-mountains-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:470:5: take-out(fort, 1, hopi-land-1)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "fort", 1, 2000000031 /* hopi-land-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:471:5: take-out(rancho, 1, shiprock-1)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "rancho", 1, 2000000007 /* shiprock-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:472:5: take-out(rancho, 1, san-juan-valley-1)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "rancho", 1, 2000000013 /* san-juan-valley-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:473:5: rope-thrower-deck()";
        X.T.p[68 /* rope-thrower-deck */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:474:5: cultural-development-setup(four-sets)";
        return M.call(X, f, 63 /* cultural-development-setup */, X.state.active, ["four-sets"], 3);
      }
      case 3: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U184 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, 84 /* #setup */, X.state.active, [], 1);
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
          X.T.p[69 /* judge-american */]!(X, X.state.active);
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
        X.at = "specs/navajo-wars/game.rules:74:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000095 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:75:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:77:7: draw(deck, current-card-space)";
        C.draw(X, 2000000095 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:78:7: between-draw-and-resolution()";
        return M.call(X, f, 1 /* between-draw-and-resolution */, X.state.active, [], 6);
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
        X.at = "specs/navajo-wars/game.rules:84:9: operations-segment()";
        return M.call(X, f, 2 /* operations-segment */, X.state.active, [], 7);
      }
      case 7: {
        X.T.sudden(X, false);
        f.pc = !!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean) ? 8 : 9;
        continue;
      }
      case 8: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:92:9: resolve-major-event(current-card())";
        return M.call(X, f, 5 /* resolve-major-event */, X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 11);
      }
      case 9: {
        f.pc = 10;
        continue;
      }
      case 10: {
        X.T.sudden(X, false);
        if (!!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean)) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:98:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:106:7: zero-manless-ferocity()";
        X.T.p[20 /* zero-manless-ferocity */]!(X, X.state.active);
        X.at = "specs/navajo-wars/game.rules:107:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:108:7: if value(planning-done) == 1 {";
        if (B.value(ctx, ctx.state.tracks["planning-done"] ?? null) === 1) {
          X.at = "specs/navajo-wars/game.rules:109:9: set planning-done = 0";
          C.setTrack(X, 0 /* planning-done */, "=", 0);
        }
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

const U185 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:25:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:458:5: move [card-50, card-51, card-53, card-54] to in-play";
        C.movePieces(X, K_22e56730a7c8, 2000000091 /* in-play */, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:459:5: place-families([a, b, c, d, e], [shiprock, san-juan-valley, zuni-mountains, h...";
        return M.call(X, f, 52 /* place-families */, X.state.active, [K_72fd74cd2ee5, K_1e96f691e13b], 1);
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
            V.readPieces(ctx, "dinetaah").filter(
              (x2_f: V.Value) =>
                (typeof x2_f === "number" && x2_f >= 1000000000
                  ? ((ctx.state.pieces[x2_f - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x2_f))
                  : V.kindOf(ctx, x2_f)) === "family",
            ),
            ctx.fn[0 /* dine-player */]!(ctx),
            42 /* manuelito-family */,
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
        C.movePieces(X, "manuelito", ctx.fn[168 /* family-box */]!(ctx, L[0]!), X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:462:5: fill-raid-pool(3, 4, 3, 4, 2, 1, 1)";
        X.T.p[57 /* fill-raid-pool */]!(X, X.state.active, 3, 4, 3, 4, 2, 1, 1);
        X.at = "specs/navajo-wars/scenarios.rules:463:5: set-tracks(5, 5, 5, 0, 5)";
        X.T.p[64 /* set-tracks */]!(X, X.state.active, 5, 5, 5, 0, 5);
        X.at = "specs/navajo-wars/scenarios.rules:464:5: take-out(horse, 4, resources)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "horse", 4, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:465:5: take-out(sheep, 4, resources)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "sheep", 4, 2000000085 /* resources */);
        X.at = "specs/navajo-wars/scenarios.rules:466:5: move firearms to resources";
        C.movePieces(X, "firearms", 2000000085 /* resources */, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:467:5: set-instructions(american)";
        X.T.p[65 /* set-instructions */]!(X, X.state.active, "american");
        X.at = "specs/navajo-wars/scenarios.rules:468:5: place-drought()";
        X.T.p[59 /* place-drought */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:469:5: take-out(fort, 1, zuni-mountains-1)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "fort", 1, 2000000037 /* zuni-mountains-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:470:5: take-out(fort, 1, hopi-land-1)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "fort", 1, 2000000031 /* hopi-land-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:471:5: take-out(rancho, 1, shiprock-1)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "rancho", 1, 2000000007 /* shiprock-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:472:5: take-out(rancho, 1, san-juan-valley-1)";
        X.T.p[58 /* take-out */]!(X, X.state.active, "rancho", 1, 2000000013 /* san-juan-valley-1 */);
        X.at = "specs/navajo-wars/scenarios.rules:473:5: rope-thrower-deck()";
        X.T.p[68 /* rope-thrower-deck */]!(X, X.state.active);
        X.at = "specs/navajo-wars/scenarios.rules:474:5: cultural-development-setup(four-sets)";
        X.T.p[63 /* cultural-development-setup */]!(X, X.state.active, "four-sets");
        X.at = "specs/navajo-wars/two-player.rules:85:5: influence-elders()";
        return M.call(X, f, 76 /* influence-elders */, X.state.active, [], 3);
      }
      case 3: {
        X.at = "specs/navajo-wars/two-player.rules:86:5: influence-families()";
        return M.call(X, f, 78 /* influence-families */, X.state.active, [], 4);
      }
      case 4: {
        X.at = "specs/navajo-wars/two-player.rules:87:5: adjust-ferocity()";
        return M.call(X, f, 80 /* adjust-ferocity */, X.state.active, [], 5);
      }
      case 5: {
        X.at = "specs/navajo-wars/two-player.rules:89:5: if not empty(pieces(cultural-cards)) {";
        f.pc = !(V.readPieces(ctx, 2000000097 /* cultural-cards */).length === 0) ? 6 : 7;
        continue;
      }
      case 6: {
        X.at = "specs/navajo-wars/two-player.rules:90:7: prepare-cultural-cards(headman())";
        return M.call(X, f, 60 /* prepare-cultural-cards */, X.state.active, [ctx.fn[185 /* headman */]!(ctx)], 9);
      }
      case 7: {
        f.pc = 8;
        continue;
      }
      case 8: {
        return false;
      }
      case 9: {
        X.at =
          "specs/navajo-wars/two-player.rules:91:7: collect-starting-cards(turquoise.cultural-start, non-headman())";
        return M.call(
          X,
          f,
          62 /* collect-starting-cards */,
          X.state.active,
          [SF_cultural$start(ctx, "turquoise"), ctx.fn[189 /* non-headman */]!(ctx)],
          10,
        );
      }
      case 10: {
        f.pc = 8;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U186 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/navajo-wars/scenarios.rules:505:5: move pieces(passage-of-time) to out-of-play";
  C.movePieces(X, B.pieces(ctx, 2000000090 /* passage-of-time */), 2000000086 /* out-of-play */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:506:5: start-elders()";
  X.T.p[54 /* start-elders */]!(X, actor);
  X.at = "specs/navajo-wars/scenarios.rules:507:5: move pieces(raided-cubes) to raid-pool";
  C.movePieces(X, B.pieces(ctx, 2000000073 /* raided-cubes */), 2000000071 /* raid-pool */, actor);
  X.at = "specs/navajo-wars/scenarios.rules:508:5: set culture-points = 9";
  C.setTrack(X, 4 /* culture-points */, "=", 9);
  X.at = "specs/navajo-wars/scenarios.rules:509:5: set dine-aps = 3";
  C.setTrack(X, 5 /* dine-aps */, "=", 3);
  X.at = "specs/navajo-wars/scenarios.rules:510:5: unspecified automatic-victory";
  C.notSpecified(X, "automatic-victory");
};

const U187 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, 84 /* #setup */, X.state.active, [], 1);
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
          X.T.p[69 /* judge-american */]!(X, X.state.active);
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
        X.at = "specs/navajo-wars/game.rules:74:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000095 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:75:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:77:7: draw(deck, current-card-space)";
        C.draw(X, 2000000095 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:78:7: between-draw-and-resolution()";
        X.T.p[1 /* between-draw-and-resolution */]!(X, X.state.active);
        X.T.sudden(X, false);
        C.enter(X, 0, "Card resolution phase");
        C.enter(X, 1, "Operations segment");
        X.at = "specs/navajo-wars/game.rules:84:9: operations-segment()";
        return M.call(X, f, 2 /* operations-segment */, X.state.active, [], 6);
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        X.T.sudden(X, false);
        f.pc = !!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean) ? 7 : 8;
        continue;
      }
      case 7: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:92:9: resolve-major-event(current-card())";
        return M.call(X, f, 5 /* resolve-major-event */, X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 10);
      }
      case 8: {
        f.pc = 9;
        continue;
      }
      case 9: {
        X.T.sudden(X, false);
        if (!!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean)) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:98:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:106:7: zero-manless-ferocity()";
        X.T.p[20 /* zero-manless-ferocity */]!(X, X.state.active);
        X.at = "specs/navajo-wars/game.rules:107:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:108:7: if value(planning-done) == 1 {";
        if (B.value(ctx, ctx.state.tracks["planning-done"] ?? null) === 1) {
          X.at = "specs/navajo-wars/game.rules:109:9: set planning-done = 0";
          C.setTrack(X, 0 /* planning-done */, "=", 0);
        }
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

const U188 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:25:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:493:5: place-families([a, b, c], [shiprock, san-juan-valley, canyon-de-chelly])";
        return M.call(X, f, 52 /* place-families */, X.state.active, [K_52520477f38a, K_201b71e7eff4], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/scenarios.rules:494:5: fill-raid-pool(3, 3, 3, 3, 2, 1, 0)";
        X.T.p[57 /* fill-raid-pool */]!(X, X.state.active, 3, 3, 3, 3, 2, 1, 0);
        X.at = "specs/navajo-wars/scenarios.rules:495:5: set-tracks(5, 4, 9, 3, 5)";
        X.T.p[64 /* set-tracks */]!(X, X.state.active, 5, 4, 9, 3, 5);
        X.at = "specs/navajo-wars/scenarios.rules:496:5: set-instructions(spanish)";
        X.T.p[65 /* set-instructions */]!(X, X.state.active, "spanish");
        X.at = "specs/navajo-wars/scenarios.rules:497:5: period-deck([card-41, card-42, card-43, card-44, card-45])";
        X.T.p[66 /* period-deck */]!(X, X.state.active, K_f310a4c1d3cb);
        X.at = "specs/navajo-wars/scenarios.rules:498:5: cultural-development-setup(one-level-1)";
        return M.call(X, f, 63 /* cultural-development-setup */, X.state.active, ["one-level-1"], 2);
      }
      case 2: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U189 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, 84 /* #setup */, X.state.active, [], 1);
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
          X.T.p[69 /* judge-american */]!(X, X.state.active);
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
        X.at = "specs/navajo-wars/game.rules:74:7: if empty(pieces(deck)) {";
        if (V.readPieces(ctx, 2000000095 /* deck */).length === 0) {
          X.at = "specs/navajo-wars/game.rules:75:9: unspecified empty-deck";
          C.notSpecified(X, "empty-deck");
        }
        X.at = "specs/navajo-wars/game.rules:77:7: draw(deck, current-card-space)";
        C.draw(X, 2000000095 /* deck */, 2000000043 /* current-card-space */, undefined, X.state.active);
        X.at = "specs/navajo-wars/game.rules:78:7: between-draw-and-resolution()";
        return M.call(X, f, 1 /* between-draw-and-resolution */, X.state.active, [], 6);
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
        X.at = "specs/navajo-wars/game.rules:84:9: operations-segment()";
        return M.call(X, f, 2 /* operations-segment */, X.state.active, [], 7);
      }
      case 7: {
        X.T.sudden(X, false);
        f.pc = !!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean) ? 8 : 9;
        continue;
      }
      case 8: {
        C.enter(X, 1, "Major event segment");
        X.at = "specs/navajo-wars/game.rules:92:9: resolve-major-event(current-card())";
        return M.call(X, f, 5 /* resolve-major-event */, X.state.active, [ctx.fn[8 /* current-card */]!(ctx)], 11);
      }
      case 9: {
        f.pc = 10;
        continue;
      }
      case 10: {
        X.T.sudden(X, false);
        if (!!(ctx.fn[12 /* operations-card-drawn */]!(ctx) as boolean)) {
          C.enter(X, 1, "Minor event segment");
          X.at = "specs/navajo-wars/game.rules:98:9: resolve-minor-event(current-card())";
          X.T.p[6 /* resolve-minor-event */]!(X, X.state.active, ctx.fn[8 /* current-card */]!(ctx));
        }
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        C.enter(X, 0, "Discard phase");
        X.at = "specs/navajo-wars/game.rules:106:7: zero-manless-ferocity()";
        X.T.p[20 /* zero-manless-ferocity */]!(X, X.state.active);
        X.at = "specs/navajo-wars/game.rules:107:7: move pieces(current-card-space) to discards";
        C.movePieces(X, B.pieces(ctx, 2000000043 /* current-card-space */), 2000000044 /* discards */, X.state.active);
        X.at = "specs/navajo-wars/game.rules:108:7: if value(planning-done) == 1 {";
        if (B.value(ctx, ctx.state.tracks["planning-done"] ?? null) === 1) {
          X.at = "specs/navajo-wars/game.rules:109:9: set planning-done = 0";
          C.setTrack(X, 0 /* planning-done */, "=", 0);
        }
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

const U190 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/navajo-wars/game.rules:25:5: prepare-players()";
        X.T.p[0 /* prepare-players */]!(X, X.state.active);
        X.at =
          "specs/navajo-wars/scenarios.rules:493:5: place-families([a, b, c], [shiprock, san-juan-valley, canyon-de-chelly])";
        return M.call(X, f, 52 /* place-families */, X.state.active, [K_52520477f38a, K_201b71e7eff4], 1);
      }
      case 1: {
        X.at = "specs/navajo-wars/scenarios.rules:494:5: fill-raid-pool(3, 3, 3, 3, 2, 1, 0)";
        X.T.p[57 /* fill-raid-pool */]!(X, X.state.active, 3, 3, 3, 3, 2, 1, 0);
        X.at = "specs/navajo-wars/scenarios.rules:495:5: set-tracks(5, 4, 9, 3, 5)";
        X.T.p[64 /* set-tracks */]!(X, X.state.active, 5, 4, 9, 3, 5);
        X.at = "specs/navajo-wars/scenarios.rules:496:5: set-instructions(spanish)";
        X.T.p[65 /* set-instructions */]!(X, X.state.active, "spanish");
        X.at = "specs/navajo-wars/scenarios.rules:497:5: period-deck([card-41, card-42, card-43, card-44, card-45])";
        X.T.p[66 /* period-deck */]!(X, X.state.active, K_f310a4c1d3cb);
        X.at = "specs/navajo-wars/scenarios.rules:498:5: cultural-development-setup(one-level-1)";
        X.T.p[63 /* cultural-development-setup */]!(X, X.state.active, "one-level-1");
        X.at = "specs/navajo-wars/two-player.rules:85:5: influence-elders()";
        return M.call(X, f, 76 /* influence-elders */, X.state.active, [], 2);
      }
      case 2: {
        X.at = "specs/navajo-wars/two-player.rules:86:5: influence-families()";
        return M.call(X, f, 78 /* influence-families */, X.state.active, [], 3);
      }
      case 3: {
        X.at = "specs/navajo-wars/two-player.rules:87:5: adjust-ferocity()";
        return M.call(X, f, 80 /* adjust-ferocity */, X.state.active, [], 4);
      }
      case 4: {
        X.at = "specs/navajo-wars/two-player.rules:89:5: if not empty(pieces(cultural-cards)) {";
        f.pc = !(V.readPieces(ctx, 2000000097 /* cultural-cards */).length === 0) ? 5 : 6;
        continue;
      }
      case 5: {
        X.at = "specs/navajo-wars/two-player.rules:90:7: prepare-cultural-cards(headman())";
        return M.call(X, f, 60 /* prepare-cultural-cards */, X.state.active, [ctx.fn[185 /* headman */]!(ctx)], 8);
      }
      case 6: {
        f.pc = 7;
        continue;
      }
      case 7: {
        return false;
      }
      case 8: {
        X.at =
          "specs/navajo-wars/two-player.rules:91:7: collect-starting-cards(turquoise.cultural-start, non-headman())";
        return M.call(
          X,
          f,
          62 /* collect-starting-cards */,
          X.state.active,
          [SF_cultural$start(ctx, "turquoise"), ctx.fn[189 /* non-headman */]!(ctx)],
          9,
        );
      }
      case 9: {
        f.pc = 7;
        continue;
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
    28: U6 /* revolt-in-play */,
    32: U7 /* women-in-play */,
    36: U8 /* trade-goods-available */,
    40: U9 /* evasion-modifier */,
    44: U10 /* trade-goods-held */,
    48: U11 /* blessing-cards */,
    52: U12 /* families-in-play */,
    56: U13 /* activations */,
    60: U14 /* family-mps */,
    64: U15 /* held */,
    68: U16 /* members */,
    72: U17 /* role-in-play */,
    76: U18 /* has-horse */,
    80: U19 /* area-cost */,
    84: U20 /* entry-cost */,
    88: U21 /* raid-cost */,
    92: U22 /* horses-as-food */,
    96: U22 /* horse-for-mp */,
    100: U22 /* animal-trading */,
    104: U23 /* shown-instruction */,
    108: U24 /* least-cost */,
    112: U25 /* most-cost */,
    116: U26 /* in-row */,
    120: U27 /* outposts-on-map */,
    124: U28 /* lacking */,
    128: U29 /* arability */,
    132: U30 /* family-lands */,
    136: U31 /* symbol-of */,
    140: U32 /* raid-counters-in */,
    144: U33 /* raided-areas */,
    148: U34 /* families-on-areas */,
    152: U35 /* raid-distance */,
    156: U36 /* firearms-held */,
    160: U37 /* lands */,
    164: U38 /* families-of */,
    168: U39 /* family-box */,
    172: U40 /* collectable */,
    176: U41 /* margin */,
    180: U42 /* area-cost#move */,
    54: U43 /* families-in-play#count */,
    149: U44 /* families-on-areas#empty */,
    134: U45 /* family-lands#count */,
    157: U46 /* firearms-held#empty */,
    159: U47 /* firearms-held#first */,
    66: U48 /* held#count */,
    65: U49 /* held#empty */,
    67: U50 /* held#first */,
    126: U51 /* lacking#count */,
    70: U52 /* members#count */,
    69: U53 /* members#empty */,
    122: U54 /* outposts-on-map#count */,
    121: U55 /* outposts-on-map#empty */,
    141: U56 /* raid-counters-in#empty */,
    143: U57 /* raid-counters-in#first */,
    37: U58 /* trade-goods-available#empty */,
    39: U59 /* trade-goods-available#first */,
    46: U60 /* trade-goods-held#count */,
    45: U61 /* trade-goods-held#empty */,
    47: U62 /* trade-goods-held#first */,
  }),
  p: C.unitList({
    0: U63 /* prepare-players */,
    1: U63 /* between-draw-and-resolution */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
  }),
  s: C.unitList({
    83: U101 /* #game */,
    84: U102 /* #setup */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    63: U138 /* cultural-development-setup */,
  }),
  sudden: U139,
  scores: U140,
  standing: U140,
  violations: U141,
  on: U142,
  allow: U143,
  watched: {},
  restricted: {},
};

const T1: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */ }, T0.f),
};

const T2: C.Units = {
  ...T0,
  f: C.unitList({ 96: U144 /* horse-for-mp */ }, T0.f),
};

const T3: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 96: U144 /* horse-for-mp */ }, T0.f),
};

const T4: C.Units = {
  ...T0,
  f: C.unitList({ 100: U144 /* animal-trading */ }, T0.f),
};

const T5: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 100: U144 /* animal-trading */ }, T0.f),
};

const T6: C.Units = {
  ...T0,
  f: C.unitList({ 96: U144 /* horse-for-mp */, 100: U144 /* animal-trading */ }, T0.f),
};

const T7: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 96: U144 /* horse-for-mp */, 100: U144 /* animal-trading */ }, T0.f),
};

const T8: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U154 /* #game */,
    84: U155 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T9: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U154 /* #game */,
    84: U155 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T10: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      96: U144 /* horse-for-mp */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U154 /* #game */,
    84: U155 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T11: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      96: U144 /* horse-for-mp */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U154 /* #game */,
    84: U155 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T12: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U154 /* #game */,
    84: U155 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T13: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U154 /* #game */,
    84: U155 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T14: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      96: U144 /* horse-for-mp */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U154 /* #game */,
    84: U155 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T15: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      96: U144 /* horse-for-mp */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U154 /* #game */,
    84: U155 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T16: C.Units = {
  ...T0,
  s: C.unitList({ 83: U162 /* #game */, 84: U163 /* #setup */ }, T0.s),
};

const T17: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */ }, T0.f),
  s: C.unitList({ 83: U162 /* #game */, 84: U163 /* #setup */ }, T0.s),
};

const T18: C.Units = {
  ...T0,
  f: C.unitList({ 96: U144 /* horse-for-mp */ }, T0.f),
  s: C.unitList({ 83: U162 /* #game */, 84: U163 /* #setup */ }, T0.s),
};

const T19: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 96: U144 /* horse-for-mp */ }, T0.f),
  s: C.unitList({ 83: U162 /* #game */, 84: U163 /* #setup */ }, T0.s),
};

const T20: C.Units = {
  ...T0,
  f: C.unitList({ 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U162 /* #game */, 84: U163 /* #setup */ }, T0.s),
};

const T21: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U162 /* #game */, 84: U163 /* #setup */ }, T0.s),
};

const T22: C.Units = {
  ...T0,
  f: C.unitList({ 96: U144 /* horse-for-mp */, 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U162 /* #game */, 84: U163 /* #setup */ }, T0.s),
};

const T23: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 96: U144 /* horse-for-mp */, 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U162 /* #game */, 84: U163 /* #setup */ }, T0.s),
};

const T24: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U164 /* #game */,
    84: U165 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T25: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U164 /* #game */,
    84: U165 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T26: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      96: U144 /* horse-for-mp */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U164 /* #game */,
    84: U165 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T27: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      96: U144 /* horse-for-mp */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U164 /* #game */,
    84: U165 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T28: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U164 /* #game */,
    84: U165 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T29: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U164 /* #game */,
    84: U165 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T30: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      96: U144 /* horse-for-mp */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U164 /* #game */,
    84: U165 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T31: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      96: U144 /* horse-for-mp */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U164 /* #game */,
    84: U165 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T32: C.Units = {
  ...T0,
  s: C.unitList({ 83: U166 /* #game */, 84: U167 /* #setup */ }, T0.s),
};

const T33: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */ }, T0.f),
  s: C.unitList({ 83: U166 /* #game */, 84: U167 /* #setup */ }, T0.s),
};

const T34: C.Units = {
  ...T0,
  f: C.unitList({ 96: U144 /* horse-for-mp */ }, T0.f),
  s: C.unitList({ 83: U166 /* #game */, 84: U167 /* #setup */ }, T0.s),
};

const T35: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 96: U144 /* horse-for-mp */ }, T0.f),
  s: C.unitList({ 83: U166 /* #game */, 84: U167 /* #setup */ }, T0.s),
};

const T36: C.Units = {
  ...T0,
  f: C.unitList({ 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U166 /* #game */, 84: U167 /* #setup */ }, T0.s),
};

const T37: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U166 /* #game */, 84: U167 /* #setup */ }, T0.s),
};

const T38: C.Units = {
  ...T0,
  f: C.unitList({ 96: U144 /* horse-for-mp */, 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U166 /* #game */, 84: U167 /* #setup */ }, T0.s),
};

const T39: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 96: U144 /* horse-for-mp */, 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U166 /* #game */, 84: U167 /* #setup */ }, T0.s),
};

const T40: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U168 /* #game */,
    84: U169 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T41: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U168 /* #game */,
    84: U169 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T42: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      96: U144 /* horse-for-mp */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U168 /* #game */,
    84: U169 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T43: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      96: U144 /* horse-for-mp */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U168 /* #game */,
    84: U169 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T44: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U168 /* #game */,
    84: U169 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T45: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U168 /* #game */,
    84: U169 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T46: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      96: U144 /* horse-for-mp */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U168 /* #game */,
    84: U169 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T47: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      96: U144 /* horse-for-mp */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U168 /* #game */,
    84: U169 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T48: C.Units = {
  ...T0,
  s: C.unitList({ 83: U170 /* #game */, 84: U171 /* #setup */ }, T0.s),
};

const T49: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */ }, T0.f),
  s: C.unitList({ 83: U170 /* #game */, 84: U171 /* #setup */ }, T0.s),
};

const T50: C.Units = {
  ...T0,
  f: C.unitList({ 96: U144 /* horse-for-mp */ }, T0.f),
  s: C.unitList({ 83: U170 /* #game */, 84: U171 /* #setup */ }, T0.s),
};

const T51: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 96: U144 /* horse-for-mp */ }, T0.f),
  s: C.unitList({ 83: U170 /* #game */, 84: U171 /* #setup */ }, T0.s),
};

const T52: C.Units = {
  ...T0,
  f: C.unitList({ 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U170 /* #game */, 84: U171 /* #setup */ }, T0.s),
};

const T53: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U170 /* #game */, 84: U171 /* #setup */ }, T0.s),
};

const T54: C.Units = {
  ...T0,
  f: C.unitList({ 96: U144 /* horse-for-mp */, 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U170 /* #game */, 84: U171 /* #setup */ }, T0.s),
};

const T55: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 96: U144 /* horse-for-mp */, 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U170 /* #game */, 84: U171 /* #setup */ }, T0.s),
};

const T56: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U172 /* #game */,
    84: U173 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T57: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U172 /* #game */,
    84: U173 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T58: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      96: U144 /* horse-for-mp */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U172 /* #game */,
    84: U173 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T59: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      96: U144 /* horse-for-mp */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U172 /* #game */,
    84: U173 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T60: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U172 /* #game */,
    84: U173 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T61: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U172 /* #game */,
    84: U173 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T62: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      96: U144 /* horse-for-mp */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U172 /* #game */,
    84: U173 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T63: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      96: U144 /* horse-for-mp */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U172 /* #game */,
    84: U173 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T64: C.Units = {
  ...T0,
  s: C.unitList({ 83: U174 /* #game */, 84: U175 /* #setup */ }, T0.s),
};

const T65: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */ }, T0.f),
  s: C.unitList({ 83: U174 /* #game */, 84: U175 /* #setup */ }, T0.s),
};

const T66: C.Units = {
  ...T0,
  f: C.unitList({ 96: U144 /* horse-for-mp */ }, T0.f),
  s: C.unitList({ 83: U174 /* #game */, 84: U175 /* #setup */ }, T0.s),
};

const T67: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 96: U144 /* horse-for-mp */ }, T0.f),
  s: C.unitList({ 83: U174 /* #game */, 84: U175 /* #setup */ }, T0.s),
};

const T68: C.Units = {
  ...T0,
  f: C.unitList({ 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U174 /* #game */, 84: U175 /* #setup */ }, T0.s),
};

const T69: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U174 /* #game */, 84: U175 /* #setup */ }, T0.s),
};

const T70: C.Units = {
  ...T0,
  f: C.unitList({ 96: U144 /* horse-for-mp */, 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U174 /* #game */, 84: U175 /* #setup */ }, T0.s),
};

const T71: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 96: U144 /* horse-for-mp */, 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U174 /* #game */, 84: U175 /* #setup */ }, T0.s),
};

const T72: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U176 /* #game */,
    84: U177 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T73: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U176 /* #game */,
    84: U177 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T74: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      96: U144 /* horse-for-mp */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U176 /* #game */,
    84: U177 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T75: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      96: U144 /* horse-for-mp */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U176 /* #game */,
    84: U177 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T76: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U176 /* #game */,
    84: U177 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T77: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U176 /* #game */,
    84: U177 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T78: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      96: U144 /* horse-for-mp */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U176 /* #game */,
    84: U177 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T79: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      96: U144 /* horse-for-mp */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U176 /* #game */,
    84: U177 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T80: C.Units = {
  ...T0,
  s: C.unitList({ 83: U178 /* #game */, 84: U179 /* #setup */ }, T0.s),
};

const T81: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */ }, T0.f),
  s: C.unitList({ 83: U178 /* #game */, 84: U179 /* #setup */ }, T0.s),
};

const T82: C.Units = {
  ...T0,
  f: C.unitList({ 96: U144 /* horse-for-mp */ }, T0.f),
  s: C.unitList({ 83: U178 /* #game */, 84: U179 /* #setup */ }, T0.s),
};

const T83: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 96: U144 /* horse-for-mp */ }, T0.f),
  s: C.unitList({ 83: U178 /* #game */, 84: U179 /* #setup */ }, T0.s),
};

const T84: C.Units = {
  ...T0,
  f: C.unitList({ 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U178 /* #game */, 84: U179 /* #setup */ }, T0.s),
};

const T85: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U178 /* #game */, 84: U179 /* #setup */ }, T0.s),
};

const T86: C.Units = {
  ...T0,
  f: C.unitList({ 96: U144 /* horse-for-mp */, 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U178 /* #game */, 84: U179 /* #setup */ }, T0.s),
};

const T87: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 96: U144 /* horse-for-mp */, 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U178 /* #game */, 84: U179 /* #setup */ }, T0.s),
};

const T88: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U180 /* #game */,
    84: U181 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T89: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U180 /* #game */,
    84: U181 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T90: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      96: U144 /* horse-for-mp */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U180 /* #game */,
    84: U181 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T91: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      96: U144 /* horse-for-mp */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U180 /* #game */,
    84: U181 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T92: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U180 /* #game */,
    84: U181 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T93: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U180 /* #game */,
    84: U181 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T94: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      96: U144 /* horse-for-mp */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U180 /* #game */,
    84: U181 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T95: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      96: U144 /* horse-for-mp */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U180 /* #game */,
    84: U181 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T96: C.Units = {
  ...T0,
  s: C.unitList({ 83: U182 /* #game */, 84: U183 /* #setup */ }, T0.s),
};

const T97: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */ }, T0.f),
  s: C.unitList({ 83: U182 /* #game */, 84: U183 /* #setup */ }, T0.s),
};

const T98: C.Units = {
  ...T0,
  f: C.unitList({ 96: U144 /* horse-for-mp */ }, T0.f),
  s: C.unitList({ 83: U182 /* #game */, 84: U183 /* #setup */ }, T0.s),
};

const T99: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 96: U144 /* horse-for-mp */ }, T0.f),
  s: C.unitList({ 83: U182 /* #game */, 84: U183 /* #setup */ }, T0.s),
};

const T100: C.Units = {
  ...T0,
  f: C.unitList({ 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U182 /* #game */, 84: U183 /* #setup */ }, T0.s),
};

const T101: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U182 /* #game */, 84: U183 /* #setup */ }, T0.s),
};

const T102: C.Units = {
  ...T0,
  f: C.unitList({ 96: U144 /* horse-for-mp */, 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U182 /* #game */, 84: U183 /* #setup */ }, T0.s),
};

const T103: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 96: U144 /* horse-for-mp */, 100: U144 /* animal-trading */ }, T0.f),
  s: C.unitList({ 83: U182 /* #game */, 84: U183 /* #setup */ }, T0.s),
};

const T104: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U184 /* #game */,
    84: U185 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T105: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U184 /* #game */,
    84: U185 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T106: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      96: U144 /* horse-for-mp */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U184 /* #game */,
    84: U185 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T107: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      96: U144 /* horse-for-mp */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U184 /* #game */,
    84: U185 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T108: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U184 /* #game */,
    84: U185 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T109: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U184 /* #game */,
    84: U185 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T110: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      96: U144 /* horse-for-mp */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U184 /* #game */,
    84: U185 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T111: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      96: U144 /* horse-for-mp */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U184 /* #game */,
    84: U185 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T112: C.Units = {
  ...T0,
  p: C.unitList({ 75: U186 /* next-period */ }, T0.p),
  s: C.unitList({ 83: U187 /* #game */, 84: U188 /* #setup */ }, T0.s),
};

const T113: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */ }, T0.f),
  p: C.unitList({ 75: U186 /* next-period */ }, T0.p),
  s: C.unitList({ 83: U187 /* #game */, 84: U188 /* #setup */ }, T0.s),
};

const T114: C.Units = {
  ...T0,
  f: C.unitList({ 96: U144 /* horse-for-mp */ }, T0.f),
  p: C.unitList({ 75: U186 /* next-period */ }, T0.p),
  s: C.unitList({ 83: U187 /* #game */, 84: U188 /* #setup */ }, T0.s),
};

const T115: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 96: U144 /* horse-for-mp */ }, T0.f),
  p: C.unitList({ 75: U186 /* next-period */ }, T0.p),
  s: C.unitList({ 83: U187 /* #game */, 84: U188 /* #setup */ }, T0.s),
};

const T116: C.Units = {
  ...T0,
  f: C.unitList({ 100: U144 /* animal-trading */ }, T0.f),
  p: C.unitList({ 75: U186 /* next-period */ }, T0.p),
  s: C.unitList({ 83: U187 /* #game */, 84: U188 /* #setup */ }, T0.s),
};

const T117: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 100: U144 /* animal-trading */ }, T0.f),
  p: C.unitList({ 75: U186 /* next-period */ }, T0.p),
  s: C.unitList({ 83: U187 /* #game */, 84: U188 /* #setup */ }, T0.s),
};

const T118: C.Units = {
  ...T0,
  f: C.unitList({ 96: U144 /* horse-for-mp */, 100: U144 /* animal-trading */ }, T0.f),
  p: C.unitList({ 75: U186 /* next-period */ }, T0.p),
  s: C.unitList({ 83: U187 /* #game */, 84: U188 /* #setup */ }, T0.s),
};

const T119: C.Units = {
  ...T0,
  f: C.unitList({ 92: U144 /* horses-as-food */, 96: U144 /* horse-for-mp */, 100: U144 /* animal-trading */ }, T0.f),
  p: C.unitList({ 75: U186 /* next-period */ }, T0.p),
  s: C.unitList({ 83: U187 /* #game */, 84: U188 /* #setup */ }, T0.s),
};

const T120: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    75: U186 /* next-period */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U189 /* #game */,
    84: U190 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T121: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    75: U186 /* next-period */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U189 /* #game */,
    84: U190 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T122: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      96: U144 /* horse-for-mp */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    75: U186 /* next-period */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U189 /* #game */,
    84: U190 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T123: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      96: U144 /* horse-for-mp */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    75: U186 /* next-period */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U189 /* #game */,
    84: U190 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T124: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    75: U186 /* next-period */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U189 /* #game */,
    84: U190 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T125: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    75: U186 /* next-period */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U189 /* #game */,
    84: U190 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T126: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      96: U144 /* horse-for-mp */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    75: U186 /* next-period */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U189 /* #game */,
    84: U190 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
};

const T127: C.Units = {
  ...T0,
  f: C.unitList(
    {
      0: U145 /* dine-player */,
      4: U146 /* tribe-winner */,
      92: U144 /* horses-as-food */,
      96: U144 /* horse-for-mp */,
      100: U144 /* animal-trading */,
      181: U147 /* mark-of */,
      185: U148 /* headman */,
      189: U149 /* non-headman */,
    },
    T0.f,
  ),
  p: C.unitList({
    0: U150 /* prepare-players */,
    3: U64 /* collect-enemy-aps */,
    4: U65 /* reset-cubes */,
    6: U66 /* resolve-minor-event */,
    7: U67 /* pueblo-revolt */,
    12: U68 /* icon-to-passage-of-time */,
    20: U69 /* zero-manless-ferocity */,
    24: U70 /* left-behind */,
    25: U71 /* enter-intruders */,
    26: U72 /* raise-ferocity */,
    28: U73 /* plant-corn */,
    31: U74 /* shift-instructions */,
    32: U75 /* swap-row */,
    35: U76 /* subvert */,
    36: U77 /* colonize */,
    37: U78 /* build-outpost */,
    38: U79 /* subjugation-draw */,
    39: U80 /* add-subjugation */,
    40: U81 /* reset-instruction-display */,
    42: U82 /* drought-recovery */,
    53: U83 /* start-family */,
    54: U84 /* start-elders */,
    55: U85 /* place-elders */,
    56: U86 /* fill-instruction-display */,
    57: U87 /* fill-raid-pool */,
    58: U88 /* take-out */,
    59: U89 /* place-drought */,
    63: U151 /* cultural-development-setup */,
    64: U90 /* set-tracks */,
    65: U91 /* set-instructions */,
    66: U92 /* period-deck */,
    67: U93 /* rise-of-the-people-deck */,
    68: U94 /* rope-thrower-deck */,
    69: U95 /* judge-american */,
    70: U96 /* judge-margin */,
    71: U97 /* tutorial-families */,
    72: U98 /* tutorial-instructions */,
    73: U99 /* tutorial-cultural-cards */,
    74: U100 /* tutorial-deck */,
    75: U186 /* next-period */,
    81: U152 /* pass-headman */,
    82: U153 /* gain-ip */,
  }),
  s: C.unitList({
    83: U189 /* #game */,
    84: U190 /* #setup */,
    1: U156 /* between-draw-and-resolution */,
    2: U103 /* operations-segment */,
    5: U104 /* resolve-major-event */,
    8: U105 /* event-card */,
    9: U106 /* victory-check */,
    10: U107 /* buy-cultural-cards */,
    11: U108 /* player-operation */,
    13: U109 /* planning */,
    14: U110 /* elder-action */,
    15: U111 /* make-trade-goods */,
    16: U112 /* tribal-diplomacy */,
    17: U113 /* roll-or-bless */,
    18: U114 /* player-roll */,
    19: U115 /* ceremony-steps */,
    21: U116 /* take-actions */,
    22: U117 /* offer-animal-trades */,
    23: U118 /* activate-family */,
    27: U119 /* raid-on-outpost */,
    29: U120 /* raid-new-mexico */,
    30: U121 /* enemy-operations */,
    33: U122 /* execute-instructions */,
    34: U123 /* execute-instruction */,
    41: U124 /* passage-of-time-operation */,
    43: U125 /* run-enemy-raid */,
    44: U126 /* place-raid-counter */,
    45: U127 /* player-reaction */,
    46: U128 /* evasion */,
    47: U129 /* negotiation */,
    48: U130 /* raid-resolution */,
    49: U131 /* ambush-attack */,
    50: U132 /* raid-ends */,
    51: U133 /* run-tribal-raid */,
    52: U134 /* place-families */,
    60: U135 /* prepare-cultural-cards */,
    61: U136 /* collect-free */,
    62: U137 /* collect-starting-cards */,
    76: U157 /* influence-elders */,
    77: U158 /* place-elder-influence */,
    78: U159 /* influence-families */,
    79: U160 /* place-family-influence */,
    80: U161 /* adjust-ferocity */,
  }),
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
    "tribal-raid-box",
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
    "enemy-counters",
  ],
  track: [
    "planning-done",
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
  value: [
    "man",
    "woman",
    "child",
    "elder",
    "a",
    "b",
    "c",
    "d",
    "e",
    "f",
    "firearms",
    "unstated",
    "black",
    "brown",
    "red",
    "white",
    "yellow",
    "green",
    "blue",
    "g",
    "h",
    "i",
    "j",
    "k",
    "l",
    "m",
    "n",
    "spanish",
    "mexican",
    "american",
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
    "striped",
    "plain",
    "operations",
    "ceremony",
    "historical",
    "transitional",
    "level-1",
    "level-2",
    "level-3",
    "weaving",
    "horsemanship",
    "religion",
    "masters-of-the-mesas",
    "sharp-traders",
    "cunning",
    "warrior-society",
    "wisdom-of-the-ancient-ones",
    "one-level-1",
    "buy-four",
    "eight-free",
    "four-sets",
    "subjugation-cube",
    "place-intruder",
    "pueblo-war-in-the-west",
    "peek-three",
    "firearms-acquired",
    "hostile-tribes",
    "drought",
    "swap-instructions",
    "drought-recovery",
    "no-influence",
    "turquoise-influence",
    "red-basket-influence",
  ],
  field: [
    "letter",
    "ferocity",
    "role",
    "box",
    "effect",
    "colour",
    "nation",
    "development",
    "level",
    "influence",
    "influence-points",
    "headman",
    "cultural-start",
    "class",
    "value",
    "kind",
    "row",
    "territory",
    "bracket-value",
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
    "event-vp",
    "blessing-ways",
    "territory-boxes",
    "alphabetic-priority",
    "margin-victory",
    "american-victory",
  ],
  decision: [
    "preempt-choice",
    "next-card",
    "waiting-lost",
    "check-or-medicine",
    "buy-choice",
    "card-to-buy",
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
    "animal-trade",
    "spend-horse-mp",
    "outpost-green",
    "raid-loot",
    "elder-conversion",
    "fill-space",
    "new-family",
    "new-family-area",
    "horses-unfed",
    "horse-for-food",
    "reaction-choice",
    "harass-area",
    "evade-six",
    "raid-resolution-choice",
    "raid-loss",
    "firearms-choice",
    "return-area",
    "return-ferocity",
    "tribal-evasion",
    "tribal-evader",
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
    "revolt-in-play",
    "revolt-in-play#empty",
    "revolt-in-play#count",
    "revolt-in-play#first",
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
    "held",
    "held#empty",
    "held#count",
    "held#first",
    "members",
    "members#empty",
    "members#count",
    "members#first",
    "role-in-play",
    "role-in-play#empty",
    "role-in-play#count",
    "role-in-play#first",
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
    "horses-as-food",
    "horses-as-food#empty",
    "horses-as-food#count",
    "horses-as-food#first",
    "horse-for-mp",
    "horse-for-mp#empty",
    "horse-for-mp#count",
    "horse-for-mp#first",
    "animal-trading",
    "animal-trading#empty",
    "animal-trading#count",
    "animal-trading#first",
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
    "lacking",
    "lacking#empty",
    "lacking#count",
    "lacking#first",
    "arability",
    "arability#empty",
    "arability#count",
    "arability#first",
    "family-lands",
    "family-lands#empty",
    "family-lands#count",
    "family-lands#first",
    "symbol-of",
    "symbol-of#empty",
    "symbol-of#count",
    "symbol-of#first",
    "raid-counters-in",
    "raid-counters-in#empty",
    "raid-counters-in#count",
    "raid-counters-in#first",
    "raided-areas",
    "raided-areas#empty",
    "raided-areas#count",
    "raided-areas#first",
    "families-on-areas",
    "families-on-areas#empty",
    "families-on-areas#count",
    "families-on-areas#first",
    "raid-distance",
    "raid-distance#empty",
    "raid-distance#count",
    "raid-distance#first",
    "firearms-held",
    "firearms-held#empty",
    "firearms-held#count",
    "firearms-held#first",
    "lands",
    "lands#empty",
    "lands#count",
    "lands#first",
    "families-of",
    "families-of#empty",
    "families-of#count",
    "families-of#first",
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
    "area-cost#move",
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
    "pueblo-revolt",
    "event-card",
    "victory-check",
    "buy-cultural-cards",
    "player-operation",
    "icon-to-passage-of-time",
    "planning",
    "elder-action",
    "make-trade-goods",
    "tribal-diplomacy",
    "roll-or-bless",
    "player-roll",
    "ceremony-steps",
    "zero-manless-ferocity",
    "take-actions",
    "offer-animal-trades",
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
    "subvert",
    "colonize",
    "build-outpost",
    "subjugation-draw",
    "add-subjugation",
    "reset-instruction-display",
    "passage-of-time-operation",
    "drought-recovery",
    "run-enemy-raid",
    "place-raid-counter",
    "player-reaction",
    "evasion",
    "negotiation",
    "raid-resolution",
    "ambush-attack",
    "raid-ends",
    "run-tribal-raid",
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
    "influence-elders",
    "place-elder-influence",
    "influence-families",
    "place-family-influence",
    "adjust-ferocity",
    "pass-headman",
    "gain-ip",
    "#game",
    "#setup",
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
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T1,
    }),
    "|ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T2,
    }),
    "|horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T3,
    }),
    "|horse-trading": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T4,
    }),
    "|horse-trading+horseflesh": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T5,
    }),
    "|horse-trading+ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T6,
    }),
    "|horse-trading+horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T7,
    }),
    "|two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T8,
    }),
    "|horseflesh+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T9,
    }),
    "|ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T10,
    }),
    "|horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T11,
    }),
    "|horse-trading+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T12,
    }),
    "|horse-trading+horseflesh+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T13,
    }),
    "|horse-trading+ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T14,
    }),
    "|horse-trading+horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T15,
    }),
    "tutorial|": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T16,
    }),
    "tutorial|horseflesh": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T17,
    }),
    "tutorial|ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T18,
    }),
    "tutorial|horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T19,
    }),
    "tutorial|horse-trading": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T20,
    }),
    "tutorial|horse-trading+horseflesh": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T21,
    }),
    "tutorial|horse-trading+ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T22,
    }),
    "tutorial|horse-trading+horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T23,
    }),
    "tutorial|two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T24,
    }),
    "tutorial|horseflesh+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T25,
    }),
    "tutorial|ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T26,
    }),
    "tutorial|horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T27,
    }),
    "tutorial|horse-trading+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T28,
    }),
    "tutorial|horse-trading+horseflesh+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T29,
    }),
    "tutorial|horse-trading+ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T30,
    }),
    "tutorial|horse-trading+horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T31,
    }),
    "rise-of-the-people|": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T32,
    }),
    "rise-of-the-people|horseflesh": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T33,
    }),
    "rise-of-the-people|ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T34,
    }),
    "rise-of-the-people|horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T35,
    }),
    "rise-of-the-people|horse-trading": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T36,
    }),
    "rise-of-the-people|horse-trading+horseflesh": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T37,
    }),
    "rise-of-the-people|horse-trading+ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T38,
    }),
    "rise-of-the-people|horse-trading+horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T39,
    }),
    "rise-of-the-people|two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T40,
    }),
    "rise-of-the-people|horseflesh+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T41,
    }),
    "rise-of-the-people|ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T42,
    }),
    "rise-of-the-people|horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T43,
    }),
    "rise-of-the-people|horse-trading+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T44,
    }),
    "rise-of-the-people|horse-trading+horseflesh+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T45,
    }),
    "rise-of-the-people|horse-trading+ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T46,
    }),
    "rise-of-the-people|horse-trading+horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T47,
    }),
    "lords-of-the-earth|": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T48,
    }),
    "lords-of-the-earth|horseflesh": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T49,
    }),
    "lords-of-the-earth|ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T50,
    }),
    "lords-of-the-earth|horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T51,
    }),
    "lords-of-the-earth|horse-trading": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T52,
    }),
    "lords-of-the-earth|horse-trading+horseflesh": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T53,
    }),
    "lords-of-the-earth|horse-trading+ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T54,
    }),
    "lords-of-the-earth|horse-trading+horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T55,
    }),
    "lords-of-the-earth|two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T56,
    }),
    "lords-of-the-earth|horseflesh+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T57,
    }),
    "lords-of-the-earth|ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T58,
    }),
    "lords-of-the-earth|horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T59,
    }),
    "lords-of-the-earth|horse-trading+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T60,
    }),
    "lords-of-the-earth|horse-trading+horseflesh+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T61,
    }),
    "lords-of-the-earth|horse-trading+ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T62,
    }),
    "lords-of-the-earth|horse-trading+horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T63,
    }),
    "broken-country|": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T64,
    }),
    "broken-country|horseflesh": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T65,
    }),
    "broken-country|ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T66,
    }),
    "broken-country|horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T67,
    }),
    "broken-country|horse-trading": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T68,
    }),
    "broken-country|horse-trading+horseflesh": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T69,
    }),
    "broken-country|horse-trading+ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T70,
    }),
    "broken-country|horse-trading+horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T71,
    }),
    "broken-country|two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T72,
    }),
    "broken-country|horseflesh+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T73,
    }),
    "broken-country|ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T74,
    }),
    "broken-country|horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T75,
    }),
    "broken-country|horse-trading+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T76,
    }),
    "broken-country|horse-trading+horseflesh+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T77,
    }),
    "broken-country|horse-trading+ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T78,
    }),
    "broken-country|horse-trading+horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T79,
    }),
    "fearing-time|": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T80,
    }),
    "fearing-time|horseflesh": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T81,
    }),
    "fearing-time|ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T82,
    }),
    "fearing-time|horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T83,
    }),
    "fearing-time|horse-trading": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T84,
    }),
    "fearing-time|horse-trading+horseflesh": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T85,
    }),
    "fearing-time|horse-trading+ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T86,
    }),
    "fearing-time|horse-trading+horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T87,
    }),
    "fearing-time|two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T88,
    }),
    "fearing-time|horseflesh+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T89,
    }),
    "fearing-time|ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T90,
    }),
    "fearing-time|horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T91,
    }),
    "fearing-time|horse-trading+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T92,
    }),
    "fearing-time|horse-trading+horseflesh+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T93,
    }),
    "fearing-time|horse-trading+ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T94,
    }),
    "fearing-time|horse-trading+horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T95,
    }),
    "rope-thrower|": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T96,
    }),
    "rope-thrower|horseflesh": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T97,
    }),
    "rope-thrower|ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T98,
    }),
    "rope-thrower|horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T99,
    }),
    "rope-thrower|horse-trading": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T100,
    }),
    "rope-thrower|horse-trading+horseflesh": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T101,
    }),
    "rope-thrower|horse-trading+ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T102,
    }),
    "rope-thrower|horse-trading+horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T103,
    }),
    "rope-thrower|two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T104,
    }),
    "rope-thrower|horseflesh+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T105,
    }),
    "rope-thrower|ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T106,
    }),
    "rope-thrower|horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T107,
    }),
    "rope-thrower|horse-trading+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T108,
    }),
    "rope-thrower|horse-trading+horseflesh+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T109,
    }),
    "rope-thrower|horse-trading+ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T110,
    }),
    "rope-thrower|horse-trading+horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T111,
    }),
    "navajo-wars-campaign|": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T112,
    }),
    "navajo-wars-campaign|horseflesh": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T113,
    }),
    "navajo-wars-campaign|ride-till-they-drop": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T114,
    }),
    "navajo-wars-campaign|horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T115,
    }),
    "navajo-wars-campaign|horse-trading": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T116,
    }),
    "navajo-wars-campaign|horse-trading+horseflesh": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T117,
    }),
    "navajo-wars-campaign|horse-trading+ride-till-they-drop": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T118,
    }),
    "navajo-wars-campaign|horse-trading+horseflesh+ride-till-they-drop": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      turns: { first: 1, last: 55 },
      units: T119,
    }),
    "navajo-wars-campaign|two-player": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T120,
    }),
    "navajo-wars-campaign|horseflesh+two-player": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T121,
    }),
    "navajo-wars-campaign|ride-till-they-drop+two-player": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T122,
    }),
    "navajo-wars-campaign|horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T123,
    }),
    "navajo-wars-campaign|horse-trading+two-player": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T124,
    }),
    "navajo-wars-campaign|horse-trading+horseflesh+two-player": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T125,
    }),
    "navajo-wars-campaign|horse-trading+ride-till-they-drop+two-player": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T126,
    }),
    "navajo-wars-campaign|horse-trading+horseflesh+ride-till-they-drop+two-player": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [{ who: "'two-player'", min: 2, max: 2 }],
      turns: { first: 1, last: 55 },
      units: T127,
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
  "animal-trade": "two-sheep-for-a-horse" | "two-horses-for-a-sheep" | "no-trade";
  "blessing-card": PieceId;
  "blessing-choice": "roll-the-die" | "play-a-blessing-way";
  "buy-choice": "buy-a-card" | "buy-nothing";
  "card-to-buy": PieceId;
  "ceremony-choice": "keep-the-card" | "discard-the-card";
  "check-or-medicine": "victory-check" | "good-medicine";
  "cultural-card-choice": PieceId;
  "cultural-collect": "collect" | "decline";
  "cultural-set-choice": PieceId;
  "cultural-set-return": PieceId;
  "diplomacy-choice": "tribal-diplomacy" | "tribal-warfare" | "neither";
  "diplomacy-gifts": "spend-trade-goods" | "roll-for-diplomacy";
  "diplomacy-target": PieceId;
  diplomat: PieceId;
  "elder-action-choice": "culture-for-military" | "gain-an-ap" | "calm-a-family" | "no-action";
  "elder-conversion": "become-an-elder" | "stay";
  "elder-influence": PieceId;
  "evade-six": AreaId;
  "family-action":
    | "move-to-adjacent-area"
    | "raid-new-mexico"
    | "long-range-raid"
    | "plant-corn"
    | "raid-on-outpost"
    | "take-a-horse"
    | "rulebook-action"
    | "end-activation";
  "family-area": AreaId;
  "family-influence": PieceId;
  "family-move": AreaId;
  "family-to-activate": PieceId;
  "family-to-calm": PieceId;
  "fill-space": PieceId;
  "firearms-choice": "spend-firearms" | "keep-firearms";
  "harass-area": AreaId;
  "horse-for-food": "eat-a-horse" | "stop-eating-horses";
  "horses-unfed": "lose-the-horses" | "animals-to-trade-goods";
  "manuelito-family": PieceId;
  "new-family": "form-a-family" | "no-new-family";
  "new-family-area": AreaId;
  "next-card": PieceId;
  "operation-choice": "take-actions" | "planning" | "pass-time";
  "outpost-green": "fight-a-battle" | "enemy-morale-up";
  "preempt-choice": "preempt" | "let-the-enemy-go-first";
  "raid-loot": "take-sheep" | "take-horse";
  "raid-loss": PieceId;
  "raid-resolution-choice": "fight-a-battle" | "take-the-losses";
  "re-roll-choice": "keep-the-die" | "roll-again";
  "reaction-choice": "evade" | "negotiate" | "ambush" | "place-harass" | "no-reaction";
  "return-area": AreaId;
  "return-ferocity": number;
  "spend-horse-mp": "spend-a-horse" | "keep-the-horse";
  "starting-ferocity": number;
  "trade-goods-choice": "make-trade-goods" | "stop";
  "tribal-evader": PieceId;
  "tribal-evasion": "evade" | "negotiate" | "ambush" | "place-harass" | "no-reaction";
  "waiting-lost": PieceId;
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
