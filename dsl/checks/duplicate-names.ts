import type { Check } from "./check.js";

/** Two declarations with the same name in one scope. */
export const duplicateNames: Check = {
  name: "duplicate-name",
  description: "Every declaration has a name of its own within its game (or scenario or variant).",
  run(ctx) {
    for (const { again, first } of ctx.symbols.duplicates) {
      const where = ctx.sources.get(first.obj);
      const d = ctx.report(this.name, `'${again.id}' is already declared as ${first.keyword} '${first.id}'`, again.obj);
      if (where) d.related = [{ message: `the first '${first.id}' is declared here`, file: where.file, line: where.loc.line, col: where.loc.col }];
    }
  },
};
