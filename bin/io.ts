/**
 * What every command shares: where output goes, how arguments are read, and
 * how diagnostics and usage errors are printed.
 */
import { formatDiagnostic, type Diagnostic } from "../dsl/diagnostics.js";

export interface Io {
  out(text: string): void;
  err(text: string): void;
}

export const processIo: Io = {
  out: (t) => process.stdout.write(t.endsWith("\n") ? t : `${t}\n`),
  err: (t) => process.stderr.write(t.endsWith("\n") ? t : `${t}\n`),
};

/** Splits flags from positional arguments; flags listed in `valued` take the next argument. */
export function parseArgs(args: string[], valued: string[], boolean: string[]): { flags: Map<string, string[]>; rest: string[]; error?: string } {
  const flags = new Map<string, string[]>();
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith("--")) {
      const [name, inline] = a.split("=", 2) as [string, string | undefined];
      if (valued.includes(name)) {
        const v = inline ?? args[++i];
        if (v === undefined) return { flags, rest, error: `${name} needs a value` };
        flags.set(name, [...(flags.get(name) ?? []), v]);
      } else if (boolean.includes(name)) {
        flags.set(name, ["true"]);
      } else {
        return { flags, rest, error: `unknown option ${name}` };
      }
    } else rest.push(a);
  }
  return { flags, rest };
}


export function usageError(io: Io, message: string): number {
  io.err(`rulewright: ${message}\nRun 'rulewright help' for usage.`);
  return 2;
}

export function printDiagnostics(io: Io, ds: Diagnostic[], texts: Map<string, string>): void {
  for (const d of ds) io.out(formatDiagnostic(d, texts.get(d.file)));
}

export function summary(ds: Diagnostic[]): string {
  const errors = ds.filter((d) => d.severity === "error").length;
  const warnings = ds.length - errors;
  const part = (n: number, w: string) => `${n} ${w}${n === 1 ? "" : "s"}`;
  return `${part(errors, "error")}, ${part(warnings, "warning")}`;
}

