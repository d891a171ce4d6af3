/**
 * Applies a scenario and variants to the base model: removals, replacements
 * and additions, in the order given, after checking that the chosen variants
 * may be combined. The result is again a model valid against the schema.
 */
import type * as M from "./model-types.js";
import { keywordSlots, modelSchema, resolve } from "./schema-info.js";
import { copyPlace, copyPlaces } from "./source-locations.js";
import { didYouMean } from "./suggest.js";
import { pairObjects } from "./walk.js";

export interface ResolveOptions {
  scenario?: string;
  variants?: string[];
  players?: number;
}

export class ResolveError extends Error {}

type Obj = Record<string, unknown>;

/**
 * Returns a new model with the options applied; throws `ResolveError` with a
 * plain message when they cannot be. `copied` hears of every object of the
 * new model copied from one of the base model or of an overlay (a checker
 * moves source places along with it).
 */
export function resolveModel(base: M.Model, options: ResolveOptions = {}, copied?: (from: object, to: object) => void): M.Model {
  // Nothing to apply: share the base model rather than copying it (engines never change a model).
  if (options.scenario === undefined && (options.variants ?? []).length === 0) {
    checkPlayers(base, options.players, []);
    return { ...base, applied: { variants: [] } };
  }
  const model = structuredClone(base) as unknown as Obj & M.Model;
  // Paired now, while the copy has the base's shape: removals and replacements shift its lists. One walk
  // gives each copy what the checker knew of its original and tells `copied` (two walks were about a tenth of
  // checking a game's scenarios and variants as applied).
  pairObjects(
    base,
    model,
    copied
      ? (from, to) => {
          copyPlace(from, to);
          copied(from, to);
        }
      : copyPlace,
  );
  const variants = options.variants ?? [];
  const chosen: (M.Scenario | M.Variant)[] = [];
  if (options.scenario !== undefined) {
    const s = model.scenarios.find((x) => x.id === options.scenario);
    if (!s) throw new ResolveError(`unknown scenario '${options.scenario}'${didYouMean(options.scenario, model.scenarios.map((x) => x.id))}; the game has ${list(model.scenarios.map((x) => x.id))}`);
    chosen.push(s);
  }
  const seen = new Set<string>();
  for (const id of variants) {
    const v = model.variants.find((x) => x.id === id);
    if (!v) throw new ResolveError(`unknown variant '${id}'${didYouMean(id, model.variants.map((x) => x.id))}; the game has ${list(model.variants.map((x) => x.id))}`);
    if (seen.has(id)) throw new ResolveError(`variant '${id}' is chosen twice`);
    seen.add(id);
    chosen.push(v);
  }
  for (const v of chosen as M.Variant[]) {
    for (const other of v.excludes ?? []) if (seen.has(other)) throw new ResolveError(`variants '${v.id}' and '${other}' cannot be combined`);
    for (const needed of v.requires ?? []) if (!seen.has(needed)) throw new ResolveError(`variant '${v.id}' needs variant '${needed}' as well`);
  }
  checkPlayers(model, options.players, chosen);
  // Two chosen overlays that change the same declaration would depend on their order.
  const touched = new Map<string, string>();
  for (const o of chosen) {
    for (const id of changedIds(o)) {
      const prev = touched.get(id);
      if (prev) throw new ResolveError(`'${prev}' and '${o.id}' both change '${id}', so they cannot be combined`);
      touched.set(id, o.id);
    }
  }
  for (const o of chosen) apply(model, o, copied);
  model.applied = options.scenario !== undefined ? { scenario: options.scenario, variants } : { variants };
  return model;
}

/**
 * The player count must be one the game is played with: the last chosen
 * scenario or variant that says how many players it is for decides (a
 * solitaire game's two-player variant is for two, where the game is for
 * one); the game's own count otherwise.
 */
function checkPlayers(model: M.Model, players: number | undefined, chosen: (M.Scenario | M.Variant)[]): void {
  if (players === undefined) return;
  const { who, range: p } = playerCounts(model, chosen);
  if ((p.min !== undefined && players < p.min) || (p.max !== undefined && players > p.max)) {
    throw new ResolveError(`${who} is for ${rangeText(p)} players, not ${players}`);
  }
}

/** The player counts a game is played with, and who says so: the last chosen overlay that gives them (`'id'`), else the game (its title). */
export function playerCounts(model: M.Model, chosen: readonly (M.Scenario | M.Variant)[]): { who: string; range: M.Range } {
  const by = [...chosen].reverse().find((o) => o.players !== undefined);
  return by ? { who: `'${by.id}'`, range: by.players! } : { who: model.game.title ?? model.game.id, range: model.game.players };
}

function changedIds(o: M.Scenario | M.Variant): string[] {
  const ids = [...(o.replaces ?? []).map((c) => c.id), ...(o.removes ?? []).map((c) => c.id)];
  const collections = new Set([...keywordSlots(resolve(modelSchema.definitions["Variant"]!)).values()].map((s) => s.property));
  for (const property of collections) {
    for (const d of ((o as unknown as Obj)[property] as Obj[] | undefined) ?? []) if (typeof d["id"] === "string") ids.push(d["id"]);
  }
  return [...new Set(ids)];
}

function apply(model: Obj & M.Model, o: M.Scenario | M.Variant, copied?: (from: object, to: object) => void): void {
  for (const c of o.removes ?? []) removeDecl(model, c.id);
  const replaced = new Set((o.replaces ?? []).map((c) => c.id));
  // Several keywords share a collection (block, counter... are all pieces): visit each collection once.
  const collections = new Map([...keywordSlots(modelSchema).values()].map((slot) => [slot.property, slot]));
  for (const slot of collections.values()) {
    if (!slot.many) continue;
    const additions = ((o as unknown as Obj)[slot.property] as Obj[] | undefined) ?? [];
    for (const d of additions) {
      const copy = structuredClone(d);
      copyPlaces(d, copy);
      if (copied) pairObjects(d, copy, copied);
      // A declaration an overlay adds comes from the overlay's section unless it names its own.
      if (copy["rule"] === undefined && o.rule !== undefined && "rule" in (resolve(modelSchema.definitions[slot.itemDef] ?? {}).properties ?? {})) copy["rule"] = o.rule;
      if (replaced.has(d["id"] as string) && replaceDecl(model, copy)) continue;
      const list = (model[slot.property] ??= []) as Obj[];
      if (!list.includes(copy)) list.push(copy);
    }
  }
  if (o.turns) {
    // The game's length: the game's own turns and those of the sequence it starts with.
    model.game.turns = o.turns;
    const start = model.sequences.find((q) => q.id === model.game.start) ?? model.sequences[0];
    if (start?.turns) start.turns = o.turns;
  }
  if (o.setup) model.game.setup = [...(model.game.setup ?? []), ...o.setup];
  if (o.players) model.game.players = o.players;
  if (o["sides-in-play"]) model.game.sides = [...o["sides-in-play"]];
}

/** Finds a declaration anywhere in the tree by id and calls `f` with its array and index. */
function findDecl(node: unknown, id: string, f: (arr: Obj[], i: number) => void): boolean {
  if (!node || typeof node !== "object") return false;
  for (const [k, v] of Object.entries(node as Obj)) {
    if (k === "scenarios" || k === "variants" || !Array.isArray(v)) continue;
    const i = v.findIndex((x) => x && typeof x === "object" && (x as Obj)["id"] === id);
    if (i >= 0) {
      f(v as Obj[], i);
      return true;
    }
    for (const item of v) if (findDecl(item, id, f)) return true;
  }
  return false;
}

/** A base-game declaration by id (not one inside a scenario or variant). */
export function declarationById(model: object, id: string): Obj | undefined {
  let found: Obj | undefined;
  findDecl(model, id, (arr, i) => (found = arr[i]));
  return found;
}

function removeDecl(model: Obj, id: string): void {
  findDecl(model, id, (arr, i) => arr.splice(i, 1));
}

function replaceDecl(model: Obj, decl: Obj): boolean {
  return findDecl(model, decl["id"] as string, (arr, i) => arr.splice(i, 1, decl));
}

function list(ids: string[]): string {
  return ids.length === 0 ? "none" : ids.map((i) => `'${i}'`).join(", ");
}

function rangeText(r: M.Range): string {
  return r.min === r.max ? String(r.min) : `${r.min ?? ""}-${r.max ?? ""}`;
}
