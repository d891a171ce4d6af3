/**
 * Players the computer can take: bots that choose a side's actions in any
 * generated engine, knowing only what that side may know. A bot never reads
 * the real game: it is handed the options its side is shown, and searches
 * games drawn by `Engine.sample` (what is hidden from its side drawn again),
 * so it cannot play on information the rules hide.
 *
 * - `random`: any of its options, uniformly.
 * - `greedy`: looks one action ahead and takes the one that leaves it best
 *   placed by the spec's scoring and standing rules (its points less the
 *   best of the others'), a won game above all, a lost one below.
 * - `mcts`: information-set Monte Carlo tree search (see `mctsAgent`) over
 *   games its side cannot tell from this one. Its budget is a number of
 *   iterations (`mcts:400`, the same choice every time for a seed) or a
 *   time a move (`mcts:1s`, `mcts:250ms`).
 */
import type { Engine } from "./core/machine.js";
import type { Value } from "./core/values.js";
import { deciderOf, type Decision, type Outcome } from "./engine.js";
import { SeededRandom } from "./rng.js";

/** What a bot is told when it must choose: its side, the decision as that side sees it, and the game to draw samples from. */
export interface Turn {
  /** The side choosing. */
  player: string;
  /** The decision as `player` sees it (`Engine.pendingFor`): only its own options. */
  decision: Decision<Value>;
  /** Draws a game `player` cannot tell from the real one (`Engine.sample`). */
  sample(): Engine;
  /** The bot's own source of chance. */
  rng: SeededRandom;
}

/** A bot: chooses one of `turn.decision.options`. */
export interface Agent {
  readonly name: string;
  choose(turn: Turn): Value;
}

/** Why an agent's description is refused, with what is accepted. */
export class AgentError extends Error {}

/**
 * Asks `agent` for `player`'s choice in `game`: it is shown the decision as
 * that side sees it (or `decision`, narrowed by the caller) and draws its
 * samples from `game` with `rng`, never holding the game itself.
 */
export function askAgent(agent: Agent, game: Engine, player: string, rng: SeededRandom, decision: Decision<Value> = game.pendingFor(player)!): Value {
  return agent.choose({ player, decision, rng, sample: () => game.sample(player, rng) });
}

export const randomAgent: Agent = {
  name: "random",
  choose: ({ decision, rng }) => decision.options[rng.int(0, decision.options.length - 1)]!,
};

/** A finished game's worth to `player`: 1 for a win, shared with the other winners; 0.5 for a draw; 0 for a loss. */
export function reward(outcome: Outcome | null, player: string): number {
  if (outcome === null) return 0.5;
  if (outcome.draw || outcome.winners.length === 0) return 0.5;
  return outcome.winners.includes(player) ? 1 / outcome.winners.length : 0;
}

/**
 * How well placed `player` is in `game` by the spec's scoring and standing
 * rules (`Engine.standing`): its points less the best of the others'; a
 * won game above any points, a lost one below.
 */
function standing(game: Engine, player: string): number {
  if (game.isOver()) return (reward(game.result(), player) - 0.5) * 2e9;
  const points = game.standing();
  const mine = points[player] ?? 0;
  const others = Object.entries(points).filter(([side]) => side !== player).map(([, v]) => v);
  return mine - (others.length > 0 ? Math.max(...others) : 0);
}

export const greedyAgent: Agent = {
  name: "greedy",
  choose(turn) {
    const { decision, player, rng } = turn;
    if (decision.options.length === 1) return decision.options[0]!;
    let best: Value[] = [];
    let bestValue = -Infinity;
    for (const option of decision.options) {
      const game = turn.sample();
      game.apply(player, option);
      const v = standing(game, player);
      if (v > bestValue) {
        bestValue = v;
        best = [option];
      } else if (v === bestValue) best.push(option);
    }
    return best[rng.int(0, best.length - 1)]!;
  },
};

/** Actions a playout takes at most, however its points stand: a guard against a game that does not end. */
const PLAYOUT_CAP = 20_000;

/** The leads a search has seen for one side in the games it cut short: their count, sum and sum of squares. */
interface Leads {
  n: number;
  sum: number;
  squares: number;
}

/**
 * What a game cut short is worth to each side, judged by the standings
 * (`Engine.standing`): a side's lead over the best of the others (negative
 * when behind), set against the leads that side had in the other games
 * this search cut short, through a logistic curve: a lead one standard
 * deviation above their mean is worth 0.73, one at the mean 0.5. Set
 * against the others rather than against nought, a small gain counts as
 * much in a game one side leads by far as in an even one, and a game worth
 * a hundred points a level is judged as one worth a point a capital.
 */
function judged(points: Record<string, number>, sides: readonly string[], seen: Map<string, Leads>): Record<string, number> {
  const worth: Record<string, number> = {};
  for (const side of sides) {
    let best = -Infinity;
    for (const other of sides) if (other !== side) best = Math.max(best, points[other] ?? 0);
    const lead = (points[side] ?? 0) - (best === -Infinity ? 0 : best);
    let leads = seen.get(side);
    if (leads === undefined) seen.set(side, (leads = { n: 0, sum: 0, squares: 0 }));
    leads.n++;
    leads.sum += lead;
    leads.squares += lead * lead;
    const mean = leads.sum / leads.n;
    const deviation = Math.sqrt(Math.max(0, leads.squares / leads.n - mean * mean));
    worth[side] = deviation > 0 ? 1 / (1 + Math.exp(-(lead - mean) / deviation)) : 0.5;
  }
  return worth;
}

/**
 * Plays `game` on at random and says what it was worth to each side: by
 * its outcome (`reward`) when it ends within `maxSteps` actions; otherwise
 * by the sides' standings (`judged`: the spec's scoring and standing
 * rules), once this search has seen them differ; until then the game plays
 * on to its end, as does one whose points tell nothing (one that scores
 * only at its end).
 */
function playout(game: Engine, rng: SeededRandom, maxSteps: number, seen: Map<string, Leads>): Record<string, number> {
  const sides = game.sides();
  const byOutcome = (outcome: Outcome | null) => Object.fromEntries(sides.map((side) => [side, reward(outcome, side)]));
  for (let steps = 0; steps < PLAYOUT_CAP && !game.isOver(); steps++) {
    if (steps === maxSteps) {
      const points = game.standing();
      const values = Object.values(points);
      // Equal standings tell something once this search has seen them differ; before that, the game may score only at its end.
      if (seen.size > 0 || values.some((v) => v !== values[0])) return judged(points, sides, seen);
    }
    const d = game.pending();
    if (!d || d.options.length === 0) return byOutcome(null);
    const o = d.options[rng.int(0, d.options.length - 1)]!;
    game.apply(deciderOf(d, o, sides), o);
  }
  return byOutcome(game.isOver() ? game.result() : null);
}

/** A search budget: iterations, or milliseconds of the clock. */
export type Budget = { iterations: number } | { ms: number };

/** A node of the search tree: reached by an action of `actor`; what the games through it were worth to each side. */
interface SearchNode {
  actor: string;
  visits: number;
  /** Times the node's action was open to its actor when its parent was reached (ISMCTS's count for the bound). */
  available: number;
  worth: Map<string, number>;
  children: Map<string, SearchNode>;
}

const newNode = (actor: string): SearchNode => ({ actor, visits: 0, available: 0, worth: new Map(), children: new Map() });

/** Who takes an action of a decision, and the actions open: a window's plays each name their side. */
function turnOf(d: Decision<Value>, sides: readonly string[]): { actors: string[]; actions: readonly Value[] } {
  return { actors: d.options.map((o) => deciderOf(d, o, sides)), actions: d.options };
}

/**
 * Single-observer information-set Monte Carlo tree search (Cowling, Powley
 * and Whitehouse, 2012). Each iteration draws a game the bot's side cannot
 * tell from the real one, walks the tree down the actions open in that
 * game (choosing by UCB1 over the times each was open), adds one node, plays
 * on at random, and credits every node on the way with what the game was
 * worth to the side that chose it. The root's most tried option is taken.
 */
export function mctsAgent(budget: Budget, options: { exploration?: number; maxSteps?: number } = {}): Agent {
  const c = options.exploration ?? 0.7;
  // Long games whose points tell who is ahead are judged by them after this many random actions: a short
  // horizon keeps a move's effect from drowning in random play (10 did better than 40 for Once We Moved
  // Like the Wind's Army and Warpath's Union, at a third less time a move).
  const maxSteps = options.maxSteps ?? 10;
  return {
    name: "iterations" in budget ? `mcts:${budget.iterations}` : `mcts:${budget.ms}ms`,
    choose(turn) {
      const { decision, player, rng } = turn;
      if (decision.options.length === 1) return decision.options[0]!;
      const root = newNode(player);
      // The leads seen in the games this search cut short (see `judged`).
      const leads = new Map<string, Leads>();
      const rootKeys = decision.options.map((o) => JSON.stringify(o));
      const deadline = "ms" in budget ? performance.now() + budget.ms : Infinity;
      const iterations = "iterations" in budget ? budget.iterations : Infinity;
      for (let it = 0; it < iterations && (it < decision.options.length || performance.now() < deadline); it++) {
        const game = turn.sample();
        const path: SearchNode[] = [root];
        let node = root;
        // The root's actions are the ones the bot was shown; deeper, those open in the drawn game.
        let actors: string[] = decision.options.map(() => player);
        let actions: readonly Value[] = decision.options;
        let keys = rootKeys;
        for (;;) {
          for (const k of keys) {
            const child = node.children.get(k);
            if (child) child.available++;
          }
          const untried: number[] = [];
          for (let i = 0; i < keys.length; i++) if (!node.children.has(keys[i]!)) untried.push(i);
          let pick: number;
          if (untried.length > 0) pick = untried[rng.int(0, untried.length - 1)]!;
          else {
            pick = 0;
            let bound = -Infinity;
            for (let i = 0; i < keys.length; i++) {
              const child = node.children.get(keys[i]!)!;
              const b = (child.worth.get(child.actor) ?? 0) / child.visits + c * Math.sqrt(Math.log(Math.max(1, child.available)) / child.visits);
              if (b > bound) {
                bound = b;
                pick = i;
              }
            }
          }
          game.apply(actors[pick]!, actions[pick]!);
          let child = node.children.get(keys[pick]!);
          const grown = child === undefined;
          if (child === undefined) {
            child = newNode(actors[pick]!);
            child.available = 1;
            node.children.set(keys[pick]!, child);
          }
          path.push(child);
          node = child;
          if (grown || game.isOver()) break;
          const d = game.pending();
          if (!d || d.options.length === 0) break;
          ({ actors, actions } = turnOf(d, game.sides()));
          keys = actions.map((o) => JSON.stringify(o));
        }
        const worth = playout(game, rng, maxSteps, leads);
        for (const n of path) {
          n.visits++;
          for (const side of game.sides()) n.worth.set(side, (n.worth.get(side) ?? 0) + worth[side]!);
        }
      }
      let most = 0;
      let mostVisits = -1;
      for (let i = 0; i < rootKeys.length; i++) {
        const v = root.children.get(rootKeys[i]!)?.visits ?? 0;
        if (v > mostVisits) {
          mostVisits = v;
          most = i;
        }
      }
      return decision.options[most]!;
    },
  };
}

/**
 * An agent from its description: `random`, `greedy`, `mcts` (one second a
 * move), `mcts:400` (iterations), `mcts:1s` or `mcts:250ms` (time a move).
 */
export function parseAgent(text: string): Agent {
  const unknown = () => new AgentError(`'${text}' is not an agent: write random, greedy, mcts, mcts:400 (iterations) or mcts:1s (time a move)`);
  const [kind, arg, more] = text.trim().split(":");
  if (more !== undefined) throw unknown();
  if (kind === "random" && arg === undefined) return randomAgent;
  if (kind === "greedy" && arg === undefined) return greedyAgent;
  if (kind === "mcts") {
    if (arg === undefined) return mctsAgent({ ms: 1000 });
    const m = /^(\d+(?:\.\d+)?)(ms|s)?$/.exec(arg);
    if (m) {
      const n = Number(m[1]);
      if (m[2] === undefined && Number.isInteger(n) && n > 0) return mctsAgent({ iterations: n });
      if (m[2] !== undefined && n > 0) return mctsAgent({ ms: m[2] === "s" ? n * 1000 : n });
    }
    throw new AgentError(`'${text}': an mcts budget is a whole number of iterations (mcts:400) or a time a move (mcts:1s, mcts:250ms)`);
  }
  throw unknown();
}

/**
 * The next action of a game some of whose sides bots play: who acts and
 * what. A side without a bot of its own plays at random. In a window any
 * side may play into, a side with options is drawn at random to act first
 * (as if its player were quickest); in a secret decision of several sides,
 * the first still to decide acts.
 */
export function nextAction(game: Engine, agents: Readonly<Record<string, Agent>>, rng: SeededRandom): { player: string; action: Value } | null {
  const d = game.pending();
  if (!d || d.options.length === 0) return null;
  let player: string;
  if (d.player === "each") player = d.players![0]!;
  else if (d.player === "any") {
    const able = game.actors();
    player = able.length > 0 ? able[rng.int(0, able.length - 1)]! : game.sides()[0]!;
  } else player = d.player;
  const agent = agents[player] ?? randomAgent;
  const seen = game.pendingFor(player);
  if (!seen || seen.options.length === 0) return { player, action: d.options[rng.int(0, d.options.length - 1)]! };
  const action = askAgent(agent, game, player, rng, seen);
  return { player, action };
}
