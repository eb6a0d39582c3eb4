// boxes-board.js — the adapter between the engine's boxes geometry/state JSON (core/GEOMETRY.md)
// and what the board and the announcements need. Pure functions: no rules, only bookkeeping.

/**
 * Derived, position-independent facts about a geometry:
 * - dotLabel[i]: "column,row", 1-based, rows top to bottom (dots come sorted by (y, x)),
 * - pts[i]: drawing coordinates (raw x·scaleX, raw y·scaleY),
 * - cellSides[c]: the line indices around cell c,
 * - bounds of the drawing.
 */
export function describeGeometry(geo) {
  const pts = geo.dots.map(([x, y]) => [x * geo.scaleX, y * geo.scaleY]);
  const dotLabel = [];
  let row = 0;
  let col = 0;
  let lastY = null;
  geo.dots.forEach(([, y], i) => {
    if (y !== lastY) {
      row += 1;
      col = 0;
      lastY = y;
    }
    col += 1;
    dotLabel[i] = `${col},${row}`;
  });
  const lineByDots = new Map();
  geo.lines.forEach(([a, b], i) => lineByDots.set(a < b ? `${a}-${b}` : `${b}-${a}`, i));
  const cellSides = geo.cells.map((poly) =>
    poly.map((a, k) => {
      const b = poly[(k + 1) % poly.length];
      return lineByDots.get(a < b ? `${a}-${b}` : `${b}-${a}`);
    }),
  );
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const bounds = {
    minX: Math.min(...xs),
    maxX: Math.max(...xs),
    minY: Math.min(...ys),
    maxY: Math.max(...ys),
  };
  // The shortest line sets the scale of dots, strokes and hit areas.
  let unit = Infinity;
  for (const [a, b] of geo.lines) {
    unit = Math.min(unit, Math.hypot(pts[a][0] - pts[b][0], pts[a][1] - pts[b][1]));
  }
  const mids = geo.lines.map(([a, b]) => [(pts[a][0] + pts[b][0]) / 2, (pts[a][1] + pts[b][1]) / 2]);
  const centroids = geo.cells.map((poly) => [
    poly.reduce((s, d) => s + pts[d][0], 0) / poly.length,
    poly.reduce((s, d) => s + pts[d][1], 0) / poly.length,
  ]);
  return { pts, dotLabel, cellSides, bounds, unit, mids, centroids };
}

/** For each applied move (index into state.moves), how many cells it closed. */
export function cellsClosedPerMove(desc, state) {
  const counts = new Array(state.moves.length).fill(0);
  state.cells.forEach((owner, c) => {
    if (owner <= 0) return;
    const k = Math.max(...desc.cellSides[c].map((l) => state.lineMove[l]));
    if (k >= 0) counts[k] += 1;
  });
  return counts;
}

/** Line indices drawn in the most recent turn (state.lastTurn indexes state.moves). */
export function lastTurnLines(state) {
  return new Set((state.lastTurn || []).map((k) => Number(state.moves[k])));
}

/**
 * The next line to focus from line `from` when an arrow key points in (dx, dy): the nearest
 * line whose midpoint lies that way, preferring lines straight ahead over lines off to the side.
 */
export function neighbourLine(desc, from, dx, dy) {
  const [fx, fy] = desc.mids[from];
  let best = -1;
  let bestScore = Infinity;
  desc.mids.forEach(([x, y], i) => {
    if (i === from) return;
    const along = (x - fx) * dx + (y - fy) * dy;
    if (along <= desc.unit * 0.05) return;
    const across = Math.abs((x - fx) * dy - (y - fy) * dx);
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}
