/**
 * Drawing a game that one player cannot tell from the real one: what search
 * bots (information-set Monte Carlo tree search) play out instead of the
 * real hidden state, which they must not read. The pieces hidden from the
 * player trade identities among those that look alike to them (same kind of
 * piece to the eye, same owner, both hidden from them, both in the same
 * holder or both on the map), every place keeping
 * what the player sees of it (its alias, its owner, where it lies); other
 * sides' secret choices not yet revealed are drawn again from the options;
 * and chance starts afresh from the caller's generator.
 *
 * What the player sees (view, decision) is the same in the drawn game. What
 * they could infer from history (a block that moved nine areas is no
 * rumour) is not taken into account: the draw is consistent with the board
 * they see, not with every conclusion they could draw from the past.
 */
import type { PieceState } from "../pieces.js";
import { SeededRandom, shuffleInPlace, type RandomSource } from "../rng.js";
import type { DataIndex } from "./data.js";
import { hiddenFrom, type VisibilityRules } from "./secrecy.js";
import { pieceRefs } from "./state.js";
import type { EngineState } from "./machine.js";

/**
 * A copy of `state` redrawn for `player` (see above); `state` is left as it
 * was. `looks` gives what a kind of piece looks like (a block, a card).
 */
export function sampleState(state: EngineState, index: DataIndex, rules: VisibilityRules, player: string, rng: RandomSource, looks: (kind: string) => string | undefined): EngineState {
  const s = structuredClone(state);
  const refs = pieceRefs(s.pieces);
  // Pieces hidden from the player, grouped by what they can tell of them.
  const groups = new Map<string, number[]>();
  s.pieces.forEach((p, i) => {
    if (!hiddenFrom(p, player, rules)) return;
    // A holder's pieces trade only among themselves (a war band pool holds war bands, whatever the
    // player cannot see of them); pieces on the map, among all those on the map.
    const where = index.slotOf(p.location)! < index.places.areas ? "map" : String(p.location);
    const key = `${looks(p.kind) ?? ""}|${p.owner ?? ""}|${where}`;
    const g = groups.get(key);
    if (g) g.push(i);
    else groups.set(key, [i]);
  });
  // Place i is given the piece that stood at moved[i].
  const moved = new Map<number, number>();
  for (const places of groups.values()) {
    const drawn = shuffleInPlace([...places], rng);
    places.forEach((at, k) => moved.set(at, drawn[k]!));
  }
  // Each piece goes where another stood: every reference to the piece that stood there now names it.
  const renamed = new Map<unknown, unknown>();
  for (const [at, from] of moved) renamed.set(refs[at], refs[from]);
  const rename = (v: unknown): unknown => {
    if (typeof v === "string" || typeof v === "number") return renamed.has(v) ? renamed.get(v) : v;
    if (Array.isArray(v)) return v.map(rename);
    if (typeof v === "object" && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, rename(x)]));
    return v;
  };
  const pieces: PieceState[] = [...s.pieces];
  const marks = s.secrets ? [...s.secrets.marks] : undefined;
  for (const [at, from] of moved) {
    const place = state.pieces[at]!;
    // The piece from `from` takes the place of the one at `at`: where it lies, whose it is, its alias.
    const p: PieceState = { ...state.pieces[from]!, location: place.location };
    if (place.owner !== undefined) p.owner = place.owner;
    pieces[from] = p;
    if (marks && state.secrets) marks[from] = state.secrets.marks[at]!;
  }
  s.pieces = pieces;
  // Only references to hidden pieces move: in the places, the frames and what play waits for.
  s.places = rename(s.places) as EngineState["places"];
  s.stack = rename(s.stack) as EngineState["stack"];
  s.tracks = rename(s.tracks) as EngineState["tracks"];
  s.sideState = rename(s.sideState) as EngineState["sideState"];
  if (s.areaState) s.areaState = rename(s.areaState) as EngineState["areaState"];
  const wait = rename(s.wait) as EngineState["wait"];
  // Other sides' secret choices, not yet revealed, could be anything they were offered.
  if (wait?.answers) for (const side of Object.keys(wait.answers)) if (side !== player) wait.answers[side] = wait.options[rng.int(0, wait.options.length - 1, "choice")]!;
  s.wait = wait;
  if (marks && s.secrets) s.secrets = { ...s.secrets, marks };
  // Chance to come is not known to anyone: it starts afresh. The log, which holds the real
  // actions and the game's secret, is not the drawn game's: it starts empty, with that seed.
  const seed = rng.int(0, 0x7fffffff, "choice");
  s.rng = new SeededRandom(seed).save();
  const { seed: _seed, secret: _secret, script: _script, ...options } = state.log.options;
  s.log = { game: state.log.game, options: { ...options, seed }, actions: [] };
  return s;
}
