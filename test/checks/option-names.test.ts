import { describe, expect, it } from "vitest";
import { brief, checkBody } from "../helpers/spec.js";

describe("option-name", () => {
  it("warns when a decision's option is named like a holder or a track, which play would read as that", () => {
    const r = checkBody(
      'box waiting "Waiting"\ntrack morale {\n  range: 0..5\n}\ndecision next "Next" {\n  prompt: "What now?"\n  options: go, waiting, morale\n}\n',
    );
    const d = r.diagnostics.filter((x) => x.code === "option-name");
    expect(brief(d)).toEqual([
      expect.stringMatching(/warning: option 'morale' of decision 'next' is also the name of track 'morale'/),
      expect.stringMatching(/warning: option 'waiting' of decision 'next' is also the name of box 'waiting': where play names it, it stands for the box, not the option; rename the option/),
    ]);
  });

  it("lets options named like procedures through: they stay names", () => {
    const r = checkBody('procedure planning() {\n  log("planned")\n}\ndecision next "Next" {\n  prompt: "What now?"\n  options: planning, rest\n}\n');
    expect(r.diagnostics.filter((x) => x.code === "option-name")).toEqual([]);
  });
});
