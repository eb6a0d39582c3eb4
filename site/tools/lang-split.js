// lang-split.js — Vite plugin (client build only): a page carries the words of its own language,
// not all four. The play page's budget (100 KB gzip transferred) cannot afford the whole
// translation table, which is ~70 % words the visitor will never read.
//
// How: src/i18n/index.js imports the table from ./strings.js. In the client build that one import
// resolves to an empty table; the prerender script (which gets the whole table: it imports
// strings.js itself) writes each page's own language into the page's prerender data, and
// main.jsx adds it to the table before it hydrates — no extra request, nothing to wait for.
// Every other importer of strings.js (the tests, the dev server, the embeddable board's own
// build) gets the whole table.
import path from 'node:path';

const TABLE = '\0paperdots-strings';

/** stringsFile: absolute path of src/i18n/strings.js. */
export function langSplit({ stringsFile }) {
  const indexFile = path.join(path.dirname(stringsFile), 'index.js');
  return {
    name: 'paperdots-lang-split',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer === indexFile && path.resolve(path.dirname(importer), source) === stringsFile) return TABLE;
      return null;
    },
    load(id) {
      return id === TABLE ? 'export const strings = {};' : null;
    },
  };
}
