/**
 * A plain hand-written implementation of Apache's base game, used only as
 * the speed baseline for the generated engine in `npm run bench`. It plays
 * the same rules with the same shape of decisions: after each reveal, any
 * player may play one hand card until someone says done; claims resolve in
 * the order played; a card that could claim nothing costs the top two cards
 * of its player's pile. It is not used by any engine.
 */
import { SeededRandom } from "../runtime/rng.js";

type Card = { kind: "indian"; colour: number; rank: Rank } | { kind: "booty"; loot: Loot };
type Rank = "chief" | "warrior" | "maiden" | "hunter";
type Loot = "buffalo" | "totem-pole" | "tomahawk" | "necklace" | "teepee";
const TAKES: Record<Rank, Loot> = { chief: "totem-pole", warrior: "tomahawk", maiden: "necklace", hunter: "buffalo" };
const MALE: Record<Rank, boolean> = { chief: true, warrior: true, maiden: false, hunter: true };

function prairie(): Card[] {
  const cards: Card[] = [];
  for (let colour = 0; colour < 5; colour++) {
    for (const [rank, n] of [["chief", 2], ["warrior", 2], ["maiden", 2], ["hunter", 3]] as const) for (let i = 0; i < n; i++) cards.push({ kind: "indian", colour, rank });
  }
  for (const [loot, n] of [["buffalo", 33], ["totem-pole", 9], ["tomahawk", 9], ["necklace", 9], ["teepee", 9]] as const) for (let i = 0; i < n; i++) cards.push({ kind: "booty", loot });
  return cards;
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
  const indianAt = (colour: number, rank: Rank) => table.findIndex((c) => c.kind === "indian" && c.colour === colour && c.rank === rank);
  const bootyOf = (loot: Loot) => table.filter((c) => c.kind === "booty" && c.loot === loot);
  const captives = (colour: number) => table.filter((c) => c.kind === "indian" && MALE[c.rank] && !(c.colour === colour && c.rank === "chief"));
  const couldClaim = (colour: number, rank: Rank) =>
    indianAt(colour, rank) >= 0 && (bootyOf("teepee").length > 0 || (rank !== "chief" && bootyOf(TAKES[rank]).length > 0) || (rank === "chief" && bootyOf("totem-pole").length > 0 && captives(colour).length > 0));
  const take = (cards: Card[], player: number) => {
    for (const c of cards) table.splice(table.indexOf(c), 1);
    piles[player]!.push(...cards);
  };
  while (deck.length > 0) {
    table.push(deck.splice(rng.int(0, deck.length - 1), 1)[0]!);
    const plays: [number, Rank][] = [];
    for (;;) {
      const options: ([number, Rank] | "done")[] = [];
      for (let p = 0; p < players; p++) if (!plays.some(([q]) => q === p)) for (const r of ["chief", "warrior", "maiden", "hunter"] as Rank[]) options.push([p, r]);
      if (options.length === 0) break;
      options.push("done");
      decisions++;
      const pick = options[agent.int(0, options.length - 1)]!;
      if (pick === "done") break;
      plays.push(pick);
    }
    const valid = plays.map(([p, r]) => couldClaim(p, r));
    plays.forEach(([player, rank], i) => {
      if (!valid[i]) {
        const lost = Math.min(2, piles[player]!.length);
        piles[player]!.splice(piles[player]!.length - lost, lost);
        removed += lost;
        return;
      }
      if (!couldClaim(player, rank)) return;
      const brave = table[indianAt(player, rank)]!;
      const usualOk = bootyOf(TAKES[rank]).length > 0 && (rank !== "chief" || captives(player).length > 0);
      let loot: Loot = usualOk ? TAKES[rank] : "teepee";
      if (usualOk && bootyOf("teepee").length > 0) {
        decisions++;
        loot = agent.int(0, 1) === 0 ? TAKES[rank] : "teepee";
      }
      if (rank === "chief" && loot === "totem-pole") {
        const options = captives(player);
        decisions++;
        take([options[agent.int(0, options.length - 1)]!], player);
      }
      take([brave, ...bootyOf(loot)], player);
    });
  }
  if (table.length + piles.reduce((n, p) => n + p.length, 0) + removed !== 114) throw new Error("baseline lost a card");
  return { decisions, piles: piles.map((p) => p.length), removed };
}
