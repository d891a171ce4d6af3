/**
 * Stage 5, "indexed": what an editor needs of a checked game. Every
 * declaration with where its name is written, and every place a name refers
 * to one, resolved as the checker resolved it: in the scope of the
 * scenario or variant it is written in, locals first (a local shadowing a
 * declaration refers to no declaration), in schema references, expressions,
 * statements and table cells. Positions are looked up by file and offset.
 */
import { resolve } from "node:path";
import type { CheckedGame } from "./check.js";
import type { Loc } from "./ast.js";
import type * as M from "./model-types.js";
import { modelSchema, type SchemaNode } from "./schema-info.js";
import { linksOf, type LinkTarget } from "./source-locations.js";
import type { Scope } from "./symbols.js";
import { forEachEntry, walk } from "./walk.js";

/** A declared name: a declaration, or a value of a declared type. */
export interface Declaration {
  id: string;
  keyword: string;
  file: string;
  /** Where its name is written. */
  loc: Loc;
  /** The whole declaration (for a value, where its name is written). */
  range: Loc;
  /** The declaration (for a value, its type's). */
  obj: Record<string, unknown>;
  /** The scenario or variant declaring it, if not the base game. */
  overlay?: Record<string, unknown>;
}

/** A name written where a declaration is meant. */
export interface Reference {
  file: string;
  loc: Loc;
  target: Declaration;
  /** The model object the name is written in (a name expression: the checker's inferred type is kept beside it). */
  node: object;
}

export interface ReferenceIndex {
  declarations: Declaration[];
  references: Reference[];
  /** Names the checker read as local values (parameters, `let`, `for`, `as`): they refer to no declaration. */
  locals: { file: string; loc: Loc }[];
  /** The reference or declaration whose name covers `offset` in `file`. */
  at(file: string, offset: number): { reference?: Reference; declaration: Declaration } | undefined;
  /** Every reference to a declaration. */
  referencesTo(decl: Declaration): Reference[];
  /** The innermost declaration written around `offset` in `file` (the rule, procedure, area... a position is in). */
  containing(file: string, offset: number): Declaration | undefined;
}

/** Properties that hold text of their own, never a value of a declared type. */
const NOT_VALUES = new Set(["id", "title", "description", "doc", "assume", "rule", "source", "prompt", "text", "coord", "label"]);

/** Builds the index of a checked game (the checker's links are read, not worked out again). */
export function buildReferenceIndex(checked: CheckedGame): ReferenceIndex {
  const { model, sources, symbols } = checked;
  const declarations: Declaration[] = [];
  const byObj = new Map<object, Declaration>();
  const values = new Map<string, Declaration>();
  const declare = (id: string, keyword: string, obj: Record<string, unknown>, overlay?: Record<string, unknown>, key?: string) => {
    const where = key === undefined ? sources.get(obj) : undefined;
    const at = where ? { file: where.file, loc: where.loc } : sources.locOf(obj, key);
    if (!at) return undefined;
    const d: Declaration = { id, keyword, file: at.file, loc: at.loc, range: where?.range ?? at.loc, obj, ...(overlay ? { overlay } : {}) };
    declarations.push(d);
    return d;
  };
  const fromScope = (scope: Scope, overlay?: Record<string, unknown>) => {
    for (const e of scope.entries.values()) {
      if (byObj.has(e.obj)) continue;
      const d = declare(e.id, e.keyword, e.obj, overlay);
      if (d) byObj.set(e.obj, d);
      // Values are declared where a list names them: a type's or a track's `values`, a decision's `options`.
      const listKey = Array.isArray(e.obj["values"]) ? "values" : e.keyword === "decision" ? "options" : undefined;
      if (listKey !== undefined && Array.isArray(e.obj[listKey])) {
        (e.obj[listKey] as unknown[]).forEach((v, i) => {
          if (typeof v !== "string" || values.has(`${e.id}/${v}`)) return;
          const vd = declare(v, "value", e.obj, overlay, `${listKey}/${i}`);
          if (vd) values.set(`${e.id}/${v}`, vd);
        });
      }
    }
  };
  fromScope(symbols.base);
  for (const [overlay, scope] of symbols.overlays) fromScope(scope, overlay);

  const locals: { file: string; loc: Loc }[] = [];
  const bound = new Map<object, Map<string, Declaration>>();
  /** The declaration of a local at its binding, made once. */
  const localDecl = (id: string, owner: object, key: string): Declaration | undefined => {
    let byKey = bound.get(owner);
    if (!byKey) bound.set(owner, (byKey = new Map()));
    let d = byKey.get(key);
    if (d) return d;
    const origin = sources.get(owner);
    const loc = origin?.keyLocs.get(key);
    if (!origin || !loc) return undefined;
    d = { id, keyword: "local", file: origin.file, loc, range: loc, obj: owner as Record<string, unknown> };
    byKey.set(key, d);
    declarations.push(d);
    seen.add(`${origin.file}:${loc.start}`);
    return d;
  };
  const targetOf = (t: LinkTarget): Declaration | undefined => {
    if (t.keyword !== "value") return byObj.get(t.obj);
    return values.get(`${String(t.obj["id"])}/${t.id}`);
  };
  const references: Reference[] = [];
  // A declaration's own name is not a reference to it (a type's `values` list is read as values too).
  const seen = new Set<string>(declarations.map((d) => `${d.file}:${d.loc.start}`));
  /** Records a reference at property `key` of `owner`: where that property is written (or, `loose`, the object itself: a name expression). */
  const refer = (owner: object, key: string, target: Declaration | undefined, loose = false) => {
    if (!target) return;
    const origin = sources.get(owner);
    const loc = origin?.keyLocs.get(key) ?? (loose ? origin?.loc : undefined);
    if (!origin || !loc) return;
    const at = { file: origin.file, loc };
    const mark = `${at.file}:${at.loc.start}`;
    if (seen.has(mark)) return;
    seen.add(mark);
    references.push({ file: at.file, loc: at.loc, target, node: owner });
  };

  // Names the schema marks as references (`x-refers-to`), in the scope they are written in.
  const schemaRefs = (value: unknown, node: SchemaNode, scope: Scope) => {
    const visit = (v: { value: unknown; node: SchemaNode; owner: object; key: string }) => {
      if (typeof v.value !== "string") return;
      if (v.node["x-refers-to"]) {
        const found = scope.lookup(v.value);
        if (found) refer(v.owner, v.key, byObj.get(found.obj));
        return;
      }
      // A free text property set to a value of a declared type (`terrain: forest`, `features: water, town`):
      // that value, where only one type has a value of that name.
      if (v.node.type !== "string" || v.node.enum !== undefined || v.node.const !== undefined || NOT_VALUES.has(v.key.split("/")[0]!)) return;
      const owners = symbols.values.get(v.value)?.filter((t) => values.has(`${t}/${v.value}`)) ?? [];
      if (owners.length === 1) refer(v.owner, v.key, values.get(`${owners[0]!}/${v.value}`));
    };
    if (Array.isArray(value)) for (const item of value) walk(item, node.items ?? node, visit, item as object);
    else if (value !== undefined) walk(value, node, visit, value as object);
  };
  const root = model as unknown as Record<string, unknown>;
  for (const [prop, node] of Object.entries(modelSchema.properties ?? {})) {
    if (prop === "scenarios" || prop === "variants") continue;
    schemaRefs(root[prop], node, symbols.base);
  }
  for (const prop of ["scenarios", "variants"] as const) {
    for (const overlay of (root[prop] as Record<string, unknown>[] | undefined) ?? []) {
      const scope = symbols.overlays.get(overlay) ?? symbols.base;
      schemaRefs(overlay, modelSchema.properties![prop]!.items!, scope);
      // What an overlay replaces or removes is the base game's.
      for (const change of [...((overlay["replaces"] as object[] | undefined) ?? []), ...((overlay["removes"] as object[] | undefined) ?? [])]) {
        const id = (change as { id?: unknown }).id;
        const found = typeof id === "string" ? symbols.base.lookup(id) : undefined;
        if (found) refer(change, "id", byObj.get(found.obj));
      }
    }
  }

  // Names in expressions and statements, as the checker linked them.
  const linked = (o: object) => {
    const ls = linksOf(o);
    if (!ls) return;
    // A name expression is located as a whole; a statement's name by its own location.
    const loose = (o as { op?: unknown }).op === "name";
    for (const [key, t] of ls) {
      if (t.keyword !== "local") refer(o, key, targetOf(t), loose);
      else {
        const at = sources.locOf(o, key);
        if (at) locals.push(at);
        // A local is declared where it is bound (a parameter, `let`, `for`, `as`, a selection's name).
        if (t.site) refer(o, key, localDecl(t.id, t.site.owner, t.site.key), loose);
      }
    }
  };
  forEachEntry(model, () => undefined, linked);

  /** A declaration by name from the base game, or else from the scenario or variant that declares it (for names read outside a scope walk). */
  const anywhere = (id: string) => symbols.base.lookup(id) ?? [...symbols.overlays.values()].map((sc) => sc.lookup(id)).find((e) => e !== undefined);

  // Parameters' types that name a declaration (`u: infantry`, `k: action-kind`), in the scope the procedure is declared in.
  forEachEntry(
    model,
    () => undefined,
    (o) => {
      const params = (o as { params?: unknown }).params;
      if (!Array.isArray(params)) return;
      for (const p of params as { type?: unknown }[]) {
        if (typeof p.type !== "string") continue;
        // `list<family-letter>` names the type inside the angle brackets.
        const inner = /^list<(.+)>$/.exec(p.type)?.[1];
        const found = anywhere(inner ?? p.type);
        const target = found && byObj.get(found.obj);
        if (!target) continue;
        if (inner === undefined) refer(p, "type", target);
        else {
          const at = sources.locOf(p, "type");
          if (at) references.push({ file: at.file, loc: { ...at.loc, start: at.loc.start + 5, col: at.loc.col + 5, end: at.loc.start + 5 + inner.length, endCol: at.loc.col + 5 + inner.length }, target, node: p });
        }
      }
    },
  );

  // Field types (`fields: { colour: colour }`), and field values of counted pieces (`indian(rank: chief)`),
  // whose type the piece's declaration gives.
  forEachEntry(
    model,
    () => undefined,
    (o) => {
      // A declaration's state (`state: { cultural-start: cultural-start }`) names types as its fields do.
      const state = (o as { state?: unknown }).state;
      if (typeof state === "object" && state !== null && !Array.isArray(state) && sources.get(state)) {
        for (const [name, v] of Object.entries(state as Record<string, unknown>)) {
          const found = typeof v === "string" ? anywhere(v) : undefined;
          if (found?.keyword === "type") refer(state, name, byObj.get(found.obj));
        }
      }
      const fields = (o as { fields?: unknown }).fields;
      if (typeof fields !== "object" || fields === null || Array.isArray(fields)) return;
      const piece = (o as { piece?: unknown }).piece;
      const kind = typeof piece === "string" ? anywhere(piece) : undefined;
      for (const [name, v] of Object.entries(fields as Record<string, unknown>)) {
        if (typeof v !== "string") continue;
        if (kind) {
          const type = (kind.obj["fields"] as Record<string, string> | undefined)?.[name];
          if (type !== undefined) refer(o, `fields/${name}/value`, values.get(`${type}/${v}`));
        } else {
          const found = anywhere(v);
          if (found?.keyword === "type") refer(fields, name, byObj.get(found.obj));
        }
      }
    },
  );

  // Names in table cells: a row keyed by an area, a cell naming a piece or a value.
  const cells = (tables: M.Table[] | undefined, scope: Scope) => {
    for (const t of tables ?? []) {
      for (const row of (t.rows ?? []) as unknown as Record<string, unknown>[]) {
        const key = row["key"];
        if (typeof key === "string") name(row, "key", key, scope);
        ((row["cells"] as unknown[] | undefined) ?? []).forEach((c, i) => {
          if (typeof c === "string") name(row, `cells/${i}`, c, scope);
        });
      }
      ((t as unknown as { columns?: unknown[] }).columns ?? []).forEach((c, i) => {
        if (typeof c === "string") name(t, `columns/${i}`, c, scope);
      });
    }
  };
  /** A name written in a table: a declaration, or else a value of the one type that has it. */
  const name = (owner: object, key: string, text: string, scope: Scope) => {
    const found = scope.lookup(text);
    if (found) return refer(owner, key, byObj.get(found.obj));
    const owners = symbols.values.get(text)?.filter((x) => values.has(`${x}/${text}`)) ?? [];
    if (owners.length === 1) refer(owner, key, values.get(`${owners[0]!}/${text}`));
  };
  cells(model.tables, symbols.base);
  for (const overlay of [...(model.scenarios ?? []), ...(model.variants ?? [])] as unknown as Record<string, unknown>[]) {
    cells(overlay["tables"] as M.Table[] | undefined, symbols.overlays.get(overlay) ?? symbols.base);
  }

  const byFile = new Map<string, { start: number; end: number; reference?: Reference; declaration: Declaration }[]>();
  // Files are keyed by their absolute paths: the game may have been loaded by a path relative to the working directory.
  const add = (file: string, loc: Loc, declaration: Declaration, reference?: Reference) => {
    let list = byFile.get(resolve(file));
    if (!list) byFile.set(resolve(file), (list = []));
    list.push({ start: loc.start, end: loc.end, declaration, ...(reference ? { reference } : {}) });
  };
  for (const d of declarations) add(d.file, d.loc, d);
  for (const r of references) add(r.file, r.loc, r.target, r);
  for (const list of byFile.values()) list.sort((a, b) => a.start - b.start);
  const incoming = new Map<Declaration, Reference[]>();
  for (const r of references) {
    let list = incoming.get(r.target);
    if (!list) incoming.set(r.target, (list = []));
    list.push(r);
  }

  return {
    declarations,
    references,
    locals,
    at(file, offset) {
      const list = byFile.get(resolve(file)) ?? [];
      // The innermost span holding the offset (its end included, where a cursor after a name stands).
      let found: (typeof list)[number] | undefined;
      for (const e of list) if (e.start <= offset && offset <= e.end && (!found || e.end - e.start <= found.end - found.start)) found = e;
      return found && { declaration: found.declaration, ...(found.reference ? { reference: found.reference } : {}) };
    },
    referencesTo: (decl) => incoming.get(decl) ?? [],
    containing(file, offset) {
      let found: Declaration | undefined;
      for (const d of declarations) {
        if (d.keyword === "value" || d.keyword === "local" || resolve(d.file) !== resolve(file) || offset < d.range.start || offset > d.range.end) continue;
        if (!found || d.range.end - d.range.start < found.range.end - found.range.start) found = d;
      }
      return found;
    },
  };
}
