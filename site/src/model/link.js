// link.js — share links (SPEC §1.1): the play URL's fragment carries the whole game,
//   #v=1&<canonical setup>&moves=<list>&id=<id>&seats=h,b3&names=Ann,Bob&you=1
// `v`, `id`, `seats`, `names` and `you` are the link layer: only the site reads them, and they
// are stripped before the record goes to the engine (which judges the setup and moves).
// Parsing never throws: it returns {ok:false, error:{code, params}} with a stable code that the
// translation table turns into a message.

export const LINK_VERSION = 1;
const LINK_KEYS = ['v', 'id', 'seats', 'names', 'you'];
const ID_RE = /^[a-z0-9]{4,32}$/;
const SEAT_RE = /^(h|b[1-4])$/;
const MAX_NAME = 40;

function fail(code, params = {}) {
  return { ok: false, error: { code, params } };
}

/** A fresh random game id (lowercase letters and digits). */
export function newGameId() {
  const bytes = new Uint8Array(10);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

/**
 * Build the fragment (without '#') for a game.
 * @param {{record: string, id: string, seats: string[], names: string[], you?: number}} g
 *   record = canonical setup + "&moves=" + list (from the engine); seats = 'h' | 'b1'..'b4'
 */
export function buildFragment({ record, id, seats, names, you }) {
  const parts = [`v=${LINK_VERSION}`, record.includes('&moves=') ? record : `${record}&moves=`];
  parts.push(`id=${id}`, `seats=${seats.join(',')}`);
  parts.push(`names=${names.map((n) => encodeURIComponent(n.slice(0, MAX_NAME))).join(',')}`);
  if (you) parts.push(`you=${you}`);
  return parts.join('&');
}

/**
 * Parse a fragment ('#...' or without '#').
 * @returns {{ok: true, record: string, setup: string, moves: string, id: string|null,
 *   seats: string[]|null, names: string[]|null, you: number|null} | {ok: false, error: {code: string, params: object}}}
 */
export function parseFragment(fragment) {
  let text = String(fragment || '');
  if (text.startsWith('#')) text = text.slice(1);
  if (!text) return fail('link-empty');
  if (text.length > 8192) return fail('link-long');
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
    } else if (key === 'moves') {
      if (moves !== null) return fail('link-repeated', { key });
      moves = val;
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
  if (moves !== null && !/^[0-9a-z.!-]*$/.test(moves)) return fail('link-moves-bad');

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
    if (!/^[1-4]$/.test(link.you)) return fail('link-you-bad');
    you = Number(link.you);
  }
  if (seats && names && names.length !== seats.length) return fail('link-names-bad');
  if (you && seats && you > seats.length) return fail('link-you-bad');
  return { ok: true, setup, moves: moves ?? '', record: `${setup}&moves=${moves ?? ''}`, id, seats, names, you };
}
