// dots-variants.e2e.mjs — browser tests of the Dots variants built last, each whole flow from
// the setup form: the chosen ring (ring=any) picked on the board by keyboard and by mouse and
// carried by the share link and SGF; four crosses at random places (start=random4) whose seed the
// form draws and the link replays; six players in two teams of three with bots in seats;
// zagram.org's territory rules (rules=zagram) from the form, a link and a zagram.org file.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dot, moreOptions, openFresh, see } from './helpers.mjs';

const status = (page) => page.textContent('[data-testid=status]');
const scores = (page) => page.$$eval('.scoreboard .score', (els) => els.map((e) => e.textContent.trim()));
// Paste a game record into "Open a game record" on the English play page and open it.
async function openRecord(page, base, text) {
  await page.goto(`${base}/en/play/`);
  await page.click('.import-record summary');
  await page.fill('#import-text', text);
  await page.click('.import-record button[type=submit]');
  await see(page, '.board-svg.dots');
}
const fixture = (path) => readFileSync(new URL(`../fixtures/sgf-real/${path}`, import.meta.url), 'utf8');
const dotsOn = (page) =>
  page.$$eval('.pt.seat1, .pt.seat2', (els) =>
    els.map((e) => `${e.dataset.token}${e.classList.contains('taken') ? 'x' : ''}`).sort(),
  );

/** Open the setup form on a Dots setup (a setup link), leave it for the test to fill in. */
async function form(page, base, setup) {
  await openFresh(page, `${base}/en/play/#game=dots&${setup}`);
  await moreOptions(page);
  await page.waitForSelector('html[data-hydrated] form.setup input[name=rules]');
}

/** Each seat a person ('h') or a bot level ('b1'…), then start. */
async function start(page, seats) {
  const n = await page.locator('.seat-pick').count();
  assert.equal(n, seats.length, 'one row per seat');
  for (let i = 0; i < n; i++) await page.selectOption(`#seat-${i + 1}-kind`, seats[i]);
  await page.click('form.setup button[type=submit]');
  await see(page, '.board-svg.dots');
}

// X (seat 1): 3-4 4-5 5-4 5-2 6-3 round O's 4-4; O plays down the left edge. X's 4-3 then closes
// the shortest ring (takes 4-4) or the ring by 5-2 and 6-3 (takes 5-3 too).
const BEFORE_RING = ['3-4', '4-4', '4-5', '1-1', '5-4', '1-2', '5-2', '1-3', '6-3', '1-4'];

// A 9x9 game under zagram.org's territory rules (tests/native/test_dots_zagram.c counts it by
// hand): Black's 9-9 closes a named ring away from the dot (3-4:631479) round White's 3-3, and at
// the agreed end zagram's count is 1–1 where the Polish count is 2–1.5.
const ZAGRAM_MOVES =
  '3-4.3-3.4-4.6-6.5-3.7-6.4-2.8-5.3-2.7-4.2-3.6-4.6-5.5-5.9-9!3-4:631479.1-1.2-8.1-2.3-7.1-3.2-6.1-4.1-7';

export const tests = [
  {
    name: 'dots: own start dots from the form — a click puts player 1’s dot, again player 2’s, a third time none; the game starts with them and that first mover, and its link carries them (1280 and 320 px)',
    async run({ page, base }) {
      const colour = (c) => page.$$eval(`.pt.seat${c}`, (els) => els.map((e) => e.dataset.token).sort());
      for (const [w, h] of [
        [1280, 800],
        [320, 640],
      ]) {
        await page.setViewportSize({ width: w, height: h });
        await form(page, base, 'size=9x9&start=cross');
        await page.check('input[name=start][value=dots]');
        await see(page, '.start-dots-field');
        // no dot yet: the form says so in words and Play starts nothing
        await page.waitForSelector('form.setup .setup-problem:not([hidden])');
        assert.match(await page.textContent('form.setup .setup-problem'), /Put at least one start dot on the field/);
        assert.equal(await page.getAttribute('form.setup button[type=submit]', 'aria-disabled'), 'true');
        const point = (p) => page.locator(`.start-dot[data-point="${p}"]`);
        for (const p of ['3-3', '4-4', '4-4', '5-5', '6-6', '6-6', '6-6']) await point(p).click();
        // by keys: the cursor from the last click (6-6) one up, and a dot of player 1 there
        await page.focus('.start-dots-field');
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('Enter');
        assert.equal(await page.textContent('.start-dots-list'), 'Player 1:\u00a03-3, 5-5, 6-7 · Player 2:\u00a04-4');
        // the 9×9 field fits the form, its coordinates in view, at both widths
        const frame = await page.$eval('.start-dots-frame', (el) => ({
          right: el.getBoundingClientRect().right,
          scrolls: el.scrollWidth > el.clientWidth + 1,
        }));
        assert.ok(
          frame.right <= w && !frame.scrolls,
          `${w} px: the field's frame ends at ${frame.right}, scrolls: ${frame.scrolls}`,
        );
        await page.check('input[name=turn][value="2"]');
        await start(page, ['h', 'h']);
        assert.deepEqual(await colour(1), ['3-3', '5-5', '6-7']);
        assert.deepEqual(await colour(2), ['4-4']);
        assert.match(await status(page), /Player 2 to move/);
        assert.match(await page.evaluate(() => location.hash), /&start=dots&dotsa=3-3\.5-5\.6-7&dotsb=4-4&turn=2&/);
      }
    },
  },
  {
    name: 'dots: own start dots on a 39×32 field at 320 px — the field scrolls in its frame, its coordinates stay at the frame’s left and bottom edges, and a point far off is put by a click',
    async run({ page, base }) {
      await page.setViewportSize({ width: 320, height: 640 });
      await form(page, base, 'size=39x32&start=cross');
      await page.check('input[name=start][value=dots]');
      await see(page, '.start-dots-field');
      // scrolled to the far right and the bottom, as a player's thumb would
      await page.$eval('.start-dots-frame', (el) => {
        el.scrollLeft = el.scrollWidth;
        el.scrollTop = el.scrollHeight;
      });
      await page.waitForFunction(() => {
        const el = document.querySelector('.start-dots-frame');
        return el.scrollLeft > 0 && el.scrollTop > 0;
      });
      const box = await page.$eval('.start-dots-frame', (el) => {
        const r = el.getBoundingClientRect();
        const rect = (sel) => el.querySelector(sel).getBoundingClientRect();
        const texts = (sel) =>
          [...el.querySelectorAll(`${sel} text`)]
            .filter((t) => {
              const b = t.getBoundingClientRect();
              return b.left >= r.left && b.right <= r.right && b.top >= r.top && b.bottom <= r.bottom;
            })
            .map((t) => t.textContent);
        return {
          frame: { left: r.left + el.clientLeft, bottom: r.top + el.clientTop + el.clientHeight },
          scrolls: [el.scrollWidth > el.clientWidth, el.scrollHeight > el.clientHeight],
          rows: rect('.start-dots-rows'),
          cols: rect('.start-dots-cols'),
          seenRows: texts('.start-dots-rows'),
          seenCols: texts('.start-dots-cols'),
        };
      });
      assert.deepEqual(box.scrolls, [true, true], 'a 39×32 field scrolls both ways in a 320 px form');
      assert.ok(
        Math.abs(box.rows.left - box.frame.left) < 1,
        `the row numbers at ${box.rows.left}, the frame's edge at ${box.frame.left}`,
      );
      assert.ok(
        Math.abs(box.cols.bottom - box.frame.bottom) < 1,
        `the column numbers end at ${box.cols.bottom}, the frame's edge at ${box.frame.bottom}`,
      );
      // in view: the last column's number and the first row's
      assert.ok(box.seenCols.includes('39'), `column numbers in view: ${box.seenCols}`);
      assert.ok(box.seenRows.includes('1'), `row numbers in view: ${box.seenRows}`);
      // the corner point 39-1, scrolled to, takes a dot
      await page.locator('.start-dot[data-point="39-1"]').click();
      assert.equal(await page.textContent('.start-dots-list'), 'Player 1:\u00a039-1 · Player 2:\u00a0—');
    },
  },
  {
    name: 'dots zagram.org territory rules: offered by the form at 1280 and 320 px with the “!” box and no grounding; a named ring shows in the move list; the agreed end counts as zagram does; a zagram.org file opens with its result',
    async run({ page, base }) {
      for (const [w, h] of [
        [1280, 800],
        [320, 640],
      ]) {
        await page.setViewportSize({ width: w, height: h });
        await form(page, base, 'size=9x9&start=empty');
        await page.check('input[name=rules][value=zagram]');
        assert.equal(await page.isDisabled('input[name=houses]'), true, 'houses are kept, as under Polish rules');
        assert.equal(await page.locator('input[name=ground]').count(), 0, 'no grounding choice');
        await start(page, ['h', 'h']);
        assert.match(await page.evaluate(() => location.hash), /&rules=zagram&/);
        assert.equal(await page.locator('input[name=capture]').count(), 1, 'the “!” box');
        assert.equal(await page.locator('.game-actions [data-action=ground]').count(), 0);
        assert.ok(
          await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
          `${w} px: no sideways scrolling`,
        );
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      const open = async (rules, moves) => {
        await page.goto(`${base}/en/play/`);
        await page.goto(
          `${base}/en/play/#v=1&game=dots&size=9x9&start=empty&rules=${rules}&moves=${moves}&seats=h,h&id=zg${rules}${moves.length}`,
        );
        await page.reload();
        await see(page, 'html[data-hydrated] .board-svg.dots');
      };
      // Two closed rings wait; 6-7! names the one it closes (9317: round White's 7-7), so the other
      // stays open, and the move list says the ring was chosen.
      await open('zagram', '3-4.3-3.4-3.7-7.3-2.1-9.2-3.1-8.7-8.1-7.8-7.1-6.7-6.1-5.6-7!:9317');
      assert.deepEqual(await scores(page), ['1', '0']);
      assert.match(await page.textContent('.movelist .move.current'), /^6-7! \(chosen ring\)\s*\+1$/);
      assert.equal(await page.locator('.house.seat1.pending').count(), 1, 'the ring it did not name still waits');
      // The agreed end: zagram's count leaves out the empty points closed during play.
      for (const [rules, result, counted] of [
        ['zagram', /draw/i, ['1', '1']],
        ['polish', /Player 1 wins/, ['2', '1.5']],
      ]) {
        await open(rules, ZAGRAM_MOVES);
        await page.click('.game-actions [data-action=agree]');
        await page.waitForSelector('.game-actions [data-action=agree]:text("Accept the end")');
        await page.click('.game-actions [data-action=agree]');
        await see(page, '.result');
        assert.match(await page.textContent('.result'), result);
        assert.deepEqual(await scores(page), counted, `${rules}: the count`);
      }
      // A game record written in zagram.org's dialect (MustSurr=0; the end's closures in TB/TW, RE[0]).
      await openRecord(page, base, fixture('zagram/written-territory-end.sgf'));
      assert.match(await page.textContent('.result'), /draw/i);
      assert.match(await page.evaluate(() => location.hash), /&rules=zagram&/);
      // zagram's count fills the free points out: Black's lone empty point is worth 1 here
      // (White plays first once nobody's points are gone, and has no point of its own), RE[B+1]
      await openRecord(page, base, fixture('zagram/written-territory-fill.sgf'));
      assert.match(await page.textContent('.result'), /wins by 1\b/);
      assert.deepEqual(await scores(page), ['1', '0']);
      // a finished game whose file names nobody (PB[Black] PW[White]): two people, not the form's bot
      assert.deepEqual(await page.$$eval('.scoreboard .name', (els) => els.map((e) => e.textContent.trim())), [
        'Player 1',
        'Player 2',
      ]);
    },
  },
  {
    name: 'dots: a playdots.ru game that ends with White grounding on Black’s turn opens (1280 and 320 px): Black wins by 121 as its RE says, both players keep their names, the move list puts the grounding in White’s turn',
    run: async ({ page, base }) => {
      const text = fixture('playdots/1213317.sgf');
      for (const [w, h] of [
        [1280, 800],
        [320, 640],
      ]) {
        await page.setViewportSize({ width: w, height: h });
        await openRecord(page, base, text);
        await see(page, '.result');
        assert.match(await page.textContent('.result'), /121/, `${w}: the margin of RE[B+121]`);
        assert.deepEqual(await scores(page), ['121', '0'], `${w}: the count`);
        // a finished game: the people its file names, not the form's bot
        assert.deepEqual(
          await page.$$eval('.scoreboard .name', (els) => els.map((e) => e.textContent.trim())),
          ['Михаил Марлов', 'Дмитрий Саликов'],
          `${w}: the players' names (PB, PW)`,
        );
        const last = page.locator('.movelist .turn').last();
        assert.match(await last.getAttribute('class'), /seat2/, `${w}: the last turn is White's`);
        assert.match(await last.textContent(), /22-25.*grounded/, `${w}: the move list`);
        // the move's words fit the list's column (a phone's is narrow): not cut at its edge
        const chip = await last.locator('.move').last().boundingBox();
        const list = await page.locator('.movelist .turns').boundingBox();
        assert.ok(chip.x + chip.width <= list.x + list.width + 0.5, `${w}: the last move fits the list`);
        assert.ok(
          await last
            .locator('.move')
            .last()
            .evaluate((b) => b.scrollWidth <= b.clientWidth + 1),
          `${w}: the last move's words fit in it`,
        );
        assert.match(await page.evaluate(() => location.hash), /\.ground-waiting/);
      }
    },
  },
  {
    name: 'dots ring=any: the form offers the chosen ring; a dot with two rings opens the chooser, keys pick the longer ring, the link and SGF carry it',
    async run({ page, base }) {
      await form(page, base, 'size=7x7&start=empty');
      assert.match(
        await page.textContent('label:has(input[name=ring][value=any])'),
        /The player picks any ring that closes the area, the longest too/,
      );
      await page.check('input[name=ring][value=any]');
      await start(page, ['h', 'h']);
      for (const p of BEFORE_RING) await dot(page, p);
      // keyboard: the cursor to 4-3 (one step down from the last dot 1-4 is 1-3; walk right)
      await page.focus('.cursor');
      for (const key of ['ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
      assert.equal(await page.getAttribute('.cursor', 'data-cursor'), '4-3');
      await page.keyboard.press('Enter');
      await see(page, '[data-testid=ring-chooser]');
      assert.match(await status(page), /Player 1 to move/, 'nothing is played while choosing');
      assert.equal(await page.getAttribute('.ring-choice', 'data-ring'), '4-3', 'the shortest ring is shown first');
      assert.equal(await page.evaluate(() => document.activeElement.value), '4-3', 'the focus is on the chooser');
      await page.keyboard.press('ArrowDown');
      assert.equal(await page.getAttribute('.ring-choice', 'data-ring'), '4-3:397713');
      assert.equal(await page.locator('.ring-choice .ring-cell').count(), 2);
      await page.keyboard.press('Enter');
      await page.waitForSelector('.pt[data-token="4-3"]:not(.can)');
      assert.equal(await page.locator('[data-testid=ring-chooser]').count(), 0);
      assert.deepEqual(await scores(page), ['1', '0']);
      assert.equal(await page.locator('.pt.can[data-token="5-3"]').count(), 0, 'the longer ring took 5-3');
      assert.match(await page.textContent('.movelist .move.current'), /4-3 \(chosen ring\)/);
      const url = await page.inputValue('#share-url');
      assert.match(url, /moves=[^&]*\.4-3:397713/);
      await page.click('.export-sgf summary');
      assert.match(await page.inputValue('#sgf-text'), /PDS\[ring=any\]/);
      assert.match(await page.inputValue('#sgf-text'), /;B\[de\.de[a-z]+\]\)\s*$/, 'the chosen ring starts at the dot');
      // The link opens the same game in another tab.
      const tab = await page.context().newPage();
      await tab.goto(url);
      await see(tab, '.board-svg.dots');
      assert.deepEqual(await dotsOn(tab), await dotsOn(page));
      assert.equal(await tab.locator('.pt.can[data-token="5-3"]').count(), 0);
      await tab.close();
    },
  },
  {
    name: 'dots ring=any by mouse and touch: a tap opens the chooser, a tap on the dot switches, Cancel plays nothing, the button plays the ring shown',
    async run({ page, base }) {
      await form(page, base, 'size=7x7&start=empty&ring=any');
      assert.ok(await page.isChecked('input[name=ring][value=any]'));
      await start(page, ['h', 'h']);
      for (const p of BEFORE_RING) await dot(page, p);
      await page.click('.pt.can[data-token="4-3"]');
      await see(page, '[data-testid=ring-chooser]');
      await page.click('[data-action=ring-cancel]');
      assert.equal(await page.locator('[data-testid=ring-chooser]').count(), 0);
      assert.equal(await page.locator('.pt.can[data-token="4-3"]').count(), 1, 'Cancel played nothing');
      await page.click('.pt.can[data-token="4-3"]');
      await page.click('.pt.can[data-token="4-3"]');
      assert.equal(
        await page.getAttribute('.ring-choice', 'data-ring'),
        '4-3:397713',
        'a second tap shows the next ring',
      );
      await page.click('label:has(input[name=dots-ring][value="4-3"])');
      assert.equal(await page.getAttribute('.ring-choice', 'data-ring'), '4-3');
      await page.click('[data-action=ring-play]');
      await page.waitForSelector('.pt[data-token="4-3"]:not(.can)');
      assert.deepEqual(await scores(page), ['1', '0']);
      assert.equal(await page.locator('.pt.can[data-token="5-3"]').count(), 1, 'the shortest ring leaves 5-3 free');
    },
  },
  {
    name: 'dots start=random4: the form draws a seed and shows it; sixteen start dots in four crosses; the link replays the same field',
    async run({ page, base }) {
      await form(page, base, 'size=15x15&start=cross');
      assert.equal(await page.locator('input[name=place]').count(), 0);
      assert.match(
        await page.textContent('label:has(input[name=start][value=random4])'),
        /Four crosses at random places/,
      );
      await page.check('input[name=start][value=random4]');
      const place = Number(await page.inputValue('input[name=place]'));
      assert.ok(place >= 1 && place <= 999999, `a seed was drawn: ${place}`);
      await page.fill('input[name=place]', '77');
      await page.press('input[name=place]', 'Tab');
      await start(page, ['h', 'h']);
      const field = await dotsOn(page);
      assert.equal(field.length, 16, 'four crosses');
      const url = await page.inputValue('#share-url');
      assert.match(url, /start=random4&place=77&/);
      // docs/dots-rules.md's rule for 15×15, seed 77, worked out apart from the engine: lower-left points
      // 3-4, 8-4, 4-8, 11-9 (first player on x-(y+1) and (x+1)-y).
      for (const p of ['3-5', '4-4', '8-5', '9-4', '4-9', '5-8', '11-10', '12-9'])
        assert.ok(field.includes(p), `${p} in ${field}`);
      const tab = await page.context().newPage();
      await tab.goto(url);
      await see(tab, '.board-svg.dots');
      assert.deepEqual(await dotsOn(tab), field);
      await tab.close();
    },
  },
  {
    name: 'dots players=6: two teams of three, seats 2-6 bots; the bots move in turn 2, 3, 4, 5, 6 and the team scores are shared',
    async run({ page, base }) {
      await form(page, base, 'size=9x9&start=empty');
      await page.check('input[name=players][value="6"]');
      await start(page, ['h', 'b1', 'b2', 'b1', 'b3', 'b1']);
      const teams = await page.$$eval('.scoreboard .name', (els) => els.map((e) => e.textContent));
      assert.equal(teams.length, 2, 'one score per team');
      assert.match(teams[0], /^Player 1, .*3.*5/, JSON.stringify(teams));
      assert.match(teams[1], /2.*4.*6/, JSON.stringify(teams));
      await dot(page, '5-5');
      // the five bots answer, each once, and it is seat 1's turn again
      await page.waitForFunction(() => document.querySelectorAll('.pt.seat1, .pt.seat2').length === 6, null);
      await page.waitForFunction(
        () => /Player 1 to move/.test(document.querySelector('[data-testid=status]').textContent),
        null,
      );
      assert.equal(await page.locator('.pt.seat1').count(), 3, 'seats 1, 3 and 5 play one colour');
      assert.equal(await page.locator('.pt.seat2').count(), 3, 'seats 2, 4 and 6 the other');
      assert.equal(await page.locator('.movelist .move').count(), 6);
    },
  },
];
