// routes.test.js — one route list, relative links between any two pages.
import { describe, expect, it } from 'vitest';
import { relHref, routes } from './routes.js';

describe('routes', () => {
  it('lists the picker, and home and play for four languages, with trailing slashes', () => {
    expect(routes.map((r) => r.path)).toEqual(['/', '/en/', '/en/play/', '/da/', '/da/play/', '/de/', '/de/play/', '/nb/', '/nb/play/']);
  });
  it('makes relative links', () => {
    expect(relHref('/', '/en/')).toBe('./en/');
    expect(relHref('/en/', '/en/play/')).toBe('../en/play/');
    expect(relHref('/en/play/', '/da/play/')).toBe('../../da/play/');
  });
});
