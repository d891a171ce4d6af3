/**
 * `rulewright play` in a real terminal (tmux): the table and the options in
 * words, what happened, undo, and a clean exit on 'q' and at the end of the
 * game. A private tmux server (its own socket) is started and stopped here.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readmeDuel } from "./helpers/projects.js";
import { hasTmux } from "./helpers/tools.js";

const SOCKET = `rulewright-test-${process.pid}`;
const CLI = resolve("bin/rulewright.js");
const tmux = (...args: string[]) => spawnSync("tmux", ["-L", SOCKET, ...args], { encoding: "utf8" });

/** Waits until the pane shows `text` (or the session has ended), returning the screen. */
async function waitFor(session: string, text: string | RegExp, ms = 10 * 60_000): Promise<string> {
  const end = Date.now() + ms;
  for (;;) {
    const screen = tmux("capture-pane", "-p", "-J", "-S", "-300", "-t", session).stdout;
    if (typeof text === "string" ? screen.includes(text) : text.test(screen)) return screen;
    if (Date.now() > end) throw new Error(`timed out waiting for ${String(text)}; screen:\n${screen}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function start(session: string, args: string): void {
  // remain-on-exit keeps the pane readable after the program ends, marked "Pane is dead".
  const r = tmux("new-session", "-d", "-s", session, "-x", "200", "-y", "60", `node ${JSON.stringify(CLI)} ${args}`);
  expect(r.status, r.stderr).toBe(0);
  tmux("set-option", "-t", session, "remain-on-exit", "on");
}

const type = (session: string, keys: string) => tmux("send-keys", "-t", session, keys, "Enter");
const ended = (session: string) => tmux("display-message", "-p", "-t", session, "#{pane_dead}").stdout.trim() === "1";

afterAll(() => {
  if (hasTmux) tmux("kill-server");
});

describe.skipIf(!hasTmux)("rulewright play in a terminal", () => {
  it("shows the SQUARES board and readable options, takes an action back, and exits on q", async () => {
    const s = "squares";
    start(s, "play squares --seed 5");
    let screen = await waitFor(s, "Move, attack or pass");
    expect(screen).toContain("[Alternate turns › A turn] Blue: Move, attack or pass");
    expect(screen).toContain("Blue Reserve Area: 9 × Blue Infantry, 3 × Blue Artillery, 4 × Blue Cavalry");
    type(s, "1");
    // The options are printed after the prompt: wait for them, not just the prompt.
    screen = await waitFor(s, "1. Blue Infantry #1 in Blue Reserve Area");
    expect(screen).toContain("Unit to move");
    type(s, "1");
    await waitFor(s, /Where to move[^\n]*\n(.*\n){2}\s+3\. /);
    type(s, "3");
    screen = await waitFor(s, "> Blue Infantry to Blue 3 CR");
    expect(screen).toMatch(/Blue 3 CR: Blue Infantry/);
    type(s, "u");
    screen = await waitFor(s, "> the last action was taken back");
    type(s, "q");
    await waitFor(s, "stopped");
    for (let i = 0; i < 50 && !ended(s); i++) await new Promise((r) => setTimeout(r, 100));
    expect(ended(s)).toBe(true);
  });

  it("shows the Apache table: face-down cards as a count, face-up cards by name", async () => {
    const s = "apache";
    start(s, "play apache --players 2 --seed 4");
    const screen = await waitFor(s, "Play one hand card");
    expect(screen).toMatch(/Prairie cards: \d+ face down/);
    expect(screen).toMatch(/Face-up prairie cards: (Indian|Booty) card \(/);
    expect(screen).toContain("Red plays Hand card (red chief)");
    expect(screen).toContain("[Reveal prairie cards › Claim booty] Any player:");
    type(s, "q");
    await waitFor(s, "stopped");
    for (let i = 0; i < 50 && !ended(s); i++) await new Promise((r) => setTimeout(r, 100));
    expect(ended(s)).toBe(true);
  });

  it("exits by itself when the game is over (the README's duel, played to the end)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rw-duel-"));
    writeFileSync(join(dir, "game.rules"), readmeDuel());
    const s = "duel";
    start(s, `play ${JSON.stringify(dir)} --seed 8`);
    await waitFor(s, "Fall back to");
    for (let i = 0; i < 6 && !ended(s); i++) {
      type(s, "1");
      await new Promise((r) => setTimeout(r, 300));
    }
    const screen = await waitFor(s, "game over");
    expect(screen).toMatch(/game over: (North|South) wins \((Hill taken|South holds the hill)\)/);
    expect(screen).toMatch(/> rolled d6: \d/);
    for (let i = 0; i < 50 && !ended(s); i++) await new Promise((r) => setTimeout(r, 100));
    expect(ended(s)).toBe(true);
  });
});
