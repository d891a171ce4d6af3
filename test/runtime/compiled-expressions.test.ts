import { describe, expect, it } from "vitest";
import { game as squares } from "../../generated/squares/index.js";
import { game as apache } from "../../generated/apache/index.js";
import { game as owm } from "../../generated/once-we-moved-like-the-wind/index.js";
import { DataIndex } from "../../runtime/core/data.js";
import { initialState, PIECE_BASE, pieceRefs } from "../../runtime/core/state.js";
import * as V from "../../runtime/core/values.js";
import type { EvalContext, Value } from "../../runtime/core/values.js";
import { compiled, positionFor } from "../helpers/compiled.js";
import { Position } from "../../runtime/core/machine.js";
import { checkFiles } from "../helpers/spec.js";
import ts from "typescript";
import { pieceReaderSource, stateReaderSource } from "../../generator/compile/expressions.js";

/** A small game whose functions exercise the forms the compiler writes specially. */
const SPEC = `game g "G" {
  players: 2
  sides: a, b
  start: s
}
side a {
  state: { gold: int }
}
side b
unit soldier "Soldier" {
  strength: 1
}
type ground {
  values: clear, forest
}
pool army "Army" {
  owner: a
  size: 3
  3 soldier
}
map m "M" {
  layout: areas
  size: 2
  terrain-type: ground
  area one "One" {
    terrain: forest
  }
  area two "Two" {
    terrain: clear
  }
  link one -- two
}
hand purse "Purse" {
  each-player: true
}
function rolled-any() = not empty([for x in [1, 2, 3] if roll(1d6) >= 1])
function rolls() = [for x in [1, 2, 3] if roll(1d6) >= 1]
function rolled-through() = not empty(rolls())
function highs(big: bool) = if big then [for x in [1, 5, 7, 9] if x > 4] else [for x in [1, 2] if x > 4]
function any-high(big: bool) = not empty(highs(big))
function count-high(big: bool) = count(highs(big))
function first-of-highs(big: bool) = first(highs(big))
function then-roll() = roll(1d6)
function first-high() = first([for x in [1, 5, 7, 9] if x > 4])
function how-many-high() = count([for x in [1, 5, 7, 9] if x > 4])
function none-high() = empty([for x in [1, 2] if x > 4])
function terrain-of(place: area) = place.terrain
function kind-of(p: piece) = p.kind
function gold() = a.gold
function purse-of(who: side) = of(purse, who)
function own-purse() = count(pieces(purse))
function member(x: int) = x in [1, 5, 7]
function pair-member(x: int, y: int) = [x, y] in [[1, 2], [3, 4]]
function among-pairs(x: int) = x in [[1, 2], [3, 4]]
procedure earn() {
  set a.gold += 3
}
sequence s {
  step only
}
`;

/** What a reader gives, or the message it throws: readers are held to give the general one's, errors included. */
function outcome(f: () => unknown): { value: unknown } | { error: string } {
  try {
    return { value: f() };
  } catch (err) {
    return { error: (err as Error).message };
  }
}

describe("compiled expressions", () => {
  it("fuse empty, count and first of a selection into one loop with the same results", async () => {
    const checked = checkFiles({ "game.rules": SPEC });
    expect(checked.diagnostics).toEqual([]);
    const p = await positionFor(checked.model);
    expect(p.fn("first-high", [])).toBe(5);
    expect(p.fn("how-many-high", [])).toBe(3);
    expect(p.fn("none-high", [])).toBe(true);
    // Through a spec function and a choice between two selections.
    expect([true, false].map((big) => [p.fn("any-high", [big]), p.fn("count-high", [big]), p.fn("first-of-highs", [big])])).toEqual([
      [true, 3, 5],
      [false, 0, null],
    ]);
  });

  it("do not stop a selection early when it rolls dice: every item's die is rolled", async () => {
    const checked = checkFiles({ "game.rules": SPEC });
    const p = await positionFor(checked.model, { script: { dice: [1, 2, 3, 6] } });
    expect(p.fn("rolled-any", [])).toBe(true);
    // The fourth die is the next one rolled: the selection rolled three, not one.
    expect(p.fn("then-roll", [])).toBe(6);
    const q = await positionFor(checked.model, { script: { dice: [1, 2, 3, 6] } });
    expect(q.fn("rolled-through", [])).toBe(true);
    expect(q.fn("then-roll", [])).toBe(6);
  });

  it("read a property no rule changes from the declaration, and a changing field from the state", async () => {
    const checked = checkFiles({ "game.rules": SPEC });
    const p = await positionFor(checked.model);
    const soldier = p.idsIn("army")[0]!;
    expect(p.fn("terrain-of", ["one"])).toBe("forest");
    expect(p.fn("terrain-of", ["two"])).toBe("clear");
    expect(p.fn("kind-of", [soldier])).toBe("soldier");
    expect(p.fn("gold", [])).toBe(0);
    p.call("earn", []);
    expect(p.fn("gold", [])).toBe(3);
  });
});

describe("'in'", () => {
  it("finds a value among a list's items, and a list only among lists with the same items", async () => {
    const checked = checkFiles({ "game.rules": SPEC });
    expect(checked.diagnostics).toEqual([]);
    const p = await positionFor(checked.model);
    expect([1, 2, 5, 7, 8].map((x) => p.fn("member", [x]))).toEqual([true, false, true, true, false]);
    expect(p.fn("pair-member", [3, 4])).toBe(true);
    expect(p.fn("pair-member", [4, 3])).toBe(false);
    // A number is no list: not among lists, whatever they hold.
    expect(p.fn("among-pairs", [1])).toBe(false);
  });
});

describe("a side's copy of a holder every player has", () => {
  it("is the place the module numbers for it, found by the side's name, and what 'of' finds by name for anything else", async () => {
    const checked = checkFiles({ "game.rules": SPEC });
    expect(checked.diagnostics).toEqual([]);
    const p = await positionFor(checked.model);
    expect(p.fn("purse-of", ["a"])).toBe("purse@a");
    expect(p.fn("purse-of", ["b"])).toBe("purse@b");
    // Not a side: no copy, whatever the record's prototype holds under that name.
    expect(p.fn("purse-of", ["constructor"])).toBe("purse@constructor");
    p.place(p.idsIn("army").slice(0, 2), "purse@a");
    // The acting side's copy, when the holder is named bare.
    expect(p.fn("own-purse", [], "a")).toBe(2);
    expect(p.fn("own-purse", [], "b")).toBe(0);
  });
});

describe("selections with look-ups", () => {
  const spec = (watched: boolean) => `game g "G" {
  players: 2
  sides: a, b
  start: s
}
side a
side b
track seen "Look-ups seen" {
  range: 0..10
}
type measure {
  values: one, two, three
}
table size "Size" {
  row one: 1
  row two: 2
  row three: 3
}
${watched ? "trigger count-lookups {\n  on: lookup\n  run {\n    set seen += 1\n  }\n}\n" : ""}function any-big() = not empty([for x in [one, two, three] if size(x) > 0])
procedure check() {
  if any-big() {
    log("big")
  }
}
sequence s {
  step only
}
`;

  it("stop at the first match when no rule watches look-ups, and look up every item when one does", async () => {
    for (const watched of [false, true]) {
      const checked = checkFiles({ "game.rules": spec(watched) });
      expect(checked.diagnostics).toEqual([]);
      const p = await positionFor(checked.model);
      p.call("check", []);
      expect(p.events).toContainEqual({ type: "log", text: "big" });
      expect(p.state.tracks["seen"]).toBe(watched ? 3 : 0);
    }
  });
});

/** A reader's source as the generator writes it into a module, made into a function here (types stripped). */
function emitted(source: string): (ctx: EvalContext, o: Value) => Value {
  const js = ts.transpileModule(`export default ${source};`, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS } }).outputText;
  const module = { exports: {} as { default?: (ctx: EvalContext, o: Value) => Value } };
  new Function("module", "exports", "V", js)(module, module.exports, V);
  return module.exports.default!;
}

describe("readers chosen by the checker's types", () => {
  it("give what the general readers give, whatever the value turns out to be", () => {
    const program = squares.programs["|"]!();
    const ctx: EvalContext = { index: new DataIndex(program.data, program.defaults, program.turns), state: initialState(program.data), fn: [] };
    // An area with state of its own, as a map's `state` gives it.
    ctx.state.areaState = { "b1-l": { control: "blue" } };
    // The two sides' fields apart, so a reader that took one side's record for the other's would give a wrong answer.
    ctx.state.sideState["blue"]!["turn-count"] = 3;
    ctx.state.sideState["gray"]!["turn-count"] = 5;
    // Pieces as play names them (numbers from PIECE_BASE up), and a number past the last piece.
    const pieces = pieceRefs(ctx.state.pieces);
    expect(pieces.every((p) => typeof p === "number")).toBe(true);
    const values: Value[] = [...ctx.index.decls.keys(), ...pieces, PIECE_BASE + pieces.length, ...ctx.index.placeRefs, ...ctx.state.placeIds, null, 3, ["b1-l"]];
    const fields = ["control", "terrain", "reserve", "owner", "turn-count", "double-turn", "kind", "strength", "nothing"];
    for (const v of values) {
      expect(outcome(() => V.areaPieces(ctx, v)), String(v)).toEqual(outcome(() => V.readPieces(ctx, v)));
      for (const f of fields) {
        const general = outcome(() => V.fieldValue(ctx, v, f));
        // The readers compiled code writes out where the checker says the receiver is an area (AF_control) or a
        // side (SF_clock), and for a field pieces keep (R_move$last): what the general reader gives, whatever the value.
        for (const make of [(x: string) => stateReaderSource("area", x), (x: string) => stateReaderSource("side", x), (x: string) => stateReaderSource("side", x, ["gray", "blue"]), pieceReaderSource]) {
          expect(outcome(() => emitted(make(f))(ctx, v)), `${String(v)}.${f}: ${make(f)}`).toEqual(general);
        }
        // Only fields no rule changes and no state holds are read as properties; `kind` has its own reader.
        if (["terrain", "reserve", "nothing"].includes(f)) {
          expect(outcome(() => V.staticField(ctx, v, f)), `${String(v)}.${f}`).toEqual(general);
          // The reader compiled code uses (S_terrain), which keeps the property's table between calls.
          expect(outcome(() => V.staticReader(f)(ctx, v)), `${String(v)}.${f}`).toEqual(general);
        }
        if (f === "kind") expect(outcome(() => V.kindOf(ctx, v)), `${String(v)}.kind`).toEqual(general);
      }
    }
  });
});

describe("the reader of a property no rule changes", () => {
  it("reads a piece's kind's value by the piece's number as the general reader does, lists and none included", () => {
    const program = owm.programs["|"]!();
    const index = new DataIndex(program.data, program.defaults, program.turns);
    const ctx: EvalContext = { index, state: initialState(program.data), fn: [] };
    // Every piece by its number (play names this game's pieces by their kinds' names, which read the kind itself),
    // and by the name play gives it; one number past the last piece; the places; values no property belongs to.
    const numbers = ctx.state.pieces.map((_, i) => PIECE_BASE + i);
    const values: Value[] = [...numbers, ...pieceRefs(ctx.state.pieces), PIECE_BASE + numbers.length, ...index.placeRefs, null, 3];
    // Properties of pieces' kinds (a class, a leader's flag, a rating) and of areas (their features, a list or none).
    const fields = ["class", "leader", "movement", "rating", "senior", "features", "territory", "nothing"];
    const read = (f: string) => {
      const reader = V.staticReader(f);
      return values.map((v) => outcome(() => reader(ctx, v)));
    };
    const general = (f: string) => values.map((v) => outcome(() => V.fieldValue(ctx, v, f)));
    for (const f of fields) expect(read(f), f).toEqual(general(f));
    // Read again, each value twice in a row and back in the other order: the reader keeps the last values it read by id.
    for (const f of ["class", "leader", "rating"]) {
      const reader = V.staticReader(f);
      const again = [...values, ...values].sort((a, b) => String(a).localeCompare(String(b)));
      const back = [...again].reverse();
      expect([...again, ...back].map((v) => outcome(() => reader(ctx, v))), f).toEqual([...again, ...back].map((v) => outcome(() => V.fieldValue(ctx, v, f))));
    }
    // Pieces differ in these, so a reader that read one piece's value for another would fail above.
    expect(new Set(numbers.map((p) => V.fieldValue(ctx, p, "class"))).size).toBeGreaterThan(2);
    // A state that says a piece is of another kind than the program made it is read by the kind it says, as before.
    const other = ctx.state.pieces.findIndex((p) => V.fieldValue(ctx, p.kind, "class") !== V.fieldValue(ctx, ctx.state.pieces[0]!.kind, "class"));
    ctx.state.pieces[0] = { ...ctx.state.pieces[0]!, kind: ctx.state.pieces[other]!.kind };
    expect(V.staticReader("class")(ctx, numbers[0]!)).toBe(V.fieldValue(ctx, numbers[other]!, "class"));
    const reader = V.staticReader("class");
    expect(numbers.map((p) => reader(ctx, p))).toEqual(numbers.map((p) => V.fieldValue(ctx, p, "class")));
  });
});

describe("the reader of a holder every player has", () => {
  it("gives what the general reader gives, for every holder name and acting side (or none)", () => {
    const program = apache.programs["|"]!();
    const index = new DataIndex(program.data, program.defaults, program.turns);
    const state = initialState(program.data, 3);
    // Each side's tribe holds a card of its own, so that the copies differ.
    const cards = pieceRefs(state.pieces);
    state.sides.forEach((side, i) => V.placeContents(state, index, index.placeValue(`tribe@${side}`))!.push(cards[i]!));
    const names = program.data.holders.map((h) => h.id);
    expect(names.filter((n) => index.holder(n)?.["each-player"])).toEqual(expect.arrayContaining(["tribe", "victory-pile"]));
    for (const actor of [undefined, ...state.sides]) {
      const ctx: EvalContext = { index, state, fn: [] };
      if (actor !== undefined) ctx.actor = actor;
      for (const name of names) {
        const general = (() => {
          try {
            return V.readPieces(ctx, name);
          } catch (err) {
            return (err as Error).message;
          }
        })();
        const own = (() => {
          try {
            return V.ownPieces(ctx, name);
          } catch (err) {
            return (err as Error).message;
          }
        })();
        expect(own, `${name} for ${String(actor)}`).toEqual(general);
      }
    }
  });
});

describe("readers of fields pieces hold in their state", () => {
  // `gold` is held by a side, by the pieces of one kind and by the map's areas; another kind has none.
  const spec = `game g "G" {
  players: 2
  sides: a, b
  start: s
}
side a {
  state: { gold: int }
}
side b
unit soldier "Soldier" {
  state: { gold: int }
}
unit scout "Scout" {
  strength: 1
}
pool army "Army" {
  size: 3
  2 soldier
  1 scout
}
map m "M" {
  layout: areas
  state: { gold: int }
  area one "One"
  area two "Two"
  link one -- two
}
function gold-of(x: piece) = x.gold
procedure pay(x: piece) {
  set x.gold += 2
}
sequence s {
  step only
}
`;

  it("give what the general reader gives for any value: a piece, a side, an area, a declaration or nothing", async () => {
    const checked = checkFiles({ "game.rules": spec });
    expect(checked.diagnostics).toEqual([]);
    const set = await compiled(checked.model);
    const p = new Position(set);
    const [first, second, scout] = p.idsIn("army");
    p.call("pay", [first!]);
    p.state.sideState["a"]!["gold"] = 4;
    p.state.areaState!["two"]!["gold"] = 9;
    const program = set.programs["|"]!();
    const ctx: EvalContext = { index: new DataIndex(program.data, program.defaults, program.turns), state: p.state, fn: [] };
    const values: Value[] = [first!, second!, scout!, "a", "b", "one", "two", "soldier", "scout", "army", "nowhere", null, 3, [first!]];
    // `fn` takes pieces and places by id, as clients name them; the general reader, as play does.
    for (const v of values) expect(outcome(() => p.fn("gold-of", [v])), String(v)).toEqual(outcome(() => V.fieldValue(ctx, V.fromClient(ctx.index, v) as Value, "gold")));
    // And what each holds, so the comparison is not between two wrong answers.
    expect([first, second, "a", "two"].map((v) => p.fn("gold-of", [v!]))).toEqual([2, 0, 4, 9]);
    expect(p.fn("gold-of", [scout!])).toBeNull();
  });
});
