/**
 * References people can read at the table: a declaration's doc comment is
 * its prose, procedures read as steps beside the spec's text, and rules as
 * titled items with their explanation and terms.
 */
import { describe, expect, it } from "vitest";
import { referenceDoc } from "../../generator/reference.js";
import { readableSteps } from "../../generator/readable-steps.js";
import { checkFiles } from "../helpers/spec.js";

const SPEC = `game g "G" {
  players: 2
  sides: a, b
}
side a "A"
side b "B"

// A comment for the whole file's first group, cut off by a blank line.

// Rolls for a raid: six or more wins.
// A second line of the same explanation.
@rule "7.1"
procedure raid "Raid" (s: side) {
  let r = roll(d6)
  if r >= 6 {
    end game winner s outcome "Raided"
  } else if r == 1 {
    log("nothing")
  } else {
    choose x from [1, 2] by s as pick
  }
}

decision pick "Pick a number" {
  by: "active"
}

@rule "7.2"
procedure quiet "Quiet" () {
  log("calm") // a trailing comment is not prose
}

restriction calm "Stay calm" {
  description: "written out in full"
  applies-to: pick
  check: true
  message: "no"
}
`;

describe("doc comments", () => {
  const r = checkFiles({ "game.rules": SPEC });
  it("become the description of the declaration right below them, annotations in between", () => {
    expect(r.diagnostics).toEqual([]);
    expect(r.model.procedures.find((p) => p.id === "raid")!.description).toBe("Rolls for a raid: six or more wins. A second line of the same explanation.");
  });
  it("leave alone declarations with no comment directly above, and an explicit description", () => {
    expect(r.model.procedures.find((p) => p.id === "quiet")!.description).toBeUndefined();
    expect(r.model.decisions.find((d) => d.id === "pick")!.description).toBeUndefined();
    expect(r.model.rules.find((x) => x.id === "calm")!.description).toBe("written out in full");
  });
});

describe("readable steps", () => {
  const r = checkFiles({ "game.rules": SPEC });
  const raid = r.model.procedures.find((p) => p.id === "raid")!;
  const titles = new Map([["pick", "Pick a number"]]);
  it("say each statement as a sentence, nested, with else-if chains flattened", () => {
    expect(readableSteps(raid.body, titles)).toEqual([
      { text: "Let r be roll(d6).", depth: 0 },
      { text: "If r >= 6:", depth: 0 },
      { text: "The game ends: s wins (“Raided”).", depth: 1 },
      { text: "Otherwise, if r == 1:", depth: 0 },
      { text: 'log("nothing").', depth: 1 },
      { text: "Otherwise:", depth: 0 },
      { text: "s chooses x from [1, 2] (“Pick a number”).", depth: 1 },
    ]);
  });
  it("appear in the reference beside the spec's text, under the procedure's title and prose", () => {
    const doc = referenceDoc(r.model, "g", () => "");
    const blocks = doc.sections.find((s) => s.id === "procedures")!.blocks;
    const at = blocks.findIndex((b) => b.kind === "heading" && b.text === "Raid");
    expect(blocks.slice(at, at + 4).map((b) => b.kind)).toEqual(["heading", "para", "list", "code"]);
    expect(blocks[at]).toMatchObject({ rule: "7.1" });
  });
});

describe("map drawings", () => {
  it("spread a small map without coordinates or territories over the page, not along one line", async () => {
    const { layoutMap } = await import("../../generator/map-layout.js");
    const r = checkFiles({
      "game.rules": `game g "G" {\n  players: 2\n  sides: a, b\n}\nside a "A"\nside b "B"\ntype edge { values: open }\nmap field "Field" {\n  layout: areas\n  link-types: edge\n  area hill "Hill"\n  area ford "Ford"\n  area wood "Wood"\n  area camp "Camp"\n  link hill -- ford: open\n  link ford -- wood: open\n  link wood -- camp: open\n  link camp -- hill: open\n}\n`,
    });
    expect(r.diagnostics).toEqual([]);
    const { nodes } = layoutMap(r.model.maps[0]!);
    const ys = nodes.map((n) => n.y);
    const xs = nodes.map((n) => n.x);
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(100);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(100);
  });
});
