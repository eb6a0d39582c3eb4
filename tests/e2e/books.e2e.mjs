// books.e2e.mjs — the opening books (site/src/books, site/src/engine/books.js): the play page
// never fetches one with the page; a level-4 bot on a board whose book ships has its worker fetch
// it once, and plays; so does the analysis'; a board without a shipped book fetches none; once fetched, the service
// worker keeps the book, and a level-4 game on that board plays offline with it; a game on that
// board between people keeps it too, and the analysis says so when it works without it.
// Each test runs on a server of its own that counts what is asked of it (a worker's fetches are
// counted where they arrive, whatever the browser reports of them).
import assert from 'node:assert/strict';
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { freshBrowser, see, startBoxesHere } from './helpers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

/** Runs f({base, asked}) against a server of the built site; asked: every path requested, in order. */
async function withCountingServer(f) {
  const dist = new URL('../../site/dist/', import.meta.url).pathname;
  const asked = [];
  const server = http.createServer(async (req, res) => {
    const u = new URL(req.url, 'http://x');
    asked.push(u.pathname);
    const file = path.join(dist, decodeURIComponent(u.pathname), u.pathname.endsWith('/') ? 'index.html' : '');
    const bytes = file.startsWith(dist) ? await readFile(file).catch(() => null) : null;
    if (!bytes) return res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] || 'application/octet-stream',
      'cache-control': 'no-store',
    });
    res.end(bytes);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  try {
    await f({ base: `http://127.0.0.1:${server.address().port}`, asked });
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
}

const books = (asked) => asked.filter((p) => p.endsWith('.bin'));
/** The one book request among `asked` (it fails unless there was exactly one). */
function fetchedOnce(asked) {
  const got = books(asked);
  assert.equal(got.length, 1, `book requests: ${got.join(' ')}`);
  return got;
}
const moves = (page) => page.$$eval('.movelist .move', (els) => els.length);
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/** From the play page's form: boxes at `size`, seats like ['b4', 'h']; waits for the board. */
const start = (page, size, seats) => startBoxesHere(page, { size, seats });

/** The bot (seat 1) moves first; then a line of ours, and its answer: at least 3 moves. */
async function playAgainstBot(page) {
  await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length >= 1, null);
  await page.waitForSelector('.line.can');
  await page.click('.line.can');
  await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length >= 3, null);
}

/** Wait until this page's service worker is activated and controls the page. */
async function serviceWorkerReady(page) {
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const w = reg.active;
    if (w.state !== 'activated')
      await new Promise((r) => w.addEventListener('statechange', () => w.state === 'activated' && r()));
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
}

/** Collects the workers' notes that a book was left out (wasm/workers/serve.js logs them at debug level). */
function leftOut(context) {
  const notes = [];
  const watch = (page) => page.on('console', (m) => /book .* left out/.test(m.text()) && notes.push(m.text()));
  context.pages().forEach(watch);
  context.on('page', watch);
  return notes;
}

export const tests = [
  {
    name: 'books: the play page fetches no book on load; a level-4 bot on 4x4 has its worker fetch the book once and plays',
    async run() {
      await withCountingServer(async ({ base, asked }) => {
        await freshBrowser(
          async (context, page) => {
            const notes = leftOut(context);
            await page.goto(`${base}/en/play/`);
            await page.waitForSelector('html[data-hydrated] form.setup');
            await page.waitForLoadState('networkidle');
            assert.deepEqual(books(asked), [], 'the first load fetched a book');
            await start(page, '4x4', ['b4', 'h']);
            await playAgainstBot(page);
            const got = fetchedOnce(asked);
            assert.match(got[0], /\/assets\/boxes-square-4x4-[\w-]+\.bin$/);
            assert.deepEqual(notes, [], 'a worker left the book out');
          },
          { name: 'books-4x4' },
        );
      });
    },
  },
  {
    name: 'books: a level-4 bot on 3x3 (no shipped book) and a level-1 bot on 4x4 fetch no book',
    async run() {
      await withCountingServer(async ({ base, asked }) => {
        await freshBrowser(
          async (context, page) => {
            await page.goto(`${base}/en/play/`);
            await start(page, '3x3', ['b4', 'h']);
            await playAgainstBot(page);
            // a fresh page: its bot worker is a new one (a bot worker takes a book in for good)
            await page.goto('about:blank');
            await page.goto(`${base}/en/play/`);
            await start(page, '4x4', ['b1', 'h']);
            await playAgainstBot(page);
            assert.ok((await moves(page)) >= 3);
            assert.deepEqual(books(asked), []);
          },
          { name: 'books-none' },
        );
      });
    },
  },
  {
    name: 'books: the analysis on 4x4 has its worker fetch the book once, proves the start and the first lines exactly and, after a third, that the reply (and the lines it marks) keeps at least a draw; on 3x3 it fetches none',
    async run() {
      await withCountingServer(async ({ base, asked }) => {
        await freshBrowser(
          async (context, page) => {
            const notes = leftOut(context);
            await page.goto(`${base}/en/play/`);
            await start(page, '3x3', ['h', 'h']);
            await page.click('[data-testid=analysis-switch]');
            // 3x3 has no book: whether its start is solved within the analysis' second depends on the
            // machine's load, so the analysis may end with the value or with its bounds
            await see(page, '[data-testid=analysis-verdict], [data-testid=analysis-bound]');
            assert.deepEqual(books(asked), [], 'the analysis on 3x3 fetched a book');
            await page.goto('about:blank');
            await page.goto(`${base}/en/play/`);
            await start(page, '4x4', ['h', 'h']);
            await page.click('[data-testid=analysis-switch]');
            // the book holds the start's value: solved within the analysis' second
            await see(page, '[data-testid=analysis-verdict]');
            assert.equal(Number(await page.getAttribute('[data-testid=analysis-verdict]', 'data-value')), 0);
            // the first two lines' positions were solved when the book was built: exact values
            for (let n = 1; n <= 2; n++) {
              await page.click('.line.can');
              await page.waitForFunction((n) => document.querySelectorAll('.movelist .move').length === n, n);
              // (a verdict is shown only for the position on the board, never the last one's)
              await see(page, '[data-testid=analysis-verdict]');
              assert.equal(
                await page.locator('[data-testid=analysis-bound]').count(),
                0,
                `a bound, not the value, after ${n} lines`,
              );
              // its best line stops where the solver's second does, and says so
              if (n === 1)
                assert.match(
                  await page.textContent('.best-line p'),
                  /^Best line Its first( \d+)? moves?; the rest is beyond a second of solving\.$/,
                );
            }
            await page.click('.line.can');
            await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length === 3);
            // after a third line the reply is too big to solve in a second, but the book proves it
            // keeps at least a draw (the second position's proof covers every third line)
            await see(page, '[data-testid=analysis-bound]');
            assert.match(
              await page.textContent('[data-testid=analysis-bound]'),
              /keeps at least a draw with best play\./,
            );
            assert.ok(Number(await page.getAttribute('[data-testid=analysis-bound]', 'data-lo')) >= 0);
            assert.match(
              await page.textContent('.analysis-estimate'),
              /The exact result cannot be worked out within a second\./,
            );
            assert.equal(
              await page.locator('.analysis-estimate .estimate-label').count(),
              0,
              'a proved bound labelled an estimate',
            );
            // the lines the book proves keep that draw are marked, said, and in the legend
            await see(page, '.line.free.an0');
            assert.match(await page.getAttribute('.line.free.an0', 'aria-label'), /keeps at least a draw \(proved\)/);
            assert.match(
              await page.textContent('[data-testid=analysis-legend] li[data-key=an0]'),
              /keeps at least a draw \(proved\)/,
            );
            // the level-4 bot plays the book's move: its hint is one of those lines, and says so
            assert.match(await page.textContent('.analysis-estimate'), /one of the lines proved to keep it\./);
            fetchedOnce(asked);
            assert.deepEqual(notes, [], 'a worker left the book out');
          },
          { name: 'books-analysis' },
        );
      });
    },
  },
  {
    name: 'books: once fetched, the service worker keeps the book (not precached) and a level-4 4x4 game plays offline with it',
    // make test-long: an installed service worker
    long: true,
    async run() {
      await withCountingServer(async ({ base, asked }) => {
        await freshBrowser(
          async (context, page) => {
            const notes = leftOut(context);
            await page.goto(`${base}/en/play/`);
            await serviceWorkerReady(page);
            const cachedBooks = () =>
              page.evaluate(async () => {
                const urls = [];
                for (const k of await caches.keys())
                  for (const r of await (await caches.open(k)).keys())
                    if (r.url.endsWith('.bin')) urls.push(`${k} ${r.url}`);
                return urls;
              });
            assert.deepEqual(await cachedBooks(), [], 'a book was precached');
            assert.deepEqual(books(asked), []);
            await start(page, '4x4', ['b4', 'h']);
            await playAgainstBot(page);
            fetchedOnce(asked);
            const kept = await cachedBooks();
            assert.equal(kept.length, 1, kept.join(' '));
            assert.match(kept[0], /^paperdots-books .*\/assets\/boxes-square-4x4-[\w-]+\.bin$/);

            await context.setOffline(true);
            const before = asked.length;
            await page.goto(`${base}/en/play/`);
            await start(page, '4x4', ['b4', 'h']);
            await playAgainstBot(page);
            // (the browser's own update check of the service worker, its script and the Workbox
            // runtime the script imports, may get through the emulated offline: not the page's)
            const online = asked.slice(before).filter((p) => p !== '/sw.js' && !/^\/workbox-[\w-]+\.js$/.test(p));
            assert.deepEqual(online, [], `asked the server while offline: ${online.join(' ')}`);
            // the worker's fetch was answered from the cache: it did not leave the book out
            await pause(200);
            assert.deepEqual(notes, [], 'a worker left the book out');
            await context.setOffline(false);
          },
          { name: 'books-offline', options: { serviceWorkers: 'allow' } },
        );
      });
    },
  },
  {
    name: 'books: offline without the 4x4 book the analysis says it works without it; a 4x4 game between people online keeps the book, and offline the 4x4 analysis is then exact',
    // make test-long: an installed service worker
    long: true,
    async run() {
      await withCountingServer(async ({ base, asked }) => {
        await freshBrowser(
          async (context, page) => {
            await page.goto(`${base}/en/play/`);
            await serviceWorkerReady(page);
            const analyse4x4 = async () => {
              await page.goto(`${base}/en/play/`);
              await start(page, '4x4', ['h', 'h']);
              await page.click('[data-testid=analysis-switch]');
              await see(page, '[data-testid=analysis-verdict], .analysis-estimate');
            };
            // Offline before the book was ever fetched: an estimate, and the panel says why.
            await context.setOffline(true);
            await analyse4x4();
            await see(page, '[data-testid=analysis-book-missing]');
            assert.match(
              await page.textContent('[data-testid=analysis-book-missing]'),
              /opening book of this board is not on this device yet/,
            );
            assert.equal(await page.locator('[data-testid=analysis-verdict]').count(), 0, 'exact without the book');
            await context.setOffline(false);

            // Online, a 4x4 game between two people (no bot, no analysis asks for the book): the
            // page keeps it while the board is shown.
            await page.goto(`${base}/en/play/`);
            await start(page, '4x4', ['h', 'h']);
            const keptBook = () =>
              page.evaluate(async () => {
                for (const k of await caches.keys())
                  for (const r of await (await caches.open(k)).keys()) if (r.url.endsWith('.bin')) return true;
                return false;
              });
            for (let waited = 0; !(await keptBook()); waited += 500) {
              assert.ok(waited < 60000, 'the book was not kept within 60 s of the game being shown');
              await pause(500);
            }
            fetchedOnce(asked);

            // Offline again: the analysis reads the kept book, and the start is a draw with best play.
            await context.setOffline(true);
            await analyse4x4();
            await see(page, '[data-testid=analysis-verdict]');
            assert.equal(Number(await page.getAttribute('[data-testid=analysis-verdict]', 'data-value')), 0);
            assert.equal(await page.locator('[data-testid=analysis-book-missing]').count(), 0);
            await context.setOffline(false);
            fetchedOnce(asked);
          },
          {
            name: 'books-kept',
            ignore: /Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch/,
            options: { serviceWorkers: 'allow' },
          },
        );
      });
    },
  },
];
