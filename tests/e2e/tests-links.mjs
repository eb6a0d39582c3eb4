// tests-links.mjs — browser tests for what keeps games alive outside one page view: the PWA
// (precache, offline play), share links, saved games and records. Tests that need an empty
// browser (no service worker, no storage yet) launch their own fresh profile.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launch } from './browser.mjs';

/** Run f(context, page) in a fresh browser profile; page errors fail the test. */
async function freshBrowser(f) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'paperdots-fresh-'));
  const context = await launch(dir);
  const problems = [];
  const watch = (page) => {
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    page.on('console', (msg) => {
      // Chromium logs failed fetches while offline; those are the point of the test.
      if (msg.type() === 'error' && !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(msg.text()))
        problems.push(`console error: ${msg.text()}`);
    });
  };
  context.on('page', watch);
  try {
    const page = await context.newPage();
    try {
      await f(context, page);
    } catch (err) {
      await page.screenshot({ path: 'build/screenshots/FAILED-fresh-browser.png' }).catch(() => {});
      throw err;
    }
    if (problems.length) throw new Error(problems.join('; '));
  } finally {
    await context.close();
    await rm(dir, { recursive: true, force: true });
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
      await freshBrowser(async (context, page) => {
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
        for (const must of [/\.wasm$/, /bot-worker-.*\.js$/, /\/da\/play\/index\.html/, /\/en\/index\.html/])
          assert.ok(cached.some((u) => must.test(u)), `precache lacks ${must}`);

        await context.setOffline(true);
        await page.reload();
        await page.waitForSelector('html[data-hydrated] form.setup');
        await page.selectOption('#size', '3x3');
        await page.selectOption('#seat-2-kind', 'b1');
        await page.click('form.setup button[type=submit]');
        await page.waitForSelector('.board-svg');
        await page.click('.line.can');
        await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length >= 2, null, { timeout: 15000 });
        // another page of the site, never visited, also comes from the precache
        await page.goto(`${base}/de/`);
        assert.equal(await page.getAttribute('html', 'lang'), 'de');
        await context.setOffline(false);
      });
    },
  },
];
