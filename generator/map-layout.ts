/**
 * Positions for drawing a map as an SVG diagram, worked out from the spec
 * alone and deterministic: grid coordinates (`coord: D7`) where the map has
 * them, rows and columns for square boards, and otherwise territories on a
 * ring with their areas in order.
 */
import type * as M from "../dsl/model-types.js";

export interface Placed {
  id: string;
  label: string;
  x: number;
  y: number;
}

const W = 900;
const H = 640;

/**
 * A map's places and the drawing's size; for a board of squares, `cells`
 * gives each place's rectangle (centred on its point), so the board is drawn
 * as squares that touch where the places do.
 */
export function layoutMap(map: M.Map): { nodes: Placed[]; width: number; height: number; cells?: Map<string, { width: number; height: number }> } {
  const areas = map.areas ?? [];
  const label = (a: M.Area) => a.title ?? a.id;
  if (areas.length > 0 && areas.every((a) => a.coord && /^[A-Z][0-9]+$/.test(a.coord))) {
    // Letters run south (A) to north; numbers west to east. Areas sharing a cell are spread.
    const letters = [...new Set(areas.map((a) => a.coord![0]!))].sort();
    const numbers = areas.map((a) => Number(a.coord!.slice(1)));
    const maxN = Math.max(...numbers);
    const seen = new Map<string, number>();
    const nodes = areas.map((a) => {
      const row = letters.length - 1 - letters.indexOf(a.coord![0]!);
      const col = Number(a.coord!.slice(1)) - 1;
      const k = seen.get(a.coord!) ?? 0;
      seen.set(a.coord!, k + 1);
      return { id: a.id, label: label(a), x: 70 + (col * (W - 140)) / Math.max(1, maxN - 1) + k * 40, y: 60 + (row * (H - 120)) / Math.max(1, letters.length - 1) + k * 30 };
    });
    return { nodes, width: W, height: H };
  }
  if (areas.some((a) => a.row !== undefined && a.column !== undefined)) {
    // Square boards: each owner's rows stacked, the two centre rows meeting in the middle.
    const owners = [...new Set(areas.map((a) => a.owner ?? ""))];
    const columns = [...new Set(areas.filter((a) => a.column).map((a) => a.column!))];
    const nodes = areas.map((a) => {
      const side = owners.indexOf(a.owner ?? "");
      const dir = side === 0 ? 1 : -1;
      const row = a.row ?? 4;
      const y = H / 2 + dir * (row - 0.5) * 70;
      const x = a.column ? 120 + (columns.indexOf(a.column) * (W - 240)) / Math.max(1, columns.length - 1) : W / 2;
      return { id: a.id, label: label(a), x, y: a.row === undefined ? H / 2 + dir * 4 * 70 : y };
    });
    // A square fills its column and row, with a small gap; a place in no column (a reserve) spans them all.
    const step = (W - 240) / Math.max(1, columns.length - 1);
    const cells = new Map(areas.map((a) => [a.id, a.column ? { width: step - 6, height: 64 } : { width: W - 240 + step - 6, height: 44 }]));
    return { nodes, width: W, height: H + 120, cells };
  }
  // Territories on a ring (a centre territory in the middle), their areas in a short arc.
  const territories = (map.territories ?? []).map((t) => t.id);
  const centre = (map.territories ?? []).find((t) => t.centre)?.id;
  const ring = territories.filter((t) => t !== centre);
  const groups = new Map<string, M.Area[]>();
  for (const a of areas) {
    const t = a.territory?.[0] ?? "";
    groups.set(t, [...(groups.get(t) ?? []), a]);
  }
  const nodes: Placed[] = [];
  for (const [t, members] of groups) {
    const i = ring.indexOf(t);
    const angle = i < 0 ? 0 : (2 * Math.PI * i) / Math.max(1, ring.length) - Math.PI / 2;
    const radius = t === centre ? 0 : t === "" ? 0 : 230;
    const cx = W / 2 + radius * Math.cos(angle);
    const cy = H / 2 + radius * Math.sin(angle);
    members.forEach((a, k) => {
      const spread = members.length > 1 ? (k - (members.length - 1) / 2) * (t === centre ? 40 : 34) : 0;
      const along = angle + Math.PI / 2;
      // Areas in no territory start on a circle: starting them on a line would leave them on it,
      // since the relaxation below only pushes along the directions places already differ in.
      const around = (2 * Math.PI * k) / Math.max(1, members.length) - Math.PI / 2;
      const x = t === "" ? W / 2 + 220 * Math.cos(around) : cx + spread * Math.cos(along);
      const y = t === "" ? H / 2 + 220 * Math.sin(around) : cy + spread * Math.sin(along);
      nodes.push({ id: a.id, label: label(a), x, y });
    });
  }
  return { nodes: relax(nodes, map.links ?? []), width: W, height: H };
}

/**
 * Fruchterman-Reingold relaxation from the given positions: linked places
 * pull together, all places push apart. A fixed number of rounds with a
 * cooling step keeps the result deterministic. The result is scaled to the
 * canvas with a margin for labels.
 */
function relax(all: Placed[], links: M.Link[]): Placed[] {
  // Places no link reaches (an impassable sea) stand aside along the bottom.
  const linked = new Set(links.flatMap((l) => [l.from, l.to]));
  const loose = all.filter((p) => !linked.has(p.id)).map((p, i) => ({ ...p, x: 40 + i * 140, y: H - 20 }));
  const nodes = all.filter((p) => linked.has(p.id));
  const n = nodes.length;
  if (n < 3) return [...nodes, ...loose];
  const index = new Map(nodes.map((p, i) => [p.id, i]));
  const edges = links.map((l) => [index.get(l.from), index.get(l.to)]).filter((e): e is [number, number] => e[0] !== undefined && e[1] !== undefined);
  const xs = nodes.map((p) => p.x);
  const ys = nodes.map((p) => p.y);
  const k = Math.sqrt((W * H) / n) * 0.8;
  let temperature = W / 8;
  for (let round = 0; round < 400; round++) {
    const dx = new Array<number>(n).fill(0);
    const dy = new Array<number>(n).fill(0);
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const ex = xs[i]! - xs[j]!;
        const ey = ys[i]! - ys[j]!;
        const d = Math.max(1, Math.hypot(ex, ey));
        const f = (k * k) / d;
        dx[i]! += (ex / d) * f;
        dy[i]! += (ey / d) * f;
        dx[j]! -= (ex / d) * f;
        dy[j]! -= (ey / d) * f;
      }
    }
    for (const [a, b] of edges) {
      const ex = xs[a]! - xs[b]!;
      const ey = ys[a]! - ys[b]!;
      const d = Math.max(1, Math.hypot(ex, ey));
      const f = (d * d) / k;
      dx[a]! -= (ex / d) * f;
      dy[a]! -= (ey / d) * f;
      dx[b]! += (ex / d) * f;
      dy[b]! += (ey / d) * f;
    }
    for (let i = 0; i < n; i++) {
      const d = Math.max(1, Math.hypot(dx[i]!, dy[i]!));
      xs[i]! += (dx[i]! / d) * Math.min(d, temperature);
      ys[i]! += (dy[i]! / d) * Math.min(d, temperature);
    }
    temperature = Math.max(1, temperature * 0.985);
  }
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const sx = (W - 260) / Math.max(1, maxX - minX);
  const sy = (H - (loose.length ? 120 : 80)) / Math.max(1, maxY - minY);
  return [...nodes.map((p, i) => ({ ...p, x: 40 + (xs[i]! - minX) * sx, y: 40 + (ys[i]! - minY) * sy })), ...loose];
}
