// storage.js — saved games in localStorage, one key per game so that one damaged entry never
// takes the others with it. Keys carry the format version: paperdots:v1:game:<id>. The names
// typed in the table setup, per seat, live under paperdots:v1:names.
// An entry: {id, record, seats: ['h'|'b1'..], names: [..], you, updated (ms), over, an?, floor?};
// `an: true` marks a game analysed while a bot played (share/link.js); `floor`: in a game for one
// seat (a link), the moves undo cannot take back (game/session.js); `clock` the game clock's
// control (clock/clock.js; absent: none), `left` each seat's time at the last move (ms, live
// clocks), `moveLeft` the mover's time after each move (ms or null: SGF's BL / WL), `dates` the
// start's and every move's date (ms, days per move).
// Reading skips corrupt or unknown entries and reports them; writing never throws.

import { parseControl } from '../clock/clock.js';

export const STORAGE_VERSION = 1;
/**
 * Finished games stay saved, to replay, analyse, export and share, up to this many (the newest;
 * a few hundred bytes each, far below the browser's few megabytes). The oldest finished ones
 * go first, and the page says so; an unfinished game is never dropped.
 */
export const FINISHED_KEPT = 200;
const PREFIX = `paperdots:v${STORAGE_VERSION}:game:`;
const ANY_GAME_KEY = /^paperdots:v(\d+):game:/;

function store() {
  try {
    return globalThis.localStorage || null;
  } catch {
    return null; // storage disabled (privacy settings, sandboxed iframe)
  }
}

/** Is this a well-formed entry? (The engine still checks the record when it is resumed.) */
export function validEntry(e) {
  return (
    e &&
    typeof e === 'object' &&
    typeof e.id === 'string' &&
    /^[a-z0-9]{4,32}$/.test(e.id) &&
    typeof e.record === 'string' &&
    e.record.startsWith('game=') &&
    Array.isArray(e.seats) &&
    e.seats.every((s) => /^(h|b[1-4])$/.test(s)) &&
    Array.isArray(e.names) &&
    e.names.every((n) => typeof n === 'string') &&
    (e.an === undefined || typeof e.an === 'boolean') &&
    (e.floor === undefined || (Number.isInteger(e.floor) && e.floor >= 0)) &&
    (e.clock === undefined || (typeof e.clock === 'string' && parseControl(e.clock) !== null)) &&
    (e.left === undefined ||
      (Array.isArray(e.left) &&
        e.left.length === e.seats.length &&
        e.left.every((x) => Number.isFinite(x) && x >= 0))) &&
    (e.dates === undefined || (Array.isArray(e.dates) && e.dates.every((x) => Number.isFinite(x)))) &&
    (e.moveLeft === undefined ||
      (Array.isArray(e.moveLeft) && e.moveLeft.every((x) => x === null || (Number.isFinite(x) && x >= 0)))) &&
    typeof e.updated === 'number'
  );
}

const seatNumber = (x, seats) => Number.isInteger(x) && x >= 1 && x <= seats;

/** A kept result in the core's shape (docs/state-json.md `result`), or null for a game not over. */
function validResult(r, seats) {
  if (r === null) return true;
  return (
    !!r &&
    typeof r === 'object' &&
    Array.isArray(r.winners) &&
    r.winners.every((x) => seatNumber(x, seats)) &&
    typeof r.draw === 'boolean' &&
    typeof r.how === 'string' &&
    (r.resigned === 0 || seatNumber(r.resigned, seats)) &&
    (r.margin === null || (Number.isInteger(r.margin) && r.margin >= 0))
  );
}

/**
 * The score and turn an entry was saved with (autosave.js entryOf: the core's, at the entry's
 * record), or null when it has none or they are malformed (an entry from before they were
 * kept, or edited by hand): the list then asks the engine. `result` is the core's result when
 * it was kept (null while the game is played), undefined in an entry from before it was.
 * @returns {{teams: number[][], scores: number[], toMove: number, result?: object|null} | null}
 */
export function storedTally(e) {
  const t = e && e.tally;
  const seats = e && Array.isArray(e.seats) ? e.seats.length : 0;
  const ok =
    t &&
    typeof t === 'object' &&
    Array.isArray(t.teams) &&
    Array.isArray(t.scores) &&
    t.teams.length >= 1 &&
    t.teams.length === t.scores.length &&
    t.teams.every((team) => Array.isArray(team) && team.length >= 1 && team.every((x) => seatNumber(x, seats))) &&
    t.scores.every((x) => Number.isInteger(x) && x >= 0) &&
    (t.toMove === 0 || seatNumber(t.toMove, seats)) &&
    (t.result === undefined || validResult(t.result, seats));
  if (!ok) return null;
  return t.result === undefined
    ? { teams: t.teams, scores: t.scores, toMove: t.toMove }
    : { teams: t.teams, scores: t.scores, toMove: t.toMove, result: t.result };
}

/**
 * Every saved game, newest first, and the keys that were skipped.
 * @returns {{games: object[], skipped: {key: string, reason: string}[]}}
 */
export function loadGames() {
  const ls = store();
  const games = [];
  const skipped = [];
  if (!ls) return { games, skipped };
  for (let i = 0; i < ls.length; i++) {
    const key = ls.key(i);
    const m = key && key.match(ANY_GAME_KEY);
    if (!m) continue;
    if (Number(m[1]) !== STORAGE_VERSION) {
      // 'newer': written by a later version of the site (left alone for it); 'version': older
      skipped.push({ key, reason: Number(m[1]) > STORAGE_VERSION ? 'newer' : 'version' });
      continue;
    }
    let entry;
    try {
      entry = JSON.parse(ls.getItem(key));
    } catch {
      skipped.push({ key, reason: 'corrupt' });
      continue;
    }
    if (!validEntry(entry) || key !== PREFIX + entry.id) {
      skipped.push({ key, reason: 'corrupt' });
      continue;
    }
    games.push(entry);
  }
  games.sort((a, b) => b.updated - a.updated);
  return { games, skipped };
}

export function loadGame(id) {
  const ls = store();
  if (!ls) return null;
  try {
    const e = JSON.parse(ls.getItem(PREFIX + id));
    return validEntry(e) ? e : null;
  } catch {
    return null;
  }
}

/** Is this what a full storage throws? (QuotaExceededError; Firefox's older name and codes.) */
function isQuotaError(err) {
  return (
    !!err &&
    (err.name === 'QuotaExceededError' ||
      err.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
      err.code === 22 ||
      err.code === 1014)
  );
}

/**
 * Save (or replace) a game and say how it went; never throws.
 * @returns {{ok: true} | {ok: false, code: 'quota'|'unavailable'|'invalid'|'failed'}}
 *   quota: the browser's storage for this site is full; unavailable: storage is disabled
 *   (privacy settings, sandboxed iframe); invalid: not a well-formed entry; failed: anything else.
 */
export function saveGameResult(entry) {
  const ls = store();
  if (!ls) return { ok: false, code: 'unavailable' };
  if (!validEntry(entry)) return { ok: false, code: 'invalid' };
  try {
    ls.setItem(PREFIX + entry.id, JSON.stringify(entry));
    return { ok: true };
  } catch (err) {
    if (isQuotaError(err)) return { ok: false, code: 'quota' };
    if (err && err.name === 'SecurityError') return { ok: false, code: 'unavailable' };
    return { ok: false, code: 'failed' };
  }
}

/** Save (or replace) a game; returns false when the browser refused (quota, disabled). */
export function saveGame(entry) {
  return saveGameResult(entry).ok;
}

/**
 * Keep at most `keep` finished games (newest first); unfinished games are never removed.
 * Returns how many were dropped (the page tells the player).
 */
export function pruneFinished(keep = FINISHED_KEPT) {
  const { games } = loadGames();
  const drop = games.filter((g) => g.over).slice(keep);
  drop.forEach((g) => deleteGame(g.id));
  return drop.length;
}

export function deleteGame(id) {
  const ls = store();
  if (ls) ls.removeItem(PREFIX + id);
}

/** Ask the browser to keep our storage (best effort; resolves to whether it was granted). */
export async function requestPersistence() {
  try {
    if (navigator.storage && navigator.storage.persist) return await navigator.storage.persist();
  } catch {
    /* not available: storage stays best-effort */
  }
  return false;
}

const NAMES_KEY = `paperdots:v${STORAGE_VERSION}:names`;
const MAX_NAME = 40;
const MAX_SEATS = 6; // the most seats any setup has (Dots teams of three)

/** The names last typed in the table setup, per seat ('' where none); [] when none are kept. */
export function loadNames() {
  const ls = store();
  if (!ls) return [];
  try {
    const names = JSON.parse(ls.getItem(NAMES_KEY));
    if (!Array.isArray(names)) return [];
    return names.slice(0, MAX_SEATS).map((n) => (typeof n === 'string' ? n.slice(0, MAX_NAME) : ''));
  } catch {
    return [];
  }
}

/** Remember the names typed per seat (best effort: a full or disabled storage keeps nothing). */
export function saveNames(names) {
  const ls = store();
  if (!ls) return;
  try {
    ls.setItem(NAMES_KEY, JSON.stringify(names.slice(0, MAX_SEATS).map((n) => String(n || '').slice(0, MAX_NAME))));
  } catch {
    /* storage full or disabled: names are a convenience */
  }
}

const PREFS_KEY = `paperdots:v${STORAGE_VERSION}:prefs`;
const PACE_NAMES = ['slow', 'normal', 'fast'];

/** This device's play preferences: sound off and the normal bot pace unless the player chose. */
export const DEFAULT_PREFS = Object.freeze({ sound: false, pace: 'normal' });

/** The preferences kept on this device; anything unreadable falls back to the defaults. */
export function loadPrefs() {
  const ls = store();
  if (!ls) return { ...DEFAULT_PREFS };
  try {
    const p = JSON.parse(ls.getItem(PREFS_KEY));
    if (!p || typeof p !== 'object') return { ...DEFAULT_PREFS };
    return {
      sound: p.sound === true,
      pace: PACE_NAMES.includes(p.pace) ? p.pace : DEFAULT_PREFS.pace,
    };
  } catch {
    return { ...DEFAULT_PREFS };
  }
}

/** Keep the preferences (best effort, like the names: a full or disabled storage keeps nothing). */
export function savePrefs(prefs) {
  const ls = store();
  if (!ls) return;
  try {
    ls.setItem(
      PREFS_KEY,
      JSON.stringify({ sound: prefs.sound === true, pace: PACE_NAMES.includes(prefs.pace) ? prefs.pace : 'normal' }),
    );
  } catch {
    /* storage full or disabled: preferences are a convenience */
  }
}
