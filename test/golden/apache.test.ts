/**
 * Apache's worked examples, evaluated with the spec's own functions.
 */
import { describe, expect, it } from "vitest";
import { game } from "../../generated/apache/index.js";
import { setupState, take } from "./helpers.js";


describe("Apache: the red Hunter with a teepee and a buffalo", () => {
  const { position, fn } = setupState(game, 5);
  take(position, "hand-cards", "hand-card", { colour: "red", rank: "hunter" }, "tribe@red");
  const hunter = position.idsIn("tribe@red")[0]!;
  take(position, "prairie", "indian", { colour: "red", rank: "hunter" }, "face-up");
  const teepee = take(position, "prairie", "booty", { loot: "teepee" }, "face-up");
  const buffalo = take(position, "prairie", "booty", { loot: "buffalo" }, "face-up");

  it("may play the Hunter, and claims the buffalo or the teepee, not both", () => {
    expect(fn("could-claim", [hunter])).toBe(true);
    expect(fn("booty-face-up", ["buffalo"])).toEqual([buffalo]);
    expect(fn("booty-face-up", ["teepee"])).toEqual([teepee]);
  });

  it("could not play the Maiden: no red Maiden lies face up", () => {
    take(position, "hand-cards", "hand-card", { colour: "red", rank: "maiden" }, "tribe@red");
    const maiden = position.idsIn("tribe@red")[1]!;
    expect(fn("could-claim", [maiden])).toBe(false);
  });
});

describe("Apache: yellow, purple and red after the red Chief is revealed", () => {
  const { position, fn } = setupState(game, 5);
  const hand = (colour: string, rank: string) => take(position, "hand-cards", "hand-card", { colour, rank }, `tribe@${colour}`);
  const yellowHunter = take(position, "prairie", "indian", { colour: "yellow", rank: "hunter" }, "face-up");
  const purpleHunter = take(position, "prairie", "indian", { colour: "purple", rank: "hunter" }, "face-up");
  take(position, "prairie", "indian", { colour: "green", rank: "maiden" }, "face-up");
  for (let i = 0; i < 3; i++) take(position, "prairie", "booty", { loot: "totem-pole" }, "face-up");
  const buffalo = take(position, "prairie", "booty", { loot: "buffalo" }, "face-up");
  const teepee = take(position, "prairie", "booty", { loot: "teepee" }, "face-up");
  take(position, "prairie", "indian", { colour: "red", rank: "chief" }, "face-up");
  const redChief = hand("red", "chief");
  const yellow = hand("yellow", "hunter");
  const purple = hand("purple", "hunter");

  it("lets all three play: each could claim something when the cards landed", () => {
    for (const card of [yellow, purple, redChief]) expect(fn("could-claim", [card])).toBe(true);
    expect(fn("captives-for", [redChief])).toEqual([yellowHunter, purpleHunter]);
  });

  it("leaves the red Chief nothing once the Hunters have gone: the Maiden cannot be captured", () => {
    // Yellow, fastest, takes the Hunter and the buffalo; purple her Hunter and the teepee.
    const move = (id: string, to: string) => position.place(id, to);
    move(yellowHunter, "victory-pile@yellow");
    move(buffalo, "victory-pile@yellow");
    move(purpleHunter, "victory-pile@purple");
    move(teepee, "victory-pile@purple");
    expect(fn("captives-for", [redChief])).toEqual([]);
    expect(fn("could-claim", [redChief])).toBe(false);
    expect(fn("booty-face-up", ["totem-pole"])).toHaveLength(3);
  });
});
