// pick.js — which puzzle comes next, and the puzzle of the day.

/** A small stable hash of a string (FNV-1a), to order equal candidates the same way everywhere. */
function hash(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * The next puzzle of `puzzles` for a player: of those with the theme (null: any), the ones not
 * tried yet, the one rated nearest the player's rating (ties in a fixed shuffled order); when
 * every one has been tried, the same among all of them but `current`.
 * @returns {{puzzle: object|null, again: boolean}} again: every puzzle of the choice was tried
 */
export function nextPuzzle(puzzles, progress, theme = null, current = null) {
  const fits = puzzles.filter((p) => !theme || p.themes.includes(theme));
  const fresh = fits.filter((p) => !(p.key in progress.tried));
  const pool = fresh.length ? fresh : fits.filter((p) => p.key !== current);
  if (!pool.length) return { puzzle: fits[0] || null, again: fits.length > 0 };
  const near = (p) => Math.abs(p.rating - progress.rating);
  const best = pool.reduce((a, b) => (near(b) < near(a) || (near(b) === near(a) && hash(b.key) < hash(a.key)) ? b : a));
  return { puzzle: best, again: !fresh.length };
}

/** The day number (UTC) of a date: days since 1970-01-01. */
export const dayOf = (date) => Math.floor(date.getTime() / 86400000);

/**
 * The puzzle of a day: the sets take turns (set day mod their count), and within the set a
 * puzzle is drawn from the day. The same on every device for the same shipped sets.
 * @param {{id: string}[]} sets @returns {{set: string, index: (n: number) => number}}
 */
export function dailyOf(sets, day) {
  const set = sets[((day % sets.length) + sets.length) % sets.length].id;
  return { set, index: (n) => hash(`day-${day}`) % n };
}
