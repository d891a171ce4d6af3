/**
 * The syntax diagram page works offline: it carries Chevrotain's stylesheet
 * and scripts inline, refers to nothing on the network, and every inlined
 * script is valid JavaScript.
 */
import { Script } from "node:vm";
import { describe, expect, it } from "vitest";
import { languageOutputs } from "../../bin/build.js";

describe("docs/syntax-diagrams.html", () => {
  const page = languageOutputs().get("docs/syntax-diagrams.html")!;

  it("loads no stylesheet or script from anywhere", () => {
    expect(page).not.toMatch(/<link\b/i);
    expect(page).not.toMatch(/<script[^>]*\bsrc=/i);
    expect(page).not.toContain("unpkg.com");
  });

  it("inlines the diagram renderer, the grammar and the stylesheet", () => {
    const scripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThanOrEqual(5);
    for (const code of scripts) expect(() => new Script(code)).not.toThrow();
    expect(scripts.some((s) => s.includes("Railroad Diagrams"))).toBe(true);
    expect(scripts.some((s) => s.includes("serializedGrammar"))).toBe(true);
    expect(page).toMatch(/<style>[\s\S]*railroad-diagram[\s\S]*<\/style>/);
  });
});
