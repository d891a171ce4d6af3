/**
 * The built-in library of the expression language, as data, and its one
 * registry: types, the functions an expression may call, the commands a
 * statement may run, the names every expression can see, and the event
 * names rules can see. Each built-in is one record here: the checker types
 * calls by it, the compiler emits the call to the runtime export it names
 * (a type error when that export is missing), and the language reference
 * lists it.
 */
import type * as M from "./model-types.js";
import type * as RB from "../runtime/core/builtins.js";
import type * as RC from "../runtime/core/commands.js";

/** A type of the expression language. */
export type Ty =
  | { t: "int" }
  | { t: "number" }
  | { t: "bool" }
  | { t: "text" }
  | { t: "dice" }
  | { t: "any" }
  | { t: "void" }
  | { t: "list"; of: Ty }
  /** A declaration of one of these kinds (`side`, `area`, `piece`, `holder`, `track`, ...). */
  | { t: "ref"; kind: string }
  /** A value of the named declared type. */
  | { t: "enum"; type: string };

/** Parses a type written as text: `int`, `list<area>`, `side`, `enum:colour`. */
export function ty(text: string): Ty {
  const list = /^list<(.+)>$/.exec(text);
  if (list) return { t: "list", of: ty(list[1]!) };
  if (text === "list") return { t: "list", of: { t: "any" } };
  if (text.startsWith("enum:")) return { t: "enum", type: text.slice(5) };
  if (["int", "number", "bool", "text", "dice", "any", "void"].includes(text)) return { t: text } as Ty;
  return { t: "ref", kind: text };
}

function plural(noun: string): string {
  if (/ value$/.test(noun)) return `${noun}s`;
  return /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`;
}

export function showTy(x: Ty): string {
  switch (x.t) {
    case "list":
      return x.of.t === "any" ? "a list" : `a list of ${plural(showTy(x.of).replace(/^an? /, ""))}`;
    case "ref":
      if (x.kind === "place") return "a place (an area or a holder)";
      return /^[aeiou]/.test(x.kind) ? `an ${x.kind}` : `a ${x.kind}`;
    case "enum":
      return /^[aeiou]/.test(x.type) ? `an ${x.type} value` : `a ${x.type} value`;
    case "int":
      return "a whole number";
    case "number":
      return "a number";
    case "bool":
      return "true or false";
    case "text":
      return "text";
    case "dice":
      return "dice";
    case "void":
      return "nothing";
    case "any":
      return "anything";
  }
}

/**
 * A lookup table keyed by names from specs: with no prototype, a name such as
 * `constructor` or `__proto__` finds nothing instead of an Object built-in.
 */
export function nameTable<T>(entries: Record<string, T>): Record<string, T> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}

/** Kinds of reference a declaration keyword gives when its name is used in an expression. */
export const KEYWORD_TYPES: Record<string, string> = nameTable({
  game: "game",
  type: "type",
  side: "side",
  map: "map",
  territory: "territory",
  area: "area",
  block: "piece",
  counter: "piece",
  unit: "piece",
  card: "piece",
  cube: "piece",
  marker: "piece",
  pool: "holder",
  bag: "holder",
  cup: "holder",
  deck: "holder",
  hand: "holder",
  box: "holder",
  display: "holder",
  track: "track",
  table: "table",
  sequence: "step",
  phase: "step",
  segment: "step",
  step: "step",
  loop: "step",
  interrupt: "step",
  modifier: "rule",
  restriction: "rule",
  limit: "rule",
  trigger: "rule",
  availability: "rule",
  scoring: "rule",
  standing: "rule",
  victory: "rule",
  invariant: "rule",
  decision: "decision",
  procedure: "procedure",
  function: "function",
  unspecified: "unspecified",
  scenario: "variant",
  variant: "variant",
});

/** Parameter types a procedure may declare. */
export const PARAM_TYPES = ["int", "number", "bool", "text", "dice", "any", "side", "area", "territory", "piece", "holder", "place", "track", "table", "step", "list"];

/** What a built-in's result type may be worked out from, beyond its arguments' types. */
export interface RefineContext {
  /** The type naming links' kinds, when the maps agree on one. */
  linkType(): Ty | undefined;
  /** What a look-up of this table (and column) gives, when the table is named. */
  tableCells(table: M.Expr | undefined, column: M.Expr | undefined): Ty | undefined;
}

/** How a built-in is called and typed: what the checker and the language reference read. */
export interface Signature {
  params: string[];
  /** Type of any further arguments. */
  rest?: string;
  /** How many of `params` may be left out at the end. */
  optional?: number;
  returns: string;
  doc: string;
}

/**
 * One built-in function: its signature, the runtime export that runs it
 * (none for the ones settled when a spec is compiled), whether it draws on
 * chance, and what it gives for these arguments where the signature says
 * less (`first` of a list of areas is an area). Checker, compiler and
 * language reference all read this one record.
 */
export interface FunctionRecord extends Signature {
  run?: Exclude<keyof typeof RB, "countOwned">;
  chance?: boolean;
  /**
   * What of the game's state the result depends on beyond the arguments:
   * nothing (`args`: the arguments and the game's fixed data, such as its
   * maps and tables), what the first argument holds when that is a holder
   * (`contents`; a list given instead is its own value), or, unset,
   * anything. The compiler trusts it to skip a check whose inputs did not
   * change (see `generator/compile/reads.ts`), so unset is the safe answer.
   */
  reads?: "args" | "contents";
  refine?: (args: readonly Ty[], argExprs: readonly M.Expr[], c: RefineContext) => Ty | undefined;
  /**
   * The field of a piece's record the built-in gives (`owner`, `location`):
   * compiled code reads it from the record at once where the argument is a
   * piece by its number, and calls the run-time function for anything else
   * or where the record leaves the field unset.
   */
  pieceField?: "owner" | "location";
}

/** One command: its signature, the runtime export that runs it, and whether that export takes the acting side last. */
export interface CommandRecord extends Signature {
  run: keyof typeof RC;
  actor: boolean;
}

/** The items a list, holder, place or map gives, when known. */
export function itemsOf(t: Ty | undefined): Ty | undefined {
  if (t === undefined) return undefined;
  if (t.t === "list") return t.of.t === "any" ? undefined : t.of;
  if (t.t === "ref" && ["holder", "area", "place", "territory"].includes(t.kind)) return { t: "ref", kind: "piece" };
  if (t.t === "ref" && t.kind === "map") return { t: "ref", kind: "area" };
  return undefined;
}

const listOf = (of: Ty | undefined): Ty | undefined => of && { t: "list", of };

/** Functions an expression may call. */
export const FUNCTIONS: Record<string, FunctionRecord> = nameTable<FunctionRecord>({
  roll: { params: ["dice"], returns: "int", run: "roll", chance: true, doc: "Rolls the dice and returns the total." },
  "roll-each": { params: ["dice"], returns: "list<int>", run: "rollEach", chance: true, doc: "Rolls the dice and returns each die's result." },
  "is-doubles": { params: ["list<int>"], returns: "bool", reads: "args", run: "isDoubles", doc: "Whether all dice in a roll show the same number." },
  min: { params: ["number"], rest: "number", returns: "int", reads: "args", run: "min", doc: "The smallest of its arguments." },
  max: { params: ["number"], rest: "number", returns: "int", reads: "args", run: "max", doc: "The largest of its arguments." },
  abs: { params: ["number"], returns: "int", reads: "args", run: "abs", doc: "The absolute value." },
  sum: { params: ["list<int>"], returns: "int", reads: "args", run: "sum", doc: "The sum of a list of numbers." },
  highest: { params: ["list<int>"], returns: "int", reads: "args", run: "highest", doc: "The largest number in a list (0 for an empty list)." },
  lowest: { params: ["list<int>"], returns: "int", reads: "args", run: "lowest", doc: "The smallest number in a list (0 for an empty list)." },
  count: { params: ["any"], returns: "int", reads: "contents", run: "count", doc: "How many items a list, holder or place holds." },
  empty: { params: ["any"], returns: "bool", reads: "contents", run: "empty", doc: "Whether a list, holder or place holds nothing." },
  contains: { params: ["any", "any"], returns: "bool", reads: "contents", run: "contains", doc: "Whether the first argument holds the second." },
  first: { params: ["any"], returns: "any", reads: "contents", run: "first", refine: (a) => itemsOf(a[0]), doc: "The first item of a list or the top of a holder." },
  take: { params: ["any", "int"], returns: "list<any>", reads: "contents", run: "take", refine: (a) => listOf(itemsOf(a[0])), doc: "The first n items of a list, or the top n of a holder." },
  drop: { params: ["any", "int"], returns: "list<any>", reads: "contents", run: "drop", refine: (a) => listOf(itemsOf(a[0])), doc: "All but the first n items of a list or holder." },
  subsets: { params: ["any"], returns: "list<any>", reads: "args", run: "subsets", refine: (a) => listOf(listOf(itemsOf(a[0]))), doc: "Every sub-list of a list (at most 12 items), in order, the empty one first: the options of 'which of these go along'." },
  "at-random": { params: ["any", "int"], returns: "list<any>", run: "atRandom", chance: true, refine: (a) => listOf(itemsOf(a[0])), doc: "n items of a list or holder chosen at random (all of them if it holds fewer)." },
  last: { params: ["any"], returns: "any", reads: "contents", run: "last", refine: (a) => itemsOf(a[0]), doc: "The last item of a list or the bottom of a holder." },
  lookup: { params: ["table", "any", "any"], optional: 1, returns: "any", reads: "args", refine: (_, e, c) => c.tableCells(e[0], e[2]), doc: "Reads a table by row key (and column)." },
  value: { params: ["track"], returns: "int", run: "value", refine: (a) => (a[0]?.t === "enum" ? a[0] : undefined), doc: "The current value of a track (a named step for a track of named steps)." },
  owner: { params: ["piece"], returns: "side", run: "owner", pieceField: "owner", doc: "The side owning a piece." },
  location: { params: ["piece"], returns: "place", run: "location", pieceField: "location", doc: "Where a piece is: an area or a holder." },
  strength: { params: ["piece"], returns: "int", run: "strength", doc: "A piece's current strength in steps." },
  face: { params: ["piece"], returns: "text", run: "face", doc: "The face a two-faced piece shows." },
  pieces: { params: ["any"], returns: "list<piece>", reads: "contents", run: "pieces", doc: "The pieces in a place or holder." },
  "pieces-of": { params: ["side", "any"], returns: "list<piece>", run: "piecesOf", doc: "A side's pieces in a place or holder." },
  adjacent: { params: ["any", "any"], returns: "bool", reads: "args", run: "adjacent", doc: "Whether two places are linked." },
  neighbours: { params: ["any"], returns: "list<any>", reads: "args", run: "neighbours", refine: () => ({ t: "list", of: { t: "ref", kind: "area" } }), doc: "The places linked to a place." },
  "link-kind": { params: ["any", "any"], returns: "any", reads: "args", run: "linkKind", refine: (_, __, c) => c.linkType(), doc: "The kind of the link between two places (a value of the map's link type), or nothing when they are not linked." },
  boundaries: { params: ["any"], returns: "list<any>", reads: "args", run: "boundaries", refine: (_, __, c) => listOf(c.linkType()), doc: "The kinds of the links around a place (its boundary types)." },
  distance: { params: ["any", "any"], returns: "int", reads: "args", run: "distance", doc: "The fewest links between two places." },
  "path-cost": { params: ["any", "any", "side", "piece"], optional: 2, returns: "int", run: "pathCost", doc: "The cheapest cost of moving between two places for a side (and a piece): the map's movement-cost per step, one a link without it; impassable places and places where movement stops are not gone through." },
  reachable: { params: ["any", "int", "side", "piece"], optional: 2, returns: "list<area>", run: "reachable", doc: "The other places a side (and a piece) can reach within a movement allowance, at the map's movement costs, stopping where the map's stops-movement says." },
  "step-cost": { params: ["any", "any", "side", "piece"], optional: 2, returns: "int", run: "stepCost", doc: "The cost of one step between neighbouring places at the map's movement costs (none when they are not neighbours or the step cannot be taken)." },
  "territory-of": { params: ["area"], returns: "territory", reads: "args", run: "territoryOf", doc: "The territory an area lies in." },
  top: { params: ["holder"], returns: "piece", reads: "contents", run: "top", doc: "The top piece of a deck or stack." },
  of: { params: ["holder", "side"], returns: "holder", reads: "args", run: "of", doc: "One side's own copy of a holder every player has (a hand, a victory pile); the bare name means the acting side's." },
  other: { params: ["side"], returns: "side", reads: "args", run: "other", doc: "The opposing side in a two-sided game." },
  sides: { params: [], returns: "list<side>", reads: "args", run: "sides", doc: "Every side, in turn order." },
  enabled: { params: ["variant"], returns: "bool", reads: "args", doc: "Whether a variant or scenario is in play." },
});

/** Commands a statement may run. */
export const COMMANDS: Record<string, CommandRecord> = nameTable<CommandRecord>({
  shuffle: { params: ["holder"], returns: "void", run: "shuffle", actor: true, doc: "Shuffles a deck, bag or cup with the game's seeded generator." },
  deal: { params: ["holder", "any", "int"], optional: 1, returns: "void", run: "deal", actor: true, doc: "Deals pieces from a holder to a holder or to each side." },
  draw: { params: ["holder", "place", "int"], optional: 2, returns: "void", run: "draw", actor: true, doc: "Draws pieces from a holder (at random from bags and cups) to a place." },
  reveal: { params: ["any"], returns: "void", run: "reveal", actor: false, doc: "Turns pieces face up for everybody." },
  hide: { params: ["any"], returns: "void", run: "hide", actor: false, doc: "Turns pieces face down." },
  flip: { params: ["piece"], returns: "void", run: "flip", actor: false, doc: "Turns a two-faced piece over." },
  swap: { params: ["piece", "piece"], returns: "void", run: "swap", actor: true, doc: "Exchanges two pieces' places, each taking the other's position in its holder: two counters of a display trade cells." },
  reduce: { params: ["piece", "int"], optional: 1, returns: "void", run: "reduce", actor: false, doc: "Takes steps off a piece (one by default); at none it is eliminated." },
  restore: { params: ["piece", "int"], optional: 1, returns: "void", run: "restore", actor: false, doc: "Adds steps to a piece, up to its maximum." },
  eliminate: { params: ["any"], returns: "void", run: "eliminate", actor: true, doc: "Removes pieces from play as eliminated." },
  place: { params: ["any", "place"], returns: "void", run: "put", actor: true, doc: "Puts pieces into a place or holder (setup)." },
  discard: { params: ["any"], returns: "void", run: "discard", actor: true, doc: "Puts pieces on their discard pile or out of play." },
  award: { params: ["side", "int"], returns: "void", run: "award", actor: false, doc: "Adds points to a side's score." },
  log: { params: ["any"], returns: "void", run: "log", actor: false, doc: "Writes a line to the event log: text, or any value written out." },
});

/** Names every expression can see. */
export const CONSTANTS: Record<string, { type: string; doc: string }> = nameTable({
  turn: { type: "int", doc: "The current turn number." },
  active: { type: "side", doc: "The side whose turn or impulse it is." },
  players: { type: "int", doc: "How many players are playing." },
  "last-turn": { type: "int", doc: "The number of the game's last turn, as the chosen scenario and variants set it (an 8-turn option moves it to 8)." },
});

/**
 * Names a rule (modifier, restriction, limit, trigger, scoring, victory) or an
 * interrupt can see: the event it is judging.
 */
export const EVENT_NAMES: Record<string, { type: string; doc: string }> = nameTable({
  actor: { type: "side", doc: "The side acting." },
  piece: { type: "piece", doc: "The piece acting or affected." },
  area: { type: "area", doc: "The area concerned." },
  from: { type: "place", doc: "Where a move starts." },
  to: { type: "place", doc: "Where a move ends." },
  crossing: { type: "any", doc: "The kind of link being crossed (a value of the map's link type)." },
  rolled: { type: "int", doc: "The die roll being modified." },
  mover: { type: "side", doc: "The side that moved a piece (event move, enter, leave)." },
  place: { type: "place", doc: "The place entered or left (events enter and leave), or where the piece is." },
  option: { type: "any", doc: "The option a restriction on a decision is checking." },
  choice: { type: "any", doc: "The option taken (event decision)." },
  decision: { type: "any", doc: "The decision taken (event decision)." },
  player: { type: "side", doc: "The side that took the decision (event decision)." },
  dice: { type: "dice", doc: "The dice rolled (event roll)." },
  result: { type: "any", doc: "A roll's total (event roll), a look-up's result (event lookup), or a function's result being modified." },
  table: { type: "table", doc: "The table looked up (event lookup)." },
  strength: { type: "int", doc: "A piece's strength after it was reduced or restored." },
  step: { type: "any", doc: "The phase, segment or step starting or ending (events step-start and step-end)." },
});

/** The names each event binds for the triggers and restrictions watching it (`on: move`). */
export const EVENT_BINDINGS: Record<string, readonly string[]> = nameTable({
  move: ["piece", "from", "to", "crossing", "mover"],
  enter: ["piece", "from", "to", "crossing", "mover", "place"],
  leave: ["piece", "from", "to", "crossing", "mover", "place"],
  draw: ["piece", "from", "to", "mover"],
  reveal: ["piece", "place"],
  hide: ["piece", "place"],
  flip: ["piece", "place"],
  reduce: ["piece", "strength", "place"],
  restore: ["piece", "strength", "place"],
  eliminate: ["piece", "from", "place", "mover"],
  roll: ["dice", "result"],
  lookup: ["table", "result", "rolled"],
  "turn-start": [],
  "turn-end": [],
  "step-start": ["step"],
  "step-end": ["step"],
  decision: ["decision", "player", "choice"],
});

/** The names a restriction on a decision sees: the option, and the piece it concerns with its move. */
export const OPTION_BINDINGS: readonly string[] = ["option", "piece", "from", "to", "crossing", "mover"];

/** Fields any piece has at run time, beyond what its declaration says. */
export const RUNTIME_FIELDS: Record<string, Record<string, string>> = nameTable(
  Object.fromEntries(Object.entries<Record<string, string>>({
  piece: { location: "place", strength: "int", face: "text", owner: "side", kind: "piece" },
  area: { pieces: "list<piece>" },
  territory: { areas: "list<area>" },
  side: { score: "int" },
  track: { value: "int" },
  holder: { pieces: "list<piece>" },
}).map(([k, v]) => [k, nameTable(v)])),
);
