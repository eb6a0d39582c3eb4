// books.js — the opening books the site ships (src/books/NAME.bin, each a hashed asset of the
// build) and when a worker request names one. A game's geometry names the book its board would
// use (`book`, docs/state-json.md) whether or not the site ships it; only the exact solver reads a
// book (the analysis, and the bot at BOOK_LEVEL), and only then is it fetched: never with the page.
// The workers fetch a book once each (wasm/workers/serve.js); the service worker keeps it for
// offline play once fetched (vite.config.js, runtime caching).

/** The bot level that reads books: the exact solver's (core: the level-4 bot). */
export const BOOK_LEVEL = 4;

// name -> URL of every shipped book (only the URLs: the bytes are not part of any script)
const found = import.meta.glob('../books/*.bin', { query: '?url', import: 'default', eager: true });
const SHIPPED = new Map(Object.entries(found).map(([file, url]) => [file.replace(/^.*\/([^/]+)\.bin$/, '$1'), url]));

/** The names of the books the site ships, sorted. */
export function shippedBooks() {
  return [...SHIPPED.keys()].sort();
}

/**
 * The absolute URL of the book a board uses when the site ships it, else null. An absolute URL,
 * because a worker resolves a relative one against its own script's address, not the page's.
 * @param {{book?: string} | null} geometry
 */
export function bookUrl(geometry) {
  const url = geometry && geometry.book ? SHIPPED.get(geometry.book) : null;
  if (!url) return null;
  const base = typeof location !== 'undefined' && location.href ? location.href : null;
  try {
    return base ? new URL(url, base).href : url;
  } catch {
    return url;
  }
}

/** The book a bot at `level` reads on this board (only the exact solver's level reads one), else null. */
export function botBookUrl(geometry, level) {
  return level === BOOK_LEVEL ? bookUrl(geometry) : null;
}
