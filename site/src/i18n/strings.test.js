// strings.test.js — the translation table is complete: four languages, same placeholders, and
// no key written twice (checked in the source, since a duplicate vanishes at run time).
import { readFileSync, readdirSync } from 'node:fs';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { strings } from './strings.js';
import { embedStrings } from './strings-embed.js';
import { dotsPlayStrings } from './strings-dots-play.js';
import { shutinPlayStrings } from './strings-shutin-play.js';
import { boxesPlayStrings } from './strings-boxes-play.js';
import { addStrings, errorText, t } from './index.js';
import { LANGS } from '../app/routes.js';

const holes = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// The source files of the one table: i18n/strings.js, the strings-*.js parts beside it, and a
// feature's own words in its folder (clock/strings.js, analysis/strings*.js), paths from site/src.
const dir = new URL('../', import.meta.url);
const tableFiles = readdirSync(dir, { recursive: true })
  .map((f) => String(f).split('\\').join('/'))
  .filter((f) => /(^|\/)strings(-[\w-]+)?\.js$/.test(f))
  .sort();

const keyName = (prop) => (prop.key.type === 'Identifier' ? prop.key.name : String(prop.key.value));
const isText = (node) =>
  (node.type === 'Literal' && typeof node.value === 'string') ||
  (node.type === 'TemplateLiteral' && node.expressions.length === 0);
const textOf = (node) => (node.type === 'Literal' ? node.value : node.quasis[0].value.cooked);

/**
 * A text written as plural forms ({one: …, other: …}, chosen by params.n): exactly the forms
 * `lang` has (Intl.PluralRules), each a non-empty string.
 */
function pluralProblems(node, where, what, lang) {
  const problems = [];
  const want = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const got = [];
  for (const fp of node.properties) {
    const form = fp.type === 'Property' && !fp.computed ? keyName(fp) : '?';
    got.push(form);
    if (!want.includes(form))
      problems.push(`${where}: '${what}' has a plural form '${form}' the language does not use (${want.join(', ')})`);
    else if (!isText(fp.value) || textOf(fp.value).trim() === '')
      problems.push(`${where}: '${what}.${form}' is not a non-empty string`);
  }
  for (const form of want)
    if (!got.includes(form)) problems.push(`${where}: '${what}' lacks the plural form '${form}'`);
  return problems;
}

/**
 * Reads the exported object literals of a strings file as written. Returns every entry
 * ({key, line}) and the problems found: a key or a language written twice in one literal (the
 * first copy silently disappears), a computed key, a language missing, unknown or empty.
 */
function readTables(source, file) {
  const ast = parse(source, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
  const entries = [];
  const problems = [];
  for (const node of ast.body) {
    const decl = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
    if (decl?.type !== 'VariableDeclaration') continue;
    for (const { init } of decl.declarations) {
      if (init?.type !== 'ObjectExpression') continue;
      const seen = new Map();
      for (const prop of init.properties) {
        if (prop.type === 'SpreadElement') continue; // another file's table, read on its own
        const where = `${file}:${prop.loc.start.line}`;
        if (prop.computed) {
          problems.push(`${where}: computed key; write the key as a string`);
          continue;
        }
        const key = keyName(prop);
        if (seen.has(key)) problems.push(`${where}: '${key}' is already defined on line ${seen.get(key)}`);
        else seen.set(key, prop.loc.start.line);
        entries.push({ key, where });
        if (prop.value.type !== 'ObjectExpression') {
          problems.push(`${where}: '${key}' is not a {en, da, de, nb} object`);
          continue;
        }
        const langs = new Set();
        for (const lp of prop.value.properties) {
          const lang = lp.type === 'Property' && !lp.computed ? keyName(lp) : '?';
          if (!LANGS.includes(lang)) problems.push(`${where}: '${key}' has an unknown language '${lang}'`);
          else if (langs.has(lang)) problems.push(`${where}: '${key}' has '${lang}' twice`);
          else if (lp.value.type === 'ObjectExpression')
            problems.push(...pluralProblems(lp.value, where, `${key}.${lang}`, lang));
          else if (!isText(lp.value) || textOf(lp.value).trim() === '') {
            problems.push(`${where}: '${key}.${lang}' is not a non-empty string`);
          }
          langs.add(lang);
        }
        for (const lang of LANGS) if (!langs.has(lang)) problems.push(`${where}: '${key}' lacks '${lang}'`);
      }
    }
  }
  return { entries, problems };
}

/** All strings files together: each file's problems, and keys repeated across files (one table). */
function checkSources(sources) {
  const problems = [];
  const first = new Map();
  for (const [file, source] of sources) {
    const read = readTables(source, file);
    problems.push(...read.problems);
    for (const { key, where } of read.entries) {
      const prior = first.get(key);
      if (!prior) first.set(key, where);
      else if (prior.split(':')[0] !== where.split(':')[0]) {
        problems.push(`${where}: '${key}' is also defined at ${prior}`);
      }
    }
  }
  return problems;
}

describe('translation table', () => {
  it('is read from the source with no key twice and every language filled in', () => {
    expect(tableFiles).toContain('i18n/strings.js');
    expect(tableFiles).toContain('clock/strings.js');
    const sources = tableFiles.map((f) => [f, readFileSync(new URL(f, dir), 'utf8')]);
    expect(checkSources(sources)).toEqual([]);
  });

  it('source check finds what run time hides: a key twice, a missing or empty language', () => {
    const table = `export const t = {
  'a': { en: 'A', da: 'A', de: 'A', nb: 'A' },
  b: { en: 'B', da: '', de: 'B' },
  'a': { en: 'A2', da: 'A2', de: 'A2', nb: 'A2', en: 'A3' },
};`;
    const other = `export const u = {
  'b': { en: 'B', da: 'B', de: 'B', nb: 'B' },
  c: { en: { one: 'one {n}', other: '{n} others' }, da: { one: '{n}', few: '{n}', other: '' }, de: { other: '{n}' }, nb: { one: '{n}', other: '{n}' } },
};`;
    expect(
      checkSources([
        ['x.js', table],
        ['y.js', other],
      ]),
    ).toEqual([
      "x.js:3: 'b.da' is not a non-empty string",
      "x.js:3: 'b' lacks 'nb'",
      "x.js:4: 'a' is already defined on line 2",
      "x.js:4: 'a' has 'en' twice",
      "y.js:3: 'c.da' has a plural form 'few' the language does not use (one, other)",
      "y.js:3: 'c.da.other' is not a non-empty string",
      "y.js:3: 'c.de' lacks the plural form 'one'",
      "y.js:2: 'b' is also defined at x.js:3",
    ]);
  });

  it("has every entry in every language with the same placeholders (family parts and the embeddable board's table too)", () => {
    // The parts that load with a family's code (families/*/play.js) too.
    for (const [key, entry] of Object.entries({
      ...strings,
      ...boxesPlayStrings,
      ...dotsPlayStrings,
      ...shutinPlayStrings,
      ...embedStrings,
    })) {
      const texts = (v) => (typeof v === 'string' ? [v] : Object.values(v));
      for (const lang of LANGS) {
        expect(['string', 'object'], `${key}.${lang}`).toContain(typeof entry[lang]);
        for (const text of texts(entry[lang])) {
          expect(text.length, `${key}.${lang}`).toBeGreaterThan(0);
          expect(holes(text), `${key}.${lang}`).toEqual(holes(texts(entry.en)[0]));
        }
      }
    }
  });

  it('chooses the plural form of a counted text by the count, in each language', () => {
    expect(t('en', 'saved.skipped', { n: 1 })).toBe('1 saved game could not be read and was left out.');
    expect(t('en', 'saved.skipped', { n: 3 })).toBe('3 saved games could not be read and were left out.');
    expect(t('de', 'saved.skipped', { n: 1 })).toMatch(/^1 gespeicherte Partie konnte /);
    expect(t('de', 'saved.skipped', { n: 0 })).toMatch(/^0 gespeicherte Partien konnten /);
    expect(t('da', 'score.cells', { n: 1 })).toBe('1 felt');
    expect(t('en', 'score.unit.cells', { n: 1 })).toBe('cell'); // under the score's number
    addStrings(shutinPlayStrings); // a family's words, as they come with its board
    expect(t('de', 'score.unit.pieces', { n: 0 })).toBe('Steine');
    expect(t('nb', 'score.unit.pieces', { n: 1 })).toBe('brikke');
    expect(t('nb', 'saved.newer', { n: 2 })).toMatch(/^2 lagrede partier kommer /);
  });

  it('uses the local game names', () => {
    expect(t('da', 'game.boxes.square')).toBe('Prikker og Bokse');
    expect(t('de', 'game.boxes.square')).toBe('Käsekästchen');
    // Shut In: the Norwegian seed's own phrase for the aim of the game; see strings.js.
    expect(t('nb', 'game.shutin')).toBe('Sperre inne');
    expect(t('en', 'game.shutin')).toBe('Shut In');
  });

  it('translates every Shut In engine error with its params', () => {
    const codes = [
      'cell-syntax',
      'cell-range',
      'cell-blocked',
      'cell-occupied',
      'cell-gravity',
      'cell-touch',
      'blocked-syntax',
      'blocked-range',
      'blocked-repeated',
      'blocked-start',
      'blocked-count',
      'blocked-odd',
    ];
    // The move errors come with the Shut In board's code (families/shutin/play.js), as at run time.
    addStrings(shutinPlayStrings);
    for (const code of codes) expect(strings[`err.${code}`], code).toBeDefined();
    const err = { code: 'cell-touch', params: { cell: 'e5', seat: '1', move: '3', token: 'e5' } };
    expect(errorText('da', err)).toBe('e5 rører ingen af dine brikker, heller ikke på skrå.');
    const count = { code: 'blocked-count', params: { key: 'blocked', value: 'random-99-1', count: '99', max: '12' } };
    expect(errorText('en', count)).toMatch(/^Too many blocked cells \(99\): this board takes at most 12,/);
    const odd = { code: 'blocked-odd', params: { key: 'blocked', value: 'random-5-1', count: '5', width: '8' } };
    expect(errorText('nb', odd)).toMatch(/^Velg et partall blokkerte ruter, ikke 5: .* 8 kolonner /);
  });

  it('translates engine errors by code and params', () => {
    const err = { code: 'size-range', params: { key: 'size', value: '13x2', min: '1', max: '12' } };
    expect(errorText('de', err)).toBe(
      'Die Größe 13x2 liegt außerhalb des Bereichs: Spalten und Reihen gehen von 1 bis 12.',
    );
    expect(errorText('nb', { code: 'no-such-code' })).toBe('Noe gikk galt (feil no-such-code).');
  });
});
