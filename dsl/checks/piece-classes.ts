import { didYouMean } from "../suggest.js";
import type { Check } from "./check.js";
import { modelFacts } from "./model-facts.js";

/**
 * A piece's `class` is free text, and rules read it by comparing it with
 * text (`b.class == "rumour"`) or a type's value: a slip in either is no
 * error anywhere else, and quietly changes the game (a block of class
 * `war-ba` is no war band, and no rule ever picks it). So, as warnings:
 * - once most pieces' classes (half at least) are values of declared types
 *   (the spec lists its classes), every piece's class must be one;
 * - a class compared with text that no piece has as its class.
 * Pieces, types and rules are gathered from the whole model, variants and
 * scenarios included, since a variant's rule may read a class only its own
 * pieces have.
 */
export const pieceClasses: Check = {
  name: "piece-class",
  description: "Once most pieces' classes are values of declared types, every piece's class is one; a class compared with text (`b.class == \"rumour\"`) is some piece's class.",
  run(ctx) {
    const { pieces: declared, typeValues, classTexts: compared } = modelFacts(ctx);
    const pieces = declared.filter((p) => typeof p["class"] === "string").map((piece) => ({ piece, value: piece["class"] as string }));
    const classes = new Set(pieces.map((p) => p.value));
    const typed = pieces.filter((p) => typeValues.has(p.value));
    // Most classes being a type's values says the spec lists its classes; a few (a class named like some
    // terrain) may be chance, and the other pieces' free text no slip.
    if (typed.length > 0 && typed.length * 2 >= pieces.length) {
      const from = [...new Set(typed.map((p) => typeValues.get(p.value)!))];
      const allowed = [...typeValues].filter(([, type]) => from.includes(type)).map(([value]) => value);
      for (const { piece, value } of pieces) {
        if (typeValues.has(value)) continue;
        ctx.report(this.name, `class '${value}' of ${String(piece["kind"])} '${String(piece["id"])}' is no value of a declared type, as other pieces' classes are (of ${from.map((t) => `'${t}'`).join(", ")})${didYouMean(value, allowed)}`, piece, "class", "warning");
      }
    }
    for (const { node, value } of compared) {
      if (classes.has(value)) continue;
      ctx.report(this.name, `no piece has the class '${value}' this compares with${didYouMean(value, [...classes])}`, node, undefined, "warning");
    }
  },
};
