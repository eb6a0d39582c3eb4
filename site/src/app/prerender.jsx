// prerender.jsx — build-time rendering of every route (routes.js) to static HTML. Static imports
// only (see TOOLCHAIN.md); the route travels to the client in the prerender data script.
// The rules articles (src/articles/) are built here with the real engine: every article is
// checked (articles/validate.js), its boards drawn as static SVG pictures, its puzzles solved
// exactly (articles/build.js); any problem fails the build.
import { renderToString } from 'preact-render-to-string';
import { App, pageTitle } from './App.jsx';
import { LangPicker } from '../pages/LangPicker.jsx';
import { Home } from '../pages/Home.jsx';
import { Play } from '../pages/Play.jsx';
import { PuzzlesPage } from '../puzzles/PuzzlesPage.jsx';
import { LANGS, allRoutes, findRoute, relHref, routeIn, setArticleSlugs } from './routes.js';
import { addStrings, t, translator, wordsFor } from '../i18n/index.js';
import { strings as wholeTable } from '../i18n/strings.js';
import { articleStrings } from '../i18n/strings-articles.js';
import { puzzleStrings } from '../i18n/strings-puzzles.js';
import { loadEngine } from '../engine/engine.js';
import { articleFiles, articleBySlug } from '../articles/index.js';
import { buildArticle, position } from '../articles/build.js';
import { Diagram } from '../articles/Diagram.jsx';
import { PAGES } from '../articles/pages.jsx';
import { DEFAULT_PRINT, blankSetup, sheetLabel } from '../articles/PrintPage.jsx';
import { schemaKey } from '../ui/schema.js';
import { PRINT_GAMES } from '../families/index.js';

// Build time renders every language: the whole table. Each page carries its own language's words
// in its prerender data (the client build's table starts empty: site/tools/lang-split.js).
addStrings(wholeTable);
addStrings(articleStrings);
addStrings(puzzleStrings);

const SLUGS = articleFiles.map((f) => f.file);
setArticleSlugs(SLUGS);
/** PAPERDOTS_ORIGIN (e.g. https://paperdots.example.org): the language alternates become absolute. */
const ORIGIN = (
  typeof process !== 'undefined' && process.env.PAPERDOTS_ORIGIN ? process.env.PAPERDOTS_ORIGIN : ''
).replace(/\/+$/, '');

let built = null;

/** The engine and every article's build (boards, solved puzzles), once per build. */
function buildAll() {
  built ??= (async () => {
    const fs = await import(/* @vite-ignore */ 'node:' + 'fs');
    // eslint-disable-next-line no-undef
    const engine = await loadEngine({ wasmBinary: fs.readFileSync(__PD_WASM_FILE__) });
    const out = new Map();
    for (const { file, article } of articleFiles) out.set(file, buildArticle(engine, article, { file, slugs: SLUGS }));
    return { engine, articles: out };
  })();
  return built;
}

const svg = (geometry, state, label, free = true) =>
  renderToString(<Diagram geometry={geometry} state={state} label={label} free={free} />);

function boardLabel(tr, title, pos) {
  const { w, h } = pos.geometry;
  const n = pos.state.moveCount;
  return n ? tr('art.boardLabel', { game: title, w, h, n }) : tr('art.boardEmpty', { game: title, w, h });
}

/** Every string in v with its sizes ("8 × 8") kept on one line: no-break spaces around the sign,
 *  so a narrow screen never ends a line inside one. */
function keepSizes(v) {
  if (typeof v === 'string') return v.replace(/(\d) × (?=\d)/g, '$1\u00a0×\u00a0');
  if (Array.isArray(v)) return v.map(keepSizes);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, e]) => [k, keepSizes(e)]));
  return v;
}

/** The page data and build-time pictures of an article in one language. */
function articlePage(route, b) {
  const a = articleBySlug(route.slug);
  const x = keepSizes(a.text[route.lang]);
  const tr = translator(route.lang);
  const pictures = {};
  const boards = {};
  for (const [key, pos] of Object.entries(b.boards)) {
    boards[key] = { setup: pos.setup, moves: pos.moves };
    pictures[key] = svg(pos.geometry, pos.state, boardLabel(tr, x.title, pos));
  }
  const puzzles = b.puzzles.map(({ geometry, state, ...p }, i) => {
    pictures[`puzzle-${i}`] = svg(geometry, state, boardLabel(tr, x.title, { geometry, state }));
    return p;
  });
  const base = a.base ? articleBySlug(a.base) : null;
  return {
    data: {
      slug: a.slug,
      family: a.family,
      base: a.base,
      baseTitle: base ? base.text[route.lang].title : null,
      play: a.play,
      title: x.title,
      description: x.description,
      text: x,
      sources: a.sources,
      boards,
      puzzles,
    },
    pictures,
  };
}

function rulesPage(route, b) {
  const tr = translator(route.lang);
  const pictures = {};
  const items = articleFiles.map(({ file, article: a }) => {
    const x = a.text[route.lang];
    const first = x.steps.find((s) => s.board);
    const pos = first ? b.get(file).boards[first.board] : null;
    if (pos) pictures[file] = svg(pos.geometry, pos.state, boardLabel(tr, x.title, pos));
    return { slug: a.slug, base: a.base, family: a.family, title: x.title, lead: keepSizes(x.lead) };
  });
  return { data: { title: tr('art.indexTitle'), description: tr('art.indexDescription'), items }, pictures };
}

function printPage(route, engine) {
  const tr = translator(route.lang);
  const pos = position(engine, blankSetup(DEFAULT_PRINT));
  return {
    data: {
      title: tr('art.printTitle'),
      description: tr('art.printDescription'),
      // The size limits of each game, from the core's schema (the page's chunk does not carry it).
      sizes: Object.fromEntries(
        PRINT_GAMES.map((g) => [g.id, (({ min, max }) => ({ min, max }))(schemaKey(g.game, 'size'))]),
      ),
    },
    pictures: { default: svg(pos.geometry, null, sheetLabel(pos.geometry, pos.state, tr), false) },
  };
}

/** <link rel=alternate hreflang> for every language of the page, and x-default (English). */
function alternates(route) {
  if (!route.lang) return [];
  const href = (l) => (ORIGIN ? ORIGIN + routeIn(route, l).path : relHref(route.path, routeIn(route, l).path));
  return [
    ...LANGS.map((l) => ({ type: 'link', props: { rel: 'alternate', hreflang: l, href: href(l) } })),
    { type: 'link', props: { rel: 'alternate', hreflang: 'x-default', href: href('en') } },
  ];
}

/** page kind → component (the client loads the same ones lazily: pages/index.js). */
const pages = { lang: LangPicker, home: Home, play: Play, puzzles: PuzzlesPage, ...PAGES };

export async function prerender(data) {
  const path = data.url.endsWith('/') ? data.url : `${data.url}/`;
  const route = findRoute(path, SLUGS) || allRoutes()[0];
  const Page = pages[route.page];
  const isArticles = route.page in PAGES;
  let page = { data: null, pictures: null };
  if (isArticles) {
    const b = await buildAll();
    if (route.page === 'article') page = articlePage(route, b.articles.get(route.slug));
    else if (route.page === 'rules') page = rulesPage(route, b.articles);
    else page = printPage(route, b.engine);
  }
  const words = wordsFor(route.lang ? [route.lang] : LANGS);
  // The rules and print words travel only with those pages, the puzzles' with theirs (whose
  // verdicts are the article puzzles' sentences).
  const isPuzzles = route.page === 'puzzles';
  if (!isArticles && !isPuzzles) for (const key of Object.keys(articleStrings)) delete words[key];
  if (!isPuzzles) for (const key of Object.keys(puzzleStrings)) delete words[key];
  const lang = route.lang || 'en';
  const description =
    (page.data && page.data.description) || (isPuzzles ? t(lang, 'puzzles.description') : t(lang, 'site.tagline'));
  const elements = [{ type: 'meta', props: { name: 'description', content: description } }, ...alternates(route)];
  // Relative to the top folder: site-output.js points "./" back to the root from each page.
  // the articles' stylesheet: their pictures and print rules (the Puzzles page's sheet prints pictures too)
  if (isArticles || isPuzzles) elements.push({ type: 'link', props: { rel: 'stylesheet', href: './articles.css' } });
  return {
    html: renderToString(<App route={route} Page={Page} data={page.data} pictures={page.pictures || undefined} />),
    data: { path: route.path, route, words, slugs: SLUGS, page: page.data },
    head: { lang, title: pageTitle(route, page.data), elements: new Set(elements) },
  };
}
