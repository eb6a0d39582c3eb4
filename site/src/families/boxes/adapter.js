// adapter.js — the adapter between the engine's boxes geometry/state JSON (docs/state-json.md)
// and what the board needs to draw. Pure functions: no rules, only drawing bookkeeping; tokens
// and labels come from the geometry (moveTokens, moveLabels), never from parsing.

/**
 * Derived, position-independent facts about a geometry:
 * - index: Map token -> line index (the geometry's moveTokens),
 * - pts[i]: drawing coordinates (raw x·scaleX, raw y·scaleY),
 * - cellSides[c]: the line indices around cell c,
 * - bounds of the drawing.
 */
export function describeGeometry(geo) {
  const pts = geo.dots.map(([x, y]) => [x * geo.scaleX, y * geo.scaleY]);
  const index = new Map(geo.moveTokens.map((tok, i) => [tok, i]));
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
  return { index, pts, cellSides, bounds, unit, mids, centroids };
}

/** Line indices drawn in the most recent turn (state.lastTurn indexes state.moves; a
 * resignation draws no line). */
export function lastTurnLines(desc, state) {
  return new Set(state.lastTurn.map((k) => desc.index.get(state.moves[k])).filter((i) => i !== undefined));
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
