/**
 * The hand-written Apache of `baseline-apache.ts`, with the same rules, played
 * through the generated engines' decision protocol instead of an agent called
 * from inside the rules: what the protocol alone costs this game, measured
 * by `npm run bench` against the plain hand-written engine.
 *
 * It keeps what every generated engine must do at a decision and nothing
 * more: play stops and resumes from a state of plain data (phase, plays,
 * which claim is being resolved), `pending()` hands out a decision with its
 * options (the `[side, rank]` plays made once and shared, "done" to close
 * the window; the prisoners by their ids), `apply()` copies the action,
 * checks the player and the option and refuses anything else, the action
 * is logged, and every play and every card moved is an event. It leaves out
 * what the rules' text does not need here and the generated engines still
 * pay for: hiding the prairie and the hands (aliases, views), and a state a
 * client can save (it is not copied or checked). Driven by the bench's
 * random agent it plays the very same games as `baselineApacheGame`
 * (`test/engines/protocol-apache.test.ts`). No engine uses it.
 */
import { IllegalActionError, type Decision, type GameEvent } from "../runtime/engine.js";
import { copyAction } from "../runtime/core/plain-data.js";
import { SeededRandom } from "../runtime/rng.js";
import type { ApacheEnd } from "./baseline-apache.js";

const RANKS = ["chief", "warrior", "maiden", "hunter"] as const;
const LOOTS = ["buffalo", "totem-pole", "tomahawk", "necklace", "teepee"] as const;
/** Each rank's usual booty, by rank number, as a loot number; and whether the rank is male. */
const TAKES = [1, 2, 3, 0] as const;
const MALE = [true, true, false, true] as const;
const TEEPEE = 4;
const TOTEM = 1;
const SIDES = ["red", "yellow", "green", "blue", "white"] as const;

/** The prairie's 114 cards by number, in the order of `prairie()` in `baseline-apache.ts`: kind, colour, rank, loot. */
const CARDS: { indian: boolean; colour: number; rank: number; loot: number; id: string }[] = [];
for (let colour = 0; colour < 5; colour++) {
  for (const [rank, n] of [[0, 2], [1, 2], [2, 2], [3, 3]] as const) for (let i = 0; i < n; i++) CARDS.push({ indian: true, colour, rank, loot: -1, id: `indian#${CARDS.length + 1}` });
}
for (const [loot, n] of [[0, 33], [1, 9], [2, 9], [3, 9], [4, 9]] as const) for (let i = 0; i < n; i++) CARDS.push({ indian: false, colour: -1, rank: -1, loot, id: `booty#${CARDS.length + 1}` });

/** The plays a window offers, `[side, rank]`, made once and shared (frozen: clients receive them). */
const PLAYS = SIDES.map((side) => RANKS.map((rank) => Object.freeze([side, rank]) as readonly string[]));

type Phase = "reveal" | "window" | "resolve" | "over";

interface Wait {
  decision: "play-hand-card" | "booty-choice" | "prisoner";
  player: string;
  options: unknown[];
}

/** Apache's base game for `players` players, one decision at a time. */
export class ProtocolApache {
  private readonly rng: SeededRandom;
  private readonly deck: number[] = CARDS.map((_, i) => i);
  private readonly table: number[] = [];
  private readonly piles: number[][];
  private removed = 0;
  private phase: Phase = "reveal";
  /** This window's plays: side and rank numbers. */
  private plays: [number, number][] = [];
  private valid: boolean[] = [];
  /** Which play is being resolved, and how far (0 start, 2 booty chosen, 4 prisoner taken). */
  private at = 0;
  private step = 0;
  private loot = 0;
  private wait: Wait | null = null;
  private events: GameEvent[] = [];
  readonly log: { player: string; action: unknown }[] = [];

  constructor(
    seed: number,
    private readonly players: number,
  ) {
    this.rng = new SeededRandom(seed);
    this.piles = Array.from({ length: players }, () => []);
    this.run();
  }

  sides(): readonly string[] {
    return SIDES.slice(0, this.players);
  }

  isOver(): boolean {
    return this.wait === null;
  }

  pending(): Decision<unknown> | null {
    const w = this.wait;
    return w ? { id: w.decision, player: w.player, prompt: w.decision, options: w.options, rule: "Claim booty" } : null;
  }

  apply(player: string, action: unknown): GameEvent[] {
    const w = this.wait;
    if (!w) throw new IllegalActionError("the game is over; no action can be taken");
    const copy = copyAction(action as never) as unknown;
    if (w.player === "any" ? !Array.isArray(copy) ? !SIDES.includes(player as never) : copy[0] !== player : player !== w.player) throw new IllegalActionError(`not ${player}'s to decide`, "Claim booty");
    const at = offeredAt(w.options, copy);
    if (at < 0) throw new IllegalActionError(`${JSON.stringify(copy)} is not a legal option`, "Claim booty");
    const events: GameEvent[] = (this.events = []);
    this.wait = null;
    if (w.decision === "play-hand-card") {
      if (copy === "done") this.closeWindow();
      else {
        const pair = copy as [string, string];
        const side = SIDES.indexOf(pair[0] as never);
        this.plays.push([side, RANKS.indexOf(pair[1] as never)]);
        events.push({ type: "played", side: pair[0], choice: pair[1] });
      }
    } else if (w.decision === "booty-choice") {
      this.loot = LOOTS.indexOf(copy as never);
      this.step = 2;
    } else {
      const card = CARDS.findIndex((c) => c.id === copy);
      this.take([card], this.plays[this.at]![0]);
      this.step = 4;
    }
    this.run();
    this.log.push({ player, action: copy });
    return events;
  }

  private hasPlayed(side: number): boolean {
    for (let i = 0; i < this.plays.length; i++) if (this.plays[i]![0] === side) return true;
    return false;
  }

  private indianAt(colour: number, rank: number): number {
    const t = this.table;
    for (let i = 0; i < t.length; i++) {
      const c = CARDS[t[i]!]!;
      if (c.indian && c.colour === colour && c.rank === rank) return i;
    }
    return -1;
  }

  private bootyOf(loot: number): number[] {
    return this.table.filter((i) => !CARDS[i]!.indian && CARDS[i]!.loot === loot);
  }

  private captives(colour: number): number[] {
    return this.table.filter((i) => CARDS[i]!.indian && MALE[CARDS[i]!.rank]! && !(CARDS[i]!.colour === colour && CARDS[i]!.rank === 0));
  }

  private couldClaim(colour: number, rank: number): boolean {
    return this.indianAt(colour, rank) >= 0 && (this.bootyOf(TEEPEE).length > 0 || (rank !== 0 && this.bootyOf(TAKES[rank]!).length > 0) || (rank === 0 && this.bootyOf(TOTEM).length > 0 && this.captives(colour).length > 0));
  }

  private take(cards: number[], player: number): void {
    for (const c of cards) this.table.splice(this.table.indexOf(c), 1);
    this.piles[player]!.push(...cards);
    this.events.push({ type: "moved", to: `victory-pile@${SIDES[player]}`, moves: cards.map((c) => ({ piece: CARDS[c]!.id, from: "face-up" })) });
  }

  private closeWindow(): void {
    this.valid = this.plays.map(([p, r]) => this.couldClaim(p, r));
    this.phase = "resolve";
    this.at = 0;
    this.step = 0;
  }

  /** Plays on until a decision is needed or the game ends. */
  private run(): void {
    for (;;) {
      if (this.phase === "reveal") {
        if (this.deck.length === 0) {
          this.phase = "over";
          if (this.table.length + this.piles.reduce((n, p) => n + p.length, 0) + this.removed !== 114) throw new Error("lost a card");
          return;
        }
        const card = this.deck.splice(this.rng.int(0, this.deck.length - 1), 1)[0]!;
        this.table.push(card);
        this.events.push({ type: "moved", to: "face-up", moves: [{ piece: CARDS[card]!.id, from: "prairie" }] });
        this.plays = [];
        this.phase = "window";
      }
      if (this.phase === "window") {
        const options: unknown[] = [];
        for (let p = 0; p < this.players; p++) if (!this.hasPlayed(p)) for (let r = 0; r < 4; r++) options.push(PLAYS[p]![r]);
        if (options.length === 0) {
          this.closeWindow();
          continue;
        }
        options.push("done");
        this.wait = { decision: "play-hand-card", player: "any", options };
        return;
      }
      if (this.phase === "over") return;
      // Resolving the window's plays, in the order played.
      if (this.at >= this.plays.length) {
        this.phase = "reveal";
        continue;
      }
      const [player, rank] = this.plays[this.at]!;
      if (this.step === 0) {
        if (!this.valid[this.at]) {
          const pile = this.piles[player]!;
          const lost = Math.min(2, pile.length);
          const gone = pile.splice(pile.length - lost, lost);
          this.removed += lost;
          if (lost > 0) this.events.push({ type: "moved", to: "removed", moves: gone.map((c) => ({ piece: CARDS[c]!.id, from: `victory-pile@${SIDES[player]}` })) });
          this.at++;
          continue;
        }
        if (!this.couldClaim(player, rank)) {
          this.at++;
          continue;
        }
        const usualOk = this.bootyOf(TAKES[rank]!).length > 0 && (rank !== 0 || this.captives(player).length > 0);
        this.loot = usualOk ? TAKES[rank]! : TEEPEE;
        this.step = 2;
        if (usualOk && this.bootyOf(TEEPEE).length > 0) {
          this.wait = { decision: "booty-choice", player: SIDES[player]!, options: [LOOTS[TAKES[rank]!], LOOTS[TEEPEE]] };
          return;
        }
      }
      if (this.step === 2) {
        this.step = 4;
        if (rank === 0 && this.loot === TOTEM) {
          this.wait = { decision: "prisoner", player: SIDES[player]!, options: this.captives(player).map((c) => CARDS[c]!.id) };
          this.step = 3;
          return;
        }
      }
      if (this.step === 4) {
        const brave = this.table[this.indianAt(player, rank)]!;
        this.take([brave, ...this.bootyOf(this.loot)], player);
        this.step = 0;
        this.at++;
      }
    }
  }

  /** How many cards each pile holds, and how many were removed: the end of the game, for tests. */
  standing(): { piles: number[]; removed: number } {
    return { piles: this.piles.map((p) => p.length), removed: this.removed };
  }
}

/** Where a choice is among the options (-1 if not): by identity first (a shared play handed back), then pairs item by item. */
function offeredAt(options: readonly unknown[], choice: unknown): number {
  const at = options.indexOf(choice);
  if (at >= 0 || !Array.isArray(choice) || choice.length !== 2) return at;
  for (let i = 0; i < options.length; i++) {
    const o = options[i];
    if (Array.isArray(o) && o.length === 2 && o[0] === choice[0] && o[1] === choice[1]) return i;
  }
  return -1;
}

/** Plays one game with the bench's random agent; returns how it ended. */
export function protocolApacheGame(seed: number, players: number): ApacheEnd {
  const engine = new ProtocolApache(seed, players);
  const agent = new SeededRandom(seed ^ 0x5bd1e995);
  let decisions = 0;
  while (!engine.isOver()) {
    const d = engine.pending()!;
    const option = d.options[agent.int(0, d.options.length - 1)]!;
    // "done" closes a window any side may close: the first side says it.
    engine.apply(d.player !== "any" ? d.player : Array.isArray(option) ? String(option[0]) : engine.sides()[0]!, option);
    decisions++;
  }
  return { decisions, ...engine.standing() };
}
