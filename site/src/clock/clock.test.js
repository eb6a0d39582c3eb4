// clock.test.js — game clocks: the clock model with an injected time source, the bots' budget,
// move dates, and the session running a clock against the real WASM engine (fake timers drive
// the session's flag timer; the core is never mocked: it records `flag` and the result).
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadEngine } from '../../../wasm/engine.js';
import { createSession } from '../game/session.js';
import { firstMoveBot } from '../game/first-move-bot.js';
import { defaultSettings } from '../game/setup.js';
import { entryOf, ownFragment, shareFragment } from '../saved/autosave.js';
import { parseFragment } from '../share/link.js';
import { validEntry } from '../saved/storage.js';
import {
  agoText,
  botBudget,
  clockFace,
  controlString,
  createClock,
  dayStatus,
  decodeDates,
  encodeDates,
  lowTime,
  parseControl,
  shownTime,
  sgfClock,
  controlFromSgf,
  CLOCK_CHOICES,
  DAYS_CHOICES,
  DATE_BASE,
} from './clock.js';

const engine = await loadEngine({
  wasmBinary: readFileSync(new URL('../../../wasm/dist/paperdots.wasm', import.meta.url)),
});

function settings(patch, kinds) {
  const s = { ...defaultSettings(patch.game), ...patch };
  s.seats = s.seats.map((seat, i) => ({ ...seat, kind: kinds[i] || 'human', level: 1 }));
  return s;
}

describe('clock controls', () => {
  it('reads and writes every offered control, and refuses others', () => {
    for (const c of [...CLOCK_CHOICES, ...DAYS_CHOICES]) expect(controlString(parseControl(c))).toBe(c);
    expect(parseControl('20s')).toEqual({ kind: 'move', sec: 20 });
    expect(parseControl('5m+5s')).toEqual({ kind: 'total', sec: 300, inc: 5 });
    expect(parseControl('3d')).toEqual({ kind: 'days', days: 3 });
    expect(parseControl(undefined)).toEqual({ kind: 'none' });
    for (const bad of ['0s', '601s', '020s', '5m', '5m+5', '181m+0s', '5m+61s', '0d', '31d', 'x', '20S', '1m+05s'])
      expect(parseControl(bad)).toBe(null);
  });

  it('per move: each move gets the whole time again; the other seat waits at full time', () => {
    let t = 0;
    const c = createClock(parseControl('10s'), 2, { now: () => t });
    c.run(1);
    t = 4000;
    expect(c.remaining(1)).toBe(6000);
    expect(c.remaining(2)).toBe(10000);
    c.moved(1, 2);
    expect(c.times()).toEqual([10000, 10000]);
    t = 13500;
    expect(c.remaining(2)).toBe(500);
    expect(c.untilFlag()).toBe(500);
    t = 20000;
    expect(c.remaining(2)).toBe(0);
  });

  it('total + increment: time left carries over and the mover gets the bonus', () => {
    let t = 0;
    const c = createClock(parseControl('3m+2s'), 3, { now: () => t });
    c.run(1);
    t = 30000;
    c.moved(1, 2);
    expect(c.times()).toEqual([152000, 180000, 180000]);
    t = 40000;
    c.moved(2, 3);
    expect(c.times()).toEqual([152000, 172000, 180000]);
    // the display's sums from a snapshot are the clock's
    t = 45000;
    expect(shownTime(c.snapshot(), 3, t)).toBe(c.remaining(3));
    expect(shownTime(c.snapshot(), 1, t)).toBe(152000);
  });

  it('pauses and resumes without losing or gaining time', () => {
    let t = 0;
    const c = createClock(parseControl('5m+5s'), 2, { now: () => t });
    c.run(1);
    t = 10000;
    c.pause(true);
    t = 500000;
    expect(c.remaining(1)).toBe(290000);
    expect(c.untilFlag()).toBe(Infinity);
    c.pause(false);
    t = 501000;
    expect(c.remaining(1)).toBe(289000);
  });

  it('faces, low time and the bots budget', () => {
    expect(clockFace(300000)).toBe('5:00');
    expect(clockFace(59001)).toBe('1:00');
    expect(clockFace(10000)).toBe('0:10');
    expect(clockFace(9940)).toBe('0:09.9');
    expect(clockFace(0)).toBe('0:00.0');
    expect(lowTime(parseControl('20s'), 5001)).toBe(false);
    expect(lowTime(parseControl('20s'), 5000)).toBe(true);
    expect(lowTime(parseControl('5m+5s'), 10000)).toBe(true);
    expect(lowTime(parseControl('3d'), 0)).toBe(false);
    // per move: min(level, 40 % of the move)
    expect(botBudget(parseControl('10s'), 10000, 1000)).toBe(1000);
    expect(botBudget(parseControl('1s'), 1000, 1000)).toBe(400);
    // total: left / 30 + increment / 2, capped by the level's budget
    expect(botBudget(parseControl('3m+2s'), 180000, 1000)).toBe(1000);
    expect(botBudget(parseControl('1m+0s'), 6000, 1000)).toBe(200);
    expect(botBudget(parseControl('none'), 0, 1000)).toBe(1000);
  });

  it('move dates round trip in minutes, and say how long ago', () => {
    const dates = [
      DATE_BASE + 1000 * 60000,
      DATE_BASE + 1000 * 60000 + 3 * 86400000,
      DATE_BASE + 1000 * 60000 + 3 * 86400000 + 90 * 60000,
    ];
    const text = encodeDates(dates);
    expect(text).toMatch(/^[0-9a-z.]+$/);
    expect(decodeDates(text)).toEqual(dates);
    expect(decodeDates('')).toBe(null);
    expect(decodeDates('1..2')).toBe(null);
    const at = dates[2] + 2 * 86400000 + 5000;
    expect(agoText('en', dates[2], at)).toBe('2 days ago');
    expect(agoText('de', dates[2], at)).toBe('vorgestern');
    expect(agoText('da', dates[2], dates[2] + 3 * 3600000)).toBe('for 3 timer siden');
    expect(agoText('nb', dates[2], dates[2] + 86400000)).toBe('i går');
    expect(dayStatus(parseControl('1d'), dates, at)).toEqual({
      since: dates[2],
      deadline: dates[2] + 86400000,
      overdue: true,
    });
    expect(dayStatus(parseControl('3d'), dates, at).overdue).toBe(false);
  });
});

describe('session with a clock (real engine)', () => {
  afterEach(() => vi.useRealTimers());

  it('per move: the human who lets 10 s pass loses on time; the core records flag in every family', () => {
    vi.useFakeTimers();
    const setups = [{ game: 'boxes', size: '2x2' }, { game: 'dots', size: '15x15' }, { game: 'shutin' }];
    for (const setup of setups) {
      let t = 0;
      const s = createSession({ engine, now: () => t });
      s.start(settings({ ...setup, clock: '10s' }, ['human', 'human']));
      s.play(s.store.get().state.legal[0]);
      t = 9000;
      vi.advanceTimersByTime(9000);
      expect(s.store.get().state.over).toBe(false);
      t = 10001;
      vi.advanceTimersByTime(1001);
      const st = s.store.get();
      expect(st.state.over).toBe(true);
      expect(st.state.result.how).toBe('flag');
      expect(st.state.result.resigned).toBe(2);
      expect(st.state.result.winners).toEqual([1]);
      expect(st.state.record.endsWith('.flag')).toBe(true);
      expect(s.canUndo()).toBe(false);
      // the saved game and the link carry the result (the record) and the clock
      const e = entryOf(st, 5);
      expect(validEntry(e)).toBe(true);
      expect(e.clock).toBe('10s');
      expect(e.left[1]).toBe(0);
      const link = parseFragment(shareFragment(st));
      expect(link.ok).toBe(true);
      expect(link.record).toBe(st.state.record);
      expect(link.clock).toBe('10s');
      expect(link.left).toEqual([10000, 0]);
      s.dispose();
    }
  });

  it('holdClock: a new or resumed game’s clock waits until its board is shown, then runs', () => {
    vi.useFakeTimers();
    let t = 0;
    const s = createSession({ engine, now: () => t, holdClock: true });
    s.start(settings({ game: 'boxes', size: '3x3', clock: '10s' }, ['human', 'human']));
    const begun = s.store.get().begun;
    // the page is still drawing: no time goes, and no flag falls
    t = 12000;
    vi.advanceTimersByTime(12000);
    expect(s.store.get().state.over).toBe(false);
    s.boardShown();
    t = 13500;
    expect(s.store.get().clockSnap.left[0]).toBe(10000);
    s.play(s.store.get().state.legal[0]);
    expect(s.store.get().moveLeft[0]).toBe(8500);
    // a second call changes nothing; the next game (a rematch) waits again
    s.boardShown();
    s.rematch();
    expect(s.store.get().begun).toBe(begun + 1);
    t = 30000;
    vi.advanceTimersByTime(16500);
    expect(s.store.get().state.over).toBe(false);
    s.boardShown();
    t = 41000;
    vi.advanceTimersByTime(11000);
    expect(s.store.get().state.result.how).toBe('flag');
    s.dispose();
  });

  it('total + increment: times survive a link and a resume; the clock runs only for the seat to move', () => {
    vi.useFakeTimers();
    let t = 0;
    const s = createSession({ engine, now: () => t });
    s.start(settings({ game: 'boxes', size: '3x3', clock: '3m+2s' }, ['human', 'human']));
    t = 20000;
    s.play(s.store.get().state.legal[0]);
    expect(s.store.get().clockSnap.left).toEqual([162000, 180000]);
    expect(s.store.get().clockSnap.running).toBe(2);
    const link = parseFragment(ownFragment(s.store.get()));
    const b = createSession({ engine, now: () => t });
    expect(b.resume(link)).toBe(null);
    expect(b.store.get().clockSnap.left).toEqual([162000, 180000]);
    // a link for seat 1 opened on seat 1's device: seat 2 moves elsewhere, its time does not run here
    const c = createSession({ engine, now: () => t });
    expect(c.resume({ ...link, you: 1 })).toBe(null);
    expect(c.store.get().clockSnap.running).toBe(0);
    // old saved games and links without a clock open with none
    const d = createSession({ engine, now: () => t });
    expect(d.resume({ record: link.record })).toBe(null);
    expect(d.store.get().clock).toBe('none');
    expect(d.store.get().clockSnap).toBe(null);
    for (const x of [s, b, c, d]) x.dispose();
  });

  it('pauses in a hidden tab only against a bot, not between two people', () => {
    vi.useFakeTimers();
    let t = 0;
    const bot = { onstatechange: null, move: () => new Promise(() => {}), cancel() {}, dispose() {} };
    const vsBot = createSession({ engine, now: () => t, makeBot: () => bot });
    vsBot.start(settings({ game: 'shutin', clock: '10s' }, ['human', 'bot']));
    const people = createSession({ engine, now: () => t });
    people.start(settings({ game: 'shutin', clock: '10s' }, ['human', 'human']));
    vsBot.setHidden(true);
    people.setHidden(true);
    t = 60000;
    vi.advanceTimersByTime(60000);
    expect(vsBot.store.get().state.over).toBe(false);
    expect(vsBot.store.get().clockSnap.paused).toBe(true);
    expect(people.store.get().state.result.how).toBe('flag');
    vsBot.setHidden(false);
    t = 70001;
    vi.advanceTimersByTime(10001);
    expect(vsBot.store.get().state.result.how).toBe('flag');
    vsBot.dispose();
    people.dispose();
  });

  it('gives the bot a budget from its time left, and undo restores the times', async () => {
    vi.useFakeTimers();
    let t = 0;
    const bot = firstMoveBot(engine);
    const s = createSession({ engine, now: () => t, makeBot: () => bot, paceMs: 0, chainPaceMs: 0 });
    s.start(settings({ game: 'boxes', size: '3x3', clock: '1s' }, ['human', 'bot']));
    t = 500;
    s.play(s.store.get().state.legal[0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(bot.asked.map((o) => o.ms)).toEqual([400]);
    expect(s.store.get().state.moveCount).toBe(2);
    expect(s.store.get().state.over).toBe(false);
    expect(s.undo()).toBe(true);
    expect(s.store.get().clockSnap.left).toEqual([1000, 1000]);
    s.dispose();
  });

  it('days per move: dates kept per move in the link; an overdue mover may be claimed against', () => {
    let t = DATE_BASE + 5 * 86400000;
    const s = createSession({ engine, now: () => t });
    s.start(settings({ game: 'dots', size: '15x15', clock: '1d' }, ['human', 'human']));
    t += 3600000;
    s.play(s.store.get().state.legal[0]);
    const st = s.store.get();
    expect(st.dates).toEqual([DATE_BASE + 5 * 86400000, DATE_BASE + 5 * 86400000 + 3600000]);
    const frag = shareFragment(st);
    expect(frag).toContain('clock=1d');
    expect(frag).toMatch(/&at=[0-9a-z]+\.[0-9a-z]+(&|$)/);
    const link = parseFragment(frag);
    expect(link.dates).toEqual(st.dates);
    expect(link.you).toBe(2);
    // seat 1's device two days later: seat 2 has not moved, seat 1 claims the win
    t += 2 * 86400000;
    const a = createSession({ engine, now: () => t });
    expect(a.resume({ ...link, you: 1 })).toBe(null);
    expect(a.canClaim()).toBe(true);
    expect(a.claim()).toBe(true);
    const end = a.store.get().state;
    expect(end.result).toMatchObject({ how: 'flag', resigned: 2, winners: [1] });
    expect(a.store.get().dates).toHaveLength(3);
    // in time, no claim; the seat to move cannot claim against itself
    const b = createSession({ engine, now: () => link.dates[1] + 3600000 });
    b.resume({ ...link, you: 1 });
    expect(b.canClaim()).toBe(false);
    const c = createSession({ engine, now: () => t });
    c.resume({ ...link, you: 2 });
    expect(c.canClaim()).toBe(false);
    expect(parseFragment(frag.replace(/&at=[^&]*/, '&at=zz')).ok).toBe(false);
    expect(parseFragment(frag.replace('clock=1d', 'clock=9x')).error.code).toBe('link-clock-bad');
    for (const x of [s, a, b, c]) x.dispose();
  });
});

describe('SGF times (Dots, real engine)', () => {
  afterEach(() => vi.useRealTimers());

  it("exports TM, OT, each move's BL / WL and RE[..+T]; imports them back into the same clock", () => {
    vi.useFakeTimers();
    let t = 0;
    const s = createSession({ engine, now: () => t });
    s.start(settings({ game: 'dots', size: '15x15', clock: '20s' }, ['human', 'human']));
    t = 4500;
    s.play('3-3');
    t = 4500 + 12000;
    s.play('5-5');
    t += 20001;
    vi.advanceTimersByTime(40000);
    const st = s.store.get();
    expect(st.state.record.endsWith('.flag')).toBe(true);
    expect(st.moveLeft).toEqual([15500, 8000, null]);
    const clock = sgfClock(st.clock, st.moveLeft);
    expect(clock).toEqual({ tm: 0, ot: '20 s per move', left: [15500, 8000, null] });
    const sgf = engine.sgfExport(st.state.record, clock);
    expect(sgf).toContain('RE[W+T]TM[0]OT[20 s per move]');
    expect(sgf).toContain(';B[cm]BL[15.5];W[ek]WL[8])');
    // the saved game keeps the times after each move
    expect(entryOf(st, 1).moveLeft).toEqual([15500, 8000, null]);
    // import: the record with its flag, the clock and the times
    expect(engine.sgfImport(sgf)).toBe(st.state.record);
    const times = engine.sgfTimes(sgf);
    expect(times).toEqual({ tm: 0, ot: '20 s per move', left: [15500, 8000], pb: null, pw: null, dt: null });
    expect(controlFromSgf(times)).toBe('20s');
    const total = engine.sgfExport('game=dots&size=9x9&start=empty&moves=2-3', sgfClock('5m+5s', [290000]));
    expect(total).toContain('TM[300]OT[5 min + 5 s]');
    expect(total).toContain('BL[290]');
    expect(controlFromSgf(engine.sgfTimes(total))).toBe('5m+5s');
    expect(controlFromSgf({ tm: 600000, ot: '3 moves / 30 s' })).toBe('none');
    expect(engine.sgfExport('game=dots&size=9x9&start=empty&moves=2-3')).not.toContain('TM[');
    s.dispose();
  });

  it('a game lost on time opened from its SGF shows the loser’s time out (the file has no time for the flag)', () => {
    vi.useFakeTimers();
    const s = createSession({ engine, now: () => 0 });
    const record = 'game=dots&size=9x9&start=empty&moves=2-3.3-3.4-4.flag';
    // seat 2 ran out of time after 9.8 s were left it by its last move
    expect(s.resume({ record, clock: '10s', moveLeft: [7000, 9800, 5000] })).toBe(null);
    expect(s.store.get().state.result.how).toBe('flag');
    expect(s.store.get().clockSnap.left).toEqual([5000, 0]);
    s.dispose();
  });

  it('a game opened from an SGF with times continues with those times', () => {
    vi.useFakeTimers();
    const s = createSession({ engine, now: () => 0 });
    const record = 'game=dots&size=9x9&start=empty&moves=2-3.3-3.4-4';
    expect(s.resume({ record, clock: '5m+5s', moveLeft: [250000, 260000, null] })).toBe(null);
    expect(s.store.get().clockSnap.left).toEqual([250000, 260000]);
    expect(s.store.get().clockSnap.running).toBe(2);
    s.dispose();
  });
});
