/**
 * `rulewright lsp`: a language server for `.rules` files over stdio, built on
 * the maintained `vscode-languageserver` packages. Each open file is checked
 * as part of its game (the nearest `game.rules` whose imports reach it), with
 * the editor's unsaved text in place of the file's, and scenario and variant
 * files as applied to their base game (as `rulewright check` does). What an
 * editor asks is answered from the checked game's reference index
 * (`dsl/references.ts`): hover, go to definition, find references, rename,
 * completion, document outline and semantic highlighting; formatting is
 * `rulewright fmt`'s. After an edit, unchanged files are neither parsed
 * (`ParseCache`) nor lowered again, and only what the edit can change is
 * checked again (`CheckMemo`).
 */
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import lspNode from "vscode-languageserver/node.js";
import type * as L from "vscode-languageserver";
import { TextDocument } from "vscode-languageserver-textdocument";
import { COMMANDS, CONSTANTS, FUNCTIONS, KEYWORD_TYPES, showTy, type Signature } from "../dsl/builtins.js";
import { exprTypeOf } from "../dsl/source-locations.js";
import { appliedDiagnosticsInSteps, checkGame, type CheckedGame } from "../dsl/check.js";
import type { Diagnostic } from "../dsl/diagnostics.js";
import { formatText } from "../dsl/format.js";
import { parseText } from "../dsl/parse.js";
import { expectedAt, fits } from "../dsl/expected.js";
import { buildReferenceIndex, type Declaration, type Reference, type ReferenceIndex } from "../dsl/references.js";
import { modelSchema, type SchemaNode } from "../dsl/schema-info.js";
import { Identifier, rulesLexer } from "../dsl/tokens.js";
import { CheckMemo } from "../dsl/check-memo.js";
import { declaresGame, diskHost, loadGame, ParseCache, type FileHost } from "../dsl/workspace.js";

const { createConnection, TextDocuments, ProposedFeatures, DiagnosticSeverity, SymbolKind, CompletionItemKind, ResponseError, ErrorCodes, TextDocumentSyncKind, MarkupKind } = lspNode;

/** A name as the lexer reads one (`Identifier`'s pattern). */
const NAME = (Identifier.PATTERN as RegExp).source;

/** The semantic token types the server reports, in the order of their numbers. */
export const TOKEN_TYPES = ["keyword", "type", "class", "function", "variable", "enumMember", "property", "string", "number", "comment", "parameter"] as const;
type TokenTypeName = (typeof TOKEN_TYPES)[number];

/** What a declaration's keyword is shown as in an outline and in highlighting. */
function kindOf(keyword: string): { symbol: L.SymbolKind; token: TokenTypeName; completion: L.CompletionItemKind } {
  if (keyword === "value") return { symbol: SymbolKind.EnumMember, token: "enumMember", completion: CompletionItemKind.EnumMember };
  if (keyword === "type") return { symbol: SymbolKind.Enum, token: "type", completion: CompletionItemKind.Enum };
  if (keyword === "procedure" || keyword === "function") return { symbol: SymbolKind.Function, token: "function", completion: CompletionItemKind.Function };
  if (keyword === "side" || keyword === "game") return { symbol: SymbolKind.Module, token: "class", completion: CompletionItemKind.Module };
  if (["area", "territory", "map"].includes(keyword)) return { symbol: SymbolKind.Namespace, token: "class", completion: CompletionItemKind.Reference };
  if (["track", "table"].includes(keyword)) return { symbol: SymbolKind.Array, token: "variable", completion: CompletionItemKind.Variable };
  if (KEYWORD_TYPES[keyword] === "piece") return { symbol: SymbolKind.Class, token: "class", completion: CompletionItemKind.Class };
  if (KEYWORD_TYPES[keyword] === "step") return { symbol: SymbolKind.Event, token: "function", completion: CompletionItemKind.Event };
  return { symbol: SymbolKind.Object, token: "variable", completion: CompletionItemKind.Value };
}

interface GameState {
  entry: string;
  checked: CheckedGame;
  /** Built when first asked for after a check: typing re-checks often, and asks little in between. */
  readonly index: ReferenceIndex;
  /** Files diagnostics were last published for, to clear them when a file is clean. */
  published: Set<string>;
}

/**
 * Starts a server on a connection (stdio by default). Returns when the
 * connection is listening; the process ends when the editor says exit.
 */
export function startLanguageServer(input: NodeJS.ReadableStream = process.stdin, output: NodeJS.WritableStream = process.stdout): void {
  const connection = createConnection(ProposedFeatures.all, input, output);
  const documents = new TextDocuments(TextDocument);
  const cache = new ParseCache();
  const games = new Map<string, GameState>();
  /** What each game's checks keep (files as lowered, findings), so that an edit checks again only what it can change. */
  const memos = new Map<string, CheckMemo>();
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  /** How many checks were made: a late part of a check stands down when a newer one started. */
  let checks = 0;

  const pathOf = (uri: string): string => (uri.startsWith("file:") ? fileURLToPath(uri) : uri);
  const uriOf = (path: string): string => pathToFileURL(resolve(path)).toString();
  /** Files read as the editor has them: an open document's text, or else the disk's. */
  const host: FileHost = {
    read: (path) => documents.get(uriOf(path))?.getText() ?? diskHost.read(path),
    realPath: (path) => (documents.get(uriOf(path)) ? resolve(path) : (diskHost.realPath?.(path) ?? resolve(path))),
  };

  /** The entry of the game a file belongs to: itself if it declares a game, else the nearest `game.rules` above whose imports reach it. */
  const entryOf = (file: string): string | undefined => {
    const target = resolve(file);
    const text = host.read(target);
    if (text !== undefined && declaresGame(text)) return target;
    let dir = dirname(target);
    for (let depth = 0; depth < 8; depth++) {
      const candidate = join(dir, "game.rules");
      if (candidate !== target && (existsSync(candidate) || documents.get(uriOf(candidate)))) {
        const checked = games.get(candidate)?.checked;
        // Loading (parsing, through the cache) tells which files the game has; checking comes after.
        const files = (checked ? checked.loaded : loadGame(candidate, host, cache)).files.map((f) => resolve(f.path));
        if (files.includes(target)) return candidate;
      }
      if (dirname(dir) === dir) break;
      dir = dirname(dir);
    }
    return undefined;
  };

  const toRange = (loc: { line: number; col: number; endLine: number; endCol: number }): L.Range => ({
    start: { line: loc.line - 1, character: loc.col - 1 },
    end: { line: loc.endLine - 1, character: loc.endCol - 1 },
  });

  const publish = (diagnostics: Diagnostic[], files: Iterable<string>, before: Set<string>): Set<string> => {
    const byFile = new Map<string, L.Diagnostic[]>();
    for (const f of files) byFile.set(resolve(f), []);
    for (const d of diagnostics) {
      const list = byFile.get(resolve(d.file)) ?? [];
      byFile.set(resolve(d.file), list);
      list.push({
        range: toRange(d),
        severity: d.severity === "error" ? DiagnosticSeverity.Error : d.severity === "warning" ? DiagnosticSeverity.Warning : DiagnosticSeverity.Information,
        code: d.code,
        source: "rulewright",
        message: d.message,
        ...(d.related ? { relatedInformation: d.related.map((r) => ({ message: r.message, location: { uri: uriOf(r.file), range: toRange({ line: r.line, col: r.col, endLine: r.line, endCol: r.col }) } })) } : {}),
      });
    }
    for (const f of before) if (!byFile.has(f)) byFile.set(f, []);
    for (const [f, list] of byFile) void connection.sendDiagnostics({ uri: uriOf(f), diagnostics: list });
    return new Set(byFile.keys());
  };

  /** Checks the game a document belongs to (or the document alone, when no game reaches it) and publishes what was found. */
  const check = (uri: string): void => {
    const file = resolve(pathOf(uri));
    const entry = entryOf(file);
    if (!entry) {
      const parsed = parseText(host.read(file) ?? "", file);
      publish(parsed.diagnostics, [file], new Set());
      return;
    }
    // The game first, its scenarios and variants as applied after (most of the time, when a game has
    // several): what a change breaks in the game itself shows at once.
    let memo = memos.get(entry);
    if (!memo) memos.set(entry, (memo = new CheckMemo()));
    const checked = checkGame(entry, host, cache, { overlays: false, memo });
    const before = games.get(entry)?.published ?? new Set<string>();
    const files = checked.loaded.files.map((f) => f.path);
    const published = publish(checked.diagnostics, files, before);
    const stamp = ++checks;
    // One applied game at a time, giving way to newer edits (which make these findings old news).
    void appliedDiagnosticsInSteps(checked, () => stamp !== checks || pending.size > 0, memo).then((all) => {
      if (all && stamp === checks && all.length !== checked.diagnostics.length) publish(all, files, published);
    });
    let index: ReferenceIndex | undefined;
    games.set(entry, {
      entry,
      checked,
      get index() {
        return (index ??= buildReferenceIndex(checked));
      },
      published,
    });
  };
  const schedule = (uri: string): void => {
    clearTimeout(pending.get(uri));
    pending.set(
      uri,
      setTimeout(() => {
        pending.delete(uri);
        check(uri);
      }, 100),
    );
  };

  /** The checked game of a document, checking it first if an edit is waiting. */
  const gameOf = (uri: string): GameState | undefined => {
    if (pending.has(uri)) {
      clearTimeout(pending.get(uri));
      pending.delete(uri);
      check(uri);
    }
    const file = resolve(pathOf(uri));
    for (const g of games.values()) if (g.checked.loaded.files.some((f) => resolve(f.path) === file)) return g;
    return undefined;
  };

  /** The declaration (and the reference, if it is one) at a position. */
  const at = (params: L.TextDocumentPositionParams): { game: GameState; declaration: Declaration; reference?: Reference; span: { file: string; start: number; end: number } } | undefined => {
    const doc = documents.get(params.textDocument.uri);
    const game = gameOf(params.textDocument.uri);
    if (!doc || !game) return undefined;
    const file = resolve(pathOf(params.textDocument.uri));
    const offset = doc.offsetAt(params.position);
    const found = game.index.at(file, offset);
    if (!found) return undefined;
    const loc = found.reference?.loc ?? found.declaration.loc;
    return { game, declaration: found.declaration, ...(found.reference ? { reference: found.reference } : {}), span: { file, start: loc.start, end: loc.end } };
  };
  const locationOf = (d: { file: string; loc: { line: number; col: number; endLine: number; endCol: number } }): L.Location => ({ uri: uriOf(d.file), range: toRange(d.loc) });

  /** The word (a name) at a position, for built-ins the index does not hold. */
  const wordAt = (params: L.TextDocumentPositionParams): string | undefined => {
    const doc = documents.get(params.textDocument.uri);
    if (!doc) return undefined;
    const line = doc.getText({ start: { line: params.position.line, character: 0 }, end: { line: params.position.line + 1, character: 0 } });
    for (const m of line.matchAll(new RegExp(NAME, "g"))) {
      if (m.index! <= params.position.character && params.position.character <= m.index! + m[0].length) return m[0];
    }
    return undefined;
  };

  connection.onInitialize(
    (): L.InitializeResult => ({
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        hoverProvider: true,
        definitionProvider: true,
        referencesProvider: true,
        renameProvider: { prepareProvider: true },
        completionProvider: { triggerCharacters: [":", " ", "(", ","] },
        documentSymbolProvider: true,
        documentFormattingProvider: true,
        semanticTokensProvider: { legend: { tokenTypes: [...TOKEN_TYPES], tokenModifiers: ["declaration"] }, full: true },
      },
      serverInfo: { name: "rulewright" },
    }),
  );

  // Opening a document changes its content too: one check for both.
  documents.onDidChangeContent((e) => schedule(e.document.uri));
  documents.onDidClose((e) => {
    clearTimeout(pending.get(e.document.uri));
    pending.delete(e.document.uri);
  });

  connection.onHover((params): L.Hover | null => {
    const found = at(params);
    if (found) {
      // Where the name is used: the declaration around it, unless it is the one named.
      const around = found.game.index.containing(found.span.file, found.span.start);
      const within = around && around !== found.declaration ? `\n\n*In ${around.keyword} \`${around.id}\`*` : "";
      // A local's type, as the checker inferred it where it is used.
      const uses = found.reference ? [found.reference] : found.game.index.referencesTo(found.declaration);
      const typed = found.declaration.keyword === "local" ? uses.map((r) => exprTypeOf(r.node)).find((t) => t !== undefined) : undefined;
      const head = found.declaration.keyword === "local" ? `**local** \`${found.declaration.id}\`${typed ? `: ${showTy(typed)}` : ""}` : describe(found.declaration, found.game);
      return { contents: { kind: MarkupKind.Markdown, value: head + within } };
    }
    const word = wordAt(params);
    const builtin = word === undefined ? undefined : (FUNCTIONS[word] ?? COMMANDS[word]);
    if (word !== undefined && builtin) return { contents: { kind: MarkupKind.Markdown, value: `**built-in ${FUNCTIONS[word] ? "function" : "command"}** \`${signature(word, builtin)}\`\n\n${builtin.doc}` } };
    if (word !== undefined && CONSTANTS[word]) return { contents: { kind: MarkupKind.Markdown, value: `**built-in name** \`${word}\`\n\n${CONSTANTS[word]!.doc}` } };
    return null;
  });

  connection.onDefinition((params): L.Location | null => {
    const found = at(params);
    if (found) return locationOf(found.declaration);
    // An import's file: `import "cards.rules"` leads to the file, found beside the one importing it.
    const doc = documents.get(params.textDocument.uri);
    const line = doc?.getText({ start: { line: params.position.line, character: 0 }, end: { line: params.position.line + 1, character: 0 } }) ?? "";
    const m = /^\s*import\s+"([^"]+)"/.exec(line);
    if (m && params.position.character >= line.indexOf('"') && params.position.character <= line.lastIndexOf('"') + 1) {
      const target = resolve(dirname(pathOf(params.textDocument.uri)), m[1]!);
      if (existsSync(target) || documents.get(uriOf(target))) return { uri: uriOf(target), range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } };
    }
    return null;
  });

  connection.onReferences((params): L.Location[] => {
    const found = at(params);
    if (!found) return [];
    const refs = found.game.index.referencesTo(found.declaration).map(locationOf);
    return params.context.includeDeclaration ? [locationOf(found.declaration), ...refs] : refs;
  });

  connection.onPrepareRename((params): L.Range | null => {
    const found = at(params);
    const doc = documents.get(params.textDocument.uri);
    if (!found || !doc) return null;
    return { start: doc.positionAt(found.span.start), end: doc.positionAt(found.span.end) };
  });

  connection.onRenameRequest((params): L.WorkspaceEdit => {
    const found = at(params);
    if (!found) throw new ResponseError(ErrorCodes.InvalidRequest, "there is no declared name here to rename");
    const name = params.newName;
    if (!new RegExp(`^${NAME}$`).test(name) || rulesLexer.tokenize(name).tokens[0]?.tokenType.name !== "Identifier") {
      throw new ResponseError(ErrorCodes.InvalidParams, `'${name}' cannot be a name: a name is letters, digits and inner hyphens, and not a reserved word`);
    }
    const d = found.declaration;
    const clash = found.game.index.declarations.find((x) => x.id === name && x !== d);
    if (clash) throw new ResponseError(ErrorCodes.InvalidParams, `'${name}' is already the name of ${clash.keyword} '${clash.id}' (${clash.file}:${clash.loc.line}); renaming would make the two one`);
    if (FUNCTIONS[name] || COMMANDS[name] || CONSTANTS[name]) throw new ResponseError(ErrorCodes.InvalidParams, `'${name}' is the name of a built-in`);
    const changes: Record<string, L.TextEdit[]> = {};
    for (const span of [d, ...found.game.index.referencesTo(d)]) {
      const uri = uriOf(span.file);
      (changes[uri] ??= []).push({ range: toRange(span.loc), newText: name });
    }
    return { changes };
  });

  connection.onCompletion((params): L.CompletionItem[] => {
    const game = gameOf(params.textDocument.uri);
    const doc = documents.get(params.textDocument.uri);
    if (!doc) return [];
    const before = doc.getText({ start: { line: params.position.line, character: 0 }, end: params.position });
    // After `key:` (or a list of its values), only declarations of the kinds that property refers to.
    const key = /([A-Za-z][A-Za-z0-9-]*)\s*:\s*(?:[A-Za-z0-9_-]+\s*,\s*)*[A-Za-z0-9_-]*$/.exec(before)?.[1];
    // Inside a call, only what its parameter takes (`pieces-of(` a side first; a spec's own procedure's types too).
    const expected = expectedAt(before, (name) => {
      const decl = game?.checked.symbols.base.lookup(name);
      const ps = decl?.obj["params"] as { type: string }[] | undefined;
      return decl && (decl.keyword === "function" || decl.keyword === "procedure") ? (ps ?? []).map((p) => p.type) : undefined;
    });
    const kinds = key === undefined ? undefined : refersTo(key);
    const wanted = (d: Declaration) => (kinds !== undefined ? kinds.includes(d.keyword) : expected === undefined || fits(d.keyword, d.keyword === "value" ? String(d.obj["id"]) : undefined, expected));
    const items: L.CompletionItem[] = [];
    const seen = new Set<string>();
    for (const d of game?.index.declarations ?? []) {
      if (seen.has(d.id) || !wanted(d)) continue;
      seen.add(d.id);
      items.push({ label: d.id, kind: kindOf(d.keyword).completion, detail: `${d.keyword}${typeof d.obj["title"] === "string" && d.keyword !== "value" ? ` "${d.obj["title"]}"` : ""}` });
    }
    if (kinds === undefined && expected === undefined) {
      for (const [name, f] of Object.entries(FUNCTIONS)) items.push({ label: name, kind: CompletionItemKind.Function, detail: signature(name, f), documentation: f.doc });
      for (const [name, c] of Object.entries(COMMANDS)) items.push({ label: name, kind: CompletionItemKind.Method, detail: signature(name, c), documentation: c.doc });
      for (const [name, c] of Object.entries(CONSTANTS)) items.push({ label: name, kind: CompletionItemKind.Constant, documentation: c.doc });
    }
    return items;
  });

  // The outline: each declaration with what is declared inside it (a map's areas), by where each is written.
  connection.onDocumentSymbol((params): L.DocumentSymbol[] => {
    const game = gameOf(params.textDocument.uri);
    const file = resolve(pathOf(params.textDocument.uri));
    const decls = (game?.index.declarations ?? []).filter((d) => resolve(d.file) === file && d.keyword !== "value").sort((a, b) => a.range.start - b.range.start || b.range.end - a.range.end);
    const roots: L.DocumentSymbol[] = [];
    const open: { end: number; symbol: L.DocumentSymbol }[] = [];
    for (const d of decls) {
      while (open.length > 0 && open.at(-1)!.end < d.range.end) open.pop();
      const symbol: L.DocumentSymbol = { name: d.id, detail: d.keyword, kind: kindOf(d.keyword).symbol, range: toRange(d.range), selectionRange: toRange(d.loc), children: [] };
      (open.length > 0 ? open.at(-1)!.symbol.children! : roots).push(symbol);
      open.push({ end: d.range.end, symbol });
    }
    return roots;
  });

  connection.onDocumentFormatting((params): L.TextEdit[] => {
    const doc = documents.get(params.textDocument.uri);
    if (!doc) return [];
    const result = formatText(doc.getText(), pathOf(params.textDocument.uri));
    if (result.text === undefined || result.text === doc.getText()) return [];
    return [{ range: { start: { line: 0, character: 0 }, end: doc.positionAt(doc.getText().length) }, newText: result.text }];
  });

  connection.languages.semanticTokens.on((params): L.SemanticTokens => {
    const doc = documents.get(params.textDocument.uri);
    if (!doc) return { data: [] };
    const game = gameOf(params.textDocument.uri);
    const file = resolve(pathOf(params.textDocument.uri));
    const lexed = rulesLexer.tokenize(doc.getText());
    const spans: { line: number; col: number; length: number; type: number; declaration: boolean }[] = [];
    const push = (line: number, col: number, length: number, type: TokenTypeName, declaration = false) => spans.push({ line, col, length, type: TOKEN_TYPES.indexOf(type), declaration });
    for (const tok of lexed.tokens) {
      const line = tok.startLine! - 1;
      const col = tok.startColumn! - 1;
      const name = tok.tokenType.name;
      if (name === "StringLiteral") push(line, col, tok.image.length, "string");
      else if (name === "Integer" || name === "Decimal" || name === "Dice") push(line, col, tok.image.length, "number");
      else if (name.startsWith("Kw_")) push(line, col, tok.image.length, "keyword");
      else if (name === "Identifier") {
        const found = game?.index.at(file, tok.startOffset);
        if (found && found.declaration.id === tok.image) push(line, col, tok.image.length, kindOf(found.declaration.keyword).token, found.reference === undefined);
      }
    }
    for (const c of (lexed.groups["comments"] ?? []) as { startLine?: number; startColumn?: number; image: string }[]) push(c.startLine! - 1, c.startColumn! - 1, c.image.length, "comment");
    spans.sort((a, b) => a.line - b.line || a.col - b.col);
    const data: number[] = [];
    let lastLine = 0;
    let lastCol = 0;
    for (const s of spans) {
      data.push(s.line - lastLine, s.line === lastLine ? s.col - lastCol : s.col, s.length, s.type, s.declaration ? 1 : 0);
      lastLine = s.line;
      lastCol = s.col;
    }
    return { data };
  });

  documents.listen(connection);
  connection.listen();
}

/** A built-in's call as written: `reachable(any, int, side?, piece?)`. */
function signature(name: string, s: Signature): string {
  const optionalFrom = s.params.length - (s.optional ?? 0);
  const params = s.params.map((p, i) => (i >= optionalFrom ? `${p}?` : p));
  if (s.rest) params.push(`...${s.rest}`);
  return `${name}(${params.join(", ")})${s.returns === "void" ? "" : `: ${s.returns}`}`;
}

/** Hover text for a declaration: its keyword and name, title, rule section, prose, and what it holds. */
function describe(d: Declaration, game: GameState): string {
  const o = d.obj;
  if (d.keyword === "value") {
    const owner = `${String(game.checked.symbols.base.lookup(String(o["id"]))?.keyword ?? "type")} \`${String(o["id"])}\``;
    return `**value** \`${d.id}\` of ${owner}`;
  }
  const lines = [`**${d.keyword}** \`${d.id}\`${typeof o["title"] === "string" ? ` — ${o["title"]}` : ""}`];
  if (typeof o["rule"] === "string") lines.push(`Rule ${o["rule"]}`);
  if (d.overlay) lines.push(`Declared in ${String((d.overlay as { keyword?: unknown }).keyword ?? "overlay")} \`${String(d.overlay["id"])}\``);
  if (typeof o["description"] === "string") lines.push(o["description"]);
  if (Array.isArray(o["values"])) lines.push(`Values: ${(o["values"] as unknown[]).join(", ")}`);
  if (Array.isArray(o["params"])) lines.push(`Parameters: ${(o["params"] as { name: string; type: string }[]).map((p) => `${p.name}: ${p.type}`).join(", ")}`);
  if (typeof o["assume"] === "string") lines.push(`Assumption: ${o["assume"]}`);
  return lines.join("\n\n");
}

/** The declaration kinds a property refers to wherever the schema declares it (`owner` → side), if it names declarations. */
function refersTo(key: string): string[] | undefined {
  const kinds = new Set<string>();
  const visit = (node: SchemaNode | undefined, depth: number): void => {
    if (!node || depth > 8) return;
    for (const [k, v] of Object.entries(node.properties ?? {})) {
      const target = v["x-refers-to"] ?? v.items?.["x-refers-to"];
      if (k === key && target) for (const t of target) kinds.add(t);
    }
  };
  for (const def of Object.values(modelSchema.definitions ?? {})) visit(def, 0);
  visit(modelSchema, 0);
  return kinds.size > 0 ? [...kinds] : undefined;
}
