// Do not edit: generated from specs/warpath by Rulewright.
// A standalone engine for Warpath: Indian Territory in the American Civil War: the spec compiled to TypeScript
// over the small runtime core, one program per scenario and variants.
import * as B from "../../runtime/core/builtins.js";
import * as C from "../../runtime/core/commands.js";
import type { Defaults, GameData } from "../../runtime/core/data.js";
import * as M from "../../runtime/core/machine.js";
import * as V from "../../runtime/core/values.js";
import type { Decision, EngineOptions, GameEvent, GameLog, RandomSource } from "../../runtime/engine.js";

/** The sides. */
export type SideId = "comanche" | "confederate" | "kiowa" | "union";

/** Every area, square or space of every map. */
export type AreaId =
  | "arkansas-bend"
  | "baxter-springs"
  | "boggy-depot"
  | "cabin-creek"
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

/** Every piece instance in play (a kind with one piece uses the kind's name). */
export type PieceId =
  | "arkansas-battery"
  | "arkansas-inf-1#1"
  | "arkansas-inf-1#2"
  | "arkansas-inf-confederate#1"
  | "arkansas-inf-confederate#2"
  | "blunt"
  | "campaign-marker#1"
  | "campaign-marker#10"
  | "campaign-marker#11"
  | "campaign-marker#12"
  | "campaign-marker#13"
  | "campaign-marker#14"
  | "campaign-marker#15"
  | "campaign-marker#16"
  | "campaign-marker#17"
  | "campaign-marker#18"
  | "campaign-marker#19"
  | "campaign-marker#2"
  | "campaign-marker#20"
  | "campaign-marker#21"
  | "campaign-marker#22"
  | "campaign-marker#23"
  | "campaign-marker#24"
  | "campaign-marker#3"
  | "campaign-marker#4"
  | "campaign-marker#5"
  | "campaign-marker#6"
  | "campaign-marker#7"
  | "campaign-marker#8"
  | "campaign-marker#9"
  | "cherokee-mr-1#1"
  | "cherokee-mr-1#2"
  | "cherokee-mr-2#1"
  | "cherokee-mr-2#2"
  | "choctaw-chickasaw-mr-1#1"
  | "choctaw-chickasaw-mr-1#2"
  | "comanche-party#1"
  | "comanche-party#2"
  | "comanche-party#3"
  | "control"
  | "cooper"
  | "creek-mr-1#1"
  | "creek-mr-1#2"
  | "fort#1"
  | "fort#10"
  | "fort#2"
  | "fort#3"
  | "fort#4"
  | "fort#5"
  | "fort#6"
  | "fort#7"
  | "fort#8"
  | "fort#9"
  | "howell-battery"
  | "ihg-1#1"
  | "ihg-1#2"
  | "ihg-1#3"
  | "ihg-2#1"
  | "ihg-2#2"
  | "ihg-2#3"
  | "ihg-3#1"
  | "ihg-3#2"
  | "ihg-3#3"
  | "kansas-battery-2"
  | "kansas-cav-2#1"
  | "kansas-cav-2#2"
  | "kansas-cav-6#1"
  | "kansas-cav-6#2"
  | "kansas-colored-1#1"
  | "kansas-colored-1#2"
  | "kansas-inf-10#1"
  | "kansas-inf-10#2"
  | "kiowa-party#1"
  | "kiowa-party#2"
  | "kiowa-party#3"
  | "mcintosh"
  | "osage-bn"
  | "phillips"
  | "quantrill"
  | "seminole-bn-1"
  | "supply-wagon#1"
  | "supply-wagon#10"
  | "supply-wagon#11"
  | "supply-wagon#12"
  | "supply-wagon#13"
  | "supply-wagon#14"
  | "supply-wagon#15"
  | "supply-wagon#16"
  | "supply-wagon#2"
  | "supply-wagon#3"
  | "supply-wagon#4"
  | "supply-wagon#5"
  | "supply-wagon#6"
  | "supply-wagon#7"
  | "supply-wagon#8"
  | "supply-wagon#9"
  | "texas-cav-11#1"
  | "texas-cav-11#2"
  | "texas-cav-20#1"
  | "texas-cav-20#2"
  | "texas-cav-29#1"
  | "texas-cav-29#2"
  | "union-engineers"
  | "watie"
  | "weer"
  | "wisconsin-cav-3#1"
  | "wisconsin-cav-3#2"
  | "woodruff-battery";

/** Holders, displays and tracks. */
export type HolderId =
  | "battles-on"
  | "comanche-raiders"
  | "confederate-pending"
  | "confederate-recruits"
  | "confederate-wagons"
  | "drawn-markers"
  | "fort-smith-pending"
  | "fort-stock"
  | "impulse-count"
  | "kiowa-raiders"
  | "marker-pool"
  | "quantrill-marker"
  | "quantrill-waiting"
  | "superiority"
  | "turn-half"
  | "turn-track"
  | "union-pending"
  | "union-recruits"
  | "union-wagons";

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
  | "action-use"
  | "battle-supply"
  | "break-off"
  | "fire-order"
  | "fort-pace"
  | "fort-site"
  | "join-move"
  | "loss-choice"
  | "next-space"
  | "pursue"
  | "pursuit-space"
  | "quantrill-space"
  | "raid-devastation"
  | "recruit-space"
  | "recruit-unit"
  | "retreat-space"
  | "space-to-devastate"
  | "target-unit"
  | "terrain-shooter"
  | "unit-to-move"
  | "wagon-space";

/** Scenarios. */
export type ScenarioId = never;

/** Variants and optional rules. */
export type VariantId = never;

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
  id: "warpath",
  title: "Warpath: Indian Territory in the American Civil War",
  rule: "1.0",
  players: { min: 2, max: 2 },
  sides: ["union", "confederate"],
  dice: "d6",
  turns: { min: 1, max: 8 },
  source: "warpath-indian-territory.rules.txt",
  start: "game-turn",
};
const P1 = { id: "terrain", rule: "3.1", values: ["prairie", "cross-timbers", "forest", "rough"] };
const P2 = { id: "route-kind", rule: "3.3", values: ["road", "river"] };
const P3 = {
  id: "army",
  rule: "2.2",
  values: ["union", "union-indian", "confederate", "confederate-indian", "wild-indian"],
};
const P4 = {
  id: "marker-kind",
  rule: "5.2",
  values: [
    "action-1",
    "action-2",
    "action-3",
    "action-4",
    "end",
    "devastation",
    "indian-recruiting",
    "comanche",
    "kiowa",
    "fortune-of-war",
    "quantrill",
  ],
};
const P5 = { id: "entry-split", rule: "5.2", values: ["single", "by-season", "by-side"] };
const P6 = { id: "action-kind", rule: "4.3", values: ["recruit", "move", "build", "wagon", "devastate"] };
const P7 = {
  id: "union",
  title: "Union",
  rule: "1.0",
  colour: "blue",
  state: { "draws-lost": "int", drawn: "bool", "draw-lost-now": "bool", supplied: "bool", raiding: "bool" },
};
const P8 = {
  id: "confederate",
  title: "Confederate",
  rule: "1.0",
  colour: "gray",
  state: { "draws-lost": "int", drawn: "bool", "draw-lost-now": "bool", supplied: "bool" },
};
const P9 = { id: "kiowa", title: "Kiowa", rule: "11.3", player: false };
const P10 = { id: "comanche", title: "Comanche", rule: "11.3", player: false };
const P11 = {
  id: "territory-map",
  title: "Indian Territory",
  rule: "3.0",
  territories: [
    { id: "kansas", title: "Kansas (Union spaces)", nation: "union" },
    { id: "indian-territory", title: "Indian Territory", nation: "indian" },
    { id: "arkansas-texas", title: "Arkansas and Texas (Confederate spaces)", nation: "confederate" },
  ],
  areas: [
    {
      id: "fort-atkinson",
      title: "Fort Atkinson",
      coord: "E1",
      terrain: "prairie",
      territory: ["kansas"],
      control: "union",
      base: true,
      owner: "union",
    },
    {
      id: "arkansas-bend",
      title: "Great Bend of the Arkansas",
      coord: "E3",
      terrain: "prairie",
      territory: ["kansas"],
      control: "union",
    },
    { id: "humboldt", title: "Humboldt", coord: "E5", terrain: "prairie", territory: ["kansas"], control: "union" },
    {
      id: "fort-scott",
      title: "Fort Scott",
      coord: "E7",
      terrain: "prairie",
      territory: ["kansas"],
      control: "union",
      base: true,
      owner: "union",
    },
    {
      id: "baxter-springs",
      title: "Baxter Springs",
      coord: "E7",
      terrain: "prairie",
      territory: ["kansas"],
      control: "union",
    },
    {
      id: "cabin-creek",
      title: "Cabin Creek",
      coord: "D6",
      terrain: "prairie",
      territory: ["indian-territory"],
      control: "confederate",
    },
    {
      id: "salt-plains",
      title: "Great Salt Plains",
      coord: "D2",
      terrain: "prairie",
      territory: ["indian-territory"],
      control: "confederate",
    },
    {
      id: "cimarron",
      title: "Cimarron Crossing",
      coord: "D4",
      terrain: "cross-timbers",
      territory: ["indian-territory"],
      control: "confederate",
    },
    {
      id: "fort-gibson",
      title: "Fort Gibson",
      coord: "D5",
      terrain: "forest",
      territory: ["indian-territory"],
      control: "confederate",
    },
    {
      id: "council-grounds",
      title: "Council Grounds",
      rule: "4.4",
      coord: "D6",
      terrain: "forest",
      territory: ["indian-territory"],
      control: "confederate",
      capital: true,
    },
    {
      id: "tahlequah",
      title: "Tahlequah",
      rule: "4.4",
      coord: "D7",
      terrain: "rough",
      territory: ["indian-territory"],
      control: "confederate",
      capital: true,
    },
    {
      id: "park-hill",
      title: "Park Hill",
      coord: "D7",
      terrain: "forest",
      territory: ["indian-territory"],
      control: "confederate",
    },
    {
      id: "kiowa-base",
      title: "Kiowa Camps",
      coord: "C1",
      terrain: "prairie",
      territory: ["indian-territory"],
      control: "confederate",
      owner: "kiowa",
    },
    {
      id: "washita",
      title: "Washita Valley",
      coord: "C2",
      terrain: "prairie",
      territory: ["indian-territory"],
      control: "confederate",
    },
    {
      id: "cross-timbers",
      title: "Cross Timbers",
      coord: "C3",
      terrain: "cross-timbers",
      territory: ["indian-territory"],
      control: "confederate",
    },
    {
      id: "seminole-town",
      title: "Seminole Town",
      rule: "4.4",
      coord: "C4",
      terrain: "cross-timbers",
      territory: ["indian-territory"],
      control: "confederate",
      capital: true,
    },
    {
      id: "north-fork-town",
      title: "North Fork Town",
      coord: "C5",
      terrain: "forest",
      territory: ["indian-territory"],
      control: "confederate",
    },
    {
      id: "perryville",
      title: "Perryville",
      coord: "C6",
      terrain: "forest",
      territory: ["indian-territory"],
      control: "confederate",
    },
    {
      id: "fort-smith",
      title: "Fort Smith",
      coord: "C7",
      terrain: "forest",
      territory: ["arkansas-texas"],
      control: "confederate",
      base: true,
      owner: "confederate",
    },
    {
      id: "comanche-base",
      title: "Comanche Camps",
      coord: "B1",
      terrain: "prairie",
      territory: ["indian-territory"],
      control: "confederate",
      owner: "comanche",
    },
    {
      id: "fort-cobb",
      title: "Fort Cobb",
      coord: "B2",
      terrain: "prairie",
      territory: ["indian-territory"],
      control: "confederate",
    },
    {
      id: "fort-arbuckle",
      title: "Fort Arbuckle",
      coord: "B3",
      terrain: "rough",
      territory: ["indian-territory"],
      control: "confederate",
    },
    {
      id: "timoshingo",
      title: "Timoshingo",
      rule: "4.4",
      coord: "B4",
      terrain: "prairie",
      territory: ["indian-territory"],
      control: "confederate",
      capital: true,
    },
    {
      id: "boggy-depot",
      title: "Boggy Depot",
      coord: "B5",
      terrain: "forest",
      territory: ["indian-territory"],
      control: "confederate",
    },
    {
      id: "kiamichi",
      title: "Kiamichi Mountains",
      coord: "B6",
      terrain: "rough",
      territory: ["indian-territory"],
      control: "confederate",
    },
    {
      id: "sculleyville",
      title: "Sculleyville",
      coord: "B7",
      terrain: "forest",
      territory: ["indian-territory"],
      control: "confederate",
    },
    {
      id: "fort-belknap",
      title: "Fort Belknap",
      coord: "A2",
      terrain: "prairie",
      territory: ["arkansas-texas"],
      control: "confederate",
      base: true,
      owner: "confederate",
    },
    {
      id: "fort-marshall",
      title: "Fort Marshall",
      coord: "A4",
      terrain: "prairie",
      territory: ["arkansas-texas"],
      control: "confederate",
      base: true,
      owner: "confederate",
    },
    {
      id: "red-river-crossing",
      title: "Red River Crossing",
      coord: "A5",
      terrain: "cross-timbers",
      territory: ["arkansas-texas"],
      control: "confederate",
    },
    {
      id: "doaksville",
      title: "Doaksville",
      rule: "4.4",
      coord: "A6",
      terrain: "forest",
      territory: ["indian-territory"],
      control: "confederate",
      capital: true,
    },
  ],
  layout: "points",
  size: 30,
  "link-types": "route-kind",
  "terrain-type": "terrain",
  "movement-cost": "route-cost",
  legend: { capital: "#d4a017", base: "#4a6fa5", forest: "#5a8f4e" },
  state: { captured: "bool", devastated: "bool", guarded: "bool", "union-took": "bool" },
  links: [
    { from: "fort-atkinson", to: "arkansas-bend", directed: false, type: "road" },
    { from: "fort-atkinson", to: "salt-plains", directed: false, type: "river" },
    { from: "arkansas-bend", to: "humboldt", directed: false, type: "road" },
    { from: "arkansas-bend", to: "salt-plains", directed: false, type: "road" },
    { from: "arkansas-bend", to: "cimarron", directed: false, type: "river" },
    { from: "humboldt", to: "fort-scott", directed: false, type: "road" },
    { from: "humboldt", to: "cabin-creek", directed: false, type: "river" },
    { from: "fort-scott", to: "baxter-springs", directed: false, type: "road" },
    { from: "baxter-springs", to: "cabin-creek", directed: false, type: "road" },
    { from: "cabin-creek", to: "fort-gibson", directed: false, type: "road" },
    { from: "salt-plains", to: "cimarron", directed: false, type: "river" },
    { from: "salt-plains", to: "kiowa-base", directed: false, type: "road" },
    { from: "salt-plains", to: "washita", directed: false, type: "road" },
    { from: "cimarron", to: "fort-gibson", directed: false, type: "river" },
    { from: "cimarron", to: "cross-timbers", directed: false, type: "road" },
    { from: "fort-gibson", to: "council-grounds", directed: false, type: "river" },
    { from: "fort-gibson", to: "tahlequah", directed: false, type: "river" },
    { from: "fort-gibson", to: "park-hill", directed: false, type: "road" },
    { from: "council-grounds", to: "north-fork-town", directed: false, type: "river" },
    { from: "council-grounds", to: "seminole-town", directed: false, type: "road" },
    { from: "tahlequah", to: "park-hill", directed: false, type: "road" },
    { from: "park-hill", to: "fort-smith", directed: false, type: "road" },
    { from: "kiowa-base", to: "washita", directed: false, type: "road" },
    { from: "kiowa-base", to: "comanche-base", directed: false, type: "road" },
    { from: "washita", to: "cross-timbers", directed: false, type: "road" },
    { from: "washita", to: "fort-cobb", directed: false, type: "river" },
    { from: "cross-timbers", to: "seminole-town", directed: false, type: "road" },
    { from: "cross-timbers", to: "fort-arbuckle", directed: false, type: "road" },
    { from: "seminole-town", to: "north-fork-town", directed: false, type: "river" },
    { from: "seminole-town", to: "timoshingo", directed: false, type: "river" },
    { from: "north-fork-town", to: "perryville", directed: false, type: "road" },
    { from: "perryville", to: "fort-smith", directed: false, type: "road" },
    { from: "perryville", to: "boggy-depot", directed: false, type: "road" },
    { from: "fort-smith", to: "sculleyville", directed: false, type: "road" },
    { from: "comanche-base", to: "fort-cobb", directed: false, type: "road" },
    { from: "comanche-base", to: "fort-belknap", directed: false, type: "river" },
    { from: "fort-cobb", to: "fort-arbuckle", directed: false, type: "road" },
    { from: "fort-arbuckle", to: "timoshingo", directed: false, type: "road" },
    { from: "timoshingo", to: "boggy-depot", directed: false, type: "road" },
    { from: "timoshingo", to: "fort-marshall", directed: false, type: "river" },
    { from: "boggy-depot", to: "kiamichi", directed: false, type: "road" },
    { from: "boggy-depot", to: "doaksville", directed: false, type: "road" },
    { from: "kiamichi", to: "sculleyville", directed: false, type: "road" },
    { from: "kiamichi", to: "doaksville", directed: false, type: "road" },
    { from: "fort-belknap", to: "fort-marshall", directed: false, type: "road" },
    { from: "fort-marshall", to: "red-river-crossing", directed: false, type: "road" },
    { from: "red-river-crossing", to: "doaksville", directed: false, type: "river" },
  ],
};
const P12 = {
  id: "ihg-1",
  kind: "counter",
  title: "1st Indian Home Guard",
  rule: "2.3",
  visibility: "owner",
  side: "union",
  army: "union-indian",
  class: "cavalry",
  count: 3,
  strength: 1,
  regiment: "1st Indian Home Guard",
  entry: 1862,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P13 = {
  id: "ihg-2",
  kind: "counter",
  title: "2nd Indian Home Guard",
  rule: "2.3",
  visibility: "owner",
  side: "union",
  army: "union-indian",
  class: "cavalry",
  count: 3,
  strength: 1,
  regiment: "2nd Indian Home Guard",
  entry: 1862,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P14 = {
  id: "ihg-3",
  kind: "counter",
  title: "3rd Indian Home Guard",
  rule: "2.3",
  visibility: "owner",
  side: "union",
  army: "union-indian",
  class: "infantry",
  count: 3,
  strength: 1,
  regiment: "3rd Indian Home Guard",
  entry: 1862,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P15 = {
  id: "kansas-cav-2",
  kind: "counter",
  title: "2nd Kansas Cavalry",
  rule: "2.3",
  visibility: "owner",
  side: "union",
  army: "union",
  class: "cavalry",
  count: 2,
  strength: 2,
  regiment: "2nd Kansas Cavalry",
  entry: 1861,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P16 = {
  id: "kansas-inf-10",
  kind: "counter",
  title: "10th Kansas Infantry",
  rule: "2.3",
  visibility: "owner",
  side: "union",
  army: "union",
  class: "infantry",
  count: 2,
  strength: 2,
  regiment: "10th Kansas Infantry",
  entry: 1861,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P17 = {
  id: "kansas-battery-2",
  kind: "counter",
  title: "2nd Kansas Battery",
  rule: "2.3",
  visibility: "owner",
  side: "union",
  army: "union",
  class: "artillery",
  count: 1,
  strength: 2,
  regiment: "2nd Kansas Battery",
  entry: 1861,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P18 = {
  id: "kansas-cav-6",
  kind: "counter",
  title: "6th Kansas Cavalry",
  rule: "2.3",
  visibility: "owner",
  side: "union",
  army: "union",
  class: "cavalry",
  count: 2,
  strength: 2,
  regiment: "6th Kansas Cavalry",
  entry: 1862,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P19 = {
  id: "kansas-colored-1",
  kind: "counter",
  title: "1st Kansas Colored Infantry",
  rule: "2.3",
  visibility: "owner",
  side: "union",
  army: "union",
  class: "infantry",
  count: 2,
  strength: 3,
  regiment: "1st Kansas Colored Infantry",
  entry: 1863,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P20 = {
  id: "wisconsin-cav-3",
  kind: "counter",
  title: "3rd Wisconsin Cavalry",
  rule: "2.3",
  visibility: "owner",
  side: "union",
  army: "union",
  class: "cavalry",
  count: 2,
  strength: 2,
  regiment: "3rd Wisconsin Cavalry",
  entry: 1863,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P21 = {
  id: "union-engineers",
  kind: "counter",
  title: "Engineer Company",
  rule: "2.3",
  visibility: "owner",
  side: "union",
  army: "union",
  class: "engineers",
  count: 1,
  strength: 1,
  regiment: "Engineer Company",
  entry: 1863,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P22 = {
  id: "arkansas-inf-1",
  kind: "counter",
  title: "1st Arkansas Infantry (Fort Smith)",
  rule: "2.3",
  visibility: "owner",
  side: "union",
  army: "union",
  class: "infantry",
  count: 2,
  strength: 2,
  regiment: "1st Arkansas Infantry (Fort Smith)",
  entry: 1863,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P23 = {
  id: "arkansas-battery",
  kind: "counter",
  title: "1st Arkansas Battery (Fort Smith)",
  rule: "2.3",
  visibility: "owner",
  side: "union",
  army: "union",
  class: "artillery",
  count: 1,
  strength: 2,
  regiment: "1st Arkansas Battery (Fort Smith)",
  entry: 1863,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P24 = {
  id: "cherokee-mr-1",
  kind: "counter",
  title: "1st Cherokee Mounted Rifles",
  rule: "2.3",
  visibility: "owner",
  side: "confederate",
  army: "confederate-indian",
  nation: "cherokee",
  class: "cavalry",
  count: 2,
  strength: 2,
  regiment: "1st Cherokee Mounted Rifles",
  entry: 1861,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P25 = {
  id: "cherokee-mr-2",
  kind: "counter",
  title: "2nd Cherokee Mounted Rifles",
  rule: "2.3",
  visibility: "owner",
  side: "confederate",
  army: "confederate-indian",
  nation: "cherokee",
  class: "cavalry",
  count: 2,
  strength: 1,
  regiment: "2nd Cherokee Mounted Rifles",
  entry: 1861,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P26 = {
  id: "creek-mr-1",
  kind: "counter",
  title: "1st Creek Mounted Rifles",
  rule: "2.3",
  visibility: "owner",
  side: "confederate",
  army: "confederate-indian",
  nation: "creek",
  class: "cavalry",
  count: 2,
  strength: 1,
  regiment: "1st Creek Mounted Rifles",
  entry: 1861,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P27 = {
  id: "choctaw-chickasaw-mr-1",
  kind: "counter",
  title: "1st Choctaw & Chickasaw Mounted Rifles",
  rule: "2.3",
  visibility: "owner",
  side: "confederate",
  army: "confederate-indian",
  nation: "choctaw-chickasaw",
  class: "cavalry",
  count: 2,
  strength: 2,
  regiment: "1st Choctaw & Chickasaw Mounted Rifles",
  entry: 1861,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P28 = {
  id: "seminole-bn-1",
  kind: "counter",
  title: "1st Seminole Battalion",
  rule: "2.3",
  visibility: "owner",
  side: "confederate",
  army: "confederate-indian",
  nation: "seminole",
  class: "cavalry",
  count: 1,
  strength: 1,
  regiment: "1st Seminole Battalion",
  entry: 1861,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P29 = {
  id: "osage-bn",
  kind: "counter",
  title: "Osage Battalion",
  rule: "2.3",
  visibility: "owner",
  side: "confederate",
  army: "confederate-indian",
  nation: "osage",
  class: "cavalry",
  count: 1,
  strength: 1,
  regiment: "Osage Battalion",
  entry: 1862,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P30 = {
  id: "texas-cav-11",
  kind: "counter",
  title: "11th Texas Cavalry",
  rule: "2.3",
  visibility: "owner",
  side: "confederate",
  army: "confederate",
  class: "cavalry",
  count: 2,
  strength: 2,
  regiment: "11th Texas Cavalry",
  entry: 1861,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P31 = {
  id: "texas-cav-29",
  kind: "counter",
  title: "29th Texas Cavalry",
  rule: "2.3",
  visibility: "owner",
  side: "confederate",
  army: "confederate",
  class: "cavalry",
  count: 2,
  strength: 2,
  regiment: "29th Texas Cavalry",
  entry: 1862,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P32 = {
  id: "texas-cav-20",
  kind: "counter",
  title: "20th Texas Cavalry",
  rule: "2.3",
  visibility: "owner",
  side: "confederate",
  army: "confederate",
  class: "cavalry",
  count: 2,
  strength: 2,
  regiment: "20th Texas Cavalry",
  entry: 1862,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P33 = {
  id: "arkansas-inf-confederate",
  kind: "counter",
  title: "Arkansas Infantry",
  rule: "2.3",
  visibility: "owner",
  side: "confederate",
  army: "confederate",
  class: "infantry",
  count: 2,
  strength: 2,
  regiment: "Arkansas Infantry",
  entry: 1862,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P34 = {
  id: "woodruff-battery",
  kind: "counter",
  title: "Woodruff's Battery",
  rule: "2.3",
  visibility: "owner",
  side: "confederate",
  army: "confederate",
  class: "artillery",
  count: 1,
  strength: 2,
  regiment: "Woodruff's Battery",
  entry: 1861,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P35 = {
  id: "howell-battery",
  kind: "counter",
  title: "Howell's Battery",
  rule: "2.3",
  visibility: "owner",
  side: "confederate",
  army: "confederate",
  class: "artillery",
  count: 1,
  strength: 2,
  regiment: "Howell's Battery",
  entry: 1862,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P36 = {
  id: "blunt",
  kind: "counter",
  title: "Blunt",
  rule: "7.3",
  visibility: "owner",
  side: "union",
  class: "leader",
  leader: true,
  rating: 2,
  entry: 1862,
  state: { acted: "bool", panicked: "bool", fired: "bool" },
};
const P37 = {
  id: "weer",
  kind: "counter",
  title: "Weer",
  rule: "7.3",
  visibility: "owner",
  side: "union",
  class: "leader",
  leader: true,
  rating: 1,
  entry: 1862,
  state: { acted: "bool", panicked: "bool", fired: "bool" },
};
const P38 = {
  id: "phillips",
  kind: "counter",
  title: "Phillips",
  rule: "7.3",
  visibility: "owner",
  side: "union",
  class: "leader",
  leader: true,
  rating: 1,
  entry: 1863,
  state: { acted: "bool", panicked: "bool", fired: "bool" },
};
const P39 = {
  id: "cooper",
  kind: "counter",
  title: "Cooper",
  rule: "7.3",
  visibility: "owner",
  side: "confederate",
  class: "leader",
  leader: true,
  rating: 1,
  entry: 1861,
  state: { acted: "bool", panicked: "bool", fired: "bool" },
};
const P40 = {
  id: "mcintosh",
  kind: "counter",
  title: "McIntosh",
  rule: "7.3",
  visibility: "owner",
  side: "confederate",
  class: "leader",
  leader: true,
  rating: 2,
  entry: 1861,
  state: { acted: "bool", panicked: "bool", fired: "bool" },
};
const P41 = {
  id: "watie",
  kind: "counter",
  title: "Watie",
  rule: "7.3",
  visibility: "owner",
  side: "confederate",
  class: "leader",
  leader: true,
  rating: 2,
  entry: 1863,
  state: { acted: "bool", panicked: "bool", fired: "bool" },
};
const P42 = {
  id: "kiowa-party",
  kind: "counter",
  title: "Kiowa raiders",
  rule: "11.3",
  side: "kiowa",
  army: "wild-indian",
  class: "cavalry",
  count: 3,
  strength: 1,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P43 = {
  id: "comanche-party",
  kind: "counter",
  title: "Comanche raiders",
  rule: "11.3",
  side: "comanche",
  army: "wild-indian",
  class: "cavalry",
  count: 3,
  strength: 1,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P44 = {
  id: "quantrill",
  kind: "counter",
  title: "Quantrill",
  rule: "11.4",
  visibility: "owner",
  side: "confederate",
  army: "confederate",
  class: "cavalry",
  strength: 2,
  entry: 1862,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool", fired: "bool" },
};
const P45 = {
  id: "supply-wagon",
  kind: "counter",
  title: "Supply wagon",
  rule: "9.5",
  steps: 2,
  faces: ["two-wagons", "one-wagon"],
  state: { acted: "bool" },
};
const P46 = {
  id: "fort",
  kind: "counter",
  title: "Fort",
  rule: "10.0",
  faces: ["finished", "building"],
  state: { begun: "int", done: "bool" },
};
const P47 = { id: "control", kind: "marker", title: "Control marker", rule: "3.2", faces: ["union", "confederate"] };
const P48 = {
  id: "campaign-marker",
  kind: "card",
  title: "Campaign marker",
  rule: "5.2",
  fields: { split: "entry-split", first: "marker-kind", second: "marker-kind" },
};
const P49 = {
  id: "impulse-count",
  kind: "track",
  title: "Impulses played",
  rule: "10.1",
  range: { min: 0, max: 100000 },
  start: 0,
};
const P50 = {
  id: "superiority",
  kind: "track",
  title: "Tactical superiority",
  rule: "8.1",
  values: ["attacking-side", "defending-side"],
};
const P51 = {
  id: "battles-on",
  kind: "track",
  title: "Battles being fought",
  rule: "8.1",
  range: { min: 0, max: 2 },
  start: 0,
};
const P52 = {
  id: "turn-track",
  kind: "track",
  title: "Turn record track",
  rule: "4.2",
  range: { min: 1, max: 8 },
  start: 1,
};
const P53 = {
  id: "turn-half",
  kind: "track",
  title: "Turn marker side",
  rule: "4.2",
  values: ["face", "half-over", "ended"],
};
const P54 = {
  id: "union-wagons",
  kind: "box",
  title: "Union supply wagons not in play",
  rule: "9.5",
  owner: "union",
  visibility: "all",
  size: 8,
  contents: [{ count: 8, piece: "supply-wagon" }],
};
const P55 = {
  id: "confederate-wagons",
  kind: "box",
  title: "Confederate supply wagons not in play",
  rule: "9.5",
  owner: "confederate",
  visibility: "all",
  size: 8,
  contents: [{ count: 8, piece: "supply-wagon" }],
};
const P56 = {
  id: "fort-stock",
  kind: "box",
  title: "Fort markers set aside",
  rule: "4.1",
  visibility: "all",
  size: 10,
  contents: [{ count: 10, piece: "fort" }],
};
const P57 = {
  id: "union-pending",
  kind: "pool",
  title: "Union units to come",
  rule: "6.1",
  owner: "union",
  size: 24,
  contents: [
    { count: 3, piece: "ihg-1" },
    { count: 3, piece: "ihg-2" },
    { count: 3, piece: "ihg-3" },
    { count: 2, piece: "kansas-cav-2" },
    { count: 2, piece: "kansas-inf-10" },
    { count: 1, piece: "kansas-battery-2" },
    { count: 2, piece: "kansas-cav-6" },
    { count: 2, piece: "kansas-colored-1" },
    { count: 2, piece: "wisconsin-cav-3" },
    { count: 1, piece: "union-engineers" },
    { count: 1, piece: "blunt" },
    { count: 1, piece: "weer" },
    { count: 1, piece: "phillips" },
  ],
};
const P58 = {
  id: "confederate-pending",
  kind: "pool",
  title: "Confederate units to come",
  rule: "6.1",
  owner: "confederate",
  size: 23,
  contents: [
    { count: 2, piece: "cherokee-mr-1" },
    { count: 2, piece: "cherokee-mr-2" },
    { count: 2, piece: "creek-mr-1" },
    { count: 2, piece: "choctaw-chickasaw-mr-1" },
    { count: 1, piece: "seminole-bn-1" },
    { count: 1, piece: "osage-bn" },
    { count: 2, piece: "texas-cav-11" },
    { count: 2, piece: "texas-cav-29" },
    { count: 2, piece: "texas-cav-20" },
    { count: 2, piece: "arkansas-inf-confederate" },
    { count: 1, piece: "woodruff-battery" },
    { count: 1, piece: "howell-battery" },
    { count: 1, piece: "cooper" },
    { count: 1, piece: "mcintosh" },
    { count: 1, piece: "watie" },
  ],
};
const P59 = {
  id: "fort-smith-pending",
  kind: "pool",
  title: "Union Fort Smith units to come",
  rule: "6.5",
  owner: "union",
  size: 3,
  contents: [
    { count: 2, piece: "arkansas-inf-1" },
    { count: 1, piece: "arkansas-battery" },
  ],
};
const P60 = {
  id: "union-recruits",
  kind: "box",
  title: "Union recruit box",
  rule: "6.2",
  owner: "union",
  visibility: "all",
};
const P61 = {
  id: "confederate-recruits",
  kind: "box",
  title: "Confederate recruit box",
  rule: "6.2",
  owner: "confederate",
  visibility: "all",
};
const P62 = {
  id: "quantrill-waiting",
  kind: "box",
  title: "Quantrill, not yet in play",
  rule: "11.4",
  size: 1,
  contents: [{ count: 1, piece: "quantrill" }],
};
const P63 = {
  id: "kiowa-raiders",
  kind: "pool",
  title: "Kiowa counters",
  rule: "4.1",
  size: 3,
  contents: [{ count: 3, piece: "kiowa-party" }],
};
const P64 = {
  id: "comanche-raiders",
  kind: "pool",
  title: "Comanche counters",
  rule: "4.1",
  size: 3,
  contents: [{ count: 3, piece: "comanche-party" }],
};
const P65 = {
  id: "marker-pool",
  kind: "cup",
  title: "Campaign marker pool",
  rule: "5.1",
  visibility: "none",
  order: "random",
  size: 23,
  contents: [
    { count: 2, piece: "campaign-marker", fields: { split: "single", first: "action-1", second: "action-1" } },
    { count: 2, piece: "campaign-marker", fields: { split: "single", first: "action-2", second: "action-2" } },
    { count: 1, piece: "campaign-marker", fields: { split: "single", first: "action-3", second: "action-3" } },
    { count: 2, piece: "campaign-marker", fields: { split: "by-side", first: "action-3", second: "action-2" } },
    { count: 1, piece: "campaign-marker", fields: { split: "by-side", first: "action-4", second: "action-2" } },
    { count: 2, piece: "campaign-marker", fields: { split: "single", first: "end", second: "end" } },
    { count: 1, piece: "campaign-marker", fields: { split: "by-season", first: "end", second: "comanche" } },
    { count: 1, piece: "campaign-marker", fields: { split: "by-season", first: "end", second: "kiowa" } },
    { count: 6, piece: "campaign-marker", fields: { split: "single", first: "devastation", second: "devastation" } },
    {
      count: 2,
      piece: "campaign-marker",
      fields: { split: "single", first: "indian-recruiting", second: "indian-recruiting" },
    },
    { count: 1, piece: "campaign-marker", fields: { split: "single", first: "comanche", second: "comanche" } },
    { count: 1, piece: "campaign-marker", fields: { split: "single", first: "kiowa", second: "kiowa" } },
    {
      count: 1,
      piece: "campaign-marker",
      fields: { split: "single", first: "fortune-of-war", second: "fortune-of-war" },
    },
  ],
};
const P66 = {
  id: "quantrill-marker",
  kind: "box",
  title: "Quantrill marker, waiting for turn two",
  rule: "11.4",
  size: 1,
  contents: [
    { count: 1, piece: "campaign-marker", fields: { split: "single", first: "quantrill", second: "quantrill" } },
  ],
};
const P67 = { id: "drawn-markers", kind: "box", title: "Markers drawn this turn", rule: "5.1", visibility: "all" };
const P68 = {
  id: "seasons",
  title: "Turn record track",
  rule: "4.2",
  columns: ["season", "year"],
  rows: [
    { key: { min: 1, max: 1 }, cells: ["summer", 1861] },
    { key: { min: 2, max: 2 }, cells: ["winter", 1862] },
    { key: { min: 3, max: 3 }, cells: ["summer", 1862] },
    { key: { min: 4, max: 4 }, cells: ["winter", 1863] },
    { key: { min: 5, max: 5 }, cells: ["summer", 1863] },
    { key: { min: 6, max: 6 }, cells: ["winter", 1864] },
    { key: { min: 7, max: 7 }, cells: ["summer", 1864] },
    { key: { min: 8, max: 8 }, cells: ["winter", 1865] },
  ],
};
const P69 = {
  id: "battle-results",
  title: "Battle results table",
  rule: "8.3",
  dice: "d6",
  range: { min: 1, max: 7 },
  columns: ["prairie", "cross-timbers", "forest", "rough"],
  rows: [
    { key: { min: 1, max: 3 }, cells: ["-", "-", "-", "-"] },
    { key: { min: 4, max: 4 }, cells: ["P", "P", "-", "-"] },
    { key: { min: 5, max: 5 }, cells: ["E", "P", "P", "P"] },
    { key: { min: 6, max: 6 }, cells: ["E", "E", "P", "P"] },
    { key: { min: 7, max: 7 }, cells: ["E", "E", "E", "P"] },
  ],
};
const P70 = {
  id: "terrain-effects",
  title: "Terrain effects chart",
  rule: "3.1",
  columns: ["movement-cost", "terrain-round", "pursuit-allowed", "can-be-devastated", "artillery-bonus"],
  rows: [
    { key: "prairie", cells: [1, false, true, true, 1] },
    { key: "cross-timbers", cells: [1, false, true, true, 0] },
    { key: "forest", cells: [1, true, false, true, 0] },
    { key: "rough", cells: [2, true, false, false, 0] },
  ],
};
const P71 = {
  id: "movement-rates",
  title: "Movement rates",
  rule: "7.4",
  columns: ["spaces"],
  rows: [
    { key: "cavalry", cells: [4] },
    { key: "leader", cells: [4] },
    { key: "wild-indian", cells: [4] },
    { key: "infantry", cells: [2] },
    { key: "artillery", cells: [2] },
    { key: "engineers", cells: [2] },
    { key: "supply-wagon", cells: [2] },
  ],
};
const P72 = {
  id: "devastation-recovery",
  title: "Recovery from devastation",
  rule: "9.4",
  dice: "d6",
  columns: ["result"],
  rows: [
    { key: { min: 1, max: 3 }, cells: ["recovered"] },
    { key: { min: 4, max: 6 }, cells: ["devastated"] },
  ],
};
const P73 = {
  id: "leader-loss",
  title: "Leader elimination",
  rule: "8.7",
  dice: "d6",
  columns: ["result"],
  rows: [
    { key: { min: 1, max: 4 }, cells: ["survives"] },
    { key: { min: 5, max: 6 }, cells: ["eliminated"] },
  ],
};
const P74 = {
  id: "action-count",
  title: "Actions on an action marker",
  rule: "5.3",
  columns: ["actions"],
  rows: [
    { key: "action-1", cells: [1] },
    { key: "action-2", cells: [2] },
    { key: "action-3", cells: [3] },
    { key: "action-4", cells: [4] },
  ],
};
const P75 = { id: "action-use", title: "Use of an action", rule: "4.3", by: "active" };
const P76 = { id: "quantrill-space", title: "Space for Quantrill", rule: "11.4", by: "active" };
const P77 = { id: "recruit-unit", title: "Unit to recruit", rule: "6.2", by: "active" };
const P78 = { id: "recruit-space", title: "Space to place the recruit", rule: "6.3", by: "active" };
const P79 = { id: "unit-to-move", title: "Counter to move", rule: "7.4", by: "active" };
const P80 = {
  id: "join-move",
  title: "Counters going along",
  rule: "7.3",
  prompt: "Which counter goes along too (the counter moving first: no more)?",
  by: "active",
};
const P81 = {
  id: "next-space",
  title: "Next space",
  rule: "7.4",
  prompt: "Where does the group go next (staying ends its move)?",
  by: "active",
};
const P82 = {
  id: "raid-devastation",
  title: "Devastate the raiders' space",
  rule: "11.3",
  by: "active",
  options: ["yes", "no"],
};
const P83 = { id: "fort-site", title: "Space to build a fort in", rule: "10.1", by: "active" };
const P84 = {
  id: "fort-pace",
  title: "Begin the fort, or build it at once with the engineers",
  rule: "11.2",
  by: "active",
  options: ["begin", "at-once"],
};
const P85 = { id: "space-to-devastate", title: "Space to devastate", rule: "9.2", by: "active" };
const P86 = { id: "wagon-space", title: "Base for the wagon", rule: "9.5", by: "active" };
const P87 = { id: "terrain-shooter", title: "Unit firing in the terrain round", rule: "8.2", by: "active" };
const P88 = { id: "target-unit", title: "Unit fired at", rule: "8.2", by: "active" };
const P89 = { id: "fire-order", title: "Unit to fire", rule: "8.1", by: "active" };
const P90 = { id: "loss-choice", title: "Unit to take the loss", rule: "8.3", by: "active" };
const P91 = { id: "break-off", title: "Fire or break off", rule: "8.4", by: "active", options: ["fire", "break-off"] };
const P92 = { id: "retreat-space", title: "Retreat to", rule: "8.5", by: "active" };
const P93 = { id: "pursue", title: "Pursue", rule: "8.6", by: "active", options: ["pursue", "stay"] };
const P94 = { id: "pursuit-space", title: "Space to pursue into", rule: "8.6", by: "active" };
const P95 = {
  id: "battle-supply",
  title: "Spend supply this round",
  rule: "9.6",
  by: "active",
  options: ["spend", "save"],
};
const P96 = { id: "entry-of", params: ["marker", "player"] };
const P97 = { id: "drawn-again", params: ["marker", "player"] };
const P98 = { id: "controller", params: ["a"] };
const P99 = { id: "units-of", params: ["player", "a"] };
const P100 = { id: "nation-capitals", params: ["nation"] };
const P101 = { id: "union-bases", params: [] };
const P102 = { id: "confederate-bases", params: [] };
const P103 = { id: "recruit-spaces", params: ["u", "player"] };
const P104 = { id: "recruitable", params: ["player", "indian-only"] };
const P105 = { id: "full-speed", params: ["u"] };
const P106 = { id: "supplied-to-move", params: ["group", "start", "player"] };
const P107 = { id: "group-speed", params: ["group", "start", "player"] };
const P108 = { id: "speed", params: ["u"] };
const P109 = { id: "route-cost", params: ["to", "crossing"] };
const P110 = { id: "group-step", params: ["group", "here", "next", "player"] };
const P111 = { id: "movable", params: ["player"] };
const P112 = { id: "companions", params: ["lead", "player"] };
const P113 = { id: "quantrill-may-enter", params: ["group", "a"] };
const P114 = { id: "raiders-met", params: ["mover", "a"] };
const P115 = { id: "fortune-targets", params: ["player"] };
const P116 = { id: "forts-in", params: ["a"] };
const P117 = { id: "wagons-in", params: ["player", "a"] };
const P118 = { id: "idle-units", params: ["player", "a"] };
const P119 = { id: "fort-sites", params: ["player"] };
const P120 = { id: "engineer-at", params: ["player", "a"] };
const P121 = { id: "supply-at", params: ["player", "a"] };
const P122 = { id: "devastable", params: ["a"] };
const P123 = { id: "pool-devastation", params: [] };
const P124 = { id: "devastation-targets", params: ["player"] };
const P125 = { id: "wagon-box", params: ["player"] };
const P126 = { id: "friendly-bases", params: ["player"] };
const P127 = { id: "action-uses", params: ["player"] };
const P128 = { id: "recruit-box-of", params: ["player"] };
const P129 = { id: "raider", params: ["s"] };
const P130 = { id: "decider", params: ["s"] };
const P131 = { id: "enemies-at", params: ["mover", "a"] };
const P132 = { id: "combat-units", params: ["player", "place"] };
const P133 = { id: "able", params: ["player", "place"] };
const P134 = { id: "leader-value", params: ["player", "place"] };
const P135 = { id: "fortified", params: ["place"] };
const P136 = { id: "has-engineers", params: ["player", "place"] };
const P137 = { id: "supplied-now", params: ["s"] };
const P138 = { id: "harsh-panic", params: ["target-side", "place", "attacker"] };
const P139 = { id: "ignores-panic", params: ["target-side", "place", "attacker"] };
const P140 = { id: "fire-result", params: ["shooter", "place", "r"] };
const P141 = { id: "guns", params: ["player", "place"] };
const P142 = { id: "superiority-bonus", params: ["player", "place", "attacker", "pursuing"] };
const P143 = { id: "retreat-options", params: ["place", "attacking", "from", "enemy", "player"] };
const P144 = { id: "pursuers", params: ["player", "place"] };
const P145 = { id: "pursuit-spaces", params: ["place", "player"] };
const P146 = { id: "may-enter", params: ["player", "a"] };
const P147 = { id: "capitals", params: [] };
const P148 = { id: "capitals-held", params: ["player"] };
const P149 = { id: "confederate-forts-held", params: [] };
const P150 = { id: "units-in", params: ["player", "a"] };
const P151 = { id: "union-reach", params: ["c"] };
const P152 = { id: "start-of-turn" };
const P153 = { id: "determine-first-player" };
const P154 = { id: "campaign-impulse" };
const P155 = { id: "place-quantrill" };
const P156 = { id: "release-units" };
const P157 = { id: "check-control" };
const P158 = { id: "release-fort-smith-units" };
const P159 = { id: "place-recruit" };
const P160 = { id: "move-unit" };
const P161 = { id: "march" };
const P162 = { id: "fortune-of-war" };
const P163 = { id: "raid" };
const P164 = { id: "spend-wagon" };
const P165 = { id: "build-fort" };
const P166 = { id: "devastate-space" };
const P167 = { id: "devastate-action" };
const P168 = { id: "devastation-event" };
const P169 = { id: "recover-devastation" };
const P170 = { id: "procure-wagon" };
const P171 = { id: "new-impulse" };
const P172 = { id: "take-action" };
const P173 = { id: "supply-for-round" };
const P174 = { id: "steady" };
const P175 = { id: "eliminate-unit" };
const P176 = { id: "panic-unit" };
const P177 = { id: "fire-unit" };
const P178 = { id: "terrain-round" };
const P179 = { id: "artillery-fire" };
const P180 = { id: "artillery-round" };
const P181 = { id: "roll-superiority" };
const P182 = { id: "battle-round" };
const P183 = { id: "retreat" };
const P184 = { id: "capture-wagons" };
const P185 = { id: "leaders-after-battle" };
const P186 = { id: "pursuit" };
const P187 = { id: "fight" };
const P188 = {
  ids: [
    "fort-atkinson",
    "arkansas-bend",
    "humboldt",
    "fort-scott",
    "baxter-springs",
    "cabin-creek",
    "salt-plains",
    "cimarron",
    "fort-gibson",
    "council-grounds",
    "tahlequah",
    "park-hill",
    "kiowa-base",
    "washita",
    "cross-timbers",
    "seminole-town",
    "north-fork-town",
    "perryville",
    "fort-smith",
    "comanche-base",
    "fort-cobb",
    "fort-arbuckle",
    "timoshingo",
    "boggy-depot",
    "kiamichi",
    "sculleyville",
    "fort-belknap",
    "fort-marshall",
    "red-river-crossing",
    "doaksville",
    "union-wagons",
    "confederate-wagons",
    "fort-stock",
    "union-pending",
    "confederate-pending",
    "fort-smith-pending",
    "union-recruits",
    "confederate-recruits",
    "quantrill-waiting",
    "kiowa-raiders",
    "comanche-raiders",
    "marker-pool",
    "quantrill-marker",
    "drawn-markers",
    "supply",
    "eliminated-pieces",
    "discarded-pieces",
  ],
  areas: 30,
  text: ["cross-timbers"],
};

const D0: GameData = {
  game: P0,
  types: [P1, P2, P3, P4, P5, P6],
  sides: [P7, P8, P9, P10],
  maps: [P11],
  pieces: [
    P12,
    P13,
    P14,
    P15,
    P16,
    P17,
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
  ],
  holders: [P49, P50, P51, P52, P53, P54, P55, P56, P57, P58, P59, P60, P61, P62, P63, P64, P65, P66, P67],
  tables: [P68, P69, P70, P71, P72, P73, P74],
  decisions: [P75, P76, P77, P78, P79, P80, P81, P82, P83, P84, P85, P86, P87, P88, P89, P90, P91, P92, P93, P94, P95],
  unspecified: [],
  functions: [
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
  ],
  procedures: [
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
    P165,
    P166,
    P167,
    P168,
    P169,
    P170,
    P171,
    P172,
    P173,
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
  ],
  places: P188,
};

const AF_captured = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.areaStateOf(ctx, o);
  if (own !== undefined) {
    const v = own["captured"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "captured");
};
const AF_devastated = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.areaStateOf(ctx, o);
  if (own !== undefined) {
    const v = own["devastated"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "devastated");
};
const AF_guarded = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.areaStateOf(ctx, o);
  if (own !== undefined) {
    const v = own["guarded"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "guarded");
};
const AF_owner = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.areaStateOf(ctx, o);
  if (own !== undefined) {
    const v = own["owner"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "owner");
};
const AF_union$took = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.areaStateOf(ctx, o);
  if (own !== undefined) {
    const v = own["union-took"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "union-took");
};
const BR_aa3c022deac6 = Object.freeze({
  id: "wild-indian-bases",
  message: "Kiowa and Comanche counters may enter no base but their own",
  rule: "11.3",
});
const K_0bce03806e98: V.Value[] = V.frozen(["pursue", "stay"]);
const K_24d16a55c233: V.Value[] = V.frozen(["yes", "no"]);
const K_2ff897da12e6: V.Value[] = V.frozen([2000000018, 2000000027, 2000000026]);
const K_6ce213a1d0c9: V.Value[] = V.frozen(["begin", "at-once"]);
const K_85ea311d1015: V.Value[] = V.frozen([
  2000000000,
  2000000001,
  2000000002,
  2000000003,
  2000000004,
  2000000005,
  2000000006,
  2000000007,
  2000000008,
  2000000009,
  2000000010,
  2000000011,
  2000000012,
  2000000013,
  "cross-timbers",
  2000000015,
  2000000016,
  2000000017,
  2000000018,
  2000000019,
  2000000020,
  2000000021,
  2000000022,
  2000000023,
  2000000024,
  2000000025,
  2000000026,
  2000000027,
  2000000028,
  2000000029,
]);
const K_acfa049e937e: V.Value[] = V.frozen(["spend", "save"]);
const K_bf8a6e297e97: V.Value[] = V.frozen(["fire", "break-off"]);
const K_d197e5ff2135: V.Value[] = V.frozen(["kiowa", "comanche"]);
const K_ddbd986be030: V.Value[] = V.frozen([2000000029, 2000000022]);
const R_acted = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["acted"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "acted");
};
const R_begun = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["begun"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "begun");
};
const R_devastated = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["devastated"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "devastated");
};
const R_done = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["done"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "done");
};
const R_fired = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["fired"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "fired");
};
const R_first = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["first"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "first");
};
const R_panicked = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["panicked"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "panicked");
};
const R_second = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["second"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "second");
};
const R_split = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["split"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "split");
};
const R_strength = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["strength"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "strength");
};
const SF_draw$lost$now = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const ss = ctx.state.sideState;
  const own =
    o === "union"
      ? ss["union"]
      : o === "confederate"
        ? ss["confederate"]
        : o === "kiowa"
          ? ss["kiowa"]
          : o === "comanche"
            ? ss["comanche"]
            : typeof o === "string"
              ? ss[o]
              : undefined;
  if (own !== undefined) {
    const v = own["draw-lost-now"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "draw-lost-now");
};
const SF_drawn = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const ss = ctx.state.sideState;
  const own =
    o === "union"
      ? ss["union"]
      : o === "confederate"
        ? ss["confederate"]
        : o === "kiowa"
          ? ss["kiowa"]
          : o === "comanche"
            ? ss["comanche"]
            : typeof o === "string"
              ? ss[o]
              : undefined;
  if (own !== undefined) {
    const v = own["drawn"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "drawn");
};
const SF_draws$lost = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const ss = ctx.state.sideState;
  const own =
    o === "union"
      ? ss["union"]
      : o === "confederate"
        ? ss["confederate"]
        : o === "kiowa"
          ? ss["kiowa"]
          : o === "comanche"
            ? ss["comanche"]
            : typeof o === "string"
              ? ss[o]
              : undefined;
  if (own !== undefined) {
    const v = own["draws-lost"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "draws-lost");
};
const SF_raiding = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const ss = ctx.state.sideState;
  const own =
    o === "union"
      ? ss["union"]
      : o === "confederate"
        ? ss["confederate"]
        : o === "kiowa"
          ? ss["kiowa"]
          : o === "comanche"
            ? ss["comanche"]
            : typeof o === "string"
              ? ss[o]
              : undefined;
  if (own !== undefined) {
    const v = own["raiding"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "raiding");
};
const SF_supplied = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const ss = ctx.state.sideState;
  const own =
    o === "union"
      ? ss["union"]
      : o === "confederate"
        ? ss["confederate"]
        : o === "kiowa"
          ? ss["kiowa"]
          : o === "comanche"
            ? ss["comanche"]
            : typeof o === "string"
              ? ss[o]
              : undefined;
  if (own !== undefined) {
    const v = own["supplied"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "supplied");
};
const S_army = V.staticReader("army");
const S_base = V.staticReader("base");
const S_capital = V.staticReader("capital");
const S_class = V.staticReader("class");
const S_control = V.staticReader("control");
const S_entry = V.staticReader("entry");
const S_leader = V.staticReader("leader");
const S_nation = V.staticReader("nation");
const S_rating = V.staticReader("rating");
const S_side = V.staticReader("side");
const S_terrain = V.staticReader("terrain");
const S_territory = V.staticReader("territory");

const U0 = (ctx: V.EvalContext, x0_marker: V.Value, x1_player: V.Value): V.Value => {
  let x2_kept: V.Value | undefined;
  let x3_kept: V.Value | undefined;
  let x4_kept: V.Value | undefined;
  return (x2_kept ??=
    typeof x0_marker === "number" && x0_marker >= 1000000000
      ? ((ctx.state.pieces[x0_marker - 1000000000]?.state["split"] as V.Value | undefined) ?? R_split(ctx, x0_marker))
      : R_split(ctx, x0_marker)) === "by-season"
    ? V.lookupTable(ctx, 0 /* seasons */, ctx.state.turn, "season") === "winter"
      ? (x3_kept ??=
          typeof x0_marker === "number" && x0_marker >= 1000000000
            ? ((ctx.state.pieces[x0_marker - 1000000000]?.state["first"] as V.Value | undefined) ??
              R_first(ctx, x0_marker))
            : R_first(ctx, x0_marker))
      : (x4_kept ??=
          typeof x0_marker === "number" && x0_marker >= 1000000000
            ? ((ctx.state.pieces[x0_marker - 1000000000]?.state["second"] as V.Value | undefined) ??
              R_second(ctx, x0_marker))
            : R_second(ctx, x0_marker))
    : (x2_kept ??=
          typeof x0_marker === "number" && x0_marker >= 1000000000
            ? ((ctx.state.pieces[x0_marker - 1000000000]?.state["split"] as V.Value | undefined) ??
              R_split(ctx, x0_marker))
            : R_split(ctx, x0_marker)) === "by-side"
      ? x1_player === "union"
        ? (x3_kept ??=
            typeof x0_marker === "number" && x0_marker >= 1000000000
              ? ((ctx.state.pieces[x0_marker - 1000000000]?.state["first"] as V.Value | undefined) ??
                R_first(ctx, x0_marker))
              : R_first(ctx, x0_marker))
        : (x4_kept ??=
            typeof x0_marker === "number" && x0_marker >= 1000000000
              ? ((ctx.state.pieces[x0_marker - 1000000000]?.state["second"] as V.Value | undefined) ??
                R_second(ctx, x0_marker))
              : R_second(ctx, x0_marker))
      : (x3_kept ??=
          typeof x0_marker === "number" && x0_marker >= 1000000000
            ? ((ctx.state.pieces[x0_marker - 1000000000]?.state["first"] as V.Value | undefined) ??
              R_first(ctx, x0_marker))
            : R_first(ctx, x0_marker));
};

const U1 = (ctx: V.EvalContext, x0_marker: V.Value, x1_player: V.Value): V.Value => {
  let x2_kept: V.Value | undefined;
  return (
    ((x2_kept ??= ctx.fn[0 /* entry-of */]!(ctx, x0_marker, x1_player)) === "end" &&
      !V.truthy(SF_drawn(ctx, x1_player))) ||
    ((x2_kept ??= ctx.fn[0 /* entry-of */]!(ctx, x0_marker, x1_player)) === "quantrill" && x1_player === "union")
  );
};

const U2 = (ctx: V.EvalContext, x0_a: V.Value): V.Value => {
  let x1_kept: V.Value | undefined;
  return V.truthy(AF_captured(ctx, x0_a))
    ? B.other(ctx, (x1_kept ??= S_control(ctx, x0_a)))
    : (x1_kept ??= S_control(ctx, x0_a));
};

const U3 = (ctx: V.EvalContext, x0_player: V.Value, x1_a: V.Value): V.Value => {
  const x2_items = V.readList(ctx, B.piecesOf(ctx, x0_player, x1_a), "a selection");
  const x3_selected: V.Value[] = [];
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_u = x2_items[x5_i]!;
    if (
      (typeof x4_u === "number" && x4_u >= 1000000000
        ? ((ctx.state.pieces[x4_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x4_u))
        : V.kindOf(ctx, x4_u)) !== "supply-wagon"
    )
      x3_selected.push(x4_u);
  }
  return x3_selected;
};

const U4 = (ctx: V.EvalContext, x0_nation: V.Value): V.Value =>
  x0_nation === "cherokee"
    ? [2000000010 /* tahlequah */]
    : x0_nation === "creek"
      ? [2000000009 /* council-grounds */]
      : x0_nation === "seminole"
        ? [2000000015 /* seminole-town */]
        : x0_nation === "choctaw-chickasaw"
          ? K_ddbd986be030
          : x0_nation === "osage"
            ? ctx.fn[204 /* capitals */]!(ctx)
            : [];

const U5 = (ctx: V.EvalContext): V.Value => {
  const x0_items = K_85ea311d1015;
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_a = x0_items[x3_i]!;
    if (
      V.truthy(S_base(ctx, x2_a)) &&
      ctx.fn[8 /* controller */]!(ctx, x2_a) === "union" &&
      (AF_owner(ctx, x2_a) === "union" || V.truthy(AF_union$took(ctx, x2_a)))
    )
      x1_selected.push(x2_a);
  }
  return x1_selected;
};

const U6 = (ctx: V.EvalContext): V.Value => {
  const x0_items = K_85ea311d1015;
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_a = x0_items[x3_i]!;
    if (
      V.truthy(S_base(ctx, x2_a)) &&
      AF_owner(ctx, x2_a) === "confederate" &&
      ctx.fn[8 /* controller */]!(ctx, x2_a) === "confederate" &&
      !V.truthy(AF_union$took(ctx, x2_a))
    )
      x1_selected.push(x2_a);
  }
  return x1_selected;
};

const U7 = (ctx: V.EvalContext, x0_u: V.Value, x1_player: V.Value): V.Value => {
  let x2_kept: V.Value | undefined;
  let x15_chosen: V.Value;
  if (x1_player === "union") {
    const x8_left = ctx.fn[20 /* union-bases */]!(ctx);
    let x7_chosen: V.Value;
    if ((x2_kept ??= S_army(ctx, x0_u)) === "union-indian") {
      const x3_items = V.readList(ctx, ctx.fn[204 /* capitals */]!(ctx), "a selection");
      const x4_selected: V.Value[] = [];
      for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
        const x5_c = x3_items[x6_i]!;
        if (ctx.fn[8 /* controller */]!(ctx, x5_c) === "union" && !V.truthy(AF_guarded(ctx, x5_c)))
          x4_selected.push(x5_c);
      }
      x7_chosen = x4_selected;
    } else {
      x7_chosen = [];
    }
    x15_chosen = V.plus(x8_left, x7_chosen);
  } else {
    const x14_left = ctx.fn[24 /* confederate-bases */]!(ctx);
    let x13_chosen: V.Value;
    if ((x2_kept ??= S_army(ctx, x0_u)) === "confederate-indian") {
      const x9_items = V.readList(ctx, ctx.fn[16 /* nation-capitals */]!(ctx, S_nation(ctx, x0_u)), "a selection");
      const x10_selected: V.Value[] = [];
      for (let x12_i = 0; x12_i < x9_items.length; x12_i++) {
        const x11_c = x9_items[x12_i]!;
        if (ctx.fn[8 /* controller */]!(ctx, x11_c) === "confederate") x10_selected.push(x11_c);
      }
      x13_chosen = x10_selected;
    } else {
      x13_chosen = [];
    }
    x15_chosen = V.plus(x14_left, x13_chosen);
  }
  return x15_chosen;
};

const U8 = (ctx: V.EvalContext, x0_player: V.Value, x1_indian_only: V.Value): V.Value => {
  const x2_items = V.readPieces(ctx, ctx.fn[128 /* recruit-box-of */]!(ctx, x0_player));
  const x3_selected: V.Value[] = [];
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_u = x2_items[x5_i]!;
    if (
      !V.truthy(
        typeof x4_u === "number" && x4_u >= 1000000000
          ? ((ctx.state.pieces[x4_u - 1000000000]?.state["acted"] as V.Value | undefined) ?? R_acted(ctx, x4_u))
          : R_acted(ctx, x4_u),
      ) &&
      !B.empty(ctx, ctx.fn[28 /* recruit-spaces */]!(ctx, x4_u, x0_player)) &&
      (!V.truthy(x1_indian_only) || S_army(ctx, x4_u) === "union-indian" || S_army(ctx, x4_u) === "confederate-indian")
    )
      x3_selected.push(x4_u);
  }
  return x3_selected;
};

const U9 = (ctx: V.EvalContext, x0_u: V.Value): V.Value => {
  let x1_kept: V.Value | undefined;
  return (x1_kept ??= S_class(ctx, x0_u)) === "cavalry" ||
    (x1_kept ??= S_class(ctx, x0_u)) === "leader" ||
    S_army(ctx, x0_u) === "wild-indian"
    ? 4
    : 2;
};

const U10 = (ctx: V.EvalContext, x0_group: V.Value, x1_start: V.Value, x2_player: V.Value): V.Value => {
  let x7_either =
    !V.truthy(AF_devastated(ctx, x1_start)) ||
    (V.truthy(S_base(ctx, x1_start)) && ctx.fn[8 /* controller */]!(ctx, x1_start) === x2_player);
  if (!x7_either) {
    const x3_items = V.readList(ctx, ctx.fn[80 /* forts-in */]!(ctx, x1_start), "a selection");
    let x4_found = false;
    for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
      const x5_f = x3_items[x6_i]!;
      if (
        V.truthy(
          typeof x5_f === "number" && x5_f >= 1000000000
            ? ((ctx.state.pieces[x5_f - 1000000000]?.state["done"] as V.Value | undefined) ?? R_done(ctx, x5_f))
            : R_done(ctx, x5_f),
        )
      ) {
        x4_found = true;
        break;
      }
    }
    x7_either = !!x4_found;
  }
  let x12_either = x7_either;
  if (!x12_either) {
    const x8_items = Array.isArray(x0_group) ? x0_group : V.readList(ctx, x0_group, "a selection");
    let x9_found = false;
    for (let x11_i = 0; x11_i < x8_items.length; x11_i++) {
      const x10_w = x8_items[x11_i]!;
      if (
        (typeof x10_w === "number" && x10_w >= 1000000000
          ? ((ctx.state.pieces[x10_w - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x10_w))
          : V.kindOf(ctx, x10_w)) === "supply-wagon"
      ) {
        x9_found = true;
        break;
      }
    }
    x12_either = !!x9_found;
  }
  return x12_either;
};

const U11 = (ctx: V.EvalContext, x0_group: V.Value, x1_start: V.Value, x2_player: V.Value): V.Value => {
  let x11_chosen: V.Value;
  if (ctx.fn[40 /* supplied-to-move */]!(ctx, x0_group, x1_start, x2_player) as boolean) {
    const x3_items = Array.isArray(x0_group) ? x0_group : V.readList(ctx, x0_group, "a selection");
    const x4_selected: V.Value[] = [];
    for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
      const x5_u = x3_items[x6_i]!;
      x4_selected.push(ctx.fn[36 /* full-speed */]!(ctx, x5_u));
    }
    x11_chosen = B.lowest(ctx, x4_selected);
  } else {
    const x7_items = Array.isArray(x0_group) ? x0_group : V.readList(ctx, x0_group, "a selection");
    const x8_selected: V.Value[] = [];
    for (let x10_i = 0; x10_i < x7_items.length; x10_i++) {
      const x9_u = x7_items[x10_i]!;
      x8_selected.push(ctx.fn[36 /* full-speed */]!(ctx, x9_u));
    }
    x11_chosen = V.divide(B.lowest(ctx, x8_selected), 2);
  }
  return x11_chosen;
};

const U12 = (ctx: V.EvalContext, x0_u: V.Value): V.Value =>
  ctx.fn[44 /* group-speed */]!(
    ctx,
    [x0_u],
    typeof x0_u === "number" && x0_u >= 1000000000
      ? ((ctx.state.pieces[x0_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_u))
      : B.location(ctx, x0_u),
    typeof x0_u === "number" && x0_u >= 1000000000
      ? ((ctx.state.pieces[x0_u - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x0_u))
      : B.owner(ctx, x0_u),
  );

const U13 = (ctx: V.EvalContext, x0_to: V.Value, x1_crossing: V.Value): V.Value =>
  S_terrain(ctx, x0_to) === "rough" || V.truthy(AF_devastated(ctx, x0_to)) || x1_crossing === "river" ? 2 : 1;

const U14 = (
  ctx: V.EvalContext,
  x0_group: V.Value,
  x1_here: V.Value,
  x2_next: V.Value,
  x3_player: V.Value,
): V.Value => {
  let x8_both =
    S_terrain(ctx, x2_next) === "rough" &&
    !V.truthy(AF_devastated(ctx, x2_next)) &&
    B.linkKind(ctx, x1_here, x2_next) !== "river";
  if (x8_both) {
    const x4_items = Array.isArray(x0_group) ? x0_group : V.readList(ctx, x0_group, "a selection");
    let x5_found = false;
    for (let x7_i = 0; x7_i < x4_items.length; x7_i++) {
      const x6_u = x4_items[x7_i]!;
      if (S_class(ctx, x6_u) === "engineers") {
        x5_found = true;
        break;
      }
    }
    x8_both = !!x5_found;
  }
  return x8_both ? 1 : B.stepCost(ctx, x1_here, x2_next, x3_player, B.first(ctx, x0_group));
};

const U15 = (ctx: V.EvalContext, x0_player: V.Value): V.Value => {
  const x1_items = V.readList(ctx, B.piecesOf(ctx, x0_player, "territory-map"), "a selection");
  const x2_selected: V.Value[] = [];
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_u = x1_items[x4_i]!;
    if (
      !V.truthy(
        typeof x3_u === "number" && x3_u >= 1000000000
          ? ((ctx.state.pieces[x3_u - 1000000000]?.state["acted"] as V.Value | undefined) ?? R_acted(ctx, x3_u))
          : R_acted(ctx, x3_u),
      )
    )
      x2_selected.push(x3_u);
  }
  return x2_selected;
};

const U16 = (ctx: V.EvalContext, x0_lead: V.Value, x1_player: V.Value): V.Value => {
  let x2_kept: V.Value | undefined;
  const x3_items = V.readList(
    ctx,
    B.piecesOf(
      ctx,
      x1_player,
      typeof x0_lead === "number" && x0_lead >= 1000000000
        ? ((ctx.state.pieces[x0_lead - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_lead))
        : B.location(ctx, x0_lead),
    ),
    "a selection",
  );
  const x4_selected: V.Value[] = [];
  for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
    const x5_u = x3_items[x6_i]!;
    if (
      x5_u !== x0_lead &&
      !V.truthy(
        typeof x5_u === "number" && x5_u >= 1000000000
          ? ((ctx.state.pieces[x5_u - 1000000000]?.state["acted"] as V.Value | undefined) ?? R_acted(ctx, x5_u))
          : R_acted(ctx, x5_u),
      ) &&
      (V.truthy(S_leader(ctx, x0_lead)) ||
        (typeof x5_u === "number" && x5_u >= 1000000000
          ? ((ctx.state.pieces[x5_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x5_u))
          : V.kindOf(ctx, x5_u)) === "supply-wagon" ||
        ((typeof x5_u === "number" && x5_u >= 1000000000
          ? ((ctx.state.pieces[x5_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x5_u))
          : V.kindOf(ctx, x5_u)) ===
          (x2_kept ??=
            typeof x0_lead === "number" && x0_lead >= 1000000000
              ? ((ctx.state.pieces[x0_lead - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x0_lead))
              : V.kindOf(ctx, x0_lead)) &&
          !V.truthy(S_leader(ctx, x5_u)) &&
          (x2_kept ??=
            typeof x0_lead === "number" && x0_lead >= 1000000000
              ? ((ctx.state.pieces[x0_lead - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x0_lead))
              : V.kindOf(ctx, x0_lead)) !== "supply-wagon") ||
        ((x2_kept ??=
          typeof x0_lead === "number" && x0_lead >= 1000000000
            ? ((ctx.state.pieces[x0_lead - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x0_lead))
            : V.kindOf(ctx, x0_lead)) === "supply-wagon" &&
          (typeof x5_u === "number" && x5_u >= 1000000000
            ? ((ctx.state.pieces[x5_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x5_u))
            : V.kindOf(ctx, x5_u)) === "supply-wagon"))
    )
      x4_selected.push(x5_u);
  }
  return x4_selected;
};

const U17 = (ctx: V.EvalContext, x0_group: V.Value, x1_a: V.Value): V.Value => {
  let x6_both = V.isIn(ctx, "quantrill", x0_group) && V.truthy(S_base(ctx, x1_a)) && AF_owner(ctx, x1_a) === "union";
  if (x6_both) {
    const x2_items = Array.isArray(x0_group) ? x0_group : V.readList(ctx, x0_group, "a selection");
    let x3_found = false;
    for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
      const x4_l = x2_items[x5_i]!;
      if (V.truthy(S_leader(ctx, x4_l)) && S_side(ctx, x4_l) === "confederate") {
        x3_found = true;
        break;
      }
    }
    x6_both = !x3_found;
  }
  return !x6_both;
};

const U18 = (ctx: V.EvalContext, x0_mover: V.Value, x1_a: V.Value): V.Value => {
  let x6_chosen: V.Value;
  if (ctx.fn[132 /* raider */]!(ctx, x0_mover) as boolean) {
    x6_chosen = [];
  } else {
    const x2_items = K_d197e5ff2135;
    const x3_selected: V.Value[] = [];
    for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
      const x4_t = x2_items[x5_i]!;
      if (!ctx.fn[13 /* units-of#empty */]!(ctx, x4_t, x1_a)) x3_selected.push(x4_t);
    }
    x6_chosen = x3_selected;
  }
  return x6_chosen;
};

const U19 = (ctx: V.EvalContext, x0_player: V.Value): V.Value => {
  const x1_items = V.readList(ctx, B.piecesOf(ctx, B.other(ctx, x0_player), "territory-map"), "a selection");
  const x2_selected: V.Value[] = [];
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_u = x1_items[x4_i]!;
    if (
      (typeof x3_u === "number" && x3_u >= 1000000000
        ? ((ctx.state.pieces[x3_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x3_u))
        : V.kindOf(ctx, x3_u)) !== "supply-wagon" &&
      !V.truthy(S_leader(ctx, x3_u)) &&
      !(ctx.fn[156 /* fortified */]!(
        ctx,
        typeof x3_u === "number" && x3_u >= 1000000000
          ? ((ctx.state.pieces[x3_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x3_u))
          : B.location(ctx, x3_u),
      ) as boolean)
    )
      x2_selected.push(x3_u);
  }
  return x2_selected;
};

const U20 = (ctx: V.EvalContext, x0_a: V.Value): V.Value => {
  const x1_items =
    (typeof x0_a === "number" ? ctx.state.places[x0_a - 2000000000] : undefined) ?? V.areaPieces(ctx, x0_a);
  const x2_selected: V.Value[] = [];
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_f = x1_items[x4_i]!;
    if (
      (typeof x3_f === "number" && x3_f >= 1000000000
        ? ((ctx.state.pieces[x3_f - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x3_f))
        : V.kindOf(ctx, x3_f)) === "fort"
    )
      x2_selected.push(x3_f);
  }
  return x2_selected;
};

const U21 = (ctx: V.EvalContext, x0_player: V.Value, x1_a: V.Value): V.Value => {
  const x2_items = V.readList(ctx, B.piecesOf(ctx, x0_player, x1_a), "a selection");
  const x3_selected: V.Value[] = [];
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_w = x2_items[x5_i]!;
    if (
      (typeof x4_w === "number" && x4_w >= 1000000000
        ? ((ctx.state.pieces[x4_w - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x4_w))
        : V.kindOf(ctx, x4_w)) === "supply-wagon"
    )
      x3_selected.push(x4_w);
  }
  return x3_selected;
};

const U22 = (ctx: V.EvalContext, x0_player: V.Value, x1_a: V.Value): V.Value => {
  const x2_items = V.readList(ctx, B.piecesOf(ctx, x0_player, x1_a), "a selection");
  const x3_selected: V.Value[] = [];
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_u = x2_items[x5_i]!;
    if (
      (typeof x4_u === "number" && x4_u >= 1000000000
        ? ((ctx.state.pieces[x4_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x4_u))
        : V.kindOf(ctx, x4_u)) !== "supply-wagon" &&
      !V.truthy(
        typeof x4_u === "number" && x4_u >= 1000000000
          ? ((ctx.state.pieces[x4_u - 1000000000]?.state["acted"] as V.Value | undefined) ?? R_acted(ctx, x4_u))
          : R_acted(ctx, x4_u),
      )
    )
      x3_selected.push(x4_u);
  }
  return x3_selected;
};

const U23 = (ctx: V.EvalContext, x0_player: V.Value): V.Value => {
  let x1_kept: V.Value | undefined;
  const x2_items = K_85ea311d1015;
  const x3_selected: V.Value[] = [];
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_a = x2_items[x5_i]!;
    if (
      ctx.fn[8 /* controller */]!(ctx, x4_a) === x0_player &&
      !V.truthy(S_base(ctx, x4_a)) &&
      !ctx.fn[89 /* idle-units#empty */]!(ctx, x0_player, x4_a) &&
      !ctx.fn[85 /* wagons-in#empty */]!(ctx, x0_player, x4_a) &&
      (ctx.fn[81 /* forts-in#empty */]!(ctx, x4_a) ||
        (!V.truthy(R_done(ctx, ctx.fn[83 /* forts-in#first */]!(ctx, x4_a))) &&
          V.lt(
            R_begun(ctx, ctx.fn[83 /* forts-in#first */]!(ctx, x4_a)),
            (x1_kept ??= B.value(ctx, ctx.state.tracks["impulse-count"] ?? null)),
          )))
    )
      x3_selected.push(x4_a);
  }
  return x3_selected;
};

const U24 = (ctx: V.EvalContext, x0_player: V.Value, x1_a: V.Value): V.Value => {
  const x2_items = V.readList(ctx, ctx.fn[12 /* units-of */]!(ctx, x0_player, x1_a), "a selection");
  let x3_found = false;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_u = x2_items[x5_i]!;
    if (S_class(ctx, x4_u) === "engineers") {
      x3_found = true;
      break;
    }
  }
  return !!x3_found;
};

const U25 = (ctx: V.EvalContext, x0_player: V.Value, x1_a: V.Value): V.Value => {
  const x2_items = V.readList(ctx, ctx.fn[84 /* wagons-in */]!(ctx, x0_player, x1_a), "a selection");
  const x3_selected: V.Value[] = [];
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_w = x2_items[x5_i]!;
    x3_selected.push(B.strength(ctx, x4_w));
  }
  return B.sum(ctx, x3_selected);
};

const U26 = (ctx: V.EvalContext, x0_a: V.Value): V.Value =>
  S_terrain(ctx, x0_a) !== "rough" && !V.truthy(S_base(ctx, x0_a)) && !V.truthy(AF_devastated(ctx, x0_a));

const U27 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, 2000000041 /* marker-pool */);
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_m = x0_items[x3_i]!;
    if (
      (typeof x2_m === "number" && x2_m >= 1000000000
        ? ((ctx.state.pieces[x2_m - 1000000000]?.state["first"] as V.Value | undefined) ?? R_first(ctx, x2_m))
        : R_first(ctx, x2_m)) === "devastation"
    )
      x1_selected.push(x2_m);
  }
  return x1_selected;
};

const U28 = (ctx: V.EvalContext, x0_player: V.Value): V.Value => {
  const x1_items = K_85ea311d1015;
  const x2_selected: V.Value[] = [];
  for (let x9_i = 0; x9_i < x1_items.length; x9_i++) {
    const x3_a = x1_items[x9_i]!;
    let x8_both = ctx.fn[104 /* devastable */]!(ctx, x3_a) as boolean;
    if (x8_both) {
      const x4_items = V.readList(ctx, B.piecesOf(ctx, x0_player, x3_a), "a selection");
      let x5_found = false;
      for (let x7_i = 0; x7_i < x4_items.length; x7_i++) {
        const x6_u = x4_items[x7_i]!;
        if (
          !V.truthy(
            typeof x6_u === "number" && x6_u >= 1000000000
              ? ((ctx.state.pieces[x6_u - 1000000000]?.state["acted"] as V.Value | undefined) ?? R_acted(ctx, x6_u))
              : R_acted(ctx, x6_u),
          ) &&
          (typeof x6_u === "number" && x6_u >= 1000000000
            ? ((ctx.state.pieces[x6_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x6_u))
            : V.kindOf(ctx, x6_u)) !== "supply-wagon"
        ) {
          x5_found = true;
          break;
        }
      }
      x8_both = !!x5_found;
    }
    if (x8_both) x2_selected.push(x3_a);
  }
  return x2_selected;
};

const U29 = (ctx: V.EvalContext, x0_player: V.Value): V.Value =>
  x0_player === "union" ? 2000000030 /* union-wagons */ : 2000000031 /* confederate-wagons */;

const U30 = (ctx: V.EvalContext, x0_player: V.Value): V.Value =>
  x0_player === "union" ? ctx.fn[20 /* union-bases */]!(ctx) : ctx.fn[24 /* confederate-bases */]!(ctx);

const U31 = (ctx: V.EvalContext, x0_player: V.Value): V.Value =>
  V.plus(
    V.plus(
      V.plus(
        V.plus(
          ctx.fn[33 /* recruitable#empty */]!(ctx, x0_player, false) ? [] : ["recruit"],
          ctx.fn[61 /* movable#empty */]!(ctx, x0_player) ? [] : ["move"],
        ),
        ctx.fn[93 /* fort-sites#empty */]!(ctx, x0_player) ? [] : ["build"],
      ),
      V.readPieces(ctx, ctx.fn[116 /* wagon-box */]!(ctx, x0_player)).length === 0 ||
        ctx.fn[121 /* friendly-bases#empty */]!(ctx, x0_player)
        ? []
        : ["wagon"],
    ),
    ctx.fn[109 /* pool-devastation#empty */]!(ctx) || ctx.fn[113 /* devastation-targets#empty */]!(ctx, x0_player)
      ? []
      : ["devastate"],
  );

const U32 = (ctx: V.EvalContext, x0_player: V.Value): V.Value =>
  x0_player === "union"
    ? 2000000036 /* union-recruits */
    : x0_player === "confederate"
      ? 2000000037 /* confederate-recruits */
      : x0_player === "kiowa"
        ? 2000000039 /* kiowa-raiders */
        : 2000000040 /* comanche-raiders */;

const U33 = (ctx: V.EvalContext, x0_s: V.Value): V.Value => x0_s === "kiowa" || x0_s === "comanche";

const U34 = (ctx: V.EvalContext, x0_s: V.Value): V.Value =>
  (ctx.fn[132 /* raider */]!(ctx, x0_s) as boolean)
    ? V.truthy(SF_raiding(ctx, "union"))
      ? "union"
      : "confederate"
    : x0_s;

const U35 = (ctx: V.EvalContext, x0_mover: V.Value, x1_a: V.Value): V.Value =>
  (ctx.fn[132 /* raider */]!(ctx, x0_mover) as boolean)
    ? V.plus(ctx.fn[12 /* units-of */]!(ctx, "union", x1_a), ctx.fn[12 /* units-of */]!(ctx, "confederate", x1_a))
    : ctx.fn[12 /* units-of */]!(ctx, B.other(ctx, x0_mover), x1_a);

const U36 = (ctx: V.EvalContext, x0_player: V.Value, x1_place: V.Value): V.Value => {
  const x2_items = V.readList(ctx, ctx.fn[12 /* units-of */]!(ctx, x0_player, x1_place), "a selection");
  const x3_selected: V.Value[] = [];
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_u = x2_items[x5_i]!;
    if (!V.truthy(S_leader(ctx, x4_u))) x3_selected.push(x4_u);
  }
  return x3_selected;
};

const U37 = (ctx: V.EvalContext, x0_player: V.Value, x1_place: V.Value): V.Value => {
  const x2_items = V.readList(ctx, ctx.fn[144 /* combat-units */]!(ctx, x0_player, x1_place), "a selection");
  const x3_selected: V.Value[] = [];
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_u = x2_items[x5_i]!;
    if (
      !V.truthy(
        typeof x4_u === "number" && x4_u >= 1000000000
          ? ((ctx.state.pieces[x4_u - 1000000000]?.state["panicked"] as V.Value | undefined) ?? R_panicked(ctx, x4_u))
          : R_panicked(ctx, x4_u),
      )
    )
      x3_selected.push(x4_u);
  }
  return x3_selected;
};

const U38 = (ctx: V.EvalContext, x0_player: V.Value, x1_place: V.Value): V.Value => {
  const x2_items = V.readList(ctx, ctx.fn[12 /* units-of */]!(ctx, x0_player, x1_place), "a selection");
  const x3_selected: V.Value[] = [];
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_l = x2_items[x5_i]!;
    if (V.truthy(S_leader(ctx, x4_l))) x3_selected.push(x4_l);
  }
  for (let x6_i = 0; x6_i < x3_selected.length; x6_i++) {
    const x4_l = x3_selected[x6_i]!;
    x3_selected[x6_i] = S_rating(ctx, x4_l);
  }
  return B.highest(ctx, x3_selected);
};

const U39 = (ctx: V.EvalContext, x0_place: V.Value): V.Value => {
  let x5_either = V.truthy(S_base(ctx, x0_place));
  if (!x5_either) {
    const x1_items = V.readList(ctx, ctx.fn[80 /* forts-in */]!(ctx, x0_place), "a selection");
    let x2_found = false;
    for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
      const x3_f = x1_items[x4_i]!;
      if (
        V.truthy(
          typeof x3_f === "number" && x3_f >= 1000000000
            ? ((ctx.state.pieces[x3_f - 1000000000]?.state["done"] as V.Value | undefined) ?? R_done(ctx, x3_f))
            : R_done(ctx, x3_f),
        )
      ) {
        x2_found = true;
        break;
      }
    }
    x5_either = !!x2_found;
  }
  return x5_either;
};

const U40 = (ctx: V.EvalContext, x0_player: V.Value, x1_place: V.Value): V.Value => {
  const x2_items = V.readList(ctx, ctx.fn[144 /* combat-units */]!(ctx, x0_player, x1_place), "a selection");
  let x3_found = false;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_u = x2_items[x5_i]!;
    if (S_class(ctx, x4_u) === "engineers") {
      x3_found = true;
      break;
    }
  }
  return !!x3_found;
};

const U41 = (ctx: V.EvalContext, x0_s: V.Value): V.Value =>
  (ctx.fn[132 /* raider */]!(ctx, x0_s) as boolean) ? false : SF_supplied(ctx, x0_s);

const U42 = (ctx: V.EvalContext, x0_target_side: V.Value, x1_place: V.Value, x2_attacker: V.Value): V.Value =>
  (ctx.fn[156 /* fortified */]!(ctx, x1_place) as boolean) &&
  (x0_target_side === x2_attacker || (ctx.fn[160 /* has-engineers */]!(ctx, x2_attacker, x1_place) as boolean));

const U43 = (ctx: V.EvalContext, x0_target_side: V.Value, x1_place: V.Value, x2_attacker: V.Value): V.Value =>
  (ctx.fn[156 /* fortified */]!(ctx, x1_place) as boolean) &&
  x0_target_side !== x2_attacker &&
  !(ctx.fn[160 /* has-engineers */]!(ctx, x2_attacker, x1_place) as boolean);

const U44 = (ctx: V.EvalContext, x0_shooter: V.Value, x1_place: V.Value, x2_r: V.Value): V.Value => {
  let x3_kept: V.Value | undefined;
  return V.lookupTable(
    ctx,
    1 /* battle-results */,
    B.min(
      ctx,
      V.plus(
        x2_r,
        S_class(ctx, x0_shooter) === "artillery" && (x3_kept ??= S_terrain(ctx, x1_place)) === "prairie" ? 1 : 0,
      ),
      7,
    ),
    (x3_kept ??= S_terrain(ctx, x1_place)),
  );
};

const U45 = (ctx: V.EvalContext, x0_player: V.Value, x1_place: V.Value): V.Value => {
  const x2_items = V.readList(ctx, ctx.fn[148 /* able */]!(ctx, x0_player, x1_place), "a selection");
  const x3_selected: V.Value[] = [];
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_u = x2_items[x5_i]!;
    if (S_class(ctx, x4_u) === "artillery") x3_selected.push(x4_u);
  }
  return x3_selected;
};

const U46 = (
  ctx: V.EvalContext,
  x0_player: V.Value,
  x1_place: V.Value,
  x2_attacker: V.Value,
  x3_pursuing: V.Value,
): V.Value =>
  V.plus(
    ctx.fn[152 /* leader-value */]!(ctx, x0_player, x1_place),
    V.truthy(x3_pursuing) && x0_player === x2_attacker ? 2 : 0,
  );

const U47 = (
  ctx: V.EvalContext,
  x0_place: V.Value,
  x1_attacking: V.Value,
  x2_from: V.Value,
  x3_enemy: V.Value,
  x4_player: V.Value,
): V.Value => {
  let x9_chosen: V.Value;
  if (V.truthy(x1_attacking)) {
    x9_chosen = [x2_from];
  } else {
    const x5_items = V.readList(ctx, B.neighbours(ctx, x0_place), "a selection");
    const x6_selected: V.Value[] = [];
    for (let x8_i = 0; x8_i < x5_items.length; x8_i++) {
      const x7_n = x5_items[x8_i]!;
      if (
        x7_n !== x2_from &&
        ctx.fn[13 /* units-of#empty */]!(ctx, x3_enemy, x7_n) &&
        (ctx.fn[200 /* may-enter */]!(ctx, x4_player, x7_n) as boolean)
      )
        x6_selected.push(x7_n);
    }
    x9_chosen = x6_selected;
  }
  return x9_chosen;
};

const U48 = (ctx: V.EvalContext, x0_player: V.Value, x1_place: V.Value): V.Value => {
  const x2_items = V.readList(ctx, ctx.fn[148 /* able */]!(ctx, x0_player, x1_place), "a selection");
  const x3_selected: V.Value[] = [];
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_u = x2_items[x5_i]!;
    if (S_class(ctx, x4_u) === "cavalry") x3_selected.push(x4_u);
  }
  return x3_selected;
};

const U49 = (ctx: V.EvalContext, x0_place: V.Value, x1_player: V.Value): V.Value => {
  let x2_kept: V.Value | undefined;
  let x7_chosen: V.Value;
  if ((x2_kept ??= S_terrain(ctx, x0_place)) === "rough" || (x2_kept ??= S_terrain(ctx, x0_place)) === "forest") {
    x7_chosen = [];
  } else {
    const x3_items = V.readList(ctx, B.neighbours(ctx, x0_place), "a selection");
    const x4_selected: V.Value[] = [];
    for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
      const x5_n = x3_items[x6_i]!;
      if (
        S_terrain(ctx, x5_n) !== "rough" &&
        S_terrain(ctx, x5_n) !== "forest" &&
        (ctx.fn[200 /* may-enter */]!(ctx, x1_player, x5_n) as boolean)
      )
        x4_selected.push(x5_n);
    }
    x7_chosen = x4_selected;
  }
  return x7_chosen;
};

const U50 = (ctx: V.EvalContext, x0_player: V.Value, x1_a: V.Value): V.Value =>
  !(
    (ctx.fn[132 /* raider */]!(ctx, x0_player) as boolean) &&
    V.truthy(S_base(ctx, x1_a)) &&
    AF_owner(ctx, x1_a) !== x0_player
  );

const U51 = (ctx: V.EvalContext): V.Value => {
  const x0_items = K_85ea311d1015;
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_s = x0_items[x3_i]!;
    if (V.truthy(S_capital(ctx, x2_s))) x1_selected.push(x2_s);
  }
  return x1_selected;
};

const U52 = (ctx: V.EvalContext, x0_player: V.Value): V.Value => {
  const x1_items = V.readList(ctx, ctx.fn[204 /* capitals */]!(ctx), "a selection");
  const x2_selected: V.Value[] = [];
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_c = x1_items[x4_i]!;
    if (ctx.fn[8 /* controller */]!(ctx, x3_c) === x0_player) x2_selected.push(x3_c);
  }
  return x2_selected;
};

const U53 = (ctx: V.EvalContext): V.Value => {
  const x0_items = K_2ff897da12e6;
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_f = x0_items[x3_i]!;
    if (ctx.fn[8 /* controller */]!(ctx, x2_f) === "confederate") x1_selected.push(x2_f);
  }
  return x1_selected;
};

const U54 = (ctx: V.EvalContext, x0_player: V.Value, x1_a: V.Value): V.Value => {
  const x2_items = V.readList(ctx, B.piecesOf(ctx, x0_player, x1_a), "a selection");
  let x3_count = 0;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_u = x2_items[x5_i]!;
    if (
      (typeof x4_u === "number" && x4_u >= 1000000000
        ? ((ctx.state.pieces[x4_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x4_u))
        : V.kindOf(ctx, x4_u)) !== "supply-wagon"
    ) {
      x3_count++;
    }
  }
  return x3_count;
};

const U55 = (ctx: V.EvalContext, x0_c: V.Value): V.Value => {
  let x1_kept: V.Value | undefined;
  const x2_items = V.readList(ctx, B.piecesOf(ctx, "union", "territory-map"), "a selection");
  const x3_selected: V.Value[] = [];
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_u = x2_items[x5_i]!;
    if (
      (typeof x4_u === "number" && x4_u >= 1000000000
        ? ((ctx.state.pieces[x4_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x4_u))
        : V.kindOf(ctx, x4_u)) !== "supply-wagon"
    )
      x3_selected.push(x4_u);
  }
  for (let x6_i = 0; x6_i < x3_selected.length; x6_i++) {
    const x4_u = x3_selected[x6_i]!;
    x3_selected[x6_i] = V.plus(
      B.distance(
        ctx,
        typeof x4_u === "number" && x4_u >= 1000000000
          ? ((ctx.state.pieces[x4_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x4_u))
          : B.location(ctx, x4_u),
        x0_c,
      ),
      V.times(
        2,
        B.max(
          ctx,
          0,
          V.minus(
            V.plus((x1_kept ??= ctx.fn[216 /* units-in */]!(ctx, "confederate", x0_c)), 1),
            ctx.fn[216 /* units-in */]!(
              ctx,
              "union",
              typeof x4_u === "number" && x4_u >= 1000000000
                ? ((ctx.state.pieces[x4_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x4_u))
                : B.location(ctx, x4_u),
            ),
          ),
        ),
      ),
    );
  }
  return B.lowest(ctx, V.plus(x3_selected, [12]));
};

const U56 = (
  ctx: V.EvalContext,
  _mover: V.Value,
  _piece: V.Value,
  _from: V.Value,
  x0_to: V.Value,
  x1_crossing: V.Value,
): V.Value =>
  S_terrain(ctx, x0_to) === "rough" || V.truthy(AF_devastated(ctx, x0_to)) || x1_crossing === "river" ? 2 : 1;

const U57 = (ctx: V.EvalContext, x0_player: V.Value, x1_place: V.Value): V.Value => {
  const x2_items = V.readList(ctx, ctx.fn[144 /* combat-units */]!(ctx, x0_player, x1_place), "a selection");
  let x3_found = false;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_u = x2_items[x5_i]!;
    if (
      !V.truthy(
        typeof x4_u === "number" && x4_u >= 1000000000
          ? ((ctx.state.pieces[x4_u - 1000000000]?.state["panicked"] as V.Value | undefined) ?? R_panicked(ctx, x4_u))
          : R_panicked(ctx, x4_u),
      )
    ) {
      x3_found = true;
      break;
    }
  }
  return !x3_found;
};

const U58 = (ctx: V.EvalContext, x0_player: V.Value): V.Value => {
  const x1_items = V.readList(ctx, ctx.fn[204 /* capitals */]!(ctx), "a selection");
  let x2_count = 0;
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_c = x1_items[x4_i]!;
    if (ctx.fn[8 /* controller */]!(ctx, x3_c) === x0_player) {
      x2_count++;
    }
  }
  return x2_count;
};

const U59 = (ctx: V.EvalContext, x0_player: V.Value, x1_place: V.Value): V.Value => {
  const x2_items = V.readList(ctx, ctx.fn[12 /* units-of */]!(ctx, x0_player, x1_place), "a selection");
  let x3_count = 0;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_u = x2_items[x5_i]!;
    if (!V.truthy(S_leader(ctx, x4_u))) {
      x3_count++;
    }
  }
  return x3_count;
};

const U60 = (ctx: V.EvalContext, x0_player: V.Value, x1_place: V.Value): V.Value => {
  const x2_items = V.readList(ctx, ctx.fn[12 /* units-of */]!(ctx, x0_player, x1_place), "a selection");
  let x3_found = false;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_u = x2_items[x5_i]!;
    if (!V.truthy(S_leader(ctx, x4_u))) {
      x3_found = true;
      break;
    }
  }
  return !x3_found;
};

const U61 = (ctx: V.EvalContext): V.Value => {
  const x0_items = K_2ff897da12e6;
  let x1_count = 0;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_f = x0_items[x3_i]!;
    if (ctx.fn[8 /* controller */]!(ctx, x2_f) === "confederate") {
      x1_count++;
    }
  }
  return x1_count;
};

const U62 = (ctx: V.EvalContext, x0_player: V.Value): V.Value => {
  const x1_items = K_85ea311d1015;
  let x2_found = false;
  for (let x9_i = 0; x9_i < x1_items.length; x9_i++) {
    const x3_a = x1_items[x9_i]!;
    let x8_both = ctx.fn[104 /* devastable */]!(ctx, x3_a) as boolean;
    if (x8_both) {
      const x4_items = V.readList(ctx, B.piecesOf(ctx, x0_player, x3_a), "a selection");
      let x5_found = false;
      for (let x7_i = 0; x7_i < x4_items.length; x7_i++) {
        const x6_u = x4_items[x7_i]!;
        if (
          !V.truthy(
            typeof x6_u === "number" && x6_u >= 1000000000
              ? ((ctx.state.pieces[x6_u - 1000000000]?.state["acted"] as V.Value | undefined) ?? R_acted(ctx, x6_u))
              : R_acted(ctx, x6_u),
          ) &&
          (typeof x6_u === "number" && x6_u >= 1000000000
            ? ((ctx.state.pieces[x6_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x6_u))
            : V.kindOf(ctx, x6_u)) !== "supply-wagon"
        ) {
          x5_found = true;
          break;
        }
      }
      x8_both = !!x5_found;
    }
    if (x8_both) {
      x2_found = true;
      break;
    }
  }
  return !x2_found;
};

const U63 = (ctx: V.EvalContext, x0_player: V.Value): V.Value => {
  let x1_kept: V.Value | undefined;
  const x2_items = K_85ea311d1015;
  let x3_found = false;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_a = x2_items[x5_i]!;
    if (
      ctx.fn[8 /* controller */]!(ctx, x4_a) === x0_player &&
      !V.truthy(S_base(ctx, x4_a)) &&
      !ctx.fn[89 /* idle-units#empty */]!(ctx, x0_player, x4_a) &&
      !ctx.fn[85 /* wagons-in#empty */]!(ctx, x0_player, x4_a) &&
      (ctx.fn[81 /* forts-in#empty */]!(ctx, x4_a) ||
        (!V.truthy(R_done(ctx, ctx.fn[83 /* forts-in#first */]!(ctx, x4_a))) &&
          V.lt(
            R_begun(ctx, ctx.fn[83 /* forts-in#first */]!(ctx, x4_a)),
            (x1_kept ??= B.value(ctx, ctx.state.tracks["impulse-count"] ?? null)),
          )))
    ) {
      x3_found = true;
      break;
    }
  }
  return !x3_found;
};

const U64 = (ctx: V.EvalContext, x0_a: V.Value): V.Value => {
  const x1_items =
    (typeof x0_a === "number" ? ctx.state.places[x0_a - 2000000000] : undefined) ?? V.areaPieces(ctx, x0_a);
  let x2_found = false;
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_f = x1_items[x4_i]!;
    if (
      (typeof x3_f === "number" && x3_f >= 1000000000
        ? ((ctx.state.pieces[x3_f - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x3_f))
        : V.kindOf(ctx, x3_f)) === "fort"
    ) {
      x2_found = true;
      break;
    }
  }
  return !x2_found;
};

const U65 = (ctx: V.EvalContext, x0_a: V.Value): V.Value => {
  const x1_items =
    (typeof x0_a === "number" ? ctx.state.places[x0_a - 2000000000] : undefined) ?? V.areaPieces(ctx, x0_a);
  let x2_first: V.Value = null;
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_f = x1_items[x4_i]!;
    if (
      (typeof x3_f === "number" && x3_f >= 1000000000
        ? ((ctx.state.pieces[x3_f - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x3_f))
        : V.kindOf(ctx, x3_f)) === "fort"
    ) {
      x2_first = x3_f;
      break;
    }
  }
  return x2_first;
};

const U66 = (ctx: V.EvalContext, x0_player: V.Value): V.Value => {
  const x1_items = V.readList(ctx, B.piecesOf(ctx, B.other(ctx, x0_player), "territory-map"), "a selection");
  let x2_found = false;
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_u = x1_items[x4_i]!;
    if (
      (typeof x3_u === "number" && x3_u >= 1000000000
        ? ((ctx.state.pieces[x3_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x3_u))
        : V.kindOf(ctx, x3_u)) !== "supply-wagon" &&
      !V.truthy(S_leader(ctx, x3_u)) &&
      !(ctx.fn[156 /* fortified */]!(
        ctx,
        typeof x3_u === "number" && x3_u >= 1000000000
          ? ((ctx.state.pieces[x3_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x3_u))
          : B.location(ctx, x3_u),
      ) as boolean)
    ) {
      x2_found = true;
      break;
    }
  }
  return !x2_found;
};

const U67 = (ctx: V.EvalContext, x0_player: V.Value): V.Value =>
  x0_player === "union" ? ctx.fn[21 /* union-bases#empty */]!(ctx) : ctx.fn[25 /* confederate-bases#empty */]!(ctx);

const U68 = (ctx: V.EvalContext): V.Value => {
  const x0_items = K_85ea311d1015;
  let x1_found = false;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_a = x0_items[x3_i]!;
    if (
      V.truthy(S_base(ctx, x2_a)) &&
      AF_owner(ctx, x2_a) === "confederate" &&
      ctx.fn[8 /* controller */]!(ctx, x2_a) === "confederate" &&
      !V.truthy(AF_union$took(ctx, x2_a))
    ) {
      x1_found = true;
      break;
    }
  }
  return !x1_found;
};

const U69 = (ctx: V.EvalContext, x0_player: V.Value, x1_place: V.Value): V.Value => {
  const x2_items = V.readList(ctx, ctx.fn[148 /* able */]!(ctx, x0_player, x1_place), "a selection");
  let x3_found = false;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_u = x2_items[x5_i]!;
    if (S_class(ctx, x4_u) === "artillery") {
      x3_found = true;
      break;
    }
  }
  return !x3_found;
};

const U70 = (ctx: V.EvalContext, x0_player: V.Value, x1_a: V.Value): V.Value => {
  const x2_items = V.readList(ctx, B.piecesOf(ctx, x0_player, x1_a), "a selection");
  let x3_found = false;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_u = x2_items[x5_i]!;
    if (
      (typeof x4_u === "number" && x4_u >= 1000000000
        ? ((ctx.state.pieces[x4_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x4_u))
        : V.kindOf(ctx, x4_u)) !== "supply-wagon" &&
      !V.truthy(
        typeof x4_u === "number" && x4_u >= 1000000000
          ? ((ctx.state.pieces[x4_u - 1000000000]?.state["acted"] as V.Value | undefined) ?? R_acted(ctx, x4_u))
          : R_acted(ctx, x4_u),
      )
    ) {
      x3_found = true;
      break;
    }
  }
  return !x3_found;
};

const U71 = (ctx: V.EvalContext, x0_player: V.Value, x1_a: V.Value): V.Value => {
  const x2_items = V.readList(ctx, B.piecesOf(ctx, x0_player, x1_a), "a selection");
  let x3_first: V.Value = null;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_u = x2_items[x5_i]!;
    if (
      (typeof x4_u === "number" && x4_u >= 1000000000
        ? ((ctx.state.pieces[x4_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x4_u))
        : V.kindOf(ctx, x4_u)) !== "supply-wagon" &&
      !V.truthy(
        typeof x4_u === "number" && x4_u >= 1000000000
          ? ((ctx.state.pieces[x4_u - 1000000000]?.state["acted"] as V.Value | undefined) ?? R_acted(ctx, x4_u))
          : R_acted(ctx, x4_u),
      )
    ) {
      x3_first = x4_u;
      break;
    }
  }
  return x3_first;
};

const U72 = (ctx: V.EvalContext, x0_player: V.Value): V.Value => {
  const x1_items = V.readList(ctx, B.piecesOf(ctx, x0_player, "territory-map"), "a selection");
  let x2_found = false;
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_u = x1_items[x4_i]!;
    if (
      !V.truthy(
        typeof x3_u === "number" && x3_u >= 1000000000
          ? ((ctx.state.pieces[x3_u - 1000000000]?.state["acted"] as V.Value | undefined) ?? R_acted(ctx, x3_u))
          : R_acted(ctx, x3_u),
      )
    ) {
      x2_found = true;
      break;
    }
  }
  return !x2_found;
};

const U73 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, 2000000041 /* marker-pool */);
  let x1_found = false;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_m = x0_items[x3_i]!;
    if (
      (typeof x2_m === "number" && x2_m >= 1000000000
        ? ((ctx.state.pieces[x2_m - 1000000000]?.state["first"] as V.Value | undefined) ?? R_first(ctx, x2_m))
        : R_first(ctx, x2_m)) === "devastation"
    ) {
      x1_found = true;
      break;
    }
  }
  return !x1_found;
};

const U74 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readPieces(ctx, 2000000041 /* marker-pool */);
  let x1_first: V.Value = null;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_m = x0_items[x3_i]!;
    if (
      (typeof x2_m === "number" && x2_m >= 1000000000
        ? ((ctx.state.pieces[x2_m - 1000000000]?.state["first"] as V.Value | undefined) ?? R_first(ctx, x2_m))
        : R_first(ctx, x2_m)) === "devastation"
    ) {
      x1_first = x2_m;
      break;
    }
  }
  return x1_first;
};

const U75 = (ctx: V.EvalContext, x0_player: V.Value, x1_indian_only: V.Value): V.Value => {
  const x2_items = V.readPieces(ctx, ctx.fn[128 /* recruit-box-of */]!(ctx, x0_player));
  let x3_found = false;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_u = x2_items[x5_i]!;
    if (
      !V.truthy(
        typeof x4_u === "number" && x4_u >= 1000000000
          ? ((ctx.state.pieces[x4_u - 1000000000]?.state["acted"] as V.Value | undefined) ?? R_acted(ctx, x4_u))
          : R_acted(ctx, x4_u),
      ) &&
      !B.empty(ctx, ctx.fn[28 /* recruit-spaces */]!(ctx, x4_u, x0_player)) &&
      (!V.truthy(x1_indian_only) || S_army(ctx, x4_u) === "union-indian" || S_army(ctx, x4_u) === "confederate-indian")
    ) {
      x3_found = true;
      break;
    }
  }
  return !x3_found;
};

const U76 = (ctx: V.EvalContext): V.Value => {
  const x0_items = K_85ea311d1015;
  let x1_found = false;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_a = x0_items[x3_i]!;
    if (
      V.truthy(S_base(ctx, x2_a)) &&
      ctx.fn[8 /* controller */]!(ctx, x2_a) === "union" &&
      (AF_owner(ctx, x2_a) === "union" || V.truthy(AF_union$took(ctx, x2_a)))
    ) {
      x1_found = true;
      break;
    }
  }
  return !x1_found;
};

const U77 = (ctx: V.EvalContext, x0_player: V.Value, x1_a: V.Value): V.Value => {
  const x2_items = V.readList(ctx, B.piecesOf(ctx, x0_player, x1_a), "a selection");
  let x3_found = false;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_u = x2_items[x5_i]!;
    if (
      (typeof x4_u === "number" && x4_u >= 1000000000
        ? ((ctx.state.pieces[x4_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x4_u))
        : V.kindOf(ctx, x4_u)) !== "supply-wagon"
    ) {
      x3_found = true;
      break;
    }
  }
  return !x3_found;
};

const U78 = (ctx: V.EvalContext, x0_player: V.Value, x1_a: V.Value): V.Value => {
  const x2_items = V.readList(ctx, B.piecesOf(ctx, x0_player, x1_a), "a selection");
  let x3_found = false;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_w = x2_items[x5_i]!;
    if (
      (typeof x4_w === "number" && x4_w >= 1000000000
        ? ((ctx.state.pieces[x4_w - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x4_w))
        : V.kindOf(ctx, x4_w)) === "supply-wagon"
    ) {
      x3_found = true;
      break;
    }
  }
  return !x3_found;
};

const U79 = (ctx: V.EvalContext, x0_player: V.Value, x1_a: V.Value): V.Value => {
  const x2_items = V.readList(ctx, B.piecesOf(ctx, x0_player, x1_a), "a selection");
  let x3_first: V.Value = null;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_w = x2_items[x5_i]!;
    if (
      (typeof x4_w === "number" && x4_w >= 1000000000
        ? ((ctx.state.pieces[x4_w - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x4_w))
        : V.kindOf(ctx, x4_w)) === "supply-wagon"
    ) {
      x3_first = x4_w;
      break;
    }
  }
  return x3_first;
};

const U80 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/warpath/sequence.rules:49:3: if turn > 1 and lookup(seasons, turn, year) != lookup(seasons, turn - 1, year) {";
  if (
    V.gt(ctx.state.turn, 1) &&
    V.lookupTable(ctx, 0 /* seasons */, ctx.state.turn, "year") !==
      V.lookupTable(ctx, 0 /* seasons */, V.minus(ctx.state.turn, 1), "year")
  ) {
    X.at = "specs/warpath/sequence.rules:50:5: release-units(lookup(seasons, turn, year))";
    X.T.p[4 /* release-units */]!(X, actor, V.lookupTable(ctx, 0 /* seasons */, ctx.state.turn, "year"));
  }
  X.at = "specs/warpath/sequence.rules:52:3: if turn == 2 {";
  if (ctx.state.turn === 2) {
    X.at = "specs/warpath/sequence.rules:53:5: move pieces(quantrill-marker) to marker-pool";
    C.movePieces(X, B.pieces(ctx, 2000000042 /* quantrill-marker */), 2000000041 /* marker-pool */, actor);
  }
  X.at = "specs/warpath/sequence.rules:55:3: release-fort-smith-units()";
  X.T.p[6 /* release-fort-smith-units */]!(X, actor);
};

const U81 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/warpath/sequence.rules:62:3: let bonus = if count(capitals-held(union)) >= 3 and count(capitals-held(union...";
  let x1_kept: V.Value | undefined;
  let x2_kept: V.Value | undefined;
  let v0_bonus: V.Value =
    V.ge((x2_kept ??= ctx.fn[210 /* capitals-held#count */]!(ctx, "union")), 3) &&
    V.le((x2_kept ??= ctx.fn[210 /* capitals-held#count */]!(ctx, "union")), 4)
      ? 1
      : 0;
  X.at = "specs/warpath/sequence.rules:63:3: let union-roll = roll(d6) + bonus";
  let v3_union_roll: V.Value = V.plus(B.roll(ctx, "d6"), v0_bonus);
  X.at = "specs/warpath/sequence.rules:64:3: let confederate-roll = roll(d6)";
  let v4_confederate_roll: V.Value = B.roll(ctx, "d6");
  X.at = "specs/warpath/sequence.rules:65:3: while union-roll == confederate-roll {";
  {
    let v5_guard: V.Value = 0;
    while (v3_union_roll === v4_confederate_roll) {
      if ((v5_guard as number) >= 100000)
        throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
      v5_guard = (v5_guard as number) + 1;
      X.at = "specs/warpath/sequence.rules:66:5: set union-roll = roll(d6) + bonus";
      v3_union_roll = C.combine("=", v3_union_roll, V.plus(B.roll(ctx, "d6"), v0_bonus));
      X.at = "specs/warpath/sequence.rules:67:5: set confederate-roll = roll(d6)";
      v4_confederate_roll = C.combine("=", v4_confederate_roll, B.roll(ctx, "d6"));
    }
  }
  X.at = "specs/warpath/sequence.rules:69:3: set active = if union-roll > confederate-roll then union else confederate";
  C.setActive(X, V.gt(v3_union_roll, v4_confederate_roll) ? "union" : "confederate");
};

const U82 = (X: C.RunContext, actor: string | undefined, x0_year: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/warpath/sequence.rules:162:3: move [for u in pieces(union-pending) if u.entry == year] to union-recruits";
  const x1_items = V.readPieces(ctx, 2000000033 /* union-pending */);
  const x2_selected: V.Value[] = [];
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_u = x1_items[x4_i]!;
    if (S_entry(ctx, x3_u) === x0_year) x2_selected.push(x3_u);
  }
  C.movePieces(X, x2_selected, 2000000036 /* union-recruits */, actor);
  X.at =
    "specs/warpath/sequence.rules:163:3: move [for u in pieces(confederate-pending) if u.entry == year] to confederate...";
  const x5_items = V.readPieces(ctx, 2000000034 /* confederate-pending */);
  const x6_selected: V.Value[] = [];
  for (let x8_i = 0; x8_i < x5_items.length; x8_i++) {
    const x7_u = x5_items[x8_i]!;
    if (S_entry(ctx, x7_u) === x0_year) x6_selected.push(x7_u);
  }
  C.movePieces(X, x6_selected, 2000000037 /* confederate-recruits */, actor);
  X.at = "specs/warpath/sequence.rules:165:3: reveal(pieces(union-recruits) + pieces(confederate-recruits))";
  C.reveal(
    X,
    V.plus(B.pieces(ctx, 2000000036 /* union-recruits */), B.pieces(ctx, 2000000037 /* confederate-recruits */)),
  );
};

const U83 = (X: C.RunContext, actor: string | undefined, x0_a: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/warpath/actions.rules:22:3: if not empty(forts-in(a)) and empty(units-of(union, a)) and empty(units-of(co...";
  if (
    !ctx.fn[81 /* forts-in#empty */]!(ctx, x0_a) &&
    ctx.fn[13 /* units-of#empty */]!(ctx, "union", x0_a) &&
    ctx.fn[13 /* units-of#empty */]!(ctx, "confederate", x0_a)
  ) {
    X.at = "specs/warpath/actions.rules:23:5: for each f in forts-in(a) {";
    {
      let v1_list: V.Value = C.items(X, ctx.fn[80 /* forts-in */]!(ctx, x0_a), actor);
      let v2_i: V.Value = 0;
      while ((v2_i as number) < (v1_list as V.Value[]).length) {
        let v3_f: V.Value = (v1_list as V.Value[])[v2_i as number]!;
        X.at = "specs/warpath/actions.rules:24:7: if not f.done {";
        if (
          !V.truthy(
            typeof v3_f === "number" && v3_f >= 1000000000
              ? ((ctx.state.pieces[v3_f - 1000000000]?.state["done"] as V.Value | undefined) ?? R_done(ctx, v3_f))
              : R_done(ctx, v3_f),
          )
        ) {
          X.at = "specs/warpath/actions.rules:25:9: flip(f)";
          C.flip(X, v3_f);
        }
        X.at = "specs/warpath/actions.rules:27:7: set f.done = false";
        C.setField(X, v3_f, "done", "=", false);
        X.at = "specs/warpath/actions.rules:28:7: move f to fort-stock";
        C.movePieces(X, v3_f, 2000000032 /* fort-stock */, actor);
        v2_i = (v2_i as number) + 1;
      }
    }
  }
  X.at = "specs/warpath/actions.rules:31:3: let holder = controller(a)";
  let v4_holder: V.Value = ctx.fn[8 /* controller */]!(ctx, x0_a);
  X.at = "specs/warpath/actions.rules:32:3: if not empty(units-of(other(holder), a)) and empty(units-of(holder, a)) {";
  if (
    !ctx.fn[13 /* units-of#empty */]!(ctx, B.other(ctx, v4_holder), x0_a) &&
    ctx.fn[13 /* units-of#empty */]!(ctx, v4_holder, x0_a)
  ) {
    X.at = "specs/warpath/actions.rules:33:5: set a.captured = not a.captured";
    C.setField(X, x0_a, "captured", "=", !V.truthy(AF_captured(ctx, x0_a)));
    X.at = "specs/warpath/actions.rules:34:5: if a == fort-smith and controller(a) == union {";
    if (x0_a === 2000000018 /* fort-smith */ && ctx.fn[8 /* controller */]!(ctx, x0_a) === "union") {
      X.at = "specs/warpath/actions.rules:35:7: set a.union-took = true";
      C.setField(X, x0_a, "union-took", "=", true);
    }
    X.at = "specs/warpath/actions.rules:37:5: release-fort-smith-units()";
    X.T.p[6 /* release-fort-smith-units */]!(X, actor);
  }
};

const U84 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/warpath/actions.rules:46:3: if not empty(pieces(fort-smith-pending)) and (controller(fort-smith) == union...";
  if (
    !(V.readPieces(ctx, 2000000035 /* fort-smith-pending */).length === 0) &&
    (ctx.fn[8 /* controller */]!(ctx, 2000000018 /* fort-smith */) === "union" ||
      (ctx.fn[8 /* controller */]!(ctx, 2000000011 /* park-hill */) === "union" &&
        ctx.fn[8 /* controller */]!(ctx, 2000000025 /* sculleyville */) === "union") ||
      V.ge(ctx.state.turn, 4))
  ) {
    X.at = "specs/warpath/actions.rules:47:5: reveal(pieces(fort-smith-pending))";
    C.reveal(X, B.pieces(ctx, 2000000035 /* fort-smith-pending */));
    X.at = "specs/warpath/actions.rules:48:5: move pieces(fort-smith-pending) to union-recruits";
    C.movePieces(X, B.pieces(ctx, 2000000035 /* fort-smith-pending */), 2000000036 /* union-recruits */, actor);
  }
};

const U85 = (X: C.RunContext, actor: string | undefined, x0_wagon: V.Value, x1_player: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/warpath/actions.rules:315:3: if strength(wagon) > 1 {";
  if (V.gt(B.strength(ctx, x0_wagon), 1)) {
    X.at = "specs/warpath/actions.rules:316:5: reduce(wagon, 1)";
    C.reduce(X, x0_wagon, 1);
    X.at = "specs/warpath/actions.rules:317:5: flip(wagon)";
    C.flip(X, x0_wagon);
  } else {
    X.at = "specs/warpath/actions.rules:319:5: restore(wagon, 1)";
    C.restore(X, x0_wagon, 1);
    X.at = "specs/warpath/actions.rules:320:5: flip(wagon)";
    C.flip(X, x0_wagon);
    X.at = "specs/warpath/actions.rules:321:5: move wagon to wagon-box(player)";
    C.movePieces(X, x0_wagon, ctx.fn[116 /* wagon-box */]!(ctx, x1_player), actor);
  }
};

const U86 = (
  X: C.RunContext,
  actor: string | undefined,
  x0_a: V.Value,
  x1_marker: V.Value,
  x2_player: V.Value,
): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/warpath/actions.rules:376:3: move marker to a";
  C.movePieces(X, x1_marker, x0_a, actor);
  X.at = "specs/warpath/actions.rules:377:3: set a.devastated = true";
  C.setField(X, x0_a, "devastated", "=", true);
  X.at = "specs/warpath/actions.rules:379:3: if a.territory == [kansas] or a.territory == [arkansas-texas] {";
  if (V.eq(S_territory(ctx, x0_a), ["kansas"]) || V.eq(S_territory(ctx, x0_a), ["arkansas-texas"])) {
    X.at = "specs/warpath/actions.rules:380:5: let victim = controller(a)";
    let v3_victim: V.Value = ctx.fn[8 /* controller */]!(ctx, x0_a);
    X.at = "specs/warpath/actions.rules:381:5: if not victim.draw-lost-now {";
    if (!V.truthy(SF_draw$lost$now(ctx, v3_victim))) {
      X.at = "specs/warpath/actions.rules:382:7: set victim.draws-lost += 1";
      C.setField(X, v3_victim, "draws-lost", "+=", 1);
      X.at = "specs/warpath/actions.rules:383:7: set victim.draw-lost-now = true";
      C.setField(X, v3_victim, "draw-lost-now", "=", true);
    }
  }
};

const U87 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/warpath/actions.rules:425:3: for each a in territory-map {";
  {
    let v0_list: V.Value = C.items(X, "territory-map", actor);
    let v1_i: V.Value = 0;
    while ((v1_i as number) < (v0_list as V.Value[]).length) {
      let v2_a: V.Value = (v0_list as V.Value[])[v1_i as number]!;
      X.at = "specs/warpath/actions.rules:426:5: if a.devastated {";
      if (V.truthy(AF_devastated(ctx, v2_a))) {
        X.at = "specs/warpath/actions.rules:427:7: if lookup(devastation-recovery, roll(d6), result) == recovered {";
        if (V.lookupTable(ctx, 4 /* devastation-recovery */, B.roll(ctx, "d6"), "result") === "recovered") {
          X.at = "specs/warpath/actions.rules:428:9: set a.devastated = false";
          C.setField(X, v2_a, "devastated", "=", false);
          X.at =
            "specs/warpath/actions.rules:429:9: move [for m in pieces(a) if m.kind == campaign-marker] to marker-pool";
          const x3_items =
            (typeof v2_a === "number" ? ctx.state.places[v2_a - 2000000000] : undefined) ?? V.areaPieces(ctx, v2_a);
          const x4_selected: V.Value[] = [];
          for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
            const x5_m = x3_items[x6_i]!;
            if (
              (typeof x5_m === "number" && x5_m >= 1000000000
                ? ((ctx.state.pieces[x5_m - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x5_m))
                : V.kindOf(ctx, x5_m)) === "campaign-marker"
            )
              x4_selected.push(x5_m);
          }
          C.movePieces(X, x4_selected, 2000000041 /* marker-pool */, actor);
        }
      }
      v1_i = (v1_i as number) + 1;
    }
  }
};

const U88 = (X: C.RunContext, actor: string | undefined, x0_player: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/warpath/actions.rules:460:3: set impulse-count += 1";
  C.setTrack(X, 0 /* impulse-count */, "+=", 1);
  X.at =
    "specs/warpath/actions.rules:462:3: for each u in pieces-of(union, territory-map) + pieces-of(confederate, territ...";
  {
    let v1_list: V.Value = C.items(
      X,
      V.plus(
        V.plus(
          V.plus(B.piecesOf(ctx, "union", "territory-map"), B.piecesOf(ctx, "confederate", "territory-map")),
          B.pieces(ctx, 2000000036 /* union-recruits */),
        ),
        B.pieces(ctx, 2000000037 /* confederate-recruits */),
      ),
      actor,
    );
    let v2_i: V.Value = 0;
    while ((v2_i as number) < (v1_list as V.Value[]).length) {
      let v3_u: V.Value = (v1_list as V.Value[])[v2_i as number]!;
      X.at = "specs/warpath/actions.rules:463:5: set u.acted = false";
      C.setField(X, v3_u, "acted", "=", false);
      v2_i = (v2_i as number) + 1;
    }
  }
  X.at = "specs/warpath/actions.rules:465:3: set union.draw-lost-now = false";
  C.setField(X, "union", "draw-lost-now", "=", false);
  X.at = "specs/warpath/actions.rules:466:3: set confederate.draw-lost-now = false";
  C.setField(X, "confederate", "draw-lost-now", "=", false);
  X.at = "specs/warpath/actions.rules:467:3: for each c in capitals() {";
  {
    let v4_list: V.Value = C.items(X, ctx.fn[204 /* capitals */]!(ctx), actor);
    let v5_i: V.Value = 0;
    while ((v5_i as number) < (v4_list as V.Value[]).length) {
      let v6_c: V.Value = (v4_list as V.Value[])[v5_i as number]!;
      X.at = "specs/warpath/actions.rules:468:5: set c.guarded = false";
      C.setField(X, v6_c, "guarded", "=", false);
      v5_i = (v5_i as number) + 1;
    }
  }
};

const U89 = (X: C.RunContext, actor: string | undefined, x0_u: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/warpath/battle.rules:126:3: if u.panicked {";
  if (
    V.truthy(
      typeof x0_u === "number" && x0_u >= 1000000000
        ? ((ctx.state.pieces[x0_u - 1000000000]?.state["panicked"] as V.Value | undefined) ?? R_panicked(ctx, x0_u))
        : R_panicked(ctx, x0_u),
    )
  ) {
    X.at = "specs/warpath/battle.rules:127:5: flip(u)";
    C.flip(X, x0_u);
    X.at = "specs/warpath/battle.rules:128:5: set u.panicked = false";
    C.setField(X, x0_u, "panicked", "=", false);
  }
};

const U90 = (X: C.RunContext, actor: string | undefined, x0_u: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/warpath/battle.rules:135:3: steady(u)";
  X.T.p[22 /* steady */]!(X, actor, x0_u);
  X.at = "specs/warpath/battle.rules:136:3: move u to recruit-box-of(owner(u))";
  C.movePieces(
    X,
    x0_u,
    ctx.fn[128 /* recruit-box-of */]!(
      ctx,
      typeof x0_u === "number" && x0_u >= 1000000000
        ? ((ctx.state.pieces[x0_u - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x0_u))
        : B.owner(ctx, x0_u),
    ),
    actor,
  );
  X.at = "specs/warpath/battle.rules:137:3: reveal(u)";
  C.reveal(X, x0_u);
};

const U91 = (X: C.RunContext, actor: string | undefined, x0_u: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/warpath/battle.rules:144:3: if u.panicked {";
  if (
    V.truthy(
      typeof x0_u === "number" && x0_u >= 1000000000
        ? ((ctx.state.pieces[x0_u - 1000000000]?.state["panicked"] as V.Value | undefined) ?? R_panicked(ctx, x0_u))
        : R_panicked(ctx, x0_u),
    )
  ) {
    X.at = "specs/warpath/battle.rules:145:5: eliminate-unit(u)";
    X.T.p[23 /* eliminate-unit */]!(X, actor, x0_u);
  } else {
    X.at = "specs/warpath/battle.rules:147:5: flip(u)";
    C.flip(X, x0_u);
    X.at = "specs/warpath/battle.rules:148:5: set u.panicked = true";
    C.setField(X, x0_u, "panicked", "=", true);
  }
};

const U92 = (
  X: C.RunContext,
  actor: string | undefined,
  x0_place: V.Value,
  x1_attacker: V.Value,
  x2_defender: V.Value,
  x3_pursuing: V.Value,
): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/warpath/battle.rules:288:3: let a = roll(d6) + superiority-bonus(attacker, place, attacker, pursuing)";
  let v4_a: V.Value = V.plus(
    B.roll(ctx, "d6"),
    ctx.fn[184 /* superiority-bonus */]!(ctx, x1_attacker, x0_place, x1_attacker, x3_pursuing),
  );
  X.at = "specs/warpath/battle.rules:289:3: let d = roll(d6) + superiority-bonus(defender, place, attacker, pursuing)";
  let v5_d: V.Value = V.plus(
    B.roll(ctx, "d6"),
    ctx.fn[184 /* superiority-bonus */]!(ctx, x2_defender, x0_place, x1_attacker, x3_pursuing),
  );
  X.at = "specs/warpath/battle.rules:290:3: while a == d {";
  {
    let v6_guard: V.Value = 0;
    while (v4_a === v5_d) {
      if ((v6_guard as number) >= 100000)
        throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
      v6_guard = (v6_guard as number) + 1;
      X.at =
        "specs/warpath/battle.rules:291:5: set a = roll(d6) + superiority-bonus(attacker, place, attacker, pursuing)";
      v4_a = C.combine(
        "=",
        v4_a,
        V.plus(
          B.roll(ctx, "d6"),
          ctx.fn[184 /* superiority-bonus */]!(ctx, x1_attacker, x0_place, x1_attacker, x3_pursuing),
        ),
      );
      X.at =
        "specs/warpath/battle.rules:292:5: set d = roll(d6) + superiority-bonus(defender, place, attacker, pursuing)";
      v5_d = C.combine(
        "=",
        v5_d,
        V.plus(
          B.roll(ctx, "d6"),
          ctx.fn[184 /* superiority-bonus */]!(ctx, x2_defender, x0_place, x1_attacker, x3_pursuing),
        ),
      );
    }
  }
  X.at = "specs/warpath/battle.rules:294:3: set superiority = if a > d then attacking-side else defending-side";
  C.setTrack(X, 1 /* superiority */, "=", V.gt(v4_a, v5_d) ? "attacking-side" : "defending-side");
};

const U93 = (
  X: C.RunContext,
  actor: string | undefined,
  x0_loser: V.Value,
  x1_winner: V.Value,
  x2_place: V.Value,
): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/warpath/battle.rules:369:3: for each w in wagons-in(loser, place) {";
  {
    let v3_list: V.Value = C.items(X, ctx.fn[84 /* wagons-in */]!(ctx, x0_loser, x2_place), actor);
    let v4_i: V.Value = 0;
    while ((v4_i as number) < (v3_list as V.Value[]).length) {
      let v5_w: V.Value = (v3_list as V.Value[])[v4_i as number]!;
      X.at = "specs/warpath/battle.rules:370:5: if strength(w) < 2 {";
      if (V.lt(B.strength(ctx, v5_w), 2)) {
        X.at = "specs/warpath/battle.rules:371:7: restore(w, 1)";
        C.restore(X, v5_w, 1);
        X.at = "specs/warpath/battle.rules:372:7: flip(w)";
        C.flip(X, v5_w);
      }
      X.at = "specs/warpath/battle.rules:374:5: move w to wagon-box(if raider(winner) then loser else winner)";
      C.movePieces(
        X,
        v5_w,
        ctx.fn[116 /* wagon-box */]!(
          ctx,
          (ctx.fn[132 /* raider */]!(ctx, x1_winner) as boolean) ? x0_loser : x1_winner,
        ),
        actor,
      );
      v4_i = (v4_i as number) + 1;
    }
  }
};

const U94 = (X: C.RunContext, actor: string | undefined, x0_player: V.Value, x1_place: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/warpath/battle.rules:382:3: if empty(combat-units(player, place)) {";
  if (ctx.fn[145 /* combat-units#empty */]!(ctx, x0_player, x1_place)) {
    X.at = "specs/warpath/battle.rules:383:5: for each l in [for u in units-of(player, place) if u.leader] {";
    const x2_items = V.readList(ctx, ctx.fn[12 /* units-of */]!(ctx, x0_player, x1_place), "a selection");
    const x3_selected: V.Value[] = [];
    for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
      const x4_u = x2_items[x5_i]!;
      if (V.truthy(S_leader(ctx, x4_u))) x3_selected.push(x4_u);
    }
    {
      let v6_list: V.Value = C.items(X, x3_selected, actor);
      let v7_i: V.Value = 0;
      while ((v7_i as number) < (v6_list as V.Value[]).length) {
        let v8_l: V.Value = (v6_list as V.Value[])[v7_i as number]!;
        X.at = "specs/warpath/battle.rules:384:7: if lookup(leader-loss, roll(d6), result) == eliminated {";
        if (V.lookupTable(ctx, 5 /* leader-loss */, B.roll(ctx, "d6"), "result") === "eliminated") {
          X.at = "specs/warpath/battle.rules:385:9: move l to recruit-box-of(player)";
          C.movePieces(X, v8_l, ctx.fn[128 /* recruit-box-of */]!(ctx, x0_player), actor);
          X.at = "specs/warpath/battle.rules:386:9: reveal(l)";
          C.reveal(X, v8_l);
        }
        v7_i = (v7_i as number) + 1;
      }
    }
  }
};

const U95 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, 37 /* #setup */, X.state.active, [], 1);
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
        L[10] = true;
        L[11] = 0;
        f.pc = 4;
        continue;
      }
      case 3: {
        L[12] = X.T.scores(X) as unknown as V.Value;
        if (ctx.state.turn === ctx.index.turns.last) {
          X.at = "specs/warpath/victory.rules:34:5: if count(capitals-held(union)) == 5 {";
          if (ctx.fn[210 /* capitals-held#count */]!(ctx, "union") === 5) {
            X.at = 'specs/warpath/victory.rules:35:7: end game winner union outcome "Union victory"';
            C.endGame(false, "union", "Union victory");
          } else {
            X.at =
              "specs/warpath/victory.rules:36:12: if count(capitals-held(confederate)) >= 1 and count(confederate-forts-held())...";
            if (
              V.ge(ctx.fn[210 /* capitals-held#count */]!(ctx, "confederate"), 1) &&
              V.ge(ctx.fn[214 /* confederate-forts-held#count */]!(ctx), 2)
            ) {
              X.at = 'specs/warpath/victory.rules:37:7: end game winner confederate outcome "Confederate victory"';
              C.endGame(false, "confederate", "Confederate victory");
            } else {
              X.at = 'specs/warpath/victory.rules:39:7: end game draw outcome "Draw"';
              C.endGame(true, null, "Draw");
            }
          }
          X.state.outcome = {
            winners: C.best(L[12]! as unknown as Record<string, number>),
            draw: false,
            scores: L[12]! as unknown as Record<string, number>,
          };
        } else {
          X.state.outcome = {
            winners: [],
            draw: true,
            name: "no victory condition was met",
            scores: L[12]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      case 4: {
        if (!L[10]!) {
          f.pc = 5;
          continue;
        }
        if ((L[11]! as number) >= 10000) throw new V.EvaluationError("sequence 'game-turn' repeated 10000 times");
        L[11] = (L[11]! as number) + 1;
        L[10] = false;
        C.enter(X, 0, "1. First player determination");
        X.at = "specs/warpath/sequence.rules:7:7: start-of-turn()";
        X.T.p[0 /* start-of-turn */]!(X, X.state.active);
        X.at = "specs/warpath/sequence.rules:8:7: determine-first-player()";
        X.T.p[1 /* determine-first-player */]!(X, X.state.active);
        X.T.sudden(X, false);
        C.enter(X, 0, "2. Campaign");
        L[1] = 0;
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
        if (!!(B.value(ctx, ctx.state.tracks["turn-half"] ?? null) === "ended")) {
          f.pc = 7;
          continue;
        }
        if ((L[1]! as number) >= 100000) throw new V.EvaluationError("loop 'impulses' ran 100000 times");
        L[1] = (L[1]! as number) + 1;
        C.enter(X, 1, "Campaign impulses");
        C.enter(X, 2, "Draw a marker and act");
        X.at = "specs/warpath/sequence.rules:19:11: campaign-impulse(active)";
        return M.call(X, f, 2 /* campaign-impulse */, X.state.active, [ctx.state.active ?? null], 8);
      }
      case 7: {
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        if (!(ctx.state.turn === ctx.index.turns.last)) {
          C.enter(X, 0, "3. Administrative");
          X.at = "specs/warpath/sequence.rules:29:7: move pieces(drawn-markers) to marker-pool";
          C.movePieces(X, B.pieces(ctx, 2000000043 /* drawn-markers */), 2000000041 /* marker-pool */, X.state.active);
          X.at = "specs/warpath/sequence.rules:30:7: if lookup(seasons, turn, season) == summer {";
          if (V.lookupTable(ctx, 0 /* seasons */, ctx.state.turn, "season") === "summer") {
            X.at = "specs/warpath/sequence.rules:31:9: recover-devastation()";
            X.T.p[17 /* recover-devastation */]!(X, X.state.active);
          }
          X.at =
            "specs/warpath/sequence.rules:34:7: move [for p in pieces(territory-map) if p.side == kiowa] + pieces(kiowa-raide...";
          const x2_items = V.readPieces(ctx, "territory-map");
          const x3_selected: V.Value[] = [];
          for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
            const x4_p = x2_items[x5_i]!;
            if (S_side(ctx, x4_p) === "kiowa") x3_selected.push(x4_p);
          }
          C.movePieces(
            X,
            V.plus(x3_selected, B.pieces(ctx, 2000000039 /* kiowa-raiders */)),
            2000000012 /* kiowa-base */,
            X.state.active,
          );
          X.at =
            "specs/warpath/sequence.rules:35:7: move [for p in pieces(territory-map) if p.side == comanche] + pieces(comanche...";
          const x6_items = V.readPieces(ctx, "territory-map");
          const x7_selected: V.Value[] = [];
          for (let x9_i = 0; x9_i < x6_items.length; x9_i++) {
            const x8_p = x6_items[x9_i]!;
            if (S_side(ctx, x8_p) === "comanche") x7_selected.push(x8_p);
          }
          C.movePieces(
            X,
            V.plus(x7_selected, B.pieces(ctx, 2000000040 /* comanche-raiders */)),
            2000000019 /* comanche-base */,
            X.state.active,
          );
          X.at = "specs/warpath/sequence.rules:36:7: set turn-half = face";
          C.setTrack(X, 4 /* turn-half */, "=", "face");
          X.at = "specs/warpath/sequence.rules:37:7: set union.drawn = false";
          C.setField(X, "union", "drawn", "=", false);
          X.at = "specs/warpath/sequence.rules:38:7: set confederate.drawn = false";
          C.setField(X, "confederate", "drawn", "=", false);
          X.at = "specs/warpath/sequence.rules:39:7: set turn-track += 1";
          C.setTrack(X, 3 /* turn-track */, "+=", 1);
        }
        X.T.sudden(X, false);
        L[10] = false;
        f.pc = 4;
        continue;
      }
      case 8: {
        X.at = "specs/warpath/sequence.rules:20:11: set active = other(active)";
        C.setActive(X, B.other(ctx, ctx.state.active ?? null));
        ctx = C.exprCtx(X, X.state.active);
        X.T.sudden(X, false);
        f.pc = 6;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U96 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at =
          "specs/warpath/game.rules:22:5: move [for u in pieces(union-pending) if u.entry == 1861] to union-recruits";
        const x0_items = V.readPieces(ctx, 2000000033 /* union-pending */);
        const x1_selected: V.Value[] = [];
        for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
          const x2_u = x0_items[x3_i]!;
          if (S_entry(ctx, x2_u) === 1861) x1_selected.push(x2_u);
        }
        C.movePieces(X, x1_selected, 2000000036 /* union-recruits */, X.state.active);
        X.at =
          "specs/warpath/game.rules:23:5: move [for u in pieces(confederate-pending) if u.entry == 1861] to confederate...";
        const x4_items = V.readPieces(ctx, 2000000034 /* confederate-pending */);
        const x5_selected: V.Value[] = [];
        for (let x7_i = 0; x7_i < x4_items.length; x7_i++) {
          const x6_u = x4_items[x7_i]!;
          if (S_entry(ctx, x6_u) === 1861) x5_selected.push(x6_u);
        }
        C.movePieces(X, x5_selected, 2000000037 /* confederate-recruits */, X.state.active);
        X.at = "specs/warpath/game.rules:24:5: reveal(pieces(union-recruits) + pieces(confederate-recruits))";
        C.reveal(
          X,
          V.plus(B.pieces(ctx, 2000000036 /* union-recruits */), B.pieces(ctx, 2000000037 /* confederate-recruits */)),
        );
        X.at = "specs/warpath/game.rules:25:5: move pieces(kiowa-raiders) to kiowa-base";
        C.movePieces(X, B.pieces(ctx, 2000000039 /* kiowa-raiders */), 2000000012 /* kiowa-base */, X.state.active);
        X.at = "specs/warpath/game.rules:26:5: move pieces(comanche-raiders) to comanche-base";
        C.movePieces(
          X,
          B.pieces(ctx, 2000000040 /* comanche-raiders */),
          2000000019 /* comanche-base */,
          X.state.active,
        );
        X.at = "specs/warpath/game.rules:27:5: shuffle(marker-pool)";
        C.shuffle(X, 2000000041 /* marker-pool */, X.state.active);
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U97 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/warpath/sequence.rules:89:3: if player.draws-lost > 0 {";
        f.pc = V.gt(SF_draws$lost(ctx, L[0]!), 0) ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/warpath/sequence.rules:90:5: set player.draws-lost -= 1";
        C.setField(X, L[0]!, "draws-lost", "-=", 1);
        f.pc = 3;
        continue;
      }
      case 2: {
        X.at = "specs/warpath/sequence.rules:92:5: draw(marker-pool, drawn-markers)";
        C.draw(X, 2000000041 /* marker-pool */, 2000000043 /* drawn-markers */, undefined, actor);
        X.at = "specs/warpath/sequence.rules:93:5: while drawn-again(last(pieces(drawn-markers)), player) {";
        {
          L[1] = 0;
          while (
            ctx.fn[4 /* drawn-again */]!(
              ctx,
              B.last(ctx, V.readPieces(ctx, 2000000043 /* drawn-markers */) as V.Value),
              L[0]!,
            ) as boolean
          ) {
            if ((L[1]! as number) >= 100000)
              throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
            L[1] = (L[1]! as number) + 1;
            X.at = "specs/warpath/sequence.rules:94:7: move last(pieces(drawn-markers)) to marker-pool";
            C.movePieces(
              X,
              B.last(ctx, V.readPieces(ctx, 2000000043 /* drawn-markers */) as V.Value),
              2000000041 /* marker-pool */,
              actor,
            );
            X.at = "specs/warpath/sequence.rules:95:7: draw(marker-pool, drawn-markers)";
            C.draw(X, 2000000041 /* marker-pool */, 2000000043 /* drawn-markers */, undefined, actor);
          }
        }
        X.at = "specs/warpath/sequence.rules:97:5: set player.drawn = true";
        C.setField(X, L[0]!, "drawn", "=", true);
        X.at = "specs/warpath/sequence.rules:99:5: new-impulse(player)";
        X.T.p[19 /* new-impulse */]!(X, actor, L[0]!);
        X.at = "specs/warpath/sequence.rules:100:5: let entry = entry-of(last(pieces(drawn-markers)), player)";
        L[2] = ctx.fn[0 /* entry-of */]!(
          ctx,
          B.last(ctx, V.readPieces(ctx, 2000000043 /* drawn-markers */) as V.Value),
          L[0]!,
        );
        X.at = "specs/warpath/sequence.rules:101:5: if entry == end {";
        f.pc = L[2]! === "end" ? 4 : 5;
        continue;
      }
      case 3: {
        return false;
      }
      case 4: {
        X.at = "specs/warpath/sequence.rules:102:7: if value(turn-half) == face {";
        if (B.value(ctx, ctx.state.tracks["turn-half"] ?? null) === "face") {
          X.at = "specs/warpath/sequence.rules:103:9: set turn-half = half-over";
          C.setTrack(X, 4 /* turn-half */, "=", "half-over");
        } else {
          X.at = "specs/warpath/sequence.rules:105:9: set turn-half = ended";
          C.setTrack(X, 4 /* turn-half */, "=", "ended");
        }
        f.pc = 6;
        continue;
      }
      case 5: {
        X.at =
          "specs/warpath/sequence.rules:107:12: if entry == action-1 or entry == action-2 or entry == action-3 or entry == ac...";
        f.pc = L[2]! === "action-1" || L[2]! === "action-2" || L[2]! === "action-3" || L[2]! === "action-4" ? 7 : 8;
        continue;
      }
      case 6: {
        f.pc = 3;
        continue;
      }
      case 7: {
        X.at = "specs/warpath/sequence.rules:108:7: repeat lookup(action-count, entry, actions) {";
        L[3] = V.repeatCount(V.lookupTable(ctx, 6 /* action-count */, L[2]!, "actions"));
        L[4] = 0;
        f.pc = 10;
        continue;
      }
      case 8: {
        X.at = "specs/warpath/sequence.rules:112:12: if entry == indian-recruiting {";
        f.pc = L[2]! === "indian-recruiting" ? 14 : 15;
        continue;
      }
      case 9: {
        f.pc = 6;
        continue;
      }
      case 10: {
        if (!((L[4]! as number) < (L[3]! as number))) {
          f.pc = 11;
          continue;
        }
        X.at = "specs/warpath/sequence.rules:109:9: choose use from action-uses(player) by player as action-use";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "use",
              ctx.fn[124 /* action-uses */]!(ctx, L[0]!),
              L[0]!,
              0 /* action-use */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          5,
          12,
        );
      }
      case 11: {
        f.pc = 9;
        continue;
      }
      case 12: {
        X.at = "specs/warpath/sequence.rules:110:9: take-action(player, use)";
        return M.call(X, f, 20 /* take-action */, actor, [L[0]!, L[5]!], 13);
      }
      case 13: {
        L[4] = (L[4]! as number) + 1;
        f.pc = 10;
        continue;
      }
      case 14: {
        X.at = "specs/warpath/sequence.rules:114:7: repeat (roll(d6) + 1) / 2 {";
        L[7] = V.repeatCount(V.divide(V.plus(B.roll(ctx, "d6"), 1), 2));
        L[8] = 0;
        f.pc = 17;
        continue;
      }
      case 15: {
        X.at = "specs/warpath/sequence.rules:119:12: if entry == quantrill {";
        f.pc = L[2]! === "quantrill" ? 23 : 24;
        continue;
      }
      case 16: {
        f.pc = 9;
        continue;
      }
      case 17: {
        if (!((L[8]! as number) < (L[7]! as number))) {
          f.pc = 18;
          continue;
        }
        X.at = "specs/warpath/sequence.rules:115:9: if not empty(recruitable(player, true)) {";
        f.pc = !ctx.fn[33 /* recruitable#empty */]!(ctx, L[0]!, true) ? 19 : 20;
        continue;
      }
      case 18: {
        f.pc = 16;
        continue;
      }
      case 19: {
        X.at = "specs/warpath/sequence.rules:116:11: place-recruit(player, true)";
        return M.call(X, f, 7 /* place-recruit */, actor, [L[0]!, true], 22);
      }
      case 20: {
        f.pc = 21;
        continue;
      }
      case 21: {
        L[8] = (L[8]! as number) + 1;
        f.pc = 17;
        continue;
      }
      case 22: {
        f.pc = 21;
        continue;
      }
      case 23: {
        X.at = "specs/warpath/sequence.rules:120:7: place-quantrill()";
        return M.call(X, f, 3 /* place-quantrill */, actor, [], 26);
      }
      case 24: {
        X.at = "specs/warpath/sequence.rules:121:12: if entry == devastation {";
        f.pc = L[2]! === "devastation" ? 27 : 28;
        continue;
      }
      case 25: {
        f.pc = 16;
        continue;
      }
      case 26: {
        f.pc = 25;
        continue;
      }
      case 27: {
        X.at = "specs/warpath/sequence.rules:122:7: devastation-event(player, last(pieces(drawn-markers)))";
        return M.call(
          X,
          f,
          16 /* devastation-event */,
          actor,
          [L[0]!, B.last(ctx, V.readPieces(ctx, 2000000043 /* drawn-markers */) as V.Value)],
          30,
        );
      }
      case 28: {
        X.at = "specs/warpath/sequence.rules:123:12: if entry == fortune-of-war {";
        f.pc = L[2]! === "fortune-of-war" ? 31 : 32;
        continue;
      }
      case 29: {
        f.pc = 25;
        continue;
      }
      case 30: {
        f.pc = 29;
        continue;
      }
      case 31: {
        X.at = "specs/warpath/sequence.rules:124:7: fortune-of-war(player)";
        return M.call(X, f, 10 /* fortune-of-war */, actor, [L[0]!], 34);
      }
      case 32: {
        X.at = "specs/warpath/sequence.rules:125:12: if entry == kiowa {";
        f.pc = L[2]! === "kiowa" ? 35 : 36;
        continue;
      }
      case 33: {
        f.pc = 29;
        continue;
      }
      case 34: {
        f.pc = 33;
        continue;
      }
      case 35: {
        X.at = "specs/warpath/sequence.rules:126:7: raid(kiowa, player)";
        return M.call(X, f, 11 /* raid */, actor, ["kiowa", L[0]!], 38);
      }
      case 36: {
        X.at = "specs/warpath/sequence.rules:128:7: raid(comanche, player)";
        return M.call(X, f, 11 /* raid */, actor, ["comanche", L[0]!], 39);
      }
      case 37: {
        f.pc = 33;
        continue;
      }
      case 38: {
        f.pc = 37;
        continue;
      }
      case 39: {
        f.pc = 37;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U98 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/warpath/sequence.rules:144:3: if location(quantrill) == quantrill-waiting {";
        f.pc = B.location(ctx, "quantrill") === 2000000038 /* quantrill-waiting */ ? 1 : 2;
        continue;
      }
      case 1: {
        X.at =
          "specs/warpath/sequence.rules:145:5: choose where from [for a in territory-map if empty([for p in pieces(a) if p.k...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "where",
              K_85ea311d1015.filter(
                (x2_a: V.Value) =>
                  !(
                    (typeof x2_a === "number" ? ctx.state.places[x2_a - 2000000000] : undefined) ??
                    V.areaPieces(ctx, x2_a)
                  ).some(
                    (x3_p: V.Value) =>
                      (typeof x3_p === "number" && x3_p >= 1000000000
                        ? ((ctx.state.pieces[x3_p - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x3_p))
                        : V.kindOf(ctx, x3_p)) !== "campaign-marker",
                  ) && !(V.truthy(S_base(ctx, x2_a)) && AF_owner(ctx, x2_a) === "union"),
              ),
              "confederate",
              1 /* quantrill-space */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          0,
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
        X.at = "specs/warpath/sequence.rules:146:5: move quantrill to where";
        C.movePieces(X, "quantrill", L[0]!, actor);
        X.at = "specs/warpath/sequence.rules:147:5: check-control(where)";
        X.T.p[5 /* check-control */]!(X, actor, L[0]!);
        f.pc = 3;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U99 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at =
          "specs/warpath/actions.rules:96:3: choose u from recruitable(player, indian-only) by player as recruit-unit";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "u",
              ctx.fn[32 /* recruitable */]!(ctx, L[0]!, L[1]!),
              L[0]!,
              2 /* recruit-unit */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          2,
          1,
        );
      }
      case 1: {
        X.at =
          "specs/warpath/actions.rules:97:3: choose where from recruit-spaces(u, player) by player as recruit-space about u";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "where",
              ctx.fn[28 /* recruit-spaces */]!(ctx, L[2]!, L[0]!),
              L[0]!,
              3 /* recruit-space */,
              actor,
              L[2]!,
              false,
              undefined,
              undefined,
            ),
          ),
          4,
          2,
        );
      }
      case 2: {
        X.at = "specs/warpath/actions.rules:98:3: move u to where";
        C.movePieces(X, L[2]!, L[4]!, actor);
        X.at = "specs/warpath/actions.rules:100:3: hide(u)";
        C.hide(X, L[2]!);
        X.at = "specs/warpath/actions.rules:101:3: set u.acted = true";
        C.setField(X, L[2]!, "acted", "=", true);
        X.at = 'specs/warpath/actions.rules:102:3: if where.capital and u.army == "union-indian" {';
        if (V.truthy(S_capital(ctx, L[4]!)) && S_army(ctx, L[2]!) === "union-indian") {
          X.at = "specs/warpath/actions.rules:103:5: set where.guarded = true";
          C.setField(X, L[4]!, "guarded", "=", true);
        }
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U100 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/warpath/actions.rules:169:3: choose lead from movable(player) by player as unit-to-move";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "lead",
              ctx.fn[60 /* movable */]!(ctx, L[0]!),
              L[0]!,
              4 /* unit-to-move */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          1,
          1,
        );
      }
      case 1: {
        X.at = "specs/warpath/actions.rules:170:3: let group = [lead]";
        L[3] = [L[1]!];
        X.at = "specs/warpath/actions.rules:171:3: let choosing = true";
        L[4] = true;
        X.at = "specs/warpath/actions.rules:172:3: while choosing {";
        L[12] = 0;
        f.pc = 2;
        continue;
      }
      case 2: {
        if (!V.truthy(L[4]!)) {
          f.pc = 3;
          continue;
        }
        if ((L[12]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[12] = (L[12]! as number) + 1;
        X.at = "specs/warpath/actions.rules:173:5: let more = [for u in companions(lead, player) if not u in group]";
        const x6_items = V.readList(ctx, ctx.fn[64 /* companions */]!(ctx, L[1]!, L[0]!), "a selection");
        const x7_selected: V.Value[] = [];
        for (let x9_i = 0; x9_i < x6_items.length; x9_i++) {
          const x8_u = x6_items[x9_i]!;
          if (!V.isIn(ctx, x8_u, L[3]!)) x7_selected.push(x8_u);
        }
        L[5] = x7_selected;
        X.at = "specs/warpath/actions.rules:174:5: if empty(more) {";
        f.pc = B.empty(ctx, L[5]!) ? 4 : 5;
        continue;
      }
      case 3: {
        X.at = "specs/warpath/actions.rules:185:3: march(group, player, player)";
        return M.call(X, f, 9 /* march */, actor, [L[3]!, L[0]!, L[0]!], 8);
      }
      case 4: {
        X.at = "specs/warpath/actions.rules:175:7: set choosing = false";
        L[4] = C.combine("=", L[4]!, false);
        f.pc = 6;
        continue;
      }
      case 5: {
        X.at = "specs/warpath/actions.rules:177:7: choose extra from more + [lead] by player as join-move about lead";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "extra",
              V.plus(L[5]!, [L[1]!]),
              L[0]!,
              5 /* join-move */,
              actor,
              L[1]!,
              false,
              undefined,
              undefined,
            ),
          ),
          10,
          7,
        );
      }
      case 6: {
        f.pc = 2;
        continue;
      }
      case 7: {
        X.at = "specs/warpath/actions.rules:178:7: if extra == lead {";
        if (L[10]! === L[1]!) {
          X.at = "specs/warpath/actions.rules:179:9: set choosing = false";
          L[4] = C.combine("=", L[4]!, false);
        } else {
          X.at = "specs/warpath/actions.rules:181:9: set group = group + [extra]";
          L[3] = C.combine("=", L[3]!, V.plus(L[3]!, [L[10]!]));
        }
        f.pc = 6;
        continue;
      }
      case 8: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U101 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/warpath/actions.rules:193:3: let lead = first(group)";
        L[3] = B.first(ctx, L[0]!);
        X.at = "specs/warpath/actions.rules:194:3: let left = group-speed(group, location(lead), mover)";
        L[4] = ctx.fn[44 /* group-speed */]!(
          ctx,
          L[0]!,
          typeof L[3]! === "number" && L[3]! >= 1000000000
            ? ((ctx.state.pieces[L[3]! - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, L[3]!))
            : B.location(ctx, L[3]!),
          L[1]!,
        );
        X.at = "specs/warpath/actions.rules:195:3: let going = true";
        L[5] = true;
        X.at = "specs/warpath/actions.rules:197:3: let moved = false";
        L[6] = false;
        X.at = "specs/warpath/actions.rules:198:3: while going {";
        L[20] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!V.truthy(L[5]!)) {
          f.pc = 2;
          continue;
        }
        if ((L[20]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[20] = (L[20]! as number) + 1;
        X.at = "specs/warpath/actions.rules:199:5: let here = location(lead)";
        L[7] =
          typeof L[3]! === "number" && L[3]! >= 1000000000
            ? ((ctx.state.pieces[L[3]! - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, L[3]!))
            : B.location(ctx, L[3]!);
        X.at =
          "specs/warpath/actions.rules:200:5: let steps = [for n in neighbours(here) if (group-step(group, here, n, mover) ...";
        const x9_items = V.readList(ctx, B.neighbours(ctx, L[7]!), "a selection");
        const x10_selected: V.Value[] = [];
        for (let x12_i = 0; x12_i < x9_items.length; x12_i++) {
          const x11_n = x9_items[x12_i]!;
          if (
            (V.le(ctx.fn[56 /* group-step */]!(ctx, L[0]!, L[7]!, x11_n, L[1]!), L[4]!) || !V.truthy(L[6]!)) &&
            (ctx.fn[200 /* may-enter */]!(ctx, L[1]!, x11_n) as boolean) &&
            (ctx.fn[68 /* quantrill-may-enter */]!(ctx, L[0]!, x11_n) as boolean)
          )
            x10_selected.push(x11_n);
        }
        L[8] = x10_selected;
        X.at = "specs/warpath/actions.rules:201:5: if empty(steps) {";
        f.pc = B.empty(ctx, L[8]!) ? 3 : 4;
        continue;
      }
      case 2: {
        X.at = "specs/warpath/actions.rules:234:3: for each u in group {";
        {
          L[21] = C.items(X, L[0]!, actor);
          L[22] = 0;
          while ((L[22]! as number) < (L[21]! as V.Value[]).length) {
            L[23] = (L[21]! as V.Value[])[L[22]! as number]!;
            X.at = "specs/warpath/actions.rules:235:5: set u.acted = true";
            C.setField(X, L[23]!, "acted", "=", true);
            L[22] = (L[22]! as number) + 1;
          }
        }
        return false;
      }
      case 3: {
        X.at = "specs/warpath/actions.rules:202:7: set going = false";
        L[5] = C.combine("=", L[5]!, false);
        f.pc = 5;
        continue;
      }
      case 4: {
        X.at =
          "specs/warpath/actions.rules:204:7: choose next from steps + [here] by chooser as next-space about lead costing i...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state),
            C.chooseRequest(
              X,
              "next",
              V.plus(L[8]!, [L[7]!]),
              L[2]!,
              6 /* next-space */,
              actor,
              L[3]!,
              false,
              (x14_next: V.Value): V.Value =>
                x14_next === L[7]! ? 0 : ctx.fn[56 /* group-step */]!(ctx, L[0]!, L[7]!, x14_next, L[1]!),
              L[4]!,
            ),
          ),
          13,
          6,
        );
      }
      case 5: {
        f.pc = 1;
        continue;
      }
      case 6: {
        X.at = "specs/warpath/actions.rules:205:7: if next == here {";
        f.pc = L[13]! === L[7]! ? 7 : 8;
        continue;
      }
      case 7: {
        X.at = "specs/warpath/actions.rules:206:9: set going = false";
        L[5] = C.combine("=", L[5]!, false);
        f.pc = 9;
        continue;
      }
      case 8: {
        X.at = "specs/warpath/actions.rules:208:9: set left -= group-step(group, here, next, mover)";
        L[4] = C.combine("-=", L[4]!, ctx.fn[56 /* group-step */]!(ctx, L[0]!, L[7]!, L[13]!, L[1]!));
        X.at = "specs/warpath/actions.rules:209:9: set moved = true";
        L[6] = C.combine("=", L[6]!, true);
        X.at = "specs/warpath/actions.rules:210:9: move group to next";
        C.movePieces(X, L[0]!, L[13]!, actor);
        X.at = "specs/warpath/actions.rules:211:9: check-control(here)";
        X.T.p[5 /* check-control */]!(X, actor, L[7]!);
        X.at = "specs/warpath/actions.rules:212:9: let foes = enemies-at(mover, next)";
        L[15] = ctx.fn[140 /* enemies-at */]!(ctx, L[1]!, L[13]!);
        X.at = "specs/warpath/actions.rules:213:9: let tribes = raiders-met(mover, next)";
        L[16] = ctx.fn[72 /* raiders-met */]!(ctx, L[1]!, L[13]!);
        X.at = "specs/warpath/actions.rules:214:9: if not empty(foes) or not empty(tribes) {";
        f.pc = !B.empty(ctx, L[15]!) || !B.empty(ctx, L[16]!) ? 10 : 11;
        continue;
      }
      case 9: {
        f.pc = 5;
        continue;
      }
      case 10: {
        X.at = "specs/warpath/actions.rules:215:11: set going = false";
        L[5] = C.combine("=", L[5]!, false);
        X.at = "specs/warpath/actions.rules:216:11: if not empty(foes) {";
        f.pc = !B.empty(ctx, L[15]!) ? 13 : 14;
        continue;
      }
      case 11: {
        X.at = "specs/warpath/actions.rules:229:11: check-control(next)";
        X.T.p[5 /* check-control */]!(X, actor, L[13]!);
        f.pc = 12;
        continue;
      }
      case 12: {
        f.pc = 9;
        continue;
      }
      case 13: {
        X.at = "specs/warpath/actions.rules:217:13: fight(next, mover, owner(first(foes)), here, false)";
        return M.call(
          X,
          f,
          35 /* fight */,
          actor,
          [L[13]!, L[1]!, B.owner(ctx, B.first(ctx, L[15]!)), L[7]!, false],
          16,
        );
      }
      case 14: {
        f.pc = 15;
        continue;
      }
      case 15: {
        X.at = "specs/warpath/actions.rules:221:11: for each tribe in tribes {";
        L[17] = C.items(X, L[16]!, actor);
        L[18] = 0;
        f.pc = 17;
        continue;
      }
      case 16: {
        f.pc = 15;
        continue;
      }
      case 17: {
        if (!((L[18]! as number) < (L[17]! as V.Value[]).length)) {
          f.pc = 18;
          continue;
        }
        L[19] = (L[17]! as V.Value[])[L[18]! as number]!;
        X.at =
          "specs/warpath/actions.rules:222:13: if not empty(units-of(mover, next)) and not empty(units-of(tribe, next)) {";
        f.pc =
          !ctx.fn[13 /* units-of#empty */]!(ctx, L[1]!, L[13]!) &&
          !ctx.fn[13 /* units-of#empty */]!(ctx, L[19]!, L[13]!)
            ? 19
            : 20;
        continue;
      }
      case 18: {
        X.at = "specs/warpath/actions.rules:227:11: check-control(next)";
        X.T.p[5 /* check-control */]!(X, actor, L[13]!);
        f.pc = 12;
        continue;
      }
      case 19: {
        X.at = "specs/warpath/actions.rules:223:15: set union.raiding = mover == confederate";
        C.setField(X, "union", "raiding", "=", L[1]! === "confederate");
        X.at = "specs/warpath/actions.rules:224:15: fight(next, mover, tribe, here, false)";
        return M.call(X, f, 35 /* fight */, actor, [L[13]!, L[1]!, L[19]!, L[7]!, false], 22);
      }
      case 20: {
        f.pc = 21;
        continue;
      }
      case 21: {
        L[18] = (L[18]! as number) + 1;
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

const U102 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/warpath/actions.rules:257:3: if not empty(fortune-targets(player)) {";
        f.pc = !ctx.fn[77 /* fortune-targets#empty */]!(ctx, L[0]!) ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/warpath/actions.rules:258:5: choose u from fortune-targets(player) by player as unit-to-move";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "u",
              ctx.fn[76 /* fortune-targets */]!(ctx, L[0]!),
              L[0]!,
              4 /* unit-to-move */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          1,
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
        X.at = "specs/warpath/actions.rules:259:5: march([u], other(player), player)";
        return M.call(X, f, 9 /* march */, actor, [[L[1]!], B.other(ctx, L[0]!), L[0]!], 5);
      }
      case 5: {
        f.pc = 3;
        continue;
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
        X.at = "specs/warpath/actions.rules:267:3: set union.raiding = player == union";
        C.setField(X, "union", "raiding", "=", L[1]! === "union");
        X.at = "specs/warpath/actions.rules:268:3: for each r in [for p in pieces(territory-map) if p.side == tribe] {";
        const x2_items = V.readPieces(ctx, "territory-map");
        const x3_selected: V.Value[] = [];
        for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
          const x4_p = x2_items[x5_i]!;
          if (S_side(ctx, x4_p) === L[0]!) x3_selected.push(x4_p);
        }
        L[6] = C.items(X, x3_selected, actor);
        L[7] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!((L[7]! as number) < (L[6]! as V.Value[]).length)) {
          f.pc = 2;
          continue;
        }
        L[8] = (L[6]! as V.Value[])[L[7]! as number]!;
        X.at = "specs/warpath/actions.rules:269:5: set r.acted = false";
        C.setField(X, L[8]!, "acted", "=", false);
        X.at = "specs/warpath/actions.rules:270:5: if location(r) != recruit-box-of(tribe) {";
        f.pc =
          (typeof L[8]! === "number" && L[8]! >= 1000000000
            ? ((ctx.state.pieces[L[8]! - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, L[8]!))
            : B.location(ctx, L[8]!)) !== ctx.fn[128 /* recruit-box-of */]!(ctx, L[0]!)
            ? 3
            : 4;
        continue;
      }
      case 2: {
        return false;
      }
      case 3: {
        X.at = "specs/warpath/actions.rules:271:7: march([r], tribe, player)";
        return M.call(X, f, 9 /* march */, actor, [[L[8]!], L[0]!, L[1]!], 6);
      }
      case 4: {
        f.pc = 5;
        continue;
      }
      case 5: {
        X.at = "specs/warpath/actions.rules:274:5: let here = location(r)";
        L[9] =
          typeof L[8]! === "number" && L[8]! >= 1000000000
            ? ((ctx.state.pieces[L[8]! - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, L[8]!))
            : B.location(ctx, L[8]!);
        X.at =
          "specs/warpath/actions.rules:275:5: if here in [for a in territory-map] and not here.devastated and not empty(poo...";
        f.pc =
          V.onMap(ctx, L[9]!, "territory-map") &&
          !V.truthy(
            typeof L[9]! === "number" && L[9]! >= 1000000000
              ? ((ctx.state.pieces[L[9]! - 1000000000]?.state["devastated"] as V.Value | undefined) ??
                  R_devastated(ctx, L[9]!))
              : R_devastated(ctx, L[9]!),
          ) &&
          !ctx.fn[109 /* pool-devastation#empty */]!(ctx)
            ? 7
            : 8;
        continue;
      }
      case 6: {
        f.pc = 5;
        continue;
      }
      case 7: {
        X.at = "specs/warpath/actions.rules:276:7: choose burn from [yes, no] by player as raid-devastation about r";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "burn",
              K_24d16a55c233,
              L[1]!,
              7 /* raid-devastation */,
              actor,
              L[8]!,
              false,
              undefined,
              undefined,
            ),
          ),
          10,
          10,
        );
      }
      case 8: {
        f.pc = 9;
        continue;
      }
      case 9: {
        L[7] = (L[7]! as number) + 1;
        f.pc = 1;
        continue;
      }
      case 10: {
        X.at = "specs/warpath/actions.rules:277:7: if burn == yes {";
        if (L[10]! === "yes") {
          X.at = "specs/warpath/actions.rules:278:9: devastate-space(here, first(pool-devastation()), player)";
          X.T.p[14 /* devastate-space */]!(X, actor, L[9]!, ctx.fn[111 /* pool-devastation#first */]!(ctx), L[1]!);
        }
        f.pc = 9;
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
        X.at = "specs/warpath/actions.rules:329:3: choose a from fort-sites(player) by player as fort-site";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "a",
              ctx.fn[92 /* fort-sites */]!(ctx, L[0]!),
              L[0]!,
              8 /* fort-site */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          1,
          1,
        );
      }
      case 1: {
        X.at = "specs/warpath/actions.rules:330:3: let builder = first(idle-units(player, a))";
        L[3] = ctx.fn[91 /* idle-units#first */]!(ctx, L[0]!, L[1]!);
        X.at = "specs/warpath/actions.rules:331:3: set builder.acted = true";
        C.setField(X, L[3]!, "acted", "=", true);
        X.at = "specs/warpath/actions.rules:332:3: let quick = false";
        L[4] = false;
        X.at =
          "specs/warpath/actions.rules:333:3: if empty(forts-in(a)) and engineer-at(player, a) and supply-at(player, a) >= 2 {";
        f.pc =
          ctx.fn[81 /* forts-in#empty */]!(ctx, L[1]!) &&
          (ctx.fn[96 /* engineer-at */]!(ctx, L[0]!, L[1]!) as boolean) &&
          V.ge(ctx.fn[100 /* supply-at */]!(ctx, L[0]!, L[1]!), 2)
            ? 2
            : 3;
        continue;
      }
      case 2: {
        X.at = "specs/warpath/actions.rules:334:5: choose how from [begin, at-once] by player as fort-pace";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "how",
              K_6ce213a1d0c9,
              L[0]!,
              9 /* fort-pace */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          5,
          5,
        );
      }
      case 3: {
        f.pc = 4;
        continue;
      }
      case 4: {
        X.at = "specs/warpath/actions.rules:337:3: spend-wagon(first(wagons-in(player, a)), player)";
        X.T.p[12 /* spend-wagon */]!(X, actor, ctx.fn[87 /* wagons-in#first */]!(ctx, L[0]!, L[1]!), L[0]!);
        X.at = "specs/warpath/actions.rules:338:3: if empty(forts-in(a)) {";
        if (ctx.fn[81 /* forts-in#empty */]!(ctx, L[1]!)) {
          X.at = "specs/warpath/actions.rules:339:5: let f = first(pieces(fort-stock))";
          L[7] = V.readPieces(ctx, 2000000032 /* fort-stock */)[0] ?? null;
          X.at = "specs/warpath/actions.rules:340:5: move f to a";
          C.movePieces(X, L[7]!, L[1]!, actor);
          X.at = "specs/warpath/actions.rules:341:5: set f.begun = value(impulse-count)";
          C.setField(X, L[7]!, "begun", "=", B.value(ctx, ctx.state.tracks["impulse-count"] ?? null));
          X.at = "specs/warpath/actions.rules:342:5: if quick {";
          if (V.truthy(L[4]!)) {
            X.at = "specs/warpath/actions.rules:344:7: spend-wagon(first(wagons-in(player, a)), player)";
            X.T.p[12 /* spend-wagon */]!(X, actor, ctx.fn[87 /* wagons-in#first */]!(ctx, L[0]!, L[1]!), L[0]!);
            X.at = "specs/warpath/actions.rules:345:7: set f.done = true";
            C.setField(X, L[7]!, "done", "=", true);
          } else {
            X.at = "specs/warpath/actions.rules:347:7: flip(f)";
            C.flip(X, L[7]!);
          }
        } else {
          X.at = "specs/warpath/actions.rules:350:5: flip(first(forts-in(a)))";
          C.flip(X, ctx.fn[83 /* forts-in#first */]!(ctx, L[1]!));
          X.at = "specs/warpath/actions.rules:351:5: set first(forts-in(a)).done = true";
          C.setField(X, ctx.fn[83 /* forts-in#first */]!(ctx, L[1]!), "done", "=", true);
        }
        return false;
      }
      case 5: {
        X.at = "specs/warpath/actions.rules:335:5: set quick = how == at-once";
        L[4] = C.combine("=", L[4]!, L[5]! === "at-once");
        f.pc = 4;
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
        X.at =
          "specs/warpath/actions.rules:405:3: choose a from devastation-targets(player) by player as space-to-devastate";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "a",
              ctx.fn[112 /* devastation-targets */]!(ctx, L[0]!),
              L[0]!,
              10 /* space-to-devastate */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          1,
          1,
        );
      }
      case 1: {
        X.at = "specs/warpath/actions.rules:406:3: for each u in pieces-of(player, a) {";
        {
          L[3] = C.items(X, B.piecesOf(ctx, L[0]!, L[1]!), actor);
          L[4] = 0;
          while ((L[4]! as number) < (L[3]! as V.Value[]).length) {
            L[5] = (L[3]! as V.Value[])[L[4]! as number]!;
            X.at = "specs/warpath/actions.rules:407:5: set u.acted = true";
            C.setField(X, L[5]!, "acted", "=", true);
            L[4] = (L[4]! as number) + 1;
          }
        }
        X.at = "specs/warpath/actions.rules:409:3: devastate-space(a, first(pool-devastation()), player)";
        X.T.p[14 /* devastate-space */]!(X, actor, L[1]!, ctx.fn[111 /* pool-devastation#first */]!(ctx), L[0]!);
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
          "specs/warpath/actions.rules:415:3: let spaces = [for a in territory-map if devastable(a) and indian-territory in...";
        const x3_items = K_85ea311d1015;
        const x4_selected: V.Value[] = [];
        for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
          const x5_a = x3_items[x6_i]!;
          if (
            (ctx.fn[104 /* devastable */]!(ctx, x5_a) as boolean) &&
            V.isIn(ctx, "indian-territory", S_territory(ctx, x5_a))
          )
            x4_selected.push(x5_a);
        }
        L[2] = x4_selected;
        X.at = "specs/warpath/actions.rules:416:3: if not empty(spaces) {";
        f.pc = !B.empty(ctx, L[2]!) ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/warpath/actions.rules:417:5: choose a from spaces by player as space-to-devastate";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "a",
              L[2]!,
              L[0]!,
              10 /* space-to-devastate */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
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
        X.at = "specs/warpath/actions.rules:418:5: devastate-space(a, marker, player)";
        X.T.p[14 /* devastate-space */]!(X, actor, L[7]!, L[1]!, L[0]!);
        f.pc = 3;
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
        X.at = "specs/warpath/actions.rules:450:3: let wagon = first(pieces(wagon-box(player)))";
        L[1] = V.readPieces(ctx, ctx.fn[116 /* wagon-box */]!(ctx, L[0]!))[0] ?? null;
        X.at = "specs/warpath/actions.rules:451:3: choose where from friendly-bases(player) by player as wagon-space";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "where",
              ctx.fn[120 /* friendly-bases */]!(ctx, L[0]!),
              L[0]!,
              11 /* wagon-space */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          2,
          1,
        );
      }
      case 1: {
        X.at = "specs/warpath/actions.rules:452:3: move wagon to where";
        C.movePieces(X, L[1]!, L[2]!, actor);
        X.at = "specs/warpath/actions.rules:453:3: set wagon.acted = true";
        C.setField(X, L[1]!, "acted", "=", true);
        return false;
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
        X.at = "specs/warpath/actions.rules:486:3: if use == recruit {";
        f.pc = L[1]! === "recruit" ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/warpath/actions.rules:487:5: place-recruit(player, false)";
        return M.call(X, f, 7 /* place-recruit */, actor, [L[0]!, false], 4);
      }
      case 2: {
        X.at = "specs/warpath/actions.rules:488:10: if use == move {";
        f.pc = L[1]! === "move" ? 5 : 6;
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
        X.at = "specs/warpath/actions.rules:489:5: move-unit(player)";
        return M.call(X, f, 8 /* move-unit */, actor, [L[0]!], 8);
      }
      case 6: {
        X.at = "specs/warpath/actions.rules:490:10: if use == build {";
        f.pc = L[1]! === "build" ? 9 : 10;
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
        X.at = "specs/warpath/actions.rules:491:5: build-fort(player)";
        return M.call(X, f, 13 /* build-fort */, actor, [L[0]!], 12);
      }
      case 10: {
        X.at = "specs/warpath/actions.rules:492:10: if use == wagon {";
        f.pc = L[1]! === "wagon" ? 13 : 14;
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
        X.at = "specs/warpath/actions.rules:493:5: procure-wagon(player)";
        return M.call(X, f, 18 /* procure-wagon */, actor, [L[0]!], 16);
      }
      case 14: {
        X.at = "specs/warpath/actions.rules:495:5: devastate-action(player)";
        return M.call(X, f, 15 /* devastate-action */, actor, [L[0]!], 17);
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
        f.pc = 15;
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
        X.at = "specs/warpath/battle.rules:104:3: if not raider(player) {";
        f.pc = !(ctx.fn[132 /* raider */]!(ctx, L[0]!) as boolean) ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/warpath/battle.rules:105:5: set player.supplied = false";
        C.setField(X, L[0]!, "supplied", "=", false);
        X.at = "specs/warpath/battle.rules:106:5: if defending and place.base and controller(place) == player {";
        f.pc =
          V.truthy(L[2]!) && V.truthy(S_base(ctx, L[1]!)) && ctx.fn[8 /* controller */]!(ctx, L[1]!) === L[0]! ? 4 : 5;
        continue;
      }
      case 2: {
        f.pc = 3;
        continue;
      }
      case 3: {
        return false;
      }
      case 4: {
        X.at = "specs/warpath/battle.rules:107:7: set player.supplied = true";
        C.setField(X, L[0]!, "supplied", "=", true);
        f.pc = 6;
        continue;
      }
      case 5: {
        X.at = "specs/warpath/battle.rules:108:12: if not empty(wagons-in(player, place)) {";
        f.pc = !ctx.fn[85 /* wagons-in#empty */]!(ctx, L[0]!, L[1]!) ? 7 : 8;
        continue;
      }
      case 6: {
        f.pc = 3;
        continue;
      }
      case 7: {
        X.at = "specs/warpath/battle.rules:109:7: choose use from [spend, save] by player as battle-supply";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "use",
              K_acfa049e937e,
              L[0]!,
              20 /* battle-supply */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          3,
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
        X.at = "specs/warpath/battle.rules:110:7: if use == spend {";
        if (L[3]! === "spend") {
          X.at = "specs/warpath/battle.rules:111:9: spend-wagon(first(wagons-in(player, place)), player)";
          X.T.p[12 /* spend-wagon */]!(X, actor, ctx.fn[87 /* wagons-in#first */]!(ctx, L[0]!, L[1]!), L[0]!);
          X.at = "specs/warpath/battle.rules:112:9: set player.supplied = true";
          C.setField(X, L[0]!, "supplied", "=", true);
        }
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
        X.at = "specs/warpath/battle.rules:172:3: let eliminations = 0";
        L[4] = 0;
        X.at = "specs/warpath/battle.rules:173:3: let panics = 0";
        L[5] = 0;
        X.at =
          'specs/warpath/battle.rules:175:3: let wild = if shooter.army == "wild-indian" and count(combat-units(target-sid...';
        L[6] =
          S_army(ctx, L[0]!) === "wild-indian" &&
          V.le(
            ctx.fn[146 /* combat-units#count */]!(ctx, L[3]!, L[1]!),
            ctx.fn[146 /* combat-units#count */]!(
              ctx,
              typeof L[0]! === "number" && L[0]! >= 1000000000
                ? ((ctx.state.pieces[L[0]! - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, L[0]!))
                : B.owner(ctx, L[0]!),
              L[1]!,
            ),
          )
            ? 1
            : 0;
        X.at =
          "specs/warpath/battle.rules:176:3: repeat shooter.strength + (if supplied-now(owner(shooter)) then 1 else 0) {";
        L[7] = V.repeatCount(
          V.plus(
            typeof L[0]! === "number" && L[0]! >= 1000000000
              ? ((ctx.state.pieces[L[0]! - 1000000000]?.state["strength"] as V.Value | undefined) ??
                  R_strength(ctx, L[0]!))
              : R_strength(ctx, L[0]!),
            V.truthy(
              ctx.fn[164 /* supplied-now */]!(
                ctx,
                typeof L[0]! === "number" && L[0]! >= 1000000000
                  ? ((ctx.state.pieces[L[0]! - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, L[0]!))
                  : B.owner(ctx, L[0]!),
              ),
            )
              ? 1
              : 0,
          ),
        );
        {
          L[8] = 0;
          while ((L[8]! as number) < (L[7]! as number)) {
            X.at = "specs/warpath/battle.rules:177:5: let result = fire-result(shooter, place, roll(d6) + wild)";
            L[9] = ctx.fn[176 /* fire-result */]!(ctx, L[0]!, L[1]!, V.plus(B.roll(ctx, "d6"), L[6]!));
            X.at = 'specs/warpath/battle.rules:178:5: if result == "E" {';
            if (L[9]! === "E") {
              X.at = "specs/warpath/battle.rules:179:7: set eliminations += 1";
              L[4] = C.combine("+=", L[4]!, 1);
            } else {
              X.at = 'specs/warpath/battle.rules:180:12: if result == "P" {';
              if (L[9]! === "P") {
                X.at = "specs/warpath/battle.rules:181:7: set panics += 1";
                L[5] = C.combine("+=", L[5]!, 1);
              }
            }
            L[8] = (L[8]! as number) + 1;
          }
        }
        X.at = "specs/warpath/battle.rules:184:3: if harsh-panic(target-side, place, attacker) {";
        if (ctx.fn[168 /* harsh-panic */]!(ctx, L[3]!, L[1]!, L[2]!) as boolean) {
          X.at = "specs/warpath/battle.rules:185:5: set eliminations += panics";
          L[4] = C.combine("+=", L[4]!, L[5]!);
          X.at = "specs/warpath/battle.rules:186:5: set panics = 0";
          L[5] = C.combine("=", L[5]!, 0);
        } else {
          X.at = "specs/warpath/battle.rules:187:10: if ignores-panic(target-side, place, attacker) {";
          if (ctx.fn[172 /* ignores-panic */]!(ctx, L[3]!, L[1]!, L[2]!) as boolean) {
            X.at = "specs/warpath/battle.rules:188:5: set panics = 0";
            L[5] = C.combine("=", L[5]!, 0);
          }
        }
        X.at = "specs/warpath/battle.rules:190:3: repeat eliminations {";
        L[10] = V.repeatCount(L[4]!);
        L[11] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!((L[11]! as number) < (L[10]! as number))) {
          f.pc = 2;
          continue;
        }
        X.at = "specs/warpath/battle.rules:191:5: if not empty(combat-units(target-side, place)) {";
        f.pc = !ctx.fn[145 /* combat-units#empty */]!(ctx, L[3]!, L[1]!) ? 3 : 4;
        continue;
      }
      case 2: {
        X.at = "specs/warpath/battle.rules:196:3: repeat panics {";
        L[14] = V.repeatCount(L[5]!);
        L[15] = 0;
        f.pc = 7;
        continue;
      }
      case 3: {
        X.at =
          "specs/warpath/battle.rules:192:7: choose lost from combat-units(target-side, place) by decider(target-side) as ...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "lost",
              ctx.fn[144 /* combat-units */]!(ctx, L[3]!, L[1]!),
              ctx.fn[136 /* decider */]!(ctx, L[3]!),
              15 /* loss-choice */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          12,
          6,
        );
      }
      case 4: {
        f.pc = 5;
        continue;
      }
      case 5: {
        L[11] = (L[11]! as number) + 1;
        f.pc = 1;
        continue;
      }
      case 6: {
        X.at = "specs/warpath/battle.rules:193:7: eliminate-unit(lost)";
        X.T.p[23 /* eliminate-unit */]!(X, actor, L[12]!);
        f.pc = 5;
        continue;
      }
      case 7: {
        if (!((L[15]! as number) < (L[14]! as number))) {
          f.pc = 8;
          continue;
        }
        X.at = "specs/warpath/battle.rules:197:5: if not empty(combat-units(target-side, place)) {";
        f.pc = !ctx.fn[145 /* combat-units#empty */]!(ctx, L[3]!, L[1]!) ? 9 : 10;
        continue;
      }
      case 8: {
        return false;
      }
      case 9: {
        X.at = "specs/warpath/battle.rules:198:7: let fresh = able(target-side, place)";
        L[16] = ctx.fn[148 /* able */]!(ctx, L[3]!, L[1]!);
        X.at =
          "specs/warpath/battle.rules:199:7: let candidates = if empty(fresh) then combat-units(target-side, place) else f...";
        L[17] = B.empty(ctx, L[16]!) ? ctx.fn[144 /* combat-units */]!(ctx, L[3]!, L[1]!) : L[16]!;
        X.at = "specs/warpath/battle.rules:200:7: choose hit from candidates by decider(target-side) as loss-choice";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "hit",
              L[17]!,
              ctx.fn[136 /* decider */]!(ctx, L[3]!),
              15 /* loss-choice */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          18,
          12,
        );
      }
      case 10: {
        f.pc = 11;
        continue;
      }
      case 11: {
        L[15] = (L[15]! as number) + 1;
        f.pc = 7;
        continue;
      }
      case 12: {
        X.at = "specs/warpath/battle.rules:201:7: panic-unit(hit)";
        X.T.p[24 /* panic-unit */]!(X, actor, L[18]!);
        f.pc = 11;
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
          "specs/warpath/battle.rules:210:3: if not empty(able(defender, place)) and not empty(combat-units(attacker, plac...";
        f.pc =
          !ctx.fn[149 /* able#empty */]!(ctx, L[2]!, L[0]!) && !ctx.fn[145 /* combat-units#empty */]!(ctx, L[1]!, L[0]!)
            ? 1
            : 2;
        continue;
      }
      case 1: {
        X.at = "specs/warpath/battle.rules:211:5: supply-for-round(defender, place, true)";
        return M.call(X, f, 21 /* supply-for-round */, actor, [L[2]!, L[0]!, true], 4);
      }
      case 2: {
        f.pc = 3;
        continue;
      }
      case 3: {
        return false;
      }
      case 4: {
        X.at =
          "specs/warpath/battle.rules:212:5: choose shooter from able(defender, place) by decider(defender) as terrain-sho...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "shooter",
              ctx.fn[148 /* able */]!(ctx, L[2]!, L[0]!),
              ctx.fn[136 /* decider */]!(ctx, L[2]!),
              12 /* terrain-shooter */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          3,
          5,
        );
      }
      case 5: {
        X.at =
          "specs/warpath/battle.rules:213:5: choose target from combat-units(attacker, place) by decider(defender) as targ...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "target",
              ctx.fn[144 /* combat-units */]!(ctx, L[1]!, L[0]!),
              ctx.fn[136 /* decider */]!(ctx, L[2]!),
              13 /* target-unit */,
              actor,
              L[3]!,
              false,
              undefined,
              undefined,
            ),
          ),
          5,
          6,
        );
      }
      case 6: {
        X.at =
          "specs/warpath/battle.rules:214:5: repeat shooter.strength + (if supplied-now(defender) then 1 else 0) {";
        L[7] = V.repeatCount(
          V.plus(
            typeof L[3]! === "number" && L[3]! >= 1000000000
              ? ((ctx.state.pieces[L[3]! - 1000000000]?.state["strength"] as V.Value | undefined) ??
                  R_strength(ctx, L[3]!))
              : R_strength(ctx, L[3]!),
            V.truthy(ctx.fn[164 /* supplied-now */]!(ctx, L[2]!)) ? 1 : 0,
          ),
        );
        {
          L[8] = 0;
          while ((L[8]! as number) < (L[7]! as number)) {
            X.at = "specs/warpath/battle.rules:215:7: if target in combat-units(attacker, place) {";
            if (V.isIn(ctx, L[5]!, ctx.fn[144 /* combat-units */]!(ctx, L[1]!, L[0]!))) {
              X.at = "specs/warpath/battle.rules:216:9: let result = fire-result(shooter, place, roll(d6))";
              L[9] = ctx.fn[176 /* fire-result */]!(ctx, L[3]!, L[0]!, B.roll(ctx, "d6"));
              X.at =
                'specs/warpath/battle.rules:217:9: if result == "E" or result == "P" and harsh-panic(attacker, place, attacker) {';
              if (
                L[9]! === "E" ||
                (L[9]! === "P" && (ctx.fn[168 /* harsh-panic */]!(ctx, L[1]!, L[0]!, L[1]!) as boolean))
              ) {
                X.at = "specs/warpath/battle.rules:218:11: eliminate-unit(target)";
                X.T.p[23 /* eliminate-unit */]!(X, actor, L[5]!);
              } else {
                X.at = 'specs/warpath/battle.rules:219:16: if result == "P" {';
                if (L[9]! === "P") {
                  X.at = "specs/warpath/battle.rules:220:11: panic-unit(target)";
                  X.T.p[24 /* panic-unit */]!(X, actor, L[5]!);
                }
              }
            }
            L[8] = (L[8]! as number) + 1;
          }
        }
        f.pc = 3;
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
        X.at = "specs/warpath/battle.rules:233:3: let hits = 0";
        L[3] = 0;
        X.at = "specs/warpath/battle.rules:234:3: repeat gun.strength + (if supplied-now(owner(gun)) then 1 else 0) {";
        L[4] = V.repeatCount(
          V.plus(
            typeof L[0]! === "number" && L[0]! >= 1000000000
              ? ((ctx.state.pieces[L[0]! - 1000000000]?.state["strength"] as V.Value | undefined) ??
                  R_strength(ctx, L[0]!))
              : R_strength(ctx, L[0]!),
            V.truthy(
              ctx.fn[164 /* supplied-now */]!(
                ctx,
                typeof L[0]! === "number" && L[0]! >= 1000000000
                  ? ((ctx.state.pieces[L[0]! - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, L[0]!))
                  : B.owner(ctx, L[0]!),
              ),
            )
              ? 1
              : 0,
          ),
        );
        {
          L[5] = 0;
          while ((L[5]! as number) < (L[4]! as number)) {
            X.at = "specs/warpath/battle.rules:235:5: let result = fire-result(gun, place, roll(d6))";
            L[6] = ctx.fn[176 /* fire-result */]!(ctx, L[0]!, L[1]!, B.roll(ctx, "d6"));
            X.at = 'specs/warpath/battle.rules:236:5: if result == "E" or result == "P" {';
            if (L[6]! === "E" || L[6]! === "P") {
              X.at = "specs/warpath/battle.rules:237:7: set hits += 1";
              L[3] = C.combine("+=", L[3]!, 1);
            }
            L[5] = (L[5]! as number) + 1;
          }
        }
        X.at = "specs/warpath/battle.rules:240:3: repeat hits {";
        L[7] = V.repeatCount(L[3]!);
        L[8] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!((L[8]! as number) < (L[7]! as number))) {
          f.pc = 2;
          continue;
        }
        X.at = "specs/warpath/battle.rules:241:5: if not empty(able(target-side, place)) {";
        f.pc = !ctx.fn[149 /* able#empty */]!(ctx, L[2]!, L[1]!) ? 3 : 4;
        continue;
      }
      case 2: {
        return false;
      }
      case 3: {
        X.at =
          "specs/warpath/battle.rules:242:7: choose hit from able(target-side, place) by decider(owner(gun)) as target-uni...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "hit",
              ctx.fn[148 /* able */]!(ctx, L[2]!, L[1]!),
              ctx.fn[136 /* decider */]!(
                ctx,
                typeof L[0]! === "number" && L[0]! >= 1000000000
                  ? ((ctx.state.pieces[L[0]! - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, L[0]!))
                  : B.owner(ctx, L[0]!),
              ),
              13 /* target-unit */,
              actor,
              L[0]!,
              false,
              undefined,
              undefined,
            ),
          ),
          9,
          6,
        );
      }
      case 4: {
        f.pc = 5;
        continue;
      }
      case 5: {
        L[8] = (L[8]! as number) + 1;
        f.pc = 1;
        continue;
      }
      case 6: {
        X.at = "specs/warpath/battle.rules:243:7: flip(hit)";
        C.flip(X, L[9]!);
        X.at = "specs/warpath/battle.rules:244:7: set hit.panicked = true";
        C.setField(X, L[9]!, "panicked", "=", true);
        f.pc = 5;
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
        X.at =
          "specs/warpath/battle.rules:254:3: if not empty(guns(attacker, place)) or not empty(guns(defender, place)) {";
        f.pc =
          !ctx.fn[181 /* guns#empty */]!(ctx, L[1]!, L[0]!) || !ctx.fn[181 /* guns#empty */]!(ctx, L[2]!, L[0]!)
            ? 1
            : 2;
        continue;
      }
      case 1: {
        X.at = "specs/warpath/battle.rules:255:5: supply-for-round(attacker, place, false)";
        return M.call(X, f, 21 /* supply-for-round */, actor, [L[1]!, L[0]!, false], 4);
      }
      case 2: {
        f.pc = 3;
        continue;
      }
      case 3: {
        return false;
      }
      case 4: {
        X.at = "specs/warpath/battle.rules:256:5: supply-for-round(defender, place, true)";
        return M.call(X, f, 21 /* supply-for-round */, actor, [L[2]!, L[0]!, true], 5);
      }
      case 5: {
        X.at = "specs/warpath/battle.rules:257:5: let first-side = attacker";
        L[3] = L[1]!;
        X.at = "specs/warpath/battle.rules:258:5: if empty(guns(attacker, place)) {";
        if (ctx.fn[181 /* guns#empty */]!(ctx, L[1]!, L[0]!)) {
          X.at = "specs/warpath/battle.rules:259:7: set first-side = defender";
          L[3] = C.combine("=", L[3]!, L[2]!);
        } else {
          X.at = "specs/warpath/battle.rules:260:12: if not empty(guns(defender, place)) {";
          if (!ctx.fn[181 /* guns#empty */]!(ctx, L[2]!, L[0]!)) {
            X.at = "specs/warpath/battle.rules:261:7: roll-superiority(place, attacker, defender, false)";
            X.T.p[29 /* roll-superiority */]!(X, actor, L[0]!, L[1]!, L[2]!, false);
            X.at =
              "specs/warpath/battle.rules:262:7: set first-side = if value(superiority) == attacking-side then attacker else d...";
            L[3] = C.combine(
              "=",
              L[3]!,
              B.value(ctx, ctx.state.tracks["superiority"] ?? null) === "attacking-side" ? L[1]! : L[2]!,
            );
          }
        }
        X.at =
          "specs/warpath/battle.rules:264:5: for each u in units-of(attacker, place) + units-of(defender, place) {";
        {
          L[4] = C.items(
            X,
            V.plus(ctx.fn[12 /* units-of */]!(ctx, L[1]!, L[0]!), ctx.fn[12 /* units-of */]!(ctx, L[2]!, L[0]!)),
            actor,
          );
          L[5] = 0;
          while ((L[5]! as number) < (L[4]! as V.Value[]).length) {
            L[6] = (L[4]! as V.Value[])[L[5]! as number]!;
            X.at = "specs/warpath/battle.rules:265:7: set u.fired = false";
            C.setField(X, L[6]!, "fired", "=", false);
            L[5] = (L[5]! as number) + 1;
          }
        }
        X.at = "specs/warpath/battle.rules:267:5: let turn-side = first-side";
        L[7] = L[3]!;
        X.at =
          "specs/warpath/battle.rules:268:5: while (not empty([for g in guns(attacker, place) if not g.fired]) or not empt...";
        L[16] = 0;
        f.pc = 6;
        continue;
      }
      case 6: {
        if (!(
          (!!V.readList(ctx, ctx.fn[180 /* guns */]!(ctx, L[1]!, L[0]!), "a selection").some(
            (x17_g: V.Value) =>
              !V.truthy(
                typeof x17_g === "number" && x17_g >= 1000000000
                  ? ((ctx.state.pieces[x17_g - 1000000000]?.state["fired"] as V.Value | undefined) ??
                      R_fired(ctx, x17_g))
                  : R_fired(ctx, x17_g),
              ),
          ) ||
            !!V.readList(ctx, ctx.fn[180 /* guns */]!(ctx, L[2]!, L[0]!), "a selection").some(
              (x18_g: V.Value) =>
                !V.truthy(
                  typeof x18_g === "number" && x18_g >= 1000000000
                    ? ((ctx.state.pieces[x18_g - 1000000000]?.state["fired"] as V.Value | undefined) ??
                        R_fired(ctx, x18_g))
                    : R_fired(ctx, x18_g),
                ),
            )) &&
          !ctx.fn[149 /* able#empty */]!(ctx, L[1]!, L[0]!) &&
          !ctx.fn[149 /* able#empty */]!(ctx, L[2]!, L[0]!)
        )) {
          f.pc = 7;
          continue;
        }
        if ((L[16]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[16] = (L[16]! as number) + 1;
        X.at = "specs/warpath/battle.rules:269:7: let foe = if turn-side == attacker then defender else attacker";
        L[8] = L[7]! === L[1]! ? L[2]! : L[1]!;
        X.at = "specs/warpath/battle.rules:270:7: let ready = [for g in guns(turn-side, place) if not g.fired]";
        const x10_items = V.readList(ctx, ctx.fn[180 /* guns */]!(ctx, L[7]!, L[0]!), "a selection");
        const x11_selected: V.Value[] = [];
        for (let x13_i = 0; x13_i < x10_items.length; x13_i++) {
          const x12_g = x10_items[x13_i]!;
          if (
            !V.truthy(
              typeof x12_g === "number" && x12_g >= 1000000000
                ? ((ctx.state.pieces[x12_g - 1000000000]?.state["fired"] as V.Value | undefined) ?? R_fired(ctx, x12_g))
                : R_fired(ctx, x12_g),
            )
          )
            x11_selected.push(x12_g);
        }
        L[9] = x11_selected;
        X.at = "specs/warpath/battle.rules:271:7: if not empty(ready) {";
        f.pc = !B.empty(ctx, L[9]!) ? 8 : 9;
        continue;
      }
      case 7: {
        f.pc = 3;
        continue;
      }
      case 8: {
        X.at = "specs/warpath/battle.rules:272:9: choose gun from ready by decider(turn-side) as fire-order";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "gun",
              L[9]!,
              ctx.fn[136 /* decider */]!(ctx, L[7]!),
              14 /* fire-order */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          14,
          11,
        );
      }
      case 9: {
        f.pc = 10;
        continue;
      }
      case 10: {
        X.at = "specs/warpath/battle.rules:276:7: set turn-side = foe";
        L[7] = C.combine("=", L[7]!, L[8]!);
        f.pc = 6;
        continue;
      }
      case 11: {
        X.at = "specs/warpath/battle.rules:273:9: set gun.fired = true";
        C.setField(X, L[14]!, "fired", "=", true);
        X.at = "specs/warpath/battle.rules:274:9: artillery-fire(gun, place, foe)";
        return M.call(X, f, 27 /* artillery-fire */, actor, [L[14]!, L[0]!, L[8]!], 12);
      }
      case 12: {
        f.pc = 10;
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
        X.at = "specs/warpath/battle.rules:302:3: roll-superiority(place, attacker, defender, pursuing)";
        X.T.p[29 /* roll-superiority */]!(X, actor, L[0]!, L[1]!, L[2]!, L[4]!);
        X.at = "specs/warpath/battle.rules:303:3: supply-for-round(attacker, place, false)";
        return M.call(X, f, 21 /* supply-for-round */, actor, [L[1]!, L[0]!, false], 1);
      }
      case 1: {
        X.at = "specs/warpath/battle.rules:304:3: supply-for-round(defender, place, true)";
        return M.call(X, f, 21 /* supply-for-round */, actor, [L[2]!, L[0]!, true], 2);
      }
      case 2: {
        X.at =
          "specs/warpath/battle.rules:305:3: for each u in units-of(attacker, place) + units-of(defender, place) {";
        {
          L[5] = C.items(
            X,
            V.plus(ctx.fn[12 /* units-of */]!(ctx, L[1]!, L[0]!), ctx.fn[12 /* units-of */]!(ctx, L[2]!, L[0]!)),
            actor,
          );
          L[6] = 0;
          while ((L[6]! as number) < (L[5]! as V.Value[]).length) {
            L[7] = (L[5]! as V.Value[])[L[6]! as number]!;
            X.at = "specs/warpath/battle.rules:306:5: set u.fired = false";
            C.setField(X, L[7]!, "fired", "=", false);
            L[6] = (L[6]! as number) + 1;
          }
        }
        X.at =
          "specs/warpath/battle.rules:308:3: let turn-side = if value(superiority) == attacking-side then attacker else de...";
        L[8] = B.value(ctx, ctx.state.tracks["superiority"] ?? null) === "attacking-side" ? L[1]! : L[2]!;
        X.at =
          "specs/warpath/battle.rules:310:3: while (not empty([for u in able(attacker, place) if not u.fired]) or not empt...";
        L[20] = 0;
        f.pc = 3;
        continue;
      }
      case 3: {
        if (!(
          (!!V.readList(ctx, ctx.fn[148 /* able */]!(ctx, L[1]!, L[0]!), "a selection").some(
            (x21_u: V.Value) =>
              !V.truthy(
                typeof x21_u === "number" && x21_u >= 1000000000
                  ? ((ctx.state.pieces[x21_u - 1000000000]?.state["fired"] as V.Value | undefined) ??
                      R_fired(ctx, x21_u))
                  : R_fired(ctx, x21_u),
              ),
          ) ||
            !!V.readList(ctx, ctx.fn[148 /* able */]!(ctx, L[2]!, L[0]!), "a selection").some(
              (x22_u: V.Value) =>
                !V.truthy(
                  typeof x22_u === "number" && x22_u >= 1000000000
                    ? ((ctx.state.pieces[x22_u - 1000000000]?.state["fired"] as V.Value | undefined) ??
                        R_fired(ctx, x22_u))
                    : R_fired(ctx, x22_u),
                ),
            )) &&
          !ctx.fn[145 /* combat-units#empty */]!(ctx, L[1]!, L[0]!) &&
          !ctx.fn[145 /* combat-units#empty */]!(ctx, L[2]!, L[0]!)
        )) {
          f.pc = 4;
          continue;
        }
        if ((L[20]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[20] = (L[20]! as number) + 1;
        X.at = "specs/warpath/battle.rules:311:5: let foe = if turn-side == attacker then defender else attacker";
        L[9] = L[8]! === L[1]! ? L[2]! : L[1]!;
        X.at = "specs/warpath/battle.rules:312:5: let ready = [for u in able(turn-side, place) if not u.fired]";
        const x11_items = V.readList(ctx, ctx.fn[148 /* able */]!(ctx, L[8]!, L[0]!), "a selection");
        const x12_selected: V.Value[] = [];
        for (let x14_i = 0; x14_i < x11_items.length; x14_i++) {
          const x13_u = x11_items[x14_i]!;
          if (
            !V.truthy(
              typeof x13_u === "number" && x13_u >= 1000000000
                ? ((ctx.state.pieces[x13_u - 1000000000]?.state["fired"] as V.Value | undefined) ?? R_fired(ctx, x13_u))
                : R_fired(ctx, x13_u),
            )
          )
            x12_selected.push(x13_u);
        }
        L[10] = x12_selected;
        X.at = "specs/warpath/battle.rules:313:5: if not empty(ready) {";
        f.pc = !B.empty(ctx, L[10]!) ? 5 : 6;
        continue;
      }
      case 4: {
        return false;
      }
      case 5: {
        X.at = "specs/warpath/battle.rules:314:7: choose shooter from ready by decider(turn-side) as fire-order";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "shooter",
              L[10]!,
              ctx.fn[136 /* decider */]!(ctx, L[8]!),
              14 /* fire-order */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          15,
          8,
        );
      }
      case 6: {
        f.pc = 7;
        continue;
      }
      case 7: {
        X.at = "specs/warpath/battle.rules:327:5: set turn-side = foe";
        L[8] = C.combine("=", L[8]!, L[9]!);
        f.pc = 3;
        continue;
      }
      case 8: {
        X.at = "specs/warpath/battle.rules:315:7: set shooter.fired = true";
        C.setField(X, L[15]!, "fired", "=", true);
        X.at = "specs/warpath/battle.rules:316:7: let how = fire";
        L[17] = "fire";
        X.at = 'specs/warpath/battle.rules:317:7: if shooter.class == "cavalry" or shooter.army == "wild-indian" {';
        f.pc = S_class(ctx, L[15]!) === "cavalry" || S_army(ctx, L[15]!) === "wild-indian" ? 9 : 10;
        continue;
      }
      case 9: {
        X.at =
          "specs/warpath/battle.rules:318:9: choose chosen from [fire, break-off] by decider(turn-side) as break-off about...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "chosen",
              K_bf8a6e297e97,
              ctx.fn[136 /* decider */]!(ctx, L[8]!),
              16 /* break-off */,
              actor,
              L[15]!,
              false,
              undefined,
              undefined,
            ),
          ),
          18,
          12,
        );
      }
      case 10: {
        f.pc = 11;
        continue;
      }
      case 11: {
        X.at = "specs/warpath/battle.rules:321:7: if how == break-off {";
        f.pc = L[17]! === "break-off" ? 13 : 14;
        continue;
      }
      case 12: {
        X.at = "specs/warpath/battle.rules:319:9: set how = chosen";
        L[17] = C.combine("=", L[17]!, L[18]!);
        f.pc = 11;
        continue;
      }
      case 13: {
        X.at = "specs/warpath/battle.rules:322:9: retreat([shooter], place, turn-side == attacker, from, foe)";
        return M.call(X, f, 31 /* retreat */, actor, [[L[15]!], L[0]!, L[8]! === L[1]!, L[3]!, L[9]!], 16);
      }
      case 14: {
        X.at = "specs/warpath/battle.rules:324:9: fire-unit(shooter, place, attacker, foe)";
        return M.call(X, f, 25 /* fire-unit */, actor, [L[15]!, L[0]!, L[1]!, L[9]!], 17);
      }
      case 15: {
        f.pc = 7;
        continue;
      }
      case 16: {
        f.pc = 15;
        continue;
      }
      case 17: {
        f.pc = 15;
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
        X.at = "specs/warpath/battle.rules:342:3: if not empty(units) {";
        f.pc = !B.empty(ctx, L[0]!) ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/warpath/battle.rules:343:5: let player = owner(first(units))";
        L[5] = B.owner(ctx, B.first(ctx, L[0]!));
        X.at = "specs/warpath/battle.rules:344:5: let spaces = retreat-options(place, attacking, from, enemy, player)";
        L[6] = ctx.fn[188 /* retreat-options */]!(ctx, L[1]!, L[2]!, L[3]!, L[4]!, L[5]!);
        X.at = "specs/warpath/battle.rules:345:5: if empty(spaces) {";
        f.pc = B.empty(ctx, L[6]!) ? 4 : 5;
        continue;
      }
      case 2: {
        f.pc = 3;
        continue;
      }
      case 3: {
        return false;
      }
      case 4: {
        X.at = "specs/warpath/battle.rules:346:7: for each u in units {";
        {
          L[7] = C.items(X, L[0]!, actor);
          L[8] = 0;
          while ((L[8]! as number) < (L[7]! as V.Value[]).length) {
            L[9] = (L[7]! as V.Value[])[L[8]! as number]!;
            X.at = "specs/warpath/battle.rules:347:9: eliminate-unit(u)";
            X.T.p[23 /* eliminate-unit */]!(X, actor, L[9]!);
            L[8] = (L[8]! as number) + 1;
          }
        }
        f.pc = 6;
        continue;
      }
      case 5: {
        X.at = "specs/warpath/battle.rules:350:7: choose to from spaces by decider(player) as retreat-space";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "to",
              L[6]!,
              ctx.fn[136 /* decider */]!(ctx, L[5]!),
              17 /* retreat-space */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          10,
          7,
        );
      }
      case 6: {
        f.pc = 3;
        continue;
      }
      case 7: {
        X.at = "specs/warpath/battle.rules:351:7: for each u in units {";
        {
          L[12] = C.items(X, L[0]!, actor);
          L[13] = 0;
          while ((L[13]! as number) < (L[12]! as V.Value[]).length) {
            L[14] = (L[12]! as V.Value[])[L[13]! as number]!;
            X.at = "specs/warpath/battle.rules:352:9: steady(u)";
            X.T.p[22 /* steady */]!(X, actor, L[14]!);
            L[13] = (L[13]! as number) + 1;
          }
        }
        X.at = "specs/warpath/battle.rules:354:7: move units to to";
        C.movePieces(X, L[0]!, L[10]!, actor);
        X.at = "specs/warpath/battle.rules:355:7: check-control(to)";
        X.T.p[5 /* check-control */]!(X, actor, L[10]!);
        X.at = "specs/warpath/battle.rules:356:7: if not empty(units-of(enemy, to)) {";
        if (!ctx.fn[13 /* units-of#empty */]!(ctx, L[4]!, L[10]!)) {
          X.at = "specs/warpath/battle.rules:357:9: for each u in units {";
          {
            L[15] = C.items(X, L[0]!, actor);
            L[16] = 0;
            while ((L[16]! as number) < (L[15]! as V.Value[]).length) {
              L[17] = (L[15]! as V.Value[])[L[16]! as number]!;
              X.at = "specs/warpath/battle.rules:358:11: eliminate-unit(u)";
              X.T.p[23 /* eliminate-unit */]!(X, actor, L[17]!);
              L[16] = (L[16]! as number) + 1;
            }
          }
        }
        f.pc = 6;
        continue;
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
        X.at = "specs/warpath/battle.rules:403:3: let riders = pursuers(winner, place)";
        L[3] = ctx.fn[192 /* pursuers */]!(ctx, L[0]!, L[1]!);
        X.at =
          "specs/warpath/battle.rules:404:3: if not empty(riders) and not empty(pursuit-spaces(place, winner)) and not (de...";
        f.pc =
          !B.empty(ctx, L[3]!) &&
          !B.empty(ctx, ctx.fn[196 /* pursuit-spaces */]!(ctx, L[1]!, L[0]!)) &&
          !(V.truthy(L[2]!) && (ctx.fn[156 /* fortified */]!(ctx, L[1]!) as boolean))
            ? 1
            : 2;
        continue;
      }
      case 1: {
        X.at = "specs/warpath/battle.rules:405:5: choose go from [pursue, stay] by decider(winner) as pursue";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "go",
              K_0bce03806e98,
              ctx.fn[136 /* decider */]!(ctx, L[0]!),
              18 /* pursue */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          4,
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
        X.at = "specs/warpath/battle.rules:406:5: if go == pursue {";
        f.pc = L[4]! === "pursue" ? 5 : 6;
        continue;
      }
      case 5: {
        X.at =
          "specs/warpath/battle.rules:407:7: choose to from pursuit-spaces(place, winner) by decider(winner) as pursuit-space";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "to",
              ctx.fn[196 /* pursuit-spaces */]!(ctx, L[1]!, L[0]!),
              ctx.fn[136 /* decider */]!(ctx, L[0]!),
              19 /* pursuit-space */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          6,
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
        X.at = "specs/warpath/battle.rules:408:7: let leaders = [for l in units-of(winner, place) if l.leader]";
        const x9_items = V.readList(ctx, ctx.fn[12 /* units-of */]!(ctx, L[0]!, L[1]!), "a selection");
        const x10_selected: V.Value[] = [];
        for (let x12_i = 0; x12_i < x9_items.length; x12_i++) {
          const x11_l = x9_items[x12_i]!;
          if (V.truthy(S_leader(ctx, x11_l))) x10_selected.push(x11_l);
        }
        L[8] = x10_selected;
        X.at =
          "specs/warpath/battle.rules:409:7: let force = riders + (if empty(leaders) then [] else [first(leaders)])";
        L[13] = V.plus(L[3]!, B.empty(ctx, L[8]!) ? [] : [B.first(ctx, L[8]!)]);
        X.at = "specs/warpath/battle.rules:410:7: move force to to";
        C.movePieces(X, L[13]!, L[6]!, actor);
        X.at = "specs/warpath/battle.rules:411:7: check-control(place)";
        X.T.p[5 /* check-control */]!(X, actor, L[1]!);
        X.at = "specs/warpath/battle.rules:412:7: let foes = enemies-at(winner, to)";
        L[14] = ctx.fn[140 /* enemies-at */]!(ctx, L[0]!, L[6]!);
        X.at = "specs/warpath/battle.rules:413:7: if not empty(foes) {";
        f.pc = !B.empty(ctx, L[14]!) ? 9 : 10;
        continue;
      }
      case 9: {
        X.at = "specs/warpath/battle.rules:414:9: fight(to, winner, owner(first(foes)), place, true)";
        return M.call(X, f, 35 /* fight */, actor, [L[6]!, L[0]!, B.owner(ctx, B.first(ctx, L[14]!)), L[1]!, true], 12);
      }
      case 10: {
        X.at = "specs/warpath/battle.rules:416:9: check-control(to)";
        X.T.p[5 /* check-control */]!(X, actor, L[6]!);
        f.pc = 11;
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
        X.at = "specs/warpath/battle.rules:425:3: set battles-on += 1";
        C.setTrack(X, 2 /* battles-on */, "+=", 1);
        X.at = "specs/warpath/battle.rules:427:3: reveal(units-of(attacker, place) + units-of(defender, place))";
        C.reveal(
          X,
          V.plus(ctx.fn[12 /* units-of */]!(ctx, L[1]!, L[0]!), ctx.fn[12 /* units-of */]!(ctx, L[2]!, L[0]!)),
        );
        X.at =
          "specs/warpath/battle.rules:428:3: if link-kind(from, place) == river or place.terrain == rough or place.terrain...";
        f.pc =
          B.linkKind(ctx, L[3]!, L[0]!) === "river" ||
          S_terrain(ctx, L[0]!) === "rough" ||
          S_terrain(ctx, L[0]!) === "forest"
            ? 1
            : 2;
        continue;
      }
      case 1: {
        X.at = "specs/warpath/battle.rules:429:5: terrain-round(place, attacker, defender)";
        return M.call(X, f, 26 /* terrain-round */, actor, [L[0]!, L[1]!, L[2]!], 4);
      }
      case 2: {
        f.pc = 3;
        continue;
      }
      case 3: {
        X.at = "specs/warpath/battle.rules:431:3: artillery-round(place, attacker, defender)";
        return M.call(X, f, 28 /* artillery-round */, actor, [L[0]!, L[1]!, L[2]!], 5);
      }
      case 4: {
        f.pc = 3;
        continue;
      }
      case 5: {
        X.at =
          "specs/warpath/battle.rules:432:3: while not empty(able(attacker, place)) and not empty(able(defender, place)) {";
        L[5] = 0;
        f.pc = 6;
        continue;
      }
      case 6: {
        if (!(!ctx.fn[149 /* able#empty */]!(ctx, L[1]!, L[0]!) && !ctx.fn[149 /* able#empty */]!(ctx, L[2]!, L[0]!))) {
          f.pc = 7;
          continue;
        }
        if ((L[5]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[5] = (L[5]! as number) + 1;
        X.at = "specs/warpath/battle.rules:433:5: battle-round(place, attacker, defender, from, pursuing)";
        return M.call(X, f, 30 /* battle-round */, actor, [L[0]!, L[1]!, L[2]!, L[3]!, L[4]!], 8);
      }
      case 7: {
        X.at =
          "specs/warpath/battle.rules:436:3: let winner = if empty(able(attacker, place)) then defender else attacker";
        L[6] = ctx.fn[149 /* able#empty */]!(ctx, L[1]!, L[0]!) ? L[2]! : L[1]!;
        X.at = "specs/warpath/battle.rules:437:3: let loser = if winner == attacker then defender else attacker";
        L[7] = L[6]! === L[1]! ? L[2]! : L[1]!;
        X.at = "specs/warpath/battle.rules:438:3: leaders-after-battle(loser, place)";
        X.T.p[33 /* leaders-after-battle */]!(X, actor, L[7]!, L[0]!);
        X.at = "specs/warpath/battle.rules:439:3: capture-wagons(loser, winner, place)";
        X.T.p[32 /* capture-wagons */]!(X, actor, L[7]!, L[6]!, L[0]!);
        X.at =
          "specs/warpath/battle.rules:440:3: retreat(units-of(loser, place), place, loser == attacker, from, winner)";
        return M.call(
          X,
          f,
          31 /* retreat */,
          actor,
          [ctx.fn[12 /* units-of */]!(ctx, L[7]!, L[0]!), L[0]!, L[7]! === L[1]!, L[3]!, L[6]!],
          9,
        );
      }
      case 8: {
        f.pc = 6;
        continue;
      }
      case 9: {
        X.at = "specs/warpath/battle.rules:441:3: check-control(place)";
        X.T.p[5 /* check-control */]!(X, actor, L[0]!);
        X.at = "specs/warpath/battle.rules:442:3: if not pursuing {";
        f.pc = !V.truthy(L[4]!) ? 10 : 11;
        continue;
      }
      case 10: {
        X.at = "specs/warpath/battle.rules:443:5: pursuit(winner, place, winner == defender)";
        return M.call(X, f, 34 /* pursuit */, actor, [L[6]!, L[0]!, L[6]! === L[2]!], 13);
      }
      case 11: {
        f.pc = 12;
        continue;
      }
      case 12: {
        X.at = "specs/warpath/battle.rules:446:3: for each u in combat-units(winner, place) {";
        {
          L[8] = C.items(X, ctx.fn[144 /* combat-units */]!(ctx, L[6]!, L[0]!), actor);
          L[9] = 0;
          while ((L[9]! as number) < (L[8]! as V.Value[]).length) {
            L[10] = (L[8]! as V.Value[])[L[9]! as number]!;
            X.at = "specs/warpath/battle.rules:447:5: steady(u)";
            X.T.p[22 /* steady */]!(X, actor, L[10]!);
            L[9] = (L[9]! as number) + 1;
          }
        }
        X.at = "specs/warpath/battle.rules:450:3: if value(battles-on) == 1 {";
        if (B.value(ctx, ctx.state.tracks["battles-on"] ?? null) === 1) {
          X.at =
            "specs/warpath/battle.rules:451:5: hide([for u in pieces(territory-map) if (u.side == union or u.side == confede...";
          const x11_items = V.readPieces(ctx, "territory-map");
          const x12_selected: V.Value[] = [];
          for (let x14_i = 0; x14_i < x11_items.length; x14_i++) {
            const x13_u = x11_items[x14_i]!;
            if (
              (S_side(ctx, x13_u) === "union" || S_side(ctx, x13_u) === "confederate") &&
              (typeof x13_u === "number" && x13_u >= 1000000000
                ? ((ctx.state.pieces[x13_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x13_u))
                : V.kindOf(ctx, x13_u)) !== "supply-wagon"
            )
              x12_selected.push(x13_u);
          }
          C.hide(X, x12_selected);
        }
        X.at = "specs/warpath/battle.rules:453:3: set battles-on -= 1";
        C.setTrack(X, 2 /* battles-on */, "-=", 1);
        return false;
      }
      case 13: {
        f.pc = 12;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U118 = (X: C.RunContext, atOnce: boolean, endOfTurn = false): void => {
  void endOfTurn;
  const fresh = X.checked !== X.rev;
  if (endOfTurn) {
    for (let si = 0; si < X.state.sides.length; si++) {
      const side = X.state.sides[si]!;
      const ctx = C.exprCtx(X, side);
      if (ctx.fn[210 /* capitals-held#count */]!(ctx, "union") === 5) {
        throw new C.EndGame({ winners: ["union"], draw: false, name: "Union sudden death victory" });
      }
    }
  }
  if (fresh) {
    for (let si = 0; si < X.state.sides.length; si++) {
      const side = X.state.sides[si]!;
      const ctx = C.exprCtx(X, side);
      if (
        ctx.fn[8 /* controller */]!(ctx, 2000000003 /* fort-scott */) === "confederate" ||
        ctx.fn[8 /* controller */]!(ctx, 2000000000 /* fort-atkinson */) === "confederate"
      ) {
        throw new C.EndGame({ winners: ["confederate"], draw: false, name: "Confederate sudden death victory" });
      }
    }
  }
  X.checked = X.rev;
  X.checkedHeld = X.revHeld;
};

const U119 = (X: C.RunContext): Record<string, number> => {
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

const U120 = (X: C.RunContext): Record<string, number> => {
  const out: Record<string, number> = {};
  for (let si = 0; si < X.state.sides.length; si++) {
    const side = X.state.sides[si]!;
    const ctx = C.exprCtx(X, side);
    let total = 0;
    if (side === "union") {
      const v = V.minus(
        V.times(20, ctx.fn[210 /* capitals-held#count */]!(ctx, "union")),
        B.sum(
          ctx,
          V.readList(ctx, ctx.fn[204 /* capitals */]!(ctx), "a selection")
            .filter((x0_c: V.Value) => ctx.fn[8 /* controller */]!(ctx, x0_c) !== "union")
            .map((x0_c: V.Value): V.Value => ctx.fn[220 /* union-reach */]!(ctx, x0_c)),
        ),
      );
      if (typeof v === "number") total += v;
    }
    if (side === "confederate") {
      const v = V.times(
        20,
        V.plus(
          ctx.fn[210 /* capitals-held#count */]!(ctx, "confederate"),
          ctx.fn[214 /* confederate-forts-held#count */]!(ctx),
        ),
      );
      if (typeof v === "number") total += v;
    }
    out[side] = total;
  }
  return out;
};

const U121 = (X: C.RunContext): { id: string; rule?: string }[] => {
  const ctx = C.exprCtx(X, undefined);
  const out: { id: string; rule?: string }[] = [];
  if (
    (V.gt(B.value(ctx, ctx.state.tracks["battles-on"] ?? null), 0) ||
      !K_85ea311d1015.some(
        (x0_a: V.Value) =>
          !ctx.fn[13 /* units-of#empty */]!(ctx, B.other(ctx, ctx.fn[8 /* controller */]!(ctx, x0_a)), x0_a) &&
          ctx.fn[13 /* units-of#empty */]!(ctx, ctx.fn[8 /* controller */]!(ctx, x0_a), x0_a),
      )) !== true
  )
    out.push({ id: "control-follows-units", rule: "3.2" });
  if (
    !K_85ea311d1015.some(
      (x0_a: V.Value) =>
        !ctx.fn[81 /* forts-in#empty */]!(ctx, x0_a) &&
        ctx.fn[13 /* units-of#empty */]!(ctx, "union", x0_a) &&
        ctx.fn[13 /* units-of#empty */]!(ctx, "confederate", x0_a),
    ) !== true
  )
    out.push({ id: "forts-need-units", rule: "10.1" });
  return out;
};

const U122 = (X: C.RunContext, type: string, b: C.Bindings): void => {
  void X;
  void type;
  void b;
};

const U123 = (X: C.RunContext, type: string, b: C.Bindings): C.Broken | null => {
  const ctx = C.exprCtx(
    X,
    typeof b["actor"] === "string" ? b["actor"] : typeof b["mover"] === "string" ? b["mover"] : X.state.active,
  );
  switch (type) {
    case "move":
      X.at = "specs/warpath/battle.rules:461:13: restriction wild-indian-bases";
      if (
        (ctx.fn[132 /* raider */]!(ctx, S_side(ctx, b["piece"] ?? null)) as boolean) &&
        V.onMap(ctx, b["to"] ?? null, "territory-map") &&
        !(ctx.fn[200 /* may-enter */]!(ctx, S_side(ctx, b["piece"] ?? null), b["to"] ?? null) as boolean)
      )
        return BR_aa3c022deac6;
      return null;
  }
  return null;
};

const T0: C.Units = {
  f: C.unitList({
    0: U0 /* entry-of */,
    4: U1 /* drawn-again */,
    8: U2 /* controller */,
    12: U3 /* units-of */,
    16: U4 /* nation-capitals */,
    20: U5 /* union-bases */,
    24: U6 /* confederate-bases */,
    28: U7 /* recruit-spaces */,
    32: U8 /* recruitable */,
    36: U9 /* full-speed */,
    40: U10 /* supplied-to-move */,
    44: U11 /* group-speed */,
    48: U12 /* speed */,
    52: U13 /* route-cost */,
    56: U14 /* group-step */,
    60: U15 /* movable */,
    64: U16 /* companions */,
    68: U17 /* quantrill-may-enter */,
    72: U18 /* raiders-met */,
    76: U19 /* fortune-targets */,
    80: U20 /* forts-in */,
    84: U21 /* wagons-in */,
    88: U22 /* idle-units */,
    92: U23 /* fort-sites */,
    96: U24 /* engineer-at */,
    100: U25 /* supply-at */,
    104: U26 /* devastable */,
    108: U27 /* pool-devastation */,
    112: U28 /* devastation-targets */,
    116: U29 /* wagon-box */,
    120: U30 /* friendly-bases */,
    124: U31 /* action-uses */,
    128: U32 /* recruit-box-of */,
    132: U33 /* raider */,
    136: U34 /* decider */,
    140: U35 /* enemies-at */,
    144: U36 /* combat-units */,
    148: U37 /* able */,
    152: U38 /* leader-value */,
    156: U39 /* fortified */,
    160: U40 /* has-engineers */,
    164: U41 /* supplied-now */,
    168: U42 /* harsh-panic */,
    172: U43 /* ignores-panic */,
    176: U44 /* fire-result */,
    180: U45 /* guns */,
    184: U46 /* superiority-bonus */,
    188: U47 /* retreat-options */,
    192: U48 /* pursuers */,
    196: U49 /* pursuit-spaces */,
    200: U50 /* may-enter */,
    204: U51 /* capitals */,
    208: U52 /* capitals-held */,
    212: U53 /* confederate-forts-held */,
    216: U54 /* units-in */,
    220: U55 /* union-reach */,
    224: U56 /* route-cost#move */,
    149: U57 /* able#empty */,
    210: U58 /* capitals-held#count */,
    146: U59 /* combat-units#count */,
    145: U60 /* combat-units#empty */,
    214: U61 /* confederate-forts-held#count */,
    113: U62 /* devastation-targets#empty */,
    93: U63 /* fort-sites#empty */,
    81: U64 /* forts-in#empty */,
    83: U65 /* forts-in#first */,
    77: U66 /* fortune-targets#empty */,
    121: U67 /* friendly-bases#empty */,
    25: U68 /* confederate-bases#empty */,
    181: U69 /* guns#empty */,
    89: U70 /* idle-units#empty */,
    91: U71 /* idle-units#first */,
    61: U72 /* movable#empty */,
    109: U73 /* pool-devastation#empty */,
    111: U74 /* pool-devastation#first */,
    33: U75 /* recruitable#empty */,
    21: U76 /* union-bases#empty */,
    13: U77 /* units-of#empty */,
    85: U78 /* wagons-in#empty */,
    87: U79 /* wagons-in#first */,
  }),
  p: C.unitList({
    0: U80 /* start-of-turn */,
    1: U81 /* determine-first-player */,
    4: U82 /* release-units */,
    5: U83 /* check-control */,
    6: U84 /* release-fort-smith-units */,
    12: U85 /* spend-wagon */,
    14: U86 /* devastate-space */,
    17: U87 /* recover-devastation */,
    19: U88 /* new-impulse */,
    22: U89 /* steady */,
    23: U90 /* eliminate-unit */,
    24: U91 /* panic-unit */,
    29: U92 /* roll-superiority */,
    32: U93 /* capture-wagons */,
    33: U94 /* leaders-after-battle */,
  }),
  s: C.unitList({
    36: U95 /* #game */,
    37: U96 /* #setup */,
    2: U97 /* campaign-impulse */,
    3: U98 /* place-quantrill */,
    7: U99 /* place-recruit */,
    8: U100 /* move-unit */,
    9: U101 /* march */,
    10: U102 /* fortune-of-war */,
    11: U103 /* raid */,
    13: U104 /* build-fort */,
    15: U105 /* devastate-action */,
    16: U106 /* devastation-event */,
    18: U107 /* procure-wagon */,
    20: U108 /* take-action */,
    21: U109 /* supply-for-round */,
    25: U110 /* fire-unit */,
    26: U111 /* terrain-round */,
    27: U112 /* artillery-fire */,
    28: U113 /* artillery-round */,
    30: U114 /* battle-round */,
    31: U115 /* retreat */,
    34: U116 /* pursuit */,
    35: U117 /* fight */,
  }),
  sudden: U118,
  scores: U119,
  standing: U120,
  violations: U121,
  on: U122,
  allow: U123,
  watched: {},
  restricted: { move: true },
};

/**
 * The module's symbols: every declaration its code may name, numbered from 0
 * within its kind, for the base game and all its scenarios and variants.
 * Compiled code calls functions and procedures and reads tables by number.
 */
export const symbols = {
  side: ["union", "confederate", "kiowa", "comanche"],
  map: ["territory-map"],
  territory: ["kansas", "indian-territory", "arkansas-texas"],
  area: [
    "fort-atkinson",
    "arkansas-bend",
    "humboldt",
    "fort-scott",
    "baxter-springs",
    "cabin-creek",
    "salt-plains",
    "cimarron",
    "fort-gibson",
    "council-grounds",
    "tahlequah",
    "park-hill",
    "kiowa-base",
    "washita",
    "cross-timbers",
    "seminole-town",
    "north-fork-town",
    "perryville",
    "fort-smith",
    "comanche-base",
    "fort-cobb",
    "fort-arbuckle",
    "timoshingo",
    "boggy-depot",
    "kiamichi",
    "sculleyville",
    "fort-belknap",
    "fort-marshall",
    "red-river-crossing",
    "doaksville",
  ],
  holder: [
    "union-wagons",
    "confederate-wagons",
    "fort-stock",
    "union-pending",
    "confederate-pending",
    "fort-smith-pending",
    "union-recruits",
    "confederate-recruits",
    "quantrill-waiting",
    "kiowa-raiders",
    "comanche-raiders",
    "marker-pool",
    "quantrill-marker",
    "drawn-markers",
  ],
  track: ["impulse-count", "superiority", "battles-on", "turn-track", "turn-half"],
  piece: [
    "ihg-1",
    "ihg-2",
    "ihg-3",
    "kansas-cav-2",
    "kansas-inf-10",
    "kansas-battery-2",
    "kansas-cav-6",
    "kansas-colored-1",
    "wisconsin-cav-3",
    "union-engineers",
    "arkansas-inf-1",
    "arkansas-battery",
    "cherokee-mr-1",
    "cherokee-mr-2",
    "creek-mr-1",
    "choctaw-chickasaw-mr-1",
    "seminole-bn-1",
    "osage-bn",
    "texas-cav-11",
    "texas-cav-29",
    "texas-cav-20",
    "arkansas-inf-confederate",
    "woodruff-battery",
    "howell-battery",
    "blunt",
    "weer",
    "phillips",
    "cooper",
    "mcintosh",
    "watie",
    "kiowa-party",
    "comanche-party",
    "quantrill",
    "supply-wagon",
    "fort",
    "control",
    "campaign-marker",
  ],
  type: ["terrain", "route-kind", "army", "marker-kind", "entry-split", "action-kind"],
  value: [
    "prairie",
    "cross-timbers",
    "forest",
    "rough",
    "road",
    "river",
    "union",
    "union-indian",
    "confederate",
    "confederate-indian",
    "wild-indian",
    "action-1",
    "action-2",
    "action-3",
    "action-4",
    "end",
    "devastation",
    "indian-recruiting",
    "comanche",
    "kiowa",
    "fortune-of-war",
    "quantrill",
    "single",
    "by-season",
    "by-side",
    "recruit",
    "move",
    "build",
    "wagon",
    "devastate",
  ],
  field: [
    "panicked",
    "acted",
    "fired",
    "begun",
    "done",
    "split",
    "first",
    "second",
    "draws-lost",
    "drawn",
    "draw-lost-now",
    "supplied",
    "raiding",
    "captured",
    "devastated",
    "guarded",
    "union-took",
    "side",
    "kind",
    "base",
    "owner",
    "entry",
    "capital",
    "army",
    "territory",
    "strength",
    "class",
    "leader",
    "terrain",
    "control",
    "nation",
    "rating",
  ],
  table: [
    "seasons",
    "battle-results",
    "terrain-effects",
    "movement-rates",
    "devastation-recovery",
    "leader-loss",
    "action-count",
  ],
  decision: [
    "action-use",
    "quantrill-space",
    "recruit-unit",
    "recruit-space",
    "unit-to-move",
    "join-move",
    "next-space",
    "raid-devastation",
    "fort-site",
    "fort-pace",
    "space-to-devastate",
    "wagon-space",
    "terrain-shooter",
    "target-unit",
    "fire-order",
    "loss-choice",
    "break-off",
    "retreat-space",
    "pursue",
    "pursuit-space",
    "battle-supply",
  ],
  function: [
    "entry-of",
    "entry-of#empty",
    "entry-of#count",
    "entry-of#first",
    "drawn-again",
    "drawn-again#empty",
    "drawn-again#count",
    "drawn-again#first",
    "controller",
    "controller#empty",
    "controller#count",
    "controller#first",
    "units-of",
    "units-of#empty",
    "units-of#count",
    "units-of#first",
    "nation-capitals",
    "nation-capitals#empty",
    "nation-capitals#count",
    "nation-capitals#first",
    "union-bases",
    "union-bases#empty",
    "union-bases#count",
    "union-bases#first",
    "confederate-bases",
    "confederate-bases#empty",
    "confederate-bases#count",
    "confederate-bases#first",
    "recruit-spaces",
    "recruit-spaces#empty",
    "recruit-spaces#count",
    "recruit-spaces#first",
    "recruitable",
    "recruitable#empty",
    "recruitable#count",
    "recruitable#first",
    "full-speed",
    "full-speed#empty",
    "full-speed#count",
    "full-speed#first",
    "supplied-to-move",
    "supplied-to-move#empty",
    "supplied-to-move#count",
    "supplied-to-move#first",
    "group-speed",
    "group-speed#empty",
    "group-speed#count",
    "group-speed#first",
    "speed",
    "speed#empty",
    "speed#count",
    "speed#first",
    "route-cost",
    "route-cost#empty",
    "route-cost#count",
    "route-cost#first",
    "group-step",
    "group-step#empty",
    "group-step#count",
    "group-step#first",
    "movable",
    "movable#empty",
    "movable#count",
    "movable#first",
    "companions",
    "companions#empty",
    "companions#count",
    "companions#first",
    "quantrill-may-enter",
    "quantrill-may-enter#empty",
    "quantrill-may-enter#count",
    "quantrill-may-enter#first",
    "raiders-met",
    "raiders-met#empty",
    "raiders-met#count",
    "raiders-met#first",
    "fortune-targets",
    "fortune-targets#empty",
    "fortune-targets#count",
    "fortune-targets#first",
    "forts-in",
    "forts-in#empty",
    "forts-in#count",
    "forts-in#first",
    "wagons-in",
    "wagons-in#empty",
    "wagons-in#count",
    "wagons-in#first",
    "idle-units",
    "idle-units#empty",
    "idle-units#count",
    "idle-units#first",
    "fort-sites",
    "fort-sites#empty",
    "fort-sites#count",
    "fort-sites#first",
    "engineer-at",
    "engineer-at#empty",
    "engineer-at#count",
    "engineer-at#first",
    "supply-at",
    "supply-at#empty",
    "supply-at#count",
    "supply-at#first",
    "devastable",
    "devastable#empty",
    "devastable#count",
    "devastable#first",
    "pool-devastation",
    "pool-devastation#empty",
    "pool-devastation#count",
    "pool-devastation#first",
    "devastation-targets",
    "devastation-targets#empty",
    "devastation-targets#count",
    "devastation-targets#first",
    "wagon-box",
    "wagon-box#empty",
    "wagon-box#count",
    "wagon-box#first",
    "friendly-bases",
    "friendly-bases#empty",
    "friendly-bases#count",
    "friendly-bases#first",
    "action-uses",
    "action-uses#empty",
    "action-uses#count",
    "action-uses#first",
    "recruit-box-of",
    "recruit-box-of#empty",
    "recruit-box-of#count",
    "recruit-box-of#first",
    "raider",
    "raider#empty",
    "raider#count",
    "raider#first",
    "decider",
    "decider#empty",
    "decider#count",
    "decider#first",
    "enemies-at",
    "enemies-at#empty",
    "enemies-at#count",
    "enemies-at#first",
    "combat-units",
    "combat-units#empty",
    "combat-units#count",
    "combat-units#first",
    "able",
    "able#empty",
    "able#count",
    "able#first",
    "leader-value",
    "leader-value#empty",
    "leader-value#count",
    "leader-value#first",
    "fortified",
    "fortified#empty",
    "fortified#count",
    "fortified#first",
    "has-engineers",
    "has-engineers#empty",
    "has-engineers#count",
    "has-engineers#first",
    "supplied-now",
    "supplied-now#empty",
    "supplied-now#count",
    "supplied-now#first",
    "harsh-panic",
    "harsh-panic#empty",
    "harsh-panic#count",
    "harsh-panic#first",
    "ignores-panic",
    "ignores-panic#empty",
    "ignores-panic#count",
    "ignores-panic#first",
    "fire-result",
    "fire-result#empty",
    "fire-result#count",
    "fire-result#first",
    "guns",
    "guns#empty",
    "guns#count",
    "guns#first",
    "superiority-bonus",
    "superiority-bonus#empty",
    "superiority-bonus#count",
    "superiority-bonus#first",
    "retreat-options",
    "retreat-options#empty",
    "retreat-options#count",
    "retreat-options#first",
    "pursuers",
    "pursuers#empty",
    "pursuers#count",
    "pursuers#first",
    "pursuit-spaces",
    "pursuit-spaces#empty",
    "pursuit-spaces#count",
    "pursuit-spaces#first",
    "may-enter",
    "may-enter#empty",
    "may-enter#count",
    "may-enter#first",
    "capitals",
    "capitals#empty",
    "capitals#count",
    "capitals#first",
    "capitals-held",
    "capitals-held#empty",
    "capitals-held#count",
    "capitals-held#first",
    "confederate-forts-held",
    "confederate-forts-held#empty",
    "confederate-forts-held#count",
    "confederate-forts-held#first",
    "units-in",
    "units-in#empty",
    "units-in#count",
    "units-in#first",
    "union-reach",
    "union-reach#empty",
    "union-reach#count",
    "union-reach#first",
    "route-cost#move",
  ],
  procedure: [
    "start-of-turn",
    "determine-first-player",
    "campaign-impulse",
    "place-quantrill",
    "release-units",
    "check-control",
    "release-fort-smith-units",
    "place-recruit",
    "move-unit",
    "march",
    "fortune-of-war",
    "raid",
    "spend-wagon",
    "build-fort",
    "devastate-space",
    "devastate-action",
    "devastation-event",
    "recover-devastation",
    "procure-wagon",
    "new-impulse",
    "take-action",
    "supply-for-round",
    "steady",
    "eliminate-unit",
    "panic-unit",
    "fire-unit",
    "terrain-round",
    "artillery-fire",
    "artillery-round",
    "roll-superiority",
    "battle-round",
    "retreat",
    "capture-wagons",
    "leaders-after-battle",
    "pursuit",
    "fight",
    "#game",
    "#setup",
  ],
} as const;

/** Every program of this module: the base game. */
export const game: M.ProgramSet = {
  game: "warpath",
  scenarios: [],
  variants: [],
  programs: {
    "|": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Warpath: Indian Territory in the American Civil War", min: 2, max: 2 }],
      turns: { first: 1, last: 8 },
      units: T0,
    }),
  },
  symbols,
  refused: {},
};

export interface WarpathOptions extends Omit<EngineOptions, "scenario" | "variants"> {
  scenario?: ScenarioId;
  variants?: VariantId[];
}

/** The type of one option of each decision, by decision id. */
export interface DecisionOptions {
  "action-use": "recruit" | "move" | "build" | "wagon" | "devastate";
  "battle-supply": "spend" | "save";
  "break-off": "fire" | "break-off";
  "fire-order": PieceId;
  "fort-pace": "begin" | "at-once";
  "fort-site": AreaId;
  "join-move": PieceId;
  "loss-choice": PieceId;
  "next-space": AreaId;
  pursue: "pursue" | "stay";
  "pursuit-space": AreaId;
  "quantrill-space": AreaId;
  "raid-devastation": "yes" | "no";
  "recruit-space": AreaId;
  "recruit-unit": PieceId;
  "retreat-space": AreaId;
  "space-to-devastate": AreaId;
  "target-unit": PieceId;
  "terrain-shooter": PieceId;
  "unit-to-move": PieceId;
  "wagon-space": AreaId;
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

/** The engine of Warpath: Indian Territory in the American Civil War, typed with the game's ids. */
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

/** A new game of Warpath: Indian Territory in the American Civil War; the same options and seed always give the same game. */
export function createEngine(options: WarpathOptions): Engine {
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
