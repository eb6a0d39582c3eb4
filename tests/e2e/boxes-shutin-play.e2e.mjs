// boxes-shutin-play.e2e.mjs — the browser tests run by run.mjs. Each test gets a fresh page and a context with
// helpers: base (server URL), shot(name) (screenshot to build/screenshots/), axe() (violations).
import assert from 'node:assert/strict';
import { inLanguages, moreOptions } from './helpers.mjs';

const LANGS = ['en', 'da', 'de', 'nb'];

/** Open the play page and start a game; seats is a list like ['h', 'b1']. */
async function startGame(page, base, { lang = 'en', grid = 'square', size = '4x4', players = 2, seats, swedish } = {}) {
  await page.goto(`${base}/${lang}/play/`);
  await page.waitForSelector('form.setup');
  // The form becomes live once hydrated; the engine may still be loading (start is queued).
  await page.waitForFunction(() => document.querySelector('#size') && document.querySelector('#size').value);
  await moreOptions(page);
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

/** Start a boxes game on a custom WxH board (sizes beyond the presets). */
async function startCustomBoxes(page, base, { w, h, seats }) {
  await page.goto(`${base}/en/play/`);
  await page.waitForFunction(() => document.querySelector('#size') && document.querySelector('#size').value);
  for (const [i, kind] of seats.entries()) await page.selectOption(`#seat-${i + 1}-kind`, kind);
  await page.selectOption('#size', 'custom');
  await page.fill('#size-w', String(w));
  await page.dispatchEvent('#size-w', 'change');
  await page.fill('#size-h', String(h));
  await page.dispatchEvent('#size-h', 'change');
  await page.click('form.setup button[type=submit]');
  await page.waitForSelector('.board-svg');
}

/**
 * Watch for the bot's "thinking" status from now on, in the page (a mutation observer): the bot may
 * think and answer between two looks of the test's on a loaded machine. `sawThinking(page)` then
 * says whether it was shown. Arm it before the move that hands the turn to the bot.
 */
async function watchThinking(page) {
  await page.evaluate(() => {
    window.e2eThought = !!document.querySelector('.status.thinking');
    const o = new MutationObserver(() => {
      if (document.querySelector('.status.thinking')) {
        window.e2eThought = true;
        o.disconnect();
      }
    });
    o.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
}
const sawThinking = (page) => page.evaluate(() => window.e2eThought);

/**
 * Arm a press of the game action `label` for the moment the bot starts thinking: a mutation
 * observer in the page presses it in the same task that sees the "thinking" status, so no
 * round trip to the test (seconds on a loaded machine) lets the bot answer first. Arm it before
 * the move that hands the turn to the bot; `pressed(page)` then tells what the page saw.
 */
async function armPressWhenThinking(page, label) {
  await page.evaluate((text) => {
    window.__pressed = new Promise((resolve) => {
      const press = () => {
        if (!document.querySelector('.status.thinking')) return false;
        const moves = document.querySelectorAll('.movelist .move').length;
        const button = [...document.querySelectorAll('.game-actions button')].find(
          (b) => b.textContent.trim() === text,
        );
        if (button) button.click();
        resolve(button ? { thinking: true, moves } : { missing: text });
        return true;
      };
      if (press()) return;
      const o = new MutationObserver(() => {
        if (press()) o.disconnect();
      });
      o.observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['class'],
      });
    });
  }, label);
}

const pressed = (page) => page.evaluate(() => window.__pressed);

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

/** Open the play page, choose Shut In and start; seats like ['h', 'b4']. */
async function startShutIn(
  page,
  base,
  { lang = 'en', size = '4x4', gravity = true, start = 'fixed', blocked, seats } = {},
) {
  await page.goto(`${base}/${lang}/play/`);
  await page.waitForFunction(() => document.querySelector('#size') && document.querySelector('#size').value);
  await page.check('input[name=game][value=shutin]');
  await moreOptions(page);
  await page.waitForSelector('input[name=gravity]');
  const preset = await page.$(`#size option[value="${size}"]`);
  if (preset) await page.selectOption('#size', size);
  else {
    const [w, h] = size.split('x');
    await page.selectOption('#size', 'custom');
    await page.fill('#size-w', w);
    await page.dispatchEvent('#size-w', 'change');
    await page.fill('#size-h', h);
    await page.dispatchEvent('#size-h', 'change');
  }
  if (!gravity) await page.uncheck('input[name=gravity]');
  await page.check(`input[name=start][value=${start}]`);
  if (blocked) {
    await page.selectOption('#blocked', 'random');
    await page.fill('#blocked-count', String(blocked));
    await page.dispatchEvent('#blocked-count', 'change');
  }
  for (const [i, kind] of (seats || ['h', 'h']).entries()) await page.selectOption(`#seat-${i + 1}-kind`, kind);
  await page.click('form.setup button[type=submit]');
  await page.waitForSelector('.board-svg.shutin');
}

/** The tokens the Shut In board offers (cells with a legal hint), in board order. */
const offered = (page) => page.$$eval('.sq.can', (els) => els.map((e) => e.dataset.token));

async function placePiece(page, token) {
  await page.click(`.sq.can[data-token="${token}"]`);
  await page.waitForSelector(`.sq[data-token="${token}"]:is(.seat1, .seat2)`);
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
    name: 'home pages list the three boxes games, Shut In and Dots, and link relatively',
    async run({ page, base, shot }) {
      for (const lang of LANGS) {
        await page.goto(`${base}/${lang}/`);
        assert.equal(await page.getAttribute('html', 'lang'), lang);
        assert.equal(await page.locator('.game-card').count(), 5);
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
      await page.click('a.button:text-is("Play Dots")');
      await page.waitForURL(/\/en\/play\/#game=dots$/);
      await page.waitForFunction(() => document.querySelector('input[name=game][value=dots]').checked);
      await page.waitForSelector('input[name=rules][value=russian]:checked', { state: 'attached' });
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
      const played = [];
      let guard = 0;
      while (!(await page.$('.result')) && guard++ < 20) {
        const line = await firstFree(page);
        played.push(line);
        await drawLine(page, line);
      }
      // Always the first free line: 0 … 11 in canonical order. The core's own answer
      // (build/paperdots play 'game=boxes&size=2x2' 0 1 … 11): scores=2,2, winner=draw.
      assert.deepEqual(played, ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
      assert.deepEqual(await scores(page), [2, 2]);
      assert.equal(await page.textContent('.result-main'), 'Draw.');
      assert.equal(await page.textContent('.result-scores'), 'Final score: Player 1 2, Player 2 2');
      assert.equal(await page.textContent('.scoreboard .score-unit'), 'cells');
      assert.equal(await page.locator('.cell.seat1').count(), 2);
      assert.equal(await page.locator('.cell.seat2').count(), 2);
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
    name: 'a full 2x2 game with a winner names the winner and the margin',
    async run({ page, base }) {
      await startGame(page, base, { size: '2x2', seats: ['h', 'h'] });
      // Player 1 closes one box (line 7), Player 2 leaves box 0 open, then takes box 3 and
      // ends with line 3 closing boxes 0 and 1 at once. The core's answer
      // (build/paperdots play 'game=boxes&size=2x2' 4 6 5 10 8 1 7 9 2 0 11 3):
      // scores=1,3, winner=2.
      for (const line of ['4', '6', '5', '10', '8', '1', '7', '9', '2', '0', '11', '3']) {
        assert.equal(await page.$('.result'), null, `the game ended before line ${line}`);
        await drawLine(page, line);
      }
      await page.waitForSelector('.result');
      assert.deepEqual(await scores(page), [1, 3]);
      assert.equal(await page.textContent('.result-main'), 'Player 2 wins by 2.');
      assert.equal(await page.textContent('.result-scores'), 'Final score: Player 1 1, Player 2 3');
      assert.equal(await page.locator('.cell.seat1').count(), 1);
      assert.equal(await page.locator('.cell.seat2').count(), 3);
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
      assert.match(label, /^line \d+,\d+–\d+,\d+, free$/);
      await page.keyboard.press('ArrowDown');
      const target = await page.evaluate(() => document.activeElement.dataset.line);
      await page.keyboard.press('Enter');
      await page.waitForSelector(`.line.seat1[data-line="${target}"]`);
      assert.equal(await toMove(page), 2);
      const live = await page.textContent('[aria-live]');
      assert.match(live, /Player 1 drew the line \d+,\d+–\d+,\d+\. Player 2 to move\./);
    },
  },
  {
    name: 'a bot replies, and undo takes back to the human move',
    async run({ page, base, shot }) {
      await startGame(page, base, { size: '3x3', seats: ['h', 'b1'] });
      await watchThinking(page);
      await drawLine(page, await firstFree(page));
      await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length >= 2, null);
      assert.equal(await sawThinking(page), true, 'the status said the bot was thinking');
      await page.waitForFunction(() => document.querySelector('.scoreboard .seat1.turn'));
      await shot('play-bot-1280');
      await page.click('text=Undo');
      await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length === 0);
      assert.equal(await toMove(page), 1);
      assert.equal(await page.locator('.line.free').count(), 24);
    },
  },
  {
    name: 'undo and new game cancel a thinking level-4 bot (12x12): its move never lands',
    async run({ page, base }) {
      // A level-4 bot on an open 12x12 board uses its whole 1 s budget (bots.js BOT_MS).
      await startCustomBoxes(page, base, { w: 12, h: 12, seats: ['h', 'b4'] });
      const lines = 2 * 12 * 13;
      // Undo is pressed in the same page task that first sees the bot thinking.
      await armPressWhenThinking(page, 'Undo');
      await page.click('.line.can[data-line="0"]'); // not drawLine: the press may undo it at once
      const atUndo = await pressed(page);
      assert.deepEqual(atUndo, { thinking: true, moves: 1 }, 'Undo was pressed while the bot was thinking');
      await page.waitForTimeout(2500); // longer than the bot's budget and the pacing delay
      assert.equal(await moveCount(page), 0, 'a cancelled bot move was applied after Undo');
      assert.equal(await page.locator('.line.free').count(), lines);
      assert.equal(await page.$('.status.thinking'), null);
      assert.equal(await page.textContent('.status'), 'Player 1 to move');
      assert.equal(await toMove(page), 1);

      const id = await page.evaluate(() => new URLSearchParams(location.hash.slice(1)).get('id'));
      assert.ok(id, 'the game has an id in the address');
      await armPressWhenThinking(page, 'New game');
      await page.click('.line.can[data-line="0"]'); // not drawLine: the press may undo it at once
      const atNew = await pressed(page);
      assert.deepEqual(atNew, { thinking: true, moves: 1 }, 'New game was pressed while the bot was thinking');
      await page.waitForSelector('form.setup');
      // Start the next game at once, well inside the old bot's budget: its answer must not land here.
      await page.selectOption('#seat-2-kind', 'b4');
      await page.click('form.setup button[type=submit]');
      await page.waitForSelector('.board-svg');
      assert.equal(await page.locator('.line').count(), lines);
      await page.waitForTimeout(2500);
      assert.equal(await moveCount(page), 0, 'the old bot move landed in the new game');
      assert.equal(await page.$('.status.thinking'), null);
      assert.equal(await page.textContent('.status'), 'Player 1 to move');
      // The saved copy of the game left by New game still has only the human move.
      await page.click('.game-actions >> text=New game');
      await page.reload();
      await page.waitForSelector(`.saved-games li[data-game-id="${id}"]`);
      assert.match(await page.textContent(`.saved-games li[data-game-id="${id}"] .saved-what`), / · 1 move$/);
    },
  },
  {
    name: 'resign against a bot ends the game; rematch starts over',
    async run({ page, base }) {
      await startGame(page, base, { size: '3x3', seats: ['h', 'b1'] });
      await page.click('.game-actions >> text=Resign');
      await page.click('dialog[open] [data-testid=confirm-yes]');
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
      await page.click('dialog[open] [data-testid=confirm-yes]');
      await page.click('.result >> text=Swap who starts');
      await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length >= 1, null);
      const names = await page.$$eval('.scoreboard .name', (els) => els.map((e) => e.textContent));
      assert.deepEqual(names, ['Bot', 'Player 2']);
    },
  },
  {
    name: '320 px layout has no horizontal scrolling',
    // make test-long: the layout at a phone's width (make test's flows run at 1280 × 800)
    long: true,
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
      await page.waitForSelector('html[data-hydrated] form.setup');
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
      await moreOptions(page);
      await page.check('input[name=misere]');
      await page.check('input[name=players][value="4"]');
      for (const i of [1, 2, 3, 4]) await page.selectOption(`#seat-${i}-kind`, 'h');
      await page.fill('#seat-1-name', 'Åse');
      await page.selectOption('#size', '2x2');
      await page.click('form.setup button[type=submit]');
      await page.waitForSelector('.board-svg');
      assert.equal(await page.locator('.scoreboard .seat').count(), 4);
      const played = [];
      let guard = 0;
      while (!(await page.$('.result')) && guard++ < 20) {
        const line = await firstFree(page);
        played.push(line);
        await drawLine(page, line);
      }
      // The core's answer (build/paperdots play 'game=boxes&size=2x2&players=4&misere=1'
      // 0 1 … 11): scores=2,2,0,0, winner=3,4 — the two seats without a box share the win.
      assert.deepEqual(played, ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
      assert.deepEqual(await scores(page), [2, 2, 0, 0]);
      assert.equal(await page.textContent('.result-main'), 'Spieler 3 und Spieler 4 teilen sich den Sieg.');
      assert.ok((await page.textContent('.result')).includes('Misère'));
      assert.ok((await page.textContent('.scoreboard')).includes('Åse'));
    },
  },
  ...inLanguages('axe-core finds no violations on home and play pages {in}', async ({ page, base, axe }, langs) => {
    const found = [];
    for (const lang of langs) {
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
  }),
  {
    name: 'Shut In: a full 4x4 game between two humans by clicks ends in the right result; a click on a cell not offered says why',
    async run({ page, base, shot }) {
      await startShutIn(page, base, { size: '4x4' });
      assert.equal(await page.locator('.sq').count(), 16);
      assert.equal(await page.locator('.sq.seat1').count(), 2);
      assert.equal(await page.locator('.sq.seat2').count(), 2);
      assert.deepEqual(await offered(page), ['a2', 'b2', 'c2']);
      // A click on an empty cell that is not offered is told why; one on a piece is no question.
      // (force: the cell is aria-disabled, which Playwright would wait on; a mouse clicks it anyway)
      await page.click('.sq[data-token="d4"]', { force: true });
      assert.match(await page.textContent('.play [role=alert]'), /d4 has nothing under it: with gravity a piece goes/);
      await page.click('.sq[data-token="a1"]', { force: true });
      assert.equal((await page.locator('.sq.seat1').count()) + (await page.locator('.sq.seat2').count()), 4);
      // First legal cell each turn: a2 b2 c2 d2 a3 … d4 fills the board, and crosses are stuck.
      const played = [];
      let guard = 0;
      while (!(await page.$('.result')) && guard++ < 20) {
        const [first] = await offered(page);
        played.push(first);
        await placePiece(page, first);
      }
      assert.deepEqual(played, ['a2', 'b2', 'c2', 'd2', 'a3', 'b3', 'c3', 'd3', 'a4', 'b4', 'c4', 'd4']);
      assert.equal(await page.textContent('.result-main'), 'Player 2 wins — Player 1 has no legal move.');
      assert.deepEqual(await scores(page), [8, 8]);
      // The numbers say what they count: pieces, not cells (the family's words).
      assert.equal(await page.textContent('.result-scores'), 'Pieces on the board: Player 1 8, Player 2 8');
      assert.deepEqual(await page.$$eval('.scoreboard .score-unit', (els) => els.map((e) => e.textContent)), [
        'pieces',
        'pieces',
      ]);
      assert.equal(await page.locator('.sq.can').count(), 0);
      assert.equal(await page.getAttribute('.sq[data-token="d4"]', 'aria-label'), 'd4, circle, last move');
      assert.equal(await page.getAttribute('.sq[data-token="a1"]', 'aria-label'), 'a1, cross');
      assert.equal(await moveCount(page), 12);
      await shot('shutin-4x4-over-1280');
    },
  },
  {
    name: 'Shut In: gravity off and free start offer exactly the legal first moves',
    async run({ page, base }) {
      await startShutIn(page, base, { size: '4x4', gravity: false });
      assert.deepEqual(await offered(page), ['a1', 'b1', 'b2', 'b3', 'a4', 'b4']);
      // A cell the engine does not list is not offered, and clicking it plays nothing.
      await page.click('.sq[data-token="c2"]', { force: true });
      assert.equal(await moveCount(page), 0);
      assert.equal(await page.getAttribute('.sq[data-token="c2"]', 'aria-label'), 'c2, empty');
      await placePiece(page, 'b3');
      assert.equal(await toMove(page), 2);
      assert.deepEqual(await offered(page), ['c1', 'd1', 'c2', 'c3', 'c4', 'd4']);

      // Free start with gravity (the seed's rule): the first two pieces of each side go on any
      // empty cell, floating too; the third must touch and stand (c4 stands on the floating c3).
      await startShutIn(page, base, { size: '4x4', start: 'free' });
      assert.equal(await page.locator('.sq.seat1, .sq.seat2').count(), 0);
      assert.equal((await offered(page)).length, 16);
      await placePiece(page, 'c3');
      assert.equal((await offered(page)).length, 15);
      await placePiece(page, 'a1');
      await placePiece(page, 'b4');
      await placePiece(page, 'd1');
      assert.deepEqual(await offered(page), ['d2', 'c4']);

      await startShutIn(page, base, { size: '4x4', gravity: false, start: 'free' });
      assert.equal((await offered(page)).length, 16);
      await placePiece(page, 'c3');
      await placePiece(page, 'a1');
      // The touching rule is waived for the first two pieces: far-away cells stay on offer.
      assert.ok((await offered(page)).includes('a4'));
    },
  },
  {
    name: 'Shut In: a level-4 bot replies and undo takes back to the human move',
    async run({ page, base, shot }) {
      await startShutIn(page, base, { size: '6x6', seats: ['h', 'b4'] });
      await watchThinking(page);
      await placePiece(page, 'a2');
      await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length >= 2, null);
      assert.equal(await sawThinking(page), true, 'the status said the bot was thinking');
      await page.waitForFunction(() => document.querySelector('.scoreboard .seat1.turn'));
      assert.equal(await page.locator('.sq.seat2').count(), 3);
      assert.equal(await page.locator('.sq.last').count(), 1);
      await shot('shutin-bot-1280');
      await page.click('text=Undo');
      await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length === 0);
      assert.equal(await toMove(page), 1);
      assert.equal(await page.locator('.sq.seat1, .sq.seat2').count(), 4);
    },
  },
  {
    name: 'Shut In and boxes: the setup offers bot levels 1–4 for both families',
    async run({ page, base }) {
      await page.goto(`${base}/en/play/`);
      await page.waitForSelector('html[data-hydrated] form.setup');
      const boxes = await page.$$eval('#seat-2-kind option', (os) => os.map((o) => o.value));
      await page.check('input[name=game][value=shutin]');
      await moreOptions(page);
      await page.waitForSelector('input[name=gravity]');
      const shutin = await page.$$eval('#seat-2-kind option', (os) => os.map((o) => o.value));
      assert.deepEqual(shutin, ['h', 'r', 'b1', 'b2', 'b3', 'b4']);
      assert.deepEqual(boxes, ['h', 'r', 'b1', 'b2', 'b3', 'b4']);
      const sizes = await page.$$eval('#size option', (os) => os.map((o) => o.value));
      assert.deepEqual(sizes, ['6x6', '7x7', '8x8', '10x10', '8x6', 'custom']);
      assert.equal(await page.locator('input[name=players]').count(), 0);
    },
  },
  {
    name: 'Shut In: keyboard play with arrows and Enter, announced for screen readers',
    async run({ page, base }) {
      await startShutIn(page, base, { size: '4x4' });
      await page.focus('.sq[tabindex="0"]');
      assert.equal(await page.evaluate(() => document.activeElement.dataset.token), 'a2');
      await page.keyboard.press('ArrowRight');
      assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'b2, empty, legal');
      await page.keyboard.press('ArrowUp');
      assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'b3, empty');
      await page.keyboard.press('Enter');
      assert.equal(await moveCount(page), 0);
      // Enter on a cell that is not offered says why, in the core's words.
      await page.waitForSelector('.play-main .error[role=alert]');
      assert.match(await page.textContent('.play-main .error[role=alert]'), /^b3 has nothing under it/);
      assert.equal(await page.evaluate(() => document.activeElement.dataset.token), 'b3');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForSelector('.sq.seat1[data-token="b2"]');
      assert.equal(await page.locator('.play-main .error').count(), 0);
      assert.equal(await toMove(page), 2);
      assert.equal(await page.textContent('[aria-live]'), 'Player 1 put a cross on b2. Player 2 to move.');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press(' ');
      await page.waitForSelector('.sq.seat2[data-token="c2"]');
      assert.equal(await page.textContent('[aria-live]'), 'Player 2 put a circle on c2. Player 1 to move.');
      await page.click('text=Undo');
      await page.waitForFunction(() => !document.querySelector('.sq.seat2[data-token="c2"]'));
      assert.equal(await page.textContent('[aria-live]'), 'Move taken back. Player 2 to move.');
    },
  },
  {
    name: 'Shut In: random blocked cells are hatched, mirrored and kept by a rematch',
    async run({ page, base }) {
      await startShutIn(page, base, { size: '6x6', blocked: 4 });
      const blocked = await page.$$eval('.sq.blocked', (els) => els.map((e) => e.dataset.token));
      assert.equal(blocked.length, 4);
      const mirror = (tok) => 'fedcba'['abcdef'.indexOf(tok[0])] + tok.slice(1);
      for (const tok of blocked) assert.ok(blocked.includes(mirror(tok)), `${tok} has no mirror in ${blocked}`);
      assert.match(await page.getAttribute(`.sq[data-token="${blocked[0]}"]`, 'aria-label'), /, blocked$/);
      await page.click('.game-actions >> text=Resign');
      await page.click('dialog[open] [data-testid=confirm-yes]');
      await page.click('.result >> text=Rematch');
      await page.waitForSelector('.game-actions');
      assert.deepEqual(await page.$$eval('.sq.blocked', (els) => els.map((e) => e.dataset.token)), blocked);
    },
  },
  {
    name: 'Shut In: an engine error from the setup is shown in the page language',
    async run({ page, base }) {
      await page.goto(`${base}/de/play/`);
      await page.waitForSelector('html[data-hydrated] form.setup');
      await page.check('input[name=game][value=shutin]');
      await moreOptions(page);
      await page.selectOption('#blocked', 'list');
      await page.fill('#blocked-list', 'c3, C3');
      await page.press('#blocked-list', 'Tab');
      // The core judges the setup as it is edited: the message comes before Play is pressed,
      // and Play (marked disabled) starts nothing.
      await page.waitForSelector('form.setup .setup-problem:not([hidden])');
      assert.equal(
        await page.textContent('form.setup .setup-problem'),
        'Das gesperrte Feld c3 steht doppelt in der Liste.',
      );
      assert.equal(await page.getAttribute('form.setup button[type=submit]', 'aria-disabled'), 'true');
      await page.click('form.setup button[type=submit]', { force: true });
      assert.equal(await page.locator('.board-svg').count(), 0, 'no game starts from a refused setup');
      // Corrected and Play pressed at once, before the core's check of the correction has come
      // back: Play asks the core about the setup as it is now. (A click event on the button, not
      // a mouse click at a point: when the check comes back, the problem's line goes and the
      // button moves up, so a forced mouse click computed a moment before can land beside it.)
      await page.fill('#blocked-list', 'c3 f3');
      await page.dispatchEvent('form.setup button[type=submit]', 'click');
      await page.waitForSelector('.board-svg.shutin');
      assert.deepEqual(await page.$$eval('.sq.blocked', (els) => els.map((e) => e.dataset.token)), ['c3', 'f3']);
    },
  },
  {
    name: 'Shut In: the game title names its variant in the heading and the tab',
    async run({ page, base }) {
      await startShutIn(page, base, { lang: 'de', size: '6x6', gravity: false, start: 'free', seats: ['h', 'h'] });
      assert.match(await page.textContent('h1.game-title'), /^Einsperren, ohne Schwerkraft, freier Anfang /);
      assert.equal(await page.title(), 'Einsperren, ohne Schwerkraft, freier Anfang – Spielen – Paperdots');
      // Back at the form, the tab is the play page's again.
      await page.click('.game-actions >> text=Neues Spiel');
      await page.waitForSelector('form.setup');
      assert.equal(await page.title(), 'Spielen – Paperdots');
    },
  },
  {
    name: 'Shut In: the form says the default 8 × 8 board is solved (not without gravity), and its wrapped start choices stay apart at 320 px',
    async run({ page, base, shot }) {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(`${base}/de/play/#game=shutin`);
      await moreOptions(page);
      await page.waitForSelector('html[data-hydrated] input[name=gravity]');
      // solved.js, from the core's solver (docs/solvers.md: 941 M nodes, and a proof-number search)
      assert.equal(
        await page.textContent('#shutin-solved'),
        'Gelöst: Auf diesem 8×8-Brett gewinnen die Kreise (sie ziehen als Zweite), wenn beide Seiten fehlerfrei spielen.',
      );
      // Two labels that wrap onto two lines each: a gap between their texts, not touching lines.
      const gap = await page.$$eval('input[name=start] + span', (spans) => {
        const [a, b] = spans.map((x) => x.getBoundingClientRect());
        return { gap: b.top - a.bottom, lines: a.height / parseFloat(getComputedStyle(spans[0]).lineHeight) };
      });
      assert.ok(gap.lines >= 1.5, `the first start choice wraps at 320 px (${gap.lines.toFixed(1)} lines)`);
      assert.ok(gap.gap >= 5, `the start choices' texts are ${gap.gap.toFixed(1)} px apart`);
      await shot('shutin-solved-320');
      await page.uncheck('input[name=gravity]');
      await page.waitForSelector('#shutin-solved', { state: 'detached' });
    },
  },
  {
    name: 'Shut In: an odd random blocked count on an even width is stopped in the form, before Play',
    async run({ page, base, shot }) {
      for (const width of [1280, 320]) {
        await page.setViewportSize({ width, height: width === 320 ? 640 : 800 });
        await page.goto(`${base}/nb/play/#game=shutin`);
        await moreOptions(page);
        await page.waitForSelector('html[data-hydrated] input[name=gravity]');
        await page.selectOption('#blocked', 'random');
        const play = () =>
          page.$eval('form.setup button[type=submit]', (b) => b.getBoundingClientRect().top + window.scrollY);
        const before = await play();
        await page.fill('#blocked-count', '5');
        await page.dispatchEvent('#blocked-count', 'change');
        // The core's own verdict (code blocked-odd) in the page language, shown while editing.
        await page.waitForSelector('form.setup .setup-problem:not([hidden])');
        assert.equal(
          await play(),
          before,
          'the problem pushed Play down (it moves under the pointer as the problem comes and goes)',
        );
        assert.equal(
          await page.textContent('form.setup .setup-problem'),
          'Velg et partall blokkerte ruter, ikke 5: rutene speiles venstre–høyre i par, og et brett med 8 kolonner har ingen midtkolonne til en enkelt rute.',
        );
        assert.equal(await page.getAttribute('#blocked-count', 'aria-invalid'), 'true');
        assert.equal(await page.getAttribute('form.setup button[type=submit]', 'aria-disabled'), 'true');
        await page.click('form.setup button[type=submit]', { force: true });
        assert.equal(await page.locator('.board-svg').count(), 0, 'no game starts with an odd count on 8 columns');
        await shot(`shutin-blocked-odd-${width}`);
        if (width === 320) {
          await noHorizontalScroll(page);
          await page.emulateMedia({ colorScheme: 'dark' });
          await shot('shutin-blocked-odd-dark-320');
          await page.emulateMedia({ colorScheme: 'light' });
        }
      }
      await page.fill('#blocked-count', '6');
      await page.dispatchEvent('#blocked-count', 'change');
      await page.waitForSelector('form.setup .setup-problem[hidden]', { state: 'attached' });
      assert.equal(await page.getAttribute('#blocked-count', 'aria-invalid'), null);
      await page.click('form.setup button[type=submit]');
      await page.waitForSelector('.board-svg.shutin');
      assert.equal(await page.locator('.sq.blocked').count(), 6);
    },
  },
  {
    name: 'Shut In: 320 px without horizontal scrolling; 16x16 zooms and pans',
    // make test-long: the layout at a phone's width
    long: true,
    async run({ page, base, shot }) {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(`${base}/en/play/#game=shutin`);
      await moreOptions(page);
      await page.waitForSelector('input[name=gravity]');
      await noHorizontalScroll(page);
      await shot('shutin-setup-320');
      await startShutIn(page, base, { size: '8x8', seats: ['h', 'h'] });
      for (const tok of ['a2', 'h2', 'b2', 'g2']) await placePiece(page, tok);
      await noHorizontalScroll(page);
      assert.equal(await page.$('.board-scroll.zoomed'), null, 'an 8x8 board fits at 320 px');
      await shot('shutin-8x8-320');
      await page.emulateMedia({ colorScheme: 'dark' });
      await shot('shutin-8x8-dark-320');
      await page.emulateMedia({ colorScheme: 'light' });
      await startShutIn(page, base, { size: '16x16', gravity: false, blocked: 10 });
      assert.equal(await page.locator('.sq').count(), 256);
      assert.ok(await page.$('.board-scroll.zoomed'), 'a 16x16 board starts zoomed at 320 px');
      const { sw, cw } = await page.$eval('.board-scroll', (e) => ({ sw: e.scrollWidth, cw: e.clientWidth }));
      assert.ok(sw > cw, 'the board frame scrolls (pans)');
      await noHorizontalScroll(page);
      await placePiece(page, (await offered(page))[0]);
      await noHorizontalScroll(page);
      await shot('shutin-16x16-320');
      for (const lang of LANGS) {
        await startShutIn(page, base, { lang, size: '10x10', seats: ['h', 'b1'] });
        await noHorizontalScroll(page);
      }
    },
  },
  ...inLanguages(
    'Shut In: axe-core finds no violations on the setup and the board {in}',
    async ({ page, base, axe }, langs) => {
      const found = [];
      for (const lang of langs) {
        await page.goto(`${base}/${lang}/play/#game=shutin`);
        await moreOptions(page);
        await page.waitForSelector('input[name=gravity]');
        await page.selectOption('#blocked', 'random');
        found.push(...(await axe()).map((v) => `${lang} setup: ${v}`));
        await startShutIn(page, base, { lang, size: '6x6', blocked: 2 });
        await placePiece(page, (await offered(page))[0]);
        found.push(...(await axe()).map((v) => `${lang} board: ${v}`));
        await page.click('.game-actions button:nth-child(2)');
        await page.waitForSelector('dialog[open]');
        found.push(...(await axe()).map((v) => `${lang} resign dialog: ${v}`));
        await page.click('dialog[open] [data-testid=confirm-yes]');
        await page.waitForSelector('.result');
        found.push(...(await axe()).map((v) => `${lang} result: ${v}`));
      }
      assert.deepEqual(found, []);
    },
  ),
  {
    name: 'Shut In: the Norwegian home card opens the Shut In setup',
    async run({ page, base }) {
      await page.goto(`${base}/nb/`);
      assert.ok((await page.textContent('.game-cards')).includes('Sperre inne'));
      await page.click('text=Spill Sperre inne');
      await page.waitForURL(/\/nb\/play\/#game=shutin$/);
      await page.waitForFunction(() => document.querySelector('input[name=game][value=shutin]').checked);
    },
  },
];

/** Screenshots for people to look at (build/screenshots/): run.mjs takes them after the tests and
 * does not count them as tests; one that cannot be taken fails the run. */
export const shots = [
  {
    name: 'play page at 1280 px, light and dark',
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

  {
    name: 'Shut In at 1280 px, light and dark, and the home page',
    async run({ page, base, shot }) {
      await page.goto(`${base}/en/play/#game=shutin`);
      await moreOptions(page);
      await page.waitForSelector('input[name=gravity]');
      await page.selectOption('#blocked', 'random');
      await shot('shutin-setup-1280');
      await startShutIn(page, base, { size: '8x8', blocked: 4 });
      for (let i = 0; i < 9; i++) await placePiece(page, (await offered(page))[i % 2 ? 0 : 1]);
      await page.hover(`.sq.can[data-token="${(await offered(page))[0]}"]`);
      await shot('shutin-8x8-1280');
      await page.emulateMedia({ colorScheme: 'dark' });
      await shot('shutin-8x8-dark-1280');
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`${base}/en/`);
      await shot('home-shutin-1280');
    },
  },
];
