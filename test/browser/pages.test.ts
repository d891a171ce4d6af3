/**
 * The published pages in a real headless Chromium: each map diagram has no
 * overlapping labels, no label outside the drawing and no link running
 * through a place it does not join; each rules reference lays out with
 * nothing overflowing its box and every image loaded from local files; the
 * syntax diagrams draw offline. A checking script is added to a copy of each
 * page, and Chromium prints the page's DOM with the script's findings.
 * Screenshots are written next to the copies for a person to look at.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { CHROMIUM } from "../helpers/tools.js";

const GAMES = readdirSync("docs/games");
const OUT = mkdtempSync(join(tmpdir(), "rw-pages-"));

/** Runs Chromium on a local page; returns the DOM after scripts ran, and writes a screenshot. */
function chromium(page: string, screenshot: string): string {
  const flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", `--user-data-dir=${join(OUT, "profile")}`, "--window-size=1280,900", "--virtual-time-budget=5000"];
  const url = `file://${resolve(page)}`;
  spawnSync(CHROMIUM!, [...flags, `--screenshot=${screenshot}`, url], { encoding: "utf8", timeout: 20 * 60_000 });
  const r = spawnSync(CHROMIUM!, [...flags, "--dump-dom", url], { encoding: "utf8", timeout: 20 * 60_000, maxBuffer: 64 * 1024 * 1024 });
  return r.stdout;
}

/** The findings the checking script left in the page. */
function findings(dom: string): Record<string, unknown[]> {
  const m = /<pre id="layout-findings">([\s\S]*?)<\/pre>/.exec(dom);
  if (!m) throw new Error(`the checking script left no findings; Chromium printed:\n${dom.slice(0, 500)}`);
  return JSON.parse(m[1]!.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&")) as Record<string, unknown[]>;
}

const REPORT = `
function report(result) {
  const pre = document.createElement("pre");
  pre.id = "layout-findings";
  pre.textContent = JSON.stringify(result);
  document.body.appendChild(pre);
}`;

const MAP_CHECK = `<script>${REPORT}
window.addEventListener("load", () => {
  const svg = document.querySelector("svg");
  const view = svg.viewBox.baseVal;
  const labels = [...svg.querySelectorAll("text.label")].map((t) => ({ text: t.textContent, b: t.getBBox() }));
  const overlapping = [];
  for (let i = 0; i < labels.length; i++)
    for (let j = i + 1; j < labels.length; j++) {
      const a = labels[i].b, b = labels[j].b;
      if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) overlapping.push([labels[i].text, labels[j].text]);
    }
  const outside = labels.filter(({ b }) => b.x < view.x || b.y < view.y || b.x + b.width > view.x + view.width || b.y + b.height > view.y + view.height).map((l) => l.text);
  const places = [...svg.querySelectorAll("circle.place")].map((c) => ({ id: c.dataset.id, x: +c.getAttribute("cx"), y: +c.getAttribute("cy"), r: +c.getAttribute("r") }));
  const through = [];
  for (const path of svg.querySelectorAll("path.link")) {
    const length = path.getTotalLength();
    for (const p of places) {
      if (p.id === path.dataset.from || p.id === path.dataset.to) continue;
      for (let s = 0; s <= 60; s++) {
        const q = path.getPointAtLength((length * s) / 60);
        if (Math.hypot(q.x - p.x, q.y - p.y) < p.r) { through.push([path.dataset.from, path.dataset.to, p.id]); break; }
      }
    }
  }
  report({ labels: labels.map((l) => l.text), overlapping, outside, through });
});
</script>`;

const PAGE_CHECK = `<script>${REPORT}
window.addEventListener("load", () => {
  const overflowing = [];
  for (const el of document.querySelectorAll("body *")) {
    if (el.id === "layout-findings" || el.closest("svg")) continue;
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === "visible" && el.clientWidth > 0) overflowing.push(el.tagName + ": " + (el.textContent || "").slice(0, 60));
  }
  const wide = document.documentElement.scrollWidth > window.innerWidth + 1 ? [document.documentElement.scrollWidth] : [];
  const images = [...document.images].map((i) => ({ src: i.getAttribute("src"), ok: i.complete && i.naturalWidth > 0 }));
  const external = [...document.querySelectorAll("[src], link[href]")].map((e) => e.getAttribute("src") || e.getAttribute("href")).filter((u) => /^(https?:)?\\/\\//.test(u));
  report({ overflowing, wide, broken: images.filter((i) => !i.ok).map((i) => i.src), images: images.map((i) => i.src), external });
});
</script>`;

describe.skipIf(!CHROMIUM)("the published pages in Chromium", () => {
  for (const game of GAMES) {
    const dir = join("docs/games", game);
    for (const svg of readdirSync(dir).filter((f) => f.endsWith(".svg"))) {
      it(`${game}: ${svg} has no overlapping labels, nothing outside the drawing, and no link through a place`, () => {
        const page = join(OUT, `${game}-${svg}.html`);
        writeFileSync(page, `<!doctype html><html><body>${readFileSync(join(dir, svg), "utf8")}${MAP_CHECK}</body></html>`);
        const f = findings(chromium(page, join(OUT, `${game}-${svg}.png`)));
        expect(f["labels"]!.length).toBeGreaterThan(0);
        expect(f["overlapping"]).toEqual([]);
        expect(f["outside"]).toEqual([]);
        expect(f["through"]).toEqual([]);
      });
    }

    it(`${game}: the rules reference lays out with nothing overflowing and every image loaded offline`, () => {
      // A copy of the page, beside copies of its images, with the checking script added.
      const folder = mkdtempSync(join(OUT, `${game}-`));
      for (const f of readdirSync(dir)) copyFileSync(join(dir, f), join(folder, f));
      const page = join(folder, "checked.html");
      writeFileSync(page, readFileSync(join(dir, "index.html"), "utf8").replace("</body>", `${PAGE_CHECK}</body>`));
      const f = findings(chromium(page, join(OUT, `${game}-reference.png`)));
      expect(f["external"]).toEqual([]);
      expect(f["broken"]).toEqual([]);
      expect(f["images"]!.length).toBe(readdirSync(dir).filter((x) => x.endsWith(".svg")).length);
      expect(f["overflowing"]).toEqual([]);
      expect(f["wide"]).toEqual([]);
    });
  }

  it("finds the faults it looks for (checked on pages made to have them)", () => {
    const badMap = join(OUT, "bad-map.html");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="200" height="100">
<path class="link" data-from="a" data-to="b" d="M 10 50 L 190 50"/>
<circle class="place" data-id="a" cx="10" cy="50" r="7"/><circle class="place" data-id="m" cx="100" cy="50" r="7"/><circle class="place" data-id="b" cx="190" cy="50" r="7"/>
<text class="label" x="20" y="40">Alpha</text><text class="label" x="22" y="42">Beta</text><text class="label" x="180" y="40">Off the edge</text></svg>`;
    writeFileSync(badMap, `<!doctype html><html><body>${svg}${MAP_CHECK}</body></html>`);
    const m = findings(chromium(badMap, join(OUT, "bad-map.png")));
    expect(m["overlapping"]).toEqual([["Alpha", "Beta"]]);
    expect(m["outside"]).toEqual(["Off the edge"]);
    expect(m["through"]).toEqual([["a", "b", "m"]]);
    const badPage = join(OUT, "bad-page.html");
    writeFileSync(badPage, `<!doctype html><html><body><div style="width: 100px"><pre style="white-space: pre">${"x".repeat(400)}</pre></div><img src="missing.svg">${PAGE_CHECK}</body></html>`);
    const p = findings(chromium(badPage, join(OUT, "bad-page.png")));
    expect(p["overflowing"]!.length).toBeGreaterThan(0);
    expect(p["broken"]).toEqual(["missing.svg"]);
  });

  it("the syntax diagrams draw offline", () => {
    const page = join(OUT, "syntax-diagrams.html");
    const check = `<script>${REPORT}
window.addEventListener("load", () => setTimeout(() => report({ diagrams: [...document.querySelectorAll("#diagrams svg")].map(() => 1) }), 200));
</script>`;
    writeFileSync(page, readFileSync("docs/syntax-diagrams.html", "utf8").replace(/<\/body>|$/, `${check}</body>`));
    const f = findings(chromium(page, join(OUT, "syntax-diagrams.png")));
    expect(f["diagrams"]!.length).toBeGreaterThan(20);
  });
});
