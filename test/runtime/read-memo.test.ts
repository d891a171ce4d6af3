/**
 * Movement costs kept while a decision is worked out (issue 31): a priced
 * choice reads `reachable` once and `path-cost` for every option, and one
 * search answers them all. What is kept must give the answers a fresh
 * search gives, beyond the allowance it was worked out for too, and nothing
 * is kept outside the decision. So with a side's pieces on a whole map,
 * which a rule weighing each option may list for each.
 */
import { describe, expect, it } from "vitest";
import { keptPieces, readDone, reading } from "../../runtime/core/read-memo.js";
import { positionFor } from "../helpers/compiled.js";
import { checkBody } from "../helpers/spec.js";

/** Works `read` out in a stretch of reading only `state`, keeping movement costs, as a priced decision's options are worked out. */
function readingOnly<T>(state: object, read: () => T): T {
  const outer = reading(state);
  try {
    return read();
  } finally {
    readDone(outer, undefined);
  }
}

// A line of five areas, aa to ee; entering a hill costs 3, anything else 1.
const SPEC = `type ground {
  values: flat, hill
}
map land "Land" {
  layout: areas
  terrain-type: ground
  movement-cost: price
  area aa "A" { terrain: flat }
  area bb "B" { terrain: hill }
  area cc "C" { terrain: flat }
  area dd "D" { terrain: flat }
  area ee "E" { terrain: hill }
  link aa -- bb
  link bb -- cc
  link cc -- dd
  link dd -- ee
}
function price(to: area) = if to.terrain == hill then 3 else 1
function near(n: int) = reachable(aa, n)
function cost(to: area) = path-cost(aa, to)
function near-from(from: area, n: int) = reachable(from, n)
function cost-from(from: area, to: area) = path-cost(from, to)
`;

describe("movement costs kept while a decision is read", () => {
  it("answer as fresh searches do, within and beyond the allowance first searched", async () => {
    const checked = checkBody(SPEC);
    expect(checked.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const p = await positionFor(checked.model);
    const fresh = { near: p.fn("near", [4]), costs: ["bb", "cc", "dd", "ee"].map((x) => p.fn("cost", [x])) };
    expect(fresh).toEqual({ near: ["bb", "cc"], costs: [3, 4, 5, 8] });
    // The search up to 4 is kept; d (5) and e (8) lie beyond it and are searched for again, not read as missing.
    const kept = readingOnly(p.state, () => ({ near: p.fn("near", [4]), costs: ["bb", "cc", "dd", "ee"].map((x) => p.fn("cost", [x])), wider: p.fn("near", [9]) }));
    expect(kept).toEqual({ ...fresh, wider: ["bb", "cc", "dd", "ee"] });
  });

  it("keep each start's search apart, however the reads of several interleave", async () => {
    const checked = checkBody(SPEC);
    const p = await positionFor(checked.model);
    const reads = () => ["aa", "ee", "cc", "aa", "ee"].map((from) => ({ near: p.fn("near-from", [from as never, 3]), costs: ["aa", "cc", "ee"].map((to) => p.fn("cost-from", [from as never, to as never])) }));
    const fresh = reads();
    expect(fresh[1]).toEqual({ near: ["cc", "dd"], costs: [6, 2, 0] });
    expect(readingOnly(p.state, reads)).toEqual(fresh);
  });
});

// Two sides' soldiers on a map of three areas, and a hand apart.
const PIECES = `map field "Field" {
  layout: areas
  area f1 "One"
  area f2 "Two"
  area f3 "Three"
  link f1 -- f2
  link f2 -- f3
}
unit soldier "Soldier"
pool a-army "A's army" {
  owner: a
  size: 3
  3 soldier
}
pool b-army "B's army" {
  owner: b
  size: 2
  2 soldier
}
function mine(who: side) = pieces-of(who, field)
track before "Before" {
  range: 0..9
}
track after "After" {
  range: 0..9
}
procedure reinforce() {
  set before = count(mine(a))
  move first(pieces(a-army)) to f2
  set after = count(mine(a))
}
`;

describe("a side's pieces on a whole map, kept until the state changes", () => {
  async function setUp() {
    const checked = checkBody(PIECES);
    expect(checked.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const p = await positionFor(checked.model);
    const [a1, a2, a3] = p.idsIn("a-army");
    const [b1] = p.idsIn("b-army");
    p.place([a2!, b1!], "f3");
    p.place(a1!, "f1");
    return { p, a3: a3! };
  }

  it("are listed once a side, area by area, and given again as they were, frozen when checking", async () => {
    const { p } = await setUp();
    const fresh = { a: p.fn("mine", ["a"]), b: p.fn("mine", ["b"]) };
    expect(fresh).toEqual({ a: ["soldier#1", "soldier#2"], b: ["soldier#4"] });
    // Outside any decision's stretch of reading too: the very list kept, not listed again.
    expect(keptPieces(p.state, "a", "field")).toBe(keptPieces(p.state, "a", "field"));
    expect(keptPieces(p.state, "a", "field")).toEqual(["soldier#1", "soldier#2"].map((id) => p.ref(id)));
    expect(Object.isFrozen(keptPieces(p.state, "a", "field"))).toBe(true);
    expect(keptPieces(p.state, "b", "other-map")).toBeUndefined();
    const outer = reading(p.state, false);
    try {
      expect({ a: p.fn("mine", ["a"]), b: p.fn("mine", ["b"]) }).toEqual(fresh);
    } finally {
      readDone(outer, undefined);
    }
    expect(keptPieces(p.state, "a", "field")).toEqual(["soldier#1", "soldier#2"].map((id) => p.ref(id)));
  });

  it("are forgotten when the board changes, or a run starts, even in a stretch that an error broke off", async () => {
    const { p, a3 } = await setUp();
    reading(p.state, false);
    expect(p.fn("mine", ["a"])).toEqual(["soldier#1", "soldier#2"]);
    // Never ended, as when working out a decision's options fails: a change to the board forgets what was kept.
    p.place(a3, "f2");
    expect(keptPieces(p.state, "a", "field")).toBeUndefined();
    expect(p.fn("mine", ["a"])).toEqual(["soldier#1", "soldier#3", "soldier#2"]);
    expect(keptPieces(p.state, "a", "field")).toBeDefined();
    // A run starting forgets it too: what it reads may be a state changed since by anyone.
    p.suddenDeath();
    expect(keptPieces(p.state, "a", "field")).toBeUndefined();
  });

  it("are listed again after a command of the same run moves a piece", async () => {
    const { p } = await setUp();
    p.call("reinforce", []);
    expect([p.state.tracks["before"], p.state.tracks["after"]]).toEqual([2, 3]);
  });
});
