/**
 * The `rulewright` command line. `main` takes its arguments and an output
 * sink and returns the exit code, so tests run it in-process; the shim in
 * `bin/rulewright.js` connects it to the real process. Each command lives in
 * `bin/commands/`.
 *
 * Exit codes: 0 success, 1 problems found in the input, 2 bad usage.
 */
import { buildAll } from "./build.js";
import { check } from "./commands/check.js";
import { compileCommand } from "./commands/compile.js";
import { exportCommand } from "./commands/export-rtt.js";
import { playCommand, replayCommand, serveCommand, simulateCommand } from "./commands/engines.js";
import { fmt } from "./commands/fmt.js";
import { model } from "./commands/model.js";
import { parseArgs, processIo, usageError, type Io } from "./io.js";
import { EngineCacheError } from "../generator/load-engine.js";

export { checkPaths } from "./commands/check.js";
export type { Io } from "./io.js";

const USAGE = `rulewright: board wargames as text specs

Usage:
  rulewright check [--json] <paths...>      parse and check specs (files or folders)
  rulewright fmt [--check] <paths...>       rewrite specs in canonical layout
  rulewright model <game> [--scenario S] [--variant V ...] [--players N] [--json]
                                            print the checked, resolved model of a game
  rulewright build [<game|folder> ...] [--out <dir>]
                                            check the games, then write their engine modules
                                            (<dir>/generated/<game>/) and rules references
                                            (<dir>/docs/games/<game>/); all or nothing
  rulewright compile <game|folder> [--scenario S] [--variant V ...] --out <dir>
                                            an engine module for that game, scenario and variants,
                                            as index.js + index.d.ts, loadable from any folder
  rulewright export rtt <game|folder> --out <dir> [--title-id ID] [--fuzz N]
                                            a Rally the Troops module: rules.js (the engine, every
                                            scenario and variant, in one CommonJS file) and a
                                            generic client; --fuzz N then plays N random games of it
                                            under a fuzzer; see docs/rally-the-troops.md
  rulewright simulate <game> [--scenario S] [--variant V ...] [--players N] [--games N] [--seed N] [--agent SIDE=BOT ...]
                    [--max-steps N] [--workers N] [--no-checks] [--json]
                                            play random games (on --workers threads, all cores by
                                            default; --no-checks skips the invariants); report
                                            outcomes, lengths, speed and faults; --agent army=mcts:1s
                                            has a bot play a side (random, greedy, mcts, mcts:400
                                            iterations, mcts:1s or mcts:250ms a move)
  rulewright play <game> [--scenario S] [--variant V ...] [--players N] [--seed N] [--as SIDE[,SIDE]] [--bot BOT]
                                            play in the terminal, one decision at a time; with --as,
                                            you play those sides and the computer the others (at
                                            random, or as --bot says: greedy, mcts, mcts:1s); the
                                            game's chance comes from a secret of the system's
                                            (--seed N: a reproducible game), and it is saved for replay
  rulewright serve <game> [--scenario S] [--variant V ...] [--players N] [--seed N] [--port N] [--host A] [--agent SIDE=BOT ...]
  rulewright serve --load <saved-game> [--spec <folder>] [--port N] [--agent SIDE=BOT ...]
                                            play in a browser: a page for each side (and one for
                                            everyone at one screen) at http://127.0.0.1:N/ (8080;
                                            0 takes a free port; --host 0.0.0.0 lets other computers
                                            in); --agent has a bot take a seat;
                                            stopping saves the game, --load goes on with one
  rulewright replay <saved-game> [--spec <folder>]
                                            replay a saved game (its game from specs/ by name, or
                                            from the folder named) and check it reaches its recorded end
  rulewright lsp [--stdio]                  a language server for .rules files over stdin and
                                            stdout, for editors (see editors/vscode)
  rulewright help                           this text

A <game> is a folder under specs/ (e.g. apache), a folder, or a .rules file.
Seeds are whole numbers from 0 to 4294967295; --games and --max-steps at least 1.
Options are given once each, except --variant.
Exit codes: 0 fine, 1 problems in the input, 2 bad usage.`;

/** Runs the command line; returns the exit code. */
export async function main(argv: string[], io: Io = processIo, input?: AsyncIterable<string>): Promise<number> {
  const [command, ...args] = argv;
  try {
    switch (command) {
      case "check":
        return check(args, io);
      case "fmt":
        return fmt(args, io);
      case "model":
        return model(args, io);
      case "build":
        return await build(args, io);
      case "compile":
        return await compileCommand(args, io);
      case "export":
        return await exportCommand(args, io);
      case "lsp": {
        if (args.length > 0 && !(args.length === 1 && args[0] === "--stdio")) return usageError(io, "lsp takes no arguments but --stdio: it talks to an editor over stdin and stdout");
        // Loaded only here: the language server's packages are needed by nothing else.
        const { startLanguageServer } = await import("./lsp.js");
        startLanguageServer();
        // The server runs until the editor tells it to exit, which ends the process.
        return await new Promise<number>(() => undefined);
      }
      case "simulate":
        return await simulateCommand(args, io);
      case "play":
        return await playCommand(args, io, input);
      case "replay":
        return await replayCommand(args, io);
      case "serve":
        return await serveCommand(args, io);
      case undefined:
      case "help":
      case "--help":
      case "-h":
        io.out(USAGE);
        return command === undefined ? 2 : 0;
      default:
        io.err(`rulewright: unknown command '${command}'\n\n${USAGE}`);
        return 2;
    }
  } catch (err) {
    // The machine, not the spec: no place to write compiled engines, or a working folder deleted under us.
    if (err instanceof EngineCacheError) {
      io.err(`rulewright: ${err.message}`);
      return 1;
    }
    if ((err as NodeJS.ErrnoException).syscall === "uv_cwd") {
      io.err("rulewright: the working folder no longer exists (it was deleted or moved); change to a folder that exists and run the command again");
      return 1;
    }
    // Bad input is reported as diagnostics; reaching here is a fault of ours, reported without a stack trace.
    io.err(`rulewright: internal error: ${(err as Error).message}\nPlease report this with the spec that caused it.`);
    return 70;
  }
}

async function build(args: string[], io: Io): Promise<number> {
  const { flags, rest, error } = parseArgs(args, ["--out"], []);
  if (error) return usageError(io, error);
  return buildAll(rest, io, flags.get("--out")?.[0]);
}
