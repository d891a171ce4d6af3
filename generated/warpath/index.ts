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
  | "fort"
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
  | "supply-wagon"
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
  | "comanche-raiders"
  | "confederate-pending"
  | "confederate-recruits"
  | "drawn-markers"
  | "kiowa-raiders"
  | "marker-pool"
  | "placed-devastation"
  | "quantrill-marker"
  | "quantrill-waiting"
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
  | "action-use"
  | "battle-supply"
  | "break-off"
  | "fire-order"
  | "loss-choice"
  | "pursue"
  | "quantrill-space"
  | "retreat-space";

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
  victory: { "sudden-death": false },
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
const P6 = { id: "union", title: "Union", rule: "1.0", colour: "blue", state: { "draws-lost": "int", drawn: "bool" } };
const P7 = {
  id: "confederate",
  title: "Confederate",
  rule: "1.0",
  colour: "gray",
  state: { "draws-lost": "int", drawn: "bool" },
};
const P8 = { id: "kiowa", title: "Kiowa", rule: "11.3", player: false };
const P9 = { id: "comanche", title: "Comanche", rule: "11.3", player: false };
const P10 = {
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
  size: 28,
  "link-types": "route-kind",
  "terrain-type": "terrain",
  links: [
    { from: "fort-atkinson", to: "arkansas-bend", directed: false, type: "road" },
    { from: "fort-atkinson", to: "salt-plains", directed: false, type: "road" },
    { from: "arkansas-bend", to: "humboldt", directed: false, type: "road" },
    { from: "arkansas-bend", to: "salt-plains", directed: false, type: "road" },
    { from: "arkansas-bend", to: "cimarron", directed: false, type: "river" },
    { from: "humboldt", to: "fort-scott", directed: false, type: "road" },
    { from: "humboldt", to: "fort-gibson", directed: false, type: "river" },
    { from: "fort-scott", to: "park-hill", directed: false, type: "road" },
    { from: "fort-scott", to: "fort-gibson", directed: false, type: "road" },
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
const P11 = {
  id: "ihg-1",
  kind: "counter",
  title: "1st Indian Home Guard",
  rule: "2.3",
  side: "union",
  army: "union-indian",
  class: "cavalry",
  count: 3,
  strength: 1,
  regiment: "1st Indian Home Guard",
  entry: 1862,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P12 = {
  id: "ihg-2",
  kind: "counter",
  title: "2nd Indian Home Guard",
  rule: "2.3",
  side: "union",
  army: "union-indian",
  class: "cavalry",
  count: 3,
  strength: 1,
  regiment: "2nd Indian Home Guard",
  entry: 1862,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P13 = {
  id: "ihg-3",
  kind: "counter",
  title: "3rd Indian Home Guard",
  rule: "2.3",
  side: "union",
  army: "union-indian",
  class: "infantry",
  count: 3,
  strength: 1,
  regiment: "3rd Indian Home Guard",
  entry: 1862,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P14 = {
  id: "kansas-cav-2",
  kind: "counter",
  title: "2nd Kansas Cavalry",
  rule: "2.3",
  side: "union",
  army: "union",
  class: "cavalry",
  count: 2,
  strength: 2,
  regiment: "2nd Kansas Cavalry",
  entry: 1861,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P15 = {
  id: "kansas-inf-10",
  kind: "counter",
  title: "10th Kansas Infantry",
  rule: "2.3",
  side: "union",
  army: "union",
  class: "infantry",
  count: 2,
  strength: 2,
  regiment: "10th Kansas Infantry",
  entry: 1861,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P16 = {
  id: "kansas-battery-2",
  kind: "counter",
  title: "2nd Kansas Battery",
  rule: "2.3",
  side: "union",
  army: "union",
  class: "artillery",
  count: 1,
  strength: 2,
  regiment: "2nd Kansas Battery",
  entry: 1861,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P17 = {
  id: "kansas-cav-6",
  kind: "counter",
  title: "6th Kansas Cavalry",
  rule: "2.3",
  side: "union",
  army: "union",
  class: "cavalry",
  count: 2,
  strength: 2,
  regiment: "6th Kansas Cavalry",
  entry: 1862,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P18 = {
  id: "kansas-colored-1",
  kind: "counter",
  title: "1st Kansas Colored Infantry",
  rule: "2.3",
  side: "union",
  army: "union",
  class: "infantry",
  count: 2,
  strength: 3,
  regiment: "1st Kansas Colored Infantry",
  entry: 1863,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P19 = {
  id: "wisconsin-cav-3",
  kind: "counter",
  title: "3rd Wisconsin Cavalry",
  rule: "2.3",
  side: "union",
  army: "union",
  class: "cavalry",
  count: 2,
  strength: 2,
  regiment: "3rd Wisconsin Cavalry",
  entry: 1863,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P20 = {
  id: "union-engineers",
  kind: "counter",
  title: "Engineer Company",
  rule: "2.3",
  side: "union",
  army: "union",
  class: "engineers",
  count: 1,
  strength: 1,
  regiment: "Engineer Company",
  entry: 1863,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P21 = {
  id: "arkansas-inf-1",
  kind: "counter",
  title: "1st Arkansas Infantry (Fort Smith)",
  rule: "2.3",
  side: "union",
  army: "union",
  class: "infantry",
  count: 2,
  strength: 2,
  regiment: "1st Arkansas Infantry (Fort Smith)",
  entry: 1863,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P22 = {
  id: "arkansas-battery",
  kind: "counter",
  title: "1st Arkansas Battery (Fort Smith)",
  rule: "2.3",
  side: "union",
  army: "union",
  class: "artillery",
  count: 1,
  strength: 2,
  regiment: "1st Arkansas Battery (Fort Smith)",
  entry: 1863,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P23 = {
  id: "cherokee-mr-1",
  kind: "counter",
  title: "1st Cherokee Mounted Rifles",
  rule: "2.3",
  side: "confederate",
  army: "confederate-indian",
  class: "cavalry",
  count: 2,
  strength: 2,
  regiment: "1st Cherokee Mounted Rifles",
  entry: 1861,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P24 = {
  id: "cherokee-mr-2",
  kind: "counter",
  title: "2nd Cherokee Mounted Rifles",
  rule: "2.3",
  side: "confederate",
  army: "confederate-indian",
  class: "cavalry",
  count: 2,
  strength: 1,
  regiment: "2nd Cherokee Mounted Rifles",
  entry: 1861,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P25 = {
  id: "creek-mr-1",
  kind: "counter",
  title: "1st Creek Mounted Rifles",
  rule: "2.3",
  side: "confederate",
  army: "confederate-indian",
  class: "cavalry",
  count: 2,
  strength: 1,
  regiment: "1st Creek Mounted Rifles",
  entry: 1861,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P26 = {
  id: "choctaw-chickasaw-mr-1",
  kind: "counter",
  title: "1st Choctaw & Chickasaw Mounted Rifles",
  rule: "2.3",
  side: "confederate",
  army: "confederate-indian",
  class: "cavalry",
  count: 2,
  strength: 2,
  regiment: "1st Choctaw & Chickasaw Mounted Rifles",
  entry: 1861,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P27 = {
  id: "seminole-bn-1",
  kind: "counter",
  title: "1st Seminole Battalion",
  rule: "2.3",
  side: "confederate",
  army: "confederate-indian",
  class: "cavalry",
  count: 1,
  strength: 1,
  regiment: "1st Seminole Battalion",
  entry: 1861,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P28 = {
  id: "osage-bn",
  kind: "counter",
  title: "Osage Battalion",
  rule: "2.3",
  side: "confederate",
  army: "confederate-indian",
  class: "cavalry",
  count: 1,
  strength: 1,
  regiment: "Osage Battalion",
  entry: 1862,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P29 = {
  id: "texas-cav-11",
  kind: "counter",
  title: "11th Texas Cavalry",
  rule: "2.3",
  side: "confederate",
  army: "confederate",
  class: "cavalry",
  count: 2,
  strength: 2,
  regiment: "11th Texas Cavalry",
  entry: 1861,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P30 = {
  id: "texas-cav-29",
  kind: "counter",
  title: "29th Texas Cavalry",
  rule: "2.3",
  side: "confederate",
  army: "confederate",
  class: "cavalry",
  count: 2,
  strength: 2,
  regiment: "29th Texas Cavalry",
  entry: 1862,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P31 = {
  id: "texas-cav-20",
  kind: "counter",
  title: "20th Texas Cavalry",
  rule: "2.3",
  side: "confederate",
  army: "confederate",
  class: "cavalry",
  count: 2,
  strength: 2,
  regiment: "20th Texas Cavalry",
  entry: 1862,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P32 = {
  id: "arkansas-inf-confederate",
  kind: "counter",
  title: "Arkansas Infantry",
  rule: "2.3",
  side: "confederate",
  army: "confederate",
  class: "infantry",
  count: 2,
  strength: 2,
  regiment: "Arkansas Infantry",
  entry: 1862,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P33 = {
  id: "woodruff-battery",
  kind: "counter",
  title: "Woodruff's Battery",
  rule: "2.3",
  side: "confederate",
  army: "confederate",
  class: "artillery",
  count: 1,
  strength: 2,
  regiment: "Woodruff's Battery",
  entry: 1861,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P34 = {
  id: "howell-battery",
  kind: "counter",
  title: "Howell's Battery",
  rule: "2.3",
  side: "confederate",
  army: "confederate",
  class: "artillery",
  count: 1,
  strength: 2,
  regiment: "Howell's Battery",
  entry: 1862,
  faces: ["front", "panicked"],
  state: { panicked: "bool", acted: "bool" },
};
const P35 = {
  id: "blunt",
  kind: "counter",
  title: "Blunt",
  rule: "7.3",
  side: "union",
  class: "leader",
  leader: true,
  rating: 2,
  entry: 1862,
  state: { acted: "bool" },
};
const P36 = {
  id: "weer",
  kind: "counter",
  title: "Weer",
  rule: "7.3",
  side: "union",
  class: "leader",
  leader: true,
  rating: 1,
  entry: 1862,
  state: { acted: "bool" },
};
const P37 = {
  id: "phillips",
  kind: "counter",
  title: "Phillips",
  rule: "7.3",
  side: "union",
  class: "leader",
  leader: true,
  rating: 1,
  entry: 1863,
  state: { acted: "bool" },
};
const P38 = {
  id: "cooper",
  kind: "counter",
  title: "Cooper",
  rule: "7.3",
  side: "confederate",
  class: "leader",
  leader: true,
  rating: 1,
  entry: 1861,
  state: { acted: "bool" },
};
const P39 = {
  id: "mcintosh",
  kind: "counter",
  title: "McIntosh",
  rule: "7.3",
  side: "confederate",
  class: "leader",
  leader: true,
  rating: 2,
  entry: 1861,
  state: { acted: "bool" },
};
const P40 = {
  id: "watie",
  kind: "counter",
  title: "Watie",
  rule: "7.3",
  side: "confederate",
  class: "leader",
  leader: true,
  rating: 2,
  entry: 1863,
  state: { acted: "bool" },
};
const P41 = {
  id: "kiowa-party",
  kind: "counter",
  title: "Kiowa raiders",
  rule: "11.3",
  side: "kiowa",
  army: "wild-indian",
  class: "cavalry",
  count: 3,
  strength: 1,
};
const P42 = {
  id: "comanche-party",
  kind: "counter",
  title: "Comanche raiders",
  rule: "11.3",
  side: "comanche",
  army: "wild-indian",
  class: "cavalry",
  count: 3,
  strength: 1,
};
const P43 = {
  id: "quantrill",
  kind: "counter",
  title: "Quantrill",
  rule: "11.4",
  side: "confederate",
  army: "confederate",
  class: "cavalry",
  strength: 2,
  entry: 1862,
};
const P44 = {
  id: "supply-wagon",
  kind: "counter",
  title: "Supply wagon",
  rule: "9.5",
  steps: 2,
  faces: ["two-wagons", "one-wagon"],
};
const P45 = { id: "fort", kind: "counter", title: "Fort", rule: "10.0", faces: ["finished", "building"] };
const P46 = { id: "control", kind: "marker", title: "Control marker", rule: "3.2", faces: ["union", "confederate"] };
const P47 = {
  id: "campaign-marker",
  kind: "card",
  title: "Campaign marker",
  rule: "5.2",
  fields: { split: "entry-split", first: "marker-kind", second: "marker-kind" },
};
const P48 = {
  id: "turn-track",
  kind: "track",
  title: "Turn record track",
  rule: "4.2",
  range: { min: 1, max: 8 },
  start: 1,
};
const P49 = {
  id: "turn-half",
  kind: "track",
  title: "Turn marker side",
  rule: "4.2",
  values: ["face", "half-over", "ended"],
};
const P50 = {
  id: "union-pending",
  kind: "pool",
  title: "Union units to come",
  rule: "6.1",
  owner: "union",
  size: 27,
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
    { count: 2, piece: "arkansas-inf-1" },
    { count: 1, piece: "arkansas-battery" },
    { count: 1, piece: "blunt" },
    { count: 1, piece: "weer" },
    { count: 1, piece: "phillips" },
  ],
};
const P51 = {
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
const P52 = {
  id: "union-recruits",
  kind: "box",
  title: "Union recruit box",
  rule: "6.2",
  owner: "union",
  visibility: "all",
};
const P53 = {
  id: "confederate-recruits",
  kind: "box",
  title: "Confederate recruit box",
  rule: "6.2",
  owner: "confederate",
  visibility: "all",
};
const P54 = {
  id: "quantrill-waiting",
  kind: "box",
  title: "Quantrill, not yet in play",
  rule: "11.4",
  size: 1,
  contents: [{ count: 1, piece: "quantrill" }],
};
const P55 = {
  id: "kiowa-raiders",
  kind: "pool",
  title: "Kiowa counters",
  rule: "4.1",
  size: 3,
  contents: [{ count: 3, piece: "kiowa-party" }],
};
const P56 = {
  id: "comanche-raiders",
  kind: "pool",
  title: "Comanche counters",
  rule: "4.1",
  size: 3,
  contents: [{ count: 3, piece: "comanche-party" }],
};
const P57 = {
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
const P58 = {
  id: "quantrill-marker",
  kind: "box",
  title: "Quantrill marker, waiting for turn two",
  rule: "11.4",
  size: 1,
  contents: [
    { count: 1, piece: "campaign-marker", fields: { split: "single", first: "quantrill", second: "quantrill" } },
  ],
};
const P59 = { id: "drawn-markers", kind: "box", title: "Markers drawn this turn", rule: "5.1", visibility: "all" };
const P60 = {
  id: "placed-devastation",
  kind: "box",
  title: "Devastation markers on the map",
  rule: "9.2",
  visibility: "all",
};
const P61 = {
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
const P62 = {
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
const P63 = {
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
const P64 = {
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
const P65 = {
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
const P66 = {
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
const P67 = {
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
const P68 = {
  id: "action-use",
  title: "Use of an action",
  rule: "4.3",
  by: "active",
  options: ["recruit", "move", "build", "wagon", "devastate"],
};
const P69 = { id: "quantrill-space", title: "Space for Quantrill", rule: "11.4", by: "active" };
const P70 = { id: "fire-order", title: "Unit to fire", rule: "8.1", by: "active" };
const P71 = { id: "loss-choice", title: "Unit to take a loss", rule: "8.3", by: "owner" };
const P72 = { id: "break-off", title: "Break off", rule: "8.4", by: "owner", options: ["fire", "break-off"] };
const P73 = { id: "retreat-space", title: "Retreat to", rule: "8.5", by: "loser" };
const P74 = { id: "pursue", title: "Pursue", rule: "8.6", by: "winner", options: ["pursue", "stay"] };
const P75 = { id: "battle-supply", title: "Spend supply", rule: "9.6", by: "each", options: ["spend", "save"] };
const P76 = { id: "entry-of", params: ["marker", "player"] };
const P77 = { id: "drawn-again", params: ["marker", "player"] };
const P78 = { id: "recruit-box-of", params: ["player"] };
const P79 = { id: "capitals", params: [] };
const P80 = { id: "capitals-held", params: ["player"] };
const P81 = { id: "confederate-forts-held", params: [] };
const P82 = { id: "start-of-turn" };
const P83 = { id: "determine-first-player" };
const P84 = { id: "campaign-impulse" };
const P85 = { id: "place-quantrill" };
const P86 = { id: "release-units" };
const P87 = { id: "fire-unit" };
const P88 = { id: "leader-survival" };
const P89 = {
  ids: [
    "fort-atkinson",
    "arkansas-bend",
    "humboldt",
    "fort-scott",
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
    "union-pending",
    "confederate-pending",
    "union-recruits",
    "confederate-recruits",
    "quantrill-waiting",
    "kiowa-raiders",
    "comanche-raiders",
    "marker-pool",
    "quantrill-marker",
    "drawn-markers",
    "placed-devastation",
    "supply",
    "eliminated-pieces",
    "discarded-pieces",
  ],
  areas: 28,
  text: ["cross-timbers"],
};

const D0: GameData = {
  game: P0,
  types: [P1, P2, P3, P4, P5],
  sides: [P6, P7, P8, P9],
  maps: [P10],
  pieces: [
    P11,
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
  ],
  holders: [P48, P49, P50, P51, P52, P53, P54, P55, P56, P57, P58, P59, P60],
  tables: [P61, P62, P63, P64, P65, P66, P67],
  decisions: [P68, P69, P70, P71, P72, P73, P74, P75],
  unspecified: [],
  functions: [P76, P77, P78, P79, P80, P81],
  procedures: [P82, P83, P84, P85, P86, P87, P88],
  places: P89,
};

const BR_aa3c022deac6 = Object.freeze({
  id: "wild-indian-bases",
  message: "Kiowa and Comanche counters may enter no base but their own",
  rule: "11.3",
});
const BR_b64ba6b0e549 = Object.freeze({
  id: "no-pursuit-into-cover",
  message: "a pursuit may not enter or leave a rough or forest space",
  rule: "8.1",
});
const K_84581cb944fd: V.Value[] = V.frozen([2000000016, 2000000025, 2000000024]);
const K_fe05c15f70f8: V.Value[] = V.frozen(["recruit", "move", "build", "wagon", "devastate"]);
const R_first = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const p = V.pieceOf(ctx, o);
  if (p !== undefined) {
    const v = p.state["first"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "first");
};
const R_owner = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const p = V.pieceOf(ctx, o);
  if (p !== undefined) {
    const v = p.state["owner"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "owner");
};
const R_panicked = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const p = V.pieceOf(ctx, o);
  if (p !== undefined) {
    const v = p.state["panicked"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "panicked");
};
const R_second = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const p = V.pieceOf(ctx, o);
  if (p !== undefined) {
    const v = p.state["second"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "second");
};
const R_split = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const p = V.pieceOf(ctx, o);
  if (p !== undefined) {
    const v = p.state["split"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "split");
};
const R_strength = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const p = V.pieceOf(ctx, o);
  if (p !== undefined) {
    const v = p.state["strength"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "strength");
};
const SF_drawn = V.sideReader("drawn");
const SF_draws$lost = V.sideReader("draws-lost");
const S_base = V.staticReader("base");
const S_capital = V.staticReader("capital");
const S_class = V.staticReader("class");
const S_control = V.staticReader("control");
const S_entry = V.staticReader("entry");
const S_leader = V.staticReader("leader");
const S_side = V.staticReader("side");
const S_terrain = V.staticReader("terrain");

const U0 = (ctx: V.EvalContext, x0_marker: V.Value, x1_player: V.Value): V.Value =>
  R_split(ctx, x0_marker) === "by-season"
    ? V.lookupTable(ctx, 0 /* seasons */, ctx.state.turn, "season") === "winter"
      ? R_first(ctx, x0_marker)
      : R_second(ctx, x0_marker)
    : R_split(ctx, x0_marker) === "by-side"
      ? x1_player === "union"
        ? R_first(ctx, x0_marker)
        : R_second(ctx, x0_marker)
      : R_first(ctx, x0_marker);

const U1 = (ctx: V.EvalContext, x0_marker: V.Value, x1_player: V.Value): V.Value =>
  (ctx.fn[0 /* entry-of */]!(ctx, x0_marker, x1_player) === "end" && !V.truthy(SF_drawn(ctx, x1_player))) ||
  (ctx.fn[0 /* entry-of */]!(ctx, x0_marker, x1_player) === "quantrill" && x1_player === "union");

const U2 = (ctx: V.EvalContext, x0_player: V.Value): V.Value =>
  x0_player === "union" ? 2000000030 /* union-recruits */ : 2000000031 /* confederate-recruits */;

const U3 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readList(ctx, "territory-map", "a selection");
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_s = x0_items[x3_i]!;
    if (V.truthy(S_capital(ctx, x2_s))) x1_selected.push(x2_s);
  }
  return x1_selected;
};

const U4 = (ctx: V.EvalContext, x0_player: V.Value): V.Value => {
  const x1_items = V.readList(ctx, ctx.fn[12 /* capitals */]!(ctx), "a selection");
  const x2_selected: V.Value[] = [];
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_c = x1_items[x4_i]!;
    if (V.eq(S_control(ctx, x3_c), x0_player)) x2_selected.push(x3_c);
  }
  return x2_selected;
};

const U5 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readList(ctx, K_84581cb944fd, "a selection");
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_f = x0_items[x3_i]!;
    if (S_control(ctx, x2_f) === "confederate") x1_selected.push(x2_f);
  }
  return x1_selected;
};

const U6 = (ctx: V.EvalContext, x0_player: V.Value): V.Value => {
  const x1_items = V.readList(ctx, ctx.fn[12 /* capitals */]!(ctx), "a selection");
  let x2_count = 0;
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_c = x1_items[x4_i]!;
    if (V.eq(S_control(ctx, x3_c), x0_player)) {
      x2_count++;
    }
  }
  return x2_count;
};

const U7 = (ctx: V.EvalContext): V.Value => {
  const x0_items = V.readList(ctx, K_84581cb944fd, "a selection");
  let x1_count = 0;
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_f = x0_items[x3_i]!;
    if (S_control(ctx, x2_f) === "confederate") {
      x1_count++;
    }
  }
  return x1_count;
};

const U8 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/warpath/sequence.rules:53:3: if turn > 1 and lookup(seasons, turn, year) != lookup(seasons, turn - 1, year) {";
  if (
    V.gt(ctx.state.turn, 1) &&
    V.ne(
      V.lookupTable(ctx, 0 /* seasons */, ctx.state.turn, "year"),
      V.lookupTable(ctx, 0 /* seasons */, V.minus(ctx.state.turn, 1), "year"),
    )
  ) {
    X.at = "specs/warpath/sequence.rules:54:5: release-units(lookup(seasons, turn, year))";
    X.T.p[4 /* release-units */]!(X, actor, V.lookupTable(ctx, 0 /* seasons */, ctx.state.turn, "year"));
  }
  X.at = "specs/warpath/sequence.rules:56:3: if turn == 2 {";
  if (ctx.state.turn === 2) {
    X.at = "specs/warpath/sequence.rules:57:5: move pieces(quantrill-marker) to marker-pool";
    C.movePieces(X, B.pieces(ctx, 2000000036 /* quantrill-marker */), 2000000035 /* marker-pool */, actor);
  }
};

const U9 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/warpath/sequence.rules:65:3: let bonus = if count(capitals-held(union)) >= 3 and count(capitals-held(union...";
  let v0_bonus: V.Value =
    V.ge(ctx.fn[18 /* capitals-held#count */]!(ctx, "union"), 3) &&
    V.le(ctx.fn[18 /* capitals-held#count */]!(ctx, "union"), 4)
      ? 1
      : 0;
  X.at = "specs/warpath/sequence.rules:66:3: let union-roll = roll(d6) + bonus";
  let v1_union_roll: V.Value = V.plus(B.roll(ctx, "d6"), v0_bonus);
  X.at = "specs/warpath/sequence.rules:67:3: let confederate-roll = roll(d6)";
  let v2_confederate_roll: V.Value = B.roll(ctx, "d6");
  X.at = "specs/warpath/sequence.rules:68:3: while union-roll == confederate-roll {";
  {
    let v3_guard: V.Value = 0;
    while (V.eq(v1_union_roll, v2_confederate_roll)) {
      if ((v3_guard as number) >= 100000)
        throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
      v3_guard = (v3_guard as number) + 1;
      X.at = "specs/warpath/sequence.rules:69:5: set union-roll = roll(d6) + bonus";
      v1_union_roll = C.combine("=", v1_union_roll, V.plus(B.roll(ctx, "d6"), v0_bonus));
      X.at = "specs/warpath/sequence.rules:70:5: set confederate-roll = roll(d6)";
      v2_confederate_roll = C.combine("=", v2_confederate_roll, B.roll(ctx, "d6"));
    }
  }
  X.at = "specs/warpath/sequence.rules:72:3: set active = if union-roll > confederate-roll then union else confederate";
  C.setActive(X, V.gt(v1_union_roll, v2_confederate_roll) ? "union" : "confederate");
};

const U10 = (X: C.RunContext, actor: string | undefined, x0_year: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/warpath/sequence.rules:152:3: move [for u in pieces(union-pending) if u.entry == year] to union-recruits";
  const x1_items = V.readPieces(ctx, 2000000028 /* union-pending */);
  const x2_selected: V.Value[] = [];
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_u = x1_items[x4_i]!;
    if (V.eq(S_entry(ctx, x3_u), x0_year)) x2_selected.push(x3_u);
  }
  C.movePieces(X, x2_selected, 2000000030 /* union-recruits */, actor);
  X.at =
    "specs/warpath/sequence.rules:153:3: move [for u in pieces(confederate-pending) if u.entry == year] to confederate...";
  const x5_items = V.readPieces(ctx, 2000000029 /* confederate-pending */);
  const x6_selected: V.Value[] = [];
  for (let x8_i = 0; x8_i < x5_items.length; x8_i++) {
    const x7_u = x5_items[x8_i]!;
    if (V.eq(S_entry(ctx, x7_u), x0_year)) x6_selected.push(x7_u);
  }
  C.movePieces(X, x6_selected, 2000000031 /* confederate-recruits */, actor);
};

const U11 = (X: C.RunContext, actor: string | undefined, x0_leader: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/warpath/battle.rules:59:3: if lookup(leader-loss, roll(d6), result) == eliminated {";
  if (V.lookupTable(ctx, 5 /* leader-loss */, B.roll(ctx, "d6"), "result") === "eliminated") {
    X.at = "specs/warpath/battle.rules:60:5: move leader to recruit-box-of(owner(leader))";
    C.movePieces(X, x0_leader, ctx.fn[8 /* recruit-box-of */]!(ctx, B.owner(ctx, x0_leader)), actor);
  }
};

const U12 = (X: C.RunContext, f: C.Frame): boolean => {
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
        L[13] = true;
        L[14] = 0;
        f.pc = 4;
        continue;
      }
      case 3: {
        L[15] = X.T.scores(X) as unknown as V.Value;
        if (V.eq(ctx.state.turn, ctx.index.turns.last)) {
          X.at = "specs/warpath/victory.rules:32:5: if count(capitals-held(union)) == 5 {";
          if (ctx.fn[18 /* capitals-held#count */]!(ctx, "union") === 5) {
            X.at = 'specs/warpath/victory.rules:33:7: end game winner union outcome "Union victory"';
            C.endGame(false, "union", "Union victory");
          } else {
            X.at =
              "specs/warpath/victory.rules:34:12: if count(capitals-held(confederate)) >= 1 and count(confederate-forts-held())...";
            if (
              V.ge(ctx.fn[18 /* capitals-held#count */]!(ctx, "confederate"), 1) &&
              V.ge(ctx.fn[22 /* confederate-forts-held#count */]!(ctx), 2)
            ) {
              X.at = 'specs/warpath/victory.rules:35:7: end game winner confederate outcome "Confederate victory"';
              C.endGame(false, "confederate", "Confederate victory");
            } else {
              X.at = 'specs/warpath/victory.rules:37:7: end game draw outcome "Draw"';
              C.endGame(true, null, "Draw");
            }
          }
          X.state.outcome = {
            winners: C.best(L[15]! as unknown as Record<string, number>),
            draw: false,
            scores: L[15]! as unknown as Record<string, number>,
          };
        } else {
          X.state.outcome = {
            winners: [],
            draw: true,
            name: "no victory condition was met",
            scores: L[15]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      case 4: {
        if (!L[13]!) {
          f.pc = 5;
          continue;
        }
        if ((L[14]! as number) >= 10000) throw new V.EvaluationError("sequence 'game-turn' repeated 10000 times");
        L[14] = (L[14]! as number) + 1;
        L[13] = false;
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
        return M.call(X, f, "campaign-impulse", X.state.active, [ctx.state.active ?? null], 8);
      }
      case 7: {
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        if (!V.eq(ctx.state.turn, ctx.index.turns.last)) {
          C.enter(X, 0, "3. Administrative");
          X.at = "specs/warpath/sequence.rules:29:7: move pieces(drawn-markers) to marker-pool";
          C.movePieces(X, B.pieces(ctx, 2000000037 /* drawn-markers */), 2000000035 /* marker-pool */, X.state.active);
          X.at = "specs/warpath/sequence.rules:30:7: if lookup(seasons, turn, season) == summer {";
          if (V.lookupTable(ctx, 0 /* seasons */, ctx.state.turn, "season") === "summer") {
            X.at = "specs/warpath/sequence.rules:31:9: for each marker in pieces(placed-devastation) {";
            {
              L[2] = C.items(X, B.pieces(ctx, 2000000038 /* placed-devastation */), X.state.active);
              L[3] = 0;
              while ((L[3]! as number) < (L[2]! as V.Value[]).length) {
                L[4] = (L[2]! as V.Value[])[L[3]! as number]!;
                X.at =
                  "specs/warpath/sequence.rules:32:11: if lookup(devastation-recovery, roll(d6), result) == recovered {";
                if (V.lookupTable(ctx, 4 /* devastation-recovery */, B.roll(ctx, "d6"), "result") === "recovered") {
                  X.at = "specs/warpath/sequence.rules:33:13: move marker to marker-pool";
                  C.movePieces(X, L[4]!, 2000000035 /* marker-pool */, X.state.active);
                }
                L[3] = (L[3]! as number) + 1;
              }
            }
          }
          X.at =
            "specs/warpath/sequence.rules:38:7: move [for p in pieces(territory-map) if p.side == kiowa] to kiowa-base";
          const x5_items = V.readPieces(ctx, "territory-map");
          const x6_selected: V.Value[] = [];
          for (let x8_i = 0; x8_i < x5_items.length; x8_i++) {
            const x7_p = x5_items[x8_i]!;
            if (S_side(ctx, x7_p) === "kiowa") x6_selected.push(x7_p);
          }
          C.movePieces(X, x6_selected, 2000000010 /* kiowa-base */, X.state.active);
          X.at =
            "specs/warpath/sequence.rules:39:7: move [for p in pieces(territory-map) if p.side == comanche] to comanche-base";
          const x9_items = V.readPieces(ctx, "territory-map");
          const x10_selected: V.Value[] = [];
          for (let x12_i = 0; x12_i < x9_items.length; x12_i++) {
            const x11_p = x9_items[x12_i]!;
            if (S_side(ctx, x11_p) === "comanche") x10_selected.push(x11_p);
          }
          C.movePieces(X, x10_selected, 2000000017 /* comanche-base */, X.state.active);
          X.at = "specs/warpath/sequence.rules:40:7: set turn-half = face";
          C.setTrack(X, "turn-half", "=", "face");
          X.at = "specs/warpath/sequence.rules:41:7: set union.drawn = false";
          C.setField(X, "union", "drawn", "=", false);
          X.at = "specs/warpath/sequence.rules:42:7: set confederate.drawn = false";
          C.setField(X, "confederate", "drawn", "=", false);
          X.at = "specs/warpath/sequence.rules:43:7: set turn-track += 1";
          C.setTrack(X, "turn-track", "+=", 1);
        }
        X.T.sudden(X, false);
        L[13] = false;
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

const U13 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at =
          "specs/warpath/game.rules:21:5: move [for u in pieces(union-pending) if u.entry == 1861] to union-recruits";
        const x0_items = V.readPieces(ctx, 2000000028 /* union-pending */);
        const x1_selected: V.Value[] = [];
        for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
          const x2_u = x0_items[x3_i]!;
          if (S_entry(ctx, x2_u) === 1861) x1_selected.push(x2_u);
        }
        C.movePieces(X, x1_selected, 2000000030 /* union-recruits */, X.state.active);
        X.at =
          "specs/warpath/game.rules:22:5: move [for u in pieces(confederate-pending) if u.entry == 1861] to confederate...";
        const x4_items = V.readPieces(ctx, 2000000029 /* confederate-pending */);
        const x5_selected: V.Value[] = [];
        for (let x7_i = 0; x7_i < x4_items.length; x7_i++) {
          const x6_u = x4_items[x7_i]!;
          if (S_entry(ctx, x6_u) === 1861) x5_selected.push(x6_u);
        }
        C.movePieces(X, x5_selected, 2000000031 /* confederate-recruits */, X.state.active);
        X.at = "specs/warpath/game.rules:23:5: move pieces(kiowa-raiders) to kiowa-base";
        C.movePieces(X, B.pieces(ctx, 2000000033 /* kiowa-raiders */), 2000000010 /* kiowa-base */, X.state.active);
        X.at = "specs/warpath/game.rules:24:5: move pieces(comanche-raiders) to comanche-base";
        C.movePieces(
          X,
          B.pieces(ctx, 2000000034 /* comanche-raiders */),
          2000000017 /* comanche-base */,
          X.state.active,
        );
        X.at = "specs/warpath/game.rules:25:5: shuffle(marker-pool)";
        C.shuffle(X, 2000000035 /* marker-pool */, X.state.active);
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U14 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/warpath/sequence.rules:93:3: if player.draws-lost > 0 {";
        f.pc = V.gt(SF_draws$lost(ctx, L[0]!), 0) ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/warpath/sequence.rules:94:5: set player.draws-lost -= 1";
        C.setField(X, L[0]!, "draws-lost", "-=", 1);
        f.pc = 3;
        continue;
      }
      case 2: {
        X.at = "specs/warpath/sequence.rules:96:5: draw(marker-pool, drawn-markers)";
        C.draw(X, 2000000035 /* marker-pool */, 2000000037 /* drawn-markers */, undefined, actor);
        X.at = "specs/warpath/sequence.rules:97:5: while drawn-again(last(pieces(drawn-markers)), player) {";
        {
          L[1] = 0;
          while (
            V.truthy(
              ctx.fn[4 /* drawn-again */]!(
                ctx,
                B.last(ctx, V.readPieces(ctx, 2000000037 /* drawn-markers */) as V.Value),
                L[0]!,
              ),
            )
          ) {
            if ((L[1]! as number) >= 100000)
              throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
            L[1] = (L[1]! as number) + 1;
            X.at = "specs/warpath/sequence.rules:98:7: move last(pieces(drawn-markers)) to marker-pool";
            C.movePieces(
              X,
              B.last(ctx, V.readPieces(ctx, 2000000037 /* drawn-markers */) as V.Value),
              2000000035 /* marker-pool */,
              actor,
            );
            X.at = "specs/warpath/sequence.rules:99:7: draw(marker-pool, drawn-markers)";
            C.draw(X, 2000000035 /* marker-pool */, 2000000037 /* drawn-markers */, undefined, actor);
          }
        }
        X.at = "specs/warpath/sequence.rules:101:5: set player.drawn = true";
        C.setField(X, L[0]!, "drawn", "=", true);
        X.at = "specs/warpath/sequence.rules:102:5: let entry = entry-of(last(pieces(drawn-markers)), player)";
        L[2] = ctx.fn[0 /* entry-of */]!(
          ctx,
          B.last(ctx, V.readPieces(ctx, 2000000037 /* drawn-markers */) as V.Value),
          L[0]!,
        );
        X.at = "specs/warpath/sequence.rules:103:5: if entry == end {";
        f.pc = L[2]! === "end" ? 4 : 5;
        continue;
      }
      case 3: {
        return false;
      }
      case 4: {
        X.at = "specs/warpath/sequence.rules:104:7: if value(turn-half) == face {";
        if (B.value(ctx, ctx.state.tracks["turn-half"] ?? null) === "face") {
          X.at = "specs/warpath/sequence.rules:105:9: set turn-half = half-over";
          C.setTrack(X, "turn-half", "=", "half-over");
        } else {
          X.at = "specs/warpath/sequence.rules:107:9: set turn-half = ended";
          C.setTrack(X, "turn-half", "=", "ended");
        }
        f.pc = 6;
        continue;
      }
      case 5: {
        X.at =
          "specs/warpath/sequence.rules:109:12: if entry == action-1 or entry == action-2 or entry == action-3 or entry == ac...";
        f.pc = L[2]! === "action-1" || L[2]! === "action-2" || L[2]! === "action-3" || L[2]! === "action-4" ? 7 : 8;
        continue;
      }
      case 6: {
        f.pc = 3;
        continue;
      }
      case 7: {
        X.at = "specs/warpath/sequence.rules:110:7: repeat lookup(action-count, entry, actions) {";
        L[3] = V.num(V.lookupTable(ctx, 6 /* action-count */, L[2]!, "actions"), "'repeat'");
        L[4] = 0;
        f.pc = 10;
        continue;
      }
      case 8: {
        X.at = "specs/warpath/sequence.rules:114:12: if entry == indian-recruiting {";
        f.pc = L[2]! === "indian-recruiting" ? 13 : 14;
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
        X.at =
          "specs/warpath/sequence.rules:111:9: choose use from [recruit, move, build, wagon, devastate] by player as action-use";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(X, "use", K_fe05c15f70f8, L[0]!, "action-use", actor, undefined, false),
          5,
          12,
        );
      }
      case 11: {
        f.pc = 9;
        continue;
      }
      case 12: {
        X.at = 'specs/warpath/sequence.rules:112:9: log("the action is carried out")';
        C.log(X, "the action is carried out");
        L[4] = (L[4]! as number) + 1;
        f.pc = 10;
        continue;
      }
      case 13: {
        X.at = "specs/warpath/sequence.rules:115:7: repeat (roll(d6) + 1) / 2 {";
        L[6] = V.num(V.divide(V.plus(B.roll(ctx, "d6"), 1), 2), "'repeat'");
        {
          L[7] = 0;
          while ((L[7]! as number) < (L[6]! as number)) {
            X.at = 'specs/warpath/sequence.rules:116:9: log("one available Indian unit may be recruited")';
            C.log(X, "one available Indian unit may be recruited");
            L[7] = (L[7]! as number) + 1;
          }
        }
        f.pc = 15;
        continue;
      }
      case 14: {
        X.at = "specs/warpath/sequence.rules:118:12: if entry == quantrill {";
        f.pc = L[2]! === "quantrill" ? 16 : 17;
        continue;
      }
      case 15: {
        f.pc = 9;
        continue;
      }
      case 16: {
        X.at = "specs/warpath/sequence.rules:119:7: place-quantrill()";
        return M.call(X, f, "place-quantrill", actor, [], 19);
      }
      case 17: {
        X.at = 'specs/warpath/sequence.rules:121:7: log("the event on the marker is carried out")';
        C.log(X, "the event on the marker is carried out");
        f.pc = 18;
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
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U15 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/warpath/sequence.rules:135:3: if location(quantrill) == quantrill-waiting {";
        f.pc = B.location(ctx, "quantrill") === 2000000032 /* quantrill-waiting */ ? 1 : 2;
        continue;
      }
      case 1: {
        X.at =
          "specs/warpath/sequence.rules:136:5: choose where from [for a in territory-map if empty(pieces(a))] by confederate...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "where",
            V.readList(ctx, "territory-map", "a selection").filter(
              (x1_a: V.Value) => V.areaPieces(ctx, x1_a).length === 0,
            ),
            "confederate",
            "quantrill-space",
            actor,
            undefined,
            false,
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
        X.at = "specs/warpath/sequence.rules:137:5: move quantrill to where";
        C.movePieces(X, "quantrill", L[0]!, actor);
        f.pc = 3;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U16 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/warpath/battle.rules:42:3: repeat shooter.strength + (if supplied then 1 else 0) {";
        L[3] = V.num(V.plus(R_strength(ctx, L[0]!), V.truthy(L[2]!) ? 1 : 0), "'repeat'");
        L[4] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!((L[4]! as number) < (L[3]! as number))) {
          f.pc = 2;
          continue;
        }
        X.at =
          'specs/warpath/battle.rules:43:5: let r = roll(d6) + (if shooter.class == "artillery" and place.terrain == prai...';
        L[5] = V.plus(
          B.roll(ctx, "d6"),
          S_class(ctx, L[0]!) === "artillery" && S_terrain(ctx, L[1]!) === "prairie" ? 1 : 0,
        );
        X.at = "specs/warpath/battle.rules:44:5: let result = lookup(battle-results, min(r, 7), place.terrain)";
        L[6] = V.lookupTable(ctx, 1 /* battle-results */, B.min(ctx, L[5]!, 7), S_terrain(ctx, L[1]!));
        X.at = 'specs/warpath/battle.rules:45:5: if result == "E" {';
        f.pc = L[6]! === "E" ? 3 : 4;
        continue;
      }
      case 2: {
        return false;
      }
      case 3: {
        X.at =
          "specs/warpath/battle.rules:46:7: choose lost from [for u in pieces-of(other(owner(shooter)), place) if not u.l...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "lost",
            V.readList(ctx, B.piecesOf(ctx, B.other(ctx, B.owner(ctx, L[0]!)), L[1]!), "a selection").filter(
              (x8_u: V.Value) => !V.truthy(S_leader(ctx, x8_u)),
            ),
            B.other(ctx, B.owner(ctx, L[0]!)),
            "loss-choice",
            actor,
            undefined,
            false,
          ),
          7,
          6,
        );
      }
      case 4: {
        X.at = 'specs/warpath/battle.rules:48:12: if result == "P" {';
        f.pc = L[6]! === "P" ? 7 : 8;
        continue;
      }
      case 5: {
        L[4] = (L[4]! as number) + 1;
        f.pc = 1;
        continue;
      }
      case 6: {
        X.at = "specs/warpath/battle.rules:47:7: move lost to recruit-box-of(owner(lost))";
        C.movePieces(X, L[7]!, ctx.fn[8 /* recruit-box-of */]!(ctx, B.owner(ctx, L[7]!)), actor);
        f.pc = 5;
        continue;
      }
      case 7: {
        X.at =
          "specs/warpath/battle.rules:49:7: choose shaken from [for u in pieces-of(other(owner(shooter)), place) if not u...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.chooseRequest(
            X,
            "shaken",
            V.readList(ctx, B.piecesOf(ctx, B.other(ctx, B.owner(ctx, L[0]!)), L[1]!), "a selection").filter(
              (x10_u: V.Value) => !V.truthy(S_leader(ctx, x10_u)) && !V.truthy(R_panicked(ctx, x10_u)),
            ),
            B.other(ctx, B.owner(ctx, L[0]!)),
            "loss-choice",
            actor,
            undefined,
            false,
          ),
          9,
          10,
        );
      }
      case 8: {
        f.pc = 9;
        continue;
      }
      case 9: {
        f.pc = 5;
        continue;
      }
      case 10: {
        X.at = "specs/warpath/battle.rules:50:7: flip(shaken)";
        C.flip(X, L[9]!);
        X.at = "specs/warpath/battle.rules:51:7: set shaken.panicked = true";
        C.setField(X, L[9]!, "panicked", "=", true);
        f.pc = 9;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U17 = (X: C.RunContext, atOnce: boolean, endOfTurn = false): void => {
  void endOfTurn;
  if (!atOnce) {
    for (let si = 0; si < X.state.sides.length; si++) {
      const side = X.state.sides[si]!;
      const ctx = C.exprCtx(X, side);
      if (ctx.fn[18 /* capitals-held#count */]!(ctx, "union") === 5) {
        throw new C.EndGame({ winners: ["union"], draw: false, name: "Union sudden death victory" });
      }
    }
  }
  if (!atOnce) {
    for (let si = 0; si < X.state.sides.length; si++) {
      const side = X.state.sides[si]!;
      const ctx = C.exprCtx(X, side);
      if (
        S_control(ctx, 2000000003 /* fort-scott */) === "confederate" ||
        S_control(ctx, 2000000000 /* fort-atkinson */) === "confederate"
      ) {
        throw new C.EndGame({ winners: ["confederate"], draw: false, name: "Confederate sudden death victory" });
      }
    }
  }
};

const U18 = (X: C.RunContext): Record<string, number> => {
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

const U19 = (X: C.RunContext): { id: string; rule?: string }[] => {
  const ctx = C.exprCtx(X, undefined);
  const out: { id: string; rule?: string }[] = [];
  return out;
};

const U20 = (X: C.RunContext, type: string, b: C.Bindings): void => {
  void X;
  void type;
  void b;
};

const U21 = (X: C.RunContext, type: string, b: C.Bindings): C.Broken | null => {
  const ctx = C.exprCtx(
    X,
    typeof b["actor"] === "string" ? b["actor"] : typeof b["mover"] === "string" ? b["mover"] : X.state.active,
  );
  switch (type) {
    case "decision:pursue":
      X.at = "specs/warpath/battle.rules:65:13: restriction no-pursuit-into-cover";
      if (!(
        (b["option"] ?? null) !== "pursue" ||
        V.truthy(V.lookupTable(ctx, 2 /* terrain-effects */, S_terrain(ctx, b["from"] ?? null), "pursuit-allowed")) ||
        !(S_terrain(ctx, b["from"] ?? null) === "forest" || S_terrain(ctx, b["from"] ?? null) === "rough")
      ))
        return BR_b64ba6b0e549;
      return null;
    case "move":
      X.at = "specs/warpath/battle.rules:76:13: restriction wild-indian-bases";
      if (
        (S_side(ctx, b["piece"] ?? null) === "kiowa" || S_side(ctx, b["piece"] ?? null) === "comanche") &&
        !(
          !V.truthy(S_base(ctx, b["to"] ?? null)) ||
          V.eq(R_owner(ctx, b["to"] ?? null), S_side(ctx, b["piece"] ?? null))
        )
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
    8: U2 /* recruit-box-of */,
    12: U3 /* capitals */,
    16: U4 /* capitals-held */,
    20: U5 /* confederate-forts-held */,
    18: U6 /* capitals-held#count */,
    22: U7 /* confederate-forts-held#count */,
  }),
  p: C.unitList({
    0: U8 /* start-of-turn */,
    1: U9 /* determine-first-player */,
    4: U10 /* release-units */,
    6: U11 /* leader-survival */,
  }),
  s: { "#game": U12, "#setup": U13, "campaign-impulse": U14, "place-quantrill": U15, "fire-unit": U16 },
  sudden: U17,
  scores: U18,
  violations: U19,
  on: U20,
  allow: U21,
  watched: {},
  restricted: { "decision:pursue": true, move: true },
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
    "union-pending",
    "confederate-pending",
    "union-recruits",
    "confederate-recruits",
    "quantrill-waiting",
    "kiowa-raiders",
    "comanche-raiders",
    "marker-pool",
    "quantrill-marker",
    "drawn-markers",
    "placed-devastation",
  ],
  track: ["turn-track", "turn-half"],
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
  type: ["terrain", "route-kind", "army", "marker-kind", "entry-split"],
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
    "fire-order",
    "loss-choice",
    "break-off",
    "retreat-space",
    "pursue",
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
    "recruit-box-of",
    "recruit-box-of#empty",
    "recruit-box-of#count",
    "recruit-box-of#first",
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
  ],
  procedure: [
    "start-of-turn",
    "determine-first-player",
    "campaign-impulse",
    "place-quantrill",
    "release-units",
    "fire-unit",
    "leader-survival",
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
  "loss-choice": PieceId;
  "quantrill-space": AreaId;
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
