/**
 * The language server's edit-to-diagnostics time (issue 35): Once We Moved
 * Like the Wind's movement rules are opened, then edited back and forth
 * between a broken and a mended text, and the time from each change to the
 * diagnostics for it is taken (wall clock: it spans two processes; the
 * server waits 100 ms after a change for more typing, which is included).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { checkGame } from "../dsl/check.js";
import { CheckMemo } from "../dsl/check-memo.js";
import { memoryHost, ParseCache } from "../dsl/workspace.js";
import { LspClient, uriOf } from "./lsp-client.js";
import { cpuMs, median } from "./players.js";

export async function editToDiagnostics(rounds = 12): Promise<{ firstCheckMs: number; editMsMin: number; editMsMedian: number; debounceMs: number }> {
  const file = "specs/once-we-moved-like-the-wind/movement.rules";
  const good = readFileSync(file, "utf8");
  const bad = good.replace("lookup(movement-cost,", "lookup(movement-costs,");
  const client = new LspClient();
  try {
    await client.initialize();
    const uri = uriOf(file);
    let t = performance.now();
    client.notify("textDocument/didOpen", { textDocument: { uri, languageId: "rules", version: 1, text: good } });
    await client.diagnostics(file);
    const firstCheckMs = performance.now() - t;
    const times: number[] = [];
    for (let r = 0; r < rounds; r++) {
      client.notifications.length = 0;
      t = performance.now();
      client.notify("textDocument/didChange", { textDocument: { uri, version: r + 2 }, contentChanges: [{ text: r % 2 === 0 ? bad : good }] });
      await client.diagnostics(file);
      times.push(performance.now() - t);
    }
    return { firstCheckMs: +firstCheckMs.toFixed(0), editMsMin: +Math.min(...times).toFixed(0), editMsMedian: +median(times).toFixed(0), debounceMs: 100 };
  } finally {
    await client.close();
  }
}

/**
 * A whole check (the game, then its six options as applied) after an edit
 * none of the options reaches, with what checks keep between edits (as the
 * server keeps it: files as lowered, findings) and with everything redone:
 * CPU ms, in alternate rounds; and how many applied checks and base-game
 * declarations kept their findings.
 */
export function recheckAfterEdit(rounds = 10): { keptMsMin: number; keptMsMedian: number; redoneMsMin: number; redoneMsMedian: number; appliedKept: string; declarationsKept: string } {
  const dir = resolve("specs/once-we-moved-like-the-wind");
  const entry = join(dir, "game.rules");
  const files = Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith(".rules")).map((f) => [join(dir, f), readFileSync(join(dir, f), "utf8")]));
  const movement = join(dir, "movement.rules");
  const edited = { ...files, [movement]: files[movement]!.replace("then 1 else 0)", "then 2 else 0)") };
  const memo = new CheckMemo();
  const cache = new ParseCache();
  checkGame(entry, memoryHost(files), cache, { memo });
  const kept: number[] = [];
  const redone: number[] = [];
  const before = { reused: memo.reused, rerun: memo.rerun };
  for (let r = 0; r < rounds; r++) {
    const text = r % 2 === 0 ? edited : files;
    let t = cpuMs();
    checkGame(entry, memoryHost(text), cache, { memo });
    kept.push(cpuMs() - t);
    t = cpuMs();
    checkGame(entry, memoryHost(text), cache);
    redone.push(cpuMs() - t);
  }
  const n = (x: number) => +x.toFixed(0);
  const plan = memo.lastPlan;
  return { keptMsMin: n(Math.min(...kept)), keptMsMedian: n(median(kept)), redoneMsMin: n(Math.min(...redone)), redoneMsMedian: n(median(redone)), appliedKept: `${memo.reused - before.reused} of ${memo.reused - before.reused + memo.rerun - before.rerun}`, declarationsKept: plan ? `${plan.reused.size} of ${plan.of}` : "none" };
}
