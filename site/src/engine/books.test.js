// books.test.js — which opening books the site knows it ships (src/books), and when a request names one.
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { BOOK_LEVEL, botBookUrl, bookUrl, shippedBooks } from './books.js';

describe('shipped books', () => {
  it('lists every .bin of src/books by name', () => {
    const files = readdirSync(new URL('../books/', import.meta.url))
      .filter((f) => f.endsWith('.bin'))
      .map((f) => f.slice(0, -4))
      .sort();
    expect(shippedBooks()).toEqual(files);
    expect(shippedBooks()).toContain('boxes-square-4x4');
  });

  it("names a board's book only when it ships, and for a bot only at the exact solver's level", () => {
    const g = { family: 'boxes', book: 'boxes-square-4x4' };
    expect(bookUrl(g)).toMatch(/boxes-square-4x4.*\.bin$/);
    expect(bookUrl({ book: 'boxes-square-12x12' })).toBe(null);
    expect(bookUrl({})).toBe(null);
    expect(bookUrl(null)).toBe(null);
    expect(botBookUrl(g, BOOK_LEVEL)).toBe(bookUrl(g));
    for (const level of [1, 2, 3]) expect(botBookUrl(g, level)).toBe(null);
  });
});
