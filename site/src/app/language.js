// language.js — which language the site root sends a visitor to, and a language switch that keeps
// what the reader was doing: the language a reader picked (the switcher in the header or the
// root page's list) is remembered in this browser and wins over the browser's own languages; a
// switch on the play page keeps the page's fragment, so the game in progress (a link game, or the
// game the address names) opens in the other language.
import { DEFAULT_LANG, LANGS } from './routes.js';

const KEY = 'paperdots:v1:lang';

/** Remember `lang` as the reader's choice (nothing when storage is off). */
export function rememberLanguage(lang) {
  try {
    if (LANGS.includes(lang)) localStorage.setItem(KEY, lang);
  } catch {
    /* storage disabled: the choice lasts for this page only */
  }
}

/** The language the reader picked here before, or null. */
export function rememberedLanguage() {
  try {
    const lang = localStorage.getItem(KEY);
    return LANGS.includes(lang) ? lang : null;
  } catch {
    return null;
  }
}

/**
 * The root page's language: the one picked here before, else the first of the browser's
 * languages the site has (Norwegian of any written form reads Bokmål), else English.
 * @param {readonly string[]} browser  navigator.languages
 * @param {string | null} remembered
 */
export function pickLanguage(browser, remembered) {
  if (remembered && LANGS.includes(remembered)) return remembered;
  for (const tag of browser) {
    const base = String(tag).toLowerCase().split('-')[0];
    const lang = base === 'no' || base === 'nn' ? 'nb' : base;
    if (LANGS.includes(lang)) return lang;
  }
  return DEFAULT_LANG;
}

/** A language link's click: remembers the choice and, on the play page, takes the fragment along. */
export function onLanguageClick(event, lang, page) {
  rememberLanguage(lang);
  if (page === 'play' && location.hash && event.currentTarget) {
    event.currentTarget.href = event.currentTarget.href.replace(/#.*$/, '') + location.hash;
  }
}
