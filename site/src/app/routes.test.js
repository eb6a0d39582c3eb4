// routes.test.js — one route list, relative links between any two pages.
import { describe, expect, it } from 'vitest';
import { allRoutes, findRoute, relHref, routeIn, routes, rulesHref } from './routes.js';

describe('routes', () => {
  it('lists the picker, and home, play, rules, print and puzzles for four languages, with trailing slashes', () => {
    const per = (l) => [`/${l}/`, `/${l}/play/`, `/${l}/rules/`, `/${l}/print/`, `/${l}/puzzles/`];
    expect(routes.map((r) => r.path)).toEqual(['/', ...per('en'), ...per('da'), ...per('de'), ...per('nb')]);
  });
  it('adds one route per article and language', () => {
    const all = allRoutes(['dots-and-boxes']);
    expect(all.filter((r) => r.page === 'article').map((r) => r.path)).toEqual([
      '/en/rules/dots-and-boxes/',
      '/da/rules/dots-and-boxes/',
      '/de/rules/dots-and-boxes/',
      '/nb/rules/dots-and-boxes/',
    ]);
    const r = findRoute('/de/rules/dots-and-boxes/', ['dots-and-boxes']);
    expect(routeIn(r, 'nb').path).toBe('/nb/rules/dots-and-boxes/');
    expect(findRoute('/de/rules/nope/', ['dots-and-boxes'])).toBe(null);
  });
  it('makes relative links', () => {
    expect(relHref('/', '/en/')).toBe('./en/');
    expect(relHref('/en/', '/en/play/')).toBe('../en/play/');
    expect(relHref('/en/play/', '/da/play/')).toBe('../../da/play/');
    expect(rulesHref('/en/play/', 'en', 'dots', 'polish')).toBe('../../en/rules/dots/#polish');
  });
});
