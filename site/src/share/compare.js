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
