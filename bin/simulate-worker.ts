/** A worker thread of `simulate`: loads the compiled engine and plays the seeds it is given, reporting each game. */
import { parentPort, workerData } from "node:worker_threads";
import { pathToFileURL } from "node:url";
import type { ProgramSet } from "../runtime/core/machine.js";
import { playOne, type GameSettings } from "./play-one.js";

const { file, seeds, settings } = workerData as { file: string; seeds: number[]; settings: GameSettings };
const { game } = (await import(pathToFileURL(file).href)) as { game: ProgramSet };
for (const seed of seeds) parentPort!.postMessage(playOne(game, seed, settings));
