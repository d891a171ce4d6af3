import { didYouMean } from "../suggest.js";
import { forEachEntry } from "../walk.js";
import type { Check } from "./check.js";

/** The declaration keywords of pieces, whose `class` this check reads. */
const PIECE_KINDS = new Set(["block", "counter", "unit", "card", "cube", "marker"]);

/**
 * A piece's `class` is free text, and rules read it by comparing it with
 * text (`b.class == "rumour"`) or a type's value: a slip in either is no
 * error anywhere else, and quietly changes the game (a block of class
 * `war-ba` is no war band, and no rule ever picks it). So, as warnings:
 * - once some piece's class is the value of a declared type (the spec lists
 *   its classes), every piece's class must be one of a type's values;
 * - a class compared with text that no piece has as its class.
 * Pieces, types and rules are gathered from the whole model, variants and
 * scenarios included, since a variant's rule may read a class only its own
 * pieces have.
 */
export const pieceClasses: Check = {
  name: "piece-class",
  description: "Once some piece's class is a value of a declared type, every piece's class is one; a class compared with text (`b.class == \"rumour\"`) is some piece's class.",
  run(ctx) {
    const pieces: { piece: Record<string, unknown>; value: string }[] = [];
    const typeValues = new Map<string, string>();
    const compared: { node: object; value: string }[] = [];
    forEachEntry(
      ctx.model,
      (_owner, key, v) => {
        if (key !== "types" || typeof v !== "object" || v === null) return;
        const t = v as { id?: unknown; values?: unknown };
        if (typeof t.id === "string" && Array.isArray(t.values)) for (const value of t.values) if (typeof value === "string" && !typeValues.has(value)) typeValues.set(value, t.id);
      },
      (o) => {
        const r = o as Record<string, unknown>;
        if (typeof r["kind"] === "string" && PIECE_KINDS.has(r["kind"]) && typeof r["class"] === "string") pieces.push({ piece: r, value: r["class"] });
        if (r["op"] === "binary" && (r["operator"] === "==" || r["operator"] === "!=")) {
          const text = classText(r["left"], r["right"]) ?? classText(r["right"], r["left"]);
          if (text !== undefined) compared.push(text);
        }
      },
    );
    const classes = new Set(pieces.map((p) => p.value));
    const typed = pieces.filter((p) => typeValues.has(p.value));
    if (typed.length > 0) {
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

/** `field.class` compared with text (`other`): the text node and its value; else undefined. */
function classText(field: unknown, other: unknown): { node: object; value: string } | undefined {
  const f = field as { op?: unknown; field?: unknown } | null;
  const t = other as { op?: unknown; value?: unknown } | null;
  if (f?.op !== "field" || f.field !== "class" || t?.op !== "text" || typeof t.value !== "string") return undefined;
  return { node: t as object, value: t.value };
}
