/**
 * A piece's record, and its state record, are never changed once the engine
 * holds them: a move, a reveal or a field set gives the piece a new record
 * (see `PieceState`); so are the state's tracks and sides' and areas' state
 * (see `REPLACED`). Views tell an unchanged piece by its record
 * (`runtime/core/view.ts`), and clones share the records (`Engine.clone`),
 * so a record changed in place would leave a stale view, or change a
 * position a host keeps. Held here over random games of every engine:
 * every record met keeps the data it had.
 */
import { describe, expect, it } from "vitest";
import { NotSpecifiedError } from "../../runtime/core/commands.js";
import { Engine, type ProgramSet } from "../../runtime/core/machine.js";
import { REPLACED, type GameState } from "../../runtime/core/state.js";
import { positionFor } from "../helpers/compiled.js";
import { playOn } from "../helpers/random-play.js";
import { checkFiles, PLAYABLE } from "../helpers/spec.js";
import * as apache from "../../generated/apache/index.js";
import * as navajo from "../../generated/navajo-wars/index.js";
import * as owm from "../../generated/once-we-moved-like-the-wind/index.js";
import * as squares from "../../generated/squares/index.js";
import * as warpath from "../../generated/warpath/index.js";

/** Each game, and whether its random games set pieces' fields (so state records are replaced). */
const GAMES: [string, { game: ProgramSet }, { scenario?: string; variants?: string[] }, boolean][] = [
  ["SQUARES", squares, {}, true],
  ["Apache", apache, { variants: ["warpath", "wedding"] }, false],
  ["Once We Moved Like the Wind", owm, {}, true],
  ["Warpath", warpath, {}, true],
  ["Navajo Wars", navajo, { scenario: "rise-of-the-people" }, true],
];

const stateOf = (e: Engine) => (e as unknown as { s: GameState }).s;

describe("pieces' records", () => {
  for (const [name, module, options, setsFields] of GAMES) {
    it(`are never changed in place in ${name}, and a clone's are its parent's until play gives it new ones`, () => {
      const met = new Map<object, string>();
      let replaced = 0;
      let moved = 0;
      for (let seed = 1; seed <= 3; seed++) {
        const engine = Engine.create(module.game, { seed, ...options });
        const before = new Map<number, object>();
        const where = new Map<number, unknown>();
        const look = (e: Engine) => {
          // The state's records the engine replaces rather than changes, and each side's and area's in them.
          const s = stateOf(e) as unknown as Record<string, Record<string, unknown>>;
          for (const k of REPLACED) {
            const record = s[k];
            if (record === undefined) continue;
            for (const r of [record, ...(k === "tracks" ? [] : Object.values(record))]) if (!met.has(r as object)) met.set(r as object, JSON.stringify(r));
          }
          stateOf(e).pieces.forEach((p, i) => {
            // The record and its state record alike: each keeps what it held when first met.
            if (!met.has(p)) met.set(p, JSON.stringify(p));
            if (!met.has(p.state)) met.set(p.state, JSON.stringify(p.state));
            if (before.has(i) && before.get(i) !== p.state) replaced++;
            if (where.has(i) && where.get(i) !== p.location) moved++;
            before.set(i, p.state);
            where.set(i, p.location);
          });
        };
        look(engine);
        try {
          playOn(engine, 150, seed, (e) => {
            look(e);
            const copy = e.clone();
            stateOf(copy).pieces.forEach((p, i) => expect(p).toBe(stateOf(e).pieces[i]));
            for (const k of REPLACED) expect((stateOf(copy) as unknown as Record<string, unknown>)[k]).toBe((stateOf(e) as unknown as Record<string, unknown>)[k]);
          });
        } catch (err) {
          // A game may stop where the rules leave play unspecified (Navajo Wars' missing rulebook).
          if (!(err instanceof NotSpecifiedError)) throw err;
        }
        for (const [record, text] of met) expect(JSON.stringify(record)).toBe(text);
      }
      expect(met.size).toBeGreaterThan(0);
      expect(moved).toBeGreaterThan(0);
      if (setsFields) expect(replaced).toBeGreaterThan(0);
    });
  }
});

describe("setting a piece's field", () => {
  it("gives the piece a new state record when the value changes, and keeps the record when it is set to what it holds", async () => {
    const checked = checkFiles({
      "game.rules": `${PLAYABLE}unit soldier "Soldier" {
  strength: 1
  state: { ready: bool }
}
pool army "Army" {
  owner: a
  size: 1
  1 soldier
}
procedure rest(u: piece) {
  set u.ready = false
}
procedure rouse(u: piece) {
  set u.ready = true
}
sequence s {
  step only
}
`,
    });
    expect(checked.diagnostics).toEqual([]);
    const p = await positionFor(checked.model);
    const soldier = p.idsIn("army")[0]!;
    const first = p.piece(soldier).state;
    p.call("rest", [p.ref(soldier)]);
    // Already false: the same record.
    expect(p.piece(soldier).state).toBe(first);
    p.call("rouse", [p.ref(soldier)]);
    const roused = p.piece(soldier).state;
    expect(roused).not.toBe(first);
    expect(roused).toEqual({ ...first, ready: true });
    // The record it replaced is as it was.
    expect(first["ready"]).toBe(false);
  });
});
