/**
 * A plain hand-written implementation of Apache's base game, used only as
 * the speed baseline for the generated engine in `npm run bench`. It plays
 * the same rules with the same shape of decisions: after each reveal, any
 * player may play one hand card until someone says done; claims resolve in
 * the order played; a card that could claim nothing costs the top two cards
 * of its player's pile. It is not used by any engine.
 *
 * The rules are the functions below, over the face-up cards (`table`);
 * `bench/protocol-apache.ts` plays the very same functions through the
 * engines' decision protocol, so that the two differ only in the protocol.
 */
import { SeededRandom } from "../runtime/rng.js";

/** A prairie card, with the id it has in the spec's engine (for events and decisions when played through the protocol). */
export type Card = ({ kind: "indian"; colour: number; rank: Rank } | { kind: "booty"; loot: Loot }) & { id: string };
export type Rank = "chief" | "warrior" | "maiden" | "hunter";
export type Loot = "buffalo" | "totem-pole" | "tomahawk" | "necklace" | "teepee";
export const RANKS: readonly Rank[] = ["chief", "warrior", "maiden", "hunter"];
export const TAKES: Record<Rank, Loot> = { chief: "totem-pole", warrior: "tomahawk", maiden: "necklace", hunter: "buffalo" };
const MALE: Record<Rank, boolean> = { chief: true, warrior: true, maiden: false, hunter: true };

/** The cards' ids by their place in the prairie's order, made once. */
const IDS = Array.from({ length: 114 }, (_, i) => `${i < 45 ? "indian" : "booty"}#${i + 1}`);

/** The prairie's 114 cards, in a fixed order (the game draws from it at random). */
export function prairie(): Card[] {
  const cards: Card[] = [];
  for (let colour = 0; colour < 5; colour++) {
    for (const [rank, n] of [["chief", 2], ["warrior", 2], ["maiden", 2], ["hunter", 3]] as const) for (let i = 0; i < n; i++) cards.push({ kind: "indian", colour, rank, id: IDS[cards.length]! });
  }
  for (const [loot, n] of [["buffalo", 33], ["totem-pole", 9], ["tomahawk", 9], ["necklace", 9], ["teepee", 9]] as const) for (let i = 0; i < n; i++) cards.push({ kind: "booty", loot, id: IDS[cards.length]! });
  return cards;
}

/** Where the face-up Indian of a colour and rank lies (-1 if none). */
export const indianAt = (table: readonly Card[], colour: number, rank: Rank): number => table.findIndex((c) => c.kind === "indian" && c.colour === colour && c.rank === rank);
/** The face-up booty of one kind. */
export const bootyOf = (table: readonly Card[], loot: Loot): Card[] => table.filter((c) => c.kind === "booty" && c.loot === loot);
/** The face-up male Indians a Chief of `colour` may take prisoner: any but the Chief card his claim takes (the spec's reading). */
export const captives = (table: readonly Card[], colour: number): Card[] => {
  const own = indianAt(table, colour, "chief");
  return table.filter((c, i) => c.kind === "indian" && MALE[c.rank] && i !== own);
};
/** Whether a hand card of `colour` and `rank` can claim anything now. */
export const couldClaim = (table: readonly Card[], colour: number, rank: Rank): boolean =>
  indianAt(table, colour, rank) >= 0 && (bootyOf(table, "teepee").length > 0 || (rank !== "chief" && bootyOf(table, TAKES[rank]).length > 0) || (rank === "chief" && bootyOf(table, "totem-pole").length > 0 && captives(table, colour).length > 0));
/** Whether the usual booty of a rank may be taken (a Chief's only with a prisoner to take). */
export const usualOk = (table: readonly Card[], colour: number, rank: Rank): boolean => bootyOf(table, TAKES[rank]).length > 0 && (rank !== "chief" || captives(table, colour).length > 0);
/** Moves cards from the table to a pile. */
export function take(table: Card[], pile: Card[], cards: readonly Card[]): void {
  for (const c of cards) table.splice(table.indexOf(c), 1);
  pile.push(...cards);
}
/** A card that could claim nothing: the top two cards of the pile (or as many as there are) are removed; returns them. */
export function punish(pile: Card[]): Card[] {
  const lost = Math.min(2, pile.length);
  return pile.splice(pile.length - lost, lost);
}

/** How a game ended: decisions taken, the size of each victory pile, cards removed as punishment. */
export interface ApacheEnd {
  decisions: number;
  piles: number[];
  removed: number;
}

/** Plays one game with random decisions; returns how it ended. */
export function baselineApacheGame(seed: number, players: number): ApacheEnd {
  const rng = new SeededRandom(seed);
  const agent = new SeededRandom(seed ^ 0x5bd1e995);
  const deck = prairie();
  const table: Card[] = [];
  const piles: Card[][] = Array.from({ length: players }, () => []);
  let removed = 0;
  let decisions = 0;
  while (deck.length > 0) {
    table.push(deck.splice(rng.int(0, deck.length - 1), 1)[0]!);
    const plays: [number, Rank][] = [];
    // Each player plays a card or passes; the window closes when every player has done one or the other.
    const done: boolean[] = new Array<boolean>(players).fill(false);
    for (;;) {
      const options: [number, Rank | "done"][] = [];
      for (let p = 0; p < players; p++) {
        if (done[p]) continue;
        for (const r of RANKS) options.push([p, r]);
        options.push([p, "done"]);
      }
      if (options.length === 0) break;
      decisions++;
      const pick = options[agent.int(0, options.length - 1)]!;
      done[pick[0]] = true;
      if (pick[1] !== "done") plays.push(pick as [number, Rank]);
    }
    const valid = plays.map(([p, r]) => couldClaim(table, p, r));
    plays.forEach(([player, rank], i) => {
      if (!valid[i]) {
        removed += punish(piles[player]!).length;
        return;
      }
      if (!couldClaim(table, player, rank)) return;
      const brave = table[indianAt(table, player, rank)]!;
      const usual = usualOk(table, player, rank);
      let loot: Loot = usual ? TAKES[rank] : "teepee";
      if (usual && bootyOf(table, "teepee").length > 0) {
        decisions++;
        loot = agent.int(0, 1) === 0 ? TAKES[rank] : "teepee";
      }
      if (rank === "chief" && loot === "totem-pole") {
        const options = captives(table, player);
        decisions++;
        take(table, piles[player]!, [options[agent.int(0, options.length - 1)]!]);
      }
      take(table, piles[player]!, [brave, ...bootyOf(table, loot)]);
    });
  }
  if (table.length + piles.reduce((n, p) => n + p.length, 0) + removed !== 114) throw new Error("baseline lost a card");
  return { decisions, piles: piles.map((p) => p.length), removed };
}
