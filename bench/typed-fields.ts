/**
 * What keeping pieces' fields in typed arrays would be worth (the fourth
 * stage of the layout, `docs/engine.md`): the pieces of a real Apache
 * position read as the engines keep them (records of one shape, found by
 * number) against the same fields in typed arrays (a place number in an
 * `Int32Array`, an owner's index in a `Uint8Array`). The read is the one
 * rules make most: every piece of every place, its owner and where it lies.
 * Interleaved rounds in one thread; ratios of the typed arrays' speed to the
 * records', min and median.
 */
import { game as apache } from "../generated/apache/index.js";
import { deciderOf } from "../runtime/engine.js";
import { Engine } from "../runtime/core/machine.js";
import { PLACE_BASE } from "../runtime/core/places.js";
import { PIECE_BASE, type PieceRef } from "../runtime/core/state.js";
import { SeededRandom } from "../runtime/rng.js";

export interface FieldsRace {
  what: string;
  readsPerRound: number;
  recordsNsPerRead: number;
  typedNsPerRead: number;
  ratio: { min: number; median: number };
}

/** An Apache position some way into a game (4 players, seed 5). */
function position(): Engine {
  const e = Engine.create(apache, { seed: 5, players: 4 });
  const agent = new SeededRandom(5);
  for (let i = 0; i < 150 && !e.isOver(); i++) {
    const d = e.pending()!;
    const o = d.options[agent.int(0, d.options.length - 1)]!;
    e.apply(deciderOf(d, o, e.sides()), o);
  }
  return e;
}

export function raceTypedFields(rounds = 7, passes = 4000): FieldsRace {
  const state = position().state;
  const places = state.places.filter((l): l is PieceRef[] => l !== null).map((l) => l.filter((p): p is number => typeof p === "number"));
  const sides = state.sides;
  const location = new Int32Array(state.pieces.length);
  const owner = new Uint8Array(state.pieces.length);
  state.pieces.forEach((p, i) => {
    location[i] = typeof p.location === "number" ? p.location - PLACE_BASE : -1;
    owner[i] = p.owner === undefined ? 255 : sides.indexOf(p.owner);
  });
  const first = sides[0]!;
  const pieces = state.pieces;
  const viaRecords = (): number => {
    let n = 0;
    for (let pass = 0; pass < passes; pass++)
      for (let k = 0; k < places.length; k++) {
        const list = places[k]!;
        for (let i = 0; i < list.length; i++) {
          const p = pieces[list[i]! - PIECE_BASE]!;
          if (p.owner === first && p.location !== PLACE_BASE) n++;
        }
      }
    return n;
  };
  const viaTyped = (): number => {
    let n = 0;
    for (let pass = 0; pass < passes; pass++)
      for (let k = 0; k < places.length; k++) {
        const list = places[k]!;
        for (let i = 0; i < list.length; i++) {
          const p = list[i]! - PIECE_BASE;
          if (owner[p] === 0 && location[p] !== 0) n++;
        }
      }
    return n;
  };
  const reads = passes * places.reduce((n, l) => n + l.length, 0);
  const time = (f: () => number): number => {
    const t = performance.now();
    f();
    return performance.now() - t;
  };
  // Warmed up first, so that both run optimised.
  viaRecords();
  viaTyped();
  if (viaRecords() !== viaTyped()) throw new Error("the two layouts read different fields");
  const records: number[] = [];
  const typed: number[] = [];
  for (let r = 0; r < rounds; r++) {
    records.push(time(viaRecords));
    typed.push(time(viaTyped));
  }
  const ratios = records.map((t, i) => t / typed[i]!).sort((a, b) => a - b);
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return {
    what: "owner and location of every piece in every place of an Apache position",
    readsPerRound: reads,
    recordsNsPerRead: +((med(records) * 1e6) / reads).toFixed(2),
    typedNsPerRead: +((med(typed) * 1e6) / reads).toFixed(2),
    ratio: { min: +ratios[0]!.toFixed(3), median: +med(ratios).toFixed(3) },
  };
}
