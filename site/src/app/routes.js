// routes.js — the one route list: it feeds the prerenderer, the client start-up and the links.
// The rules articles (src/articles/content/*.js) add one route per article and language; their
// slugs come from the content folder (articleRoutes), so this module stays free of their text.
export const LANGS = ['en', 'da', 'de', 'nb'];
export const DEFAULT_LANG = 'en';

/** Every page of the site but the articles: path (with trailing slash), page kind, language ('' for the picker). */
export const routes = [
  { path: '/', page: 'lang', lang: '' },
  ...LANGS.flatMap((lang) => [
    { path: `/${lang}/`, page: 'home', lang },
    { path: `/${lang}/play/`, page: 'play', lang },
    { path: `/${lang}/rules/`, page: 'rules', lang },
    { path: `/${lang}/print/`, page: 'print', lang },
    { path: `/${lang}/puzzles/`, page: 'puzzles', lang },
  ]),
];

/** The route of one article in one language. */
export function articleRoute(lang, slug) {
  return { path: `/${lang}/rules/${slug}/`, page: 'article', lang, slug };
}

/** Every route, the articles of these slugs included. */
export function allRoutes(slugs = []) {
  return [...routes, ...LANGS.flatMap((lang) => slugs.map((slug) => articleRoute(lang, slug)))];
}

export function findRoute(path, slugs = []) {
  return allRoutes(slugs).find((r) => r.path === path) || null;
}

export function routeFor(page, lang) {
  return routes.find((r) => r.page === page && r.lang === lang) || null;
}

/** The same page in another language (an article keeps its slug). */
export function routeIn(route, lang) {
  return route.page === 'article' ? articleRoute(lang, route.slug) : routeFor(route.page, lang);
}

/** A relative link from one route path to another: "/en/play/" → "/da/" gives "../../da/". */
export function relHref(fromPath, toPath) {
  const depth = fromPath.split('/').filter(Boolean).length;
  const target = toPath.replace(/^\//, '');
  const up = depth === 0 ? './' : '../'.repeat(depth);
  return up + target;
}

// The slugs of the articles this build has: set by the prerenderer, and in the browser from the
// page's prerender data (main.jsx), so a "Rules" link appears only where its article exists.
const known = new Set();

export function setArticleSlugs(slugs) {
  known.clear();
  for (const s of slugs || []) known.add(s);
}

export function hasArticle(slug) {
  return known.has(slug);
}

/** The link from a page to an article (and one of its sections: `anchor`, a variant's id). */
export function rulesHref(fromPath, lang, slug, anchor = '') {
  return relHref(fromPath, articleRoute(lang, slug).path) + (anchor ? `#${anchor}` : '');
}
