// articles.test.js — every article in content/ against the format (validate.js) and the real WASM
// engine: four languages of the same shape, every setup and move list accepted, `play`
// accepted, descriptions ≤ 160 characters, boards named by the text present, variant anchors
// unique. And the validator and the puzzle check themselves, on articles broken on purpose.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { articleFiles } from './index.js';
import { RUN, pageTexts, runKeys, sharedRuns, stringsOf, tableOverlaps, wordsOf } from './seed-overlap.js';
import seedRuns from './seed-runs.json';
import { validateArticle } from './validate.js';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { Cited, localQuotes } from './ArticlePage.jsx';
import { addStrings, translator } from '../i18n/index.js';
import { articleStrings } from '../i18n/strings-articles.js';
import { ArticleBuildError, solvePuzzle } from './build.js';
import { engine } from '../../../tests/wasm/helpers.js';

const slugs = articleFiles.map((f) => f.file);
const clone = (x) => JSON.parse(JSON.stringify(x));

describe('articles', () => {
  it('has the three Dots-and-Boxes base articles', () => {
    expect(slugs).toEqual(expect.arrayContaining(['dots-and-boxes', 'dots-and-hexagons', 'dots-and-triangles']));
  });

  for (const { file, article } of articleFiles) {
    it(`${file}: follows the format and the engine accepts every position`, async () => {
      expect(validateArticle(article, { file, slugs, engine: await engine() })).toEqual([]);
    });
  }
});

describe('the validator', () => {
  const base = () => clone(articleFiles.find((f) => f.file === 'dots-and-boxes').article);
  const check = async (a, file = 'dots-and-boxes') => validateArticle(a, { file, slugs, engine: await engine() });

  it('rejects a missing language', async () => {
    const a = base();
    delete a.text.nb;
    expect((await check(a)).join('\n')).toMatch(/text\.nb is missing/);
  });
  it('rejects a language of another shape', async () => {
    const a = base();
    a.text.de.steps.pop();
    expect((await check(a)).join('\n')).toMatch(/text\.de differs in shape/);
  });
  it('rejects a move the engine refuses', async () => {
    const a = base();
    a.boards.turns.moves = '0.0';
    expect((await check(a)).join('\n')).toMatch(/boards\.turns: the engine refuses/);
  });
  it('rejects a setup for "Play this variant" the engine refuses', async () => {
    const a = base();
    a.play = 'game=boxes&size=99x99';
    expect((await check(a)).join('\n')).toMatch(/play: the engine refuses/);
  });
  it('rejects a description over 160 characters', async () => {
    const a = base();
    a.text.da.description = 'x'.repeat(161);
    expect((await check(a)).join('\n')).toMatch(/text\.da\.description: 161 characters/);
  });
  it('rejects a board the text names but boards lacks', async () => {
    const a = base();
    for (const l of ['en', 'da', 'de', 'nb']) a.text[l].steps[0].board = 'nowhere';
    expect((await check(a)).join('\n')).toMatch(/no board "nowhere"/);
  });
  it('rejects a variant anchor used twice', async () => {
    const a = base();
    for (const l of ['en', 'da', 'de', 'nb']) {
      a.text[l].variants = [
        { id: 'twice', title: 'A', text: ['a'] },
        { id: 'twice', title: 'B', text: ['b'] },
      ];
    }
    expect((await check(a)).join('\n')).toMatch(/"twice" is used twice/);
  });
  it('rejects markup in the text', async () => {
    const a = base();
    a.text.en.lead = 'Two <b>players</b>';
    expect((await check(a)).join('\n')).toMatch(/text\.en\.lead: plain text only/);
  });
  it('rejects too few puzzles for a two-player Dots-and-Boxes article', async () => {
    const a = base();
    a.puzzles.pop();
    for (const l of ['en', 'da', 'de', 'nb']) a.text[l].puzzles.pop();
    expect((await check(a)).join('\n')).toMatch(/a two-player Dots-and-Boxes article needs at least 3 puzzles/);
  });
  it('rejects a Dots puzzle without its depth or with one under 2 plies, and a depth where the solver plays to the end', async () => {
    const a = clone(articleFiles.find((f) => f.file === 'dots').article);
    a.puzzles[0] = { ...a.puzzles[0], depth: undefined };
    a.puzzles[1] = { ...a.puzzles[1], depth: 7 };
    const got = await check(a, 'dots');
    expect(got).toEqual([
      'dots: puzzles[0]: depth (the plies the search looks ahead, 2..6) is required',
      'dots: puzzles[1]: depth (the plies the search looks ahead, 2..6) is required',
    ]);
    const one = clone(articleFiles.find((f) => f.file === 'dots').article);
    one.puzzles[0] = { ...one.puzzles[0], depth: 1 };
    expect(await check(one, 'dots')).toContain(
      'dots: puzzles[0]: depth (the plies the search looks ahead, 2..6) is required',
    );
    const b = base();
    b.puzzles[0] = { ...b.puzzles[0], depth: 3 };
    expect((await check(b)).join('\n')).toMatch(/puzzles\[0\]: depth is only for a game searched to a horizon/);
  });
  it('rejects a board whose facts the engine does not confirm', async () => {
    const a = clone(articleFiles.find((f) => f.file === 'shut-in').article);
    // The old race example: its two groups still touch (through f8), so they share cells.
    a.boards.race = {
      setup: 'game=shutin&size=8x8',
      moves: 'c1.f1.d1.f2.d2.e1.e2.f3.d3.f4.d4.e3.d5.f5.e4.f6.d6.e5.d7.f7.e6.e7.e8.d8.f8',
      facts: { shared: 0, value: 1 },
    };
    const got = (await check(a, 'shut-in')).join('\n');
    expect(got).toMatch(/boards\.race\.facts\.shared: the text says 0, the engine 35/);
    expect(got).toMatch(/boards\.race\.facts\.value: the text says 1, the solver -1/);
    a.boards.race.facts = { nothing: 1 };
    expect((await check(a, 'shut-in')).join('\n')).toMatch(/facts\.nothing: the engine's state has no "nothing"/);
  });
  it('rejects a family the registry does not know', async () => {
    const a = base();
    a.family = 'chess';
    expect((await check(a)).join('\n')).toMatch(/family must be one of boxes, shutin, dots/);
  });
});

describe('sources and citations', () => {
  const base = () => clone(articleFiles.find((f) => f.file === 'dots-and-boxes').article);
  const check = async (a, file = 'dots-and-boxes') => validateArticle(a, { file, slugs, engine: await engine() });
  const LANGS = ['en', 'da', 'de', 'nb'];

  it('rejects a citation of a source the article does not list', async () => {
    const a = base();
    a.text.de.history[0] += ' [nowhere-1999]';
    expect((await check(a)).join('\n')).toMatch(
      /text\.de\.history\[0\]: cites "\[nowhere-1999\]", which is not in the article's sources/,
    );
  });
  it('rejects a source that a language never cites', async () => {
    const a = base();
    a.text.nb.history = a.text.nb.history.map((p) => p.replace(/ ?\[wilson\]/g, ''));
    expect((await check(a)).join('\n')).toMatch(/text\.nb: the source "wilson" is never cited/);
  });
  it('rejects a history paragraph without a source', async () => {
    const a = base();
    for (const l of LANGS) a.text[l].history.push('A claim nobody backs.');
    expect((await check(a)).join('\n')).toMatch(/text\.en\.history\[2\]: cites no source/);
  });
  it('rejects sources kept per language (the list is the article’s, shared by every language)', async () => {
    const a = base();
    a.text.da.sources = [{ text: 'A book' }];
    expect((await check(a)).join('\n')).toMatch(/text\.da\.sources: the sources are the article's own list/);
  });
  it('rejects a source without an https address or with a duplicate id', async () => {
    const a = base();
    a.sources.push({ id: 'wilson', text: 'Again', href: 'http://example.org/' });
    const out = (await check(a)).join('\n');
    expect(out).toMatch(/sources\[5\]\.id: "wilson" is used twice/);
    expect(out).toMatch(/sources\[5\]\.href: an https:\/\/ address is required/);
  });
});

describe('rules as the sources state them: "[ours]" marks the site’s own choices', () => {
  const dots = () => clone(articleFiles.find((f) => f.file === 'dots').article);
  const shutIn = () => clone(articleFiles.find((f) => f.file === 'shut-in').article);
  const check = async (a, file) => validateArticle(a, { file, slugs, engine: await engine() });

  it('marks the details no source gives: the Polish end, zagram’s count as its files show it, the end when suicide=0 leaves no point, the default grounding, Shut In’s first move and free start', () => {
    const marked = (a) =>
      stringsOf(a.text.en)
        .filter(([, s]) => s.includes('[ours]'))
        .map(([p]) => p);
    expect(marked(dots())).toEqual([
      'variants[0].text[0]',
      'variants[0].text[1]',
      'variants[1].text[0]',
      'variants[1].text[1]',
      'variants[5].text[1]',
      'variants[8].text[0]',
    ]);
    expect(marked(shutIn())).toEqual(['steps[1].text', 'variants[1].text[0]']);
  });
  it('shows the mark in words where a source would show its number', () => {
    addStrings(articleStrings); // the rules pages' words, as the prerenderer loads them
    const html = renderToString(
      h(Cited, {
        text: 'Crosses first [ours], any size [s2].',
        sources: [{ id: 's1' }, { id: 's2' }],
        t: translator('de'),
      }),
    );
    expect(html).toContain(
      '<sup class="cite ours" title="Keine Quelle nennt diese Einzelheit: So spielt Paperdots.">[Festlegung von Paperdots]</sup>',
    );
    expect(html).toContain('>[2]</a>');
  });
  it("quotes a shared source's title with the page language's marks", () => {
    const text = 'Wikipedia (en): Dots and boxes, “Unusual grids and variants”, which cites David Wilson.';
    expect(localQuotes(text, 'en')).toBe(text);
    expect(localQuotes(text, 'da')).toContain(', »Unusual grids and variants«, which');
    expect(localQuotes(text, 'de')).toContain(', „Unusual grids and variants“, which');
    expect(localQuotes(text, 'nb')).toContain(', «Unusual grids and variants», which');
  });
  it('rejects a translation that drops the mark (or a citation) the English text has', async () => {
    const a = shutIn();
    a.text.nb.steps[1].text = a.text.nb.steps[1].text.replace(' [ours]', '');
    expect(await check(a, 'shut-in')).toEqual([
      'shut-in: text.nb.steps[1].text cites [], text.en.steps[1].text cites [ours]',
    ]);
    const b = dots();
    b.text.de.what[2] = b.text.de.what[2].replace('[ru-wikipedia]', '[ours]');
    expect((await check(b, 'dots')).join('\n')).toMatch(
      /text\.de\.what\[2\] cites \[ours\], text\.en\.what\[2\] cites \[ru-wikipedia\]/,
    );
  });
  it('rejects a mark on a sentence that does not say it is Paperdots’ choice', async () => {
    const a = shutIn();
    for (const l of ['en', 'da', 'de', 'nb']) a.text[l].steps[0].text += ' Pieces are round [ours].';
    expect((await check(a, 'shut-in')).join('\n')).toMatch(
      /text\.da\.steps\[0\]\.text: "\[ours\]" marks a sentence that does not say it is Paperdots' choice/,
    );
  });
  it('does not take the mark for a source: not in the list, and not enough for a history paragraph', async () => {
    const a = shutIn();
    a.sources.push({ id: 'ours', text: 'Us' });
    for (const l of ['en', 'da', 'de', 'nb'])
      a.text[l].history[1] = a.text[l].history[1].replace('[brikkeparken]', 'Paperdots [ours]');
    const out = (await check(a, 'shut-in')).join('\n');
    expect(out).toMatch(/sources\[2\]\.id: "ours" marks the site's own choice, not a source/);
    expect(out).toMatch(/text\.en\.history\[1\]: cites no source/);
  });
});

describe('our own words (no run of 8 words shared with a seed page)', () => {
  it('normalises case, punctuation, glued table cells and citation marks', () => {
    expect(wordsOf('Ein „Wort“, zwei—Wörter! BrætStandard [berlekamp-2000] 4×4')).toEqual([
      'ein',
      'wort',
      'zwei',
      'wörter',
      'bræt',
      'standard',
      '4',
      '4',
    ]);
  });
  it('finds a shared run and reports the stretch of the text’s own words', () => {
    const seed = new Set(runKeys('one two three four five six seven eight nine ten'));
    expect(sharedRuns('Zero. One, two, THREE four five six seven eight nine! Eleven', seed)).toEqual([
      'one two three four five six seven eight nine',
    ]);
    expect(sharedRuns('one two three four five six seven', seed)).toEqual([]);
    expect(RUN).toBe(8);
  });
  const dir = new URL('../../../../shared/seeds/', import.meta.url);
  const seeds = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.txt'))
        .sort()
    : [];
  it.skipIf(!seeds.length)(
    'the stored hashes are those of the seed pages (node site/tools/seed-runs.mjs rebuilds them)',
    () => {
      const keys = new Set();
      for (const f of seeds) for (const k of runKeys(readFileSync(new URL(f, dir), 'utf8'))) keys.add(k);
      expect(seedRuns.seeds).toEqual(seeds);
      expect([...keys].sort()).toEqual(seedRuns.keys);
    },
  );
  it.skipIf(!seeds.length)('rejects an article with a sentence taken from a seed page, in any language', async () => {
    // Eight words of the German hexagon seed, put into the Danish text of Dots and Hexagons.
    const text = readFileSync(
      new URL(
        seeds.find((f) => f.startsWith('004')),
        dir,
      ),
      'utf8',
    );
    const taken = wordsOf(text)
      .slice(40, 40 + RUN)
      .join(' ');
    const a = clone(articleFiles.find((f) => f.file === 'dots-and-hexagons').article);
    a.text.da.strategy[1].text += ` ${taken}.`;
    const out = await validateArticle(a, { file: 'dots-and-hexagons', slugs, engine: await engine() });
    expect(out).toEqual([
      `dots-and-hexagons: text.da.strategy[1].text: shares ${RUN} or more words in a row with a seed page ("${taken}"): say it in our own words`,
    ]);
  });
});

// Every table of words a page can show: i18n/strings*.js and a feature's own (clock/, analysis/).
const tableModules = import.meta.glob(['../**/strings.js', '../**/strings-*.js'], { eager: true });
const tables = Object.values(tableModules).flatMap((m) =>
  Object.values(m).filter((v) => v && typeof v === 'object' && !Array.isArray(v)),
);
const LANGS4 = ['en', 'da', 'de', 'nb'];

/** The game names a page puts into {game} and {base} in one language: titles and family names. */
function gameNames(lang) {
  const names = new Set(articleFiles.map((f) => f.article.text[lang].title));
  for (const table of tables)
    for (const [key, entry] of Object.entries(table))
      if (/^(family\.\w+|game\.\w+(\.\w+)?)$/.test(key) && !key.endsWith('.about') && typeof entry[lang] === 'string')
        names.add(entry[lang]);
  return [...names];
}

describe('our own words on every page (the translation tables, with the game names filled in)', () => {
  it('reads every strings file, the article pages’ headings among them', () => {
    const keys = new Set(tables.flatMap((t) => Object.keys(t)));
    for (const key of ['art.changesCaption', 'game.dots', 'clock.claimText', 'analysis.bot.forced', 'err.sgf-game'])
      expect(keys, key).toContain(key);
  });
  it('fills {game} and {base} with each name and splits at the reader’s own values', () => {
    expect(pageTexts('How {game} differs from {base}', ['A', 'B C'])).toEqual([
      'How A differs from A',
      'How A differs from B C',
      'How B C differs from A',
      'How B C differs from B C',
    ]);
    expect(pageTexts({ one: '{n} dot of {name} here', other: '{n} dots' }, ['A'])).toEqual([
      '',
      ' dot of ',
      ' here',
      '',
      ' dots',
    ]);
  });
  it('finds a seed phrase that only appears once a heading is filled in', () => {
    const seed = new Set(runKeys('one two three four five six seven eight nine'));
    const table = { 'x.caption': { en: 'Zero one two three four five {game}', da: '{n} one two three' } };
    expect(tableOverlaps([table], 'en', ['six seven eight'], seed)).toEqual([
      { key: 'x.caption', run: 'one two three four five six seven eight' },
    ]);
    expect(tableOverlaps([table], 'en', ['Dots'], seed)).toEqual([]);
  });
  for (const lang of LANGS4)
    it(`${lang}: no text of the tables shares ${RUN} words in a row with a seed page`, () => {
      const seedKeys = new Set(seedRuns.keys);
      const found = tableOverlaps(tables, lang, gameNames(lang), seedKeys);
      const unique = [...new Set(found.map(({ key, run }) => `${key}: "${run}"`))];
      expect(unique).toEqual([]);
    });
});

describe('puzzles', () => {
  it('are solved exactly: every move has a value, and the best ones equal the position value', async () => {
    const e = await engine();
    const p = solvePuzzle(e, { setup: 'game=boxes&size=3x3', moves: '20.9.19.10.18.0.17.13.4.11.1.2' });
    const best = Math.max(...p.options.map((o) => o.value));
    expect(p.best).toBe(best);
    expect(p.options.length).toBe(12);
    expect(p.left).toBe(9);
  });
  it('fail the build when every move is equally good', async () => {
    const e = await engine();
    // The empty 1×1 board: every first line is the same move.
    expect(() => solvePuzzle(e, { setup: 'game=boxes&size=1x1', moves: '' })).toThrow(ArticleBuildError);
  });
  it('fail the build when no tempting move is proved worse (the puzzle answers itself)', async () => {
    const e = await engine();
    // The old Dots-and-Boxes puzzle 1: no capture, and the only safe line is the best one, which
    // both bot levels also find: nothing tempting is wrong.
    expect(() => solvePuzzle(e, { setup: 'game=boxes&size=3x3', moves: '0.13.19.8.6.22.21.7.14.2.16' })).toThrow(
      /answers itself/,
    );
  });
  it('name the tempting moves the solver proves worse: a capture, a safe line, a bot pick', async () => {
    const e = await engine();
    const p = solvePuzzle(e, { setup: 'game=boxes&size=3x3&border=swedish', moves: '4.19.7.16.5.8' });
    expect(p.tempting.length).toBeGreaterThan(0);
    for (const m of p.tempting) {
      expect(['capture', 'safe', 'bot']).toContain(m.why);
      expect(m.value).not.toBe(p.best);
      expect(p.options.find((o) => o.token === m.token).value).toBe(m.value);
    }
    expect(p.tempting.some((m) => m.why === 'capture')).toBe(true);
    // Shut In: the level-2 bot's cell loses where one cell wins.
    const s = solvePuzzle(e, { setup: 'game=shutin&size=6x6', moves: 'c1.d1.d2.c2.d3.b2.e2.f2.a2.e3.e4.d4.b3.a3' });
    expect(s.kind).toBe('win');
    expect(s.options.filter((o) => o.value === 1).map((o) => o.token)).toEqual(['e5']);
    expect(s.tempting).toContainEqual({ token: 'b4', why: 'bot', value: -1 });
  });
  it('prove a Dots puzzle to its horizon: the best point, and the tempting capture worse', async () => {
    const e = await engine();
    const p = solvePuzzle(e, {
      setup: 'game=dots&size=10x10&start=empty',
      moves: '7-7.6-7.8-7.9-7.2-3.7-8.4-3.8-8.3-2.7-6.5-9.3-3',
      depth: 3,
    });
    expect(p.kind).toBe('gain');
    expect(p.depth).toBe(3);
    expect(p.options.filter((o) => o.value === p.best).map((o) => o.token)).toEqual(['8-6']);
    expect(p.best).toBe(0);
    expect(p.tempting).toContainEqual({ token: '3-4', why: 'capture', value: -1 });
    for (const m of p.tempting) expect(['capture', 'bot']).toContain(m.why);
  });
  it('fail the build when the intended answer is not the best (a Dots puzzle looked at too shallow)', async () => {
    const e = await engine();
    const p = articleFiles.find((f) => f.file === 'dots').article.puzzles[0];
    expect(
      solvePuzzle(e, p)
        .options.filter((o) => o.value === 0)
        .map((o) => o.token),
    ).toEqual(p.answer);
    // One ply deep the capture on 3-4 looks best: the escape the prompt asks for is not proved.
    expect(() => solvePuzzle(e, { ...p, depth: 1 })).toThrow(
      /the intended answer 8-6 is not what the solver proves best \(3-4\)/,
    );
  });
  it('fail the build for a Dots puzzle whose only capture is the best move and every bot finds it', async () => {
    const e = await engine();
    // A blue dot fenced in on three sides, one ply deep: 5-6 takes it, nothing tempts elsewhere.
    expect(() =>
      solvePuzzle(e, { setup: 'game=dots&size=10x10&start=empty', moves: '4-5.5-5.6-5.1-1.5-4.1-10', depth: 1 }),
    ).toThrow(/answers itself/);
  });
  it('fail the build when the solver does not finish within the budget', async () => {
    const e = await engine();
    expect(() => solvePuzzle(e, { setup: 'game=boxes&size=5x5', moves: '' }, { ms: 1 })).toThrow(/did not finish/);
  });
});
