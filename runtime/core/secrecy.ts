/**
 * Who may see what. A piece is hidden from a player when its kind's
 * visibility, or that of the holder it lies in, says so and it has not been
 * revealed. A hidden piece is shown to that player under an alias: drawn at
 * random from a generator of its own (so aliases say nothing about which
 * piece it is, or where it lay before), kept while the piece stays hidden,
 * and drawn anew once it has been seen, or when its holder is shuffled.
 */
import type { PieceState } from "../pieces.js";
import { restore, SeededRandom, shuffleInPlace, type RandomSource, type RngState } from "../rng.js";
import type { DataIndex } from "./data.js";
import type { Board, GameState } from "./state.js";
import { copyKey } from "./places.js";
import { pieceIn, pieceNumber, type Value } from "./values.js";

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

/** The aliases of a game's hidden pieces, and the generator they are drawn from (never shown to players). */
export interface Secrets {
  /**
   * Each piece's alias by its place in `state.pieces` (null, or past the
   * end, while it has none): an index, as play reads pieces, rather than a
   * record by id that every alias given or taken would reshape.
   */
  aliases: (string | null)[];
  rng: RngState;
}

/** No aliases yet for a game of `pieces` pieces, and their generator, seeded from the game's seed. */
export function newSecrets(seed: number, pieces = 0): Secrets {
  // A stream of its own: drawing aliases never changes the game's dice and draws.
  return { aliases: new Array<string | null>(pieces).fill(null), rng: new SeededRandom((seed ^ 0x51ed270b) >>> 0).save() };
}

/** Each aliased piece's alias, by the piece's id (for views, tools and tests). */
export function aliasesById(state: GameState, secrets: Secrets): Map<string, string> {
  const out = new Map<string, string>();
  secrets.aliases.forEach((alias, i) => {
    const p = state.pieces[i];
    if (alias != null && p !== undefined) out.set(p.id, alias);
  });
  return out;
}

/**
 * Gives every piece hidden from some side an alias, and takes it from every
 * piece nobody is kept from seeing, so it gets a new one when hidden again.
 */
export function refreshAliases(state: GameState, secrets: Secrets, rules: VisibilityRules, touched?: readonly number[], count = touched?.length ?? 0): void {
  // Only pieces that moved, were revealed or hidden, or were shuffled can change: the others keep theirs.
  // Of a list of touched pieces, the first `count` are looked at (an engine writes over one list from action to action).
  const n = touched === undefined ? state.pieces.length : Math.min(count, touched.length);
  if (n === 0) return;
  // Most actions move a piece or two and change at most one alias: no list is made for them.
  // Aliases taken are given up at once; pieces needing one are gathered (the first on its own).
  let one: number | undefined;
  let fresh: number[] | undefined;
  // The whole board (no list given) names each piece once; a list of touched pieces may name one twice.
  const seen = touched !== undefined && n > 16 ? new Set<number>() : undefined;
  for (let k = 0; k < n; k++) {
    const i = touched === undefined ? k : touched[k]!;
    // A piece touched twice is looked at once, where it was first touched (a short list is searched, a long one kept in a set).
    if (touched !== undefined) {
      if (seen) {
        if (seen.has(i)) continue;
        seen.add(i);
      } else if (touched.indexOf(i) < k) continue;
    }
    const p = state.pieces[i];
    if (!p) continue;
    const alias = secrets.aliases[i];
    if (secretFromSomeone(p, rules)) {
      if (alias != null) continue;
      if (one === undefined) one = i;
      else (fresh ??= [one]).push(i);
    } else if (alias != null) {
      dropAlias(secrets, i, alias);
    }
  }
  if (one === undefined) return;
  const used = aliasesInUse(secrets);
  const rng = aliasSource(secrets);
  if (fresh === undefined) {
    // One new alias: drawn as for a list of one, which a shuffle leaves as it is.
    secrets.aliases[one] = drawAlias(used, rng);
    return;
  }
  // New aliases are drawn, then dealt out in a random order, so which piece
  // gets which depends on nothing but the aliases' own generator.
  const drawn: string[] = [];
  while (drawn.length < fresh.length) drawn.push(drawAlias(used, rng));
  // The drawn list is this function's own: shuffled where it is.
  shuffleInPlace(drawn, rng);
  for (let i = 0; i < drawn.length; i++) secrets.aliases[fresh[i]!] = drawn[i]!;
}

/** An alias none in use has, drawn from the aliases' generator, and counted as in use. */
function drawAlias(used: Set<string>, rng: RandomSource): string {
  for (;;) {
    const alias = `${ALIAS}${rng.int(0, 0xfffffff, "choice").toString(36)}`;
    if (used.has(alias)) continue;
    used.add(alias);
    return alias;
  }
}

/**
 * The aliases' generator, kept running beside its secrets record instead of
 * being rebuilt from `secrets.rng` and saved back on every action; `saveSecrets`
 * writes its position into the record before the state is read or copied.
 */
const sources = new WeakMap<Secrets, RandomSource>();
function aliasSource(secrets: Secrets): RandomSource {
  let rng = sources.get(secrets);
  if (!rng) sources.set(secrets, (rng = restore(secrets.rng)));
  return rng;
}

/** Brings `secrets.rng` up to date with the aliases drawn so far (before a state is read, copied or saved). */
export function saveSecrets(secrets: Secrets | undefined): void {
  const rng = secrets && sources.get(secrets);
  if (secrets && rng) secrets.rng = rng.save();
}

/** Forgets the aliases of the pieces in a holder (it was shuffled): they get new ones. */
export function forgetAliases(secrets: Secrets | undefined, index: DataIndex, refs: readonly Value[]): void {
  if (!secrets) return;
  for (const ref of refs) {
    const i = pieceNumber(index, ref);
    const alias = i === undefined ? undefined : secrets.aliases[i];
    if (alias != null) dropAlias(secrets, i!, alias);
  }
}

/** Takes a piece's alias back (the piece by its place in `state.pieces`), so that it is free to be drawn again. */
function dropAlias(secrets: Secrets, i: number, alias: string): void {
  aliasesInUse(secrets).delete(alias);
  secrets.aliases[i] = null;
}

/**
 * The aliases given out, kept beside each secrets record so that a new alias
 * is checked against them without listing them all on every action. Only
 * the two functions above change a record's aliases, and they keep the set
 * in step; a record restored from JSON gets its set on first use.
 */
const inUse = new WeakMap<Secrets, Set<string>>();
function aliasesInUse(secrets: Secrets): Set<string> {
  let used = inUse.get(secrets);
  if (!used) inUse.set(secrets, (used = new Set(secrets.aliases.filter((a): a is string => a != null))));
  return used;
}

/** Aliases are `hidden-` and a number drawn at random, written in base 36 (one number, one alias). */
const ALIAS = "hidden-";

/** Replaces every id of a piece hidden from `player` by its alias, anywhere in a value as clients see it (see `shown`). */
export function masker(state: GameState, index: DataIndex, secrets: Secrets, rules: VisibilityRules, player: string): (v: unknown) => unknown {
  const mask = (v: unknown): unknown => {
    if (typeof v === "string") {
      const ref = index.pieceRefs.get(v);
      const i = ref === undefined ? undefined : pieceNumber(index, ref);
      const p = i === undefined ? undefined : state.pieces[i];
      return p && hiddenFrom(p, player, rules) ? (secrets.aliases[i!] ?? "hidden") : v;
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
