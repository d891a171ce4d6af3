/** Reads the generator's Handlebars templates from `generator/templates/`, from source or from `dist/`. */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
// Compiled code runs from dist/generator, where the templates are not copied: look in the source tree too.
const PLACES = [join(here, "templates"), join(here, "..", "..", "generator", "templates")];

export function readTemplate(name: string): string {
  for (const dir of PLACES) {
    try {
      return readFileSync(join(dir, name), "utf8");
    } catch {
      // try the next place
    }
  }
  throw new Error(`template ${name} not found in ${PLACES.join(" or ")}`);
}
