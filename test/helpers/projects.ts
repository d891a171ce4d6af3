/** Fixtures built from the repository for tests that act as a newcomer would. */
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** The README's duel as a newcomer ends up with it: the first spec, then every later example (the mistakes example aside). */
export function readmeDuel(): string {
  const rules = [...readFileSync("README.md", "utf8").matchAll(/^```rules\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
  return [rules[0]!, ...rules.slice(2)].join("\n");
}

/** A fresh ES-module project with this package installed (linked into its node_modules, as `npm install <clone>` makes). */
export function linkedProject(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(dir, "node_modules"));
  symlinkSync(resolve("."), join(dir, "node_modules", "rulewright"));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module" }));
  return dir;
}
