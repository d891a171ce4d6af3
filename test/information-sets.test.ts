/**
 * Information sets: what a player sees (view, their decision, events, log)
 * must not depend on what the rules hide from them. Checked by resampling:
 * the identities of pieces hidden from a player are permuted among pieces
 * that look alike to them, and their view and decision must stay the same.
 * Also an attacker's test: from one Apache view, rebuild the prairie order.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { game as apache } from "../generated/apache/index.js";
import { DataIndex } from "../runtime/core/data.js";
import { Engine, programKey, type EngineState, type ProgramSet } from "../runtime/core/machine.js";
import { OPAQUE, secretFromSomeone, visibilityRules } from "../runtime/core/secrecy.js";
import { readableBoard, type Value } from "../runtime/core/values.js";
import type { Board } from "../runtime/core/state.js";
import { deciderOf, MAX_SEED, newSecret, type EngineOptions } from "../runtime/engine.js";
import { SeededRandom } from "../runtime/rng.js";
import { compiled } from "./helpers/compiled.js";
import { checkFiles, PLAYABLE } from "./helpers/spec.js";
import { sameForEveryPlayer } from "./helpers/resample.js";
import { checkGame } from "../dsl/check.js";
import { Describer } from "../runtime/describe.js";
import { glossaryOf } from "../generator/glossary.js";
import { playTo } from "./helpers/random-play.js";
import { pieceNamed } from "../runtime/core/board.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 8);
const blocksModel = checkGame("test/fixtures/blocks/game.rules").model;


function resamplingHolds(set: ProgramSet, options: (seed: number) => EngineOptions, maxSteps: number) {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: MAX_SEED }), fc.integer({ min: 0, max: maxSteps }), (seed, steps) => {
      const e = playTo(set, options(seed), steps);
      expect(e.state.secrets).toBeDefined();
      sameForEveryPlayer(set, e, new SeededRandom(seed));
    }),
    { numRuns: RUNS },
  );
}

describe("information sets: Apache", () => {
  it("give a player the same view and decision whatever the hidden cards are", () => {
    resamplingHolds(apache, (seed) => ({ seed, players: 2 + (seed % 4) }), 300);
  });

  it("defeat an attacker rebuilding the prairie order from one view and the model", () => {
    // The attack that worked before: aliases numbered in the order of the real ids.
    const content = (s: Board, id: string) => JSON.stringify([pieceNamed(s, id)!.kind, pieceNamed(s, id)!.state]);
    let right = 0;
    let total = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const e = playTo(apache, { seed, players: 3 }, 30);
      const truth = readableBoard(e.state);
      const view = e.view("red");
      const prairie = view.holders["prairie"]!;
      const hiddenIds = truth.pieces.map((p) => p.id).filter((id) => e.isHiddenFrom(id, "red")).sort();
      const aliases = view.pieces.map((p) => p.id).filter((id) => id.startsWith("hidden-")).sort();
      const guess = new Map(aliases.map((a, i) => [a, hiddenIds[i]!]));
      prairie.forEach((alias, i) => {
        total++;
        if (content(truth, guess.get(alias)!) === content(truth, truth.holders["prairie"]![i]!)) right++;
      });
    }
    // Guessing blindly matches about one card in six (a third of the cards are buffalo); the old leak matched all.
    expect(right / total).toBeLessThan(0.3);
  });

  it("show a player only their own plays in a window any side may play into, and another's decision without options", () => {
    const e = Engine.create(apache, { seed: 11, players: 3 });
    const d = e.pending()!;
    expect(d.player).toBe("any");
    const red = e.pendingFor("red")!;
    expect(red.options.every((o) => Array.isArray(o) && o[0] === "red")).toBe(true);
    expect(red.options.length).toBeLessThan(d.options.length);
  });

  it("keep chance, frames, the log and the aliases' key out of views and players' logs", () => {
    const e = playTo(apache, { seed: 3, players: 4 }, 50);
    const view = e.view("red") as unknown as Record<string, unknown>;
    for (const k of ["rng", "secrets", "stack", "wait", "log", "program"]) expect(view).not.toHaveProperty(k);
    expect(JSON.stringify(e.logFor("red"))).not.toContain('"seed"');
    // Face-down prairie cards appear only under aliases, in events as in views.
    const pass = e.pending()!.options.find((o) => Array.isArray(o) && o[1] === "done")!;
    const events = e.eventsFor("red", e.apply(deciderOf(e.pending()!, pass, e.sides()), pass));
    for (const id of e.state.pieces.map((p) => p.id).filter((p) => e.isHiddenFrom(p, "red"))) expect(JSON.stringify(events)).not.toContain(`"${id}"`);
  });
});

describe("information sets: the resampling check itself", () => {
  it("fails on a leaky engine: one whose view tells the kinds of the pieces it hides", async () => {
    const set = await compiled(blocksModel);
    const e = playTo(set, { seed: 2 }, 6);
    // What a leaky engine would give: the view, plus each hidden piece's kind and fields under its alias.
    const leaky = (x: Engine, player: string) => {
      const truth = readableBoard(x.state);
      const byAlias = new Map([...x.aliases()].map(([id, alias]) => [alias, id]));
      const view = x.view(player);
      return { view, told: view.pieces.map((p) => p.id).filter((k) => k.startsWith("hidden-")).map((alias) => pieceNamed(truth, byAlias.get(alias)!)!.state) };
    };
    expect(() => {
      for (let seed = 1; seed <= 20; seed++) sameForEveryPlayer(set, e, new SeededRandom(seed), leaky);
    }).toThrow();
    // The engine itself passes the same check.
    for (let seed = 1; seed <= 20; seed++) sameForEveryPlayer(set, e, new SeededRandom(seed));
  });
});

describe("information sets: a block game", () => {
  it("give a player the same view and decision whatever the other side's blocks are", async () => {
    const set = await compiled(blocksModel);
    resamplingHolds(set, (seed) => ({ seed }), 24);
  });

  it("hide a revealed block again when it goes back to its pool, under a new alias", async () => {
    const set = await compiled(blocksModel);
    let returned = 0;
    for (let seed = 1; seed <= 30 && returned === 0; seed++) {
      const before = new Map<string, string>();
      playTo(set, { seed }, 30, (e) => {
        const s = readableBoard(e.state);
        const aliases = e.aliases();
        for (const p of s.pieces) {
          const id = p.id;
          const alias = aliases.get(id);
          if (p.location.endsWith("-pool") && before.has(id) && p.revealed !== true) {
            // It was seen in a fight and is back among the face-down blocks.
            if (before.get(id) === "revealed") {
              expect(e.isHiddenFrom(id, p.owner === "east" ? "west" : "east")).toBe(true);
              expect(alias).toBeDefined();
              returned++;
            }
          }
          if (p.revealed) before.set(id, "revealed");
          else if (alias && !before.has(id)) before.set(id, alias);
        }
      });
    }
    expect(returned).toBeGreaterThan(0);
  });

  it("name the pieces of a player's own decision to them, and mask the opponent's blocks in events", async () => {
    const set = await compiled(blocksModel);
    const e = Engine.create(set, { seed: 4 });
    const d = e.pendingFor(e.pending()!.player)!;
    // The mover sees their own blocks by name.
    for (const o of d.options) expect(String(o)).toMatch(/^fighter#/);
    const opponent = e.sides().find((s) => s !== d.player)!;
    expect(e.pendingFor(opponent)!.options).toEqual([]);
    const events = e.apply(d.player, d.options[0] as Value);
    expect(JSON.stringify(e.eventsFor(opponent, events))).not.toMatch(/fighter#/);
  });

  it("say which block a decision concerns: by name to its owner, as a face-down block with no alias to the opponent", async () => {
    const set = await compiled(blocksModel);
    const e = Engine.create(set, { seed: 4 });
    const first = e.pending()!;
    e.apply(first.player, first.options[0]!);
    const d = e.pending()!;
    expect(d.id).toBe("target");
    const opponent = e.sides().find((s) => s !== d.player)!;
    expect(e.pendingFor(d.player)!.subject).toBe(first.options[0]);
    // An alias would single the block out among the opponent's blocks on the board (the leader of a stack).
    const seen = e.pendingFor(opponent)!.subject as string;
    expect(seen).toBe(OPAQUE);
    const words = new Describer(glossaryOf(blocksModel));
    expect(words.value(e.view(opponent), seen)).toBe("a face-down piece");
    expect(words.piece(e.view(d.player), String(first.options[0]))).not.toContain("face-down");
  });
});

describe("secret simultaneous decisions (choose ... by each)", () => {
  /** A Skirmish game played at random up to its first secret push. */
  async function atPush(seed: number): Promise<Engine> {
    const set = await compiled(blocksModel);
    const e = Engine.create(set, { seed });
    const agent = new SeededRandom(seed);
    while (!e.isOver() && e.pending()!.id !== "push") {
      const d = e.pending()!;
      const o = d.options[agent.int(0, d.options.length - 1)]!;
      e.apply(deciderOf(d, o, e.sides()), o);
    }
    return e;
  }

  async function somePush(): Promise<Engine> {
    for (let seed = 1; seed < 50; seed++) {
      const e = await atPush(seed);
      if (!e.isOver()) return e;
    }
    throw new Error("no game of Skirmish reached a push");
  }

  it("ask every side named at once, and keep each choice from the others until all have chosen", async () => {
    const e = await somePush();
    const d = e.pending()!;
    expect(d.player).toBe("each");
    expect(d.players).toEqual(["east", "west"]);
    expect(e.pendingFor("east")!.options).toEqual([0, 1]);
    expect(e.pendingFor("west")!.options).toEqual([0, 1]);

    // East's choice changes nothing West can see: view, decision, events or log.
    const a = e.clone();
    const b = e.clone();
    const eventsA = a.eventsFor("west", a.apply("east", 0));
    const eventsB = b.eventsFor("west", b.apply("east", 1));
    expect(eventsA).toEqual(eventsB);
    expect(a.view("west")).toEqual(b.view("west"));
    expect(a.pendingFor("west")).toEqual(b.pendingFor("west"));
    expect(a.logFor("west")).toEqual(b.logFor("west"));
    expect(a.logFor("west").actions.at(-1)).toEqual({ player: "east", action: "secret" });
    expect(a.logFor("east").actions.at(-1)).toEqual({ player: "east", action: 0 });

    // Only West is still to decide; East may not choose twice, and the state stays as it was.
    expect(b.pending()!.players).toEqual(["west"]);
    expect(b.pendingFor("east")!.options).toEqual([]);
    const before = JSON.stringify(b.state);
    expect(() => b.apply("east", 0)).toThrow(/already made a choice/);
    expect(JSON.stringify(b.state)).toBe(before);

    // Once West has chosen, both choices are known to all, in the order the sides were named.
    const events = b.apply("west", 0);
    expect(events).toContainEqual({ type: "chosen", decision: "push", choices: { east: 1, west: 0 } });
    expect(b.logFor("west").actions.slice(-2)).toEqual([
      { player: "east", action: 1 },
      { player: "west", action: 0 },
    ]);
  });

  it("restore from JSON between the two secret choices and go on as the original does", async () => {
    const e = await somePush();
    e.apply("west", 1);
    const set = await compiled(blocksModel);
    const copy = Engine.restore(set, JSON.parse(JSON.stringify(e.state)) as EngineState);
    const x = e.apply("east", 0);
    const y = copy.apply("east", 0);
    expect(y).toEqual(x);
    expect(copy.state).toEqual(e.state);
    // The replayed log reaches the same position.
    const replayed = Engine.replay(set, e.state.log);
    expect(replayed.state).toEqual(e.state);
  });
});

/**
 * A game of one step whose procedure asks twice: `before` runs first, then
 * the first decision, then `between`, then the second. `decls` declares the
 * pieces and holders they use.
 */
function askingTwice(decls: string, before: string, between: string): string {
  const lines = (text: string) => text.split("\n").filter((l) => l.trim() !== "").map((l) => `  ${l.trim()}\n`).join("");
  return `${PLAYABLE}${decls}decision go "Go" {
  prompt: "Go on"
}
procedure twice "Twice" (who: side) {
${lines(before)}  choose x from [1] by who as go
${lines(between)}  choose y from [1] by who as go
}
sequence s {
  step only {
    run {
      twice(active)
    }
  }
}
`;
}

describe("aliases as play goes", () => {
  // Aliases are worked out from each piece's alias number, which an action renews when every side
  // sees the piece: after every action, every piece secret from someone has one, no two share one,
  // and an alias shown before its piece was seen by all never shows again.
  const owmltw = import("../generated/once-we-moved-like-the-wind/index.js");
  it.each([
    ["Apache", async () => apache, { players: 4 }, 400],
    ["Once We Moved Like the Wind", async () => (await owmltw).game, {}, 300],
    ["a block game", async () => compiled(blocksModel), {}, 200],
  ] as const)("belong to the pieces secret from someone, one each, and are never shown again once the piece was seen (%s)", async (_, load, extra, steps) => {
    const set = await load();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SEED }), (seed) => {
        const options: EngineOptions = { seed, ...extra };
        const e = Engine.create(set, options);
        const program = set.programs[programKey(undefined, [])]!();
        const rules = visibilityRules(new DataIndex(program.data, program.defaults, program.turns, set.symbols), e.sides());
        const agent = new SeededRandom(seed ^ 0x2545f491);
        // Each piece's aliases shown so far, and the aliases retired when their pieces were seen by all.
        const shownBefore = new Map<string, string>();
        const retired = new Set<string>();
        for (let i = 0; i <= steps; i++) {
          const s = readableBoard(e.state);
          const secret = s.pieces.map((p) => p.id).filter((id) => secretFromSomeone(pieceNamed(s, id)!, rules));
          const aliases = e.aliases();
          expect([...aliases.keys()].sort(), `after ${i} actions`).toEqual(secret.sort());
          expect(new Set(aliases.values()).size, `after ${i} actions`).toBe(aliases.size);
          for (const id of s.pieces.map((p) => p.id)) {
            const alias = aliases.get(id);
            if (alias === undefined) {
              const old = shownBefore.get(id);
              if (old !== undefined) retired.add(old);
              shownBefore.delete(id);
              continue;
            }
            expect(retired.has(alias), `${id} shown again under ${alias} after it was seen (after ${i} actions)`).toBe(false);
            shownBefore.set(id, alias);
          }
          if (e.isOver()) break;
          const d = e.pending()!;
          const o = d.options[agent.int(0, d.options.length - 1)]!;
          e.apply(deciderOf(d, o, e.sides()), o);
        }
      }),
      { numRuns: Math.max(2, Math.floor(RUNS / 2)) },
    );
  });
});

describe("a piece seen by all and hidden again within one action", () => {
  it("comes back under an alias never shown before", async () => {
    const checked = checkFiles({
      "game.rules": askingTwice(
        `card note "Note"
card letter "Letter"
deck left "Left" {
  visibility: none
  1 note
  1 letter
}
deck right "Right" {
  visibility: none
}
pool table "Table"
`,
        "",
        `move note to table
move note to right`,
      ),
    });
    expect(checked.diagnostics).toEqual([]);
    const e = Engine.create(await compiled(checked.model), { seed: 3 });
    const before = e.aliases().get("note");
    const kept = e.aliases().get("letter");
    expect(before).toMatch(/^hidden-/);
    // One action moves the note face up onto the table and back into a hiding deck.
    e.apply("a", 1);
    expect(pieceNamed(readableBoard(e.state), "note")!.location).toBe("right");
    const after = e.aliases().get("note");
    expect(after).toMatch(/^hidden-/);
    expect(after).not.toBe(before);
    // A piece nobody saw keeps its alias.
    expect(kept).toMatch(/^hidden-/);
    expect(e.aliases().get("letter")).toBe(kept);
  });
});

describe("a shuffled holder", () => {
  it("shows every piece in it under a new alias, and leaves the others' alone", async () => {
    const checked = checkFiles({
      "game.rules": askingTwice(
        `card note "Note"
card letter "Letter"
card parcel "Parcel"
deck left "Left" {
  visibility: none
  1 note
  1 letter
}
deck right "Right" {
  visibility: none
  1 parcel
}
`,
        "",
        "shuffle(left)",
      ),
    });
    expect(checked.diagnostics).toEqual([]);
    const e = Engine.create(await compiled(checked.model), { seed: 5 });
    const before = e.aliases();
    expect(before.size).toBe(3);
    e.apply("a", 1);
    const after = e.aliases();
    for (const id of ["note", "letter"]) {
      expect(after.get(id)).toMatch(/^hidden-/);
      expect([...before.values()]).not.toContain(after.get(id));
    }
    expect(after.get("parcel")).toBe(before.get("parcel"));
  });
});

describe("a revealed piece moved between two places that hide what they hold", () => {
  it("is hidden again and gets an alias, though neither place differs from the other", async () => {
    const checked = checkFiles({
      "game.rules": askingTwice(
        `card note "Note"
deck left "Left" {
  visibility: none
  1 note
}
deck right "Right" {
  visibility: none
}
`,
        "reveal(note)",
        "move note to right",
      ),
    });
    expect(checked.diagnostics).toEqual([]);
    const e = Engine.create(await compiled(checked.model), { seed: 1 });
    // Revealed in the left deck: seen by all, so no alias.
    expect(pieceNamed(readableBoard(e.state), "note")!.revealed).toBe(true);
    expect(e.aliases().get("note")).toBeUndefined();
    e.apply("a", 1);
    expect(pieceNamed(readableBoard(e.state), "note")!.location).toBe("right");
    expect(pieceNamed(readableBoard(e.state), "note")!.revealed).toBe(false);
    expect(e.aliases().get("note")).toMatch(/^hidden-/);
    expect(e.isHiddenFrom("note", "b")).toBe(true);
  });
});

describe("sample(player, rng): a game the player cannot tell from the real one, for bots that search", () => {
  const cases: [string, () => Promise<ProgramSet>, (seed: number) => EngineOptions, number][] = [
    ["Apache", async () => apache, (seed) => ({ seed, players: 2 + (seed % 4) }), 40],
    ["Once We Moved Like the Wind", async () => (await import("../generated/once-we-moved-like-the-wind/index.js")).game, (seed) => ({ seed }), 40],
    ["the hidden-block fixture", async () => compiled(blocksModel), (seed) => ({ seed }), 2],
  ];
  /** Where each piece is: its place and its position there. */
  const spots = (b: Board) => new Map(Object.entries({ ...b.holders, ...b.areas }).flatMap(([place, ids]) => ids.map((id, i) => [id, `${place}:${i}`] as const)));
  for (const [name, load, options, pace] of cases) {
    // A bot draws a game when it is to decide: the decider's information set, at random points of random games.
    it(`${name}: shows the deciding side the same view and decision, redraws what is hidden from it, and plays on`, async () => {
      const set = await load();
      let redrawn = 0;
      let hidden = 0;
      for (let seed = 1; seed <= 6; seed++) {
        const e = playTo(set, options(seed), pace * seed);
        if (e.isOver()) continue;
        const d0 = e.pending()!;
        for (const player of d0.player === "each" ? d0.players! : d0.player === "any" ? e.sides() : [d0.player]) {
          const rng = new SeededRandom(seed * 31 + player.length);
          const real0 = JSON.stringify(e.state);
          const drawn = e.sample(player, rng);
          expect(drawn.view(player)).toEqual(e.view(player));
          expect(drawn.pendingFor(player)).toEqual(e.pendingFor(player));
          // The drawn game keeps no trace of the real one's log or chance.
          expect(drawn.log.actions).toEqual([]);
          const real = spots(readableBoard(e.state));
          const other = spots(readableBoard(drawn.state));
          for (const id of real.keys()) {
            if (!e.isHiddenFrom(id, player)) continue;
            hidden++;
            if (real.get(id) !== other.get(id)) redrawn++;
          }
          // It is a game that goes on: random play from it ends or stops only where the rules are not complete.
          for (let i = 0; i < 30 && !drawn.isOver(); i++) {
            const d = drawn.pending()!;
            const o = d.options[rng.int(0, d.options.length - 1)]!;
            drawn.apply(deciderOf(d, o, drawn.sides()), o);
          }
          // Drawing and playing the drawn game left the real one as it was: they share nothing that changes.
          expect(JSON.stringify(e.state)).toBe(real0);
        }
      }
      expect(hidden).toBeGreaterThan(0);
      expect(redrawn / hidden).toBeGreaterThan(0.2);
    });
  }

  it("draws the other side's secret choice again, and never hands over the game's secret", async () => {
    const set = await compiled(blocksModel);
    for (let seed = 1; seed <= 20; seed++) {
      const e = Engine.create(set, { secret: newSecret() });
      const agent = new SeededRandom(seed);
      while (!e.isOver() && !(e.pending()!.id === "push" && e.pending()!.players!.length === 1)) {
        const d = e.pending()!;
        const o = d.options[agent.int(0, d.options.length - 1)]!;
        e.apply(deciderOf(d, o, e.sides()), o);
      }
      if (e.isOver()) continue;
      const waiting = e.pending()!.players![0]!;
      const drawn = e.sample(waiting, new SeededRandom(seed));
      const text = JSON.stringify(drawn.state);
      expect(text).not.toContain(e.log.options.secret!);
      expect(drawn.pendingFor(waiting)).toEqual(e.pendingFor(waiting));
      return;
    }
    throw new Error("no game reached a secret push with one side still to decide");
  });
});

describe("a player's log", () => {
  it("only grows: what a player was shown of an action stays as it was, whatever later becomes of its pieces", async () => {
    // Whether actions of the game name pieces some side cannot see (Apache's plays name face-up cards).
    const sets: [ProgramSet, EngineOptions, boolean][] = [
      [await compiled(blocksModel), { seed: 3 }, true],
      [(await import("../generated/once-we-moved-like-the-wind/index.js")).game, { seed: 5 }, true],
      [apache, { seed: 7, players: 3 }, false],
    ];
    for (const [set, options, naming] of sets) {
      let named = 0;
      const before = new Map<string, unknown[]>();
      playTo(set, options, 400, (e) => {
        for (const side of e.sides()) {
          const now = e.logFor(side).actions;
          const earlier = (before.get(side) ?? []) as { action: unknown }[];
          // A secret choice is told once every side asked has chosen: the one change allowed.
          earlier.forEach((a, i) => {
            if (a.action !== "secret") expect(now[i]).toEqual(a);
          });
          before.set(side, now);
        }
        named = Math.max(named, e.log.actions.filter((a) => a.seen).length);
      });
      // Some actions named pieces a side could not see (the test would hold trivially otherwise).
      if (naming) expect(named).toBeGreaterThan(0);
    }
  });
});

describe("public and secret state apart (engine.split, Engine.join)", () => {
  it("give every client nothing hidden from anyone, and put together again the very game", async () => {
    const owm = (await import("../generated/once-we-moved-like-the-wind/index.js")).game;
    const cases: [ProgramSet, EngineOptions][] = [
      [apache, { secret: newSecret(), players: 4 }],
      [owm, { secret: newSecret() }],
      [await compiled(blocksModel), { secret: newSecret() }],
    ];
    for (const [set, options] of cases) {
      let checked = 0;
      playTo(set, options, 300, (e) => {
        if (e.log.actions.length % 7 !== 0) return;
        checked++;
        const parts = JSON.parse(JSON.stringify(e.split()));
        const shared = JSON.stringify(parts.public);
        // No piece secret from someone is named, and nothing of chance or of the secret is there.
        const secretIds = [...e.aliases().keys()];
        expect(secretIds.length).toBeGreaterThan(0);
        for (const id of secretIds) expect(shared).not.toContain(`"${id}"`);
        expect(shared).not.toContain(options.secret!);
        for (const k of ["rng", "secrets", "stack", "log", "options"]) expect(shared).not.toContain(`"${k}"`);
        // The full state does name them: the test reads what it should.
        expect(JSON.stringify(e.state)).toContain(`"${secretIds[0]}"`);
        // Together again: the same state, going on the same way.
        const joined = Engine.join(set, parts);
        const json = (v: unknown) => JSON.parse(JSON.stringify(v));
        expect(json(joined.state)).toEqual(json(e.state));
        expect(joined.pending()).toEqual(e.pending());
      });
      expect(checked).toBeGreaterThan(1);
    }
  });

  it("refuse the parts of two different positions", () => {
    const a = Engine.create(apache, { seed: 3, players: 3 });
    const b = playTo(apache, { seed: 3, players: 3 }, 5);
    expect(() => Engine.join(apache, { public: a.split().public, secret: b.split().secret })).toThrow(/not of one game in one position/);
    expect(() => Engine.join(apache, { public: null, secret: {} } as never)).toThrow(/not the parts of an engine state/);
  });
});

describe("what set-up caused", () => {
  it("is kept for clients to tell, and told to each player as they may know it", () => {
    // Apache's set-up deals and reveals prairie cards before the first decision.
    const e = Engine.create(apache, { seed: 5, players: 3 });
    const events = e.setupEvents();
    expect(events.length).toBeGreaterThan(0);
    // A copy each time: changing it changes nothing.
    events.length = 0;
    expect(e.setupEvents().length).toBeGreaterThan(0);
    // Masked for a player like any event: no id of a piece hidden from red.
    const seen = JSON.stringify(e.eventsFor("red", e.setupEvents()));
    for (const id of [...e.aliases().keys()].filter((id) => e.isHiddenFrom(id, "red"))) expect(seen).not.toContain(`"${id}"`);
  });

  it("is kept too for a game whose set-up was worked out once and copied (SQUARES: no chance, no secret)", async () => {
    const { game: squares } = await import("../generated/squares/index.js");
    const first = Engine.create(squares, { seed: 1 }).setupEvents();
    const copied = Engine.create(squares, { seed: 2 }).setupEvents();
    expect(first.length).toBeGreaterThan(0);
    expect(copied).toEqual(first);
  });
});

describe("play's narration (issue 30, item 19)", () => {
  it("tells a track that changed many times once, at its last value, and a pass as a pass", () => {
    const words = new Describer(glossaryOf(blocksModel));
    const board = { sides: ["east", "west"], pieces: {}, areas: {}, holders: {}, tracks: {}, sideState: {} } as unknown as Parameters<Describer["events"]>[0];
    const track = blocksModel.holders.find((h) => h.kind === "track")?.id ?? "score";
    const events = [1, 2, 3, 4, 5].map((value) => ({ type: "track", track, value }));
    const lines = words.events(board, [...events, { type: "passed", side: "east" }]);
    expect(lines).toEqual([`${words.title(track)} is now 5 (after 5 changes)`, `${words.title("east")} passes`]);
    expect(words.value(board, ["west", "done"])).toBe(`${words.title("west")} passes`);
  });
});
