/**
 * `rulewright serve` over HTTP (issue 33): a seat plays a whole game against
 * a bot through the API its page uses; bad requests are refused with a
 * reason and change nothing; and what a seat is sent never names a piece
 * the rules hide from its side.
 */
import type { Server } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { checkGame } from "../../dsl/check.js";
import { GameServer, type SeatState } from "../../bin/serve.js";
import { mctsAgent, randomAgent } from "../../runtime/agents.js";
import type { Engine } from "../../runtime/core/machine.js";
import { SeededRandom } from "../../runtime/rng.js";
import { game as owm } from "../../generated/once-we-moved-like-the-wind/index.js";
import { compiled } from "../helpers/compiled.js";
import { serveCommand } from "../../bin/commands/engines.js";
import { runCli } from "../helpers/cli.js";
import type { Io } from "../../bin/io.js";

const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
});

async function start(server: GameServer): Promise<string> {
  const { url, server: http } = await server.listen(0);
  servers.push(http);
  return url;
}

const get = async (url: string) => {
  const r = await fetch(url);
  return { status: r.status, body: (await r.json()) as SeatState & { error?: string } };
};
const post = async (url: string, body: string) => {
  const r = await fetch(url, { method: "POST", body, headers: { "content-type": "application/json" } });
  return { status: r.status, body: (await r.json()) as SeatState & { error?: string; state?: SeatState } };
};

describe("serve", () => {
  it("plays a whole game of Tic-Tac-Toe from the X seat against a bot in the O seat", async () => {
    const model = checkGame("bench/specs/tic-tac-toe/game.rules").model;
    const url = await start(new GameServer(model, await compiled(model), { seed: 4 }, { o: mctsAgent({ iterations: 200 }) }));
    let s = (await get(`${url}/api/state?seat=x`)).body;
    expect(s.decision).toMatchObject({ yours: true, by: "X", prompt: "Which square?" });
    expect(s.decision!.options.map((o) => o.place)).toEqual(["c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9"]);
    // X always takes the first free square; the bot answers each move at once.
    for (let moves = 0; moves < 5 && !s.over; moves++) {
      const r = await post(`${url}/api/act?seat=x`, JSON.stringify({ version: s.version, option: 0 }));
      expect(r.status).toBe(200);
      s = r.body;
      expect(s.log.at(-1)).toMatch(/^O: O O to /);
    }
    expect(s.over).toBe(true);
    expect(s.result).toBe("O wins (Three in a row)");
    // The replay steps through the game as the seat saw it: empty at 0, the first move at 1, the end at the last step.
    const replay = async (step: number) => (await (await fetch(`${url}/api/replay?seat=x&step=${step}`)).json()) as { step: number; total: number; places: SeatState["places"]; said: string[] };
    const first = await replay(0);
    expect(first.places.every((p) => p.pieces.length === 0)).toBe(true);
    expect((await replay(1)).said).toEqual(["You: X X to Top left"]);
    const last = await replay(999);
    expect(last.step).toBe(last.total);
    expect(last.places).toEqual(s.places);
    expect((await fetch(`${url}/replay?seat=x`)).status).toBe(200);
    // The O seat and the table see the same ending.
    expect((await get(`${url}/api/state?seat=o`)).body.result).toBe("O wins (Three in a row)");
    expect((await get(`${url}/api/state?seat=table`)).body.over).toBe(true);
  });

  it("refuses a stale page, an option that is not there, a bot's seat, malformed requests and unknown seats, changing nothing", async () => {
    const model = checkGame("bench/specs/tic-tac-toe/game.rules").model;
    const url = await start(new GameServer(model, await compiled(model), { seed: 4 }, { o: randomAgent }));
    const before = (await get(`${url}/api/state?seat=x`)).body;
    const refusals: [string, string, number, RegExp][] = [
      ["x", JSON.stringify({ version: 5, option: 0 }), 409, /the game has moved on since this page was drawn/],
      ["x", JSON.stringify({ version: 0, option: 9 }), 409, /there is no option 10 for X now/],
      ["x", JSON.stringify({ version: 0, option: -1 }), 409, /there is no option 0 for X now/],
      ["o", JSON.stringify({ version: 0, option: 0 }), 409, /O is played by a bot|no option/],
      ["x", "{not json", 400, /not JSON/],
      ["x", JSON.stringify({ option: "1" }), 400, /send \{"version": N, "option": N\}/],
      ["nobody", JSON.stringify({ version: 0, option: 0 }), 404, /no seat 'nobody' \(seats: x, o, table\)/],
    ];
    for (const [seat, body, status, message] of refusals) {
      const r = await post(`${url}/api/act?seat=${seat}`, body);
      expect(r.status, body).toBe(status);
      expect(r.body.error, body).toMatch(message);
    }
    expect((await get(`${url}/api/state?seat=x`)).body).toEqual(before);
    expect((await fetch(`${url}/elsewhere?seat=x`)).status).toBe(404);
  });

  it("takes back a seat's last action with the bot's answer, and refuses once chance has been drawn since", async () => {
    const model = checkGame("bench/specs/tic-tac-toe/game.rules").model;
    const url = await start(new GameServer(model, await compiled(model), { seed: 4 }, { o: randomAgent }));
    const start0 = (await get(`${url}/api/state?seat=x`)).body;
    expect(start0.canUndo).toBe(false);
    const after = (await post(`${url}/api/act?seat=x`, JSON.stringify({ version: start0.version, option: 4 }))).body;
    expect(after.canUndo).toBe(true);
    expect(after.places.filter((p) => p.pieces.length > 0)).toHaveLength(2);
    const back = await post(`${url}/api/undo?seat=x`, JSON.stringify({ version: after.version }));
    expect(back.status).toBe(200);
    expect(back.body.places).toEqual(start0.places);
    expect(back.body.decision).toEqual(start0.decision);
    expect(back.body.log.at(-1)).toBe("You took back an action");
    expect(back.body.version).toBeGreaterThan(after.version);
    // Nothing more to take back; and an old page's version is refused.
    expect((await post(`${url}/api/undo?seat=x`, JSON.stringify({ version: back.body.version }))).body.error).toBe("there is no action of yours to take back");
    expect((await post(`${url}/api/act?seat=x`, JSON.stringify({ version: after.version, option: 0 }))).status).toBe(409);

    // Frontier rolls a die to plunder once the raiders have moved: after that roll, no taking back.
    const frontier = checkGame("test/fixtures/frontier/game.rules").model;
    const furl = await start(new GameServer(frontier, await compiled(frontier), { seed: 7 }, { guards: randomAgent }));
    let s = (await get(`${furl}/api/state?seat=raiders`)).body;
    for (let i = 0; i < 12 && !s.log.some((l) => /rolled/.test(l)); i++) s = (await post(`${furl}/api/act?seat=raiders`, JSON.stringify({ version: s.version, option: 0 }))).body;
    expect(s.log.some((l) => /rolled/.test(l))).toBe(true);
    const refused = await post(`${furl}/api/undo?seat=raiders`, JSON.stringify({ version: s.version }));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("cannot take it back: chance has been drawn since (a roll, a draw or a shuffle)");
  });

  it("never sends the Army's seat an Apache block the Army may not identify, over a game of random play", async () => {
    const model = checkGame("specs/once-we-moved-like-the-wind/game.rules").model;
    const server = new GameServer(model, owm, { seed: 21 }, { apache: randomAgent });
    const engine = (server as unknown as { engine: Engine }).engine;
    const url = await start(server);
    const rng = new SeededRandom(21);
    let checked = 0;
    for (let step = 0; step < 60; step++) {
      const text = await (await fetch(`${url}/api/state?seat=army`)).text();
      const s = JSON.parse(text) as SeatState;
      // Every piece hidden from the Army now: its real id must not be anywhere in what the seat was sent.
      const secret = [...engine.aliases().keys()].filter((id) => engine.isHiddenFrom(id, "army"));
      if (step === 10) expect(secret.length).toBeGreaterThan(0);
      for (const id of secret) expect(text.includes(`"${id}"`), id).toBe(false);
      checked++;
      if (s.over || s.stopped || !s.decision?.yours) break;
      const r = await post(`${url}/api/act?seat=army`, JSON.stringify({ version: s.version, option: rng.int(0, s.decision.options.length - 1) }));
      expect(r.status).toBe(200);
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("starts from the command line, lists a page for each seat and who plays it, and stops when asked", async () => {
    let out = "";
    const io: Io = { out: (t) => (out += `${t}\n`), err: (t) => (out += `${t}\n`) };
    let lobby = "";
    const code = await serveCommand(["bench/specs/tic-tac-toe", "--port", "0", "--seed", "1", "--agent", "o=mcts:20"], io, (url, stop) => {
      void (async () => {
        lobby = await (await fetch(`${url}/`)).text();
        const page = await (await fetch(`${url}/play?seat=x`)).text();
        expect(page).toContain("<title>Tic-Tac-Toe: X</title>");
        expect(page).toContain('<rect class="place" data-id="c5"');
        await stop();
      })();
    });
    expect(code).toBe(0);
    expect(out).toMatch(/^Tic-Tac-Toe is served at http:\/\/127\.0\.0\.1:\d+\/ \(stop with Ctrl-C\); a page for each seat:$/m);
    expect(out).toMatch(/^ {2}o \(bot mcts:20\): http:\/\/127\.0\.0\.1:\d+\/play\?seat=o$/m);
    expect(lobby).toContain("(played by the bot mcts:20)");
    // Stopped, the game is saved for replay.
    const saved = /saved to (\S+) \(it holds the game's secret\); replay it with: rulewright replay \1/.exec(out)?.[1];
    expect(saved).toBeDefined();
    const replayed = await runCli(["replay", saved!, "--spec", "bench/specs/tic-tac-toe"]);
    expect(replayed.out + replayed.err).toMatch(/replayed 0 actions of tic-tac-toe/);
  });

  it("refuses an unknown bot or side, and a port in use, saying what to do", async () => {
    expect((await runCli(["serve", "bench/specs/tic-tac-toe", "--agent", "q=random"])).err).toMatch(/--agent names 'q', which is not a side of this game/);
    expect((await runCli(["serve", "bench/specs/tic-tac-toe", "--agent", "o=wise"])).err).toMatch(/'wise' is not an agent/);
    const model = checkGame("bench/specs/tic-tac-toe/game.rules").model;
    const busy = await new GameServer(model, await compiled(model), { seed: 1 }).listen(0);
    servers.push(busy.server);
    const port = busy.url.split(":").at(-1)!;
    const r = await runCli(["serve", "bench/specs/tic-tac-toe", "--port", port]);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`cannot serve on port ${port}: it is in use; choose another with --port N (0 takes any free port)`);
    const nowhere = await runCli(["serve", "bench/specs/tic-tac-toe", "--port", "0", "--host", "host.invalid"]);
    expect(nowhere.code).toBe(1);
    expect(nowhere.err).toMatch(/^rulewright: cannot serve on port 0: /);
  });

  it("saves the game when stopped, and --load goes on with it where it stopped", async () => {
    let out = "";
    const io: Io = { out: (t) => (out += `${t}\n`), err: (t) => (out += `${t}\n`) };
    await serveCommand(["bench/specs/tic-tac-toe", "--port", "0", "--seed", "1"], io, (url, stop) => {
      void (async () => {
        const s = (await get(`${url}/api/state?seat=x`)).body;
        await post(`${url}/api/act?seat=x`, JSON.stringify({ version: s.version, option: 4 }));
        await stop();
      })();
    });
    const saved = /saved to (\S+) \(it holds/.exec(out)![1]!;
    let resumed: SeatState | undefined;
    let out2 = "";
    const io2: Io = { out: (t) => (out2 += `${t}\n`), err: (t) => (out2 += `${t}\n`) };
    const code = await serveCommand(["--load", saved, "--spec", "bench/specs/tic-tac-toe", "--port", "0"], io2, (url, stop) => {
      void (async () => {
        resumed = (await get(`${url}/api/state?seat=o`)).body;
        await stop();
      })();
    });
    expect(code, out2).toBe(0);
    expect(resumed!.places.find((p) => p.id === "c5")!.pieces).toHaveLength(1);
    expect(resumed!.decision).toMatchObject({ yours: true, by: "O" });
    expect(resumed!.log[0]).toBe("(the game goes on from a saved game, after 1 action)");
    // A saved game goes on as it was set up; a file that is not one is refused with the reason.
    expect((await runCli(["serve", "--load", saved, "--seed", "3"])).err).toContain("--load goes on with a saved game as it was set up");
    expect((await runCli(["serve", "--load", "package.json", "--port", "0"])).err).toMatch(/package\.json cannot be loaded: /);
  });

  it("says in the replay what was chosen when the choice itself caused nothing to tell", async () => {
    const model = checkGame("specs/squares/game.rules").model;
    const server = new GameServer(model, await compiled(model), { seed: 2 });
    const first = server.stateFor("blue").decision!;
    server.act("blue", server.stateFor("blue").version, 0);
    // SQUARES' first choice (move, attack or pass) moves nothing by itself.
    expect(server.replayAt("blue", 1).said).toEqual([`You: chose ${first.options[0]!.label}`]);
    expect(server.replayAt("gray", 1).said).toEqual([`Blue: chose ${first.options[0]!.label}`]);
  });

  it("stops where the rulebook runs out: a new version for every page, which says why, and no action after", async () => {
    const model = checkGame("specs/navajo-wars/game.rules").model;
    const options = { seed: 5, scenario: "rise-of-the-people" };
    const server = new GameServer(model, await compiled(model, { scenario: options.scenario }), options, { enemy: randomAgent });
    let state = server.stateFor("dine");
    for (let i = 0; i < 200 && !state.stopped && !state.over; i++) {
      const before = state.version;
      state = server.act("dine", state.version, 0);
      expect(state.version).toBeGreaterThan(before);
    }
    expect(state.stopped).toMatch(/only the missing rulebook defines \(section [\d.]+\)/);
    expect(state.log.at(-1)).toBe(`The game cannot go on: ${state.stopped}`);
    expect(() => server.act("dine", state.version, 0)).toThrow(/the game cannot go on/);
  });
});
