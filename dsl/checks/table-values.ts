import type * as M from "../model-types.js";
import type { Check, CheckContext } from "./check.js";
import { modelFacts } from "./model-facts.js";

/** A dice expression written where a number was meant (`2d6`, `101d6+1`). */
const DICE = /^[0-9]*d[0-9]+([+-][0-9]+)?$/;
/** A single word, as a name is written (text with a space is plainly text). */
const WORD = /^[a-z][a-z0-9-]*$/i;

/**
 * A table column of numbers is read as numbers: `movement-cost(...) + 1`,
 * `x > lookup(force-chart, ...)`. A cell there that is dice, or a word no
 * declaration or type declares (a slip: `h2` for `2`, `1O` for `10`), is
 * accepted as text and stops play where a rule does arithmetic with it, far
 * from the cell. So, as a warning at the cell: in a column whose other values
 * are all numbers (two at least), a value that is dice or such a word; and
 * the same for a column of true and false, which rules read as conditions
 * (`do` for `true` stopped Apache's claims). Text
 * of several words (a note such as "leader rating", which a rule reads as
 * such) is left alone, as are declared names and type values.
 */
export const tableValues: Check = {
  name: "table-value",
  description: "In a table column whose other values are numbers (or true and false), no value is dice or a word that names nothing (a slip for one of them).",
  run(ctx) {
    const tables = [...ctx.model.tables, ...ctx.model.scenarios.flatMap((s) => s.tables ?? []), ...ctx.model.variants.flatMap((v) => v.tables ?? [])];
    const { typeValues } = modelFacts(ctx);
    const named = (word: string) => typeValues.has(word) || ctx.symbols.base.lookup(word) !== undefined;
    // Every table, every time: only the checks that go declaration by declaration may pass one over (`CheckContext.skip`).
    for (const t of tables) checkColumns(ctx, t, named);
  },
};

/** The kinds of value a column may be made of, with how a message names them and whether dice are a slip for one. */
const KINDS: { is: (v: unknown) => boolean; named: string; dice: boolean }[] = [
  { is: (v) => typeof v === "number", named: "a number", dice: true },
  { is: (v) => typeof v === "boolean", named: "true or false", dice: false },
];

/** Each column of `t` in turn: the one value of a column of numbers (or of true and false) that is dice or names nothing, if there is one. */
function checkColumns(ctx: CheckContext, t: M.Table, named: (word: string) => boolean): void {
  const rows = t.rows ?? [];
  const width = Math.max(0, ...rows.map((r) => r.cells.length));
  for (let c = 0; c < width; c++) {
    const given = rows.filter((r) => r.cells[c] !== undefined).length;
    // Every other value of one kind: two at least, and this one value the only other.
    const kind = KINDS.find((k) => {
      const alike = rows.filter((r) => k.is(r.cells[c])).length;
      return alike >= 2 && alike + 1 === given;
    });
    if (kind === undefined) continue;
    for (const row of rows) {
      const v = row.cells[c];
      if (typeof v !== "string") continue;
      const slip = kind.dice && DICE.test(v) ? "dice" : WORD.test(v) && !named(v) ? "a word that names nothing" : undefined;
      if (slip === undefined) continue;
      const column = t.columns?.[c] !== undefined ? `column '${t.columns[c]}'` : `column ${c + 1}`;
      const where = typeof row.key === "string" ? `row '${row.key}'` : `the row for ${row.key.min === row.key.max ? row.key.min : `${row.key.min ?? ""}..${row.key.max ?? ""}`}`;
      ctx.report("table-value", `'${v}' in ${where} of table '${t.id}' is ${slip}, where every other value of ${column} is ${kind.named}`, row, `cells/${c}`, "warning");
    }
  }
}
