/** The words a game needs of its spec (`Glossary`), read from a checked model. */
import type * as M from "../dsl/model-types.js";
import type { Glossary } from "../runtime/describe.js";

/** The titles of a model's sides, pieces, holders and areas (the id where a declaration has none), and each kind of piece's fields. */
export function glossaryOf(model: M.Model): Glossary {
  const titles: Record<string, string> = Object.create(null) as Record<string, string>;
  const fields: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  const add = (id: string, title: string | undefined) => {
    titles[id] = title ?? id;
  };
  for (const s of model.sides) add(s.id, s.title);
  for (const p of model.pieces) {
    add(p.id, p.title);
    fields[p.id] = Object.keys(p.fields ?? {});
  }
  for (const h of model.holders) add(h.id, h.title);
  for (const m of model.maps) for (const a of m.areas ?? []) add(a.id, a.title);
  return { titles, fields };
}
