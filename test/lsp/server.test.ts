/**
 * `rulewright lsp`, driven over stdio as an editor drives it: open, change,
 * hover, definition, references, rename, completion, outline, formatting and
 * semantic tokens on the real specs. Positions are found in the files' own
 * text, so the tests follow the specs as they change.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LspClient, uriOf } from "../../bench/lsp-client.js";
import { formatText } from "../../dsl/format.js";

const OWM = "specs/once-we-moved-like-the-wind";
const movement = `${OWM}/movement.rules`;
const movementText = readFileSync(movement, "utf8");

/** The position of the `nth` occurrence of `needle` in `text`, `into` characters into it. */
function positionOf(text: string, needle: string, into = 1, nth = 0): { line: number; character: number } {
  let at = -1;
  for (let i = 0; i <= nth; i++) at = text.indexOf(needle, at + 1);
  if (at < 0) throw new Error(`'${needle}' is not in the text`);
  const before = text.slice(0, at + into);
  return { line: before.split("\n").length - 1, character: before.length - before.lastIndexOf("\n") - 1 };
}

let client: LspClient;
let version = 1;
const open = (file: string, text = readFileSync(file, "utf8")) => client.notify("textDocument/didOpen", { textDocument: { uri: uriOf(file), languageId: "rules", version: 1, text } });
// Diagnostics published before a change (for every file of a game, at each check) are old news after it.
const change = (file: string, text: string) => {
  client.notifications.length = 0;
  sendChange(file, text);
};
const sendChange = (file: string, text: string) => client.notify("textDocument/didChange", { textDocument: { uri: uriOf(file), version: ++version }, contentChanges: [{ text }] });
const at = (file: string, needle: string, into = 1, nth = 0) => ({ textDocument: { uri: uriOf(file) }, position: positionOf(readFileSync(file, "utf8"), needle, into, nth) });

beforeAll(async () => {
  client = new LspClient();
  const init = await client.initialize();
  expect((init.result as { capabilities: Record<string, unknown> }).capabilities).toMatchObject({ hoverProvider: true, definitionProvider: true, referencesProvider: true, documentFormattingProvider: true });
  open(movement, movementText);
  // The whole game is checked: every file of it gets its diagnostics (none, for the spec as it is).
  expect((await client.diagnostics(movement)).diagnostics).toEqual([]);
}, 60_000);

afterAll(async () => {
  await client.close();
});

describe("rulewright lsp", () => {
  it("shows a declaration's title, rule, prose and assumption on hover, wherever it is named", async () => {
    const hover = await client.request<{ contents: { value: string } }>("textDocument/hover", at(movement, "lookup(movement-cost", 9));
    expect(hover.result!.contents.value).toMatch(/^\*\*table\*\* `movement-cost` — Movement cost by boundary\n\nRule 3\.0\n\nMovement points to cross each kind of boundary\.\n\nAssumption: /);
    const builtin = await client.request<{ contents: { value: string } }>("textDocument/hover", at(movement, "pieces-of(", 2));
    expect(builtin.result!.contents.value).toMatch(/^\*\*built-in function\*\* `pieces-of\(side, any\): list<piece>`/);
  });

  it("goes to the declaration, in another file of the game", async () => {
    const def = await client.request<{ uri: string; range: { start: { line: number } } }>("textDocument/definition", at(movement, "lookup(movement-cost", 9));
    expect(def.result!.uri).toBe(uriOf(`${OWM}/tables.rules`));
    expect(def.result!.range.start).toEqual(positionOf(readFileSync(`${OWM}/tables.rules`, "utf8"), "table movement-cost", 6));
  });

  it("goes from a name in a table cell to what it names, not to another declaration of that word", async () => {
    // In a table of the game, a row keyed by a value: the row's key is that value.
    const tables = `${OWM}/tables.rules`;
    open(tables);
    const def = await client.request<{ uri: string; range: { start: { line: number; character: number } } }>("textDocument/definition", at(tables, "row open:", 4));
    expect(def.result!.uri).toBe(uriOf(`${OWM}/map.rules`));
    const map = readFileSync(`${OWM}/map.rules`, "utf8");
    const line = map.split("\n")[def.result!.range.start.line]!;
    expect(line.slice(def.result!.range.start.character, def.result!.range.start.character + 4)).toBe("open");
  });

  it("shows a local's type on hover, as the checker inferred it", async () => {
    const hover = await client.request<{ contents: { value: string } }>("textDocument/hover", at(movement, "if mover ==", 4));
    expect(hover.result!.contents.value).toMatch(/^\*\*local\*\* `mover`: a side\n\n\*In function `crossing-cost`\*$/);
  });

  it("goes from a local's use to where it is bound, and renames the two together", async () => {
    // In crossing-cost, `if mover == apache` reads the parameter `mover`.
    const def = await client.request<{ uri: string; range: { start: { line: number; character: number } } }>("textDocument/definition", at(movement, "if mover ==", 4));
    expect(def.result!.range.start).toEqual(positionOf(movementText, "crossing-cost(mover", 14));
    const edits = await client.request<{ changes: Record<string, { newText: string; range: { start: { line: number } } }[]> }>("textDocument/rename", { ...at(movement, "if mover ==", 4), newName: "who" });
    const lines = new Set(Object.values(edits.result!.changes).flat().map((e) => e.range.start.line));
    expect(lines).toEqual(new Set([positionOf(movementText, "crossing-cost(mover").line]));
    expect(Object.values(edits.result!.changes).flat().length).toBeGreaterThanOrEqual(3);
  });

  it("goes from an import to the file it imports", async () => {
    const game = `${OWM}/game.rules`;
    open(game);
    const def = await client.request<{ uri: string }>("textDocument/definition", at(game, 'import "movement.rules"', 10));
    expect(def.result!.uri).toBe(uriOf(movement));
  });

  it("finds every reference, with the declaration when asked", async () => {
    const refs = await client.request<{ uri: string }[]>("textDocument/references", { ...at(movement, "lookup(movement-cost", 9), context: { includeDeclaration: true } });
    expect(refs.result!.map((r) => r.uri).sort()).toEqual([uriOf(movement), uriOf(`${OWM}/tables.rules`)].sort());
  });

  it("renames a declaration and every reference, and refuses a name already taken or not a name", async () => {
    const ok = await client.request<{ changes: Record<string, { newText: string }[]> }>("textDocument/rename", { ...at(movement, "lookup(movement-cost", 9), newName: "boundary-costs" });
    const edits = Object.values(ok.result!.changes).flat();
    expect(edits.length).toBe(2);
    expect(new Set(edits.map((e) => e.newText))).toEqual(new Set(["boundary-costs"]));
    const clash = await client.request("textDocument/rename", { ...at(movement, "lookup(movement-cost", 9), newName: "leader" });
    expect(clash.error?.message).toMatch(/'leader' is already the name of/);
    const bad = await client.request("textDocument/rename", { ...at(movement, "lookup(movement-cost", 9), newName: "if" });
    expect(bad.error?.message).toMatch(/cannot be a name/);
  });

  it("completes names, only the right kind after a property that names declarations", async () => {
    const roster = `${OWM}/roster.rules`;
    const text = readFileSync(roster, "utf8");
    open(roster, text);
    await client.diagnostics(roster);
    const all = await client.request<{ label: string; kind: number }[]>("textDocument/completion", at(roster, "\n", 0, 3));
    expect(all.result!.map((i) => i.label)).toEqual(expect.arrayContaining(["movement-cost", "apache", "reachable", "turn"]));
    // `owner:` names a side.
    const owner = positionOf(text, "owner: ", 7);
    const sides = await client.request<{ label: string }[]>("textDocument/completion", { textDocument: { uri: uriOf(roster) }, position: owner });
    expect(sides.result!.map((i) => i.label).sort()).toEqual(["apache", "army"]);
  });

  it("completes a call's argument with what its parameter takes", async () => {
    // `pieces-of(side, place)`: its first argument is a side.
    const firstArgument = await client.request<{ label: string }[]>("textDocument/completion", at(movement, "pieces-of(", 10));
    expect(firstArgument.result!.map((i) => i.label).sort()).toEqual(["apache", "army"]);
  });

  it("outlines a file's declarations, each with what is declared inside it", async () => {
    const symbols = await client.request<{ name: string; detail: string }[]>("textDocument/documentSymbol", { textDocument: { uri: uriOf(movement) } });
    expect(symbols.result!.map((s) => s.name)).toEqual(expect.arrayContaining(["crossing-cost", "contested-areas"]));
    const map = `${OWM}/map.rules`;
    open(map);
    await client.diagnostics(map);
    type Sym = { name: string; detail: string; children: Sym[] };
    const outline = (await client.request<Sym[]>("textDocument/documentSymbol", { textDocument: { uri: uriOf(map) } })).result!;
    const board = outline.find((s) => s.detail === "map")!;
    // The map holds its territories and areas.
    expect(board.children.length).toBeGreaterThan(20);
    expect(board.children.some((c) => c.detail === "area")).toBe(true);
  });

  it("says on hover which declaration a name is used in", async () => {
    const hover = await client.request<{ contents: { value: string } }>("textDocument/hover", at(movement, "lookup(movement-cost", 9));
    expect(hover.result!.contents.value).toMatch(/\*In function `crossing-cost`\*$/);
  });

  it("formats as rulewright fmt does", async () => {
    const messy = movementText.replace(/^ {2}/gm, "      ");
    change(movement, messy);
    const edits = await client.request<{ newText: string }[]>("textDocument/formatting", { textDocument: { uri: uriOf(movement) }, options: { tabSize: 2, insertSpaces: true } });
    expect(edits.result).toHaveLength(1);
    expect(edits.result![0]!.newText).toBe(formatText(messy, movement).text);
    change(movement, movementText);
    await client.diagnostics(movement);
  });

  it("highlights names by what they declare, from the checked game", async () => {
    const tokens = await client.request<{ data: number[] }>("textDocument/semanticTokens/full", { textDocument: { uri: uriOf(movement) } });
    const data = tokens.result!.data;
    expect(data.length % 5).toBe(0);
    // Some names are highlighted as declared here (the modifier), some as references.
    const modifiers = data.filter((_, i) => i % 5 === 4);
    expect(modifiers).toContain(1);
    expect(modifiers).toContain(0);
  });

  it("reports an error as it is typed, where it is, and clears it when it is mended", async () => {
    change(movement, movementText.replace("lookup(movement-cost,", "lookup(movement-costs,"));
    const broken = await client.diagnostics(movement);
    expect(broken.diagnostics.map((d) => d.message)).toEqual(["unknown name 'movement-costs' (did you mean 'movement-cost'?)"]);
    expect(broken.diagnostics[0]!.range.start).toEqual(positionOf(movementText, "lookup(movement-cost", 7));
    change(movement, movementText);
    expect((await client.diagnostics(movement)).diagnostics).toEqual([]);
  });

  it("checks a variant's file as applied to its base game", async () => {
    const variants = "specs/apache/variants.rules";
    const text = readFileSync(variants, "utf8");
    open(variants, text.replace(/variant (\S+)/, "variant $1"));
    expect((await client.diagnostics(variants)).diagnostics).toEqual([]);
    // A name only the variant could declare is unknown to the base game's rules it changes.
    const sideName = /sides: ([a-z-]+)/.exec(readFileSync("specs/apache/game.rules", "utf8"))![1]!;
    change(variants, `${text}\nvariant broken "Broken" {\n  scoring extra "Extra" {\n    for: ${sideName}x\n    points: 1\n  }\n}\n`);
    const d = await client.diagnostics(variants);
    expect(d.diagnostics.length).toBeGreaterThan(0);
    change(variants, text);
    expect((await client.diagnostics(variants)).diagnostics).toEqual([]);
    // What only the game with the variant applied shows comes in a second publication, once the game itself is checked.
    change(variants, `${text}\nvariant no-claims "No claims" {\n  remove procedure claim\n}\n`);
    const first = await client.diagnostics(variants);
    const applied = first.diagnostics.some((x) => x.message.includes("with variant 'no-claims' applied")) ? first : await client.diagnostics(variants);
    expect(applied.diagnostics.map((x) => x.message)).toContainEqual(expect.stringMatching(/^with variant 'no-claims' applied: unknown procedure or command 'claim'/));
    change(variants, text);
    expect((await client.diagnostics(variants)).diagnostics).toEqual([]);
  });
});
