import { describe, expect, it } from "vitest";
import { brief, checkBody, checkFiles, HEADER } from "../helpers/spec.js";

describe("unresolved-name", () => {
  it("suggests the nearest name of the expected kind", () => {
    const r = checkBody("block scout { side: aa }\nblock rider { side: b }\n");
    expect(brief(r.diagnostics)).toEqual(["7:21 unknown name 'aa': expected a side (did you mean 'a'?)"]);
  });

  it("says when a name exists but is of the wrong kind", () => {
    const r = checkBody("table t { row 1: x }\nblock scout { side: t }\n");
    expect(brief(r.diagnostics)).toEqual(["8:21 't' is a table, but a side is expected here"]);
  });

  it("resolves names across imported files", () => {
    const r = checkFiles({
      "game.rules": `import "pieces.rules"\n${HEADER}`,
      "pieces.rules": "block scout { side: a }\n",
    });
    expect(r.diagnostics).toEqual([]);
    expect(r.model.pieces.map((p) => p.id)).toEqual(["scout"]);
  });

  it("checks what scenarios and variants replace and remove", () => {
    const r = checkBody("table t { row 1: x }\nvariant v {\n  remove table q\n  remove track t\n}\n");
    expect(brief(r.diagnostics)).toEqual([
      "9:16 cannot remove 'q': the base game has no such table",
      "10:16 cannot remove track 't': in the base game it is a table",
    ]);
  });

  it("lets a variant refer to its own declarations, in its rules and in its own set-up", () => {
    const r = checkBody("variant v {\n  track extra { range: 0..3 }\n  victory win { when: value(extra) > 2 }\n  setup {\n    set extra = 1\n  }\n}\n");
    expect(r.diagnostics).toEqual([]);
  });
});
