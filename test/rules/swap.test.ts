/**
 * `swap(a, b)`: two pieces trade places, each at the other's position in its
 * holder's order, so that the same row of two display columns trade
 * counters; in one holder only their order changes. Restrictions on moves
 * still apply, and the state is as JSON keeps it.
 */
import { describe, expect, it } from "vitest";
import { positionFor } from "../helpers/compiled.js";
import { brief, checkFiles } from "../helpers/spec.js";

const spec = (body: string) => `game g "G" {
  players: 1
  sides: a
  start: s
}
procedure fill "Three chits in each column" () {
  move take(pieces(supply), 3) to left
  move pieces(supply) to right
}
side a
marker chit
box supply {
  size: 6
  6 chit
}
display left {
  order: ordered
}
display right {
  order: ordered
}
sequence s {
  step only {
    run {
      ${body}
    }
  }
}
procedure trade "Trade rows" (row: int) {
  swap(first(drop(pieces(left), row - 1)), first(drop(pieces(right), row - 1)))
}
procedure reorder "Trade within a column" () {
  swap(first(pieces(left)), last(pieces(left)))
}
`;

describe("swap", () => {
  it("trades the same row of two columns, each piece taking the other's position", async () => {
    const checked = checkFiles({ "game.rules": spec("log(0)") });
    expect(brief(checked.diagnostics)).toEqual([]);
    const p = await positionFor(checked.model);
    p.call("fill", []);
    const before = [p.idsIn("left"), p.idsIn("right")];
    p.call("trade", [2]);
    expect(p.idsIn("left")).toEqual([before[0]![0], before[1]![1], before[0]![2]]);
    expect(p.idsIn("right")).toEqual([before[1]![0], before[0]![1], before[1]![2]]);
    expect(p.where(before[0]![1]!)).toBe("right");
    expect(JSON.parse(JSON.stringify(p.state)).places).toEqual(JSON.parse(JSON.stringify(p.state.places)));
  });

  it("only reorders two pieces of one holder", async () => {
    const p = await positionFor(checkFiles({ "game.rules": spec("log(0)") }).model);
    p.call("fill", []);
    const [x, y, z] = p.idsIn("left");
    p.call("reorder", []);
    expect(p.idsIn("left")).toEqual([z, y, x]);
    expect(p.idsIn("right")).toHaveLength(3);
  });

  it("is checked: it takes two pieces", () => {
    const bad = checkFiles({ "game.rules": spec("swap(left, 3)") });
    expect(brief(bad.diagnostics).join("\n")).toMatch(/swap/);
  });
});
