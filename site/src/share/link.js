// link.js — share links (docs/spec.md §1.1): the play URL's fragment carries the whole game,
//   #v=1&n=<moves>&c=<check>&<canonical setup>&moves=<list>&id=<id>&seats=h,b3&names=Ann,Bob&you=1&an=1
// `v`, `n`, `c`, `id`, `seats`, `names`, `you` and `an` are the link layer: only the site reads them,
// and they are stripped before the record goes to the engine (which judges the setup and moves).
// `n` (the number of moves) and `c` (a checksum of the record) come before the record, so a link
// cut anywhere after them — inside the move list too — is caught instead of opening a different
// position; links without them still open. `an=1` marks a game in which a player turned the
// exact analysis on while a bot played (docs/analysis.md, "Analysed games"): the mark stays with the game.
// The game clock (clock/clock.js) is link layer too: `clock` the control (`20s`, `5m+5s`, `3d`;
// absent: none), `tl` each seat's time left at the last move in tenths of a second, and for days
// per move `at` the dates of the start and of every move (minutes, clock.js encodeDates).
// A long game's moves go in `mc=` instead of `moves=` (share/move-code.js: two characters a move),
// so that every legal game fits within the 8 192 characters a link may have: a fragment that would
// be longer than COMPACT_OVER characters with its moves as tokens is written that way.
// Parsing never throws: it returns {ok:false, error:{code, params}} with a stable code that the
// translation table turns into a message.

import { controlString, decodeDates, encodeDates, isLive, parseControl } from '../clock/clock.js';
import { joinRecord, splitRecord } from '../game/record.js';
import { decodeMoves, encodeMoves } from './move-code.js';

export const LINK_VERSION = 1;
const LINK_KEYS = ['v', 'n', 'c', 'id', 'seats', 'names', 'you', 'an', 'clock', 'tl', 'at'];
const ID_RE = /^[a-z0-9]{4,32}$/;
const SEAT_RE = /^(h|b[1-4])$/;
const MAX_NAME = 40;
/** The longest fragment a link may have. */
export const MAX_LINK = 8192;
/** A fragment longer than this with its moves as tokens carries them compact (`mc=`). */
export const COMPACT_OVER = 2000;

function fail(code, params = {}) {
  return { ok: false, error: { code, params } };
}

/** The number of moves in a move list ('' has none). */
const moveCount = (moves) => (moves ? moves.split('.').length : 0);

/**
 * The setup part of a damaged link, if any of it survives (the link layer and the move list
 * dropped): the play page offers a fresh game with it. '' when no setup starts the text.
 */
export function setupPart(fragment) {
  const keep = fragment
    .replace(/^#/, '')
    .split('&')
    .filter((p) => {
      const key = p.slice(0, p.indexOf('='));
      return !(LINK_KEYS.includes(key) || key === 'moves' || key === 'mc');
    });
  return keep.length && keep[0].startsWith('game=') ? keep.join('&') : '';
}

/**
 * A short, stable checksum of a record: FNV-1a 32-bit over its characters (ASCII), as its last
 * six base-36 digits. It only has to notice a cut or an edit, not resist one.
 */
export function recordCheck(record) {
  let h = 0x811c9dc5;
  for (let i = 0; i < record.length; i++) {
    h ^= record.charCodeAt(i) & 0xff;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return (h % 36 ** 6).toString(36).padStart(6, '0');
}

/** A fresh random game id (lowercase letters and digits). */
export function newGameId() {
  const bytes = new Uint8Array(10);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

/**
 * A name as it travels: at most MAX_NAME UTF-16 units, never ending inside a character, and any
 * lone surrogate (a pasted half of an emoji) made U+FFFD, which encodeURIComponent accepts.
 */
export function linkName(name) {
  const whole = String(name);
  let n = whole.slice(0, MAX_NAME);
  if (whole.length > MAX_NAME && /[\uD800-\uDBFF]$/.test(n)) n = n.slice(0, -1); // cut inside a pair
  return n.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/**
 * Build the fragment (without '#') for a game.
 * @param {{record: string, id: string, seats: string[], names: string[], you?: number, an?: boolean,
 *   clock?: string, left?: number[], dates?: number[]}} g
 *   record = canonical setup and moves (from the engine; game/record.js); seats = 'h' | 'b1'..'b4';
 *   an: the game was analysed while a bot played; clock: the control (clock.js), left: each seat's
 *   time in ms (live clocks), dates: the start's and every move's date in ms (days per move)
 */
export function buildFragment({ record, id, seats, names, you, an, clock, left, dates }) {
  const { setup, moves } = splitRecord(record);
  const full = joinRecord(setup, moves);
  const n = moveCount(moves ?? '');
  const parts = [`v=${LINK_VERSION}`, `n=${n}`, `c=${recordCheck(full)}`, full];
  parts.push(`id=${id}`, `seats=${seats.join(',')}`);
  parts.push(`names=${names.map((n) => encodeURIComponent(linkName(n))).join(',')}`);
  if (you) parts.push(`you=${you}`);
  if (an) parts.push('an=1');
  const control = parseControl(clock);
  if (control && control.kind !== 'none') {
    parts.push(`clock=${controlString(control)}`);
    if (isLive(control) && left && left.length === seats.length)
      parts.push(`tl=${left.map((ms) => Math.max(0, Math.round(ms / 100))).join(',')}`);
    if (control.kind === 'days' && dates && dates.length) parts.push(`at=${encodeDates(dates)}`);
  }
  const plain = parts.join('&');
  const compact = plain.length > COMPACT_OVER && moves ? encodeMoves(moves) : null;
  if (compact === null) return plain;
  parts[3] = `${setup}&mc=${compact}`;
  return parts.join('&');
}

/**
 * Parse a fragment ('#...' or without '#').
 * @returns {{ok: true, record: string, setup: string, moves: string, id: string|null,
 *   seats: string[]|null, names: string[]|null, you: number|null, an: boolean, clock: string|null,
 *   left: number[]|null, dates: number[]|null} | {ok: false, error: {code: string, params: object}}}
 */
export function parseFragment(fragment) {
  let text = String(fragment || '');
  if (text.startsWith('#')) text = text.slice(1);
  if (!text) return fail('link-empty');
  if (text.length > MAX_LINK) return fail('link-long');
  const pairs = text.split('&');
  const link = {};
  const rest = [];
  let moves = null;
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) return fail('link-syntax', { part: pair.slice(0, 40) });
    const key = pair.slice(0, eq);
    const val = pair.slice(eq + 1);
    if (LINK_KEYS.includes(key)) {
      if (key in link) return fail('link-repeated', { key });
      link[key] = val;
    } else if (key === 'moves' || key === 'mc') {
      if (moves !== null) return fail('link-repeated', { key: 'moves' });
      moves = key === 'mc' ? decodeMoves(val) : val;
      if (moves === null) return fail('link-moves-bad');
    } else {
      if (moves !== null) return fail('link-syntax', { part: pair.slice(0, 40) });
      rest.push(pair);
    }
  }
  if (!('v' in link)) return fail('link-version-missing');
  if (!/^[1-9][0-9]{0,3}$/.test(link.v)) return fail('link-version-bad', { value: link.v.slice(0, 10) });
  if (Number(link.v) > LINK_VERSION) return fail('link-version-future', { version: link.v });
  if (!rest.length || !rest[0].startsWith('game=')) return fail('link-no-game');
  const setup = rest.join('&');
  if (moves !== null && !/^[0-9a-z.!:-]*$/.test(moves)) return fail('link-moves-bad');
  const record = joinRecord(setup, moves);
  if ('n' in link && link.n !== String(moveCount(moves ?? ''))) return fail('link-check');
  if ('c' in link && link.c !== recordCheck(record)) return fail('link-check');

  let id = null;
  if ('id' in link) {
    if (!ID_RE.test(link.id)) return fail('link-id-bad');
    id = link.id;
  }
  let seats = null;
  if ('seats' in link) {
    seats = link.seats.split(',');
    if (!seats.every((s) => SEAT_RE.test(s))) return fail('link-seats-bad');
  }
  let names = null;
  if ('names' in link) {
    try {
      names = link.names.split(',').map((n) => decodeURIComponent(n).slice(0, MAX_NAME));
    } catch {
      return fail('link-names-bad');
    }
  }
  let you = null;
  if ('you' in link) {
    if (!/^[1-6]$/.test(link.you)) return fail('link-you-bad');
    you = Number(link.you);
  }
  if ('an' in link && link.an !== '1') return fail('link-an-bad');
  if (seats && names && names.length !== seats.length) return fail('link-names-bad');
  if (you && seats && you > seats.length) return fail('link-you-bad');
  let clock = null;
  let left = null;
  let dates = null;
  if ('clock' in link) {
    const control = parseControl(link.clock);
    if (!control || control.kind === 'none') return fail('link-clock-bad');
    clock = controlString(control);
    if ('tl' in link) {
      if (!isLive(control) || !/^[0-9]{1,6}(,[0-9]{1,6}){1,3}$/.test(link.tl)) return fail('link-clock-bad');
      left = link.tl.split(',').map((x) => Number(x) * 100);
      if (seats && left.length !== seats.length) return fail('link-clock-bad');
    }
    if ('at' in link) {
      dates = control.kind === 'days' ? decodeDates(link.at) : null;
      // the start's date and one per move
      if (!dates || dates.length !== moveCount(moves ?? '') + 1) return fail('link-clock-bad');
    }
  } else if ('tl' in link || 'at' in link) return fail('link-clock-bad');
  return {
    ok: true,
    setup,
    moves: moves ?? '',
    record,
    id,
    seats,
    names,
    you,
    an: link.an === '1',
    clock,
    left,
    dates,
  };
}
