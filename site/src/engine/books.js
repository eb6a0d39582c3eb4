// books.js — the opening books the site ships (src/books/NAME.bin, each a hashed asset of the
// build) and when a worker request names one. A game's geometry names the book its board would
// use (`book`, docs/state-json.md) whether or not the site ships it; only the exact solver reads a
// book (the analysis, and the bot at BOOK_LEVEL), and only then is it fetched: never with the page.
// The workers fetch a book once each (wasm/workers/serve.js); the service worker keeps it for
// offline play once fetched (vite.config.js, runtime caching). So that a board played online
// has its book offline later, even if no level-4 bot or analysis asked for it then,
// keepBookOffline fetches it once in the background while such a board is shown (not with the
// page: only a game on that board costs its download).

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

const kept = new Set();
/** How long a board is shown before its book is kept: a level-4 bot or the analysis on it asks
 *  for the book at once, and their download is then the one the cache keeps (no second one). */
export const KEEP_AFTER_MS = 10000;

/**
 * While a game on a board with a shipped book is shown online, fetch the book once, after
 * KEEP_AFTER_MS and when the page is idle, through the service worker, which keeps it (runtime
 * cache) for offline analysis and level-4 play; nothing when it is kept already. Only with a
 * service worker in control (else nothing would keep it), and not when the reader asked to save
 * data. Returns the URL it will keep, or null.
 * @param {{book?: string} | null} geometry
 */
export function keepBookOffline(geometry) {
  const url = bookUrl(geometry);
  if (!url || kept.has(url)) return null;
  if (typeof navigator === 'undefined' || !navigator.serviceWorker || !navigator.serviceWorker.controller) return null;
  if (navigator.connection && navigator.connection.saveData) return null;
  kept.add(url);
  // (an idle moment within 5 s: a page that is never idle, e.g. with a spinner turning, still keeps it)
  const idle =
    typeof requestIdleCallback === 'function' ? (f) => requestIdleCallback(f, { timeout: 5000 }) : (f) => f();
  setTimeout(
    () =>
      idle(async () => {
        try {
          if (!(await caches.match(url))) await (await fetch(url)).arrayBuffer();
        } catch {
          kept.delete(url); // offline or refused: the next game on this board tries again
        }
      }),
    KEEP_AFTER_MS,
  );
  return url;
}
