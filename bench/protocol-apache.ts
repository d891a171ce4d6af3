/**
 * The hand-written Apache of `baseline-apache.ts`, its very rule functions
 * over the very same cards, played through the generated engines' decision
 * protocol instead of an agent called from inside the rules: what the
 * protocol alone costs this game, measured by `npm run bench` against the
 * plain hand-written engine.
 *
 * It keeps what every generated engine must do at a decision and nothing
 * more: play stops and resumes where it waits (phase, plays, which claim is
 * being resolved), `pending()` hands out a decision with its options (the
 * `[side, rank]` plays and `[side, "done"]` passes made once and shared;
 * the prisoners by their ids), `apply()` copies the action, checks the
 * player and the option and refuses anything else, the action is logged,
 * and every play and every card moved is an event. It leaves out what the
 * generated engines still pay for: hiding the prairie and the hands
 * (aliases, views), and a state kept as plain JSON that a client can save.
 * Driven by the bench's random agent it plays the very same games as
 * `baselineApacheGame` (`test/engines/protocol-apache.test.ts`). No engine
 * uses it.
 */
import { IllegalActionError, type Decision, type GameEvent } from "../runtime/engine.js";
import { copyAction } from "../runtime/core/plain-data.js";
import { SeededRandom } from "../runtime/rng.js";
import { bootyOf, captives, couldClaim, indianAt, prairie, punish, RANKS, take, TAKES, usualOk, type ApacheEnd, type Card, type Loot, type Rank } from "./baseline-apache.js";

const SIDES = ["red", "yellow", "green", "blue", "white"] as const;
/** The plays a window offers, `[side, rank]`, made once and shared (frozen: clients receive them). */
const PLAYS = SIDES.map((side) => RANKS.map((rank) => Object.freeze([side, rank]) as readonly string[]));
/** Each side's pass in the claims window, made once and shared as the plays are. */
const PASSES = SIDES.map((side) => Object.freeze([side, "done"]) as readonly string[]);

type Phase = "reveal" | "window" | "resolve" | "over";

interface Wait {
  decision: "play-hand-card" | "booty-choice" | "prisoner";
  player: string;
  options: unknown[];
}

/** Apache's base game for `players` players, one decision at a time. */
export class ProtocolApache {
  private readonly rng: SeededRandom;
  private readonly deck = prairie();
  private readonly table: Card[] = [];
  private readonly piles: Card[][];
  private removed = 0;
  private phase: Phase = "reveal";
  /** This window's plays: side number and rank. */
  private plays: [number, Rank][] = [];
  /** The sides that passed in this window. */
  private passed: boolean[] = [];
  private valid: boolean[] = [];
  /** Which play is being resolved, and how far (0 start, 2 booty chosen, 3 waiting for a prisoner, 4 prisoner taken). */
  private at = 0;
  private step = 0;
  private loot: Loot = "teepee";
  private brave: Card | undefined;
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
    const copy = copyAction(action as never, w.options) as unknown;
    const decider = w.player !== "any" ? player === w.player : Array.isArray(copy) ? copy[0] === player : SIDES.includes(player as never);
    if (!decider) throw new IllegalActionError(`not ${player}'s to decide`, "Claim booty");
    const at = offeredAt(w.options, copy);
    if (at < 0) throw new IllegalActionError(`${JSON.stringify(copy)} is not a legal option`, "Claim booty");
    const events: GameEvent[] = (this.events = []);
    this.wait = null;
    if (w.decision === "play-hand-card") {
      const pair = copy as [string, Rank | "done"];
      const side = SIDES.indexOf(pair[0] as never);
      if (pair[1] === "done") {
        this.passed[side] = true;
        events.push({ type: "passed", side: pair[0] });
      } else {
        this.plays.push([side, pair[1]]);
        events.push({ type: "played", side: pair[0], choice: pair[1] });
      }
    } else if (w.decision === "booty-choice") {
      this.loot = copy as Loot;
      this.step = 2;
    } else {
      const player = this.plays[this.at]![0];
      this.move([this.table.find((c) => c.id === copy)!], player);
      this.step = 4;
    }
    this.run();
    this.log.push({ player, action: copy });
    return events;
  }

  /** Cards from the table to a player's pile, with the event. */
  private move(cards: Card[], player: number): void {
    take(this.table, this.piles[player]!, cards);
    this.events.push({ type: "moved", to: `victory-pile@${SIDES[player]}`, moves: cards.map((c) => ({ piece: c.id, from: "face-up" })) });
  }

  private hasPlayed(side: number): boolean {
    if (this.passed[side]) return true;
    for (let i = 0; i < this.plays.length; i++) if (this.plays[i]![0] === side) return true;
    return false;
  }

  private closeWindow(): void {
    this.valid = this.plays.map(([p, r]) => couldClaim(this.table, p, r));
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
        this.events.push({ type: "moved", to: "face-up", moves: [{ piece: card.id, from: "prairie" }] });
        this.plays = [];
        this.passed = [];
        this.phase = "window";
      }
      if (this.phase === "window") {
        const options: unknown[] = [];
        for (let p = 0; p < this.players; p++) {
          if (this.hasPlayed(p)) continue;
          for (let r = 0; r < 4; r++) options.push(PLAYS[p]![r]);
          options.push(PASSES[p]);
        }
        if (options.length === 0) {
          this.closeWindow();
          continue;
        }
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
          const gone = punish(this.piles[player]!);
          this.removed += gone.length;
          if (gone.length > 0) this.events.push({ type: "moved", to: "removed", moves: gone.map((c) => ({ piece: c.id, from: `victory-pile@${SIDES[player]}` })) });
          this.at++;
          continue;
        }
        if (!couldClaim(this.table, player, rank)) {
          this.at++;
          continue;
        }
        this.brave = this.table[indianAt(this.table, player, rank)]!;
        const usual = usualOk(this.table, player, rank);
        this.loot = usual ? TAKES[rank] : "teepee";
        this.step = 2;
        if (usual && bootyOf(this.table, "teepee").length > 0) {
          this.wait = { decision: "booty-choice", player: SIDES[player]!, options: [TAKES[rank], "teepee"] };
          return;
        }
      }
      if (this.step === 2) {
        this.step = 4;
        if (rank === "chief" && this.loot === "totem-pole") {
          this.wait = { decision: "prisoner", player: SIDES[player]!, options: captives(this.table, player).map((c) => c.id) };
          this.step = 3;
          return;
        }
      }
      this.move([this.brave!, ...bootyOf(this.table, this.loot)], player);
      this.step = 0;
      this.at++;
    }
  }

  /** How many cards each pile holds, and how many were removed: the end of the game, for tests. */
  standing(): { piles: number[]; removed: number } {
    return { piles: this.piles.map((p) => p.length), removed: this.removed };
  }
}

/** Where a choice is among the options (-1 if not): by identity first (a shared play handed back), then pairs item by item. */
export function offeredAt(options: readonly unknown[], choice: unknown): number {
  const at = options.indexOf(choice);
  if (at >= 0 || !Array.isArray(choice) || choice.length !== 2) return at;
  for (let i = 0; i < options.length; i++) {
    const o = options[i];
    if (Array.isArray(o) && o.length === 2 && o[0] === choice[0] && o[1] === choice[1]) return i;
  }
  return -1;
}

/** What the bench's random agent needs of an Apache engine played through the decision protocol. */
export interface ProtocolEngine {
  isOver(): boolean;
  pending(): Decision<unknown> | null;
  apply(player: string, action: unknown): GameEvent[];
  sides(): readonly string[];
  standing(): { piles: number[]; removed: number };
}

/** Plays a game to its end through the protocol with the bench's random agent for `seed`; returns how it ended. */
export function playedThroughProtocol(engine: ProtocolEngine, seed: number): ApacheEnd {
  const agent = new SeededRandom(seed ^ 0x5bd1e995);
  let decisions = 0;
  while (!engine.isOver()) {
    const d = engine.pending()!;
    const option = d.options[agent.int(0, d.options.length - 1)]!;
    // In the claims window each play or pass names its side.
    engine.apply(d.player !== "any" ? d.player : Array.isArray(option) ? String(option[0]) : engine.sides()[0]!, option);
    decisions++;
  }
  return { decisions, ...engine.standing() };
}

/** Plays one game with the bench's random agent; returns how it ended. */
export function protocolApacheGame(seed: number, players: number): ApacheEnd {
  return playedThroughProtocol(new ProtocolApache(seed, players), seed);
}
