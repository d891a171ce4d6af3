// Do not edit: generated from specs/once-we-moved-like-the-wind by Rulewright.
// A standalone engine for Once We Moved Like the Wind: the spec compiled to TypeScript
// over the small runtime core, one program per scenario and variants.
import * as B from "../../runtime/core/builtins.js";
import * as C from "../../runtime/core/commands.js";
import type { Defaults, GameData } from "../../runtime/core/data.js";
import * as M from "../../runtime/core/machine.js";
import * as V from "../../runtime/core/values.js";
import type { Decision, EngineOptions, GameEvent, GameLog, RandomSource } from "../../runtime/engine.js";

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

/** Every piece instance in play (a kind with one piece uses the kind's name). */
export type PieceId =
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
  | "apache-forces"
  | "apache-leaders"
  | "apache-level"
  | "apache-vp"
  | "army-forces"
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
  | "army-step"
  | "block-to-deploy"
  | "block-to-move"
  | "combat-area"
  | "goes-along"
  | "leader-assignment"
  | "loss-choice"
  | "move-destination"
  | "retreat-before-combat-choice"
  | "retreat-leader"
  | "scout-reveal"
  | "take-along";

/** Scenarios. */
export type ScenarioId = never;

/** Variants and optional rules. */
export type VariantId =
  "apache-leader-death" | "army-leader-death" | "bidding" | "handicap" | "longer-game-8" | "longer-game-9";

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
  id: "once-we-moved-like-the-wind",
  title: "Once We Moved Like the Wind",
  rule: "2.0",
  players: { min: 2, max: 2 },
  sides: ["apache", "army"],
  dice: "d6",
  turns: { min: 1, max: 7 },
  source: "once-we-moved-like-the-wind.rules-of-play.txt",
  start: "game-turn",
};
const P1 = { id: "boundary", rule: "3.0", values: ["open", "mixed", "mountain", "rio-grande"] };
const P2 = { id: "feature", rule: "3.0", values: ["water", "town", "fort", "reservation"] };
const P3 = { id: "apache-class", rule: "3.0", values: ["war-band", "rumour", "leader"] };
const P4 = { id: "army-class", rule: "3.0", values: ["cavalry", "infantry", "scout", "settler", "leader"] };
const P5 = { id: "apache", title: "Apache", rule: "3.0", colour: "tan", state: { hits: "int", crossed: "bool" } };
const P6 = {
  id: "army",
  title: "Army",
  rule: "3.0",
  nations: ["us", "mexico"],
  colour: "blue",
  state: { hits: "int" },
};
const P7 = {
  id: "board",
  title: "The Apache Wars, 1861-1886",
  rule: "3.0",
  territories: [
    { id: "arizona", title: "Arizona Territory", nation: "us" },
    { id: "new-mexico", title: "New Mexico Territory", nation: "us" },
    { id: "texas", title: "Texas", nation: "us" },
    { id: "sonora-chihuahua", title: "Sonora & Chihuahua", nation: "mexico" },
  ],
  areas: [
    { id: "a-001", title: "001 Colorado Plateau", territory: ["arizona"], edge: true },
    {
      id: "a-002",
      title: "002 Verde Valley (Prescott, Fort Whipple)",
      territory: ["arizona"],
      features: ["water", "town", "fort"],
    },
    { id: "a-003", title: "003 Tonto Basin", territory: ["arizona"], features: ["water"] },
    {
      id: "a-004",
      title: "004 White Mountain & San Carlos Reservations (Fort Apache)",
      territory: ["arizona"],
      features: ["water", "fort", "reservation"],
    },
    {
      id: "a-005",
      title: "005 Lower Colorado (Yuma, Fort Yuma)",
      territory: ["arizona"],
      features: ["water", "town", "fort"],
      edge: true,
    },
    { id: "a-006", title: "006 Gila Valley (Phoenix)", territory: ["arizona"], features: ["water", "town"] },
    {
      id: "a-007",
      title: "007 Santa Cruz Valley (Tucson, Fort Lowell)",
      territory: ["arizona"],
      features: ["water", "town", "fort"],
    },
    {
      id: "a-008",
      title: "008 Dragoon & Chiricahua Mountains (Fort Bowie)",
      territory: ["arizona"],
      features: ["fort"],
    },
    { id: "a-009", title: "009 Zuni & Malpais", territory: ["new-mexico"], edge: true },
    { id: "a-010", title: "010 Mogollon Mountains", territory: ["new-mexico"], features: ["water"] },
    {
      id: "a-011",
      title: "011 Middle Rio Grande (Socorro, Fort Craig)",
      territory: ["new-mexico"],
      features: ["water", "town", "fort"],
    },
    { id: "a-012", title: "012 Warm Springs", territory: ["new-mexico"], features: ["water"] },
    {
      id: "a-013",
      title: "013 Mimbres (Silver City, Fort Bayard)",
      territory: ["new-mexico"],
      features: ["water", "town", "fort"],
    },
    {
      id: "a-014",
      title: "014 Mescalero Reservation (Fort Stanton)",
      territory: ["new-mexico"],
      features: ["water", "fort", "reservation"],
      edge: true,
    },
    {
      id: "a-015",
      title: "015 Pecos Valley (Fort Sumner)",
      territory: ["new-mexico"],
      features: ["water", "fort"],
      edge: true,
    },
    {
      id: "a-016",
      title: "016 Mesilla Valley (Las Cruces, Fort Selden)",
      territory: ["new-mexico"],
      features: ["water", "town", "fort"],
    },
    { id: "a-017", title: "017 El Paso (Fort Bliss)", territory: ["texas"], features: ["water", "town", "fort"] },
    { id: "a-018", title: "018 Guadalupe Mountains", territory: ["texas", "new-mexico"] },
    {
      id: "a-019",
      title: "019 Davis Mountains (Fort Davis)",
      territory: ["texas"],
      features: ["water", "fort"],
      edge: true,
    },
    {
      id: "a-020",
      title: "020 San Bernardino & Sierra Madre foothills",
      territory: ["arizona", "sonora-chihuahua"],
      features: ["water"],
    },
    { id: "a-021", title: "021 Animas & Stein's Peak (Lordsburg)", territory: ["new-mexico"], features: ["town"] },
    { id: "a-022", title: "022 Altar Desert", territory: ["sonora-chihuahua"], edge: true },
    { id: "a-023", title: "023 Sonora River (Arizpe)", territory: ["sonora-chihuahua"], features: ["water", "town"] },
    { id: "a-024", title: "024 Sierra Madre", territory: ["sonora-chihuahua"], features: ["water"], edge: true },
    { id: "a-025", title: "025 Casas Grandes", territory: ["sonora-chihuahua"], features: ["water", "town"] },
    {
      id: "a-026",
      title: "026 Chihuahua Plains (Chihuahua)",
      territory: ["sonora-chihuahua"],
      features: ["town"],
      edge: true,
    },
    { id: "a-027", title: "027 Conchos & Ojinaga", territory: ["sonora-chihuahua"], features: ["water"], edge: true },
    { id: "a-028", title: "028 Big Bend", territory: ["texas"], features: ["water"], edge: true },
    { id: "ocean", title: "Gulf of California", impassable: true, edge: true },
  ],
  layout: "areas",
  size: 29,
  "link-types": "boundary",
  "movement-cost": "crossing-cost",
  "feature-type": "feature",
  legend: { reservation: "#e0c080" },
  links: [
    { from: "a-001", to: "a-002", directed: false, type: "mixed" },
    { from: "a-001", to: "a-003", directed: false, type: "mountain" },
    { from: "a-001", to: "a-009", directed: false, type: "open" },
    { from: "a-002", to: "a-003", directed: false, type: "mountain" },
    { from: "a-002", to: "a-005", directed: false, type: "open" },
    { from: "a-002", to: "a-006", directed: false, type: "mixed" },
    { from: "a-003", to: "a-004", directed: false, type: "mountain" },
    { from: "a-003", to: "a-006", directed: false, type: "mixed" },
    { from: "a-004", to: "a-006", directed: false, type: "mixed" },
    { from: "a-004", to: "a-007", directed: false, type: "mixed" },
    { from: "a-004", to: "a-008", directed: false, type: "mountain" },
    { from: "a-004", to: "a-009", directed: false, type: "mixed" },
    { from: "a-004", to: "a-010", directed: false, type: "mountain" },
    { from: "a-005", to: "a-006", directed: false, type: "open" },
    { from: "a-005", to: "a-022", directed: false, type: "open" },
    { from: "a-006", to: "a-007", directed: false, type: "open" },
    { from: "a-006", to: "a-022", directed: false, type: "open" },
    { from: "a-007", to: "a-008", directed: false, type: "mixed" },
    { from: "a-007", to: "a-020", directed: false, type: "mixed" },
    { from: "a-007", to: "a-022", directed: false, type: "mixed" },
    { from: "a-007", to: "a-023", directed: false, type: "mixed" },
    { from: "a-008", to: "a-013", directed: false, type: "mountain" },
    { from: "a-008", to: "a-020", directed: false, type: "mountain" },
    { from: "a-008", to: "a-021", directed: false, type: "mountain" },
    { from: "a-009", to: "a-010", directed: false, type: "mountain" },
    { from: "a-009", to: "a-011", directed: false, type: "open" },
    { from: "a-010", to: "a-011", directed: false, type: "mountain" },
    { from: "a-010", to: "a-012", directed: false, type: "mountain" },
    { from: "a-010", to: "a-013", directed: false, type: "mountain" },
    { from: "a-011", to: "a-012", directed: false, type: "mixed" },
    { from: "a-011", to: "a-014", directed: false, type: "mixed" },
    { from: "a-011", to: "a-015", directed: false, type: "open" },
    { from: "a-011", to: "a-016", directed: false, type: "open" },
    { from: "a-012", to: "a-013", directed: false, type: "mountain" },
    { from: "a-012", to: "a-016", directed: false, type: "mixed" },
    { from: "a-013", to: "a-016", directed: false, type: "mixed" },
    { from: "a-013", to: "a-021", directed: false, type: "mixed" },
    { from: "a-014", to: "a-015", directed: false, type: "mixed" },
    { from: "a-014", to: "a-016", directed: false, type: "mountain" },
    { from: "a-014", to: "a-018", directed: false, type: "mountain" },
    { from: "a-015", to: "a-018", directed: false, type: "open" },
    { from: "a-015", to: "a-019", directed: false, type: "open" },
    { from: "a-016", to: "a-017", directed: false, type: "open" },
    { from: "a-016", to: "a-018", directed: false, type: "mixed" },
    { from: "a-016", to: "a-021", directed: false, type: "mixed" },
    { from: "a-017", to: "a-018", directed: false, type: "mountain" },
    { from: "a-017", to: "a-019", directed: false, type: "mixed" },
    { from: "a-017", to: "a-025", directed: false, type: "rio-grande" },
    { from: "a-017", to: "a-026", directed: false, type: "rio-grande" },
    { from: "a-018", to: "a-019", directed: false, type: "mountain" },
    { from: "a-019", to: "a-027", directed: false, type: "rio-grande" },
    { from: "a-019", to: "a-028", directed: false, type: "mixed" },
    { from: "a-020", to: "a-021", directed: false, type: "mountain" },
    { from: "a-020", to: "a-023", directed: false, type: "mixed" },
    { from: "a-020", to: "a-024", directed: false, type: "mountain" },
    { from: "a-021", to: "a-024", directed: false, type: "mountain" },
    { from: "a-021", to: "a-025", directed: false, type: "mixed" },
    { from: "a-022", to: "a-023", directed: false, type: "open" },
    { from: "a-023", to: "a-024", directed: false, type: "mountain" },
    { from: "a-024", to: "a-025", directed: false, type: "mountain" },
    { from: "a-024", to: "a-026", directed: false, type: "mixed" },
    { from: "a-025", to: "a-026", directed: false, type: "open" },
    { from: "a-026", to: "a-027", directed: false, type: "open" },
    { from: "a-027", to: "a-028", directed: false, type: "rio-grande" },
  ],
};
const P8 = {
  id: "apache-peaks",
  kind: "block",
  title: "Apache Peaks",
  side: "apache",
  class: "war-band",
  home: "arizona",
  movement: 9,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P9 = {
  id: "arivipa",
  kind: "block",
  title: "Arivipa",
  side: "apache",
  class: "war-band",
  home: "arizona",
  movement: 9,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P10 = {
  id: "san-carlos",
  kind: "block",
  title: "San Carlos",
  side: "apache",
  class: "war-band",
  home: "arizona",
  movement: 9,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P11 = {
  id: "e-white-mtn",
  kind: "block",
  title: "E White Mtn",
  side: "apache",
  class: "war-band",
  home: "arizona",
  movement: 9,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P12 = {
  id: "cannon-creek",
  kind: "block",
  title: "Cannon Creek",
  side: "apache",
  class: "war-band",
  home: "arizona",
  movement: 9,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P13 = {
  id: "carizo",
  kind: "block",
  title: "Carizo",
  side: "apache",
  class: "war-band",
  home: "arizona",
  movement: 9,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P14 = {
  id: "mescalito-az",
  kind: "block",
  title: "Mescalito",
  side: "apache",
  class: "war-band",
  home: "arizona",
  movement: 9,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P15 = {
  id: "east-verde",
  kind: "block",
  title: "East Verde",
  side: "apache",
  class: "war-band",
  home: "arizona",
  movement: 9,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P16 = {
  id: "bad-mountain",
  kind: "block",
  title: "Bad Mountain",
  side: "apache",
  class: "war-band",
  home: "arizona",
  movement: 9,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P17 = {
  id: "fossil-creek",
  kind: "block",
  title: "Fossil Creek",
  side: "apache",
  class: "war-band",
  home: "arizona",
  movement: 9,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P18 = {
  id: "chidahu",
  kind: "block",
  title: "Chidahu",
  side: "apache",
  class: "war-band",
  home: "arizona",
  movement: 9,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P19 = {
  id: "mimbreno",
  kind: "block",
  title: "Mimbreno",
  side: "apache",
  class: "war-band",
  home: "new-mexico",
  movement: 9,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P20 = {
  id: "warm-springs",
  kind: "block",
  title: "Warm Springs",
  side: "apache",
  class: "war-band",
  home: "new-mexico",
  movement: 9,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P21 = {
  id: "mescalito-nm",
  kind: "block",
  title: "Mescalito",
  side: "apache",
  class: "war-band",
  home: "new-mexico",
  movement: 9,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P22 = {
  id: "gallatin",
  kind: "block",
  title: "Gallatin",
  side: "apache",
  class: "war-band",
  home: "sonora-chihuahua",
  movement: 9,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P23 = {
  id: "kasolino",
  kind: "block",
  title: "Kasolino",
  side: "apache",
  class: "war-band",
  home: "sonora-chihuahua",
  movement: 9,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P24 = {
  id: "saltine",
  kind: "block",
  title: "Saltine",
  side: "apache",
  class: "war-band",
  home: "sonora-chihuahua",
  movement: 9,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P25 = {
  id: "llanos-abajo",
  kind: "block",
  title: "Llanos Abajo",
  side: "apache",
  class: "war-band",
  home: "sonora-chihuahua",
  movement: 9,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P26 = {
  id: "pinal",
  kind: "block",
  title: "Pinal",
  side: "apache",
  class: "rumour",
  home: "arizona",
  movement: 9,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P27 = {
  id: "w-white-mountain",
  kind: "block",
  title: "W White Mountain",
  side: "apache",
  class: "rumour",
  home: "arizona",
  movement: 9,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P28 = {
  id: "chique",
  kind: "block",
  title: "Chique",
  side: "apache",
  class: "rumour",
  home: "arizona",
  movement: 9,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P29 = {
  id: "tonto-creek",
  kind: "block",
  title: "Tonto Creek",
  side: "apache",
  class: "rumour",
  home: "arizona",
  movement: 9,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P30 = {
  id: "cherry-creek",
  kind: "block",
  title: "Cherry Creek",
  side: "apache",
  class: "rumour",
  home: "arizona",
  movement: 9,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P31 = {
  id: "clear-creek",
  kind: "block",
  title: "Clear Creek",
  side: "apache",
  class: "rumour",
  home: "arizona",
  movement: 9,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P32 = {
  id: "mormon-lake",
  kind: "block",
  title: "Mormon Lake",
  side: "apache",
  class: "rumour",
  home: "arizona",
  movement: 9,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P33 = {
  id: "oak-creek",
  kind: "block",
  title: "Oak Creek",
  side: "apache",
  class: "rumour",
  home: "arizona",
  movement: 9,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P34 = {
  id: "mogollon",
  kind: "block",
  title: "Mogollon",
  side: "apache",
  class: "rumour",
  home: "new-mexico",
  movement: 9,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P35 = {
  id: "fawn",
  kind: "block",
  title: "Fawn",
  side: "apache",
  class: "rumour",
  home: "new-mexico",
  movement: 9,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P36 = {
  id: "apostol-itzabih",
  kind: "block",
  title: "Apostol-Itzabih",
  side: "apache",
  class: "rumour",
  home: "sonora-chihuahua",
  movement: 9,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P37 = {
  id: "dach-hozhin",
  kind: "block",
  title: "Dach-Hozhin",
  side: "apache",
  class: "rumour",
  home: "sonora-chihuahua",
  movement: 9,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P38 = {
  id: "llan-itzabih",
  kind: "block",
  title: "Llan-Itzabih",
  side: "apache",
  class: "rumour",
  home: "sonora-chihuahua",
  movement: 9,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P39 = {
  id: "llanos-de-arriba",
  kind: "block",
  title: "Llanos de Arriba",
  side: "apache",
  class: "rumour",
  home: "sonora-chihuahua",
  movement: 9,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P40 = {
  id: "juh",
  kind: "block",
  title: "Juh",
  rule: "4.0",
  side: "apache",
  class: "leader",
  leader: true,
  rating: 0,
  movement: 9,
  available: { min: 3, max: 7 },
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P41 = {
  id: "cochise",
  kind: "block",
  title: "Cochise",
  rule: "4.0",
  side: "apache",
  class: "leader",
  leader: true,
  rating: 2,
  movement: 9,
  available: { min: 1, max: 5 },
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P42 = {
  id: "coloradas",
  kind: "block",
  title: "Coloradas",
  rule: "4.0",
  side: "apache",
  class: "leader",
  leader: true,
  rating: 1,
  movement: 9,
  available: { min: 1, max: 2 },
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P43 = {
  id: "victorio",
  kind: "block",
  title: "Victorio",
  rule: "4.0",
  side: "apache",
  class: "leader",
  leader: true,
  rating: 1,
  movement: 9,
  available: { min: 4, max: 6 },
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P44 = {
  id: "geronimo",
  kind: "block",
  title: "Geronimo",
  rule: "4.0",
  side: "apache",
  class: "leader",
  leader: true,
  rating: 2,
  movement: 9,
  available: { min: 5, max: 8 },
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P45 = {
  id: "chuhuahua",
  kind: "block",
  title: "Chuhuahua",
  rule: "4.0",
  side: "apache",
  class: "leader",
  leader: true,
  rating: 0,
  movement: 9,
  available: { min: 6, max: 9 },
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P46 = {
  id: "chato",
  kind: "block",
  title: "Chato",
  rule: "4.0",
  side: "apache",
  class: "leader",
  leader: true,
  rating: 1,
  movement: 9,
  available: { min: 6, max: 9 },
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P47 = {
  id: "benito",
  kind: "block",
  title: "Benito",
  rule: "4.0",
  side: "apache",
  class: "leader",
  leader: true,
  rating: 0,
  movement: 9,
  available: { min: 7, max: 9 },
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P48 = {
  id: "us-troop-a",
  kind: "block",
  title: "Troop A",
  side: "army",
  nation: "us",
  class: "cavalry",
  movement: 5,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P49 = {
  id: "us-troop-b",
  kind: "block",
  title: "Troop B",
  side: "army",
  nation: "us",
  class: "cavalry",
  movement: 5,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P50 = {
  id: "us-troop-c",
  kind: "block",
  title: "Troop C",
  side: "army",
  nation: "us",
  class: "cavalry",
  movement: 5,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P51 = {
  id: "us-troop-d",
  kind: "block",
  title: "Troop D",
  side: "army",
  nation: "us",
  class: "cavalry",
  movement: 5,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P52 = {
  id: "us-troop-e",
  kind: "block",
  title: "Troop E",
  side: "army",
  nation: "us",
  class: "cavalry",
  movement: 5,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P53 = {
  id: "us-troop-f",
  kind: "block",
  title: "Troop F",
  side: "army",
  nation: "us",
  class: "cavalry",
  movement: 5,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P54 = {
  id: "us-troop-g",
  kind: "block",
  title: "Troop G",
  side: "army",
  nation: "us",
  class: "cavalry",
  movement: 5,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P55 = {
  id: "us-troop-h",
  kind: "block",
  title: "Troop H",
  side: "army",
  nation: "us",
  class: "cavalry",
  movement: 5,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P56 = {
  id: "us-company-a",
  kind: "block",
  title: "Company A",
  side: "army",
  nation: "us",
  class: "infantry",
  movement: 3,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P57 = {
  id: "us-company-b",
  kind: "block",
  title: "Company B",
  side: "army",
  nation: "us",
  class: "infantry",
  movement: 3,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P58 = {
  id: "us-company-c",
  kind: "block",
  title: "Company C",
  side: "army",
  nation: "us",
  class: "infantry",
  movement: 3,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P59 = {
  id: "us-company-d",
  kind: "block",
  title: "Company D",
  side: "army",
  nation: "us",
  class: "infantry",
  movement: 3,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P60 = {
  id: "scout",
  kind: "block",
  title: "Scout",
  side: "army",
  nation: "us",
  class: "scout",
  movement: 5,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P61 = {
  id: "settler",
  kind: "block",
  title: "Settler",
  side: "army",
  nation: "us",
  class: "settler",
  movement: 3,
  steps: 2,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P62 = {
  id: "crook",
  kind: "block",
  title: "Crook",
  rule: "4.0",
  side: "army",
  nation: "us",
  class: "leader",
  leader: true,
  senior: true,
  rating: 2,
  movement: 5,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P63 = {
  id: "miles",
  kind: "block",
  title: "Miles",
  rule: "4.0",
  side: "army",
  nation: "us",
  class: "leader",
  leader: true,
  senior: true,
  rating: 0,
  movement: 5,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P64 = {
  id: "carleton",
  kind: "block",
  title: "Carleton",
  rule: "4.0",
  side: "army",
  nation: "us",
  class: "leader",
  leader: true,
  senior: false,
  rating: 1,
  movement: 5,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P65 = {
  id: "buell",
  kind: "block",
  title: "Buell",
  rule: "4.0",
  side: "army",
  nation: "us",
  class: "leader",
  leader: true,
  senior: false,
  rating: 0,
  movement: 5,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P66 = {
  id: "carr",
  kind: "block",
  title: "Carr",
  rule: "4.0",
  side: "army",
  nation: "us",
  class: "leader",
  leader: true,
  senior: false,
  rating: 0,
  movement: 5,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P67 = {
  id: "forsyth",
  kind: "block",
  title: "Forsyth",
  rule: "4.0",
  side: "army",
  nation: "us",
  class: "leader",
  leader: true,
  senior: false,
  rating: 1,
  movement: 5,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P68 = {
  id: "crawford",
  kind: "block",
  title: "Crawford",
  rule: "4.0",
  side: "army",
  nation: "us",
  class: "leader",
  leader: true,
  senior: false,
  rating: 1,
  movement: 5,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P69 = {
  id: "first-escuadron",
  kind: "block",
  title: "1st Escuadron",
  side: "army",
  nation: "mexico",
  class: "cavalry",
  movement: 4,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P70 = {
  id: "second-escuadron",
  kind: "block",
  title: "2nd Escuadron",
  side: "army",
  nation: "mexico",
  class: "cavalry",
  movement: 4,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P71 = {
  id: "third-escuadron",
  kind: "block",
  title: "3rd Escuadron",
  side: "army",
  nation: "mexico",
  class: "cavalry",
  movement: 4,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P72 = {
  id: "first-compania",
  kind: "block",
  title: "1st Compania",
  side: "army",
  nation: "mexico",
  class: "infantry",
  movement: 3,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P73 = {
  id: "second-compania",
  kind: "block",
  title: "2nd Compania",
  side: "army",
  nation: "mexico",
  class: "infantry",
  movement: 3,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P74 = {
  id: "third-compania",
  kind: "block",
  title: "3rd Compania",
  side: "army",
  nation: "mexico",
  class: "infantry",
  movement: 3,
  steps: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P75 = {
  id: "terrazas",
  kind: "block",
  title: "Terrazas",
  rule: "4.0",
  side: "army",
  nation: "mexico",
  class: "leader",
  leader: true,
  senior: true,
  rating: 1,
  movement: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P76 = {
  id: "ortiz",
  kind: "block",
  title: "Ortiz",
  rule: "4.0",
  side: "army",
  nation: "mexico",
  class: "leader",
  leader: true,
  senior: false,
  rating: 0,
  movement: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P77 = {
  id: "garcia",
  kind: "block",
  title: "Garcia",
  rule: "4.0",
  side: "army",
  nation: "mexico",
  class: "leader",
  leader: true,
  senior: false,
  rating: 1,
  movement: 4,
  visibility: "owner",
  state: { bonus: "int", mp: "int" },
};
const P78 = { id: "turn-track", kind: "track", title: "Turn", rule: "4.0", range: { min: 1, max: 9 }, start: 1 };
const P79 = {
  id: "provocation",
  kind: "track",
  title: "Provocation level",
  rule: "6.0",
  values: ["none", "slight", "moderate", "major", "severe", "extreme"],
};
const P80 = {
  id: "apache-vp",
  kind: "track",
  title: "Apache victory points",
  rule: "9.0",
  range: { min: 0, max: 999 },
  start: 0,
};
const P81 = {
  id: "army-vp",
  kind: "track",
  title: "Army victory points",
  rule: "9.0",
  range: { min: 0, max: 999 },
  start: 0,
};
const P82 = {
  id: "apache-level",
  kind: "track",
  title: "Apache victory level",
  rule: "9.0",
  range: { min: 0, max: 9 },
  start: 0,
};
const P83 = {
  id: "army-level",
  kind: "track",
  title: "Army victory level",
  rule: "9.0",
  range: { min: 0, max: 9 },
  start: 0,
};
const P84 = { id: "incursion", kind: "track", title: "Mexican incursion", rule: "7.0", values: ["no", "yes"] };
const P85 = {
  id: "war-band-pool",
  kind: "cup",
  title: "War Band pool",
  rule: "4.0",
  owner: "apache",
  visibility: "none",
  order: "random",
  size: 18,
  contents: [
    { count: 1, piece: "apache-peaks" },
    { count: 1, piece: "arivipa" },
    { count: 1, piece: "san-carlos" },
    { count: 1, piece: "e-white-mtn" },
    { count: 1, piece: "cannon-creek" },
    { count: 1, piece: "carizo" },
    { count: 1, piece: "mescalito-az" },
    { count: 1, piece: "east-verde" },
    { count: 1, piece: "bad-mountain" },
    { count: 1, piece: "fossil-creek" },
    { count: 1, piece: "chidahu" },
    { count: 1, piece: "mimbreno" },
    { count: 1, piece: "warm-springs" },
    { count: 1, piece: "mescalito-nm" },
    { count: 1, piece: "gallatin" },
    { count: 1, piece: "kasolino" },
    { count: 1, piece: "saltine" },
    { count: 1, piece: "llanos-abajo" },
  ],
};
const P86 = {
  id: "rumour-pool",
  kind: "cup",
  title: "Rumor pool",
  rule: "4.0",
  owner: "apache",
  visibility: "none",
  order: "random",
  size: 14,
  contents: [
    { count: 1, piece: "pinal" },
    { count: 1, piece: "w-white-mountain" },
    { count: 1, piece: "chique" },
    { count: 1, piece: "tonto-creek" },
    { count: 1, piece: "cherry-creek" },
    { count: 1, piece: "clear-creek" },
    { count: 1, piece: "mormon-lake" },
    { count: 1, piece: "oak-creek" },
    { count: 1, piece: "mogollon" },
    { count: 1, piece: "fawn" },
    { count: 1, piece: "apostol-itzabih" },
    { count: 1, piece: "dach-hozhin" },
    { count: 1, piece: "llan-itzabih" },
    { count: 1, piece: "llanos-de-arriba" },
  ],
};
const P87 = {
  id: "us-senior-pool",
  kind: "cup",
  title: "US senior leaders",
  rule: "4.0",
  owner: "army",
  visibility: "none",
  order: "random",
  size: 2,
  contents: [
    { count: 1, piece: "crook" },
    { count: 1, piece: "miles" },
  ],
};
const P88 = {
  id: "us-junior-pool",
  kind: "cup",
  title: "US junior leaders",
  rule: "4.0",
  owner: "army",
  visibility: "none",
  order: "random",
  size: 5,
  contents: [
    { count: 1, piece: "carleton" },
    { count: 1, piece: "buell" },
    { count: 1, piece: "carr" },
    { count: 1, piece: "forsyth" },
    { count: 1, piece: "crawford" },
  ],
};
const P89 = {
  id: "us-unit-pool",
  kind: "cup",
  title: "US units",
  rule: "4.0",
  owner: "army",
  visibility: "none",
  order: "random",
  size: 12,
  contents: [
    { count: 1, piece: "us-company-a" },
    { count: 1, piece: "us-troop-a" },
    { count: 1, piece: "us-company-b" },
    { count: 1, piece: "us-troop-b" },
    { count: 1, piece: "us-company-c" },
    { count: 1, piece: "us-troop-c" },
    { count: 1, piece: "us-company-d" },
    { count: 1, piece: "us-troop-d" },
    { count: 1, piece: "us-troop-e" },
    { count: 1, piece: "us-troop-f" },
    { count: 1, piece: "us-troop-g" },
    { count: 1, piece: "us-troop-h" },
  ],
};
const P90 = {
  id: "mexican-senior-pool",
  kind: "cup",
  title: "Mexican senior leader",
  rule: "4.0",
  owner: "army",
  visibility: "none",
  order: "random",
  size: 1,
  contents: [{ count: 1, piece: "terrazas" }],
};
const P91 = {
  id: "mexican-junior-pool",
  kind: "cup",
  title: "Mexican junior leaders",
  rule: "4.0",
  owner: "army",
  visibility: "none",
  order: "random",
  size: 2,
  contents: [
    { count: 1, piece: "ortiz" },
    { count: 1, piece: "garcia" },
  ],
};
const P92 = {
  id: "mexican-unit-pool",
  kind: "cup",
  title: "Mexican units",
  rule: "4.0",
  owner: "army",
  visibility: "none",
  order: "random",
  size: 6,
  contents: [
    { count: 1, piece: "first-escuadron" },
    { count: 1, piece: "second-escuadron" },
    { count: 1, piece: "third-escuadron" },
    { count: 1, piece: "first-compania" },
    { count: 1, piece: "second-compania" },
    { count: 1, piece: "third-compania" },
  ],
};
const P93 = {
  id: "set-aside",
  kind: "box",
  title: "Set aside, face up",
  rule: "4.0",
  visibility: "all",
  size: 2,
  contents: [
    { count: 1, piece: "scout" },
    { count: 1, piece: "settler" },
  ],
};
const P94 = {
  id: "apache-leaders",
  kind: "box",
  title: "Apache leaders waiting on the turn track",
  rule: "4.0",
  owner: "apache",
  visibility: "all",
  size: 8,
  contents: [
    { count: 1, piece: "juh" },
    { count: 1, piece: "cochise" },
    { count: 1, piece: "coloradas" },
    { count: 1, piece: "victorio" },
    { count: 1, piece: "geronimo" },
    { count: 1, piece: "chuhuahua" },
    { count: 1, piece: "chato" },
    { count: 1, piece: "benito" },
  ],
};
const P95 = { id: "casualties", kind: "box", title: "Blocks set aside to be counted", rule: "8.0", visibility: "all" };
const P96 = { id: "dead-leaders", kind: "box", title: "Leaders killed", rule: "11.1", visibility: "all" };
const P97 = {
  id: "apache-forces",
  kind: "box",
  title: "Apache forces to deploy",
  rule: "6.0",
  owner: "apache",
  visibility: "owner",
};
const P98 = {
  id: "army-forces",
  kind: "box",
  title: "Army forces to deploy",
  rule: "6.0",
  owner: "army",
  visibility: "owner",
};
const P99 = {
  id: "provocation-table",
  title: "Provocation table",
  rule: "6.0",
  dice: "d6",
  range: { min: 0, max: 7 },
  columns: ["level", "next-turn"],
  rows: [
    { key: { min: 0, max: 0 }, cells: ["none", 1] },
    { key: { min: 1, max: 2 }, cells: ["slight", 1] },
    { key: { min: 3, max: 4 }, cells: ["moderate", 1] },
    { key: { min: 5, max: 5 }, cells: ["major", 0] },
    { key: { min: 6, max: 6 }, cells: ["severe", -1] },
    { key: { min: 7, max: 7 }, cells: ["extreme", -1] },
  ],
};
const P100 = {
  id: "force-chart",
  title: "Forces by provocation level",
  rule: "6.0",
  columns: [
    "war-bands",
    "rumours",
    "band-strength",
    "us-senior",
    "us-junior",
    "us-units",
    "us-strength",
    "mexican-senior",
    "mexican-junior",
    "mexican-units",
    "scout",
    "settler",
  ],
  rows: [
    { key: "slight", cells: [2, 2, 2, 0, 1, 2, 2, 0, 1, 1, 0, 1] },
    { key: "moderate", cells: [3, 3, 3, 0, 2, 4, 2, 0, 1, 2, 1, 1] },
    { key: "major", cells: [4, 4, 3, 1, 2, 6, 3, 1, 1, 3, 1, 1] },
    { key: "severe", cells: [5, 4, 4, 1, 3, 8, 3, 1, 2, 4, 1, 0] },
    { key: "extreme", cells: [6, 5, 4, 2, 4, 10, 4, 1, 2, 6, 1, 0] },
  ],
};
const P101 = {
  id: "movement-cost",
  title: "Movement cost by boundary",
  rule: "3.0",
  columns: ["apache", "army"],
  rows: [
    { key: "open", cells: [1, 1] },
    { key: "mixed", cells: [1, 2] },
    { key: "mountain", cells: [3, 3] },
    { key: "rio-grande", cells: [2, 2] },
  ],
};
const P102 = {
  id: "block-limit",
  title: "Maximum blocks ending movement in an area",
  rule: "7.0",
  columns: ["blocks"],
  rows: [
    { key: "apache", cells: [4] },
    { key: "army", cells: [12] },
  ],
};
const P103 = {
  id: "vp-schedule",
  title: "Victory point schedule",
  rule: "9.0",
  columns: ["scorer", "vp"],
  rows: [
    { key: "army-strength-lost", cells: ["apache", 2] },
    { key: "apache-strength-kept", cells: ["apache", 1] },
    { key: "apache-strength-lost", cells: ["army", 3] },
    { key: "apache-strength-to-reservation", cells: ["army", 2] },
    { key: "rumour-revealed", cells: ["army", 1] },
    { key: "apache-leader-captured", cells: ["army", "leader rating"] },
    { key: "three-apache-blocks-on-edge", cells: ["army", 1] },
  ],
};
const P104 = { id: "block-to-deploy", title: "Block to deploy next", rule: "6.0", by: "active" };
const P105 = { id: "area-choice", title: "Area to deploy in", rule: "6.0", by: "active" };
const P106 = { id: "block-to-move", title: "Block to move", rule: "7.0", by: "active" };
const P107 = { id: "move-destination", title: "Where the block goes", rule: "7.0", by: "active" };
const P108 = {
  id: "army-step",
  title: "Where the leader goes next",
  rule: "7.0",
  by: "active",
  prompt: "Where does the leader take his group next (staying ends his move)?",
};
const P109 = {
  id: "take-along",
  title: "Blocks going along",
  rule: "7.0",
  by: "active",
  prompt: "Which blocks in the area go along: all, none, or some?",
  options: ["all", "none", "some"],
};
const P110 = {
  id: "goes-along",
  title: "Does this block go along",
  rule: "7.0",
  by: "active",
  options: ["goes", "stays"],
};
const P111 = {
  id: "retreat-before-combat-choice",
  title: "Retreat before combat",
  rule: "8.0",
  by: "apache",
  options: ["retreat", "stay"],
};
const P112 = { id: "retreat-leader", title: "Leader who leads the retreat", rule: "8.0", by: "apache" };
const P113 = { id: "scout-reveal", title: "Reveal the scout", rule: "8.0", by: "army", options: ["reveal", "keep"] };
const P114 = { id: "loss-choice", title: "Which equal block takes the hits", rule: "8.0", by: "chooser" };
const P115 = { id: "ambusher-retreat", title: "Ambushers fall back", rule: "8.0", by: "ambusher" };
const P116 = { id: "leader-assignment", title: "Block a leader helps", rule: "8.0", by: "each" };
const P117 = { id: "combat-area", title: "Area to resolve next", rule: "8.0", by: "army" };
const P118 = { id: "bid", title: "Secret bid", by: "each", prompt: "Victory points bid to play the side you want" };
const P119 = {
  id: "handicap-side",
  title: "Side given the handicap",
  by: "active",
  prompt: "Which side starts with victory levels (the weaker player's, or the side thought to be at a disadvantage)?",
};
const P120 = { id: "handicap-levels", title: "Handicap", by: "active", prompt: "Victory levels that side starts with" };
const P121 = { id: "deployable", params: ["block", "place"] };
const P122 = { id: "has-steps", params: ["b"] };
const P123 = { id: "home-pool", params: ["b"] };
const P124 = { id: "contested-areas", params: [] };
const P125 = { id: "crossing-cost", params: ["mover", "crossing", "to"] };
const P126 = { id: "conflicts", params: ["leader", "place"] };
const P127 = { id: "all-mexican", params: ["place"] };
const P128 = { id: "border-allows", params: ["leader", "place", "escorts"] };
const P129 = { id: "group-may-enter", params: ["group", "place"] };
const P130 = { id: "rating-in", params: ["leader", "place", "ambushing"] };
const P131 = { id: "leadership", params: ["player", "place", "ambushing"] };
const P132 = { id: "fighters", params: ["player", "place"] };
const P133 = { id: "total-strength", params: ["player", "place"] };
const P134 = { id: "attackable", params: ["place"] };
const P135 = { id: "contested", params: ["place"] };
const P136 = { id: "outranked", params: ["place"] };
const P137 = { id: "forced-back", params: ["place"] };
const P138 = { id: "turn-end-army-vp", params: [] };
const P139 = { id: "turn-end-apache-vp", params: [] };
const P140 = { id: "determine-provocation-level" };
const P141 = { id: "pick" };
const P142 = { id: "set-strength" };
const P143 = { id: "pick-forces-for-turn" };
const P144 = { id: "deploy" };
const P145 = { id: "end-turn" };
const P146 = { id: "movement-segment" };
const P147 = { id: "lead" };
const P148 = { id: "reveal-rumours" };
const P149 = { id: "reinforce" };
const P150 = { id: "retreat-before-combat" };
const P151 = { id: "fire" };
const P152 = { id: "ambush-fire" };
const P153 = { id: "ambush" };
const P154 = { id: "regular-combat" };
const P155 = { id: "apply-hits" };
const P156 = { id: "capture-lone-leaders" };
const P157 = { id: "lone-settlers" };
const P158 = { id: "resolve-combats" };
const P159 = { id: "score-turn" };
const P160 = {
  ids: [
    "a-001",
    "a-002",
    "a-003",
    "a-004",
    "a-005",
    "a-006",
    "a-007",
    "a-008",
    "a-009",
    "a-010",
    "a-011",
    "a-012",
    "a-013",
    "a-014",
    "a-015",
    "a-016",
    "a-017",
    "a-018",
    "a-019",
    "a-020",
    "a-021",
    "a-022",
    "a-023",
    "a-024",
    "a-025",
    "a-026",
    "a-027",
    "a-028",
    "ocean",
    "war-band-pool",
    "rumour-pool",
    "us-senior-pool",
    "us-junior-pool",
    "us-unit-pool",
    "mexican-senior-pool",
    "mexican-junior-pool",
    "mexican-unit-pool",
    "set-aside",
    "apache-leaders",
    "casualties",
    "dead-leaders",
    "apache-forces",
    "army-forces",
    "supply",
    "eliminated-pieces",
    "discarded-pieces",
  ],
  areas: 29,
  text: [],
};
const P161 = {
  id: "bid",
  title: "Secret bid",
  by: "each",
  prompt: "Victory points bid to play the side you want",
  rule: "11.3",
};
const P162 = {
  id: "handicap-side",
  title: "Side given the handicap",
  by: "active",
  prompt: "Which side starts with victory levels (the weaker player's, or the side thought to be at a disadvantage)?",
  rule: "11.4",
};
const P163 = {
  id: "handicap-levels",
  title: "Handicap",
  by: "active",
  prompt: "Victory levels that side starts with",
  rule: "11.4",
};
const P164 = {
  id: "once-we-moved-like-the-wind",
  title: "Once We Moved Like the Wind",
  rule: "2.0",
  players: { min: 2, max: 2 },
  sides: ["apache", "army"],
  dice: "d6",
  turns: { min: 1, max: 8 },
  source: "once-we-moved-like-the-wind.rules-of-play.txt",
  start: "game-turn",
};
const P165 = {
  id: "once-we-moved-like-the-wind",
  title: "Once We Moved Like the Wind",
  rule: "2.0",
  players: { min: 2, max: 2 },
  sides: ["apache", "army"],
  dice: "d6",
  turns: { min: 1, max: 9 },
  source: "once-we-moved-like-the-wind.rules-of-play.txt",
  start: "game-turn",
};

const D0: GameData = {
  game: P0,
  types: [P1, P2, P3, P4],
  sides: [P5, P6],
  maps: [P7],
  pieces: [
    P8,
    P9,
    P10,
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
  ],
  holders: [P78, P79, P80, P81, P82, P83, P84, P85, P86, P87, P88, P89, P90, P91, P92, P93, P94, P95, P96, P97, P98],
  tables: [P99, P100, P101, P102, P103],
  decisions: [P104, P105, P106, P107, P108, P109, P110, P111, P112, P113, P114, P115, P116, P117, P118, P119, P120],
  unspecified: [],
  functions: [
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
  ],
  procedures: [
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
  ],
  places: P160,
};

const D1: GameData = {
  game: P0,
  types: [P1, P2, P3, P4],
  sides: [P5, P6],
  maps: [P7],
  pieces: [
    P8,
    P9,
    P10,
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
  ],
  holders: [P78, P79, P80, P81, P82, P83, P84, P85, P86, P87, P88, P89, P90, P91, P92, P93, P94, P95, P96, P97, P98],
  tables: [P99, P100, P101, P102, P103],
  decisions: [
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
    P161,
    P118,
    P119,
    P120,
  ],
  unspecified: [],
  functions: [
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
  ],
  procedures: [
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
  ],
  places: P160,
};

const D2: GameData = {
  game: P0,
  types: [P1, P2, P3, P4],
  sides: [P5, P6],
  maps: [P7],
  pieces: [
    P8,
    P9,
    P10,
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
  ],
  holders: [P78, P79, P80, P81, P82, P83, P84, P85, P86, P87, P88, P89, P90, P91, P92, P93, P94, P95, P96, P97, P98],
  tables: [P99, P100, P101, P102, P103],
  decisions: [
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
    P162,
    P163,
    P118,
    P119,
    P120,
  ],
  unspecified: [],
  functions: [
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
  ],
  procedures: [
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
  ],
  places: P160,
};

const D3: GameData = {
  game: P0,
  types: [P1, P2, P3, P4],
  sides: [P5, P6],
  maps: [P7],
  pieces: [
    P8,
    P9,
    P10,
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
  ],
  holders: [P78, P79, P80, P81, P82, P83, P84, P85, P86, P87, P88, P89, P90, P91, P92, P93, P94, P95, P96, P97, P98],
  tables: [P99, P100, P101, P102, P103],
  decisions: [
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
    P161,
    P162,
    P163,
    P118,
    P119,
    P120,
  ],
  unspecified: [],
  functions: [
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
  ],
  procedures: [
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
  ],
  places: P160,
};

const D4: GameData = {
  game: P164,
  types: [P1, P2, P3, P4],
  sides: [P5, P6],
  maps: [P7],
  pieces: [
    P8,
    P9,
    P10,
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
  ],
  holders: [P78, P79, P80, P81, P82, P83, P84, P85, P86, P87, P88, P89, P90, P91, P92, P93, P94, P95, P96, P97, P98],
  tables: [P99, P100, P101, P102, P103],
  decisions: [P104, P105, P106, P107, P108, P109, P110, P111, P112, P113, P114, P115, P116, P117, P118, P119, P120],
  unspecified: [],
  functions: [
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
  ],
  procedures: [
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
  ],
  places: P160,
};

const D5: GameData = {
  game: P164,
  types: [P1, P2, P3, P4],
  sides: [P5, P6],
  maps: [P7],
  pieces: [
    P8,
    P9,
    P10,
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
  ],
  holders: [P78, P79, P80, P81, P82, P83, P84, P85, P86, P87, P88, P89, P90, P91, P92, P93, P94, P95, P96, P97, P98],
  tables: [P99, P100, P101, P102, P103],
  decisions: [
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
    P161,
    P118,
    P119,
    P120,
  ],
  unspecified: [],
  functions: [
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
  ],
  procedures: [
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
  ],
  places: P160,
};

const D6: GameData = {
  game: P164,
  types: [P1, P2, P3, P4],
  sides: [P5, P6],
  maps: [P7],
  pieces: [
    P8,
    P9,
    P10,
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
  ],
  holders: [P78, P79, P80, P81, P82, P83, P84, P85, P86, P87, P88, P89, P90, P91, P92, P93, P94, P95, P96, P97, P98],
  tables: [P99, P100, P101, P102, P103],
  decisions: [
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
    P162,
    P163,
    P118,
    P119,
    P120,
  ],
  unspecified: [],
  functions: [
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
  ],
  procedures: [
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
  ],
  places: P160,
};

const D7: GameData = {
  game: P164,
  types: [P1, P2, P3, P4],
  sides: [P5, P6],
  maps: [P7],
  pieces: [
    P8,
    P9,
    P10,
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
  ],
  holders: [P78, P79, P80, P81, P82, P83, P84, P85, P86, P87, P88, P89, P90, P91, P92, P93, P94, P95, P96, P97, P98],
  tables: [P99, P100, P101, P102, P103],
  decisions: [
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
    P161,
    P162,
    P163,
    P118,
    P119,
    P120,
  ],
  unspecified: [],
  functions: [
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
  ],
  procedures: [
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
  ],
  places: P160,
};

const D8: GameData = {
  game: P165,
  types: [P1, P2, P3, P4],
  sides: [P5, P6],
  maps: [P7],
  pieces: [
    P8,
    P9,
    P10,
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
  ],
  holders: [P78, P79, P80, P81, P82, P83, P84, P85, P86, P87, P88, P89, P90, P91, P92, P93, P94, P95, P96, P97, P98],
  tables: [P99, P100, P101, P102, P103],
  decisions: [P104, P105, P106, P107, P108, P109, P110, P111, P112, P113, P114, P115, P116, P117, P118, P119, P120],
  unspecified: [],
  functions: [
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
  ],
  procedures: [
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
  ],
  places: P160,
};

const D9: GameData = {
  game: P165,
  types: [P1, P2, P3, P4],
  sides: [P5, P6],
  maps: [P7],
  pieces: [
    P8,
    P9,
    P10,
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
  ],
  holders: [P78, P79, P80, P81, P82, P83, P84, P85, P86, P87, P88, P89, P90, P91, P92, P93, P94, P95, P96, P97, P98],
  tables: [P99, P100, P101, P102, P103],
  decisions: [
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
    P161,
    P118,
    P119,
    P120,
  ],
  unspecified: [],
  functions: [
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
  ],
  procedures: [
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
  ],
  places: P160,
};

const D10: GameData = {
  game: P165,
  types: [P1, P2, P3, P4],
  sides: [P5, P6],
  maps: [P7],
  pieces: [
    P8,
    P9,
    P10,
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
  ],
  holders: [P78, P79, P80, P81, P82, P83, P84, P85, P86, P87, P88, P89, P90, P91, P92, P93, P94, P95, P96, P97, P98],
  tables: [P99, P100, P101, P102, P103],
  decisions: [
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
    P162,
    P163,
    P118,
    P119,
    P120,
  ],
  unspecified: [],
  functions: [
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
  ],
  procedures: [
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
  ],
  places: P160,
};

const D11: GameData = {
  game: P165,
  types: [P1, P2, P3, P4],
  sides: [P5, P6],
  maps: [P7],
  pieces: [
    P8,
    P9,
    P10,
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
  ],
  holders: [P78, P79, P80, P81, P82, P83, P84, P85, P86, P87, P88, P89, P90, P91, P92, P93, P94, P95, P96, P97, P98],
  tables: [P99, P100, P101, P102, P103],
  decisions: [
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
    P161,
    P162,
    P163,
    P118,
    P119,
    P120,
  ],
  unspecified: [],
  functions: [
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
  ],
  procedures: [
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
  ],
  places: P160,
};

const BR_30fc6f310c37 = Object.freeze({
  id: "reservations-are-safe",
  message: "Apache blocks in a reservation area can never be attacked",
  rule: "8.0",
});
const BR_3586456adf1a = Object.freeze({
  id: "command-conflict",
  message: "the two US senior leaders may not end a movement impulse in the same area",
  rule: "7.0",
});
const BR_817ca454153a = Object.freeze({
  id: "mexicans-stay-south",
  message: "Mexican blocks may not enter an area lying wholly in US territories",
  rule: "7.0",
});
const BR_8ab50a352abb = Object.freeze({
  id: "army-needs-leader",
  message: "an Army block moves only from an area holding a leader of its own nation",
  rule: "7.0",
});
const BR_f2dc3a3f40e0 = Object.freeze({
  id: "us-into-mexico-with-senior",
  message: "US blocks enter an area wholly in Mexico only together with a senior leader",
  rule: "7.0",
});
const K_15a8faf56001: V.Value[] = V.frozen([0, 1, 2, 3]);
const K_60f3ef598a74: V.Value[] = V.frozen(["reveal", "keep"]);
const K_725fc0cdd188: V.Value[] = V.frozen(["all", "none", "some"]);
const K_8de75038f72d: V.Value[] = V.frozen(["goes", "stays"]);
const K_a477b30d8526: V.Value[] = V.frozen(["apache", "army"]);
const K_ae97b92be906: V.Value[] = V.frozen(["retreat", "stay"]);
const K_c4cccc8207fd: V.Value[] = V.frozen([
  2000000000, 2000000001, 2000000002, 2000000003, 2000000004, 2000000005, 2000000006, 2000000007, 2000000008,
  2000000009, 2000000010, 2000000011, 2000000012, 2000000013, 2000000014, 2000000015, 2000000016, 2000000017,
  2000000018, 2000000019, 2000000020, 2000000021, 2000000022, 2000000023, 2000000024, 2000000025, 2000000026,
  2000000027, 2000000028,
]);
const K_dac1c5329f88: V.Value[] = V.frozen([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
const K_fd2377e2877f: V.Value[] = V.frozen([0, 1, 2, 3, 4, 5, 6, 7]);
const R_bonus = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["bonus"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "bonus");
};
const R_max = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["max"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "max");
};
const R_mp = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const own = V.pieceOf(ctx, o)?.state;
  if (own !== undefined) {
    const v = own["mp"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "mp");
};
const SF_crossed = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const ss = ctx.state.sideState;
  const own = o === "apache" ? ss["apache"] : o === "army" ? ss["army"] : typeof o === "string" ? ss[o] : undefined;
  if (own !== undefined) {
    const v = own["crossed"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "crossed");
};
const SF_hits = (ctx: V.EvalContext, o: V.Value): V.Value => {
  const ss = ctx.state.sideState;
  const own = o === "apache" ? ss["apache"] : o === "army" ? ss["army"] : typeof o === "string" ? ss[o] : undefined;
  if (own !== undefined) {
    const v = own["hits"];
    if (v !== undefined) return v as V.Value;
  }
  return V.fieldValue(ctx, o, "hits");
};
const S_available = V.staticReader("available");
const S_class = V.staticReader("class");
const S_edge = V.staticReader("edge");
const S_features = V.staticReader("features");
const S_home = V.staticReader("home");
const S_impassable = V.staticReader("impassable");
const S_leader = V.staticReader("leader");
const S_movement = V.staticReader("movement");
const S_nation = V.staticReader("nation");
const S_rating = V.staticReader("rating");
const S_senior = V.staticReader("senior");
const S_side = V.staticReader("side");
const S_steps = V.staticReader("steps");
const S_territory = V.staticReader("territory");

const U0 = (ctx: V.EvalContext, x0_block: V.Value, x1_place: V.Value): V.Value => {
  let x2_kept: V.Value | undefined;
  let x3_kept: V.Value | undefined;
  let x4_kept: V.Value | undefined;
  let x13_chosen: V.Value;
  if (V.truthy(S_impassable(ctx, x1_place))) {
    x13_chosen = false;
  } else {
    let x12_chosen: V.Value;
    if ((x2_kept ??= S_class(ctx, x0_block)) === "leader" && (x3_kept ??= S_side(ctx, x0_block)) === "apache") {
      x12_chosen = true;
    } else {
      let x11_chosen: V.Value;
      if ((x3_kept ??= S_side(ctx, x0_block)) === "apache") {
        x11_chosen =
          V.isIn(ctx, S_home(ctx, x0_block), S_territory(ctx, x1_place)) &&
          V.isIn(ctx, "water", S_features(ctx, x1_place));
      } else {
        let x10_chosen: V.Value;
        if ((x2_kept ??= S_class(ctx, x0_block)) === "settler") {
          x10_chosen = V.isIn(ctx, "town", S_features(ctx, x1_place));
        } else {
          let x9_both =
            V.isIn(ctx, "fort", S_features(ctx, x1_place)) || V.isIn(ctx, "town", S_features(ctx, x1_place));
          if (x9_both) {
            const x5_items = V.readList(ctx, S_territory(ctx, x1_place), "a selection");
            let x6_found = false;
            for (let x8_i = 0; x8_i < x5_items.length; x8_i++) {
              const x7_t = x5_items[x8_i]!;
              if (S_nation(ctx, x7_t) === (x4_kept ??= S_nation(ctx, x0_block))) {
                x6_found = true;
                break;
              }
            }
            x9_both = !!x6_found;
          }
          x10_chosen = x9_both;
        }
        x11_chosen = x10_chosen;
      }
      x12_chosen = x11_chosen;
    }
    x13_chosen = x12_chosen;
  }
  return x13_chosen;
};

const U1 = (ctx: V.EvalContext, x0_b: V.Value): V.Value =>
  !V.truthy(S_leader(ctx, x0_b)) && S_class(ctx, x0_b) !== "rumour";

const U2 = (ctx: V.EvalContext, x0_b: V.Value): V.Value => {
  let x1_kept: V.Value | undefined;
  let x2_kept: V.Value | undefined;
  return S_side(ctx, x0_b) === "apache"
    ? (x1_kept ??= S_class(ctx, x0_b)) === "war-band"
      ? 2000000029 /* war-band-pool */
      : (x1_kept ??= S_class(ctx, x0_b)) === "rumour"
        ? 2000000030 /* rumour-pool */
        : 2000000038 /* apache-leaders */
    : (x1_kept ??= S_class(ctx, x0_b)) === "scout" || (x1_kept ??= S_class(ctx, x0_b)) === "settler"
      ? 2000000037 /* set-aside */
      : (x1_kept ??= S_class(ctx, x0_b)) === "leader"
        ? (x2_kept ??= S_nation(ctx, x0_b)) === "us"
          ? V.truthy(S_senior(ctx, x0_b))
            ? 2000000031 /* us-senior-pool */
            : 2000000032 /* us-junior-pool */
          : V.truthy(S_senior(ctx, x0_b))
            ? 2000000034 /* mexican-senior-pool */
            : 2000000035 /* mexican-junior-pool */
        : (x2_kept ??= S_nation(ctx, x0_b)) === "us"
          ? 2000000033 /* us-unit-pool */
          : 2000000036 /* mexican-unit-pool */;
};

const U3 = (ctx: V.EvalContext): V.Value => {
  const x0_items = K_c4cccc8207fd;
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_a = x0_items[x3_i]!;
    if (
      !(
        B.countOwned(
          ctx,
          "apache",
          (typeof x2_a === "number" ? ctx.state.places[x2_a - 2000000000] : undefined) ?? V.areaPieces(ctx, x2_a),
        ) === 0
      ) &&
      !(
        B.countOwned(
          ctx,
          "army",
          (typeof x2_a === "number" ? ctx.state.places[x2_a - 2000000000] : undefined) ?? V.areaPieces(ctx, x2_a),
        ) === 0
      )
    )
      x1_selected.push(x2_a);
  }
  return x1_selected;
};

const U4 = (ctx: V.EvalContext, x0_mover: V.Value, x1_crossing: V.Value, x2_to: V.Value): V.Value =>
  V.plus(
    V.lookupTable(ctx, 2 /* movement-cost */, x1_crossing, x0_mover === "apache" ? "apache" : "army"),
    x0_mover === "apache" &&
      !(
        B.countOwned(
          ctx,
          "army",
          (typeof x2_to === "number" ? ctx.state.places[x2_to - 2000000000] : undefined) ?? V.areaPieces(ctx, x2_to),
        ) === 0
      )
      ? 1
      : 0,
  );

const U5 = (ctx: V.EvalContext, x0_leader: V.Value, x1_place: V.Value): V.Value =>
  (x0_leader === "crook" && x1_place === B.location(ctx, "miles")) ||
  (x0_leader === "miles" && x1_place === B.location(ctx, "crook"));

const U6 = (ctx: V.EvalContext, x0_place: V.Value): V.Value => {
  let x5_both = !B.empty(ctx, S_territory(ctx, x0_place));
  if (x5_both) {
    const x1_items = V.readList(ctx, S_territory(ctx, x0_place), "a selection");
    let x2_found = false;
    for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
      const x3_t = x1_items[x4_i]!;
      if (S_nation(ctx, x3_t) === "us") {
        x2_found = true;
        break;
      }
    }
    x5_both = !x2_found;
  }
  return x5_both;
};

const U7 = (ctx: V.EvalContext, x0_leader: V.Value, x1_place: V.Value, x2_escorts: V.Value): V.Value =>
  S_nation(ctx, x0_leader) === "mexico"
    ? V.isIn(ctx, "sonora-chihuahua", S_territory(ctx, x1_place))
    : !(ctx.fn[24 /* all-mexican */]!(ctx, x1_place) as boolean) ||
      V.truthy(S_senior(ctx, x0_leader)) ||
      !B.empty(ctx, x2_escorts);

const U8 = (ctx: V.EvalContext, x0_group: V.Value, x1_place: V.Value): V.Value => {
  const x2_items = Array.isArray(x0_group) ? x0_group : V.readList(ctx, x0_group, "a selection");
  let x3_found = false;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_b = x2_items[x5_i]!;
    if (S_nation(ctx, x4_b) === "mexico" && !V.isIn(ctx, "sonora-chihuahua", S_territory(ctx, x1_place))) {
      x3_found = true;
      break;
    }
  }
  let x16_both = !x3_found;
  if (x16_both) {
    let x10_either = !(ctx.fn[24 /* all-mexican */]!(ctx, x1_place) as boolean);
    if (!x10_either) {
      const x6_items = Array.isArray(x0_group) ? x0_group : V.readList(ctx, x0_group, "a selection");
      let x7_found = false;
      for (let x9_i = 0; x9_i < x6_items.length; x9_i++) {
        const x8_b = x6_items[x9_i]!;
        if (S_nation(ctx, x8_b) === "us") {
          x7_found = true;
          break;
        }
      }
      x10_either = !x7_found;
    }
    let x15_either = x10_either;
    if (!x15_either) {
      const x11_items = Array.isArray(x0_group) ? x0_group : V.readList(ctx, x0_group, "a selection");
      let x12_found = false;
      for (let x14_i = 0; x14_i < x11_items.length; x14_i++) {
        const x13_b = x11_items[x14_i]!;
        if (V.truthy(S_senior(ctx, x13_b)) && S_nation(ctx, x13_b) === "us") {
          x12_found = true;
          break;
        }
      }
      x15_either = !!x12_found;
    }
    x16_both = x15_either;
  }
  let x21_both = x16_both;
  if (x21_both) {
    const x17_items = Array.isArray(x0_group) ? x0_group : V.readList(ctx, x0_group, "a selection");
    let x18_found = false;
    for (let x20_i = 0; x20_i < x17_items.length; x20_i++) {
      const x19_b = x17_items[x20_i]!;
      if (ctx.fn[20 /* conflicts */]!(ctx, x19_b, x1_place) as boolean) {
        x18_found = true;
        break;
      }
    }
    x21_both = !x18_found;
  }
  return x21_both;
};

const U9 = (ctx: V.EvalContext, x0_leader: V.Value, x1_place: V.Value, x2_ambushing: V.Value): V.Value =>
  ((x3_result: V.Value): V.Value =>
    V.modify(x3_result, [
      S_side(ctx, x0_leader) === "apache" &&
      V.truthy(x2_ambushing) &&
      V.isIn(ctx, "mountain", B.boundaries(ctx, x1_place))
        ? V.num(1, "modifier 'mountain-ambush'")
        : 0,
      S_side(ctx, x0_leader) === "army" &&
      V.isIn(ctx, "settler", B.pieces(ctx, x1_place)) &&
      V.gt(S_rating(ctx, x0_leader), 0)
        ? V.num(-V.num(1, "'-'"), "modifier 'settler-hinders'")
        : 0,
    ]))(S_rating(ctx, x0_leader));

const U10 = (ctx: V.EvalContext, x0_player: V.Value, x1_place: V.Value, x2_ambushing: V.Value): V.Value => {
  const x3_items = V.readList(ctx, B.piecesOf(ctx, x0_player, x1_place), "a selection");
  const x4_selected: V.Value[] = [];
  for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
    const x5_l = x3_items[x6_i]!;
    if (V.truthy(S_leader(ctx, x5_l))) x4_selected.push(x5_l);
  }
  for (let x7_i = 0; x7_i < x4_selected.length; x7_i++) {
    const x5_l = x4_selected[x7_i]!;
    x4_selected[x7_i] = ctx.fn[36 /* rating-in */]!(ctx, x5_l, x1_place, x2_ambushing);
  }
  return B.sum(ctx, x4_selected);
};

const U11 = (ctx: V.EvalContext, x0_player: V.Value, x1_place: V.Value): V.Value => {
  const x2_items = V.readList(ctx, B.piecesOf(ctx, x0_player, x1_place), "a selection");
  const x3_selected: V.Value[] = [];
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_b = x2_items[x5_i]!;
    if (!V.truthy(S_leader(ctx, x4_b)) && S_class(ctx, x4_b) !== "rumour" && V.gt(B.strength(ctx, x4_b), 0))
      x3_selected.push(x4_b);
  }
  return x3_selected;
};

const U12 = (ctx: V.EvalContext, x0_player: V.Value, x1_place: V.Value): V.Value => {
  const x2_items = V.readList(ctx, ctx.fn[44 /* fighters */]!(ctx, x0_player, x1_place), "a selection");
  const x3_selected: V.Value[] = [];
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_b = x2_items[x5_i]!;
    x3_selected.push(B.strength(ctx, x4_b));
  }
  return B.sum(ctx, x3_selected);
};

const U13 = (ctx: V.EvalContext, x0_place: V.Value): V.Value => !V.isIn(ctx, "reservation", S_features(ctx, x0_place));

const U14 = (ctx: V.EvalContext, x0_place: V.Value): V.Value =>
  !(
    B.countOwned(
      ctx,
      "apache",
      (typeof x0_place === "number" ? ctx.state.places[x0_place - 2000000000] : undefined) ??
        V.areaPieces(ctx, x0_place),
    ) === 0
  ) &&
  !(
    B.countOwned(
      ctx,
      "army",
      (typeof x0_place === "number" ? ctx.state.places[x0_place - 2000000000] : undefined) ??
        V.areaPieces(ctx, x0_place),
    ) === 0
  );

const U15 = (ctx: V.EvalContext, x0_place: V.Value): V.Value =>
  !(
    B.countOwned(
      ctx,
      "army",
      (typeof x0_place === "number" ? ctx.state.places[x0_place - 2000000000] : undefined) ??
        V.areaPieces(ctx, x0_place),
    ) === 0
  ) &&
  V.lt(
    ctx.fn[40 /* leadership */]!(ctx, "apache", x0_place, false),
    ctx.fn[40 /* leadership */]!(ctx, "army", x0_place, false),
  );

const U16 = (ctx: V.EvalContext, x0_place: V.Value): V.Value =>
  V.isIn(ctx, "reservation", S_features(ctx, x0_place)) || (ctx.fn[60 /* outranked */]!(ctx, x0_place) as boolean);

const U17 = (ctx: V.EvalContext): V.Value => {
  const x0_items = K_c4cccc8207fd;
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_place = x0_items[x3_i]!;
    if (ctx.fn[64 /* forced-back */]!(ctx, x2_place) as boolean) x1_selected.push(x2_place);
  }
  for (let x4_i = 0; x4_i < x1_selected.length; x4_i++) {
    const x2_place = x1_selected[x4_i]!;
    x1_selected[x4_i] = V.times(
      V.lookupTable(ctx, 4 /* vp-schedule */, "apache-strength-to-reservation", "vp"),
      ctx.fn[48 /* total-strength */]!(ctx, "apache", x2_place),
    );
  }
  const x10_left = B.sum(ctx, x1_selected);
  const x5_items = K_c4cccc8207fd;
  const x6_selected: V.Value[] = [];
  for (let x8_i = 0; x8_i < x5_items.length; x8_i++) {
    const x7_place = x5_items[x8_i]!;
    if (ctx.fn[60 /* outranked */]!(ctx, x7_place) as boolean) x6_selected.push(x7_place);
  }
  for (let x9_i = 0; x9_i < x6_selected.length; x9_i++) {
    const x7_place = x6_selected[x9_i]!;
    x6_selected[x9_i] = ctx.fn[40 /* leadership */]!(ctx, "apache", x7_place, false);
  }
  const x17_left = V.plus(x10_left, B.sum(ctx, x6_selected));
  const x16_left = V.lookupTable(ctx, 4 /* vp-schedule */, "three-apache-blocks-on-edge", "vp");
  const x11_items = K_c4cccc8207fd;
  const x12_selected: V.Value[] = [];
  for (let x14_i = 0; x14_i < x11_items.length; x14_i++) {
    const x13_place = x11_items[x14_i]!;
    if (V.truthy(S_edge(ctx, x13_place)) && !(x13_place === 2000000013 /* a-014 */)) x12_selected.push(x13_place);
  }
  for (let x15_i = 0; x15_i < x12_selected.length; x15_i++) {
    const x13_place = x12_selected[x15_i]!;
    x12_selected[x15_i] = B.countOwned(
      ctx,
      "apache",
      (typeof x13_place === "number" ? ctx.state.places[x13_place - 2000000000] : undefined) ??
        V.areaPieces(ctx, x13_place),
    );
  }
  return V.plus(x17_left, V.times(x16_left, V.divide(B.sum(ctx, x12_selected), 3)));
};

const U18 = (ctx: V.EvalContext): V.Value => {
  const x0_items = K_c4cccc8207fd;
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_place = x0_items[x3_i]!;
    if (!(ctx.fn[64 /* forced-back */]!(ctx, x2_place) as boolean)) x1_selected.push(x2_place);
  }
  for (let x4_i = 0; x4_i < x1_selected.length; x4_i++) {
    const x2_place = x1_selected[x4_i]!;
    x1_selected[x4_i] = V.times(
      V.lookupTable(ctx, 4 /* vp-schedule */, "apache-strength-kept", "vp"),
      ctx.fn[48 /* total-strength */]!(ctx, "apache", x2_place),
    );
  }
  return B.sum(ctx, x1_selected);
};

const U19 = (
  ctx: V.EvalContext,
  x0_mover: V.Value,
  _piece: V.Value,
  _from: V.Value,
  x2_to: V.Value,
  x1_crossing: V.Value,
): V.Value =>
  V.plus(
    V.lookupTable(ctx, 2 /* movement-cost */, x1_crossing, x0_mover === "apache" ? "apache" : "army"),
    x0_mover === "apache" &&
      !(
        B.countOwned(
          ctx,
          "army",
          (typeof x2_to === "number" ? ctx.state.places[x2_to - 2000000000] : undefined) ?? V.areaPieces(ctx, x2_to),
        ) === 0
      )
      ? 1
      : 0,
  );

const U20 = (ctx: V.EvalContext, x0_player: V.Value, x1_place: V.Value): V.Value => {
  const x2_items = V.readList(ctx, B.piecesOf(ctx, x0_player, x1_place), "a selection");
  let x3_found = false;
  for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
    const x4_b = x2_items[x5_i]!;
    if (!V.truthy(S_leader(ctx, x4_b)) && S_class(ctx, x4_b) !== "rumour" && V.gt(B.strength(ctx, x4_b), 0)) {
      x3_found = true;
      break;
    }
  }
  return !x3_found;
};

const U21 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/once-we-moved-like-the-wind/sequence.rules:107:3: let last-roll = first([r for r in [0, 1, 2, 3, 4, 5, 6, 7] if lookup(provocat...";
  let x1_kept: V.Value | undefined;
  let v0_last_roll: V.Value = B.first(
    ctx,
    K_fd2377e2877f.filter(
      (x2_r: V.Value) =>
        V.lookupTable(ctx, 0 /* provocation-table */, x2_r, "level") ===
        (x1_kept ??= B.value(ctx, ctx.state.tracks["provocation"] ?? null)),
    ).map((x2_r: V.Value): V.Value => x2_r),
  );
  X.at =
    "specs/once-we-moved-like-the-wind/sequence.rules:108:3: let modifier = if turn == 1 then 0 else lookup(provocation-table, last-roll, ...";
  let v3_modifier: V.Value =
    ctx.state.turn === 1 ? 0 : V.lookupTable(ctx, 0 /* provocation-table */, v0_last_roll, "next-turn");
  X.at = "specs/once-we-moved-like-the-wind/sequence.rules:109:3: let r = max(0, min(7, roll(d6) + modifier))";
  let v4_r: V.Value = B.max(ctx, 0, B.min(ctx, 7, V.plus(B.roll(ctx, "d6"), v3_modifier)));
  X.at =
    "specs/once-we-moved-like-the-wind/sequence.rules:110:3: set provocation = lookup(provocation-table, r, level)";
  C.setTrack(X, 1 /* provocation */, "=", V.lookupTable(ctx, 0 /* provocation-table */, v4_r, "level"));
};

const U22 = (
  X: C.RunContext,
  actor: string | undefined,
  x0_pool: V.Value,
  x1_forces: V.Value,
  x2_n: V.Value,
  x3_strength_level: V.Value,
): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/once-we-moved-like-the-wind/sequence.rules:140:3: shuffle(pool)";
  C.shuffle(X, x0_pool, actor);
  X.at = "specs/once-we-moved-like-the-wind/sequence.rules:141:3: repeat min(n, count(pieces(pool))) {";
  let v4_times: V.Value = V.repeatCount(B.min(ctx, x2_n, V.readPieces(ctx, x0_pool).length));
  {
    let v5_k: V.Value = 0;
    while ((v5_k as number) < (v4_times as number)) {
      X.at = "specs/once-we-moved-like-the-wind/sequence.rules:142:5: draw(pool, forces)";
      C.draw(X, x0_pool, x1_forces, undefined, actor);
      X.at =
        "specs/once-we-moved-like-the-wind/sequence.rules:143:5: set-strength(last(pieces(forces)), strength-level)";
      X.T.p[2 /* set-strength */]!(X, actor, B.last(ctx, V.readPieces(ctx, x1_forces) as V.Value), x3_strength_level);
      v5_k = (v5_k as number) + 1;
    }
  }
};

const U23 = (X: C.RunContext, actor: string | undefined, x0_block: V.Value, x1_strength_level: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/once-we-moved-like-the-wind/sequence.rules:150:3: if has-steps(block) {";
  if (ctx.fn[4 /* has-steps */]!(ctx, x0_block) as boolean) {
    X.at =
      "specs/once-we-moved-like-the-wind/sequence.rules:151:5: let wanted = if strength-level > 0 then min(strength-level, block.steps) else...";
    let x3_kept: V.Value | undefined;
    let v2_wanted: V.Value = V.gt(x1_strength_level, 0)
      ? B.min(ctx, x1_strength_level, (x3_kept ??= S_steps(ctx, x0_block)))
      : (x3_kept ??= S_steps(ctx, x0_block));
    X.at = "specs/once-we-moved-like-the-wind/sequence.rules:152:5: if strength(block) > wanted {";
    if (V.gt(B.strength(ctx, x0_block), v2_wanted)) {
      X.at = "specs/once-we-moved-like-the-wind/sequence.rules:153:7: reduce(block, strength(block) - wanted)";
      C.reduce(X, x0_block, V.minus(B.strength(ctx, x0_block), v2_wanted));
    } else {
      X.at = "specs/once-we-moved-like-the-wind/sequence.rules:154:12: if strength(block) < wanted {";
      if (V.lt(B.strength(ctx, x0_block), v2_wanted)) {
        X.at = "specs/once-we-moved-like-the-wind/sequence.rules:155:7: restore(block, wanted - strength(block))";
        C.restore(X, x0_block, V.minus(v2_wanted, B.strength(ctx, x0_block)));
      }
    }
  }
};

const U24 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/once-we-moved-like-the-wind/sequence.rules:162:3: let level = value(provocation)";
  let v0_level: V.Value = B.value(ctx, ctx.state.tracks["provocation"] ?? null);
  X.at =
    "specs/once-we-moved-like-the-wind/sequence.rules:163:3: pick(war-band-pool, apache-forces, lookup(force-chart, level, war-bands), loo...";
  X.T.p[1 /* pick */]!(
    X,
    actor,
    2000000029 /* war-band-pool */,
    2000000041 /* apache-forces */,
    V.lookupTable(ctx, 1 /* force-chart */, v0_level, "war-bands"),
    V.lookupTable(ctx, 1 /* force-chart */, v0_level, "band-strength"),
  );
  X.at =
    "specs/once-we-moved-like-the-wind/sequence.rules:164:3: pick(rumour-pool, apache-forces, lookup(force-chart, level, rumours), 0)";
  X.T.p[1 /* pick */]!(
    X,
    actor,
    2000000030 /* rumour-pool */,
    2000000041 /* apache-forces */,
    V.lookupTable(ctx, 1 /* force-chart */, v0_level, "rumours"),
    0,
  );
  X.at =
    "specs/once-we-moved-like-the-wind/sequence.rules:166:3: move [for l in pieces(apache-leaders) if turn in l.available] to apache-forces";
  const x1_items = V.readPieces(ctx, 2000000038 /* apache-leaders */);
  const x2_selected: V.Value[] = [];
  for (let x4_i = 0; x4_i < x1_items.length; x4_i++) {
    const x3_l = x1_items[x4_i]!;
    if (V.isIn(ctx, ctx.state.turn, S_available(ctx, x3_l))) x2_selected.push(x3_l);
  }
  C.movePieces(X, x2_selected, 2000000041 /* apache-forces */, actor);
  X.at =
    "specs/once-we-moved-like-the-wind/sequence.rules:167:3: pick(us-senior-pool, army-forces, lookup(force-chart, level, us-senior), 0)";
  X.T.p[1 /* pick */]!(
    X,
    actor,
    2000000031 /* us-senior-pool */,
    2000000042 /* army-forces */,
    V.lookupTable(ctx, 1 /* force-chart */, v0_level, "us-senior"),
    0,
  );
  X.at =
    "specs/once-we-moved-like-the-wind/sequence.rules:168:3: pick(us-junior-pool, army-forces, lookup(force-chart, level, us-junior), 0)";
  X.T.p[1 /* pick */]!(
    X,
    actor,
    2000000032 /* us-junior-pool */,
    2000000042 /* army-forces */,
    V.lookupTable(ctx, 1 /* force-chart */, v0_level, "us-junior"),
    0,
  );
  X.at =
    "specs/once-we-moved-like-the-wind/sequence.rules:169:3: pick(us-unit-pool, army-forces, lookup(force-chart, level, us-units), lookup(...";
  X.T.p[1 /* pick */]!(
    X,
    actor,
    2000000033 /* us-unit-pool */,
    2000000042 /* army-forces */,
    V.lookupTable(ctx, 1 /* force-chart */, v0_level, "us-units"),
    V.lookupTable(ctx, 1 /* force-chart */, v0_level, "us-strength"),
  );
  X.at = "specs/once-we-moved-like-the-wind/sequence.rules:171:3: if lookup(force-chart, level, scout) > 0 {";
  if (V.gt(V.lookupTable(ctx, 1 /* force-chart */, v0_level, "scout"), 0)) {
    X.at = "specs/once-we-moved-like-the-wind/sequence.rules:172:5: move scout to army-forces";
    C.movePieces(X, "scout", 2000000042 /* army-forces */, actor);
    X.at =
      "specs/once-we-moved-like-the-wind/sequence.rules:173:5: set-strength(scout, lookup(force-chart, level, us-strength))";
    X.T.p[2 /* set-strength */]!(X, actor, "scout", V.lookupTable(ctx, 1 /* force-chart */, v0_level, "us-strength"));
  }
  X.at = "specs/once-we-moved-like-the-wind/sequence.rules:175:3: if lookup(force-chart, level, settler) > 0 {";
  if (V.gt(V.lookupTable(ctx, 1 /* force-chart */, v0_level, "settler"), 0)) {
    X.at = "specs/once-we-moved-like-the-wind/sequence.rules:176:5: move settler to army-forces";
    C.movePieces(X, "settler", 2000000042 /* army-forces */, actor);
  }
  X.at = "specs/once-we-moved-like-the-wind/sequence.rules:179:3: if value(incursion) == yes or turn == last-turn {";
  if (B.value(ctx, ctx.state.tracks["incursion"] ?? null) === "yes" || ctx.state.turn === ctx.index.turns.last) {
    X.at =
      "specs/once-we-moved-like-the-wind/sequence.rules:180:5: pick(mexican-senior-pool, army-forces, lookup(force-chart, level, mexican-sen...";
    X.T.p[1 /* pick */]!(
      X,
      actor,
      2000000034 /* mexican-senior-pool */,
      2000000042 /* army-forces */,
      V.lookupTable(ctx, 1 /* force-chart */, v0_level, "mexican-senior"),
      0,
    );
    X.at =
      "specs/once-we-moved-like-the-wind/sequence.rules:181:5: pick(mexican-junior-pool, army-forces, lookup(force-chart, level, mexican-jun...";
    X.T.p[1 /* pick */]!(
      X,
      actor,
      2000000035 /* mexican-junior-pool */,
      2000000042 /* army-forces */,
      V.lookupTable(ctx, 1 /* force-chart */, v0_level, "mexican-junior"),
      0,
    );
    X.at =
      "specs/once-we-moved-like-the-wind/sequence.rules:182:5: pick(mexican-unit-pool, army-forces, lookup(force-chart, level, mexican-units...";
    X.T.p[1 /* pick */]!(
      X,
      actor,
      2000000036 /* mexican-unit-pool */,
      2000000042 /* army-forces */,
      V.lookupTable(ctx, 1 /* force-chart */, v0_level, "mexican-units"),
      0,
    );
  }
};

const U25 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/once-we-moved-like-the-wind/sequence.rules:218:3: for each b in pieces(board) + pieces(casualties) {";
  {
    let v0_list: V.Value = C.items(
      X,
      V.plus(B.pieces(ctx, "board"), B.pieces(ctx, 2000000039 /* casualties */)),
      actor,
    );
    let v1_i: V.Value = 0;
    while ((v1_i as number) < (v0_list as V.Value[]).length) {
      let v2_b: V.Value = (v0_list as V.Value[])[v1_i as number]!;
      X.at = "specs/once-we-moved-like-the-wind/sequence.rules:219:5: if has-steps(b) and strength(b) < b.steps {";
      if ((ctx.fn[4 /* has-steps */]!(ctx, v2_b) as boolean) && V.lt(B.strength(ctx, v2_b), S_steps(ctx, v2_b))) {
        X.at = "specs/once-we-moved-like-the-wind/sequence.rules:220:7: restore(b, b.steps - strength(b))";
        C.restore(X, v2_b, V.minus(S_steps(ctx, v2_b), B.strength(ctx, v2_b)));
      }
      X.at = "specs/once-we-moved-like-the-wind/sequence.rules:222:5: move b to home-pool(b)";
      C.movePieces(X, v2_b, ctx.fn[8 /* home-pool */]!(ctx, v2_b), actor);
      v1_i = (v1_i as number) + 1;
    }
  }
  X.at =
    "specs/once-we-moved-like-the-wind/sequence.rules:224:3: move [for l in pieces(apache-leaders) if l.available.max <= turn] to dead-lea...";
  const x3_items = V.readPieces(ctx, 2000000038 /* apache-leaders */);
  const x4_selected: V.Value[] = [];
  for (let x6_i = 0; x6_i < x3_items.length; x6_i++) {
    const x5_l = x3_items[x6_i]!;
    if (V.le(R_max(ctx, S_available(ctx, x5_l)), ctx.state.turn)) x4_selected.push(x5_l);
  }
  C.movePieces(X, x4_selected, 2000000040 /* dead-leaders */, actor);
  X.at = "specs/once-we-moved-like-the-wind/sequence.rules:226:3: if not apache.crossed {";
  if (!V.truthy(SF_crossed(ctx, "apache"))) {
    X.at = "specs/once-we-moved-like-the-wind/sequence.rules:227:5: set incursion = no";
    C.setTrack(X, 6 /* incursion */, "=", "no");
  }
  X.at = "specs/once-we-moved-like-the-wind/sequence.rules:229:3: set apache.crossed = false";
  C.setField(X, "apache", "crossed", "=", false);
  X.at = "specs/once-we-moved-like-the-wind/sequence.rules:230:3: set apache-vp = 0";
  C.setTrack(X, 2 /* apache-vp */, "=", 0);
  X.at = "specs/once-we-moved-like-the-wind/sequence.rules:231:3: set army-vp = 0";
  C.setTrack(X, 3 /* army-vp */, "=", 0);
  X.at = "specs/once-we-moved-like-the-wind/sequence.rules:232:3: set turn-track += 1";
  C.setTrack(X, 0 /* turn-track */, "+=", 1);
};

const U26 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    'specs/once-we-moved-like-the-wind/movement.rules:198:3: for each rumour in [for b in pieces-of(apache, board) if b.class == "rumour" ...';
  const x0_items = V.readList(ctx, B.piecesOf(ctx, "apache", "board"), "a selection");
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_b = x0_items[x3_i]!;
    if (
      S_class(ctx, x2_b) === "rumour" &&
      (!(
        B.countOwned(
          ctx,
          "army",
          V.readPieces(
            ctx,
            typeof x2_b === "number" && x2_b >= 1000000000
              ? ((ctx.state.pieces[x2_b - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x2_b))
              : B.location(ctx, x2_b),
          ),
        ) === 0
      ) ||
        V.isIn(
          ctx,
          "reservation",
          S_features(
            ctx,
            typeof x2_b === "number" && x2_b >= 1000000000
              ? ((ctx.state.pieces[x2_b - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x2_b))
              : B.location(ctx, x2_b),
          ),
        ))
    )
      x1_selected.push(x2_b);
  }
  {
    let v4_list: V.Value = C.items(X, x1_selected, actor);
    let v5_i: V.Value = 0;
    while ((v5_i as number) < (v4_list as V.Value[]).length) {
      let v6_rumour: V.Value = (v4_list as V.Value[])[v5_i as number]!;
      X.at = "specs/once-we-moved-like-the-wind/movement.rules:199:5: reveal(rumour)";
      C.reveal(X, v6_rumour);
      X.at = "specs/once-we-moved-like-the-wind/movement.rules:200:5: move rumour to casualties";
      C.movePieces(X, v6_rumour, 2000000039 /* casualties */, actor);
      X.at =
        "specs/once-we-moved-like-the-wind/movement.rules:201:5: set army-vp += lookup(vp-schedule, rumour-revealed, vp)";
      C.setTrack(X, 3 /* army-vp */, "+=", V.lookupTable(ctx, 4 /* vp-schedule */, "rumour-revealed", "vp"));
      v5_i = (v5_i as number) + 1;
    }
  }
};

const U27 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/once-we-moved-like-the-wind/movement.rules:209:3: for each place in [for a in board if town in a.features and not a.territory =...";
  const x0_items = K_c4cccc8207fd;
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_a = x0_items[x3_i]!;
    if (V.isIn(ctx, "town", S_features(ctx, x2_a)) && !V.eq(S_territory(ctx, x2_a), ["sonora-chihuahua"]))
      x1_selected.push(x2_a);
  }
  {
    let v4_list: V.Value = C.items(X, x1_selected, actor);
    let v5_i: V.Value = 0;
    while ((v5_i as number) < (v4_list as V.Value[]).length) {
      let v6_place: V.Value = (v4_list as V.Value[])[v5_i as number]!;
      X.at =
        'specs/once-we-moved-like-the-wind/movement.rules:210:5: let us-blocks = [for b in pieces-of(army, place) if b.nation == "us"]';
      const x8_items = V.readList(ctx, B.piecesOf(ctx, "army", v6_place), "a selection");
      const x9_selected: V.Value[] = [];
      for (let x11_i = 0; x11_i < x8_items.length; x11_i++) {
        const x10_b = x8_items[x11_i]!;
        if (S_nation(ctx, x10_b) === "us") x9_selected.push(x10_b);
      }
      let v7_us_blocks: V.Value = x9_selected;
      X.at = "specs/once-we-moved-like-the-wind/movement.rules:211:5: if not empty([for l in us-blocks if l.leader]) {";
      const x12_items = Array.isArray(v7_us_blocks) ? v7_us_blocks : V.readList(ctx, v7_us_blocks, "a selection");
      let x13_found = false;
      for (let x15_i = 0; x15_i < x12_items.length; x15_i++) {
        const x14_l = x12_items[x15_i]!;
        if (V.truthy(S_leader(ctx, x14_l))) {
          x13_found = true;
          break;
        }
      }
      if (!!x13_found) {
        X.at =
          "specs/once-we-moved-like-the-wind/movement.rules:212:7: for each b in [for x in us-blocks if not x.leader] {";
        const x16_items = Array.isArray(v7_us_blocks) ? v7_us_blocks : V.readList(ctx, v7_us_blocks, "a selection");
        const x17_selected: V.Value[] = [];
        for (let x19_i = 0; x19_i < x16_items.length; x19_i++) {
          const x18_x = x16_items[x19_i]!;
          if (!V.truthy(S_leader(ctx, x18_x))) x17_selected.push(x18_x);
        }
        {
          let v20_list: V.Value = C.items(X, x17_selected, actor);
          let v21_i: V.Value = 0;
          while ((v21_i as number) < (v20_list as V.Value[]).length) {
            let v22_b: V.Value = (v20_list as V.Value[])[v21_i as number]!;
            X.at = "specs/once-we-moved-like-the-wind/movement.rules:213:9: repeat count(pieces-of(army, place)) {";
            let v23_times: V.Value = V.repeatCount(
              B.countOwned(
                ctx,
                "army",
                (typeof v6_place === "number" ? ctx.state.places[v6_place - 2000000000] : undefined) ??
                  V.areaPieces(ctx, v6_place),
              ),
            );
            {
              let v24_k: V.Value = 0;
              while ((v24_k as number) < (v23_times as number)) {
                X.at = "specs/once-we-moved-like-the-wind/movement.rules:214:11: if strength(b) < b.steps {";
                if (V.lt(B.strength(ctx, v22_b), S_steps(ctx, v22_b))) {
                  X.at = "specs/once-we-moved-like-the-wind/movement.rules:215:13: restore(b, 1)";
                  C.restore(X, v22_b, 1);
                  X.at = "specs/once-we-moved-like-the-wind/movement.rules:216:13: set army-vp += 1";
                  C.setTrack(X, 3 /* army-vp */, "+=", 1);
                }
                v24_k = (v24_k as number) + 1;
              }
            }
            v21_i = (v21_i as number) + 1;
          }
        }
      }
      v5_i = (v5_i as number) + 1;
    }
  }
};

const U28 = (X: C.RunContext, actor: string | undefined, x0_place: V.Value): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/once-we-moved-like-the-wind/combat.rules:215:3: for each player in [apache, army] {";
  {
    let v1_list: V.Value = C.items(X, K_a477b30d8526, actor);
    let v2_i: V.Value = 0;
    while ((v2_i as number) < (v1_list as V.Value[]).length) {
      let v3_player: V.Value = (v1_list as V.Value[])[v2_i as number]!;
      X.at = "specs/once-we-moved-like-the-wind/combat.rules:216:5: let mine = pieces-of(player, place)";
      let v4_mine: V.Value = B.piecesOf(ctx, v3_player, x0_place);
      X.at =
        "specs/once-we-moved-like-the-wind/combat.rules:217:5: let facing = [for b in pieces-of(other(player), place) if not b.leader]";
      const x6_items = V.readList(ctx, B.piecesOf(ctx, B.other(ctx, v3_player), x0_place), "a selection");
      const x7_selected: V.Value[] = [];
      for (let x9_i = 0; x9_i < x6_items.length; x9_i++) {
        const x8_b = x6_items[x9_i]!;
        if (!V.truthy(S_leader(ctx, x8_b))) x7_selected.push(x8_b);
      }
      let v5_facing: V.Value = x7_selected;
      X.at =
        "specs/once-we-moved-like-the-wind/combat.rules:218:5: if not empty(mine) and empty([for b in mine if not b.leader]) and not empty(f...";
      let x14_both = !B.empty(ctx, v4_mine);
      if (x14_both) {
        const x10_items = Array.isArray(v4_mine) ? v4_mine : V.readList(ctx, v4_mine, "a selection");
        let x11_found = false;
        for (let x13_i = 0; x13_i < x10_items.length; x13_i++) {
          const x12_b = x10_items[x13_i]!;
          if (!V.truthy(S_leader(ctx, x12_b))) {
            x11_found = true;
            break;
          }
        }
        x14_both = !x11_found;
      }
      if (x14_both && !B.empty(ctx, v5_facing)) {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:219:7: reveal(mine)";
        C.reveal(X, v4_mine);
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:220:7: if player == apache {";
        if (v3_player === "apache") {
          X.at =
            "specs/once-we-moved-like-the-wind/combat.rules:221:9: set army-vp += leadership(apache, place, false)";
          C.setTrack(X, 3 /* army-vp */, "+=", ctx.fn[40 /* leadership */]!(ctx, "apache", x0_place, false));
          X.at = "specs/once-we-moved-like-the-wind/combat.rules:222:9: move mine to casualties";
          C.movePieces(X, v4_mine, 2000000039 /* casualties */, actor);
        } else {
          X.at = "specs/once-we-moved-like-the-wind/combat.rules:224:9: for each l in mine {";
          {
            let v15_list: V.Value = C.items(X, v4_mine, actor);
            let v16_i: V.Value = 0;
            while ((v16_i as number) < (v15_list as V.Value[]).length) {
              let v17_l: V.Value = (v15_list as V.Value[])[v16_i as number]!;
              X.at = "specs/once-we-moved-like-the-wind/combat.rules:225:11: move l to home-pool(l)";
              C.movePieces(X, v17_l, ctx.fn[8 /* home-pool */]!(ctx, v17_l), actor);
              v16_i = (v16_i as number) + 1;
            }
          }
        }
      }
      v2_i = (v2_i as number) + 1;
    }
  }
};

const U29 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at =
    "specs/once-we-moved-like-the-wind/combat.rules:237:3: for each place in [for a in board if settler in pieces(a) and count(pieces-of...";
  const x0_items = K_c4cccc8207fd;
  const x1_selected: V.Value[] = [];
  for (let x3_i = 0; x3_i < x0_items.length; x3_i++) {
    const x2_a = x0_items[x3_i]!;
    if (
      V.isIn(ctx, "settler", B.pieces(ctx, x2_a)) &&
      B.countOwned(
        ctx,
        "army",
        (typeof x2_a === "number" ? ctx.state.places[x2_a - 2000000000] : undefined) ?? V.areaPieces(ctx, x2_a),
      ) === 1 &&
      !(
        B.countOwned(
          ctx,
          "apache",
          (typeof x2_a === "number" ? ctx.state.places[x2_a - 2000000000] : undefined) ?? V.areaPieces(ctx, x2_a),
        ) === 0
      ) &&
      (V.isIn(ctx, "town", S_features(ctx, x2_a)) || V.isIn(ctx, "fort", S_features(ctx, x2_a)))
    )
      x1_selected.push(x2_a);
  }
  {
    let v4_list: V.Value = C.items(X, x1_selected, actor);
    let v5_i: V.Value = 0;
    while ((v5_i as number) < (v4_list as V.Value[]).length) {
      let v6_place: V.Value = (v4_list as V.Value[])[v5_i as number]!;
      X.at = "specs/once-we-moved-like-the-wind/combat.rules:238:5: reveal(settler)";
      C.reveal(X, "settler");
      X.at =
        "specs/once-we-moved-like-the-wind/combat.rules:239:5: set apache-vp += lookup(vp-schedule, army-strength-lost, vp) * strength(settler)";
      C.setTrack(
        X,
        2 /* apache-vp */,
        "+=",
        V.times(V.lookupTable(ctx, 4 /* vp-schedule */, "army-strength-lost", "vp"), B.strength(ctx, "settler")),
      );
      X.at = "specs/once-we-moved-like-the-wind/combat.rules:240:5: reduce(settler, strength(settler))";
      C.reduce(X, "settler", B.strength(ctx, "settler"));
      X.at = "specs/once-we-moved-like-the-wind/combat.rules:241:5: move settler to casualties";
      C.movePieces(X, "settler", 2000000039 /* casualties */, actor);
      v5_i = (v5_i as number) + 1;
    }
  }
};

const U30 = (X: C.RunContext, actor: string | undefined): void => {
  const ctx = C.exprCtx(X, actor);
  X.at = "specs/once-we-moved-like-the-wind/victory.rules:23:3: set army-vp += turn-end-army-vp()";
  C.setTrack(X, 3 /* army-vp */, "+=", ctx.fn[68 /* turn-end-army-vp */]!(ctx));
  X.at = "specs/once-we-moved-like-the-wind/victory.rules:24:3: set apache-vp += turn-end-apache-vp()";
  C.setTrack(X, 2 /* apache-vp */, "+=", ctx.fn[72 /* turn-end-apache-vp */]!(ctx));
  X.at = "specs/once-we-moved-like-the-wind/victory.rules:25:3: if value(apache-vp) > value(army-vp) {";
  if (V.gt(B.value(ctx, ctx.state.tracks["apache-vp"] ?? null), B.value(ctx, ctx.state.tracks["army-vp"] ?? null))) {
    X.at = "specs/once-we-moved-like-the-wind/victory.rules:26:5: set apache-level += 1";
    C.setTrack(X, 4 /* apache-level */, "+=", 1);
  } else {
    X.at = "specs/once-we-moved-like-the-wind/victory.rules:27:10: if value(army-vp) > value(apache-vp) {";
    if (V.gt(B.value(ctx, ctx.state.tracks["army-vp"] ?? null), B.value(ctx, ctx.state.tracks["apache-vp"] ?? null))) {
      X.at = "specs/once-we-moved-like-the-wind/victory.rules:28:5: set army-level += 1";
      C.setTrack(X, 5 /* army-level */, "+=", 1);
    }
  }
};

const U31 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        return M.call(X, f, 21 /* #setup */, X.state.active, [], 1);
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
        L[57] = true;
        L[58] = 0;
        f.pc = 4;
        continue;
      }
      case 3: {
        L[59] = X.T.scores(X) as unknown as V.Value;
        if (ctx.state.turn === ctx.index.turns.last) {
          X.at = "specs/once-we-moved-like-the-wind/victory.rules:52:5: if value(apache-level) > value(army-level) {";
          if (
            V.gt(
              B.value(ctx, ctx.state.tracks["apache-level"] ?? null),
              B.value(ctx, ctx.state.tracks["army-level"] ?? null),
            )
          ) {
            X.at =
              'specs/once-we-moved-like-the-wind/victory.rules:53:7: end game winner apache outcome "Apache victory"';
            C.endGame(false, "apache", "Apache victory");
          } else {
            X.at =
              "specs/once-we-moved-like-the-wind/victory.rules:54:12: if value(army-level) > value(apache-level) {";
            if (
              V.gt(
                B.value(ctx, ctx.state.tracks["army-level"] ?? null),
                B.value(ctx, ctx.state.tracks["apache-level"] ?? null),
              )
            ) {
              X.at =
                'specs/once-we-moved-like-the-wind/victory.rules:55:7: end game winner army outcome "Army victory"';
              C.endGame(false, "army", "Army victory");
            } else {
              X.at = 'specs/once-we-moved-like-the-wind/victory.rules:57:7: end game draw outcome "Tie"';
              C.endGame(true, null, "Tie");
            }
          }
          X.state.outcome = {
            winners: C.best(L[59]! as unknown as Record<string, number>),
            draw: false,
            name: "Victory",
            scores: L[59]! as unknown as Record<string, number>,
          };
        } else {
          X.state.outcome = {
            winners: [],
            draw: true,
            name: "no victory condition was met",
            scores: L[59]! as unknown as Record<string, number>,
          };
        }
        return false;
      }
      case 4: {
        if (!L[57]!) {
          f.pc = 5;
          continue;
        }
        if ((L[58]! as number) >= 10000) throw new V.EvaluationError("sequence 'game-turn' repeated 10000 times");
        L[58] = (L[58]! as number) + 1;
        L[57] = false;
        C.enter(X, 0, "A. Provocation");
        C.enter(X, 1, "I. Determine provocation level");
        X.at = "specs/once-we-moved-like-the-wind/sequence.rules:8:9: determine-provocation-level()";
        X.T.p[0 /* determine-provocation-level */]!(X, X.state.active);
        X.T.sudden(X, false);
        if (!(B.value(ctx, ctx.state.tracks["provocation"] ?? null) === "none")) {
          C.enter(X, 1, "II. Pick forces");
          X.at = "specs/once-we-moved-like-the-wind/sequence.rules:15:9: pick-forces-for-turn()";
          X.T.p[3 /* pick-forces-for-turn */]!(X, X.state.active);
        }
        X.T.sudden(X, false);
        f.pc = !(B.value(ctx, ctx.state.tracks["provocation"] ?? null) === "none") ? 6 : 7;
        continue;
      }
      case 5: {
        X.T.sudden(X, false, true);
        L[0] = (L[0]! as number) + 1;
        f.pc = 2;
        continue;
      }
      case 6: {
        C.enter(X, 1, "III. Deploy forces");
        X.at = "specs/once-we-moved-like-the-wind/sequence.rules:22:9: deploy(apache)";
        return M.call(X, f, 4 /* deploy */, X.state.active, ["apache"], 9);
      }
      case 7: {
        f.pc = 8;
        continue;
      }
      case 8: {
        X.T.sudden(X, false);
        X.T.sudden(X, false);
        f.pc = !(B.value(ctx, ctx.state.tracks["provocation"] ?? null) === "none") ? 11 : 12;
        continue;
      }
      case 9: {
        X.at = "specs/once-we-moved-like-the-wind/sequence.rules:23:9: deploy(army)";
        return M.call(X, f, 4 /* deploy */, X.state.active, ["army"], 10);
      }
      case 10: {
        f.pc = 8;
        continue;
      }
      case 11: {
        C.enter(X, 0, "B. 1st Movement impulse");
        L[12] = C.sidesFor(X, false, "apache");
        L[13] = 0;
        f.pc = 14;
        continue;
      }
      case 12: {
        f.pc = 13;
        continue;
      }
      case 13: {
        X.T.sudden(X, false);
        f.pc = !(B.value(ctx, ctx.state.tracks["provocation"] ?? null) === "none") ? 20 : 21;
        continue;
      }
      case 14: {
        if (!((L[13]! as number) < (L[12]! as V.Value[]).length)) {
          f.pc = 15;
          continue;
        }
        L[14] = (L[12]! as V.Value[])[L[13]! as number]!;
        if (L[14]! !== null) X.state.active = L[14]! as string;
        ctx = C.exprCtx(X, X.state.active);
        C.enter(X, 1, "I. Apache player movement");
        X.at = "specs/once-we-moved-like-the-wind/sequence.rules:33:9: movement-segment(apache)";
        return M.call(X, f, 6 /* movement-segment */, X.state.active, ["apache"], 16);
      }
      case 15: {
        X.T.sudden(X, false);
        L[26] = C.sidesFor(X, false, "army");
        L[27] = 0;
        f.pc = 17;
        continue;
      }
      case 16: {
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:62:7: limit area-block-limit";
        {
          L[1] = [
            2000000000, 2000000001, 2000000002, 2000000003, 2000000004, 2000000005, 2000000006, 2000000007, 2000000008,
            2000000009, 2000000010, 2000000011, 2000000012, 2000000013, 2000000014, 2000000015, 2000000016, 2000000017,
            2000000018, 2000000019, 2000000020, 2000000021, 2000000022, 2000000023, 2000000024, 2000000025, 2000000026,
            2000000027, 2000000028,
          ];
          L[2] = 0;
          while ((L[2]! as number) < (L[1]! as V.Value[]).length) {
            L[3] = (L[1]! as V.Value[])[L[2]! as number]!;
            if (
              !V.le(
                B.countOwned(
                  ctx,
                  ctx.state.active ?? null,
                  (typeof L[3]! === "number" ? ctx.state.places[L[3]! - 2000000000] : undefined) ??
                    V.areaPieces(ctx, L[3]!),
                ),
                V.lookupTable(ctx, 3 /* block-limit */, ctx.state.active ?? null, "blocks"),
              )
            ) {
              X.events.push({ type: "limit", limit: "area-block-limit" });
              X.at =
                "specs/once-we-moved-like-the-wind/movement.rules:69:5: let excess = count(pieces-of(active, area)) - lookup(block-limit, active, blo...";
              L[4] = V.minus(
                B.countOwned(
                  ctx,
                  ctx.state.active ?? null,
                  (typeof L[3]! === "number" ? ctx.state.places[L[3]! - 2000000000] : undefined) ??
                    V.areaPieces(ctx, L[3]!),
                ),
                V.lookupTable(ctx, 3 /* block-limit */, ctx.state.active ?? null, "blocks"),
              );
              X.at =
                "specs/once-we-moved-like-the-wind/movement.rules:70:5: for each b in at-random([for x in pieces-of(active, area) if not x.leader], e...";
              const x5_items = V.readList(ctx, B.piecesOf(ctx, ctx.state.active ?? null, L[3]!), "a selection");
              const x6_selected: V.Value[] = [];
              for (let x8_i = 0; x8_i < x5_items.length; x8_i++) {
                const x7_x = x5_items[x8_i]!;
                if (!V.truthy(S_leader(ctx, x7_x))) x6_selected.push(x7_x);
              }
              {
                L[9] = C.items(X, B.atRandom(ctx, x6_selected, L[4]!), X.state.active);
                L[10] = 0;
                while ((L[10]! as number) < (L[9]! as V.Value[]).length) {
                  L[11] = (L[9]! as V.Value[])[L[10]! as number]!;
                  X.at = "specs/once-we-moved-like-the-wind/movement.rules:71:7: move b to home-pool(b)";
                  C.movePieces(X, L[11]!, ctx.fn[8 /* home-pool */]!(ctx, L[11]!), X.state.active);
                  L[10] = (L[10]! as number) + 1;
                }
              }
            }
            L[2] = (L[2]! as number) + 1;
          }
        }
        L[13] = (L[13]! as number) + 1;
        f.pc = 14;
        continue;
      }
      case 17: {
        if (!((L[27]! as number) < (L[26]! as V.Value[]).length)) {
          f.pc = 18;
          continue;
        }
        L[28] = (L[26]! as V.Value[])[L[27]! as number]!;
        if (L[28]! !== null) X.state.active = L[28]! as string;
        ctx = C.exprCtx(X, X.state.active);
        C.enter(X, 1, "II. Army player movement");
        X.at = "specs/once-we-moved-like-the-wind/sequence.rules:40:9: movement-segment(army)";
        return M.call(X, f, 6 /* movement-segment */, X.state.active, ["army"], 19);
      }
      case 18: {
        X.T.sudden(X, false);
        C.enter(X, 1, "III. Reveal rumors");
        X.at = "specs/once-we-moved-like-the-wind/sequence.rules:46:9: reveal-rumours()";
        X.T.p[8 /* reveal-rumours */]!(X, X.state.active);
        X.T.sudden(X, false);
        C.enter(X, 1, "IV. US Army reinforcements");
        X.at = "specs/once-we-moved-like-the-wind/sequence.rules:52:9: reinforce()";
        X.T.p[9 /* reinforce */]!(X, X.state.active);
        X.T.sudden(X, false);
        f.pc = 13;
        continue;
      }
      case 19: {
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:62:7: limit area-block-limit";
        {
          L[15] = [
            2000000000, 2000000001, 2000000002, 2000000003, 2000000004, 2000000005, 2000000006, 2000000007, 2000000008,
            2000000009, 2000000010, 2000000011, 2000000012, 2000000013, 2000000014, 2000000015, 2000000016, 2000000017,
            2000000018, 2000000019, 2000000020, 2000000021, 2000000022, 2000000023, 2000000024, 2000000025, 2000000026,
            2000000027, 2000000028,
          ];
          L[16] = 0;
          while ((L[16]! as number) < (L[15]! as V.Value[]).length) {
            L[17] = (L[15]! as V.Value[])[L[16]! as number]!;
            if (
              !V.le(
                B.countOwned(
                  ctx,
                  ctx.state.active ?? null,
                  (typeof L[17]! === "number" ? ctx.state.places[L[17]! - 2000000000] : undefined) ??
                    V.areaPieces(ctx, L[17]!),
                ),
                V.lookupTable(ctx, 3 /* block-limit */, ctx.state.active ?? null, "blocks"),
              )
            ) {
              X.events.push({ type: "limit", limit: "area-block-limit" });
              X.at =
                "specs/once-we-moved-like-the-wind/movement.rules:69:5: let excess = count(pieces-of(active, area)) - lookup(block-limit, active, blo...";
              L[18] = V.minus(
                B.countOwned(
                  ctx,
                  ctx.state.active ?? null,
                  (typeof L[17]! === "number" ? ctx.state.places[L[17]! - 2000000000] : undefined) ??
                    V.areaPieces(ctx, L[17]!),
                ),
                V.lookupTable(ctx, 3 /* block-limit */, ctx.state.active ?? null, "blocks"),
              );
              X.at =
                "specs/once-we-moved-like-the-wind/movement.rules:70:5: for each b in at-random([for x in pieces-of(active, area) if not x.leader], e...";
              const x19_items = V.readList(ctx, B.piecesOf(ctx, ctx.state.active ?? null, L[17]!), "a selection");
              const x20_selected: V.Value[] = [];
              for (let x22_i = 0; x22_i < x19_items.length; x22_i++) {
                const x21_x = x19_items[x22_i]!;
                if (!V.truthy(S_leader(ctx, x21_x))) x20_selected.push(x21_x);
              }
              {
                L[23] = C.items(X, B.atRandom(ctx, x20_selected, L[18]!), X.state.active);
                L[24] = 0;
                while ((L[24]! as number) < (L[23]! as V.Value[]).length) {
                  L[25] = (L[23]! as V.Value[])[L[24]! as number]!;
                  X.at = "specs/once-we-moved-like-the-wind/movement.rules:71:7: move b to home-pool(b)";
                  C.movePieces(X, L[25]!, ctx.fn[8 /* home-pool */]!(ctx, L[25]!), X.state.active);
                  L[24] = (L[24]! as number) + 1;
                }
              }
            }
            L[16] = (L[16]! as number) + 1;
          }
        }
        L[27] = (L[27]! as number) + 1;
        f.pc = 17;
        continue;
      }
      case 20: {
        C.enter(X, 0, "C. 2nd Movement impulse");
        L[40] = C.sidesFor(X, false, "apache");
        L[41] = 0;
        f.pc = 23;
        continue;
      }
      case 21: {
        f.pc = 22;
        continue;
      }
      case 22: {
        X.T.sudden(X, false);
        f.pc = !(B.value(ctx, ctx.state.tracks["provocation"] ?? null) === "none") ? 29 : 30;
        continue;
      }
      case 23: {
        if (!((L[41]! as number) < (L[40]! as V.Value[]).length)) {
          f.pc = 24;
          continue;
        }
        L[42] = (L[40]! as V.Value[])[L[41]! as number]!;
        if (L[42]! !== null) X.state.active = L[42]! as string;
        ctx = C.exprCtx(X, X.state.active);
        C.enter(X, 1, "I. Apache player movement");
        X.at = "specs/once-we-moved-like-the-wind/sequence.rules:62:9: movement-segment(apache)";
        return M.call(X, f, 6 /* movement-segment */, X.state.active, ["apache"], 25);
      }
      case 24: {
        X.T.sudden(X, false);
        L[54] = C.sidesFor(X, false, "army");
        L[55] = 0;
        f.pc = 26;
        continue;
      }
      case 25: {
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:62:7: limit area-block-limit";
        {
          L[29] = [
            2000000000, 2000000001, 2000000002, 2000000003, 2000000004, 2000000005, 2000000006, 2000000007, 2000000008,
            2000000009, 2000000010, 2000000011, 2000000012, 2000000013, 2000000014, 2000000015, 2000000016, 2000000017,
            2000000018, 2000000019, 2000000020, 2000000021, 2000000022, 2000000023, 2000000024, 2000000025, 2000000026,
            2000000027, 2000000028,
          ];
          L[30] = 0;
          while ((L[30]! as number) < (L[29]! as V.Value[]).length) {
            L[31] = (L[29]! as V.Value[])[L[30]! as number]!;
            if (
              !V.le(
                B.countOwned(
                  ctx,
                  ctx.state.active ?? null,
                  (typeof L[31]! === "number" ? ctx.state.places[L[31]! - 2000000000] : undefined) ??
                    V.areaPieces(ctx, L[31]!),
                ),
                V.lookupTable(ctx, 3 /* block-limit */, ctx.state.active ?? null, "blocks"),
              )
            ) {
              X.events.push({ type: "limit", limit: "area-block-limit" });
              X.at =
                "specs/once-we-moved-like-the-wind/movement.rules:69:5: let excess = count(pieces-of(active, area)) - lookup(block-limit, active, blo...";
              L[32] = V.minus(
                B.countOwned(
                  ctx,
                  ctx.state.active ?? null,
                  (typeof L[31]! === "number" ? ctx.state.places[L[31]! - 2000000000] : undefined) ??
                    V.areaPieces(ctx, L[31]!),
                ),
                V.lookupTable(ctx, 3 /* block-limit */, ctx.state.active ?? null, "blocks"),
              );
              X.at =
                "specs/once-we-moved-like-the-wind/movement.rules:70:5: for each b in at-random([for x in pieces-of(active, area) if not x.leader], e...";
              const x33_items = V.readList(ctx, B.piecesOf(ctx, ctx.state.active ?? null, L[31]!), "a selection");
              const x34_selected: V.Value[] = [];
              for (let x36_i = 0; x36_i < x33_items.length; x36_i++) {
                const x35_x = x33_items[x36_i]!;
                if (!V.truthy(S_leader(ctx, x35_x))) x34_selected.push(x35_x);
              }
              {
                L[37] = C.items(X, B.atRandom(ctx, x34_selected, L[32]!), X.state.active);
                L[38] = 0;
                while ((L[38]! as number) < (L[37]! as V.Value[]).length) {
                  L[39] = (L[37]! as V.Value[])[L[38]! as number]!;
                  X.at = "specs/once-we-moved-like-the-wind/movement.rules:71:7: move b to home-pool(b)";
                  C.movePieces(X, L[39]!, ctx.fn[8 /* home-pool */]!(ctx, L[39]!), X.state.active);
                  L[38] = (L[38]! as number) + 1;
                }
              }
            }
            L[30] = (L[30]! as number) + 1;
          }
        }
        L[41] = (L[41]! as number) + 1;
        f.pc = 23;
        continue;
      }
      case 26: {
        if (!((L[55]! as number) < (L[54]! as V.Value[]).length)) {
          f.pc = 27;
          continue;
        }
        L[56] = (L[54]! as V.Value[])[L[55]! as number]!;
        if (L[56]! !== null) X.state.active = L[56]! as string;
        ctx = C.exprCtx(X, X.state.active);
        C.enter(X, 1, "II. Army player movement");
        X.at = "specs/once-we-moved-like-the-wind/sequence.rules:69:9: movement-segment(army)";
        return M.call(X, f, 6 /* movement-segment */, X.state.active, ["army"], 28);
      }
      case 27: {
        X.T.sudden(X, false);
        C.enter(X, 1, "III. Reveal rumors");
        X.at = "specs/once-we-moved-like-the-wind/sequence.rules:75:9: reveal-rumours()";
        X.T.p[8 /* reveal-rumours */]!(X, X.state.active);
        X.T.sudden(X, false);
        f.pc = 22;
        continue;
      }
      case 28: {
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:62:7: limit area-block-limit";
        {
          L[43] = [
            2000000000, 2000000001, 2000000002, 2000000003, 2000000004, 2000000005, 2000000006, 2000000007, 2000000008,
            2000000009, 2000000010, 2000000011, 2000000012, 2000000013, 2000000014, 2000000015, 2000000016, 2000000017,
            2000000018, 2000000019, 2000000020, 2000000021, 2000000022, 2000000023, 2000000024, 2000000025, 2000000026,
            2000000027, 2000000028,
          ];
          L[44] = 0;
          while ((L[44]! as number) < (L[43]! as V.Value[]).length) {
            L[45] = (L[43]! as V.Value[])[L[44]! as number]!;
            if (
              !V.le(
                B.countOwned(
                  ctx,
                  ctx.state.active ?? null,
                  (typeof L[45]! === "number" ? ctx.state.places[L[45]! - 2000000000] : undefined) ??
                    V.areaPieces(ctx, L[45]!),
                ),
                V.lookupTable(ctx, 3 /* block-limit */, ctx.state.active ?? null, "blocks"),
              )
            ) {
              X.events.push({ type: "limit", limit: "area-block-limit" });
              X.at =
                "specs/once-we-moved-like-the-wind/movement.rules:69:5: let excess = count(pieces-of(active, area)) - lookup(block-limit, active, blo...";
              L[46] = V.minus(
                B.countOwned(
                  ctx,
                  ctx.state.active ?? null,
                  (typeof L[45]! === "number" ? ctx.state.places[L[45]! - 2000000000] : undefined) ??
                    V.areaPieces(ctx, L[45]!),
                ),
                V.lookupTable(ctx, 3 /* block-limit */, ctx.state.active ?? null, "blocks"),
              );
              X.at =
                "specs/once-we-moved-like-the-wind/movement.rules:70:5: for each b in at-random([for x in pieces-of(active, area) if not x.leader], e...";
              const x47_items = V.readList(ctx, B.piecesOf(ctx, ctx.state.active ?? null, L[45]!), "a selection");
              const x48_selected: V.Value[] = [];
              for (let x50_i = 0; x50_i < x47_items.length; x50_i++) {
                const x49_x = x47_items[x50_i]!;
                if (!V.truthy(S_leader(ctx, x49_x))) x48_selected.push(x49_x);
              }
              {
                L[51] = C.items(X, B.atRandom(ctx, x48_selected, L[46]!), X.state.active);
                L[52] = 0;
                while ((L[52]! as number) < (L[51]! as V.Value[]).length) {
                  L[53] = (L[51]! as V.Value[])[L[52]! as number]!;
                  X.at = "specs/once-we-moved-like-the-wind/movement.rules:71:7: move b to home-pool(b)";
                  C.movePieces(X, L[53]!, ctx.fn[8 /* home-pool */]!(ctx, L[53]!), X.state.active);
                  L[52] = (L[52]! as number) + 1;
                }
              }
            }
            L[44] = (L[44]! as number) + 1;
          }
        }
        L[55] = (L[55]! as number) + 1;
        f.pc = 26;
        continue;
      }
      case 29: {
        C.enter(X, 0, "D. Combat");
        C.enter(X, 1, "I-III. Retreats, ambush and regular combat, area by area");
        X.at = "specs/once-we-moved-like-the-wind/sequence.rules:85:9: resolve-combats()";
        return M.call(X, f, 18 /* resolve-combats */, X.state.active, [], 32);
      }
      case 30: {
        f.pc = 31;
        continue;
      }
      case 31: {
        X.T.sudden(X, false);
        if (!(B.value(ctx, ctx.state.tracks["provocation"] ?? null) === "none")) {
          C.enter(X, 0, "E. Victory points");
          X.at = "specs/once-we-moved-like-the-wind/sequence.rules:93:7: score-turn()";
          X.T.p[19 /* score-turn */]!(X, X.state.active);
        }
        X.T.sudden(X, false);
        C.enter(X, 0, "F. Turn end");
        X.at = "specs/once-we-moved-like-the-wind/sequence.rules:99:7: end-turn()";
        X.T.p[5 /* end-turn */]!(X, X.state.active);
        X.T.sudden(X, false);
        L[57] = false;
        f.pc = 4;
        continue;
      }
      case 32: {
        X.T.sudden(X, false);
        f.pc = 31;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U32 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/once-we-moved-like-the-wind/game.rules:22:5: for each leader in pieces(apache-leaders) {";
        {
          L[0] = C.items(X, B.pieces(ctx, 2000000038 /* apache-leaders */), X.state.active);
          L[1] = 0;
          while ((L[1]! as number) < (L[0]! as V.Value[]).length) {
            L[2] = (L[0]! as V.Value[])[L[1]! as number]!;
            X.at =
              'specs/once-we-moved-like-the-wind/game.rules:23:7: log("each Apache leader waits on the turn track at the first turn it is avail...';
            C.log(X, "each Apache leader waits on the turn track at the first turn it is available");
            L[1] = (L[1]! as number) + 1;
          }
        }
        X.at = "specs/once-we-moved-like-the-wind/game.rules:25:5: set incursion = no";
        C.setTrack(X, 6 /* incursion */, "=", "no");
        X.at = "specs/once-we-moved-like-the-wind/game.rules:26:5: set turn-track = 1";
        C.setTrack(X, 0 /* turn-track */, "=", 1);
        X.at = "specs/once-we-moved-like-the-wind/game.rules:27:5: shuffle(war-band-pool)";
        C.shuffle(X, 2000000029 /* war-band-pool */, X.state.active);
        X.at = "specs/once-we-moved-like-the-wind/game.rules:28:5: shuffle(rumour-pool)";
        C.shuffle(X, 2000000030 /* rumour-pool */, X.state.active);
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U33 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at =
          "specs/once-we-moved-like-the-wind/sequence.rules:193:3: let forces = if player == apache then apache-forces else army-forces";
        L[1] = L[0]! === "apache" ? 2000000041 /* apache-forces */ : 2000000042 /* army-forces */;
        X.at = "specs/once-we-moved-like-the-wind/sequence.rules:194:3: repeat count(pieces(forces)) {";
        L[2] = V.repeatCount(V.readPieces(ctx, L[1]!).length);
        L[3] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!((L[3]! as number) < (L[2]! as number))) {
          f.pc = 2;
          continue;
        }
        X.at =
          "specs/once-we-moved-like-the-wind/sequence.rules:195:5: choose block from pieces(forces) by player as block-to-deploy";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "block",
              B.pieces(ctx, L[1]!),
              L[0]!,
              0 /* block-to-deploy */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          4,
          3,
        );
      }
      case 2: {
        return false;
      }
      case 3: {
        X.at =
          "specs/once-we-moved-like-the-wind/sequence.rules:196:5: let allowed = [for a in board if deployable(block, a)]";
        const x7_items = K_c4cccc8207fd;
        const x8_selected: V.Value[] = [];
        for (let x10_i = 0; x10_i < x7_items.length; x10_i++) {
          const x9_a = x7_items[x10_i]!;
          if (ctx.fn[0 /* deployable */]!(ctx, L[4]!, x9_a) as boolean) x8_selected.push(x9_a);
        }
        L[6] = x8_selected;
        X.at =
          "specs/once-we-moved-like-the-wind/sequence.rules:197:5: choose where from allowed by player as area-choice about block";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(X, "where", L[6]!, L[0]!, 1 /* area-choice */, actor, L[4]!, false, undefined, undefined),
          ),
          11,
          4,
        );
      }
      case 4: {
        X.at = "specs/once-we-moved-like-the-wind/sequence.rules:198:5: move block to where";
        C.movePieces(X, L[4]!, L[11]!, actor);
        L[3] = (L[3]! as number) + 1;
        f.pc = 1;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U34 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:95:3: if player == apache {";
        f.pc = L[0]! === "apache" ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:96:5: for each block in pieces-of(apache, board) {";
        L[1] = C.items(X, B.piecesOf(ctx, "apache", "board"), actor);
        L[2] = 0;
        f.pc = 4;
        continue;
      }
      case 2: {
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:102:5: for each b in pieces-of(army, board) {";
        {
          L[6] = C.items(X, B.piecesOf(ctx, "army", "board"), actor);
          L[7] = 0;
          while ((L[7]! as number) < (L[6]! as V.Value[]).length) {
            L[8] = (L[6]! as V.Value[])[L[7]! as number]!;
            X.at = "specs/once-we-moved-like-the-wind/movement.rules:103:7: set b.mp = b.movement";
            C.setField(X, L[8]!, "mp", "=", S_movement(ctx, L[8]!));
            L[7] = (L[7]! as number) + 1;
          }
        }
        X.at =
          "specs/once-we-moved-like-the-wind/movement.rules:105:5: for each leader in [for l in pieces-of(army, board) if l.leader] {";
        const x9_items = V.readList(ctx, B.piecesOf(ctx, "army", "board"), "a selection");
        const x10_selected: V.Value[] = [];
        for (let x12_i = 0; x12_i < x9_items.length; x12_i++) {
          const x11_l = x9_items[x12_i]!;
          if (V.truthy(S_leader(ctx, x11_l))) x10_selected.push(x11_l);
        }
        L[13] = C.items(X, x10_selected, actor);
        L[14] = 0;
        f.pc = 7;
        continue;
      }
      case 3: {
        return false;
      }
      case 4: {
        if (!((L[2]! as number) < (L[1]! as V.Value[]).length)) {
          f.pc = 5;
          continue;
        }
        L[3] = (L[1]! as V.Value[])[L[2]! as number]!;
        X.at =
          "specs/once-we-moved-like-the-wind/movement.rules:98:7: choose where from reachable(location(block), block.movement, apache, block) +...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state),
            C.chooseRequest(
              X,
              "where",
              V.plus(
                B.reachable(
                  ctx,
                  typeof L[3]! === "number" && L[3]! >= 1000000000
                    ? ((ctx.state.pieces[L[3]! - 1000000000]?.location as V.Value | undefined) ??
                        B.location(ctx, L[3]!))
                    : B.location(ctx, L[3]!),
                  S_movement(ctx, L[3]!),
                  "apache",
                  L[3]!,
                ),
                [
                  typeof L[3]! === "number" && L[3]! >= 1000000000
                    ? ((ctx.state.pieces[L[3]! - 1000000000]?.location as V.Value | undefined) ??
                      B.location(ctx, L[3]!))
                    : B.location(ctx, L[3]!),
                ],
              ),
              "apache",
              3 /* move-destination */,
              actor,
              L[3]!,
              false,
              (x5_where: V.Value): V.Value =>
                x5_where ===
                (typeof L[3]! === "number" && L[3]! >= 1000000000
                  ? ((ctx.state.pieces[L[3]! - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, L[3]!))
                  : B.location(ctx, L[3]!))
                  ? 0
                  : B.pathCost(
                      ctx,
                      typeof L[3]! === "number" && L[3]! >= 1000000000
                        ? ((ctx.state.pieces[L[3]! - 1000000000]?.location as V.Value | undefined) ??
                            B.location(ctx, L[3]!))
                        : B.location(ctx, L[3]!),
                      x5_where,
                      "apache",
                      L[3]!,
                    ),
              S_movement(ctx, L[3]!),
            ),
          ),
          4,
          6,
        );
      }
      case 5: {
        f.pc = 3;
        continue;
      }
      case 6: {
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:99:7: move block to where";
        C.movePieces(X, L[3]!, L[4]!, actor);
        L[2] = (L[2]! as number) + 1;
        f.pc = 4;
        continue;
      }
      case 7: {
        if (!((L[14]! as number) < (L[13]! as V.Value[]).length)) {
          f.pc = 8;
          continue;
        }
        L[15] = (L[13]! as V.Value[])[L[14]! as number]!;
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:106:7: lead(leader)";
        return M.call(X, f, 7 /* lead */, actor, [L[15]!], 9);
      }
      case 8: {
        f.pc = 3;
        continue;
      }
      case 9: {
        L[14] = (L[14]! as number) + 1;
        f.pc = 7;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U35 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:152:3: let going = true";
        L[1] = true;
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:153:3: while going {";
        L[49] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!V.truthy(L[1]!)) {
          f.pc = 2;
          continue;
        }
        if ((L[49]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[49] = (L[49]! as number) + 1;
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:154:5: let here = location(leader)";
        L[2] =
          typeof L[0]! === "number" && L[0]! >= 1000000000
            ? ((ctx.state.pieces[L[0]! - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, L[0]!))
            : B.location(ctx, L[0]!);
        X.at =
          "specs/once-we-moved-like-the-wind/movement.rules:155:5: let mates = [for f in pieces-of(army, here) if f != leader and f.nation == le...";
        let x4_kept: V.Value | undefined;
        const x5_items = V.readList(ctx, B.piecesOf(ctx, "army", L[2]!), "a selection");
        const x6_selected: V.Value[] = [];
        for (let x8_i = 0; x8_i < x5_items.length; x8_i++) {
          const x7_f = x5_items[x8_i]!;
          if (x7_f !== L[0]! && S_nation(ctx, x7_f) === (x4_kept ??= S_nation(ctx, L[0]!))) x6_selected.push(x7_f);
        }
        L[3] = x6_selected;
        X.at =
          "specs/once-we-moved-like-the-wind/movement.rules:157:5: let within = reachable(here, leader.mp, army, leader)";
        L[9] = B.reachable(
          ctx,
          L[2]!,
          typeof L[0]! === "number" && L[0]! >= 1000000000
            ? ((ctx.state.pieces[L[0]! - 1000000000]?.state["mp"] as V.Value | undefined) ?? R_mp(ctx, L[0]!))
            : R_mp(ctx, L[0]!),
          "army",
          L[0]!,
        );
        X.at =
          "specs/once-we-moved-like-the-wind/movement.rules:158:5: let steps = [for n in neighbours(here) if n in within and step-cost(here, n, ...";
        let x11_kept: V.Value | undefined;
        const x12_items = V.readList(ctx, B.neighbours(ctx, L[2]!), "a selection");
        const x13_selected: V.Value[] = [];
        for (let x22_i = 0; x22_i < x12_items.length; x22_i++) {
          const x14_n = x12_items[x22_i]!;
          let x21_both =
            V.isIn(ctx, x14_n, L[9]!) &&
            V.le(
              B.stepCost(ctx, L[2]!, x14_n, "army"),
              (x11_kept ??=
                typeof L[0]! === "number" && L[0]! >= 1000000000
                  ? ((ctx.state.pieces[L[0]! - 1000000000]?.state["mp"] as V.Value | undefined) ?? R_mp(ctx, L[0]!))
                  : R_mp(ctx, L[0]!)),
            );
          if (x21_both) {
            const x19_value = L[0]!;
            const x20_value = x14_n;
            const x15_items = Array.isArray(L[3]!) ? L[3]! : V.readList(ctx, L[3]!, "a selection");
            const x16_selected: V.Value[] = [];
            for (let x18_i = 0; x18_i < x15_items.length; x18_i++) {
              const x17_s = x15_items[x18_i]!;
              if (
                V.truthy(S_senior(ctx, x17_s)) &&
                V.ge(
                  typeof x17_s === "number" && x17_s >= 1000000000
                    ? ((ctx.state.pieces[x17_s - 1000000000]?.state["mp"] as V.Value | undefined) ?? R_mp(ctx, x17_s))
                    : R_mp(ctx, x17_s),
                  B.stepCost(ctx, L[2]!, x14_n, "army"),
                ) &&
                !(ctx.fn[20 /* conflicts */]!(ctx, x17_s, x14_n) as boolean)
              )
                x16_selected.push(x17_s);
            }
            x21_both = ctx.fn[28 /* border-allows */]!(ctx, x19_value, x20_value, x16_selected) as boolean;
          }
          if (x21_both) x13_selected.push(x14_n);
        }
        L[10] = x13_selected;
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:159:5: if empty(steps) {";
        f.pc = B.empty(ctx, L[10]!) ? 3 : 4;
        continue;
      }
      case 2: {
        return false;
      }
      case 3: {
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:160:7: set going = false";
        L[1] = C.combine("=", L[1]!, false);
        f.pc = 5;
        continue;
      }
      case 4: {
        X.at =
          "specs/once-we-moved-like-the-wind/movement.rules:162:7: choose next from [here] + steps by army as army-step about leader costing if ...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state),
            C.chooseRequest(
              X,
              "next",
              V.plus([L[2]!], L[10]!),
              "army",
              4 /* army-step */,
              actor,
              L[0]!,
              false,
              (x24_next: V.Value): V.Value => (x24_next === L[2]! ? 0 : B.stepCost(ctx, L[2]!, x24_next, "army")),
              typeof L[0]! === "number" && L[0]! >= 1000000000
                ? ((ctx.state.pieces[L[0]! - 1000000000]?.state["mp"] as V.Value | undefined) ?? R_mp(ctx, L[0]!))
                : R_mp(ctx, L[0]!),
            ),
          ),
          23,
          6,
        );
      }
      case 5: {
        f.pc = 1;
        continue;
      }
      case 6: {
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:163:7: if next == here {";
        f.pc = L[23]! === L[2]! ? 7 : 8;
        continue;
      }
      case 7: {
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:164:9: set going = false";
        L[1] = C.combine("=", L[1]!, false);
        f.pc = 9;
        continue;
      }
      case 8: {
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:166:9: let price = step-cost(here, next, army)";
        L[25] = B.stepCost(ctx, L[2]!, L[23]!, "army");
        X.at =
          "specs/once-we-moved-like-the-wind/movement.rules:167:9: let able = [for f in mates if f.mp >= price and not conflicts(f, next)]";
        const x27_items = Array.isArray(L[3]!) ? L[3]! : V.readList(ctx, L[3]!, "a selection");
        const x28_selected: V.Value[] = [];
        for (let x30_i = 0; x30_i < x27_items.length; x30_i++) {
          const x29_f = x27_items[x30_i]!;
          if (
            V.ge(
              typeof x29_f === "number" && x29_f >= 1000000000
                ? ((ctx.state.pieces[x29_f - 1000000000]?.state["mp"] as V.Value | undefined) ?? R_mp(ctx, x29_f))
                : R_mp(ctx, x29_f),
              L[25]!,
            ) &&
            !(ctx.fn[20 /* conflicts */]!(ctx, x29_f, L[23]!) as boolean)
          )
            x28_selected.push(x29_f);
        }
        L[26] = x28_selected;
        X.at =
          'specs/once-we-moved-like-the-wind/movement.rules:169:9: let escort = if leader.nation == "us" and all-mexican(next) and not leader.se...';
        L[31] =
          S_nation(ctx, L[0]!) === "us" &&
          (ctx.fn[24 /* all-mexican */]!(ctx, L[23]!) as boolean) &&
          !V.truthy(S_senior(ctx, L[0]!))
            ? [
                (Array.isArray(L[26]!) ? L[26]! : V.readList(ctx, L[26]!, "a selection")).find((x32_s: V.Value) =>
                  V.truthy(S_senior(ctx, x32_s)),
                ) ?? null,
              ]
            : [];
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:170:9: let taken = escort";
        L[33] = L[31]!;
        X.at =
          "specs/once-we-moved-like-the-wind/movement.rules:171:9: let others = [for f in able if not f in escort]";
        const x35_items = Array.isArray(L[26]!) ? L[26]! : V.readList(ctx, L[26]!, "a selection");
        const x36_selected: V.Value[] = [];
        for (let x38_i = 0; x38_i < x35_items.length; x38_i++) {
          const x37_f = x35_items[x38_i]!;
          if (!V.isIn(ctx, x37_f, L[31]!)) x36_selected.push(x37_f);
        }
        L[34] = x36_selected;
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:172:9: if not empty(others) {";
        f.pc = !B.empty(ctx, L[34]!) ? 10 : 11;
        continue;
      }
      case 9: {
        f.pc = 5;
        continue;
      }
      case 10: {
        X.at =
          "specs/once-we-moved-like-the-wind/movement.rules:173:11: choose mode from [all, none, some] by army as take-along about leader";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "mode",
              K_725fc0cdd188,
              "army",
              5 /* take-along */,
              actor,
              L[0]!,
              false,
              undefined,
              undefined,
            ),
          ),
          39,
          13,
        );
      }
      case 11: {
        f.pc = 12;
        continue;
      }
      case 12: {
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:185:9: move [leader] + taken to next";
        C.movePieces(X, V.plus([L[0]!], L[33]!), L[23]!, actor);
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:186:9: for each f in [leader] + taken {";
        {
          L[46] = C.items(X, V.plus([L[0]!], L[33]!), actor);
          L[47] = 0;
          while ((L[47]! as number) < (L[46]! as V.Value[]).length) {
            L[48] = (L[46]! as V.Value[])[L[47]! as number]!;
            X.at = "specs/once-we-moved-like-the-wind/movement.rules:187:11: set f.mp -= price";
            C.setField(X, L[48]!, "mp", "-=", L[25]!);
            L[47] = (L[47]! as number) + 1;
          }
        }
        f.pc = 9;
        continue;
      }
      case 13: {
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:174:11: if mode == all {";
        f.pc = L[39]! === "all" ? 14 : 15;
        continue;
      }
      case 14: {
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:175:13: set taken = escort + others";
        L[33] = C.combine("=", L[33]!, V.plus(L[31]!, L[34]!));
        f.pc = 16;
        continue;
      }
      case 15: {
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:176:18: if mode == some {";
        f.pc = L[39]! === "some" ? 17 : 18;
        continue;
      }
      case 16: {
        f.pc = 12;
        continue;
      }
      case 17: {
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:177:13: for each f in others {";
        L[41] = C.items(X, L[34]!, actor);
        L[42] = 0;
        f.pc = 20;
        continue;
      }
      case 18: {
        f.pc = 19;
        continue;
      }
      case 19: {
        f.pc = 16;
        continue;
      }
      case 20: {
        if (!((L[42]! as number) < (L[41]! as V.Value[]).length)) {
          f.pc = 21;
          continue;
        }
        L[43] = (L[41]! as V.Value[])[L[42]! as number]!;
        X.at =
          "specs/once-we-moved-like-the-wind/movement.rules:178:15: choose go from [goes, stays] by army as goes-along about f";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "go",
              K_8de75038f72d,
              "army",
              6 /* goes-along */,
              actor,
              L[43]!,
              false,
              undefined,
              undefined,
            ),
          ),
          44,
          22,
        );
      }
      case 21: {
        f.pc = 19;
        continue;
      }
      case 22: {
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:179:15: if go == goes {";
        if (L[44]! === "goes") {
          X.at = "specs/once-we-moved-like-the-wind/movement.rules:180:17: set taken = taken + [f]";
          L[33] = C.combine("=", L[33]!, V.plus(L[33]!, [L[43]!]));
        }
        L[42] = (L[42]! as number) + 1;
        f.pc = 20;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U36 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at =
          "specs/once-we-moved-like-the-wind/combat.rules:64:3: let leaders = [for l in pieces-of(apache, place) if l.leader]";
        const x2_items = V.readList(ctx, B.piecesOf(ctx, "apache", L[0]!), "a selection");
        const x3_selected: V.Value[] = [];
        for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
          const x4_l = x2_items[x5_i]!;
          if (V.truthy(S_leader(ctx, x4_l))) x3_selected.push(x4_l);
        }
        L[1] = x3_selected;
        X.at =
          "specs/once-we-moved-like-the-wind/combat.rules:65:3: if not empty(leaders) and not reservation in place.features {";
        f.pc = !B.empty(ctx, L[1]!) && !V.isIn(ctx, "reservation", S_features(ctx, L[0]!)) ? 1 : 2;
        continue;
      }
      case 1: {
        X.at =
          "specs/once-we-moved-like-the-wind/combat.rules:66:5: choose answer from [retreat, stay] by apache as retreat-before-combat-choice";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "answer",
              K_ae97b92be906,
              "apache",
              7 /* retreat-before-combat-choice */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
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
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:67:5: if answer == retreat {";
        f.pc = L[6]! === "retreat" ? 5 : 6;
        continue;
      }
      case 5: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:69:7: let leading = first(leaders)";
        L[8] = B.first(ctx, L[1]!);
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:70:7: if count(leaders) > 1 {";
        f.pc = V.gt(B.count(ctx, L[1]!), 1) ? 8 : 9;
        continue;
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
          "specs/once-we-moved-like-the-wind/combat.rules:71:9: choose chosen from leaders by apache as retreat-leader";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "chosen",
              L[1]!,
              "apache",
              8 /* retreat-leader */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          9,
          11,
        );
      }
      case 9: {
        f.pc = 10;
        continue;
      }
      case 10: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:74:7: reveal(leading)";
        C.reveal(X, L[8]!);
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:75:7: let cancelled = false";
        L[11] = false;
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:76:7: if scout in pieces(place) {";
        f.pc = V.isIn(ctx, "scout", B.pieces(ctx, L[0]!)) ? 12 : 13;
        continue;
      }
      case 11: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:72:9: set leading = chosen";
        L[8] = C.combine("=", L[8]!, L[9]!);
        f.pc = 10;
        continue;
      }
      case 12: {
        X.at =
          "specs/once-we-moved-like-the-wind/combat.rules:77:9: choose scouting from [reveal, keep] by army as scout-reveal";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "scouting",
              K_60f3ef598a74,
              "army",
              9 /* scout-reveal */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          12,
          15,
        );
      }
      case 13: {
        f.pc = 14;
        continue;
      }
      case 14: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:83:7: if not cancelled {";
        if (!V.truthy(L[11]!)) {
          X.at =
            "specs/once-we-moved-like-the-wind/combat.rules:84:9: set army-vp += lookup(vp-schedule, apache-strength-to-reservation, vp) * tota...";
          C.setTrack(
            X,
            3 /* army-vp */,
            "+=",
            V.times(
              V.lookupTable(ctx, 4 /* vp-schedule */, "apache-strength-to-reservation", "vp"),
              ctx.fn[48 /* total-strength */]!(ctx, "apache", L[0]!),
            ),
          );
          X.at = "specs/once-we-moved-like-the-wind/combat.rules:86:9: for each b in pieces-of(apache, place) {";
          {
            L[14] = C.items(X, B.piecesOf(ctx, "apache", L[0]!), actor);
            L[15] = 0;
            while ((L[15]! as number) < (L[14]! as V.Value[]).length) {
              L[16] = (L[14]! as V.Value[])[L[15]! as number]!;
              X.at = "specs/once-we-moved-like-the-wind/combat.rules:87:11: move b to home-pool(b)";
              C.movePieces(X, L[16]!, ctx.fn[8 /* home-pool */]!(ctx, L[16]!), actor);
              L[15] = (L[15]! as number) + 1;
            }
          }
        }
        f.pc = 7;
        continue;
      }
      case 15: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:78:9: if scouting == reveal {";
        if (L[12]! === "reveal") {
          X.at = "specs/once-we-moved-like-the-wind/combat.rules:79:11: reveal(scout)";
          C.reveal(X, "scout");
          X.at = "specs/once-we-moved-like-the-wind/combat.rules:80:11: set cancelled = true";
          L[11] = C.combine("=", L[11]!, true);
        }
        f.pc = 14;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U37 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:98:3: set firer.hits = 0";
        C.setField(X, L[0]!, "hits", "=", 0);
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:99:3: let helped = []";
        L[3] = [];
        X.at =
          "specs/once-we-moved-like-the-wind/combat.rules:100:3: for each l in [for x in pieces-of(firer, place) if x.leader] {";
        const x4_items = V.readList(ctx, B.piecesOf(ctx, L[0]!, L[1]!), "a selection");
        const x5_selected: V.Value[] = [];
        for (let x7_i = 0; x7_i < x4_items.length; x7_i++) {
          const x6_x = x4_items[x7_i]!;
          if (V.truthy(S_leader(ctx, x6_x))) x5_selected.push(x6_x);
        }
        L[8] = C.items(X, x5_selected, actor);
        L[9] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!((L[9]! as number) < (L[8]! as V.Value[]).length)) {
          f.pc = 2;
          continue;
        }
        L[10] = (L[8]! as V.Value[])[L[9]! as number]!;
        X.at =
          "specs/once-we-moved-like-the-wind/combat.rules:102:5: let candidates = [for b in fighters(firer, place) if not b in helped]";
        const x12_items = V.readList(ctx, ctx.fn[44 /* fighters */]!(ctx, L[0]!, L[1]!), "a selection");
        const x13_selected: V.Value[] = [];
        for (let x15_i = 0; x15_i < x12_items.length; x15_i++) {
          const x14_b = x12_items[x15_i]!;
          if (!V.isIn(ctx, x14_b, L[3]!)) x13_selected.push(x14_b);
        }
        L[11] = x13_selected;
        X.at =
          "specs/once-we-moved-like-the-wind/combat.rules:103:5: if rating-in(l, place, ambushing) > 0 and not empty(candidates) {";
        f.pc = V.gt(ctx.fn[36 /* rating-in */]!(ctx, L[10]!, L[1]!, L[2]!), 0) && !B.empty(ctx, L[11]!) ? 3 : 4;
        continue;
      }
      case 2: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:113:3: for each b in fighters(firer, place) {";
        {
          L[19] = C.items(X, ctx.fn[44 /* fighters */]!(ctx, L[0]!, L[1]!), actor);
          L[20] = 0;
          while ((L[20]! as number) < (L[19]! as V.Value[]).length) {
            L[21] = (L[19]! as V.Value[])[L[20]! as number]!;
            X.at = "specs/once-we-moved-like-the-wind/combat.rules:114:5: repeat strength(b) {";
            L[22] = V.repeatCount(B.strength(ctx, L[21]!));
            {
              L[23] = 0;
              while ((L[23]! as number) < (L[22]! as number)) {
                X.at = "specs/once-we-moved-like-the-wind/combat.rules:115:7: if roll(d6) + b.bonus >= 6 {";
                if (
                  V.ge(
                    V.plus(
                      B.roll(ctx, "d6"),
                      typeof L[21]! === "number" && L[21]! >= 1000000000
                        ? ((ctx.state.pieces[L[21]! - 1000000000]?.state["bonus"] as V.Value | undefined) ??
                            R_bonus(ctx, L[21]!))
                        : R_bonus(ctx, L[21]!),
                    ),
                    6,
                  )
                ) {
                  X.at = "specs/once-we-moved-like-the-wind/combat.rules:116:9: set firer.hits += 1";
                  C.setField(X, L[0]!, "hits", "+=", 1);
                }
                L[23] = (L[23]! as number) + 1;
              }
            }
            X.at = "specs/once-we-moved-like-the-wind/combat.rules:119:5: set b.bonus = 0";
            C.setField(X, L[21]!, "bonus", "=", 0);
            L[20] = (L[20]! as number) + 1;
          }
        }
        return false;
      }
      case 3: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:104:7: let helpee = first(candidates)";
        L[16] = B.first(ctx, L[11]!);
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:105:7: if count(candidates) > 1 {";
        f.pc = V.gt(B.count(ctx, L[11]!), 1) ? 6 : 7;
        continue;
      }
      case 4: {
        f.pc = 5;
        continue;
      }
      case 5: {
        L[9] = (L[9]! as number) + 1;
        f.pc = 1;
        continue;
      }
      case 6: {
        X.at =
          "specs/once-we-moved-like-the-wind/combat.rules:106:9: choose chosen from candidates by firer as leader-assignment about l";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "chosen",
              L[11]!,
              L[0]!,
              12 /* leader-assignment */,
              actor,
              L[10]!,
              false,
              undefined,
              undefined,
            ),
          ),
          17,
          9,
        );
      }
      case 7: {
        f.pc = 8;
        continue;
      }
      case 8: {
        X.at =
          "specs/once-we-moved-like-the-wind/combat.rules:109:7: set helpee.bonus = rating-in(l, place, ambushing)";
        C.setField(X, L[16]!, "bonus", "=", ctx.fn[36 /* rating-in */]!(ctx, L[10]!, L[1]!, L[2]!));
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:110:7: set helped = helped + [helpee]";
        L[3] = C.combine("=", L[3]!, V.plus(L[3]!, [L[16]!]));
        f.pc = 5;
        continue;
      }
      case 9: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:107:9: set helpee = chosen";
        L[16] = C.combine("=", L[16]!, L[17]!);
        f.pc = 8;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U38 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:127:3: fire(firer, place, true)";
        return M.call(X, f, 11 /* fire */, actor, [L[0]!, L[1]!, true], 1);
      }
      case 1: {
        X.at =
          "specs/once-we-moved-like-the-wind/combat.rules:128:3: apply-hits(other(firer), place, firer.hits, firer)";
        return M.call(X, f, 15 /* apply-hits */, actor, [B.other(ctx, L[0]!), L[1]!, SF_hits(ctx, L[0]!), L[0]!], 2);
      }
      case 2: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U39 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:135:3: reveal(pieces(place))";
        C.reveal(X, B.pieces(ctx, L[0]!));
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:136:3: let a = leadership(apache, place, true)";
        L[1] = ctx.fn[40 /* leadership */]!(ctx, "apache", L[0]!, true);
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:137:3: let b = leadership(army, place, true)";
        L[2] = ctx.fn[40 /* leadership */]!(ctx, "army", L[0]!, true);
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:138:3: if a != b {";
        f.pc = L[1]! !== L[2]! ? 1 : 2;
        continue;
      }
      case 1: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:139:5: let firer = if a > b then apache else army";
        L[3] = V.gt(L[1]!, L[2]!) ? "apache" : "army";
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:140:5: ambush-fire(firer, place)";
        return M.call(X, f, 12 /* ambush-fire */, actor, [L[3]!, L[0]!], 4);
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
          "specs/once-we-moved-like-the-wind/combat.rules:141:5: if total-strength(firer, place) < total-strength(other(firer), place) {";
        f.pc = V.lt(
          ctx.fn[48 /* total-strength */]!(ctx, L[3]!, L[0]!),
          ctx.fn[48 /* total-strength */]!(ctx, B.other(ctx, L[3]!), L[0]!),
        )
          ? 5
          : 6;
        continue;
      }
      case 5: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:142:7: let group = pieces-of(firer, place)";
        L[4] = B.piecesOf(ctx, L[3]!, L[0]!);
        X.at =
          "specs/once-we-moved-like-the-wind/combat.rules:143:7: choose fallback from [place] + [for n in neighbours(place) if firer == apache...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "fallback",
              V.plus(
                [L[0]!],
                V.readList(ctx, B.neighbours(ctx, L[0]!), "a selection").filter(
                  (x7_n: V.Value) =>
                    L[3]! === "apache" || (ctx.fn[32 /* group-may-enter */]!(ctx, L[4]!, x7_n) as boolean),
                ),
              ),
              L[3]!,
              11 /* ambusher-retreat */,
              actor,
              L[4]!,
              false,
              undefined,
              undefined,
            ),
          ),
          5,
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
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:144:7: move group to fallback";
        C.movePieces(X, L[4]!, L[5]!, actor);
        f.pc = 7;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U40 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:152:3: fire(apache, place, false)";
        return M.call(X, f, 11 /* fire */, actor, ["apache", L[0]!, false], 1);
      }
      case 1: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:153:3: fire(army, place, false)";
        return M.call(X, f, 11 /* fire */, actor, ["army", L[0]!, false], 2);
      }
      case 2: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:154:3: apply-hits(army, place, apache.hits, army)";
        return M.call(X, f, 15 /* apply-hits */, actor, ["army", L[0]!, SF_hits(ctx, "apache"), "army"], 3);
      }
      case 3: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:155:3: apply-hits(apache, place, army.hits, apache)";
        return M.call(X, f, 15 /* apply-hits */, actor, ["apache", L[0]!, SF_hits(ctx, "army"), "apache"], 4);
      }
      case 4: {
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U41 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:164:3: let left = hits";
        L[4] = L[2]!;
        X.at =
          "specs/once-we-moved-like-the-wind/combat.rules:165:3: while left > 0 and not empty(fighters(loser, place)) {";
        L[20] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (!(V.gt(L[4]!, 0) && !ctx.fn[45 /* fighters#empty */]!(ctx, L[0]!, L[1]!))) {
          f.pc = 2;
          continue;
        }
        if ((L[20]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[20] = (L[20]! as number) + 1;
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:166:5: let blocks = fighters(loser, place)";
        L[5] = ctx.fn[44 /* fighters */]!(ctx, L[0]!, L[1]!);
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:167:5: let top = highest([strength(b) for b in blocks])";
        const x7_items = Array.isArray(L[5]!) ? L[5]! : V.readList(ctx, L[5]!, "a selection");
        const x8_selected: V.Value[] = [];
        for (let x10_i = 0; x10_i < x7_items.length; x10_i++) {
          const x9_b = x7_items[x10_i]!;
          x8_selected.push(B.strength(ctx, x9_b));
        }
        L[6] = B.highest(ctx, x8_selected);
        X.at =
          "specs/once-we-moved-like-the-wind/combat.rules:168:5: let tied = [for b in blocks if strength(b) == top]";
        const x12_items = Array.isArray(L[5]!) ? L[5]! : V.readList(ctx, L[5]!, "a selection");
        const x13_selected: V.Value[] = [];
        for (let x15_i = 0; x15_i < x12_items.length; x15_i++) {
          const x14_b = x12_items[x15_i]!;
          if (B.strength(ctx, x14_b) === L[6]!) x13_selected.push(x14_b);
        }
        L[11] = x13_selected;
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:169:5: let victim = first(tied)";
        L[16] = B.first(ctx, L[11]!);
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:171:5: if count(tied) > 1 {";
        f.pc = V.gt(B.count(ctx, L[11]!), 1) ? 3 : 4;
        continue;
      }
      case 2: {
        return false;
      }
      case 3: {
        X.at =
          "specs/once-we-moved-like-the-wind/combat.rules:172:7: choose chosen from tied by chooser as loss-choice";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "chosen",
              L[11]!,
              L[3]!,
              10 /* loss-choice */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          17,
          6,
        );
      }
      case 4: {
        f.pc = 5;
        continue;
      }
      case 5: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:175:5: let taken = min(left, strength(victim))";
        L[19] = B.min(ctx, L[4]!, B.strength(ctx, L[16]!));
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:176:5: reduce(victim, taken)";
        C.reduce(X, L[16]!, L[19]!);
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:177:5: set left = left - taken";
        L[4] = C.combine("=", L[4]!, V.minus(L[4]!, L[19]!));
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:178:5: if loser == apache {";
        if (L[0]! === "apache") {
          X.at =
            "specs/once-we-moved-like-the-wind/combat.rules:179:7: set army-vp += lookup(vp-schedule, apache-strength-lost, vp) * taken";
          C.setTrack(
            X,
            3 /* army-vp */,
            "+=",
            V.times(V.lookupTable(ctx, 4 /* vp-schedule */, "apache-strength-lost", "vp"), L[19]!),
          );
        } else {
          X.at =
            "specs/once-we-moved-like-the-wind/combat.rules:181:7: set apache-vp += lookup(vp-schedule, army-strength-lost, vp) * taken";
          C.setTrack(
            X,
            2 /* apache-vp */,
            "+=",
            V.times(V.lookupTable(ctx, 4 /* vp-schedule */, "army-strength-lost", "vp"), L[19]!),
          );
        }
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:183:5: if strength(victim) == 0 {";
        if (B.strength(ctx, L[16]!) === 0) {
          X.at = "specs/once-we-moved-like-the-wind/combat.rules:184:7: move victim to casualties";
          C.movePieces(X, L[16]!, 2000000039 /* casualties */, actor);
        }
        f.pc = 1;
        continue;
      }
      case 6: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:173:7: set victim = chosen";
        L[16] = C.combine("=", L[16]!, L[17]!);
        f.pc = 5;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U42 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:250:3: lone-settlers()";
        X.T.p[17 /* lone-settlers */]!(X, actor);
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:251:3: let done = []";
        L[0] = [];
        X.at =
          "specs/once-we-moved-like-the-wind/combat.rules:252:3: while not empty([for a in contested-areas() if not a in done and attackable(a...";
        L[4] = 0;
        f.pc = 1;
        continue;
      }
      case 1: {
        if (
          !!!V.readList(ctx, ctx.fn[12 /* contested-areas */]!(ctx), "a selection").some(
            (x5_a: V.Value) => !V.isIn(ctx, x5_a, L[0]!) && (ctx.fn[52 /* attackable */]!(ctx, x5_a) as boolean),
          )
        ) {
          f.pc = 2;
          continue;
        }
        if ((L[4]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[4] = (L[4]! as number) + 1;
        X.at =
          "specs/once-we-moved-like-the-wind/combat.rules:253:5: choose place from [for a in contested-areas() if not a in done] by army as co...";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "place",
              V.readList(ctx, ctx.fn[12 /* contested-areas */]!(ctx), "a selection").filter(
                (x3_a: V.Value) => !V.isIn(ctx, x3_a, L[0]!),
              ),
              "army",
              13 /* combat-area */,
              actor,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          1,
          3,
        );
      }
      case 2: {
        return false;
      }
      case 3: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:254:5: set done = done + [place]";
        L[0] = C.combine("=", L[0]!, V.plus(L[0]!, [L[1]!]));
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:255:5: retreat-before-combat(place)";
        return M.call(X, f, 10 /* retreat-before-combat */, actor, [L[1]!], 4);
      }
      case 4: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:256:5: if contested(place) {";
        if (ctx.fn[56 /* contested */]!(ctx, L[1]!) as boolean) {
          X.at = "specs/once-we-moved-like-the-wind/combat.rules:257:7: capture-lone-leaders(place)";
          X.T.p[16 /* capture-lone-leaders */]!(X, actor, L[1]!);
        }
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:259:5: if contested(place) {";
        f.pc = (ctx.fn[56 /* contested */]!(ctx, L[1]!) as boolean) ? 5 : 6;
        continue;
      }
      case 5: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:260:7: ambush(place)";
        return M.call(X, f, 13 /* ambush */, actor, [L[1]!], 8);
      }
      case 6: {
        f.pc = 7;
        continue;
      }
      case 7: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:262:5: if contested(place) {";
        f.pc = (ctx.fn[56 /* contested */]!(ctx, L[1]!) as boolean) ? 9 : 10;
        continue;
      }
      case 8: {
        f.pc = 7;
        continue;
      }
      case 9: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:263:7: regular-combat(place)";
        return M.call(X, f, 14 /* regular-combat */, actor, [L[1]!], 12);
      }
      case 10: {
        f.pc = 11;
        continue;
      }
      case 11: {
        f.pc = 1;
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

const U43 = (X: C.RunContext, atOnce: boolean, endOfTurn = false): void => {
  void endOfTurn;
  void X;
  void atOnce;
};

const U44 = (X: C.RunContext): Record<string, number> => {
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

const U45 = (X: C.RunContext): Record<string, number> => {
  const out: Record<string, number> = {};
  for (let si = 0; si < X.state.sides.length; si++) {
    const side = X.state.sides[si]!;
    const ctx = C.exprCtx(X, side);
    let total = 0;
    if (side === "apache") {
      const v = V.plus(
        V.plus(
          V.times(100, B.value(ctx, ctx.state.tracks["apache-level"] ?? null)),
          B.value(ctx, ctx.state.tracks["apache-vp"] ?? null),
        ),
        ctx.fn[72 /* turn-end-apache-vp */]!(ctx),
      );
      if (typeof v === "number") total += v;
    }
    if (side === "army") {
      const v = V.plus(
        V.plus(
          V.times(100, B.value(ctx, ctx.state.tracks["army-level"] ?? null)),
          B.value(ctx, ctx.state.tracks["army-vp"] ?? null),
        ),
        ctx.fn[68 /* turn-end-army-vp */]!(ctx),
      );
      if (typeof v === "number") total += v;
    }
    out[side] = total;
  }
  return out;
};

const U46 = (X: C.RunContext): { id: string; rule?: string }[] => {
  const ctx = C.exprCtx(X, undefined);
  const out: { id: string; rule?: string }[] = [];
  if (
    (V.ge(B.value(ctx, ctx.state.tracks["apache-vp"] ?? null), 0) &&
      V.ge(B.value(ctx, ctx.state.tracks["army-vp"] ?? null), 0)) !== true
  )
    out.push({ id: "vp-in-range", rule: "9.0" });
  if (
    !V.readPieces(ctx, "board").some(
      (x0_b: V.Value) =>
        (ctx.fn[4 /* has-steps */]!(ctx, x0_b) as boolean) &&
        (V.lt(B.strength(ctx, x0_b), 1) || V.gt(B.strength(ctx, x0_b), S_steps(ctx, x0_b))),
    ) !== true
  )
    out.push({ id: "strength-on-the-edges", rule: "3.0" });
  if (
    !(B.location(ctx, "crook") === B.location(ctx, "miles") && V.onMap(ctx, B.location(ctx, "crook"), "board")) !== true
  )
    out.push({ id: "seniors-apart", rule: "7.0" });
  if (
    !V.readList(ctx, B.piecesOf(ctx, "army", "board"), "a selection").some(
      (x0_b: V.Value) =>
        S_nation(ctx, x0_b) === "mexico" &&
        !V.isIn(
          ctx,
          "sonora-chihuahua",
          S_territory(
            ctx,
            typeof x0_b === "number" && x0_b >= 1000000000
              ? ((ctx.state.pieces[x0_b - 1000000000]?.location as V.Value | undefined) ?? B.location(ctx, x0_b))
              : B.location(ctx, x0_b),
          ),
        ),
    ) !== true
  )
    out.push({ id: "mexicans-in-mexico", rule: "7.0" });
  return out;
};

const U47 = (X: C.RunContext, type: string, b: C.Bindings): void => {
  const ctx = C.exprCtx(
    X,
    typeof b["mover"] === "string" ? b["mover"] : ((b["player"] as string | undefined) ?? X.state.active),
  );
  switch (type) {
    case "move": {
      X.at = "specs/once-we-moved-like-the-wind/movement.rules:81:9: trigger mexican-incursion";
      if (
        (V.isPiece(X.index, b["piece"] ?? null) ? C.sideOf(X, b["piece"]!) : (ctx.actor ?? null)) === "apache" &&
        V.onMap(ctx, b["from"] ?? null, "board") &&
        V.onMap(ctx, b["to"] ?? null, "board") &&
        (ctx.fn[24 /* all-mexican */]!(ctx, b["to"] ?? null) as boolean) &&
        !(ctx.fn[24 /* all-mexican */]!(ctx, b["from"] ?? null) as boolean)
      ) {
        X.events.push({ type: "trigger", trigger: "mexican-incursion" });
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:86:5: set incursion = yes";
        C.setTrack(X, 6 /* incursion */, "=", "yes");
        X.at = "specs/once-we-moved-like-the-wind/movement.rules:87:5: set apache.crossed = true";
        C.setField(X, "apache", "crossed", "=", true);
      }
      break;
    }
  }
};

const U48 = (X: C.RunContext, type: string, b: C.Bindings): C.Broken | null => {
  const ctx = C.exprCtx(
    X,
    typeof b["actor"] === "string" ? b["actor"] : typeof b["mover"] === "string" ? b["mover"] : X.state.active,
  );
  let side: V.Value | undefined;
  switch (type) {
    case "move":
      X.at = "specs/once-we-moved-like-the-wind/movement.rules:22:13: restriction army-needs-leader";
      if (
        (side ??= V.isPiece(X.index, b["piece"] ?? null) ? C.sideOf(X, b["piece"]!) : (ctx.actor ?? null)) === "army" &&
        V.onMap(ctx, b["from"] ?? null, "board") &&
        V.onMap(ctx, b["to"] ?? null, "board") &&
        !(
          V.truthy(S_leader(ctx, b["piece"] ?? null)) ||
          !!V.readList(ctx, B.piecesOf(ctx, "army", b["from"] ?? null), "a selection").some(
            (x0_l: V.Value) =>
              V.truthy(S_leader(ctx, x0_l)) && S_nation(ctx, x0_l) === S_nation(ctx, b["piece"] ?? null),
          )
        )
      )
        return BR_8ab50a352abb;
      X.at = "specs/once-we-moved-like-the-wind/movement.rules:31:13: restriction mexicans-stay-south";
      if (
        (side ??= V.isPiece(X.index, b["piece"] ?? null) ? C.sideOf(X, b["piece"]!) : (ctx.actor ?? null)) === "army" &&
        V.onMap(ctx, b["to"] ?? null, "board") &&
        !(
          S_nation(ctx, b["piece"] ?? null) !== "mexico" ||
          V.isIn(ctx, "sonora-chihuahua", S_territory(ctx, b["to"] ?? null))
        )
      )
        return BR_817ca454153a;
      X.at = "specs/once-we-moved-like-the-wind/movement.rules:40:13: restriction us-into-mexico-with-senior";
      if (
        (side ??= V.isPiece(X.index, b["piece"] ?? null) ? C.sideOf(X, b["piece"]!) : (ctx.actor ?? null)) === "army" &&
        V.onMap(ctx, b["from"] ?? null, "board") &&
        V.onMap(ctx, b["to"] ?? null, "board") &&
        !(
          S_nation(ctx, b["piece"] ?? null) !== "us" ||
          !V.eq(S_territory(ctx, b["to"] ?? null), ["sonora-chihuahua"]) ||
          !!V.readList(ctx, B.piecesOf(ctx, "army", b["from"] ?? null), "a selection").some(
            (x0_l: V.Value) => V.truthy(S_senior(ctx, x0_l)) && S_nation(ctx, x0_l) === "us",
          )
        )
      )
        return BR_f2dc3a3f40e0;
      return null;
    case "decision:army-step":
      X.at = "specs/once-we-moved-like-the-wind/movement.rules:55:13: restriction command-conflict";
      if (!!(ctx.fn[20 /* conflicts */]!(ctx, b["piece"] ?? null, b["option"] ?? null) as boolean))
        return BR_3586456adf1a;
      return null;
    case "decision:area-choice":
      X.at = "specs/once-we-moved-like-the-wind/movement.rules:55:13: restriction command-conflict";
      if (!!(ctx.fn[20 /* conflicts */]!(ctx, b["piece"] ?? null, b["option"] ?? null) as boolean))
        return BR_3586456adf1a;
      return null;
    case "decision:combat-area":
      X.at = "specs/once-we-moved-like-the-wind/combat.rules:200:13: restriction reservations-are-safe";
      if (!(ctx.fn[52 /* attackable */]!(ctx, b["option"] ?? null) as boolean)) return BR_30fc6f310c37;
      return null;
  }
  return null;
};

const U49 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        L[2] = L[0]!;
        L[3] = L[1]!;
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:127:3: fire(firer, place, true)";
        return M.call(X, f, 11 /* fire */, actor, [L[0]!, L[1]!, true], 1);
      }
      case 1: {
        X.at =
          "specs/once-we-moved-like-the-wind/combat.rules:128:3: apply-hits(other(firer), place, firer.hits, firer)";
        return M.call(X, f, 15 /* apply-hits */, actor, [B.other(ctx, L[0]!), L[1]!, SF_hits(ctx, L[0]!), L[0]!], 2);
      }
      case 2: {
        if (true) {
          X.events.push({ type: "trigger", trigger: "apache-leader-killed" });
          X.at =
            "specs/once-we-moved-like-the-wind/options.rules:12:7: for each l in [for l in pieces-of(apache, place) if l.leader] {";
          const x4_items = V.readList(ctx, B.piecesOf(ctx, "apache", L[3]!), "a selection");
          const x5_selected: V.Value[] = [];
          for (let x7_i = 0; x7_i < x4_items.length; x7_i++) {
            const x6_l = x4_items[x7_i]!;
            if (V.truthy(S_leader(ctx, x6_l))) x5_selected.push(x6_l);
          }
          {
            L[8] = C.items(X, x5_selected, actor);
            L[9] = 0;
            while ((L[9]! as number) < (L[8]! as V.Value[]).length) {
              L[10] = (L[8]! as V.Value[])[L[9]! as number]!;
              X.at = "specs/once-we-moved-like-the-wind/options.rules:13:9: if roll(d6) + l.rating <= 3 {";
              if (V.le(V.plus(B.roll(ctx, "d6"), S_rating(ctx, L[10]!)), 3)) {
                X.at = "specs/once-we-moved-like-the-wind/options.rules:14:11: move l to dead-leaders";
                C.movePieces(X, L[10]!, 2000000040 /* dead-leaders */, actor);
              }
              L[9] = (L[9]! as number) + 1;
            }
          }
        }
        return false;
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
        L[1] = L[0]!;
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:152:3: fire(apache, place, false)";
        return M.call(X, f, 11 /* fire */, actor, ["apache", L[0]!, false], 1);
      }
      case 1: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:153:3: fire(army, place, false)";
        return M.call(X, f, 11 /* fire */, actor, ["army", L[0]!, false], 2);
      }
      case 2: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:154:3: apply-hits(army, place, apache.hits, army)";
        return M.call(X, f, 15 /* apply-hits */, actor, ["army", L[0]!, SF_hits(ctx, "apache"), "army"], 3);
      }
      case 3: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:155:3: apply-hits(apache, place, army.hits, apache)";
        return M.call(X, f, 15 /* apply-hits */, actor, ["apache", L[0]!, SF_hits(ctx, "army"), "apache"], 4);
      }
      case 4: {
        if (true) {
          X.events.push({ type: "trigger", trigger: "apache-leader-killed" });
          X.at =
            "specs/once-we-moved-like-the-wind/options.rules:12:7: for each l in [for l in pieces-of(apache, place) if l.leader] {";
          const x2_items = V.readList(ctx, B.piecesOf(ctx, "apache", L[1]!), "a selection");
          const x3_selected: V.Value[] = [];
          for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
            const x4_l = x2_items[x5_i]!;
            if (V.truthy(S_leader(ctx, x4_l))) x3_selected.push(x4_l);
          }
          {
            L[6] = C.items(X, x3_selected, actor);
            L[7] = 0;
            while ((L[7]! as number) < (L[6]! as V.Value[]).length) {
              L[8] = (L[6]! as V.Value[])[L[7]! as number]!;
              X.at = "specs/once-we-moved-like-the-wind/options.rules:13:9: if roll(d6) + l.rating <= 3 {";
              if (V.le(V.plus(B.roll(ctx, "d6"), S_rating(ctx, L[8]!)), 3)) {
                X.at = "specs/once-we-moved-like-the-wind/options.rules:14:11: move l to dead-leaders";
                C.movePieces(X, L[8]!, 2000000040 /* dead-leaders */, actor);
              }
              L[7] = (L[7]! as number) + 1;
            }
          }
        }
        return false;
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
        L[2] = L[0]!;
        L[3] = L[1]!;
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:127:3: fire(firer, place, true)";
        return M.call(X, f, 11 /* fire */, actor, [L[0]!, L[1]!, true], 1);
      }
      case 1: {
        X.at =
          "specs/once-we-moved-like-the-wind/combat.rules:128:3: apply-hits(other(firer), place, firer.hits, firer)";
        return M.call(X, f, 15 /* apply-hits */, actor, [B.other(ctx, L[0]!), L[1]!, SF_hits(ctx, L[0]!), L[0]!], 2);
      }
      case 2: {
        if (true) {
          X.events.push({ type: "trigger", trigger: "army-leader-killed" });
          X.at =
            "specs/once-we-moved-like-the-wind/options.rules:28:7: for each l in [for l in pieces-of(army, place) if l.leader] {";
          const x4_items = V.readList(ctx, B.piecesOf(ctx, "army", L[3]!), "a selection");
          const x5_selected: V.Value[] = [];
          for (let x7_i = 0; x7_i < x4_items.length; x7_i++) {
            const x6_l = x4_items[x7_i]!;
            if (V.truthy(S_leader(ctx, x6_l))) x5_selected.push(x6_l);
          }
          {
            L[8] = C.items(X, x5_selected, actor);
            L[9] = 0;
            while ((L[9]! as number) < (L[8]! as V.Value[]).length) {
              L[10] = (L[8]! as V.Value[])[L[9]! as number]!;
              X.at = "specs/once-we-moved-like-the-wind/options.rules:29:9: if roll(d6) + l.rating <= 2 {";
              if (V.le(V.plus(B.roll(ctx, "d6"), S_rating(ctx, L[10]!)), 2)) {
                X.at = "specs/once-we-moved-like-the-wind/options.rules:30:11: move l to dead-leaders";
                C.movePieces(X, L[10]!, 2000000040 /* dead-leaders */, actor);
              }
              L[9] = (L[9]! as number) + 1;
            }
          }
        }
        return false;
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
        L[1] = L[0]!;
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:152:3: fire(apache, place, false)";
        return M.call(X, f, 11 /* fire */, actor, ["apache", L[0]!, false], 1);
      }
      case 1: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:153:3: fire(army, place, false)";
        return M.call(X, f, 11 /* fire */, actor, ["army", L[0]!, false], 2);
      }
      case 2: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:154:3: apply-hits(army, place, apache.hits, army)";
        return M.call(X, f, 15 /* apply-hits */, actor, ["army", L[0]!, SF_hits(ctx, "apache"), "army"], 3);
      }
      case 3: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:155:3: apply-hits(apache, place, army.hits, apache)";
        return M.call(X, f, 15 /* apply-hits */, actor, ["apache", L[0]!, SF_hits(ctx, "army"), "apache"], 4);
      }
      case 4: {
        if (true) {
          X.events.push({ type: "trigger", trigger: "army-leader-killed" });
          X.at =
            "specs/once-we-moved-like-the-wind/options.rules:28:7: for each l in [for l in pieces-of(army, place) if l.leader] {";
          const x2_items = V.readList(ctx, B.piecesOf(ctx, "army", L[1]!), "a selection");
          const x3_selected: V.Value[] = [];
          for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
            const x4_l = x2_items[x5_i]!;
            if (V.truthy(S_leader(ctx, x4_l))) x3_selected.push(x4_l);
          }
          {
            L[6] = C.items(X, x3_selected, actor);
            L[7] = 0;
            while ((L[7]! as number) < (L[6]! as V.Value[]).length) {
              L[8] = (L[6]! as V.Value[])[L[7]! as number]!;
              X.at = "specs/once-we-moved-like-the-wind/options.rules:29:9: if roll(d6) + l.rating <= 2 {";
              if (V.le(V.plus(B.roll(ctx, "d6"), S_rating(ctx, L[8]!)), 2)) {
                X.at = "specs/once-we-moved-like-the-wind/options.rules:30:11: move l to dead-leaders";
                C.movePieces(X, L[8]!, 2000000040 /* dead-leaders */, actor);
              }
              L[7] = (L[7]! as number) + 1;
            }
          }
        }
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U53 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        L[2] = L[0]!;
        L[3] = L[1]!;
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:127:3: fire(firer, place, true)";
        return M.call(X, f, 11 /* fire */, actor, [L[0]!, L[1]!, true], 1);
      }
      case 1: {
        X.at =
          "specs/once-we-moved-like-the-wind/combat.rules:128:3: apply-hits(other(firer), place, firer.hits, firer)";
        return M.call(X, f, 15 /* apply-hits */, actor, [B.other(ctx, L[0]!), L[1]!, SF_hits(ctx, L[0]!), L[0]!], 2);
      }
      case 2: {
        if (true) {
          X.events.push({ type: "trigger", trigger: "apache-leader-killed" });
          X.at =
            "specs/once-we-moved-like-the-wind/options.rules:12:7: for each l in [for l in pieces-of(apache, place) if l.leader] {";
          const x4_items = V.readList(ctx, B.piecesOf(ctx, "apache", L[3]!), "a selection");
          const x5_selected: V.Value[] = [];
          for (let x7_i = 0; x7_i < x4_items.length; x7_i++) {
            const x6_l = x4_items[x7_i]!;
            if (V.truthy(S_leader(ctx, x6_l))) x5_selected.push(x6_l);
          }
          {
            L[8] = C.items(X, x5_selected, actor);
            L[9] = 0;
            while ((L[9]! as number) < (L[8]! as V.Value[]).length) {
              L[10] = (L[8]! as V.Value[])[L[9]! as number]!;
              X.at = "specs/once-we-moved-like-the-wind/options.rules:13:9: if roll(d6) + l.rating <= 3 {";
              if (V.le(V.plus(B.roll(ctx, "d6"), S_rating(ctx, L[10]!)), 3)) {
                X.at = "specs/once-we-moved-like-the-wind/options.rules:14:11: move l to dead-leaders";
                C.movePieces(X, L[10]!, 2000000040 /* dead-leaders */, actor);
              }
              L[9] = (L[9]! as number) + 1;
            }
          }
        }
        if (true) {
          X.events.push({ type: "trigger", trigger: "army-leader-killed" });
          X.at =
            "specs/once-we-moved-like-the-wind/options.rules:28:7: for each l in [for l in pieces-of(army, place) if l.leader] {";
          const x11_items = V.readList(ctx, B.piecesOf(ctx, "army", L[3]!), "a selection");
          const x12_selected: V.Value[] = [];
          for (let x14_i = 0; x14_i < x11_items.length; x14_i++) {
            const x13_l = x11_items[x14_i]!;
            if (V.truthy(S_leader(ctx, x13_l))) x12_selected.push(x13_l);
          }
          {
            L[15] = C.items(X, x12_selected, actor);
            L[16] = 0;
            while ((L[16]! as number) < (L[15]! as V.Value[]).length) {
              L[17] = (L[15]! as V.Value[])[L[16]! as number]!;
              X.at = "specs/once-we-moved-like-the-wind/options.rules:29:9: if roll(d6) + l.rating <= 2 {";
              if (V.le(V.plus(B.roll(ctx, "d6"), S_rating(ctx, L[17]!)), 2)) {
                X.at = "specs/once-we-moved-like-the-wind/options.rules:30:11: move l to dead-leaders";
                C.movePieces(X, L[17]!, 2000000040 /* dead-leaders */, actor);
              }
              L[16] = (L[16]! as number) + 1;
            }
          }
        }
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U54 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  const actor = f.a;
  const ctx = C.exprCtx(X, actor);
  for (;;) {
    switch (f.pc) {
      case 0: {
        L[1] = L[0]!;
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:152:3: fire(apache, place, false)";
        return M.call(X, f, 11 /* fire */, actor, ["apache", L[0]!, false], 1);
      }
      case 1: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:153:3: fire(army, place, false)";
        return M.call(X, f, 11 /* fire */, actor, ["army", L[0]!, false], 2);
      }
      case 2: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:154:3: apply-hits(army, place, apache.hits, army)";
        return M.call(X, f, 15 /* apply-hits */, actor, ["army", L[0]!, SF_hits(ctx, "apache"), "army"], 3);
      }
      case 3: {
        X.at = "specs/once-we-moved-like-the-wind/combat.rules:155:3: apply-hits(apache, place, army.hits, apache)";
        return M.call(X, f, 15 /* apply-hits */, actor, ["apache", L[0]!, SF_hits(ctx, "army"), "apache"], 4);
      }
      case 4: {
        if (true) {
          X.events.push({ type: "trigger", trigger: "apache-leader-killed" });
          X.at =
            "specs/once-we-moved-like-the-wind/options.rules:12:7: for each l in [for l in pieces-of(apache, place) if l.leader] {";
          const x2_items = V.readList(ctx, B.piecesOf(ctx, "apache", L[1]!), "a selection");
          const x3_selected: V.Value[] = [];
          for (let x5_i = 0; x5_i < x2_items.length; x5_i++) {
            const x4_l = x2_items[x5_i]!;
            if (V.truthy(S_leader(ctx, x4_l))) x3_selected.push(x4_l);
          }
          {
            L[6] = C.items(X, x3_selected, actor);
            L[7] = 0;
            while ((L[7]! as number) < (L[6]! as V.Value[]).length) {
              L[8] = (L[6]! as V.Value[])[L[7]! as number]!;
              X.at = "specs/once-we-moved-like-the-wind/options.rules:13:9: if roll(d6) + l.rating <= 3 {";
              if (V.le(V.plus(B.roll(ctx, "d6"), S_rating(ctx, L[8]!)), 3)) {
                X.at = "specs/once-we-moved-like-the-wind/options.rules:14:11: move l to dead-leaders";
                C.movePieces(X, L[8]!, 2000000040 /* dead-leaders */, actor);
              }
              L[7] = (L[7]! as number) + 1;
            }
          }
        }
        if (true) {
          X.events.push({ type: "trigger", trigger: "army-leader-killed" });
          X.at =
            "specs/once-we-moved-like-the-wind/options.rules:28:7: for each l in [for l in pieces-of(army, place) if l.leader] {";
          const x9_items = V.readList(ctx, B.piecesOf(ctx, "army", L[1]!), "a selection");
          const x10_selected: V.Value[] = [];
          for (let x12_i = 0; x12_i < x9_items.length; x12_i++) {
            const x11_l = x9_items[x12_i]!;
            if (V.truthy(S_leader(ctx, x11_l))) x10_selected.push(x11_l);
          }
          {
            L[13] = C.items(X, x10_selected, actor);
            L[14] = 0;
            while ((L[14]! as number) < (L[13]! as V.Value[]).length) {
              L[15] = (L[13]! as V.Value[])[L[14]! as number]!;
              X.at = "specs/once-we-moved-like-the-wind/options.rules:29:9: if roll(d6) + l.rating <= 2 {";
              if (V.le(V.plus(B.roll(ctx, "d6"), S_rating(ctx, L[15]!)), 2)) {
                X.at = "specs/once-we-moved-like-the-wind/options.rules:30:11: move l to dead-leaders";
                C.movePieces(X, L[15]!, 2000000040 /* dead-leaders */, actor);
              }
              L[14] = (L[14]! as number) + 1;
            }
          }
        }
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U55 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/once-we-moved-like-the-wind/game.rules:22:5: for each leader in pieces(apache-leaders) {";
        {
          L[0] = C.items(X, B.pieces(ctx, 2000000038 /* apache-leaders */), X.state.active);
          L[1] = 0;
          while ((L[1]! as number) < (L[0]! as V.Value[]).length) {
            L[2] = (L[0]! as V.Value[])[L[1]! as number]!;
            X.at =
              'specs/once-we-moved-like-the-wind/game.rules:23:7: log("each Apache leader waits on the turn track at the first turn it is avail...';
            C.log(X, "each Apache leader waits on the turn track at the first turn it is available");
            L[1] = (L[1]! as number) + 1;
          }
        }
        X.at = "specs/once-we-moved-like-the-wind/game.rules:25:5: set incursion = no";
        C.setTrack(X, 6 /* incursion */, "=", "no");
        X.at = "specs/once-we-moved-like-the-wind/game.rules:26:5: set turn-track = 1";
        C.setTrack(X, 0 /* turn-track */, "=", 1);
        X.at = "specs/once-we-moved-like-the-wind/game.rules:27:5: shuffle(war-band-pool)";
        C.shuffle(X, 2000000029 /* war-band-pool */, X.state.active);
        X.at = "specs/once-we-moved-like-the-wind/game.rules:28:5: shuffle(rumour-pool)";
        C.shuffle(X, 2000000030 /* rumour-pool */, X.state.active);
        X.at =
          "specs/once-we-moved-like-the-wind/options.rules:46:5: choose bids from [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] by each [apache, army] as bid";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "bids",
              K_dac1c5329f88,
              K_a477b30d8526,
              14 /* bid */,
              X.state.active,
              undefined,
              true,
              undefined,
              undefined,
            ),
          ),
          3,
          1,
        );
      }
      case 1: {
        X.at = "specs/once-we-moved-like-the-wind/options.rules:47:5: while bids[0] == bids[1] {";
        L[7] = 0;
        f.pc = 2;
        continue;
      }
      case 2: {
        if (!(V.indexValue(L[3]!, 0) === V.indexValue(L[3]!, 1))) {
          f.pc = 3;
          continue;
        }
        if ((L[7]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[7] = (L[7]! as number) + 1;
        X.at =
          "specs/once-we-moved-like-the-wind/options.rules:48:7: choose again from [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] by each [apache, army] as bid";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "again",
              K_dac1c5329f88,
              K_a477b30d8526,
              14 /* bid */,
              X.state.active,
              undefined,
              true,
              undefined,
              undefined,
            ),
          ),
          5,
          4,
        );
      }
      case 3: {
        X.at = "specs/once-we-moved-like-the-wind/options.rules:51:5: if bids[0] > bids[1] {";
        if (V.gt(V.indexValue(L[3]!, 0), V.indexValue(L[3]!, 1))) {
          X.at = "specs/once-we-moved-like-the-wind/options.rules:52:7: set army-level = bids[0]";
          C.setTrack(X, 5 /* army-level */, "=", V.indexValue(L[3]!, 0));
        } else {
          X.at = "specs/once-we-moved-like-the-wind/options.rules:54:7: set apache-level = bids[1]";
          C.setTrack(X, 4 /* apache-level */, "=", V.indexValue(L[3]!, 1));
        }
        return false;
      }
      case 4: {
        X.at = "specs/once-we-moved-like-the-wind/options.rules:49:7: set bids = again";
        L[3] = C.combine("=", L[3]!, L[5]!);
        f.pc = 2;
        continue;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U56 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/once-we-moved-like-the-wind/game.rules:22:5: for each leader in pieces(apache-leaders) {";
        {
          L[0] = C.items(X, B.pieces(ctx, 2000000038 /* apache-leaders */), X.state.active);
          L[1] = 0;
          while ((L[1]! as number) < (L[0]! as V.Value[]).length) {
            L[2] = (L[0]! as V.Value[])[L[1]! as number]!;
            X.at =
              'specs/once-we-moved-like-the-wind/game.rules:23:7: log("each Apache leader waits on the turn track at the first turn it is avail...';
            C.log(X, "each Apache leader waits on the turn track at the first turn it is available");
            L[1] = (L[1]! as number) + 1;
          }
        }
        X.at = "specs/once-we-moved-like-the-wind/game.rules:25:5: set incursion = no";
        C.setTrack(X, 6 /* incursion */, "=", "no");
        X.at = "specs/once-we-moved-like-the-wind/game.rules:26:5: set turn-track = 1";
        C.setTrack(X, 0 /* turn-track */, "=", 1);
        X.at = "specs/once-we-moved-like-the-wind/game.rules:27:5: shuffle(war-band-pool)";
        C.shuffle(X, 2000000029 /* war-band-pool */, X.state.active);
        X.at = "specs/once-we-moved-like-the-wind/game.rules:28:5: shuffle(rumour-pool)";
        C.shuffle(X, 2000000030 /* rumour-pool */, X.state.active);
        X.at =
          "specs/once-we-moved-like-the-wind/options.rules:71:5: choose favoured from [apache, army] by active as handicap-side";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "favoured",
              K_a477b30d8526,
              ctx.state.active ?? null,
              15 /* handicap-side */,
              X.state.active,
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
        X.at =
          "specs/once-we-moved-like-the-wind/options.rules:72:5: choose levels from [0, 1, 2, 3] by active as handicap-levels";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "levels",
              K_15a8faf56001,
              ctx.state.active ?? null,
              16 /* handicap-levels */,
              X.state.active,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          5,
          2,
        );
      }
      case 2: {
        X.at = "specs/once-we-moved-like-the-wind/options.rules:73:5: if favoured == apache {";
        if (L[3]! === "apache") {
          X.at = "specs/once-we-moved-like-the-wind/options.rules:74:7: set apache-level = levels";
          C.setTrack(X, 4 /* apache-level */, "=", L[5]!);
        } else {
          X.at = "specs/once-we-moved-like-the-wind/options.rules:76:7: set army-level = levels";
          C.setTrack(X, 5 /* army-level */, "=", L[5]!);
        }
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const U57 = (X: C.RunContext, f: C.Frame): boolean => {
  const L = f.l;
  let ctx = C.exprCtx(X, X.state.active);
  for (;;) {
    if (ctx.actor !== X.state.active) ctx = C.exprCtx(X, X.state.active);
    switch (f.pc) {
      case 0: {
        X.at = "specs/once-we-moved-like-the-wind/game.rules:22:5: for each leader in pieces(apache-leaders) {";
        {
          L[0] = C.items(X, B.pieces(ctx, 2000000038 /* apache-leaders */), X.state.active);
          L[1] = 0;
          while ((L[1]! as number) < (L[0]! as V.Value[]).length) {
            L[2] = (L[0]! as V.Value[])[L[1]! as number]!;
            X.at =
              'specs/once-we-moved-like-the-wind/game.rules:23:7: log("each Apache leader waits on the turn track at the first turn it is avail...';
            C.log(X, "each Apache leader waits on the turn track at the first turn it is available");
            L[1] = (L[1]! as number) + 1;
          }
        }
        X.at = "specs/once-we-moved-like-the-wind/game.rules:25:5: set incursion = no";
        C.setTrack(X, 6 /* incursion */, "=", "no");
        X.at = "specs/once-we-moved-like-the-wind/game.rules:26:5: set turn-track = 1";
        C.setTrack(X, 0 /* turn-track */, "=", 1);
        X.at = "specs/once-we-moved-like-the-wind/game.rules:27:5: shuffle(war-band-pool)";
        C.shuffle(X, 2000000029 /* war-band-pool */, X.state.active);
        X.at = "specs/once-we-moved-like-the-wind/game.rules:28:5: shuffle(rumour-pool)";
        C.shuffle(X, 2000000030 /* rumour-pool */, X.state.active);
        X.at =
          "specs/once-we-moved-like-the-wind/options.rules:46:5: choose bids from [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] by each [apache, army] as bid";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "bids",
              K_dac1c5329f88,
              K_a477b30d8526,
              14 /* bid */,
              X.state.active,
              undefined,
              true,
              undefined,
              undefined,
            ),
          ),
          3,
          1,
        );
      }
      case 1: {
        X.at = "specs/once-we-moved-like-the-wind/options.rules:47:5: while bids[0] == bids[1] {";
        L[7] = 0;
        f.pc = 2;
        continue;
      }
      case 2: {
        if (!(V.indexValue(L[3]!, 0) === V.indexValue(L[3]!, 1))) {
          f.pc = 3;
          continue;
        }
        if ((L[7]! as number) >= 100000)
          throw new V.EvaluationError("a 'while' loop ran 100000 times; its condition never became false");
        L[7] = (L[7]! as number) + 1;
        X.at =
          "specs/once-we-moved-like-the-wind/options.rules:48:7: choose again from [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] by each [apache, army] as bid";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "again",
              K_dac1c5329f88,
              K_a477b30d8526,
              14 /* bid */,
              X.state.active,
              undefined,
              true,
              undefined,
              undefined,
            ),
          ),
          5,
          4,
        );
      }
      case 3: {
        X.at = "specs/once-we-moved-like-the-wind/options.rules:51:5: if bids[0] > bids[1] {";
        if (V.gt(V.indexValue(L[3]!, 0), V.indexValue(L[3]!, 1))) {
          X.at = "specs/once-we-moved-like-the-wind/options.rules:52:7: set army-level = bids[0]";
          C.setTrack(X, 5 /* army-level */, "=", V.indexValue(L[3]!, 0));
        } else {
          X.at = "specs/once-we-moved-like-the-wind/options.rules:54:7: set apache-level = bids[1]";
          C.setTrack(X, 4 /* apache-level */, "=", V.indexValue(L[3]!, 1));
        }
        X.at =
          "specs/once-we-moved-like-the-wind/options.rules:71:5: choose favoured from [apache, army] by active as handicap-side";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "favoured",
              K_a477b30d8526,
              ctx.state.active ?? null,
              15 /* handicap-side */,
              X.state.active,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          8,
          5,
        );
      }
      case 4: {
        X.at = "specs/once-we-moved-like-the-wind/options.rules:49:7: set bids = again";
        L[3] = C.combine("=", L[3]!, L[5]!);
        f.pc = 2;
        continue;
      }
      case 5: {
        X.at =
          "specs/once-we-moved-like-the-wind/options.rules:72:5: choose levels from [0, 1, 2, 3] by active as handicap-levels";
        X.T.sudden(X, true);
        return M.ask(
          X,
          f,
          C.readDone(
            C.reading(X.state, false),
            C.chooseRequest(
              X,
              "levels",
              K_15a8faf56001,
              ctx.state.active ?? null,
              16 /* handicap-levels */,
              X.state.active,
              undefined,
              false,
              undefined,
              undefined,
            ),
          ),
          10,
          6,
        );
      }
      case 6: {
        X.at = "specs/once-we-moved-like-the-wind/options.rules:73:5: if favoured == apache {";
        if (L[8]! === "apache") {
          X.at = "specs/once-we-moved-like-the-wind/options.rules:74:7: set apache-level = levels";
          C.setTrack(X, 4 /* apache-level */, "=", L[10]!);
        } else {
          X.at = "specs/once-we-moved-like-the-wind/options.rules:76:7: set army-level = levels";
          C.setTrack(X, 5 /* army-level */, "=", L[10]!);
        }
        return false;
      }
      default:
        throw new Error(`no step ${f.pc} in ${f.p}`);
    }
  }
};

const T0: C.Units = {
  f: C.unitList({
    0: U0 /* deployable */,
    4: U1 /* has-steps */,
    8: U2 /* home-pool */,
    12: U3 /* contested-areas */,
    16: U4 /* crossing-cost */,
    20: U5 /* conflicts */,
    24: U6 /* all-mexican */,
    28: U7 /* border-allows */,
    32: U8 /* group-may-enter */,
    36: U9 /* rating-in */,
    40: U10 /* leadership */,
    44: U11 /* fighters */,
    48: U12 /* total-strength */,
    52: U13 /* attackable */,
    56: U14 /* contested */,
    60: U15 /* outranked */,
    64: U16 /* forced-back */,
    68: U17 /* turn-end-army-vp */,
    72: U18 /* turn-end-apache-vp */,
    76: U19 /* crossing-cost#move */,
    45: U20 /* fighters#empty */,
  }),
  p: C.unitList({
    0: U21 /* determine-provocation-level */,
    1: U22 /* pick */,
    2: U23 /* set-strength */,
    3: U24 /* pick-forces-for-turn */,
    5: U25 /* end-turn */,
    8: U26 /* reveal-rumours */,
    9: U27 /* reinforce */,
    16: U28 /* capture-lone-leaders */,
    17: U29 /* lone-settlers */,
    19: U30 /* score-turn */,
  }),
  s: C.unitList({
    20: U31 /* #game */,
    21: U32 /* #setup */,
    4: U33 /* deploy */,
    6: U34 /* movement-segment */,
    7: U35 /* lead */,
    10: U36 /* retreat-before-combat */,
    11: U37 /* fire */,
    12: U38 /* ambush-fire */,
    13: U39 /* ambush */,
    14: U40 /* regular-combat */,
    15: U41 /* apply-hits */,
    18: U42 /* resolve-combats */,
  }),
  sudden: U43,
  scores: U44,
  standing: U45,
  violations: U46,
  on: U47,
  allow: U48,
  watched: { move: true },
  restricted: { "decision:area-choice": true, "decision:army-step": true, "decision:combat-area": true, move: true },
};

const T1: C.Units = {
  ...T0,
  s: C.unitList({ 12: U49 /* ambush-fire */, 14: U50 /* regular-combat */ }, T0.s),
};

const T2: C.Units = {
  ...T0,
  s: C.unitList({ 12: U51 /* ambush-fire */, 14: U52 /* regular-combat */ }, T0.s),
};

const T3: C.Units = {
  ...T0,
  s: C.unitList({ 12: U53 /* ambush-fire */, 14: U54 /* regular-combat */ }, T0.s),
};

const T4: C.Units = {
  ...T0,
  s: C.unitList({ 21: U55 /* #setup */ }, T0.s),
};

const T5: C.Units = {
  ...T0,
  s: C.unitList({ 21: U55 /* #setup */, 12: U49 /* ambush-fire */, 14: U50 /* regular-combat */ }, T0.s),
};

const T6: C.Units = {
  ...T0,
  s: C.unitList({ 21: U55 /* #setup */, 12: U51 /* ambush-fire */, 14: U52 /* regular-combat */ }, T0.s),
};

const T7: C.Units = {
  ...T0,
  s: C.unitList({ 21: U55 /* #setup */, 12: U53 /* ambush-fire */, 14: U54 /* regular-combat */ }, T0.s),
};

const T8: C.Units = {
  ...T0,
  s: C.unitList({ 21: U56 /* #setup */ }, T0.s),
};

const T9: C.Units = {
  ...T0,
  s: C.unitList({ 21: U56 /* #setup */, 12: U49 /* ambush-fire */, 14: U50 /* regular-combat */ }, T0.s),
};

const T10: C.Units = {
  ...T0,
  s: C.unitList({ 21: U56 /* #setup */, 12: U51 /* ambush-fire */, 14: U52 /* regular-combat */ }, T0.s),
};

const T11: C.Units = {
  ...T0,
  s: C.unitList({ 21: U56 /* #setup */, 12: U53 /* ambush-fire */, 14: U54 /* regular-combat */ }, T0.s),
};

const T12: C.Units = {
  ...T0,
  s: C.unitList({ 21: U57 /* #setup */ }, T0.s),
};

const T13: C.Units = {
  ...T0,
  s: C.unitList({ 21: U57 /* #setup */, 12: U49 /* ambush-fire */, 14: U50 /* regular-combat */ }, T0.s),
};

const T14: C.Units = {
  ...T0,
  s: C.unitList({ 21: U57 /* #setup */, 12: U51 /* ambush-fire */, 14: U52 /* regular-combat */ }, T0.s),
};

const T15: C.Units = {
  ...T0,
  s: C.unitList({ 21: U57 /* #setup */, 12: U53 /* ambush-fire */, 14: U54 /* regular-combat */ }, T0.s),
};

/**
 * The module's symbols: every declaration its code may name, numbered from 0
 * within its kind, for the base game and all its scenarios and variants.
 * Compiled code calls functions and procedures and reads tables by number.
 */
export const symbols = {
  side: ["apache", "army"],
  map: ["board"],
  territory: ["arizona", "new-mexico", "texas", "sonora-chihuahua"],
  area: [
    "a-001",
    "a-002",
    "a-003",
    "a-004",
    "a-005",
    "a-006",
    "a-007",
    "a-008",
    "a-009",
    "a-010",
    "a-011",
    "a-012",
    "a-013",
    "a-014",
    "a-015",
    "a-016",
    "a-017",
    "a-018",
    "a-019",
    "a-020",
    "a-021",
    "a-022",
    "a-023",
    "a-024",
    "a-025",
    "a-026",
    "a-027",
    "a-028",
    "ocean",
  ],
  holder: [
    "war-band-pool",
    "rumour-pool",
    "us-senior-pool",
    "us-junior-pool",
    "us-unit-pool",
    "mexican-senior-pool",
    "mexican-junior-pool",
    "mexican-unit-pool",
    "set-aside",
    "apache-leaders",
    "casualties",
    "dead-leaders",
    "apache-forces",
    "army-forces",
  ],
  track: ["turn-track", "provocation", "apache-vp", "army-vp", "apache-level", "army-level", "incursion"],
  piece: [
    "apache-peaks",
    "arivipa",
    "san-carlos",
    "e-white-mtn",
    "cannon-creek",
    "carizo",
    "mescalito-az",
    "east-verde",
    "bad-mountain",
    "fossil-creek",
    "chidahu",
    "mimbreno",
    "warm-springs",
    "mescalito-nm",
    "gallatin",
    "kasolino",
    "saltine",
    "llanos-abajo",
    "pinal",
    "w-white-mountain",
    "chique",
    "tonto-creek",
    "cherry-creek",
    "clear-creek",
    "mormon-lake",
    "oak-creek",
    "mogollon",
    "fawn",
    "apostol-itzabih",
    "dach-hozhin",
    "llan-itzabih",
    "llanos-de-arriba",
    "juh",
    "cochise",
    "coloradas",
    "victorio",
    "geronimo",
    "chuhuahua",
    "chato",
    "benito",
    "us-troop-a",
    "us-troop-b",
    "us-troop-c",
    "us-troop-d",
    "us-troop-e",
    "us-troop-f",
    "us-troop-g",
    "us-troop-h",
    "us-company-a",
    "us-company-b",
    "us-company-c",
    "us-company-d",
    "scout",
    "settler",
    "crook",
    "miles",
    "carleton",
    "buell",
    "carr",
    "forsyth",
    "crawford",
    "first-escuadron",
    "second-escuadron",
    "third-escuadron",
    "first-compania",
    "second-compania",
    "third-compania",
    "terrazas",
    "ortiz",
    "garcia",
  ],
  type: ["boundary", "feature", "apache-class", "army-class"],
  value: [
    "open",
    "mixed",
    "mountain",
    "rio-grande",
    "water",
    "town",
    "fort",
    "reservation",
    "war-band",
    "rumour",
    "leader",
    "cavalry",
    "infantry",
    "scout",
    "settler",
  ],
  field: [
    "bonus",
    "mp",
    "hits",
    "crossed",
    "leader",
    "nation",
    "territory",
    "senior",
    "side",
    "rating",
    "steps",
    "available",
    "max",
    "movement",
    "class",
    "features",
    "impassable",
    "home",
    "edge",
  ],
  table: ["provocation-table", "force-chart", "movement-cost", "block-limit", "vp-schedule"],
  decision: [
    "block-to-deploy",
    "area-choice",
    "block-to-move",
    "move-destination",
    "army-step",
    "take-along",
    "goes-along",
    "retreat-before-combat-choice",
    "retreat-leader",
    "scout-reveal",
    "loss-choice",
    "ambusher-retreat",
    "leader-assignment",
    "combat-area",
    "bid",
    "handicap-side",
    "handicap-levels",
  ],
  function: [
    "deployable",
    "deployable#empty",
    "deployable#count",
    "deployable#first",
    "has-steps",
    "has-steps#empty",
    "has-steps#count",
    "has-steps#first",
    "home-pool",
    "home-pool#empty",
    "home-pool#count",
    "home-pool#first",
    "contested-areas",
    "contested-areas#empty",
    "contested-areas#count",
    "contested-areas#first",
    "crossing-cost",
    "crossing-cost#empty",
    "crossing-cost#count",
    "crossing-cost#first",
    "conflicts",
    "conflicts#empty",
    "conflicts#count",
    "conflicts#first",
    "all-mexican",
    "all-mexican#empty",
    "all-mexican#count",
    "all-mexican#first",
    "border-allows",
    "border-allows#empty",
    "border-allows#count",
    "border-allows#first",
    "group-may-enter",
    "group-may-enter#empty",
    "group-may-enter#count",
    "group-may-enter#first",
    "rating-in",
    "rating-in#empty",
    "rating-in#count",
    "rating-in#first",
    "leadership",
    "leadership#empty",
    "leadership#count",
    "leadership#first",
    "fighters",
    "fighters#empty",
    "fighters#count",
    "fighters#first",
    "total-strength",
    "total-strength#empty",
    "total-strength#count",
    "total-strength#first",
    "attackable",
    "attackable#empty",
    "attackable#count",
    "attackable#first",
    "contested",
    "contested#empty",
    "contested#count",
    "contested#first",
    "outranked",
    "outranked#empty",
    "outranked#count",
    "outranked#first",
    "forced-back",
    "forced-back#empty",
    "forced-back#count",
    "forced-back#first",
    "turn-end-army-vp",
    "turn-end-army-vp#empty",
    "turn-end-army-vp#count",
    "turn-end-army-vp#first",
    "turn-end-apache-vp",
    "turn-end-apache-vp#empty",
    "turn-end-apache-vp#count",
    "turn-end-apache-vp#first",
    "crossing-cost#move",
  ],
  procedure: [
    "determine-provocation-level",
    "pick",
    "set-strength",
    "pick-forces-for-turn",
    "deploy",
    "end-turn",
    "movement-segment",
    "lead",
    "reveal-rumours",
    "reinforce",
    "retreat-before-combat",
    "fire",
    "ambush-fire",
    "ambush",
    "regular-combat",
    "apply-hits",
    "capture-lone-leaders",
    "lone-settlers",
    "resolve-combats",
    "score-turn",
    "#game",
    "#setup",
  ],
} as const;

/** Every program of this module: the base game and each combination of variants. */
export const game: M.ProgramSet = {
  game: "once-we-moved-like-the-wind",
  scenarios: [],
  variants: ["apache-leader-death", "army-leader-death", "bidding", "handicap", "longer-game-8", "longer-game-9"],
  programs: {
    "|": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 7 },
      units: T0,
    }),
    "|apache-leader-death": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 7 },
      units: T1,
    }),
    "|army-leader-death": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 7 },
      units: T2,
    }),
    "|apache-leader-death+army-leader-death": (): M.Program => ({
      data: D0,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 7 },
      units: T3,
    }),
    "|bidding": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 7 },
      units: T4,
    }),
    "|apache-leader-death+bidding": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 7 },
      units: T5,
    }),
    "|army-leader-death+bidding": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 7 },
      units: T6,
    }),
    "|apache-leader-death+army-leader-death+bidding": (): M.Program => ({
      data: D1,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 7 },
      units: T7,
    }),
    "|handicap": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 7 },
      units: T8,
    }),
    "|apache-leader-death+handicap": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 7 },
      units: T9,
    }),
    "|army-leader-death+handicap": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 7 },
      units: T10,
    }),
    "|apache-leader-death+army-leader-death+handicap": (): M.Program => ({
      data: D2,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 7 },
      units: T11,
    }),
    "|bidding+handicap": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 7 },
      units: T12,
    }),
    "|apache-leader-death+bidding+handicap": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 7 },
      units: T13,
    }),
    "|army-leader-death+bidding+handicap": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 7 },
      units: T14,
    }),
    "|apache-leader-death+army-leader-death+bidding+handicap": (): M.Program => ({
      data: D3,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 7 },
      units: T15,
    }),
    "|longer-game-8": (): M.Program => ({
      data: D4,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 8 },
      units: T0,
    }),
    "|apache-leader-death+longer-game-8": (): M.Program => ({
      data: D4,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 8 },
      units: T1,
    }),
    "|army-leader-death+longer-game-8": (): M.Program => ({
      data: D4,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 8 },
      units: T2,
    }),
    "|apache-leader-death+army-leader-death+longer-game-8": (): M.Program => ({
      data: D4,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 8 },
      units: T3,
    }),
    "|bidding+longer-game-8": (): M.Program => ({
      data: D5,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 8 },
      units: T4,
    }),
    "|apache-leader-death+bidding+longer-game-8": (): M.Program => ({
      data: D5,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 8 },
      units: T5,
    }),
    "|army-leader-death+bidding+longer-game-8": (): M.Program => ({
      data: D5,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 8 },
      units: T6,
    }),
    "|apache-leader-death+army-leader-death+bidding+longer-game-8": (): M.Program => ({
      data: D5,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 8 },
      units: T7,
    }),
    "|handicap+longer-game-8": (): M.Program => ({
      data: D6,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 8 },
      units: T8,
    }),
    "|apache-leader-death+handicap+longer-game-8": (): M.Program => ({
      data: D6,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 8 },
      units: T9,
    }),
    "|army-leader-death+handicap+longer-game-8": (): M.Program => ({
      data: D6,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 8 },
      units: T10,
    }),
    "|apache-leader-death+army-leader-death+handicap+longer-game-8": (): M.Program => ({
      data: D6,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 8 },
      units: T11,
    }),
    "|bidding+handicap+longer-game-8": (): M.Program => ({
      data: D7,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 8 },
      units: T12,
    }),
    "|apache-leader-death+bidding+handicap+longer-game-8": (): M.Program => ({
      data: D7,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 8 },
      units: T13,
    }),
    "|army-leader-death+bidding+handicap+longer-game-8": (): M.Program => ({
      data: D7,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 8 },
      units: T14,
    }),
    "|apache-leader-death+army-leader-death+bidding+handicap+longer-game-8": (): M.Program => ({
      data: D7,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 8 },
      units: T15,
    }),
    "|longer-game-9": (): M.Program => ({
      data: D8,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 9 },
      units: T0,
    }),
    "|apache-leader-death+longer-game-9": (): M.Program => ({
      data: D8,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 9 },
      units: T1,
    }),
    "|army-leader-death+longer-game-9": (): M.Program => ({
      data: D8,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 9 },
      units: T2,
    }),
    "|apache-leader-death+army-leader-death+longer-game-9": (): M.Program => ({
      data: D8,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 9 },
      units: T3,
    }),
    "|bidding+longer-game-9": (): M.Program => ({
      data: D9,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 9 },
      units: T4,
    }),
    "|apache-leader-death+bidding+longer-game-9": (): M.Program => ({
      data: D9,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 9 },
      units: T5,
    }),
    "|army-leader-death+bidding+longer-game-9": (): M.Program => ({
      data: D9,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 9 },
      units: T6,
    }),
    "|apache-leader-death+army-leader-death+bidding+longer-game-9": (): M.Program => ({
      data: D9,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 9 },
      units: T7,
    }),
    "|handicap+longer-game-9": (): M.Program => ({
      data: D10,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 9 },
      units: T8,
    }),
    "|apache-leader-death+handicap+longer-game-9": (): M.Program => ({
      data: D10,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 9 },
      units: T9,
    }),
    "|army-leader-death+handicap+longer-game-9": (): M.Program => ({
      data: D10,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 9 },
      units: T10,
    }),
    "|apache-leader-death+army-leader-death+handicap+longer-game-9": (): M.Program => ({
      data: D10,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 9 },
      units: T11,
    }),
    "|bidding+handicap+longer-game-9": (): M.Program => ({
      data: D11,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 9 },
      units: T12,
    }),
    "|apache-leader-death+bidding+handicap+longer-game-9": (): M.Program => ({
      data: D11,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 9 },
      units: T13,
    }),
    "|army-leader-death+bidding+handicap+longer-game-9": (): M.Program => ({
      data: D11,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 9 },
      units: T14,
    }),
    "|apache-leader-death+army-leader-death+bidding+handicap+longer-game-9": (): M.Program => ({
      data: D11,
      defaults: DEFAULTS,
      players: [{ who: "Once We Moved Like the Wind", min: 2, max: 2 }],
      turns: { first: 1, last: 9 },
      units: T15,
    }),
  },
  symbols,
  refused: {
    "|longer-game-8+longer-game-9": "variants 'longer-game-8' and 'longer-game-9' cannot be combined",
    "|apache-leader-death+longer-game-8+longer-game-9":
      "variants 'longer-game-8' and 'longer-game-9' cannot be combined",
    "|army-leader-death+longer-game-8+longer-game-9": "variants 'longer-game-8' and 'longer-game-9' cannot be combined",
    "|apache-leader-death+army-leader-death+longer-game-8+longer-game-9":
      "variants 'longer-game-8' and 'longer-game-9' cannot be combined",
    "|bidding+longer-game-8+longer-game-9": "variants 'longer-game-8' and 'longer-game-9' cannot be combined",
    "|apache-leader-death+bidding+longer-game-8+longer-game-9":
      "variants 'longer-game-8' and 'longer-game-9' cannot be combined",
    "|army-leader-death+bidding+longer-game-8+longer-game-9":
      "variants 'longer-game-8' and 'longer-game-9' cannot be combined",
    "|apache-leader-death+army-leader-death+bidding+longer-game-8+longer-game-9":
      "variants 'longer-game-8' and 'longer-game-9' cannot be combined",
    "|handicap+longer-game-8+longer-game-9": "variants 'longer-game-8' and 'longer-game-9' cannot be combined",
    "|apache-leader-death+handicap+longer-game-8+longer-game-9":
      "variants 'longer-game-8' and 'longer-game-9' cannot be combined",
    "|army-leader-death+handicap+longer-game-8+longer-game-9":
      "variants 'longer-game-8' and 'longer-game-9' cannot be combined",
    "|apache-leader-death+army-leader-death+handicap+longer-game-8+longer-game-9":
      "variants 'longer-game-8' and 'longer-game-9' cannot be combined",
    "|bidding+handicap+longer-game-8+longer-game-9": "variants 'longer-game-8' and 'longer-game-9' cannot be combined",
    "|apache-leader-death+bidding+handicap+longer-game-8+longer-game-9":
      "variants 'longer-game-8' and 'longer-game-9' cannot be combined",
    "|army-leader-death+bidding+handicap+longer-game-8+longer-game-9":
      "variants 'longer-game-8' and 'longer-game-9' cannot be combined",
    "|apache-leader-death+army-leader-death+bidding+handicap+longer-game-8+longer-game-9":
      "variants 'longer-game-8' and 'longer-game-9' cannot be combined",
  },
};

export interface OnceWeMovedLikeTheWindOptions extends Omit<EngineOptions, "scenario" | "variants"> {
  scenario?: ScenarioId;
  variants?: VariantId[];
}

/** The type of one option of each decision, by decision id. */
export interface DecisionOptions {
  "ambusher-retreat": AreaId;
  "area-choice": AreaId;
  "army-step": AreaId | HolderId | `${HolderId}@${SideId}`;
  bid: number;
  "block-to-deploy": PieceId;
  "combat-area": AreaId;
  "goes-along": "goes" | "stays";
  "handicap-levels": number;
  "handicap-side": SideId;
  "leader-assignment": PieceId;
  "loss-choice": PieceId;
  "move-destination": AreaId;
  "retreat-before-combat-choice": "retreat" | "stay";
  "retreat-leader": PieceId;
  "scout-reveal": "reveal" | "keep";
  "take-along": "all" | "none" | "some";
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

/** The engine of Once We Moved Like the Wind, typed with the game's ids. */
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

/** A new game of Once We Moved Like the Wind; the same options and seed always give the same game. */
export function createEngine(options: OnceWeMovedLikeTheWindOptions): Engine {
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
