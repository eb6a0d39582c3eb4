// session-clock.js — how a game session keeps its clock (the clock itself: clock/clock.js). The
// session (game/session.js) makes one keeper and tells it what happens to the game; the keeper
// answers with the clock fields of the session's store (CLOCK_FIELDS), which the session writes
// together with the rest of the change.
//
// A live clock runs for the side to move when that side plays on this device (a human seat this
// device holds, or a bot); when its time is out the keeper calls `onFlag` and the session plays
// the core's `flag`. It keeps each seat's times after every move, so undo shows them again. A
// correspondence game (days per move) keeps each move's date instead, and the other side may
// claim a win once the mover's days are over.
import { botBudget, controlString, createClock, dayStatus, isLive, parseControl, timesFromMoves } from './clock.js';

/** The clock's fields of the session's store, as a session starts (before any game). */
export const CLOCK_FIELDS = {
  clock: 'none', // the control ('none', '20s', '5m+5s', '3d'; clock.js)
  clockSnap: null, // a live clock's times: {left (ms per seat), running (seat), since (ms), paused}
  dates: null, // days per move: the start's and every move's date (ms)
  moveLeft: null, // a live clock: the mover's time left after each move (ms; null unknown), for SGF
};

const isBotSeat = (seats, seat) => {
  const s = seats[seat - 1];
  return !!s && s.kind === 'bot';
};

/**
 * A saved game's or link's clock (g.clock, g.left, g.dates, g.moveLeft, as session.resume takes
 * them): the control for the settings ('none' when there is none or it is not a control) and the
 * times for `start`. A finished game keeps its clock's last times; a game ended without a clock
 * has none.
 */
export function savedClock(g) {
  return {
    control: g.clock && parseControl(g.clock) ? g.clock : 'none',
    times: {
      left: Array.isArray(g.left) ? g.left : null,
      dates: Array.isArray(g.dates) ? g.dates : null,
      moveLeft: Array.isArray(g.moveLeft) ? g.moveLeft : null,
    },
  };
}

/**
 * The clock keeper of one session. now: () => ms (the session's time source); onFlag: called when
 * the running seat's time is out (the session plays `flag` for it); holdUntilSeen: each game's
 * clock starts only when seen() says its board is on screen (no time lost to the page's drawing). `cur` below is the session's
 * store value (phase, you, seats, dates, moveLeft are read).
 */
export function createSessionClock({ now, onFlag, holdUntilSeen = false }) {
  let clock = null; // the running clock of a live control (clock.js createClock)
  let control = { kind: 'none' };
  let timer = null;
  let history = []; // each seat's times after k moves, for undo
  let hidden = false;
  // holdUntilSeen (the play page): a new game's clock waits until its board is on screen (seen())
  let unseen = false;

  /**
   * Does the clock of the side to move run on this device? For a bot, and for a human seat this
   * device plays (a link game for one seat leaves the other seats' time to their own devices).
   */
  function runsHere(state, cur) {
    if (state.over || cur.phase !== 'playing') return false;
    if (isBotSeat(cur.seats, state.toMove)) return true;
    return !cur.you || state.toMove === cur.you;
  }

  /** Wake up when the running seat's time would run out, and call onFlag then. */
  function arm() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!clock) return;
    const wait = clock.untilFlag();
    if (!Number.isFinite(wait)) return;
    timer = setTimeout(() => {
      timer = null;
      if (!clock || clock.untilFlag() > 0) {
        arm();
        return;
      }
      onFlag();
    }, wait + 1);
  }

  /**
   * Games with no person on the other side (one human at most, on this device) stop the clock
   * while the tab is hidden; two-person games keep it running (the other person's time goes on).
   */
  function pauses(cur) {
    return !cur.you && cur.seats.filter((x) => x.kind === 'human').length <= 1;
  }

  /**
   * Set the clock up for a new or resumed game (left: saved times; dates: move dates; moveLeft:
   * the times after each move; movers: the seat of each move; flagged: the seat that lost on
   * time, or 0). Returns {clock, dates, moveLeft}.
   */
  function start(
    text,
    seatsN,
    moveCount,
    { left = null, dates = null, moveLeft = null, movers = [], flagged = 0 } = {},
  ) {
    control = parseControl(text) || { kind: 'none' };
    const ml = isLive(control)
      ? Array.from({ length: moveCount }, (_, k) => (moveLeft && Number.isFinite(moveLeft[k]) ? moveLeft[k] : null))
      : null;
    // a game from an SGF file knows the times after its moves, not a saved clock
    const times = left || (moveLeft ? timesFromMoves(text, seatsN, movers, moveLeft, flagged) : null);
    clock = isLive(control) ? createClock(control, seatsN, { now, left: times }) : null;
    history = [];
    if (clock) history[moveCount] = clock.times();
    unseen = holdUntilSeen;
    if (clock && (hidden || unseen)) clock.pause(true);
    const at = now();
    let d = null;
    if (control.kind === 'days')
      d = dates && dates.length === moveCount + 1 ? dates.slice() : Array(moveCount + 1).fill(at);
    return { clock: controlString(control), dates: d, moveLeft: ml };
  }

  /**
   * A new state is shown (`cur`: the store as it will be): run the clock for the side to move
   * when it runs here, stop it otherwise. Returns the store's clockSnap. Call arm() after the
   * store is written.
   */
  function follow(state, cur) {
    if (clock) clock.run(runsHere(state, cur) ? state.toMove : 0);
    return clock ? clock.snapshot() : null;
  }

  /**
   * `seat` played `token`, which made `moveCount` moves, at `at` (ms). Returns the store fields
   * that change: the mover's time after the move (SGF BL / WL: per move what was left of the
   * move's time, with a total what is left with the bonus) and the move's date.
   */
  function moved(seat, token, moveCount, cur, at) {
    let ml = {};
    if (clock) {
      const before = clock.remaining(seat);
      if (token === 'flag' || token === 'resign') clock.run(0);
      else clock.moved(seat, 0);
      history[moveCount] = clock.times();
      const after =
        token === 'flag' || token === 'resign' ? null : control.kind === 'move' ? before : clock.remaining(seat);
      ml = { moveLeft: [...(cur.moveLeft || []).slice(0, moveCount - 1), after] };
    }
    const dates = cur.dates ? { dates: [...cur.dates.slice(0, moveCount), at] } : {};
    return { ...dates, ...ml };
  }

  /**
   * Moves were taken back to `moveCount`: the clock shows the times of that position again (a
   * game resumed here knows only its last). Returns the store fields that change.
   */
  function undone(moveCount, cur) {
    if (clock && history[moveCount]) clock.set(history[moveCount], 0);
    history.length = moveCount + 1;
    const dates = cur.dates ? { dates: cur.dates.slice(0, moveCount + 1) } : {};
    const ml = cur.moveLeft ? { moveLeft: cur.moveLeft.slice(0, moveCount) } : {};
    return { ...dates, ...ml };
  }

  /** A seat's time left (ms); Infinity without a live clock. */
  function remaining(seat) {
    return clock ? clock.remaining(seat) : Infinity;
  }

  /** A bot's think budget for `seat` within the clock (clock.js botBudget); levelMs without one. */
  function botMs(seat, levelMs) {
    return botBudget(control, remaining(seat), levelMs);
  }

  /**
   * Days per move: the side to move let its days run out, and this device plays the other side
   * (a link for another seat, or a bot's game here): it may claim the win.
   */
  function canClaim(cur, at) {
    if (cur.phase !== 'playing' || cur.state.over || control.kind !== 'days') return false;
    if (cur.you && cur.state.toMove === cur.you) return false;
    const st = dayStatus(control, cur.dates, at);
    return !!st && st.overdue;
  }

  /**
   * The page's tab was hidden (true) or shown again (false). Returns the store fields that change
   * ({clockSnap}; call arm() after writing them), or null when nothing does.
   */
  function setHidden(on, cur) {
    hidden = on;
    if (!clock || cur.phase !== 'playing') return null;
    clock.pause((on && pauses(cur)) || unseen);
    return { clockSnap: clock.snapshot() };
  }

  /**
   * The game's board is on screen (holdUntilSeen): its clock may run from now. Returns the store
   * fields that change ({clockSnap}; call arm() after writing them), or null when nothing does.
   */
  function seen(cur) {
    if (!unseen) return null;
    unseen = false;
    if (!clock || cur.phase !== 'playing') return null;
    clock.pause(hidden && pauses(cur));
    return { clockSnap: clock.snapshot() };
  }

  /** The game is left (back to setup): the clock stops and no flag comes. */
  function stop() {
    if (clock) clock.run(0);
    arm();
  }

  function dispose() {
    if (timer) clearTimeout(timer);
    timer = null;
    clock = null;
  }

  return { start, follow, arm, moved, undone, remaining, botMs, canClaim, setHidden, seen, stop, dispose };
}
