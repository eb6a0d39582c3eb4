// budgets.mjs — `make budgets`: the play page's performance budgets in Chromium, measured like
// `make bench` measures (a table, not a test: timings depend on the machine's load).
//   transferred   everything the play page fetches (page, scripts, styles, the .wasm once, the
//                 worker, manifest and icons), each gzipped (-9) as a host would send it: < 100 KB
//   first board   navigation start -> the board drawn, opening a game link, 4x CPU throttling: < 1 s
//   bot ready     the page's load event -> the bot worker ready (its engine instantiated): < 300 ms
//   click         a click on a line -> the board shows it drawn, while the analysis solves a 6x6
//                 position in its worker (no throttling): < 100 ms
// Service workers are blocked so that only the page's own fetches count. Each timing is the
// median of RUNS page loads. Exits 1 when a budget is exceeded.
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { DESKTOP_CHROMIUM } from './browser.mjs';
import { clickLine } from './helpers.mjs';

const RUNS = Number(process.argv[2] || 5);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../site/dist');
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};
const LINK =
  '#v=1&game=boxes&grid=square&size=4x4&border=open&misere=0&players=2&moves=&id=budget01&seats=b1,h&names=,';

let fetched = [];
const server = http.createServer(async (req, res) => {
  const u = new URL(req.url, 'http://x');
  let file = path.join(root, decodeURIComponent(u.pathname));
  const st = await stat(file).catch(() => null);
  if (st && st.isDirectory()) file = path.join(file, 'index.html');
  try {
    const body = await readFile(file);
    fetched.push({ path: u.pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] || 'application/octet-stream',
      'cache-control': 'no-store',
    });
    res.end(body);
  } catch {
    res.writeHead(404);
    res.end();
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

/** Run f(context) in a fresh profile of Chromium with service workers blocked; then remove it. */
async function withProfile(f) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'paperdots-budget-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: DESKTOP_CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
    serviceWorkers: 'block',
  });
  try {
    return await f(context);
  } finally {
    await context.close();
    await rm(dir, { recursive: true, force: true });
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const boards = [];
const bots = [];
let transferred = 0;
let files = [];
for (let i = 0; i < RUNS; i++) {
  await withProfile(async (context) => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      new MutationObserver((_, o) => {
        if (document.querySelector('.board-svg')) {
          performance.mark('paperdots:board');
          console.debug('paperdots:board');
          o.disconnect();
        }
      }).observe(document, { subtree: true, childList: true });
      new PerformanceObserver((list, o) => {
        if (list.getEntriesByName('paperdots:bot-ready').length) {
          console.debug('paperdots:bot-ready');
          o.disconnect();
        }
      }).observe({ entryTypes: ['mark'] });
    });
    fetched = [];
    // Nothing of Playwright's runs in the page until the board is drawn and the bot is ready: its
    // helper script (waitForFunction, evaluate) takes the throttled main thread for 100 ms and
    // more, which a visitor's page never spends, and the bot's "ready" message waits behind it
    // for the main thread. Both marks come as console messages instead.
    const said = (text) => page.waitForEvent('console', { predicate: (m) => m.text() === text, timeout: 30000 });
    const drawn = said('paperdots:board');
    const ready = said('paperdots:bot-ready');
    await page.goto(`${base}/en/play/${LINK}`, { waitUntil: 'commit' });
    await Promise.all([drawn, ready]);
    await page.waitForLoadState('load');
    await page.waitForLoadState('networkidle');
    const t = await page.evaluate(() => {
      const at = (n) => performance.getEntriesByName(n)[0].startTime;
      return {
        board: at('paperdots:board'),
        ready: at('paperdots:bot-ready'),
        load: performance.getEntriesByType('navigation')[0].loadEventEnd,
      };
    });
    boards.push(t.board);
    bots.push(t.ready - t.load);
    files = fetched;
    transferred = fetched.reduce((a, f) => a + f.gzip, 0);
  });
}

// Clicks while the analysis solves: each waits until the solver is at work on the position.
const clicks = [];
await withProfile(async (context) => {
  const page = await context.newPage();
  await page.goto(
    `${base}/en/play/#v=1&game=boxes&grid=square&size=6x6&border=open&misere=0&players=2&moves=&seats=h,h`,
  );
  await page.waitForSelector('html[data-hydrated] .line.can');
  await page.click('[data-testid=analysis-switch]');
  for (const line of [10, 20, 30, 40, 50, 60, 70].slice(0, Math.max(3, RUNS))) {
    await page.waitForSelector('[data-testid=analysis] .spinner', { timeout: 10000 });
    clicks.push(await clickLine(page, line));
  }
});
server.close();

for (const f of files)
  console.log(`  ${f.path.padEnd(44)} ${String(f.raw).padStart(8)} B ${String(f.gzip).padStart(7)} B gzip`);
const rows = [
  ['play page transferred (gzip)', transferred / 1000, 100, 'KB'],
  [`first board drawn, 4x CPU throttling (median of ${RUNS})`, median(boards), 1000, 'ms'],
  [`bot worker ready after the page's load (median of ${RUNS})`, median(bots), 300, 'ms'],
  [`a click drawn while the analysis solves (median of ${clicks.length})`, median(clicks), 100, 'ms'],
];
let over = 0;
console.log(`${'budget'.padEnd(58)} ${'measured'.padStart(9)} ${'limit'.padStart(7)}`);
for (const [name, value, limit, unit] of rows) {
  const ok = value < limit;
  if (!ok) over++;
  console.log(
    `${name.padEnd(58)} ${value.toFixed(1).padStart(7)}${unit} ${String(limit).padStart(5)}${unit}  ${ok ? 'ok' : 'OVER'}`,
  );
}
console.log(
  `timings: boards ${boards.map((x) => x.toFixed(0)).join(' ')} ms; bot ready ${bots.map((x) => x.toFixed(0)).join(' ')} ms; clicks ${clicks.map((x) => x.toFixed(0)).join(' ')} ms`,
);
process.exit(over ? 1 : 0);
