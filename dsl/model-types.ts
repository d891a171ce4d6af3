/* eslint-disable */
// Do not edit: generated from dsl/schema/model.schema.json by dsl/schema/gen-types.mjs.
// Change the schema and run `npm run build` instead.

/**
 * Dice such as d6 or 2d6.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Dice".
 */
export type Dice = string;
/**
 * A statement of a procedure.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Stmt".
 */
export type Stmt =
  | {
      do: "let";
      name: string;
      value: Expr;
    }
  | {
      do: "set";
      target: Expr;
      operator: "=" | "+=" | "-=";
      value: Expr;
    }
  | {
      do: "if";
      cond: Expr;
      then: Block;
      else?: Block;
    }
  | {
      do: "for";
      name: string;
      in: Expr;
      body: Block;
    }
  | {
      do: "repeat";
      times: Expr;
      body: Block;
    }
  | {
      do: "while";
      cond: Expr;
      body: Block;
    }
  | {
      do: "choose";
      name: string;
      from: Expr;
      by?: Expr;
      /**
       * Every side of the list 'by' gives chooses at once, none seeing the others' choices; the result lists the choices in that order.
       */
      each?: boolean;
      /**
       * The decision declaration this choice is.
       */
      as?: string;
      about?: Expr;
      costing?: Expr;
      within?: Expr;
    }
  | {
      do: "move";
      what: Expr;
      to: Expr;
    }
  | {
      do: "end";
      draw: boolean;
      winner?: Expr;
      outcome?: string;
    }
  | {
      do: "unspecified";
      /**
       * The missing part of the rules play has reached.
       */
      name: string;
    }
  | {
      do: "call";
      name: string;
      args: Expr[];
    };
/**
 * An expression of the rules language.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Expr".
 */
export type Expr =
  | {
      op: "int";
      value: number;
    }
  | {
      op: "number";
      value: number;
    }
  | {
      op: "text";
      value: string;
    }
  | {
      op: "bool";
      value: boolean;
    }
  | {
      op: "dice";
      count: number;
      sides: number;
    }
  | {
      op: "name";
      name: string;
    }
  | {
      op: "unary";
      operator: "-" | "+" | "not";
      arg: Expr;
    }
  | {
      op: "binary";
      operator: "or" | "and" | "==" | "!=" | "<" | "<=" | ">" | ">=" | "in" | "+" | "-" | "*" | "/" | "%";
      left: Expr;
      right: Expr;
    }
  | {
      op: "call";
      callee: Expr;
      args: Expr[];
    }
  | {
      op: "field";
      object: Expr;
      field: string;
    }
  | {
      op: "index";
      object: Expr;
      index: Expr;
    }
  | {
      op: "list";
      items: Expr[];
    }
  | {
      op: "select";
      name: string;
      in: Expr;
      where?: Expr;
      value?: Expr;
    }
  | {
      op: "if";
      cond: Expr;
      then: Expr;
      else: Expr;
    };
/**
 * A sequence of statements.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Block".
 */
export type Block = Stmt[];
/**
 * A table cell or record field: a number, text, a truth value, a list or a record.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Cell".
 */
export type Cell = number | string | boolean | CellList | CellRecord;
/**
 * A list of cells.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "CellList".
 */
export type CellList = Cell[];

/**
 * The checked, resolved model of one game: what a spec folder means once parsed, linked and validated. Engines and references are generated from it.
 */
export interface Model {
  game: Game;
  /**
   * Named sets of values (enumerations): terrain, boundary types, card colours.
   */
  types: Type[];
  /**
   * The sides or players.
   */
  sides: Side[];
  /**
   * Boards: area maps, square grids, point-to-point maps, territory maps.
   */
  maps: Map[];
  /**
   * Kinds of pieces: blocks, counters, plain units, cards, cubes and markers.
   */
  pieces: Piece[];
  /**
   * Places that hold pieces: pools, bags, cups, decks, hands, boxes, displays, tracks.
   */
  holders: Holder[];
  /**
   * Die tables, two-way tables and charts.
   */
  tables: Table[];
  /**
   * Sequences of play.
   */
  sequences: Sequence[];
  /**
   * Modifiers, restrictions, limits, triggers, availability, scoring, standing and victory conditions.
   */
  rules: Rule[];
  /**
   * Properties every reachable state must satisfy.
   */
  invariants: Invariant[];
  /**
   * Named kinds of player decisions.
   */
  decisions: Decision[];
  /**
   * Step-by-step procedures the engine executes.
   */
  procedures: Procedure[];
  /**
   * Functions: named expressions that give a value.
   */
  functions: Function[];
  /**
   * Parts of the rules that the available rulebook does not define.
   */
  unspecified: Unspecified[];
  /**
   * Scenarios of the game.
   */
  scenarios: Scenario[];
  /**
   * Variants and optional rules.
   */
  variants: Variant[];
  /**
   * The scenario and variants applied to produce this model, if any.
   */
  applied?: {
    scenario?: string;
    variants: string[];
  };
  /**
   * Every reconstructed item, gathered from @assume annotations.
   */
  assumptions: Assumption[];
}
/**
 * The game header: one per game.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Game".
 */
export interface Game {
  /**
   * The declaration's name, unique within the game.
   */
  id: string;
  /**
   * The name shown to players, in quotes after the declaration's name.
   */
  title?: string;
  /**
   * The rulebook section this comes from (annotation @rule).
   */
  rule?: string;
  /**
   * Why this item was reconstructed where the rulebook leaves it out (annotation @assume).
   */
  assume?: string;
  /**
   * A short explanation in the project's own words.
   */
  description?: string;
  players: Range;
  /**
   * The sides, in turn order.
   */
  sides?: string[];
  dice?: Dice;
  turns?: Range;
  /**
   * The rulebook file this spec is written from.
   */
  source?: string;
  /**
   * One player against a scripted opponent.
   */
  solitaire?: boolean;
  /**
   * The sequence of play a game runs.
   */
  start?: string;
  setup?: Block;
}
/**
 * An inclusive range such as 2..5; an open end is left out.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Range".
 */
export interface Range {
  min?: number;
  max?: number;
}
/**
 * A named set of values.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Type".
 */
export interface Type {
  /**
   * The declaration's name, unique within the game.
   */
  id: string;
  /**
   * The name shown to players, in quotes after the declaration's name.
   */
  title?: string;
  /**
   * The rulebook section this comes from (annotation @rule).
   */
  rule?: string;
  /**
   * Why this item was reconstructed where the rulebook leaves it out (annotation @assume).
   */
  assume?: string;
  /**
   * A short explanation in the project's own words.
   */
  description?: string;
  /**
   * The values, in order.
   *
   * @minItems 1
   */
  values: [string, ...string[]];
}
/**
 * A side or player.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Side".
 */
export interface Side {
  /**
   * The declaration's name, unique within the game.
   */
  id: string;
  /**
   * The name shown to players, in quotes after the declaration's name.
   */
  title?: string;
  /**
   * The rulebook section this comes from (annotation @rule).
   */
  rule?: string;
  /**
   * Why this item was reconstructed where the rulebook leaves it out (annotation @assume).
   */
  assume?: string;
  /**
   * A short explanation in the project's own words.
   */
  description?: string;
  /**
   * Nations the side commands.
   */
  nations?: string[];
  /**
   * The side's colour.
   */
  colour?: string;
  /**
   * Whether a person plays this side; false for a side run by the rules.
   */
  player?: boolean;
  /**
   * The side's reserve or home area.
   */
  reserve?: string;
  /**
   * Values each such piece (or side) keeps during play and the rules change, with their types: { moves-in-a-row: int, retreated: bool }.
   */
  state?: {
    [k: string]: string;
  };
}
/**
 * A board.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Map".
 */
export interface Map {
  /**
   * The declaration's name, unique within the game.
   */
  id: string;
  /**
   * The name shown to players, in quotes after the declaration's name.
   */
  title?: string;
  /**
   * The rulebook section this comes from (annotation @rule).
   */
  rule?: string;
  /**
   * Why this item was reconstructed where the rulebook leaves it out (annotation @assume).
   */
  assume?: string;
  /**
   * A short explanation in the project's own words.
   */
  description?: string;
  /**
   * What kind of board: an area map, a grid of squares, point-to-point spaces or territories of areas.
   */
  layout: "areas" | "squares" | "points" | "territories";
  /**
   * The number of areas the board has, checked against the areas declared.
   */
  size?: number;
  /**
   * The type whose values name the kinds of links (boundaries, routes).
   */
  "link-types"?: string;
  /**
   * The type whose values name the terrain of areas.
   */
  "terrain-type"?: string;
  /**
   * The type whose values name area features.
   */
  "feature-type"?: string;
  /**
   * How the map's diagram in the reference colours its areas: each key is an area property that is true (capital), a feature the area has (reservation) or its terrain (forest), with the colour of the areas it marks, as #rrggbb; the first key that fits an area wins, in the order written. Impassable areas are grey; areas no key fits are white.
   */
  legend?: {
    [k: string]: string;
  };
  /**
   * Values each area of the map keeps during play and the rules change, with their types: { control: text, devastated: bool }. Read and set like a piece's state (a.devastated).
   */
  state?: {
    [k: string]: string;
  };
  /**
   * The function giving the cost of one step of movement on this map, which reachable, path-cost and step-cost use. Its parameters are bound by name: mover (the side moving), piece, from, to and crossing (the link's kind). A step it prices below zero, or not as a number, cannot be taken.
   */
  "movement-cost"?: string;
  /**
   * The function saying whether a piece entering a place must stop there (parameters bound by name, as for movement-cost); reachable goes no further from such a place.
   */
  "stops-movement"?: string;
  /**
   * Regions that group areas.
   */
  territories?: Territory[];
  /**
   * The areas, squares or spaces.
   */
  areas?: Area[];
  /**
   * Adjacency: which areas or territories touch, and how.
   */
  links?: Link[];
}
/**
 * A region of a map.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Territory".
 */
export interface Territory {
  /**
   * The declaration's name, unique within the game.
   */
  id: string;
  /**
   * The name shown to players, in quotes after the declaration's name.
   */
  title?: string;
  /**
   * The rulebook section this comes from (annotation @rule).
   */
  rule?: string;
  /**
   * Why this item was reconstructed where the rulebook leaves it out (annotation @assume).
   */
  assume?: string;
  /**
   * A short explanation in the project's own words.
   */
  description?: string;
  /**
   * The nation the territory belongs to.
   */
  nation?: string;
  /**
   * The central territory of the map.
   */
  centre?: boolean;
  /**
   * A value printed for the territory.
   */
  value?: number;
}
/**
 * An area, square or space of a map.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Area".
 */
export interface Area {
  /**
   * The declaration's name, unique within the game.
   */
  id: string;
  /**
   * The name shown to players, in quotes after the declaration's name.
   */
  title?: string;
  /**
   * The rulebook section this comes from (annotation @rule).
   */
  rule?: string;
  /**
   * Why this item was reconstructed where the rulebook leaves it out (annotation @assume).
   */
  assume?: string;
  /**
   * A short explanation in the project's own words.
   */
  description?: string;
  /**
   * The territory or territories the area lies in; more than one where it straddles a border.
   */
  territory?: string[];
  /**
   * The terrain, a value of the map's terrain type.
   */
  terrain?: string;
  /**
   * Features such as water, town or fort: values of the map's feature type.
   */
  features?: string[];
  /**
   * Printed grid coordinates, e.g. D7.
   */
  coord?: string;
  /**
   * Row number on a grid.
   */
  row?: number;
  /**
   * Column name on a grid.
   */
  column?: string;
  /**
   * A value printed in the area, e.g. the cost of entering it.
   */
  value?: number;
  /**
   * A second value printed in brackets beside the value, which the rules use under a condition of their own (a family with a horse pays it instead of the value).
   */
  "bracket-value"?: number;
  /**
   * Victory points for the area.
   */
  vp?: number;
  /**
   * A die-roll symbol printed in the area.
   */
  symbol?: string;
  /**
   * The area lies on the map edge.
   */
  edge?: boolean;
  /**
   * No piece may enter the area.
   */
  impassable?: boolean;
  /**
   * How many pieces may stand in the area; leave out for no limit.
   */
  capacity?: number;
  /**
   * The side the area belongs to (a reserve, a base).
   */
  owner?: string;
  /**
   * The side controlling it at the start.
   */
  control?: string;
  /**
   * The area is a capital.
   */
  capital?: boolean;
  /**
   * The area is a base.
   */
  base?: boolean;
}
/**
 * Two areas or territories that touch.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Link".
 */
export interface Link {
  /**
   * One end.
   */
  from: string;
  /**
   * The other end.
   */
  to: string;
  /**
   * Only from `from` to `to` (written ->).
   */
  directed: boolean;
  /**
   * The kind of link, a value of the map's link type (after the colon).
   */
  type?: string;
  /**
   * What the link crosses, e.g. a river.
   */
  crossing?: string;
  /**
   * A fixed cost to cross.
   */
  cost?: number;
  /**
   * The rulebook section (annotation @rule).
   */
  rule?: string;
  /**
   * Why this link was reconstructed (annotation @assume).
   */
  assume?: string;
  /**
   * A short explanation.
   */
  description?: string;
}
/**
 * A kind of piece.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Piece".
 */
export interface Piece {
  /**
   * The declaration's name, unique within the game.
   */
  id: string;
  /**
   * The name shown to players, in quotes after the declaration's name.
   */
  title?: string;
  /**
   * The rulebook section this comes from (annotation @rule).
   */
  rule?: string;
  /**
   * Why this item was reconstructed where the rulebook leaves it out (annotation @assume).
   */
  assume?: string;
  /**
   * A short explanation in the project's own words.
   */
  description?: string;
  /**
   * The keyword that declared it.
   */
  kind: "block" | "counter" | "unit" | "card" | "cube" | "marker";
  /**
   * The side that owns it.
   */
  side?: string;
  /**
   * The nation it serves.
   */
  nation?: string;
  /**
   * A class within the side, e.g. war-band, troop, leader.
   */
  class?: string;
  /**
   * How many such pieces the game has.
   */
  count?: number;
  /**
   * Maximum strength in steps (a block rotated as it loses strength).
   */
  steps?: number;
  /**
   * Printed strength.
   */
  strength?: number;
  /**
   * Movement allowance.
   */
  movement?: number;
  /**
   * Leader rating.
   */
  rating?: number;
  /**
   * The piece is a leader.
   */
  leader?: boolean;
  /**
   * A senior leader.
   */
  senior?: boolean;
  /**
   * Home territory.
   */
  home?: string;
  available?: Range;
  /**
   * Year of entry.
   */
  entry?: number;
  /**
   * The army it belongs to.
   */
  army?: string;
  /**
   * The regiment it belongs to.
   */
  regiment?: string;
  /**
   * The names of its faces (front first).
   */
  faces?: string[];
  /**
   * Its colour.
   */
  colour?: string;
  /**
   * A printed value (points, booty).
   */
  value?: number;
  /**
   * Who sees its identity: everybody, its owner only, or nobody until revealed.
   */
  visibility?: "all" | "owner" | "none";
  /**
   * For cards: the fields each card carries and the type of each, e.g. { colour: colour, rank: rank }.
   */
  fields?: {
    /**
     * The type of the field.
     */
    [k: string]: string;
  };
  /**
   * The printed card number.
   */
  number?: number;
  numbers?: Range;
  /**
   * Values each such piece (or side) keeps during play and the rules change, with their types: { moves-in-a-row: int, retreated: bool }.
   */
  state?: {
    [k: string]: string;
  };
}
/**
 * A place that holds pieces.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Holder".
 */
export interface Holder {
  /**
   * The declaration's name, unique within the game.
   */
  id: string;
  /**
   * The name shown to players, in quotes after the declaration's name.
   */
  title?: string;
  /**
   * The rulebook section this comes from (annotation @rule).
   */
  rule?: string;
  /**
   * Why this item was reconstructed where the rulebook leaves it out (annotation @assume).
   */
  assume?: string;
  /**
   * A short explanation in the project's own words.
   */
  description?: string;
  /**
   * The keyword that declared it.
   */
  kind: "pool" | "bag" | "cup" | "deck" | "hand" | "box" | "display" | "track";
  /**
   * The side it belongs to.
   */
  owner?: string;
  /**
   * Every player has one of these.
   */
  "each-player"?: boolean;
  /**
   * Who sees what it holds.
   */
  visibility?: "all" | "owner" | "none";
  /**
   * Whether draws are random (bag, cup), in order (display) or from the top (deck).
   */
  order?: "random" | "ordered" | "stacked";
  /**
   * The declared total it holds, checked against its contents.
   */
  size?: number;
  /**
   * The most it can hold.
   */
  capacity?: number;
  range?: Range;
  /**
   * For a track: its starting value.
   */
  start?: number;
  /**
   * For a track: the markers that move on it.
   */
  markers?: string[];
  /**
   * For a track of named steps: the steps in order.
   */
  values?: string[];
  /**
   * For a display: its columns.
   */
  columns?: string[];
  /**
   * For a display: how many rows.
   */
  rows?: number;
  /**
   * For a display: how many slots.
   */
  slots?: number;
  /**
   * The area or territory where it lies.
   */
  at?: string;
  /**
   * What kinds of pieces it holds.
   */
  holds?: string[];
  /**
   * What it holds at the start, as count lines.
   */
  contents?: Entry[];
  build?: Block;
}
/**
 * A line of a composition: a count of pieces, optionally with field values; a field given as * means one for each value of its type.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Entry".
 */
export interface Entry {
  /**
   * How many.
   */
  count: number;
  /**
   * Which kind of piece.
   */
  piece: string;
  /**
   * Field values; "*" means every value.
   */
  fields?: {
    [k: string]: Cell;
  };
  /**
   * The rulebook section (annotation @rule).
   */
  rule?: string;
  /**
   * Why this entry was reconstructed (annotation @assume).
   */
  assume?: string;
}
/**
 * Named cells.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "CellRecord".
 */
export interface CellRecord {
  [k: string]: Cell;
}
/**
 * A die table, two-way table or chart.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Table".
 */
export interface Table {
  /**
   * The declaration's name, unique within the game.
   */
  id: string;
  /**
   * The name shown to players, in quotes after the declaration's name.
   */
  title?: string;
  /**
   * The rulebook section this comes from (annotation @rule).
   */
  rule?: string;
  /**
   * Why this item was reconstructed where the rulebook leaves it out (annotation @assume).
   */
  assume?: string;
  /**
   * A short explanation in the project's own words.
   */
  description?: string;
  dice?: Dice;
  range?: Range;
  /**
   * What the rows are keyed by.
   */
  key?: string;
  /**
   * Column headings; without them a row has one value.
   */
  columns?: (string | number)[];
  /**
   * What the columns are keyed by.
   */
  "column-key"?: string;
  /**
   * The rows, as row lines.
   */
  rows?: Row[];
}
/**
 * A row of a table.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Row".
 */
export interface Row {
  /**
   * A range of rolls (or one roll) or a name.
   */
  key: Range | string;
  /**
   * One value per column.
   */
  cells: Cell[];
  /**
   * The rulebook section (annotation @rule).
   */
  rule?: string;
  /**
   * Why this row was reconstructed (annotation @assume).
   */
  assume?: string;
}
/**
 * A sequence of play.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Sequence".
 */
export interface Sequence {
  /**
   * The declaration's name, unique within the game.
   */
  id: string;
  /**
   * The name shown to players, in quotes after the declaration's name.
   */
  title?: string;
  /**
   * The rulebook section this comes from (annotation @rule).
   */
  rule?: string;
  /**
   * Why this item was reconstructed where the rulebook leaves it out (annotation @assume).
   */
  assume?: string;
  /**
   * A short explanation in the project's own words.
   */
  description?: string;
  turns?: Range;
  until?: Expr;
  /**
   * Nested phases, segments, steps, loops and interrupts.
   */
  children?: Step[];
}
/**
 * A phase, segment, step, loop or interrupt of a sequence.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Step".
 */
export interface Step {
  /**
   * The declaration's name, unique within the game.
   */
  id: string;
  /**
   * The name shown to players, in quotes after the declaration's name.
   */
  title?: string;
  /**
   * The rulebook section this comes from (annotation @rule).
   */
  rule?: string;
  /**
   * Why this item was reconstructed where the rulebook leaves it out (annotation @assume).
   */
  assume?: string;
  /**
   * A short explanation in the project's own words.
   */
  description?: string;
  /**
   * The keyword that declared it.
   */
  kind: "phase" | "segment" | "step" | "loop" | "interrupt";
  /**
   * The side acting in it.
   */
  player?: string;
  /**
   * Runs once for each side in turn order.
   */
  "each-side"?: boolean;
  run?: Block;
  /**
   * How many times it runs.
   */
  repeat?: number;
  until?: Expr;
  while?: Expr;
  "skip-when"?: Expr;
  /**
   * For an interrupt: the step after which it may happen.
   */
  after?: string;
  /**
   * For an interrupt: who may act (any, each, active).
   */
  by?: string;
  /**
   * For an interrupt: how simultaneous actions are ordered, e.g. speed.
   */
  order?: string;
  /**
   * The decision each acting player is offered here (for an interrupt: whether and what to play).
   */
  decision?: string;
  offer?: Expr;
  /**
   * For an interrupt: the holder the plays land in, in the order they are made (fastest first).
   */
  "collect-into"?: string;
  /**
   * Nested phases, segments, steps, loops and interrupts.
   */
  children?: Step[];
}
/**
 * A modifier, restriction, limit, trigger, availability, scoring rule, standing or victory condition.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Rule".
 */
export interface Rule {
  /**
   * The declaration's name, unique within the game.
   */
  id: string;
  /**
   * The name shown to players, in quotes after the declaration's name.
   */
  title?: string;
  /**
   * The rulebook section this comes from (annotation @rule).
   */
  rule?: string;
  /**
   * Why this item was reconstructed where the rulebook leaves it out (annotation @assume).
   */
  assume?: string;
  /**
   * A short explanation in the project's own words.
   */
  description?: string;
  /**
   * The keyword that declared it.
   */
  kind:
    "modifier" | "restriction" | "limit" | "trigger" | "availability" | "scoring" | "standing" | "victory";
  /**
   * The tables, functions, procedures, decisions, steps or pieces it applies to: a modifier changes the key of a table look-up, the result of a function, or the dice rolled in a procedure; a restriction filters a decision's options.
   */
  "applies-to"?: string[];
  /**
   * For a trigger or restriction: the event it watches (a piece moving, entering or leaving a place, drawn, revealed, hidden, flipped, reduced, restored or eliminated; a die roll; a table look-up; the start or end of a turn or of a phase, segment or step; a decision taken). See the language guide for what each event binds.
   */
  on?:
    | "move"
    | "enter"
    | "leave"
    | "draw"
    | "reveal"
    | "hide"
    | "flip"
    | "reduce"
    | "restore"
    | "eliminate"
    | "roll"
    | "lookup"
    | "turn-start"
    | "turn-end"
    | "step-start"
    | "step-end"
    | "decision";
  /**
   * The side it concerns.
   */
  side?: string;
  when?: Expr;
  value?: Expr;
  check?: Expr;
  /**
   * For a limit: the steps at whose end it is checked (a limit on 'each player's movement segment' names each of them). For a sudden-death victory: the phases, segments or steps at whose end it is checked (instead of after every step).
   */
  at?: string[];
  /**
   * What a player is told when it is broken.
   */
  message?: string;
  run?: Block;
  /**
   * For availability: the piece.
   */
  piece?: string;
  turns?: Range;
  /**
   * For a victory condition: the side that wins.
   */
  winner?: string;
  /**
   * The outcome's name, e.g. Major Victory.
   */
  outcome?: string;
  points?: Expr;
  /**
   * A table of points or outcomes it uses.
   */
  schedule?: string;
  /**
   * Order among rules that apply at once (lower first).
   */
  priority?: number;
  /**
   * A victory condition checked during play, not only at the end.
   */
  "sudden-death"?: boolean;
  /**
   * For a sudden-death victory: checked at once, after every action (before any further decision is offered); when a step of the sequence of play ends (the default); or only at the end of each turn. A victory with 'at' is checked only when that phase, segment or step ends.
   */
  checked?: "at-once" | "after-step" | "end-of-turn";
}
/**
 * A property that every reachable state must satisfy.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Invariant".
 */
export interface Invariant {
  /**
   * The declaration's name, unique within the game.
   */
  id: string;
  /**
   * The name shown to players, in quotes after the declaration's name.
   */
  title?: string;
  /**
   * The rulebook section this comes from (annotation @rule).
   */
  rule?: string;
  /**
   * Why this item was reconstructed where the rulebook leaves it out (annotation @assume).
   */
  assume?: string;
  /**
   * A short explanation in the project's own words.
   */
  description?: string;
  holds: Expr;
  /**
   * What is wrong when it fails.
   */
  message?: string;
}
/**
 * A kind of player decision.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Decision".
 */
export interface Decision {
  /**
   * The declaration's name, unique within the game.
   */
  id: string;
  /**
   * The name shown to players, in quotes after the declaration's name.
   */
  title?: string;
  /**
   * The rulebook section this comes from (annotation @rule).
   */
  rule?: string;
  /**
   * Why this item was reconstructed where the rulebook leaves it out (annotation @assume).
   */
  assume?: string;
  /**
   * A short explanation in the project's own words.
   */
  description?: string;
  /**
   * Who decides: a side, or active, owner, defender, attacker, each, any.
   */
  by?: string;
  /**
   * The options, where they are fixed.
   */
  options?: Cell[];
  /**
   * The question the player is asked.
   */
  prompt?: string;
}
/**
 * A procedure the engine executes step by step.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Procedure".
 */
export interface Procedure {
  /**
   * The declaration's name, unique within the game.
   */
  id: string;
  /**
   * The name shown to players, in quotes after the declaration's name.
   */
  title?: string;
  /**
   * The rulebook section this comes from (annotation @rule).
   */
  rule?: string;
  /**
   * Why this item was reconstructed where the rulebook leaves it out (annotation @assume).
   */
  assume?: string;
  /**
   * A short explanation in the project's own words.
   */
  description?: string;
  /**
   * Its parameters.
   */
  params: Param[];
  body: Block;
}
/**
 * A parameter of a procedure.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Param".
 */
export interface Param {
  name: string;
  type: string;
}
/**
 * A function: a named expression with parameters, giving a value (such as whether a card could claim anything).
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Function".
 */
export interface Function {
  /**
   * The declaration's name, unique within the game.
   */
  id: string;
  /**
   * The name shown to players, in quotes after the declaration's name.
   */
  title?: string;
  /**
   * The rulebook section this comes from (annotation @rule).
   */
  rule?: string;
  /**
   * Why this item was reconstructed where the rulebook leaves it out (annotation @assume).
   */
  assume?: string;
  /**
   * A short explanation in the project's own words.
   */
  description?: string;
  /**
   * Its parameters.
   */
  params: Param[];
  value: Expr;
}
/**
 * A part of the rules the available rulebook leaves undefined. Play that reaches it stops with a clear error.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Unspecified".
 */
export interface Unspecified {
  /**
   * The declaration's name, unique within the game.
   */
  id: string;
  /**
   * The name shown to players, in quotes after the declaration's name.
   */
  title?: string;
  /**
   * The rulebook section this comes from (annotation @rule).
   */
  rule?: string;
  /**
   * Why this item was reconstructed where the rulebook leaves it out (annotation @assume).
   */
  assume?: string;
  /**
   * A short explanation in the project's own words.
   */
  description?: string;
  /**
   * The missing section's number.
   */
  section: string;
  /**
   * The rulebook gives this rule, but the spec does not encode it yet: play stops here saying so, rather than that the rulebook is missing.
   */
  pending?: boolean;
}
/**
 * A scenario: set-up and changes applied to the base game.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Scenario".
 */
export interface Scenario {
  /**
   * The declaration's name, unique within the game.
   */
  id: string;
  /**
   * The name shown to players, in quotes after the declaration's name.
   */
  title?: string;
  /**
   * The rulebook section this comes from (annotation @rule).
   */
  rule?: string;
  /**
   * Why this item was reconstructed where the rulebook leaves it out (annotation @assume).
   */
  assume?: string;
  /**
   * A short explanation in the project's own words.
   */
  description?: string;
  /**
   * Named sets of values (enumerations): terrain, boundary types, card colours.
   */
  types?: Type[];
  /**
   * The sides or players.
   */
  sides?: Side[];
  /**
   * Boards: area maps, square grids, point-to-point maps, territory maps.
   */
  maps?: Map[];
  /**
   * Kinds of pieces: blocks, counters, plain units, cards, cubes and markers.
   */
  pieces?: Piece[];
  /**
   * Places that hold pieces: pools, bags, cups, decks, hands, boxes, displays, tracks.
   */
  holders?: Holder[];
  /**
   * Die tables, two-way tables and charts.
   */
  tables?: Table[];
  /**
   * Sequences of play.
   */
  sequences?: Sequence[];
  /**
   * Modifiers, restrictions, limits, triggers, availability, scoring, standing and victory conditions.
   */
  rules?: Rule[];
  /**
   * Properties every reachable state must satisfy.
   */
  invariants?: Invariant[];
  /**
   * Named kinds of player decisions.
   */
  decisions?: Decision[];
  /**
   * Step-by-step procedures the engine executes.
   */
  procedures?: Procedure[];
  /**
   * Functions: named expressions that give a value.
   */
  functions?: Function[];
  /**
   * Parts of the rules that the available rulebook does not define.
   */
  unspecified?: Unspecified[];
  players?: Range;
  "sides-in-play"?: string[];
  turns?: Range;
  setup?: Block;
  /**
   * Declarations of the base game it replaces (written `replace ...`).
   */
  replaces?: Change[];
  /**
   * Declarations of the base game it removes (written `remove ...`).
   */
  removes?: Change[];
  /**
   * The scenario it continues, carrying state over (a campaign).
   */
  "links-to"?: string;
}
/**
 * A declaration a scenario or variant replaces or removes.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Change".
 */
export interface Change {
  keyword: string;
  id: string;
}
/**
 * A variant or optional rule: changes applied to the base game; variants can be combined.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Variant".
 */
export interface Variant {
  /**
   * The declaration's name, unique within the game.
   */
  id: string;
  /**
   * The name shown to players, in quotes after the declaration's name.
   */
  title?: string;
  /**
   * The rulebook section this comes from (annotation @rule).
   */
  rule?: string;
  /**
   * Why this item was reconstructed where the rulebook leaves it out (annotation @assume).
   */
  assume?: string;
  /**
   * A short explanation in the project's own words.
   */
  description?: string;
  /**
   * Named sets of values (enumerations): terrain, boundary types, card colours.
   */
  types?: Type[];
  /**
   * The sides or players.
   */
  sides?: Side[];
  /**
   * Boards: area maps, square grids, point-to-point maps, territory maps.
   */
  maps?: Map[];
  /**
   * Kinds of pieces: blocks, counters, plain units, cards, cubes and markers.
   */
  pieces?: Piece[];
  /**
   * Places that hold pieces: pools, bags, cups, decks, hands, boxes, displays, tracks.
   */
  holders?: Holder[];
  /**
   * Die tables, two-way tables and charts.
   */
  tables?: Table[];
  /**
   * Sequences of play.
   */
  sequences?: Sequence[];
  /**
   * Modifiers, restrictions, limits, triggers, availability, scoring, standing and victory conditions.
   */
  rules?: Rule[];
  /**
   * Properties every reachable state must satisfy.
   */
  invariants?: Invariant[];
  /**
   * Named kinds of player decisions.
   */
  decisions?: Decision[];
  /**
   * Step-by-step procedures the engine executes.
   */
  procedures?: Procedure[];
  /**
   * Functions: named expressions that give a value.
   */
  functions?: Function[];
  /**
   * Parts of the rules that the available rulebook does not define.
   */
  unspecified?: Unspecified[];
  players?: Range;
  "sides-in-play"?: string[];
  turns?: Range;
  setup?: Block;
  /**
   * Declarations of the base game it replaces (written `replace ...`).
   */
  replaces?: Change[];
  /**
   * Declarations of the base game it removes (written `remove ...`).
   */
  removes?: Change[];
  /**
   * Variants it cannot be combined with.
   */
  excludes?: string[];
  /**
   * Variants it needs.
   */
  requires?: string[];
}
/**
 * A reconstructed item and the reason for it.
 *
 * This interface was referenced by `Model`'s JSON-Schema
 * via the `definition` "Assumption".
 */
export interface Assumption {
  /**
   * What was reconstructed, e.g. `area a020`.
   */
  target: string;
  reason: string;
  rule?: string;
}
