/**
 * A game in words, for people: the table as a player may see it (places and
 * their pieces, holders, tracks, each side's state), what just happened, and
 * the options. Everything is read from a glossary of the game's titles and
 * from the view, so it works for any game: `rulewright play` and `serve`
 * build the glossary from the model (`glossaryOf` in `generator/glossary.ts`),
 * and a module exported for Rally the Troops carries its own. Engines do not
 * import this.
 */
import type { GameEvent } from "./engine.js";
import { pieceNamed } from "./core/board.js";
import type { Board, BoardPiece } from "./core/state.js";
import { PASS } from "./core/commands.js";
import { OPAQUE } from "./core/secrecy.js";

/** The titles of a game's sides, pieces, holders and areas, and each kind of piece's fields: what words need of its spec. */
export interface Glossary {
  titles: Record<string, string>;
  fields: Record<string, string[]>;
}

/**
 * What words for pieces, options and events read of a board: its sides, and
 * the pieces they name (a board's list, or a record by name such as
 * `Engine.seenPieces` gives).
 */
export interface SeenPieces {
  readonly sides: readonly string[];
  readonly pieces: Board["pieces"] | Readonly<Record<string, BoardPiece>>;
}

/** The piece shown under `id`, however the pieces are given. */
function seenPiece(state: SeenPieces, id: string): BoardPiece | undefined {
  const pieces = state.pieces;
  if (Array.isArray(pieces)) return pieceNamed({ pieces }, id);
  const byName = pieces as Readonly<Record<string, BoardPiece>>;
  return Object.hasOwn(byName, id) ? byName[id] : undefined;
}

/** Words for a game's views, events and options. */
export class Describer {
  private readonly titles: Map<string, string>;
  private readonly pieceFields: Map<string, string[]>;

  constructor(glossary: Glossary) {
    this.titles = new Map(Object.entries(glossary.titles));
    this.pieceFields = new Map(Object.entries(glossary.fields));
  }

  /** The shown name of a declared thing, or the name itself. */
  title(id: string): string {
    const [base, side] = id.split("@");
    const t = this.titles.get(base!) ?? base!;
    return side ? `${t} (${this.title(side)})` : t;
  }

  /** A piece in words: its kind and field values, and its owner when it has one. */
  piece(state: SeenPieces, id: string): string {
    // A piece out of sight in a holder, named by no alias (see `OPAQUE`): all a player may know is that it is one.
    if (id === OPAQUE) return "a face-down piece";
    const p = seenPiece(state, id);
    if (!p) return id;
    if (id.startsWith("hidden-")) {
      // What a player may know of a hidden piece: what it looks like and whose it is
      // (where it stands is said by whatever lists it).
      const looks = (p as { looks?: string }).looks ?? "piece";
      const owner = p.owner ? `${this.title(p.owner)} ` : "";
      return `a face-down ${owner}${looks}`;
    }
    const fields = (this.pieceFields.get(p.kind) ?? []).map((f) => p.state[f]).filter((v) => v !== undefined && v !== null);
    const owner = p.owner && !fields.includes(p.owner) ? `${this.title(p.owner)} ` : "";
    // A block's strength is what its owner reads off its top edge.
    const parts = [...(fields.length > 0 ? [fields.join(" ")] : []), ...(p.strength !== undefined && (p.maxStrength ?? 0) > 1 ? [`strength ${p.strength}`] : [])];
    return `${owner}${this.title(p.kind)}${parts.length > 0 ? ` (${parts.join(", ")})` : ""}`;
  }

  /** A piece offered as an option: which one (its number among its kind) and where it is. */
  pieceOption(state: SeenPieces, id: string): string {
    const p = seenPiece(state, id)!;
    const number = /#(\d+)$/.exec(id)?.[1];
    return `${this.piece(state, id)}${number ? ` #${number}` : ""}${p.location ? ` in ${this.title(String(p.location))}` : ""}`;
  }

  /** Any option or event value in words. */
  value(state: SeenPieces, v: unknown): string {
    if (typeof v === "string") {
      if (seenPiece(state, v)) return this.pieceOption(state, v);
      if (v === OPAQUE) return this.piece(state, v);
      return this.title(v);
    }
    if (typeof v === "boolean") return v ? "yes" : "no";
    if (Array.isArray(v)) {
      // An interrupt's play or pass: the side, then what it plays.
      if (v.length === 2 && typeof v[0] === "string" && state.sides.includes(v[0])) return v[1] === PASS ? `${this.title(v[0])} passes` : `${this.title(v[0])} plays ${this.value(state, v[1])}`;
      return v.map((x) => this.value(state, x)).join(", ");
    }
    return JSON.stringify(v);
  }

  /**
   * What an action caused, one line per event worth telling; a track that
   * changes several times (a score counted piece by piece) is told once, at
   * its last value, where it first changed.
   */
  events(state: SeenPieces, events: readonly GameEvent[]): string[] {
    const out: string[] = [];
    // Each track's last value and how many times it changed, in the order tracks first changed.
    const tracks = new Map<string, { value: unknown; changes: number }>();
    for (const e of events) {
      if (e.type !== "track") continue;
      const t = tracks.get(String(e["track"]));
      tracks.set(String(e["track"]), { value: e["value"], changes: (t?.changes ?? 0) + 1 });
    }
    const told = new Set<string>();
    for (const e of events) {
      if (e.type === "moved") {
        const moves = (e["moves"] as { piece: string; from: string }[] | undefined) ?? [];
        const what = moves.length > 3 ? `${moves.length} pieces` : moves.map((m) => this.piece(state, m.piece)).join(", ");
        out.push(`${what} to ${this.title(String(e["to"]))}`);
      } else if (e.type === "rolled") out.push(`rolled ${String(e["dice"])}: ${(e["results"] as number[]).join(" + ")}${(e["results"] as number[]).length > 1 ? ` = ${String(e["total"])}` : ""}`);
      else if (e.type === "log") out.push(String(e["text"]));
      else if (e.type === "played") out.push(`${this.title(String(e["side"]))} played ${this.value(state, e["choice"])}`);
      else if (e.type === "passed") out.push(`${this.title(String(e["side"]))} passes`);
      else if (e.type === "track") {
        const track = String(e["track"]);
        if (told.has(track)) continue;
        told.add(track);
        const { value, changes } = tracks.get(track)!;
        out.push(`${this.title(track)} is now ${String(value)}${changes > 1 ? ` (after ${changes} changes)` : ""}`);
      }
      else if (e.type === "decided") out.push(`${this.title(String(e["player"]))} has decided`);
      else if (e.type === "chosen") out.push(`choices revealed: ${Object.entries(e["choices"] as Record<string, unknown>).map(([side, c]) => `${this.title(side)} ${this.value(state, c)}`).join(", ")}`);
      else if (e.type === "trigger") out.push(`(${this.title(String(e["trigger"]))} applies)`);
      else if (e.type === "reduce" || e.type === "restore") out.push(`${this.piece(state, String(e["piece"]))} ${e.type === "reduce" ? "loses" : "regains"} strength (now ${String(e["strength"])})`);
    }
    return out;
  }

  /**
   * One action in a line: what it caused, as `events` tell it, or, when they
   * tell nothing, what was chosen (`chosen` gives it in words, as the reader
   * was shown it).
   */
  action(state: SeenPieces, events: readonly GameEvent[], chosen: () => string): string {
    const said = this.events(state, events);
    return said.length > 0 ? said.join("; ") : `chose ${chosen()}`;
  }

  /** The table as `view` shows it: non-empty places and holders, tracks and side state. */
  table(view: Board): string[] {
    const out: string[] = [];
    const list = (ids: string[]) => {
      const counts = new Map<string, number>();
      for (const id of ids) {
        const d = this.piece(view, id);
        counts.set(d, (counts.get(d) ?? 0) + 1);
      }
      return [...counts].map(([d, n]) => (n > 1 ? `${n} × ${d}` : d)).join(", ");
    };
    const places = Object.entries(view.areas).filter(([, ids]) => ids.length > 0);
    if (places.length > 0) {
      out.push("On the map:");
      for (const [area, ids] of places) out.push(`  ${this.title(area)}: ${list(ids)}`);
    }
    const holders = Object.entries(view.holders).filter(([, ids]) => ids.length > 0);
    if (holders.length > 0) {
      out.push("Holders:");
      for (const [holder, ids] of holders) {
        const hidden = ids.every((id) => id.startsWith("hidden-"));
        out.push(`  ${this.title(holder)}: ${hidden ? `${ids.length} face down` : ids.length > 12 ? `${ids.length} pieces: ${list(ids.slice(0, 12))}, …` : list(ids)}`);
      }
    }
    const tracks = Object.entries(view.tracks);
    if (tracks.length > 0) out.push(`Tracks: ${tracks.map(([t, v]) => `${this.title(t)} ${String(v)}`).join(", ")}`);
    for (const side of view.sides) {
      const fields = Object.entries(view.sideState[side] ?? {});
      if (fields.length > 0) out.push(`${this.title(side)}: ${fields.map(([k, v]) => `${k} ${typeof v === "boolean" ? (v ? "yes" : "no") : String(v)}`).join(", ")}`);
    }
    return out;
  }
}
