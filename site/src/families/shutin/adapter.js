// adapter.js — the adapter between the engine's Shut In geometry/state JSON (docs/state-json.md)
// and what the board needs to draw. Pure functions, no rules: legality comes from the engine's
// legal list, tokens and labels from the geometry (moveTokens, moveLabels).
//
// Cell index i = (row − 1)·W + (col − 1), row 1 at the bottom (= index into moveTokens).

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Position-independent facts: size, every cell's token, label and drawing origin (x, y of its
 * top left), the token -> cell map, and the column letters drawn along the bottom edge.
 */
export function describeShutin(geo) {
  const n = geo.w * geo.h;
  const origin = [];
  for (let i = 0; i < n; i++) origin.push([i % geo.w, geo.h - 1 - Math.floor(i / geo.w)]);
  return {
    w: geo.w,
    h: geo.h,
    tokens: geo.moveTokens,
    labels: geo.moveLabels,
    index: new Map(geo.moveTokens.map((tok, i) => [tok, i])),
    origin,
    columns: LETTERS.slice(0, geo.w).split(''),
  };
}

/** Cell indices placed in the most recent turn (state.lastTurn indexes state.moves). */
export function lastTurnCells(desc, state) {
  return new Set(state.lastTurn.map((k) => desc.index.get(state.moves[k])).filter((i) => i !== undefined));
}

/**
 * The cell an arrow key leads to from cell i: (dx, dy) in screen terms, dy = -1 is up (a higher
 * row). Stays on i at the edge.
 */
export function neighbourCell(desc, i, dx, dy) {
  const col = (i % desc.w) + dx;
  const row = Math.floor(i / desc.w) - dy;
  if (col < 0 || col >= desc.w || row < 0 || row >= desc.h) return i;
  return row * desc.w + col;
}
