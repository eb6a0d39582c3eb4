// index.js — the rules articles: every file in ./content (one ES module per article, format in
// README.md beside this file), in reading order. Build-time only: the prerenderer and the tests
// import this; a page carries its own article's words in its prerender data, never this module.
const modules = import.meta.glob('./content/*.js', { eager: true });

/** The order of the index page and of the sitemap; a slug not listed here comes after them. */
export const ORDER = [
  'dots-and-boxes',
  'dots-and-hexagons',
  'dots-and-triangles',
  'swedish-board',
  'misere',
  'more-players',
  'dots',
  'shut-in',
];

const rank = (slug) => (ORDER.includes(slug) ? ORDER.indexOf(slug) : ORDER.length);

/** [{file, article}] for every content file (the file name without ".js"), in ORDER. */
export const articleFiles = Object.entries(modules)
  .map(([path, m]) => ({ file: path.replace(/^.*\//, '').replace(/\.js$/, ''), article: m.default }))
  .sort((a, b) => rank(a.file) - rank(b.file) || a.file.localeCompare(b.file));

export const articles = articleFiles.map((f) => f.article);

export function articleBySlug(slug) {
  return articles.find((a) => a.slug === slug) || null;
}
