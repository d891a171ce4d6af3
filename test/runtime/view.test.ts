/**
 * `Engine.view` makes its board in one pass (`runtime/core/view.ts`). It must
 * give exactly the board of the plain recipe it replaced, written here as
 * the reference: copy the state, name its pieces and places
 * (`readableBoard`), then put every piece hidden from the player under its
 * alias, list pieces sorted by the name they are shown under, and sort a
 * holder that hides its contents. Compared as JSON text, so key order and
 * list order count, for every side and an onlooker, over random games of
 * every engine.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Engine, type ProgramSet } from "../../runtime/core/machine.js";
import { draw, hide, movePieces, NotSpecifiedError, reveal, shuffle, type RunContext } from "../../runtime/core/commands.js";
import { copyBoard } from "../../runtime/core/plain-data.js";
import { aliasesById, hiddenFrom, hides, maskedPiece, type VisibilityRules } from "../../runtime/core/secrecy.js";
import { PIECE_BASE, type Board, type GameState } from "../../runtime/core/state.js";
import type { PieceJournal } from "../../runtime/core/view.js";
import { readableBoard } from "../../runtime/core/values.js";
import type { PieceState } from "../../runtime/pieces.js";
import { SeededRandom } from "../../runtime/rng.js";
import { playOn } from "../helpers/random-play.js";
import * as apache from "../../generated/apache/index.js";
import * as navajo from "../../generated/navajo-wars/index.js";
import * as owm from "../../generated/once-we-moved-like-the-wind/index.js";
import * as squares from "../../generated/squares/index.js";
import * as warpath from "../../generated/warpath/index.js";
import { pieceNamed, piecesByName } from "../../runtime/core/board.js";

/** The reference: the view as the three steps made it. */
function referenceView(engine: Engine, player: string): Board {
  const inner = engine as unknown as { s: GameState & Record<string, unknown>; visibility(): VisibilityRules; looks(kind: string): string | undefined };
  const { rng: _r, stack: _s, wait: _w, log: _l, program: _p, secrets, ...own } = inner.s;
  const board = readableBoard(copyBoard(own as unknown as GameState)) as Board;
  if (!secrets) return board;
  const rules = inner.visibility();
  const aliases = aliasesById(inner.s, secrets as never, rules);
  const pieces: PieceState[] = [];
  const rename = new Map<string, string>();
  for (const p of board.pieces) {
    if (hiddenFrom(p, player, rules)) {
      const alias = aliases.get(p.id) ?? "hidden";
      rename.set(p.id, alias);
      pieces.push(maskedPiece(p, alias, inner.looks(p.kind)));
    } else pieces.push(p);
  }
  const relabel = (lists: Record<string, string[]>) => Object.fromEntries(Object.entries(lists).map(([k, ids]) => [k, ids.map((x) => rename.get(x) ?? x)]));
  const holders = relabel(board.holders);
  for (const k in holders) {
    const rule = rules.holders[k];
    if (rule !== undefined && hides(rule.visibility, rule.owner, player)) holders[k]!.sort();
  }
  const ordered = pieces.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { ...board, pieces: ordered, holders, areas: relabel(board.areas) } as unknown as Board;
}

/**
 * One random action, as its decider is offered it (in a window any side may
 * play into, the first side with options); false where play stops at a rule
 * the rulebook leaves unsaid.
 */
function randomStep(engine: Engine, rng: SeededRandom): boolean {
  const d = engine.pending()!;
  const side = d.player === "each" ? d.players![0]! : d.player === "any" ? engine.sides().find((s) => (engine.pendingFor(s)?.options.length ?? 0) > 0)! : d.player;
  const options = engine.pendingFor(side)!.options;
  try {
    engine.apply(side, options[rng.int(0, options.length - 1)]!);
    return true;
  } catch (err) {
    if (err instanceof NotSpecifiedError) return false;
    throw err;
  }
}

const GAMES: [string, { game: ProgramSet }, { scenario?: string; variants?: string[] }][] = [
  ["SQUARES", squares, {}],
  ["Apache", apache, { variants: ["warpath", "wedding"] }],
  ["Once We Moved Like the Wind", owm, { variants: ["bidding"] }],
  ["Warpath", warpath, {}],
  ["Navajo Wars", navajo, { scenario: "rise-of-the-people" }],
];

describe("Engine.view", () => {
  for (const [name, module, options] of GAMES) {
    it(`gives ${name}'s players the board the plain recipe gives, at every step of random games`, () => {
      let compared = 0;
      for (let seed = 1; seed <= 2; seed++) {
        const engine = Engine.create(module.game, { seed, ...options });
        const rng = new SeededRandom(seed);
        for (let step = 0; step < 400 && !engine.isOver(); step++) {
          for (const player of [...engine.sides(), ""]) {
            expect(JSON.stringify(engine.view(player)), `${player} at step ${step}`).toBe(JSON.stringify(referenceView(engine, player)));
            compared++;
          }
          if (!randomStep(engine, rng)) break;
        }
      }
      expect(compared).toBeGreaterThan(20);
    });
  }

  it("gives the plain recipe's board after many changes since a player's last view, before and after the run's list of changed pieces starts again", () => {
    // Each view looks only at the pieces the run context lists as changed since the last one (see `PieceJournal`);
    // the list starts again after a while, and a view whose last look is older than that must look at every piece.
    const journal = (e: Engine) => (e as unknown as { lastRun: PieceJournal }).lastRun;
    let withinList = 0;
    let acrossRestart = 0;
    for (let seed = 1; seed <= 3; seed++) {
      const engine = Engine.create(warpath.game, { seed });
      const rng = new SeededRandom(seed);
      const sides = engine.sides();
      let dropped = journal(engine).changedBefore;
      for (let step = 0; step < 1500 && !engine.isOver(); step++) {
        // Views a long way apart: 37 steps list some hundred changes.
        if (step % 37 === 0) {
          const now = journal(engine).changedBefore;
          if (now !== dropped) acrossRestart++;
          else withinList++;
          dropped = now;
          for (const player of [...sides, ""]) expect(JSON.stringify(engine.view(player)), `${player} at step ${step}`).toBe(JSON.stringify(referenceView(engine, player)));
        }
        if (!randomStep(engine, rng)) break;
      }
    }
    expect(acrossRestart).toBeGreaterThan(0);
    expect(withinList).toBeGreaterThan(10);
  });

  it("moves a piece revealed where it lies in a hidden place to where its new name goes, alone or with a draw from that place", () => {
    // A hidden place whose list changed in one stretch is put right from the ends of the lists alone; a piece
    // renamed outside that stretch (revealed where it lies) must still move within the order. Apache's deck is
    // hidden from everyone; the commands are run on the engine's own run context, as a rule would run them.
    for (const withDraw of [false, true]) {
      const engine = Engine.create(apache.game, { seed: 4, players: 3 });
      const players = [...engine.sides(), ""];
      for (const player of players) engine.view(player);
      const run = (engine as unknown as { lastRun: RunContext }).lastRun;
      const deck = run.state.places[run.index.slotOf("prairie")!]!;
      expect(deck.length).toBeGreaterThan(10);
      reveal(run, deck[5]!);
      if (withDraw) draw(run, "prairie", "face-up", undefined, undefined);
      for (const player of players) expect(JSON.stringify(engine.view(player)), `${player}, draw: ${withDraw}`).toBe(JSON.stringify(referenceView(engine, player)));
    }
  });

  it("gives the plain recipe's board after any run of moves, reveals, hides, shuffles and draws between views (property)", () => {
    // The commands every rule uses, run on the engine's own run context in random order on Apache's cards (hidden
    // deck, hands hidden from rivals, piles), with random players viewing in between: each view is made from that
    // player's last one, the journal of changed pieces and the lists' changed stretches, and must be the board made
    // from scratch. Places are named as rules name them; pieces as the state lists them.
    const holders = ["prairie", "face-up", "pow-wow", "tribe@red", "tribe@yellow", "tribe@green", "victory-pile@red", "victory-pile@yellow", "removed", "box-lid"];
    // Turning pieces up and down is drawn twice as often as the rest: a piece hidden again where it lies in a hidden
    // place is the change least often reached, and the one a view misses when a command forgets to note it.
    const step = fc.oneof(
      fc.record({ kind: fc.constant("move" as const), from: fc.integer({ min: 0, max: holders.length - 1 }), at: fc.nat(), to: fc.integer({ min: 0, max: holders.length - 1 }) }),
      fc.record({ kind: fc.constantFrom("reveal" as const, "hide" as const), from: fc.integer({ min: 0, max: holders.length - 1 }), at: fc.nat() }),
      fc.record({ kind: fc.constantFrom("reveal" as const, "hide" as const), from: fc.integer({ min: 0, max: holders.length - 1 }), at: fc.nat() }),
      fc.record({ kind: fc.constant("shuffle" as const), from: fc.integer({ min: 0, max: holders.length - 1 }) }),
      fc.record({ kind: fc.constant("draw" as const), from: fc.integer({ min: 0, max: holders.length - 1 }), to: fc.integer({ min: 0, max: holders.length - 1 }) }),
      fc.record({ kind: fc.constant("view" as const), who: fc.integer({ min: 0, max: 3 }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.array(step, { minLength: 10, maxLength: 60 }), (seed, steps) => {
        const engine = Engine.create(apache.game, { seed, players: 3 });
        const players = [...engine.sides(), ""];
        for (const player of players) engine.view(player);
        const run = (engine as unknown as { lastRun: RunContext }).lastRun;
        const listOf = (h: string) => run.state.places[run.index.slotOf(h)!]!;
        for (const s of steps) {
          if (s.kind === "view") {
            const player = players[s.who]!;
            expect(JSON.stringify(engine.view(player)), player).toBe(JSON.stringify(referenceView(engine, player)));
            continue;
          }
          // A place that holds something, so that few steps do nothing.
          const full = holders.filter((h) => listOf(h).length > 0);
          const holder = full[s.from % full.length]!;
          const from = listOf(holder);
          if (s.kind === "shuffle") shuffle(run, holder, undefined);
          else if (s.kind === "draw") draw(run, holder, holders[s.to]!, undefined, undefined);
          else if (s.kind === "move") movePieces(run, from[s.at % from.length]!, holders[s.to]!, undefined);
          else if (s.kind === "reveal") reveal(run, from[s.at % from.length]!);
          else {
            // Hiding a piece that is not face up changes nothing a view shows: one face up is hidden, if any.
            const up: number[] = [];
            run.state.pieces.forEach((p, i) => p.revealed === true && up.push(PIECE_BASE + i));
            hide(run, up.length > 0 ? up[s.at % up.length]! : from[s.at % from.length]!);
          }
        }
        for (const player of players) expect(JSON.stringify(engine.view(player)), player).toBe(JSON.stringify(referenceView(engine, player)));
      }),
      { numRuns: 100 },
    );
  });

  it("says whether a game keeps secrets; one that keeps none shows every side and an onlooker the same board", () => {
    expect(Engine.create(apache.game, { seed: 1, players: 3 }).keepsSecrets()).toBe(true);
    expect(Engine.create(owm.game, { seed: 1 }).keepsSecrets()).toBe(true);
    const plain = Engine.create(squares.game, { seed: 1 });
    expect(plain.keepsSecrets()).toBe(false);
    for (const side of plain.sides()) expect(JSON.stringify(plain.view(side))).toBe(JSON.stringify(plain.view("")));
  });

  it("never hands out the engine's own objects: a view is frozen, so changing it throws, and neither the game nor a later view changes", () => {
    const engine = Engine.create(owm.game, { seed: 3 });
    const before = JSON.stringify(engine.state);
    const v = engine.view("apache");
    const text = JSON.stringify(v);
    const change = (f: () => void) => expect(f).toThrow(TypeError);
    for (const p of v.pieces) {
      change(() => ((p.state as Record<string, unknown>)["bonus"] = 99));
      change(() => (p.location = "nowhere"));
    }
    for (const list of Object.values(v.holders)) change(() => ((list as string[]).length = 0));
    change(() => ((v.tracks as Record<string, unknown>)["x"] = 1));
    change(() => (v.pieces as unknown[]).push(v.pieces[0]));
    change(() => ((v as unknown as Record<string, unknown>)["turn"] = 99));
    // Pieces read by name: a table with no prototype, so no name finds an inherited member; frozen too.
    const byName = piecesByName(v);
    expect(Object.getPrototypeOf(byName)).toBeNull();
    expect(byName["constructor"]).toBeUndefined();
    expect(piecesByName(v)).toBe(byName);
    change(() => ((byName as Record<string, unknown>)["x"] = 1));
    expect(JSON.stringify(engine.state)).toBe(before);
    expect(JSON.stringify(engine.view("apache"))).toBe(text);
  });

  it("shares what did not change with the player's last view, and a view once given never changes", () => {
    const engine = Engine.create(warpath.game, { seed: 2 });
    const rng = new SeededRandom(2);
    let shared = 0;
    let remade = 0;
    for (let step = 0; step < 150 && !engine.isOver(); step++) {
      const side = engine.sides()[step % 2]!;
      const first = engine.view(side);
      const text = JSON.stringify(first);
      // Nothing changed: the very same board.
      expect(engine.view(side)).toBe(first);
      if (!randomStep(engine, rng)) break;
      const next = engine.view(side);
      // The board given before is as it was, whatever play did since.
      expect(JSON.stringify(first)).toBe(text);
      for (const p of next.pieces) {
        const was = pieceNamed(first, p.id);
        if (was === undefined) continue;
        if (p === was) shared++;
        else remade++;
      }
      // An area whose state did not change keeps its record, though another area's changed.
      const before = first["areaState"] as Record<string, unknown>;
      const after = next["areaState"] as Record<string, unknown>;
      for (const area in after) if (JSON.stringify(after[area]) === JSON.stringify(before[area])) expect(after[area], area).toBe(before[area]);
    }
    // Most pieces do not change in a step: their records are the last view's.
    expect(shared).toBeGreaterThan(5 * remade);
    expect(remade).toBeGreaterThan(0);
  });

  it("makes a changed piece's record once for every player who sees it alike, by its id or under its alias, and no player's record for another", () => {
    const engine = Engine.create(apache.game, { seed: 5, players: 3 });
    const rng = new SeededRandom(5);
    let alike = 0;
    let hiddenAlike = 0;
    for (let step = 0; step < 120 && !engine.isOver(); step++) {
      const views = engine.sides().map((side) => engine.view(side));
      const [first, ...others] = views;
      for (const p of first!.pieces) {
        for (const v of others) {
          const q = pieceNamed(v, p.id);
          if (q === undefined) continue;
          // The same name and the same text mean the same record, made once.
          if (JSON.stringify(q) === JSON.stringify(p)) {
            expect(q).toBe(p);
            alike++;
            if (p.kind === "hidden") hiddenAlike++;
          } else expect(q).not.toBe(p);
        }
      }
      // A card one side holds and another does not see: shown by its id to one, under its alias to the other.
      for (const v of others) for (const p of v.pieces) if (p.kind !== "hidden" && pieceNamed(first!, p.id) === undefined) expect(first!.pieces).not.toContain(p);
      randomStep(engine, rng);
    }
    expect(alike).toBeGreaterThan(1000);
    expect(hiddenAlike).toBeGreaterThan(100);
  });

  it("starts a clone's first view of a side from that side's last view, however many clones back it was made", () => {
    // As a host playing each action on a clone views only the side to act: Apache's four sides in turn.
    let engine = Engine.create(apache.game, { seed: 4, players: 4 });
    const rng = new SeededRandom(4);
    const last = new Map<string, Board>();
    let shared = 0;
    let compared = 0;
    for (let step = 0; step < 120 && !engine.isOver(); step++) {
      const side = engine.sides()[step % 4]!;
      const view = engine.view(side);
      expect(JSON.stringify(view), `${side} at step ${step}`).toBe(JSON.stringify(referenceView(engine, side)));
      const before = last.get(side);
      if (before !== undefined) {
        // Four clones back: most cards have not moved since, and keep their records.
        for (const p of view.pieces) if (p === pieceNamed(before, p.id)) shared++;
        compared += view.pieces.length;
      }
      last.set(side, view);
      engine = engine.clone();
      if (!randomStep(engine, rng)) break;
    }
    expect(compared).toBeGreaterThan(1000);
    expect(shared).toBeGreaterThan(compared / 2);
  });
});

describe("Engine.seenPieces", () => {
  for (const [name, module, options] of GAMES) {
    it(`gives ${name}'s pieces by the names a player was shown, each as the player's view lists it, and nothing for any other name`, () => {
      const engine = Engine.create(module.game, { seed: 5, ...options });
      const inner = engine as unknown as { s: GameState; visibility(): VisibilityRules };
      const secrets = inner.s.secrets as Parameters<typeof aliasesById>[1] | undefined;
      let compared = 0;
      let refused = 0;
      const check = (e: Engine) => {
        const aliases = secrets === undefined ? new Map<string, string>() : aliasesById(inner.s, inner.s.secrets as never, inner.visibility());
        for (const player of [...e.sides(), ""]) {
          const view = e.view(player);
          const shown = view.pieces.map((p) => p.id);
          // Names the player is not shown: the ids of pieces hidden from them, the aliases of those they see.
          const other = [...aliases].flatMap(([id, alias]) => (e.isHiddenFrom(id, player) ? [id] : [alias]));
          const seen = e.seenPieces(player, [...shown.slice().reverse(), ...other, "nowhere", "hidden-0000000000000z"]);
          expect(JSON.stringify(seen), `${player}`).toBe(JSON.stringify(Object.fromEntries(shown.slice().reverse().map((k) => [k, pieceNamed(view, k)]))));
          compared += shown.length;
          refused += other.length;
        }
      };
      try {
        playOn(engine, 150, 9, check);
      } catch (err) {
        if (!(err instanceof NotSpecifiedError)) throw err;
      }
      expect(compared).toBeGreaterThan(100);
      if (secrets !== undefined) expect(refused).toBeGreaterThan(0);
    });
  }
});

describe("the order a view lists pieces in", () => {
  it("is the names' sorted order (ties by place), whatever order the last view left", async () => {
    const fc = (await import("fast-check")).default;
    const { orderByName } = await import("../../runtime/core/view.js");
    fc.assert(
      fc.property(fc.array(fc.constantFrom("a", "b", "hidden-x", "hidden-y", "c", "hidden-z", "d"), { minLength: 0, maxLength: 40 }), fc.integer(), (names, seed) => {
        const expected = names.map((_, i) => i).sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : a - b));
        // A last order: none, a shuffled one (too far out of order, or nearly right), or one of another length.
        const rng = new SeededRandom(seed);
        const shuffled = names.map((_, i) => i);
        for (let i = shuffled.length - 1; i > 0; i--) {
          const j = rng.int(0, i);
          [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
        }
        const nearly = [...expected];
        if (nearly.length > 2) [nearly[0], nearly[nearly.length - 1]] = [nearly[nearly.length - 1]!, nearly[0]!];
        for (const last of [undefined, shuffled, nearly, [0]]) {
          const memo = last === undefined ? {} : { order: [...last] };
          expect([...orderByName(names, memo)]).toEqual(expected);
          // And again from what it left.
          expect([...orderByName(names, memo)]).toEqual(expected);
        }
      }),
      { numRuns: 300 },
    );
  });
});
