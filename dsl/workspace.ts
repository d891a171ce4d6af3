/**
 * Finding and loading a game's files: a game is a folder of `.rules` files
 * joined by explicit imports, entered at the file that holds its `game`
 * declaration (by convention `game.rules`).
 */
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import type { SpecFile } from "./ast.js";
import { diag, type Diagnostic } from "./diagnostics.js";
import { parseText, type ParseResult } from "./parse.js";

/** Reads files; tests substitute an in-memory host. */
export interface FileHost {
  read(path: string): string | undefined;
  /**
   * Where a path really leads once links are followed, or why it leads
   * nowhere (a broken link, a loop of links). Hosts without links omit it.
   */
  realPath?(path: string): string | { problem: string };
}

/** Why a path cannot be followed, in words. */
function linkProblem(err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
  return code === "ELOOP" ? "is a loop of links" : code === "ENOENT" ? "is a link to nothing (or does not exist)" : `cannot be read (${code ?? String(err)})`;
}

export const diskHost: FileHost = {
  read(path) {
    try {
      return statSync(path).isFile() ? readFileSync(path, "utf8") : undefined;
    } catch {
      return undefined;
    }
  },
  realPath(path) {
    try {
      return realpathSync(path);
    } catch (err) {
      return { problem: linkProblem(err) };
    }
  },
};

/** Whether `path` is `root` or inside it. */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}

/** An in-memory host, keyed by path. */
export function memoryHost(files: Record<string, string>): FileHost {
  return { read: (p) => files[p] };
}

export interface LoadedGame {
  entry: string;
  /** Files in import order, the entry first. */
  files: SpecFile[];
  /** Parsed text of each file, for excerpts. */
  texts: Map<string, string>;
  strays: { file: string; annotations: ParseResult["strays"][number]["annotations"] }[];
  diagnostics: Diagnostic[];
}

/** Shows paths relative to the working directory, with forward slashes. */
export function displayPath(p: string): string {
  const rel = relative(process.cwd(), p);
  return (rel.startsWith("..") ? p : rel).split(sep).join("/");
}

/**
 * Parse results kept by file path and text, so that checking several games
 * (or one game many times, as the fuzzer does) parses each distinct file
 * once. Parse results are never modified by later stages, so sharing is safe.
 */
export class ParseCache {
  private readonly results = new Map<string, ParseResult>();
  /** How many texts were actually parsed (not found in the cache). */
  parsed = 0;
  constructor(private readonly limit = 10_000) {}

  parse(text: string, path: string): ParseResult {
    const key = `${path}\0${text}`;
    let r = this.results.get(key);
    if (!r) {
      if (this.results.size >= this.limit) this.results.clear();
      this.parsed++;
      r = parseText(text, path);
      this.results.set(key, r);
    }
    return r;
  }
}

/** Loads `entry` and everything it imports, depth first, each file once. */
export function loadGame(entry: string, host: FileHost = diskHost, cache?: ParseCache): LoadedGame {
  const out: LoadedGame = { entry, files: [], texts: new Map(), strays: [], diagnostics: [] };
  const seen = new Set<string>();
  // A game is its folder: imports, and links among its files, may not lead out of it.
  const folder = resolve(dirname(entry));
  const realFolder = host.realPath?.(folder);
  const outside = (target: string): string | undefined => {
    if (!isInside(folder, target)) return `reaches outside the game's folder (${displayPath(folder)})`;
    const real = host.realPath?.(target);
    if (real === undefined) return undefined;
    if (typeof real !== "string") return real.problem;
    if (typeof realFolder === "string" && !isInside(realFolder, real)) return `is a link leading outside the game's folder (${displayPath(folder)})`;
    return undefined;
  };
  const visit = (path: string): void => {
    if (seen.has(path)) return;
    seen.add(path);
    const text = host.read(path);
    if (text === undefined) return;
    const shown = displayPath(path);
    const parsed = cache ? cache.parse(text, shown) : parseText(text, shown);
    out.files.push(parsed.file);
    out.texts.set(shown, text);
    out.diagnostics.push(...parsed.diagnostics);
    if (parsed.strays.length) out.strays.push({ file: shown, annotations: parsed.strays.flatMap((s) => s.annotations) });
    for (const imp of parsed.file.imports) {
      const target = resolve(dirname(path), imp.path.value);
      if (!imp.path.value.endsWith(".rules")) {
        out.diagnostics.push(diag("error", "bad-import", `an import names a .rules file, not '${imp.path.value}'`, shown, imp.path.loc));
        continue;
      }
      const refused = outside(target);
      if (refused) {
        out.diagnostics.push(diag("error", "bad-import", `cannot import '${imp.path.value}': it ${refused}`, shown, imp.path.loc));
        continue;
      }
      if (host.read(target) === undefined) {
        out.diagnostics.push(diag("error", "bad-import", `cannot find '${imp.path.value}' (looked for ${displayPath(target)})`, shown, imp.path.loc));
        continue;
      }
      visit(target);
    }
  };
  const entryProblem = outside(resolve(entry));
  if (entryProblem || host.read(entry) === undefined) {
    out.diagnostics.push({ severity: "error", code: "bad-path", message: `cannot read ${displayPath(entry)}${entryProblem ? `: it ${entryProblem}` : ""}`, file: displayPath(entry), line: 1, col: 1, endLine: 1, endCol: 1 });
    return out;
  }
  visit(resolve(entry));
  return out;
}

/**
 * Every `.rules` file under the given paths (files are taken as they are),
 * sorted. Inside a folder, a link is followed only when it leads to a file or
 * folder inside the folder named; a broken link, a loop of links or a link
 * leading out is reported in `problems` instead.
 */
export function collectRulesFiles(paths: string[]): { files: string[]; missing: string[]; problems: { path: string; message: string }[] } {
  const files = new Set<string>();
  const missing: string[] = [];
  const problems: { path: string; message: string }[] = [];
  const visited = new Set<string>();
  const walk = (p: string, root: string | undefined): void => {
    let st;
    try {
      st = lstatSync(p);
    } catch {
      missing.push(p);
      return;
    }
    if (st.isSymbolicLink()) {
      const real = diskHost.realPath!(p);
      if (typeof real !== "string") return void problems.push({ path: p, message: `${displayPath(p)} ${real.problem}` });
      if (root !== undefined && !isInside(root, real)) return void problems.push({ path: p, message: `${displayPath(p)} is a link leading outside ${displayPath(root)}; it was not read` });
      st = statSync(real);
    }
    if (st.isFile()) {
      if (root === undefined || p.endsWith(".rules")) files.add(resolve(p));
      return;
    }
    if (!st.isDirectory()) return;
    const real = realpathSync(p);
    if (visited.has(real)) return;
    visited.add(real);
    for (const name of readdirSync(p).sort()) {
      if (name === "node_modules" || name.startsWith(".")) continue;
      walk(join(p, name), root ?? real);
    }
  };
  for (const p of paths) walk(p, undefined);
  return { files: [...files].sort(), missing, problems };
}

/** Whether a file declares a game at its top level (and so is an entry). */
export function declaresGame(text: string): boolean {
  return /^\s*(@[^\n]*\n\s*)*game\s/m.test(text);
}

/**
 * Finds the entry file of a game given by name (a folder under `specs/`), a
 * folder, or a file.
 */
export function findEntry(game: string, specsDir = "specs"): string | undefined {
  const candidates = [game, join(specsDir, game)];
  for (const c of candidates) {
    if (!existsSync(c)) continue;
    if (statSync(c).isFile()) return resolve(c);
    const conventional = join(c, "game.rules");
    if (existsSync(conventional)) return resolve(conventional);
    const { files } = collectRulesFiles([c]);
    const entries = files.filter((f) => dirname(f) === resolve(c) && declaresGame(readFileSync(f, "utf8")));
    if (entries.length === 1) return entries[0];
  }
  return undefined;
}

/**
 * The entry of the game a file belongs to: the nearest `game.rules` in its
 * folder or a parent folder (up to the working directory) whose imports
 * reach the file.
 */
export function enclosingEntry(file: string, cache?: ParseCache): string | undefined {
  const target = resolve(file);
  const stop = resolve(process.cwd());
  for (let dir = dirname(target); ; dir = dirname(dir)) {
    const candidate = join(dir, "game.rules");
    if (candidate !== target && existsSync(candidate)) {
      const loaded = loadGame(candidate, diskHost, cache);
      if (loaded.files.some((f) => resolve(f.path) === target)) return candidate;
    }
    if (dir === stop || dirname(dir) === dir || !dir.startsWith(stop)) return undefined;
  }
}
