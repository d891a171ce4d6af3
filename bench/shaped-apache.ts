/**
 * Apache's base game written by hand the way a generator could emit it: the
 * ceiling `npm run bench` holds the generated engine against (issue 31's
 * "generator-shaped Apache").
 *
 * Everything is a number: a card is its place in the prairie's order (its
 * colour, rank and loot read from tables by that number), the face-up row,
 * the deck and the victory piles are typed lists with their lengths, the
 * face-up cards are counted by kind as they come and go (so whether a card
 * could claim anything is a few reads, not a search), and play is an
 * explicit state machine whose waits are small integers. Its rules are those
 * of `baseline-apache.ts`, over the same cards, and it draws on chance and
 * on the agent in the same order, so it plays the very same games
 * (`test/engines/shaped-apache.test.ts` holds it to them).
 *
 * It is raced two ways:
 * - `shapedApacheGame`: the machine alone, each decision an option's number,
 *   as a generator's own bots could drive it;
 * - `shapedProtocolApacheGame`: behind the generated engines' decision
 *   protocol, as `protocol-apache.ts` puts the hand-written rules: decision
 *   objects with options by id (plays shared), the action copied and checked
 *   against the player and the options, every action logged and every move
 *   an event.
 *
 * Like `protocol-apache.ts` it leaves out what the generated engines pay for
 * hidden information (aliases, views) and a state kept as plain JSON. No
 * engine uses it.
 */
import { IllegalActionError, type Decision, type GameEvent } from "../runtime/engine.js";
import { copyAction } from "../runtime/core/plain-data.js";
import { SeededRandom } from "../runtime/rng.js";
import type { ApacheEnd } from "./baseline-apache.js";
import { offeredAt, playedThroughProtocol } from "./protocol-apache.js";

const CARDS = 114;
const INDIANS = 45;
const SIDES = ["red", "yellow", "green", "blue", "white"] as const;
const RANK_NAMES = ["chief", "warrior", "maiden", "hunter"] as const;
const LOOT_NAMES = ["buffalo", "totem-pole", "tomahawk", "necklace", "teepee"] as const;
const CHIEF = 0;
const TOTEM_POLE = 1;
const TEEPEE = 4;
/** The loot each rank claims, by rank number (chief, warrior, maiden, hunter). */
const TAKES = Uint8Array.of(TOTEM_POLE, 2, 3, 0);
/** Whether a rank is male (a chief may take male Indians prisoner), by rank number. */
const MALE = Uint8Array.of(1, 1, 0, 1);

/**
 * Each card's kind as one number, by card: an Indian of colour c and rank r
 * is `c * 4 + r` (0-19), a booty of loot l is `20 + l`. The prairie's order
 * is `baseline-apache.ts`'s: per colour two chiefs, warriors and maidens and
 * three hunters, then 33 buffalo and nine of each other loot.
 */
const CODE = new Uint8Array(CARDS);
/** Each card's id in the spec's engine (events and the prisoner's options name cards by id). */
const IDS: string[] = [];
{
  let c = 0;
  for (let colour = 0; colour < 5; colour++) for (const [rank, n] of [[0, 2], [1, 2], [2, 2], [3, 3]] as const) for (let i = 0; i < n; i++) CODE[c++] = colour * 4 + rank;
  for (const [loot, n] of [[0, 33], [1, 9], [2, 9], [3, 9], [4, 9]] as const) for (let i = 0; i < n; i++) CODE[c++] = 20 + loot;
  for (let i = 0; i < CARDS; i++) IDS.push(`${i < INDIANS ? "indian" : "booty"}#${i + 1}`);
}
const isIndian = (card: number) => card < INDIANS;
const rankOf = (card: number) => CODE[card]! & 3;

/** The plays a window offers, `[side, rank]`, and each side's pass: made once and shared, as the generated engines share theirs. */
const PLAYS = SIDES.map((side) => RANK_NAMES.map((rank) => Object.freeze([side, rank]) as readonly string[]));
const PASSES = SIDES.map((side) => Object.freeze([side, "done"]) as readonly string[]);

/** Where play waits. */
const WINDOW = 0;
const BOOTY = 1;
const PRISONER = 2;
const OVER = 3;
/** The decisions' ids in the spec, by wait. */
const DECISION_IDS = ["play-hand-card", "booty-choice", "prisoner"] as const;

/** Apache's base game for `players` players, kept in numbers, one decision at a time. */
export class ShapedApache {
  private readonly rng: SeededRandom;
  /** The prairie still face down, in its order (a draw takes one out and closes the gap, as the hand-written engine's splice does). */
  private readonly deck = new Uint8Array(CARDS);
  private deckLength = CARDS;
  /** The face-up row, in the order its cards came. */
  private readonly table = new Uint8Array(CARDS);
  private tableLength = 0;
  /** Face-up cards by kind (`CODE`), and face-up male Indians: kept up to date at every move. */
  private readonly counts = new Uint8Array(25);
  private males = 0;
  /** Each side's victory pile, in the order taken, and its length. */
  private readonly piles: Uint8Array[];
  private readonly pileLength: Uint8Array;
  private removed = 0;
  /** This window's plays in the order played: side and rank; and which sides played or passed. */
  private readonly playSide = new Uint8Array(5);
  private readonly playRank = new Uint8Array(5);
  private readonly valid = new Uint8Array(5);
  private plays = 0;
  private readonly acted = new Uint8Array(5);
  private open = 0;
  /** Which play is being resolved, and how far (0 start, 2 booty chosen, 4 prisoner taken); or 5, a card to reveal, and 6, the claims window open. */
  private at = 0;
  private step = 5;
  private loot = TEEPEE;
  private brave = 0;
  /** What play waits for (`WINDOW`, `BOOTY`, `PRISONER`), or `OVER`. */
  private wait = OVER;
  /** The prisoners offered, as cards, while play waits for one. */
  private readonly captives = new Uint8Array(CARDS);
  private captiveCount = 0;
  /** Events of the action being played, when played through the protocol (undefined: the machine alone, which tells nothing). */
  private events: GameEvent[] | undefined;
  /** The decision handed out, kept until it is answered (the protocol's `pending()` gives the same object). */
  private request: Decision<unknown> | null = null;
  readonly log: { player: string; action: unknown }[] = [];

  constructor(
    seed: number,
    private readonly players: number,
    protocol = false,
  ) {
    this.rng = new SeededRandom(seed);
    for (let c = 0; c < CARDS; c++) this.deck[c] = c;
    this.piles = Array.from({ length: players }, () => new Uint8Array(CARDS));
    this.pileLength = new Uint8Array(players);
    if (protocol) this.events = [];
    this.run();
  }

  sides(): readonly string[] {
    return SIDES.slice(0, this.players);
  }

  isOver(): boolean {
    return this.wait === OVER;
  }

  /** How many options the decision waited for has (0 when the game is over). */
  optionCount(): number {
    if (this.wait === WINDOW) return 5 * this.open;
    if (this.wait === BOOTY) return 2;
    if (this.wait === PRISONER) return this.captiveCount;
    return 0;
  }

  /** Takes option `k` of the decision waited for (its place among the options `pending()` lists) and plays on. */
  choose(k: number): void {
    const wait = this.wait;
    this.wait = OVER;
    this.request = null;
    if (wait === WINDOW) {
      // The k-th option: five for each side yet to act, in side order (four ranks, then the pass).
      let side = 0;
      let left = (k / 5) | 0;
      for (;; side++) if (this.acted[side] === 0 && left-- === 0) break;
      const r = k % 5;
      this.acted[side] = 1;
      this.open--;
      if (r === 4) this.events?.push({ type: "passed", side: SIDES[side]! });
      else {
        this.playSide[this.plays] = side;
        this.playRank[this.plays++] = r;
        this.events?.push({ type: "played", side: SIDES[side]!, choice: RANK_NAMES[r]! });
      }
    } else if (wait === BOOTY) {
      this.loot = k === 0 ? TAKES[this.playRank[this.at]!]! : TEEPEE;
      this.step = 2;
    } else {
      const prisoner = this.captives[k]!;
      this.takeFromTable(this.playSide[this.at]!, prisoner, -1);
      this.step = 4;
    }
    this.run();
  }

  /** The decision waited for, as the generated engines hand it out; null once the game is over. */
  pending(): Decision<unknown> | null {
    if (this.wait === OVER) return null;
    if (this.request !== null) return this.request;
    let options: unknown[];
    let player: string;
    if (this.wait === WINDOW) {
      options = new Array<unknown>(5 * this.open);
      let k = 0;
      for (let p = 0; p < this.players; p++) {
        if (this.acted[p] === 1) continue;
        const plays = PLAYS[p]!;
        for (let r = 0; r < 4; r++) options[k++] = plays[r];
        options[k++] = PASSES[p];
      }
      player = "any";
    } else if (this.wait === BOOTY) {
      options = [LOOT_NAMES[TAKES[this.playRank[this.at]!]!]!, "teepee"];
      player = SIDES[this.playSide[this.at]!]!;
    } else {
      options = new Array<unknown>(this.captiveCount);
      for (let i = 0; i < this.captiveCount; i++) options[i] = IDS[this.captives[i]!];
      player = SIDES[this.playSide[this.at]!]!;
    }
    const id = DECISION_IDS[this.wait]!;
    return (this.request = { id, player, prompt: id, options, rule: "Claim booty" });
  }

  /** Plays `action` for `player` as the generated engines do: copied, checked against the player and the options, logged; returns its events. */
  apply(player: string, action: unknown): GameEvent[] {
    const d = this.pending();
    if (d === null) throw new IllegalActionError("the game is over; no action can be taken");
    const copy = copyAction(action as never, d.options) as unknown;
    const decider = d.player !== "any" ? player === d.player : Array.isArray(copy) ? copy[0] === player : SIDES.includes(player as never);
    if (!decider) throw new IllegalActionError(`not ${player}'s to decide`, "Claim booty");
    const at = offeredAt(d.options, copy);
    if (at < 0) throw new IllegalActionError(`${JSON.stringify(copy)} is not a legal option`, "Claim booty");
    const events: GameEvent[] = (this.events = []);
    this.choose(at);
    this.log.push({ player, action: copy });
    return events;
  }

  /** A face-up card leaves the row: the counts follow. */
  private uncount(card: number): void {
    this.counts[CODE[card]!]!--;
    if (isIndian(card) && MALE[rankOf(card)] === 1) this.males--;
  }

  /** The first face-up Indian of a colour and rank, as a card (-1 if none): read off the counts first. */
  private indianAt(colour: number, rank: number): number {
    const code = colour * 4 + rank;
    if (this.counts[code] === 0) return -1;
    for (let i = 0; i < this.tableLength; i++) if (CODE[this.table[i]!] === code) return this.table[i]!;
    return -1;
  }

  /** How many face-up male Indians a chief of `colour` may take prisoner: all but the first chief of his colour. */
  private captivesFor(colour: number): number {
    return this.males - (this.counts[colour * 4 + CHIEF]! > 0 ? 1 : 0);
  }

  private bootyUp(loot: number): boolean {
    return this.counts[20 + loot]! > 0;
  }

  /** Whether a hand card of `colour` and `rank` could claim anything now (`couldClaim` of the hand-written engine). */
  private couldClaim(colour: number, rank: number): boolean {
    if (this.counts[colour * 4 + rank] === 0) return false;
    if (this.bootyUp(TEEPEE)) return true;
    if (rank !== CHIEF) return this.bootyUp(TAKES[rank]!);
    return this.bootyUp(TOTEM_POLE) && this.captivesFor(colour) > 0;
  }

  /** Whether the usual booty of a rank may be taken (a chief's only with a prisoner to take). */
  private usualOk(colour: number, rank: number): boolean {
    return this.bootyUp(TAKES[rank]!) && (rank !== CHIEF || this.captivesFor(colour) > 0);
  }

  /**
   * Moves to `side`'s pile the card `first`, then (unless `loot` is -1)
   * every face-up booty of `loot` in the row's order, closing the row's gaps
   * in one pass; the move is an event.
   */
  private takeFromTable(side: number, first: number, loot: number): void {
    const pile = this.piles[side]!;
    let n = this.pileLength[side]!;
    const from = n;
    pile[n++] = first;
    const lootCode = 20 + loot;
    let kept = 0;
    for (let i = 0; i < this.tableLength; i++) {
      const c = this.table[i]!;
      if (c === first) continue;
      if (loot >= 0 && CODE[c] === lootCode) pile[n++] = c;
      else this.table[kept++] = c;
    }
    this.tableLength = kept;
    this.pileLength[side] = n;
    for (let i = from; i < n; i++) this.uncount(pile[i]!);
    if (this.events !== undefined) {
      const moves = [];
      for (let i = from; i < n; i++) moves.push({ piece: IDS[pile[i]!]!, from: "face-up" });
      this.events.push({ type: "moved", to: `victory-pile@${SIDES[side]}`, moves });
    }
  }

  /** Plays on until a decision is needed or the game ends. */
  private run(): void {
    for (;;) {
      if (this.step === 5) {
        // Revealing the next prairie card, and opening the claims window.
        if (this.deckLength === 0) {
          let held = 0;
          for (let p = 0; p < this.players; p++) held += this.pileLength[p]!;
          if (this.tableLength + held + this.removed !== CARDS) throw new Error("lost a card");
          this.wait = OVER;
          return;
        }
        const at = this.rng.int(0, this.deckLength - 1);
        const card = this.deck[at]!;
        this.deck.copyWithin(at, at + 1, this.deckLength--);
        this.table[this.tableLength++] = card;
        this.counts[CODE[card]!]!++;
        if (isIndian(card) && MALE[rankOf(card)] === 1) this.males++;
        this.events?.push({ type: "moved", to: "face-up", moves: [{ piece: IDS[card]!, from: "prairie" }] });
        this.plays = 0;
        this.acted.fill(0);
        this.open = this.players;
        this.step = 6;
      }
      if (this.step === 6) {
        if (this.open > 0) {
          this.wait = WINDOW;
          return;
        }
        // Every side played or passed: which plays could claim anything is settled now, before any resolves.
        for (let i = 0; i < this.plays; i++) this.valid[i] = this.couldClaim(this.playSide[i]!, this.playRank[i]!) ? 1 : 0;
        this.at = 0;
        this.step = 0;
      }
      // Resolving the window's plays, in the order played.
      if (this.at >= this.plays) {
        this.step = 5;
        continue;
      }
      const side = this.playSide[this.at]!;
      const rank = this.playRank[this.at]!;
      if (this.step === 0) {
        if (this.valid[this.at] === 0) {
          // A play that could claim nothing costs the top two cards of its side's pile.
          const n = this.pileLength[side]!;
          const lost = Math.min(2, n);
          this.pileLength[side] = n - lost;
          this.removed += lost;
          if (lost > 0 && this.events !== undefined) {
            const moves = [];
            for (let i = n - lost; i < n; i++) moves.push({ piece: IDS[this.piles[side]![i]!]!, from: `victory-pile@${SIDES[side]}` });
            this.events.push({ type: "moved", to: "removed", moves });
          }
          this.at++;
          continue;
        }
        if (!this.couldClaim(side, rank)) {
          this.at++;
          continue;
        }
        this.brave = this.indianAt(side, rank);
        const usual = this.usualOk(side, rank);
        this.loot = usual ? TAKES[rank]! : TEEPEE;
        this.step = 2;
        if (usual && this.bootyUp(TEEPEE)) {
          this.wait = BOOTY;
          return;
        }
      }
      if (this.step === 2) {
        this.step = 4;
        if (rank === CHIEF && this.loot === TOTEM_POLE) {
          // Any face-up male Indian but the chief this claim takes, in the row's order.
          let k = 0;
          for (let i = 0; i < this.tableLength; i++) {
            const c = this.table[i]!;
            if (isIndian(c) && MALE[rankOf(c)] === 1 && c !== this.brave) this.captives[k++] = c;
          }
          this.captiveCount = k;
          this.wait = PRISONER;
          return;
        }
      }
      this.takeFromTable(side, this.brave, this.loot);
      this.step = 0;
      this.at++;
    }
  }

  /** How many cards each pile holds, and how many were removed: the end of the game, for tests. */
  standing(): { piles: number[]; removed: number } {
    return { piles: Array.from(this.pileLength), removed: this.removed };
  }
}

/** Plays one game on the machine alone, each decision an option's number picked by the bench's random agent; returns how it ended. */
export function shapedApacheGame(seed: number, players: number): ApacheEnd {
  const engine = new ShapedApache(seed, players);
  const agent = new SeededRandom(seed ^ 0x5bd1e995);
  let decisions = 0;
  while (!engine.isOver()) {
    engine.choose(agent.int(0, engine.optionCount() - 1));
    decisions++;
  }
  return { decisions, ...engine.standing() };
}

/** Plays one game through the decision protocol with the bench's random agent; returns how it ended. */
export function shapedProtocolApacheGame(seed: number, players: number): ApacheEnd {
  return playedThroughProtocol(new ShapedApache(seed, players, true), seed);
}
