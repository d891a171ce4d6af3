/**
 * The file a simulation saves for a faulty game, and the checks `replay`
 * makes before trusting one: its shape, a game named by id (never a path),
 * legal actions, and the end it records (step count, outcome and a digest of
 * the final state), which the replay must reach exactly.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { Fault, GameLog } from "../runtime/engine.js";
import { fileStem } from "../generator/escape.js";
import { chanceProblem } from "../runtime/engine.js";
import { mkdirSync, writeFileSync } from "node:fs";
import type { Engine } from "../runtime/core/machine.js";
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
  /** The step limit a simulation played under: a game not over when it is reached ran away. */
  maxSteps?: number;
  log: GameLog<Value>;
  end: SavedEnd;
  /** The folder of the spec it was played from (replay reads it only when the user names it). */
  spec?: string;
  /**
   * HMAC-SHA256, in hex, of everything else in the file (see `signedText`),
   * under a key only the host holds: a host that signs its saved games can
   * tell one it wrote from one edited after (a replay recomputes the end of an
   * edited log just as well, so the end alone proves nothing).
   */
  signature?: string;
}

/** The environment variable a host sets to sign the games it saves and to have `replay` verify them. */
export const SIGNING_KEY_VARIABLE = "RULEWRIGHT_SIGNING_KEY";

/** What a signature covers: the saved game without its signature, keys sorted. */
function signedText(saved: SavedGame): string {
  const { signature: _, ...rest } = saved;
  return canonical(rest);
}

/** The signature of `saved` under `key`. */
function signatureOf(saved: SavedGame, key: string): Buffer {
  return createHmac("sha256", key).update(signedText(saved)).digest();
}

/** `saved` with a signature under `key`. */
export function signSavedGame(saved: SavedGame, key: string): SavedGame {
  return { ...saved, signature: signatureOf(saved, key).toString("hex") };
}

/**
 * Whether `saved` is signed under `key`: `"valid"`, `"invalid"` (the file or
 * its signature was changed, or another key signed it) or `"unsigned"`.
 */
export function verifySavedGame(saved: SavedGame, key: string): "valid" | "invalid" | "unsigned" {
  if (saved.signature === undefined) return "unsigned";
  const expected = signatureOf(saved, key);
  const given = /^[0-9a-f]{64}$/.test(saved.signature) ? Buffer.from(saved.signature, "hex") : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected) ? "valid" : "invalid";
}

/**
 * The faults a replayed game shows, found again from the engine at the end of
 * the log, for comparison with those a file records: a broken invariant, a
 * dead end, a game that did not end (when the file records one), or an
 * exception from the recorded failing action tried again on a copy.
 */
export function faultsFound(engine: Engine, recorded: readonly Fault[], maxSteps?: number): Fault[] {
  const step = engine.log.actions.length;
  const found: Fault[] = [];
  for (const b of engine.violations()) found.push({ kind: "invariant", ...b, step });
  const decision = engine.pending();
  if (!engine.isOver() && (!decision || decision.options.length === 0)) found.push({ kind: "dead-end", step });
  for (const f of recorded) {
    if (f.kind === "exception" && f.player !== undefined && "action" in f) {
      try {
        engine.clone().apply(f.player, f.action as Value);
      } catch (err) {
        found.push({ kind: "exception", message: (err as Error).message, step, player: f.player, action: f.action });
      }
    }
  }
  // A game that ran out of steps shows nothing but not being over: the file's step limit says it was reached
  // (files saved before the limit was recorded can only say so in their faults).
  const limitReached = maxSteps !== undefined ? step >= maxSteps : recorded.some((f) => f.kind === "runaway" && f.step === step);
  if (found.length === 0 && !engine.isOver() && limitReached) found.push({ kind: "runaway", step });
  return found;
}

/** A fault in one line, the same for a recorded and a found one. */
export function faultKey(f: Fault): string {
  return canonical(f);
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
  const badChance = chanceProblem(options);
  if (badChance) return `its 'log.options' ${options["secret"] !== undefined ? "secret" : "seed"} is wrong: ${badChance}`;
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
  if (data["maxSteps"] !== undefined && !(Number.isSafeInteger(data["maxSteps"]) && (data["maxSteps"] as number) > 0)) return "its 'maxSteps' must be a whole number above 0";
  if (data["signature"] !== undefined && typeof data["signature"] !== "string") return "its 'signature' must be text";
  const badFault = (faults ?? []).findIndex((f: unknown) => !isObject(f) || !["invariant", "exception", "dead-end", "runaway"].includes(f["kind"] as string) || !Number.isSafeInteger(f["step"]));
  if (badFault >= 0) return `its fault ${badFault + 1} must be an object with a 'kind' (invariant, exception, dead-end or runaway) and a 'step'`;
  return { ...(data as unknown as SavedGame), faults: (faults ?? []) as Fault[] };
}

/**
 * Saves a game played with `rulewright play` for `replay`, in
 * `.rulewright/games/` under a name of the game and the time: its log
 * (with the game's secret: the file is the host's), and where it ended.
 * Returns the path, or why it could not be saved.
 */
export function saveGame(engine: Engine, game: string, spec: string | undefined, dir = ".rulewright/games"): string {
  const saved: SavedGame = { faults: [], log: engine.log, end: { actions: engine.log.actions.length, over: engine.isOver(), outcome: engine.result(), digest: stateDigest(engine.state) }, ...(spec !== undefined ? { spec } : {}) };
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*$/, "").replace("T", "-");
  // Readable by its owner only: the file holds the game's secret.
  return writeSavedGame(dir, `${fileStem(game)}-${stamp}-${digest(saved.log).slice(0, 6)}.json`, saved, 0o600);
}

/**
 * Writes a saved game as `dir/name`, making the folder (`mode`: the file's
 * permissions, the usual ones if left out), signed when the host has set a key
 * in `RULEWRIGHT_SIGNING_KEY`; returns the path, or why it could not be written.
 */
export function writeSavedGame(dir: string, name: string, saved: SavedGame, mode?: number): string {
  const path = `${dir}/${name}`;
  const key = process.env[SIGNING_KEY_VARIABLE];
  const written = key ? signSavedGame(saved, key) : saved;
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path, `${JSON.stringify(written, null, 2)}\n`, mode === undefined ? {} : { mode });
    return path;
  } catch (err) {
    return `not saved (${(err as NodeJS.ErrnoException).code ?? (err as Error).message} writing ${path})`;
  }
}
