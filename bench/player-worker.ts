/**
 * A worker thread that plays one of the bench's engines (`PLAYERS`, named in
 * its worker data) when asked: each message `{ ms, seedFrom }` is answered
 * with the games a second it played.
 */
import { parentPort, workerData } from "node:worker_threads";
import { gamesPerSecond, PLAYERS } from "./players.js";

const name = (workerData as { name: string }).name;
const make = PLAYERS[name];
if (!make) throw new Error(`no engine named '${name}' to race`);
const play = await make();
// One game before the first round, so that loading is not timed.
play(0);
parentPort!.on("message", (m: { ms: number; seedFrom: number } | "stop") => {
  if (m === "stop") process.exit(0);
  parentPort!.postMessage(gamesPerSecond(play, m.ms, m.seedFrom));
});
parentPort!.postMessage("ready");
