/** `rulewright model`: print the checked model of a game, with a scenario and variants applied. */
import { checkGame } from "../../dsl/check.js";
import { resolveModel, ResolveError } from "../../dsl/resolve-model.js";
import { findGame } from "../bundled.js";
import { parseArgs, printDiagnostics, summary, usageError, type Io } from "../io.js";

export function model(args: string[], io: Io): number {
  const { flags, rest, error } = parseArgs(args, ["--scenario", "--variant", "--players"], ["--json"]);
  if (error) return usageError(io, error);
  if (rest.length !== 1) return usageError(io, "model needs exactly one game, e.g. 'rulewright model apache --json'");
  const game = rest[0]!;
  const entry = findGame(game);
  if (!entry) return usageError(io, `cannot find game '${game}': expected specs/${game}/game.rules, a game that comes with Rulewright, a folder with a game.rules, or a .rules file`);
  const checked = checkGame(entry);
  const errors = checked.diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0) {
    printDiagnostics(io, checked.diagnostics, checked.loaded.texts);
    io.out(`the model of '${game}' cannot be printed: ${summary(checked.diagnostics)}`);
    return 1;
  }
  const playersText = flags.get("--players")?.[0];
  const players = playersText === undefined ? undefined : Number(playersText);
  if (players !== undefined && !Number.isInteger(players)) return usageError(io, `--players needs a whole number, not '${playersText}'`);
  let resolved;
  try {
    const scenario = flags.get("--scenario")?.[0];
    resolved = resolveModel(checked.model, {
      ...(scenario !== undefined ? { scenario } : {}),
      variants: flags.get("--variant") ?? [],
      ...(players !== undefined ? { players } : {}),
    });
  } catch (err) {
    if (err instanceof ResolveError) {
      io.err(`rulewright: ${err.message}`);
      return 1;
    }
    throw err;
  }
  if (flags.has("--json")) {
    io.out(JSON.stringify(resolved, null, 2));
    return 0;
  }
  const m = resolved;
  io.out(`${m.game.title ?? m.game.id} (${m.game.id})`);
  const counts: [string, number][] = [
    ["types", m.types.length],
    ["sides", m.sides.length],
    ["maps", m.maps.length],
    ["areas", m.maps.reduce((n, x) => n + (x.areas?.length ?? 0), 0)],
    ["pieces", m.pieces.length],
    ["holders", m.holders.length],
    ["tables", m.tables.length],
    ["sequences", m.sequences.length],
    ["rules", m.rules.length],
    ["invariants", m.invariants.length],
    ["procedures", m.procedures.length],
    ["scenarios", m.scenarios.length],
    ["variants", m.variants.length],
    ["assumptions", m.assumptions.length],
  ];
  for (const [k, n] of counts) if (n > 0) io.out(`  ${k}: ${n}`);
  io.out("Use --json for the full model.");
  return 0;
}
