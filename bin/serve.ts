/**
 * `rulewright serve`: a game played in a browser. One page per seat (each
 * side, and a table seat where whoever decides plays, for people sharing a
 * screen); bots can take seats. The server keeps the game: each seat is sent
 * only what its side may see (`view`, `pendingFor`, `logFor`, and what
 * happened as `eventsFor` tells it), never the game's state, so a page's
 * traffic carries nothing the rules hide from its side.
 *
 * The page is drawn from the spec: each map as the rules reference draws it
 * (`mapSvg`), the pieces in each place, the holders, tracks, the decision
 * waited for as buttons and as clicks on the places and pieces it offers,
 * and what happened in words.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type * as M from "../dsl/model-types.js";
import { html } from "../generator/escape.js";
import { mapSvg } from "../generator/svg-map.js";
import { askAgent, type Agent } from "../runtime/agents.js";
import { NotSpecifiedError } from "../runtime/core/commands.js";
import { Engine, type ProgramSet } from "../runtime/core/machine.js";
import type { Board } from "../runtime/core/state.js";
import type { Value } from "../runtime/core/values.js";
import { deciderOf, IllegalActionError, type Decision, type EngineOptions } from "../runtime/engine.js";
import { SeededRandom } from "../runtime/rng.js";
import { pieceNamed } from "../runtime/core/board.js";
import { Describer } from "../runtime/describe.js";
import { glossaryOf } from "../generator/glossary.js";
import { saveGame } from "./saved-game.js";

/** The seat where whoever is to decide plays, for players sharing one screen. */
export const TABLE = "table";

/** Lines of what happened kept for each seat. */
const KEPT_LINES = 300;

/** What a seat's page is sent: nothing its side may not see. */
export interface SeatState {
  seat: string;
  /** How many times the game has changed (an action, or one taken back): an action is accepted only against the version it was chosen at. */
  version: number;
  /** Whether this seat has an action it may ask to take back (the server still says whether the rules allow it). */
  canUndo: boolean;
  turn?: number;
  at: string[];
  over: boolean;
  result: string | null;
  /** Set when play reached a part of the rules the spec cannot play. */
  stopped: string | null;
  places: { id: string; title: string; pieces: { id: string; label: string }[] }[];
  holders: { id: string; title: string; pieces: { id: string; label: string }[] }[];
  tracks: { id: string; title: string; value: unknown }[];
  decision: null | {
    /** Whether this seat decides now. */
    yours: boolean;
    by: string;
    prompt: string;
    rule?: string;
    subject?: string;
    /** The piece the decision concerns, by the id this seat knows it by, to be marked on the board. */
    subjectPiece?: string;
    allowance?: number;
    options: { label: string; place?: string; piece?: string; cost?: number }[];
  };
  log: string[];
}

/** A game served to browsers, with bots in some seats. */
export class GameServer {
  private engine: Engine;
  private readonly words: Describer;
  private readonly lines = new Map<string, string[]>();
  private readonly rng: SeededRandom;
  private stopped: string | null = null;
  private version = 0;
  /** The game before each action a person took, newest last, for taking it back. */
  private readonly history: { engine: Engine; lines: Map<string, string[]>; seat: string }[] = [];
  readonly seats: string[];

  /** `resumed`: a game already under way (a saved game played again to where it stopped) to go on with. */
  constructor(
    private readonly model: M.Model,
    private readonly set: ProgramSet,
    options: EngineOptions,
    private readonly bots: Readonly<Record<string, Agent>> = {},
    resumed?: Engine,
  ) {
    this.engine = resumed ?? Engine.create(set, options);
    this.words = new Describer(glossaryOf(model));
    this.seats = [...this.engine.sides(), TABLE];
    this.rng = new SeededRandom(options.seed ?? globalThis.crypto.getRandomValues(new Uint32Array(1))[0]!);
    for (const seat of this.seats) {
      const viewer = seat === TABLE ? "" : seat;
      this.lines.set(seat, resumed ? [`(the game goes on from a saved game, after ${resumed.log.actions.length} action${resumed.log.actions.length === 1 ? "" : "s"})`] : this.words.events(this.engine.view(viewer), this.engine.eventsFor(viewer, this.engine.setupEvents())));
    }
    this.playBots();
  }

  /** The side that decides now (the first still to decide of a secret decision; "any" for a window). */
  private decider(d: Decision<Value>): string {
    return d.player === "each" ? d.players![0]! : d.player;
  }

  /** What `seat` may see now. */
  stateFor(seat: string): SeatState {
    if (!this.seats.includes(seat)) throw new RangeError(`no seat '${seat}' (seats: ${this.seats.join(", ")})`);
    const e = this.engine;
    const full = e.isOver() || this.stopped ? null : e.pending();
    const decider = full ? this.decider(full) : "";
    // The table seat sees as the side deciding sees (as everyone may, for a window any side may play into).
    const viewer = seat === TABLE ? (decider === "any" ? "" : decider) : seat;
    const view = e.view(viewer);
    const decision = full ? this.decisionFor(seat, full, decider, view) : null;
    const result = e.result();
    return {
      seat,
      version: this.version,
      canUndo: this.history.some((h) => h.seat === seat),
      ...(view.turn !== undefined ? { turn: view.turn } : {}),
      at: [...(view.at ?? [])],
      over: e.isOver(),
      result: result ? (result.draw ? "a draw" : `${result.winners.map((w) => this.words.title(w)).join(" and ")} win${result.winners.length === 1 ? "s" : ""}`) + (result.name ? ` (${result.name})` : "") : null,
      stopped: this.stopped,
      ...this.boardOf(view),
      decision,
      log: (this.lines.get(seat) ?? []).slice(-KEPT_LINES),
    };
  }

  /**
   * A window any side may play into, as the table seat is offered it: the
   * plays of the sides no bot plays. (Bots act in a window before people are
   * asked, so today their plays are gone by then; this keeps the table from
   * acting for them should that ever change.)
   */
  private tableWindow(full: Decision<Value>): Decision<Value> {
    const kept = full.options.map((o, i) => [o, i] as const).filter(([o]) => !(Array.isArray(o) && typeof o[0] === "string" && o[0] in this.bots));
    const out: Decision<Value> = { ...full, options: kept.map(([o]) => o) };
    if (full.costs !== undefined) out.costs = kept.map(([, i]) => full.costs![i]!);
    return out;
  }

  /** The board of a view in words: pieces by place and holder, and the tracks. */
  private boardOf(view: Board): Pick<SeatState, "places" | "holders" | "tracks"> {
    return {
      places: Object.entries(view.areas).map(([id, ids]) => ({ id, title: this.words.title(id), pieces: ids.map((p) => ({ id: p, label: this.words.piece(view, p) })) })),
      holders: Object.entries(view.holders)
        .filter(([, ids]) => ids.length > 0)
        .map(([id, ids]) => ({ id, title: this.words.title(id), pieces: ids.map((p) => ({ id: p, label: this.words.piece(view, p) })) })),
      tracks: Object.entries(view.tracks ?? {}).map(([id, value]) => ({ id, title: this.words.title(id), value })),
    };
  }

  /**
   * The game as `seat` saw it after `step` of its actions (0: as it began),
   * and what that action caused as the seat may know it: the game is played
   * again from its log, chance falling as it fell.
   */
  replayAt(seat: string, step: number): Pick<SeatState, "seat" | "places" | "holders" | "tracks" | "turn" | "at"> & { step: number; total: number; said: string[] } {
    if (!this.seats.includes(seat)) throw new RangeError(`no seat '${seat}'`);
    const { outcome: _ended, ...log } = this.engine.log;
    const total = log.actions.length;
    const at = Math.max(0, Math.min(total, Number.isInteger(step) ? step : 0));
    const viewer = seat === TABLE ? "" : seat;
    const game = Engine.replay(this.set, { ...log, actions: log.actions.slice(0, Math.max(0, at - 1)) });
    let said: string[] = [];
    if (at > 0) {
      const { player, action } = log.actions[at - 1]!;
      const events = game.apply(player, action as Value);
      const view = game.view(viewer);
      // What was chosen, when nothing it caused tells it: as the seat's own log shows it (hidden pieces under their aliases).
      said = [`${player === seat ? "You" : this.words.title(player)}: ${this.words.action(view, game.eventsFor(viewer, events), () => this.words.value(view, game.actionFor(viewer)?.action))}`];
    }
    const view = game.view(viewer);
    return { seat, step: at, total, ...(view.turn !== undefined ? { turn: view.turn } : {}), at: [...(view.at ?? [])], ...this.boardOf(view), said };
  }

  /** The decision waited for as `seat` sees it, with each option in words and the place or piece it names. */
  private decisionFor(seat: string, full: Decision<Value>, decider: string, view: Board): SeatState["decision"] {
    const acting = seat === TABLE ? !(decider in this.bots) : decider === seat || (decider === "any" && (this.engine.pendingFor(seat)?.options.length ?? 0) > 0);
    const d = seat === TABLE ? (decider === "any" ? this.tableWindow(full) : this.engine.pendingFor(decider)!) : this.engine.pendingFor(seat)!;
    const shown = acting ? d.options : [];
    const options = shown.map((o, i) => {
      const target = Array.isArray(o) && o.length === 2 && typeof o[0] === "string" && view.sides.includes(o[0]) ? o[1] : o;
      const out: { label: string; place?: string; piece?: string; cost?: number } = { label: this.words.value(view, o) };
      if (typeof target === "string" && view.areas[target] !== undefined) out.place = target;
      if (typeof target === "string" && pieceNamed(view, target) !== undefined) out.piece = target;
      if (d.costs?.[i] !== undefined) out.cost = d.costs[i]!;
      return out;
    });
    return {
      yours: acting,
      by: decider === "any" ? "any player" : this.words.title(decider),
      prompt: full.prompt,
      ...(full.rule !== undefined ? { rule: full.rule } : {}),
      ...(d.subject !== undefined ? { subject: this.words.value(view, d.subject) } : {}),
      ...(typeof d.subject === "string" && pieceNamed(view, d.subject) !== undefined ? { subjectPiece: d.subject } : {}),
      ...(acting && d.allowance !== undefined ? { allowance: d.allowance } : {}),
      options,
    };
  }

  /**
   * `seat` takes the option numbered `option` of the decision it was shown
   * at `version` (an older page is refused rather than taken as a choice it
   * did not see). Bots then play until a person is to decide.
   */
  act(seat: string, version: number, option: number): SeatState {
    if (!this.seats.includes(seat)) throw new RangeError(`no seat '${seat}'`);
    if (this.stopped) throw new IllegalActionError(`the game cannot go on: ${this.stopped}`);
    if (this.engine.isOver()) throw new IllegalActionError("the game is over");
    if (version !== this.version) throw new IllegalActionError("the game has moved on since this page was drawn; look again");
    const full = this.engine.pending()!;
    const decider = this.decider(full);
    const player = seat === TABLE ? decider : seat;
    if (player in this.bots) throw new IllegalActionError(`${this.words.title(player)} is played by a bot`);
    const d = seat === TABLE && decider === "any" ? this.tableWindow(full) : this.engine.pendingFor(player);
    const chosen = d?.options[option];
    if (chosen === undefined || !Number.isInteger(option)) throw new IllegalActionError(`there is no option ${option + 1} for ${this.words.title(player)} now`);
    // In a window each play names its side; otherwise the seat's side (one of several deciding in secret, perhaps).
    const side = full.player === "any" ? deciderOf(full, chosen, this.engine.sides()) : player;
    this.history.push({ engine: this.engine.clone(), lines: new Map([...this.lines].map(([k, v]) => [k, [...v]])), seat });
    if (this.history.length > 100) this.history.shift();
    this.apply(side, chosen);
    this.playBots();
    return this.stateFor(seat);
  }

  /**
   * Takes back `seat`'s last action (and the bots' answers to it), where the
   * rules allow: not once chance has been drawn since (a die rolled, a card
   * drawn), nor once anything hidden has been shown to anyone, since taking
   * it back would let a player try again knowing it.
   */
  undo(seat: string, version: number): SeatState {
    if (!this.seats.includes(seat)) throw new RangeError(`no seat '${seat}'`);
    if (version !== this.version) throw new IllegalActionError("the game has moved on since this page was drawn; look again");
    let at = -1;
    for (let i = this.history.length - 1; i >= 0; i--) if (this.history[i]!.seat === seat) {
      at = i;
      break;
    }
    if (at < 0) throw new IllegalActionError("there is no action of yours to take back");
    const before = this.history[at]!;
    const why = this.engine.irreversibleSince(before.engine);
    if (why?.reason === "chance") throw new IllegalActionError("cannot take it back: chance has been drawn since (a roll, a draw or a shuffle)");
    if (why?.reason === "shown") throw new IllegalActionError(`cannot take it back: ${this.words.title(why.side)} has been shown something hidden since`);
    this.history.splice(at);
    this.engine = before.engine;
    this.stopped = null;
    this.version++;
    for (const [k, v] of before.lines) this.lines.set(k, [...v, `${k === seat ? "You" : this.words.title(seat)} took back an action`]);
    return this.stateFor(seat);
  }

  /** Applies an action and tells every seat what it caused, as that seat may know it. */
  private apply(side: string, action: Value): void {
    // The choice in words as its maker saw it (others are told it as their log shows it, below).
    const own = this.words.value(this.engine.view(side), action);
    let events;
    try {
      events = this.engine.apply(side, action);
    } catch (err) {
      if (err instanceof NotSpecifiedError) {
        // The game stops where the rulebook runs out: a new position for every page, which says so.
        this.stopped = err.message;
        this.version++;
        for (const lines of this.lines.values()) lines.push(`The game cannot go on: ${err.message}`);
        return;
      }
      throw err;
    }
    this.version++;
    for (const seat of this.seats) {
      const viewer = seat === TABLE ? "" : seat;
      const view = this.engine.view(viewer);
      const who = seat === side ? "You" : this.words.title(side);
      // What was chosen, when nothing it caused tells it: as the seat's own log records it (hidden pieces under their aliases).
      const told = this.words.action(view, this.engine.eventsFor(viewer, events), () => (seat === side ? own : this.words.value(view, this.engine.actionFor(viewer)?.action)));
      const lines = this.lines.get(seat)!;
      lines.push(`${who}: ${told}`);
      if (lines.length > KEPT_LINES * 2) lines.splice(0, lines.length - KEPT_LINES);
    }
  }

  /** Bots take their decisions until a person is to decide, or the game ends or stops. */
  private playBots(): void {
    for (let guard = 0; guard < 100_000 && !this.engine.isOver() && !this.stopped; guard++) {
      const d = this.engine.pending();
      if (!d) return;
      const decider = this.decider(d);
      let side: string | undefined;
      if (decider === "any") {
        const acting = this.engine.actors();
        side = Object.keys(this.bots).find((s) => acting.includes(s));
      }
      else if (decider in this.bots) side = decider;
      if (side === undefined) return;
      // In a window, the bot's own choice among its plays and its pass.
      this.apply(side, askAgent(this.bots[side]!, this.engine, side, this.rng));
    }
  }

  /** Saves the game for `rulewright replay` (the file holds its secret: it is the host's); returns the path, or why it was not saved. */
  save(spec: string | undefined, dir?: string): string {
    return saveGame(this.engine, this.model.game.id, spec, dir);
  }

  /** The page for a seat: the maps drawn once, the rest filled in from `/api/state`. */
  page(seat: string, replay = false): string {
    const maps = this.model.maps.map((m) => `<figure class="map" data-map="${html(m.id)}"><figcaption>${html(m.title ?? m.id)}</figcaption>${mapSvg(m, m["link-types"] ? (this.model.types.find((t) => t.id === m["link-types"])?.values ?? []) : [])}</figure>`);
    const title = this.model.game.title ?? this.model.game.id;
    const seatName = seat === TABLE ? "the table (everyone at one screen)" : this.words.title(seat);
    // The seat is put in the page as JSON inside a script: '<' is escaped so no text can close the script.
    const seatJson = JSON.stringify(seat).replace(/</g, "\\u003c");
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${html(title)}: ${html(seatName)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${PAGE_CSS}</style></head>
<body><header><h1>${html(title)}</h1><p>Seat: <strong>${html(seatName)}</strong> · ${replay ? `<a href="/play?seat=${encodeURIComponent(seat)}">back to the game</a>` : `<a href="/replay?seat=${encodeURIComponent(seat)}">replay the game so far</a>`} · <a href="/">all seats</a></p></header>
<main><section id="board">${maps.join("\n")}<div id="holders"></div><div id="tracks"></div></section>
<aside><div id="status"></div><div id="decision"></div><h2>What happened</h2><ol id="log"></ol></aside></main>
<script>const SEAT = ${seatJson};</script>
<script>${PAGE_JS}${replay ? REPLAY_JS : "load();\nsetInterval(poll, 1000);"}</script>
</body></html>
`;
  }

  /** The lobby: a link for each seat, and who plays it. */
  lobby(): string {
    const title = this.model.game.title ?? this.model.game.id;
    const items = this.seats.map((s) => `<li><a href="/play?seat=${encodeURIComponent(s)}">${html(s === TABLE ? "The table (everyone at one screen)" : this.words.title(s))}</a>${s in this.bots ? ` (played by the bot ${html(this.bots[s]!.name)})` : ""}</li>`);
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${html(title)}</title><style>${PAGE_CSS}</style></head>
<body><header><h1>${html(title)}</h1></header><p>Open a seat for each player (on this computer or another that can reach it):</p><ul>${items.join("")}</ul></body></html>
`;
  }

  /** Starts serving on `port` (0: any free port) at `host`; resolves with the address and a way to stop. */
  listen(port: number, host = "127.0.0.1"): Promise<{ url: string; server: Server }> {
    const server = createServer((req, res) => void this.handle(req, res));
    return new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => {
        const a = server.address() as AddressInfo;
        resolve({ url: `http://${host}:${a.port}`, server });
      });
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://localhost");
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { "content-type": `${type}; charset=utf-8`, "cache-control": "no-store", "x-content-type-options": "nosniff" });
      res.end(body);
    };
    const json = (status: number, body: unknown) => send(status, "application/json", JSON.stringify(body));
    try {
      const seat = url.searchParams.get("seat") ?? "";
      if (req.method === "GET" && url.pathname === "/") return send(200, "text/html", this.lobby());
      // Browsers ask for an icon; there is none.
      if (url.pathname === "/favicon.ico") {
        res.writeHead(204);
        return void res.end();
      }
      if (!this.seats.includes(seat)) return json(404, { error: `no seat '${seat}' (seats: ${this.seats.join(", ")})` });
      if (req.method === "GET" && url.pathname === "/play") return send(200, "text/html", this.page(seat));
      if (req.method === "GET" && url.pathname === "/api/state") return json(200, this.stateFor(seat));
      if (req.method === "GET" && url.pathname === "/api/replay") return json(200, this.replayAt(seat, Number(url.searchParams.get("step") ?? "0")));
      if (req.method === "GET" && url.pathname === "/replay") return send(200, "text/html", this.page(seat, true));
      if (req.method === "POST" && (url.pathname === "/api/act" || url.pathname === "/api/undo")) {
        const body = await readBody(req);
        let parsed: { version?: unknown; option?: unknown };
        try {
          parsed = JSON.parse(body) as typeof parsed;
        } catch {
          return json(400, { error: "the request is not JSON: send {\"version\": N, \"option\": N}" });
        }
        const undo = url.pathname === "/api/undo";
        if (typeof parsed?.version !== "number" || (!undo && typeof parsed.option !== "number")) return json(400, { error: "send {\"version\": N, \"option\": N}: the version the page was drawn at, and the option's number" });
        try {
          return json(200, undo ? this.undo(seat, parsed.version) : this.act(seat, parsed.version, parsed.option as number));
        } catch (err) {
          if (err instanceof IllegalActionError) return json(409, { error: err.message, state: this.stateFor(seat) });
          throw err;
        }
      }
      return json(404, { error: `nothing at ${req.method} ${url.pathname}` });
    } catch (err) {
      return json(500, { error: (err as Error).message });
    }
  }
}

/** A request's body, refused past 64 KB (an action is a few bytes). */
function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
      if (body.length > 65_536) {
        reject(new Error("request too large"));
        req.destroy();
      }
    });
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

const PAGE_CSS = `
body { font-family: system-ui, sans-serif; margin: 0; color: #222; }
header { padding: 0.5rem 1rem; background: #f4efe6; border-bottom: 1px solid #d8cfbf; }
header h1 { margin: 0; font-size: 1.3rem; } header p { margin: 0.2rem 0 0; }
main { display: flex; gap: 1rem; padding: 1rem; align-items: flex-start; }
#board { flex: 3; min-width: 0; } aside { flex: 2; min-width: 18rem; max-width: 32rem; }
figure.map { margin: 0 0 1rem; } figure.map svg { max-width: 100%; height: auto; box-sizing: border-box; border: 1px solid #ccc; background: #fff; }
.pieces-at { font-size: 10px; fill: #1b3a6b; pointer-events: none; }
.place.offered { stroke: #d9480f !important; stroke-width: 4 !important; cursor: pointer; }
.holder { margin: 0.3rem 0; } .holder b { display: inline-block; min-width: 10rem; }
.piece { display: inline-block; margin: 0.1rem; padding: 0.05rem 0.35rem; border: 1px solid #bbb; border-radius: 3px; background: #fafafa; font-size: 0.85rem; }
.piece.offered { border-color: #d9480f; background: #fff4e6; cursor: pointer; }
.piece.subject { outline: 2px solid #1971c2; } text.pieces-at.subject { fill: #1971c2; font-weight: bold; }
#decision button { display: block; width: 100%; text-align: left; margin: 0.2rem 0; padding: 0.35rem 0.5rem; font: inherit; cursor: pointer; }
#status { margin-bottom: 0.5rem; font-weight: 600; }
#log { font-size: 0.85rem; max-height: 24rem; overflow-y: auto; padding-left: 1.5rem; }
.error { color: #b00020; }
`;

/** The page's script: draws what `/api/state` gives, offers the decision as buttons and board clicks, and polls while others decide. */
const PAGE_JS = `
const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
let state = null;
let sending = false;
async function load() {
  const r = await fetch("/api/state?seat=" + encodeURIComponent(SEAT), { cache: "no-store" });
  state = await r.json();
  draw();
}
// Sends an action (or a taking back) and draws the answer; a refusal is shown with its reason.
async function send(path, body) {
  if (sending || !state) return;
  sending = true;
  try {
    const r = await fetch(path + "?seat=" + encodeURIComponent(SEAT), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ version: state.version, ...body }) });
    const answer = await r.json();
    if (!r.ok) { document.getElementById("status").innerHTML = '<span class="error">' + esc(answer.error) + "</span>"; if (answer.state) { state = answer.state; draw(false); } return; }
    state = answer;
    draw();
  } finally { sending = false; }
}
function choose(i) {
  if (state && state.decision && state.decision.yours) return send("/api/act", { option: i });
}
function undo() {
  return send("/api/undo", {});
}
// Whether a piece count covers a place's name or another count already on the map, or leaves the map.
function covers(t) {
  const a = t.getBBox();
  const v = t.ownerSVGElement.viewBox.baseVal;
  if (a.x < v.x || a.y < v.y || a.x + a.width > v.x + v.width || a.y + a.height > v.y + v.height) return true;
  for (const o of t.ownerSVGElement.querySelectorAll("text.label, text.pieces-at")) {
    if (o === t) continue;
    const b = o.getBBox();
    if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) return true;
  }
  return false;
}
function draw(withStatus = true) {
  const s = state;
  // Pieces in each place, written in its square or under its dot on the map (where the drawing's data-bottom says).
  document.querySelectorAll(".pieces-at").forEach((t) => t.remove());
  document.querySelectorAll("svg .place").forEach((c) => { c.classList.remove("offered"); c.onclick = null; });
  const svgNs = "http://www.w3.org/2000/svg";
  for (const p of s.places) {
    if (p.pieces.length === 0) continue;
    const circle = document.querySelector('svg .place[data-id="' + CSS.escape(p.id) + '"]');
    if (!circle) continue;
    const t = document.createElementNS(svgNs, "text");
    t.setAttribute("class", "pieces-at");
    t.setAttribute("data-at", p.id);
    t.setAttribute("x", circle.dataset.cx);
    t.setAttribute("y", circle.dataset.bottom);
    t.setAttribute("text-anchor", "middle");
    const counts = new Map();
    for (const x of p.pieces) counts.set(x.label, (counts.get(x.label) || 0) + 1);
    const all = [...counts].map(([l, n]) => (n > 1 ? n + " × " : "") + l).join(", ");
    // A crowded place shows its count on the map, and every piece on hovering.
    const count = p.pieces.length + (p.pieces.length === 1 ? " piece" : " pieces");
    t.textContent = all.length > 32 ? count : all;
    const tip = document.createElementNS(svgNs, "title");
    tip.textContent = all;
    t.appendChild(tip);
    t.style.pointerEvents = "auto";
    circle.parentNode.appendChild(t);
    // Where the words would cover a place's name or another place's pieces: the count, then the count
    // above the dot or beside it, whichever covers nothing (a square's pieces sit inside it).
    if (circle.tagName === "circle") {
      const cx = Number(circle.dataset.cx), cy = Number(circle.dataset.cy), r = Number(circle.getAttribute("r"));
      const tries = [[all.length > 32 ? count : all, cx, Number(circle.dataset.bottom), "middle"], [count, cx, Number(circle.dataset.bottom), "middle"], [count, cx, cy - r - 4, "middle"], [count, cx + r + 3, cy + 4, "start"], [count, cx - r - 3, cy + 4, "end"]];
      for (const [words, x, y, anchor] of tries) {
        t.firstChild.nodeValue = words;
        t.setAttribute("x", String(x));
        t.setAttribute("y", String(y));
        t.setAttribute("text-anchor", anchor);
        if (!covers(t)) break;
      }
    }
  }
  // Places not drawn on a map, and the holders, as lists.
  const drawn = new Set([...document.querySelectorAll("svg .place")].map((c) => c.dataset.id));
  const lists = [...s.places.filter((p) => !drawn.has(p.id) && p.pieces.length > 0), ...s.holders];
  // Pieces the decision names are listed one by one (to be clicked or marked); the others alike are counted.
  const named = new Set();
  if (s.decision) { if (s.decision.subjectPiece) named.add(s.decision.subjectPiece); for (const o of s.decision.options) if (o.piece) named.add(o.piece); }
  const chips = (pieces) => {
    const counts = new Map();
    for (const x of pieces) if (!named.has(x.id)) counts.set(x.label, (counts.get(x.label) || 0) + 1);
    const alike = [...counts].map(([l, n]) => '<span class="piece">' + (n > 1 ? n + " × " : "") + esc(l) + "</span>");
    return pieces.filter((x) => named.has(x.id)).map((x) => '<span class="piece" data-piece="' + esc(x.id) + '">' + esc(x.label) + "</span>").concat(alike).join("");
  };
  document.getElementById("holders").innerHTML = lists.map((h) => '<div class="holder"><b>' + esc(h.title) + "</b> " + chips(h.pieces) + "</div>").join("");
  document.getElementById("tracks").innerHTML = s.tracks.length ? "<h2>Tracks</h2>" + s.tracks.map((t) => "<div>" + esc(t.title) + ": <b>" + esc(t.value) + "</b></div>").join("") : "";
  const where = [s.turn !== undefined ? "Turn " + s.turn : "", s.at.join(" › ")].filter(Boolean).join(" · ");
  if (withStatus) document.getElementById("status").textContent = s.over ? "Game over: " + s.result : s.stopped ? "Stopped: " + s.stopped : where;
  const d = s.decision;
  const box = document.getElementById("decision");
  if (!d) box.innerHTML = "";
  else if (!d.yours) box.innerHTML = "<p>Waiting for " + esc(d.by) + ": " + esc(d.prompt) + "</p>";
  else {
    box.innerHTML = "<p><b>" + esc(d.by) + "</b>: " + esc(d.prompt) + (d.subject ? " (" + esc(d.subject) + ")" : "") + (d.allowance !== undefined ? " [" + esc(d.allowance) + " left]" : "") + (d.rule ? " <small>(rule " + esc(d.rule) + ")</small>" : "") + "</p>" +
      d.options.map((o, i) => '<button data-option="' + i + '">' + esc(o.label) + (o.cost !== undefined ? " (cost " + esc(o.cost) + ")" : "") + "</button>").join("");
    box.querySelectorAll("button").forEach((b) => (b.onclick = () => choose(Number(b.dataset.option))));
    // The piece the decision is about is marked, in its holder or under its place on the map.
    if (d.subjectPiece) {
      document.querySelectorAll('.piece[data-piece="' + CSS.escape(d.subjectPiece) + '"]').forEach((el) => el.classList.add("subject"));
      for (const p of s.places) if (p.pieces.some((x) => x.id === d.subjectPiece)) { const t = document.querySelector('text.pieces-at[data-at="' + CSS.escape(p.id) + '"]'); if (t) t.classList.add("subject"); }
    }
    // The same choices on the board: a place offered is ringed, a piece offered marked; a click takes it.
    d.options.forEach((o, i) => {
      if (o.place) { const c = document.querySelector('svg .place[data-id="' + CSS.escape(o.place) + '"]'); if (c) { c.classList.add("offered"); c.onclick = () => choose(i); } }
      if (o.piece) document.querySelectorAll('.piece[data-piece="' + CSS.escape(o.piece) + '"]').forEach((el) => { el.classList.add("offered"); el.onclick = () => choose(i); });
    });
  }
  if (s.canUndo && !s.over) box.insertAdjacentHTML("beforeend", '<p><button id="undo">Take back my last action</button></p>');
  const u = document.getElementById("undo");
  if (u) u.onclick = () => undo();
  document.getElementById("log").innerHTML = s.log.map((l) => "<li>" + esc(l) + "</li>").join("");
  const log = document.getElementById("log"); log.scrollTop = log.scrollHeight;
}
// While others decide, look again every second.
function poll() { if (!sending && state && !(state.decision && state.decision.yours) && !state.over && !state.stopped) load(); }
`;

/** The replay page's script: steps through the game so far, drawing the board as the seat saw it after each action. */
const REPLAY_JS = `
let step = 0;
let total = 0;
async function show(n) {
  const r = await fetch("/api/replay?seat=" + encodeURIComponent(SEAT) + "&step=" + n, { cache: "no-store" });
  const body = await r.json();
  step = body.step;
  total = body.total;
  state = { ...body, decision: null, over: false, stopped: null, log: body.said, canUndo: false };
  draw(false);
  document.getElementById("status").innerHTML = '<button id="first">⏮</button> <button id="prev">◀</button> <span id="step">' + step + " of " + total + '</span> <button id="next">▶</button> <button id="last">⏭</button>';
  document.getElementById("first").onclick = () => show(0);
  document.getElementById("prev").onclick = () => show(Math.max(0, step - 1));
  document.getElementById("next").onclick = () => show(Math.min(total, step + 1));
  document.getElementById("last").onclick = () => show(total);
}
show(0);
`;
