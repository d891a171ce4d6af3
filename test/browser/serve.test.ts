/**
 * `rulewright serve` in a real headless Chromium, driven by playwright-core
 * (issue 33): a whole game of Tic-Tac-Toe won or lost by clicking squares on
 * the drawn board against a bot, and the first decisions of SQUARES by
 * clicking its buttons; no errors in the page's console.
 */
import type { Server } from "node:http";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkGame } from "../../dsl/check.js";
import { GameServer } from "../../bin/serve.js";
import { mctsAgent, randomAgent } from "../../runtime/agents.js";
import { game as squares } from "../../generated/squares/index.js";
import { game as owm } from "../../generated/once-we-moved-like-the-wind/index.js";
import type { Engine } from "../../runtime/core/machine.js";
import { compiled } from "../helpers/compiled.js";
import { CHROMIUM } from "../helpers/tools.js";

let browser: Browser | undefined;
const servers: Server[] = [];

beforeAll(async () => {
  if (CHROMIUM) browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
});

async function serve(server: GameServer): Promise<string> {
  const { url, server: http } = await server.listen(0);
  servers.push(http);
  return url;
}

describe.skipIf(CHROMIUM === undefined)("serve in a browser", () => {
  it("plays a whole game of Tic-Tac-Toe by clicking squares on the board, against a bot, with no console errors", async () => {
    const model = checkGame("bench/specs/tic-tac-toe/game.rules").model;
    const url = await serve(new GameServer(model, await compiled(model), { seed: 4 }, { o: mctsAgent({ iterations: 200 }) }));
    const page = await browser!.newPage();
    const errors: string[] = [];
    page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${url}/play?seat=x`);
    for (let move = 0; move < 5; move++) {
      const offered = page.locator("svg .place.offered");
      await offered.first().waitFor();
      const before = await page.locator("#log li").count();
      await offered.first().click();
      // The bot answers at once: the log grows by the player's line and the bot's (or the game ends).
      await page.waitForFunction(`document.querySelectorAll("#log li").length > ${before} || document.getElementById("status").textContent.startsWith("Game over")`);
      if ((await page.locator("#status").textContent())!.startsWith("Game over")) break;
    }
    await expect.poll(() => page.locator("#status").textContent()).toMatch(/^Game over: O wins \(Three in a row\)/);
    // The marks are written on the board under their squares.
    expect(await page.locator("text.pieces-at").count()).toBeGreaterThan(4);
    // The replay steps through the game: an empty board, then one mark, then two.
    await page.goto(`${url}/replay?seat=x`);
    await page.locator("#next").waitFor();
    expect(await page.locator("text.pieces-at").count()).toBe(0);
    await page.locator("#next").click();
    await expect.poll(() => page.locator("#step").textContent()).toMatch(/^1 of \d+$/);
    expect(await page.locator("text.pieces-at").count()).toBe(1);
    await page.locator("#next").click();
    await expect.poll(() => page.locator("#step").textContent()).toMatch(/^2 of \d+$/);
    expect(await page.locator("text.pieces-at").count()).toBe(2);
    expect(errors, errors.join("\n")).toEqual([]);
    await page.close();
  });

  it("takes back the player's move and the bot's answer with the page's button", async () => {
    const model = checkGame("bench/specs/tic-tac-toe/game.rules").model;
    const url = await serve(new GameServer(model, await compiled(model), { seed: 4 }, { o: randomAgent }));
    const page = await browser!.newPage();
    await page.goto(`${url}/play?seat=x`);
    await page.locator("svg .place.offered").first().waitFor();
    await page.locator("svg .place.offered").first().click();
    await page.locator("#undo").waitFor();
    expect(await page.locator("text.pieces-at").count()).toBe(2);
    await page.locator("#undo").click();
    await expect.poll(() => page.locator("text.pieces-at").count()).toBe(0);
    expect(await page.locator("#log li").last().textContent()).toBe("You took back an action");
    expect(await page.locator("#undo").count()).toBe(0);
    await page.close();
  });

  it("offers SQUARES' decisions as buttons and pieces, and plays them by clicking", async () => {
    const model = checkGame("specs/squares/game.rules").model;
    const url = await serve(new GameServer(model, squares, { seed: 2 }, { gray: randomAgent }));
    const page = await browser!.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${url}/play?seat=blue`);
    for (let i = 0; i < 12; i++) {
      const buttons = page.locator("#decision button");
      await buttons.first().waitFor();
      const before = await page.locator("#decision").innerHTML();
      await buttons.first().click();
      await page.waitForFunction(`document.getElementById("decision").innerHTML !== ${JSON.stringify(before)}`);
    }
    expect(await page.locator("#log li").count()).toBeGreaterThan(10);
    expect(await page.locator("svg .place").count()).toBeGreaterThan(20);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("marks the piece a decision concerns (an Army unit to deploy in Once We Moved Like the Wind), and the Army's page never receives a hidden block's real id", async () => {
    const model = checkGame("specs/once-we-moved-like-the-wind/game.rules").model;
    const server = new GameServer(model, owm, { seed: 2 }, { apache: randomAgent });
    const url = await serve(server);
    const engine = (server as unknown as { engine: Engine }).engine;
    const hiddenFromArmy = () => new Set([...engine.aliases().keys()].filter((id) => engine.isHiddenFrom(id, "army")));
    const hiddenAtStart = hiddenFromArmy();
    const page = await browser!.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    // Everything the Army's page is sent, to inspect once play has gone on.
    const traffic: Promise<string>[] = [];
    page.on("response", (r) => void traffic.push(r.text().catch(() => "")));
    await page.goto(`${url}/play?seat=army`);
    let marked = 0;
    for (let i = 0; i < 40 && marked === 0; i++) {
      await page.locator("#decision button").first().waitFor();
      marked = await page.locator(".piece.subject, text.pieces-at.subject").count();
      if (marked > 0) break;
      const version = await page.evaluate("state.version");
      await page.locator("#decision button").first().click();
      await page.waitForFunction(`state.version !== ${JSON.stringify(version)}`);
    }
    expect(marked).toBeGreaterThan(0);
    expect(await page.locator("#decision p").first().textContent()).toMatch(/\(Army .*\)/);
    // Pieces alike that the decision does not name are counted, not listed one by one.
    expect(await page.locator("#holders").textContent()).toMatch(/\d+ × a face-down Apache block/);
    expect(errors).toEqual([]);
    // No block hidden from the Army all along was ever named by its real id in what the page received.
    const stillHidden = [...hiddenFromArmy()].filter((id) => hiddenAtStart.has(id));
    expect(stillHidden.length).toBeGreaterThan(10);
    const received = (await Promise.all(traffic)).join("\n");
    expect(received.length).toBeGreaterThan(10_000);
    for (const id of stillHidden) expect(received.includes(`"${id}"`), id).toBe(false);
    await page.close();
  });

  /** Plays a whole game in the page of `seat` by clicking the first option each time; returns the final status line. */
  async function clickToTheEnd(url: string, seat: string): Promise<{ status: string; clicks: number; errors: string[] }> {
    const page = await browser!.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
    await page.goto(`${url}/play?seat=${seat}`);
    let clicks = 0;
    for (; clicks < 5000; clicks++) {
      await page.waitForFunction(`state && (state.over || state.stopped || (state.decision && state.decision.yours))`);
      if (await page.evaluate("state.over || !!state.stopped")) break;
      const version = await page.evaluate("state.version");
      await page.locator("#decision button[data-option]").first().click();
      await page.waitForFunction(`state.version !== ${JSON.stringify(version)}`);
    }
    const status = (await page.locator("#status").textContent()) ?? "";
    await page.close();
    return { status, clicks, errors };
  }

  /**
   * The faults the reference pages are checked for, on a served page after
   * some play: nothing overflowing its box, the page no wider than the
   * window, no two map labels or piece counts over each other, none outside
   * its drawing.
   */
  async function layoutFaults(url: string, seat: string): Promise<Record<string, unknown[]>> {
    const page = await browser!.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${url}/play?seat=${seat}`);
    await page.locator("#status").filter({ hasText: /\S/ }).waitFor();
    // Run in the page as it is written (plain JavaScript: the tests are type-checked without the DOM's types).
    const faults = (await page.evaluate(`(() => {
      const overflowing = [];
      for (const el of document.querySelectorAll("body *")) {
        if (el.closest("svg")) continue;
        const h = el;
        if (h.scrollWidth > h.clientWidth + 1 && getComputedStyle(h).overflowX === "visible" && h.clientWidth > 0) overflowing.push(\`\${el.tagName}: \${(el.textContent ?? "").slice(0, 60)}\`);
      }
      const wide = document.documentElement.scrollWidth > window.innerWidth + 1 ? [document.documentElement.scrollWidth] : [];
      const overlapping = [];
      const outside = [];
      for (const svg of document.querySelectorAll("figure.map svg")) {
        const view = (svg).viewBox.baseVal;
        const texts = [...svg.querySelectorAll("text.label, text.pieces-at")].map((t) => ({ text: t.textContent ?? "", b: (t).getBBox() }));
        for (let i = 0; i < texts.length; i++) {
          const a = texts[i].b;
          if (a.x < view.x || a.y < view.y || a.x + a.width > view.x + view.width || a.y + a.height > view.y + view.height) outside.push(texts[i].text);
          for (let j = i + 1; j < texts.length; j++) {
            const b = texts[j].b;
            if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) overlapping.push([texts[i].text, texts[j].text]);
          }
        }
      }
      return { overflowing, wide, overlapping, outside };
    })()`)) as Record<string, unknown[]>;
    await page.close();
    return faults;
  }

  it("lays out every game's page with nothing overflowing, no labels or piece counts over each other and none outside the map", { timeout: 5 * 60_000 }, async () => {
    const games = [
      { spec: "specs/squares/game.rules", seat: "blue", options: { seed: 5 }, steps: 40 },
      { spec: "specs/apache/game.rules", seat: "red", options: { seed: 5, players: 2 }, steps: 20 },
      { spec: "specs/once-we-moved-like-the-wind/game.rules", seat: "army", options: { seed: 5 }, steps: 60 },
      { spec: "specs/warpath/game.rules", seat: "union", options: { seed: 5 }, steps: 60 },
      { spec: "specs/navajo-wars/game.rules", seat: "dine", options: { seed: 5, scenario: "rise-of-the-people" }, steps: 10 },
    ];
    for (const g of games) {
      const model = checkGame(g.spec).model;
      const set = await compiled(model, g.options.scenario !== undefined ? { scenario: g.options.scenario } : {});
      const { Engine } = await import("../../runtime/core/machine.js");
      const engine = Engine.create(set, g.options);
      // Some play first, so that pieces stand on the map.
      const rng = new (await import("../../runtime/rng.js")).SeededRandom(1);
      for (let i = 0; i < g.steps && !engine.isOver(); i++) {
        const d = engine.pending()!;
        const side = d.player === "each" ? d.players![0]! : d.player === "any" ? engine.sides().find((x) => (engine.pendingFor(x)?.options.length ?? 0) > 0)! : d.player;
        const options = engine.pendingFor(side)!.options;
        try {
          engine.apply(side, options[rng.int(0, options.length - 1)]!);
        } catch {
          break;
        }
      }
      const url = await serve(new GameServer(model, set, g.options, {}, engine));
      const faults = await layoutFaults(url, engine.sides().includes(g.seat) ? g.seat : engine.sides()[0]!);
      expect(faults, g.spec).toEqual({ overflowing: [], wide: [], overlapping: [], outside: [] });
    }
  });

  it("plays whole games of SQUARES, Apache, Once We Moved Like the Wind and Warpath by clicking, a random bot on the other side, and Navajo Wars to its end or to a rule the playbook leaves out", { timeout: 20 * 60_000 }, async () => {
    const games: { spec: string; seat: string; options: { seed: number; players?: number; scenario?: string } }[] = [
      { spec: "specs/squares/game.rules", seat: "blue", options: { seed: 5 } },
      { spec: "specs/apache/game.rules", seat: "red", options: { seed: 5, players: 2 } },
      { spec: "specs/once-we-moved-like-the-wind/game.rules", seat: "army", options: { seed: 5 } },
      { spec: "specs/warpath/game.rules", seat: "union", options: { seed: 5 } },
      // Solitaire against its card-driven enemy: no other seat; the playbook leaves rules out, where play stops, saying which.
      { spec: "specs/navajo-wars/game.rules", seat: "dine", options: { seed: 5, scenario: "rise-of-the-people" } },
    ];
    for (const g of games) {
      const model = checkGame(g.spec).model;
      const set = await compiled(model, g.options.scenario !== undefined ? { scenario: g.options.scenario } : {});
      const probe = (await import("../../runtime/core/machine.js")).Engine.create(set, g.options);
      const bots = Object.fromEntries(probe.sides().filter((s) => s !== g.seat).map((s) => [s, randomAgent]));
      const url = await serve(new GameServer(model, set, g.options, bots));
      const played = await clickToTheEnd(url, g.seat);
      if (g.options.scenario === undefined) expect(played.status, g.spec).toMatch(/^Game over: /);
      else expect(played.status, g.spec).toMatch(/^(Game over: |Stopped: .*\b(section|rule)\b)/);
      expect(played.clicks, g.spec).toBeGreaterThan(g.options.scenario === undefined ? 5 : 0);
      expect(played.errors, g.spec).toEqual([]);
    }
  });
});
