/**
 * Checking a game again after an edit only where the edit can change what
 * checking finds, as an editor's server does after every keystroke. Kept
 * from one check to the next (`CheckMemo`): each file's lowering (a file
 * whose text is unchanged keeps its model objects, and what the checker
 * recorded of them: links, types); the base game's findings; and each
 * scenario's, variant's and combination's findings as applied, which cost
 * most (each about as much as checking the base game: Once We Moved Like
 * the Wind has seven, 80% of a check).
 *
 * What decides reuse is the name graph: a declaration's findings depend on
 * it, on what it names (and what those name, in turn), and on what every
 * declaration sees at once (the `shape`: the ids of all declarations, the
 * types, sides, maps, pieces and holders, the field names declarations add
 * and every field a `set` assigns). So, when the shape is unchanged:
 * - in the base game, a declaration in a file that did not change, which
 *   names nothing in a file that did, keeps its findings of the two checks
 *   that go declaration by declaration (expression types, unresolved names);
 *   every other check runs again, and all the rest is checked;
 * - an applied check keeps its findings when the overlay itself is
 *   unchanged and changes nothing of the shape, no declaration reaches both
 *   a changed declaration and one the overlay adds, replaces or removes
 *   (before the edit or after), and none of its findings lies in a file that
 *   changed (its lines may have moved).
 * Anything else is checked again. Tests hold this to checking from scratch
 * over random edits of the real specs and of a game built to break it.
 */
import type { Diagnostic } from "./diagnostics.js";
import type { LoweredFiles, SourceMap } from "./lower.js";
import type * as M from "./model-types.js";
import { allKeywords, defForKeyword } from "./schema-info.js";
import { nestedIds, setFields } from "./walk.js";

type Obj = Record<string, unknown>;

/** Collections whose contents every expression may depend on without naming them (fields, state, link types). */
const SHAPE_COLLECTIONS = ["types", "sides", "maps", "pieces", "holders"];
const OVERLAY_COLLECTIONS = new Set(["scenarios", "variants"]);

/** A name graph: for each declaration's key, the keys of the declarations it names. */
type Graph = Map<string, Set<string>>;

/** The parts of one checked model that reuse compares. */
export class Snapshot {
  /** Each top-level declaration as JSON text, by key (`rules:raid`, `variants:bidding`, `game`). */
  readonly decls = new Map<string, string>();
  /** What every declaration sees at once, as text. */
  readonly shape: string;
  private readonly names = new Map<string, Set<string>>();
  private readonly graph: Graph = new Map();
  private readonly keyUnion = new Set<string>();
  private readonly fieldsSet: Set<string>;
  /** The key of the top-level declaration each object of the model lies in. */
  private readonly owners = new WeakMap<object, string>();
  /** Each top-level declaration's file and the lines it spans. */
  readonly spans = new Map<string, { file: string; line: number; col: number; endLine: number; endCol: number }>();

  constructor(
    readonly model: M.Model,
    /** File texts by path. */
    readonly texts: ReadonlyMap<string, string>,
    sources?: SourceMap,
  ) {
    const base: [string, Obj][] = [];
    const overlays: [string, Obj][] = [];
    for (const [prop, v] of Object.entries(model)) {
      if (Array.isArray(v)) {
        v.forEach((item: unknown, i) => {
          if (typeof item !== "object" || item === null) return;
          const o = item as Obj;
          const key = typeof o["id"] === "string" ? `${prop}:${o["id"]}` : `${prop}#${i}`;
          (OVERLAY_COLLECTIONS.has(prop) ? overlays : base).push([key, o]);
        });
      } else if (v !== undefined) base.push([prop, v as Obj]);
    }
    const ids: string[] = [];
    const name = (n: string, key: string) => {
      let keys = this.names.get(n);
      if (!keys) this.names.set(n, (keys = new Set()));
      keys.add(key);
    };
    for (const [key, o] of [...base, ...overlays]) {
      this.decls.set(key, readOf(o).text);
      this.objects.set(key, o);
      ownAll(o, key, this.owners);
      const origin = sources?.get(o);
      const r = origin?.range ?? origin?.loc;
      if (origin && r) this.spans.set(key, { file: origin.file, line: r.line, col: r.col, endLine: r.endLine, endCol: r.endCol });
      if (typeof o["id"] === "string") name(o["id"], key);
      for (const id of readOf(o).nested) name(id, key);
    }
    for (const [key, o] of base) {
      if (typeof o["id"] === "string") ids.push(key);
      for (const id of readOf(o).nested) ids.push(`${key}/${id}`);
      collectKeys(o, this.keyUnion);
    }
    // An overlay's own declarations go under the key of what they add or replace, so a
    // replacement's names join those of the declaration it replaces.
    for (const [key, o] of overlays) {
      for (const [declKey, d] of overlayDeclarations(o)) {
        name(String(d["id"]), declKey);
        for (const id of nestedIds(d)) name(id, declKey);
        this.edge(key, declKey);
      }
    }
    for (const [key, o] of [...base, ...overlays]) this.link(key, o);
    for (const [, o] of overlays) for (const [declKey, d] of overlayDeclarations(o)) this.link(declKey, d);
    this.fieldsSet = setFields(Object.fromEntries(base.map(([k, o]) => [k, o])));
    const game = { ...(model.game as unknown as Obj) };
    delete game["setup"];
    this.shape = JSON.stringify([
      SHAPE_COLLECTIONS.map((c) => (model as unknown as Obj)[c]),
      game,
      ids.sort(),
      [...this.keyUnion].sort(),
      [...this.fieldsSet].sort(),
    ]);
  }

  private edge(from: string, to: string): void {
    let out = this.graph.get(from);
    if (!out) this.graph.set(from, (out = new Set()));
    out.add(to);
  }

  /** Every string in a declaration (values and property names) that names a declaration is an edge: more edges only make reuse rarer. */
  private link(key: string, o: object): void {
    for (const v of readOf(o).strings) for (const to of this.names.get(v) ?? []) if (to !== key) this.edge(key, to);
  }

  /** Each top-level declaration by its key. */
  declaration(key: string): object | undefined {
    return this.objects.get(key);
  }
  private readonly objects = new Map<string, object>();

  /** The key of the top-level declaration an object of the model lies in. */
  ownerOf(obj: object): string | undefined {
    return this.owners.get(obj);
  }

  /** The declarations from which one of `targets` can be reached by names (the targets included). */
  reaching(targets: Iterable<string>): Set<string> {
    const reverse = (this.reverse ??= invert(this.graph));
    const seen = new Set<string>();
    const todo = [...targets];
    while (todo.length > 0) {
      const k = todo.pop()!;
      if (seen.has(k)) continue;
      seen.add(k);
      for (const from of reverse.get(k) ?? []) if (!seen.has(from)) todo.push(from);
    }
    return seen;
  }
  private reverse?: Graph;

  /**
   * The keys an overlay touches: itself (its set-up statements are its own
   * and name what they use), what it adds or replaces, and what it removes.
   */
  touched(overlay: M.Scenario | M.Variant): Set<string> {
    const out = new Set<string>([`${this.model.scenarios.some((s) => s.id === overlay.id) ? "scenarios" : "variants"}:${overlay.id}`]);
    for (const [declKey] of overlayDeclarations(overlay as unknown as Obj)) out.add(declKey);
    for (const c of [...(overlay.replaces ?? []), ...(overlay.removes ?? [])]) for (const k of this.names.get(c.id) ?? []) out.add(k);
    return out;
  }

  /**
   * Whether an overlay changes what every declaration sees at once: the
   * shape's collections, the players or sides in play, a property name or a
   * `set` field the base game does not have.
   */
  changesShape(overlay: M.Scenario | M.Variant): boolean {
    const o = overlay as unknown as Obj;
    if (o["players"] !== undefined || o["sides-in-play"] !== undefined) return true;
    for (const [declKey] of overlayDeclarations(o)) if (SHAPE_COLLECTIONS.includes(declKey.slice(0, declKey.indexOf(":")))) return true;
    for (const c of [...(overlay.replaces ?? []), ...(overlay.removes ?? [])]) {
      for (const k of this.names.get(c.id) ?? []) if (SHAPE_COLLECTIONS.includes(k.split(/[:#]/)[0]!)) return true;
    }
    const keys = new Set<string>();
    for (const [, d] of overlayDeclarations(o)) collectKeys(d, keys);
    for (const k of keys) if (!this.keyUnion.has(k)) return true;
    for (const f of setFields(o)) if (!this.fieldsSet.has(f)) return true;
    return false;
  }
}

/** An applied check's findings (its errors), or that the rules refuse the combination; with the model they were found in. */
export interface RunResult {
  snapshot: Snapshot;
  found: Diagnostic[] | "refused";
}

/** The checks of the base game that go declaration by declaration, and may skip one whose findings are kept. */
export const BY_DECLARATION: ReadonlySet<string> = new Set(["expression-type", "unresolved-name"]);

/** What the base game's check may skip, and the findings kept for what it skips. */
export interface BasePlan {
  /** Whether the checks that go declaration by declaration may pass over this object's declaration. */
  skip(obj: object): boolean;
  /** Those checks' earlier findings in the declarations passed over. */
  kept: Diagnostic[];
  /** The keys of the declarations passed over. */
  reused: ReadonlySet<string>;
  /** How many top-level declarations there are. */
  of: number;
}

/**
 * What one game's checks keep between checks (an editor keeps one per
 * game): its files as lowered, the base game's findings, the applied
 * checks' findings, with counts of the applied checks reused and redone.
 */
export class CheckMemo {
  /** Each file as lowered, by its parse (see `LoweredFiles`). */
  readonly lowered: LoweredFiles = new WeakMap();
  private readonly runs = new Map<string, RunResult>();
  private base: { snapshot: Snapshot; diagnostics: Diagnostic[] } | undefined;
  private readonly snapshots = new WeakMap<M.Model, Snapshot>();
  /** Applied checks whose findings were reused, and those run again, since the memo was made. */
  reused = 0;
  rerun = 0;
  /** The last base check's plan (for tests and the bench). */
  lastPlan: BasePlan | undefined;

  /** The snapshot of a model, made once. */
  snapshot(model: M.Model, texts: ReadonlyMap<string, string>, sources?: SourceMap): Snapshot {
    let s = this.snapshots.get(model);
    if (!s) this.snapshots.set(model, (s = new Snapshot(model, texts, sources)));
    return s;
  }

  /**
   * What the base game's check of `now` may pass over: the declarations in
   * files that did not change since the last check whose findings were
   * kept, naming nothing in a file that did (see the file's comment).
   */
  basePlan(now: Snapshot): BasePlan | undefined {
    const before = this.base;
    if (!before || before.snapshot.shape !== now.shape) return (this.lastPlan = undefined);
    const then = before.snapshot;
    const changedFiles = filesChanged(then, now);
    const inChanged = new Set<string>();
    for (const snap of [then, now]) for (const [k, span] of snap.spans) if (changedFiles.has(span.file)) inChanged.add(k);
    const affected = union(now.reaching(inChanged), then.reaching(inChanged));
    const reused = new Set<string>();
    for (const [k, span] of now.spans) if (!changedFiles.has(span.file) && !affected.has(k) && then.decls.get(k) === now.decls.get(k)) reused.add(k);
    // A finding that points elsewhere into a changed file would point to a line that may have moved.
    const kept: Diagnostic[] = [];
    const stale = new Set<string>();
    const found: [string, Diagnostic][] = [];
    const candidates = [...reused];
    for (const d of before.diagnostics) {
      if (!BY_DECLARATION.has(d.code) || changedFiles.has(d.file)) continue;
      const k = candidates.find((key) => within(d, now.spans.get(key)!));
      if (k === undefined) continue;
      if ((d.related ?? []).some((r) => changedFiles.has(r.file))) stale.add(k);
      found.push([k, d]);
    }
    for (const k of stale) reused.delete(k);
    for (const [k, d] of found) if (reused.has(k)) kept.push(d);
    return (this.lastPlan = { skip: (obj) => reused.has(now.ownerOf(obj) ?? ""), kept, reused, of: now.spans.size });
  }

  /** Keeps the base game's findings of `now`, for the next check's plan. */
  recordBase(now: Snapshot, diagnostics: readonly Diagnostic[]): void {
    this.base = { snapshot: now, diagnostics: [...diagnostics] };
  }

  /**
   * The findings of the applied check `run` (a key naming the scenario,
   * variant or combination) in `now`: kept ones when the edits since they
   * were found cannot change them, else what `compute` finds.
   */
  found(run: string, overlays: readonly (M.Scenario | M.Variant)[], now: Snapshot, compute: () => Diagnostic[] | "refused"): Diagnostic[] | "refused" {
    const before = this.runs.get(run);
    if (before && before.snapshot !== now && unchangedFor(before, overlays, now)) {
      this.reused++;
      this.runs.set(run, { snapshot: now, found: before.found });
      return before.found;
    }
    if (before?.snapshot === now) return before.found;
    this.rerun++;
    const found = compute();
    this.runs.set(run, { snapshot: now, found });
    return found;
  }
}

/** Whether an applied check found in `before.snapshot` finds the same in `now` (see the file's comment). */
function unchangedFor(before: RunResult, overlays: readonly (M.Scenario | M.Variant)[], now: Snapshot): boolean {
  const then = before.snapshot;
  if (then.shape !== now.shape) return false;
  const changedFiles = filesChanged(then, now);
  if (before.found !== "refused" && before.found.some((d) => changedFiles.has(d.file))) return false;
  const changed = new Set<string>();
  for (const [k, text] of now.decls) if (then.decls.get(k) !== text) changed.add(k);
  for (const k of then.decls.keys()) if (!now.decls.has(k)) changed.add(k);
  if (changed.size === 0) return true;
  const touched = new Set<string>();
  for (const o of overlays) {
    if (now.changesShape(o)) return false;
    // Set-up an overlay adds runs after the game's own, in its scope.
    if (changed.has("game") && ((o as { setup?: unknown }).setup !== undefined || (o as { turns?: unknown }).turns !== undefined)) return false;
    for (const k of now.touched(o)) touched.add(k);
    for (const k of then.touched(o)) touched.add(k);
  }
  for (const k of touched) if (changed.has(k)) return false;
  const reachChanged = union(now.reaching(changed), then.reaching(changed));
  const reachTouched = union(now.reaching(touched), then.reaching(touched));
  for (const k of reachChanged) if (reachTouched.has(k)) return false;
  return true;
}

/** An overlay's own declarations (what it adds or replaces), each under its collection's key. */
function overlayDeclarations(o: Obj): [string, Obj][] {
  const out: [string, Obj][] = [];
  for (const [prop, v] of Object.entries(o)) {
    if (!Array.isArray(v) || prop === "replaces" || prop === "removes") continue;
    for (const d of v) if (typeof d === "object" && d !== null && typeof (d as Obj)["id"] === "string") out.push([`${prop}:${(d as Obj)["id"] as string}`, d as Obj]);
  }
  return out;
}

let schemaProperties: Set<string> | undefined;

/**
 * The field names a value's declarations add to those any expression may
 * read: a declaration's own properties and its card fields and state, less
 * the properties the language defines for some kind of declaration (which
 * every game has).
 */
function collectKeys(v: unknown, into: Set<string>): void {
  schemaProperties ??= new Set([...allKeywords()].flatMap((k) => Object.keys(defForKeyword(k)?.properties ?? {})));
  const known = schemaProperties;
  const visit = (x: unknown): void => {
    if (Array.isArray(x)) return x.forEach(visit);
    if (typeof x !== "object" || x === null) return;
    const o = x as Obj;
    if (typeof o["id"] === "string") {
      for (const k of Object.keys(o)) if (!known.has(k)) into.add(k);
      for (const record of [o["fields"], o["state"]]) {
        if (typeof record === "object" && record !== null && !Array.isArray(record)) for (const k of Object.keys(record)) into.add(k);
      }
    }
    Object.values(o).forEach(visit);
  };
  visit(v);
}

function invert(g: Graph): Graph {
  const out: Graph = new Map();
  for (const [from, tos] of g) {
    for (const to of tos) {
      let s = out.get(to);
      if (!s) out.set(to, (s = new Set()));
      s.add(from);
    }
  }
  return out;
}

function union<T>(a: Set<T>, b: Set<T>): Set<T> {
  const out = new Set(a);
  for (const x of b) out.add(x);
  return out;
}

/** The files whose text differs between two snapshots (added and removed ones too). */
function filesChanged(then: Snapshot, now: Snapshot): Set<string> {
  const out = new Set<string>();
  for (const [path, text] of now.texts) if (then.texts.get(path) !== text) out.add(path);
  for (const path of then.texts.keys()) if (!now.texts.has(path)) out.add(path);
  return out;
}

/** Whether a finding lies within a declaration's span, in its file. */
function within(d: Diagnostic, span: { file: string; line: number; col: number; endLine: number; endCol: number } | undefined): boolean {
  if (!span || span.file !== d.file) return false;
  const after = d.line > span.line || (d.line === span.line && d.col >= span.col);
  const before = d.line < span.endLine || (d.line === span.endLine && d.col <= span.endCol);
  return after && before;
}

/** Marks every object inside a declaration as lying in it (the first declaration to claim an object keeps it). */
function ownAll(v: unknown, key: string, owners: WeakMap<object, string>): void {
  if (typeof v !== "object" || v === null || owners.has(v)) return;
  owners.set(v, key);
  for (const x of Array.isArray(v) ? v : Object.values(v)) ownAll(x, key, owners);
}

/** What a snapshot reads of a declaration: its JSON text, the ids declared inside it, and every string in it. */
interface Read {
  text: string;
  nested: string[];
  strings: Set<string>;
}

/**
 * Each declaration as read, kept by the object: a file lowered once
 * (`LoweredFiles`) keeps its objects, which nothing changes afterwards, so
 * a check after an edit reads again only the changed files' declarations.
 */
const reads = new WeakMap<object, Read>();
function readOf(o: object): Read {
  let r = reads.get(o);
  if (r) return r;
  const strings = new Set<string>();
  const visit = (v: unknown): void => {
    if (typeof v === "string") strings.add(v);
    else if (Array.isArray(v)) v.forEach(visit);
    else if (typeof v === "object" && v !== null) {
      for (const [k, x] of Object.entries(v)) {
        strings.add(k);
        visit(x);
      }
    }
  };
  visit(o);
  reads.set(o, (r = { text: JSON.stringify(o), nested: nestedIds(o), strings }));
  return r;
}
