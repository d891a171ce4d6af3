/**
 * Procedures in words, for players at the table: each statement becomes a
 * short sentence ("Roll d6 …", "Blue chooses …", "Move … to …"), nested as a
 * list. Expressions stay in the rules language (exactly what the engine
 * runs); names of procedures and decisions are replaced by their titles.
 */
import type * as M from "../dsl/model-types.js";
import { exprText } from "./expr-text.js";

/** Titles of the declarations a step may name. */
export type Titles = ReadonlyMap<string, string>;

const quote = (t: string) => `“${t}”`;

/** The statements as list items, one sentence each, indented by nesting. */
export function readableSteps(stmts: readonly M.Stmt[], titles: Titles, depth = 0): { text: string; depth: number }[] {
  const out: { text: string; depth: number }[] = [];
  const say = (text: string) => out.push({ text, depth });
  const nested = (body: readonly M.Stmt[]) => out.push(...readableSteps(body, titles, depth + 1));
  for (const s of stmts) {
    switch (s.do) {
      case "let":
        say(`Let ${s.name} be ${exprText(s.value)}.`);
        break;
      case "set": {
        const target = exprText(s.target);
        const value = exprText(s.value);
        say(s.operator === "+=" ? `Add ${value} to ${target}.` : s.operator === "-=" ? `Take ${value} from ${target}.` : `Set ${target} to ${value}.`);
        break;
      }
      case "if": {
        say(`If ${exprText(s.cond)}:`);
        nested(s.then);
        // An else holding only an if reads as "otherwise, if".
        let rest = s.else;
        while (rest && rest.length === 1 && rest[0]!.do === "if") {
          const inner = rest[0] as Extract<M.Stmt, { do: "if" }>;
          say(`Otherwise, if ${exprText(inner.cond)}:`);
          nested(inner.then);
          rest = inner.else;
        }
        if (rest && rest.length > 0) {
          say("Otherwise:");
          nested(rest);
        }
        break;
      }
      case "for":
        say(`For each ${s.name} in ${exprText(s.in)}:`);
        nested(s.body);
        break;
      case "repeat":
        say(`Do this ${exprText(s.times)} times:`);
        nested(s.body);
        break;
      case "while":
        say(`As long as ${exprText(s.cond)}:`);
        nested(s.body);
        break;
      case "choose": {
        const who = s.by ? exprText(s.by) : "the active side";
        const what = s.as ? ` (${quote(titles.get(s.as) ?? s.as)})` : "";
        const cost = s.costing ? `, each costing ${exprText(s.costing)}${s.within ? ` out of ${exprText(s.within)}` : ""}` : "";
        say(`${who} chooses ${s.name} from ${exprText(s.from)}${what}${cost}.`);
        break;
      }
      case "move":
        say(`Move ${exprText(s.what)} to ${exprText(s.to)}.`);
        break;
      case "end":
        say(s.draw ? `The game ends in a draw${s.outcome ? ` (${quote(s.outcome)})` : ""}.` : `The game ends: ${exprText(s.winner!)} wins${s.outcome ? ` (${quote(s.outcome)})` : ""}.`);
        break;
      case "unspecified":
        say(`Play stops here: ${quote(titles.get(s.name) ?? s.name)} is defined only in the missing rulebook.`);
        break;
      case "call": {
        const args = s.args.map((a) => exprText(a)).join(", ");
        const title = titles.get(s.name);
        say(title ? `Carry out ${quote(title)}${args ? ` with ${args}` : ""}.` : `${s.name}(${args}).`);
        break;
      }
    }
  }
  return out;
}
