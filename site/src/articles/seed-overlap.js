// seed-overlap.js — every sentence on the site is ours: this finds where an article's text shares a
// run of RUN (8) or more consecutive words with one of the seed pages the articles take their
// facts from (../shared/seeds/). The repository does not carry the seeds' text, only a hash of
// every run of RUN words in them (seed-runs.json, made by site/tools/seed-runs.mjs), so the check
// runs on any machine; validate.js calls it for every string of every language.

/** The length of a shared word run that counts as copied. */
export const RUN = 8;

/**
 * The words of a text, normalised: case, punctuation and spacing do not matter. Words glued
 * together by the seeds' table layout ("BrætStandard") are split at the case change, and a
 * citation mark ("[berlekamp-2000]") is not a word.
 */
export function wordsOf(text) {
  return String(text)
    .normalize('NFC')
    .replace(/\[[a-z0-9-]+\]/g, ' ')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/** A 53-bit hash of a string (cyrb53), as 14 hex digits: the key of one run of words. */
export function runKey(s) {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** The keys of every run of RUN consecutive words in a text. */
export function runKeys(text) {
  const w = wordsOf(text);
  const out = [];
  for (let i = 0; i + RUN <= w.length; i++) out.push(runKey(w.slice(i, i + RUN).join(' ')));
  return out;
}

/**
 * The runs a text shares with the seeds (`seedKeys`: a Set of run keys), merged into the longest
 * stretches of the text's own words: ['jedes sechseck ist ein feld und benachbarte sechsecke …'].
 */
export function sharedRuns(text, seedKeys) {
  const w = wordsOf(text);
  const hit = [];
  for (let i = 0; i + RUN <= w.length; i++) if (seedKeys.has(runKey(w.slice(i, i + RUN).join(' ')))) hit.push(i);
  const out = [];
  let start = -1;
  let end = -1;
  for (const i of hit) {
    if (i <= end) end = i + RUN;
    else {
      if (start >= 0) out.push(w.slice(start, end).join(' '));
      start = i;
      end = i + RUN;
    }
  }
  if (start >= 0) out.push(w.slice(start, end).join(' '));
  return out;
}

/** Every string inside a value (an article's text in one language), with its path. */
export function stringsOf(value, path = '') {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsOf(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringsOf(v, path ? `${path}.${k}` : k));
  return [];
}

/** A placeholder the page fills with a game's name (an article's title, a family's name). */
export const NAME_HOLES = ['game', 'base'];

/**
 * Every text the translation table can put on a page in one language, as the page shows it: a
 * {game} or {base} is filled with each of `names` in turn (so "How {game} differs from the
 * standard rules of {base}" is read with the real titles around it), and any other placeholder
 * (a count, a player's name, a cell) splits the text there, since what fills it is the reader's
 * and no run of words crosses it. entry: a table entry's text in one language, a string or plural
 * forms ({one, other}). Returns the texts to check.
 */
export function pageTexts(entry, names) {
  const forms = typeof entry === 'string' ? [entry] : Object.values(entry || {});
  const out = [];
  for (const form of forms) {
    for (const part of String(form).split(/\{(?!(?:game|base)\})\w+\}/)) {
      let texts = [part];
      for (const hole of NAME_HOLES) {
        const mark = `{${hole}}`;
        if (!part.includes(mark)) continue;
        texts = texts.flatMap((s) => names.map((n) => s.split(mark).join(n)));
      }
      out.push(...texts);
    }
  }
  return out;
}

/**
 * The runs of 8 words that any text of the translation tables shares with the seeds, in one
 * language: [{key, run}]. tables: the strings tables ({key: {en, da, de, nb}}), names: the game
 * names the pages put into {game} and {base} in that language.
 */
export function tableOverlaps(tables, lang, names, seedKeys) {
  const out = [];
  for (const table of tables)
    for (const [key, entry] of Object.entries(table))
      for (const text of pageTexts(entry[lang], names))
        for (const run of sharedRuns(text, seedKeys)) out.push({ key, run });
  return out;
}
