/**
 * Stage 2, "lowered": the ASTs of a game's files become one model object,
 * shaped by the schema. Which keyword may appear where, which properties a
 * kind has and what each property's value must look like are all read from
 * the schema, so adding a property to the language is a schema change only.
 *
 * Every model object remembers where it came from (`SourceMap`), so later
 * stages can report errors at the right place.
 */
import type * as A from "./ast.js";
import { diag, type Diagnostic } from "./diagnostics.js";
import type * as M from "./model-types.js";
import {
  containersOf,
  keywordSlots,
  modelSchema,
  resolve,
  shapeOf,
  syntaxSlot,
  type SchemaNode,
} from "./schema-info.js";
import { docComments } from "./doc-comments.js";
import { didYouMean } from "./suggest.js";

/** Where a model object came from. */
export interface Origin {
  file: string;
  loc: Loc;
  /** Location of each property value, keyed `prop` or `prop/index`. */
  keyLocs: Map<string, Loc>;
  /** A human label such as `area a020` or `row 1..2 of table provocation`. */
  label: string;
  keyword?: string;
  /** For a declaration, the whole of it, from its keyword (or first annotation) to its closing brace. */
  range?: Loc;
  /** For a declaration, where its keyword is written. */
  keywordLoc?: Loc;
}
type Loc = A.Loc;

/**
 * Every model object's origin, for all lowerings: an object is lowered from
 * one place only, so one table serves them all, and a file lowered once and
 * kept (see `LoweredFiles`) keeps its places in every later check.
 */
const origins = new WeakMap<object, Origin>();

/** Maps model objects (declarations, links, rows, expressions, statements) back to the source. */
export class SourceMap {
  private readonly origins = origins;
  set(obj: object, origin: Origin): void {
    this.origins.set(obj, origin);
  }
  get(obj: object): Origin | undefined {
    return this.origins.get(obj);
  }
  /** The location of property `key` of `obj`, or of `obj` itself. */
  locOf(obj: object, key?: string): { file: string; loc: Loc } | undefined {
    const o = this.origins.get(obj);
    if (!o) return undefined;
    return { file: o.file, loc: (key !== undefined ? o.keyLocs.get(key) : undefined) ?? o.loc };
  }
}

export interface Lowered {
  model: M.Model;
  sources: SourceMap;
  diagnostics: Diagnostic[];
}

const ANNOTATIONS = ["rule", "assume"];

type Obj = Record<string, unknown>;

/** What one file lowers to: its declarations by collection, what lowering it found, and its assumptions. */
export interface LoweredFile {
  container: Obj;
  diagnostics: Diagnostic[];
  assumptions: M.Assumption[];
}

/**
 * Files already lowered, by their parse: a file parsed again only when its
 * text changed (`ParseCache`) is lowered again only then, and its model
 * objects (with what the checker recorded of them) are the same from one
 * check to the next. Such objects are shared by every model built from them,
 * so only a caller that never changes a model keeps one (the language
 * server, through `CheckMemo`).
 */
export type LoweredFiles = WeakMap<A.SpecFile, LoweredFile>;

/** Lowers one file on its own: its declarations go into a container of the top level's shape. */
function lowerFile(f: A.SpecFile): LoweredFile {
  const lowering = new Lowering();
  const container = lowering.emptyContainer(modelSchema);
  lowering.file = f.path;
  lowering.docs = docComments(f);
  for (const m of f.members) lowering.member(m, container, modelSchema, "the top level");
  return { container, diagnostics: lowering.diagnostics, assumptions: lowering.assumptions };
}

/**
 * Lowers the files of one game, in the order given, into one model: each
 * file on its own (or as `kept` has it), then their declarations put
 * together in that order.
 */
export function lowerFiles(files: A.SpecFile[], strays: { file: string; annotations: A.Annotation[] }[] = [], kept?: LoweredFiles): Lowered {
  const lowering = new Lowering();
  const model = lowering.emptyContainer(modelSchema) as Obj;
  for (const f of files) {
    let done = kept?.get(f);
    if (!done) {
      done = lowerFile(f);
      kept?.set(f, done);
    }
    lowering.diagnostics.push(...done.diagnostics);
    lowering.assumptions.push(...done.assumptions);
    for (const [prop, v] of Object.entries(done.container)) {
      if (Array.isArray(v)) (model[prop] as unknown[]).push(...v);
      else if (v !== undefined) lowering.single(model, prop, v as Obj, f.path);
    }
  }
  for (const s of strays) {
    for (const a of s.annotations) {
      lowering.error(
        "misplaced-annotation",
        `@${a.name.name} must come before a declaration, link, row or entry, not before a property or statement`,
        a.loc,
        s.file,
      );
    }
  }
  if (!model["game"]) {
    const first = files[0];
    if (first) {
      lowering.error("missing-game", "a game needs one 'game' declaration (for example: game my-game \"My Game\" { players: 2 })", first.members[0]?.loc ?? { start: 0, end: 0, line: 1, col: 1, endLine: 1, endCol: 2 }, first.path);
    }
  }
  model["assumptions"] = lowering.assumptions;
  return { model: model as unknown as M.Model, sources: lowering.sources, diagnostics: lowering.diagnostics };
}

class Lowering {
  file = "";
  /** The doc comments of the current file's declarations. */
  docs = new Map<A.Decl | A.ProcedureDecl, string>();
  readonly sources = new SourceMap();
  readonly diagnostics: Diagnostic[] = [];
  readonly assumptions: M.Assumption[] = [];

  /**
   * Puts a declaration of which a game has one (its `game`) into the top
   * level, unless another file declared it already.
   */
  single(model: Obj, prop: string, obj: Obj, file: string): void {
    if (model[prop] === undefined) {
      model[prop] = obj;
      return;
    }
    this.diagnostics.push(duplicateDeclaration(this.sources.get(model[prop] as object), this.sources.get(obj), file));
  }

  error(code: string, message: string, loc: Loc, file = this.file): void {
    this.diagnostics.push(diag("error", code, message, file, loc));
  }

  /** A container with every collection present and empty. */
  emptyContainer(def: SchemaNode): Obj {
    const out: Obj = {};
    for (const [prop, node] of Object.entries(def.properties ?? {})) {
      if ((node["x-keywords"] && node.type === "array") || (node["x-syntax"] && (def.required ?? []).includes(prop))) out[prop] = [];
    }
    return out;
  }

  /** Places one member of a body (or the top level) into `target`, shaped by `def`. */
  member(m: A.Member, target: Obj, def: SchemaNode, where: string): void {
    const origin = this.sources.get(target);
    switch (m.type) {
      case "decl":
      case "procedure":
        this.declaration(m, target, def, where);
        return;
      case "property":
        this.property(m, target, def, where);
        return;
      case "block": {
        const node = this.propertyNode(m.key, def, where);
        if (!node) return;
        if (shapeOf(node) !== "block") {
          this.error("wrong-value", `'${m.key.name}' takes a value ('${m.key.name}: ...'), not a block of statements`, m.key.loc);
          return;
        }
        if (this.alreadySet(target, m.key, where)) return;
        target[m.key.name] = this.block(m.body);
        origin?.keyLocs.set(m.key.name, m.key.loc);
        return;
      }
      case "link":
      case "row":
      case "entry":
      case "remove":
      case "replace":
        this.syntaxMember(m, target, def, where);
        return;
    }
  }

  private alreadySet(target: Obj, key: A.Ident, where: string): boolean {
    if (target[key.name] === undefined) return false;
    this.error("duplicate-property", `'${key.name}' is given twice in ${where}`, key.loc);
    return true;
  }

  private propertyNode(key: A.Ident, def: SchemaNode, where: string): SchemaNode | undefined {
    const props = def.properties ?? {};
    const node = props[key.name];
    const writable = Object.entries(props)
      .filter(([k, n]) => !["id", "kind"].includes(k) && !n["x-keywords"] && !n["x-syntax"])
      .map(([k]) => k);
    if (!node || key.name === "id" || key.name === "kind" || node["x-keywords"] || node["x-syntax"]) {
      const special = node?.["x-keywords"]
        ? ` (declare them with '${node["x-keywords"][0]}' instead)`
        : node?.["x-syntax"]
          ? ` (write them as '${node["x-syntax"]}' lines instead)`
          : key.name === "id"
            ? " (the name after the keyword is the id)"
            : didYouMean(key.name, writable);
      this.error("unknown-property", `${where} has no property '${key.name}'${special}`, key.loc);
      return undefined;
    }
    return node;
  }

  private declaration(m: A.Decl | A.ProcedureDecl, target: Obj, def: SchemaNode, where: string): Obj | undefined {
    const keyword = m.keyword.name;
    const slot = keywordSlots(def).get(keyword);
    if (!slot) {
      const homes = containersOf(keyword);
      const home = homes.length > 0 ? `; it belongs in ${homes.join(" or ")}` : "";
      this.error("misplaced-declaration", `${/^[aeiou]/.test(keyword) ? "an" : "a"} '${keyword}' cannot be declared in ${where}${home}`, m.keyword.loc);
      return undefined;
    }
    const itemDef = resolve(slot.item);
    const obj: Obj = { id: m.name.name };
    if (itemDef.properties?.["kind"]) obj["kind"] = keyword;
    if (m.title) obj["title"] = m.title.value;
    const label = `${keyword} ${m.name.name}`;
    const origin: Origin = { file: this.file, loc: m.name.loc, keyLocs: new Map(), label, keyword, range: m.loc, keywordLoc: m.keyword.loc };
    this.sources.set(obj, origin);
    this.annotations(m.annotations, obj, origin, label);
    if (m.type === "procedure") {
      obj["params"] = m.params.map((p) => {
        const param = { name: p.name.name, type: p.typeName.name };
        this.sources.set(param, { file: this.file, loc: p.typeName.loc, keyLocs: new Map([["name", p.name.loc], ["type", p.typeName.loc]]), label: `parameter ${p.name.name}` });
        return param;
      });
      if (keyword === "function") {
        if (m.value) obj["value"] = this.expr(m.value);
        else this.error("wrong-value", `a function gives a value: function ${m.name.name}(...) = expression`, m.name.loc);
      } else if (m.value) {
        this.error("wrong-value", `a procedure runs statements: procedure ${m.name.name}(...) { ... }; use 'function' for one that gives a value`, m.name.loc);
      } else {
        obj["body"] = this.block(m.body);
      }
    } else {
      Object.assign(obj, this.emptyContainer(itemDef));
      const inner = `${keyword} '${m.name.name}'`;
      for (const member of m.members ?? []) this.member(member, obj, itemDef, inner);
      // Collections left empty are dropped again, so the model stays small.
      for (const [k, v] of Object.entries(obj)) {
        if (Array.isArray(v) && v.length === 0 && !(itemDef.required ?? []).includes(k)) delete obj[k];
      }
    }
    // The comment written above a declaration is its prose, unless it says `description:` itself.
    const doc = this.docs.get(m);
    if (doc !== undefined && obj["description"] === undefined && itemDef.properties?.["description"]) obj["description"] = doc;
    if (slot.many) {
      ((target[slot.property] ??= []) as Obj[]).push(obj);
    } else if (target[slot.property] !== undefined) {
      this.diagnostics.push(duplicateDeclaration(this.sources.get(target[slot.property] as object), origin, this.file));
    } else {
      target[slot.property] = obj;
    }
    return obj;
  }

  private annotations(anns: A.Annotation[], obj: Obj, origin: Origin, label: string): void {
    for (const a of anns) {
      const name = a.name.name;
      if (!ANNOTATIONS.includes(name)) {
        this.error("unknown-annotation", `unknown annotation '@${name}'; use @rule "section" or @assume "reason"${didYouMean(name, ANNOTATIONS)}`, a.name.loc);
        continue;
      }
      if (!a.value || a.value.type !== "string") {
        this.error("wrong-value", `@${name} takes a quoted text, e.g. @${name} ${name === "rule" ? '"7.2"' : '"the map is not printed in the rulebook"'}`, a.loc);
        continue;
      }
      if (obj[name] !== undefined) {
        this.error("duplicate-property", `@${name} is given twice for ${label}`, a.name.loc);
        continue;
      }
      obj[name] = a.value.value;
      origin.keyLocs.set(name, a.value.loc);
      if (name === "assume") {
        const entry: M.Assumption = { target: label, reason: a.value.value };
        this.assumptions.push(entry);
        this.sources.set(entry, { file: this.file, loc: a.value.loc, keyLocs: new Map(), label });
      }
    }
    // The rule reference of an assumption is known only once all annotations are read.
    const last = this.assumptions[this.assumptions.length - 1];
    if (last && last.target === label && typeof obj["rule"] === "string") last.rule = obj["rule"];
  }

  private property(p: A.Property, target: Obj, def: SchemaNode, where: string): void {
    const node = this.propertyNode(p.key, def, where);
    if (!node) return;
    if (this.alreadySet(target, p.key, where)) return;
    const origin = this.sources.get(target);
    const shape = shapeOf(node);
    if (shape === "block") {
      this.error("wrong-value", `'${p.key.name}' takes a block of statements: ${p.key.name} { ... }`, p.key.loc);
      return;
    }
    if (shape === "array") {
      const items = node.items ?? resolve(node).items!;
      const out: unknown[] = [];
      p.values.forEach((v, i) => {
        const lowered = this.value(v, items, p.key.name);
        if (lowered !== undefined) {
          origin?.keyLocs.set(`${p.key.name}/${out.length}`, v.loc);
          out.push(lowered);
        }
        void i;
      });
      target[p.key.name] = out;
      origin?.keyLocs.set(p.key.name, p.values[0]!.loc);
      return;
    }
    if (p.values.length > 1) {
      this.error("wrong-value", `'${p.key.name}' takes one value, but ${p.values.length} are given`, p.values[1]!.loc);
      return;
    }
    const lowered = this.value(p.values[0]!, node, p.key.name);
    if (lowered !== undefined) {
      target[p.key.name] = lowered;
      origin?.keyLocs.set(p.key.name, p.values[0]!.loc);
    }
  }

  /** Lowers one value to the shape `node` asks for, or reports why it cannot. */
  value(v: A.Value, node: SchemaNode, key: string): unknown {
    const shape = shapeOf(node);
    const r = resolve(node);
    const bad = (expected: string): undefined => {
      this.error("wrong-value", `'${key}' expects ${expected}`, v.loc);
      return undefined;
    };
    switch (shape) {
      case "string": {
        const text = v.type === "string" ? v.value : v.type === "name" ? v.name : undefined;
        if (text === undefined) return bad(r.enum ? `one of ${r.enum.map((e) => `'${e}'`).join(", ")}` : "a name or quoted text");
        if (r.enum && !r.enum.includes(text)) {
          return bad(`one of ${r.enum.map((e) => `'${e}'`).join(", ")}, not '${text}'${didYouMean(text, r.enum as string[])}`);
        }
        if (r.pattern && !new RegExp(r.pattern).test(text)) return bad(`a name, not '${text}'`);
        return text;
      }
      case "integer": {
        const n = intOf(v);
        if (n === undefined) return bad("a whole number");
        if (r.minimum !== undefined && n < r.minimum) return bad(`a whole number of at least ${r.minimum}`);
        return n;
      }
      case "number": {
        const n = intOf(v) ?? (v.type === "decimal" ? v.value : undefined);
        return n === undefined ? bad("a number") : n;
      }
      case "boolean":
        return v.type === "bool" ? v.value : bad("true or false");
      case "range": {
        if (v.type === "range") {
          const min = v.min ? intOf(v.min) : undefined;
          const max = v.max ? intOf(v.max) : undefined;
          if ((v.min && min === undefined) || (v.max && max === undefined)) return bad("a range of whole numbers such as 2..5");
          if (min !== undefined && max !== undefined && min > max) return bad(`a range whose start is not above its end (${min}..${max})`);
          const out: M.Range = {};
          if (min !== undefined) out.min = min;
          if (max !== undefined) out.max = max;
          return out;
        }
        const n = intOf(v);
        return n === undefined ? bad("a whole number or a range such as 2..5") : { min: n, max: n };
      }
      case "dice":
        return v.type === "dice" ? diceText(v.count, v.sides) : bad("dice such as d6 or 2d6");
      case "expr":
        if (v.type === "range" || v.type === "record") return bad("an expression");
        return this.expr(v);
      case "cell":
        return this.cell(v, key);
      case "field-types": {
        if (v.type !== "record") return bad("fields and their types, e.g. { colour: colour, rank: rank }");
        const out: Obj = {};
        // Each field's type is located by the field's name, for editors that follow it to the type.
        const keyLocs = new Map<string, Loc>();
        for (const f of v.fields) {
          const t = f.values[0];
          if (f.values.length !== 1 || !t || t.type !== "name") {
            this.error("wrong-value", `field '${f.key.name}' needs the name of a type`, f.loc);
            continue;
          }
          out[f.key.name] = t.name;
          keyLocs.set(f.key.name, t.loc);
        }
        this.sources.set(out, { file: this.file, loc: v.loc, keyLocs, label: key });
        return out;
      }
      case "text-map": {
        if (v.type !== "record") return bad('a record of names and text, e.g. { forest: "#5a8f4e" }');
        const values = resolve((r as { additionalProperties: SchemaNode }).additionalProperties);
        const out: Obj = {};
        for (const f of v.fields) {
          const t = f.values[0];
          const text = f.values.length === 1 && t ? (t.type === "string" ? t.value : t.type === "name" ? t.name : undefined) : undefined;
          if (text === undefined || (values.pattern !== undefined && !new RegExp(values.pattern).test(text))) {
            this.error("wrong-value", `'${f.key.name}' in '${key}' needs ${values["x-expects"] ?? "one quoted text"}`, f.loc);
            continue;
          }
          out[f.key.name] = text;
        }
        return out;
      }
      case "array":
        return this.value(v, node.items ?? r.items!, key);
      default:
        return bad("a value of another kind");
    }
  }

  private cell(v: A.Value, key: string): unknown {
    switch (v.type) {
      case "int":
      case "decimal":
      case "string":
      case "bool":
        return v.value;
      case "name":
        return v.name;
      case "dice":
        return diceText(v.count, v.sides);
      case "unary": {
        const n = intOf(v);
        if (n !== undefined) return n;
        break;
      }
      case "list":
        return v.items.map((i) => this.cell(i, key));
      case "record": {
        const out: Obj = {};
        for (const f of v.fields) {
          out[f.key.name] = f.values.length === 1 ? this.cell(f.values[0]!, f.key.name) : f.values.map((x) => this.cell(x, f.key.name));
        }
        return out;
      }
      case "range": {
        const out: Obj = {};
        if (v.min) out["min"] = this.cell(v.min, key);
        if (v.max) out["max"] = this.cell(v.max, key);
        return out;
      }
    }
    const what = key === "" ? "a table cell" : `'${key}'`;
    if (v.type === "binary" && v.op === "-" && v.left.type === "int" && v.right.type === "name" && v.right.loc.start === v.left.loc.end + 1) {
      this.error("wrong-value", `a name cannot start with a digit: '${v.left.value}-${v.right.name}' reads as ${v.left.value} minus ${v.right.name}`, v.loc);
      return undefined;
    }
    this.error("wrong-value", `${what} holds a plain value (a number, name, text, list or record); an expression is not allowed here`, v.loc);
    return undefined;
  }

  private syntaxMember(m: A.LinkMember | A.RowMember | A.EntryMember | A.RemoveMember | A.ReplaceMember, target: Obj, def: SchemaNode, where: string): void {
    const slot = syntaxSlot(def, m.type);
    if (!slot) {
      const what = { link: "links", row: "rows", entry: "count entries", remove: "'remove'", replace: "'replace'" }[m.type];
      const home = { link: "a map", row: "a table", entry: "a deck, pool, bag, cup or other holder", remove: "a scenario or variant", replace: "a scenario or variant" }[m.type];
      this.error("misplaced-declaration", `${what} cannot appear in ${where}; they belong in ${home}`, m.loc);
      return;
    }
    const list = (target[slot.property] ??= []) as Obj[];
    const owner = this.sources.get(target)?.label ?? where;
    switch (m.type) {
      case "link": {
        const link: Obj = { from: m.from.name, to: m.to.name, directed: m.directed };
        const label = `link ${m.from.name} ${m.directed ? "->" : "--"} ${m.to.name} of ${owner}`;
        const origin: Origin = { file: this.file, loc: m.loc, keyLocs: new Map([["from", m.from.loc], ["to", m.to.loc]]), label };
        if (m.kind) {
          link["type"] = m.kind.name;
          origin.keyLocs.set("type", m.kind.loc);
        }
        this.sources.set(link, origin);
        this.annotations(m.annotations, link, origin, label);
        const def = resolve(slot.item);
        for (const member of m.members ?? []) {
          if (member.type === "property" && ["from", "to", "directed", "type"].includes(member.key.name)) {
            this.error("unknown-property", `a link's '${member.key.name}' is written in the link line itself`, member.key.loc);
            continue;
          }
          this.member(member, link, def, "a link");
        }
        list.push(link);
        return;
      }
      case "row": {
        const key = m.key.type === "name" ? m.key.name : rangeOf(m.key);
        const row: Obj = { key, cells: [] };
        const label = `row ${rowKeyText(m.key)} of ${owner}`;
        const origin: Origin = { file: this.file, loc: m.loc, keyLocs: new Map([["key", m.key.loc]]), label };
        this.sources.set(row, origin);
        this.annotations(m.annotations, row, origin, label);
        const cells: unknown[] = [];
        m.cells.forEach((c) => {
          const lowered = this.cell(c, "");
          origin.keyLocs.set(`cells/${cells.length}`, c.loc);
          // A cell in error keeps its place, so the row's width is still checked right.
          cells.push(lowered ?? "?");
        });
        row["cells"] = cells;
        list.push(row);
        return;
      }
      case "entry": {
        const entry: Obj = { count: m.count, piece: m.ref.name };
        const label = `entry ${m.count} ${m.ref.name} of ${owner}`;
        const origin: Origin = { file: this.file, loc: m.loc, keyLocs: new Map([["piece", m.ref.loc]]), label };
        this.sources.set(entry, origin);
        this.annotations(m.annotations, entry, origin, label);
        if (m.args) {
          const fields: Obj = {};
          for (const a of m.args) {
            if (fields[a.name.name] !== undefined) {
              this.error("duplicate-property", `field '${a.name.name}' is given twice`, a.name.loc);
              continue;
            }
            fields[a.name.name] = a.value ? this.cell(a.value, a.name.name) : "*";
            origin.keyLocs.set(`fields/${a.name.name}`, a.loc);
            // Where the value itself is written, for editors that follow it to its declaration.
            if (a.value) origin.keyLocs.set(`fields/${a.name.name}/value`, a.value.loc);
          }
          entry["fields"] = fields;
        }
        list.push(entry);
        return;
      }
      case "remove": {
        const change = { keyword: m.keyword.name, id: m.name.name };
        this.sources.set(change, { file: this.file, loc: m.name.loc, keyLocs: new Map(), label: `remove ${m.keyword.name} ${m.name.name}`, keyword: m.keyword.name });
        list.push(change);
        return;
      }
      case "replace": {
        const decl = this.declaration(m.decl, target, def, where);
        if (!decl) return;
        const change = { keyword: m.decl.keyword.name, id: m.decl.name.name };
        this.sources.set(change, { file: this.file, loc: m.decl.name.loc, keyLocs: new Map(), label: `replace ${m.decl.keyword.name} ${m.decl.name.name}`, keyword: m.decl.keyword.name });
        list.push(change);
        return;
      }
    }
  }

  // --------------------------------------------------------------- expressions

  expr(e: A.Expr): M.Expr {
    const out = this.exprInner(e);
    // A field's own name is located too, so a diagnostic about it highlights just the name.
    // A selection's bound name too, where an editor finds the local it declares.
    const keyLocs = new Map<string, Loc>(e.type === "field" ? [["field", e.field.loc]] : e.type === "select" ? [["binds", e.name.loc]] : []);
    this.sources.set(out, { file: this.file, loc: e.loc, keyLocs, label: "expression" });
    return out;
  }

  private exprInner(e: A.Expr): M.Expr {
    switch (e.type) {
      case "int":
        return { op: "int", value: e.value };
      case "decimal":
        return { op: "number", value: e.value };
      case "string":
        return { op: "text", value: e.value };
      case "bool":
        return { op: "bool", value: e.value };
      case "dice":
        return { op: "dice", count: e.count, sides: e.sides };
      case "name":
        return { op: "name", name: e.name };
      case "unary":
        return { op: "unary", operator: e.op, arg: this.expr(e.arg) };
      case "binary":
        return { op: "binary", operator: e.op, left: this.expr(e.left), right: this.expr(e.right) };
      case "call":
        return { op: "call", callee: this.expr(e.callee), args: e.args.map((a) => this.expr(a)) };
      case "field": {
        const out: M.Expr = { op: "field", object: this.expr(e.object), field: e.field.name };
        return out;
      }
      case "index":
        return { op: "index", object: this.expr(e.object), index: this.expr(e.index) };
      case "list":
        return { op: "list", items: e.items.map((i) => this.expr(i)) };
      case "select": {
        const out: M.Expr = { op: "select", name: e.name.name, in: this.expr(e.source) };
        if (e.where) out.where = this.expr(e.where);
        if (e.value) out.value = this.expr(e.value);
        return out;
      }
      case "if":
        return { op: "if", cond: this.expr(e.cond), then: this.expr(e.then), else: this.expr(e.else) };
    }
  }

  block(stmts: A.Stmt[]): M.Stmt[] {
    return stmts.map((s) => {
      const out = this.stmt(s);
      const origin: Origin = { file: this.file, loc: s.loc, keyLocs: new Map(), label: "statement" };
      if (s.type === "choose" && s.as) origin.keyLocs.set("as", s.as.loc);
      if (s.type === "unspecified") origin.keyLocs.set("name", s.name.loc);
      if (s.type === "call") origin.keyLocs.set("name", s.callee.loc);
      if (s.type === "let" || s.type === "for" || s.type === "choose") origin.keyLocs.set("binds", s.name.loc);
      this.sources.set(out, origin);
      return out;
    });
  }

  private stmt(s: A.Stmt): M.Stmt {
    switch (s.type) {
      case "let":
        return { do: "let", name: s.name.name, value: this.expr(s.value) };
      case "set":
        return { do: "set", target: this.expr(s.target), operator: s.op, value: this.expr(s.value) };
      case "if": {
        const out: M.Stmt = { do: "if", cond: this.expr(s.cond), then: this.block(s.then) };
        if (s.else) out.else = this.block(s.else);
        return out;
      }
      case "for":
        return { do: "for", name: s.name.name, in: this.expr(s.iterable), body: this.block(s.body) };
      case "repeat":
        return { do: "repeat", times: this.expr(s.times), body: this.block(s.body) };
      case "while":
        return { do: "while", cond: this.expr(s.cond), body: this.block(s.body) };
      case "choose": {
        const out: M.Stmt = { do: "choose", name: s.name.name, from: this.expr(s.from) };
        if (s.by) out.by = this.expr(s.by);
        if (s.each) out.each = true;
        if (s.as) out.as = s.as.name;
        if (s.about) out.about = this.expr(s.about);
        if (s.costing) out.costing = this.expr(s.costing);
        if (s.within) out.within = this.expr(s.within);
        return out;
      }
      case "move":
        return { do: "move", what: this.expr(s.what), to: this.expr(s.to) };
      case "end": {
        const out: M.Stmt = { do: "end", draw: s.draw };
        if (s.winner) out.winner = this.expr(s.winner);
        if (s.outcome) out.outcome = s.outcome.value;
        return out;
      }
      case "unspecified":
        return { do: "unspecified", name: s.name.name };
      case "call":
        return { do: "call", name: s.callee.name, args: s.args.map((a) => this.expr(a)) };
    }
  }
}

/** A whole number written as `3`, `-3` or `+3`, if `v` is one. */
export function intOf(v: A.Value): number | undefined {
  if (v.type === "int") return v.value;
  if (v.type === "unary" && (v.op === "-" || v.op === "+")) {
    const inner = intOf(v.arg);
    return inner === undefined ? undefined : v.op === "-" ? -inner : inner;
  }
  return undefined;
}

export function diceText(count: number, sides: number): string {
  return `${count === 1 ? "" : count}d${sides}`;
}

function rangeOf(k: A.RowKey & { type: "range" }): M.Range {
  const out: M.Range = {};
  if (k.min !== undefined) out.min = k.min;
  if (k.max !== undefined) out.max = k.max;
  return out;
}

export function rowKeyText(k: A.RowKey): string {
  if (k.type === "name") return k.quoted ? JSON.stringify(k.name) : k.name;
  if (k.min !== undefined && k.min === k.max) return String(k.min);
  return `${k.min ?? ""}..${k.max ?? ""}`;
}

/** A second declaration of what a game has one of, at its keyword, pointing to the first. */
function duplicateDeclaration(first: Origin | undefined, second: Origin | undefined, file: string): Diagnostic {
  const at = second?.keywordLoc ?? second?.loc ?? { start: 0, end: 0, line: 1, col: 1, endLine: 1, endCol: 2 };
  const d = diag("error", "duplicate-declaration", `only one '${second?.keyword ?? "game"}' declaration is allowed`, second?.file ?? file, at);
  if (first) d.related = [{ message: "the first one is here", file: first.file, line: first.loc.line, col: first.loc.col }];
  return d;
}
