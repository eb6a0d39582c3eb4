// games-file.test.js — export all games → import on a fresh browser gives the same list; a
// merge keeps both versions of a game changed on two devices; bad files are refused by code.
import { beforeEach, describe, expect, it } from 'vitest';
import { gamesFileName, gamesFileText, importGames, importGamesFile, readGamesFile } from './games-file.js';
import { FINISHED_KEPT, loadGames, saveGame } from './storage.js';
import { freshProgress, loadProgress, saveProgress } from '../puzzles/progress.js';
import { afterTry } from '../puzzles/rating.js';
import { QuotaStorage } from '../../../tests/wasm/fake-storage.js';

const entry = (id, record, updated, extra = {}) => ({
  id,
  record,
  seats: ['h', 'b1'],
  names: ['Ann', ''],
  you: null,
  updated,
  over: false,
  ...extra,
});

describe('games file', () => {
  beforeEach(() => {
    globalThis.localStorage = new QuotaStorage();
  });

  it('exports every game and imports them on a fresh browser as the same list', () => {
    saveGame(entry('aaaa1', 'game=boxes&size=2x2&moves=0.1', 1));
    saveGame(entry('bbbb2', 'game=dots&size=15x15&moves=4-5', 2, { over: true, an: true }));
    saveGame(entry('cccc3', 'game=shutin&moves=d1', 3, { you: 2, floor: 1 }));
    const text = gamesFileText(Date.UTC(2026, 11, 2));
    const before = loadGames().games;
    globalThis.localStorage = new QuotaStorage();
    const read = readGamesFile(text);
    expect(read).toMatchObject({ ok: true, skipped: 0 });
    expect(importGames(read.games)).toEqual({ added: 3, replaced: 0, kept: 0, conflicts: 0, failed: 0 });
    expect(loadGames().games).toEqual(before);
    expect(gamesFileName(Date.UTC(2026, 11, 2))).toBe('paperdots-games-2026-12-02.json');
  });

  it('merges: a longer copy replaces ours, an older one is kept out, a changed one is kept beside ours', () => {
    saveGame(entry('aaaa1', 'game=boxes&size=2x2&moves=0.1', 1));
    saveGame(entry('bbbb2', 'game=boxes&size=2x2&moves=0.1.2', 1));
    saveGame(entry('cccc3', 'game=boxes&size=2x2&moves=0.1.2', 1));
    const r = importGames([
      entry('aaaa1', 'game=boxes&size=2x2&moves=0.1.2', 5), // ahead: replaces
      entry('bbbb2', 'game=boxes&size=2x2&moves=0.1', 5), // behind: ours stays
      entry('cccc3', 'game=boxes&size=2x2&moves=0.3.2', 5), // conflict at move 2: both kept
    ]);
    expect(r).toEqual({ added: 0, replaced: 1, kept: 1, conflicts: 1, failed: 0 });
    const games = loadGames().games;
    expect(games.find((g) => g.id === 'aaaa1').record).toBe('game=boxes&size=2x2&moves=0.1.2');
    expect(games.find((g) => g.id === 'bbbb2').record).toBe('game=boxes&size=2x2&moves=0.1.2');
    expect(games.find((g) => g.id === 'cccc3').record).toBe('game=boxes&size=2x2&moves=0.1.2');
    expect(games.filter((g) => g.record === 'game=boxes&size=2x2&moves=0.3.2')).toHaveLength(1);
    expect(games).toHaveLength(4);
  });

  it('refuses what is not a games file, and skips entries that are not games', () => {
    expect(readGamesFile('not json')).toEqual({ ok: false, code: 'games-file-json' });
    expect(readGamesFile('{"format":"other","games":[]}')).toEqual({ ok: false, code: 'games-file-format' });
    expect(readGamesFile('[]')).toEqual({ ok: false, code: 'games-file-format' });
    expect(readGamesFile('{"format":"paperdots-games","version":2,"games":[]}')).toEqual({
      ok: false,
      code: 'games-file-version',
    });
    expect(readGamesFile('x'.repeat(5 * 1024 * 1024))).toEqual({ ok: false, code: 'games-file-long' });
    const mixed = JSON.stringify({
      format: 'paperdots-games',
      version: 1,
      games: [entry('aaaa1', 'game=boxes&moves=0', 1), { id: 'x' }, null, entry('bbbb2', 'nope', 1)],
    });
    expect(readGamesFile(mixed)).toMatchObject({ ok: true, skipped: 3 });
    expect(readGamesFile(mixed).games.map((g) => g.id)).toEqual(['aaaa1']);
  });

  it('imports a file in one step: the counts, the entries left out, and the finished games dropped to keep room', () => {
    saveGame(entry('open0001', 'game=boxes&size=2x2&moves=0', 0)); // older than all, but unfinished
    const games = [];
    for (let i = 0; i < FINISHED_KEPT + 2; i++)
      games.push(entry(`done${String(i).padStart(4, '0')}`, 'game=boxes&size=2x2&moves=0.1', 10 + i, { over: true }));
    const text = JSON.stringify({ format: 'paperdots-games', version: 1, games: [...games, { id: 'broken' }] });
    expect(importGamesFile(text)).toEqual({
      ok: true,
      added: FINISHED_KEPT + 2,
      replaced: 0,
      kept: 0,
      conflicts: 0,
      failed: 0,
      skipped: 1,
      pruned: 2,
      puzzles: null,
    });
    const ids = loadGames().games.map((g) => g.id);
    expect(ids).toHaveLength(FINISHED_KEPT + 1);
    expect(ids).toContain('open0001');
    expect(ids).not.toContain('done0000');
    expect(ids).not.toContain('done0001');
    expect(importGamesFile('{"format":"paperdots-games","version":9,"games":[]}')).toEqual({
      ok: false,
      code: 'games-file-version',
    });
  });

  it('carries the puzzle record: into a fresh browser whole, into one with tries of its own only the new tries', () => {
    const p = { key: 'boxes-sq3/sq3-2-14', difficulty: 2 };
    const q = { key: 'boxes-sq3/sq3-3-8', difficulty: 5 };
    const theirs = afterTry(afterTry(freshProgress(), p, true), q, false);
    saveProgress(theirs);
    const text = gamesFileText();
    expect(JSON.parse(text).puzzles).toEqual(theirs);
    globalThis.localStorage = new QuotaStorage();
    expect(importGamesFile(text).puzzles).toEqual({ added: 2, taken: true, rating: Math.round(theirs.rating) });
    expect(loadProgress().progress).toEqual(theirs);
    globalThis.localStorage = new QuotaStorage();
    const ours = afterTry(freshProgress(), q, true);
    saveProgress(ours);
    expect(importGamesFile(text).puzzles).toEqual({ added: 1, taken: false, rating: Math.round(ours.rating) });
    expect(loadProgress().progress).toEqual({ ...ours, tried: { [p.key]: 1, [q.key]: 1 } });
    // a damaged record in the file is left out; the games still come in
    const bad = JSON.stringify({ ...JSON.parse(text), puzzles: { rating: 'x' } });
    expect(importGamesFile(bad).puzzles).toBe(null);
  });
});
