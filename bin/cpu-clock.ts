/**
 * A clock of CPU time for timing a game the way a server would wait for
 * it. Where the system keeps each thread's CPU time (Linux, in
 * `/proc/thread-self/schedstat`), it reads the calling thread's: a server's
 * budget is wall-clock time on an idle machine, which the playing thread's
 * CPU time stands for on a busy one, and the garbage collector's helper
 * threads, running beside the game on other cores, do not make it later.
 * Elsewhere it reads the whole process's, which counts those too and so
 * errs on the slow side.
 */
import { readFileSync } from "node:fs";
import { processMs } from "../adapters/rtt-fuzz.js";

/** CPU milliseconds of the calling thread, where the system tells them; else undefined. */
function threadMs(): number | undefined {
  try {
    const ns = Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]);
    return Number.isFinite(ns) && ns > 0 ? ns / 1e6 : undefined;
  } catch {
    return undefined;
  }
}

/** A clock of CPU milliseconds for the calling thread: its own where the system keeps one, else the process's. */
export function cpuClock(): () => number {
  return threadMs() !== undefined ? () => threadMs()! : processMs;
}
