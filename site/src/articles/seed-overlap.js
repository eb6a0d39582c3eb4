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
