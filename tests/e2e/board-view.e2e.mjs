// board-view.e2e.mjs — what a player sees of the board (issue 51): one grid on a Dots field (the
// page's notebook lines do not show through the board, measured on its pixels), a replay mark
// that shows its position without taking the board out of view, and a status line that speaks of
// the position shown while looking back.
import assert from 'node:assert/strict';
import { openFresh, see } from './helpers.mjs';

/** A finished 4×4 game, level 1 against level 4 (paperdots match): marks for many of its moves. */
const GAME =
  'game=boxes&grid=square&size=4x4&border=open&misere=0&players=2&moves=30.38.1.31.11.16.18.17.34.14.0.27.8.2.26.10.28.37.4.24.3.35.39.36.32.29.33.15.19.20.23.22.25.21.12.7.6.5.9.13';

/** The board's box in the window below what covers it there (a phone's sticky status bar). */
const boardInView = (page) =>
  page.$eval('.play-main', (col) => {
    const r = col.querySelector('.board-svg').getBoundingClientRect();
    const bar = col.querySelector('.status-bar');
    const covered = getComputedStyle(bar).position === 'sticky' ? bar.getBoundingClientRect().bottom : 0;
    return { ok: r.top >= covered - 1 && r.bottom <= innerHeight + 1, top: r.top, bottom: r.bottom, covered };
  });

/**
 * Resolves when the window has stopped scrolling: the same scroll offset for ten frames in a row
 * (a smooth scroll takes its time from its length — 0.7 s for 1 500 px on a phone — and longer on
 * a busy machine), or after 5 s, when the caller's check then says where the board stopped.
 */
const scrollSettled = (page) =>
  page.evaluate(
    () =>
      new Promise((done) => {
        const t0 = performance.now();
        let last = scrollY;
        let same = 0;
        const tick = () => {
          same = scrollY === last ? same + 1 : 0;
          last = scrollY;
          if (same >= 10 || performance.now() - t0 > 5000) done();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );

/**
 * The pixels of the board in the window, away from its own lines and points that are not the board's background
 * colour (the colour most of them have): {stray, of}. Pixels within 1.5 px of a grid line of the
 * board, or within half a step of a point, are the board's own drawing and are not counted.
 */
async function strayPixels(page, context) {
  await page.mouse.move(0, 0);
  // What the window shows of the board: the board inside its (zoomed, scrolling) frame.
  await page.$eval('.board-scroll', (e) => e.scrollIntoView({ block: 'nearest' }));
  const png = await page.screenshot();
  const geo = await page.$eval('.board-svg', (svg) => {
    const r = svg.getBoundingClientRect();
    const f = svg.closest('.board-scroll').getBoundingClientRect();
    const m = svg.getScreenCTM();
    const seen = {
      left: Math.max(r.left, f.left, 0),
      top: Math.max(r.top, f.top, 0),
      right: Math.min(r.right, f.right, innerWidth),
      bottom: Math.min(r.bottom, f.bottom, innerHeight),
    };
    return { seen, a: m.a, d: m.d, e: m.e, f: m.f, dpr: devicePixelRatio };
  });
  const field = await page.$eval('.board-svg', (svg) => {
    const vb = svg.viewBox.baseVal;
    const pts = [...svg.querySelectorAll('.pt .hit')].map((r) => [
      Number(r.getAttribute('x')) + 0.5,
      Number(r.getAttribute('y')) + 0.5,
    ]);
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys), vb: vb.width };
  });
  // decoded in a blank page of its own (the play page's policy allows no data: fetch)
  const blank = await context.newPage();
  try {
    return await blank.evaluate(
      async ({ b64, geo, field }) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const img = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(img.width, img.height);
        const g = canvas.getContext('2d');
        g.drawImage(img, 0, 0);
        const data = g.getImageData(0, 0, img.width, img.height).data;
        const keep = [];
        const { seen } = geo;
        for (let j = Math.ceil(seen.top * geo.dpr); j < Math.floor(seen.bottom * geo.dpr); j++) {
          for (let i = Math.ceil(seen.left * geo.dpr); i < Math.floor(seen.right * geo.dpr); i++) {
            const cx = (i + 0.5) / geo.dpr;
            const cy = (j + 0.5) / geo.dpr;
            const x = (cx - geo.e) / geo.a;
            const y = (cy - geo.f) / geo.d;
            if (x < field.minX || x > field.maxX || y < field.minY || y > field.maxY) continue;
            const dx = Math.abs(x - Math.round(x));
            const dy = Math.abs(y - Math.round(y));
            if (dx * geo.a < 1.5 || dy * geo.d < 1.5) continue; // on a line of the board's grid
            if (dx < 0.5 && dy < 0.5 && Math.hypot(dx, dy) < 0.5) continue; // a point and its marks
            const k = 4 * (j * img.width + i);
            keep.push((data[k] << 16) | (data[k + 1] << 8) | data[k + 2]);
          }
        }
        const count = new Map();
        for (const c of keep) count.set(c, (count.get(c) || 0) + 1);
        const bg = [...count].sort((p, q) => q[1] - p[1])[0][0];
        const far = (c) =>
          Math.max(
            Math.abs(((c >> 16) & 255) - ((bg >> 16) & 255)),
            Math.abs(((c >> 8) & 255) - ((bg >> 8) & 255)),
            Math.abs((c & 255) - (bg & 255)),
          ) > 8;
        return { stray: keep.filter(far).length, of: keep.length };
      },
      { b64: png.toString('base64'), geo, field },
    );
  } finally {
    await blank.close();
  }
}

export const tests = [
  {
    name: 'one grid: no line of the page shows inside a Dots field, 39×32 at 1280×800 and 15×15 at 320×640, light and dark',
    // make test-long: the drawing at two window sizes and two colour schemes
    long: true,
    async run({ page, context, base }) {
      for (const [w, h, size] of [
        [1280, 800, '39x32'],
        [320, 640, '15x15'],
      ]) {
        await page.setViewportSize({ width: w, height: h });
        for (const scheme of ['light', 'dark']) {
          await page.emulateMedia({ colorScheme: scheme });
          await openFresh(page, `${base}/en/play/#v=1&game=dots&size=${size}&start=cross&seats=h,h&moves=`);
          await see(page, 'html[data-hydrated] .board-svg.dots');
          const { stray, of } = await strayPixels(page, context);
          assert.ok(of > 10000, `${size} at ${w} px, ${scheme}: only ${of} pixels measured`);
          assert.ok(
            stray / of < 0.002,
            `${size} at ${w} px, ${scheme}: ${stray} of ${of} pixels between the board's lines are another colour`,
          );
        }
      }
      await page.emulateMedia({ colorScheme: null });
    },
  },
  {
    name: 'replay marks: a mark picked in the move list shows its position with the board in view, at 1280×800 and 320×640, and names the move as the list does',
    async run({ page, base }) {
      // One analysis (a whole 4×4 game, seconds of CPU), then the marks at each size: the page
      // turned from a laptop's window to a phone's, as a resized window or a turned tablet does.
      await page.setViewportSize({ width: 1280, height: 800 });
      await openFresh(page, `${base}/en/play/#v=1&${GAME}&seats=h,b1&id=replay`);
      await see(page, 'html[data-hydrated] [data-testid=replay-analysis]');
      await page.click('[data-testid=replay-analysis]');
      await page.waitForSelector('[data-testid=replay-summary]');
      const ks = await page.$$eval('.blunder[data-move]', (els) => els.map((el) => Number(el.dataset.move)));
      assert.ok(ks.length >= 2, `marks: ${ks}`);
      for (const [w, h] of [
        [1280, 800],
        [320, 640],
      ]) {
        await page.setViewportSize({ width: w, height: h });
        await page.evaluate(() => scrollTo(0, 0));
        for (const k of [ks[ks.length - 1], ks[0]]) {
          const mark = page.locator(`.blunder[data-move="${k}"]`);
          await mark.scrollIntoViewIfNeeded();
          await mark.click();
          // the position before the move: the move before it is the list's current one
          await page.waitForFunction((k) => document.querySelector('.blunder.current')?.dataset.move === String(k), k);
          await scrollSettled(page);
          const b = await boardInView(page);
          assert.ok(
            b.ok,
            `${w} px, mark of move ${k + 1}: the board is at ${b.top}–${b.bottom} (covered to ${b.covered}) of ${h}`,
          );
          // one numbering: the mark, the list and the line under the list say the same turn
          const said = await page.$eval(`.blunder[data-move="${k}"]`, (el) => ({
            mark: el.getAttribute('aria-label'),
            turn: el.closest('li.turn').querySelector('.turn-no').textContent.replace('.', ''),
            label: el.closest('.move-marked').querySelector('.move').firstChild.textContent,
            cur: (() => {
              const c = document.querySelector('.movelist .move.current');
              return (
                c && {
                  turn: c.closest('li.turn').querySelector('.turn-no').textContent.replace('.', ''),
                  label: c.firstChild.textContent,
                }
              );
            })(),
            viewing: document.querySelector('.movelist .viewing').textContent,
          }));
          assert.match(said.mark, new RegExp(`^Turn ${said.turn}, ${said.label}: lost \\d+ box(es)?; `));
          assert.equal(
            said.viewing,
            said.cur
              ? `Showing the board after turn ${said.cur.turn}: ${said.cur.label}.`
              : 'Showing the board before the first move.',
          );
        }
      }
    },
  },
  {
    name: 'looking back: the status line names the shown position’s mover, not the finished game’s result, until Latest',
    async run({ page, base }) {
      await openFresh(page, `${base}/en/play/#v=1&${GAME}&seats=h,h&id=lookback`);
      await see(page, 'html[data-hydrated] section.result');
      const status = () => page.textContent('[data-testid=status]');
      const result = await status();
      assert.match(result, /wins|draw/i);
      const names = await page.$$eval('.scoreboard .seat .name', (els) => els.map((el) => el.textContent));
      await page.click('.move-steps button:nth-child(1)');
      await page.waitForFunction(() => document.querySelector('.movelist .viewing'));
      assert.equal(await status(), `An earlier position: ${names[0]} to move here`);
      await page.click('.move-steps button:nth-child(3)');
      // after the first move (a line that closes no box), the other seat moves
      assert.equal(await status(), `An earlier position: ${names[1]} to move here`);
      await page.click('.move-steps button:nth-child(4)');
      await page.waitForFunction(() => !document.querySelector('.movelist .viewing'));
      assert.equal(await status(), result);
    },
  },
  {
    name: 'polish ending: the board stays put while the offer and its answer come and go (1280 and 320 px), and the offerer waits without answer buttons',
    async run({ page, base }) {
      const POLISH = 'game=dots&size=7x7&start=empty&place=0&first=0&rules=polish';
      const top = () => page.$eval('.board-svg', (e) => e.getBoundingClientRect().top + scrollY);
      for (const [w, h] of [
        [1280, 800],
        [320, 640],
      ]) {
        await page.setViewportSize({ width: w, height: h });
        await openFresh(page, `${base}/en/play/#v=1&${POLISH}&seats=h,h&id=pol${w}&moves=3-3`);
        await see(page, 'html[data-hydrated] .board-svg.dots');
        const y0 = await top();
        await page.click('.game-actions [data-action=agree]');
        await see(page, '.turn-note[data-note=offer]');
        assert.equal(await top(), y0, `${w} px: the offer moved the board`);
        await page.click('.game-actions [data-action=decline]');
        await see(page, '.turn-note[data-note=declined]');
        assert.equal(await top(), y0, `${w} px: the decline moved the board`);
      }
      // A link game for seat 1: after its offer the other side answers on its own device.
      await openFresh(page, `${base}/en/play/#v=1&${POLISH}&seats=h,h&id=polwait1&you=1&moves=3-3.5-5`);
      await see(page, 'html[data-hydrated] .game-actions [data-action=agree]');
      await page.click('.game-actions [data-action=agree]');
      await see(page, '.turn-note[data-note=offer]');
      assert.equal(
        await page.textContent('.turn-note[data-note=offer]'),
        'Player 1 offers to end the game and count it; Player 2 accepts or declines.',
      );
      assert.equal(await page.locator('.game-actions [data-action=decline]').count(), 0);
      assert.equal(await page.locator('.game-actions [data-action=agree]').count(), 0);
    },
  },
];
