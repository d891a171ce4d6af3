import { describe, expect, it } from "vitest";
import { brief, checkBody } from "../helpers/spec.js";

const victory = (body: string) => `type yn { values: yes, no }
procedure ask(s: side) {
  choose c from [yes, no] by s
}
procedure relay(s: side) {
  ask(s)
}
victory v "V" {
  sudden-death: true
  when: true
  run {
${body}  }
}
`;

describe("victory-body", () => {
  it("accepts a body that only decides the outcome", () => {
    expect(checkBody(victory("    if true {\n      end game draw outcome \"Even\"\n    }\n")).diagnostics).toEqual([]);
  });

  it("reports a choice in the body, even inside a block", () => {
    const r = checkBody(victory("    if true {\n      choose c from [yes, no] by a\n    }\n"));
    expect(brief(r.diagnostics)).toEqual(["19:7 sudden-death victory 'v' asks for a decision ('choose c'); it is checked between decisions and cannot offer one"]);
  });

  it("follows procedures and points at the call", () => {
    const r = checkBody(victory("    relay(a)\n"));
    expect(brief(r.diagnostics)).toEqual(["18:5 sudden-death victory 'v' asks for a decision ('choose c') (through 'relay', then 'ask'); it is checked between decisions and cannot offer one"]);
  });

  it("leaves a victory checked at the end of the game alone", () => {
    expect(checkBody(victory("    ask(a)\n").replace("sudden-death: true", "sudden-death: false")).diagnostics).toEqual([]);
  });

  it("accepts 'checked: at-once' on a sudden-death victory", () => {
    expect(checkBody(victory("").replace("sudden-death: true", "sudden-death: true\n  checked: at-once")).diagnostics).toEqual([]);
  });

  it("reports 'checked' on a victory that is not sudden-death", () => {
    const r = checkBody(victory("").replace("sudden-death: true", "sudden-death: false\n  checked: at-once"));
    expect(brief(r.diagnostics)).toEqual(["16:12 'checked' says when a sudden-death victory is checked; victory 'v' is not one (add 'sudden-death: true' or remove 'checked')"]);
  });

  it("reports a trigger that asks, itself or through a procedure (it runs in the middle of play)", () => {
    const spec = `type yn { values: yes, no }
procedure ask(s: side) {
  choose c from [yes, no] by s
}
trigger t "T" {
  on: move
  run {
    ask(a)
  }
}
`;
    expect(brief(checkBody(spec).diagnostics)).toEqual(["14:5 trigger 't' asks for a decision ('choose c') (through 'ask'); a trigger runs at once, in the middle of play, and cannot offer one (the sequence of play asks)"]);
    expect(checkBody(spec.replace("    ask(a)\n", "    log(\"moved\")\n")).diagnostics).toEqual([]);
  });
});
