/** Engines and positions compiled from a spec's model, for tests of small specs. */
import type * as M from "../../dsl/model-types.js";
import { loadEngine } from "../../generator/load-engine.js";
import { Engine, Position, type ProgramSet } from "../../runtime/core/machine.js";
import type { EngineOptions } from "../../runtime/engine.js";

/** The compiled programs of a model, for the options' scenario and variants. */
export async function compiled(model: M.Model, options: { scenario?: string; variants?: string[] } = {}): Promise<ProgramSet> {
  return (await loadEngine(model, options)).game;
}

/** A new game of a model, compiled. */
export async function engineFor(model: M.Model, options: EngineOptions): Promise<Engine> {
  return Engine.create(await compiled(model, options), options);
}

/** A position of a model (its initial state, before set-up), compiled. */
export async function positionFor(model: M.Model, options: { players?: number; variants?: string[]; script?: EngineOptions["script"] } = {}): Promise<Position> {
  return new Position(await compiled(model, options), options);
}
