import { describe, expect, it } from "vitest";
import { positionFor } from "../helpers/compiled.js";
import { brief, checkBody, checkFiles, PLAYABLE } from "../helpers/spec.js";

describe("reserved-name", () => {
  it("refuses names every JavaScript object already has, for declarations, type values and fields", () => {
    const r = checkBody("map m {\n  layout: areas\n  area constructor\n}\ntype mood {\n  values: calm, toString\n}\nunit soldier {\n  state: { valueOf: int }\n}\n");
    const d = r.diagnostics.filter((x) => x.code === "reserved-name");
    expect(brief(d)).toEqual([
      expect.stringMatching(/'constructor' is a name every JavaScript object already has/),
      expect.stringMatching(/'toString' is a name every JavaScript object already has/),
      expect.stringMatching(/'valueOf' is a name every JavaScript object already has/),
    ]);
    expect(d.every((x) => x.severity === "error")).toBe(true);
  });

  it("lets names that only begin like one through, and a game with them plays", async () => {
    const checked = checkFiles({ "game.rules": `${PLAYABLE}map m {\n  layout: areas\n  area constructors\n  area to-string\n  link constructors -- to-string\n}\nsequence s {\n  step only\n}\n` });
    expect(checked.diagnostics.filter((x) => x.severity === "error")).toEqual([]);
    const p = await positionFor(checked.model);
    expect(p.idsIn("constructors")).toEqual([]);
  });
});
