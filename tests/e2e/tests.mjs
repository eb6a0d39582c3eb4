// tests.mjs — the browser tests run by run.mjs. Each test gets a fresh page and a context with
// helpers: base (server URL), shot(name) (screenshot to build/screenshots/), axe() (violations).
import assert from 'node:assert/strict';

const LANGS = ['en', 'da', 'de', 'nb'];

/** Open the play page and start a game; seats is a list like ['h', 'b1']. */
async function startGame(page, base, { lang = 'en', grid = 'square', size = '4x4', players = 2, seats, swedish } = {}) {
  await page.goto(`${base}/${lang}/play/`);
  await page.waitForSelector('form.setup');
  // The form becomes live once hydrated; the engine may still be loading (start is queued).
  await page.waitForFunction(() => document.querySelector('#size') && document.querySelector('#size').value);
  await page.check(`input[name=grid][value=${grid}]`);
  await page.check(`input[name=players][value="${players}"]`);
  await page.selectOption('#size', size);
  if (swedish) await page.check('input[name=border]');
  for (const [i, kind] of (seats || []).entries()) await page.selectOption(`#seat-${i + 1}-kind`, kind);
  await page.click('form.setup button[type=submit]');
  await page.waitForSelector('.board-svg');
}

const toMove = (page) =>
  page.$$eval('.scoreboard .seat', (els) => els.findIndex((e) => e.classList.contains('turn')) + 1);
const scores = (page) => page.$$eval('.scoreboard .score', (els) => els.map((e) => Number(e.textContent)));
const moveCount = (page) => page.$$eval('.movelist .move', (els) => els.length);

async function drawLine(page, line) {
  await page.click(`.line.can[data-line="${line}"]`);
  await page.waitForSelector(`.line[data-line="${line}"]:not(.free)`);
}

async function firstFree(page) {
  return page.$eval('.line.can', (e) => e.dataset.line);
}

async function noHorizontalScroll(page) {
  const { sw, cw } = await page.evaluate(() => ({
    sw: document.documentElement.scrollWidth,
    cw: document.documentElement.clientWidth,
  }));
  assert.ok(sw <= cw, `page is ${sw}px wide in a ${cw}px window`);
}

export const tests = [
  {
    name: 'root page offers all four languages and sends the browser on to one',
    async run({ page, base }) {
      await page.goto(`${base}/#stay`);
      const hrefs = await page.$$eval('.picker-list a', (as) => as.map((a) => a.getAttribute('href')));
      assert.deepEqual(hrefs, ['./en/', './da/', './de/', './nb/']);
      await page.goto(`${base}/`);
      await page.waitForURL(/\/(en|da|de|nb)\/$/);
    },
  },
  {
    name: 'home pages list the three boxes games and link relatively',
    async run({ page, base, shot }) {
      for (const lang of LANGS) {
        await page.goto(`${base}/${lang}/`);
        assert.equal(await page.getAttribute('html', 'lang'), lang);
        assert.equal(await page.locator('.game-card').count(), 3);
        const links = await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href')));
        for (const h of links) assert.ok(/^(\.\.?\/|#)/.test(h), `link ${h} is not relative`);
      }
      await page.goto(`${base}/da/`);
      assert.ok((await page.textContent('.game-cards')).includes('Prikker og Bokse'));
      await page.goto(`${base}/de/`);
      assert.ok((await page.textContent('.game-cards')).includes('Käsekästchen'));
      await page.goto(`${base}/en/`);
      await shot('home-1280');
      await page.click('text=Play Dots and Hexagons');
      await page.waitForURL(/\/en\/play\/#game=boxes&grid=hex$/);
      await page.waitForFunction(() => document.querySelector('input[name=grid][value=hex]').checked);
      await page.goto(`${base}/en/`);
      await page.setViewportSize({ width: 320, height: 700 });
      await page.reload();
      await noHorizontalScroll(page);
      await shot('home-320');
    },
  },
  {
    name: 'language switcher keeps the page and footer shows version and commit',
    async run({ page, base }) {
      await page.goto(`${base}/en/play/`);
      await page.click('.lang-switch a[hreflang=nb]');
      await page.waitForURL(/\/nb\/play\/$/);
      assert.equal(await page.getAttribute('html', 'lang'), 'nb');
      assert.match(await page.textContent('.site-footer .version'), /Versjon \d+\.\d+\.\d+ · \S+/);
      assert.equal(await page.textContent('.skip'), 'Hopp til hovedinnholdet');
    },
  },
  {
    name: 'a full 2x2 game by clicks ends with the right score and result',
    async run({ page, base, shot }) {
      await startGame(page, base, { size: '2x2', seats: ['h', 'h'] });
      assert.equal(await page.locator('.line').count(), 12);
      let guard = 0;
      while (!(await page.$('.result')) && guard++ < 20) await drawLine(page, await firstFree(page));
      const s = await scores(page);
      assert.equal(s[0] + s[1], 4, `scores ${s}`);
      const text = await page.textContent('.result-main');
      if (s[0] === s[1]) assert.equal(text, 'Draw.');
      else {
        const w = s[0] > s[1] ? 1 : 2;
        assert.equal(text, `Player ${w} wins by ${Math.abs(s[0] - s[1])}.`);
      }
      assert.equal(await page.locator('.cell.seat1, .cell.seat2').count(), 4);
      assert.equal(await moveCount(page), 12);
      await shot('play-2x2-over-1280');
      // Step back through the move list, then return to the end.
      await page.click('.move-steps button:first-child');
      assert.equal(await page.locator('.line.free').count(), 12);
      await page.click('.move-steps button:last-child');
      assert.equal(await page.locator('.line.free').count(), 0);
    },
  },
  {
    name: 'a hexagon board accepts moves',
    async run({ page, base, shot }) {
      await startGame(page, base, { grid: 'hex', size: '3x3', seats: ['h', 'h'] });
      const first = await firstFree(page);
      await drawLine(page, first);
      assert.ok(await page.$(`.line.seat1[data-line="${first}"]`));
      assert.equal(await toMove(page), 2);
      await drawLine(page, await firstFree(page));
      assert.equal(await toMove(page), 1);
      await shot('play-hex-1280');
    },
  },
  {
    name: 'a triangle board with a Swedish border accepts moves',
    async run({ page, base, shot }) {
      await startGame(page, base, { grid: 'tri', size: '3x3', seats: ['h', 'h'], swedish: true });
      assert.equal(await page.locator('.line.pre').count(), 12);
      const first = await firstFree(page);
      await drawLine(page, first);
      assert.ok(await page.$(`.line.seat1[data-line="${first}"]`));
      await shot('play-tri-swedish-1280');
    },
  },
  {
    name: 'a 3-player game rotates turns',
    async run({ page, base }) {
      await startGame(page, base, { size: '4x4', players: 3, seats: ['h', 'h', 'h'] });
      assert.equal(await page.locator('.scoreboard .seat').count(), 3);
      const order = [await toMove(page)];
      // The first lines of an open 4x4 board can never close a box.
      for (const line of ['0', '3', '20']) {
        await drawLine(page, line);
        order.push(await toMove(page));
      }
      assert.deepEqual(order, [1, 2, 3, 1]);
    },
  },
  {
    name: 'keyboard play: arrows move between lines, Enter draws',
    async run({ page, base }) {
      await startGame(page, base, { size: '3x3', seats: ['h', 'h'] });
      await page.focus('.line[tabindex="0"]');
      const start = await page.evaluate(() => document.activeElement.dataset.line);
      await page.keyboard.press('ArrowRight');
      const moved = await page.evaluate(() => document.activeElement.dataset.line);
      assert.notEqual(moved, start);
      const label = await page.evaluate(() => document.activeElement.getAttribute('aria-label'));
      assert.match(label, /^line between dot \d+,\d+ and \d+,\d+, free$/);
      await page.keyboard.press('ArrowDown');
      const target = await page.evaluate(() => document.activeElement.dataset.line);
      await page.keyboard.press('Enter');
      await page.waitForSelector(`.line.seat1[data-line="${target}"]`);
      assert.equal(await toMove(page), 2);
      const live = await page.textContent('[aria-live]');
      assert.match(live, /Player 1 drew the line between dot .* Player 2 to move\./);
    },
  },
  {
    name: 'a bot replies, and undo takes back to the human move',
    async run({ page, base, shot }) {
      await startGame(page, base, { size: '3x3', seats: ['h', 'b1'] });
      await drawLine(page, await firstFree(page));
      await page.waitForSelector('.status.thinking');
      await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length >= 2, null, { timeout: 10000 });
      await page.waitForFunction(() => document.querySelector('.scoreboard .seat1.turn'));
      await shot('play-bot-1280');
      await page.click('text=Undo');
      await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length === 0);
      assert.equal(await toMove(page), 1);
      assert.equal(await page.locator('.line.free').count(), 24);
    },
  },
  {
    name: 'undo and new game cancel a thinking bot; resign ends the game',
    async run({ page, base }) {
      await startGame(page, base, { size: '3x3', seats: ['h', 'b1'] });
      await drawLine(page, await firstFree(page));
      await page.waitForSelector('.status.thinking');
      await page.click('text=Undo');
      await page.waitForTimeout(1200);
      assert.equal(await moveCount(page), 0);
      assert.equal(await toMove(page), 1);
      await page.click('.game-actions >> text=Resign');
      assert.equal(await page.textContent('.result-main'), 'Player 1 resigned. Bot wins.');
      await page.click('.result >> text=Rematch');
      await page.waitForSelector('.game-actions');
      assert.equal(await moveCount(page), 0);
    },
  },
  {
    name: 'a bot that starts moves first after swapping who starts',
    async run({ page, base }) {
      await startGame(page, base, { size: '2x2', seats: ['h', 'b1'] });
      await page.click('.game-actions >> text=Resign');
      await page.click('.result >> text=Swap who starts');
      await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length >= 1, null, { timeout: 10000 });
      const names = await page.$$eval('.scoreboard .name', (els) => els.map((e) => e.textContent));
      assert.deepEqual(names, ['Bot', 'Player 2']);
    },
  },
  {
    name: '320 px layout has no horizontal scrolling',
    async run({ page, base, shot }) {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(`${base}/en/play/`);
      await page.waitForSelector('form.setup');
      await noHorizontalScroll(page);
      await shot('play-setup-320');
      await startGame(page, base, { size: '8x6', seats: ['h', 'h'] });
      await drawLine(page, await firstFree(page));
      await noHorizontalScroll(page);
      await shot('play-8x6-320');
      await startGame(page, base, { size: '3x3', seats: ['h', 'b1'] });
      await noHorizontalScroll(page);
      await shot('play-3x3-320');
      for (const lang of LANGS) {
        await page.goto(`${base}/${lang}/`);
        await noHorizontalScroll(page);
        await startGame(page, base, { lang, size: '5x5', players: 4, seats: ['h', 'b1', 'h', 'h'] });
        await noHorizontalScroll(page);
      }
      await shot('play-nb-4p-320');
    },
  },
  {
    name: 'a custom 12x12 board on a phone zooms and pans inside its frame',
    async run({ page, base, shot }) {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(`${base}/en/play/`);
      await page.waitForFunction(() => document.querySelector('#size') && document.querySelector('#size').value);
      await page.selectOption('#seat-2-kind', 'h');
      await page.selectOption('#size', 'custom');
      await page.fill('#size-w', '12');
      await page.dispatchEvent('#size-w', 'change');
      await page.fill('#size-h', '12');
      await page.dispatchEvent('#size-h', 'change');
      await page.click('form.setup button[type=submit]');
      await page.waitForSelector('.board-svg');
      assert.equal(await page.locator('.line').count(), 2 * 12 * 13);
      assert.ok(await page.$('.board-scroll.zoomed'), 'a 12x12 board starts zoomed at 320 px');
      const { sw, cw } = await page.$eval('.board-scroll', (e) => ({ sw: e.scrollWidth, cw: e.clientWidth }));
      assert.ok(sw > cw, 'the board frame scrolls (pans)');
      await noHorizontalScroll(page);
      await page.click('text=Fit to screen');
      assert.equal(await page.$('.board-scroll.zoomed'), null);
      await page.click('.board-zoom >> text=+');
      assert.ok(await page.$('.board-scroll.zoomed'));
      await shot('play-12x12-320');
    },
  },
  {
    name: 'a 4-player misère game shows four seats and who won',
    async run({ page, base }) {
      await page.goto(`${base}/de/play/`);
      await page.waitForFunction(() => document.querySelector('#size') && document.querySelector('#size').value);
      await page.check('input[name=misere]');
      await page.check('input[name=players][value="4"]');
      for (const i of [1, 2, 3, 4]) await page.selectOption(`#seat-${i}-kind`, 'h');
      await page.fill('#seat-1-name', 'Åse');
      await page.selectOption('#size', '2x2');
      await page.click('form.setup button[type=submit]');
      await page.waitForSelector('.board-svg');
      assert.equal(await page.locator('.scoreboard .seat').count(), 4);
      let guard = 0;
      while (!(await page.$('.result')) && guard++ < 20) await drawLine(page, await firstFree(page));
      const text = await page.textContent('.result-main');
      assert.match(text, /gewinnt|teilen sich den Sieg|Unentschieden/);
      assert.ok((await page.textContent('.result')).includes('Misère'));
      assert.ok((await page.textContent('.scoreboard')).includes('Åse'));
    },
  },
  {
    name: 'axe-core finds no violations on home and play pages in all four languages',
    async run({ page, base, axe }) {
      const found = [];
      for (const lang of LANGS) {
        await page.goto(`${base}/${lang}/`);
        found.push(...(await axe()).map((v) => `${lang} home: ${v}`));
        await page.goto(`${base}/${lang}/play/`);
        await page.waitForSelector('form.setup');
        found.push(...(await axe()).map((v) => `${lang} setup: ${v}`));
        await startGame(page, base, { lang, size: '2x2', seats: ['h', 'h'] });
        await drawLine(page, await firstFree(page));
        found.push(...(await axe()).map((v) => `${lang} board: ${v}`));
      }
      assert.deepEqual(found, []);
    },
  },
  {
    name: 'screenshots of the play page at 1280 px, light and dark',
    async run({ page, base, shot }) {
      await startGame(page, base, { size: '4x4', seats: ['h', 'h'] });
      for (const l of ['0', '4', '1', '5', '9', '13', '14']) await drawLine(page, l);
      await shot('play-4x4-1280');
      await page.emulateMedia({ colorScheme: 'dark' });
      await shot('play-4x4-dark-1280');
      await page.goto(`${base}/en/play/`);
      await page.waitForSelector('form.setup');
      await shot('play-setup-1280');
    },
  },
];
