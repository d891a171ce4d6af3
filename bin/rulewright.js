#!/usr/bin/env node
// Shim: runs the compiled command line from dist/ (built by `npm ci` via the
// prepare script, or by `npm run build`).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const compiled = new URL("../dist/bin/cli.js", import.meta.url);
if (!existsSync(fileURLToPath(compiled))) {
  process.stderr.write("rulewright: the compiled CLI is missing; run `npm ci` or `npm run build` first.\n");
  process.exit(2);
}
// A reader that stops early (`rulewright check specs | head -1`) closes the
// pipe; that is not an error of ours, so end quietly instead of with a trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (err) => {
    if (err.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw err;
  });
}
const { main } = await import(compiled.href);
process.exitCode = await main(process.argv.slice(2));
