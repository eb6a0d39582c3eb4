// compare.js — how two records of one game (same id) stand to each other: a share link against
// this browser's copy (share/opener.js, saved/games-file.js), a stored copy against the page's
// game (saved/autosave.js).

import { movesOf, setupOf, splitRecord } from '../game/record.js';

/**
 * How a link's record stands to the copy this browser has of the same game (same id):
 * {kind: 'same'} (identical), {kind: 'ahead'} (the link continues our copy: the other side
 * moved), {kind: 'behind'} (our copy continues the link: an old link), or
 * {kind: 'conflict', move, ours, theirs}: the link changes move `move` (1-based) — `ours` is that
 * move in our copy ('' when our copy ends before it), `theirs` in the link — or the setup
 * (move 0) itself.
 */
export function compareRecords(ours, theirs) {
  if (ours === theirs) return { kind: 'same' };
  if (setupOf(ours) !== setupOf(theirs)) return { kind: 'conflict', move: 0, ours: '', theirs: '' };
  const a = movesOf(ours);
  const b = movesOf(theirs);
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return { kind: 'conflict', move: i + 1, ours: a[i], theirs: b[i] };
  return b.length > a.length ? { kind: 'ahead' } : { kind: 'behind' };
}

/** Does record `ours` continue record `theirs` (the same game with the same or more moves)? */
export function continuesRecord(ours, theirs) {
  if (ours === theirs) return true;
  const a = splitRecord(ours);
  const b = splitRecord(theirs);
  if (a.moves === null || b.moves === null || a.setup !== b.setup) return false;
  const mine = movesOf(ours);
  const before = movesOf(theirs);
  return before.length <= mine.length && before.every((m, i) => m === mine[i]);
}

/**
 * A link for a game this browser has a copy of (known: share/opener.js, whose `how` is not a
 * conflict), as it is opened. The dates of the moves this copy has are its own: a days-per-move
 * link cannot backdate them, and a move the link adds is never dated before them. `tabSeat`: the
 * link is this tab's own address, reloaded, and the tab played this seat (0: every person's;
 * opener.js tabGame), else undefined: an address names a seat for whoever it is copied to, so a
 * reload keeps the seats the tab played (and our copy's undo floor when our copy plays them too).
 */
export function withOurCopy(link, { ours, how }, tabSeat = undefined) {
  let seat = {};
  if (tabSeat !== undefined && how.kind === 'same') {
    seat = { you: tabSeat || null, ...(tabSeat === (ours.you || 0) ? { floor: ours.floor } : {}) };
  }
  return { ...link, ...seat, dates: ourDates(link.dates, ours.dates) };
}

/** The link's move dates with those our copy has in their place, and none earlier than those. */
function ourDates(theirs, mine) {
  if (!theirs || !Array.isArray(mine) || !mine.length) return theirs;
  let last = -Infinity;
  return theirs.map((d, i) => {
    last = i < mine.length && Number.isFinite(mine[i]) ? mine[i] : Math.max(d, last);
    return last;
  });
}
