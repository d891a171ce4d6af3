/**
 * Tic-Tac-Toe written by hand the way the generator could emit it, to
 * measure what the state layout is worth with everything else held equal.
 *
 * Both engines here keep the generated engines' protocol: a state of plain
 * JSON with where play waits in it (a frame with a program counter and
 * locals), `pending()` handing out a decision with its options, `apply()`
 * copying the action and checking the player and the option, a log of
 * actions, a `moved` event for every move, and the sudden-death rule
 * checked for every side after every change, as the spec asks. They differ
 * only in how the board is kept:
 *
 * - `layout: "integers"`: places and pieces are numbers; a place's contents
 *   and a piece's owner and location are read by index;
 * - `layout: "ids"`: the layout the generated engines use today, records
 *   keyed by area and piece id (`areas["c5"]`, `pieces["x-mark#2"].owner`).
 *
 * `npm run bench` races each against the spec's generated engine. No engine
 * uses this; `test/engines/shaped-tic-tac-toe.test.ts` holds it to the same
 * games as the spec.
 */
import type { Decision, GameEvent } from "../runtime/engine.js";
import { copyAction, copyState } from "../runtime/core/plain-data.js";
import { SeededRandom } from "../runtime/rng.js";
import { LINES } from "./baseline-tic-tac-toe.js";

const AREAS = ["c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9"] as const;
const SIDES = ["x", "o"] as const;
const POOLS = ["x-marks", "o-marks"] as const;
const PIECES = [
  "x-mark#1",
  "x-mark#2",
  "x-mark#3",
  "x-mark#4",
  "x-mark#5",
  "o-mark#1",
  "o-mark#2",
  "o-mark#3",
  "o-mark#4",
] as const;
/** Each piece's side, by piece number. */
const OWNER = [0, 0, 0, 0, 0, 1, 1, 1, 1] as const;
const AREA_NUMBER: Readonly<Record<string, number>> = Object.fromEntries(
  AREAS.map((a, i) => [a, i]),
);

/** How a layout keeps the board: what the rules of Tic-Tac-Toe read and change. */
interface Board {
  /** The free areas, as the ids a decision offers. */
  free(): string[];
  full(): boolean;
  /** Whether side number `side` holds a whole line. */
  three(side: number): boolean;
  /** Moves the first mark of side number `side` from its pool to `area`; returns the event. */
  mark(side: number, area: string): GameEvent;
}

/** Places 0-8 are the areas, 9 and 10 the pools; pieces are numbered as `PIECES`. */
interface IntegerBoard {
  location: number[];
  places: number[][];
}

function integerBoard(s: IntegerBoard): Board {
  return {
    free() {
      const out: string[] = [];
      for (let a = 0; a < 9; a++)
        if (s.places[a]!.length === 0) out.push(AREAS[a]!);
      return out;
    },
    full() {
      for (let a = 0; a < 9; a++) if (s.places[a]!.length === 0) return false;
      return true;
    },
    three(side) {
      for (let l = 0; l < LINES.length; l++) {
        const line = LINES[l]!;
        let held = 0;
        for (let k = 0; k < 3; k++) {
          const here = s.places[line[k]!]!;
          let n = 0;
          for (let i = 0; i < here.length; i++)
            if (OWNER[here[i]!] === side) n++;
          if (n !== 0) held++;
        }
        if (held === 3) return true;
      }
      return false;
    },
    mark(side, area) {
      const to = AREA_NUMBER[area]!;
      const pool = s.places[9 + side]!;
      const piece = pool.shift()!;
      const from = s.location[piece]!;
      s.places[to]!.push(piece);
      s.location[piece] = to;
      return {
        type: "moved",
        to: area,
        moves: [
          {
            piece: PIECES[piece]!,
            from: from < 9 ? AREAS[from]! : POOLS[from - 9]!,
          },
        ],
      };
    },
  };
}

interface IdBoard {
  pieces: Record<
    string,
    {
      id: string;
      kind: string;
      location: string;
      state: Record<string, unknown>;
      owner: string;
    }
  >;
  holders: Record<string, string[]>;
  areas: Record<string, string[]>;
}

const ID_LINES = LINES.map((line) => line.map((a) => AREAS[a]!));

function idBoard(s: IdBoard): Board {
  return {
    free() {
      const out: string[] = [];
      for (let a = 0; a < 9; a++)
        if (s.areas[AREAS[a]!]!.length === 0) out.push(AREAS[a]!);
      return out;
    },
    full() {
      for (let a = 0; a < 9; a++)
        if (s.areas[AREAS[a]!]!.length === 0) return false;
      return true;
    },
    three(side) {
      const id = SIDES[side]!;
      for (let l = 0; l < ID_LINES.length; l++) {
        const line = ID_LINES[l]!;
        let held = 0;
        for (let k = 0; k < 3; k++) {
          const here = s.areas[line[k]!]!;
          let n = 0;
          for (let i = 0; i < here.length; i++)
            if (s.pieces[here[i]!]!.owner === id) n++;
          if (n !== 0) held++;
        }
        if (held === 3) return true;
      }
      return false;
    },
    mark(side, area) {
      const pool = s.holders[POOLS[side]!]!;
      const id = pool.shift()!;
      const piece = s.pieces[id]!;
      const from = piece.location;
      s.areas[area]!.push(id);
      piece.location = area;
      return { type: "moved", to: area, moves: [{ piece: id, from }] };
    },
  };
}

interface Wait {
  decision: string;
  player: string;
  prompt: string;
  options: string[];
  slot: number;
}

interface ShapedState {
  active: number;
  /** One frame: the program counter, then the locals (the area chosen, the side whose turn it is). */
  frame: { pc: number; l: [string, number] };
  wait: Wait | null;
  outcome: { winners: string[]; draw: boolean; name: string } | null;
  rng: unknown;
  log: {
    game: string;
    options: { seed: number };
    actions: { player: string; action: string }[];
  };
}

export type Layout = "integers" | "ids";

function startingBoard(layout: Layout): IntegerBoard | IdBoard {
  if (layout === "integers")
    return {
      location: [9, 9, 9, 9, 9, 10, 10, 10, 10],
      places: [
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [0, 1, 2, 3, 4],
        [5, 6, 7, 8],
      ],
    };
  const pieces: IdBoard["pieces"] = {};
  PIECES.forEach(
    (id, i) =>
      (pieces[id] = {
        id,
        kind: OWNER[i] === 0 ? "x-mark" : "o-mark",
        location: POOLS[OWNER[i]!]!,
        state: {},
        owner: SIDES[OWNER[i]!]!,
      }),
  );
  const areas: Record<string, string[]> = {};
  for (const a of AREAS) areas[a] = [];
  return {
    pieces,
    holders: {
      supply: [],
      "x-marks": PIECES.slice(0, 5),
      "o-marks": PIECES.slice(5),
    },
    areas,
  };
}

/** Tic-Tac-Toe with the generated engines' protocol over the chosen layout. */
export class ShapedTicTacToe {
  private readonly s: ShapedState & (IntegerBoard | IdBoard);
  private readonly board: Board;

  constructor(
    ready: ShapedState & (IntegerBoard | IdBoard),
    layout: Layout,
    seed: number,
  ) {
    // A new game is a copy of the position set-up reaches, as the generated engines make it.
    this.s = copyState(ready);
    this.board =
      layout === "integers"
        ? integerBoard(this.s as IntegerBoard)
        : idBoard(this.s as IdBoard);
    this.s.rng = new SeededRandom(seed).save();
    this.s.log = { game: "tic-tac-toe", options: { seed }, actions: [] };
  }

  /** Runs the frame until play waits for a decision or the game ends. */
  run(events: GameEvent[]): void {
    const s = this.s;
    const f = s.frame;
    for (;;) {
      switch (f.pc) {
        case 0:
          // A round of turns, unless the board is full.
          if (this.board.full()) {
            s.outcome = { winners: [], draw: true, name: "Draw" };
            return;
          }
          f.l[1] = 0;
          f.pc = 1;
          continue;
        case 1:
          if (f.l[1] >= 2) {
            f.pc = 0;
            continue;
          }
          s.active = f.l[1];
          if (this.board.full()) {
            f.l[1]++;
            continue;
          }
          f.pc = 2;
          s.wait = {
            decision: "mark",
            player: SIDES[s.active]!,
            prompt: "Which square?",
            options: this.board.free(),
            slot: 0,
          };
          return;
        case 2:
          events.push(this.board.mark(s.active, f.l[0]));
          for (let side = 0; side < 2; side++) {
            if (this.board.three(side)) {
              s.outcome = {
                winners: [SIDES[side]!],
                draw: false,
                name: "Three in a row",
              };
              return;
            }
          }
          f.l[1]++;
          f.pc = 1;
          continue;
      }
    }
  }

  pending(): Decision<string> | null {
    const w = this.s.wait;
    return w
      ? {
          id: w.decision,
          player: w.player,
          prompt: w.prompt,
          options: w.options,
        }
      : null;
  }

  isOver(): boolean {
    return this.s.wait === null;
  }

  sides(): readonly string[] {
    return SIDES;
  }

  result(): ShapedState["outcome"] {
    return this.s.outcome;
  }

  apply(player: string, action: string): GameEvent[] {
    const w = this.s.wait;
    if (!w) throw new Error("the game is over");
    const copy = copyAction(action, w.options);
    if (player !== w.player)
      throw new Error(
        `'${w.prompt}' is for ${w.player} to decide, not ${player}`,
      );
    if (!w.options.includes(copy))
      throw new Error(`${JSON.stringify(copy)} is not a legal option`);
    this.s.frame.l[w.slot as 0] = copy;
    this.s.wait = null;
    const events: GameEvent[] = [];
    this.run(events);
    this.s.log.actions.push({ player, action: copy });
    return events;
  }
}

/** A maker of new games for a layout: set-up is run once, as the generated engines do for a set-up without chance. */
export function shapedTicTacToe(
  layout: Layout,
): (seed: number) => ShapedTicTacToe {
  const start = {
    ...startingBoard(layout),
    active: 0,
    frame: { pc: 0, l: ["", 0] },
    wait: null,
    outcome: null,
    rng: null,
    log: { game: "tic-tac-toe", options: { seed: 0 }, actions: [] },
  } as ShapedState & (IntegerBoard | IdBoard);
  const first = new ShapedTicTacToe(start, layout, 0);
  first.run([]);
  const ready = (
    first as unknown as { s: ShapedState & (IntegerBoard | IdBoard) }
  ).s;
  return (seed) => new ShapedTicTacToe(ready, layout, seed);
}
