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

/** Options that may be given more than once (each use adds a value). */
const REPEATABLE = new Set(["--variant", "--agent"]);

/**
 * Splits flags from positional arguments; flags listed in `valued` take the
 * next argument (or `--flag=value`). An unknown flag, a missing or empty
 * value, or a flag given twice (other than `--variant`) is an error.
 */
export function parseArgs(args: string[], valued: string[], boolean: string[]): { flags: Map<string, string[]>; rest: string[]; error?: string } {
  const flags = new Map<string, string[]>();
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith("--")) {
      const eq = a.indexOf("=");
      const name = eq < 0 ? a : a.slice(0, eq);
      const inline = eq < 0 ? undefined : a.slice(eq + 1);
      if (flags.has(name) && !REPEATABLE.has(name)) return { flags, rest, error: `${name} is given more than once` };
      if (valued.includes(name)) {
        const v = inline ?? args[++i];
        if (v === undefined || v === "") return { flags, rest, error: `${name} needs a value` };
        flags.set(name, [...(flags.get(name) ?? []), v]);
      } else if (boolean.includes(name)) {
        if (inline !== undefined) return { flags, rest, error: `${name} takes no value` };
        flags.set(name, ["true"]);
      } else {
        return { flags, rest, error: `unknown option ${name}` };
      }
    } else rest.push(a);
  }
  return { flags, rest };
}

/**
 * A whole-number option within `[min, max]`: its value, the fallback when it
 * is absent, or an error message. Only plain digits are accepted, so `1.0`,
 * `1e3` and `0x10` are refused rather than read as something else.
 */
export function intOption(flags: Map<string, string[]>, name: string, range: { min: number; max: number }, fallback?: number): { value?: number; error?: string } {
  const text = flags.get(name)?.[0];
  if (text === undefined) return fallback === undefined ? {} : { value: fallback };
  const n = /^-?[0-9]+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < range.min || n > range.max) return { error: `${name} needs a whole number from ${range.min} to ${range.max}, not '${text}'` };
  return { value: n };
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


/**
 * A word as a POSIX shell reads it back unchanged: plain when it holds only
 * safe characters, else in single quotes (in which nothing is expanded, so a
 * folder named `$(...)` runs nothing when a hint is pasted).
 */
export function shellWord(word: string): string {
  return /^[A-Za-z0-9_./:@%+=,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
