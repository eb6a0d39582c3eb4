// setup.js — table-setup settings, the same shape for every family: `game`, one value per setup
// key of the core's schema (ui/schema.js; `players` as the number of seats), the family's
// extra fields (families/<name>), and the seats (name, human or bot level) that live only in
// the site. Builds the engine's setup string from them and reads them back from a setup.
import { DEFAULT_GAME, familyOf } from '../families/index.js';
import { allowed, schemaDefaults, schemaKeys } from '../ui/schema.js';

export { parseSize } from '../ui/schema.js';

/** One seat: name ('' = use the default "Player n" / "Bot n") and who plays it. */
export function makeSeat(kind = 'human', level = 1, name = '') {
  return { name, kind, level };
}

/**
 * Defaults chosen so "Play" works with one click: the core's defaults for the family, you
 * against a level-1 bot.
 */
export function defaultSettings(game = DEFAULT_GAME) {
  const family = familyOf(game);
  const seats = [
    makeSeat('human'),
    makeSeat('bot'),
    makeSeat('human'),
    makeSeat('bot'),
    makeSeat('human'),
    makeSeat('bot'),
  ];
  // clock: the game clock (clock/clock.js), a setting of the table, not a rule of the game
  return { ...schemaDefaults(game), ...family.extraDefaults(), seats, clock: 'none' };
}

/**
 * The defaults of another family, keeping the seats (names, human or bot); a bot level the new
 * family does not offer becomes its strongest offered level.
 */
export function switchGame(s, game) {
  if (s.game === game) return s;
  const levels = familyOf(game).botLevels;
  const seats = s.seats.map((seat) =>
    levels.includes(seat.level) ? { ...seat } : { ...seat, level: levels[levels.length - 1] },
  );
  return { ...defaultSettings(game), seats, clock: s.clock || 'none' };
}

/** The remembered names (storage.js loadNames) in the seats that have none typed yet. */
export function withNames(s, names) {
  return { ...s, seats: s.seats.map((seat, i) => (seat.name || !names[i] ? seat : { ...seat, name: names[i] })) };
}

/** Settings ready to start from the form (e.g. a fresh seed for random blocked cells). */
export function prepareStart(s) {
  return familyOf(s.game).prepareStart(s);
}

/** The engine's setup string for these settings (the engine canonicalises and judges it). */
export function setupString(s) {
  const family = familyOf(s.game);
  const parts = [`game=${s.game}`];
  for (const { key } of schemaKeys(s.game)) {
    const write = family.keyValue[key];
    const value = write ? write(s) : key === 'players' ? s.players : s[key];
    // a family's writer says null for a key these settings leave out (dots' own start dots)
    if (value !== null) parts.push(`${key}=${value}`);
  }
  return parts.join('&');
}

/** The seats in play (the first `players` of the list). */
export function activeSeats(s) {
  return s.seats.slice(0, s.players);
}

/**
 * The seat this device plays in a game with a friend who plays by link (a human seat marked
 * `remote` in the form): the first person here. 0 when no seat is a friend's by link, or no
 * person plays here: then this device plays every seat that is not a bot's.
 */
export function localSeat(seats) {
  if (!seats.some((x) => x.kind === 'human' && x.remote)) return 0;
  return seats.findIndex((x) => x.kind === 'human' && !x.remote) + 1;
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
 * A missing `game` means the default game; an unknown one throws (families/index.js). Values the
 * schema does not allow are ignored here; the engine judges real setups. A key the fragment
 * leaves out keeps the base's value (a typed "#game=dots&size=20x20" changes the size only); with
 * `canonical` (an engine's canonical setup, which leaves out keys at their defaults) it takes the
 * default.
 */
export function settingsFromFragment(hash, base = defaultSettings(), { canonical = false } = {}) {
  const params = new URLSearchParams((hash || '').replace(/^#/, ''));
  const game = params.get('game') || DEFAULT_GAME;
  const family = familyOf(game);
  const switched = switchGame(base, game);
  let s = { ...switched, seats: switched.seats.map((x) => ({ ...x })) };
  // Keys in canonical order, so a size is judged against the grid it comes with.
  for (const k of schemaKeys(game)) {
    const value = params.get(k.key);
    if (value === null) {
      if (k.type === 'size' && k.by) s.size = k.defaults[s[k.by]];
      // a canonical setup leaves out the keys at their defaults (komi=0, suicide=1): not the base's
      else if (canonical && k.key !== 'players')
        s = family.readKey[k.key] ? family.readKey[k.key](s, k.default) : { ...s, [k.key]: k.default };
      continue;
    }
    if (family.readKey[k.key]) s = family.readKey[k.key](s, value);
    else if (allowed(k, value, s)) {
      if (k.key === 'players') s.players = Number(value);
      else s[k.key] = value;
    }
  }
  return s;
}
