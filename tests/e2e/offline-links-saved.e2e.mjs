// offline-links-saved.e2e.mjs — browser tests for what keeps games alive outside one page view: the PWA
// (precache, offline play), share links, saved games and records. Tests that need an empty
// browser (no service worker, no storage yet) launch their own fresh profile.
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freshBrowser, see } from './helpers.mjs';
import { WAIT_MS } from './browser.mjs';

/** Content types for the test's own server (the page's files). */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

// ownBrowser(f, contextOptions): freshBrowser (helpers.mjs) that lets Chromium log failed fetches
// while offline; those are the point of the offline tests.
const ownBrowser = (f, options = {}) =>
  freshBrowser(f, { ignore: /ERR_INTERNET_DISCONNECTED|Failed to load resource/, options });

/** A link where the bot (seat 1) moves first. */
const BOT_FIRST =
  '#v=1&game=boxes&grid=square&size=3x3&border=open&misere=0&players=2&moves=&id=early123&seats=b1,h&names=,';

const gate = () => {
  let open;
  const held = new Promise((r) => (open = r));
  return { held, open };
};

/** Polls `what` for up to WAIT_MS (a stuck page's bound); its last answer. */
async function waitFor(what) {
  const until = Date.now() + WAIT_MS;
  while (!what() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  return what();
}

/**
 * Runs f({base, body, boot, asked}) against a server of the built site of its own that sends the
 * play page's head and holds back its body until body.open(), and holds back the page's start
 * (boot.js, the async script "start-…") until boot.open(); files matching `missing` answer 404.
 */
async function withGatedServer({ missing = null }, f) {
  const dist = new URL('../../site/dist/', import.meta.url).pathname;
  const body = gate();
  const boot = gate();
  const asked = [];
  const server = http.createServer(async (req, res) => {
    const u = new URL(req.url, 'http://x');
    asked.push(u.pathname);
    const file = path.join(dist, decodeURIComponent(u.pathname), u.pathname.endsWith('/') ? 'index.html' : '');
    const bytes = missing && missing.test(u.pathname) ? null : await readFile(file).catch(() => null);
    if (!bytes || !file.startsWith(dist)) return res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] || 'application/octet-stream',
      'cache-control': 'no-store',
    });
    if (/\/assets\/start-[\w-]+\.js$/.test(u.pathname)) await boot.held;
    if (u.pathname !== '/en/play/') return res.end(bytes);
    const html = bytes.toString();
    const cut = html.indexOf('</head>') + '</head>'.length;
    res.write(html.slice(0, cut));
    await body.held;
    res.end(html.slice(cut));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  try {
    await f({ base: `http://127.0.0.1:${server.address().port}`, body, boot, asked });
  } finally {
    body.open();
    boot.open();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
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

export const tests = [
  {
    name: 'PWA: manifest, precache with the wasm, and a bot game offline after one visit',
    async run({ base }) {
      await ownBrowser(
        async (context, page) => {
          await page.goto(`${base}/en/play/`);
          const manifestHref = await page.getAttribute('link[rel=manifest]', 'href');
          assert.equal(manifestHref, '../../manifest.webmanifest');
          const manifest = await (await page.request.get(`${base}/manifest.webmanifest`)).json();
          assert.equal(manifest.name, 'Paperdots');
          assert.ok(manifest.icons.some((i) => i.sizes === '512x512'));
          await serviceWorkerReady(page);
          const cached = await page.evaluate(async () => {
            const urls = [];
            for (const k of await caches.keys()) for (const r of await (await caches.open(k)).keys()) urls.push(r.url);
            return urls;
          });
          for (const must of [
            /\.wasm$/,
            /bot-worker-.*\.js$/,
            /\/da\/play\/index\.html/,
            /\/en\/index\.html/,
            /\/embed\/paperdots-board\.js/,
            /\/embed\/index\.html/,
          ])
            assert.ok(
              cached.some((u) => must.test(u)),
              `precache lacks ${must}`,
            );

          await context.setOffline(true);
          await page.reload();
          await page.waitForSelector('html[data-hydrated] form.setup');
          await page.selectOption('#size', '3x3');
          await page.selectOption('#seat-2-kind', 'b1');
          await page.click('form.setup button[type=submit]');
          await page.waitForSelector('.board-svg');
          await page.click('.line.can');
          await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length >= 2, null);
          // another page of the site, never visited, also comes from the precache
          await page.goto(`${base}/de/`);
          assert.equal(await page.getAttribute('html', 'lang'), 'de');
          await context.setOffline(false);
        },
        { serviceWorkers: 'allow' },
      );
    },
  },
];

/** On the play page: start a game from the form (seats like ['h', 'b1']). */
async function startBoxes(page, base, { size = '3x3', seats = ['h', 'h'] } = {}) {
  await page.goto(`${base}/en/play/`);
  await page.waitForSelector('html[data-hydrated] form.setup');
  await page.selectOption('#size', size);
  for (const [i, kind] of seats.entries()) await page.selectOption(`#seat-${i + 1}-kind`, kind);
  await page.click('form.setup button[type=submit]');
  await page.waitForSelector('.board-svg');
}

async function draw(page, line) {
  await page.click(`.line.can[data-line="${line}"]`);
  await page.waitForSelector(`.line[data-line="${line}"]:not(.free)`);
}

const drawnLines = (page) => page.$$eval('.line:not(.free):not(.pre)', (els) => els.map((e) => e.dataset.line).sort());
const shareUrl = (page) => page.inputValue('#share-url');
const savedKeys = (page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('paperdots:'))
      .sort(),
  );

tests.push(
  {
    name: 'links: a game travels back and forth by link, and the saved copy is updated, not forked',
    async run({ page, base, context }) {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
      await startBoxes(page, base, { seats: ['h', 'h'] });
      await draw(page, 3);
      await page.click('[data-testid=share]');
      await page.waitForSelector('.share-note:has-text("Link copied")');
      const url = await shareUrl(page);
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url);
      assert.match(
        url,
        /#v=1&n=1&c=[0-9a-z]{6}&game=boxes&grid=square&size=3x3&.*&moves=3&id=[a-z0-9]+&seats=h,h&names=,&you=2$/,
      );
      const id = url.match(/&id=([a-z0-9]+)/)[1];

      let back;
      await ownBrowser(async (_ctx, other) => {
        await other.goto(url);
        await other.waitForSelector('.board-svg');
        assert.deepEqual(await drawnLines(other), ['3']);
        assert.ok((await other.textContent('.link-seat')).includes('Player 2'));
        // the opponent's whole last turn is marked
        assert.equal(await other.locator('.line.last').count(), 1);
        await draw(other, 10);
        back = await shareUrl(other);
        assert.match(back, /&moves=3\.10&id=/);
        assert.ok(back.includes(`&id=${id}&`));
      });

      const keysBefore = await savedKeys(page);
      assert.ok(keysBefore.includes(`paperdots:v1:game:${id}`));
      await page.goto(back); // same document: only the fragment changes
      await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length === 2);
      assert.deepEqual(await drawnLines(page), ['10', '3']);
      assert.deepEqual(await savedKeys(page), keysBefore);
      const saved = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), `paperdots:v1:game:${id}`));
      assert.match(saved.record, /&moves=3\.10$/);
    },
  },
  {
    name: 'links: bot seats stay bots in a shared game',
    async run({ page, base }) {
      await startBoxes(page, base, { seats: ['h', 'b1'] });
      await draw(page, 0);
      await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length >= 2, null);
      await page.waitForFunction(() => !document.querySelector('[data-testid=share]').disabled);
      const url = await shareUrl(page);
      assert.match(url, /&seats=h,b1&/);
      await ownBrowser(async (_ctx, other) => {
        await other.goto(url);
        await other.waitForSelector('.board-svg');
        assert.ok((await other.textContent('.scoreboard')).includes('bot, level 1'));
        const n = await other.$$eval('.movelist .move', (e) => e.length);
        await other.click('.line.can');
        await other.waitForFunction((k) => document.querySelectorAll('.movelist .move').length >= k + 2, n);
      });
    },
  },
  {
    name: 'links: damaged, edited and future links explain themselves and never touch saved games',
    async run({ page, base, shot, axe }) {
      await startBoxes(page, base, { seats: ['h', 'h'] });
      await draw(page, 5);
      const before = await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));
      const good = await shareUrl(page);
      const unchecked = good.replace(/&n=\d+&c=[0-9a-z]+/, ''); // a link from before the self-check
      assert.notEqual(unchecked, good);
      const cases = [
        [good.replace('#v=1', '#v=7'), /newer version/, true],
        [good.slice(0, good.indexOf('&grid=') + 9), /incomplete or was changed/, false], // cut inside grid=squ
        [unchecked.slice(0, unchecked.indexOf('&grid=') + 9), /not valid/, false], // the same without the check
        [good.slice(0, good.indexOf('&moves=5') + 7), /incomplete or was changed/, true], // cut inside the moves
        [unchecked.replace('&moves=5', '&moves=5.5'), /already drawn/, true],
        [good.replace(/&id=[a-z0-9]+/, '&id=NOT!OK'), /game id is damaged/, true],
        [good.replace('#v=1&', '#'), /no format version/, true],
        [good.replace('&seats=h,h', '&seats=h,x'), /players is damaged/, true],
      ];
      for (const [url, message, fresh] of cases) {
        await page.goto(`${base}/en/play/`);
        await page.goto(url);
        const alert = page.locator('.link-problem[role=alert]');
        await alert.waitFor();
        const text = await alert.textContent();
        assert.match(text, message, url);
        assert.match(text, /saved games are untouched/);
        assert.equal(await page.locator('.link-problem >> text=Start a new game').count(), fresh ? 1 : 0, url);
        const after = await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));
        assert.equal(after, before, `saved games changed by ${url}`);
      }
      await page.waitForSelector('.saved-games li');
      assert.deepEqual(await axe(), [], 'axe on the setup with a link problem and saved games');
      await shot('link-problem-1280');
      await page.click('.link-problem >> text=Start a new game');
      await page.waitForSelector('.board-svg');
      assert.deepEqual(await drawnLines(page), []);
    },
  },
  {
    name: "links: a linked game's board is drawn without the printed table setup reaching a frame first, and without the page's code the printed page shows",
    async run({ base }) {
      const link = `${base}/en/play/#v=1&game=boxes&grid=square&size=3x3&border=open&misere=0&players=2&moves=&id=open1234&seats=h,h&names=,`;
      // a profile of its own without service workers: a page's requests must reach page.route below
      await ownBrowser(async (context, p) => {
        // Before every frame until the board is there: is the table setup laid out?
        await p.addInitScript(() => {
          window.formFrames = 0;
          const look = () => {
            const form = document.querySelector('form.setup');
            if (form && form.getClientRects().length > 0) window.formFrames++;
            if (!document.querySelector('.board-svg')) requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        });
        await p.goto(link);
        await see(p, '.board-svg');
        assert.equal(await p.evaluate(() => window.formFrames), 0, 'the table setup was laid out before the board');
        assert.equal(
          await p.evaluate(() => document.documentElement.hasAttribute('data-opening-game')),
          false,
          'the mark stays after the board',
        );
        // The form page itself is never held back.
        await p.goto('about:blank');
        await p.goto(`${base}/en/play/`);
        await p.waitForSelector('html[data-hydrated] form.setup');
        assert.ok(await p.evaluate(() => window.formFrames > 0), 'the form page shows its form');
        // A link the page cannot open (opened as a new page: only a different fragment would not load one).
        await p.goto('about:blank');
        await p.goto(link.replace('size=3x3', 'size=3x99'));
        await p.locator('.link-problem[role=alert]').waitFor();
        await p.waitForSelector('form.setup', { state: 'visible' });
        assert.equal(
          await p.evaluate(() => document.documentElement.hasAttribute('data-opening-game')),
          false,
          'the mark stays after a notice',
        );
        // The page's code never runs (its entry script fails to load): after a while the printed
        // page is shown as it is.
        await p.route(/\/assets\/index-[\w-]+\.js$/, (r) => r.abort());
        await p.goto('about:blank');
        await p.goto(link);
        assert.equal(
          await p.evaluate(() => document.documentElement.hasAttribute('data-opening-game')),
          true,
          'no mark while a link opens',
        );
        assert.equal(await p.locator('form.setup').isVisible(), false, 'the table setup shows while a link opens');
        await p.waitForSelector('form.setup', { state: 'visible' });
      });
    },
  },
  {
    name: "links: the play page starts the bot's worker before its modules arrive, and the game's board code while the rest of the page is still arriving",
    async run() {
      // The page's first script starts the bot's worker without waiting for the page's modules,
      // and boot.js does not wait for the document to be parsed.
      await withGatedServer({}, async ({ base, body, boot }) => {
        await ownBrowser(async (context, p) => {
          const requested = [];
          context.on('request', (r) => requested.push(new URL(r.url()).pathname));
          const workers = [];
          p.on('worker', (w) => workers.push(new URL(w.url()).pathname));
          const opened = p.goto(`${base}/en/play/${BOT_FIRST}`, { waitUntil: 'commit' });
          const botWorkers = () => workers.filter((f) => /\/assets\/bot-worker-[\w-]+\.js$/.test(f)).length;
          const workerFirst = await waitFor(() => botWorkers() > 0);
          boot.open();
          const family = await waitFor(() => requested.some((f) => /\/assets\/family-boxes-[\w-]+\.js$/.test(f)));
          body.open();
          await opened;
          assert.deepEqual(
            { workerFirst, family },
            { workerFirst: true, family: true },
            "the bot's worker waits for the page's modules, or the board code for the whole page",
          );
          // and the page works as ever: the bot (seat 1) opens the game on the board, in the
          // worker the first script started (the page's start took it and made none of its own)
          await see(p, '.board-svg');
          await p.waitForSelector('.line:not(.free):not(.pre)');
          assert.equal(botWorkers(), 1, `bot workers started: ${workers.join(' ')}`);
        });
      });
    },
  },
  {
    name: 'links: a share link without seats opens with people in every seat and starts no bot worker',
    async run({ base, context }) {
      const p = await context.newPage();
      const workers = [];
      p.on('worker', (w) => workers.push(new URL(w.url()).pathname));
      try {
        await p.goto(
          `${base}/en/play/#v=1&game=boxes&grid=square&size=3x3&border=open&misere=0&players=2&moves=0.1&id=people12`,
        );
        await see(p, '.board-svg');
        await p.waitForSelector('.line:not(.free):not(.pre) >> nth=1');
        await p.waitForTimeout(500); // a worker the first script started would have shown by now
        assert.deepEqual(
          workers.filter((f) => /\/assets\/bot-worker-[\w-]+\.js$/.test(f)),
          [],
          'a bot worker for a game no bot plays',
        );
      } finally {
        await p.close();
      }
    },
  },
  {
    name: "links: a bot worker that fails before the page's modules arrive is told as the bot's failure, not a bot thinking for ever",
    async run() {
      // The worker's file is missing (a partial deploy): its error comes while boot.js is held
      // back, before any bot client exists, and must not be lost.
      await withGatedServer({ missing: /\/assets\/bot-worker-[\w-]+\.js$/ }, async ({ base, body, boot, asked }) => {
        await ownBrowser(async (_context, p) => {
          const opened = p.goto(`${base}/en/play/${BOT_FIRST}`, { waitUntil: 'commit' });
          assert.ok(
            await waitFor(() => asked.some((f) => /\/assets\/bot-worker-/.test(f))),
            'the first script asked for no worker',
          );
          await p.waitForTimeout(500); // its 404 and error event come while boot.js is held
          boot.open();
          body.open();
          await opened;
          await see(p, '.board-svg');
          await p.waitForSelector('text=The bot stopped working. Undo or start a new game.');
        });
      });
    },
  },
  {
    name: 'saved games: a reload resumes, a closed tab continues from the list, delete removes',
    async run({ page, base, context }) {
      await page.goto(`${base}/en/play/`);
      await page.evaluate(() => localStorage.clear());
      await startBoxes(page, base, { size: '4x4', seats: ['h', 'h'] });
      await draw(page, 1);
      await draw(page, 7);
      await page.reload();
      await page.waitForSelector('.board-svg');
      assert.deepEqual(await drawnLines(page), ['1', '7']);
      const tab = await context.newPage();
      await tab.goto(`${base}/en/play/`);
      await tab.waitForSelector('.saved-games li');
      assert.match(await tab.textContent('.saved-games li'), /Dots and Boxes 4 × 4 · Player 1 vs Player 2 · 2 moves/);
      // a damaged entry is skipped with a notice, the good one stays
      await tab.evaluate(() => localStorage.setItem('paperdots:v1:game:zzzz9', '{broken'));
      await tab.reload();
      await tab.waitForSelector('.saved-games .notice');
      await tab.setViewportSize({ width: 320, height: 800 });
      await tab.screenshot({
        path: new URL('../../build/screenshots/saved-games-320.png', import.meta.url).pathname,
        fullPage: true,
      });
      await tab.click('.saved-games >> text=Continue');
      await tab.waitForSelector('.board-svg');
      assert.deepEqual(await drawnLines(tab), ['1', '7']);
      await tab.click('.game-actions >> text=New game');
      await tab.click('.saved-games >> text=Delete');
      await tab.waitForFunction(() => !document.querySelector('.saved-games li'));
      await tab.close();
    },
  },
  {
    name: 'records: export a game as one line and import it again (pasted and as a file)',
    async run({ page, base, axe }) {
      await startBoxes(page, base, { size: '3x3', seats: ['h', 'h'] });
      await draw(page, 2);
      await draw(page, 9);
      await page.click('.record summary');
      const record = await page.inputValue('#record-text');
      assert.equal(record, 'game=boxes&grid=square&size=3x3&border=open&misere=0&players=2&moves=2.9');
      assert.equal(
        decodeURIComponent((await page.getAttribute('.record a[download]', 'href')).split(',')[1]),
        `${record}\n`,
      );
      // the file is named after the game, as its link and its SGF are
      const id = /[#&]id=([0-9a-z]+)/.exec(await page.evaluate(() => location.hash))[1];
      assert.equal(await page.getAttribute('.record a[download]', 'download'), `paperdots-${id}.txt`);
      await page.click('.game-actions >> text=New game');
      await page.click('.import-record summary');
      await page.fill('#import-text', record.replace('2.9', '2.9.9'));
      await page.click('.import-record button[type=submit]');
      assert.match(await page.textContent('.play [role=alert]'), /already drawn/);
      await page.fill('#import-text', record);
      await page.click('.import-record button[type=submit]');
      await page.waitForSelector('.board-svg');
      assert.deepEqual(await drawnLines(page), ['2', '9']);
      await page.click('.record summary');
      assert.deepEqual(await axe(), [], 'axe on the board with the share panel open');
      await page.click('.game-actions >> text=New game');
      await page.click('.import-record summary');
      await page.setInputFiles('.import-record input[type=file]', {
        name: 'game.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('game=boxes&grid=hex&size=2x2&border=open&misere=0&players=2&moves=4\n'),
      });
      await page.waitForSelector('.board-svg');
      assert.deepEqual(await drawnLines(page), ['4']);
    },
  },
);

tests.push({
  name: 'PWA: a new deployment shows "a new version is ready" and Reload switches to it',
  // make test-long: an installed service worker
  long: true,
  async run() {
    // A private copy of the site, so the test can "deploy" a changed service worker.
    const { cp, readFile, writeFile } = await import('node:fs/promises');
    const { serve } = await import('./server.mjs');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'paperdots-deploy-'));
    await cp(new URL('../../site/dist', import.meta.url).pathname, dir, { recursive: true });
    const server = await serve(dir);
    try {
      await ownBrowser(
        async (_context, page) => {
          await page.goto(`${server.url}/da/play/`);
          await serviceWorkerReady(page);
          assert.equal(await page.locator('.update-prompt').count(), 0);
          const sw = path.join(dir, 'sw.js');
          await writeFile(sw, `${await readFile(sw, 'utf8')}\n// deployed again\n`);
          await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
          await page.waitForSelector('.update-prompt[role=status]');
          assert.match(await page.textContent('.update-prompt'), /En ny version af Paperdots er klar/);
          await Promise.all([page.waitForEvent('load'), page.click('.update-prompt button')]);
          await page.waitForSelector('html[data-hydrated]');
          assert.equal(await page.locator('.update-prompt').count(), 0);
          const waiting = await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration()).waiting);
          assert.equal(waiting, false);
        },
        { serviceWorkers: 'allow' },
      );
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  },
});
