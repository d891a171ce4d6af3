import { CONSTANTS, FUNCTIONS, COMMANDS } from "../builtins.js";
import type { Check } from "./check.js";

/** Two declarations with the same name in one scope. */
export const duplicateNames: Check = {
  name: "duplicate-name",
  description: "Every declaration has a name of its own within its game (or scenario or variant); a name that hides a built-in gets a warning.",
  run(ctx) {
    for (const entry of [ctx.symbols.base, ...ctx.symbols.overlays.values()].flatMap((s) => [...s.entries.values()])) {
      const builtin = CONSTANTS[entry.id] ? `the built-in '${entry.id}' (${CONSTANTS[entry.id]!.doc.toLowerCase().replace(/\.$/, "")})` : FUNCTIONS[entry.id] || COMMANDS[entry.id] ? `the built-in ${FUNCTIONS[entry.id] ? "function" : "command"} '${entry.id}'` : undefined;
      if (builtin) ctx.report(this.name, `${entry.keyword} '${entry.id}' hides ${builtin} in expressions; another name avoids the confusion`, entry.obj, undefined, "warning");
    }
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
