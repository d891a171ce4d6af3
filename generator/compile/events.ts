/**
 * Events and restrictions: the triggers each event runs, and the first
 * restriction an option or a move breaks.
 */
import type * as M from "../../dsl/model-types.js";
import { tsString } from "../escape.js";
import { irProgram, type LinkedRule } from "../ir/program.js";
import { CompileError, type ProgramContext, type Scope } from "./context.js";
import { bind, conditionOf, namedConstant } from "./expressions.js";
import { scopeFor } from "./procedures.js";
import { asks, emitBlock, placeText } from "./statements.js";
import { plain } from "./blocks.js";

/**
 * A rule's scope: `actor`, and the names its event binds read from the
 * event's record (`b`), the same names the checker gives it (EVENT_BINDINGS,
 * OPTION_BINDINGS), so any other name means what it means everywhere. The
 * rule is linked once for the program with these names as bindings (see
 * `irProgram`); here they are given their code.
 */
function eventScope(P: ProgramContext, rule: LinkedRule): Scope {
  let scope = scopeFor(P, false, "ctx.actor");
  for (const [name, binding] of rule.names) scope = bind(scope, binding, name === "actor" ? { r: "(ctx.actor ?? null)", w: "ctx.actor" } : { r: `(b[${tsString(name)}] ?? null)`, w: `b[${tsString(name)}]` });
  return scope;
}

/** The side a rule concerns, for an event: the piece's side when there is a piece, else the acting side. */
const SIDE_OF_EVENT = "(V.isPiece(X.index, b[\"piece\"] ?? null) ? C.sideOf(X, b[\"piece\"]!) : (ctx.actor ?? null))";

/** The triggers on events, one case per event, each with its filter (side, `when`) and statements. */
/** The events some trigger of the program watches. */
export const watched = new WeakMap<ProgramContext, ReadonlySet<string>>();
export function watchedEvents(P: ProgramContext): ReadonlySet<string> {
  let found = watched.get(P);
  if (!found) watched.set(P, (found = new Set(triggersOn(P).map((r) => r.on!))));
  return found;
}

/** The triggers of a program that run on an event. */
function triggersOn(P: ProgramContext): M.Rule[] {
  return P.model.rules.filter((r) => r.kind === "trigger" && r.on !== undefined);
}

/**
 * Raising a sequence event (a turn or step starting or ending): written only
 * in a program with a trigger on it, since raising it does nothing else.
 */
export function raiseCode(P: ProgramContext, type: string, bindings: string): string[] {
  return watchedEvents(P).has(type) ? [`C.raise(X, ${tsString(type)}, ${bindings});`] : [];
}

export function onUnit(P: ProgramContext): { text: string; watched: string[] } {
  const triggers = triggersOn(P);
  const lines = ["(X: C.RunContext, type: string, b: C.Bindings): void => {"];
  const byEvent = new Map<string, M.Rule[]>();
  for (const t of triggers) byEvent.set(t.on!, [...(byEvent.get(t.on!) ?? []), t]);
  if (byEvent.size === 0) lines.push("  void X;", "  void type;", "  void b;");
  else lines.push("  const ctx = C.exprCtx(X, typeof b[\"mover\"] === \"string\" ? b[\"mover\"] : (b[\"player\"] as string | undefined) ?? X.state.active);", "  switch (type) {");
  for (const [event, rules] of byEvent) {
    lines.push(`    case ${tsString(event)}: {`);
    for (const t of rules) {
      const linked = irProgram(P).rules.get(t.id)!;
      const scope = eventScope(P, linked);
      const body = emitBlock(linked.run, scope);
      if (body.some(asks)) throw new CompileError(`trigger '${t.id}' asks for a decision, which a trigger on an event cannot do; let the sequence of play ask instead`);
      const conds = [t.side ? `${SIDE_OF_EVENT} === ${tsString(t.side)}` : "", linked.when ? `${conditionOf(linked.when, scope)}` : ""].filter(Boolean);
      const at = placeText(t, `trigger ${t.id}`);
      if (at !== undefined) lines.push(`      X.at = ${tsString(at)};`);
      lines.push(`      if (${conds.join(" && ") || "true"}) {`, `        X.events.push({ type: "trigger", trigger: ${tsString(t.id)} });`, ...plain(body, "        "), "      }");
    }
    lines.push("      break;", "    }");
  }
  if (byEvent.size > 0) lines.push("  }");
  lines.push("}");
  return { text: lines.join("\n"), watched: [...byEvent.keys()].sort() };
}

/** What each restriction governs: moves (`on: move`), and the decisions it applies to. */
function restrictionKeys(r: M.Rule, P: ProgramContext): string[] {
  const decisions = new Set(P.model.decisions.map((d) => d.id));
  return [...(r.on === "move" ? ["move"] : []), ...(r["applies-to"] ?? []).filter((a) => decisions.has(a)).map((a) => `decision:${a}`)];
}

/**
 * What breaking a restriction reports (its id, message and rule), made once
 * for the module (`BR_...`, named by its content) instead of at every option
 * a restriction holds back; frozen, since every refusal hands out the same one.
 */
function brokenConstant(r: M.Rule, P: ProgramContext): string {
  return namedConstant("BR_", `Object.freeze({ id: ${tsString(r.id)}, message: ${tsString(r.message ?? r.title ?? r.id)}${r.rule === undefined ? "" : `, rule: ${tsString(r.rule)}`} })`, P);
}

/** Whether some restriction applies to one side only (and so asks whose the event is). */
function byKeyHasSide(byKey: ReadonlyMap<string, M.Rule[]>): boolean {
  for (const rules of byKey.values()) if (rules.some((r) => r.side)) return true;
  return false;
}

/** The restrictions, by what they govern: the first one broken, with its message and rule. */
export function allowUnit(P: ProgramContext): { text: string; restricted: string[] } {
  const byKey = new Map<string, M.Rule[]>();
  for (const r of P.model.rules.filter((x) => x.kind === "restriction" && x.check !== undefined)) for (const k of restrictionKeys(r, P)) byKey.set(k, [...(byKey.get(k) ?? []), r]);
  const lines = ["(X: C.RunContext, type: string, b: C.Bindings): C.Broken | null => {"];
  if (byKey.size === 0) lines.push("  void X;", "  void type;", "  void b;");
  // The side the event concerns, worked out once for all the restrictions asked (none changes anything).
  else lines.push("  const ctx = C.exprCtx(X, typeof b[\"actor\"] === \"string\" ? b[\"actor\"] : typeof b[\"mover\"] === \"string\" ? b[\"mover\"] : X.state.active);", ...(byKeyHasSide(byKey) ? ["  let side: V.Value | undefined;"] : []), "  switch (type) {");
  for (const [key, rules] of byKey) {
    lines.push(`    case ${tsString(key)}:`);
    for (const r of rules) {
      const linked = irProgram(P).restrictions.get(r.id)![key === "move" ? "move" : "option"]!;
      const scope = eventScope(P, linked);
      const applies = [r.side ? `(side ??= ${SIDE_OF_EVENT}) === ${tsString(r.side)}` : "", linked.when ? `${conditionOf(linked.when, scope)}` : ""].filter(Boolean);
      const broken = brokenConstant(r, P);
      const at = placeText(r, `restriction ${r.id}`);
      if (at !== undefined) lines.push(`      X.at = ${tsString(at)};`);
      lines.push(`      if (${applies.length ? `${applies.join(" && ")} && ` : ""}!${conditionOf(linked.check!, scope)}) return ${broken};`);
    }
    lines.push("      return null;");
  }
  if (byKey.size > 0) lines.push("  }");
  lines.push("  return null;", "}");
  return { text: lines.join("\n"), restricted: [...byKey.keys()].sort() };
}
