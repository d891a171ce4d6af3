/**
 * A classifier attack on hidden identities, by a player who reads only what
 * the engine gives them (`view`, `pendingFor`, `eventsFor`). For every alias
 * the player meets it gathers features that the rules make meaningless (the
 * first event naming the alias, a strength change seen on it, its place in
 * the list it first appears in, the order in which decisions concern it),
 * and features the rules make public (whose it is, what it looks like, where
 * it was first seen). A classifier trained on half of the games predicts
 * each alias's class in the other half, once from the public features alone
 * (the baseline: the best a player can do by the rules) and once from both.
 * Hidden information holds when the second does no better than the first.
 */
import { pieceNamed } from "../runtime/core/board.js";
import type { Engine } from "../runtime/core/machine.js";
import type { Board } from "../runtime/core/state.js";
import { readableBoard } from "../runtime/core/values.js";
import { deciderOf, type GameEvent } from "../runtime/engine.js";
import { SeededRandom } from "../runtime/rng.js";

/** What an attacker may read of an engine: what one player is given. */
export interface Observed {
  view(player: string): Board;
  pendingFor(player: string): { subject?: unknown } | null;
  eventsFor(player: string, events: readonly GameEvent[]): GameEvent[];
}

/** One alias met by the attacker, with its features and (for scoring) its true class. */
interface Sample {
  game: number;
  /** Public by the rules: owner, looks, where first seen. */
  publicKey: string;
  /** What an attacker adds: event, strength change, list position, decision order. */
  leakKey: string;
  truth: string;
  /** Whether the alias was ever seen standing on the map. */
  mapped: boolean;
}

interface AliasRecord {
  publicKey: string;
  firstEvent?: string;
  strengthSeen: boolean;
  listPosition: number;
  subjectOrder?: number;
  truth: string;
  mapped: boolean;
}

/** Every string in a value that is an alias. */
function aliasesIn(v: unknown, out: string[] = []): string[] {
  if (typeof v === "string") {
    if (v.startsWith("hidden-")) out.push(v);
  } else if (Array.isArray(v)) for (const x of v) aliasesIn(x, out);
  else if (typeof v === "object" && v !== null) for (const x of Object.values(v)) aliasesIn(x, out);
  return out;
}

const cap = (n: number) => Math.min(n, 8);

/**
 * Plays `games` random games and records, from `player`'s side only, every
 * alias they meet; `classOf` gives the true class of a piece (by id), read
 * from the engine's full state for scoring, never for the features.
 */
export function observeGames(make: (seed: number) => Engine, observed: (e: Engine) => Observed, player: string, classOf: (e: Engine, id: string) => string | undefined, games: number, maxSteps = 5_000): Sample[] {
  const samples: Sample[] = [];
  for (let g = 0; g < games; g++) {
    const e = make(g + 1);
    const o = observed(e);
    const agent = new SeededRandom(g * 7919 + 13);
    const met = new Map<string, AliasRecord>();
    let subjects = 0;
    let lastDecision = "";
    const look = () => {
      const truthOf = new Map<string, string>();
      for (const [id, alias] of e.aliases()) truthOf.set(alias, id);
      const view = o.view(player);
      const lists: Record<string, string[]> = { ...view.holders, ...view.areas };
      for (const [place, list] of Object.entries(lists)) {
        const onMap = place in view.areas;
        list.forEach((alias, i) => {
          if (!alias.startsWith("hidden-")) return;
          const known = met.get(alias);
          if (known) {
            if (onMap) known.mapped = true;
            return;
          }
          const id = truthOf.get(alias);
          const truth = id === undefined ? undefined : classOf(e, id);
          if (truth === undefined) return;
          const p = pieceNamed(view, alias) as { owner?: string; looks?: string };
          met.set(alias, { publicKey: `${p.owner ?? ""}|${p.looks ?? ""}|${place}`, strengthSeen: false, listPosition: cap(i), truth, mapped: onMap });
        });
      }
    };
    look();
    for (let step = 0; step < maxSteps && !e.isOver(); step++) {
      const d = e.pending()!;
      const mine = o.pendingFor(player);
      if (d.id !== lastDecision) {
        lastDecision = d.id;
        subjects = 0;
      }
      for (const alias of aliasesIn(mine?.subject)) {
        const r = met.get(alias);
        if (r && r.subjectOrder === undefined) r.subjectOrder = cap(subjects++);
      }
      const option = d.options[agent.int(0, d.options.length - 1)]!;
      const events = o.eventsFor(player, e.apply(deciderOf(d, option, e.sides()), option));
      look();
      for (const ev of events) {
        for (const alias of aliasesIn(ev)) {
          const r = met.get(alias);
          if (!r) continue;
          const moves = (ev as { moves?: { piece: string; from: string }[] }).moves;
          const from = moves?.find((m) => m.piece === alias)?.from;
          r.firstEvent ??= `${ev.type}:${from ?? ""}`;
          if (ev.type === "reduce" || ev.type === "restore") r.strengthSeen = true;
        }
      }
    }
    for (const r of met.values()) {
      samples.push({ game: g, publicKey: r.publicKey, leakKey: `${r.publicKey}#${r.firstEvent ?? ""}#${r.strengthSeen}#${r.listPosition}#${r.subjectOrder ?? ""}`, truth: r.truth, mapped: r.mapped });
    }
  }
  return samples;
}

/** How often a classifier trained on the even games names the class of the odd games' aliases, from public features and with the attacker's too. */
export function classify(all: readonly Sample[]): { n: number; prior: number; baseline: number; attack: number; bound: number } {
  // Where pieces stand on a map, those are what a player wants to tell apart: the rest are scored only in games without one.
  const samples = all.some((s) => s.mapped) ? all.filter((s) => s.mapped) : all;
  const train = samples.filter((s) => s.game % 2 === 0);
  const test = samples.filter((s) => s.game % 2 === 1);
  const majority = (key: (s: Sample) => string) => {
    const counts = new Map<string, Map<string, number>>();
    for (const s of train) {
      const k = key(s);
      const c = counts.get(k) ?? new Map<string, number>();
      c.set(s.truth, (c.get(s.truth) ?? 0) + 1);
      counts.set(k, c);
    }
    return new Map([...counts].map(([k, c]) => [k, [...c].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0]]));
  };
  // The prior: whose it is and what it looks like, nothing of where it was first seen.
  const byLooks = majority((s) => s.publicKey.split("|").slice(0, 2).join("|"));
  const byPublic = majority((s) => s.publicKey);
  const byLeak = majority((s) => s.leakKey);
  let prior = 0;
  let baseline = 0;
  let attack = 0;
  for (const s of test) {
    if (byLooks.get(s.publicKey.split("|").slice(0, 2).join("|")) === s.truth) prior++;
    const pub = byPublic.get(s.publicKey);
    if (pub === s.truth) baseline++;
    if ((byLeak.get(s.leakKey) ?? pub) === s.truth) attack++;
  }
  const n = Math.max(1, test.length);
  const p = baseline / n;
  // Three standard errors of a rate measured on n aliases: what chance alone may add.
  return { n: test.length, prior: prior / n, baseline: p, attack: attack / n, bound: 3 * Math.sqrt(Math.max(p * (1 - p), 0.01) / n) };
}

/**
 * A piece's class as the attacker tries to name it: its kind's `class`
 * where the kind has one (war band, rumour, leader, unit), else its kind
 * with its declared fields (a card's colour, a fighter's rank). Read from
 * the full state and the game's data, only to score the attack.
 */
export function classOf(e: Engine, id: string): string | undefined {
  const p = pieceNamed(readableBoard(e.state), id);
  if (!p) return undefined;
  const decl = (e as unknown as { index: { decls: Map<string, { obj: Record<string, unknown> }> } }).index.decls.get(p.kind)?.obj;
  const cls = decl?.["class"];
  if (typeof cls === "string") return `${p.owner ?? ""}:${cls}`;
  const fields = Object.keys((decl?.["fields"] as Record<string, unknown> | undefined) ?? {}).sort();
  return `${p.kind}(${fields.map((f) => `${f}=${String((p.state as Record<string, unknown>)[f])}`).join(",")})`;
}
