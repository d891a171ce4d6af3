/**
 * Compiles a spec's model to an engine module and loads it, so what runs is
 * always what the spec says: `simulate`, `play` and `replay` run the module
 * compiled from the spec they are given, never an interpreter. Modules are
 * written once per content to a cache folder and loaded from there (worker
 * threads load the same file).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import type * as M from "../dsl/model-types.js";
import type { ProgramSet } from "../runtime/core/machine.js";
import { engineModule, type Selection } from "./engine-module.js";
import { fileStem } from "./escape.js";

const here = dirname(fileURLToPath(import.meta.url));
/** Run from TypeScript sources (under the test runner) or from the built JavaScript in dist/. */
const fromSources = import.meta.url.endsWith(".ts");
const runtimeDir = resolve(here, "..", "runtime");

/** Where compiled modules are kept, by the hash of their content. */
export const CACHE_DIR = join(tmpdir(), `rulewright-engines-${process.getuid?.() ?? "user"}`);

const loaded = new Map<string, ProgramSet>();

/** A loaded engine module: its programs, and the file it was loaded from (for worker threads). */
export interface LoadedEngine {
  game: ProgramSet;
  file: string;
}

/**
 * The engine for a model with a scenario and variants: compiled (one program,
 * unformatted), written to the cache unless already there, and imported.
 * Refuses a combination the game does not allow with a `ResolveError`.
 */
export async function loadEngine(model: M.Model, selection: Selection = {}): Promise<LoadedEngine> {
  const files = await engineModule(model, "an in-memory compile", { runtime: runtimeDir }, selection, { format: false });
  const source = files.get("index.ts")!;
  const code = fromSources ? source : ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 24);
  const file = join(CACHE_DIR, `${fileStem(model.game.id)}-${hash}.${fromSources ? "ts" : "js"}`);
  const cached = loaded.get(file);
  if (cached) return { game: cached, file };
  if (!existsSync(file)) {
    mkdirSync(CACHE_DIR, { recursive: true });
    // Written under another name, then renamed: a reader never sees half a module.
    const part = `${file}.${process.pid}.part`;
    writeFileSync(part, code);
    renameSync(part, file);
  }
  const mod = (await import(pathToFileURL(file).href)) as { game: ProgramSet };
  loaded.set(file, mod.game);
  return { game: mod.game, file };
}
