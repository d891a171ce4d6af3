/**
 * Draws a map as a standalone SVG diagram: places as labelled dots filled by
 * what they are, links as lines styled by their kind, and a legend of both.
 * Labels are placed where they overlap no other label, dot or the edge of the
 * drawing, and a link that would run through a place it does not join is
 * bent around it, so the diagram reads without guessing.
 */
import type * as M from "../dsl/model-types.js";
import { legendMarks } from "../dsl/legend.js";
import { html } from "./escape.js";
import { layoutMap, type Placed } from "./map-layout.js";

const STYLES = ["#555", "#b5651d", "#2a7ab0", "#c0392b", "#27ae60", "#8e44ad"];
const DASHES = ["", "6 3", "2 3", "10 4 2 4", "1 2", "8 2"];
const RADIUS = 7;
const FONT = 10;
/** A generous estimate of a label's width, so estimated boxes contain the drawn text. */
const CHAR_WIDTH = 6.2;

/** A fill of places: its colour, its line in the legend, and which areas it marks. */
interface Fill {
  colour: string;
  label: string;
  test: (a: M.Area) => boolean;
}

const IMPASSABLE: Fill = { colour: "#bbb", label: "impassable", test: (a) => a.impassable === true };
const OTHER: Fill = { colour: "#fff", label: "other place", test: () => true };

/**
 * What a place's fill says, in the order the spec's map legend gives (the
 * first that fits wins), after impassable: the diagram knows no game's
 * vocabulary; a key is an area property that is true, a feature the area has
 * or its terrain.
 */
function fillsOf(map: M.Map): Fill[] {
  const declared = Object.entries(map.legend ?? {}).map(([key, colour]): Fill => ({
    colour,
    label: key,
    test: (a) => legendMarks(a, key),
  }));
  return [IMPASSABLE, ...declared, OTHER];
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Distance from point p to the segment a-b, and where along it (0..1) the nearest point lies. */
function toSegment(p: { x: number; y: number }, a: { x: number; y: number }, b: { x: number; y: number }): { d: number; t: number } {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy || 1;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return { d: Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)), t };
}

/** Points along a quadratic curve, for testing what it passes near. */
function curvePoints(a: Placed, c: { x: number; y: number }, b: Placed, n = 24): { x: number; y: number }[] {
  return Array.from({ length: n + 1 }, (_, i) => {
    const t = i / n;
    return { x: (1 - t) ** 2 * a.x + 2 * (1 - t) * t * c.x + t * t * b.x, y: (1 - t) ** 2 * a.y + 2 * (1 - t) * t * c.y + t * t * b.y };
  });
}

/**
 * How to draw a link: straight, or, when that would cross another place, a
 * curve bent to whichever side (and by how much) clears every place.
 */
function route(a: Placed, b: Placed, nodes: readonly Placed[]): string {
  const others = nodes.filter((n) => n !== a && n !== b);
  const clear = (pts: { x: number; y: number }[]) => others.every((n) => pts.every((p, i) => i === 0 || Math.hypot(p.x - n.x, p.y - n.y) > RADIUS + 4));
  const blocked = others.some((n) => {
    const { d, t } = toSegment(n, a, b);
    return d <= RADIUS + 4 && t > 0 && t < 1;
  });
  const straight = `M ${a.x.toFixed(1)} ${a.y.toFixed(1)} L ${b.x.toFixed(1)} ${b.y.toFixed(1)}`;
  if (!blocked) return straight;
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const nx = -(b.y - a.y) / len;
  const ny = (b.x - a.x) / len;
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  for (const bend of [30, -30, 50, -50, 80, -80, 120, -120]) {
    const c = { x: mid.x + nx * bend, y: mid.y + ny * bend };
    if (clear(curvePoints(a, c, b))) return `M ${a.x.toFixed(1)} ${a.y.toFixed(1)} Q ${c.x.toFixed(1)} ${c.y.toFixed(1)} ${b.x.toFixed(1)} ${b.y.toFixed(1)}`;
  }
  return straight;
}

/** Where each label goes: the first candidate spot that overlaps nothing, else the least crowded. */
function placeLabels(nodes: readonly Placed[], width: number, height: number, segments: readonly [Placed, Placed][]): Map<string, { x: number; y: number; anchor: string }> {
  // Points along every link, so a label can also avoid sitting on a line when it has the choice.
  const linePoints = segments.flatMap(([a, b]) => Array.from({ length: 11 }, (_, i) => ({ x: a.x + ((b.x - a.x) * i) / 10, y: a.y + ((b.y - a.y) * i) / 10 })));
  const dots: Box[] = nodes.map((n) => ({ x: n.x - RADIUS - 1, y: n.y - RADIUS - 1, w: 2 * RADIUS + 2, h: 2 * RADIUS + 2 }));
  const placed: Box[] = [];
  const out = new Map<string, { x: number; y: number; anchor: string }>();
  // The most crowded places choose first, while there is still room around them.
  const crowding = (n: Placed) => nodes.filter((m) => m !== n && Math.hypot(m.x - n.x, m.y - n.y) < 120).length;
  const order = [...nodes].sort((p, q) => crowding(q) - crowding(p) || p.id.localeCompare(q.id));
  for (const n of order) {
    const w = n.label.length * CHAR_WIDTH;
    const h = FONT + 3;
    const candidates = [
      { x: n.x + 10, y: n.y - 6, anchor: "start" },
      { x: n.x - 10, y: n.y - 6, anchor: "end" },
      { x: n.x + 10, y: n.y + 14, anchor: "start" },
      { x: n.x - 10, y: n.y + 14, anchor: "end" },
      { x: n.x, y: n.y - 11, anchor: "middle" },
      { x: n.x, y: n.y + 20, anchor: "middle" },
      { x: n.x + 10, y: n.y + 26, anchor: "start" },
      { x: n.x - 10, y: n.y - 18, anchor: "end" },
      { x: n.x + 10, y: n.y - 18, anchor: "start" },
      { x: n.x - 10, y: n.y + 26, anchor: "end" },
    ];
    let best: { c: (typeof candidates)[number]; box: Box; score: number } | undefined;
    for (const c of candidates) {
      const left = c.anchor === "start" ? c.x : c.anchor === "end" ? c.x - w : c.x - w / 2;
      const box = { x: left, y: c.y - FONT, w, h };
      const outside = box.x < 2 || box.y < 2 || box.x + box.w > width - 2 || box.y + box.h > height - 2 ? 1 : 0;
      const onLines = linePoints.filter((p) => p.x > box.x && p.x < box.x + box.w && p.y > box.y && p.y < box.y + box.h).length;
      const score = outside * 1000 + placed.filter((p) => overlaps(p, box)).length * 100 + dots.filter((d) => overlaps(d, box)).length * 50 + onLines;
      if (!best || score < best.score) best = { c, box, score };
      if (score === 0) break;
    }
    placed.push(best!.box);
    out.set(n.id, best!.c);
  }
  return out;
}

export function mapSvg(map: M.Map, linkTypes: readonly string[]): string {
  const { nodes, width, height, cells } = layoutMap(map);
  const at = new Map(nodes.map((n) => [n.id, n]));
  const kinds = [...new Set([...(linkTypes ?? []), ...(map.links ?? []).map((l) => l.type ?? "link")])];
  const areaById = new Map((map.areas ?? []).map((a) => [a.id, a]));
  const fills = fillsOf(map);
  const fillOf = (id: string) => {
    const area = areaById.get(id);
    return fills.find((f) => area && f.test(area)) ?? OTHER;
  };
  const fillsUsed = fills.filter((f) => nodes.some((n) => fillOf(n.id) === f));
  const legendRows = Math.max(kinds.length, fillsUsed.length);
  const legendHeight = 24 + legendRows * 18;
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height + legendHeight}" width="${width}" height="${height + legendHeight}" font-family="sans-serif" font-size="${FONT}">`);
  out.push(`<title>${html(map.title ?? map.id)}</title>`);
  out.push(`<rect x="0" y="0" width="${width}" height="${height + legendHeight}" fill="#fcfcf8"/>`);
  out.push('<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#333"/></marker></defs>');
  for (const l of map.links ?? []) {
    const a = at.get(l.from);
    const b = at.get(l.to);
    if (!a || !b) continue;
    const k = Math.max(0, kinds.indexOf(l.type ?? "link"));
    const dash = DASHES[k % DASHES.length] ? ` stroke-dasharray="${DASHES[k % DASHES.length]}"` : "";
    out.push(`<path class="link" data-from="${html(l.from)}" data-to="${html(l.to)}" d="${route(a, b, nodes)}" fill="none" stroke="${STYLES[k % STYLES.length]}" stroke-width="1.6"${dash}${l.directed ? ' marker-end="url(#arrow)"' : ""}/>`);
  }
  if (cells) {
    // A board of squares: each place a square filled by what it is, its name inside; links run beneath,
    // so contact along an edge shows as squares side by side and contact at a corner as the line between.
    for (const n of nodes) {
      const c = cells.get(n.id)!;
      const x = n.x - c.width / 2;
      const y = n.y - c.height / 2;
      out.push(`<rect class="place" data-id="${html(n.id)}" data-cx="${n.x.toFixed(1)}" data-cy="${n.y.toFixed(1)}" data-bottom="${(n.y + c.height / 2 - 4).toFixed(1)}" x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${c.width.toFixed(1)}" height="${c.height.toFixed(1)}" rx="3" fill="${fillOf(n.id).colour}" fill-opacity="0.85" stroke="#222" stroke-width="1"/>`);
      out.push(`<text class="label" x="${n.x.toFixed(1)}" y="${(y + 14).toFixed(1)}" text-anchor="middle">${html(n.label)}</text>`);
    }
    legend(out, kinds, fillsUsed, width, height);
    out.push("</svg>");
    return `${out.join("\n")}\n`;
  }
  const segments = (map.links ?? []).map((l) => [at.get(l.from), at.get(l.to)]).filter((x): x is [Placed, Placed] => x[0] !== undefined && x[1] !== undefined);
  const labels = placeLabels(nodes, width, height, segments);
  for (const n of nodes) {
    out.push(`<circle class="place" data-id="${html(n.id)}" data-cx="${n.x.toFixed(1)}" data-cy="${n.y.toFixed(1)}" data-bottom="${(n.y + RADIUS + 11).toFixed(1)}" cx="${n.x.toFixed(1)}" cy="${n.y.toFixed(1)}" r="${RADIUS}" fill="${fillOf(n.id).colour}" stroke="#222" stroke-width="1"/>`);
    const l = labels.get(n.id)!;
    out.push(`<text class="label" x="${l.x.toFixed(1)}" y="${l.y.toFixed(1)}"${l.anchor === "start" ? "" : ` text-anchor="${l.anchor}"`}>${html(n.label)}</text>`);
  }
  legend(out, kinds, fillsUsed, width, height);
  out.push("</svg>");
  return `${out.join("\n")}\n`;
}

/** The legend under the drawing: link kinds on the left, what the fills mean on the right. */
function legend(out: string[], kinds: readonly string[], fillsUsed: readonly Fill[], width: number, height: number): void {
  kinds.forEach((kind, i) => {
    const y = height + 16 + i * 18;
    const dash = DASHES[i % DASHES.length] ? ` stroke-dasharray="${DASHES[i % DASHES.length]}"` : "";
    out.push(`<line x1="20" y1="${y}" x2="60" y2="${y}" stroke="${STYLES[i % STYLES.length]}" stroke-width="2"${dash}/>`);
    out.push(`<text class="legend" x="68" y="${y + 4}">${html(kind)}</text>`);
  });
  fillsUsed.forEach((f, i) => {
    const y = height + 16 + i * 18;
    out.push(`<circle cx="${width / 2}" cy="${y}" r="${RADIUS}" fill="${f.colour}" stroke="#222" stroke-width="1"/>`);
    out.push(`<text class="legend" x="${width / 2 + 14}" y="${y + 4}">${html(f.label)}</text>`);
  });
}
