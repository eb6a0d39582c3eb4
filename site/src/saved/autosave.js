// autosave.js — a game's identity outside the page: the seat codes of share links ('h', 'b1'..'b4'),
// the saved-game entry of a session, the share link for it, and autosave as the game goes on.
import { buildFragment, newGameId } from '../share/link.js';
import { continuesRecord } from '../share/compare.js';
import { loadGame, pruneFinished, requestPersistence, saveGameResult } from './storage.js';

/** A session seat {kind, level, name} as a link code. */
export function seatCode(seat) {
  return seat.kind === 'bot' ? `b${seat.level}` : 'h';
}

/** A link code back to a session seat. */
export function seatFromCode(code, name = '') {
  return code === 'h' ? { kind: 'human', level: 1, name } : { kind: 'bot', level: Number(code.slice(1)), name };
}

/**
 * The saved-game entry of a session store value (null before a game starts). The record says
 * everything about the game, a resignation included (the core's `resign` token).
 */
export function entryOf(st, now = Date.now()) {
  if (st.phase !== 'playing' || !st.id || !st.state) return null;
  return {
    id: st.id,
    record: st.state.record,
    seats: st.seats.map(seatCode),
    names: st.seats.map((s) => s.name || ''),
    you: st.you || null,
    over: st.state.over,
    moves: st.state.moveCount,
    // the core's score and turn at this record, so the saved-games list can show them without
    // loading the game's engine module (storage.js storedTally)
    // and the result of a finished game (who won, by how much), for the finished games' list
    tally: { teams: st.state.teams, scores: st.state.scores, toMove: st.state.toMove, result: st.state.result || null },
    updated: now,
    ...(st.analysed ? { an: true } : {}),
    // a link game: undo stops at the moves it came with (session.js resume)
    ...(st.you ? { floor: st.floor } : {}),
    ...clockOf(st),
    ...moveTimesOf(st),
  };
}

/**
 * When the game on screen was last played (ms), for the date of its SGF file: its last move's
 * date (days per move), else the date of its saved copy (a finished game opened again keeps the
 * day it was played), else now.
 */
export function lastPlayed(st, now = Date.now()) {
  if (st.dates && st.dates.length) return st.dates[st.dates.length - 1];
  const stored = st.id && st.state ? loadGame(st.id) : null;
  return stored && stored.record === st.state.record && Number.isFinite(stored.updated) ? stored.updated : now;
}

/** The game clock's part of an entry or a link: the control, the times, the move dates. */
function clockOf(st) {
  if (!st.clock || st.clock === 'none') return {};
  return {
    clock: st.clock,
    ...(st.clockSnap ? { left: st.clockSnap.left.slice() } : {}),
    ...(st.dates ? { dates: st.dates.slice() } : {}),
  };
}

/** The saved game's own clock facts, beyond the link's: each move's time left (for SGF). */
function moveTimesOf(st) {
  return st.moveLeft && st.clockSnap ? { moveLeft: st.moveLeft.slice() } : {};
}

/** The human seats of a session's game, by number. */
const humanSeats = (st) => st.seats.map((x, i) => (x.kind === 'human' ? i + 1 : 0)).filter(Boolean);

/**
 * The seat a share link is meant for: the human seat to move next, or when a bot or nobody is to
 * move, the first human seat that is not `st.you`.
 */
export function linkSeat(st) {
  const toMove = st.state.toMove;
  const humans = humanSeats(st);
  if (toMove && humans.includes(toMove)) return toMove;
  return humans.find((s) => s !== st.you) || 0;
}

/**
 * The seat this device keeps once it has sent the share link (which is for linkSeat, the other
 * side): its own when it has one, else the person who moved last, or the first person the link is
 * not for. 0 when at most one person plays (a bot game: nobody to wait for).
 */
export function senderSeat(st) {
  if (st.you) return st.you;
  const humans = humanSeats(st);
  if (humans.length < 2) return 0;
  const other = linkSeat(st);
  const movers = st.state.movers || [];
  const last = movers[movers.length - 1];
  if (last && last !== other && humans.includes(last)) return last;
  return humans.find((s) => s !== other) || 0;
}

/** A fragment (without '#') of this session's game whose link is for seat `you`. */
function fragmentFor(st, you) {
  return buildFragment({
    record: st.state.record,
    id: st.id,
    seats: st.seats.map(seatCode),
    names: st.seats.map((s) => s.name || ''),
    you,
    an: st.analysed,
    ...clockOf(st),
  });
}

/** The share fragment (without '#') for this session: `you` is linkSeat, the seat it is meant for. */
export function shareFragment(st) {
  return fragmentFor(st, linkSeat(st));
}

/**
 * The fragment (without '#') of this device's own copy, for the address bar. It names a seat, so
 * that whoever it is copied to plays one side, not all of them: this device's seat in a game for
 * one seat, else (a game on one device, once it has a move) the seat to move, as a share link
 * would. A reload here does not bind this device to it: the copy saved here says which seats it
 * plays (share/compare.js withOurCopy).
 */
export function ownFragment(st) {
  return fragmentFor(st, st.you || (st.state.moveCount > 0 ? linkSeat(st) : 0));
}

/**
 * Save the session's game whenever its record (or result) changes, from its first move on.
 * Returns the unsubscribe.
 * The first successful save asks the browser to keep our storage.
 *
 * A save the browser refuses (storage full, storage disabled) is not counted as saved: the next
 * change of the store tries again, whatever changed. `onStatus` hears about it, only when the
 * status changes: `{ok: false, code}` when a save fails (code: 'quota' | 'unavailable' |
 * 'invalid' | 'failed', see storage.js saveGameResult), then `{ok: true}` once a save succeeds
 * again. The page can show "This game is not being saved" from the first until the second.
 */
/*
 * Two tabs (or windows) on one saved game: before each save the stored entry is read back. When
 * another tab has changed it since this page last wrote it (or, before this page's first write,
 * when our game does not continue what is stored), saving would destroy that tab's moves. Then
 * this page's game moves to a new id — both games stay saved — and `onConflict({theirs})` hears
 * the id under which the other tab's game stays, so the page can offer it.
 *
 * A game resumed on this page (a share link, a saved game) counts as not yet written, whatever
 * this page wrote under its id before: a link that rewrites a move of a game this page played
 * must not be saved over it. A resumed game that the stored copy continues (an old link) is not
 * saved until it is played on: storage already holds its moves and more.
 *
 * When a finished game is saved the oldest finished games beyond storage.js FINISHED_KEPT are
 * dropped; `onPruned(n)` hears how many, when any were.
 */
export function autosave(store, { onStatus = null, onConflict = null, onPruned = null } = {}) {
  let saved = ''; // the key of the last entry that reached storage
  const written = new Map(); // game id -> the record this page last wrote under it
  let asked = false;
  let status = { ok: true };
  let resumed = 0; // the id of the last resume event handled
  const report = (next) => {
    if (next.ok === status.ok && next.code === status.code) return;
    status = next;
    if (onStatus) onStatus(next);
  };
  return store.subscribe((st) => {
    const e = entryOf(st);
    if (!e) return;
    if (st.event && st.event.kind === 'resume' && st.event.id !== resumed) {
      resumed = st.event.id;
      written.clear();
      saved = '';
    }
    // (a live clock's times change with every move, which changes the record too)
    const key = `${e.id}|${e.record}|${e.an ? 'an' : ''}`;
    if (key === saved) return;
    const stored = loadGame(e.id);
    // A game is kept once it has a move: a Play pressed and left is not one of "Your games".
    if (!e.moves && !stored) return;
    const mine = written.get(e.id);
    if (stored && mine === undefined && stored.record !== e.record && continuesRecord(stored.record, e.record)) return;
    if (
      stored &&
      stored.record !== e.record &&
      (mine !== undefined ? stored.record !== mine : !continuesRecord(e.record, stored.record))
    ) {
      if (onConflict) onConflict({ theirs: e.id });
      store.set({ id: newGameId() }); // saved under the new id by the call this set makes
      return;
    }
    // a game opened again with no new move keeps its date: when it was last played (the list
    // shows it, and the oldest finished games are the first to go)
    const r = saveGameResult(stored && stored.record === e.record ? { ...e, updated: stored.updated } : e);
    if (!r.ok) {
      report({ ok: false, code: r.code });
      return;
    }
    saved = key;
    written.set(e.id, e.record);
    report({ ok: true });
    if (e.over) {
      const dropped = pruneFinished();
      if (dropped > 0 && onPruned) onPruned(dropped);
    }
    if (!asked) {
      asked = true;
      requestPersistence();
    }
  });
}
