/**
 * Warpath under simple purposeful agents, against random ones: whether each
 * side can win at all is a check on the rules (a game one side always wins
 * under every agent is a rules bug until shown otherwise). Run with
 * `node dist/bench/warpath-agents.js [--games N]`.
 *
 * The purposeful agent of a side moves and recruits rather than anything
 * else, takes every counter along when a force moves, heads for the nearest
 * Indian capital it does not hold (the Union to take it, the Confederates to
 * take it back), fights rather than breaks off, and pursues. Everything else
 * it decides at random.
 */
import { checkGame } from "../dsl/check.js";
import { game } from "../generated/warpath/index.js";
import { Engine } from "../runtime/core/machine.js";
import type { Value } from "../runtime/core/values.js";
import { deciderOf, type Decision } from "../runtime/engine.js";
import { SeededRandom } from "../runtime/rng.js";

const model = checkGame("specs/warpath/game.rules").model!;
const map = model.maps.find((m) => m.id === "territory-map")!;
const capitals = map.areas!.filter((a) => a.capital).map((a) => a.id);
const links = new Map<string, string[]>();
for (const l of map.links ?? []) {
  const [a, b] = [String(l.from), String(l.to)];
  links.set(a, [...(links.get(a) ?? []), b]);
  links.set(b, [...(links.get(b) ?? []), a]);
}

/** Steps from `from` to the nearest of `targets` (a large number when none is reachable). */
function distance(from: string, targets: readonly string[]): number {
  const seen = new Set([from]);
  let frontier = [from];
  for (let d = 0; frontier.length > 0; d++) {
    if (frontier.some((a) => targets.includes(a))) return d;
    const next: string[] = [];
    for (const a of frontier) for (const b of links.get(a) ?? []) if (!seen.has(b)) (seen.add(b), next.push(b));
    frontier = next;
  }
  return 99;
}

type Agent = (e: Engine, d: Decision<Value>, rng: SeededRandom) => Value;

const random: Agent = (_e, d, rng) => d.options[rng.int(0, d.options.length - 1)]!;

/** The purposeful agent of `side` (see above). */
function purposeful(side: string): Agent {
  return (e, d, rng) => {
    const o = d.options;
    const pick = (v: Value) => (o.includes(v) ? v : random(e, d, rng));
    switch (d.id) {
      case "action-use":
        return o.includes("move") && rng.int(0, 2) > 0 ? "move" : o.includes("recruit") ? "recruit" : pick("move");
      case "join-move": {
        // Everything goes along: the lead (which ends the choosing) comes last.
        const others = o.filter((x) => x !== d.subject);
        return others.length > 0 ? others[0]! : o[0]!;
      }
      case "break-off":
        return pick("fire");
      case "pursue":
        return pick("pursue");
      case "next-space": {
        const held = (a: string) => e.view(side).areaState?.[a]?.["captured"] === (side === "union");
        const targets = capitals.filter((c) => !held(c) || side === "confederate");
        const goal = side === "union" ? capitals.filter((c) => !held(c)) : targets;
        const scored = o.map((x) => ({ x, d: distance(String(x), goal.length > 0 ? goal : capitals) }));
        const best = Math.min(...scored.map((s) => s.d));
        const ties = scored.filter((s) => s.d === best);
        return ties[rng.int(0, ties.length - 1)]!.x;
      }
      default:
        return random(e, d, rng);
    }
  };
}

function play(seed: number, agents: Record<string, Agent>): { winner: string; steps: number; capitals: number; forts: number } {
  const e = Engine.create(game, { seed });
  const rng = new SeededRandom(seed * 7 + 1);
  let steps = 0;
  while (!e.isOver() && steps < 20_000) {
    const d = e.pending()!;
    const who = d.player === "each" ? d.players![0]! : d.player;
    const choice = (agents[who] ?? random)(e, d, rng);
    e.apply(deciderOf(d, choice, e.sides()), choice);
    steps++;
  }
  const r = e.result();
  const held = (a: string) => (e.view("union").areaState?.[a]?.["captured"] === true ? 1 : 0);
  return { winner: r ? (r.draw ? "draw" : r.winners.join("+")) : "unfinished", steps, capitals: capitals.reduce((n, c) => n + held(c), 0), forts: ["fort-smith", "fort-marshall", "fort-belknap"].reduce((n, f) => n + held(f), 0) };
}

const at = process.argv.indexOf("--games");
const games = at > 0 ? Number(process.argv[at + 1]) : 200;
const pairings: [string, Record<string, Agent>][] = [
  ["random against random", {}],
  ["purposeful Union against random", { union: purposeful("union") }],
  ["random against purposeful Confederates", { confederate: purposeful("confederate") }],
  ["purposeful against purposeful", { union: purposeful("union"), confederate: purposeful("confederate") }],
];
for (const [name, agents] of pairings) {
  const tally: Record<string, number> = {};
  let steps = 0;
  let capitalsTaken = 0;
  let fortsTaken = 0;
  for (let seed = 1; seed <= games; seed++) {
    const r = play(seed, agents);
    tally[r.winner] = (tally[r.winner] ?? 0) + 1;
    steps += r.steps;
    capitalsTaken += r.capitals;
    fortsTaken += r.forts;
  }
  console.log(`${name}: ${Object.entries(tally).map(([k, v]) => `${k} ${((100 * v) / games).toFixed(1)}%`).join(", ")}; ${Math.round(steps / games)} decisions a game; at the end the Union holds ${(capitalsTaken / games).toFixed(2)} capitals and ${(fortsTaken / games).toFixed(2)} Confederate forts on average`);
}
