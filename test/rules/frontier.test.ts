/**
 * The declarative rules run: each test plays the Frontier fixture with and
 * without one rule (most added by a variant) and checks what the rule
 * changes: a trigger on a move, a restriction on moves and one on a
 * decision's options, modifiers of a table, a procedure's dice and a
 * function, a limit with a consequence at the end of a step, state on areas,
 * the acting side set by the rules, and a victory checked at the end of a turn.
 */
import { describe, expect, it } from "vitest";
import { checkGame } from "../../dsl/check.js";
import { RuleBroken } from "../../runtime/core/commands.js";
import { Engine } from "../../runtime/core/machine.js";
import type { Value } from "../../runtime/core/values.js";
import { IllegalActionError } from "../../runtime/engine.js";
import { compiled, positionFor } from "../helpers/compiled.js";
import { readableBoard } from "../../runtime/core/values.js";
import { pieceNamed } from "../../runtime/core/board.js";

const model = checkGame("test/fixtures/frontier/game.rules").model;

async function start(variants: string[] = [], dice: number[] = []): Promise<Engine> {
  return Engine.create(await compiled(model, { variants }), { seed: 7, variants, script: { dice } });
}

/** Answers the decision waited for with the first option `want` accepts. */
function take(e: Engine, id: string, want: (o: Value) => boolean = () => true) {
  const d = e.pending()!;
  expect(d.id).toBe(id);
  const o = d.options.find(want);
  if (o === undefined) throw new Error(`no option of '${id}' fits (${JSON.stringify(d.options)})`);
  return e.apply(d.player, o);
}

/** One raid step: the first raider still in camp goes to `to`, twice (or to `to2`). */
function raids(e: Engine, to: string, to2 = to) {
  const inCamp = (o: Value) => pieceNamed(readableBoard(e.state), String(o))?.location === "camp";
  take(e, "pick-raider", inCamp);
  take(e, "march", (o) => o === to);
  take(e, "pick-raider", inCamp);
  take(e, "march", (o) => o === to2);
}

describe("a trigger on an event", () => {
  it("fires when a raider enters the farm, and not on other moves", async () => {
    const e = await start();
    take(e, "pick-raider");
    const before = e.state.tracks["alarm"];
    const events = take(e, "march", (o) => o === "farm");
    expect(e.state.tracks["alarm"]).toBe((before as number) + 1);
    expect(events).toContainEqual({ type: "trigger", trigger: "alarm-raised" });
    take(e, "pick-raider", (o) => pieceNamed(readableBoard(e.state), String(o))?.location === "camp");
    take(e, "march", (o) => o === "ford");
    expect(e.state.tracks["alarm"]).toBe((before as number) + 1);
  });
});

describe("a restriction on moves (added by a variant)", () => {
  it("keeps a move that breaks it off the options of a decision about the piece moving", async () => {
    const base = await start();
    take(base, "pick-raider");
    expect(base.pending()!.options).toEqual(["farm", "ford"]);
    const flood = await start(["flood"]);
    take(flood, "pick-raider");
    expect(flood.pending()!.options).toEqual(["farm"]);
  });

  it("refuses the move with its message and rule, leaving the state as it was", async () => {
    const e = await start(["flood"]);
    take(e, "pick-raider");
    const before = JSON.stringify(e.state);
    let refusal: unknown;
    try {
      e.apply("raiders", "ford");
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(RuleBroken);
    expect(refusal).toBeInstanceOf(IllegalActionError);
    expect((refusal as Error).message).toBe("nobody crosses the river while it is in flood (rule 7)");
    expect(JSON.stringify(e.state)).toBe(before);
  });
});

describe("a restriction on a decision (added by a variant)", () => {
  it("filters the options of the decisions it applies to", async () => {
    const base = await start();
    raids(base, "farm");
    take(base, "pick-guard");
    take(base, "patrol", (o) => o === "fort");
    take(base, "pick-raider", (o) => pieceNamed(readableBoard(base.state), String(o))?.location === "farm");
    expect(base.pending()!.options).toContain("camp");
    const e = await start(["no-return"]);
    raids(e, "farm");
    take(e, "pick-guard");
    take(e, "patrol", (o) => o === "fort");
    take(e, "pick-raider", (o) => pieceNamed(readableBoard(e.state), String(o))?.location === "farm");
    expect(e.pending()!.options).not.toContain("camp");
    expect(() => e.apply("raiders", "camp")).toThrow("raiders never go back to their camp (rule 7)");
  });
});

describe("modifiers", () => {
  // Two raiders go to the farm; the camp keeps two. Plunder rolls for the camp, then the farm.
  async function plunderWith(variants: string[], dice: number[]): Promise<Engine> {
    const e = await start(variants, dice);
    raids(e, "farm");
    return e;
  }

  it("change the key of a table look-up, under their condition", async () => {
    // Camp 1 (nothing), farm 4 (some): one loot. Warned farms read 4 - 2 = 2: nothing.
    expect((await plunderWith([], [1, 4])).state.tracks["loot"]).toBe(1);
    expect((await plunderWith(["lookouts"], [1, 4])).state.tracks["loot"]).toBe(0);
  });

  it("change the dice a procedure rolls, and a modified key past the table stays on its last row", async () => {
    // 5 reads 'some'; daring makes it 6, 'lots': three loot and the farm burned. 6 + 1 = 7 reads 'lots' too.
    const base = await plunderWith([], [1, 5]);
    expect(base.state.tracks["loot"]).toBe(1);
    expect(base.state.areaState!["farm"]).toEqual({ burned: false, raids: 1 });
    const bold = await plunderWith(["bold"], [1, 5]);
    expect(bold.state.tracks["loot"]).toBe(3);
    expect(bold.state.areaState!["farm"]).toEqual({ burned: true, raids: 1 });
    expect((await plunderWith(["bold"], [1, 6])).state.tracks["loot"]).toBe(3);
  });

  it("change a function's result where their condition holds", async () => {
    const base = await positionFor(model);
    const garrison = await positionFor(model, { variants: ["garrison"] });
    expect(base.fn("guard-strength", ["fort"])).toBe(0);
    expect(garrison.fn("guard-strength", ["fort"])).toBe(1);
    expect(garrison.fn("guard-strength", ["farm"])).toBe(0);
  });
});

describe("state on areas", () => {
  it("starts at its type's default, and the rules read and change it", async () => {
    const e = await start([], [6, 6]);
    expect(e.state.areaState!["camp"]).toEqual({ burned: false, raids: 0 });
    raids(e, "farm");
    // Both the camp and the farm were plundered with a 6: burned, and not raided again.
    expect(e.state.areaState!["camp"]).toEqual({ burned: true, raids: 1 });
    expect(e.state.areaState!["farm"]).toEqual({ burned: true, raids: 1 });
  });
});

describe("the acting side, set by the rules", () => {
  it("hands each step to the side it names", async () => {
    const e = await start();
    expect(e.pending()!.player).toBe("raiders");
    expect(e.state.active).toBe("raiders");
    raids(e, "farm");
    expect(e.pending()!.player).toBe("guards");
    expect(e.state.active).toBe("guards");
  });
});

describe("a limit checked at the end of a step", () => {
  it("carries out its consequence where it is broken: the excess raiders go back to the pool at random", async () => {
    const e = await start([], [1, 1, 1, 1]);
    raids(e, "farm");
    take(e, "pick-guard");
    take(e, "patrol", (o) => o === "fort");
    expect(readableBoard(e.state).areas["farm"]).toHaveLength(2);
    const events = [];
    const inCamp = (o: Value) => pieceNamed(readableBoard(e.state), String(o))?.location === "camp";
    take(e, "pick-raider", inCamp);
    events.push(...take(e, "march", (o) => o === "farm"));
    take(e, "pick-raider", inCamp);
    events.push(...take(e, "march", (o) => o === "farm"));
    // Four raiders reached the farm; two went back to the pool when the raid step ended.
    expect(events).toContainEqual({ type: "limit", limit: "crowding" });
    expect(readableBoard(e.state).areas["farm"]).toHaveLength(2);
    expect(readableBoard(e.state).holders["raider-pool"]).toHaveLength(2);
  });
});

describe("a victory checked at the end of a turn", () => {
  it("waits for the turn to end even when it already holds after a step", async () => {
    // Camp and farm both roll 6: six loot after the plunder step, but the guards still patrol.
    const e = await start([], [6, 6]);
    raids(e, "farm");
    expect(e.state.tracks["loot"]).toBe(6);
    expect(e.isOver()).toBe(false);
    expect(e.pending()!.id).toBe("pick-guard");
    take(e, "pick-guard");
    take(e, "patrol");
    expect(e.result()).toMatchObject({ winners: ["raiders"], name: "Rich haul" });
  });
});

describe("a victory checked when a step ends", () => {
  it("is judged when its step ends, not between the step's own decisions", async () => {
    const e = await start(["early-alarm"]);
    take(e, "pick-raider");
    take(e, "march", (o) => o === "farm");
    take(e, "pick-raider", (o) => pieceNamed(readableBoard(e.state), String(o))?.location === "camp");
    expect(e.state.tracks["alarm"]).toBe(1);
    take(e, "march", (o) => o === "farm");
    // Two alarms when the raids step ended: the guards win before any plunder.
    expect(e.result()).toMatchObject({ winners: ["guards"], name: "Guards warned" });
    expect(e.state.tracks["loot"]).toBe(0);
    const base = await start();
    raids(base, "farm");
    expect(base.isOver()).toBe(false);
  });
});

describe("the game's length", () => {
  it("follows a variant's turns, and 'last-turn' names the last of them", async () => {
    for (const [variants, last] of [[[], 4], [["long-raid"], 6]] as const) {
      expect((await positionFor(model, { variants: [...variants] })).fn("final-turn", [])).toBe(last);
      // With the lookouts warned from the first alarm, raiders rarely win: play to the end of the last turn.
      const set = await compiled(model, { variants: [...variants, "lookouts"] });
      const e = Engine.create(set, { seed: 3, variants: [...variants, "lookouts"], script: { dice: Array(40).fill(1) } });
      while (!e.isOver()) {
        const d = e.pending()!;
        e.apply(d.player, d.options[0]!);
      }
      expect(e.result()!.name).toBe("Valley held");
      expect(e.state.turn).toBe(last);
    }
  });
});
