/**
 * Movement costs kept while a decision is worked out (issue 31): a priced
 * choice reads `reachable` once and `path-cost` for every option, and one
 * search answers them all. What is kept must give the answers a fresh
 * search gives, beyond the allowance it was worked out for too, and nothing
 * is kept outside the decision.
 */
import { describe, expect, it } from "vitest";
import { readingOnly } from "../../runtime/core/read-memo.js";
import { positionFor } from "../helpers/compiled.js";
import { checkBody } from "../helpers/spec.js";

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
