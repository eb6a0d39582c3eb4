// persist.js — a game's identity outside the page: the seat codes of share links ('h', 'b1'..'b4'),
// the saved-game entry of a session, the share link for it, and autosave as the game goes on.
import { buildFragment } from './link.js';
import { pruneFinished, requestPersistence, saveGame } from './storage.js';

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
    updated: now,
  };
}

/**
 * The share fragment (without '#') for this session: `you` is the seat the link is meant for —
 * the human seat to move next, or when a bot or nobody is to move, the first human seat that is
 * not `st.you`.
 */
export function shareFragment(st) {
  const seats = st.seats.map(seatCode);
  const toMove = st.state.toMove;
  let you = toMove && seats[toMove - 1] === 'h' ? toMove : 0;
  if (!you) you = seats.findIndex((c, i) => c === 'h' && i + 1 !== st.you) + 1;
  return buildFragment({ record: st.state.record, id: st.id, seats, names: st.seats.map((s) => s.name || ''), you });
}

/**
 * Save the session's game whenever its record (or result) changes. Returns the unsubscribe.
 * The first save asks the browser to keep our storage.
 */
export function autosave(store) {
  let last = '';
  let asked = false;
  return store.subscribe((st) => {
    const e = entryOf(st);
    if (!e) return;
    const key = `${e.id}|${e.record}`;
    if (key === last) return;
    last = key;
    if (saveGame(e)) {
      if (e.over) pruneFinished();
      if (!asked) {
        asked = true;
        requestPersistence();
      }
    }
  });
}
