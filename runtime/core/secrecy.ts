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
import { SeededRandom } from "../rng.js";
import type { DataIndex } from "./data.js";
import type { Board, GameState } from "./state.js";
import { copyKey } from "./places.js";
import { pieceNumber, type Value } from "./values.js";

export type Visibility = "all" | "owner" | "none";

/**
 * The visibility of each piece kind and holder copy, with a holder's owner.
 * Holders are found both by id (a board as clients see it) and by how play
 * names them (a state), so a piece's location finds its holder either way.
 */
export interface VisibilityRules {
  pieces: Record<string, Visibility>;
  holders: Record<string | number, { visibility: Visibility; owner?: string }>;
}

export function visibilityRules(index: DataIndex, sides: readonly string[]): VisibilityRules {
  const rules: VisibilityRules = { pieces: {}, holders: {} };
  for (const p of index.data.pieces) if (p.visibility) rules.pieces[p.id] = p.visibility as Visibility;
  for (const h of index.data.holders) {
    if (!h.visibility) continue;
    const visibility = h.visibility as Visibility;
    const put = (id: string, rule: { visibility: Visibility; owner?: string }) => {
      rules.holders[id] = rule;
      rules.holders[index.placeValue(id)] = rule;
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

const hides = (v: Visibility | undefined, owner: string | undefined, player: string) => v === "none" || (v === "owner" && owner !== player);

/** Whether `player` cannot tell which piece this is ("" stands for an onlooker who is no side). */
export function hiddenFrom(p: PieceState, player: string, rules: VisibilityRules): boolean {
  if (p.revealed) return false;
  const holder = rules.holders[p.location];
  return hides(rules.pieces[p.kind], p.owner, player) || (holder !== undefined && hides(holder.visibility, holder.owner, player));
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
  const kind = rules.pieces[p.kind];
  if (kind === "none" || kind === "owner") return true;
  const holder = rules.holders[p.location]?.visibility;
  return holder === "none" || holder === "owner";
}

/**
 * What a game's hidden pieces are shown under (never shown to players).
 * Aliases are not drawn and kept: each is worked out when a view, an option
 * or an event needs it, from the piece's alias number and a key drawn from
 * the game's seed, through a keyed permutation (`scramble`). Keeping them
 * cost every action that moved a hidden piece a draw and a look-up in the
 * aliases in use; working them out costs a view a few multiplications per
 * hidden piece, and an action nothing but adding to a number.
 */
export interface Secrets {
  /** The key of the permutation: four numbers drawn from the game's seed. */
  key: number[];
  /**
   * Each piece's alias number, by its place in `state.pieces`. They start as
   * the places themselves and move on by the number of pieces each time a
   * piece's alias is renewed, so no two pieces, nor one piece at two
   * different times, ever have the same number, and so the same alias.
   */
  marks: number[];
}

/** The secrets of a game of `pieces` pieces: the key drawn from the game's seed, and every piece's first alias number. */
export function newSecrets(seed: number, pieces = 0): Secrets {
  // A stream of its own: drawing the key never changes the game's dice and draws.
  const rng = new SeededRandom((seed ^ 0x51ed270b) >>> 0);
  const key = [0, 1, 2, 3].map(() => rng.int(0, HALF - 1, "choice"));
  return { key, marks: Array.from({ length: pieces }, (_, i) => i) };
}

/**
 * Gives piece `i` (by its place in `state.pieces`) a new alias, one never
 * shown before: when every side has seen the piece, or its holder was
 * shuffled, nothing may tie what it is shown as from then on to what it was
 * shown as until then.
 */
export function renewAlias(secrets: Secrets, i: number): void {
  const marks = secrets.marks;
  const next = marks[i]! + marks.length;
  // Some 2^48 / pieces renewals of one piece: far beyond any game, but said rather than wrapped.
  if (next >= HALF * HALF) throw new RangeError("a piece's alias was renewed more often than aliases can be made");
  marks[i] = next;
}

/** The alias piece `i` (by its place in `state.pieces`) is shown under while it is hidden. */
export function aliasOf(secrets: Secrets, i: number): string {
  return `${ALIAS}${scramble(secrets.key, secrets.marks[i]!).toString(36)}`;
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

/** Aliases are `hidden-` and a scrambled alias number, written in base 36 (one number, one alias). */
const ALIAS = "hidden-";

/** Numbers below 2^24: the two halves of an alias number (below 2^48, exact in a JavaScript number). */
const HALF = 0x1000000;

/** The round function: a 32-bit mix (MurmurHash3's finaliser) of a half and a round's key, cut to 24 bits. */
function round(x: number, k: number): number {
  let h = Math.imul(x ^ k, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h & (HALF - 1);
}

/** Rounds of the permutation: each half is mixed with the other three times. */
const ROUNDS = 6;

/**
 * A keyed permutation of the numbers below 2^48 (a Feistel network over two
 * 24-bit halves): distinct numbers give distinct results, and without the
 * key a result says nothing about the number it came from, so neither which
 * piece an alias stands for nor whether two aliases were one piece's.
 */
export function scramble(key: readonly number[], x: number): number {
  let l = Math.floor(x / HALF);
  let r = x % HALF;
  for (let n = 0; n < ROUNDS; n++) {
    const t = r;
    r = (l ^ round(r, key[n % key.length]! + n)) & (HALF - 1);
    l = t;
  }
  return l * HALF + r;
}

/** The number `scramble` was given for `y` (its inverse): how an alias a player names is read back. */
export function unscramble(key: readonly number[], y: number): number {
  let l = Math.floor(y / HALF);
  let r = y % HALF;
  for (let n = ROUNDS - 1; n >= 0; n--) {
    const t = l;
    l = (r ^ round(l, key[n % key.length]! + n)) & (HALF - 1);
    r = t;
  }
  return l * HALF + r;
}

/**
 * The piece (by its place in `state.pieces`) whose alias this is now, if it
 * is one: the alias is read back into its number, which names the piece
 * only while that piece's number is still that one.
 */
export function aliasedPiece(secrets: Secrets, alias: string): number | undefined {
  if (!alias.startsWith(ALIAS)) return undefined;
  const digits = alias.slice(ALIAS.length);
  if (!/^[0-9a-z]{1,10}$/.test(digits)) return undefined;
  const y = parseInt(digits, 36);
  if (y >= HALF * HALF) return undefined;
  const m = unscramble(secrets.key, y);
  // Play keeps each number on its own piece's residue (`m % pieces`), but a state may have had hidden
  // pieces' identities exchanged (a bot sampling what it cannot see does): the numbers are searched.
  const i = secrets.marks.indexOf(m);
  return i < 0 ? undefined : i;
}

/** Replaces every id of a piece hidden from `player` by its alias, anywhere in a value as clients see it (see `shown`). */
export function masker(state: GameState, index: DataIndex, secrets: Secrets, rules: VisibilityRules, player: string): (v: unknown) => unknown {
  const mask = (v: unknown): unknown => {
    if (typeof v === "string") {
      const ref = index.pieceRefs.get(v);
      const i = ref === undefined ? undefined : pieceNumber(index, ref);
      const p = i === undefined ? undefined : state.pieces[i];
      return p && hiddenFrom(p, player, rules) ? aliasOf(secrets, i!) : v;
    }
    if (Array.isArray(v)) return v.map(mask);
    if (typeof v === "object" && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mask(x)]));
    return v;
  };
  return mask;
}

/** A hidden piece as a player sees it: what it looks like (a block, a card), where it is, whose it is. */
export function maskedPiece(p: PieceState, alias: string, looks: string | undefined): PieceState & { looks?: string } {
  const out: PieceState & { looks?: string } = { id: alias, kind: "hidden", location: p.location, state: {} };
  if (looks !== undefined) out.looks = looks;
  if (p.owner !== undefined) out.owner = p.owner;
  return out;
}

/** The board as `player` sees it: hidden pieces under their aliases (`aliasesById`), in holders and areas alike. */
export function boardFor<S extends Board>(state: S, aliases: ReadonlyMap<string, string>, rules: VisibilityRules, player: string, looks: (kind: string) => string | undefined): S {
  const pieces: Record<string, PieceState> = {};
  const rename = new Map<string, string>();
  for (const id in state.pieces) {
    const p = state.pieces[id]!;
    if (hiddenFrom(p, player, rules)) {
      const alias = aliases.get(id) ?? "hidden";
      rename.set(id, alias);
      pieces[alias] = maskedPiece(p, alias, looks(p.kind));
    } else {
      pieces[id] = p;
    }
  }
  const relabel = (lists: Record<string, string[]>) => Object.fromEntries(Object.entries(lists).map(([k, ids]) => [k, ids.map((x) => rename.get(x) ?? x)]));
  // Pieces are listed in a fixed order that says nothing about hidden ones: visible ids, then aliases, sorted.
  const ordered = Object.fromEntries(Object.keys(pieces).sort().map((k) => [k, pieces[k]!]));
  return { ...state, pieces: ordered, holders: relabel(state.holders), areas: relabel(state.areas) };
}

export type { Value };
