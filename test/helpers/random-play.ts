/** Games played by a random agent, for tests that need positions from real play. */
import { Engine, type ProgramSet } from "../../runtime/core/machine.js";
import { deciderOf, type EngineOptions } from "../../runtime/engine.js";
import { SeededRandom } from "../../runtime/rng.js";

/**
 * A new game played by random legal actions until `steps` actions were taken
 * or it ended; `visit` sees the game before each action. The agent's choices
 * follow the game's seed, so the same options give the same game.
 */
export function playTo(set: ProgramSet, options: EngineOptions, steps: number, visit?: (e: Engine) => void): Engine {
  const e = Engine.create(set, options);
  const agent = new SeededRandom((options.seed ?? 0) ^ 0x1f123bb5);
  for (let i = 0; i < steps && !e.isOver(); i++) {
    visit?.(e);
    const d = e.pending()!;
    const o = d.options[agent.int(0, d.options.length - 1)]!;
    e.apply(deciderOf(d, o, e.sides()), o);
  }
  return e;
}

/**
 * Plays on a game by random legal actions (from a generator seeded `seed`)
 * until `steps` actions were taken or it ended; `after` sees the game after
 * each action.
 */
export function playOn(e: Engine, steps: number, seed: number, after?: (e: Engine) => void): void {
  const agent = new SeededRandom(seed);
  for (let i = 0; i < steps && !e.isOver(); i++) {
    const d = e.pending()!;
    const o = d.options[agent.int(0, d.options.length - 1)]!;
    e.apply(deciderOf(d, o, e.sides()), o);
    after?.(e);
  }
}
