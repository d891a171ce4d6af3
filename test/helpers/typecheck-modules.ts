/**
 * Type-checks engine modules compiled in memory (the `.ts` files `loadEngine`
 * writes to its cache while the suite runs from sources), in one TypeScript
 * program: a call the generator emits with the wrong type of argument is an
 * error here even when no committed module contains it.
 */
import ts from "typescript";

/** Every type error in the modules, as `file:line:col message` (empty when they all check). */
export function typeErrors(files: readonly string[]): string[] {
  if (files.length === 0) return [];
  const program = ts.createProgram([...files], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts"],
    types: ["node"],
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    noEmit: true,
  });
  const wanted = new Set(files);
  const diagnostics = [...program.getSemanticDiagnostics(), ...program.getSyntacticDiagnostics()].filter((d) => d.file === undefined || wanted.has(d.file.fileName));
  return diagnostics.map((d) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, "\n");
    if (!d.file || d.start === undefined) return text;
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    return `${d.file.fileName}:${line + 1}:${character + 1} ${text}`;
  });
}
