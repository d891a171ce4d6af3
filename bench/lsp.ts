/**
 * The language server's edit-to-diagnostics time (issue 35): Once We Moved
 * Like the Wind's movement rules are opened, then edited back and forth
 * between a broken and a mended text, and the time from each change to the
 * diagnostics for it is taken (wall clock: it spans two processes; the
 * server waits 100 ms after a change for more typing, which is included).
 */
import { readFileSync } from "node:fs";
import { LspClient, uriOf } from "./lsp-client.js";
import { median } from "./players.js";

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
