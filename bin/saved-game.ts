/**
 * The file a simulation saves for a faulty game, and the checks `replay`
 * makes before trusting one: its shape, a game named by id (never a path),
 * legal actions, and the end it records (step count, outcome and a digest of
 * the final state), which the replay must reach exactly.
 */
import { createHash } from "node:crypto";
import type { Fault, GameLog } from "../runtime/engine.js";
import { seedProblem } from "../runtime/engine.js";
import type { GameState } from "../runtime/core/state.js";
import { readableBoard, type Value } from "../runtime/core/values.js";

/** Where a saved game ended: what a faithful replay must reach. */
export interface SavedEnd {
  actions: number;
  over: boolean;
  outcome: unknown;
  /** SHA-256 of the final state as JSON, pieces and places by id (see `stateDigest`). */
  digest: string;
}

export interface SavedGame {
  faults: Fault[];
  log: GameLog<Value>;
  end: SavedEnd;
  /** The folder of the spec it was played from (replay reads it only when the user names it). */
  spec?: string;
}

/** SHA-256 of a value written as JSON (an engine state, a folder's path), in hex. */
export function digest(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

/**
 * The digest of an engine's state as a saved game records it: of the state
 * with its pieces and places by id (`readableBoard`), not by the numbers play
 * keeps them under, and with keys in sorted order, so that how an engine
 * numbers them (which may change from one version to the next) does not
 * change the digest.
 */
export function stateDigest(state: GameState | null): string {
  return createHash("sha256")
    .update(canonical(state === null ? null : readableBoard(state)))
    .digest("hex");
}

/** JSON with every object's keys in sorted order, so that the order a board lists its holders in does not count. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map((x) => (x === undefined ? "null" : canonical(x))).join(",")}]`;
  if (typeof v === "object" && v !== null) {
    const entries = Object.keys(v)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(v) ?? "null";
}

/** A game id as specs declare them: never a path. */
const GAME_ID = /^[A-Za-z_][A-Za-z0-9_]*(-[A-Za-z0-9_]+)*$/;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The saved game in `data`, or what is wrong with it. */
export function readSavedGame(data: unknown): SavedGame | string {
  if (!isObject(data)) return "it is not a saved game (expected an object with 'log' and 'end')";
  const { log, end, faults } = data;
  if (!isObject(log)) return "it has no 'log' object";
  if (typeof log["game"] !== "string" || !GAME_ID.test(log["game"])) return `its 'log.game' must be a game's name, such as 'apache', not ${JSON.stringify(log["game"])}`;
  const options = log["options"];
  if (!isObject(options)) return "its 'log.options' is missing";
  const badSeed = seedProblem(options["seed"]);
  if (badSeed) return `its 'log.options.seed' is wrong: ${badSeed}`;
  if (options["variants"] !== undefined && !(Array.isArray(options["variants"]) && options["variants"].every((v) => typeof v === "string"))) return "its 'log.options.variants' must be a list of names";
  if (options["scenario"] !== undefined && typeof options["scenario"] !== "string") return "its 'log.options.scenario' must be a name";
  if (options["players"] !== undefined && !Number.isSafeInteger(options["players"])) return "its 'log.options.players' must be a whole number";
  if (!Array.isArray(log["actions"])) return "its 'log.actions' must be a list";
  const bad = log["actions"].findIndex((a) => !isObject(a) || typeof a["player"] !== "string" || !("action" in a));
  if (bad >= 0) return `its action ${bad + 1} must be an object with 'player' and 'action'`;
  if (!isObject(end) || typeof end["digest"] !== "string" || !/^[0-9a-f]{64}$/.test(end["digest"]) || typeof end["over"] !== "boolean" || !Number.isSafeInteger(end["actions"])) {
    return "it records no end to check the replay against ('end' with 'actions', 'over', 'outcome' and 'digest')";
  }
  if (end["actions"] !== log["actions"].length) return `it records ${String(end["actions"])} actions but holds ${log["actions"].length}: it was cut short or added to`;
  if (faults !== undefined && !Array.isArray(faults)) return "its 'faults' must be a list";
  if (data["spec"] !== undefined && typeof data["spec"] !== "string") return "its 'spec' must be a folder's path";
  return data as unknown as SavedGame;
}
