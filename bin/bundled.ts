/**
 * The games that come with Rulewright (its own `specs/`), found wherever the
 * command runs: a name like `apache` is looked up in the working directory's
 * `specs/` first (a user's own copy wins), then among the bundled games.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { findEntry } from "../dsl/workspace.js";

/** The folder of the installed package (the one holding its package.json), found from this file. */
export function packageRoot(): string | undefined {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, "utf8")) as { name?: unknown }).name === "rulewright") return dir;
      } catch {
        // Not a manifest we can read: keep looking further up.
      }
    }
    if (dirname(dir) === dir) return undefined;
  }
}

/** The bundled games' folder, if the package has one. */
export function bundledSpecs(): string | undefined {
  const root = packageRoot();
  return root !== undefined && existsSync(join(root, "specs")) ? join(root, "specs") : undefined;
}

/** A game's entry file: a path, a game under the working directory's specs/, or a bundled game. */
export function findGame(game: string): string | undefined {
  const bundled = bundledSpecs();
  return findEntry(game) ?? (bundled !== undefined && /^[A-Za-z0-9_-]+$/.test(game) ? findEntry(game, bundled) : undefined);
}

/** Whether a folder holds the game `id` as found by name (the working directory's specs/ or the bundled ones): no --spec is needed to replay it. */
export function foundByName(folder: string, id: string): boolean {
  const entry = findGame(id);
  return entry !== undefined && resolve(dirname(entry)) === resolve(folder);
}
