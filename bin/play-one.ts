/**
 * One random game on a compiled engine, as `simulate` plays it (in this
 * thread or in a worker): its outcome, length and faults, and for a faulty
 * game the log and end a saved file needs.
 */
import { Engine, type ProgramSet } from "../runtime/core/machine.js";
import type { Value } from "../runtime/core/values.js";
import { playoutWith, type EngineOptions, type Fault, type GameLog, type Outcome } from "../runtime/engine.js";
import { stateDigest, type SavedEnd } from "./saved-game.js";
import { nextAction, parseAgent, type Agent } from "../runtime/agents.js";
import { SeededRandom } from "../runtime/rng.js";

export interface GameSettings {
  scenario?: string;
  variants: string[];
  players?: number;
  maxSteps: number;
  /** Check invariants and standing limits after every action. */
  checks: boolean;
  /** Bots by side, as `parseAgent` reads them (`{ army: "mcts:1s" }`); other sides play at random. */
  agents?: Record<string, string>;
}

export interface GameResult {
  seed: number;
  steps: number;
  outcome: Outcome | null;
  faults: Fault[];
  /** For a faulty game: what `replay` needs. */
  saved?: { log: GameLog<Value>; end: SavedEnd };
  /** Each bot's moves and the milliseconds it took to choose them (wall clock), by side. */
  bots?: Record<string, { moves: number; ms: number }>;
}

export function optionsFor(seed: number, s: GameSettings): EngineOptions {
  return { seed, variants: s.variants, ...(s.scenario !== undefined ? { scenario: s.scenario } : {}), ...(s.players !== undefined ? { players: s.players } : {}) };
}

export function playOne(game: ProgramSet, seed: number, settings: GameSettings): GameResult {
  const options = optionsFor(seed, settings);
  let engine: Engine | undefined;
  // Each bot timed as it chooses: a bot's time a move is what its budget promises (`mcts:1s`).
  const bots: Record<string, { moves: number; ms: number }> = {};
  const timed = (side: string, agent: Agent): Agent => {
    const time = (bots[side] = { moves: 0, ms: 0 });
    return {
      name: agent.name,
      choose(turn) {
        const started = performance.now();
        try {
          return agent.choose(turn);
        } finally {
          time.moves++;
          time.ms += performance.now() - started;
        }
      },
    };
  };
  const agents = settings.agents === undefined ? undefined : Object.fromEntries(Object.entries(settings.agents).map(([side, text]) => [side, timed(side, parseAgent(text))]));
  // The bots' chance is their own, apart from the game's: the same seed plays the same game.
  const rng = new SeededRandom((seed ^ 0x2545f491) >>> 0);
  const pick = agents === undefined ? undefined : (e: unknown) => nextAction(e as Engine, agents, rng);
  const result = playoutWith(() => (engine = Engine.create(game, options)), options, game.game, settings.maxSteps, settings.checks, pick);
  const out: GameResult = { seed, steps: result.steps, outcome: result.outcome, faults: result.faults, ...(agents !== undefined ? { bots } : {}) };
  if (result.faults.length > 0) {
    const end: SavedEnd = { actions: result.log.actions.length, over: engine?.isOver() ?? false, outcome: engine?.result() ?? null, digest: stateDigest(engine?.state ?? null) };
    out.saved = { log: result.log, end };
  }
  return out;
}
