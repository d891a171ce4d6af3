/**
 * A generated engine as a boardgame.io game (`toBoardgameGame`), so that a
 * game written in Rulewright runs on boardgame.io's clients, its master
 * (local or server) and its bots.
 *
 * How the engine's protocol maps onto boardgame.io:
 * - **G is the public part** of the engine's state (`Engine.split`): the
 *   board as an onlooker sees it and who is to decide, plus who may move
 *   now. It is small (no log) and holds nothing any side may not see.
 * - **The secret part lives in a plugin's data** (`rulewright`), which the
 *   master keeps: its `playerView` replaces it, for each client, with that
 *   player's own view, decision and log (`SeatData`), so no client ever
 *   receives another side's hidden pieces, chance to come or the game's
 *   secret.
 * - **One move, `act(option)`**, taking an option as `SeatData.pending`
 *   shows it (hidden pieces under their aliases). It runs on the master
 *   only (`client: false`), its arguments are redacted from the other
 *   players' logs (a secret bid stays secret), and it is refused
 *   (`INVALID_MOVE`) when the engine refuses it.
 * - **Who may move** is boardgame.io's `activePlayers`: the deciding side;
 *   every side still to decide in a secret simultaneous decision; and, in a
 *   window any side may play into, one side at a time in turn order, so
 *   that clients and bots that ask one player (`Step`, `Simulate`, MCTS)
 *   hear every side.
 * - **Undo** is offered for a move that drew no chance and showed nothing
 *   hidden (`Engine.irreversibleSince`).
 * - **Bots**: `ai.enumerate` gives the acting player's options; wrap a bot
 *   class with `informationSetBot` so that it searches a game drawn from
 *   what its player knows (`Engine.sample`), not the real hidden state.
 *
 * boardgame.io is a peer dependency: this module imports only its types.
 */
import type { ActivePlayersArg, Ctx, FnContext, Game, PlayerID, State } from "boardgame.io";
import { NotSpecifiedError } from "../runtime/core/commands.js";
import { Engine, type ProgramSet, type PublicState, type SecretState } from "../runtime/core/machine.js";
import type { Board } from "../runtime/core/state.js";
import type { Value } from "../runtime/core/values.js";
import { IllegalActionError, newSecret, seedProblem, type Decision, type Outcome } from "../runtime/engine.js";
import { SeededRandom, type RandomSource } from "../runtime/rng.js";

/** boardgame.io's marker for a refused move (its value, so that this module needs boardgame.io's types only). */
const INVALID_MOVE = "INVALID_MOVE";

/** The plugin's name: its data is in `state.plugins.rulewright.data`. */
export const PLUGIN = "rulewright";

/** What the adapter needs of a generated engine module (`rulewright/generated/<game>` or `rulewright compile`'s output). */
export interface EngineModule {
  game: ProgramSet;
}

export interface BoardgameOptions {
  scenario?: string;
  variants?: string[];
  /**
   * A fixed seed (a whole number from 0 to 2^32 - 1): every match is then
   * the same game, for tests and demonstrations. Without it each match gets
   * a fresh secret (`newSecret`), so nobody can work out its dice.
   */
  seed?: number;
  /** The game's name in boardgame.io's lobby; the module's game id by default. */
  name?: string;
}

/** G: the engine's public state, and who may move. */
export interface PublicG extends PublicState {
  /** The sides in boardgame.io's player order: player "0" plays `sides[0]`. */
  sides: string[];
  /** The boardgame.io players who may move now. */
  acting: PlayerID[];
  /** In a window any side may play into, the side asked now (each side is asked in turn). */
  asked?: string;
  /** Whether the last move may be taken back: it drew no chance and showed nothing hidden. */
  undoable: boolean;
  /** Why play cannot go on: it reached a rule the rulebook leaves unstated (the game ends there). */
  stopped?: string;
}

/** What the master keeps in the plugin's data: the engine's secret part. */
export interface SecretData {
  secret: SecretState;
}

/** What one client receives as the plugin's data: what its side may know. */
export interface SeatData {
  /** The side this client plays; null for a spectator. */
  side: string | null;
  /** The board as this side sees it (its own hidden pieces face up, others' under aliases). */
  view: Board;
  /** The decision waited for as this side sees it, with its own options only. */
  pending: Decision<Value> | null;
  /** Every action so far, as this side was shown it. */
  log: ReturnType<Engine["logFor"]>;
}

/** How a game ends for boardgame.io: `winner` (a player id) when one side wins, as its bots read it. */
export interface Gameover {
  winner?: PlayerID;
  winners: PlayerID[];
  draw?: true;
  name?: string;
  scores?: Record<PlayerID, number>;
  /** Play stopped at a rule the rulebook leaves unstated. */
  stopped?: string;
}

/** The plugin's API in a move: applies an action to the engine behind G. */
interface Api {
  act(G: PublicG, playerID: PlayerID, action: unknown): PublicG | typeof INVALID_MOVE;
  /** Set by `act`: the secret part after the move, which `flush` stores. */
  next?: SecretData;
}

/**
 * Engines already built for a state's parts: a move, a view or a bot's
 * enumeration reads the engine a move left (never changing it: moves work
 * on a clone) instead of joining the two parts again. Keyed by the objects
 * boardgame.io keeps, so entries go when the states do.
 */
const engines = new WeakMap<object, Engine>();

/** Each seat's share of a position (see the plugin's `playerView`), by the engine that holds the position. */
const seats = new WeakMap<Engine, Map<string | null, SeatData>>();

/** The engine behind G and the plugin's data. */
function engineOf(set: ProgramSet, G: PublicG, data: SecretData | undefined): Engine {
  const known = (data && engines.get(data)) ?? engines.get(G);
  if (known) return known;
  if (!data?.secret) throw new Error("this boardgame.io state has no Rulewright engine behind it: the secret part is kept by the master, so run moves there (they are client: false)");
  const engine = Engine.join(set, { public: G, secret: data.secret });
  engines.set(data, engine);
  return engine;
}

/** Who may move after a step (and, in a window, which side is asked), sides asked in turn after `last`. */
function actingOf(engine: Engine, sides: readonly string[], last: string | undefined): { acting: PlayerID[]; asked?: string } {
  const d = engine.isOver() ? null : engine.pending();
  const id = (side: string) => String(sides.indexOf(side));
  if (!d) return { acting: [] };
  if (d.player === "each") return { acting: (d.players ?? []).map(id) };
  if (d.player !== "any") return { acting: [id(d.player)] };
  const from = last === undefined ? 0 : sides.indexOf(last) + 1;
  const able = engine.actors();
  for (let k = 0; k < sides.length; k++) {
    const side = sides[(from + k) % sides.length]!;
    if (able.includes(side)) return { acting: [id(side)], asked: side };
  }
  return { acting: [] };
}

/** An engine's state as boardgame.io keeps it: G (its public part, and who may move) and the plugin's secret data. */
function partsOf(engine: Engine, last: string | undefined, undoable: boolean): { G: PublicG; data: SecretData } {
  const parts = engine.split();
  const sides = [...engine.sides()];
  const { acting, asked } = actingOf(engine, sides, last);
  const G: PublicG = { ...parts.public, sides, acting, undoable };
  if (asked !== undefined) G.asked = asked;
  const data: SecretData = { secret: parts.secret };
  engines.set(G, engine);
  engines.set(data, engine);
  return { G, data };
}

/** The program set behind a game `toBoardgameGame` made. */
const sets = new WeakMap<object, ProgramSet>();
function setOf(game: Game<PublicG>): ProgramSet {
  const set = sets.get(game);
  if (!set) throw new TypeError("not a game made by toBoardgameGame");
  return set;
}

/** A game's end as boardgame.io's `ctx.gameover`. */
function gameover(outcome: Outcome, sides: readonly string[]): Gameover {
  const id = (side: string) => String(sides.indexOf(side));
  const out: Gameover = { winners: outcome.winners.map(id) };
  if (outcome.winners.length === 1) out.winner = id(outcome.winners[0]!);
  if (outcome.draw) out.draw = true;
  if (outcome.name !== undefined) out.name = outcome.name;
  if (outcome.scores) out.scores = Object.fromEntries(Object.entries(outcome.scores).map(([side, n]) => [id(side), n]));
  return out;
}

/** `activePlayers` for G: each acting player in no stage (boardgame.io's `Stage.NULL`), so the game's one move is theirs. */
const activeValue = (G: PublicG): ActivePlayersArg => ({ value: Object.fromEntries(G.acting.map((p) => [p, null as unknown as string])) });

/**
 * A boardgame.io `Game` that plays a generated engine (see the module's
 * comment for how the two fit). `module` is a generated engine module, such
 * as `rulewright/generated/squares`, or one `rulewright compile` wrote.
 */
export function toBoardgameGame(module: EngineModule, options: BoardgameOptions = {}): Game<PublicG> & { name: string; minPlayers: number; maxPlayers: number } {
  const set = module?.game;
  if (!set || typeof set.programs !== "object") throw new TypeError("toBoardgameGame: expected a generated engine module (it exports `game`)");
  if (options.seed !== undefined) {
    const wrong = seedProblem(options.seed);
    if (wrong) throw new RangeError(`toBoardgameGame: ${wrong}`);
  }
  const variants = options.variants ?? [];
  // Refuses an unknown scenario or variant at once, not when a match starts.
  const counts = Engine.playerCounts(set, { ...(options.scenario !== undefined ? { scenario: options.scenario } : {}), variants });

  const plugin = {
    name: PLUGIN,
    setup: ({ ctx }: { ctx: Ctx }): SecretData => {
      const chance = options.seed !== undefined ? { seed: options.seed } : { secret: newSecret() };
      const engine = Engine.create(set, { ...chance, players: ctx.numPlayers, ...(options.scenario !== undefined ? { scenario: options.scenario } : {}), variants });
      const parts = partsOf(engine, undefined, false);
      started = parts.G;
      return parts.data;
    },
    api: ({ data }: { data: SecretData }): Api => {
      const api: Api = {
        act(G, playerID, action) {
          const before = engineOf(set, G, data);
          const side = G.sides[Number(playerID)];
          if (side === undefined || !G.acting.includes(playerID)) return INVALID_MOVE;
          const engine = before.clone();
          try {
            engine.apply(side, action as Value);
          } catch (err) {
            if (err instanceof IllegalActionError) return INVALID_MOVE;
            if (!(err instanceof NotSpecifiedError)) throw err;
            // The position stays as it was; the game ends there, saying why.
            api.next = data;
            return { ...G, acting: [], stopped: err.message, undoable: false };
          }
          const next = partsOf(engine, side, engine.irreversibleSince(before) === undefined);
          api.next = next.data;
          return next.G;
        },
      };
      return api;
    },
    flush: ({ api, data }: { api: Api; data: SecretData }): SecretData => api.next ?? data,
    // No client receives the secret part: each gets what its own side may know.
    // boardgame.io filters the state before and after each update for every client (to send the
    // difference): each seat's share of a position is worked out once, since no move changes it.
    playerView: ({ G, data, playerID }: { G: PublicG; data: SecretData; playerID?: PlayerID | null }): SeatData => {
      const engine = engineOf(set, G, data);
      const side = playerID === null || playerID === undefined ? null : (G.sides[Number(playerID)] ?? null);
      let shares = seats.get(engine);
      if (!shares) seats.set(engine, (shares = new Map()));
      let seat = shares.get(side);
      if (!seat) {
        const viewer = side ?? "";
        shares.set(side, (seat = { side, view: engine.view(viewer), pending: engine.pendingFor(viewer), log: engine.logFor(viewer) }));
      }
      return seat;
    },
  };

  /** G as the plugin's set-up left it, for `setup` to return (it runs right after the plugin's). */
  let started: PublicG | undefined;

  const game = {
    name: options.name ?? set.game,
    minPlayers: counts.min,
    maxPlayers: counts.max,
    disableUndo: false,
    plugins: [plugin],
    setup: () => {
      const G = started;
      started = undefined;
      if (!G) throw new Error("the Rulewright plugin did not set the game up");
      return G;
    },
    moves: {
      act: {
        move: (context: FnContext<PublicG> & { playerID: PlayerID }, action: unknown) => {
          const api = context[PLUGIN] as Api;
          const next = api.act(context.G, context.playerID, action);
          if (next !== INVALID_MOVE) context.events.setActivePlayers(activeValue(next));
          return next;
        },
        client: false,
        redact: true,
        undoable: ({ G }: { G: PublicG }) => G.undoable,
      },
    },
    turn: {
      onBegin: ({ G, events }: FnContext<PublicG>) => {
        events.setActivePlayers(activeValue(G));
      },
    },
    endIf: ({ G }: { G: PublicG }) => {
      if (G.stopped !== undefined) return { winners: [], stopped: G.stopped } satisfies Gameover;
      return G.outcome ? gameover(G.outcome, G.sides) : undefined;
    },
    playerView: ({ G }: { G: PublicG }) => G,
    ai: {
      enumerate: (G: PublicG, _ctx: Ctx, playerID: PlayerID) => {
        const engine = engines.get(G);
        const side = G.sides[Number(playerID)];
        if (!engine || side === undefined || !G.acting.includes(playerID)) return [];
        return (engine.pendingFor(side)?.options ?? []).map((o) => ({ move: "act", args: [o] }));
      },
    },
  } as Game<PublicG> & { name: string; minPlayers: number; maxPlayers: number };
  sets.set(game, set);
  return game;
}

/** What a client was sent of its own side's view, decision and log (from `client.getState()`). */
export function seatOf(state: Pick<State, "plugins">): SeatData | undefined {
  return state.plugins?.[PLUGIN]?.data as SeatData | undefined;
}

/**
 * A boardgame.io state in which what `playerID` cannot see is drawn again
 * (`Engine.sample`): the same view and options for that player, and none of
 * the real game's secrets. A bot searching it cannot cheat.
 */
export function sampledState(game: Game<PublicG>, state: State<PublicG>, playerID: PlayerID, rng: RandomSource): State<PublicG> {
  const data = state.plugins?.[PLUGIN]?.data as SecretData | undefined;
  const set = setOf(game);
  const engine = engineOf(set, state.G, data);
  const side = state.G.sides[Number(playerID)];
  if (side === undefined) throw new RangeError(`no side for player ${playerID}`);
  const drawn = partsOf(engine.sample(side, rng), undefined, state.G.undoable);
  // Who is asked stays as in the real game (a window asks its sides in turn).
  const G: PublicG = { ...drawn.G, acting: state.G.acting };
  if (state.G.asked !== undefined) G.asked = state.G.asked;
  engines.set(G, engines.get(drawn.G)!);
  return { ...state, G, plugins: { ...state.plugins, [PLUGIN]: { data: drawn.data } } };
}

/** A bot's class, as boardgame.io's `MCTSBot` or `RandomBot`. */
type BotClass<B> = new (options: { game: Game<PublicG>; enumerate: NonNullable<Game<PublicG>["ai"]>["enumerate"]; seed?: string | number; [key: string]: unknown }) => B;

/**
 * A bot class like `Bot` that decides on a game drawn from what its player
 * knows (`sampledState`) rather than the real one: boardgame.io's MCTS bot,
 * given the real state, would search the other sides' hidden pieces and the
 * dice to come. Use it where boardgame.io takes a bot class
 * (`Local({ bots: { "1": informationSetBot(MCTSBot, game) } })`) or build
 * one with `new`.
 */
export function informationSetBot<B extends { play(state: State, playerID: PlayerID): Promise<unknown> }>(Bot: BotClass<B>, game: Game<PublicG>): BotClass<B> {
  setOf(game);
  const Base = Bot as unknown as new (options: ConstructorParameters<BotClass<B>>[0]) => { play(state: State, playerID: PlayerID): Promise<unknown> };
  class InformationSetBot extends Base {
    private readonly draws: SeededRandom;
    constructor(options: ConstructorParameters<BotClass<B>>[0]) {
      super(options);
      this.draws = new SeededRandom(typeof options.seed === "number" ? options.seed : hashSeed(String(options.seed ?? globalThis.crypto.getRandomValues(new Uint32Array(1))[0])));
    }
    override play(state: State, playerID: PlayerID): Promise<unknown> {
      return super.play(sampledState(game, state as State<PublicG>, playerID, this.draws), playerID);
    }
  }
  return InformationSetBot as unknown as BotClass<B>;
}

/** A whole-number seed from a text seed (boardgame.io's bots take either). */
function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

