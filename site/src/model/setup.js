// setup.js — table-setup settings: which family (`game`: 'boxes' | 'shutin'), its options, the
// setup string the engine gets, and the seats (name, human or bot level) that live only in the
// site. Settings are one flat object per family: boxes { game, grid, size, border, misere,
// players, seats }, shutin { game, size, gravity, start, blocked…, players: 2, seats }
// (shutin-setup.js). A missing `game` means boxes.
import { BOT_LEVELS, botLevelsFor } from './bots.js';
import {
  SHUTIN_SIZE_MAX,
  SHUTIN_SIZE_MIN,
  shutinDefaults,
  shutinSetupString,
} from './shutin-setup.js';

export const GAMES = ['boxes', 'shutin'];

/** The family of these settings. */
export function gameOf(s) {
  return s && s.game === 'shutin' ? 'shutin' : 'boxes';
}

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

/**
 * Defaults chosen so "Play" works with one click: 4x4 squares (or an 8x8 Shut In board), you
 * against a level-1 bot.
 */
export function defaultSettings(game = 'boxes') {
  const seats = [makeSeat('human'), makeSeat('bot'), makeSeat('human'), makeSeat('bot')];
  if (game === 'shutin') return { game: 'shutin', ...shutinDefaults(), seats, players: 2 };
  return {
    game: 'boxes',
    grid: 'square',
    size: DEFAULT_SIZE.square,
    border: 'open',
    misere: false,
    seats,
    players: 2,
  };
}

/**
 * The defaults of another family, keeping the seats (names, human or bot); a bot level the new
 * family does not offer becomes its strongest offered level.
 */
export function switchGame(s, game) {
  if (gameOf(s) === game) return s;
  const levels = botLevelsFor(game);
  const seats = s.seats.map((seat) =>
    levels.includes(seat.level) ? { ...seat } : { ...seat, level: levels[levels.length - 1] },
  );
  return { ...defaultSettings(game), seats };
}

/** Settings ready to start from the form: a new random blocked layout gets a fresh seed. */
export function withBlockedSeed(s, random = Math.random) {
  if (gameOf(s) !== 'shutin' || s.blocked !== 'random') return s;
  return { ...s, blockedSeed: 1 + Math.floor(random() * 999999) };
}

/** The engine's setup string for these settings (the engine canonicalises it). */
export function setupString(s) {
  if (gameOf(s) === 'shutin') return shutinSetupString(s);
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
 * page links to) or from a canonical setup string, e.g. "game=shutin&size=6x6&…&blocked=c3.d3".
 * Unknown keys and bad values are ignored here; the engine judges real setups.
 */
export function settingsFromFragment(hash, base = defaultSettings()) {
  const params = new URLSearchParams((hash || '').replace(/^#/, ''));
  if (params.get('game') === 'shutin') return shutinFromParams(params, base);
  const boxes = switchGame(base, 'boxes');
  const s = { ...boxes, seats: boxes.seats.map((x) => ({ ...x })) };
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

function shutinFromParams(params, base) {
  const s = switchGame(base, 'shutin');
  const size = parseSize(params.get('size'));
  const ok = (v) => v >= SHUTIN_SIZE_MIN && v <= SHUTIN_SIZE_MAX;
  if (size && ok(size.w) && ok(size.h)) s.size = `${size.w}x${size.h}`;
  if (params.get('gravity') === '0') s.gravity = false;
  if (params.get('start') === 'free') s.start = 'free';
  // A canonical setup lists blocked cells; random-N-SEED keeps its seed (the engine judges both).
  const blocked = params.get('blocked') || '';
  const random = /^random-(\d+)-(\d+)$/.exec(blocked);
  if (random) Object.assign(s, { blocked: 'random', blockedCount: Number(random[1]), blockedSeed: Number(random[2]) });
  else if (/^[a-z]\d+(\.[a-z]\d+)*$/.test(blocked)) Object.assign(s, { blocked: 'list', blockedList: blocked });
  return s;
}
