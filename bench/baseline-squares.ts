/**
 * A plain hand-written SQUARES, used only as the speed baseline for the
 * generated engine in `npm run bench`. It plays the same rules with the same
 * decisions, offered in the same order, so that a random agent drawing from
 * the same seed plays the very same games (a test checks it): a turn is one
 * action, or two after a pass; the units that may move or attack, their
 * destinations and targets, supported attacks, defence, the five options
 * after a stand, advances and retreats (cavalry pushing friends back) are
 * listed each time they are asked for. Goals are checked before every
 * decision and after every turn, as the spec checks them.
 *
 * Written the way a programmer would write it by hand: integer ids, arrays,
 * the board's distances worked out once. Only the board's squares and links
 * are read from the generated module's data when this file loads, since the
 * rulebook gives no drawing and the spec holds the reconstruction.
 */
import { game } from "../generated/squares/index.js";
import { SeededRandom } from "../runtime/rng.js";

const INF = 0;
const ART = 1;
const CAV = 2;
const CLEAR = 0;
const FOREST = 1;
const RESERVE = 2;
const EDGE = 1;
const CORNER = 2;

interface Board {
  ids: string[];
  terrain: number[];
  /** Neighbours of each square, sorted by id as the spec's `neighbours` lists them. */
  nb: number[][];
  /** Link kind between two squares: 0 none, EDGE or CORNER. */
  link: number[][];
  dist: number[][];
  /** Squares within two links of each square, sorted by id (the spec's `reachable(at, 2)`). */
  within2: number[][];
  reserve: [number, number];
}

function readBoard(): Board {
  const data = game.programs["|"]!().data as unknown as { maps: { areas: { id: string; terrain?: string }[]; links: { from: string; to: string; type: string }[] }[] };
  const map = data.maps[0]!;
  const ids = map.areas.map((a) => a.id);
  const n = ids.length;
  const at = new Map(ids.map((id, i) => [id, i]));
  const terrain = map.areas.map((a) => (a.terrain === "forest" ? FOREST : a.terrain === "reserve" ? RESERVE : CLEAR));
  const link = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (const l of map.links) {
    const a = at.get(l.from)!;
    const b = at.get(l.to)!;
    link[a]![b] = link[b]![a] = l.type === "corner" ? CORNER : EDGE;
  }
  const byId = (xs: number[]) => xs.sort((x, y) => (ids[x]! < ids[y]! ? -1 : ids[x]! > ids[y]! ? 1 : 0));
  const nb = ids.map((_, i) => byId(ids.map((__, j) => j).filter((j) => link[i]![j] !== 0)));
  const dist = ids.map((_, i) => {
    const d = new Array<number>(n).fill(Infinity);
    d[i] = 0;
    const queue = [i];
    for (let q = 0; q < queue.length; q++) for (const m of nb[queue[q]!]!) if (d[m] === Infinity) (d[m] = d[queue[q]!]! + 1), queue.push(m);
    return d;
  });
  const within2 = ids.map((_, i) => byId(ids.map((__, j) => j).filter((j) => j !== i && dist[i]![j]! <= 2)));
  return { ids, terrain, nb, link, dist, within2, reserve: [at.get("blue-reserve")!, at.get("gray-reserve")!] };
}

const B = readBoard();

/** The end of a game: a side's index, or -1 for a draw. */
class End {
  constructor(readonly winner: number) {}
}

/** Plays one game with random decisions; returns the number of decisions and the winner (-1 for a draw). */
export function baselineSquaresGame(seed: number, maxDecisions = 100_000): { decisions: number; winner: number } {
  const agent = new SeededRandom(seed ^ 0x5bd1e995);
  // Units 0-15 are Blue's, 16-31 Gray's, each army 9 infantry, 3 artillery, 4 cavalry.
  const kind: number[] = [];
  const side: number[] = [];
  for (let s = 0; s < 2; s++) for (const [k, count] of [[INF, 9], [ART, 3], [CAV, 4]] as const) for (let i = 0; i < count; i++) kind.push(k), side.push(s);
  const loc = new Array<number>(32);
  const moveLast = new Array<number>(32).fill(0);
  const moveRun = new Array<number>(32).fill(0);
  const attackLast = new Array<number>(32).fill(0);
  const attackRun = new Array<number>(32).fill(0);
  const restTurn = new Array<number>(32).fill(0);
  const lost = [
    [0, 0, 0],
    [0, 0, 0],
  ];
  const squares: number[][] = B.ids.map(() => []);
  for (let u = 0; u < 32; u++) {
    loc[u] = B.reserve[side[u]!]!;
    squares[loc[u]!]!.push(u);
  }
  const doubleTurn = [false, false];
  const wholeTurn = [false, false];
  const turnCount = [0, 0];
  const clock = [0, 0];
  let decisions = 0;

  const tally = (s: number) => {
    const l = lost[1 - s]!;
    return l[INF]! + 2 * l[ART]! + (l[CAV]! >= 3 ? 2 : 1) * l[CAV]!;
  };
  const goals = () => {
    for (let s = 0; s < 2; s++) if (squares[B.reserve[1 - s]!]!.some((u) => side[u] === s)) throw new End(s);
    for (let s = 0; s < 2; s++) if (tally(s) >= 10 && tally(1 - s) < 10) throw new End(s);
    for (let s = 0; s < 2; s++) if (tally(s) >= 10 && tally(1 - s) >= 10) throw new End(tally(s) === tally(1 - s) ? -1 : tally(s) > tally(1 - s) ? s : 1 - s);
  };
  /** Asks for one of `n` options: the goals are checked first, then the agent picks. */
  const decide = (n: number) => {
    goals();
    if (n === 0) throw new Error("a decision with no options");
    if (++decisions > maxDecisions) throw new End(-2);
    return agent.int(0, n - 1);
  };
  const pick = <T>(xs: T[]): T => xs[decide(xs.length)]!;

  const moveTo = (u: number, to: number) => {
    const from = squares[loc[u]!]!;
    from.splice(from.indexOf(u), 1);
    squares[to]!.push(u);
    loc[u] = to;
  };
  const eliminate = (u: number) => {
    const from = squares[loc[u]!]!;
    from.splice(from.indexOf(u), 1);
    loc[u] = -1;
    lost[side[u]!]![kind[u]!]!++;
  };
  const unitsOf = (s: number) => {
    const out: number[] = [];
    for (const sq of squares) for (const u of sq) if (side[u] === s) out.push(u);
    return out;
  };
  const enemyIn = (s: number, sq: number) => squares[sq]!.some((u) => side[u] !== s);
  const canAct = (u: number) => restTurn[u] !== turnCount[side[u]!];
  const thirdRunning = (last: number, run: number, slot: number) => last === slot - 1 && run >= 2;
  const openSquare = (s: number, n: number) => n === B.reserve[s]! || squares[n]!.length === 0;
  const canStep = (u: number, n: number, dbl: boolean) =>
    openSquare(side[u]!, n) && (B.terrain[n] !== FOREST || kind[u] === CAV || dbl) && (B.link[loc[u]!]![n] !== CORNER || kind[u] !== INF || dbl);
  const cavalryRide = (u: number, n: number) => {
    const at = loc[u]!;
    if (kind[u] !== CAV || B.link[at]![n] !== 0 || B.terrain[n] === FOREST || !openSquare(side[u]!, n)) return false;
    return B.nb[n]!.some((m) => B.link[at]![m] !== 0 && squares[m]!.length === 0 && B.terrain[m] === CLEAR);
  };
  const destinations = (u: number, dbl: boolean) => {
    const at = loc[u]!;
    if (kind[u] === CAV) return B.within2[at]!.filter((n) => (B.link[at]![n] !== 0 && canStep(u, n, dbl)) || cavalryRide(u, n));
    return B.nb[at]!.filter((n) => canStep(u, n, dbl));
  };
  const cavalrySteps = (c: number) => B.nb[loc[c]!]!.filter((n) => B.terrain[n] !== FOREST && openSquare(side[c]!, n));
  const movers = (s: number, slot: number, dbl: boolean) => unitsOf(s).filter((u) => canAct(u) && !thirdRunning(moveLast[u]!, moveRun[u]!, slot) && destinations(u, dbl).length > 0);

  const artilleryNear = (p: number, s: number) => B.nb[p]!.filter((n) => n !== B.reserve[1 - s]! && squares[n]!.some((e) => side[e] !== s && kind[e] === ART));
  const lockAllows = (u: number, t: number) => {
    const near = artilleryNear(loc[u]!, side[u]!);
    return near.length === 0 || (near.length === 1 && near[0] === t);
  };
  const helpers = (u: number, t: number) => unitsOf(side[u]!).filter((h) => h !== u && B.link[loc[h]!]![t] !== 0 && loc[h] !== B.reserve[side[u]!]! && canAct(h) && lockAllows(h, t));
  const targetOk = (u: number, t: number) => {
    const s = side[u]!;
    if (B.link[loc[u]!]![t] !== EDGE || !enemyIn(s, t) || !lockAllows(u, t)) return false;
    if (t === B.reserve[1 - s]!) return true;
    const d = squares[t]![0]!;
    return (kind[u] !== ART || kind[d] === ART) && (kind[u] !== CAV || kind[d] !== INF || helpers(u, t).length > 0);
  };
  const targets = (u: number) => B.nb[loc[u]!]!.filter((t) => targetOk(u, t));
  const attackers = (s: number, slot: number) => unitsOf(s).filter((u) => loc[u] !== B.reserve[s]! && canAct(u) && !thirdRunning(attackLast[u]!, attackRun[u]!, slot) && targets(u).length > 0);

  const home = (u: number): number => B.reserve[side[u]!]!;
  const clearFrom = (p: number, s: number): boolean => p === B.reserve[s]! || B.nb[p]!.some((n) => B.dist[n]![B.reserve[s]!]! < B.dist[p]![B.reserve[s]!]! && !enemyIn(s, n) && clearFrom(n, s));
  const nearerHome = (n: number, u: number) => B.dist[n]![home(u)]! < B.dist[loc[u]!]![home(u)]!;
  const forestRetreats = (u: number) =>
    B.terrain[loc[u]!] !== FOREST ? [] : B.nb[loc[u]!]!.filter((n) => B.terrain[n] === FOREST && squares[n]!.length === 0 && nearerHome(n, u) && artilleryNear(n, side[u]!).length === 0);
  const cavalryBacks = (c: number): number[] => {
    const vacant = B.nb[loc[c]!]!.filter((n) => nearerHome(n, c) && openSquare(side[c]!, n));
    if (vacant.length > 0) return vacant;
    return B.nb[loc[c]!]!.filter((n) => nearerHome(n, c) && squares[n]!.some((f) => side[f] === side[c]) && displaceable(squares[n]![0]!));
  };
  const displaceable = (f: number): boolean => (kind[f] === CAV ? cavalryBacks(f).length > 0 : clearFrom(loc[f]!, side[f]!));
  const canRetreat = (d: number) =>
    kind[d] === CAV ? cavalryBacks(d).length > 0 : (kind[d] === INF || B.terrain[loc[d]!] === FOREST) && (clearFrom(loc[d]!, side[d]!) || forestRetreats(d).length > 0);
  const mustRetreat = (d: number, a: number, supported: boolean, flank: boolean) => flank || (kind[d] === CAV && B.terrain[loc[d]!] !== FOREST && (supported || kind[a] !== CAV));
  /** The defender's options: stand unless it must and can retreat, retreat when it can. */
  const defend = (d: number, a: number, supported: boolean, flank: boolean): "stand" | "retreat" => {
    const can = canRetreat(d);
    const options: ("stand" | "retreat")[] = [];
    if (!(can && mustRetreat(d, a, supported, flank))) options.push("stand");
    if (can) options.push("retreat");
    return pick(options);
  };

  const retreat = (u: number, defending: boolean) => {
    if (kind[u] === CAV) {
      const back = pick(cavalryBacks(u));
      if (back !== home(u) && squares[back]!.length > 0) retreat(squares[back]![0]!, false);
      moveTo(u, back);
    } else {
      const options = clearFrom(loc[u]!, side[u]!) ? [home(u)] : [];
      if (defending) options.push(...forestRetreats(u));
      moveTo(u, pick(options));
      restTurn[u] = turnCount[side[u]!]! + 1;
    }
  };
  const offerAdvance = (s: number, a: number, sq: number) => {
    if (kind[a] !== ART && squares[sq]!.length === 0 && decide(2) === 0) {
      moveTo(a, sq);
      if (sq === B.reserve[1 - s]!) throw new End(s);
    }
  };
  const noteMove = (u: number, slot: number) => {
    moveRun[u] = moveLast[u] === slot - 1 ? moveRun[u]! + 1 : 1;
    moveLast[u] = slot;
  };
  const noteAttack = (u: number, slot: number) => {
    attackRun[u] = attackLast[u] === slot - 1 ? attackRun[u]! + 1 : 1;
    attackLast[u] = slot;
  };

  const moveUnit = (s: number, dbl: boolean) => {
    const slot = clock[s]!;
    const unit = pick(movers(s, slot, dbl));
    const start = loc[unit]!;
    const where = pick(destinations(unit, dbl));
    moveTo(unit, where);
    noteMove(unit, slot);
    if ((kind[unit] !== CAV && B.terrain[where] === FOREST) || (kind[unit] === INF && B.link[start]![where] === CORNER)) {
      wholeTurn[s] = true;
      clock[s]!++;
      noteMove(unit, clock[s]!);
    }
    if (where === B.reserve[1 - s]!) throw new End(s);
    if (kind[unit] === CAV && B.link[start]![where] !== 0 && B.terrain[where] !== FOREST) {
      const partners = movers(s, slot, false).filter((c) => c !== unit && kind[c] === CAV && cavalrySteps(c).length > 0);
      if (partners.length > 0 && decide(2) === 0) {
        const partner = pick(partners);
        const step = pick(cavalrySteps(partner));
        moveTo(partner, step);
        noteMove(partner, slot);
        if (step === B.reserve[1 - s]!) throw new End(s);
      }
    }
  };

  // The attacker's five options after a stand: [defender, support, attacker], 0 stays, 1 eliminated, 2 retreats, 3 may advance.
  const STAND: readonly (readonly [number, number, number])[] = [
    [1, 2, 2],
    [1, 1, 3],
    [1, 0, 1],
    [0, 0, 2],
    [0, 2, 0],
  ];
  const resolveStand = (s: number, option: number, lead: number, helper: number, target: number, sq: number) => {
    const [def, sup, att] = STAND[option - 1]!;
    let kept = true;
    if (sup === 2) {
      retreat(helper, false);
      if (kind[helper] === ART && option === 1 && canRetreat(target) && decide(2) === 1) {
        retreat(target, true);
        kept = false;
        offerAdvance(s, lead, sq);
      }
    } else if (sup === 1) eliminate(helper);
    if (kept) {
      if (def === 1) eliminate(target);
      if (att === 2) retreat(lead, false);
      else if (att === 1) eliminate(lead);
      else if (option === 2) offerAdvance(s, lead, sq);
    }
  };
  // Attacking artillery and cavalry never retreat, and a unit that must retreat needs a way back.
  const standAllowed = (o: number, a: number, h: number) => ((o !== 1 && o !== 4) || (kind[a] === INF && displaceable(a))) && ((o !== 1 && o !== 5) || displaceable(h));

  const makeAttack = (s: number) => {
    const slot = clock[s]!;
    const attacker = pick(attackers(s, slot));
    const sq = pick(targets(attacker));
    noteAttack(attacker, slot);
    const helps = helpers(attacker, sq);
    const forced = sq !== B.reserve[1 - s]! && kind[attacker] === CAV && kind[squares[sq]![0]!] === INF;
    let supported = forced;
    if (helps.length > 0 && !forced) supported = decide(2) === 0;
    const helper = supported ? pick(helps) : attacker;
    if (sq === B.reserve[1 - s]!) {
      eliminate(pick(squares[sq]!.filter((u) => side[u] !== s)));
      if (supported) offerAdvance(s, attacker, sq);
    } else if (B.terrain[sq] === FOREST && !supported) {
      eliminate(attacker);
    } else if (supported) {
      const target = squares[sq]![0]!;
      const R = home(target);
      const flank = B.dist[loc[attacker]!]![R]! < B.dist[loc[target]!]![R]! || B.dist[loc[helper]!]![R]! < B.dist[loc[target]!]![R]!;
      if (defend(target, attacker, true, flank) === "retreat") {
        retreat(target, true);
        offerAdvance(s, attacker, sq);
      } else if (flank) {
        eliminate(target);
        offerAdvance(s, attacker, sq);
      } else {
        const options = [1, 2, 3, 4, 5].filter((o) => standAllowed(o, attacker, helper));
        resolveStand(s, pick(options), attacker, helper, target, sq);
      }
    } else {
      const target = squares[sq]![0]!;
      if (defend(target, attacker, false, false) === "retreat") retreat(target, true);
      else {
        eliminate(attacker);
        if (kind[target] !== ART || kind[attacker] === ART) eliminate(target);
      }
    }
  };

  const available = (s: number, act: number, single: boolean, dbl: boolean) =>
    act === 2 ? single : act === 0 ? movers(s, clock[s]! + 1, dbl).length > 0 : attackers(s, clock[s]! + 1).length > 0;
  const takeTurn = (s: number) => {
    turnCount[s]!++;
    const actions = doubleTurn[s] ? 2 : 1;
    wholeTurn[s] = false;
    let spent = 0;
    for (let i = 0; i < actions; i++) {
      if (spent >= actions) continue;
      // 0 move, 1 attack, 2 pass, in that order.
      const options = [0, 1, 2].filter((a) => available(s, a, actions === 1, actions === 2 && spent === 0));
      if (options.length === 0) {
        if (spent === 0) throw new End(1 - s);
        spent = actions;
        continue;
      }
      const act = pick(options);
      spent++;
      clock[s]!++;
      // A pass opens a double turn, in which no pass is offered: no pass can follow a pass.
      if (act === 2) doubleTurn[s] = true;
      else {
        if (act === 0) moveUnit(s, actions === 2 && spent === 1);
        else makeAttack(s);
        if (wholeTurn[s]) spent = actions;
      }
    }
    if (actions === 2) doubleTurn[s] = false;
  };

  try {
    for (;;) {
      for (let s = 0; s < 2; s++) {
        takeTurn(s);
        goals();
      }
    }
  } catch (err) {
    if (!(err instanceof End)) throw err;
    return { decisions, winner: err.winner };
  }
}
