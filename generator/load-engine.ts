/**
 * Compiles a spec's model to an engine module and loads it, so what runs is
 * always what the spec says: `simulate`, `play` and `replay` run the module
 * compiled from the spec they are given, never an interpreter. Modules are
 * written once per content to a cache folder and loaded from there (worker
 * threads load the same file).
 */
import { createHash } from "node:crypto";
import { appendFileSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type * as M from "../dsl/model-types.js";
import type { ProgramSet } from "../runtime/core/machine.js";
import { engineModule, type Selection } from "./engine-module.js";
import { fileStem } from "./escape.js";
import { typescriptModule } from "./heavy-tools.js";

const here = dirname(fileURLToPath(import.meta.url));
/** Run from TypeScript sources (under the test runner) or from the built JavaScript in dist/. */
const fromSources = import.meta.url.endsWith(".ts");
const runtimeDir = resolve(here, "..", "runtime");

/** Where compiled modules are kept, by the hash of their content (see `cacheDir`). */
export const CACHE_DIR = join(tmpdir(), `rulewright-engines-${process.getuid?.() ?? "user"}`);

/** A place for compiled engines could not be made or used: the message says what to do. */
export class EngineCacheError extends Error {}

let privateDir: string | undefined;

/**
 * The folder compiled modules are written to and imported from: `CACHE_DIR`
 * when it is this user's own and nobody else may write to it (anyone can
 * make that name first in a shared temporary folder, and plant code there);
 * otherwise a fresh private folder for this process.
 */
function cacheDir(): string {
  if (privateDir) return privateDir;
  const own = (dir: string) => {
    const st = lstatSync(dir);
    return st.isDirectory() && !st.isSymbolicLink() && (process.getuid === undefined || st.uid === process.getuid()) && (st.mode & 0o022) === 0;
  };
  try {
    mkdirSync(CACHE_DIR, { recursive: true, mode: 0o700 });
    if (own(CACHE_DIR)) return (privateDir = CACHE_DIR);
    privateDir = mkdtempSync(join(tmpdir(), "rulewright-engines-"));
    return privateDir;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    throw new EngineCacheError(`cannot write compiled engines to ${tmpdir()} (${code}); set TMPDIR to a folder you can write to`);
  }
}

const loaded = new Map<string, ProgramSet>();

/** A loaded engine module: its programs, and the file it was loaded from (for worker threads). */
export interface LoadedEngine {
  game: ProgramSet;
  file: string;
}

/** Where `loadEngine` writes a module: `dir`, a folder of the caller's own (one it made, private to it), instead of the shared cache. */
export interface LoadOptions {
  dir?: string;
}

/**
 * The engine for a model with a scenario and variants: compiled (one program,
 * unformatted), written to the cache (or `options.dir`) unless already
 * there, and imported. Refuses a combination the game does not allow with a
 * `ResolveError`. A module once imported stays in memory as long as the
 * process (or worker thread) does: a long run that loads many one-off
 * engines (the spec fuzzer) runs them in worker threads it replaces.
 */
export async function loadEngine(model: M.Model, selection: Selection = {}, options: LoadOptions = {}): Promise<LoadedEngine> {
  const files = await engineModule(model, "an in-memory compile", { runtime: runtimeDir }, selection, { format: false });
  const source = files.get("index.ts")!;
  const ts = fromSources ? undefined : await typescriptModule();
  const code = ts === undefined ? source : ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 24);
  const file = join(options.dir ?? cacheDir(), `${fileStem(model.game.id)}-${hash}.${fromSources ? "ts" : "js"}`);
  const cached = loaded.get(file);
  if (cached) return { game: cached, file };
  // Imported only when it holds exactly the code compiled here: a file found there is read and compared first.
  let found: string | undefined;
  try {
    found = readFileSync(file, "utf8");
  } catch {
    found = undefined;
  }
  if (found !== code) {
    try {
      // Written under another name, then renamed: a reader never sees half a module.
      const part = `${file}.${process.pid}.part`;
      writeFileSync(part, code, { mode: 0o600 });
      renameSync(part, file);
    } catch (err) {
      const why = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
      throw new EngineCacheError(`cannot write a compiled engine to ${dirname(file)} (${why}); set TMPDIR to a folder you can write to`);
    }
  }
  // The test suite type-checks every module compiled in memory once it ends (test/global-setup.ts).
  if (process.env["RULEWRIGHT_COMPILED_LIST"]) appendFileSync(process.env["RULEWRIGHT_COMPILED_LIST"], `${file}\n`);
  const mod = (await import(pathToFileURL(file).href)) as { game: ProgramSet };
  loaded.set(file, mod.game);
  return { game: mod.game, file };
}
