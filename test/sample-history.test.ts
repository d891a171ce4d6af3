/**
 * `sample(player, rng, { history })`: a drawn game consistent with all the
 * player was shown since the game began, not only with the board they see
 * now; and a drawn game that keeps nothing of the real game's secrets.
 */
import { describe, expect, it } from "vitest";
import { game as apache } from "../generated/apache/index.js";
import { Engine } from "../runtime/core/machine.js";
import { readableBoard } from "../runtime/core/values.js";
import { deciderOf, newSecret } from "../runtime/engine.js";
import { SeededRandom } from "../runtime/rng.js";
import { compiled } from "./helpers/compiled.js";
import { checkFiles, PLAYABLE } from "./helpers/spec.js";
import { playTo } from "./helpers/random-play.js";
import { pieceNamed } from "../runtime/core/board.js";


/** Two blocks of side b, a scout and a decoy, alike to side a, in b's box. */
const TWO_BLOCKS = `${PLAYABLE}type role {
  values: scout, decoy
}
block unit "Unit" {
  fields: { role: role }
  visibility: owner
}
cup b-box "B's box" {
  owner: b
  visibility: owner
  1 unit(role: scout)
  1 unit(role: decoy)
}
`;

/**
 * Two blocks of side b that look alike to side a, a scout and a decoy, come
 * out on the map together; then the scout alone steps forward, in a's sight.
 * From then on a knows which of the two is the scout, though both are still
 * face down: a game drawn for a in which the block that stepped is the decoy
 * is one a knows is not the real one.
 */
const probe = checkFiles({
  "game.rules": `${TWO_BLOCKS}map field "Field" {
  layout: areas
  area near "Near"
  area far "Far"
  link near -- far
}
decision go "Go" {
  prompt: "Go on"
}
procedure probe "Probe" () {
  shuffle(b-box)
  draw(b-box, near)
  draw(b-box, near)
  choose x from [1] by a as go
  for each u in pieces(near) {
    if u.role == scout {
      move u to far
    }
  }
  choose y from [1] by a as go
}
sequence s {
  step only {
    run {
      probe()
    }
  }
}
`,
});

/**
 * Two alike blocks of side b start in b's box; set-up puts one of them, at
 * random, in b's reserve. Side a cannot tell which went where, so a draw
 * along the history must come up with either. Pieces are grouped as alike
 * by where they were when play began: grouped by where they end (one in
 * the box, one in the reserve), they would never trade places.
 */
const parted = checkFiles({
  "game.rules": `${TWO_BLOCKS}cup b-reserve "B's reserve" {
  owner: b
  visibility: owner
}
decision go "Go" {
  prompt: "Go on"
}
procedure part "Part" () {
  shuffle(b-box)
  draw(b-box, b-reserve)
  choose x from [1] by a as go
}
sequence s {
  step only {
    run {
      part()
    }
  }
}
`,
});

describe("sample with history", () => {
  it("groups pieces as alike by where they lay when play began, not where they lie now", async () => {
    expect(parted.diagnostics).toEqual([]);
    const set = await compiled(parted.model);
    const e = Engine.create(set, { seed: 4 });
    const reserved = (d: Engine) => {
      const board = readableBoard(d.state);
      return pieceNamed(board, board.holders["b-reserve"]![0]!)!.state["role"];
    };
    const roles = new Set<unknown>();
    for (let seed = 1; seed <= 20; seed++) {
      const drawn = e.sample("a", new SeededRandom(seed), { history: 6 });
      expect(drawn.view("a")).toEqual(e.view("a"));
      roles.add(reserved(drawn));
    }
    expect(roles).toEqual(new Set(["scout", "decoy"]));
  });

  it("never draws a game the player's past rules out, where a draw from the board alone does", async () => {
    expect(probe.diagnostics).toEqual([]);
    const set = await compiled(probe.model);
    let plainWrong = 0;
    let plainRight = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const e = Engine.create(set, { seed });
      e.apply("a", 1);
      // The scout stepped forward in a's sight; both blocks are still hidden from a.
      const scout = readableBoard(e.state).pieces.find((p) => p.state["role"] === "scout")!;
      expect(scout.location).toBe("far");
      expect(e.isHiddenFrom(scout.id, "a")).toBe(true);
      const rng = new SeededRandom(seed);
      const drawn = e.sample("a", rng, { history: 8 });
      expect(drawn.view("a")).toEqual(e.view("a"));
      expect(drawn.pendingFor("a")).toEqual(e.pendingFor("a"));
      const far = readableBoard(drawn.state).pieces.find((p) => p.location === "far")!;
      expect(far.state["role"]).toBe("scout");
      // Drawn from the board alone, the two look alike and trade places half the time.
      const plain = e.sample("a", rng);
      const there = readableBoard(plain.state).pieces.find((p) => p.location === "far")!;
      if (there.state["role"] === "scout") plainRight++;
      else plainWrong++;
    }
    // The check above can fail: the sampler that ignores history gets it wrong often.
    expect(plainWrong).toBeGreaterThan(5);
    expect(plainRight).toBeGreaterThan(5);
  });

  it("still redraws what the player's past does not rule out", async () => {
    const set = await compiled(probe.model);
    // Before the scout steps, a cannot tell the two blocks apart: both readings come up.
    const roles = new Set<unknown>();
    for (let seed = 1; seed <= 20; seed++) {
      const e = Engine.create(set, { seed: 3 });
      const drawn = e.sample("a", new SeededRandom(seed), { history: 6 });
      const first = readableBoard(drawn.state).holders["near"] ?? readableBoard(drawn.state).areas["near"]!;
      roles.add(pieceNamed(readableBoard(drawn.state), first[0]!)!.state["role"]);
    }
    expect(roles).toEqual(new Set(["scout", "decoy"]));
  });

  it("shows the player the same view and decision in Apache and goes on, with some cards redrawn", () => {
    let redrawn = 0;
    for (let seed = 1; seed <= 3; seed++) {
      const e = playTo(apache, { seed, players: 3 }, 40 * seed);
      if (e.isOver()) continue;
      const d = e.pending()!;
      const player = d.player === "any" || d.player === "each" ? e.sides()[0]! : d.player;
      const drawn = e.sample(player, new SeededRandom(seed), { history: 10 });
      expect(drawn.view(player)).toEqual(e.view(player));
      expect(drawn.pendingFor(player)).toEqual(e.pendingFor(player));
      const real = readableBoard(e.state);
      const other = readableBoard(drawn.state);
      for (const [place, ids] of Object.entries(real.holders)) if (JSON.stringify(ids) !== JSON.stringify(other.holders[place])) redrawn++;
      for (let i = 0; i < 20 && !drawn.isOver(); i++) {
        const dd = drawn.pending()!;
        drawn.apply(deciderOf(dd, dd.options[0]!, drawn.sides()), dd.options[0]!);
      }
    }
    expect(redrawn).toBeGreaterThan(0);
  });

  it("refuses a game that was itself drawn, and a number of tries that is no whole number", () => {
    const e = playTo(apache, { seed: 2, players: 2 }, 10);
    const drawn = e.sample("red", new SeededRandom(1));
    expect(() => drawn.sample("red", new SeededRandom(1), { history: true })).toThrow(/no history/);
    expect(() => e.sample("red", new SeededRandom(1), { history: -1 })).toThrow(/whole number of tries/);
  });
});

describe("a drawn game keeps nothing of the real game's secrets", () => {
  // An attacker who reads the whole drawn game: before, each piece kept the real game's alias number
  // (the real piece's place, plus a multiple of the number of pieces) and the real aliases' key.
  it.each([
    ["Once We Moved Like the Wind", async () => (await import("../generated/once-we-moved-like-the-wind/index.js")).game, "army", {}],
    ["Apache", async () => apache, "red", { players: 3 }],
  ] as const)("names the piece behind an alias no better than the draw itself does (%s)", async (_, load, player, extra) => {
    const set = await load();
    let byMarks = 0;
    let byDraw = 0;
    let total = 0;
    for (let seed = 1; seed <= 15; seed++) {
      const e = playTo(set, { secret: newSecret(), ...extra }, 30 + 7 * seed);
      if (e.isOver()) continue;
      const drawn = e.sample(player, new SeededRandom(seed), seed % 3 === 0 ? { history: 2 } : {});
      const real = e.state;
      const s = drawn.state;
      const n = s.pieces.length;
      // The real piece behind each alias the player sees.
      const realByAlias = new Map([...e.aliases()].map(([id, alias]) => [alias, id]));
      const drawnAliases = drawn.aliases();
      for (let i = 0; i < n; i++) {
        const id = s.pieces[i]!.id;
        if (!drawn.isHiddenFrom(id, player)) continue;
        const truth = realByAlias.get(drawnAliases.get(id)!);
        if (truth === undefined) continue;
        total++;
        if (real.pieces[s.secrets!.marks[i]! % n]!.id === truth) byMarks++;
        if (id === truth) byDraw++;
      }
      expect(JSON.stringify(s.secrets!.key)).not.toBe(JSON.stringify(real.secrets!.key));
    }
    expect(total).toBeGreaterThan(50);
    // Reading the alias numbers does no better than taking the drawn piece for the real one.
    expect(byMarks).toBeLessThanOrEqual(byDraw + total * 0.05);
  });
});

describe("a drawn game's state", () => {
  it("restores (unverified, having no log) to a game that shows the same and goes on the same, and refuses kept aliases that are not aliases", () => {
    const e = playTo(apache, { seed: 4, players: 3 }, 25);
    const drawn = e.sample("red", new SeededRandom(9));
    const state = JSON.parse(JSON.stringify(drawn.state));
    expect(state.secrets.pinned.some((a: unknown) => typeof a === "string")).toBe(true);
    const back = Engine.restore(apache, state, { verify: false });
    expect(back.view("red")).toEqual(drawn.view("red"));
    for (let i = 0; i < 10 && !drawn.isOver(); i++) {
      const d = drawn.pending()!;
      const o = d.options[d.options.length - 1]!;
      expect(back.apply(deciderOf(d, o, drawn.sides()), o)).toEqual(drawn.apply(deciderOf(d, o, drawn.sides()), o));
    }
    const forged = JSON.parse(JSON.stringify(drawn.state));
    forged.secrets.pinned[0] = "red-leader";
    expect(() => Engine.restore(apache, forged, { verify: false })).toThrow(/kept aliases/);
  });
});

