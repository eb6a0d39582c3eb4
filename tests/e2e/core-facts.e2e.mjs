// core-facts.e2e.mjs — browser tests for facts the core owns: a resignation is a move of the
// record (it travels by link, survives a reload and is undone), and the setup's words and
// limits (the Play button, size limits from the core's schema) in every language.
import assert from 'node:assert/strict';
import { draw, see, startBoxes } from './helpers.mjs';

export const tests = [
  {
    name: 'language: a switch on the play page keeps the game on the board; the root page then goes to the language picked',
    async run({ page, base }) {
      // a game in progress, opened from a link (its fragment names the game)
      const fragment = 'v=1&game=boxes&size=3x3&moves=0.5.12&id=lang1234&seats=h,h&names=Ann,Bo';
      await page.goto(`${base}/en/play/#${fragment}`);
      await see(page, 'html[data-hydrated] .board-svg');
      await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length === 3);
      await page.click('.lang-switch a[hreflang=de]');
      await page.waitForURL(/\/de\/play\/#/);
      await see(page, 'html[data-hydrated] .board-svg');
      await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length === 3);
      assert.equal(await page.getAttribute('html', 'lang'), 'de');
      // the root page sends this browser to the language it picked, not the browser's (English here)
      await page.goto(`${base}/`);
      await page.waitForURL(/\/de\/$/);
      await page.click('.lang-switch a[hreflang=da]');
      await page.waitForURL(/\/da\/$/);
      await page.goto(`${base}/`);
      await page.waitForURL(/\/da\/$/);
      // (the next tests start from English pages)
      await page.evaluate(() => localStorage.removeItem('paperdots:v1:lang'));
    },
  },
  {
    name: 'resign: a resigned game survives a share link and a reload, and undo takes it back',
    async run({ page, base }) {
      await startBoxes(page, base, { seats: ['h', 'h'] });
      await draw(page, 3);
      await page.click('.game-actions >> text=Resign');
      await page.click('dialog[open] [data-testid=confirm-yes]');
      const result = 'Player 2 resigned. Player 1 wins.';
      assert.equal(await page.textContent('.result-main'), result);
      assert.match(await page.textContent('.movelist'), /resigned/);
      const url = await page.inputValue('#share-url');
      assert.match(url, /&moves=3\.resign&id=/);
      // A reload resumes the resigned game from the fragment, then from storage.
      await page.reload();
      await see(page, '.result-main');
      assert.equal(await page.textContent('.result-main'), result);
      // The saved copy holds the resignation in its record (finished games are not offered to continue).
      const id = url.match(/&id=([a-z0-9]+)/)[1];
      const saved = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), `paperdots:v1:game:${id}`));
      assert.match(saved.record, /&moves=3\.resign$/);
      assert.equal(saved.over, true);
      // The link opened in another tab shows the resignation too.
      const tab = await page.context().newPage();
      await tab.goto(url);
      await see(tab, '.result-main');
      assert.equal(await tab.textContent('.result-main'), result);
      await tab.close();
      // Undo in the result takes the resignation back: the game goes on with Player 2 to move.
      await page.click('.result >> text=Undo');
      await see(page, '.game-actions');
      assert.equal(await page.locator('.result').count(), 0);
      assert.match(await page.textContent('[data-testid=status]'), /Player 2/);
      assert.match(await page.inputValue('#share-url'), /&moves=3&id=/);
    },
  },
  {
    name: 'setup: the Play button in every language, and size limits from the core',
    async run({ page, base }) {
      const words = { en: 'Play', da: 'Spil', de: 'Spielen', nb: 'Spill' };
      for (const [lang, word] of Object.entries(words)) {
        await page.goto(`${base}/${lang}/play/`);
        await page.waitForSelector('html[data-hydrated] form.setup');
        assert.equal((await page.textContent('form.setup button[type=submit]')).trim(), word, lang);
      }
      await page.selectOption('#size', 'custom');
      assert.equal(await page.getAttribute('#size-w', 'min'), '1');
      assert.equal(await page.getAttribute('#size-w', 'max'), '12');
      await page.check('input[name=game][value=shutin]');
      await page.selectOption('#size', 'custom');
      assert.equal(await page.getAttribute('#size-w', 'min'), '4');
      assert.equal(await page.getAttribute('#size-w', 'max'), '16');
      // The Shut In start position keeps its own word, not the Play button's.
      const legend = (await page.textContent('.setup fieldset.sub legend')).trim();
      assert.ok(legend && legend !== words.nb, `start legend reads "${legend}"`);
    },
  },
  {
    name: 'saving: a full storage is said on the page, and the game is saved again once there is room',
    async run({ page, base }) {
      await startBoxes(page, base, { seats: ['h', 'h'] });
      await draw(page, 3);
      // Fill this site's localStorage to the browser's quota.
      const filled = await page.evaluate(() => {
        let chunk = 'x'.repeat(1 << 20);
        let n = 0;
        while (chunk.length >= 1) {
          try {
            localStorage.setItem(`filler:${n++}`, chunk);
          } catch {
            chunk = chunk.slice(Math.ceil(chunk.length / 2));
          }
        }
        // The last refused write needed its key's length too ('filler:37' and one character), so
        // up to that much room can be left: enough for a saved game that grows by a few
        // characters. Lengthen the first filler one character at a time until nothing fits.
        let first = localStorage.getItem('filler:0');
        for (;;) {
          try {
            localStorage.setItem('filler:0', (first += 'x'));
          } catch {
            break;
          }
        }
        return n;
      });
      assert.ok(filled > 0);
      try {
        await draw(page, 10);
        await see(page, '.save-problem');
        assert.match(
          await page.textContent('.save-problem'),
          /not being saved: the browser’s storage for this site is full/,
        );
      } finally {
        await page.evaluate(() =>
          Object.keys(localStorage)
            .filter((k) => k.startsWith('filler:'))
            .forEach((k) => localStorage.removeItem(k)),
        );
      }
      await draw(page, 5);
      await page.waitForFunction(() => !document.querySelector('.save-problem'));
      const url = await page.inputValue('#share-url');
      const id = url.match(/&id=([a-z0-9]+)/)[1];
      const saved = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), `paperdots:v1:game:${id}`));
      assert.match(saved.record, /&moves=3\.10\.5$/);
    },
  },
];
