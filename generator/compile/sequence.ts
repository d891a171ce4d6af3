/**
 * The sequence of play as one resumable unit: turns, phases, steps, their
 * limits and victories, interrupts, set-up and the final outcome.
 */
import type * as M from "../../dsl/model-types.js";
import type * as V from "../../runtime/core/values.js";
import { tsJson, tsString } from "../escape.js";
import { ACTIVE_CTX, ACTIVE_REFRESH, stepUnit } from "./blocks.js";
import { mentionsName } from "../ir/mentions.js";
import { irProgram } from "../ir/program.js";
import { type ProgramContext, type Scope } from "./context.js";
import { bind, conditionOf, emitExpr, nameLiteral, namedConstant, piecesArg, placePiecesOf, pure, symbolRef, symText } from "./expressions.js";
import { scopeFor } from "./procedures.js";
import { type Node, emitBlock, forEach, guarded, js, placeText } from "./statements.js";
import { raiseCode } from "./events.js";

/** Every area of the program's maps as play names them (see `runtime/core/places.ts`), in declaration order: what a limit naming `area` goes through. */
export function areasOf(P: ProgramContext): V.Value[] {
  return P.model.maps.flatMap((m) => (m.areas ?? []).map((a) => P.index.placeValue(a.id)));
}

/**
 * The limits checked when a step ends (`at: step`): where one does not hold
 * (in each area, when it names `area`), its consequence runs; a limit with
 * none stops play with its message, since the rules leave no way on.
 */
function stepLimits(id: string, scope: Scope): Node[] {
  const out: Node[] = [];
  const areas = areasOf(scope.P);
  for (const limit of scope.P.model.rules.filter((r) => r.kind === "limit" && (r.at ?? []).includes(id) && r.check !== undefined)) {
    const at = placeText(limit, `limit ${limit.id}`);
    if (at !== undefined) out.push(js(`X.at = ${tsString(at)};`));
    const broken = `throw new C.LimitBroken(${tsString(limit.id)}, ${tsString(limit.message ?? `the limit '${limit.id}' does not hold`)}, ${limit.rule === undefined ? "undefined" : tsString(limit.rule)});`;
    const linked = irProgram(scope.P).rules.get(limit.id)!;
    const consequence = (s: Scope): Node[] => (limit.run ? [js(`X.events.push({ type: "limit", limit: ${tsString(limit.id)} });`), ...emitBlock(linked.run, s)] : [js(broken)]);
    const area = linked.names.get("area");
    if (area !== undefined) {
      out.push(forEach(scope, tsJson(areas), (item, s) => {
        const inner = bind(s, area, { r: item, w: item });
        return [{ k: "if", cond: `!${conditionOf(linked.check!, inner)}`, then: consequence(inner), else: [] }];
      }, "area"));
    } else {
      out.push({ k: "if", cond: `!${conditionOf(linked.check!, scope)}`, then: consequence(scope), else: [] });
    }
  }
  return out;
}

/** The sudden-death victories checked when a phase, segment or step ends (`at:`), for each side in turn. */
function stepVictories(id: string, scope: Scope): Node[] {
  return scope.P.model.rules
    .filter((r) => r.kind === "victory" && r["sudden-death"] === true && r.when !== undefined && (r.at ?? []).includes(id))
    .map((r) => {
      const linked = irProgram(scope.P).rules.get(r.id)!;
      return forEach(scope, "X.state.sides", (side, s) => {
        const inner = bind({ ...s, actor: `(${side} as string)` }, linked.names.get("actor")!, { r: side, w: side });
        return [{ k: "if", cond: `V.truthy(((ctx) => ${emitExpr(linked.when!, inner)})(C.exprCtx(X, ${side} as string)))`, then: [...emitBlock(linked.run, inner), js(`C.endGame(false, ${r.winner ? tsString(r.winner) : side}, ${r.outcome === undefined ? "undefined" : tsString(r.outcome)});`)], else: [] }];
      }, "side");
    });
}

function sequenceNode(n: M.Step, scope: Scope, interrupts: ReadonlyMap<string, M.Step[]>, depth: number): Node[] {
  if (n.kind === "interrupt") return [];
  const linked = irProgram(scope.P).steps.get(n)!;
  const body: Node[] = [js(`C.enter(X, ${depth}, ${tsString(n.title ?? n.id)});`, ...raiseCode(scope.P, "step-start", `{ step: ${tsString(n.id)} }`))];
  if (n.run) body.push(...emitBlock(linked.run, scope));
  for (const child of n.children ?? []) body.push(...sequenceNode(child, scope, interrupts, depth + 1), js("X.T.sudden(X, false);"));
  body.push(...stepLimits(n.id, scope), ...stepVictories(n.id, scope), js(...raiseCode(scope.P, "step-end", `{ step: ${tsString(n.id)} }`)));
  let inner: Node[] = body;
  if (n.kind === "loop") {
    const holds = () => [linked.until ? `!${conditionOf(linked.until, scope)}` : "", linked.while ? conditionOf(linked.while, scope) : ""].filter(Boolean).join(" && ") || "true";
    inner = [guarded(scope, holds, body, 100_000, `loop '${n.id}' ran 100000 times`)];
  }
  if ((n.repeat ?? 1) !== 1) {
    const k = scope.locals.fresh("round");
    inner = [{ k: "loop", init: [k.declare("0")], cond: `(${k.r} as number) < ${n.repeat}`, body: inner, next: [`${k.w} = (${k.r} as number) + 1;`] }];
  }
  // skip-when is read for each side in turn, with that side active.
  if (linked.skipWhen) inner = [{ k: "if", cond: `!${conditionOf(linked.skipWhen, scope)}`, then: inner, else: [] }];
  let out: Node[] = inner;
  if (n["each-side"] === true || n.player !== undefined) {
    const sides = `C.sidesFor(X, ${n["each-side"] === true}, ${n.player === undefined ? "undefined" : tsString(n.player)})`;
    out = [forEach(scope, sides, (side) => [js(`if (${side} !== null) X.state.active = ${side} as string;`, "ctx = C.exprCtx(X, X.state.active);"), ...inner], "side")];
  }
  for (const i of interrupts.get(n.id) ?? []) out.push(...interruptNodes(i, scope, depth));
  return out;
}

/** Plays collected from any side in the order they arrive, then the interrupt's own statements. */
function interruptNodes(n: M.Step, scope: Scope, depth: number): Node[] {
  const nodes: Node[] = [js(`C.enter(X, ${depth}, ${tsString(n.title ?? n.id)});`)];
  const step = irProgram(scope.P).steps.get(n)!;
  const run = n.run ? emitBlock(step.run, scope) : [];
  if (n.by !== "any" || !n.offer) return [...nodes, ...run];
  const playedList = scope.locals.fresh("played");
  const stop = scope.locals.fresh("stop");
  const anyPlay = scope.locals.fresh("anyPlay");
  const request = scope.locals.fresh("request");
  const answer = scope.locals.fresh("answer");
  const side = scope.locals.variable("side");
  // The offer is read at once, before anything moves: a place's own list, not a copy.
  const offerScope = { ...scope, actor: side };
  const linked = step.offer!;
  const offered = piecesArg(linked);
  const offer = offered ? `${placePiecesOf(offered, offerScope)} as V.Value` : emitExpr(linked, offerScope);
  const text = `(X: C.RunContext, ${side}: string): V.Value => {\n  const ctx = C.exprCtx(X, ${side});\n  return ${offer};\n}`;
  // An offer that reads no local of the step is one function for the module (`O_...`), not a closure made at every offer.
  const readsLocal = [...scope.names.keys()].some((name) => mentionsName(n.offer, name));
  const offers = readsLocal ? text : namedConstant("O_", text, scope.P);
  // Offers that read only the board (no local, no chance) are the same after an answer that changed nothing: the runtime then narrows
  // the last request. Offers of each side's own copy of a holder (`pieces(tribe)`) are also the same for the other sides after a play
  // that only collected the piece played (see `OfferReads`).
  const ownCopy = offered !== undefined && offered.k === "name" && offered.target.to === "named" && offered.target.eachPlayer === true;
  const steady = readsLocal ? "false" : ownCopy ? '"own-copy"' : String(pure(linked, scope.P));
  // The decision a window is declared as, by its symbol; an undeclared one by the window's own id.
  const declared = n.decision === undefined ? undefined : scope.P.symbols.of("decision", n.decision);
  const decisionArg = declared ? symText(declared) : tsString(n.decision ?? n.id);
  // The holder plays are collected into, by its number where the module numbers it (a holder every player has is found for the side at play).
  const into = n["collect-into"] === undefined ? "undefined" : nameLiteral(n["collect-into"], scope.P);
  nodes.push(js("X.T.sudden(X, true);", playedList.declare("[]"), stop.declare("false"), anyPlay.declare("false")), {
    k: "loop",
    init: [],
    cond: `!${stop.r}`,
    body: [
      js(request.declare(`C.offerRequest(X, ${playedList.r} as V.Value[], ${offers}, ${decisionArg}, ${tsString(n.title ?? n.id)}, ${n.rule === undefined ? "undefined" : tsString(n.rule)}, ${steady}) as unknown as V.Value`)),
      {
        k: "if",
        cond: `${request.r} === null`,
        then: [js(`${stop.w} = true;`)],
        else: [
          { k: "ask", request: `${request.r} as unknown as C.Request`, slot: answer.slot },
          // A play or a side's pass: either way that side is done in this window, which closes when every side is.
          js(`(${playedList.r} as V.Value[]).push(C.played(X, ${answer.r}, ${into}));`),
          { k: "if", cond: `(${answer.r} as V.Value[])[1] !== C.PASS`, then: [js(`${anyPlay.w} = true;`)], else: [] },
        ],
      },
    ],
    next: [],
  });
  nodes.push({ k: "if", cond: anyPlay.r, then: run, else: [] });
  return nodes;
}

/** The game's set-up, run before the first turn. */
export function setupUnit(P: ProgramContext): string | undefined {
  if (!P.model.game.setup) return undefined;
  const scope = scopeFor(P, true, "X.state.active");
  return stepUnit(emitBlock(irProgram(P).setup!, scope), ACTIVE_REFRESH, ACTIVE_CTX);
}

/** The whole game: set-up, the start sequence over its turns, then the victory rules at the end. */
export function gameUnit(P: ProgramContext): string {
  const model = P.model;
  const scope = scopeFor(P, true, "X.state.active");
  const nodes: Node[] = [];
  // The set-up is a unit of its own: the one part of the game that variants most often change.
  if (model.game.setup) nodes.push({ k: "call", step: symbolRef(P, "procedure", "#setup"), actor: "X.state.active", args: [] });
  const start = model.sequences.find((s) => s.id === model.game.start) ?? model.sequences[0];
  if (!start) {
    nodes.push(js('throw new C.NotSupportedError("a game without a sequence of play");'));
    return stepUnit(nodes, ACTIVE_REFRESH, ACTIVE_CTX);
  }
  const interrupts = new Map<string, M.Step[]>();
  const collect = (steps: M.Step[] | undefined) => {
    for (const n of steps ?? []) {
      if (n.kind === "interrupt" && n.after) interrupts.set(n.after, [...(interrupts.get(n.after) ?? []), n]);
      collect(n.children);
    }
  };
  collect(start.children);
  const turn = scope.locals.fresh("turn");
  const round: Node[] = [];
  for (const child of start.children ?? []) round.push(...sequenceNode(child, scope, interrupts, 0), js("X.T.sudden(X, false);"));
  // The sequence repeats within a turn until its `until` holds (once, when it has none).
  const again = scope.locals.fresh("again");
  const until = irProgram(P).sequences.get(start.id)!.until;
  const repeated = guarded(scope, () => again.r, [js(`${again.w} = false;`), ...round, js(`${again.w} = ${until ? `!${conditionOf(until, scope)}` : "false"};`)], 10_000, `sequence '${start.id}' repeated 10000 times`);
  nodes.push({
    k: "loop",
    init: [turn.declare("X.index.turns.first")],
    cond: `(${turn.r} as number) <= X.index.turns.last`,
    body: [js(`X.state.turn = ${turn.r} as number;`, ...raiseCode(P, "turn-start", "{ turn: X.state.turn }"), again.declare("true")), repeated, js(...raiseCode(P, "turn-end", "{ turn: X.state.turn }"), "X.T.sudden(X, false, true);")],
    next: [`${turn.w} = (${turn.r} as number) + 1;`],
  });
  nodes.push(...finalOutcome(scope));
  return stepUnit(nodes, ACTIVE_REFRESH, ACTIVE_CTX);
}

/** The victory rules that are not sudden death, tried in order once the sequence ends; the scores decide ties. */
function finalOutcome(scope: Scope): Node[] {
  const points = scope.locals.fresh("points");
  const nodes: Node[] = [js(points.declare("X.T.scores(X) as unknown as V.Value"))];
  const result = (r: M.Rule) => {
    const name = r.outcome ? `, name: ${tsString(r.outcome)}` : "";
    const scores = `${points.r} as unknown as Record<string, number>`;
    const winners = r.winner ? `[${tsString(r.winner)}]` : `C.best(${scores})`;
    return js(`X.state.outcome = { winners: ${winners}, draw: false${name}, scores: ${scores} };`);
  };
  let rest: Node[] = [js(`X.state.outcome = { winners: [], draw: true, name: "no victory condition was met", scores: ${points.r} as unknown as Record<string, number> };`)];
  const victories = scope.P.model.rules.filter((r) => r.kind === "victory" && !r["sudden-death"]);
  for (const r of [...victories].reverse()) {
    const linked = irProgram(scope.P).rules.get(r.id)!;
    const then = [...emitBlock(linked.run, scope), result(r)];
    rest = linked.when ? [{ k: "if", cond: conditionOf(linked.when, scope), then, else: rest }] : then;
  }
  return [...nodes, ...rest];
}
