/**
 * Renders a document to Markdown and HTML through Handlebars templates,
 * compiled with `noEscape` and `strict`: nothing is printed without going
 * through an escaping helper chosen for its target, and a missing field is
 * an error rather than an empty string.
 */
import Handlebars from "handlebars";
import { readTemplate } from "./templates.js";
import type { Doc } from "./document.js";
import { anchor, html, md } from "./escape.js";
import { prettierModule } from "./heavy-tools.js";


const hb = Handlebars.create();
hb.registerHelper("md", (s: unknown) => md(String(s)));
hb.registerHelper("html", (s: unknown) => html(String(s)));
hb.registerHelper("anchor", (s: unknown) => anchor(String(s)));
hb.registerHelper("eq", (a: unknown, b: unknown) => a === b);
hb.registerHelper("indent", (n: unknown) => "  ".repeat(Number(n)));
// Inside a fenced block only a line of backticks could end it early.
hb.registerHelper("fence", (s: unknown) => String(s).replace(/^(\s*)```/, "$1` ``"));

const options = { noEscape: true, strict: true } as const;
let compiled: { md: HandlebarsTemplateDelegate; html: HandlebarsTemplateDelegate } | undefined;

function templates(): { md: HandlebarsTemplateDelegate; html: HandlebarsTemplateDelegate } {
  compiled ??= {
    md: hb.compile(readTemplate("reference.md.hbs"), options),
    html: hb.compile(readTemplate("reference.html.hbs"), options),
  };
  return compiled;
}

export async function renderMarkdown(doc: Doc): Promise<string> {
  const raw = templates().md(doc);
  return (await prettierModule()).format(raw, { parser: "markdown", proseWrap: "preserve" });
}

export async function renderHtml(doc: Doc): Promise<string> {
  const raw = templates().html(doc);
  return (await prettierModule()).format(raw, { parser: "html", printWidth: 120 });
}

type HandlebarsTemplateDelegate = (context: unknown) => string;
