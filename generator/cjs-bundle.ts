/**
 * One CommonJS file holding a module and everything it imports, for hosts
 * that load a single script with `require` and install nothing beside it
 * (Rally the Troops loads a module's `rules.js` so). ES modules are turned
 * into CommonJS by TypeScript; CommonJS files from packages are kept as they
 * are. Node's own modules (`node:...`) are left to the host's `require`.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { typescriptModule } from "./heavy-tools.js";

/** Where the bundle finds what a file imports. */
export interface BundleResolver {
  /**
   * The file a specifier names (from the file at `from`), and whether it is
   * an ES module; undefined to leave it to the host (`node:` modules).
   */
  resolve(specifier: string, from: string): { path: string; esm: boolean } | undefined;
}

/** A bundle could not be made: a file is missing or an import cannot be found. */
export class BundleError extends Error {}

/** A file given by its text rather than read from disk (the generated engine, the entry). */
export type VirtualFiles = ReadonlyMap<string, string>;

/**
 * The bundle of `entry` (an ES module path, in `virtual` or on disk): a
 * CommonJS script whose `module.exports` is the entry's exports.
 */
export async function bundleCommonJs(entry: string, resolver: BundleResolver, virtual: VirtualFiles = new Map(), label: (path: string) => string = (p) => p): Promise<string> {
  const ts = await typescriptModule();
  const ids = new Map<string, number>();
  const bodies: string[] = [];
  const links: Record<string, number>[] = [];
  const queue: { path: string; esm: boolean }[] = [];
  const add = (path: string, esm: boolean): number => {
    let id = ids.get(path);
    if (id === undefined) {
      id = ids.size;
      ids.set(path, id);
      queue.push({ path, esm });
    }
    return id;
  };
  add(entry, true);
  while (queue.length > 0) {
    const { path, esm } = queue.shift()!;
    const id = ids.get(path)!;
    const text = virtual.get(path) ?? readSource(path);
    const code = esm ? ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true }, fileName: path }).outputText : text;
    const own: Record<string, number> = {};
    for (const m of code.matchAll(/\brequire\(\s*"([^"]+)"\s*\)/g)) {
      const spec = m[1]!;
      if (spec in own) continue;
      const found = resolver.resolve(spec, path);
      if (found) own[spec] = add(found.path, found.esm);
    }
    bodies[id] = code.replace(/^\/\/# sourceMappingURL=.*$/gm, "");
    links[id] = own;
  }
  const files = bodies.map((body, id) => `  // ${jsComment(label([...ids].find(([, n]) => n === id)![0]))}\n  function (module, exports, require) {\n${body}\n  }`).join(",\n");
  return `"use strict";
// One file made by Rulewright's bundler: each module below runs once, when first required.
const __modules = [
${files}
];
const __links = ${JSON.stringify(links)};
const __loaded = [];
function __load(id) {
  if (__loaded[id]) return __loaded[id].exports;
  const module = { exports: {} };
  __loaded[id] = module;
  __modules[id].call(module.exports, module, module.exports, (spec) => (spec in __links[id] ? __load(__links[id][spec]) : require(spec)));
  return module.exports;
}
module.exports = __load(0);
`;
}

function readSource(path: string): string {
  if (!existsSync(path)) throw new BundleError(`cannot bundle ${path}: there is no such file (build the package first: npm run build)`);
  return readFileSync(path, "utf8");
}

/** A path as a comment's text: nothing in it can end the comment. */
function jsComment(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]/g, " ").replace(/\*\//g, "* /");
}

/**
 * The resolver for a bundle of Rulewright's own built modules: `rulewright/X`
 * is the package's `dist/X`, relative imports are files beside the importer
 * (an ES module inside `dist/`, CommonJS elsewhere), bare names are packages
 * installed for Rulewright (loaded through their CommonJS entry), and `node:`
 * modules are the host's.
 */
export function packageResolver(packageRoot: string): BundleResolver {
  const dist = join(packageRoot, "dist");
  const requireHere = createRequire(join(packageRoot, "package.json"));
  const inDist = (p: string) => resolve(p).startsWith(dist + "/");
  return {
    resolve(spec, from) {
      if (spec.startsWith("node:")) return undefined;
      if (spec.startsWith("rulewright/")) return { path: join(dist, spec.slice("rulewright/".length)), esm: true };
      if (spec.startsWith("./") || spec.startsWith("../")) {
        const path = fileOf(resolve(dirname(from), spec));
        return { path, esm: inDist(path) };
      }
      try {
        return { path: requireHere.resolve(spec), esm: false };
      } catch {
        throw new BundleError(`cannot bundle '${spec}' (imported by ${from}): it is not installed`);
      }
    },
  };
}

/** A CommonJS-style path: as given, or with `.js`, or its folder's `index.js`. */
function fileOf(path: string): string {
  for (const p of [path, `${path}.js`, join(path, "index.js")]) if (existsSync(p) && statSync(p).isFile()) return p;
  return path;
}
