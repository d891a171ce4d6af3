/**
 * Bots (issue 33): each takes only options it was shown, MCTS beats random
 * play, and a bot's choice depends on nothing its side may not know.
 */
import { describe, expect, it } from "vitest";
import { checkGame } from "../../dsl/check.js";
import { AgentError, greedyAgent, mctsAgent, nextAction, parseAgent, randomAgent, reward, type Agent } from "../../runtime/agents.js";
import { Engine, type ProgramSet } from "../../runtime/core/machine.js";
import { SeededRandom } from "../../runtime/rng.js";
import { game as owm } from "../../generated/once-we-moved-like-the-wind/index.js";
import { game as squares } from "../../generated/squares/index.js";
import { compiled } from "../helpers/compiled.js";
import { checkFiles, PLAYABLE } from "../helpers/spec.js";

/**
 * A game whose outcome tells nothing (it always ends in a draw, after a long
 * run of side b's idle choices) and where only side a's standing says that
 * its first choice matters: 'yes' puts it ahead, 'no' (offered first) does not.
 */
const LONG_DRAW = `${PLAYABLE}track lead {
  range: 0..9
  start: 0
}
type yn {
  values: yes, no
}
standing lead-of-a "A's lead" {
  side: a
  points: value(lead)
}
sequence s {
  step go {
    run {
      choose c from [no, yes] by a
      if c == yes {
        set lead += 3
      }
      repeat 80 {
        choose idle from [no, yes] by b
      }
      end game draw outcome "Even"
    }
  }
}
`;

/** Plays one game with bots on some sides (random on the others); returns the outcome. */
function match(set: ProgramSet, seed: number, agents: Record<string, Agent>) {
  const e = Engine.create(set, { seed });
  const rng = new SeededRandom(seed * 31 + 7);
  for (let steps = 0; steps < 20_000 && !e.isOver(); steps++) {
    const next = nextAction(e, agents, rng)!;
    e.apply(next.player, next.action);
  }
  return e.result();
}

describe("bots", () => {
  it("are described as random, greedy, mcts, mcts:N (iterations) or mcts:Ns / mcts:Nms (time a move)", () => {
    expect(parseAgent("random").name).toBe("random");
    expect(parseAgent("greedy").name).toBe("greedy");
    expect(parseAgent("mcts").name).toBe("mcts:1000ms");
    expect(parseAgent("mcts:400").name).toBe("mcts:400");
    expect(parseAgent("mcts:1.5s").name).toBe("mcts:1500ms");
    expect(parseAgent("mcts:250ms").name).toBe("mcts:250ms");
    for (const bad of ["", "mcts:0", "mcts:-3", "mcts:fast", "mcts:1:2", "smart", "random:3"]) expect(() => parseAgent(bad), bad).toThrow(AgentError);
  });

  it("value a finished game as a win shared with the other winners, a draw as half", () => {
    expect(reward({ winners: ["a"], draw: false }, "a")).toBe(1);
    expect(reward({ winners: ["a", "b"], draw: false }, "b")).toBe(0.5);
    expect(reward({ winners: ["a"], draw: false }, "b")).toBe(0);
    expect(reward({ winners: [], draw: true }, "b")).toBe(0.5);
  });

  it("choose only among the options their side is shown, in every game", async () => {
    const tic = (await compiled(checkGame("bench/specs/tic-tac-toe/game.rules").model));
    for (const [set, agent] of [[tic, mctsAgent({ iterations: 20 })], [squares, greedyAgent], [owm, mctsAgent({ iterations: 3 }, { maxSteps: 50 })]] as const) {
      const e = Engine.create(set, { seed: 3 });
      const rng = new SeededRandom(3);
      for (let steps = 0; steps < 40 && !e.isOver(); steps++) {
        const player = e.sides().find((s) => (e.pendingFor(s)?.options.length ?? 0) > 0)!;
        const seen = e.pendingFor(player)!;
        const chosen = agent.choose({ player, decision: seen, rng, sample: () => e.sample(player, rng) });
        expect(seen.options).toContainEqual(chosen);
        e.apply(player, chosen);
      }
    }
  });

  it("MCTS (200 iterations a move) beats random play at Tic-Tac-Toe from either side, never losing", async () => {
    const tic = await compiled(checkGame("bench/specs/tic-tac-toe/game.rules").model);
    const e = Engine.create(tic, { seed: 1 });
    const [first, second] = e.sides() as [string, string];
    for (const side of [first, second]) {
      const results = Array.from({ length: 10 }, (_, i) => reward(match(tic, 100 + i, { [side]: mctsAgent({ iterations: 200 }) }), side));
      expect(results.filter((r) => r === 0), side).toEqual([]);
      expect(results.filter((r) => r === 1).length, side).toBeGreaterThanOrEqual(7);
    }
  });

  it("are given only games drawn for their side: the same view, the hidden blocks drawn again, never the real game", () => {
    // Once We Moved Like the Wind: the Army cannot tell which Apache block is which.
    const e = Engine.create(owm, { seed: 11 });
    const rng = new SeededRandom(11);
    const worlds: Engine[] = [];
    let real: Engine | undefined;
    const spy: Agent = {
      name: "spy",
      choose(turn) {
        for (let i = 0; i < 4; i++) worlds.push(turn.sample());
        real = e;
        return turn.decision.options[0]!;
      },
    };
    for (let steps = 0; steps < 400 && !e.isOver() && worlds.length === 0; steps++) {
      // The spy plays the Army once Apache blocks are on the board.
      const agents: Record<string, Agent> = steps > 30 ? { army: spy } : {};
      const before = e.view("army");
      const next = nextAction(e, agents, rng)!;
      if (worlds.length > 0) {
        for (const w of worlds) {
          expect(w).not.toBe(real);
          expect(w.view("army")).toEqual(before);
          expect(w.pendingFor("army")).toEqual(e.pendingFor("army"));
        }
        // Which block is which is drawn again: the drawn games do not all hold the real identities.
        const identities = (g: Engine) => JSON.stringify(g.state.pieces);
        expect(worlds.some((w) => identities(w) !== identities(e))).toBe(true);
      }
      e.apply(next.player, next.action);
    }
    expect(worlds.length).toBe(4);
  });

  it("greedy takes a move that wins at once", async () => {
    const tic = await compiled(checkGame("bench/specs/tic-tac-toe/game.rules").model);
    const e = Engine.create(tic, { seed: 1 });
    // X: top left, top; O: left, centre. X to move: top right wins.
    for (const [side, square] of [["x", "c1"], ["o", "c4"], ["x", "c2"], ["o", "c5"]] as const) e.apply(side, square);
    const seen = e.pendingFor("x")!;
    for (let seed = 1; seed <= 5; seed++) expect(greedyAgent.choose({ player: "x", decision: seen, rng: new SeededRandom(seed), sample: () => e.sample("x", new SeededRandom(seed)) })).toBe("c3");
  });

  it("judge positions by the spec's standings: greedy at once, MCTS in playouts cut short, where the outcome tells nothing", async () => {
    const checked = checkFiles({ "game.rules": LONG_DRAW });
    expect(checked.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const set = await compiled(checked.model);
    const e = Engine.create(set, { seed: 1 });
    const seen = e.pendingFor("a")!;
    expect(seen.options).toEqual(["no", "yes"]);
    for (let seed = 1; seed <= 5; seed++) {
      const turn = { player: "a", decision: seen, rng: new SeededRandom(seed), sample: () => e.sample("a", new SeededRandom(seed)) };
      expect(greedyAgent.choose(turn), `greedy, seed ${seed}`).toBe("yes");
      // Playouts cut after 10 actions, long before the game's end: only the standing tells the options apart.
      expect(mctsAgent({ iterations: 30 }, { maxSteps: 10 }).choose({ ...turn, rng: new SeededRandom(seed) }), `mcts, seed ${seed}`).toBe("yes");
    }
  });

  it("random plays any option", () => {
    const e = Engine.create(squares, { seed: 2 });
    const player = e.pending()!.player;
    const seen = e.pendingFor(player)!;
    expect(seen.options).toContainEqual(randomAgent.choose({ player, decision: seen, rng: new SeededRandom(1), sample: () => e.sample(player, new SeededRandom(1)) }));
  });
});
