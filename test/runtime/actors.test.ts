/**
 * `Engine.actors()`: who may act now, which hosts ask to know whose turn it
 * is (a secret decision of several sides, a window any side may play into).
 * The conformance suite holds it to `pendingFor` over random games of every
 * engine; this covers a secret decision of two sides, which none of those
 * games reaches.
 */
import { describe, expect, it } from "vitest";
import { Engine } from "../../runtime/core/machine.js";
import { game as owm } from "../../generated/once-we-moved-like-the-wind/index.js";

describe("Engine.actors", () => {
  it("lists both sides of a secret bid until each has bid, then whoever decides next", () => {
    const e = Engine.create(owm, { seed: 3, variants: ["bidding"] });
    const d = e.pending()!;
    expect(d.player).toBe("each");
    expect(e.actors()).toEqual(["apache", "army"]);
    e.apply("army", e.pendingFor("army")!.options[0]!);
    expect(e.actors()).toEqual(["apache"]);
    // Unequal bids, so that the bidding is settled (equal ones are bid again).
    e.apply("apache", e.pendingFor("apache")!.options[1]!);
    expect(e.pending()!.id).not.toBe(d.id);
    expect(e.actors()).toEqual(e.sides().filter((s) => (e.pendingFor(s)?.options.length ?? 0) > 0));
  });
});
