import type { Check } from "./check.js";

/** Two declarations with the same name in one scope. */
export const duplicateNames: Check = {
  name: "duplicate-name",
  description: "Every declaration has a name of its own within its game (or scenario or variant).",
  run(ctx) {
    for (const pair of ctx.symbols.duplicates) {
      // The symbol table registers by kind; report the later one in the source.
      const a = ctx.sources.get(pair.first.obj);
      const b = ctx.sources.get(pair.again.obj);
      const swap = a && b && (a.file === b.file ? a.loc.start > b.loc.start : a.file > b.file);
      const [first, again] = swap ? [pair.again, pair.first] : [pair.first, pair.again];
      const where = ctx.sources.get(first.obj);
      const d = ctx.report(this.name, `'${again.id}' is already declared as ${first.keyword} '${first.id}'`, again.obj);
      if (where) d.related = [{ message: `the first '${first.id}' is declared here`, file: where.file, line: where.loc.line, col: where.loc.col }];
    }
  },
};
