/**
 * The classifier attack of `attack.ts` over many random games, for the
 * record: `npm run attack -- [--games N]` prints, for each game with hidden
 * information and each side, how often a player names the class of the
 * other side's hidden pieces from their owner and look alone (prior), from
 * what the engine shows as public (baseline: owner, look and where the
 * alias was first seen, itself a leak where an alias outlives a pool) and
 * with every feature of the engine's output besides (attack).
 */
import { game as apache } from "../generated/apache/index.js";
import { game as owmltw } from "../generated/once-we-moved-like-the-wind/index.js";
import { game as warpath } from "../generated/warpath/index.js";
import { Engine } from "../runtime/core/machine.js";
import { classify, classOf, observeGames } from "./attack.js";

const at = process.argv.indexOf("--games");
const games = at > 0 ? Number(process.argv[at + 1]) : 1000;
// --only NAME: one game's cases.
const only = process.argv.indexOf("--only");
const chosen = only > 0 ? process.argv[only + 1] : undefined;

const cases = [
  { name: "once-we-moved-like-the-wind", player: "army", make: (seed: number) => Engine.create(owmltw, { seed }) },
  { name: "once-we-moved-like-the-wind", player: "apache", make: (seed: number) => Engine.create(owmltw, { seed }) },
  { name: "apache (3 players)", player: "red", make: (seed: number) => Engine.create(apache, { seed, players: 3 }) },
  { name: "warpath", player: "union", make: (seed: number) => Engine.create(warpath, { seed }) },
  { name: "warpath", player: "confederate", make: (seed: number) => Engine.create(warpath, { seed }) },
];
for (const c of cases.filter((x) => chosen === undefined || x.name.startsWith(chosen))) {
  const started = process.hrtime.bigint();
  const r = classify(observeGames(c.make, (e) => e, c.player, classOf, games));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`${c.name}, as ${c.player}: ${r.n} aliases in ${games / 2} test games; prior ${(100 * r.prior).toFixed(1)}%, baseline ${(100 * r.baseline).toFixed(1)}%, attack ${(100 * r.attack).toFixed(1)}% (chance bound +${(100 * r.bound).toFixed(1)} points) [${seconds.toFixed(0)} s]`);
}
