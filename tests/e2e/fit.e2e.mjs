// fit.e2e.mjs — browser tests for the table as players expect it (without clocks): the
// default board of every family fits the window at 1280 × 800, 1366 × 768 and 320 × 640 in every
// language (the whole field below the header with legible coordinates and the side column beside
// it on a laptop; on a phone the board takes the width and pans in a frame that fits the window),
// nothing in the scoreboard is cut, and the controls follow the rules, the turn and the end: the
// polish "!" box unchecks at every new turn, no help line or box once the game is over, Ground only
// where the engine allows it, a resignation said once; a touch screen shows no hover square or
// keyboard cursor before anyone touched the board. One page per window size and language: the
// games open as share links in it (a fragment change, no new page load).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadEngine } from '../../wasm/engine.js';
import { freshBrowser, see, startDots } from './helpers.mjs';

const LANGS = ['en', 'da', 'de', 'nb'];
const SIZES = [
  { width: 1280, height: 800, desktop: true },
  { width: 1366, height: 768, desktop: true },
  { width: 320, height: 640, desktop: false },
];
/** The smallest computed size of a coordinate on screen, px, where the whole field is shown. */
const MIN_LABEL_PX = 11;

/** The engine the site runs (the whole module), asked for defaults and for what is allowed. */
const engine = await loadEngine({
  wasmBinary: readFileSync(new URL('../../wasm/dist/paperdots.wasm', import.meta.url)),
});
const schema = engine.setupSchema();
/** A family's default size as the core's schema says ("39x32" for Dots). */
const defaultSize = (game) => {
  const f = schema.families.find((x) => x.name === game);
  const k = f.keys.find((x) => x.key === 'size');
  return k.by ? k.defaults[f.keys.find((x) => x.key === k.by).default] : k.default;
};
/** The special moves the engine allows after a record (state.actions). */
const actionsAfter = (record) => {
  const g = engine.newGame(record);
  try {
    return g.state().actions;
  } finally {
    g.free();
  }
};

let serial = 0;
const newId = () => `fit${Date.now().toString(36)}${(serial++).toString(36)}`;

/**
 * Show the game `setup` with `moves` in this page as a share link: the first time as a page
 * load, then as a fragment change (the play page opens a pasted link in place). Waits until the
 * board shows that game: the address carries its id as the page writes it, its title's size and
 * its move count.
 */
async function openGame(page, base, lang, { setup, moves = '', seats = 'h,h', names = null }) {
  const size = /size=(\d+)x(\d+)/.exec(setup) || [null, ...defaultSize(/game=(\w+)/.exec(setup)[1]).split('x')];
  const id = newId();
  const frag = `#v=1&${setup}&moves=${moves}&id=${id}&seats=${seats}${names ? `&names=${names}` : ''}`;
  if (!page.url().includes(`/${lang}/play/`)) {
    await page.goto(`${base}/${lang}/play/${frag}`);
  } else {
    await page.evaluate((f) => {
      location.hash = f;
    }, frag);
  }
  const n = moves ? moves.split('.').length : 0;
  // The page has opened this link once it writes the game's own fragment (with its self-check
  // c=, which the link above lacks): a board of the same size before it is the previous game.
  await page.waitForFunction(
    ({ w, h, n, id }) => {
      const title = document.querySelector('.game-title');
      return (
        location.hash.includes(`&id=${id}`) &&
        /[#&]c=/.test(location.hash) &&
        document.querySelector('.board-svg') &&
        title &&
        title.textContent.includes(`${w} × ${h}`) &&
        document.querySelectorAll('.movelist .move').length === n
      );
    },
    { w: size[1], h: size[2], n, id },
  );
  // The board measures its space after it is drawn: let that settle (two frames).
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Everything the fit checks read, in one round trip. */
const layout = (page) =>
  page.evaluate(() => {
    const box = (el) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
    };
    const svg = document.querySelector('.board-svg');
    const ctm = svg.getScreenCTM();
    const labels = [...svg.querySelectorAll('.coords text')].map(
      (el) => parseFloat(getComputedStyle(el).fontSize) * ctm.a,
    );
    const cut = [...document.querySelectorAll('.scoreboard .name, .scoreboard .kind')]
      .filter((el) => el.scrollWidth > el.clientWidth)
      .map((el) => `"${el.textContent}" (${el.scrollWidth}px in ${el.clientWidth}px)`);
    const wrapped = [...document.querySelectorAll('.scoreboard .name, .scoreboard .kind')]
      .filter(
        (el) =>
          el.getClientRects().length > 1 ||
          el.getBoundingClientRect().height > 1.6 * parseFloat(getComputedStyle(el).fontSize),
      )
      .map((el) => `"${el.textContent}"`);
    return {
      win: {
        width: document.documentElement.clientWidth,
        height: window.innerHeight,
        scrollWidth: document.documentElement.scrollWidth,
      },
      header: box(document.querySelector('.site-header')),
      svg: box(svg),
      frame: box(document.querySelector('.board-scroll')),
      main: box(document.querySelector('.play-main')),
      side: box(document.querySelector('.play-side')),
      status: box(document.querySelector('.status-bar')),
      zoomed: !!document.querySelector('.board-scroll.zoomed'),
      minLabel: labels.length ? Math.min(...labels) : null,
      cut,
      wrapped,
    };
  });

/** The fit of the board on screen now, as a list of what is wrong (empty: all fits). */
function misfits(m, size, what) {
  const bad = [];
  const r = (b) => `${Math.round(b.left)},${Math.round(b.top)}–${Math.round(b.right)},${Math.round(b.bottom)}`;
  if (m.win.scrollWidth > m.win.width) bad.push(`the page is ${m.win.scrollWidth}px wide in ${m.win.width}px`);
  if (m.cut.length) bad.push(`scoreboard cut: ${m.cut.join(', ')}`);
  if (m.wrapped.length) bad.push(`scoreboard wraps: ${m.wrapped.join(', ')}`);
  if (size.desktop) {
    // The whole field on screen below the header, unzoomed, the side column beside it.
    if (m.zoomed) bad.push('the board starts zoomed');
    if (m.svg.top < m.header.bottom || m.svg.bottom > m.win.height || m.svg.left < 0 || m.svg.right > m.win.width) {
      bad.push(
        `the board ${r(m.svg)} is not inside the window below the header (${m.win.width}×${m.win.height}, header to ${Math.round(m.header.bottom)})`,
      );
    }
    if (!(m.side.left >= m.svg.right && m.side.top < m.svg.bottom))
      bad.push(`the side column ${r(m.side)} is not beside the board ${r(m.svg)}`);
    if (m.minLabel !== null && m.minLabel < MIN_LABEL_PX) bad.push(`coordinates ${m.minLabel.toFixed(1)}px`);
  } else {
    // The board takes the width; its frame (zoomed or not) fits the window under the sticky scores.
    if (Math.abs(m.frame.width - m.main.width) > 1)
      bad.push(`the board frame is ${m.frame.width}px of ${m.main.width}px`);
    if (m.frame.left < 0 || m.frame.right > m.win.width) bad.push(`the board frame ${r(m.frame)} leaves the window`);
    if (m.frame.height + m.status.height > m.win.height)
      bad.push(`the frame (${m.frame.height}px) and the scores do not fit ${m.win.height}px`);
    if (!m.zoomed && (m.svg.width > m.frame.width + 1 || m.svg.height > m.frame.height + 1))
      bad.push('an unzoomed board is bigger than its frame');
    if (m.side.top < m.frame.bottom) bad.push(`the side column ${r(m.side)} overlaps the board ${r(m.frame)}`);
  }
  return bad.map((b) => `${what} at ${size.width}×${size.height}: ${b}`);
}

/** Ground offered exactly where the engine lists it, in positions where it is and is not. */
async function groundAsTheEngineSays(page, base, lang) {
  const GROUND = 'game=dots&size=9x9&start=empty';
  const line = '1-5.2-5.2-6.8-8.3-5.8-2.2-4.5-5'.split('.');
  const cases = [
    [`${GROUND}&ground=leader`, ''],
    [`${GROUND}&ground=leader`, line.slice(0, 7).join('.')],
    [`${GROUND}&ground=leader`, line.join('.')],
    [GROUND, ''],
  ];
  const seen = [];
  for (const [setup, moves] of cases) {
    await openGame(page, base, lang, { setup, moves });
    const allowed = actionsAfter(`${setup}&moves=${moves}`).includes('ground');
    const shown = (await page.locator('.game-actions [data-action=ground]').count()) === 1;
    assert.equal(
      shown,
      allowed,
      `${lang}: Ground ${shown ? 'offered' : 'missing'} after "${setup}&moves=${moves}", the engine says ${allowed}`,
    );
    seen.push(allowed);
  }
  assert.deepEqual([...new Set(seen)].sort(), [false, true], 'the cases show Ground both allowed and not');
}

/** The polish box, the help line and a resignation, in one language (a hot-seat game). */
async function controls(page, base, lang) {
  const POLISH = 'game=dots&size=9x9&start=empty&rules=polish';
  await openGame(page, base, lang, { setup: POLISH, names: 'Ann,Bo' });
  const box = page.locator('input[name=capture]');
  // Every new turn starts without the "!": after each side's dot and after an undo.
  for (const p of ['3-3', '7-7', '3-4']) {
    await box.check();
    await page.click(`.pt.can[data-token="${p}"] .hit`);
    await page.waitForSelector(`.pt[data-token="${p}"]:not(.can)`);
    assert.equal(await box.isChecked(), false, `${lang}: the "!" box still checked after ${p}`);
  }
  await box.check();
  await page.click('.game-actions button:first-child'); // undo
  await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length === 2);
  assert.equal(await box.isChecked(), false, `${lang}: the "!" box still checked after an undo`);
  assert.equal(await page.locator('#board-help').count(), 1, `${lang}: no help line while the game goes on`);
  // Offer and accept: the game is over; the box and the help line go.
  await page.click('.game-actions [data-action=agree]');
  await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length === 3);
  await page.click('.game-actions [data-action=agree]');
  await see(page, '.result');
  assert.equal(await box.count(), 0, `${lang}: the "!" box stays after the game is over`);
  assert.equal(await page.locator('#board-help').count(), 0, `${lang}: the help line stays after the game is over`);

  // Ground: a button exactly where the engine lists it (ground=leader: only a leader whose dots
  // all reach the edge; ground=any: whoever is to move). No words involved: in one language.
  if (lang === LANGS[0]) await groundAsTheEngineSays(page, base, lang);

  // A resignation is said once: the live region names the one who resigned once.
  await openGame(page, base, lang, { setup: 'game=boxes', names: 'Ann,Bo' });
  await page.click('.game-actions [data-action=resign]');
  await page.click('[data-testid=confirm-yes]');
  await see(page, '.result');
  const said = await page.textContent('.play-main [aria-live=polite]');
  assert.equal(said.split('Ann').length - 1, 1, `${lang}: the resignation is said as "${said}"`);
  assert.match(said, /Bo/);
  assert.equal(
    await page.locator('#board-help').count(),
    0,
    `${lang}: the boxes help line stays after the game is over`,
  );
}

export const tests = [
  ...LANGS.map((lang) => ({
    name: `fit: the default board of every family fits 1280 × 800, 1366 × 768 and 320 × 640 (${lang}), nothing cut, controls that follow the turn and the end`,
    // English in make test; German (the longest words), Danish and Norwegian in make test-long
    long: lang !== 'en',
    async run({ page, base }) {
      const bad = [];
      for (const size of SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        // A new page load per size: the board starts in this window as a player would see it.
        await page.goto('about:blank');
        for (const game of ['dots', 'boxes', 'shutin']) {
          // A bot on seat 2: its level in the scoreboard ("bot, niveau 4") must fit too.
          await openGame(page, base, lang, { setup: `game=${game}`, seats: 'h,b4' });
          bad.push(...misfits(await layout(page), size, `${game} ${defaultSize(game)}`));
        }
      }
      assert.equal(bad.length, 0, bad.join('; '));
      // The controls, at one of the sizes per language.
      const size = SIZES[LANGS.indexOf(lang) % SIZES.length];
      await page.setViewportSize({ width: size.width, height: size.height });
      await controls(page, base, lang);
    },
  })),
  {
    name: 'fit: every size preset of every family and grid starts whole (unzoomed) inside a 1366 × 768 window',
    async run({ page, base }) {
      // The lowest of the laptop windows; the presets as the core's schema lists them.
      await page.setViewportSize({ width: 1366, height: 768 });
      const boards = [];
      for (const f of schema.families) {
        const k = f.keys.find((x) => x.key === 'size');
        if (!k.by) for (const size of k.presets) boards.push(`game=${f.name}&size=${size}`);
        else
          for (const [by, sizes] of Object.entries(k.presets))
            for (const size of sizes) boards.push(`game=${f.name}&${k.by}=${by}&size=${size}`);
      }
      assert.ok(boards.length >= 20, `${boards.length} presets`);
      const bad = [];
      for (const setup of boards) {
        await openGame(page, base, 'en', { setup });
        const m = await layout(page);
        if (m.zoomed) bad.push(`${setup} starts zoomed`);
        if (m.svg.top < m.header.bottom || m.svg.bottom > m.win.height || m.svg.right > m.win.width)
          bad.push(`${setup} leaves the window (bottom ${Math.round(m.svg.bottom)})`);
        if (m.minLabel !== null && m.minLabel < MIN_LABEL_PX)
          bad.push(`${setup}: coordinates ${m.minLabel.toFixed(1)}px`);
      }
      assert.equal(bad.length, 0, bad.join('; '));
    },
  },
  {
    name: 'fit: Fit to screen fits both dimensions of the biggest Dots field, and a touch screen shows no hover square or cursor before keyboard use',
    async run({ page, base }) {
      // 52 × 52 is past the mouse minimum at 1280 × 800: it starts zoomed; Fit shows all of it.
      await page.setViewportSize({ width: 1280, height: 800 });
      await openGame(page, base, 'en', { setup: 'game=dots&size=52x52&start=empty' });
      assert.equal(await page.locator('.board-scroll.zoomed').count(), 1, 'a 52 × 52 field starts zoomed');
      const frame = await page.$eval('.board-scroll', (el) => el.getBoundingClientRect().bottom);
      assert.ok(frame <= 800, `the zoomed frame ends at ${frame}px in an 800px window`);
      await page.click('.board-zoom button:last-child');
      await page.waitForFunction(() => !document.querySelector('.board-scroll.zoomed'));
      const m = await layout(page);
      assert.ok(
        m.svg.bottom <= m.win.height && m.svg.right <= m.win.width,
        `after Fit the board ends at ${m.svg.right},${m.svg.bottom}`,
      );

      await freshBrowser(
        async (_ctx, touch) => {
          await startDots(touch, base, { setup: 'size=15x15&start=cross', seats: ['h', 'b1'] });
          const marks = () =>
            touch.evaluate(() => ({
              hover: [...document.querySelectorAll('.board-svg .pt .hit')].filter(
                (el) => getComputedStyle(el).fill !== 'rgba(0, 0, 0, 0)' && getComputedStyle(el).fill !== 'transparent',
              ).length,
              ghost: [...document.querySelectorAll('.board-svg .pt .ghost')].filter(
                (el) => Number(getComputedStyle(el).opacity) > 0,
              ).length,
              cursor: getComputedStyle(document.querySelector('.board-svg .cursor .focus-ring')).stroke,
            }));
          assert.deepEqual(
            await marks(),
            { hover: 0, ghost: 0, cursor: 'none' },
            'a touch screen shows a mark on an untouched board',
          );
          // Keyboard use shows the cursor.
          await touch.focus('.board-svg .cursor');
          await touch.keyboard.press('ArrowLeft');
          await touch.waitForFunction(
            () => getComputedStyle(document.querySelector('.board-svg .cursor .focus-ring')).stroke !== 'none',
          );
        },
        { name: 'fit-touch', options: { viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true } },
      );
    },
  },
];

/** Screenshots of the default boards at the three sizes (the window only: what fits without scrolling). */
export const shots = [
  {
    name: 'fit: default boards at 1280 × 800, 1366 × 768 and 320 × 640, and Dots in German',
    async run({ page, base, shot }) {
      for (const size of SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto('about:blank');
        for (const game of ['dots', 'boxes', 'shutin']) {
          await openGame(page, base, 'en', { setup: `game=${game}`, seats: 'h,b4' });
          await shot(`table-${game}-${defaultSize(game)}-${size.width}x${size.height}`, { fullPage: false });
        }
      }
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto('about:blank');
      await openGame(page, base, 'de', { setup: 'game=dots&rules=polish', moves: '18-15.23-18.19-19', seats: 'h,b4' });
      await shot('table-dots-39x32-1366x768-de', { fullPage: false });
    },
  },
];
