/**
 * Who may see what. A piece is hidden from a player when its kind's
 * visibility, or that of the holder it lies in, says so and it has not been
 * revealed. A hidden piece is shown to that player under an alias worked
 * out from a number of its own and a key drawn from the game's seed (so
 * aliases say nothing about which piece it is, or where it lay before): the
 * same while the piece stays hidden, and a new one, never shown before, once
 * every side has seen it or its holder is shuffled.
 */
import type { PieceState } from "../pieces.js";
import { chachaBlock, PURPOSE, subkey } from "../chacha.js";
import type { DataIndex } from "./data.js";
import { PIECE_BASE, type GameState } from "./state.js";
import { copyKey, PLACE_BASE } from "./places.js";
import { pieceIn, pieceNumber, shownBy, type Value } from "./values.js";

export type Visibility = "all" | "owner" | "none";

/**
 * The visibility of each piece kind and holder copy, with a holder's owner.
 * Holders are found both by id (a board as clients see it) and by how play
 * names them (a state), so a piece's location finds its holder either way.
 */
export interface VisibilityRules {
  pieces: Record<string, Visibility>;
  /**
   * The same by kind, as a map (`kindRule`): a kind's visibility is asked for
   * every piece a view, an option or a move concerns, and a record read by
   * many different texts is read through V8's slowest look-up (about 130
   * instructions, where a map takes a third of that). Rules made by hand may
   * leave it out.
   */
  kinds?: ReadonlyMap<string, Visibility>;
  /** By id: a place play names by text is named by its id; one it numbers is found by `bySlot`. */
  holders: Record<string, { visibility: Visibility; owner?: string }>;
  /**
   * The holders' rules again, by the place's slot in `state.places`
   * (`location - PLACE_BASE` for a place play names by number, which is
   * found only so): a piece's holder is asked for at
   * every option, view and move, and a record keyed by such numbers looks
   * them up in a hash table each time. Rules made by hand for a board of
   * places by id may leave it out.
   */
  bySlot?: ({ visibility: Visibility; owner?: string } | undefined)[];
}

/** The rule of the holder a piece lies in, if it lies in one that has a rule. */
function holderRule(rules: VisibilityRules, location: PieceState["location"]): { visibility: Visibility; owner?: string } | undefined {
  if (typeof location === "number") return rules.bySlot?.[location - PLACE_BASE];
  return rules.holders[location];
}

export function visibilityRules(index: DataIndex, sides: readonly string[]): VisibilityRules {
  const bySlot = new Array<{ visibility: Visibility; owner?: string } | undefined>(index.places.ids.length).fill(undefined);
  const rules: VisibilityRules = { pieces: {}, holders: {}, bySlot };
  const kinds = new Map<string, Visibility>();
  for (const p of index.data.pieces) {
    if (!p.visibility) continue;
    rules.pieces[p.id] = p.visibility as Visibility;
    kinds.set(p.id, p.visibility as Visibility);
  }
  rules.kinds = kinds;
  for (const h of index.data.holders) {
    if (!h.visibility) continue;
    const visibility = h.visibility as Visibility;
    const put = (id: string, rule: { visibility: Visibility; owner?: string }) => {
      // A place play names by text is named by its id, so the rule by id serves it too.
      rules.holders[id] = rule;
      const k = index.slotOf(id);
      if (k !== undefined) bySlot[k] = rule;
    };
    if (h["each-player"]) for (const side of sides) put(copyKey(h.id, side), { visibility, owner: side });
    else put(h.id, h.owner ? { visibility, owner: h.owner } : { visibility });
  }
  return rules;
}

/**
 * `visibilityRules` worked out once per program and sides in play, for the
 * engine's views and for the commands that renew aliases as play goes.
 */
const ruleCache = new WeakMap<DataIndex, Map<string, VisibilityRules>>();
export function visibilityOf(index: DataIndex, sides: readonly string[]): VisibilityRules {
  let bySides = ruleCache.get(index);
  if (bySides === undefined) ruleCache.set(index, (bySides = new Map()));
  const key = sides.join("\n");
  let rules = bySides.get(key);
  if (rules === undefined) bySides.set(key, (rules = visibilityRules(index, sides)));
  return rules;
}

/** Whether the rules keep any secret at all (a game with none needs no aliases). */
export function hasSecrets(rules: VisibilityRules): boolean {
  return Object.values(rules.pieces).some((v) => v !== "all") || Object.values(rules.holders).some((h) => h.visibility !== "all");
}

export const hides = (v: Visibility | undefined, owner: string | undefined, player: string): boolean => v === "none" || (v === "owner" && owner !== player);

/** A kind's visibility, from the rules' map when they keep one (see `VisibilityRules.kinds`). */
function kindRule(rules: VisibilityRules, kind: string): Visibility | undefined {
  return rules.kinds !== undefined ? rules.kinds.get(kind) : rules.pieces[kind];
}

/** Whether `player` cannot tell which piece this is ("" stands for an onlooker who is no side). */
export function hiddenFrom(p: PieceState, player: string, rules: VisibilityRules): boolean {
  if (p.revealed) return false;
  const holder = holderRule(rules, p.location);
  return hides(kindRule(rules, p.kind), p.owner, player) || (holder !== undefined && hides(holder.visibility, holder.owner, player));
}

/**
 * Whether some observer cannot tell which piece this is: the same as asking
 * `hiddenFrom` for every side and for an onlooker who is none, without the
 * loop. Visibility "owner" always hides from the onlooker, and "none" from
 * everyone, so a piece not revealed is secret exactly when its kind or its
 * holder is seen by fewer than all.
 */
export function secretFromSomeone(p: PieceState, rules: VisibilityRules): boolean {
  if (p.revealed) return false;
  const kind = kindRule(rules, p.kind);
  if (kind === "none" || kind === "owner") return true;
  const holder = holderRule(rules, p.location)?.visibility;
  return holder === "none" || holder === "owner";
}

/**
 * What a game's hidden pieces are shown under (never shown to players).
 * Aliases are not drawn and kept: each is worked out when a view, an option
 * or an event needs it, from the piece's alias number and a key, through
 * ChaCha20 (`chachaBlock`): 64 bits of key stream for that number. A game
 * created with a secret gets the key from the secret, so no alias tells
 * anything of another or of the piece behind it; a game created with a seed
 * (tests, simulations) gets it from the seed, which anyone who knows the
 * seed, or tries every seed, can work out.
 */
export interface Secrets {
  /** The aliases' key: 8 words of 32 bits, made from the game's secret or seed. */
  key: number[];
  /**
   * Each piece's alias number, by its place in `state.pieces`. They start as
   * the places themselves and move on by the number of pieces each time a
   * piece's alias is renewed, so no two pieces, nor one piece at two
   * different times, ever have the same number, and so the same alias.
   */
  marks: number[];
  /**
   * In a game drawn by `sample` only: the alias each piece is shown under
   * until it is next renewed (null once it was), by its place in
   * `state.pieces`. A drawn game cannot keep the real game's key and alias
   * numbers (they would tell which piece stands where), yet the player must
   * see the aliases they saw; so those are kept as they are, and aliases
   * made from then on come from the drawn game's own new key.
   */
  pinned?: (string | null)[];
}

/** The master key of a game created with a seed rather than a secret: reproducible, and so no secret from whoever knows the seed. */
export function seedKey(seed: number): number[] {
  return [seed >>> 0, 0x51ed270b, 0, 0, 0, 0, 0, 0];
}

/** The secrets of a game of `pieces` pieces: the aliases' key made from the game's master key, and every piece's first alias number. */
export function newSecrets(master: readonly number[], pieces = 0): Secrets {
  // Filled by a loop: `Array.from` of a length took 4 µs for Apache's 134 pieces, a quarter of making a game.
  const marks: number[] = [];
  for (let i = 0; i < pieces; i++) marks.push(i);
  return { key: subkey(master, PURPOSE.aliases), marks };
}

/** Alias numbers stay below 2^48: exact in a JavaScript number, and split into a counter and a nonce word. */
export const MARK_LIMIT = 2 ** 48;

/**
 * Gives piece `i` (by its place in `state.pieces`) a new alias, one never
 * shown before: when every side has seen the piece, or it went into a
 * holder that hides it, nothing may tie what it is shown as from then on to
 * what it was shown as until then.
 */
export function renewAlias(secrets: Secrets, i: number): void {
  const marks = secrets.marks;
  const next = marks[i]! + marks.length;
  // Some 2^48 / pieces renewals of one piece: far beyond any game, but said rather than wrapped.
  if (next >= MARK_LIMIT) throw new RangeError("a piece's alias was renewed more often than aliases can be made");
  marks[i] = next;
  if (secrets.pinned) secrets.pinned[i] = null;
}

const block = new Uint32Array(16);

/** Base 36's digits as character codes, and an alias's fourteen digits as they are worked out. */
const DIGIT_CODES = Array.from("0123456789abcdefghijklmnopqrstuvwxyz", (c) => c.charCodeAt(0));
const aliasDigits = new Array<number>(14);

/** Writes `x` (a 32-bit number, under 36^7) as seven base-36 digits, zeros first, into `aliasDigits` from `at`. */
function base36Digits(x: number, at: number): void {
  for (let k = at + 6; k >= at; k--) {
    const q = Math.floor(x / 36);
    aliasDigits[k] = DIGIT_CODES[x - q * 36]!;
    x = q;
  }
}

/**
 * The alias of alias number `mark` under `key`: 64 bits of ChaCha20's stream
 * for that number, each half as seven base-36 digits (the text
 * `toString(36)` padded with zeros gives, written out by hand since that is
 * five times dearer, and a view names new aliases at nearly every step).
 */
function aliasFor(key: readonly number[], mark: number): string {
  chachaBlock(key, mark % 0x100000000, [PURPOSE.aliases, Math.floor(mark / 0x100000000), 0], block);
  base36Digits(block[0]!, 0);
  base36Digits(block[1]!, 7);
  return ALIAS + String.fromCharCode.apply(null, aliasDigits);
}

/**
 * Aliases already worked out, by the key they were made under and their
 * number: a view names every hidden piece, and a ChaCha20 block for each,
 * at every view, cost a host more than the action it shows (clones share
 * their game's key, and so these).
 */
const madeAliases = new WeakMap<readonly number[], Map<number, string>>();

/** The alias piece `i` (by its place in `state.pieces`) is shown under while it is hidden. */
export function aliasOf(secrets: Secrets, i: number): string {
  const pinned = secrets.pinned?.[i];
  if (pinned !== undefined && pinned !== null) return pinned;
  let made = madeAliases.get(secrets.key);
  if (!made) madeAliases.set(secrets.key, (made = new Map()));
  const mark = secrets.marks[i]!;
  let alias = made.get(mark);
  if (alias === undefined) made.set(mark, (alias = aliasFor(secrets.key, mark)));
  return alias;
}

/** Each piece secret from someone, by its id, with its alias (for views, tools and tests). */
export function aliasesById(state: GameState, secrets: Secrets, rules: VisibilityRules): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < state.pieces.length; i++) {
    const p = state.pieces[i];
    if (p !== undefined && secretFromSomeone(p, rules)) out.set(p.id, aliasOf(secrets, i));
  }
  return out;
}

/** Aliases are `hidden-` and 64 bits in base 36, seven digits for each half. */
const ALIAS = "hidden-";
const ALIAS_SHAPE = new RegExp(`^${ALIAS}[0-9a-z]{14}$`);

/**
 * What is wrong with the secrets of a state read from outside (a saved game
 * of `pieces` pieces), if anything: the shape `Secrets` describes, with no
 * alias number given twice.
 */
export function secretsProblem(secrets: unknown, pieces: number): string | undefined {
  if (secrets === undefined) return undefined;
  const s = secrets as { key?: unknown; marks?: unknown; pinned?: unknown } | null;
  const word = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) < 2 ** 32;
  const mark = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) < MARK_LIMIT;
  if (typeof s !== "object" || s === null || !Array.isArray(s.key) || s.key.length !== 8 || !s.key.every(word)) return "its secrets keep no aliases' key of 8 words";
  if (!Array.isArray(s.marks) || s.marks.length !== pieces || !s.marks.every(mark) || new Set(s.marks).size !== s.marks.length) return "its secrets keep no alias number for each piece";
  if (s.pinned !== undefined && (!Array.isArray(s.pinned) || s.pinned.length !== pieces || !s.pinned.every((a) => a === null || (typeof a === "string" && ALIAS_SHAPE.test(a))))) return "its secrets' kept aliases are not one alias or null for each piece";
  return undefined;
}

/**
 * The piece (by its place in `state.pieces`) whose alias this is now, if it
 * is one: the pieces' aliases are worked out and compared (an alias cannot
 * be read back without trying them, which is the point).
 */
export function aliasedPiece(secrets: Secrets, alias: string): number | undefined {
  if (!ALIAS_SHAPE.test(alias)) return undefined;
  for (let i = 0; i < secrets.marks.length; i++) if (aliasOf(secrets, i) === alias) return i;
  return undefined;
}

/**
 * Whether a piece hidden from `player` lies in a holder that hides it from
 * them (a cup, a hand, the forces waiting to deploy): such a holder hides
 * the order and the comings and goings of what it holds as well, so what
 * passes through it cannot be followed (see `OPAQUE`).
 */
export function inHiddenHolder(p: PieceState, player: string, rules: VisibilityRules): boolean {
  const holder = holderRule(rules, p.location);
  return holder !== undefined && hides(holder.visibility, holder.owner, player);
}

/**
 * How an event, a log entry or another player's decision names a piece that
 * lies out of a player's sight in a holder hiding it from them: not by an
 * alias, which would tie what happened to it there (the pool it came from,
 * the order it was picked in) to the piece once it comes out.
 */
export const OPAQUE = "hidden";

/**
 * Replaces every id of a piece hidden from `player` by its alias, anywhere
 * in a value as clients see it (see `shown`). Where a value is something
 * that happened rather than the board (`opaque`: events and logs), a piece
 * in a holder that hides it from the player is named `OPAQUE` instead; with
 * `opaque` "always" (the piece another side's decision concerns, which
 * would single out the leader of a stack), every piece hidden from them is.
 */
export function masker(state: GameState, index: DataIndex, secrets: Secrets, rules: VisibilityRules, player: string, opaque: false | "in-holders" | "always" = false): (v: unknown) => unknown {
  const mask = (v: unknown): unknown => {
    if (typeof v === "string") {
      const ref = index.pieceRefs.get(v);
      const i = ref === undefined ? undefined : pieceNumber(index, ref);
      const p = i === undefined ? undefined : state.pieces[i];
      if (!p || !hiddenFrom(p, player, rules)) return v;
      return opaque === "always" || (opaque === "in-holders" && inHiddenHolder(p, player, rules)) ? OPAQUE : aliasOf(secrets, i!);
    }
    if (Array.isArray(v)) {
      // A loop rather than map: a host masks every option of every decision it shows.
      const out = new Array<unknown>(v.length);
      for (let j = 0; j < v.length; j++) out[j] = mask(v[j]);
      return out;
    }
    if (typeof v === "object" && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mask(x)]));
    return v;
  };
  return mask;
}

/**
 * `masker` for a value as play keeps it (pieces and places by number), in
 * one pass: the value as clients see it (`shownBy`) with every piece hidden
 * from `player` under its alias. A piece's number finds its record at once,
 * where masking the value once shown would look each id up again: a host
 * masks every option of every decision it shows. It walks lists and records
 * as `masker` does, in a walk of its own: one walk shared by both, given
 * the leaves' function, made a hosted Apache game's decisions 2% dearer.
 */
export function playMasker(state: GameState, index: DataIndex, secrets: Secrets, rules: VisibilityRules, player: string): (v: unknown) => unknown {
  const ids = index.pieceIds;
  const places = index.places.ids;
  const onIds = masker(state, index, secrets, rules, player);
  // The last text masked and what it gave: a window's plays each begin with the same side's name.
  let text: string | undefined;
  let textShown: unknown;
  const mask = (v: unknown): unknown => {
    if (typeof v === "string") {
      if (v !== text) {
        text = v;
        textShown = onIds(v);
      }
      return textShown;
    }
    if (typeof v === "number") {
      if (v < PIECE_BASE || v >= PLACE_BASE) return shownBy(ids, places, v);
      const i = v - PIECE_BASE;
      const p = state.pieces[i];
      const id = ids[i];
      return id === undefined ? v : p !== undefined && hiddenFrom(p, player, rules) ? aliasOf(secrets, i) : id;
    }
    if (Array.isArray(v)) {
      const out = new Array<unknown>(v.length);
      for (let j = 0; j < v.length; j++) out[j] = mask(v[j]);
      return out;
    }
    // Records, field by field, as the masker of shown values takes them; true, false and null as they are.
    if (typeof v === "object" && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mask(x)]));
    return v;
  };
  return mask;
}

/**
 * Whether an event tells `player` something the rules keep from them: a
 * change of strength of a piece hidden from them (its label faces away:
 * only its owner sees it turned).
 */
export function eventHiddenFrom(e: { type: string; piece?: unknown }, state: GameState, index: DataIndex, rules: VisibilityRules, player: string): boolean {
  if ((e.type !== "reduce" && e.type !== "restore") || typeof e.piece !== "string") return false;
  const ref = index.pieceRefs.get(e.piece);
  const p = ref === undefined ? undefined : pieceIn(state, index, ref);
  return p !== undefined && hiddenFrom(p, player, rules);
}

/** A hidden piece as a player sees it: what it looks like (a block, a card), where it is, whose it is. */
export function maskedPiece(p: PieceState, alias: string, looks: string | undefined): PieceState & { looks?: string } {
  const out: PieceState & { looks?: string } = { id: alias, kind: "hidden", location: p.location, state: {} };
  if (looks !== undefined) out.looks = looks;
  if (p.owner !== undefined) out.owner = p.owner;
  return out;
}

export type { Value };
