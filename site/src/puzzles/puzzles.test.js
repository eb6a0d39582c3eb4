// @vitest-environment happy-dom
// puzzles.test.js — the Puzzles page's parts without a browser: the sets as shipped, the rating,
// the player's record (storage, damage, merge), the choice of the next puzzle and of the day's,
// the puzzles of a printable sheet and its address, and the verdict of a move from the stored proof.
import { beforeEach, describe, expect, it } from 'vitest';
import { SETS, loadSet, setName, themesOf } from './sets.js';
import { START, afterTry, puzzleRating, rate } from './rating.js';
import { freshProgress, loadProgress, mergeProgress, saveProgress, validProgress } from './progress.js';
import { dailyOf, dayOf, nextPuzzle } from './pick.js';
import { provedToken, reasonKeys, valueOf, viewOf } from './view.js';
import { readHash } from './PuzzlesPage.jsx';
import { verdict } from './verdict.js';
import { SHEET_SIZES, readSheetHash, sheetHash, sheetPuzzles } from './Sheet.jsx';
import { OWN_KEPT, addOwn, loadOwn, ownPuzzlesOf, validOwn } from './own.js';
import { OWN, setsHere } from './sets.js';
import { addStrings, translator } from '../i18n/index.js';
import { puzzleStrings } from '../i18n/strings-puzzles.js';
import { articleStrings } from '../i18n/strings-articles.js';
import { LANGS } from '../app/routes.js';

addStrings(puzzleStrings);
addStrings(articleStrings);

describe('the shipped sets', () => {
  it('every file is a set with a name in every language, 500 or more puzzles per family', async () => {
    const perFamily = {};
    for (const s of SETS) {
      for (const lang of LANGS) expect(setName(s, translator(lang))).not.toMatch(/puzzles\.|undefined/);
      const list = await loadSet(s.id);
      perFamily[s.family] = (perFamily[s.family] || 0) + list.length;
      for (const p of list) {
        expect(p.key).toBe(`${s.id}/${p.id}`);
        expect(p.best.length).toBeGreaterThan(0);
        for (const b of p.best) expect(valueOf(p, b)).toBe(p.value);
        expect(p.line[0]).toBe(p.best[0]);
      }
    }
    for (const n of Object.values(perFamily)) expect(n).toBeGreaterThanOrEqual(500);
  });
  it('every theme and reason a set uses has words in every language', async () => {
    for (const s of SETS) {
      const list = await loadSet(s.id);
      const keys = [
        ...themesOf(list).map((th) => `puzzles.theme.${th}`),
        ...list.flatMap((p) => Object.keys(p.reasons || {}).flatMap((m) => reasonKeys(p, m))),
      ];
      for (const k of new Set(keys))
        for (const lang of LANGS) expect(puzzleStrings[k]?.[lang], `${k} ${lang}`).toBeTruthy();
    }
  });
});

describe('a Polish puzzle', () => {
  // The proof lists each point and, where it captures, its "x-y!" (bench/puzzles-dots.mjs keeps
  // every "x-y!" in the compact proof): here 5-6! takes a dot, 5-6 and 9-9 take nothing.
  const p = { value: 1, best: ['5-6!'], proof: { '5-6!': 1, '5-6': -1 }, rest: 0 };
  it('a "!" the proof lists is that move; a "!" that captures nothing is the plain point', () => {
    expect(provedToken(p, '5-6!', 'dots')).toBe('5-6!');
    expect(provedToken(p, '5-6', 'dots')).toBe('5-6');
    expect(provedToken(p, '9-9!', 'dots')).toBe('9-9');
    expect(valueOf(p, provedToken(p, '9-9!', 'dots'))).toBe(0);
    expect(valueOf(p, provedToken(p, '5-6', 'dots'))).toBe(-1);
  });
  it('the verdicts see each legal point and each capturing "!"', () => {
    const state = { legal: ['5-6', '9-9'], toMove: 1, scores: [0, 0] };
    const geometry = { family: 'dots', moveTokens: ['5-6', '9-9'], moveLabels: ['5-6', '9-9'] };
    const view = viewOf({ ...p, setup: 'game=dots&size=10x10&rules=polish' }, state, geometry);
    expect(view.options.map((o) => [o.token, o.value])).toEqual([
      ['5-6', -1],
      ['9-9', 0],
      ['5-6!', 1],
    ]);
  });
  it('a verdict names an "x-y!" as its point with "!", in every language', () => {
    const state = { legal: ['5-6', '9-9'], toMove: 1, scores: [0, 0] };
    const geometry = { family: 'dots', moveTokens: ['5-6', '9-9'], moveLabels: ['5-6', '9-9'] };
    const view = viewOf({ ...p, family: 'dots', depth: 2, setup: 'game=dots&rules=polish' }, state, geometry);
    const said = {
      en: 'Best move! The point 5-6 with “!” is',
      de: 'Bester Zug! Der Punkt 5-6 mit „!“',
    };
    for (const [lang, start] of Object.entries(said))
      expect(verdict(view, '5-6!', translator(lang)).text).toContain(start);
    for (const lang of LANGS) {
      const t = translator(lang);
      expect(verdict(view, '5-6!', t).text).not.toContain('5-6!');
      expect(verdict(view, '5-6', t).text).toContain('5-6');
    }
  });
});

describe('the rating', () => {
  it('a puzzle is rated by its difficulty', () => {
    expect([1, 2, 3, 4, 5].map((difficulty) => puzzleRating({ difficulty }))).toEqual([1100, 1300, 1500, 1700, 1900]);
  });
  it('a solve raises it, a miss lowers it, more against a weaker puzzle; the deviation shrinks', () => {
    const up = rate(START, { difficulty: 3 }, true);
    const down = rate(START, { difficulty: 3 }, false);
    expect(up.rating).toBeGreaterThan(1500);
    expect(down.rating).toBeLessThan(1500);
    expect(up.rd).toBeLessThan(START.rd);
    expect(1500 - rate(START, { difficulty: 1 }, false).rating).toBeGreaterThan(1500 - down.rating);
  });
});

describe("the player's record", () => {
  const p = { key: 'boxes-sq3/sq3-2-14', difficulty: 2 };
  const q = { key: 'boxes-sq3/sq3-3-8', difficulty: 5 };
  beforeEach(() => localStorage.clear());

  it('only a first try counts; a solve adds to the streak, a miss ends it', () => {
    const a = afterTry(freshProgress(), p, true);
    expect(a.streak).toBe(1);
    expect(afterTry(a, p, false)).toBe(a);
    const b = afterTry(a, q, false);
    expect([b.streak, b.best, b.tried]).toEqual([0, 1, { [p.key]: 1, [q.key]: 0 }]);
    expect(b.rating).toBeLessThan(a.rating);
  });
  it('is stored, read back, and a damaged one starts afresh and says so', () => {
    const a = afterTry(freshProgress(), p, true);
    expect(saveProgress(a)).toBe(true);
    expect(loadProgress()).toEqual({ progress: a, damaged: false, kept: true });
    for (const bad of [
      '{',
      '{"rating":"x"}',
      JSON.stringify({ ...a, tried: { 'no key': 1 } }),
      JSON.stringify({ ...a, streak: 3, best: 2 }),
    ]) {
      localStorage.setItem('paperdots:v1:puzzles', bad);
      expect(loadProgress()).toEqual({ progress: freshProgress(), damaged: true, kept: true });
    }
  });
  it('merging a file keeps every try, ours where both tried one, and our rating unless we have none', () => {
    const ours = afterTry(freshProgress(), p, true);
    const theirs = afterTry(afterTry(freshProgress(), p, false), q, true);
    const m = mergeProgress(ours, theirs);
    expect([m.taken, m.added]).toEqual([false, 1]);
    expect(m.progress.tried).toEqual({ [p.key]: 1, [q.key]: 1 });
    expect(m.progress.rating).toBe(ours.rating);
    expect(validProgress(m.progress)).toBe(true);
    const into = mergeProgress(freshProgress(), theirs);
    expect([into.taken, into.added, into.progress.rating]).toEqual([true, 2, theirs.rating]);
  });
});

describe('choosing', () => {
  const list = [1, 2, 3, 4, 5].flatMap((d) =>
    ['a', 'b'].map((x) => ({
      key: `s/${x}${d}`,
      difficulty: d,
      rating: puzzleRating({ difficulty: d }),
      themes: d === 5 ? ['loops'] : [],
    })),
  );
  it('the next puzzle is untried, of the theme, rated nearest the player', () => {
    const fresh = freshProgress();
    expect(nextPuzzle(list, fresh).puzzle.difficulty).toBe(3);
    const tried = { ...fresh, tried: { 's/a3': 1, 's/b3': 0 } };
    expect([2, 4]).toContain(nextPuzzle(list, tried).puzzle.difficulty);
    expect(nextPuzzle(list, fresh, 'loops').puzzle.themes).toEqual(['loops']);
  });
  it('when every one was tried they come again, never the one just shown', () => {
    const all = { ...freshProgress(), tried: Object.fromEntries(list.map((p) => [p.key, 1])) };
    const r = nextPuzzle(list, all, 'loops', 's/a5');
    expect(r).toEqual({ puzzle: list.find((p) => p.key === 's/b5'), again: true });
  });
  it('the day gives the same puzzle everywhere and another the next day', () => {
    const day = dayOf(new Date('2026-12-06T23:59:00Z'));
    expect(day).toBe(dayOf(new Date('2026-12-06T00:00:00Z')));
    const a = dailyOf(SETS, day);
    const b = dailyOf(SETS, day);
    expect([a.set, a.index(81)]).toEqual([b.set, b.index(81)]);
    const next = dailyOf(SETS, day + 1);
    expect(next.set === a.set && next.index(81) === a.index(81)).toBe(false);
  });
  it('the address names a puzzle or the day', () => {
    expect(readHash('#p=boxes-sq4/sq4-2-28')).toEqual({ key: 'boxes-sq4/sq4-2-28' });
    expect(readHash('#daily')).toEqual({ daily: true });
    for (const bad of ['', '#p=', '#p=../x', '#p=boxes-sq4/<b>', '#p=a/b/c']) expect(readHash(bad)).toEqual({});
  });
});

describe('a printable sheet', () => {
  // ratings out of order, two themes: a sheet reads them by theme and from easiest to hardest
  const list = [9, 3, 7, 1, 5, 8, 2, 6, 4, 10].map((r) => ({
    key: `s/p${r}`,
    rating: 1000 + 100 * r,
    themes: r % 2 ? ['loops'] : ['chain-parity'],
  }));
  const ratings = (ps) => ps.map((p) => (p.rating - 1000) / 100);
  it('takes n puzzles of the theme spread evenly from the easiest to the hardest', () => {
    expect(ratings(sheetPuzzles(list, null, 4))).toEqual([1, 4, 7, 10]);
    expect(ratings(sheetPuzzles(list, 'loops', 3))).toEqual([1, 5, 9]);
    expect(ratings(sheetPuzzles(list, 'chain-parity', 2))).toEqual([2, 10]);
  });
  it('takes every puzzle of the theme, easiest first, when there are no more than n', () => {
    expect(ratings(sheetPuzzles(list, 'loops', 6))).toEqual([1, 3, 5, 7, 9]);
    expect(sheetPuzzles(list, 'no-such-theme', 6)).toEqual([]);
    expect(ratings(list)).toEqual([9, 3, 7, 1, 5, 8, 2, 6, 4, 10]); // the set itself is left as it was
  });
  it('its address names the set, the theme and a size the page offers, and reads back', () => {
    expect(readSheetHash('#sheet=boxes-sq4')).toEqual({ set: 'boxes-sq4', theme: null, n: SHEET_SIZES[0] });
    expect(readSheetHash('#sheet=dots-ru10/capture&n=12')).toEqual({ set: 'dots-ru10', theme: 'capture', n: 12 });
    // a size the page does not offer is its first one, not a sheet of 1 000
    expect(readSheetHash('#sheet=boxes-sq4&n=1000').n).toBe(SHEET_SIZES[0]);
    for (const bad of ['', '#sheet=', '#sheet=Boxes', '#sheet=a/b/c', '#sheet=a&n=x', '#p=boxes-sq4/x'])
      expect(readSheetHash(bad)).toBe(null);
    for (const ask of [
      { set: 'boxes-sq4', theme: null, n: 6 },
      { set: 'shutin-gravity', theme: 'cut-off', n: 12 },
    ])
      expect(readSheetHash(sheetHash(ask))).toEqual(ask);
  });
});

describe("a player's own puzzles", () => {
  beforeEach(() => localStorage.clear());
  // A finished 2-move game's replay: before move 0 every move is proved and the one played lost
  // 2 (so 1 cell); before move 1 one move is unproved.
  const game = { id: 'abcd1234', record: 'game=boxes&size=1x2&moves=0.3', moves: ['0', '3'] };
  const results = [
    {
      known: true,
      value: 1,
      moves: [
        { move: '0', known: true, value: -1 },
        { move: '1', known: true, value: 1 },
        { move: '2', known: true, value: 1 },
      ],
    },
    {
      known: true,
      value: 1,
      moves: [
        { move: '3', known: false, value: 0 },
        { move: '4', known: true, value: 1 },
      ],
    },
  ];
  const blunders = new Map([
    [0, 1],
    [1, 1],
  ]);
  it('a position where a move lost value and every move is proved becomes a puzzle; its answer is every best move', () => {
    const list = ownPuzzlesOf(game, results, blunders);
    expect(list).toHaveLength(1);
    const [p] = list;
    expect(p).toMatchObject({
      id: 'abcd1234-0',
      setup: 'game=boxes&size=1x2',
      moves: '',
      best: ['1', '2'],
      minLoss: 1,
      tempting: [{ move: '0', by: 'you' }],
    });
    expect(validOwn(p)).toBe(true);
    expect(validOwn({ ...p, best: ['0'] })).toBe(false);
  });
  it('are kept newest first, a puzzle made again replaces its copy, damaged ones are left out, and the set shows only when there are some', () => {
    expect(setsHere()).not.toContain(OWN);
    const [p] = ownPuzzlesOf(game, results, blunders);
    expect(addOwn([p])).toBe(true);
    expect(addOwn([{ ...p, made: 1 }])).toBe(true);
    expect(loadOwn()).toEqual([{ ...p, made: 1 }]);
    expect(setsHere()).toContain(OWN);
    const many = Array.from({ length: OWN_KEPT + 5 }, (_, i) => ({ ...p, id: `abcd1234-${i + 1}` }));
    addOwn(many);
    expect(loadOwn()).toHaveLength(OWN_KEPT);
    expect(loadOwn()[0].id).toBe('abcd1234-1');
    localStorage.setItem('paperdots:v1:own-puzzles', JSON.stringify([{ ...p, id: '../x' }, p]));
    expect(loadOwn()).toEqual([p]);
  });
});
