// names.test.js — one name per game per language. The name is the table's family.<game> (the
// setup's game list, the home page, errors and the article's title all say it); every other name
// of the game (what the other languages call it, and the Russian and Polish names) may appear in
// an article's description and in one paragraph that gives the names, never in the interface
// words and never in a second paragraph. So German says "Dots" everywhere, and "Totschki" or a
// "Punkte-Partie" shows up as a failure.
import { describe, expect, it } from 'vitest';
import { articleFiles } from './index.js';
import { stringsOf } from './seed-overlap.js';
import { LANGS } from '../app/routes.js';

const modules = import.meta.glob(['../**/strings.js', '../**/strings-*.js'], { eager: true });
const table = {};
for (const m of Object.values(modules))
  for (const t of Object.values(m))
    if (t && typeof t === 'object' && !Array.isArray(t)) for (const [k, e] of Object.entries(t)) table[k] ??= e;

/**
 * The games whose name must be one: the family key, the article that names it, the keys that
 * must say the same name, and the names the game has outside the four languages.
 */
export const GAMES = {
  dots: {
    article: 'dots',
    keys: ['game.dots'],
    abroad: ['Точки', 'Tochki', 'Totschki', 'Totjki', 'Totsjki', 'Kropki'],
  },
  shutin: { article: 'shut-in', keys: ['game.shutin'], abroad: [] },
  boxes: { article: 'dots-and-boxes', keys: ['game.boxes.square'], abroad: ['Kästchenziehen'] },
};

/**
 * The game's own words used as its name where the site once slipped: a German "Punkte-Partie"
 * or "Bei Punkte …" (the dots, not the game), a Danish or Norwegian "Prikker" as the name of
 * Dots (the seed's word for the dots).
 */
export const MISNAMED = {
  dots: {
    de: [/\bPunkte-(Partie|Seite|Programm)/, /\b[Bb]ei Punkte\b/],
    da: [/\bPrikker (gennemsøges|spilles)\b/],
    nb: [/\bPrikker (gjennomsøkes|spilles)\b/],
    en: [],
  },
};

const nameOf = (game, lang) => table[`family.${game}`][lang];

/** Every name of a game: its name in each language and abroad. */
const namesOf = (game) => [...new Set([...LANGS.map((l) => nameOf(game, l)), ...GAMES[game].abroad])];

/** A name as a pattern: whole words; a name of more than one word also with a small first letter. */
function namePattern(name) {
  const esc = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const first = /\s/.test(name) ? `[${esc[0].toUpperCase()}${esc[0].toLowerCase()}]${esc.slice(1)}` : esc;
  return new RegExp(`(?<![\\p{L}-])${first}(?![\\p{L}])`, 'u');
}

/**
 * The names of other games (titles of every article and the family names, in every language,
 * and "Dots-and-Boxes" spelt with hyphens): blanked out before a game's names are looked for,
 * since "Dots and Boxes" is not the game Dots.
 */
function otherGames(game) {
  const own = new Set(namesOf(game));
  const names = new Set();
  for (const { article } of articleFiles)
    for (const l of LANGS) {
      const title = article.text[l].title;
      names.add(title);
      names.add(title.replace(/ /g, '-'));
    }
  for (const g of Object.keys(GAMES)) if (g !== game) for (const n of namesOf(g)) names.add(n);
  return [...names].filter((n) => !own.has(n)).sort((a, b) => b.length - a.length);
}

/** The other names of `game` a text in `lang` uses (its own name and other games' names aside). */
export function secondNames(text, game, lang) {
  let s = String(text);
  for (const other of otherGames(game)) s = s.split(other).join(' ');
  const found = namesOf(game)
    .filter((n) => n !== nameOf(game, lang))
    .filter((n) => namePattern(n).test(s));
  for (const re of MISNAMED[game]?.[lang] ?? []) if (re.test(s)) found.push(String(re));
  return found;
}

/** Problems of one game in one language, over the interface words and every article. */
export function nameProblems(game, lang, { words = table, articles = articleFiles } = {}) {
  const out = [];
  const name = nameOf(game, lang);
  for (const key of GAMES[game].keys)
    if (words[key][lang] !== name) out.push(`${key}.${lang} is "${words[key][lang]}", the game is "${name}"`);
  for (const [key, entry] of Object.entries(words)) {
    const texts = typeof entry[lang] === 'string' ? [entry[lang]] : Object.values(entry[lang] || {});
    for (const text of texts)
      for (const other of secondNames(text, game, lang)) out.push(`${key}.${lang} calls ${name} "${other}"`);
  }
  for (const { file, article } of articles) {
    const text = article.text[lang];
    if (file === GAMES[game].article && text.title !== name)
      out.push(`${file}: text.${lang}.title is "${text.title}", the game is "${name}"`);
    const giving = stringsOf(text).filter(
      ([path, s]) => path !== 'description' && path !== 'title' && secondNames(s, game, lang).length,
    );
    // One paragraph of the game's own article gives its other names; nothing else does.
    const allowed = file === GAMES[game].article ? 1 : 0;
    for (const [path, s] of giving.slice(allowed))
      out.push(`${file}: text.${lang}.${path} calls ${name} "${secondNames(s, game, lang).join('", "')}"`);
  }
  return out;
}

describe('one name per game per language', () => {
  for (const game of Object.keys(GAMES))
    for (const lang of LANGS)
      it(`${game} in ${lang}: "${nameOf(game, lang)}" and no other name`, () => {
        expect(nameProblems(game, lang)).toEqual([]);
      });

  it('German calls Dots "Dots", and the English name of Dots and Boxes is not the game Dots', () => {
    expect(nameOf('dots', 'de')).toBe('Dots');
    expect(secondNames('Narrow Misère Dots-and-Boxes, und Dots and Boxes', 'dots', 'da')).toEqual([]);
    expect(secondNames('Prikspil (Dots, Kropki)', 'dots', 'da')).toEqual(['Dots', 'Kropki']);
  });

  it('fails a second name, in the interface words or in a second paragraph', () => {
    const words = { ...table, 'sgf.label': { ...table['sgf.label'], de: 'Für andere Totschki-Seiten' } };
    expect(nameProblems('dots', 'de', { words })).toEqual(['sgf.label.de calls Dots "Totschki"']);
    const misnamed = { ...table, 'err.sgf-game': { ...table['err.sgf-game'], de: 'Keine Punkte-Partie.' } };
    expect(nameProblems('dots', 'de', { words: misnamed })).toEqual([
      `err.sgf-game.de calls Dots "${String(MISNAMED.dots.de[0])}"`,
    ]);
    const articles = structuredClone(articleFiles);
    const dots = articles.find((f) => f.file === 'dots').article;
    dots.text.de.history[1] += ' In Polen heißt es Kropki.';
    expect(nameProblems('dots', 'de', { articles })).toEqual(['dots: text.de.history[1] calls Dots "Kropki"']);
  });
});
