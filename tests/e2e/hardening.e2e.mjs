// hardening.e2e.mjs — browser tests for a strict page and for storage faults: the
// Content-Security-Policy on every page (no inline script, no other origin, WebAssembly only
// where the engine runs, no cookies), and what happens to a game when the browser's storage is
// full, damaged, from a newer version, disabled, shared by two tabs, or when the site updates in
// the middle of a game. Nothing may be lost, and the player is told each time. Tests that need a
// browser of their own (a clean storage, a service worker) launch a fresh profile.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { freshBrowser, see, startBoxes, draw } from './helpers.mjs';
import { loadEngine } from '../../wasm/engine.js';
import { MAX_LINK, buildFragment } from '../../site/src/share/link.js';

const ownBrowser = (f, options = {}) => freshBrowser(f, { name: 'hardening', options });

/** Record every CSP violation the page reports (before any of its scripts run). */
const watchViolations = (page) =>
  page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });

/** A minimal valid WebAssembly module (magic and version only). */
const EMPTY_WASM = [0, 0x61, 0x73, 0x6d, 1, 0, 0, 0];

const PAGES = ['/', '/en/', '/da/', '/de/', '/nb/', '/en/play/', '/da/play/', '/de/play/', '/nb/play/'];

const drawnLines = (page) => page.$$eval('.line:not(.free):not(.pre)', (els) => els.map((e) => e.dataset.line).sort());
const gameKeys = (page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => /^paperdots:v\d+:game:/.test(k))
      .sort(),
  );
const idOf = (url) => url.match(/[#&]id=([a-z0-9]+)/)[1];

export const tests = [
  {
    name: 'links: a 39×32 correspondence game of 1 000+ moves travels in a link that opens, with its dates',
    async run({ page, base, shot }) {
      // (before the compact move list such a link passed the 8 192-character limit: link-long)
      const root = new URL('../../', import.meta.url).pathname;
      const engine = await loadEngine({ wasmBinary: readFileSync(`${root}wasm/dist/paperdots-dots.wasm`) });
      const g = engine.newGame('game=dots&size=39x32');
      let s = 11;
      for (let k = 0; k < 1248 && g.legalMoves().length; k++) {
        s = (s * 1103515245 + 12345) % 2147483648;
        const legal = g.legalMoves();
        g.play(legal[s % legal.length]);
      }
      const state = g.state();
      const record = g.record();
      g.free();
      const n = state.moveCount;
      assert.ok(n >= 1000, `${n} moves`);
      const start = Date.now() - (n + 1) * 3600 * 1000;
      const dates = Array.from({ length: n + 1 }, (_, i) => start + i * 3600 * 1000);
      const you = state.over ? 1 : state.toMove;
      const fragment = buildFragment({
        record,
        id: 'long1000',
        seats: ['h', 'h'],
        names: ['Ann', 'Bo'],
        you,
        clock: '3d',
        dates,
      });
      assert.ok(fragment.length <= MAX_LINK, `${fragment.length} characters`);
      await page.goto(`${base}/en/play/#${fragment}`);
      await see(page, '.board-svg');
      await page.waitForFunction((n) => document.querySelectorAll('.movelist .move').length === n, n);
      if (!state.over) await see(page, '[data-testid=moved-ago]');
      await shot('long-link-39x32', { fullPage: false });
    },
  },
  {
    name: 'CSP: every page carries the policy; no inline script, no other origin, no cookie, no violation; a bot game plays under it',
    async run({ page, base, context }) {
      const origin = new URL(base).origin;
      const foreign = [];
      const onRequest = (req) => {
        const u = new URL(req.url());
        if (u.origin !== origin && !['data:', 'blob:'].includes(u.protocol)) foreign.push(req.url());
      };
      context.on('request', onRequest);
      try {
        await watchViolations(page);
        for (const p of PAGES) {
          await page.goto(`${base}${p}`);
          await page.waitForSelector('html[data-hydrated]');
          const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
          assert.ok(policy, `${p}: no CSP meta`);
          for (const d of [
            "default-src 'none'",
            "script-src 'self'",
            "style-src 'self'",
            "connect-src 'self'",
            "object-src 'none'",
            "base-uri 'none'",
          ])
            assert.ok(policy.includes(d), `${p}: the policy lacks ${d}`);
          assert.doesNotMatch(
            policy,
            /https?:|\*|'unsafe-inline'|'unsafe-eval'|data:/,
            `${p}: the policy lets in more than our origin`,
          );
          assert.equal(
            policy.includes("'wasm-unsafe-eval'"),
            p.endsWith('/play/'),
            `${p}: 'wasm-unsafe-eval' only where the engine runs`,
          );
          // The meta comes before every script, and no script is inline code.
          const scripts = await page.$$eval('script', (els) => {
            const meta = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
            return els.map((s) => ({
              src: s.src,
              type: s.type,
              after: !!(meta.compareDocumentPosition(s) & Node.DOCUMENT_POSITION_FOLLOWING),
            }));
          });
          for (const s of scripts) assert.ok(s.after, `${p}: a script before the policy`);
          for (const s of scripts) assert.ok(s.src || s.type === 'application/json', `${p}: an inline script`);
          assert.equal(await page.evaluate(() => document.cookie), '', `${p}: a cookie`);
        }
        // The engine, the bot worker and the service worker all load under the policy.
        await startBoxes(page, base, { seats: ['h', 'b1'] });
        await page.click('.line.can');
        await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length >= 2, null);
        assert.deepEqual(await page.evaluate(() => window.__cspViolations), []);
        assert.deepEqual(await context.cookies(), []);
        assert.deepEqual(foreign, [], `requests to another origin: ${foreign.join(', ')}`);
      } finally {
        context.off('request', onRequest);
      }
    },
  },
  {
    name: 'CSP: the iframe page /embed/ and its demo carry the policy, run no inline script or style, and a bot game plays there with no violation',
    async run({ page, base }) {
      await watchViolations(page);
      for (const p of ['/embed/', '/embed/demo.html']) {
        await page.goto(`${base}${p}#game=boxes&size=2x2`);
        await see(page, 'paperdots-board >> svg.board-svg');
        const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
        assert.ok(policy, `${p}: no CSP meta`);
        assert.match(
          policy,
          /script-src 'self' 'wasm-unsafe-eval'; style-src 'self';/,
          `${p}: not the engine pages' policy`,
        );
        const inline = await page.evaluate(() => ({
          scripts: [...document.scripts].filter((s) => !s.src).length,
          styles: document.querySelectorAll('style, [style]').length,
        }));
        assert.deepEqual(inline, { scripts: 0, styles: 0 }, `${p}: inline code or style`);
      }
      // The iframe page shows a link's game and plays it against the bot under the policy.
      await page.goto(`${base}/embed/?lang=de#game=shutin&size=4x4`);
      await page.evaluate(() => document.querySelector('paperdots-board').setAttribute('seats', 'human,bot1'));
      await see(page, 'paperdots-board >> svg.board-svg');
      assert.match(await page.title(), /Paperdots/);
      await page.evaluate(async () => {
        const board = document.querySelector('paperdots-board');
        await board.ready;
        board.play(board.state.legal[0]);
      });
      await page.waitForFunction(() => document.querySelector('paperdots-board').state.moveCount >= 2).catch(() => {});
      const played = await page.evaluate(() => document.querySelector('paperdots-board').state.moveCount);
      assert.ok(played >= 2, `the bot did not answer on /embed/ (moves: ${played})`);
      assert.deepEqual(await page.evaluate(() => window.__cspViolations), []);
    },
  },
  {
    name: 'CSP: the policy is enforced: inline script is blocked and reported; WebAssembly compiles on play pages only',
    async run({ base, context }) {
      // A page of its own: the blocked script logs a console error, which is the point here.
      const probe = await context.newPage();
      try {
        await watchViolations(probe);
        const tryBoth = () =>
          probe.evaluate(async (bytes) => {
            const s = document.createElement('script');
            s.textContent = 'window.__inlineRan = true';
            document.head.append(s);
            await new Promise((r) => setTimeout(r, 50));
            let wasm = 'compiled';
            try {
              await WebAssembly.compile(new Uint8Array(bytes));
            } catch (err) {
              wasm = err.name;
            }
            return { inline: !!window.__inlineRan, wasm, violations: window.__cspViolations };
          }, EMPTY_WASM);
        await probe.goto(`${base}/en/`);
        const home = await tryBoth();
        assert.equal(home.inline, false, 'inline script ran on the home page');
        assert.notEqual(home.wasm, 'compiled', 'WebAssembly compiled on the home page');
        assert.ok(
          home.violations.some((v) => v.startsWith('script-src')),
          `no violation reported: ${home.violations}`,
        );
        await probe.goto(`${base}/en/play/`);
        const play = await tryBoth();
        assert.equal(play.inline, false, 'inline script ran on the play page');
        assert.equal(play.wasm, 'compiled', 'WebAssembly did not compile on the play page');
      } finally {
        await probe.close();
      }
    },
  },
  {
    name: 'storage full while saving: the game stays playable, the player is told, saving resumes when there is room',
    async run({ base }) {
      await ownBrowser(async (_context, page) => {
        await page.addInitScript(() => {
          const setItem = Storage.prototype.setItem;
          Storage.prototype.setItem = function (k, v) {
            if (window.__full && String(k).startsWith('paperdots:'))
              throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
            return setItem.call(this, k, v);
          };
        });
        await startBoxes(page, base, { seats: ['h', 'h'] });
        await draw(page, 0);
        const id = idOf(page.url());
        await page.evaluate(() => (window.__full = true));
        await draw(page, 5);
        await see(page, '.save-problem[role=alert]');
        assert.match(await page.textContent('.save-problem'), /storage for this site is full/);
        await draw(page, 9); // still playable
        const stored = () =>
          page.evaluate((k) => JSON.parse(localStorage.getItem(k)).record, `paperdots:v1:game:${id}`);
        assert.match(await stored(), /&moves=0$/);
        await page.evaluate(() => (window.__full = false));
        await draw(page, 13);
        await page.waitForSelector('.save-problem', { state: 'detached' });
        assert.match(await stored(), /&moves=0\.5\.9\.13$/);
      });
    },
  },
  {
    name: 'storage damaged or from a newer version: entries are left alone with a notice each, the good game is listed',
    async run({ base }) {
      await ownBrowser(async (_context, page) => {
        await page.goto(`${base}/en/play/`);
        const good = {
          id: 'good0001',
          record: 'game=boxes&grid=square&size=3x3&border=open&misere=0&players=2&moves=0.5',
          seats: ['h', 'h'],
          names: ['Ann', 'Bo'],
          you: null,
          over: false,
          moves: 2,
          updated: 1700000000000,
        };
        const bad = {
          'paperdots:v1:game:good0001': JSON.stringify(good),
          'paperdots:v1:game:bad00001': '{"id":"bad00001","record":',
          'paperdots:v1:game:bad00002': JSON.stringify({ ...good, id: 'bad00002', seats: 'everyone' }),
          'paperdots:v2:game:new00001': JSON.stringify({ ...good, id: 'new00001', format: 'from the future' }),
        };
        await page.evaluate((entries) => Object.entries(entries).forEach(([k, v]) => localStorage.setItem(k, v)), bad);
        await page.reload();
        await see(page, '.saved-games li[data-game-id=good0001]');
        // The notices are live regions that get their words a moment after they appear: wait for the words.
        await page
          .locator('.saved-games .notice:not(.newer)', { hasText: /2 saved games could not be read and were left out/ })
          .waitFor();
        await page
          .locator('.saved-games .notice.newer', {
            hasText: /1 saved game comes from a newer version of Paperdots and was left as it is/,
          })
          .waitFor();
        // Nothing was deleted or rewritten, and the good game continues.
        const after = await page.evaluate((keys) => keys.map((k) => localStorage.getItem(k)), Object.keys(bad));
        assert.deepEqual(after, Object.values(bad));
        await page.click('.saved-games li[data-game-id=good0001] button.primary');
        await see(page, '.board-svg');
        assert.deepEqual(await drawnLines(page), ['0', '5']);
      });
    },
  },
  {
    name: 'storage disabled: the site loads and plays, and says the game is not being saved',
    async run({ base }) {
      await ownBrowser(async (_context, page) => {
        await page.addInitScript(() => {
          Object.defineProperty(window, 'localStorage', {
            get() {
              throw new DOMException('The user denied storage.', 'SecurityError');
            },
          });
        });
        await startBoxes(page, base, { seats: ['h', 'b1'] });
        await page.click('.line.can');
        await see(page, '.save-problem[role=alert]');
        assert.match(await page.textContent('.save-problem'), /does not let the site store it/);
        await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length >= 2, null);
        assert.match(await page.inputValue('#share-url').catch(() => page.url()), /&moves=/);
      });
    },
  },
  {
    name: 'two tabs on one saved game: the later move is told, both games stay saved, and the other tab’s game opens',
    async run({ base }) {
      await ownBrowser(async (context, a) => {
        await startBoxes(a, base, { seats: ['h', 'h'] });
        await draw(a, 3);
        const id = idOf(a.url());
        const b = await context.newPage();
        await b.goto(a.url());
        await see(b, '.board-svg');
        assert.deepEqual(await drawnLines(b), ['3']);
        await draw(a, 10); // tab A plays on
        await draw(b, 5); // tab B plays another move from the old position
        await see(b, '.save-conflict[role=alert]');
        assert.match(await b.textContent('.save-conflict'), /also played on in another tab/);
        const keys = await gameKeys(b);
        assert.equal(keys.length, 2, `saved: ${keys}`);
        const records = await b.evaluate(
          (ks) => ks.map((k) => JSON.parse(localStorage.getItem(k)).record.split('&moves=')[1]).sort(),
          keys,
        );
        assert.deepEqual(records, ['3.10', '3.5']);
        const stored = await b.evaluate((k) => JSON.parse(localStorage.getItem(k)).record, `paperdots:v1:game:${id}`);
        assert.match(stored, /&moves=3\.10$/, 'tab A’s moves were written over');
        assert.notEqual(idOf(b.url()), id, 'tab B’s game did not move to its own id');
        await b.click('.save-conflict button.primary');
        await b.waitForFunction(() => document.querySelectorAll('.movelist .move').length === 2);
        assert.deepEqual(await drawnLines(b), ['10', '3']);
        assert.equal(idOf(b.url()), id);
        assert.equal(await b.locator('.save-conflict').count(), 0);
      });
    },
  },
  {
    name: 'PWA: a new version arriving in the middle of a game: Reload switches to it and keeps every move',
    // make test-long: an installed service worker (make test keeps one offline check: the PWA test)
    long: true,
    async run() {
      const { cp, readFile, writeFile } = await import('node:fs/promises');
      const { serve } = await import('./server.mjs');
      const dir = await mkdtemp(path.join(os.tmpdir(), 'paperdots-deploy-'));
      await cp(new URL('../../site/dist', import.meta.url).pathname, dir, { recursive: true });
      const server = await serve(dir);
      try {
        await ownBrowser(
          async (_context, page) => {
            await startBoxes(page, server.url, { seats: ['h', 'h'] });
            await page.evaluate(async () => {
              const reg = await navigator.serviceWorker.ready;
              if (!navigator.serviceWorker.controller)
                await new Promise((r) =>
                  navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
                );
              return reg.active.state;
            });
            await draw(page, 0);
            await draw(page, 7);
            const sw = path.join(dir, 'sw.js');
            await writeFile(sw, `${await readFile(sw, 'utf8')}\n// deployed again\n`);
            await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
            await see(page, '.update-prompt[role=status]');
            await draw(page, 11); // the game goes on while the update waits
            await Promise.all([page.waitForEvent('load'), page.click('.update-prompt button')]);
            await see(page, '.board-svg');
            await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length === 3);
            assert.deepEqual(await drawnLines(page), ['0', '11', '7']);
            assert.equal(await page.locator('.update-prompt').count(), 0);
          },
          { serviceWorkers: 'allow' },
        );
      } finally {
        await server.close();
        await rm(dir, { recursive: true, force: true });
      }
    },
  },
];
