// i18n/index.js — looking up the translation table, and translating engine errors by code.
import { strings } from './strings.js';
import { DEFAULT_LANG } from '../app/routes.js';

/**
 * Translate `key` into `lang`, filling {placeholders} from params. A text that depends on a
 * count is written as its plural forms, {one, other} (the categories of Intl.PluralRules for
 * our four languages): the form for params.n is chosen. A missing key shows the key
 * and is reported once on the console: the browser tests fail on console errors, so a word that
 * is not loaded where it is shown (a family's words outside its game) cannot slip through.
 */
export function t(lang, key, params = {}) {
  return lookUp(strings, lang, key, params);
}

const reported = new Set();

function lookUp(table, lang, key, params) {
  const entry = table[key];
  if (!entry && !reported.has(key)) {
    reported.add(key);
    console.error(`paperdots: no words for "${key}"`);
  }
  const found = entry ? (entry[lang] ?? entry[DEFAULT_LANG] ?? Object.values(entry)[0]) : key;
  const text = typeof found === 'string' ? found : pluralForm(found, entry[lang] ? lang : DEFAULT_LANG, params.n);
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
}

const pluralRules = new Map();

/** The form of `forms` ({one, other}) that `lang` uses for the count n. */
function pluralForm(forms, lang, n) {
  if (!pluralRules.has(lang)) pluralRules.set(lang, new Intl.PluralRules(lang));
  return forms[pluralRules.get(lang).select(Number(n))] ?? forms.other;
}

/**
 * Add more of the table: a family's words that load with its code (families/lazy.jsx), or a
 * language's texts. A text already present stays (strings.test.js rejects a key written twice).
 */
export function addStrings(more) {
  for (const [key, entry] of Object.entries(more)) strings[key] = { ...entry, ...strings[key] };
}

/** The table's texts in these languages only: what a prerendered page carries (main.jsx). */
export function wordsFor(langs) {
  const out = {};
  for (const [key, entry] of Object.entries(strings)) {
    const some = {};
    for (const l of langs) if (l in entry) some[l] = entry[l];
    out[key] = some;
  }
  return out;
}

/** Does the table have this key (a family's own wording of a shared sentence, e.g. "result.wins.dots")? */
export function hasKey(key) {
  return key in strings;
}

/** A translator bound to one language. */
export function translator(lang) {
  return (key, params) => t(lang, key, params);
}

/**
 * A translator that reads `extra` (a table of the same shape, e.g. the embeddable board's own
 * words) first and the one table after it.
 */
export function translatorWith(extra, lang) {
  return (key, params = {}) => (key in extra ? lookUp(extra, lang, key, params) : t(lang, key, params));
}

/** The engine's list of game families ("boxes, dots, shutin") as the reader's language names them. */
const GAME_LISTS = ['game-unknown', 'game-missing'];
const familyList = (lang, list) =>
  String(list)
    .split(', ')
    .map((name) => (hasKey(`family.${name}`) ? t(lang, `family.${name}`) : name))
    .join(', ');

/** Translate an EngineError (or anything with code/params) into the page's language. */
export function errorText(lang, err) {
  const code = err && err.code;
  let params = (err && err.params) || {};
  if (GAME_LISTS.includes(code) && params.allowed) params = { ...params, allowed: familyList(lang, params.allowed) };
  if (code && strings[`err.${code}`]) return t(lang, `err.${code}`, params);
  return t(lang, 'err.unknown', { code: code || '?' });
}

/** Join names: "A", "A and B", "A, B and C". */
export function joinNames(lang, names) {
  if (names.length <= 1) return names.join('');
  return t(lang, 'result.and', { a: names.slice(0, -1).join(', '), b: names[names.length - 1] });
}
