// setup.js — table-setup settings for the boxes family: presets, defaults, the setup string the
// engine gets, and the seats (name, human or bot level) that live only in the site.
import { BOT_LEVELS } from './bots.js';

export const GRIDS = ['square', 'hex', 'tri'];

/** Size presets per grid, "WxH" (columns x rows), in menu order. */
export const SIZE_PRESETS = {
  square: ['2x2', '3x3', '4x4', '5x5', '6x6', '5x4', '6x5', '8x6'],
  hex: ['2x2', '3x3', '4x4', '5x5', '6x6', '2x3', '3x4', '4x5'],
  tri: ['2x2', '3x3', '4x4', '5x5', '6x6'],
};
export const DEFAULT_SIZE = { square: '4x4', hex: '4x4', tri: '3x3' };
export const SIZE_MIN = 1;
export const SIZE_MAX = 12;
export const PLAYER_COUNTS = [2, 3, 4];

/** One seat: name ('' = use the default "Player n" / "Bot n") and who plays it. */
export function makeSeat(kind = 'human', level = BOT_LEVELS[0], name = '') {
  return { name, kind, level };
}

/** Defaults chosen so "Play" works with one click: 4x4 squares, you against a level-1 bot. */
export function defaultSettings() {
  return {
    grid: 'square',
    size: DEFAULT_SIZE.square,
    border: 'open',
    misere: false,
    seats: [makeSeat('human'), makeSeat('bot'), makeSeat('human'), makeSeat('bot')],
    players: 2,
  };
}

/** The engine's setup string for these settings (the engine canonicalises it). */
export function setupString(s) {
  return `game=boxes&grid=${s.grid}&size=${s.size}&border=${s.border}&misere=${s.misere ? 1 : 0}&players=${s.players}`;
}

export function parseSize(size) {
  const m = /^(\d+)x(\d+)$/.exec(size || '');
  return m ? { w: Number(m[1]), h: Number(m[2]) } : null;
}

/** The seats in play (the first `players` of the list). */
export function activeSeats(s) {
  return s.seats.slice(0, s.players);
}

/** Swap who starts: every seat moves one place up, seat 1 goes last. */
export function rotateSeats(s) {
  const active = activeSeats(s);
  const rotated = [...active.slice(1), active[0]];
  return { ...s, seats: [...rotated, ...s.seats.slice(s.players)] };
}

/**
 * Pre-select settings from a page fragment like "#game=boxes&grid=hex&size=3x3" (what the home
 * page links to). Unknown keys and bad values are ignored here; the engine judges real setups.
 */
export function settingsFromFragment(hash, base = defaultSettings()) {
  const s = { ...base, seats: base.seats.map((x) => ({ ...x })) };
  const params = new URLSearchParams((hash || '').replace(/^#/, ''));
  const grid = params.get('grid');
  if (GRIDS.includes(grid)) {
    s.grid = grid;
    s.size = DEFAULT_SIZE[grid];
  }
  const size = parseSize(params.get('size'));
  if (size && size.w >= SIZE_MIN && size.w <= SIZE_MAX && size.h >= SIZE_MIN && size.h <= SIZE_MAX) {
    s.size = `${size.w}x${size.h}`;
  }
  if (params.get('border') === 'swedish') s.border = 'swedish';
  if (params.get('misere') === '1') s.misere = true;
  const players = Number(params.get('players'));
  if (PLAYER_COUNTS.includes(players)) s.players = players;
  return s;
}
