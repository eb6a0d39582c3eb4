// newcomer.e2e.mjs — the play page as a newcomer meets it (issue 51): Play in the first screen of
// every family's page at 1280×800 and on a 320×640 touch phone; no game saved before its first
// move, and saved games that say what they are; a shared game in which neither tab moves for the
// other side (the sender's after "Share link", the recipient's, a friend by link from the setup),
// and a days-per-move link that cannot backdate a move this browser has; the Dots ring chooser
// with its ring and its button in view, the board where it was.
import assert from 'node:assert/strict';
import { draw, freshBrowser, moreOptions, openFresh, see } from './helpers.mjs';

const PHONE = { viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const DESK = { viewport: { width: 1280, height: 800 } };
const FAMILIES = ['boxes', 'shutin', 'dots'];

/** Run f(context, page, size, options) in a fresh browser at 1280×800, then on a 320×640 phone;
 *  `name(size)` names each browser (its failure screenshot). */
async function atBothSizes(name, f) {
  for (const [size, options] of [
    ['1280', DESK],
    ['320', PHONE],
  ])
    await freshBrowser((context, page) => f(context, page, size, options), { name: name(size), options });
}
const status = (page) => page.textContent('[data-testid=status]');

/** The element's box in the window, and the window's size. */
const box = (page, selector) =>
  page.$eval(selector, (e) => {
    const r = e.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, w: innerWidth, h: innerHeight };
  });

/** Is the whole box inside the window? */
const inView = (b) => b.top >= 0 && b.left >= 0 && b.bottom <= b.h && b.right <= b.w;

/** Open the play page of a family as its home card does, in a fresh tab state. */
async function openFamily(page, base, family) {
  await openFresh(page, `${base}/en/play/#game=${family}`);
  await page.waitForSelector('html[data-hydrated] form.setup');
  await page.waitForFunction((f) => document.querySelector(`input[name=game][value=${f}]`).checked, family);
}

export const tests = [
  {
    name: 'first screen: Play is in view, unscrolled, on every family’s play page at 1280×800 and on a 320×640 phone',
    async run({ base }) {
      await atBothSizes(
        (size) => `first-screen-${size}`,
        async (_context, page, size) => {
          for (const family of FAMILIES) {
            await openFamily(page, base, family);
            const play = await box(page, 'form.setup button[type=submit]');
            assert.equal(await page.evaluate(() => scrollY), 0);
            assert.ok(inView(play), `${family} at ${size}: Play at y ${play.top}–${play.bottom} of ${play.h}`);
            // the first screen is the setup, not an empty list of saved games
            assert.equal(await page.locator('.saved-games li').count(), 0);
            const empty = await box(page, '.saved-empty');
            assert.ok(empty.top > play.bottom, 'the empty saved games come after Play, folded');
            await page.screenshot({
              path: new URL(`../../build/screenshots/first-screen-${family}-${size}.png`, import.meta.url).pathname,
            });
          }
          // Every option stays reachable: unfolded, the family's own options are there.
          await moreOptions(page);
          await see(page, 'input[name=rules]');
          await see(page, '#setup-clock');
          await page.screenshot({
            path: new URL(`../../build/screenshots/setup-more-options-${size}.png`, import.meta.url).pathname,
            fullPage: true,
          });
        },
      );
    },
  },
  {
    name: 'setup: a field the core refuses unfolds the folded options, so the player sees which one',
    async run({ page, base }) {
      // a blocked cell listed twice: the core refuses it
      await openFresh(page, `${base}/en/play/#game=shutin&blocked=c3.c3`);
      await page.waitForSelector('html[data-hydrated] form.setup .setup-problem:not([hidden])');
      await page.waitForFunction(() => document.querySelector('details.more-options').open);
      await see(page, 'form.setup [aria-invalid=true]');
    },
  },
  {
    name: 'saved games: no game is saved before its first move, and an entry says size, rules, opponent level and clock',
    async run({ page, base, shot }) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${base}/en/play/`);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await page.waitForSelector('html[data-hydrated] form.setup');
      await page.selectOption('#size', '3x3');
      await page.selectOption('#seat-2-kind', 'b2');
      await moreOptions(page);
      await page.check('input[name=misere]');
      await page.selectOption('#setup-clock', '3d');
      // Play pressed and left: nothing is saved.
      await page.click('form.setup button[type=submit]');
      await see(page, '.line.can');
      await page.click('.game-actions >> text=New game');
      await page.waitForSelector('form.setup');
      await see(page, '.saved-empty');
      assert.equal(await page.locator('.saved-games li').count(), 0, 'a game with no move was saved');
      // A move: now it is one of "Your games", and its line says what it is.
      await page.click('form.setup button[type=submit]');
      await draw(page, 0);
      await page.waitForFunction(() => !document.querySelector('.status.thinking'));
      await page.click('.game-actions >> text=New game');
      await see(page, '.saved-games li');
      const what = await page.textContent('.saved-games li .saved-what');
      assert.match(what, /^Dots and Boxes 3 × 3 · Misère · 3 days per move · Player 1 vs Bot, level 2 · 2 moves$/);
      await shot('saved-games-entry-1280');
      await page.setViewportSize({ width: 320, height: 640 });
      await shot('saved-games-entry-320');
    },
  },
  {
    name: 'shared game: after Share link the sender’s tab waits and names its seat; the recipient moves only for theirs',
    async run({ base }) {
      const share = { permissions: ['clipboard-read', 'clipboard-write'], ...DESK };
      let link = '';
      let senderUrl = '';
      await freshBrowser(
        async (context, page) => {
          await page.goto(`${base}/en/play/`);
          await page.waitForSelector('html[data-hydrated] form.setup');
          await page.selectOption('#size', '3x3');
          await page.selectOption('#seat-2-kind', 'h');
          await moreOptions(page);
          await page.fill('#seat-1-name', 'Ann');
          await page.fill('#seat-2-name', 'Ben');
          await page.click('form.setup button[type=submit]');
          await draw(page, 0);
          // Before anything is shared the game is on one device: both seats move here, and the
          // address bar names the seat to move, for whoever it is copied to.
          assert.match(page.url(), /&you=2(&|$)/);
          await page.click('[data-testid=share]');
          await page.waitForFunction(() => /copied/i.test(document.querySelector('.share-note').textContent));
          link = await page.inputValue('#share-url');
          assert.match(link, /&you=2(&|$)/);
          // The sender's tab is Ann's now: it waits for Ben, and moves for nobody else.
          assert.match(await status(page), /Waiting for Ben — send them the link/);
          assert.equal(await page.locator('.line.can').count(), 0, 'the sender can still draw Ben’s line');
          await page.click('.line[data-line="5"]', { force: true });
          assert.equal(await page.locator('.line[data-line="5"]:not(.free)').count(), 0, 'Ann drew Ben’s line');
          assert.match(await page.textContent('.link-seat'), /You play Ann on this device/);
          senderUrl = page.url();
          assert.match(senderUrl, /&you=1(&|$)/, 'the address bar names the sender’s seat');
          await page.screenshot({
            path: new URL('../../build/screenshots/shared-sender-waits-1280.png', import.meta.url).pathname,
          });
          // A reload stays Ann's.
          await page.reload();
          await see(page, '.board-svg');
          assert.match(await status(page), /Waiting for Ben/);
          assert.equal(await page.locator('.line.can').count(), 0);
        },
        { name: 'shared-sender', options: share },
      );
      // The recipient, in another browser: Ben moves once, then waits for Ann.
      let reply = '';
      await freshBrowser(
        async (context, page) => {
          await page.goto(link);
          await see(page, '.line.can');
          assert.match(await page.textContent('.link-seat'), /You play Ben on this device/);
          await draw(page, 5);
          assert.match(await status(page), /Waiting for Ann/);
          assert.equal(await page.locator('.line.can').count(), 0, 'the recipient can draw Ann’s line');
          await page.click('.line[data-line="10"]', { force: true });
          assert.equal(await page.locator('.line[data-line="10"]:not(.free)').count(), 0, 'Ben drew Ann’s line');
          assert.match(page.url(), /&you=2(&|$)/);
          reply = await page.inputValue('#share-url');
          assert.match(reply, /&you=1(&|$)/);
          // The sender's own address, opened here, is Ann's seat: it cannot move for Ben either.
          await openFresh(page, senderUrl.replace(/&id=[a-z0-9]+/, '&id=copy0001'));
          await see(page, '.board-svg');
          assert.match(await status(page), /Waiting for Ben/);
          assert.equal(await page.locator('.line.can').count(), 0);
        },
        { name: 'shared-recipient', options: share },
      );
      // Back with Ann's reply link in a third browser: Ann's turn, and Ann's only.
      await freshBrowser(
        async (context, page) => {
          await page.goto(reply);
          await see(page, '.line.can');
          await draw(page, 10);
          assert.match(await status(page), /Waiting for Ben/);
          assert.equal(await page.locator('.line.can').count(), 0);
        },
        { name: 'shared-reply', options: share },
      );
    },
  },
  {
    name: 'setup: “A friend, by link” binds this device to its own seat from the first move, at 1280 and 320 px',
    async run({ base }) {
      await atBothSizes(
        (size) => `friend-by-link-${size}`,
        async (_context, page, size) => {
          await openFresh(page, `${base}/en/play/#game=boxes&size=3x3`);
          await page.waitForSelector('html[data-hydrated] form.setup');
          // the setup says how to play a friend on another device
          assert.match(await page.textContent('#setup-remote-hint'), /A friend, by link/);
          await page.selectOption('#seat-2-kind', 'r');
          await page.click('form.setup button[type=submit]');
          await see(page, '.line.can');
          await draw(page, 0);
          assert.match(await status(page), /Waiting for Player 2 — send them the link/);
          assert.equal(await page.locator('.line.can').count(), 0, 'this device moved for the friend');
          assert.equal(await page.locator('.share-panel.lead').count(), 1, 'sending the link leads');
          assert.match(page.url(), /&you=1(&|$)/);
          assert.match(await page.inputValue('#share-url'), /&you=2(&|$)/);
          await page.screenshot({
            path: new URL(`../../build/screenshots/friend-by-link-waits-${size}.png`, import.meta.url).pathname,
          });
        },
      );
    },
  },
  {
    name: 'days per move: a link that backdates a move this browser has is not believed (no claim on time)',
    async run({ page, base }) {
      await page.goto(`${base}/en/play/`);
      await page.waitForSelector('html[data-hydrated] form.setup');
      await page.selectOption('#size', '3x3');
      await page.selectOption('#seat-2-kind', 'h');
      await moreOptions(page);
      await page.fill('#seat-1-name', 'Ann');
      await page.fill('#seat-2-name', 'Ben');
      await page.selectOption('#setup-clock', '1d');
      await page.click('form.setup button[type=submit]');
      await draw(page, 0);
      const url = await page.inputValue('#share-url');
      // The same game for Ann's seat, its start and Ann's move dated three days back.
      const at = (ms) => Math.floor((ms - Date.UTC(2024, 0, 1)) / 60000);
      const back = at(Date.now() - 3 * 86400000 - 60000);
      const forged = url.replace(/&at=[0-9a-z.]+/, `&at=${back.toString(36)}.0`).replace(/&you=2/, '&you=1');
      assert.notEqual(forged, url);
      // Opened in another tab of this browser, which has the game with its real dates.
      const tab = await page.context().newPage();
      await tab.goto(forged);
      await see(tab, '.board-svg');
      await see(tab, '[data-testid=moved-ago]');
      assert.match(await status(tab), /Waiting for Ben/);
      assert.doesNotMatch(await tab.textContent('[data-testid=moved-ago]'), /days? ago/);
      assert.equal(await tab.locator('[data-testid=claim]').count(), 0, 'a claim on time was offered');
      await tab.close();
    },
  },
];

/** The ring chooser position (docs/dots-rules.md, ring=any): 4-3 closes two rings. */
const RING_LINK =
  '#v=1&game=dots&size=15x15&start=empty&ring=any&moves=5-2.5-3.6-3.12-12.5-4.12-13.4-5.12-14.3-4.12-10&seats=h,h&you=1';

tests.push({
  name: 'ring chooser: the ring shown and Close this ring are in view together, the board where it was, at 1280×800 and on a 320×640 phone (keyboard hints only off the touch screen); the ring closed is one outline',
  // make test-long: the layout at two window sizes
  long: true,
  async run({ base }) {
    await atBothSizes(
      (size) => `ring-chooser-${size}`,
      async (context, page, size, options) => {
        await page.goto(`${base}/en/play/${RING_LINK}&id=ring${size}`);
        await see(page, '.pt.can[data-token="4-3"]');
        // how to play shows at both sizes; the keyboard's part not on the touch phone
        assert.ok(await page.isVisible('.board-help'), `no help line at ${size}`);
        assert.equal(await page.isVisible('.board-keys'), !options.hasTouch, `keyboard hints at ${size}`);
        const before = await page.$eval('.board-svg', (e) => e.getBoundingClientRect().top + scrollY);
        if (options.hasTouch) await page.tap('.pt.can[data-token="4-3"] .hit');
        else await page.click('.pt.can[data-token="4-3"]');
        await see(page, '[data-testid=ring-chooser]');
        const after = await page.$eval('.board-svg', (e) => e.getBoundingClientRect().top + scrollY);
        assert.equal(after, before, 'the chooser moved the board');
        for (const ring of [0, 1]) {
          if (ring) await page.click('[data-testid=ring-chooser] label >> nth=1');
          await page.waitForSelector(`[data-testid=ring-chooser] input[name=dots-ring] >> nth=${ring}`);
          await page.waitForFunction((i) => document.querySelectorAll('input[name=dots-ring]')[i].checked, ring);
          const shown = await box(page, '.ring-choice');
          const button = await box(page, '[data-action=ring-play]');
          const chooser = await box(page, '[data-testid=ring-chooser]');
          assert.ok(inView(shown), `ring ${ring + 1} at ${size}: y ${shown.top}–${shown.bottom} of ${shown.h}`);
          assert.ok(inView(button), `Close this ring at ${size}: y ${button.top}–${button.bottom}`);
          const overlaps =
            shown.left < chooser.right &&
            chooser.left < shown.right &&
            shown.top < chooser.bottom &&
            chooser.top < shown.bottom;
          assert.ok(!overlaps, `the chooser covers ring ${ring + 1} at ${size}`);
          // on a phone the scores stick to the top: the ring is not under them
          const bar = await box(page, '.status-bar');
          if (size === '320') assert.ok(shown.top >= bar.bottom, 'the ring is under the status bar');
          await page.screenshot({
            path: new URL(`../../build/screenshots/ring-chooser-${ring + 1}-${size}.png`, import.meta.url).pathname,
          });
        }
        // a keyboard's hint for a keyboard only
        assert.equal(await page.isVisible('.ring-keys'), !options.hasTouch);
        await page.click('[data-action=ring-play]');
        await page.waitForSelector('[data-testid=ring-chooser]', { state: 'detached' });
        assert.match(await page.textContent('.movelist'), /4-3 \(chosen ring\)/);
        // the ring chosen (ring 2) is drawn as one area with one outline
        const d = await page.getAttribute('.territory', 'd');
        assert.equal(d.match(/M/g).length, 1, `the chosen ring is drawn as ${d}`);
        await page.screenshot({
          path: new URL(`../../build/screenshots/ring-closed-${size}.png`, import.meta.url).pathname,
        });
      },
    );
  },
});
