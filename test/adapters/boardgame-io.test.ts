/**
 * `toBoardgameGame`: generated engines played through boardgame.io 0.50's
 * own headless client, its `Local` multiplayer master with one client per
 * side, and its bots. The engine decides: each game ends as an engine given
 * the same actions ends, and no client is ever sent what its side may not
 * know.
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { informationSetBot, PLUGIN, seatOf, toBoardgameGame, type PublicG, type SecretData } from "../../adapters/boardgame-io.js";
import { Engine, type ProgramSet } from "../../runtime/core/machine.js";
import { NotSpecifiedError } from "../../runtime/core/commands.js";
import { SeededRandom } from "../../runtime/rng.js";
import * as apache from "../../generated/apache/index.js";
import * as navajo from "../../generated/navajo-wars/index.js";
import * as owm from "../../generated/once-we-moved-like-the-wind/index.js";
import * as squares from "../../generated/squares/index.js";
import * as warpath from "../../generated/warpath/index.js";

const require = createRequire(import.meta.url);
// boardgame.io's ES entry points are folders, which Node's ES loader refuses; its CommonJS build loads.
const { Client } = require("boardgame.io/dist/cjs/client.js") as { Client: (opts: object) => BgClient };
const { Local } = require("boardgame.io/dist/cjs/multiplayer.js") as { Local: (opts?: object) => unknown };
const { MCTSBot, RandomBot, Step } = require("boardgame.io/dist/cjs/ai.js") as {
  MCTSBot: new (opts: object) => BgBot;
  RandomBot: new (opts: object) => BgBot;
  Step: (client: BgClient, bot: BgBot) => Promise<unknown>;
};

interface BgState {
  G: PublicG;
  ctx: { gameover?: Record<string, unknown>; activePlayers: Record<string, unknown> | null; currentPlayer: string };
  plugins: Record<string, { data: unknown }>;
  _stateID: number;
}
interface BgClient {
  start(): void;
  stop(): void;
  getState(): BgState | null;
  updatePlayerID(id: string): void;
  moves: { act(option: unknown): void };
  undo(): void;
  log: { action: { payload: { playerID: string; args: unknown[] | null } } }[];
  subscribe(f: (s: BgState | null) => void): () => void;
}
interface BgBot {
  play(state: BgState, playerID: string): Promise<{ action: { payload: { args: unknown[] } } }>;
}

const GAMES: { name: string; module: { game: ProgramSet }; options: { scenario?: string; variants?: string[] } }[] = [
  { name: "SQUARES", module: squares, options: {} },
  { name: "Apache", module: apache, options: {} },
  { name: "Once We Moved Like the Wind", module: owm, options: {} },
  { name: "Warpath", module: warpath, options: {} },
  { name: "Navajo Wars", module: navajo, options: { scenario: "rise-of-the-people" } },
];

/** The acting player of a state, as boardgame.io's own bots find it: the first active player. */
const actingPlayer = (s: BgState): string | undefined => Object.keys(s.ctx.activePlayers ?? {})[0];

/** Lets boardgame.io's local master deliver what it sent. */
const settle = () => new Promise((r) => setTimeout(r, 0));

describe("toBoardgameGame", () => {
  for (const { name, module, options } of GAMES) {
    it(`plays ${name} through boardgame.io's headless client to the end the engine reaches with the same actions`, () => {
      const game = toBoardgameGame(module, { ...options, seed: 11 });
      const client = Client({ game, numPlayers: game.minPlayers });
      client.start();
      const engine = Engine.create(module.game, { ...options, seed: 11, players: game.minPlayers });
      const rng = new SeededRandom(5);
      let stopped: string | undefined;
      for (let step = 0; step < 3000; step++) {
        const s = client.getState()!;
        if (s.ctx.gameover) break;
        const player = actingPlayer(s)!;
        const options = game.ai!.enumerate(s.G, s.ctx as never, player) as { args: unknown[] }[];
        expect(options.length, `step ${step}`).toBeGreaterThan(0);
        const option = options[rng.int(0, options.length - 1)]!.args[0];
        client.updatePlayerID(player);
        client.moves.act(option);
        try {
          engine.apply(s.G.sides[Number(player)]!, option as never);
        } catch (err) {
          if (!(err instanceof NotSpecifiedError)) throw err;
          stopped = err.message;
        }
        // G is the board as an onlooker sees it, the same as the engine's.
        if (!stopped) expect(client.getState()!.G.board).toEqual(JSON.parse(JSON.stringify(engine.view(""))));
      }
      const over = client.getState()!.ctx.gameover!;
      expect(over).toBeDefined();
      if (stopped) {
        expect(over["stopped"]).toBe(stopped);
        return;
      }
      const result = engine.result()!;
      const id = (side: string) => String(engine.sides().indexOf(side));
      expect(over["winners"]).toEqual(result.winners.map(id));
      expect(over["winner"]).toBe(result.winners.length === 1 ? id(result.winners[0]!) : undefined);
      expect(over["name"]).toBe(result.name);
      client.stop();
    });
  }

  it("keeps G small and public: no log, no chance, no secret part", () => {
    const game = toBoardgameGame(owm, { seed: 3 });
    const client = Client({ game, numPlayers: 2 });
    client.start();
    const s = client.getState()!;
    expect(Object.keys(s.G).sort()).toEqual(["acting", "actions", "board", "game", "program", "sides", "undoable", "waiting"]);
    expect(JSON.stringify(s.G)).not.toMatch(/"rng"|"secrets"|"stack"|"log"/);
    client.stop();
  });

  it("refuses an option not offered, with the state unchanged", () => {
    const game = toBoardgameGame(squares, { seed: 1 });
    const client = Client({ game, numPlayers: 2 });
    client.start();
    const before = client.getState()!;
    client.updatePlayerID(actingPlayer(before)!);
    client.moves.act("no such option");
    const after = client.getState()!;
    expect(after._stateID).toBe(before._stateID);
    expect(after.G).toEqual(before.G);
    // A player who is not to decide is refused by boardgame.io before the engine is asked.
    client.updatePlayerID(String(1 - Number(actingPlayer(before))));
    client.moves.act((game.ai!.enumerate(before.G, before.ctx as never, actingPlayer(before)!)[0] as { args: unknown[] }).args[0]);
    expect(client.getState()!._stateID).toBe(before._stateID);
    client.stop();
  });

  it("refuses an unknown scenario or variant and a bad seed when the game is made", () => {
    expect(() => toBoardgameGame(owm, { variants: ["nope"] })).toThrow(/unknown variant 'nope'/);
    expect(() => toBoardgameGame(owm, { seed: -1 })).toThrow(/a seed is a whole number/);
    expect(() => toBoardgameGame({} as never)).toThrow(/expected a generated engine module/);
    expect(toBoardgameGame(apache)).toMatchObject({ name: "apache", minPlayers: 2, maxPlayers: 5 });
  });

  it("lets undo take back a move that drew no chance and showed nothing, and no other", () => {
    // Once We Moved Like the Wind has dice and hidden blocks (SQUARES has neither: every move of it may be taken back).
    const game = toBoardgameGame(owm, { seed: 2 });
    const client = Client({ game, numPlayers: 2 });
    client.start();
    let undone = 0;
    let refused = 0;
    const rng = new SeededRandom(9);
    for (let step = 0; step < 300 && !client.getState()!.ctx.gameover; step++) {
      const s = client.getState()!;
      const player = actingPlayer(s)!;
      const options = game.ai!.enumerate(s.G, s.ctx as never, player) as { args: unknown[] }[];
      client.updatePlayerID(player);
      client.moves.act(options[rng.int(0, options.length - 1)]!.args[0]);
      const after = client.getState()!;
      if (step % 2 !== 0) continue;
      client.undo();
      const back = client.getState()!;
      if (after.G.undoable) {
        expect(back.G).toEqual(s.G);
        undone++;
      } else {
        expect(back._stateID).toBe(after._stateID);
        refused++;
      }
    }
    expect(undone).toBeGreaterThan(3);
    expect(refused).toBeGreaterThan(0);
  });

  it("asks each side in turn in a window any side may play into, so boardgame.io's one-player bots hear both", async () => {
    const game = toBoardgameGame(apache, { seed: 4 });
    const client = Client({ game, numPlayers: 2 });
    client.start();
    const bot = new RandomBot({ game, enumerate: game.ai!.enumerate, seed: "w" });
    const played = new Set<string>();
    for (let step = 0; step < 3000 && !client.getState()!.ctx.gameover; step++) {
      const s = client.getState()!;
      if (s.G.waiting?.player === "any") {
        // One side asked at a time, and the side asked is the one boardgame.io's bots ask.
        expect(Object.keys(s.ctx.activePlayers ?? {})).toEqual([String(s.G.sides.indexOf(s.G.asked!))]);
      }
      const player = actingPlayer(s)!;
      client.updatePlayerID(player);
      const before = s._stateID;
      await Step(client, bot);
      const log = seatOf({ plugins: client.getState()!.plugins })!.log.actions;
      const last = log.at(-1)?.action;
      if (s.G.waiting?.player === "any" && Array.isArray(last) && last[1] !== "done") played.add(String(last[0]));
      expect(client.getState()!._stateID).toBeGreaterThan(before);
    }
    expect(client.getState()!.ctx.gameover).toBeDefined();
    expect([...played].sort()).toEqual(["red", "yellow"]);
  });

  it("sends each client of a local multiplayer match only what its side may know, a secret bid included", async () => {
    const game = toBoardgameGame(owm, { seed: 8, variants: ["bidding"] });
    const multiplayer = Local();
    const clients = ["0", "1"].map((playerID) => Client({ game, numPlayers: 2, multiplayer, playerID, matchID: "m" }));
    for (const c of clients) c.start();
    await settle();
    const engine = Engine.create(owm.game, { seed: 8, variants: ["bidding"], players: 2 });
    const sides = [...engine.sides()];
    const owners = new Map(engine.state.pieces.map((p) => [p.id, p.owner]));
    // The pieces each side has been shown at some time (face up to it, or its own): it may know those.
    const shown = sides.map(() => new Set<string>());
    const look = () => sides.forEach((side, i) => engine.state.pieces.forEach((p) => (owners.get(p.id) === side || !engine.isHiddenFrom(p.id, side)) && shown[i]!.add(p.id)));
    look();
    const rng = new SeededRandom(21);
    let bidsSeen = 0;
    for (let step = 0; step < 400 && !engine.isOver(); step++) {
      const d = engine.pending()!;
      const side = d.player === "each" ? d.players![0]! : d.player;
      const player = String(sides.indexOf(side));
      const client = clients[Number(player)]!;
      const seat = seatOf(client.getState()!)!;
      expect(seat.side).toBe(side);
      // What the client was sent to choose from is what its side is offered.
      expect(seat.pending?.options).toEqual(JSON.parse(JSON.stringify(engine.pendingFor(side)!.options)));
      const option = seat.pending!.options[rng.int(0, seat.pending!.options.length - 1)];
      client.moves.act(option);
      await settle();
      engine.apply(side, option as never);
      look();
      for (const [i, other] of clients.entries()) {
        const state = other.getState()!;
        const text = JSON.stringify([state, other.log]);
        const watcher = sides[i]!;
        // No real id of a piece this side has never been shown, anywhere it was sent.
        for (const id of engine.aliases().keys()) if (!shown[i]!.has(id)) expect(text.includes(`"${id}"`), `${watcher} was sent ${id}`).toBe(false);
        expect(text).not.toMatch(/"rng"|"secrets"/);
        expect(seatOf(state)!.view).toEqual(JSON.parse(JSON.stringify(engine.view(watcher))));
      }
      if (d.id === "bid" && d.players!.length === 2) {
        // The first bid: the other side's client is told a bid was made, never which.
        const otherClient = clients[1 - Number(player)]!;
        const theirs = otherClient.log.filter((e) => e.action.payload.playerID === player).at(-1)!;
        expect(theirs.action.payload.args).toBeNull();
        expect(seatOf(otherClient.getState()!)!.log.actions.at(-1)!.action).toBe("secret");
        bidsSeen++;
      }
    }
    expect(bidsSeen).toBeGreaterThan(0);
    for (const c of clients) c.stop();
  });

  it("never sends a client the secret a match's chance comes from", async () => {
    const game = toBoardgameGame(owm);
    const plugin = game.plugins![0]! as { setup: (a: unknown) => SecretData };
    const setup = plugin.setup;
    let secret = "";
    plugin.setup = (a) => {
      const data = setup(a);
      secret = data.secret.log.options.secret!;
      return data;
    };
    const multiplayer = Local();
    const clients = ["0", "1"].map((playerID) => Client({ game, numPlayers: 2, multiplayer, playerID, matchID: "s" }));
    for (const c of clients) c.start();
    await settle();
    expect(secret).toMatch(/^[0-9a-f]{32,}$/);
    for (let step = 0; step < 30; step++) {
      const s = clients[0]!.getState()!;
      const player = actingPlayer(s) ?? s.G.acting[0]!;
      const c = clients[Number(player)]!;
      const seat = seatOf(c.getState()!)!;
      c.moves.act(seat.pending!.options[0]);
      await settle();
    }
    for (const c of clients) {
      expect(JSON.stringify([c.getState(), c.log])).not.toContain(secret);
      expect(c.getState()!.plugins[PLUGIN]!.data).not.toHaveProperty("secret");
    }
    for (const c of clients) c.stop();
  });

  it("gives boardgame.io's MCTS bot the acting player's options, and an information-set bot a drawn game, not the real one", async () => {
    const game = toBoardgameGame(owm, { seed: 5 });
    const client = Client({ game, numPlayers: 2 });
    client.start();
    const Wrapped = informationSetBot(MCTSBot as never, game) as unknown as new (opts: object) => BgBot;
    const seen: BgState[] = [];
    class Watching extends (Wrapped as unknown as new (opts: object) => BgBot) {
      override play(state: BgState, playerID: string) {
        return super.play(state, playerID);
      }
    }
    const bot = new Watching({ game, enumerate: game.ai!.enumerate, seed: 3, iterations: 8, playoutDepth: 4 });
    // What the MCTS search is handed is the drawn state: record it by wrapping MCTSBot's own play.
    const mctsPlay = MCTSBot.prototype.play;
    MCTSBot.prototype.play = function (this: BgBot, state: BgState, playerID: string) {
      seen.push(state);
      return mctsPlay.call(this, state, playerID);
    };
    try {
      for (let step = 0; step < 12; step++) {
        const s = client.getState()!;
        const player = actingPlayer(s)!;
        client.updatePlayerID(player);
        const real = s.plugins[PLUGIN]!.data;
        await Step(client, bot as never);
        const searched = seen.at(-1)!;
        expect(searched.plugins[PLUGIN]!.data).not.toBe(real);
        expect(client.getState()!._stateID).toBe(s._stateID + 1);
      }
    } finally {
      MCTSBot.prototype.play = mctsPlay;
    }
    // The drawn games differ from the real one in what the Apache side hides from the Army.
    const s = client.getState()!;
    const real = JSON.stringify((s.plugins[PLUGIN]!.data as SecretData).secret);
    expect(seen.some((x) => JSON.stringify((x.plugins[PLUGIN]!.data as SecretData).secret) !== real)).toBe(true);
    client.stop();
  });

  it("lets boardgame.io's MCTS bot play a whole game of SQUARES", async () => {
    const game = toBoardgameGame(squares, { seed: 6 });
    const client = Client({ game, numPlayers: 2 });
    client.start();
    const bot = new MCTSBot({ game, enumerate: game.ai!.enumerate, seed: 1, iterations: 4, playoutDepth: 2 });
    for (let step = 0; step < 2000 && !client.getState()!.ctx.gameover; step++) await Step(client, bot);
    expect(client.getState()!.ctx.gameover?.["winners"]).toBeDefined();
  });
});
