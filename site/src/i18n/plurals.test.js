// plurals.test.js — a number is never shown beside the wrong form of its word ("1 points",
// "1 punkter", "1 Punkte"). Every text of every table that puts a count before a word that
// changes with the count is written as plural forms ({one, other}: the categories of
// Intl.PluralRules for the language), counted by params.n, which is the one the table chooses
// the form by (i18n/index.js). The tables are read as the site loads them: i18n/strings*.js and a
// feature's own words (clock/, analysis/).
import { describe, expect, it } from 'vitest';
import { LANGS } from '../app/routes.js';

const modules = import.meta.glob(['../**/strings.js', '../**/strings-*.js'], { eager: true });

/** Every entry of every table once: [[key, {en, da, de, nb}]]. */
function allEntries(mods) {
  const seen = new Map();
  for (const m of Object.values(mods))
    for (const table of Object.values(m))
      if (table && typeof table === 'object' && !Array.isArray(table))
        for (const [key, entry] of Object.entries(table)) if (!seen.has(key)) seen.set(key, entry);
  return [...seen];
}

/** The placeholders the code fills with a bare number (a count, a move's number, a size). */
export const NUMBER_HOLES = [
  'n',
  'k',
  'plies',
  'area',
  'margin',
  'lead',
  'first',
  'width',
  'given',
  'count',
  'visits',
  'moves',
  'takes',
  'mine',
  'left',
  'kept',
  'seats',
  'max',
  'min',
  'columns',
  'rows',
];

/**
 * A word before the number that makes it a name, not a count ("move 3", "Zug {k}", "Ring {n}").
 * Nothing after such a number agrees with it.
 */
const LABELS = new Set([
  'move',
  'step',
  'position',
  'ring',
  'træk',
  'trin',
  'stilling',
  'zug',
  'schritt',
  'stellung',
  'trekk',
  'steg',
  'start-at',
]);

/**
 * Words that may follow a number unchanged for every count, per language: prepositions and
 * conjunctions, units written as symbols, participles and adjectives that do not inflect for
 * number there, and nouns whose singular and plural are the same (da "træk", nb "trekk",
 * de "Kästchen"). A word not listed after a number needs the text's plural forms.
 */
const SAME_FOR_EVERY_COUNT = {
  en: ['of', 'or', 'with', 'compared', 'to', 'from', 'and', 's', 'surrounded', 'still', 'mib'],
  da: ['af', 'i', 'eller', 'ved', 'til', 'fra', 'og', 'sek', 's', 'omringet', 'træk', 'point', 'åbne', 'mib'],
  de: [
    'von',
    'der',
    'gegenüber',
    'oder',
    'bis',
    'und',
    's',
    'min',
    'umzingelt',
    'vorsprung',
    'kästchen',
    'noch',
    'mib',
  ],
  nb: [
    'av',
    'i',
    'eller',
    'ved',
    'til',
    'fra',
    'og',
    'sek',
    's',
    'omringet',
    'trekk',
    'poeng',
    'åpne',
    'sammenlignet',
    'som',
    'mib',
  ],
};

/**
 * Texts for counts above 1 only: the code picks the singular text (the value here) for 1, so
 * this one never shows a 1. The test checks that the singular text is in the table.
 */
export const SINGULAR_TEXT = {
  'art.cellsN.square': 'art.cells1.square', // articles/Puzzle.jsx: loss === 1
  'art.cellsN.hex': 'art.cells1.hex',
  'art.cellsN.tri': 'art.cells1.tri',
  'say.closedN': 'say.closed1', // families/boxes/index.jsx: captured > 1
  'say.dots.surroundedN': 'say.dots.surrounded1', // families/dots/index.jsx: captured === 1
  'ground.text': 'ground.text1', // families/dots/index.jsx: one loose dot
  'analysis.lostN': 'analysis.lost1', // analysis/AnalysisParts.jsx: n === 1
  'saved.describe': 'saved.describeOne', // saved/useSavedGames.js: moves === 1
  'result.wins': 'result.winsOne', // ui/ResultBanner.jsx: margin === 1
  'result.wins.dots': 'result.winsOne.dots',
  'result.teamWins': 'result.teamWinsOne',
};

/** Numbers that are never 1 where they are shown, and why. */
export const NEVER_ONE = {
  plies: 'a Dots puzzle’s depth, 2..6 (articles/validate.js refuses 1)',
  width: 'err.blocked-odd comes only for an even width (core/shutin/rules.c)',
};

/** Texts that show n in the reader's number format under another name, and where it is made. */
export const SHOWN_AS_N = {
  'analysis.bot.dots': 'lead is n with its sign, in the reader’s number format (analysis/AnalysisBot.jsx leadText)',
  'analysis.bot.note': 'count is n grouped in the reader’s number format (analysis/AnalysisBot.jsx countText)',
  'analysis.bot.lead': 'count is n grouped in the reader’s number format (analysis/AnalysisBot.jsx countText)',
};

const COUNTED = new RegExp(`(\\p{L}[\\p{L}-]*)?[ \\u00a0]?\\{(${NUMBER_HOLES.join('|')})\\}[ \\u00a0]+(\\p{L}+)`, 'gu');

/**
 * The places in one language's text where a number stands before a word that changes with it:
 * [{hole, word}]. A number named by a label ("Zug {k} hat") is not a count.
 */
export function countedWords(text, lang) {
  const same = new Set(SAME_FOR_EVERY_COUNT[lang]);
  const out = [];
  for (const m of String(text).matchAll(COUNTED)) {
    const [, before, hole, word] = m;
    if (before && LABELS.has(before.toLowerCase())) continue;
    if (NEVER_ONE[hole]) continue;
    if (same.has(word.toLowerCase())) continue;
    out.push({ hole, word });
  }
  return out;
}

/**
 * Problems of one table entry: a plain text that counts a word (it needs plural forms), and a
 * text with plural forms whose counted number is not {n} (the form follows params.n, so the
 * word would follow another number than the one shown).
 */
export function pluralProblems(key, entry) {
  const problems = [];
  if (SINGULAR_TEXT[key]) return problems;
  for (const lang of LANGS) {
    const v = entry[lang];
    if (typeof v === 'string') {
      for (const { hole, word } of countedWords(v, lang))
        problems.push(`${key}.${lang}: "{${hole}} ${word}" counts a word, so the text needs plural forms`);
    } else if (v && typeof v === 'object') {
      for (const form of Object.values(v))
        for (const { hole, word } of countedWords(form, lang))
          if (hole !== 'n' && !SHOWN_AS_N[key])
            problems.push(`${key}.${lang}: "{${hole}} ${word}" is counted, but the form is chosen by {n}`);
    }
  }
  return problems;
}

const entries = allEntries(modules);

describe('plural forms', () => {
  it('reads the whole table (the ring chooser, the clock and the analysis words among it)', () => {
    const keys = new Set(entries.map(([k]) => k));
    for (const key of ['board.dots.ringOther', 'clock.move', 'analysis.bot.lead', 'embed.err.seats-count'])
      expect(keys, key).toContain(key);
    expect(entries.length).toBeGreaterThan(500);
  });

  it('finds a counted word without plural forms, and lets labels, units and unchanging words pass', () => {
    const bad = { en: 'Ring {k}: {area} points', da: '{area} punkter', de: '{n} Punkte', nb: 'etter {n} trekk' };
    expect(pluralProblems('x', bad)).toEqual([
      'x.en: "{area} points" counts a word, so the text needs plural forms',
      'x.da: "{area} punkter" counts a word, so the text needs plural forms',
      'x.de: "{n} Punkte" counts a word, so the text needs plural forms',
    ]);
    const byArea = { en: { one: '{area} point', other: '{area} points' }, da: '', de: '', nb: '' };
    expect(pluralProblems('y', byArea)).toEqual([
      'y.en: "{area} point" is counted, but the form is chosen by {n}',
      'y.en: "{area} points" is counted, but the form is chosen by {n}',
    ]);
    expect(countedWords('Zug {k} hat {amount} verloren; {n} s pro Zug', 'de')).toEqual([]);
  });

  it('every text that counts a word has its plural forms, chosen by {n}', () => {
    expect(entries.flatMap(([key, entry]) => pluralProblems(key, entry))).toEqual([]);
  });

  it('a text for counts above 1 has its singular text beside it', () => {
    const keys = new Set(entries.map(([k]) => k));
    for (const [key, one] of Object.entries(SINGULAR_TEXT)) {
      expect(keys, key).toContain(key);
      expect(keys, `${key}: its singular ${one}`).toContain(one);
    }
  });

  it('every text with plural forms has the form Intl.PluralRules picks, for every count', () => {
    const missing = [];
    for (const [key, entry] of entries)
      for (const lang of LANGS) {
        const forms = entry[lang];
        if (!forms || typeof forms !== 'object') continue;
        const rules = new Intl.PluralRules(lang);
        for (const n of [0, 1, 2, 3, 5, 11, 21, 101, 1.5])
          if (!(rules.select(n) in forms)) missing.push(`${key}.${lang}: no form '${rules.select(n)}' for ${n}`);
      }
    expect(missing).toEqual([]);
  });
});
