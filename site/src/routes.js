// routes.js — the one route list: it feeds the prerenderer, the client start-up and the links.
export const LANGS = ['en', 'da', 'de', 'nb'];
export const DEFAULT_LANG = 'en';

/** Every page of the site: path (with trailing slash), page kind, language ('' for the picker). */
export const routes = [
  { path: '/', page: 'lang', lang: '' },
  ...LANGS.flatMap((lang) => [
    { path: `/${lang}/`, page: 'home', lang },
    { path: `/${lang}/play/`, page: 'play', lang },
  ]),
];

export function findRoute(path) {
  return routes.find((r) => r.path === path) || null;
}

export function routeFor(page, lang) {
  return routes.find((r) => r.page === page && r.lang === lang) || null;
}

/** A relative link from one route path to another: "/en/play/" → "/da/" gives "../../da/". */
export function relHref(fromPath, toPath) {
  const depth = fromPath.split('/').filter(Boolean).length;
  const target = toPath.replace(/^\//, '');
  const up = depth === 0 ? './' : '../'.repeat(depth);
  return up + target;
}
