// Do not edit: generated from specs/navajo-wars by Rulewright.
// A standalone engine for Navajo Wars: the spec compiled to TypeScript
// over the small runtime core, one program per scenario and variants.
import * as B from "../../runtime/core/builtins.js";
import * as C from "../../runtime/core/commands.js";
import type { Defaults, GameData } from "../../runtime/core/data.js";
import * as M from "../../runtime/core/machine.js";
import * as V from "../../runtime/core/values.js";
import type { EngineOptions } from "../../runtime/engine.js";

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
  territory: { centre: false },
  area: { edge: false, impassable: false, capital: false, base: false },
  phase: { "each-side": false },
  segment: { "each-side": false },
  step: { "each-side": false },
  loop: { "each-side": false },
  interrupt: { "each-side": false },
};

const D0: GameData = {
  game: {
    id: "navajo-wars",
    title: "Navajo Wars",
    rule: "14",
    players: { min: 1, max: 1 },
    solitaire: true,
    sides: ["dine", "enemy"],
    dice: "d6",
    source: "navajo-wars.playbook.txt",
    start: "play",
  },
  types: [
    { id: "population-kind", rule: "1.6.1", values: ["man", "woman", "child", "elder"] },
    { id: "family-letter", rule: "1.6.1", values: ["a", "b", "c", "d", "e", "f"] },
    { id: "cube-colour", rule: "1.6", values: ["black", "brown", "red", "white", "yellow", "green", "blue"] },
    {
      id: "instruction-letter",
      rule: "14",
      values: ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n"],
    },
    { id: "enemy-nation", rule: "14", values: ["spanish", "mexican", "american"] },
    {
      id: "instruction-kind",
      rule: "14",
      values: [
        "raid",
        "build",
        "colonize",
        "expand",
        "subvert",
        "defend",
        "both",
        "raid-expand",
        "build-colonize",
        "build-subvert",
      ],
    },
    { id: "card-kind", rule: "14", values: ["operations", "ceremony", "historical", "transitional"] },
    { id: "cultural-level", rule: "14", values: ["level-1", "level-2", "level-3"] },
  ],
  sides: [
    { id: "dine", title: "The Dine", colour: "turquoise" },
    {
      id: "enemy",
      title: "Enemy (Spanish, Mexican, American)",
      player: false,
      nations: ["spanish", "mexican", "american"],
    },
  ],
  maps: [
    {
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
        { id: "santa-fe", title: "Santa Fe" },
        {
          id: "canyon-de-chelly-1",
          title: "Canyon de Chelly 1",
          territory: ["canyon-de-chelly"],
          row: 1,
          value: 1,
          symbol: "(1)",
        },
        {
          id: "canyon-de-chelly-2",
          title: "Canyon de Chelly 2",
          territory: ["canyon-de-chelly"],
          row: 2,
          value: 2,
          symbol: "(1)",
        },
        {
          id: "canyon-de-chelly-3",
          title: "Canyon de Chelly 3",
          territory: ["canyon-de-chelly"],
          row: 3,
          value: 3,
          symbol: "(1)",
        },
        {
          id: "canyon-de-chelly-4",
          title: "Canyon de Chelly 4",
          territory: ["canyon-de-chelly"],
          row: 4,
          value: 3,
          symbol: "(2)",
        },
        {
          id: "canyon-de-chelly-5",
          title: "Canyon de Chelly 5",
          territory: ["canyon-de-chelly"],
          row: 5,
          value: 4,
          symbol: "(2)",
        },
        {
          id: "canyon-de-chelly-6",
          title: "Canyon de Chelly 6",
          territory: ["canyon-de-chelly"],
          row: 6,
          value: 5,
          symbol: "(3)",
        },
        { id: "shiprock-1", title: "Shiprock 1", territory: ["shiprock"], row: 1, value: 1, symbol: "(1)", vp: 4 },
        { id: "shiprock-2", title: "Shiprock 2", territory: ["shiprock"], row: 2, value: 2, symbol: "(1)" },
        { id: "shiprock-3", title: "Shiprock 3", territory: ["shiprock"], row: 3, value: 3, symbol: "(1)" },
        { id: "shiprock-4", title: "Shiprock 4", territory: ["shiprock"], row: 4, value: 3, symbol: "(2)" },
        { id: "shiprock-5", title: "Shiprock 5", territory: ["shiprock"], row: 5, value: 4, symbol: "(2)" },
        { id: "shiprock-6", title: "Shiprock 6", territory: ["shiprock"], row: 6, value: 5, symbol: "(3)" },
        {
          id: "san-juan-valley-1",
          title: "San Juan Valley 1",
          territory: ["san-juan-valley"],
          row: 1,
          value: 1,
          symbol: "(1)",
          vp: 3,
        },
        {
          id: "san-juan-valley-2",
          title: "San Juan Valley 2",
          territory: ["san-juan-valley"],
          row: 2,
          value: 2,
          symbol: "(1)",
        },
        {
          id: "san-juan-valley-3",
          title: "San Juan Valley 3",
          territory: ["san-juan-valley"],
          row: 3,
          value: 3,
          symbol: "(1)",
        },
        {
          id: "san-juan-valley-4",
          title: "San Juan Valley 4",
          territory: ["san-juan-valley"],
          row: 4,
          value: 3,
          symbol: "(2)",
        },
        {
          id: "san-juan-valley-5",
          title: "San Juan Valley 5",
          territory: ["san-juan-valley"],
          row: 5,
          value: 4,
          symbol: "(2)",
        },
        {
          id: "san-juan-valley-6",
          title: "San Juan Valley 6",
          territory: ["san-juan-valley"],
          row: 6,
          value: 5,
          symbol: "(3)",
        },
        {
          id: "monument-valley-1",
          title: "Monument Valley 1",
          territory: ["monument-valley"],
          row: 1,
          value: 1,
          symbol: "(1)",
          vp: 2,
        },
        {
          id: "monument-valley-2",
          title: "Monument Valley 2",
          territory: ["monument-valley"],
          row: 2,
          value: 2,
          symbol: "(1)",
        },
        {
          id: "monument-valley-3",
          title: "Monument Valley 3",
          territory: ["monument-valley"],
          row: 3,
          value: 3,
          symbol: "(1)",
        },
        {
          id: "monument-valley-4",
          title: "Monument Valley 4",
          territory: ["monument-valley"],
          row: 4,
          value: 3,
          symbol: "(2)",
        },
        {
          id: "monument-valley-5",
          title: "Monument Valley 5",
          territory: ["monument-valley"],
          row: 5,
          value: 4,
          symbol: "(2)",
        },
        {
          id: "monument-valley-6",
          title: "Monument Valley 6",
          territory: ["monument-valley"],
          row: 6,
          value: 5,
          symbol: "(3)",
        },
        {
          id: "black-mesa-1",
          title: "Black Mesa 1",
          territory: ["black-mesa"],
          row: 1,
          value: 1,
          symbol: "(1)",
          vp: 2,
        },
        { id: "black-mesa-2", title: "Black Mesa 2", territory: ["black-mesa"], row: 2, value: 2, symbol: "(1)" },
        { id: "black-mesa-3", title: "Black Mesa 3", territory: ["black-mesa"], row: 3, value: 3, symbol: "(1)" },
        { id: "black-mesa-4", title: "Black Mesa 4", territory: ["black-mesa"], row: 4, value: 3, symbol: "(2)" },
        { id: "black-mesa-5", title: "Black Mesa 5", territory: ["black-mesa"], row: 5, value: 4, symbol: "(2)" },
        { id: "black-mesa-6", title: "Black Mesa 6", territory: ["black-mesa"], row: 6, value: 5, symbol: "(3)" },
        { id: "hopi-land-1", title: "Hopi Land 1", territory: ["hopi-land"], row: 1, value: 1, symbol: "(1)", vp: 3 },
        { id: "hopi-land-2", title: "Hopi Land 2", territory: ["hopi-land"], row: 2, value: 2, symbol: "(1)" },
        { id: "hopi-land-3", title: "Hopi Land 3", territory: ["hopi-land"], row: 3, value: 3, symbol: "(1)" },
        { id: "hopi-land-4", title: "Hopi Land 4", territory: ["hopi-land"], row: 4, value: 3, symbol: "(2)" },
        { id: "hopi-land-5", title: "Hopi Land 5", territory: ["hopi-land"], row: 5, value: 4, symbol: "(2)" },
        { id: "hopi-land-6", title: "Hopi Land 6", territory: ["hopi-land"], row: 6, value: 5, symbol: "(3)" },
        {
          id: "zuni-mountains-1",
          title: "Zuni Mountains 1",
          territory: ["zuni-mountains"],
          row: 1,
          value: 1,
          symbol: "(1)",
          vp: 3,
        },
        {
          id: "zuni-mountains-2",
          title: "Zuni Mountains 2",
          territory: ["zuni-mountains"],
          row: 2,
          value: 2,
          symbol: "(1)",
        },
        {
          id: "zuni-mountains-3",
          title: "Zuni Mountains 3",
          territory: ["zuni-mountains"],
          row: 3,
          value: 3,
          symbol: "(1)",
        },
        {
          id: "zuni-mountains-4",
          title: "Zuni Mountains 4",
          territory: ["zuni-mountains"],
          row: 4,
          value: 3,
          symbol: "(2)",
        },
        {
          id: "zuni-mountains-5",
          title: "Zuni Mountains 5",
          territory: ["zuni-mountains"],
          row: 5,
          value: 4,
          symbol: "(2)",
        },
        {
          id: "zuni-mountains-6",
          title: "Zuni Mountains 6",
          territory: ["zuni-mountains"],
          row: 6,
          value: 5,
          symbol: "(3)",
        },
      ],
      layout: "territories",
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
        { from: "shiprock-1", to: "san-juan-valley-1", directed: false },
        { from: "shiprock-4", to: "san-juan-valley-4", directed: false },
        { from: "shiprock-6", to: "canyon-de-chelly-6", directed: false },
        { from: "san-juan-valley-1", to: "monument-valley-1", directed: false },
        { from: "san-juan-valley-4", to: "monument-valley-4", directed: false },
        { from: "san-juan-valley-6", to: "canyon-de-chelly-6", directed: false },
        { from: "monument-valley-1", to: "black-mesa-1", directed: false },
        { from: "monument-valley-4", to: "black-mesa-4", directed: false },
        { from: "monument-valley-6", to: "canyon-de-chelly-6", directed: false },
        { from: "black-mesa-1", to: "hopi-land-1", directed: false },
        { from: "black-mesa-4", to: "hopi-land-4", directed: false },
        { from: "black-mesa-6", to: "canyon-de-chelly-6", directed: false },
        { from: "hopi-land-1", to: "zuni-mountains-1", directed: false },
        { from: "hopi-land-4", to: "zuni-mountains-4", directed: false },
        { from: "hopi-land-6", to: "canyon-de-chelly-6", directed: false },
        { from: "zuni-mountains-1", to: "shiprock-1", directed: false },
        { from: "zuni-mountains-4", to: "shiprock-4", directed: false },
        { from: "zuni-mountains-6", to: "canyon-de-chelly-6", directed: false },
        { from: "santa-fe", to: "shiprock-1", directed: false },
        { from: "santa-fe", to: "zuni-mountains-1", directed: false },
        { from: "shiprock-2", to: "san-juan-valley-1", directed: false },
        { from: "canyon-de-chelly-1", to: "hopi-land-1", directed: false },
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
    },
  ],
  pieces: [
    {
      id: "family",
      kind: "counter",
      title: "Family counter",
      rule: "1.6.1",
      side: "dine",
      fields: { letter: "family-letter" },
      faces: ["ferocity-low", "ferocity-high"],
      state: { ferocity: "int" },
    },
    {
      id: "population",
      kind: "counter",
      title: "Population counter",
      rule: "1.6.1",
      side: "dine",
      fields: { role: "population-kind" },
    },
    { id: "horse", kind: "counter", title: "Horse", rule: "1.6" },
    { id: "sheep", kind: "counter", title: "Sheep", rule: "1.6" },
    { id: "corn", kind: "counter", title: "Corn counter", rule: "1.6" },
    { id: "intruder", kind: "counter", title: "Intruder counter", rule: "1.6" },
    { id: "trade-goods", kind: "counter", title: "Trade Goods", rule: "1.6" },
    { id: "harass", kind: "counter", title: "Harass counter", rule: "1.6" },
    { id: "firearms", kind: "counter", title: "Firearms", rule: "1.6" },
    { id: "mission", kind: "counter", title: "Mission outpost", rule: "1.6" },
    { id: "rancho", kind: "counter", title: "Rancho outpost", rule: "1.6" },
    { id: "fort", kind: "counter", title: "Fort", rule: "1.6" },
    { id: "enemy-ap", kind: "counter", title: "Enemy AP counter", rule: "1.6", faces: ["enemy-ap", "enemy-raid"] },
    { id: "tribal-raid", kind: "counter", title: "Tribal Raid counter", rule: "1.6" },
    { id: "manuelito", kind: "counter", title: "Manuelito", rule: "14.5" },
    { id: "raid-cube", kind: "cube", title: "Raid cube", rule: "1.6", fields: { colour: "cube-colour" } },
    {
      id: "instruction",
      kind: "marker",
      title: "Instruction counter",
      rule: "14",
      fields: { nation: "enemy-nation", letter: "instruction-letter" },
    },
    {
      id: "tribal-instruction",
      kind: "marker",
      title: "Tribal instruction counter",
      rule: "14",
      faces: ["utes", "comanche"],
    },
    {
      id: "cultural-development",
      kind: "card",
      title: "Cultural Development card",
      rule: "14",
      fields: { level: "cultural-level" },
    },
    { id: "card-41", kind: "card", title: "(victory point value 8)", rule: "14", number: 41, class: "historical" },
    { id: "card-42", kind: "card", title: "Franciscan Faction Ascendant", rule: "14", number: 42, class: "historical" },
    { id: "card-43", kind: "card", title: "Historical Event 43", rule: "14", number: 43, class: "historical" },
    { id: "card-44", kind: "card", title: "Historical Event 44", rule: "14", number: 44, class: "historical" },
    { id: "card-45", kind: "card", title: "Mexican Independence", rule: "14", number: 45, class: "transitional" },
    { id: "card-46", kind: "card", title: "Historical Event 46", rule: "14", number: 46, class: "historical" },
    { id: "card-47", kind: "card", title: "Historical Event 47", rule: "14", number: 47, class: "historical" },
    { id: "card-48", kind: "card", title: "Historical Event 48", rule: "14", number: 48, class: "historical" },
    { id: "card-49", kind: "card", title: "Historical Event 49", rule: "14", number: 49, class: "historical" },
    { id: "card-50", kind: "card", title: "Army of the West", rule: "14", number: 50, class: "transitional" },
    { id: "card-51", kind: "card", title: "Death of Henry Linn Dodge", rule: "14", number: 51, class: "historical" },
    { id: "card-52", kind: "card", title: "Historical Event 52", rule: "14", number: 52, class: "historical" },
    { id: "card-53", kind: "card", title: "Manuelito's War", rule: "14", number: 53, class: "historical" },
    { id: "card-54", kind: "card", title: "The American Civil War", rule: "14", number: 54, class: "historical" },
    { id: "card-55", kind: "card", title: "Rope Thrower: Kit Carson", rule: "14", number: 55, class: "transitional" },
    {
      id: "operations-card",
      kind: "card",
      title: "Operations card",
      rule: "14",
      numbers: { min: 1, max: 40 },
      class: "operations",
    },
    { id: "ceremony-card", kind: "card", title: "Ceremony card", rule: "14", class: "ceremony" },
  ],
  holders: [
    {
      id: "canyon-de-chelly-escape",
      kind: "box",
      title: "Canyon de Chelly Escape box",
      rule: "1.7",
      at: "canyon-de-chelly",
    },
    {
      id: "canyon-de-chelly-caught",
      kind: "box",
      title: "Canyon de Chelly Caught box",
      rule: "1.7",
      at: "canyon-de-chelly",
    },
    { id: "shiprock-escape", kind: "box", title: "Shiprock Escape box", rule: "1.7", at: "shiprock" },
    { id: "shiprock-caught", kind: "box", title: "Shiprock Caught box", rule: "1.7", at: "shiprock" },
    {
      id: "san-juan-valley-escape",
      kind: "box",
      title: "San Juan Valley Escape box",
      rule: "1.7",
      at: "san-juan-valley",
    },
    {
      id: "san-juan-valley-caught",
      kind: "box",
      title: "San Juan Valley Caught box",
      rule: "1.7",
      at: "san-juan-valley",
    },
    {
      id: "monument-valley-escape",
      kind: "box",
      title: "Monument Valley Escape box",
      rule: "1.7",
      at: "monument-valley",
    },
    {
      id: "monument-valley-caught",
      kind: "box",
      title: "Monument Valley Caught box",
      rule: "1.7",
      at: "monument-valley",
    },
    { id: "black-mesa-escape", kind: "box", title: "Black Mesa Escape box", rule: "1.7", at: "black-mesa" },
    { id: "black-mesa-caught", kind: "box", title: "Black Mesa Caught box", rule: "1.7", at: "black-mesa" },
    { id: "hopi-land-escape", kind: "box", title: "Hopi Land Escape box", rule: "1.7", at: "hopi-land" },
    { id: "hopi-land-caught", kind: "box", title: "Hopi Land Caught box", rule: "1.7", at: "hopi-land" },
    { id: "zuni-mountains-escape", kind: "box", title: "Zuni Mountains Escape box", rule: "1.7", at: "zuni-mountains" },
    { id: "zuni-mountains-caught", kind: "box", title: "Zuni Mountains Caught box", rule: "1.7", at: "zuni-mountains" },
    { id: "shiprock-drought", kind: "box", title: "Shiprock drought boxes", rule: "1.7", at: "shiprock", capacity: 2 },
    {
      id: "san-juan-valley-drought",
      kind: "box",
      title: "San Juan Valley drought boxes",
      rule: "1.7",
      at: "san-juan-valley",
      capacity: 2,
    },
    {
      id: "monument-valley-drought",
      kind: "box",
      title: "Monument Valley drought boxes",
      rule: "1.7",
      at: "monument-valley",
      capacity: 2,
    },
    {
      id: "black-mesa-drought",
      kind: "box",
      title: "Black Mesa drought boxes",
      rule: "1.7",
      at: "black-mesa",
      capacity: 2,
    },
    {
      id: "hopi-land-drought",
      kind: "box",
      title: "Hopi Land drought boxes",
      rule: "1.7",
      at: "hopi-land",
      capacity: 2,
    },
    {
      id: "zuni-mountains-drought",
      kind: "box",
      title: "Zuni Mountains drought boxes",
      rule: "1.7",
      at: "zuni-mountains",
      capacity: 2,
    },
    {
      id: "population-supply",
      kind: "pool",
      title: "Population counters",
      rule: "1.6.1",
      size: 12,
      contents: [
        { count: 4, piece: "population", fields: { role: "man" } },
        { count: 4, piece: "population", fields: { role: "woman" } },
        { count: 4, piece: "population", fields: { role: "child" } },
      ],
    },
    {
      id: "elders",
      kind: "pool",
      title: "Elder counters",
      rule: "1.6.1",
      size: 6,
      contents: [{ count: 6, piece: "population", fields: { role: "elder" } }],
    },
    {
      id: "family-counters",
      kind: "pool",
      title: "Family counters",
      rule: "1.6.1",
      size: 12,
      contents: [{ count: 2, piece: "family", fields: { letter: "*" } }],
    },
    {
      id: "corn-crib",
      kind: "cup",
      title: "Corn draw cup",
      rule: "1.6",
      visibility: "none",
      order: "random",
      size: 10,
      contents: [{ count: 10, piece: "corn" }],
    },
    {
      id: "intruder-cup",
      kind: "cup",
      title: "Intruder draw cup",
      rule: "1.6",
      visibility: "none",
      order: "random",
      size: 20,
      contents: [{ count: 20, piece: "intruder" }],
    },
    {
      id: "cube-supply",
      kind: "pool",
      title: "Raid cubes in the box",
      rule: "14",
      size: 21,
      contents: [
        { count: 3, piece: "raid-cube", fields: { colour: "black" } },
        { count: 4, piece: "raid-cube", fields: { colour: "brown" } },
        { count: 3, piece: "raid-cube", fields: { colour: "red" } },
        { count: 4, piece: "raid-cube", fields: { colour: "white" } },
        { count: 2, piece: "raid-cube", fields: { colour: "yellow" } },
        { count: 3, piece: "raid-cube", fields: { colour: "green" } },
        { count: 2, piece: "raid-cube", fields: { colour: "blue" } },
      ],
    },
    {
      id: "raid-pool",
      kind: "bag",
      title: "Raid Pool",
      rule: "14",
      visibility: "none",
      order: "random",
      holds: ["raid-cube"],
    },
    { id: "subjugation", kind: "box", title: "Subjugation of New Mexico box", rule: "14", holds: ["raid-cube"] },
    { id: "raided-cubes", kind: "box", title: "Raided Cubes box", rule: "14", holds: ["raid-cube"] },
    {
      id: "population-display",
      kind: "display",
      title: "Population Display",
      rule: "1.7.5.2",
      columns: ["a", "b", "c", "d", "e", "f"],
      slots: 3,
    },
    {
      id: "elder-display",
      kind: "display",
      title: "Elder Display",
      rule: "1.7.5.2",
      order: "ordered",
      slots: 6,
      holds: ["population"],
    },
    {
      id: "instruction-display",
      kind: "display",
      title: "Enemy Instruction Display",
      rule: "14",
      columns: ["active", "standby", "inactive"],
      rows: 6,
    },
    { id: "resources", kind: "box", title: "Resources box", rule: "14" },
    { id: "out-of-play", kind: "box", title: "Out of Play box", rule: "14" },
    { id: "enemy-out-of-play", kind: "box", title: "Enemy Out of Play box", rule: "14" },
    { id: "passage-of-time", kind: "box", title: "Passage of Time box", rule: "14" },
    { id: "in-play", kind: "box", title: "Cards in play", rule: "14" },
    {
      id: "general-records",
      kind: "track",
      title: "General Records Track",
      rule: "14",
      range: { min: 0, max: 20 },
      markers: ["military-points", "enemy-ferocity", "culture-points", "dine-aps", "enemy-morale", "influence"],
    },
    { id: "military-points", kind: "track", title: "Military Points", range: { min: 0, max: 20 } },
    { id: "enemy-ferocity", kind: "track", title: "Enemy Ferocity", range: { min: 0, max: 20 } },
    { id: "culture-points", kind: "track", title: "Culture Points", range: { min: 0, max: 20 } },
    { id: "dine-aps", kind: "track", title: "Dine APs", range: { min: 0, max: 20 } },
    { id: "enemy-morale", kind: "track", title: "Enemy Morale", range: { min: 0, max: 20 } },
    {
      id: "instruction-counters",
      kind: "pool",
      title: "Instruction counters",
      rule: "14",
      size: 42,
      contents: [{ count: 1, piece: "instruction", fields: { nation: "*", letter: "*" } }],
    },
    {
      id: "operations-cards",
      kind: "pool",
      title: "Operations and Ceremony cards (1-40)",
      rule: "14",
      size: 40,
      contents: [
        { count: 28, piece: "operations-card" },
        { count: 12, piece: "ceremony-card" },
      ],
    },
    { id: "stack", kind: "box", title: "A stack being dealt", rule: "14" },
    { id: "deck", kind: "deck", title: "Draw deck", rule: "14", visibility: "none", order: "stacked" },
    { id: "ceremony-hand", kind: "hand", title: "Ceremony cards in hand", rule: "14", visibility: "owner" },
    {
      id: "cultural-cards",
      kind: "pool",
      title: "Cultural Development cards",
      rule: "14",
      size: 24,
      contents: [{ count: 8, piece: "cultural-development", fields: { level: "*" } }],
    },
  ],
  tables: [
    {
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
    },
    {
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
    },
    {
      id: "instruction-letters",
      title: "Instruction counters named in the playbook",
      rule: "14",
      columns: ["instruction"],
      rows: [
        { key: "e", cells: ["raid-expand"] },
        { key: "g", cells: ["build-colonize"] },
      ],
    },
    {
      id: "named-cards",
      title: "Cards named in the playbook",
      rule: "14",
      columns: ["title", "kind", "period"],
      rows: [
        { key: { min: 14, max: 14 }, cells: ["Shaman event", "operations", "any"] },
        { key: { min: 15, max: 15 }, cells: ["Shaman event", "operations", "any"] },
        { key: { min: 16, max: 16 }, cells: ["Shaman event", "operations", "any"] },
        { key: { min: 41, max: 41 }, cells: ["(victory point value 8)", "historical", "spanish"] },
        { key: { min: 42, max: 42 }, cells: ["Franciscan Faction Ascendant", "historical", "spanish"] },
        { key: { min: 45, max: 45 }, cells: ["Mexican Independence", "transitional", "spanish"] },
        { key: { min: 50, max: 50 }, cells: ["Army of the West", "transitional", "mexican"] },
        { key: { min: 51, max: 51 }, cells: ["Death of Henry Linn Dodge", "historical", "american"] },
        { key: { min: 53, max: 53 }, cells: ["Manuelito's War", "historical", "american"] },
        { key: { min: 54, max: 54 }, cells: ["The American Civil War", "historical", "american"] },
        { key: { min: 55, max: 55 }, cells: ["Rope Thrower: Kit Carson", "transitional", "american"] },
      ],
    },
    {
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
    },
    {
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
    },
  ],
  decisions: [
    {
      id: "trade",
      title: "Trade animals",
      by: "dine",
      options: ["two-sheep-for-a-horse", "two-horses-for-a-sheep", "no-trade"],
    },
    {
      id: "headman-roll",
      title: "Who is Headman",
      rule: "16.4",
      by: "turquoise",
      options: ["turquoise", "red-basket"],
    },
    { id: "elder-influence", title: "Place influence on an elder", rule: "16.3.1", by: "active" },
    { id: "family-influence", title: "Place influence on a family", rule: "16.3.2", by: "active" },
    { id: "preempt", title: "Preempt", rule: "16.5.3", by: "headman", options: ["preempt", "let-other-choose"] },
  ],
  unspecified: [
    { id: "sequence-of-play", title: "Sequence of play", rule: "2", section: "2" },
    {
      id: "operations",
      title: "Player operations: planning, taking actions, passage of time",
      rule: "3",
      section: "3",
    },
    {
      id: "enemy-instructions",
      title: "Enemy operations: executing instructions and resetting the display",
      rule: "4",
      section: "4",
    },
    { id: "raids", title: "Raids and reactions: evasion, ambush, harassment, negotiation", rule: "5", section: "5" },
    { id: "events", title: "Historical and transitional events", rule: "6", section: "6" },
    { id: "minor-events", title: "Minor events", rule: "7", section: "7" },
    {
      id: "victory-check-rules",
      title: "Victory check, Good Medicine and buying Cultural Development cards",
      rule: "8",
      section: "8",
    },
    { id: "trade-goods-rules", title: "Trade goods", rule: "10", section: "10" },
    { id: "battles", title: "Battles and the Battle Results Table", rule: "11", section: "11" },
    { id: "defeat", title: "Defeat during play", rule: "12.1", section: "12.1" },
    { id: "automatic-victory", title: "Automatic victory", rule: "12.2", section: "12.2" },
  ],
  functions: [{ id: "margin" }],
  procedures: [
    { id: "place-families" },
    { id: "fill-raid-pool" },
    { id: "set-tracks" },
    { id: "set-instructions" },
    { id: "period-deck" },
    { id: "judge-american" },
    { id: "judge-margin" },
  ],
};

const D1: GameData = {
  game: {
    id: "navajo-wars",
    title: "Navajo Wars",
    rule: "14",
    players: { min: 1, max: 1 },
    solitaire: true,
    sides: ["dine", "enemy"],
    dice: "d6",
    source: "navajo-wars.playbook.txt",
    start: "play",
  },
  types: [
    { id: "population-kind", rule: "1.6.1", values: ["man", "woman", "child", "elder"] },
    { id: "family-letter", rule: "1.6.1", values: ["a", "b", "c", "d", "e", "f"] },
    { id: "cube-colour", rule: "1.6", values: ["black", "brown", "red", "white", "yellow", "green", "blue"] },
    {
      id: "instruction-letter",
      rule: "14",
      values: ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n"],
    },
    { id: "enemy-nation", rule: "14", values: ["spanish", "mexican", "american"] },
    {
      id: "instruction-kind",
      rule: "14",
      values: [
        "raid",
        "build",
        "colonize",
        "expand",
        "subvert",
        "defend",
        "both",
        "raid-expand",
        "build-colonize",
        "build-subvert",
      ],
    },
    { id: "card-kind", rule: "14", values: ["operations", "ceremony", "historical", "transitional"] },
    { id: "cultural-level", rule: "14", values: ["level-1", "level-2", "level-3"] },
  ],
  sides: [
    { id: "dine", title: "The Dine", colour: "turquoise" },
    {
      id: "enemy",
      title: "Enemy (Spanish, Mexican, American)",
      player: false,
      nations: ["spanish", "mexican", "american"],
    },
  ],
  maps: [
    {
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
        { id: "santa-fe", title: "Santa Fe" },
        {
          id: "canyon-de-chelly-1",
          title: "Canyon de Chelly 1",
          territory: ["canyon-de-chelly"],
          row: 1,
          value: 1,
          symbol: "(1)",
        },
        {
          id: "canyon-de-chelly-2",
          title: "Canyon de Chelly 2",
          territory: ["canyon-de-chelly"],
          row: 2,
          value: 2,
          symbol: "(1)",
        },
        {
          id: "canyon-de-chelly-3",
          title: "Canyon de Chelly 3",
          territory: ["canyon-de-chelly"],
          row: 3,
          value: 3,
          symbol: "(1)",
        },
        {
          id: "canyon-de-chelly-4",
          title: "Canyon de Chelly 4",
          territory: ["canyon-de-chelly"],
          row: 4,
          value: 3,
          symbol: "(2)",
        },
        {
          id: "canyon-de-chelly-5",
          title: "Canyon de Chelly 5",
          territory: ["canyon-de-chelly"],
          row: 5,
          value: 4,
          symbol: "(2)",
        },
        {
          id: "canyon-de-chelly-6",
          title: "Canyon de Chelly 6",
          territory: ["canyon-de-chelly"],
          row: 6,
          value: 5,
          symbol: "(3)",
        },
        { id: "shiprock-1", title: "Shiprock 1", territory: ["shiprock"], row: 1, value: 1, symbol: "(1)", vp: 4 },
        { id: "shiprock-2", title: "Shiprock 2", territory: ["shiprock"], row: 2, value: 2, symbol: "(1)" },
        { id: "shiprock-3", title: "Shiprock 3", territory: ["shiprock"], row: 3, value: 3, symbol: "(1)" },
        { id: "shiprock-4", title: "Shiprock 4", territory: ["shiprock"], row: 4, value: 3, symbol: "(2)" },
        { id: "shiprock-5", title: "Shiprock 5", territory: ["shiprock"], row: 5, value: 4, symbol: "(2)" },
        { id: "shiprock-6", title: "Shiprock 6", territory: ["shiprock"], row: 6, value: 5, symbol: "(3)" },
        {
          id: "san-juan-valley-1",
          title: "San Juan Valley 1",
          territory: ["san-juan-valley"],
          row: 1,
          value: 1,
          symbol: "(1)",
          vp: 3,
        },
        {
          id: "san-juan-valley-2",
          title: "San Juan Valley 2",
          territory: ["san-juan-valley"],
          row: 2,
          value: 2,
          symbol: "(1)",
        },
        {
          id: "san-juan-valley-3",
          title: "San Juan Valley 3",
          territory: ["san-juan-valley"],
          row: 3,
          value: 3,
          symbol: "(1)",
        },
        {
          id: "san-juan-valley-4",
          title: "San Juan Valley 4",
          territory: ["san-juan-valley"],
          row: 4,
          value: 3,
          symbol: "(2)",
        },
        {
          id: "san-juan-valley-5",
          title: "San Juan Valley 5",
          territory: ["san-juan-valley"],
          row: 5,
          value: 4,
          symbol: "(2)",
        },
        {
          id: "san-juan-valley-6",
          title: "San Juan Valley 6",
          territory: ["san-juan-valley"],
          row: 6,
          value: 5,
          symbol: "(3)",
        },
        {
          id: "monument-valley-1",
          title: "Monument Valley 1",
          territory: ["monument-valley"],
          row: 1,
          value: 1,
          symbol: "(1)",
          vp: 2,
        },
        {
          id: "monument-valley-2",
          title: "Monument Valley 2",
          territory: ["monument-valley"],
          row: 2,
          value: 2,
          symbol: "(1)",
        },
        {
          id: "monument-valley-3",
          title: "Monument Valley 3",
          territory: ["monument-valley"],
          row: 3,
          value: 3,
          symbol: "(1)",
        },
        {
          id: "monument-valley-4",
          title: "Monument Valley 4",
          territory: ["monument-valley"],
          row: 4,
          value: 3,
          symbol: "(2)",
        },
        {
          id: "monument-valley-5",
          title: "Monument Valley 5",
          territory: ["monument-valley"],
          row: 5,
          value: 4,
          symbol: "(2)",
        },
        {
          id: "monument-valley-6",
          title: "Monument Valley 6",
          territory: ["monument-valley"],
          row: 6,
          value: 5,
          symbol: "(3)",
        },
        {
          id: "black-mesa-1",
          title: "Black Mesa 1",
          territory: ["black-mesa"],
          row: 1,
          value: 1,
          symbol: "(1)",
          vp: 2,
        },
        { id: "black-mesa-2", title: "Black Mesa 2", territory: ["black-mesa"], row: 2, value: 2, symbol: "(1)" },
        { id: "black-mesa-3", title: "Black Mesa 3", territory: ["black-mesa"], row: 3, value: 3, symbol: "(1)" },
        { id: "black-mesa-4", title: "Black Mesa 4", territory: ["black-mesa"], row: 4, value: 3, symbol: "(2)" },
        { id: "black-mesa-5", title: "Black Mesa 5", territory: ["black-mesa"], row: 5, value: 4, symbol: "(2)" },
        { id: "black-mesa-6", title: "Black Mesa 6", territory: ["black-mesa"], row: 6, value: 5, symbol: "(3)" },
        { id: "hopi-land-1", title: "Hopi Land 1", territory: ["hopi-land"], row: 1, value: 1, symbol: "(1)", vp: 3 },
        { id: "hopi-land-2", title: "Hopi Land 2", territory: ["hopi-land"], row: 2, value: 2, symbol: "(1)" },
        { id: "hopi-land-3", title: "Hopi Land 3", territory: ["hopi-land"], row: 3, value: 3, symbol: "(1)" },
        { id: "hopi-land-4", title: "Hopi Land 4", territory: ["hopi-land"], row: 4, value: 3, symbol: "(2)" },
        { id: "hopi-land-5", title: "Hopi Land 5", territory: ["hopi-land"], row: 5, value: 4, symbol: "(2)" },
        { id: "hopi-land-6", title: "Hopi Land 6", territory: ["hopi-land"], row: 6, value: 5, symbol: "(3)" },
        {
          id: "zuni-mountains-1",
          title: "Zuni Mountains 1",
          territory: ["zuni-mountains"],
          row: 1,
          value: 1,
          symbol: "(1)",
          vp: 3,
        },
        {
          id: "zuni-mountains-2",
          title: "Zuni Mountains 2",
          territory: ["zuni-mountains"],
          row: 2,
          value: 2,
          symbol: "(1)",
        },
        {
          id: "zuni-mountains-3",
          title: "Zuni Mountains 3",
          territory: ["zuni-mountains"],
          row: 3,
          value: 3,
          symbol: "(1)",
        },
        {
          id: "zuni-mountains-4",
          title: "Zuni Mountains 4",
          territory: ["zuni-mountains"],
          row: 4,
          value: 3,
          symbol: "(2)",
        },
        {
          id: "zuni-mountains-5",
          title: "Zuni Mountains 5",
          territory: ["zuni-mountains"],
          row: 5,
          value: 4,
          symbol: "(2)",
        },
        {
          id: "zuni-mountains-6",
          title: "Zuni Mountains 6",
          territory: ["zuni-mountains"],
          row: 6,
          value: 5,
          symbol: "(3)",
        },
      ],
      layout: "territories",
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
        { from: "shiprock-1", to: "san-juan-valley-1", directed: false },
        { from: "shiprock-4", to: "san-juan-valley-4", directed: false },
        { from: "shiprock-6", to: "canyon-de-chelly-6", directed: false },
        { from: "san-juan-valley-1", to: "monument-valley-1", directed: false },
        { from: "san-juan-valley-4", to: "monument-valley-4", directed: false },
        { from: "san-juan-valley-6", to: "canyon-de-chelly-6", directed: false },
        { from: "monument-valley-1", to: "black-mesa-1", directed: false },
        { from: "monument-valley-4", to: "black-mesa-4", directed: false },
        { from: "monument-valley-6", to: "canyon-de-chelly-6", directed: false },
        { from: "black-mesa-1", to: "hopi-land-1", directed: false },
        { from: "black-mesa-4", to: "hopi-land-4", directed: false },
        { from: "black-mesa-6", to: "canyon-de-chelly-6", directed: false },
        { from: "hopi-land-1", to: "zuni-mountains-1", directed: false },
        { from: "hopi-land-4", to: "zuni-mountains-4", directed: false },
        { from: "hopi-land-6", to: "canyon-de-chelly-6", directed: false },
        { from: "zuni-mountains-1", to: "shiprock-1", directed: false },
        { from: "zuni-mountains-4", to: "shiprock-4", directed: false },
        { from: "zuni-mountains-6", to: "canyon-de-chelly-6", directed: false },
        { from: "santa-fe", to: "shiprock-1", directed: false },
        { from: "santa-fe", to: "zuni-mountains-1", directed: false },
        { from: "shiprock-2", to: "san-juan-valley-1", directed: false },
        { from: "canyon-de-chelly-1", to: "hopi-land-1", directed: false },
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
    },
  ],
  pieces: [
    {
      id: "family",
      kind: "counter",
      title: "Family counter",
      rule: "1.6.1",
      side: "dine",
      fields: { letter: "family-letter" },
      faces: ["ferocity-low", "ferocity-high"],
      state: { ferocity: "int" },
    },
    {
      id: "population",
      kind: "counter",
      title: "Population counter",
      rule: "1.6.1",
      side: "dine",
      fields: { role: "population-kind" },
    },
    { id: "horse", kind: "counter", title: "Horse", rule: "1.6" },
    { id: "sheep", kind: "counter", title: "Sheep", rule: "1.6" },
    { id: "corn", kind: "counter", title: "Corn counter", rule: "1.6" },
    { id: "intruder", kind: "counter", title: "Intruder counter", rule: "1.6" },
    { id: "trade-goods", kind: "counter", title: "Trade Goods", rule: "1.6" },
    { id: "harass", kind: "counter", title: "Harass counter", rule: "1.6" },
    { id: "firearms", kind: "counter", title: "Firearms", rule: "1.6" },
    { id: "mission", kind: "counter", title: "Mission outpost", rule: "1.6" },
    { id: "rancho", kind: "counter", title: "Rancho outpost", rule: "1.6" },
    { id: "fort", kind: "counter", title: "Fort", rule: "1.6" },
    { id: "enemy-ap", kind: "counter", title: "Enemy AP counter", rule: "1.6", faces: ["enemy-ap", "enemy-raid"] },
    { id: "tribal-raid", kind: "counter", title: "Tribal Raid counter", rule: "1.6" },
    { id: "manuelito", kind: "counter", title: "Manuelito", rule: "14.5" },
    { id: "raid-cube", kind: "cube", title: "Raid cube", rule: "1.6", fields: { colour: "cube-colour" } },
    {
      id: "instruction",
      kind: "marker",
      title: "Instruction counter",
      rule: "14",
      fields: { nation: "enemy-nation", letter: "instruction-letter" },
    },
    {
      id: "tribal-instruction",
      kind: "marker",
      title: "Tribal instruction counter",
      rule: "14",
      faces: ["utes", "comanche"],
    },
    {
      id: "cultural-development",
      kind: "card",
      title: "Cultural Development card",
      rule: "14",
      fields: { level: "cultural-level" },
    },
    { id: "card-41", kind: "card", title: "(victory point value 8)", rule: "14", number: 41, class: "historical" },
    { id: "card-42", kind: "card", title: "Franciscan Faction Ascendant", rule: "14", number: 42, class: "historical" },
    { id: "card-43", kind: "card", title: "Historical Event 43", rule: "14", number: 43, class: "historical" },
    { id: "card-44", kind: "card", title: "Historical Event 44", rule: "14", number: 44, class: "historical" },
    { id: "card-45", kind: "card", title: "Mexican Independence", rule: "14", number: 45, class: "transitional" },
    { id: "card-46", kind: "card", title: "Historical Event 46", rule: "14", number: 46, class: "historical" },
    { id: "card-47", kind: "card", title: "Historical Event 47", rule: "14", number: 47, class: "historical" },
    { id: "card-48", kind: "card", title: "Historical Event 48", rule: "14", number: 48, class: "historical" },
    { id: "card-49", kind: "card", title: "Historical Event 49", rule: "14", number: 49, class: "historical" },
    { id: "card-50", kind: "card", title: "Army of the West", rule: "14", number: 50, class: "transitional" },
    { id: "card-51", kind: "card", title: "Death of Henry Linn Dodge", rule: "14", number: 51, class: "historical" },
    { id: "card-52", kind: "card", title: "Historical Event 52", rule: "14", number: 52, class: "historical" },
    { id: "card-53", kind: "card", title: "Manuelito's War", rule: "14", number: 53, class: "historical" },
    { id: "card-54", kind: "card", title: "The American Civil War", rule: "14", number: 54, class: "historical" },
    { id: "card-55", kind: "card", title: "Rope Thrower: Kit Carson", rule: "14", number: 55, class: "transitional" },
    {
      id: "operations-card",
      kind: "card",
      title: "Operations card",
      rule: "14",
      numbers: { min: 1, max: 40 },
      class: "operations",
    },
    { id: "ceremony-card", kind: "card", title: "Ceremony card", rule: "14", class: "ceremony" },
  ],
  holders: [
    {
      id: "canyon-de-chelly-escape",
      kind: "box",
      title: "Canyon de Chelly Escape box",
      rule: "1.7",
      at: "canyon-de-chelly",
    },
    {
      id: "canyon-de-chelly-caught",
      kind: "box",
      title: "Canyon de Chelly Caught box",
      rule: "1.7",
      at: "canyon-de-chelly",
    },
    { id: "shiprock-escape", kind: "box", title: "Shiprock Escape box", rule: "1.7", at: "shiprock" },
    { id: "shiprock-caught", kind: "box", title: "Shiprock Caught box", rule: "1.7", at: "shiprock" },
    {
      id: "san-juan-valley-escape",
      kind: "box",
      title: "San Juan Valley Escape box",
      rule: "1.7",
      at: "san-juan-valley",
    },
    {
      id: "san-juan-valley-caught",
      kind: "box",
      title: "San Juan Valley Caught box",
      rule: "1.7",
      at: "san-juan-valley",
    },
    {
      id: "monument-valley-escape",
      kind: "box",
      title: "Monument Valley Escape box",
      rule: "1.7",
      at: "monument-valley",
    },
    {
      id: "monument-valley-caught",
      kind: "box",
      title: "Monument Valley Caught box",
      rule: "1.7",
      at: "monument-valley",
    },
    { id: "black-mesa-escape", kind: "box", title: "Black Mesa Escape box", rule: "1.7", at: "black-mesa" },
    { id: "black-mesa-caught", kind: "box", title: "Black Mesa Caught box", rule: "1.7", at: "black-mesa" },
    { id: "hopi-land-escape", kind: "box", title: "Hopi Land Escape box", rule: "1.7", at: "hopi-land" },
    { id: "hopi-land-caught", kind: "box", title: "Hopi Land Caught box", rule: "1.7", at: "hopi-land" },
    { id: "zuni-mountains-escape", kind: "box", title: "Zuni Mountains Escape box", rule: "1.7", at: "zuni-mountains" },
    { id: "zuni-mountains-caught", kind: "box", title: "Zuni Mountains Caught box", rule: "1.7", at: "zuni-mountains" },
    { id: "shiprock-drought", kind: "box", title: "Shiprock drought boxes", rule: "1.7", at: "shiprock", capacity: 2 },
    {
      id: "san-juan-valley-drought",
      kind: "box",
      title: "San Juan Valley drought boxes",
      rule: "1.7",
      at: "san-juan-valley",
      capacity: 2,
    },
    {
      id: "monument-valley-drought",
      kind: "box",
      title: "Monument Valley drought boxes",
      rule: "1.7",
      at: "monument-valley",
      capacity: 2,
    },
    {
      id: "black-mesa-drought",
      kind: "box",
      title: "Black Mesa drought boxes",
      rule: "1.7",
      at: "black-mesa",
      capacity: 2,
    },
    {
      id: "hopi-land-drought",
      kind: "box",
      title: "Hopi Land drought boxes",
      rule: "1.7",
      at: "hopi-land",
      capacity: 2,
    },
    {
      id: "zuni-mountains-drought",
      kind: "box",
      title: "Zuni Mountains drought boxes",
      rule: "1.7",
      at: "zuni-mountains",
      capacity: 2,
    },
    {
      id: "population-supply",
      kind: "pool",
      title: "Population counters",
      rule: "1.6.1",
      size: 12,
      contents: [
        { count: 4, piece: "population", fields: { role: "man" } },
        { count: 4, piece: "population", fields: { role: "woman" } },
        { count: 4, piece: "population", fields: { role: "child" } },
      ],
    },
    {
      id: "elders",
      kind: "pool",
      title: "Elder counters",
      rule: "1.6.1",
      size: 6,
      contents: [{ count: 6, piece: "population", fields: { role: "elder" } }],
    },
    {
      id: "family-counters",
      kind: "pool",
      title: "Family counters",
      rule: "1.6.1",
      size: 12,
      contents: [{ count: 2, piece: "family", fields: { letter: "*" } }],
    },
    {
      id: "corn-crib",
      kind: "cup",
      title: "Corn draw cup",
      rule: "1.6",
      visibility: "none",
      order: "random",
      size: 10,
      contents: [{ count: 10, piece: "corn" }],
    },
    {
      id: "intruder-cup",
      kind: "cup",
      title: "Intruder draw cup",
      rule: "1.6",
      visibility: "none",
      order: "random",
      size: 20,
      contents: [{ count: 20, piece: "intruder" }],
    },
    {
      id: "cube-supply",
      kind: "pool",
      title: "Raid cubes in the box",
      rule: "14",
      size: 21,
      contents: [
        { count: 3, piece: "raid-cube", fields: { colour: "black" } },
        { count: 4, piece: "raid-cube", fields: { colour: "brown" } },
        { count: 3, piece: "raid-cube", fields: { colour: "red" } },
        { count: 4, piece: "raid-cube", fields: { colour: "white" } },
        { count: 2, piece: "raid-cube", fields: { colour: "yellow" } },
        { count: 3, piece: "raid-cube", fields: { colour: "green" } },
        { count: 2, piece: "raid-cube", fields: { colour: "blue" } },
      ],
    },
    {
      id: "raid-pool",
      kind: "bag",
      title: "Raid Pool",
      rule: "14",
      visibility: "none",
      order: "random",
      holds: ["raid-cube"],
    },
    { id: "subjugation", kind: "box", title: "Subjugation of New Mexico box", rule: "14", holds: ["raid-cube"] },
    { id: "raided-cubes", kind: "box", title: "Raided Cubes box", rule: "14", holds: ["raid-cube"] },
    {
      id: "population-display",
      kind: "display",
      title: "Population Display",
      rule: "1.7.5.2",
      columns: ["a", "b", "c", "d", "e", "f"],
      slots: 3,
    },
    {
      id: "elder-display",
      kind: "display",
      title: "Elder Display",
      rule: "1.7.5.2",
      order: "ordered",
      slots: 6,
      holds: ["population"],
    },
    {
      id: "instruction-display",
      kind: "display",
      title: "Enemy Instruction Display",
      rule: "14",
      columns: ["active", "standby", "inactive"],
      rows: 6,
    },
    { id: "resources", kind: "box", title: "Resources box", rule: "14" },
    { id: "out-of-play", kind: "box", title: "Out of Play box", rule: "14" },
    { id: "enemy-out-of-play", kind: "box", title: "Enemy Out of Play box", rule: "14" },
    { id: "passage-of-time", kind: "box", title: "Passage of Time box", rule: "14" },
    { id: "in-play", kind: "box", title: "Cards in play", rule: "14" },
    {
      id: "general-records",
      kind: "track",
      title: "General Records Track",
      rule: "14",
      range: { min: 0, max: 20 },
      markers: ["military-points", "enemy-ferocity", "culture-points", "dine-aps", "enemy-morale", "influence"],
    },
    { id: "military-points", kind: "track", title: "Military Points", range: { min: 0, max: 20 } },
    { id: "enemy-ferocity", kind: "track", title: "Enemy Ferocity", range: { min: 0, max: 20 } },
    { id: "culture-points", kind: "track", title: "Culture Points", range: { min: 0, max: 20 } },
    { id: "dine-aps", kind: "track", title: "Dine APs", range: { min: 0, max: 20 } },
    { id: "enemy-morale", kind: "track", title: "Enemy Morale", range: { min: 0, max: 20 } },
    {
      id: "instruction-counters",
      kind: "pool",
      title: "Instruction counters",
      rule: "14",
      size: 42,
      contents: [{ count: 1, piece: "instruction", fields: { nation: "*", letter: "*" } }],
    },
    {
      id: "operations-cards",
      kind: "pool",
      title: "Operations and Ceremony cards (1-40)",
      rule: "14",
      size: 40,
      contents: [
        { count: 28, piece: "operations-card" },
        { count: 12, piece: "ceremony-card" },
      ],
    },
    { id: "stack", kind: "box", title: "A stack being dealt", rule: "14" },
    { id: "deck", kind: "deck", title: "Draw deck", rule: "14", visibility: "none", order: "stacked" },
    { id: "ceremony-hand", kind: "hand", title: "Ceremony cards in hand", rule: "14", visibility: "owner" },
    {
      id: "cultural-cards",
      kind: "pool",
      title: "Cultural Development cards",
      rule: "14",
      size: 24,
      contents: [{ count: 8, piece: "cultural-development", fields: { level: "*" } }],
    },
  ],
  tables: [
    {
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
    },
    {
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
    },
    {
      id: "instruction-letters",
      title: "Instruction counters named in the playbook",
      rule: "14",
      columns: ["instruction"],
      rows: [
        { key: "e", cells: ["raid-expand"] },
        { key: "g", cells: ["build-colonize"] },
      ],
    },
    {
      id: "named-cards",
      title: "Cards named in the playbook",
      rule: "14",
      columns: ["title", "kind", "period"],
      rows: [
        { key: { min: 14, max: 14 }, cells: ["Shaman event", "operations", "any"] },
        { key: { min: 15, max: 15 }, cells: ["Shaman event", "operations", "any"] },
        { key: { min: 16, max: 16 }, cells: ["Shaman event", "operations", "any"] },
        { key: { min: 41, max: 41 }, cells: ["(victory point value 8)", "historical", "spanish"] },
        { key: { min: 42, max: 42 }, cells: ["Franciscan Faction Ascendant", "historical", "spanish"] },
        { key: { min: 45, max: 45 }, cells: ["Mexican Independence", "transitional", "spanish"] },
        { key: { min: 50, max: 50 }, cells: ["Army of the West", "transitional", "mexican"] },
        { key: { min: 51, max: 51 }, cells: ["Death of Henry Linn Dodge", "historical", "american"] },
        { key: { min: 53, max: 53 }, cells: ["Manuelito's War", "historical", "american"] },
        { key: { min: 54, max: 54 }, cells: ["The American Civil War", "historical", "american"] },
        { key: { min: 55, max: 55 }, cells: ["Rope Thrower: Kit Carson", "transitional", "american"] },
      ],
    },
    {
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
    },
    {
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
    },
  ],
  decisions: [
    {
      id: "trade",
      title: "Trade animals",
      by: "dine",
      options: ["two-sheep-for-a-horse", "two-horses-for-a-sheep", "no-trade"],
    },
    {
      id: "trade",
      title: "Trade animals",
      by: "dine",
      options: ["two-sheep-for-a-horse", "two-horses-for-a-sheep", "no-trade"],
    },
    {
      id: "headman-roll",
      title: "Who is Headman",
      rule: "16.4",
      by: "turquoise",
      options: ["turquoise", "red-basket"],
    },
    { id: "elder-influence", title: "Place influence on an elder", rule: "16.3.1", by: "active" },
    { id: "family-influence", title: "Place influence on a family", rule: "16.3.2", by: "active" },
    { id: "preempt", title: "Preempt", rule: "16.5.3", by: "headman", options: ["preempt", "let-other-choose"] },
  ],
  unspecified: [
    { id: "sequence-of-play", title: "Sequence of play", rule: "2", section: "2" },
    {
      id: "operations",
      title: "Player operations: planning, taking actions, passage of time",
      rule: "3",
      section: "3",
    },
    {
      id: "enemy-instructions",
      title: "Enemy operations: executing instructions and resetting the display",
      rule: "4",
      section: "4",
    },
    { id: "raids", title: "Raids and reactions: evasion, ambush, harassment, negotiation", rule: "5", section: "5" },
    { id: "events", title: "Historical and transitional events", rule: "6", section: "6" },
    { id: "minor-events", title: "Minor events", rule: "7", section: "7" },
    {
      id: "victory-check-rules",
      title: "Victory check, Good Medicine and buying Cultural Development cards",
      rule: "8",
      section: "8",
    },
    { id: "trade-goods-rules", title: "Trade goods", rule: "10", section: "10" },
    { id: "battles", title: "Battles and the Battle Results Table", rule: "11", section: "11" },
    { id: "defeat", title: "Defeat during play", rule: "12.1", section: "12.1" },
    { id: "automatic-victory", title: "Automatic victory", rule: "12.2", section: "12.2" },
  ],
  functions: [{ id: "margin" }],
  procedures: [
    { id: "place-families" },
    { id: "fill-raid-pool" },
    { id: "set-tracks" },
    { id: "set-instructions" },
    { id: "period-deck" },
    { id: "judge-american" },
    { id: "judge-margin" },
  ],
};

const D2: GameData = {
  game: {
    id: "navajo-wars",
    title: "Navajo Wars",
    rule: "14",
    players: { min: 1, max: 1 },
    solitaire: true,
    sides: ["dine", "enemy"],
    dice: "d6",
    source: "navajo-wars.playbook.txt",
    start: "play",
  },
  types: [
    { id: "population-kind", rule: "1.6.1", values: ["man", "woman", "child", "elder"] },
    { id: "family-letter", rule: "1.6.1", values: ["a", "b", "c", "d", "e", "f"] },
    { id: "cube-colour", rule: "1.6", values: ["black", "brown", "red", "white", "yellow", "green", "blue"] },
    {
      id: "instruction-letter",
      rule: "14",
      values: ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n"],
    },
    { id: "enemy-nation", rule: "14", values: ["spanish", "mexican", "american"] },
    {
      id: "instruction-kind",
      rule: "14",
      values: [
        "raid",
        "build",
        "colonize",
        "expand",
        "subvert",
        "defend",
        "both",
        "raid-expand",
        "build-colonize",
        "build-subvert",
      ],
    },
    { id: "card-kind", rule: "14", values: ["operations", "ceremony", "historical", "transitional"] },
    { id: "cultural-level", rule: "14", values: ["level-1", "level-2", "level-3"] },
  ],
  sides: [
    { id: "dine", title: "The Dine", colour: "turquoise" },
    {
      id: "enemy",
      title: "Enemy (Spanish, Mexican, American)",
      player: false,
      nations: ["spanish", "mexican", "american"],
    },
    { id: "turquoise", title: "Turquoise player", rule: "16.2", state: { "influence-points": "int", headman: "bool" } },
    {
      id: "red-basket",
      title: "Red Basket player",
      rule: "16.2",
      state: { "influence-points": "int", headman: "bool" },
    },
  ],
  maps: [
    {
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
        { id: "santa-fe", title: "Santa Fe" },
        {
          id: "canyon-de-chelly-1",
          title: "Canyon de Chelly 1",
          territory: ["canyon-de-chelly"],
          row: 1,
          value: 1,
          symbol: "(1)",
        },
        {
          id: "canyon-de-chelly-2",
          title: "Canyon de Chelly 2",
          territory: ["canyon-de-chelly"],
          row: 2,
          value: 2,
          symbol: "(1)",
        },
        {
          id: "canyon-de-chelly-3",
          title: "Canyon de Chelly 3",
          territory: ["canyon-de-chelly"],
          row: 3,
          value: 3,
          symbol: "(1)",
        },
        {
          id: "canyon-de-chelly-4",
          title: "Canyon de Chelly 4",
          territory: ["canyon-de-chelly"],
          row: 4,
          value: 3,
          symbol: "(2)",
        },
        {
          id: "canyon-de-chelly-5",
          title: "Canyon de Chelly 5",
          territory: ["canyon-de-chelly"],
          row: 5,
          value: 4,
          symbol: "(2)",
        },
        {
          id: "canyon-de-chelly-6",
          title: "Canyon de Chelly 6",
          territory: ["canyon-de-chelly"],
          row: 6,
          value: 5,
          symbol: "(3)",
        },
        { id: "shiprock-1", title: "Shiprock 1", territory: ["shiprock"], row: 1, value: 1, symbol: "(1)", vp: 4 },
        { id: "shiprock-2", title: "Shiprock 2", territory: ["shiprock"], row: 2, value: 2, symbol: "(1)" },
        { id: "shiprock-3", title: "Shiprock 3", territory: ["shiprock"], row: 3, value: 3, symbol: "(1)" },
        { id: "shiprock-4", title: "Shiprock 4", territory: ["shiprock"], row: 4, value: 3, symbol: "(2)" },
        { id: "shiprock-5", title: "Shiprock 5", territory: ["shiprock"], row: 5, value: 4, symbol: "(2)" },
        { id: "shiprock-6", title: "Shiprock 6", territory: ["shiprock"], row: 6, value: 5, symbol: "(3)" },
        {
          id: "san-juan-valley-1",
          title: "San Juan Valley 1",
          territory: ["san-juan-valley"],
          row: 1,
          value: 1,
          symbol: "(1)",
          vp: 3,
        },
        {
          id: "san-juan-valley-2",
          title: "San Juan Valley 2",
          territory: ["san-juan-valley"],
          row: 2,
          value: 2,
          symbol: "(1)",
        },
        {
          id: "san-juan-valley-3",
          title: "San Juan Valley 3",
          territory: ["san-juan-valley"],
          row: 3,
          value: 3,
          symbol: "(1)",
        },
        {
          id: "san-juan-valley-4",
          title: "San Juan Valley 4",
          territory: ["san-juan-valley"],
          row: 4,
          value: 3,
          symbol: "(2)",
        },
        {
          id: "san-juan-valley-5",
          title: "San Juan Valley 5",
          territory: ["san-juan-valley"],
          row: 5,
          value: 4,
          symbol: "(2)",
        },
        {
          id: "san-juan-valley-6",
          title: "San Juan Valley 6",
          territory: ["san-juan-valley"],
          row: 6,
          value: 5,
          symbol: "(3)",
        },
        {
          id: "monument-valley-1",
          title: "Monument Valley 1",
          territory: ["monument-valley"],
          row: 1,
          value: 1,
          symbol: "(1)",
          vp: 2,
        },
        {
          id: "monument-valley-2",
          title: "Monument Valley 2",
          territory: ["monument-valley"],
          row: 2,
          value: 2,
          symbol: "(1)",
        },
        {
          id: "monument-valley-3",
          title: "Monument Valley 3",
          territory: ["monument-valley"],
          row: 3,
          value: 3,
          symbol: "(1)",
        },
        {
          id: "monument-valley-4",
          title: "Monument Valley 4",
          territory: ["monument-valley"],
          row: 4,
          value: 3,
          symbol: "(2)",
        },
        {
          id: "monument-valley-5",
          title: "Monument Valley 5",
          territory: ["monument-valley"],
          row: 5,
          value: 4,
          symbol: "(2)",
        },
        {
          id: "monument-valley-6",
          title: "Monument Valley 6",
          territory: ["monument-valley"],
          row: 6,
          value: 5,
          symbol: "(3)",
        },
        {
          id: "black-mesa-1",
          title: "Black Mesa 1",
          territory: ["black-mesa"],
          row: 1,
          value: 1,
          symbol: "(1)",
          vp: 2,
        },
        { id: "black-mesa-2", title: "Black Mesa 2", territory: ["black-mesa"], row: 2, value: 2, symbol: "(1)" },
        { id: "black-mesa-3", title: "Black Mesa 3", territory: ["black-mesa"], row: 3, value: 3, symbol: "(1)" },
        { id: "black-mesa-4", title: "Black Mesa 4", territory: ["black-mesa"], row: 4, value: 3, symbol: "(2)" },
        { id: "black-mesa-5", title: "Black Mesa 5", territory: ["black-mesa"], row: 5, value: 4, symbol: "(2)" },
        { id: "black-mesa-6", title: "Black Mesa 6", territory: ["black-mesa"], row: 6, value: 5, symbol: "(3)" },
        { id: "hopi-land-1", title: "Hopi Land 1", territory: ["hopi-land"], row: 1, value: 1, symbol: "(1)", vp: 3 },
        { id: "hopi-land-2", title: "Hopi Land 2", territory: ["hopi-land"], row: 2, value: 2, symbol: "(1)" },
        { id: "hopi-land-3", title: "Hopi Land 3", territory: ["hopi-land"], row: 3, value: 3, symbol: "(1)" },
        { id: "hopi-land-4", title: "Hopi Land 4", territory: ["hopi-land"], row: 4, value: 3, symbol: "(2)" },
        { id: "hopi-land-5", title: "Hopi Land 5", territory: ["hopi-land"], row: 5, value: 4, symbol: "(2)" },
        { id: "hopi-land-6", title: "Hopi Land 6", territory: ["hopi-land"], row: 6, value: 5, symbol: "(3)" },
        {
          id: "zuni-mountains-1",
          title: "Zuni Mountains 1",
          territory: ["zuni-mountains"],
          row: 1,
          value: 1,
          symbol: "(1)",
          vp: 3,
        },
        {
          id: "zuni-mountains-2",
          title: "Zuni Mountains 2",
          territory: ["zuni-mountains"],
          row: 2,
          value: 2,
          symbol: "(1)",
        },
        {
          id: "zuni-mountains-3",
          title: "Zuni Mountains 3",
          territory: ["zuni-mountains"],
          row: 3,
          value: 3,
          symbol: "(1)",
        },
        {
          id: "zuni-mountains-4",
          title: "Zuni Mountains 4",
          territory: ["zuni-mountains"],
          row: 4,
          value: 3,
          symbol: "(2)",
        },
        {
          id: "zuni-mountains-5",
          title: "Zuni Mountains 5",
          territory: ["zuni-mountains"],
          row: 5,
          value: 4,
          symbol: "(2)",
        },
        {
          id: "zuni-mountains-6",
          title: "Zuni Mountains 6",
          territory: ["zuni-mountains"],
          row: 6,
          value: 5,
          symbol: "(3)",
        },
      ],
      layout: "territories",
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
        { from: "shiprock-1", to: "san-juan-valley-1", directed: false },
        { from: "shiprock-4", to: "san-juan-valley-4", directed: false },
        { from: "shiprock-6", to: "canyon-de-chelly-6", directed: false },
        { from: "san-juan-valley-1", to: "monument-valley-1", directed: false },
        { from: "san-juan-valley-4", to: "monument-valley-4", directed: false },
        { from: "san-juan-valley-6", to: "canyon-de-chelly-6", directed: false },
        { from: "monument-valley-1", to: "black-mesa-1", directed: false },
        { from: "monument-valley-4", to: "black-mesa-4", directed: false },
        { from: "monument-valley-6", to: "canyon-de-chelly-6", directed: false },
        { from: "black-mesa-1", to: "hopi-land-1", directed: false },
        { from: "black-mesa-4", to: "hopi-land-4", directed: false },
        { from: "black-mesa-6", to: "canyon-de-chelly-6", directed: false },
        { from: "hopi-land-1", to: "zuni-mountains-1", directed: false },
        { from: "hopi-land-4", to: "zuni-mountains-4", directed: false },
        { from: "hopi-land-6", to: "canyon-de-chelly-6", directed: false },
        { from: "zuni-mountains-1", to: "shiprock-1", directed: false },
        { from: "zuni-mountains-4", to: "shiprock-4", directed: false },
        { from: "zuni-mountains-6", to: "canyon-de-chelly-6", directed: false },
        { from: "santa-fe", to: "shiprock-1", directed: false },
        { from: "santa-fe", to: "zuni-mountains-1", directed: false },
        { from: "shiprock-2", to: "san-juan-valley-1", directed: false },
        { from: "canyon-de-chelly-1", to: "hopi-land-1", directed: false },
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
    },
  ],
  pieces: [
    {
      id: "family",
      kind: "counter",
      title: "Family counter",
      rule: "1.6.1",
      side: "dine",
      fields: { letter: "family-letter" },
      faces: ["ferocity-low", "ferocity-high"],
      state: { ferocity: "int" },
    },
    {
      id: "population",
      kind: "counter",
      title: "Population counter",
      rule: "1.6.1",
      side: "dine",
      fields: { role: "population-kind" },
    },
    { id: "horse", kind: "counter", title: "Horse", rule: "1.6" },
    { id: "sheep", kind: "counter", title: "Sheep", rule: "1.6" },
    { id: "corn", kind: "counter", title: "Corn counter", rule: "1.6" },
    { id: "intruder", kind: "counter", title: "Intruder counter", rule: "1.6" },
    { id: "trade-goods", kind: "counter", title: "Trade Goods", rule: "1.6" },
    { id: "harass", kind: "counter", title: "Harass counter", rule: "1.6" },
    { id: "firearms", kind: "counter", title: "Firearms", rule: "1.6" },
    { id: "mission", kind: "counter", title: "Mission outpost", rule: "1.6" },
    { id: "rancho", kind: "counter", title: "Rancho outpost", rule: "1.6" },
    { id: "fort", kind: "counter", title: "Fort", rule: "1.6" },
    { id: "enemy-ap", kind: "counter", title: "Enemy AP counter", rule: "1.6", faces: ["enemy-ap", "enemy-raid"] },
    { id: "tribal-raid", kind: "counter", title: "Tribal Raid counter", rule: "1.6" },
    { id: "manuelito", kind: "counter", title: "Manuelito", rule: "14.5" },
    { id: "raid-cube", kind: "cube", title: "Raid cube", rule: "1.6", fields: { colour: "cube-colour" } },
    {
      id: "instruction",
      kind: "marker",
      title: "Instruction counter",
      rule: "14",
      fields: { nation: "enemy-nation", letter: "instruction-letter" },
    },
    {
      id: "tribal-instruction",
      kind: "marker",
      title: "Tribal instruction counter",
      rule: "14",
      faces: ["utes", "comanche"],
    },
    {
      id: "cultural-development",
      kind: "card",
      title: "Cultural Development card",
      rule: "14",
      fields: { level: "cultural-level" },
    },
    { id: "card-41", kind: "card", title: "(victory point value 8)", rule: "14", number: 41, class: "historical" },
    { id: "card-42", kind: "card", title: "Franciscan Faction Ascendant", rule: "14", number: 42, class: "historical" },
    { id: "card-43", kind: "card", title: "Historical Event 43", rule: "14", number: 43, class: "historical" },
    { id: "card-44", kind: "card", title: "Historical Event 44", rule: "14", number: 44, class: "historical" },
    { id: "card-45", kind: "card", title: "Mexican Independence", rule: "14", number: 45, class: "transitional" },
    { id: "card-46", kind: "card", title: "Historical Event 46", rule: "14", number: 46, class: "historical" },
    { id: "card-47", kind: "card", title: "Historical Event 47", rule: "14", number: 47, class: "historical" },
    { id: "card-48", kind: "card", title: "Historical Event 48", rule: "14", number: 48, class: "historical" },
    { id: "card-49", kind: "card", title: "Historical Event 49", rule: "14", number: 49, class: "historical" },
    { id: "card-50", kind: "card", title: "Army of the West", rule: "14", number: 50, class: "transitional" },
    { id: "card-51", kind: "card", title: "Death of Henry Linn Dodge", rule: "14", number: 51, class: "historical" },
    { id: "card-52", kind: "card", title: "Historical Event 52", rule: "14", number: 52, class: "historical" },
    { id: "card-53", kind: "card", title: "Manuelito's War", rule: "14", number: 53, class: "historical" },
    { id: "card-54", kind: "card", title: "The American Civil War", rule: "14", number: 54, class: "historical" },
    { id: "card-55", kind: "card", title: "Rope Thrower: Kit Carson", rule: "14", number: 55, class: "transitional" },
    {
      id: "operations-card",
      kind: "card",
      title: "Operations card",
      rule: "14",
      numbers: { min: 1, max: 40 },
      class: "operations",
    },
    { id: "ceremony-card", kind: "card", title: "Ceremony card", rule: "14", class: "ceremony" },
    {
      id: "headman-card",
      kind: "card",
      title: "Headman card",
      rule: "16.2",
      faces: ["headman", "headman-enemy-way-table"],
    },
    { id: "influence", kind: "counter", title: "Influence counter", rule: "16.3", faces: ["turquoise", "red-basket"] },
    {
      id: "influence-point-marker",
      kind: "counter",
      title: "Influence Points counter",
      rule: "16.7",
      faces: ["turquoise", "red-basket"],
    },
  ],
  holders: [
    {
      id: "canyon-de-chelly-escape",
      kind: "box",
      title: "Canyon de Chelly Escape box",
      rule: "1.7",
      at: "canyon-de-chelly",
    },
    {
      id: "canyon-de-chelly-caught",
      kind: "box",
      title: "Canyon de Chelly Caught box",
      rule: "1.7",
      at: "canyon-de-chelly",
    },
    { id: "shiprock-escape", kind: "box", title: "Shiprock Escape box", rule: "1.7", at: "shiprock" },
    { id: "shiprock-caught", kind: "box", title: "Shiprock Caught box", rule: "1.7", at: "shiprock" },
    {
      id: "san-juan-valley-escape",
      kind: "box",
      title: "San Juan Valley Escape box",
      rule: "1.7",
      at: "san-juan-valley",
    },
    {
      id: "san-juan-valley-caught",
      kind: "box",
      title: "San Juan Valley Caught box",
      rule: "1.7",
      at: "san-juan-valley",
    },
    {
      id: "monument-valley-escape",
      kind: "box",
      title: "Monument Valley Escape box",
      rule: "1.7",
      at: "monument-valley",
    },
    {
      id: "monument-valley-caught",
      kind: "box",
      title: "Monument Valley Caught box",
      rule: "1.7",
      at: "monument-valley",
    },
    { id: "black-mesa-escape", kind: "box", title: "Black Mesa Escape box", rule: "1.7", at: "black-mesa" },
    { id: "black-mesa-caught", kind: "box", title: "Black Mesa Caught box", rule: "1.7", at: "black-mesa" },
    { id: "hopi-land-escape", kind: "box", title: "Hopi Land Escape box", rule: "1.7", at: "hopi-land" },
    { id: "hopi-land-caught", kind: "box", title: "Hopi Land Caught box", rule: "1.7", at: "hopi-land" },
    { id: "zuni-mountains-escape", kind: "box", title: "Zuni Mountains Escape box", rule: "1.7", at: "zuni-mountains" },
    { id: "zuni-mountains-caught", kind: "box", title: "Zuni Mountains Caught box", rule: "1.7", at: "zuni-mountains" },
    { id: "shiprock-drought", kind: "box", title: "Shiprock drought boxes", rule: "1.7", at: "shiprock", capacity: 2 },
    {
      id: "san-juan-valley-drought",
      kind: "box",
      title: "San Juan Valley drought boxes",
      rule: "1.7",
      at: "san-juan-valley",
      capacity: 2,
    },
    {
      id: "monument-valley-drought",
      kind: "box",
      title: "Monument Valley drought boxes",
      rule: "1.7",
      at: "monument-valley",
      capacity: 2,
    },
    {
      id: "black-mesa-drought",
      kind: "box",
      title: "Black Mesa drought boxes",
      rule: "1.7",
      at: "black-mesa",
      capacity: 2,
    },
    {
      id: "hopi-land-drought",
      kind: "box",
      title: "Hopi Land drought boxes",
      rule: "1.7",
      at: "hopi-land",
      capacity: 2,
    },
    {
      id: "zuni-mountains-drought",
      kind: "box",
      title: "Zuni Mountains drought boxes",
      rule: "1.7",
      at: "zuni-mountains",
      capacity: 2,
    },
    {
      id: "population-supply",
      kind: "pool",
      title: "Population counters",
      rule: "1.6.1",
      size: 12,
      contents: [
        { count: 4, piece: "population", fields: { role: "man" } },
        { count: 4, piece: "population", fields: { role: "woman" } },
        { count: 4, piece: "population", fields: { role: "child" } },
      ],
    },
    {
      id: "elders",
      kind: "pool",
      title: "Elder counters",
      rule: "1.6.1",
      size: 6,
      contents: [{ count: 6, piece: "population", fields: { role: "elder" } }],
    },
    {
      id: "family-counters",
      kind: "pool",
      title: "Family counters",
      rule: "1.6.1",
      size: 12,
      contents: [{ count: 2, piece: "family", fields: { letter: "*" } }],
    },
    {
      id: "corn-crib",
      kind: "cup",
      title: "Corn draw cup",
      rule: "1.6",
      visibility: "none",
      order: "random",
      size: 10,
      contents: [{ count: 10, piece: "corn" }],
    },
    {
      id: "intruder-cup",
      kind: "cup",
      title: "Intruder draw cup",
      rule: "1.6",
      visibility: "none",
      order: "random",
      size: 20,
      contents: [{ count: 20, piece: "intruder" }],
    },
    {
      id: "cube-supply",
      kind: "pool",
      title: "Raid cubes in the box",
      rule: "14",
      size: 21,
      contents: [
        { count: 3, piece: "raid-cube", fields: { colour: "black" } },
        { count: 4, piece: "raid-cube", fields: { colour: "brown" } },
        { count: 3, piece: "raid-cube", fields: { colour: "red" } },
        { count: 4, piece: "raid-cube", fields: { colour: "white" } },
        { count: 2, piece: "raid-cube", fields: { colour: "yellow" } },
        { count: 3, piece: "raid-cube", fields: { colour: "green" } },
        { count: 2, piece: "raid-cube", fields: { colour: "blue" } },
      ],
    },
    {
      id: "raid-pool",
      kind: "bag",
      title: "Raid Pool",
      rule: "14",
      visibility: "none",
      order: "random",
      holds: ["raid-cube"],
    },
    { id: "subjugation", kind: "box", title: "Subjugation of New Mexico box", rule: "14", holds: ["raid-cube"] },
    { id: "raided-cubes", kind: "box", title: "Raided Cubes box", rule: "14", holds: ["raid-cube"] },
    {
      id: "population-display",
      kind: "display",
      title: "Population Display",
      rule: "1.7.5.2",
      columns: ["a", "b", "c", "d", "e", "f"],
      slots: 3,
    },
    {
      id: "elder-display",
      kind: "display",
      title: "Elder Display",
      rule: "1.7.5.2",
      order: "ordered",
      slots: 6,
      holds: ["population"],
    },
    {
      id: "instruction-display",
      kind: "display",
      title: "Enemy Instruction Display",
      rule: "14",
      columns: ["active", "standby", "inactive"],
      rows: 6,
    },
    { id: "resources", kind: "box", title: "Resources box", rule: "14" },
    { id: "out-of-play", kind: "box", title: "Out of Play box", rule: "14" },
    { id: "enemy-out-of-play", kind: "box", title: "Enemy Out of Play box", rule: "14" },
    { id: "passage-of-time", kind: "box", title: "Passage of Time box", rule: "14" },
    { id: "in-play", kind: "box", title: "Cards in play", rule: "14" },
    {
      id: "general-records",
      kind: "track",
      title: "General Records Track",
      rule: "14",
      range: { min: 0, max: 20 },
      markers: ["military-points", "enemy-ferocity", "culture-points", "dine-aps", "enemy-morale", "influence"],
    },
    { id: "military-points", kind: "track", title: "Military Points", range: { min: 0, max: 20 } },
    { id: "enemy-ferocity", kind: "track", title: "Enemy Ferocity", range: { min: 0, max: 20 } },
    { id: "culture-points", kind: "track", title: "Culture Points", range: { min: 0, max: 20 } },
    { id: "dine-aps", kind: "track", title: "Dine APs", range: { min: 0, max: 20 } },
    { id: "enemy-morale", kind: "track", title: "Enemy Morale", range: { min: 0, max: 20 } },
    {
      id: "instruction-counters",
      kind: "pool",
      title: "Instruction counters",
      rule: "14",
      size: 42,
      contents: [{ count: 1, piece: "instruction", fields: { nation: "*", letter: "*" } }],
    },
    {
      id: "operations-cards",
      kind: "pool",
      title: "Operations and Ceremony cards (1-40)",
      rule: "14",
      size: 40,
      contents: [
        { count: 28, piece: "operations-card" },
        { count: 12, piece: "ceremony-card" },
      ],
    },
    { id: "stack", kind: "box", title: "A stack being dealt", rule: "14" },
    { id: "deck", kind: "deck", title: "Draw deck", rule: "14", visibility: "none", order: "stacked" },
    { id: "ceremony-hand", kind: "hand", title: "Ceremony cards in hand", rule: "14", visibility: "owner" },
    {
      id: "cultural-cards",
      kind: "pool",
      title: "Cultural Development cards",
      rule: "14",
      size: 24,
      contents: [{ count: 8, piece: "cultural-development", fields: { level: "*" } }],
    },
  ],
  tables: [
    {
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
    },
    {
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
    },
    {
      id: "instruction-letters",
      title: "Instruction counters named in the playbook",
      rule: "14",
      columns: ["instruction"],
      rows: [
        { key: "e", cells: ["raid-expand"] },
        { key: "g", cells: ["build-colonize"] },
      ],
    },
    {
      id: "named-cards",
      title: "Cards named in the playbook",
      rule: "14",
      columns: ["title", "kind", "period"],
      rows: [
        { key: { min: 14, max: 14 }, cells: ["Shaman event", "operations", "any"] },
        { key: { min: 15, max: 15 }, cells: ["Shaman event", "operations", "any"] },
        { key: { min: 16, max: 16 }, cells: ["Shaman event", "operations", "any"] },
        { key: { min: 41, max: 41 }, cells: ["(victory point value 8)", "historical", "spanish"] },
        { key: { min: 42, max: 42 }, cells: ["Franciscan Faction Ascendant", "historical", "spanish"] },
        { key: { min: 45, max: 45 }, cells: ["Mexican Independence", "transitional", "spanish"] },
        { key: { min: 50, max: 50 }, cells: ["Army of the West", "transitional", "mexican"] },
        { key: { min: 51, max: 51 }, cells: ["Death of Henry Linn Dodge", "historical", "american"] },
        { key: { min: 53, max: 53 }, cells: ["Manuelito's War", "historical", "american"] },
        { key: { min: 54, max: 54 }, cells: ["The American Civil War", "historical", "american"] },
        { key: { min: 55, max: 55 }, cells: ["Rope Thrower: Kit Carson", "transitional", "american"] },
      ],
    },
    {
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
    },
    {
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
    },
  ],
  decisions: [
    {
      id: "headman-roll",
      title: "Who is Headman",
      rule: "16.4",
      by: "turquoise",
      options: ["turquoise", "red-basket"],
    },
    { id: "elder-influence", title: "Place influence on an elder", rule: "16.3.1", by: "active" },
    { id: "family-influence", title: "Place influence on a family", rule: "16.3.2", by: "active" },
    { id: "preempt", title: "Preempt", rule: "16.5.3", by: "headman", options: ["preempt", "let-other-choose"] },
    {
      id: "trade",
      title: "Trade animals",
      by: "dine",
      options: ["two-sheep-for-a-horse", "two-horses-for-a-sheep", "no-trade"],
    },
    {
      id: "headman-roll",
      title: "Who is Headman",
      rule: "16.4",
      by: "turquoise",
      options: ["turquoise", "red-basket"],
    },
    { id: "elder-influence", title: "Place influence on an elder", rule: "16.3.1", by: "active" },
    { id: "family-influence", title: "Place influence on a family", rule: "16.3.2", by: "active" },
    { id: "preempt", title: "Preempt", rule: "16.5.3", by: "headman", options: ["preempt", "let-other-choose"] },
  ],
  unspecified: [
    { id: "sequence-of-play", title: "Sequence of play", rule: "2", section: "2" },
    {
      id: "operations",
      title: "Player operations: planning, taking actions, passage of time",
      rule: "3",
      section: "3",
    },
    {
      id: "enemy-instructions",
      title: "Enemy operations: executing instructions and resetting the display",
      rule: "4",
      section: "4",
    },
    { id: "raids", title: "Raids and reactions: evasion, ambush, harassment, negotiation", rule: "5", section: "5" },
    { id: "events", title: "Historical and transitional events", rule: "6", section: "6" },
    { id: "minor-events", title: "Minor events", rule: "7", section: "7" },
    {
      id: "victory-check-rules",
      title: "Victory check, Good Medicine and buying Cultural Development cards",
      rule: "8",
      section: "8",
    },
    { id: "trade-goods-rules", title: "Trade goods", rule: "10", section: "10" },
    { id: "battles", title: "Battles and the Battle Results Table", rule: "11", section: "11" },
    { id: "defeat", title: "Defeat during play", rule: "12.1", section: "12.1" },
    { id: "automatic-victory", title: "Automatic victory", rule: "12.2", section: "12.2" },
  ],
  functions: [{ id: "margin" }],
  procedures: [
    { id: "place-families" },
    { id: "fill-raid-pool" },
    { id: "set-tracks" },
    { id: "set-instructions" },
    { id: "period-deck" },
    { id: "judge-american" },
    { id: "judge-margin" },
    { id: "gain-ip" },
  ],
};

const D3: GameData = {
  game: {
    id: "navajo-wars",
    title: "Navajo Wars",
    rule: "14",
    players: { min: 1, max: 1 },
    solitaire: true,
    sides: ["dine", "enemy"],
    dice: "d6",
    source: "navajo-wars.playbook.txt",
    start: "play",
  },
  types: [
    { id: "population-kind", rule: "1.6.1", values: ["man", "woman", "child", "elder"] },
    { id: "family-letter", rule: "1.6.1", values: ["a", "b", "c", "d", "e", "f"] },
    { id: "cube-colour", rule: "1.6", values: ["black", "brown", "red", "white", "yellow", "green", "blue"] },
    {
      id: "instruction-letter",
      rule: "14",
      values: ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n"],
    },
    { id: "enemy-nation", rule: "14", values: ["spanish", "mexican", "american"] },
    {
      id: "instruction-kind",
      rule: "14",
      values: [
        "raid",
        "build",
        "colonize",
        "expand",
        "subvert",
        "defend",
        "both",
        "raid-expand",
        "build-colonize",
        "build-subvert",
      ],
    },
    { id: "card-kind", rule: "14", values: ["operations", "ceremony", "historical", "transitional"] },
    { id: "cultural-level", rule: "14", values: ["level-1", "level-2", "level-3"] },
  ],
  sides: [
    { id: "dine", title: "The Dine", colour: "turquoise" },
    {
      id: "enemy",
      title: "Enemy (Spanish, Mexican, American)",
      player: false,
      nations: ["spanish", "mexican", "american"],
    },
    { id: "turquoise", title: "Turquoise player", rule: "16.2", state: { "influence-points": "int", headman: "bool" } },
    {
      id: "red-basket",
      title: "Red Basket player",
      rule: "16.2",
      state: { "influence-points": "int", headman: "bool" },
    },
  ],
  maps: [
    {
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
        { id: "santa-fe", title: "Santa Fe" },
        {
          id: "canyon-de-chelly-1",
          title: "Canyon de Chelly 1",
          territory: ["canyon-de-chelly"],
          row: 1,
          value: 1,
          symbol: "(1)",
        },
        {
          id: "canyon-de-chelly-2",
          title: "Canyon de Chelly 2",
          territory: ["canyon-de-chelly"],
          row: 2,
          value: 2,
          symbol: "(1)",
        },
        {
          id: "canyon-de-chelly-3",
          title: "Canyon de Chelly 3",
          territory: ["canyon-de-chelly"],
          row: 3,
          value: 3,
          symbol: "(1)",
        },
        {
          id: "canyon-de-chelly-4",
          title: "Canyon de Chelly 4",
          territory: ["canyon-de-chelly"],
          row: 4,
          value: 3,
          symbol: "(2)",
        },
        {
          id: "canyon-de-chelly-5",
          title: "Canyon de Chelly 5",
          territory: ["canyon-de-chelly"],
          row: 5,
          value: 4,
          symbol: "(2)",
        },
        {
          id: "canyon-de-chelly-6",
          title: "Canyon de Chelly 6",
          territory: ["canyon-de-chelly"],
          row: 6,
          value: 5,
          symbol: "(3)",
        },
        { id: "shiprock-1", title: "Shiprock 1", territory: ["shiprock"], row: 1, value: 1, symbol: "(1)", vp: 4 },
        { id: "shiprock-2", title: "Shiprock 2", territory: ["shiprock"], row: 2, value: 2, symbol: "(1)" },
        { id: "shiprock-3", title: "Shiprock 3", territory: ["shiprock"], row: 3, value: 3, symbol: "(1)" },
        { id: "shiprock-4", title: "Shiprock 4", territory: ["shiprock"], row: 4, value: 3, symbol: "(2)" },
        { id: "shiprock-5", title: "Shiprock 5", territory: ["shiprock"], row: 5, value: 4, symbol: "(2)" },
        { id: "shiprock-6", title: "Shiprock 6", territory: ["shiprock"], row: 6, value: 5, symbol: "(3)" },
        {
          id: "san-juan-valley-1",
          title: "San Juan Valley 1",
          territory: ["san-juan-valley"],
          row: 1,
          value: 1,
          symbol: "(1)",
          vp: 3,
        },
        {
          id: "san-juan-valley-2",
          title: "San Juan Valley 2",
          territory: ["san-juan-valley"],
          row: 2,
          value: 2,
          symbol: "(1)",
        },
        {
          id: "san-juan-valley-3",
          title: "San Juan Valley 3",
          territory: ["san-juan-valley"],
          row: 3,
          value: 3,
          symbol: "(1)",
        },
        {
          id: "san-juan-valley-4",
          title: "San Juan Valley 4",
          territory: ["san-juan-valley"],
          row: 4,
          value: 3,
          symbol: "(2)",
        },
        {
          id: "san-juan-valley-5",
          title: "San Juan Valley 5",
          territory: ["san-juan-valley"],
          row: 5,
          value: 4,
          symbol: "(2)",
        },
        {
          id: "san-juan-valley-6",
          title: "San Juan Valley 6",
          territory: ["san-juan-valley"],
          row: 6,
          value: 5,
          symbol: "(3)",
        },
        {
          id: "monument-valley-1",
          title: "Monument Valley 1",
          territory: ["monument-valley"],
          row: 1,
          value: 1,
          symbol: "(1)",
          vp: 2,
        },
        {
          id: "monument-valley-2",
          title: "Monument Valley 2",
          territory: ["monument-valley"],
          row: 2,
          value: 2,
          symbol: "(1)",
        },
        {
          id: "monument-valley-3",
          title: "Monument Valley 3",
          territory: ["monument-valley"],
          row: 3,
          value: 3,
          symbol: "(1)",
        },
        {
          id: "monument-valley-4",
          title: "Monument Valley 4",
          territory: ["monument-valley"],
          row: 4,
          value: 3,
          symbol: "(2)",
        },
        {
          id: "monument-valley-5",
          title: "Monument Valley 5",
          territory: ["monument-valley"],
          row: 5,
          value: 4,
          symbol: "(2)",
        },
        {
          id: "monument-valley-6",
          title: "Monument Valley 6",
          territory: ["monument-valley"],
          row: 6,
          value: 5,
          symbol: "(3)",
        },
        {
          id: "black-mesa-1",
          title: "Black Mesa 1",
          territory: ["black-mesa"],
          row: 1,
          value: 1,
          symbol: "(1)",
          vp: 2,
        },
        { id: "black-mesa-2", title: "Black Mesa 2", territory: ["black-mesa"], row: 2, value: 2, symbol: "(1)" },
        { id: "black-mesa-3", title: "Black Mesa 3", territory: ["black-mesa"], row: 3, value: 3, symbol: "(1)" },
        { id: "black-mesa-4", title: "Black Mesa 4", territory: ["black-mesa"], row: 4, value: 3, symbol: "(2)" },
        { id: "black-mesa-5", title: "Black Mesa 5", territory: ["black-mesa"], row: 5, value: 4, symbol: "(2)" },
        { id: "black-mesa-6", title: "Black Mesa 6", territory: ["black-mesa"], row: 6, value: 5, symbol: "(3)" },
        { id: "hopi-land-1", title: "Hopi Land 1", territory: ["hopi-land"], row: 1, value: 1, symbol: "(1)", vp: 3 },
        { id: "hopi-land-2", title: "Hopi Land 2", territory: ["hopi-land"], row: 2, value: 2, symbol: "(1)" },
        { id: "hopi-land-3", title: "Hopi Land 3", territory: ["hopi-land"], row: 3, value: 3, symbol: "(1)" },
        { id: "hopi-land-4", title: "Hopi Land 4", territory: ["hopi-land"], row: 4, value: 3, symbol: "(2)" },
        { id: "hopi-land-5", title: "Hopi Land 5", territory: ["hopi-land"], row: 5, value: 4, symbol: "(2)" },
        { id: "hopi-land-6", title: "Hopi Land 6", territory: ["hopi-land"], row: 6, value: 5, symbol: "(3)" },
        {
          id: "zuni-mountains-1",
          title: "Zuni Mountains 1",
          territory: ["zuni-mountains"],
          row: 1,
          value: 1,
          symbol: "(1)",
          vp: 3,
        },
        {
          id: "zuni-mountains-2",
          title: "Zuni Mountains 2",
          territory: ["zuni-mountains"],
          row: 2,
          value: 2,
          symbol: "(1)",
        },
        {
          id: "zuni-mountains-3",
          title: "Zuni Mountains 3",
          territory: ["zuni-mountains"],
          row: 3,
          value: 3,
          symbol: "(1)",
        },
        {
          id: "zuni-mountains-4",
          title: "Zuni Mountains 4",
          territory: ["zuni-mountains"],
          row: 4,
          value: 3,
          symbol: "(2)",
        },
        {
          id: "zuni-mountains-5",
          title: "Zuni Mountains 5",
          territory: ["zuni-mountains"],
          row: 5,
          value: 4,
          symbol: "(2)",
        },
        {
          id: "zuni-mountains-6",
          title: "Zuni Mountains 6",
          territory: ["zuni-mountains"],
          row: 6,
          value: 5,
          symbol: "(3)",
        },
      ],
      layout: "territories",
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
        { from: "shiprock-1", to: "san-juan-valley-1", directed: false },
        { from: "shiprock-4", to: "san-juan-valley-4", directed: false },
        { from: "shiprock-6", to: "canyon-de-chelly-6", directed: false },
        { from: "san-juan-valley-1", to: "monument-valley-1", directed: false },
        { from: "san-juan-valley-4", to: "monument-valley-4", directed: false },
        { from: "san-juan-valley-6", to: "canyon-de-chelly-6", directed: false },
        { from: "monument-valley-1", to: "black-mesa-1", directed: false },
        { from: "monument-valley-4", to: "black-mesa-4", directed: false },
        { from: "monument-valley-6", to: "canyon-de-chelly-6", directed: false },
        { from: "black-mesa-1", to: "hopi-land-1", directed: false },
        { from: "black-mesa-4", to: "hopi-land-4", directed: false },
        { from: "black-mesa-6", to: "canyon-de-chelly-6", directed: false },
        { from: "hopi-land-1", to: "zuni-mountains-1", directed: false },
        { from: "hopi-land-4", to: "zuni-mountains-4", directed: false },
        { from: "hopi-land-6", to: "canyon-de-chelly-6", directed: false },
        { from: "zuni-mountains-1", to: "shiprock-1", directed: false },
        { from: "zuni-mountains-4", to: "shiprock-4", directed: false },
        { from: "zuni-mountains-6", to: "canyon-de-chelly-6", directed: false },
        { from: "santa-fe", to: "shiprock-1", directed: false },
        { from: "santa-fe", to: "zuni-mountains-1", directed: false },
        { from: "shiprock-2", to: "san-juan-valley-1", directed: false },
        { from: "canyon-de-chelly-1", to: "hopi-land-1", directed: false },
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
    },
  ],
  pieces: [
    {
      id: "family",
      kind: "counter",
      title: "Family counter",
      rule: "1.6.1",
      side: "dine",
      fields: { letter: "family-letter" },
      faces: ["ferocity-low", "ferocity-high"],
      state: { ferocity: "int" },
    },
    {
      id: "population",
      kind: "counter",
      title: "Population counter",
      rule: "1.6.1",
      side: "dine",
      fields: { role: "population-kind" },
    },
    { id: "horse", kind: "counter", title: "Horse", rule: "1.6" },
    { id: "sheep", kind: "counter", title: "Sheep", rule: "1.6" },
    { id: "corn", kind: "counter", title: "Corn counter", rule: "1.6" },
    { id: "intruder", kind: "counter", title: "Intruder counter", rule: "1.6" },
    { id: "trade-goods", kind: "counter", title: "Trade Goods", rule: "1.6" },
    { id: "harass", kind: "counter", title: "Harass counter", rule: "1.6" },
    { id: "firearms", kind: "counter", title: "Firearms", rule: "1.6" },
    { id: "mission", kind: "counter", title: "Mission outpost", rule: "1.6" },
    { id: "rancho", kind: "counter", title: "Rancho outpost", rule: "1.6" },
    { id: "fort", kind: "counter", title: "Fort", rule: "1.6" },
    { id: "enemy-ap", kind: "counter", title: "Enemy AP counter", rule: "1.6", faces: ["enemy-ap", "enemy-raid"] },
    { id: "tribal-raid", kind: "counter", title: "Tribal Raid counter", rule: "1.6" },
    { id: "manuelito", kind: "counter", title: "Manuelito", rule: "14.5" },
    { id: "raid-cube", kind: "cube", title: "Raid cube", rule: "1.6", fields: { colour: "cube-colour" } },
    {
      id: "instruction",
      kind: "marker",
      title: "Instruction counter",
      rule: "14",
      fields: { nation: "enemy-nation", letter: "instruction-letter" },
    },
    {
      id: "tribal-instruction",
      kind: "marker",
      title: "Tribal instruction counter",
      rule: "14",
      faces: ["utes", "comanche"],
    },
    {
      id: "cultural-development",
      kind: "card",
      title: "Cultural Development card",
      rule: "14",
      fields: { level: "cultural-level" },
    },
    { id: "card-41", kind: "card", title: "(victory point value 8)", rule: "14", number: 41, class: "historical" },
    { id: "card-42", kind: "card", title: "Franciscan Faction Ascendant", rule: "14", number: 42, class: "historical" },
    { id: "card-43", kind: "card", title: "Historical Event 43", rule: "14", number: 43, class: "historical" },
    { id: "card-44", kind: "card", title: "Historical Event 44", rule: "14", number: 44, class: "historical" },
    { id: "card-45", kind: "card", title: "Mexican Independence", rule: "14", number: 45, class: "transitional" },
    { id: "card-46", kind: "card", title: "Historical Event 46", rule: "14", number: 46, class: "historical" },
    { id: "card-47", kind: "card", title: "Historical Event 47", rule: "14", number: 47, class: "historical" },
    { id: "card-48", kind: "card", title: "Historical Event 48", rule: "14", number: 48, class: "historical" },
    { id: "card-49", kind: "card", title: "Historical Event 49", rule: "14", number: 49, class: "historical" },
    { id: "card-50", kind: "card", title: "Army of the West", rule: "14", number: 50, class: "transitional" },
    { id: "card-51", kind: "card", title: "Death of Henry Linn Dodge", rule: "14", number: 51, class: "historical" },
    { id: "card-52", kind: "card", title: "Historical Event 52", rule: "14", number: 52, class: "historical" },
    { id: "card-53", kind: "card", title: "Manuelito's War", rule: "14", number: 53, class: "historical" },
    { id: "card-54", kind: "card", title: "The American Civil War", rule: "14", number: 54, class: "historical" },
    { id: "card-55", kind: "card", title: "Rope Thrower: Kit Carson", rule: "14", number: 55, class: "transitional" },
    {
      id: "operations-card",
      kind: "card",
      title: "Operations card",
      rule: "14",
      numbers: { min: 1, max: 40 },
      class: "operations",
    },
    { id: "ceremony-card", kind: "card", title: "Ceremony card", rule: "14", class: "ceremony" },
    {
      id: "headman-card",
      kind: "card",
      title: "Headman card",
      rule: "16.2",
      faces: ["headman", "headman-enemy-way-table"],
    },
    { id: "influence", kind: "counter", title: "Influence counter", rule: "16.3", faces: ["turquoise", "red-basket"] },
    {
      id: "influence-point-marker",
      kind: "counter",
      title: "Influence Points counter",
      rule: "16.7",
      faces: ["turquoise", "red-basket"],
    },
  ],
  holders: [
    {
      id: "canyon-de-chelly-escape",
      kind: "box",
      title: "Canyon de Chelly Escape box",
      rule: "1.7",
      at: "canyon-de-chelly",
    },
    {
      id: "canyon-de-chelly-caught",
      kind: "box",
      title: "Canyon de Chelly Caught box",
      rule: "1.7",
      at: "canyon-de-chelly",
    },
    { id: "shiprock-escape", kind: "box", title: "Shiprock Escape box", rule: "1.7", at: "shiprock" },
    { id: "shiprock-caught", kind: "box", title: "Shiprock Caught box", rule: "1.7", at: "shiprock" },
    {
      id: "san-juan-valley-escape",
      kind: "box",
      title: "San Juan Valley Escape box",
      rule: "1.7",
      at: "san-juan-valley",
    },
    {
      id: "san-juan-valley-caught",
      kind: "box",
      title: "San Juan Valley Caught box",
      rule: "1.7",
      at: "san-juan-valley",
    },
    {
      id: "monument-valley-escape",
      kind: "box",
      title: "Monument Valley Escape box",
      rule: "1.7",
      at: "monument-valley",
    },
    {
      id: "monument-valley-caught",
      kind: "box",
      title: "Monument Valley Caught box",
      rule: "1.7",
      at: "monument-valley",
    },
    { id: "black-mesa-escape", kind: "box", title: "Black Mesa Escape box", rule: "1.7", at: "black-mesa" },
    { id: "black-mesa-caught", kind: "box", title: "Black Mesa Caught box", rule: "1.7", at: "black-mesa" },
    { id: "hopi-land-escape", kind: "box", title: "Hopi Land Escape box", rule: "1.7", at: "hopi-land" },
    { id: "hopi-land-caught", kind: "box", title: "Hopi Land Caught box", rule: "1.7", at: "hopi-land" },
    { id: "zuni-mountains-escape", kind: "box", title: "Zuni Mountains Escape box", rule: "1.7", at: "zuni-mountains" },
    { id: "zuni-mountains-caught", kind: "box", title: "Zuni Mountains Caught box", rule: "1.7", at: "zuni-mountains" },
    { id: "shiprock-drought", kind: "box", title: "Shiprock drought boxes", rule: "1.7", at: "shiprock", capacity: 2 },
    {
      id: "san-juan-valley-drought",
      kind: "box",
      title: "San Juan Valley drought boxes",
      rule: "1.7",
      at: "san-juan-valley",
      capacity: 2,
    },
    {
      id: "monument-valley-drought",
      kind: "box",
      title: "Monument Valley drought boxes",
      rule: "1.7",
      at: "monument-valley",
      capacity: 2,
    },
    {
      id: "black-mesa-drought",
      kind: "box",
      title: "Black Mesa drought boxes",
      rule: "1.7",
      at: "black-mesa",
      capacity: 2,
    },
    {
      id: "hopi-land-drought",
      kind: "box",
      title: "Hopi Land drought boxes",
      rule: "1.7",
      at: "hopi-land",
      capacity: 2,
    },
    {
      id: "zuni-mountains-drought",
      kind: "box",
      title: "Zuni Mountains drought boxes",
      rule: "1.7",
      at: "zuni-mountains",
      capacity: 2,
    },
    {
      id: "population-supply",
      kind: "pool",
      title: "Population counters",
      rule: "1.6.1",
      size: 12,
      contents: [
        { count: 4, piece: "population", fields: { role: "man" } },
        { count: 4, piece: "population", fields: { role: "woman" } },
        { count: 4, piece: "population", fields: { role: "child" } },
      ],
    },
    {
      id: "elders",
      kind: "pool",
      title: "Elder counters",
      rule: "1.6.1",
      size: 6,
      contents: [{ count: 6, piece: "population", fields: { role: "elder" } }],
    },
    {
      id: "family-counters",
      kind: "pool",
      title: "Family counters",
      rule: "1.6.1",
      size: 12,
      contents: [{ count: 2, piece: "family", fields: { letter: "*" } }],
    },
    {
      id: "corn-crib",
      kind: "cup",
      title: "Corn draw cup",
      rule: "1.6",
      visibility: "none",
      order: "random",
      size: 10,
      contents: [{ count: 10, piece: "corn" }],
    },
    {
      id: "intruder-cup",
      kind: "cup",
      title: "Intruder draw cup",
      rule: "1.6",
      visibility: "none",
      order: "random",
      size: 20,
      contents: [{ count: 20, piece: "intruder" }],
    },
    {
      id: "cube-supply",
      kind: "pool",
      title: "Raid cubes in the box",
      rule: "14",
      size: 21,
      contents: [
        { count: 3, piece: "raid-cube", fields: { colour: "black" } },
        { count: 4, piece: "raid-cube", fields: { colour: "brown" } },
        { count: 3, piece: "raid-cube", fields: { colour: "red" } },
        { count: 4, piece: "raid-cube", fields: { colour: "white" } },
        { count: 2, piece: "raid-cube", fields: { colour: "yellow" } },
        { count: 3, piece: "raid-cube", fields: { colour: "green" } },
        { count: 2, piece: "raid-cube", fields: { colour: "blue" } },
      ],
    },
    {
      id: "raid-pool",
      kind: "bag",
      title: "Raid Pool",
      rule: "14",
      visibility: "none",
      order: "random",
      holds: ["raid-cube"],
    },
    { id: "subjugation", kind: "box", title: "Subjugation of New Mexico box", rule: "14", holds: ["raid-cube"] },
    { id: "raided-cubes", kind: "box", title: "Raided Cubes box", rule: "14", holds: ["raid-cube"] },
    {
      id: "population-display",
      kind: "display",
      title: "Population Display",
      rule: "1.7.5.2",
      columns: ["a", "b", "c", "d", "e", "f"],
      slots: 3,
    },
    {
      id: "elder-display",
      kind: "display",
      title: "Elder Display",
      rule: "1.7.5.2",
      order: "ordered",
      slots: 6,
      holds: ["population"],
    },
    {
      id: "instruction-display",
      kind: "display",
      title: "Enemy Instruction Display",
      rule: "14",
      columns: ["active", "standby", "inactive"],
      rows: 6,
    },
    { id: "resources", kind: "box", title: "Resources box", rule: "14" },
    { id: "out-of-play", kind: "box", title: "Out of Play box", rule: "14" },
    { id: "enemy-out-of-play", kind: "box", title: "Enemy Out of Play box", rule: "14" },
    { id: "passage-of-time", kind: "box", title: "Passage of Time box", rule: "14" },
    { id: "in-play", kind: "box", title: "Cards in play", rule: "14" },
    {
      id: "general-records",
      kind: "track",
      title: "General Records Track",
      rule: "14",
      range: { min: 0, max: 20 },
      markers: ["military-points", "enemy-ferocity", "culture-points", "dine-aps", "enemy-morale", "influence"],
    },
    { id: "military-points", kind: "track", title: "Military Points", range: { min: 0, max: 20 } },
    { id: "enemy-ferocity", kind: "track", title: "Enemy Ferocity", range: { min: 0, max: 20 } },
    { id: "culture-points", kind: "track", title: "Culture Points", range: { min: 0, max: 20 } },
    { id: "dine-aps", kind: "track", title: "Dine APs", range: { min: 0, max: 20 } },
    { id: "enemy-morale", kind: "track", title: "Enemy Morale", range: { min: 0, max: 20 } },
    {
      id: "instruction-counters",
      kind: "pool",
      title: "Instruction counters",
      rule: "14",
      size: 42,
      contents: [{ count: 1, piece: "instruction", fields: { nation: "*", letter: "*" } }],
    },
    {
      id: "operations-cards",
      kind: "pool",
      title: "Operations and Ceremony cards (1-40)",
      rule: "14",
      size: 40,
      contents: [
        { count: 28, piece: "operations-card" },
        { count: 12, piece: "ceremony-card" },
      ],
    },
    { id: "stack", kind: "box", title: "A stack being dealt", rule: "14" },
    { id: "deck", kind: "deck", title: "Draw deck", rule: "14", visibility: "none", order: "stacked" },
    { id: "ceremony-hand", kind: "hand", title: "Ceremony cards in hand", rule: "14", visibility: "owner" },
    {
      id: "cultural-cards",
      kind: "pool",
      title: "Cultural Development cards",
      rule: "14",
      size: 24,
      contents: [{ count: 8, piece: "cultural-development", fields: { level: "*" } }],
    },
  ],
  tables: [
    {
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
    },
    {
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
    },
    {
      id: "instruction-letters",
      title: "Instruction counters named in the playbook",
      rule: "14",
      columns: ["instruction"],
      rows: [
        { key: "e", cells: ["raid-expand"] },
        { key: "g", cells: ["build-colonize"] },
      ],
    },
    {
      id: "named-cards",
      title: "Cards named in the playbook",
      rule: "14",
      columns: ["title", "kind", "period"],
      rows: [
        { key: { min: 14, max: 14 }, cells: ["Shaman event", "operations", "any"] },
        { key: { min: 15, max: 15 }, cells: ["Shaman event", "operations", "any"] },
        { key: { min: 16, max: 16 }, cells: ["Shaman event", "operations", "any"] },
        { key: { min: 41, max: 41 }, cells: ["(victory point value 8)", "historical", "spanish"] },
        { key: { min: 42, max: 42 }, cells: ["Franciscan Faction Ascendant", "historical", "spanish"] },
        { key: { min: 45, max: 45 }, cells: ["Mexican Independence", "transitional", "spanish"] },
        { key: { min: 50, max: 50 }, cells: ["Army of the West", "transitional", "mexican"] },
        { key: { min: 51, max: 51 }, cells: ["Death of Henry Linn Dodge", "historical", "american"] },
        { key: { min: 53, max: 53 }, cells: ["Manuelito's War", "historical", "american"] },
        { key: { min: 54, max: 54 }, cells: ["The American Civil War", "historical", "american"] },
        { key: { min: 55, max: 55 }, cells: ["Rope Thrower: Kit Carson", "transitional", "american"] },
      ],
    },
    {
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
    },
    {
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
    },
  ],
  decisions: [
    {
      id: "trade",
      title: "Trade animals",
      by: "dine",
      options: ["two-sheep-for-a-horse", "two-horses-for-a-sheep", "no-trade"],
    },
    {
      id: "headman-roll",
      title: "Who is Headman",
      rule: "16.4",
      by: "turquoise",
      options: ["turquoise", "red-basket"],
    },
    { id: "elder-influence", title: "Place influence on an elder", rule: "16.3.1", by: "active" },
    { id: "family-influence", title: "Place influence on a family", rule: "16.3.2", by: "active" },
    { id: "preempt", title: "Preempt", rule: "16.5.3", by: "headman", options: ["preempt", "let-other-choose"] },
    {
      id: "trade",
      title: "Trade animals",
      by: "dine",
      options: ["two-sheep-for-a-horse", "two-horses-for-a-sheep", "no-trade"],
    },
    {
      id: "headman-roll",
      title: "Who is Headman",
      rule: "16.4",
      by: "turquoise",
      options: ["turquoise", "red-basket"],
    },
    { id: "elder-influence", title: "Place influence on an elder", rule: "16.3.1", by: "active" },
    { id: "family-influence", title: "Place influence on a family", rule: "16.3.2", by: "active" },
    { id: "preempt", title: "Preempt", rule: "16.5.3", by: "headman", options: ["preempt", "let-other-choose"] },
  ],
  unspecified: [
    { id: "sequence-of-play", title: "Sequence of play", rule: "2", section: "2" },
    {
      id: "operations",
      title: "Player operations: planning, taking actions, passage of time",
      rule: "3",
      section: "3",
    },
    {
      id: "enemy-instructions",
      title: "Enemy operations: executing instructions and resetting the display",
      rule: "4",
      section: "4",
    },
    { id: "raids", title: "Raids and reactions: evasion, ambush, harassment, negotiation", rule: "5", section: "5" },
    { id: "events", title: "Historical and transitional events", rule: "6", section: "6" },
    { id: "minor-events", title: "Minor events", rule: "7", section: "7" },
    {
      id: "victory-check-rules",
      title: "Victory check, Good Medicine and buying Cultural Development cards",
      rule: "8",
      section: "8",
    },
    { id: "trade-goods-rules", title: "Trade goods", rule: "10", section: "10" },
    { id: "battles", title: "Battles and the Battle Results Table", rule: "11", section: "11" },
    { id: "defeat", title: "Defeat during play", rule: "12.1", section: "12.1" },
    { id: "automatic-victory", title: "Automatic victory", rule: "12.2", section: "12.2" },
  ],
  functions: [{ id: "margin" }],
  procedures: [
    { id: "place-families" },
    { id: "fill-raid-pool" },
    { id: "set-tracks" },
    { id: "set-instructions" },
    { id: "period-deck" },
    { id: "judge-american" },
    { id: "judge-margin" },
    { id: "gain-ip" },
  ],
};

const U0 = (ctx: V.EvalContext): V.Value =>
  V.minus(
    B.value(ctx, ctx.state.tracks["military-points"] ?? null),
    V.plus(
      B.value(ctx, ctx.state.tracks["enemy-morale"] ?? null),
      B.count(
        ctx,
        V.asList(ctx, B.pieces(ctx, "subjugation"), "a selection").filter((x0_c: V.Value) =>
          V.truthy(V.eq(V.fieldValue(ctx, x0_c, "colour"), "black")),
        ),
      ),
    ),
  );

const U1 = (
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
  C.movePieces(
    X,
    B.take(
      ctx,
      V.asList(ctx, B.pieces(ctx, "cube-supply"), "a selection").filter((x7_c: V.Value) =>
        V.truthy(V.eq(V.fieldValue(ctx, x7_c, "colour"), "black")),
      ),
      x0_blacks,
    ),
    String("raid-pool"),
    actor,
  );
  C.movePieces(
    X,
    B.take(
      ctx,
      V.asList(ctx, B.pieces(ctx, "cube-supply"), "a selection").filter((x8_c: V.Value) =>
        V.truthy(V.eq(V.fieldValue(ctx, x8_c, "colour"), "brown")),
      ),
      x1_browns,
    ),
    String("raid-pool"),
    actor,
  );
  C.movePieces(
    X,
    B.take(
      ctx,
      V.asList(ctx, B.pieces(ctx, "cube-supply"), "a selection").filter((x9_c: V.Value) =>
        V.truthy(V.eq(V.fieldValue(ctx, x9_c, "colour"), "red")),
      ),
      x2_reds,
    ),
    String("raid-pool"),
    actor,
  );
  C.movePieces(
    X,
    B.take(
      ctx,
      V.asList(ctx, B.pieces(ctx, "cube-supply"), "a selection").filter((x10_c: V.Value) =>
        V.truthy(V.eq(V.fieldValue(ctx, x10_c, "colour"), "white")),
      ),
      x3_whites,
    ),
    String("raid-pool"),
    actor,
  );
  C.movePieces(
    X,
    B.take(
      ctx,
      V.asList(ctx, B.pieces(ctx, "cube-supply"), "a selection").filter((x11_c: V.Value) =>
        V.truthy(V.eq(V.fieldValue(ctx, x11_c, "colour"), "yellow")),
      ),
      x4_yellows,
    ),
    String("raid-pool"),
    actor,
  );
  C.movePieces(
    X,
    B.take(
      ctx,
      V.asList(ctx, B.pieces(ctx, "cube-supply"), "a selection").filter((x12_c: V.Value) =>
        V.truthy(V.eq(V.fieldValue(ctx, x12_c, "colour"), "green")),
      ),
      x5_greens,
    ),
    String("raid-pool"),
    actor,
  );
  C.movePieces(
    X,
    B.take(
      ctx,
      V.asList(ctx, B.pieces(ctx, "cube-supply"), "a selection").filter((x13_c: V.Value) =>
        V.truthy(V.eq(V.fieldValue(ctx, x13_c, "colour"), "blue")),
      ),
      x6_blues,
    ),
    String("raid-pool"),
    actor,
  );
};

const U2 = (
  X: C.RunContext,
  actor: string | undefined,
  x0_military: V.Value,
  x1_ferocity: V.Value,
  x2_culture: V.Value,
  x3_aps: V.Value,
  x4_morale: V.Value,
): void => {
  const ctx = C.exprCtx(X, actor);
  C.setTrack(X, "military-points", "=", x0_military);
  C.setTrack(X, "enemy-ferocity", "=", x1_ferocity);
  C.setTrack(X, "culture-points", "=", x2_culture);
  C.setTrack(X, "dine-aps", "=", x3_aps);
  C.setTrack(X, "enemy-morale", "=", x4_morale);
};

const U3 = (X: C.RunContext, actor: string | undefined, x0_nation: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  let v1_mine: V.Value = V.asList(ctx, B.pieces(ctx, "instruction-counters"), "a selection").filter((x2_i: V.Value) =>
    V.truthy(V.eq(V.fieldValue(ctx, x2_i, "nation"), x0_nation)),
  );
  C.shuffle(X, "instruction-counters", actor);
  C.movePieces(X, B.take(ctx, v1_mine, 2), String("out-of-play"), actor);
  C.movePieces(
    X,
    V.asList(ctx, v1_mine, "a selection").filter((x3_i: V.Value) =>
      V.truthy(!V.truthy(V.isIn(ctx, x3_i, B.pieces(ctx, "out-of-play")))),
    ),
    String("instruction-display"),
    actor,
  );
};

const U4 = (X: C.RunContext, actor: string | undefined, x0_event_cards: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  C.shuffle(X, "operations-cards", actor);
  {
    let v1_list: V.Value = C.items(X, x0_event_cards, actor);
    let v2_i: V.Value = 0;
    while ((v2_i as number) < (v1_list as V.Value[]).length) {
      let v3_event: V.Value = (v1_list as V.Value[])[v2_i as number]!;
      C.deal(X, "operations-cards", "stack", 8, actor);
      C.movePieces(X, v3_event, String("stack"), actor);
      C.shuffle(X, "stack", actor);
      C.movePieces(X, B.pieces(ctx, "stack"), String("deck"), actor);
      v2_i = (v2_i as number) + 1;
    }
  }
};

const U5 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  let v0_mp: V.Value = B.value(ctx, ctx.state.tracks["military-points"] ?? null);
  let v1_em: V.Value = V.plus(
    B.value(ctx, ctx.state.tracks["enemy-morale"] ?? null),
    B.count(
      ctx,
      V.asList(ctx, B.pieces(ctx, "subjugation"), "a selection").filter((x2_c: V.Value) =>
        V.truthy(V.eq(V.fieldValue(ctx, x2_c, "colour"), "black")),
      ),
    ),
  );
  if (V.truthy(V.gt(v0_mp, v1_em))) {
    C.endGame(false, "dine", "Major Victory");
  } else {
    if (V.truthy(V.truthy(V.ge(v0_mp, 1)) && V.truthy(V.eq(v0_mp, v1_em)))) {
      C.endGame(false, "dine", "Minor Victory");
    } else {
      if (V.truthy(V.ge(v0_mp, 1))) {
        C.endGame(false, "enemy", "Minor Defeat");
      } else {
        if (V.truthy(V.eq(v1_em, 0))) {
          C.endGame(false, "enemy", "Minor Defeat");
        } else {
          C.endGame(false, "enemy", "Major Defeat");
        }
      }
    }
  }
};

const U6 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  let v0_result: V.Value = V.lookupTable(ctx, "margin-victory", [ctx.fn["margin"]!(ctx), "result"]);
  if (V.truthy(V.ge(ctx.fn["margin"]!(ctx), 1))) {
    C.endGame(false, "dine", "Victory");
  } else {
    C.endGame(false, "enemy", "Defeat");
  }
};

const U7 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  for (;;) {
    let ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        {
          L[0] = 1;
          while ((L[0]! as number) <= 1) {
            X.state.turn = L[0]! as number;
            L[1] = true;
            {
              L[2] = 0;
              while (L[1]!) {
                if ((L[2]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
                L[2] = (L[2]! as number) + 1;
                L[1] = false;
                C.enter(X, 0, "Card draw phase");
                C.draw(X, "deck", "in-play", undefined, X.state.active);
                X.T.sudden(X, false);
                C.enter(X, 0, "Card resolution phase");
                C.enter(X, 1, "Player operations segment");
                C.notSpecified(X, "operations");
                X.T.sudden(X, false);
                C.enter(X, 1, "Enemy operations segment");
                C.notSpecified(X, "enemy-instructions");
                X.T.sudden(X, false);
                C.enter(X, 1, "Major event segment");
                C.notSpecified(X, "events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Minor event segment");
                C.notSpecified(X, "minor-events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Victory check segment");
                C.notSpecified(X, "victory-check-rules");
                X.T.sudden(X, false);
                X.T.sudden(X, false);
                C.enter(X, 0, "Discard phase");
                C.notSpecified(X, "sequence-of-play");
                X.T.sudden(X, false);
                L[1] = false;
              }
            }
            L[0] = (L[0]! as number) + 1;
          }
        }
        L[3] = X.T.scores(X) as unknown as V.Value;
        X.state.outcome = {
          winners: [],
          draw: true,
          name: "no victory condition was met",
          scores: L[3]! as unknown as Record<string, number>,
        };
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U8 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
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
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "where",
            V.asList(ctx, "dinetaah", "a selection").filter((x6_a: V.Value) =>
              V.truthy(
                !V.truthy(
                  B.empty(
                    ctx,
                    V.asList(ctx, V.fieldValue(ctx, x6_a, "territory"), "a selection").filter((x7_t: V.Value) =>
                      V.truthy(V.isIn(ctx, x7_t, L[1]!)),
                    ),
                  ),
                ),
              ),
            ),
            "dine",
            undefined,
            actor,
            undefined,
            false,
          ),
          5,
          3,
        );
      }
      case 2: {
        C.movePieces(X, B.take(ctx, B.pieces(ctx, "elders"), 3), String("elder-display"), actor);
        return false;
      }
      case 3: {
        C.movePieces(
          X,
          B.first(
            ctx,
            V.asList(ctx, B.pieces(ctx, "family-counters"), "a selection").filter((x8_f: V.Value) =>
              V.truthy(V.eq(V.fieldValue(ctx, x8_f, "letter"), L[4]!)),
            ),
          ),
          String(L[5]!),
          actor,
        );
        C.movePieces(
          X,
          V.plus(
            V.plus(
              B.take(
                ctx,
                V.asList(ctx, B.pieces(ctx, "population-supply"), "a selection").filter((x9_p: V.Value) =>
                  V.truthy(V.eq(V.fieldValue(ctx, x9_p, "role"), "man")),
                ),
                1,
              ),
              B.take(
                ctx,
                V.asList(ctx, B.pieces(ctx, "population-supply"), "a selection").filter((x10_p: V.Value) =>
                  V.truthy(V.eq(V.fieldValue(ctx, x10_p, "role"), "woman")),
                ),
                1,
              ),
            ),
            B.take(
              ctx,
              V.asList(ctx, B.pieces(ctx, "population-supply"), "a selection").filter((x11_p: V.Value) =>
                V.truthy(V.eq(V.fieldValue(ctx, x11_p, "role"), "child")),
              ),
              1,
            ),
          ),
          String("population-display"),
          actor,
        );
        L[3] = (L[3]! as number) + 1;
        f.pc = 1;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U9 = (X: C.RunContext, atOnce: boolean): void => {
  void X;
  void atOnce;
};

const U10 = (X: C.RunContext): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const side of X.state.sides) {
    const ctx = C.exprCtx(X, side);
    let total = 0;
    void ctx;
    out[side] = total;
  }
  return out;
};

const U11 = (X: C.RunContext): { id: string; rule?: string }[] => {
  const ctx = C.exprCtx(X, undefined);
  const out: { id: string; rule?: string }[] = [];
  return out;
};

const U12 = (X: C.RunContext, actor: string | undefined, x0_player: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  let v1_other_player: V.Value = V.truthy(V.eq(x0_player, "turquoise")) ? "red-basket" : "turquoise";
  if (V.truthy(V.gt(V.fieldValue(ctx, v1_other_player, "influence-points"), 0))) {
    C.setField(X, v1_other_player, "influence-points", "-=", 1);
  } else {
    C.setField(X, x0_player, "influence-points", "+=", 1);
  }
};

const U13 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  for (;;) {
    let ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        if (V.truthy(V.le(B.roll(ctx, "d6"), 3))) {
          C.setField(X, "turquoise", "headman", "=", true);
        } else {
          C.setField(X, "red-basket", "headman", "=", true);
        }
        {
          L[0] = 1;
          while ((L[0]! as number) <= 1) {
            X.state.turn = L[0]! as number;
            L[1] = true;
            {
              L[2] = 0;
              while (L[1]!) {
                if ((L[2]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
                L[2] = (L[2]! as number) + 1;
                L[1] = false;
                C.enter(X, 0, "Card draw phase");
                C.draw(X, "deck", "in-play", undefined, X.state.active);
                X.T.sudden(X, false);
                C.enter(X, 0, "Card resolution phase");
                C.enter(X, 1, "Player operations segment");
                C.notSpecified(X, "operations");
                X.T.sudden(X, false);
                C.enter(X, 1, "Enemy operations segment");
                C.notSpecified(X, "enemy-instructions");
                X.T.sudden(X, false);
                C.enter(X, 1, "Major event segment");
                C.notSpecified(X, "events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Minor event segment");
                C.notSpecified(X, "minor-events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Victory check segment");
                C.notSpecified(X, "victory-check-rules");
                X.T.sudden(X, false);
                X.T.sudden(X, false);
                C.enter(X, 0, "Discard phase");
                C.notSpecified(X, "sequence-of-play");
                X.T.sudden(X, false);
                L[1] = false;
              }
            }
            L[0] = (L[0]! as number) + 1;
          }
        }
        L[3] = X.T.scores(X) as unknown as V.Value;
        if (
          V.truthy(
            V.gt(
              V.fieldValue(ctx, "turquoise", "influence-points"),
              V.fieldValue(ctx, "red-basket", "influence-points"),
            ),
          )
        ) {
          C.endGame(false, "turquoise", "Victory by influence");
        } else {
          if (
            V.truthy(
              V.gt(
                V.fieldValue(ctx, "red-basket", "influence-points"),
                V.fieldValue(ctx, "turquoise", "influence-points"),
              ),
            )
          ) {
            C.endGame(false, "red-basket", "Victory by influence");
          } else {
            if (V.truthy(V.fieldValue(ctx, "turquoise", "headman"))) {
              C.endGame(false, "red-basket", "Tie broken: the player without the Headman card");
            } else {
              C.endGame(false, "turquoise", "Tie broken: the player without the Headman card");
            }
          }
        }
        X.state.outcome = {
          winners: C.best(L[3]! as unknown as Record<string, number>),
          draw: false,
          scores: L[3]! as unknown as Record<string, number>,
        };
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U14 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  for (;;) {
    let ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(
          X,
          f,
          "place-families",
          X.state.active,
          [
            ["a", "b", "c"],
            ["shiprock", "san-juan-valley", "canyon-de-chelly"],
          ],
          1,
        );
      }
      case 1: {
        X.T.p["fill-raid-pool"]!(X, X.state.active, 3, 3, 3, 3, 2, 1, 0);
        X.T.p["set-tracks"]!(X, X.state.active, 5, 4, 9, 3, 5);
        X.T.p["set-instructions"]!(X, X.state.active, "spanish");
        C.deal(X, "operations-cards", "stack", 8, X.state.active);
        C.movePieces(X, "card-41", String("stack"), X.state.active);
        C.shuffle(X, "stack", X.state.active);
        C.movePieces(X, B.pieces(ctx, "stack"), String("deck"), X.state.active);
        C.deal(X, "operations-cards", "stack", 8, X.state.active);
        C.movePieces(X, "card-42", String("stack"), X.state.active);
        C.shuffle(X, "stack", X.state.active);
        C.movePieces(X, B.pieces(ctx, "stack"), String("deck"), X.state.active);
        {
          L[0] = 1;
          while ((L[0]! as number) <= 1) {
            X.state.turn = L[0]! as number;
            L[1] = true;
            {
              L[2] = 0;
              while (L[1]!) {
                if ((L[2]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
                L[2] = (L[2]! as number) + 1;
                L[1] = false;
                C.enter(X, 0, "Card draw phase");
                C.draw(X, "deck", "in-play", undefined, X.state.active);
                X.T.sudden(X, false);
                C.enter(X, 0, "Card resolution phase");
                C.enter(X, 1, "Player operations segment");
                C.notSpecified(X, "operations");
                X.T.sudden(X, false);
                C.enter(X, 1, "Enemy operations segment");
                C.notSpecified(X, "enemy-instructions");
                X.T.sudden(X, false);
                C.enter(X, 1, "Major event segment");
                C.notSpecified(X, "events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Minor event segment");
                C.notSpecified(X, "minor-events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Victory check segment");
                C.notSpecified(X, "victory-check-rules");
                X.T.sudden(X, false);
                X.T.sudden(X, false);
                C.enter(X, 0, "Discard phase");
                C.notSpecified(X, "sequence-of-play");
                X.T.sudden(X, false);
                L[1] = false;
              }
            }
            L[0] = (L[0]! as number) + 1;
          }
        }
        L[3] = X.T.scores(X) as unknown as V.Value;
        if (V.truthy(V.isIn(ctx, "card-42", B.pieces(ctx, "in-play")))) {
          X.T.p["judge-margin"]!(X, X.state.active);
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
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U15 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  for (;;) {
    let ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(
          X,
          f,
          "place-families",
          X.state.active,
          [
            ["a", "b", "c"],
            ["shiprock", "san-juan-valley", "canyon-de-chelly"],
          ],
          1,
        );
      }
      case 1: {
        X.T.p["fill-raid-pool"]!(X, X.state.active, 3, 3, 3, 3, 2, 1, 0);
        X.T.p["set-tracks"]!(X, X.state.active, 5, 4, 9, 3, 5);
        X.T.p["set-instructions"]!(X, X.state.active, "spanish");
        C.deal(X, "operations-cards", "stack", 8, X.state.active);
        C.movePieces(X, "card-41", String("stack"), X.state.active);
        C.shuffle(X, "stack", X.state.active);
        C.movePieces(X, B.pieces(ctx, "stack"), String("deck"), X.state.active);
        C.deal(X, "operations-cards", "stack", 8, X.state.active);
        C.movePieces(X, "card-42", String("stack"), X.state.active);
        C.shuffle(X, "stack", X.state.active);
        C.movePieces(X, B.pieces(ctx, "stack"), String("deck"), X.state.active);
        if (V.truthy(V.le(B.roll(ctx, "d6"), 3))) {
          C.setField(X, "turquoise", "headman", "=", true);
        } else {
          C.setField(X, "red-basket", "headman", "=", true);
        }
        {
          L[0] = 1;
          while ((L[0]! as number) <= 1) {
            X.state.turn = L[0]! as number;
            L[1] = true;
            {
              L[2] = 0;
              while (L[1]!) {
                if ((L[2]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
                L[2] = (L[2]! as number) + 1;
                L[1] = false;
                C.enter(X, 0, "Card draw phase");
                C.draw(X, "deck", "in-play", undefined, X.state.active);
                X.T.sudden(X, false);
                C.enter(X, 0, "Card resolution phase");
                C.enter(X, 1, "Player operations segment");
                C.notSpecified(X, "operations");
                X.T.sudden(X, false);
                C.enter(X, 1, "Enemy operations segment");
                C.notSpecified(X, "enemy-instructions");
                X.T.sudden(X, false);
                C.enter(X, 1, "Major event segment");
                C.notSpecified(X, "events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Minor event segment");
                C.notSpecified(X, "minor-events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Victory check segment");
                C.notSpecified(X, "victory-check-rules");
                X.T.sudden(X, false);
                X.T.sudden(X, false);
                C.enter(X, 0, "Discard phase");
                C.notSpecified(X, "sequence-of-play");
                X.T.sudden(X, false);
                L[1] = false;
              }
            }
            L[0] = (L[0]! as number) + 1;
          }
        }
        L[3] = X.T.scores(X) as unknown as V.Value;
        if (V.truthy(V.isIn(ctx, "card-42", B.pieces(ctx, "in-play")))) {
          X.T.p["judge-margin"]!(X, X.state.active);
          X.state.outcome = {
            winners: C.best(L[3]! as unknown as Record<string, number>),
            draw: false,
            scores: L[3]! as unknown as Record<string, number>,
          };
        } else {
          if (
            V.truthy(
              V.gt(
                V.fieldValue(ctx, "turquoise", "influence-points"),
                V.fieldValue(ctx, "red-basket", "influence-points"),
              ),
            )
          ) {
            C.endGame(false, "turquoise", "Victory by influence");
          } else {
            if (
              V.truthy(
                V.gt(
                  V.fieldValue(ctx, "red-basket", "influence-points"),
                  V.fieldValue(ctx, "turquoise", "influence-points"),
                ),
              )
            ) {
              C.endGame(false, "red-basket", "Victory by influence");
            } else {
              if (V.truthy(V.fieldValue(ctx, "turquoise", "headman"))) {
                C.endGame(false, "red-basket", "Tie broken: the player without the Headman card");
              } else {
                C.endGame(false, "turquoise", "Tie broken: the player without the Headman card");
              }
            }
          }
          X.state.outcome = {
            winners: C.best(L[3]! as unknown as Record<string, number>),
            draw: false,
            scores: L[3]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U16 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  for (;;) {
    let ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(
          X,
          f,
          "place-families",
          X.state.active,
          [
            ["a", "b", "c"],
            ["shiprock", "san-juan-valley", "canyon-de-chelly"],
          ],
          1,
        );
      }
      case 1: {
        X.T.p["fill-raid-pool"]!(X, X.state.active, 3, 3, 3, 3, 2, 1, 0);
        X.T.p["set-tracks"]!(X, X.state.active, 5, 4, 9, 3, 5);
        X.T.p["set-instructions"]!(X, X.state.active, "spanish");
        X.T.p["period-deck"]!(X, X.state.active, ["card-41", "card-42", "card-43", "card-44", "card-45"]);
        {
          L[0] = 1;
          while ((L[0]! as number) <= 1) {
            X.state.turn = L[0]! as number;
            L[1] = true;
            {
              L[2] = 0;
              while (L[1]!) {
                if ((L[2]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
                L[2] = (L[2]! as number) + 1;
                L[1] = false;
                C.enter(X, 0, "Card draw phase");
                C.draw(X, "deck", "in-play", undefined, X.state.active);
                X.T.sudden(X, false);
                C.enter(X, 0, "Card resolution phase");
                C.enter(X, 1, "Player operations segment");
                C.notSpecified(X, "operations");
                X.T.sudden(X, false);
                C.enter(X, 1, "Enemy operations segment");
                C.notSpecified(X, "enemy-instructions");
                X.T.sudden(X, false);
                C.enter(X, 1, "Major event segment");
                C.notSpecified(X, "events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Minor event segment");
                C.notSpecified(X, "minor-events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Victory check segment");
                C.notSpecified(X, "victory-check-rules");
                X.T.sudden(X, false);
                X.T.sudden(X, false);
                C.enter(X, 0, "Discard phase");
                C.notSpecified(X, "sequence-of-play");
                X.T.sudden(X, false);
                L[1] = false;
              }
            }
            L[0] = (L[0]! as number) + 1;
          }
        }
        L[3] = X.T.scores(X) as unknown as V.Value;
        if (V.truthy(V.isIn(ctx, "card-45", B.pieces(ctx, "in-play")))) {
          X.T.p["judge-margin"]!(X, X.state.active);
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
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U17 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  for (;;) {
    let ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(
          X,
          f,
          "place-families",
          X.state.active,
          [
            ["a", "b", "c"],
            ["shiprock", "san-juan-valley", "canyon-de-chelly"],
          ],
          1,
        );
      }
      case 1: {
        X.T.p["fill-raid-pool"]!(X, X.state.active, 3, 3, 3, 3, 2, 1, 0);
        X.T.p["set-tracks"]!(X, X.state.active, 5, 4, 9, 3, 5);
        X.T.p["set-instructions"]!(X, X.state.active, "spanish");
        X.T.p["period-deck"]!(X, X.state.active, ["card-41", "card-42", "card-43", "card-44", "card-45"]);
        if (V.truthy(V.le(B.roll(ctx, "d6"), 3))) {
          C.setField(X, "turquoise", "headman", "=", true);
        } else {
          C.setField(X, "red-basket", "headman", "=", true);
        }
        {
          L[0] = 1;
          while ((L[0]! as number) <= 1) {
            X.state.turn = L[0]! as number;
            L[1] = true;
            {
              L[2] = 0;
              while (L[1]!) {
                if ((L[2]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
                L[2] = (L[2]! as number) + 1;
                L[1] = false;
                C.enter(X, 0, "Card draw phase");
                C.draw(X, "deck", "in-play", undefined, X.state.active);
                X.T.sudden(X, false);
                C.enter(X, 0, "Card resolution phase");
                C.enter(X, 1, "Player operations segment");
                C.notSpecified(X, "operations");
                X.T.sudden(X, false);
                C.enter(X, 1, "Enemy operations segment");
                C.notSpecified(X, "enemy-instructions");
                X.T.sudden(X, false);
                C.enter(X, 1, "Major event segment");
                C.notSpecified(X, "events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Minor event segment");
                C.notSpecified(X, "minor-events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Victory check segment");
                C.notSpecified(X, "victory-check-rules");
                X.T.sudden(X, false);
                X.T.sudden(X, false);
                C.enter(X, 0, "Discard phase");
                C.notSpecified(X, "sequence-of-play");
                X.T.sudden(X, false);
                L[1] = false;
              }
            }
            L[0] = (L[0]! as number) + 1;
          }
        }
        L[3] = X.T.scores(X) as unknown as V.Value;
        if (V.truthy(V.isIn(ctx, "card-45", B.pieces(ctx, "in-play")))) {
          X.T.p["judge-margin"]!(X, X.state.active);
          X.state.outcome = {
            winners: C.best(L[3]! as unknown as Record<string, number>),
            draw: false,
            scores: L[3]! as unknown as Record<string, number>,
          };
        } else {
          if (
            V.truthy(
              V.gt(
                V.fieldValue(ctx, "turquoise", "influence-points"),
                V.fieldValue(ctx, "red-basket", "influence-points"),
              ),
            )
          ) {
            C.endGame(false, "turquoise", "Victory by influence");
          } else {
            if (
              V.truthy(
                V.gt(
                  V.fieldValue(ctx, "red-basket", "influence-points"),
                  V.fieldValue(ctx, "turquoise", "influence-points"),
                ),
              )
            ) {
              C.endGame(false, "red-basket", "Victory by influence");
            } else {
              if (V.truthy(V.fieldValue(ctx, "turquoise", "headman"))) {
                C.endGame(false, "red-basket", "Tie broken: the player without the Headman card");
              } else {
                C.endGame(false, "turquoise", "Tie broken: the player without the Headman card");
              }
            }
          }
          X.state.outcome = {
            winners: C.best(L[3]! as unknown as Record<string, number>),
            draw: false,
            scores: L[3]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U18 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  for (;;) {
    let ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        C.movePieces(X, "card-45", String("in-play"), X.state.active);
        return M.call(
          X,
          f,
          "place-families",
          X.state.active,
          [
            ["a", "b", "c", "d"],
            ["shiprock", "san-juan-valley", "zuni-mountains", "hopi-land"],
          ],
          1,
        );
      }
      case 1: {
        C.movePieces(
          X,
          B.take(
            ctx,
            V.asList(ctx, B.pieces(ctx, "cube-supply"), "a selection").filter((x0_c: V.Value) =>
              V.truthy(V.eq(V.fieldValue(ctx, x0_c, "colour"), "red")),
            ),
            3,
          ),
          String("subjugation"),
          X.state.active,
        );
        X.T.p["fill-raid-pool"]!(X, X.state.active, 3, 4, 0, 4, 2, 3, 0);
        X.T.p["set-tracks"]!(X, X.state.active, 7, 4, 12, 3, 7);
        C.movePieces(
          X,
          V.plus(B.take(ctx, B.pieces(ctx, "horse"), 3), B.take(ctx, B.pieces(ctx, "sheep"), 3)),
          String("resources"),
          X.state.active,
        );
        X.T.p["set-instructions"]!(X, X.state.active, "mexican");
        X.T.p["period-deck"]!(X, X.state.active, ["card-46", "card-47", "card-48", "card-49", "card-50"]);
        {
          L[1] = 1;
          while ((L[1]! as number) <= 1) {
            X.state.turn = L[1]! as number;
            L[2] = true;
            {
              L[3] = 0;
              while (L[2]!) {
                if ((L[3]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
                L[3] = (L[3]! as number) + 1;
                L[2] = false;
                C.enter(X, 0, "Card draw phase");
                C.draw(X, "deck", "in-play", undefined, X.state.active);
                X.T.sudden(X, false);
                C.enter(X, 0, "Card resolution phase");
                C.enter(X, 1, "Player operations segment");
                C.notSpecified(X, "operations");
                X.T.sudden(X, false);
                C.enter(X, 1, "Enemy operations segment");
                C.notSpecified(X, "enemy-instructions");
                X.T.sudden(X, false);
                C.enter(X, 1, "Major event segment");
                C.notSpecified(X, "events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Minor event segment");
                C.notSpecified(X, "minor-events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Victory check segment");
                C.notSpecified(X, "victory-check-rules");
                X.T.sudden(X, false);
                X.T.sudden(X, false);
                C.enter(X, 0, "Discard phase");
                C.notSpecified(X, "sequence-of-play");
                X.T.sudden(X, false);
                L[2] = false;
              }
            }
            L[1] = (L[1]! as number) + 1;
          }
        }
        L[4] = X.T.scores(X) as unknown as V.Value;
        if (V.truthy(V.isIn(ctx, "card-50", B.pieces(ctx, "in-play")))) {
          X.T.p["judge-margin"]!(X, X.state.active);
          X.state.outcome = {
            winners: C.best(L[4]! as unknown as Record<string, number>),
            draw: false,
            scores: L[4]! as unknown as Record<string, number>,
          };
        } else {
          X.state.outcome = {
            winners: [],
            draw: true,
            name: "no victory condition was met",
            scores: L[4]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U19 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  for (;;) {
    let ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        C.movePieces(X, "card-45", String("in-play"), X.state.active);
        return M.call(
          X,
          f,
          "place-families",
          X.state.active,
          [
            ["a", "b", "c", "d"],
            ["shiprock", "san-juan-valley", "zuni-mountains", "hopi-land"],
          ],
          1,
        );
      }
      case 1: {
        C.movePieces(
          X,
          B.take(
            ctx,
            V.asList(ctx, B.pieces(ctx, "cube-supply"), "a selection").filter((x0_c: V.Value) =>
              V.truthy(V.eq(V.fieldValue(ctx, x0_c, "colour"), "red")),
            ),
            3,
          ),
          String("subjugation"),
          X.state.active,
        );
        X.T.p["fill-raid-pool"]!(X, X.state.active, 3, 4, 0, 4, 2, 3, 0);
        X.T.p["set-tracks"]!(X, X.state.active, 7, 4, 12, 3, 7);
        C.movePieces(
          X,
          V.plus(B.take(ctx, B.pieces(ctx, "horse"), 3), B.take(ctx, B.pieces(ctx, "sheep"), 3)),
          String("resources"),
          X.state.active,
        );
        X.T.p["set-instructions"]!(X, X.state.active, "mexican");
        X.T.p["period-deck"]!(X, X.state.active, ["card-46", "card-47", "card-48", "card-49", "card-50"]);
        if (V.truthy(V.le(B.roll(ctx, "d6"), 3))) {
          C.setField(X, "turquoise", "headman", "=", true);
        } else {
          C.setField(X, "red-basket", "headman", "=", true);
        }
        {
          L[1] = 1;
          while ((L[1]! as number) <= 1) {
            X.state.turn = L[1]! as number;
            L[2] = true;
            {
              L[3] = 0;
              while (L[2]!) {
                if ((L[3]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
                L[3] = (L[3]! as number) + 1;
                L[2] = false;
                C.enter(X, 0, "Card draw phase");
                C.draw(X, "deck", "in-play", undefined, X.state.active);
                X.T.sudden(X, false);
                C.enter(X, 0, "Card resolution phase");
                C.enter(X, 1, "Player operations segment");
                C.notSpecified(X, "operations");
                X.T.sudden(X, false);
                C.enter(X, 1, "Enemy operations segment");
                C.notSpecified(X, "enemy-instructions");
                X.T.sudden(X, false);
                C.enter(X, 1, "Major event segment");
                C.notSpecified(X, "events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Minor event segment");
                C.notSpecified(X, "minor-events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Victory check segment");
                C.notSpecified(X, "victory-check-rules");
                X.T.sudden(X, false);
                X.T.sudden(X, false);
                C.enter(X, 0, "Discard phase");
                C.notSpecified(X, "sequence-of-play");
                X.T.sudden(X, false);
                L[2] = false;
              }
            }
            L[1] = (L[1]! as number) + 1;
          }
        }
        L[4] = X.T.scores(X) as unknown as V.Value;
        if (V.truthy(V.isIn(ctx, "card-50", B.pieces(ctx, "in-play")))) {
          X.T.p["judge-margin"]!(X, X.state.active);
          X.state.outcome = {
            winners: C.best(L[4]! as unknown as Record<string, number>),
            draw: false,
            scores: L[4]! as unknown as Record<string, number>,
          };
        } else {
          if (
            V.truthy(
              V.gt(
                V.fieldValue(ctx, "turquoise", "influence-points"),
                V.fieldValue(ctx, "red-basket", "influence-points"),
              ),
            )
          ) {
            C.endGame(false, "turquoise", "Victory by influence");
          } else {
            if (
              V.truthy(
                V.gt(
                  V.fieldValue(ctx, "red-basket", "influence-points"),
                  V.fieldValue(ctx, "turquoise", "influence-points"),
                ),
              )
            ) {
              C.endGame(false, "red-basket", "Victory by influence");
            } else {
              if (V.truthy(V.fieldValue(ctx, "turquoise", "headman"))) {
                C.endGame(false, "red-basket", "Tie broken: the player without the Headman card");
              } else {
                C.endGame(false, "turquoise", "Tie broken: the player without the Headman card");
              }
            }
          }
          X.state.outcome = {
            winners: C.best(L[4]! as unknown as Record<string, number>),
            draw: false,
            scores: L[4]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U20 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  for (;;) {
    let ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        C.movePieces(X, "card-50", String("in-play"), X.state.active);
        return M.call(
          X,
          f,
          "place-families",
          X.state.active,
          [
            ["a", "b", "c", "d", "e"],
            ["shiprock", "san-juan-valley", "zuni-mountains", "hopi-land", "canyon-de-chelly"],
          ],
          1,
        );
      }
      case 1: {
        C.movePieces(
          X,
          B.take(
            ctx,
            V.asList(ctx, B.pieces(ctx, "cube-supply"), "a selection").filter((x0_c: V.Value) =>
              V.truthy(V.eq(V.fieldValue(ctx, x0_c, "colour"), "red")),
            ),
            3,
          ),
          String("subjugation"),
          X.state.active,
        );
        X.T.p["fill-raid-pool"]!(X, X.state.active, 3, 4, 0, 4, 2, 1, 1);
        X.T.p["set-tracks"]!(X, X.state.active, 5, 5, 5, 3, 3);
        C.movePieces(
          X,
          V.plus(B.take(ctx, B.pieces(ctx, "horse"), 4), B.take(ctx, B.pieces(ctx, "sheep"), 4)),
          String("resources"),
          X.state.active,
        );
        X.T.p["set-instructions"]!(X, X.state.active, "american");
        C.put(X, "fort", "hopi-land-1", X.state.active);
        C.put(X, "fort", "zuni-mountains-1", X.state.active);
        C.put(X, "rancho", "shiprock-3", X.state.active);
        C.put(X, "rancho", "san-juan-valley-2", X.state.active);
        X.T.p["period-deck"]!(X, X.state.active, ["card-51", "card-52", "card-53", "card-54", "card-55"]);
        {
          L[1] = 1;
          while ((L[1]! as number) <= 1) {
            X.state.turn = L[1]! as number;
            L[2] = true;
            {
              L[3] = 0;
              while (L[2]!) {
                if ((L[3]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
                L[3] = (L[3]! as number) + 1;
                L[2] = false;
                C.enter(X, 0, "Card draw phase");
                C.draw(X, "deck", "in-play", undefined, X.state.active);
                X.T.sudden(X, false);
                C.enter(X, 0, "Card resolution phase");
                C.enter(X, 1, "Player operations segment");
                C.notSpecified(X, "operations");
                X.T.sudden(X, false);
                C.enter(X, 1, "Enemy operations segment");
                C.notSpecified(X, "enemy-instructions");
                X.T.sudden(X, false);
                C.enter(X, 1, "Major event segment");
                C.notSpecified(X, "events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Minor event segment");
                C.notSpecified(X, "minor-events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Victory check segment");
                C.notSpecified(X, "victory-check-rules");
                X.T.sudden(X, false);
                X.T.sudden(X, false);
                C.enter(X, 0, "Discard phase");
                C.notSpecified(X, "sequence-of-play");
                X.T.sudden(X, false);
                L[2] = false;
              }
            }
            L[1] = (L[1]! as number) + 1;
          }
        }
        L[4] = X.T.scores(X) as unknown as V.Value;
        if (V.truthy(V.isIn(ctx, "card-55", B.pieces(ctx, "in-play")))) {
          X.T.p["judge-american"]!(X, X.state.active);
          X.state.outcome = {
            winners: C.best(L[4]! as unknown as Record<string, number>),
            draw: false,
            scores: L[4]! as unknown as Record<string, number>,
          };
        } else {
          X.state.outcome = {
            winners: [],
            draw: true,
            name: "no victory condition was met",
            scores: L[4]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U21 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  for (;;) {
    let ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        C.movePieces(X, "card-50", String("in-play"), X.state.active);
        return M.call(
          X,
          f,
          "place-families",
          X.state.active,
          [
            ["a", "b", "c", "d", "e"],
            ["shiprock", "san-juan-valley", "zuni-mountains", "hopi-land", "canyon-de-chelly"],
          ],
          1,
        );
      }
      case 1: {
        C.movePieces(
          X,
          B.take(
            ctx,
            V.asList(ctx, B.pieces(ctx, "cube-supply"), "a selection").filter((x0_c: V.Value) =>
              V.truthy(V.eq(V.fieldValue(ctx, x0_c, "colour"), "red")),
            ),
            3,
          ),
          String("subjugation"),
          X.state.active,
        );
        X.T.p["fill-raid-pool"]!(X, X.state.active, 3, 4, 0, 4, 2, 1, 1);
        X.T.p["set-tracks"]!(X, X.state.active, 5, 5, 5, 3, 3);
        C.movePieces(
          X,
          V.plus(B.take(ctx, B.pieces(ctx, "horse"), 4), B.take(ctx, B.pieces(ctx, "sheep"), 4)),
          String("resources"),
          X.state.active,
        );
        X.T.p["set-instructions"]!(X, X.state.active, "american");
        C.put(X, "fort", "hopi-land-1", X.state.active);
        C.put(X, "fort", "zuni-mountains-1", X.state.active);
        C.put(X, "rancho", "shiprock-3", X.state.active);
        C.put(X, "rancho", "san-juan-valley-2", X.state.active);
        X.T.p["period-deck"]!(X, X.state.active, ["card-51", "card-52", "card-53", "card-54", "card-55"]);
        if (V.truthy(V.le(B.roll(ctx, "d6"), 3))) {
          C.setField(X, "turquoise", "headman", "=", true);
        } else {
          C.setField(X, "red-basket", "headman", "=", true);
        }
        {
          L[1] = 1;
          while ((L[1]! as number) <= 1) {
            X.state.turn = L[1]! as number;
            L[2] = true;
            {
              L[3] = 0;
              while (L[2]!) {
                if ((L[3]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
                L[3] = (L[3]! as number) + 1;
                L[2] = false;
                C.enter(X, 0, "Card draw phase");
                C.draw(X, "deck", "in-play", undefined, X.state.active);
                X.T.sudden(X, false);
                C.enter(X, 0, "Card resolution phase");
                C.enter(X, 1, "Player operations segment");
                C.notSpecified(X, "operations");
                X.T.sudden(X, false);
                C.enter(X, 1, "Enemy operations segment");
                C.notSpecified(X, "enemy-instructions");
                X.T.sudden(X, false);
                C.enter(X, 1, "Major event segment");
                C.notSpecified(X, "events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Minor event segment");
                C.notSpecified(X, "minor-events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Victory check segment");
                C.notSpecified(X, "victory-check-rules");
                X.T.sudden(X, false);
                X.T.sudden(X, false);
                C.enter(X, 0, "Discard phase");
                C.notSpecified(X, "sequence-of-play");
                X.T.sudden(X, false);
                L[2] = false;
              }
            }
            L[1] = (L[1]! as number) + 1;
          }
        }
        L[4] = X.T.scores(X) as unknown as V.Value;
        if (V.truthy(V.isIn(ctx, "card-55", B.pieces(ctx, "in-play")))) {
          X.T.p["judge-american"]!(X, X.state.active);
          X.state.outcome = {
            winners: C.best(L[4]! as unknown as Record<string, number>),
            draw: false,
            scores: L[4]! as unknown as Record<string, number>,
          };
        } else {
          if (
            V.truthy(
              V.gt(
                V.fieldValue(ctx, "turquoise", "influence-points"),
                V.fieldValue(ctx, "red-basket", "influence-points"),
              ),
            )
          ) {
            C.endGame(false, "turquoise", "Victory by influence");
          } else {
            if (
              V.truthy(
                V.gt(
                  V.fieldValue(ctx, "red-basket", "influence-points"),
                  V.fieldValue(ctx, "turquoise", "influence-points"),
                ),
              )
            ) {
              C.endGame(false, "red-basket", "Victory by influence");
            } else {
              if (V.truthy(V.fieldValue(ctx, "turquoise", "headman"))) {
                C.endGame(false, "red-basket", "Tie broken: the player without the Headman card");
              } else {
                C.endGame(false, "turquoise", "Tie broken: the player without the Headman card");
              }
            }
          }
          X.state.outcome = {
            winners: C.best(L[4]! as unknown as Record<string, number>),
            draw: false,
            scores: L[4]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U22 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  for (;;) {
    let ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        C.movePieces(X, ["card-50", "card-51", "card-53", "card-54"], String("in-play"), X.state.active);
        return M.call(
          X,
          f,
          "place-families",
          X.state.active,
          [
            ["a", "b", "c", "d", "e"],
            ["shiprock", "san-juan-valley", "zuni-mountains", "hopi-land", "canyon-de-chelly"],
          ],
          1,
        );
      }
      case 1: {
        C.put(X, "manuelito", "population-display", X.state.active);
        X.T.p["fill-raid-pool"]!(X, X.state.active, 3, 4, 3, 4, 2, 1, 1);
        X.T.p["set-tracks"]!(X, X.state.active, 5, 5, 5, 0, 5);
        C.movePieces(
          X,
          V.plus(V.plus(B.take(ctx, B.pieces(ctx, "horse"), 4), B.take(ctx, B.pieces(ctx, "sheep"), 4)), ["firearms"]),
          String("resources"),
          X.state.active,
        );
        X.T.p["set-instructions"]!(X, X.state.active, "american");
        C.put(X, "fort", "zuni-mountains-1", X.state.active);
        C.put(X, "fort", "hopi-land-1", X.state.active);
        C.put(X, "rancho", "shiprock-1", X.state.active);
        C.put(X, "rancho", "san-juan-valley-1", X.state.active);
        C.shuffle(X, "operations-cards", X.state.active);
        C.movePieces(
          X,
          B.take(
            ctx,
            V.asList(ctx, B.pieces(ctx, "operations-cards"), "a selection").filter((x0_c: V.Value) =>
              V.truthy(V.eq(V.fieldValue(ctx, x0_c, "kind"), "operations-card")),
            ),
            3,
          ),
          String("stack"),
          X.state.active,
        );
        C.movePieces(X, "card-55", String("stack"), X.state.active);
        C.shuffle(X, "stack", X.state.active);
        C.movePieces(X, B.pieces(ctx, "stack"), String("deck"), X.state.active);
        C.movePieces(
          X,
          B.take(
            ctx,
            V.asList(ctx, B.pieces(ctx, "operations-cards"), "a selection").filter((x1_c: V.Value) =>
              V.truthy(V.eq(V.fieldValue(ctx, x1_c, "kind"), "operations-card")),
            ),
            5,
          ),
          String("deck"),
          X.state.active,
        );
        {
          L[2] = 1;
          while ((L[2]! as number) <= 1) {
            X.state.turn = L[2]! as number;
            L[3] = true;
            {
              L[4] = 0;
              while (L[3]!) {
                if ((L[4]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
                L[4] = (L[4]! as number) + 1;
                L[3] = false;
                C.enter(X, 0, "Card draw phase");
                C.draw(X, "deck", "in-play", undefined, X.state.active);
                X.T.sudden(X, false);
                C.enter(X, 0, "Card resolution phase");
                C.enter(X, 1, "Player operations segment");
                C.notSpecified(X, "operations");
                X.T.sudden(X, false);
                C.enter(X, 1, "Enemy operations segment");
                C.notSpecified(X, "enemy-instructions");
                X.T.sudden(X, false);
                C.enter(X, 1, "Major event segment");
                C.notSpecified(X, "events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Minor event segment");
                C.notSpecified(X, "minor-events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Victory check segment");
                C.notSpecified(X, "victory-check-rules");
                X.T.sudden(X, false);
                X.T.sudden(X, false);
                C.enter(X, 0, "Discard phase");
                C.notSpecified(X, "sequence-of-play");
                X.T.sudden(X, false);
                L[3] = false;
              }
            }
            L[2] = (L[2]! as number) + 1;
          }
        }
        L[5] = X.T.scores(X) as unknown as V.Value;
        if (V.truthy(V.isIn(ctx, "card-55", B.pieces(ctx, "in-play")))) {
          X.T.p["judge-american"]!(X, X.state.active);
          X.state.outcome = {
            winners: C.best(L[5]! as unknown as Record<string, number>),
            draw: false,
            scores: L[5]! as unknown as Record<string, number>,
          };
        } else {
          X.state.outcome = {
            winners: [],
            draw: true,
            name: "no victory condition was met",
            scores: L[5]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U23 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  for (;;) {
    let ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        C.movePieces(X, ["card-50", "card-51", "card-53", "card-54"], String("in-play"), X.state.active);
        return M.call(
          X,
          f,
          "place-families",
          X.state.active,
          [
            ["a", "b", "c", "d", "e"],
            ["shiprock", "san-juan-valley", "zuni-mountains", "hopi-land", "canyon-de-chelly"],
          ],
          1,
        );
      }
      case 1: {
        C.put(X, "manuelito", "population-display", X.state.active);
        X.T.p["fill-raid-pool"]!(X, X.state.active, 3, 4, 3, 4, 2, 1, 1);
        X.T.p["set-tracks"]!(X, X.state.active, 5, 5, 5, 0, 5);
        C.movePieces(
          X,
          V.plus(V.plus(B.take(ctx, B.pieces(ctx, "horse"), 4), B.take(ctx, B.pieces(ctx, "sheep"), 4)), ["firearms"]),
          String("resources"),
          X.state.active,
        );
        X.T.p["set-instructions"]!(X, X.state.active, "american");
        C.put(X, "fort", "zuni-mountains-1", X.state.active);
        C.put(X, "fort", "hopi-land-1", X.state.active);
        C.put(X, "rancho", "shiprock-1", X.state.active);
        C.put(X, "rancho", "san-juan-valley-1", X.state.active);
        C.shuffle(X, "operations-cards", X.state.active);
        C.movePieces(
          X,
          B.take(
            ctx,
            V.asList(ctx, B.pieces(ctx, "operations-cards"), "a selection").filter((x0_c: V.Value) =>
              V.truthy(V.eq(V.fieldValue(ctx, x0_c, "kind"), "operations-card")),
            ),
            3,
          ),
          String("stack"),
          X.state.active,
        );
        C.movePieces(X, "card-55", String("stack"), X.state.active);
        C.shuffle(X, "stack", X.state.active);
        C.movePieces(X, B.pieces(ctx, "stack"), String("deck"), X.state.active);
        C.movePieces(
          X,
          B.take(
            ctx,
            V.asList(ctx, B.pieces(ctx, "operations-cards"), "a selection").filter((x1_c: V.Value) =>
              V.truthy(V.eq(V.fieldValue(ctx, x1_c, "kind"), "operations-card")),
            ),
            5,
          ),
          String("deck"),
          X.state.active,
        );
        if (V.truthy(V.le(B.roll(ctx, "d6"), 3))) {
          C.setField(X, "turquoise", "headman", "=", true);
        } else {
          C.setField(X, "red-basket", "headman", "=", true);
        }
        {
          L[2] = 1;
          while ((L[2]! as number) <= 1) {
            X.state.turn = L[2]! as number;
            L[3] = true;
            {
              L[4] = 0;
              while (L[3]!) {
                if ((L[4]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
                L[4] = (L[4]! as number) + 1;
                L[3] = false;
                C.enter(X, 0, "Card draw phase");
                C.draw(X, "deck", "in-play", undefined, X.state.active);
                X.T.sudden(X, false);
                C.enter(X, 0, "Card resolution phase");
                C.enter(X, 1, "Player operations segment");
                C.notSpecified(X, "operations");
                X.T.sudden(X, false);
                C.enter(X, 1, "Enemy operations segment");
                C.notSpecified(X, "enemy-instructions");
                X.T.sudden(X, false);
                C.enter(X, 1, "Major event segment");
                C.notSpecified(X, "events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Minor event segment");
                C.notSpecified(X, "minor-events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Victory check segment");
                C.notSpecified(X, "victory-check-rules");
                X.T.sudden(X, false);
                X.T.sudden(X, false);
                C.enter(X, 0, "Discard phase");
                C.notSpecified(X, "sequence-of-play");
                X.T.sudden(X, false);
                L[3] = false;
              }
            }
            L[2] = (L[2]! as number) + 1;
          }
        }
        L[5] = X.T.scores(X) as unknown as V.Value;
        if (V.truthy(V.isIn(ctx, "card-55", B.pieces(ctx, "in-play")))) {
          X.T.p["judge-american"]!(X, X.state.active);
          X.state.outcome = {
            winners: C.best(L[5]! as unknown as Record<string, number>),
            draw: false,
            scores: L[5]! as unknown as Record<string, number>,
          };
        } else {
          if (
            V.truthy(
              V.gt(
                V.fieldValue(ctx, "turquoise", "influence-points"),
                V.fieldValue(ctx, "red-basket", "influence-points"),
              ),
            )
          ) {
            C.endGame(false, "turquoise", "Victory by influence");
          } else {
            if (
              V.truthy(
                V.gt(
                  V.fieldValue(ctx, "red-basket", "influence-points"),
                  V.fieldValue(ctx, "turquoise", "influence-points"),
                ),
              )
            ) {
              C.endGame(false, "red-basket", "Victory by influence");
            } else {
              if (V.truthy(V.fieldValue(ctx, "turquoise", "headman"))) {
                C.endGame(false, "red-basket", "Tie broken: the player without the Headman card");
              } else {
                C.endGame(false, "turquoise", "Tie broken: the player without the Headman card");
              }
            }
          }
          X.state.outcome = {
            winners: C.best(L[5]! as unknown as Record<string, number>),
            draw: false,
            scores: L[5]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U24 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  for (;;) {
    let ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(
          X,
          f,
          "place-families",
          X.state.active,
          [
            ["a", "b", "c"],
            ["shiprock", "san-juan-valley", "canyon-de-chelly"],
          ],
          1,
        );
      }
      case 1: {
        X.T.p["fill-raid-pool"]!(X, X.state.active, 3, 3, 3, 3, 2, 1, 0);
        X.T.p["set-tracks"]!(X, X.state.active, 5, 4, 9, 3, 5);
        X.T.p["set-instructions"]!(X, X.state.active, "spanish");
        X.T.p["period-deck"]!(X, X.state.active, ["card-41", "card-42", "card-43", "card-44", "card-45"]);
        {
          L[0] = 1;
          while ((L[0]! as number) <= 1) {
            X.state.turn = L[0]! as number;
            L[1] = true;
            {
              L[2] = 0;
              while (L[1]!) {
                if ((L[2]! as number) >= 10000) throw new V.EvaluationError("sequence 'play' repeated 10000 times");
                L[2] = (L[2]! as number) + 1;
                L[1] = false;
                C.enter(X, 0, "Card draw phase");
                C.draw(X, "deck", "in-play", undefined, X.state.active);
                X.T.sudden(X, false);
                C.enter(X, 0, "Card resolution phase");
                C.enter(X, 1, "Player operations segment");
                C.notSpecified(X, "operations");
                X.T.sudden(X, false);
                C.enter(X, 1, "Enemy operations segment");
                C.notSpecified(X, "enemy-instructions");
                X.T.sudden(X, false);
                C.enter(X, 1, "Major event segment");
                C.notSpecified(X, "events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Minor event segment");
                C.notSpecified(X, "minor-events");
                X.T.sudden(X, false);
                C.enter(X, 1, "Victory check segment");
                C.notSpecified(X, "victory-check-rules");
                X.T.sudden(X, false);
                X.T.sudden(X, false);
                C.enter(X, 0, "Discard phase");
                C.notSpecified(X, "sequence-of-play");
                X.T.sudden(X, false);
                L[1] = false;
              }
            }
            L[0] = (L[0]! as number) + 1;
          }
        }
        L[3] = X.T.scores(X) as unknown as V.Value;
        if (V.truthy(V.isIn(ctx, "card-55", B.pieces(ctx, "in-play")))) {
          X.T.p["judge-american"]!(X, X.state.active);
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
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

/** Every program of this module: the base game, each scenario and each combination of variants. */
export const game: M.ProgramSet = {
  game: "navajo-wars",
  scenarios: [
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
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
        },
        s: { "#game": U7, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "|horse-trading": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
        },
        s: { "#game": U7, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "|two-player": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [
        { who: "Navajo Wars", min: 1, max: 1 },
        { who: "'two-player'", min: 2, max: 2 },
      ],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
          "gain-ip": U12,
        },
        s: { "#game": U13, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "|horse-trading+two-player": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [
        { who: "Navajo Wars", min: 1, max: 1 },
        { who: "'two-player'", min: 2, max: 2 },
      ],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
          "gain-ip": U12,
        },
        s: { "#game": U13, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "rise-of-the-people|": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
        },
        s: { "#game": U14, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "rise-of-the-people|horse-trading": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
        },
        s: { "#game": U14, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "rise-of-the-people|two-player": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [
        { who: "Navajo Wars", min: 1, max: 1 },
        { who: "'two-player'", min: 2, max: 2 },
      ],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
          "gain-ip": U12,
        },
        s: { "#game": U15, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "rise-of-the-people|horse-trading+two-player": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [
        { who: "Navajo Wars", min: 1, max: 1 },
        { who: "'two-player'", min: 2, max: 2 },
      ],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
          "gain-ip": U12,
        },
        s: { "#game": U15, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "lords-of-the-earth|": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
        },
        s: { "#game": U16, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "lords-of-the-earth|horse-trading": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
        },
        s: { "#game": U16, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "lords-of-the-earth|two-player": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [
        { who: "Navajo Wars", min: 1, max: 1 },
        { who: "'two-player'", min: 2, max: 2 },
      ],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
          "gain-ip": U12,
        },
        s: { "#game": U17, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "lords-of-the-earth|horse-trading+two-player": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [
        { who: "Navajo Wars", min: 1, max: 1 },
        { who: "'two-player'", min: 2, max: 2 },
      ],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
          "gain-ip": U12,
        },
        s: { "#game": U17, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "broken-country|": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
        },
        s: { "#game": U18, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "broken-country|horse-trading": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
        },
        s: { "#game": U18, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "broken-country|two-player": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [
        { who: "Navajo Wars", min: 1, max: 1 },
        { who: "'two-player'", min: 2, max: 2 },
      ],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
          "gain-ip": U12,
        },
        s: { "#game": U19, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "broken-country|horse-trading+two-player": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [
        { who: "Navajo Wars", min: 1, max: 1 },
        { who: "'two-player'", min: 2, max: 2 },
      ],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
          "gain-ip": U12,
        },
        s: { "#game": U19, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "fearing-time|": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
        },
        s: { "#game": U20, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "fearing-time|horse-trading": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
        },
        s: { "#game": U20, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "fearing-time|two-player": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [
        { who: "Navajo Wars", min: 1, max: 1 },
        { who: "'two-player'", min: 2, max: 2 },
      ],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
          "gain-ip": U12,
        },
        s: { "#game": U21, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "fearing-time|horse-trading+two-player": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [
        { who: "Navajo Wars", min: 1, max: 1 },
        { who: "'two-player'", min: 2, max: 2 },
      ],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
          "gain-ip": U12,
        },
        s: { "#game": U21, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "rope-thrower|": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
        },
        s: { "#game": U22, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "rope-thrower|horse-trading": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
        },
        s: { "#game": U22, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "rope-thrower|two-player": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [
        { who: "Navajo Wars", min: 1, max: 1 },
        { who: "'two-player'", min: 2, max: 2 },
      ],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
          "gain-ip": U12,
        },
        s: { "#game": U23, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "rope-thrower|horse-trading+two-player": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [
        { who: "Navajo Wars", min: 1, max: 1 },
        { who: "'two-player'", min: 2, max: 2 },
      ],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
          "gain-ip": U12,
        },
        s: { "#game": U23, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
    "navajo-wars-campaign|": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Navajo Wars", min: 1, max: 1 }],
      units: {
        f: { margin: U0 },
        p: {
          "fill-raid-pool": U1,
          "set-tracks": U2,
          "set-instructions": U3,
          "period-deck": U4,
          "judge-american": U5,
          "judge-margin": U6,
        },
        s: { "#game": U24, "place-families": U8 },
        sudden: U9,
        scores: U10,
        violations: U11,
      },
    }),
  },
  refused: {
    "|horseflesh":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "|ride-till-they-drop":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "|horseflesh+ride-till-they-drop":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "|horse-trading+horseflesh":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "|horse-trading+ride-till-they-drop":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "|horse-trading+horseflesh+ride-till-they-drop":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "|horseflesh+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "|ride-till-they-drop+two-player":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "|horseflesh+ride-till-they-drop+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "|horse-trading+horseflesh+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "|horse-trading+ride-till-they-drop+two-player":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "|horse-trading+horseflesh+ride-till-they-drop+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "rise-of-the-people|horseflesh":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "rise-of-the-people|ride-till-they-drop":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "rise-of-the-people|horseflesh+ride-till-they-drop":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "rise-of-the-people|horse-trading+horseflesh":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "rise-of-the-people|horse-trading+ride-till-they-drop":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "rise-of-the-people|horse-trading+horseflesh+ride-till-they-drop":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "rise-of-the-people|horseflesh+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "rise-of-the-people|ride-till-they-drop+two-player":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "rise-of-the-people|horseflesh+ride-till-they-drop+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "rise-of-the-people|horse-trading+horseflesh+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "rise-of-the-people|horse-trading+ride-till-they-drop+two-player":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "rise-of-the-people|horse-trading+horseflesh+ride-till-they-drop+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "lords-of-the-earth|horseflesh":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "lords-of-the-earth|ride-till-they-drop":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "lords-of-the-earth|horseflesh+ride-till-they-drop":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "lords-of-the-earth|horse-trading+horseflesh":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "lords-of-the-earth|horse-trading+ride-till-they-drop":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "lords-of-the-earth|horse-trading+horseflesh+ride-till-they-drop":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "lords-of-the-earth|horseflesh+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "lords-of-the-earth|ride-till-they-drop+two-player":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "lords-of-the-earth|horseflesh+ride-till-they-drop+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "lords-of-the-earth|horse-trading+horseflesh+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "lords-of-the-earth|horse-trading+ride-till-they-drop+two-player":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "lords-of-the-earth|horse-trading+horseflesh+ride-till-they-drop+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "broken-country|horseflesh":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "broken-country|ride-till-they-drop":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "broken-country|horseflesh+ride-till-they-drop":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "broken-country|horse-trading+horseflesh":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "broken-country|horse-trading+ride-till-they-drop":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "broken-country|horse-trading+horseflesh+ride-till-they-drop":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "broken-country|horseflesh+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "broken-country|ride-till-they-drop+two-player":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "broken-country|horseflesh+ride-till-they-drop+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "broken-country|horse-trading+horseflesh+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "broken-country|horse-trading+ride-till-they-drop+two-player":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "broken-country|horse-trading+horseflesh+ride-till-they-drop+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "fearing-time|horseflesh":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "fearing-time|ride-till-they-drop":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "fearing-time|horseflesh+ride-till-they-drop":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "fearing-time|horse-trading+horseflesh":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "fearing-time|horse-trading+ride-till-they-drop":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "fearing-time|horse-trading+horseflesh+ride-till-they-drop":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "fearing-time|horseflesh+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "fearing-time|ride-till-they-drop+two-player":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "fearing-time|horseflesh+ride-till-they-drop+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "fearing-time|horse-trading+horseflesh+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "fearing-time|horse-trading+ride-till-they-drop+two-player":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "fearing-time|horse-trading+horseflesh+ride-till-they-drop+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "rope-thrower|horseflesh":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "rope-thrower|ride-till-they-drop":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "rope-thrower|horseflesh+ride-till-they-drop":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "rope-thrower|horse-trading+horseflesh":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "rope-thrower|horse-trading+ride-till-they-drop":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "rope-thrower|horse-trading+horseflesh+ride-till-they-drop":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "rope-thrower|horseflesh+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "rope-thrower|ride-till-they-drop+two-player":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "rope-thrower|horseflesh+ride-till-they-drop+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "rope-thrower|horse-trading+horseflesh+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "rope-thrower|horse-trading+ride-till-they-drop+two-player":
      "the modifier 'extra-horse-mp' (from the chosen variants) is not supported by this version of the runtime",
    "rope-thrower|horse-trading+horseflesh+ride-till-they-drop+two-player":
      "the trigger 'horses-as-food' (from the chosen variants) is not supported by this version of the runtime",
    "navajo-wars-campaign|horseflesh":
      "the trigger 'next-period' (from the chosen variants) is not supported by this version of the runtime",
    "navajo-wars-campaign|ride-till-they-drop":
      "the trigger 'next-period' (from the chosen variants) is not supported by this version of the runtime",
    "navajo-wars-campaign|horseflesh+ride-till-they-drop":
      "the trigger 'next-period' (from the chosen variants) is not supported by this version of the runtime",
    "navajo-wars-campaign|horse-trading":
      "the trigger 'next-period' (from the chosen variants) is not supported by this version of the runtime",
    "navajo-wars-campaign|horse-trading+horseflesh":
      "the trigger 'next-period' (from the chosen variants) is not supported by this version of the runtime",
    "navajo-wars-campaign|horse-trading+ride-till-they-drop":
      "the trigger 'next-period' (from the chosen variants) is not supported by this version of the runtime",
    "navajo-wars-campaign|horse-trading+horseflesh+ride-till-they-drop":
      "the trigger 'next-period' (from the chosen variants) is not supported by this version of the runtime",
    "navajo-wars-campaign|two-player":
      "the trigger 'next-period' (from the chosen variants) is not supported by this version of the runtime",
    "navajo-wars-campaign|horseflesh+two-player":
      "the trigger 'next-period' (from the chosen variants) is not supported by this version of the runtime",
    "navajo-wars-campaign|ride-till-they-drop+two-player":
      "the trigger 'next-period' (from the chosen variants) is not supported by this version of the runtime",
    "navajo-wars-campaign|horseflesh+ride-till-they-drop+two-player":
      "the trigger 'next-period' (from the chosen variants) is not supported by this version of the runtime",
    "navajo-wars-campaign|horse-trading+two-player":
      "the trigger 'next-period' (from the chosen variants) is not supported by this version of the runtime",
    "navajo-wars-campaign|horse-trading+horseflesh+two-player":
      "the trigger 'next-period' (from the chosen variants) is not supported by this version of the runtime",
    "navajo-wars-campaign|horse-trading+ride-till-they-drop+two-player":
      "the trigger 'next-period' (from the chosen variants) is not supported by this version of the runtime",
    "navajo-wars-campaign|horse-trading+horseflesh+ride-till-they-drop+two-player":
      "the trigger 'next-period' (from the chosen variants) is not supported by this version of the runtime",
  },
};

export interface NavajoWarsOptions extends Omit<EngineOptions, "scenario" | "variants"> {
  scenario?: ScenarioId;
  variants?: VariantId[];
}

/** A new game of Navajo Wars; the same options and seed always give the same game. */
export function createEngine(options: NavajoWarsOptions): M.Engine {
  return M.Engine.create(game, options);
}

/** The game a state read from `engine.state` describes (after a JSON round trip or not), going on as the original would. */
export function restoreEngine(state: M.EngineState): M.Engine {
  return M.Engine.restore(game, state);
}

/** Rebuilds a game from its log; refuses an illegal action or an outcome that differs from the one recorded. */
export function replay(log: M.MachineLog): M.Engine {
  return M.Engine.replay(game, log);
}

export type Engine = M.Engine;
export type Action = V.Value;
