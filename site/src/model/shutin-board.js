// shutin-board.js — the adapter between the engine's Shut In geometry/state JSON
// (core/GEOMETRY.md) and what the board and the announcements need. Pure functions, no rules:
// legality comes from the engine's legal list.
//
// Cell index i = (row − 1)·W + (col − 1), row 1 at the bottom; its token is chess-style ("c2").

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The token of cell i on a board W columns wide. */
export function cellToken(w, i) {
  return `${LETTERS[i % w]}${Math.floor(i / w) + 1}`;
}

/** The cell index of a token, or -1 when it is not a cell of a W×H board. */
export function tokenCell(w, h, tok) {
  const m = /^([a-z])([1-9]\d*)$/.exec(String(tok));
  if (!m) return -1;
  const col = LETTERS.indexOf(m[1]);
  const row = Number(m[2]) - 1;
  return col < w && row < h ? row * w + col : -1;
}

/** Position-independent facts: size, every cell's token and drawing origin (x, y of its top left). */
export function describeShutin(geo) {
  const n = geo.w * geo.h;
  const tokens = [];
  const origin = [];
  for (let i = 0; i < n; i++) {
    tokens.push(cellToken(geo.w, i));
    origin.push([i % geo.w, geo.h - 1 - Math.floor(i / geo.w)]);
  }
  return { w: geo.w, h: geo.h, tokens, origin, columns: LETTERS.slice(0, geo.w).split('') };
}

/** Cell indices placed in the most recent turn (state.lastTurn indexes state.moves). */
export function lastTurnCells(desc, state) {
  return new Set((state.lastTurn || []).map((k) => tokenCell(desc.w, desc.h, state.moves[k])));
}

/** Shut In closes no cells: one zero per move, so the move list needs no family test. */
export function noCellsClosed(_desc, state) {
  return new Array(state.moves.length).fill(0);
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
