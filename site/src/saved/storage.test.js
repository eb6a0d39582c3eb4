// storage.test.js — saved games: versioned keys, newest first, corrupt and unknown entries
// skipped (and reported) without losing the good ones.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFS,
  FINISHED_KEPT,
  deleteGame,
  loadGame,
  loadGames,
  loadNames,
  loadPrefs,
  pruneFinished,
  saveGame,
  saveNames,
  savePrefs,
  storedTally,
} from './storage.js';
import { paceOf } from '../game/bots.js';
import { defaultSettings, withNames } from '../game/setup.js';
import { QuotaStorage } from '../../../tests/wasm/fake-storage.js';

const entry = (id, updated) => ({
  id,
  record: 'game=boxes&moves=1',
  seats: ['h', 'b1'],
  names: ['A', 'B'],
  you: null,
  updated,
});

describe('saved games', () => {
  beforeEach(() => {
    globalThis.localStorage = new QuotaStorage();
  });

  it('saves, lists newest first, loads and deletes', () => {
    expect(saveGame(entry('aaaa1', 1))).toBe(true);
    expect(saveGame(entry('bbbb2', 5))).toBe(true);
    expect(loadGames().games.map((g) => g.id)).toEqual(['bbbb2', 'aaaa1']);
    expect(loadGame('aaaa1').record).toBe('game=boxes&moves=1');
    deleteGame('aaaa1');
    expect(loadGame('aaaa1')).toBe(null);
  });

  it('skips corrupt and other-version entries and keeps the good ones', () => {
    saveGame(entry('good1', 3));
    localStorage.setItem('paperdots:v1:game:bad01', '{not json');
    localStorage.setItem('paperdots:v1:game:bad02', JSON.stringify({ id: 'bad02', record: 42 }));
    localStorage.setItem('paperdots:v1:game:xxxx1', JSON.stringify(entry('yyyy1', 1)));
    localStorage.setItem('paperdots:v9:game:abcd1', JSON.stringify(entry('abcd1', 1)));
    localStorage.setItem('paperdots:v0:game:abcd2', JSON.stringify(entry('abcd2', 1)));
    localStorage.setItem('unrelated', 'x');
    const { games, skipped } = loadGames();
    expect(games.map((g) => g.id)).toEqual(['good1']);
    // a newer version's entry is told apart from an older one: the page says to reload for it
    expect(skipped.map((s) => s.reason).sort()).toEqual(['corrupt', 'corrupt', 'corrupt', 'newer', 'version']);
  });

  it('prunes finished games beyond the newest ones and never touches unfinished games', () => {
    for (let i = 0; i < FINISHED_KEPT + 5; i++) saveGame({ ...entry(`done${i}`, 100 + i), over: true });
    saveGame(entry('open1', 1));
    pruneFinished();
    const ids = loadGames().games.map((g) => g.id);
    expect(ids).toHaveLength(FINISHED_KEPT + 1);
    expect(ids).toContain('open1');
    expect(ids).toContain(`done${FINISHED_KEPT + 4}`);
    expect(ids).not.toContain('done0');
  });

  it('refuses malformed entries and survives a storage that throws', () => {
    expect(saveGame({ id: 'x' })).toBe(false);
    globalThis.localStorage = {
      setItem() {
        throw new Error('QuotaExceededError');
      },
    };
    expect(saveGame(entry('full1', 1))).toBe(false);
  });
});

describe("a saved game's score and turn (storedTally)", () => {
  const tally = {
    teams: [
      [1, 3],
      [2, 4],
    ],
    scores: [5, 0],
    toMove: 4,
  };
  const four = { ...entry('tally1', 1), seats: ['h', 'b1', 'h', 'b2'], names: ['', '', '', ''], tally };
  beforeEach(() => {
    globalThis.localStorage = new QuotaStorage();
  });

  it('gives back what was saved, through storage, and nothing for an entry saved without it', () => {
    saveGame(four);
    expect(storedTally(loadGames().games[0])).toEqual(tally);
    expect(storedTally(entry('plain1', 1))).toBe(null);
    expect(storedTally({ ...four, tally: { ...tally, toMove: 0 } })).toEqual({ ...tally, toMove: 0 });
  });

  it('refuses a malformed one, so the list asks the engine instead', () => {
    const bad = [
      null,
      'x',
      { ...tally, teams: [], scores: [] },
      { ...tally, scores: [5] }, // fewer scores than teams
      { ...tally, scores: [5, -1] },
      { ...tally, scores: [5, 1.5] },
      { ...tally, teams: [[1, 5], [2]] }, // seat 5 of four
      { ...tally, teams: [[1], []] },
      { ...tally, teams: [[1], '2'] },
      { ...tally, toMove: 5 },
      { ...tally, toMove: '1' },
      { teams: tally.teams, scores: tally.scores },
    ];
    for (const t of bad) expect(storedTally({ ...four, tally: t }), JSON.stringify(t)).toBe(null);
    // the entry itself stays good: only its tally is not used
    saveGame({ ...four, tally: bad[3] });
    expect(loadGames().games.map((g) => g.id)).toEqual(['tally1']);
  });
});

describe("a finished game's result kept with its tally", () => {
  const result = { winners: [1], draw: false, how: 'complete', resigned: 0, margin: 3 };
  const done = { ...entry('done1', 1), over: true, tally: { teams: [[1], [2]], scores: [5, 2], toMove: 0, result } };
  beforeEach(() => {
    globalThis.localStorage = new QuotaStorage();
  });

  it('gives back the core result through storage; an entry from before results were kept has none', () => {
    saveGame(done);
    expect(storedTally(loadGames().games[0])).toEqual(done.tally);
    const { result: _gone, ...older } = done.tally;
    expect(storedTally({ ...done, tally: older })).toEqual(older);
    expect(storedTally({ ...done, tally: { ...done.tally, result: null } }).result).toBe(null);
  });

  it('refuses a malformed result, so the list replays the game instead', () => {
    const bad = [
      { ...result, winners: [3] }, // seat 3 of two
      { ...result, winners: '1' },
      { ...result, draw: 'no' },
      { ...result, how: 7 },
      { ...result, resigned: 5 },
      { ...result, margin: -1 },
      { ...result, margin: 1.5 },
      'won',
    ];
    for (const r of bad)
      expect(storedTally({ ...done, tally: { ...done.tally, result: r } }), JSON.stringify(r)).toBe(null);
  });
});

describe('remembered names', () => {
  beforeEach(() => {
    globalThis.localStorage = new QuotaStorage();
  });

  it('keeps the names typed per seat under a versioned key, and prefills only empty seats', () => {
    expect(loadNames()).toEqual([]);
    saveNames(['Åse', '', 'Bo', 'x'.repeat(99), 'Eva', 'Fie', 'seventh']);
    const kept = ['Åse', '', 'Bo', 'x'.repeat(40), 'Eva', 'Fie'];
    expect(JSON.parse(localStorage.getItem('paperdots:v1:names'))).toEqual(kept);
    expect(loadNames()).toEqual(kept);
    const s = withNames(defaultSettings(), loadNames());
    const seats = defaultSettings().seats.length;
    expect(s.seats.map((x) => x.name)).toEqual(kept.slice(0, seats));
    expect(s.seats.map((x) => x.kind)).toEqual(defaultSettings().seats.map((x) => x.kind));
    const typed = defaultSettings();
    typed.seats[0].name = 'Kim';
    expect(withNames(typed, ['Åse']).seats[0].name).toBe('Kim');
  });

  it('reads damaged or foreign values as no names', () => {
    localStorage.setItem('paperdots:v1:names', '{not json');
    expect(loadNames()).toEqual([]);
    localStorage.setItem('paperdots:v1:names', JSON.stringify({ a: 1 }));
    expect(loadNames()).toEqual([]);
    localStorage.setItem('paperdots:v1:names', JSON.stringify(['A', 7, null]));
    expect(loadNames()).toEqual(['A', '', '']);
  });
});

describe('sound and pace preferences', () => {
  beforeEach(() => {
    globalThis.localStorage = new QuotaStorage();
  });

  it('start with sound off and the normal pace, and keep what the player chose', () => {
    expect(loadPrefs()).toEqual({ sound: false, pace: 'normal' });
    expect(DEFAULT_PREFS.sound).toBe(false);
    savePrefs({ sound: true, pace: 'fast' });
    expect(JSON.parse(localStorage.getItem('paperdots:v1:prefs'))).toEqual({ sound: true, pace: 'fast' });
    expect(loadPrefs()).toEqual({ sound: true, pace: 'fast' });
  });

  it('read damaged or unknown values as the defaults', () => {
    localStorage.setItem('paperdots:v1:prefs', '{not json');
    expect(loadPrefs()).toEqual({ sound: false, pace: 'normal' });
    localStorage.setItem('paperdots:v1:prefs', JSON.stringify({ sound: 'yes', pace: 'ludicrous' }));
    expect(loadPrefs()).toEqual({ sound: false, pace: 'normal' });
  });

  it('pace names map to delays; reduced motion keeps a turn’s moves at the full pace', () => {
    expect(paceOf('fast').paceMs).toBeLessThan(paceOf('normal').paceMs);
    expect(paceOf('normal').paceMs).toBeLessThan(paceOf('slow').paceMs);
    expect(paceOf('fast').chainPaceMs).toBeLessThan(paceOf('fast').paceMs);
    expect(paceOf('fast', true)).toEqual({ paceMs: paceOf('fast').paceMs, chainPaceMs: paceOf('fast').paceMs });
    expect(paceOf('nonsense')).toEqual(paceOf('normal'));
  });
});
