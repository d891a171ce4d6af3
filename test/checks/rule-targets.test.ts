/**
 * rule-target: every rule names what it applies to in a form the engine
 * applies, and a standing (how well placed a side is, for bots) gives points
 * and nothing that would change or decide the game.
 */
import { describe, expect, it } from "vitest";
import { brief, checkBody } from "../helpers/spec.js";

const targets = (ds: ReturnType<typeof checkBody>["diagnostics"]) => brief(ds.filter((d) => d.code === "rule-target"));

describe("rule-target", () => {
  it("reports a trigger that watches nothing and a modifier with nothing to change", () => {
    const r = checkBody(`trigger t "T" {\n  run {\n    log("x")\n  }\n}\nmodifier m "M" {\n  value: 1\n}\n`);
    expect(targets(r.diagnostics)).toEqual([
      "7:9 trigger 't' watches nothing: give it an event ('on: move', 'on: eliminate', ...) or the procedure it follows ('applies-to: procedure')",
      "12:10 modifier 'm' changes nothing: name the tables, functions or procedures it applies to ('applies-to')",
    ]);
  });

  it("accepts a standing with points, for one side and while a condition holds", () => {
    const r = checkBody(`track lead { range: 0..9 }\nstanding ahead "Ahead" {\n  side: a\n  when: value(lead) > 0\n  points: 2 * value(lead)\n}\n`);
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });

  it("reports a standing without points", () => {
    const r = checkBody(`standing ahead "Ahead" {\n  side: a\n}\n`);
    expect(targets(r.diagnostics)).toEqual(["7:10 standing 'ahead' gives no 'points': say how well placed the acting side is (higher is better)"]);
  });

  it("reports what would change or decide the game in a standing", () => {
    const r = checkBody(`standing ahead "Ahead" {\n  points: 1\n  winner: a\n}\nstanding busy "Busy" {\n  points: 1\n  run {\n    log("x")\n  }\n}\n`);
    expect(targets(r.diagnostics)).toEqual([
      "9:11 a standing only says how well placed a side is ('points', 'when'); 'winner' does not belong in standing 'ahead'",
      "13:3 a standing only says how well placed a side is ('points', 'when'); 'run' does not belong in standing 'busy'",
    ]);
  });

  it("requires a standing's points to be a number", () => {
    const r = checkBody(`standing ahead "Ahead" {\n  points: "many"\n}\n`);
    expect(r.diagnostics.some((d) => d.severity === "error" && d.message.includes("'points' must be a number"))).toBe(true);
  });
});
