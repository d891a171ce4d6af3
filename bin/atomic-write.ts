/**
 * Writing a set of files all or nothing: every changed file is first written
 * beside its target under a temporary name, and only when all of them were
 * written are they renamed into place (a rename within a folder is atomic).
 * If any write fails, the temporary files are removed and no target changes.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

export class WriteError extends Error {}

/** Writes the files whose content differs from what is on disk; returns their paths. */
export function writeAllOrNothing(outputs: ReadonlyMap<string, string>): string[] {
  const changed = [...outputs].filter(([path, content]) => {
    try {
      return !existsSync(path) || readFileSync(path, "utf8") !== content;
    } catch {
      return true;
    }
  });
  const temps: [string, string][] = [];
  try {
    for (const [path, content] of changed) {
      // A rename onto a folder would fail half-way through the second phase: refuse it now.
      if (existsSync(path) && !statSync(path).isFile()) throw Object.assign(new Error("not a file"), { path, code: "not a file" });
      const temp = `${path}.${process.pid}.rulewright-tmp`;
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(temp, content);
      temps.push([temp, path]);
    }
  } catch (err) {
    for (const [temp] of temps) rmSync(temp, { force: true });
    throw new WriteError(`could not write ${(err as NodeJS.ErrnoException).path ?? "a file"} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}); nothing was changed`);
  }
  for (const [temp, path] of temps) renameSync(temp, path);
  return changed.map(([path]) => path);
}
