/**
 * A generated engine as a Rally the Troops rules module: the exports its
 * server calls (`scenarios`, `roles`, `setup`, `view`, `action`), over a game
 * object it stores as JSON. `rulewright export rtt` bundles this with an
 * engine into one CommonJS `rules.js`.
 *
 * How the engine's protocol maps onto the module's:
 * - **Roles** are the sides' titles; a game for several player counts takes
 *   `options.players`, and variants are options set to true.
 * - **The game object** holds the engine's whole state (`game.state`), which
 *   never leaves the server; `view` gives a role the board as its side sees
 *   it, its decision and the text log.
 * - **Actions** are `{ [decision id]: [option numbers] }` (the numbers index
 *   `view.choices`, the options in words), as the module API and its fuzzer
 *   expect: every argument a number.
 * - **Who acts** (`game.active`): the deciding side; every side still to
 *   decide in a secret simultaneous decision; every side with a play in a
 *   window any side may play into.
 * - **Undo** (`game.undo`) keeps the positions since the active role last
 *   changed, and is emptied by any action that drew chance or showed
 *   something hidden (`Engine.irreversibleSince`), so no player can try
 *   again knowing it; `game.seed` changes whenever chance is drawn.
 * - **The log** is text an onlooker may read, one line per action.
 * - **Chance**: the server's seed (1 to 2^35 - 31) is stretched by ChaCha20
 *   into the engine's secret, so the same seed, scenario, options and
 *   actions always replay the same game (as the server's replays require);
 *   the secret is as hard to guess as that seed.
 */
import { chachaBlock } from "../runtime/chacha.js";
import { NotSpecifiedError } from "../runtime/core/commands.js";
import { Engine, type EngineState, type ProgramSet } from "../runtime/core/machine.js";
import type { Value } from "../runtime/core/values.js";
import { Describer, type Glossary, type SeenPieces } from "../runtime/describe.js";
import type { Decision, GameEvent } from "../runtime/engine.js";

/** The largest seed the server draws: its generator's range, 1 to 2^35 - 31. */
export const RTT_MAX_SEED = 2 ** 35 - 31;

/** Titles the module shows: the game's, and its scenarios' and variants' by id. */
export interface RttInfo {
  title: string;
  scenarios: Record<string, string>;
  variants: Record<string, string>;
}

/**
 * A position kept for undo: how long the log was, who was active and the
 * seed, and the action taken from it (`step`: the side and the option's
 * number). Only the first of a run keeps the whole state: a later one is
 * the first played on by the steps between, since actions in a run drew no
 * chance and so play again the same. A stored game stays small however long
 * the run. That state is kept as JSON text, made once for the run: the
 * server copies the whole game at every request, and a text is copied at
 * no cost where the state's hundreds of objects would be copied each time.
 */
export interface RttSnapshot {
  state?: string;
  step?: [string, number];
  log: number;
  active: string | string[];
  seed: number;
}

/** The game object the server stores (as JSON) and hands back to `view` and `action`. */
export interface RttGame {
  seed: number;
  scenario: string;
  options: Record<string, unknown>;
  /** The role (or roles) to act; "None" once the game is over. */
  active: string | string[];
  /** The engine's whole state: chance, every hidden piece, the log. Never sent to a client. */
  state: EngineState;
  log: string[];
  undo: RttSnapshot[];
  /** Once over: the winning role(s), "Draw", or "None". */
  result?: string;
  victory?: string;
}

/** What a role's client receives. */
export interface RttView {
  log: string[];
  prompt: string;
  /** Legal actions, by verb: a decision's id with its option numbers, and `undo`. */
  actions?: Record<string, number[] | 1>;
  /** The options of the role's decision in words, by number. */
  choices?: string[];
  /** The board as the role's side sees it. */
  board: ReturnType<Engine["view"]>;
}

/** The exports of a Rally the Troops rules module. */
export interface RttRules {
  scenarios: string[];
  roles: (scenario: string, options?: Record<string, unknown>) => string[];
  setup: (seed: number, scenario: string, options?: Record<string, unknown>) => RttGame;
  view: (game: RttGame, player: string) => RttView;
  action: (game: RttGame, player: string, verb: string, noun?: unknown) => RttGame;
  /** Not the server's: the variants an options object may set to true (for `create.html` and the fuzzer). */
  variants: string[];
}

/** The name the server shows for a game without scenarios. */
const STANDARD = "Standard";

/** A secret of 256 bits stretched from the server's seed: the same seed, the same secret. */
function secretOf(seed: number): string {
  // "rttseed!" as the key's last words: a key of its own, unlike any game's.
  const block = chachaBlock([seed % 0x100000000, Math.floor(seed / 0x100000000), 0x72747473, 0x65656421, 0, 0, 0, 0], 0, [0, 0, 0]);
  return Array.from(block.subarray(0, 8), (w) => (w >>> 0).toString(16).padStart(8, "0")).join("");
}

/** A new seed number (in the server's range) for a position whose chance has moved on. */
function seedOf(rng: unknown): number {
  const text = JSON.stringify(rng);
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return 1 + (h % (RTT_MAX_SEED - 1));
}

/**
 * The rules module for an engine's program set. `glossary` gives the words
 * of its log and table, `info` the titles shown for the game, its scenarios
 * and variants.
 */
export function rallyTheTroops(set: ProgramSet, glossary: Glossary, info: RttInfo): RttRules {
  const words = new Describer(glossary);
  const title = (side: string) => words.title(side);
  const scenarioIds = [...set.scenarios];
  const scenarios = scenarioIds.length > 0 ? scenarioIds.map((id) => info.scenarios[id] ?? id) : [STANDARD];

  /** The engine's options for a scenario name and the server's options object. */
  const optionsOf = (scenario: string, options: Record<string, unknown> = {}) => {
    const at = scenarios.indexOf(scenario);
    if (at < 0) throw new RangeError(`no scenario '${scenario}' (scenarios: ${scenarios.join(", ")})`);
    const variants = set.variants.filter((v) => options[v] === true || options[v] === "true");
    const chosen = { ...(scenarioIds.length > 0 ? { scenario: scenarioIds[at]! } : {}), variants };
    const counts = Engine.playerCounts(set, chosen);
    const asked = options["players"] === undefined ? counts.min : Number(options["players"]);
    if (!Number.isInteger(asked) || asked < counts.min || asked > counts.max) throw new RangeError(`${info.title} is for ${counts.min === counts.max ? counts.min : `${counts.min} to ${counts.max}`} players, not ${String(options["players"])}`);
    return { ...chosen, players: asked };
  };

  /** The sides in play, worked out once for each choice of options. */
  const sidesByChoice = new Map<string, string[]>();
  const sidesOf = (scenario: string, options: Record<string, unknown> = {}) => {
    const chosen = optionsOf(scenario, options);
    const key = JSON.stringify(chosen);
    let sides = sidesByChoice.get(key);
    if (!sides) sidesByChoice.set(key, (sides = Engine.sidesFor(set, chosen)));
    return sides;
  };

  /** Engines already built for a stored state (never changed: actions work on a clone). */
  const engines = new WeakMap<object, Engine>();
  const engineOf = (game: RttGame): Engine => {
    let engine = engines.get(game.state);
    if (!engine) {
      // The state is the server's own, never a client's: it is not replayed from its log to be checked.
      engine = Engine.restore(set, game.state, { verify: false });
      engines.set(game.state, engine);
    }
    return engine;
  };
  // The stored state is the engine's own object (no copy): the engine only reads it from then on.
  // The server keeps the game's actions itself, so the engine's log keeps only the last (for its
  // words): the state stored, and copied at every request, stays one size all game long.
  const keep = (game: RttGame, engine: Engine) => {
    engine.forgetHistory();
    game.state = engine.sharedState();
    engines.set(game.state, engine);
  };

  const roleOf = (side: string) => title(side);
  const sideOf = (engine: Engine, role: string) => engine.sides().find((s) => title(s) === role);

  /** Who is to act now, as roles. */
  const activeOf = (engine: Engine): string | string[] => {
    if (engine.isOver()) return "None";
    const d = engine.pending();
    if (!d) return "None";
    if (d.player === "each") return (d.players ?? []).map(roleOf);
    if (d.player !== "any") return roleOf(d.player);
    const playing = engine.actors();
    return playing.length === 1 ? roleOf(playing[0]!) : playing.map(roleOf);
  };

  const finish = (game: RttGame, engine: Engine | undefined, stopped?: string) => {
    game.active = "None";
    game.undo = [];
    if (stopped !== undefined) {
      game.result = "None";
      game.victory = `The game cannot go on: ${stopped}`;
    } else {
      const r = engine!.result()!;
      game.result = r.draw || r.winners.length === 0 ? "Draw" : r.winners.map(roleOf).join(", ");
      game.victory = r.draw || r.winners.length === 0 ? `The game is a draw${r.name ? ` (${r.name})` : ""}.` : `${r.winners.map(roleOf).join(" and ")} win${r.winners.length === 1 ? "s" : ""}${r.name ? ` (${r.name})` : ""}.`;
    }
    game.log.push(game.victory);
  };

  /**
   * A side's board in a stored position, worked out once: the server asks
   * every connected role's view after each action (and the log's words need
   * an onlooker's), and a stored position never changes.
   */
  const boards = new WeakMap<Engine, Map<string, ReturnType<Engine["view"]>>>();
  const boardOf = (engine: Engine, viewer: string) => {
    // A game that hides nothing shows every role, and an onlooker, one board: made once.
    if (!engine.keepsSecrets()) viewer = "";
    let byViewer = boards.get(engine);
    if (!byViewer) boards.set(engine, (byViewer = new Map()));
    let board = byViewer.get(viewer);
    if (!board) byViewer.set(viewer, (board = engine.view(viewer)));
    return board;
  };

  /**
   * An action's lines for the log, as an onlooker may know it: from the
   * pieces the words name, as an onlooker sees them (a game that hides
   * something would otherwise make an onlooker's whole board every action).
   */
  const lines = (engine: Engine, side: string, events: readonly GameEvent[]): string[] => {
    const seen = engine.eventsFor("", events);
    const chosen = engine.actionFor("")?.action;
    const board: SeenPieces = engine.keepsSecrets() ? { sides: engine.sides(), pieces: engine.seenPieces("", textsIn([seen, chosen])) } : boardOf(engine, "");
    return [`${roleOf(side)}: ${words.action(board, seen, () => words.value(board, chosen))}`];
  };

  const setup = (seed: number, scenario: string, options: Record<string, unknown> = {}): RttGame => {
    if (!Number.isInteger(seed) || seed < 1 || seed > RTT_MAX_SEED) throw new RangeError(`a seed is a whole number from 1 to ${RTT_MAX_SEED}, not ${String(seed)}`);
    const chosen = optionsOf(scenario, options);
    const game = { seed, scenario, options, active: "None", log: [], undo: [] } as unknown as RttGame;
    let engine: Engine;
    try {
      engine = Engine.create(set, { secret: secretOf(seed), ...chosen });
    } catch (err) {
      if (!(err instanceof NotSpecifiedError)) throw err;
      // Set-up itself reaches a rule the rulebook leaves out: a game that ends as it begins, saying why (and has no board).
      game.state = null as unknown as EngineState;
      finish(game, undefined, err.message);
      return game;
    }
    const board = engine.view("");
    game.log.push(`${info.title}${scenarioIds.length > 0 ? `: ${scenario}` : ""}`, ...words.events(board, engine.eventsFor("", engine.setupEvents())));
    keep(game, engine);
    game.active = activeOf(engine);
    if (engine.isOver()) finish(game, engine);
    return game;
  };

  const view = (game: RttGame, player: string): RttView => {
    if (game.state === null) return { log: game.log, prompt: game.victory ?? "The game is over.", board: null as unknown as RttView["board"] };
    const engine = engineOf(game);
    const side = sideOf(engine, player);
    const board = boardOf(engine, side ?? "");
    const out: RttView = { log: game.log, prompt: "", board };
    if (game.active === "None") {
      out.prompt = game.victory ?? "The game is over.";
      return out;
    }
    const d = side === undefined ? null : engine.pendingFor(side);
    const full = engine.pending()!;
    if (!d || d.options.length === 0) {
      const waiting = Array.isArray(game.active) ? game.active.join(" and ") : game.active;
      out.prompt = `Waiting for ${waiting}: ${full.prompt}`;
      return out;
    }
    out.prompt = `${d.prompt}${d.rule !== undefined ? ` (rule ${d.rule})` : ""}`;
    out.choices = d.options.map((o) => words.value(board, o));
    out.actions = { [verbOf(d)]: d.options.map((_, i) => i) };
    if (game.undo.length > 0 && lastActor(game) === player) out.actions["undo"] = 1;
    return out;
  };

  /** Who took the actions undo would take back: the role active when they were taken. */
  const lastActor = (game: RttGame): string | undefined => {
    const a = game.undo.at(-1)?.active;
    return Array.isArray(a) ? undefined : a;
  };

  const action = (game: RttGame, player: string, verb: string, noun?: unknown): RttGame => {
    if (game.active === "None") throw new Error("the game is over");
    const engine = engineOf(game);
    if (verb === "undo") {
      if (game.undo.length === 0 || lastActor(game) !== player) throw new Error(`${player} has nothing to take back`);
      const snap = game.undo.pop()!;
      if (snap.state !== undefined) game.state = stateOf(snap);
      else {
        // The first position of the run, played on by the steps taken from it and the positions after.
        const back = Engine.restore(set, stateOf(game.undo[0]!), { verify: false });
        for (const earlier of game.undo) {
          const [side, n] = earlier.step!;
          back.apply(side, back.pendingFor(side)!.options[n]!);
        }
        keep(game, back);
      }
      game.log.length = snap.log;
      game.active = snap.active;
      game.seed = snap.seed;
      return game;
    }
    const side = sideOf(engine, player);
    const d = side === undefined ? null : engine.pendingFor(side);
    if (!side || !d || d.options.length === 0) throw new Error(`it is not ${player}'s turn to act`);
    if (verb !== verbOf(d)) throw new Error(`${player} is asked '${d.prompt}' (${verbOf(d)}), not '${verb}'`);
    const option = typeof noun === "number" && Number.isInteger(noun) ? d.options[noun] : undefined;
    if (option === undefined) throw new Error(`no option ${String(noun)} of '${d.prompt}'`);
    const before: RttSnapshot = { log: game.log.length, active: game.active, seed: game.seed };
    const next = engine.clone();
    let events: GameEvent[];
    try {
      events = next.apply(side, option as Value);
    } catch (err) {
      if (!(err instanceof NotSpecifiedError)) throw err;
      finish(game, undefined, err.message);
      return game;
    }
    game.log.push(...lines(next, side, events));
    const why = next.irreversibleSince(engine);
    keep(game, next);
    if (why?.reason === "chance") game.seed = seedOf(game.state.rng);
    game.active = activeOf(next);
    if (next.isOver()) {
      finish(game, next);
      return game;
    }
    // Undo reaches back only while the same role acts, and never across chance or a reveal.
    if (why !== undefined || String(before.active) !== String(game.active)) game.undo = [];
    else game.undo.push({ ...before, ...(game.undo.length === 0 ? { state: JSON.stringify(engine.sharedState()) } : {}), step: [side, noun as number] });
    return game;
  };

  const roles = (scenario: string, options: Record<string, unknown> = {}): string[] => sidesOf(scenario, options).map(roleOf);
  return { scenarios, roles, setup, view, action, variants: [...set.variants] };
}

/**
 * The state a run's first position keeps: JSON text, or, in a game stored
 * by an earlier version of the module (which kept the object), the object.
 */
function stateOf(snap: RttSnapshot): EngineState {
  const kept = snap.state as string | EngineState;
  return typeof kept === "string" ? (JSON.parse(kept) as EngineState) : kept;
}

/** Every text in a value, at any depth: the names of pieces it may hold among them. */
function textsIn(v: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof v === "string") out.add(v);
  else if (Array.isArray(v)) for (const x of v) textsIn(x, out);
  else if (typeof v === "object" && v !== null) for (const k in v) textsIn((v as Record<string, unknown>)[k], out);
  return out;
}

/** The verb of a decision: its id (one the server keeps for itself is renamed). */
function verbOf(d: Decision<Value>): string {
  return d.id === "undo" ? "undo-decision" : d.id;
}
