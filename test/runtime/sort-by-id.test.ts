/**
 * `DataIndex.sortById`: what `reachable` sorts its places with. Places by
 * number are sorted by rank with a typed array's own sort; anything else by
 * the comparison `byId`. Both must give the very order `sort(byId)` gives.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Engine } from "../../runtime/core/machine.js";
import type { DataIndex } from "../../runtime/core/data.js";
import type { Value } from "../../runtime/core/values.js";
import * as owm from "../../generated/once-we-moved-like-the-wind/index.js";
import * as warpath from "../../generated/warpath/index.js";

describe("sortById", () => {
  for (const [name, module] of [["Once We Moved Like the Wind", owm], ["Warpath", warpath]] as const) {
    it(`orders ${name}'s places as sort(byId) does, by number or mixed with other values`, () => {
      const index = (Engine.create(module.game, { seed: 1 }) as unknown as { index: DataIndex }).index;
      const places = index.placeRefs as Value[];
      expect(places.some((p) => typeof p === "number")).toBe(true);
      fc.assert(
        fc.property(fc.array(fc.constantFrom(...places), { maxLength: 60 }), fc.array(fc.constantFrom<Value>("zz-text", "aa-text", 7), { maxLength: 2 }), (some, others) => {
          for (const list of [some, [...some, ...others]]) {
            const expected = [...list].sort(index.byId);
            const sorted = index.sortById([...list]);
            expect(sorted).toEqual(expected);
          }
        }),
        { numRuns: 300 },
      );
    });
  }
});
