/**
 * A worker thread that plays one of the bench's engines (`playerNamed`, named in
 * its worker data) when asked: a message `{ ms, seedFrom }` is answered with
 * the games a second it played, `{ allocate: games }` with the bytes it
 * allocated a game over that many games (seeds 1 on), measured twice and
 * the second kept, once the code is warm; `{ clone: true }` with what
 * clone() costs in that engine's game (`cloneMicros`).
 */
import { parentPort, workerData } from "node:worker_threads";
import { allocatedBytes } from "./allocation.js";
import { cloneMicros, gamesPerSecond, generated, playerNamed, type Play } from "./players.js";

const name = (workerData as { name: string }).name;
const make = playerNamed(name);
if (!make) throw new Error(`no engine named '${name}' to race`);
const play = await make();
// One game before the first round, so that loading is not timed.
play(0);

function bytesPerGame(p: Play, games: number): number {
  const measure = () => Math.round(allocatedBytes(() => { for (let s = 1; s <= games; s++) p(s); }) / games);
  measure();
  return measure();
}

parentPort!.on("message", async (m: { ms: number; seedFrom: number } | { allocate: number } | { clone: true }) => {
  if ("clone" in m) parentPort!.postMessage(cloneMicros(await generated(name)));
  else parentPort!.postMessage("allocate" in m ? bytesPerGame(play, m.allocate) : gamesPerSecond(play, m.ms, m.seedFrom));
});
parentPort!.postMessage("ready");
