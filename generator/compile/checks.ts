/**
 * The checks run between steps: sudden-death victories, scores and standings,
 * and invariants.
 */
import type * as M from "../../dsl/model-types.js";
import { tsJson, tsString } from "../escape.js";
import { mentionsName } from "../ir/mentions.js";
import { irProgram, type LinkedRule } from "../ir/program.js";
import { CompileError, type ProgramContext, type Scope, type SharedCalls } from "./context.js";
import { bind, conditionOf, emitExpr, pure } from "./expressions.js";
import { scopeFor } from "./procedures.js";
import { areasOf } from "./sequence.js";
import { boardReads } from "./reads.js";
import { asks, emitBlock } from "./statements.js";
import { plain } from "./blocks.js";

/**
 * How the checks `checked: at-once` know that nothing they read has changed
 * since they last found no winner, so they need not be worked out again:
 * the run's count of changes to the board (every command that changes the
 * state adds one), and the turn and acting side where a condition reads
 * them; for a condition that reads only what holders hold (`heldOnly`, see
 * `reads.ts`), the count of changes to holders alone. Undefined where a condition has effects (dice, a watched look-up,
 * a modifier), which must then happen at every check.
 */
function suddenMemo(P: ProgramContext, atOnce: readonly M.Rule[]): { fresh: string; keep: string; heldOnly: ReadonlySet<string> } | undefined {
  const when = (r: M.Rule) => irProgram(P).rules.get(r.id)!.when!;
  if (atOnce.length === 0 || !atOnce.every((r) => pure(when(r), P))) return undefined;
  const fresh = ["X.checked !== X.rev"];
  const keep = ["X.checked = X.rev;", "X.checkedHeld = X.revHeld;"];
  // A condition that reads nothing of the board but what holders hold need be worked out again only
  // once a holder's contents changed (`freshHeld`); it reads neither the turn nor the acting side.
  const heldOnly = new Set(atOnce.filter((r) => boardReads(when(r), P) !== "all").map((r) => r.id));
  const reads = (name: string) => atOnce.some((r) => !heldOnly.has(r.id) && mentionsName(r.when, name, P));
  if (reads("active")) fresh.push("X.checkedActive !== X.state.active"), keep.push("X.checkedActive = X.state.active;");
  if (reads("turn")) fresh.push("X.checkedTurn !== X.state.turn"), keep.push("X.checkedTurn = X.state.turn;");
  return { fresh: fresh.join(" || "), keep: keep.join(" "), heldOnly };
}

/** The scope of a rule worked out for each side in turn, `actor` being that side (`side` in the code `eachSide` writes). */
function sideScope(P: ProgramContext, rule: LinkedRule): Scope {
  return bind(scopeFor(P, false, "side"), rule.names.get("actor")!, { r: "side", w: "side" });
}

/**
 * The head of a loop over the sides in play, by index (`si`; a for-of goes
 * through an iterator), binding `side` and its context `ctx`, at `indent`.
 */
function eachSide(indent: string): string[] {
  return [`${indent}for (let si = 0; si < X.state.sides.length; si++) {`, `${indent}  const side = X.state.sides[si]!;`, `${indent}  const ctx = C.exprCtx(X, side);`];
}

/** Sudden-death victories, for every side in turn; `atOnce` checks only those declared `checked: at-once`. */
export function suddenUnit(P: ProgramContext): string {
  const victories = P.model.rules.filter((r) => r.kind === "victory" && r["sudden-death"] === true && r.when !== undefined && r.at === undefined);
  const lines = ["(X: C.RunContext, atOnce: boolean, endOfTurn = false): void => {"];
  lines.push("  void endOfTurn;");
  if (victories.length === 0) lines.push("  void X;", "  void atOnce;");
  const memo = suddenMemo(
    P,
    victories.filter((r) => r.checked === "at-once"),
  );
  if (memo) lines.push(`  const fresh = ${memo.fresh};`);
  if (memo && memo.heldOnly.size > 0) lines.push("  const freshHeld = X.checkedHeld !== X.revHeld;");
  // Conditions without effects share, side by side, what the spec functions they call more than
  // once gave in this pass: compiled once to count the calls, then again keeping those made twice.
  const calls: SharedCalls = { seen: new Map(), kept: new Map() };
  const linked = victories.map((r) => irProgram(P).rules.get(r.id)!);
  const tests = () => linked.map((r) => conditionOf(r.when!, pure(r.when!, P) ? { ...sideScope(P, r), calls } : sideScope(P, r)));
  tests();
  for (const [key, n] of calls.seen) if (n > 1) calls.kept.set(key, `R${calls.kept.size}`);
  const compiled = tests();
  const checks: string[] = [];
  for (const [i, r] of victories.entries()) {
    const scope = sideScope(P, linked[i]!);
    const test = compiled[i]!;
    const name = r.outcome ? `, name: ${tsString(r.outcome)}` : "";
    const body = r.run ? emitBlock(linked[i]!.run, scope) : [];
    if (body.some(asks)) throw new CompileError(`victory '${r.id}' asks for a decision, which a sudden-death check cannot offer`);
    checks.push(
      r.checked === "at-once" ? (memo ? `  if (${memo.heldOnly.has(r.id) ? "freshHeld" : "fresh"}) {` : "  {") : r.checked === "end-of-turn" ? "  if (endOfTurn) {" : "  if (!atOnce) {",
      ...eachSide("    "),
      `      if (${test}) {`,
      ...plain(body, "        "),
      `        throw new C.EndGame({ winners: [${r.winner ? tsString(r.winner) : "side"}], draw: false${name} });`,
      "      }",
      "    }",
      "  }",
    );
  }
  for (const kept of calls.kept.values()) lines.push(`  const ${kept}: V.Value[] = [];`);
  lines.push(...checks);
  // No winner: until the board changes, the checks at once would find none again.
  if (memo) lines.push(`  ${memo.keep}`);
  lines.push("}");
  return lines.join("\n");
}

/**
 * Each side's points by the rules of `kinds`, as the acting side: the
 * scores (`scoring`), or a side's standing (`scoring` and `standing`,
 * which bots read). A rule with `side` counts for that side only, one
 * with `when` only while that holds.
 */
export function pointsUnit(P: ProgramContext, kinds: readonly M.Rule["kind"][]): string {
  const rules = P.model.rules.filter((r) => kinds.includes(r.kind) && r.points);
  const lines = ["(X: C.RunContext): Record<string, number> => {", "  const out: Record<string, number> = {};", ...eachSide("  "), "    let total = 0;"];
  if (rules.length === 0) lines.push("    void ctx;");
  for (const r of rules) {
    const linked = irProgram(P).rules.get(r.id)!;
    const scope = sideScope(P, linked);
    const add = [`      const v = ${emitExpr(linked.points!, scope)};`, '      if (typeof v === "number") total += v;'];
    const conds = [r.side !== undefined ? `side === ${tsString(r.side)}` : "", linked.when ? conditionOf(linked.when, scope) : ""].filter(Boolean);
    lines.push(conds.length > 0 ? `    if (${conds.join(" && ")}) {` : "    {", ...add, "    }");
  }
  lines.push("    out[side] = total;", "  }", "  return out;", "}");
  return lines.join("\n");
}

/**
 * The invariants, and the limits with no step of their own (`at`), which hold
 * at all times; a limit that names `area` must hold in every area.
 */
export function violationsUnit(P: ProgramContext): string {
  const lines = ["(X: C.RunContext): { id: string; rule?: string }[] => {", "  const ctx = C.exprCtx(X, undefined);", "  const out: { id: string; rule?: string }[] = [];"];
  const report = (id: string, rule: string | undefined) => `out.push(${rule === undefined ? `{ id: ${tsString(id)} }` : `{ id: ${tsString(id)}, rule: ${tsString(rule)} }`});`;
  for (const inv of P.model.invariants) {
    const scope = scopeFor(P, false, "undefined");
    lines.push(`  if (${emitExpr(irProgram(P).invariants.get(inv.id)!, scope)} !== true) ${report(inv.id, inv.rule)}`);
  }
  const areas = areasOf(P);
  for (const limit of P.model.rules.filter((r) => r.kind === "limit" && r.at === undefined && r.check !== undefined)) {
    const linked = irProgram(P).rules.get(limit.id)!;
    const area = linked.names.get("area");
    if (area !== undefined) {
      const scope = bind(scopeFor(P, false, "undefined"), area, { r: "area", w: "area" });
      lines.push(`  for (const area of ${tsJson(areas)}) {`, `    if (${emitExpr(linked.check!, scope)} !== true) {`, `      ${report(limit.id, limit.rule)}`, "      break;", "    }", "  }");
    } else {
      lines.push(`  if (${emitExpr(linked.check!, scopeFor(P, false, "undefined"))} !== true) ${report(limit.id, limit.rule)}`);
    }
  }
  lines.push("  return out;", "}");
  return lines.join("\n");
}
