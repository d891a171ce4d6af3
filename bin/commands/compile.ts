/**
 * `rulewright compile <folder> [--scenario S] [--variant V ...] --out <dir>`:
 * an engine module for any spec with any scenario and variants, written as
 * JavaScript with its type declarations (`index.js`, `index.d.ts`, and the
 * checked model it runs), importing the runtime from the installed package so
 * that it loads from any folder.
 */
import { join } from "node:path";
import { ResolveError } from "../../dsl/resolve-model.js";
import { displayPath } from "../../dsl/workspace.js";
import type * as M from "../../dsl/model-types.js";
import { engineModule, FROM_PACKAGE, type Selection } from "../../generator/engine-module.js";
import { typescriptModule } from "../../generator/heavy-tools.js";
import { writeAllOrNothing, WriteError } from "../atomic-write.js";
import { parseArgs, usageError, type Io } from "../io.js";
import { loadGameFor } from "./engines.js";

/** The module's TypeScript as JavaScript and declarations, or what went wrong. */
export async function toJavaScript(source: string): Promise<{ js: string; dts: string } | string> {
  const ts = await typescriptModule();
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 }, reportDiagnostics: true });
  const dts = ts.transpileDeclaration(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 }, reportDiagnostics: true });
  const problems = [...(js.diagnostics ?? []), ...(dts.diagnostics ?? [])];
  if (problems.length > 0) return problems.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")).join("\n");
  return { js: js.outputText, dts: dts.outputText };
}

/**
 * A spec's engine module as JavaScript with declarations, for `selection`
 * (every scenario and variant when undefined), importing the runtime from the
 * installed package; or the exit code, once the reason is told.
 */
export async function moduleJavaScript(model: M.Model, folder: string, selection: Selection | undefined, io: Io): Promise<{ js: string; dts: string } | number> {
  let files: Map<string, string>;
  try {
    // Not formatted: TypeScript prints the JavaScript afresh, so formatting its source first changes nothing but the time taken.
    files = await engineModule(model, displayPath(folder), FROM_PACKAGE, selection, { format: false });
  } catch (err) {
    if (!(err instanceof ResolveError)) throw err;
    io.err(`rulewright: ${err.message}`);
    return 1;
  }
  const code = await toJavaScript(files.get("index.ts")!);
  if (typeof code === "string") {
    io.err(`rulewright: internal error: the generated module does not compile:\n${code}`);
    return 70;
  }
  return code;
}

/** Writes every file or none, telling each one written; the exit code. */
export function writeOutputs(outputs: Map<string, string>, command: string, io: Io): number {
  try {
    for (const path of writeAllOrNothing(outputs)) io.out(`wrote ${path}`);
    return 0;
  } catch (err) {
    if (!(err instanceof WriteError)) throw err;
    io.err(`rulewright ${command}: ${err.message}`);
    return 1;
  }
}

export async function compileCommand(args: string[], io: Io): Promise<number> {
  const { flags, rest, error } = parseArgs(args, ["--scenario", "--variant", "--out"], []);
  if (error) return usageError(io, error);
  if (rest.length !== 1) return usageError(io, "compile needs exactly one game, e.g. 'rulewright compile my-game --out build'");
  const out = flags.get("--out")?.[0];
  if (out === undefined) return usageError(io, "compile needs --out <dir>, the folder to write the module to");
  const loaded = loadGameFor(rest[0]!, io);
  if (typeof loaded === "number") return loaded;
  const scenario = flags.get("--scenario")?.[0];
  const model = loaded.model;
  // Only the chosen scenario and variants are compiled; anything else is refused by the module.
  const code = await moduleJavaScript(model, loaded.folder, { ...(scenario !== undefined ? { scenario } : {}), variants: flags.get("--variant") ?? [] }, io);
  if (typeof code === "number") return code;
  const written = writeOutputs(
    new Map([
      [join(out, "index.js"), code.js],
      [join(out, "index.d.ts"), code.dts],
    ]),
    "compile",
    io,
  );
  if (written !== 0) return written;
  const applied = [scenario !== undefined ? `scenario ${scenario}` : "", ...(flags.get("--variant") ?? []).map((v) => `variant ${v}`)].filter(Boolean).join(", ");
  io.out(`compiled ${model.game.title ?? model.game.id}${applied ? ` (${applied})` : ""} to ${out}`);
  return 0;
}
