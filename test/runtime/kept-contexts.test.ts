import { describe, expect, it } from "vitest";
import { nextRun, runContext, type RunContext } from "../../runtime/core/commands.js";
import { Engine, Position } from "../../runtime/core/machine.js";
import type { GameEvent } from "../../runtime/engine.js";
import { compiled } from "../helpers/compiled.js";
import { checkFiles, PLAYABLE } from "../helpers/spec.js";

// Every action rolls a die for the side that chose, and a trigger watching
// rolls counts them: what expressions record (the roll) and what triggers do
// (the count) must land in the events of the action that caused them, not in
// those of the action that first made the expression contexts.
const SPEC = `${PLAYABLE}
track rolls "Rolls" {
  range: 0..1000
  start: 0
}
decision pick "Pick" {
  prompt: "Pick"
}
procedure go "Go" (s: side) {
  choose n from [1, 2] by s as pick
  if roll(d6) > 0 {
    log("rolled")
  }
}
trigger counted "Counted" {
  on: roll
  run {
    set rolls += 1
  }
}
sequence s {
  loop turns {
    until: value(rolls) >= 12
    phase p "P" {
      each-side: true
      step one {
        run {
          go(active)
        }
      }
    }
  }
}
victory v "V" {
  winner: a
  outcome: "done"
}
`;

const kinds = (events: readonly GameEvent[]) => events.map((e) => e.type).filter((t) => t === "rolled" || t === "track" || t === "log");

async function program() {
  const checked = checkFiles({ "game.rules": SPEC });
  expect(checked.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return compiled(checked.model);
}

describe("expression contexts kept by an engine from one action to the next", () => {
  it("record each action's rolls, and its triggers' changes, among that action's own events", async () => {
    const set = await program();
    const e = Engine.create(set, { seed: 3 });
    let actions = 0;
    while (!e.isOver()) {
      const d = e.pending()!;
      const events = e.apply(d.player, d.options[0]!);
      actions++;
      expect(kinds(events)).toEqual(["rolled", "track", "log"]);
      expect(e.state.tracks["rolls"]).toBe(actions);
    }
    expect(actions).toBe(12);
  });

  it("are made anew for a restored game and a clone, which record their own events", async () => {
    const set = await program();
    const e = Engine.create(set, { seed: 5 });
    const d = e.pending()!;
    e.apply(d.player, d.options[0]!);
    const restored = Engine.restore(set, JSON.parse(JSON.stringify(e.state)));
    const clone = e.clone();
    for (const g of [restored, clone, e]) {
      const next = g.pending()!;
      expect(kinds(g.apply(next.player, next.options[1]!))).toEqual(["rolled", "track", "log"]);
      expect(g.state.tracks["rolls"]).toBe(2);
    }
  });
});

// A rule reads a piece, changes its record (a step lost, a face turned), and
// reads it again in the same run: the second read sees the new record, not
// the one the context kept at hand from the first.
const RECORDS = `${PLAYABLE}
block troop "Troop" {
  side: a
  steps: 4
  faces: front, back
}
pool camp "Camp" {
  1 troop
}
track before "Before" {
  range: 0..9
  start: 0
}
track reduced "Reduced" {
  range: 0..9
  start: 0
}
track restored "Restored" {
  range: 0..9
  start: 0
}
track flipped "Flipped" {
  range: 0..9
  start: 0
}
procedure change "Change" () {
  set before = strength(troop)
  if face(troop) == "front" {
    set flipped = 1
  }
  reduce(troop, 1)
  set reduced = strength(troop)
  flip(troop)
  if face(troop) == "back" {
    set flipped += 1
  }
  restore(troop, 1)
  set restored = strength(troop)
}
sequence s {
  step only {
    run {
      change()
    }
  }
}
`;

describe("the piece a context keeps at hand", () => {
  it("is forgotten when a rule replaces the piece's record, so the next read sees the change", async () => {
    const checked = checkFiles({ "game.rules": RECORDS });
    expect(checked.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const p = new Position(await compiled(checked.model));
    p.call("change", []);
    expect(p.state.tracks).toEqual({ before: 4, reduced: 3, restored: 4, flipped: 2 });
  });
});

describe("the run context an engine keeps", () => {
  it("is readied for the next run exactly as a new one starts, but for what the engine keeps", () => {
    // What an engine keeps from run to run: the game, its generator, the expression contexts,
    // who may see what (the sides in play do not change), and the last window's request, which the
    // next run narrows only once it has checked that it answers that request (see `offerRequest`), and the
    // journal of pieces changed, which lists changes from run to run for views (see `PieceJournal`).
    const KEPT = new Set(["index", "T", "state", "rng", "ctxs", "rules", "window", "changed", "changedBefore"]);
    const fresh = runContext({} as RunContext["index"], {} as RunContext["T"], {} as RunContext["state"], {} as RunContext["rng"], []);
    const used = runContext(fresh.index, fresh.T, fresh.state, fresh.rng, []) as unknown as Record<string, unknown>;
    // Every field set as a run may leave it.
    for (const k of Object.keys(used)) if (!KEPT.has(k)) used[k] = `left by the last run: ${k}`;
    const events: RunContext["events"] = [];
    const next = nextRun(used as unknown as RunContext, events) as unknown as Record<string, unknown>;
    expect(Object.keys(next)).toEqual(Object.keys(fresh));
    for (const k of Object.keys(fresh)) {
      if (KEPT.has(k)) continue;
      expect(next[k], k).toEqual(k === "events" ? events : (fresh as unknown as Record<string, unknown>)[k]);
    }
  });
});
