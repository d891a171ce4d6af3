/**
 * Drawing a game that one player cannot tell from the real one: what search
 * bots (information-set Monte Carlo tree search) play out instead of the
 * real hidden state, which they must not read. The pieces hidden from the
 * player trade identities among those that look alike to them (same kind of
 * piece to the eye, same owner, both hidden from them, both in the same
 * holder or both on the map), every place keeping what the player sees of
 * it (its alias, its owner, where it lies); other sides' secret choices not
 * yet revealed are drawn again from the options; chance starts afresh from
 * the caller's generator; and the drawn game keeps nothing of the real
 * one's secrets (its key and alias numbers would tell which piece stands
 * where).
 *
 * Two ways to draw: `sampleState` exchanges pieces as they lie now, which is
 * consistent with what the player sees but not with what they could infer
 * from the past (a block that moved nine areas is no rumour); the engine's
 * `sample` with `history` exchanges them where they lay when the game began
 * and keeps only exchanges under which the whole game, replayed, shows the
 * player exactly what they were shown (see `Engine.sample`).
 */
import type { PieceState } from "../pieces.js";
import { SeededRandom, shuffleInPlace, type RandomSource } from "../rng.js";
import type { DataIndex } from "./data.js";
import { aliasOf, hiddenFrom, newSecrets, secretFromSomeone, type VisibilityRules } from "./secrecy.js";
import { pieceRefs } from "./state.js";
import type { EngineState } from "./machine.js";
import { copyBoard, copyState } from "./plain-data.js";

/** What a kind of piece looks like to the eye (a block, a card): pieces that look alike can stand for each other. */
export type Looks = (kind: string) => string | undefined;

/**
 * The pieces hidden from `player`, by their places in `state.pieces`, in
 * groups the player cannot tell apart: what they look like, whose they are,
 * and where they lie (a holder's pieces only among themselves, since a war
 * band pool holds war bands whatever the player cannot see of them; pieces
 * on the map, among all those on the map). Groups of one are left out.
 */
export function alikeGroups(state: EngineState, index: DataIndex, rules: VisibilityRules, player: string, looks: Looks): number[][] {
  const groups = new Map<string, number[]>();
  state.pieces.forEach((p, i) => {
    if (!hiddenFrom(p, player, rules)) return;
    const where = index.slotOf(p.location)! < index.places.areas ? "map" : String(p.location);
    const key = `${looks(p.kind) ?? ""}|${p.owner ?? ""}|${where}`;
    const g = groups.get(key);
    if (g) g.push(i);
    else groups.set(key, [i]);
  });
  return [...groups.values()].filter((g) => g.length > 1);
}

/**
 * Pieces moved among places, as a map from a place to the piece that takes
 * it: `moved.get(at) = from` puts piece `from` (by its place in
 * `state.pieces`) where piece `at` stood, with its owner and its alias
 * number, and every reference to `at` (in holders and areas, frames, what
 * play waits for, tracks and side state) then names `from`. A copy, but
 * for the log, which is shared (a drawn game starts a log of its own);
 * `state` is left as it was.
 */
export function exchanged(state: EngineState, moved: ReadonlyMap<number, number>): EngineState {
  const s = copyWithLog(state, state.log);
  if (moved.size === 0) return s;
  const refs = pieceRefs(s.pieces);
  const names = new Map<unknown, unknown>([...moved].map(([at, from]) => [refs[at], refs[from]]));
  // Read from the copy's pieces, written to a new list: a piece moved is read where it was.
  const copied = s.pieces;
  const pieces: PieceState[] = [...copied];
  const marks = s.secrets ? [...s.secrets.marks] : undefined;
  const pinned = s.secrets?.pinned ? [...s.secrets.pinned] : undefined;
  for (const [at, from] of moved) {
    const place = state.pieces[at]!;
    const p: PieceState = { ...copied[from]!, location: place.location };
    if (place.owner !== undefined) p.owner = place.owner;
    pieces[from] = p;
    if (marks && state.secrets) marks[from] = state.secrets.marks[at]!;
    if (pinned && state.secrets?.pinned) pinned[from] = state.secrets.pinned[at]!;
  }
  s.pieces = pieces;
  // The copy's own lists and records, renamed where they lie.
  renameIn(s.places, names);
  renameIn(s.stack, names);
  renameIn(s.tracks, names);
  renameIn(s.sideState, names);
  if (s.areaState) renameIn(s.areaState, names);
  s.wait = renameIn(s.wait, names) as EngineState["wait"];
  if (s.secrets && marks) s.secrets = { ...s.secrets, marks, ...(pinned ? { pinned } : {}) };
  return s;
}

/** Replaces, inside a plain value of one's own, every text or number that `names` has by what it maps to; gives the value (a bare text or number renamed). */
function renameIn(v: unknown, names: ReadonlyMap<unknown, unknown>): unknown {
  if (typeof v !== "object" || v === null) return names.has(v) ? names.get(v) : v;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = renameIn(v[i], names);
    return v;
  }
  const o = v as Record<string, unknown>;
  for (const k in o) o[k] = renameIn(o[k], names);
  return o;
}

/**
 * How the actions of a log name pieces once `moved` (as for `exchanged`)
 * put other pieces in their places: by the ids of the pieces that took them.
 */
export function actionRenamer(state: EngineState, moved: ReadonlyMap<number, number>): (v: unknown) => unknown {
  const names = new Map<unknown, unknown>([...moved].map(([at, from]) => [state.pieces[at]!.id, state.pieces[from]!.id]));
  // The log's actions are shared: each is renamed in a copy of its own.
  return (v) => renameIn(copyState(v), names);
}

/**
 * A drawn game's state made from `state` (a real game's, its pieces already
 * exchanged), keeping nothing of the real game's secrets: other sides'
 * secret choices not yet revealed are drawn again from what they were
 * offered; chance starts from a new seed; the log starts empty; and the
 * aliases' key and alias numbers are new, the aliases the player sees now
 * being kept as they are until each is next renewed (`Secrets.pinned`).
 * `state` is left as it was.
 */
export function drawnGame(state: EngineState, rules: VisibilityRules, player: string, rng: RandomSource, own = false): EngineState {
  // The real game's log is never copied: the drawn game starts one of its own.
  const s = own ? state : copyWithLog(state, undefined);
  const secrets = state.secrets;
  const { seed: _seed, secret: _secret, script: _script, ...options } = state.log.options;
  const wait = s.wait;
  if (wait?.answers) for (const side of Object.keys(wait.answers)) if (side !== player) wait.answers[side] = wait.options[rng.int(0, wait.options.length - 1, "choice")]!;
  if (secrets) {
    const key = Array.from({ length: 8 }, () => rng.int(0, 0xffffffff, "choice"));
    const fresh = newSecrets(key, s.pieces.length);
    fresh.pinned = s.pieces.map((p, i) => (secretFromSomeone(p, rules) ? aliasOf(secrets, i) : null));
    s.secrets = fresh;
  }
  const seed = rng.int(0, 0x7fffffff, "choice");
  s.rng = new SeededRandom(seed).save();
  s.log = { game: state.log.game, options: { ...options, seed }, actions: [] };
  return s;
}

/**
 * A deep copy of a state with `log` in place of its log (which, growing all
 * game, would cost most of the copy): drawing a game copies the state for
 * every search iteration of a bot, so this is the engine's own `copyBoard`,
 * not `structuredClone` (several times slower on a state's many small
 * records). Only the places' ids are shared, which nothing changes.
 */
function copyWithLog(state: EngineState, log: EngineState["log"] | undefined): EngineState {
  const s = copyBoard({ ...state, log: undefined }) as unknown as EngineState;
  s.log = log as EngineState["log"];
  return s;
}

/**
 * A copy of `state` redrawn for `player` as it lies now (see above): every
 * group of pieces they cannot tell apart shuffled among its places.
 */
export function sampleState(state: EngineState, index: DataIndex, rules: VisibilityRules, player: string, rng: RandomSource, looks: Looks): EngineState {
  const moved = new Map<number, number>();
  for (const places of alikeGroups(state, index, rules, player, looks)) {
    const drawn = shuffleInPlace([...places], rng);
    places.forEach((at, k) => moved.set(at, drawn[k]!));
  }
  // The exchanged state is a copy of its own already: drawn on in place.
  return drawnGame(exchanged(state, moved), rules, player, rng, true);
}
