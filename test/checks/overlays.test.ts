import { describe, expect, it } from "vitest";
import { appliedDiagnostics, checkGame } from "../../dsl/check.js";
import { memoryHost } from "../../dsl/workspace.js";
import { brief, checkBody, HEADER, ROOT } from "../helpers/spec.js";

/** A base game whose sequence calls `muster` and names area `y`; `overlays` come after it. */
const game = (overlays: string) =>
  checkBody(`procedure muster "Muster" () {
  log("mustered")
}
map m {
  layout: areas
  area x
  area y
  link x -- y
}
sequence s {
  step only {
    run {
      muster()
      let place = y
    }
  }
}
${overlays}`);

describe("overlay checks (scenarios and variants checked as applied)", () => {
  it("report a removal of something the game still uses, at the removal", () => {
    const r = game("variant no-muster {\n  remove procedure muster\n}\n");
    expect(brief(r.diagnostics)).toEqual(["25:20 with variant 'no-muster' applied: unknown procedure or command 'muster' (/virtual/game.rules:19:7)"]);
  });

  it("report a replaced map that drops a place the game uses, at the replacement", () => {
    const r = game("variant new-map {\n  replace map m {\n    layout: areas\n    area x\n    area z\n    link x -- z\n  }\n}\n");
    expect(brief(r.diagnostics)).toEqual(["25:15 with variant 'new-map' applied: unknown name 'y' (/virtual/game.rules:20:19)"]);
  });

  it("accept a replaced map that keeps the names of its places", () => {
    const r = game("variant new-links {\n  replace map m {\n    layout: areas\n    area x\n    area y\n    area w\n    link x -- w\n    link w -- y\n  }\n}\n");
    expect(r.diagnostics).toEqual([]);
  });

  it("check all variants together: each may be sound alone and not with the other", () => {
    const r = game("procedure spare() {\n  log(\"spare\")\n}\nvariant uses-spare {\n  setup {\n    spare()\n  }\n}\nvariant drops-spare {\n  remove procedure spare\n}\n");
    expect(brief(r.diagnostics)).toEqual(["33:20 with variants 'uses-spare', 'drops-spare' together applied: unknown procedure or command 'spare' (/virtual/game.rules:29:5)"]);
  });

  it("report a scenario named like a declaration of the base game", () => {
    const r = game("scenario muster {\n  turns: 1..2\n}\n");
    expect(brief(r.diagnostics)).toContain("24:10 'muster' is already declared as procedure 'muster'");
  });

  it("leave overlays alone while the base game has errors of its own", () => {
    const r = game("variant no-muster {\n  remove procedure muster\n}\nfunction broken() = nowhere\n");
    expect(brief(r.diagnostics)).toEqual(["27:21 unknown name 'nowhere'"]);
  });

  it("let enabled(...) name any variant or scenario while another scenario is checked as applied, and it reads true only with it", async () => {
    const { checkFiles, PLAYABLE } = await import("../helpers/spec.js");
    const { positionFor } = await import("../helpers/compiled.js");
    const r = checkFiles({ "game.rules": `${PLAYABLE}sequence s {\n  step only\n}\nvariant fast "Fast" {\n}\nscenario short "Short" {\n  description: "a short game"\n}\nfunction quick() = enabled(fast)\nfunction brief-game() = enabled(short)\n` });
    expect(brief(r.diagnostics)).toEqual([]);
    expect((await positionFor(r.model, { variants: ["fast"] })).fn("quick", [])).toBe(true);
    expect((await positionFor(r.model)).fn("quick", [])).toBe(false);
  });

  it("give, checked later (as an editor does), what one check gives", () => {
    const text = `${HEADER}procedure muster "Muster" () {\n  log("m")\n}\nsequence s {\n  step only {\n    run {\n      muster()\n    }\n  }\n}\nvariant no-muster {\n  remove procedure muster\n}\n`;
    const host = memoryHost({ [`${ROOT}/game.rules`]: text });
    const whole = checkGame(`${ROOT}/game.rules`, host);
    const first = checkGame(`${ROOT}/game.rules`, host, undefined, { overlays: false });
    expect(first.diagnostics).toEqual([]);
    expect(whole.diagnostics.length).toBe(1);
    expect(appliedDiagnostics(first)).toEqual(whole.diagnostics);
    for (const spec of ["squares", "once-we-moved-like-the-wind"]) {
      expect(appliedDiagnostics(checkGame(`specs/${spec}/game.rules`, undefined, undefined, { overlays: false }))).toEqual(checkGame(`specs/${spec}/game.rules`).diagnostics);
    }
  });
});
