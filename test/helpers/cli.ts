/** Runs the command line in-process, collecting what it prints and its exit code. */
import { main, type Io } from "../../bin/cli.js";

export async function runCli(argv: string[], input?: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const io: Io = { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`) };
  const lines = input ? (async function* () { yield* input; })() : undefined;
  const code = await main(argv, io, lines);
  return { code, out, err };
}
