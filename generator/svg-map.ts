/**
 * Draws a map as a standalone SVG diagram: places as labelled dots, links as
 * lines styled by their kind (a legend lists the kinds), impassable places
 * hatched grey.
 */
import type * as M from "../dsl/model-types.js";
import { html } from "./escape.js";
import { layoutMap } from "./map-layout.js";

const STYLES = ["#555", "#b5651d", "#2a7ab0", "#c0392b", "#27ae60", "#8e44ad"];
const DASHES = ["", "6 3", "2 3", "10 4 2 4", "1 2", "8 2"];

export function mapSvg(map: M.Map, linkTypes: readonly string[]): string {
  const { nodes, width, height } = layoutMap(map);
  const at = new Map(nodes.map((n) => [n.id, n]));
  const kinds = [...new Set([...(linkTypes ?? []), ...(map.links ?? []).map((l) => l.type ?? "link")])];
  const out: string[] = [];
  const legendHeight = 24 + kinds.length * 18;
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height + legendHeight}" width="${width}" height="${height + legendHeight}" font-family="sans-serif" font-size="10">`);
  out.push(`<title>${html(map.title ?? map.id)}</title>`);
  out.push(`<rect x="0" y="0" width="${width}" height="${height + legendHeight}" fill="#fcfcf8"/>`);
  for (const l of map.links ?? []) {
    const a = at.get(l.from);
    const b = at.get(l.to);
    if (!a || !b) continue;
    const k = Math.max(0, kinds.indexOf(l.type ?? "link"));
    const dash = DASHES[k % DASHES.length] ? ` stroke-dasharray="${DASHES[k % DASHES.length]}"` : "";
    out.push(`<line x1="${a.x.toFixed(1)}" y1="${a.y.toFixed(1)}" x2="${b.x.toFixed(1)}" y2="${b.y.toFixed(1)}" stroke="${STYLES[k % STYLES.length]}" stroke-width="1.6"${dash}${l.directed ? ' marker-end="url(#arrow)"' : ""}/>`);
  }
  out.push('<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#333"/></marker></defs>');
  const areaById = new Map((map.areas ?? []).map((a) => [a.id, a]));
  for (const n of nodes) {
    const area = areaById.get(n.id);
    const fill = area?.impassable ? "#bbb" : area?.capital ? "#d4a017" : area?.base ? "#4a6fa5" : area?.features?.includes("reservation") ? "#e0c080" : area?.terrain === "forest" ? "#5a8f4e" : "#fff";
    out.push(`<circle cx="${n.x.toFixed(1)}" cy="${n.y.toFixed(1)}" r="7" fill="${fill}" stroke="#222" stroke-width="1"/>`);
    // Labels near the right edge go to the left of their dot, so they are not cut off.
    const right = n.x > width - 200;
    out.push(`<text x="${(right ? n.x - 9 : n.x + 9).toFixed(1)}" y="${(n.y - 8).toFixed(1)}"${right ? ' text-anchor="end"' : ""}>${html(n.label)}</text>`);
  }
  kinds.forEach((kind, i) => {
    const y = height + 16 + i * 18;
    const dash = DASHES[i % DASHES.length] ? ` stroke-dasharray="${DASHES[i % DASHES.length]}"` : "";
    out.push(`<line x1="20" y1="${y}" x2="60" y2="${y}" stroke="${STYLES[i % STYLES.length]}" stroke-width="2"${dash}/>`);
    out.push(`<text x="68" y="${y + 4}">${html(kind)}</text>`);
  });
  out.push("</svg>");
  return `${out.join("\n")}\n`;
}
