import type * as M from "../model-types.js";
import { forEachEntry } from "../walk.js";
import type { Check } from "./check.js";

/**
 * The most a spec may write where a number sizes the work of the checker,
 * the compiler or an engine (how many pieces are made, how many dice are
 * rolled, how many times a block runs, how many values a range lists). Board
 * games stay far below each: the five games' largest are 144 counters, 2d6,
 * a range of 40 card numbers and 5 players. Past them a typing slip (a
 * number with three zeros too many) would make an engine allocate or loop
 * for minutes, so it is refused where it is written.
 */
export const WORK_LIMITS = {
  /** Pieces one declaration or one line of contents makes; rows or slots of a display; runs of a phase. */
  count: 10_000,
  /** Values a range lists (card numbers, turns, player counts). */
  range: 10_000,
  /** Dice rolled at once. */
  dice: 100,
  /** Faces of one die. */
  faces: 1_000,
  /** Times a `repeat` with a written number runs. */
  repeat: 10_000,
} as const;

/** Properties that hold a count of things made or run. */
const COUNTS: Record<string, string> = { count: "a count of pieces", rows: "a display's rows", slots: "a display's slots", repeat: "a phase's repeats" };
/**
 * Properties that hold a range of values something goes through one by one
 * (a card for each number, a round for each turn). A track's `range` only
 * bounds its value, so it may be as wide as a spec likes.
 */
const RANGES = new Set(["numbers", "turns", "players"]);

const fmt = (n: number) => n.toLocaleString("en");

/** Numbers that size work stay under stated limits; a game's player counts are ones its sides can fill. */
export const workBounds: Check = {
  name: "work-bounds",
  description: `Numbers that size work stay within stated limits: ${fmt(WORK_LIMITS.count)} pieces in one count, ${fmt(WORK_LIMITS.range)} values in one range, ${WORK_LIMITS.dice} dice of at most ${fmt(WORK_LIMITS.faces)} faces, ${fmt(WORK_LIMITS.repeat)} repeats; a game is for at least 1 player and at most as many players as it has sides.`,
  run(ctx) {
    const report = (message: string, obj: object, key?: string) => ctx.report(this.name, message, obj, key);
    const dice = (count: number, faces: number, obj: object, key: string) => {
      if (count > WORK_LIMITS.dice) report(`${fmt(count)} dice at once is more than the ${WORK_LIMITS.dice} a roll may have`, obj, key);
      if (faces > WORK_LIMITS.faces) report(`a die of ${fmt(faces)} faces is more than the ${fmt(WORK_LIMITS.faces)} a die may have`, obj, key);
    };
    forEachEntry(
      ctx.model,
      (o, key, v) => {
        if (typeof v === "number" && key in COUNTS && v > WORK_LIMITS.count) report(`${fmt(v)} is more than ${COUNTS[key]} may be (${fmt(WORK_LIMITS.count)})`, o, key);
        else if (RANGES.has(key) && isRange(v) && v.min !== undefined && v.max !== undefined && v.max - v.min + 1 > WORK_LIMITS.range) {
          report(`the range ${v.min}..${v.max} lists ${fmt(v.max - v.min + 1)} values, more than a range may (${fmt(WORK_LIMITS.range)})`, o, key);
        } else if (key === "dice" && typeof v === "string") {
          const m = /^([0-9]*)d([0-9]+)$/.exec(v);
          if (m) dice(m[1] ? Number(m[1]) : 1, Number(m[2]), o, key);
        }
      },
      (o) => {
        // Dice written in an expression, and a `repeat` with a written number.
        const rec = o as Record<string, unknown>;
        if (rec["op"] === "dice" && typeof rec["count"] === "number" && typeof rec["sides"] === "number") dice(rec["count"], rec["sides"], o, "count");
        const times = rec["times"] as M.Expr | undefined;
        if (rec["do"] === "repeat" && times?.op === "int" && times.value > WORK_LIMITS.repeat) report(`repeating ${fmt(times.value)} times is more than a block may run (${fmt(WORK_LIMITS.repeat)})`, times, "value");
        else if (rec["do"] === "repeat" && times !== undefined) {
          // A count worked out from written numbers and dice: refused when even its smallest value is past the
          // limit (an engine would stop there every time). One that only may be is left to play, which stops
          // with the same limit.
          const least = bounds(times)?.[0];
          if (least !== undefined && least > WORK_LIMITS.repeat) report(`this count is at least ${fmt(least)}: repeating that many times is more than a block may run (${fmt(WORK_LIMITS.repeat)})`, times);
        }
      },
    );
    // Players: every count the game allows must be playable by its sides (those a person plays: not 'player: false').
    const declared = new Map(ctx.model.sides.map((s) => [s.id, s]));
    const sides = (ctx.model.game?.sides ?? ctx.model.sides.map((s) => s.id)).filter((id) => (declared.get(id) as { player?: boolean } | undefined)?.player !== false).length;
    const check = (holder: { players?: M.Range }, available: number) => {
      const p = holder.players;
      if (!p) return;
      if (p.min !== undefined && p.min < 1) report(`a game is for at least 1 player, not ${p.min}`, holder, "players");
      else if (p.max !== undefined && available > 0 && p.max > available) report(`${p.max} players need ${p.max} sides a player plays, but the game has ${available}`, holder, "players");
    };
    if (ctx.model.game) check(ctx.model.game, sides);
    // An overlay may bring sides of its own, and name the sides in play in place of the game's.
    for (const o of [...ctx.model.scenarios, ...ctx.model.variants]) {
      const own = new Map([...declared, ...(o.sides ?? []).map((s) => [s.id, s] as const)]);
      const inPlay = o["sides-in-play"];
      check(o, inPlay ? inPlay.filter((id) => (own.get(id) as { player?: boolean } | undefined)?.player !== false).length : sides + (o.sides ?? []).filter((s) => (s as { player?: boolean }).player !== false).length);
    }
  },
};

/**
 * The smallest and largest values an expression of written numbers, dice rolls and arithmetic can take;
 * undefined when it reads anything else (a name, a table, a piece), whose value only play knows.
 */
export function bounds(e: M.Expr): [number, number] | undefined {
  switch (e.op) {
    case "int":
    case "number":
      return [e.value, e.value];
    case "unary": {
      const a = bounds(e.arg);
      return a === undefined ? undefined : e.operator === "-" ? [-a[1], -a[0]] : e.operator === "+" ? a : undefined;
    }
    case "call": {
      // roll(NdF) gives from N to N × F.
      const d = e.callee.op === "name" && e.callee.name === "roll" && e.args.length === 1 ? e.args[0] : undefined;
      return d?.op === "dice" ? [d.count, d.count * d.sides] : undefined;
    }
    case "binary": {
      const l = bounds(e.left);
      const r = bounds(e.right);
      if (l === undefined || r === undefined) return undefined;
      const corners = (f: (a: number, b: number) => number): [number, number] => {
        const v = [f(l[0], r[0]), f(l[0], r[1]), f(l[1], r[0]), f(l[1], r[1])];
        return [Math.min(...v), Math.max(...v)];
      };
      if (e.operator === "+") return [l[0] + r[0], l[1] + r[1]];
      if (e.operator === "-") return [l[0] - r[1], l[1] - r[0]];
      if (e.operator === "*") return corners((a, b) => a * b);
      // Whole numbers divide rounded down (see the runtime's `divide`), which keeps the order; a divisor that
      // may be zero or change sign gives no bound.
      if (e.operator === "/" && (r[0] > 0 || r[1] < 0)) return corners((a, b) => (Number.isInteger(a) && Number.isInteger(b) ? Math.floor(a / b) : a / b));
      return undefined;
    }
    default:
      return undefined;
  }
}

function isRange(v: unknown): v is M.Range {
  return typeof v === "object" && v !== null && !Array.isArray(v) && Object.keys(v).every((k) => k === "min" || k === "max");
}
