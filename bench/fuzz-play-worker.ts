/**
 * A worker thread that plays one batch of the spec fuzzer's inputs (see
 * `fuzz-play-batches.ts`), given in its worker data, and tells its parent
 * what it finds as it goes; the parent ends it after the batch, and with it
 * every module the batch imported.
 */
import { parentPort, workerData } from "node:worker_threads";
import { playBatch, type BatchData } from "./fuzz-play-batches.js";

await playBatch(workerData as BatchData, (m) => parentPort!.postMessage(m));
