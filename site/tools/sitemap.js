// sitemap.js — Vite plugin (client build): writes sitemap.xml (every page in every language, with
// its language alternates) and robots.txt (which points to it). A sitemap needs absolute
// addresses: they start with PAPERDOTS_ORIGIN (e.g. https://games.example.org, or with a sub-path),
// default http://127.0.0.1:8080 (what `make run` serves); set it when building for a real host.
import { LANGS, routeIn } from '../src/app/routes.js';

export const DEFAULT_ORIGIN = 'http://127.0.0.1:8080';

export function siteOrigin(env = process.env) {
  return (env.PAPERDOTS_ORIGIN || DEFAULT_ORIGIN).replace(/\/+$/, '');
}

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The sitemap's XML for these routes (routes.js allRoutes), under `origin`. */
export function sitemapXml(routes, origin) {
  const urls = routes
    .filter((r) => r.lang)
    .map((r) => {
      const alt = [...LANGS.map((l) => [l, routeIn(r, l).path]), ['x-default', routeIn(r, 'en').path]]
        .map(([l, p]) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${esc(origin + p)}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${esc(origin + r.path)}</loc>\n${alt}\n  </url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** routes: () => every route (the articles' slugs are read when the build runs). */
export function sitemap({ routes }) {
  return {
    name: 'paperdots-sitemap',
    apply: 'build',
    generateBundle() {
      const origin = siteOrigin();
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(routes(), origin) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) });
    },
  };
}
