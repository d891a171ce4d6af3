/**
 * Prettier and TypeScript, loaded the first time they are needed rather than
 * when the command line starts: together they took most of a second at every
 * start (`rulewright help` 1.6 s), though most commands never use them.
 */
import type * as Prettier from "prettier";
import type TypeScript from "typescript";

let prettier: Promise<typeof Prettier> | undefined;
let typescript: Promise<typeof TypeScript> | undefined;

/** Prettier, to format generated modules and references. */
export function prettierModule(): Promise<typeof Prettier> {
  return (prettier ??= import("prettier"));
}

/** The TypeScript compiler, to emit JavaScript and declarations. */
export function typescriptModule(): Promise<typeof TypeScript> {
  return (typescript ??= import("typescript").then((m) => (m as unknown as { default: typeof TypeScript }).default ?? (m as unknown as typeof TypeScript)));
}
