// autosave.test.js — autosave (saves when the record changes, skips what did not change, retries a
// save the browser refused and says so), the saved-game entry of a session, and the share link's
// `you`. localStorage is a fake with a size quota that throws a QuotaExceededError DOMException
// when full, the way browsers do.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autosave, entryOf, ownFragment, senderSeat, shareFragment } from './autosave.js';
import { compareRecords } from '../share/compare.js';
import { FINISHED_KEPT, loadGame, loadGames, saveGame } from './storage.js';
import { createStore } from '../game/store.js';
import { parseFragment } from '../share/link.js';
import { QuotaStorage } from '../../../tests/wasm/fake-storage.js';

const ID = 'game0001';
const human = (name = '') => ({ kind: 'human', level: 1, name });
const bot = (level) => ({ kind: 'bot', level, name: '' });

/** A session store value in the middle of a game (the fields autosave.js reads); `state` holds
 * the core's facts: the record (a resignation included), whose turn, over, the move count. */
function playing(moves, extra = {}, state = {}) {
  return {
    phase: 'playing',
    id: ID,
    you: 0,
    seats: [human('Ann'), bot(3)],
    state: {
      record: `game=boxes&grid=square&size=2x2&border=open&misere=0&players=2&moves=${moves.join('.')}`,
      toMove: 1,
      over: false,
      moveCount: moves.length,
      teams: [[1], [2]],
      scores: [0, 0],
      ...state,
    },
    bot: 'idle',
    ...extra,
  };
}

let ls;
let persist;
beforeEach(() => {
  ls = new QuotaStorage();
  vi.stubGlobal('localStorage', ls);
  persist = vi.fn(async () => true);
  vi.stubGlobal('navigator', { storage: { persist } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('autosave', () => {
  it('saves the game when its record changes, and only then', () => {
    const store = createStore({ phase: 'setup' });
    const stop = autosave(store);
    store.set(playing(['0']));
    expect(loadGame(ID).record).toMatch(/&moves=0$/);
    expect(loadGame(ID).moves).toBe(1);
    const writes = ls.writes;
    // Changes that leave the record alone write nothing.
    store.set({ bot: 'thinking' });
    store.set({ bot: 'idle', view: 0 });
    expect(ls.writes).toBe(writes);
    store.set(playing(['0', '5']));
    expect(loadGame(ID).record).toMatch(/&moves=0\.5$/);
    expect(ls.writes).toBe(writes + 1);
    // A resignation is a move of the record: saved, with the game over.
    store.set(playing(['0', '5', 'resign'], {}, { toMove: 0, over: true }));
    expect(loadGame(ID).over).toBe(true);
    expect(loadGame(ID).record).toMatch(/&moves=0\.5\.resign$/);
    expect(ls.writes).toBe(writes + 2);
    stop();
    store.set(playing(['0', '5', '7']));
    expect(loadGame(ID).record).toMatch(/&moves=0\.5\.resign$/);
  });

  it('keeps no game before its first move: Play pressed and left saves nothing', () => {
    const store = createStore({ phase: 'setup' });
    autosave(store);
    store.set(playing([]));
    expect(loadGame(ID)).toBe(null);
    expect(loadGames().games).toEqual([]);
    store.set(playing(['0']));
    expect(loadGame(ID).moves).toBe(1);
    // Once saved, a game taken back to no move at all is saved as it is, not left with its move.
    store.set(playing([]));
    expect(loadGame(ID).moves).toBe(0);
  });

  it('two tabs on one saved game: the later writer moves to a new id, both games stay saved', () => {
    const a = createStore({ phase: 'setup' });
    const b = createStore({ phase: 'setup' });
    const heard = [];
    autosave(a);
    autosave(b, { onConflict: (c) => heard.push(c) });
    a.set(playing(['0']));
    b.set(playing(['0'])); // tab B opens the saved game: nothing new to write over
    expect(heard).toEqual([]);
    a.set(playing(['0', '5'])); // tab A plays on
    b.set(playing(['0', '7'])); // tab B plays another move from the old position
    expect(heard).toEqual([{ theirs: ID }]);
    expect(loadGame(ID).record).toMatch(/&moves=0\.5$/); // A's moves are not written over
    const fork = b.get().id;
    expect(fork).not.toBe(ID);
    expect(loadGame(fork).record).toMatch(/&moves=0\.7$/); // B's moves are saved too
    // From then on each tab saves its own game without another notice.
    a.set(playing(['0', '5', '1']));
    b.set({ ...playing(['0', '7', '2']), id: fork });
    expect(heard).toHaveLength(1);
    expect(loadGame(ID).record).toMatch(/&moves=0\.5\.1$/);
    expect(loadGame(fork).record).toMatch(/&moves=0\.7\.2$/);
  });

  it('one tab: undo and another move, or a link that continues the saved game, is no conflict', () => {
    const heard = [];
    const store = createStore({ phase: 'setup' });
    autosave(store, { onConflict: (c) => heard.push(c) });
    store.set(playing(['0', '5']));
    store.set(playing(['0']));
    store.set(playing(['0', '9']));
    expect(loadGame(ID).record).toMatch(/&moves=0\.9$/);
    // another page opens a link that continues what is saved: it updates the same entry
    const other = createStore({ phase: 'setup' });
    autosave(other, { onConflict: (c) => heard.push(c) });
    other.set(playing(['0', '9', '3']));
    expect(loadGame(ID).record).toMatch(/&moves=0\.9\.3$/);
    expect(heard).toEqual([]);
  });

  it('a link that rewrites a move of a game this page wrote is kept beside it, not saved over it', () => {
    const heard = [];
    const store = createStore({ phase: 'setup' });
    autosave(store, { onConflict: (c) => heard.push(c) });
    store.set(playing(['0', '5'])); // this page played the game and wrote it
    // a link for the same game comes back with move 2 changed: the session resumes it
    store.set(playing(['0', '7'], { event: { id: 9, kind: 'resume' } }));
    expect(heard).toEqual([{ theirs: ID }]);
    expect(loadGame(ID).record).toMatch(/&moves=0\.5$/);
    const fork = store.get().id;
    expect(fork).not.toBe(ID);
    expect(loadGame(fork).record).toMatch(/&moves=0\.7$/);
    expect(loadGames().games).toHaveLength(2);
    // resuming our own copy again is no conflict, and it plays on under its id
    store.set(playing(['0', '5'], { event: { id: 10, kind: 'resume' } }));
    store.set(playing(['0', '5', '1'], { event: { id: 11, kind: 'move' } }));
    expect(heard).toHaveLength(1);
    expect(loadGame(ID).record).toMatch(/&moves=0\.5\.1$/);
    expect(loadGame(fork).record).toMatch(/&moves=0\.7$/);
  });

  it('an old link is not saved until it is played on, and then beside the copy that has more', () => {
    const heard = [];
    const store = createStore({ phase: 'setup' });
    autosave(store, { onConflict: (c) => heard.push(c) });
    store.set(playing(['0', '5', '9']));
    const writes = ls.writes;
    store.set(playing(['0'], { event: { id: 3, kind: 'resume' } })); // the old link
    store.set(playing(['0', '5'], { event: { id: 4, kind: 'move' } })); // the move our copy has next
    expect(ls.writes).toBe(writes);
    expect(loadGame(ID).record).toMatch(/&moves=0\.5\.9$/);
    store.set(playing(['0', '5', '2'], { event: { id: 5, kind: 'move' } })); // another move than ours
    expect(heard).toEqual([{ theirs: ID }]);
    expect(loadGame(ID).record).toMatch(/&moves=0\.5\.9$/);
    expect(loadGame(store.get().id).record).toMatch(/&moves=0\.5\.2$/);
  });

  it('says how many old finished games were dropped when a game ends, and never drops an unfinished one', () => {
    const done = (id, updated, over = true) =>
      saveGame({ id, record: 'game=boxes&moves=0', seats: ['h', 'h'], names: ['', ''], you: null, over, updated });
    for (let i = 0; i < FINISHED_KEPT; i++) done(`old${String(i).padStart(4, '0')}`, 1000 + i);
    done('open0001', 1, false); // the oldest of all, but not finished
    const onPruned = vi.fn();
    const store = createStore({ phase: 'setup' });
    autosave(store, { onPruned });
    store.set(playing(['0']));
    expect(onPruned).not.toHaveBeenCalled(); // a game still played prunes nothing
    store.set(
      playing(
        ['0', 'resign'],
        {},
        { toMove: 0, over: true, result: { winners: [2], draw: false, how: 'resign', resigned: 1, margin: null } },
      ),
    );
    expect(onPruned.mock.calls).toEqual([[1]]);
    expect(loadGame('old0000')).toBe(null);
    expect(loadGame('old0001')).not.toBe(null);
    expect(loadGame('open0001')).not.toBe(null);
    expect(loadGame(ID).tally.result).toEqual({ winners: [2], draw: false, how: 'resign', resigned: 1, margin: null });
    expect(loadGames().games.filter((g) => g.over)).toHaveLength(FINISHED_KEPT);
  });

  it('a game opened again with no new move keeps the date it was last played', () => {
    let now = 1000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const store = createStore({ phase: 'setup' });
    autosave(store);
    store.set(playing(['0', 'resign'], {}, { toMove: 0, over: true }));
    expect(loadGame(ID).updated).toBe(1000);
    now = 5000;
    store.set(playing(['0', 'resign'], { event: { id: 2, kind: 'resume' } }, { toMove: 0, over: true }));
    expect(loadGame(ID).updated).toBe(1000);
    store.set(playing(['0'], { event: { id: 3, kind: 'undo' } })); // undoing the resignation is a change
    expect(loadGame(ID).updated).toBe(5000);
    vi.restoreAllMocks();
  });

  it('saves nothing on the setup form', () => {
    const store = createStore({ phase: 'setup' });
    autosave(store);
    store.set({ settings: {} });
    expect(ls.writes).toBe(0);
  });

  it('retries a save refused for quota on the next change, and reports failure and recovery', () => {
    const store = createStore({ phase: 'setup' });
    const onStatus = vi.fn();
    autosave(store, { onStatus });
    ls.quota = 50; // far too small for one entry
    store.set(playing(['0']));
    expect(loadGame(ID)).toBe(null);
    expect(onStatus.mock.calls).toEqual([[{ ok: false, code: 'quota' }]]);
    expect(persist).not.toHaveBeenCalled(); // nothing kept yet: no reason to ask

    // Still full: the next change tries again (nothing was marked saved) and fails quietly.
    const writes = ls.writes;
    store.set({ bot: 'thinking' });
    expect(ls.writes).toBe(writes + 1);
    expect(onStatus).toHaveBeenCalledTimes(1);

    // Space again: a change that leaves the record alone still saves the unsaved game.
    ls.quota = Infinity;
    store.set({ bot: 'idle' });
    expect(loadGame(ID).record).toMatch(/&moves=0$/);
    expect(onStatus.mock.calls).toEqual([[{ ok: false, code: 'quota' }], [{ ok: true }]]);
    expect(persist).toHaveBeenCalledTimes(1);

    // Full again on a later move: reported again, and the newest record wins once there is room.
    ls.quota = ls.used();
    store.set(playing(['0', '5']));
    expect(loadGame(ID).record).toMatch(/&moves=0$/);
    store.set(playing(['0', '5', '7']));
    ls.quota = Infinity;
    store.set({ bot: 'thinking' });
    expect(loadGame(ID).record).toMatch(/&moves=0\.5\.7$/);
    expect(onStatus.mock.calls.map(([s]) => s.ok)).toEqual([false, true, false, true]);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('reports a storage the browser disables as unavailable', () => {
    // Reading localStorage itself throws when the browser disables it (privacy settings).
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const store = createStore({ phase: 'setup' });
    const onStatus = vi.fn();
    autosave(store, { onStatus });
    store.set(playing(['0']));
    expect(onStatus.mock.calls).toEqual([[{ ok: false, code: 'unavailable' }]]);
  });
});

describe('entryOf', () => {
  it('is null until a game with an id and a record is being played', () => {
    expect(entryOf({ phase: 'setup' })).toBe(null);
    expect(entryOf(playing(['0'], { id: '' }))).toBe(null);
    expect(entryOf(playing(['0'], { state: null }))).toBe(null);
  });

  it('keeps the record (a resignation included), seat codes, names, seat of the link, result and move count', () => {
    const st = playing(
      ['0', '5', 'resign'],
      { seats: [human('Åse'), bot(4), human('')], you: 3 },
      { toMove: 0, over: true, teams: [[1], [2], [3]], scores: [1, 0, 2] },
    );
    expect(entryOf(st, 1234)).toEqual({
      id: ID,
      record: st.state.record,
      seats: ['h', 'b4', 'h'],
      names: ['Åse', '', ''],
      you: 3,
      over: true,
      moves: 3,
      tally: { teams: [[1], [2], [3]], scores: [1, 0, 2], toMove: 0, result: null },
      updated: 1234,
    });
    const plain = entryOf(playing([]), 5);
    expect(plain.you).toBe(null);
    expect(plain.over).toBe(false);
    expect(plain.moves).toBe(0);
  });
});

describe("shareFragment's you", () => {
  const youOf = (st) => {
    const p = parseFragment(shareFragment(st));
    expect(p.ok).toBe(true);
    return p.you;
  };
  const hh = [human('A'), human('B')];

  it('is the human seat to move', () => {
    expect(youOf(playing(['0'], { seats: hh }, { toMove: 2, moveCount: 1 }))).toBe(2);
    expect(youOf(playing([], { seats: hh }, { toMove: 1, moveCount: 0 }))).toBe(1);
  });

  it('is the first human seat other than this device’s when a bot or nobody is to move', () => {
    const three = [bot(2), human('B'), human('C')];
    expect(youOf(playing(['0'], { seats: three }, { toMove: 1, moveCount: 1 }))).toBe(2);
    expect(youOf(playing(['0'], { seats: three, you: 2 }, { toMove: 1, moveCount: 1 }))).toBe(3);
    const over = { toMove: 0, over: true, moveCount: 12 };
    expect(youOf(playing(['0'], { seats: hh }, over))).toBe(1);
    expect(youOf(playing(['0'], { seats: hh, you: 1 }, over))).toBe(2);
    // A human to move wins over st.you: the link is for whoever plays next.
    expect(youOf(playing(['0'], { seats: hh, you: 2 }, { toMove: 2, moveCount: 1 }))).toBe(2);
  });

  it('is left out when no human seat is left to send it to', () => {
    expect(youOf(playing(['0'], { seats: [bot(1), bot(4)] }, { toMove: 2, moveCount: 1 }))).toBe(null);
    expect(youOf(playing(['0'], { seats: [human('A'), bot(4)], you: 1 }, { toMove: 2, moveCount: 1 }))).toBe(null);
  });
});

describe('ownFragment (the address bar)', () => {
  it('keeps this device’s seat, so a reload does not become the next player’s link', () => {
    const hh = [human('A'), human('B')];
    const linked = playing(['0'], { seats: hh, you: 2 }, { toMove: 1, moveCount: 1 });
    expect(parseFragment(shareFragment(linked)).you).toBe(1);
    expect(parseFragment(ownFragment(linked)).you).toBe(2);
    // A game on one device: its address names the seat to move, for whoever it is copied to
    // (this device's own copy keeps playing every seat: compare.js withOurCopy); before the first
    // move there is nothing to keep, and no seat.
    expect(parseFragment(ownFragment(playing(['0'], { seats: hh }, { toMove: 2, moveCount: 1 }))).you).toBe(2);
    expect(parseFragment(ownFragment(playing([], { seats: hh }, { toMove: 1, moveCount: 0 }))).you).toBe(null);
  });

  it('the sender keeps its own seat: the last mover, or the person the link is not for', () => {
    const hh = [human('A'), human('B')];
    const after = (movers, toMove, extra = {}) =>
      senderSeat(playing(movers.map(String), { seats: hh, ...extra }, { toMove, movers }));
    expect(after([1], 2)).toBe(1);
    expect(after([1, 2], 1)).toBe(2);
    // a capture gave seat 1 another move: the link is for seat 1, the sender is seat 2
    expect(after([2, 1], 1)).toBe(2);
    expect(after([], 1)).toBe(2);
    expect(after([1], 2, { you: 2 })).toBe(2);
    // against a bot nobody waits for a reply
    expect(senderSeat(playing(['0'], {}, { toMove: 2, movers: [1] }))).toBe(0);
  });
});

describe('the analysed mark (an=1)', () => {
  it('travels in the share link and the own fragment, and only when set', () => {
    const marked = playing(['0'], { analysed: true });
    for (const frag of [shareFragment(marked), ownFragment(marked)]) {
      expect(frag).toMatch(/&an=1$/);
      expect(parseFragment(frag).an).toBe(true);
    }
    const plain = playing(['0']);
    expect(shareFragment(plain)).not.toMatch(/an=/);
    expect(parseFragment(shareFragment(plain)).an).toBe(false);
    // Anything but 1 is a damaged mark, not a quiet "not analysed".
    expect(parseFragment(`${shareFragment(plain)}&an=0`)).toEqual({
      ok: false,
      error: { code: 'link-an-bad', params: {} },
    });
  });

  it('is saved with the game, and marking a game saves it again', () => {
    const store = createStore({ phase: 'setup' });
    const stop = autosave(store);
    store.set(playing(['0']));
    expect(loadGame(ID).an).toBe(undefined);
    store.set({ analysed: true }); // the record is unchanged: the mark alone is a change to save
    expect(loadGame(ID).an).toBe(true);
    expect(entryOf(store.get()).an).toBe(true);
    stop();
  });
});

describe('compareRecords', () => {
  it('tells a link that continues our copy, an old one, and one that rewrites a move', () => {
    const r = (m) => `game=dots&size=15x15&moves=${m}`;
    expect(compareRecords(r('4-5.5-5'), r('4-5.5-5'))).toEqual({ kind: 'same' });
    expect(compareRecords(r('4-5.5-5'), r('4-5.5-5.6-6'))).toEqual({ kind: 'ahead' });
    expect(compareRecords(r('4-5.5-5.6-6'), r('4-5'))).toEqual({ kind: 'behind' });
    expect(compareRecords(r('4-5.5-5.6-6'), r('4-5.5-5.2-2'))).toEqual({
      kind: 'conflict',
      move: 3,
      ours: '6-6',
      theirs: '2-2',
    });
    expect(compareRecords(r('4-5.5-5.6-6'), r('4-5.2-2'))).toEqual({
      kind: 'conflict',
      move: 2,
      ours: '5-5',
      theirs: '2-2',
    });
    expect(compareRecords(r(''), 'game=boxes&size=3x3&moves=')).toEqual({
      kind: 'conflict',
      move: 0,
      ours: '',
      theirs: '',
    });
  });
});
