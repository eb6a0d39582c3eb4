// lang-split.js — Vite plugin (client build only): a page carries the words of its own language,
// not all four. The play page's budget (100 KB gzip transferred) cannot afford the whole
// translation table, which is ~70 % words the visitor will never read.
//
// How: src/i18n/index.js imports the table from ./strings.js. In the client build that one import
// resolves to a small module with an empty table and a loader per language; each loader is a
// chunk (assets/lang-<code>-<hash>.js) holding only that language's texts, written from the real
// strings.js at build time. main.jsx loads the page's language before it hydrates. Every other
// importer of strings.js (the prerender script, the tests, the dev server, the embeddable board's
// own build) gets the whole table.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const TABLE = '\0paperdots-strings';
const LANG = 'virtual:paperdots-lang/';

/** stringsFile: absolute path of src/i18n/strings.js; langs: the site's language codes. */
export function langSplit({ stringsFile, langs }) {
  const indexFile = path.join(path.dirname(stringsFile), 'index.js');
  return {
    name: 'paperdots-lang-split',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.startsWith(LANG)) return `\0${source}`;
      if (importer === indexFile && path.resolve(path.dirname(importer), source) === stringsFile) return TABLE;
      return null;
    },
    async load(id) {
      if (id === TABLE) {
        const loaders = langs.map((l) => `${JSON.stringify(l)}: () => import(${JSON.stringify(LANG + l)})`).join(',\n  ');
        return [
          'export const strings = {};',
          `const loaders = {\n  ${loaders},\n};`,
          'export const loadLanguageTable = (lang) => (loaders[lang] ? loaders[lang]().then((m) => m.default) : Promise.resolve(null));',
        ].join('\n');
      }
      if (id.startsWith(`\0${LANG}`)) {
        const lang = id.slice(LANG.length + 1);
        this.addWatchFile(stringsFile);
        const { strings } = await import(`${pathToFileURL(stringsFile).href}?lang=${lang}&t=${Date.now()}`);
        const one = {};
        for (const [key, entry] of Object.entries(strings)) one[key] = { [lang]: entry[lang] };
        return `export default ${JSON.stringify(one)};`;
      }
      return null;
    },
  };
}

/** The chunk name for a language table (vite.config.js chunkFileNames), or null. */
export function langChunkName(chunk) {
  const id = chunk.facadeModuleId || '';
  return id.startsWith(`\0${LANG}`) ? `assets/lang-${id.slice(LANG.length + 1)}-[hash].js` : null;
}
