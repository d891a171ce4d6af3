/**
 * Sudden-death checks that read only what holders hold are worked out again
 * only once a holder's contents changed (`RunContext.revHeld`): moves
 * between areas leave them be, and a move into or out of a holder must
 * bring them back, in the same action or in a later one.
 */
import { describe, expect, it } from "vitest";
import { engineModule } from "../../generator/engine-module.js";
import { engineFor } from "../helpers/compiled.js";
import { checkFiles, PLAYABLE } from "../helpers/spec.js";

const SPEC = `${PLAYABLE}map grid "Grid" {
  layout: areas
  area a1 "One"
  area a2 "Two"
  area a3 "Three"
  link a1 -- a2
  link a2 -- a3
}
box pile "Pile" {
  each-player: true
  visibility: all
}
unit token "Token"
pool tokens "Tokens" {
  size: 5
  5 token
}
decision dest "Where the next token goes" {
  prompt: "Where to?"
}
victory piled "Three in a pile" {
  sudden-death: true
  checked: at-once
  when: count(pieces(of(pile, actor))) >= 3
  outcome: "Pile full"
}
victory balanced "One in each pile" {
  sudden-death: true
  checked: at-once
  when: count(pieces(of(pile, a))) == 1 and count(pieces(of(pile, b))) == 1
  outcome: "Balanced"
}
victory crowded "Three in the last area" {
  sudden-death: true
  checked: at-once
  when: count(pieces(a3)) >= 3
  outcome: "Crowded"
}
sequence s {
  step lay-out {
    run {
      move pieces(tokens) to a1
    }
  }
  loop turns {
    until: false
    step send {
      run {
        choose where from [a2, a3, of(pile, a), of(pile, b)] by a as dest
        move first(pieces(a1)) to where
        // a3 keeps b's pile as it is; a1 or a2 takes its first piece out to there.
        choose back from [a1, a2, a3] by a as dest
        if back != a3 {
          move first(pieces(of(pile, b))) to back
        }
      }
    }
  }
}
`;

describe("checks that read only holders", () => {
  const checked = checkFiles({ "game.rules": SPEC });

  it("are skipped while no holder changed, unlike checks that read areas", async () => {
    expect(checked.diagnostics).toEqual([]);
    const code = (await engineModule(checked.model, "specs/g")).get("index.ts")!;
    expect(code).toContain("const freshHeld = X.checkedHeld !== X.revHeld;");
    // The pile's check waits for a holder's change; the area's for any change.
    expect(code.match(/if \(freshHeld\) \{/g)?.length).toBe(2);
    expect(code.match(/if \(fresh\) \{/g)?.length).toBe(1);
  });

  /** Plays `a`'s answers in order (an answer naming no option stops play) and tells how the game ended. */
  async function play(answers: string[]): Promise<{ played: number; outcome: string | undefined; winners: string[] }> {
    const e = await engineFor(checked.model, { seed: 1 });
    let played = 0;
    for (const answer of answers) {
      if (e.isOver()) break;
      const d = e.pendingFor("a")!;
      const option = d.options.find((o) => o === answer);
      expect(option, `${answer} among ${JSON.stringify(d.options)}`).toBeDefined();
      e.apply("a", option!);
      played++;
    }
    const r = e.result();
    return { played, outcome: r?.name, winners: r?.winners ?? [] };
  }

  it("find a pile full once a third piece enters it, after moves between areas in between", async () => {
    // Each turn: where a1's first token goes, then a3 (b's pile stays as it is).
    const r = await play(["a2", "a3", "pile@a", "a3", "a3", "a3", "pile@a", "a3", "pile@a", "a3"]);
    expect(r).toEqual({ played: 9, outcome: "Pile full", winners: ["a"] });
  });

  it("see a piece taken out of a holder too", async () => {
    // Two tokens into b's pile, one into a's; then one of b's goes back to a2, which balances the piles.
    const r = await play(["pile@b", "a3", "pile@b", "a3", "pile@a", "a2", "a2", "a3"]);
    expect(r).toEqual({ played: 6, outcome: "Balanced", winners: ["a"] });
  });
});
