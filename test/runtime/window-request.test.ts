/**
 * A window any side may play into asks again after each answer. When the
 * answer changed nothing its offers read (a pass), or, for offers of each
 * side's own copy of a holder, when the one change was collecting the card
 * played, the runtime narrows the last request instead of asking every
 * side's offers again (`offerRequest`). These tests hold the narrowed
 * requests to what a request made from scratch gives, and show that a
 * change made by a rule between two requests is seen.
 */
import { describe, expect, it } from "vitest";
import { game as apache } from "../../generated/apache/index.js";
import { Engine, type ProgramSet } from "../../runtime/core/machine.js";
import { deciderOf } from "../../runtime/engine.js";
import { SeededRandom } from "../../runtime/rng.js";
import { compiled } from "../helpers/compiled.js";
import { checkFiles } from "../helpers/spec.js";

/**
 * Plays random games; before each action the engine is cloned (a clone runs
 * with no window kept from an earlier run, so it makes each request from
 * scratch) and given the same action: both must then wait for the same
 * decision with the same options. Returns how many window decisions were compared.
 */
function lockstep(set: ProgramSet, options: { players?: number; variants?: string[] }, games: number): number {
  let windows = 0;
  for (let seed = 1; seed <= games; seed++) {
    const e = Engine.create(set, { seed, ...options });
    const agent = new SeededRandom(seed * 7919);
    while (!e.isOver()) {
      const d = e.pending()!;
      const o = d.options[agent.int(0, d.options.length - 1)]!;
      const fresh = e.clone();
      const who = deciderOf(d, o, e.sides());
      e.apply(who, o);
      fresh.apply(who, o);
      expect(e.pending()).toEqual(fresh.pending());
      if (d.player === "any") windows++;
    }
  }
  return windows;
}

describe("a window's requests", () => {
  it("are, narrowed after a pass or a card collected, those made from scratch (Apache, base game and every variant)", () => {
    expect(lockstep(apache, { players: 4 }, 12)).toBeGreaterThan(1000);
    expect(lockstep(apache, { players: 3, variants: ["warpath", "wedding", "shared-booty"] }, 6)).toBeGreaterThan(300);
  });

  // Side b's hand gains a card whenever a passes, through a rule watching decisions: the
  // request after a's pass must offer it, so it cannot be the last one less a's options.
  const SPEC = `game g "G" {
  players: 2
  sides: a, b
  start: s
  setup {
    move first(pieces(stock)) to of(hand, a)
    move first(pieces(stock)) to of(hand, b)
  }
}
side a
side b
card token "Token"
pool stock "Stock" {
  size: 3
  3 token
}
hand hand "Hand" {
  each-player: true
  visibility: all
}
box pile "Pile" {
  visibility: all
}
decision play-card "Play a card" {
  prompt: "Play a card or pass"
}
trigger gift "Gift" {
  on: decision
  run {
    if choice == [a, "done"] {
      move pieces(stock) to of(hand, b)
    }
  }
}
sequence s {
  step deal "Deal" {
    run {
      log("dealt")
    }
  }
  interrupt plays "Plays" {
    after: deal
    by: "any"
    decision: play-card
    offer: pieces(hand)
    collect-into: pile
  }
}
victory v "V" {
  winner: a
  outcome: "done"
}
`;

  it("offer what a rule gave a side after the last request was made, when a card played was collected too", async () => {
    // The same window, but the gift comes when a card enters the pile: the play's collecting is then not its one change.
    const spec = SPEC.replace(/trigger gift "Gift" \{[^]*?\n\}\n/, `trigger gift "Gift" {
  on: enter
  when: place == pile
  run {
    move pieces(stock) to of(hand, b)
  }
}
`);
    expect(spec).not.toBe(SPEC);
    const checked = checkFiles({ "game.rules": spec });
    expect(checked.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const e = Engine.create(await compiled(checked.model), { seed: 1 });
    const first = e.pending()!;
    const play = first.options.find((o) => (o as string[])[0] === "a" && (o as string[])[1] !== "done")!;
    expect(first.options.filter((o) => (o as string[])[0] === "b")).toHaveLength(2);
    e.apply("a", play);
    const after = e.pending()!;
    expect(after.options).toHaveLength(3);
    expect(after.options.every((o) => (o as string[])[0] === "b")).toBe(true);
  });

  it("offer what a rule gave a side after the last request was made", async () => {
    const checked = checkFiles({ "game.rules": SPEC });
    expect(checked.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const e = Engine.create(await compiled(checked.model), { seed: 1 });
    const first = e.pending()!;
    expect(first.options.filter((o) => (o as string[])[0] === "b")).toHaveLength(2);
    e.apply("a", ["a", "done"]);
    const after = e.pending()!;
    // b's card, the stock's card it was given, and its pass.
    expect(after.options).toHaveLength(3);
    expect(after.options.every((o) => (o as string[])[0] === "b")).toBe(true);
  });
  it("collect each card played into the holder named, or into the player's own copy of a holder every player has", async () => {
    const where = async (spec: string) => {
      const checked = checkFiles({ "game.rules": spec });
      expect(checked.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      const e = Engine.create(await compiled(checked.model), { seed: 1 });
      const play = e.pending()!.options.find((o) => (o as string[])[0] === "a" && (o as string[])[1] !== "done") as string[];
      e.apply("a", play);
      const board = e.view("a");
      return Object.entries(board.holders).filter(([, ids]) => (ids as string[]).includes(play[1]!)).map(([id]) => id);
    };
    expect(await where(SPEC)).toEqual(["pile"]);
    const own = SPEC.replace("collect-into: pile", "collect-into: tray").replace("box pile \"Pile\" {", 'box tray "Tray" {\n  each-player: true\n  visibility: all\n}\nbox pile "Pile" {');
    expect(own).not.toBe(SPEC);
    expect(await where(own)).toEqual(["tray@a"]);
  });
});
