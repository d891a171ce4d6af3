/**
 * A minimal language client over stdio, as an editor drives `rulewright lsp`:
 * JSON-RPC messages framed by Content-Length headers, requests awaited by
 * id, notifications kept for the caller to wait on. Used by the language
 * server's tests and by `npm run bench` (edit-to-diagnostics time).
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

export interface Message {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { code: number; message: string };
}

export class LspClient {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private nextId = 0;
  private readonly waiting = new Map<number, (m: Message) => void>();
  /** Notifications from the server, oldest first, until taken. */
  readonly notifications: Message[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(cwd = process.cwd()) {
    this.child = spawn(process.execPath, [resolve("bin/rulewright.js"), "lsp", "--stdio"], { cwd, stdio: ["pipe", "pipe", "pipe"] });
    this.child.stdout.on("data", (d: Buffer) => this.read(d));
  }

  private read(data: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, data]);
    for (;;) {
      const head = this.buffer.indexOf("\r\n\r\n");
      if (head < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, head).toString())?.[1]);
      if (this.buffer.length < head + 4 + length) return;
      const message = JSON.parse(this.buffer.subarray(head + 4, head + 4 + length).toString()) as Message;
      this.buffer = this.buffer.subarray(head + 4 + length);
      const answer = message.id !== undefined && message.method === undefined ? this.waiting.get(message.id) : undefined;
      if (answer) {
        this.waiting.delete(message.id!);
        answer(message);
      } else if (message.method !== undefined && message.id !== undefined) {
        // A request from the server (configuration, capabilities): answered with nothing.
        this.send({ id: message.id, result: null });
      } else {
        this.notifications.push(message);
        for (const l of this.listeners) l();
      }
    }
  }

  private send(message: object): void {
    const text = JSON.stringify({ jsonrpc: "2.0", ...message });
    this.child.stdin.write(`Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`);
  }

  request<T = unknown>(method: string, params?: unknown): Promise<Message & { result?: T }> {
    const id = ++this.nextId;
    return new Promise((done) => {
      this.waiting.set(id, done as (m: Message) => void);
      this.send({ id, method, params });
    });
  }

  notify(method: string, params?: unknown): void {
    this.send({ method, params });
  }

  /** Waits for (and takes) the next notification that `match` accepts. */
  next(match: (m: Message) => boolean, timeoutMs = 30_000): Promise<Message> {
    return new Promise((done, fail) => {
      const look = () => {
        const i = this.notifications.findIndex(match);
        if (i < 0) return false;
        this.listeners.delete(look as () => void);
        clearTimeout(timer);
        done(this.notifications.splice(i, 1)[0]!);
        return true;
      };
      const timer = setTimeout(() => {
        this.listeners.delete(look as () => void);
        fail(new Error("no such notification came"));
      }, timeoutMs);
      if (!look()) this.listeners.add(look as () => void);
    });
  }

  /** The next diagnostics published for a file. */
  diagnostics(file: string): Promise<{ uri: string; diagnostics: { message: string; severity: number; range: { start: { line: number; character: number } } }[] }> {
    const uri = uriOf(file);
    return this.next((m) => m.method === "textDocument/publishDiagnostics" && (m.params as { uri: string }).uri === uri).then((m) => m.params as never);
  }

  async initialize(): Promise<Message> {
    const r = await this.request("initialize", { processId: process.pid, rootUri: null, capabilities: {} });
    this.notify("initialized", {});
    return r;
  }

  async close(): Promise<void> {
    await this.request("shutdown");
    this.notify("exit");
    await new Promise((done) => this.child.once("exit", done));
  }
}

export const uriOf = (file: string): string => pathToFileURL(resolve(file)).toString();
