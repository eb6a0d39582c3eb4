// clock.e2e.mjs — browser tests for game clocks: a game lost on time in each family
// with the shortest per-move control (playwright's page.clock fast-forwards the page's time; the
// page's own clock and the core do the rest), the result in the banner, the saved game, the link
// and the Dots SGF; a correspondence link that says when the last move was made, and a claim of
// the win once the mover's days are over; the clock at 1280×800 and 320×640 (screenshots).
import assert from 'node:assert/strict';
import { freshBrowser, moreOptions, see } from './helpers.mjs';

const MOVE = '.line.can, .pt.can, .sq.can';

const games = (page) =>
  page.evaluate(() => {
    const out = [];
    for (const k of Object.keys(localStorage))
      if (k.startsWith('paperdots:v1:game:')) out.push(JSON.parse(localStorage.getItem(k)));
    return out;
  });

/** Start a two-person game of `game` with `clock` from the setup form; `paused`: the page's time then stands still. */
async function startClocked(
  page,
  base,
  game,
  clock,
  { lang = 'en', seats = ['h', 'h'], paused = true, size = '15x15' } = {},
) {
  if (installed.has(page)) await page.clock.resume(); // a paused clock would stop the page loading
  await page.goto(`${base}/${lang}/play/`);
  await page.waitForSelector('html[data-hydrated] form.setup');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.waitForSelector('html[data-hydrated] form.setup');
  await page.check(`input[name=game][value=${game}]`);
  await moreOptions(page);
  if (game === 'dots') await page.waitForSelector('form.setup input[name=rules]');
  if (game === 'dots' && size) await page.selectOption('#size', size);
  for (const [i, kind] of seats.entries()) await page.selectOption(`#seat-${i + 1}-kind`, kind);
  await page.selectOption('#setup-clock', clock);
  // the page's time stands still from here; the test moves it on (page.clock.runFor). Installed
  // once the form is ready: the family's code loads with the page's own timers.
  if (paused) {
    if (!installed.has(page)) await page.clock.install();
    installed.add(page);
    // (the clock is the browser context's: these tests run in a browser of their own)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  }
  await page.click('form.setup button[type=submit]');
  await see(page, '.board-svg');
  await see(page, '[data-testid=clock]');
}

const installed = new WeakSet();
const face = (page, seat) => page.textContent(`[data-testid=clock-${seat}]`);

export const tests = [];

for (const game of ['boxes', 'dots', 'shutin']) {
  tests.push({
    name: `clock: a ${game} game with 10 s per move is lost on time; banner, saved game, link${game === 'dots' ? ' and SGF' : ''} say so`,
    // the same flow in each family: Dots' (with its SGF) in make test, the other two in make test-long
    long: game !== 'dots',
    async run({ base }) {
      await freshBrowser(async (_ctx, page) => lostOnTime(page, base, game), { name: `clock-${game}` });
    },
  });
}

async function lostOnTime(page, base, game) {
  {
    await startClocked(page, base, game, '10s');
    assert.equal(await face(page, 1), '0:10', 'full time at the start');
    await page.clock.runFor(3000);
    assert.equal(await face(page, 1), '0:07.0', `face after 3 s: ${await face(page, 1)}`);
    // the clock runs only for the player to move: seat 1 moves, seat 2's full time starts
    await page.click(MOVE);
    await page.waitForFunction(() => document.querySelector('.clock-seat.seat2.running'));
    assert.equal(await face(page, 1), '0:10', 'a new move, the whole time again');
    await page.clock.runFor(8500);
    assert.match(await face(page, 2), /^0:01\.\d$/);
    assert.equal(await page.locator('.clock-seat.seat2.low').count(), 1, 'short of time is marked');
    assert.equal(await page.locator('.result').count(), 0);
    await page.clock.runFor(2000);
    await see(page, '.result');
    const banner = await page.textContent('.result-main');
    assert.match(banner, /Player 2 ran out of time\. Player 1 wins\./);
    assert.match(await page.textContent('[data-testid=status]'), /ran out of time/);
    assert.match(await page.textContent('.movelist'), /out of time/);
    // the saved game keeps the core's record with `flag` and its result
    const saved = await games(page);
    assert.equal(saved.length, 1, 'one saved game');
    assert.match(saved[0].record, /\.flag$/);
    assert.equal(saved[0].over, true, 'saved as over');
    assert.equal(saved[0].tally.result.how, 'flag', 'saved result');
    assert.equal(saved[0].clock, '10s', 'saved clock');
    // the address (and the share link) carry it: opening it shows the same result
    const hash = await page.evaluate(() => location.hash);
    assert.match(hash, /&moves=[^&]*\.flag&/);
    assert.match(hash, /&clock=10s&tl=100,0/);
    if (game === 'dots') {
      await page.click('.export-sgf summary');
      const sgf = await page.inputValue('#sgf-text');
      assert.match(sgf, /RE\[B\+T\]TM\[0\]OT\[10 s per move\]/);
      // Black's move was made after 3 s of its 10: BL[7]; White's flag is no move
      assert.match(sgf, /;B\[[a-zA-Z]{2}\]BL\[7\]\)/);
      // opened again from the table setup, the game shows White's time out, as it was
      assert.equal(await face(page, 2), '0:00.0', 'the flagged side, before');
      await page.clock.resume();
      await page.click('.result >> text=New game');
      await page.click('.import-record summary');
      await page.fill('#import-text', sgf);
      await page.click('.import-record button[type=submit]');
      await see(page, '.result');
      assert.match(await page.textContent('.result-main'), /Player 2 ran out of time\. Player 1 wins\./);
      assert.equal(await face(page, 2), '0:00.0', 'the flagged side after import');
      assert.equal(await face(page, 1), '0:07.0', 'the other side as its last move left it');
    }
    await page.goto('about:blank');
    await page.goto(`${base}/de/play/${hash}`);
    await see(page, '.result');
    assert.match(await page.textContent('.result-main'), /Spieler 2 hat die Zeit überschritten\. Spieler 1 gewinnt\./);
  }
}

tests.push({
  name: 'clock: total + bonus against a bot — the bot plays within its time and never flags; four languages label the choice',
  async run({ page, base }) {
    await page.goto(`${base}/en/play/`);
    await page.waitForSelector('html[data-hydrated] form.setup');
    const expected = { en: '3 min + 2 s', da: '3 min. + 2 sek.', de: '3 Min. + 2 s', nb: '3 min + 2 sek.' };
    for (const [lang, text] of Object.entries(expected)) {
      await page.goto(`${base}/${lang}/play/`);
      await moreOptions(page);
      await page.waitForSelector('html[data-hydrated] form.setup #setup-clock');
      const options = await page.$$eval('#setup-clock option', (els) => els.map((e) => e.textContent));
      assert.ok(options.includes(text), `${lang}: ${options.join(' | ')}`);
      assert.equal(options.length, 10);
    }
    await startClocked(page, base, 'boxes', '3m+2s', { seats: ['h', 'b4'], paused: false });
    for (let i = 0; i < 3; i++) {
      await page.waitForSelector(`${MOVE}`);
      await page.click('.line.can');
      await page.waitForFunction(
        () => document.querySelector('.clock-seat.seat1.running') || document.querySelector('.result'),
      );
    }
    const bot = await face(page, 2);
    // 3 minutes plus 2 s per move, less what each move took: the bot thinks about a second, so
    // its clock gains (3:03-3:06 on an idle machine); a bot that ignored its clock, or one charged
    // for its pace delay, ends below the start. (A crowded machine stretches a move's wall time.)
    assert.ok(/^3:0[0-6]$/.test(bot), bot);
    assert.equal(await page.locator('.result').count(), 0);
  },
});

/** A correspondence link: the start `startAgo` ms ago, then moves made `agos` ms ago. */
function daysLink(setup, moves, agos, control, you) {
  const base = Date.UTC(2024, 0, 1);
  const mins = agos.map((a) => Math.floor((Date.now() - a - base) / 60000));
  const parts = mins.map((m, i) => (i === 0 ? m : m - mins[i - 1]).toString(36));
  return `#v=1&${setup}&moves=${moves}&id=corr${control}x${you}&seats=h,h&names=Ann,Bo&you=${you}&clock=${control}&at=${parts.join('.')}`;
}

tests.push({
  name: 'clock: a correspondence link says when the last move was made; an overdue mover can be claimed against',
  async run({ page, base, shot }) {
    const DAY = 86400000;
    const setup = 'game=dots&size=15x15&start=empty';
    // Ann (seat 1) moved two days ago; the link is for Bo, who has 3 days
    await page.goto(`${base}/en/play/${daysLink(setup, '8-8', [5 * DAY, 2 * DAY + 60000], '3d', 2)}`);
    await see(page, '[data-testid=moved-ago]');
    assert.equal(await page.textContent('[data-testid=moved-ago]'), 'Ann moved 2 days ago.');
    assert.equal(await page.locator('[data-testid=overdue]').count(), 0);
    await page.goto(`${base}/de/play/${daysLink(setup, '8-8', [5 * DAY, 2 * DAY + 60000], '3d', 2)}`);
    await see(page, '[data-testid=moved-ago]');
    assert.equal(await page.textContent('[data-testid=moved-ago]'), 'Ann hat vorgestern gezogen.');
    // Ann's copy: Bo has had the move for 4 days of 3: Ann may claim the win
    await page.goto('about:blank');
    await page.goto(`${base}/en/play/${daysLink(setup, '8-8', [6 * DAY, 4 * DAY], '3d', 1)}`);
    await see(page, '[data-testid=overdue]');
    assert.match(await page.textContent('[data-testid=moved-ago]'), /Ann moved 4 days ago\./);
    await page.click('[data-testid=claim]');
    await page.click('[data-testid=confirm-yes]');
    await see(page, '.result');
    assert.match(await page.textContent('.result-main'), /Bo ran out of time\. Ann wins\./);
    const hash = await page.evaluate(() => location.hash);
    assert.match(hash, /&moves=8-8\.flag&/);
    assert.match(hash, /&clock=3d&at=[0-9a-z]+\.[0-9a-z]+\.[0-9a-z]+/);
    await shot('clock-correspondence-claimed');
  },
});

tests.push({
  name: 'clock: a 39×32 Dots game with 20 s a move at 1280×800 and 320×640 shows both clocks on screen, legible, the field whole on the laptop (screenshots)',
  // make test-long: the layout at two window sizes
  long: true,
  async run({ base }) {
    await freshBrowser(async (_ctx, page) => clockShots(page, base), { name: 'clock-shots' });
  },
});

async function clockShots(page, base) {
  {
    for (const [w, h] of [
      [1280, 800],
      [320, 640],
    ]) {
      await page.setViewportSize({ width: w, height: h });
      // the sport's 39×32 field (the default) with the sport's 20 s a move
      await startClocked(page, base, 'dots', '20s', { size: null });
      await page.click('.pt.can');
      await page.clock.runFor(16000);
      await page.waitForFunction(() => document.querySelector('.clock-seat.seat2.low'), null, { polling: 100 });
      for (const seat of [1, 2]) {
        const box = await page.locator(`[data-testid=clock-${seat}]`).boundingBox();
        assert.ok(
          box && box.x >= 0 && box.x + box.width <= w && box.y >= 0 && box.y + box.height <= h,
          `seat ${seat} at ${w}: ${JSON.stringify(box)}`,
        );
        const px = await page.$eval(`[data-testid=clock-${seat}]`, (el) => parseFloat(getComputedStyle(el).fontSize));
        assert.ok(px >= 16, `clock digits ${px}px`);
      }
      if (w === 1280) {
        // with the clocks above it the whole field still fits the window
        const board = await page.locator('.board-svg').boundingBox();
        assert.ok(board.y + board.height <= h, `39×32 board ends at ${board.y + board.height} in a ${h} px window`);
      }
      const label = await page.getAttribute('[data-testid=clock-2]', 'aria-label');
      assert.match(label, /^Player 2: 0:0[0-9]\.\d left$/);
      await page.screenshot({ path: new URL(`../../build/screenshots/clock-${w}x${h}.png`, import.meta.url).pathname });
    }
  }
}
