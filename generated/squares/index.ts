// Do not edit: generated from specs/squares by Rulewright.
// A standalone engine for SQUARES: The Civil War Battle Game: the spec compiled to TypeScript
// over the small runtime core, one program per scenario and variants.
import * as B from "../../runtime/core/builtins.js";
import * as C from "../../runtime/core/commands.js";
import type { Defaults, GameData } from "../../runtime/core/data.js";
import * as M from "../../runtime/core/machine.js";
import * as V from "../../runtime/core/values.js";
import type { Decision, EngineOptions, GameEvent, GameLog, RandomSource } from "../../runtime/engine.js";

/** The sides. */
export type SideId = "blue" | "gray";

/** Every area, square or space of every map. */
export type AreaId =
  | "b1-c"
  | "b1-cl"
  | "b1-cr"
  | "b1-l"
  | "b1-r"
  | "b2-c"
  | "b2-cl"
  | "b2-cr"
  | "b2-l"
  | "b2-r"
  | "b3-c"
  | "b3-cl"
  | "b3-cr"
  | "b3-l"
  | "b3-r"
  | "blue-reserve"
  | "g1-c"
  | "g1-cl"
  | "g1-cr"
  | "g1-l"
  | "g1-r"
  | "g2-c"
  | "g2-cl"
  | "g2-cr"
  | "g2-l"
  | "g2-r"
  | "g3-c"
  | "g3-cl"
  | "g3-cr"
  | "g3-l"
  | "g3-r"
  | "gray-reserve";

/** Territories of the maps. */
export type TerritoryId = never;

/** Kinds of pieces. */
export type PieceKind = "artillery" | "cavalry" | "infantry";

/** Every piece instance in play (a kind with one piece uses the kind's name). */
export type PieceId =
  | "artillery#1"
  | "artillery#2"
  | "artillery#3"
  | "artillery#4"
  | "artillery#5"
  | "artillery#6"
  | "cavalry#1"
  | "cavalry#2"
  | "cavalry#3"
  | "cavalry#4"
  | "cavalry#5"
  | "cavalry#6"
  | "cavalry#7"
  | "cavalry#8"
  | "infantry#1"
  | "infantry#10"
  | "infantry#11"
  | "infantry#12"
  | "infantry#13"
  | "infantry#14"
  | "infantry#15"
  | "infantry#16"
  | "infantry#17"
  | "infantry#18"
  | "infantry#2"
  | "infantry#3"
  | "infantry#4"
  | "infantry#5"
  | "infantry#6"
  | "infantry#7"
  | "infantry#8"
  | "infantry#9";

/** Holders, displays and tracks. */
export type HolderId = "blue-army" | "eliminated" | "gray-army";

/** Tables and charts. */
export type TableId = "double-turn" | "elimination-value" | "moves" | "stand-options";

/** Named decisions. */
export type DecisionId =
  | "action"
  | "advance"
  | "after-stand"
  | "attack-plan"
  | "attacker-choice"
  | "defence"
  | "destination"
  | "reserve-loss"
  | "retreat-square"
  | "second-cavalry"
  | "support-choice"
  | "support-wanted"
  | "target-choice"
  | "unit-to-move";

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
  id: "squares",
  title: "SQUARES: The Civil War Battle Game",
  rule: "Set up & play",
  players: { min: 2, max: 2 },
  sides: ["blue", "gray"],
  start: "battle",
};
const P1 = { id: "contact", rule: "Map", values: ["edge", "corner"] };
const P2 = { id: "ground", rule: "Map", values: ["clear", "forest", "reserve"] };
const P3 = { id: "action-kind", rule: "Set up & play", values: ["move", "attack", "pass"] };
const P4 = { id: "defence-kind", rule: "Attack", values: ["stand", "retreat"] };
const P5 = { id: "advance-choice", rule: "Attack", values: ["advance", "stay"] };
const P6 = {
  id: "blue",
  title: "Blue",
  rule: "Set up & play",
  reserve: "blue-reserve",
  state: { passed: "bool", "double-turn": "bool", "whole-turn": "bool", "turn-count": "int", clock: "int" },
};
const P7 = {
  id: "gray",
  title: "Gray",
  rule: "Set up & play",
  reserve: "gray-reserve",
  state: { passed: "bool", "double-turn": "bool", "whole-turn": "bool", "turn-count": "int", clock: "int" },
};
const P8 = {
  id: "board",
  title: "SQUARES board",
  rule: "Map",
  areas: [
    { id: "blue-reserve", title: "Blue Reserve Area", terrain: "reserve", owner: "blue" },
    { id: "b1-l", title: "Blue 1 L", row: 1, column: "L", terrain: "clear", owner: "blue", capacity: 1 },
    { id: "b1-cl", title: "Blue 1 CL", row: 1, column: "CL", terrain: "clear", owner: "blue", capacity: 1 },
    { id: "b1-c", title: "Blue 1 C", row: 1, column: "C", terrain: "forest", owner: "blue", capacity: 1 },
    { id: "b1-cr", title: "Blue 1 CR", row: 1, column: "CR", terrain: "clear", owner: "blue", capacity: 1 },
    { id: "b1-r", title: "Blue 1 R", row: 1, column: "R", terrain: "clear", owner: "blue", capacity: 1 },
    { id: "b2-l", title: "Blue 2 L", row: 2, column: "L", terrain: "forest", owner: "blue", capacity: 1 },
    { id: "b2-cl", title: "Blue 2 CL", row: 2, column: "CL", terrain: "clear", owner: "blue", capacity: 1 },
    { id: "b2-c", title: "Blue 2 C", row: 2, column: "C", terrain: "clear", owner: "blue", capacity: 1 },
    { id: "b2-cr", title: "Blue 2 CR", row: 2, column: "CR", terrain: "clear", owner: "blue", capacity: 1 },
    { id: "b2-r", title: "Blue 2 R", row: 2, column: "R", terrain: "forest", owner: "blue", capacity: 1 },
    { id: "b3-l", title: "Blue 3 L", row: 3, column: "L", terrain: "clear", owner: "blue", capacity: 1 },
    { id: "b3-cl", title: "Blue 3 CL", row: 3, column: "CL", terrain: "clear", owner: "blue", capacity: 1 },
    { id: "b3-c", title: "Blue 3 C", row: 3, column: "C", terrain: "clear", owner: "blue", capacity: 1 },
    { id: "b3-cr", title: "Blue 3 CR", row: 3, column: "CR", terrain: "clear", owner: "blue", capacity: 1 },
    { id: "b3-r", title: "Blue 3 R", row: 3, column: "R", terrain: "clear", owner: "blue", capacity: 1 },
    { id: "gray-reserve", title: "Gray Reserve Area", terrain: "reserve", owner: "gray" },
    { id: "g1-l", title: "Gray 1 L", row: 1, column: "L", terrain: "clear", owner: "gray", capacity: 1 },
    { id: "g1-cl", title: "Gray 1 CL", row: 1, column: "CL", terrain: "clear", owner: "gray", capacity: 1 },
    { id: "g1-c", title: "Gray 1 C", row: 1, column: "C", terrain: "forest", owner: "gray", capacity: 1 },
    { id: "g1-cr", title: "Gray 1 CR", row: 1, column: "CR", terrain: "clear", owner: "gray", capacity: 1 },
    { id: "g1-r", title: "Gray 1 R", row: 1, column: "R", terrain: "clear", owner: "gray", capacity: 1 },
    { id: "g2-l", title: "Gray 2 L", row: 2, column: "L", terrain: "forest", owner: "gray", capacity: 1 },
    { id: "g2-cl", title: "Gray 2 CL", row: 2, column: "CL", terrain: "clear", owner: "gray", capacity: 1 },
    { id: "g2-c", title: "Gray 2 C", row: 2, column: "C", terrain: "clear", owner: "gray", capacity: 1 },
    { id: "g2-cr", title: "Gray 2 CR", row: 2, column: "CR", terrain: "clear", owner: "gray", capacity: 1 },
    { id: "g2-r", title: "Gray 2 R", row: 2, column: "R", terrain: "forest", owner: "gray", capacity: 1 },
    { id: "g3-l", title: "Gray 3 L", row: 3, column: "L", terrain: "clear", owner: "gray", capacity: 1 },
    { id: "g3-cl", title: "Gray 3 CL", row: 3, column: "CL", terrain: "clear", owner: "gray", capacity: 1 },
    { id: "g3-c", title: "Gray 3 C", row: 3, column: "C", terrain: "clear", owner: "gray", capacity: 1 },
    { id: "g3-cr", title: "Gray 3 CR", row: 3, column: "CR", terrain: "clear", owner: "gray", capacity: 1 },
    { id: "g3-r", title: "Gray 3 R", row: 3, column: "R", terrain: "clear", owner: "gray", capacity: 1 },
  ],
  layout: "squares",
  size: 32,
  "link-types": "contact",
  "terrain-type": "ground",
  legend: { forest: "#5a8f4e" },
  links: [
    { from: "b1-l", to: "b1-cl", directed: false, type: "edge" },
    { from: "b1-cl", to: "b1-c", directed: false, type: "edge" },
    { from: "b1-c", to: "b1-cr", directed: false, type: "edge" },
    { from: "b1-cr", to: "b1-r", directed: false, type: "edge" },
    { from: "b2-l", to: "b2-cl", directed: false, type: "edge" },
    { from: "b2-cl", to: "b2-c", directed: false, type: "edge" },
    { from: "b2-c", to: "b2-cr", directed: false, type: "edge" },
    { from: "b2-cr", to: "b2-r", directed: false, type: "edge" },
    { from: "b3-l", to: "b3-cl", directed: false, type: "edge" },
    { from: "b3-cl", to: "b3-c", directed: false, type: "edge" },
    { from: "b3-c", to: "b3-cr", directed: false, type: "edge" },
    { from: "b3-cr", to: "b3-r", directed: false, type: "edge" },
    { from: "b1-l", to: "b2-l", directed: false, type: "edge" },
    { from: "b1-cl", to: "b2-l", directed: false, type: "edge" },
    { from: "b1-cl", to: "b2-cl", directed: false, type: "edge" },
    { from: "b1-cl", to: "b2-c", directed: false, type: "edge" },
    { from: "b1-c", to: "b2-c", directed: false, type: "edge" },
    { from: "b1-cr", to: "b2-c", directed: false, type: "edge" },
    { from: "b1-cr", to: "b2-cr", directed: false, type: "edge" },
    { from: "b1-cr", to: "b2-r", directed: false, type: "edge" },
    { from: "b1-r", to: "b2-r", directed: false, type: "edge" },
    { from: "b2-l", to: "b3-l", directed: false, type: "edge" },
    { from: "b2-l", to: "b3-cl", directed: false, type: "edge" },
    { from: "b2-cl", to: "b3-cl", directed: false, type: "edge" },
    { from: "b2-c", to: "b3-cl", directed: false, type: "edge" },
    { from: "b2-c", to: "b3-c", directed: false, type: "edge" },
    { from: "b2-c", to: "b3-cr", directed: false, type: "edge" },
    { from: "b2-cr", to: "b3-cr", directed: false, type: "edge" },
    { from: "b2-r", to: "b3-cr", directed: false, type: "edge" },
    { from: "b2-r", to: "b3-r", directed: false, type: "edge" },
    { from: "b3-l", to: "blue-reserve", directed: false, type: "edge" },
    { from: "b3-cl", to: "blue-reserve", directed: false, type: "edge" },
    { from: "b3-c", to: "blue-reserve", directed: false, type: "edge" },
    { from: "b3-cr", to: "blue-reserve", directed: false, type: "edge" },
    { from: "b3-r", to: "blue-reserve", directed: false, type: "edge" },
    { from: "g1-l", to: "g1-cl", directed: false, type: "edge" },
    { from: "g1-cl", to: "g1-c", directed: false, type: "edge" },
    { from: "g1-c", to: "g1-cr", directed: false, type: "edge" },
    { from: "g1-cr", to: "g1-r", directed: false, type: "edge" },
    { from: "g2-l", to: "g2-cl", directed: false, type: "edge" },
    { from: "g2-cl", to: "g2-c", directed: false, type: "edge" },
    { from: "g2-c", to: "g2-cr", directed: false, type: "edge" },
    { from: "g2-cr", to: "g2-r", directed: false, type: "edge" },
    { from: "g3-l", to: "g3-cl", directed: false, type: "edge" },
    { from: "g3-cl", to: "g3-c", directed: false, type: "edge" },
    { from: "g3-c", to: "g3-cr", directed: false, type: "edge" },
    { from: "g3-cr", to: "g3-r", directed: false, type: "edge" },
    { from: "g1-l", to: "g2-l", directed: false, type: "edge" },
    { from: "g1-cl", to: "g2-l", directed: false, type: "edge" },
    { from: "g1-cl", to: "g2-cl", directed: false, type: "edge" },
    { from: "g1-cl", to: "g2-c", directed: false, type: "edge" },
    { from: "g1-c", to: "g2-c", directed: false, type: "edge" },
    { from: "g1-cr", to: "g2-c", directed: false, type: "edge" },
    { from: "g1-cr", to: "g2-cr", directed: false, type: "edge" },
    { from: "g1-cr", to: "g2-r", directed: false, type: "edge" },
    { from: "g1-r", to: "g2-r", directed: false, type: "edge" },
    { from: "g2-l", to: "g3-l", directed: false, type: "edge" },
    { from: "g2-l", to: "g3-cl", directed: false, type: "edge" },
    { from: "g2-cl", to: "g3-cl", directed: false, type: "edge" },
    { from: "g2-c", to: "g3-cl", directed: false, type: "edge" },
    { from: "g2-c", to: "g3-c", directed: false, type: "edge" },
    { from: "g2-c", to: "g3-cr", directed: false, type: "edge" },
    { from: "g2-cr", to: "g3-cr", directed: false, type: "edge" },
    { from: "g2-r", to: "g3-cr", directed: false, type: "edge" },
    { from: "g2-r", to: "g3-r", directed: false, type: "edge" },
    { from: "g3-l", to: "gray-reserve", directed: false, type: "edge" },
    { from: "g3-cl", to: "gray-reserve", directed: false, type: "edge" },
    { from: "g3-c", to: "gray-reserve", directed: false, type: "edge" },
    { from: "g3-cr", to: "gray-reserve", directed: false, type: "edge" },
    { from: "g3-r", to: "gray-reserve", directed: false, type: "edge" },
    { from: "b1-l", to: "g1-l", directed: false, type: "edge" },
    { from: "b1-cl", to: "g1-cl", directed: false, type: "edge" },
    { from: "b1-c", to: "g1-c", directed: false, type: "edge" },
    { from: "b1-cr", to: "g1-cr", directed: false, type: "edge" },
    { from: "b1-r", to: "g1-r", directed: false, type: "edge" },
    { from: "b1-l", to: "g1-cl", directed: false, type: "corner" },
    { from: "b1-cl", to: "g1-l", directed: false, type: "corner" },
    { from: "b1-cl", to: "g1-c", directed: false, type: "corner" },
    { from: "b1-c", to: "g1-cl", directed: false, type: "corner" },
    { from: "b1-c", to: "g1-cr", directed: false, type: "corner" },
    { from: "b1-cr", to: "g1-c", directed: false, type: "corner" },
    { from: "b1-cr", to: "g1-r", directed: false, type: "corner" },
    { from: "b1-r", to: "g1-cr", directed: false, type: "corner" },
  ],
};
const P9 = {
  id: "infantry",
  kind: "unit",
  title: "Infantry",
  rule: "Set up & play",
  state: { "move-last": "int", "move-run": "int", "attack-last": "int", "attack-run": "int", "rest-turn": "int" },
};
const P10 = {
  id: "artillery",
  kind: "unit",
  title: "Artillery",
  rule: "Set up & play",
  state: { "move-last": "int", "move-run": "int", "attack-last": "int", "attack-run": "int", "rest-turn": "int" },
};
const P11 = {
  id: "cavalry",
  kind: "unit",
  title: "Cavalry",
  rule: "Set up & play",
  state: { "move-last": "int", "move-run": "int", "attack-last": "int", "attack-run": "int", "rest-turn": "int" },
};
const P12 = {
  id: "blue-army",
  kind: "pool",
  title: "Blue army",
  rule: "Set up & play",
  owner: "blue",
  size: 16,
  contents: [
    { count: 9, piece: "infantry" },
    { count: 3, piece: "artillery" },
    { count: 4, piece: "cavalry" },
  ],
};
const P13 = {
  id: "gray-army",
  kind: "pool",
  title: "Gray army",
  rule: "Set up & play",
  owner: "gray",
  size: 16,
  contents: [
    { count: 9, piece: "infantry" },
    { count: 3, piece: "artillery" },
    { count: 4, piece: "cavalry" },
  ],
};
const P14 = {
  id: "eliminated",
  kind: "box",
  title: "Eliminated units",
  rule: "To win",
  "each-player": true,
  visibility: "all",
};
const P15 = {
  id: "moves",
  title: "Kinds of move",
  rule: "Move",
  columns: ["units", "squares", "forest"],
  rows: [
    { key: "infantry-step", cells: ["1 infantry", 1, false] },
    { key: "artillery-step", cells: ["1 artillery", 1, false] },
    { key: "cavalry-ride", cells: ["1 cavalry", 2, false] },
    { key: "cavalry-pair", cells: ["2 cavalry", 1, false] },
    { key: "cavalry-forest", cells: ["1 cavalry", 1, true] },
  ],
};
const P16 = {
  id: "double-turn",
  title: "A double turn",
  rule: "Pass",
  columns: ["first", "second"],
  rows: [
    { key: "two-moves", cells: ["move", "move"] },
    { key: "move-attack", cells: ["move", "attack"] },
    { key: "attack-move", cells: ["attack", "move"] },
    { key: "two-attacks", cells: ["attack", "attack"] },
  ],
};
const P17 = {
  id: "stand-options",
  title: "Attacker's options after a stand",
  rule: "Attack",
  columns: ["defender", "support", "attacker"],
  rows: [
    { key: { min: 1, max: 1 }, cells: ["eliminated", "retreats", "retreats"] },
    { key: { min: 2, max: 2 }, cells: ["eliminated", "eliminated", "may advance"] },
    { key: { min: 3, max: 3 }, cells: ["eliminated", "stays", "eliminated"] },
    { key: { min: 4, max: 4 }, cells: ["stays", "stays", "retreats"] },
    { key: { min: 5, max: 5 }, cells: ["stays", "retreats", "stays"] },
  ],
};
const P18 = {
  id: "elimination-value",
  title: "Value of an eliminated unit",
  rule: "To win",
  columns: ["under-three-cavalry-lost", "three-or-more-cavalry-lost"],
  rows: [
    { key: "infantry", cells: [1, 1] },
    { key: "artillery", cells: [2, 2] },
    { key: "cavalry", cells: [1, 2] },
  ],
};
const P19 = {
  id: "action",
  title: "Move, attack or pass",
  rule: "Set up & play",
  by: "active",
  options: ["move", "attack", "pass"],
};
const P20 = { id: "unit-to-move", title: "Unit to move", rule: "Move", by: "active" };
const P21 = { id: "destination", title: "Where to move", rule: "Move", by: "active" };
const P22 = {
  id: "second-cavalry",
  title: "Move a second cavalry unit",
  rule: "Move",
  by: "active",
  options: [true, false],
};
const P23 = {
  id: "attack-plan",
  title: "Attacker, support and target",
  rule: "Attack",
  by: "active",
  prompt: "Choose the attacking unit, an optional supporting unit, and the enemy square",
};
const P24 = { id: "defence", title: "Stand or retreat", rule: "Attack", by: "defender", options: ["stand", "retreat"] };
const P25 = {
  id: "after-stand",
  title: "Option after a stand",
  rule: "Attack",
  by: "attacker",
  options: [1, 2, 3, 4, 5],
};
const P26 = {
  id: "advance",
  title: "Advance into the square",
  rule: "Attack",
  by: "attacker",
  options: ["advance", "stay"],
};
const P27 = { id: "attacker-choice", title: "Attacking unit", rule: "Attack", by: "active" };
const P28 = { id: "target-choice", title: "Square attacked", rule: "Attack", by: "active" };
const P29 = { id: "support-choice", title: "Supporting unit, if any", rule: "Attack", by: "active" };
const P30 = { id: "reserve-loss", title: "Unit lost from the reserve", rule: "Reserve area", by: "defender" };
const P31 = {
  id: "support-wanted",
  title: "Make it a supported attack",
  rule: "Attack",
  by: "active",
  options: [true, false],
};
const P32 = { id: "retreat-square", title: "Where to retreat", rule: "Retreat", by: "defender" };
const P33 = { id: "can-act", params: ["u"] };
const P34 = { id: "third-running", params: ["last", "run", "slot"] };
const P35 = { id: "open-square", params: ["s", "n"] };
const P36 = { id: "can-step", params: ["u", "n", "double"] };
const P37 = { id: "cavalry-ride", params: ["u", "n"] };
const P38 = { id: "destinations", params: ["u", "double"] };
const P39 = { id: "cavalry-steps", params: ["c"] };
const P40 = { id: "movers", params: ["player", "slot", "double"] };
const P41 = { id: "available", params: ["player", "act", "single", "double"] };
const P42 = { id: "next-run", params: ["last", "run", "slot"] };
const P43 = { id: "is-flank", params: ["attacker", "support", "defender"] };
const P44 = { id: "clear-from", params: ["p", "s"] };
const P45 = { id: "nearer-home", params: ["n", "u"] };
const P46 = { id: "artillery-near", params: ["p", "s"] };
const P47 = { id: "forest-retreats", params: ["u"] };
const P48 = { id: "cavalry-vacant", params: ["c"] };
const P49 = { id: "cavalry-backs", params: ["c"] };
const P50 = { id: "displaceable", params: ["f"] };
const P51 = { id: "can-retreat", params: ["d"] };
const P52 = { id: "must-retreat", params: ["d", "a", "supported", "flank"] };
const P53 = { id: "defence-options", params: ["d", "a", "supported", "flank"] };
const P54 = { id: "lock-allows", params: ["u", "t"] };
const P55 = { id: "helpers", params: ["u", "t"] };
const P56 = { id: "target-ok", params: ["u", "t"] };
const P57 = { id: "targets", params: ["u"] };
const P58 = { id: "attackers", params: ["player", "slot"] };
const P59 = { id: "stand-allowed", params: ["o", "attacker", "helper"] };
const P60 = { id: "lost", params: ["s", "kind"] };
const P61 = { id: "value-column", params: ["loser"] };
const P62 = { id: "tally", params: ["s"] };
const P63 = { id: "take-turn" };
const P64 = { id: "note-move" };
const P65 = { id: "whole-turn-move" };
const P66 = { id: "move-unit" };
const P67 = { id: "note-attack" };
const P68 = { id: "make-attack" };
const P69 = { id: "unsupported-attack" };
const P70 = { id: "offer-advance" };
const P71 = { id: "supported-attack" };
const P72 = { id: "resolve-stand" };
const P73 = { id: "retreat-unit" };
const P74 = {
  ids: [
    "blue-reserve",
    "b1-l",
    "b1-cl",
    "b1-c",
    "b1-cr",
    "b1-r",
    "b2-l",
    "b2-cl",
    "b2-c",
    "b2-cr",
    "b2-r",
    "b3-l",
    "b3-cl",
    "b3-c",
    "b3-cr",
    "b3-r",
    "gray-reserve",
    "g1-l",
    "g1-cl",
    "g1-c",
    "g1-cr",
    "g1-r",
    "g2-l",
    "g2-cl",
    "g2-c",
    "g2-cr",
    "g2-r",
    "g3-l",
    "g3-cl",
    "g3-c",
    "g3-cr",
    "g3-r",
    "blue-army",
    "gray-army",
    "eliminated@blue",
    "eliminated@gray",
    "supply",
    "eliminated-pieces",
    "discarded-pieces",
  ],
  areas: 32,
  text: [],
};

const D0: GameData = {
  game: P0,
  types: [P1, P2, P3, P4, P5],
  sides: [P6, P7],
  maps: [P8],
  pieces: [P9, P10, P11],
  holders: [P12, P13, P14],
  tables: [P15, P16, P17, P18],
  decisions: [P19, P20, P21, P22, P23, P24, P25, P26, P27, P28, P29, P30, P31, P32],
  unspecified: [],
  functions: [
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
  ],
  procedures: [P63, P64, P65, P66, P67, P68, P69, P70, P71, P72, P73],
  places: P74,
};

const BR_13d49282548e = Object.freeze({
  id: "rest-after-retreat",
  message: "an infantry or artillery unit that retreated may not move, attack or support in its side's next turn",
  rule: "Retreat",
});
const BR_3417823fbe64 = Object.freeze({
  id: "three-moves",
  message:
    "the same unit may not move on three consecutive turns (the passed turn does not count; a double turn counts as two)",
  rule: "Set up & play",
});
const BR_42bec76a73cc = Object.freeze({
  id: "no-diagonal-attack",
  message: "an attack comes from a square that shares an edge with the target; support may come across a corner",
  rule: "Attack",
});
const BR_5d187798f9d6 = Object.freeze({
  id: "three-attacks",
  message: "the same unit may not attack on three consecutive turns; supporting is not attacking",
  rule: "Set up & play",
});
const BR_787076a139c9 = Object.freeze({
  id: "cavalry-no-lone-charge",
  message: "cavalry may not make an unsupported attack on infantry",
  rule: "Cavalry",
});
const BR_79369dfbf91e = Object.freeze({
  id: "no-second-pass",
  message: "a player may not pass two turns in a row",
  rule: "Pass",
});
const BR_7abeb1a2d406 = Object.freeze({
  id: "no-attack-from-reserve",
  message: "units never attack or support from their own reserve area",
  rule: "Reserve area",
});
const BR_88de43d58950 = Object.freeze({
  id: "no-entering-occupied",
  message: "a unit may not move into or through a square holding another unit, except into its own reserve area",
  rule: "Move",
});
const BR_9a86b470e8f4 = Object.freeze({
  id: "forest-by-double-move",
  message:
    "infantry and artillery enter a forest only as the whole of a double turn (infantry also by advancing after an attack)",
  rule: "Forest squares",
});
const BR_9f21d824514d = Object.freeze({
  id: "artillery-targets",
  message: "artillery attacks only artillery; against other units it can only support",
  rule: "Artillery",
});
const BR_a3fb4a5f8990 = Object.freeze({
  id: "cavalry-ride-clear",
  message:
    "cavalry moving two squares may not enter or cross a forest; a single step into a forest is its own kind of move",
  rule: "Move",
});
const BR_c0eab903a21c = Object.freeze({
  id: "infantry-no-diagonal",
  message: "infantry moves diagonally only as the whole of a double turn",
  rule: "Move",
});
const BR_db119ea716df = Object.freeze({
  id: "artillery-lock",
  message:
    "a unit next to enemy artillery may attack or support only against that artillery, and next to two or more it may not attack or support at all",
  rule: "Artillery",
});
const K_553c604aec3c: V.Value[] = V.frozen(["advance", "stay"]);
const K_5b553d867c13: V.Value[] = V.frozen([1, 2, 3, 4, 5]);
const K_926a7291c004: V.Value[] = V.frozen(["move", "attack", "pass"]);
const K_def962d9053a: V.Value[] = V.frozen([true, false]);
const K_e9079bb00a9e: V.Value[] = V.frozen(["infantry", "artillery", "cavalry"]);
const K_ed59fca0153f: V.Value[] = V.frozen(["stand", "retreat"]);
const OC_352fa57c14a1 = V.sideTable({ blue: 2000000034 /* eliminated@blue */, gray: 2000000035 /* eliminated@gray */ });
const R_attack$last = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["attack-last"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "attack-last");
};
const R_attack$run = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["attack-run"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "attack-run");
};
const R_move$last = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["move-last"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "move-last");
};
const R_move$run = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["move-run"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "move-run");
};
const R_rest$turn = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["rest-turn"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "rest-turn");
};
const SF_clock = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const ss = ctx.state.sideState;
  const own = o === "blue" ? ss["blue"] : o === "gray" ? ss["gray"] : typeof o === "string" ? ss[o] : undefined;
  if (own !== undefined) {
    const v = own["clock"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "clock");
};
const SF_double$turn = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const ss = ctx.state.sideState;
  const own = o === "blue" ? ss["blue"] : o === "gray" ? ss["gray"] : typeof o === "string" ? ss[o] : undefined;
  if (own !== undefined) {
    const v = own["double-turn"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "double-turn");
};
const SF_passed = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const ss = ctx.state.sideState;
  const own = o === "blue" ? ss["blue"] : o === "gray" ? ss["gray"] : typeof o === "string" ? ss[o] : undefined;
  if (own !== undefined) {
    const v = own["passed"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "passed");
};
const SF_turn$count = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const ss = ctx.state.sideState;
  const own = o === "blue" ? ss["blue"] : o === "gray" ? ss["gray"] : typeof o === "string" ? ss[o] : undefined;
  if (own !== undefined) {
    const v = own["turn-count"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "turn-count");
};
const SF_whole$turn = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const ss = ctx.state.sideState;
  const own = o === "blue" ? ss["blue"] : o === "gray" ? ss["gray"] : typeof o === "string" ? ss[o] : undefined;
  if (own !== undefined) {
    const v = own["whole-turn"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "whole-turn");
};
const S_reserve = V.staticReader("reserve");
const S_terrain = V.staticReader("terrain");

const U0 = (ctx: V.EvalContext, x0_u: V.Value): V.Value =>
  (typeof x0_u === "number" && x0_u >= 1000000000
    ? ((ctx.state.pieces[x0_u - 1000000000]?.state["rest-turn"] as V.Value | undefined) ?? R_rest$turn(ctx, x0_u))
    : R_rest$turn(ctx, x0_u)) !==
  SF_turn$count(
    ctx,
    typeof x0_u === "number" && x0_u >= 1000000000
      ? ((ctx.state.pieces[x0_u - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x0_u))
      : B.owner(ctx, x0_u),
  );

const U1 = (ctx: V.EvalContext, x0_last: V.Value, x1_run: V.Value, x2_slot: V.Value): V.Value =>
  x0_last === V.minus(x2_slot, 1) && V.ge(x1_run, 2);

const U2 = (ctx: V.EvalContext, x0_s: V.Value, x1_n: V.Value): V.Value =>
  x1_n === S_reserve(ctx, x0_s) ||
  ((typeof x1_n === "number" ? ctx.state.places[x1_n - 2000000000] : undefined) ?? V.areaPieces(ctx, x1_n)).length ===
    0;

const U3 = (ctx: V.EvalContext, x0_u: V.Value, x1_n: V.Value, x2_double: V.Value): V.Value => {
  let x3_kept: V.Value | undefined;
  return (
    (ctx.fn[8 /* open-square */]!(
      ctx,
      typeof x0_u === "number" && x0_u >= 1000000000
        ? ((ctx.state.pieces[x0_u - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x0_u))
        : B.owner(ctx, x0_u),
      x1_n,
    ) as boolean) &&
    (S_terrain(ctx, x1_n) !== "forest" ||
      (x3_kept ??=
        typeof x0_u === "number" && x0_u >= 1000000000
          ? ((ctx.state.pieces[x0_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x0_u))
          : V.kindOf(ctx, x0_u)) === "cavalry" ||
      V.truthy(x2_double)) &&
    (B.linkKind(
      ctx,
      typeof x0_u === "number" && x0_u >= 1000000000
        ? ((ctx.state.pieces[x0_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_u))
        : B.location(ctx, x0_u),
      x1_n,
    ) !== "corner" ||
      (x3_kept ??=
        typeof x0_u === "number" && x0_u >= 1000000000
          ? ((ctx.state.pieces[x0_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x0_u))
          : V.kindOf(ctx, x0_u)) !== "infantry" ||
      V.truthy(x2_double))
  );
};

const U4 = (ctx: V.EvalContext, x0_u: V.Value, x1_n: V.Value): V.Value => {
  let x2_kept: V.Value | undefined;
  let x7_both =
    (typeof x0_u === "number" && x0_u >= 1000000000
      ? ((ctx.state.pieces[x0_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x0_u))
      : V.kindOf(ctx, x0_u)) === "cavalry" &&
    !B.adjacent(
      ctx,
      (x2_kept ??=
        typeof x0_u === "number" && x0_u >= 1000000000
          ? ((ctx.state.pieces[x0_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_u))
          : B.location(ctx, x0_u)),
      x1_n,
    ) &&
    S_terrain(ctx, x1_n) !== "forest" &&
    (ctx.fn[8 /* open-square */]!(
      ctx,
      typeof x0_u === "number" && x0_u >= 1000000000
        ? ((ctx.state.pieces[x0_u - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x0_u))
        : B.owner(ctx, x0_u),
      x1_n,
    ) as boolean);
  if (x7_both) {
    const x3_items = V.readList(ctx, B.neighbours(ctx, x1_n), "a selection");
    let x4_found = false;
    for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
      const x5_m = x3_items[x6_i]!;
      if (
        B.adjacent(
          ctx,
          (x2_kept ??=
            typeof x0_u === "number" && x0_u >= 1000000000
              ? ((ctx.state.pieces[x0_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_u))
              : B.location(ctx, x0_u)),
          x5_m,
        ) &&
        ((typeof x5_m === "number" ? ctx.state.places[x5_m - 2000000000] : undefined) ?? V.areaPieces(ctx, x5_m))
          .length === 0 &&
        S_terrain(ctx, x5_m) === "clear"
      ) {
        x4_found = true;
        break;
      }
    }
    x7_both = !!x4_found;
  }
  return x7_both;
};

const U5 = (ctx: V.EvalContext, x0_u: V.Value, x1_double: V.Value): V.Value => {
  let x2_kept: V.Value | undefined;
  let x11_chosen: V.Value;
  if (
    (typeof x0_u === "number" && x0_u >= 1000000000
      ? ((ctx.state.pieces[x0_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x0_u))
      : V.kindOf(ctx, x0_u)) === "cavalry"
  ) {
    const x3_items = V.readList(
      ctx,
      B.reachable(
        ctx,
        (x2_kept ??=
          typeof x0_u === "number" && x0_u >= 1000000000
            ? ((ctx.state.pieces[x0_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_u))
            : B.location(ctx, x0_u)),
        2,
      ),
      "a selection",
    );
    const x4_selected: V.Value[] = [];
    for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
      const x5_n = x3_items[x6_i]!;
      if (
        (B.adjacent(
          ctx,
          (x2_kept ??=
            typeof x0_u === "number" && x0_u >= 1000000000
              ? ((ctx.state.pieces[x0_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_u))
              : B.location(ctx, x0_u)),
          x5_n,
        ) &&
          (ctx.fn[12 /* can-step */]!(ctx, x0_u, x5_n, x1_double) as boolean)) ||
        (ctx.fn[16 /* cavalry-ride */]!(ctx, x0_u, x5_n) as boolean)
      )
        x4_selected.push(x5_n);
    }
    x11_chosen = x4_selected;
  } else {
    const x7_items = V.readList(
      ctx,
      B.neighbours(
        ctx,
        (x2_kept ??=
          typeof x0_u === "number" && x0_u >= 1000000000
            ? ((ctx.state.pieces[x0_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_u))
            : B.location(ctx, x0_u)),
      ),
      "a selection",
    );
    const x8_selected: V.Value[] = [];
    for (let x10_i = 0; x10_i < x7_items.length; x10_i++) {
      const x9_n = x7_items[x10_i]!;
      if (ctx.fn[12 /* can-step */]!(ctx, x0_u, x9_n, x1_double) as boolean) x8_selected.push(x9_n);
    }
    x11_chosen = x8_selected;
  }
  return x11_chosen;
};

const U6 = (ctx: V.EvalContext, x0_c: V.Value): V.Value => {
  let x1_kept: V.Value | undefined;
  const x2_items = V.readList(
    ctx,
    B.neighbours(
      ctx,
      typeof x0_c === "number" && x0_c >= 1000000000
        ? ((ctx.state.pieces[x0_c - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_c))
        : B.location(ctx, x0_c),
    ),
    "a selection",
  );
  const x3_selected: V.Value[] = [];
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_n = x2_items[x5_i]!;
    if (
      S_terrain(ctx, x4_n) !== "forest" &&
      (ctx.fn[8 /* open-square */]!(
        ctx,
        (x1_kept ??=
          typeof x0_c === "number" && x0_c >= 1000000000
            ? ((ctx.state.pieces[x0_c - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x0_c))
            : B.owner(ctx, x0_c)),
        x4_n,
      ) as boolean)
    )
      x3_selected.push(x4_n);
  }
  return x3_selected;
};

const U7 = (ctx: V.EvalContext, x0_player: V.Value, x1_slot: V.Value, x2_double: V.Value): V.Value => {
  const x3_items = V.readList(ctx, B.piecesOf(ctx, x0_player, "board"), "a selection");
  const x4_selected: V.Value[] = [];
  for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
    const x5_u = x3_items[x6_i]!;
    if (
      (ctx.fn[0 /* can-act */]!(ctx, x5_u) as boolean) &&
      !(ctx.fn[4 /* third-running */]!(
        ctx,
        typeof x5_u === "number" && x5_u >= 1000000000
          ? ((ctx.state.pieces[x5_u - 1000000000]?.state["move-last"] as V.Value | undefined) ?? R_move$last(ctx, x5_u))
          : R_move$last(ctx, x5_u),
        typeof x5_u === "number" && x5_u >= 1000000000
          ? ((ctx.state.pieces[x5_u - 1000000000]?.state["move-run"] as V.Value | undefined) ?? R_move$run(ctx, x5_u))
          : R_move$run(ctx, x5_u),
        x1_slot,
      ) as boolean) &&
      !ctx.fn[21 /* destinations#empty */]!(ctx, x5_u, x2_double)
    )
      x4_selected.push(x5_u);
  }
  return x4_selected;
};

const U8 = (
  ctx: V.EvalContext,
  x0_player: V.Value,
  x1_act: V.Value,
  x2_single: V.Value,
  x3_double: V.Value,
): V.Value => {
  let x4_kept: V.Value | undefined;
  return (
    (x1_act === "pass" && V.truthy(x2_single)) ||
    (x1_act === "move" &&
      !ctx.fn[29 /* movers#empty */]!(ctx, x0_player, V.plus((x4_kept ??= SF_clock(ctx, x0_player)), 1), x3_double)) ||
    (x1_act === "attack" &&
      !ctx.fn[101 /* attackers#empty */]!(ctx, x0_player, V.plus((x4_kept ??= SF_clock(ctx, x0_player)), 1)))
  );
};

const U9 = (ctx: V.EvalContext, x0_last: V.Value, x1_run: V.Value, x2_slot: V.Value): V.Value =>
  x0_last === V.minus(x2_slot, 1) ? V.plus(x1_run, 1) : 1;

const U10 = (ctx: V.EvalContext, x0_attacker: V.Value, x1_support: V.Value, x2_defender: V.Value): V.Value => {
  let x3_kept: V.Value | undefined;
  let x4_kept: V.Value | undefined;
  let x5_kept: V.Value | undefined;
  let x6_kept: V.Value | undefined;
  return (
    V.lt(
      B.distance(
        ctx,
        typeof x0_attacker === "number" && x0_attacker >= 1000000000
          ? ((ctx.state.pieces[x0_attacker - 1000000000]?.location as V.Value | undefined) ??
              B.location(ctx, x0_attacker))
          : B.location(ctx, x0_attacker),
        (x4_kept ??= S_reserve(
          ctx,
          (x3_kept ??=
            typeof x2_defender === "number" && x2_defender >= 1000000000
              ? ((ctx.state.pieces[x2_defender - 1000000000]?.owner as V.Value | undefined) ??
                B.owner(ctx, x2_defender))
              : B.owner(ctx, x2_defender)),
        )),
      ),
      (x6_kept ??= B.distance(
        ctx,
        (x5_kept ??=
          typeof x2_defender === "number" && x2_defender >= 1000000000
            ? ((ctx.state.pieces[x2_defender - 1000000000]?.location as V.Value | undefined) ??
              B.location(ctx, x2_defender))
            : B.location(ctx, x2_defender)),
        (x4_kept ??= S_reserve(
          ctx,
          (x3_kept ??=
            typeof x2_defender === "number" && x2_defender >= 1000000000
              ? ((ctx.state.pieces[x2_defender - 1000000000]?.owner as V.Value | undefined) ??
                B.owner(ctx, x2_defender))
              : B.owner(ctx, x2_defender)),
        )),
      )),
    ) ||
    V.lt(
      B.distance(
        ctx,
        typeof x1_support === "number" && x1_support >= 1000000000
          ? ((ctx.state.pieces[x1_support - 1000000000]?.location as V.Value | undefined) ??
              B.location(ctx, x1_support))
          : B.location(ctx, x1_support),
        (x4_kept ??= S_reserve(
          ctx,
          (x3_kept ??=
            typeof x2_defender === "number" && x2_defender >= 1000000000
              ? ((ctx.state.pieces[x2_defender - 1000000000]?.owner as V.Value | undefined) ??
                B.owner(ctx, x2_defender))
              : B.owner(ctx, x2_defender)),
        )),
      ),
      (x6_kept ??= B.distance(
        ctx,
        (x5_kept ??=
          typeof x2_defender === "number" && x2_defender >= 1000000000
            ? ((ctx.state.pieces[x2_defender - 1000000000]?.location as V.Value | undefined) ??
              B.location(ctx, x2_defender))
            : B.location(ctx, x2_defender)),
        (x4_kept ??= S_reserve(
          ctx,
          (x3_kept ??=
            typeof x2_defender === "number" && x2_defender >= 1000000000
              ? ((ctx.state.pieces[x2_defender - 1000000000]?.owner as V.Value | undefined) ??
                B.owner(ctx, x2_defender))
              : B.owner(ctx, x2_defender)),
        )),
      )),
    )
  );
};

const U11 = (ctx: V.EvalContext, x0_p: V.Value, x1_s: V.Value): V.Value => {
  let x2_kept: V.Value | undefined;
  let x3_kept: V.Value | undefined;
  let x4_kept: V.Value | undefined;
  let x9_either = x0_p === (x2_kept ??= S_reserve(ctx, x1_s));
  if (!x9_either) {
    const x5_items = V.readList(ctx, B.neighbours(ctx, x0_p), "a selection");
    let x6_found = false;
    for (let x8_i = 0; x8_i < x5_items.length; x8_i++) {
      const x7_n = x5_items[x8_i]!;
      if (
        V.lt(
          B.distance(ctx, x7_n, (x2_kept ??= S_reserve(ctx, x1_s))),
          (x3_kept ??= B.distance(ctx, x0_p, (x2_kept ??= S_reserve(ctx, x1_s)))),
        ) &&
        B.countOwned(
          ctx,
          (x4_kept ??= B.other(ctx, x1_s)),
          (typeof x7_n === "number" ? ctx.state.places[x7_n - 2000000000] : undefined) ?? V.areaPieces(ctx, x7_n),
        ) === 0 &&
        (ctx.fn[44 /* clear-from */]!(ctx, x7_n, x1_s) as boolean)
      ) {
        x6_found = true;
        break;
      }
    }
    x9_either = !!x6_found;
  }
  return x9_either;
};

const U12 = (ctx: V.EvalContext, x0_n: V.Value, x1_u: V.Value): V.Value => {
  let x2_kept: V.Value | undefined;
  let x3_kept: V.Value | undefined;
  return V.lt(
    B.distance(
      ctx,
      x0_n,
      (x3_kept ??= S_reserve(
        ctx,
        (x2_kept ??=
          typeof x1_u === "number" && x1_u >= 1000000000
            ? ((ctx.state.pieces[x1_u - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x1_u))
            : B.owner(ctx, x1_u)),
      )),
    ),
    B.distance(
      ctx,
      typeof x1_u === "number" && x1_u >= 1000000000
        ? ((ctx.state.pieces[x1_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x1_u))
        : B.location(ctx, x1_u),
      (x3_kept ??= S_reserve(
        ctx,
        (x2_kept ??=
          typeof x1_u === "number" && x1_u >= 1000000000
            ? ((ctx.state.pieces[x1_u - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x1_u))
            : B.owner(ctx, x1_u)),
      )),
    ),
  );
};

const U13 = (ctx: V.EvalContext, x0_p: V.Value, x1_s: V.Value): V.Value => {
  let x2_kept: V.Value | undefined;
  let x3_kept: V.Value | undefined;
  const x4_items = V.readList(ctx, B.neighbours(ctx, x0_p), "a selection");
  const x5_selected: V.Value[] = [];
  for (let x12_i = 0; x12_i < x4_items.length; x12_i++) {
    const x6_n = x4_items[x12_i]!;
    let x11_both = x6_n !== (x3_kept ??= S_reserve(ctx, (x2_kept ??= B.other(ctx, x1_s))));
    if (x11_both) {
      const x7_items = V.readList(ctx, B.piecesOf(ctx, (x2_kept ??= B.other(ctx, x1_s)), x6_n), "a selection");
      let x8_found = false;
      for (let x10_i = 0; x10_i < x7_items.length; x10_i++) {
        const x9_e = x7_items[x10_i]!;
        if (
          (typeof x9_e === "number" && x9_e >= 1000000000
            ? ((ctx.state.pieces[x9_e - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x9_e))
            : V.kindOf(ctx, x9_e)) === "artillery"
        ) {
          x8_found = true;
          break;
        }
      }
      x11_both = !!x8_found;
    }
    if (x11_both) x5_selected.push(x6_n);
  }
  return x5_selected;
};

const U14 = (ctx: V.EvalContext, x0_u: V.Value): V.Value => {
  let x1_kept: V.Value | undefined;
  let x2_kept: V.Value | undefined;
  let x7_chosen: V.Value;
  if (
    S_terrain(
      ctx,
      (x1_kept ??=
        typeof x0_u === "number" && x0_u >= 1000000000
          ? ((ctx.state.pieces[x0_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_u))
          : B.location(ctx, x0_u)),
    ) !== "forest"
  ) {
    x7_chosen = [];
  } else {
    const x3_items = V.readList(
      ctx,
      B.neighbours(
        ctx,
        (x1_kept ??=
          typeof x0_u === "number" && x0_u >= 1000000000
            ? ((ctx.state.pieces[x0_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_u))
            : B.location(ctx, x0_u)),
      ),
      "a selection",
    );
    const x4_selected: V.Value[] = [];
    for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
      const x5_n = x3_items[x6_i]!;
      if (
        S_terrain(ctx, x5_n) === "forest" &&
        ((typeof x5_n === "number" ? ctx.state.places[x5_n - 2000000000] : undefined) ?? V.areaPieces(ctx, x5_n))
          .length === 0 &&
        (ctx.fn[48 /* nearer-home */]!(ctx, x5_n, x0_u) as boolean) &&
        ctx.fn[53 /* artillery-near#empty */]!(
          ctx,
          x5_n,
          (x2_kept ??=
            typeof x0_u === "number" && x0_u >= 1000000000
              ? ((ctx.state.pieces[x0_u - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x0_u))
              : B.owner(ctx, x0_u)),
        )
      )
        x4_selected.push(x5_n);
    }
    x7_chosen = x4_selected;
  }
  return x7_chosen;
};

const U15 = (ctx: V.EvalContext, x0_c: V.Value): V.Value => {
  let x1_kept: V.Value | undefined;
  const x2_items = V.readList(
    ctx,
    B.neighbours(
      ctx,
      typeof x0_c === "number" && x0_c >= 1000000000
        ? ((ctx.state.pieces[x0_c - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_c))
        : B.location(ctx, x0_c),
    ),
    "a selection",
  );
  const x3_selected: V.Value[] = [];
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_n = x2_items[x5_i]!;
    if (
      (ctx.fn[48 /* nearer-home */]!(ctx, x4_n, x0_c) as boolean) &&
      (ctx.fn[8 /* open-square */]!(
        ctx,
        (x1_kept ??=
          typeof x0_c === "number" && x0_c >= 1000000000
            ? ((ctx.state.pieces[x0_c - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x0_c))
            : B.owner(ctx, x0_c)),
        x4_n,
      ) as boolean)
    )
      x3_selected.push(x4_n);
  }
  return x3_selected;
};

const U16 = (ctx: V.EvalContext, x0_c: V.Value): V.Value => {
  let x1_kept: V.Value | undefined;
  let x6_chosen: V.Value;
  if (!ctx.fn[61 /* cavalry-vacant#empty */]!(ctx, x0_c)) {
    x6_chosen = ctx.fn[60 /* cavalry-vacant */]!(ctx, x0_c);
  } else {
    const x2_items = V.readList(
      ctx,
      B.neighbours(
        ctx,
        typeof x0_c === "number" && x0_c >= 1000000000
          ? ((ctx.state.pieces[x0_c - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_c))
          : B.location(ctx, x0_c),
      ),
      "a selection",
    );
    const x3_selected: V.Value[] = [];
    for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
      const x4_n = x2_items[x5_i]!;
      if (
        (ctx.fn[48 /* nearer-home */]!(ctx, x4_n, x0_c) as boolean) &&
        !(
          B.countOwned(
            ctx,
            (x1_kept ??=
              typeof x0_c === "number" && x0_c >= 1000000000
                ? ((ctx.state.pieces[x0_c - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x0_c))
                : B.owner(ctx, x0_c)),
            (typeof x4_n === "number" ? ctx.state.places[x4_n - 2000000000] : undefined) ?? V.areaPieces(ctx, x4_n),
          ) === 0
        ) &&
        (ctx.fn[68 /* displaceable */]!(
          ctx,
          ((typeof x4_n === "number" ? ctx.state.places[x4_n - 2000000000] : undefined) ??
            V.areaPieces(ctx, x4_n))[0] ?? null,
        ) as boolean)
      )
        x3_selected.push(x4_n);
    }
    x6_chosen = x3_selected;
  }
  return x6_chosen;
};

const U17 = (ctx: V.EvalContext, x0_f: V.Value): V.Value =>
  (typeof x0_f === "number" && x0_f >= 1000000000
    ? ((ctx.state.pieces[x0_f - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x0_f))
    : V.kindOf(ctx, x0_f)) === "cavalry"
    ? !ctx.fn[65 /* cavalry-backs#empty */]!(ctx, x0_f)
    : ctx.fn[44 /* clear-from */]!(
        ctx,
        typeof x0_f === "number" && x0_f >= 1000000000
          ? ((ctx.state.pieces[x0_f - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_f))
          : B.location(ctx, x0_f),
        typeof x0_f === "number" && x0_f >= 1000000000
          ? ((ctx.state.pieces[x0_f - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x0_f))
          : B.owner(ctx, x0_f),
      );

const U18 = (ctx: V.EvalContext, x0_d: V.Value): V.Value => {
  let x1_kept: V.Value | undefined;
  let x2_kept: V.Value | undefined;
  return (x1_kept ??=
    typeof x0_d === "number" && x0_d >= 1000000000
      ? ((ctx.state.pieces[x0_d - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x0_d))
      : V.kindOf(ctx, x0_d)) === "cavalry"
    ? !ctx.fn[65 /* cavalry-backs#empty */]!(ctx, x0_d)
    : ((x1_kept ??=
        typeof x0_d === "number" && x0_d >= 1000000000
          ? ((ctx.state.pieces[x0_d - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x0_d))
          : V.kindOf(ctx, x0_d)) === "infantry" ||
        S_terrain(
          ctx,
          (x2_kept ??=
            typeof x0_d === "number" && x0_d >= 1000000000
              ? ((ctx.state.pieces[x0_d - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_d))
              : B.location(ctx, x0_d)),
        ) === "forest") &&
        ((ctx.fn[44 /* clear-from */]!(
          ctx,
          (x2_kept ??=
            typeof x0_d === "number" && x0_d >= 1000000000
              ? ((ctx.state.pieces[x0_d - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_d))
              : B.location(ctx, x0_d)),
          typeof x0_d === "number" && x0_d >= 1000000000
            ? ((ctx.state.pieces[x0_d - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x0_d))
            : B.owner(ctx, x0_d),
        ) as boolean) ||
          !B.empty(ctx, ctx.fn[56 /* forest-retreats */]!(ctx, x0_d)));
};

const U19 = (ctx: V.EvalContext, x0_d: V.Value, x1_a: V.Value, x2_supported: V.Value, x3_flank: V.Value): V.Value =>
  V.truthy(x3_flank) ||
  ((typeof x0_d === "number" && x0_d >= 1000000000
    ? ((ctx.state.pieces[x0_d - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x0_d))
    : V.kindOf(ctx, x0_d)) === "cavalry" &&
    S_terrain(
      ctx,
      typeof x0_d === "number" && x0_d >= 1000000000
        ? ((ctx.state.pieces[x0_d - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_d))
        : B.location(ctx, x0_d),
    ) !== "forest" &&
    (V.truthy(x2_supported) ||
      (typeof x1_a === "number" && x1_a >= 1000000000
        ? ((ctx.state.pieces[x1_a - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x1_a))
        : V.kindOf(ctx, x1_a)) !== "cavalry"));

const U20 = (ctx: V.EvalContext, x0_d: V.Value, x1_a: V.Value, x2_supported: V.Value, x3_flank: V.Value): V.Value => {
  let x4_kept: V.Value | undefined;
  let x5_kept: V.Value | undefined;
  const x6_items = K_ed59fca0153f;
  const x7_selected: V.Value[] = [];
  for (let x9_i = 0; x9_i < x6_items.length; x9_i++) {
    const x8_o = x6_items[x9_i]!;
    if (
      (x8_o === "retreat" && ((x4_kept ??= ctx.fn[72 /* can-retreat */]!(ctx, x0_d)) as boolean)) ||
      (x8_o === "stand" &&
        !(
          ((x4_kept ??= ctx.fn[72 /* can-retreat */]!(ctx, x0_d)) as boolean) &&
          ((x5_kept ??= ctx.fn[76 /* must-retreat */]!(ctx, x0_d, x1_a, x2_supported, x3_flank)) as boolean)
        ))
    )
      x7_selected.push(x8_o);
  }
  return x7_selected;
};

const U21 = (ctx: V.EvalContext, x0_u: V.Value, x1_t: V.Value): V.Value => {
  let x2_kept: V.Value | undefined;
  let x3_kept: V.Value | undefined;
  return (
    ctx.fn[53 /* artillery-near#empty */]!(
      ctx,
      (x2_kept ??=
        typeof x0_u === "number" && x0_u >= 1000000000
          ? ((ctx.state.pieces[x0_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_u))
          : B.location(ctx, x0_u)),
      (x3_kept ??=
        typeof x0_u === "number" && x0_u >= 1000000000
          ? ((ctx.state.pieces[x0_u - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x0_u))
          : B.owner(ctx, x0_u)),
    ) ||
    (ctx.fn[54 /* artillery-near#count */]!(
      ctx,
      (x2_kept ??=
        typeof x0_u === "number" && x0_u >= 1000000000
          ? ((ctx.state.pieces[x0_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_u))
          : B.location(ctx, x0_u)),
      (x3_kept ??=
        typeof x0_u === "number" && x0_u >= 1000000000
          ? ((ctx.state.pieces[x0_u - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x0_u))
          : B.owner(ctx, x0_u)),
    ) === 1 &&
      V.isIn(
        ctx,
        x1_t,
        ctx.fn[52 /* artillery-near */]!(
          ctx,
          (x2_kept ??=
            typeof x0_u === "number" && x0_u >= 1000000000
              ? ((ctx.state.pieces[x0_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_u))
              : B.location(ctx, x0_u)),
          (x3_kept ??=
            typeof x0_u === "number" && x0_u >= 1000000000
              ? ((ctx.state.pieces[x0_u - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x0_u))
              : B.owner(ctx, x0_u)),
        ),
      ))
  );
};

const U22 = (ctx: V.EvalContext, x0_u: V.Value, x1_t: V.Value): V.Value => {
  let x2_kept: V.Value | undefined;
  let x3_kept: V.Value | undefined;
  const x4_items = V.readList(
    ctx,
    B.piecesOf(
      ctx,
      (x2_kept ??=
        typeof x0_u === "number" && x0_u >= 1000000000
          ? ((ctx.state.pieces[x0_u - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x0_u))
          : B.owner(ctx, x0_u)),
      "board",
    ),
    "a selection",
  );
  const x5_selected: V.Value[] = [];
  for (let x7_i = 0; x7_i < x4_items.length; x7_i++) {
    const x6_h = x4_items[x7_i]!;
    if (
      x6_h !== x0_u &&
      B.adjacent(
        ctx,
        typeof x6_h === "number" && x6_h >= 1000000000
          ? ((ctx.state.pieces[x6_h - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x6_h))
          : B.location(ctx, x6_h),
        x1_t,
      ) &&
      (typeof x6_h === "number" && x6_h >= 1000000000
        ? ((ctx.state.pieces[x6_h - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x6_h))
        : B.location(ctx, x6_h)) !==
        (x3_kept ??= S_reserve(
          ctx,
          (x2_kept ??=
            typeof x0_u === "number" && x0_u >= 1000000000
              ? ((ctx.state.pieces[x0_u - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x0_u))
              : B.owner(ctx, x0_u)),
        )) &&
      (ctx.fn[0 /* can-act */]!(ctx, x6_h) as boolean) &&
      (ctx.fn[84 /* lock-allows */]!(ctx, x6_h, x1_t) as boolean)
    )
      x5_selected.push(x6_h);
  }
  return x5_selected;
};

const U23 = (ctx: V.EvalContext, x0_u: V.Value, x1_t: V.Value): V.Value => {
  let x2_kept: V.Value | undefined;
  let x3_kept: V.Value | undefined;
  let x4_kept: V.Value | undefined;
  let x5_kept: V.Value | undefined;
  let x6_kept: V.Value | undefined;
  return (
    B.linkKind(
      ctx,
      typeof x0_u === "number" && x0_u >= 1000000000
        ? ((ctx.state.pieces[x0_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_u))
        : B.location(ctx, x0_u),
      x1_t,
    ) === "edge" &&
    !(
      B.countOwned(
        ctx,
        (x3_kept ??= B.other(
          ctx,
          (x2_kept ??=
            typeof x0_u === "number" && x0_u >= 1000000000
              ? ((ctx.state.pieces[x0_u - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x0_u))
              : B.owner(ctx, x0_u)),
        )),
        (typeof x1_t === "number" ? ctx.state.places[x1_t - 2000000000] : undefined) ?? V.areaPieces(ctx, x1_t),
      ) === 0
    ) &&
    (ctx.fn[84 /* lock-allows */]!(ctx, x0_u, x1_t) as boolean) &&
    (x1_t ===
      S_reserve(
        ctx,
        (x3_kept ??= B.other(
          ctx,
          (x2_kept ??=
            typeof x0_u === "number" && x0_u >= 1000000000
              ? ((ctx.state.pieces[x0_u - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x0_u))
              : B.owner(ctx, x0_u)),
        )),
      ) ||
      (((x4_kept ??=
        typeof x0_u === "number" && x0_u >= 1000000000
          ? ((ctx.state.pieces[x0_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x0_u))
          : V.kindOf(ctx, x0_u)) !== "artillery" ||
        (x6_kept ??= V.kindOf(
          ctx,
          (x5_kept ??=
            ((typeof x1_t === "number" ? ctx.state.places[x1_t - 2000000000] : undefined) ??
              V.areaPieces(ctx, x1_t))[0] ?? null),
        )) === "artillery") &&
        ((x4_kept ??=
          typeof x0_u === "number" && x0_u >= 1000000000
            ? ((ctx.state.pieces[x0_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x0_u))
            : V.kindOf(ctx, x0_u)) !== "cavalry" ||
          (x6_kept ??= V.kindOf(
            ctx,
            (x5_kept ??=
              ((typeof x1_t === "number" ? ctx.state.places[x1_t - 2000000000] : undefined) ??
                V.areaPieces(ctx, x1_t))[0] ?? null),
          )) !== "infantry" ||
          !ctx.fn[89 /* helpers#empty */]!(ctx, x0_u, x1_t))))
  );
};

const U24 = (ctx: V.EvalContext, x0_u: V.Value): V.Value => {
  const x1_items = V.readList(
    ctx,
    B.neighbours(
      ctx,
      typeof x0_u === "number" && x0_u >= 1000000000
        ? ((ctx.state.pieces[x0_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_u))
        : B.location(ctx, x0_u),
    ),
    "a selection",
  );
  const x2_selected: V.Value[] = [];
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_t = x1_items[x4_i]!;
    if (ctx.fn[92 /* target-ok */]!(ctx, x0_u, x3_t) as boolean) x2_selected.push(x3_t);
  }
  return x2_selected;
};

const U25 = (ctx: V.EvalContext, x0_player: V.Value, x1_slot: V.Value): V.Value => {
  let x2_kept: V.Value | undefined;
  const x3_items = V.readList(ctx, B.piecesOf(ctx, x0_player, "board"), "a selection");
  const x4_selected: V.Value[] = [];
  for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
    const x5_u = x3_items[x6_i]!;
    if (
      (typeof x5_u === "number" && x5_u >= 1000000000
        ? ((ctx.state.pieces[x5_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x5_u))
        : B.location(ctx, x5_u)) !== (x2_kept ??= S_reserve(ctx, x0_player)) &&
      (ctx.fn[0 /* can-act */]!(ctx, x5_u) as boolean) &&
      !(ctx.fn[4 /* third-running */]!(
        ctx,
        typeof x5_u === "number" && x5_u >= 1000000000
          ? ((ctx.state.pieces[x5_u - 1000000000]?.state["attack-last"] as V.Value | undefined) ??
              R_attack$last(ctx, x5_u))
          : R_attack$last(ctx, x5_u),
        typeof x5_u === "number" && x5_u >= 1000000000
          ? ((ctx.state.pieces[x5_u - 1000000000]?.state["attack-run"] as V.Value | undefined) ??
              R_attack$run(ctx, x5_u))
          : R_attack$run(ctx, x5_u),
        x1_slot,
      ) as boolean) &&
      !ctx.fn[97 /* targets#empty */]!(ctx, x5_u)
    )
      x4_selected.push(x5_u);
  }
  return x4_selected;
};

const U26 = (ctx: V.EvalContext, x0_o: V.Value, x1_attacker: V.Value, x2_helper: V.Value): V.Value =>
  ((x0_o !== 1 && x0_o !== 4) ||
    ((typeof x1_attacker === "number" && x1_attacker >= 1000000000
      ? ((ctx.state.pieces[x1_attacker - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x1_attacker))
      : V.kindOf(ctx, x1_attacker)) === "infantry" &&
      (ctx.fn[68 /* displaceable */]!(ctx, x1_attacker) as boolean))) &&
  ((x0_o !== 1 && x0_o !== 5) || (ctx.fn[68 /* displaceable */]!(ctx, x2_helper) as boolean));

const U27 = (ctx: V.EvalContext, x0_s: V.Value, x1_kind: V.Value): V.Value => {
  const x2_items = V.readPieces(ctx, V.copyOf(ctx, OC_352fa57c14a1, "eliminated", x0_s));
  let x3_count = 0;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_u = x2_items[x5_i]!;
    if (
      (typeof x4_u === "number" && x4_u >= 1000000000
        ? ((ctx.state.pieces[x4_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x4_u))
        : V.kindOf(ctx, x4_u)) === x1_kind
    ) {
      x3_count++;
    }
  }
  return x3_count;
};

const U28 = (ctx: V.EvalContext, x0_loser: V.Value): V.Value =>
  V.ge(ctx.fn[108 /* lost */]!(ctx, x0_loser, "cavalry"), 3)
    ? "three-or-more-cavalry-lost"
    : "under-three-cavalry-lost";

const U29 = (ctx: V.EvalContext, x0_s: V.Value): V.Value => {
  let x1_kept: V.Value | undefined;
  let x2_kept: V.Value | undefined;
  const x3_items = K_e9079bb00a9e;
  const x4_selected: V.Value[] = [];
  for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
    const x5_k = x3_items[x6_i]!;
    x4_selected.push(
      V.times(
        ctx.fn[108 /* lost */]!(ctx, (x1_kept ??= B.other(ctx, x0_s)), x5_k),
        V.lookupTable(
          ctx,
          3 /* elimination-value */,
          x5_k,
          (x2_kept ??= ctx.fn[112 /* value-column */]!(ctx, (x1_kept ??= B.other(ctx, x0_s)))),
        ),
      ),
    );
  }
  return B.sum(ctx, x4_selected);
};

const U30 = (ctx: V.EvalContext, x0_p: V.Value, x1_s: V.Value): V.Value => {
  let x2_kept: V.Value | undefined;
  let x3_kept: V.Value | undefined;
  const x4_items = V.readList(ctx, B.neighbours(ctx, x0_p), "a selection");
  let x5_count = 0;
  for (let x12_i = 0; x12_i < x4_items.length; x12_i++) {
    const x6_n = x4_items[x12_i]!;
    let x11_both = x6_n !== (x3_kept ??= S_reserve(ctx, (x2_kept ??= B.other(ctx, x1_s))));
    if (x11_both) {
      const x7_items = V.readList(ctx, B.piecesOf(ctx, (x2_kept ??= B.other(ctx, x1_s)), x6_n), "a selection");
      let x8_found = false;
      for (let x10_i = 0; x10_i < x7_items.length; x10_i++) {
        const x9_e = x7_items[x10_i]!;
        if (
          (typeof x9_e === "number" && x9_e >= 1000000000
            ? ((ctx.state.pieces[x9_e - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x9_e))
            : V.kindOf(ctx, x9_e)) === "artillery"
        ) {
          x8_found = true;
          break;
        }
      }
      x11_both = !!x8_found;
    }
    if (x11_both) {
      x5_count++;
    }
  }
  return x5_count;
};

const U31 = (ctx: V.EvalContext, x0_p: V.Value, x1_s: V.Value): V.Value => {
  let x2_kept: V.Value | undefined;
  let x3_kept: V.Value | undefined;
  const x4_items = V.readList(ctx, B.neighbours(ctx, x0_p), "a selection");
  let x5_found = false;
  for (let x12_i = 0; x12_i < x4_items.length; x12_i++) {
    const x6_n = x4_items[x12_i]!;
    let x11_both = x6_n !== (x3_kept ??= S_reserve(ctx, (x2_kept ??= B.other(ctx, x1_s))));
    if (x11_both) {
      const x7_items = V.readList(ctx, B.piecesOf(ctx, (x2_kept ??= B.other(ctx, x1_s)), x6_n), "a selection");
      let x8_found = false;
      for (let x10_i = 0; x10_i < x7_items.length; x10_i++) {
        const x9_e = x7_items[x10_i]!;
        if (
          (typeof x9_e === "number" && x9_e >= 1000000000
            ? ((ctx.state.pieces[x9_e - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x9_e))
            : V.kindOf(ctx, x9_e)) === "artillery"
        ) {
          x8_found = true;
          break;
        }
      }
      x11_both = !!x8_found;
    }
    if (x11_both) {
      x5_found = true;
      break;
    }
  }
  return !x5_found;
};

const U32 = (ctx: V.EvalContext, x0_player: V.Value, x1_slot: V.Value): V.Value => {
  let x2_kept: V.Value | undefined;
  const x3_items = V.readList(ctx, B.piecesOf(ctx, x0_player, "board"), "a selection");
  let x4_found = false;
  for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
    const x5_u = x3_items[x6_i]!;
    if (
      (typeof x5_u === "number" && x5_u >= 1000000000
        ? ((ctx.state.pieces[x5_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x5_u))
        : B.location(ctx, x5_u)) !== (x2_kept ??= S_reserve(ctx, x0_player)) &&
      (ctx.fn[0 /* can-act */]!(ctx, x5_u) as boolean) &&
      !(ctx.fn[4 /* third-running */]!(
        ctx,
        typeof x5_u === "number" && x5_u >= 1000000000
          ? ((ctx.state.pieces[x5_u - 1000000000]?.state["attack-last"] as V.Value | undefined) ??
              R_attack$last(ctx, x5_u))
          : R_attack$last(ctx, x5_u),
        typeof x5_u === "number" && x5_u >= 1000000000
          ? ((ctx.state.pieces[x5_u - 1000000000]?.state["attack-run"] as V.Value | undefined) ??
              R_attack$run(ctx, x5_u))
          : R_attack$run(ctx, x5_u),
        x1_slot,
      ) as boolean) &&
      !ctx.fn[97 /* targets#empty */]!(ctx, x5_u)
    ) {
      x4_found = true;
      break;
    }
  }
  return !x4_found;
};

const U33 = (ctx: V.EvalContext, x0_c: V.Value): V.Value => {
  let x1_kept: V.Value | undefined;
  let x6_chosen: V.Value;
  if (!ctx.fn[61 /* cavalry-vacant#empty */]!(ctx, x0_c)) {
    x6_chosen = ctx.fn[61 /* cavalry-vacant#empty */]!(ctx, x0_c);
  } else {
    const x2_items = V.readList(
      ctx,
      B.neighbours(
        ctx,
        typeof x0_c === "number" && x0_c >= 1000000000
          ? ((ctx.state.pieces[x0_c - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_c))
          : B.location(ctx, x0_c),
      ),
      "a selection",
    );
    let x3_found = false;
    for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
      const x4_n = x2_items[x5_i]!;
      if (
        (ctx.fn[48 /* nearer-home */]!(ctx, x4_n, x0_c) as boolean) &&
        !(
          B.countOwned(
            ctx,
            (x1_kept ??=
              typeof x0_c === "number" && x0_c >= 1000000000
                ? ((ctx.state.pieces[x0_c - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x0_c))
                : B.owner(ctx, x0_c)),
            (typeof x4_n === "number" ? ctx.state.places[x4_n - 2000000000] : undefined) ?? V.areaPieces(ctx, x4_n),
          ) === 0
        ) &&
        (ctx.fn[68 /* displaceable */]!(
          ctx,
          ((typeof x4_n === "number" ? ctx.state.places[x4_n - 2000000000] : undefined) ??
            V.areaPieces(ctx, x4_n))[0] ?? null,
        ) as boolean)
      ) {
        x3_found = true;
        break;
      }
    }
    x6_chosen = !x3_found;
  }
  return x6_chosen;
};

const U34 = (ctx: V.EvalContext, x0_c: V.Value): V.Value => {
  let x1_kept: V.Value | undefined;
  const x2_items = V.readList(
    ctx,
    B.neighbours(
      ctx,
      typeof x0_c === "number" && x0_c >= 1000000000
        ? ((ctx.state.pieces[x0_c - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_c))
        : B.location(ctx, x0_c),
    ),
    "a selection",
  );
  let x3_found = false;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_n = x2_items[x5_i]!;
    if (
      S_terrain(ctx, x4_n) !== "forest" &&
      (ctx.fn[8 /* open-square */]!(
        ctx,
        (x1_kept ??=
          typeof x0_c === "number" && x0_c >= 1000000000
            ? ((ctx.state.pieces[x0_c - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x0_c))
            : B.owner(ctx, x0_c)),
        x4_n,
      ) as boolean)
    ) {
      x3_found = true;
      break;
    }
  }
  return !x3_found;
};

const U35 = (ctx: V.EvalContext, x0_c: V.Value): V.Value => {
  let x1_kept: V.Value | undefined;
  const x2_items = V.readList(
    ctx,
    B.neighbours(
      ctx,
      typeof x0_c === "number" && x0_c >= 1000000000
        ? ((ctx.state.pieces[x0_c - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_c))
        : B.location(ctx, x0_c),
    ),
    "a selection",
  );
  let x3_found = false;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_n = x2_items[x5_i]!;
    if (
      (ctx.fn[48 /* nearer-home */]!(ctx, x4_n, x0_c) as boolean) &&
      (ctx.fn[8 /* open-square */]!(
        ctx,
        (x1_kept ??=
          typeof x0_c === "number" && x0_c >= 1000000000
            ? ((ctx.state.pieces[x0_c - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x0_c))
            : B.owner(ctx, x0_c)),
        x4_n,
      ) as boolean)
    ) {
      x3_found = true;
      break;
    }
  }
  return !x3_found;
};

const U36 = (ctx: V.EvalContext, x0_u: V.Value, x1_double: V.Value): V.Value => {
  let x2_kept: V.Value | undefined;
  let x11_chosen: V.Value;
  if (
    (typeof x0_u === "number" && x0_u >= 1000000000
      ? ((ctx.state.pieces[x0_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x0_u))
      : V.kindOf(ctx, x0_u)) === "cavalry"
  ) {
    const x3_items = V.readList(
      ctx,
      B.reachable(
        ctx,
        (x2_kept ??=
          typeof x0_u === "number" && x0_u >= 1000000000
            ? ((ctx.state.pieces[x0_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_u))
            : B.location(ctx, x0_u)),
        2,
      ),
      "a selection",
    );
    let x4_found = false;
    for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
      const x5_n = x3_items[x6_i]!;
      if (
        (B.adjacent(
          ctx,
          (x2_kept ??=
            typeof x0_u === "number" && x0_u >= 1000000000
              ? ((ctx.state.pieces[x0_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_u))
              : B.location(ctx, x0_u)),
          x5_n,
        ) &&
          (ctx.fn[12 /* can-step */]!(ctx, x0_u, x5_n, x1_double) as boolean)) ||
        (ctx.fn[16 /* cavalry-ride */]!(ctx, x0_u, x5_n) as boolean)
      ) {
        x4_found = true;
        break;
      }
    }
    x11_chosen = !x4_found;
  } else {
    const x7_items = V.readList(
      ctx,
      B.neighbours(
        ctx,
        (x2_kept ??=
          typeof x0_u === "number" && x0_u >= 1000000000
            ? ((ctx.state.pieces[x0_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_u))
            : B.location(ctx, x0_u)),
      ),
      "a selection",
    );
    let x8_found = false;
    for (let x10_i = 0; x10_i < x7_items.length; x10_i++) {
      const x9_n = x7_items[x10_i]!;
      if (ctx.fn[12 /* can-step */]!(ctx, x0_u, x9_n, x1_double) as boolean) {
        x8_found = true;
        break;
      }
    }
    x11_chosen = !x8_found;
  }
  return x11_chosen;
};

const U37 = (ctx: V.EvalContext, x0_u: V.Value, x1_t: V.Value): V.Value => {
  let x2_kept: V.Value | undefined;
  let x3_kept: V.Value | undefined;
  const x4_items = V.readList(
    ctx,
    B.piecesOf(
      ctx,
      (x2_kept ??=
        typeof x0_u === "number" && x0_u >= 1000000000
          ? ((ctx.state.pieces[x0_u - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x0_u))
          : B.owner(ctx, x0_u)),
      "board",
    ),
    "a selection",
  );
  let x5_found = false;
  for (let x7_i = 0; x7_i < x4_items.length; x7_i++) {
    const x6_h = x4_items[x7_i]!;
    if (
      x6_h !== x0_u &&
      B.adjacent(
        ctx,
        typeof x6_h === "number" && x6_h >= 1000000000
          ? ((ctx.state.pieces[x6_h - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x6_h))
          : B.location(ctx, x6_h),
        x1_t,
      ) &&
      (typeof x6_h === "number" && x6_h >= 1000000000
        ? ((ctx.state.pieces[x6_h - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x6_h))
        : B.location(ctx, x6_h)) !==
        (x3_kept ??= S_reserve(
          ctx,
          (x2_kept ??=
            typeof x0_u === "number" && x0_u >= 1000000000
              ? ((ctx.state.pieces[x0_u - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x0_u))
              : B.owner(ctx, x0_u)),
        )) &&
      (ctx.fn[0 /* can-act */]!(ctx, x6_h) as boolean) &&
      (ctx.fn[84 /* lock-allows */]!(ctx, x6_h, x1_t) as boolean)
    ) {
      x5_found = true;
      break;
    }
  }
  return !x5_found;
};

const U38 = (ctx: V.EvalContext, x0_player: V.Value, x1_slot: V.Value, x2_double: V.Value): V.Value => {
  const x3_items = V.readList(ctx, B.piecesOf(ctx, x0_player, "board"), "a selection");
  let x4_found = false;
  for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
    const x5_u = x3_items[x6_i]!;
    if (
      (ctx.fn[0 /* can-act */]!(ctx, x5_u) as boolean) &&
      !(ctx.fn[4 /* third-running */]!(
        ctx,
        typeof x5_u === "number" && x5_u >= 1000000000
          ? ((ctx.state.pieces[x5_u - 1000000000]?.state["move-last"] as V.Value | undefined) ?? R_move$last(ctx, x5_u))
          : R_move$last(ctx, x5_u),
        typeof x5_u === "number" && x5_u >= 1000000000
          ? ((ctx.state.pieces[x5_u - 1000000000]?.state["move-run"] as V.Value | undefined) ?? R_move$run(ctx, x5_u))
          : R_move$run(ctx, x5_u),
        x1_slot,
      ) as boolean) &&
      !ctx.fn[21 /* destinations#empty */]!(ctx, x5_u, x2_double)
    ) {
      x4_found = true;
      break;
    }
  }
  return !x4_found;
};

const U39 = (ctx: V.EvalContext, x0_u: V.Value): V.Value => {
  const x1_items = V.readList(
    ctx,
    B.neighbours(
      ctx,
      typeof x0_u === "number" && x0_u >= 1000000000
        ? ((ctx.state.pieces[x0_u - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_u))
        : B.location(ctx, x0_u),
    ),
    "a selection",
  );
  let x2_found = false;
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_t = x1_items[x4_i]!;
    if (ctx.fn[92 /* target-ok */]!(ctx, x0_u, x3_t) as boolean) {
      x2_found = true;
      break;
    }
  }
  return !x2_found;
};

const U40 = (X: C.RunContext, actor: string | undefined, x0_u: V.Value, x1_slot: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/squares/actions.rules:206:3: set u.move-run = next-run(u.move-last, u.move-run, slot)";
  C.setField(
    X,
    x0_u,
    "move-run",
    "=",
    ctx.fn[36 /* next-run */]!(
      ctx,
      typeof x0_u === "number" && x0_u >= 1000000000
        ? ((ctx.state.pieces[x0_u - 1000000000]?.state["move-last"] as V.Value | undefined) ?? R_move$last(ctx, x0_u))
        : R_move$last(ctx, x0_u),
      typeof x0_u === "number" && x0_u >= 1000000000
        ? ((ctx.state.pieces[x0_u - 1000000000]?.state["move-run"] as V.Value | undefined) ?? R_move$run(ctx, x0_u))
        : R_move$run(ctx, x0_u),
      x1_slot,
    ),
  );
  X.at = "specs/squares/actions.rules:207:3: set u.move-last = slot";
  C.setField(X, x0_u, "move-last", "=", x1_slot);
};

const U41 = (X: C.RunContext, actor: string | undefined, x0_player: V.Value, x1_unit: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/squares/actions.rules:215:3: set player.clock += 1";
  C.setField(X, x0_player, "clock", "+=", 1);
  X.at = "specs/squares/actions.rules:216:3: note-move(unit, player.clock)";
  X.T.p[1 /* note-move */]!(X, actor, x1_unit, SF_clock(ctx, x0_player));
};

const U42 = (X: C.RunContext, actor: string | undefined, x0_u: V.Value, x1_slot: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/squares/combat.rules:180:3: set u.attack-run = next-run(u.attack-last, u.attack-run, slot)";
  C.setField(
    X,
    x0_u,
    "attack-run",
    "=",
    ctx.fn[36 /* next-run */]!(
      ctx,
      typeof x0_u === "number" && x0_u >= 1000000000
        ? ((ctx.state.pieces[x0_u - 1000000000]?.state["attack-last"] as V.Value | undefined) ??
            R_attack$last(ctx, x0_u))
        : R_attack$last(ctx, x0_u),
      typeof x0_u === "number" && x0_u >= 1000000000
        ? ((ctx.state.pieces[x0_u - 1000000000]?.state["attack-run"] as V.Value | undefined) ?? R_attack$run(ctx, x0_u))
        : R_attack$run(ctx, x0_u),
      x1_slot,
    ),
  );
  X.at = "specs/squares/combat.rules:181:3: set u.attack-last = slot";
  C.setField(X, x0_u, "attack-last", "=", x1_slot);
};

const U43 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, 12 /* #setup */, X.state.active, [], 1);
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
        L[5] = true;
        L[6] = 0;
        f.pc = 4;
        continue;
      }
      case 3: {
        L[7] = X.T.scores(X) as unknown as V.Value;
        X.state.outcome = {
          winners: [],
          draw: true,
          name: "no victory condition was met",
          scores: L[7]! as unknown as Record<string, number>,
        };
        return false;
      }
      case 4: {
        if (!L[5]!) {
          f.pc = 5;
          continue;
        }
        if ((L[6]! as number) >= 10000) throw new V.EvaluationError("sequence 'battle' repeated 10000 times");
        L[6] = (L[6]! as number) + 1;
        L[5] = false;
        L[4] = 0;
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
        if (!!false) {
          f.pc = 7;
          continue;
        }
        if ((L[4]! as number) >= 100000) throw new V.EvaluationError("loop 'turns' ran 100000 times");
        L[4] = (L[4]! as number) + 1;
        C.enter(X, 0, "Alternate turns");
        L[1] = C.sidesFor(X, true, undefined);
        L[2] = 0;
        f.pc = 8;
        continue;
      }
      case 7: {
        X.T.sudden(X, false);
        L[5] = false;
        f.pc = 4;
        continue;
      }
      case 8: {
        if (!((L[2]! as number) < (L[1]! as V.Value[]).length)) {
          f.pc = 9;
          continue;
        }
        L[3] = (L[1]! as V.Value[])[L[2]! as number]!;
        if (L[3]! !== null) X.state.active = L[3]! as string;
        ctx = C.exprCtx(X, X.state.active);
        C.enter(X, 1, "A turn");
        X.at = "specs/squares/actions.rules:259:9: take-turn(active)";
        return M.call(X, f, 0 /* take-turn */, X.state.active, [ctx.state.active ?? null], 10);
      }
      case 9: {
        X.T.sudden(X, false);
        f.pc = 6;
        continue;
      }
      case 10: {
        L[2] = (L[2]! as number) + 1;
        f.pc = 8;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U44 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/squares/game.rules:15:5: move pieces(blue-army) to blue-reserve";
        C.movePieces(X, B.pieces(ctx, 2000000032 /* blue-army */), 2000000000 /* blue-reserve */, X.state.active);
        X.at = "specs/squares/game.rules:16:5: move pieces(gray-army) to gray-reserve";
        C.movePieces(X, B.pieces(ctx, 2000000033 /* gray-army */), 2000000016 /* gray-reserve */, X.state.active);
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U45 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/squares/actions.rules:146:3: set player.turn-count += 1";
        C.setField(X, L[0]!, "turn-count", "+=", 1);
        X.at = "specs/squares/actions.rules:147:3: let actions = if player.double-turn then 2 else 1";
        L[1] = V.truthy(SF_double$turn(ctx, L[0]!)) ? 2 : 1;
        X.at = "specs/squares/actions.rules:148:3: set player.whole-turn = false";
        C.setField(X, L[0]!, "whole-turn", "=", false);
        X.at = "specs/squares/actions.rules:149:3: let spent = 0";
        L[2] = 0;
        X.at = "specs/squares/actions.rules:150:3: repeat actions {";
        L[3] = V.repeatCount(L[1]!);
        L[4] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!((L[4]! as number) < (L[3]! as number))) {
          f.pc = 2;
          continue;
        }
        X.at = "specs/squares/actions.rules:151:5: if spent < actions {";
        f.pc = V.lt(L[2]!, L[1]!) ? 3 : 4;
        continue;
      }
      case 2: {
        X.at = "specs/squares/actions.rules:178:3: if actions == 2 {";
        if (L[1]! === 2) {
          X.at = "specs/squares/actions.rules:179:5: set player.double-turn = false";
          C.setField(X, L[0]!, "double-turn", "=", false);
        }
        return false;
      }
      case 3: {
        X.at =
          "specs/squares/actions.rules:152:7: let options = [for a in [move, attack, pass] if available(player, a, actions ...";
        const x6_items = K_926a7291c004;
        const x7_selected: V.Value[] = [];
        for (let x9_i = 0; x9_i < x6_items.length; x9_i++) {
          const x8_a = x6_items[x9_i]!;
          if (ctx.fn[32 /* available */]!(ctx, L[0]!, x8_a, L[1]! === 1, L[1]! === 2 && L[2]! === 0) as boolean)
            x7_selected.push(x8_a);
        }
        L[5] = x7_selected;
        X.at = "specs/squares/actions.rules:153:7: if empty(options) and spent == 0 {";
        f.pc = B.empty(ctx, L[5]!) && L[2]! === 0 ? 6 : 7;
        continue;
      }
      case 4: {
        f.pc = 5;
        continue;
      }
      case 5: {
        L[4] = (L[4]! as number) + 1;
        f.pc = 1;
        continue;
      }
      case 6: {
        X.at = 'specs/squares/actions.rules:154:9: end game winner other(player) outcome "Opponent cannot act"';
        C.endGame(false, B.other(ctx, L[0]!), "Opponent cannot act");
        f.pc = 8;
        continue;
      }
      case 7: {
        X.at = "specs/squares/actions.rules:155:14: if empty(options) {";
        f.pc = B.empty(ctx, L[5]!) ? 9 : 10;
        continue;
      }
      case 8: {
        f.pc = 5;
        continue;
      }
      case 9: {
        X.at = "specs/squares/actions.rules:156:9: set spent = actions";
        L[2] = C.combine("=", L[2]!, L[1]!);
        f.pc = 11;
        continue;
      }
      case 10: {
        X.at = "specs/squares/actions.rules:158:9: choose act from options by player as action";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(X, "act", L[5]!, L[0]!, 0 /* action */, actor, undefined, false, undefined, undefined),
          ),
          10,
          12,
        );
      }
      case 11: {
        f.pc = 8;
        continue;
      }
      case 12: {
        X.at = "specs/squares/actions.rules:159:9: set spent += 1";
        L[2] = C.combine("+=", L[2]!, 1);
        X.at = "specs/squares/actions.rules:160:9: set player.clock += 1";
        C.setField(X, L[0]!, "clock", "+=", 1);
        X.at = "specs/squares/actions.rules:161:9: if act == pass {";
        f.pc = L[10]! === "pass" ? 13 : 14;
        continue;
      }
      case 13: {
        X.at = "specs/squares/actions.rules:162:11: set player.passed = true";
        C.setField(X, L[0]!, "passed", "=", true);
        X.at = "specs/squares/actions.rules:163:11: set player.double-turn = true";
        C.setField(X, L[0]!, "double-turn", "=", true);
        f.pc = 15;
        continue;
      }
      case 14: {
        X.at = "specs/squares/actions.rules:165:11: set player.passed = false";
        C.setField(X, L[0]!, "passed", "=", false);
        X.at = "specs/squares/actions.rules:166:11: if act == move {";
        f.pc = L[10]! === "move" ? 16 : 17;
        continue;
      }
      case 15: {
        f.pc = 11;
        continue;
      }
      case 16: {
        X.at = "specs/squares/actions.rules:167:13: move-unit(player, actions == 2 and spent == 1)";
        return M.call(X, f, 3 /* move-unit */, actor, [L[0]!, L[1]! === 2 && L[2]! === 1], 19);
      }
      case 17: {
        X.at = "specs/squares/actions.rules:169:13: make-attack(player)";
        return M.call(X, f, 5 /* make-attack */, actor, [L[0]!], 20);
      }
      case 18: {
        X.at = "specs/squares/actions.rules:171:11: if player.whole-turn {";
        if (V.truthy(SF_whole$turn(ctx, L[0]!))) {
          X.at = "specs/squares/actions.rules:172:13: set spent = actions";
          L[2] = C.combine("=", L[2]!, L[1]!);
        }
        f.pc = 15;
        continue;
      }
      case 19: {
        f.pc = 18;
        continue;
      }
      case 20: {
        f.pc = 18;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U46 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/squares/actions.rules:221:3: let slot = player.clock";
        L[2] = SF_clock(ctx, L[0]!);
        X.at =
          "specs/squares/actions.rules:222:3: choose unit from movers(player, slot, double) by player as unit-to-move";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "unit",
              ctx.fn[28 /* movers */]!(ctx, L[0]!, L[2]!, L[1]!),
              L[0]!,
              1 /* unit-to-move */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          3,
          1,
        );
      }
      case 1: {
        X.at = "specs/squares/actions.rules:223:3: let start = location(unit)";
        L[5] =
          typeof L[3]! === "number" && L[3]! >= 1000000000
            ? ((ctx.state.pieces[L[3]! - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, L[3]!))
            : B.location(ctx, L[3]!);
        X.at =
          "specs/squares/actions.rules:224:3: choose where from destinations(unit, double) by player as destination about unit";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "where",
              ctx.fn[20 /* destinations */]!(ctx, L[3]!, L[1]!),
              L[0]!,
              2 /* destination */,
              actor,
              L[3]!,
              false,
              undefined,
              undefined,
            ),
          ),
          6,
          2,
        );
      }
      case 2: {
        X.at = "specs/squares/actions.rules:225:3: move unit to where";
        C.movePieces(X, L[3]!, L[6]!, actor);
        X.at = "specs/squares/actions.rules:226:3: note-move(unit, slot)";
        X.T.p[1 /* note-move */]!(X, actor, L[3]!, L[2]!);
        X.at =
          "specs/squares/actions.rules:229:3: if unit.kind != cavalry and where.terrain == forest or unit.kind == infantry ...";
        if (
          ((typeof L[3]! === "number" && L[3]! >= 1000000000
            ? ((ctx.state.pieces[L[3]! - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, L[3]!))
            : V.kindOf(ctx, L[3]!)) !== "cavalry" &&
            S_terrain(ctx, L[6]!) === "forest") ||
          ((typeof L[3]! === "number" && L[3]! >= 1000000000
            ? ((ctx.state.pieces[L[3]! - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, L[3]!))
            : V.kindOf(ctx, L[3]!)) === "infantry" &&
            B.linkKind(ctx, L[5]!, L[6]!) === "corner")
        ) {
          X.at = "specs/squares/actions.rules:230:5: set player.whole-turn = true";
          C.setField(X, L[0]!, "whole-turn", "=", true);
          X.at = "specs/squares/actions.rules:231:5: whole-turn-move(player, unit)";
          X.T.p[2 /* whole-turn-move */]!(X, actor, L[0]!, L[3]!);
        }
        X.at = "specs/squares/actions.rules:233:3: if where == other(player).reserve {";
        f.pc = L[6]! === S_reserve(ctx, B.other(ctx, L[0]!)) ? 3 : 4;
        continue;
      }
      case 3: {
        X.at = 'specs/squares/actions.rules:234:5: end game winner player outcome "Reserve area taken"';
        C.endGame(false, L[0]!, "Reserve area taken");
        f.pc = 5;
        continue;
      }
      case 4: {
        X.at =
          "specs/squares/actions.rules:235:10: if unit.kind == cavalry and adjacent(start, where) and where.terrain != forest {";
        f.pc =
          (typeof L[3]! === "number" && L[3]! >= 1000000000
            ? ((ctx.state.pieces[L[3]! - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, L[3]!))
            : V.kindOf(ctx, L[3]!)) === "cavalry" &&
          B.adjacent(ctx, L[5]!, L[6]!) &&
          S_terrain(ctx, L[6]!) !== "forest"
            ? 6
            : 7;
        continue;
      }
      case 5: {
        return false;
      }
      case 6: {
        X.at =
          "specs/squares/actions.rules:236:5: let partners = [for c in movers(player, slot, false) if c != unit and c.kind ...";
        const x9_items = V.readList(ctx, ctx.fn[28 /* movers */]!(ctx, L[0]!, L[2]!, false), "a selection");
        const x10_selected: V.Value[] = [];
        for (let x12_i = 0; x12_i < x9_items.length; x12_i++) {
          const x11_c = x9_items[x12_i]!;
          if (
            x11_c !== L[3]! &&
            (typeof x11_c === "number" && x11_c >= 1000000000
              ? ((ctx.state.pieces[x11_c - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x11_c))
              : V.kindOf(ctx, x11_c)) === "cavalry" &&
            !ctx.fn[25 /* cavalry-steps#empty */]!(ctx, x11_c)
          )
            x10_selected.push(x11_c);
        }
        L[8] = x10_selected;
        X.at = "specs/squares/actions.rules:237:5: if not empty(partners) {";
        f.pc = !B.empty(ctx, L[8]!) ? 9 : 10;
        continue;
      }
      case 7: {
        f.pc = 8;
        continue;
      }
      case 8: {
        f.pc = 5;
        continue;
      }
      case 9: {
        X.at = "specs/squares/actions.rules:238:7: choose again from [true, false] by player as second-cavalry";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "again",
              K_def962d9053a,
              L[0]!,
              3 /* second-cavalry */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          13,
          12,
        );
      }
      case 10: {
        f.pc = 11;
        continue;
      }
      case 11: {
        f.pc = 8;
        continue;
      }
      case 12: {
        X.at = "specs/squares/actions.rules:239:7: if again {";
        f.pc = V.truthy(L[13]!) ? 13 : 14;
        continue;
      }
      case 13: {
        X.at = "specs/squares/actions.rules:240:9: choose partner from partners by player as unit-to-move";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "partner",
              L[8]!,
              L[0]!,
              1 /* unit-to-move */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          15,
          16,
        );
      }
      case 14: {
        f.pc = 15;
        continue;
      }
      case 15: {
        f.pc = 11;
        continue;
      }
      case 16: {
        X.at =
          "specs/squares/actions.rules:241:9: choose step from cavalry-steps(partner) by player as destination about partner";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "step",
              ctx.fn[24 /* cavalry-steps */]!(ctx, L[15]!),
              L[0]!,
              2 /* destination */,
              actor,
              L[15]!,
              false,
              undefined,
              undefined,
            ),
          ),
          17,
          17,
        );
      }
      case 17: {
        X.at = "specs/squares/actions.rules:242:9: move partner to step";
        C.movePieces(X, L[15]!, L[17]!, actor);
        X.at = "specs/squares/actions.rules:243:9: note-move(partner, slot)";
        X.T.p[1 /* note-move */]!(X, actor, L[15]!, L[2]!);
        X.at = "specs/squares/actions.rules:244:9: if step == other(player).reserve {";
        if (L[17]! === S_reserve(ctx, B.other(ctx, L[0]!))) {
          X.at = 'specs/squares/actions.rules:245:11: end game winner player outcome "Reserve area taken"';
          C.endGame(false, L[0]!, "Reserve area taken");
        }
        f.pc = 15;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U47 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/squares/combat.rules:187:3: let slot = player.clock";
        L[1] = SF_clock(ctx, L[0]!);
        X.at =
          "specs/squares/combat.rules:188:3: choose attacker from attackers(player, slot) by player as attacker-choice";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "attacker",
              ctx.fn[100 /* attackers */]!(ctx, L[0]!, L[1]!),
              L[0]!,
              8 /* attacker-choice */,
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
          "specs/squares/combat.rules:189:3: choose square from targets(attacker) by player as target-choice about attacker";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "square",
              ctx.fn[96 /* targets */]!(ctx, L[2]!),
              L[0]!,
              9 /* target-choice */,
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
        X.at = "specs/squares/combat.rules:190:3: note-attack(attacker, slot)";
        X.T.p[4 /* note-attack */]!(X, actor, L[2]!, L[1]!);
        X.at = "specs/squares/combat.rules:191:3: let helps = helpers(attacker, square)";
        L[6] = ctx.fn[88 /* helpers */]!(ctx, L[2]!, L[4]!);
        X.at =
          "specs/squares/combat.rules:192:3: let forced = square != other(player).reserve and attacker.kind == cavalry and...";
        L[7] =
          L[4]! !== S_reserve(ctx, B.other(ctx, L[0]!)) &&
          (typeof L[2]! === "number" && L[2]! >= 1000000000
            ? ((ctx.state.pieces[L[2]! - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, L[2]!))
            : V.kindOf(ctx, L[2]!)) === "cavalry" &&
          V.kindOf(
            ctx,
            ((typeof L[4]! === "number" ? ctx.state.places[L[4]! - 2000000000] : undefined) ??
              V.areaPieces(ctx, L[4]!))[0] ?? null,
          ) === "infantry";
        X.at = "specs/squares/combat.rules:193:3: let supported = forced";
        L[8] = L[7]!;
        X.at = "specs/squares/combat.rules:194:3: if not empty(helps) and not forced {";
        f.pc = !B.empty(ctx, L[6]!) && !V.truthy(L[7]!) ? 3 : 4;
        continue;
      }
      case 3: {
        X.at = "specs/squares/combat.rules:195:5: choose yes from [true, false] by player as support-wanted";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "yes",
              K_def962d9053a,
              L[0]!,
              12 /* support-wanted */,
              actor,
              undefined,
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
        X.at = "specs/squares/combat.rules:198:3: let helper = attacker";
        L[11] = L[2]!;
        X.at = "specs/squares/combat.rules:199:3: if supported {";
        f.pc = V.truthy(L[8]!) ? 7 : 8;
        continue;
      }
      case 6: {
        X.at = "specs/squares/combat.rules:196:5: set supported = yes";
        L[8] = C.combine("=", L[8]!, L[9]!);
        f.pc = 5;
        continue;
      }
      case 7: {
        X.at = "specs/squares/combat.rules:200:5: choose chosen from helps by player as support-choice";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "chosen",
              L[6]!,
              L[0]!,
              10 /* support-choice */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
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
        X.at = "specs/squares/combat.rules:203:3: if square == other(player).reserve {";
        f.pc = L[4]! === S_reserve(ctx, B.other(ctx, L[0]!)) ? 11 : 12;
        continue;
      }
      case 10: {
        X.at = "specs/squares/combat.rules:201:5: set helper = chosen";
        L[11] = C.combine("=", L[11]!, L[12]!);
        f.pc = 9;
        continue;
      }
      case 11: {
        X.at =
          "specs/squares/combat.rules:204:5: choose casualty from pieces-of(other(player), square) by other(player) as res...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "casualty",
              B.piecesOf(ctx, B.other(ctx, L[0]!), L[4]!),
              B.other(ctx, L[0]!),
              11 /* reserve-loss */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          14,
          14,
        );
      }
      case 12: {
        X.at = "specs/squares/combat.rules:209:10: if square.terrain == forest and not supported {";
        f.pc = S_terrain(ctx, L[4]!) === "forest" && !V.truthy(L[8]!) ? 19 : 20;
        continue;
      }
      case 13: {
        return false;
      }
      case 14: {
        X.at = "specs/squares/combat.rules:205:5: move casualty to of(eliminated, other(player))";
        C.movePieces(X, L[14]!, V.copyOf(ctx, OC_352fa57c14a1, "eliminated", B.other(ctx, L[0]!)), actor);
        X.at = "specs/squares/combat.rules:206:5: if supported {";
        f.pc = V.truthy(L[8]!) ? 15 : 16;
        continue;
      }
      case 15: {
        X.at = "specs/squares/combat.rules:207:7: offer-advance(player, attacker, square)";
        return M.call(X, f, 7 /* offer-advance */, actor, [L[0]!, L[2]!, L[4]!], 18);
      }
      case 16: {
        f.pc = 17;
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
        X.at = "specs/squares/combat.rules:210:5: move attacker to of(eliminated, player)";
        C.movePieces(X, L[2]!, V.copyOf(ctx, OC_352fa57c14a1, "eliminated", L[0]!), actor);
        f.pc = 21;
        continue;
      }
      case 20: {
        X.at = "specs/squares/combat.rules:211:10: if supported {";
        f.pc = V.truthy(L[8]!) ? 22 : 23;
        continue;
      }
      case 21: {
        f.pc = 13;
        continue;
      }
      case 22: {
        X.at = "specs/squares/combat.rules:212:5: supported-attack(player, attacker, helper, square)";
        return M.call(X, f, 8 /* supported-attack */, actor, [L[0]!, L[2]!, L[11]!, L[4]!], 25);
      }
      case 23: {
        X.at = "specs/squares/combat.rules:214:5: unsupported-attack(player, attacker, square)";
        return M.call(X, f, 6 /* unsupported-attack */, actor, [L[0]!, L[2]!, L[4]!], 26);
      }
      case 24: {
        f.pc = 21;
        continue;
      }
      case 25: {
        f.pc = 24;
        continue;
      }
      case 26: {
        f.pc = 24;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U48 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/squares/combat.rules:222:3: let target = first(pieces(square))";
        L[3] =
          ((typeof L[2]! === "number" ? ctx.state.places[L[2]! - 2000000000] : undefined) ??
            V.areaPieces(ctx, L[2]!))[0] ?? null;
        X.at =
          "specs/squares/combat.rules:223:3: choose answer from defence-options(target, attacker, false, false) by other(p...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "answer",
              ctx.fn[80 /* defence-options */]!(ctx, L[3]!, L[1]!, false, false),
              B.other(ctx, L[0]!),
              5 /* defence */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          4,
          1,
        );
      }
      case 1: {
        X.at = "specs/squares/combat.rules:224:3: if answer == retreat {";
        f.pc = L[4]! === "retreat" ? 2 : 3;
        continue;
      }
      case 2: {
        X.at = "specs/squares/combat.rules:225:5: retreat-unit(target, true)";
        return M.call(X, f, 10 /* retreat-unit */, actor, [L[3]!, true], 5);
      }
      case 3: {
        X.at = "specs/squares/combat.rules:227:5: move attacker to of(eliminated, player)";
        C.movePieces(X, L[1]!, V.copyOf(ctx, OC_352fa57c14a1, "eliminated", L[0]!), actor);
        X.at = "specs/squares/combat.rules:228:5: if target.kind != artillery or attacker.kind == artillery {";
        if (
          (typeof L[3]! === "number" && L[3]! >= 1000000000
            ? ((ctx.state.pieces[L[3]! - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, L[3]!))
            : V.kindOf(ctx, L[3]!)) !== "artillery" ||
          (typeof L[1]! === "number" && L[1]! >= 1000000000
            ? ((ctx.state.pieces[L[1]! - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, L[1]!))
            : V.kindOf(ctx, L[1]!)) === "artillery"
        ) {
          X.at = "specs/squares/combat.rules:229:7: move target to of(eliminated, other(player))";
          C.movePieces(X, L[3]!, V.copyOf(ctx, OC_352fa57c14a1, "eliminated", B.other(ctx, L[0]!)), actor);
        }
        f.pc = 4;
        continue;
      }
      case 4: {
        return false;
      }
      case 5: {
        f.pc = 4;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U49 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/squares/combat.rules:238:3: if attacker.kind != artillery and empty(pieces(square)) {";
        f.pc =
          (typeof L[1]! === "number" && L[1]! >= 1000000000
            ? ((ctx.state.pieces[L[1]! - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, L[1]!))
            : V.kindOf(ctx, L[1]!)) !== "artillery" &&
          ((typeof L[2]! === "number" ? ctx.state.places[L[2]! - 2000000000] : undefined) ?? V.areaPieces(ctx, L[2]!))
            .length === 0
            ? 1
            : 2;
        continue;
      }
      case 1: {
        X.at = "specs/squares/combat.rules:239:5: choose go from [advance, stay] by player as advance";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "go",
              K_553c604aec3c,
              L[0]!,
              7 /* advance */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
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
        return false;
      }
      case 4: {
        X.at = "specs/squares/combat.rules:240:5: if go == advance {";
        if (L[3]! === "advance") {
          X.at = "specs/squares/combat.rules:241:7: move attacker to square";
          C.movePieces(X, L[1]!, L[2]!, actor);
          X.at = "specs/squares/combat.rules:242:7: if square == other(player).reserve {";
          if (L[2]! === S_reserve(ctx, B.other(ctx, L[0]!))) {
            X.at = 'specs/squares/combat.rules:243:9: end game winner player outcome "Reserve area taken"';
            C.endGame(false, L[0]!, "Reserve area taken");
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

const U50 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/squares/combat.rules:262:3: let target = first(pieces(square))";
        L[4] =
          ((typeof L[3]! === "number" ? ctx.state.places[L[3]! - 2000000000] : undefined) ??
            V.areaPieces(ctx, L[3]!))[0] ?? null;
        X.at = "specs/squares/combat.rules:263:3: let flank = is-flank(attacker, helper, target)";
        L[5] = ctx.fn[40 /* is-flank */]!(ctx, L[1]!, L[2]!, L[4]!);
        X.at =
          "specs/squares/combat.rules:264:3: choose answer from defence-options(target, attacker, true, flank) by other(pl...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "answer",
              ctx.fn[80 /* defence-options */]!(ctx, L[4]!, L[1]!, true, L[5]!),
              B.other(ctx, L[0]!),
              5 /* defence */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          6,
          1,
        );
      }
      case 1: {
        X.at = "specs/squares/combat.rules:265:3: if answer == retreat {";
        f.pc = L[6]! === "retreat" ? 2 : 3;
        continue;
      }
      case 2: {
        X.at = "specs/squares/combat.rules:266:5: retreat-unit(target, true)";
        return M.call(X, f, 10 /* retreat-unit */, actor, [L[4]!, true], 5);
      }
      case 3: {
        X.at = "specs/squares/combat.rules:268:10: if flank {";
        f.pc = V.truthy(L[5]!) ? 7 : 8;
        continue;
      }
      case 4: {
        return false;
      }
      case 5: {
        X.at = "specs/squares/combat.rules:267:5: offer-advance(player, attacker, square)";
        return M.call(X, f, 7 /* offer-advance */, actor, [L[0]!, L[1]!, L[3]!], 6);
      }
      case 6: {
        f.pc = 4;
        continue;
      }
      case 7: {
        X.at = "specs/squares/combat.rules:269:5: move target to of(eliminated, other(player))";
        C.movePieces(X, L[4]!, V.copyOf(ctx, OC_352fa57c14a1, "eliminated", B.other(ctx, L[0]!)), actor);
        X.at = "specs/squares/combat.rules:270:5: offer-advance(player, attacker, square)";
        return M.call(X, f, 7 /* offer-advance */, actor, [L[0]!, L[1]!, L[3]!], 10);
      }
      case 8: {
        X.at =
          "specs/squares/combat.rules:272:5: choose option from [for o in [1, 2, 3, 4, 5] if stand-allowed(o, attacker, he...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "option",
              K_5b553d867c13.filter(
                (x10_o: V.Value) => ctx.fn[104 /* stand-allowed */]!(ctx, x10_o, L[1]!, L[2]!) as boolean,
              ),
              L[0]!,
              6 /* after-stand */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          8,
          11,
        );
      }
      case 9: {
        f.pc = 4;
        continue;
      }
      case 10: {
        f.pc = 9;
        continue;
      }
      case 11: {
        X.at = "specs/squares/combat.rules:273:5: resolve-stand(player, option, attacker, helper, target, square)";
        return M.call(X, f, 9 /* resolve-stand */, actor, [L[0]!, L[8]!, L[1]!, L[2]!, L[4]!, L[3]!], 12);
      }
      case 12: {
        f.pc = 9;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U51 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/squares/combat.rules:279:3: let kept = true";
        L[6] = true;
        X.at = "specs/squares/combat.rules:280:3: if lookup(stand-options, option, support) == retreats {";
        f.pc = V.lookupTable(ctx, 2 /* stand-options */, L[1]!, "support") === "retreats" ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/squares/combat.rules:281:5: retreat-unit(helper, false)";
        return M.call(X, f, 10 /* retreat-unit */, actor, [L[3]!, false], 4);
      }
      case 2: {
        X.at = "specs/squares/combat.rules:290:10: if lookup(stand-options, option, support) == eliminated {";
        if (V.lookupTable(ctx, 2 /* stand-options */, L[1]!, "support") === "eliminated") {
          X.at = "specs/squares/combat.rules:291:5: move helper to of(eliminated, player)";
          C.movePieces(X, L[3]!, V.copyOf(ctx, OC_352fa57c14a1, "eliminated", L[0]!), actor);
        }
        f.pc = 3;
        continue;
      }
      case 3: {
        X.at = "specs/squares/combat.rules:293:3: if kept {";
        f.pc = V.truthy(L[6]!) ? 14 : 15;
        continue;
      }
      case 4: {
        X.at =
          "specs/squares/combat.rules:282:5: if helper.kind == artillery and option == 1 and can-retreat(target) {";
        f.pc =
          (typeof L[3]! === "number" && L[3]! >= 1000000000
            ? ((ctx.state.pieces[L[3]! - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, L[3]!))
            : V.kindOf(ctx, L[3]!)) === "artillery" &&
          L[1]! === 1 &&
          (ctx.fn[72 /* can-retreat */]!(ctx, L[4]!) as boolean)
            ? 5
            : 6;
        continue;
      }
      case 5: {
        X.at = "specs/squares/combat.rules:283:7: choose second from [stand, retreat] by other(player) as defence";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "second",
              K_ed59fca0153f,
              B.other(ctx, L[0]!),
              5 /* defence */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          7,
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
        X.at = "specs/squares/combat.rules:284:7: if second == retreat {";
        f.pc = L[7]! === "retreat" ? 9 : 10;
        continue;
      }
      case 9: {
        X.at = "specs/squares/combat.rules:285:9: retreat-unit(target, true)";
        return M.call(X, f, 10 /* retreat-unit */, actor, [L[4]!, true], 12);
      }
      case 10: {
        f.pc = 11;
        continue;
      }
      case 11: {
        f.pc = 7;
        continue;
      }
      case 12: {
        X.at = "specs/squares/combat.rules:286:9: set kept = false";
        L[6] = C.combine("=", L[6]!, false);
        X.at = "specs/squares/combat.rules:287:9: offer-advance(player, lead, square)";
        return M.call(X, f, 7 /* offer-advance */, actor, [L[0]!, L[2]!, L[5]!], 13);
      }
      case 13: {
        f.pc = 11;
        continue;
      }
      case 14: {
        X.at = "specs/squares/combat.rules:294:5: if lookup(stand-options, option, defender) == eliminated {";
        if (V.lookupTable(ctx, 2 /* stand-options */, L[1]!, "defender") === "eliminated") {
          X.at = "specs/squares/combat.rules:295:7: move target to of(eliminated, other(player))";
          C.movePieces(X, L[4]!, V.copyOf(ctx, OC_352fa57c14a1, "eliminated", B.other(ctx, L[0]!)), actor);
        }
        X.at = "specs/squares/combat.rules:297:5: if lookup(stand-options, option, attacker) == retreats {";
        f.pc = V.lookupTable(ctx, 2 /* stand-options */, L[1]!, "attacker") === "retreats" ? 17 : 18;
        continue;
      }
      case 15: {
        f.pc = 16;
        continue;
      }
      case 16: {
        return false;
      }
      case 17: {
        X.at = "specs/squares/combat.rules:298:7: retreat-unit(lead, false)";
        return M.call(X, f, 10 /* retreat-unit */, actor, [L[2]!, false], 20);
      }
      case 18: {
        X.at = "specs/squares/combat.rules:299:12: if lookup(stand-options, option, attacker) == eliminated {";
        f.pc = V.lookupTable(ctx, 2 /* stand-options */, L[1]!, "attacker") === "eliminated" ? 21 : 22;
        continue;
      }
      case 19: {
        f.pc = 16;
        continue;
      }
      case 20: {
        f.pc = 19;
        continue;
      }
      case 21: {
        X.at = "specs/squares/combat.rules:300:7: move lead to of(eliminated, player)";
        C.movePieces(X, L[2]!, V.copyOf(ctx, OC_352fa57c14a1, "eliminated", L[0]!), actor);
        f.pc = 23;
        continue;
      }
      case 22: {
        X.at = "specs/squares/combat.rules:301:12: if option == 2 {";
        f.pc = L[1]! === 2 ? 24 : 25;
        continue;
      }
      case 23: {
        f.pc = 19;
        continue;
      }
      case 24: {
        X.at = "specs/squares/combat.rules:302:7: offer-advance(player, lead, square)";
        return M.call(X, f, 7 /* offer-advance */, actor, [L[0]!, L[2]!, L[5]!], 27);
      }
      case 25: {
        f.pc = 26;
        continue;
      }
      case 26: {
        f.pc = 23;
        continue;
      }
      case 27: {
        f.pc = 26;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U52 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/squares/combat.rules:314:3: if unit.kind == cavalry {";
        f.pc =
          (typeof L[0]! === "number" && L[0]! >= 1000000000
            ? ((ctx.state.pieces[L[0]! - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, L[0]!))
            : V.kindOf(ctx, L[0]!)) === "cavalry"
            ? 1
            : 2;
        continue;
      }
      case 1: {
        X.at =
          "specs/squares/combat.rules:315:5: choose back from cavalry-backs(unit) by owner(unit) as retreat-square";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "back",
              ctx.fn[64 /* cavalry-backs */]!(ctx, L[0]!),
              typeof L[0]! === "number" && L[0]! >= 1000000000
                ? ((ctx.state.pieces[L[0]! - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, L[0]!))
                : B.owner(ctx, L[0]!),
              13 /* retreat-square */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          2,
          4,
        );
      }
      case 2: {
        X.at =
          "specs/squares/combat.rules:321:5: let home = if clear-from(location(unit), owner(unit)) then [owner(unit).reser...";
        let x5_kept: V.Value | undefined;
        L[4] = (ctx.fn[44 /* clear-from */]!(
          ctx,
          typeof L[0]! === "number" && L[0]! >= 1000000000
            ? ((ctx.state.pieces[L[0]! - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, L[0]!))
            : B.location(ctx, L[0]!),
          (x5_kept ??=
            typeof L[0]! === "number" && L[0]! >= 1000000000
              ? ((ctx.state.pieces[L[0]! - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, L[0]!))
              : B.owner(ctx, L[0]!)),
        ) as boolean)
          ? [
              S_reserve(
                ctx,
                (x5_kept ??=
                  typeof L[0]! === "number" && L[0]! >= 1000000000
                    ? ((ctx.state.pieces[L[0]! - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, L[0]!))
                    : B.owner(ctx, L[0]!)),
              ),
            ]
          : [];
        X.at =
          "specs/squares/combat.rules:322:5: let options = if defending then home + forest-retreats(unit) else home";
        L[6] = V.truthy(L[1]!) ? V.plus(L[4]!, ctx.fn[56 /* forest-retreats */]!(ctx, L[0]!)) : L[4]!;
        X.at = "specs/squares/combat.rules:323:5: choose back from options by owner(unit) as retreat-square";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "back",
              L[6]!,
              typeof L[0]! === "number" && L[0]! >= 1000000000
                ? ((ctx.state.pieces[L[0]! - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, L[0]!))
                : B.owner(ctx, L[0]!),
              13 /* retreat-square */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          7,
          9,
        );
      }
      case 3: {
        return false;
      }
      case 4: {
        X.at = "specs/squares/combat.rules:316:5: if back != owner(unit).reserve and not empty(pieces(back)) {";
        f.pc =
          L[2]! !==
            S_reserve(
              ctx,
              typeof L[0]! === "number" && L[0]! >= 1000000000
                ? ((ctx.state.pieces[L[0]! - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, L[0]!))
                : B.owner(ctx, L[0]!),
            ) &&
          !(
            ((typeof L[2]! === "number" ? ctx.state.places[L[2]! - 2000000000] : undefined) ?? V.areaPieces(ctx, L[2]!))
              .length === 0
          )
            ? 5
            : 6;
        continue;
      }
      case 5: {
        X.at = "specs/squares/combat.rules:317:7: retreat-unit(first(pieces(back)), false)";
        return M.call(
          X,
          f,
          10 /* retreat-unit */,
          actor,
          [
            ((typeof L[2]! === "number" ? ctx.state.places[L[2]! - 2000000000] : undefined) ??
              V.areaPieces(ctx, L[2]!))[0] ?? null,
            false,
          ],
          8,
        );
      }
      case 6: {
        f.pc = 7;
        continue;
      }
      case 7: {
        X.at = "specs/squares/combat.rules:319:5: move unit to back";
        C.movePieces(X, L[0]!, L[2]!, actor);
        f.pc = 3;
        continue;
      }
      case 8: {
        f.pc = 7;
        continue;
      }
      case 9: {
        X.at = "specs/squares/combat.rules:324:5: move unit to back";
        C.movePieces(X, L[0]!, L[7]!, actor);
        X.at = "specs/squares/combat.rules:325:5: set unit.rest-turn = owner(unit).turn-count + 1";
        C.setField(
          X,
          L[0]!,
          "rest-turn",
          "=",
          V.plus(
            SF_turn$count(
              ctx,
              typeof L[0]! === "number" && L[0]! >= 1000000000
                ? ((ctx.state.pieces[L[0]! - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, L[0]!))
                : B.owner(ctx, L[0]!),
            ),
            1,
          ),
        );
        f.pc = 3;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U53 = (X: C.RunContext, atOnce: boolean, endOfTurn = false): void => {
  void endOfTurn;
  const fresh = X.checked !== X.rev;
  const freshHeld = X.checkedHeld !== X.revHeld;
  const R0: V.Value[] = [];
  const R1: V.Value[] = [];
  if (fresh) {
    for (let si = 0; si < X.state.sides.length; si++) {
      const side = X.state.sides[si]!;
      const ctx = C.exprCtx(X, side);
      if (!(B.countOwned(ctx, side, V.areaPieces(ctx, S_reserve(ctx, B.other(ctx, side)))) === 0)) {
        throw new C.EndGame({ winners: [side], draw: false, name: "Reserve area taken" });
      }
    }
  }
  if (freshHeld) {
    for (let si = 0; si < X.state.sides.length; si++) {
      const side = X.state.sides[si]!;
      const ctx = C.exprCtx(X, side);
      if (
        V.ge((R0[si] ??= ctx.fn[116 /* tally */]!(ctx, side)), 10) &&
        V.lt((R1[si] ??= ctx.fn[116 /* tally */]!(ctx, B.other(ctx, side))), 10)
      ) {
        throw new C.EndGame({ winners: [side], draw: false, name: "Ten units eliminated" });
      }
    }
  }
  if (freshHeld) {
    for (let si = 0; si < X.state.sides.length; si++) {
      const side = X.state.sides[si]!;
      const ctx = C.exprCtx(X, side);
      if (
        V.ge((R0[si] ??= ctx.fn[116 /* tally */]!(ctx, side)), 10) &&
        V.ge((R1[si] ??= ctx.fn[116 /* tally */]!(ctx, B.other(ctx, side))), 10)
      ) {
        X.at = "specs/squares/victory.rules:49:5: if tally(actor) == tally(other(actor)) {";
        if (ctx.fn[116 /* tally */]!(ctx, side) === ctx.fn[116 /* tally */]!(ctx, B.other(ctx, side))) {
          X.at = 'specs/squares/victory.rules:50:7: end game draw outcome "Equal eliminations"';
          C.endGame(true, null, "Equal eliminations");
        } else {
          X.at = "specs/squares/victory.rules:51:12: if tally(actor) > tally(other(actor)) {";
          if (V.gt(ctx.fn[116 /* tally */]!(ctx, side), ctx.fn[116 /* tally */]!(ctx, B.other(ctx, side)))) {
            X.at = 'specs/squares/victory.rules:52:7: end game winner actor outcome "More units eliminated"';
            C.endGame(false, side, "More units eliminated");
          } else {
            X.at = 'specs/squares/victory.rules:54:7: end game winner other(actor) outcome "More units eliminated"';
            C.endGame(false, B.other(ctx, side), "More units eliminated");
          }
        }
        throw new C.EndGame({ winners: [side], draw: false, name: "More units eliminated" });
      }
    }
  }
  X.checked = X.rev;
  X.checkedHeld = X.revHeld;
};

const U54 = (X: C.RunContext): Record<string, number> => {
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

const U55 = (X: C.RunContext): Record<string, number> => {
  const out: Record<string, number> = {};
  for (let si = 0; si < X.state.sides.length; si++) {
    const side = X.state.sides[si]!;
    const ctx = C.exprCtx(X, side);
    let total = 0;
    {
      const v = ctx.fn[116 /* tally */]!(ctx, side);
      if (typeof v === "number") total += v;
    }
    out[side] = total;
  }
  return out;
};

const U56 = (X: C.RunContext): { id: string; rule?: string }[] => {
  const ctx = C.exprCtx(X, undefined);
  const out: { id: string; rule?: string }[] = [];
  if (
    (V.plus(
      V.plus(V.readPieces(ctx, "board").length, B.count(ctx, V.copyOf(ctx, OC_352fa57c14a1, "eliminated", "blue"))),
      B.count(ctx, V.copyOf(ctx, OC_352fa57c14a1, "eliminated", "gray")),
    ) ===
      32) !==
    true
  )
    out.push({ id: "units-accounted", rule: "Set up & play" });
  for (const area of [
    2000000000, 2000000001, 2000000002, 2000000003, 2000000004, 2000000005, 2000000006, 2000000007, 2000000008,
    2000000009, 2000000010, 2000000011, 2000000012, 2000000013, 2000000014, 2000000015, 2000000016, 2000000017,
    2000000018, 2000000019, 2000000020, 2000000021, 2000000022, 2000000023, 2000000024, 2000000025, 2000000026,
    2000000027, 2000000028, 2000000029, 2000000030, 2000000031,
  ]) {
    if (
      (V.le(
        ((typeof area === "number" ? ctx.state.places[area - 2000000000] : undefined) ?? V.areaPieces(ctx, area))
          .length,
        1,
      ) ||
        area === 2000000000 /* blue-reserve */ ||
        area === 2000000016 /* gray-reserve */) !== true
    ) {
      out.push({ id: "one-unit-per-square", rule: "Set up & play" });
      break;
    }
  }
  return out;
};

const U57 = (X: C.RunContext, type: string, b: C.Bindings): void => {
  void X;
  void type;
  void b;
};

const U58 = (X: C.RunContext, type: string, b: C.Bindings): C.Broken | null => {
  const ctx = C.exprCtx(
    X,
    typeof b["actor"] === "string" ? b["actor"] : typeof b["mover"] === "string" ? b["mover"] : X.state.active,
  );
  switch (type) {
    case "decision:destination":
      X.at = "specs/squares/actions.rules:47:13: restriction no-entering-occupied";
      if (!(V.readPieces(ctx, b["to"] ?? null).length === 0 || (b["to"] ?? null) === S_reserve(ctx, ctx.actor ?? null)))
        return BR_88de43d58950;
      X.at = "specs/squares/actions.rules:54:13: restriction infantry-no-diagonal";
      if (!(
        V.kindOf(ctx, b["piece"] ?? null) !== "infantry" ||
        (b["crossing"] ?? null) !== "corner" ||
        V.truthy(SF_double$turn(ctx, ctx.actor ?? null))
      ))
        return BR_c0eab903a21c;
      X.at = "specs/squares/actions.rules:61:13: restriction forest-by-double-move";
      if (!(
        S_terrain(ctx, b["to"] ?? null) !== "forest" ||
        V.kindOf(ctx, b["piece"] ?? null) === "cavalry" ||
        V.truthy(SF_double$turn(ctx, ctx.actor ?? null))
      ))
        return BR_9a86b470e8f4;
      X.at = "specs/squares/actions.rules:68:13: restriction cavalry-ride-clear";
      if (!(
        V.kindOf(ctx, b["piece"] ?? null) !== "cavalry" ||
        S_terrain(ctx, b["to"] ?? null) !== "forest" ||
        B.adjacent(ctx, b["from"] ?? null, b["to"] ?? null)
      ))
        return BR_a3fb4a5f8990;
      return null;
    case "decision:action":
      X.at = "specs/squares/actions.rules:75:13: restriction no-second-pass";
      if (!((b["option"] ?? null) !== "pass" || !V.truthy(SF_passed(ctx, ctx.actor ?? null)))) return BR_79369dfbf91e;
      return null;
    case "decision:unit-to-move":
      X.at = "specs/squares/actions.rules:82:13: restriction three-moves";
      if (
        !!(ctx.fn[4 /* third-running */]!(
          ctx,
          R_move$last(ctx, b["piece"] ?? null),
          R_move$run(ctx, b["piece"] ?? null),
          SF_clock(ctx, ctx.actor ?? null),
        ) as boolean)
      )
        return BR_3417823fbe64;
      X.at = "specs/squares/actions.rules:96:13: restriction rest-after-retreat";
      if (!(R_rest$turn(ctx, b["piece"] ?? null) !== SF_turn$count(ctx, ctx.actor ?? null))) return BR_13d49282548e;
      return null;
    case "decision:attacker-choice":
      X.at = "specs/squares/actions.rules:89:13: restriction three-attacks";
      if (
        !!(ctx.fn[4 /* third-running */]!(
          ctx,
          R_attack$last(ctx, b["piece"] ?? null),
          R_attack$run(ctx, b["piece"] ?? null),
          SF_clock(ctx, ctx.actor ?? null),
        ) as boolean)
      )
        return BR_5d187798f9d6;
      X.at = "specs/squares/actions.rules:96:13: restriction rest-after-retreat";
      if (!(R_rest$turn(ctx, b["piece"] ?? null) !== SF_turn$count(ctx, ctx.actor ?? null))) return BR_13d49282548e;
      X.at = "specs/squares/combat.rules:59:13: restriction no-attack-from-reserve";
      if (!((b["from"] ?? null) !== S_reserve(ctx, ctx.actor ?? null))) return BR_7abeb1a2d406;
      X.at = "specs/squares/combat.rules:66:13: restriction artillery-lock";
      if (
        !V.le(
          V.countWhere(
            V.readList(ctx, B.neighbours(ctx, b["from"] ?? null), "a selection"),
            (x0_n: V.Value) =>
              !!(
                (typeof x0_n === "number" ? ctx.state.places[x0_n - 2000000000] : undefined) ?? V.areaPieces(ctx, x0_n)
              ).some(
                (x1_u: V.Value) =>
                  (typeof x1_u === "number" && x1_u >= 1000000000
                    ? ((ctx.state.pieces[x1_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x1_u))
                    : V.kindOf(ctx, x1_u)) === "artillery" &&
                  (typeof x1_u === "number" && x1_u >= 1000000000
                    ? ((ctx.state.pieces[x1_u - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x1_u))
                    : B.owner(ctx, x1_u)) !== (ctx.actor ?? null),
              ) && x0_n !== S_reserve(ctx, B.other(ctx, ctx.actor ?? null)),
          ),
          1,
        )
      )
        return BR_db119ea716df;
      return null;
    case "decision:support-choice":
      X.at = "specs/squares/actions.rules:96:13: restriction rest-after-retreat";
      if (!(R_rest$turn(ctx, b["piece"] ?? null) !== SF_turn$count(ctx, ctx.actor ?? null))) return BR_13d49282548e;
      X.at = "specs/squares/combat.rules:59:13: restriction no-attack-from-reserve";
      if (!((b["from"] ?? null) !== S_reserve(ctx, ctx.actor ?? null))) return BR_7abeb1a2d406;
      X.at = "specs/squares/combat.rules:66:13: restriction artillery-lock";
      if (
        !V.le(
          V.countWhere(
            V.readList(ctx, B.neighbours(ctx, b["from"] ?? null), "a selection"),
            (x0_n: V.Value) =>
              !!(
                (typeof x0_n === "number" ? ctx.state.places[x0_n - 2000000000] : undefined) ?? V.areaPieces(ctx, x0_n)
              ).some(
                (x1_u: V.Value) =>
                  (typeof x1_u === "number" && x1_u >= 1000000000
                    ? ((ctx.state.pieces[x1_u - 1000000000]?.kind as V.Value | undefined) ?? V.kindOf(ctx, x1_u))
                    : V.kindOf(ctx, x1_u)) === "artillery" &&
                  (typeof x1_u === "number" && x1_u >= 1000000000
                    ? ((ctx.state.pieces[x1_u - 1000000000]?.owner as V.Value | undefined) ?? B.owner(ctx, x1_u))
                    : B.owner(ctx, x1_u)) !== (ctx.actor ?? null),
              ) && x0_n !== S_reserve(ctx, B.other(ctx, ctx.actor ?? null)),
          ),
          1,
        )
      )
        return BR_db119ea716df;
      return null;
    case "decision:target-choice":
      X.at = "specs/squares/combat.rules:38:13: restriction artillery-targets";
      if (!(
        V.kindOf(ctx, b["piece"] ?? null) !== "artillery" ||
        (b["to"] ?? null) === S_reserve(ctx, B.other(ctx, ctx.actor ?? null)) ||
        V.kindOf(ctx, V.readPieces(ctx, b["to"] ?? null)[0] ?? null) === "artillery"
      ))
        return BR_9f21d824514d;
      X.at = "specs/squares/combat.rules:45:13: restriction no-diagonal-attack";
      if (!((b["crossing"] ?? null) !== "corner")) return BR_42bec76a73cc;
      X.at = "specs/squares/combat.rules:52:13: restriction cavalry-no-lone-charge";
      if (!(
        V.kindOf(ctx, b["piece"] ?? null) !== "cavalry" ||
        (b["to"] ?? null) === S_reserve(ctx, B.other(ctx, ctx.actor ?? null)) ||
        V.kindOf(ctx, V.readPieces(ctx, b["to"] ?? null)[0] ?? null) !== "infantry" ||
        !ctx.fn[89 /* helpers#empty */]!(ctx, b["piece"] ?? null, b["to"] ?? null)
      ))
        return BR_787076a139c9;
      return null;
  }
  return null;
};

const T0: C.Units = {
  f: C.unitList({
    0: U0 /* can-act */,
    4: U1 /* third-running */,
    8: U2 /* open-square */,
    12: U3 /* can-step */,
    16: U4 /* cavalry-ride */,
    20: U5 /* destinations */,
    24: U6 /* cavalry-steps */,
    28: U7 /* movers */,
    32: U8 /* available */,
    36: U9 /* next-run */,
    40: U10 /* is-flank */,
    44: U11 /* clear-from */,
    48: U12 /* nearer-home */,
    52: U13 /* artillery-near */,
    56: U14 /* forest-retreats */,
    60: U15 /* cavalry-vacant */,
    64: U16 /* cavalry-backs */,
    68: U17 /* displaceable */,
    72: U18 /* can-retreat */,
    76: U19 /* must-retreat */,
    80: U20 /* defence-options */,
    84: U21 /* lock-allows */,
    88: U22 /* helpers */,
    92: U23 /* target-ok */,
    96: U24 /* targets */,
    100: U25 /* attackers */,
    104: U26 /* stand-allowed */,
    108: U27 /* lost */,
    112: U28 /* value-column */,
    116: U29 /* tally */,
    54: U30 /* artillery-near#count */,
    53: U31 /* artillery-near#empty */,
    101: U32 /* attackers#empty */,
    65: U33 /* cavalry-backs#empty */,
    25: U34 /* cavalry-steps#empty */,
    61: U35 /* cavalry-vacant#empty */,
    21: U36 /* destinations#empty */,
    89: U37 /* helpers#empty */,
    29: U38 /* movers#empty */,
    97: U39 /* targets#empty */,
  }),
  p: C.unitList({ 1: U40 /* note-move */, 2: U41 /* whole-turn-move */, 4: U42 /* note-attack */ }),
  s: C.unitList({
    11: U43 /* #game */,
    12: U44 /* #setup */,
    0: U45 /* take-turn */,
    3: U46 /* move-unit */,
    5: U47 /* make-attack */,
    6: U48 /* unsupported-attack */,
    7: U49 /* offer-advance */,
    8: U50 /* supported-attack */,
    9: U51 /* resolve-stand */,
    10: U52 /* retreat-unit */,
  }),
  sudden: U53,
  scores: U54,
  standing: U55,
  violations: U56,
  on: U57,
  allow: U58,
  watched: {},
  restricted: {
    "decision:action": true,
    "decision:attacker-choice": true,
    "decision:destination": true,
    "decision:support-choice": true,
    "decision:target-choice": true,
    "decision:unit-to-move": true,
  },
};

/**
 * The module's symbols: every declaration its code may name, numbered from 0
 * within its kind, for the base game and all its scenarios and variants.
 * Compiled code calls functions and procedures and reads tables by number.
 */
export const symbols = {
  side: ["blue", "gray"],
  map: ["board"],
  territory: [],
  area: [
    "blue-reserve",
    "b1-l",
    "b1-cl",
    "b1-c",
    "b1-cr",
    "b1-r",
    "b2-l",
    "b2-cl",
    "b2-c",
    "b2-cr",
    "b2-r",
    "b3-l",
    "b3-cl",
    "b3-c",
    "b3-cr",
    "b3-r",
    "gray-reserve",
    "g1-l",
    "g1-cl",
    "g1-c",
    "g1-cr",
    "g1-r",
    "g2-l",
    "g2-cl",
    "g2-c",
    "g2-cr",
    "g2-r",
    "g3-l",
    "g3-cl",
    "g3-c",
    "g3-cr",
    "g3-r",
  ],
  holder: ["blue-army", "gray-army", "eliminated"],
  track: [],
  piece: ["infantry", "artillery", "cavalry"],
  type: ["contact", "ground", "action-kind", "defence-kind", "advance-choice"],
  value: [
    "edge",
    "corner",
    "clear",
    "forest",
    "reserve",
    "move",
    "attack",
    "pass",
    "stand",
    "retreat",
    "advance",
    "stay",
  ],
  field: [
    "move-last",
    "move-run",
    "attack-last",
    "attack-run",
    "rest-turn",
    "passed",
    "double-turn",
    "whole-turn",
    "turn-count",
    "clock",
    "reserve",
    "kind",
    "terrain",
  ],
  table: ["moves", "double-turn", "stand-options", "elimination-value"],
  decision: [
    "action",
    "unit-to-move",
    "destination",
    "second-cavalry",
    "attack-plan",
    "defence",
    "after-stand",
    "advance",
    "attacker-choice",
    "target-choice",
    "support-choice",
    "reserve-loss",
    "support-wanted",
    "retreat-square",
  ],
  function: [
    "can-act",
    "can-act#empty",
    "can-act#count",
    "can-act#first",
    "third-running",
    "third-running#empty",
    "third-running#count",
    "third-running#first",
    "open-square",
    "open-square#empty",
    "open-square#count",
    "open-square#first",
    "can-step",
    "can-step#empty",
    "can-step#count",
    "can-step#first",
    "cavalry-ride",
    "cavalry-ride#empty",
    "cavalry-ride#count",
    "cavalry-ride#first",
    "destinations",
    "destinations#empty",
    "destinations#count",
    "destinations#first",
    "cavalry-steps",
    "cavalry-steps#empty",
    "cavalry-steps#count",
    "cavalry-steps#first",
    "movers",
    "movers#empty",
    "movers#count",
    "movers#first",
    "available",
    "available#empty",
    "available#count",
    "available#first",
    "next-run",
    "next-run#empty",
    "next-run#count",
    "next-run#first",
    "is-flank",
    "is-flank#empty",
    "is-flank#count",
    "is-flank#first",
    "clear-from",
    "clear-from#empty",
    "clear-from#count",
    "clear-from#first",
    "nearer-home",
    "nearer-home#empty",
    "nearer-home#count",
    "nearer-home#first",
    "artillery-near",
    "artillery-near#empty",
    "artillery-near#count",
    "artillery-near#first",
    "forest-retreats",
    "forest-retreats#empty",
    "forest-retreats#count",
    "forest-retreats#first",
    "cavalry-vacant",
    "cavalry-vacant#empty",
    "cavalry-vacant#count",
    "cavalry-vacant#first",
    "cavalry-backs",
    "cavalry-backs#empty",
    "cavalry-backs#count",
    "cavalry-backs#first",
    "displaceable",
    "displaceable#empty",
    "displaceable#count",
    "displaceable#first",
    "can-retreat",
    "can-retreat#empty",
    "can-retreat#count",
    "can-retreat#first",
    "must-retreat",
    "must-retreat#empty",
    "must-retreat#count",
    "must-retreat#first",
    "defence-options",
    "defence-options#empty",
    "defence-options#count",
    "defence-options#first",
    "lock-allows",
    "lock-allows#empty",
    "lock-allows#count",
    "lock-allows#first",
    "helpers",
    "helpers#empty",
    "helpers#count",
    "helpers#first",
    "target-ok",
    "target-ok#empty",
    "target-ok#count",
    "target-ok#first",
    "targets",
    "targets#empty",
    "targets#count",
    "targets#first",
    "attackers",
    "attackers#empty",
    "attackers#count",
    "attackers#first",
    "stand-allowed",
    "stand-allowed#empty",
    "stand-allowed#count",
    "stand-allowed#first",
    "lost",
    "lost#empty",
    "lost#count",
    "lost#first",
    "value-column",
    "value-column#empty",
    "value-column#count",
    "value-column#first",
    "tally",
    "tally#empty",
    "tally#count",
    "tally#first",
  ],
  procedure: [
    "take-turn",
    "note-move",
    "whole-turn-move",
    "move-unit",
    "note-attack",
    "make-attack",
    "unsupported-attack",
    "offer-advance",
    "supported-attack",
    "resolve-stand",
    "retreat-unit",
    "#game",
    "#setup",
  ],
} as const;

/** Every program of this module: the base game. */
export const game: M.ProgramSet = {
  game: "squares",
  scenarios: [],
  variants: [],
  programs: {
    "|": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "SQUARES: The Civil War Battle Game", min: 2, max: 2 }],
      turns: { first: 1, last: 1 },
      units: T0,
    }),
  },
  symbols,
  refused: {},
};

export interface SquaresOptions extends Omit<EngineOptions, "scenario" | "variants"> {
  scenario?: ScenarioId;
  variants?: VariantId[];
}

/** The type of one option of each decision, by decision id. */
export interface DecisionOptions {
  action: "move" | "attack" | "pass";
  advance: "advance" | "stay";
  "after-stand": number;
  "attacker-choice": PieceId;
  defence: "stand" | "retreat";
  destination: AreaId;
  "reserve-loss": PieceId;
  "retreat-square": AreaId;
  "second-cavalry": boolean;
  "support-choice": PieceId;
  "support-wanted": boolean;
  "target-choice": AreaId;
  "unit-to-move": PieceId;
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

/** The engine of SQUARES: The Civil War Battle Game, typed with the game's ids. */
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

/** A new game of SQUARES: The Civil War Battle Game; the same options and seed always give the same game. */
export function createEngine(options: SquaresOptions): Engine {
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
