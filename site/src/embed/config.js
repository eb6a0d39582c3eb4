// config.js — the attributes of <paperdots-board> read into one checked configuration. Pure: no
// DOM, no engine. What only the engine can judge (the setup, the moves, how many seats a game
// has, how many moves a record holds) is checked later against the game it built (element.jsx).
// A bad attribute gives {ok: false, error: {code, params}}; the element shows the code's message
// (strings-embed.js, "embed.err.<code>") in its language and fires an `error` event.
import { LANGS } from '../app/routes.js';
import { parseFragment } from '../share/link.js';
import { joinRecord, namesMoves } from '../game/record.js';

/** Every attribute the element reads; a change of any of them updates the board. */
export const ATTRIBUTES = [
  'setup',
  'moves',
  'start-at',
  'readonly',
  'controls',
  'seats',
  'names',
  'lang',
  'theme',
  'size',
  'link',
];

export const THEMES = ['auto', 'light', 'dark'];
export const SIZES = ['small', 'medium', 'large', 'full'];
const SEAT_RE = /^(h|human|b[1-4]|bot[1-4])$/;
const MAX_NAME = 40;

function fail(code, params = {}) {
  return { ok: false, error: { code, params } };
}

/** 'human' / 'bot2' (or the link codes 'h' / 'b2') as a link code. */
const seatCodeOf = (word) => (word === 'human' || word === 'h' ? 'h' : `b${word.slice(-1)}`);

/** A move list written with dots, spaces or commas between the tokens, as the record writes it. */
export function normaliseMoves(text) {
  return String(text || '')
    .trim()
    .split(/[\s,.]+/)
    .filter(Boolean)
    .join('.');
}

/** The language of an element: its own `lang` when given, else the page's nearest (base tag), else English. */
export function pickLang(own, inherited) {
  if (own !== null && own !== undefined) return own.trim().toLowerCase();
  const base = String(inherited || '')
    .toLowerCase()
    .split('-')[0];
  const lang = base === 'no' || base === 'nn' ? 'nb' : base;
  return LANGS.includes(lang) ? lang : 'en';
}

/**
 * Read the attributes. get(name): the attribute's value, null when absent; inheritedLang: the
 * page's language around the element. Returns {ok: true, config} or {ok: false, error, lang}.
 * config: {lang, theme, size, controls, readonly, record, seats (link codes) | null,
 * names | null, startAt (number | null)}.
 */
export function readConfig(get, inheritedLang = '') {
  const lang = pickLang(get('lang'), inheritedLang);
  const r = readRest(get, LANGS.includes(lang) ? lang : 'en');
  if (!LANGS.includes(lang))
    return { ...fail('lang', { value: lang.slice(0, 20), allowed: LANGS.join(', ') }), lang: 'en' };
  return r;
}

function readRest(get, lang) {
  const bad = (code, params) => ({ ...fail(code, params), lang });
  const theme = (get('theme') ?? 'auto').trim();
  if (!THEMES.includes(theme)) return bad('theme', { value: theme.slice(0, 20), allowed: THEMES.join(', ') });
  const size = (get('size') ?? 'medium').trim();
  if (!SIZES.includes(size)) return bad('size', { value: size.slice(0, 20), allowed: SIZES.join(', ') });

  let record;
  let seats = null;
  let names = null;
  const link = get('link');
  const setup = get('setup');
  if (link !== null) {
    if (setup !== null || get('moves') !== null) return bad('link-and-setup');
    // Empty: most likely the iframe page (/embed/) opened without a fragment in its address.
    if (!link.trim().replace(/^#/, '')) return bad('link-empty');
    const parsed = parseFragment(link.trim());
    if (!parsed.ok) return bad('link', { reason: `link.${parsed.error.code}`, params: parsed.error.params });
    record = parsed.record;
    seats = parsed.seats;
    names = parsed.names;
  } else {
    if (setup === null || !setup.trim()) return bad('setup-missing');
    const text = setup.trim();
    const moves = get('moves');
    if (moves !== null && namesMoves(text)) return bad('moves-twice');
    record = moves === null ? text : joinRecord(text, normaliseMoves(moves));
  }

  const seatsAttr = get('seats');
  if (seatsAttr !== null) {
    const words = seatsAttr.split(',').map((w) => w.trim().toLowerCase());
    const wrong = words.find((w) => !SEAT_RE.test(w));
    if (wrong !== undefined) return bad('seats', { value: wrong.slice(0, 20) });
    seats = words.map(seatCodeOf);
  }
  const namesAttr = get('names');
  if (namesAttr !== null) names = namesAttr.split(',').map((n) => n.trim().slice(0, MAX_NAME));

  let startAt = null;
  const at = get('start-at');
  if (at !== null) {
    if (!/^\s*\d{1,6}\s*$/.test(at)) return bad('start-at', { value: at.slice(0, 20) });
    startAt = Number(at);
  }

  return {
    ok: true,
    config: {
      lang,
      theme,
      size,
      controls: get('controls') !== null,
      readonly: get('readonly') !== null,
      record,
      seats,
      names,
      startAt,
    },
  };
}

/** What the game depends on: boards whose key did not change keep their game (and its moves). */
export function gameKey(c) {
  return JSON.stringify([c.record, c.seats, c.names, c.startAt, c.readonly]);
}
