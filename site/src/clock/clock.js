// clock.js — game clocks: the time controls a table can choose, the running clock of a
// game (pure: the time source is passed in, so tests drive it), the bots' think budget within it,
// and the move dates of correspondence games.
//
// A clock is a game setting, not a rule: the core never sees it. It lives beside the record, like
// the seats: in the session, the share link (`clock=`, `tl=`, `at=`) and the saved game. When the
// time of the side to move runs out, the site plays the core's `flag` token, so the result (a
// loss on time) is the core's and travels with the record.
//
// Controls, as written in links and saved games:
//   `20s`    per move: every move has 20 seconds (1..600)
//   `5m+5s`  total and increment: 5 minutes each for the game, 5 seconds added after each move
//            (1..180 minutes, 0..60 seconds)
//   `3d`     correspondence: 3 days per move (1..30); no running clock, the link keeps each move's
//            date, and the opponent of a side that exceeded its days may claim the win (`flag`)
// A move is one token: a capture's extra move in Dots and Boxes gets its own time and increment.

/** The controls the setup form offers, as the sport uses them; 'none' is the default. */
export const CLOCK_CHOICES = ['none', '10s', '20s', '30s', '3m+2s', '5m+5s', '10m+5s'];
/** The correspondence controls (days per move) the share panel offers. */
export const DAYS_CHOICES = ['1d', '3d', '7d'];

const NONE = { kind: 'none' };

/**
 * A control string as an object: {kind:'none'} | {kind:'move', sec} | {kind:'total', sec, inc} |
 * {kind:'days', days}; null when the text is no control (a link that says so explains itself).
 */
export function parseControl(text) {
  if (text === undefined || text === null || text === '' || text === 'none') return NONE;
  const s = String(text);
  let m = /^([1-9][0-9]{0,2})s$/.exec(s);
  if (m && Number(m[1]) <= 600) return { kind: 'move', sec: Number(m[1]) };
  m = /^([1-9][0-9]{0,2})m\+(0|[1-9][0-9]?)s$/.exec(s);
  if (m && Number(m[1]) <= 180 && Number(m[2]) <= 60)
    return { kind: 'total', sec: Number(m[1]) * 60, inc: Number(m[2]) };
  m = /^([1-9][0-9]?)d$/.exec(s);
  if (m && Number(m[1]) <= 30) return { kind: 'days', days: Number(m[1]) };
  return null;
}

/** The control object back as its string ('none' for no clock). */
export function controlString(c) {
  if (!c || c.kind === 'none') return 'none';
  if (c.kind === 'move') return `${c.sec}s`;
  if (c.kind === 'total') return `${c.sec / 60}m+${c.inc}s`;
  return `${c.days}d`;
}

/** True for a control with a running clock (per move or total). */
export const isLive = (c) => !!c && (c.kind === 'move' || c.kind === 'total');

/** Each seat's time at the start of a game, ms. */
export function startTimes(c, seats) {
  const ms = isLive(c) ? c.sec * 1000 : 0;
  return Array(seats).fill(ms);
}

/**
 * The running clock of one game. control: parseControl's object (live kinds); seats: how many;
 * left: each seat's time at the last move (ms; default the control's start); now: () => ms.
 * The clock runs for one seat at a time (`run(seat)`), never for a finished game (`run(0)`).
 */
export function createClock(control, seats, { now = () => Date.now(), left = null } = {}) {
  let times = left && left.length === seats ? left.slice() : startTimes(control, seats);
  let running = 0;
  let since = 0;
  let paused = false;

  const spent = () => (running && !paused ? Math.max(0, now() - since) : 0);

  /** ms left for a seat now (the running seat's time goes down). */
  function remaining(seat) {
    const base = times[seat - 1];
    return seat === running ? Math.max(0, base - spent()) : base;
  }

  /** Run the clock of `seat` from now (0: stop every clock). */
  function run(seat) {
    if (running && !paused) times[running - 1] = remaining(running);
    running = seat;
    since = now();
  }

  /**
   * The seat `mover` made a move and `next` is to move (0: the game is over): per move, the next
   * move gets the whole time again; total, the mover's time keeps what it had left plus the
   * increment. A move after the time ran out changes nothing (the site plays `flag` first).
   */
  function moved(mover, next) {
    const left = remaining(mover);
    if (control.kind === 'move') times = times.map(() => control.sec * 1000);
    else if (left > 0) times[mover - 1] = left + control.inc * 1000;
    running = 0;
    run(next);
  }

  /** Stop or restart the running clock without a move (a hidden tab in a game against bots). */
  function pause(on) {
    if (on === paused) return;
    if (running && on) times[running - 1] = remaining(running);
    paused = on;
    since = now();
  }

  /** Put the times back (undo: the times of that earlier position), the clock running for `seat`. */
  function set(left, seat) {
    times = left.slice();
    running = 0;
    run(seat);
  }

  return {
    remaining,
    run,
    moved,
    pause,
    set,
    /** Each seat's time now, ms (what a saved game and a link keep). */
    times: () => times.map((_, i) => remaining(i + 1)),
    /** The seat whose time runs (0: none), and whether it is paused. */
    running: () => running,
    paused: () => paused,
    /** ms until the running seat's time is out (Infinity when no clock runs). */
    untilFlag: () => (running && !paused ? remaining(running) : Infinity),
    /** A plain copy for the store: the page draws the times from it. */
    snapshot: () => ({ left: times.slice(), running, since, paused }),
  };
}

/** The time a snapshot shows for a seat at `at` ms (the page's display; the same sums as remaining()). */
export function shownTime(snap, seat, at) {
  const base = snap.left[seat - 1];
  if (seat !== snap.running || snap.paused) return base;
  return Math.max(0, base - Math.max(0, at - snap.since));
}

/** Minutes, seconds and tenths under ten seconds: "4:59", "0:09.4" (the sport's clock face). */
export function clockFace(ms) {
  const t = Math.max(0, ms);
  if (t < 10000) {
    const tenths = Math.floor(t / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const s = Math.ceil(t / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A seat is short of time: under 10 s, or a quarter of a per-move time under 40 s. */
export function lowTime(control, ms) {
  if (!isLive(control)) return false;
  const limit = control.kind === 'move' ? Math.min(10000, control.sec * 250) : 10000;
  return ms <= limit;
}

/** A bot's share of a per-move time, and of a total the part per move (docs/clock.md). */
export const BOT_MOVE_SHARE = 0.4;
export const BOT_TOTAL_MOVES = 30;

/**
 * A bot's think budget (ms) within the clock: its level's budget, and under a per-move control at
 * most 40 % of the move's time; under total + increment time_left / 30 + increment / 2, never
 * more than the level's budget and never under 50 ms.
 */
export function botBudget(control, leftMs, levelMs) {
  if (!isLive(control)) return levelMs;
  const share =
    control.kind === 'move' ? control.sec * 1000 * BOT_MOVE_SHARE : leftMs / BOT_TOTAL_MOVES + (control.inc * 1000) / 2;
  return Math.max(50, Math.min(levelMs, Math.floor(share)));
}

// ---- SGF (Dots): FF[4] TM (main time), OT (overtime text), BL / WL (time left after a move) ----

/**
 * The clock of an SGF export: per move TM[0]OT[20 s per move], total + bonus TM[300]OT[5 min +
 * 5 s], and each move's time left where known. null without a live clock.
 */
export function sgfClock(text, moveLeft) {
  const c = parseControl(text);
  if (!isLive(c)) return null;
  const ot = c.kind === 'move' ? `${c.sec} s per move` : `${c.sec / 60} min + ${c.inc} s`;
  return { tm: c.kind === 'move' ? 0 : c.sec * 1000, ot, left: moveLeft || [] };
}

/** The control an imported SGF's TM and OT name (as sgfClock writes them), else 'none'. */
export function controlFromSgf({ tm, ot }) {
  let m = /^(\d+) ?s(ec)? per move$/i.exec(ot || '');
  if (m && (tm === null || tm === 0)) return controlString(parseControl(`${Number(m[1])}s`) || NONE);
  m = /^(\d+) ?min \+ (\d+) ?s(ec)?$/i.exec(ot || '');
  if (m && (tm === null || tm === Number(m[1]) * 60000))
    return controlString(parseControl(`${Number(m[1])}m+${Number(m[2])}s`) || NONE);
  return 'none';
}

/**
 * Each seat's time from the times after each move (the last known per seat; the control's start
 * time where a seat has none). movers: the seat of each move (the core's state.movers); flagged:
 * the seat that lost on time (the core's result.resigned when result.how is 'flag'), whose time
 * is out whatever its last move left it (an SGF file has no time for the `flag`), or 0.
 */
export function timesFromMoves(text, seats, movers, moveLeft, flagged = 0) {
  const c = parseControl(text);
  const left = startTimes(c, seats);
  if (moveLeft)
    movers.forEach((seat, k) => {
      if (Number.isFinite(moveLeft[k]) && seat >= 1 && seat <= seats) left[seat - 1] = moveLeft[k];
    });
  if (flagged >= 1 && flagged <= seats) left[flagged - 1] = 0;
  return left;
}

// ---- correspondence: the dates of the moves ----

/** Move dates count minutes from this day (UTC), so a link writes small numbers. */
export const DATE_BASE = Date.UTC(2024, 0, 1);
const MINUTE = 60000;

/**
 * The dates as the link writes them: the game's start and every move, in minutes since
 * DATE_BASE, the first absolute and each next one as the minutes after the one before, base 36,
 * joined by '.': "1a2b3.5k.0.2s". Dates before DATE_BASE are written as DATE_BASE.
 */
export function encodeDates(dates) {
  let prev = 0;
  return dates
    .map((d, i) => {
      const m = Math.max(0, Math.floor((d - DATE_BASE) / MINUTE));
      const v = i === 0 ? m : Math.max(0, m - prev);
      prev = i === 0 ? m : prev + v;
      return v.toString(36);
    })
    .join('.');
}

/** The dates back (ms), or null when the text is not such a list. */
export function decodeDates(text) {
  if (typeof text !== 'string' || !/^[0-9a-z]{1,8}(\.[0-9a-z]{1,8})*$/.test(text)) return null;
  let m = 0;
  return text.split('.').map((part, i) => {
    const v = parseInt(part, 36);
    m = i === 0 ? v : m + v;
    return DATE_BASE + m * MINUTE;
  });
}

/**
 * How a correspondence game stands at `at`: when the side to move last got the move (`since`,
 * the last date), the deadline, and whether it passed.
 */
export function dayStatus(control, dates, at) {
  if (!control || control.kind !== 'days' || !dates || !dates.length) return null;
  const since = dates[dates.length - 1];
  const deadline = since + control.days * 86400000;
  return { since, deadline, overdue: at > deadline };
}

/**
 * "moved 2 days ago" in the page's language: the largest unit that fits (days, hours, minutes),
 * from Intl.RelativeTimeFormat.
 */
export function agoText(lang, then, at) {
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const mins = Math.max(0, Math.floor((at - then) / MINUTE));
  if (mins >= 1440) return rtf.format(-Math.floor(mins / 1440), 'day');
  if (mins >= 60) return rtf.format(-Math.floor(mins / 60), 'hour');
  return rtf.format(-mins, 'minute');
}
