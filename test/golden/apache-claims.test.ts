/**
 * Apache's worked examples played through the spec's claim procedures, with
 * each decision answered as the example describes.
 */
import { describe, expect, it } from "vitest";
import { game } from "../../generated/apache/index.js";
import { Position, type Request } from "../../runtime/core/machine.js";
import type { Value } from "../../runtime/core/values.js";
import { take } from "./helpers.js";

function table(players: number, variants: string[] = []): Position {
  return new Position(game, { variants, players });
}

/** Answers decisions in order from a list, failing loudly if a question is unexpected. */
function answers(list: Value[]): (r: Request) => Value {
  return (r) => {
    if (list.length === 0) throw new Error(`unexpected decision '${r.prompt}'`);
    return list.shift()!;
  };
}

const pile = (ctx: Position, side: string) => ctx.idsIn(`victory-pile@${side}`).map((id) => ctx.piece(id)).map((p) => `${String(p.state["colour"] ?? p.state["loot"])} ${String(p.state["rank"] ?? p.kind)}`);

describe("the red Hunter with a teepee and a buffalo", () => {
  it("takes the Hunter and the buffalo, not the teepee too", () => {
    const ctx = table(5);
    const card = take(ctx, "hand-cards", "hand-card", { colour: "red", rank: "hunter" }, "tribe@red");
    take(ctx, "prairie", "indian", { colour: "red", rank: "hunter" }, "face-up");
    take(ctx, "prairie", "booty", { loot: "teepee" }, "face-up");
    take(ctx, "prairie", "booty", { loot: "buffalo" }, "face-up");
    const seen: Request[] = [];
    ctx.call("resolve-claim", ["red", card, true], (r) => (seen.push(r), "buffalo"));
    expect(seen.map((r) => [r.decision, r.options])).toEqual([["booty-choice", ["buffalo", "teepee"]]]);
    expect(pile(ctx, "red")).toEqual(["red hunter", "buffalo booty"]);
    expect(ctx.idsIn("face-up").map((id) => ctx.piece(id).state["loot"])).toEqual(["teepee"]);
  });
});

describe("yellow, purple and red after the red Chief is revealed", () => {
  it("gives yellow the buffalo, purple the teepee, and red nothing", () => {
    const ctx = table(5);
    const hand = (colour: string, rank: string) => take(ctx, "hand-cards", "hand-card", { colour, rank }, `tribe@${colour}`);
    for (const [colour, rank] of [["yellow", "hunter"], ["purple", "hunter"], ["green", "maiden"], ["red", "chief"]]) take(ctx, "prairie", "indian", { colour, rank }, "face-up");
    for (let i = 0; i < 3; i++) take(ctx, "prairie", "booty", { loot: "totem-pole" }, "face-up");
    take(ctx, "prairie", "booty", { loot: "buffalo" }, "face-up");
    take(ctx, "prairie", "booty", { loot: "teepee" }, "face-up");
    // In order of speed: yellow, purple, then red; all three could claim when they played.
    ctx.call("resolve-claim", ["yellow", hand("yellow", "hunter"), true], answers(["buffalo"]));
    ctx.call("resolve-claim", ["purple", hand("purple", "hunter"), true], answers([]));
    ctx.call("resolve-claim", ["red", hand("red", "chief"), true], answers([]));
    expect(pile(ctx, "yellow")).toEqual(["yellow hunter", "buffalo booty"]);
    expect(pile(ctx, "purple")).toEqual(["purple hunter", "teepee booty"]);
    expect(pile(ctx, "red")).toEqual([]);
    // Every hand card is back in its owner's hand.
    for (const colour of ["yellow", "purple", "red"]) expect(ctx.idsIn(`tribe@${colour}`)).toHaveLength(1);
  });
});

describe("shared booty: the red Chief with unowned Chiefs and a green Warrior", () => {
  it("claims all four Chiefs, every totem pole and the Warrior, but no unowned Warrior", () => {
    // Seats take colours in order, so with three players red, yellow and green play and blue and
    // purple belong to nobody: the example's two unowned yellow Chiefs are purple here.
    const ctx = table(3, ["shared-booty"]);
    for (const colour of ["blue", "purple", "purple"]) take(ctx, "prairie", "indian", { colour, rank: "chief" }, "face-up");
    take(ctx, "prairie", "indian", { colour: "red", rank: "chief" }, "face-up");
    const warrior = take(ctx, "prairie", "indian", { colour: "green", rank: "warrior" }, "face-up");
    const unownedWarrior = take(ctx, "prairie", "indian", { colour: "blue", rank: "warrior" }, "face-up");
    for (let i = 0; i < 2; i++) take(ctx, "prairie", "booty", { loot: "totem-pole" }, "face-up");
    const card = take(ctx, "hand-cards", "hand-card", { colour: "red", rank: "chief" }, "tribe@red");
    ctx.call("resolve-claim", ["red", card, true], (r) => {
      expect(r.decision).toBe("prisoner");
      return warrior;
    });
    expect(pile(ctx, "red").sort()).toEqual(["blue chief", "green warrior", "purple chief", "purple chief", "red chief", "totem-pole booty", "totem-pole booty"]);
    expect(ctx.idsIn("face-up")).toEqual([unownedWarrior]);
  });
});

describe("punishment", () => {
  it("removes the top two cards of the pile, or as many as there are", () => {
    const ctx = table(3);
    const a = take(ctx, "prairie", "booty", { loot: "buffalo" }, "victory-pile@red");
    const b = take(ctx, "prairie", "booty", { loot: "teepee" }, "victory-pile@red");
    const c = take(ctx, "prairie", "booty", { loot: "necklace" }, "victory-pile@red");
    const card = take(ctx, "hand-cards", "hand-card", { colour: "red", rank: "maiden" }, "tribe@red");
    ctx.call("resolve-claim", ["red", card, false], answers([]));
    expect(ctx.idsIn("victory-pile@red")).toEqual([a]);
    expect(ctx.idsIn("removed")).toEqual([c, b]);
    ctx.call("resolve-claim", ["red", card, false], answers([]));
    ctx.call("resolve-claim", ["red", card, false], answers([]));
    expect(ctx.idsIn("victory-pile@red")).toEqual([]);
    expect(ctx.idsIn("tribe@red")).toEqual([card]);
  });
});

describe("shared booty with five players", () => {
  it("is allowed, and no identical Indian joins the claim since every colour has an owner", () => {
    const ctx = table(5, ["shared-booty"]);
    take(ctx, "prairie", "indian", { colour: "red", rank: "hunter" }, "face-up");
    const yellowHunter = take(ctx, "prairie", "indian", { colour: "yellow", rank: "hunter" }, "face-up");
    take(ctx, "prairie", "booty", { loot: "buffalo" }, "face-up");
    const card = take(ctx, "hand-cards", "hand-card", { colour: "red", rank: "hunter" }, "tribe@red");
    ctx.call("resolve-claim", ["red", card, true], answers([]));
    expect(pile(ctx, "red")).toEqual(["red hunter", "buffalo booty"]);
    expect(ctx.idsIn("face-up")).toEqual([yellowHunter]);
  });
});

describe("the Chief's prisoner: one other male Indian of his choice", () => {
  it("may be any male Indian face up but the Chief card the claim takes, his own colour's too", () => {
    const ctx = table(3);
    take(ctx, "prairie", "indian", { colour: "red", rank: "chief" }, "face-up");
    const ownHunter = take(ctx, "prairie", "indian", { colour: "red", rank: "hunter" }, "face-up");
    const greenWarrior = take(ctx, "prairie", "indian", { colour: "green", rank: "warrior" }, "face-up");
    take(ctx, "prairie", "indian", { colour: "green", rank: "maiden" }, "face-up");
    take(ctx, "prairie", "booty", { loot: "totem-pole" }, "face-up");
    const card = take(ctx, "hand-cards", "hand-card", { colour: "red", rank: "chief" }, "tribe@red");
    const seen: Request[] = [];
    ctx.call("resolve-claim", ["red", card, true], (r) => (seen.push(r), greenWarrior));
    // Males only, and not the red Chief the claim takes.
    expect(seen.map((r) => [r.decision, [...r.options].sort()])).toEqual([["prisoner", [greenWarrior, ownHunter].sort()]]);
    expect(pile(ctx, "red").sort()).toEqual(["green warrior", "red chief", "totem-pole booty"]);
  });

  it("lets a Chief whose only other male face up is his own Hunter take it, with the totem poles, instead of being punished", () => {
    const ctx = table(5);
    take(ctx, "prairie", "indian", { colour: "red", rank: "chief" }, "face-up");
    take(ctx, "prairie", "indian", { colour: "red", rank: "hunter" }, "face-up");
    take(ctx, "prairie", "booty", { loot: "totem-pole" }, "face-up");
    const card = take(ctx, "hand-cards", "hand-card", { colour: "red", rank: "chief" }, "tribe@red");
    expect(ctx.fn("could-claim", [card])).toBe(true);
    ctx.call("resolve-claim", ["red", card, true], (r) => r.options[0]! as never);
    expect(pile(ctx, "red").sort()).toEqual(["red chief", "red hunter", "totem-pole booty"]);
  });

  it("takes the other Chief of his colour prisoner, when two lie face up: the claim uses only one", () => {
    const ctx = table(5);
    take(ctx, "prairie", "indian", { colour: "red", rank: "chief" }, "face-up");
    const second = take(ctx, "prairie", "indian", { colour: "red", rank: "chief" }, "face-up");
    take(ctx, "prairie", "booty", { loot: "totem-pole" }, "face-up");
    const card = take(ctx, "hand-cards", "hand-card", { colour: "red", rank: "chief" }, "tribe@red");
    const seen: Request[] = [];
    ctx.call("resolve-claim", ["red", card, true], (r) => (seen.push(r), r.options[0]! as never));
    expect(seen[0]!.options).toEqual([second]);
    expect(pile(ctx, "red").sort()).toEqual(["red chief", "red chief", "totem-pole booty"]);
  });
});

describe("punishment under Warpath (a recorded reading)", () => {
  it("removes the last two cards won even when they are buffalo: piles keep the order cards were won", () => {
    const ctx = table(3, ["warpath"]);
    const necklace = take(ctx, "prairie", "booty", { loot: "necklace" }, "victory-pile@red");
    const b1 = take(ctx, "prairie", "booty", { loot: "buffalo" }, "victory-pile@red");
    const b2 = take(ctx, "prairie", "booty", { loot: "buffalo" }, "victory-pile@red");
    const card = take(ctx, "hand-cards", "hand-card", { colour: "red", rank: "maiden" }, "tribe@red");
    ctx.call("resolve-claim", ["red", card, false], answers([]));
    expect(ctx.idsIn("victory-pile@red")).toEqual([necklace]);
    expect(ctx.idsIn("removed")).toEqual([b2, b1]);
  });
});
